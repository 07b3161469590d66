import { describe, expect, it } from "vitest";
import { AGE_BANDS, BEHAVIOR_IDS, THEME_IDS, type AgeBand, type ThemeId } from "../../content/catalog";
import { checkStory, splitSentences } from "../quality";
import type { StoryRequest } from "../types";
import { composeStory, helpersFor, strategyFor } from "./index";

// Names chosen to collide with helpers and peers ("Sam", "Priya", "Finn") and to test punctuation.
const NAMES = ["Maya", "Leo", "Ava", "Sam", "Priya", "Mary-Jane", "Finn", "Noor", "José", "Kai"];

function sharedSentenceFraction(a: string, b: string): number {
  const A = new Set(splitSentences(a));
  const B = new Set(splitSentences(b));
  const shared = [...A].filter((s) => B.has(s)).length;
  return shared / Math.min(A.size, B.size);
}

function failures(req: StoryRequest, story: { title: string; text: string }): string[] {
  return checkStory(story, req)
    .checks.filter((c) => c.status === "fail")
    .map((c) => `${req.behavior}/${req.theme}/${req.childAge}/${req.childName}/seed ${req.seed}: ${c.label}: ${c.detail}`);
}

function assertStory(req: StoryRequest, problems: string[]): void {
  const story = composeStory(req);
  problems.push(...failures(req, story));
  const lower = story.text.toLowerCase();
  if (!story.title.trim()) problems.push(`${req.behavior}/${req.theme}/${req.childAge}: no title`);
  if (!story.text.includes(req.childName)) problems.push(`${req.behavior}/${req.theme}: name missing`);
  if (!helpersFor(req.theme).some((h) => story.text.includes(h)))
    problems.push(`${req.behavior}/${req.theme}/${req.childAge}: no ${req.theme} helper`);
  if (!lower.includes(strategyFor(req.behavior).toLowerCase()))
    problems.push(`${req.behavior}/${req.theme}/${req.childAge}: strategy "${strategyFor(req.behavior)}" missing`);
  if (/\{\w+\}|@\w+|\u0001/.test(story.text + story.title)) problems.push(`${req.behavior}/${req.theme}: unfilled placeholder`);

  const again = composeStory(req);
  if (again.text !== story.text || again.title !== story.title)
    problems.push(`${req.behavior}/${req.theme}/${req.childAge}: same seed gave a different story`);

  for (const other of [req.seed + 1, req.seed + 7919]) {
    const different = composeStory({ ...req, seed: other });
    const shared = sharedSentenceFraction(story.text, different.text);
    if (shared >= 0.5)
      problems.push(`${req.behavior}/${req.theme}/${req.childAge}: seeds ${req.seed} and ${other} share ${(shared * 100).toFixed(0)}% of sentences`);
  }
}

describe("local composer: every behavior × theme × age band", () => {
  it("writes a passing, personal, varied story for all 400 combinations", () => {
    const problems: string[] = [];
    let i = 0;
    for (const behavior of BEHAVIOR_IDS)
      for (const theme of THEME_IDS)
        for (const childAge of AGE_BANDS) {
          const childName = NAMES[i % NAMES.length];
          assertStory({ childName, childAge, behavior, theme, seed: 1 + (i * 37) % 1000 }, problems);
          i++;
        }
    expect(i).toBe(400);
    expect(problems).toEqual([]);
  });

  const CUSTOM = [
    "gets upset when it's time to leave the park",
    "My son refuses to brush his teeth at night",
    "She is scared of dogs when we walk to the shops",
    "won't eat vegetables at dinner and pushes the plate away",
    "hits his little sister when he is angry",
    "is nervous about starting at a new school next week",
    "cries when her friend goes home after a playdate",
    "doesn't want to wear a coat when it's cold outside",
    "My daughter throws food on the floor at dinner",
    "has trouble falling asleep after a bad dream",
  ];

  it("weaves ~10 custom situations into stories for every age band", () => {
    const problems: string[] = [];
    CUSTOM.forEach((customBehavior, i) => {
      for (const childAge of AGE_BANDS) {
        const theme = THEME_IDS[i % THEME_IDS.length] as ThemeId;
        const req: StoryRequest = { childName: NAMES[i], childAge: childAge as AgeBand, behavior: "custom", theme, customBehavior, seed: 11 + i };
        assertStory(req, problems);
        const story = composeStory(req);
        // The parent's situation is there, in the child's terms: no "my son", "he" or "I".
        const situation = splitSentences(story.text).find((s) => /(this|happening): /.test(s));
        if (!situation) problems.push(`custom "${customBehavior}": situation sentence missing`);
        else if (/\bmy\b|\b(he|she|I|me)\b/i.test(situation.split(": ")[1])) problems.push(`custom "${customBehavior}": parent wording leaked: ${situation}`);
      }
    });
    expect(problems).toEqual([]);
  });

  it("names the situation from the parent's words", () => {
    const story = composeStory({ childName: "Leo", childAge: "4-5", behavior: "custom", theme: "nature", customBehavior: "My son refuses to brush his teeth at night", seed: 3 });
    expect(story.text).toContain("Leo refuses to brush their teeth at night");
  });

  it("bedtime stories end sleepy and calm", () => {
    for (const theme of THEME_IDS)
      for (const childAge of AGE_BANDS) {
        const story = composeStory({ childName: "Maya", childAge, behavior: "bedtime", theme, seed: 5 });
        const last = story.text.split("\n\n").at(-1)!;
        expect(last).toMatch(/sleep|asleep|dream|goodnight|rest/i);
        expect(last).not.toContain("!");
      }
  });

  it("toddler stories repeat the strategy's refrain", () => {
    const story = composeStory({ childName: "Maya", childAge: "2-3", behavior: "tantrums", theme: "animals", seed: 1 });
    expect(story.text.match(/Smell the flower/g)!.length).toBeGreaterThanOrEqual(3);
  });
});
