import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { createTestContext, createUser, jsonHeaders, sessionCookie, type TestContext } from "../helpers/app";
import { adminAudit, contactMessages, stories, subscribers, users, type User } from "../../db/schema";

const NOW = new Date("2026-11-21T12:00:00Z");
const DAY = 86400_000;
const ORIGIN = "http://localhost:3000";

let t: TestContext;
let admin: User;
let adminCookie: string;
let parent: User;
let parentCookie: string;
beforeAll(async () => {
  t = await createTestContext({ STORY_STREAM_DELAY_MS: "0" });
  admin = await createUser(t.deps, { isAdmin: true, username: "ada-admin", createdAt: new Date(NOW.getTime() - 30 * DAY) });
  adminCookie = await sessionCookie(t.deps, admin);
  parent = await createUser(t.deps, { username: "pat-parent", createdAt: new Date(NOW.getTime() - 2 * DAY), storiesGenerated: 2 });
  parentCookie = await sessionCookie(t.deps, parent);
});

const req = (path: string, init?: RequestInit) => t.app.request(`${ORIGIN}${path}`, init);
const get = (path: string, cookie?: string) => req(path, { headers: jsonHeaders(cookie) });
const patch = (path: string, body: unknown, cookie?: string) =>
  req(path, { method: "PATCH", headers: jsonHeaders(cookie), body: typeof body === "string" ? body : JSON.stringify(body) });
const userRow = async (id: string) => (await t.deps.db.select().from(users).where(eq(users.id, id)))[0]!;
const auditFor = async (targetId: string) => t.deps.db.select().from(adminAudit).where(eq(adminAudit.targetUserId, targetId));

describe("admin API permissions", () => {
  const calls = (): [string, string, unknown?][] => [
    ["GET", "/api/admin/stats"],
    ["GET", "/api/admin/sendfox-subscribers"],
    ["GET", "/api/admin/users"],
    ["GET", "/api/admin/subscribers"],
    ["GET", "/api/admin/subscribers.csv"],
    ["GET", "/api/admin/messages"],
    ["GET", "/api/admin/audit"],
    ["GET", "/api/admin/story-quality"],
    ["PATCH", `/api/admin/users/${parent.id}/subscription`, { status: "active", expiresAt: "2027-11-21T12:00:00.000Z" }],
    ["PATCH", `/api/admin/users/${parent.id}/admin-status`, { isAdmin: true }],
  ];

  it("answers 401 signed out and 403 to a non-admin for every admin call, and changes nothing", async () => {
    for (const [method, path, body] of calls()) {
      const init = (cookie?: string): RequestInit => ({ method, headers: jsonHeaders(cookie), body: body === undefined ? undefined : JSON.stringify(body) });
      const anonymous = await req(path, init());
      expect(anonymous.status, `${method} ${path} signed out`).toBe(401);
      const nonAdmin = await req(path, init(parentCookie));
      expect(nonAdmin.status, `${method} ${path} as a parent`).toBe(403);
    }
    const row = await userRow(parent.id);
    expect(row.isAdmin).toBe(false);
    expect(row.subscriptionStatus).toBe("free");
    expect(await auditFor(parent.id)).toHaveLength(0);
  });

  it("answers an admin", async () => {
    for (const [method, path] of calls().filter(([m]) => m === "GET")) {
      const res = await get(path, adminCookie);
      expect(res.status, `${method} ${path}`).toBe(200);
    }
  });

  it("the /admin page sends anonymous visitors to sign-in (and back) and non-admins home", async () => {
    expect((await req("/admin", { redirect: "manual" })).headers.get("location")).toBe("/api/login?returnTo=%2Fadmin");
    const nonAdmin = await req("/admin", { headers: { Cookie: parentCookie }, redirect: "manual" });
    expect(nonAdmin.status).toBe(302);
    expect(nonAdmin.headers.get("location")).toBe("/");
  });
});

describe("admin dashboard data", () => {
  it("counts users, stories, active subscriptions and the last 7 days", async () => {
    const ctx = await createTestContext();
    const a = await createUser(ctx.deps, { isAdmin: true, createdAt: new Date(NOW.getTime() - 40 * DAY) });
    await createUser(ctx.deps, {
      createdAt: new Date(NOW.getTime() - 3 * DAY),
      subscriptionStatus: "active",
      subscriptionExpiresAt: new Date(NOW.getTime() + 300 * DAY),
    });
    await createUser(ctx.deps, {
      createdAt: new Date(NOW.getTime() - 8 * DAY),
      subscriptionStatus: "cancelled",
      subscriptionExpiresAt: new Date(NOW.getTime() + 5 * DAY),
    });
    await createUser(ctx.deps, {
      createdAt: new Date(NOW.getTime() - 1 * DAY),
      subscriptionStatus: "cancelled",
      subscriptionExpiresAt: new Date(NOW.getTime() - DAY),
    });
    const story = (daysAgo: number) => ({
      userId: a.id,
      childName: "Maya",
      childAge: "4-5",
      behavior: "bedtime",
      theme: "animals",
      storyContent: "Once upon a time.",
      imageUrl: "/x",
      title: "Maya and the Moon",
      createdAt: new Date(NOW.getTime() - daysAgo * DAY),
    });
    await ctx.deps.db.insert(stories).values([story(1), story(2), story(10)]);
    const res = await ctx.app.request(`${ORIGIN}/api/admin/stats`, { headers: jsonHeaders(await sessionCookie(ctx.deps, a)) });
    // Issue 26 (changed by design, was 2): a cancelled plan still in its paid period is not an active subscription.
    expect(await res.json()).toEqual({
      totalUsers: 4,
      totalStories: 3,
      activeSubscriptions: 1,
      newUsersLastWeek: 2,
      storiesLastWeek: 2,
      userGrowth: 2,
      familiesCheckingIn: 0,
    });
  });

  it("renders the overview server-side for an admin, with the spec's cards", async () => {
    const res = await req("/admin", { headers: { Cookie: adminCookie } });
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const label of [
      "Overview",
      "Users",
      "Subscribers",
      "Total Users",
      "Total Stories",
      "Active Subscriptions",
      "New Users (last 7 days)",
      "Stories Generated (last 7 days)",
      "User Growth",
      "Newsletter Subscribers",
    ]) {
      expect(html, label).toContain(label);
    }
    expect(html).toContain('data-island="AdminDashboard"');
    const users = await (await req("/admin?tab=users", { headers: { Cookie: adminCookie } })).text();
    expect(users).toContain("User Management");
    expect(users).toContain("pat-parent");
    expect(users).toContain("Recent changes");
    // The tab bar is links, rendered on the server; each section carries only its own data.
    expect(html).toContain('<a id="admin-tab-overview" class="tab active" href="/admin" aria-current="page">Overview</a>');
    expect(html).toContain('<a id="admin-tab-users" class="tab" href="/admin?tab=users">Users</a>');
    expect(html).not.toContain("pat-parent");
    expect(users).toContain('href="/admin?tab=users" aria-current="page"');
    expect(users).not.toContain("Total Users");
    const messages = await (await req("/admin?tab=messages", { headers: { Cookie: adminCookie } })).text();
    expect(messages).toContain("Contact Messages");
    expect(messages).not.toContain("pat-parent");
    expect(messages).not.toContain("Total Users");
  });

  it("lists users with the spec's fields", async () => {
    const list = (await (await get("/api/admin/users", adminCookie)).json()) as any[];
    const row = list.find((u) => u.id === parent.id);
    expect(row).toMatchObject({ id: parent.id, username: "pat-parent", email: parent.email, subscriptionStatus: "free", storiesGenerated: 2, isAdmin: false });
  });

  it("lists newsletter subscribers and contact messages, and exports subscribers as CSV", async () => {
    await t.deps.db.insert(subscribers).values([
      { email: "jo@example.com", name: "Jo, the parent", downloadedPaper: true },
      { email: "eve@example.com", name: '=HYPERLINK("http://x")' },
    ]);
    await t.deps.db
      .insert(contactMessages)
      .values({ name: "Sam", email: "sam@example.com", subject: "Hello there", message: "A question about PDFs, please." });
    const subs = (await (await get("/api/admin/subscribers", adminCookie)).json()) as any[];
    expect(subs.map((s) => s.email).sort()).toEqual(["eve@example.com", "jo@example.com"]);
    const count = await (await get("/api/admin/sendfox-subscribers", adminCookie)).json();
    expect(count).toEqual({ count: 2, source: "local" });
    const messages = (await (await get("/api/admin/messages", adminCookie)).json()) as any[];
    expect(messages[0]).toMatchObject({ name: "Sam", subject: "Hello there" });

    const csv = await get("/api/admin/subscribers.csv", adminCookie);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(csv.headers.get("content-disposition")).toMatch(/attachment; filename="subscribers-2026-11-21\.csv"/);
    const text = await csv.text();
    expect(text.split("\r\n")[0]).toBe("email,name,source,downloaded_paper,created_at");
    expect(text).toContain('jo@example.com,"Jo, the parent",research_paper,true,');
    expect(text).toContain(`eve@example.com,"'=HYPERLINK(""http://x"")",`);
  });
});

describe("story quality (admins only)", () => {
  it("shows every story's report card and pass rates per behavior to admins; parents only see plain words", async () => {
    const res = await req("/api/stories/generate", {
      method: "POST",
      headers: { ...jsonHeaders(parentCookie), Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" },
      body: JSON.stringify({ childName: "Ivy", childAge: "6-7", behavior: "bedtime", theme: "nature" }),
    });
    expect(res.status).toBe(201);
    const story = await res.json();
    const quality = await (await get("/api/admin/story-quality", adminCookie)).json();
    expect(quality.byBehavior).toEqual(expect.arrayContaining([expect.objectContaining({ behavior: "bedtime", stories: 1, passed: 1, passRate: 100 })]));
    expect(quality.recent[0]).toMatchObject({ id: story.id, behavior: "bedtime", passed: true, engine: "local" });

    const page = await req("/admin/quality", { headers: { Cookie: adminCookie, Accept: "text/html" } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Pass rates per behavior");
    expect(html).toContain(`href="/admin/quality/${story.id}"`);
    const detail = await (await req(`/admin/quality/${story.id}`, { headers: { Cookie: adminCookie, Accept: "text/html" } })).text();
    expect(detail).toContain("Story report card");
    expect(detail.replace(/<!-- -->/g, "")).toMatch(/Score \d+\/100/);
    expect(detail).toContain("Reading grade (Flesch–Kincaid)");

    const asParent = await req("/admin/quality", { headers: { Cookie: parentCookie, Accept: "text/html" } });
    expect(asParent.status).toBe(302);
    expect(asParent.headers.get("location")).toBe("/");
  });
});

describe("admin edits", () => {
  it("sets a subscription, validates the body, 404s unknown users and records who did what", async () => {
    const target = await createUser(t.deps);
    const expiresAt = new Date(NOW.getTime() + 365 * DAY).toISOString();
    const res = await patch(`/api/admin/users/${target.id}/subscription`, { status: "active", expiresAt }, adminCookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: target.id, subscriptionStatus: "active", subscriptionExpiresAt: expiresAt });
    const row = await userRow(target.id);
    expect(row.subscriptionStatus).toBe("active");
    expect(row.subscriptionExpiresAt?.toISOString()).toBe(expiresAt);

    const [entry] = await auditFor(target.id);
    expect(entry).toMatchObject({ adminId: admin.id, action: "subscription.set", targetUserId: target.id });
    expect(entry!.detail).toEqual({ from: { status: "free", expiresAt: null }, to: { status: "active", expiresAt } });
    expect(entry!.createdAt.toISOString()).toBe(NOW.toISOString());

    expect((await patch(`/api/admin/users/${target.id}/subscription`, { status: "free", expiresAt: null }, adminCookie)).status).toBe(200);
    expect((await userRow(target.id)).subscriptionStatus).toBe("free");
    expect((await userRow(target.id)).subscriptionExpiresAt).toBeNull();

    for (const bad of [{ status: "gold", expiresAt: null }, { status: "active", expiresAt: "next tuesday" }, { expiresAt: null }, "not json"]) {
      const r = await patch(`/api/admin/users/${target.id}/subscription`, bad, adminCookie);
      expect(r.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await patch(`/api/admin/users/nobody/subscription`, { status: "active", expiresAt: null }, adminCookie)).status).toBe(404);
    expect(await auditFor(target.id)).toHaveLength(2);

    const audit = (await (await get("/api/admin/audit", adminCookie)).json()) as any[];
    expect(audit[0]).toMatchObject({ adminName: "ada-admin", action: "subscription.set", targetUserId: target.id });
  });

  it("grants and revokes admin, audited; refuses an admin's own demotion", async () => {
    const target = await createUser(t.deps);
    expect((await patch(`/api/admin/users/${target.id}/admin-status`, { isAdmin: true }, adminCookie)).status).toBe(200);
    expect((await userRow(target.id)).isAdmin).toBe(true);
    expect((await patch(`/api/admin/users/${target.id}/admin-status`, { isAdmin: false }, adminCookie)).status).toBe(200);
    expect((await userRow(target.id)).isAdmin).toBe(false);
    expect((await auditFor(target.id)).map((a) => a.action)).toEqual(["admin.grant", "admin.revoke"]);

    const self = await patch(`/api/admin/users/${admin.id}/admin-status`, { isAdmin: false }, adminCookie);
    expect(self.status).toBe(400);
    expect((await self.json()).error.message).toBe("You can't remove your own admin access. Ask another admin to do it.");
    expect((await userRow(admin.id)).isAdmin).toBe(true);
    expect(await auditFor(admin.id)).toHaveLength(0);

    expect((await patch(`/api/admin/users/${target.id}/admin-status`, { isAdmin: "yes" }, adminCookie)).status).toBe(400);
    expect((await patch(`/api/admin/users/nobody/admin-status`, { isAdmin: true }, adminCookie)).status).toBe(404);
  });
});

describe("newsletter count from SendFox", () => {
  let server: Server;
  let base: string;
  let answer: { status: number; body: unknown } = { status: 200, body: { total: 1234, data: [] } };
  let seenAuth: string | undefined;
  beforeAll(async () => {
    server = createServer((req, res) => {
      seenAuth = req.headers.authorization;
      if (req.url !== "/contacts") {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(answer.status, { "Content-Type": "application/json" }).end(JSON.stringify(answer.body));
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it("reads SendFox's total with the API token, and reports a failure as an error", async () => {
    const ctx = await createTestContext({ SENDFOX_API_TOKEN: "sf-token-123", SENDFOX_API_BASE: base });
    const a = await createUser(ctx.deps, { isAdmin: true });
    const cookie = await sessionCookie(ctx.deps, a);
    const ok = await ctx.app.request(`${ORIGIN}/api/admin/sendfox-subscribers`, { headers: jsonHeaders(cookie) });
    expect(await ok.json()).toEqual({ count: 1234, source: "sendfox" });
    expect(seenAuth).toBe("Bearer sf-token-123");

    answer = { status: 500, body: { error: "down" } };
    const failed = await ctx.app.request(`${ORIGIN}/api/admin/sendfox-subscribers`, { headers: jsonHeaders(cookie) });
    expect(failed.status).toBe(502);
    const page = await (await ctx.app.request(`${ORIGIN}/admin?tab=subscribers`, { headers: { Cookie: cookie } })).text();
    expect(page).toContain("Error fetching data");
    expect(page).toContain('href="https://sendfox.com/dashboard" target="_blank" rel="noopener noreferrer"');
  });
});
