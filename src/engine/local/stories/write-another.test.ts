/**
 * Issue 25 (R4 §1, write-another ×4 "as four books: 4/10"): a family's four "write another" stories each
 * feel new. Where a behavior has four versions of its helper, plan, practice and celebration paragraphs,
 * four stories in a row never share a sentence of them (every age × pronoun). The list grows as behaviors
 * get their fourth versions (FOUR_VERSIONS names the ones that must have them).
 */
import { describe, expect, it } from "vitest";
import { AGE_BANDS, THEME_IDS, type AgeBand, type BehaviorId } from "../../../contracts/catalog";
import { PRONOUNS } from "../../../contracts/story-plan";
import { sentencesOf, writeAnotherStories } from "../variety";
import { BEHAVIOR_STORIES } from "./index";

const NAMES = { he: "Theo", she: "Mia", they: "Alex" } as const;
const BEHAVIOR_BEATS = ["helper", "strategy", "practice", "celebration"] as const;
/** Behaviors written with four versions of every behavior scene. */
const FOUR_VERSIONS: BehaviorId[] = [
  "bedtime",
  "patience",
  "tantrums",
  "toileting",
  "separation",
  "aggression",
  "transitions",
  "not-sharing",
  "screen-time",
  "siblings",
  "lying",
  "shyness",
  "defiance",
  "whining",
  "disobedience",
  "interrupting",
  "manners",
  "messiness",
  "nail-biting",
];

/** The behavior scenes' texts at an age, tokens as "~", lower case: where a rendered sentence comes from. */
function materialWords(behavior: BehaviorId, age: AgeBand): string {
  const { scenes } = BEHAVIOR_STORIES[behavior]!;
  return BEHAVIOR_BEATS.flatMap((b) => scenes[b].map((v) => v.text[age]))
    .join(" ")
    .replace(/\{[^}]+\}/g, " ~ ")
    .toLowerCase()
    .replace(/[^a-z~' ]+/g, " ")
    .replace(/\s+/g, " ");
}

/** Whether four words in a row of the sentence (names aside) are in the material's words. */
function fromMaterial(sentence: string, names: string[], material: string): boolean {
  let t = sentence;
  for (const n of names) t = t.split(n).join(" ~ ");
  const words = t
    .toLowerCase()
    .replace(/[^a-z~' ]+/g, " ")
    .trim()
    .split(/\s+/);
  for (let i = 0; i + 4 <= words.length; i++) {
    const w = words.slice(i, i + 4);
    if (!w.includes("~") && material.includes(` ${w.join(" ")} `)) return true;
  }
  return false;
}

describe("four 'write another' stories share no behavior-scene sentence (issue 25)", () => {
  it("the behaviors named have four versions of each behavior scene", () => {
    for (const behavior of FOUR_VERSIONS)
      for (const beat of BEHAVIOR_BEATS) expect(BEHAVIOR_STORIES[behavior]!.scenes[beat].length, `${behavior} ${beat}`).toBeGreaterThanOrEqual(4);
  });

  it.each(FOUR_VERSIONS)(
    "%s: no helper, plan, practice or celebration sentence repeats within four stories (every age × pronoun)",
    (behavior) => {
      const material = BEHAVIOR_STORIES[behavior]!;
      const written = Object.fromEntries(AGE_BANDS.map((a) => [a, ` ${materialWords(behavior, a)} `])) as Record<AgeBand, string>;
      const repeats: string[] = [];
      let n = 0;
      for (const childAge of AGE_BANDS)
        for (const pronouns of PRONOUNS) {
          n++;
          const base = {
            childName: NAMES[pronouns],
            pronouns,
            childAge,
            behavior,
            theme: THEME_IDS[n % THEME_IDS.length],
            grownUpName: ["Mom", "Dad", "Gran", "Uncle Ray"][n % 4],
          };
          const four = writeAnotherStories(base, 4);
          const helper = four.map((st) => st.plan.helper.name);
          const names = [base.childName, base.grownUpName, ...helper];
          // The plan's own name and refrain come back in every story, as they should; so may a returning helper's arrival.
          const allowed = (x: string, i: number, j: number) =>
            x.includes(material.strategy.name.replace(/^the /, "")) ||
            material.strategy.refrain.includes(x.replace(/^"|"$/g, "")) ||
            (helper[i] === helper[j] && x.includes(helper[i])) ||
            // Only the behavior's own paragraphs count here (the grown-up's entrance line is shapes.ts's).
            !fromMaterial(x, names, written[childAge]);
          const sets = four.map((st) => {
            const m = new Map<string, string>();
            for (const sc of st.plan.scenes)
              if ((BEHAVIOR_BEATS as readonly string[]).includes(sc.beat))
                for (const x of sentencesOf(sc.text)) if (x.split(/\s+/).length >= 6) m.set(x, sc.beat);
            return m;
          });
          for (let i = 0; i < 4; i++)
            for (let j = i + 1; j < 4; j++)
              for (const [x, beat] of sets[i])
                if (sets[j].has(x) && !allowed(x, i, j))
                  repeats.push(`${childAge} ${pronouns} ${base.theme} ${base.grownUpName}, ${beat} in stories ${i + 1} and ${j + 1}: ${x}`);
        }
      expect(repeats).toEqual([]);
    },
    120_000,
  );
});
