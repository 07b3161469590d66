import {
  ArcticFetchError,
  CodeChallengeMethod,
  OAuth2Client,
  OAuth2RequestError,
  UnexpectedResponseError,
  generateCodeVerifier,
  generateState,
  type OAuth2Tokens,
} from "arctic";
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from "jose";
import type { Env } from "../env";
import { appOrigin } from "../http/origin";

/**
 * OpenID Connect client (backend-for-frontend): authorization code + PKCE (S256) with arctic's generic
 * OAuth2Client against the issuer's discovery document; ID tokens verified with jose (RS256 only,
 * issuer, audience, exp/nbf with 60 s leeway, nonce). Tokens stay on the server.
 */

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string | null;
  /** Where the issuer sends the browser back (APP_URL/callback). */
  redirectUri: string;
  /** Where the issuer returns the browser after logout (the site origin). */
  postLogoutRedirectUri: string;
  /** Logout URL override (OIDC_LOGOUT_URL); otherwise the issuer's end_session_endpoint. */
  logoutUrl?: string;
  /** "embedded" (Node's built-in provider) or "external". */
  kind: "embedded" | "external";
}

export const SCOPES = ["openid", "profile", "email"];
export const CLOCK_TOLERANCE_S = 60;
export const TOKEN_TIMEOUT_MS = 10_000;
export const TOKEN_ATTEMPTS = 3;

export class AuthError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "AuthError";
  }
}

/** An external issuer's settings from OIDC_* variables, or null when none is configured (e.g. Workers without OIDC_*). */
export function externalOidcSettings(env: Env): OidcSettings | null {
  const { OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_LOGOUT_URL } = env;
  if (!OIDC_ISSUER || !OIDC_CLIENT_ID) return null;
  const origin = appOrigin(env); // configured only, never the request's Host
  return {
    issuer: OIDC_ISSUER.replace(/\/$/, ""),
    clientId: OIDC_CLIENT_ID,
    clientSecret: OIDC_CLIENT_SECRET ?? null,
    redirectUri: `${origin}/callback`,
    postLogoutRedirectUri: origin,
    logoutUrl: OIDC_LOGOUT_URL,
    kind: "external",
  };
}

export interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  end_session_endpoint?: string;
  userinfo_endpoint?: string;
}

const discoveryCache = new Map<string, { at: number; doc: Discovery }>();
const jwksCache = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

export async function discover(issuer: string): Promise<Discovery> {
  const cached = discoveryCache.get(issuer);
  if (cached && Date.now() - cached.at < 60 * 60 * 1000) return cached.doc;
  let res: Response;
  try {
    res = await fetch(`${issuer.replace(/\/$/, "")}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(TOKEN_TIMEOUT_MS) });
  } catch {
    throw new AuthError("discovery_failed", "Authentication service is currently unavailable. Please try again later.");
  }
  if (!res.ok) throw new AuthError("discovery_failed", "Authentication service is currently unavailable. Please try again later.");
  const doc = (await res.json()) as Discovery;
  if (doc.issuer.replace(/\/$/, "") !== issuer.replace(/\/$/, "")) {
    throw new AuthError("discovery_failed", "The sign-in service's discovery document names a different issuer.");
  }
  discoveryCache.set(issuer, { at: Date.now(), doc });
  return doc;
}

/** Forget cached discovery documents and key sets (tests start new issuers on new ports). */
export function resetOidcCaches() {
  discoveryCache.clear();
  jwksCache.clear();
}

export interface AuthTransaction {
  state: string;
  nonce: string;
  codeVerifier: string;
  returnTo: string;
}

/** Start sign-in: the issuer's authorization URL plus the transaction to bind to this browser. */
export async function startSignIn(
  settings: OidcSettings,
  returnTo: string,
  opts: { signup?: boolean } = {},
): Promise<{ url: URL; transaction: AuthTransaction }> {
  const doc = await discover(settings.issuer);
  const client = new OAuth2Client(settings.clientId, settings.clientSecret, settings.redirectUri);
  const state = generateState();
  const codeVerifier = generateCodeVerifier();
  const nonce = generateState();
  const url = client.createAuthorizationURLWithPKCE(doc.authorization_endpoint, state, CodeChallengeMethod.S256, codeVerifier, SCOPES);
  url.searchParams.set("nonce", nonce);
  if (opts.signup) {
    url.searchParams.set("screen_hint", "signup"); // Auth0 and others
    url.searchParams.set("screen", "signup"); // the embedded provider
  }
  return { url, transaction: { state, nonce, codeVerifier, returnTo } };
}

/** Exchange the code (form-encoded, 10 s timeout, up to 3 attempts on network errors and 5xx). */
export async function exchangeCode(settings: OidcSettings, doc: Discovery, code: string, codeVerifier: string): Promise<OAuth2Tokens> {
  const client = new OAuth2Client(settings.clientId, settings.clientSecret, settings.redirectUri);
  let lastError: unknown;
  for (let attempt = 1; attempt <= TOKEN_ATTEMPTS; attempt++) {
    try {
      return await withTimeout(client.validateAuthorizationCode(doc.token_endpoint, code, codeVerifier), TOKEN_TIMEOUT_MS);
    } catch (err) {
      lastError = err;
      if (err instanceof OAuth2RequestError) {
        throw new AuthError(err.code, `Login failed: ${err.code}${err.description ? ` (${err.description})` : ""}`);
      }
      const retryable = err instanceof ArcticFetchError || err instanceof TimeoutError || (err instanceof UnexpectedResponseError && err.status >= 500);
      if (!retryable) break;
      if (attempt < TOKEN_ATTEMPTS) await new Promise((r) => setTimeout(r, 200 * attempt));
    }
  }
  if (lastError instanceof TimeoutError) throw new AuthError("timeout", "Timeout");
  throw new AuthError("request_error", "Login failed: the sign-in service did not answer the token request.");
}

class TimeoutError extends Error {}
function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout>;
  return Promise.race([
    p.finally(() => clearTimeout(timer)),
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new TimeoutError("timeout")), ms);
    }),
  ]);
}

export interface IdTokenClaims extends JWTPayload {
  sub: string;
  nonce?: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
  picture?: string;
  preferred_username?: string;
  nickname?: string;
}

/** Verify an ID token: RS256 only, keys only from the issuer's JWKS, iss, aud, exp, nbf (60 s leeway), sub, nonce. */
export async function verifyIdToken(settings: OidcSettings, doc: Discovery, idToken: string, expectedNonce: string, now: Date): Promise<IdTokenClaims> {
  let jwks = jwksCache.get(doc.jwks_uri);
  if (!jwks) {
    jwks = createRemoteJWKSet(new URL(doc.jwks_uri), { timeoutDuration: TOKEN_TIMEOUT_MS });
    jwksCache.set(doc.jwks_uri, jwks);
  }
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, jwks, {
      algorithms: ["RS256"],
      issuer: doc.issuer,
      audience: settings.clientId,
      clockTolerance: CLOCK_TOLERANCE_S,
      currentDate: now,
      requiredClaims: ["sub", "exp", "iat"],
    }));
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    throw new AuthError("invalid_id_token", `The sign-in token could not be verified: ${reason}`);
  }
  if (typeof payload.sub !== "string" || !payload.sub) throw new AuthError("invalid_id_token", "The sign-in token has no subject.");
  if (!payload.nonce || payload.nonce !== expectedNonce) throw new AuthError("invalid_nonce", "The sign-in token's nonce does not match this sign-in.");
  return payload as IdTokenClaims;
}

/** Where /logout sends the browser: the issuer's end-session endpoint with return to the site. */
export async function endSessionUrl(settings: OidcSettings, idToken?: string): Promise<string | null> {
  let base = settings.logoutUrl;
  if (!base) base = (await discover(settings.issuer)).end_session_endpoint;
  if (!base) return null;
  const url = new URL(base);
  url.searchParams.set("client_id", settings.clientId);
  url.searchParams.set("post_logout_redirect_uri", settings.postLogoutRedirectUri);
  if (idToken) url.searchParams.set("id_token_hint", idToken);
  return url.toString();
}
