/**
 * The person of the parent's situation is drawn where the words name them (issue 22): the baby in
 * the baby story, the cousin in the cousin story — and said in the picture's description.
 */
import { describe, expect, it } from "vitest";
import { composeStory } from "../../engine";
import { composeScene } from "./compose";
import { describeScene } from "../../contracts/story-plan";
import type { StoryRequest } from "../../engine/types";

const story = (customBehavior: string, childAge: StoryRequest["childAge"] = "4-5") =>
  composeStory({ childName: "Maya", childAge, behavior: "custom", customBehavior, theme: "animals", pronouns: "she", seed: 1 }).plan;

describe("the situation's person in the pictures", () => {
  it("draws the baby in every scene whose words name the baby, and only there", () => {
    for (const age of ["2-3", "4-5", "6-7", "8-10"] as const) {
      const plan = story("my 3 yr old hits the baby when shes tired", age);
      const naming = plan.scenes.map((s, i) => [i, /\bbaby\b/i.test(s.text)] as const);
      expect(naming.filter(([, n]) => n).length).toBeGreaterThanOrEqual(3);
      for (const [i, names] of naming) {
        const drawn = composeScene(plan, i).figures.some((f) => f.kind === "baby");
        expect(drawn, `${age} scene ${i} (${plan.scenes[i]!.beat})`).toBe(names);
        if (names) expect(describeScene(plan, plan.scenes[i]!)).toMatch(/the baby/);
      }
    }
  });

  it("draws the cousin as a child where the words name the cousin", () => {
    const plan = story("bites his cousin when he gets overtired at family parties");
    const i = plan.scenes.findIndex((s) => s.beat === "problem");
    expect(plan.scenes[i]!.text).toMatch(/cousin/);
    expect(composeScene(plan, i).figures.filter((f) => f.kind === "child").length).toBeGreaterThanOrEqual(2);
  });
});

describe("what the words say is not there is not drawn", () => {
  it("never draws the dog next door beside the child (it barks behind its own fence)", () => {
    for (const age of ["2-3", "4-5", "6-7", "8-10"] as const)
      for (const theme of ["animals", "nature", "family"] as const) {
        const plan = composeStory({
          childName: "Sam",
          childAge: age,
          behavior: "custom",
          customBehavior: "he is scared of the dog next door and wont go in the yard",
          theme,
          pronouns: "he",
          seed: 1,
        }).plan;
        plan.scenes.forEach((_, i) => {
          const scene = composeScene(plan, i, { theme });
          expect(
            scene.props.some((p) => p.prop === "dog"),
            `${age} ${theme} scene ${i}`,
          ).toBe(false);
          expect(
            scene.figures.some((f) => f.kind === "dog"),
            `${age} ${theme} scene ${i}`,
          ).toBe(false);
        });
      }
  });

  it("gives a boy whose hair was left blank a boy's everyday hair, never braids, a bun, puffs or long hair", () => {
    for (const name of ["Leo", "Sam", "Noah", "Theo", "Arjun", "Kwame", "Mateo", "Ben", "Oliver", "Yusuf"]) {
      const plan = composeStory({ childName: name, childAge: "4-5", behavior: "bedtime", theme: "animals", pronouns: "he", seed: 1 }).plan;
      const child = composeScene(plan, 0).figures.find((f) => f.role === "child");
      expect(["short", "curly", "side-part", "afro"], name).toContain(child?.hair);
    }
  });
});
