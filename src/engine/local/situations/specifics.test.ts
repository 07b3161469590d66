/**
 * The parent's specifics, carried and true (issue 22): a neighbour's dog stays next door, behind its
 * fence, in every age band — never a loose dog bounding up to the child, and never a lesson that
 * isn't true of it ("a friendly dog on a lead with its owner").
 */
import { describe, expect, it } from "vitest";
import { AGE_BANDS } from "../../../contracts/catalog";
import { composeStory } from "../index";
import { planText } from "../../../contracts/story-plan";
import { checkStory } from "../../quality";
import type { StoryRequest } from "../../types";

describe("the dog next door", () => {
  for (const childAge of AGE_BANDS)
    for (const seed of [1, 2, 3]) {
      it(`stays behind its fence next door (ages ${childAge}, seed ${seed})`, () => {
        const req: StoryRequest = {
          childName: "Ben",
          childAge,
          behavior: "custom",
          customBehavior: "he is scared of the dog next door and wont go in the yard",
          theme: "animals",
          pronouns: "he",
          seed,
        };
        const { plan } = composeStory(req);
        const text = planText(plan);
        const paragraphs = text.split(/\n\s*\n/);
        expect(paragraphs.filter((p) => /\bnext door\b/i.test(p)).length).toBeGreaterThanOrEqual(3);
        expect(text).toMatch(/\bfence\b/);
        expect(text).not.toMatch(/\b(bounding|came close|on a lead|friendly dog|with its owner)\b/i);
        expect(checkStory({ title: plan.title, text, plan }, req).passed).toBe(true);
      });
    }
});

describe("a sensory fear of an everyday step at home", () => {
  for (const childAge of AGE_BANDS)
    it(`is that step at home, made easier — not a trip out with strangers (ages ${childAge})`, () => {
      const req: StoryRequest = {
        childName: "Ava",
        childAge,
        behavior: "custom",
        customBehavior: "is terrified of getting her hair washed in the bath",
        theme: "animals",
        pronouns: "she",
        seed: 1,
      };
      const { plan } = composeStory(req);
      const text = planText(plan);
      expect(text.split(/\n\s*\n/).filter((p) => /\bhair\b/i.test(p)).length).toBeGreaterThanOrEqual(3);
      expect(text).not.toMatch(/\b(set off|other people|kind lady|waiting room|the visit)\b/i);
      // The grown-up speaks to the child, not about her: "your hair", never "Ava's hair" in their mouth.
      expect(text).not.toMatch(/"Time to [^"]*\bAva's\b/);
      expect(checkStory({ title: plan.title, text, plan }, req).passed).toBe(true);
    });
});

describe("a screen sneaked into bed at night", () => {
  for (const childAge of AGE_BANDS)
    it(`is a bedtime story, the tablet on its charger in the kitchen (ages ${childAge})`, () => {
      const req: StoryRequest = {
        childName: "Noah",
        childAge,
        behavior: "custom",
        customBehavior: "keeps sneaking the ipad into bed at night",
        theme: "animals",
        pronouns: "he",
        seed: 1,
      };
      const { plan } = composeStory(req);
      const text = planText(plan);
      const paragraphs = text.split(/\n\s*\n/);
      expect(paragraphs.filter((p) => /\biPad\b/.test(p)).length).toBeGreaterThanOrEqual(3);
      expect(paragraphs.filter((p) => /\b(bed|bedtime|night)\b/i.test(p)).length).toBeGreaterThanOrEqual(3);
      expect(plan.scenes.find((s) => s.beat === "problem")?.time).toBe("night");
      expect(checkStory({ title: plan.title, text, plan }, req).passed).toBe(true);
    });
});

describe("two things to put on", () => {
  it("keeps both the coat and the shoes, and the grown-up says 'your'", () => {
    for (const childAge of AGE_BANDS) {
      const req: StoryRequest = {
        childName: "Leo",
        childAge,
        behavior: "custom",
        customBehavior: "refuses to wear his coat or shoes when we need to leave for school",
        theme: "animals",
        pronouns: "he",
        seed: 1,
      };
      const { plan } = composeStory(req);
      const text = planText(plan);
      const paragraphs = text.split(/\n\s*\n/);
      expect(paragraphs.filter((p) => /\bcoat\b/.test(p)).length, childAge).toBeGreaterThanOrEqual(3);
      expect(paragraphs.filter((p) => /\bshoes\b/.test(p)).length, childAge).toBeGreaterThanOrEqual(3);
      expect(text).not.toMatch(/"Time to [^"]*\bLeo's\b/);
      expect(checkStory({ title: plan.title, text, plan }, req).passed).toBe(true);
    }
  });
});
