import { count, eq } from "drizzle-orm";
import { createApp } from "../src/app";
import { stories } from "../db/schema";
import { benchDeps, figure, MS, percentile, time, userWithStories } from "./lib";

/**
 * The library at scale: GET /api/stories in process (session lookup, query, JSON) for one parent with
 * 1,000 and with 10,000 stories: p50 and bytes of the first page (summaries, 100 a page; budget ≤ 20 ms p50),
 * and, without budgets, a page deep in the list (through its cursor), a search, and the /library HTML.
 * Baseline: a route on the same app and database that answers the same parent's story count as JSON
 * (same middleware, session lookup, one COUNT query).
 */
export async function benchLibrary() {
  const deps = await benchDeps();
  const app = createApp(deps, {
    mount(app) {
      app.get("/__bench/count", async (c) => {
        const user = c.var.user;
        if (!user) return c.json({ error: "signed out" }, 401);
        const [row] = await deps.db.select({ n: count() }).from(stories).where(eq(stories.userId, user.id));
        return c.json({ stories: row?.n ?? 0 });
      });
    },
  });
  const get =
    (path: string, cookie: string, accept = "application/json") =>
    async () => {
      const res = await app.request(`http://localhost${path}`, { headers: { Cookie: cookie, Accept: accept } });
      if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}`);
      return res.text();
    };
  /** The address of page `n` (from 1), following the Link headers. */
  const pageAt = async (n: number, cookie: string) => {
    let path = "/api/stories";
    for (let i = 1; i < n; i++) {
      const res = await app.request(`http://localhost${path}`, { headers: { Cookie: cookie, Accept: "application/json" } });
      const next = /^<([^>]+)>; rel="next"$/.exec(res.headers.get("link") ?? "")?.[1];
      if (!next) break;
      path = next;
    }
    return path;
  };
  console.log("\nGET /api/stories in process (session lookup, query, JSON); baseline GET /__bench/count (same app, session lookup, COUNT)");
  for (const n of [1_000, 10_000]) {
    const t0 = performance.now();
    const { cookie } = await userWithStories(deps, n);
    const seeded = performance.now() - t0;
    const runs = n >= 10_000 ? 10 : 30;
    await time(3, get("/api/stories", cookie));
    await time(20, get("/__bench/count", cookie));
    const list = await time(runs, get("/api/stories", cookie));
    const countTimes = await time(100, get("/__bench/count", cookie));
    const body = await get("/api/stories", cookie)();
    const bytes = Buffer.byteLength(body);
    const items = (JSON.parse(body) as unknown[]).length;
    console.log(
      `  ${n.toLocaleString("en")} stories (seeded in ${MS(seeded)}): ${items} items in the answer, ${(bytes / 1024 / 1024).toFixed(2)} MiB; p50 ${MS(percentile(list, 50))}, p95 ${MS(percentile(list, 95))} over ${runs} runs; count route p50 ${MS(percentile(countTimes, 50))}`,
    );
    figure({
      name: `GET /api/stories, ${n.toLocaleString("en")} stories, p50`,
      value: percentile(list, 50),
      unit: "ms",
      baseline: { label: "count route", value: percentile(countTimes, 50) },
      budget: { op: "<=", limit: 20 },
    });
    figure({ name: `GET /api/stories, ${n.toLocaleString("en")} stories, bytes`, value: bytes / 1024, unit: "KiB", note: `${items} items` });
    // Without budgets: a page deep in the list, a search over every story, and the page itself.
    const deep = await pageAt(Math.floor(n / 100 / 2), cookie);
    const extra: Array<[string, string, string]> = [
      [`GET /api/stories page ${Math.floor(n / 100 / 2)} (cursor), ${n.toLocaleString("en")} stories, p50`, deep, "application/json"],
      [`GET /api/stories?q=maya%20%2310 (search), ${n.toLocaleString("en")} stories, p50`, "/api/stories?q=maya%20%2310", "application/json"],
      [`GET /library (HTML, first page), ${n.toLocaleString("en")} stories, p50`, "/library", "text/html"],
    ];
    for (const [name, path, accept] of extra) {
      await time(2, get(path, cookie, accept));
      const times = await time(runs, get(path, cookie, accept));
      figure({ name, value: percentile(times, 50), unit: "ms" });
    }
  }
}
