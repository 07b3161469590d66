import { execFileSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { freePort, startServer, type Running } from "./process";
import { ASSET_CACHE_CONTROL, SECURITY_HEADERS } from "../../src/http/security-headers";

let worker: Running;
let base: string;
const wranglerEnv = { WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };
/** A parent signed in by a session row written straight into D1 (the worker has no built-in sign-in). */
const familySession = randomBytes(20).toString("base64url");
/** Another family (premium), whose files one family's deletion must leave alone. */
const otherSession = randomBytes(20).toString("base64url");

beforeAll(async () => {
  const state = mkdtempSync(join(tmpdir(), "bt-wrangler-"));
  // D1 applies the same drizzle-kit migrations the Node build applies at start.
  execFileSync("node_modules/.bin/wrangler", ["d1", "migrations", "apply", "behavior-tales", "--local", "--persist-to", state], {
    env: { ...process.env, ...wranglerEnv, CI: "1" },
    stdio: "pipe",
  });
  // Family links (issue 15): a parent with a session, for the share test below.
  const familySid = createHash("sha256").update(familySession).digest("hex");
  const familySess = JSON.stringify({ userId: "smoke|family", createdAt: new Date().toISOString() }).replace(/'/g, "''");
  const otherSid = createHash("sha256").update(otherSession).digest("hex");
  const otherSess = JSON.stringify({ userId: "smoke|other", createdAt: new Date().toISOString() }).replace(/'/g, "''");
  execFileSync(
    "node_modules/.bin/wrangler",
    [
      "d1",
      "execute",
      "behavior-tales",
      "--local",
      "--persist-to",
      state,
      "--command",
      `INSERT INTO users (id, username, email, first_name, last_name) VALUES ('smoke|family', 'smoke-family', 'owner-secret@example.com', 'Ottilie', 'Ownerby'); ` +
        `INSERT INTO sessions (sid, sess, expire) VALUES ('${familySid}', '${familySess}', ${Date.now() + 3_600_000}); ` +
        `INSERT INTO users (id, username, email, subscription_status, subscription_expires_at) VALUES ('smoke|other', 'smoke-other', 'other@example.com', 'active', ${Date.now() + 86_400_000}); ` +
        `INSERT INTO sessions (sid, sess, expire) VALUES ('${otherSid}', '${otherSess}', ${Date.now() + 3_600_000});`,
    ],
    { env: { ...process.env, ...wranglerEnv, CI: "1" }, stdio: "pipe" },
  );
  // A free port can be taken by the smoke files running beside this one before wrangler binds it
  // ("Address already in use"): then start again on new ports.
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    try {
      worker = await startServer(
        "node_modules/.bin/wrangler",
        ["dev", "--port", String(port), "--ip", "127.0.0.1", "--persist-to", state, "--inspector-port", String(await freePort()), "--var", `APP_URL:${base}`],
        wranglerEnv,
        `${base}/api/health`,
      );
      break;
    } catch (e) {
      if (attempt >= 3 || !/Address already in use|EADDRINUSE/.test(String(e))) throw e;
    }
  }
});
afterAll(() => worker?.stop());

it("serves a page whose content comes from D1 under wrangler dev", async () => {
  const res = await fetch(`${base}/status`);
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).toContain("Cloudflare Workers");
  expect(html).toContain("D1");
  expect(html).toMatch(/serving since (<!-- -->)?20\d\d-\d\d-\d\d/);
  expect(res.headers.get("content-security-policy")).toContain("nonce-");
});

it("serves the built static assets from the assets binding", async () => {
  const res = await fetch(`${base}/favicon.svg`);
  expect(res.status).toBe(200);
  expect(await res.text()).toContain("<svg");
});

it("gives static files (script, stylesheet, favicon, PDF) the same security headers as pages, through the build's _headers", async () => {
  const manifest = JSON.parse(readFileSync("dist/client/.vite/manifest.json", "utf8")) as Record<string, { file: string }>;
  const script = `/${manifest["src/client.ts"]!.file}`;
  const css = `/${manifest["src/styles.css"]!.file}`;
  for (const path of [script, css, "/favicon.ico", "/favicon.svg", "/papers/behavior-stories-research-paper.pdf", "/"]) {
    const res = await fetch(base + path);
    expect(res.status, path).toBe(200);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(name), `${path}: ${name}`).toBe(value);
    expect(res.headers.get("content-security-policy"), path).toMatch(/^default-src/);
    await res.arrayBuffer();
  }
  expect((await fetch(base + script)).headers.get("cache-control")).toBe(ASSET_CACHE_CONTROL);
});

it("opens a family link signed out: the story page and its PDF, then 404 once the owner revokes it", async () => {
  const cookie = `bt_session=${familySession}`;
  const json = { Cookie: cookie, "Content-Type": "application/json", Accept: "application/json", Origin: base };
  const created = await fetch(`${base}/api/stories/generate`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ childName: "Juniper", childAge: "4-5", behavior: "bedtime", theme: "animals", pronouns: "she" }),
  });
  expect(created.status).toBe(201);
  const story = await created.json();
  const shared = await fetch(`${base}/api/stories/${story.id}/share`, { method: "POST", headers: json });
  expect(shared.status).toBe(201);
  const { url } = await shared.json();
  expect(url).toMatch(new RegExp(`^${base.replace(/[.]/g, "\\.")}/s/[A-Za-z0-9_-]{43}$`));

  // Signed out: the page (noindex, nothing of the owner), a scene picture and the PDF.
  const page = await fetch(url, { headers: { Accept: "text/html" } });
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('<meta name="robots" content="noindex"/>');
  expect(html).toContain("Juniper");
  expect(html).not.toContain("owner-secret@example.com");
  expect(html).not.toContain("Ottilie");
  const scene = await fetch(`${url}/scenes/1/image`);
  expect(scene.status).toBe(200);
  expect(scene.headers.get("content-type")).toBe("image/svg+xml");
  expect(scene.headers.get("x-robots-tag")).toContain("noindex");
  const pdf = await fetch(`${url}/pdf`);
  expect(pdf.status).toBe(200);
  expect(pdf.headers.get("content-type")).toBe("application/pdf");
  expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
  // The "Right before" card (issue 29): the owner's, kept by the browser; the link's, while shared.
  const card = await fetch(`${base}/story/${story.id}/card`, { headers: { Cookie: cookie, Accept: "text/html" } });
  expect(card.status).toBe(200);
  expect(card.headers.get("cache-control")).toBe("private, max-age=604800");
  expect(await card.text()).toMatch(/Sleepy Wind-Down[\s\S]*<ol class="right-before-steps"><li><svg viewBox="0 0 120 120"/);
  expect((await fetch(`${base}/story/${story.id}/card`, { redirect: "manual", headers: { Accept: "text/html" } })).status).toBe(302);
  const sharedCard = await fetch(`${url}/card`, { headers: { Accept: "text/html" } });
  expect(sharedCard.status).toBe(200);
  expect(await sharedCard.text()).toContain("Sleepy Wind-Down");

  const revoked = await fetch(`${base}/api/stories/${story.id}/share`, { method: "DELETE", headers: json });
  expect(revoked.status).toBe(204);
  const gone = await fetch(url, { headers: { Accept: "text/html" } });
  expect(gone.status).toBe(404);
  expect(await gone.text()).toContain("Error Loading Story");
  expect((await fetch(`${url}/pdf`)).status).toBe(404);
  expect((await fetch(`${url}/card`, { headers: { Accept: "text/html" } })).status).toBe(404);
});

it("saves, lists, changes and removes a saved child on D1 (owner-only), and makes a story from it", async () => {
  const json = { Cookie: `bt_session=${familySession}`, "Content-Type": "application/json", Accept: "application/json", Origin: base };
  const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = json) =>
    fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  expect((await call("GET", "/api/children", undefined, { Accept: "application/json" })).status).toBe(401);
  const created = await call("POST", "/api/children", { name: "Maya", childAge: "4-5", pronouns: "she", likes: ["dinosaurs"], avoid: ["dogs"] });
  expect(created.status).toBe(201);
  const maya = await created.json();
  expect(maya).toMatchObject({ name: "Maya", childAge: "4-5", pronouns: "she", likes: ["dinosaurs"], avoid: ["dogs"], glasses: false });
  expect(await (await call("GET", "/api/children")).json()).toEqual([maya]);
  expect((await (await call("PATCH", `/api/children/${maya.id}`, { glasses: true })).json()).glasses).toBe(true);
  const made = await call("POST", "/api/stories/generate", {
    childId: maya.id,
    behavior: "bedtime",
    theme: "animals",
    siblings: [{ name: "Leo", pronouns: "he" }],
  });
  expect(made.status).toBe(201);
  const story = await made.json();
  expect(story).toMatchObject({
    childId: maya.id,
    childName: "Maya",
    glasses: true,
    likes: ["dinosaurs"],
    avoid: ["dogs"],
    siblings: [{ name: "Leo", pronouns: "he" }],
  });
  expect((await (await call("GET", `/api/stories?childId=${maya.id}`)).json()).map((s: { id: number }) => s.id)).toEqual([story.id]);
  // The library's list on D1 (issue 16): summaries only, search and filters in SQL, pages with a Link header, 400 for a bad cursor.
  const page = await call("GET", `/api/stories?childId=${maya.id}&q=BEDTIME&limit=1`);
  expect(page.status).toBe(200);
  const summaries = await page.json();
  expect(summaries).toEqual([
    expect.objectContaining({ id: story.id, childId: maya.id, pictureKind: "scene", pictureUrl: `/api/stories/${story.id}/scenes/1/image` }),
  ]);
  expect(summaries[0]).not.toHaveProperty("storyContent");
  expect(summaries[0].preview).toMatch(/^.{120}…$/s);
  expect(page.headers.get("link")).toBeNull();
  expect((await call("GET", `/api/stories?childId=${maya.id}&q=no-such-story`)).status).toBe(200);
  expect((await call("GET", "/api/stories?cursor=bad!")).status).toBe(400);
  expect((await call("DELETE", `/api/children/${maya.id}`)).status).toBe(200);
  expect((await call("GET", `/api/children/${maya.id}`)).status).toBe(404);
}, 60_000);

it("checks in on a saved child's practice on D1 (issue 28): the API and the no-JavaScript form, the strip, the chart, the CSV, the reminder and the PDF summary", async () => {
  // The premium family (the free one has made its stories by now).
  const json = { Cookie: `bt_session=${otherSession}`, "Content-Type": "application/json", Accept: "application/json", Origin: base };
  const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = json) =>
    fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const kid = await (await call("POST", "/api/children", { name: "Iris", childAge: "4-5", pronouns: "she" })).json();
  expect((await call("POST", "/api/stories/generate", { childId: kid.id, behavior: "bedtime", theme: "animals" })).status).toBe(201);
  const saved = await call("POST", `/api/children/${kid.id}/check-ins`, { outcome: "used", note: "Did it all", timeZone: "Europe/Berlin" });
  expect(saved.status).toBe(200);
  expect(await saved.json()).toMatchObject({ outcome: "used", note: "Did it all", timeZone: "Europe/Berlin", planName: expect.any(String) });
  // The same day again, as a plain form: it replaces the answer (one a day).
  const form = await fetch(`${base}/children/${kid.id}/check-in`, {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: json.Cookie, Origin: base, "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" },
    body: new URLSearchParams({ outcome: "hard", timeZone: "Europe/Berlin" }).toString(),
  });
  expect(form.status).toBe(303);
  const list = await (await call("GET", `/api/children/${kid.id}/check-ins`)).json();
  expect(list.checkIns).toHaveLength(1);
  expect(list.checkIns[0]).toMatchObject({ outcome: "hard", note: null });
  expect(list.practice).toMatchObject({ day: 1, planName: expect.any(String) });
  const today = await fetch(`${base}/children/${kid.id}/today`, { headers: { Cookie: json.Cookie, Accept: "text/html" } });
  expect(today.status).toBe(200);
  expect(await today.text()).toMatch(/<svg class="practice-strip"/);
  const chart = await fetch(`${base}/children/${kid.id}/chart.svg`, { headers: { Cookie: json.Cookie } });
  expect(chart.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
  expect(await chart.text()).toContain("Tried, it was hard");
  expect((await (await fetch(`${base}/children/${kid.id}/check-ins.csv`, { headers: { Cookie: json.Cookie } })).text()).split("\r\n")[0]).toBe(
    "date,how_it_went,note,plan,time_zone",
  );
  expect(await (await fetch(`${base}/children/${kid.id}/reminder.ics?time=19:45`, { headers: { Cookie: json.Cookie } })).text()).toContain(
    "DTSTART;TZID=Europe/Berlin:",
  );
  const summary = await fetch(`${base}/children/${kid.id}/summary.pdf`, { headers: { Cookie: json.Cookie } });
  expect(summary.headers.get("content-type")).toBe("application/pdf");
  expect(new TextDecoder().decode((await summary.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
  // A practice story on D1 (issue 28): an unknown kind is a JSON 400; "practice" makes a story that keeps its kind
  // and the practiced plan, and becomes the practice.
  const refused = await call("POST", "/api/stories/generate", { childId: kid.id, behavior: "bedtime", theme: "nature", practiceStory: "again" });
  expect(refused.status).toBe(400);
  expect((await refused.json()).error.fields).toHaveProperty("practiceStory");
  const practiced = await call("POST", "/api/stories/generate", { childId: kid.id, behavior: "bedtime", theme: "nature", practiceStory: "practice" });
  expect(practiced.status).toBe(201);
  const practiceStory = await practiced.json();
  expect(practiceStory.plan.practiceStory).toBe("practice");
  const after = await (await call("GET", `/api/children/${kid.id}/check-ins`)).json();
  expect(after.practice).toMatchObject({ storyId: practiceStory.id, planName: list.practice.planName });
  // Owner-only: the other family gets 404; signed out, 401.
  expect((await call("GET", `/api/children/${kid.id}/check-ins`, undefined, { ...json, Cookie: `bt_session=${familySession}` })).status).toBe(404);
  expect(
    (
      await call(
        "POST",
        `/api/children/${kid.id}/check-ins`,
        { outcome: "not" },
        { "Content-Type": "application/json", Accept: "application/json", Origin: base },
      )
    ).status,
  ).toBe(401);
  // Removed with the child.
  expect((await call("DELETE", `/api/children/${kid.id}`)).status).toBe(200);
  expect((await call("GET", `/api/children/${kid.id}/check-ins`)).status).toBe(404);
}, 60_000);

it("one family deleting a story on D1 + R2 removes exactly its files: another family's picture and PDF stay byte for byte (issue 21)", async () => {
  const headers = (session: string) => ({ Cookie: `bt_session=${session}`, "Content-Type": "application/json", Accept: "application/json", Origin: base });
  const make = async (session: string, childName: string) => {
    const res = await fetch(`${base}/api/stories/generate`, {
      method: "POST",
      headers: headers(session),
      body: JSON.stringify({ childName, childAge: "6-7", behavior: "not-sharing", theme: "nature" }),
    });
    expect(res.status).toBe(201);
    return (await res.json()) as { id: number };
  };
  const bytes = async (session: string, path: string) => {
    const res = await fetch(`${base}${path}`, { headers: headers(session) });
    expect([path, res.status]).toEqual([path, 200]);
    return new Uint8Array(await res.arrayBuffer());
  };
  const gone = await make(familySession, "Rowan");
  const kept = await make(otherSession, "Sasha");
  const before = { image: await bytes(otherSession, `/api/stories/${kept.id}/image`), pdf: await bytes(otherSession, `/api/stories/${kept.id}/pdf`) };
  expect((await fetch(`${base}/api/stories/${gone.id}`, { method: "DELETE", headers: headers(familySession) })).status).toBe(200);
  expect((await fetch(`${base}/api/stories/${gone.id}/image`, { headers: headers(familySession) })).status).toBe(404);
  expect(await bytes(otherSession, `/api/stories/${kept.id}/image`)).toEqual(before.image);
  expect(await bytes(otherSession, `/api/stories/${kept.id}/pdf`)).toEqual(before.pdf);
}, 60_000);

it("reads a parent's own situation back under wrangler dev (POST /api/situation, issue 22): understood, ask, and a 400 for a bad body", async () => {
  const headers = { "Content-Type": "application/json", Accept: "application/json", Origin: base };
  const read = (body: string) => fetch(`${base}/api/situation`, { method: "POST", headers, body });
  const understood = await read(
    JSON.stringify({ situation: { does: "cries and clings to my leg", when: "at preschool drop-off", underneath: "scared" }, childName: "Leo" }),
  );
  expect(understood.status).toBe(200);
  expect(await understood.json()).toMatchObject({ status: "understood", understood: { plan: expect.any(String) } });
  const ask = await read(JSON.stringify({ customBehavior: "at the dinner table every night", childName: "Mia" }));
  expect(await ask.json()).toMatchObject({ status: "ask", part: "does" });
  const bad = await read("{not json");
  expect(bad.status).toBe(400);
  expect((await bad.json()).error.code).toBe("invalid_json");
});

it("keeps a grown-up's recording in R2 (issue 29, ADR 027): the owner (the premium family) plays it, another parent gets 404, the card plays it, and it goes with the story", async () => {
  const headers = (session: string) => ({ Cookie: `bt_session=${session}`, "Content-Type": "application/json", Accept: "application/json", Origin: base });
  const made = await fetch(`${base}/api/stories/generate`, {
    method: "POST",
    headers: headers(otherSession),
    body: JSON.stringify({ childName: "Maya", childAge: "4-5", behavior: "bedtime", theme: "animals" }),
  });
  expect(made.status).toBe(201);
  const { id } = (await made.json()) as { id: number };
  // A small WebM file: its EBML header, then bytes.
  const clip = Uint8Array.from({ length: 3000 }, (_, i) => (i < 4 ? [0x1a, 0x45, 0xdf, 0xa3][i]! : i % 251));
  const put = await fetch(`${base}/api/stories/${id}/voice/line`, {
    method: "PUT",
    headers: { Cookie: `bt_session=${otherSession}`, Origin: base, "Content-Type": "audio/webm;codecs=opus", "X-Recording-Seconds": "3.5" },
    body: clip,
  });
  expect(put.status).toBe(201);
  const { clips } = (await put.json()) as { clips: { part: string; url: string }[] };
  expect(clips.map((c) => c.part)).toEqual(["line"]);
  const mine = await fetch(`${base}${clips[0]!.url}`, { headers: { Cookie: `bt_session=${otherSession}` } });
  expect(mine.status).toBe(200);
  expect(mine.headers.get("content-type")).toBe("audio/webm;codecs=opus");
  expect(new Uint8Array(await mine.arrayBuffer())).toEqual(clip);
  expect((await fetch(`${base}/api/stories/${id}/voice/line`, { headers: { Cookie: `bt_session=${familySession}` } })).status).toBe(404);
  // Over the cap: refused with its message, before R2 is touched.
  const big = await fetch(`${base}/api/stories/${id}/voice/scene-1`, {
    method: "PUT",
    headers: { Cookie: `bt_session=${otherSession}`, Origin: base, "Content-Type": "audio/webm", "X-Recording-Seconds": "3" },
    body: new Uint8Array(1_500_001),
  });
  expect(big.status).toBe(413);
  expect(((await big.json()) as { error: { code: string } }).error.code).toBe("recording_too_large");
  const card = await fetch(`${base}/story/${id}/card`, { headers: { Cookie: `bt_session=${otherSession}`, Accept: "text/html" } });
  expect(await card.text()).toContain(`/api/stories/${id}/voice/line?v=`);
  expect((await fetch(`${base}/api/stories/${id}`, { method: "DELETE", headers: headers(otherSession) })).status).toBe(200);
  expect((await fetch(`${base}/api/stories/${id}/voice/line`, { headers: { Cookie: `bt_session=${otherSession}` } })).status).toBe(404);
}, 60_000);

it("writes a social story under wrangler dev (issue 25, ADR 030): storyStyle 'social' is a first-person story saved with its shape, with its book; an unknown style is a 400 beside the field", async () => {
  const headers = { Cookie: `bt_session=${otherSession}`, "Content-Type": "application/json", Accept: "application/json", Origin: base };
  const make = (body: object) => fetch(`${base}/api/stories/generate`, { method: "POST", headers, body: JSON.stringify(body) });
  const made = await make({
    childName: "Ivy",
    childAge: "4-5",
    behavior: "separation",
    theme: "family",
    pronouns: "she",
    grownUpName: "Papa",
    storyStyle: "social",
  });
  expect(made.status).toBe(201);
  const story = (await made.json()) as { id: number; storyContent: string; plan: { shape: string } };
  expect(story.plan.shape).toBe("social");
  expect(story.storyContent).toMatch(/^My name is Ivy\./);
  // A goodbye's own facts: who takes over helps, and every "comes back" is hedged (issue 25, the Gray reader).
  expect(story.storyContent).toContain("helps me find the first fun thing.");
  expect(story.storyContent).not.toMatch(/Papa comes back later\./);
  const pdf = await fetch(`${base}/api/stories/${story.id}/pdf`, { headers });
  expect(pdf.headers.get("content-type")).toBe("application/pdf");
  const refused = await make({ childName: "Ivy", childAge: "4-5", behavior: "separation", theme: "family", storyStyle: "comic" });
  expect(refused.status).toBe(400);
  expect((await refused.json()).error.fields).toHaveProperty("storyStyle");
}, 60_000);
