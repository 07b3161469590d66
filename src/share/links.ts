/**
 * Family links: one read-only link per story, made and turned off by the story's owner. The token is
 * 32 random bytes (256 bits) from crypto.getRandomValues, base64url; it is the link's only secret.
 */
import { and, eq } from "drizzle-orm";
import { stories, storyShares, type Story } from "../../db/schema";
import type { Deps } from "../deps";
import { getOwnStory, storySaved } from "../stories/library";
import { generateToken } from "../auth/session";
import { appOrigin } from "../http/origin";
import { SHARE_TOKEN_PATTERN, sharedStoryHref } from "./urls";

export const SHARE_TOKEN_BYTES = 32;

/** A fresh token: 32 random bytes as base64url without padding (43 characters). */
export const generateShareToken = (): string => generateToken(SHARE_TOKEN_BYTES);

/** The link's full address, on the configured origin (never the Host header). */
export function shareLinkUrl(deps: Pick<Deps, "env">, token: string): string {
  return appOrigin(deps.env) + sharedStoryHref(token);
}

/** The owner's link for a story they own, or null. (Call after checking ownership, e.g. getOwnStory.) */
export async function findShareToken(deps: Deps, userId: string, storyId: number): Promise<string | null> {
  const [row] = await deps.db
    .select({ token: storyShares.token })
    .from(storyShares)
    .where(and(eq(storyShares.storyId, storyId), eq(storyShares.userId, userId)))
    .limit(1);
  return row?.token ?? null;
}

/**
 * Turn the family link on: the existing token if the story already has one, else a new one.
 * Another user's story or a missing one is 404 (getOwnStory), exactly like the stories API.
 */
export async function createShare(deps: Deps, userId: string, storyId: number): Promise<{ token: string; created: boolean }> {
  await getOwnStory(deps, userId, storyId);
  const existing = await findShareToken(deps, userId, storyId);
  if (existing) return { token: existing, created: false };
  const token = generateShareToken();
  const inserted = await deps.db
    .insert(storyShares)
    .values({ storyId, userId, token, createdAt: deps.now() })
    .onConflictDoNothing()
    .returning({ token: storyShares.token });
  if (inserted[0]) return { token: inserted[0].token, created: true };
  // Two clicks at once: the other one's link won.
  const raced = await findShareToken(deps, userId, storyId);
  if (!raced) throw new Error(`Story ${storyId}'s link could not be saved`);
  return { token: raced, created: false };
}

/** Turn the family link off (nothing to do when there is none). 404 for a story the user doesn't own. */
export async function revokeShare(deps: Deps, userId: string, storyId: number): Promise<void> {
  await getOwnStory(deps, userId, storyId);
  await deps.db.delete(storyShares).where(and(eq(storyShares.storyId, storyId), eq(storyShares.userId, userId)));
}

/**
 * The story a token opens, or null: unknown or malformed tokens, turned-off links, and links whose
 * story is gone or was never finished saving all open nothing. The join also checks the link's owner
 * still owns the story, so a link row left behind (foreign keys not enforced somewhere) opens nothing.
 */
export async function storyForToken(deps: Deps, token: string): Promise<Story | null> {
  if (!SHARE_TOKEN_PATTERN.test(token)) return null;
  const [row] = await deps.db
    .select({ story: stories })
    .from(storyShares)
    .innerJoin(stories, and(eq(stories.id, storyShares.storyId), eq(stories.userId, storyShares.userId)))
    .where(and(eq(storyShares.token, token), storySaved))
    .limit(1);
  return row?.story ?? null;
}
