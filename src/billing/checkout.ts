import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import { checkoutFulfillments, users, type User } from "../../db/schema";
import type { Deps } from "../deps";
import { HttpError } from "../http/errors";
import { isPremium } from "../stories/quota";
import { createDemoPortalSessionId, createDemoSessionId, liveDemoSubscription, readDemoSessionId } from "./demo";
import { PREMIUM_PLAN } from "./plan";
import type { Billing } from "./service";
import { applySubscription, retrieveSubscription, subscriptionShape } from "./subscriptions";
import { errorText } from "../http/errors";

/** A Checkout Session as fulfilment needs it (from an event or from the API), parsed at the boundary. */
export const checkoutSessionShape = z.object({
  id: z.string(),
  mode: z.string().nullish(),
  payment_status: z.string().nullish(),
  client_reference_id: z.string().nullish(),
  customer: z.union([z.string(), z.object({ id: z.string() }).transform((o) => o.id)]).nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
  subscription: z.union([z.string(), subscriptionShape]).nullish(),
});
export type CheckoutSessionData = z.infer<typeof checkoutSessionShape>;

const PAID = new Set(["paid", "no_payment_required"]);

function checkoutError(err: unknown): HttpError {
  void err; // logged by the caller; the parent sees only the plain message
  return new HttpError(502, "checkout_unavailable", "There was an error starting the checkout process. Please try again.");
}

/** The user's Stripe customer: the stored one, or a new one stored on the user (the first writer wins). */
async function customerFor(deps: Deps, billing: Billing, user: User): Promise<string> {
  if (user.stripeCustomerId) return user.stripeCustomerId;
  const customer = await billing.stripe!.customers.create(
    { email: user.email ?? undefined, name: [user.firstName, user.lastName].filter(Boolean).join(" ") || user.username, metadata: { userId: user.id } },
    // Two quick clicks create one customer.
    { idempotencyKey: `customer-for-${user.id}` },
  );
  await deps.db
    .update(users)
    .set({ stripeCustomerId: customer.id })
    .where(and(eq(users.id, user.id), isNull(users.stripeCustomerId)));
  const [row] = await deps.db.select({ id: users.stripeCustomerId }).from(users).where(eq(users.id, user.id));
  return row?.id ?? customer.id;
}

/** Start a yearly premium checkout; answers where to send the browser. */
export async function createCheckout(deps: Deps, user: User, origin: string): Promise<{ checkoutUrl: string }> {
  if (isPremium(user, deps.now())) throw new HttpError(409, "already_subscribed", "You already have an active subscription.");
  const billing = await deps.services.billing();
  if (!billing.stripe) {
    const sessionId = createDemoSessionId(deps, user.id);
    return { checkoutUrl: `/subscription/demo-checkout?session_id=${encodeURIComponent(sessionId)}` };
  }
  try {
    const customer = await customerFor(deps, billing, user);
    const session = await billing.stripe.checkout.sessions.create({
      mode: "subscription",
      customer,
      client_reference_id: user.id,
      metadata: { userId: user.id },
      subscription_data: { metadata: { userId: user.id } },
      line_items: [
        billing.priceId
          ? { price: billing.priceId, quantity: 1 }
          : {
              price_data: {
                currency: PREMIUM_PLAN.currency,
                unit_amount: PREMIUM_PLAN.unitAmount,
                recurring: { interval: PREMIUM_PLAN.interval },
                product_data: { name: PREMIUM_PLAN.name },
              },
              quantity: 1,
            },
      ],
      success_url: `${origin}/subscription/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${origin}/subscription/cancel`,
    });
    if (!session.url) throw new Error(`Checkout session ${session.id} has no URL`);
    return { checkoutUrl: session.url };
  } catch (err) {
    deps.log.error("billing: checkout failed", { error: errorText(err) });
    throw checkoutError(err);
  }
}

export const DEMO_EVENT_WITHOUT_SUBSCRIPTION = "A demo checkout event must carry its subscription (Stripe is not configured to look it up).";

export type FulfilResult = "fulfilled" | "already_fulfilled" | "unpaid" | "not_subscription" | "no_user";

/**
 * Give the user premium for a paid checkout. Keyed on the checkout session: the first caller claims it
 * (insert-or-ignore), so the webhook, its redeliveries and the success page can all race safely.
 */
export async function fulfilCheckout(deps: Deps, billing: Billing, session: CheckoutSessionData): Promise<FulfilResult> {
  if (session.mode && session.mode !== "subscription") return "not_subscription";
  if (!session.payment_status || !PAID.has(session.payment_status)) return "unpaid";
  const userId = session.client_reference_id ?? session.metadata?.userId;
  if (!userId || !session.subscription) return "no_user";
  const [user] = await deps.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) return "no_user";
  // Without Stripe there is nowhere to read a subscription from: a demo event must carry it.
  if (!billing.stripe && typeof session.subscription === "string") throw new HttpError(400, "invalid_event", DEMO_EVENT_WITHOUT_SUBSCRIPTION);
  const subscriptionId = typeof session.subscription === "string" ? session.subscription : session.subscription.id;
  const claimed = await deps.db
    .insert(checkoutFulfillments)
    .values({ sessionId: session.id, userId, subscriptionId })
    .onConflictDoNothing()
    .returning({ sessionId: checkoutFulfillments.sessionId });
  if (claimed.length === 0) return "already_fulfilled";
  try {
    // With Stripe, the subscription is read from the API (its current state), never from the event.
    const sub = billing.stripe || typeof session.subscription === "string" ? await retrieveSubscription(billing, subscriptionId) : session.subscription;
    if (session.customer && !sub.customer) sub.customer = session.customer;
    await applySubscription(deps, sub, userId);
  } catch (err) {
    // Release the claim so a redelivery (or the success page) can finish the job.
    await deps.db.delete(checkoutFulfillments).where(eq(checkoutFulfillments.sessionId, session.id));
    throw err;
  }
  return "fulfilled";
}

/**
 * The success page's confirmation: the session must exist, belong to this user and be paid; if the
 * webhook has not arrived yet, fulfil it now.
 */
export async function confirmCheckout(deps: Deps, user: User, sessionId: string): Promise<{ success: boolean }> {
  const billing = await deps.services.billing();
  if (!billing.stripe) {
    const demo = readDemoSessionId(deps, sessionId);
    if (!demo || demo.userId !== user.id) return { success: false };
    // A demo session is paid when its signed event was delivered and fulfilled.
    const [row] = await deps.db.select().from(checkoutFulfillments).where(eq(checkoutFulfillments.sessionId, sessionId));
    return { success: !!row && row.userId === user.id };
  }
  let session: CheckoutSessionData;
  try {
    session = checkoutSessionShape.parse(await billing.stripe.checkout.sessions.retrieve(sessionId));
  } catch (err) {
    deps.log.info("billing: checkout session not confirmed", { error: errorText(err) });
    return { success: false };
  }
  const owner = session.client_reference_id ?? session.metadata?.userId;
  if (owner !== user.id) return { success: false };
  const result = await fulfilCheckout(deps, billing, session);
  return { success: result === "fulfilled" || result === "already_fulfilled" };
}

/**
 * Whether the subscription page offers 'Manage Subscription': with Stripe, to a user with a Stripe
 * customer (Stripe's portal); without it, to a subscriber whose premium came from the demo checkout
 * and has not ended (the demo portal). Premium granted by an admin has no subscription to manage.
 */
export function subscriptionManageable(deps: Deps, user: User): boolean {
  if (deps.services.paymentsMode === "stripe") return !!user.stripeCustomerId;
  return liveDemoSubscription(user, deps.now()) !== null;
}

/**
 * Where a subscriber updates payment details, cancels or resumes: Stripe's customer portal, or, when
 * Stripe is not configured, the demo portal (/subscription/demo-portal with a signed session of its own),
 * which changes the subscription through the same webhook handler as Stripe's events.
 */
export async function createPortalSession(deps: Deps, user: User, origin: string): Promise<{ url: string }> {
  const billing = await deps.services.billing();
  if (!billing.stripe) {
    if (!liveDemoSubscription(user, deps.now())) throw new HttpError(409, "no_subscription", "There is no subscription to manage.");
    return { url: `/subscription/demo-portal?session_id=${encodeURIComponent(createDemoPortalSessionId(deps, user.id))}` };
  }
  if (!user.stripeCustomerId) throw new HttpError(409, "no_customer", "There is no subscription to manage yet.");
  try {
    const portal = await billing.stripe.billingPortal.sessions.create({ customer: user.stripeCustomerId, return_url: `${origin}/subscription` });
    return { url: portal.url };
  } catch (err) {
    deps.log.error("billing: portal failed", { error: errorText(err) });
    throw new HttpError(502, "portal_unavailable", "We couldn't open subscription management. Please try again.");
  }
}
