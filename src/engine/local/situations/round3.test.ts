/**
 * Issue 22, round 3 — what a strict editor caught in the car-seat and teeth stories, as a parent
 * would notice it: one day's time words, a where said in full once, steps that fit the place, the
 * child's own words and kicks in the problem scene, nothing untrue about brushing teeth, a teacher's
 * "one of my students" read as the child, and a parent in hospital declined kindly.
 */
import { describe, expect, it } from "vitest";
import { composeStory } from "../index";
import { readSituation } from "../../situation-reading";
import type { StoryRequest } from "../../types";

const CAR =
  "he screams in the car every time we buckle his seatbelt, kicks the back of my seat and yells he HATES the car seat. its 45 min to grandmas so its a nightmare";
const TEETH = "she fights me every morning when its time to brush her teeth and runs off with the toothbrush";
const story = (customBehavior: string, seed: number, childAge: StoryRequest["childAge"] = "4-5", pronouns: StoryRequest["pronouns"] = "he") =>
  composeStory({
    childName: pronouns === "she" ? "Mia" : "Theo",
    childAge,
    behavior: "custom",
    theme: "animals",
    pronouns,
    grownUpName: "Mom",
    customBehavior,
    seed,
  } as StoryRequest);
const NEXT_DAY = /^(?:The next day|Next day|The next morning|Next morning|Another day)\b/;

describe("the car-seat story", () => {
  for (const seed of [1, 2, 3, 4]) {
    it(`seed ${seed}: one "next day" per day, the long where in full once, the kicks and the shout in the problem`, () => {
      const out = story(CAR, seed);
      const byDay = new Map<number, number>();
      for (const s of out.plan.scenes) if (NEXT_DAY.test(s.text)) byDay.set(s.day ?? 0, (byDay.get(s.day ?? 0) ?? 0) + 1);
      expect([...byDay.values()].every((n) => n <= 1)).toBe(true);
      expect(out.text.match(/in the car on the way to Grandma's house/gi)?.length ?? 0).toBeLessThanOrEqual(1);
      const problem = out.plan.scenes.find((s) => s.beat === "problem")!.text;
      expect(problem).toMatch(/kicked the back of Mom's seat/);
      expect(problem).toContain("I hate the car seat!");
      // A car is no place to "pick a buddy to watch and cheer": a toy to hold, and a game for the drive.
      expect(out.plan.strategy.steps.join(" ")).not.toMatch(/buddy to watch/i);
      expect(out.plan.strategy.steps.join(" ")).toMatch(/game for the drive/);
    });
  }
});

describe("teeth: the brushing song, not a count of ten", () => {
  for (const age of ["2-3", "4-5", "6-7", "8-10"] as const) {
    it(`ages ${age}: nothing says brushing is done by ten; every morning and running off are kept; her teeth, not Mia's`, () => {
      const out = story(TEETH, 1, age, "she");
      expect(out.text).not.toMatch(/\b(?:to|by|at|reached) ten\b|count(?:ing|ed)? to\b/i);
      expect(out.plan.strategy.steps.join(" ")).toMatch(/song|timer/);
      expect(out.plan.scenes.find((s) => s.beat === "problem")!.text).toMatch(/ran off with the toothbrush/);
      expect(out.plan.scenes[0].time).toBe("morning");
      expect([out.text, ...out.plan.talkAbout].join(" ")).not.toMatch(/brushing Mia's teeth/);
    });
  }
});

describe("a teacher's and a family's words", () => {
  it("'one of my students' is the child: the story is written, not a question", () => {
    expect(
      readSituation({ customBehavior: "one of my students hides under the table when its time for music and wont come out" }, { name: "Sam" }).status,
    ).toBe("understood");
    expect(readSituation({ customBehavior: "one of my students wont sit still at circle time and rolls on the floor" }, { name: "Sam" }).status).toBe(
      "understood",
    );
  });
  it("a place and a time of day the teacher named are kept: the bench, snack time", () => {
    const out = composeStory({
      childName: "Sam",
      childAge: "4-5",
      behavior: "custom",
      theme: "animals",
      customBehavior: "the children in my class push each other off the bench at snack time",
      seed: 1,
    } as StoryRequest);
    expect(out.text).toMatch(/\bsnack time\b/i);
    expect(out.text).toMatch(/\bbench\b/i);
  });
  it("a parent gone into hospital is declined kindly, before anything is spent", () => {
    expect(
      readSituation({ customBehavior: "since my husband went into hospital he wont sleep in his own bed and cries for daddy" }, { name: "Sam" }).status,
    ).toBe("declined");
  });
});
