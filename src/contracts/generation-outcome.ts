/**
 * How each story generation ended (issue 23, item 8; ADR 022), defined once: the outcomes recorded in
 * `generation_outcomes` (db/schema.ts), their labels, the admin quality page's windows and the JSON of
 * its "Generation outcomes" section. Browser-safe (no server imports).
 *
 * Nothing here names the child or carries the parent's words: a behavior is a catalog id ("custom"
 * for the parent's own situation), a refusal is a list of check ids, a safety refusal its families.
 */

/** saved: shown and kept; refused: every draft failed the checks; timeout: a model or the whole story ran out of time;
 * engine-error: anything else that stopped it (a model's error, a file that could not be stored); cancelled: the account was deleted meanwhile. */
export const GENERATION_OUTCOMES = ["saved", "refused", "timeout", "engine-error", "cancelled"] as const;
export type GenerationOutcome = (typeof GENERATION_OUTCOMES)[number];

export const GENERATION_OUTCOME_LABELS: Record<GenerationOutcome, string> = {
  saved: "Saved",
  refused: "Refused by the checks",
  timeout: "Timed out",
  "engine-error": "Engine error",
  cancelled: "Canceled",
};

/** The admin quality page's windows: the last 7 and the last 30 days. */
export const QUALITY_WINDOWS_DAYS = [7, 30] as const;

/** How many checks the "refusals by check" list names, most frequent first. */
export const TOP_REFUSAL_CHECKS = 5;

/** One engine's generations over one window. Rates are percentages of `decided` (every generation but the cancelled), rounded. */
export interface EngineOutcomesJson {
  engine: string;
  generations: number;
  /** Generations that ended in a verdict on the story: all but the cancelled ones. */
  decided: number;
  counts: Record<GenerationOutcome, number>;
  /** Saved with the first draft: no rewrite. */
  firstTimePasses: number;
  firstTimePassRate: number | null;
  /** A first draft failed the checks and another was written (whatever came of it). */
  rewritten: number;
  rewriteRate: number | null;
  /** Every draft refused by the checks (a rewrite's first draft too), counted per failing check id. */
  refusalsByCheck: Array<{ id: string; count: number }>;
  /** Safety review refusals, per family of harm (src/engine/safety). */
  safetyFamilies: Array<{ family: string; count: number }>;
  /** Milliseconds from the request to the first paragraph sent to the browser (streamed requests only). */
  firstText: { samples: number; medianMs: number | null; p90Ms: number | null };
}

export interface OutcomesWindowJson {
  days: number;
  /** One row per engine, by name. Empty: nothing was recorded in the window. */
  engines: EngineOutcomesJson[];
}

/** `outcomes` in GET /api/admin/story-quality, and the page's first section. */
export interface GenerationOutcomesJson {
  windows: OutcomesWindowJson[];
}
