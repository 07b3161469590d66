import { config } from "zod/mini";

/**
 * In the browser, zod's fast path for objects probes whether it may compile code (`new Function`), which
 * the page's Content-Security-Policy forbids: the probe is reported as a CSP violation (Lighthouse's
 * "Issues" audit). Validation there runs without it; the server keeps the fast path.
 */
if (typeof document !== "undefined") config({ jitless: true });
