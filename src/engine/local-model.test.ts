import { generateText, streamText } from "ai";
import { describe, expect, it } from "vitest";
import { planText } from "../contracts/story-plan";
import { composeStory } from "./local";
import { createLocalStoryModel } from "./local-model";
import type { StoryRequest } from "./types";

const request: StoryRequest = { childName: "Leo", childAge: "6-7", behavior: "not-sharing", theme: "fantasy", seed: 1 };
const text = planText(composeStory(request).plan);

describe("local story model (AI SDK 6)", () => {
  it("streams the planned story word by word through streamText", async () => {
    const result = streamText({ model: createLocalStoryModel(), prompt: "ignored", providerOptions: { local: { text } } });
    const deltas: string[] = [];
    for await (const delta of result.textStream) deltas.push(delta);
    expect(deltas.length).toBeGreaterThan(100);
    expect(deltas.join("")).toBe(text);
    expect((await result.usage).outputTokens).toBeGreaterThan(600);
    expect(await result.finishReason).toBe("stop");
  });

  it("can pace the stream so the browser sees it arrive", async () => {
    const started = Date.now();
    const result = streamText({ model: createLocalStoryModel({ wordDelayMs: 1 }), prompt: "x", providerOptions: { local: { text: text.slice(0, 600) } } });
    let count = 0;
    for await (const _ of result.textStream) count++;
    expect(Date.now() - started).toBeGreaterThanOrEqual(count * 0.5);
  });

  it("answers generateText too", async () => {
    const { text: answer } = await generateText({ model: createLocalStoryModel(), prompt: "x", providerOptions: { local: { text } } });
    expect(answer).toBe(text);
  });

  it("explains a missing text", async () => {
    await expect(generateText({ model: createLocalStoryModel(), prompt: "x", maxRetries: 0 })).rejects.toThrow(/providerOptions\.local\.text/);
  });
});
