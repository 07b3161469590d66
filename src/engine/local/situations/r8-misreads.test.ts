import { describe, expect, it } from "vitest";
import { composeStory } from "../index";
import { readAction } from "./action";
import { understandSituation } from "./understand";

/**
 * Issue 22, R8's custom misreads. (1) The one bitten is the one named after the bite ("bites his sister
 * when she takes his lego… since the new baby came": the sister, never the baby; "she" stays the sister),
 * the hiding afterwards is kept, after the hurt, and a hurt is never answered by the shared stumble's
 * cheerful "One step, mid-muddle. Last time, none." (2) "Even as a laugh" only when the parent said the
 * child laughs. (3) A teacher's group-work grabbing of scissors and glue is a class story, not a toy shop.
 */
type Age = "2-3" | "4-5" | "6-7" | "8-10";
const tell = (customBehavior: string, pronouns: "he" | "she" | "they", seed: number, childAge: Age = "6-7", grownUpName = "Dad") =>
  composeStory({ childName: "Theo", childAge, behavior: "custom", customBehavior, theme: "family", pronouns, grownUpName, seed })
    .plan.scenes.map((s) => `[${s.beat}] ${s.text}`)
    .join("\n");
const SEEDS = [34, 35, 36, 37];

const C1 =
  "bites his sister when she takes his lego and then hides under the bed and wont come out when i call him, its been happening since the new baby came";
/** A brother or sister hurt, the new baby only the background, and hiding afterwards (written before the fix). */
const SIBLING_HURT: Array<[string, "he" | "she", RegExp, RegExp]> = [
  [C1, "he", /\bbit his sister\b/, /hid under the bed/],
  [
    "hits her brother when he grabs her doll, ever since the baby arrived, then runs to her room and slams the door",
    "she",
    /\bhit her brother\b/,
    /ran to her room|slammed the door/,
  ],
  [
    "pinches his sister when she touches his train set and then hides in the wardrobe, started after the new baby",
    "he",
    /\bpinched his sister\b/,
    /hid in the wardrobe/,
  ],
  [
    "keeps biting his brother when he takes his cars, and hides under the table when I call him. new baby in the house since june",
    "he",
    /\bbit his brother\b/,
    /hid under the table/,
  ],
];

describe("R8 C1: the sister bitten is the sister, the baby is the background", () => {
  for (const [message, pronouns, hurt, hid] of SIBLING_HURT)
    it(message, () => {
      const sit = understandSituation(message, "Theo");
      expect(sit.frame).toBe("hurting");
      expect(sit.personKind).toBe("child");
      // A doll or a car hurt over is at home: never the toy shop (she "runs to her room" from it).
      expect(sit.place).not.toBe("shop");
      for (const seed of SEEDS) {
        const text = tell(message, pronouns, seed);
        const problem = /\[problem\] (.*)/.exec(text)?.[1] ?? "";
        expect(problem, problem).toMatch(hurt);
        expect(text).not.toMatch(/\b(?:bit|hit|pinched) the baby\b/);
        // The hiding is told after the hurt and the cry, never between them.
        expect(problem, problem).toMatch(hid);
        expect(problem.search(hid), problem).toBeGreaterThan(problem.search(hurt));
        // A hurt is never met with a cheerful progress line.
        expect(text).not.toMatch(/mid-muddle|Last time, none|did the old thing anyway/);
      }
    });
  it("'when she takes his lego': she is the sister, his lego is the child's", () => {
    expect(readAction(C1, "Theo")?.whenPast).toBe("when she took {C's} lego");
  });
  it("the new baby is told as the background where the story starts, once, without a second 'patience'", () => {
    for (const seed of SEEDS) {
      const text = tell(C1, "he", seed);
      expect(text).toMatch(/new baby came/);
      expect(/\[opening\] (.*)/.exec(text)?.[1]?.match(/patience/g)?.length ?? 0).toBeLessThan(2);
    }
  });
  it("hurting the baby itself: the baby is checked, and the stumble never hurts it again to a cheerful reply", () => {
    for (const message of ["hits the new baby when I'm feeding her", "bites the baby when mum is feeding him"]) {
      expect(understandSituation(message, "Theo").personKind).toBe("baby");
      for (const seed of SEEDS) expect(tell(message, "he", seed)).not.toMatch(/mid-muddle|Last time, none|did the old thing anyway/);
    }
  });
});

describe("R8: 'even as a laugh' only when the parent said the child laughs", () => {
  const noLaugh = ["hits the new baby when I'm feeding her", "pushes the baby over when dad holds her", "bites the baby when mum is feeding him"];
  const laugh = ["pushes the baby when i feed him and then laughs", "hits the new baby and just giggles when I say no"];
  for (const age of ["4-5", "6-7", "8-10"] as const) {
    for (const message of noLaugh)
      it(`${age} no laugh told: ${message}`, () => {
        for (const seed of SEEDS) expect(tell(message, "he", seed, age)).not.toMatch(/as a laugh/);
      });
    for (const message of laugh)
      it(`${age} laugh told: ${message}`, () => {
        const said = SEEDS.map((seed) => tell(message, "he", seed, age)).filter((t) => /as a laugh/.test(t));
        expect(said.length).toBeGreaterThan(0);
      });
  }
});

describe("R8 C2: a teacher's group-work grabbing is a class story about the table, not a toy shop", () => {
  const TEACHER: Array<[string, RegExp]> = [
    [
      "Lovely one on one but in group work grabs the scissors and glue off the others and says its not fair when asked to share, had to move seats twice this week",
      /scissors and glue/,
    ],
    ["In group work she snatches the pens from the others and says it's not fair when I ask her to share", /the pens/],
    ["grabs the glue stick off the other children at the art table and won't share", /glue stick/],
    ["At the craft table he takes the crayons off everyone and shouts not fair when asked to give them back", /crayons/],
  ];
  for (const [message, thing] of TEACHER)
    it(message, () => {
      const sit = understandSituation(message, "Alex");
      expect(sit.frame).toBe("not-allowed");
      expect(sit.place).toBe("classroom");
      for (const seed of [46, 47]) {
        const text = tell(message, "they", seed, "8-10", "Mr Okafor");
        expect(text).toMatch(thing);
        expect(text).not.toMatch(/\bshop\b|shiny new toy|Wish List/);
        // The teacher is at school with the child: never at the child's bedtime.
        expect(/\[ending\] (.*)/.exec(text)?.[1] ?? "").not.toMatch(/\bin bed\b|bedtime/);
      }
    });
});
