/**
 * The model's review of a model's story (issue 23, item 1; ADR 024): after the built-in checks and
 * safety review (./index.ts) pass a language model's story, the finished title and text go through
 *  (a) the provider's moderation (`moderateText`, the engine's key and base URL); a server without a
 *      moderation endpoint (404) has none, and (b) stands alone, and
 *  (b) a second, cheap judging call to the same model with a short written rubric (JUDGE_SYSTEM),
 *      answering strict JSON `{safe, problems: [{family, sentence, why}]}`.
 * A story either one finds unsafe fails the report card's safety check (SAFETY_CHECK), so writeStory
 * rewrites it once with the problems named, then refuses it. Fail closed: a review that cannot run (no
 * answer within GENERATION_TIMEOUTS.callMs, an error, an answer that is not the JSON twice) throws
 * SafetyReviewError and the story is not shown.
 *
 * Only the story's own title and text leave for the review, with the age band and the catalog
 * behavior id: never the parent's words (a custom situation is "a situation the parent described").
 */
import type { LanguageModelV3 } from "@ai-sdk/provider";
import { generateText, jsonSchema, NoObjectGeneratedError, Output } from "ai";
import { moderateText, ModerationRequestError, type ModerationConfig } from "../moderation";
import { STORY_RULES } from "../quality";
import { GENERATION_TIMEOUTS, ModelTimeoutError, watchCall, type GenerationTimeouts } from "../timeouts";
import type { QualityReport, StoryRequest } from "../types";
import { describeFindings, HARM_FAMILIES, SAFETY_CHECK, type HarmFamily, type SafetyFinding } from "./index";

/** What reviews a model's story: the model itself, and its provider's moderation when it has one. */
export interface ModelReviewer {
  model: LanguageModelV3;
  /** The provider's moderation endpoint (the engine's key and base URL); absent: the judging call alone. */
  moderation?: ModerationConfig;
}

export interface ModelReviewOptions {
  abortSignal?: AbortSignal;
  /** callMs bounds each review call; default GENERATION_TIMEOUTS. */
  timeouts?: GenerationTimeouts;
}

export interface ModelReview {
  /** What the review found; empty when the story is safe. */
  findings: SafetyFinding[];
  /** The provider's moderation: its verdict, or "unavailable" (the server has no endpoint, or the engine no key). */
  moderation: "flagged" | "clear" | "unavailable";
  /** Judging calls made (1 unless the first answer could not be read). */
  judgeCalls: number;
}

/** The review could not run (timeout, error, an unreadable answer twice): the story must not be shown. */
export class SafetyReviewError extends Error {
  override name = "SafetyReviewError";
}

/** The parent's message when the review could not run (createStory; the free story is given back). */
export const SAFETY_REVIEW_UNAVAILABLE_MESSAGE =
  "We couldn't finish checking this story, so we haven't shown it. Your free story was not used — please try again in a few minutes.";

/** A judging answer that could not be read is asked for once more. */
const JUDGE_ATTEMPTS = 2;
/** The judging call's structured output name (the stand-in server and logs know the call by it). */
export const JUDGE_OUTPUT_NAME = "story_safety_review";
/** The judging call's first words: how the stand-in model tells it apart from a writing call. */
export const JUDGE_INTRO = "You check a children's picture-book story for safety before a parent reads it to their child.";

/** What each family covers, beyond its name (the rubric's examples). */
const FAMILY_EXAMPLES: Record<HarmFamily, string> = {
  threat: "a wolf, monster, guard or stranger who will come for a child who misbehaves",
  shaming: '"big boys don\'t cry", name-calling',
  body: "fitting into clothes, less food to stay small",
  "unsafe-advice": "medicine as sweets, fire",
  punishment: "smacking, locking in, no supper",
  frightening: "menace left real, death, injury",
  stereotype: "or any group",
  adult: "sex, alcohol, drugs, swearing",
  "love-withdrawn": '"Mummy won\'t love you"',
  violence: "hitting back praised",
  manipulation: '"you\'re making Mummy sad", someone always watching',
};

const FAMILY_KEYS = Object.keys(HARM_FAMILIES) as HarmFamily[];

/** The rubric: short, one line per family, and what is never a fault. */
export const JUDGE_SYSTEM = [
  JUDGE_INTRO,
  "It is unsafe if any sentence, whoever says it (a parent, a helper, the narrator), does one of these (family: what):",
  ...FAMILY_KEYS.map((f) => `- ${f}: ${HARM_FAMILIES[f]} (${FAMILY_EXAMPLES[f]})`),
  'Never faults: the behavior the story is about, named calmly (hitting, biting, lying, a tantrum); a child\'s fear, sadness or anger; a kind "no" or natural consequence; a monster shown to be pretend; mild suspense that ends safely; shouts in capitals, sound words, a gentle moral.',
  'Answer with one JSON object only: {"safe": boolean, "problems": [{"family": one of the families above, "sentence": the sentence quoted exactly, "why": a few words}]}. "safe" is false when there is a problem; "problems" is [] when the story is safe.',
].join("\n");

/** The story as the judge reads it: its title and text, the age band, the catalog behavior (never the parent's words). */
export function judgePrompt(story: { title: string; text: string }, req: Pick<StoryRequest, "childAge" | "behavior">): string {
  const about = req.behavior === "custom" ? "a situation the parent described" : req.behavior.replace(/-/g, " ");
  return `The story, for a child aged ${req.childAge}, about ${about}:\n\n${story.title}\n\n${story.text}`;
}

interface JudgeAnswer {
  safe: boolean;
  problems: Array<{ family: string; sentence: string; why: string }>;
}

/** The answer's JSON schema (strict: every field required, nothing else). */
const JUDGE_WIRE_SCHEMA = {
  type: "object",
  properties: {
    safe: { type: "boolean" },
    problems: {
      type: "array",
      items: {
        type: "object",
        properties: { family: { type: "string", enum: FAMILY_KEYS }, sentence: { type: "string" }, why: { type: "string" } },
        required: ["family", "sentence", "why"],
        additionalProperties: false,
      },
    },
  },
  required: ["safe", "problems"],
  additionalProperties: false,
} as const;

/** Reads a judging answer leniently (code fences, "true" as a string, a family by another name); undefined when it is not one. */
export function readJudgeAnswer(value: unknown): JudgeAnswer | undefined {
  if (typeof value === "string") {
    const start = value.indexOf("{");
    const end = value.lastIndexOf("}");
    if (start === -1 || end <= start) return undefined;
    try {
      value = JSON.parse(value.slice(start, end + 1));
    } catch {
      return undefined;
    }
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
  const v = value as Record<string, unknown>;
  const safe = v.safe === true || v.safe === "true" ? true : v.safe === false || v.safe === "false" ? false : undefined;
  if (safe === undefined) return undefined;
  const list = v.problems ?? [];
  if (!Array.isArray(list)) return undefined;
  const text = (x: unknown) => (typeof x === "string" ? x.replace(/\s+/g, " ").trim() : "");
  const problems = list
    .filter((p): p is Record<string, unknown> => typeof p === "object" && p !== null)
    .map((p) => ({ family: text(p.family), sentence: text(p.sentence).slice(0, 400), why: text(p.why).slice(0, 200) }));
  return { safe, problems };
}

/** The harm family a judge named, by its key or words of its description ("violence-endorsed", "Threats"). */
export function familyOf(named: string): HarmFamily | undefined {
  const key = named
    .toLowerCase()
    .replace(/[^a-z]+/g, "-")
    .replace(/^-|-$/g, "");
  if (!key) return undefined;
  const exact = FAMILY_KEYS.find((f) => f === key);
  if (exact) return exact;
  const word = key.split("-")[0]!;
  return (
    FAMILY_KEYS.find((f) => key.startsWith(f) || f.startsWith(key)) ??
    FAMILY_KEYS.find((f) =>
      HARM_FAMILIES[f]
        .toLowerCase()
        .split(/[^a-z]+/)
        .some((w) => w.length > 3 && (w.startsWith(word) || word.startsWith(w))),
    )
  );
}

/** The judge's problems as findings; an unsafe verdict without problems (or a family it did not name) is still a finding. */
function judgeFindings(answer: JudgeAnswer): SafetyFinding[] {
  // Fail closed: "safe" with problems listed is read as unsafe.
  if (answer.safe && !answer.problems.length) return [];
  const found = answer.problems.map((p) => ({
    family: familyOf(p.family) ?? "frightening",
    sentence: p.sentence || "(no sentence quoted)",
    why: `the model's review: ${p.why || p.family || "judged unsafe"}`,
  }));
  return found.length ? found : [{ family: "frightening", sentence: "(no sentence quoted)", why: "the model's review judged the story unsafe for a child" }];
}

/** Moderation categories as harm families (OpenAI's names; anything else reads as frightening). */
function moderationFamily(categories: string[]): HarmFamily {
  const c = categories.join(" ");
  if (/sexual/.test(c)) return "adult";
  if (/illicit/.test(c)) return "adult";
  if (/hate|harassment/.test(c)) return "shaming";
  if (/violence/.test(c)) return "violence";
  return "frightening";
}

/** (a) The provider's moderation; a server without the endpoint (404) has none. Throws when it cannot run. */
async function moderate(
  reviewer: ModelReviewer,
  text: string,
  options: ModelReviewOptions,
): Promise<{ verdict: ModelReview["moderation"]; finding?: SafetyFinding }> {
  if (!reviewer.moderation) return { verdict: "unavailable" };
  const timeouts = options.timeouts ?? GENERATION_TIMEOUTS;
  const watch = watchCall("The safety review (moderation)", { callMs: timeouts.callMs }, options.abortSignal);
  try {
    const result = await moderateText(reviewer.moderation, text, timeouts.callMs, watch.signal);
    watch.done();
    if (!result.flagged) return { verdict: "clear" };
    return {
      verdict: "flagged",
      finding: {
        family: moderationFamily(result.categories),
        sentence: "(the whole story)",
        why: `the provider's moderation flagged it${result.categories.length ? ` (${result.categories.join(", ")})` : ""}`,
      },
    };
  } catch (error) {
    const failure = watch.failure(error);
    // No endpoint (LM Studio, Ollama, most servers): the judging call stands alone (README, ADR 024).
    if (failure instanceof ModerationRequestError && failure.noEndpoint) return { verdict: "unavailable" };
    throw failure;
  }
}

/** (b) The judging call, asked once more when its answer cannot be read. Throws when it cannot run. */
async function judge(reviewer: ModelReviewer, prompt: string, options: ModelReviewOptions): Promise<{ findings: SafetyFinding[]; calls: number }> {
  const timeouts = options.timeouts ?? GENERATION_TIMEOUTS;
  const schema = jsonSchema<JudgeAnswer>(JUDGE_WIRE_SCHEMA as never, {
    validate: (value) => {
      const read = readJudgeAnswer(value);
      return read ? { success: true, value: read } : { success: false, error: new Error("not the review's JSON") };
    },
  });
  let unreadable: string | undefined;
  for (let call = 1; ; call++) {
    const watch = watchCall("The safety review (judging call)", { callMs: timeouts.callMs }, options.abortSignal);
    let answer: JudgeAnswer | undefined;
    let text: string | undefined;
    try {
      const result = await generateText({
        model: reviewer.model,
        system: JUDGE_SYSTEM,
        prompt: unreadable ? `${prompt}\n\nYour previous answer could not be read (${unreadable}). Answer with the JSON object only.` : prompt,
        output: Output.object({ schema, name: JUDGE_OUTPUT_NAME, description: "Whether a children's story is safe, and its problems." }),
        abortSignal: watch.signal,
        maxRetries: 0,
        temperature: 0,
      });
      text = result.text;
      answer = readJudgeAnswer(result.output);
      watch.done();
    } catch (error) {
      const failure = watch.failure(error);
      // A timeout is not asked again (the whole story's time is short); an error is, once.
      if (!NoObjectGeneratedError.isInstance(error) || failure !== error) {
        if (failure instanceof ModelTimeoutError || options.abortSignal?.aborted || call >= JUDGE_ATTEMPTS) throw failure;
        continue;
      }
      text = error.text;
    }
    answer ??= text ? readJudgeAnswer(text) : undefined;
    if (answer) return { findings: judgeFindings(answer), calls: call };
    unreadable = text?.trim() ? "it was not the JSON object asked for" : "it was empty";
    if (call >= JUDGE_ATTEMPTS)
      throw new SafetyReviewError(`The safety review could not run: the judging call's answer could not be read twice (${unreadable}).`);
  }
}

/**
 * Reviews a model's finished story: moderation and the judging call, side by side. Returns what they
 * found; throws SafetyReviewError when the review cannot run (or the caller's own abort reason).
 */
export async function reviewWithModel(
  reviewer: ModelReviewer,
  story: { title: string; text: string },
  req: Pick<StoryRequest, "childAge" | "behavior">,
  options: ModelReviewOptions = {},
): Promise<ModelReview> {
  const whole = `${story.title}\n\n${story.text}`;
  // One failing stops the other.
  const stop = new AbortController();
  const parent = options.abortSignal;
  const onAbort = () => stop.abort(parent?.reason);
  if (parent?.aborted) onAbort();
  else parent?.addEventListener("abort", onAbort, { once: true });
  const inner = { ...options, abortSignal: stop.signal };
  try {
    const [moderation, judged] = await Promise.all([moderate(reviewer, whole, inner), judge(reviewer, judgePrompt(story, req), inner)]);
    return {
      findings: [...(moderation.finding ? [moderation.finding] : []), ...judged.findings],
      moderation: moderation.verdict,
      judgeCalls: judged.calls,
    };
  } catch (error) {
    // The whole story's deadline (or a cancel) stays what it is; anything else is the review failing.
    if (parent?.aborted) throw parent.reason ?? error;
    if (error instanceof SafetyReviewError) throw error;
    const why = error instanceof Error ? error.message : String(error);
    throw new SafetyReviewError(`The safety review could not run: ${why}`, { cause: error });
  } finally {
    parent?.removeEventListener("abort", onAbort);
    stop.abort();
  }
}

/**
 * writeStory's hook (model engines only, after the report card passed, before anything is shown):
 * a story the review finds unsafe fails the report's safety check, with the problems named for the
 * rewrite. Throws SafetyReviewError when the review cannot run (fail closed).
 */
export async function applyModelReview(
  reviewer: ModelReviewer,
  story: { title: string; text: string },
  req: Pick<StoryRequest, "childAge" | "behavior">,
  report: QualityReport,
  options: ModelReviewOptions = {},
): Promise<ModelReview> {
  const review = await reviewWithModel(reviewer, story, req, options);
  if (review.findings.length) failSafetyCheck(report, review.findings);
  return review;
}

/** Marks the report's safety check failed with the findings (the report card's format, so the outcome records read the families). */
export function failSafetyCheck(report: QualityReport, findings: SafetyFinding[]): void {
  const detail = describeFindings(findings);
  const check = report.checks.find((c) => c.id === SAFETY_CHECK.id);
  if (check?.status === "fail") check.detail = `${check.detail} ${detail}`;
  else {
    if (check) Object.assign(check, { status: "fail", detail });
    else report.checks.push({ id: SAFETY_CHECK.id, label: SAFETY_CHECK.label, status: "fail", detail });
    report.score = Math.max(0, report.score - STORY_RULES.failPenalty);
  }
  report.passed = false;
}
