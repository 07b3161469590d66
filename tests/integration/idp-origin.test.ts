import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { request as httpRequest } from "node:http";
import { serve, type ServerType } from "@hono/node-server";
import { Hono } from "hono";
import { createAccount } from "../../src/entry/idp/accounts";
import { createTestContext, type TestContext } from "../helpers/app";
import { Browser, formAction, startIdpApp, type IdpTestContext } from "../helpers/idp";

/**
 * Every URL the app and its built-in provider hand out is built from the configured origin (APP_URL,
 * or http://localhost:PORT when unset), never from the request's Host or X-Forwarded-Host.
 */
const EVIL = "evil.example";
const SPOOF = { "X-Forwarded-Host": EVIL, "X-Forwarded-Proto": "https", "X-Forwarded-Port": "8443" };

/** A raw HTTP GET (fetch will not send a made-up Host header). */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (d) => (body += d));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("the built-in provider builds its URLs from the configured origin only", () => {
  let t: IdpTestContext;
  beforeAll(async () => {
    t = await startIdpApp();
    await createAccount(t.deps.db, { email: "rosa@example.com", password: "moonlight-stories", firstName: "Rosa", lastName: "Delgado" });
  });

  it.each([
    ["X-Forwarded-Host", SPOOF],
    ["Host", { Host: EVIL }],
    ["Host and X-Forwarded-Host", { Host: `${EVIL}:8080`, ...SPOOF }],
  ])("discovery ignores a spoofed %s", async (_name, headers) => {
    const res = await rawGet(`${t.base}/idp/.well-known/openid-configuration`, headers);
    expect(res.status).toBe(200);
    expect(res.body).not.toContain(EVIL);
    const doc = JSON.parse(res.body);
    expect(doc.issuer).toBe(`${t.base}/idp`);
    for (const key of ["authorization_endpoint", "token_endpoint", "jwks_uri", "end_session_endpoint", "userinfo_endpoint"]) {
      expect(doc[key], key).toMatch(new RegExp(`^${t.base}/idp/`));
    }
  });

  it("a whole sign-in sent with spoofed forwarding headers only ever points at the configured origin", async () => {
    const browser = new Browser(SPOOF);
    const start = await browser.go(`${t.base}/api/login?returnTo=%2Flibrary`);
    expect(start.url).toMatch(/\/idp\/interaction\//);
    const done = await browser.go(new URL(formAction(start.body), t.base).toString(), { form: { email: "rosa@example.com", password: "moonlight-stories" } });
    expect(done.url).toMatch(new RegExp(`^${t.base}/callback\\?`));
    expect(new URL(done.url).searchParams.get("iss")).toBe(`${t.base}/idp`);
    expect(done.body).toContain("Logging you in...");
    for (const hop of [...start.hops, ...done.hops]) {
      expect(hop.location ?? "", `${hop.status} ${hop.url}`).not.toContain(EVIL);
      if (hop.location && /^https?:/.test(hop.location)) expect(hop.location.startsWith(`${t.base}/`), hop.location).toBe(true);
    }
    expect(start.body + done.body).not.toContain(EVIL);

    // Signing out goes through the provider's end-session page: its form posts to the configured origin.
    const out = await browser.go(`${t.base}/logout`, { follow: false });
    const endSession = out.res.headers.get("refresh")!.replace(/^0; url=/, "");
    expect(endSession.startsWith(`${t.base}/idp/`)).toBe(true);
    const confirm = await rawGet(endSession, { Host: EVIL, ...SPOOF, Cookie: browser.cookieHeader(endSession) });
    expect(confirm.status).toBe(200);
    expect(confirm.body).toMatch(/<form[^>]+action="http:\/\/localhost:\d+\/idp\//);
    expect(confirm.body).not.toContain(EVIL);
  });

  it("the authorization endpoint's redirects ignore a spoofed Host", async () => {
    const q = new URLSearchParams({
      client_id: "behavior-tales",
      response_type: "code",
      scope: "openid",
      redirect_uri: `${t.base}/callback`,
      state: "s",
      nonce: "n",
      code_challenge: "E9Melhoe2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
      code_challenge_method: "S256",
    });
    const res = await rawGet(`${t.base}/idp/auth?${q}`, { Host: EVIL, ...SPOOF });
    expect(res.status).toBe(303);
    expect(String(res.headers.location)).not.toContain(EVIL);
    expect(String(res.headers["set-cookie"] ?? "")).not.toContain(EVIL);
  });
});

describe("with APP_URL unset, sign-in through an outside issuer uses http://localhost:PORT", () => {
  let issuerServer: ServerType;
  let issuer: string;
  let t: TestContext;
  beforeAll(async () => {
    const idp = new Hono().get("/.well-known/openid-configuration", (c) =>
      c.json({
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        end_session_endpoint: `${issuer}/logout`,
      }),
    );
    await new Promise<void>((resolve) => {
      issuerServer = serve({ fetch: idp.fetch, port: 0, hostname: "127.0.0.1" }, (info) => {
        issuer = `http://127.0.0.1:${info.port}`;
        resolve();
      });
    });
    t = await createTestContext({ APP_URL: "", PORT: "3000", OIDC_ISSUER: issuer, OIDC_CLIENT_ID: "test-client" });
  });
  afterAll(() => issuerServer?.close());

  it("does not take the redirect URI from a spoofed Host", async () => {
    const res = await t.app.request(`http://${EVIL}/api/login?returnTo=%2Flibrary`, { headers: { Host: EVIL, ...SPOOF } });
    const location = res.headers.get("location")!;
    expect(location).not.toContain(EVIL);
    expect(location).not.toContain(encodeURIComponent(EVIL));
    if (location.startsWith(issuer)) expect(new URL(location).searchParams.get("redirect_uri")).toBe("http://localhost:3000/callback");
    else expect(location).toBe("http://localhost:3000/api/login?returnTo=%2Flibrary");
  });

  it("sends 127.0.0.1 visitors to the configured origin first, so the sign-in cookie and the callback share a host", async () => {
    const res = await t.app.request("http://127.0.0.1:3000/api/login?returnTo=%2Flibrary");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("http://localhost:3000/api/login?returnTo=%2Flibrary");
  });

  it("signs out back to the configured origin", async () => {
    const res = await t.app.request(`http://${EVIL}/logout`, { headers: { Host: EVIL } });
    const to = res.headers.get("refresh")!.replace(/^0; url=/, "");
    expect(new URL(to).searchParams.get("post_logout_redirect_uri")).toBe("http://localhost:3000");
  });
});
