import { describe, expect, it } from "vitest";
import { createAccount } from "../../src/entry/idp/accounts";
import { SIGN_IN_LIMITS, TOO_MANY_SIGN_IN_ATTEMPTS } from "../../src/entry/idp/throttle";
import { Browser, formAction, startIdpApp, type IdpTestContext } from "../helpers/idp";

/**
 * The built-in provider's sign-in refuses password guessing: failed attempts are counted per account
 * (e-mail) and per client address; past the limit it answers 429 with one clear message, also for the
 * right password, until the window has passed on the app's clock.
 */
const PASSWORD = "moonlight-stories";
const LOCKED = /Too many sign-in attempts\. Please wait 15 minutes and try again\./;

async function withAccount(email = "rosa@example.com"): Promise<IdpTestContext> {
  const t = await startIdpApp();
  await createAccount(t.deps.db, { email, password: PASSWORD, firstName: "Rosa", lastName: "Delgado" });
  return t;
}

/** Open the provider's sign-in screen through the app, as the Sign in button does. */
async function openSignIn(t: IdpTestContext, browser = new Browser()) {
  const page = await browser.go(`${t.base}/api/login?returnTo=%2Flibrary`);
  expect(page.res.status).toBe(200);
  expect(page.url).toMatch(/\/idp\/interaction\//);
  return { browser, action: new URL(formAction(page.body), t.base).toString() };
}

const minutes = (m: number) => m * 60_000;

describe("sign-in throttling at the built-in provider", () => {
  it("answers 429 after 10 wrong passwords for one account, refuses the right one too, and lets it in after 15 minutes", async () => {
    expect(TOO_MANY_SIGN_IN_ATTEMPTS).toMatch(LOCKED);
    expect(SIGN_IN_LIMITS.perAccount).toBe(10);
    const t = await withAccount();
    const start = t.deps.now();
    const { browser, action } = await openSignIn(t);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const wrong = await browser.go(action, { form: { email: "rosa@example.com", password: `guess-${i}` } });
      statuses.push(wrong.res.status);
      expect(wrong.body).toContain("Incorrect email or password.");
    }
    expect(statuses).toEqual(Array(10).fill(422));

    const locked = await browser.go(action, { form: { email: "Rosa@Example.com ", password: PASSWORD } });
    expect(locked.res.status).toBe(429);
    expect(locked.body).toMatch(LOCKED);
    expect(locked.res.headers.get("retry-after")).toBe("900");
    expect(locked.url).toBe(action); // still on the sign-in screen, not signed in

    // Still locked 14 minutes later; open again once the 15 minutes have passed.
    t.setNow(new Date(start.getTime() + minutes(14)));
    expect((await browser.go(action, { form: { email: "rosa@example.com", password: PASSWORD } })).res.status).toBe(429);
    t.setNow(new Date(start.getTime() + minutes(15) + 1000));
    const ok = await browser.go(action, { form: { email: "rosa@example.com", password: PASSWORD } });
    expect(ok.res.status).toBe(200);
    expect(ok.url).toMatch(/\/callback\?/);
    expect(ok.body).toContain("Logging you in...");
  });

  it("counts one account's failures for that account only: another parent on the same address still signs in", async () => {
    const t = await withAccount();
    await createAccount(t.deps.db, { email: "kai@example.com", password: PASSWORD, firstName: "Kai", lastName: "Nakamura" });
    const { browser, action } = await openSignIn(t);
    for (let i = 0; i < 10; i++) await browser.go(action, { form: { email: "rosa@example.com", password: `guess-${i}` } });
    expect((await browser.go(action, { form: { email: "rosa@example.com", password: PASSWORD } })).res.status).toBe(429);
    const kai = await browser.go(action, { form: { email: "kai@example.com", password: PASSWORD } });
    expect(kai.url).toMatch(/\/callback\?/);
  });

  it("limits one client address across many e-mails, and a spoofed X-Forwarded-For does not get round it", async () => {
    const t = await withAccount();
    const { browser, action } = await openSignIn(t);
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const res = await browser.go(action, { form: { email: `nobody-${i}@example.com`, password: "guess" }, headers: { "X-Forwarded-For": `203.0.113.${i}` } });
      statuses.push(res.res.status);
    }
    const firstRefusal = statuses.indexOf(429);
    expect(firstRefusal).toBe(SIGN_IN_LIMITS.perClient);
    expect(statuses.slice(0, firstRefusal).every((s) => s === 422)).toBe(true);
    expect(statuses.slice(firstRefusal).every((s) => s === 429)).toBe(true);
    // The right password for a fresh account from this address is refused as well…
    const locked = await browser.go(action, { form: { email: "rosa@example.com", password: PASSWORD } });
    expect(locked.res.status).toBe(429);
    expect(locked.body).toMatch(LOCKED);
    // …until the window has passed.
    t.setNow(new Date(t.deps.now().getTime() + minutes(16)));
    expect((await browser.go(action, { form: { email: "rosa@example.com", password: PASSWORD } })).url).toMatch(/\/callback\?/);
  });

  it("lets only 10 of 100 parallel wrong passwords be checked (was 100 × 422)", async () => {
    const t = await withAccount();
    const { browser, action } = await openSignIn(t);
    const results = await Promise.all(Array.from({ length: 100 }, (_, i) => browser.go(action, { form: { email: "rosa@example.com", password: `guess-${i}` } })));
    const statuses = results.map((r) => r.res.status);
    expect(statuses.filter((s) => s === 422)).toHaveLength(SIGN_IN_LIMITS.perAccount);
    expect(statuses.filter((s) => s === 429)).toHaveLength(100 - SIGN_IN_LIMITS.perAccount);
  });
});

describe("the provider's forms with a body that is not a form", () => {
  it("answer 400 with a plain message, not 500 with a stack (sign-in and sign-up)", async () => {
    const t = await withAccount();
    const { browser, action } = await openSignIn(t);
    for (const target of [action, action.replace(/\/login$/, "/signup")]) {
      const res = await fetch(target, {
        method: "POST",
        headers: { "Content-Type": "multipart/form-data; boundary=----x", Cookie: browser.cookieHeader(target), Origin: t.base, "Sec-Fetch-Site": "same-origin" },
        body: "this is not multipart",
      });
      const body = await res.text();
      expect(res.status, target).toBe(400);
      expect(body).not.toMatch(/at \w+ \(|node_modules|TypeError/);
    }
  });
});
