import { describe, expect, it } from "vitest";
import { composeStory } from "./index";

describe("a child who hurt someone says sorry", () => {
  it("the block-tower push: 'Sorry I pushed you' to the baby before the success, once", () => {
    const out = composeStory({
      childName: "Theo",
      childAge: "4-5",
      behavior: "siblings",
      theme: "fantasy",
      pronouns: "he",
      grownUpName: "Gran",
      seed: 1604,
    } as never);
    const problem = out.plan.scenes.find((s) => s.beat === "problem")?.text ?? "";
    const success = out.plan.scenes.find((s) => s.beat === "success")?.text ?? "";
    expect(problem).toMatch(/gave Bo a push/);
    expect(success).toMatch(/^But first, Theo went to Bo\. "Sorry I pushed you,"/);
    expect(
      out.plan.scenes
        .map((s) => s.text)
        .join(" ")
        .match(/\bsorry\b/gi),
    ).toHaveLength(1);
  });
});
