import { Hono, type Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../src/app-env";
import { island } from "../src/render/island";
import { renderPage } from "../src/render/document";
import { requireUser, requireUserPage } from "../src/auth/session";
import { HttpError } from "../src/http/errors";
import { subscriptionStatus } from "../src/stories/quota";
import { confirmCheckout, createCheckout, createPortalSession } from "../src/billing/checkout";
import { handleWebhook, payDemoCheckout } from "../src/billing/webhook";
import { readDemoSessionId } from "../src/billing/demo";
import { PREMIUM_PLAN } from "../src/billing/plan";
import { stripeConfigured } from "../src/billing/service";
import SubscriptionCardComponent from "../islands/SubscriptionCard";
import SubscriptionSuccessComponent from "../islands/SubscriptionSuccess";
import { Panel } from "../components/Panel";
import { formBody } from "../src/http/body";
import { appOrigin } from "../src/http/origin";

const SubscriptionCard = island("SubscriptionCard", SubscriptionCardComponent);
const SubscriptionSuccess = island("SubscriptionSuccess", SubscriptionSuccessComponent);

const meta = {
  subscription: { title: "Subscription · Behavior Tales", description: "Your Behavior Tales plan: free stories left this month, or premium with unlimited stories and coloring pages for $29 a year.", noindex: true },
  success: { title: "Subscription Successful · Behavior Tales", description: "Confirming your Behavior Tales premium subscription.", noindex: true },
  cancel: { title: "Subscription Canceled · Behavior Tales", description: "Your checkout was canceled; nothing was charged.", noindex: true },
  demo: { title: "Demo checkout · Behavior Tales", description: "A demo checkout: no card is charged.", noindex: true },
};

/** Where checkout and the portal send the browser back to: the configured public origin (APP_URL, else http://localhost:PORT). */
function originOf(c: Context<AppEnv>): string {
  // Stripe's return addresses come from configuration, never from the Host header.
  return appOrigin(c.var.deps.env);
}

async function subscriptionPage(c: Context<AppEnv>, error?: string) {
  const deps = c.var.deps;
  const user = c.var.user!;
  const status = await subscriptionStatus(deps, user);
  return renderPage(
    c,
    <div className="container page subscription-page">
      <header className="page-header">
        <h1>Subscription</h1>
        <p className="lead">Three free stories every month, or premium for unlimited stories, coloring pages and premium support.</p>
      </header>
      <SubscriptionCard status={status} manageAvailable={stripeConfigured(deps) && !!user.stripeCustomerId} error={error} />
      <p className="page-actions">
        <a className="btn btn-secondary" href="/">
          Return to Home
        </a>
      </p>
    </div>,
    meta.subscription,
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
            Pay $29
          </button>
          <a className="btn btn-secondary" href="/subscription/cancel">
            Cancel
          </a>
        </form>
      </section>
    </div>
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
  .post("/subscription/portal", requireUserPage(), async (c) => {
    const { url } = await createPortalSession(c.var.deps, c.var.user!, originOf(c));
    return c.redirect(url, 303);
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
          <p>
            {status.isSubscribed
              ? "Your current subscription is unchanged."
              : `You can still use your free story generations: ${status.freeStoriesRemaining} of ${status.freeStoriesLimit} remaining${status.period === "month" ? " this month" : ""}.`}
          </p>
        </Panel>
      </div>,
      meta.cancel,
    );
  })
  .get("/subscription/demo-checkout", requireUserPage(), (c) => {
    const deps = c.var.deps;
    if (stripeConfigured(deps)) throw new HttpError(404, "not_found", "The demo checkout is off because Stripe payments are configured.");
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
