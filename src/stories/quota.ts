import { and, count, eq, gt, inArray, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import { generations, users, type User } from "../../db/schema";
import type { Deps } from "../deps";
import type { Database } from "../../db/client";
import { HttpError } from "../http/errors";
import { DEFAULT_LIMIT_REASON, freeStoriesLeftMessage, limitReachedMessage, planFacts } from "../contracts/plan";
import type { SubscriptionStatus } from "../contracts/subscription";

/** The status's shape is the contract's (src/contracts/subscription.ts); re-exported for the routes. */

/**
 * The free-story quota. Free users get FREE_STORIES per FREE_STORY_PERIOD ("month": calendar month in
 * UTC, or "lifetime"); premium users (active or cancelled-but-paid-up, not expired) are unlimited.
 * A generation is reserved by ONE guarded INSERT (no read-then-write), committed when the story is
 * saved and refunded when generation fails. Deleting a story gives nothing back. Its messages are the
 * plan's (src/contracts/plan.ts).
 */

export function quotaPeriod(deps: Deps): string {
  if (deps.env.FREE_STORY_PERIOD === "lifetime") return "lifetime";
  return deps.now().toISOString().slice(0, 7);
}

/**
 * "Is premium", written once in each language (src/stories/quota.test.ts checks that the two agree):
 * a subscription that is active or cancelled-but-paid-up grants premium until it expires; an active
 * one without an expiry date grants it for good, a cancelled one without a date does not.
 */
export function isPremium(user: Pick<User, "subscriptionStatus" | "subscriptionExpiresAt">, now: Date): boolean {
  if (user.subscriptionStatus !== "active" && user.subscriptionStatus !== "cancelled") return false;
  if (!user.subscriptionExpiresAt) return user.subscriptionStatus === "active";
  return user.subscriptionExpiresAt.getTime() > now.getTime();
}

/** `isPremium` as a condition on the `users` table (for WHERE clauses: the quota's reservation, the admin's stats). */
export function premiumSql(now: Date): SQL {
  return and(
    inArray(users.subscriptionStatus, ["active", "cancelled"]),
    or(gt(users.subscriptionExpiresAt, now), and(isNull(users.subscriptionExpiresAt), eq(users.subscriptionStatus, "active"))),
  )!;
}

function nextMonthStart(now: Date): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return d.toLocaleDateString("en-US", { month: "long", day: "numeric", timeZone: "UTC" });
}

/** This count runs on every signed-in story form: built and prepared once per database. */
function prepareUsedCount(db: Database) {
  return db
    .select({ n: count() })
    .from(generations)
    .where(and(eq(generations.userId, sql.placeholder("userId")), eq(generations.period, sql.placeholder("period")), ne(generations.status, "refunded")))
    .prepare();
}
const usedCounts = new WeakMap<Database, ReturnType<typeof prepareUsedCount>>();

export async function usedThisPeriod(deps: Deps, userId: string): Promise<number> {
  let used = usedCounts.get(deps.db);
  if (!used) usedCounts.set(deps.db, (used = prepareUsedCount(deps.db)));
  const [row] = await used.all({ userId, period: quotaPeriod(deps) });
  return row?.n ?? 0;
}

export async function subscriptionStatus(deps: Deps, user: User): Promise<SubscriptionStatus> {
  const now = deps.now();
  const plan = planFacts(deps.env);
  const limit = plan.freeStories;
  const premium = isPremium(user, now);
  const used = await usedThisPeriod(deps, user.id);
  const remaining = premium ? limit : Math.max(0, limit - used);
  const canGenerateStory = premium || remaining > 0;
  const limitReason = canGenerateStory ? null : limitReachedMessage(plan, nextMonthStart(now));
  const message = premium
    ? "You have unlimited stories with your premium subscription."
    : canGenerateStory
      ? freeStoriesLeftMessage(plan, remaining)
      : limitReason!;
  return {
    isSubscribed: premium,
    subscriptionStatus: user.subscriptionStatus,
    subscriptionExpiresAt: user.subscriptionExpiresAt ? user.subscriptionExpiresAt.toISOString() : null,
    storiesGenerated: user.storiesGenerated,
    canGenerateStory,
    limitReason,
    freeStoriesRemaining: remaining,
    freeStoriesLimit: limit,
    period: plan.period,
    message,
  };
}

/**
 * Reserve one generation, atomically: the INSERT only happens when the user is premium or has used
 * fewer than the limit in this period. Throws 402 'subscription_required' when over quota.
 */
export async function reserveGeneration(deps: Deps, user: User): Promise<number> {
  const period = quotaPeriod(deps);
  const now = deps.now();
  const rows = await deps.db.all<{ id: number }>(sql`
    insert into generations (user_id, period, status, lease_until)
    select ${user.id}, ${period}, 'reserved', ${now.getTime() + GENERATION_LEASE.ms}
    where exists (
      select 1 from ${users} where ${users.id} = ${user.id} and (
        ${premiumSql(now)}
        or (select count(*) from generations g
              where g.user_id = ${user.id} and g.period = ${period} and g.status != 'refunded') < ${deps.env.FREE_STORIES}
      )
    )
    returning id`);
  const id = rows[0]?.id;
  if (id === undefined) {
    const status = await subscriptionStatus(deps, user);
    throw new HttpError(402, "subscription_required", status.limitReason ?? DEFAULT_LIMIT_REASON, undefined, { status });
  }
  return id;
}

/**
 * A reservation is held for as long as its generation is alive: the generation renews the lease every
 * `renewMs`; when the process dies the lease runs out and maintenance gives the story back.
 */
export const GENERATION_LEASE = { ms: 90_000, renewMs: 30_000 } as const;

export async function renewGenerationLease(deps: Deps, generationId: number): Promise<void> {
  await deps.db
    .update(generations)
    .set({ leaseUntil: new Date(deps.now().getTime() + GENERATION_LEASE.ms) })
    .where(and(eq(generations.id, generationId), eq(generations.status, "reserved")));
}

/**
 * The story row exists (its files are being written): a crash from here on removes it with the
 * reservation. False when the reservation is no longer held (cancelled: the account is being deleted).
 */
export async function attachStoryToGeneration(deps: Deps, generationId: number, storyId: number): Promise<boolean> {
  const rows = await deps.db
    .update(generations)
    .set({ storyId })
    .where(and(eq(generations.id, generationId), eq(generations.status, "reserved")))
    .returning({ id: generations.id });
  return rows.length > 0;
}

/**
 * The story and all its files are written: the generation counts, and the user's storiesGenerated
 * goes up by one. This is the last gate: false when the reservation was cancelled meanwhile (the
 * account was deleted) — the caller then removes everything it wrote.
 */
export async function commitGeneration(deps: Deps, generationId: number, userId: string, storyId: number): Promise<boolean> {
  const rows = await deps.db
    .update(generations)
    .set({ status: "committed", storyId })
    .where(and(eq(generations.id, generationId), eq(generations.status, "reserved")))
    .returning({ id: generations.id });
  if (!rows.length) return false;
  await deps.db
    .update(users)
    .set({ storiesGenerated: sql`${users.storiesGenerated} + 1`, updatedAt: deps.now() })
    .where(eq(users.id, userId));
  return true;
}

/** Generation failed: give the reservation back. False when it was no longer held (cancelled, or given back already). */
export async function refundGeneration(deps: Deps, generationId: number): Promise<boolean> {
  const rows = await deps.db
    .update(generations)
    .set({ status: "refunded" })
    .where(and(eq(generations.id, generationId), eq(generations.status, "reserved")))
    .returning({ id: generations.id });
  return rows.length > 0;
}

/**
 * The account is being deleted: every generation it has running loses its reservation, so each one
 * stops at its next gate (attach, commit) and removes what it wrote (src/stories/create.ts).
 */
export async function cancelGenerations(deps: Deps, userId: string): Promise<void> {
  await deps.db
    .update(generations)
    .set({ status: "refunded" })
    .where(and(eq(generations.userId, userId), eq(generations.status, "reserved")));
}
