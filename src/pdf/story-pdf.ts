/**
 * The printable story: A4 portrait, a theme border on every page, page numbers, text in a
 * child-friendly embedded font (real, selectable text). A story with a plan is a picture book
 * (./picture-book.ts); a story written before plans is its text, then the coloring page.
 * Runtime-neutral: fonts and images come in as bytes.
 */
import { LineCapStyle, PDFDocument } from "pdf-lib";
import type { ColoringPage } from "../art/types";
import { drawColoringPage } from "./art";
import { paletteFor, themeBorder } from "./borders";
import { cachedFontkit } from "./fontkit-cache";
import { A4, PageFlow } from "./layout";
import { drawPictureBook, type PictureBookInput } from "./picture-book";
import { savePdf } from "./vector";
import { sfntFromWoff } from "./woff";

export { parsePathOnlySvg, type PathOnlySvg } from "./art";

export interface StoryPdfInput {
  title: string;
  childName: string;
  theme: string;
  /** Paragraphs separated by blank lines. */
  content: string;
  coloringPage: ColoringPage;
  fonts: { body: Uint8Array; heading: Uint8Array };
  /** The story plan's pictures and the grown-ups' copy: makes the PDF a picture book. */
  book?: PictureBookInput;
}

export { storyPdfFileName } from "../contracts/story";

export function storyParagraphs(content: string): string[] {
  return content
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

export async function renderStoryPdf(input: StoryPdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(cachedFontkit);
  // The fonts arrive as .woff; embed them unpacked (once per process), parsed and shaped once per process (./fontkit-cache.ts), subset per document.
  const body = await doc.embedFont(await sfntFromWoff(input.fonts.body), { subset: true });
  const heading = await doc.embedFont(await sfntFromWoff(input.fonts.heading), { subset: true });
  const pal = paletteFor(input.theme);
  const childName = input.childName.trim();

  doc.setTitle(input.title);
  doc.setAuthor("Behavior Tales");
  doc.setSubject(childName ? `A story for ${childName}` : "A behavior story");
  doc.setCreator("Behavior Tales");
  doc.setProducer("Behavior Tales (pdf-lib)");
  doc.setLanguage("en");

  const flow = new PageFlow(doc, {
    margins: { top: 84, bottom: 96, left: 76, right: 76 },
    decorate: themeBorder(doc, input.theme, A4).decorate,
    footerFont: body,
  });

  if (input.book) {
    await drawPictureBook(flow, { body, heading }, pal, { title: input.title, childName, coloringPage: input.coloringPage, book: input.book });
    flow.finish({ numberFrom: 2 }); // the title page, like a book's cover, carries no number
    return savePdf(doc);
  }

  flow.space(18);
  flow.text(input.title, { font: heading, size: 30, leading: 38, color: pal.ink, align: "center", after: 6 });
  if (childName) flow.text(`A story for ${childName}`, { font: heading, size: 16, leading: 22, color: pal.accent, align: "center", after: 14 });
  // a short divider under the heading
  const page1 = flow.currentPage;
  const dividerY = A4.height - flow.y;
  page1.drawLine({
    start: { x: A4.width / 2 - 70, y: dividerY },
    end: { x: A4.width / 2 + 70, y: dividerY },
    thickness: 1.5,
    color: pal.accent,
    lineCap: LineCapStyle.Round,
  });
  flow.space(26);

  for (const paragraph of storyParagraphs(input.content)) {
    flow.text(paragraph, { font: body, size: 14.5, leading: 23, after: 11 });
  }

  const colorPage = flow.newPage();
  await drawColoringPage(doc, colorPage, input.coloringPage);
  flow.finish();
  return savePdf(doc);
}
