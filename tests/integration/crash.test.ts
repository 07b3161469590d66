/**
 * kill -9 during generation, at every step: the parent gets the free story back and the library shows
 * no broken story once maintenance has run (the reservation's lease has run out: ≤ 90 s, swept every
 * 30 s, so within 2 minutes of the crash). Each run is a real process killed with SIGKILL.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createLibsqlDatabase, migrateLibsql } from "../../db/libsql";
import { generations, stories, users } from "../../db/schema";
import { createLogger, type Deps } from "../../src/deps";
import { parseEnv } from "../../src/env";
import { createFsBlobStore } from "../../src/entry/fs-blob-store";
import { runMaintenance } from "../../src/maintenance";
import { createServices } from "../../src/services";
import { loadStoryFonts } from "../../src/pdf/fonts-node";
import { GENERATION_LEASE, subscriptionStatus } from "../../src/stories/quota";
import { listStories, listStorySummaries } from "../../src/stories/library";
import { coloringKey, storyPdfKey } from "../../src/contracts/story";

const dir = mkdtempSync(join(tmpdir(), "bt-crash-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const KILL_POINTS = ["planning", "writing", "illustrating", "finalizing", "coloring-file", "torn-coloring", "pdf-file", "after-pdf"] as const;

async function depsAt(dbFile: string, blobDir: string, at: () => Date): Promise<Deps> {
  const env = parseEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", DATABASE_URL: `file:${dbFile}` });
  const { db } = createLibsqlDatabase(env.DATABASE_URL);
  await migrateLibsql(db);
  return {
    env,
    db,
    blobs: createFsBlobStore(blobDir),
    assets: { manifest: {} },
    log: createLogger("silent"),
    now: at,
    secret: "x".repeat(40),
    waitUntil: () => {},
    providers: {},
    services: createServices(env, { fonts: loadStoryFonts(), secret: "x".repeat(40) }),
  };
}

describe("a generation killed mid-way", () => {
  it.each(KILL_POINTS.map((p, i) => [i + 1, p] as const))(
    "run %i, killed at %s: the free story comes back and no broken story is left",
    async (run, killAt) => {
      const dbFile = join(dir, `run-${run}.db`);
      const blobDir = join(dir, `blobs-${run}`);
      let clock = new Date();
      const deps = await depsAt(dbFile, blobDir, () => clock);
      const [user] = await deps.db
        .insert(users)
        .values({ id: `crash-${run}`, username: `crash${run}`, email: `crash${run}@example.com` })
        .returning();

      const child = spawnSync(process.execPath, ["--import", "tsx", "tests/helpers/crash-child.ts", dbFile, blobDir, user!.id, killAt], {
        encoding: "utf8",
        timeout: 60_000,
      });
      expect(child.signal, child.stderr).toBe("SIGKILL");

      // Right after the crash the reservation is still held (its lease has not run out): 2 of 3 left.
      expect((await subscriptionStatus(deps, user!)).freeStoriesRemaining).toBe(2);
      // A story is listed only when it is complete (issue 21: a story killed once its coloring page was
      // stored showed in the library for ~1.5 minutes, then vanished).
      expect(await listStories(deps, user!.id)).toEqual([]);
      expect((await listStorySummaries(deps, user!.id, {})).items).toEqual([]);
      clock = new Date(Date.now() + GENERATION_LEASE.ms / 3);
      await runMaintenance(deps);
      expect((await subscriptionStatus(deps, user!)).freeStoriesRemaining).toBe(2);

      // Once the lease has run out, the next sweep gives it back and removes whatever was half-saved.
      clock = new Date(Date.now() + GENERATION_LEASE.ms + 1_000);
      const report = await runMaintenance(deps);
      expect(report.released).toBe(1);
      expect((await subscriptionStatus(deps, user!)).freeStoriesRemaining).toBe(3);
      expect(
        await deps.db
          .select()
          .from(generations)
          .where(and(eq(generations.userId, user!.id), eq(generations.status, "reserved"))),
      ).toHaveLength(0);
      expect(await deps.db.select().from(stories).where(eq(stories.userId, user!.id))).toHaveLength(0);
      const storyDirs = existsSync(join(blobDir, "stories")) ? readdirSync(join(blobDir, "stories")) : [];
      expect(storyDirs).toEqual([]);
    },
  );

  it("killed after the story was counted but before it was listed: maintenance finishes it, the parent keeps the story they paid for", async () => {
    const dbFile = join(dir, "after-commit.db");
    const blobDir = join(dir, "blobs-after-commit");
    let clock = new Date();
    const deps = await depsAt(dbFile, blobDir, () => clock);
    const [user] = await deps.db.insert(users).values({ id: "crash-after-commit", username: "crashac", email: "crashac@example.com" }).returning();
    const child = spawnSync(process.execPath, ["--import", "tsx", "tests/helpers/crash-child.ts", dbFile, blobDir, user!.id, "after-commit"], {
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(child.signal, child.stderr).toBe("SIGKILL");
    expect(await listStories(deps, user!.id)).toEqual([]);
    expect((await subscriptionStatus(deps, user!)).freeStoriesRemaining).toBe(2);
    clock = new Date(Date.now() + GENERATION_LEASE.ms + 1_000);
    const report = await runMaintenance(deps);
    expect(report).toMatchObject({ released: 0, removedStories: 0, completedStories: 1 });
    const listed = await listStories(deps, user!.id);
    expect(listed.map((s) => s.childName)).toEqual(["Mia"]);
    expect(await deps.blobs.get(coloringKey(listed[0]!.id))).not.toBeNull();
    expect(await deps.blobs.get(storyPdfKey(listed[0]!))).not.toBeNull();
    expect((await subscriptionStatus(deps, user!)).freeStoriesRemaining).toBe(2);
  });

  it("leaves a finished story and a generation still running alone", async () => {
    let clock = new Date();
    const deps = await depsAt(join(dir, "alive.db"), join(dir, "blobs-alive"), () => clock);
    const [user] = await deps.db.insert(users).values({ id: "alive", username: "alive", email: "alive@example.com" }).returning();
    const [story] = await deps.db
      .insert(stories)
      .values({
        userId: user!.id,
        childName: "Mia",
        childAge: "4-5",
        behavior: "bedtime",
        theme: "animals",
        storyContent: "Once.",
        title: "Done",
        imageUrl: "/api/stories/1/image",
      })
      .returning();
    await deps.db.insert(generations).values({ userId: user!.id, period: clock.toISOString().slice(0, 7), status: "committed", storyId: story!.id });
    await deps.db
      .insert(generations)
      .values({ userId: user!.id, period: clock.toISOString().slice(0, 7), status: "reserved", leaseUntil: new Date(clock.getTime() + GENERATION_LEASE.ms) });
    clock = new Date(clock.getTime() + GENERATION_LEASE.ms - 1_000);
    expect(await runMaintenance(deps)).toEqual({ released: 0, removedStories: 0, completedStories: 0, purgedRateLimits: 0 });
    expect(await deps.db.select().from(stories)).toHaveLength(1);
  });
});
