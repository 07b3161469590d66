/**
 * Housekeeping that keeps a crash from costing a parent anything: reservations whose generation died
 * (lease run out) are refunded and their half-saved stories removed with their files; stories left
 * without their files by an older crash go too; old rate-limit rows are purged. Node and Deno run it at
 * start-up and every 30 seconds; Workers from a cron trigger (wrangler.toml) every minute.
 */
import { and, eq, inArray, isNull, lt, or } from "drizzle-orm";
import { generations, rateLimits, stories } from "../db/schema";
import type { Deps } from "./deps";
import { storyBlobFolder } from "./contracts/story";
import { markStorySaved, storyUnsaved } from "./stories/library";
import { GENERATION_LEASE } from "./stories/quota";
import { errorText } from "./http/errors";

export const MAINTENANCE_INTERVAL_MS = 30_000;
/** Rate-limit windows are at most a day (sign-ups and free stories per client); a row whose window started a day ago counts for nothing. */
const RATE_LIMIT_ROW_TTL_MS = 24 * 60 * 60 * 1000;

export interface MaintenanceReport {
  /** Reservations given back. */
  released: number;
  /** Half-saved stories removed (with their files). */
  removedStories: number;
  /** Stories whose generation was counted but a crash kept from being listed: listed now. */
  completedStories: number;
  purgedRateLimits: number;
}

export async function runMaintenance(deps: Deps): Promise<MaintenanceReport> {
  const now = deps.now().getTime();
  const leaseCutoff = new Date(now);
  // A reservation from before leases existed counts from its creation.
  const staleCreated = new Date(now - GENERATION_LEASE.ms);
  const expired = await deps.db
    .select({ id: generations.id, storyId: generations.storyId })
    .from(generations)
    .where(
      and(
        eq(generations.status, "reserved"),
        or(lt(generations.leaseUntil, leaseCutoff), and(isNull(generations.leaseUntil), lt(generations.createdAt, staleCreated))),
      ),
    );
  const doomed = new Set<number>(expired.map((g) => g.storyId).filter((id): id is number => id !== null));
  // Stories never marked saved (`storySaved`, src/stories/library.ts): a crash between the row's insert
  // and its last step — also one before the reservation was linked to the row. Removed, unless their
  // generation was counted: then every file was written before the crash (createStory counts last but
  // one), and the story is listed.
  const unfinished = await deps.db
    .select({ id: stories.id, committed: generations.id })
    .from(stories)
    .leftJoin(generations, and(eq(generations.storyId, stories.id), eq(generations.status, "committed")))
    .where(and(storyUnsaved, lt(stories.createdAt, staleCreated)));
  let completed = 0;
  for (const s of unfinished) {
    if (s.committed !== null && !doomed.has(s.id)) {
      await markStorySaved(deps, s.id);
      completed += 1;
    } else doomed.add(s.id);
  }

  for (const id of doomed) {
    await deps.blobs.deleteFolder(storyBlobFolder(id));
  }
  if (doomed.size) await deps.db.delete(stories).where(inArray(stories.id, [...doomed]));
  let released = 0;
  if (expired.length) {
    const rows = await deps.db
      .update(generations)
      .set({ status: "refunded" })
      .where(
        and(
          inArray(
            generations.id,
            expired.map((g) => g.id),
          ),
          eq(generations.status, "reserved"),
        ),
      )
      .returning({ id: generations.id });
    released = rows.length;
  }
  const purged = await deps.db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, now - RATE_LIMIT_ROW_TTL_MS))
    .returning({ key: rateLimits.key });
  const report = { released, removedStories: doomed.size, completedStories: completed, purgedRateLimits: purged.length };
  if (released || doomed.size || completed) deps.log.info("maintenance: gave back interrupted generations", { ...report });
  return report;
}

/** Node and Deno: run now and every 30 seconds for the life of the process (the timer never keeps it alive). */
export function startMaintenance(deps: Deps, intervalMs = MAINTENANCE_INTERVAL_MS): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await runMaintenance(deps);
    } catch (err) {
      deps.log.error("maintenance failed", { error: errorText(err) });
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), intervalMs);
  (timer as { unref?: () => void }).unref?.();
  return () => clearInterval(timer);
}
