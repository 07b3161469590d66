import { describe, expect, it } from "vitest";
import type { StorySummary } from "../../src/contracts/story";
import { appendPage, childFilterHref, countStatus, emptyState, nextCursor, resultsLabel, withFavorite } from "./listing";

const story = (id: number, favorite = false) => ({ id, title: `Story ${id}`, favorite }) as unknown as StorySummary;
const view = (query = "", tab: "all" | "favorites" = "all", child: number | null = null) => ({ query, tab, child });

describe("the library's rules", () => {
  it("reads the next page's cursor from the Link header", () => {
    expect(nextCursor('</api/stories?cursor=abc_1>; rel="next"', "http://localhost/library")).toBe("abc_1");
    expect(nextCursor('</api/stories?favorite=true&cursor=xyz>; rel="next"', "http://localhost/library")).toBe("xyz");
    expect(nextCursor(null, "http://localhost/library")).toBeNull();
    expect(nextCursor('</api/stories?cursor=abc>; rel="prev"', "http://localhost/library")).toBeNull();
  });

  it("adds the next page after the list, without showing a story twice", () => {
    expect(appendPage([story(3), story(2)], [story(2), story(1)]).map((s) => s.id)).toEqual([3, 2, 1]);
    expect(appendPage([], [story(1)]).map((s) => s.id)).toEqual([1]);
  });

  it("changes one story's favorite mark", () => {
    const list = withFavorite([story(1), story(2)], 2, true);
    expect(list.map((s) => s.favorite)).toEqual([false, true]);
  });

  it("names the results and counts them for a screen reader", () => {
    expect(resultsLabel("all")).toBe("All stories");
    expect(resultsLabel("favorites")).toBe("Favorite stories");
    expect(countStatus(1, false)).toBe("1 story");
    expect(countStatus(7, false)).toBe("7 stories");
    expect(countStatus(100, true)).toBe("Showing 100 stories; more load as you scroll");
  });

  it("chooses the empty state: the chosen child's (all stories, no search), the search's, or none yet", () => {
    expect(emptyState(view(), true)).toBe("child");
    expect(emptyState(view("", "favorites"), true)).toBe("none");
    expect(emptyState(view("  dragon "), true)).toBe("search");
    expect(emptyState(view("dragon"), false)).toBe("search");
    expect(emptyState(view("   "), false)).toBe("none");
  });

  it("links each child chip with the search and tab kept", () => {
    expect(childFilterHref(view(), null)).toBe("/library");
    expect(childFilterHref(view(" owl ", "favorites"), 4)).toBe("/library?q=owl&tab=favorites&child=4");
    expect(childFilterHref(view("", "all", 4), null)).toBe("/library");
  });
});
