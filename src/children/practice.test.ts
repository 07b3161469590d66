import { describe, expect, it } from "vitest";
import { practiceName, practiceOffer } from "./practice";
import { addDays } from "./dates";
import type { CheckInOutcome } from "../contracts/practice";

const last = "2026-11-26";
const week = (outcomes: (CheckInOutcome | null)[], planName = "the Sleepy Wind-Down") =>
  outcomes.flatMap((outcome, i) => (outcome ? [{ day: addDays(last, i - outcomes.length + 1), outcome, planName }] : []));
const plan = { planName: "the Sleepy Wind-Down" };

describe("what the check-ins suggest next", () => {
  it("after hard evenings, a practice story; after good ones, a you-did-it story and the next behavior", () => {
    expect(practiceOffer(plan, week(["hard", "not", "hard", "used"]), last)).toEqual({ kind: "practice", days: 3 });
    expect(practiceOffer(plan, week(["used", "used", "hard", "used", "used", "used"]), last)).toEqual({ kind: "you-did-it", days: 5 });
    // The next behavior builds on the one practiced; after a custom situation the parent picks.
    expect(practiceOffer({ ...plan, behavior: "tantrums" }, week(["used", "used", "used", "used", "used"]), last)).toEqual({
      kind: "you-did-it",
      days: 5,
      nextBehavior: "patience",
    });
    expect(practiceOffer({ ...plan, behavior: "custom" }, week(["used", "used", "used", "used", "used"]), last)).toEqual({ kind: "you-did-it", days: 5 });
  });

  it("says nothing with too few check-ins, a mixed week, another plan's days or no plan", () => {
    expect(practiceOffer(plan, week(["hard", "hard"]), last)).toBeNull();
    expect(practiceOffer(plan, week(["used", "hard", "used", "not", "used"]), last)).toBeNull();
    expect(practiceOffer(plan, week(["not", "not", "not", "hard"]), last)).toBeNull(); // mostly not tried: no story offered for that
    expect(practiceOffer(plan, week(["hard", "hard", "hard"], "the Calm Corner"), last)).toBeNull();
    expect(practiceOffer(null, week(["hard", "hard", "hard"]), last)).toBeNull();
    // Older than a week does not count.
    expect(practiceOffer(plan, week(["hard", "hard", "hard", null, null, null, null, null]), last)).toBeNull();
  });

  it("names the plan as a sentence reads it", () => {
    expect(practiceName("the sleepy Wind-Down")).toBe("the Sleepy Wind-Down");
    expect(practiceName("Turtle Breaths")).toBe("Turtle Breaths");
  });
});
