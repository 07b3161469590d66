import { eq, sql } from "drizzle-orm";
import { rateLimits } from "../../../db/schema";
import type { BaseDeps } from "../../deps";
import { hitRateLimit } from "../../http/rate-limit";

/**
 * Password guessing at the built-in sign-in (and the profile's password change), counted in the shared
 * `rate_limits` table (fixed windows, one atomic upsert per count, so parallel guesses cannot slip past a
 * limit). A client is the address `clientAddress` gives (an IPv6 client is its /64). An attempt is
 * counted *before* the password is checked and given back when it succeeds. In each 15-minute window:
 *
 * - per account and client: at most `perAccountAndClient` checked guesses at one account from one client;
 * - per client: at most `perClient` attempts across all accounts (a school or an office shares an
 *   address, so this is higher; it stops one machine trying many accounts);
 * - per account, across clients: once `accountCeiling` guesses have been checked, a client that has
 *   already made `pastCeilingPerClient` attempts at that account there is refused. A client with no
 *   failures there (the owner at home) is still checked, so no stranger can lock the owner out; a botnet
 *   gets a few guesses per address instead of ten (ADR 016).
 *
 * Past a limit every attempt from that client (the right password too) gets 429 until the window,
 * measured on the app's clock (`deps.now()`), has passed.
 */
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const SIGN_IN_LIMITS = { perAccountAndClient: 10, perClient: 30, accountCeiling: 100, pastCeilingPerClient: 3 } as const;
export const TOO_MANY_SIGN_IN_ATTEMPTS = "Too many sign-in attempts. Please wait 15 minutes and try again.";

const normalEmail = (email: string) => email.trim().toLowerCase().slice(0, 254);
const accountKey = (email: string) => `idp-sign-in:account:${normalEmail(email)}`;
const clientKey = (client: string) => `idp-sign-in:client:${client}`;
const pairKey = (email: string, client: string) => `idp-sign-in:pair:${client}:${normalEmail(email)}`;

/** Count one attempt against `key`; returns the count in this window and when the window ends. */
async function countAttempt(deps: BaseDeps, key: string): Promise<{ count: number; resetAt: number }> {
  const now = deps.now().getTime();
  const expired = now - SIGN_IN_WINDOW_MS;
  const rows = await deps.db.all<{ count: number; window_start: number }>(sql`
    insert into rate_limits (key, count, window_start) values (${key}, 1, ${now})
    on conflict(key) do update set
      count = case when rate_limits.window_start <= ${expired} then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= ${expired} then ${now} else rate_limits.window_start end
    returning count, window_start`);
  const row = rows[0] ?? { count: 1, window_start: now };
  return { count: row.count, resetAt: row.window_start + SIGN_IN_WINDOW_MS };
}

/** The count in `key`'s current window (0 when there is none or it has passed), without counting. */
async function currentCount(deps: BaseDeps, key: string): Promise<{ count: number; resetAt: number }> {
  const now = deps.now().getTime();
  const [row] = await deps.db.select().from(rateLimits).where(eq(rateLimits.key, key)).limit(1);
  if (!row || row.windowStart <= now - SIGN_IN_WINDOW_MS) return { count: 0, resetAt: now + SIGN_IN_WINDOW_MS };
  return { count: row.count, resetAt: row.windowStart + SIGN_IN_WINDOW_MS };
}

export type SignInAttempt = { allowed: true } | { allowed: false; retryAfterS: number };

/**
 * Count a sign-in attempt at `email` from `client` (a `clientAddress`) before the password is checked.
 * Refused ones are not checked at all.
 */
export async function beginSignInAttempt(deps: BaseDeps, email: string, client: string): Promise<SignInAttempt> {
  const now = deps.now().getTime();
  const refuse = (resetAt: number): SignInAttempt => ({ allowed: false, retryAfterS: Math.max(1, Math.ceil((resetAt - now) / 1000)) });
  const perClient = await countAttempt(deps, clientKey(client));
  if (perClient.count > SIGN_IN_LIMITS.perClient) return refuse(perClient.resetAt);
  const pair = await countAttempt(deps, pairKey(email, client));
  if (pair.count > SIGN_IN_LIMITS.perAccountAndClient) return refuse(pair.resetAt);
  // Only checked guesses count towards the account's ceiling, so refused ones cannot push it there.
  const account = await currentCount(deps, accountKey(email));
  const earlierHere = pair.count - 1;
  if (account.count >= SIGN_IN_LIMITS.accountCeiling && earlierHere >= SIGN_IN_LIMITS.pastCeilingPerClient)
    return refuse(Math.min(account.resetAt, pair.resetAt));
  await countAttempt(deps, accountKey(email));
  return { allowed: true };
}

/** The password was right: the attempt was not a failure (this client starts afresh at the account, the counts get it back). */
export async function signInSucceeded(deps: BaseDeps, email: string, client: string): Promise<void> {
  await deps.db.delete(rateLimits).where(eq(rateLimits.key, pairKey(email, client)));
  await deps.db.run(sql`update rate_limits set count = max(count - 1, 0) where key in (${clientKey(client)}, ${accountKey(email)})`);
}

/**
 * Sign-ups at the built-in provider, per client (an IPv4 address or an IPv6 /64): accounts cost nothing
 * to make and each brings free stories, so one client may make `perHour` an hour and `perDay` a day
 * (enough for a family, a teacher helping a few parents, a shared office). Only complete, valid forms
 * are counted, before the account is made.
 */
export const SIGN_UP_LIMITS = { perHour: 5, perDay: 10 } as const;

/** The limits in force: SIGN_UPS_PER_CLIENT a day (half of them, rounded up, in an hour), else SIGN_UP_LIMITS; null for no cap. */
export function signUpLimits(env: Pick<BaseDeps["env"], "SIGN_UPS_PER_CLIENT">): { perHour: number; perDay: number } | null {
  const perDay = env.SIGN_UPS_PER_CLIENT;
  if (perDay === undefined) return SIGN_UP_LIMITS;
  return perDay === 0 ? null : { perHour: Math.ceil(perDay / 2), perDay };
}
export const TOO_MANY_SIGN_UPS =
  "Too many accounts have been created from your network recently. Please try again later, or sign in if you already have an account.";

/** Count one sign-up from `client`; false when it is over the hour's or the day's limit. */
export async function withinSignUpLimit(deps: BaseDeps, client: string): Promise<boolean> {
  const limits = signUpLimits(deps.env);
  if (!limits) return true;
  if (!(await hitRateLimit(deps, `idp-sign-up:hour:${client}`, limits.perHour, 60 * 60 * 1000))) return false;
  return hitRateLimit(deps, `idp-sign-up:day:${client}`, limits.perDay, 24 * 60 * 60 * 1000);
}
