/**
 * Records how a story generation ended (ADR 022): createStory starts a tracker, lets it watch the
 * events sent to the browser and the engine's phases, and calls `saved` or `failed` once at its end.
 * Recording never fails a story: an error writing the row is logged and swallowed.
 *
 * The engine says why a draft was refused only as the rewrite's feedback (onPhase's `reason`, built
 * by describeFailures as "- <label>: <detail>" lines) and, for the last draft, the QualityReport. The
 * labels are turned back into check ids with the report card's own checks (checkStoryText over the
 * same request), so no id or label is written down twice. A safety refusal's families are read from
 * the safety check's detail (HARM_FAMILIES' descriptions, src/engine/safety).
 */
import { generationOutcomes } from "../../db/schema";
import type { GenerationEvent } from "../contracts/story-plan";
import type { GenerationOutcome } from "../contracts/generation-outcome";
import type { AgeBand, BehaviorOptionId, ThemeId } from "../contracts/catalog";
import type { Deps } from "../deps";
import { HttpError, errorText } from "../http/errors";
import { ModelTimeoutError, StoryGenerationError, type QualityReport, type StoryRequest, type WritePhase } from "../engine";
import { checkStoryText } from "../engine/quality";
import { HARM_FAMILIES, SAFETY_CHECK, type HarmFamily } from "../engine/safety";

/** What the tracker needs of the story's input (never the child's name or the parent's words). */
export interface OutcomeInput {
  behavior: string;
  childAge: string;
  theme: string;
}

/** The reasons a failure is logged with (and recorded): drafts started, failing check ids per refused draft, safety families. */
export interface OutcomeReasons {
  attempts: number;
  failedChecks: string[][];
  safetyFamilies: string[];
}

const FAMILY_ENTRIES = Object.entries(HARM_FAMILIES) as [HarmFamily, string][];

/** The families a safety check's detail names (describeFindings writes `<description>: "<sentence>"`). */
function familiesIn(detail: string): HarmFamily[] {
  return FAMILY_ENTRIES.filter(([, description]) => detail.includes(`${description}: "`)).map(([family]) => family);
}

/** Every check label the report card gives this request, mapped to its id (labels are fixed per check). */
function labelsFor(input: OutcomeInput, known: QualityReport | undefined): Map<string, string> {
  const labels = new Map<string, string>();
  for (const c of known?.checks ?? []) labels.set(c.label, c.id);
  try {
    const req = {
      childName: "Sam",
      childAge: input.childAge as AgeBand,
      behavior: input.behavior as BehaviorOptionId,
      theme: input.theme as ThemeId,
      customBehavior: input.behavior === "custom" ? "won't put shoes on" : undefined,
      seed: 1,
    } as StoryRequest;
    for (const c of checkStoryText({ title: "", text: "" }, req).checks) if (!labels.has(c.label)) labels.set(c.label, c.id);
  } catch {
    // The report card could not run on an empty story: the labels the real report gave are used alone.
  }
  return labels;
}

/** One refused draft's rewrite feedback ("- <label>: <detail>" lines) as check ids and safety families. */
function parseFeedback(reason: string, labels: Map<string, string>): { ids: string[]; families: HarmFamily[] } {
  const ids: string[] = [];
  const families: HarmFamily[] = [];
  // Longest label first: no label may stand for the start of a longer one.
  const byLength = [...labels.keys()].sort((a, b) => b.length - a.length);
  for (const line of reason.split("\n")) {
    if (!line.startsWith("- ")) continue;
    const rest = line.slice(2);
    const label = byLength.find((l) => rest.startsWith(`${l}: `));
    const id = label ? labels.get(label)! : "unknown";
    if (!ids.includes(id)) ids.push(id);
    if (id === SAFETY_CHECK.id) families.push(...familiesIn(rest));
  }
  return { ids, families };
}

function reportFailures(report: QualityReport): { ids: string[]; families: HarmFamily[] } {
  const fails = report.checks.filter((c) => c.status === "fail");
  return {
    ids: fails.map((c) => c.id),
    families: fails.filter((c) => c.id === SAFETY_CHECK.id).flatMap((c) => familiesIn(c.detail)),
  };
}

/** How a failure that reached createStory's catch is recorded (mirrors the answer createStory gives). */
export function classifyFailure(err: unknown, refunded: boolean): GenerationOutcome {
  if (!refunded || (err instanceof HttpError && err.code === "generation_cancelled")) return "cancelled";
  if (err instanceof ModelTimeoutError) return "timeout";
  if (err instanceof StoryGenerationError) return "refused";
  return "engine-error";
}

export interface OutcomeTracker {
  /** Wraps the event sink: the first `delta` is the time to the first shown text. */
  watch(emit: (event: GenerationEvent) => void): (event: GenerationEvent) => void;
  /** writeStory's onPhase: attempt numbers and the rewrite feedback of each refused draft. */
  phase(phase: WritePhase, info?: { attempt: number; reason?: string }): void;
  /** The story was saved. */
  saved(written: { attempts: number; report: QualityReport }, storyId: number): Promise<void>;
  /** The story failed; returns the reasons, for the log line that says so. */
  failed(err: unknown, refunded: boolean): Promise<OutcomeReasons>;
}

export function trackOutcome(deps: Deps, input: OutcomeInput): OutcomeTracker {
  const started = Date.now();
  const engine = deps.services.storyEngine.name;
  let firstTextMs: number | null = null;
  let attempts = 0;
  /** Rewrite feedback, one per refused draft but the last. */
  const feedback: string[] = [];

  function reasons(finalAttempts: number, last: QualityReport | undefined): OutcomeReasons {
    const labels = feedback.length ? labelsFor(input, last) : new Map<string, string>();
    const parsed = feedback.map((r) => parseFeedback(r, labels));
    if (last && !last.passed) parsed.push(reportFailures(last));
    return {
      attempts: finalAttempts,
      failedChecks: parsed.map((p) => p.ids),
      safetyFamilies: [...new Set(parsed.flatMap((p) => p.families))],
    };
  }

  async function record(outcome: GenerationOutcome, why: OutcomeReasons, storyId: number | null): Promise<void> {
    try {
      await deps.db.insert(generationOutcomes).values({
        engine,
        behavior: input.behavior,
        childAge: input.childAge,
        outcome,
        attempts: why.attempts,
        refusals: why.failedChecks,
        safetyFamilies: why.safetyFamilies,
        firstTextMs,
        totalMs: Date.now() - started,
        storyId,
        createdAt: deps.now(),
      });
    } catch (err) {
      deps.log.error("generation outcome not recorded", { outcome, error: errorText(err) });
    }
  }

  return {
    watch: (emit) => (event) => {
      if (event.type === "delta" && firstTextMs === null) firstTextMs = Date.now() - started;
      emit(event);
    },
    phase(phase, info) {
      // A rewrite's first phase carries its feedback: "planning" (a new plan) or "writing" (the same plan's prose).
      if (!info) return;
      attempts = Math.max(attempts, info.attempt);
      if (info.attempt > 1 && info.reason) feedback.push(info.reason);
    },
    async saved(written, storyId) {
      let why: OutcomeReasons = { attempts: written.attempts, failedChecks: [], safetyFamilies: [] };
      try {
        why = reasons(written.attempts, written.report);
        if (why.failedChecks.length) deps.log.info("story passed after a rewrite", { engine, ...why });
      } catch {
        // Reading the reasons is best effort; the outcome itself is still recorded.
      }
      await record("saved", why, storyId);
    },
    async failed(err, refunded) {
      let why: OutcomeReasons = { attempts, failedChecks: [], safetyFamilies: [] };
      try {
        why = reasons(attempts, err instanceof StoryGenerationError ? err.report : undefined);
      } catch {
        // Reading the reasons is best effort; the outcome itself is still recorded.
      }
      await record(classifyFailure(err, refunded), why, null);
      return why;
    },
  };
}
