import type { MiddlewareHandler } from "hono";
import { HttpError } from "./errors";
import { SECURITY_HEADERS } from "./security-headers";
import { acceptedOrigins } from "./origin";
import type { AppEnv } from "../app-env";

/**
 * CSP nonces: 16 bytes from the CSPRNG each, base64. The bytes are drawn 64 nonces at a time (one
 * getRandomValues call instead of one per request); each nonce is used once and still unpredictable.
 */
const NONCE_BYTES = 16;
const NONCE_BATCH = 64;
let noncePool = new Uint8Array(0);
let noncePos = 0;
function randomNonce(): string {
  if (noncePos + NONCE_BYTES > noncePool.length) {
    noncePool = new Uint8Array(NONCE_BYTES * NONCE_BATCH);
    crypto.getRandomValues(noncePool);
    noncePos = 0;
  }
  let s = "";
  for (let i = noncePos; i < noncePos + NONCE_BYTES; i++) s += String.fromCharCode(noncePool[i]!);
  noncePos += NONCE_BYTES;
  return btoa(s);
}

/** The policy around the nonce, built once per dev origin (it only changes with the dev server). */
const cspParts = new Map<string, [string, string]>();
function cspAround(dev: string | undefined): [string, string] {
  const key = dev ?? "";
  let parts = cspParts.get(key);
  if (!parts) {
    const devWs = dev ? dev.replace(/^http/, "ws") : "";
    const [before, after] = [
      "default-src 'self'",
      `script-src 'self' 'nonce-\u0000'${dev ? ` ${dev}` : ""}`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob: https:",
      "font-src 'self' data:",
      // The grown-up's recording, listened back before it is kept, plays from a blob: address.
      "media-src 'self' blob:",
      `connect-src 'self'${dev ? ` ${dev} ${devWs}` : ""}`,
      "frame-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
    ]
      .join("; ")
      .split("\u0000") as [string, string];
    parts = [before, after];
    cspParts.set(key, parts);
  }
  return parts;
}

/** The Content-Security-Policy for one response: scripts only from this site or with this nonce. */
export function contentSecurityPolicy(nonce: string, devOrigin?: string): string {
  const [before, after] = cspAround(devOrigin);
  return before + nonce + after;
}

const SECURITY_HEADER_ENTRIES = Object.entries(SECURITY_HEADERS);

/** Security headers (security-headers.ts) on every response the app answers, with a fresh CSP nonce per request for scripts. */
export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  const nonce = randomNonce();
  c.set("nonce", nonce);
  await next();
  const csp = contentSecurityPolicy(nonce, c.var.deps.assets.devOrigin);
  // A route may send a stricter policy of its own (e.g. user images); keep it.
  if (!c.res.headers.has("Content-Security-Policy")) c.res.headers.set("Content-Security-Policy", csp);
  for (const [name, value] of SECURITY_HEADER_ENTRIES) {
    // A route may send a stricter Referrer-Policy (family links: no-referrer); keep it.
    if (name === "Referrer-Policy" && c.res.headers.has(name)) continue;
    // The story page allows this site the microphone (STORY_PAGE_PERMISSIONS_POLICY); keep it.
    if (name === "Permissions-Policy" && c.res.headers.has(name)) continue;
    c.res.headers.set(name, value);
  }
};

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Refuse state-changing requests that a browser sends from another origin. Browsers always send
 * Sec-Fetch-Site and/or Origin on such requests; a request with neither is not from a browser page
 * (the payment webhook, a server-to-server call) and is authenticated by its own signature or token.
 */
export function sameOriginOnly(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!UNSAFE.has(c.req.method)) return next();
    const site = c.req.header("sec-fetch-site");
    const origin = c.req.header("origin");
    // The configured origin only: the Host header is the client's to write.
    const allowed = acceptedOrigins(c.var.deps.env);
    if (site && site !== "same-origin" && site !== "none") {
      throw new HttpError(403, "cross_origin", "Cross-origin request refused.");
    }
    if (origin && origin !== "null" && !allowed.has(origin)) {
      throw new HttpError(403, "cross_origin", "Cross-origin request refused.");
    }
    if (origin === "null" && site !== "same-origin") {
      throw new HttpError(403, "cross_origin", "Cross-origin request refused.");
    }
    return next();
  };
}
