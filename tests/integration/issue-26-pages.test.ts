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
    expect(html).toMatch(/<div class="panel-actions"><a class="btn btn-primary" href="\/">Return Home<\/a><a class="btn btn-secondary" href="\/behaviors">Create a Story<\/a>/);
  });
});
