import { Hono, type Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../src/app-env";
import { Islands } from "../src/render/islands";
import { renderPage } from "../src/render/document";
import { requireUser, requireUserPage } from "../src/auth/session";
import { HttpError } from "../src/http/errors";
import { subscriptionStatus } from "../src/stories/quota";
import { SUBSCRIPTION_STATUS_LABELS, type SubscriptionStatus } from "../src/contracts/subscription";
import { confirmCheckout, createCheckout, createPortalSession, subscriptionManageable } from "../src/billing/checkout";
import { changeDemoSubscription, DEMO_PORTAL_MESSAGES, handleWebhook, payDemoCheckout } from "../src/billing/webhook";
import { liveDemoSubscription, readDemoPortalSessionId, readDemoSessionId, type LiveDemoSubscription } from "../src/billing/demo";
import { longUsDate, PREMIUM_PLAN } from "../src/billing/plan";
import { Panel } from "../components/Panel";
import { formBody } from "../src/http/body";
import { capitalizedNumberWord } from "../src/format";
import { freeAllowance, planFacts, PREMIUM_PRICE, type PlanFacts } from "../src/contracts/plan";
import { appOrigin } from "../src/http/origin";
import { pageMeta } from "../src/content/meta";

const { SubscriptionCard, SubscriptionSuccess } = Islands;

const meta = {
  success: { title: "Subscription Successful · Behavior Tales", description: "Confirming your Behavior Tales premium subscription.", noindex: true },
  cancel: { title: "Subscription Canceled · Behavior Tales", description: "Your checkout was canceled; nothing was charged.", noindex: true },
  demo: { title: "Demo checkout · Behavior Tales", description: "A demo checkout: no card is charged.", noindex: true },
  portal: { title: "Manage subscription · Behavior Tales", description: "Cancel or resume your Behavior Tales premium subscription (demo).", noindex: true },
};

/** Where checkout and the portal send the browser back to: the configured public origin (APP_URL, else http://localhost:PORT). */
function originOf(c: Context<AppEnv>): string {
  // Stripe's return addresses come from configuration, never from the Host header.
  return appOrigin(c.var.deps.env);
}

/**
 * The confirmation shown on /subscription after the demo portal's redirect (?portal=cancelled|resumed),
 * only when it is still true.
 */
function portalNotice(which: string | undefined, status: SubscriptionStatus): string | undefined {
  const until = status.subscriptionExpiresAt ? longUsDate(status.subscriptionExpiresAt) : null;
  if (!status.isSubscribed || !until) return undefined;
  if (which === "cancelled" && status.subscriptionStatus === "cancelled")
    return `Your subscription is cancelled. You keep premium until ${until} and won't be charged again.`;
  if (which === "resumed" && status.subscriptionStatus === "active") return `Your subscription is active again. It renews on ${until}.`;
  return undefined;
}

/** The page's lead: "Three free stories every month, or premium for …" ("Five free stories in total, …" for a one-time allowance). */
function subscriptionLead(plan: PlanFacts): string {
  const free = `${capitalizedNumberWord(plan.freeStories)} free ${plan.freeStories === 1 ? "story" : "stories"}${plan.period === "month" ? " every month" : " in total"}`;
  return `${free}, or premium for unlimited stories and premium support.`;
}

async function subscriptionPage(c: Context<AppEnv>, error?: string) {
  const deps = c.var.deps;
  const user = c.var.user!;
  const plan = planFacts(deps.env);
  const status = await subscriptionStatus(deps, user);
  const notice = error ? undefined : portalNotice(c.req.query("portal"), status);
  return renderPage(
    c,
    <div className="container page subscription-page">
      <header className="page-header">
        <h1>Subscription</h1>
        <p className="lead">{subscriptionLead(plan)}</p>
      </header>
      <SubscriptionCard status={status} manageAvailable={subscriptionManageable(deps, user)} error={error} notice={notice} />
      <p className="page-actions">
        <a className="btn btn-secondary" href="/">
          Return to Home
        </a>
      </p>
    </div>,
    pageMeta("/subscription", plan),
  );
}

function DemoCheckoutPage({ sessionId }: { sessionId: string }) {
  return (
    <div className="container page narrow demo-checkout">
      <p className="notice demo-notice" role="note">
        <strong>This is a demo checkout.</strong> No card is charged and no payment details are collected. Stripe payments are not configured on this site, so
        paying here simply turns on premium for your account.
      </p>
      <section className="card demo-checkout-card">
        <h1>Demo checkout</h1>
        <p className="demo-plan">
          {PREMIUM_PLAN.name}: <strong>{PREMIUM_PLAN.priceLabel}</strong>
        </p>
        <ul className="feature-list">
          {PREMIUM_PLAN.features.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
        <form method="post" action="/subscription/demo-checkout" className="demo-actions">
          <input type="hidden" name="session_id" value={sessionId} />
          <button className="btn btn-primary btn-lg" type="submit">
            {`Pay ${PREMIUM_PRICE.amount}`}
          </button>
          <a className="btn btn-secondary" href="/subscription/cancel">
            Cancel
          </a>
        </form>
      </section>
    </div>
  );
}

/**
 * The second sentence of /subscription/cancel: what is true of this parent's plan now. Free stories
 * left: how many; none left: the quota's own limit message (monthly with its renewal date, or the
 * lifetime wording, as FREE_STORY_PERIOD says); premium: that they are subscribed, and until when.
 */
function checkoutCanceledPlanNote(status: SubscriptionStatus): string {
  if (status.isSubscribed) {
    const until = status.subscriptionExpiresAt ? longUsDate(status.subscriptionExpiresAt) : null;
    if (status.subscriptionStatus === "cancelled")
      return `You are still subscribed to premium, with unlimited stories${until ? ` until ${until}` : ""}; your subscription is cancelled and won't renew.`;
    return `You are already subscribed to premium, with unlimited stories${until ? `; your subscription renews on ${until}` : ""}. Nothing has changed.`;
  }
  if (status.freeStoriesRemaining > 0)
    return `You can still use your free story generations: ${status.freeStoriesRemaining} of ${status.freeStoriesLimit} remaining${status.period === "month" ? " this month" : ""}.`;
  return status.limitReason ?? status.message;
}

type PortalState = { kind: "live"; sub: LiveDemoSubscription } | { kind: "ended" };

/** The demo customer portal: what Stripe's portal offers for a yearly plan, cancel at period end or resume. */
function DemoPortalPage({ sessionId, state, freePlan, error }: { sessionId: string; state: PortalState; freePlan: string; error?: string }) {
  const live = state.kind === "live" ? state.sub : null;
  const until = live ? longUsDate(live.periodEnd) : null;
  return (
    <div className="container page narrow demo-portal">
      <p className="notice demo-notice" role="note">
        <strong>This is a demo of subscription management.</strong> Stripe payments are not configured on this site, so nothing is charged or refunded here.
        Cancelling or resuming changes your plan on Behavior Tales just as Stripe's customer portal would.
      </p>
      <section className="card demo-portal-card" aria-labelledby="demo-portal-title">
        <h1 id="demo-portal-title">Manage subscription</h1>
        {error ? (
          <p className="notice notice-error" role="alert">
            {error}
          </p>
        ) : null}
        <h2 className="demo-portal-subtitle">Current plan</h2>
        <p className="demo-plan">
          {PREMIUM_PLAN.name}: <strong>{PREMIUM_PLAN.priceLabel}</strong>
        </p>
        {live ? (
          <>
            <p className={`plan-badge ${live.status === "cancelled" ? "plan-badge-cancelled" : "plan-badge-active"}`} data-testid="portal-plan-status">
              {SUBSCRIPTION_STATUS_LABELS[live.status === "cancelled" ? "cancelled" : "active"]}
            </p>
            <dl className="status-list">
              <div className="status-row">
                <dt>{live.status === "cancelled" ? "Premium Until" : "Renews On"}</dt>
                <dd>{until}</dd>
              </div>
            </dl>
            {live.status === "active" ? (
              <>
                <p>
                  If you cancel, you keep premium until <strong>{until}</strong> and won't be charged again; then you move to the {freePlan}. You can resume any
                  time before then.
                </p>
                <PortalAction sessionId={sessionId} action="cancel" />
              </>
            ) : (
              <>
                <p>
                  Your subscription is cancelled and won't renew. You keep premium until then; after that you move to the {freePlan}. If you resume, it renews
                  on that date for {PREMIUM_PLAN.priceLabel}.
                </p>
                <PortalAction sessionId={sessionId} action="resume" />
              </>
            )}
          </>
        ) : (
          <>
            <p>Your subscription has ended and you are on the {freePlan}. You can subscribe again from the subscription page.</p>
            <p className="demo-actions">
              <a className="btn btn-primary" href="/subscription">
                Return to Behavior Tales
              </a>
            </p>
          </>
        )}
      </section>
    </div>
  );
}

function InvalidDemoPortalSession() {
  return (
    <Panel
      title="Link expired"
      tone="error"
      actions={
        <a className="btn btn-primary" href="/subscription">
          Back to Subscription
        </a>
      }
    >
      <p>{DEMO_PORTAL_MESSAGES.invalidSession}</p>
    </Panel>
  );
}

function InvalidDemoSession() {
  return (
    <Panel
      title="Checkout expired"
      tone="error"
      actions={
        <a className="btn btn-primary" href="/subscription">
          View Subscription Options
        </a>
      }
    >
      <p>This checkout link is not valid for your account or has expired. Please start again from the subscription page.</p>
    </Panel>
  );
}

const sessionIdQuery = z.string().min(1).max(500);
const portalForm = z.object({ session_id: z.string().max(500), action: z.enum(["cancel", "resume"]) });

async function demoPortalPage(c: Context<AppEnv>, sessionId: string, error?: string, httpStatus: 200 | 422 = 200) {
  const deps = c.var.deps;
  const user = c.var.user!;
  const sub = liveDemoSubscription(user, deps.now());
  const freePlan = `free plan (${freeAllowance(planFacts(deps.env))})`;
  return renderPage(
    c,
    <DemoPortalPage sessionId={sessionId} state={sub ? { kind: "live", sub } : { kind: "ended" }} freePlan={freePlan} error={error} />,
    meta.portal,
    httpStatus,
  );
}

/** The demo portal's one button (cancel or resume), as a plain form, with the way back. */
function PortalAction({ sessionId, action }: { sessionId: string; action: "cancel" | "resume" }) {
  return (
    <form method="post" action="/subscription/demo-portal" className="demo-actions">
      <input type="hidden" name="session_id" value={sessionId} />
      <input type="hidden" name="action" value={action} />
      <button className={`btn ${action === "cancel" ? "btn-danger" : "btn-primary"}`} type="submit">
        {action === "cancel" ? "Cancel Subscription" : "Resume Subscription"}
      </button>
      <a className="btn btn-secondary" href="/subscription">
        Return to Behavior Tales
      </a>
    </form>
  );
}

export const subscriptionRoute = new Hono<AppEnv>()
  // Pages (login required).
  .get("/subscription", requireUserPage(), (c) => subscriptionPage(c))
  // Without JavaScript the Subscribe button posts here and is redirected to checkout.
  .post("/subscription/checkout", requireUserPage(), async (c) => {
    try {
      const { checkoutUrl } = await createCheckout(c.var.deps, c.var.user!, originOf(c));
      return c.redirect(checkoutUrl, 303);
    } catch (err) {
      if (err instanceof HttpError && err.status === 409) return c.redirect("/subscription", 303);
      if (err instanceof HttpError) return subscriptionPage(c, err.message);
      throw err;
    }
  })
  // Without JavaScript 'Manage Subscription' posts here: to Stripe's portal, or the demo portal.
  .post("/subscription/portal", requireUserPage(), async (c) => {
    try {
      const { url } = await createPortalSession(c.var.deps, c.var.user!, originOf(c));
      return c.redirect(url, 303);
    } catch (err) {
      // Nothing to manage (any more): the subscription page shows the plan as it is.
      if (err instanceof HttpError && err.status === 409) return c.redirect("/subscription", 303);
      if (err instanceof HttpError) return subscriptionPage(c, err.message);
      throw err;
    }
  })
  // The demo customer portal (Stripe not configured): owner-only, through a signed portal session.
  .get("/subscription/demo-portal", requireUserPage(), (c) => {
    const deps = c.var.deps;
    if (deps.services.paymentsMode === "stripe") throw new HttpError(404, "not_found", "The demo portal is off because Stripe payments are configured.");
    const sessionId = c.req.query("session_id") ?? "";
    const portal = readDemoPortalSessionId(deps, sessionId);
    if (!portal || portal.userId !== c.var.user!.id) return renderPage(c, <InvalidDemoPortalSession />, meta.portal, 400);
    return demoPortalPage(c, sessionId);
  })
  .post("/subscription/demo-portal", requireUserPage(), async (c) => {
    const parsed = portalForm.safeParse(await formBody(c));
    if (!parsed.success) return renderPage(c, <InvalidDemoPortalSession />, meta.portal, 400);
    const { session_id: sessionId, action } = parsed.data;
    try {
      await changeDemoSubscription(c.var.deps, c.var.user!, sessionId, action);
      return c.redirect(`/subscription?portal=${action === "cancel" ? "cancelled" : "resumed"}`, 303);
    } catch (err) {
      if (err instanceof HttpError && err.status === 400) return renderPage(c, <InvalidDemoPortalSession />, meta.portal, 400);
      if (err instanceof HttpError && err.status === 409) return demoPortalPage(c, sessionId, err.message, 422);
      throw err;
    }
  })
  .get("/subscription/success", requireUserPage(), (c) => {
    const sessionId = c.req.query("session_id") || null;
    return renderPage(
      c,
      <div className="container page narrow">
        <SubscriptionSuccess sessionId={sessionId} />
      </div>,
      meta.success,
    );
  })
  .get("/subscription/cancel", requireUserPage(), async (c) => {
    const status = await subscriptionStatus(c.var.deps, c.var.user!);
    return renderPage(
      c,
      <div className="container page narrow">
        <Panel
          title="Subscription Canceled"
          actions={
            <>
              <a className="btn btn-secondary" href="/">
                Return to Home
              </a>
              <a className="btn btn-primary" href="/subscription">
                View Subscription Options
              </a>
            </>
          }
        >
          <p>Your checkout was canceled and you have not been charged.</p>
          <p data-testid="cancel-plan-note">{checkoutCanceledPlanNote(status)}</p>
        </Panel>
      </div>,
      meta.cancel,
    );
  })
  .get("/subscription/demo-checkout", requireUserPage(), (c) => {
    const deps = c.var.deps;
    if (deps.services.paymentsMode === "stripe") throw new HttpError(404, "not_found", "The demo checkout is off because Stripe payments are configured.");
    const sessionId = c.req.query("session_id") ?? "";
    const demo = readDemoSessionId(deps, sessionId);
    if (!demo || demo.userId !== c.var.user!.id) return renderPage(c, <InvalidDemoSession />, meta.demo, 400);
    return renderPage(c, <DemoCheckoutPage sessionId={sessionId} />, meta.demo);
  })
  .post("/subscription/demo-checkout", requireUserPage(), async (c) => {
    const form = await formBody(c);
    try {
      const { redirectUrl } = await payDemoCheckout(c.var.deps, c.var.user!, String(form.session_id ?? ""));
      return c.redirect(redirectUrl, 303);
    } catch (err) {
      if (err instanceof HttpError && err.status === 400) return renderPage(c, <InvalidDemoSession />, meta.demo, 400);
      throw err;
    }
  })

  // API (spec section 7).
  .get("/api/subscription/status", requireUser, async (c) => c.json(await subscriptionStatus(c.var.deps, c.var.user!)))
  .post("/api/subscription/create-checkout", requireUser, async (c) => c.json(await createCheckout(c.var.deps, c.var.user!, originOf(c))))
  .get("/api/subscription/success", requireUser, async (c) => {
    const parsed = sessionIdQuery.safeParse(c.req.query("session_id"));
    if (!parsed.success) throw new HttpError(400, "invalid_input", "session_id is required.");
    return c.json(await confirmCheckout(c.var.deps, c.var.user!, parsed.data));
  })
  .post("/api/subscription/portal", requireUser, async (c) => c.json(await createPortalSession(c.var.deps, c.var.user!, originOf(c))))
  // Stripe (and the demo checkout) deliver signed events here; the signature covers the raw body.
  .post("/api/stripe/webhook", async (c) => {
    const raw = await c.req.text();
    return c.json(await handleWebhook(c.var.deps, raw, c.req.header("stripe-signature")));
  });
