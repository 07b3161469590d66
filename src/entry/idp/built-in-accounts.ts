import type { BaseDeps } from "../../deps";
import type { BuiltInAccounts } from "../../auth/built-in-accounts";
import { deleteAccountState } from "./adapter";
import { findAccountById, setPassword, verifyPassword } from "./accounts";
import { beginSignInAttempt, signInSucceeded, TOO_MANY_SIGN_IN_ATTEMPTS } from "./throttle";

/**
 * The built-in provider's accounts for the app's profile page (src/auth/account-security.ts): whether
 * a user has one, changing its password — the current one checked under the same throttle as sign-in,
 * so the form is no way round it — and ending its provider sessions and grants.
 */
export function builtInAccounts(deps: BaseDeps): BuiltInAccounts {
  const { db } = deps;
  return {
    has: async (userId) => !!(await findAccountById(db, userId)),
    changePassword: async (userId, current, next, client) => {
      const account = await findAccountById(db, userId);
      if (!account) return { ok: false, reason: "wrong_password" };
      const attempt = await beginSignInAttempt(deps, account.email, client);
      if (!attempt.allowed) return { ok: false, reason: "too_many_attempts", message: TOO_MANY_SIGN_IN_ATTEMPTS, retryAfterS: attempt.retryAfterS };
      if (!(await verifyPassword(current, account.passwordHash))) return { ok: false, reason: "wrong_password" };
      await signInSucceeded(deps, account.email, client);
      await setPassword(db, userId, next, deps.now());
      return { ok: true };
    },
    endSessions: (userId) => deleteAccountState(db, userId),
  };
}
