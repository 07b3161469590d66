import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { serve, type ServerType } from "@hono/node-server";
import { Hono } from "hono";
import { serializeSigned } from "hono/utils/cookie";
import { SignJWT, exportJWK, generateKeyPair, type JWTPayload } from "jose";
import { eq } from "drizzle-orm";
import { createTestContext, type TestContext } from "../helpers/app";
import { sessions, users } from "../../db/schema";
import { hashToken } from "../../src/auth/session";

/**
 * A test issuer on loopback whose keys this test makes with jose. The app signs in against it through
 * the real client: discovery, authorization URL with PKCE, form-encoded token exchange, JWKS, ID-token checks.
 */
const CLIENT_ID = "test-client";
const CLIENT_SECRET = "test-client-secret";
let server: ServerType;
let issuer: string;
let rsa: Awaited<ReturnType<typeof generateKeyPair>>;
let otherRsa: Awaited<ReturnType<typeof generateKeyPair>>;
let nextIdToken: (tokenRequest: URLSearchParams) => Promise<string>;
let lastTokenRequest: { body: URLSearchParams; auth: string | undefined } | null = null;
/** How many token requests the issuer answers with 503 before it recovers. */
let tokenFailures = 0;
let tokenRequests = 0;
let t: TestContext;
const NOW = new Date("2026-11-21T12:00:00Z");
const nowS = Math.floor(NOW.getTime() / 1000);

beforeAll(async () => {
  rsa = await generateKeyPair("RS256");
  otherRsa = await generateKeyPair("RS256");
  const jwk = { ...(await exportJWK(rsa.publicKey)), kid: "k1", alg: "RS256", use: "sig" };
  const idp = new Hono()
    .get("/.well-known/openid-configuration", (c) =>
      c.json({
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        end_session_endpoint: `${issuer}/logout`,
      }),
    )
    .get("/jwks", (c) => c.json({ keys: [jwk] }))
    .post("/token", async (c) => {
      const body = new URLSearchParams(await c.req.text());
      lastTokenRequest = { body, auth: c.req.header("authorization") };
      tokenRequests += 1;
      if (tokenFailures > 0) {
        tokenFailures -= 1;
        return c.text("temporarily unavailable", 503);
      }
      if (!body.get("code_verifier")) return c.json({ error: "invalid_grant", error_description: "PKCE verifier required" }, 400);
      return c.json({ access_token: "at", token_type: "Bearer", expires_in: 3600, id_token: await nextIdToken(body) });
    });
  await new Promise<void>((resolve) => {
    server = serve({ fetch: idp.fetch, port: 0, hostname: "127.0.0.1" }, (info) => {
      issuer = `http://127.0.0.1:${info.port}`;
      resolve();
    });
  });
  t = await createTestContext({ OIDC_ISSUER: issuer, OIDC_CLIENT_ID: CLIENT_ID, OIDC_CLIENT_SECRET: CLIENT_SECRET, ADMIN_EMAILS: "boss@example.com" });
  t.setNow(NOW);
});
afterAll(() => server?.close());
beforeEach(() => {
  lastTokenRequest = null;
  tokenFailures = 0;
  tokenRequests = 0;
});

const req = (path: string, init?: RequestInit) => t.app.request(`http://localhost:3000${path}`, init);

function cookieFrom(res: Response, name: string): string | undefined {
  for (const c of res.headers.getSetCookie()) if (c.startsWith(`${name}=`)) return c;
  return undefined;
}

/** Start sign-in; returns the transaction cookie and the authorization request's parameters. */
async function startLogin(returnTo = "/library") {
  const res = await req(`/api/login?returnTo=${encodeURIComponent(returnTo)}`);
  expect(res.status).toBe(302);
  const location = new URL(res.headers.get("location")!);
  const txCookie = cookieFrom(res, "bt_oauth")!.split(";")[0]!;
  return { location, txCookie, state: location.searchParams.get("state")!, nonce: location.searchParams.get("nonce")! };
}

function claims(nonce: string, overrides: JWTPayload = {}): JWTPayload {
  return {
    iss: issuer,
    aud: CLIENT_ID,
    sub: "auth0|abc123",
    iat: nowS,
    exp: nowS + 300,
    nonce,
    email: "rosa@example.com",
    email_verified: true,
    given_name: "Rosa",
    family_name: "Delgado",
    ...overrides,
  };
}

const sign = (payload: JWTPayload, opts: { key?: CryptoKey; kid?: string } = {}) =>
  new SignJWT(payload).setProtectedHeader({ alg: "RS256", kid: opts.kid ?? "k1" }).sign(opts.key ?? (rsa.privateKey as CryptoKey));

async function callback(state: string, txCookie: string) {
  return req(`/callback?code=the-code&state=${encodeURIComponent(state)}`, { headers: { Cookie: txCookie } });
}

describe("sign-in through an OpenID Connect issuer", () => {
  it("sends an authorization request with PKCE S256, state, nonce, the three scopes and /callback", async () => {
    const { location, state, nonce } = await startLogin();
    expect(location.origin + location.pathname).toBe(`${issuer}/authorize`);
    expect(location.searchParams.get("response_type")).toBe("code");
    expect(location.searchParams.get("client_id")).toBe(CLIENT_ID);
    expect(location.searchParams.get("redirect_uri")).toBe("http://localhost:3000/callback");
    expect(location.searchParams.get("code_challenge_method")).toBe("S256");
    expect(location.searchParams.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(location.searchParams.get("scope")!.split(" ").sort()).toEqual(["email", "openid", "profile"]);
    expect(state.length).toBeGreaterThan(20);
    expect(nonce.length).toBeGreaterThan(20);
  });

  it("accepts a good token: form-encoded exchange with the verifier, user created, session cookie, back to returnTo after 1 s", async () => {
    const { state, nonce, txCookie } = await startLogin("/library");
    nextIdToken = () => sign(claims(nonce));
    const res = await callback(state, txCookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("refresh")).toBe("1; url=/library");
    expect(lastTokenRequest!.body.get("grant_type")).toBe("authorization_code");
    expect(lastTokenRequest!.body.get("code")).toBe("the-code");
    expect(lastTokenRequest!.body.get("code_verifier")).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    expect(lastTokenRequest!.auth).toBe(`Basic ${btoa(`${CLIENT_ID}:${CLIENT_SECRET}`)}`);

    const session = cookieFrom(res, "bt_session")!;
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).toMatch(/Path=\//);
    expect(session).toMatch(/Max-Age=86400/);
    const token = session.split(";")[0]!.split("=")[1]!;
    expect(token.length).toBeGreaterThanOrEqual(22); // ≥ 128 bits, base64url
    const rows = await t.deps.db.select().from(sessions);
    expect(rows.some((r) => r.sid === token)).toBe(false);
    expect(rows.some((r) => r.sid === hashToken(token))).toBe(true);

    const [user] = await t.deps.db.select().from(users).where(eq(users.id, "auth0|abc123"));
    expect(user).toMatchObject({ email: "rosa@example.com", firstName: "Rosa", lastName: "Delgado", emailVerified: true, isAdmin: false });
    expect(user!.lastLoginAt?.getTime()).toBe(NOW.getTime());

    const me = await req("/api/auth/me", { headers: { Cookie: `bt_session=${token}` } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ firstName: "Rosa", lastName: "Delgado", email: "rosa@example.com", sub: "auth0|abc123" });
  });

  it("accepts a token 59 s past its expiry (60 s leeway)", async () => {
    const { state, nonce, txCookie } = await startLogin();
    nextIdToken = () => sign(claims(nonce, { iat: nowS - 600, exp: nowS - 59 }));
    const res = await callback(state, txCookie);
    expect(res.status).toBe(200);
    expect(cookieFrom(res, "bt_session")).toBeDefined();
  });

  it("makes ADMIN_EMAILS admins at sign-in", async () => {
    const { state, nonce, txCookie } = await startLogin();
    nextIdToken = () => sign(claims(nonce, { sub: "auth0|boss", email: "boss@example.com" }));
    expect((await callback(state, txCookie)).status).toBe(200);
    const [boss] = await t.deps.db.select().from(users).where(eq(users.id, "auth0|boss"));
    expect(boss!.isAdmin).toBe(true);
  });

  it("does not make an ADMIN_EMAILS address admin when the issuer has not verified it (issue #21, item 2)", async () => {
    for (const [sub, verified] of [
      ["auth0|boss-unverified", false],
      ["auth0|boss-no-claim", undefined],
    ] as const) {
      const { state, nonce, txCookie } = await startLogin();
      nextIdToken = () => sign(claims(nonce, { sub, email: "Boss@Example.com", email_verified: verified }));
      const res = await callback(state, txCookie);
      expect(res.status, /<pre>([^<]*)/.exec(await res.text())?.[1]).toBe(200);
      const [user] = await t.deps.db.select().from(users).where(eq(users.id, sub));
      expect(user, sub).toMatchObject({ isAdmin: false, emailVerified: false });
    }
    // The same issuer saying the address is verified does make it admin.
    const { state, nonce, txCookie } = await startLogin();
    nextIdToken = () => sign(claims(nonce, { sub: "auth0|boss-unverified", email: "Boss@Example.com", email_verified: true }));
    const res = await callback(state, txCookie);
    expect(res.status).toBe(200);
    const [now] = await t.deps.db.select().from(users).where(eq(users.id, "auth0|boss-unverified"));
    expect(now!.isAdmin).toBe(true);
  });

  const refused: Array<[string, (nonce: string) => Promise<string>]> = [
    ["a wrong issuer", (n) => sign(claims(n, { iss: "https://evil.example" }))],
    ["a wrong audience", (n) => sign(claims(n, { aud: "someone-else" }))],
    ["a token expired by more than 60 s", (n) => sign(claims(n, { iat: nowS - 600, exp: nowS - 61 }))],
    ["nbf more than 60 s ahead", (n) => sign(claims(n, { nbf: nowS + 61 }))],
    ["a missing nonce", (n) => sign(claims(n, { nonce: undefined }))],
    ["a wrong nonce", (n) => sign(claims(n, { nonce: "not-the-nonce" }))],
    ["a missing subject", (n) => sign(claims(n, { sub: undefined }))],
    ["an unknown key id", (n) => sign(claims(n), { kid: "k-unknown", key: otherRsa.privateKey as CryptoKey })],
    ["a known key id signed by another key", (n) => sign(claims(n), { key: otherRsa.privateKey as CryptoKey })],
    [
      "HS256",
      (n) => new SignJWT(claims(n)).setProtectedHeader({ alg: "HS256", kid: "k1" }).sign(new TextEncoder().encode("a-shared-secret-that-is-long-enough")),
    ],
    [
      "alg none",
      async (n) => {
        const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString("base64url");
        return `${enc({ alg: "none", typ: "JWT" })}.${enc(claims(n))}.`;
      },
    ],
  ];
  for (const [what, make] of refused) {
    it(`refuses ${what} and shows the callback error panel`, async () => {
      const { state, nonce, txCookie } = await startLogin();
      nextIdToken = () => make(nonce);
      const res = await callback(state, txCookie);
      expect(res.status).toBe(400);
      const html = await res.text();
      expect(html).toContain("Authentication Error");
      expect(html).toContain("Try Again");
      expect(html).toContain("Return Home");
      expect(cookieFrom(res, "bt_session")).toBeUndefined();
    });
  }

  it("refuses a state mismatch before any token request", async () => {
    const { nonce, txCookie } = await startLogin();
    nextIdToken = () => sign(claims(nonce));
    const res = await callback("forged-state", txCookie);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Invalid state");
    expect(lastTokenRequest).toBeNull();
  });

  it("refuses a callback without this browser's transaction", async () => {
    const { state } = await startLogin();
    const res = await req(`/callback?code=x&state=${state}`);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Authentication Error");
  });

  it("refuses a transaction missing its PKCE verifier", async () => {
    const { state, nonce } = await startLogin();
    nextIdToken = () => sign(claims(nonce));
    const forged = await serializeSigned("bt_oauth", JSON.stringify({ state, nonce, returnTo: "/" }), t.deps.secret);
    const res = await callback(state, forged.split(";")[0]!);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("PKCE");
    expect(lastTokenRequest).toBeNull();
  });

  it("shows the issuer's error code with its fixed message, not the query's description (issue #21, item 12)", async () => {
    const { state, txCookie } = await startLogin();
    const res = await req(`/callback?error=access_denied&error_description=User%20cancelled&state=${state}`, { headers: { Cookie: txCookie } });
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toContain("access_denied: Sign-in was cancelled.");
    expect(page).not.toContain("User cancelled");
  });
});

describe("token exchange retries", () => {
  it("retries a failing token endpoint and succeeds on the third attempt", async () => {
    const { state, nonce, txCookie } = await startLogin();
    nextIdToken = () => sign(claims(nonce));
    tokenFailures = 2;
    const res = await callback(state, txCookie);
    expect(res.status).toBe(200);
    expect(tokenRequests).toBe(3);
  });

  it("gives up after 3 attempts and shows the callback error panel", async () => {
    const { state, nonce, txCookie } = await startLogin();
    nextIdToken = () => sign(claims(nonce));
    tokenFailures = 5;
    const res = await callback(state, txCookie);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Authentication Error");
    expect(tokenRequests).toBe(3);
  });
});

describe("sessions and sign-out", () => {
  async function signedIn(): Promise<string> {
    const { state, nonce, txCookie } = await startLogin();
    nextIdToken = () => sign(claims(nonce));
    const res = await callback(state, txCookie);
    return cookieFrom(res, "bt_session")!.split(";")[0]!;
  }

  it("logout deletes the session on the server, so the old cookie is useless", async () => {
    const cookie = await signedIn();
    expect((await req("/api/auth/me", { headers: { Cookie: cookie } })).status).toBe(200);
    const out = await req("/logout", { headers: { Cookie: cookie } });
    expect(out.status).toBe(200);
    expect(out.headers.get("refresh")).toContain(`${issuer}/logout`);
    expect(out.headers.get("refresh")).toContain("post_logout_redirect_uri=http%3A%2F%2Flocalhost%3A3000");
    expect(await out.text()).toContain("Logging you out...");
    const me = await req("/api/auth/me", { headers: { Cookie: cookie } });
    expect(me.status).toBe(401);
    expect((await me.json()).error.code).toBe("unauthorized");
  });

  it("a new session at every sign-in", async () => {
    const a = await signedIn();
    const b = await signedIn();
    expect(a).not.toBe(b);
  });

  it("purges expired session rows", async () => {
    await t.deps.db.insert(sessions).values({ sid: "stale-session", sess: { userId: "auth0|abc123" }, expire: new Date(NOW.getTime() - 1000) });
    await signedIn(); // a new sign-in sweeps rows that have expired
    const rows = await t.deps.db.select().from(sessions);
    expect(rows.find((r) => r.sid === "stale-session")).toBeUndefined();
    expect(rows.every((r) => r.expire.getTime() > NOW.getTime())).toBe(true);
  });

  it("expired sessions are not honoured", async () => {
    const cookie = await signedIn();
    t.setNow(new Date(NOW.getTime() + 24 * 3600 * 1000 + 1000));
    expect((await req("/api/auth/me", { headers: { Cookie: cookie } })).status).toBe(401);
    t.setNow(NOW);
  });

  it("uses the __Host- prefix and Secure on https", async () => {
    const https = await createTestContext({
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: CLIENT_ID,
      OIDC_CLIENT_SECRET: CLIENT_SECRET,
      APP_URL: "https://behaviortales.example",
    });
    https.setNow(NOW);
    const start = await https.app.request("https://behaviortales.example/api/login");
    const location = new URL(start.headers.get("location")!);
    expect(location.searchParams.get("redirect_uri")).toBe("https://behaviortales.example/callback");
    const tx = cookieFrom(start, "bt_oauth")!;
    expect(tx).toMatch(/Secure/);
    const nonce = location.searchParams.get("nonce")!;
    nextIdToken = () => sign(claims(nonce));
    const res = await https.app.request(`https://behaviortales.example/callback?code=c&state=${location.searchParams.get("state")}`, {
      headers: { Cookie: tx.split(";")[0]! },
    });
    const session = cookieFrom(res, "__Host-bt_session")!;
    expect(session).toMatch(/Secure/);
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/Path=\//);
    expect(session).not.toMatch(/Domain=/i);
  });
});

describe("returnTo only takes same-origin paths", () => {
  for (const evil of [
    "https://evil.example/",
    "//evil.example/x",
    "/\\evil.example",
    "\\\\evil.example",
    "javascript:alert(1)",
    "/%0d%0aLocation:%20https://evil.example",
    "http:evil.example",
  ]) {
    it(`lands on / for ${JSON.stringify(evil)}`, async () => {
      const { state, nonce, txCookie } = await startLogin(evil);
      nextIdToken = () => sign(claims(nonce));
      const res = await callback(state, txCookie);
      expect(res.status).toBe(200);
      const refresh = res.headers.get("refresh")!;
      const target = refresh.replace(/^1; url=/, "");
      expect(new URL(target, "http://localhost:3000").origin).toBe("http://localhost:3000");
      expect(target.startsWith("/") && !target.startsWith("//")).toBe(true);
    });
  }
});

describe("guards", () => {
  it("sends signed-out visitors of protected pages to sign-in with returnTo, and APIs answer 401 JSON", async () => {
    for (const path of ["/profile", "/library", "/story/1", "/subscription", "/admin"]) {
      const res = await req(path, { redirect: "manual" });
      expect([302, 303]).toContain(res.status);
      expect(res.headers.get("location")).toMatch(/\/(login|api\/login)\?returnTo=/);
    }
    const me = await req("/api/auth/me");
    expect(me.status).toBe(401);
    expect(me.headers.get("content-type")).toContain("application/json");
  });
});
