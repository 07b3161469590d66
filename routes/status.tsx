import { Hono } from "hono";
import { count, eq, sql } from "drizzle-orm";
import type { AppEnv } from "../src/app-env";
import type { Deps } from "../src/deps";
import { renderPage } from "../src/render/document";
import { settings, stories, users } from "../db/schema";

/** Record when this installation first served a request (content that lives in the database). */
export async function installedSince(deps: Deps): Promise<Date> {
  const now = deps.now().toISOString();
  await deps.db.insert(settings).values({ key: "installed_at", value: now }).onConflictDoNothing();
  const row = await deps.db.select({ value: settings.value }).from(settings).where(eq(settings.key, "installed_at"));
  return new Date(row[0]?.value ?? now);
}

/** Operator status page: which provider serves each concern, and that the database answers. */
export const statusRoute = new Hono<AppEnv>()
  .get("/status", async (c) => {
    const deps = c.var.deps;
    const since = await installedSince(deps);
    const [u] = await deps.db.select({ n: count() }).from(users);
    const [s] = await deps.db.select({ n: count() }).from(stories);
    return renderPage(
      c,
      <div className="container page narrow">
        <h1>Service status</h1>
        <p className="lead">All systems are running.</p>
        <dl className="status-list">
          <dt>Database</dt>
          <dd>Connected · serving since {since.toISOString().slice(0, 10)}</dd>
          <dt>Accounts</dt>
          <dd>{u?.n ?? 0}</dd>
          <dt>Stories written</dt>
          <dd>{s?.n ?? 0}</dd>
          {Object.entries(deps.providers).map(([concern, provider]) => (
            <div key={concern} className="status-row">
              <dt>{concern}</dt>
              <dd>{provider}</dd>
            </div>
          ))}
        </dl>
      </div>,
      { title: "Status · Behavior Tales", description: "Live status of the Behavior Tales service: database, sign-in, story engine and payments.", noindex: true },
    );
  })
  // Liveness for load balancers and test harnesses: the database answers a read (no write per ping).
  .get("/api/health", async (c) => {
    await c.var.deps.db.run(sql`select 1`);
    return c.json({ ok: true });
  });
