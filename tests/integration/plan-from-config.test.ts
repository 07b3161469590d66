/**
 * The plan is defined once, from configuration (issue 14): every page that states the free allowance
 * says what FREE_STORIES and FREE_STORY_PERIOD say — never the default's 3 a month when configured
 * otherwise — and the default configuration still reads as the spec's copy does.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { generations } from "../../db/schema";
import { createTestContext, createUser, sessionCookie, type TestContext } from "../helpers/app";
import { Browser, startIdpApp } from "../helpers/idp";

const PUBLIC_PAGES = [
  "/",
  "/about",
  "/faq",
  "/support",
  "/terms-of-service",
  "/privacy-policy",
  "/cookies",
  "/copyright",
  "/behavior-guide",
  "/parenting-tips",
  "/blog",
  "/contact",
  "/behaviors",
];
const SIGNED_IN_PAGES = ["/behaviors", "/subscription", "/subscription/cancel", "/library"];

const decode = (s: string) =>
  s
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** What a reader sees: the text without tags or scripts, plus the meta description. */
function readable(html: string): string {
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
  const body = html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ");
  return decode(`${description}\n${body}`).replace(/\s+/g, " ");
}

/**
 * The page without prose that isn't ours to word by the plan: blog articles (the list's cards) and the
 * behavior guide's topic texts (clinical advice like "for more than a month or so"). Only the "month"
 * checks skip them; the "3 free" checks read everything.
 */
function withoutArticleProse(html: string): string {
  return html
    .replace(/<article[\s\S]*?<\/article>/g, " ")
    .replace(/<section[^>]*class="guide-dialog"[\s\S]*?<\/section>/g, " ")
    .replace(/<span class="topic-summary">[\s\S]*?<\/span>/g, " ");
}

/** The default's number, in any wording. */
const SAYS_THREE = [/\b3 free\b/i, /\bthree free\b/i, /\b3 (?:personalized )?stor(?:y|ies)\b/i, /\bof 3\b/, /\ball 3\b/];
/** A monthly allowance, in any wording the copy uses. */
const SAYS_MONTHLY = [/\b(?:a|per|this|every|each|the) (?:calendar )?month\b/i, /\bmonthly\b/i, /\bfree stor(?:y|ies) renews?\b/i, /\ballowance renews\b/i];

/** The words around a match, for a failure message. */
function around(text: string, re: RegExp): string {
  const i = text.search(re);
  return i < 0 ? "" : `…${text.slice(Math.max(0, i - 80), i + 80)}…`;
}

async function get(t: TestContext, path: string, cookie?: string): Promise<string> {
  const res = await t.app.request(`http://localhost:3000${path}`, cookie ? { headers: { Cookie: cookie } } : undefined);
  expect(res.status, path).toBe(200);
  return res.text();
}

/** Use up a free user's allowance (committed generations in the current period). */
async function useAll(t: TestContext, userId: string) {
  const period = t.deps.env.FREE_STORY_PERIOD === "lifetime" ? "lifetime" : t.deps.now().toISOString().slice(0, 7);
  for (let i = 0; i < t.deps.env.FREE_STORIES; i++) await t.deps.db.insert(generations).values({ userId, period, status: "committed" });
}

describe("FREE_STORIES=5, FREE_STORY_PERIOD=lifetime", () => {
  let t: TestContext;
  let cookie: string;
  const pages = new Map<string, string>();

  beforeAll(async () => {
    t = await createTestContext({ FREE_STORIES: "5", FREE_STORY_PERIOD: "lifetime" });
    const user = await createUser(t.deps);
    cookie = await sessionCookie(t.deps, user);
    for (const path of PUBLIC_PAGES) pages.set(`anon ${path}`, await get(t, path));
    for (const path of SIGNED_IN_PAGES) pages.set(`user ${path}`, await get(t, path, cookie));
  });

  it("no page says 3 free stories, in any wording (blog and guide prose included)", () => {
    for (const [page, html] of pages) {
      const text = readable(html);
      for (const re of SAYS_THREE) expect(text, `${page} matches ${re}: ${around(text, re)}`).not.toMatch(re);
    }
  });

  it("no page calls the free stories monthly (blog articles and the guide's clinical texts aside)", () => {
    for (const [page, html] of pages) {
      const text = readable(withoutArticleProse(html));
      for (const re of SAYS_MONTHLY) expect(text, `${page} matches ${re}: ${around(text, re)}`).not.toMatch(re);
    }
  });

  it("the pages that state the allowance say 5, in total, a one-time allowance", () => {
    const page = (key: string) => readable(pages.get(key)!);
    expect(page("anon /")).toContain("Start with 5 free stories, no card needed.");
    expect(page("anon /faq")).toContain("Yes. Every account includes 5 free stories, each with its coloring page and printable PDF.");
    expect(page("anon /faq")).toContain("The free plan includes 5 stories in total.");
    expect(page("anon /faq")).toContain("Your free stories are a one-time allowance and don't renew, and your Subscription page shows how many you have left.");
    expect(page("anon /faq")).toContain("Answers about ages 2-10, the free plan (5 stories in total), Premium at $29 per year,");
    expect(page("anon /support")).toContain(
      "Free accounts can create 5 stories in total; this is a one-time allowance that doesn't renew. Premium ($29 per year) gives you unlimited stories.",
    );
    expect(page("anon /terms-of-service")).toContain(
      "The free plan includes 5 stories in total, a one-time allowance that doesn't renew. Premium costs $29 per year",
    );
    expect(page("anon /behaviors")).toContain("Free accounts include 5 stories in total.");
    expect(page("user /subscription")).toContain("Five free stories in total, or premium for unlimited stories and premium support."); // issue 26: coloring pages come with every plan
    expect(page("user /subscription")).toContain("Free Stories Remaining: 5 of 5");
    expect(page("user /subscription")).toContain("You have 5 of 5 free stories left. Subscribe for unlimited stories");
    expect(page("user /subscription")).toContain(
      "Your Behavior Tales plan: free stories left, or premium with unlimited stories and coloring pages for $29 a year.",
    );
    expect(page("user /subscription/cancel")).toContain("You can still use your free story generations: 5 of 5 remaining.");
    expect(page("user /library")).toContain("Free plan · 5 of 5 free stories remaining Go unlimited for $29/year");
  });

  it("islands get the plan from the server: the FAQ's search and the story form", () => {
    const props = (html: string, island: string) => JSON.parse(decode(new RegExp(`data-island="${island}" data-props="([^"]*)"`).exec(html)![1]!));
    expect(props(pages.get("anon /faq")!, "FaqSearch").plan).toEqual({ freeStories: 5, period: "lifetime" });
    expect(props(pages.get("anon /behaviors")!, "StoryForm").plan).toEqual({ freeStories: 5, period: "lifetime" });
  });

  it("at the limit: the spec's lifetime sentence, no renewal", async () => {
    const user = await createUser(t.deps);
    const c = await sessionCookie(t.deps, user);
    await useAll(t, user.id);
    for (const path of SIGNED_IN_PAGES) {
      const text = readable(withoutArticleProse(await get(t, path, c)));
      for (const re of [...SAYS_THREE, ...SAYS_MONTHLY]) expect(text, `${path} matches ${re}`).not.toMatch(re);
      expect(text, path).not.toMatch(/\brenews? on\b/);
    }
    // Issue 26 (changed by design): the card's subtitle says the stories are used up; the limit reason goes on from its second sentence.
    expect(readable(await get(t, "/behaviors", c))).toContain(
      "You have used all your free stories Subscribe to continue creating personalized behavior stories for your child.",
    );
    expect(readable(await get(t, "/subscription", c))).toContain("Free Stories Remaining: 0 of 5");
  });
});

describe("FREE_STORIES=1, FREE_STORY_PERIOD=month", () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ FREE_STORIES: "1", FREE_STORY_PERIOD: "month" });
  });

  it("says one free story a month, in the singular everywhere", async () => {
    const user = await createUser(t.deps);
    const cookie = await sessionCookie(t.deps, user);
    const text = new Map<string, string>();
    for (const path of PUBLIC_PAGES) text.set(`anon ${path}`, readable(await get(t, path)));
    for (const path of SIGNED_IN_PAGES) text.set(`user ${path}`, readable(await get(t, path, cookie)));
    for (const [page, s] of text) {
      expect(s, page).not.toMatch(/\b1 (?:free |personalized )?stories\b/);
      for (const re of SAYS_THREE) expect(s, `${page} matches ${re}`).not.toMatch(re);
    }
    expect(text.get("anon /")).toContain("Start with 1 free story a month, no card needed.");
    expect(text.get("anon /about")).toContain("It takes about a minute, and your first story is free.");
    expect(text.get("anon /faq")).toContain("Yes. Every account includes 1 free story per month,");
    expect(text.get("anon /faq")).toContain("The free plan includes 1 story per month.");
    expect(text.get("anon /faq")).toContain("Your free story renews at the start of each calendar month,");
    expect(text.get("anon /faq")).toContain("the free plan (1 story a month)");
    expect(text.get("anon /support")).toContain("Free accounts can create 1 story per month; your allowance renews at the start of each calendar month.");
    expect(text.get("anon /terms-of-service")).toContain("The free plan includes 1 story per month.");
    expect(text.get("anon /behaviors")).toContain("Free accounts include 1 story a month.");
    expect(text.get("user /subscription")).toContain("One free story every month, or premium for unlimited stories");
    expect(text.get("user /subscription")).toContain("You have 1 of 1 free story left this month.");
    expect(text.get("user /library")).toContain("Free plan · 1 of 1 free story remaining this month");

    await useAll(t, user.id);
    const limit = readable(await get(t, "/behaviors", cookie));
    // Issue 26 (changed by design): said once, by the card's subtitle; the message goes on from there.
    expect(limit).toContain("Subscribe for unlimited stories, or create another when your free story renews on December 1.");
    expect(limit).toContain("This form opens again when you subscribe or when your free story renews.");
  });
});

describe("the default configuration (3 a month) keeps the spec's wording", () => {
  it("home, FAQ, support, terms, the story form and the subscription page", async () => {
    const t = await createTestContext();
    const cookie = await sessionCookie(t.deps, await createUser(t.deps));
    const text = async (path: string, c?: string) => readable(await get(t, path, c));
    expect(await text("/")).toContain("Start with 3 free stories a month, no card needed.");
    expect(await text("/")).toContain("Personalized stories for ages 2-10");
    const faq = await text("/faq");
    expect(faq).toContain("Yes. Every account includes 3 free stories per month,");
    expect(faq).toContain("The free plan includes 3 stories per month.");
    expect(faq).toContain("Your free stories renew at the start of each calendar month, and your Subscription page shows how many you have left.");
    expect(faq).toContain("Deleting a story doesn't give back one of your free stories for the month.");
    expect(faq).toContain("the attempt doesn't count toward your monthly stories.");
    expect(faq).toContain("not for children under 13");
    expect(faq).toContain("one of four age ranges (2-3, 4-5, 6-7 or 8-10 years)");
    expect(faq).toContain("You can choose from 20 common behaviors,");
    expect(faq).toContain("Pick one of five themes (Animals, Fantasy, Friendship, Nature or Family)");
    expect(faq).toContain("Answers about ages 2-10, the free plan (3 stories a month), Premium at $29 per year,");
    expect(await text("/support")).toContain(
      "Free accounts can create 3 stories per month; your allowance renews at the start of each calendar month. Premium ($29 per year) gives you unlimited stories.",
    );
    expect(await text("/terms-of-service")).toContain("The free plan includes 3 stories per month. Premium costs $29 per year");
    expect(await text("/behaviors")).toContain("Free accounts include 3 stories a month.");
    const subscription = await text("/subscription", cookie);
    expect(subscription).toContain("Three free stories every month, or premium for unlimited stories and premium support."); // issue 26: coloring pages come with every plan
    expect(subscription).toContain(
      "Your Behavior Tales plan: free stories left this month, or premium with unlimited stories and coloring pages for $29 a year.",
    );
    expect(subscription).toContain("$29 per year");
  });
});

describe("the built-in sign-up screen", () => {
  const signUpText = async (env: Record<string, string>) => {
    const t = await startIdpApp({ env });
    return readable((await new Browser().go(`${t.base}/api/login?screen=signup&returnTo=%2F`)).body);
  };

  it("quotes the configured plan and the minimum age", async () => {
    const text = await signUpText({ FREE_STORIES: "5", FREE_STORY_PERIOD: "lifetime" });
    expect(text).toContain("Free accounts include 5 personalized stories in total.");
    expect(text).toContain("Accounts are for adults (13 and over). By creating an account you agree to our Terms of Service");
    for (const re of [...SAYS_THREE, ...SAYS_MONTHLY]) expect(text, `matches ${re}`).not.toMatch(re);
  });

  it("says 3 every month by default", async () => {
    expect(await signUpText({})).toContain("Free accounts include 3 personalized stories every month.");
  });
});
