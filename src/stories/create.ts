import { and, desc, eq, sql } from "drizzle-orm";
import { POLISHING_MESSAGE, type GenerationEvent, type GenerationStep } from "../contracts/story-plan";
import { stories, type Story, type User } from "../../db/schema";
import type { StorySibling } from "../contracts/family";
import type { Deps } from "../deps";
import { HttpError } from "../http/errors";
import { StoryGenerationError, type StoryRequest } from "../engine/types";
import type { AgeBand, BehaviorOptionId, ThemeId } from "../contracts/catalog";
import type { StoryInput } from "../validation/story";
import { storyChildColumns, storyRequestChild, type ChildStoryKey } from "../contracts/child-fields";
import { SAFETY_REVIEW_UNAVAILABLE_MESSAGE, SafetyReviewError, writeStory } from "../engine";
import { ModelTimeoutError } from "../engine/timeouts";
import { readSituation } from "../engine/situation-reading";
import { avoidBlame } from "../engine/local/avoid-blame";
import { MODERATION_MESSAGE, moderateText } from "../engine/moderation";
import { attachStoryToGeneration, commitGeneration, GENERATION_LEASE, refundGeneration, renewGenerationLease, reserveGeneration } from "./quota";
import { hitRateLimit } from "../http/rate-limit";
import { buildStoryPdf } from "./pdf";
import { markStorySaved } from "./library";
import { coloringKey, storyBlobFolder } from "../contracts/story";
import { drawColoringPage, type ColoringPageDrawing } from "./coloring-page";
import { errorText } from "../http/errors";
import { trackOutcome } from "./outcome";
import { practiceSource } from "../children/practice";
import { withPracticeKind, type PracticeStoryKind } from "../contracts/practice";

/**
 * The story request's child part, from the child's field table (src/contracts/child-fields.ts). `Pick` makes a
 * field the table has and StoryRequest (src/engine/types.ts) lacks a compile error here.
 */
const requestChild = (input: Pick<StoryInput, ChildStoryKey>): Pick<StoryRequest, ChildStoryKey> => storyRequestChild(input);

/** Words a story of each age band comes to (measured on the local engine), to turn streamed words into writing progress. */
const EXPECTED_WORDS: Record<AgeBand, number> = { "2-3": 480, "4-5": 620, "6-7": 715, "8-10": 860 };
/**
 * Share of the overall bar for each step, by how long each really takes: an image model draws for many
 * seconds (the spec's step durations 2, 3, 3, 1); the local line-art engine draws in milliseconds, so
 * there writing is most of the wait.
 */
const STEP_RANGES: Record<"remote" | "local", Record<GenerationStep, [number, number]>> = {
  remote: { planning: [0, 22], writing: [22, 56], illustrating: [56, 89], finalizing: [89, 100] },
  local: { planning: [0, 8], writing: [8, 84], illustrating: [84, 88], finalizing: [88, 100] },
};

/**
 * What a story is made from: the story form's fields, and (issue 15) the family already resolved —
 * the saved child it is for, siblings by name, likes and things to avoid (src/children/story-input.ts).
 */
export type CreateStoryInput = Omit<StoryInput, "childId" | "siblings" | "likes" | "avoid"> & {
  childId?: number | null;
  siblings?: StorySibling[];
  likes?: string[];
  avoid?: string[];
};

export interface GenerationOptions {
  emit?: (event: GenerationEvent) => void;
  seed?: number;
}

/**
 * Read a custom situation (free text or guided parts) before anything is spent: only a reading of
 * "understood" is written; "ask" and "declined" are a 400 with the reading's message on
 * `customBehavior` (the spec's field) and the whole reading as `error.situation` (its part, its help link).
 */
export function screenInput<T extends CreateStoryInput>(input: T): T {
  if (input.behavior !== "custom") return { ...input, customBehavior: null };
  const reading = readSituation(
    { customBehavior: input.customBehavior, situation: input.situation },
    { name: input.childName, pronouns: input.pronouns, grownUpName: input.grownUpName },
  );
  if (reading.status !== "understood") throw new HttpError(400, "invalid_input", reading.message, { customBehavior: reading.message }, { situation: reading });
  return { ...input, customBehavior: reading.text };
}

/**
 * With OpenAI as the story engine, a custom situation also goes through the provider's moderation.
 * A flagged text is refused like the local screen refuses it; if moderation is unreachable the
 * local screen's verdict stands (logged), so an outage does not block parents.
 */
export async function moderateInput(deps: Deps, input: CreateStoryInput): Promise<void> {
  const { AI_PROVIDER, OPENAI_API_KEY, AI_BASE_URL } = deps.env;
  if (input.behavior !== "custom" || !input.customBehavior || AI_PROVIDER !== "openai" || !OPENAI_API_KEY) return;
  try {
    const verdict = await moderateText({ apiKey: OPENAI_API_KEY, baseURL: AI_BASE_URL }, input.customBehavior);
    if (verdict.flagged) {
      deps.log.info("custom situation refused by moderation", { categories: verdict.categories });
      throw new HttpError(400, "invalid_input", MODERATION_MESSAGE, { customBehavior: MODERATION_MESSAGE });
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    deps.log.error("moderation unavailable; local screen stands", { error: errorText(err) });
  }
}

/**
 * The episodes this child's recent stories about the same behavior used, newest first, so that
 * "write another" tells a different one.
 */
async function previousEpisodes(deps: Deps, userId: string, input: CreateStoryInput): Promise<string[]> {
  const rows = await deps.db
    .select({ plan: stories.plan })
    .from(stories)
    .where(and(eq(stories.userId, userId), eq(stories.behavior, input.behavior), sql`lower(${stories.childName}) = lower(${input.childName})`))
    .orderBy(desc(stories.createdAt), desc(stories.id))
    .limit(12);
  return rows.map((r) => r.plan?.episode).filter((e): e is string => !!e);
}

/** A practice or you-did-it story's part of the request: the kind, and the saved child's practiced plan when there is one. */
async function practiceRequest(
  deps: Deps,
  userId: string,
  childId: number | null,
  kind: PracticeStoryKind,
): Promise<Pick<StoryRequest, "practiceStory" | "practicePlan">> {
  const source = childId ? await practiceSource(deps, userId, childId) : null;
  return { practiceStory: kind, ...(source ? { practicePlan: source.plan } : {}) };
}

/** The account was deleted while its story was being written: the story stops and nothing of it is kept. */
const GENERATION_CANCELLED = () => new HttpError(409, "generation_cancelled", "This story was stopped because its account was deleted. Nothing was saved.");

/** A model or image call took too long (GENERATION_TIMEOUTS): what the parent reads. */
export const TIMEOUT_MESSAGE = "The story is taking too long to write right now. Your free story was not used — please try again in a few minutes.";

/**
 * A custom situation no draft could be written for (after every try): trying the same words again
 * would fail the same way, so the parent is asked to put it differently, beside the field.
 */
export const SITUATION_NOT_WRITTEN_MESSAGE =
  "We couldn't write a story we'd be happy to give you from this description. Your free story was not used. Could you put it a little differently — what your child does, and when or where it happens?";

export const GENERATION_RATE_MESSAGE = "You're creating stories very quickly. Please wait a minute and try again.";

/**
 * The per-minute generation limit (GENERATE_RATE_LIMIT per user), counted for every way a story is
 * started — the JSON/streaming API and the no-JavaScript form alike. False when over the limit.
 */
export async function withinGenerationRate(deps: Deps, userId: string): Promise<boolean> {
  return hitRateLimit(deps, `generate:${userId}`, deps.env.GENERATE_RATE_LIMIT, 60_000);
}

/**
 * Create a story end to end: reserve a generation (402 over quota), stream the text from the engine,
 * draw the coloring page, save the story and its files, build the PDF, then commit the generation.
 * Any failure refunds the reservation and removes what was saved.
 */
export async function createStory(deps: Deps, user: User, rawInput: CreateStoryInput, options: GenerationOptions = {}): Promise<Story> {
  // How this generation ends is recorded (ADR 022), timed from here.
  const outcome = trackOutcome(deps, rawInput);
  const input = screenInput(rawInput);
  await moderateInput(deps, input);
  const emit = outcome.watch(options.emit ?? (() => {}));
  const generationId = await reserveGeneration(deps, user);
  // Hold the reservation while this generation is alive (a crashed process stops renewing it).
  const lease = setInterval(() => void renewGenerationLease(deps, generationId).catch(() => {}), GENERATION_LEASE.renewMs);
  let storyId: number | undefined;
  // The whole story has GENERATION_TIMEOUTS.generationMs: past it every call stops and the parent is told.
  const timeouts = deps.services.timeouts;
  const deadline = new AbortController();
  const deadlineTimer = setTimeout(
    () => deadline.abort(new ModelTimeoutError(`The story was not ready within ${Math.round(timeouts.generationMs / 1000)} s`)),
    timeouts.generationMs,
  );
  // The coloring page, drawn while the story is written: it needs only the plan (ADR 023).
  let picture: ColoringPageDrawing | undefined;
  const STEP_RANGE = STEP_RANGES[deps.services.coloringEngine.name === "local" ? "local" : "remote"];
  // The bar only moves forward, also when a story is written again after failing the checks.
  let shown = 0;
  const progress = (step: GenerationStep, percent: number) => {
    shown = Math.max(shown, Math.min(100, Math.round(percent)));
    emit({ type: "progress", step, percent: shown });
  };
  try {
    progress("planning", 2);
    const request: StoryRequest = {
      ...requestChild(input),
      behavior: input.behavior as BehaviorOptionId,
      theme: input.theme as ThemeId,
      customBehavior: input.customBehavior ?? undefined,
      seed: options.seed ?? Math.floor(Math.random() * 2 ** 31),
      siblings: input.siblings?.length ? input.siblings : undefined,
      previousEpisodes: await previousEpisodes(deps, user.id, input),
      ...(input.practiceStory ? await practiceRequest(deps, user.id, input.childId ?? null, input.practiceStory) : {}),
      // Issue 25 (ADR 030): a social story only when asked for; the plan keeps its shape ("social") with the story.
      ...(input.storyStyle === "social" ? { storyStyle: "social" as const } : {}),
    };
    const expected = EXPECTED_WORDS[request.childAge];
    let words = 0;
    const [wLo, wHi] = STEP_RANGE.writing;
    const writingProgress = (n: number) => progress("writing", Math.min(wHi - 1, wLo + ((wHi - wLo) * n) / expected));
    const engine = deps.services.storyEngine;
    const drawing = (picture = drawColoringPage(deps, request, { deadline: deadline.signal, imageMs: timeouts.imageMs }));
    const written = await writeStory(engine, request, {
      onPlan: (plan) => drawing.start(plan),
      onPhase: (phase, info) => {
        outcome.phase(phase, info);
        // The first draft failed the checks and is written again (a new plan, or the same plan's prose): nothing of it was shown, the parent is told.
        if (info?.reason && info.attempt > 1) emit({ type: "status", message: POLISHING_MESSAGE });
        if (phase === "planning") progress("planning", STEP_RANGE.planning[1] * 0.6);
        else progress("writing", wLo);
      },
      onTitle: (title) => {
        emit({ type: "title", title });
        progress("writing", wLo);
      },
      // A model's draft is held until it passes the checks; its words still move the bar.
      onDraftWords: options.emit ? writingProgress : undefined,
      // The checked text, as fast as the engine gives it (the form paces the text for reading);
      // without a watcher (JSON or form request) the words need not stream at all.
      onDelta: options.emit
        ? (text) => {
            words += (text.match(/\S+/g) ?? []).length;
            emit({ type: "delta", text });
            writingProgress(words);
          }
        : undefined,
      abortSignal: deadline.signal,
      timeouts,
    });
    progress("writing", wHi);

    progress("illustrating", STEP_RANGE.illustrating[0]);
    // Started when the plan was known; awaited now the text has passed. The built-in line art if the image model fails.
    const { page, fallback: coloringFallback } = await drawing.finish(written.plan);

    const [fLo, fHi] = STEP_RANGE.finalizing;
    progress("finalizing", fLo);
    const [row] = await deps.db
      .insert(stories)
      .values({
        userId: user.id,
        ...(storyChildColumns(input) as Pick<typeof stories.$inferInsert, ChildStoryKey>),
        behavior: input.behavior,
        theme: input.theme,
        customBehavior: input.customBehavior ?? null,
        storyContent: written.content,
        title: written.title,
        // Not listed yet: `markStorySaved` below is the last step, once every file is stored and the story counted (src/stories/library.ts).
        imageUrl: "",
        qualityReport: { ...written.report, attempts: written.attempts, ...(coloringFallback ? { coloringFallback } : {}) },
        engine: engine.name,
        // Which kind of adaptive story it was (issue 28), kept with its plan for the story page and the library.
        plan: request.practiceStory ? withPracticeKind(written.plan, request.practiceStory) : written.plan,
        childId: input.childId ?? null,
        siblings: input.siblings?.length ? input.siblings : null,
        seed: request.seed,
        createdAt: deps.now(),
      })
      .returning();
    storyId = row!.id;
    if (!(await attachStoryToGeneration(deps, generationId, storyId))) throw GENERATION_CANCELLED();
    progress("finalizing", fLo + (fHi - fLo) * 0.4);
    await deps.blobs.put(coloringKey(storyId), page.bytes, page.contentType);
    progress("finalizing", fLo + (fHi - fLo) * 0.7);
    await buildStoryPdf(deps, row!, page);
    // Counted, then listed: a story shows in the library only once it is complete (issue 21). A crash
    // between the two is finished by maintenance (the generation is committed, the files are there).
    if (!(await commitGeneration(deps, generationId, user.id, storyId))) throw GENERATION_CANCELLED();
    const story = await markStorySaved(deps, storyId);
    progress("finalizing", 100);
    // Saved and counted: the form may open the story at once ("Read it now").
    emit({ type: "done", id: storyId });
    await outcome.saved(written, storyId);
    return story;
  } catch (err) {
    const refunded = await refundGeneration(deps, generationId).catch(() => true);
    // Recorded with its reasons (failing check ids per draft, attempts), which the log lines below carry too.
    const why = await outcome.failed(err, refunded);
    if (storyId !== undefined) {
      await deps.blobs.deleteFolder(storyBlobFolder(storyId)).catch(() => {});
      await deps.db
        .delete(stories)
        .where(eq(stories.id, storyId))
        .catch(() => {});
    }
    if (err instanceof HttpError) throw err;
    // The reservation was taken away while this story was written (the account was deleted): whatever
    // failed on the way (the user row is gone) is that, not an engine failure.
    if (!refunded) throw GENERATION_CANCELLED();
    if (err instanceof ModelTimeoutError) {
      deps.log.error("story generation timed out", { reason: err.message, ...why });
      throw new HttpError(504, "generation_timeout", TIMEOUT_MESSAGE);
    }
    // The model's review of the story could not run (ADR 024): fail closed, the story is not shown.
    if (err instanceof SafetyReviewError) {
      deps.log.error("story not shown: the safety review could not run", { reason: err.message, ...why });
      throw new HttpError(503, "review_unavailable", SAFETY_REVIEW_UNAVAILABLE_MESSAGE);
    }
    if (err instanceof StoryGenerationError) {
      // A thing to leave out that no story here can do without: the parent is told which, not "try again".
      const blamed = input.avoid?.length ? avoidBlame(input) : null;
      if (blamed) throw new HttpError(400, "invalid_input", blamed.message, { avoid: blamed.message, ...(input.childId ? { childId: blamed.message } : {}) });
      deps.log.error("story failed the quality checks", { reason: err.message, behavior: input.behavior, ...why });
      if (input.behavior === "custom")
        throw new HttpError(422, "situation_not_written", SITUATION_NOT_WRITTEN_MESSAGE, { customBehavior: SITUATION_NOT_WRITTEN_MESSAGE });
      throw new HttpError(502, "generation_failed", "We couldn't write a story that met our quality checks. Your free story was not used — please try again.");
    }
    deps.log.error("story generation failed", { error: errorText(err), ...why });
    throw new HttpError(502, "generation_failed", "The story could not be written right now. Your free story was not used — please try again later.");
  } finally {
    picture?.stop();
    clearInterval(lease);
    clearTimeout(deadlineTimer);
  }
}
