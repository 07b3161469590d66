import { Hono, type Context } from "hono";
import { deleteCookie, getSignedCookie, setSignedCookie } from "hono/cookie";
import type { AppEnv } from "../src/app-env";
import { renderPage } from "../src/render/document";
import { Panel } from "../components/Panel";
import { AuthError, endSessionUrl, startSignIn, type AuthTransaction } from "../src/auth/oidc";
import { clearSessionCookie, deleteSession, isSecureRequest, readSession, requireUser, safeReturnTo, setSessionCookie } from "../src/auth/session";
import { callbackMatches, completeSignIn, SIGN_IN_UNAVAILABLE, signInErrorMessage } from "../src/auth/sign-in";
import { displayName } from "../src/auth/display";
import { appOrigin } from "../src/http/origin";
import { errorText } from "../src/http/errors";
import { pageMeta } from "../src/content/meta";
import { planFacts } from "../src/contracts/plan";

const TX_COOKIE = "bt_oauth";
const LOOPBACK_ALIASES = new Set(["127.0.0.1", "[::1]"]);
const TX_MAX_AGE_S = 600;

async function saveTransaction(c: Context<AppEnv>, tx: AuthTransaction) {
  await setSignedCookie(c, TX_COOKIE, JSON.stringify(tx), c.var.deps.secret, {
    httpOnly: true,
    sameSite: "Lax",
    secure: isSecureRequest(c),
    path: "/",
    maxAge: TX_MAX_AGE_S,
  });
}

async function takeTransaction(c: Context<AppEnv>): Promise<AuthTransaction | null> {
  const raw = await getSignedCookie(c, c.var.deps.secret, TX_COOKIE);
  deleteCookie(c, TX_COOKIE, { path: "/", secure: isSecureRequest(c) });
  if (!raw) return null;
  try {
    return JSON.parse(raw) as AuthTransaction;
  } catch {
    return null;
  }
}

function AuthErrorPanel({ title, message }: { title: string; message: string }) {
  return (
    <Panel
      title={title}
      tone="error"
      actions={
        <>
          <a className="btn btn-primary" href="/login">
            Try Again
          </a>
          <a className="btn btn-secondary" href="/">
            Return Home
          </a>
        </>
      }
    >
      <p>We couldn't sign you in.</p>
      <details className="debug-details" open>
        <summary>Details</summary>
        <pre>{message}</pre>
      </details>
    </Panel>
  );
}

function LoginPage({ returnTo, error }: { returnTo: string; error?: string }) {
  const rt = encodeURIComponent(returnTo);
  return (
    <section className="panel auth-card">
      <h1>Welcome back</h1>
      <p>Sign in to create stories, open your library and print your PDFs.</p>
      {error ? (
        <p className="notice notice-error" role="alert">
          Login error: {error}
        </p>
      ) : null}
      <div className="auth-actions">
        <a className="btn btn-primary btn-lg" href={`/api/login?returnTo=${rt}`}>
          Sign in
        </a>
        <a className="btn btn-secondary" href={`/api/login?returnTo=${rt}`}>
          Use alternative login
        </a>
      </div>
      <p>
        New to Behavior Tales? <a href={`/api/login?screen=signup&returnTo=${rt}`}>Sign up</a>
      </p>
      <p className="muted small">
        By signing in you agree to our <a href="/terms-of-service">Terms of Service</a> and <a href="/privacy-policy">Privacy Policy</a>.
      </p>
    </section>
  );
}

const meta = {
  callback: { title: "Signing in · Behavior Tales", description: "Finishing your sign-in to Behavior Tales.", noindex: true },
  logout: { title: "Signing out · Behavior Tales", description: "Signing you out of Behavior Tales.", noindex: true },
};

export const authRoute = new Hono<AppEnv>()
  .get("/login", (c) => {
    if (c.var.user) return c.redirect("/", 302);
    return renderPage(
      c,
      <LoginPage
        returnTo={safeReturnTo(c.req.query("returnTo"))}
        error={c.req.query("error") === undefined ? undefined : signInErrorMessage(c.req.query("error"))}
      />,
      pageMeta("/login", planFacts(c.var.deps.env)),
    );
  })
  .get("/api/login", async (c) => {
    // Sign-in comes back to the configured origin's /callback. On a local site opened as 127.0.0.1 or
    // [::1], start at http://localhost:PORT instead, so the transaction cookie is there for the callback.
    const here = new URL(c.req.url);
    if (!c.var.deps.env.APP_URL && LOOPBACK_ALIASES.has(here.hostname) && here.port === String(c.var.deps.env.PORT)) {
      return c.redirect(`${appOrigin(c.var.deps.env)}${here.pathname}${here.search}`, 302);
    }
    const returnTo = safeReturnTo(c.req.query("returnTo"));
    const settings = c.var.deps.services.oidc;
    try {
      if (!settings) throw new AuthError("not_configured", SIGN_IN_UNAVAILABLE);
      const { url, transaction } = await startSignIn(settings, returnTo, { signup: c.req.query("screen") === "signup" });
      await saveTransaction(c, transaction);
      return c.redirect(url.toString(), 302);
    } catch (err) {
      const message = err instanceof AuthError ? err.message : SIGN_IN_UNAVAILABLE;
      c.var.deps.log.error("sign-in could not start", { error: errorText(err) });
      return renderPage(c, <AuthErrorPanel title="Authentication Error" message={message} />, meta.callback, 503 as 500);
    }
  })
  .get("/callback", async (c) => {
    const deps = c.var.deps;
    const q = c.req.query();
    const tx = await takeTransaction(c);
    const fail = (message: string) => {
      deps.log.info("sign-in failed", { message });
      return renderPage(c, <AuthErrorPanel title="Authentication Error" message={message} />, meta.callback, 400);
    };
    // Already signed in, and this callback cannot finish a new sign-in (reloaded, opened again from
    // history, or a second tab's sign-in already used the transaction): nothing went wrong for the
    // visitor, so send them on to where they were going (spec: authenticated → returnTo after 1 s).
    const current = c.var.user;
    if (current && !callbackMatches(q, tx)) {
      const to = safeReturnTo(tx?.returnTo ?? q.returnTo);
      c.header("Refresh", `1; url=${to}`);
      return renderPage(
        c,
        <Panel
          title="Logging you in..."
          tone="success"
          actions={
            <a className="btn btn-primary" href={to}>
              Continue
            </a>
          }
        >
          <div className="spinner" aria-hidden="true" />
          <p>You're already signed in as {displayName(current)}. Taking you back in a moment.</p>
        </Panel>,
        meta.callback,
      );
    }
    const r = await completeSignIn(deps, q, tx, c.var.sessionToken ?? undefined);
    if (!r.ok) return fail(r.message);
    setSessionCookie(c, r.sessionToken);
    const to = safeReturnTo(r.returnTo);
    c.header("Refresh", `1; url=${to}`);
    return renderPage(
      c,
      <Panel
        title="Logging you in..."
        tone="success"
        actions={
          <a className="btn btn-primary" href={to}>
            Continue
          </a>
        }
      >
        <div className="spinner" aria-hidden="true" />
        <p>Welcome, {displayName(r.user)}! Taking you back in a moment.</p>
      </Panel>,
      meta.callback,
    );
  })
  .get("/logout", async (c) => {
    const deps = c.var.deps;
    let idToken: string | undefined;
    const token = c.var.sessionToken;
    if (token) {
      idToken = (await readSession(deps, token))?.data.idToken;
      await deleteSession(deps, token);
    }
    clearSessionCookie(c);
    const settings = deps.services.oidc;
    try {
      const target = settings ? await endSessionUrl(settings, idToken) : null;
      const to = target ?? "/";
      c.header("Refresh", `0; url=${to}`);
      return renderPage(
        c,
        <Panel
          title="Logging you out..."
          actions={
            <a className="btn btn-secondary" href={to}>
              Continue
            </a>
          }
        >
          <div className="spinner" aria-hidden="true" />
        </Panel>,
        meta.logout,
      );
    } catch (err) {
      return renderPage(
        c,
        <Panel
          title="Logout Error"
          tone="error"
          actions={
            <a className="btn btn-primary" href="/">
              Return Home
            </a>
          }
        >
          <p>You are signed out of Behavior Tales, but we couldn't reach the sign-in service to end its session.</p>
          <details className="debug-details" open>
            <summary>Details</summary>
            <pre>{errorText(err)}</pre>
          </details>
        </Panel>,
        meta.logout,
        500,
      );
    }
  })
  .get("/api/logout", async (c) => {
    const token = c.var.sessionToken;
    if (token) await deleteSession(c.var.deps, token);
    clearSessionCookie(c);
    return c.json({ success: true });
  })
  .get("/api/auth/me", requireUser, (c) => {
    const u = c.var.user!;
    return c.json({
      id: u.id,
      sub: u.id,
      username: u.username,
      email: u.email,
      email_verified: u.emailVerified,
      firstName: u.firstName,
      lastName: u.lastName,
      profileImageUrl: u.profileImageUrl,
      isAdmin: u.isAdmin,
      subscriptionStatus: u.subscriptionStatus,
      createdAt: u.createdAt.toISOString(),
      updated_at: u.updatedAt.toISOString(),
    });
  });
