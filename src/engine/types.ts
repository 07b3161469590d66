import type { AgeBand, BehaviorOptionId, ThemeId } from "../contracts/catalog";
import type { Hair, Pronouns, StoryPlan } from "../contracts/story-plan";
import type { StoryStyle } from "../contracts/story-fields";
import type { StorySibling } from "../contracts/family";
import type { SituationParts } from "../contracts/situation";
import type { PracticeStoryKind } from "../contracts/practice";

/** What a parent asks for. `seed` makes the story reproducible and lets "write another" vary it. */
export interface StoryRequest {
  childName: string;
  childAge: AgeBand;
  behavior: BehaviorOptionId;
  theme: ThemeId;
  /** The parent's own description; required (and screened) when behavior is "custom". */
  customBehavior?: string;
  /** The guided parts of the parent's situation (issue 22), when the intake used them (optional for API callers). */
  situation?: SituationParts;
  seed: number;
  /** The child as the parent describes them (all optional; "they" and "Mom" when not given). */
  pronouns?: Pronouns;
  grownUpName?: string;
  hair?: Hair;
  glasses?: boolean;
  /** Up to two brothers or sisters who take part in the story (the behavior stays the first child's). */
  siblings?: StorySibling[];
  /** Up to three short things the child loves ("dinosaurs", "the swings"): one appears in a scene, drawn where it can be. */
  likes?: string[];
  /** Things that must never appear in the words or the pictures ("dogs", "the dark"). */
  avoid?: string[];
  /** Episode ids of this child's earlier stories about this behavior, newest first: "write another" avoids them. */
  previousEpisodes?: string[];
  /**
   * A story that adapts to the child's practice (issue 28): "practice" keeps the plan (same behavior or
   * situation) in a new episode with its first step made smaller; "you-did-it" has the child show the
   * plan to someone else. Absent: an ordinary story.
   */
  practiceStory?: PracticeStoryKind;
  /**
   * With `practiceStory`: the plan the child has been practicing (its name and steps, as their last
   * story had them), when the request is for a saved child with a practice. The AI path's prompt keeps
   * it; absent, the behavior's own plan is the one.
   */
  practicePlan?: { name: string; steps: string[] };
  /** How the story is told (issue 25, ADR 030): "social" is a first-person social story; absent, the picture book. */
  storyStyle?: StoryStyle;
}

/** A finished story. `text` holds paragraphs separated by blank lines and never the title. */
export interface ComposedStory {
  title: string;
  text: string;
  /** The plan the text was rendered from (every engine returns one; the checks read it). */
  plan: StoryPlan;
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
