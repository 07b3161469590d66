import { describe, expect, it } from "vitest";
import { createTestContext, createUser, sessionCookie } from "../helpers/app";
import { META_ROUTES, pageMeta } from "../../src/content/meta";
import { planFacts } from "../../src/contracts/plan";

/** Page meta lives in one table, and every entry in it is the one its page really sends. */
describe("page meta in one place", () => {
  it("every route in the table renders its title and description from it", async () => {
    const t = await createTestContext();
    const admin = await createUser(t.deps, { isAdmin: true });
    const cookie = await sessionCookie(t.deps, admin);
    const plan = planFacts(t.deps.env);
    const decode = (s: string) =>
      s
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, "&");
    for (const route of META_ROUTES) {
      const path = route === "/about/research-paper" ? "/about/research-paper?email=parent%40example.com" : route;
      // The sign-in page is for visitors who are signed out (a signed-in one is sent on).
      const headers: Record<string, string> = route === "/login" ? { Accept: "text/html" } : { Cookie: cookie, Accept: "text/html" };
      const res = await t.app.request(`http://localhost:3000${path}`, { headers });
      const html = decode(await res.text());
      const meta = pageMeta(route, plan);
      expect(html, route).toContain(`<title>${meta.title}</title>`);
      expect(html, route).toContain(`<meta name="description" content="${meta.description}"`);
    }
  });
});
