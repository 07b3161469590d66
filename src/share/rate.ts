import type { Deps } from "../deps";
import { hitRateLimit } from "../http/rate-limit";

/**
 * Requests one client may make to one family link (its page, pictures and PDF together) per window.
 * The same allowance covers all the unknown links one client tries, together.
 */
export const SHARE_RATE_LIMIT = { max: 60, windowMs: 60_000 } as const;

/**
 * True when this client may open this link again now (the shared rate-limit table, every runtime).
 * `token` is a link that exists (null for an unknown, malformed or turned-off one): guesses share one
 * row per client, so requests for made-up links never grow the table by more than that row.
 */
export function withinShareRate(deps: Deps, client: string, token: string | null): Promise<boolean> {
  const key = token === null ? `share-unknown:${client}` : `share:${client}:${token}`;
  return hitRateLimit(deps, key, SHARE_RATE_LIMIT.max, SHARE_RATE_LIMIT.windowMs);
}
