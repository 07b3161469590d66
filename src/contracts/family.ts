/**
 * Family (issue 15): saved children, siblings in a story, family links. Browser-safe: the limits and
 * JSON shapes the server, the islands, the copy and the tests share.
 */
import type { Pronouns } from "./story-plan";

/** Children one parent can save. */
export const MAX_CHILDREN = 10;
/** Brothers or sisters besides the main child in one story. */
export const MAX_SIBLINGS = 2;
/** Likes and things to avoid: up to this many short words or phrases each. */
export const MAX_LIKES = 3;
export const MAX_AVOID = 3;
export const LIKE_MAX_LENGTH = 30;

/** A saved child as `GET /api/children` returns it: `ChildJson` in ./child-fields.ts (built from the child's field table). */

/** A brother or sister in a story (stored on it, passed to the engines). */
export interface StorySibling {
  name: string;
  pronouns: Pronouns;
}

/** A sibling in `POST /api/stories/generate`: typed in, or a saved child's id. */
export type SiblingInput = { name: string; pronouns?: Pronouns } | { childId: number };

/** Where family links live (src/share/urls.ts builds the addresses). */
export const SHARE_PATH_PREFIX = "/s/";
