import { describe, expect, it } from "vitest";
import { composeStory } from "../engine/local";
import { BEHAVIOR_OPTION_IDS } from "../contracts/catalog";
import { parsePathOnlySvg } from "../pdf/art";
import { rightBeforeCard } from "./card";
import { RIGHT_BEFORE } from "./card-moments";
import { norm } from "./prompts";
import { BEHAVIOR_STORIES } from "../engine/local/stories";
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
    expect(card.heading).toBe("Right before bed");
    // Ages 2-3: the plan in two steps (issue 25), each still with its picture, and the refrain the story repeats.
    const toddler = rightBeforeCard(plan("bedtime", "2-3"));
    expect(toddler.steps.map((s) => s.text)).toEqual(["Three sleepy breaths.", "Think of one happy thing."]);
    expect(toddler.steps.map((s) => s.icon)).toEqual(["breathe", "think"]);
    expect(toddler.refrain).toBe("Breathe slow, let go, think of something happy.");
  });

  it("says together only a line the story says, and says right before what (where the moment can be planned for)", () => {
    // The reviewer's card: "Stomp, stomp, stomp. Flower in, candle out." was in no scene, under a bare "RIGHT BEFORE".
    let withLine = 0;
    for (const behavior of BEHAVIOR_OPTION_IDS.filter((b) => b !== "custom")) {
      for (const age of ["2-3", "4-5", "8-10"]) {
        const p = plan(behavior, age);
        const card = rightBeforeCard(p);
        if (card.refrain) {
          withLine++;
          expect(card.refrain, `${behavior} ${age}`).toMatch(/^[A-Z].{8,}[.!?]$/);
          expect(` ${norm(p.scenes.map((s) => s.text).join(" "))} `, `${behavior} ${age}`).toContain(` ${norm(card.refrain)} `);
          expect(card.refrain.startsWith(`${p.child.name} `), card.refrain).toBe(false);
        }
        expect(card.heading, `${behavior} ${age}`).toMatch(behavior === "lying" ? /^Right before$/ : /^Right before [a-z].+[a-z']$/);
        expect(card.steps.length).toBeGreaterThanOrEqual(2);
      }
    }
    expect(withLine).toBeGreaterThanOrEqual(BEHAVIOR_OPTION_IDS.length - 1); // the toddler stories say their refrain
    // A model's renamed strategy gets no borrowed refrain.
    const renamed = plan("bedtime", "2-3");
    const scenes = renamed.scenes.map((s) => ({ ...s, text: s.text.replace(/Breathe slow, let go, think of something happy\./g, "") }));
    expect(rightBeforeCard({ ...renamed, scenes, strategy: { ...renamed.strategy, name: "Moon Breaths" } }).refrain).toBeNull();
  });

  it("knows the moment of every built-in episode (a new episode needs its 'Right before' words)", () => {
    for (const story of Object.values(BEHAVIOR_STORIES)) for (const e of story?.episodes ?? []) expect(RIGHT_BEFORE, e.moment).toHaveProperty([e.moment]);
    const custom = plan("custom", "6-7", "won't put shoes on for school");
    expect(rightBeforeCard(custom).heading).toBe("Right before");
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
