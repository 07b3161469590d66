/**
 * A situation frame: the story material for one kind of custom situation ("a must-do step", "fear
 * of a place"), written once per age band like src/engine/local/stories/*.ts, with slots the
 * parent's situation fills. Besides the engine's tokens ({object} {person} {trigger} {P} {feeling}
 * {moment} …, see render.ts), frames use these slots, filled in situations/index.ts before planning:
 *
 *   {personIntro}   first mention of the person: "{C's} baby sister", "Grandpa", "the family dog"
 *   {placeLine}     one sentence that sets the place (ages 2-5 / 6-10 variants)
 *   {triggerSetup}  one sentence that sets up the trigger ("It had been a long, busy day.")
 *   {state}         the trigger's state after "felt": "tired", "hungry", "cross"
 *   {doIt} {didIt} {doingIt}  the must-do step: "buckle up" / "buckled up" / "buckling up"
 *   {sound}         its sound: "Click!"
 *   {objWas} {objIs} "was"/"were", "is"/"are" agreeing with {object}
 *   {objIt}         "it"/"them" for {object}
 *   {goal}          the good end of the moment: "the car was ready to go"
 */
import type { SceneSpec } from "../../episode-types";
import type { FrameId, Situation } from "../understand";

export interface FrameEpisode {
  id: string;
  /**
   * This episode is the story for situations it says yes to (index.ts chooseEpisode asks every
   * episode first): a hair wash with water in the eyes, a class where answers are shouted out. `s` is
   * the parent's text, normalized (lower case).
   */
  when?: (sit: Situation, s: string) => boolean;
  /** The kind of moment, a noun phrase (slots allowed): "the trip to {P}". */
  moment: string;
  talkAbout?: string;
  scenes: {
    opening: SceneSpec;
    problem: SceneSpec;
    feeling: SceneSpec;
    stumble: SceneSpec;
    success: SceneSpec;
    echo: SceneSpec;
    /** Defaults to the shared ending. */
    ending?: SceneSpec;
  };
  /**
   * Other tellings of this episode's scenes ("write another" gives another story): each scene's
   * telling is chosen on its own by the story's shape number (frames/shared.ts, shapeOf), so every
   * telling of a scene must fit with every telling of the others (the same moment, the same plan).
   */
  alternates?: Array<Partial<FrameEpisode["scenes"]>>;
  /**
   * This episode's own plan where the frame's does not fit its moment (a tablet in bed: where the
   * tablet sleeps, not where a game stops); its strategy scene is then the helper saying these steps.
   */
  strategy?: Partial<FrameStrategy>;
  /** This episode's scenes tell the parent's doings themselves (the diary read and read out): everyDoing adds none. */
  ownDoings?: boolean;
  /** Scenes that carry what this episode needs (another child drawn, a baby's words): never swapped for the shared alternates. */
  ownOnly?: Array<"feeling" | "stumble" | "echo">;
  /**
   * What the story will be, said back before anything is spent, where the frame's doesn't fit this episode
   * ({C} filled; "{C} gets cross on long car rides, and learns to say it, squeeze and reach for the car bag"), and its kind.
   */
  summary?: string;
  label?: string;
  /** This episode's own titles and talk-about questions where the frame's don't fit its moment (a parking lot is no statue game). */
  titles?: string[];
  talkAboutAll?: string[];
  /**
   * The opening, problem, stumble and success of one telling belong together (the tower the opening builds is the
   * one the problem knocks down; the toy car taken in the problem is taken again in the success): they
   * are chosen together, by the opening's choice. `portable` is the telling whose things go anywhere
   * (a toy car, not a block tower): the ones told away from home (a park, the car, a shop). The portable
   * tellings' scenes all fit each other (the same toy), so away from home each scene is chosen on its own.
   * `seated`: the portable tellings that fit a car, where nobody can run off with the toy.
   */
  coupled?: { portable: number[]; seated?: number[] };
}

/** A frame's plan, as the story states it ({G}, {object}, {strategyName}… filled in index.ts). */
export interface FrameStrategy {
  name: string;
  steps: string[];
  why: string;
  refrain: string;
  /** Issue 25/28: the plan for ages 2-3, at most two short steps. */
  toddlerSteps: [string] | [string, string];
  /** Issue 28: the first step made smaller, for a practice story after a hard day. */
  smallFirstStep: string;
}

/** A frame the story builds on: the reader's (understand.ts) or one index.ts chooses from the parent's words ("mealtime"). */
export type StoryFrameId = FrameId | "mealtime";

export interface Frame {
  id: StoryFrameId;
  childTerms: string;
  strategy: FrameStrategy;
  titles: string[];
  /** Defaults to the shared helper scenes. */
  helper?: SceneSpec[];
  strategyScenes: SceneSpec[];
  talkAbout: string[];
  episodes: FrameEpisode[];
}

export const band = (a: string, b: string, c: string, d: string): SceneSpec["text"] => ({ "2-3": a, "4-5": b, "6-7": c, "8-10": d });
