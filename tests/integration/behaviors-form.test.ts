import { beforeAll, describe, expect, it } from "vitest";
import { createTestContext, createUser, sameOrigin, sessionCookie, type TestContext } from "../helpers/app";
import { generations } from "../../db/schema";
import { quotaPeriod } from "../../src/stories/quota";

const BASE = "http://localhost:3000";

/** Visible text of server HTML: tags (with their attributes and island props) dropped, entities decoded. */
function text(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

/** The opening tag of the element with this id. */
function tagWithId(html: string, id: string): string {
  const m = new RegExp(`<[a-z]+[^>]*\\sid="${id}"[^>]*>`).exec(html);
  expect(m, `an element with id="${id}"`).not.toBeNull();
  return m![0];
}

describe("/behaviors form, server-rendered", () => {
  let t: TestContext;
  let cookie: string;
  const get = (path: string, c = cookie) => t.app.request(`${BASE}${path}`, { headers: { Cookie: c, Accept: "text/html" } });
  const postForm = (form: Record<string, string>, c = cookie) =>
    t.app.request(`${BASE}/behaviors`, {
      method: "POST",
      headers: sameOrigin({ Cookie: c, "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" }),
      body: new URLSearchParams(form).toString(),
    });

  beforeAll(async () => {
    t = await createTestContext();
    cookie = await sessionCookie(t.deps, await createUser(t.deps));
  });

  it("without JavaScript, a failed post marks the invalid fields (aria-invalid), points each at its message (aria-describedby) and autofocuses the first", async () => {
    const res = await postForm({ childName: "Ivy", behavior: "tantrums" });
    expect(res.status).toBe(422);
    const html = await res.text();

    const name = tagWithId(html, "story-childName");
    expect(name).toContain('aria-invalid="false"');
    expect(name).not.toContain("aria-describedby");
    expect(name).not.toContain("autofocus");

    const age = tagWithId(html, "story-childAge");
    expect(age).toContain('aria-invalid="true"');
    expect(age).toContain('aria-describedby="story-childAge-error"');
    expect(age).toContain("autofocus");
    expect(text(html.split('id="story-childAge-error">')[1]!.split("<")[0]!)).toBe("Child's age is required");

    // The theme's fieldset and each of its radios carry the state and the message's id.
    const themeFieldset = /<fieldset class="field theme-field"[^>]*>/.exec(html)![0];
    expect(themeFieldset).toContain('aria-invalid="true"');
    expect(themeFieldset).toContain('aria-describedby="story-theme-error"');
    const themeRadios = [...html.matchAll(/<input[^>]*name="theme"[^>]*>/g)].map((m) => m[0]);
    expect(themeRadios).toHaveLength(5);
    for (const radio of themeRadios) {
      expect(radio).toContain('aria-invalid="true"');
      expect(radio).toContain('aria-describedby="story-theme-error"');
    }
    expect(html).toContain('id="story-theme-error">Theme is required<');
    // The pronouns radio group is valid and says so.
    expect(/<div class="choice-row" role="radiogroup"[^>]*>/.exec(html)![0]).toContain('aria-invalid="false"');
    // Only the first invalid field is autofocused.
    expect(html.match(/autofocus/g)).toHaveLength(1);
  });

  it("a custom behavior without its description: that field is the first invalid one", async () => {
    const res = await postForm({ childName: "Ivy", childAge: "4-5", behavior: "custom", customBehavior: "", theme: "nature" });
    expect(res.status).toBe(422);
    const html = await res.text();
    const situation = tagWithId(html, "story-customBehavior");
    expect(situation).toContain('aria-invalid="true"');
    expect(situation).toContain('aria-describedby="story-customBehavior-error"');
    expect(situation).toContain("autofocus");
  });

  it("the theme icons are inline line art, hidden from assistive technology", async () => {
    const html = await (await get("/behaviors")).text();
    const icons = [...html.matchAll(/<svg class="theme-icon"[^>]*>/g)].map((m) => m[0]);
    expect(icons).toHaveLength(5);
    for (const icon of icons) {
      expect(icon).toContain('aria-hidden="true"');
      expect(icon).toContain('stroke="currentColor"');
      expect(icon).toContain('fill="none"');
    }
  });

  it("at the free limit: the limit sentence once, one button to /subscription, and the form's fields in a disabled fieldset that says why", async () => {
    const user = await createUser(t.deps);
    const c = await sessionCookie(t.deps, user);
    const period = quotaPeriod(t.deps);
    for (let i = 0; i < t.deps.env.FREE_STORIES; i++) await t.deps.db.insert(generations).values({ userId: user.id, period, status: "committed" });
    const html = await (await get("/behaviors", c)).text();
    const visible = text(html);
    expect(visible).toContain("Subscription Required");
    expect(visible).toContain("You have used all your free stories");
    expect(visible).toContain("$29");
    expect(visible).toContain("Annual Subscription");
    expect(visible).toContain("Unlimited stories for a full year");
    // Issue 26 (changed by design): the card's subtitle says the stories are used up; its message goes on from
    // there ("Subscribe for unlimited stories, or create more when…") instead of saying it a second time.
    expect(visible.match(/used all/g)).toHaveLength(1);
    const sentence = /Subscribe for unlimited stories[^.]*\./.exec(visible)![0];
    expect(visible.split(sentence).length - 1).toBe(1);
    expect(visible.split("View Subscription Options").length - 1).toBe(1);
    const main = html.slice(html.indexOf('id="main"'));
    expect(main.match(/href="\/subscription"/g)).toHaveLength(1);
    expect(html).toMatch(/<fieldset class="story-fields" disabled="" aria-describedby="story-form-paused">/);
    expect(text(html.split('id="story-form-paused">')[1]!.split("</p>")[0]!)).toMatch(
      /^Free stories remaining: 0 of 3\. This form opens again when you subscribe/,
    );
  });

  it("with free stories left, the form is open and no subscription card shows", async () => {
    const html = await (await get("/behaviors")).text();
    expect(html).toMatch(/<fieldset class="story-fields">/);
    expect(text(html)).not.toContain("Subscription Required");
  });
});
