import { describe, expect, it } from "vitest";
import { tabForKey } from "./tabs";

describe("tabForKey", () => {
  const tabs = ["book", "story", "coloring"];
  it("moves with the arrow keys, wrapping around, and jumps with Home and End", () => {
    expect(tabForKey(tabs, "book", "ArrowRight")).toBe("story");
    expect(tabForKey(tabs, "coloring", "ArrowRight")).toBe("book");
    expect(tabForKey(tabs, "book", "ArrowLeft")).toBe("coloring");
    expect(tabForKey(tabs, "story", "Home")).toBe("book");
    expect(tabForKey(tabs, "story", "End")).toBe("coloring");
  });
  it("ignores every other key", () => {
    expect(tabForKey(tabs, "story", "Enter")).toBeNull();
    expect(tabForKey(tabs, "story", "ArrowDown")).toBeNull();
  });
});
