import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestContext, createUser, sameOrigin, sessionCookie, type TestContext } from "../helpers/app";
import { subscribers } from "../../db/schema";
import { composeStory } from "../../src/engine/local";
import { coloringSceneIndex, describeScene } from "../../src/contracts/story-plan";
import { SAMPLE_REQUEST } from "../../src/pdf/sample-story";
import { SAMPLE_PICTURES, samplePicture, sampleStory } from "../../components/public/HomeSample";
import { cardLayout } from "../../routes/blog";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ TRUST_PROXY: "1" });
});

let ip = 0;
const req = (path: string, init?: RequestInit) => t.app.request(`http://localhost:3000${path}`, init);
const decode = (s: string) =>
  s
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describe("the theme key on every page (issue 13, item 14)", () => {
  it("every page, with or without islands, 404 and sign-in pages included, carries the inline theme script with this response's CSP nonce", async () => {
    for (const path of ["/", "/about", "/faq", "/terms-of-service", "/blog/not-a-real-article", "/login", "/behavior-guide", "/no-such-page"]) {
      const res = await req(path);
      const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy")!)![1]!;
      const page = await res.text();
      const inline = [...page.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)].filter((m) => !m[1]!.includes("src="));
      expect(inline, path).toHaveLength(1);
      expect(inline[0]![1], path).toBe(` nonce="${nonce}"`);
      expect(inline[0]![2], path).toBe('try{if(!localStorage.getItem("theme"))localStorage.setItem("theme","light")}catch(e){}');
      // In <head>, so it runs before anything else on the page.
      expect(page.indexOf(inline[0]![0]), path).toBeLessThan(page.indexOf("</head>"));
    }
  });
});

describe("/callback while already signed in (issue 13, item 16)", () => {
  it("sends a signed-in visitor on to returnTo, or /, instead of 'missing_transaction'", async () => {
    const user = await createUser(t.deps, { firstName: "Ada", lastName: "Park" });
    const cookie = await sessionCookie(t.deps, user);
    for (const [query, to] of [
      ["?code=used-code&state=old-state", "/"],
      ["", "/"],
      ["?returnTo=%2Flibrary", "/library"],
      ["?returnTo=https%3A%2F%2Fevil.example%2F", "/"],
      ["?error=access_denied&state=x", "/"],
    ] as const) {
      const res = await req(`/callback${query}`, { headers: { Cookie: cookie } });
      expect(res.status, query).toBe(200);
      expect(res.headers.get("refresh"), query).toBe(`1; url=${to}`);
      const page = decode(await res.text());
      expect(page, query).not.toContain("Authentication Error");
      expect(page, query).not.toContain("missing_transaction");
      expect(page, query).toContain("Logging you in...");
      expect(page, query).toContain(`href="${to}">Continue</a>`);
    }
  });

  it("a signed-out visitor without a transaction still gets the error panel", async () => {
    const res = await req("/callback?code=x&state=y");
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toContain("Authentication Error");
    expect(page).toContain("missing_transaction");
  });
});

describe("/blog newsletter box without JavaScript (issue 13, item 12)", () => {
  const post = (body: Record<string, string>) =>
    req("/blog", {
      method: "POST",
      headers: { ...sameOrigin({ "Content-Type": "application/x-www-form-urlencoded" }), "X-Forwarded-For": `198.51.100.${++ip}` },
      body: new URLSearchParams(body).toString(),
      redirect: "manual",
    });

  it("a bad signup re-renders the blog with the research form's messages and the values kept (422)", async () => {
    const res = await post({ firstName: "R2-D2", email: "nope" });
    expect(res.status).toBe(422);
    const page = decode(await res.text());
    expect(page).toContain("The Behavior Tales Blog");
    expect(page).toContain("Please enter a valid name (letters, spaces, hyphens, and apostrophes only)");
    expect(page).toContain("Please enter a valid email address");
    expect(page).toContain("Please agree to receive the research paper to continue");
    expect(page).toMatch(/<input id="newsletter-firstName"[^>]*aria-invalid="true"[^>]*aria-describedby="newsletter-firstName-error"/);
    expect(page).toContain('value="R2-D2"');
    expect(await t.deps.db.select().from(subscribers).where(eq(subscribers.email, "nope"))).toHaveLength(0);
  });

  it("a good signup is stored like the research paper's and goes to the paper (303)", async () => {
    const res = await post({ firstName: "Noor", email: "Noor.Blog@example.com", consent: "on" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/about/research-paper?email=noor.blog%40example.com#main");
    const rows = await t.deps.db.select().from(subscribers).where(eq(subscribers.email, "noor.blog@example.com"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: "Noor", source: "research_paper" });
  });

  it("lays the recent articles out so no row holds a lone card", () => {
    // Five: two half-row cards, then a row of three; on a tablet the first card takes the whole row.
    expect([0, 1, 2, 3, 4].map((i) => cardLayout(i, 5))).toEqual(["span-half span-both-md", "span-half", "", "", ""]);
    expect([0, 1, 2, 3, 4, 5].map((i) => cardLayout(i, 6))).toEqual(["", "", "", "", "", ""]);
    expect([0, 1, 2, 3, 4, 5, 6].map((i) => cardLayout(i, 7))).toEqual(["span-half span-both-md", "span-half", "span-half", "span-half", "", "", ""]);
    expect(cardLayout(0, 1)).toBe("span-full span-both-md");
  });
});

describe("home: a real generated story and coloring page (issue 13, item 15)", () => {
  const expected = composeStory(SAMPLE_REQUEST);
  const plan = expected.plan;

  it("shows the sample story's first page, its words and its coloring page, with the plan's descriptions as alt text", async () => {
    const page = decode(await (await req("/")).text());
    expect(page).toContain(expected.title);
    expect(page).toContain(plan.scenes[0]!.text);
    expect(page).toContain(`<img class="sample-picture" src="${SAMPLE_PICTURES.firstPage}" alt="${describeScene(plan, plan.scenes[0]!)}"`);
    expect(page).toContain(`<img src="${SAMPLE_PICTURES.coloring}" alt="${describeScene(plan, plan.scenes[coloringSceneIndex(plan)]!)}"`);
    expect(page).toMatch(/href="\/samples\/sample-story\.pdf">Read the whole story \(PDF\)<\/a>/);
    expect(page).toContain("for Mia, age 4-5: a bedtime story with the Animals theme");
  });

  it("serves both pictures as line-art SVG from the local engine, titled with their alt text", async () => {
    for (const [path, alt] of [
      [SAMPLE_PICTURES.coloring, describeScene(plan, plan.scenes[coloringSceneIndex(plan)]!)],
      [SAMPLE_PICTURES.firstPage, describeScene(plan, plan.scenes[0]!)],
    ] as const) {
      const res = await req(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type"), path).toBe("image/svg+xml; charset=utf-8");
      expect(res.headers.get("cache-control"), path).toBe("public, max-age=86400");
      const svg = await res.text();
      expect(svg.startsWith("<svg "), path).toBe(true);
      expect(svg, path).toMatch(new RegExp(`<title>${escapeRe(alt)}</title>`));
      expect(svg, path).not.toMatch(/<image|<script|href="http/);
    }
  });

  it("plans the story once and draws each picture once per process", () => {
    expect(sampleStory()).toBe(sampleStory());
    const font = new Uint8Array(0);
    const first = samplePicture("firstPage", font);
    expect(samplePicture("firstPage", font)).toBe(first);
    const t0 = performance.now();
    for (let i = 0; i < 1000; i++) samplePicture("firstPage", font);
    expect(performance.now() - t0).toBeLessThan(50);
  });
});
