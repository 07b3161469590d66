import { describe, expect, it } from "vitest";
import { composeStory } from "../index";
import { understandSituation } from "./understand";

/**
 * Issue 22: food thrown, tipped or dropped at the table is a table-manners story (the yes way: say
 * "All done" and give the plate to the grown-up), never "Theo the Food Detective": nothing in these
 * messages says the food is new or refused. The story keeps the floor, the thrown thing and the laugh.
 */
const THROWN: Array<[string, RegExp]> = [
  ["He throws his food on the floor at dinner and laughs when I say stop", /threw his food on the floor and laughed/],
  ["she chucks her dinner on the floor and laughs when I say stop", /chucked his dinner onto the floor and laughed/],
  ["throws food on the floor at dinner and laughs", /threw food on the floor and laughed/],
  ["She tips her bowl of yoghurt onto the floor at breakfast", /tipped his bowl of yoghurt on the floor/],
  ["He throws peas off his high chair at lunch and giggles", /threw peas off his high chair and giggled/],
  ["drops his food on the floor for the dog at dinner", /dropped his food onto the floor for the dog/],
  ["She keeps throwing her plate on the floor at dinner", /throwing his plate onto the floor/],
  ["He chucks his pasta across the table at dinner and thinks it's funny", /chucked his pasta across the table and thought it was funny/],
  ["tips his plate upside down on the floor at lunch", /tipped his plate upside down onto the floor/],
  ["She throws her spoon and her food from the high chair at breakfast", /threw his spoon and his food off the high chair/],
];
/** True new-food messages: they stay the food-detective story. */
const NEW_FOOD = ["won't eat anything green", "refuses to try new foods", "only eats pasta", "gags at vegetables"];

const tell = (customBehavior: string) =>
  composeStory({ childName: "Theo", childAge: "4-5", behavior: "custom", customBehavior, theme: "animals", pronouns: "he", grownUpName: "Dad", seed: 12 });

describe("issue 22: throwing food at a meal is a table story, not trying a new food", () => {
  for (const [message, told] of THROWN) {
    it(message, () => {
      expect(understandSituation(message, "Theo").frame).toBe("not-allowed");
      const { plan } = tell(message);
      const text = plan.scenes.map((s) => s.text).join("\n");
      const problem = plan.scenes.find((s) => s.beat === "problem")!.text;
      // The parent's doing, whole: the thrown thing and where it went (never "…his plate on." or "…tipped his upside down").
      expect(problem, problem).toMatch(told);
      expect(problem).toMatch(/floor|table|high chair/);
      expect(text).toMatch(/All done/);
      expect(text).not.toMatch(/Food Detective|Look, Sniff|Tiny Taste|try some|new food/i);
    });
  }
  it("'laughs when I say stop': the laugh answers the stop; the food is not thrown 'when Dad said stop'", () => {
    for (const message of THROWN.slice(0, 2).map(([m]) => m)) {
      const text = tell(message)
        .plan.scenes.map((s) => s.text)
        .join("\n");
      expect(text).toMatch(/When Dad said stop, Theo laughed/);
      expect(text).not.toMatch(/when Dad said stop, Theo (?:threw|chucked)/i);
    }
  });
  for (const message of NEW_FOOD)
    it(`stays a new-food story: ${message}`, () => {
      expect(understandSituation(message, "Theo").frame).toBe("new-food");
      expect(
        tell(message)
          .plan.scenes.map((s) => s.text)
          .join("\n"),
      ).toMatch(/Look, Sniff, Tiny Taste/);
    });
  it("a tantrum at dinner or a fit about broccoli is not food thrown; food thrown at a sister is hurting", () => {
    expect(understandSituation("throws a fit when I serve broccoli", "Theo").frame).toBe("new-food");
    expect(understandSituation("throws a tantrum at dinner when he has to eat peas", "Theo").frame).toBe("new-food");
    // Food thrown at somebody is still gentle hands.
    expect(understandSituation("throws food at his sister at dinner", "Theo").frame).toBe("hurting");
  });
});
