import type { StorySibling } from "../contracts/family";
import { KEPT_FIELDS, childField, storyKeyOf } from "../contracts/child-fields";
import type { Deps } from "../deps";
import { HttpError } from "../http/errors";
import { validate } from "../validation/validate";
import { childIdSchema, STORY_MESSAGES, storyInputSchema, type StoryInput } from "../validation/story";
import { childJson, getOwnChild } from "./children";
import { avoidConflict } from "../engine/family";
import { screenPhrase } from "../engine/screen-rules";
import { situationText } from "../engine/situation-reading";

/** A story request with its family resolved: the saved child's id, the siblings by name, likes and avoid. */
export interface FamilyStoryInput extends Omit<StoryInput, "childId" | "siblings" | "likes" | "avoid"> {
  childId: number | null;
  siblings: StorySibling[];
  likes: string[];
  avoid: string[];
}

export type StoryInputResult = { ok: true; data: FamilyStoryInput } | { ok: false; fields: Record<string, string> };

/** The saved child's fields a story request may leave out (the lists go along on their own terms, below). */
const FILLED = KEPT_FIELDS.filter((k) => childField(k).kind !== "list");
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
  /** The saved child whose likes or things to leave out this story uses (the request sent none of its own). */
  const owner: { likes?: string; avoid?: string } = {};
  if (id.data !== undefined) {
    const child = childJson(await getOwnChild(deps, userId, id.data));
    for (const k of FILLED) if (blank(body[storyKeyOf(k)])) body[storyKeyOf(k)] = child[k] ?? undefined;
    if (body.likes === undefined) [body.likes, owner.likes] = [child.likes, child.name];
    if (body.avoid === undefined) [body.avoid, owner.avoid] = [child.avoid, child.name];
  }
  const r = validate(storyInputSchema, body);
  if (!r.ok) return { ok: false, fields: savedListFields(r.fields, body, owner) };
  const { childId, siblings: rawSiblings, likes, avoid, ...story } = r.data;
  // The guided parts, when given, are the description every check and engine reads (issue 22).
  if (story.behavior === "custom" && story.situation) story.customBehavior = situationText(story) || null;
  // A thing to leave out that the story is about: the parent is told which, and what to change.
  const conflict = avoidConflict({ behavior: story.behavior, customBehavior: story.customBehavior, avoid }, owner.avoid);
  if (conflict) {
    const shown: Record<string, string> = owner.avoid
      ? story.behavior === "custom"
        ? { customBehavior: conflict.message }
        : { childId: conflict.message }
      : {};
    return { ok: false, fields: { avoid: conflict.message, ...shown } };
  }
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

/**
 * A saved child's likes or things to leave out that the screen refuses (saved before it existed): the
 * message says where to change them, and is also the chosen child's message (the story form has no
 * likes field to show it by).
 */
function savedListFields(fields: Record<string, string>, body: Record<string, unknown>, owner: { likes?: string; avoid?: string }): Record<string, string> {
  const out = { ...fields };
  for (const field of ["likes", "avoid"] as const) {
    const name = owner[field];
    const list = body[field];
    if (!name || !out[field] || !Array.isArray(list)) continue;
    const message = list.map((entry) => (typeof entry === "string" ? screenPhrase(field, entry, name) : null)).find(Boolean);
    if (message) out[field] = message;
    out.childId ??= out[field];
  }
  return out;
}

/** The same, for a JSON caller: 400 with the field messages when the request is not right. */
export async function storyInputOrThrow(deps: Deps, userId: string, raw: unknown): Promise<FamilyStoryInput> {
  const r = await resolveStoryInput(deps, userId, raw);
  if (!r.ok) throw new HttpError(400, "invalid_input", Object.values(r.fields)[0] ?? "Please check the form.", r.fields);
  return r.data;
}
