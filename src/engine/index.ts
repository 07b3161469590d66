import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModelV3 } from "@ai-sdk/provider";
import { streamText } from "ai";
import { createLocalStoryModel, type LocalStoryModelOptions } from "./local-model";
import { buildStoryPrompt, parseStoryOutput } from "./prompt";
import { checkStory, describeFailures } from "./quality";
import { screenCustomBehavior } from "./screen";
import { StoryGenerationError, type QualityReport, type StoryRequest } from "./types";

export * from "./types";
export { checkStory, describeFailures, LENGTH_TARGETS } from "./quality";
export { screenCustomBehavior, CUSTOM_BEHAVIOR_MAX_CHARS } from "./screen";
export { buildStoryPrompt, parseStoryOutput } from "./prompt";
export { createLocalStoryModel } from "./local-model";
export { composeStory, strategyFor, helpersFor } from "./local";

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
  report: QualityReport;
  attempts: number;
}

const MAX_ATTEMPTS = 2;

/**
 * Forwards streamed text to onDelta with the leading `Title: …` line held back and reported through
 * onTitle. Text that does not start with a title line is forwarded as it is.
 */
function createTitleFilter(onDelta?: (t: string) => void, onTitle?: (t: string) => void) {
  let state: "head" | "gap" | "body" = "head";
  let buffer = "";
  const forward = (t: string) => {
    if (t) onDelta?.(t);
  };
  const push = (chunk: string) => {
    if (state === "body") return forward(chunk);
    buffer += chunk;
    if (state === "head") {
      const head = buffer.replace(/^\s+/, "");
      if (!head) return;
      const mayBeTitle =
        "title:".startsWith(head.slice(0, 6).toLowerCase()) || /^title\s*:/i.test(head) || /^(#|\*\*)/.test(head);
      if (!mayBeTitle) {
        state = "body";
        buffer = "";
        return forward(head);
      }
      const nl = head.indexOf("\n");
      if (nl === -1) return;
      onTitle?.(parseStoryOutput(head.slice(0, nl)).title);
      buffer = head.slice(nl + 1);
      state = "gap";
    }
    if (state === "gap") {
      const rest = buffer.replace(/^\s+/, "");
      if (!rest) return;
      state = "body";
      buffer = "";
      forward(rest);
    }
  };
  const end = () => {
    if (state === "head" && buffer.trim()) {
      // A lone line: treat it as story text rather than lose it.
      forward(buffer);
    }
    buffer = "";
  };
  return { push, end };
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
    req = { ...req, customBehavior: screened.text };
  }
  let previousFailure: string | undefined;
  let lastReport: QualityReport | undefined;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const attemptReq: StoryRequest = engine.local && attempt > 1 ? { ...req, seed: req.seed + attempt - 1 } : req;
    options.onPhase?.("planning", { attempt, reason: previousFailure });
    const { system, prompt } = buildStoryPrompt(attemptReq, previousFailure);
    const result = streamText({
      model: engine.model,
      system,
      prompt,
      abortSignal: options.abortSignal,
      providerOptions: { local: { request: attemptReq as unknown as Record<string, never> } },
    });
    const filter = createTitleFilter(options.onDelta, options.onTitle);
    let raw = "";
    let writing = false;
    for await (const part of result.fullStream) {
      if (part.type === "text-delta") {
        if (!writing) {
          writing = true;
          options.onPhase?.("writing", { attempt });
        }
        raw += part.text;
        filter.push(part.text);
      } else if (part.type === "error") {
        throw part.error instanceof Error ? part.error : new StoryGenerationError(String(part.error));
      } else if (part.type === "abort") {
        throw new StoryGenerationError("Story generation was cancelled.");
      }
    }
    filter.end();
    const story = parseStoryOutput(raw);
    const report = checkStory(story, attemptReq);
    if (report.passed) {
      return { title: story.title, content: story.text, report, attempts: attempt };
    }
    lastReport = report;
    previousFailure = describeFailures(report);
  }
  throw new StoryGenerationError(
    `The story did not meet our quality checks after ${MAX_ATTEMPTS} attempts.`,
    lastReport,
  );
}
