import { PREMIUM_PRICE } from "../../src/contracts/plan";
import type { SubscriptionStatus } from "../../src/contracts/subscription";

/**
 * The server's message without the sentence the subtitle just said (issue 26: "You have used all your free
 * stories" then "You've used all 3 of your free stories this month." read as the same message twice).
 */
export function cardMessage(status: Pick<SubscriptionStatus, "freeStoriesRemaining" | "message">): string {
  if (status.freeStoriesRemaining !== 0) return status.message;
  const rest = status.message.replace(/^You've used [^.]*\.\s*/, "");
  return rest || status.message;
}

/** The spec's 'Subscription Required' card (the story form shows it alone at the free limit: one message, one button). */
export function SubscriptionRequiredCard({ status }: { status: Pick<SubscriptionStatus, "freeStoriesRemaining" | "message"> }) {
  return (
    <section className="card subscription-required" aria-labelledby="subscription-required-title">
      <h2 id="subscription-required-title">Subscription Required</h2>
      <p className="subtitle">{status.freeStoriesRemaining === 0 ? "You have used all your free stories" : "Continue with a subscription"}</p>
      <p>{cardMessage(status)}</p>
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
