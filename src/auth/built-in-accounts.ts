/** The built-in sign-in provider's accounts as the app sees them: a contract that the services (src/services.ts) hold and the embedded provider (src/entry/idp/) fills. Types only. */

/** What the built-in provider answers to a password change. */
export type PasswordChange =
  | { ok: true }
  | { ok: false; reason: "wrong_password" }
  | { ok: false; reason: "too_many_attempts"; message: string; retryAfterS: number };

/** The built-in provider's accounts, as the app's profile needs them. */
export interface BuiltInAccounts {
  /** Whether this user signs in with a built-in account (so has a password here). */
  has(userId: string): Promise<boolean>;
  /** Check the current password (counted by the sign-in throttle), then set the new one. */
  changePassword(userId: string, current: string, next: string, client: string): Promise<PasswordChange>;
  /** End the provider's sessions and grants for this account (and every code and token issued under them). */
  endSessions(userId: string): Promise<void>;
}
