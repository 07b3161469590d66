/**
 * The story sweep the slip tests share: every written behavior × age band × pronoun × 0–3 earlier stories
 * ("write another"), the n-th story's theme, seed, grown-up and earlier episodes from the caller's formulas,
 * so each test keeps its own sample. A fixture, not a test.
 */
import { AGE_BANDS, BEHAVIOR_IDS, type BehaviorId, type ThemeId } from "../../../contracts/catalog";
import { PRONOUNS, type StoryPlan } from "../../../contracts/story-plan";
import type { StoryRequest } from "../../types";
import { composeStory } from "../index";
import { BEHAVIOR_STORIES } from "./index";

/** The child's name for each pronoun in every sweep. */
export const SWEEP_NAMES = { he: "Theo", she: "Mia", they: "Alex" } as const;

/** The behaviors with written stories. */
export const WRITTEN_BEHAVIORS = BEHAVIOR_IDS.filter((b) => BEHAVIOR_STORIES[b]);

type Episodes = NonNullable<(typeof BEHAVIOR_STORIES)[BehaviorId]>["episodes"];

export interface SweepOptions {
  /** The grown-ups, taken in turn (the n-th story has grownUps[n % length]). */
  grownUps: readonly string[];
  /** The n-th story's theme (n counts from 1). */
  theme: (n: number) => ThemeId;
  /** The n-th story's seed. */
  seed: (n: number) => number;
  /** The earlier stories' episode ids, from the behavior's episodes, n and the earlier-story count (0–3). */
  previousEpisodes: (episodes: Episodes, n: number, previous: number) => string[];
  /** How a failure names the story. */
  where: (req: StoryRequest, plan: StoryPlan) => string;
}

export type SweptStory = { where: string; req: StoryRequest; plan: StoryPlan };

export function sweepStories(o: SweepOptions): SweptStory[] {
  const out: SweptStory[] = [];
  let n = 0;
  for (const behavior of WRITTEN_BEHAVIORS)
    for (const childAge of AGE_BANDS)
      for (const pronouns of PRONOUNS)
        for (let previous = 0; previous < 4; previous++) {
          n++;
          const req: StoryRequest = {
            childName: SWEEP_NAMES[pronouns],
            childAge,
            behavior,
            theme: o.theme(n),
            pronouns,
            grownUpName: o.grownUps[n % o.grownUps.length],
            seed: o.seed(n),
            previousEpisodes: o.previousEpisodes(BEHAVIOR_STORIES[behavior]!.episodes, n, previous),
          };
          const plan = composeStory(req).plan;
          out.push({ where: o.where(req, plan), req, plan });
        }
  return out;
}
