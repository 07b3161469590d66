import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";

/**
 * Pages whose signed-out HTML is the same for every visitor for the life of the process: content from
 * src/content and the configuration only — no database read, no query parameter, no cookie, no
 * per-visitor value. Their signed-out GET is rendered once per process (per app) and then served from
 * memory with the request's fresh CSP nonce put back in. src/render/page-cache.test.ts renders each
 * one twice against a cache-less app and fails if the two renders differ in anything but the nonce; add
 * a page here only when its route reads nothing per request but the signed-in user.
 */
export const STATIC_PAGES = ["/", "/faq", "/behavior-guide"] as const;

interface CachedPage {
  /** The HTML split on the nonce it was rendered with; joined with each request's own nonce. */
  parts: string[];
  /** Headers the route and the renderer set (the security headers are added per request, around this). */
  headers: [string, string][];
  /** The footer's © year: the cache turns over with it. */
  year: number;
}

/**
 * Serve a static page's signed-out HTML from memory. Only:
 * - GET, no query string (the header's sign-in links carry `returnTo` = path + query);
 * - signed out (after loadUser: a stale or foreign cookie is signed out too); signed-in pages are
 *   never stored nor served from here (their header names the user);
 * - a 200 text/html answer that sets no cookie and no Cache-Control, rendered in production (no dev server).
 * One entry per path: the memory held is bounded by STATIC_PAGES.
 */
export function staticPageCache(): MiddlewareHandler<AppEnv> {
  const pages = new Map<string, CachedPage>();
  return async (c, next) => {
    const { deps, user, nonce } = c.var;
    if (c.req.method !== "GET" || user || deps.assets.devOrigin) return next();
    const url = c.req.url;
    const q = url.indexOf("?");
    if (q !== -1 && q < url.length - 1) return next();
    const path = c.req.path;
    const year = deps.now().getFullYear();
    const hit = pages.get(path);
    if (hit && hit.year === year) {
      const res = new Response(hit.parts.join(nonce), { status: 200, headers: hit.headers });
      return res;
    }
    await next();
    const res = c.res;
    const type = res.headers.get("content-type") ?? "";
    if (res.status !== 200 || !type.startsWith("text/html") || res.headers.has("set-cookie") || res.headers.has("cache-control") || c.var.user) return;
    const html = await res.text();
    pages.set(path, { parts: html.split(nonce), headers: [...res.headers], year });
    c.res = new Response(html, { status: 200, headers: res.headers });
  };
}
