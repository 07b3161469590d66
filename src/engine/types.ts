import type { AgeBand, BehaviorOptionId, ThemeId } from "../content/catalog";

/** What a parent asks for. `seed` makes the story reproducible and lets "write another" vary it. */
export interface StoryRequest {
  childName: string;
  childAge: AgeBand;
  behavior: BehaviorOptionId;
  theme: ThemeId;
  /** The parent's own description; required (and screened) when behavior is "custom". */
  customBehavior?: string;
  seed: number;
}

/** A finished story. `text` holds paragraphs separated by blank lines and never the title. */
export interface ComposedStory {
  title: string;
  text: string;
}

export type CheckStatus = "pass" | "warn" | "fail";

export interface QualityCheck {
  id: string;
  label: string;
  status: CheckStatus;
  detail: string;
}

export interface QualityMetrics {
  words: number;
  sentences: number;
  avgSentenceLength: number;
  longSentences: number;
  paragraphs: number;
  readingGrade: number;
  /** describing sentences ÷ directing sentences (directing counted as at least 1). */
  describingToDirecting: number;
}

/** The story report card stored with every story. */
export interface QualityReport {
  passed: boolean;
  score: number;
  checks: QualityCheck[];
  metrics: QualityMetrics;
}

/** A generation that could not produce a story meeting the hard checks (after one retry). */
export class StoryGenerationError extends Error {
  readonly report?: QualityReport;
  constructor(message: string, report?: QualityReport) {
    super(message);
    this.name = "StoryGenerationError";
    this.report = report;
  }
}
