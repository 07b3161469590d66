import type Stripe from "stripe";
import { hmac } from "@oslojs/crypto/hmac";
import { SHA256 } from "@oslojs/crypto/sha2";
import { encodeBase64urlNoPadding } from "@oslojs/encoding";
import type { Env } from "../env";

/**
 * Payments: Stripe Checkout, webhooks and the customer portal when STRIPE_SECRET_KEY is set; otherwise
 * the demo checkout, which charges nothing and delivers a signed event to the same webhook handler.
 */
export interface Billing {
  mode: "stripe" | "demo";
  /** The Stripe SDK class (its static webhook helpers work without a key). */
  Stripe: typeof Stripe;
  /** A client for the Stripe API (Stripe mode only). */
  stripe: Stripe | null;
  /** The secret webhook signatures are checked against: Stripe's, or one derived from deps.secret (demo). */
  webhookSecret: string;
  /** Web Crypto, so signing and verification run the same on Node, Workers and Deno. */
  cryptoProvider: Stripe.CryptoProvider;
  priceId: string | undefined;
}

/** The demo webhook secret: derived from the app's secret, so only this server can sign demo events. */
export function demoWebhookSecret(appSecret: string): string {
  const mac = hmac(SHA256, new TextEncoder().encode(appSecret), new TextEncoder().encode("behavior-tales demo webhook secret v1"));
  return `whsec_demo_${encodeBase64urlNoPadding(mac)}`;
}

/** Build the billing service for this configuration. */
export async function createBilling(deps: { env: Env; secret: string }): Promise<Billing> {
  const { default: StripeSdk } = await import("stripe");
  const cryptoProvider = StripeSdk.createSubtleCryptoProvider();
  const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_ID, STRIPE_API_BASE } = deps.env;
  if (!STRIPE_SECRET_KEY) {
    return { mode: "demo", Stripe: StripeSdk, stripe: null, webhookSecret: demoWebhookSecret(deps.secret), cryptoProvider, priceId: undefined };
  }
  const base = STRIPE_API_BASE ? new URL(STRIPE_API_BASE) : null;
  const stripe = new StripeSdk(STRIPE_SECRET_KEY, {
    // Fetch and Web Crypto run on every runtime we deploy to (Node, Workers, Deno).
    httpClient: StripeSdk.createFetchHttpClient(),
    timeout: 10_000,
    maxNetworkRetries: 2,
    appInfo: { name: "Behavior Tales" },
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === "http:" ? "80" : "443"),
          protocol: base.protocol === "http:" ? ("http" as const) : ("https" as const),
        }
      : {}),
  });
  return { mode: "stripe", Stripe: StripeSdk, stripe, webhookSecret: STRIPE_WEBHOOK_SECRET!, cryptoProvider, priceId: STRIPE_PRICE_ID };
}
