import { beforeAll, describe, expect, it } from "vitest";
import { count } from "drizzle-orm";
import { createTestContext, createUser, jsonHeaders, sameOrigin, sessionCookie, type TestContext } from "../helpers/app";
import { contactMessages } from "../../db/schema";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});

const req = (path: string, init?: RequestInit) => t.app.request(`http://localhost:3000${path}`, init);

describe("security headers", () => {
  it("sends a nonce CSP, HSTS, nosniff and a referrer policy on every response", async () => {
    for (const path of ["/", "/contact", "/no-such-page", "/api/no-such-call"]) {
      const res = await req(path);
      const csp = res.headers.get("content-security-policy")!;
      expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      const hsts = res.headers.get("strict-transport-security")!;
      expect(Number(/max-age=(\d+)/.exec(hsts)![1])).toBeGreaterThanOrEqual(31536000);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    }
  });

  it("uses a different nonce per request, and the page's scripts carry it", async () => {
    const a = await req("/contact");
    const b = await req("/contact");
    const nonceA = /nonce-([^']+)'/.exec(a.headers.get("content-security-policy")!)![1];
    const nonceB = /nonce-([^']+)'/.exec(b.headers.get("content-security-policy")!)![1];
    expect(nonceA).not.toBe(nonceB);
    const html = await a.text();
    const scripts = html.match(/<script[^>]*>/g)!;
    expect(scripts.length).toBeGreaterThan(0);
    for (const s of scripts) expect(s).toContain(`nonce="${nonceA}"`);
  });
});

describe("pages and errors", () => {
  it("renders the home shell with a title and description and no script but the one-line theme setter", async () => {
    const res = await req("/");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    expect(html).toContain("Behavior Tales");
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).not.toContain("src=");
    expect(html).toMatch(/<script nonce="[^"]+">[^<]*localStorage[^<]*theme[^<]*<\/script>/);
  });

  it("loads only the islands on the page: the contact page preloads the contact form chunk and no other island", async () => {
    const html = await (await req("/contact")).text();
    expect(html).toContain('bt-island data-island="ContactForm"');
    expect(html).toContain("/assets/ContactForm-test.js");
    expect(html).not.toMatch(/StoryForm|LibraryGrid|FaqSearch/);
  });

  it("renders the spec's 404 card for unknown pages, JSON for unknown API calls", async () => {
    const page = await req("/definitely/not/here");
    expect(page.status).toBe(404);
    const html = await page.text();
    expect(html).toContain("404 Page Not Found");
    expect(html).toContain("Did you forget to add the page to the router?");
    const api = await req("/api/definitely-not-here");
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ error: { code: "not_found", message: "Not found" } });
  });

  it("answers malformed JSON with a 400 JSON error, never a 500", async () => {
    const res = await req("/api/contact", { method: "POST", headers: jsonHeaders(), body: "{not json" });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe("invalid_json");
  });
});

describe("cross-origin protection", () => {
  const good = { name: "Sam Rivera", email: "sam@example.com", subject: "Hello there", message: "A question about bedtime stories." };

  it("refuses a POST from another origin with 403", async () => {
    const res = await req("/api/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
      body: JSON.stringify(good),
    });
    expect(res.status).toBe(403);
    const res2 = await req("/contact", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example" },
      body: new URLSearchParams(good).toString(),
    });
    expect(res2.status).toBe(403);
  });

  it("lets a same-origin form POST through", async () => {
    const res = await req("/contact", {
      method: "POST",
      headers: sameOrigin({ "Content-Type": "application/x-www-form-urlencoded" }),
      body: new URLSearchParams(good).toString(),
      redirect: "manual",
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/contact?sent=1");
  });
});

describe("sessions", () => {
  it("knows the signed-in user from the session cookie", async () => {
    const user = await createUser(t.deps, { firstName: "Maya", lastName: "Lopez" });
    const cookie = await sessionCookie(t.deps, user);
    const html = await (await req("/", { headers: { Cookie: cookie } })).text();
    expect(html).toContain(">ML<");
    expect(html).toContain('href="/library"');
    const anon = await (await req("/")).text();
    expect(anon).toContain("Log In");
    expect(anon).not.toContain('href="/library"');
  });
});

describe("contact", () => {
  it("stores a valid message", async () => {
    const before = (await t.deps.db.select({ n: count() }).from(contactMessages))[0]!.n;
    const res = await req("/api/contact", {
      method: "POST",
      headers: jsonHeaders(),
      body: JSON.stringify({ name: "Jo", email: "jo@example.com", subject: "Hi!", message: "Thank you for the stories." }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    const after = (await t.deps.db.select({ n: count() }).from(contactMessages))[0]!.n;
    expect(after).toBe(before + 1);
  });
});
