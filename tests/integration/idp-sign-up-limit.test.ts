import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { idpAccounts } from "../../db/schema";
import { SIGN_UP_LIMITS, signUpLimits, TOO_MANY_SIGN_UPS } from "../../src/entry/idp/throttle";
import { Browser, formAction, startIdpApp, type IdpTestContext } from "../helpers/idp";

/**
 * Security issue #21, item 7: sign-up at the built-in provider is limited per client (an IPv4 address
 * or an IPv6 /64): SIGN_UP_LIMITS.perHour an hour and SIGN_UP_LIMITS.perDay a day. Past it the sign-up
 * form comes back with 429, the values typed and one friendly message; no account is made.
 */
const decode = (s: string) =>
  s
    .replace(/<!-- -->/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
const hours = (h: number) => h * 3_600_000;

async function signUp(t: IdpTestContext, email: string, client?: string) {
  const headers: Record<string, string> = client ? { "X-Forwarded-For": client } : {};
  const browser = new Browser(headers);
  const page = await browser.go(`${t.base}/api/login?screen=signup&returnTo=%2F`);
  expect(page.body).toContain("Create your account");
  return browser.go(new URL(formAction(page.body, "signup"), t.base).toString(), {
    form: { firstName: "Sam", lastName: "Signup", email, password: "moonlight-stories" },
  });
}

const accountExists = async (t: IdpTestContext, email: string) => (await t.deps.db.select().from(idpAccounts).where(eq(idpAccounts.email, email))).length === 1;

describe("sign-up limits at the built-in provider", () => {
  it(`lets one client make ${SIGN_UP_LIMITS.perHour} accounts an hour, then re-renders the form with 429 and a friendly message (was 20 accounts in 21.6 s)`, async () => {
    const t = await startIdpApp({ env: { TRUST_PROXY: "1" } });
    // Forms with mistakes are answered 422 with field errors, as before, and are not counted.
    const mistakes = new Browser({ "X-Forwarded-For": "203.0.113.5" });
    const form = await mistakes.go(`${t.base}/api/login?screen=signup&returnTo=%2F`);
    for (let i = 0; i < SIGN_UP_LIMITS.perHour + 2; i++) {
      const bad = await mistakes.go(new URL(formAction(form.body, "signup"), t.base).toString(), {
        form: { firstName: "Sam", lastName: "Signup", email: "not-an-email", password: "short" },
      });
      expect(bad.res.status).toBe(422);
    }
    for (let i = 0; i < SIGN_UP_LIMITS.perHour; i++) {
      const ok = await signUp(t, `parent${i}@example.com`, "203.0.113.5");
      expect(ok.url, `sign-up ${i + 1}`).toMatch(/\/callback\?/);
    }
    const refused = await signUp(t, "one-more@example.com", "203.0.113.5");
    expect(refused.res.status).toBe(429);
    const page = decode(refused.body);
    expect(page).toContain(TOO_MANY_SIGN_UPS);
    expect(page).toContain("Create your account");
    expect(page).toContain('value="one-more@example.com"');
    expect(await accountExists(t, "one-more@example.com")).toBe(false);

    // Another client is not affected; the same client may again an hour later.
    expect((await signUp(t, "neighbour@example.com", "198.51.100.7")).url).toMatch(/\/callback\?/);
    t.setNow(new Date(t.deps.now().getTime() + hours(1) + 1000));
    expect((await signUp(t, "one-more@example.com", "203.0.113.5")).url).toMatch(/\/callback\?/);
  }, 60_000);

  it(`caps a client at ${SIGN_UP_LIMITS.perDay} accounts a day, and counts an IPv6 client by its /64`, async () => {
    const t = await startIdpApp({ env: { TRUST_PROXY: "1" } });
    const start = t.deps.now().getTime();
    let n = 0;
    for (let hour = 0; n < SIGN_UP_LIMITS.perDay; hour++) {
      t.setNow(new Date(start + hours(hour) + 1000));
      for (let i = 0; i < SIGN_UP_LIMITS.perHour && n < SIGN_UP_LIMITS.perDay; i++, n++) {
        // A new address in the same /64 for every sign-up.
        expect((await signUp(t, `p${n}@example.com`, `2001:db8:5:6::${n + 1}`)).url).toMatch(/\/callback\?/);
      }
    }
    t.setNow(new Date(t.deps.now().getTime() + hours(2)));
    const refused = await signUp(t, "late@example.com", "2001:db8:5:6:ffff::1");
    expect(refused.res.status).toBe(429);
    expect(decode(refused.body)).toContain(TOO_MANY_SIGN_UPS);
  }, 60_000);
});

describe("SIGN_UPS_PER_CLIENT", () => {
  it("sets the day's cap (half of it in an hour), and 0 turns it off", async () => {
    expect(signUpLimits({ SIGN_UPS_PER_CLIENT: undefined })).toEqual(SIGN_UP_LIMITS);
    expect(signUpLimits({ SIGN_UPS_PER_CLIENT: 3 })).toEqual({ perHour: 2, perDay: 3 });
    expect(signUpLimits({ SIGN_UPS_PER_CLIENT: 0 })).toBeNull();
    const t = await startIdpApp({ env: { TRUST_PROXY: "1", SIGN_UPS_PER_CLIENT: "0" } });
    for (let i = 0; i < SIGN_UP_LIMITS.perDay + 1; i++) {
      const ok = await signUp(t, `open${i}@example.com`, "203.0.113.77");
      expect(ok.url, `sign-up ${i + 1}`).toMatch(/\/callback\?/);
    }
  });
});
