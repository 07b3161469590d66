import { eq } from "drizzle-orm";
import { z } from "zod";
import { paymentEvents, users, type User } from "../../db/schema";
import type { Deps } from "../deps";
import { HttpError } from "../http/errors";
import { checkoutSessionShape, fulfilCheckout } from "./checkout";
import {
  demoCheckoutCompletedEvent,
  demoSubscriptionUpdatedEvent,
  liveDemoSubscription,
  readDemoPortalSessionId,
  readDemoSessionId,
  type DemoPortalAction,
} from "./demo";
import type { Billing } from "./service";
import { applySubscription, retrieveSubscription, subscriptionShape, type SubscriptionData } from "./subscriptions";

/** Signatures older than this are refused (Stripe's default tolerance): a captured event can't be replayed later. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

const eventShape = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
type PaymentEvent = z.infer<typeof eventShape>;

const invoiceShape = z.object({
  subscription: z.union([z.string(), z.object({ id: z.string() }).transform((o) => o.id)]).nullish(),
  parent: z
    .object({
      subscription_details: z.object({ subscription: z.union([z.string(), z.object({ id: z.string() }).transform((o) => o.id)]).nullish() }).nullish(),
    })
    .nullish(),
});

export interface WebhookResult {
  received: true;
  duplicate?: true;
  outcome?: string;
}

/**
 * The payment webhook: Stripe calls it, and so does the demo checkout. Verifies the signature on the raw
 * body, records the event id once (a redelivery is a no-op), then acts on the events that change access.
 */
export async function handleWebhook(deps: Deps, rawBody: string, signatureHeader: string | undefined): Promise<WebhookResult> {
  const billing = await deps.services.billing();
  let verified: unknown;
  try {
    if (!signatureHeader) throw new Error("missing Stripe-Signature header");
    verified = await billing.Stripe.webhooks.constructEventAsync(
      rawBody,
      signatureHeader,
      billing.webhookSecret,
      WEBHOOK_TOLERANCE_SECONDS,
      billing.cryptoProvider,
      deps.now().getTime(),
    );
  } catch (err) {
    deps.log.info("billing: webhook signature refused", { error: err instanceof Error ? err.message.split("\n")[0] : String(err) });
    throw new HttpError(400, "invalid_signature", "The webhook signature is not valid.");
  }
  const parsed = eventShape.safeParse(verified);
  if (!parsed.success) throw new HttpError(400, "invalid_event", "The webhook event is not understood.");
  const event = parsed.data;

  const recorded = await deps.db.insert(paymentEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning({ id: paymentEvents.id });
  if (recorded.length === 0) return { received: true, duplicate: true };
  try {
    return { received: true, outcome: await dispatch(deps, billing, event) };
  } catch (err) {
    // Forget the event so Stripe's retry is processed.
    await deps.db.delete(paymentEvents).where(eq(paymentEvents.id, event.id));
    throw err;
  }
}

async function dispatch(deps: Deps, billing: Billing, event: PaymentEvent): Promise<string> {
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
      return fulfilCheckout(deps, billing, checkoutSessionShape.parse(event.data.object));
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
    case "customer.subscription.paused":
    case "customer.subscription.resumed": {
      const fromEvent = subscriptionShape.parse(event.data.object);
      return applySubscription(deps, await currentSubscription(billing, fromEvent.id, fromEvent));
    }
    case "invoice.paid": {
      // The demo checkout has no subscription to read back (its state arrives inside the checkout and
      // subscription events it signs) and nothing renews, so a paid invoice has nothing to add there.
      if (!billing.stripe) return "ignored";
      const invoice = invoiceShape.parse(event.data.object);
      const subscriptionId = invoice.parent?.subscription_details?.subscription ?? invoice.subscription;
      if (!subscriptionId) return "ignored";
      return applySubscription(deps, await currentSubscription(billing, subscriptionId, null));
    }
    default:
      return "ignored";
  }
}

/**
 * Events can arrive late and out of order, so access is set from the subscription as Stripe shows it
 * now, not from the (possibly stale) copy inside the event.
 */
async function currentSubscription(billing: Billing, id: string, fromEvent: SubscriptionData | null): Promise<SubscriptionData> {
  if (!billing.stripe) {
    if (!fromEvent) throw new Error(`Subscription ${id} is not in the event and Stripe is not configured`);
    return fromEvent;
  }
  return retrieveSubscription(billing, id);
}

/** Sign an event the way Stripe signs its deliveries (with the demo secret) and hand it to the webhook handler. */
async function deliverDemoEvent(deps: Deps, billing: Billing, payload: string): Promise<WebhookResult> {
  const signature = await billing.Stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret: billing.webhookSecret,
    timestamp: Math.floor(deps.now().getTime() / 1000),
    cryptoProvider: billing.cryptoProvider,
  });
  return handleWebhook(deps, payload, signature);
}

/** Pay a demo session: sign the event Stripe would send and hand it to the same webhook handler. */
export async function payDemoCheckout(deps: Deps, user: Pick<User, "id">, sessionId: string): Promise<{ redirectUrl: string }> {
  const billing = await deps.services.billing();
  if (billing.stripe) throw new HttpError(404, "not_found", "The demo checkout is off because Stripe payments are configured.");
  const demo = readDemoSessionId(deps, sessionId);
  if (!demo || demo.userId !== user.id)
    throw new HttpError(400, "invalid_session", "This checkout session is not valid. Please start again from the subscription page.");
  await deliverDemoEvent(deps, billing, demoCheckoutCompletedEvent(deps, demo));
  return { redirectUrl: `/subscription/success?session_id=${encodeURIComponent(sessionId)}` };
}

export const DEMO_PORTAL_MESSAGES = {
  invalidSession:
    "This subscription management link is not valid for your account or has expired. Please open Manage Subscription again from the subscription page.",
  ended: "Your subscription has already ended, so there is nothing to cancel or resume. You can subscribe again from the subscription page.",
} as const;

/**
 * Cancel at the period end, or resume, in the demo portal: the customer.subscription.updated event
 * Stripe's portal would cause, signed and handed to the same webhook handler, so the stored state
 * changes exactly as it does with Stripe. Cancelling twice (or resuming an active one) changes nothing.
 */
export async function changeDemoSubscription(
  deps: Deps,
  user: User,
  sessionId: string,
  action: DemoPortalAction,
): Promise<"cancelled" | "resumed" | "unchanged"> {
  const billing = await deps.services.billing();
  if (billing.stripe) throw new HttpError(404, "not_found", "The demo portal is off because Stripe payments are configured.");
  const portal = readDemoPortalSessionId(deps, sessionId);
  if (!portal || portal.userId !== user.id) throw new HttpError(400, "invalid_session", DEMO_PORTAL_MESSAGES.invalidSession);
  // Read the row now: the page the form came from may be stale.
  const [current] = await deps.db.select().from(users).where(eq(users.id, user.id));
  const sub = current ? liveDemoSubscription(current, deps.now()) : null;
  if (!sub) throw new HttpError(409, "subscription_ended", DEMO_PORTAL_MESSAGES.ended);
  if ((action === "cancel" && sub.status === "cancelled") || (action === "resume" && sub.status === "active")) return "unchanged";
  await deliverDemoEvent(deps, billing, demoSubscriptionUpdatedEvent(deps, { id: sub.id, userId: user.id, periodEnd: sub.periodEnd }, action));
  return action === "cancel" ? "cancelled" : "resumed";
}
