import { describe, expect, it } from "vitest";
import type { StoryRequest } from "../../types";
import { checkStory } from "../../quality";
import { composeStory } from "../index";
import { readAction, readDoings } from "./action";
import { spelledOut } from "./understand";

/**
 * Issue 22: a messy lying message ("said she brushed teeth when she didnt, blamed her little brother…")
 * was garbled into "So, when they didnted, they had started lying…" and "They said she brushed teeth".
 * "When she didn't" is the contradiction of the lie, never the story's when; the child's claim keeps the
 * story's pronoun ("said they had brushed their teeth").
 */
const ISSUE =
  "ok so my daughter (6) has started lying about EVERYTHING, said she brushed teeth when she didnt, blamed her little brother for the crayon on the wall,,, i dont want to shout but im losing it";
/** Written before the fix (/tmp/h3/F8/fresh.txt): each pronoun the parent used. */
const FRESH: Array<[string, "he" | "she"]> = [
  [ISSUE, "she"],
  ["my son (5) keeps lying, says he did his homework when he didnt and then hides the worksheet", "he"],
  ["she lies constantly!! told me she'd tidied up her room when she hadnt even started, i found everything under the bed", "she"],
  ["he said he washed his hands before dinner when he clearly didn't, the soap was dry lol", "he"],
  ["my daughter swears she fed the cat when she didnt, now the cat is yelling at me", "she"],
  ["lying lying lying. he says he brushed his teeth when he didn't and blames his sister for the mess in the bathroom", "he"],
  ["my 7 yo claims she finished her reading when she hasnt opened the book, im so tired of the fibs", "she"],
];

const req = (customBehavior: string, pronouns: "he" | "she" | "they"): StoryRequest =>
  ({ childName: "Alex", childAge: "6-7", behavior: "custom", customBehavior, theme: "nature", pronouns, grownUpName: "Mom", seed: 91 }) as StoryRequest;

/** A "when" that is a bare negation, or a negation with "-ed" stuck on ("when they didnted"). */
const GARBLED_WHEN = /\b(?:did|had|was|were|has)n'?ted\b|\bwhen \w+ (?:\w+ly )?(?:(?:did|had|was|has)n'?t|did not|had not)(?: (?:even|really|actually))*[,.]/i;

describe("issue 22: a messy lying message", () => {
  it("the issue's story: no 'when they didnted'; the claim keeps the child's pronoun", () => {
    const out = composeStory(req(ISSUE, "they"));
    const text = out.plan.scenes.map((s) => s.text).join("\n");
    expect(text).not.toMatch(GARBLED_WHEN);
    expect(text).not.toMatch(/\bsaid she\b/);
    expect(text).toMatch(/\bsaid they had brushed their teeth\b/);
  });

  it("'when she didn't' is the lie's contradiction, not a when; a habit's trigger stays", () => {
    for (const [message] of FRESH)
      for (const d of readDoings(spelledOut(message), "")) {
        if (!("child" in d)) continue;
        expect(d.child.whenPast ?? "", message).not.toMatch(/n't|not|never|nted/);
      }
    expect(readAction("screams when she doesnt get her way")?.whenPast).toBe("when {they} didn't get {C's} way");
    expect(readAction("he said he washed his hands before dinner when he clearly didn't")?.whenPast ?? "").not.toMatch(/clear|didn/);
  });

  it("reported speech: the child's pronoun, told in the past", () => {
    const past = (t: string) => readDoings(spelledOut(t), "").flatMap((d) => ("child" in d ? [d.child.past] : []));
    expect(past("says he did his homework when he didnt")).toContain("said {they} had done {C's} homework");
    expect(past("told me she'd tidied up when she hadnt")).toContain("told {G} {they} had tidied up");
    expect(past("said she brushed teeth when she didnt")).toContain("said {they} had brushed {C's} teeth");
    expect(past("he told his teacher he lost his book")).toContain("told {C's} teacher {they} had lost {C's} book");
  });

  for (const [message, parent] of FRESH)
    for (const pronouns of ["they", "he", "she"] as const)
      it(`${pronouns}: ${message}`, () => {
        const r = req(message, pronouns);
        const out = composeStory(r);
        const text = out.plan.scenes.map((s) => s.text).join("\n");
        expect(text).not.toMatch(GARBLED_WHEN);
        // Never the parent's raw pronoun in a claim of another pronoun's story ("They said she brushed teeth").
        if (pronouns !== parent) expect(text, text).not.toMatch(new RegExp(`\\b(?:said|says|told \\w+|swore|claimed) (?:that )?${parent}\\b`, "i"));
        const failed = checkStory(out, r).checks.filter((c) => c.status === "fail");
        expect(failed.map((c) => `${c.id}: ${c.detail}`)).toEqual([]);
      });
});

/**
 * Issue 22 (final look): a fib was told through the word swap ("lying about everything, loudly, to see what
 * would happen", "What is a silly, kind word you could use instead?"), or as the homework's, the teeth's or the
 * dinner's story. A fib is the fib's own story: the claim and at once what was true, the blame in the child's
 * own words, the lying behavior's plan (the Brave Truth), and the same question asked again on the day it goes right.
 */
describe("a fib is the fib's own story", () => {
  const cases: Array<[string, RegExp, string]> = [
    [
      ISSUE,
      /said they had brushed their teeth\. But they hadn't\. "The crayon on the wall wasn't me," said Alex\. "It was my little brother!"/,
      "Did you brush your teeth?",
    ],
    [
      "my son (5) keeps lying, says he did his homework when he didnt and then hides the worksheet",
      /said they had done their homework\. But they hadn't\. They hid the worksheet\./,
      "Did you do your homework?",
    ],
    [
      "my daughter swears she fed the cat when she didnt, now the cat is yelling at me",
      /swore they had fed the cat\. But they hadn't\./,
      "Did you feed the cat?",
    ],
    [
      "my 7 yo claims she finished her reading when she hasnt opened the book",
      /claimed they had finished their reading\. But they hadn't\./,
      "Did you finish your reading?",
    ],
    // R9's: "keeps telling me…" was a big-feelings story about "telling Nana Rose"; a lie to a teacher lost the teacher.
    [
      "she keeps telling me she fed the fish when she didnt and now one of the goldfish is sick",
      /kept telling Mom they had fed the fish\. But they hadn't\./,
      "Did you feed the fish?",
    ],
    ["he lied to his teacher about finishing his homework", /told their teacher a fib about finishing their homework\./, "Did you finish your homework?"],
  ];
  for (const [message, problem, ask] of cases)
    for (const age of ["4-5", "6-7", "8-10"] as const)
      it(`${age}: ${message.slice(0, 60)}`, () => {
        const r = { ...req(message, "they"), childAge: age };
        const out = composeStory(r);
        const scene = (beat: string) => out.plan.scenes.find((s) => s.beat === beat)?.text ?? "";
        expect(out.plan.strategy.name).toBe("the Brave Truth");
        expect(scene("problem")).toMatch(problem);
        expect(scene("success")).toContain(`"${ask}"`);
        const text = out.plan.scenes.map((s) => s.text).join("\n");
        expect(text).not.toMatch(/Word Swap|loudly, to see what would happen|silly, kind word/);
        expect(out.plan.talkAbout.join(" ")).not.toMatch(/swap|silly/i);
        expect(
          checkStory(out, r)
            .checks.filter((c) => c.status === "fail")
            .map((c) => `${c.id}: ${c.detail}`),
        ).toEqual([]);
      });

  it("lying down, and swearing, are not fibs", () => {
    for (const message of [
      "she lies on the floor and screams when we leave the park",
      "he swears at me when he's cross",
      "lying down in the shop aisle and kicking",
    ]) {
      const out = composeStory(req(message, "she"));
      expect(out.plan.strategy.name, message).not.toBe("the Brave Truth");
    }
  });
});
