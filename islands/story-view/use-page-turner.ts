import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import type { ReadAloud } from "../lib/read-aloud";
import { clampPage, pageHash, readHash, type Panel } from "./paging";

/** Keep the page in the address (#page-3), so a reload comes back to it. */
function remember(p: number) {
  try {
    window.history.replaceState(window.history.state, "", pageHash(p));
  } catch {
    /* a sandboxed frame */
  }
}

/**
 * The page stays put when it turns (pages are one height and the buttons stay in reach); only when the new
 * page's picture is right out of view (scrolled past) is the spread brought back.
 */
function bringBackIfScrolledPast(spread: HTMLElement | null) {
  if (!spread) return;
  const headerRoom = parseFloat(getComputedStyle(spread).scrollMarginTop) || 0;
  const pictureBox = spread.querySelector(".book-picture")?.getBoundingClientRect();
  if (!pictureBox || pictureBox.bottom > headerRoom + 40) return;
  const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  spread.scrollIntoView({ block: "start", behavior: smooth ? "smooth" : "auto" });
}

interface PageTurnerOptions {
  /** The last page's index (0 for a book of one page, or none). */
  last: number;
  hasBook: boolean;
  /** Read aloud, once loaded: a hand turn restarts it on the new page; the address turning the page stops it. */
  readerRef: RefObject<ReadAloud | null>;
  /** Called when the page changes (the grown-up's recording of the old page stops). Stable. */
  onLeavePage: () => void;
  /** The address asked for a panel (#story-text, #page-3…). */
  onPanel: (panel: Panel) => void;
}

/**
 * The reader's page turner: the page showing (also in pageRef, for handlers that outlive a render), `show`
 * (go to a page: Read aloud's own turns), `turn` (a hand turn: Previous/Next, keys, swipes) and the address
 * (#page-3) on arrival and as it changes. prevRef/nextRef/spreadRef go on the buttons and the spread.
 */
export function usePageTurner({ last, hasBook, readerRef, onLeavePage, onPanel }: PageTurnerOptions) {
  const [page, setPage] = useState(0);
  const pageRef = useRef(0);
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const spreadRef = useRef<HTMLDivElement>(null);

  const show = useCallback(
    (p: number) => {
      if (p !== pageRef.current) onLeavePage();
      pageRef.current = p;
      setPage(p);
      remember(p);
    },
    [onLeavePage],
  );

  // The address chooses the tab and page: on arrival, and when it changes in place (#page-3).
  useEffect(() => {
    const applyHash = () => {
      const wanted = readHash(window.location.hash, hasBook, last);
      if (!wanted) return;
      if (wanted.page !== undefined) {
        if (wanted.page !== pageRef.current && readerRef.current?.state !== "idle") readerRef.current?.stop();
        pageRef.current = wanted.page;
        setPage(wanted.page);
      }
      onPanel(wanted.panel);
    };
    applyHash();
    window.addEventListener("hashchange", applyHash);
    return () => window.removeEventListener("hashchange", applyHash);
  }, [hasBook, last]);

  /** Turn to page p by hand: reading (if on) restarts there; focus stays on a usable control. */
  const turn = useCallback(
    (p: number, from?: "previous" | "next") => {
      const target = clampPage(p, last);
      if (target === pageRef.current) return;
      show(target);
      const reader = readerRef.current;
      if (reader && reader.state !== "idle") reader.start(target);
      // The button pressed stays focused, unless it just became disabled: then the other one.
      if (from === "previous" && target === 0) nextRef.current?.focus({ preventScroll: true });
      if (from === "next" && target === last) prevRef.current?.focus({ preventScroll: true });
      requestAnimationFrame(() => bringBackIfScrolledPast(spreadRef.current));
    },
    [last, show],
  );
  /** Turn one page on (+1) or back (-1) from the page showing. */
  const turnBy = useCallback((step: number) => turn(pageRef.current + step), [turn]);

  return { page, pageRef, show, turn, turnBy, prevRef, nextRef, spreadRef };
}
