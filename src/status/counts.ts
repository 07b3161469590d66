import { count, eq, sql } from "drizzle-orm";
import type { Deps } from "../deps";
import { settings, stories, users } from "../../db/schema";

/** Record when this installation first served a request (content that lives in the database). */
export async function installedSince(deps: Deps): Promise<Date> {
  const now = deps.now().toISOString();
  await deps.db.insert(settings).values({ key: "installed_at", value: now }).onConflictDoNothing();
  const row = await deps.db.select({ value: settings.value }).from(settings).where(eq(settings.key, "installed_at"));
  return new Date(row[0]?.value ?? now);
}

/** What the operator status page shows: since when the database serves, and how many accounts and stories it holds. */
export async function serviceStatus(deps: Deps): Promise<{ since: Date; accounts: number; stories: number }> {
  const since = await installedSince(deps);
  const [u] = await deps.db.select({ n: count() }).from(users);
  const [s] = await deps.db.select({ n: count() }).from(stories);
  return { since, accounts: u?.n ?? 0, stories: s?.n ?? 0 };
}

/** Liveness: the database answers a read (no write per ping). */
export async function databaseAnswers(deps: Deps): Promise<void> {
  await deps.db.run(sql`select 1`);
}
