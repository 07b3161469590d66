import type { SubscriptionStatus } from "../../src/contracts/subscription";
import { PREMIUM_PRICE } from "../../src/contracts/plan";

import { longUsDate as longDate } from "../../src/format";

/** The library's plan banner: Premium (unlimited) or Free (how many free stories are left), linking to /subscription. */
export function SubscriptionBanner({ status }: { status: SubscriptionStatus }) {
  if (status.isSubscribed) {
    return (
      <aside className="library-plan library-plan-premium" aria-label="Your plan">
        <p>
          <strong>Premium plan</strong> · Unlimited stories
          {status.subscriptionExpiresAt ? <> until {longDate(status.subscriptionExpiresAt)}</> : null}
        </p>
        <a className="btn btn-secondary btn-sm" href="/subscription">
          Manage subscription
        </a>
      </aside>
    );
  }
  const per = status.period === "month" ? " this month" : "";
  return (
    <aside className={`library-plan${status.canGenerateStory ? "" : " library-plan-limit"}`} aria-label="Your plan">
      <p>
        <strong>Free plan</strong> · {status.freeStoriesRemaining} of {status.freeStoriesLimit} free {status.freeStoriesLimit === 1 ? "story" : "stories"}{" "}
        remaining
        {per}
        {status.canGenerateStory ? null : <> (Limit reached)</>}
      </p>
      <a className="btn btn-primary btn-sm" href="/subscription">
        {status.canGenerateStory ? `Go unlimited for ${PREMIUM_PRICE.slashYear}` : "View Subscription Options"}
      </a>
    </aside>
  );
}
