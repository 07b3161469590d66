/**
 * Issue 29: the reading tips on the story page and the "Right before" card at /story/{id}/card —
 * owner-only like the story page, through a family link only while the story is shared.
 */
import { describe, expect, it } from "vitest";
import { BEHAVIOR_STORIES } from "../../src/engine/local/stories";
import { createTestContext, createUser, jsonHeaders, sessionCookie, type TestContext, pageRequest } from "../helpers/app";
import { createStoryFor } from "../helpers/stories";
import { loadStoryFonts } from "../../src/pdf/fonts-node";
import { CARD_CACHE_CONTROL, CARD_COPY, READING_TIPS, cardHref } from "../../src/reading/copy";

const BASE = "http://localhost:3000";

async function context(): Promise<TestContext> {
  return createTestContext({}, (deps) => {
    deps.services.fonts = loadStoryFonts();
  });
}

async function parent(t: TestContext, firstName: string) {
  const user = await createUser(t.deps, { firstName, lastName: "Parent" });
  return { user, cookie: await sessionCookie(t.deps, user) };
}

/** A story written through the API (so it has a plan): a 2-3 bedtime story teaches a refrain. */
async function generated(t: TestContext, cookie: string, childAge = "2-3") {
  const res = await t.app.request(`${BASE}/api/stories/generate`, {
    method: "POST",
    headers: jsonHeaders(cookie),
    body: JSON.stringify({ childName: "Maya", childAge, behavior: "bedtime", theme: "animals", pronouns: "she" }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: number; title: string };
}

const page = pageRequest;
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

describe("the Right before card", () => {
  it("the owner gets the strategy, its steps with pictures and the refrain, phone-size, kept by the browser; the story page links to it", async () => {
    const t = await context();
    const a = await parent(t, "Alice");
    const story = await generated(t, a.cookie);
    const res = await page(t, cardHref(story.id), a.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe(CARD_CACHE_CONTROL);
    const html = await res.text();
    const words = text(html);
    expect(words).toContain("Sleepy Wind-Down");
    // Ages 2-3: the plan in two steps (issue 25), the material's toddler steps.
    expect(words).toContain(`1. ${BEHAVIOR_STORIES.bedtime!.strategy.toddlerSteps![0]}.`);
    expect(words).toContain(CARD_COPY.refrain);
    expect(words).toContain("“Breathe slow, let go, think of something happy.”");
    // Two steps, each with its picture (inline, so it works offline), hidden from screen readers.
    expect(html.match(/<li><svg viewBox="0 0 120 120" aria-hidden="true"/g)).toHaveLength(2);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
    // No island on the card: nothing to load once offline but the cached page, stylesheet and fonts.
    expect(html).not.toContain("bt-island");

    const storyPage = await (await page(t, `/story/${story.id}`, a.cookie)).text();
    expect(storyPage).toContain(`href="${cardHref(story.id)}"`);
    expect(storyPage).toContain(CARD_COPY.link);
  });

  it("another parent gets the story page's 404, signed out goes to sign-in, a bad id is 400", async () => {
    const t = await context();
    const a = await parent(t, "Alice");
    const b = await parent(t, "Bruno");
    const story = await generated(t, a.cookie);
    const other = await page(t, cardHref(story.id), b.cookie);
    expect(other.status).toBe(404);
    expect(text(await other.text())).toContain("Error Loading Story");
    expect(other.headers.get("cache-control")).toBe("no-store");
    const missing = await page(t, cardHref(999999), b.cookie);
    expect(missing.status).toBe(404);

    const signedOut = await page(t, cardHref(story.id));
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).toBe(`/api/login?returnTo=${encodeURIComponent(`/story/${story.id}/card`)}`);

    expect((await page(t, "/story/abc/card", a.cookie)).status).toBe(400);
  });

  it("a story from before plans has no card (and no link to one)", async () => {
    const t = await context();
    const a = await parent(t, "Alice");
    const old = await createStoryFor(t.deps, a.user);
    const res = await page(t, cardHref(old.id), a.cookie);
    expect(res.status).toBe(404);
    expect(text(await res.text())).toContain(CARD_COPY.none);
    expect(await (await page(t, `/story/${old.id}`, a.cookie)).text()).not.toContain(cardHref(old.id));
  });

  it("through a family link only while the story is shared: the link's card, no owner page links, kept for minutes", async () => {
    const t = await context();
    const a = await parent(t, "Alice");
    const story = await generated(t, a.cookie);
    const made = await t.app.request(`${BASE}/api/stories/${story.id}/share`, { method: "POST", headers: jsonHeaders(a.cookie) });
    const path = new URL(((await made.json()) as { url: string }).url).pathname;
    const shared = await page(t, `${path}/card`);
    expect(shared.status).toBe(200);
    expect(shared.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(shared.headers.get("cache-control")).toBe("private, max-age=300");
    const html = await shared.text();
    expect(text(html)).toContain("Sleepy Wind-Down");
    expect(html).toContain(`href="${path}"`);
    expect(html).not.toContain(`/story/${story.id}`);
    expect(await (await page(t, path)).text()).toContain(`href="${path}/card"`);

    await t.app.request(`${BASE}/api/stories/${story.id}/share`, { method: "DELETE", headers: jsonHeaders(a.cookie) });
    expect((await page(t, `${path}/card`)).status).toBe(404);
    expect((await page(t, "/s/not-a-token/card")).status).toBe(404);
  });
});

describe("reading tips on the story page", () => {
  it("each scene carries its prompts for the book view; without JavaScript they sit closed under each scene", async () => {
    const t = await context();
    const a = await parent(t, "Alice");
    const story = await generated(t, a.cookie);
    const html = await (await page(t, `/story/${story.id}`, a.cookie)).text();
    // Server-rendered without JavaScript: a closed <details> per scene with its questions.
    const details = html.match(/<details class="book-tips"><summary>Reading tips<\/summary>/g) ?? [];
    expect(details.length).toBeGreaterThanOrEqual(8);
    expect(html).not.toMatch(/<details class="book-tips" open/);
    expect(text(html)).toContain(READING_TIPS.heading);
    expect(text(html)).toContain("Where is Maya? Can you point to her?");
    expect(text(html)).toContain("Pause and let your child finish: “Breathe slow, let go …”");
  });
});
