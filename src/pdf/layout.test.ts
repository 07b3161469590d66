import fontkit from "@pdf-lib/fontkit";
import { PDFArray, PDFContentStream, PDFDocument, rgb, type PDFPage } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { composeStory } from "../engine/local";
import { cachedFontkit } from "./fontkit-cache";
import { loadStoryFonts } from "./fonts-node";
import { drawTextLine } from "./layout";
import { sfntFromWoff } from "./woff";

/** The page's operators as written, each font resource name replaced by the font it names. */
function pageOps(doc: PDFDocument, page: PDFPage): string {
  const fonts = new Map<string, string>();
  const dict = page.node.normalizedEntries().Font;
  for (const [key, ref] of dict.entries())
    fonts.set(
      key.toString(),
      String(
        doc.context
          .lookup(ref)
          ?.toString()
          .match(/\/BaseFont (\/\S+)/)?.[1],
      ),
    );
  const contents = page.node.Contents();
  const refs = contents instanceof PDFArray ? contents.asArray() : [];
  const ops = refs.map((ref) => new TextDecoder("latin1").decode((doc.context.lookup(ref) as PDFContentStream).getUnencodedContents())).join("");
  return ops.replace(/\/\S+(?= \S+ Tf)/g, (key) => fonts.get(key) ?? key);
}

describe("drawTextLine", () => {
  it("writes the operators page.drawText writes, glyph codes included, for every line of two books and odd text, with the story fonts and plain fontkit", async () => {
    const files = loadStoryFonts();
    const lines = ["", " ", "  two  spaces ", "tab\there", "Mia's \u201Cbig\u201D day \u2014 fi fl ffi 1\u20137", "line\nbreak"];
    for (const behavior of ["tantrums", "screen-time"] as const) {
      const story = composeStory({ childName: "Mia", childAge: "6-7", behavior, theme: "nature", seed: 5 });
      lines.push(story.title, ...story.text.split(/(?<=[.!?])\s+/));
    }
    for (const kit of [cachedFontkit, fontkit]) {
      const docs = await Promise.all([PDFDocument.create(), PDFDocument.create()]);
      const pages = docs.map((doc) => doc.addPage());
      const embedded = await Promise.all(
        docs.map(async (doc) => {
          doc.registerFontkit(kit);
          return Promise.all([files.body, files.heading].map(async (woff) => doc.embedFont(await sfntFromWoff(woff), { subset: true })));
        }),
      );
      lines.forEach((text, i) => {
        const style = { x: 76 + (i % 3) * 0.35, y: 700.125 - i, size: [14.5, 8.5, 23][i % 3]!, color: rgb(0.1, 0.1, 0.12 + (i % 2) * 0.2) };
        const font = i % 4 ? 0 : 1;
        pages[0]!.drawText(text, { ...style, font: embedded[0]![font]! });
        drawTextLine(pages[1]!, text, { ...style, font: embedded[1]![font]! });
      });
      expect(pageOps(docs[1]!, pages[1]!)).toBe(pageOps(docs[0]!, pages[0]!));
      expect(pageOps(docs[1]!, pages[1]!)).toContain(" Tj");
      // One resource name per font on the page (pdf-lib's drawText adds one a call: here only for the text with a tab or a line break).
      expect(pages[1]!.node.normalizedEntries().Font.keys().length).toBe(2 + lines.filter((l) => /[\t\n]/.test(l)).length);
      expect(pages[0]!.node.normalizedEntries().Font.keys().length).toBe(lines.length);
    }
    expect(lines.length).toBeGreaterThan(40);
  });
});
