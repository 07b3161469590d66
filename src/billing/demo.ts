import { hmac } from "@oslojs/crypto/hmac";
import { SHA256 } from "@oslojs/crypto/sha2";
import { constantTimeEqual } from "@oslojs/crypto/subtle";
import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding, encodeHexLowerCase } from "@oslojs/encoding";
import type { User } from "../../db/schema";
import type { Deps } from "../deps";
import { isPremium } from "../stories/quota";
import { PREMIUM_PLAN } from "./plan";

/**
 * The demo checkout, used when Stripe is not configured. A demo session id is bound to its user and
 * signed with the app's secret, so nobody can pay for (or confirm) someone else's session. Paying
 * builds the event Stripe would send, signs it in Stripe's format and hands it to the webhook handler.
 */

export const DEMO_SESSION_PREFIX = "demo_cs_";
/** Like Stripe's Checkout Sessions, a demo session can be paid for 24 hours. */
const DEMO_SESSION_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * The demo customer portal (Stripe's billing portal stand-in): a portal session id is signed the same
 * way, for a different purpose (a checkout id is never a portal id, nor the other way round), and
 * lasts an hour; after that the parent opens 'Manage Subscription' again.
 */
export const DEMO_PORTAL_SESSION_PREFIX = "demo_bps_";
const DEMO_PORTAL_SESSION_TTL_MS = 60 * 60 * 1000;

export interface DemoSession {
  id: string;
  userId: string;
  issuedAt: Date;
}

interface SignedKind {
  prefix: string;
  purpose: string;
  ttlMs: number;
}
const CHECKOUT: SignedKind = { prefix: DEMO_SESSION_PREFIX, purpose: "demo-checkout-session", ttlMs: DEMO_SESSION_TTL_MS };
const PORTAL: SignedKind = { prefix: DEMO_PORTAL_SESSION_PREFIX, purpose: "demo-portal-session", ttlMs: DEMO_PORTAL_SESSION_TTL_MS };

const enc = new TextEncoder();
const mac = (secret: string, purpose: string, payload: string) => hmac(SHA256, enc.encode(secret), enc.encode(`${purpose}:${payload}`));

function createSignedId(kind: SignedKind, deps: Pick<Deps, "secret" | "now">, userId: string): string {
  const nonce = new Uint8Array(9);
  crypto.getRandomValues(nonce);
  const payload = encodeBase64urlNoPadding(enc.encode(JSON.stringify({ u: userId, t: deps.now().getTime(), n: encodeBase64urlNoPadding(nonce) })));
  return `${kind.prefix}${payload}.${encodeBase64urlNoPadding(mac(deps.secret, kind.purpose, payload))}`;
}

function readSignedId(kind: SignedKind, deps: Pick<Deps, "secret" | "now">, id: string): DemoSession | null {
  if (!id.startsWith(kind.prefix)) return null;
  const [payload, signature, extra] = id.slice(kind.prefix.length).split(".");
  if (!payload || !signature || extra !== undefined) return null;
  try {
    if (!constantTimeEqual(decodeBase64urlIgnorePadding(signature), mac(deps.secret, kind.purpose, payload))) return null;
    const data = JSON.parse(new TextDecoder().decode(decodeBase64urlIgnorePadding(payload))) as { u?: unknown; t?: unknown };
    if (typeof data.u !== "string" || typeof data.t !== "number") return null;
    if (deps.now().getTime() - data.t > kind.ttlMs) return null;
    return { id, userId: data.u, issuedAt: new Date(data.t) };
  } catch {
    return null;
  }
}

export function createDemoSessionId(deps: Pick<Deps, "secret" | "now">, userId: string): string {
  return createSignedId(CHECKOUT, deps, userId);
}

/** The session a demo id stands for, or null when it is malformed, forged or too old. */
export function readDemoSessionId(deps: Pick<Deps, "secret" | "now">, id: string): DemoSession | null {
  return readSignedId(CHECKOUT, deps, id);
}

export function createDemoPortalSessionId(deps: Pick<Deps, "secret" | "now">, userId: string): string {
  return createSignedId(PORTAL, deps, userId);
}

/** The demo portal session an id stands for, or null when it is malformed, forged or older than an hour. */
export function readDemoPortalSessionId(deps: Pick<Deps, "secret" | "now">, id: string): DemoSession | null {
  return readSignedId(PORTAL, deps, id);
}

/** One year after `from`, as Stripe's yearly interval counts it (same day and time next year). */
export function oneYearAfter(from: Date): Date {
  return yearsFrom(from, 1);
}

function yearsFrom(from: Date, years: number): Date {
  const d = new Date(from.getTime());
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d;
}

/** A short stable id derived from the session id, so paying twice delivers the same event. */
function shortId(sessionId: string): string {
  return encodeHexLowerCase(hmac(SHA256, enc.encode("demo-ids"), enc.encode(sessionId))).slice(0, 24);
}

/** The checkout.session.completed event Stripe would send for a paid demo session (the subscription expanded). */
export function demoCheckoutCompletedEvent(deps: Pick<Deps, "now">, session: DemoSession): string {
  const now = deps.now();
  const created = Math.floor(now.getTime() / 1000);
  const periodEnd = Math.floor(oneYearAfter(now).getTime() / 1000);
  const id = shortId(session.id);
  const metadata = { userId: session.userId };
  return JSON.stringify({
    id: `evt_demo_${id}`,
    object: "event",
    type: "checkout.session.completed",
    created,
    livemode: false,
    data: {
      object: {
        id: session.id,
        object: "checkout.session",
        mode: "subscription",
        status: "complete",
        payment_status: "paid",
        amount_total: PREMIUM_PLAN.unitAmount,
        currency: PREMIUM_PLAN.currency,
        client_reference_id: session.userId,
        customer: null,
        metadata,
        subscription: {
          id: `demo_sub_${id}`,
          object: "subscription",
          status: "active",
          customer: null,
          cancel_at_period_end: false,
          cancel_at: null,
          current_period_start: created,
          current_period_end: periodEnd,
          items: { object: "list", data: [{ id: `demo_si_${id}`, object: "subscription_item", current_period_start: created, current_period_end: periodEnd }] },
          metadata,
        },
      },
    },
  });
}

export type DemoPortalAction = "cancel" | "resume";

export const DEMO_SUBSCRIPTION_PREFIX = "demo_sub_";

export interface LiveDemoSubscription {
  id: string;
  status: "active" | "cancelled";
  /** The end of the paid year: the renewal date, or when premium ends after a cancellation. */
  periodEnd: Date;
}

/** The user's demo-checkout subscription while it still grants premium; null otherwise (none, admin-granted, ended). */
export function liveDemoSubscription(
  user: Pick<User, "stripeSubscriptionId" | "subscriptionStatus" | "subscriptionExpiresAt">,
  now: Date,
): LiveDemoSubscription | null {
  const id = user.stripeSubscriptionId;
  if (!id?.startsWith(DEMO_SUBSCRIPTION_PREFIX) || user.subscriptionStatus === "free" || !user.subscriptionExpiresAt) return null;
  if (!isPremium(user, now)) return null;
  return { id, status: user.subscriptionStatus, periodEnd: user.subscriptionExpiresAt };
}

/**
 * The customer.subscription.updated event Stripe sends when a customer cancels at the period end (or
 * resumes) in its portal, for a demo subscription. Stripe sets cancel_at to the period end alongside
 * cancel_at_period_end; resuming clears both. Each change is a new event (its own id).
 */
export function demoSubscriptionUpdatedEvent(deps: Pick<Deps, "now">, sub: { id: string; userId: string; periodEnd: Date }, action: DemoPortalAction): string {
  const created = Math.floor(deps.now().getTime() / 1000);
  const periodEnd = Math.floor(sub.periodEnd.getTime() / 1000);
  const periodStart = Math.floor(yearsFrom(sub.periodEnd, -1).getTime() / 1000);
  const cancelling = action === "cancel";
  const nonce = new Uint8Array(12);
  crypto.getRandomValues(nonce);
  return JSON.stringify({
    id: `evt_demo_${encodeHexLowerCase(nonce)}`,
    object: "event",
    type: "customer.subscription.updated",
    created,
    livemode: false,
    data: {
      object: {
        id: sub.id,
        object: "subscription",
        status: "active",
        customer: null,
        cancel_at_period_end: cancelling,
        cancel_at: cancelling ? periodEnd : null,
        canceled_at: cancelling ? created : null,
        current_period_start: periodStart,
        current_period_end: periodEnd,
        items: {
          object: "list",
          data: [
            {
              id: `demo_si_${sub.id.slice(DEMO_SUBSCRIPTION_PREFIX.length)}`,
              object: "subscription_item",
              current_period_start: periodStart,
              current_period_end: periodEnd,
            },
          ],
        },
        metadata: { userId: sub.userId },
      },
      previous_attributes: { cancel_at_period_end: !cancelling },
    },
  });
}
