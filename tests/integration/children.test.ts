import { beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { createTestContext, createUser, jsonHeaders, sameOrigin, sessionCookie, type TestContext } from "../helpers/app";
import { createStoryFor } from "../helpers/stories";
import { children, generations, stories, storyShares } from "../../db/schema";
import { loadStoryFonts } from "../../src/pdf/fonts-node";
import { MAX_CHILDREN } from "../../src/contracts/family";
import type { ChildJson } from "../../src/contracts/child-fields";
import * as engine from "../../src/engine";

const BASE = "http://localhost:3000";

async function context(env: Record<string, string> = {}): Promise<TestContext> {
  return createTestContext({ STORY_STREAM_DELAY_MS: "0", ...env }, (deps) => {
    deps.services.fonts = loadStoryFonts();
  });
}

async function parent(t: TestContext, firstName: string) {
  const user = await createUser(t.deps, { firstName });
  return { user, cookie: await sessionCookie(t.deps, user) };
}

function api(t: TestContext, method: string, path: string, cookie?: string, body?: unknown) {
  return t.app.request(`${BASE}${path}`, { method, headers: jsonHeaders(cookie), body: body === undefined ? undefined : JSON.stringify(body) });
}

const MAYA = {
  name: "Maya",
  childAge: "4-5",
  pronouns: "she",
  grownUpName: "Papa",
  hair: "curly",
  glasses: true,
  likes: ["dinosaurs", "the swings"],
  avoid: ["dogs"],
};

async function saveChild(t: TestContext, cookie: string, body: Record<string, unknown> = MAYA): Promise<ChildJson> {
  const res = await api(t, "POST", "/api/children", cookie, body);
  expect(res.status).toBe(201);
  return res.json();
}

describe("saved children API", () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await context();
  });

  it("saves, lists, changes and removes a child, with the story form's field names", async () => {
    const a = await parent(t, "Alice");
    const maya = await saveChild(t, a.cookie);
    expect(maya).toMatchObject({ ...MAYA, id: expect.any(Number), createdAt: expect.any(String) });

    const list = await (await api(t, "GET", "/api/children", a.cookie)).json();
    expect(list).toEqual([maya]);

    const patched = await api(t, "PATCH", `/api/children/${maya.id}`, a.cookie, { likes: ["trains"], glasses: false, id: 999 });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({ ...MAYA, id: maya.id, likes: ["trains"], glasses: false });

    const gone = await api(t, "DELETE", `/api/children/${maya.id}`, a.cookie);
    expect(gone.status).toBe(200);
    expect(await gone.json()).toEqual({ success: true });
    expect(await (await api(t, "GET", "/api/children", a.cookie)).json()).toEqual([]);
  });

  it("is owner-only: another parent gets 404 and a signed-out caller 401 on every call, and nothing changes", async () => {
    const a = await parent(t, "Alice");
    const b = await parent(t, "Bruno");
    const maya = await saveChild(t, a.cookie);
    const calls = [
      { method: "GET", path: `/api/children/${maya.id}` },
      { method: "PATCH", path: `/api/children/${maya.id}`, body: { name: "Hacked" } },
      { method: "DELETE", path: `/api/children/${maya.id}` },
    ];
    for (const c of calls) {
      const asB = await api(t, c.method, c.path, b.cookie, c.body);
      expect(asB.status, `${c.method} as another parent`).toBe(404);
      expect(await asB.json()).toEqual({ error: { code: "not_found", message: "Child not found" } });
      const anon = await api(t, c.method, c.path, undefined, c.body);
      expect(anon.status, `${c.method} signed out`).toBe(401);
      expect(await anon.json()).toEqual({ error: { code: "unauthorized", message: "Please sign in to continue." } });
    }
    // The list and the create call: B sees only B's (none), signed out gets 401 and nothing is saved.
    expect(await (await api(t, "GET", "/api/children", b.cookie)).json()).toEqual([]);
    expect((await api(t, "GET", "/api/children", undefined)).status).toBe(401);
    expect((await api(t, "POST", "/api/children", undefined, MAYA)).status).toBe(401);
    // A's child is untouched.
    expect(await (await api(t, "GET", `/api/children/${maya.id}`, a.cookie)).json()).toEqual(maya);
    // The pages too: signed out goes to sign-in; B's form posts on A's child are "not found".
    const page = await t.app.request(`${BASE}/children`, { headers: { Accept: "text/html" } });
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/api/login?returnTo=%2Fchildren");
    const form = (path: string, body: Record<string, string>) =>
      t.app.request(`${BASE}${path}`, {
        method: "POST",
        headers: sameOrigin({ Cookie: b.cookie, "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" }),
        body: new URLSearchParams(body).toString(),
      });
    expect((await form(`/children/${maya.id}`, { name: "Hacked", childAge: "2-3" })).status).toBe(404);
    expect((await form(`/children/${maya.id}/delete`, {})).status).toBe(404);
    expect((await t.app.request(`${BASE}/children/${maya.id}/edit`, { headers: { Cookie: b.cookie, Accept: "text/html" } })).status).toBe(404);
    expect(await (await api(t, "GET", `/api/children/${maya.id}`, a.cookie)).json()).toEqual(maya);
  });

  it("refuses bad input with one message per field and saves nothing", async () => {
    const a = await parent(t, "Alice");
    const bad = await api(t, "POST", "/api/children", a.cookie, {
      name: "M4ya!",
      childAge: "11-12",
      pronouns: "it",
      grownUpName: "<b>",
      hair: "green",
      likes: ["one", "two", "three", "four"],
      avoid: ["x".repeat(31)],
    });
    expect(bad.status).toBe(400);
    const body = await bad.json();
    expect(body.error.code).toBe("invalid_input");
    expect(Object.keys(body.error.fields).sort()).toEqual(["avoid", "childAge", "grownUpName", "hair", "likes", "name", "pronouns"]);
    expect(body.error.fields.name).toBe("Please use letters, spaces, hyphens and apostrophes only (up to 40 characters).");
    expect(body.error.fields.childAge).toBe("Child's age is required");
    expect((await api(t, "POST", "/api/children", a.cookie, {})).status).toBe(400);
    expect(await (await api(t, "GET", "/api/children", a.cookie)).json()).toEqual([]);

    // A bad change leaves the child as it was.
    const maya = await saveChild(t, a.cookie);
    const badPatch = await api(t, "PATCH", `/api/children/${maya.id}`, a.cookie, { name: "" });
    expect(badPatch.status).toBe(400);
    expect((await badPatch.json()).error.fields).toEqual({ name: "Child's name is required" });
    expect(await (await api(t, "GET", `/api/children/${maya.id}`, a.cookie)).json()).toEqual(maya);
    expect((await api(t, "GET", "/api/children/abc", a.cookie)).status).toBe(400);
  });

  it(`saves up to ${MAX_CHILDREN} children; the next one is refused with a clear message`, async () => {
    const a = await parent(t, "Alice");
    const names = ["Ada", "Ben", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hana", "Ivo", "Jun"];
    for (const name of names) await saveChild(t, a.cookie, { name, childAge: "6-7" });
    const over = await api(t, "POST", "/api/children", a.cookie, { name: "Kai", childAge: "6-7" });
    expect(over.status).toBe(409);
    expect(await over.json()).toEqual({ error: { code: "limit_reached", message: `You can save up to ${MAX_CHILDREN} children. Remove one to add another.` } });
    expect(await (await api(t, "GET", "/api/children", a.cookie)).json()).toHaveLength(MAX_CHILDREN);
    // The /children page says the same and offers no add form.
    const page = await (await t.app.request(`${BASE}/children`, { headers: { Cookie: a.cookie, Accept: "text/html" } })).text();
    expect(page).toContain(`You can save up to ${MAX_CHILDREN} children.`);
    expect(page).not.toContain('action="/children"');
  });
});

describe("stories from a saved child", () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await context();
  });

  it("fills the child's fields from childId, passes likes, avoid and siblings to the engine, and stores them on the story", async () => {
    const spy = vi.spyOn(engine, "writeStory");
    const a = await parent(t, "Alice");
    const maya = await saveChild(t, a.cookie);
    const leo = await saveChild(t, a.cookie, { name: "Leo", childAge: "2-3", pronouns: "he" });
    const res = await api(t, "POST", "/api/stories/generate", a.cookie, {
      childId: maya.id,
      behavior: "bedtime",
      theme: "animals",
      siblings: [{ childId: leo.id }, { name: "Zoe" }],
    });
    expect(res.status).toBe(201);
    const story = await res.json();
    expect(story).toMatchObject({
      childId: maya.id,
      childName: "Maya",
      childAge: "4-5",
      pronouns: "she",
      grownUpName: "Papa",
      hair: "curly",
      glasses: true,
      likes: ["dinosaurs", "the swings"],
      avoid: ["dogs"],
      siblings: [
        { name: "Leo", pronouns: "he" },
        { name: "Zoe", pronouns: "they" },
      ],
    });
    const [row] = await t.deps.db.select().from(stories).where(eq(stories.id, story.id));
    expect(row).toMatchObject({
      childId: maya.id,
      likes: ["dinosaurs", "the swings"],
      avoid: ["dogs"],
      siblings: [
        { name: "Leo", pronouns: "he" },
        { name: "Zoe", pronouns: "they" },
      ],
    });
    const request = spy.mock.calls.at(-1)![1];
    expect(request).toMatchObject({
      childName: "Maya",
      pronouns: "she",
      likes: ["dinosaurs", "the swings"],
      avoid: ["dogs"],
      siblings: [
        { name: "Leo", pronouns: "he" },
        { name: "Zoe", pronouns: "they" },
      ],
    });
    spy.mockRestore();

    // GET /api/stories?childId= lists it under Maya, not under Leo.
    expect((await (await api(t, "GET", `/api/stories?childId=${maya.id}`, a.cookie)).json()).map((s: { id: number }) => s.id)).toEqual([story.id]);
    expect(await (await api(t, "GET", `/api/stories?childId=${leo.id}`, a.cookie)).json()).toEqual([]);
  });

  it("keeps fields the request gives over the saved child's, and still works with the old fields alone", async () => {
    const a = await parent(t, "Alice");
    const maya = await saveChild(t, a.cookie);
    const res = await api(t, "POST", "/api/stories/generate", a.cookie, {
      childId: String(maya.id),
      behavior: "fear",
      theme: "nature",
      pronouns: "they",
      likes: [],
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ childId: maya.id, childName: "Maya", pronouns: "they", grownUpName: "Papa", likes: [], avoid: ["dogs"] });
    const old = await api(t, "POST", "/api/stories/generate", a.cookie, { childName: "Noah", childAge: "6-7", behavior: "lying", theme: "family" });
    expect(old.status).toBe(201);
    expect(await old.json()).toMatchObject({ childId: null, childName: "Noah", siblings: [], likes: [], avoid: [] });
  });

  it("answers 404 for another parent's child (as the child or a sibling) and 400 for bad siblings, spending nothing", async () => {
    const a = await parent(t, "Alice");
    const b = await parent(t, "Bruno");
    const maya = await saveChild(t, a.cookie);
    const bens = await saveChild(t, b.cookie, { name: "Ben", childAge: "6-7" });
    const tries = [
      { body: { childId: bens.id, behavior: "bedtime", theme: "animals" }, status: 404 },
      { body: { childId: 987654, behavior: "bedtime", theme: "animals" }, status: 404 },
      { body: { childId: maya.id, behavior: "bedtime", theme: "animals", siblings: [{ childId: bens.id }] }, status: 404 },
      { body: { childId: "abc", behavior: "bedtime", theme: "animals" }, status: 400 },
      { body: { childId: maya.id, behavior: "bedtime", theme: "animals", siblings: [{ name: "A" }, { name: "B" }, { name: "C" }] }, status: 400 },
      { body: { childId: maya.id, behavior: "bedtime", theme: "animals", siblings: [{ childId: maya.id }] }, status: 400 },
      { body: { childId: maya.id, behavior: "bedtime", theme: "animals", siblings: [{ name: "maya" }] }, status: 400 },
      { body: { childId: maya.id, behavior: "bedtime", theme: "animals", siblings: [{ name: "Leo!" }] }, status: 400 },
    ];
    for (const { body, status } of tries) {
      const res = await api(t, "POST", "/api/stories/generate", a.cookie, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      const json = await res.json();
      if (status === 404) expect(json).toEqual({ error: { code: "not_found", message: "Child not found" } });
      else expect(Object.keys(json.error.fields)).toEqual([body.childId === "abc" ? "childId" : "siblings"]);
    }
    expect(await t.deps.db.select().from(generations).where(eq(generations.userId, a.user.id))).toEqual([]);
    expect(await t.deps.db.select().from(stories).where(eq(stories.userId, a.user.id))).toEqual([]);
  });

  it("the no-JavaScript form makes a story from a saved child's radio choice, with a typed-in sibling", async () => {
    const a = await parent(t, "Alice");
    const maya = await saveChild(t, a.cookie);
    const html = await (await t.app.request(`${BASE}/behaviors`, { headers: { Cookie: a.cookie, Accept: "text/html" } })).text();
    expect(html).toContain("Who is this story for?");
    expect(html).toMatch(new RegExp(`<input[^>]*name="childId"[^>]*value="${maya.id}"`));
    const res = await t.app.request(`${BASE}/behaviors`, {
      method: "POST",
      headers: sameOrigin({ Cookie: a.cookie, "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" }),
      body: new URLSearchParams({
        childId: String(maya.id),
        childName: "",
        childAge: "",
        behavior: "tantrums",
        theme: "fantasy",
        sibling1Name: "Zoe",
        sibling1Pronouns: "she",
      }).toString(),
    });
    expect(res.status).toBe(303);
    const id = Number(res.headers.get("location")!.split("/").pop());
    const [row] = await t.deps.db.select().from(stories).where(eq(stories.id, id));
    expect(row).toMatchObject({
      childId: maya.id,
      childName: "Maya",
      childAge: "4-5",
      pronouns: "she",
      likes: ["dinosaurs", "the swings"],
      siblings: [{ name: "Zoe", pronouns: "she" }],
    });

    // ?child=ID fills the form, behavior and theme included, so Generate is the only step left.
    const filled = await (await t.app.request(`${BASE}/behaviors?child=${maya.id}`, { headers: { Cookie: a.cookie, Accept: "text/html" } })).text();
    expect(filled).toMatch(/id="story-childName"[^>]*value="Maya"|value="Maya"[^>]*id="story-childName"/);
    expect(filled).toMatch(new RegExp(`<input[^>]*value="${maya.id}"[^>]*checked|<input[^>]*checked[^>]*value="${maya.id}"`));
    expect(filled).toMatch(/<option value="tantrums" selected/);
  });
});

describe("library filter per child", () => {
  it("shows a saved child's stories: made from the child, or typed in with the same name; ?child= works without JavaScript", async () => {
    const t = await context();
    const a = await parent(t, "Alice");
    const maya = await saveChild(t, a.cookie);
    const typedIn = await createStoryFor(t.deps, a.user, { childName: "maya", title: "Typed-in Maya story" });
    const other = await createStoryFor(t.deps, a.user, { childName: "Noah", title: "Noah and the Quiet Night" });
    const made = await (await api(t, "POST", "/api/stories/generate", a.cookie, { childId: maya.id, behavior: "bedtime", theme: "animals" })).json();
    const ids = (await (await api(t, "GET", `/api/stories?childId=${maya.id}`, a.cookie)).json()).map((s: { id: number }) => s.id);
    expect(ids.sort()).toEqual([made.id, typedIn.id].sort());
    const page = await (await t.app.request(`${BASE}/library?child=${maya.id}`, { headers: { Cookie: a.cookie, Accept: "text/html" } })).text();
    // The cards rendered are Maya's (the island's props carry the whole list, for switching without a reload).
    expect(page).toContain(`data-story-id="${typedIn.id}"`);
    expect(page).toContain(`data-story-id="${made.id}"`);
    expect(page).not.toContain(`data-story-id="${other.id}"`);
    expect(page).toMatch(new RegExp(`href="/library\\?child=${maya.id}"[^>]*aria-current="true"`));
    // Another parent's child id: 404 on the API.
    const b = await parent(t, "Bruno");
    expect((await api(t, "GET", `/api/stories?childId=${maya.id}`, b.cookie)).status).toBe(404);
  });
});

describe("account deletion", () => {
  it("removes the parent's saved children and family links with the account", async () => {
    const t = await context();
    const a = await parent(t, "Alice");
    const b = await parent(t, "Bruno");
    const maya = await saveChild(t, a.cookie);
    await saveChild(t, b.cookie, { name: "Ben", childAge: "6-7" });
    const story = await (await api(t, "POST", "/api/stories/generate", a.cookie, { childId: maya.id, behavior: "bedtime", theme: "animals" })).json();
    await t.deps.db.insert(storyShares).values({ storyId: story.id, userId: a.user.id, token: "t".repeat(43) });
    const res = await api(t, "DELETE", "/api/account", a.cookie, { confirm: true });
    expect(res.status).toBe(200);
    expect(await t.deps.db.select().from(children).where(eq(children.userId, a.user.id))).toEqual([]);
    expect(await t.deps.db.select().from(storyShares).where(eq(storyShares.userId, a.user.id))).toEqual([]);
    expect(await t.deps.db.select().from(stories).where(eq(stories.userId, a.user.id))).toEqual([]);
    // Another parent's children stay.
    expect(await t.deps.db.select().from(children).where(eq(children.userId, b.user.id))).toHaveLength(1);
  });
});
