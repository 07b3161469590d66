import { and, count, desc, eq, gte, inArray } from "drizzle-orm";
import { premiumSql } from "../stories/quota";
import { adminAudit, contactMessages, stories, subscribers, users } from "../../db/schema";
import type { Deps } from "../deps";
import { familiesCheckingIn } from "../children/practice";
import { csvText } from "../lib/csv";
import { STATS_WINDOW_DAYS, type AdminStatsJson, type AdminUserJson, type AuditJson, type MessageJson, type SubscriberJson } from "../contracts/admin";

/**
 * The admin dashboard's read side: stats, the user list, newsletter subscribers, contact messages, audit.
 * The JSON shapes are the contract's (src/contracts/admin.ts); each result is built with `satisfies`.
 */

export async function adminStats(deps: Deps): Promise<AdminStatsJson> {
  const now = deps.now();
  const since = new Date(now.getTime() - STATS_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  const one = async (q: Promise<{ n: number }[]>) => (await q)[0]?.n ?? 0;
  const [totalUsers, totalStories, activeSubscriptions, newUsersLastWeek, storiesLastWeek, checkingIn] = await Promise.all([
    one(deps.db.select({ n: count() }).from(users)),
    one(deps.db.select({ n: count() }).from(stories)),
    // Premium now and set to renew: a cancelled plan (premium to the end of its period) is not an active subscription (issue 26).
    // "Is premium" is written once: the quota's own SQL condition.
    one(
      deps.db
        .select({ n: count() })
        .from(users)
        .where(and(premiumSql(now), eq(users.subscriptionStatus, "active"))),
    ),
    one(deps.db.select({ n: count() }).from(users).where(gte(users.createdAt, since))),
    one(deps.db.select({ n: count() }).from(stories).where(gte(stories.createdAt, since))),
    familiesCheckingIn(deps, STATS_WINDOW_DAYS),
  ]);
  return {
    totalUsers,
    totalStories,
    activeSubscriptions,
    newUsersLastWeek,
    storiesLastWeek,
    userGrowth: newUsersLastWeek,
    familiesCheckingIn: checkingIn,
  } satisfies AdminStatsJson;
}

export function adminUserRow(u: typeof users.$inferSelect, storiesInLibrary = 0): AdminUserJson {
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    subscriptionStatus: u.subscriptionStatus,
    subscriptionExpiresAt: u.subscriptionExpiresAt ? u.subscriptionExpiresAt.toISOString() : null,
    storiesGenerated: u.storiesGenerated,
    storiesInLibrary,
    name: [u.firstName, u.lastName].filter((x) => x && x.trim()).join(" ") || null,
    isAdmin: u.isAdmin,
    createdAt: u.createdAt.toISOString(),
  } satisfies AdminUserJson;
}

/** One user's stories in their library now (the Users table's Stories column). */
export async function storiesInLibrary(deps: Deps, userId: string): Promise<number> {
  const [row] = await deps.db.select({ n: count() }).from(stories).where(eq(stories.userId, userId));
  return row?.n ?? 0;
}

export async function listUsers(deps: Deps): Promise<AdminUserJson[]> {
  const [rows, counts] = await Promise.all([
    deps.db.select().from(users).orderBy(desc(users.createdAt), users.username),
    deps.db.select({ userId: stories.userId, n: count() }).from(stories).groupBy(stories.userId),
  ]);
  const inLibrary = new Map(counts.map((r) => [r.userId, r.n]));
  return rows.map((u) => adminUserRow(u, inLibrary.get(u.id) ?? 0));
}

export async function listSubscribers(deps: Deps): Promise<SubscriberJson[]> {
  const rows = await deps.db.select().from(subscribers).orderBy(desc(subscribers.createdAt), desc(subscribers.id));
  return rows.map(
    (s) =>
      ({
        id: s.id,
        email: s.email,
        name: s.name,
        source: s.source,
        downloadedPaper: s.downloadedPaper,
        createdAt: s.createdAt.toISOString(),
      }) satisfies SubscriberJson,
  );
}

export async function localSubscriberCount(deps: Deps): Promise<number> {
  const [row] = await deps.db.select({ n: count() }).from(subscribers);
  return row?.n ?? 0;
}

/** RFC 4180 CSV (src/lib/csv.ts: formula-like cells are prefixed with an apostrophe). */
export function subscribersCsv(rows: SubscriberJson[]): string {
  return csvText(
    ["email", "name", "source", "downloaded_paper", "created_at"],
    rows.map((r) => [r.email, r.name, r.source, r.downloadedPaper, r.createdAt]),
  );
}

export async function listMessages(deps: Deps, limit = 200): Promise<MessageJson[]> {
  const rows = await deps.db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)).limit(limit);
  return rows.map(
    (m) => ({ id: m.id, name: m.name, email: m.email, subject: m.subject, message: m.message, createdAt: m.createdAt.toISOString() }) satisfies MessageJson,
  );
}

export async function recentAudit(deps: Deps, limit = 10): Promise<AuditJson[]> {
  const rows = await deps.db.select().from(adminAudit).orderBy(desc(adminAudit.createdAt), desc(adminAudit.id)).limit(limit);
  const ids = [...new Set(rows.flatMap((r) => [r.adminId, r.targetUserId]).filter((x): x is string => !!x))];
  const names = new Map(
    ids.length
      ? (await deps.db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.id, ids))).map((u) => [u.id, u.username])
      : [],
  );
  return rows.map(
    (r) =>
      ({
        id: r.id,
        adminId: r.adminId,
        adminName: names.get(r.adminId) ?? null,
        action: r.action,
        targetUserId: r.targetUserId,
        targetName: r.targetUserId ? (names.get(r.targetUserId) ?? null) : null,
        detail: r.detail,
        createdAt: r.createdAt.toISOString(),
      }) satisfies AuditJson,
  );
}
