import { describe, expect, it } from "vitest";
import { composeStory } from "../index";

const RESTAURANT =
  "at restaurants he wont sit in his chair, crawls under the table and screams when the food takes to long. last time he threw the salt shaker and the waiter had to pick it up";
const DINNER = "every night at dinner he slides off his chair and wanders round the table, wont eat unless i chase him w/ the spoon. hes 4 and i'm exhausted";

const tell = (customBehavior: string, seed = 1, childAge: "2-3" | "4-5" | "6-7" | "8-10" = "4-5") =>
  composeStory({ childName: "Theo", childAge, behavior: "custom", customBehavior, theme: "animals", pronouns: "he", grownUpName: "Dad", seed });

describe("issue 22: a meal the child won't stay at gets the mealtime frame, with every clause the parent wrote", () => {
  it("the restaurant: the problem scene tells all four doings in the parent's order, the waiter is in it, the plan is for waiting", () => {
    for (const seed of [1, 2, 3]) {
      const { plan } = tell(RESTAURANT, seed);
      const problem = plan.scenes.find((s) => s.beat === "problem")!.text;
      const order = [/wouldn't sit in his chair/, /crawled under the table and screamed/, /threw the salt shaker/, /waiter had to come and pick it up/].map(
        (re) => problem.search(re),
      );
      expect(
        order.every((i) => i >= 0),
        problem,
      ).toBe(true);
      expect([...order].sort((a, b) => a - b)).toEqual(order);
      const text = plan.scenes.map((s) => s.text).join("\n");
      expect(text).toMatch(/Is the food coming soon\?/);
      expect(text).not.toMatch(/big wish to refuse/);
      const success = plan.scenes.find((s) => s.beat === "success")!.text;
      expect(success).toMatch(/No throwing the salt shaker/);
    }
  });
  it("dinner at home: feet under the table, a table job, 'All done! May I get down?' — no running-off story, nobody made to eat", () => {
    const { plan } = tell(DINNER);
    const text = plan.scenes.map((s) => s.text).join("\n");
    expect(plan.scenes.find((s) => s.beat === "problem")!.text).toMatch(/slid off his chair and wandered round the table/);
    expect(plan.scenes.find((s) => s.beat === "problem")!.place).toBe("kitchen");
    expect(text).toMatch(/feet under the table/);
    expect(text).toMatch(/All done! May I get down\?/);
    expect(text).not.toMatch(/leave for home|swings|Freeze/i);
    expect(text).not.toMatch(/eat it all|finish your plate|one more bite/i);
  });
  it("every age band tells it at the table (feet under the table)", () => {
    for (const childAge of ["2-3", "4-5", "6-7", "8-10"] as const)
      for (const text of [RESTAURANT, DINNER]) {
        const { plan } = tell(text, 1, childAge);
        expect(
          plan.scenes.some((s) => /feet under the table/i.test(s.text)),
          `${childAge}: ${text}`,
        ).toBe(true);
      }
  });
});
