import { describe, expect, it } from "vitest";
import { parseEnv } from "../env";
import {
  DEFAULT_LIMIT_REASON,
  freeAllowance,
  freeRenewal,
  freeStoriesLeftMessage,
  limitReachedMessage,
  planFacts,
  PREMIUM_PRICE,
  PREMIUM_PRICE_USD,
  storiesCount,
  storyAllowance,
  type PlanFacts,
} from "./plan";
import { PREMIUM_PLAN } from "../billing/plan";

const DEFAULT: PlanFacts = { freeStories: 3, period: "month" };
const ONE_A_MONTH: PlanFacts = { freeStories: 1, period: "month" };
const FIVE_IN_ALL: PlanFacts = { freeStories: 5, period: "lifetime" };
const ONE_IN_ALL: PlanFacts = { freeStories: 1, period: "lifetime" };

describe("the plan's facts", () => {
  it("come from configuration, 3 a month by default", () => {
    expect(planFacts(parseEnv({}))).toEqual(DEFAULT);
    expect(planFacts(parseEnv({ FREE_STORIES: "5", FREE_STORY_PERIOD: "lifetime" }))).toEqual(FIVE_IN_ALL);
  });

  it("price the premium plan once: checkout charges what the pages quote", () => {
    expect(PREMIUM_PRICE).toEqual({ amount: "$29", perYear: "$29 per year", aYear: "$29 a year", slashYear: "$29/year" });
    expect(PREMIUM_PLAN.unitAmount).toBe(PREMIUM_PRICE_USD * 100);
    expect(PREMIUM_PLAN.priceLabel).toBe(PREMIUM_PRICE.perYear);
  });
});

describe("plan phrases", () => {
  it("count stories, singular for one", () => {
    expect(storiesCount(3)).toBe("3 stories");
    expect(storiesCount(1)).toBe("1 story");
    expect(storiesCount(0, "free")).toBe("0 free stories");
    expect(storiesCount(1, "free")).toBe("1 free story");
    expect(storiesCount(12, "personalized")).toBe("12 personalized stories");
  });

  it("freeAllowance: free stories a month, or just the free stories when they are a one-time allowance", () => {
    expect(freeAllowance(DEFAULT)).toBe("3 free stories a month");
    expect(freeAllowance(DEFAULT, "per")).toBe("3 free stories per month");
    expect(freeAllowance(ONE_A_MONTH)).toBe("1 free story a month");
    expect(freeAllowance(FIVE_IN_ALL)).toBe("5 free stories");
    expect(freeAllowance(FIVE_IN_ALL, "per")).toBe("5 free stories");
    expect(freeAllowance(ONE_IN_ALL)).toBe("1 free story");
  });

  it("storyAllowance: stories a month, or in total", () => {
    expect(storyAllowance(DEFAULT)).toBe("3 stories a month");
    expect(storyAllowance(DEFAULT, "per")).toBe("3 stories per month");
    expect(storyAllowance(DEFAULT, "every", "personalized")).toBe("3 personalized stories every month");
    expect(storyAllowance(ONE_A_MONTH, "per")).toBe("1 story per month");
    expect(storyAllowance(FIVE_IN_ALL)).toBe("5 stories in total");
    expect(storyAllowance(FIVE_IN_ALL, "every", "personalized")).toBe("5 personalized stories in total");
    expect(storyAllowance(ONE_IN_ALL)).toBe("1 story in total");
  });

  it("freeRenewal: renews each calendar month, or is a one-time allowance", () => {
    expect(freeRenewal(DEFAULT)).toBe("Your free stories renew at the start of each calendar month");
    expect(freeRenewal(ONE_A_MONTH)).toBe("Your free story renews at the start of each calendar month");
    expect(freeRenewal(FIVE_IN_ALL)).toBe("Your free stories are a one-time allowance and don't renew");
    expect(freeRenewal(ONE_IN_ALL)).toBe("Your free story is a one-time allowance and doesn't renew");
  });
});

describe("the quota's messages", () => {
  it("at the limit: how many and when they renew (monthly), the spec's sentence (one-time)", () => {
    expect(limitReachedMessage(DEFAULT, "December 1")).toBe(
      "You've used all 3 of your free stories this month. Subscribe for unlimited stories, or create more when your free stories renew on December 1.",
    );
    expect(limitReachedMessage(ONE_A_MONTH, "December 1")).toBe(
      "You've used your free story this month. Subscribe for unlimited stories, or create another when your free story renews on December 1.",
    );
    expect(limitReachedMessage(FIVE_IN_ALL, "December 1")).toBe(DEFAULT_LIMIT_REASON);
    expect(DEFAULT_LIMIT_REASON).toBe(
      "You've used all your free story generations. Subscribe to continue creating personalized behavior stories for your child.",
    );
  });

  it("with stories left: how many of how many, this month only when monthly", () => {
    expect(freeStoriesLeftMessage(DEFAULT, 2)).toBe("You have 2 of 3 free stories left this month. Subscribe for unlimited stories and premium support."); // issue 26 (changed by design): coloring pages come with every plan
    expect(freeStoriesLeftMessage(ONE_A_MONTH, 1)).toBe("You have 1 of 1 free story left this month. Subscribe for unlimited stories and premium support."); // issue 26 (changed by design): coloring pages come with every plan
    expect(freeStoriesLeftMessage(FIVE_IN_ALL, 4)).toBe("You have 4 of 5 free stories left. Subscribe for unlimited stories and premium support."); // issue 26 (changed by design): coloring pages come with every plan
  });
});
