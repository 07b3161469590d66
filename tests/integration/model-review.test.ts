/**
 * POST /api/stories/generate with a language model (the stand-in Chat Completions server, through
 * the real AI SDK) and the model's review of its story (issue 23 item 1, ADR 024): a threat the
 * built-in layer misses is judged unsafe and never reaches the browser; a good story is accepted first
 * time with one judging call; a review that cannot run shows nothing and gives the free story back;
 * a story the provider's moderation flags is refused. The generation outcomes record why.
 */
import { afterEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestContext, createUser, jsonHeaders, sessionCookie, type TestContext } from "../helpers/app";
import {
  JUDGED_SAFE,
  startChatCompletionsServer,
  type ChatAnswer,
  type ChatCompletionsServer,
  type ChatRequestBody,
  type ChatServerOptions,
} from "../fakes/chat-completions-server";
import { composeStory, SAFETY_REVIEW_UNAVAILABLE_MESSAGE, type GenerationTimeouts, type StoryRequest } from "../../src/engine";
import { generationOutcomes, generations, stories, users } from "../../db/schema";

(globalThis as { AI_SDK_LOG_WARNINGS?: boolean }).AI_SDK_LOG_WARNINGS = false;

const INPUT = { childName: "Leo", childAge: "4-5", behavior: "separation", theme: "animals", pronouns: "he", grownUpName: "Mummy" };
const request: StoryRequest = { ...INPUT, childAge: "4-5", behavior: "separation", theme: "animals", pronouns: "he", seed: 2 };
const good = composeStory(request);
const { episode: _episode, coloringScene: _coloring, ...planFields } = good.plan;
const PLAN = JSON.stringify({ ...planFields, scenes: good.plan.scenes.map(({ text, ...scene }) => ({ ...scene, summary: text.split(". ")[0] })) });
const scenes = good.plan.scenes.map((s) => s.text);
const GOOD_SCENES = scenes.join("\n###\n");
/** The wolf threat, put the way no word list catches it. */
const WOLF_LINE = '"The grey wolf in the woods listens for little boys who cry at the gate," whispered Mummy.';
const WOLF_SCENES = scenes.map((t, i) => (i === 2 ? `${t} ${WOLF_LINE}` : t)).join("\n###\n");
const judgeLikeAModel = (prompt: string): ChatAnswer =>
  prompt.includes("grey wolf")
    ? JSON.stringify({ safe: false, problems: [{ family: "threat", sentence: WOLF_LINE, why: "a wolf is used to frighten him out of crying" }] })
    : JUDGED_SAFE;

const FAST: GenerationTimeouts = { firstTokenMs: 400, stallMs: 400, callMs: 800, imageMs: 600, generationMs: 10_000, heartbeatMs: 100 };

const servers: ChatCompletionsServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function withModel(writings: ChatAnswer[], options: ChatServerOptions, env: Record<string, string> = {}) {
  let writes = 0;
  const model = await startChatCompletionsServer(
    (body: ChatRequestBody) => (body.response_format !== undefined ? PLAN : writings[Math.min(writes++, writings.length - 1)]!),
    options,
  );
  servers.push(model);
  const t = await createTestContext({ AI_PROVIDER: "openai-compatible", AI_BASE_URL: model.baseURL, AI_MODEL: "story-model", ...env }, (deps) => {
    deps.services.timeouts = { ...FAST };
  });
  const user = await createUser(t.deps);
  return { t, user, cookie: await sessionCookie(t.deps, user), model };
}

const post = (t: TestContext, cookie: string, accept: string) =>
  t.app.request("http://localhost:3000/api/stories/generate", {
    method: "POST",
    headers: { ...jsonHeaders(cookie), Accept: accept },
    body: JSON.stringify(INPUT),
  });

function parseSse(text: string) {
  return text
    .split(/\n\n/)
    .filter((b) => /^(event|data):/m.test(b))
    .map((block) => ({
      event: /^event: (.*)$/m.exec(block)?.[1] ?? "message",
      data: JSON.parse(
        block
          .split("\n")
          .filter((l) => l.startsWith("data: "))
          .map((l) => l.slice(6))
          .join("\n"),
      ),
    }));
}

async function expectFreeStoryBack(t: TestContext, userId: string) {
  const held = await t.deps.db.select().from(generations).where(eq(generations.userId, userId));
  expect(held.map((g) => g.status)).toEqual(["refunded"]);
  expect(await t.deps.db.select().from(stories).where(eq(stories.userId, userId))).toEqual([]);
  const [row] = await t.deps.db.select().from(users).where(eq(users.id, userId));
  expect(row!.storiesGenerated).toBe(0);
}

describe("the model's review, through the app", () => {
  it("never sends the wolf threat to the browser: judged unsafe twice, refused, the free story back, the reason recorded", async () => {
    const { t, user, cookie, model } = await withModel([WOLF_SCENES, WOLF_SCENES], { judge: judgeLikeAModel });
    const body = await (await post(t, cookie, "text/event-stream")).text();
    // Both drafts passed the built-in checks and reached the judge; not one of their words reached the browser.
    expect(model.judged).toHaveLength(2);
    expect(body).not.toMatch(/wolf|whispered Mummy|at the gate/);
    const events = parseSse(body);
    expect(events.map((e) => e.event)).not.toContain("delta");
    expect(events.map((e) => e.event)).not.toContain("title");
    expect(events.filter((e) => e.event === "status").map((e) => e.data.message)).toEqual(["Polishing the story…"]);
    expect(events.at(-1)).toMatchObject({ event: "error", data: { error: { code: "generation_failed" } } });
    await expectFreeStoryBack(t, user.id);
    const [outcome] = await t.deps.db.select().from(generationOutcomes);
    expect(outcome).toMatchObject({ outcome: "refused", attempts: 2, refusals: [["safe-content"], ["safe-content"]], safetyFamilies: ["threat"] });
  });

  it("accepts a good story first time with one judging call, and shows it only after the review", async () => {
    const { t, cookie, model } = await withModel([GOOD_SCENES], { judge: judgeLikeAModel });
    const events = parseSse(await (await post(t, cookie, "text/event-stream")).text());
    expect(model.judged).toHaveLength(1);
    expect(model.moderated).toHaveLength(1);
    const story = events.find((e) => e.event === "story")!.data;
    expect(story.qualityReport.attempts).toBe(1);
    expect(events.map((e) => e.event)).not.toContain("status");
    expect(
      events
        .filter((e) => e.event === "delta")
        .map((e) => e.data.text)
        .join(""),
    ).toBe(story.storyContent);
  });

  const failing: Array<[string, () => ChatAnswer, number]> = [
    ["hangs", () => ({ hang: true }), 1],
    ["answers garbage twice", () => "Looks great to me!", 2],
  ];
  for (const [what, judge, calls] of failing) {
    it(`fails closed when the judge ${what}: nothing shown, a clear message, the free story back`, async () => {
      const { t, user, cookie, model } = await withModel([GOOD_SCENES], { judge });
      const started = Date.now();
      const body = await (await post(t, cookie, "text/event-stream")).text();
      // Answered by the review's own limit (a 503, below), before the whole story's deadline (a 504).
      expect(Date.now() - started).toBeLessThan(FAST.generationMs);
      expect(model.judged).toHaveLength(calls);
      const events = parseSse(body);
      expect(events.map((e) => e.event)).not.toContain("delta");
      expect(body).not.toContain(scenes[0]!.split(" ").slice(0, 6).join(" "));
      expect(events.at(-1)).toMatchObject({
        event: "error",
        data: { status: 503, error: { code: "review_unavailable", message: SAFETY_REVIEW_UNAVAILABLE_MESSAGE } },
      });
      await expectFreeStoryBack(t, user.id);
    });
  }

  it("refuses a story the provider's moderation flags (OpenAI), with the free story back", async () => {
    const { t, user, cookie, model } = await withModel(
      [GOOD_SCENES, GOOD_SCENES],
      { judge: judgeLikeAModel, moderation: () => ({ flagged: true, categories: ["harassment"] }) },
      {
        AI_PROVIDER: "openai",
        OPENAI_API_KEY: "sk-test",
      },
    );
    const res = await post(t, cookie, "application/json");
    expect(res.status).toBe(502);
    expect((await res.json()).error.code).toBe("generation_failed");
    expect(model.moderated.map((m) => m.headers.authorization)).toEqual(["Bearer sk-test", "Bearer sk-test"]);
    await expectFreeStoryBack(t, user.id);
    const [outcome] = await t.deps.db.select().from(generationOutcomes);
    expect(outcome).toMatchObject({ outcome: "refused", safetyFamilies: ["shaming"] });
  });
});
