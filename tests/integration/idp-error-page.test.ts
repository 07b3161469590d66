/**
 * Issue 21, item 12: the built-in provider's own error page never prints the request's text either
 * (oidc-provider hands it the request's `state` and descriptions that can name parameters).
 */
import { beforeAll, expect, it } from "vitest";
import { startIdpApp, type IdpTestContext } from "../helpers/idp";

let t: IdpTestContext;
beforeAll(async () => {
  t = await startIdpApp();
});

const ATTACKER = "Your-account-is-locked-call-555-0100-or-visit-evil.example";

it("an authorization request it cannot send back shows fixed words and the error code, not the request's state", async () => {
  const q = new URLSearchParams({
    client_id: "behavior-tales",
    redirect_uri: "https://evil.example/cb",
    response_type: "code",
    scope: "openid",
    state: ATTACKER,
    code_challenge: "x".repeat(43),
    code_challenge_method: "S256",
  });
  const res = await fetch(`${t.base}/idp/auth?${q}`, { redirect: "manual" });
  expect(res.status).toBe(400);
  const page = await res.text();
  expect(page).toContain("Sign-in problem");
  expect(page).toContain("(invalid_redirect_uri)");
  expect(page).not.toContain("evil.example");
  expect(page).not.toContain("555-0100");
});
