import { coloringSceneIndex, describeScene } from "../contracts/story-plan";
import { sceneImages } from "./scenes";
import { and, desc, eq, inArray, isNull, ne, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { stories, type Story } from "../../db/schema";
import type { Deps } from "../deps";
import { HttpError } from "../http/errors";
import {
  sceneImageUrl,
  storyBlobFolder,
  storyImageUrl,
  storyPdfUrl,
  STORY_PAGE_SIZE,
  type StoryApiJson,
  type StoryListView,
  type StorySummary,
} from "../contracts/story";
import { getOwnChild } from "../children/children";
import { storyPreview } from "../../components/story/format";
import { BEHAVIOR_OPTIONS } from "../contracts/catalog";
import { CHILD_FIELD_KEYS, childField, storyKeyOf, type ChildStoryKey } from "../contracts/child-fields";
import type { StoryChildJson } from "../contracts/story";

/**
 * When a story counts as saved: it is complete — its coloring page and PDF are stored and its
 * generation is counted. That is the one thing the `image_url` column still means: createStory (and
 * the test factory) write it with `markStorySaved` as the very last step, and nothing reads its value
 * back (the URLs are computed from the id, see src/contracts/story.ts). A row whose `image_url` is
 * still '' is being written, or was left half-saved by a crash: it is never listed; maintenance
 * removes it once it is older than a generation's lease, or lists it if its generation was counted
 * (src/maintenance.ts).
 *
 * Why not "its generation is committed": the story row and the generation's link to it are two
 * statements, so a crash between them would leave a story no reservation points at, and the shared
 * Database type has no atomic batch on every runtime. The marker needs no link.
 */
export const storySaved = ne(stories.imageUrl, "");
export const storyUnsaved = eq(stories.imageUrl, "");

/** Mark a story saved (its coloring page is stored); the columns keep their old values for compatibility. */
export async function markStorySaved(deps: Pick<Deps, "db">, id: number): Promise<Story> {
  const [story] = await deps.db
    .update(stories)
    .set({ imageUrl: storyImageUrl(id), pdfUrl: storyPdfUrl(id) })
    .where(eq(stories.id, id))
    .returning();
  if (!story) throw new Error(`Story ${id} is gone`);
  return story;
}

/** A story id from a URL: digits only, else 400 (spec: the id must be numeric). */
export function parseStoryId(raw: string): number {
  if (!/^\d{1,15}$/.test(raw)) throw new HttpError(400, "invalid_id", "Invalid Story ID");
  return Number(raw);
}

/** The user's stories, newest first (a story still being saved, or left half-saved by a crash, is not listed). */
export async function listStories(deps: Deps, userId: string): Promise<Story[]> {
  return deps.db
    .select()
    .from(stories)
    .where(and(eq(stories.userId, userId), storySaved))
    .orderBy(desc(stories.createdAt), desc(stories.id));
}

// ---- the library's list: summaries, a page at a time ------------------------------------------

/**
 * Enough of the text for the 120-character preview (whitespace is collapsed first, so a few spare
 * characters for blank lines); the full text is never read for a list.
 */
const PREVIEW_SOURCE_CHARS = 400;

/** A page of summaries, and the cursor of the next page (null on the last). */
export interface StoryPage {
  items: StorySummary[];
  next: string | null;
}

/** Where a page starts: after the story with this (createdAt, id), in newest-first order. */
export interface Cursor {
  createdAt: number;
  id: number;
}

/** An opaque cursor: base64url of "createdAtMs.id" (stable for stories with equal timestamps, because of the id). */
export function encodeCursor(c: Cursor): string {
  return btoa(`${c.createdAt}.${c.id}`).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** A cursor from a URL, or null when it is not one of ours. */
export function decodeCursor(raw: string): Cursor | null {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(raw)) return null;
  let text: string;
  try {
    text = atob(raw.replace(/-/g, "+").replace(/_/g, "/"));
  } catch {
    return null;
  }
  const m = /^(-?\d{1,16})\.(\d{1,15})$/.exec(text);
  if (!m) return null;
  const createdAt = Number(m[1]);
  const id = Number(m[2]);
  return Number.isSafeInteger(createdAt) && Number.isSafeInteger(id) ? { createdAt, id } : null;
}

/**
 * GET /api/stories's query, checked (400 with the parameter's name otherwise): `cursor` (from the
 * previous page's Link header), `limit` (1–100, default 100), `q` (at most 200 characters), `favorite`
 * (`1`/`true` or `0`/`false`), `childId` (a saved child's id; whose it is, is checked by the list).
 */
export function parseListQuery(query: (name: string) => string | undefined): { view: StoryListView; cursor: Cursor | null; limit: number } {
  const bad = (field: string, message: string) => new HttpError(400, "invalid_query", message, { [field]: message });
  const rawLimit = query("limit");
  let limit = STORY_PAGE_SIZE;
  if (rawLimit !== undefined && rawLimit !== "") {
    if (!/^\d{1,4}$/.test(rawLimit) || Number(rawLimit) < 1 || Number(rawLimit) > STORY_PAGE_SIZE)
      throw bad("limit", `limit must be a whole number from 1 to ${STORY_PAGE_SIZE}`);
    limit = Number(rawLimit);
  }
  const rawCursor = query("cursor");
  let cursor: Cursor | null = null;
  if (rawCursor !== undefined && rawCursor !== "") {
    cursor = decodeCursor(rawCursor);
    if (!cursor) throw bad("cursor", "cursor is not valid; use the address in the previous page's Link header");
  }
  const q = (query("q") ?? "").trim();
  if (q.length > 200) throw bad("q", "q must be at most 200 characters");
  const rawFavorite = query("favorite");
  let favorite = false;
  if (rawFavorite !== undefined && rawFavorite !== "") {
    if (!["1", "0", "true", "false"].includes(rawFavorite)) throw bad("favorite", "favorite must be 1 or 0");
    favorite = rawFavorite === "1" || rawFavorite === "true";
  }
  const rawChild = query("childId");
  let childId: number | null = null;
  if (rawChild !== undefined && rawChild !== "") {
    if (!/^\d{1,15}$/.test(rawChild)) throw bad("childId", "childId must be a saved child's id");
    childId = Number(rawChild);
  }
  return { view: { q: q || undefined, favorite, childId }, cursor, limit };
}

/** `%`, `_` and the escape character itself, escaped for `LIKE … ESCAPE '\\'`. */
function likeEscape(s: string): string {
  return s.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/**
 * Case-insensitive matching in SQL the way the browser's `toLowerCase()` compares: SQLite's LIKE folds
 * ASCII letters only, so the text is also tried in lower and upper case (which covers "zoë" against
 * "Zoë" or "ZOË").
 */
function caseVariants(s: string): string[] {
  return [...new Set([s, s.toLowerCase(), s.toUpperCase()])];
}

/** `column` contains `text`, ignoring case (LIKE wildcards in the text are literal). */
function containsCI(column: SQLWrapper, text: string): SQL {
  return or(...caseVariants(text).map((v) => sql`${column} like ${`%${likeEscape(v)}%`} escape '\\'`))!;
}

/** `column` (trimmed) equals `text` (trimmed), ignoring case. */
function equalsCI(column: SQLWrapper, text: string): SQL {
  return or(...caseVariants(text.trim()).map((v) => sql`trim(${column}, char(32, 9, 10, 13)) like ${likeEscape(v)} escape '\\'`))!;
}

/**
 * The library's search (spec: case-insensitive substring on title, childName, behavior and
 * customBehavior), in SQL: the behavior matches by its id ("screen-time") or its label on the card
 * ("Screens"). `matchesSearch` in components/story/format.ts is the same rule for one story.
 */
function searchCondition(q: string): SQL {
  const needle = q.toLowerCase();
  const byLabel = BEHAVIOR_OPTIONS.filter((b) => b.label.toLowerCase().includes(needle)).map((b) => b.id);
  const fields: SQL[] = [
    containsCI(stories.title, q),
    containsCI(stories.childName, q),
    containsCI(stories.behavior, q),
    containsCI(stories.customBehavior, q),
  ];
  if (byLabel.length) fields.push(inArray(stories.behavior, byLabel));
  return or(...fields)!;
}

/**
 * The list's one SQL statement (exported for the test that checks its plan uses the indexes): the
 * summary columns of up to `limit + 1` stories (one more than a page says whether there is a next).
 */
export function storySummaryQuery(
  db: Deps["db"],
  userId: string,
  opts: { view: StoryListView; child: { id: number; name: string } | null; cursor: Cursor | null; limit: number },
) {
  const { view, child, cursor, limit } = opts;
  const where: SQL[] = [eq(stories.userId, userId), storySaved];
  if (view.favorite) where.push(eq(stories.favorite, true));
  // madeForChild: made from the saved child, or typed in under the same name with no saved child.
  if (child) where.push(or(eq(stories.childId, child.id), and(isNull(stories.childId), equalsCI(stories.childName, child.name)))!);
  const q = view.q?.trim();
  if (q) where.push(searchCondition(q));
  if (cursor) where.push(sql`(${stories.createdAt}, ${stories.id}) < (${cursor.createdAt}, ${cursor.id})`);
  return db
    .select({
      id: stories.id,
      title: stories.title,
      childName: stories.childName,
      behavior: stories.behavior,
      customBehavior: stories.customBehavior,
      theme: stories.theme,
      favorite: stories.favorite,
      createdAt: stories.createdAt,
      childId: stories.childId,
      head: sql<string>`substr(${stories.storyContent}, 1, ${PREVIEW_SOURCE_CHARS})`,
      hasPlan: sql<number>`(${stories.plan} is not null)`,
    })
    .from(stories)
    .where(and(...where))
    .orderBy(desc(stories.createdAt), desc(stories.id))
    .limit(limit + 1);
}

/**
 * One page of the user's stories as summaries, newest first (ties by id), for GET /api/stories and
 * /library. Reads only what a card needs: the first characters of the text for the preview, and
 * whether there is a plan (the card shows the first scene's picture then) — never the full text, the
 * plan or the quality report. Keyset pagination on (created_at, id) over the
 * `stories_user_created_id_idx` / `stories_user_favorite_idx` indexes, so page 100 costs what page 1
 * does. A `childId` that is not one of the user's saved children is a 404.
 */
export async function listStorySummaries(
  deps: Deps,
  userId: string,
  opts: { view?: StoryListView; cursor?: Cursor | null; limit?: number } = {},
): Promise<StoryPage> {
  const view = opts.view ?? {};
  const limit = Math.min(Math.max(1, opts.limit ?? STORY_PAGE_SIZE), STORY_PAGE_SIZE);
  const child = view.childId != null ? await getOwnChild(deps, userId, view.childId) : null;
  const rows = await storySummaryQuery(deps.db, userId, { view, child, cursor: opts.cursor ?? null, limit });
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    items: page.map((r) => ({
      id: r.id,
      title: r.title,
      childName: r.childName,
      behavior: r.behavior,
      customBehavior: r.customBehavior,
      theme: r.theme,
      favorite: r.favorite,
      createdAt: r.createdAt.toISOString(),
      childId: r.childId ?? null,
      pictureUrl: Number(r.hasPlan) ? sceneImageUrl(r.id, 1) : storyImageUrl(r.id),
      pictureKind: Number(r.hasPlan) ? "scene" : "coloring",
      preview: storyPreview(r.head ?? ""),
    })),
    next: rows.length > limit && last ? encodeCursor({ createdAt: last.createdAt.getTime(), id: last.id }) : null,
  };
}

/** One of the user's stories. Another user's story is "not found" exactly like a missing one. */
export async function getOwnStory(deps: Deps, userId: string, id: number): Promise<Story> {
  const [story] = await deps.db
    .select()
    .from(stories)
    .where(and(eq(stories.id, id), eq(stories.userId, userId)))
    .limit(1);
  if (!story) throw new HttpError(404, "not_found", "Story not found");
  return story;
}

export async function setFavorite(deps: Deps, userId: string, id: number, favorite: boolean): Promise<Story> {
  const [story] = await deps.db
    .update(stories)
    .set({ favorite })
    .where(and(eq(stories.id, id), eq(stories.userId, userId)))
    .returning();
  if (!story) throw new HttpError(404, "not_found", "Story not found");
  return story;
}

/** Delete a story and its files (coloring page, PDF). The generation it used is not given back. */
export async function deleteStory(deps: Deps, userId: string, id: number): Promise<void> {
  const [gone] = await deps.db
    .delete(stories)
    .where(and(eq(stories.id, id), eq(stories.userId, userId)))
    .returning({ id: stories.id });
  if (!gone) throw new HttpError(404, "not_found", "Story not found");
  await deps.blobs.deleteFolder(storyBlobFolder(id));
}

/**
 * The child's fields in the story's JSON, from CHILD_FIELDS (a new field reaches GET /api/stories/{id} without
 * an edit here), in the three places the JSON has always listed them: the required ones after the title, the
 * other single values after the quality report, the lists at the end.
 */
const storyChildGroup = (k: (typeof CHILD_FIELD_KEYS)[number]) => {
  const def = childField(k);
  return def.required ? "required" : def.kind === "list" ? "list" : "single";
};
const storyChildKeys = (group: "required" | "single" | "list") => CHILD_FIELD_KEYS.filter((k) => storyChildGroup(k) === group).map(storyKeyOf);
const STORY_CHILD_REQUIRED = storyChildKeys("required");
const STORY_CHILD_SINGLE = storyChildKeys("single");
const STORY_CHILD_LISTS = storyChildKeys("list");

/** The child's fields of a story row (the `stories` columns have the story keys): lists [] when none, the others null. */
function storyChildJson<K extends ChildStoryKey>(s: Story, keys: readonly K[]): Pick<StoryChildJson, K> {
  const row = s as unknown as Record<ChildStoryKey, unknown>;
  return Object.fromEntries(keys.map((k) => [k, row[k] ?? (STORY_CHILD_LISTS.includes(k as never) ? [] : null)])) as Pick<StoryChildJson, K>;
}

/** The story as API callers see it (its shape: `StoryApiJson` in src/contracts/story.ts). */
export function storyJson(s: Story) {
  const json = {
    id: s.id,
    userId: s.userId,
    title: s.title,
    ...storyChildJson(s, STORY_CHILD_REQUIRED),
    behavior: s.behavior,
    customBehavior: s.customBehavior,
    theme: s.theme,
    storyContent: s.storyContent,
    imageUrl: storyImageUrl(s.id),
    pdfUrl: storyPdfUrl(s.id),
    favorite: s.favorite,
    createdAt: s.createdAt.toISOString(),
    qualityReport: s.qualityReport ?? null,
    ...storyChildJson(s, STORY_CHILD_SINGLE),
    plan: s.plan ?? null,
    coloringAlt: coloringAltOf(s),
    sceneImages: sceneImages(s),
    childId: s.childId ?? null,
    siblings: s.siblings ?? [],
    ...storyChildJson(s, STORY_CHILD_LISTS),
  } satisfies StoryApiJson;
  return json;
}

/** The coloring page's description: from the plan's coloring scene, else a plain fallback. */
export function coloringAltOf(s: Pick<Story, "plan" | "childName" | "title">): string {
  if (s.plan) return describeScene(s.plan, s.plan.scenes[coloringSceneIndex(s.plan)]);
  return `Coloring page for ${s.childName}: ${s.title}`;
}
/** The serializer's own type (server side); the browser uses `StoryApiJson`, which it satisfies. */
export type StoryJson = ReturnType<typeof storyJson>;
