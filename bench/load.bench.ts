import autocannon from "autocannon";
import { depsOn, figure, generateStory, pinSelf, startAppServer, startBareServer, userWithStories } from "./lib";

const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 200);
const DURATION = Number(process.env.BENCH_LOAD_SECONDS ?? 30);

interface Run {
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  timeouts: number;
  total: number;
  rssBefore: number;
  rssAfter: number;
}

async function hammer(base: string, requests: autocannon.Request[], rss: () => number): Promise<Run> {
  const rssBefore = rss();
  const r = await autocannon({ url: base, connections: CONNECTIONS, duration: DURATION, requests, timeout: 10 });
  // Settle a moment so the figure is the server's resident size after the load, not mid-response.
  await new Promise((res) => setTimeout(res, 500));
  return {
    reqPerSec: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx, // autocannon's errors include timeouts
    non2xx: r.non2xx,
    timeouts: r.timeouts,
    total: r.requests.total,
    rssBefore,
    rssAfter: rss(),
  };
}

/**
 * Load: 200 connections × 30 s against a production server in its own process (`npm start`'s process
 * model: node --import tsx src/entry/node.ts, NODE_ENV=production, a temp DB), each connection cycling
 * through GET /, /faq, /library, /api/stories, /api/stories/{id} (the last three signed in). Server pinned
 * to core 1, the load generator to core 0 (taskset, where available). Figures: errors (socket errors
 * incl. 10 s timeouts, and non-2xx), req/s, p50/p99 latency, server RSS before/after. Baseline: the same load against
 * a bare Hono app on @hono/node-server in its own process (every path answers "ok").
 */
export async function benchLoad() {
  pinSelf(0);
  const server = await startAppServer({ cpu: 1 });
  const deps = await depsOn(server);
  const { cookie } = await userWithStories(deps, 10);
  const storyId = await generateStory((path, init) => fetch(`${server.base}${path}`, init), cookie);
  const signedIn = { Cookie: cookie, Accept: "application/json" };
  const mix: autocannon.Request[] = [
    { method: "GET", path: "/", headers: { Accept: "text/html" } },
    { method: "GET", path: "/faq", headers: { Accept: "text/html" } },
    { method: "GET", path: "/library", headers: { Cookie: cookie, Accept: "text/html" } },
    { method: "GET", path: "/api/stories", headers: signedIn },
    { method: "GET", path: `/api/stories/${storyId}`, headers: signedIn },
  ];
  for (const req of mix) {
    const res = await fetch(`${server.base}${req.path}`, { headers: req.headers as Record<string, string> });
    const body = await res.arrayBuffer();
    console.log(`  check ${req.path}: ${res.status}, ${(body.byteLength / 1024).toFixed(1)} KiB`);
    if (res.status !== 200) throw new Error(`${req.path} answered ${res.status}`);
  }
  let app: Run;
  try {
    app = await hammer(server.base, mix, server.rssMiB);
  } finally {
    await server.stop();
  }
  const bare = await startBareServer({ cpu: 1 });
  let baseRun: Run;
  try {
    baseRun = await hammer(bare.base, mix, bare.rssMiB);
  } finally {
    await bare.stop();
  }
  console.log(`\nLoad: ${CONNECTIONS} connections × ${DURATION} s, mix of ${mix.map((m) => (m.path ?? "").replace(String(storyId), "{id}")).join(", ")}`);
  const line = (label: string, r: Run) =>
    console.log(
      `  ${label.padEnd(22)} ${r.reqPerSec.toFixed(0).padStart(7)} req/s  p50 ${String(r.p50).padStart(6)} ms  p99 ${String(r.p99).padStart(6)} ms  ${r.total} requests, ${r.errors} errors (${r.non2xx} non-2xx, ${r.timeouts} timeouts)  RSS ${r.rssBefore.toFixed(0)} → ${r.rssAfter.toFixed(0)} MiB`,
    );
  line("app (npm start-like)", app);
  line("bare Hono on Node", baseRun);
  const b = (label: string, value: number) => ({ label: `bare ${label}`, value });
  figure({ name: "load: errors", value: app.errors, unit: "count", baseline: b("errors", baseRun.errors), budget: { op: "<=", limit: 0 } });
  figure({ name: "load: req/s", value: app.reqPerSec, unit: "req/s", baseline: b("req/s", baseRun.reqPerSec) });
  figure({ name: "load: p50 latency", value: app.p50, unit: "ms", baseline: b("p50", baseRun.p50) });
  figure({ name: "load: p99 latency", value: app.p99, unit: "ms", baseline: b("p99", baseRun.p99) });
  figure({ name: "load: server RSS before", value: app.rssBefore, unit: "MiB", baseline: b("RSS", baseRun.rssBefore) });
  figure({ name: "load: server RSS after", value: app.rssAfter, unit: "MiB", baseline: b("RSS", baseRun.rssAfter) });
}
