import { describe, expect, it } from "vitest";
import { AGE_BANDS } from "../contracts/catalog";
import { buildPlanPrompt, buildStoryBrief } from "./prompt";
import { composeStory } from "./local";
import { SHAPE_BEATS, shapesFor } from "./local/shapes";
import type { StoryRequest } from "./types";

/** Issue 25 on the AI path: the planner is told the story's shape, the one the local engine would give the same request. */
const base: StoryRequest = { childName: "Maya", childAge: "4-5", behavior: "tantrums", theme: "animals", seed: 7, pronouns: "she", grownUpName: "Dad" };
const earlier = (n: number) => Array.from({ length: n }, (_, i) => `earlier-${i}`);

describe("the planner's prompt names the story's shape", () => {
  it("'write another' steps through the age's four shapes, as the local engine does, and the prompt lists that shape's beats in order", () => {
    for (const childAge of AGE_BANDS) {
      const shapes = new Set<string>();
      for (let n = 0; n < 4; n++) {
        const req = { ...base, childAge, previousEpisodes: earlier(n) };
        const brief = buildStoryBrief(req);
        expect(brief.shape).toBe(composeStory(req).plan.shape);
        shapes.add(brief.shape);
        const { system } = buildPlanPrompt(brief);
        const beats = SHAPE_BEATS[brief.shape].map((b) => b.replace("?", "")).join(", ");
        expect(system).toContain(`This story's shape is "${brief.shape}"`);
        expect(system.replace(/ \(optional(, a later day)?\)/g, "")).toContain(`in this order: ${beats};`);
      }
      expect([...shapes].sort()).toEqual([...shapesFor(childAge)].sort());
    }
  });

  it("says what sets the shape apart: straight into the problem; a first try alone before the helper", () => {
    const byShape = new Map<string, string>();
    for (let n = 0; n < 4; n++) {
      const brief = buildStoryBrief({ ...base, previousEpisodes: earlier(n) });
      byShape.set(brief.shape, buildPlanPrompt(brief).system);
    }
    expect(byShape.get("straight-in")).toMatch(/in this order: problem, feeling, helper.*no opening scene/);
    expect(byShape.get("two-tries")).toMatch(/Maya tries to fix it alone \(a stumble scene\) and it doesn't work/);
    expect(byShape.get("another-day")).toMatch(/No celebration scene/);
    expect(byShape.get("arc")).toMatch(/in this order: opening, problem, feeling, helper, strategy, practice \(optional\)/);
  });

  it("a practice or you-did-it story has that shape (no helper scene); a custom situation never starts straight in", () => {
    expect(buildPlanPrompt(buildStoryBrief({ ...base, practiceStory: "practice" })).system).toContain(
      'shape is "practice": each scene\'s "beat", in this order: opening, problem, feeling, strategy,',
    );
    expect(buildStoryBrief({ ...base, practiceStory: "you-did-it" }).shape).toBe("you-did-it");
    for (let n = 0; n < 4; n++)
      expect(
        buildStoryBrief({ ...base, behavior: "custom", customBehavior: "screams when we leave the playground", previousEpisodes: earlier(n) }).shape,
      ).not.toBe("straight-in");
  });
});
