import { describe, expect, it } from "vitest";
import { count, eq, sql } from "drizzle-orm";
import { idpStore, sessions } from "../../db/schema";
import { createTestContext, createUser, sameOrigin, sessionCookie } from "../helpers/app";
import { Browser, formAction, startIdpApp, type IdpTestContext } from "../helpers/idp";
import { PASSWORD_TOO_SHORT } from "../../src/validation/password";
import { PASSWORD_CHANGED, PASSWORD_MISMATCH, SIGNED_OUT_EVERYWHERE, WRONG_CURRENT_PASSWORD } from "../../src/auth/account-security";
import { SIGN_IN_LIMITS, TOO_MANY_SIGN_IN_ATTEMPTS } from "../../src/entry/idp/throttle";

/**
 * Security issue #21, item 11: /profile has "Sign out everywhere" (every app session of the user and,
 * with the built-in provider, its sessions and grants) and, for built-in accounts, "Change password".
 * Both are plain forms (no JavaScript), same-origin only, 422 with field errors for bad input.
 */
const PASSWORD = "moonlight-stories";
const NEW_PASSWORD = "starlight-stories";
const decode = (s: string) =>
  s
    .replace(/<!-- -->/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

async function signUp(t: IdpTestContext, email = "rosa@example.com") {
  const browser = new Browser();
  const page = await browser.go(`${t.base}/api/login?screen=signup&returnTo=%2Fprofile`);
  const done = await browser.go(new URL(formAction(page.body, "signup"), t.base).toString(), {
    form: { firstName: "Rosa", lastName: "Delgado", email, password: PASSWORD },
  });
  expect(done.url).toMatch(/\/callback\?/);
  return browser;
}

/** Sign in at the built-in provider in a new browser (another device). */
async function signIn(t: IdpTestContext, password = PASSWORD, email = "rosa@example.com") {
  const browser = new Browser();
  const page = await browser.go(`${t.base}/api/login?returnTo=%2Fprofile`);
  const done = await browser.go(new URL(formAction(page.body), t.base).toString(), { form: { email, password } });
  return { browser, done };
}

const signedIn = async (t: IdpTestContext, browser: Browser) =>
  (await browser.go(`${t.base}/api/auth/me`, { headers: { Accept: "application/json" } })).res.status === 200;

const providerRows = async (t: IdpTestContext) =>
  (await t.deps.db.select({ n: count() }).from(idpStore).where(sql`${idpStore.model} in ('Session', 'Grant')`))[0]!.n;

describe("Sign out everywhere", () => {
  it("ends every session of the user on every device and at the built-in provider, this browser's too (was: no way to)", async () => {
    const t = await startIdpApp();
    const laptop = await signUp(t);
    const { browser: phone } = await signIn(t);
    expect(await signedIn(t, phone)).toBe(true);
    expect(await providerRows(t)).toBeGreaterThan(0);

    const profile = decode((await laptop.go(`${t.base}/profile`)).body);
    expect(profile).toContain('action="/profile/sign-out-everywhere"');
    // Another site cannot make the browser do it (403, nothing ends), as every form of the app.
    const forged = await laptop.go(`${t.base}/profile/sign-out-everywhere`, {
      form: {},
      headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
    });
    expect(forged.res.status).toBe(403);
    expect(await signedIn(t, phone)).toBe(true);
    const res = await laptop.go(`${t.base}/profile/sign-out-everywhere`, { form: {} });
    expect(res.res.status).toBe(200);
    expect(decode(res.body)).toContain(SIGNED_OUT_EVERYWHERE);

    expect(await signedIn(t, laptop)).toBe(false);
    expect(await signedIn(t, phone)).toBe(false);
    expect(await providerRows(t)).toBe(0);
    // The provider asks for the password again (its session is gone), in this browser as on the phone.
    const again = await laptop.go(`${t.base}/api/login?returnTo=%2F`);
    expect(again.url).toMatch(/\/idp\/interaction\/[^/]+$/);
    expect(again.body).toContain("Sign in to Behavior Tales");
  }, 60_000);

  it("with an external issuer (no built-in provider, as on Workers) ends every app session; the page has no password form", async () => {
    const t = await createTestContext();
    const user = await createUser(t.deps);
    const cookie = await sessionCookie(t.deps, user);
    const other = await sessionCookie(t.deps, user);
    const page = await t.app.request("http://localhost:3000/profile", { headers: { Cookie: cookie, Accept: "text/html" } });
    expect(page.status).toBe(200);
    const html = decode(await page.text());
    expect(html).toContain("Sign out everywhere");
    expect(html).not.toContain("Change password");
    const res = await t.app.request("http://localhost:3000/profile/sign-out-everywhere", {
      method: "POST",
      headers: sameOrigin({ Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" }),
      body: "",
    });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().join("\n")).toMatch(/bt_session=;/);
    expect((await t.deps.db.select({ n: count() }).from(sessions))[0]!.n).toBe(0);
    expect((await t.app.request("http://localhost:3000/api/auth/me", { headers: { Cookie: other } })).status).toBe(401);
    // And the password form's address is not there.
    const again = await sessionCookie(t.deps, user);
    const pw = await t.app.request("http://localhost:3000/profile/password", {
      method: "POST",
      headers: sameOrigin({ Cookie: again, "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" }),
      body: new URLSearchParams({ currentPassword: "x", newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }).toString(),
    });
    expect(pw.status).toBe(404);
  });
});

describe("Change password (built-in accounts)", () => {
  const change = (t: IdpTestContext, browser: Browser, form: Record<string, string>) => browser.go(`${t.base}/profile/password`, { form });

  it("changes the password, ends the other devices' sessions and the provider's grants, keeps this one, and says so (was: no way to)", async () => {
    const t = await startIdpApp();
    const laptop = await signUp(t);
    const { browser: phone } = await signIn(t);
    const profile = decode((await laptop.go(`${t.base}/profile`)).body);
    expect(profile).toContain("Change password");
    expect(profile).toContain('action="/profile/password"');

    const done = await change(t, laptop, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(done.hops[0]!.status).toBe(303);
    expect(done.res.status).toBe(200);
    expect(decode(done.body)).toContain(PASSWORD_CHANGED);
    expect(await signedIn(t, laptop)).toBe(true);
    expect(await signedIn(t, phone)).toBe(false);
    expect(await providerRows(t)).toBe(0);

    // The old password no longer signs in; the new one does.
    const old = await signIn(t, PASSWORD);
    expect(old.done.res.status).toBe(422);
    const fresh = await signIn(t, NEW_PASSWORD);
    expect(fresh.done.url).toMatch(/\/callback\?/);
  }, 60_000);

  it("answers 422 with field errors for a wrong current password, a short new one and a mismatched confirmation; nothing changes", async () => {
    const t = await startIdpApp();
    const laptop = await signUp(t);
    const { browser: phone } = await signIn(t);
    const cases: Array<[Record<string, string>, string]> = [
      [{ currentPassword: "not-my-password", newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, WRONG_CURRENT_PASSWORD],
      [{ currentPassword: PASSWORD, newPassword: "short", confirmPassword: "short" }, PASSWORD_TOO_SHORT],
      [{ currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: "starlight-storiez" }, PASSWORD_MISMATCH],
    ];
    for (const [form, message] of cases) {
      const res = await change(t, laptop, form);
      expect(res.res.status, message).toBe(422);
      const page = decode(res.body);
      expect(page, message).toContain(message);
      expect(page, message).toContain('action="/profile/password"');
      expect(page, message).not.toContain(form.newPassword); // passwords are never written back into the page
    }
    expect(await signedIn(t, phone)).toBe(true);
    expect((await signIn(t, PASSWORD)).done.url).toMatch(/\/callback\?/);
  }, 60_000);

  it("counts wrong current passwords with the sign-in throttle: past its limit, 429 (the right password too)", async () => {
    const t = await startIdpApp();
    const laptop = await signUp(t);
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_IN_LIMITS.perAccountAndClient; i++) {
      statuses.push((await change(t, laptop, { currentPassword: `guess-${i}`, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).res.status);
    }
    expect(statuses).toEqual(Array(SIGN_IN_LIMITS.perAccountAndClient).fill(422));
    const locked = await change(t, laptop, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(locked.res.status).toBe(429);
    expect(decode(locked.body)).toContain(TOO_MANY_SIGN_IN_ATTEMPTS);
    // The same count as sign-in: this client's sign-in at the account is refused too.
    expect((await signIn(t, PASSWORD)).done.res.status).toBe(429);
  }, 60_000);
});
