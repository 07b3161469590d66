import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModelV3 } from "@ai-sdk/provider";
import { streamText } from "ai";
import { planText, type StoryPlan } from "../contracts/story-plan";
import { createLocalStoryModel, type LocalStoryModelOptions } from "./local-model";
import { composeStory, withParentPronouns } from "./local";
import { writePlanWithLlm } from "./llm";
import { checkStory, describeFailures } from "./quality";
import { screenCustomBehavior } from "./screen";
import { StoryGenerationError, type QualityReport, type StoryRequest } from "./types";

export * from "./types";
export { checkStory, describeFailures, LENGTH_TARGETS } from "./quality";
export { screenCustomBehavior, CUSTOM_BEHAVIOR_MAX_CHARS } from "./screen";
export { createLocalStoryModel } from "./local-model";
export { composeStory } from "./local";

export type StoryEngineConfig =
  | { provider: "local"; wordDelayMs?: number }
  | { provider: "openai"; apiKey: string; model: string; baseURL?: string }
  | { provider: "openai-compatible"; baseURL: string; model: string; apiKey?: string };

export interface StoryEngine {
  name: string;
  model: LanguageModelV3;
  /** The local composer varies by seed, so its retry uses seed + 1. */
  local?: boolean;
}

/**
 * Builds the engine for a configuration. OpenAI uses the Chat Completions API (`.chat(model)`):
 * it is the API every OpenAI-compatible server speaks too, so one fake server tests both.
 */
export function createStoryEngine(config: StoryEngineConfig): StoryEngine {
  switch (config.provider) {
    case "local": {
      const options: LocalStoryModelOptions = { wordDelayMs: config.wordDelayMs };
      return { name: "local", model: createLocalStoryModel(options), local: true };
    }
    case "openai":
      return {
        name: `openai:${config.model}`,
        model: createOpenAI({ apiKey: config.apiKey, baseURL: config.baseURL }).chat(config.model),
      };
    case "openai-compatible":
      return {
        name: `openai-compatible:${config.model}`,
        // Not named "local": the provider would otherwise read providerOptions.local as its own.
        model: createOpenAICompatible({ name: "storyllm", baseURL: config.baseURL, apiKey: config.apiKey })(config.model),
      };
  }
}

export type WritePhase = "planning" | "writing";

export interface WriteStoryOptions {
  /** Story text as it streams, without the `Title:` line. A new attempt starts with onPhase("writing", { attempt }). */
  onDelta?: (text: string) => void;
  onPhase?: (phase: WritePhase, info?: { attempt: number; reason?: string }) => void;
  /** The title, as soon as its line has streamed. */
  onTitle?: (title: string) => void;
  abortSignal?: AbortSignal;
}

export interface WrittenStory {
  title: string;
  content: string;
  /** The plan the words were written from; pictures, the book and the parent's page use it. */
  plan: StoryPlan;
  report: QualityReport;
  attempts: number;
}

const MAX_ATTEMPTS = 2;

/**
 * The local engine plans in microseconds; its text still streams through the AI SDK (the same path
 * as an LLM's), so the browser shows it arriving word by word.
 */
async function streamLocalPlan(engine: StoryEngine, req: StoryRequest, options: WriteStoryOptions): Promise<StoryPlan> {
  const composed = composeStory(req);
  options.onTitle?.(composed.plan.title);
  // Nobody is watching the words arrive (a JSON or form request): no need to stream them.
  if (!options.onDelta) {
    options.onPhase?.("writing", { attempt: 1 });
    return composed.plan;
  }
  const result = streamText({
    model: engine.model,
    prompt: "Write the planned story.",
    abortSignal: options.abortSignal,
    providerOptions: { local: { text: planText(composed.plan) } },
  });
  let writing = false;
  for await (const part of result.fullStream) {
    if (part.type === "text-delta") {
      if (!writing) {
        writing = true;
        options.onPhase?.("writing", { attempt: 1 });
      }
      options.onDelta?.(part.text);
    } else if (part.type === "error") {
      throw part.error instanceof Error ? part.error : new StoryGenerationError(String(part.error));
    } else if (part.type === "abort") {
      throw new StoryGenerationError("Story generation was cancelled.");
    }
  }
  return composed.plan;
}

/**
 * Writes a story with any engine: streams it, checks it against the quality bar, and regenerates once
 * with the failures named. A second failure throws StoryGenerationError carrying the report.
 */
export async function writeStory(
  engine: StoryEngine,
  req: StoryRequest,
  options: WriteStoryOptions = {},
): Promise<WrittenStory> {
  if (req.behavior === "custom") {
    const screened = screenCustomBehavior(req.customBehavior);
    if (!screened.ok) throw new StoryGenerationError(screened.message);
    req = withParentPronouns({ ...req, customBehavior: screened.text });
  }
  let previousFailure: string | undefined;
  let lastReport: QualityReport | undefined;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const attemptReq: StoryRequest = engine.local && attempt > 1 ? { ...req, seed: req.seed + attempt - 1 } : req;
    options.onPhase?.("planning", { attempt, reason: previousFailure });
    const plan = engine.local
      ? await streamLocalPlan(engine, attemptReq, options)
      : await writePlanWithLlm(engine.model, attemptReq, {
          onPhase: (phase) => (phase === "writing" ? options.onPhase?.("writing", { attempt, reason: previousFailure }) : undefined),
          onTitle: options.onTitle,
          onDelta: options.onDelta,
          abortSignal: options.abortSignal,
          previousFailure,
        });
    const story = { title: plan.title, text: planText(plan), plan };
    const report = checkStory(story, attemptReq);
    if (report.passed) {
      return { title: story.title, content: story.text, plan, report, attempts: attempt };
    }
    lastReport = report;
    previousFailure = describeFailures(report);
  }
  throw new StoryGenerationError(
    `The story did not meet our quality checks after ${MAX_ATTEMPTS} attempts.`,
    lastReport,
  );
}
