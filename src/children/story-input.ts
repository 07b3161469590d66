import type { StorySibling } from "../contracts/family";
import type { Deps } from "../deps";
import { HttpError } from "../http/errors";
import { validate } from "../validation/validate";
import { childIdSchema, STORY_MESSAGES, storyInputSchema, type StoryInput } from "../validation/story";
import { childJson, getOwnChild } from "./children";

/** A story request with its family resolved: the saved child's id, the siblings by name, likes and avoid. */
export interface FamilyStoryInput extends Omit<StoryInput, "childId" | "siblings" | "likes" | "avoid"> {
  childId: number | null;
  siblings: StorySibling[];
  likes: string[];
  avoid: string[];
}

export type StoryInputResult = { ok: true; data: FamilyStoryInput } | { ok: false; fields: Record<string, string> };

const CHILD_KEYS = { childName: "name", childAge: "childAge", pronouns: "pronouns", grownUpName: "grownUpName", hair: "hair", glasses: "glasses" } as const;
const blank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");

/**
 * A story request (JSON body or form) made ready for createStory. With `childId`, the parent's saved
 * child fills every child field the request leaves out (fields the request does give win, so a caller
 * can change one thing for one story), and the child's likes and things to avoid go along unless the
 * request sends its own. Siblings given as `{ childId }` become the saved child's name and pronouns.
 * A saved child that is not the parent's answers 404 "Child not found" — before anything is spent.
 */
export async function resolveStoryInput(deps: Deps, userId: string, raw: unknown): Promise<StoryInputResult> {
  const body: Record<string, unknown> = raw && typeof raw === "object" && !Array.isArray(raw) ? { ...(raw as Record<string, unknown>) } : {};
  const id = childIdSchema.safeParse(body.childId);
  if (!id.success) return { ok: false, fields: { childId: STORY_MESSAGES.childId } };
  if (id.data !== undefined) {
    const child = childJson(await getOwnChild(deps, userId, id.data));
    for (const [field, key] of Object.entries(CHILD_KEYS)) if (blank(body[field])) body[field] = child[key] ?? undefined;
    if (body.likes === undefined) body.likes = child.likes;
    if (body.avoid === undefined) body.avoid = child.avoid;
  }
  const r = validate(storyInputSchema, body);
  if (!r.ok) return r;
  const { childId, siblings: rawSiblings, likes, avoid, ...story } = r.data;
  const siblings: StorySibling[] = [];
  for (const s of rawSiblings ?? []) {
    if ("childId" in s) {
      if (s.childId === childId) return { ok: false, fields: { siblings: STORY_MESSAGES.siblingIsChild } };
      const sib = await getOwnChild(deps, userId, s.childId);
      siblings.push({ name: sib.name, pronouns: (sib.pronouns as StorySibling["pronouns"] | null) ?? "they" });
    } else {
      siblings.push({ name: s.name, pronouns: s.pronouns ?? "they" });
    }
  }
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  if (siblings.some((s) => same(s.name, story.childName))) return { ok: false, fields: { siblings: STORY_MESSAGES.siblingIsChild } };
  return { ok: true, data: { ...story, childId: childId ?? null, siblings, likes: likes ?? [], avoid: avoid ?? [] } };
}

/** The same, for a JSON caller: 400 with the field messages when the request is not right. */
export async function storyInputOrThrow(deps: Deps, userId: string, raw: unknown): Promise<FamilyStoryInput> {
  const r = await resolveStoryInput(deps, userId, raw);
  if (!r.ok) throw new HttpError(400, "invalid_input", Object.values(r.fields)[0] ?? "Please check the form.", r.fields);
  return r.data;
}
