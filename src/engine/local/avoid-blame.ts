/**
 * The last word on a story the checks refused when the parent asked to leave things out: whether the
 * list is the reason, so the parent is told which entry and what to change instead of "try again".
 * Judged by the local engine (offline, milliseconds): the entry is to blame when no other try writes
 * the story with the list, and the same request without that entry is written.
 */
import { behaviorLabel, type AgeBand, type BehaviorId, type ThemeId } from "../../contracts/catalog";
import type { Pronouns } from "../../contracts/story-plan";
import { avoidMatcher, cleanPhrase, type AvoidConflict } from "../family";
import { checkStory } from "../quality";
import type { StoryRequest } from "../types";
import { composeStory } from "./index";

/** The story's request as the story form gives it (a saved child's id, when the story is for one). */
export interface AvoidBlameInput {
  childName: string;
  childAge: string;
  behavior: string;
  theme: string;
  customBehavior?: string | null;
  pronouns?: Pronouns;
  grownUpName?: string;
  avoid?: string[];
  childId?: number | null;
}

/** Other tries with the whole list before it is blamed (a story that fails on one seed may pass on another). */
const TRIES = 4;

export function avoidBlame(input: AvoidBlameInput): AvoidConflict | null {
  const entries = (input.avoid ?? []).filter((a) => avoidMatcher([a]).phrases.length > 0);
  if (!entries.length) return null;
  const req: StoryRequest = {
    childName: input.childName,
    childAge: input.childAge as AgeBand,
    behavior: input.behavior as BehaviorId,
    theme: input.theme as ThemeId,
    customBehavior: input.customBehavior ?? undefined,
    pronouns: input.pronouns,
    grownUpName: input.grownUpName,
    avoid: entries,
    seed: 1,
  };
  const written = (r: StoryRequest) => {
    try {
      return checkStory(composeStory(r), r).passed;
    } catch {
      return false;
    }
  };
  for (let k = 0; k < TRIES; k++) if (written({ ...req, seed: 1 + 7919 * k })) return null;
  const entry = entries.find((e) => written({ ...req, avoid: entries.filter((a) => a !== e) }));
  if (!entry) return null;
  const phrase = cleanPhrase(entry);
  const list = input.childId ? `the things to leave out (${input.childName}'s are on the My Children page)` : "the things to leave out for this story";
  const story = input.behavior === "custom" ? "a story about this situation" : `a ${behaviorLabel(input.behavior)} story`;
  const instead = input.behavior === "custom" ? "describe another situation" : "choose another behavior or theme";
  return { entry, message: `We couldn't write ${story} that leaves out "${phrase}". Please take "${phrase}" off ${list}, or ${instead}.` };
}
