import { describe, expect, it } from "vitest";
import type { StoryPlan } from "../contracts/story-plan";
import { checkPlanRules, pastesParentText } from "./plan-checks";

function plan(texts: string[], over: Partial<StoryPlan> = {}): StoryPlan {
  return {
    title: "Mia and the Brave Breath",
    child: { name: "Mia", pronouns: "she" },
    grownUp: { name: "Papa" },
    helper: { name: "Ruby", kind: "robin" },
    behavior: "fear",
    situation: { summary: "Mia is scared of the dentist", place: "dentist's office", feeling: "scared" },
    strategy: { name: "Brave Breath", steps: ["Breathe in", "Breathe out"], why: "It calms." },
    scenes: texts.map((text, i) => ({ beat: i === 0 ? "opening" : "ending", place: "kitchen", time: "morning", characters: ["Mia"], props: [], text })),
    talkAbout: ["a?", "b?", "c?"],
    ...over,
  };
}
const failed = (p: StoryPlan, custom?: string) =>
  checkPlanRules(p, { customBehavior: custom })
    .filter((c) => c.status === "fail")
    .map((c) => c.id);
const calm = ["Papa made toast. It was warm. The sun was out. The birds sang. The kettle sang too. Mia ate."];

describe("checkPlanRules", () => {
  it("passes a plain, well-made plan", () => {
    expect(failed(plan(calm))).toEqual([]);
  });
  it("catches the name starting too many sentences", () => {
    expect(failed(plan(["Mia ran. Mia hid. Mia ate. Papa came. It was warm. The sun was out."]))).toContain("name-starts");
  });
  it('catches "their" for a she child, and "they was" for a they child', () => {
    expect(failed(plan(["Papa came. Mia shook their head. It was warm. The sun was out. The birds sang. Toast."]))).toContain("pronoun-their");
    expect(
      failed(plan(["Papa came. Then they was sad. It was warm. The sun was out. The birds sang. Toast."], { child: { name: "Mia", pronouns: "they" } })),
    ).toContain("they-agreement");
  });
  it('catches "the grown-up" instead of the name the parent gave', () => {
    expect(failed(plan(["The grown-up smiled. Papa came. It was warm. The sun was out. The birds sang. Toast."]))).toContain("grown-up-name");
  });
  it("catches time running backwards", () => {
    const p = plan(calm);
    p.scenes.push({ ...p.scenes[0], time: "night", day: 1 }, { ...p.scenes[0], time: "morning", day: 0 });
    expect(failed(p)).toContain("time-order");
    p.scenes[2] = { ...p.scenes[2], day: 2 };
    expect(failed(p)).not.toContain("time-order");
  });
  it("does not fail a scene for leaving out its optional day: it is the same day, or the next when its time comes earlier", () => {
    const p = plan(calm);
    const { day: _d, ...noDay } = p.scenes[0]!;
    p.scenes.push({ ...noDay, time: "night" }, { ...noDay, time: "morning" }, { ...noDay, time: "afternoon" });
    expect(failed(p)).not.toContain("time-order");
  });
  it("catches doubled words, ALL CAPS, a capital after an ellipsis in dialogue, and leftover tokens", () => {
    for (const bad of ["Papa said the the word.", "Papa said NO WAY.", '"I... Don\'t know," said Papa.', "Papa ate {snack}.", "There were honey toast."])
      expect(failed(plan([`${bad} It was warm. The sun was out. The birds sang. Toast. Tea.`]))).toContain("grammar");
    expect(failed(plan(['"I... don\'t know," said Papa. Choo choo went the train. It was warm. The sun was out. Toast. Tea.']))).not.toContain("grammar");
  });
  it("requires a custom situation's key words in three paragraphs and never the parent's sentence", () => {
    const custom = {
      behavior: "custom" as const,
      situation: { summary: "Mia feels scared at the dentist", place: "dentist's office", object: "the dentist's chair", feeling: "scared" },
    };
    const once = plan(["Papa drove to the dentist. It was warm.", "Papa smiled.", "Mia laughed."], custom);
    expect(failed(once)).toContain("custom-keywords");
    const thrice = plan(["Papa drove to the dentist.", "The dentist smiled.", "The dentist's chair went up."], custom);
    expect(failed(thrice)).not.toContain("custom-keywords");
    expect(failed(thrice, "my daughter is scared of the dentist and cries every time")).not.toContain("custom-not-pasted");
    const pasted = plan(["She is scared of the dentist and cries every time.", "The dentist smiled.", "The dentist's chair."], custom);
    expect(failed(pasted, "my daughter is scared of the dentist and cries every time")).toContain("custom-not-pasted");
  });
  it("finds pasted runs regardless of case and punctuation", () => {
    expect(pastesParentText("ELI RUN AWAY NAKED at bath time lol", "eli dont listen and eli run away naked at bath time")).toBe(true);
    expect(pastesParentText("Eli splashed in the bath.", "eli dont listen and eli run away naked at bath time")).toBe(false);
  });
});

describe("pronouns: 'their' of a group named in between", () => {
  it("is not the child's 'their'", () => {
    expect(failed(plan(["Papa came. Mia put the mice back in their rooms. It was warm. The sun was out. The birds sang. Toast."]))).not.toContain(
      "pronoun-their",
    );
    expect(failed(plan(["Papa came. Mia helped two little ducks find their mother. It was warm. The sun was out. The birds sang."]))).not.toContain(
      "pronoun-their",
    );
    expect(failed(plan(["Papa came. Mia put on their coat. It was warm. The sun was out. The birds sang. Toast."]))).toContain("pronoun-their");
  });
});
