import { createOpenAI } from "@ai-sdk/openai";
import type { LanguageModelV3 } from "@ai-sdk/provider";
import { streamText } from "ai";
import { planText, type StoryPlan } from "../contracts/story-plan";
import { createCompatibleModel, type StructuredOutputMode } from "./compatible";
import { createLocalStoryModel, type LocalStoryModelOptions } from "./local-model";
import { composeStory, withParentPronouns } from "./local";
import { composeSocialStory, SOCIAL_SHAPE } from "./local/social-story";
import { planWithLlm, writeScenesWithLlm, type PlannedStory } from "./llm";
import type { ModerationConfig } from "./moderation";
import { applyModelReview } from "./safety/model-review";
import { tapPlan } from "./plan-tap";
import { checkStory, describeFailures } from "./quality";
import { describeProseFailures, isProseOnlyFailure } from "./rewrite-feedback";
import { screenCustomBehavior } from "./screen";
import type { GenerationTimeouts } from "./timeouts";
import { StoryGenerationError, type QualityReport, type StoryRequest } from "./types";

export * from "./types";
export { checkStory, describeFailures, LENGTH_TARGETS } from "./quality";
export { screenCustomBehavior, CUSTOM_BEHAVIOR_MAX_CHARS } from "./screen";
export { createLocalStoryModel } from "./local-model";
export { composeStory } from "./local";
export { GENERATION_TIMEOUTS, ModelTimeoutError, type GenerationTimeouts } from "./timeouts";
export { SafetyReviewError, SAFETY_REVIEW_UNAVAILABLE_MESSAGE } from "./safety/model-review";

export type StoryEngineConfig =
  | { provider: "local"; wordDelayMs?: number }
  | { provider: "openai"; apiKey: string; model: string; baseURL?: string }
  | {
      provider: "openai-compatible";
      baseURL: string;
      model: string;
      apiKey?: string;
      /** AI_STRUCTURED_OUTPUTS: the plan's JSON schema as structured output; default "auto" (ADR 021). */
      structuredOutputs?: StructuredOutputMode;
      /** Told once when the server refuses the schema (default console.warn). */
      warn?: (message: string) => void;
    };

export interface StoryEngine {
  name: string;
  model: LanguageModelV3;
  /** The local composer varies by seed, so its retry uses seed + 1. */
  local?: boolean;
  /** A model engine's provider moderation (its key and base URL), for the review of its stories (ADR 024). */
  moderation?: ModerationConfig;
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
        moderation: { apiKey: config.apiKey, baseURL: config.baseURL },
      };
    case "openai-compatible":
      return {
        name: `openai-compatible:${config.model}`,
        // The plan's schema as json_schema (never json_object), with a fallback for a server that refuses it.
        model: createCompatibleModel(config),
        // Tried on every story; a server without /moderations (404) leaves the judging call alone.
        moderation: { apiKey: config.apiKey ?? "", baseURL: config.baseURL },
      };
  }
}

export type WritePhase = "planning" | "writing";

export interface WriteStoryOptions {
  /**
   * The story's text once it has passed the checks (never a draft; ADR 020), without the title: the
   * local engine's word by word, a language model's paragraph by paragraph.
   */
  onDelta?: (text: string) => void;
  /** Words of the draft being written, before it is checked (a language model's; for a progress bar, never shown). */
  onDraftWords?: (words: number) => void;
  /**
   * Attempt 2 with the reason: the first draft failed the checks and is being rewritten — "planning"
   * when it is planned again, "writing" when only its prose failed and the same plan is written again.
   * Only a rewrite's first phase carries the reason.
   */
  onPhase?: (phase: WritePhase, info?: { attempt: number; reason?: string }) => void;
  /** The title, once the story has passed the checks (before its text). */
  onTitle?: (title: string) => void;
  /**
   * The plan, before its scenes are written (a model's; scene text still empty) or, locally, once it
   * passed: the coloring page needs only the plan (ADR 023). A rewrite tells its new plan; the last is the story's.
   */
  onPlan?: (plan: StoryPlan) => void;
  abortSignal?: AbortSignal;
  /** How long a model call may take; default GENERATION_TIMEOUTS. */
  timeouts?: GenerationTimeouts;
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
/** The local composer: a draft is milliseconds, so a few seeds are tried before giving up. */
const LOCAL_MAX_ATTEMPTS = 4;

const wordCount = (text: string) => (text.match(/\S+/g) ?? []).length;

/**
 * Shows a story that passed the checks. The local engine's text still streams through the AI SDK
 * (the same path as a model's), word by word; a language model's is already written, so it goes out
 * a paragraph at a time (the story form paces it for reading).
 */
async function release(engine: StoryEngine, plan: StoryPlan, attempt: number, options: WriteStoryOptions): Promise<void> {
  options.onTitle?.(plan.title);
  const onDelta = options.onDelta;
  if (!engine.local || !onDelta) {
    if (engine.local) options.onPhase?.("writing", { attempt });
    plan.scenes.map((s) => s.text).forEach((text, i) => onDelta?.(i ? `\n\n${text}` : text));
    return;
  }
  const result = streamText({
    model: engine.model,
    prompt: "Write the planned story.",
    abortSignal: options.abortSignal,
    providerOptions: { local: { text: planText(plan) } },
  });
  let writing = false;
  for await (const part of result.fullStream) {
    if (part.type === "text-delta") {
      if (!writing) {
        writing = true;
        options.onPhase?.("writing", { attempt });
      }
      onDelta(part.text);
    } else if (part.type === "error") {
      throw part.error instanceof Error ? part.error : new StoryGenerationError(String(part.error));
    } else if (part.type === "abort") {
      throw new StoryGenerationError("Story generation was cancelled.");
    }
  }
}

/**
 * Writes a story with any engine: writes a draft, checks it against the quality bar, and rewrites
 * once with the failures named. Nothing of a draft is shown before it passed (check before show, ADR
 * 020): the title and text reach onTitle/onDelta only then. A second failure throws
 * StoryGenerationError carrying the report; a model too slow throws ModelTimeoutError.
 */
export async function writeStory(engine: StoryEngine, req: StoryRequest, options: WriteStoryOptions = {}): Promise<WrittenStory> {
  if (req.behavior === "custom") {
    const screened = screenCustomBehavior(req.customBehavior);
    if (!screened.ok) throw new StoryGenerationError(screened.message);
    req = withParentPronouns({ ...req, customBehavior: screened.text });
  }
  let previousFailure: string | undefined;
  let lastReport: QualityReport | undefined;
  /** A model's plan whose draft failed only prose checks: the rewrite is one writing call from it. */
  let keptPlan: PlannedStory | undefined;
  // The local composer takes milliseconds and varies by seed: it may try a few more seeds.
  const attempts = engine.local ? LOCAL_MAX_ATTEMPTS : MAX_ATTEMPTS;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const attemptReq: StoryRequest = engine.local && attempt > 1 ? { ...req, seed: req.seed + attempt - 1 } : req;
    // A rewrite's first phase carries the feedback ("planning" for a new plan, "writing" for the same plan's prose).
    if (!keptPlan) options.onPhase?.("planning", { attempt, reason: previousFailure });
    let draftWords = 0;
    const onDraftWords = options.onDraftWords;
    const model = options.onPlan ? tapPlan(engine.model, attemptReq, options.onPlan) : engine.model;
    const reuse = keptPlan;
    const llmOptions = {
      onPhase: (phase: WritePhase) =>
        phase === "writing" ? options.onPhase?.("writing", { attempt, reason: reuse ? previousFailure : undefined }) : undefined,
      // Held back: counted for the progress bar, shown only once the whole story has passed.
      onDelta: onDraftWords ? (text: string) => onDraftWords((draftWords += wordCount(text))) : undefined,
      abortSignal: options.abortSignal,
      previousFailure,
      timeouts: options.timeouts,
    };
    const planned = engine.local ? undefined : (reuse ?? (await planWithLlm(model, attemptReq, llmOptions)));
    const social = attemptReq.storyStyle === "social";
    let written: StoryPlan;
    if (planned) written = await writeScenesWithLlm(model, planned, llmOptions);
    else {
      // A local template that cannot be written for this child and seed throws: the next seed is tried, like a draft that failed.
      try {
        written = (social ? composeSocialStory(attemptReq) : composeStory(attemptReq)).plan;
      } catch (err) {
        previousFailure = `- template: ${err instanceof Error ? err.message : String(err)}`;
        continue;
      }
    }
    // A social story keeps its shape with the story (the library and "write another" read it back; ADR 030).
    const plan = social && written.shape !== SOCIAL_SHAPE ? { ...written, shape: SOCIAL_SHAPE } : written;
    const story = { title: plan.title, text: planText(plan), plan };
    const report = checkStory(story, attemptReq);
    // A model's story that passed also goes through the model's review (moderation and a judging call, ADR 024); unsafe fails the report, a review that cannot run throws.
    if (report.passed && !engine.local)
      await applyModelReview(engine, story, attemptReq, report, { abortSignal: options.abortSignal, timeouts: options.timeouts });
    if (report.passed) {
      if (engine.local) options.onPlan?.(plan);
      await release(engine, plan, attempt, options);
      return { title: story.title, content: story.text, plan, report, attempts: attempt };
    }
    lastReport = report;
    // Only the prose failed: the same plan is written again, told each check, the sentences and what to change.
    keptPlan = planned && isProseOnlyFailure(report) ? planned : undefined;
    previousFailure = keptPlan ? describeProseFailures(report, plan, attemptReq) : describeFailures(report);
  }
  throw new StoryGenerationError(`The story did not meet our quality checks after ${attempts} attempts.`, lastReport);
}
