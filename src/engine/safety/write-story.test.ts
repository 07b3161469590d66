/**
 * A model's unsafe story never comes back from writeStory: the safety review fails it, the model is
 * asked once to rewrite it with the harm named, and a second unsafe draft ends in StoryGenerationError
 * (nothing to save). Driven through the real AI SDK against a loopback Chat Completions server.
 */
import { afterEach, describe, expect, it } from "vitest";
import {
  messageText,
  startChatCompletionsServer,
  type ChatAnswer,
  type ChatCompletionsServer,
  type ChatRequestBody,
} from "../../../tests/fakes/chat-completions-server";
import { composeStory, createStoryEngine, StoryGenerationError, writeStory, type StoryRequest } from "../index";

(globalThis as { AI_SDK_LOG_WARNINGS?: boolean }).AI_SDK_LOG_WARNINGS = false;

const request: StoryRequest = { childName: "Leo", childAge: "4-5", behavior: "separation", theme: "animals", seed: 2, pronouns: "he", grownUpName: "Mummy" };
const good = composeStory(request);
const { episode: _episode, coloringScene: _coloring, ...planFields } = good.plan;
const planAnswer = JSON.stringify({ ...planFields, scenes: good.plan.scenes.map(({ text, ...scene }) => ({ ...scene, summary: text.split(". ")[0] })) });
const scenes = good.plan.scenes.map((s) => s.text);
/** The same story with one line a parent must never read to their child. */
const unsafe = (line: string) => scenes.map((t, i) => (i === 2 ? `${t} ${line}` : t)).join("\n###\n");

const servers: ChatCompletionsServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function model(writings: string[]) {
  let n = 0;
  const server = await startChatCompletionsServer(
    (body: ChatRequestBody): ChatAnswer => (body.response_format !== undefined ? planAnswer : writings[Math.min(n++, writings.length - 1)]),
  );
  servers.push(server);
  return { ...server, engine: createStoryEngine({ provider: "openai-compatible", baseURL: server.baseURL, model: "m" }) };
}

describe("writeStory and the safety review", () => {
  it("refuses a story that frightens the child into behaving, even after the rewrite", async () => {
    const threat = unsafe('"If you cry at the gate, the big dog next door will hear you and come and get you," said Mummy.');
    const { engine, seen } = await model([threat, threat]);
    const error = await writeStory(engine, request).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoryGenerationError);
    expect((error as StoryGenerationError).report!.checks.find((c) => c.id === "safe-content")!.status).toBe("fail");
    const writes = seen.filter((r) => r.body.response_format === undefined);
    expect(writes).toHaveLength(2);
    // The rewrite names the family and the sentence, so the model can act on it.
    expect(messageText(writes[1].body, "user") + messageText(writes[1].body, "system")).toMatch(/threats or fear used to control: ".*big dog next door/);
  });

  it("keeps the rewrite when the model takes the harm out", async () => {
    const { engine } = await model([unsafe('"Nobody will want to play with a boy who whines," said Mummy.'), scenes.join("\n###\n")]);
    const result = await writeStory(engine, request);
    expect(result.attempts).toBe(2);
    expect(result.report.checks.find((c) => c.id === "safe-content")!.status).toBe("pass");
    expect(result.content).not.toMatch(/Nobody will want/);
  });
});
