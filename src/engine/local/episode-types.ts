/**
 * The local engine's story material: episodes, not slots. A behavior has several complete
 * episodes (one kind of moment each: its own place, props, problem, stumble and success), written
 * once per age band; the behavior adds the helper's, the strategy's and the celebration scenes;
 * the theme adds the helper and the world. See docs/decisions/010-story-plan.md and
 * src/engine/local/render.ts for the template tokens.
 */
import type { AgeBand } from "../../contracts/catalog";
import type { Place, TimeOfDay } from "../../contracts/story-plan";

/** One paragraph written for each age band (not trimmed from one text: written for that age). */
export type BandText = Record<AgeBand, string>;

export interface SceneSpec {
  /** Defaults to the episode's place / time / props. */
  place?: Place;
  time?: TimeOfDay;
  /** Days after the episode's first day (echo scenes happen on a later day). */
  day?: number;
  /** Things named in the text that the picture shows (from DRAWABLE_PROPS where possible). */
  props?: string[];
  /** Who is present besides the child; default by beat (see assemble.ts). */
  with?: Array<"grownUp" | "helper" | "other">;
  text: BandText;
}

export interface OtherCharacter {
  /** How the story introduces them: "little brother", "baby sister", "friend", "classmate", "cousin". */
  role: string;
  kind: "child" | "baby";
}

export interface Episode {
  /** Stable id, stored in the plan so "write another" can pick a different episode. */
  id: string;
  /** The kind of moment, as a phrase used by behavior-level scenes: "bath time", "the shop queue". */
  moment: string;
  place: Place;
  time: TimeOfDay;
  props: string[];
  other?: OtherCharacter;
  /** The feeling the situation brings: [ages 2-5, ages 6-10]. */
  feeling: [string, string];
  /** A child-friendly one-line summary, a template: "{name} runs away at bath time". */
  summary: string;
  object?: string;
  person?: string;
  trigger?: string;
  /** For a custom situation: the frame it was understood as ("a must-do step"). */
  frame?: string;
  /** One more talk-about question for this episode (template). */
  talkAbout?: string;
  /**
   * The grown-up who is there, where it is not the story's grown-up (at daycare the teacher, "Ms. Priya", when a
   * parent wrote): every scene but the echo and the ending says this name for {G}.
   */
  grownUpThere?: string;
  scenes: {
    opening: SceneSpec;
    problem: SceneSpec;
    feeling: SceneSpec;
    stumble: SceneSpec;
    success: SceneSpec;
    /** Optional, on a later day: the child uses the strategy again. */
    echo: SceneSpec;
    ending: SceneSpec;
  };
}

export interface BehaviorStory {
  /** The behavior in words a child understands ("big, stormy tantrums"). */
  childTerms: string;
  strategy: {
    name: string;
    /** 2–4 short steps a parent can practise ("Take three dragon breaths"). */
    steps: string[];
    /** Why it works, one or two plain sentences for the parent's page. */
    why: string;
    /** A short repeatable line (the refrain in toddler stories). */
    refrain: string;
    /** Issue 25: the plan for ages 2-3, at most two steps (the first two when absent). */
    toddlerSteps?: [string] | [string, string];
    /** Issue 28: the first step made smaller, for "a practice story" after hard evenings ("Take one dragon breath"). */
    smallFirstStep?: string;
  };
  /** Title templates ({name}, {H}, {Hfull}). */
  titles: string[];
  /** Bedtime stories end sleepy and calm. */
  calmEnding?: boolean;
  /** Ages 8-10, the two-tries shape's first try alone: the behavior's own wrong tries ({feeling}), so two behaviors never share it (R4 B7/B8). */
  firstTry?: string;
  /**
   * Other words for what a parent may ask to leave out, so the sentence stays instead of being passed
   * over: [pattern, replacement] pairs, applied in order to every text of the behavior, each where its
   * match names an avoided thing (the tantrum "storm" becomes a "whirlwind" for a child afraid of
   * storms; "the biggest crash ever" the fastest race for one who can't bear loud noises).
   */
  insteadOf?: Array<[RegExp, string]>;
  /** Behavior-level scenes; each list holds alternatives (different wording), chosen per story. */
  scenes: {
    helper: SceneSpec[];
    strategy: SceneSpec[];
    practice: SceneSpec[];
    celebration: SceneSpec[];
  };
  /** Talk-about questions (templates), at least 4; the plan takes 3. */
  talkAbout: string[];
  episodes: Episode[];
}

/**
 * A template told with the grown-up who is there ({@link Episode.grownUpThere}: "Ms. Priya", "the teacher")
 * in place of the parent's grown-up. Called to by a title alone, the child says "Teacher!" (was
 * "she called, "the teacher! I'm cross"").
 */
export function withGrownUpThere(template: string, there: string): string {
  const title = /^the ([a-z]+)$/.exec(there)?.[1];
  const called = title ? title.charAt(0).toUpperCase() + title.slice(1) : there;
  return template
    .replace(/(["“‘])\{G\}(?=[!,?])/g, (_, q: string) => `${q}${called}`)
    .replace(/\{G's\}/g, `${there}'s`)
    .replace(/\{G\}/g, there);
}
