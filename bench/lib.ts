import autocannon from "autocannon";
import { serve, type ServerType } from "@hono/node-server";
import { mkdtempSync, readFileSync } from "node:fs";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createServer as createNetServer } from "node:net";
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
export async function load(
  label: string,
  url: string,
  opts: { connections?: number; duration?: number; headers?: Record<string, string> } = {},
): Promise<LoadResult> {
  const r = await autocannon({ url, connections: opts.connections ?? 10, duration: opts.duration ?? 5, headers: opts.headers });
  return { label, reqPerSec: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

export function printLoad(rows: LoadResult[]) {
  console.log("  " + "route".padEnd(28) + "req/s".padStart(10) + "p50 ms".padStart(10) + "p99 ms".padStart(10) + "errors".padStart(8));
  for (const r of rows)
    console.log(
      "  " + r.label.padEnd(28) + r.reqPerSec.toFixed(0).padStart(10) + String(r.p50).padStart(10) + String(r.p99).padStart(10) + String(r.errors).padStart(8),
    );
}

/** Node deps on a throwaway database, as `npm start` would build them. */
export async function benchDeps(extra: Record<string, string> = {}): Promise<Deps> {
  const dir = mkdtempSync(join(tmpdir(), "bt-bench-"));
  const env = parseEnv({
    ...process.env,
    LOG_LEVEL: "error",
    DATABASE_URL: `file:${join(dir, "bench.db")}`,
    BLOB_DIR: join(dir, "blobs"),
    STORY_STREAM_DELAY_MS: "0",
    ...extra,
  });
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

// ---------------------------------------------------------------------------------------------------
// Budgets: every figure is printed with its baseline (measured in the same run), ratio, budget and verdict,
// and collected for the summary table `npm run bench` prints at the end.

export interface Figure {
  suite: string;
  name: string;
  value: number;
  unit: string;
  baseline?: { label: string; value: number };
  budget?: { op: "<=" | ">="; limit: number; of?: "value" | "ratio" };
  note?: string;
}
export const figures: Figure[] = [];
let currentSuite = "";
export function setSuite(name: string) {
  currentSuite = name;
}

const num = (v: number, unit: string) => {
  if (!Number.isFinite(v)) return "n/a";
  const digits = ["req/s", "B", "count", "score", "%"].includes(unit) ? 0 : unit === "s" ? 2 : 1;
  return `${v.toFixed(digits)}${unit === "score" || unit === "count" ? "" : " " + unit}`;
};
export function ratioOf(f: Figure): number | undefined {
  return f.baseline && f.baseline.value !== 0 ? f.value / f.baseline.value : undefined;
}
export function verdict(f: Figure): "PASS" | "FAIL" | "—" {
  if (!f.budget) return "—";
  const v = f.budget.of === "ratio" ? ratioOf(f) : f.value;
  if (v === undefined || !Number.isFinite(v)) return "FAIL";
  return (f.budget.op === "<=" ? v <= f.budget.limit : v >= f.budget.limit) ? "PASS" : "FAIL";
}
export function budgetText(f: Figure): string {
  if (!f.budget) return "—";
  const op = f.budget.op === "<=" ? "≤" : "≥";
  return f.budget.of === "ratio" ? `ratio ${op} ${f.budget.limit}` : `${op} ${num(f.budget.limit, f.unit)}`;
}
/** Record and print one figure: value, baseline and ratio, budget and PASS/FAIL. */
export function figure(f: Omit<Figure, "suite">) {
  const full = { suite: currentSuite, ...f };
  figures.push(full);
  const r = ratioOf(full);
  const base = full.baseline
    ? `  baseline ${full.baseline.label} ${num(full.baseline.value, full.unit)} → ratio ${r === undefined ? "n/a" : r.toFixed(r < 10 ? 2 : 1) + "×"}`
    : "";
  const budget = full.budget ? `  [budget ${budgetText(full)}: ${verdict(full)}]` : "";
  console.log(`  ▸ ${full.name}: ${num(full.value, full.unit)}${base}${budget}${full.note ? `  (${full.note})` : ""}`);
}
export function printSummary() {
  if (!figures.length) return;
  const rows = figures.map((f) => {
    const r = ratioOf(f);
    return [
      f.suite,
      f.name,
      num(f.value, f.unit),
      f.baseline ? `${num(f.baseline.value, f.unit)} (${f.baseline.label})` : "—",
      r === undefined ? "—" : `${r.toFixed(r < 10 ? 2 : 1)}×`,
      budgetText(f),
      verdict(f),
    ];
  });
  const head = ["suite", "figure", "value", "baseline", "ratio", "budget", "verdict"];
  console.log("\n=== summary ===\n");
  console.log(`| ${head.join(" | ")} |`);
  console.log(`|${head.map(() => "---").join("|")}|`);
  for (const r of rows) console.log(`| ${r.map((c) => c.replace(/\|/g, "\\|")).join(" | ")} |`);
  const fails = figures.filter((f) => verdict(f) === "FAIL").length;
  const budgeted = figures.filter((f) => f.budget).length;
  console.log(`\n${budgeted - fails} of ${budgeted} budgets met, ${fails} failed.`);
}

export const MS = (n: number) => `${n.toFixed(1)} ms`;
export async function time(runs: number, fn: () => Promise<unknown>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    out.push(performance.now() - t0);
  }
  return out;
}

/** A user with `n` stories, inserted directly (no coloring pages: the list never reads them). Returns the cookie. */
export async function userWithStories(deps: Deps, n: number, opts: { isAdmin?: boolean } = {}): Promise<{ userId: string; cookie: string }> {
  const { stories, users } = await import("../db/schema");
  const { createSession } = await import("../src/auth/session");
  const { SAMPLE_STORIES, fillName, sampleQualityReport } = await import("../tests/helpers/stories");
  const id = `bench|${n}-${Math.random().toString(36).slice(2, 8)}`;
  await deps.db.insert(users).values({ id, username: id, email: `${id.replace(/\W/g, "")}@example.com`, isAdmin: opts.isAdmin ?? false });
  const start = Date.UTC(2025, 0, 1);
  const rows = Array.from({ length: n }, (_, i) => {
    const sample = SAMPLE_STORIES[i % SAMPLE_STORIES.length]!;
    const content = fillName(sample.text, "Maya");
    return {
      userId: id,
      childName: "Maya",
      childAge: sample.childAge,
      behavior: sample.behavior,
      theme: sample.theme,
      customBehavior: sample.customBehavior ?? null,
      storyContent: content,
      title: `${fillName(sample.title, "Maya")} #${i + 1}`,
      imageUrl: "/api/stories/0/image",
      pdfUrl: "/api/stories/0/pdf",
      favorite: i % 7 === 0,
      qualityReport: sampleQualityReport(content),
      createdAt: new Date(start + i * 3_600_000),
    };
  });
  for (let i = 0; i < rows.length; i += 100) await deps.db.insert(stories).values(rows.slice(i, i + 100));
  const token = await createSession(deps, { userId: id });
  return { userId: id, cookie: `bt_session=${token}` };
}

/** Make one story the way the API does (plan, text, coloring page); returns its id. */
export async function generateStory(fetchFn: (path: string, init: RequestInit) => Promise<Response>, cookie: string): Promise<number> {
  const res = await fetchFn("/api/stories/generate", {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify({ childName: "Maya", childAge: "6-7", behavior: "screen-time", theme: "nature" }),
  });
  if (res.status !== 201) throw new Error(`POST /api/stories/generate answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  return ((await res.json()) as { id: number }).id;
}

// ---------------------------------------------------------------------------------------------------
// A production server in its own process, as `npm start` runs it (NODE_ENV=production, tsx, the built
// dist/client), on a throwaway database and a free port.

export interface AppServer {
  base: string;
  pid: number;
  dbUrl: string;
  blobDir: string;
  child: ChildProcess;
  rssMiB(): number;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createNetServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

export function rssMiBOf(pid: number): number {
  try {
    const m = readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+) kB/);
    return m ? Number(m[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

const hasTaskset = (() => {
  try {
    return spawnSync("taskset", ["-c", "0", "true"]).status === 0;
  } catch {
    return false;
  }
})();

/** Pin this process (and what it spawns later) to CPUs, e.g. 1 or "0-1" (taskset list syntax). */
export function pinSelf(cpu: number | string) {
  if (hasTaskset) spawnSync("taskset", ["-pc", String(cpu), String(process.pid)], { stdio: "ignore" });
}

async function waitHealthy(url: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${log()}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`server did not answer ${url} within 60 s: ${log()}`);
}

function spawnServer(args: string[], env: Record<string, string>, cpu?: number): { child: ChildProcess; log: () => string } {
  const cmd = cpu !== undefined && hasTaskset ? "taskset" : process.execPath;
  const argv = cpu !== undefined && hasTaskset ? ["-c", String(cpu), process.execPath, ...args] : args;
  const child = spawn(cmd, argv, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  child.stdout!.on("data", (d) => (out = (out + d).slice(-4000)));
  child.stderr!.on("data", (d) => (out = (out + d).slice(-4000)));
  return { child, log: () => out };
}

function stopper(child: ChildProcess) {
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      const t = setTimeout(() => child.kill("SIGKILL"), 5000);
      child.once("exit", () => {
        clearTimeout(t);
        resolve();
      });
      child.kill("SIGTERM");
    });
}

/** `npm start` in a child process (node --import tsx src/entry/node.ts, NODE_ENV=production) on a temp DB. */
export async function startAppServer(opts: { env?: Record<string, string>; cpu?: number } = {}): Promise<AppServer> {
  const dir = mkdtempSync(join(tmpdir(), "bt-bench-srv-"));
  const port = await freePort();
  const dbUrl = `file:${join(dir, "app.db")}`;
  const blobDir = join(dir, "blobs");
  const base = `http://localhost:${port}`;
  const { child, log } = spawnServer(
    ["--import", "tsx", "src/entry/node.ts"],
    {
      NODE_ENV: "production",
      PORT: String(port),
      APP_URL: base,
      DATABASE_URL: dbUrl,
      BLOB_DIR: blobDir,
      LOG_LEVEL: "error",
      // The load runs hundreds of connections from this one machine: no per-client connection cap.
      MAX_CONNECTIONS_PER_CLIENT: "0",
      ...opts.env,
    },
    opts.cpu,
  );
  await waitHealthy(`${base}/api/health`, child, log);
  // With taskset the child is taskset itself only until it execs node: same pid.
  return { base, pid: child.pid!, dbUrl, blobDir, child, rssMiB: () => rssMiBOf(child.pid!), stop: stopper(child) };
}

/** A bare Hono app on @hono/node-server in its own process: the same process model, nothing else. */
export async function startBareServer(opts: { cpu?: number } = {}): Promise<{ base: string; pid: number; rssMiB(): number; stop(): Promise<void> }> {
  const port = await freePort();
  const code = `import { Hono } from "hono"; import { serve } from "@hono/node-server";
const app = new Hono(); app.get("*", (c) => c.text("ok"));
serve({ fetch: app.fetch, port: ${port} });`;
  const { child, log } = spawnServer(["--input-type=module", "-e", code], { NODE_ENV: "production" }, opts.cpu);
  const base = `http://localhost:${port}`;
  await waitHealthy(`${base}/`, child, log);
  return { base, pid: child.pid!, rssMiB: () => rssMiBOf(child.pid!), stop: stopper(child) };
}

/** Deps on an existing server's database (same file), to add users, stories and sessions from the bench. */
export async function depsOn(server: { dbUrl: string; blobDir: string }): Promise<Deps> {
  const env = parseEnv({ ...process.env, LOG_LEVEL: "error", DATABASE_URL: server.dbUrl, BLOB_DIR: server.blobDir });
  return createNodeDeps(env);
}
