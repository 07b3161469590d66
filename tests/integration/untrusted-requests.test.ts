/**
 * Issue 12, tested as an attacker would: spoofed client addresses, broken and oversized bodies, the
 * no-JavaScript generation form as a way round the per-minute limit, Host headers that try to steer
 * URLs, caches that could keep a parent's pages, and errors that could leak internals.
 */
import { describe, expect, it } from "vitest";
import { createTestContext, createUser, jsonHeaders, sameOrigin, sessionCookie } from "../helpers/app";
import { createStoryFor } from "../helpers/stories";
import { rateLimits } from "../../db/schema";
import { runMaintenance } from "../../src/maintenance";
import { BODY_LIMITS, INVALID_FORM, TOO_LARGE } from "../../src/http/body";
import { GENERATION_RATE_MESSAGE } from "../../src/stories/create";
import { acceptedOrigins } from "../../src/http/origin";
import { errorStack, errorText } from "../../src/http/errors";

const BASE = "http://localhost:3000";
const contact = (i: number) => ({ name: "Sam", email: `sam${i}@example.com`, subject: "Hello", message: "A question about stories for my son." });

describe("rate limits believe only addresses someone we trust wrote", () => {
  it("counts 20 contact messages with 20 spoofed X-Forwarded-For / CF-Connecting-IP as one client (5 per hour)", async () => {
    const t = await createTestContext();
    const codes: number[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await t.app.request(`${BASE}/api/contact`, {
        method: "POST",
        headers: { ...jsonHeaders(), "X-Forwarded-For": `203.0.113.${i}`, "CF-Connecting-IP": `198.51.100.${i}` },
        body: JSON.stringify(contact(i)),
      });
      codes.push(res.status);
    }
    // Before: 20 × 200 (each spoofed address got its own allowance).
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(15);
  });

  it("behind TRUST_PROXY=1 uses the address the proxy appended, not what the client wrote before it", async () => {
    const t = await createTestContext({ TRUST_PROXY: "1" });
    const codes: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await t.app.request(`${BASE}/api/contact`, {
        method: "POST",
        headers: { ...jsonHeaders(), "X-Forwarded-For": `203.0.113.${i}, 192.0.2.10` },
        body: JSON.stringify(contact(i)),
      });
      codes.push(res.status);
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
  });

  it("purges rate-limit rows older than a day", async () => {
    const t = await createTestContext();
    const now = t.deps.now().getTime();
    await t.deps.db.insert(rateLimits).values([
      { key: "contact:old", count: 3, windowStart: now - 2 * 24 * 3600_000 },
      { key: "contact:recent", count: 3, windowStart: now - 60_000 },
    ]);
    expect((await runMaintenance(t.deps)).purgedRateLimits).toBe(1);
    expect((await t.deps.db.select().from(rateLimits)).map((r) => r.key)).toEqual(["contact:recent"]);
  });
});

describe("bodies", () => {
  const garbage = { "Content-Type": "multipart/form-data; boundary=----x", ...sameOrigin() };
  const FORM_ENDPOINTS = [
    "/contact",
    "/about",
    "/api/subscribe-and-redirect",
    "/behaviors",
    "/story/{id}/favorite",
    "/profile/delete",
    "/subscription/demo-checkout",
  ];

  it("answers a malformed multipart body with 400 and a plain message on every form endpoint (was 500 with a stack)", async () => {
    const t = await createTestContext({});
    const user = await createUser(t.deps);
    const cookie = await sessionCookie(t.deps, user);
    const story = await createStoryFor(t.deps, user);
    for (const path of FORM_ENDPOINTS) {
      const res = await t.app.request(`${BASE}${path.replace("{id}", String(story.id))}`, {
        method: "POST",
        headers: { ...garbage, Cookie: cookie, Accept: "text/html" },
        body: "this is not multipart",
      });
      const body = await res.text();
      expect(res.status, path).toBe(400);
      expect(body, path).not.toMatch(/at \w+ \(|node_modules|TypeError/);
      expect(body.replace(/&#x27;|&#39;/g, "'"), path).toContain(INVALID_FORM);
    }
  });

  it("refuses a 50 MB JSON body with 413 before reading it, and caps forms and JSON at 64 KB", async () => {
    const t = await createTestContext();
    const big = "x".repeat(50 * 1024 * 1024);
    const res = await t.app.request(`${BASE}/api/contact`, { method: "POST", headers: jsonHeaders(), body: JSON.stringify({ ...contact(1), message: big }) });
    expect(res.status).toBe(413);
    expect((await res.json()).error.message).toBe(TOO_LARGE);
    const justOver = await t.app.request(`${BASE}/api/contact`, {
      method: "POST",
      headers: jsonHeaders(),
      body: JSON.stringify({ ...contact(1), message: "y".repeat(BODY_LIMITS.default) }),
    });
    expect(justOver.status).toBe(413);
    // A body sent in chunks (no Content-Length) is counted as it arrives.
    const chunked = new ReadableStream({
      start(ctrl) {
        for (let i = 0; i < 80; i++) ctrl.enqueue(new TextEncoder().encode("z".repeat(1024)));
        ctrl.close();
      },
    });
    const streamed = await t.app.request(`${BASE}/api/contact`, { method: "POST", headers: jsonHeaders(), body: chunked, duplex: "half" } as RequestInit);
    expect(streamed.status).toBe(413);
  });

  it("lets the payment webhook carry up to 1 MB", async () => {
    const t = await createTestContext();
    const payload = JSON.stringify({ id: "evt_1", type: "ping", data: { object: { pad: "p".repeat(500 * 1024) } } });
    const ok = await t.app.request(`${BASE}/api/stripe/webhook`, { method: "POST", headers: { "Content-Type": "application/json" }, body: payload });
    expect(ok.status).not.toBe(413);
    const tooBig = await t.app.request(`${BASE}/api/stripe/webhook`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "p".repeat(BODY_LIMITS.webhook + 1),
    });
    expect(tooBig.status).toBe(413);
  });
});

describe("the per-minute generation limit", () => {
  it("also covers the no-JavaScript form (POST /behaviors)", async () => {
    const t = await createTestContext({ GENERATE_RATE_LIMIT: "2", STORY_STREAM_DELAY_MS: "0" });
    const user = await createUser(t.deps, { subscriptionStatus: "active" });
    const cookie = await sessionCookie(t.deps, user);
    const form = new URLSearchParams({ childName: "Mia", childAge: "4-5", behavior: "bedtime", theme: "animals" });
    const post = () =>
      t.app.request(`${BASE}/behaviors`, {
        method: "POST",
        headers: { ...sameOrigin(), Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" },
        body: form.toString(),
      });
    expect((await post()).status).toBe(303);
    // The JSON API and the form share one allowance.
    const api = await t.app.request(`${BASE}/api/stories/generate`, {
      method: "POST",
      headers: jsonHeaders(cookie),
      body: JSON.stringify(Object.fromEntries(form)),
    });
    expect(api.status).toBe(201);
    const third = await post();
    expect(third.status).toBe(429);
    const html = (await third.text()).replace(/&#x27;|&#39;/g, "'");
    expect(html).toContain(GENERATION_RATE_MESSAGE);
    expect(html).toContain('value="Mia"'); // the form keeps what the parent typed
  });
});

describe("URLs come from the configured origin, never from Host", () => {
  it("refuses a cross-site POST that forged its Host to match its Origin", async () => {
    const t = await createTestContext();
    const user = await createUser(t.deps);
    const cookie = await sessionCookie(t.deps, user);
    const res = await t.app.request("http://evil.example/api/subscription/create-checkout", {
      method: "POST",
      headers: { Host: "evil.example", Origin: "http://evil.example", Cookie: cookie, "Content-Type": "application/json" },
      body: "{}",
    });
    expect(res.status).toBe(403);
  });

  it("builds the checkout's return addresses from APP_URL even when Host and X-Forwarded-Host say otherwise", async () => {
    const t = await createTestContext({ APP_URL: "https://behaviortales.example" });
    const user = await createUser(t.deps);
    const cookie = await sessionCookie(t.deps, user);
    const res = await t.app.request("http://evil.example/api/subscription/create-checkout", {
      method: "POST",
      headers: {
        Host: "evil.example",
        "X-Forwarded-Host": "evil.example",
        Origin: "https://behaviortales.example",
        "Sec-Fetch-Site": "same-origin",
        Cookie: cookie,
        "Content-Type": "application/json",
      },
      body: "{}",
    });
    const text = await res.text();
    expect(text).not.toContain("evil.example");
  });

  it("with APP_URL unset accepts localhost, 127.0.0.1 and [::1] on the same port, nothing else", () => {
    const origins = acceptedOrigins({ APP_URL: undefined, PORT: 3000 });
    expect([...origins].sort()).toEqual(["http://127.0.0.1:3000", "http://[::1]:3000", "http://localhost:3000"]);
    expect([...acceptedOrigins({ APP_URL: "https://behaviortales.example", PORT: 3000 })]).toEqual(["https://behaviortales.example"]);
  });
});

describe("what leaves the server", () => {
  it("marks signed-in pages and API answers no-store; public pages stay cacheable", async () => {
    const t = await createTestContext();
    const user = await createUser(t.deps);
    const cookie = await sessionCookie(t.deps, user);
    for (const path of ["/library", "/behaviors", "/profile", "/api/stories", "/api/auth/me", "/faq"]) {
      const res = await t.app.request(`${BASE}${path}`, { headers: { Cookie: cookie } });
      expect(res.headers.get("cache-control"), path).toBe("no-store");
    }
    const anon = await t.app.request(`${BASE}/faq`);
    expect(anon.headers.get("cache-control")).not.toBe("no-store");
  });

  it("writes errors to the log without SQL parameters (story text, e-mail addresses)", () => {
    const err = new Error(
      'Failed query: insert into "stories" ("title", "story_content") values (?, ?)\nparams: Mia and the Secret,Mia lives at 12 Oak Lane with mom@example.com',
    );
    expect(errorText(err)).toContain("Failed query: insert into");
    expect(errorText(err)).not.toContain("Oak Lane");
    expect(errorText(err)).not.toContain("mom@example.com");
    expect(errorStack(err) ?? "").not.toContain("Oak Lane");
  });

  it("doesn't return a payment provider's internal message with a 502", async () => {
    const t = await createTestContext({ STRIPE_SECRET_KEY: "sk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_x", STRIPE_API_BASE: "http://127.0.0.1:9" });
    const user = await createUser(t.deps);
    const cookie = await sessionCookie(t.deps, user);
    const res = await t.app.request(`${BASE}/api/subscription/create-checkout`, { method: "POST", headers: jsonHeaders(cookie), body: "{}" });
    expect(res.status).toBe(502);
    const body = await res.json();
    expect(Object.keys(body.error).sort()).toEqual(["code", "message"]);
    expect(JSON.stringify(body)).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|connect/i);
  });
});
