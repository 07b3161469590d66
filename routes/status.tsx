import { Hono } from "hono";
import type { AppEnv } from "../src/app-env";
import { renderPage } from "../src/render/document";
import { databaseAnswers, serviceStatus } from "../src/status/counts";
import { providerKind } from "../src/status/providers";

/** Operator status page: which provider serves each concern, and that the database answers. */
export const statusRoute = new Hono<AppEnv>()
  .get("/status", async (c) => {
    const deps = c.var.deps;
    // Paths, hosts and models are for admins; everyone else sees which kind of provider it is.
    const shown = c.var.user?.isAdmin ? (text: string) => text : providerKind;
    const { since, accounts, stories } = await serviceStatus(deps);
    return renderPage(
      c,
      <div className="container page narrow">
        <h1>Service status</h1>
        <p className="lead">All systems are running.</p>
        <dl className="status-list">
          <dt>Database</dt>
          <dd>Connected · serving since {since.toISOString().slice(0, 10)}</dd>
          <dt>Accounts</dt>
          <dd>{accounts}</dd>
          <dt>Stories written</dt>
          <dd>{stories}</dd>
          {Object.entries(deps.providers).map(([concern, provider]) => (
            <div key={concern} className="status-row">
              <dt>{concern}</dt>
              <dd>{shown(provider)}</dd>
            </div>
          ))}
        </dl>
      </div>,
      {
        title: "Status · Behavior Tales",
        description: "Live status of the Behavior Tales service: database, sign-in, story engine and payments.",
        noindex: true,
      },
    );
  })
  // Liveness for load balancers and test harnesses: the database answers a read (no write per ping).
  .get("/api/health", async (c) => {
    await databaseAnswers(c.var.deps);
    return c.json({ ok: true });
  });
