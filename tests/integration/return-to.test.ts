import { describe, expect, it } from "vitest";
import { createTestContext, createUser, sameOrigin, sessionCookie } from "../helpers/app";
import { createStoryFor } from "../helpers/stories";

const BASE = "http://localhost:3000";

describe("return paths from forms and sign-in stay on the site", () => {
  it.each(["/.//evil.example", "/..//evil.example", "/%2e//evil.example", "/%2F%2Fevil.example", "/\\evil.example", "//evil.example"])(
    "the favorite form answers returnTo=%j with a same-site Location",
    async (returnTo) => {
      const t = await createTestContext();
      const user = await createUser(t.deps);
      const cookie = await sessionCookie(t.deps, user);
      const story = await createStoryFor(t.deps, user);
      const res = await t.app.request(`${BASE}/story/${story.id}/favorite`, {
        method: "POST",
        headers: sameOrigin({ Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" }),
        body: new URLSearchParams({ favorite: "true", returnTo }).toString(),
        redirect: "manual",
      });
      expect(res.status).toBe(303);
      const location = res.headers.get("location")!;
      expect(location).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, BASE).origin).toBe(BASE);
    },
  );
});
