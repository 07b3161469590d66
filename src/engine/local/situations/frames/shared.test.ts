/**
 * The shared scenes (frames/shared.ts) appear in every custom situation's stories, so a longer
 * sentence in them that fits every situation is the same sentence in every parent's story (issue 22,
 * item 4: stories for different situations share < 20% of their longer sentences). Each longer
 * sentence names this story's situation — its moment, its plan — or is short.
 */
import { describe, expect, it } from "vitest";
import { splitSentences, STORY_RULES, wordsOf } from "../../../quality";
import { capitalizeSentences } from "../../render";
import type { AgeBand } from "../../../../contracts/catalog";
import { crossInput, LONG_WORDS, storySentences, VARIETY_INPUTS, writeAnotherSeries, writtenSentences } from "../variety";
import {
  CELEBRATION_VARIANTS,
  ENDING_VARIANTS,
  HELPER_VARIANTS,
  PLACE_LINES,
  PRACTICE_VARIANTS,
  SHARED_ALTERNATES,
  SHARED_MORE,
  stepsSaid,
  STRATEGY_VARIANTS,
} from "./shared";

/** Tokens that say this story's situation (the parent's moment, object, person, place, or the frame's plan). */
const SITUATION = /\{(moment|strategy|stepsSaid|stepsStep|stepsCount|refrain|step\d|object|person|P|atP)\}/g;

/**
 * Every other token as the words it becomes at its longest in the ten inputs of scripts/eval-variety.ts
 * (a name is one word to the measure; the helper's first mention, in the helper's scene, is "Hazel the
 * bunny"). A feeling counts as two words ("really cross"): a sentence that is long only with a
 * longer feeling ("tired and grumpy") is shared only by situations with that feeling.
 */
function asRead(template: string, helperMet: boolean): string {
  return template.replace(SITUATION, " SITUATION ").replace(/\{([^{}]+)\}/g, (_m, t: string) => {
    if (t === "H" || t === "Hfull") {
      const first = !helperMet;
      helperMet = true;
      return first ? "Hazel the bunny" : "Hazel";
    }
    if (t === "Hintro") {
      helperMet = true;
      return "Hazel, a gentle bunny with one floppy ear";
    }
    if (t === "Harrive") return "came slowly over, one patient step at a time";
    if (t === "home") return "the little blue cottage by the willow tree";
    if (t === "theCuddly" || t === "cuddly") return "the little knitted owl";
    if (t === "feeling") return "really cross";
    return "Sam";
  });
}

type Telling = { where: string; text: string };

const tellings: Telling[] = [
  ...(
    [
      ["helper", HELPER_VARIANTS.flat()],
      ["practice", PRACTICE_VARIANTS.flat()],
      ["celebration", CELEBRATION_VARIANTS.flat()],
      ["ending", ENDING_VARIANTS],
      ["strategy", STRATEGY_VARIANTS],
      ["alternate", Object.values(SHARED_ALTERNATES)],
      ["more", Object.values(SHARED_MORE).flat()],
    ] as const
  ).flatMap(([kind, specs]) => specs.flatMap((spec, i) => Object.entries(spec.text).map(([age, text]) => ({ where: `${kind} ${i} (${age})`, text })))),
  ...Object.entries(PLACE_LINES).flatMap(([place, lines]) => lines.map((text, i) => ({ where: `place line ${place} ${i}`, text }))),
];

describe("the shared scenes", () => {
  it("every sentence of 8 words or more names the story's situation (the moment or the plan)", () => {
    const blind = tellings.flatMap(({ where, text }) =>
      storySentences(asRead(text, !where.startsWith("helper")), ["Sam", "Hazel"])
        .filter((s) => s.split(" ").length >= LONG_WORDS && !s.includes("situation"))
        .map((s) => `${where}: ${s}`),
    );
    expect(blind).toEqual([]);
  });
});

/** Every token at its longest: a long home, "Grandma Rose", the longest helper intro, a long moment and plan. */
const LONGEST: Record<string, string> = {
  home: "the little blue cottage by the willow tree",
  G: "Grandma Rose",
  "G's": "Grandma Rose's",
  Hintro: "Sprout, a baby dragon with a hiccupy little puff of smoke",
  H: "Sprout the dragon",
  moment: "feeling tired when Grandma Rose is busy with the baby",
  strategy: "Name It, Breathe, Try Again",
  feeling: "tired and grumpy",
  theCuddly: "the little knitted owl",
  stepsSaid: "",
  stepsStep: "",
  stepsCount: "",
  refrain: "",
};

describe("the shared scenes at ages 2-5", () => {
  // Ages 2-3 allow no sentence over the long-sentence limit and 4-5 one (quality.ts): the shared
  // scenes use none of them, whatever the situation, the theme's helper and home, and the grown-up.
  it(`have no sentence over ${STORY_RULES.longSentenceWords} words with every slot at its longest`, () => {
    const long = tellings
      .filter((t) => /\((2-3|4-5)\)$|place line/.test(t.where))
      .flatMap(({ where, text }) =>
        splitSentences(capitalizeSentences(text.replace(/\{([^{}]+)\}/g, (_m, k: string) => LONGEST[k] ?? "Sam")))
          .filter((s) => wordsOf(s).length > STORY_RULES.longSentenceWords)
          .map((s) => `${where}: ${s}`),
      );
    expect(long).toEqual([]);
  });
});

describe("stories for different situations", () => {
  // Issue 22, item 4: "write another" four times for each of ten parents' situations (nine frames);
  // of each situation's longer sentences, under 20% appear in another situation's stories.
  it.each(["2-3", "4-5", "6-7", "8-10"] as AgeBand[])(
    "at ages %s share under a fifth of their longer sentences",
    async (childAge) => {
      const inputs = [];
      for (const text of VARIETY_INPUTS) inputs.push((await writeAnotherSeries(text, { childAge, seed: 1 })).map(writtenSentences));
      const cross = crossInput(inputs);
      expect(
        cross.share,
        cross.top
          .slice(0, 5)
          .map((t) => `${t.inputs} ${t.sentence}`)
          .join("\n"),
      ).toBeLessThan(0.2);
    },
    60_000,
  );
});

describe("the steps said in a row", () => {
  const steps = ["Lay everything out in a line", "Put on one thing at a time", "Say “Done!” after each one, and race the song"];
  it("a step's own quotation takes single marks inside the helper's, and the word after it stays lower-case", () => {
    const said = stepsSaid(steps);
    expect(said).toBe('"First, lay everything out in a line. Next, put on one thing at a time. And last, say ‘Done!’ after each one, and race the song."');
    expect(capitalizeSentences(`"Listen!" said Hazel. ${said} Sam listened.`)).toContain("say ‘Done!’ after each one");
  });
  it("a step that ends on its quotation ends the helper's words", () => {
    expect(stepsSaid(["Stop", "Come back and say: “Here I am!”"])).toBe('"First, stop. Then, come back and say: ‘Here I am!’"');
  });
});
