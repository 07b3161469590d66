/**
 * Issue 21, item 5: deleting an account while one of its stories is being written answered 500 and
 * kept the account (3/3), or deleted it and left the story's PDF on disk (1/1). Deletion cancels the
 * generation, the account goes, and no file of the story is left — at every step of the generation.
 */
import { mkdtempSync, readdirSync, rmSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createFsBlobStore } from "../../src/entry/fs-blob-store";
import { generations, stories, users } from "../../db/schema";
import type { GenerationEvent } from "../../src/contracts/story-plan";
import { createStory } from "../../src/stories/create";
import { createTestContext, createUser, jsonHeaders, sessionCookie } from "../helpers/app";

const blobDir = mkdtempSync(join(tmpdir(), "bt-delete-during-"));
afterAll(() => rmSync(blobDir, { recursive: true, force: true }));

const storyDirs = () => (existsSync(join(blobDir, "stories")) ? readdirSync(join(blobDir, "stories")) : []);

describe("deleting an account while a story is being written", () => {
  // Where the deletion lands: while the words stream, while the picture is drawn, once the story row and its files are being saved.
  // Where the deletion lands: while the words stream, while the picture is drawn, before the story row
  // is saved, and once the row and its coloring page are stored (the PDF is being made).
  const moments: [string, (e: GenerationEvent, seen: number) => boolean][] = [
    ["writing", (e) => e.type === "progress" && e.step === "writing"],
    ["illustrating", (e) => e.type === "progress" && e.step === "illustrating"],
    ["finalizing", (e) => e.type === "progress" && e.step === "finalizing"],
    ["finalizing-files", (e, seen) => e.type === "progress" && e.step === "finalizing" && seen >= 2],
  ];
  it.each(moments)("during %s: the account is deleted (200), the story is not saved and none of its files is left", async (step, when) => {
    const t = await createTestContext({ STORY_STREAM_DELAY_MS: "2" }, (deps) => {
      deps.blobs = createFsBlobStore(join(blobDir, step));
    });
    const user = await createUser(t.deps);
    const other = await createUser(t.deps);
    const cookie = await sessionCookie(t.deps, user);
    const keep = await createStory(t.deps, other, { childName: "Kit", childAge: "4-5", behavior: "bedtime", theme: "animals" });
    let deletion: Promise<Response> | undefined;
    let finalizing = 0;
    const generation = createStory(
      t.deps,
      user,
      { childName: "Maya", childAge: "4-5", behavior: "bedtime", theme: "animals" },
      {
        emit: (e) => {
          if (e.type === "progress" && e.step === "finalizing") finalizing += 1;
          if (deletion || !when(e, finalizing)) return;
          deletion = Promise.resolve(
            t.app.request("/api/account", { method: "DELETE", headers: jsonHeaders(cookie), body: JSON.stringify({ confirm: true }) }),
          );
        },
      },
    ).then(
      () => "saved",
      (err: { status?: number }) => `failed ${err.status}`,
    );
    const outcome = await generation;
    expect(deletion, "the deletion was started").toBeDefined();
    const res = await deletion!;
    expect(res.status).toBe(200);
    expect(outcome).toMatch(/^failed 4\d\d$/);
    expect(await t.deps.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await t.deps.db.select().from(stories).where(eq(stories.userId, user.id))).toEqual([]);
    expect(await t.deps.db.select().from(generations).where(eq(generations.userId, user.id))).toEqual([]);
    const dirs = readdirSync(join(blobDir, step, "stories"));
    expect(dirs).toEqual([String(keep.id)]);
  });
});
