/**
 * Saved children on the story form (issue 15), browser-safe: what one tap on a child's chip fills in.
 * The server (GET /behaviors?child=ID) and the form island use the same functions.
 */
import { isBehaviorId, isThemeId, THEMES, type BehaviorId, type ThemeId } from "../contracts/catalog";
import { storyFormChildOf, type ChildJson } from "../contracts/child-fields";

/** A saved child as the story form offers it: the child, plus what their last story was about. */
export interface ChildChoice extends ChildJson {
  /** Behavior and theme of this child's newest story (else of the parent's newest story); null when none. */
  lastBehavior: string | null;
  lastTheme: string | null;
}

/**
 * When neither the child nor the parent has a story yet, tapping the child picks bedtime — the most
 * common reason parents come, and a gentle one — and the first theme. The parent can change both.
 */
export const FIRST_STORY_BEHAVIOR: BehaviorId = "bedtime";
export const FIRST_STORY_THEME: ThemeId = THEMES[0].id;

/**
 * The story form's fields for a saved child: the child's own fields always; behavior and theme only
 * where the form has none yet — the child's last ones (a custom situation is the parent's own words for
 * one day, so it is not repeated), else the first-story defaults. So a tap on the child, then
 * "Generate Story", makes a story.
 */
export function formValuesFor(child: ChildChoice, current: { behavior: string; theme: string }) {
  const behavior = current.behavior || (child.lastBehavior && isBehaviorId(child.lastBehavior) ? child.lastBehavior : FIRST_STORY_BEHAVIOR);
  const theme = current.theme || (child.lastTheme && isThemeId(child.lastTheme) ? child.lastTheme : FIRST_STORY_THEME);
  return { childId: String(child.id), ...storyFormChildOf(child), behavior, theme };
}
