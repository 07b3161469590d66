import { coloringSceneIndex, describeScene } from "../contracts/story-plan";
import { sceneImages } from "./scenes";
import { and, desc, eq, ne } from "drizzle-orm";
import { stories, type Story } from "../../db/schema";
import type { Deps } from "../deps";
import { HttpError } from "../http/errors";
import { storyBlobPrefix, storyImageUrl, storyPdfUrl, type StoryApiJson } from "../contracts/story";
import { getOwnChild } from "../children/children";
import { madeForChild } from "../../components/story/format";

/**
 * When a story counts as saved: its coloring page is stored. That is the one thing the `image_url`
 * column still means — createStory (and the test factory) write it with `markStorySaved` right after
 * the coloring page, and nothing reads its value back (the URLs are computed from the id, see
 * src/contracts/story.ts). A row whose `image_url` is still '' is being written, or was left
 * half-saved by a crash: it is never listed, and maintenance removes it once it is older than a
 * generation's lease (src/maintenance.ts).
 *
 * Why not "its generation is no longer reserved": the story row and the generation's link to it are
 * two statements, so a crash between them would leave a story no reservation points at, and the
 * shared Database type has no atomic batch on every runtime. The marker needs no link: a row is
 * unsaved from its insert until `markStorySaved`, whatever became of its reservation.
 */
export const storySaved = ne(stories.imageUrl, "");
export const storyUnsaved = eq(stories.imageUrl, "");

/** Mark a story saved (its coloring page is stored); the columns keep their old values for compatibility. */
export async function markStorySaved(deps: Pick<Deps, "db">, id: number): Promise<Story> {
  const [story] = await deps.db.update(stories).set({ imageUrl: storyImageUrl(id), pdfUrl: storyPdfUrl(id) }).where(eq(stories.id, id)).returning();
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
  return deps.db.select().from(stories).where(and(eq(stories.userId, userId), storySaved)).orderBy(desc(stories.createdAt), desc(stories.id));
}

/**
 * The stories made for one of the parent's saved children (404 when the child is not theirs): those
 * made from the saved child, and those typed in under the same name before the child was saved
 * (`madeForChild`, the rule the library's filter uses in the browser too).
 */
export async function listStoriesForChild(deps: Deps, userId: string, childId: number): Promise<Story[]> {
  const child = await getOwnChild(deps, userId, childId);
  return (await listStories(deps, userId)).filter((s) => madeForChild(s, child));
}

/** One of the user's stories. Another user's story is "not found" exactly like a missing one. */
export async function getOwnStory(deps: Deps, userId: string, id: number): Promise<Story> {
  const [story] = await deps.db.select().from(stories).where(and(eq(stories.id, id), eq(stories.userId, userId))).limit(1);
  if (!story) throw new HttpError(404, "not_found", "Story not found");
  return story;
}

export async function setFavorite(deps: Deps, userId: string, id: number, favorite: boolean): Promise<Story> {
  const [story] = await deps.db.update(stories).set({ favorite }).where(and(eq(stories.id, id), eq(stories.userId, userId))).returning();
  if (!story) throw new HttpError(404, "not_found", "Story not found");
  return story;
}

/** Delete a story and its files (coloring page, PDF). The generation it used is not given back. */
export async function deleteStory(deps: Deps, userId: string, id: number): Promise<void> {
  const [gone] = await deps.db.delete(stories).where(and(eq(stories.id, id), eq(stories.userId, userId))).returning({ id: stories.id });
  if (!gone) throw new HttpError(404, "not_found", "Story not found");
  await deps.blobs.deletePrefix(storyBlobPrefix(id));
}

/** The story as API callers see it (its shape: `StoryApiJson` in src/contracts/story.ts). */
export function storyJson(s: Story) {
  const json = {
    id: s.id,
    userId: s.userId,
    title: s.title,
    childName: s.childName,
    childAge: s.childAge,
    behavior: s.behavior,
    customBehavior: s.customBehavior,
    theme: s.theme,
    storyContent: s.storyContent,
    imageUrl: storyImageUrl(s.id),
    pdfUrl: storyPdfUrl(s.id),
    favorite: s.favorite,
    createdAt: s.createdAt.toISOString(),
    qualityReport: s.qualityReport ?? null,
    pronouns: s.pronouns ?? null,
    grownUpName: s.grownUpName ?? null,
    hair: s.hair ?? null,
    glasses: s.glasses ?? null,
    plan: s.plan ?? null,
    coloringAlt: coloringAltOf(s),
    sceneImages: sceneImages(s),
    childId: s.childId ?? null,
    siblings: s.siblings ?? [],
    likes: s.likes ?? [],
    avoid: s.avoid ?? [],
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
