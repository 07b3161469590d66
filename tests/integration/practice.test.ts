/**
 * Issue 28: the practice loop through the app — this week's practice from a story made for a saved
 * child, the one-tap check-in (no JavaScript and JSON), the parent's own day, the strip and the chart,
 * the CSV and the calendar reminder, owner-only, never on a family link, removed exactly with the child
 * and with the account.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { createTestContext, createUser, jsonHeaders, sameOrigin, sessionCookie, type TestContext, apiRequest, pageRequest, formPost } from "../helpers/app";
import { checkIns } from "../../db/schema";
import { loadStoryFonts } from "../../src/pdf/fonts-node";
import {
  CHECK_IN_COPY,
  CHECK_IN_MESSAGES,
  CHECK_IN_NOTE_MAX,
  PRACTICE_STORY_MESSAGE,
  practiceKindOf,
  storyFormHref,
  type CheckInsJson,
} from "../../src/contracts/practice";
import { createShare } from "../../src/share/links";
import { practiceName } from "../../src/children/practice";
import { sharedStoryHref } from "../../src/share/urls";
import type { ChildJson } from "../../src/contracts/child-fields";

const BASE = "http://localhost:3000";
const NOON_UTC = new Date("2026-11-21T12:00:00Z");

async function context(): Promise<TestContext> {
  return createTestContext({ STORY_STREAM_DELAY_MS: "0" }, (deps) => {
    deps.services.fonts = loadStoryFonts();
  });
}
async function parent(t: TestContext, firstName: string) {
  const user = await createUser(t.deps, { firstName });
  return { user, cookie: await sessionCookie(t.deps, user) };
}
const api = apiRequest;
const page = pageRequest;
const form = formPost;

async function familyWithStory(t: TestContext, name = "Alice") {
  const p = await parent(t, name);
  const child: ChildJson = await (await api(t, "POST", "/api/children", p.cookie, { name: "Maya", childAge: "4-5", pronouns: "she" })).json();
  const res = await api(t, "POST", "/api/stories/generate", p.cookie, { childId: child.id, behavior: "bedtime", theme: "animals" });
  expect(res.status).toBe(201);
  const story = await res.json();
  return { ...p, child, story };
}
/** Move the app's clock; sessions last a day, so the parent signs in again (as a phone would stay signed in). */
async function at(t: TestContext, when: Date, ...parents: { user: { id: string }; cookie: string }[]) {
  t.setNow(when);
  for (const p of parents) p.cookie = await sessionCookie(t.deps, p.user as never);
}
const checkInsOf = (t: TestContext, childId: number) => t.deps.db.select().from(checkIns).where(eq(checkIns.childId, childId)).orderBy(asc(checkIns.id));

describe("this week's practice and the check-in", () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await context();
  });

  it("a story for a saved child makes its plan the child's practice: on /children, the library's child view and the API, counted in days", async () => {
    t.setNow(NOON_UTC);
    const a = await familyWithStory(t);
    const planName = (a.story.plan.strategy.name as string).replace(/^the\s+/i, "");
    const children = await (await page(t, "/children", a.cookie)).text();
    expect(children).toMatch(
      new RegExp(`Practicing:</strong> <a href="/story/${a.story.id}">(the )?${planName.charAt(0).toUpperCase()}${planName.slice(1)}</a>, day 1`),
    );
    expect(children).toContain(CHECK_IN_COPY.question);
    expect(children).toContain(`action="/children/${a.child.id}/check-in"`);
    await at(t, new Date("2026-11-23T12:00:00Z"), a);
    expect(await (await page(t, "/children", a.cookie)).text()).toMatch(/, day 3<\/p>/);
    const library = await (await page(t, `/library?child=${a.child.id}`, a.cookie)).text();
    expect(library).toMatch(/Practicing:<\/strong> <a [^>]+>[^<]+<\/a>, day 3/);
    expect(library).toContain(`href="/children/${a.child.id}/today"`);
    // Everyone's stories: no practice banner.
    expect(await (await page(t, "/library", a.cookie)).text()).not.toContain("practice-banner");
    const json: CheckInsJson = await (await api(t, "GET", `/api/children/${a.child.id}/check-ins`, a.cookie)).json();
    expect(json.practice).toMatchObject({ storyId: a.story.id, day: 3, steps: a.story.plan.strategy.steps });
    expect(json.checkIns).toEqual([]);
    // A child with no story yet: the page says how a practice starts.
    const leo = await (await api(t, "POST", "/api/children", a.cookie, { name: "Leo", childAge: "2-3" })).json();
    expect(await (await page(t, `/children/${leo.id}/today`, a.cookie)).text()).toContain(CHECK_IN_COPY.noPractice.replace(/'/g, "&#x27;"));
  });

  it("checks in without JavaScript: a form POST, a redirect back, one row per child per day that the day's second answer replaces", async () => {
    t.setNow(NOON_UTC);
    const a = await familyWithStory(t);
    const first = await form(t, `/children/${a.child.id}/check-in`, a.cookie, {
      outcome: "hard",
      note: "",
      returnTo: `/children?checked=${a.child.id}`,
      timeZone: "UTC",
    });
    expect(first.status).toBe(303);
    expect(first.headers.get("location")).toBe(`/children?checked=${a.child.id}`);
    const again = await form(t, `/children/${a.child.id}/check-in`, a.cookie, {
      outcome: "used",
      note: "  Did   the first two\nsteps alone ",
      timeZone: "UTC",
    });
    expect(again.status).toBe(303);
    expect(again.headers.get("location")).toBe(`/children/${a.child.id}/today?checked=1&day=2026-11-21`);
    const rows = await checkInsOf(t, a.child.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ day: "2026-11-21", outcome: "used", note: "Did the first two steps alone", timeZone: "UTC", storyId: a.story.id });
    const today = await (await page(t, `/children/${a.child.id}/today?checked=1`, a.cookie)).text();
    expect(today).toContain(CHECK_IN_COPY.saved);
    expect(today).toMatch(/value="used"[^>]*aria-pressed="true"/);
    // The next day is a new row; the strip shows both days.
    await at(t, new Date("2026-11-22T12:00:00Z"), a);
    await form(t, `/children/${a.child.id}/check-in`, a.cookie, { outcome: "not" });
    expect((await checkInsOf(t, a.child.id)).map((r) => [r.day, r.outcome])).toEqual([
      ["2026-11-21", "used"],
      ["2026-11-22", "not"],
    ]);
    const strip = await (await page(t, `/children/${a.child.id}/today`, a.cookie)).text();
    expect(strip).toContain("<title>Day 1 · Sat, Nov 21: Used the plan. “Did the first two steps alone”</title>");
    expect(strip).toContain("<title>Day 2 · Sun, Nov 22: Not today.</title>");
    expect(strip).toContain("<title>Fri, Nov 20: no check-in</title>");
    expect(strip).toMatch(/<svg class="practice-strip"[^>]*role="img" aria-labelledby="strip-\d+-title strip-\d+-desc"/);
  });

  it("counts days in the parent's own zone (sent by the browser); without one, the last known zone, else UTC", async () => {
    const a = await familyWithStory(t);
    // 12:00 UTC on the 21st is already the 22nd in Auckland.
    t.setNow(NOON_UTC);
    const res = await api(t, "POST", `/api/children/${a.child.id}/check-ins`, a.cookie, { outcome: "used", timeZone: "Pacific/Auckland" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ day: "2026-11-22", outcome: "used", timeZone: "Pacific/Auckland", note: null });
    // No zone sent (a form without JavaScript): the account's last known zone.
    await at(t, new Date("2026-11-22T12:00:00Z"), a);
    await form(t, `/children/${a.child.id}/check-in`, a.cookie, { outcome: "hard" });
    expect((await checkInsOf(t, a.child.id)).map((r) => [r.day, r.timeZone])).toEqual([
      ["2026-11-22", "Pacific/Auckland"],
      ["2026-11-23", "Pacific/Auckland"],
    ]);
    // A parent who never sent one: UTC.
    const b = await familyWithStory(t, "Bruno");
    await form(t, `/children/${b.child.id}/check-in`, b.cookie, { outcome: "used" });
    expect((await checkInsOf(t, b.child.id)).map((r) => [r.day, r.timeZone])).toEqual([["2026-11-22", "UTC"]]);
    // The browser's own day is taken within a day of the server's count; a day long past is refused.
    const ahead = await api(t, "POST", `/api/children/${b.child.id}/check-ins`, b.cookie, { outcome: "hard", timeZone: "UTC", day: "2026-11-23" });
    expect(await ahead.json()).toMatchObject({ day: "2026-11-23" });
    // The check-in page after the form shows the day the browser said as today; a day too far is not taken.
    const shown = await (await page(t, `/children/${b.child.id}/today?checked=1&day=2026-11-23`, b.cookie)).text();
    expect(shown).toContain("Mon, Nov 23");
    expect(shown).toMatch(/value="hard"[^>]*aria-pressed="true"/);
    expect(await (await page(t, `/children/${b.child.id}/today?day=2026-11-01`, b.cookie)).text()).toContain("Mon, Nov 23");
    const past = await api(t, "POST", `/api/children/${b.child.id}/check-ins`, b.cookie, { outcome: "hard", timeZone: "UTC", day: "2026-11-01" });
    expect(past.status).toBe(400);
    expect(await past.json()).toEqual({ error: { code: "invalid_input", message: CHECK_IN_MESSAGES.day, fields: { day: CHECK_IN_MESSAGES.day } } });
  });

  it("refuses a bad answer, a long note and an unknown zone: JSON 400 for callers, the page again (422) for the form; nothing saved", async () => {
    const a = await familyWithStory(t);
    const bad = await api(t, "POST", `/api/children/${a.child.id}/check-ins`, a.cookie, {
      outcome: "great",
      note: "x".repeat(CHECK_IN_NOTE_MAX + 1),
      timeZone: "Mars/Olympus",
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toEqual({ outcome: CHECK_IN_MESSAGES.outcome, note: CHECK_IN_MESSAGES.note, timeZone: CHECK_IN_MESSAGES.timeZone });
    expect((await api(t, "POST", `/api/children/${a.child.id}/check-ins`, a.cookie, { outcome: "used", note: "x".repeat(CHECK_IN_NOTE_MAX) })).status).toBe(
      200,
    );
    await t.deps.db.delete(checkIns).where(eq(checkIns.childId, a.child.id));
    const page422 = await form(t, `/children/${a.child.id}/check-in`, a.cookie, { outcome: "used", note: "y".repeat(CHECK_IN_NOTE_MAX + 1) });
    expect(page422.status).toBe(422);
    expect(await page422.text()).toContain(CHECK_IN_MESSAGES.note);
    expect(await checkInsOf(t, a.child.id)).toEqual([]);
    const malformed = await t.app.request(`${BASE}/api/children/${a.child.id}/check-ins`, { method: "POST", headers: jsonHeaders(a.cookie), body: "{nope" });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error.code).toBe("invalid_json");
  });
});

describe("the progress picture, the CSV and the calendar reminder", () => {
  it("shows a 30-day chart with the plan, streaks and notes; exports a CSV; downloads an .ics for the chosen time and zone", async () => {
    const t = await context();
    t.setNow(NOON_UTC);
    const a = await familyWithStory(t);
    const answers = ["used", "used", "hard", "used", "used", "used"] as const;
    for (const [i, outcome] of answers.entries()) {
      await at(t, new Date(NOON_UTC.getTime() + i * 86_400_000), a);
      await api(t, "POST", `/api/children/${a.child.id}/check-ins`, a.cookie, {
        outcome,
        timeZone: "Europe/Berlin",
        note: i === 2 ? '=HYPERLINK("x"), too tired' : undefined,
      });
    }
    const html = await (await page(t, `/children/${a.child.id}`, a.cookie)).text();
    expect(html).toMatch(/<svg class="practice-chart"[^>]*role="group"/);
    expect(html).toContain("3 days in a row");
    // Five evenings of six used the plan: a you-did-it story, the next behavior after bedtime (and no practice story).
    expect(html).toContain(CHECK_IN_COPY.offerYouDidIt("Maya", 5).replace(/'/g, "&#x27;"));
    expect(html).toContain(`href="/behaviors?child=${a.child.id}&amp;practice=you-did-it">${CHECK_IN_COPY.offerYouDidItButton}</a>`);
    expect(html).toContain(`href="/behaviors?child=${a.child.id}&amp;behavior=separation">${CHECK_IN_COPY.offerNextBehavior("Separation")}</a>`);
    expect(html).toContain(`href="/behaviors?child=${a.child.id}">${CHECK_IN_COPY.offerAnother}</a>`);
    expect(html).not.toContain(CHECK_IN_COPY.offerPracticeButton);
    expect(html).toMatch(
      /<g class="practice-chart-day" tabindex="0" role="img" aria-label="Mon, Nov 23: Tried, it was hard. “=HYPERLINK\(&quot;x&quot;\), too tired”">/,
    );
    expect(html).toContain(`<title id="chart-${a.child.id}-title">The last 30 days. Practicing: ${practiceName(a.story.plan.strategy.name)}</title>`);
    expect(html).toContain(CHECK_IN_COPY.csv);
    expect(html).toContain('action="/children/' + a.child.id + '/reminder.ics"');
    // The chart on its own, as an image.
    const svg = await page(t, `/children/${a.child.id}/chart.svg`, a.cookie);
    expect(svg.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect(await svg.text()).toMatch(/^<\?xml[^>]*>\n<svg /);

    const csv = await page(t, `/children/${a.child.id}/check-ins.csv`, a.cookie);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toBe('attachment; filename="maya-check-ins.csv"');
    const lines = (await csv.text()).split("\r\n");
    expect(lines[0]).toBe("date,how_it_went,note,plan,time_zone");
    expect(lines).toHaveLength(answers.length + 2);
    expect(lines[3]).toMatch(/^2026-11-23,"Tried, it was hard","'=HYPERLINK\(""x""\), too tired",[^,]+,Europe\/Berlin$/);

    const ics = await page(t, `/children/${a.child.id}/reminder.ics?time=20:15&timeZone=America/Chicago`, a.cookie);
    expect(ics.status).toBe(200);
    expect(ics.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const body = (await ics.text()).replace(/\r\n /g, "");
    expect(body).toContain("DTSTART;TZID=America/Chicago:20261126T201500");
    expect(body).toContain("RRULE:FREQ=DAILY");
    expect(body).toContain(`URL:http://localhost:3000/children/${a.child.id}/today`);
    expect((await page(t, `/children/${a.child.id}/reminder.ics?time=8pm`, a.cookie)).status).toBe(400);

    // The printable summary: an A4 PDF with the child, the plan and its steps, the dates, every check-in and note (read with poppler).
    const pdf = await page(t, `/children/${a.child.id}/summary.pdf`, a.cookie);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toBe('attachment; filename="maya-practice-summary.pdf"');
    const file = join(mkdtempSync(join(tmpdir(), "bt-summary-")), "summary.pdf");
    writeFileSync(file, new Uint8Array(await pdf.arrayBuffer()));
    const info = execFileSync("pdfinfo", [file], { encoding: "utf8" });
    expect(info).toMatch(/Page size:\s+595\.2\d? x 841\.8\d? pts \(A4\)/);
    const words = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
    expect(words).toContain("Maya's practice");
    expect(words).toContain(`Practicing: ${practiceName(a.story.plan.strategy.name)}`);
    for (const step of a.story.plan.strategy.steps as string[]) expect(words).toContain(step.split(" ").slice(0, 4).join(" "));
    expect(words).toContain('Mon, Nov 23 — Tried, it was hard. “=HYPERLINK("x"), too tired”');
    expect(words).toContain("Used the plan: 5 · Tried, it was hard: 1 · Not today: 0 · No check-in: 24 · 3 days in a row using the plan");
    expect(words).toContain("Oct 28 to Thu, Nov 26 · 6 check-ins");
  });
});

describe("owner-only, never on a family link", () => {
  it("another parent gets 404 on every page, file and API call; signed out: 401 (API) and the sign-in redirect (pages)", async () => {
    const t = await context();
    const a = await familyWithStory(t);
    const b = await parent(t, "Bruno");
    await api(t, "POST", `/api/children/${a.child.id}/check-ins`, a.cookie, { outcome: "used", note: "private note" });
    const before = await checkInsOf(t, a.child.id);
    const id = a.child.id;
    for (const path of [
      `/children/${id}`,
      `/children/${id}/today`,
      `/children/${id}/summary.pdf`,
      `/children/${id}/check-ins.csv`,
      `/children/${id}/reminder.ics`,
      `/children/${id}/chart.svg`,
    ]) {
      const asB = await page(t, path, b.cookie);
      expect([path, asB.status]).toEqual([path, 404]);
      expect(await asB.text()).not.toContain("private note");
      const anon = await page(t, path);
      expect([path, anon.status]).toEqual([path, 302]);
      expect(anon.headers.get("location")).toBe(`/api/login?returnTo=${encodeURIComponent(path)}`);
    }
    expect((await form(t, `/children/${id}/check-in`, b.cookie, { outcome: "not" })).status).toBe(404);
    for (const method of ["GET", "POST"]) {
      const asB = await api(t, method, `/api/children/${id}/check-ins`, b.cookie, method === "POST" ? { outcome: "not" } : undefined);
      expect(asB.status).toBe(404);
      expect(await asB.json()).toEqual({ error: { code: "not_found", message: "Child not found" } });
      const anon = await api(t, method, `/api/children/${id}/check-ins`, undefined, method === "POST" ? { outcome: "not" } : undefined);
      expect(anon.status).toBe(401);
    }
    expect(await checkInsOf(t, id)).toEqual(before);
    // The story page has the check-in for its child; the family link of the same story has nothing of it.
    const story = await (await page(t, `/story/${a.story.id}`, a.cookie)).text();
    expect(story).toContain(CHECK_IN_COPY.question);
    expect(story).toContain(`action="/children/${id}/check-in"`);
    const { token } = await createShare(t.deps, a.user.id, a.story.id);
    const shared = await (await page(t, sharedStoryHref(token))).text();
    expect(shared).toContain(a.story.title.replace(/'/g, "&#x27;"));
    for (const word of [CHECK_IN_COPY.question, CHECK_IN_COPY.practicing, "private note", "/check-in"]) expect(shared).not.toContain(word);
  });
});

describe("removed exactly: with the child, with the account", () => {
  it("removing a child removes its check-ins; another child's and another family's stay byte for byte", async () => {
    const t = await context();
    const a = await familyWithStory(t);
    const b = await familyWithStory(t, "Bruno");
    const leo: ChildJson = await (await api(t, "POST", "/api/children", a.cookie, { name: "Leo", childAge: "2-3" })).json();
    for (const [cookie, child] of [
      [a.cookie, a.child.id],
      [a.cookie, leo.id],
      [b.cookie, b.child.id],
    ] as const) {
      await api(t, "POST", `/api/children/${child}/check-ins`, cookie, { outcome: "used", note: `note ${child}` });
    }
    const all = async () => JSON.stringify(await t.deps.db.select().from(checkIns).orderBy(asc(checkIns.id)));
    const keptLeo = JSON.stringify(await checkInsOf(t, leo.id));
    const keptB = JSON.stringify(await checkInsOf(t, b.child.id));
    expect((await api(t, "DELETE", `/api/children/${a.child.id}`, a.cookie)).status).toBe(200);
    expect(await checkInsOf(t, a.child.id)).toEqual([]);
    expect(JSON.stringify(await checkInsOf(t, leo.id))).toBe(keptLeo);
    expect(JSON.stringify(await checkInsOf(t, b.child.id))).toBe(keptB);
    // Then A's account: every A check-in goes, B's is the same bytes, and the admin total counts B only.
    expect((await api(t, "DELETE", "/api/account", a.cookie, { confirm: true })).status).toBe(200);
    expect(await all()).toBe(`[${keptB.slice(1, -1)}]`);
    const { familiesCheckingIn } = await import("../../src/children/practice");
    expect(await familiesCheckingIn(t.deps)).toBe(1);
  });
});

describe("the stories that adapt to the practice (practice / you-did-it)", () => {
  it("the API takes practiceStory, refuses an unknown kind with a JSON 400, and the story keeps its kind and the practiced plan", async () => {
    const t = await context();
    const a = await familyWithStory(t);
    const bad = await api(t, "POST", "/api/stories/generate", a.cookie, { childId: a.child.id, behavior: "bedtime", theme: "animals", practiceStory: "again" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toMatchObject({
      code: "invalid_input",
      message: PRACTICE_STORY_MESSAGE,
      fields: { practiceStory: PRACTICE_STORY_MESSAGE },
    });
    const res = await api(t, "POST", "/api/stories/generate", a.cookie, {
      childId: a.child.id,
      behavior: "bedtime",
      theme: "nature",
      practiceStory: "practice",
    });
    expect(res.status).toBe(201);
    const story = await res.json();
    expect(practiceKindOf(story.plan)).toBe("practice");
    // The same plan, practiced again: its name is the first story's.
    expect(story.plan.strategy.name).toBe(a.story.plan.strategy.name);
    // With the local engine's practice stories (5a1c6e2): the first step is the smaller one, the rest as practiced.
    expect(story.plan.strategy.steps).toHaveLength(a.story.plan.strategy.steps.length);
    expect(story.plan.strategy.steps[0]).not.toBe(a.story.plan.strategy.steps[0]);
    expect(story.plan.strategy.steps.slice(1)).toEqual(a.story.plan.strategy.steps.slice(1));
    expect(story.plan.episode).not.toBe(a.story.plan.episode);
    // The story page says which kind of story it is; the child's practice is still that plan.
    const html = await (await page(t, `/story/${story.id}`, a.cookie)).text();
    expect(html).toContain(CHECK_IN_COPY.storyKind.practice(practiceName(a.story.plan.strategy.name)));
    // An ordinary story says nothing of the kind.
    expect(await (await page(t, `/story/${a.story.id}`, a.cookie)).text()).not.toContain("A practice story for");
  });

  it("the offer's link opens the form for the child, prefilled with the practiced behavior (and its custom words) and the kind; a plain form post makes that story", async () => {
    const t = await context();
    const a = await parent(t, "Cara");
    const child: ChildJson = await (await api(t, "POST", "/api/children", a.cookie, { name: "Noor", childAge: "6-7", pronouns: "they" })).json();
    const situation = "Noor cries at the school gate every morning when I leave";
    const first = await api(t, "POST", "/api/stories/generate", a.cookie, {
      childId: child.id,
      behavior: "custom",
      customBehavior: situation,
      theme: "friendship",
    });
    expect(first.status).toBe(201);
    const made = await first.json();
    const planName = practiceName(made.plan.strategy.name);

    const form = await (await page(t, storyFormHref(child.id, { practiceStory: "you-did-it" }), a.cookie)).text();
    expect(form).toContain(CHECK_IN_COPY.formLine["you-did-it"]("Noor", planName));
    expect(form).toContain('<input type="hidden" name="practiceStory" value="you-did-it"/>');
    expect(form).toContain(`>${made.customBehavior}</textarea>`);
    expect(form).toMatch(/<option value="custom" selected="">/);
    expect(form).toContain('name="theme" checked="" value="friendship"');
    expect(form).toContain(`href="/behaviors?child=${child.id}">${CHECK_IN_COPY.formLineOrdinary}</a>`);
    // A made-up kind, or a child without a practice: an ordinary form.
    expect(await (await page(t, `/behaviors?child=${child.id}&practice=again`, a.cookie)).text()).not.toContain('name="practiceStory"');

    // Without JavaScript: the custom situation is read back first, then "Looks right" makes the story.
    const fields = {
      childId: String(child.id),
      childName: "Noor",
      childAge: "6-7",
      pronouns: "they",
      behavior: "custom",
      customBehavior: made.customBehavior,
      situationMode: "words",
      theme: "friendship",
      practiceStory: "you-did-it",
    };
    const confirm = await formPost(t, "/behaviors", a.cookie, fields);
    expect(confirm.status).toBe(200);
    expect(await confirm.text()).toContain('<input type="hidden" name="practiceStory" value="you-did-it"/>');
    const done = await formPost(t, "/behaviors", a.cookie, { ...fields, confirmed: "1" });
    expect(done.status).toBe(303);
    const id = Number(done.headers.get("location")!.split("/").pop());
    const json = await (await api(t, "GET", `/api/stories/${id}`, a.cookie)).json();
    expect(practiceKindOf(json.plan)).toBe("you-did-it");
    // A tampered form: the page again, with the message.
    const tampered = await formPost(t, "/behaviors", a.cookie, { ...fields, confirmed: "1", practiceStory: "again" });
    expect(tampered.status).toBe(422);
  });
});

describe("the story's printed practice chart matches the digital one", () => {
  it("the same steps as the practice shows and the same days: Day 1 is the day the story was made, on the strip and on the PDF's columns", async () => {
    const t = await context();
    t.setNow(NOON_UTC);
    const a = await familyWithStory(t);
    await at(t, new Date(NOON_UTC.getTime() + 2 * 86_400_000), a);
    await api(t, "POST", `/api/children/${a.child.id}/check-ins`, a.cookie, { outcome: "used", timeZone: "UTC" });
    const { practice }: CheckInsJson = await (await api(t, "GET", `/api/children/${a.child.id}/check-ins`, a.cookie)).json();
    expect(practice).toMatchObject({ since: "2026-11-21", day: 3 });

    // The digital strip: the story's day is Day 1, today Day 3; the caption says how the printed chart counts.
    const html = await (await page(t, `/children/${a.child.id}/today`, a.cookie)).text();
    expect(html).toContain("<title>Day 1 · Sat, Nov 21: no check-in</title>");
    expect(html).toContain("<title>Day 3 · Mon, Nov 23: Used the plan.</title>");
    expect(html).toContain("<title>Fri, Nov 20: no check-in</title>");
    expect(html).toContain(CHECK_IN_COPY.stripDayOne("Sat, Nov 21").replace(/'/g, "&#x27;"));

    // The story's PDF, last page (the practice chart), read with poppler.
    const res = await api(t, "GET", `/api/stories/${a.story.id}/pdf`, a.cookie);
    expect(res.status).toBe(200);
    const file = join(mkdtempSync(join(tmpdir(), "bt-chart-")), "story.pdf");
    writeFileSync(file, new Uint8Array(await res.arrayBuffer()));
    const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", [file], { encoding: "utf8" }))![1]);
    const chart = execFileSync("pdftotext", ["-layout", "-f", String(pages), "-l", String(pages), file, "-"], { encoding: "utf8" });
    const flat = (s: string) => s.replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, " ");
    expect(flat(chart)).toContain("Maya's practice chart");
    expect(practice!.steps.length).toBeGreaterThan(0);
    for (const step of practice!.steps) expect(flat(chart)).toContain(flat(step));
    expect(chart).toMatch(/Day 1\s+Day 2\s+Day 3\s+Day 4\s+Day 5\s+Day 6\s+Day 7/);
    expect(flat(chart)).toContain("Day 1 is the day this story was made.");
    expect(chart).not.toMatch(/\bMon\s+Tue\s+Wed/);
  });
});
