/**
 * Operators see why stories fail (issue 23, item 8; ADR 022): every generation's outcome is recorded
 * with its reasons — a saved story, a rewrite, a refusal by the checks or the safety review, a timeout,
 * an engine error — through POST /api/stories/generate with the stand-in model; the failure log lines
 * carry the same reasons; the admin quality JSON and page compute from the recorded outcomes.
 */
import { afterEach, describe, expect, it } from "vitest";
import { createTestContext, createUser, jsonHeaders, sessionCookie, type TestContext } from "../helpers/app";
import { startChatCompletionsServer, type ChatAnswer, type ChatCompletionsServer, type ChatRequestBody } from "../fakes/chat-completions-server";
import { composeStory, type GenerationTimeouts, type StoryRequest } from "../../src/engine";
import { SAFETY_CHECK } from "../../src/engine/safety";
import { generationOutcomes } from "../../db/schema";
import type { GenerationOutcomesJson } from "../../src/contracts/generation-outcome";

(globalThis as { AI_SDK_LOG_WARNINGS?: boolean }).AI_SDK_LOG_WARNINGS = false;

const ORIGIN = "http://localhost:3000";
const GOOD = { childName: "Maya", childAge: "4-5", behavior: "bedtime", theme: "animals", pronouns: "she", grownUpName: "Mom" };
const request: StoryRequest = { ...GOOD, childAge: "4-5", behavior: "bedtime", theme: "animals", pronouns: "she", seed: 1 };
const good = composeStory(request);
const { episode: _episode, coloringScene: _coloring, ...planFields } = good.plan;
const PLAN = JSON.stringify({ ...planFields, scenes: good.plan.scenes.map(({ text, ...scene }) => ({ ...scene, summary: text.split(". ")[0] })) });
const scenes = (texts: string[]) => texts.join("\n###\n");
const GOOD_SCENES = scenes(good.plan.scenes.map((s) => s.text));
/** About the wrong child, "Mia" for Maya: fails only the check that the child's name opens and closes the story. */
const MIA_SCENES = scenes(good.plan.scenes.map((s) => s.text.replace(/\bMaya\b/g, "Mia")));
const NAME_CHECK = "name-first-last";
/** The wolf threat (issue 23, item 1): the safety review refuses it as a threat used to control. */
const WOLF = `"If you keep crying like that, the big grey wolf will hear you and come and take you away," said the owl.`;
const WOLF_SCENES = scenes(good.plan.scenes.map((s, i) => (i === 1 ? `${s.text} ${WOLF}` : s.text)));

const FAST: GenerationTimeouts = { firstTokenMs: 400, stallMs: 400, callMs: 1500, imageMs: 600, generationMs: 4000, heartbeatMs: 100 };
const ENGINE = "openai-compatible:story-model";

const servers: ChatCompletionsServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

interface Logged {
  level: "info" | "error";
  message: string;
  data?: Record<string, unknown>;
}

/** The app with the stand-in model (`writings[i]` answers the i-th writing call), a premium parent, an admin and a log to read. */
async function withModel(writings: ChatAnswer[]) {
  let writes = 0;
  const model = await startChatCompletionsServer((body: ChatRequestBody) =>
    body.response_format !== undefined ? PLAN : writings[Math.min(writes++, writings.length - 1)]!,
  );
  servers.push(model);
  const logged: Logged[] = [];
  const t = await createTestContext(
    { AI_PROVIDER: "openai-compatible", AI_BASE_URL: model.baseURL, AI_MODEL: "story-model", GENERATE_RATE_LIMIT: "50" },
    (deps) => {
      deps.services.timeouts = { ...FAST };
      deps.log = {
        info: (message, data) => logged.push({ level: "info", message, data }),
        error: (message, data) => logged.push({ level: "error", message, data }),
        debug: () => {},
      };
    },
  );
  const parent = await createUser(t.deps, { subscriptionStatus: "active", subscriptionExpiresAt: new Date("2027-11-21T12:00:00Z") });
  const admin = await createUser(t.deps, { isAdmin: true });
  return { t, logged, cookie: await sessionCookie(t.deps, parent), adminCookie: await sessionCookie(t.deps, admin) };
}

const post = (t: TestContext, cookie: string, accept = "text/event-stream") =>
  t.app.request(`${ORIGIN}/api/stories/generate`, { method: "POST", headers: { ...jsonHeaders(cookie), Accept: accept }, body: JSON.stringify(GOOD) });
const outcomes = (t: TestContext) => t.deps.db.select().from(generationOutcomes).orderBy(generationOutcomes.id);

describe("every generation's outcome is recorded with its reasons", () => {
  it("a story saved first time: one attempt, no refusal, the time to its first shown paragraph", async () => {
    const { t, cookie } = await withModel([GOOD_SCENES]);
    const body = await (await post(t, cookie)).text();
    expect(body).toContain("event: story");
    const [row, ...more] = await outcomes(t);
    expect(more).toEqual([]);
    expect(row).toMatchObject({ engine: ENGINE, behavior: "bedtime", childAge: "4-5", outcome: "saved", attempts: 1, refusals: [], safetyFamilies: [] });
    expect(row!.storyId).toBeGreaterThan(0);
    expect(row!.firstTextMs).toBeGreaterThan(0);
    expect(row!.firstTextMs).toBeLessThanOrEqual(row!.totalMs);
  });

  it("a rewrite: saved on the second attempt, the first draft's failing check recorded and logged", async () => {
    const { t, cookie, logged } = await withModel([MIA_SCENES, GOOD_SCENES]);
    await (await post(t, cookie)).text();
    const [row] = await outcomes(t);
    expect(row).toMatchObject({ outcome: "saved", attempts: 2, refusals: [[NAME_CHECK]], safetyFamilies: [] });
    expect(logged).toContainEqual(
      expect.objectContaining({ message: "story passed after a rewrite", data: expect.objectContaining({ attempts: 2, failedChecks: [[NAME_CHECK]] }) }),
    );
  });

  it("a refusal: both drafts' failing checks recorded, and the failure's log line says which", async () => {
    const { t, cookie, logged } = await withModel([MIA_SCENES, MIA_SCENES]);
    const res = await post(t, cookie, "application/json");
    expect(res.status).toBe(502);
    const [row] = await outcomes(t);
    expect(row).toMatchObject({ outcome: "refused", attempts: 2, refusals: [[NAME_CHECK], [NAME_CHECK]], firstTextMs: null, storyId: null });
    const line = logged.find((l) => l.message === "story failed the quality checks");
    expect(line?.data).toMatchObject({ attempts: 2, failedChecks: [[NAME_CHECK], [NAME_CHECK]] });
  });

  it("a safety refusal: the check and the family of harm, never the sentence, the child's name or the parent's words", async () => {
    const { t, cookie } = await withModel([WOLF_SCENES, WOLF_SCENES]);
    expect((await post(t, cookie, "application/json")).status).toBe(502);
    const rows = await outcomes(t);
    expect(rows[0]).toMatchObject({ outcome: "refused", attempts: 2, refusals: [[SAFETY_CHECK.id], [SAFETY_CHECK.id]], safetyFamilies: ["threat"] });
    const stored = JSON.stringify(rows);
    for (const secret of ["Maya", "wolf", "Mom"]) expect(stored).not.toContain(secret);
  });

  it("a timeout after a refused draft: the draft's failing check and the timeout, and the timeout's log line says both", async () => {
    const { t, cookie, logged } = await withModel([MIA_SCENES, { hang: true }]);
    const res = await post(t, cookie, "application/json");
    expect(res.status).toBe(504);
    const [row] = await outcomes(t);
    expect(row).toMatchObject({ outcome: "timeout", attempts: 2, refusals: [[NAME_CHECK]], firstTextMs: null });
    expect(logged.find((l) => l.message === "story generation timed out")?.data).toMatchObject({ attempts: 2, failedChecks: [[NAME_CHECK]] });
  });

  it("a model that answers with an error: an engine error, one attempt", async () => {
    const { t, cookie, logged } = await withModel([{ status: 400, error: "Bad Request" }]);
    expect((await post(t, cookie, "application/json")).status).toBe(502);
    const [row] = await outcomes(t);
    expect(row).toMatchObject({ outcome: "engine-error", attempts: 1, refusals: [] });
    expect(logged.find((l) => l.message === "story generation failed")?.data).toMatchObject({ attempts: 1, failedChecks: [] });
  });

  it("a recording that fails never fails the story: it is logged", async () => {
    const { t, cookie, logged } = await withModel([GOOD_SCENES]);
    const insert = t.deps.db.insert.bind(t.deps.db);
    t.deps.db.insert = ((table: unknown) => {
      if (table === generationOutcomes) throw new Error("disk full");
      return insert(table as never);
    }) as typeof t.deps.db.insert;
    const res = await post(t, cookie, "application/json");
    expect(res.status).toBe(201);
    expect(logged).toContainEqual(expect.objectContaining({ level: "error", message: "generation outcome not recorded" }));
  });
});

describe("the admin quality page computes from the recorded outcomes", () => {
  it("shows nothing recorded yet as an empty state", async () => {
    const { t, adminCookie } = await withModel([GOOD_SCENES]);
    const json = (await (await t.app.request(`${ORIGIN}/api/admin/story-quality`, { headers: jsonHeaders(adminCookie) })).json()) as {
      outcomes: GenerationOutcomesJson;
    };
    expect(json.outcomes.windows).toEqual([
      { days: 7, engines: [] },
      { days: 30, engines: [] },
    ]);
    const html = await (await t.app.request(`${ORIGIN}/admin/quality`, { headers: { Cookie: adminCookie, Accept: "text/html" } })).text();
    expect(html).toContain("No generations recorded yet.");
  });

  it("first-time pass rate, rewrite rate, refusals by check, timeouts and the time to the first paragraph, over 7 and 30 days", async () => {
    // Four stories: saved first time, saved after a rewrite, refused twice, timed out.
    const { t, cookie, adminCookie } = await withModel([GOOD_SCENES, MIA_SCENES, GOOD_SCENES, MIA_SCENES, MIA_SCENES, { hang: true }]);
    await (await post(t, cookie)).text();
    await (await post(t, cookie)).text();
    expect((await post(t, cookie, "application/json")).status).toBe(502);
    expect((await post(t, cookie, "application/json")).status).toBe(504);
    // One more, 10 days ago on another engine: in the 30 days, not the 7.
    await t.deps.db.insert(generationOutcomes).values({
      engine: "local",
      behavior: "sharing",
      childAge: "2-3",
      outcome: "saved",
      attempts: 1,
      refusals: [],
      safetyFamilies: [],
      firstTextMs: 800,
      totalMs: 900,
      createdAt: new Date(t.deps.now().getTime() - 10 * 86400_000),
    });

    const json = (await (await t.app.request(`${ORIGIN}/api/admin/story-quality`, { headers: jsonHeaders(adminCookie) })).json()) as {
      outcomes: GenerationOutcomesJson;
    };
    const [week, month] = json.outcomes.windows;
    expect(week!.days).toBe(7);
    expect(week!.engines.map((e) => e.engine)).toEqual([ENGINE]);
    const model = week!.engines[0]!;
    expect(model).toMatchObject({
      generations: 4,
      decided: 4,
      counts: { saved: 2, refused: 1, timeout: 1, "engine-error": 0, cancelled: 0 },
      firstTimePasses: 1,
      firstTimePassRate: 25,
      rewritten: 2,
      rewriteRate: 50,
      refusalsByCheck: [{ id: NAME_CHECK, count: 3 }],
    });
    expect(model.firstText.samples).toBe(2);
    expect(model.firstText.medianMs).toBeGreaterThan(0);
    expect(model.firstText.p90Ms).toBeGreaterThanOrEqual(model.firstText.medianMs!);
    expect(month!.engines.map((e) => e.engine)).toEqual(["local", ENGINE]);
    expect(month!.engines[0]).toMatchObject({ generations: 1, firstTimePassRate: 100, firstText: { samples: 1, medianMs: 800, p90Ms: 800 } });

    const html = (await (await t.app.request(`${ORIGIN}/admin/quality`, { headers: { Cookie: adminCookie, Accept: "text/html" } })).text()).replace(
      /<!-- -->/g,
      "",
    );
    expect(html).toContain("Generation outcomes");
    expect(html).toContain("First-time pass rate");
    expect(html).toContain("25% (1 of 4)");
    expect(html).toContain("Rewrite rate");
    expect(html).toContain("50% (2 of 4)");
    expect(html).toMatch(new RegExp(`${NAME_CHECK}</span>: 3`));
    expect(html).toContain("Time to first shown paragraph");
    expect(html).toContain("Last 7 days");
    expect(html).toContain("Last 30 days");
    expect(html).not.toContain("No generations recorded yet.");
  });
});
