/**
 * R9's finds (issue 22, a fresh reviewer's inputs): the car before the moment is not the story's place;
 * a bench is sat on, not in.
 */
import { describe, expect, it } from "vitest";
import { writeCustom } from "./test-helpers";

const SWIM =
  "Sam is scared to put face in the water at swim lessons, cries in the car before, the teacher is nice but Sam holds onto the wall the whole time and wont let go";

describe("R9: a swim-lesson fear with the car before it", () => {
  for (const childAge of ["4-5", "6-7", "8-10"] as const)
    it(`${childAge}: the story is at the pool, never "in the car", and passes every check`, () => {
      const story = writeCustom(SWIM, { childAge, pronouns: "she", theme: "nature", grownUpName: "Auntie Bea", seed: 905 });
      expect(story.out.plan.scenes.filter((s) => s.beat !== "ending" && s.beat !== "echo").every((s) => s.place === "pool")).toBe(true);
      expect(story.text).not.toMatch(/\bin the car\b|\bthe car hummed\b|visit to the car/i);
      expect(story.text).toMatch(/\bpool\b/);
      expect(story.text).not.toMatch(/\bin the (?:waiting )?bench\b/);
      expect(story.failed).toEqual([]);
    });
});
