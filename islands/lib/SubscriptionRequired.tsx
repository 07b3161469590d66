/** The spec's 'Subscription Required' card and upgrade banner (used by the story form and the server). */
export interface QuotaStatus {
  canGenerateStory: boolean;
  freeStoriesRemaining: number;
  freeStoriesLimit: number;
  limitReason: string | null;
  message: string;
  isSubscribed: boolean;
}

export const DEFAULT_UPGRADE_TEXT =
  "You've used all your free story generations. Subscribe to continue creating personalized behavior stories for your child.";

export function UpgradeBanner({ status }: { status: QuotaStatus }) {
  return (
    <div className="upgrade-banner" role="status">
      <p>{status.limitReason ?? DEFAULT_UPGRADE_TEXT}</p>
      <p className="upgrade-remaining">
        Free stories remaining: {status.freeStoriesRemaining} of {status.freeStoriesLimit}
      </p>
      <a className="btn btn-primary btn-sm" href="/subscription">
        Upgrade
      </a>
    </div>
  );
}

export function SubscriptionRequiredCard({ status }: { status: QuotaStatus }) {
  return (
    <section className="card subscription-required" aria-labelledby="subscription-required-title">
      <h2 id="subscription-required-title">Subscription Required</h2>
      <p className="subtitle">{status.freeStoriesRemaining === 0 ? "You have used all your free stories" : "Continue with a subscription"}</p>
      <p>{status.message}</p>
      <div className="price-badge">
        <span className="price">$29</span>
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
