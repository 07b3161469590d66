/**
 * The picture book's pages: one page per scene of the plan, except that the youngest readers get
 * long scenes split in two (or more) at sentence boundaries, each part showing the same picture.
 * Browser-safe — used by the story page's island (server render and hydration alike).
 */
import type { AgeBand } from "./catalog";

/**
 * A book page's picture: the scene drawn without the name's band at the top — its frame starts at
 * y = BOOK_FRAME_TOP of the 595 × 842 page, with the page's 18-unit margin kept above it.
 */
export const BOOK_FRAME_TOP = 110;
export const BOOK_PICTURE = { width: 595, height: 842 - (BOOK_FRAME_TOP - 18), originY: BOOK_FRAME_TOP - 18 } as const;

/** Most words on one book page, by age band; Infinity: a scene is never split. */
export const BOOK_WORDS_PER_PAGE: Record<AgeBand, number> = {
  "2-3": 30,
  "4-5": Number.POSITIVE_INFINITY,
  "6-7": Number.POSITIVE_INFINITY,
  "8-10": Number.POSITIVE_INFINITY,
};

/** The fewest words a split-off part may have (a page with five words looks like a mistake). */
export const BOOK_MIN_WORDS_PER_PART = 10;

export interface BookPage {
  /** The scene (0-based index into plan.scenes) whose picture the page shows. */
  scene: number;
  /** The page's words, exactly as written in the scene (paragraphs kept, separated by blank lines). */
  text: string;
}

/** "Ms. Lee", "Dr. Patel": a full stop after these does not end a sentence. */
const ABBREVIATIONS = new Set(["mr", "mrs", "ms", "mx", "dr", "prof", "st", "jr", "sr", "mt", "vs", "etc"]);

const countWords = (s: string) => (s.trim() ? s.trim().split(/\s+/).length : 0);

const SPEECH_VERBS =
  /^(said|says|asked|whispered|called|cried|shouted|laughed|giggled|replied|murmured|muttered|added|answered|yelled|sang|announced|grinned|smiled|sighed)\b/i;

/**
 * The scene's text cut into sentences (trimmed slices of the original, in order). A sentence ends at
 * . ! ? or … (with any closing quotes or brackets) followed by white space and a capital letter, a
 * digit or an opening quote — never inside a quotation, so a line of dialogue stays whole — and at a
 * paragraph break. A short speech tag after a quotation ("Help!" Mia cried.) stays with it.
 */
export function sentences(text: string): string[] {
  return sentenceRanges(text).map((r) => text.slice(r.from, r.to));
}

function sentenceRanges(text: string): Array<{ from: number; to: number }> {
  const ranges: Array<{ from: number; to: number }> = [];
  let start = 0;
  let inQuote = false;
  let paragraph = true;
  const push = (end: number, endsParagraph = false) => {
    const piece = text.slice(start, end).trim();
    if (piece) {
      const from = start + (text.slice(start, end).length - text.slice(start, end).trimStart().length);
      const prev = ranges[ranges.length - 1];
      const words = piece.split(/\s+/);
      const tag = words.length <= 4 && words.slice(1, 3).some((w) => SPEECH_VERBS.test(w));
      if (prev && tag && !paragraph && /["”]$/.test(text.slice(prev.from, prev.to))) prev.to = from + piece.length;
      else ranges.push({ from, to: from + piece.length });
      paragraph = false;
    }
    if (endsParagraph) paragraph = true;
    start = end;
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    // A paragraph break always ends a sentence (and closes any quotation left open).
    if (ch === "\n" && /^\n[ \t]*\n/.test(text.slice(i))) {
      inQuote = false;
      push(i, true);
      continue;
    }
    let end: number;
    if (ch === '"' || ch === "“" || ch === "”") {
      const closing: boolean = ch === "”" || (ch === '"' && inQuote);
      inQuote = !closing;
      if (!closing || !/[.!?…]/.test(text[i - 1] ?? "")) continue;
      end = i + 1;
    } else if (!inQuote && /[.!?…]/.test(ch)) {
      end = i + 1;
      while (end < text.length && /[.!?…)\]’']/.test(text[end]!)) end++;
    } else continue;
    if (!/\s/.test(text[end] ?? "")) continue;
    let next = end;
    while (next < text.length && /\s/.test(text[next]!)) next++;
    if (next >= text.length || !/[\p{Lu}\d"“‘(]/u.test(text[next]!)) continue;
    if (ch === ".") {
      const word = /(\p{L}+)$/u.exec(text.slice(start, i))?.[1]?.toLowerCase();
      if (word && ABBREVIATIONS.has(word)) continue;
    }
    push(end);
    i = end - 1;
  }
  push(text.length);
  return ranges;
}

/**
 * Contiguous groups of `counts` (k of them, each at least `min` words) that are as even as possible:
 * the smallest largest group, then the smallest sum of squares. Null when no such split exists.
 */
function evenSplit(counts: number[], k: number, min: number): number[] | null {
  const n = counts.length;
  if (k > n) return null;
  const prefix = [0];
  for (const c of counts) prefix.push(prefix[prefix.length - 1]! + c);
  const sum = (a: number, b: number) => prefix[b]! - prefix[a]!;
  type Best = { max: number; squares: number; cuts: number[] } | null;
  // best[g][i]: the first i sentences in g groups.
  const best: Best[][] = Array.from({ length: k + 1 }, () => Array<Best>(n + 1).fill(null));
  best[0]![0] = { max: 0, squares: 0, cuts: [] };
  for (let g = 1; g <= k; g++) {
    for (let i = g; i <= n; i++) {
      for (let j = g - 1; j < i; j++) {
        const prev = best[g - 1]![j];
        const words = sum(j, i);
        if (!prev || words < min) continue;
        const cand = { max: Math.max(prev.max, words), squares: prev.squares + words * words, cuts: [...prev.cuts, i] };
        const cur = best[g]![i];
        if (!cur || cand.max < cur.max || (cand.max === cur.max && cand.squares < cur.squares)) best[g]![i] = cand;
      }
    }
  }
  return best[k]![n]?.cuts ?? null;
}

/** One scene's text as one or more page texts of at most `limit` words where the sentences allow. */
export function splitScene(text: string, limit: number, min = BOOK_MIN_WORDS_PER_PART): string[] {
  const whole = text.trim();
  const total = countWords(whole);
  if (!Number.isFinite(limit) || total <= limit) return whole ? [whole] : [];
  const parts = sentenceRanges(whole);
  const counts = parts.map((r) => countWords(whole.slice(r.from, r.to)));
  for (let k = Math.ceil(total / limit); k > 1; k--) {
    const cuts = evenSplit(counts, k, min);
    if (!cuts) continue;
    let from = 0;
    return cuts.map((to) => {
      // Slices of the original, so paragraph breaks inside a page survive.
      const page = whole.slice(parts[from]!.from, parts[to - 1]!.to);
      from = to;
      return page;
    });
  }
  return [whole];
}

/** The book's pages in reading order, for the child's age band. */
export function bookPages(scenes: ReadonlyArray<{ text: string }>, ageBand: string): BookPage[] {
  const limit = BOOK_WORDS_PER_PAGE[ageBand as AgeBand] ?? Number.POSITIVE_INFINITY;
  const pages: BookPage[] = [];
  scenes.forEach((s, scene) => {
    const parts = splitScene(s.text, limit);
    // A scene without words still gets its picture.
    if (!parts.length) pages.push({ scene, text: "" });
    for (const text of parts) pages.push({ scene, text });
  });
  return pages;
}
