/**
 * Family (issue 15) in the local engine: the siblings take part in every behavior × theme and are
 * drawn; nothing the parent asked to avoid appears in the words or the pictures; a like is always in
 * the story.
 */
import { describe, expect, it } from "vitest";
import { AGE_BANDS, BEHAVIOR_IDS, THEME_IDS } from "../../content/catalog";
import type { Pronouns, StoryPlan } from "../../contracts/story-plan";
import { composeScene } from "../../art/local/compose";
import { avoidForms, findAvoidedInPlan, mentionsLike, planSurfaces } from "../family";
import { checkStory } from "../quality";
import type { StoryRequest } from "../types";
import { composeStory } from "./index";
import { CUSTOM_SITUATIONS } from "./situations/examples";

const SIBS: { name: string; pronouns: Pronouns }[] = [
  { name: "Ava", pronouns: "she" },
  { name: "Leo", pronouns: "he" },
];

function named(plan: StoryPlan, name: string) {
  const re = new RegExp(`\\b${name}\\b`);
  return plan.scenes.filter((s) => re.test(s.text));
}

describe("siblings in one story", () => {
  it("every behavior × theme: all three children named in ≥3 scenes, drawn as three children", () => {
    const failures: string[] = [];
    let n = 0;
    for (const behavior of BEHAVIOR_IDS) {
      for (const theme of THEME_IDS) {
        n++;
        const req: StoryRequest = {
          childName: "Mia",
          childAge: AGE_BANDS[n % AGE_BANDS.length],
          behavior,
          theme,
          seed: n,
          pronouns: "she",
          grownUpName: "Mom",
          siblings: SIBS,
        };
        const { plan } = composeStory(req);
        const where = `${behavior}/${theme}/${req.childAge}`;
        for (const child of ["Mia", "Ava", "Leo"]) {
          if (named(plan, child).length < 3) failures.push(`${where}: ${child} named in ${named(plan, child).length} scenes`);
        }
        for (const sib of SIBS) {
          if (!plan.others?.some((o) => o.name === sib.name && o.kind === "child" && o.pronouns === sib.pronouns)) failures.push(`${where}: ${sib.name} not in the cast`);
        }
        const beats = (name: string) => named(plan, name).map((s) => s.beat);
        for (const sib of SIBS) {
          const b = beats(sib.name);
          if (!b.some((x) => x === "opening" || x === "problem")) failures.push(`${where}: ${sib.name} not in the opening`);
          if (!b.some((x) => x === "celebration" || x === "ending")) failures.push(`${where}: ${sib.name} not in the ending`);
        }
        // The pictures of the scenes naming all three draw three children.
        const together = plan.scenes.map((s, i) => ({ s, i })).filter(({ s }) => ["Mia", "Ava", "Leo"].every((c) => s.characters.includes(c)));
        if (together.length < 3) failures.push(`${where}: only ${together.length} scenes draw all three`);
        for (const { i } of together.slice(0, 3)) {
          const scene = composeScene(plan, i, { theme, seed: n });
          const children = scene.figures.filter((f) => f.kind === "child" && ["Mia", "Ava", "Leo"].includes(f.name));
          if (children.length !== 3) failures.push(`${where}: scene ${i} draws ${children.length} of the three children`);
        }
        const report = checkStory({ title: plan.title, text: plan.scenes.map((s) => s.text).join("\n\n"), plan }, req);
        const failed = report.checks.filter((c) => c.status === "fail");
        if (failed.length) failures.push(`${where}: fails ${failed.map((c) => `${c.id} (${c.detail})`).join(", ")}`);
      }
    }
    expect(failures).toEqual([]);
  }, 180_000);

  it("sibling rivalry is about the real sibling, by name, never an invented one", () => {
    for (const [i, age] of AGE_BANDS.entries()) {
      for (let seed = 0; seed < 4; seed++) {
        const { plan } = composeStory({ childName: "Mia", childAge: age, behavior: "siblings", theme: THEME_IDS[(seed + i) % THEME_IDS.length], seed, pronouns: "she", siblings: [{ name: "Ava", pronouns: "she" }] });
        expect(plan.others?.map((o) => o.name)).toEqual(["Ava"]);
        const early = plan.scenes.filter((s) => s.beat === "opening" || s.beat === "problem");
        expect(early.some((s) => /\bAva\b/.test(s.text))).toBe(true);
        expect(named(plan, "Ava").length).toBeGreaterThanOrEqual(3);
        expect(plan.scenes.map((s) => s.text).join(" ")).not.toMatch(/\b(Nora|Amara|Rosie|Kai|Milo|twins?)\b/);
      }
    }
  });

  it("a custom situation with a sibling names the sibling in the opening, the success and the ending", () => {
    for (const [i, custom] of CUSTOM_SITUATIONS.slice(0, 12).entries()) {
      const req: StoryRequest = { childName: "Mia", childAge: AGE_BANDS[i % 4], behavior: "custom", customBehavior: custom, theme: THEME_IDS[i % THEME_IDS.length], seed: i, pronouns: "she", siblings: [{ name: "Ava", pronouns: "she" }] };
      const { plan } = composeStory(req);
      expect(named(plan, "Ava").length, custom).toBeGreaterThanOrEqual(3);
      expect(plan.others?.some((o) => o.name === "Ava")).toBe(true);
    }
  });
});

const AVOID = [["dog"], ["dark"], ["bath"], ["water"], ["monster"], ["shouting"], ["dogs", "the dark"], ["bath", "water", "shouting"]];
const LIKES = [["dinosaurs"], ["the swings"], ["trains", "drawing"], ["Peppa Pig"], ["football"], ["cats"]];

describe("avoid and likes", () => {
  it("in 400 stories an avoided word never appears, in the words or the pictures, and a like is always in the text", () => {
    const failures: string[] = [];
    for (let i = 0; i < 400; i++) {
      const behavior = BEHAVIOR_IDS[(i * 7) % BEHAVIOR_IDS.length];
      const avoid = AVOID[i % AVOID.length];
      const likes = LIKES[(i >> 1) % LIKES.length];
      const req: StoryRequest = {
        childName: "Mia",
        childAge: AGE_BANDS[(i >> 2) % 4],
        behavior,
        theme: THEME_IDS[(i * 3) % THEME_IDS.length],
        seed: i,
        pronouns: (["she", "he", "they"] as const)[i % 3],
        avoid,
        likes,
        ...(i % 5 === 0 ? { siblings: [SIBS[0]] } : {}),
      };
      const { plan } = composeStory(req);
      const where = `${behavior}/${req.theme}/${req.childAge} avoid ${avoid.join("+")}`;
      // An independent scan: every form of every avoided word, whole words.
      const forms = avoid.flatMap(avoidForms);
      const re = new RegExp(`\\b(${forms.join("|")})\\b`, "i");
      for (const surface of planSurfaces(plan)) {
        const m = re.exec(surface.text);
        if (m) failures.push(`${where}: "${m[0]}" in ${surface.where}`);
      }
      if (findAvoidedInPlan(plan, avoid)) failures.push(`${where}: the check finds ${JSON.stringify(findAvoidedInPlan(plan, avoid))}`);
      const helperKind = plan.helper.kind.toLowerCase();
      if (avoid.some((a) => a.startsWith("dog")) && /dog|pupp/.test(helperKind)) failures.push(`${where}: a dog helper`);
      const text = plan.scenes.map((s) => s.text).join("\n");
      if (!likes.some((l) => mentionsLike(text, l))) failures.push(`${where}: no like of ${likes.join(", ")}`);
      if (likes[0] === "dinosaurs" && !plan.scenes.some((s) => s.props.includes("toy dinosaur"))) failures.push(`${where}: the toy dinosaur is not drawn`);
    }
    expect(failures.slice(0, 20)).toEqual([]);
  }, 240_000);

  it("stories with avoid words still pass the report card", () => {
    const failed: string[] = [];
    for (let i = 0; i < 80; i++) {
      const req: StoryRequest = { childName: "Mia", childAge: AGE_BANDS[i % 4], behavior: BEHAVIOR_IDS[i % BEHAVIOR_IDS.length], theme: THEME_IDS[i % THEME_IDS.length], seed: i, pronouns: "she", avoid: AVOID[i % AVOID.length], likes: ["dinosaurs"] };
      const story = composeStory(req);
      const report = checkStory(story, req);
      const bad = report.checks.filter((c) => c.status === "fail");
      if (bad.length) failed.push(`${req.behavior}/${req.childAge} avoid ${req.avoid}: ${bad.map((c) => `${c.id} ${c.detail}`).join("; ")}`);
    }
    expect(failed).toEqual([]);
  }, 120_000);
});
