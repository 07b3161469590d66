/**
 * Issue 22 (H31): the parent's own words stay in the story. Written from fresh inputs (not in the
 * shared fixture), each red before:
 *   - how the child shows the feeling ("sulks under the table", "gets cross and stamps her feet",
 *     "hides behind my legs") is told in the feeling scene, as the parent said it;
 *   - the parent's own things (snap, dominoes, porridge, wellies, the trains, the bakery) are kept;
 *   - "kicked his sister" is a hurting story (was a new-food story), "bites her brother in the car
 *     park" keeps the biting in the car park (was a drive in the car), a breakfast food is tried at
 *     breakfast (was "dinner with the porridge").
 */
import { describe, expect, it } from "vitest";
import type { StoryRequest } from "../../types";
import { readSituation } from "../../situation-reading";
import { writeCustom } from "./test-helpers";

const AGES = ["4-5", "6-7", "8-10"] as const;

const write = (customBehavior: string, childAge: StoryRequest["childAge"], pronouns: "he" | "she", seed = 1) =>
  writeCustom(customBehavior, { childAge, pronouns, theme: "animals", grownUpName: "Mom", seed });

describe("the feeling, as the parent said the child shows it, in the feeling scene", () => {
  const cases: Array<[string, "he" | "she", RegExp]> = [
    ["my son sulks under the table every time he loses at snap and wont come out", "he", /\bHe sulked under the table\b|\bTheo sulked under the table\b/],
    ["she gets cross and stamps her feet when her big brother wins at dominoes", "she", /\bstamped her feet\b/],
    ["my daughter hides behind my legs when the lady at the bakery talks to her", "she", /\bhid behind Mom's legs\b/],
  ];
  for (const [text, pronouns, shown] of cases)
    for (const age of AGES)
      for (const seed of [1, 2])
        it(`${age} seed ${seed}: ${text.slice(0, 50)}`, () => {
          const { scene, failed } = write(text, age, pronouns, seed);
          expect(scene("feeling")).toMatch(shown);
          expect(failed).toEqual([]);
        });
});

describe("the parent's own things are kept", () => {
  const cases: Array<[string, "he" | "she", RegExp, RegExp?]> = [
    // The game the parent named, played with cards when it is a card game.
    ["my son sulks under the table every time he loses at snap and wont come out", "he", /\bsnap\b/, /\bpieces\b/],
    ["she gets cross and stamps her feet when her big brother wins at dominoes", "she", /\bdominoes\b/],
    ["gets grumpy and won't eat her porridge in the morning, says it's lumpy", "she", /\bporridge\b/, /\bdinners?\b/],
    ["my 5 year old refuses to wear his wellies and cries that they pinch his toes", "he", /\bwellies\b/],
    ["he throws his wooden trains across the room when the track breaks apart", "he", /\btrains?\b/],
    ["my daughter hides behind my legs when the lady at the bakery talks to her", "she", /\bbakery\b/, /\bvisitors\b/],
  ];
  for (const [text, pronouns, kept, never] of cases)
    for (const age of AGES)
      it(`${age}: ${text.slice(0, 60)}`, () => {
        const { paragraphs, text: story, failed } = write(text, age, pronouns);
        expect(paragraphs(kept), story).toBeGreaterThanOrEqual(3);
        if (never) expect(story).not.toMatch(never);
        expect(failed).toEqual([]);
      });
});

describe("misreads fixed", () => {
  for (const age of AGES) {
    it(`${age}: 'kicked his sister' is hurting, not a new food`, () => {
      const { frame, paragraphs, failed } = write("he kicked his sister at the dinner table because she took his spoon", age, "he");
      expect(frame).toMatch(/hurt/i);
      expect(paragraphs(/\bsister\b/)).toBeGreaterThanOrEqual(3);
      expect(failed).toEqual([]);
    });
    it(`${age}: 'bites her brother in the car park' keeps the biting, in the car park (not a drive)`, () => {
      const { frame, text, out, failed } = write("she bites her brother in the car park", age, "she");
      expect(frame).toMatch(/hurt/i);
      expect(text).toMatch(/\bbit\b|\bbite\b|\bbiting\b/);
      expect(text).toMatch(/\b(car park|parking lot)\b/);
      expect(out.plan.scenes.some((s) => s.place === "car")).toBe(false);
      expect(failed).toEqual([]);
    });
    it(`${age}: a sister's turn on the iPad, grabbed off her and thrown at her, is hurting with the sister, not stopping the screen`, () => {
      const { frame, text, paragraphs, failed } = write(
        "my son is 5 and every time his sister gets a turn on the ipad he screams and grabs it off her and once he threw it at her, then he cries that its not fair",
        age,
        "he",
      );
      expect(frame).toMatch(/hurt/i);
      expect(paragraphs(/\bsister\b/)).toBeGreaterThanOrEqual(3);
      expect(text).toMatch(/\bgrabbed the iPad\b/);
      expect(text).toMatch(/\bthrew the iPad at\b/);
      expect(text).toMatch(/\bsorry\b/);
      expect(text).not.toMatch(/\bTime to stop\b|\bFinish Line\b/);
      expect(failed).toEqual([]);
    });
    it(`${age}: 'snatches the tablet from her sister and hits her with it' keeps the sister's turn with the tablet`, () => {
      const { frame, text, paragraphs, failed } = write("she snatches the tablet from her sister and hits her with it", age, "she");
      expect(frame).toMatch(/hurt/i);
      expect(paragraphs(/\bsister\b/)).toBeGreaterThanOrEqual(3);
      expect(text).toMatch(/\bgrabbed the tablet\b/);
      expect(failed).toEqual([]);
    });
    it(`${age}: wellies that pinch are a getting-dressed story, nobody hurt`, () => {
      const { frame } = write("my 5 year old refuses to wear his wellies and cries that they pinch his toes", age, "he");
      expect(frame).not.toMatch(/hurt/i);
    });
    it(`${age}: porridge in the morning is breakfast`, () => {
      const { out, text } = write("gets grumpy and won't eat her porridge in the morning, says it's lumpy", age, "she");
      expect(text).toMatch(/\bbreakfast\b/);
      expect(out.plan.scenes.find((s) => s.beat === "problem")?.time).toBe("morning");
    });
  }
});

describe("two moments, one a danger: the danger is told first, and the read-back says so", () => {
  const cases: Array<[string, RegExp]> = [
    ["he throws his peas at dinner, and when we walk to school he lets go of my hand and runs into the road", /\broad\b/],
    ["she hits her brother at home. In the car park she runs off between the cars", /\bcars\b/],
  ];
  for (const [text, danger] of cases) {
    it(`read-back: ${text.slice(0, 60)}`, () => {
      const read = readSituation({ customBehavior: text }, { name: "Sam" });
      const moments = read.status === "understood" ? (read.understood.moments ?? []) : [];
      expect(moments.length).toBe(2);
      expect(moments[0]).toMatch(danger);
      expect(read.status === "understood" ? read.understood.momentsNote : "").toMatch(/about the first/);
    });
    for (const age of AGES)
      it(`${age}: the story is the danger's safety plan — ${text.slice(0, 40)}`, () => {
        const { frame, failed } = write(text, age, "she");
        expect(frame).toMatch(/run|safe/i);
        expect(failed).toEqual([]);
      });
  }
});
