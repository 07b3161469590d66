import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import Stripe from "stripe";
import { count, eq } from "drizzle-orm";
import { createTestContext, createUser, jsonHeaders, sameOrigin, sessionCookie, type TestContext } from "../helpers/app";
import { checkoutFulfillments, paymentEvents, users, type User } from "../../db/schema";
import { demoWebhookSecret } from "../../src/billing/service";
import { DEMO_EVENT_WITHOUT_SUBSCRIPTION } from "../../src/billing/checkout";
import { PREMIUM_PLAN } from "../../src/billing/plan";

const decodeEntities = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

/** The demo checkout (Stripe not configured) and the subscription pages. */
const NOW = new Date("2026-11-21T12:00:00Z");
const ORIGIN = "http://localhost:3000";
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
beforeEach(() => t.setNow(NOW));
afterEach(() => vi.unstubAllGlobals());

const req = (path: string, init?: RequestInit) => t.app.request(`${ORIGIN}${path}`, init);
const userRow = async (id: string) => (await t.deps.db.select().from(users).where(eq(users.id, id)))[0]!;
async function signedIn(overrides: Partial<User> = {}) {
  const user = await createUser(t.deps, overrides);
  return { user, cookie: await sessionCookie(t.deps, user) };
}
async function demoSession(cookie: string): Promise<string> {
  const res = await req("/api/subscription/create-checkout", { method: "POST", headers: jsonHeaders(cookie) });
  expect(res.status).toBe(200);
  const { checkoutUrl } = await res.json();
  expect(checkoutUrl).toMatch(/^\/subscription\/demo-checkout\?session_id=demo_cs_/);
  return new URL(checkoutUrl, ORIGIN).searchParams.get("session_id")!;
}
function pay(cookie: string, sessionId: string) {
  return req("/subscription/demo-checkout", {
    method: "POST",
    headers: sameOrigin({ Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" }),
    body: new URLSearchParams({ session_id: sessionId }).toString(),
    redirect: "manual",
  });
}

describe("demo checkout", () => {
  it("says plainly that it is a demo, only to the session's owner", async () => {
    const { cookie } = await signedIn();
    const sessionId = await demoSession(cookie);
    const res = await req(`/subscription/demo-checkout?session_id=${encodeURIComponent(sessionId)}`, { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("This is a demo checkout.");
    expect(html).toContain("No card is charged");
    expect(html).toContain("Pay $29");
    expect(html).toContain('href="/subscription/cancel"');

    const other = await signedIn();
    const theirs = await req(`/subscription/demo-checkout?session_id=${encodeURIComponent(sessionId)}`, { headers: { Cookie: other.cookie } });
    expect(theirs.status).toBe(400);
    expect(await theirs.text()).not.toContain("Pay $29");
    const anonymous = await req(`/subscription/demo-checkout?session_id=${encodeURIComponent(sessionId)}`, { redirect: "manual" });
    expect(anonymous.status).toBe(302);
  });

  it("pays through a signed event to the webhook handler, with no network, and returns to the success URL", async () => {
    // No network: any outbound request fails the test.
    const fetchSpy = vi.fn(() => Promise.reject(new Error("network used")));
    vi.stubGlobal("fetch", fetchSpy);
    const { user, cookie } = await signedIn();
    const sessionId = await demoSession(cookie);
    const before = await req(`/api/subscription/success?session_id=${encodeURIComponent(sessionId)}`, { headers: jsonHeaders(cookie) });
    expect(await before.json()).toEqual({ success: false });

    const res = await pay(cookie, sessionId);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/subscription/success?session_id=${encodeURIComponent(sessionId)}`);
    const row = await userRow(user.id);
    expect(row.subscriptionStatus).toBe("active");
    expect(row.subscriptionExpiresAt?.toISOString()).toBe("2027-11-21T12:00:00.000Z");
    expect(row.stripeSubscriptionId).toMatch(/^demo_sub_/);

    // Paying twice (a double click, a back button) delivers the same event: still one of each.
    expect((await pay(cookie, sessionId)).status).toBe(303);
    expect(await t.deps.db.select().from(checkoutFulfillments).where(eq(checkoutFulfillments.sessionId, sessionId))).toHaveLength(1);
    const events = await t.deps.db.select().from(paymentEvents);
    expect(events.filter((e) => e.type === "checkout.session.completed")).toHaveLength(1);

    const confirmed = await req(`/api/subscription/success?session_id=${encodeURIComponent(sessionId)}`, { headers: jsonHeaders(cookie) });
    expect(await confirmed.json()).toEqual({ success: true });
    const other = await signedIn();
    const notTheirs = await req(`/api/subscription/success?session_id=${encodeURIComponent(sessionId)}`, { headers: jsonHeaders(other.cookie) });
    expect(await notTheirs.json()).toEqual({ success: false });

    const page = await (await req("/subscription", { headers: { Cookie: cookie } })).text();
    expect(page).toContain("Active");
    expect(page).toContain("November 21, 2027");
    expect(page).toContain("Already Subscribed");
    expect(page).toContain("Manage Subscription"); // the demo portal (tests/integration/billing-portal.test.ts)
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("refuses forged, foreign and expired demo sessions", async () => {
    const { user, cookie } = await signedIn();
    const sessionId = await demoSession(cookie);
    const forged = sessionId.slice(0, -3) + (sessionId.endsWith("AAA") ? "BBB" : "AAA");
    expect((await pay(cookie, forged)).status).toBe(400);
    const other = await signedIn();
    expect((await pay(other.cookie, sessionId)).status).toBe(400);
    t.setNow(new Date(NOW.getTime() + 25 * 3600 * 1000));
    expect((await pay(await sessionCookie(t.deps, user), sessionId)).status).toBe(400);
    expect((await userRow(user.id)).subscriptionStatus).toBe("free");
    expect((await userRow(other.user.id)).subscriptionStatus).toBe("free");
  });

  it("accepts demo events at the public webhook only when signed with the server's derived secret", async () => {
    const { user, cookie } = await signedIn();
    const sessionId = await demoSession(cookie);
    const periodEnd = Math.floor(NOW.getTime() / 1000) + 365 * 86400;
    const payload = JSON.stringify({
      id: "evt_demo_manual",
      object: "event",
      type: "checkout.session.completed",
      created: Math.floor(NOW.getTime() / 1000),
      data: {
        object: {
          id: sessionId,
          object: "checkout.session",
          mode: "subscription",
          payment_status: "paid",
          client_reference_id: user.id,
          subscription: { id: "demo_sub_manual", object: "subscription", status: "active", items: { data: [{ current_period_end: periodEnd }] } },
        },
      },
    });
    const sign = (secret: string) => Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: Math.floor(NOW.getTime() / 1000) });
    const forged = await req("/api/stripe/webhook", {
      method: "POST",
      headers: { "Stripe-Signature": sign("whsec_guess"), "Content-Type": "application/json" },
      body: payload,
    });
    expect(forged.status).toBe(400);
    expect((await userRow(user.id)).subscriptionStatus).toBe("free");
    const [{ n }] = await t.deps.db.select({ n: count() }).from(paymentEvents).where(eq(paymentEvents.id, "evt_demo_manual"));
    expect(n).toBe(0);

    const genuine = await req("/api/stripe/webhook", {
      method: "POST",
      headers: { "Stripe-Signature": sign(demoWebhookSecret(t.deps.secret)), "Content-Type": "application/json" },
      body: payload,
    });
    expect(genuine.status).toBe(200);
    expect((await userRow(user.id)).subscriptionStatus).toBe("active");
  });

  it("answers every signed demo event with 200 or a 4xx, never a 500: invoice.paid is acknowledged once, then as a duplicate", async () => {
    const { user, cookie } = await signedIn();
    expect((await pay(cookie, await demoSession(cookie))).status).toBe(303);
    const paid = await userRow(user.id);
    const created = Math.floor(NOW.getTime() / 1000);
    const deliver = (event: Record<string, unknown>) => {
      const payload = JSON.stringify({ object: "event", created, livemode: false, ...event });
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: demoWebhookSecret(t.deps.secret), timestamp: created });
      return req("/api/stripe/webhook", { method: "POST", headers: { "Stripe-Signature": signature, "Content-Type": "application/json" }, body: payload });
    };
    // Both places Stripe has put an invoice's subscription (before and after API version 2025-03-31).
    const invoices = [
      { id: "evt_demo_invoice_old", type: "invoice.paid", data: { object: { id: "in_demo_1", object: "invoice", subscription: paid.stripeSubscriptionId } } },
      {
        id: "evt_demo_invoice_new",
        type: "invoice.paid",
        data: { object: { id: "in_demo_2", object: "invoice", parent: { subscription_details: { subscription: paid.stripeSubscriptionId } } } },
      },
    ];
    for (const event of invoices) {
      const first = await deliver(event);
      expect(first.status, event.id).toBe(200);
      expect(await first.json()).toMatchObject({ received: true });
      const again = await deliver(event);
      expect(again.status, event.id).toBe(200);
      expect(await again.json()).toEqual({ received: true, duplicate: true });
    }
    // A demo checkout event that does not carry its subscription cannot be fulfilled here: refused, not a 500.
    const bare = await deliver({
      id: "evt_demo_bare_checkout",
      type: "checkout.session.completed",
      data: {
        object: {
          id: "demo_cs_bare",
          object: "checkout.session",
          mode: "subscription",
          payment_status: "paid",
          client_reference_id: user.id,
          subscription: "demo_sub_bare",
        },
      },
    });
    expect(bare.status).toBeGreaterThanOrEqual(400);
    expect(bare.status).toBeLessThan(500);
    expect((await bare.json()).error.message).toBe(DEMO_EVENT_WITHOUT_SUBSCRIPTION);
    // Nothing about the paid subscription changed.
    const after = await userRow(user.id);
    expect([after.subscriptionStatus, after.subscriptionExpiresAt, after.stripeSubscriptionId]).toEqual([
      paid.subscriptionStatus,
      paid.subscriptionExpiresAt,
      paid.stripeSubscriptionId,
    ]);
  });

  it("has no portal for premium granted without a subscription (the demo portal is for demo-checkout subscribers)", async () => {
    const { cookie } = await signedIn({ subscriptionStatus: "active", subscriptionExpiresAt: new Date("2027-01-01T00:00:00Z") });
    expect((await req("/api/subscription/portal", { method: "POST", headers: jsonHeaders(cookie) })).status).toBe(409);
  });
});

describe("subscription pages", () => {
  it("send signed-out visitors to sign in and back", async () => {
    for (const path of ["/subscription", "/subscription/success?session_id=cs_1", "/subscription/cancel"]) {
      const res = await req(path, { redirect: "manual" });
      expect(res.status, path).toBe(302);
      expect(res.headers.get("location")).toBe(`/api/login?returnTo=${encodeURIComponent(path)}`);
    }
  });

  it("/subscription shows a free user's plan, the premium card and the way home", async () => {
    const { cookie } = await signedIn({ storiesGenerated: 0 });
    const res = await req("/subscription", { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("<h1>Subscription</h1>");
    expect(html).toContain("Free");
    expect(html).toContain("Free Stories Remaining: 3 of 3");
    expect(html).toContain("Stories Generated");
    expect(html).not.toContain("Renewal Date");
    expect(html).toContain("$29");
    expect(html).toContain("per year");
    // Issue 26: the list names only what premium adds; coloring pages and PDFs are said once to come with every story.
    for (const f of PREMIUM_PLAN.features) expect(decodeEntities(html)).toContain(f);
    expect(PREMIUM_PLAN.features.join(" ")).not.toMatch(/coloring|PDF/i);
    expect(decodeEntities(html)).toContain("Every story, free or premium, comes with its coloring page and a printable A4 PDF.");
    expect(html).toContain("Subscribe Now");
    expect(html).toContain("Return to Home");
    expect(html).toContain('data-island="SubscriptionCard"');
  });

  it("/subscription shows 'N/A' for a subscriber without an expiry date", async () => {
    const { cookie } = await signedIn({ subscriptionStatus: "active", subscriptionExpiresAt: null });
    const html = await (await req("/subscription", { headers: { Cookie: cookie } })).text();
    expect(html).toContain("Renewal Date");
    expect(html).toContain("N/A");
    expect(html).toContain("Already Subscribed");
  });

  it("the no-JavaScript Subscribe form redirects to the checkout", async () => {
    const { cookie } = await signedIn();
    const res = await req("/subscription/checkout", { method: "POST", headers: sameOrigin({ Cookie: cookie }), redirect: "manual" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toMatch(/^\/subscription\/demo-checkout\?session_id=demo_cs_/);
  });

  it("/subscription/success shows success at once without a session, and 'Processing' while one is confirmed", async () => {
    const { cookie } = await signedIn();
    const plain = await (await req("/subscription/success", { headers: { Cookie: cookie } })).text();
    expect(plain).toContain("Subscription Successful");
    expect(plain).toContain("Thank you for subscribing!");
    expect(plain).toContain("Return to Home");
    const pending = await (await req("/subscription/success?session_id=demo_cs_x", { headers: { Cookie: cookie } })).text();
    expect(pending).toContain("Processing your subscription...");
    expect(pending).toContain('data-island="SubscriptionSuccess"');
  });

  it("/subscription/cancel says nothing was charged and free stories remain (every case: billing-portal.test.ts)", async () => {
    const { cookie } = await signedIn();
    const html = await (await req("/subscription/cancel", { headers: { Cookie: cookie } })).text();
    expect(html).toContain("Subscription Canceled");
    expect(html).toContain("free story generations");
    expect(html).toContain("3 of 3 remaining");
    expect(html).toContain("Return to Home");
    expect(html).toMatch(/href="\/subscription"[^>]*>View Subscription Options/);
  });
});
