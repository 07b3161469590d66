import type { RefObject } from "react";
import { BOOK_PICTURE } from "../../src/contracts/book";
import type { WordRange } from "../lib/read-aloud";
import { PageWords } from "./PageWords";
import type { useSwipe } from "./use-swipe";

interface BookSpreadProps {
  spreadRef: RefObject<HTMLDivElement | null>;
  swipe: ReturnType<typeof useSwipe>;
  /** The picture of the page showing (its scene's), if any. */
  picture: { image: string; alt: string } | undefined;
  /** Every page's words, and which one is showing. */
  pages: ReadonlyArray<{ text: string }>;
  page: number;
  /** The word being read aloud on the page showing, if any. */
  mark: WordRange | null;
}

/** One spread of the book: the page's picture and its words (touch and pen swipe it to turn). */
export function BookSpread({ spreadRef, swipe, picture, pages, page, mark }: BookSpreadProps) {
  return (
    <div
      ref={spreadRef}
      className="book-spread book-current"
      onPointerDown={swipe.onPointerDown}
      onPointerUp={swipe.onPointerUp}
      onPointerCancel={swipe.onPointerCancel}
    >
      <div className="book-picture">
        {picture && <img key={picture.image} src={picture.image} alt={picture.alt} width={BOOK_PICTURE.width} height={BOOK_PICTURE.height} draggable={false} />}
      </div>
      {/* Every page's words sit in the same cell, only this page's visible: the box is as tall as the
          longest page, so the buttons below stay put from page to page (issue 26). */}
      <div className="book-words book-words-paged">
        <div className="book-page-text">
          <PageWords text={pages[page]?.text ?? ""} mark={mark} />
        </div>
        {pages.map((p, i) =>
          i === page ? null : (
            <div className="book-page-text book-page-ghost" aria-hidden="true" key={i}>
              <PageWords text={p.text} mark={null} />
            </div>
          ),
        )}
      </div>
    </div>
  );
}
