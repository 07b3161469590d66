import { Hono, type Context } from "hono";
import type { AppEnv } from "../src/app-env";
import { renderPage } from "../src/render/document";
import { clearSessionCookie, requireUser, requireUserPage } from "../src/auth/session";
import { deleteAccount } from "../src/auth/users";
import { displayName, initials } from "../src/auth/display";
import { HttpError } from "../src/http/errors";
import { longUsDate } from "../src/format";
import { formBody, jsonBody } from "../src/http/body";
import { pageMeta } from "../src/content/meta";
import { planFacts } from "../src/contracts/plan";

const longDate = (d: Date | null | undefined) => (d ? longUsDate(d) : "N/A");

function ProfilePage({ user }: { user: NonNullable<AppEnv["Variables"]["user"]> }) {
  return (
    <div className="container page narrow profile">
      <section className="card profile-card">
        <span className="avatar avatar-lg" aria-hidden="true">
          {initials(user)}
        </span>
        <div>
          <h1>{displayName(user)}</h1>
          <p className="muted">{user.email ?? "No e-mail on file"}</p>
          <p className="muted">Member since {longDate(user.createdAt)}</p>
        </div>
        <a className="btn btn-secondary" href="/logout">
          Sign Out
        </a>
      </section>
      <section className="card">
        <h2>Account details</h2>
        <dl className="details-list">
          <dt>Email</dt>
          <dd>{user.email ?? "N/A"}</dd>
          <dt>Email Verified</dt>
          <dd>{user.emailVerified ? "Yes" : "No"}</dd>
          <dt>User ID</dt>
          <dd>
            <code>{user.id}</code>
          </dd>
          <dt>Last Updated</dt>
          <dd>{longDate(user.updatedAt)}</dd>
        </dl>
        <p>
          <a href="/subscription">Manage your subscription</a> · <a href="/library">Open your library</a>
        </p>
      </section>
      <section className="card danger-zone">
        <h2>Delete account</h2>
        <p>
          Deleting your account is permanent. It removes your profile, every story and coloring page in your library, and signs you out everywhere. It
          cannot be undone.
        </p>
        <details>
          <summary className="btn btn-danger">Delete my account…</summary>
          <form method="post" action="/profile/delete" className="form confirm-form">
            <label className="checkbox">
              <input type="checkbox" name="confirm" value="yes" required />
              <span>I understand that my account and all my stories will be permanently deleted.</span>
            </label>
            <button className="btn btn-danger" type="submit">
              Permanently delete my account
            </button>
          </form>
        </details>
      </section>
    </div>
  );
}

const meta = (c: Context<AppEnv>) => pageMeta("/profile", planFacts(c.var.deps.env));

/** The signed-in parent's account: the profile page, and deleting the account (form or API). */
export const profileRoute = new Hono<AppEnv>()
  .get("/profile", requireUserPage("/login"), (c) => renderPage(c, <ProfilePage user={c.var.user!} />, meta(c)))
  .post("/profile/delete", requireUserPage("/login"), async (c) => {
    const form = await formBody(c);
    if (form.confirm !== "yes") return renderPage(c, <ProfilePage user={c.var.user!} />, meta(c), 422);
    await deleteAccount(c.var.deps, c.var.user!.id);
    clearSessionCookie(c);
    return c.redirect("/?account=deleted", 303);
  })
  .delete("/api/account", requireUser, async (c) => {
    const body = (await jsonBody(c).catch(() => ({}))) as { confirm?: unknown };
    if (body?.confirm !== true) throw new HttpError(400, "confirmation_required", "Send { \"confirm\": true } to permanently delete your account.");
    await deleteAccount(c.var.deps, c.var.user!.id);
    clearSessionCookie(c);
    return c.json({ success: true });
  });
