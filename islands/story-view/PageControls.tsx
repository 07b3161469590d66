import type { RefObject } from "react";

interface PageControlsProps {
  prevRef: RefObject<HTMLButtonElement | null>;
  nextRef: RefObject<HTMLButtonElement | null>;
  page: number;
  count: number;
  turn: (p: number, from: "previous" | "next") => void;
}

/** Previous, "Page 2 of 9" (announced as it changes) and Next. */
export function PageControls({ prevRef, nextRef, page, count, turn }: PageControlsProps) {
  const last = Math.max(0, count - 1);
  return (
    <div className="book-controls">
      <button ref={prevRef} type="button" className="btn btn-secondary book-prev" onClick={() => turn(page - 1, "previous")} disabled={page === 0}>
        <span aria-hidden="true">←</span> Previous
      </button>
      <p className="book-count" aria-live="polite">
        Page {page + 1} of {count}
      </p>
      <button ref={nextRef} type="button" className="btn btn-secondary book-next" onClick={() => turn(page + 1, "next")} disabled={page === last}>
        Next <span aria-hidden="true">→</span>
      </button>
    </div>
  );
}
