import { describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { createTestContext, createUser, jsonHeaders, sameOrigin, sessionCookie, type TestContext } from "../helpers/app";
import { createStoryFor } from "../helpers/stories";
import { rateLimits, stories, storyShares } from "../../db/schema";
import { loadStoryFonts } from "../../src/pdf/fonts-node";
import { generateShareToken } from "../../src/share/links";
import { SHARE_RATE_LIMIT } from "../../src/share/rate";
import { FAMILY_LINK_COPY } from "../../src/share/urls";

const BASE = "http://localhost:3000";
const ERROR_TITLE = "Error Loading Story";
// Issue 26 (changed by design): a turned-off link says it was turned off, not "you may not have permission".
const ERROR_BODY = "This family link has been turned off, so it no longer opens a story.";

async function context(env: Record<string, string> = {}): Promise<TestContext> {
  return createTestContext(env, (deps) => {
    deps.services.fonts = loadStoryFonts();
  });
}

async function parent(t: TestContext, firstName: string, lastName = "Parent") {
  const user = await createUser(t.deps, { firstName, lastName });
  return { user, cookie: await sessionCookie(t.deps, user) };
}

/** A story written through the API, so it has a plan and scene pictures. */
async function generated(t: TestContext, cookie: string, childName: string) {
  const res = await t.app.request(`${BASE}/api/stories/generate`, {
    method: "POST",
    headers: jsonHeaders(cookie),
    body: JSON.stringify({ childName, childAge: "4-5", behavior: "bedtime", theme: "animals", pronouns: "she" }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: number; title: string; sceneImages: Array<{ url: string; alt: string }> };
}

const share = (t: TestContext, id: number | string, cookie?: string, method: "POST" | "DELETE" = "POST", headers?: Record<string, string>) =>
  t.app.request(`${BASE}/api/stories/${id}/share`, { method, headers: headers ?? jsonHeaders(cookie) });

/** Signed out, as a browser opening the link would ask. */
const open = (t: TestContext, path: string, headers: Record<string, string> = {}) =>
  t.app.request(`${BASE}${path}`, { headers: { Accept: "text/html,*/*", ...headers } });

const pathOf = (url: string) => new URL(url).pathname;

describe("family link: the owner's calls", () => {
  it("creates a link on the configured origin (201), returns the same one again (200), and revokes it (204)", async () => {
    const t = await context();
    const a = await parent(t, "Alice");
    const story = await createStoryFor(t.deps, a.user);
    // The Host header is the client's to write; the link uses APP_URL.
    const first = await share(t, story.id, undefined, "POST", { ...jsonHeaders(a.cookie), Host: "evil.example" });
    expect(first.status).toBe(201);
    const { url } = await first.json();
    expect(url).toMatch(/^http:\/\/localhost:3000\/s\/[A-Za-z0-9_-]{43}$/);
    const again = await share(t, story.id, a.cookie);
    expect(again.status).toBe(200);
    expect((await again.json()).url).toBe(url);
    const rows = await t.deps.db.select().from(storyShares).where(eq(storyShares.storyId, story.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.userId).toBe(a.user.id);

    const revoked = await share(t, story.id, a.cookie, "DELETE");
    expect(revoked.status).toBe(204);
    expect(await t.deps.db.select().from(storyShares).where(eq(storyShares.storyId, story.id))).toHaveLength(0);
    // Turning it on again makes a new link; the old one stays dead.
    const renewed = await share(t, story.id, a.cookie);
    expect(renewed.status).toBe(201);
    const next = (await renewed.json()).url;
    expect(next).not.toBe(url);
    expect((await open(t, pathOf(url))).status).toBe(404);
    expect((await open(t, pathOf(next))).status).toBe(200);
  });

  it("only the owner: another parent gets 404 (no leak), signed out 401, a bad id 404 — same JSON errors as the stories API", async () => {
    const t = await context();
    const a = await parent(t, "Alice");
    const b = await parent(t, "Bruno");
    const story = await createStoryFor(t.deps, a.user);
    for (const method of ["POST", "DELETE"] as const) {
      const asB = await share(t, story.id, b.cookie, method);
      expect(asB.status).toBe(404);
      expect(await asB.json()).toEqual({ error: { code: "not_found", message: "Story not found" } });
      // The same answer as a story that doesn't exist at all.
      const missing = await share(t, 999999, b.cookie, method);
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ error: { code: "not_found", message: "Story not found" } });
      // And as the stories API's own answer to another parent.
      const api = await t.app.request(`${BASE}/api/stories/${story.id}`, { headers: jsonHeaders(b.cookie) });
      expect(api.status).toBe(404);

      const signedOut = await share(t, story.id, undefined, method);
      expect(signedOut.status).toBe(401);
      expect((await signedOut.json()).error.code).toBe("unauthorized");

      for (const bad of ["abc", "12x", "-1"]) {
        const res = await share(t, bad, a.cookie, method);
        expect(res.status).toBe(404);
        expect((await res.json()).error.code).toBe("not_found");
      }
    }
    expect(await t.deps.db.select().from(storyShares)).toHaveLength(0);

    // B's DELETE does not turn off A's link.
    const created = await share(t, story.id, a.cookie);
    expect(created.status).toBe(201);
    expect((await share(t, story.id, b.cookie, "DELETE")).status).toBe(404);
    expect(await t.deps.db.select().from(storyShares)).toHaveLength(1);
  });

  it("refuses cross-origin creation and revocation like the other API mutations", async () => {
    const t = await context();
    const a = await parent(t, "Alice");
    const story = await createStoryFor(t.deps, a.user);
    const cross = { Cookie: a.cookie, Accept: "application/json", Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" };
    for (const method of ["POST", "DELETE"] as const) {
      const res = await share(t, story.id, undefined, method, cross);
      expect(res.status).toBe(403);
      expect((await res.json()).error.code).toBe("cross_origin");
      const site = await share(t, story.id, undefined, method, { Cookie: a.cookie, Accept: "application/json", "Sec-Fetch-Site": "same-site" });
      expect(site.status).toBe(403);
    }
    expect(await t.deps.db.select().from(storyShares)).toHaveLength(0);
  });

  it("tokens are 32 random bytes, base64url (43 characters, ≥128 bits), never repeated", () => {
    const seen = new Set<string>();
    const chars = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const token = generateShareToken();
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, "base64url")).toHaveLength(32);
      seen.add(token);
      for (const ch of token) chars.add(ch);
    }
    expect(seen.size).toBe(2000);
    // All 64 base64url characters turn up: the bytes are spread over the whole alphabet.
    expect(chars.size).toBe(64);
  });
});

describe("family link: what it opens, signed out", () => {
  it("opens the page, every scene picture, the coloring page and the PDF; noindex, no-referrer, no owner details", async () => {
    const t = await context();
    const a = await parent(t, "Alicia", "Quockerwodger");
    const story = await generated(t, a.cookie, "Zinnia");
    const other = await createStoryFor(t.deps, a.user, { title: "Wilbur and the Secret Other Story" });
    const { url } = await (await share(t, story.id, a.cookie)).json();
    const path = pathOf(url);
    const token = path.slice(3);

    const page = await open(t, path);
    expect(page.status).toBe(200);
    expect(page.headers.get("x-robots-tag")).toContain("noindex");
    expect(page.headers.get("cache-control")).toBe("no-store");
    const html = await page.text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('<meta name="referrer" content="no-referrer"/>');
    expect(html).toContain(story.title.replace(/'/g, "&#x27;"));
    expect(html).toContain("Zinnia");
    // The views, without the owner's controls.
    for (const label of ["Book", "Story", "Coloring Page", "Download PDF", "Preview PDF", "Make your own story"]) expect(html).toContain(label);
    for (const control of ["Favorite", "Delete", ">Share<", "Regenerate", "/story/", "/api/stories/", "/library", "My Library", "/profile", "Log out"]) {
      expect(html).not.toContain(control);
    }
    // Never the owner's e-mail or name, nor their other stories.
    expect(html).not.toContain(a.user.email!);
    expect(html).not.toContain("Alicia");
    expect(html).not.toContain("Quockerwodger");
    expect(html).not.toContain(other.title);
    expect(html).not.toContain(a.user.id);
    // Pictures and PDF under the link.
    expect(html).toContain(`/s/${token}/image`);
    expect(html).toContain(`/s/${token}/pdf`);

    expect(story.sceneImages.length).toBeGreaterThan(0);
    for (let n = 1; n <= story.sceneImages.length; n++) {
      expect(html).toContain(`/s/${token}/scenes/${n}/image`);
      const img = await open(t, `/s/${token}/scenes/${n}/image`);
      expect(img.status).toBe(200);
      expect(img.headers.get("content-type")).toBe("image/svg+xml");
      expect(img.headers.get("x-robots-tag")).toContain("noindex");
      expect(img.headers.get("content-security-policy")).toContain("sandbox");
      expect(await img.text()).toContain("<svg");
    }
    expect((await open(t, `/s/${token}/scenes/${story.sceneImages.length + 1}/image`)).status).toBe(404);
    expect((await open(t, `/s/${token}/scenes/0/image`)).status).toBe(404);

    const coloring = await open(t, `/s/${token}/image`);
    expect(coloring.status).toBe(200);
    expect(coloring.headers.get("content-type")).toBe("image/svg+xml");
    expect(coloring.headers.get("x-robots-tag")).toContain("noindex");

    const pdf = await open(t, `/s/${token}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toMatch(/^attachment; filename=".+\.pdf"/);
    expect(pdf.headers.get("x-robots-tag")).toContain("noindex");
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    const preview = await open(t, `/s/${token}/pdf?inline=1`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get("content-disposition")).toMatch(/^inline;/);
  });

  it("a signed-in visitor (even another parent) sees the same minimal page: no account menu, no library link", async () => {
    const t = await context();
    const a = await parent(t, "Alice");
    const b = await parent(t, "Bertrand", "Visitorson");
    const story = await createStoryFor(t.deps, a.user);
    const { url } = await (await share(t, story.id, a.cookie)).json();
    const res = await open(t, pathOf(url), { Cookie: b.cookie });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toContain("Bertrand");
    expect(html).not.toContain("/library");
    expect(html).not.toContain("/profile");
    expect(html).not.toContain(a.user.email!);
  });

  it("a revoked, unknown or malformed link is the 'Error Loading Story' panel (404) whose button goes home; files are 404", async () => {
    const t = await context();
    const a = await parent(t, "Alice");
    const story = await generated(t, a.cookie, "Odile");
    const { url } = await (await share(t, story.id, a.cookie)).json();
    const token = pathOf(url).slice(3);
    expect((await open(t, `/s/${token}`)).status).toBe(200);
    expect((await share(t, story.id, a.cookie, "DELETE")).status).toBe(204);

    for (const bad of [token, generateShareToken(), "short", `${token}x`]) {
      const page = await open(t, `/s/${bad}`);
      expect(page.status).toBe(404);
      const html = await page.text();
      expect(html).toContain(ERROR_TITLE);
      expect(html).toContain(ERROR_BODY);
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).toContain('<a class="btn btn-primary" href="/">Return Home</a>');
      expect(html).not.toContain("Return to Library");
      expect(html).not.toContain("Odile");
      for (const file of [`/s/${bad}/scenes/1/image`, `/s/${bad}/image`, `/s/${bad}/pdf`, `/s/${bad}/pdf?inline=1`]) {
        const res = await open(t, file);
        expect(res.status).toBe(404);
        expect(res.headers.get("x-robots-tag")).toContain("noindex");
        expect(await res.text()).not.toContain("Odile");
      }
    }
  });

  it("deleting the story removes its link", async () => {
    const t = await context();
    const a = await parent(t, "Alice");
    const story = await createStoryFor(t.deps, a.user);
    const { url } = await (await share(t, story.id, a.cookie)).json();
    expect((await open(t, pathOf(url))).status).toBe(200);
    const del = await t.app.request(`${BASE}/api/stories/${story.id}`, { method: "DELETE", headers: jsonHeaders(a.cookie) });
    expect(del.status).toBe(200);
    expect(await t.deps.db.select().from(storyShares).where(eq(storyShares.storyId, story.id))).toHaveLength(0);
    const page = await open(t, pathOf(url));
    expect(page.status).toBe(404);
    expect(await page.text()).toContain(ERROR_TITLE);
  });

  it("a link row whose story is gone or changed hands opens nothing (even where foreign keys aren't enforced)", async () => {
    const t = await context();
    const a = await parent(t, "Alice");
    const b = await parent(t, "Bruno");
    const story = await createStoryFor(t.deps, a.user);
    const { url } = await (await share(t, story.id, a.cookie)).json();
    await t.deps.db.update(stories).set({ userId: b.user.id }).where(eq(stories.id, story.id));
    expect((await open(t, pathOf(url))).status).toBe(404);
  });

  it("unknown links write nothing per link: 300 guesses from one client add one rate-limit row, and are slowed like one link", async () => {
    const t = await context();
    const a = await parent(t, "Alice");
    const story = await createStoryFor(t.deps, a.user);
    const { url } = await (await share(t, story.id, a.cookie)).json();
    const rows = async () => (await t.deps.db.select({ n: count() }).from(rateLimits))[0]!.n;
    const before = await rows();
    const statuses: number[] = [];
    for (let i = 0; i < 300; i++) {
      // Well-formed random tokens, malformed ones, and the files under them.
      const token = i % 3 === 2 ? `guess-${i}` : generateShareToken();
      const res = await open(t, i % 2 ? `/s/${token}` : `/s/${token}/pdf`);
      statuses.push(res.status);
    }
    expect(await rows()).toBeLessThanOrEqual(before + 1);
    // The guesser gets 404 for a minute's allowance, then 429 (the same numbers as one link).
    expect(statuses.slice(0, SHARE_RATE_LIMIT.max).every((s) => s === 404)).toBe(true);
    expect(statuses.slice(SHARE_RATE_LIMIT.max).every((s) => s === 429)).toBe(true);
    // The real link still opens for the same client, counted on its own.
    expect((await open(t, pathOf(url))).status).toBe(200);
  });

  it(`rate-limits each client per link: ${SHARE_RATE_LIMIT.max} requests a minute, then a friendly 429`, async () => {
    const t = await context();
    const a = await parent(t, "Alice");
    const story = await createStoryFor(t.deps, a.user);
    const other = await createStoryFor(t.deps, a.user);
    const { url } = await (await share(t, story.id, a.cookie)).json();
    const { url: otherUrl } = await (await share(t, other.id, a.cookie)).json();
    const path = pathOf(url);
    for (let i = 0; i < SHARE_RATE_LIMIT.max; i++) {
      const res = await open(t, i % 2 ? path : `${path}/image`);
      expect(res.status).toBe(200);
    }
    const page = await open(t, path);
    expect(page.status).toBe(429);
    expect(page.headers.get("retry-after")).toBe("60");
    const html = await page.text();
    expect(html).toContain("Please wait a minute");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect((await open(t, `${path}/pdf`)).status).toBe(429);
    // Another link is counted on its own.
    expect((await open(t, pathOf(otherUrl))).status).toBe(200);
    // A minute later it opens again.
    t.setNow(new Date(t.deps.now().getTime() + SHARE_RATE_LIMIT.windowMs + 1));
    expect((await open(t, path)).status).toBe(200);
  });
});

describe("family link on the story page", () => {
  it("passes the active link to the share sheet, and works without JavaScript (create, show, confirm, stop)", async () => {
    const t = await context();
    const a = await parent(t, "Alice");
    const story = await createStoryFor(t.deps, a.user);
    const pageOf = async (q = "") => (await t.app.request(`${BASE}/story/${story.id}${q}`, { headers: { Cookie: a.cookie, Accept: "text/html" } })).text();

    let html = await pageOf();
    expect(html).toContain("&quot;shareUrl&quot;:null");
    expect(html).toContain(`href="/story/${story.id}?share=1"`);
    html = await pageOf("?share=1");
    expect(html).toContain(FAMILY_LINK_COPY.create);
    expect(html).toContain(`action="/story/${story.id}/share"`);

    const form = (path: string) =>
      t.app.request(`${BASE}${path}`, {
        method: "POST",
        headers: sameOrigin({ Cookie: a.cookie, "Content-Type": "application/x-www-form-urlencoded" }),
        body: "",
      });
    const created = await form(`/story/${story.id}/share`);
    expect(created.status).toBe(303);
    expect(created.headers.get("location")).toBe(`/story/${story.id}?share=1`);
    const [row] = await t.deps.db.select().from(storyShares).where(eq(storyShares.storyId, story.id));
    const link = `http://localhost:3000/s/${row!.token}`;
    html = await pageOf("?share=1");
    expect(html).toContain(`value="${link}"`);
    expect(html).toContain(`href="/story/${story.id}?share=stop"`);
    html = await pageOf();
    expect(html).toContain(`&quot;shareUrl&quot;:&quot;${link}&quot;`);
    html = await pageOf("?share=stop");
    expect(html).toContain(FAMILY_LINK_COPY.stopTitle);
    expect(html).toContain(`action="/story/${story.id}/share/delete"`);

    const stopped = await form(`/story/${story.id}/share/delete`);
    expect(stopped.status).toBe(303);
    expect(stopped.headers.get("location")).toBe(`/story/${story.id}?share=1&stopped=1`);
    expect(await t.deps.db.select().from(storyShares)).toHaveLength(0);
    expect((await open(t, `/s/${row!.token}`)).status).toBe(404);

    // Another parent's forms: the story's error panel, nothing made.
    const b = await parent(t, "Bruno");
    const asB = await t.app.request(`${BASE}/story/${story.id}/share`, {
      method: "POST",
      headers: sameOrigin({ Cookie: b.cookie, Accept: "text/html", "Content-Type": "application/x-www-form-urlencoded" }),
      body: "",
    });
    expect(asB.status).toBe(404);
    expect(await t.deps.db.select().from(storyShares)).toHaveLength(0);
  });
});
