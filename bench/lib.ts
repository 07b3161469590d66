import autocannon from "autocannon";
import { serve, type ServerType } from "@hono/node-server";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseEnv } from "../src/env";
import { createNodeDeps } from "../src/entry/node-deps";
import type { Deps } from "../src/deps";

export interface LoadResult {
  label: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
}

/** Loopback-only load: fixed connections and duration, so runs stay bounded and comparable. */
export async function load(label: string, url: string, opts: { connections?: number; duration?: number; headers?: Record<string, string> } = {}): Promise<LoadResult> {
  const r = await autocannon({ url, connections: opts.connections ?? 10, duration: opts.duration ?? 5, headers: opts.headers });
  return { label, reqPerSec: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

export function printLoad(rows: LoadResult[]) {
  console.log("  " + "route".padEnd(28) + "req/s".padStart(10) + "p50 ms".padStart(10) + "p99 ms".padStart(10) + "errors".padStart(8));
  for (const r of rows) console.log("  " + r.label.padEnd(28) + r.reqPerSec.toFixed(0).padStart(10) + String(r.p50).padStart(10) + String(r.p99).padStart(10) + String(r.errors).padStart(8));
}

/** Node deps on a throwaway database, as `npm start` would build them. */
export async function benchDeps(extra: Record<string, string> = {}): Promise<Deps> {
  const dir = mkdtempSync(join(tmpdir(), "bt-bench-"));
  const env = parseEnv({ ...process.env, LOG_LEVEL: "error", DATABASE_URL: `file:${join(dir, "bench.db")}`, BLOB_DIR: join(dir, "blobs"), STORY_STREAM_DELAY_MS: "0", ...extra });
  return createNodeDeps(env);
}

export function listen(fetch: (req: Request) => Response | Promise<Response>): Promise<{ server: ServerType; base: string }> {
  return new Promise((resolve) => {
    const server = serve({ fetch, port: 0, hostname: "127.0.0.1" }, (info) => resolve({ server, base: `http://127.0.0.1:${info.port}` }));
  });
}

export function percentile(values: number[], p: number): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
}
