import { describe, expect, it } from "vitest";
import { createTestContext, createUser, jsonHeaders, sameOrigin, sessionCookie, type TestContext } from "../helpers/app";
import { FREE_STORIES_PER_CLIENT_PER_DAY, FREE_STORY_CLIENT_LIMIT_MESSAGE } from "../../src/stories/client-quota";

/**
 * Security issue #21, item 7: free stories are hard to farm with many accounts. One client (an IPv4
 * address or an IPv6 /64) may start FREE_STORIES_PER_CLIENT_PER_DAY free stories a day across all its
 * accounts; subscribers are not limited by it, and each account keeps its own free stories otherwise.
 */
const GOOD = { childName: "Maya", childAge: "4-5", behavior: "bedtime", theme: "animals" };
const decode = (s: string) =>
  s
    .replace(/<!-- -->/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

const generate = (t: TestContext, cookie: string, client: string) =>
  t.app.request("http://localhost:3000/api/stories/generate", {
    method: "POST",
    headers: { ...jsonHeaders(cookie), "X-Forwarded-For": client },
    body: JSON.stringify(GOOD),
  });

const newParent = async (t: TestContext, overrides = {}) => sessionCookie(t.deps, await createUser(t.deps, overrides));

/** Free stories from one client, as many accounts each using all of their own free stories. */
async function farm(t: TestContext, client: string, stories: number): Promise<{ statuses: number[]; cookie: string }> {
  const statuses: number[] = [];
  let cookie = await newParent(t);
  let used = 0;
  for (let i = 0; i < stories; i++) {
    if (used === t.deps.env.FREE_STORIES) {
      cookie = await newParent(t);
      used = 0;
    }
    statuses.push((await generate(t, cookie, client)).status);
    used += 1;
  }
  return { statuses, cookie };
}

describe("free stories per client per day", () => {
  it(`lets one client start ${FREE_STORIES_PER_CLIENT_PER_DAY} free stories a day across accounts, then answers 429 with a clear message (was 60 from 20 accounts)`, async () => {
    const t = await createTestContext({ TRUST_PROXY: "1" });
    const free = t.deps.env.FREE_STORIES;
    const before = FREE_STORIES_PER_CLIENT_PER_DAY - 1;
    const { statuses, cookie: usedUp } = await farm(t, "203.0.113.8", free * Math.floor(before / free));
    // An account out of its own free stories hears about its quota (402) and uses none of the client's.
    for (let i = 0; i < 3; i++) expect((await generate(t, usedUp, "203.0.113.8")).status).toBe(402);
    statuses.push(...(await farm(t, "203.0.113.8", FREE_STORIES_PER_CLIENT_PER_DAY - statuses.length)).statuses);
    expect(statuses).toEqual(Array(FREE_STORIES_PER_CLIENT_PER_DAY).fill(201));

    const fresh = await newParent(t);
    const refused = await generate(t, fresh, "203.0.113.8");
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: { code: "rate_limited", message: FREE_STORY_CLIENT_LIMIT_MESSAGE } });
    // The form says the same, on the re-rendered form.
    const form = await t.app.request("http://localhost:3000/behaviors", {
      method: "POST",
      headers: sameOrigin({ Cookie: fresh, "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html", "X-Forwarded-For": "203.0.113.8" }),
      body: new URLSearchParams(GOOD).toString(),
    });
    expect(form.status).toBe(429);
    expect(decode(await form.text())).toContain(FREE_STORY_CLIENT_LIMIT_MESSAGE);

    // A subscriber from the same client is not limited; a parent elsewhere is not either; tomorrow it is open again.
    const subscriber = await newParent(t, { subscriptionStatus: "active" });
    expect((await generate(t, subscriber, "203.0.113.8")).status).toBe(201);
    expect((await generate(t, fresh, "198.51.100.3")).status).toBe(201);
    t.setNow(new Date(t.deps.now().getTime() + 24 * 3_600_000 + 1000));
    expect((await generate(t, await newParent(t), "203.0.113.8")).status).toBe(201);
  }, 120_000);

  it("counts an IPv6 client by its /64", async () => {
    const t = await createTestContext({ TRUST_PROXY: "1" });
    const statuses: number[] = [];
    let cookie = await newParent(t);
    for (let i = 0; i <= FREE_STORIES_PER_CLIENT_PER_DAY; i++) {
      if (i % t.deps.env.FREE_STORIES === 0) cookie = await newParent(t);
      statuses.push((await generate(t, cookie, `2001:db8:77:1::${i + 1}`)).status);
    }
    expect(statuses.at(-1)).toBe(429);
  }, 120_000);
});

describe("FREE_STORIES_PER_CLIENT", () => {
  it("raises the cap for a school behind one address, and 0 turns it off", async () => {
    const t = await createTestContext({ TRUST_PROXY: "1", FREE_STORIES_PER_CLIENT: "4" });
    expect((await farm(t, "203.0.113.9", 5)).statuses).toEqual([201, 201, 201, 201, 429]);
    const off = await createTestContext({ TRUST_PROXY: "1", FREE_STORIES_PER_CLIENT: "0" });
    expect((await farm(off, "203.0.113.9", FREE_STORIES_PER_CLIENT_PER_DAY + 2)).statuses).toEqual(Array(FREE_STORIES_PER_CLIENT_PER_DAY + 2).fill(201));
  });
});
