import { describe, expect, it } from "vitest";
import { THEME_IDS } from "../contracts/catalog";
import { PLACE_FACTS } from "../contracts/places";
import { THEME_LOOKS, themeColor } from "./themes";

describe("the theme table", () => {
  it("the form's theme icon is drawn in the theme's border ink", () => {
    expect(THEME_IDS.map(themeColor)).toEqual(["#5c3d1f", "#5c3394", "#9e294d", "#2b6b38", "#294d8f"]);
  });
  it("a scene whose words name no place falls back on an outdoor place", () => {
    for (const id of THEME_IDS) expect(PLACE_FACTS[THEME_LOOKS[id].defaultPlace].indoor).toBe(false);
  });
  it("each theme has its own border and icon", () => {
    const icons = THEME_IDS.map((id) => JSON.stringify(THEME_LOOKS[id].icon()));
    expect(new Set(icons).size).toBe(THEME_IDS.length);
  });
});
