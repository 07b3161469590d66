import type { User } from "../../db/schema";
import type { Deps } from "../deps";
import { errorText } from "../http/errors";
import { AuthError, discover, exchangeCode, verifyIdToken, type AuthTransaction } from "./oidc";
import { createSession, deleteSession } from "./session";
import { upsertUserFromClaims } from "./users";

export const SIGN_IN_UNAVAILABLE = "Authentication service is currently unavailable. Please try again later.";

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
  if (q.error) return fail(`${q.error}${q.error_description ? `: ${q.error_description}` : ""}`);
  if (!tx) return fail("missing_transaction: this sign-in was not started in this browser or has expired.");
  if (!q.state || q.state !== tx.state) return fail("state_mismatch: Invalid state");
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
