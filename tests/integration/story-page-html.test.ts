/**
 * Issue 27 item 7: `/story/{id}` and `/s/{token}` render one story page component. This pins the HTML
 * both routes answer for the same stories (a picture-book story and one written before plans; the owner's
 * page shared and not), so merging the two pages changed nothing a reader or a browser sees.
 * The plan is a fixture (tests/fixtures/story-page), not today's engine output, and the reading prompts are
 * stand-ins, so edits to the engine's or the prompts' words don't move it.
 */
import { describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { readFileSync } from "node:fs";
import { createTestContext, createUser, jsonHeaders, sessionCookie } from "../helpers/app";
import { createStoryFor } from "../helpers/stories";
import { stories } from "../../db/schema";
import type { StoryPlan } from "../../src/contracts/story-plan";

// The reading prompts' wording is src/reading/prompts.ts's to change (its own tests): here each scene's prompts are fixed words, so this test sees only the page.
vi.mock("../../src/reading/prompts", async (real) => ({
  ...(await real<typeof import("../../src/reading/prompts")>()),
  sceneTips: (plan: StoryPlan, ageBand: string) => plan.scenes.map((_, i) => [`Prompt ${i + 1} for ages ${ageBand}.`, "Ask what happens next."]),
}));

const BASE = "http://localhost:3000";
const fixture = JSON.parse(readFileSync(new URL("../fixtures/story-page/bedtime-4-5.json", import.meta.url), "utf8")) as {
  title: string;
  content: string;
  plan: StoryPlan;
};

/** The page's own HTML (its <main>; the site's header and footer are other tests'), the link's token and nonces as fixed words. */
function stable(html: string, token?: string): string {
  const main = /<main[\s\S]*<\/main>/.exec(html);
  expect(main).not.toBeNull();
  let out = main![0].replace(/nonce="[^"]*"/g, 'nonce="NONCE"');
  if (token) out = out.split(token).join("TOKEN");
  return out;
}

async function pages() {
  const t = await createTestContext();
  const user = await createUser(t.deps, { firstName: "Alice" });
  const cookie = await sessionCookie(t.deps, user);
  const book = await createStoryFor(t.deps, user, { childName: "Mia", childAge: "4-5", behavior: "bedtime", theme: "animals" });
  await t.deps.db.update(stories).set({ title: fixture.title, storyContent: fixture.content, plan: fixture.plan }).where(eq(stories.id, book.id));
  const legacy = await createStoryFor(t.deps, user, { sample: 0, childName: "Leo" });
  const owner = async (id: number) => (await t.app.request(`${BASE}/story/${id}`, { headers: { Cookie: cookie, Accept: "text/html" } })).text();
  const share = async (id: number) => {
    const res = await t.app.request(`${BASE}/api/stories/${id}/share`, { method: "POST", headers: jsonHeaders(cookie) });
    return new URL(((await res.json()) as { url: string }).url).pathname.slice("/s/".length);
  };
  const shared = async (token: string) => {
    const res = await t.app.request(`${BASE}/s/${token}`, { headers: { Accept: "text/html" } });
    expect(res.status).toBe(200);
    return stable(await res.text(), token);
  };
  const out: Record<string, string> = {};
  out["book, owner, not shared"] = stable(await owner(book.id));
  out["legacy, owner, not shared"] = stable(await owner(legacy.id));
  const bookToken = await share(book.id);
  const legacyToken = await share(legacy.id);
  out["book, owner, shared"] = stable(await owner(book.id), bookToken);
  out["legacy, owner, shared"] = stable(await owner(legacy.id), legacyToken);
  out["book, family link"] = await shared(bookToken);
  out["legacy, family link"] = await shared(legacyToken);
  return out;
}

describe("the story page's HTML (owner and family link)", () => {
  it("is the same for the same stories", async () => {
    const html = await pages();
    for (const [name, page] of Object.entries(html)) {
      await expect(page).toMatchFileSnapshot(`../fixtures/story-page/${name.replace(/, /g, "-").replace(/ /g, "_")}.html`);
    }
  });
});
