import { describe, expect, it } from "vitest";
import { createTestContext, createUser } from "../../tests/helpers/app";
import { commitGeneration, isPremium, premiumSql, refundGeneration, reserveGeneration, subscriptionStatus } from "./quota";
import { SUBSCRIPTION_STATUSES } from "../contracts/subscription";
import { users as usersTable } from "../../db/schema";
import { HttpError } from "../http/errors";

describe("free-story quota", () => {
  it("lets 20 concurrent reservations from a free user with 3 left take exactly 3", async () => {
    const t = await createTestContext();
    const user = await createUser(t.deps);
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => reserveGeneration(t.deps, user)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(3);
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(rejected).toHaveLength(17);
    for (const r of rejected) expect((r.reason as HttpError).status).toBe(402);
  });

  it("gives a refunded reservation back, and a monthly quota renews next month", async () => {
    const t = await createTestContext();
    const user = await createUser(t.deps);
    const a = await reserveGeneration(t.deps, user);
    await reserveGeneration(t.deps, user);
    await reserveGeneration(t.deps, user);
    await expect(reserveGeneration(t.deps, user)).rejects.toMatchObject({ status: 402 });
    await refundGeneration(t.deps, a);
    expect((await subscriptionStatus(t.deps, user)).freeStoriesRemaining).toBe(1);
    await reserveGeneration(t.deps, user);
    const full = await subscriptionStatus(t.deps, user);
    expect(full.canGenerateStory).toBe(false);
    expect(full.limitReason).toContain("free stories");
    t.setNow(new Date("2026-12-01T00:00:01Z"));
    expect((await subscriptionStatus(t.deps, user)).freeStoriesRemaining).toBe(3);
  });

  it("counts lifetime when FREE_STORY_PERIOD=lifetime", async () => {
    const t = await createTestContext({ FREE_STORY_PERIOD: "lifetime", FREE_STORIES: "1" });
    const user = await createUser(t.deps);
    await reserveGeneration(t.deps, user);
    t.setNow(new Date("2027-03-01T00:00:00Z"));
    await expect(reserveGeneration(t.deps, user)).rejects.toMatchObject({ status: 402 });
  });

  it("is unlimited for an active subscriber until the subscription expires", async () => {
    const t = await createTestContext();
    const user = await createUser(t.deps, { subscriptionStatus: "cancelled", subscriptionExpiresAt: new Date("2026-12-15T00:00:00Z") });
    for (let i = 0; i < 5; i++) await reserveGeneration(t.deps, user);
    expect((await subscriptionStatus(t.deps, user)).isSubscribed).toBe(true);
    t.setNow(new Date("2026-12-16T00:00:00Z"));
    const s = await subscriptionStatus(t.deps, user);
    expect(s.isSubscribed).toBe(false);
    expect(s.freeStoriesRemaining).toBe(3);
  });

  it("counts a committed story in storiesGenerated", async () => {
    const t = await createTestContext();
    const user = await createUser(t.deps);
    const g = await reserveGeneration(t.deps, user);
    await commitGeneration(t.deps, g, user.id, 1);
    const { users } = await import("../../db/schema");
    const { eq } = await import("drizzle-orm");
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, user.id));
    expect((await subscriptionStatus(t.deps, row!)).storiesGenerated).toBe(1);
  });
});

describe("is premium", () => {
  it("is the same in SQL (premiumSql) and in TypeScript (isPremium) for every status and expiry", async () => {
    const t = await createTestContext();
    const now = t.deps.now();
    const expiries = { expired: new Date(now.getTime() - 1), "expires now": now, "not expired": new Date(now.getTime() + 86_400_000), "no expiry": null };
    const expected: Record<string, boolean> = {};
    for (const status of SUBSCRIPTION_STATUSES) {
      for (const [label, expiresAt] of Object.entries(expiries)) {
        const user = await createUser(t.deps, { subscriptionStatus: status, subscriptionExpiresAt: expiresAt });
        expected[user.id] = isPremium(user, now);
        expect(`${status}, ${label}: ${expected[user.id]}`).toBe(
          `${status}, ${label}: ${status === "free" ? false : label === "not expired" || (label === "no expiry" && status === "active")}`,
        );
      }
    }
    const premiumInSql = await t.deps.db.select({ id: usersTable.id }).from(usersTable).where(premiumSql(now));
    expect(premiumInSql.map((r) => r.id).sort()).toEqual(
      Object.keys(expected)
        .filter((id) => expected[id])
        .sort(),
    );
    // The quota's reservation uses the same fragment: premium users past the free limit still reserve.
    for (const id of Object.keys(expected)) {
      const { eq } = await import("drizzle-orm");
      const [user] = await t.deps.db.select().from(usersTable).where(eq(usersTable.id, id));
      const reserved = await Promise.allSettled(Array.from({ length: t.deps.env.FREE_STORIES + 1 }, () => reserveGeneration(t.deps, user!)));
      expect(reserved.every((r) => r.status === "fulfilled")).toBe(expected[id]);
    }
  });
});
