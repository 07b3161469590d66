/**
 * A small page-flow for A4 documents: wraps text in embedded fonts, keeps paragraphs whole on a
 * page when they fit, decorates every page (border) and adds page numbers and a footer at the end.
 */
import type { PDFDocument, PDFFont, PDFName, PDFOperatorNames, PDFPage, RGB } from "pdf-lib";
import { ColorTypes, numberToString, PDFOperator, rgb } from "pdf-lib";
import { shapesWordByWord } from "./fontkit-cache";

export const A4 = { width: 595.28, height: 841.89 } as const;

export const FOOTER_TEXT = "For personal, non-commercial use \u00b7 Behavior Tales";

export interface FlowOptions {
  margins: { top: number; bottom: number; left: number; right: number };
  /** Draws the page's background decoration (the border) when a page is added. */
  decorate(page: PDFPage): void;
  footerFont: PDFFont;
  footerColor?: RGB;
}

export interface TextStyle {
  font: PDFFont;
  size: number;
  /** Baseline-to-baseline distance. */
  leading: number;
  color?: RGB;
  align?: "left" | "center";
  /** Space after the block. */
  after?: number;
  /** Indent for every line after the first (references, bullets). */
  hangingIndent?: number;
  /** Keep this block on the same page as the next one (headings). */
  keepWithNext?: boolean;
}

/** Characters the font cannot draw are replaced, so one odd character never breaks a PDF. */
export function printable(font: PDFFont, text: string): string {
  const set = charSetCache.get(font) ?? new Set(font.getCharacterSet());
  charSetCache.set(font, set);
  let out = "";
  for (const ch of text.normalize("NFC")) {
    const cp = ch.codePointAt(0)!;
    if (set.has(cp)) out += ch;
    else if (ch === "\t" || ch === "\u00a0") out += " ";
    else if (cp >= 0x20) out += ch === "\u2014" || ch === "\u2013" ? "-" : "?";
  }
  return out;
}
const charSetCache = new WeakMap<PDFFont, Set<number>>();

/** Width at size 1 per font (by its PostScript name: the same font file in every document) and word. */
const widthCache = new Map<string, Map<string, number>>();
const WIDTH_CACHE_WORDS = 20_000;

/**
 * `font.widthOfTextAtSize`, remembered per font and text: pdf-lib shapes the text with fontkit (OpenType
 * features, kerning) on every call, and a picture book measures the same words hundreds of times.
 * Width scales linearly with size, so one entry per word serves every size; the cache outlives a document
 * (kept per font name, at most 20,000 words per font).
 */
export function textWidth(font: PDFFont, text: string, size: number): number {
  const unitWidth = unitWidths(font);
  // One word (what wrapping measures, word by word): its cached width.
  if (!text.includes(" ")) return (text ? unitWidth(text) : 0) * size;
  // A line is measured word by word (the fonts do not kern across a space), so its words come from the cache.
  const words = text.split(" ");
  let total = 0;
  for (const w of words) if (w) total += unitWidth(w);
  return (total + (words.length - 1) * unitWidth(" ")) * size;
}

/** The font's width-at-size-1 of a word, from the cache (see `textWidth`). */
function unitWidths(font: PDFFont): (text: string) => number {
  let cache = widthCache.get(font.name);
  if (!cache) widthCache.set(font.name, (cache = new Map()));
  if (cache.size > WIDTH_CACHE_WORDS) cache.clear();
  const words = cache;
  return (t) => {
    let unit = words.get(t);
    if (unit === undefined) {
      unit = font.widthOfTextAtSize(t, 1000) / 1000;
      words.set(t, unit);
    }
    return unit;
  };
}

export function wrapText(text: string, font: PDFFont, size: number, width: number, hangingIndent = 0): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const unitWidth = unitWidths(font);
  const space = unitWidth(" ") * size;
  const lines: string[] = [];
  let line = "";
  let lineWidth = 0;
  for (const word of words) {
    const w = unitWidth(word) * size;
    const avail = lines.length === 0 ? width : width - hangingIndent;
    if (line && lineWidth + space + w > avail) {
      lines.push(line);
      line = word;
      lineWidth = w;
    } else {
      line = line ? `${line} ${word}` : word;
      lineWidth = line === word ? w : lineWidth + space + w;
    }
    // A single word wider than the line (a long URL) is split by characters.
    while (lineWidth > (lines.length === 0 ? width : width - hangingIndent) && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && textWidth(font, line.slice(0, cut), size) > (lines.length === 0 ? width : width - hangingIndent)) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
      lineWidth = textWidth(font, line, size);
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The font's resource name on a page: one per font and page (pdf-lib's `drawText` adds one for every call). */
const fontKeys = new WeakMap<PDFPage, Map<PDFFont, PDFName>>();
function fontKey(page: PDFPage, font: PDFFont): PDFName {
  let keys = fontKeys.get(page);
  if (!keys) fontKeys.set(page, (keys = new Map()));
  let key = keys.get(font);
  if (!key) keys.set(font, (key = page.node.newFontDictionary(font.name, font.ref)));
  return key;
}

/** A document's glyph codes per word, per font (its subset numbers the glyphs in the order they are first used). */
const wordCodes = new WeakMap<PDFFont, Map<string, string>>();

/**
 * `font.encodeText(text)` as a hex string. A font shaped word by word (./fontkit-cache.ts) encodes a
 * single-spaced line as its words' codes with the space's between them, each word encoded once per document —
 * the same codes, and the same glyphs added to the subset in the same order, as encoding the whole line.
 */
function encodedText(font: PDFFont, text: string): string {
  if (!shapesWordByWord(font) || text.includes("  ")) return font.encodeText(text).toString();
  let words = wordCodes.get(font);
  if (!words) wordCodes.set(font, (words = new Map()));
  const codes = words;
  const word = (w: string) => {
    let hex = codes.get(w);
    if (hex === undefined) {
      hex = font.encodeText(w).toString().slice(1, -1);
      codes.set(w, hex);
    }
    return hex;
  };
  if (!text.includes(" ")) return `<${text ? word(text) : ""}>`;
  let out = "<";
  text.split(" ").forEach((w, i) => {
    if (i > 0) out += word(" ");
    if (w) out += word(w);
  });
  return `${out}>`;
}

/** What pdf-lib's `drawText` does to a line before drawing it (tabs, line breaks): such text goes through it. */
const UNUSUAL_TEXT = /[\t\n\f\r\v\b\u0085\u2028\u2029]/;

/**
 * One line of text, drawn with the operators pdf-lib's `page.drawText(text, { x, y, size, font, color })`
 * writes (its default line height of 24, no rotation), as one raw operator: a picture book draws ~400 lines,
 * and pdf-lib's per-call checks, font resources and operator objects cost more than the text itself.
 */
export function drawTextLine(page: PDFPage, text: string, o: { x: number; y: number; size: number; font: PDFFont; color: RGB }): void {
  if (UNUSUAL_TEXT.test(text) || o.color.type !== ColorTypes.RGB) {
    page.drawText(text, o);
    return;
  }
  const n = numberToString;
  const ops = [
    "q",
    "BT",
    `${n(o.color.red)} ${n(o.color.green)} ${n(o.color.blue)} rg`,
    `${fontKey(page, o.font)} ${n(o.size)} Tf`,
    "24 TL",
    `1 0 0 1 ${n(o.x)} ${n(o.y)} Tm`,
    `${encodedText(o.font, text)} Tj`,
    "T*",
    "ET",
    "Q",
  ].join("\n");
  page.pushOperators(PDFOperator.of(ops as PDFOperatorNames));
}

export class PageFlow {
  readonly pages: PDFPage[] = [];
  private page!: PDFPage;
  /** Current baseline position measured from the top of the page. */
  private cursor = 0;
  private pendingKeep: Array<{ lines: string[]; style: TextStyle }> = [];

  constructor(
    readonly doc: PDFDocument,
    private readonly opts: FlowOptions,
  ) {}

  get contentWidth(): number {
    return A4.width - this.opts.margins.left - this.opts.margins.right;
  }

  /** Height of the text area of a page (between the top and bottom margins). */
  get contentHeight(): number {
    return A4.height - this.opts.margins.bottom - this.opts.margins.top;
  }

  get currentPage(): PDFPage {
    if (!this.page) this.newPage();
    return this.page;
  }

  /** Distance from the top of the page to where the next block starts. */
  get y(): number {
    if (!this.page) this.newPage();
    return this.cursor;
  }

  newPage(): PDFPage {
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.opts.decorate(this.page);
    this.pages.push(this.page);
    this.cursor = this.opts.margins.top;
    return this.page;
  }

  space(h: number): void {
    if (!this.page) this.newPage();
    this.cursor += h;
  }

  private get bottomLimit(): number {
    return A4.height - this.opts.margins.bottom;
  }

  /** A block of wrapped text. Whole on one page when it fits on a page, split by lines otherwise. */
  text(text: string, style: TextStyle): void {
    if (!this.page) this.newPage();
    const clean = printable(style.font, text);
    const lines = wrapText(clean, style.font, style.size, this.contentWidth, style.hangingIndent ?? 0);
    if (!lines.length) return;
    if (style.keepWithNext) {
      this.pendingKeep.push({ lines, style });
      return;
    }
    const blocks = [...this.pendingKeep, { lines, style }];
    this.pendingKeep = [];
    const height = (b: { lines: string[]; style: TextStyle }) => b.lines.length * b.style.leading + (b.style.after ?? 0);
    const keptHeight = blocks.slice(0, -1).reduce((a, b) => a + height(b), 0);
    const pageHeight = this.bottomLimit - this.opts.margins.top;
    const firstLines = Math.min(lines.length, 2) * style.leading;
    const atTop = this.cursor === this.opts.margins.top;
    if (!atTop) {
      const whole = keptHeight + (lines.length - 1) * style.leading + style.size;
      const fitsHere = this.cursor + whole <= this.bottomLimit;
      const fitsOnFreshPage = whole <= pageHeight;
      if (!fitsHere && (fitsOnFreshPage || this.cursor + keptHeight + firstLines > this.bottomLimit)) this.newPage();
    }
    for (const b of blocks) this.drawLines(b.lines, b.style);
  }

  private drawLines(lines: string[], style: TextStyle): void {
    const color = style.color ?? rgb(0.1, 0.1, 0.12);
    lines.forEach((line, i) => {
      if (this.cursor + style.size > this.bottomLimit && this.cursor > this.opts.margins.top) this.newPage();
      const baseline = this.cursor + style.size;
      const w = textWidth(style.font, line, style.size);
      const x =
        style.align === "center" ? this.opts.margins.left + (this.contentWidth - w) / 2 : this.opts.margins.left + (i > 0 ? (style.hangingIndent ?? 0) : 0);
      drawTextLine(this.page, line, { x, y: A4.height - baseline, size: style.size, font: style.font, color });
      this.cursor += style.leading;
    });
    this.cursor += style.after ?? 0;
  }

  /** Page numbers and the footer line on every page. */
  finish(opts: { numberFrom?: number } = {}): void {
    const font = this.opts.footerFont;
    const color = this.opts.footerColor ?? rgb(0.35, 0.35, 0.38);
    this.pages.forEach((page, i) => {
      const fw = textWidth(font, FOOTER_TEXT, 8);
      drawTextLine(page, FOOTER_TEXT, { x: (A4.width - fw) / 2, y: 53, size: 8, font, color });
      if ((opts.numberFrom ?? 1) <= i + 1) {
        const label = `${i + 1}`;
        const lw = textWidth(font, label, 10);
        drawTextLine(page, label, { x: (A4.width - lw) / 2, y: 66, size: 10, font, color });
      }
    });
  }
}
