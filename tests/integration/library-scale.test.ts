import { beforeAll, describe, expect, it } from "vitest";
import { createClient } from "@libsql/client";
import { eq } from "drizzle-orm";
import { createTestContext, createUser, jsonHeaders, sessionCookie, type TestContext } from "../helpers/app";
import { SAMPLE_STORIES, fillName } from "../helpers/stories";
import { stories, type User } from "../../db/schema";
import { storySummaryQuery, encodeCursor } from "../../src/stories/library";
import { nextLink, STORY_PAGE_SIZE } from "../../src/contracts/story";

/**
 * GET /api/stories at scale (issue 16): summaries only, a page (≤ 100) at a time with the next page in a
 * Link header, a stable order for equal timestamps, search / favorites / saved-child filters that
 * combine with the pages, 400 for bad parameters, owner-only, and a query plan on the indexes.
 */

const BASE = "http://localhost:3000";
const SUMMARY_KEYS = [
  "behavior",
  "childId",
  "childName",
  "createdAt",
  "customBehavior",
  "favorite",
  "id",
  "pictureKind",
  "pictureUrl",
  "preview",
  "theme",
  "title",
];

interface Row {
  title?: string;
  childName?: string;
  behavior?: string;
  customBehavior?: string | null;
  favorite?: boolean;
  childId?: number | null;
  createdAt: Date;
  storyContent?: string;
}

/** Insert stories straight into the table, saved (the way createStory leaves them); ids in insertion order. */
async function seed(t: TestContext, user: Pick<User, "id">, rows: Row[]): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 100) {
    const values = rows.slice(i, i + 100).map((r, j) => {
      const sample = SAMPLE_STORIES[(i + j) % SAMPLE_STORIES.length]!;
      const childName = r.childName ?? "Maya";
      return {
        userId: user.id,
        childName,
        childAge: sample.childAge,
        behavior: r.behavior ?? sample.behavior,
        theme: sample.theme,
        customBehavior:
          r.customBehavior !== undefined
            ? r.customBehavior
            : (r.behavior ?? sample.behavior) === "custom"
              ? (sample.customBehavior ?? "a special situation")
              : null,
        storyContent: r.storyContent ?? fillName(sample.text, childName),
        title: r.title ?? `${fillName(sample.title, childName)} #${i + j + 1}`,
        imageUrl: "/api/stories/0/image",
        favorite: r.favorite ?? false,
        childId: r.childId ?? null,
        createdAt: r.createdAt,
      };
    });
    const inserted = await t.deps.db.insert(stories).values(values).returning({ id: stories.id });
    ids.push(...inserted.map((x) => x.id));
  }
  return ids;
}

type Summary = { id: number; [k: string]: unknown };

/** GET a list address; the answer, its summaries and the next page's address. */
async function list(t: TestContext, cookie: string, path: string) {
  const res = await t.app.request(`${BASE}${path}`, { headers: jsonHeaders(cookie) });
  const body = res.status === 200 ? ((await res.json()) as Summary[]) : null;
  return { res, body, next: nextLink(res.headers.get("link")) };
}

/** Follow the Link headers from `path` to the end: every page's size and every id in order. */
async function walk(t: TestContext, cookie: string, path: string) {
  const sizes: number[] = [];
  const ids: number[] = [];
  let at: string | null = path;
  for (let guard = 0; at && guard < 1000; guard++) {
    const { res, body, next }: Awaited<ReturnType<typeof list>> = await list(t, cookie, at);
    expect(res.status, at).toBe(200);
    expect(Array.isArray(body)).toBe(true);
    sizes.push(body!.length);
    ids.push(...body!.map((s) => s.id));
    if (next) expect(next.startsWith("/api/stories?")).toBe(true);
    at = next;
  }
  return { sizes, ids };
}

const hour = (h: number) => new Date(Date.UTC(2026, 0, 1) + h * 3_600_000);

describe("GET /api/stories: pages", () => {
  let t: TestContext;
  let a: { user: User; cookie: string };
  let b: { user: User; cookie: string };
  let ids: number[];

  beforeAll(async () => {
    t = await createTestContext({});
    const ua = await createUser(t.deps, { firstName: "Alice" });
    const ub = await createUser(t.deps, { firstName: "Bruno" });
    a = { user: ua, cookie: await sessionCookie(t.deps, ua) };
    b = { user: ub, cookie: await sessionCookie(t.deps, ub) };
    ids = await seed(
      t,
      a.user,
      Array.from({ length: 250 }, (_, i) => ({ createdAt: hour(i), favorite: i % 10 === 0 })),
    );
  });

  it("walks 250 stories as 100, 100, 50, newest first, each exactly once, following the Link header", async () => {
    const first = await list(t, a.cookie, "/api/stories");
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get("link")).toMatch(/^<\/api\/stories\?cursor=[A-Za-z0-9_-]+>; rel="next"$/);
    const { sizes, ids: walked } = await walk(t, a.cookie, "/api/stories");
    expect(sizes).toEqual([100, 100, 50]);
    expect(walked).toEqual([...ids].reverse());
    expect(new Set(walked).size).toBe(250);
    // The last page says nothing more.
    const last = await list(t, a.cookie, (await list(t, a.cookie, first.next!)).next!);
    expect(last.body).toHaveLength(50);
    expect(last.res.headers.get("link")).toBeNull();
  });

  it("keeps the limit in the next page's address, and pages of any size walk the same list", async () => {
    const page = await list(t, a.cookie, "/api/stories?limit=30");
    expect(page.body).toHaveLength(30);
    expect(page.next).toMatch(/[?&]limit=30(&|$)/);
    const { sizes, ids: walked } = await walk(t, a.cookie, "/api/stories?limit=30");
    expect(sizes).toEqual([30, 30, 30, 30, 30, 30, 30, 30, 10]);
    expect(walked).toEqual([...ids].reverse());
    expect((await list(t, a.cookie, "/api/stories?limit=100")).body).toHaveLength(STORY_PAGE_SIZE);
  });

  it("answers summaries only: the card's fields and a 120-character preview, never the full text", async () => {
    const { res, body } = await list(t, a.cookie, "/api/stories?limit=5");
    const raw = await (await t.app.request(`${BASE}/api/stories?limit=5`, { headers: jsonHeaders(a.cookie) })).text();
    expect(res.status).toBe(200);
    for (const s of body!) {
      expect(Object.keys(s).sort()).toEqual(SUMMARY_KEYS);
      const [row] = await t.deps.db.select().from(stories).where(eq(stories.id, s.id));
      expect(s.preview).toBe(row!.storyContent.replace(/\s+/g, " ").trim().slice(0, 120) + "…");
      expect(s.pictureUrl).toBe(`/api/stories/${s.id}/image`);
      expect(s.pictureKind).toBe("coloring");
      expect(s.createdAt).toBe(row!.createdAt.toISOString());
      expect(raw).not.toContain(row!.storyContent.replace(/\s+/g, " ").trim().slice(0, 200));
    }
    for (const key of ["storyContent", "qualityReport", "plan", "userId", "sceneImages"]) expect(raw).not.toContain(`"${key}"`);
    // The full text is one call away.
    const one = await (await t.app.request(`${BASE}/api/stories/${body![0]!.id}`, { headers: jsonHeaders(a.cookie) })).json();
    expect(one.storyContent.length).toBeGreaterThan(200);
  });

  it("is owner-only: another parent sees none of these, with or without a cursor taken from them", async () => {
    const mine = await seed(t, b.user, [{ createdAt: hour(5), title: "Bruno's own", childName: "Olek" }]);
    const first = await list(t, a.cookie, "/api/stories");
    const theirs = await walk(t, b.cookie, "/api/stories");
    expect(theirs.ids).toEqual(mine);
    const withCursor = await list(t, b.cookie, first.next!);
    expect(withCursor.res.status).toBe(200);
    expect(withCursor.body!.map((s) => s.id)).toEqual(mine);
    expect(JSON.stringify(withCursor.body)).not.toContain("Maya");
    expect((await list(t, "", "/api/stories")).res.status).toBe(401);
  });

  it("answers 400 with a JSON error for a bad limit, cursor, favorite, childId or q", async () => {
    const forged = Buffer.from("not-a-cursor").toString("base64url");
    const bad = [
      "limit=0",
      "limit=101",
      "limit=-1",
      "limit=1.5",
      "limit=ten",
      "limit=1e2",
      "cursor=%25%25",
      "cursor=abc",
      `cursor=${forged}`,
      `cursor=${encodeCursor({ createdAt: 1, id: 2 })}x!`,
      "favorite=yes",
      "childId=abc",
      "childId=-3",
      `q=${"x".repeat(201)}`,
    ];
    for (const query of bad) {
      const res = await t.app.request(`${BASE}/api/stories?${query}`, { headers: jsonHeaders(a.cookie) });
      expect(res.status, query).toBe(400);
      expect(res.headers.get("content-type"), query).toMatch(/application\/json/);
      const body = await res.json();
      expect(body.error.code, query).toBe("invalid_query");
      expect(typeof body.error.message, query).toBe("string");
    }
  });
});

describe("GET /api/stories: equal timestamps", () => {
  it("orders stories made in the same millisecond by id and pages through them without repeats or gaps", async () => {
    const t = await createTestContext({});
    const user = await createUser(t.deps);
    const cookie = await sessionCookie(t.deps, user);
    const same = new Date("2026-06-01T10:00:00.000Z");
    // Three groups of equal timestamps, inserted out of order, straddling page boundaries.
    const ids = await seed(t, user, [
      ...Array.from({ length: 70 }, () => ({ createdAt: same })),
      ...Array.from({ length: 20 }, () => ({ createdAt: hour(-1) })),
      ...Array.from({ length: 60 }, () => ({ createdAt: new Date(same.getTime() + 1) })),
    ]);
    const expected = [...ids.slice(90).reverse(), ...ids.slice(0, 70).reverse(), ...ids.slice(70, 90).reverse()];
    for (const limit of [100, 7, 1, 33]) {
      const { ids: walked, sizes } = await walk(t, cookie, `/api/stories?limit=${limit}`);
      expect(walked, `limit ${limit}`).toEqual(expected);
      expect(sizes.slice(0, -1).every((n) => n === limit)).toBe(true);
    }
  });
});

describe("GET /api/stories: search, favorites and a saved child, with pages", () => {
  let t: TestContext;
  let cookie: string;
  let user: User;
  let maya: number;
  let leo: number;

  beforeAll(async () => {
    t = await createTestContext({});
    user = await createUser(t.deps);
    cookie = await sessionCookie(t.deps, user);
    const child = async (name: string) => {
      const r = await t.app.request(`${BASE}/api/children`, { method: "POST", headers: jsonHeaders(cookie), body: JSON.stringify({ name, childAge: "4-5" }) });
      expect(r.status).toBe(201);
      return ((await r.json()) as { id: number }).id;
    };
    maya = await child("Maya");
    leo = await child("Leo");
    const rows: Row[] = [];
    for (let i = 0; i < 230; i++) {
      const kind = i % 5;
      rows.push({
        createdAt: hour(i),
        favorite: i % 3 === 0,
        // Maya: made from the saved child (kind 0), typed in under her name in any case (kind 1, 2); Leo's and Zoë's otherwise.
        childName: kind === 0 ? "Maya" : kind === 1 ? "maya" : kind === 2 ? " MAYA " : kind === 3 ? "Leo" : "Zoë",
        childId: kind === 0 ? maya : kind === 3 ? leo : null,
        behavior: i % 4 === 0 ? "screen-time" : i % 4 === 1 ? "custom" : "bedtime",
        customBehavior: i % 4 === 1 ? (i % 8 === 1 ? "Scared of the 100% LOUD vacuum" : "won't wear_shoes") : null,
        title: i === 7 ? "The Dragon Who Shared" : `Story number ${i}`,
      });
    }
    await seed(t, user, rows);
  });

  /** Every story of the user's, as rows, newest first (the expected lists are computed from these). */
  async function all() {
    const rows = await t.deps.db.select().from(stories).where(eq(stories.userId, user.id));
    return rows.sort((x, y) => y.createdAt.getTime() - x.createdAt.getTime() || y.id - x.id);
  }

  const cases: Array<[string, (r: Awaited<ReturnType<typeof all>>[number]) => boolean]> = [
    ["q=dragon", (r) => r.title === "The Dragon Who Shared"],
    ["q=SCREEN-TIME", (r) => r.behavior === "screen-time"],
    // The card's label for screen-time is "Screens".
    ["q=screens", (r) => r.behavior === "screen-time"],
    ["q=vacuum", (r) => (r.customBehavior ?? "").includes("vacuum")],
    ["q=maya", (r) => r.childName.toLowerCase().includes("maya")],
    ["q=zo%C3%8B", (r) => r.childName === "Zoë"],
    // LIKE wildcards are literal: "%" and "_" match only themselves.
    ["q=100%25", (r) => (r.customBehavior ?? "").includes("100%")],
    ["q=wear_shoes", (r) => (r.customBehavior ?? "").includes("wear_shoes")],
    ["q=wear%25", () => false],
    ["q=_", (r) => `${r.title}${r.customBehavior ?? ""}`.includes("_")],
    ["favorite=1", (r) => r.favorite],
    ["favorite=true&q=screen", (r) => r.favorite && r.behavior === "screen-time"],
    ["favorite=0", () => true],
  ];

  it.each(cases)("%s: every match exactly once, newest first, across pages of 17", async (query, keep) => {
    const expected = (await all()).filter(keep).map((r) => r.id);
    const { ids, sizes } = await walk(t, cookie, `/api/stories?${query}&limit=17`);
    expect(ids).toEqual(expected);
    if (expected.length > 17) expect(sizes[0]).toBe(17);
  });

  it("childId: the saved child's stories (made from them, or typed in under their name in any case), combined with favorites and search", async () => {
    const rows = await all();
    const isMaya = (r: (typeof rows)[number]) => (r.childId != null ? r.childId === maya : r.childName.trim().toLowerCase() === "maya");
    const mayas = rows.filter(isMaya).map((r) => r.id);
    expect(mayas.length).toBeGreaterThan(100);
    const walked = await walk(t, cookie, `/api/stories?childId=${maya}`);
    expect(walked.ids).toEqual(mayas);
    expect(walked.sizes).toEqual([100, mayas.length - 100]);
    expect((await walk(t, cookie, `/api/stories?childId=${leo}&limit=10`)).ids).toEqual(rows.filter((r) => r.childId === leo).map((r) => r.id));
    expect((await walk(t, cookie, `/api/stories?childId=${maya}&favorite=1&q=custom&limit=9`)).ids).toEqual(
      rows.filter((r) => isMaya(r) && r.favorite && r.behavior === "custom").map((r) => r.id),
    );
    // The filters stay in the next page's address.
    const page = await list(t, cookie, `/api/stories?childId=${maya}&favorite=1&q=custom&limit=9`);
    expect(page.next).toMatch(/q=custom/);
    expect(page.next).toMatch(/favorite=1/);
    expect(page.next).toMatch(new RegExp(`childId=${maya}`));
    expect(page.next).toMatch(/limit=9/);
  });

  it("another parent's (or no) saved child is a 404", async () => {
    const other = await createUser(t.deps);
    const otherCookie = await sessionCookie(t.deps, other);
    expect((await list(t, otherCookie, `/api/stories?childId=${maya}`)).res.status).toBe(404);
    expect((await list(t, cookie, `/api/stories?childId=999999`)).res.status).toBe(404);
  });

  it("a story with a plan shows its first scene's picture on the card", async () => {
    const made = await t.app.request(`${BASE}/api/stories/generate`, {
      method: "POST",
      headers: jsonHeaders(cookie),
      body: JSON.stringify({ childName: "Quentina", childAge: "4-5", behavior: "fear", theme: "fantasy" }),
    });
    expect(made.status).toBe(201);
    const story = await made.json();
    const [first] = (await list(t, cookie, "/api/stories?q=quentina")).body!;
    expect(first).toMatchObject({ id: story.id, pictureUrl: `/api/stories/${story.id}/scenes/1/image`, pictureKind: "scene", childName: "Quentina" });
    expect(first!.preview).toBe(story.storyContent.replace(/\s+/g, " ").trim().slice(0, 120) + "…");
  });
});

describe("the list's query plan", () => {
  it("uses the (user, created_at, id) index — no full scan of stories, no sort — for every page and filter", async () => {
    const t = await createTestContext({});
    const user = await createUser(t.deps);
    await seed(
      t,
      user,
      Array.from({ length: 300 }, (_, i) => ({ createdAt: hour(i), favorite: i % 4 === 0 })),
    );
    const other = await createUser(t.deps);
    await seed(
      t,
      other,
      Array.from({ length: 300 }, (_, i) => ({ createdAt: hour(i) })),
    );
    const client = createClient({ url: t.deps.env.DATABASE_URL });
    await client.execute("ANALYZE");
    const cursor = { createdAt: hour(150).getTime(), id: 150 };
    const plans: Array<[string, Parameters<typeof storySummaryQuery>[2], RegExp]> = [
      ["first page", { view: {}, child: null, cursor: null, limit: 100 }, /USING (COVERING )?INDEX stories_user_created_id_idx/],
      [
        "a later page",
        { view: {}, child: null, cursor, limit: 100 },
        /USING (COVERING )?INDEX stories_user_created_id_idx \(user_id=\? AND (\(created_at,id\)|created_at)<\(?\?/,
      ],
      [
        "favorites",
        { view: { favorite: true }, child: null, cursor, limit: 100 },
        /USING (COVERING )?INDEX stories_user_favorite_idx \(user_id=\? AND favorite=\?/,
      ],
      ["search", { view: { q: "maya" }, child: null, cursor, limit: 100 }, /USING (COVERING )?INDEX stories_user_/],
      ["a saved child", { view: {}, child: { id: 1, name: "Maya" }, cursor: null, limit: 100 }, /USING (COVERING )?INDEX stories_user_/],
    ];
    for (const [name, opts, uses] of plans) {
      const { sql, params } = storySummaryQuery(t.deps.db, user.id, opts).toSQL();
      const plan = (await client.execute({ sql: `EXPLAIN QUERY PLAN ${sql}`, args: params as never })).rows.map((r) => String(r.detail));
      const text = plan.join("\n");
      expect(text, name).toMatch(uses);
      expect(text, name).not.toMatch(/SCAN stories(?! USING)/);
      expect(text, name).not.toMatch(/USE TEMP B-TREE FOR ORDER BY/);
    }
    client.close();
  });
});
