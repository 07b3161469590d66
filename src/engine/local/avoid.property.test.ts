/**
 * Things to leave out (issue #21, item 10): with the avoid lists parents really give, every behavior ×
 * age band × theme still gets a story that passes the report card with none of the avoided words in
 * it, or — where a story truly can't leave the thing out (the situation is about it) — the parent is
 * told up front which entry conflicts and what to change.
 */
import { describe, expect, it } from "vitest";
import { AGE_BANDS, BEHAVIOR_IDS, THEME_IDS, behaviorLabel } from "../../contracts/catalog";
import { avoidConflict, avoidForms, avoidMatcher, findAvoidedInPlan, planSurfaces } from "../family";
import { checkStory } from "../quality";
import type { StoryRequest } from "../types";
import { composeStory } from "./index";
import { BEHAVIOR_STORIES } from "./stories";

/** What parents ask to leave out, most often. */
const AVOID_SET = ["dogs", "the dark", "water", "bath", "monsters", "loud noises", "shouting", "spiders", "doctors", "storms"];
const TRIPLES: string[][] = [];
for (let a = 0; a < AVOID_SET.length; a++)
  for (let b = a + 1; b < AVOID_SET.length; b++) for (let c = b + 1; c < AVOID_SET.length; c++) TRIPLES.push([AVOID_SET[a], AVOID_SET[b], AVOID_SET[c]]);

const NAMES = ["Maya", "Leo", "Ava", "Sam", "Priya", "Finn", "Noor", "Kai"];
const PRONOUNS = ["she", "he", "they"] as const;

/** What is wrong with the story written for the request (empty when it passes and leaves everything out). */
function problems(req: StoryRequest): string[] {
  const story = composeStory(req);
  const report = checkStory(story, req);
  const out = report.checks.filter((c) => c.status === "fail").map((c) => `${c.id}: ${c.detail}`);
  if (!report.checks.some((c) => c.id === "avoided-words" && c.status === "pass")) out.push("no passing avoided-words check");
  // An independent scan: every form of every avoided word, whole words, anywhere in the plan.
  const re = new RegExp(`(?<![\\p{L}])(${req.avoid!.flatMap(avoidForms).join("|")})(?![\\p{L}])`, "iu");
  for (const surface of planSurfaces(story.plan)) {
    const m = re.exec(surface.text);
    if (m) out.push(`"${m[0]}" in ${surface.where}`);
  }
  if (findAvoidedInPlan(story.plan, req.avoid)) out.push("findAvoidedInPlan finds one");
  return out;
}

describe("every behavior × age band × theme, with the avoid lists parents give", () => {
  it.each(BEHAVIOR_IDS)(
    "%s: a story is written and nothing avoided is in it",
    (behavior) => {
      const failures: string[] = [];
      const conflicts: string[] = [];
      let k = BEHAVIOR_IDS.indexOf(behavior) * 17;
      for (const theme of THEME_IDS)
        for (const childAge of AGE_BANDS) {
          const combo = THEME_IDS.indexOf(theme) * AGE_BANDS.length + AGE_BANDS.indexOf(childAge);
          // The saved child, every single entry twice over the 20 combinations, and all 120 triples.
          const lists = [["dogs", "the dark", "water"], [AVOID_SET[combo % 10]], [AVOID_SET[(combo + 5) % 10]], ...TRIPLES.slice(combo * 6, combo * 6 + 6)];
          for (const avoid of lists) {
            k++;
            const req: StoryRequest = {
              childName: NAMES[k % NAMES.length],
              childAge,
              behavior,
              theme,
              pronouns: PRONOUNS[k % 3],
              grownUpName: "Mom",
              seed: 1 + ((k * 31) % 997),
              avoid,
            };
            const where = `${theme} ${childAge} avoid [${avoid.join(", ")}] seed ${req.seed}`;
            const conflict = avoidConflict(req);
            if (conflict) conflicts.push(`${where}: ${conflict.message}`);
            else for (const p of problems(req)) failures.push(`${where}: ${p}`);
          }
        }
      expect(failures.slice(0, 12)).toEqual([]);
      // None of these lists keeps a behavior of the catalog from being written.
      expect(conflicts).toEqual([]);
    },
    240_000,
  );

  it("the issue's saved child (avoid dogs, the dark, water) gets a tantrums story in every age band and theme, for any seed", () => {
    const failures: string[] = [];
    for (const theme of THEME_IDS)
      for (const childAge of AGE_BANDS)
        for (let seed = 1; seed <= 4; seed++) {
          const req: StoryRequest = {
            childName: "Maya",
            childAge,
            behavior: "tantrums",
            theme,
            pronouns: "she",
            grownUpName: "Mom",
            seed,
            avoid: ["dogs", "the dark", "water"],
          };
          expect(avoidConflict(req)).toBeNull();
          for (const p of problems(req)) failures.push(`${theme} ${childAge} seed ${seed}: ${p}`);
        }
    expect(failures).toEqual([]);
  });
});

/** Custom situations about something a parent might also ask to leave out. */
const SITUATIONS = [
  "Eli dont listen when i say its time for bath and then Eli run away naked lol",
  "My daughter is scared of thunderstorms at night",
  "is scared of the neighbour's dog and screams when it barks",
  "scared of the dentist",
  "screams when we leave the playground",
  "wants candy at the checkout and screams when I say no",
];

describe("custom situations with things to leave out", () => {
  it.each(SITUATIONS.map((s, i) => [i, s] as const))(
    "situation %i: a story, or a clear message naming the entry that conflicts",
    (i, customBehavior) => {
      const failures: string[] = [];
      let k = i * 13;
      for (const childAge of AGE_BANDS)
        for (const avoid of [...AVOID_SET.map((a) => [a]), ...TRIPLES.filter((_, j) => j % 12 === i % 12)]) {
          k++;
          const req: StoryRequest = {
            childName: NAMES[k % NAMES.length],
            childAge,
            behavior: "custom",
            customBehavior,
            theme: THEME_IDS[k % THEME_IDS.length],
            pronouns: PRONOUNS[k % 3],
            grownUpName: "Dad",
            seed: 7 + k,
            avoid,
          };
          const where = `${childAge} avoid [${avoid.join(", ")}]`;
          const conflict = avoidConflict(req);
          // The situation itself names an avoided thing: exactly then the parent is told which entry and what to change.
          const named = avoid.filter((a) => new RegExp(`(?<![\\p{L}])(${avoidForms(a).join("|")})(?![\\p{L}])`, "iu").test(customBehavior));
          if (named.length) {
            if (!conflict) failures.push(`${where}: no message, though the situation names ${named.join(", ")}`);
            else {
              expect(named).toContain(conflict.entry);
              expect(conflict.message).toContain(`"${conflict.entry}"`);
              expect(conflict.message).toMatch(/situation/);
              expect(conflict.message).toMatch(/take .* off|describe another situation/);
            }
          } else if (conflict) failures.push(`${where}: refused (${conflict.message})`);
          else for (const p of problems(req)) failures.push(`${where}: ${p}`);
        }
      expect(failures.slice(0, 12)).toEqual([]);
    },
    240_000,
  );

  it("a behavior of the catalog conflicts only with the thing it is about, and the message says what to change", () => {
    const c = avoidConflict({ behavior: "toileting", avoid: ["spiders", "potty"] });
    expect(c?.entry).toBe("potty");
    expect(c?.message).toContain(`"potty"`);
    expect(c?.message).toContain(behaviorLabel("toileting"));
    expect(avoidConflict({ behavior: "bedtime", avoid: ["the dark", "monsters", "storms"] })).toBeNull();
  });
});

/** Every text of a behavior's material. */
function texts(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value && typeof value === "object" && !(value instanceof RegExp)) return Object.values(value).flatMap(texts);
  return [];
}

describe("the material's other words for what a parent leaves out", () => {
  it("every swap replaces a phrase that one of the common avoid entries names, with words that name none of it", () => {
    const problems: string[] = [];
    for (const [behavior, story] of Object.entries(BEHAVIOR_STORIES)) {
      const all = texts({ ...story, insteadOf: undefined });
      for (const [re, to] of story?.insteadOf ?? []) {
        const matches = all.flatMap((t) => [...t.matchAll(new RegExp(re.source, "g"))].map((m) => m[0]));
        const by = AVOID_SET.filter((e) => matches.some((m) => avoidMatcher([e]).hits(m)));
        if (!matches.length) problems.push(`${behavior} ${re}: matches nothing`);
        else if (!by.length) problems.push(`${behavior} ${re}: names none of ${AVOID_SET.join(", ")}`);
        for (const e of by) if (avoidMatcher([e]).hits(to.replace(/\$\d/g, ""))) problems.push(`${behavior} ${re}: "${to}" still names ${e}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
