import { z } from "zod";
import type { Deps } from "../deps";
import { HttpError } from "../http/errors";
import { passwordSchema } from "../validation/password";
import { validate } from "../validation/validate";
import { deleteOtherUserSessions, deleteUserSessions } from "./session";

/**
 * The profile's "Sign out everywhere" and "Change password" (security issue #21, item 11). The password
 * lives at the built-in provider (Node only); `deps.services.builtInAccounts` is its side of the work,
 * null with an external issuer (Workers, Deno, or OIDC_ISSUER on Node), where passwords are the issuer's.
 */
export const SIGNED_OUT_EVERYWHERE = "You're signed out everywhere: on this device and on every other one.";
export const PASSWORD_CHANGED = "Your password has been changed. Every other device has been signed out; you're still signed in here.";
export const WRONG_CURRENT_PASSWORD = "Your current password is not correct.";
export const PASSWORD_MISMATCH = "The two new passwords do not match.";
export const CURRENT_PASSWORD_REQUIRED = "Please enter your current password.";
export const PASSWORD_CHANGE_UNAVAILABLE = "This account's password is kept by the sign-in service you use; change it there.";

/** End every session of the user: the app's, on every device (this one too), and the built-in provider's. */
export async function signOutEverywhere(deps: Deps, userId: string): Promise<void> {
  await deleteUserSessions(deps, userId);
  await deps.services.builtInAccounts?.endSessions(userId);
}

/** Whether the profile offers a password change to this user. */
export async function canChangePassword(deps: Deps, userId: string): Promise<boolean> {
  return (await deps.services.builtInAccounts?.has(userId)) ?? false;
}

const passwordChangeSchema = z.object({
  currentPassword: z.string().min(1, CURRENT_PASSWORD_REQUIRED).max(200, WRONG_CURRENT_PASSWORD),
  newPassword: passwordSchema,
  confirmPassword: z.string(),
});

export type PasswordChangeResult = { ok: true } | { ok: false; status: 422 | 429; fields: Record<string, string>; retryAfterS?: number };

/**
 * Change the signed-in user's built-in password from the profile form (`currentPassword`, `newPassword`,
 * `confirmPassword`). Bad input and a wrong current password are field errors (422); past the sign-in
 * throttle, 429. On success every other session of the user ends, here and at the provider (this one
 * stays). 404 when the user has no built-in account.
 */
export async function changeOwnPassword(
  deps: Deps,
  userId: string,
  keepSession: string,
  form: Record<string, unknown>,
  client: string,
): Promise<PasswordChangeResult> {
  const accounts = deps.services.builtInAccounts;
  if (!accounts || !(await accounts.has(userId))) throw new HttpError(404, "not_found", PASSWORD_CHANGE_UNAVAILABLE);
  const text = (v: unknown) => (typeof v === "string" ? v : "");
  const values = { currentPassword: text(form.currentPassword), newPassword: text(form.newPassword), confirmPassword: text(form.confirmPassword) };
  const parsed = validate(passwordChangeSchema, values);
  const fields: Record<string, string> = parsed.ok ? {} : { ...parsed.fields };
  if (!fields.confirmPassword && values.newPassword !== values.confirmPassword) fields.confirmPassword = PASSWORD_MISMATCH;
  if (Object.keys(fields).length) return { ok: false, status: 422, fields };
  const result = await accounts.changePassword(userId, values.currentPassword, values.newPassword, client);
  if (!result.ok) {
    return result.reason === "wrong_password"
      ? { ok: false, status: 422, fields: { currentPassword: WRONG_CURRENT_PASSWORD } }
      : { ok: false, status: 429, fields: { form: result.message }, retryAfterS: result.retryAfterS };
  }
  await deleteOtherUserSessions(deps, userId, keepSession);
  await accounts.endSessions(userId);
  return { ok: true };
}
