import { coloringSceneIndex, describeScene } from "../contracts/story-plan";
import { sceneImages } from "./scenes";
import { and, desc, eq, ne } from "drizzle-orm";
import { stories, type Story } from "../../db/schema";
import type { Deps } from "../deps";
import { HttpError } from "../http/errors";
import { storyBlobPrefix } from "./create";

/** A story id from a URL: digits only, else 400 (spec: the id must be numeric). */
export function parseStoryId(raw: string): number {
  if (!/^\d{1,15}$/.test(raw)) throw new HttpError(400, "invalid_id", "Invalid Story ID");
  return Number(raw);
}

/** The user's stories, newest first (a story still being saved, or left half-saved by a crash, is not listed). */
export async function listStories(deps: Deps, userId: string): Promise<Story[]> {
  return deps.db.select().from(stories).where(and(eq(stories.userId, userId), ne(stories.imageUrl, ""))).orderBy(desc(stories.createdAt), desc(stories.id));
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

/** The story as API callers see it. */
export function storyJson(s: Story) {
  return {
    id: s.id,
    userId: s.userId,
    title: s.title,
    childName: s.childName,
    childAge: s.childAge,
    behavior: s.behavior,
    customBehavior: s.customBehavior,
    theme: s.theme,
    storyContent: s.storyContent,
    imageUrl: s.imageUrl,
    pdfUrl: s.pdfUrl,
    favorite: s.favorite,
    createdAt: s.createdAt.toISOString(),
    qualityReport: s.qualityReport ?? null,
    pronouns: s.pronouns ?? null,
    grownUpName: s.grownUpName ?? null,
    hair: s.hair ?? null,
    glasses: s.glasses ?? null,
    /** The story plan (cast, situation, strategy, scenes, talk-about questions); null for stories written before plans. */
    plan: s.plan ?? null,
    /** One sentence describing the coloring page (its alt text). */
    coloringAlt: coloringAltOf(s),
    /** A picture per scene of the plan, n from 1, with its description (alt text). */
    sceneImages: sceneImages(s),
  };
}

/** The coloring page's description: from the plan's coloring scene, else a plain fallback. */
export function coloringAltOf(s: Pick<Story, "plan" | "childName" | "title">): string {
  if (s.plan) return describeScene(s.plan, s.plan.scenes[coloringSceneIndex(s.plan)]);
  return `Coloring page for ${s.childName}: ${s.title}`;
}
export type StoryJson = ReturnType<typeof storyJson>;
