import { describe, expect, it } from "vitest";
import { createTestContext, createUser, sessionCookie } from "../../tests/helpers/app";
import { STATIC_PAGES } from "./page-cache";

function nonceOf(res: Response): string {
  const m = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "");
  if (!m) throw new Error("no nonce in the CSP");
  return m[1]!;
}

async function get(app: { request: (url: string, init?: RequestInit) => Response | Promise<Response> }, path: string, headers: Record<string, string> = {}) {
  const res = await app.request(`http://localhost:3000${path}`, { headers: { Accept: "text/html", ...headers } });
  const nonce = nonceOf(res);
  const html = await res.text();
  return { res, nonce, html, normalized: html.split(nonce).join("NONCE") };
}

describe("static page cache", () => {
  it("serves each static page's signed-out HTML exactly as a fresh render would, with a fresh nonce", async () => {
    const one = await createTestContext();
    const other = await createTestContext();
    for (const path of STATIC_PAGES) {
      const fresh = await get(other.app, path); // another app: rendered, not cached
      const first = await get(one.app, path);
      const cached = await get(one.app, path);
      expect(fresh.res.status, path).toBe(200);
      expect(cached.res.status, path).toBe(200);
      expect(cached.nonce).not.toBe(first.nonce);
      expect(cached.html, path).toContain(`nonce="${cached.nonce}"`);
      expect(cached.html).not.toContain(first.nonce);
      expect(cached.normalized, path).toBe(fresh.normalized);
      expect(first.normalized, path).toBe(fresh.normalized);
      expect(cached.res.headers.get("content-type")).toBe(fresh.res.headers.get("content-type"));
      for (const h of ["x-frame-options", "x-content-type-options", "referrer-policy", "strict-transport-security", "permissions-policy"]) {
        expect(cached.res.headers.get(h), `${path} ${h}`).toBe(fresh.res.headers.get(h));
      }
      expect(cached.res.headers.get("cache-control")).toBeNull();
    }
  });

  it("never serves the signed-out copy to a signed-in parent, nor stores theirs", async () => {
    const { app, deps } = await createTestContext();
    const user = await createUser(deps, { username: "Quinn Cachetest", email: "quinn@example.com" });
    const cookie = await sessionCookie(deps, user);
    const out1 = await get(app, "/");
    const signedIn = await get(app, "/", { Cookie: cookie });
    expect(signedIn.html).toContain("Log out");
    expect(signedIn.html).not.toBe(out1.html);
    expect(signedIn.res.headers.get("cache-control")).toBe("no-store");
    const out2 = await get(app, "/");
    expect(out2.html).not.toContain("Log out");
    expect(out2.html).not.toContain("Quinn");
    expect(out2.normalized).toBe(out1.normalized);
    // A signed-out visitor with a stale session cookie gets the signed-out page.
    const stale = await get(app, "/", { Cookie: "bt_session=not-a-session" });
    expect(stale.normalized).toBe(out1.normalized);
  });

  it("renders pages with a query string (the sign-in links carry it) and follows the footer's year", async () => {
    const { app, setNow } = await createTestContext();
    await get(app, "/");
    const withQuery = await get(app, "/?from=newsletter");
    expect(withQuery.html).toContain(encodeURIComponent("/?from=newsletter"));
    const year = (html: string) => /© (?:<!-- -->)?(\d{4})/.exec(html)?.[1];
    expect(year((await get(app, "/")).html)).toBe("2026");
    setNow(new Date("2027-01-01T00:00:01Z"));
    const next = await get(app, "/");
    expect(year(next.html)).toBe("2027");
  });

  it("answers HEAD without a body", async () => {
    const { app } = await createTestContext();
    await get(app, "/");
    const res = await app.request("http://localhost:3000/", { method: "HEAD" });
    expect(res.status).toBe(200);
  });
});
