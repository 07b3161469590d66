import type { MiddlewareHandler } from "hono";
import { HttpError } from "./errors";
import { acceptedOrigins } from "./origin";
import type { AppEnv } from "../app-env";

function randomNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  let s = "";
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}

/** Security headers on every response, with a fresh CSP nonce per request for scripts. */
export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  const nonce = randomNonce();
  c.set("nonce", nonce);
  await next();
  const dev = c.var.deps.assets.devOrigin;
  const devWs = dev ? dev.replace(/^http/, "ws") : "";
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${dev ? ` ${dev}` : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${dev ? ` ${dev} ${devWs}` : ""}`,
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
  // A route may send a stricter policy of its own (e.g. user images); keep it.
  if (!c.res.headers.has("Content-Security-Policy")) c.res.headers.set("Content-Security-Policy", csp);
  c.res.headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  c.res.headers.set("X-Content-Type-Options", "nosniff");
  c.res.headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  c.res.headers.set("X-Frame-Options", "DENY");
  c.res.headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
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
