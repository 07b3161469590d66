import { Hono } from "hono";
import { createApp } from "../src/app";
import { benchDeps, figure, listen, load, printLoad, userWithStories } from "./lib";

/**
 * SSR of `/` and `/behaviors` (signed in) against a bare Hono text route, same process, same load
 * (budget: each page serves ≥ 25% of the bare route's req/s).
 */
export async function benchSsr() {
  const deps = await benchDeps();
  const app = createApp(deps);
  const { cookie } = await userWithStories(deps, 3);
  const bare = new Hono().get("/__bare", (c) => c.text("ok"));
  const { server, base } = await listen((req) => (new URL(req.url).pathname === "/__bare" ? bare.fetch(req) : app.fetch(req)));
  const signedIn = { Cookie: cookie };
  try {
    const check = await fetch(`${base}/behaviors`, { headers: signedIn });
    if (check.status !== 200 || !(await check.text()).includes("Generate Story"))
      throw new Error(`/behaviors signed in answered ${check.status} without the story form`);
    await load("warm-up", `${base}/`, { duration: 1 });
    await load("warm-up", `${base}/behaviors`, { duration: 1, headers: signedIn });
    const raw = await load("GET /__bare (Hono text)", `${base}/__bare`);
    const home = await load("GET / (SSR home)", `${base}/`);
    const behaviors = await load("GET /behaviors (signed in)", `${base}/behaviors`, { headers: signedIn });
    console.log("\nSSR pages vs a bare Hono route in the same process (10 connections, 5 s each, loopback)");
    printLoad([raw, home, behaviors]);
    const baseline = { label: "bare Hono route", value: raw.reqPerSec };
    for (const r of [home, behaviors]) {
      figure({
        name: `${r.label} req/s`,
        value: r.reqPerSec,
        unit: "req/s",
        baseline,
        budget: { op: ">=", limit: 0.25, of: "ratio" },
        note: `p50 ${r.p50} ms, p99 ${r.p99} ms${r.errors ? `, ${r.errors} errors` : ""}`,
      });
    }
  } finally {
    server.close();
  }
}
