import type { User } from "../../db/schema";
import type { Deps } from "../deps";
import { errorText } from "../http/errors";
import { AuthError, discover, exchangeCode, verifyIdToken, type AuthTransaction } from "./oidc";
import { createSession, deleteSession } from "./session";
import { upsertUserFromClaims } from "./users";

export const SIGN_IN_UNAVAILABLE = "Authentication service is currently unavailable. Please try again later.";

/** What a visitor sees for an error code we do not know (the spec's generic 'Authentication failed'). */
export const SIGN_IN_FAILED = "Authentication failed. Please try again.";

/**
 * The sign-in errors a visitor can be shown, each with its fixed message (the spec's error catalogue and
 * the OpenID Connect authorization errors). Error codes come from the address bar (`/callback?error=`,
 * `/login?error=`), which anyone can write: only these messages are ever shown, never the query's text.
 */
export const SIGN_IN_ERRORS = {
  access_denied: "Sign-in was cancelled.",
  login_required: "Please sign in to continue.",
  interaction_required: "The sign-in service needs you to finish signing in there. Please try again.",
  consent_required: "The sign-in service needs your permission to sign you in. Please try again.",
  account_selection_required: "Please choose an account at the sign-in service and try again.",
  state_mismatch: "Invalid state: this sign-in did not match the one started in this browser. Please try again.",
  missing_transaction: "This sign-in was not started in this browser or has expired. Please try again.",
  missing_refresh_token: "Your sign-in has expired. Please sign in again.",
  mfa_required: "The sign-in service asks for a second step. Please finish it there and try again.",
  timeout: "Timeout: the sign-in service took too long to answer. Please try again.",
  cancelled: "Popup closed: sign-in was cancelled.",
  temporarily_unavailable: SIGN_IN_UNAVAILABLE,
  server_error: SIGN_IN_UNAVAILABLE,
  request_error: "Login failed. Please try again.",
} as const;

/** The fixed message for an error code from the address bar: its own for a known code, else SIGN_IN_FAILED. */
export function signInErrorMessage(code: string | undefined | null): string {
  return code && Object.hasOwn(SIGN_IN_ERRORS, code) ? SIGN_IN_ERRORS[code as keyof typeof SIGN_IN_ERRORS] : SIGN_IN_FAILED;
}

/** What the sign-in service sends back to /callback. */
export interface CallbackQuery {
  code?: string;
  state?: string;
  error?: string;
  error_description?: string;
}

/** Signed in: the user, the new session to set, and where the transaction asked to go back to. */
export type SignInResult = { ok: true; user: User; sessionToken: string; returnTo: string } | { ok: false; message: string };

/** Whether this callback belongs to the transaction this browser started (code, matching state, PKCE verifier). */
export function callbackMatches(q: CallbackQuery, tx: AuthTransaction | null): boolean {
  return !!tx && !!q.code && !!q.state && q.state === tx.state && !!tx.codeVerifier;
}

/**
 * Finish a sign-in: check the callback against the browser's transaction, exchange the code, verify the
 * ID token, create or update the user, and replace the browser's previous session (if any) with a new
 * one. A failure comes back as the message the visitor sees.
 */
export async function completeSignIn(deps: Deps, q: CallbackQuery, tx: AuthTransaction | null, previousSession?: string): Promise<SignInResult> {
  const fail = (message: string): SignInResult => ({ ok: false, message });
  // The issuer's error comes back in the query, which anyone can write: a fixed message per known code.
  if (q.error) return fail(`${Object.hasOwn(SIGN_IN_ERRORS, q.error) ? `${q.error}: ` : ""}${signInErrorMessage(q.error)}`);
  if (!tx) return fail(`missing_transaction: ${SIGN_IN_ERRORS.missing_transaction}`);
  if (!q.state || q.state !== tx.state) return fail(`state_mismatch: ${SIGN_IN_ERRORS.state_mismatch}`);
  if (!q.code) return fail("Authentication failed: no authorization code was returned.");
  if (!tx.codeVerifier) return fail("missing_transaction: the PKCE code verifier for this sign-in is missing.");
  const settings = deps.services.oidc;
  if (!settings) return fail(SIGN_IN_UNAVAILABLE);
  try {
    const doc = await discover(settings.issuer);
    const tokens = await exchangeCode(settings, doc, q.code, tx.codeVerifier);
    let idToken: string;
    try {
      idToken = tokens.idToken();
    } catch {
      throw new AuthError("invalid_id_token", "The sign-in service returned no ID token.");
    }
    const claims = await verifyIdToken(settings, doc, idToken, tx.nonce, deps.now());
    const user = await upsertUserFromClaims(deps, claims);
    if (previousSession) await deleteSession(deps, previousSession);
    const sessionToken = await createSession(deps, { userId: user.id, idToken });
    return { ok: true, user, sessionToken, returnTo: tx.returnTo };
  } catch (err) {
    if (err instanceof AuthError) return fail(err.message);
    deps.log.error("sign-in callback error", { error: errorText(err) });
    return fail("Authentication failed");
  }
}
