/**
 * The deletion property (issue 21) on R2 as `wrangler dev` runs it: the BLOBS bucket from wrangler.toml,
 * simulated locally by wrangler's own runtime (getPlatformProxy), behind the Workers blob store.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { getPlatformProxy } from "wrangler";
import type { R2Bucket } from "@cloudflare/workers-types";
import { createR2BlobStore } from "../../src/entry/worker-blob-store";
import { checkExactDeletion } from "../helpers/blob-store-contract";

const state = mkdtempSync(join(tmpdir(), "bt-r2-"));
let proxy: Awaited<ReturnType<typeof getPlatformProxy<{ BLOBS: R2Bucket }>>>;

beforeAll(async () => {
  process.env.WRANGLER_SEND_METRICS = "false";
  process.env.CLOUDFLARE_CF_FETCH_ENABLED = "false";
  proxy = await getPlatformProxy<{ BLOBS: R2Bucket }>({ configPath: "wrangler.toml", persist: { path: state } });
});
afterAll(async () => {
  await proxy?.dispose();
  rmSync(state, { recursive: true, force: true });
});

it("R2 (wrangler's local bucket): for ids 1–250 in random order, deleting one story never changes a byte of another story's files", async () => {
  const run = await checkExactDeletion(createR2BlobStore(proxy.env.BLOBS), { seed: 3 });
  expect(run.problems.slice(0, 10)).toEqual([]);
  expect(run).toMatchObject({ stories: 250, deleted: 125, checkedAtEnd: 125 });
  expect(run.checkedAfterDeletes).toBeGreaterThan(125 * 5);
});
