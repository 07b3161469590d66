import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { checkoutFulfillments, contactMessages, idpAccounts, idpStore, sessions, subscribers, users } from "../../db/schema";
import { createTestContext, createUser, jsonHeaders, sessionCookie } from "../helpers/app";
import { Browser, formAction, startIdpApp } from "../helpers/idp";

/** Every provider row (session, grant, tokens, interactions…) that names this account. */
async function providerRowsFor(t: Awaited<ReturnType<typeof startIdpApp>>, accountId: string) {
  const rows = await t.deps.db.select().from(idpStore);
  return rows.filter((r) => JSON.stringify(r.payload).includes(accountId));
}

describe("deleting an account signed in through the built-in provider", () => {
  it("removes the provider's session, grant and tokens too, so the same browser can sign in again at once (was 500 for a day)", async () => {
    const t = await startIdpApp();
    const browser = new Browser();
    const signup = await browser.go(`${t.base}/api/login?screen=signup&returnTo=%2Fprofile`);
    expect(signup.body).toContain("Create your account");
    const email = "rosa@example.com";
    const done = await browser.go(new URL(formAction(signup.body, "signup"), t.base).toString(), {
      form: { firstName: "Rosa", lastName: "Delgado", email, password: "moonlight-stories" },
    });
    expect(done.url).toMatch(/\/callback\?/);
    expect(done.body).toContain("Logging you in...");
    const [account] = await t.deps.db.select().from(idpAccounts).where(eq(idpAccounts.email, email));
    expect(account).toBeDefined();
    expect((await providerRowsFor(t, account!.id)).map((r) => r.model).sort()).toEqual(expect.arrayContaining(["Grant", "Session"]));

    const deleted = await browser.go(`${t.base}/profile/delete`, { form: { confirm: "yes" } });
    // Issue 26 (changed by design): the deletion lands on a page that confirms it.
    expect(deleted.hops[0]).toMatchObject({ status: 303, location: "/account/deleted" });
    expect(deleted.res.status).toBe(200);

    // Same browser, same cookies (the provider's session cookie is still there): sign-in starts normally.
    const again = await browser.go(`${t.base}/api/login?returnTo=%2Flibrary`);
    expect(again.hops.filter((h) => h.status >= 400)).toEqual([]);
    expect(again.res.status).toBe(200);
    expect(again.url).toMatch(/\/idp\/interaction\/[^/]+$/);
    expect(again.body).toContain("Sign in to Behavior Tales");

    // Nothing of the account is left: provider rows, IdP account, user, app sessions.
    expect(await providerRowsFor(t, account!.id)).toEqual([]);
    expect(await t.deps.db.select().from(idpAccounts).where(eq(idpAccounts.id, account!.id))).toEqual([]);
    expect(await t.deps.db.select().from(users).where(eq(users.id, account!.id))).toEqual([]);
    expect(await t.deps.db.select().from(sessions).where(sql`json_extract(${sessions.sess}, '$.userId') = ${account!.id}`)).toEqual([]);

    // And the same e-mail can make a new account.
    const fresh = await browser.go(`${t.base}/api/login?screen=signup&returnTo=%2F`);
    const redo = await browser.go(new URL(formAction(fresh.body, "signup"), t.base).toString(), {
      form: { firstName: "Rosa", lastName: "Delgado", email, password: "moonlight-stories-2" },
    });
    expect(redo.url).toMatch(/\/callback\?/);
  });

  it("a provider session whose account has gone some other way asks for sign-in instead of failing", async () => {
    const t = await startIdpApp();
    const browser = new Browser();
    const page = await browser.go(`${t.base}/api/login?screen=signup&returnTo=%2F`);
    await browser.go(new URL(formAction(page.body, "signup"), t.base).toString(), {
      form: { firstName: "A", lastName: "B", email: "gone@example.com", password: "moonlight-stories" },
    });
    // Only the login row goes (an operator's clean-up, say); the provider's session row stays.
    await t.deps.db.delete(idpAccounts).where(eq(idpAccounts.email, "gone@example.com"));
    const again = await browser.go(`${t.base}/api/login?returnTo=%2Flibrary`);
    expect(again.hops.filter((h) => h.status >= 400)).toEqual([]);
    expect(again.url).toMatch(/\/idp\/interaction\/[^/]+$/);
    expect(again.body).toContain("Sign in to Behavior Tales");
  });

  it("leaves other accounts' provider rows alone", async () => {
    const t = await startIdpApp();
    const signUp = async (email: string) => {
      const browser = new Browser();
      const page = await browser.go(`${t.base}/api/login?screen=signup&returnTo=%2F`);
      await browser.go(new URL(formAction(page.body, "signup"), t.base).toString(), {
        form: { firstName: "A", lastName: "B", email, password: "moonlight-stories" },
      });
      const [account] = await t.deps.db.select().from(idpAccounts).where(eq(idpAccounts.email, email));
      return { browser, id: account!.id };
    };
    const rosa = await signUp("rosa@example.com");
    const kai = await signUp("kai@example.com");
    const kaiRows = (await providerRowsFor(t, kai.id)).length;
    expect(kaiRows).toBeGreaterThan(0);
    await rosa.browser.go(`${t.base}/profile/delete`, { form: { confirm: "yes" } });
    expect(await providerRowsFor(t, rosa.id)).toEqual([]);
    expect(await providerRowsFor(t, kai.id)).toHaveLength(kaiRows);
    expect((await t.deps.db.select().from(idpAccounts).where(eq(idpAccounts.id, kai.id))).length).toBe(1);
  });
});

describe("deleting an account removes what else is theirs", () => {
  async function seed(emailVerified: boolean) {
    const t = await createTestContext();
    const user = await createUser(t.deps, { email: "rosa@example.com", emailVerified });
    const other = await createUser(t.deps, { email: "kai@example.com", emailVerified: true });
    for (const email of ["rosa@example.com", "Rosa@Example.com", "kai@example.com"])
      await t.deps.db.insert(contactMessages).values({ name: "R", email, subject: "Hello", message: "A question about stories." });
    await t.deps.db.insert(subscribers).values([
      { email: "rosa@example.com", name: "Rosa" },
      { email: "kai@example.com", name: "Kai" },
    ]);
    await t.deps.db.insert(checkoutFulfillments).values([
      { sessionId: "cs_rosa", userId: user.id, subscriptionId: "sub_rosa" },
      { sessionId: "cs_kai", userId: other.id, subscriptionId: "sub_kai" },
    ]);
    const cookie = await sessionCookie(t.deps, user);
    const res = await t.app.request("http://localhost:3000/api/account", {
      method: "DELETE",
      headers: jsonHeaders(cookie),
      body: JSON.stringify({ confirm: true }),
    });
    expect(res.status).toBe(200);
    const left = {
      messages: (await t.deps.db.select().from(contactMessages)).map((m) => m.email.toLowerCase()).sort(),
      subscribers: (await t.deps.db.select().from(subscribers)).map((s) => s.email).sort(),
      checkouts: (await t.deps.db.select().from(checkoutFulfillments)).map((c) => c.sessionId).sort(),
    };
    return left;
  }

  it("contact messages and the newsletter row under their verified e-mail, and their checkout records", async () => {
    expect(await seed(true)).toEqual({ messages: ["kai@example.com"], subscribers: ["kai@example.com"], checkouts: ["cs_kai"] });
  });

  it("keeps messages and newsletter rows under an e-mail the account never proved was its own (as the privacy policy says)", async () => {
    expect(await seed(false)).toEqual({
      messages: ["kai@example.com", "rosa@example.com", "rosa@example.com"],
      subscribers: ["kai@example.com", "rosa@example.com"],
      checkouts: ["cs_kai"],
    });
  });
});
