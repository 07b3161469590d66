import { describe, expect, it } from "vitest";
import { composeStory } from "../engine/local";
import { BEHAVIOR_OPTION_IDS } from "../contracts/catalog";
import { parsePathOnlySvg } from "../pdf/art";
import { rightBeforeCard } from "./card";
import { stepIconId, stepIconPaths, stepIconSvg } from "./step-icons";

const plan = (behavior: string, childAge: string, customBehavior?: string) =>
  composeStory({ childName: "Mia", childAge, behavior, theme: "animals", pronouns: "she", grownUpName: "Mom", seed: 1, customBehavior } as never).plan;

describe("the Right before card", () => {
  it("has the strategy's name as a heading, every step with a picture, and the line to say together", () => {
    const card = rightBeforeCard(plan("bedtime", "4-5"));
    expect(card.strategy).toBe("Sleepy Wind-Down");
    expect(card.steps.map((s) => s.text)).toEqual([
      "Take three slow, sleepy breaths.",
      "Squeeze and let go, from toes to nose.",
      "Think of one happy thing and hold it.",
    ]);
    expect(card.steps.map((s) => s.icon)).toEqual(["breathe", "squeeze", "think"]);
    expect(card.refrain).toBe("Breathe slow, let go, think of something happy.");
    // Ages 2-3: the plan in two steps (issue 25), each still with its picture.
    const toddler = rightBeforeCard(plan("bedtime", "2-3"));
    expect(toddler.steps.map((s) => s.text)).toEqual(["Three sleepy breaths.", "Think of one happy thing."]);
    expect(toddler.steps.map((s) => s.icon)).toEqual(["breathe", "think"]);
  });

  it("gives every built-in behavior's card a refrain at every age (the story's, else the strategy's own)", () => {
    for (const behavior of BEHAVIOR_OPTION_IDS.filter((b) => b !== "custom")) {
      for (const age of ["2-3", "8-10"]) {
        const card = rightBeforeCard(plan(behavior, age));
        expect(card.refrain, `${behavior} ${age}`).toMatch(/^[A-Z].{8,}[.!?]$/);
        expect(card.refrain).not.toMatch(/[{}]/);
        expect(card.steps.length).toBeGreaterThanOrEqual(2);
      }
    }
    // A model's renamed strategy gets no borrowed refrain.
    const renamed = plan("bedtime", "8-10");
    expect(rightBeforeCard({ ...renamed, strategy: { ...renamed.strategy, name: "Moon Breaths" } }).refrain).toBeNull();
  });

  it("chooses a step's picture by the first word of its kind, and draws it as stroked paths the PDF can read", () => {
    expect(stepIconId("Stomp three big stomps to let some of the storm out")).toBe("stomp");
    expect(stepIconId("Blow out a pretend candle: one long breath out")).toBe("candle");
    expect(stepIconId("Say what you see and how you feel")).toBe("say");
    expect(stepIconId("Press the little heart on your hand when you miss them")).toBe("hug");
    expect(stepIconId("Count your turn out loud, then hand it over")).toBe("count");
    expect(stepIconId("Find the first fun thing to do")).toBe("star");
    for (const id of ["breathe", "candle", "balloon", "squeeze", "stomp", "say", "look", "hug", "go", "think", "count", "stop", "star"] as const) {
      expect(stepIconPaths(id).length).toBeGreaterThan(0);
      for (const p of stepIconPaths(id)) expect(p.d).toMatch(/^M[\d. MLQCZ-]+$/);
      expect(parsePathOnlySvg(stepIconSvg(id)).paths.length).toBe(stepIconPaths(id).length);
    }
  });
});
