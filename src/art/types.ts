import type { BehaviorOptionId, ThemeId } from "../contracts/catalog";
import type { StoryPlan } from "../contracts/story-plan";

/** What a coloring-page engine needs to draw one page for one story. */
export interface ColoringPageInput {
  /** The story plan: the picture draws one of its scenes. */
  plan: StoryPlan;
  /** Which scene (index into plan.scenes); default coloringSceneIndex(plan). */
  sceneIndex?: number;
  theme: ThemeId;
  /** A BehaviorOptionId. Not drawn from: the picture comes from the plan's scene. */
  behavior: BehaviorOptionId | (string & {});
  /** The parent's own words. Never sent to an image model nor drawn. */
  customBehavior?: string;
  childName: string;
  title: string;
  /** Same seed, same picture (for the local engine). */
  seed: number;
  /** The child's age band: the child drawn at that age, as in the book's scene pictures (local engine). */
  childAge?: string;
}

export interface ColoringPage {
  contentType: "image/svg+xml" | "image/png";
  bytes: Uint8Array;
}

export interface ColoringPageEngine {
  name: string;
  /** `abortSignal` stops a slow call (GENERATION_TIMEOUTS.imageMs, src/engine/timeouts.ts). */
  draw(input: ColoringPageInput, options?: { abortSignal?: AbortSignal }): Promise<ColoringPage>;
}
