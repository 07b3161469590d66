import { hmac } from "@oslojs/crypto/hmac";
import { SHA256 } from "@oslojs/crypto/sha2";
import { constantTimeEqual } from "@oslojs/crypto/subtle";
import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding, encodeHexLowerCase } from "@oslojs/encoding";
import type { Deps } from "../deps";
import { PREMIUM_PLAN } from "./plan";

/**
 * The demo checkout, used when Stripe is not configured. A demo session id is bound to its user and
 * signed with the app's secret, so nobody can pay for (or confirm) someone else's session. Paying
 * builds the event Stripe would send, signs it in Stripe's format and hands it to the webhook handler.
 */

export const DEMO_SESSION_PREFIX = "demo_cs_";
/** Like Stripe's Checkout Sessions, a demo session can be paid for 24 hours. */
const DEMO_SESSION_TTL_MS = 24 * 60 * 60 * 1000;

export interface DemoSession {
  id: string;
  userId: string;
  issuedAt: Date;
}

const enc = new TextEncoder();
const mac = (secret: string, payload: string) => hmac(SHA256, enc.encode(secret), enc.encode(`demo-checkout-session:${payload}`));

export function createDemoSessionId(deps: Pick<Deps, "secret" | "now">, userId: string): string {
  const nonce = new Uint8Array(9);
  crypto.getRandomValues(nonce);
  const payload = encodeBase64urlNoPadding(enc.encode(JSON.stringify({ u: userId, t: deps.now().getTime(), n: encodeBase64urlNoPadding(nonce) })));
  return `${DEMO_SESSION_PREFIX}${payload}.${encodeBase64urlNoPadding(mac(deps.secret, payload))}`;
}

/** The session a demo id stands for, or null when it is malformed, forged or too old. */
export function readDemoSessionId(deps: Pick<Deps, "secret" | "now">, id: string): DemoSession | null {
  if (!id.startsWith(DEMO_SESSION_PREFIX)) return null;
  const [payload, signature, extra] = id.slice(DEMO_SESSION_PREFIX.length).split(".");
  if (!payload || !signature || extra !== undefined) return null;
  try {
    if (!constantTimeEqual(decodeBase64urlIgnorePadding(signature), mac(deps.secret, payload))) return null;
    const data = JSON.parse(new TextDecoder().decode(decodeBase64urlIgnorePadding(payload))) as { u?: unknown; t?: unknown };
    if (typeof data.u !== "string" || typeof data.t !== "number") return null;
    if (deps.now().getTime() - data.t > DEMO_SESSION_TTL_MS) return null;
    return { id, userId: data.u, issuedAt: new Date(data.t) };
  } catch {
    return null;
  }
}

/** One year after `from`, as Stripe's yearly interval counts it (same day and time next year). */
export function oneYearAfter(from: Date): Date {
  const d = new Date(from.getTime());
  d.setUTCFullYear(d.getUTCFullYear() + 1);
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
