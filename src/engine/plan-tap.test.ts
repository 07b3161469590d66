/**
 * writeStory's onPlan (ADR 023): the plan is told before the scenes are written — a model's as soon as
 * its planning call has answered, the local engine's once it passed — and it is the plan the story is
 * written from. Through the real AI SDK against the loopback Chat Completions stand-in.
 */
import { afterEach, describe, expect, it } from "vitest";
import { startChatCompletionsServer, type ChatCompletionsServer } from "../../tests/fakes/chat-completions-server";
import { coloringSceneIndex, type StoryPlan } from "../contracts/story-plan";
import { composeStory, createStoryEngine, writeStory, type StoryRequest } from "./index";
import { planFromAnswer } from "./plan-tap";

(globalThis as { AI_SDK_LOG_WARNINGS?: boolean }).AI_SDK_LOG_WARNINGS = false;

const request: StoryRequest = {
  childName: "Ava",
  childAge: "4-5",
  behavior: "bedtime",
  theme: "nature",
  seed: 1,
  pronouns: "she",
  grownUpName: "Dad",
  hair: "curly",
  glasses: true,
};
const good = composeStory(request);
const { episode: _episode, coloringScene: _coloring, ...fields } = good.plan;
const PLAN = JSON.stringify({ ...fields, scenes: good.plan.scenes.map(({ text, ...scene }) => ({ ...scene, summary: text.split(". ")[0] })) });
const SCENES = good.plan.scenes.map((s) => s.text).join("\n###\n");

const servers: ChatCompletionsServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

/** What the picture is drawn from: the coloring scene without its text, and the cast. */
const picture = (plan: StoryPlan) => {
  const { text: _text, ...scene } = plan.scenes[coloringSceneIndex(plan)]!;
  return { scene, child: plan.child, helper: plan.helper, grownUp: plan.grownUp };
};

describe("writeStory's onPlan", () => {
  it("tells a model's plan before the writing call is made, and it is the plan the story is written from", async () => {
    const events: string[] = [];
    const model = await startChatCompletionsServer((body) => {
      events.push(body.response_format !== undefined ? "plan call" : "writing call");
      return body.response_format !== undefined ? PLAN : SCENES;
    });
    servers.push(model);
    const plans: StoryPlan[] = [];
    const engine = createStoryEngine({ provider: "openai-compatible", baseURL: model.baseURL, model: "story-model" });
    const written = await writeStory(engine, request, {
      onPlan: (plan) => {
        events.push("onPlan");
        plans.push(plan);
      },
    });
    expect(events).toEqual(["plan call", "onPlan", "writing call"]);
    expect(plans).toHaveLength(1);
    expect(plans[0]!.scenes.every((s) => s.text === "")).toBe(true);
    expect(plans[0]!.child).toEqual({ name: "Ava", pronouns: "she", hair: "curly", glasses: true });
    expect(picture(plans[0]!)).toEqual(picture(written.plan));
  });

  it("tells nothing for an answer that is not a usable plan", () => {
    expect(planFromAnswer("Sorry, I can't help with that.", request)).toBeNull();
    expect(planFromAnswer('{"title": "Half a plan"}', request)).toBeNull();
    expect(planFromAnswer("```json\n" + PLAN + "\n```", request)?.title).toBe(good.plan.title);
  });

  it("tells the local engine's plan once it passed, before its words stream", async () => {
    const events: string[] = [];
    const engine = createStoryEngine({ provider: "local" });
    const written = await writeStory(engine, request, {
      onPlan: () => events.push("onPlan"),
      onDelta: () => events.at(-1) !== "words" && events.push("words"),
    });
    expect(events).toEqual(["onPlan", "words"]);
    expect(written.report.passed).toBe(true);
  });
});
