import { describe, expect, it } from "vitest";
import { createAccount, DEMO_ACCOUNTS, DEMO_PASSWORD } from "../../src/entry/idp/accounts";
import { SIGN_IN_LIMITS, TOO_MANY_SIGN_IN_ATTEMPTS } from "../../src/entry/idp/throttle";
import { Browser, formAction, startIdpApp, type IdpTestContext } from "../helpers/idp";

/**
 * The built-in provider's sign-in refuses password guessing: failed attempts are counted per account
 * (e-mail) and per client address; past the limit it answers 429 with one clear message, also for the
 * right password, until the window has passed on the app's clock.
 */
const PASSWORD = "moonlight-stories";
const LOCKED = /Too many sign-in attempts\. Please wait 15 minutes and try again\./;

async function withAccount(email = "rosa@example.com", env: Record<string, string> = {}): Promise<IdpTestContext> {
  const t = await startIdpApp({ env });
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
    expect(SIGN_IN_LIMITS.perAccountAndClient).toBe(10);
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
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => browser.go(action, { form: { email: "rosa@example.com", password: `guess-${i}` } })),
    );
    const statuses = results.map((r) => r.res.status);
    expect(statuses.filter((s) => s === 422)).toHaveLength(SIGN_IN_LIMITS.perAccountAndClient);
    expect(statuses.filter((s) => s === 429)).toHaveLength(100 - SIGN_IN_LIMITS.perAccountAndClient);
  });
});

/**
 * Security issue #21, item 3: a stranger guessing the admin's password from one address must not lock
 * the admin out everywhere. Clients are told apart by the address the app trusts (TRUST_PROXY=1 here,
 * so the test can be several clients: the address our proxy appended to X-Forwarded-For).
 */
describe("a stranger cannot lock the owner out", () => {
  const from = (address: string) => ({ "X-Forwarded-For": address });
  const DEMO_ADMIN = DEMO_ACCOUNTS.find((d) => d.admin)!.email;

  it("100 wrong passwords for the admin from one client: that client is refused from the 11th on; the right password from another client signs in (was 429)", async () => {
    const t = await startIdpApp({ env: { TRUST_PROXY: "1" } });
    const guesser = await openSignIn(t);
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) {
      const res = await guesser.browser.go(guesser.action, { form: { email: DEMO_ADMIN, password: `guess-${i}` }, headers: from("203.0.113.66") });
      statuses.push(res.res.status);
    }
    const firstRefusal = statuses.indexOf(429);
    expect(firstRefusal).toBe(SIGN_IN_LIMITS.perAccountAndClient);
    expect(statuses.slice(0, firstRefusal)).toEqual(Array(firstRefusal).fill(422));
    expect(statuses.slice(firstRefusal)).toEqual(Array(100 - firstRefusal).fill(429));
    console.log(
      `must-show: guessing client 203.0.113.66: ${statuses.filter((s) => s === 422).length} × 422 then ${statuses.filter((s) => s === 429).length} × 429 (first 429 at attempt ${firstRefusal + 1})`,
    );

    const owner = await openSignIn(t);
    const ok = await owner.browser.go(owner.action, { form: { email: DEMO_ADMIN, password: DEMO_PASSWORD }, headers: from("198.51.100.20") });
    console.log(
      `must-show: owner from 198.51.100.20 with the right password: ${ok.hops.map((h) => h.status).join(" → ")} → ${ok.res.status} ${new URL(ok.url).pathname}`,
    );
    expect(ok.hops[0]!.status).toBe(303);
    expect(ok.url).toMatch(/\/callback\?/);
    expect(ok.body).toContain("Logging you in...");
    // The guessing client is still refused, the right password included.
    expect((await guesser.browser.go(guesser.action, { form: { email: DEMO_ADMIN, password: DEMO_PASSWORD }, headers: from("203.0.113.66") })).res.status).toBe(
      429,
    );
  }, 60_000);

  it("many clients guessing one account: past the account's ceiling, a client that has failed there is refused, one that has not (or mistyped once) still signs in", async () => {
    const t = await withAccount("rosa@example.com", { TRUST_PROXY: "1" });
    const { browser, action } = await openSignIn(t);
    const guess = (client: string, i: number) => browser.go(action, { form: { email: "rosa@example.com", password: `guess-${i}` }, headers: from(client) });
    const perClient = SIGN_IN_LIMITS.perAccountAndClient;
    const clients = SIGN_IN_LIMITS.accountCeiling / perClient;
    for (let c = 0; c < clients; c++) {
      const statuses = [];
      for (let i = 0; i < perClient; i++) statuses.push((await guess(`203.0.113.${c + 1}`, i)).res.status);
      expect(statuses, `client ${c + 1}`).toEqual(Array(perClient).fill(422));
    }
    // The account has had its ceiling of failures: a new guessing client gets only a few checked…
    const late: number[] = [];
    for (let i = 0; i < SIGN_IN_LIMITS.pastCeilingPerClient + 2; i++) late.push((await guess("192.0.2.50", i)).res.status);
    expect(late).toEqual([...Array(SIGN_IN_LIMITS.pastCeilingPerClient).fill(422), 429, 429]);
    // …and is refused even with the right password.
    expect((await browser.go(action, { form: { email: "rosa@example.com", password: PASSWORD }, headers: from("192.0.2.50") })).res.status).toBe(429);
    // The owner, from a client with no failures there, signs in; so does one who mistyped once.
    const owner = await openSignIn(t);
    expect((await owner.browser.go(owner.action, { form: { email: "rosa@example.com", password: PASSWORD }, headers: from("198.51.100.20") })).url).toMatch(
      /\/callback\?/,
    );
    const typo = await openSignIn(t);
    expect(
      (await typo.browser.go(typo.action, { form: { email: "rosa@example.com", password: "moonlight-storie" }, headers: from("198.51.100.21") })).res.status,
    ).toBe(422);
    expect((await typo.browser.go(typo.action, { form: { email: "rosa@example.com", password: PASSWORD }, headers: from("198.51.100.21") })).url).toMatch(
      /\/callback\?/,
    );
  }, 60_000);

  it("two IPv6 addresses in one /64 are one client; another /64 is another client", async () => {
    const t = await withAccount("rosa@example.com", { TRUST_PROXY: "1" });
    const { browser, action } = await openSignIn(t);
    for (let i = 0; i < SIGN_IN_LIMITS.perAccountAndClient; i++) {
      // Each guess from a new address in the same /64 (as a machine with privacy addresses would).
      expect(
        (await browser.go(action, { form: { email: "rosa@example.com", password: `guess-${i}` }, headers: from(`2001:db8:aa:bb::${i + 1}`) })).res.status,
      ).toBe(422);
    }
    const sameNet = await browser.go(action, { form: { email: "rosa@example.com", password: PASSWORD }, headers: from("2001:db8:aa:bb:ffff:1:2:3") });
    expect(sameNet.res.status).toBe(429);
    const otherNet = await openSignIn(t);
    expect(
      (await otherNet.browser.go(otherNet.action, { form: { email: "rosa@example.com", password: PASSWORD }, headers: from("2001:db8:aa:cc::1") })).url,
    ).toMatch(/\/callback\?/);
  }, 60_000);

  it("an IPv4-mapped IPv6 address is the IPv4 client", async () => {
    const t = await withAccount("rosa@example.com", { TRUST_PROXY: "1" });
    const { browser, action } = await openSignIn(t);
    // The client's limit across e-mails, used up from the IPv4 address…
    for (let i = 0; i < SIGN_IN_LIMITS.perClient; i++)
      await browser.go(action, { form: { email: `nobody-${i}@example.com`, password: "guess" }, headers: from("203.0.113.9") });
    // …is used up for the same address written as IPv6, and not for its neighbour.
    expect((await browser.go(action, { form: { email: "rosa@example.com", password: PASSWORD }, headers: from("::ffff:203.0.113.9") })).res.status).toBe(429);
    expect((await browser.go(action, { form: { email: "rosa@example.com", password: PASSWORD }, headers: from("203.0.113.10") })).url).toMatch(/\/callback\?/);
  }, 60_000);
});

describe("the provider's forms with a body that is not a form", () => {
  it("answer 400 with a plain message, not 500 with a stack (sign-in and sign-up)", async () => {
    const t = await withAccount();
    const { browser, action } = await openSignIn(t);
    for (const target of [action, action.replace(/\/login$/, "/signup")]) {
      const res = await fetch(target, {
        method: "POST",
        headers: {
          "Content-Type": "multipart/form-data; boundary=----x",
          Cookie: browser.cookieHeader(target),
          Origin: t.base,
          "Sec-Fetch-Site": "same-origin",
        },
        body: "this is not multipart",
      });
      const body = await res.text();
      expect(res.status, target).toBe(400);
      expect(body).not.toMatch(/at \w+ \(|node_modules|TypeError/);
    }
  });
});
