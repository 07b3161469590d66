import { requireUserPage } from "../src/auth/session";
import { Hono, type Context } from "hono";
import type { AppEnv } from "../src/app-env";
import { Islands } from "../src/render/islands";
import { renderPage } from "../src/render/document";
import { requireAdmin } from "../src/auth/session";
import { HttpError } from "../src/http/errors";
import { adminStats, listMessages, listSubscribers, listUsers, recentAudit, subscribersCsv } from "../src/admin/dashboard";
import { newsletterCount } from "../src/admin/newsletter";
import { adminStatusEditSchema, setUserAdmin, setUserSubscription, subscriptionEditSchema } from "../src/admin/users";
import { storyQuality, storyQualityDetail } from "../src/admin/story-quality";
import { ReportCard } from "../components/story/ReportCard";
import { GenerationOutcomes } from "../components/admin/GenerationOutcomes";
import { behaviorLabel } from "../src/contracts/catalog";
import { ADMIN_TAB_BAR_ID, ADMIN_TAB_LABELS, ADMIN_TABS, adminTab, adminTabHref } from "../src/contracts/admin";
import { loadAdminPanel } from "../src/admin/panel";
import { TabLinks } from "../components/TabLinks";
import { jsonBody } from "../src/http/body";
import { errorText } from "../src/http/errors";
import { pageMeta } from "../src/content/meta";
import { planFacts } from "../src/contracts/plan";

const { AdminDashboard } = Islands;

/** The admin pages' meta, from the one page-meta table (noindex there). */
const adminMeta = (c: Context<AppEnv>) => pageMeta("/admin", planFacts(c.var.deps.env));

export const adminRoute = new Hono<AppEnv>()
  // The page: signed-out visitors go to sign-in and come back; signed-in non-admins go home.
  .get("/admin", requireUserPage("/api/login"), async (c) => {
    const user = c.var.user;
    if (!user?.isAdmin) return c.redirect("/", 302);
    const tab = adminTab(c.req.query("tab"));
    const panel = await loadAdminPanel(c.var.deps, tab);
    return renderPage(
      c,
      <div className="container page admin-page">
        <header className="page-header">
          <h1>Admin Dashboard</h1>
          <p className="lead">Users, subscriptions, newsletter subscribers and messages.</p>
          <p>
            <a href="/admin/quality">Story quality</a> — how every generation ended, report cards and pass rates per behavior
          </p>
        </header>
        <div className="admin-dashboard">
          <TabLinks
            id={ADMIN_TAB_BAR_ID}
            label="Admin sections"
            tabs={ADMIN_TABS.map((t) => ({ id: t, label: ADMIN_TAB_LABELS[t] }))}
            selected={tab}
            href={adminTabHref}
          />
          <AdminDashboard currentUserId={user.id} panel={panel} />
        </div>
      </div>,
      adminMeta(c),
    );
  })

  // Story quality: the technical report cards, for the team (parents see plain words).
  .get("/admin/quality", requireUserPage("/api/login"), async (c) => {
    if (!c.var.user?.isAdmin) return c.redirect("/", 302);
    const { outcomes, byBehavior, recent } = await storyQuality(c.var.deps);
    return renderPage(
      c,
      <div className="container page admin-page">
        <header className="page-header">
          <h1>Story quality</h1>
          <p className="lead">
            How every generation ended, and every saved story's report card (<a href="/admin">back to the dashboard</a>).
          </p>
        </header>
        <GenerationOutcomes outcomes={outcomes} />
        <section className="card">
          <h2>Pass rates per behavior (saved stories)</h2>
          {byBehavior.length ? (
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">Behavior</th>
                  <th scope="col">Stories</th>
                  <th scope="col">Passed</th>
                  <th scope="col">Pass rate</th>
                  <th scope="col">Average score</th>
                  <th scope="col">Most frequent issues</th>
                </tr>
              </thead>
              <tbody>
                {byBehavior.map((b) => (
                  <tr key={b.behavior}>
                    <td>{behaviorLabel(b.behavior)}</td>
                    <td>{b.stories}</td>
                    <td>{b.passed}</td>
                    <td>{b.passRate}%</td>
                    <td>{b.averageScore}</td>
                    <td>{b.topIssues.map((i) => `${i.id} (${i.count})`).join(", ") || "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p>No stories yet.</p>
          )}
        </section>
        <section className="card">
          <h2>Recent stories</h2>
          {recent.length ? (
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">Story</th>
                  <th scope="col">Behavior</th>
                  <th scope="col">Ages</th>
                  <th scope="col">Engine</th>
                  <th scope="col">Score</th>
                  <th scope="col">Drafts</th>
                  <th scope="col">Issues</th>
                </tr>
              </thead>
              <tbody>
                {recent.map((r) => (
                  <tr key={r.id}>
                    <td>
                      <a href={`/admin/quality/${r.id}`}>{r.title}</a>
                    </td>
                    <td>{behaviorLabel(r.behavior)}</td>
                    <td>{r.childAge}</td>
                    <td>{r.engine ?? "—"}</td>
                    <td>{r.score ?? "—"}</td>
                    <td>{r.attempts ?? "—"}</td>
                    <td>{r.issues.join("; ") || "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p>No stories yet.</p>
          )}
        </section>
      </div>,
      { ...adminMeta(c), title: "Story quality · Admin · Behavior Tales" },
    );
  })
  .get("/admin/quality/:id{[0-9]+}", requireUserPage("/api/login"), async (c) => {
    if (!c.var.user?.isAdmin) return c.redirect("/", 302);
    const story = await storyQualityDetail(c.var.deps, Number(c.req.param("id")));
    return renderPage(
      c,
      <div className="container page admin-page">
        <header className="page-header">
          <h1>{story.title}</h1>
          <p className="lead">
            {behaviorLabel(story.behavior)} · ages {story.childAge} · {story.engine ?? "unknown engine"} · <a href="/admin/quality">all stories</a>
          </p>
        </header>
        <ReportCard report={story.qualityReport} open />
      </div>,
      { ...adminMeta(c), title: `Report card: ${story.title} · Admin · Behavior Tales` },
    );
  })

  // API (spec section 7): admins only, enforced here, not just in the page.
  .use("/api/admin/*", requireAdmin)
  .get("/api/admin/stats", async (c) => c.json(await adminStats(c.var.deps)))
  .get("/api/admin/story-quality", async (c) => c.json(await storyQuality(c.var.deps)))
  .get("/api/admin/sendfox-subscribers", async (c) => {
    try {
      return c.json(await newsletterCount(c.var.deps));
    } catch (err) {
      c.var.deps.log.error("admin: newsletter count failed", { error: errorText(err) });
      throw new HttpError(502, "newsletter_unavailable", "Error fetching data");
    }
  })
  .get("/api/admin/users", async (c) => c.json(await listUsers(c.var.deps)))
  .get("/api/admin/subscribers", async (c) => c.json(await listSubscribers(c.var.deps)))
  .get("/api/admin/subscribers.csv", async (c) => {
    const csv = subscribersCsv(await listSubscribers(c.var.deps));
    const day = c.var.deps.now().toISOString().slice(0, 10);
    return c.body(csv, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="subscribers-${day}.csv"`,
      "Cache-Control": "no-store",
    });
  })
  .get("/api/admin/messages", async (c) => c.json(await listMessages(c.var.deps)))
  .get("/api/admin/audit", async (c) => c.json(await recentAudit(c.var.deps)))
  .patch("/api/admin/users/:id/subscription", async (c) => {
    const edit = subscriptionEditSchema.parse(await jsonBody(c));
    return c.json(await setUserSubscription(c.var.deps, c.var.user!, c.req.param("id"), edit));
  })
  .patch("/api/admin/users/:id/admin-status", async (c) => {
    const { isAdmin } = adminStatusEditSchema.parse(await jsonBody(c));
    return c.json(await setUserAdmin(c.var.deps, c.var.user!, c.req.param("id"), isAdmin));
  });
