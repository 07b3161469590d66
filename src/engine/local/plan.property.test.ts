/**
 * The rules the editor's review made (STORY_QUALITY.md, "Added after the first review"), proven over
 * every behavior × theme × age band × pronoun, and over custom situations: the local engine's
 * stories hold them by construction.
 */
import { describe, expect, it } from "vitest";
import { AGE_BANDS, BEHAVIOR_IDS, THEME_IDS } from "../../contracts/catalog";
import { BEATS, PRONOUNS, TIMES, type StoryPlan } from "../../contracts/story-plan";
import { nameStartRatio, pastesParentText, situationKeywords } from "../plan-checks";
import { checkStory } from "../quality";
import type { StoryRequest } from "../types";
import { composeStory } from "./index";
import { shapeProblem } from "./shapes";
import { CUSTOM_SITUATIONS } from "./situations/examples";

const NAMES = ["Maya", "Leo", "Ava", "Sam", "Priya", "Mary-Jane", "Finn", "Noor", "José", "Kai"];
const GROWN_UPS = ["Mom", "Papa", "Grandma Rose", "Ms. Lee", "Dad", "Abuela"];

/** Every rule of the review, for one story; returns what is wrong. */
function problemsOf(req: StoryRequest, plan: StoryPlan, text: string): string[] {
  const p: string[] = [];
  const { starts, sentences } = nameStartRatio(plan);
  if (starts * 6 > sentences) p.push(`name starts ${starts} of ${sentences} sentences`);
  if (req.pronouns !== "they" && /\b(their|theirs|themself|themselves)\b/i.test(text)) p.push(`"their" in a ${req.pronouns} story`);
  if (/\bthe grown-?ups?\b/i.test(text)) p.push(`says "the grown-up"`);
  if (!text.includes(req.grownUpName!)) p.push(`never says "${req.grownUpName}"`);
  // Scenes in time order.
  let last = -1;
  for (const s of plan.scenes) {
    const at = (s.day ?? 0) * 10 + TIMES.indexOf(s.time);
    if (at < last) p.push(`scene "${s.beat}" goes back in time`);
    last = Math.max(last, at);
  }
  // No cut scenes: the story's shape's beats in its order (issue 25: shapes vary; the arc is one of
  // them), optional ones only whole, every paragraph complete.
  const beats = plan.scenes.map((s) => s.beat);
  const wrong = shapeProblem(plan.shape, beats);
  if (wrong) p.push(`beats: ${wrong}`);
  if (beats.some((b) => !(BEATS as readonly string[]).includes(b))) p.push(`unknown beat in ${beats.join(",")}`);
  for (const s of plan.scenes) if (!/^["“]?[\p{Lu}\d]/u.test(s.text) || !/[.!?]["”]?$/.test(s.text)) p.push(`scene "${s.beat}" is not a whole paragraph`);
  if (req.behavior === "custom") {
    const keywords = situationKeywords(plan);
    const best = Math.max(0, ...keywords.map((k) => plan.scenes.filter((s) => s.text.toLowerCase().includes(k.split(" ").pop()!.replace(/'s$/, ""))).length));
    if (best < 3) p.push(`custom key words ${JSON.stringify(keywords)} in only ${best} paragraphs`);
    if (pastesParentText(text, req.customBehavior!)) p.push("pastes the parent's sentence");
  }
  // The picture draws who is in the scene: not someone the words send home or only remember.
  for (const s of plan.scenes)
    for (const who of s.characters.slice(1))
      for (const sentence of s.text.split(/(?<=[.!?]["”]?)\s+/).filter((x) => x.includes(who)))
        if (
          /\b(went home|had gone home|had left|waved goodbye)\b/.test(sentence) &&
          !s.text.split(/(?<=[.!?]["”]?)\s+/).some((x) => x.includes(who) && !/\b(went home|had gone|had left|waved goodbye|remembered|thought of)\b/.test(x))
        )
          p.push(`scene "${s.beat}" draws ${who}, who is gone: "${sentence}"`);
  for (const c of checkStory({ title: plan.title, text, plan }, req).checks) if (c.status === "fail") p.push(`${c.id}: ${c.detail}`);
  return p;
}

describe("every behavior × theme × age band × pronoun", () => {
  it.each(BEHAVIOR_IDS)("%s holds every rule", (behavior) => {
    const problems: string[] = [];
    let i = BEHAVIOR_IDS.indexOf(behavior) * 60;
    for (const theme of THEME_IDS)
      for (const childAge of AGE_BANDS)
        for (const pronouns of PRONOUNS) {
          i++;
          const req: StoryRequest = {
            childName: NAMES[i % NAMES.length],
            childAge,
            behavior,
            theme,
            pronouns,
            grownUpName: GROWN_UPS[i % GROWN_UPS.length],
            seed: 1 + ((i * 37) % 1000),
          };
          const story = composeStory(req);
          for (const p of problemsOf(req, story.plan, story.text)) problems.push(`${theme} ${childAge} ${pronouns}: ${p}`);
          const again = composeStory(req);
          if (again.text !== story.text) problems.push(`${theme} ${childAge} ${pronouns}: the same request wrote a different story`);
        }
    expect(problems.slice(0, 10)).toEqual([]);
  });
});

describe("custom situations (incl. the review's)", () => {
  it("has at least 20 situations to prove the rules on", () => {
    expect(CUSTOM_SITUATIONS.length).toBeGreaterThanOrEqual(20);
  });

  it.each(CUSTOM_SITUATIONS.map((s, i) => [i, s] as const))("situation %i holds every rule in every age band and pronoun", (i, customBehavior) => {
    const problems: string[] = [];
    for (const childAge of AGE_BANDS)
      for (const pronouns of PRONOUNS) {
        const theme = THEME_IDS[(i + AGE_BANDS.indexOf(childAge)) % THEME_IDS.length];
        const req: StoryRequest = {
          childName: NAMES[i % NAMES.length],
          childAge,
          behavior: "custom",
          customBehavior,
          theme,
          pronouns,
          grownUpName: GROWN_UPS[i % GROWN_UPS.length],
          seed: 11 + i,
        };
        const story = composeStory(req);
        for (const p of problemsOf(req, story.plan, story.text)) problems.push(`${childAge} ${pronouns}: ${p}`);
      }
    expect(problems.slice(0, 10)).toEqual([]);
  });
});
