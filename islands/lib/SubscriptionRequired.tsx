import { PREMIUM_PRICE } from "../../src/contracts/plan";
import type { SubscriptionStatus } from "../../src/contracts/subscription";

/** The spec's 'Subscription Required' card (the story form shows it alone at the free limit: one message, one button). */
export function SubscriptionRequiredCard({ status }: { status: Pick<SubscriptionStatus, "freeStoriesRemaining" | "message"> }) {
  return (
    <section className="card subscription-required" aria-labelledby="subscription-required-title">
      <h2 id="subscription-required-title">Subscription Required</h2>
      <p className="subtitle">{status.freeStoriesRemaining === 0 ? "You have used all your free stories" : "Continue with a subscription"}</p>
      <p>{status.message}</p>
      <div className="price-badge">
        <span className="price">{PREMIUM_PRICE.amount}</span>
        <span>
          <strong>Annual Subscription</strong>
          <br />
          Unlimited stories for a full year
        </span>
      </div>
      <a className="btn btn-primary" href="/subscription">
        View Subscription Options
      </a>
    </section>
  );
}
