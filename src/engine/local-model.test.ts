import { generateText, streamText } from "ai";
import { describe, expect, it } from "vitest";
import { composeStory } from "./local";
import { createLocalStoryModel } from "./local-model";
import type { StoryRequest } from "./types";

const request: StoryRequest = { childName: "Leo", childAge: "6-7", behavior: "not-sharing", theme: "fantasy", seed: 1 };

describe("local story model (AI SDK 6)", () => {
  it("streams the composed story word by word through streamText", async () => {
    const result = streamText({ model: createLocalStoryModel(), prompt: "ignored", providerOptions: { local: { request } as never } });
    const deltas: string[] = [];
    for await (const delta of result.textStream) deltas.push(delta);
    const story = composeStory(request);
    expect(deltas.length).toBeGreaterThan(100);
    expect(deltas.join("")).toBe(`Title: ${story.title}\n\n${story.text}`);
    expect((await result.usage).outputTokens).toBeGreaterThan(600);
    expect(await result.finishReason).toBe("stop");
  });

  it("can pace the stream so the browser sees it arrive", async () => {
    const started = Date.now();
    const result = streamText({ model: createLocalStoryModel({ wordDelayMs: 1 }), prompt: "x", providerOptions: { local: { request: { ...request, childAge: "2-3" } } as never } });
    let count = 0;
    for await (const _ of result.textStream) count++;
    expect(Date.now() - started).toBeGreaterThanOrEqual(count * 0.5);
  });

  it("answers generateText too", async () => {
    const { text } = await generateText({ model: createLocalStoryModel(), prompt: "x", providerOptions: { local: { request } as never } });
    expect(text).toBe(`Title: ${composeStory(request).title}\n\n${composeStory(request).text}`);
  });

  it("explains a missing request", async () => {
    await expect(generateText({ model: createLocalStoryModel(), prompt: "x", maxRetries: 0 })).rejects.toThrow(/providerOptions\.local\.request/);
  });
});
