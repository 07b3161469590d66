/**
 * Variety figures for the local engine (STORY_REVIEW.md item 9): the share of distinct sentences
 * across many stories, and how much "write another" stories for the same inputs repeat each other.
 */
import { AGE_BANDS, BEHAVIOR_IDS, THEME_IDS, type BehaviorId } from "../../content/catalog";
import { PRONOUNS } from "../../contracts/story-plan";
import { splitSentencesLoose } from "../plan-checks";
import type { StoryRequest } from "../types";
import { composeStory } from "./index";

export function sentencesOf(text: string): string[] {
  return splitSentencesLoose(text.replace(/\n+/g, " "));
}

/** Share of distinct sentences over one story per behavior × theme × age band (400 stories). */
export function distinctSentenceShare(): { stories: number; sentences: number; distinct: number; share: number } {
  const all: string[] = [];
  let stories = 0;
  let n = 0;
  for (const behavior of BEHAVIOR_IDS)
    for (const theme of THEME_IDS)
      for (const childAge of AGE_BANDS) {
        n++;
        const story = composeStory({ childName: "Sam", childAge, behavior, theme, pronouns: PRONOUNS[n % 3], grownUpName: "Mom", seed: n * 104729 });
        all.push(...sentencesOf(story.text));
        stories++;
      }
  const distinct = new Set(all).size;
  return { stories, sentences: all.length, distinct, share: distinct / all.length };
}

/** Sentences of at least this many words count for overlap: "Oops.", "Splash!" and "Stir, stir, stir!" don't. */
export const OVERLAP_MIN_WORDS = 4;

/**
 * Overlap of two stories: shared distinct sentences ÷ the distinct sentences of the shorter one,
 * counting sentences of OVERLAP_MIN_WORDS words or more.
 */
export function sentenceOverlap(a: string, b: string): number {
  const long = (t: string) => sentencesOf(t).filter((s) => s.split(/\s+/).length >= OVERLAP_MIN_WORDS);
  const sa = new Set(long(a));
  const sb = new Set(long(b));
  let shared = 0;
  for (const s of sa) if (sb.has(s)) shared++;
  return shared / Math.max(1, Math.min(sa.size, sb.size));
}

/**
 * Four "write another" stories for the same inputs (each request knows the episodes already
 * written, newest first, as createStory passes them), and the overlap of every pair.
 */
export function writeAnotherOverlaps(base: Omit<StoryRequest, "seed" | "previousEpisodes">, count = 4): number[] {
  const texts: string[] = [];
  const previous: string[] = [];
  for (let i = 0; i < count; i++) {
    const story = composeStory({ ...base, seed: 1000 + i * 7907, previousEpisodes: [...previous] });
    texts.push(story.text);
    if (story.plan.episode) previous.unshift(story.plan.episode);
  }
  const overlaps: number[] = [];
  for (let i = 0; i < texts.length; i++) for (let j = i + 1; j < texts.length; j++) overlaps.push(sentenceOverlap(texts[i], texts[j]));
  return overlaps;
}

export function worstWriteAnotherOverlap(behaviors: readonly BehaviorId[] = BEHAVIOR_IDS): { behavior: string; max: number } {
  let worst = { behavior: "", max: 0 };
  for (const behavior of behaviors)
    for (const childAge of AGE_BANDS) {
      const max = Math.max(...writeAnotherOverlaps({ childName: "Sam", childAge, behavior, theme: "animals", pronouns: "she", grownUpName: "Mom" }));
      if (max > worst.max) worst = { behavior: `${behavior} ${childAge}`, max };
    }
  return worst;
}
