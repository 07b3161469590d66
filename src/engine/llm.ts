/**
 * The LLM engines (OpenAI, any OpenAI-compatible server): plan first, then the scenes
 * (docs: docs/STORY_ENGINE.md, "Engines").
 *
 * 1. Planning: one structured-output call (AI SDK `streamText` + `Output.object`, streamed only so a
 *    silent model is noticed early; the whole answer is used) returns the plan
 *    without scene text (`planSkeletonSchema`). The child, the grown-up and the behavior are forced to
 *    the request's values. An unusable answer is asked for once more, with the problem named.
 * 2. Writing: one streamed call writes one paragraph per planned scene, separated by `###` lines.
 *    The text is forwarded to onDelta without the markers (blank lines between paragraphs), then
 *    split into the scenes' texts.
 * An answer the server cut off (`finish_reason: "length"`) is never used as it is: the call is made
 * once more with room (CUT_OFF_RETRY_MAX_TOKENS) and the reason; cut off again, ModelAnswerCutOffError.
 *
 * The result is a complete, validated StoryPlan. The quality checks and the rewrite-once loop stay
 * with the caller (writeStory), which passes the failed checks back as `previousFailure`.
 */
import type { JSONSchema7, LanguageModelV3 } from "@ai-sdk/provider";
import { jsonSchema, NoObjectGeneratedError, NoOutputGeneratedError, Output, streamText } from "ai";
import { z } from "zod";
import {
  BEATS,
  CHARACTER_KINDS,
  DRAWABLE_PROPS,
  PLACES,
  PRONOUNS,
  sceneSchema,
  storyPlanSchema,
  TIMES,
  type Beat,
  type Scene,
  type StoryPlan,
  type TimeOfDay,
} from "../contracts/story-plan";
import { buildPlanPrompt, buildScenesPrompt, buildStoryBrief, type StoryBrief } from "./prompt";
import { screenCustomBehavior } from "./screen";
import { cleanModelText } from "./model-text";
import { nearMissNames, replaceName } from "./child-name";
import { STORY_RULES } from "./quality";
import { GENERATION_TIMEOUTS, ModelTimeoutError, watchCall, type GenerationTimeouts } from "./timeouts";
import { StoryGenerationError, type StoryRequest } from "./types";

// ---- the plan without scene text -----------------------------------------------------------------

/** A planned scene: everything but its text, plus a one-line summary of what happens. */
export const sceneSkeletonSchema = sceneSchema.omit({ text: true }).extend({
  /** One line: what happens in the scene. */
  summary: z.string().trim().min(1).max(240),
});
export type SceneSkeleton = z.infer<typeof sceneSkeletonSchema>;

/** The plan the planning call returns: StoryPlan without scene text (same field names). */
export const planSkeletonSchema = storyPlanSchema.omit({ scenes: true, coloringScene: true, episode: true }).extend({
  child: storyPlanSchema.shape.child.pick({ name: true, pronouns: true }),
  scenes: z.array(sceneSkeletonSchema).min(8).max(14),
});
export type PlanSkeleton = z.infer<typeof planSkeletonSchema>;

export interface WritePlanOptions {
  onPhase?: (phase: "planning" | "writing") => void;
  onTitle?: (title: string) => void;
  /** Scene text as it streams: paragraphs separated by blank lines, no markers. */
  onDelta?: (text: string) => void;
  abortSignal?: AbortSignal;
  /** The failed checks of a first attempt, named to the model for the rewrite. */
  previousFailure?: string;
  /** How long each call may take (a first word, a stall, a whole call); default GENERATION_TIMEOUTS. */
  timeouts?: GenerationTimeouts;
}

const PLAN_ATTEMPTS = 2;

/**
 * An answer cut off by the server (`finish_reason: "length"`) is asked for once more with this
 * output limit (a plan is ~1–1.5k tokens, a story ~1.2k); the first ask leaves the limit to the server.
 */
export const CUT_OFF_RETRY_MAX_TOKENS = 4096;

/** What the model is told when its plan was cut off. */
const PLAN_CUT_OFF =
  "your answer was cut off before the JSON was complete (it ran out of tokens): answer with the JSON object only, nothing before or after it, each summary one short sentence";
/** What the model is told when its scenes were cut off. */
const SCENES_CUT_OFF =
  "Your previous answer was cut off before the end of the story (it ran out of tokens). Write every scene again, in full, keeping to each scene's length.";

/**
 * A model's answer cut off twice by the server (`finish_reason: "length"`): not a short story, a
 * server whose context or output limit is too small. Not a StoryGenerationError (no check failed):
 * the parent reads that the story could not be written right now, the operator's log reads this.
 */
export class ModelAnswerCutOffError extends Error {
  override name = "ModelAnswerCutOffError";
  constructor(what: "plan" | "story text") {
    super(
      `The story model's ${what} was cut off twice (finish_reason length; max_tokens ${CUT_OFF_RETRY_MAX_TOKENS} the second time): ` +
        "the server's context or output limit is too small (Ollama: num_ctx of at least 8192, README).",
    );
  }
}

/** A planned story: the request as screened, its brief and the validated plan without scene text. */
export interface PlannedStory {
  req: StoryRequest;
  brief: StoryBrief;
  skeleton: PlanSkeleton;
}

/**
 * Writes a story with a language model: plans it (structured output), then streams its scenes.
 * Throws StoryGenerationError when the model gives no usable plan twice, writes no text, or the
 * generation is cancelled; API and network errors are rethrown as they are.
 */
export async function writePlanWithLlm(model: LanguageModelV3, req: StoryRequest, opts: WritePlanOptions = {}): Promise<StoryPlan> {
  return writeScenesWithLlm(model, await planWithLlm(model, req, opts), opts);
}

/** Step 1 alone: the plan (asked once more with the problem named when an answer is unusable). */
export async function planWithLlm(model: LanguageModelV3, req: StoryRequest, opts: WritePlanOptions = {}): Promise<PlannedStory> {
  if (req.behavior === "custom") {
    const screened = screenCustomBehavior(req.customBehavior);
    if (!screened.ok) throw new StoryGenerationError(screened.message);
    req = { ...req, customBehavior: screened.text };
  }
  const brief = buildStoryBrief(req);

  opts.onPhase?.("planning");
  let skeleton: PlanSkeleton | undefined;
  let planError: string | undefined;
  let cutOff = false;
  for (let attempt = 1; attempt <= PLAN_ATTEMPTS && !skeleton; attempt++) {
    const result = await planOnce(model, req, brief, opts, planError, cutOff ? CUT_OFF_RETRY_MAX_TOKENS : undefined);
    if (result.ok) skeleton = result.skeleton;
    else {
      planError = result.error;
      cutOff = result.cutOff === true;
    }
  }
  if (!skeleton) {
    if (cutOff) throw new ModelAnswerCutOffError("plan");
    throw new StoryGenerationError(`The story model did not return a usable story plan after ${PLAN_ATTEMPTS} attempts (${planError}).`);
  }
  opts.onTitle?.(skeleton.title);
  return { req, brief, skeleton };
}

/**
 * Step 2 alone: one writing call for a plan's scenes. writeStory calls it again with the same plan
 * when only the prose failed the checks (`previousFailure`: the failed checks, the sentences and what
 * to change), so a rewrite costs one call and keeps the plan (and the picture drawn from it).
 */
export async function writeScenesWithLlm(model: LanguageModelV3, { req, brief, skeleton }: PlannedStory, opts: WritePlanOptions = {}): Promise<StoryPlan> {
  opts.onPhase?.("writing");
  const { system, prompt } = buildScenesPrompt(brief, skeleton, { previousFailure: opts.previousFailure });
  const timeouts = opts.timeouts ?? GENERATION_TIMEOUTS;
  let pieces: string[] = [];
  // An answer cut off by the server is not a short story: asked once more, with room (CUT_OFF_RETRY_MAX_TOKENS).
  for (let attempt = 1; ; attempt++) {
    const splitter = createSceneStreamSplitter(opts.onDelta);
    const watch = watchCall("The story model (writing)", timeouts, opts.abortSignal);
    let finish: string | undefined;
    try {
      const result = streamText({
        model,
        system,
        prompt: attempt === 1 ? prompt : `${prompt}\n\n${SCENES_CUT_OFF}`,
        abortSignal: watch.signal,
        ...(attempt === 1 ? {} : { maxOutputTokens: CUT_OFF_RETRY_MAX_TOKENS }),
      });
      for await (const part of result.fullStream) {
        if (part.type === "text-delta") {
          if (part.text) watch.token();
          splitter.push(part.text);
        } else if (part.type === "finish") finish = part.finishReason;
        else if (part.type === "error") throw part.error instanceof Error ? part.error : new StoryGenerationError(String(part.error));
        else if (part.type === "abort") throw cancelled();
      }
      watch.done();
    } catch (error) {
      throw stopped(opts.abortSignal, watch.failure(error));
    }
    pieces = withoutChatWrapping(splitter.end());
    if (finish !== "length") break;
    if (attempt === 2) throw new ModelAnswerCutOffError("story text");
  }
  if (!pieces.length) throw new StoryGenerationError("The story model returned no story text.");
  const texts = fitToScenes(pieces, skeleton.scenes.length);

  const scenes: Scene[] = skeleton.scenes.map(({ summary: _summary, ...scene }, i) => ({ ...scene, text: texts[i] ?? "" }));
  const plan = {
    ...skeleton,
    child: forcedChild(req),
    scenes,
  };
  const parsed = storyPlanSchema.safeParse(plan);
  if (!parsed.success) {
    throw new StoryGenerationError(`The story plan was not complete: ${describeIssues(parsed.error)}.`);
  }
  return parsed.data;
}

function cancelled(): StoryGenerationError {
  return new StoryGenerationError("Story generation was cancelled.");
}

/** What a failed call throws: a timeout as it is, the caller's own stop as "cancelled" (or its timeout), else the error. */
function stopped(signal: AbortSignal | undefined, error: unknown): unknown {
  if (error instanceof ModelTimeoutError) return error;
  if (signal?.aborted) return signal.reason instanceof ModelTimeoutError ? signal.reason : cancelled();
  return error;
}

// ---- step 1: planning ---------------------------------------------------------------------------

type PlanResult = { ok: true; skeleton: PlanSkeleton } | { ok: false; error: string; cutOff?: boolean };

async function planOnce(
  model: LanguageModelV3,
  req: StoryRequest,
  brief: StoryBrief,
  opts: WritePlanOptions,
  planError: string | undefined,
  maxOutputTokens?: number,
): Promise<PlanResult> {
  const { system, prompt } = buildPlanPrompt(brief, { previousFailure: opts.previousFailure, planError });
  const schema = jsonSchema<PlanSkeleton>(WIRE_SCHEMA, {
    validate: (value) => {
      const result = validateSkeleton(value, req, brief);
      return result.ok ? { success: true, value: result.skeleton } : { success: false, error: new Error(result.error) };
    },
  });
  // Streamed, though only the whole answer is used: so a model that never starts answering is noticed
  // after the first word's time, not the whole call's.
  const watch = watchCall("The story model (planning)", opts.timeouts ?? GENERATION_TIMEOUTS, opts.abortSignal);
  let finish: string | undefined;
  try {
    const result = streamText({
      model,
      system,
      prompt,
      output: Output.object({ schema, name: "story_plan", description: "The plan of a children's behavior story, without scene text." }),
      abortSignal: watch.signal,
      ...(maxOutputTokens ? { maxOutputTokens } : {}),
    });
    for await (const part of result.fullStream) {
      if (part.type === "text-delta") {
        if (part.text) watch.token();
      } else if (part.type === "finish") finish = part.finishReason;
      else if (part.type === "error") throw part.error;
      else if (part.type === "abort") throw cancelled();
    }
    const output = await result.output;
    watch.done();
    return { ok: true, skeleton: output };
  } catch (error) {
    const stop = stopped(opts.abortSignal, watch.failure(error));
    if (stop !== error) throw stop;
    if (NoObjectGeneratedError.isInstance(error)) {
      // The SDK's JSON parse is strict; models often wrap JSON in code fences or a sentence.
      const salvaged = error.text ? salvageSkeleton(error.text, req, brief) : undefined;
      if (salvaged?.ok) return salvaged;
      // Cut off by the server: not a bad plan, a plan without its end.
      if ((error.finishReason ?? finish) === "length") return { ok: false, error: PLAN_CUT_OFF, cutOff: true };
      return { ok: false, error: salvaged?.error ?? planErrorMessage(error) };
    }
    if (NoOutputGeneratedError.isInstance(error)) {
      return finish === "length" ? { ok: false, error: PLAN_CUT_OFF, cutOff: true } : { ok: false, error: "the answer was empty" };
    }
    throw error;
  }
}

/** Why the SDK could not use an answer, in a sentence a model can act on. */
function planErrorMessage(error: NoObjectGeneratedError): string {
  let cause: unknown = error.cause;
  // TypeValidationError wraps our validate()'s error: use the innermost message.
  while (cause instanceof Error && cause.cause instanceof Error) cause = cause.cause;
  if (!error.text?.trim()) return "the answer was empty";
  if (cause instanceof Error && /JSON/i.test(cause.name + cause.message) && !/Type validation/i.test(cause.message)) {
    return "the answer was not a valid JSON object";
  }
  return cause instanceof Error ? cause.message : "the answer did not match the plan's shape";
}

/** Finds the JSON object in a free-text answer (code fences, a sentence before or after). */
function salvageSkeleton(text: string, req: StoryRequest, brief: StoryBrief): PlanResult {
  const start = text.indexOf("{");
  const end = text.lastIndexOf("}");
  if (start === -1 || end <= start) return { ok: false, error: "the answer was not a JSON object" };
  let value: unknown;
  try {
    value = JSON.parse(text.slice(start, end + 1));
  } catch {
    return { ok: false, error: "the answer was not valid JSON" };
  }
  return validateSkeleton(value, req, brief);
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 8)
    .map((i) => `${i.path.length ? i.path.join(".") : "the plan"}: ${i.message}`)
    .join("; ");
}

/** Coerces what is safe to coerce, validates, and forces the request's own values. */
export function validateSkeleton(value: unknown, req: StoryRequest, brief: StoryBrief = buildStoryBrief(req)): PlanResult {
  const parsed = planSkeletonSchema.safeParse(coerceSkeleton(value, brief));
  if (!parsed.success) return { ok: false, error: `the plan did not match its shape (${describeIssues(parsed.error)})` };
  const skeleton = parsed.data;
  const misnamed = fixChildName(skeleton, brief, declaredChildName(value));
  if (misnamed) return { ok: false, error: misnamed };
  // Never trust the model with the child, the grown-up or the behavior.
  skeleton.child = { name: brief.childName, pronouns: brief.pronouns };
  skeleton.grownUp = { name: brief.grownUpName };
  skeleton.behavior = req.behavior;
  // The helper comes from the theme: one of its helpers, else the one the prompt named.
  const themeHelper =
    [brief.theme.helper, ...brief.theme.otherHelpers].find((h) => h.name.toLowerCase() === skeleton.helper.name.toLowerCase()) ?? brief.theme.helper;
  const modelHelper = skeleton.helper.name;
  skeleton.helper = { name: themeHelper.name, kind: themeHelper.kind };
  // The parent's other children are in the cast as they described them (name, pronouns).
  const siblings = brief.family.siblings;
  if (siblings.length) {
    const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
    const rest = (skeleton.others ?? []).filter((o) => !siblings.some((sb) => same(sb.name, o.name)));
    skeleton.others = [...siblings.map((sb) => ({ name: sb.name, kind: "child", pronouns: sb.pronouns })), ...rest].slice(0, 5);
  }
  if (modelHelper !== themeHelper.name) {
    for (const scene of skeleton.scenes) {
      scene.characters = [...new Set(scene.characters.map((c) => (c === modelHelper ? themeHelper.name : c)))];
    }
  }
  return { ok: true, skeleton };
}

/** The child's name as the model wrote it in the plan ("Mia", "the little girl"), if any. */
function declaredChildName(value: unknown): string | undefined {
  if (!isObject(value)) return undefined;
  const plan = "scenes" in value ? value : (Object.values(value).find((v) => isObject(v) && "scenes" in v) as Json | undefined);
  return plan && isObject(plan.child) ? str(plan.child.name) : undefined;
}

/**
 * The model's own name for the child never reaches the parent (issue 23, item 7): the name it gave
 * the child, or one other name close to the child's that it used consistently ("Mia" for Maya), is
 * replaced by the child's in the title, the summaries, the strategy, the questions and the cast.
 * Two different such names cannot be told apart from other people: the plan is refused, with why.
 */
function fixChildName(skeleton: PlanSkeleton, brief: StoryBrief, declared: string | undefined): string | undefined {
  const child = brief.childName;
  const known = [
    brief.grownUpName,
    skeleton.helper.name,
    ...(skeleton.others ?? []).map((o) => o.name),
    ...brief.family.siblings.map((sb) => sb.name),
    ...[brief.theme.helper, ...brief.theme.otherHelpers].map((h) => h.name),
  ];
  const rename = (from: string) => {
    const swap = (t: string) => replaceName(t, from, child);
    skeleton.title = clip(swap(skeleton.title), STORY_RULES.maxTitleLength) ?? skeleton.title;
    skeleton.situation.summary = swap(skeleton.situation.summary);
    skeleton.strategy = { ...skeleton.strategy, why: swap(skeleton.strategy.why), steps: skeleton.strategy.steps.map(swap) };
    skeleton.talkAbout = skeleton.talkAbout.map(swap);
    for (const scene of skeleton.scenes) {
      scene.summary = swap(scene.summary);
      scene.characters = [...new Set(scene.characters.map((c) => (c.trim().toLowerCase() === from.toLowerCase() ? child : c)))];
    }
  };
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  if (declared && !same(declared, child) && !known.some((k) => same(k, declared))) rename(declared);
  const texts = [
    skeleton.title,
    skeleton.situation.summary,
    skeleton.strategy.why,
    ...skeleton.strategy.steps,
    ...skeleton.scenes.map((s) => s.summary),
    ...skeleton.talkAbout,
  ];
  const others = nearMissNames(
    texts,
    child,
    known,
    skeleton.scenes.flatMap((s) => s.characters),
  );
  if (others.length === 1) rename(others[0]!);
  else if (others.length > 1) {
    return `the plan calls the child ${others.map((o) => `"${o}"`).join(" and ")}; the child's name is "${child}": use "${child}" every time`;
  }
  return undefined;
}

function forcedChild(req: StoryRequest): StoryPlan["child"] {
  const child: StoryPlan["child"] = { name: req.childName.trim(), pronouns: req.pronouns ?? "they" };
  if (req.hair) child.hair = req.hair;
  if (req.glasses !== undefined) child.glasses = req.glasses;
  return child;
}

// ---- coercion: only what cannot change the story's meaning ----------------------------------------

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

function str(v: unknown): string | undefined {
  if (typeof v === "string") return v.replace(/\s+/g, " ").trim();
  if (typeof v === "number" || typeof v === "boolean") return String(v);
  return undefined;
}

/** Shortens a string to `max` characters at a word boundary. */
function clip(v: unknown, max: number): string | undefined {
  const s = str(v);
  if (s === undefined || s.length <= max) return s;
  const cut = s.slice(0, max + 1);
  const space = cut.lastIndexOf(" ");
  return (space > max / 2 ? cut.slice(0, space) : s.slice(0, max)).replace(/[\s,;:-]+$/, "");
}

function optionalStr(v: unknown, max: number): string | undefined {
  const s = clip(v, max);
  return s ? s : undefined;
}

function strList(v: unknown, maxItems: number, maxChars: number): string[] | undefined {
  if (typeof v === "string") v = v.split(/\s*,\s*/);
  if (!Array.isArray(v)) return undefined;
  return v
    .map((x) => clip(isObject(x) ? (x.name ?? x.text) : x, maxChars))
    .filter((x): x is string => Boolean(x))
    .slice(0, maxItems);
}

const BEAT_SYNONYMS: Record<string, Beat> = {
  introduction: "opening",
  intro: "opening",
  setup: "opening",
  "set-up": "opening",
  beginning: "opening",
  conflict: "problem",
  trigger: "problem",
  "inciting incident": "problem",
  emotion: "feeling",
  feelings: "feeling",
  mentor: "helper",
  "helper arrives": "helper",
  teach: "strategy",
  teaching: "strategy",
  lesson: "strategy",
  try: "practice",
  rehearsal: "practice",
  setback: "stumble",
  "first try": "stumble",
  fail: "stumble",
  failure: "stumble",
  resolution: "success",
  climax: "success",
  "second try": "success",
  praise: "celebration",
  later: "echo",
  "later day": "echo",
  conclusion: "ending",
  end: "ending",
  closing: "ending",
};

const TIME_SYNONYMS: Record<string, TimeOfDay> = {
  dawn: "morning",
  breakfast: "morning",
  "early morning": "morning",
  day: "afternoon",
  daytime: "afternoon",
  noon: "afternoon",
  midday: "afternoon",
  lunchtime: "afternoon",
  "after school": "afternoon",
  dusk: "evening",
  sunset: "evening",
  dinnertime: "evening",
  suppertime: "evening",
  bedtime: "night",
  nighttime: "night",
  "night-time": "night",
  midnight: "night",
};

function canonical<T extends string>(v: unknown, list: readonly T[]): T | string | undefined {
  const s = str(v);
  if (!s) return undefined;
  const lower = s.toLowerCase().replace(/^(the|a|an|some) /, "");
  return list.find((x) => x === lower) ?? s;
}

function coerceScene(v: unknown, previousTime: TimeOfDay | undefined, rename: (name: string) => string): unknown {
  if (!isObject(v)) return v;
  const beatRaw = str(v.beat)?.toLowerCase();
  const beat = beatRaw && ((BEATS as readonly string[]).includes(beatRaw) ? beatRaw : (BEAT_SYNONYMS[beatRaw] ?? beatRaw));
  const timeRaw = str(v.time)?.toLowerCase();
  const time = timeRaw && (TIMES as readonly string[]).includes(timeRaw) ? timeRaw : ((timeRaw && TIME_SYNONYMS[timeRaw]) ?? previousTime ?? "morning");
  const place = canonical(clip(v.place ?? v.setting ?? v.location, 60), PLACES);
  const day = typeof v.day === "string" && /^\d+$/.test(v.day.trim()) ? Number(v.day) : v.day;
  return {
    beat,
    place,
    time,
    ...(typeof day === "number" && Number.isInteger(day) && day >= 0 ? { day: Math.min(day, 30) } : {}),
    characters: [...new Set((strList(v.characters, 12, 40) ?? []).map(rename))].slice(0, 6),
    props: (strList(v.props, 8, 40) ?? []).map((p) => canonical(p, DRAWABLE_PROPS)),
    // Only a hint for the writer: a missing one is not worth another planning call.
    summary: clip(v.summary ?? v.description ?? v.what ?? v.event, 240) || (beat ? `The ${beat} scene.` : undefined),
  };
}

function coerceCharacter(v: unknown): unknown {
  if (!isObject(v)) return v;
  const kind = canonical(clip(v.kind ?? v.type, 30), CHARACTER_KINDS);
  const pronouns = str(v.pronouns)?.toLowerCase();
  const out: Json = { name: clip(v.name, 40), kind };
  if (pronouns && (PRONOUNS as readonly string[]).includes(pronouns)) out.pronouns = pronouns;
  return out;
}

function coerceSkeleton(value: unknown, brief: StoryBrief): unknown {
  if (!isObject(value)) return value;
  // {"plan": {...}} or {"story_plan": {...}}
  if (!("scenes" in value)) {
    const inner = Object.values(value).find((v) => isObject(v) && "scenes" in v);
    if (inner) value = inner;
  }
  const v = value as Json;
  const situation = isObject(v.situation) ? v.situation : {};
  const strategy = isObject(v.strategy) ? v.strategy : {};
  // The names the model used for the child and the grown-up become the request's, in every scene.
  const renames = new Map<string, string>();
  const modelChild = isObject(v.child) ? str(v.child.name) : undefined;
  const modelGrownUp = isObject(v.grownUp) ? str(v.grownUp.name) : undefined;
  if (modelChild) renames.set(modelChild.toLowerCase(), brief.childName);
  for (const alias of ["the grown-up", "grown-up", "the parent", "parent", modelGrownUp ?? ""]) {
    if (alias) renames.set(alias.toLowerCase(), brief.grownUpName);
  }
  const rename = (name: string) => renames.get(name.toLowerCase()) ?? name;
  let previousTime: TimeOfDay | undefined;
  let scenes = Array.isArray(v.scenes)
    ? v.scenes.map((s) => {
        const scene = coerceScene(s, previousTime, rename);
        if (isObject(scene)) previousTime = scene.time as TimeOfDay;
        return scene;
      })
    : v.scenes;
  // Too many scenes: keep the arc (the first 13 and the ending).
  if (Array.isArray(scenes) && scenes.length > 14) scenes = [...scenes.slice(0, 13), scenes[scenes.length - 1]];
  const others = Array.isArray(v.others) ? v.others.map(coerceCharacter).slice(0, 5) : undefined;
  let talkAbout = strList(v.talkAbout ?? v.talk_about, 3, 200);
  if (talkAbout && talkAbout.length < 3) talkAbout = [...talkAbout, ...defaultQuestions(brief)].slice(0, 3);
  return {
    title: clip(v.title, 90),
    // Forced to the request's values (the model's are never used).
    child: { name: brief.childName, pronouns: brief.pronouns },
    grownUp: { name: brief.grownUpName },
    helper: isObject(v.helper) ? coerceCharacter(v.helper) : v.helper,
    ...(others?.length ? { others } : {}),
    behavior: brief.behavior.id,
    situation: {
      summary: clip(situation.summary, 160),
      place: clip(situation.place, 60),
      object: optionalStr(situation.object, 40),
      person: optionalStr(situation.person, 40),
      trigger: optionalStr(situation.trigger, 60),
      feeling: clip(situation.feeling, 30),
      frame: optionalStr(situation.frame, 40),
    },
    strategy: {
      name: clip(strategy.name, 60),
      steps: strList(strategy.steps, 5, 120),
      why: clip(strategy.why, 300),
    },
    scenes,
    talkAbout,
  };
}

function defaultQuestions(b: StoryBrief): string[] {
  return [`How did ${b.childName} feel at the start of the story?`, "What helped in the story?", "When could we try that together?"];
}

// ---- the JSON schema the model sees ----------------------------------------------------------------

/**
 * planSkeletonSchema as a JSON schema that OpenAI's strict structured outputs accept: every property
 * required (optional ones nullable), no additional properties, no length keywords (checked after
 * parsing instead, where an over-long string can be shortened rather than rejected).
 */
function strictJsonSchema(node: JSONSchema7, nullable = false): JSONSchema7 {
  const out: JSONSchema7 = { ...node };
  delete out.minLength;
  delete out.maxLength;
  delete out.minItems;
  delete out.maxItems;
  if (out.type === "object" && out.properties) {
    const required = new Set(out.required ?? []);
    out.properties = Object.fromEntries(
      Object.entries(out.properties).map(([key, child]) => [key, typeof child === "boolean" ? child : strictJsonSchema(child, !required.has(key))]),
    );
    out.required = Object.keys(out.properties);
    out.additionalProperties = false;
  }
  if (out.type === "array" && out.items && typeof out.items === "object" && !Array.isArray(out.items)) {
    out.items = strictJsonSchema(out.items);
  }
  if (nullable && typeof out.type === "string") {
    out.type = [out.type, "null"];
    if (out.enum) out.enum = [...out.enum, null];
  }
  return out;
}

const WIRE_SCHEMA: JSONSchema7 = (() => {
  const schema = z.toJSONSchema(planSkeletonSchema, { target: "draft-7", io: "input" }) as JSONSchema7;
  const strict = strictJsonSchema(schema);
  const scenes = strict.properties?.scenes;
  if (scenes && typeof scenes === "object") scenes.description = "8 to 14 scenes, in story order.";
  return strict;
})();

// ---- step 2: the scenes, streamed -------------------------------------------------------------------

/**
 * What a model writes around its story is not story text (src/engine/model-text.ts): "Sure! Here's a
 * story for Maya:" before the first scene, "I hope you enjoy it!" after the last, **bold** anywhere.
 * Only the edges are looked at for wrapping, so no sentence of a middle scene is ever removed.
 */
export function withoutChatWrapping(pieces: string[]): string[] {
  const out = pieces.map((p) => p.replace(/\*\*([^*\n]+)\*\*/g, "$1"));
  if (out.length) out[0] = cleanModelText(out[0]!).text;
  if (out.length > 1) out[out.length - 1] = cleanModelText(out[out.length - 1]!).text;
  return out.filter((p) => p.trim());
}

/** A line that separates scenes or is no story text: `###`, a markdown heading, `---`, a code fence. */
const CONTROL_LINE = /^(#{1,6}(?:\s.*|#*)|`{3}.*|-{3,}|\*{3,}|_{3,}|={3,})$/;
/** A line start that may still turn out to be a control line. */
const MAYBE_CONTROL = /^[ \t]*(#.*|`.*|-*|\*+|_+|=+)$/;

/**
 * Forwards streamed scene text to onDelta without the `###` markers (a blank line between paragraphs
 * instead, no leading or trailing whitespace) and collects the pieces between markers.
 */
export function createSceneStreamSplitter(onDelta?: (text: string) => void) {
  const pieces: string[] = [""];
  let line = ""; // a held line start that may be a control line
  let atLineStart = true;
  let hashes = ""; // a run of '#' inside a line ("… the end. ### Next …")
  let pendingSpace = "";
  let emitted = false;
  let needBreak = false;
  let out = "";

  const separator = () => {
    if (pieces[pieces.length - 1].trim()) pieces.push("");
    pendingSpace = "";
    if (emitted) needBreak = true;
  };
  const text = (s: string) => {
    for (const c of s) {
      pieces[pieces.length - 1] += c;
      if (/\s/.test(c)) {
        if (emitted && !needBreak) pendingSpace += c;
        continue;
      }
      if (needBreak) {
        out += "\n\n";
        needBreak = false;
      } else if (pendingSpace) {
        out += (pendingSpace.match(/\n/g)?.length ?? 0) >= 2 ? "\n\n" : pendingSpace;
      }
      pendingSpace = "";
      out += c;
      emitted = true;
    }
  };
  const endLine = (held: string) => {
    const t = held.trim();
    if (!t) return text(held);
    if (/^`{3}/.test(t)) return; // a code fence: no text, no scene break
    if (t.startsWith("#")) {
      separator();
      const heading = t.replace(/^#+/, "").replace(/#+$/, "").trim();
      // "### Scene 2: The park" is a heading; a whole sentence after the marker is story text.
      if (heading && (heading.split(/\s+/).length > 8 || /[.!?]["”’]?$/.test(heading))) text(`${heading}\n`);
      return;
    }
    separator();
  };
  const flushHashes = () => {
    if (!hashes) return;
    if (hashes.length >= 3) separator();
    else text(hashes);
    hashes = "";
  };
  const char = (c: string) => {
    if (atLineStart) {
      if (c === "\n") {
        if (CONTROL_LINE.test(line.trim())) endLine(line);
        else text(line + c);
        line = "";
        return;
      }
      if (MAYBE_CONTROL.test(line + c)) {
        line += c;
        return;
      }
      atLineStart = false;
      const held = line;
      line = "";
      text(held);
      // fall through: handle c inside the line
    }
    if (c === "#") {
      hashes += c;
      return;
    }
    flushHashes();
    text(c);
    if (c === "\n") atLineStart = true;
  };
  return {
    push(chunk: string) {
      out = "";
      for (const c of chunk.replace(/\r\n?/g, "\n")) char(c);
      if (out) onDelta?.(out);
    },
    /** Flushes what is held and returns the pieces between markers (trimmed, non-empty). */
    end(): string[] {
      out = "";
      if (atLineStart && line) {
        if (CONTROL_LINE.test(line.trim())) endLine(line);
        else text(line);
      }
      line = "";
      flushHashes();
      if (out) onDelta?.(out);
      return pieces.map(normalizePiece).filter(Boolean);
    },
  };
}

/** Paragraphs separated by one blank line; line breaks inside a paragraph become spaces. */
function normalizePiece(piece: string): string {
  return piece
    .split(/\n[ \t]*\n/)
    .map((p) => p.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join("\n\n");
}

/** Sentence ends followed by a new sentence (a capital, a digit or an opening quote). */
const SENTENCE_BREAK = /(?<=[.!?…]["”’')\]]*)\s+(?=["“‘'(]?[\p{Lu}\p{N}])/gu;

/** The split point nearest the middle of `text`: a paragraph break first, else a sentence break. */
function splitPoint(text: string): { at: number; gap: number } | undefined {
  const mid = text.length / 2;
  const nearest = (re: RegExp) => {
    let best: { at: number; gap: number } | undefined;
    for (const m of text.matchAll(re)) {
      if (m.index === undefined || m.index === 0) continue;
      if (!best || Math.abs(m.index - mid) < Math.abs(best.at - mid)) best = { at: m.index, gap: m[0].length };
    }
    return best;
  };
  return nearest(/\n\n/g) ?? nearest(SENTENCE_BREAK);
}

/**
 * Fits the written pieces to the planned scenes without dropping text: too many pieces → the
 * shortest neighbouring pair is merged (as two paragraphs of one scene); too few → the longest piece
 * is split at a paragraph break, else at the sentence break nearest its middle. Returns `n` texts
 * unless there are fewer sentences than scenes.
 */
export function fitToScenes(pieces: string[], n: number): string[] {
  const out = pieces.map((p) => p.trim()).filter(Boolean);
  while (out.length > n) {
    let best = 0;
    for (let i = 1; i < out.length - 1; i++) {
      if (out[i].length + out[i + 1].length < out[best].length + out[best + 1].length) best = i;
    }
    out.splice(best, 2, `${out[best]}\n\n${out[best + 1]}`);
  }
  while (out.length < n) {
    const order = out.map((p, i) => ({ i, len: p.length })).sort((a, b) => b.len - a.len);
    let done = false;
    for (const { i } of order) {
      const point = splitPoint(out[i]);
      if (!point) continue;
      const text = out[i];
      out.splice(i, 1, text.slice(0, point.at).trim(), text.slice(point.at + point.gap).trim());
      done = true;
      break;
    }
    if (!done) break;
  }
  return out;
}
