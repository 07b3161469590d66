/**
 * Variety figures for the local engine (STORY_REVIEW.md item 9): the share of distinct sentences
 * across many stories, and how much "write another" stories for the same inputs repeat each other.
 */
import { AGE_BANDS, BEHAVIOR_IDS, THEME_IDS, type BehaviorId } from "../../contracts/catalog";
import { PRONOUNS, planText } from "../../contracts/story-plan";
import { splitSentencesLoose } from "../plan-checks";
import type { StoryRequest } from "../types";
import { composeStory } from "./index";

export function sentencesOf(text: string): string[] {
  return splitSentencesLoose(text.replace(/\n+/g, " "));
}

/** Share of distinct sentences over one story per behavior × theme × age band (400 stories). */
export function distinctSentenceShare(): { stories: number; sentences: number; distinct: number; share: number } {
  const all: string[] = [];
  let stories = 0;
  let n = 0;
  for (const behavior of BEHAVIOR_IDS)
    for (const theme of THEME_IDS)
      for (const childAge of AGE_BANDS) {
        n++;
        const story = composeStory({ childName: "Sam", childAge, behavior, theme, pronouns: PRONOUNS[n % 3], grownUpName: "Mom", seed: n * 104729 });
        all.push(...sentencesOf(story.text));
        stories++;
      }
  const distinct = new Set(all).size;
  return { stories, sentences: all.length, distinct, share: distinct / all.length };
}

/** Sentences of at least this many words count for overlap: "Oops.", "Splash!" and "Stir, stir, stir!" don't. */
export const OVERLAP_MIN_WORDS = 4;

/**
 * Overlap of two stories: shared distinct sentences ÷ the distinct sentences of the shorter one,
 * counting sentences of OVERLAP_MIN_WORDS words or more.
 */
export function sentenceOverlap(a: string, b: string): number {
  const long = (t: string) => sentencesOf(t).filter((s) => s.split(/\s+/).length >= OVERLAP_MIN_WORDS);
  const sa = new Set(long(a));
  const sb = new Set(long(b));
  let shared = 0;
  for (const s of sa) if (sb.has(s)) shared++;
  return shared / Math.max(1, Math.min(sa.size, sb.size));
}

/**
 * Four "write another" stories for the same inputs (each request knows the episodes already
 * written, newest first, as createStory passes them), and the overlap of every pair.
 */
export function writeAnotherOverlaps(base: Omit<StoryRequest, "seed" | "previousEpisodes">, count = 4): number[] {
  const texts: string[] = [];
  const previous: string[] = [];
  for (let i = 0; i < count; i++) {
    const story = composeStory({ ...base, seed: 1000 + i * 7907, previousEpisodes: [...previous] });
    texts.push(story.text);
    if (story.plan.episode) previous.unshift(story.plan.episode);
  }
  const overlaps: number[] = [];
  for (let i = 0; i < texts.length; i++) for (let j = i + 1; j < texts.length; j++) overlaps.push(sentenceOverlap(texts[i], texts[j]));
  return overlaps;
}

export function worstWriteAnotherOverlap(behaviors: readonly BehaviorId[] = BEHAVIOR_IDS): { behavior: string; max: number } {
  let worst = { behavior: "", max: 0 };
  for (const behavior of behaviors)
    for (const childAge of AGE_BANDS) {
      const max = Math.max(...writeAnotherOverlaps({ childName: "Sam", childAge, behavior, theme: "animals", pronouns: "she", grownUpName: "Mom" }));
      if (max > worst.max) worst = { behavior: `${behavior} ${childAge}`, max };
    }
  return worst;
}

// ---- story shapes (issue 25): what a family reading many stories notices --------------------------

const SHAPE_GROWN_UPS = ["Mom", "Dad", "Gran", "Uncle Ray", "Papa"];
const SHAPE_NAMES: Array<[string, "he" | "she" | "they"]> = [
  ["Mia", "she"],
  ["Theo", "he"],
  ["Alex", "they"],
  ["Noor", "she"],
  ["Kai", "he"],
];

/**
 * The sample the shape figures are measured over: 400 requests, every behavior × age band, the three
 * pronouns, the five themes, seeds, the grown-ups Mom, Dad, Gran, Uncle Ray and Papa, a few custom
 * situations, and each request's number of earlier stories (0–3, as "write another" passes them).
 */
export function shapeSample(count = 400, customs: readonly string[] = []): StoryRequest[] {
  const out: StoryRequest[] = [];
  for (let i = 0; out.length < count; i++) {
    const custom = customs.length > 0 && i % 25 === 24;
    const behavior = BEHAVIOR_IDS[i % BEHAVIOR_IDS.length];
    const [childName, pronouns] = SHAPE_NAMES[i % SHAPE_NAMES.length];
    out.push({
      childName,
      pronouns,
      childAge: AGE_BANDS[Math.floor(i / BEHAVIOR_IDS.length) % AGE_BANDS.length],
      behavior: custom ? "custom" : behavior,
      ...(custom ? { customBehavior: customs[Math.floor(i / 25) % customs.length] } : {}),
      theme: THEME_IDS[Math.floor(i / 3) % THEME_IDS.length],
      grownUpName: SHAPE_GROWN_UPS[Math.floor(i / 7) % SHAPE_GROWN_UPS.length],
      seed: 1 + ((i * 7919) % 100_000),
      previousEpisodes: Array.from({ length: i % 4 }, (_, j) => `earlier-${j}`),
    });
  }
  return out;
}

export interface ShapeFigures {
  stories: number;
  /** The most common beat order and its share. */
  topOrder: { order: string; share: number };
  /** Stories whose strategy scene has the named grown-up in it (teaching or teaching together). */
  grownUpTeaches: number;
  /** Stories where the named grown-up says something from the success on (noticing, praising). */
  grownUpPraises: number;
  /** Stories whose helper has the grown-up's role (a second grandma beside "Gran"). */
  sameRoleHelper: number;
  /** The most common short sentences (≤ 5 words, names replaced): count, and stories they appear in. */
  topShort: Array<{ sentence: string; count: number; stories: number }>;
  /** The same for sentences of any length ("NAME sat down on the edge of the bed." as much as "Oops."). */
  topAny: Array<{ sentence: string; count: number; stories: number }>;
  distinctShare: number;
  /** Ages 2-3: how many stories have each number of plan steps. */
  toddlerSteps: Record<number, number>;
}

const ROLE_WORDS: Array<[RegExp, RegExp]> = [
  [/^(gran|grandma|granny|nana|nan|grandmother|abuela|oma|nonna)\b/i, /^grandma$/i],
  [/^(grandpa|grandad|granddad|gramps|papa|abuelo|opa|nonno)\b/i, /^grandpa$/i],
  [/^(aunt|auntie|aunty)\b/i, /^aunt$/i],
  [/^(uncle)\b/i, /^uncle$/i],
  [/^(cousin)\b/i, /^cousin$/i],
];

export function shapeFigures(reqs: StoryRequest[]): ShapeFigures {
  const orders = new Map<string, number>();
  const shortCount = new Map<string, number>();
  const shortStories = new Map<string, number>();
  const anyCount = new Map<string, number>();
  const anyStories = new Map<string, number>();
  const all: string[] = [];
  const toddlerSteps: Record<number, number> = {};
  let teaches = 0;
  let praises = 0;
  let sameRole = 0;
  for (const req of reqs) {
    const { plan } = composeStory(req);
    const order = plan.scenes.map((s) => s.beat).join(",");
    orders.set(order, (orders.get(order) ?? 0) + 1);
    const g = plan.grownUp.name;
    const strategy = plan.scenes.find((s) => s.beat === "strategy");
    if (strategy && strategy.characters.includes(g) && strategy.text.includes(g)) teaches++;
    const from = plan.scenes.findIndex((s) => s.beat === "success");
    if (plan.scenes.slice(Math.max(0, from)).some((s) => sentencesOf(s.text).some((x) => x.includes(g) && /["“”]/.test(x)))) praises++;
    const kind = plan.helper.kind;
    if (ROLE_WORDS.some(([gRe, kRe]) => gRe.test(g) && (kRe.test(kind) || gRe.test(plan.helper.name)))) sameRole++;
    const names = [plan.child.name, g, plan.helper.name, plan.helper.name.split(" ").pop()!, ...(plan.others ?? []).map((o) => o.name)].sort(
      (a, b) => b.length - a.length,
    );
    const seen = new Set<string>();
    const seenAny = new Set<string>();
    for (const s of sentencesOf(planText(plan))) {
      let t = s;
      for (const n of names) t = t.split(n).join("NAME");
      all.push(t);
      anyCount.set(t, (anyCount.get(t) ?? 0) + 1);
      if (!seenAny.has(t)) anyStories.set(t, (anyStories.get(t) ?? 0) + 1);
      seenAny.add(t);
      if (t.split(/\s+/).length <= 5) {
        shortCount.set(t, (shortCount.get(t) ?? 0) + 1);
        if (!seen.has(t)) shortStories.set(t, (shortStories.get(t) ?? 0) + 1);
        seen.add(t);
      }
    }
    if (req.childAge === "2-3") toddlerSteps[plan.strategy.steps.length] = (toddlerSteps[plan.strategy.steps.length] ?? 0) + 1;
  }
  const [order, n] = [...orders.entries()].sort((a, b) => b[1] - a[1])[0];
  return {
    stories: reqs.length,
    topOrder: { order, share: n / reqs.length },
    grownUpTeaches: teaches,
    grownUpPraises: praises,
    sameRoleHelper: sameRole,
    topShort: [...shortStories.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 15)
      .map(([sentence, stories]) => ({ sentence, count: shortCount.get(sentence)!, stories })),
    topAny: [...anyStories.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 15)
      .map(([sentence, stories]) => ({ sentence, count: anyCount.get(sentence)!, stories })),
    distinctShare: new Set(all).size / all.length,
    toddlerSteps,
  };
}

/** Titles of four "write another" stories for one child (each knowing the episodes before it). */
export function writeAnotherTitles(base: Omit<StoryRequest, "seed" | "previousEpisodes">, count = 4): string[] {
  return writeAnotherStories(base, count).map((s) => s.title);
}

/** A child's `count` "write another" stories in a row, each with a fresh seed as the app gives it. */
export function writeAnotherStories(base: Omit<StoryRequest, "seed" | "previousEpisodes">, count = 4): ReturnType<typeof composeStory>[] {
  const stories: ReturnType<typeof composeStory>[] = [];
  const previous: string[] = [];
  for (let i = 0; i < count; i++) {
    const story = composeStory({ ...base, seed: 1000 + i * 7907, previousEpisodes: [...previous] });
    stories.push(story);
    if (story.plan.episode) previous.unshift(story.plan.episode);
  }
  return stories;
}
