import { describe, expect, it } from "vitest";
import { resolve } from "node:path";
import { createTestContext, createUser, sessionCookie } from "../helpers/app";
import { nodeProviders } from "../../src/entry/node-deps";

/**
 * /status is public (issue #21, item 12b): anyone sees which kind of provider serves each concern;
 * where the database file and the files folder live on disk is for admins only.
 */
describe("/status", () => {
  it("shows anonymous visitors and parents the kind of each provider, and only admins the paths", async () => {
    const blobDir = resolve("data/status-test-blobs");
    const t = await createTestContext({ BLOB_DIR: blobDir }, (deps) => {
      deps.providers = nodeProviders(deps.env);
    });
    const dbPath = t.deps.env.DATABASE_URL.slice("file:".length);
    expect(dbPath.startsWith("/")).toBe(true);
    const page = async (cookie?: string) => {
      const res = await t.app.request("http://localhost:3000/status", { headers: cookie ? { Cookie: cookie } : {} });
      expect(res.status).toBe(200);
      return res.text();
    };

    const parent = await createUser(t.deps);
    for (const html of [await page(), await page(await sessionCookie(t.deps, parent))]) {
      expect(html).toContain("libSQL file");
      expect(html).toContain("folder");
      expect(html).not.toContain(dbPath);
      expect(html).not.toContain(blobDir);
      expect(html).not.toMatch(/\/tmp\/|bt-test-/);
    }

    const admin = await createUser(t.deps, { isAdmin: true });
    const adminHtml = await page(await sessionCookie(t.deps, admin));
    expect(adminHtml).toContain(dbPath);
    expect(adminHtml).toContain(blobDir);
  });
});
