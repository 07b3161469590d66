/** The content modules state the plan they are given (src/contracts/plan.ts), and the catalog's facts. */
import { describe, expect, it } from "vitest";
import type { PlanFacts } from "../contracts/plan";
import { numberWord, orList } from "../format";
import { AGE_BANDS, AGE_RANGE, BEHAVIORS } from "../contracts/catalog";
import { faqCategories } from "./faq";
import { GUIDE_PAGE } from "./guide";
import { aboutCopy, homeCopy } from "./home";
import { LEGAL_SLUGS, legalDocument, termsOfService } from "./legal";
import { META_ROUTES, pageMetas } from "./meta";
import { MINIMUM_AGE } from "./site";
import { supportTabs } from "./support";

/** Every string inside a value. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}
const text = (value: unknown) => strings(value).join("\n");

const PLANS: PlanFacts[] = [
  { freeStories: 3, period: "month" },
  { freeStories: 1, period: "month" },
  { freeStories: 5, period: "lifetime" },
  { freeStories: 1, period: "lifetime" },
  { freeStories: 25, period: "month" },
];
/** Everything that quotes the plan, for one plan. */
const planCopy = (plan: PlanFacts) => ({
  faq: faqCategories(plan),
  support: supportTabs(plan),
  home: homeCopy(plan),
  about: aboutCopy(plan),
  legal: LEGAL_SLUGS.map((s) => legalDocument(s, 2026, plan)),
  meta: pageMetas(plan),
});

describe("copy that states the plan", () => {
  it.each(PLANS.map((p) => [`${p.freeStories} (${p.period})`, p] as const))("%s: states that number, with that period, nowhere another", (_name, plan) => {
    const all = text(planCopy(plan));
    const n = plan.freeStories;
    const other = [3, 1, 5, 25].filter((x) => x !== n);
    for (const x of other) expect(all, `says ${x}`).not.toMatch(new RegExp(`\\b${x} (?:free |personalized )?stor(?:y|ies)\\b`));
    if (n === 1) expect(all).not.toMatch(/\b1 (?:free )?stories\b/);
    if (plan.period === "month") {
      expect(all).toContain(`${n} free ${n === 1 ? "story" : "stories"} a month`);
      expect(all).toContain("at the start of each calendar month");
      expect(all).not.toMatch(/in total|one-time allowance/);
    } else {
      expect(all).toContain(`${n} ${n === 1 ? "story" : "stories"} in total`);
      expect(all).toContain("one-time allowance");
      expect(all).not.toMatch(/\b(?:a|per|this|every|each|the) (?:calendar )?month\b|monthly|renews? at/i);
    }
  });

  it.each(PLANS.map((p) => [`${p.freeStories} (${p.period})`, p] as const))("%s: every page description stays 50-170 characters", (_name, plan) => {
    const meta = pageMetas(plan);
    for (const route of META_ROUTES) {
      expect(meta[route].description.length, route).toBeGreaterThanOrEqual(50);
      expect(meta[route].description.length, route).toBeLessThanOrEqual(170);
    }
  });

  it("the Terms say what the plan gives", () => {
    expect(text(termsOfService({ freeStories: 3, period: "month" }))).toContain("The free plan includes 3 stories per month. Premium costs $29 per year");
    expect(text(termsOfService({ freeStories: 5, period: "lifetime" }))).toContain(
      "The free plan includes 5 stories in total, a one-time allowance that doesn't renew. Premium costs $29 per year",
    );
  });
});

describe("catalog facts in copy", () => {
  it("the age range, age bands, behavior count and minimum age come from their definitions", () => {
    expect(AGE_RANGE).toEqual({ min: 2, max: 10, label: "2-10" });
    expect(BEHAVIORS).toHaveLength(20);
    const all = text(planCopy({ freeStories: 3, period: "month" })) + text(GUIDE_PAGE);
    expect(all).toContain(`aged ${AGE_RANGE.label}`);
    expect(all).toContain(`one of ${numberWord(AGE_BANDS.length)} age ranges (${orList(AGE_BANDS)} years)`);
    expect(all).toContain(`${BEHAVIORS.length} common behaviors`);
    expect(all).toContain(`${BEHAVIORS.length} everyday behaviors`);
    expect(all).toContain(`covers the ${BEHAVIORS.length} behaviors`);
    expect(all).toContain(`under ${MINIMUM_AGE}`);
    expect(all).not.toMatch(/under (?!13\b)\d+/);
  });

  it("numberWord and orList", () => {
    expect([1, 3, 4, 5, 12, 13, 20].map(numberWord)).toEqual(["one", "three", "four", "five", "twelve", "13", "20"]);
    expect(orList(["a"])).toBe("a");
    expect(orList(["a", "b"])).toBe("a or b");
    expect(orList(["2-3", "4-5", "6-7", "8-10"])).toBe("2-3, 4-5, 6-7 or 8-10");
  });
});
