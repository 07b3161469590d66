import { describe, expect, it } from "vitest";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { idpAccounts, users } from "../../db/schema";
import { Browser, formAction, startIdpApp, type IdpTestContext } from "../helpers/idp";

/**
 * Security issue #21, item 2: an e-mail nobody has verified never makes its owner an admin. Sign-up at
 * the built-in provider does not verify e-mail addresses, so ADMIN_EMAILS alone makes nobody admin
 * there; the operator makes the first admin with `npm run admin -- grant <e-mail>` on the server.
 */
const run = promisify(execFile);
const PASSWORD = "moonlight-stories";

/** `npm run admin -- <args>` against the test's database, as the operator runs it on the server. */
async function adminCommand(t: IdpTestContext, ...args: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ["--import", "tsx", "scripts/admin.ts", ...args], {
      env: { ...process.env, DATABASE_URL: t.deps.env.DATABASE_URL, ADMIN_EMAILS: t.deps.env.ADMIN_EMAILS.join(","), LOG_LEVEL: "silent" },
    });
    return { code: 0, out: stdout + stderr };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? 1, out: `${e.stdout ?? ""}${e.stderr ?? ""}` };
  }
}

async function signUp(t: IdpTestContext, email: string) {
  const browser = new Browser();
  const page = await browser.go(`${t.base}/api/login?screen=signup&returnTo=%2F`);
  const done = await browser.go(new URL(formAction(page.body, "signup"), t.base).toString(), {
    form: { firstName: "Olive", lastName: "Owner", email, password: PASSWORD },
  });
  expect(done.url).toMatch(/\/callback\?/);
  return browser;
}

async function me(t: IdpTestContext, browser: Browser) {
  const res = await browser.go(`${t.base}/api/auth/me`, { headers: { Accept: "application/json" } });
  expect(res.res.status).toBe(200);
  return JSON.parse(res.body) as { isAdmin: boolean; email_verified: boolean };
}

describe("ADMIN_EMAILS with the built-in provider", () => {
  it("signing up with a listed address (in another case) does not make an admin (was admin at once)", async () => {
    const t = await startIdpApp({ env: { ADMIN_EMAILS: "owner@example.com" } });
    const browser = await signUp(t, "Owner@Example.COM");
    expect(await me(t, browser)).toMatchObject({ isAdmin: false, email_verified: false });
    const admin = await browser.go(`${t.base}/admin`, { follow: false });
    expect(admin.res.status).toBe(302);
    expect(admin.res.headers.get("location")).toBe("/");
  }, 60_000);

  it("`npm run admin -- grant` marks the built-in account's e-mail verified and makes it admin; `revoke` takes admin away", async () => {
    const t = await startIdpApp({ env: { ADMIN_EMAILS: "owner@example.com" } });
    const browser = await signUp(t, "owner@example.com");
    expect((await me(t, browser)).isAdmin).toBe(false);

    const granted = await adminCommand(t, "grant", "OWNER@example.com");
    expect(granted.code, granted.out).toBe(0);
    expect(granted.out).toContain("owner@example.com is now an admin");
    const [account] = await t.deps.db.select().from(idpAccounts).where(eq(idpAccounts.email, "owner@example.com"));
    expect(account!.emailVerified).toBe(true);
    // At once, in the session the owner already has…
    expect(await me(t, browser)).toMatchObject({ isAdmin: true, email_verified: true });
    expect((await browser.go(`${t.base}/admin`)).res.status).toBe(200);
    // …and at the next sign-in, from a new browser (a verified listed address).
    const other = new Browser();
    const page = await other.go(`${t.base}/api/login?returnTo=%2F`);
    await other.go(new URL(formAction(page.body), t.base).toString(), { form: { email: "owner@example.com", password: PASSWORD } });
    expect((await me(t, other)).isAdmin).toBe(true);

    const revoked = await adminCommand(t, "revoke", "owner@example.com");
    expect(revoked.code, revoked.out).toBe(0);
    expect(revoked.out).toContain("owner@example.com is no longer an admin");
    // Still listed in ADMIN_EMAILS: the operator is told the next sign-in would make it admin again.
    expect(revoked.out).toContain("ADMIN_EMAILS");
    expect((await me(t, browser)).isAdmin).toBe(false);
  }, 60_000);

  it("grant before the first sign-in: the account is admin when it first signs in", async () => {
    const t = await startIdpApp();
    const browser = await signUp(t, "first@example.com");
    // The user row exists now; remove it to stand for an account that has never finished a sign-in.
    const [account] = await t.deps.db.select().from(idpAccounts).where(eq(idpAccounts.email, "first@example.com"));
    await t.deps.db.delete(users).where(eq(users.id, account!.id));
    expect((await adminCommand(t, "grant", "first@example.com")).code).toBe(0);
    const [user] = await t.deps.db.select().from(users).where(eq(users.id, account!.id));
    expect(user).toMatchObject({ isAdmin: true, emailVerified: true, email: "first@example.com" });
    void browser;
  }, 60_000);

  it("an unknown e-mail or a wrong command is a clear message and a non-zero exit, nothing changes", async () => {
    const t = await startIdpApp({ idp: { demoAccounts: false } });
    const unknown = await adminCommand(t, "grant", "nobody@example.com");
    expect(unknown.code).not.toBe(0);
    expect(unknown.out).toContain("No account uses nobody@example.com");
    const usage = await adminCommand(t, "promote", "x@example.com");
    expect(usage.code).not.toBe(0);
    expect(usage.out).toContain("npm run admin -- grant <e-mail>");
    expect(await t.deps.db.select().from(users).where(eq(users.isAdmin, true))).toEqual([]);
  }, 60_000);
});
