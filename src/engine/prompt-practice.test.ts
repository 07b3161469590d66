import { describe, expect, it } from "vitest";
import { buildPlanPrompt, buildStoryBrief } from "./prompt";
import type { StoryRequest } from "./types";

/** Issue 28 on the AI path: the planner is told what a practice / you-did-it story is, with the practiced plan's name and steps. */
const base: StoryRequest = { childName: "Maya", childAge: "4-5", behavior: "bedtime", theme: "animals", seed: 7, pronouns: "she", grownUpName: "Dad" };
const practiced = { name: "The Sleepy Wind-Down", steps: ["Bath and pajamas", "Two books on the bed", "Lights low, one song"] };

describe("the planner's prompt for the stories that adapt to the practice", () => {
  it("an ordinary story says nothing about practice stories", () => {
    expect(buildPlanPrompt(buildStoryBrief(base)).prompt).not.toMatch(/practice story|you-did-it/i);
  });

  it("a practice story: the practiced plan's name and every step, kept, the first step smaller, a new moment", () => {
    const { prompt } = buildPlanPrompt(buildStoryBrief({ ...base, practiceStory: "practice", practicePlan: practiced }));
    expect(prompt).toContain("This is a practice story.");
    expect(prompt).toContain(
      'The plan Maya has been practicing: "The Sleepy Wind-Down". Its steps: 1. Bath and pajamas 2. Two books on the bed 3. Lights low, one song',
    );
    expect(prompt).toMatch(/make the FIRST step smaller/);
    expect(prompt).toMatch(/new moment/);
    expect(prompt).toContain('Strategy (use this name): "The Sleepy Wind-Down". Steps: Bath and pajamas; Two books on the bed; Lights low, one song.');
  });

  it("a you-did-it story: the child shows the plan to someone else (a sibling when there is one), who is in the strategy scene", () => {
    const { prompt } = buildPlanPrompt(
      buildStoryBrief({ ...base, practiceStory: "you-did-it", practicePlan: practiced, siblings: [{ name: "Leo", pronouns: "he" }] }),
    );
    expect(prompt).toContain("This is a you-did-it story.");
    expect(prompt).toContain('"The Sleepy Wind-Down"');
    expect(prompt).toMatch(/Leo, a younger child, a friend, or even Dad\. Maya already knows the plan and shows it to them/);
    expect(prompt).toMatch(/"strategy" scene is Maya explaining the plan/);
  });

  it("a custom situation keeps the practiced plan instead of choosing a new one", () => {
    const { prompt } = buildPlanPrompt(
      buildStoryBrief({
        ...base,
        behavior: "custom",
        customBehavior: "Maya cries at the school gate every morning when Dad leaves",
        practiceStory: "practice",
        practicePlan: { name: "Kiss and Go", steps: ["A hug at the gate", "One wave from the window"] },
      }),
    );
    expect(prompt).not.toContain("Choose a concrete strategy");
    expect(prompt).toContain('"Kiss and Go". Its steps: 1. A hug at the gate 2. One wave from the window');
  });
});
