import type { User } from "../../db/schema";
import type { Deps } from "../deps";
import { hitRateLimit } from "../http/rate-limit";
import { UNKNOWN_CLIENT } from "../http/client-address";
import { isPremium, usedThisPeriod } from "./quota";

/**
 * Free stories per client across accounts (security issue #21, item 7; ADR 016). Each account has its
 * own free stories (src/stories/quota.ts), and accounts are cheap to make, so one client (an IPv4
 * address or an IPv6 /64, `clientAddress`) may start FREE_STORIES_PER_CLIENT_PER_DAY free stories a day
 * whichever accounts they are on — a household's or a small office's worth (FREE_STORIES_PER_CLIENT
 * changes it; 0 turns it off, as the end-to-end tests do: every browser there is one client). Subscribers are not counted,
 * nor is a request the account's own quota refuses (it hears 402 about that). A request whose address is
 * not known is not counted (no runtime serves one; one shared count would stop everybody).
 */
export const FREE_STORIES_PER_CLIENT_PER_DAY = 10;
export const FREE_STORY_CLIENT_LIMIT_MESSAGE =
  "Lots of free stories have been made from your network today. Please try again tomorrow, or subscribe for unlimited stories.";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Count one free story started by `user` from `client`; false when the client has had its day's free stories. */
export async function withinFreeStoriesPerClient(deps: Deps, user: User, client: string): Promise<boolean> {
  const cap = deps.env.FREE_STORIES_PER_CLIENT ?? FREE_STORIES_PER_CLIENT_PER_DAY;
  if (cap === 0 || client === UNKNOWN_CLIENT || isPremium(user, deps.now())) return true;
  if ((await usedThisPeriod(deps, user.id)) >= deps.env.FREE_STORIES) return true;
  return hitRateLimit(deps, `free-story:${client}`, cap, DAY_MS);
}
