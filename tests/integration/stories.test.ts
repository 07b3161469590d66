import { beforeEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { createTestContext, createUser, jsonHeaders, sessionCookie, type TestContext } from "../helpers/app";
import { createStoryFor } from "../helpers/stories";
import { stories } from "../../db/schema";
import { renderStoryPdf } from "../../src/pdf/story-pdf";

// Count real PDF builds (the call goes through to the real renderer).
vi.mock("../../src/pdf/story-pdf", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../src/pdf/story-pdf")>();
  return { ...actual, renderStoryPdf: vi.fn(actual.renderStoryPdf) };
});
const renderSpy = vi.mocked(renderStoryPdf);

const BASE = "http://localhost:3000";

async function context(): Promise<TestContext> {
  return createTestContext({});
}

async function parent(t: TestContext, firstName: string) {
  const user = await createUser(t.deps, { firstName });
  return { user, cookie: await sessionCookie(t.deps, user) };
}

type Call = { name: string; method: "GET" | "PATCH" | "DELETE"; path: (id: string | number) => string; body?: unknown };
const STORY_CALLS: Call[] = [
  { name: "GET one", method: "GET", path: (id) => `/api/stories/${id}` },
  { name: "PATCH favorite", method: "PATCH", path: (id) => `/api/stories/${id}/favorite`, body: { favorite: true } },
  { name: "DELETE", method: "DELETE", path: (id) => `/api/stories/${id}` },
  { name: "PDF download", method: "GET", path: (id) => `/api/stories/${id}/pdf` },
  { name: "PDF preview", method: "GET", path: (id) => `/api/stories/${id}/pdf?inline=1` },
  { name: "coloring image", method: "GET", path: (id) => `/api/stories/${id}/image` },
  { name: "scene 1 image", method: "GET", path: (id) => `/api/stories/${id}/scenes/1/image` },
];

function call(t: TestContext, c: Call, id: string | number, cookie?: string) {
  return t.app.request(`${BASE}${c.path(id)}`, {
    method: c.method,
    headers: jsonHeaders(cookie),
    body: c.body === undefined ? undefined : JSON.stringify(c.body),
  });
}

/** The response as text, whatever it is (JSON, HTML, PDF or SVG bytes read as latin1). */
async function bodyText(res: Response): Promise<string> {
  return Buffer.from(await res.arrayBuffer()).toString("latin1");
}

describe("scene pictures", () => {
  it("draws every scene of the plan for its owner, described by its alt text; nobody else sees any scene", async () => {
    const t = await context();
    const a = await parent(t, "Alice");
    const b = await parent(t, "Bruno");
    const created = await t.app.request(`${BASE}/api/stories/generate`, {
      method: "POST",
      headers: jsonHeaders(a.cookie),
      body: JSON.stringify({ childName: "Quentina", childAge: "4-5", behavior: "fear", theme: "fantasy", pronouns: "she" }),
    });
    expect(created.status).toBe(201);
    const story = await created.json();
    const scenes: Array<{ url: string; alt: string }> = story.sceneImages;
    expect(scenes).toHaveLength(story.plan.scenes.length);
    for (const [i, scene] of scenes.entries()) {
      expect(scene.url).toBe(`/api/stories/${story.id}/scenes/${i + 1}/image`);
      const res = await t.app.request(`${BASE}${scene.url}`, { headers: jsonHeaders(a.cookie) });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/svg+xml");
      const svg = await res.text();
      expect(svg).toContain(`<title>${scene.alt.replace(/&/g, "&amp;").replace(/"/g, "&quot;")}</title>`);
      expect(scene.alt).toContain("Quentina");
      // Another parent and a signed-out visitor get nothing of it, on every scene.
      const asB = await t.app.request(`${BASE}${scene.url}`, { headers: jsonHeaders(b.cookie) });
      expect(asB.status).toBe(404);
      expect(await asB.text()).not.toContain("Quentina");
      expect((await t.app.request(`${BASE}${scene.url}`, { headers: jsonHeaders() })).status).toBe(401);
    }
    // Drawn once, then served from the story's files.
    const again = await t.app.request(`${BASE}${scenes[0]!.url}`, { headers: jsonHeaders(a.cookie) });
    expect((await t.deps.blobs.get(`stories/${story.id}/scenes/1`))?.contentType).toBe("image/svg+xml");
    expect(await again.text()).toBe(new TextDecoder().decode((await t.deps.blobs.get(`stories/${story.id}/scenes/1`))!.bytes));
    for (const bad of ["0", String(scenes.length + 1), "x", "1.5"]) {
      const res = await t.app.request(`${BASE}/api/stories/${story.id}/scenes/${bad}/image`, { headers: jsonHeaders(a.cookie) });
      expect(res.status, bad).toBe(404);
    }
  });
});

describe("story calls: who may see what", () => {
  let t: TestContext;
  let a: Awaited<ReturnType<typeof parent>>;
  let b: Awaited<ReturnType<typeof parent>>;

  beforeEach(async () => {
    t = await context();
    a = await parent(t, "Alice");
    b = await parent(t, "Bruno");
  });

  it.each(STORY_CALLS)("$name: another parent gets 404 and a signed-out caller 401, and nothing of the story leaks", async (c) => {
    const story = await createStoryFor(t.deps, a.user, { childName: "Quentina", title: "Quentina and the Secret Lighthouse" });
    const secrets = [story.title, story.childName, story.storyContent.slice(0, 60), "Lighthouse"];

    const asB = await call(t, c, story.id, b.cookie);
    expect(asB.status).toBe(404);
    const bBody = await bodyText(asB);
    for (const s of secrets) expect(bBody).not.toContain(s);
    expect(asB.headers.get("content-disposition")).toBeNull();

    const anon = await call(t, c, story.id);
    expect(anon.status).toBe(401);
    const anonBody = await bodyText(anon);
    for (const s of secrets) expect(anonBody).not.toContain(s);

    // A missing story answers exactly like another parent's.
    const missing = await call(t, c, story.id + 1000, b.cookie);
    expect(missing.status).toBe(404);
    expect(await bodyText(missing)).toBe(bBody);

    // The owner's story is untouched by those attempts.
    const [row] = await t.deps.db.select().from(stories).where(eq(stories.id, story.id));
    expect(row).toBeDefined();
    expect(row!.favorite).toBe(false);
    expect((await call(t, STORY_CALLS[0]!, story.id, a.cookie)).status).toBe(200);
  });

  it.each(STORY_CALLS)("$name: a non-numeric id answers 400", async (c) => {
    for (const bad of ["abc", "12abc", "1.5", "-3", "0x1F"]) {
      const res = await call(t, c, bad, a.cookie);
      expect(res.status, `${c.name} ${bad}`).toBe(400);
      const body = await res.json();
      expect(body.error.code).toBe("invalid_id");
    }
  });

  it("GET /api/stories lists only the caller's own stories, newest first", async () => {
    const times = ["2026-11-01T09:00:00Z", "2026-11-20T09:00:00Z", "2026-11-10T09:00:00Z"];
    const mine = [];
    for (const at of times) mine.push(await createStoryFor(t.deps, a.user, { createdAt: new Date(at) }));
    const theirs = await createStoryFor(t.deps, b.user, { title: "Bruno's Private Tale", createdAt: new Date("2026-11-21T09:00:00Z") });

    const res = await t.app.request(`${BASE}/api/stories`, { headers: jsonHeaders(a.cookie) });
    expect(res.status).toBe(200);
    const list = await res.json();
    expect(list.map((s: { id: number }) => s.id)).toEqual([mine[1]!.id, mine[2]!.id, mine[0]!.id]);
    // Summaries (issue 16): the card's fields, no owner id and no full text (that is GET /api/stories/{id}).
    expect(list.every((s: Record<string, unknown>) => !("userId" in s) && !("storyContent" in s))).toBe(true);
    expect(JSON.stringify(list)).not.toContain("Bruno's Private Tale");
    expect(list[0].pictureUrl).toBe(`/api/stories/${mine[1]!.id}/image`);
    expect(list[0].preview).toBe(mine[1]!.storyContent.replace(/\s+/g, " ").trim().slice(0, 120) + "…");

    const theirsList = await (await t.app.request(`${BASE}/api/stories`, { headers: jsonHeaders(b.cookie) })).json();
    expect(theirsList.map((s: { id: number }) => s.id)).toEqual([theirs.id]);

    expect((await t.app.request(`${BASE}/api/stories`, { headers: jsonHeaders() })).status).toBe(401);
  });

  it("favorite: the owner sets and clears it; the answer carries the new value", async () => {
    const story = await createStoryFor(t.deps, a.user);
    const patch = (favorite: unknown) =>
      t.app.request(`${BASE}/api/stories/${story.id}/favorite`, { method: "PATCH", headers: jsonHeaders(a.cookie), body: JSON.stringify({ favorite }) });
    const on = await patch(true);
    expect(on.status).toBe(200);
    expect((await on.json()).favorite).toBe(true);
    const list = await (await t.app.request(`${BASE}/api/stories`, { headers: jsonHeaders(a.cookie) })).json();
    expect(list[0].favorite).toBe(true);
    expect((await (await patch(false)).json()).favorite).toBe(false);
    expect((await patch("yes")).status).toBe(400);
  });

  it("deleting a story removes it and its files (coloring page and cached PDF)", async () => {
    const story = await createStoryFor(t.deps, a.user);
    const other = await createStoryFor(t.deps, a.user);
    expect((await t.app.request(`${BASE}/api/stories/${story.id}/pdf`, { headers: jsonHeaders(a.cookie) })).status).toBe(200);
    expect(await t.deps.blobs.get(`stories/${story.id}/coloring`)).not.toBeNull();
    expect(await t.deps.blobs.get(`stories/${story.id}/story.pdf`)).not.toBeNull();

    const res = await t.app.request(`${BASE}/api/stories/${story.id}`, { method: "DELETE", headers: jsonHeaders(a.cookie) });
    expect(res.status).toBe(200);
    expect(await t.deps.blobs.get(`stories/${story.id}/coloring`)).toBeNull();
    expect(await t.deps.blobs.get(`stories/${story.id}/story.pdf`)).toBeNull();
    expect((await t.app.request(`${BASE}/api/stories/${story.id}`, { headers: jsonHeaders(a.cookie) })).status).toBe(404);
    expect((await t.app.request(`${BASE}/api/stories/${story.id}/image`, { headers: jsonHeaders(a.cookie) })).status).toBe(404);
    // A second delete is a 404, and the parent's other story and its page are still there.
    expect((await t.app.request(`${BASE}/api/stories/${story.id}`, { method: "DELETE", headers: jsonHeaders(a.cookie) })).status).toBe(404);
    expect(await t.deps.blobs.get(`stories/${other.id}/coloring`)).not.toBeNull();
    expect((await t.app.request(`${BASE}/api/stories/${other.id}`, { headers: jsonHeaders(a.cookie) })).status).toBe(200);
  });
});

describe("story PDF through the API", () => {
  it("downloads as an attachment named after the title, previews inline, and is built only once", async () => {
    const t = await context();
    const a = await parent(t, "Alice");
    const story = await createStoryFor(t.deps, a.user, { title: "Leo and the   Sharing Dragon", childName: "Leo", sample: 0 });
    renderSpy.mockClear();

    const first = await t.app.request(`${BASE}/api/stories/${story.id}/pdf`, { headers: jsonHeaders(a.cookie) });
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("application/pdf");
    const disposition = first.headers.get("content-disposition")!;
    expect(disposition.startsWith("attachment;")).toBe(true);
    expect(disposition).toContain('filename="Leo_and_the_Sharing_Dragon.pdf"');
    const bytes = new Uint8Array(await first.arrayBuffer());
    expect(Buffer.from(bytes.slice(0, 5)).toString("latin1")).toBe("%PDF-");
    expect(renderSpy).toHaveBeenCalledTimes(1);

    const preview = await t.app.request(`${BASE}/api/stories/${story.id}/pdf?inline=1`, { headers: jsonHeaders(a.cookie) });
    expect(preview.status).toBe(200);
    expect(preview.headers.get("content-disposition")!.startsWith("inline;")).toBe(true);
    expect(preview.headers.get("content-disposition")).toContain('filename="Leo_and_the_Sharing_Dragon.pdf"');

    const second = await t.app.request(`${BASE}/api/stories/${story.id}/pdf`, { headers: jsonHeaders(a.cookie) });
    expect(second.status).toBe(200);
    expect(new Uint8Array(await second.arrayBuffer())).toEqual(bytes);
    // Served from the blob store: the renderer ran once for three requests.
    expect(renderSpy).toHaveBeenCalledTimes(1);
    expect((await t.deps.blobs.get(`stories/${story.id}/story.pdf`))?.bytes).toEqual(bytes);
  });

  it("serves the coloring page as a sandboxed SVG", async () => {
    const t = await context();
    const a = await parent(t, "Alice");
    const story = await createStoryFor(t.deps, a.user);
    const res = await t.app.request(`${BASE}${story.imageUrl}`, { headers: { Cookie: a.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/svg+xml");
    expect(res.headers.get("content-security-policy")).toContain("sandbox");
    expect(await res.text()).toContain("<svg");
  });
});
