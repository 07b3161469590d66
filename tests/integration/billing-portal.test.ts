import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestContext, createUser, jsonHeaders, sameOrigin, sessionCookie, type TestContext } from "../helpers/app";
import { generations, paymentEvents, users, type User } from "../../db/schema";

/**
 * The demo customer portal (Stripe not configured): a subscriber cancels at the period end (premium
 * stays until then, then free) and resumes before it ends, through signed events to the webhook
 * handler, exactly as Stripe's portal changes a subscription. Also /subscription/cancel's plan sentence.
 */
const NOW = new Date("2026-11-21T12:00:00Z");
const PERIOD_END = new Date("2027-11-21T12:00:00Z");
const ORIGIN = "http://localhost:3000";
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
beforeEach(() => t.setNow(NOW));

const req = (path: string, init?: RequestInit) => t.app.request(`${ORIGIN}${path}`, init);
const userRow = async (id: string) => (await t.deps.db.select().from(users).where(eq(users.id, id)))[0]!;
const status = async (cookie: string) => (await req("/api/subscription/status", { headers: jsonHeaders(cookie) })).json();
const page = async (path: string, cookie: string) => (await req(path, { headers: { Cookie: cookie } })).text();

async function signedIn(overrides: Partial<User> = {}) {
  const user = await createUser(t.deps, overrides);
  return { user, cookie: await sessionCookie(t.deps, user) };
}

/** A parent who subscribed through the demo checkout (now), premium until PERIOD_END. */
async function subscriber() {
  const { user, cookie } = await signedIn();
  const res = await req("/api/subscription/create-checkout", { method: "POST", headers: jsonHeaders(cookie) });
  const sessionId = new URL((await res.json()).checkoutUrl, ORIGIN).searchParams.get("session_id")!;
  const paid = await req("/subscription/demo-checkout", {
    method: "POST",
    headers: sameOrigin({ Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" }),
    body: new URLSearchParams({ session_id: sessionId }).toString(),
    redirect: "manual",
  });
  expect(paid.status).toBe(303);
  expect((await userRow(user.id)).subscriptionStatus).toBe("active");
  return { user, cookie };
}

async function portalSession(cookie: string): Promise<string> {
  const res = await req("/api/subscription/portal", { method: "POST", headers: jsonHeaders(cookie) });
  expect(res.status).toBe(200);
  const { url } = await res.json();
  expect(url).toMatch(/^\/subscription\/demo-portal\?session_id=demo_bps_/);
  return new URL(url, ORIGIN).searchParams.get("session_id")!;
}

function act(cookie: string, sessionId: string, action: string) {
  return req("/subscription/demo-portal", {
    method: "POST",
    headers: sameOrigin({ Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" }),
    body: new URLSearchParams({ session_id: sessionId, action }).toString(),
    redirect: "manual",
  });
}

describe("the demo portal", () => {
  it("is offered to a demo-checkout subscriber as 'Manage Subscription', with and without JavaScript", async () => {
    const { cookie } = await subscriber();
    const html = await page("/subscription", cookie);
    expect(html).toContain("Manage Subscription");
    expect(html).toContain('action="/subscription/portal"');
    expect(html).toContain("Already Subscribed");

    // Without JavaScript the form posts and is redirected to the portal.
    const noJs = await req("/subscription/portal", { method: "POST", headers: sameOrigin({ Cookie: cookie }), redirect: "manual" });
    expect(noJs.status).toBe(303);
    expect(noJs.headers.get("location")).toMatch(/^\/subscription\/demo-portal\?session_id=demo_bps_/);

    const sessionId = await portalSession(cookie);
    const portal = await req(`/subscription/demo-portal?session_id=${encodeURIComponent(sessionId)}`, { headers: { Cookie: cookie } });
    expect(portal.status).toBe(200);
    const body = await portal.text();
    expect(body).toContain("This is a demo of subscription management.");
    expect(body).toContain("Manage subscription");
    expect(body).toContain("Renews On");
    expect(body).toContain("November 21, 2027");
    expect(body).toContain("Cancel Subscription");
    expect(body).not.toContain("Resume Subscription");
    expect(body).toContain("Return to Behavior Tales");
  });

  it("is not offered to free users or to premium granted without a subscription", async () => {
    const free = await signedIn();
    expect(await page("/subscription", free.cookie)).not.toContain("Manage Subscription");
    expect((await req("/api/subscription/portal", { method: "POST", headers: jsonHeaders(free.cookie) })).status).toBe(409);
    const noJs = await req("/subscription/portal", { method: "POST", headers: sameOrigin({ Cookie: free.cookie }), redirect: "manual" });
    expect(noJs.status).toBe(303);
    expect(noJs.headers.get("location")).toBe("/subscription");

    const granted = await signedIn({ subscriptionStatus: "active", subscriptionExpiresAt: PERIOD_END });
    const html = await page("/subscription", granted.cookie);
    expect(html).toContain("Active");
    expect(html).not.toContain("Manage Subscription");
    expect((await req("/api/subscription/portal", { method: "POST", headers: jsonHeaders(granted.cookie) })).status).toBe(409);
  });

  it("is owner-only: another parent's, a forged, a checkout and an hour-old portal session are refused", async () => {
    const { user, cookie } = await subscriber();
    const sessionId = await portalSession(cookie);
    const other = await subscriber();
    const theirs = await req(`/subscription/demo-portal?session_id=${encodeURIComponent(sessionId)}`, { headers: { Cookie: other.cookie } });
    expect(theirs.status).toBe(400);
    const theirBody = await theirs.text();
    expect(theirBody).toContain("not valid for your account or has expired");
    expect(theirBody).not.toContain("Cancel Subscription");
    expect((await act(other.cookie, sessionId, "cancel")).status).toBe(400);
    expect((await userRow(user.id)).subscriptionStatus).toBe("active");
    expect((await userRow(other.user.id)).subscriptionStatus).toBe("active");

    const forged = sessionId.slice(0, -3) + (sessionId.endsWith("AAA") ? "BBB" : "AAA");
    expect((await act(cookie, forged, "cancel")).status).toBe(400);
    // A demo checkout session is not a portal session.
    const checkout = await req("/api/subscription/create-checkout", { method: "POST", headers: jsonHeaders((await signedIn()).cookie) });
    const checkoutId = new URL((await checkout.json()).checkoutUrl, ORIGIN).searchParams.get("session_id")!;
    expect((await req(`/subscription/demo-portal?session_id=${encodeURIComponent(checkoutId)}`, { headers: { Cookie: cookie } })).status).toBe(400);
    expect((await act(cookie, "", "cancel")).status).toBe(400);
    expect((await act(cookie, sessionId, "refund")).status).toBe(400);

    t.setNow(new Date(NOW.getTime() + 61 * 60 * 1000));
    const later = await sessionCookie(t.deps, user);
    expect((await req(`/subscription/demo-portal?session_id=${encodeURIComponent(sessionId)}`, { headers: { Cookie: later } })).status).toBe(400);
    expect((await act(later, sessionId, "cancel")).status).toBe(400);
    expect((await userRow(user.id)).subscriptionStatus).toBe("active");

    const anonymous = await req(`/subscription/demo-portal?session_id=${encodeURIComponent(sessionId)}`, { redirect: "manual" });
    expect(anonymous.status).toBe(302);
  });

  it("cancel → cancelled but premium until the period ends, through a signed webhook event; after the end, free", async () => {
    const { user, cookie } = await subscriber();
    const sessionId = await portalSession(cookie);
    const events0 = (await t.deps.db.select().from(paymentEvents)).length;

    const res = await act(cookie, sessionId, "cancel");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/subscription?portal=cancelled");
    // The change went through the webhook handler: one customer.subscription.updated event recorded.
    const events = await t.deps.db.select().from(paymentEvents);
    expect(events.length).toBe(events0 + 1);
    expect(events.at(-1)!.type).toBe("customer.subscription.updated");

    const row = await userRow(user.id);
    expect(row.subscriptionStatus).toBe("cancelled");
    expect(row.subscriptionExpiresAt?.toISOString()).toBe(PERIOD_END.toISOString());
    let s = await status(cookie);
    expect(s.isSubscribed).toBe(true);
    expect(s.subscriptionStatus).toBe("cancelled");
    expect(s.canGenerateStory).toBe(true);

    const html = await page("/subscription?portal=cancelled", cookie);
    expect(html).toContain("Your subscription is cancelled. You keep premium until November 21, 2027 and won&#x27;t be charged again.");
    expect(html).toMatch(/data-testid="plan-status"[^>]*>Canceled</);
    expect(html).toMatch(/<dt>Premium Until<\/dt><dd data-testid="premium-until">November 21, 2027<\/dd>/);
    expect(html).toContain("Your subscription won&#x27;t renew: you keep premium until then, and after that you&#x27;re on the free plan.");
    expect(html).not.toContain("Renewal Date");
    expect(html).toContain("Manage Subscription");
    // The portal now offers to resume.
    const portal = await page(`/subscription/demo-portal?session_id=${encodeURIComponent(sessionId)}`, cookie);
    expect(portal).toContain("Resume Subscription");
    expect(portal).toContain("Premium Until");
    expect(portal).not.toContain("Cancel Subscription");

    // Cancelling again changes nothing (no second event).
    expect((await act(cookie, sessionId, "cancel")).status).toBe(303);
    expect((await t.deps.db.select().from(paymentEvents)).length).toBe(events0 + 1);

    // A day before the end: still premium.
    t.setNow(new Date(PERIOD_END.getTime() - 86400_000));
    s = await status(await sessionCookie(t.deps, user));
    expect(s.isSubscribed).toBe(true);

    // The period ends: free again, no way to manage, Subscribe Now offered.
    t.setNow(new Date(PERIOD_END.getTime() + 1000));
    const later = await sessionCookie(t.deps, user);
    s = await status(later);
    expect(s.isSubscribed).toBe(false);
    expect(s.freeStoriesRemaining).toBe(3);
    const free = await page("/subscription?portal=cancelled", later);
    expect(free).toMatch(/data-testid="plan-status"[^>]*>Free</);
    expect(free).toContain("Free Stories Remaining: 3 of 3");
    expect(free).toContain("Subscribe Now");
    expect(free).not.toContain("Manage Subscription");
    expect(free).not.toContain("You keep premium until");
    expect((await req("/api/subscription/portal", { method: "POST", headers: jsonHeaders(later) })).status).toBe(409);
  });

  it("resume before the end → active again, renewing on the same date", async () => {
    const { user, cookie } = await subscriber();
    const sessionId = await portalSession(cookie);
    expect((await act(cookie, sessionId, "cancel")).status).toBe(303);
    expect((await userRow(user.id)).subscriptionStatus).toBe("cancelled");

    t.setNow(new Date(NOW.getTime() + 30 * 60 * 1000));
    const res = await act(cookie, sessionId, "resume");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/subscription?portal=resumed");
    const row = await userRow(user.id);
    expect(row.subscriptionStatus).toBe("active");
    expect(row.subscriptionExpiresAt?.toISOString()).toBe(PERIOD_END.toISOString());
    const s = await status(cookie);
    expect(s.isSubscribed).toBe(true);
    expect(s.subscriptionStatus).toBe("active");
    const html = await page("/subscription?portal=resumed", cookie);
    expect(html).toContain("Your subscription is active again. It renews on November 21, 2027.");
    expect(html).toMatch(/data-testid="plan-status"[^>]*>Active</);
    expect(html).toContain("Renewal Date");
    // A stale notice (the state no longer matches) is not shown.
    expect(await page("/subscription?portal=cancelled", cookie)).not.toContain("Your subscription is cancelled.");
  });

  it("refuses to resume once the period has ended, and says why", async () => {
    const { user, cookie } = await subscriber();
    const sessionId = await portalSession(cookie);
    expect((await act(cookie, sessionId, "cancel")).status).toBe(303);
    // The portal page stays open past the end (its session is an hour old at most, so shorten the year).
    await t.deps.db
      .update(users)
      .set({ subscriptionExpiresAt: new Date(NOW.getTime() + 10 * 60 * 1000) })
      .where(eq(users.id, user.id));
    t.setNow(new Date(NOW.getTime() + 20 * 60 * 1000));
    const res = await act(cookie, sessionId, "resume");
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain("Your subscription has already ended");
    expect(html).not.toContain("Resume Subscription");
    expect((await userRow(user.id)).subscriptionStatus).toBe("cancelled");
    expect((await status(cookie)).isSubscribed).toBe(false);
  });
});

describe("/subscription/cancel says what is true of the plan", () => {
  async function used(userId: string, n: number) {
    for (let i = 0; i < n; i++) await t.deps.db.insert(generations).values({ userId, period: "2026-11", status: "committed" });
  }

  it("free stories left: how many, of how many, this month", async () => {
    const { user, cookie } = await signedIn();
    await used(user.id, 1);
    const html = await page("/subscription/cancel", cookie);
    expect(html).toContain("Your checkout was canceled and you have not been charged.");
    expect(html).toContain("You can still use your free story generations: 2 of 3 remaining this month.");
  });

  it("none left (monthly): says so plainly, with the day they renew", async () => {
    const { user, cookie } = await signedIn();
    await used(user.id, 3);
    const html = await page("/subscription/cancel", cookie);
    expect(html).not.toContain("You can still use");
    expect(html).not.toContain("0 of 3");
    expect(html).toContain("You&#x27;ve used all 3 of your free stories this month.");
    expect(html).toContain("renew on December 1.");
  });

  it("none left (lifetime): the lifetime wording, no renewal date", async () => {
    const lifetime = await createTestContext({ FREE_STORY_PERIOD: "lifetime" });
    const user = await createUser(lifetime.deps);
    for (let i = 0; i < 3; i++) await lifetime.deps.db.insert(generations).values({ userId: user.id, period: "lifetime", status: "committed" });
    const cookie = await sessionCookie(lifetime.deps, user);
    const html = await (await lifetime.app.request(`${ORIGIN}/subscription/cancel`, { headers: { Cookie: cookie } })).text();
    expect(html).not.toContain("You can still use");
    expect(html).toContain("You&#x27;ve used all your free story generations.");
    expect(html).not.toContain("renew");
  });

  it("already premium: says they are subscribed (and, when cancelled, until when)", async () => {
    const { user, cookie } = await subscriber();
    let html = await page("/subscription/cancel", cookie);
    expect(html).not.toContain("free story generations");
    expect(html).toContain("You are already subscribed to premium, with unlimited stories; your subscription renews on November 21, 2027.");

    await act(cookie, await portalSession(cookie), "cancel");
    expect((await userRow(user.id)).subscriptionStatus).toBe("cancelled");
    html = await page("/subscription/cancel", cookie);
    expect(html).toContain(
      "You are still subscribed to premium, with unlimited stories until November 21, 2027; your subscription is cancelled and won&#x27;t renew.",
    );
  });
});
