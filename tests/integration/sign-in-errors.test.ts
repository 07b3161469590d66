import { beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../helpers/app";
import { SIGN_IN_ERRORS, SIGN_IN_FAILED } from "../../src/auth/sign-in";

/**
 * Security issue #21, item 12: the sign-in pages never print text from the address bar. A known OIDC
 * error code shows its fixed, friendly message; anything else shows one fixed message.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});

const req = (path: string) => t.app.request(`http://localhost:3000${path}`, { headers: { Accept: "text/html" } });
const decode = (s: string) =>
  s
    .replace(/<!-- -->/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
const ATTACKER = "Your account is locked. Call +1 555 0100 or visit evil.example to unlock it";

describe("/login?error=", () => {
  it("shows a fixed message for an unknown error code, never the query's own text (was 'Login error: <query text>')", async () => {
    const res = await req(`/login?error=${encodeURIComponent(ATTACKER)}&error_description=${encodeURIComponent(ATTACKER)}`);
    expect(res.status).toBe(200);
    const page = decode(await res.text());
    expect(page).toContain(`Login error: ${SIGN_IN_FAILED}`);
    expect(page).not.toContain("evil.example");
    expect(page).not.toContain("555 0100");
  });

  it("shows the fixed, friendly message of a known code", async () => {
    for (const code of ["access_denied", "login_required", "state_mismatch", "missing_transaction"] as const) {
      const page = decode(await (await req(`/login?error=${code}&error_description=${encodeURIComponent(ATTACKER)}`)).text());
      expect(page, code).toContain(`Login error: ${SIGN_IN_ERRORS[code]}`);
      expect(page, code).not.toContain("evil.example");
    }
  });
});

describe("/callback?error=", () => {
  it("shows a fixed message for an unknown error and never the description (was '<error>: <error_description>')", async () => {
    const res = await req(`/callback?error=${encodeURIComponent(ATTACKER)}&error_description=${encodeURIComponent(ATTACKER)}&state=x`);
    expect(res.status).toBe(400);
    const page = decode(await res.text());
    expect(page).toContain("Authentication Error");
    expect(page).toContain(SIGN_IN_FAILED);
    expect(page).not.toContain("evil.example");
  });

  it("a known code keeps its fixed message; the issuer's description is not shown", async () => {
    const res = await req(`/callback?error=access_denied&error_description=${encodeURIComponent(ATTACKER)}&state=x`);
    expect(res.status).toBe(400);
    const page = decode(await res.text());
    expect(page).toContain(SIGN_IN_ERRORS.access_denied);
    expect(page).not.toContain("evil.example");
  });
});
