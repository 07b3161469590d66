import type { Deps } from "../deps";
import { hitRateLimit } from "../http/rate-limit";

/** Requests one client may make to one family link (its page, pictures and PDF together) per window. */
export const SHARE_RATE_LIMIT = { max: 60, windowMs: 60_000 } as const;

/** True when this client may open this link again now (the shared rate-limit table, every runtime). */
export function withinShareRate(deps: Deps, client: string, token: string): Promise<boolean> {
  return hitRateLimit(deps, `share:${client}:${token.slice(0, 43)}`, SHARE_RATE_LIMIT.max, SHARE_RATE_LIMIT.windowMs);
}
