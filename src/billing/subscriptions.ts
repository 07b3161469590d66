import { eq } from "drizzle-orm";
import { z } from "zod";
import { users, type User } from "../../db/schema";
import type { SubscriptionState } from "../contracts/subscription";
import type { Deps } from "../deps";
import type { Billing } from "./service";

/**
 * A Stripe subscription, as far as access depends on it. Parsed with zod at the boundary (events and API
 * answers). The period end moved from the subscription to its items in API version 2025-03-31, so both
 * places are read.
 */
const idOf = z.union([z.string(), z.object({ id: z.string() }).transform((o) => o.id)]);
export const subscriptionShape = z.object({
  id: z.string(),
  status: z.string(),
  customer: idOf.nullish(),
  cancel_at_period_end: z.boolean().nullish(),
  cancel_at: z.number().nullish(),
  current_period_end: z.number().nullish(),
  items: z.object({ data: z.array(z.object({ current_period_end: z.number().nullish() })) }).nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
});
export type SubscriptionData = z.infer<typeof subscriptionShape>;

export function subscriptionPeriodEnd(sub: SubscriptionData): Date | null {
  const ends = [sub.current_period_end, ...(sub.items?.data ?? []).map((i) => i.current_period_end)].filter((n): n is number => typeof n === "number");
  return ends.length ? new Date(Math.max(...ends) * 1000) : null;
}

/** What a subscription grants: Stripe's statuses mapped onto the product's free / active / cancelled. */
export function accessFrom(sub: SubscriptionData, now: Date): { status: SubscriptionState; expiresAt: Date | null } {
  const periodEnd = subscriptionPeriodEnd(sub);
  switch (sub.status) {
    case "active":
    case "trialing":
    // Stripe is retrying the renewal payment; access continues while it does.
    case "past_due": {
      if (sub.cancel_at_period_end || sub.cancel_at) {
        const cancelAt = sub.cancel_at ? new Date(sub.cancel_at * 1000) : null;
        const ends = cancelAt && periodEnd ? (cancelAt < periodEnd ? cancelAt : periodEnd) : (cancelAt ?? periodEnd);
        return { status: "cancelled", expiresAt: ends };
      }
      return { status: "active", expiresAt: periodEnd };
    }
    case "canceled":
      // Paid-for time is honoured: a cancelled subscription stays premium until its period ends.
      return periodEnd && periodEnd.getTime() > now.getTime() ? { status: "cancelled", expiresAt: periodEnd } : { status: "free", expiresAt: null };
    default:
      // incomplete, incomplete_expired, unpaid, paused: no access.
      return { status: "free", expiresAt: null };
  }
}

export async function retrieveSubscription(billing: Billing, id: string): Promise<SubscriptionData> {
  if (!billing.stripe) throw new Error(`Cannot retrieve subscription ${id} without Stripe`);
  return subscriptionShape.parse(await billing.stripe.subscriptions.retrieve(id));
}

async function findUser(deps: Deps, sub: SubscriptionData, userIdHint?: string | null): Promise<User | null> {
  for (const id of [sub.metadata?.userId, userIdHint]) {
    if (!id) continue;
    const [u] = await deps.db.select().from(users).where(eq(users.id, id));
    if (u) return u;
  }
  if (sub.customer) {
    const [u] = await deps.db.select().from(users).where(eq(users.stripeCustomerId, sub.customer));
    if (u) return u;
  }
  return null;
}

export type ApplyResult = "applied" | "no_user" | "superseded";

/**
 * Set a user's subscription state from a subscription as Stripe shows it now. A different subscription
 * than the one on file only takes over when it grants access that outlasts the current one, so a late
 * event about an old, ended subscription never downgrades someone who subscribed again.
 */
export async function applySubscription(deps: Deps, sub: SubscriptionData, userIdHint?: string | null): Promise<ApplyResult> {
  const user = await findUser(deps, sub, userIdHint);
  if (!user) {
    deps.log.info("billing: no user for subscription", { subscription: sub.id });
    return "no_user";
  }
  const now = deps.now();
  const next = accessFrom(sub, now);
  if (user.stripeSubscriptionId && user.stripeSubscriptionId !== sub.id) {
    const current = user.subscriptionExpiresAt;
    const currentLive = user.subscriptionStatus !== "free" && (!current || current.getTime() > now.getTime());
    const outlasts = next.status !== "free" && (!currentLive || (current && next.expiresAt && next.expiresAt > current));
    if (!outlasts) return "superseded";
  }
  await deps.db
    .update(users)
    .set({
      subscriptionStatus: next.status,
      subscriptionExpiresAt: next.expiresAt,
      stripeSubscriptionId: sub.id,
      ...(sub.customer && !sub.customer.startsWith("demo_") ? { stripeCustomerId: user.stripeCustomerId ?? sub.customer } : {}),
      updatedAt: now,
    })
    .where(eq(users.id, user.id));
  return "applied";
}
