/**
 * The plan, defined once. Browser-safe: imported by the quota, billing, routes, content modules,
 * islands and tests.
 *
 * The free allowance comes from configuration (FREE_STORIES, FREE_STORY_PERIOD in src/env.ts): the
 * server reads it with `planFacts(env)` and hands the facts to the copy that states them (page
 * content as functions of `PlanFacts`, islands through their JSON props). The premium price is a
 * constant: checkout charges it and every page quotes it from here.
 */
// ---- the free allowance -----------------------------------------------------------------------

/** "month": a calendar month in UTC, renewing on the 1st; "lifetime": a one-time allowance. */
export const FREE_STORY_PERIODS = ["month", "lifetime"] as const;
export type FreeStoryPeriod = (typeof FREE_STORY_PERIODS)[number];

/** What the free plan gives, as configured. Plain JSON, so islands can take it as a prop. */
export interface PlanFacts {
  freeStories: number;
  period: FreeStoryPeriod;
}

/** The facts from the configuration (src/env.ts parses FREE_STORIES and FREE_STORY_PERIOD). */
export function planFacts(env: { FREE_STORIES: number; FREE_STORY_PERIOD: FreeStoryPeriod }): PlanFacts {
  return { freeStories: env.FREE_STORIES, period: env.FREE_STORY_PERIOD };
}

// ---- the premium price ------------------------------------------------------------------------

export const PREMIUM_PRICE_USD = 29;

/** The price as copy quotes it. */
export const PREMIUM_PRICE = {
  /** "$29": the subscription card's badge, the demo checkout's button. */
  amount: `$${PREMIUM_PRICE_USD}`,
  /** "$29 per year" */
  perYear: `$${PREMIUM_PRICE_USD} per year`,
  /** "$29 a year" */
  aYear: `$${PREMIUM_PRICE_USD} a year`,
  /** "$29/year" */
  slashYear: `$${PREMIUM_PRICE_USD}/year`,
} as const;

// ---- phrases ----------------------------------------------------------------------------------

/** "3 stories", "1 story"; with an adjective, "3 free stories", "1 free story". */
export function storiesCount(n: number, adjective?: string): string {
  return `${n} ${adjective ? `${adjective} ` : ""}${n === 1 ? "story" : "stories"}`;
}

/** How a monthly allowance is said: "a month", "per month", "every month". */
export type MonthWord = "a" | "per" | "every";

/**
 * The free stories with their period, where "free" already says what they are: "3 free stories a
 * month", "1 free story per month" (`per`), or "5 free stories" when they are a one-time allowance.
 */
export function freeAllowance(f: PlanFacts, per: MonthWord = "a"): string {
  return `${storiesCount(f.freeStories, "free")}${f.period === "month" ? ` ${per} month` : ""}`;
}

/**
 * The number of stories a free account includes: "3 stories a month", "3 personalized stories every
 * month", or "5 stories in total" when they are a one-time allowance.
 */
export function storyAllowance(f: PlanFacts, per: MonthWord = "a", adjective?: string): string {
  return `${storiesCount(f.freeStories, adjective)}${f.period === "month" ? ` ${per} month` : " in total"}`;
}

/**
 * When the free stories come back: "Your free stories renew at the start of each calendar month", or
 * "Your free stories are a one-time allowance and don't renew" (no final stop).
 */
export function freeRenewal(f: PlanFacts): string {
  const one = f.freeStories === 1;
  const yours = one ? "Your free story" : "Your free stories";
  return f.period === "month"
    ? `${yours} ${one ? "renews" : "renew"} at the start of each calendar month`
    : `${yours} ${one ? "is a one-time allowance and doesn't renew" : "are a one-time allowance and don't renew"}`;
}

// ---- the quota's messages ---------------------------------------------------------------------

/** The spec's limit reason (section 2): free stories used up, and they don't come back. */
export const DEFAULT_LIMIT_REASON = "You've used all your free story generations. Subscribe to continue creating personalized behavior stories for your child.";

/**
 * Why a free account can't create a story now. Monthly: how many were used and the day they renew
 * (`renewsOn`, e.g. "December 1"); one-time: the spec's sentence.
 */
export function limitReachedMessage(f: PlanFacts, renewsOn: string): string {
  if (f.period !== "month" || f.freeStories < 1) return DEFAULT_LIMIT_REASON;
  return f.freeStories === 1
    ? `You've used your free story this month. Subscribe for unlimited stories, or create another when your free story renews on ${renewsOn}.`
    : `You've used all ${f.freeStories} of your free stories this month. Subscribe for unlimited stories, or create more when your free stories renew on ${renewsOn}.`;
}

/** The subscription card's message for a free account with stories left. */
export function freeStoriesLeftMessage(f: PlanFacts, remaining: number): string {
  return `${freeStoriesLeft(f, remaining)} Subscribe for unlimited stories and premium support.`;
}

/** How many free stories are left, said before they run out (the story form, issue 26): "You have 2 of 3 free stories left this month." */
export function freeStoriesLeft(f: PlanFacts, remaining: number): string {
  return `You have ${remaining} of ${storiesCount(f.freeStories, "free")} left${f.period === "month" ? " this month" : ""}.`;
}
