/**
 * A story as the server and the browser both see it, defined once. Browser-safe (no server imports):
 * imported by the domain (src/stories/*), the routes, the islands, the components and the tests.
 *
 * - the addresses of a story's page and files (URL builders), and the names of the files a parent
 *   downloads;
 * - where a story's files are kept in the blob store (keys);
 * - the story's JSON (what GET /api/stories answers). The serializer, `storyJson` in
 *   src/stories/library.ts, is checked against `StoryApiJson` with `satisfies`, so the two cannot drift.
 *
 * The URLs are computed from the story's id; the `image_url` / `pdf_url` columns are no longer read
 * (see `storySaved` in src/stories/library.ts for what `image_url` still means).
 */
import type { StoryPlan } from "./story-plan";
import type { StorySibling } from "./family";
import type { CHILD_FIELDS, ChildFieldKey, RequiredKey, StoryKeyOf } from "./child-fields";

// ---- addresses (pages and API) -----------------------------------------------------------------

/** The story's page. */
export const storyHref = (id: number) => `/story/${id}`;
/**
 * "Write another" on the story page (issues 22 and 25): the story form filled in as this story was (the
 * child, the behavior or the parent's own words, the theme, brothers and sisters), ready for a new story.
 * The engine then tells a different one: another episode, or a custom message's next moment.
 */
export const WRITE_ANOTHER = {
  label: "Write another",
  /** Said to screen readers with the label, and shown as the link's tooltip. */
  description: (child: string) => `A new story for ${child} about the same thing, with a different adventure`,
  param: "again",
} as const;
export const writeAnotherHref = (id: number) => `/behaviors?${WRITE_ANOTHER.param}=${id}`;
/** The no-JavaScript forms on the story page and the library cards. */
export const storyFavoriteAction = (id: number) => `/story/${id}/favorite`;
export const storyDeleteAction = (id: number) => `/story/${id}/delete`;
/** The story's JSON (GET, DELETE) and its favorite flag (PATCH). */
export const storyApiUrl = (id: number) => `/api/stories/${id}`;
export const storyFavoriteApiUrl = (id: number) => `/api/stories/${id}/favorite`;
/** The coloring page. */
export const storyImageUrl = (id: number) => `/api/stories/${id}/image`;
/** The PDF as a download. */
export const storyPdfUrl = (id: number) => `/api/stories/${id}/pdf`;
/** The PDF shown in the browser (the "Preview" button). */
export const storyPreviewUrl = (id: number) => `${storyPdfUrl(id)}?inline=1`;
/** Scene n's picture, n from 1. */
export const sceneImageUrl = (id: number, n: number) => `/api/stories/${id}/scenes/${n}/image`;

/** The delete confirmation (spec: story page), on the story page's dialog and its no-JavaScript page. */
export const DELETE_CONFIRM = {
  title: "Are you sure?",
  body: "This action cannot be undone. This will permanently delete your story and remove it from our servers.",
} as const;

// ---- blob keys --------------------------------------------------------------------------------

/** Every file of a story lives in this folder, and only its files (deleting the story deletes exactly the folder). */
export const storyBlobFolder = (id: number) => `stories/${id}/`;
/** The coloring page (drawn once when the story is written). */
export const coloringKey = (id: number) => `${storyBlobFolder(id)}coloring`;
/**
 * Where a story's PDF is kept. A story with a plan prints as the picture book, under its own name, so
 * a text-only PDF cached before picture books existed is never served for it.
 */
export const storyPdfKey = (story: { id: number; plan: unknown }) => `${storyBlobFolder(story.id)}${story.plan ? "book" : "story"}.pdf`;
/**
 * The picture book while its family link is on: the same book with QR codes of that link's card (issue 29), kept
 * under a name from the link (a hash of its token, never the token), so turning the link off or on never serves a
 * book with another link's code.
 */
export const linkedStoryPdfKey = (id: number, linkId: string) => `${storyBlobFolder(id)}book-${linkId}.pdf`;
/** Scene n's picture (drawn on first request), n from 1. */
export const sceneKey = (id: number, n: number) => `${storyBlobFolder(id)}scenes/${n}`;
/** The grown-up's recordings (issue 29, ADR 027): what is kept (VoiceIndex in src/reading/voice-store.ts), and one clip per part ("line", "scene-3"). */
export const voiceFolder = (id: number) => `${storyBlobFolder(id)}voice/`;
export const voiceIndexKey = (id: number) => `${voiceFolder(id)}index.json`;
export const voiceClipKey = (id: number, part: string) => `${voiceFolder(id)}${part}`;

// ---- file names -------------------------------------------------------------------------------

/**
 * The download name: the title with whitespace runs turned into underscores, without the characters
 * a file system refuses (a browser would turn "Ava?" into "Ava_", so the name is what the parent gets).
 */
export function storyPdfFileName(title?: string): string {
  const base = (title ?? "")
    .replace(/[\\/:*?"<>|\u0000-\u0008\u000e-\u001f]/g, "")
    .trim()
    .replace(/\s+/g, "_");
  return base ? `${base}.pdf` : "behavior-tale.pdf";
}

// ---- JSON -------------------------------------------------------------------------------------

/** A picture per scene of the plan, n from 1, with its description (alt text). */
export interface SceneImageJson {
  url: string;
  alt: string;
}

/** A story as the API answers it (GET /api/stories, /api/stories/:id, the "story" stream event). */
/**
 * The child's fields of a story as the API answers them, built from CHILD_FIELDS (src/contracts/child-fields.ts)
 * under their story keys ("childName"): the required ones always there, lists [] when none, the others null
 * when not given.
 */
export type StoryChildJson = {
  [K in ChildFieldKey as StoryKeyOf<K>]: (typeof CHILD_FIELDS)[K]["kind"] extends "list"
    ? string[]
    : ((typeof CHILD_FIELDS)[K]["kind"] extends "bool" ? boolean : string) | (K extends RequiredKey ? never : null);
};

export interface StoryApiJson extends StoryChildJson {
  id: number;
  userId: string;
  title: string;
  behavior: string;
  customBehavior: string | null;
  theme: string;
  storyContent: string;
  /** The coloring page: `storyImageUrl(id)`. */
  imageUrl: string;
  /** The PDF: `storyPdfUrl(id)`. */
  pdfUrl: string;
  favorite: boolean;
  createdAt: string;
  qualityReport: unknown;
  /** The story plan (cast, situation, strategy, scenes, talk-about questions); null for stories written before plans. */
  plan: StoryPlan | null;
  /** One sentence describing the coloring page (its alt text). */
  coloringAlt: string;
  /** A picture per scene of the plan (none for stories written before plans). */
  sceneImages: SceneImageJson[];
  /** Family (issue 15): the saved child it was made for, the brothers and sisters in it (the child's likes and things to avoid: StoryChildJson). */
  childId: number | null;
  siblings: StorySibling[];
}

/**
 * What a library card needs, and what GET /api/stories answers for each story: no full text (that is
 * GET /api/stories/{id}), only the preview.
 */
export type StorySummary = Pick<StoryApiJson, "id" | "title" | "childName" | "behavior" | "customBehavior" | "theme" | "favorite" | "createdAt" | "childId"> & {
  /** The card's picture: the first scene's, else (stories from before plans) the coloring page. */
  pictureUrl: string;
  /** Scene pictures are framed on their figures; the coloring page on its lettered name at the top. */
  pictureKind: "scene" | "coloring";
  /** The first 120 characters (whitespace collapsed) and an ellipsis. */
  preview: string;
};

// ---- the list (GET /api/stories) --------------------------------------------------------------

/** Stories per page of GET /api/stories and of /library: the default and the most one page may hold. */
export const STORY_PAGE_SIZE = 100;

/**
 * Which stories a list shows (GET /api/stories's query, and /library's address):
 * `q` searches title, child's name, behavior (id and label) and the custom text, case-insensitive;
 * `favorite` keeps favorites only; `childId` keeps one saved child's stories.
 */
export interface StoryListView {
  q?: string;
  favorite?: boolean;
  childId?: number | null;
}

/** The list's address: one page of a view, from `cursor` (opaque, from the previous page's `Link: rel="next"`). */
export function storiesApiUrl(view: StoryListView, cursor?: string | null, limit?: number): string {
  const search = new URLSearchParams();
  const q = view.q?.trim();
  if (q) search.set("q", q);
  if (view.favorite) search.set("favorite", "1");
  if (view.childId != null) search.set("childId", String(view.childId));
  if (limit !== undefined && limit !== STORY_PAGE_SIZE) search.set("limit", String(limit));
  if (cursor) search.set("cursor", cursor);
  const s = search.toString();
  return s ? `/api/stories?${s}` : "/api/stories";
}

/** The next page's address from a `Link` header (`<url>; rel="next"`), or null on the last page. */
export function nextLink(header: string | null | undefined): string | null {
  if (!header) return null;
  for (const part of header.split(",")) {
    const m = /^\s*<([^>]*)>\s*;(.*)$/.exec(part);
    if (m && /(^|;)\s*rel="?next"?\s*(;|$)/.test(m[2]!)) return m[1]!;
  }
  return null;
}
