import { eq, sql } from "drizzle-orm";
import { rateLimits } from "../../../db/schema";
import type { BaseDeps } from "../../deps";

/**
 * Password guessing at the built-in sign-in: attempts are counted per account (the e-mail typed) and
 * per client address in the shared `rate_limits` table (fixed windows, one atomic upsert per count, so
 * parallel guesses cannot slip past the limit). An attempt is counted *before* the password is checked
 * and given back when it succeeds, so at most `perAccount` guesses per account and `perClient` per
 * address are ever checked in a window; past that, every attempt (the right password too) gets 429
 * until the window, measured on the app's clock (`deps.now()`), has passed.
 *
 * The per-address limit is higher than the per-account one: several parents can share one address
 * (a school, an office, a carrier's NAT) and it only has to stop one machine trying many accounts.
 */
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const SIGN_IN_LIMITS = { perAccount: 10, perClient: 30 } as const;
export const TOO_MANY_SIGN_IN_ATTEMPTS = "Too many sign-in attempts. Please wait 15 minutes and try again.";

const accountKey = (email: string) => `idp-sign-in:account:${email.trim().toLowerCase().slice(0, 254)}`;
const clientKey = (address: string) => `idp-sign-in:client:${address.slice(0, 100)}`;

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

export type SignInAttempt = { allowed: true } | { allowed: false; retryAfterS: number };

/** Count a sign-in attempt (before the password is checked). Refused ones are not checked at all. */
export async function beginSignInAttempt(deps: BaseDeps, email: string, address: string): Promise<SignInAttempt> {
  const now = deps.now().getTime();
  const refuse = (resetAt: number): SignInAttempt => ({ allowed: false, retryAfterS: Math.max(1, Math.ceil((resetAt - now) / 1000)) });
  const client = await countAttempt(deps, clientKey(address));
  if (client.count > SIGN_IN_LIMITS.perClient) return refuse(client.resetAt);
  const account = await countAttempt(deps, accountKey(email));
  if (account.count > SIGN_IN_LIMITS.perAccount) return refuse(account.resetAt);
  return { allowed: true };
}

/** The password was right: the attempt was not a failure (the account starts afresh, the address gets it back). */
export async function signInSucceeded(deps: BaseDeps, email: string, address: string): Promise<void> {
  await deps.db.delete(rateLimits).where(eq(rateLimits.key, accountKey(email)));
  await deps.db.run(sql`update rate_limits set count = max(count - 1, 0) where key = ${clientKey(address)}`);
}
