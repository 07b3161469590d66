import { describe, expect, it } from "vitest";
import { createTestContext, createUser, sessionCookie } from "../helpers/app";
import { homeCopy, RESEARCH_PAPER_SENT } from "../../src/content/home";
import { planFacts } from "../../src/contracts/plan";
import { PREMIUM_PLAN } from "../../src/billing/plan";

const BASE = "http://localhost:3000";
/** Visible text of server HTML, entities decoded. */
const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
const count = (haystack: string, needle: string) => haystack.split(needle).length - 1;

/** Issue 26 item 3: pages say what is true. */
describe("honest pages", () => {
  it("the research-paper page says 'sent' only when a mailing service is configured", async () => {
    const bare = await createTestContext();
    const page = text(await (await bare.app.request(`${BASE}/about/research-paper?email=ada%40example.com`)).text());
    expect(page).toContain(RESEARCH_PAPER_SENT.notMailed.heading);
    expect(page).toContain("Download your copy of the research paper right here.");
    expect(page).not.toMatch(/We've sent|on its way/);

    const mailing = await createTestContext({ SENDFOX_API_TOKEN: "sf-token" });
    const sent = text(await (await mailing.app.request(`${BASE}/about/research-paper?email=ada%40example.com`)).text());
    expect(sent).toContain(RESEARCH_PAPER_SENT.heading);
    expect(sent).toContain("We've sent the research paper to ada@example.com");
  });

  it("/subscription's premium list claims nothing the free plan has too; a cancelled plan says 'won't renew' once, with no 'Already Subscribed'", async () => {
    const t = await createTestContext();
    const free = await createUser(t.deps);
    const freePage = text(await (await t.app.request(`${BASE}/subscription`, { headers: { Cookie: await sessionCookie(t.deps, free) } })).text());
    const list = PREMIUM_PLAN.features.join(" | ");
    expect(list).not.toMatch(/coloring|PDF/i);
    for (const f of PREMIUM_PLAN.features) expect(freePage).toContain(f);
    expect(count(freePage, PREMIUM_PLAN.everyPlan)).toBe(1);
    expect(freePage).not.toMatch(/premium for unlimited stories, coloring pages/);

    const cancelled = await createUser(t.deps, { subscriptionStatus: "cancelled", subscriptionExpiresAt: new Date("2027-03-01T00:00:00Z") });
    const page = text(await (await t.app.request(`${BASE}/subscription`, { headers: { Cookie: await sessionCookie(t.deps, cancelled) } })).text());
    expect(count(page, "won't renew")).toBe(1);
    expect(page).not.toContain("You have unlimited stories with your premium subscription");
    expect(page).not.toContain("Already Subscribed");
    expect(page).toContain("March 1, 2027");
  });

  it("the home page keeps the spec's three testimonials, labeled as examples", async () => {
    const t = await createTestContext();
    const home = text(await (await t.app.request(`${BASE}/`)).text());
    const { testimonials } = homeCopy(planFacts(t.deps.env));
    expect(testimonials.items).toHaveLength(3);
    expect(home).toContain(testimonials.note);
    expect(count(home, ` ${testimonials.badge} `)).toBe(3);
    for (const item of testimonials.items) expect(home).toContain(item.name);
  });
});

describe("the 404 card (issue 26 item 4)", () => {
  it("keeps the spec's title and hint, adds a plain sentence and links home and to create a story", async () => {
    const { NOT_FOUND } = await import("../../src/render/not-found");
    const t = await createTestContext();
    const res = await t.app.request(`${BASE}/no-such-page`, { headers: { Accept: "text/html" } });
    expect(res.status).toBe(404);
    const html = await res.text();
    const page = text(html);
    expect(page).toContain("404 Page Not Found");
    expect(page).toContain("Did you forget to add the page to the router?");
    expect(page).toContain(NOT_FOUND.plain);
    expect(html).toMatch(
      /<div class="panel-actions"><a class="btn btn-primary" href="\/">Return Home<\/a><a class="btn btn-secondary" href="\/behaviors">Create a Story<\/a>/,
    );
  });
});

describe("account edges (issue 26 item 5)", () => {
  it("Delete account lists everything it removes and what happens to the plan, and lands on a page that confirms it", async () => {
    const { ACCOUNT_DELETION, ACCOUNT_DELETION_REMOVES, ACCOUNT_DELETED, ACCOUNT_DELETED_PATH } = await import("../../src/content/account");
    const { sameOrigin } = await import("../helpers/app");
    const t = await createTestContext();
    const user = await createUser(t.deps, { firstName: "Dee", lastName: "Lete" });
    const cookie = await sessionCookie(t.deps, user);
    const profile = text(await (await t.app.request(`${BASE}/profile`, { headers: { Cookie: cookie } })).text());
    for (const item of ACCOUNT_DELETION_REMOVES) expect(profile).toContain(item);
    expect(ACCOUNT_DELETION_REMOVES.join(" ")).toMatch(/stor.*pictures.*saved children.*check-ins.*recordings.*family link/is);
    expect(profile).toContain(ACCOUNT_DELETION.subscription.free);

    const premium = await createUser(t.deps, { subscriptionStatus: "active", subscriptionExpiresAt: new Date("2027-05-01T00:00:00Z") });
    const premiumProfile = text(await (await t.app.request(`${BASE}/profile`, { headers: { Cookie: await sessionCookie(t.deps, premium) } })).text());
    expect(premiumProfile).toContain("Premium ends with your account (it was paid up to May 1, 2027)");
    expect(premiumProfile).toContain("cancel under Manage Subscription first so it won't renew");

    const res = await t.app.request(`${BASE}/profile/delete`, {
      method: "POST",
      headers: sameOrigin({ Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" }),
      body: "confirm=yes",
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(ACCOUNT_DELETED_PATH);
    const done = await t.app.request(`${BASE}${ACCOUNT_DELETED_PATH}`, { headers: { Accept: "text/html" } });
    expect(done.status).toBe(200);
    const page = text(await done.text());
    expect(page).toContain(ACCOUNT_DELETED.title);
    for (const item of ACCOUNT_DELETION_REMOVES) expect(page).toContain(item);
    // And it is done: the old session no longer opens the profile.
    expect((await t.app.request(`${BASE}/profile`, { headers: { Cookie: cookie } })).status).toBe(302);
  });

  it("/profile leads with the parent's name or e-mail, never a raw sign-in ID, and explains 'Email Verified: No'", async () => {
    const { EMAIL_NOT_VERIFIED_OTHER } = await import("../../src/content/account");
    const t = await createTestContext();
    const id = "6f1c2a4e-9b7d-4c3a-8e2f-1a2b3c4d5e6f";
    const user = await createUser(t.deps, { id, username: id, firstName: null, lastName: null, email: "nameless@example.com", emailVerified: false });
    const html = await (await t.app.request(`${BASE}/profile`, { headers: { Cookie: await sessionCookie(t.deps, user) } })).text();
    expect(html).toMatch(/<h1>nameless@example.com<\/h1>/);
    expect(html).not.toMatch(new RegExp(`<h1>${id}`));
    expect(text(html)).toContain(`No ${EMAIL_NOT_VERIFIED_OTHER}`);
  });
});

describe("admin (issue 26 item 6)", () => {
  it("an admin's menu links to /admin, a parent's doesn't; the avatar's name starts with its initials", async () => {
    const { ADMIN_LINK_LABEL } = await import("../../components/Header");
    const t = await createTestContext();
    const admin = await createUser(t.deps, { isAdmin: true, firstName: "Ada", lastName: "Min" });
    const parent = await createUser(t.deps, { firstName: "Pat", lastName: "Parent" });
    const adminPage = await (await t.app.request(`${BASE}/library`, { headers: { Cookie: await sessionCookie(t.deps, admin) } })).text();
    expect(adminPage.match(new RegExp(`<a[^>]*href="/admin"[^>]*>${ADMIN_LINK_LABEL}</a>`, "g"))).toHaveLength(2);
    expect(adminPage).toContain('aria-label="AM, account menu for Ada Min"');
    const parentPage = await (await t.app.request(`${BASE}/library`, { headers: { Cookie: await sessionCookie(t.deps, parent) } })).text();
    expect(parentPage).not.toContain('href="/admin"');
  });

  it("Users: the Username column doesn't repeat the e-mail, Stories counts the library (deleted stories gone); Active Subscriptions excludes cancelled; SendFox's dashboard only when configured", async () => {
    const { stories } = await import("../../db/schema");
    const { jsonHeaders } = await import("../helpers/app");
    const t = await createTestContext();
    const admin = await createUser(t.deps, { isAdmin: true });
    const cookie = await sessionCookie(t.deps, admin);
    const same = await createUser(t.deps, {
      username: "mia.mom@example.com",
      email: "mia.mom@example.com",
      firstName: "Mia",
      lastName: "Mom",
      storiesGenerated: 3,
    });
    const story = {
      userId: same.id,
      childName: "Mia",
      childAge: "4-5",
      behavior: "bedtime",
      theme: "animals",
      storyContent: "Once.",
      imageUrl: "/x",
      title: "T",
    };
    const [first] = await t.deps.db.insert(stories).values([story, story, story]).returning();
    // The parent deletes one story through the API, as the library does.
    const del = await t.app.request(`${BASE}/api/stories/${first!.id}`, { method: "DELETE", headers: jsonHeaders(await sessionCookie(t.deps, same)) });
    expect(del.status).toBeLessThan(300);
    await createUser(t.deps, { subscriptionStatus: "active", subscriptionExpiresAt: new Date("2027-06-01T00:00:00Z") });
    await createUser(t.deps, { subscriptionStatus: "cancelled", subscriptionExpiresAt: new Date("2027-06-01T00:00:00Z") });

    const list = (await (await t.app.request(`${BASE}/api/admin/users`, { headers: jsonHeaders(cookie) })).json()) as {
      id: string;
      storiesInLibrary: number;
      storiesGenerated: number;
      name: string | null;
    }[];
    const row = list.find((u) => u.id === same.id)!;
    expect(row).toMatchObject({ storiesInLibrary: 2, storiesGenerated: 3, name: "Mia Mom" });
    const users = await (await t.app.request(`${BASE}/admin?tab=users`, { headers: { Cookie: cookie } })).text();
    const tr = users.slice(users.indexOf(`<tr data-user-id="${same.id}">`)).split("</tr>")[0]!;
    const cells = [...tr.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((m) => text(m[1]!).trim());
    expect(cells[1]).toBe("Mia Mom");
    expect(cells[2]).toBe("mia.mom@example.com");
    expect(cells[4]).toBe("2");

    const stats = (await (await t.app.request(`${BASE}/api/admin/stats`, { headers: jsonHeaders(cookie) })).json()) as {
      activeSubscriptions: number;
      totalStories: number;
    };
    expect(stats).toMatchObject({ activeSubscriptions: 1, totalStories: 2 });
    const overview = text(await (await t.app.request(`${BASE}/admin`, { headers: { Cookie: cookie } })).text());
    expect(overview).toContain("Stories Generated (last 7 days)");
    expect(overview).not.toContain("(Last 7 days)");

    const subs = await (await t.app.request(`${BASE}/admin?tab=subscribers`, { headers: { Cookie: cookie } })).text();
    expect(subs).not.toContain("Open SendFox Dashboard");
    const withSendFox = await createTestContext({ SENDFOX_API_TOKEN: "sf-token", SENDFOX_API_BASE: "http://127.0.0.1:9" });
    const admin2 = await createUser(withSendFox.deps, { isAdmin: true });
    const subs2 = await (
      await withSendFox.app.request(`${BASE}/admin?tab=subscribers`, { headers: { Cookie: await sessionCookie(withSendFox.deps, admin2) } })
    ).text();
    expect(subs2).toContain("Open SendFox Dashboard");
  });
});

describe("smaller things (issue 26 item 8)", () => {
  it("FAQ search finds 'classroom' and 'refund', and the empty state points at Clear Search, not at questions below", async () => {
    const { faqCategories, faqMatches, FAQ_PAGE } = await import("../../src/content/faq");
    const t = await createTestContext();
    const items = faqCategories(planFacts(t.deps.env)).flatMap((c) => c.items);
    expect(items.filter((i) => faqMatches(i, "classroom")).map((i) => i.id)).toContain("classroom");
    expect(items.filter((i) => faqMatches(i, "refund")).map((i) => i.id)).toContain("cancel");
    const found = text(await (await t.app.request(`${BASE}/faq?q=refund`)).text());
    expect(found).toContain("How do I cancel my subscription, and can I get a refund?");
    const none = text(await (await t.app.request(`${BASE}/faq?q=zebra`)).text());
    expect(none).toContain(FAQ_PAGE.noResults.title);
    expect(none).not.toMatch(/questions below/);
    expect(none).toContain("clear the search");
  });

  it("Live Chat keeps the spec's 'Start Chat' but as a button that is off, not a link to the contact form", async () => {
    const t = await createTestContext();
    const html = await (await t.app.request(`${BASE}/support?tab=contact`)).text();
    expect(html).toMatch(/<button type="button" class="btn btn-primary" disabled="" aria-describedby="live-chat-note">Start Chat<\/button>/);
    expect(html).not.toMatch(/<a[^>]*>Start Chat<\/a>/);
  });

  it("a turned-off family link says it was turned off; a free parent sees the free stories left before they run out; 'Learn More' says where it goes", async () => {
    const { SHARE_ERROR } = await import("../../routes/share");
    const { freeStoriesLeft } = await import("../../src/contracts/plan");
    const { LEARN_MORE_ABOUT } = await import("../../routes/home");
    const t = await createTestContext();
    const gone = await t.app.request(`${BASE}/s/${"x".repeat(43)}`);
    expect(gone.status).toBe(404);
    const body = text(await gone.text());
    expect(body).toContain(SHARE_ERROR.body);
    expect(body).toContain("turned off");
    expect(body).not.toContain("permission");

    const user = await createUser(t.deps);
    const form = text(await (await t.app.request(`${BASE}/behaviors`, { headers: { Cookie: await sessionCookie(t.deps, user) } })).text());
    expect(form).toContain(freeStoriesLeft(planFacts(t.deps.env), 3));
    expect(form).toContain("You have 3 of 3 free stories left this month.");

    const home = await (await t.app.request(`${BASE}/`)).text();
    expect(home.replace(/<!-- -->/g, "")).toContain(`Learn More<span class="visually-hidden"> ${LEARN_MORE_ABOUT}</span>`);
  });
});
