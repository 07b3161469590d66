import { count, eq } from "drizzle-orm";
import { createApp } from "../src/app";
import { stories } from "../db/schema";
import { benchDeps, figure, MS, percentile, time, userWithStories } from "./lib";

/**
 * The library at scale: GET /api/stories in process (session lookup, query, JSON) for one parent with
 * 1,000 and with 10,000 stories: p50 and bytes (budget ≤ 20 ms p50 for the first page — today the API has
 * no pages, so the first page is the whole list). Baseline: a route on the same app and database that
 * answers the same parent's story count as JSON (same middleware, session lookup, one COUNT query).
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
  const get = (path: string, cookie: string) => async () => {
    const res = await app.request(`http://localhost${path}`, { headers: { Cookie: cookie, Accept: "application/json" } });
    if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}`);
    return res.text();
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
    console.log(`  ${n.toLocaleString("en")} stories (seeded in ${MS(seeded)}): ${items} items in the answer, ${(bytes / 1024 / 1024).toFixed(2)} MiB; p50 ${MS(percentile(list, 50))}, p95 ${MS(percentile(list, 95))} over ${runs} runs; count route p50 ${MS(percentile(countTimes, 50))}`);
    figure({ name: `GET /api/stories, ${n.toLocaleString("en")} stories, p50`, value: percentile(list, 50), unit: "ms", baseline: { label: "count route", value: percentile(countTimes, 50) }, budget: { op: "<=", limit: 20 } });
    figure({ name: `GET /api/stories, ${n.toLocaleString("en")} stories, bytes`, value: bytes / 1024, unit: "KiB", note: `${items} items` });
  }
}
