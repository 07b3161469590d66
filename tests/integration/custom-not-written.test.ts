/**
 * A custom situation no draft could be written for: the parent is asked, beside the field, to put it
 * differently — never "please try again" for words that would fail the same way — and nothing is
 * spent (issue 22, item 3). Played by the stand-in model writing about the wrong child every time.
 */
import { afterEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestContext, createUser, jsonHeaders, sessionCookie } from "../helpers/app";
import { startChatCompletionsServer, type ChatCompletionsServer, type ChatRequestBody } from "../fakes/chat-completions-server";
import { composeStory, type StoryRequest } from "../../src/engine";
import { SITUATION_NOT_WRITTEN_MESSAGE } from "../../src/stories/create";
import { users } from "../../db/schema";

(globalThis as { AI_SDK_LOG_WARNINGS?: boolean }).AI_SDK_LOG_WARNINGS = false;

const INPUT = {
  childName: "Maya",
  childAge: "4-5",
  behavior: "custom",
  customBehavior: "screams when it's time to leave the playground",
  theme: "animals",
  pronouns: "she",
  grownUpName: "Mom",
};
const good = composeStory({ ...INPUT, childAge: "4-5", behavior: "custom", theme: "animals", pronouns: "she", seed: 1 } as StoryRequest);
const { episode: _episode, coloringScene: _coloring, ...planFields } = good.plan;
const PLAN = JSON.stringify({ ...planFields, scenes: good.plan.scenes.map(({ text, ...scene }) => ({ ...scene, summary: text.split(". ")[0] })) });
const MIA = good.plan.scenes.map((s) => s.text.replace(/\bMaya\b/g, "Mia")).join("\n###\n");

const servers: ChatCompletionsServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

describe("a custom situation no story could be written for", () => {
  it("is a 422 naming the description field, saying to put it differently (not 'try again'), with the free story kept", async () => {
    const model = await startChatCompletionsServer((body: ChatRequestBody) => (body.response_format !== undefined ? PLAN : MIA));
    servers.push(model);
    const t = await createTestContext({ AI_PROVIDER: "openai-compatible", AI_BASE_URL: model.baseURL, AI_MODEL: "story-model" });
    const user = await createUser(t.deps);
    const cookie = await sessionCookie(t.deps, user);
    const res = await t.app.request("http://localhost:3000/api/stories/generate", {
      method: "POST",
      headers: jsonHeaders(cookie),
      body: JSON.stringify(INPUT),
    });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { error: { code: string; message: string; fields: Record<string, string> } };
    expect(body.error.code).toBe("situation_not_written");
    expect(body.error.fields.customBehavior).toBe(SITUATION_NOT_WRITTEN_MESSAGE);
    expect(body.error.message).not.toMatch(/try again/i);
    expect(body.error.message).toMatch(/put it a little differently/);
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.storiesGenerated).toBe(0);
  });
});
