/**
 * A user's subscription as the server and the browser both see it, defined once. Browser-safe:
 * imported by the schema, the quota (src/stories/quota.ts), billing, the admin, the routes, the
 * islands and the components.
 */
import type { FreeStoryPeriod } from "./plan";

/** The values of users.subscription_status (the schema's enum, the admin's select). */
export const SUBSCRIPTION_STATUSES = ["free", "active", "cancelled"] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATUSES)[number];
/** How a status is shown: the subscription card's badge, the admin's pills and select. */
export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionState, string> = { free: "Free", active: "Active", cancelled: "Canceled" };

/**
 * The subscription and free-story status: GET /api/subscription/status, the 402 'subscription_required'
 * error's `status`, the story form's and the library banner's props. Built by `subscriptionStatus`
 * (src/stories/quota.ts).
 */
export interface SubscriptionStatus {
  isSubscribed: boolean;
  subscriptionStatus: SubscriptionState;
  subscriptionExpiresAt: string | null;
  storiesGenerated: number;
  canGenerateStory: boolean;
  limitReason: string | null;
  freeStoriesRemaining: number;
  freeStoriesLimit: number;
  period: FreeStoryPeriod;
  /** Server message for the subscription card. */
  message: string;
}
