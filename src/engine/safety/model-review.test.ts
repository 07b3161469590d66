/**
 * The model's review of a model's story (ADR 024), driven through writeStory and the real AI SDK
 * against the stand-in Chat Completions server: moderation and a judging call after the built-in
 * checks pass; unsafe is a failed safety check (rewritten once, then refused); a review that cannot
 * run is SafetyReviewError (fail closed), never a story.
 */
import { afterEach, describe, expect, it } from "vitest";
import {
  JUDGED_SAFE,
  messageText,
  startChatCompletionsServer,
  type ChatAnswer,
  type ChatCompletionsServer,
  type ChatRequestBody,
  type ChatServerOptions,
} from "../../../tests/fakes/chat-completions-server";
import { checkStory, composeStory, createStoryEngine, StoryGenerationError, writeStory, type GenerationTimeouts, type StoryRequest } from "../index";
import { familyOf, judgePrompt, JUDGE_OUTPUT_NAME, readJudgeAnswer, SafetyReviewError } from "./model-review";

(globalThis as { AI_SDK_LOG_WARNINGS?: boolean }).AI_SDK_LOG_WARNINGS = false;

const request: StoryRequest = { childName: "Leo", childAge: "4-5", behavior: "separation", theme: "animals", seed: 2, pronouns: "he", grownUpName: "Mummy" };
const good = composeStory(request);
const { episode: _episode, coloringScene: _coloring, ...planFields } = good.plan;
const planAnswer = JSON.stringify({ ...planFields, scenes: good.plan.scenes.map(({ text, ...scene }) => ({ ...scene, summary: text.split(". ")[0] })) });
const scenes = good.plan.scenes.map((s) => s.text);
const GOOD = scenes.join("\n###\n");
/** A threat no word list catches: a wolf who listens for crying boys (the built-in layer passes it). */
const WOLF_LINE = '"The grey wolf in the woods listens for little boys who cry at the gate," whispered Mummy.';
const WOLF = scenes.map((t, i) => (i === 2 ? `${t} ${WOLF_LINE}` : t)).join("\n###\n");
const WOLF_PROBLEM = JSON.stringify({
  safe: false,
  problems: [{ family: "threat", sentence: WOLF_LINE, why: "a wolf is used to frighten him out of crying" }],
});
/** The stand-in judge as a model would judge: the wolf line is a threat, the rest is safe. */
const judgeLikeAModel = (prompt: string): ChatAnswer => (prompt.includes("grey wolf") ? WOLF_PROBLEM : JUDGED_SAFE);

const FAST: GenerationTimeouts = { firstTokenMs: 400, stallMs: 400, callMs: 800, imageMs: 600, generationMs: 4000, heartbeatMs: 100 };

const servers: ChatCompletionsServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function model(writings: ChatAnswer[], options: ChatServerOptions = {}, provider: "openai" | "openai-compatible" = "openai-compatible") {
  let n = 0;
  const server = await startChatCompletionsServer(
    (body: ChatRequestBody): ChatAnswer => (body.response_format !== undefined ? planAnswer : writings[Math.min(n++, writings.length - 1)]!),
    options,
  );
  servers.push(server);
  const engine =
    provider === "openai"
      ? createStoryEngine({ provider: "openai", apiKey: "sk-test", model: "gpt-test", baseURL: server.baseURL })
      : createStoryEngine({ provider: "openai-compatible", baseURL: server.baseURL, model: "m" });
  return { server, engine };
}

const safety = (error: unknown) => (error as StoryGenerationError).report!.checks.find((c) => c.id === "safe-content")!;

describe("the model's review in writeStory", () => {
  it("accepts a good story first time after one judging call and the provider's moderation, on the story's words only", async () => {
    const { server, engine } = await model([GOOD], { judge: judgeLikeAModel }, "openai");
    const shown: string[] = [];
    const result = await writeStory(engine, request, { onDelta: (t) => shown.push(t), timeouts: FAST });
    expect(result.attempts).toBe(1);
    expect(server.judged).toHaveLength(1);
    const judging = server.judged[0]!.body;
    expect((judging.response_format as { json_schema?: { name: string } }).json_schema?.name).toBe(JUDGE_OUTPUT_NAME);
    // The judge reads the story as it will be shown, the age band and the catalog behavior: nothing else.
    expect(messageText(judging, "user")).toBe(judgePrompt({ title: result.title, text: result.content }, request));
    expect(server.moderated).toHaveLength(1);
    expect(server.moderated[0]!.headers.authorization).toBe("Bearer sk-test");
    expect(server.moderated[0]!.body.input).toBe(`${result.title}\n\n${result.content}`);
    expect(shown.join("")).toBe(result.content);
  });

  it("refuses a threat the built-in layer misses when the judge finds it twice: the rewrite names it, nothing is returned", async () => {
    expect(checkStory({ ...good, text: good.text.replace(scenes[2]!, `${scenes[2]} ${WOLF_LINE}`) }, request).passed).toBe(true);
    const { server, engine } = await model([WOLF, WOLF], { judge: judgeLikeAModel });
    const shown: string[] = [];
    const error = await writeStory(engine, request, { onDelta: (t) => shown.push(t), onTitle: (t) => shown.push(t), timeouts: FAST }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoryGenerationError);
    expect(safety(error)).toMatchObject({
      status: "fail",
      detail: expect.stringMatching(/^threats or fear used to control: ".*grey wolf.*" \(the model's review: a wolf/),
    });
    expect(shown).toEqual([]);
    expect(server.judged).toHaveLength(2);
    const writes = server.seen.filter((r) => r.body.response_format === undefined);
    expect(writes).toHaveLength(2);
    expect(messageText(writes[1]!.body, "user") + messageText(writes[1]!.body, "system")).toMatch(
      /Safe for a child: threats or fear used to control: ".*grey wolf/,
    );
  });

  it("keeps the rewrite when the model takes out what the judge found", async () => {
    const { server, engine } = await model([WOLF, GOOD], { judge: judgeLikeAModel });
    const result = await writeStory(engine, request, { timeouts: FAST });
    expect(result.attempts).toBe(2);
    expect(result.content).not.toMatch(/wolf/);
    expect(server.judged).toHaveLength(2);
  });

  it("refuses a story the provider's moderation flags, in its family", async () => {
    const { server, engine } = await model([GOOD, GOOD], { moderation: () => ({ flagged: true, categories: ["violence"] }) }, "openai");
    const error = await writeStory(engine, request, { timeouts: FAST }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoryGenerationError);
    expect(safety(error).detail).toMatch(
      /^violence endorsed or humiliation played for laughs: "\(the whole story\)" \(the provider's moderation flagged it \(violence\)/,
    );
    expect(server.moderated).toHaveLength(2);
  });

  for (const flavour of ["lmstudio", "ollama"] as const) {
    it(`without a moderation endpoint (${flavour}: ${flavour === "ollama" ? "a 404" : "a 200 naming the unexpected endpoint"}) relies on the judging call`, async () => {
      const { server, engine } = await model([WOLF, GOOD], { flavour, contextTokens: 8192, judge: judgeLikeAModel });
      const result = await writeStory(engine, request, { timeouts: FAST });
      expect(result.attempts).toBe(2);
      expect(result.content).not.toMatch(/wolf/);
      expect(server.moderated).toHaveLength(2);
      expect(server.judged).toHaveLength(2);
    });
  }

  it("reads a judging answer wrapped in prose or code fences, and asks once more after an unreadable one", async () => {
    let calls = 0;
    const { server, engine } = await model([GOOD], { judge: () => (calls++ === 0 ? "I think it is fine!" : '```json\n{"safe": true, "problems": []}\n```') });
    const result = await writeStory(engine, request, { timeouts: FAST });
    expect(result.attempts).toBe(1);
    expect(server.judged).toHaveLength(2);
    expect(messageText(server.judged[1]!.body, "user")).toMatch(/could not be read/);
  });
});

describe("fail closed: a review that cannot run shows nothing", () => {
  async function expectNotShown(options: ChatServerOptions, judgedCalls?: number) {
    const { server, engine } = await model([GOOD], options);
    const shown: string[] = [];
    const started = Date.now();
    const error = await writeStory(engine, request, { onDelta: (t) => shown.push(t), onTitle: (t) => shown.push(t), timeouts: FAST }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SafetyReviewError);
    expect(shown).toEqual([]);
    if (judgedCalls !== undefined) expect(server.judged).toHaveLength(judgedCalls);
    return { error: error as SafetyReviewError, took: Date.now() - started };
  }

  it("a judge that returns garbage twice", async () => {
    const { error } = await expectNotShown({ judge: () => "Sure! The story is lovely." }, 2);
    expect(error.message).toMatch(/could not be read twice/);
  });

  it("a judge that never answers: stopped after the call's time, not asked again", async () => {
    const { error, took } = await expectNotShown({ judge: () => ({ hang: true }) }, 1);
    expect(error.message).toMatch(/no complete answer within 800 ms/);
    expect(took).toBeLessThan(FAST.callMs + 1500);
  });

  it("a judge that errors twice", async () => {
    await expectNotShown({ judge: () => ({ status: 500, error: "model crashed" }) }, 2);
  });

  it("a moderation endpoint that errors (not a 404)", async () => {
    // The judging call runs beside it and is stopped when moderation fails.
    const { error } = await expectNotShown({ moderation: () => ({ status: 500, error: "down" }) });
    expect(error.message).toMatch(/moderation request failed: 500/);
  });
});

describe("reading the judge", () => {
  it("reads safe and problems leniently, and never takes 'safe' with problems as safe", () => {
    expect(readJudgeAnswer('Here you go: {"safe": "false", "problems": [{"family": "Threats", "sentence": "x", "why": "y"}]}')).toEqual({
      safe: false,
      problems: [{ family: "Threats", sentence: "x", why: "y" }],
    });
    expect(readJudgeAnswer('{"verdict": "ok"}')).toBeUndefined();
    expect(readJudgeAnswer("not json")).toBeUndefined();
  });

  it("knows a family by its key or its words", () => {
    expect(familyOf("threat")).toBe("threat");
    expect(familyOf("violence-endorsed")).toBe("violence");
    expect(familyOf("frightening-for-age")).toBe("frightening");
    expect(familyOf("Unsafe advice")).toBe("unsafe-advice");
    expect(familyOf("love withdrawn")).toBe("love-withdrawn");
  });

  it("never sends the parent's words: a custom situation is 'a situation the parent described'", () => {
    const prompt = judgePrompt({ title: "T", text: "Story." }, { childAge: "6-7", behavior: "custom" });
    expect(prompt).toBe("The story, for a child aged 6-7, about a situation the parent described:\n\nT\n\nStory.");
  });
});
