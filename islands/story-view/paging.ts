/**
 * The reader's plain rules, no React: which panels a story has, what the address (#page-3, #story-text)
 * asks for, which way a key or a swipe turns, and where a page's paragraphs start and end.
 */
import { AGE_BANDS } from "../../src/contracts/catalog";

export type Panel = "book" | "story" | "coloring";

/** Each panel's element id (also its in-page link, #story-book) and its tab's label. */
export const PANEL_INFO: Record<Panel, { id: string; label: string }> = {
  book: { id: "story-book", label: "Book" },
  story: { id: "story-text", label: "Story" },
  coloring: { id: "coloring-page", label: "Coloring Page" },
};

/** Stories written before plans have no book: just Story and Coloring Page. */
export function panelsFor(hasBook: boolean): Panel[] {
  return hasBook ? ["book", "story", "coloring"] : ["story", "coloring"];
}

/** The book's type size and words per page follow the child's age band; an unknown band reads as 6-7. */
export function bookAge(ageBand: string | undefined): string {
  return ageBand && (AGE_BANDS as readonly string[]).includes(ageBand) ? ageBand : "6-7";
}

/** Page p (0-based) kept within the book's pages 0..last. */
export function clampPage(p: number, last: number): number {
  return Math.max(0, Math.min(last, p));
}

/** The address fragment that keeps page p (0-based): #page-1 is the first page. */
export function pageHash(p: number): string {
  return `#page-${p + 1}`;
}

/**
 * What the address fragment asks the reader to show: a panel, and for #page-N a page (0-based, kept
 * within the book). Null when it asks for nothing this story has (no book, or another fragment).
 */
export function readHash(hash: string, hasBook: boolean, last: number): { panel: Panel; page?: number } | null {
  if (hash === "#coloring-page") return { panel: "coloring" };
  if (hash === "#story-text") return { panel: "story" };
  if (hash === "#story-book" && hasBook) return { panel: "book" };
  const pageHash = /^#page-(\d+)$/.exec(hash);
  if (pageHash && hasBook) return { panel: "book", page: clampPage(Number(pageHash[1]) - 1, last) };
  return null;
}

/** Which way an arrow key turns the page: +1 (→), -1 (←), or 0 for any other key or with a modifier held. */
export function arrowStep(e: { key: string; altKey: boolean; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }): 1 | -1 | 0 {
  if (e.key !== "ArrowLeft" && e.key !== "ArrowRight") return 0;
  if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return 0;
  return e.key === "ArrowRight" ? 1 : -1;
}

/** A swipe: at least this far sideways, and clearly more sideways than up or down. */
export const SWIPE_MIN_PX = 50;

/** Which way a finger's move (dx, dy in px) turns the page: a leftward swipe is the next page (+1), rightward the previous (-1), anything else 0. */
export function swipeStep(dx: number, dy: number): 1 | -1 | 0 {
  if (Math.abs(dx) > SWIPE_MIN_PX && Math.abs(dx) > 1.5 * Math.abs(dy)) return dx < 0 ? 1 : -1;
  return 0;
}

/** Where each paragraph of a page's words starts and ends (paragraphs split at blank lines; empty ones dropped). */
export function paragraphRanges(text: string): Array<{ start: number; end: number }> {
  const out: Array<{ start: number; end: number }> = [];
  const gap = /\n\s*\n/g;
  let start = 0;
  for (let m = gap.exec(text); m; m = gap.exec(text)) {
    out.push({ start, end: m.index });
    start = m.index + m[0].length;
  }
  out.push({ start, end: text.length });
  return out.filter((r) => r.end > r.start);
}
