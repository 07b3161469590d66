/**
 * The security headers every response carries — pages, API answers, errors, pictures, PDFs and the
 * static files (scripts, styles, fonts, the favicon) — on Node, Deno and Workers. The one list: the
 * app's middleware (security.ts) sets it on what the app answers, the Node entry on the files it
 * answers before the app (node-static.ts), and the build writes it into the Workers assets' `_headers`
 * file (workersHeadersFile), since the assets binding answers those files without the worker.
 * A route may send a stricter Referrer-Policy of its own (family links: no-referrer).
 */
export const SECURITY_HEADERS = {
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
} as const;

/** The story page records the grown-up's voice (issue 29): it alone lets this site ask for the microphone. */
export const STORY_PAGE_PERMISSIONS_POLICY = "camera=(), microphone=(self), geolocation=()";

/** The Content-Security-Policy of a file that is not a page: it runs nothing and is framed nowhere. (Pages get a policy with a nonce per request, security.ts.) */
export const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

/** Cache-Control of the build's hashed files under /assets/ (their names change with their content). */
export const ASSET_CACHE_CONTROL = "public, max-age=31536000, immutable";

/**
 * The Workers assets' `_headers` file (Cloudflare's format: a path pattern, then indented headers; all
 * matching rules apply): the security headers and the file policy on every static file, the long cache
 * on /assets/. Written into the client build by vite.config.ts.
 */
export function workersHeadersFile(): string {
  const rule = (pattern: string, headers: Record<string, string>) => [pattern, ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`)].join("\n");
  return (
    [rule("/*", { ...SECURITY_HEADERS, "Content-Security-Policy": FILE_CSP }), rule("/assets/*", { "Cache-Control": ASSET_CACHE_CONTROL })].join("\n") + "\n"
  );
}
