/**
 * Issue 25 (H34): a story that starts straight in the problem says what the problem is about in its first
 * lines. Patience 8-10 at the beach began "It took about ninety seconds for her to crack." with no ice-cream
 * van or line anywhere before it; the van came six sentences later, as "the van". Here, for every episode
 * and age of the behaviors named, the straight-in first scene names the episode's object or its moment
 * (the ice cream, the line, the puzzle, the restaurant) no later than the problem's first sentence.
 */
import { describe, expect, it } from "vitest";
import { AGE_BANDS, BEHAVIOR_IDS, type BehaviorId } from "../../../contracts/catalog";
import { splitUnits } from "../render";
import { aboutStems } from "../shape-drafts";
import { BEHAVIOR_STORIES } from "./index";
import { straightInDrafts } from "./straight-in.fixture";

/** A moment a story names in its own words: a friend who "came to play" or "had come over" is the playdate. */
const SAME_THING: Record<string, string[]> = { playdate: ["come to play", "came to play", "come over", "came over"] };

/** The words that name what an episode's problem is about: its object and its moment ("ice cream", "line"), as shapeDrafts stems them. */
function problemWords(object: string | undefined, moment: string): string[] {
  return [...new Set(aboutStems(`${object ?? ""} ${moment}`).flatMap((w) => [w, ...(SAME_THING[w] ?? [])]))];
}

/** The first scene of a straight-in story of this episode at this age, as shapeDrafts cuts it. */
function straightInFirst(behavior: BehaviorId, episodeId: string, age: (typeof AGE_BANDS)[number]): { first: string; lead: number } {
  const ep = BEHAVIOR_STORIES[behavior]!.episodes.find((e) => e.id === episodeId)!;
  const drafts = straightInDrafts(behavior, episodeId, age);
  const first = drafts[0].spec.text[age];
  return { first, lead: splitUnits(first).length - splitUnits(ep.scenes.problem.text[age]).length };
}

describe("a straight-in story names what the problem is about before it gets going (issue 25)", () => {
  it("patience 8-10 at the beach: the ice-cream van and its line come before 'ninety seconds for her to crack'", () => {
    const { first } = straightInFirst("patience", "ice-cream-queue", "8-10");
    const crack = first.indexOf("to crack");
    expect(crack).toBeGreaterThan(0);
    expect(first.slice(0, crack)).toMatch(/ice-cream|ice cream/);
    expect(first.slice(0, crack)).toMatch(/\b(line|queue)\b/);
  });

  // Issue 25 (H41): every behavior, not only the four read first; red before for 48 of 320 (fear thunderstorm
  // 2-3 began "It was night at {home}. {C} jumped out of bed." with the thunder cut away).
  it.each(BEHAVIOR_IDS)("%s: every episode × age names its object or moment by the problem's first sentence", (behavior) => {
    const bad: string[] = [];
    for (const ep of BEHAVIOR_STORIES[behavior]!.episodes)
      for (const age of AGE_BANDS) {
        const words = problemWords(ep.object, ep.moment);
        const { first, lead } = straightInFirst(behavior, ep.id, age);
        const units = splitUnits(first);
        const at = units.findIndex((u) => words.some((w) => new RegExp(`\\b${w}`, "i").test(u)));
        if (at < 0 || at > lead) bad.push(`${ep.id} ${age} (${words.join("/")}): ${units.slice(0, lead + 1).join(" ")}`);
      }
    expect(bad).toEqual([]);
  });
});
