import { describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { createTestContext, createUser, jsonHeaders, sameOrigin, sessionCookie } from "../helpers/app";
import { sessions, stories, users } from "../../db/schema";

async function seedStory(t: Awaited<ReturnType<typeof createTestContext>>, userId: string) {
  const [s] = await t.deps.db
    .insert(stories)
    .values({
      userId,
      childName: "Ivy",
      childAge: "4-5",
      behavior: "bedtime",
      theme: "animals",
      storyContent: "Ivy slept.\n\nThe end.",
      imageUrl: "",
      title: "Ivy Sleeps",
    })
    .returning();
  await t.deps.blobs.put(`stories/${s!.id}/coloring`, new Uint8Array([1, 2, 3]), "image/svg+xml");
  await t.deps.blobs.put(`stories/${s!.id}/story.pdf`, new Uint8Array([4, 5, 6]), "application/pdf");
  return s!;
}

describe("account deletion", () => {
  it("asks for confirmation, then removes the user, their stories, files and sessions, and signs them out", async () => {
    const t = await createTestContext();
    const deleted: string[] = [];
    t.deps.services.onAccountDeleted = async (id) => void deleted.push(id);
    const user = await createUser(t.deps);
    const other = await createUser(t.deps);
    const cookie = await sessionCookie(t.deps, user);
    await sessionCookie(t.deps, user); // a second device
    const story = await seedStory(t, user.id);
    const othersStory = await seedStory(t, other.id);

    const profile = await t.app.request("http://localhost:3000/profile", { headers: { Cookie: cookie } });
    expect(await profile.text()).toContain("Delete my account");

    const unconfirmed = await t.app.request("http://localhost:3000/profile/delete", {
      method: "POST",
      headers: sameOrigin({ Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" }),
      body: "",
    });
    expect(unconfirmed.status).toBe(422);
    expect((await t.deps.db.select().from(users).where(eq(users.id, user.id))).length).toBe(1);

    const res = await t.app.request("http://localhost:3000/profile/delete", {
      method: "POST",
      headers: sameOrigin({ Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" }),
      body: "confirm=yes",
      redirect: "manual",
    });
    expect(res.status).toBe(303);
    expect(res.headers.getSetCookie().join("\n")).toMatch(/bt_session=;/);
    expect(await t.deps.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await t.deps.db.select().from(stories).where(eq(stories.userId, user.id))).toEqual([]);
    expect(await t.deps.blobs.get(`stories/${story.id}/coloring`)).toBeNull();
    expect(await t.deps.blobs.get(`stories/${story.id}/story.pdf`)).toBeNull();
    const left = await t.deps.db.select({ n: count() }).from(sessions);
    expect(left[0]!.n).toBe(0);
    expect(deleted).toEqual([user.id]);
    expect((await t.app.request("http://localhost:3000/api/auth/me", { headers: { Cookie: cookie } })).status).toBe(401);
    // Nobody else's data is touched.
    expect((await t.deps.db.select().from(stories).where(eq(stories.id, othersStory.id))).length).toBe(1);
    expect(await t.deps.blobs.get(`stories/${othersStory.id}/coloring`)).not.toBeNull();
  });

  it("offers the same through the API with an explicit confirmation", async () => {
    const t = await createTestContext();
    const user = await createUser(t.deps);
    const cookie = await sessionCookie(t.deps, user);
    const req = (body: unknown) =>
      t.app.request("http://localhost:3000/api/account", { method: "DELETE", headers: jsonHeaders(cookie), body: JSON.stringify(body) });
    expect((await req({})).status).toBe(400);
    expect((await req({ confirm: true })).status).toBe(200);
    expect(await t.deps.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
  });
});
