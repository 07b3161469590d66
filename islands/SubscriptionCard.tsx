import { useEffect, useState, type FormEvent } from "react";
import { BILLING_MESSAGES, longUsDate, PREMIUM_PLAN } from "../src/billing/plan";
import { PREMIUM_PRICE } from "../src/contracts/plan";
import { api, ApiError } from "./lib/api";
import { showToast } from "./lib/toast";

/** The subscription status as GET /api/subscription/status answers it (spec section 3): src/contracts/subscription.ts. */
import { SUBSCRIPTION_STATUS_LABELS, type SubscriptionStatus as SubscriptionStatusJson } from "../src/contracts/subscription";

export interface SubscriptionCardProps {
  status: SubscriptionStatusJson;
  /** 'Manage Subscription' leads somewhere: Stripe's customer portal, or the demo portal without Stripe. */
  manageAvailable: boolean;
  /** A server-side failure of the no-JavaScript checkout form. */
  error?: string;
  /** A confirmation after the portal (cancelled, resumed), rendered by the server. */
  notice?: string;
}

/**
 * The /subscription page's status and premium cards. Without JavaScript the buttons are plain form posts;
 * with it, checkout starts through the API and a returning session_id is confirmed here.
 */
export default function SubscriptionCard(props: SubscriptionCardProps) {
  const [status, setStatus] = useState(props.status);
  const [pending, setPending] = useState(false);
  const [portalPending, setPortalPending] = useState(false);

  async function reloadStatus() {
    try {
      setStatus(await api<SubscriptionStatusJson>("GET", "/api/subscription/status"));
    } catch (err) {
      console.error(err);
    }
  }

  // Back from checkout with ?session_id=…: confirm it, then reload the status and clear the address.
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const sessionId = params.get("session_id");
    // Back from the portal: the confirmation is on the page; a reload should not repeat it.
    if (!sessionId && params.has("portal")) window.history.replaceState(null, "", window.location.pathname);
    if (!sessionId) return;
    api<{ success: boolean }>("GET", `/api/subscription/success?session_id=${encodeURIComponent(sessionId)}`)
      .then(async (r) => {
        if (!r?.success) throw new Error("Subscription not confirmed");
        showToast(BILLING_MESSAGES.subscribed);
        await reloadStatus();
        window.history.replaceState(null, "", window.location.pathname);
      })
      .catch((err) => {
        console.error(err);
        showToast({ ...BILLING_MESSAGES.subscriptionError, variant: "destructive" });
      });
  }, []);

  async function subscribe(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setPending(true);
    try {
      const r = await api<{ checkoutUrl?: string }>("POST", "/api/subscription/create-checkout");
      if (!r?.checkoutUrl) throw new Error("No checkout URL");
      window.location.assign(r.checkoutUrl);
    } catch (err) {
      console.error(err);
      showToast({ ...BILLING_MESSAGES.checkoutError, variant: "destructive" });
    } finally {
      setPending(false);
    }
  }

  async function manage(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setPortalPending(true);
    try {
      const r = await api<{ url: string }>("POST", "/api/subscription/portal");
      window.location.assign(r.url);
    } catch (err) {
      console.error(err);
      // 409: nothing to manage any more (the subscription ended, e.g. in another tab): say so and show the plan as it is.
      const nothingToManage = err instanceof ApiError && err.status === 409;
      showToast({
        title: "Error",
        description: nothingToManage ? err.userMessage : "We couldn't open subscription management. Please try again.",
        variant: "destructive",
      });
      if (nothingToManage) await reloadStatus();
      setPortalPending(false);
    }
  }

  const subscribed = status.isSubscribed;
  // Cancelled but paid up: premium until the period ends, then free (spec section 5).
  const cancelled = subscribed && status.subscriptionStatus === "cancelled";
  const until = status.subscriptionExpiresAt ? longUsDate(status.subscriptionExpiresAt) : "N/A";
  return (
    <div className="subscription-grid">
      {props.error ? (
        <p className="notice notice-error subscription-error" role="alert">
          <strong>{BILLING_MESSAGES.checkoutError.title}.</strong> {props.error}
        </p>
      ) : null}
      {props.notice ? (
        <p className="notice notice-success subscription-notice" role="status" data-testid="portal-notice">
          {props.notice}
        </p>
      ) : null}
      <section className="card subscription-status" aria-labelledby="subscription-status-title">
        <h2 id="subscription-status-title">Your Plan</h2>
        <p className={`plan-badge ${cancelled ? "plan-badge-cancelled" : subscribed ? "plan-badge-active" : "plan-badge-free"}`} data-testid="plan-status">
          {SUBSCRIPTION_STATUS_LABELS[cancelled ? "cancelled" : subscribed ? "active" : "free"]}
        </p>
        <dl className="status-list">
          {cancelled ? (
            <div className="status-row">
              <dt>Premium Until</dt>
              <dd data-testid="premium-until">{until}</dd>
            </div>
          ) : subscribed ? (
            <div className="status-row">
              <dt>Renewal Date</dt>
              <dd data-testid="renewal-date">{until}</dd>
            </div>
          ) : null}
          <div className="status-row">
            <dt>Stories Generated</dt>
            <dd>{status.storiesGenerated}</dd>
          </div>
        </dl>
        {subscribed ? null : <p className="free-remaining">{`Free Stories Remaining: ${status.freeStoriesRemaining} of ${status.freeStoriesLimit}`}</p>}
        {cancelled ? (
          <p className="plan-cancelled-note" data-testid="cancelled-note">
            {"Your subscription won't renew: you keep premium until then, and after that you're on the free plan."}
            {props.manageAvailable ? " You can resume it before then under Manage Subscription." : ""}
          </p>
        ) : null}
        {/* A cancelled plan's note above already says what is true; the server's "unlimited stories" line would repeat it. */}
        {cancelled ? null : <p className="muted">{status.message}</p>}
        {subscribed && props.manageAvailable ? (
          <form method="post" action="/subscription/portal" onSubmit={manage}>
            <button className="btn btn-secondary" type="submit" disabled={portalPending}>
              {portalPending ? "Opening..." : "Manage Subscription"}
            </button>
          </form>
        ) : null}
      </section>

      <section className="card premium-card" aria-labelledby="premium-title">
        <h2 id="premium-title">Premium</h2>
        <p className="premium-price">
          <span className="price">{PREMIUM_PRICE.amount}</span> <span className="per">per year</span>
        </p>
        <ul className="feature-list">
          {PREMIUM_PLAN.features.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
        <p className="every-plan">{PREMIUM_PLAN.everyPlan}</p>
        {/* Cancelled: the plan card already says until when; no disabled "Already Subscribed" beside "won't renew". */}
        {cancelled ? null : subscribed ? (
          <button className="btn btn-primary btn-lg" type="button" disabled>
            Already Subscribed
          </button>
        ) : (
          <form method="post" action="/subscription/checkout" onSubmit={subscribe}>
            <button className="btn btn-primary btn-lg" type="submit" disabled={pending}>
              {pending ? "Processing..." : "Subscribe Now"}
            </button>
          </form>
        )}
      </section>
    </div>
  );
}
