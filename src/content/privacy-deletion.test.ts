import { describe, expect, it } from "vitest";
import { PRIVACY_POLICY } from "./legal";

const strings = (v: unknown): string[] =>
  typeof v === "string" ? [v] : Array.isArray(v) ? v.flatMap(strings) : v && typeof v === "object" ? Object.values(v).flatMap(strings) : [];

describe("the privacy policy on account deletion", () => {
  const retention = PRIVACY_POLICY.sections.find((s) => s.heading === "How long we keep it")!;
  const said = strings(retention).join("\n");

  it("lists what deleting an account removes, as src/auth/users.ts deleteAccount does", () => {
    for (const fact of [
      "sign-in details",
      "stories and coloring pages",
      "saved children and their daily check-ins",
      "story-generation records",
      "signs you out everywhere",
      "checkout",
      "contact-form messages",
      "newsletter",
    ]) {
      expect(said).toContain(fact);
    }
  });

  it("says what is deliberately kept after deletion, and why", () => {
    expect(said).toMatch(/not verified[^.]*(contact-form messages|newsletter)/);
    expect(said).toMatch(/administrators[^.]*internal ID/);
    expect(said).toMatch(/SendFox[^.]*unsubscribe/);
  });
});
