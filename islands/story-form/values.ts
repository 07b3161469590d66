/**
 * The story form's values (strings, like a posted form), and what the form computes from them: the
 * situation's helpers, the field order, what the schema checks, and the messages after a change.
 */
import { storyInputSchema } from "../../src/validation/story";
import { validate } from "../../src/validation/validate";
import { MAX_SIBLINGS } from "../../src/contracts/family";
import { STORY_FORM_FIELDS, childField, storyKeyOf, type StoryFormChildValues } from "../../src/contracts/child-fields";
import type { SituationMode } from "../../src/contracts/situation";

/** A brother or sister row: typed in, or a saved child (childId set, name and pronouns shown). */
export type SiblingValues = { name: string; pronouns: string; childId: string };

/** The form's values as strings (glasses: "on" or ""), like a posted form; the child's fields come from CHILD_FIELDS. */
export type Values = {
  /** The saved child the story is for ("" when typed in). */
  childId: string;
} & StoryFormChildValues & {
    behavior: string;
    customBehavior: string;
    /** How the parent describes a custom situation: "words" (the one text box) or "parts" (step by step). */
    situationMode: string;
    situationDoes: string;
    situationWhen: string;
    situationWho: string;
    situationUnderneath: string;
    theme: string;
    siblings: SiblingValues[];
    /** A story that adapts to the saved child's practice (issue 28): "practice" or "you-did-it"; absent or "" for an ordinary story. */
    practiceStory?: string;
    /** How the story is told (issue 25): "social" or "picture-book"; absent or "" for the picture book. */
    storyStyle?: string;
  };
export type TextKey = Exclude<keyof Values, "siblings">;

/** The situation's fields of a form that has none yet (a caller's older values). */
export const EMPTY_SITUATION = { situationMode: "words", situationDoes: "", situationWhen: "", situationWho: "", situationUnderneath: "" } as const;
export const SITUATION_KEYS = ["customBehavior", "situationMode", "situationDoes", "situationWhen", "situationWho", "situationUnderneath"] as const;
export const modeOf = (v: Pick<Values, "situationMode">): SituationMode => (v.situationMode === "parts" ? "parts" : "words");
export const partsOf = (v: Values) => ({ does: v.situationDoes, when: v.situationWhen, who: v.situationWho, underneath: v.situationUnderneath });
/** The field a reading's message belongs beside: the "when" part in step-by-step, else the description (or "what does"). */
export const situationErrorKey = (mode: SituationMode, part?: "does" | "when") => (mode === "parts" && part === "when" ? "situationWhen" : "customBehavior");
/** What the reading depends on: a change to any of it means reading again before a story is written. */
export const situationKey = (v: Values) =>
  JSON.stringify([v.childName.trim(), v.pronouns, v.grownUpName.trim(), modeOf(v), modeOf(v) === "parts" ? partsOf(v) : v.customBehavior.trim()]);
/** A guided part's own message (too long, an unknown feeling) is shown by the "what does" field. */
export const foldSituation = (fields: Record<string, string>) => {
  const { situation, ...rest } = fields;
  return situation && !rest.customBehavior ? { ...rest, customBehavior: situation } : rest;
};

/** The child's fields at the top of the form, and in "About the child", by their story-form names. */
export const TOP_CHILD_KEYS = STORY_FORM_FIELDS.filter((k) => childField(k).storyForm === "top").map(storyKeyOf) as TextKey[];
export const ABOUT_CHILD_KEYS = STORY_FORM_FIELDS.filter((k) => childField(k).storyForm === "about").map(storyKeyOf) as TextKey[];
/** The fields in the order the form shows them (the first invalid one gets focus). */
export const FIELD_ORDER: (keyof Values)[] = ["childId", ...TOP_CHILD_KEYS, "behavior", "customBehavior", "situationWhen", ...ABOUT_CHILD_KEYS, "theme"];

/** What the server's schema checks: the situation only counts when the behavior is custom. */
export const schemaInput = (v: Values) => ({
  ...v,
  customBehavior: v.behavior === "custom" && modeOf(v) === "words" ? v.customBehavior : undefined,
  situation: v.behavior === "custom" && modeOf(v) === "parts" ? partsOf(v) : undefined,
  siblings: v.siblings
    .filter((s) => s.childId || s.name.trim())
    .map((s) => (s.childId ? { childId: Number(s.childId) } : { name: s.name, pronouns: s.pronouns })),
});

export const emptySibling = (): SiblingValues => ({ name: "", pronouns: "", childId: "" });
/** Always MAX_SIBLINGS rows (blank ones are not sent), so the form has the same fields with or without JavaScript. */
export const siblingRows = (list: SiblingValues[]) => Array.from({ length: MAX_SIBLINGS }, (_, i) => list[i] ?? emptySibling());

/**
 * The messages after the parent changed `changed`: a changed field's message goes as soon as the
 * field is valid (or is updated while it is not); leaving "custom" drops the situation's message.
 */
export function recheck(errors: Record<string, string>, next: Values, changed: keyof Values): Record<string, string> {
  const keys: string[] = changed in errors ? [changed] : [];
  if (changed === "behavior" && next.behavior !== "custom" && "customBehavior" in errors) keys.push("customBehavior");
  // Any change to the situation answers its message (the reading's question, or the form's own).
  if ((SITUATION_KEYS as readonly string[]).includes(changed)) keys.push(...["customBehavior", "situationWhen"].filter((k) => k in errors && k !== changed));
  if (!keys.length) return errors;
  const r = validate(storyInputSchema, schemaInput(next));
  const now: Record<string, string> = r.ok ? {} : foldSituation(r.fields);
  const out = { ...errors };
  for (const k of keys) {
    if (now[k] && !(k === "customBehavior" && next.behavior !== "custom")) out[k] = now[k];
    else delete out[k];
  }
  return out;
}
