import { beforeAll, describe, expect, it } from "vitest";
import { createTestContext, createUser, jsonHeaders, sameOrigin, sessionCookie, type TestContext } from "../helpers/app";

const BASE = "http://localhost:3000";

/** Visible text of server HTML (tags and island props dropped, entities decoded). */
function text(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

describe("/children without JavaScript", () => {
  let t: TestContext;
  let cookie: string;
  const get = (path: string) => t.app.request(`${BASE}${path}`, { headers: { Cookie: cookie, Accept: "text/html" } });
  const post = (path: string, form: Record<string, string>) =>
    t.app.request(`${BASE}${path}`, {
      method: "POST",
      headers: sameOrigin({ Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" }),
      body: new URLSearchParams(form).toString(),
    });
  const children = async () => (await t.app.request(`${BASE}/api/children`, { headers: jsonHeaders(cookie) })).json();

  beforeAll(async () => {
    t = await createTestContext();
    cookie = await sessionCookie(t.deps, await createUser(t.deps));
  });

  it("adds a child with a plain form: errors come back with the values kept, a valid form saves and redirects", async () => {
    const empty = await get("/children");
    expect(empty.status).toBe(200);
    expect(text(await empty.text())).toContain("Add your first child");

    const bad = await post("/children", { name: "Maya", childAge: "", likes: "dinosaurs, the swings, pancakes, kites", grownUpName: "Papa" });
    expect(bad.status).toBe(422);
    const html = await bad.text();
    expect(text(html)).toContain("Child's age is required");
    expect(text(html)).toContain("Please list up to 3 things");
    expect(html).toMatch(/name="name"[^>]*value="Maya"/);
    expect(html).toMatch(/name="grownUpName"[^>]*value="Papa"/);
    expect(html).toMatch(/name="likes"[^>]*value="dinosaurs, the swings, pancakes, kites"/);
    expect(await children()).toEqual([]);

    const ok = await post("/children", { name: "Maya", childAge: "4-5", pronouns: "she", glasses: "on", likes: "dinosaurs, the swings", avoid: "dogs" });
    expect(ok.status).toBe(303);
    expect(ok.headers.get("location")).toBe("/children?saved=Maya");
    const [maya] = await children();
    expect(maya).toMatchObject({ name: "Maya", childAge: "4-5", pronouns: "she", glasses: true, likes: ["dinosaurs", "the swings"], avoid: ["dogs"] });
    const list = text(await (await get("/children?saved=Maya")).text());
    expect(list).toContain("Maya is saved.");
    expect(list).toContain("Loves: dinosaurs, the swings");
    expect(list).toContain("Make a story");
  });

  it("edits a child (errors keep the typed values) and removes one after the confirmation step", async () => {
    const [maya] = await children();
    const edit = await get(`/children/${maya.id}/edit`);
    expect(edit.status).toBe(200);
    expect(await edit.text()).toMatch(/name="name"[^>]*value="Maya"/);

    const bad = await post(`/children/${maya.id}`, { name: "Maya 2", childAge: "6-7" });
    expect(bad.status).toBe(422);
    const badHtml = await bad.text();
    expect(text(badHtml)).toContain("Please use letters, spaces, hyphens and apostrophes only");
    expect(badHtml).toMatch(/name="name"[^>]*value="Maya 2"/);

    const ok = await post(`/children/${maya.id}`, { name: "Maya Rose", childAge: "6-7", pronouns: "she" });
    expect(ok.status).toBe(303);
    expect((await children())[0]).toMatchObject({ id: maya.id, name: "Maya Rose", childAge: "6-7", glasses: false, likes: [] });

    // The list's "Remove…" opens a confirmation form; posting it removes the child.
    const page = await (await get("/children")).text();
    expect(page).toContain(`action="/children/${maya.id}/delete"`);
    expect(text(page)).toContain("Maya Rose's stories stay in your library.");
    const gone = await post(`/children/${maya.id}/delete`, {});
    expect(gone.status).toBe(303);
    expect(gone.headers.get("location")).toBe("/children?deleted");
    expect(await children()).toEqual([]);
  });

  it("is in the signed-in header and not in the signed-out one", async () => {
    expect(await (await get("/library")).text()).toContain('href="/children"');
    const anon = await t.app.request(`${BASE}/`, { headers: { Accept: "text/html" } });
    expect(await anon.text()).not.toContain('href="/children"');
  });
});
