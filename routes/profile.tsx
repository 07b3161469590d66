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
import { clientAddress } from "../src/http/client-address";
import { PASSWORD_HINT } from "../src/validation/password";
import { canChangePassword, changeOwnPassword, PASSWORD_CHANGED, signOutEverywhere, SIGNED_OUT_EVERYWHERE } from "../src/auth/account-security";
import { Panel } from "../components/Panel";
import { subscriptionStatus } from "../src/stories/quota";
import {
  ACCOUNT_DELETED,
  ACCOUNT_DELETED_PATH,
  ACCOUNT_DELETION,
  ACCOUNT_DELETION_REMOVES,
  EMAIL_NOT_VERIFIED_BUILT_IN,
  EMAIL_NOT_VERIFIED_OTHER,
} from "../src/content/account";

const longDate = (d: Date | null | undefined) => (d ? longUsDate(d) : "N/A");

/** What the page says after a form finished (`?done=`): fixed messages only, never the query's text. */
const DONE = { password: PASSWORD_CHANGED } as const;

interface SecurityState {
  /** The user signs in with a built-in account: the password form is shown. */
  passwordForm: boolean;
  errors?: Record<string, string>;
  notice?: string;
}

function PasswordField({
  id,
  label,
  autoComplete,
  errors,
  hint,
}: {
  id: string;
  label: string;
  autoComplete: string;
  errors: Record<string, string>;
  hint?: string;
}) {
  const error = errors[id];
  return (
    <div className="field">
      <label htmlFor={`profile-${id}`}>{label}</label>
      <input
        type="password"
        id={`profile-${id}`}
        name={id}
        autoComplete={autoComplete}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `profile-${id}-error` : undefined}
      />
      {hint ? <p className="field-hint">{hint}</p> : null}
      {error ? (
        <p className="field-error" id={`profile-${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** "Sign out everywhere" for everyone; "Change password" for built-in accounts. Plain forms: no JavaScript needed. */
function SecurityCard({ passwordForm, errors = {}, notice }: SecurityState) {
  return (
    <section className="card" id="security">
      <h2>Sign-in and security</h2>
      {notice ? (
        <p className="notice notice-success" role="status">
          {notice}
        </p>
      ) : null}
      {passwordForm ? (
        <>
          <h3>Change password</h3>
          {errors.form ? (
            <p className="notice notice-error" role="alert">
              {errors.form}
            </p>
          ) : null}
          <form method="post" action="/profile/password" className="form">
            <PasswordField id="currentPassword" label="Current password" autoComplete="current-password" errors={errors} />
            <PasswordField id="newPassword" label="New password" autoComplete="new-password" errors={errors} hint={PASSWORD_HINT} />
            <PasswordField id="confirmPassword" label="New password again" autoComplete="new-password" errors={errors} />
            <button className="btn btn-primary" type="submit">
              Change password
            </button>
          </form>
          <p className="small muted">Changing your password signs you out on every other device.</p>
        </>
      ) : null}
      <h3>Sign out everywhere</h3>
      <p>Lost a phone, or signed in on a shared computer? This signs you out on every device, this one too.</p>
      <form method="post" action="/profile/sign-out-everywhere">
        <button className="btn btn-secondary" type="submit">
          Sign out everywhere
        </button>
      </form>
    </section>
  );
}

/** The name the page leads with: the parent's name, else their e-mail; never an opaque sign-in ID. */
function leadName(user: NonNullable<AppEnv["Variables"]["user"]>): string {
  const name = displayName(user);
  const opaque = !(user.firstName && user.lastName) && (name === user.id || /^[0-9a-f-]{20,}$/i.test(name) || name.includes("|"));
  return opaque ? (user.email ?? "Your account") : name;
}

/** What the list of removals ends with: what happens to the parent's plan. */
export function deletionSubscriptionNote(premium: boolean, until: string | null): string {
  return premium ? ACCOUNT_DELETION.subscription.premium(until) : ACCOUNT_DELETION.subscription.free;
}

function ProfilePage({
  user,
  security,
  premiumUntil,
}: {
  user: NonNullable<AppEnv["Variables"]["user"]>;
  security: SecurityState;
  premiumUntil: { premium: boolean; until: string | null };
}) {
  return (
    <div className="container page narrow profile">
      <section className="card profile-card">
        <span className="avatar avatar-lg" aria-hidden="true">
          {initials(user)}
        </span>
        <div>
          <h1>{leadName(user)}</h1>
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
          <dd>
            {user.emailVerified ? "Yes" : "No"}
            {user.emailVerified ? null : <span className="details-note">{security.passwordForm ? EMAIL_NOT_VERIFIED_BUILT_IN : EMAIL_NOT_VERIFIED_OTHER}</span>}
          </dd>
          <dt>Last Updated</dt>
          <dd>{longDate(user.updatedAt)}</dd>
          <dt className="details-quiet">Sign-in ID</dt>
          <dd className="details-quiet">
            <code>{user.id}</code> <span className="details-note-inline">(only needed if you write to support)</span>
          </dd>
        </dl>
        <p>
          <a href="/subscription">Manage your subscription</a> · <a href="/library">Open your library</a>
        </p>
      </section>
      <SecurityCard {...security} />
      <section className="card danger-zone" aria-labelledby="delete-account-heading">
        <h2 id="delete-account-heading">{ACCOUNT_DELETION.heading}</h2>
        <p>{ACCOUNT_DELETION.intro}</p>
        <ul className="deletion-list">
          {ACCOUNT_DELETION_REMOVES.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className="deletion-subscription">{deletionSubscriptionNote(premiumUntil.premium, premiumUntil.until)}</p>
        <details>
          <summary className="btn btn-danger">{ACCOUNT_DELETION.open}</summary>
          <form method="post" action="/profile/delete" className="form confirm-form">
            <label className="checkbox">
              <input type="checkbox" name="confirm" value="yes" required />
              <span>{ACCOUNT_DELETION.confirm}</span>
            </label>
            <button className="btn btn-danger" type="submit">
              {ACCOUNT_DELETION.submit}
            </button>
          </form>
        </details>
      </section>
    </div>
  );
}

/** After "Permanently delete my account": it is done, and this is what went. */
function AccountDeletedPage() {
  return (
    <Panel
      title={ACCOUNT_DELETED.title}
      tone="success"
      actions={
        <a className="btn btn-primary" href="/">
          {ACCOUNT_DELETED.home}
        </a>
      }
    >
      <p>{ACCOUNT_DELETED.text}</p>
      <ul className="deletion-list deletion-done">
        {ACCOUNT_DELETION_REMOVES.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>{ACCOUNT_DELETED.after}</p>
    </Panel>
  );
}

const meta = (c: Context<AppEnv>) => pageMeta("/profile", planFacts(c.var.deps.env));

/** The profile page, with its security card in the given state. */
async function profilePage(c: Context<AppEnv>, security: Omit<SecurityState, "passwordForm"> = {}, status?: 200 | 422 | 429) {
  const passwordForm = await canChangePassword(c.var.deps, c.var.user!.id);
  const plan = await subscriptionStatus(c.var.deps, c.var.user!);
  const premiumUntil = { premium: plan.isSubscribed, until: plan.subscriptionExpiresAt ? longUsDate(new Date(plan.subscriptionExpiresAt)) : null };
  return renderPage(
    c,
    <ProfilePage user={c.var.user!} security={{ passwordForm, ...security }} premiumUntil={premiumUntil} />,
    meta(c),
    status as 422 | undefined,
  );
}

/** The signed-in parent's account: the profile page, signing out everywhere, the password, and deleting the account (form or API). */
export const profileRoute = new Hono<AppEnv>()
  .get("/profile", requireUserPage("/login"), (c) => {
    const done = c.req.query("done");
    return profilePage(c, { notice: done && Object.hasOwn(DONE, done) ? DONE[done as keyof typeof DONE] : undefined });
  })
  .post("/profile/sign-out-everywhere", requireUserPage("/login"), async (c) => {
    await signOutEverywhere(c.var.deps, c.var.user!.id);
    clearSessionCookie(c);
    return renderPage(
      c,
      <Panel
        title="Signed out everywhere"
        tone="success"
        actions={
          <>
            <a className="btn btn-primary" href="/login">
              Sign in again
            </a>
            <a className="btn btn-secondary" href="/">
              Return Home
            </a>
          </>
        }
      >
        <p>{SIGNED_OUT_EVERYWHERE}</p>
      </Panel>,
      { ...meta(c), title: "Signed out everywhere · Behavior Tales", noindex: true },
    );
  })
  .post("/profile/password", requireUserPage("/login"), async (c) => {
    const form = await formBody(c);
    const r = await changeOwnPassword(c.var.deps, c.var.user!.id, c.var.sessionToken!, form, clientAddress(c));
    if (r.ok) return c.redirect("/profile?done=password#security", 303);
    if (r.retryAfterS) c.header("Retry-After", String(r.retryAfterS));
    return profilePage(c, { errors: r.fields }, r.status);
  })
  .post("/profile/delete", requireUserPage("/login"), async (c) => {
    const form = await formBody(c);
    if (form.confirm !== "yes") return profilePage(c, {}, 422);
    await deleteAccount(c.var.deps, c.var.user!.id);
    clearSessionCookie(c);
    return c.redirect(ACCOUNT_DELETED_PATH, 303);
  })
  .get(ACCOUNT_DELETED_PATH, (c) => renderPage(c, <AccountDeletedPage />, ACCOUNT_DELETED.meta))
  .delete("/api/account", requireUser, async (c) => {
    const body = (await jsonBody(c).catch(() => ({}))) as { confirm?: unknown };
    if (body?.confirm !== true) throw new HttpError(400, "confirmation_required", 'Send { "confirm": true } to permanently delete your account.');
    await deleteAccount(c.var.deps, c.var.user!.id);
    clearSessionCookie(c);
    return c.json({ success: true });
  });
