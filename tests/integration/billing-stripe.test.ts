import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import Stripe from "stripe";
import { count, eq } from "drizzle-orm";
import { createTestContext, createUser, jsonHeaders, sessionCookie, type TestContext } from "../helpers/app";
import { startFakeStripe, type FakeStripe } from "../fakes/stripe-server";
import { checkoutFulfillments, paymentEvents, users, type User } from "../../db/schema";

/**
 * The Stripe path through the real `stripe` SDK, pointed at a local stand-in for the Stripe API
 * (tests/fakes/stripe-server.ts). Webhooks are signed the way Stripe signs them.
 */
const WEBHOOK_SECRET = "whsec_test_behavior_tales_0123456789";
const NOW = new Date("2026-11-21T12:00:00Z");
const nowS = Math.floor(NOW.getTime() / 1000);
const YEAR_S = 365 * 86400;
const ORIGIN = "http://localhost:3000";

let fake: FakeStripe;
let t: TestContext;
beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestContext({ STRIPE_SECRET_KEY: "sk_test_fake", STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: fake.url });
});
afterAll(() => fake.close());
beforeEach(() => {
  t.setNow(NOW);
  fake.failWith = null;
});

const req = (path: string, init?: RequestInit) => t.app.request(`${ORIGIN}${path}`, init);
const userRow = async (id: string) => (await t.deps.db.select().from(users).where(eq(users.id, id)))[0]!;
const countOf = async (table: typeof paymentEvents | typeof checkoutFulfillments) => (await t.deps.db.select({ n: count() }).from(table))[0]!.n;

async function signedIn(overrides: Partial<User> = {}) {
  const user = await createUser(t.deps, overrides);
  return { user, cookie: await sessionCookie(t.deps, user) };
}

async function startCheckout(cookie: string) {
  const res = await req("/api/subscription/create-checkout", { method: "POST", headers: jsonHeaders(cookie) });
  expect(res.status).toBe(200);
  const { checkoutUrl } = (await res.json()) as { checkoutUrl: string };
  const sessionId = /\/c\/pay\/(cs_test_\d+)$/.exec(checkoutUrl)![1]!;
  return { checkoutUrl, sessionId };
}

let eventSeq = 0;
function event(type: string, object: unknown, created = nowS) {
  return { id: `evt_test_${++eventSeq}`, object: "event", type, created, livemode: false, api_version: "2026-10-28.endive", data: { object } };
}

function deliver(body: unknown, opts: { timestamp?: number; secret?: string; tamper?: (raw: string) => string } = {}) {
  const raw = typeof body === "string" ? body : JSON.stringify(body);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload: raw, secret: opts.secret ?? WEBHOOK_SECRET, timestamp: opts.timestamp ?? nowS });
  // No Origin or Sec-Fetch-Site: a server-to-server call, as Stripe makes it.
  return req("/api/stripe/webhook", {
    method: "POST",
    headers: { "Content-Type": "application/json", "Stripe-Signature": signature, "User-Agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)" },
    body: opts.tamper ? opts.tamper(raw) : raw,
  });
}

/** A user who went through checkout and paid (in the fake Stripe), webhook not yet delivered. */
async function paidCheckout(periodEnd = nowS + YEAR_S) {
  const { user, cookie } = await signedIn();
  const { sessionId } = await startCheckout(cookie);
  const sub = fake.completeSession(sessionId, periodEnd);
  return { user, cookie, sessionId, sub, session: fake.sessions.get(sessionId)! };
}

describe("checkout through the Stripe SDK", () => {
  it("creates a customer, then a yearly subscription Checkout Session for the user, and reuses the customer next time", async () => {
    const { user, cookie } = await signedIn({ email: "maya.parent@example.com" });
    const before = fake.requests.length;
    const { checkoutUrl, sessionId } = await startCheckout(cookie);
    expect(checkoutUrl).toBe(`https://checkout.stripe.test/c/pay/${sessionId}`);

    const calls = fake.requests.slice(before);
    expect(calls.map((r) => `${r.method} ${r.path}`)).toEqual(["POST /v1/customers", "POST /v1/checkout/sessions"]);
    const [customerCall, sessionCall] = calls;
    expect(customerCall!.form.email).toBe("maya.parent@example.com");
    expect(customerCall!.form["metadata[userId]"]).toBe(user.id);
    expect(customerCall!.headers.authorization).toBe("Bearer sk_test_fake");
    const customerId = [...fake.customers.keys()].at(-1)!;
    expect((await userRow(user.id)).stripeCustomerId).toBe(customerId);

    const form = sessionCall!.form;
    expect(form.mode).toBe("subscription");
    expect(form.customer).toBe(customerId);
    expect(form.client_reference_id).toBe(user.id);
    expect(form["metadata[userId]"]).toBe(user.id);
    expect(form["subscription_data[metadata][userId]"]).toBe(user.id);
    expect(form["line_items[0][price_data][unit_amount]"]).toBe("2900");
    expect(form["line_items[0][price_data][currency]"]).toBe("usd");
    expect(form["line_items[0][price_data][recurring][interval]"]).toBe("year");
    expect(form["line_items[0][quantity]"]).toBe("1");
    expect(form.success_url).toBe(`${ORIGIN}/subscription/success?session_id={CHECKOUT_SESSION_ID}`);
    expect(form.cancel_url).toBe(`${ORIGIN}/subscription/cancel`);

    const again = fake.requests.length;
    await startCheckout(cookie);
    const second = fake.requests.slice(again);
    expect(second.map((r) => `${r.method} ${r.path}`)).toEqual(["POST /v1/checkout/sessions"]);
    expect(second[0]!.form.customer).toBe(customerId);
  });

  it("uses STRIPE_PRICE_ID when it is configured", async () => {
    const withPrice = await createTestContext({
      STRIPE_SECRET_KEY: "sk_test_fake",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: fake.url,
      STRIPE_PRICE_ID: "price_yearly_29",
    });
    const user = await createUser(withPrice.deps);
    const cookie = await sessionCookie(withPrice.deps, user);
    const before = fake.requests.length;
    const res = await withPrice.app.request(`${ORIGIN}/api/subscription/create-checkout`, { method: "POST", headers: jsonHeaders(cookie) });
    expect(res.status).toBe(200);
    const form = fake.requests.slice(before).find((r) => r.path === "/v1/checkout/sessions")!.form;
    expect(form["line_items[0][price]"]).toBe("price_yearly_29");
    expect(form["line_items[0][price_data][unit_amount]"]).toBeUndefined();
  });

  it("answers the spec's checkout error when Stripe fails, and refuses a second subscription", async () => {
    const { cookie } = await signedIn();
    fake.failWith = 500;
    const res = await req("/api/subscription/create-checkout", { method: "POST", headers: jsonHeaders(cookie) });
    expect(res.status).toBe(502);
    expect((await res.json()).error.message).toBe("There was an error starting the checkout process. Please try again.");

    fake.failWith = null;
    const premium = await signedIn({ subscriptionStatus: "active", subscriptionExpiresAt: new Date(NOW.getTime() + 86400_000) });
    const again = await req("/api/subscription/create-checkout", { method: "POST", headers: jsonHeaders(premium.cookie) });
    expect(again.status).toBe(409);
  });

  it("requires sign-in for every subscription call", async () => {
    for (const [method, path] of [
      ["GET", "/api/subscription/status"],
      ["POST", "/api/subscription/create-checkout"],
      ["GET", "/api/subscription/success?session_id=cs_test_1"],
      ["POST", "/api/subscription/portal"],
    ] as const) {
      const res = await req(path, { method, headers: jsonHeaders() });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });
});

describe("the success call", () => {
  it("confirms a paid session for its owner and fulfils it before the webhook arrives; the webhook then changes nothing", async () => {
    const { user, cookie } = await signedIn();
    const { sessionId } = await startCheckout(cookie);
    const unpaid = await req(`/api/subscription/success?session_id=${sessionId}`, { headers: jsonHeaders(cookie) });
    expect(await unpaid.json()).toEqual({ success: false });
    expect((await userRow(user.id)).subscriptionStatus).toBe("free");

    const periodEnd = nowS + YEAR_S;
    const sub = fake.completeSession(sessionId, periodEnd);
    const paid = await req(`/api/subscription/success?session_id=${sessionId}`, { headers: jsonHeaders(cookie) });
    expect(await paid.json()).toEqual({ success: true });
    const row = await userRow(user.id);
    expect(row.subscriptionStatus).toBe("active");
    expect(row.subscriptionExpiresAt?.toISOString()).toBe(new Date(periodEnd * 1000).toISOString());
    expect(row.stripeSubscriptionId).toBe(sub.id);

    const status = await (await req("/api/subscription/status", { headers: jsonHeaders(cookie) })).json();
    expect(status.isSubscribed).toBe(true);
    expect(status.canGenerateStory).toBe(true);

    const late = await deliver(event("checkout.session.completed", fake.sessions.get(sessionId)));
    expect(late.status).toBe(200);
    expect((await late.json()).outcome).toBe("already_fulfilled");
    const fulfilments = await t.deps.db.select().from(checkoutFulfillments).where(eq(checkoutFulfillments.sessionId, sessionId));
    expect(fulfilments).toHaveLength(1);
  });

  it("answers false for someone else's session and for unknown sessions, and changes nobody", async () => {
    const { sessionId, user: owner } = await paidCheckout();
    const other = await signedIn();
    const res = await req(`/api/subscription/success?session_id=${sessionId}`, { headers: jsonHeaders(other.cookie) });
    expect(await res.json()).toEqual({ success: false });
    const unknown = await req(`/api/subscription/success?session_id=cs_test_nope`, { headers: jsonHeaders(other.cookie) });
    expect(await unknown.json()).toEqual({ success: false });
    expect((await userRow(other.user.id)).subscriptionStatus).toBe("free");
    expect((await userRow(owner.id)).subscriptionStatus).toBe("free");
    expect(await t.deps.db.select().from(checkoutFulfillments).where(eq(checkoutFulfillments.sessionId, sessionId))).toHaveLength(0);
  });
});

describe("the webhook", () => {
  it("refuses a bad signature, a changed body, an old timestamp and a missing signature, and writes nothing", async () => {
    const { user, session } = await paidCheckout();
    const events0 = await countOf(paymentEvents);
    const fulfil0 = await countOf(checkoutFulfillments);
    const body = event("checkout.session.completed", session);

    const attempts = [
      await deliver(body, { secret: "whsec_someone_else" }),
      await deliver(body, { tamper: (raw) => raw.replace(`"client_reference_id":"${user.id}"`, `"client_reference_id":"${user.id}x"`) }),
      await deliver(body, { tamper: (raw) => raw.replace('"payment_status":"paid"', '"payment_status":"paid" ') }),
      await deliver(body, { timestamp: nowS - 301 }),
      await req("/api/stripe/webhook", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(400);
      expect((await res.json()).error.code).toBe("invalid_signature");
    }
    expect(await countOf(paymentEvents)).toBe(events0);
    expect(await countOf(checkoutFulfillments)).toBe(fulfil0);
    expect((await userRow(user.id)).subscriptionStatus).toBe("free");

    // The same event, properly signed within five minutes, is accepted.
    const ok = await deliver(body, { timestamp: nowS - 299 });
    expect(ok.status).toBe(200);
    expect((await userRow(user.id)).subscriptionStatus).toBe("active");
  });

  it("fulfils once when one event is delivered 10 times at once", async () => {
    const periodEnd = nowS + YEAR_S + 3600;
    const { user, sessionId, session } = await paidCheckout(periodEnd);
    const body = event("checkout.session.completed", session);
    const events0 = await countOf(paymentEvents);
    const subscriptionReads0 = fake.requests.filter((r) => r.path.startsWith("/v1/subscriptions/")).length;

    const results = await Promise.all(Array.from({ length: 10 }, () => deliver(body)));
    for (const res of results) expect(res.status).toBe(200);
    const answers = await Promise.all(results.map((r) => r.json()));
    expect(answers.filter((a) => a.outcome === "fulfilled")).toHaveLength(1);
    expect(answers.filter((a) => a.duplicate)).toHaveLength(9);

    expect(await t.deps.db.select().from(paymentEvents).where(eq(paymentEvents.id, body.id))).toHaveLength(1);
    expect(await countOf(paymentEvents)).toBe(events0 + 1);
    const rows = await t.deps.db.select().from(checkoutFulfillments).where(eq(checkoutFulfillments.sessionId, sessionId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.userId).toBe(user.id);
    expect(fake.requests.filter((r) => r.path.startsWith("/v1/subscriptions/")).length - subscriptionReads0).toBe(1);
    const row = await userRow(user.id);
    expect(row.subscriptionStatus).toBe("active");
    expect(row.subscriptionExpiresAt?.getTime()).toBe(periodEnd * 1000);
  });

  it("fulfils the same checkout once when the webhook and the success page race", async () => {
    const { cookie, sessionId, session } = await paidCheckout();
    const [a, b, c, d] = await Promise.all([
      deliver(event("checkout.session.completed", session)),
      req(`/api/subscription/success?session_id=${sessionId}`, { headers: jsonHeaders(cookie) }),
      req(`/api/subscription/success?session_id=${sessionId}`, { headers: jsonHeaders(cookie) }),
      deliver(event("checkout.session.async_payment_succeeded", session)),
    ]);
    expect([a.status, b.status, c.status, d.status]).toEqual([200, 200, 200, 200]);
    expect(await b.json()).toEqual({ success: true });
    expect(await c.json()).toEqual({ success: true });
    expect(await t.deps.db.select().from(checkoutFulfillments).where(eq(checkoutFulfillments.sessionId, sessionId))).toHaveLength(1);
  });

  it("ignores a completed session that is not paid yet, and fulfils on async_payment_succeeded", async () => {
    const { user, cookie } = await signedIn();
    const { sessionId } = await startCheckout(cookie);
    const pending = { ...fake.sessions.get(sessionId)!, status: "complete", payment_status: "unpaid", subscription: "sub_pending" };
    const first = await deliver(event("checkout.session.completed", pending));
    expect((await first.json()).outcome).toBe("unpaid");
    expect((await userRow(user.id)).subscriptionStatus).toBe("free");
    expect(await t.deps.db.select().from(checkoutFulfillments).where(eq(checkoutFulfillments.sessionId, sessionId))).toHaveLength(0);

    fake.completeSession(sessionId, nowS + YEAR_S);
    const second = await deliver(event("checkout.session.async_payment_succeeded", fake.sessions.get(sessionId)));
    expect((await second.json()).outcome).toBe("fulfilled");
    expect((await userRow(user.id)).subscriptionStatus).toBe("active");
  });

  it("leaves the state Stripe shows when subscription events arrive out of order", async () => {
    const periodEnd = nowS + YEAR_S;
    const { user, sub, session } = await paidCheckout(periodEnd);
    await deliver(event("checkout.session.completed", session));
    const activeCopy = structuredClone(sub);

    // The customer cancels in the portal (at period end): Stripe now shows cancel_at_period_end.
    fake.updateSubscription(sub.id, { cancel_at_period_end: true });
    const cancelledCopy = structuredClone(fake.subscriptions.get(sub.id)!);
    const newer = event("customer.subscription.updated", cancelledCopy, nowS + 60);
    const older = event("customer.subscription.updated", activeCopy, nowS + 10);
    expect((await deliver(newer)).status).toBe(200);
    expect((await deliver(older)).status).toBe(200); // late, stale copy
    let row = await userRow(user.id);
    expect(row.subscriptionStatus).toBe("cancelled");
    expect(row.subscriptionExpiresAt?.getTime()).toBe(periodEnd * 1000);

    // Then they resume: the stale "cancelled" copy arriving after the resume changes nothing.
    fake.updateSubscription(sub.id, { cancel_at_period_end: false });
    await deliver(event("customer.subscription.updated", structuredClone(fake.subscriptions.get(sub.id)!), nowS + 120));
    await deliver(event("customer.subscription.updated", cancelledCopy, nowS + 60));
    row = await userRow(user.id);
    expect(row.subscriptionStatus).toBe("active");
    expect(row.subscriptionExpiresAt?.getTime()).toBe(periodEnd * 1000);
  });

  it("extends access on invoice.paid (renewal), reading the period end from the subscription items", async () => {
    const periodEnd = nowS + YEAR_S;
    const { user, sub, session } = await paidCheckout(periodEnd);
    await deliver(event("checkout.session.completed", session));
    const renewedEnd = periodEnd + YEAR_S;
    fake.updateSubscription(sub.id, { periodEnd: renewedEnd });
    const invoice = {
      id: "in_test_1",
      object: "invoice",
      status: "paid",
      parent: { type: "subscription_details", subscription_details: { subscription: sub.id } },
    };
    const res = await deliver(event("invoice.paid", invoice, periodEnd));
    expect(res.status).toBe(200);
    expect((await userRow(user.id)).subscriptionExpiresAt?.getTime()).toBe(renewedEnd * 1000);
  });

  it("keeps a deleted subscription premium until its period ends, then the user is free again", async () => {
    const periodEnd = nowS + 30 * 86400;
    const { user, cookie, sub, session } = await paidCheckout(periodEnd);
    await deliver(event("checkout.session.completed", session));
    fake.updateSubscription(sub.id, { status: "canceled", cancel_at_period_end: false });
    const res = await deliver(event("customer.subscription.deleted", structuredClone(fake.subscriptions.get(sub.id)!)));
    expect(res.status).toBe(200);
    const row = await userRow(user.id);
    expect(row.subscriptionStatus).toBe("cancelled");
    expect(row.subscriptionExpiresAt?.getTime()).toBe(periodEnd * 1000);
    let status = await (await req("/api/subscription/status", { headers: jsonHeaders(cookie) })).json();
    expect(status.isSubscribed).toBe(true);

    t.setNow(new Date(periodEnd * 1000 + 1000));
    const later = await sessionCookie(t.deps, user); // sessions last a day
    status = await (await req("/api/subscription/status", { headers: jsonHeaders(later) })).json();
    expect(status.isSubscribed).toBe(false);
    expect(status.freeStoriesRemaining).toBe(3);
    const page = await (await req("/subscription", { headers: { Cookie: later } })).text();
    expect(page).toContain("Free Stories Remaining: 3 of 3");
    expect(page).toContain("Subscribe Now");

    // A deletion delivered after the period end makes the stored status free as well.
    await deliver(event("customer.subscription.deleted", structuredClone(fake.subscriptions.get(sub.id)!), periodEnd + 2), { timestamp: periodEnd + 2 });
    expect((await userRow(user.id)).subscriptionStatus).toBe("free");
  });

  it("does not let a late event about an old subscription downgrade a newer one", async () => {
    const first = await paidCheckout(nowS + 10 * 86400);
    await deliver(event("checkout.session.completed", first.session));
    // Their first subscription lapsed; they subscribe again, which creates a second subscription.
    await t.deps.db.update(users).set({ subscriptionStatus: "free", subscriptionExpiresAt: null }).where(eq(users.id, first.user.id));
    const { sessionId } = await startCheckout(first.cookie);
    const newer = fake.completeSession(sessionId, nowS + YEAR_S);
    await deliver(event("checkout.session.completed", fake.sessions.get(sessionId)));
    // Stripe's late word on the old one: it ended.
    fake.updateSubscription(first.sub.id, { status: "canceled", periodEnd: nowS - 1 });
    const late = await deliver(event("customer.subscription.deleted", structuredClone(fake.subscriptions.get(first.sub.id)!)));
    expect((await late.json()).outcome).toBe("superseded");
    const row = await userRow(first.user.id);
    expect(row.stripeSubscriptionId).toBe(newer.id);
    expect(row.subscriptionStatus).toBe("active");
    expect(row.subscriptionExpiresAt?.getTime()).toBe((nowS + YEAR_S) * 1000);
  });
});

describe("the customer portal", () => {
  it("opens Stripe's portal for a subscriber's customer with a return to /subscription; refuses users with nothing to manage", async () => {
    const { user, cookie, session } = await paidCheckout();
    await deliver(event("checkout.session.completed", session));
    const customerId = (await userRow(user.id)).stripeCustomerId!;
    const before = fake.requests.length;
    const res = await req("/api/subscription/portal", { method: "POST", headers: jsonHeaders(cookie) });
    expect(res.status).toBe(200);
    expect((await res.json()).url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_test_\d+$/);
    const call = fake.requests.slice(before).find((r) => r.path === "/v1/billing_portal/sessions")!;
    expect(call.form.customer).toBe(customerId);
    expect(call.form.return_url).toBe(`${ORIGIN}/subscription`);

    const page = await (await req("/subscription", { headers: { Cookie: cookie } })).text();
    expect(page).toContain("Manage Subscription");
    expect(page).toContain("Already Subscribed");

    const free = await signedIn();
    const refused = await req("/api/subscription/portal", { method: "POST", headers: jsonHeaders(free.cookie) });
    expect(refused.status).toBe(409);
  });

  it("after cancelling in Stripe's portal the card says cancelled, premium until the period end, as the demo portal does", async () => {
    const periodEnd = nowS + YEAR_S;
    const { user, cookie, sub, session } = await paidCheckout(periodEnd);
    await deliver(event("checkout.session.completed", session));
    fake.updateSubscription(sub.id, { cancel_at_period_end: true, cancel_at: periodEnd });
    await deliver(event("customer.subscription.updated", structuredClone(fake.subscriptions.get(sub.id)!), nowS + 60));
    expect((await userRow(user.id)).subscriptionStatus).toBe("cancelled");
    const until = new Date(periodEnd * 1000).toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
    const page = await (await req("/subscription", { headers: { Cookie: cookie } })).text();
    expect(page).toMatch(/data-testid="plan-status"[^>]*>Canceled</);
    expect(page).toContain(`<dt>Premium Until</dt><dd data-testid="premium-until">${until}</dd>`);
    expect(page).toContain("Manage Subscription");
    // Stripe's portal, never the demo one.
    const portal = await (await req("/api/subscription/portal", { method: "POST", headers: jsonHeaders(cookie) })).json();
    expect(portal.url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    expect((await req("/subscription/demo-portal?session_id=demo_bps_x.y", { headers: { Cookie: cookie } })).status).toBe(404);
  });
});
