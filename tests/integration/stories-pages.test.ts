import { beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestContext, createUser, sameOrigin, sessionCookie, type TestContext } from "../helpers/app";
import { createStoryFor } from "../helpers/stories";
import { stories } from "../../db/schema";

const BASE = "http://localhost:3000";

/** Visible text of server HTML: tags dropped, entities decoded, whitespace collapsed. */
function text(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

/** The card titles the server rendered, in order (island props carry the whole list, so count cards, not mentions). */
function cardTitles(html: string): string[] {
  return [...html.matchAll(/class="story-card-title">([^<]*)</g)].map((m) => text(m[1]!).trim());
}

async function context() {
  return createTestContext({});
}

describe("/library", () => {
  let t: TestContext;
  let cookie: string;
  let user: Awaited<ReturnType<typeof createUser>>;
  const get = (path: string, c = cookie) => t.app.request(`${BASE}${path}`, { headers: { Cookie: c, Accept: "text/html" } });

  beforeEach(async () => {
    t = await context();
    user = await createUser(t.deps);
    cookie = await sessionCookie(t.deps, user);
  });

  it("sends signed-out visitors to /api/login and back", async () => {
    const res = await t.app.request(`${BASE}/library?tab=favorites`, { headers: { Accept: "text/html" } });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/api/login?returnTo=${encodeURIComponent("/library?tab=favorites")}`);
  });

  it("shows the spec's empty states", async () => {
    let page = text(await (await get("/library")).text());
    expect(page).toContain("My Story Library");
    expect(page).toContain("No stories yet");
    expect(page).toContain("Get started by creating your first personalized story.");
    expect(page).toContain("Create Your First Story");
    expect(page).toContain("Create New Story");

    page = text(await (await get("/library?tab=favorites")).text());
    expect(page).toContain("No stories yet");
    expect(page).toContain("You haven't added any stories to your favorites yet.");
    expect(page).not.toContain("Create Your First Story");

    await createStoryFor(t.deps, user, { title: "Ava Goes to the Pond" });
    const html = await (await get("/library?q=zebra")).text();
    page = text(html);
    expect(page).toContain("No stories found");
    expect(page).toContain("Clear Search");
    expect(page).not.toContain("No stories yet");
    expect(html).toContain('href="/library"');
    expect(cardTitles(html)).toEqual([]);
  });

  it("server-renders the cards, the plan banner, search (case-insensitive) and tabs combined", async () => {
    const d = (day: number) => new Date(`2026-11-${String(day).padStart(2, "0")}T10:00:00Z`);
    const dragon = await createStoryFor(t.deps, user, { sample: 0, childName: "Leo", createdAt: d(3) });
    const pond = await createStoryFor(t.deps, user, { sample: 1, childName: "Ava", createdAt: d(5), favorite: true });
    const owl = await createStoryFor(t.deps, user, { sample: 2, childName: "Noah", createdAt: d(7) });
    const custom = await createStoryFor(t.deps, user, { sample: 3, childName: "Zara", createdAt: d(9), favorite: true });
    const other = await createUser(t.deps);
    await createStoryFor(t.deps, other, { title: "Someone Else's Secret Story", childName: "Xavier" });

    const html = await (await get("/library")).text();
    expect(cardTitles(html)).toEqual([custom.title, owl.title, pond.title, dragon.title]);
    expect(html).not.toContain("Someone Else");
    expect(html).not.toContain("Xavier");
    const page = text(html);
    expect(page).toContain("Free plan · 3 of 3 free stories remaining this month");
    expect(html).toContain('href="/subscription"');
    expect(html).toContain('placeholder="Search stories..."');
    expect(page).toContain("All Stories");
    expect(page).toContain("Favorites");
    // Card contents: thumbnail, title, child, behavior label, date, preview (120 characters and an ellipsis), links.
    expect(html).toContain(`src="/api/stories/${dragon.id}/image"`);
    expect(html).toContain(`href="/story/${dragon.id}"`);
    expect(page).toContain("For Leo");
    expect(page).toContain("Sharing");
    expect(page).toContain("Screens");
    expect(page).toContain("Custom Behavior");
    expect(page).toContain("Nov 3, 2026");
    const preview = dragon.storyContent.replace(/\s+/g, " ").slice(0, 120) + "…";
    expect(page).toContain(preview);
    expect(page).not.toContain(dragon.storyContent.replace(/\s+/g, " ").slice(0, 140));
    expect(html).toContain(`href="/api/stories/${dragon.id}/pdf?inline=1" target="_blank"`);
    expect(html).toMatch(new RegExp(`href="/api/stories/${dragon.id}/pdf" download=""`));
    expect(page).toContain("View Story");
    expect(page).toContain("View Details");
    expect(page).toContain("Download PDF");
    expect(page).toContain("Add Favorite");
    expect(page).toContain("Remove Favorite");
    expect(html).toContain('data-island="LibraryGrid"');

    // Search: title, child's name, behavior id and the custom text; case-insensitive.
    expect(cardTitles(await (await get("/library?q=DRAGON")).text())).toEqual([dragon.title]);
    expect(cardTitles(await (await get("/library?q=ava")).text())).toEqual([pond.title]);
    expect(cardTitles(await (await get("/library?q=screen-time")).text())).toEqual([pond.title]);
    expect(cardTitles(await (await get("/library?q=baby%20brother")).text())).toEqual([custom.title]);
    // Tabs, alone and with the search.
    expect(cardTitles(await (await get("/library?tab=favorites")).text())).toEqual([custom.title, pond.title]);
    expect(cardTitles(await (await get("/library?tab=favorites&q=zara")).text())).toEqual([custom.title]);
    expect(cardTitles(await (await get("/library?tab=favorites&q=leo")).text())).toEqual([]);
  });

  it("shows premium parents their unlimited plan", async () => {
    const premium = await createUser(t.deps, { subscriptionStatus: "active", subscriptionExpiresAt: new Date("2027-05-01T00:00:00Z") });
    const page = text(await (await get("/library", await sessionCookie(t.deps, premium))).text());
    expect(page).toContain("Premium plan · Unlimited stories until May 1, 2027");
  });
});

describe("/story/{id}", () => {
  let t: TestContext;
  let cookie: string;
  let user: Awaited<ReturnType<typeof createUser>>;
  const get = (path: string, c = cookie) => t.app.request(`${BASE}${path}`, { headers: { Cookie: c, Accept: "text/html" } });
  const postForm = (path: string, form: Record<string, string>, c = cookie) =>
    t.app.request(`${BASE}${path}`, {
      method: "POST",
      headers: sameOrigin({ Cookie: c, "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" }),
      body: new URLSearchParams(form).toString(),
    });

  beforeEach(async () => {
    t = await context();
    user = await createUser(t.deps);
    cookie = await sessionCookie(t.deps, user);
  });

  it("sends signed-out visitors to /api/login", async () => {
    const res = await t.app.request(`${BASE}/story/5`, { headers: { Accept: "text/html" } });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/api/login?returnTo=%2Fstory%2F5");
  });

  it("answers a non-numeric id with 'Invalid Story ID' (400)", async () => {
    for (const bad of ["abc", "1.5", "12x"]) {
      const res = await get(`/story/${bad}`);
      expect(res.status).toBe(400);
      const page = text(await res.text());
      expect(page).toContain("Invalid Story ID");
      expect(page).toContain("Return to Library");
    }
  });

  it("shows the same 'Error Loading Story' panel (404) for a missing story and another parent's story", async () => {
    const other = await createUser(t.deps);
    const theirs = await createStoryFor(t.deps, other, { title: "Mira's Moonlit Meadow", childName: "Mira" });
    const missingId = theirs.id + 500;
    const foreign = await get(`/story/${theirs.id}`);
    const missing = await get(`/story/${missingId}`);
    expect(foreign.status).toBe(404);
    expect(missing.status).toBe(404);
    const foreignHtml = await foreign.text();
    expect(foreignHtml).not.toContain("Mira");
    const page = text(foreignHtml);
    expect(page).toContain("Error Loading Story");
    expect(page).toContain("We couldn't load this story. It may have been deleted or you may not have permission to view it.");
    expect(page).toContain("Return to Library");
    const normalize = (html: string, id: number) => html.replaceAll(`/story/${id}`, "/story/ID").replace(/nonce="[^"]*"/g, "");
    expect(normalize(foreignHtml, theirs.id)).toBe(normalize(await missing.text(), missingId));
  });

  it("renders the story readable without JavaScript: header line, actions, both panels, no scores", async () => {
    const story = await createStoryFor(t.deps, user, { sample: 1, childName: "Ava" });
    const res = await get(`/story/${story.id}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const page = text(html);
    expect(page).toContain(story.title);
    expect(page).toContain("A story for Ava about screen time");
    expect(page).toContain("Back to Library");
    expect(page).toContain("Create New Story");
    for (const label of ["Favorite", "Share", "Download PDF", "Preview PDF", "Delete", "Story", "Coloring Page"]) expect(page).toContain(label);
    expect(html).toMatch(new RegExp(`href="/api/stories/${story.id}/pdf" download=""`));
    expect(html).toContain(`href="/api/stories/${story.id}/pdf?inline=1" target="_blank"`);
    // Every paragraph, in its own <p>, and the coloring page.
    const paragraphs = story.storyContent.split(/\n\s*\n/);
    const storyPanel = html.slice(html.indexOf('id="story-text"'), html.indexOf('id="coloring-page"'));
    expect((storyPanel.match(/<p>/g) ?? []).length).toBe(paragraphs.length);
    expect(text(storyPanel)).toContain(text(paragraphs.at(-1)!).trim());
    expect(html).toContain(`src="/api/stories/${story.id}/image"`);
    // The delete confirmation is ready (a <dialog>), with the spec's words.
    expect(page).toContain("Are you sure?");
    expect(page).toContain("This action cannot be undone. This will permanently delete your story and remove it from our servers.");
    expect(page).toContain("Cancel");
    // Scores, reading grades and warnings are for admins, not parents.
    expect(html).not.toContain("report-card");
    for (const jargon of ["Score 92/100", "Reading grade", "Flesch", "Warning"]) expect(page).not.toContain(jargon);
    expect(html).toContain('data-island="StoryActions"');
    expect(html).toContain('data-island="StoryView"');
  });

  it("tells the parent what the story does in plain words: the feeling, the strategy and its steps, three questions", async () => {
    const created = await postForm("/behaviors", {
      childName: "Ruby",
      childAge: "4-5",
      behavior: "bedtime",
      theme: "animals",
      pronouns: "she",
      grownUpName: "Papa",
    });
    expect(created.status).toBe(303);
    const html = await (await get(created.headers.get("location")!)).text();
    const page = text(html);
    expect(page).toContain("What this story does");
    expect(page).toMatch(/Names the feeling: \w+/);
    expect(page).toMatch(/Practices the Sleepy Wind-Down, stumbles once, then does it\./);
    expect(page).toContain("The strategy: Sleepy Wind-Down");
    expect(page).toContain("Talk about it together");
    expect((html.match(/<ul class="story-talk">(.*?)<\/ul>/s)?.[1].match(/<li>/g) ?? []).length).toBe(3);
    for (const jargon of ["Score", "Reading grade", "Flesch", "Warning", "report card"]) expect(page).not.toContain(jargon);
    // The coloring page's alt text describes the picture from the plan.
    expect(html).toMatch(/alt="Coloring page: Ruby[^"]* (in|at) [^"]*"/);
    // The library card shows the book's first picture, not the coloring page.
    const id = created.headers.get("location")!.split("/").pop();
    const library = await (await get("/library")).text();
    expect(library).toMatch(new RegExp(`<img src="/api/stories/${id}/scenes/1/image" class="is-scene"`));
  });

  it("names the behavior with spaces, or the parent's own words for a custom one", async () => {
    const sharing = await createStoryFor(t.deps, user, { sample: 0, childName: "Leo" });
    expect(text(await (await get(`/story/${sharing.id}`)).text())).toContain("A story for Leo about not sharing");
    const custom = await createStoryFor(t.deps, user, { sample: 3, childName: "Zara" });
    expect(text(await (await get(`/story/${custom.id}`)).text())).toContain(
      "A story for Zara about gets upset when her baby brother knocks over her block towers",
    );
  });

  it("for a custom situation with a plan, says what it is about in the plan's words, not the parent's sentence", async () => {
    const raw = "my daughter FREAKS OUT when the vacuum cleaner is on";
    // confirmed=1: "Looks right" on the confirm step (issue 22; without it the reading is shown back first).
    const created = await postForm("/behaviors", {
      childName: "Mia",
      childAge: "4-5",
      behavior: "custom",
      customBehavior: raw,
      theme: "animals",
      pronouns: "she",
      confirmed: "1",
    });
    expect(created.status).toBe(303);
    const page = text(await (await get(created.headers.get("location")!)).text());
    expect(page).toMatch(/A story for Mia, who feels \w+ about the vacuum cleaner/);
    expect(page).not.toContain("FREAKS OUT");
  });

  it("works without JavaScript: the favorite form, the delete confirmation page and the delete form", async () => {
    const story = await createStoryFor(t.deps, user);
    const fav = await postForm(`/story/${story.id}/favorite`, { favorite: "true", returnTo: "/library?tab=favorites" });
    expect(fav.status).toBe(303);
    expect(fav.headers.get("location")).toBe("/library?tab=favorites");
    expect((await t.deps.db.select().from(stories).where(eq(stories.id, story.id)))[0]!.favorite).toBe(true);
    // An outside address is not followed.
    const evil = await postForm(`/story/${story.id}/favorite`, { favorite: "false", returnTo: "https://evil.example/" });
    expect(evil.headers.get("location")).toBe("/");

    const confirm = text(await (await get(`/story/${story.id}?confirm=delete`)).text());
    expect(confirm).toContain("Are you sure?");
    expect(confirm).toContain("This action cannot be undone. This will permanently delete your story and remove it from our servers.");

    // Another parent can neither favorite nor delete it.
    const other = await createUser(t.deps);
    const otherCookie = await sessionCookie(t.deps, other);
    expect((await postForm(`/story/${story.id}/favorite`, { favorite: "true" }, otherCookie)).status).toBe(404);
    expect((await postForm(`/story/${story.id}/delete`, {}, otherCookie)).status).toBe(404);
    expect(await t.deps.blobs.get(`stories/${story.id}/coloring`)).not.toBeNull();

    const del = await postForm(`/story/${story.id}/delete`, {});
    expect(del.status).toBe(303);
    expect(del.headers.get("location")).toBe("/library?deleted=1");
    expect(await t.deps.db.select().from(stories).where(eq(stories.id, story.id))).toEqual([]);
    expect(await t.deps.blobs.get(`stories/${story.id}/coloring`)).toBeNull();
    const library = text(await (await get("/library?deleted=1")).text());
    expect(library).toContain("Your story has been permanently deleted");
  });
});
