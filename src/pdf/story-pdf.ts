/**
 * The printable story: A4 portrait, a theme border on every page, the title and "A story for …",
 * the story in a child-friendly embedded font (real, selectable text), page numbers, and the
 * coloring page as the final page (vector when it is the local engine's SVG).
 * Runtime-neutral: fonts and images come in as bytes.
 */
import fontkit from "@pdf-lib/fontkit";
import { LineCapStyle, LineJoinStyle, PDFDocument, popGraphicsState, pushGraphicsState, rgb, setLineJoin, type PDFPage } from "pdf-lib";
import type { ColoringPage } from "../art/types";
import { BORDER, drawThemeBorder, paletteFor } from "./borders";
import { A4, PageFlow } from "./layout";
import { sfntFromWoff } from "./woff";

export interface StoryPdfInput {
  title: string;
  childName: string;
  theme: string;
  /** Paragraphs separated by blank lines. */
  content: string;
  coloringPage: ColoringPage;
  fonts: { body: Uint8Array; heading: Uint8Array };
}

/** The download name: the title with whitespace runs turned into underscores. */
export function storyPdfFileName(title?: string): string {
  const base = (title ?? "").trim().replace(/\s+/g, "_");
  return base ? `${base}.pdf` : "behavior-tale.pdf";
}

export function storyParagraphs(content: string): string[] {
  return content
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

export interface PathOnlySvg {
  width: number;
  height: number;
  paths: Array<{ d: string; strokeWidth: number }>;
}

/** Reads the local engine's SVG: one viewBox, stroked `<path>` elements, a white background rect. */
export function parsePathOnlySvg(svg: string): PathOnlySvg {
  const vb = /viewBox="\s*([-\d.]+)[\s,]+([-\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/.exec(svg);
  if (!vb) throw new Error("Coloring page SVG has no viewBox");
  const paths: PathOnlySvg["paths"] = [];
  for (const m of svg.matchAll(/<path\b([^>]*)\/?>/g)) {
    const attrs = m[1];
    const d = /\sd="([^"]+)"/.exec(attrs)?.[1];
    if (!d) continue;
    const sw = Number(/stroke-width="([\d.]+)"/.exec(attrs)?.[1] ?? "1");
    paths.push({ d, strokeWidth: sw });
  }
  return { width: Number(vb[3]), height: Number(vb[4]), paths };
}

/** The box the coloring page fills: inside the border, above the footer. Top-left origin. */
const ART_BOX = { x: BORDER.inner + 6, y: BORDER.inner + 6, width: A4.width - 2 * (BORDER.inner + 6), height: A4.height - BORDER.inner - 6 - 78 };

function fit(w: number, h: number) {
  const scale = Math.min(ART_BOX.width / w, ART_BOX.height / h);
  const width = w * scale;
  const height = h * scale;
  return { scale, width, height, x: ART_BOX.x + (ART_BOX.width - width) / 2, top: ART_BOX.y + (ART_BOX.height - height) / 2 };
}

async function drawColoringPage(doc: PDFDocument, page: PDFPage, art: ColoringPage): Promise<void> {
  if (art.contentType === "image/svg+xml") {
    const svg = parsePathOnlySvg(new TextDecoder().decode(art.bytes));
    const box = fit(svg.width, svg.height);
    // Same stroke width → one path, so the page stays small and fast to draw.
    const byWidth = new Map<number, string[]>();
    for (const p of svg.paths) byWidth.set(p.strokeWidth, [...(byWidth.get(p.strokeWidth) ?? []), p.d]);
    page.pushOperators(pushGraphicsState(), setLineJoin(LineJoinStyle.Round));
    for (const [sw, ds] of byWidth) {
      // drawSvgPath flips the y axis itself: (x, y) is where the SVG's top-left lands.
      page.drawSvgPath(ds.join(" "), {
        x: box.x,
        y: A4.height - box.top,
        scale: box.scale,
        borderWidth: sw,
        borderColor: rgb(0, 0, 0),
        borderLineCap: LineCapStyle.Round,
      });
    }
    page.pushOperators(popGraphicsState());
  } else if (art.contentType === "image/png") {
    const png = await doc.embedPng(art.bytes);
    const box = fit(png.width, png.height);
    page.drawImage(png, { x: box.x, y: A4.height - box.top - box.height, width: box.width, height: box.height });
  } else {
    throw new Error(`Unsupported coloring page type: ${(art as ColoringPage).contentType}`);
  }
}

export async function renderStoryPdf(input: StoryPdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  // The fonts arrive as .woff; embed them unpacked (once per process) and subset them.
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
    decorate: (page) => drawThemeBorder(page, input.theme),
    footerFont: body,
  });

  flow.space(18);
  flow.text(input.title, { font: heading, size: 30, leading: 38, color: pal.ink, align: "center", after: 6 });
  if (childName) flow.text(`A story for ${childName}`, { font: heading, size: 16, leading: 22, color: pal.accent, align: "center", after: 14 });
  // a short divider under the heading
  const page1 = flow.currentPage;
  const dividerY = A4.height - flow.y;
  page1.drawLine({ start: { x: A4.width / 2 - 70, y: dividerY }, end: { x: A4.width / 2 + 70, y: dividerY }, thickness: 1.5, color: pal.accent, lineCap: LineCapStyle.Round });
  flow.space(26);

  for (const paragraph of storyParagraphs(input.content)) {
    flow.text(paragraph, { font: body, size: 14.5, leading: 23, after: 11 });
  }

  const colorPage = flow.newPage();
  await drawColoringPage(doc, colorPage, input.coloringPage);
  flow.finish();
  return doc.save();
}
