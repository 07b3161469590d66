import { describe, expect, it } from "vitest";
import { arrowStep, bookAge, clampPage, pageHash, panelsFor, paragraphRanges, readHash, swipeStep } from "./paging";

const keys = (key: string, mods: Partial<Record<"altKey" | "ctrlKey" | "metaKey" | "shiftKey", boolean>> = {}) => ({
  key,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...mods,
});

describe("the reader's rules", () => {
  it("has Book, Story and Coloring Page, or no Book for stories written before plans", () => {
    expect(panelsFor(true)).toEqual(["book", "story", "coloring"]);
    expect(panelsFor(false)).toEqual(["story", "coloring"]);
  });

  it("sizes the book by the child's age band, 6-7 when the band is unknown", () => {
    expect(bookAge("2-3")).toBe("2-3");
    expect(bookAge("8-10")).toBe("8-10");
    expect(bookAge("11-12")).toBe("6-7");
    expect(bookAge(undefined)).toBe("6-7");
  });

  it("keeps a page within the book and writes it in the address from 1", () => {
    expect(clampPage(-1, 4)).toBe(0);
    expect(clampPage(9, 4)).toBe(4);
    expect(clampPage(2, 4)).toBe(2);
    expect(pageHash(0)).toBe("#page-1");
  });

  it("reads the address: a panel, or the Book at a page kept within the book", () => {
    expect(readHash("#coloring-page", true, 4)).toEqual({ panel: "coloring" });
    expect(readHash("#story-text", false, 0)).toEqual({ panel: "story" });
    expect(readHash("#story-book", true, 4)).toEqual({ panel: "book" });
    expect(readHash("#page-3", true, 4)).toEqual({ panel: "book", page: 2 });
    expect(readHash("#page-99", true, 4)).toEqual({ panel: "book", page: 4 });
    expect(readHash("#page-0", true, 4)).toEqual({ panel: "book", page: 0 });
    // No book: the book's addresses ask for nothing; neither do other fragments.
    expect(readHash("#story-book", false, 0)).toBeNull();
    expect(readHash("#page-2", false, 0)).toBeNull();
    expect(readHash("#main", true, 4)).toBeNull();
    expect(readHash("", true, 4)).toBeNull();
  });

  it("turns with the arrow keys only when no modifier is held", () => {
    expect(arrowStep(keys("ArrowRight"))).toBe(1);
    expect(arrowStep(keys("ArrowLeft"))).toBe(-1);
    expect(arrowStep(keys("ArrowDown"))).toBe(0);
    expect(arrowStep(keys("ArrowRight", { shiftKey: true }))).toBe(0);
    expect(arrowStep(keys("ArrowLeft", { altKey: true }))).toBe(0);
  });

  it("turns on a clearly sideways swipe of more than 50px: leftward is the next page", () => {
    expect(swipeStep(-80, 10)).toBe(1);
    expect(swipeStep(80, -10)).toBe(-1);
    expect(swipeStep(50, 0)).toBe(0);
    expect(swipeStep(-80, 60)).toBe(0);
  });

  it("finds a page's paragraphs at blank lines, dropping empty ones", () => {
    const text = "One two.\n\nThree.\n  \n\nFour";
    expect(paragraphRanges(text).map(({ start, end }) => text.slice(start, end))).toEqual(["One two.", "Three.", "Four"]);
    expect(paragraphRanges("")).toEqual([]);
    expect(paragraphRanges("Just one.")).toEqual([{ start: 0, end: 9 }]);
  });
});
