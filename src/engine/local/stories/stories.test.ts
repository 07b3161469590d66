/**
 * Every behavior's episodes, in every theme, age band and pronoun: the story a parent would get
 * passes every check of the report card and the plan rules (STORY_QUALITY.md), and the local
 * material's own rules (no "their" for he/she, never "the grown-up", whole scenes in time order).
 */
import { describe, expect, it } from "vitest";
import { AGE_BANDS, BEHAVIOR_IDS, THEME_IDS } from "../../../contracts/catalog";
import { PRONOUNS, storyPlanSchema } from "../../../contracts/story-plan";
import { checkStory } from "../../quality";
import type { StoryRequest } from "../../types";
import { composeStory } from "../index";
import { BEHAVIOR_STORIES } from "./index";

const NAMES = ["Mia", "Theo", "Alex"];
const GROWN_UPS = ["Mom", "Papa", "Grandma Rose", "Ms. Lee"];
const written = BEHAVIOR_IDS.filter((b) => BEHAVIOR_STORIES[b]);

describe.each(written)("%s", (behavior) => {
  const story = BEHAVIOR_STORIES[behavior]!;

  it("has at least 4 episodes with distinct ids, and behavior scenes to vary", () => {
    expect(story.episodes.length).toBeGreaterThanOrEqual(4);
    expect(new Set(story.episodes.map((e) => e.id)).size).toBe(story.episodes.length);
    expect(story.talkAbout.length).toBeGreaterThanOrEqual(4);
  });

  it.each(story.episodes.map((e) => e.id))("episode %s passes every check in every theme, age and pronoun", (episodeId) => {
    const others = story.episodes.map((e) => e.id).filter((id) => id !== episodeId);
    const failures: string[] = [];
    let n = 0;
    for (const theme of THEME_IDS)
      for (const childAge of AGE_BANDS)
        for (const pronouns of PRONOUNS) {
          n++;
          const req: StoryRequest = {
            childName: NAMES[n % NAMES.length],
            childAge,
            behavior,
            theme,
            pronouns,
            grownUpName: GROWN_UPS[n % GROWN_UPS.length],
            seed: n * 7919,
            previousEpisodes: others,
          };
          const out = composeStory(req);
          expect(out.plan.episode).toBe(episodeId);
          expect(() => storyPlanSchema.parse(out.plan)).not.toThrow();
          const report = checkStory(out, req);
          const problems = report.checks.filter((c) => c.status === "fail").map((c) => `${c.id}: ${c.detail}`);
          if (pronouns !== "they" && /\b(their|theirs|themself|themselves)\b/i.test(out.text)) problems.push(`"their" in a ${pronouns} story`);
          if (/\bthe grown-?ups?\b/i.test(out.text)) problems.push(`says "the grown-up"`);
          if (problems.length) failures.push(`${theme} ${childAge} ${pronouns} (${report.metrics.words} words): ${problems.join("; ")}`);
        }
    if (failures.length) {
      const sample = failures.slice(0, 6).join("\n");
      expect.fail(`${failures.length} of ${n} combinations fail:\n${sample}`);
    }
  });
});

it("reports which behaviors are written", () => {
  expect(written.length).toBeGreaterThanOrEqual(0);
});

/** Template slips a reviewer found: a spilled drink changing name mid-story, a "puppy-free" silence after a show with no puppy. */
describe("episode material stays consistent within one age band", () => {
  const bandTexts = (episode: NonNullable<(typeof BEHAVIOR_STORIES)[keyof typeof BEHAVIOR_STORIES]>["episodes"][number]) =>
    AGE_BANDS.map((age) => ({
      age,
      text: Object.values(episode.scenes)
        .map((sc) => (sc as { text: Record<string, string> }).text[age] ?? "")
        .join(" "),
    }));

  it.each(written)('%s: the spilled drink keeps one name, and an "X-free" thing was there before', (behavior) => {
    const problems: string[] = [];
    for (const episode of BEHAVIOR_STORIES[behavior]!.episodes)
      for (const { age, text } of bandTexts(episode)) {
        const cup = /\bcup of (milk|juice)\b/i.exec(text)?.[1]?.toLowerCase();
        if (cup) {
          const other = ["milk", "juice"].filter((d) => d !== cup).find((d) => new RegExp(`\\b(?<!cereal )${d}\\b`, "i").test(text));
          if (other) problems.push(`${episode.id} ${age}: a cup of ${cup}, then ${other}`);
        }
        for (const m of text.matchAll(/\b(\w+)-free\b/gi)) {
          if (/^(nibble|bite|fuss|tear|hassle|stress|worry)$/i.test(m[1])) continue; // a doing, not a thing in the room
          const before = text.slice(0, m.index).replace(/\w+-free/gi, "");
          if (!new RegExp(`\\b${m[1]}`, "i").test(before)) problems.push(`${episode.id} ${age}: "${m[0]}" but no ${m[1]} before`);
        }
      }
    expect(problems).toEqual([]);
  });
});

/** Issue 25: a toddler's plan is two short concrete steps; issue 28: a practice story starts smaller. */
describe("toddler plans and smaller first steps", () => {
  it.each(written)("%s: at most two short steps for ages 2-3, and no 2-3 text asks for a third", (behavior) => {
    const story = BEHAVIOR_STORIES[behavior]!;
    const steps = story.strategy.toddlerSteps;
    expect(steps, "toddlerSteps").toBeDefined();
    expect(steps!.length).toBeLessThanOrEqual(2);
    for (const s of steps!) expect(s.split(/\s+/).length, s).toBeLessThanOrEqual(6);
    const toddlerTexts = [
      ...Object.values(story.scenes)
        .flat()
        .map((sc) => sc.text["2-3"]),
      ...story.episodes.flatMap((e) => Object.values(e.scenes).map((sc) => sc.text["2-3"])),
    ];
    expect(toddlerTexts.filter((t) => /\{step[34]\}/.test(t))).toEqual([]);
  });

  it.each(written)("%s: the smaller first step is a real step, and not the first step itself", (behavior) => {
    const { steps, smallFirstStep } = BEHAVIOR_STORIES[behavior]!.strategy;
    expect(smallFirstStep).toBeDefined();
    expect(smallFirstStep!.toLowerCase()).not.toBe(steps[0].toLowerCase());
    expect(smallFirstStep).not.toMatch(/^(try|just try)\b/i);
  });
});

/**
 * Issue 25: the 2-3 plan is the two toddlerSteps, so a 2-3 strategy scene walks through two steps, not
 * the older plan's three: no "Three:", "Step three" or "third", no "three" at all unless the toddler
 * steps say it, and none of the key words of the step the toddler plan leaves out (the step sharing
 * fewest words with the toddler steps and the refrain).
 */
describe("toddler strategy scenes teach the two toddler steps", () => {
  const STOP = new Set([
    "what",
    "your",
    "with",
    "that",
    "this",
    "then",
    "them",
    "they",
    "from",
    "like",
    "into",
    "when",
    "until",
    "each",
    "other",
    "before",
    "after",
    "just",
    "even",
    "very",
    "some",
    "have",
    "about",
    "there",
    "their",
    "next",
    "first",
    "once",
    "make",
    "take",
    "give",
    "keep",
    "does",
    "long",
    "want",
  ]);
  const words = (s: string) => (s.toLowerCase().match(/[a-z]+/g) ?? []).filter((w) => w.length >= 4 && !STOP.has(w));
  const stem = (w: string) => (w.replace(/(ing|ed|s)$/, "").length >= 3 ? w.replace(/(ing|ed|s)$/, "") : w);
  // Issue 25 rewrites the 2-3 scenes behavior by behavior; the rest join this list as they are rewritten.
  const rewritten = written.filter((b) =>
    [
      "aggression",
      "bedtime",
      "defiance",
      "disobedience",
      "fear",
      "interrupting",
      "lying",
      "not-sharing",
      "patience",
      "screen-time",
      "separation",
      "shyness",
      "siblings",
      "tantrums",
      "toileting",
      "transitions",
      "whining",
    ].includes(b),
  );

  it.each(rewritten)("%s: every 2-3 strategy alternative teaches only the toddler steps", (behavior) => {
    const { strategy, scenes } = BEHAVIOR_STORIES[behavior]!;
    const toddler = strategy.toddlerSteps!.join(" ");
    const kept = new Set([...words(toddler), ...words(strategy.refrain)].map(stem));
    const dropped = [...strategy.steps]
      .map((s) => words(s.replace(/^[^:]{1,24}:\s*/, "")))
      .sort((a, b) => a.filter((w) => kept.has(stem(w))).length / a.length - b.filter((w) => kept.has(stem(w))).length / b.length)[0]
      .filter((w) => !kept.has(stem(w)));
    const problems: string[] = [];
    scenes.strategy.forEach((alt, i) => {
      const text = alt.text["2-3"];
      const three = /\bthree\b/i.test(toddler) ? /\b(three:|step three|third)/i : /\b(three|third)\b/i;
      if (three.test(text)) problems.push(`strategy ${i + 1}: counts a third step: ${three.exec(text)![0]}`);
      for (const w of dropped)
        if (new RegExp(`\\b${stem(w)}`, "i").test(text)) problems.push(`strategy ${i + 1}: "${w}" (the step a toddler's plan leaves out)`);
    });
    expect(problems).toEqual([]);
  });
});

/**
 * R4 (B7/B8): a screen-time and a nail-biting story at 8-10 shared a whole paragraph, the child's first
 * try alone ("She tried the obvious things first. Ignoring the feeling: no good…"). Each behavior has its own.
 */
describe("the 8-10 first try alone (two-tries shape)", () => {
  it("is the behavior's own: two behaviors never share it, and it is in the story", () => {
    const byText = new Map<string, string>();
    const clashes: string[] = [];
    for (const behavior of written) {
      const own = BEHAVIOR_STORIES[behavior]!.firstTry;
      expect(own, behavior).toBeTruthy();
      if (byText.has(own!)) clashes.push(`${behavior} and ${byText.get(own!)}`);
      byText.set(own!, behavior);
      // The story with the two-tries shape tells it: its first stumble, before the helper.
      for (let previous = 0; previous < 4; previous++) {
        const st = composeStory({
          childName: "Mia",
          pronouns: "she",
          childAge: "8-10",
          behavior,
          theme: "animals",
          grownUpName: "Mom",
          seed: 11,
          previousEpisodes: Array.from({ length: previous }, (_, j) => `earlier-${j}`),
        });
        if (st.plan.shape !== "two-tries") continue;
        const first = st.plan.scenes.find((s) => s.beat === "stumble")!.text;
        const opening = own!.split(/[.:]/)[0].replace(/\{C\}/g, "");
        expect(first, behavior).toContain(opening.trim().split(" ").slice(0, 3).join(" "));
      }
    }
    expect(clashes).toEqual([]);
  });
});
