/**
 * Issue 22, item 1: the parent's own situation read back before anything is spent — POST /api/situation,
 * the story API's guided parts and its refusal of anything not "understood", and the no-JavaScript
 * confirm step of POST /behaviors ("Here's what we understood", "Looks right — create the story", "Edit").
 */
import { beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { createTestContext, createUser, jsonHeaders, sameOrigin, sessionCookie, type TestContext } from "../helpers/app";
import { generations, stories } from "../../db/schema";
import { composeSituation, SITUATION_PART_MAX_CHARS, UNDERSTOOD_HEADING, type SituationParts } from "../../src/contracts/situation";
import { SITUATION_EXAMPLES_MESSAGE } from "../../src/engine/situation-reading";
import { SITUATION_API_PATH } from "../../src/contracts/situation-api";
import { SITUATION_MESSAGES } from "../../src/validation/situation";
import { SITUATION_RATE_LIMIT, SITUATION_RATE_MESSAGE } from "../../routes/situation-api";
import { CONFIRM_LABELS } from "../../components/story/UnderstoodPanel";
import { INVALID_JSON } from "../../src/http/body";
import { storyHref, WRITE_ANOTHER, writeAnotherHref } from "../../src/contracts/story";

const BASE = "http://localhost:3000";
const UNDERSTOOD_TEXT = "Sofia gets very nervous before swimming lessons and says her tummy hurts.";
/** Where and when, but not what happens: the reading asks what the child does. */
const ASK_TEXT = "at the dinner table every night";
const PARTS: SituationParts = { does: "cries and clings to my leg", when: "at preschool drop-off", underneath: "scared" };
const SENSITIVE_TEXT = "Since his grandpa died he cries every night at bedtime";
/** A teacher's message with two moments (issue 22, "Custom B"). */
const TWO_MOMENTS =
  "Maya is in my class of 22. at circle time she shouts out answers and grabs the talking stick from the other kids, then when its pickup she hides behind the cubbies and wont go with her grandma";

/** Visible text of server HTML: tags dropped, entities decoded. */
function visible(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}
const decode = (s: string) =>
  s
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
/** The opening tag of the element with this id. */
function tagWithId(html: string, id: string): string {
  const m = new RegExp(`<[a-z]+[^>]*\\sid="${id}"[^>]*>`).exec(html);
  expect(m, `an element with id="${id}"`).not.toBeNull();
  return m![0];
}
/** The hidden inputs of the confirm step, by name. */
function hiddenFields(html: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/?>/g)) out[m[1]!] = decode(m[2]!);
  return out;
}

async function spent(t: TestContext, userId: string) {
  const g = (await t.deps.db.select({ n: count() }).from(generations).where(eq(generations.userId, userId)))[0]!.n;
  const s = (await t.deps.db.select({ n: count() }).from(stories).where(eq(stories.userId, userId)))[0]!.n;
  return { generations: g, stories: s };
}

const readSituationApi = (t: TestContext, body: unknown, cookie?: string) =>
  t.app.request(`${BASE}${SITUATION_API_PATH}`, { method: "POST", headers: jsonHeaders(cookie), body: typeof body === "string" ? body : JSON.stringify(body) });

describe("POST /api/situation", () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ STORY_STREAM_DELAY_MS: "0" });
  });

  it("reads free text back as 'understood', for a visitor, without spending anything", async () => {
    const res = await readSituationApi(t, { customBehavior: UNDERSTOOD_TEXT, childName: "Sofia", pronouns: "she" });
    expect(res.status).toBe(200);
    const reading = await res.json();
    expect(reading.status).toBe("understood");
    expect(reading.text).toBe(UNDERSTOOD_TEXT);
    expect(reading.understood).toMatchObject({ does: expect.stringContaining("Sofia"), feeling: expect.any(String), plan: expect.any(String) });
    expect(await t.deps.db.select({ n: count() }).from(generations)).toEqual([{ n: 0 }]);
  });

  it("reads two moments in one message as two (additive fields), reads back the first, and lists what the story keeps", async () => {
    const res = await readSituationApi(t, {
      customBehavior: TWO_MOMENTS,
      childName: "Maya",
      pronouns: "she",
      grownUpName: "Ms. Lee",
      childAge: "6-7",
      theme: "friendship",
    });
    expect(res.status).toBe(200);
    const reading = await res.json();
    expect(reading).toMatchObject({ status: "understood", text: TWO_MOMENTS });
    expect(reading.understood.moments).toHaveLength(2);
    expect(reading.understood.momentsNote).toMatch(
      /^Your message has two moments: .*This story is about the first; “Write another” on the story page tells the second\.$/,
    );
    expect(reading.understood.does).toMatch(/^Maya shouts out answers/);
    expect(reading.understood.keeps.does).toContain("shouting out answers");
    expect(JSON.stringify(reading)).not.toMatch(/\{[A-Za-z']+\}/);
    // An age or theme that is not one of ours is a 400, like any other field.
    expect((await readSituationApi(t, { customBehavior: TWO_MOMENTS, childAge: "11" })).status).toBe(400);
  });

  it("reads the guided parts as the one description the story keeps", async () => {
    const reading = await (await readSituationApi(t, { situation: PARTS, childName: "Leo" })).json();
    expect(reading.status).toBe("understood");
    expect(reading.text).toBe(composeSituation(PARTS));
  });

  it("asks for the missing part in plain words, and answers text with nothing to go on with examples", async () => {
    const ask = await (await readSituationApi(t, { customBehavior: ASK_TEXT, childName: "Mia" })).json();
    expect(ask).toMatchObject({ status: "ask", part: "does" });
    expect(ask.message).toContain("What does Mia do");
    const parts = await (await readSituationApi(t, { situation: { does: "", when: "at bedtime" }, childName: "Mia" })).json();
    expect(parts).toMatchObject({ status: "ask", part: "does" });
    const nothing = await (await readSituationApi(t, { customBehavior: "help" })).json();
    expect(nothing).toEqual({ status: "declined", reason: "nothing", message: SITUATION_EXAMPLES_MESSAGE });
    const sensitive = await (await readSituationApi(t, { customBehavior: SENSITIVE_TEXT })).json();
    expect(sensitive).toMatchObject({ status: "declined", reason: "sensitive", help: { href: expect.stringMatching(/^\//) } });
  });

  it("answers a body that is not JSON, or not the shape, with a 400 JSON error", async () => {
    const bad = await readSituationApi(t, "{not json");
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toEqual({ code: "invalid_json", message: INVALID_JSON });
    const cases: Array<[unknown, string, string]> = [
      [{ customBehavior: 5 }, "customBehavior", SITUATION_MESSAGES.text],
      [{ situation: { ...PARTS, underneath: "sleepy" } }, "situation", SITUATION_MESSAGES.underneath],
      [{ situation: { ...PARTS, when: "w".repeat(SITUATION_PART_MAX_CHARS + 1) } }, "situation", SITUATION_MESSAGES.part],
      [{ situation: "hits" }, "situation", SITUATION_MESSAGES.situation],
      [{ customBehavior: "hits", extra: 1 }, "form", expect.any(String) as unknown as string],
      [["hits"], "form", expect.any(String) as unknown as string],
    ];
    for (const [body, field, message] of cases) {
      const res = await readSituationApi(t, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const { error } = await res.json();
      expect(error.code).toBe("invalid_input");
      expect(error.fields[field], JSON.stringify(body)).toEqual(message);
    }
  });

  it("is rate-limited per client", async () => {
    const own = await createTestContext();
    const codes: number[] = [];
    for (let i = 0; i <= SITUATION_RATE_LIMIT.max; i++) codes.push((await readSituationApi(own, { customBehavior: UNDERSTOOD_TEXT })).status);
    expect(codes.slice(0, SITUATION_RATE_LIMIT.max).every((c) => c === 200)).toBe(true);
    expect(codes.at(-1)).toBe(429);
    const last = await readSituationApi(own, { customBehavior: UNDERSTOOD_TEXT });
    expect((await last.json()).error).toMatchObject({ code: "rate_limited", message: SITUATION_RATE_MESSAGE });
  });
});

describe("POST /api/stories/generate with the parent's own situation", () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ STORY_STREAM_DELAY_MS: "0", FREE_STORIES: "20" });
  });
  const generate = (cookie: string, body: unknown, accept = "application/json") =>
    t.app.request(`${BASE}/api/stories/generate`, { method: "POST", headers: { ...jsonHeaders(cookie), Accept: accept }, body: JSON.stringify(body) });
  const GOOD = { childName: "Leo", childAge: "4-5", behavior: "custom", theme: "animals", pronouns: "he" };

  it("accepts the guided parts: the story's customBehavior is the description made from them", async () => {
    const user = await createUser(t.deps);
    const res = await generate(await sessionCookie(t.deps, user), { ...GOOD, situation: PARTS });
    expect(res.status).toBe(201);
    const story = await res.json();
    expect(story.customBehavior).toBe(composeSituation(PARTS));
    expect(story.storyContent).toContain("Leo");
  });

  it("refuses what the reading does not call 'understood' with its message on customBehavior, before anything is spent, also when streaming", async () => {
    const user = await createUser(t.deps);
    const cookie = await sessionCookie(t.deps, user);
    for (const accept of ["application/json", "text/event-stream"]) {
      const res = await generate(cookie, { ...GOOD, customBehavior: ASK_TEXT }, accept);
      expect(res.status, accept).toBe(400);
      expect(res.headers.get("content-type")).toContain("application/json");
      const { error } = await res.json();
      expect(error.fields.customBehavior).toContain("What does Leo do");
      expect(error.situation).toMatchObject({ status: "ask", part: "does" });
    }
    const missing = await generate(cookie, { ...GOOD, situation: { does: "", when: "at bedtime" } });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.fields.customBehavior).toContain("What does Leo do");
    const sensitive = await generate(cookie, { ...GOOD, customBehavior: SENSITIVE_TEXT });
    expect(sensitive.status).toBe(400);
    expect((await sensitive.json()).error.situation).toMatchObject({ status: "declined", reason: "sensitive", help: expect.any(Object) });
    const badPart = await generate(cookie, { ...GOOD, situation: { ...PARTS, underneath: "sleepy" } });
    expect(badPart.status).toBe(400);
    expect((await badPart.json()).error.fields.situation).toBe(SITUATION_MESSAGES.underneath);
    expect(await spent(t, user.id)).toEqual({ generations: 0, stories: 0 });
  });
});

describe("POST /behaviors without JavaScript: the confirm step", () => {
  let t: TestContext;
  let cookie: string;
  let userId: string;
  const postForm = (form: Record<string, string>) =>
    t.app.request(`${BASE}/behaviors`, {
      method: "POST",
      headers: sameOrigin({ Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" }),
      body: new URLSearchParams(form).toString(),
    });
  const FORM = {
    childName: "Sofia",
    childAge: "6-7",
    behavior: "custom",
    theme: "nature",
    pronouns: "she",
    grownUpName: "Mama",
    customBehavior: UNDERSTOOD_TEXT,
  };

  beforeAll(async () => {
    t = await createTestContext({ STORY_STREAM_DELAY_MS: "0", FREE_STORIES: "20" });
    const user = await createUser(t.deps);
    userId = user.id;
    cookie = await sessionCookie(t.deps, user);
  });

  it("shows 'Here's what we understood' with the form's values kept, 'Looks right' and 'Edit', and spends nothing", async () => {
    const res = await postForm(FORM);
    expect(res.status).toBe(200);
    const html = await res.text();
    const text = visible(html);
    expect(text).toContain(UNDERSTOOD_HEADING);
    expect(text).toContain("What happens");
    expect(text).toContain("The story's plan");
    const button = (label: string) => new RegExp(`<button[^>]*>${label}</button>`).exec(html)?.[0] ?? "";
    expect(button(CONFIRM_LABELS.confirm)).toMatch(/type="submit"(?=.*name="confirmed")(?=.*value="1")/);
    expect(button(CONFIRM_LABELS.edit)).toMatch(/type="submit"(?=.*name="edit")(?=.*value="1")/);
    expect(hiddenFields(html)).toMatchObject({ ...FORM, situationMode: "words" });
    expect(await spent(t, userId)).toEqual({ generations: 0, stories: 0 });
  });

  it("says two moments in plain words on the confirm step, with what the story keeps", async () => {
    const res = await postForm({ ...FORM, childName: "Maya", grownUpName: "Ms. Lee", customBehavior: TWO_MOMENTS });
    expect(res.status).toBe(200);
    const text = visible(await res.text());
    expect(text).toMatch(
      /Your message has two moments: at circle time, shouting out answers .*This story is about the first; “Write another” on the story page tells the second\./,
    );
    expect(text).toContain("What the story keeps");
    expect(text).not.toMatch(/\{[A-Za-z']+\}/);
    expect(await spent(t, userId)).toEqual({ generations: 0, stories: 0 });
  });

  it("'Looks right' (confirmed=1) creates the story and opens it", async () => {
    const res = await postForm({ ...FORM, confirmed: "1" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toMatch(/^\/story\/\d+$/);
    expect((await spent(t, userId)).stories).toBe(1);
  });

  it("two moments, the whole path: the first story tells the first moment; the same message again ('Write another') tells the second", async () => {
    const two = { ...FORM, childName: "Maya", grownUpName: "Ms. Lee", customBehavior: TWO_MOMENTS, confirmed: "1" };
    const storyOf = async (res: Response) => {
      expect(res.status).toBe(303);
      const id = Number(res.headers.get("location")!.split("/").pop());
      return (await t.deps.db.select().from(stories).where(eq(stories.id, id)))[0]!;
    };
    const first = await storyOf(await postForm(two));
    expect(first.plan?.episode).toMatch(/@m0\b/);
    expect(first.storyContent).toMatch(/\bcircle time\b/i);
    expect(first.storyContent).not.toMatch(/\bcubbies\b/i);
    const second = await storyOf(await postForm(two));
    expect(second.plan?.episode).toMatch(/@m1\b/);
    expect(second.storyContent).toMatch(/\bcubbies\b/i);
    expect(second.storyContent).toMatch(/\bgrandma\b/i);
    // And the third goes back to the first moment.
    const third = await storyOf(await postForm(two));
    expect(third.plan?.episode).toMatch(/@m0\b/);
  });

  it("'Write another' on the story page opens the form filled in as that story was; another family's id opens an empty form", async () => {
    const two = { ...FORM, childName: "Zuzana", grownUpName: "Ms. Lee", customBehavior: TWO_MOMENTS, confirmed: "1" };
    const made = await postForm(two);
    const id = Number(made.headers.get("location")!.split("/").pop());
    const storyPage = await (await t.app.request(`${BASE}${storyHref(id)}`, { headers: { Cookie: cookie, Accept: "text/html" } })).text();
    const link = storyPage.match(new RegExp(`<a[^>]*href="${writeAnotherHref(id).replace("?", "\\?")}"[^>]*>([^<]*)</a>`));
    expect(link?.[1]).toBe(WRITE_ANOTHER.label);
    expect(link?.[0]).toContain('aria-describedby="write-another-desc"');
    expect(visible(storyPage)).toContain(WRITE_ANOTHER.description("Zuzana"));

    const again = await (await t.app.request(`${BASE}${writeAnotherHref(id)}`, { headers: { Cookie: cookie, Accept: "text/html" } })).text();
    expect(tagWithId(again, "story-childName")).toContain('value="Zuzana"');
    expect(tagWithId(again, "story-grownUpName")).toContain('value="Ms. Lee"');
    expect(decode(again)).toContain(`>${TWO_MOMENTS}</textarea>`);

    const other = await createUser(t.deps);
    const otherCookie = await sessionCookie(t.deps, other);
    const stranger = await (await t.app.request(`${BASE}${writeAnotherHref(id)}`, { headers: { Cookie: otherCookie, Accept: "text/html" } })).text();
    expect(stranger).not.toContain("Zuzana");
    expect(decode(stranger)).not.toContain(TWO_MOMENTS);
    expect(tagWithId(stranger, "story-childName")).toContain('value=""');
  });

  it("'Edit' re-renders the filled form with the description focused", async () => {
    const res = await postForm({ ...FORM, edit: "1" });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(visible(html)).not.toContain(UNDERSTOOD_HEADING);
    expect(tagWithId(html, "story-customBehavior")).toContain("autofocus");
    expect(decode(html)).toContain(`>${UNDERSTOOD_TEXT}</textarea>`);
    expect(tagWithId(html, "story-childName")).toContain('value="Sofia"');
  });

  it("asks for a missing part beside the field (422), and never writes an 'ask' even when confirmed", async () => {
    const before = await spent(t, userId);
    for (const extra of [{}, { confirmed: "1" }] as Record<string, string>[]) {
      const res = await postForm({ ...FORM, customBehavior: ASK_TEXT, ...extra });
      expect(res.status).toBe(422);
      const html = await res.text();
      const textarea = tagWithId(html, "story-customBehavior");
      expect(textarea).toContain('aria-invalid="true"');
      expect(textarea).toContain('aria-describedby="story-customBehavior-error"');
      expect(textarea).toContain("autofocus");
      expect(visible(html.split('id="story-customBehavior-error"')[1]!.split("</p>")[0]!)).toContain("What does Sofia do");
    }
    expect(await spent(t, userId)).toEqual(before);
  });

  it("declines a situation that needs more care beside the field, with the pointer to help", async () => {
    const res = await postForm({ ...FORM, customBehavior: SENSITIVE_TEXT });
    expect(res.status).toBe(422);
    const error = (await res.text()).split('id="story-customBehavior-error"')[1]!.split("</p>")[0]!;
    expect(visible(error)).toContain("deserves more care");
    expect(error).toMatch(/<a href="\/[^"]*">/);
  });

  it("the guided parts work without JavaScript: both ways are on the page, the parts are read back, confirmed, and kept", async () => {
    const page = await (await t.app.request(`${BASE}/behaviors?behavior=custom`, { headers: { Cookie: cookie, Accept: "text/html" } })).text();
    for (const name of ["customBehavior", "situationDoes", "situationWhen", "situationWho"]) expect(page).toContain(`name="${name}"`);
    expect(page.match(/name="situationMode"/g)).toHaveLength(2);
    expect(page.match(/name="situationUnderneath"/g)).toHaveLength(7);

    const parts = {
      ...FORM,
      customBehavior: "",
      situationMode: "parts",
      situationDoes: PARTS.does,
      situationWhen: PARTS.when!,
      situationWho: "",
      situationUnderneath: PARTS.underneath!,
    };
    const confirm = await postForm(parts);
    expect(confirm.status).toBe(200);
    const html = await confirm.text();
    expect(visible(html)).toContain(UNDERSTOOD_HEADING);
    expect(hiddenFields(html)).toMatchObject({ situationMode: "parts", situationDoes: PARTS.does, situationWhen: PARTS.when, situationUnderneath: "scared" });

    const created = await postForm({ ...parts, confirmed: "1" });
    expect(created.status).toBe(303);
    const id = Number(created.headers.get("location")!.split("/").pop());
    expect((await t.deps.db.select().from(stories).where(eq(stories.id, id)))[0]!.customBehavior).toBe(composeSituation(PARTS));

    // A missing "what does": asked beside that field.
    const missing = await postForm({ ...parts, situationDoes: "", situationWhen: "at bedtime" });
    expect(missing.status).toBe(422);
    const missingHtml = await missing.text();
    const does = tagWithId(missingHtml, "story-situationDoes");
    expect(does).toContain('aria-describedby="story-customBehavior-error"');
    expect(does).toContain("autofocus");
    expect(tagWithId(missingHtml, "story-customBehavior")).not.toContain("aria-describedby");
    expect(visible(missingHtml)).toContain("What does Sofia do");
  });
});
