/**
 * The same scene draws the same SVG bytes: ~60 scenes across the themes, the places, the ages, day
 * and night, coloring page and picture-book page, hashed and compared with the hashes kept in
 * same-svg.hashes.json. A refactor of the art (its theme and place tables, the layout's steps) must
 * leave every hash as it was; a change that means to change the drawing regenerates the file
 * (`UPDATE_ART_HASHES=1 npx vitest run src/art/local/same-svg.test.ts`) and says so in its commit.
 * The theme's border motifs and the image model's prompt are hashed too (they read the theme table).
 */
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { AGE_BANDS, THEME_IDS } from "../../contracts/catalog";
import { PLACES, type StoryPlan } from "../../contracts/story-plan";
import { loadStoryFonts } from "../../pdf/fonts-node";
import { coloringPagePrompt } from "../openai";
import { PLAN, withScene } from "./fixtures";
import { drawScene } from "./index";
import { createLettering } from "./lettering";
import { THEME_LOOKS } from "../themes";

const FILE = new URL("./same-svg.hashes.json", import.meta.url);
const lettering = createLettering(loadStoryFonts().heading);
const sha = (s: string) => createHash("sha256").update(s).digest("hex").slice(0, 16);

function cases(): Array<[string, () => string]> {
  const out: Array<[string, () => string]> = [];
  const times = ["morning", "afternoon", "evening", "night"] as const;
  // every place, the themes, ages and times taking turns
  PLACES.forEach((place, i) => {
    const theme = THEME_IDS[i % THEME_IDS.length];
    const age = AGE_BANDS[i % AGE_BANDS.length];
    const time = times[i % times.length];
    const plan = withScene({ place, time, text: `Theo stood in the ${place} and smiled.` });
    out.push([`page ${place} ${theme} ${age} ${time}`, () => drawScene(plan, undefined, { theme, seed: i + 1, childAge: age, lettering }).svg]);
  });
  // each theme's accents: indoors and outdoors, day and night; and its fallback place for words no place matches
  for (const theme of THEME_IDS) {
    for (const [place, time] of [
      ["living room", "morning"],
      ["kitchen", "night"],
      ["park", "afternoon"],
      ["beach", "evening"],
      ["a quiet spot", "morning"],
    ] as const) {
      const plan = withScene({ place, time, text: "Theo took a deep breath and smiled." });
      out.push([`accents ${theme} ${place} ${time}`, () => drawScene(plan, undefined, { theme, seed: 7, childAge: "4-5" }).svg]);
    }
  }
  // a picture book: every scene of the fixture story, framed, the themes and ages taking turns
  PLAN.scenes.forEach((_, i) => {
    const theme = THEME_IDS[i % THEME_IDS.length];
    const age = AGE_BANDS[(i + 1) % AGE_BANDS.length];
    out.push([`book ${i} ${theme} ${age}`, () => drawScene(PLAN, i, { theme, seed: 3, book: true, childAge: age }).svg]);
  });
  // the words put the scene somewhere else; a public restroom; rain
  const elsewhere: StoryPlan = withScene({ place: "living room", text: "At the beach, Theo built a sandcastle with Dad." });
  out.push(["words elsewhere", () => drawScene(elsewhere, undefined, { theme: "family", seed: 2 }).svg]);
  const restroom: StoryPlan = withScene({ place: "the park's restroom", text: "Theo washed his hands at the sink in the restroom." });
  out.push(["public restroom", () => drawScene(restroom, undefined, { theme: "nature", seed: 2 }).svg]);
  const rain: StoryPlan = withScene({ place: "kitchen", time: "afternoon", text: "It was raining, so Theo and Dad baked cookies." });
  out.push(["rain indoors", () => drawScene(rain, undefined, { theme: "friendship", seed: 2 }).svg]);
  // no theme given
  out.push(["no theme", () => drawScene(PLAN, undefined, { seed: 1 }).svg]);
  // what else reads the theme: the border's motifs, the form's icon, the image model's prompt
  for (const theme of THEME_IDS) {
    out.push([
      `motifs ${theme}`,
      () => JSON.stringify([{ edge: THEME_LOOKS[theme].border.edge(), corner: THEME_LOOKS[theme].border.corner() }, THEME_LOOKS[theme].icon()]),
    ]);
    out.push([`prompt ${theme}`, () => coloringPagePrompt({ plan: PLAN, theme, behavior: PLAN.behavior, childName: "Theo", title: PLAN.title, seed: 1 })]);
  }
  return out;
}

describe("the same scene draws the same SVG", () => {
  it("hashes as before", () => {
    const got: Record<string, string> = {};
    for (const [name, draw] of cases()) got[name] = sha(draw());
    expect(Object.keys(got).length).toBeGreaterThanOrEqual(40);
    if (process.env.UPDATE_ART_HASHES) writeFileSync(FILE, `${JSON.stringify(got, null, 2)}\n`);
    const want = JSON.parse(readFileSync(FILE, "utf8")) as Record<string, string>;
    expect(got).toEqual(want);
  });
});
