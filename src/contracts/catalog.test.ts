import { describe, expect, it } from "vitest";
import { BEHAVIOR_OPTIONS, BEHAVIORS, THEMES, AGE_BANDS } from "./catalog";

describe("catalog", () => {
  it("offers the spec's 20 behaviors plus custom, 5 themes and 4 age bands", () => {
    expect(BEHAVIOR_OPTIONS).toHaveLength(21);
    expect(BEHAVIORS).toHaveLength(20);
    expect(BEHAVIOR_OPTIONS.find((b) => b.id === "screen-time")?.label).toBe("Screens");
    expect(BEHAVIOR_OPTIONS.find((b) => b.id === "not-sharing")?.label).toBe("Sharing");
    expect(THEMES.map((t) => t.id)).toEqual(["animals", "fantasy", "friendship", "nature", "family"]);
    expect(AGE_BANDS).toEqual(["2-3", "4-5", "6-7", "8-10"]);
  });
});
