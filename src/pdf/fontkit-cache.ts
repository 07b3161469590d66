/**
 * fontkit for pdf-lib with the work that depends only on the font done once per process:
 * - the font file is parsed once (per font bytes) and the parsed font is shared by every document;
 * - text is shaped word by word and each word's glyphs are remembered (per font, at most 20,000 words).
 * pdf-lib shapes every line it draws (`encodeText`) and measures (`widthOfTextAtSize`) with `font.layout`,
 * and reads only the run's glyphs (their ids and advance widths, never the positions); a picture book draws
 * ~300 lines, and shaping them was a quarter of its build. The story fonts (Andika, Fredoka) do not substitute
 * across a space, so a line's glyphs are its words' glyphs with the space glyph between them
 * (./fontkit-cache.test.ts checks pdf-lib's encoded text and widths for every line of 19 books). The run's
 * positions are the words' own: kerning across a space (which pdf-lib never applies) is left out.
 * Each document still gets its own subset.
 */
import fontkit from "@pdf-lib/fontkit";
import type { Font, Glyph, GlyphPosition, GlyphRun } from "@pdf-lib/fontkit";
import type { PDFFont } from "pdf-lib";

const WORDS_PER_FONT = 20_000;
const fonts = new WeakMap<Uint8Array, Font>();
const wordShaped = new WeakSet<Font>();

/** A run built from cached words: the glyphs and positions pdf-lib reads (the rest as fontkit returns it for the line's first word). */
function wordByWordLayout(font: Font): Font["layout"] {
  const shape = font.layout.bind(font);
  const words = new Map<string, GlyphRun>();
  const wordRun = (w: string): GlyphRun => {
    let run = words.get(w);
    if (!run) {
      if (words.size >= WORDS_PER_FONT) words.clear();
      run = shape(w);
      words.set(w, run);
    }
    return run;
  };
  return (text, features) => {
    // Anything but single-spaced text with the default features is shaped as fontkit does (two spaces kern).
    if (features !== undefined || typeof text !== "string" || text.includes("  ")) return shape(text, features);
    if (!text.includes(" ")) return wordRun(text);
    const glyphs: Glyph[] = [];
    const positions: GlyphPosition[] = [];
    let first: GlyphRun | undefined;
    text.split(" ").forEach((w, i) => {
      if (i > 0) {
        const space = wordRun(" ");
        glyphs.push(...space.glyphs);
        positions.push(...space.positions);
      }
      if (!w) return;
      const run = wordRun(w);
      first ??= run;
      glyphs.push(...run.glyphs);
      positions.push(...run.positions);
    });
    const base = first ?? wordRun(" ");
    return {
      ...base,
      glyphs,
      positions,
      get advanceWidth() {
        return positions.reduce((a, p) => a + p.xAdvance, 0);
      },
    } as GlyphRun;
  };
}

/** Pass to `doc.registerFontkit`: parses each font once per process and shapes words once per font. */
export const cachedFontkit = {
  create(bytes: Uint8Array, postscriptName?: string): Font {
    if (postscriptName !== undefined) return fontkit.create(bytes, postscriptName);
    let font = fonts.get(bytes);
    if (!font) {
      font = fontkit.create(bytes);
      font.layout = wordByWordLayout(font);
      fonts.set(bytes, font);
      wordShaped.add(font);
    }
    return font;
  },
};

/**
 * Whether an embedded font was parsed by `cachedFontkit`, so a line of it encodes as its words' glyphs with the
 * space's between them (single-spaced text; ./layout.ts encodes such a line from its words').
 */
export function shapesWordByWord(font: PDFFont): boolean {
  const parsed = (font as unknown as { embedder?: { font?: Font } }).embedder?.font;
  return parsed !== undefined && wordShaped.has(parsed);
}
