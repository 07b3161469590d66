import { sql } from "drizzle-orm";
import type { Deps } from "../deps";

/**
 * Fixed-window rate limit in the database, one atomic upsert per hit (works on every runtime and
 * across processes). Returns true when the call is allowed.
 */
export async function hitRateLimit(deps: Pick<Deps, "db" | "now">, key: string, limit: number, windowMs: number): Promise<boolean> {
  const now = deps.now().getTime();
  const expired = now - windowMs;
  const rows = await deps.db.all<{ count: number }>(sql`
    insert into rate_limits (key, count, window_start) values (${key}, 1, ${now})
    on conflict(key) do update set
      count = case when rate_limits.window_start <= ${expired} then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= ${expired} then ${now} else rate_limits.window_start end
    returning count`);
  return (rows[0]?.count ?? 1) <= limit;
}
