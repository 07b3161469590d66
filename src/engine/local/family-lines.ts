/**
 * Family lines (issue 15) the local planner adds to any episode, so that every behavior, theme and
 * custom situation can have the parent's other children and the child's likes without rewriting the
 * material: the siblings in the opening, the success and the ending (by name, never a pronoun, so two
 * sisters can't read as one "she"), and one like in the ending. Written per age band; the tokens are
 * render.ts's ({S…} for the siblings, {C…} for the child, {like} for the parent's phrase).
 */
import type { AgeBand } from "../../content/catalog";
import type { Beat } from "../../contracts/story-plan";
import { likeSpec } from "../family";

type Lines = Record<AgeBand, string>;

const OPENING: Lines = {
  "2-3": "{C's} {Srel} {Swas} there too.",
  "4-5": "{C's} {Srel} {Swas} [[playing close by|busy close by|there too]].",
  "6-7": "{C's} {Srel} {Swas} close by, [[busy with a game|humming over a game|deep in a game]].",
  "8-10": "{C's} {Srel} {Swas} close by, [[deep in a game and only half listening|busy with a game of some kind]].",
};

const SUCCESS: Lines = {
  "2-3": "{Sall} clapped for {Cobj}. Hooray!",
  "4-5": "{Sall} [[clapped|cheered]] for {Cobj}.",
  "6-7": "{Sall} had seen it all, and [[gave a cheer|clapped]] for {Cobj}.",
  "8-10": "{Sall} had watched the whole thing and gave {Cobj} a [[loud|proud]] cheer.",
};

const ENDING: Lines = {
  "2-3": "{Sall} gave {Cobj} a big hug.",
  "4-5": "{Sall} gave {Cobj} a big hug.",
  "6-7": "{Sall} gave {Cobj} a [[high five|thumbs-up]].",
  "8-10": "{Sall} gave {Cobj} a [[high five|thumbs-up]].",
};

/** Bedtime (calm) stories: the siblings share the sleepy moment, nobody cheers. */
const CALM: Record<"opening" | "success" | "ending", Lines> = {
  opening: {
    "2-3": "{C's} {Srel} {Swas} in bed too.",
    "4-5": "{C's} {Srel} {Swas} tucked up in bed too.",
    "6-7": "{C's} {Srel} {Swas} tucked up in bed too, yawning.",
    "8-10": "{C's} {Srel} {Swas} tucked up in bed too, yawning.",
  },
  success: {
    "2-3": "{Sall} gave a sleepy smile.",
    "4-5": "{Sall} gave a sleepy smile.",
    "6-7": "{Sall} gave {Cobj} a sleepy smile.",
    "8-10": "{Sall} gave {Cobj} a sleepy thumbs-up.",
  },
  ending: {
    "2-3": "{Sall} {Swas} asleep too.",
    "4-5": "{Sall} {Swas} fast asleep too.",
    "6-7": "{Sall} {Swas} fast asleep already.",
    "8-10": "{Sall} {Swas} fast asleep already.",
  },
};

/** A sibling line for a scene (the opening, the success or the ending). */
export function siblingLine(beat: Beat, age: AgeBand, calm = false): string {
  const key = beat === "opening" ? "opening" : beat === "success" ? "success" : "ending";
  if (calm) return CALM[key][age];
  return (key === "opening" ? OPENING : key === "success" ? SUCCESS : ENDING)[age];
}

/**
 * One like in the ending: a toy the child holds (drawn), or a thought of the thing they love.
 * Always the parent's own phrase ({like}), so a like is never dropped silently.
 */
export function likeLine(like: string, age: AgeBand, calm: boolean): string {
  const toy = likeSpec(like).toy;
  const little = age === "2-3" || age === "4-5";
  if (toy) {
    // "She hugged her toy dinosaur. She loved dinosaurs!"
    // The name first: the line often follows a sibling's, and two sisters must not read as one "she".
    if (little) return calm ? `{name} held {their} ${toy} close. {C} loved {like}.` : `{name} [[hugged|held]] {their} ${toy}. {C} loved {like}!`;
    return calm
      ? `{name} held {their} ${toy} close, because {C} really did love {like}.`
      : `{name} picked up {their} ${toy}, because {C} really did love {like}.`;
  }
  if (little) return calm ? `{name} thought about {like} and smiled.` : `{name} thought about {like} and smiled. {C} loved {like}!`;
  return `{name} thought about {like}, {their} favorite thing of all, and felt happy.`;
}
