import * as z from "zod/mini";
import "./zod-config";
import { AGE_BANDS, BEHAVIOR_OPTION_IDS, THEME_IDS } from "../contracts/catalog";
import { CHILD_NAME_MAX_CHARS, PRONOUNS } from "../contracts/story-fields";
import { MAX_SIBLINGS } from "../contracts/family";
import {
  CHILD_FIELDS,
  CHILD_FIELD_KEYS,
  childField,
  storyKeyOf,
  type ChildFieldDef,
  type ChildFieldKey,
  type ChildFieldValue,
  type KeptKey,
  KEPT_FIELDS,
  type ListFieldDef,
  type ListKey,
  type OptionalKey,
  type RequiredKey,
  type StoryKeyOf,
} from "../contracts/child-fields";
import { screenPhrase, type PhraseField } from "../engine/screen-rules";
import { CUSTOM_BEHAVIOR_MAX_CHARS } from "../contracts/situation";
import { situationPartsSchema } from "./situation";
import { PRACTICE_STORY_KINDS, PRACTICE_STORY_MESSAGE } from "../contracts/practice";
import { STORY_STYLES } from "../contracts/story-fields";

/** A storyStyle that is not one of STORY_STYLES (issue 25, ADR 030). */
export const STORY_STYLE_MESSAGE = `Please choose a story style: ${STORY_STYLES.join(" or ")}.`;

/**
 * Story form rules (spec section 5), shared by the form island and the server. Written with `zod/mini`
 * (the same validation core as `zod`, without the chained-method classes): the island that loads these
 * rules carries about a third of the bytes, and the server checks exactly as before.
 */
export const STORY_MESSAGES = {
  childName: CHILD_FIELDS.name.requiredMessage,
  childNameFormat: CHILD_FIELDS.name.message,
  childAge: CHILD_FIELDS.childAge.message,
  behavior: "Behavior is required",
  theme: "Theme is required",
  customBehavior: "Please describe the situation you'd like the story to help with.",
  customBehaviorLong: `Please keep the description to ${CUSTOM_BEHAVIOR_MAX_CHARS} characters or fewer.`,
  pronouns: CHILD_FIELDS.pronouns.message,
  grownUpName: CHILD_FIELDS.grownUpName.message,
  hair: CHILD_FIELDS.hair.message,
  glasses: CHILD_FIELDS.glasses.message,
  likes: CHILD_FIELDS.likes.message,
  avoid: CHILD_FIELDS.avoid.message,
  childId: "Please choose one of your saved children.",
  siblings: `Up to ${MAX_SIBLINGS} brothers or sisters can join a story: each needs a name (letters, spaces, hyphens and apostrophes, up to ${CHILD_NAME_MAX_CHARS} characters).`,
  siblingIsChild: "A brother or sister can't be the child the story is for.",
} as const;

/** Optional fields: an empty form value means "not given". */
const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v === null ? undefined : v);

/** `zod`'s preprocess: a transform piped into the schema. */
const preprocess = <T extends z.ZodMiniType>(fn: (v: unknown) => unknown, schema: T) => z.pipe(z.transform(fn), schema);

const LIKE_PATTERN = /^[\p{L}\p{N}][\p{L}\p{M}\p{N}' -]*$/u;
/**
 * Likes or things to avoid: an array of short phrases, or (from a plain form) one text with commas.
 * Blank entries are dropped; duplicates (any case) are kept once.
 */
function phraseList(def: ListFieldDef, field: PhraseField) {
  const { maxItems: max, message } = def;
  return preprocess(
    (v) => {
      if (v === undefined || v === null) return [];
      const list = typeof v === "string" ? v.split(",") : v;
      if (!Array.isArray(list)) return v;
      const out: unknown[] = [];
      for (const item of list) {
        const t = typeof item === "string" ? item.trim().replace(/\s+/g, " ") : item;
        if (t === "") continue;
        if (typeof t === "string" && out.some((o) => typeof o === "string" && o.toLowerCase() === t.toLowerCase())) continue;
        out.push(t);
      }
      return out;
    },
    z.array(z.string({ error: message }).check(z.maxLength(def.maxChars, message), z.regex(LIKE_PATTERN, message)), { error: message }).check(
      z.maxLength(max, message),
      // The custom situation's screen, for each entry: nothing unsafe goes to the story writer.
      z.superRefine((list, ctx) => {
        const i = list.findIndex((entry) => screenPhrase(field, entry) !== null);
        if (i >= 0) ctx.addIssue({ code: "custom", path: [i], message: screenPhrase(field, list[i]!)!, input: list[i] });
      }),
    ),
  );
}
/** One field's schema, from its entry in CHILD_FIELDS (src/contracts/child-fields.ts). */
function fieldSchema(k: ChildFieldKey, def: ChildFieldDef): z.ZodMiniType {
  switch (def.kind) {
    case "text": {
      const empty = def.required ? (def.requiredMessage ?? def.message) : def.message;
      const text = z
        .string({ error: empty })
        .check(z.trim(), z.minLength(def.minChars, empty), z.maxLength(def.maxChars, def.message), z.regex(def.pattern, def.message));
      return def.required ? text : preprocess(blankToUndefined, z.optional(text));
    }
    case "enum": {
      const choice = z.enum(def.options as [string, ...string[]], { error: def.message });
      return def.required
        ? z.pipe(z.string({ error: def.message }).check(z.minLength(1, def.message)), choice)
        : preprocess(blankToUndefined, z.optional(choice));
    }
    case "bool":
      return preprocess(
        (v) => (v === "on" || v === "true" || v === "yes" ? true : v === "false" || v === "no" ? false : blankToUndefined(v)),
        z.optional(z.boolean({ error: def.message })),
      );
    case "list":
      return phraseList(def, k as PhraseField);
  }
}

/** A field's schema as zod infers it: required fields and lists always give a value, the others may be absent. */
type FieldSchema<K extends ChildFieldKey> = K extends RequiredKey | ListKey
  ? z.ZodMiniType<ChildFieldValue<(typeof CHILD_FIELDS)[K]>>
  : z.ZodMiniOptional<z.ZodMiniType<ChildFieldValue<(typeof CHILD_FIELDS)[K]>>>;
/** Every child field's schema, keyed by the field (the saved child's names). */
export const childFieldSchemas = Object.fromEntries(CHILD_FIELD_KEYS.map((k) => [k, fieldSchema(k, childField(k))])) as {
  [K in ChildFieldKey]: FieldSchema<K>;
};

/** A child's name: the story form's rule, also for saved children and siblings. */
const childNameSchema = childFieldSchemas.name;

/** The child's optional fields that are not lists (pronouns, what the child calls the parent, hair, glasses ...), by their story keys. */
type AboutKey = Exclude<OptionalKey, ListKey>;
const aboutKeys = CHILD_FIELD_KEYS.filter((k) => !childField(k).required && childField(k).kind !== "list") as AboutKey[];
const storyAboutSchemas = Object.fromEntries(aboutKeys.map((k) => [storyKeyOf(k), childFieldSchemas[k]])) as {
  [K in AboutKey as StoryKeyOf<K>]: FieldSchema<K>;
};
/** The lists (likes, things to avoid), by their story keys: optional in a story request. */
const storyListSchemas = Object.fromEntries(
  CHILD_FIELD_KEYS.filter((k) => childField(k).kind === "list").map((k) => [storyKeyOf(k), z.optional(childFieldSchemas[k])]),
) as { [K in ListKey as StoryKeyOf<K>]: z.ZodMiniOptional<FieldSchema<K>> };

export const likesSchema = childFieldSchemas.likes;
export const avoidSchema = childFieldSchemas.avoid;

/** A saved child's id: a positive whole number (a form sends it as text; blank means none). */
export const childIdSchema = preprocess(
  (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : /^\d{1,15}$/.test(v.trim()) ? Number(v) : v) : v === null ? undefined : v),
  z.optional(z.number({ error: STORY_MESSAGES.childId }).check(z.int(STORY_MESSAGES.childId), z.positive(STORY_MESSAGES.childId))),
);

/** A brother or sister: typed in (name, pronouns) or one of the parent's saved children. */
const siblingSchema = z.union(
  [
    z.strictObject({ childId: z.number().check(z.int(), z.positive()) }),
    z.strictObject({ name: childNameSchema, pronouns: preprocess(blankToUndefined, z.optional(z.enum(PRONOUNS))) }),
  ],
  { error: STORY_MESSAGES.siblings },
);
export const siblingsSchema = preprocess(
  (v) => (v === undefined || v === null ? [] : v),
  z.array(siblingSchema, { error: STORY_MESSAGES.siblings }).check(z.maxLength(MAX_SIBLINGS, STORY_MESSAGES.siblings)),
);

/**
 * Story form rules (spec section 5). The family fields (issue 15) are optional: `childId` names a saved
 * child (the server fills the child's fields from it before this schema runs, see src/children/story-input.ts),
 * `siblings` join the story, `likes` / `avoid` go to the engine.
 */
export const storyInputSchema = z
  .object({
    childName: childNameSchema,
    childAge: childFieldSchemas.childAge,
    behavior: z.pipe(
      z.string({ error: STORY_MESSAGES.behavior }).check(z.minLength(1, STORY_MESSAGES.behavior)),
      z.enum(BEHAVIOR_OPTION_IDS as [string, ...string[]], { error: STORY_MESSAGES.behavior }),
    ),
    theme: z.pipe(
      z.string({ error: STORY_MESSAGES.theme }).check(z.minLength(1, STORY_MESSAGES.theme)),
      z.enum(THEME_IDS as [string, ...string[]], { error: STORY_MESSAGES.theme }),
    ),
    customBehavior: z.nullable(z.optional(z.string().check(z.trim(), z.maxLength(CUSTOM_BEHAVIOR_MAX_CHARS, STORY_MESSAGES.customBehaviorLong)))),
    /** The guided parts (issue 22), optional: when given, the story's `customBehavior` is made from them. */
    situation: z.nullable(z.optional(situationPartsSchema)),
    /** The child's optional fields (pronouns, what the child calls the parent, hair, glasses). */
    ...storyAboutSchemas,
    childId: childIdSchema,
    siblings: z.optional(siblingsSchema),
    /** Likes and things to avoid (a saved child's go along when the request sends none). */
    ...storyListSchemas,
    /** A story that adapts to the saved child's practice (issue 28): "practice" or "you-did-it"; blank or absent: an ordinary story. */
    practiceStory: preprocess(blankToUndefined, z.optional(z.enum(PRACTICE_STORY_KINDS, { error: PRACTICE_STORY_MESSAGE }))),
    /** How the story is told (issue 25, ADR 030): "social" for a first-person social story; blank or absent: the picture book. */
    storyStyle: preprocess(blankToUndefined, z.optional(z.enum(STORY_STYLES, { error: STORY_STYLE_MESSAGE }))),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.behavior === "custom" && !v.customBehavior?.trim() && !(v.situation && (v.situation.does || v.situation.when || v.situation.who))) {
        ctx.addIssue({ code: "custom", path: ["customBehavior"], message: STORY_MESSAGES.customBehavior });
      }
    }),
  );

/** A saved child (/children and /api/children): the story form's child fields, plus likes and things to avoid. */
export const childInputSchema = z.object(Object.fromEntries(KEPT_FIELDS.map((k) => [k, childFieldSchemas[k]])) as { [K in KeptKey]: FieldSchema<K> });
export type ChildInput = z.infer<typeof childInputSchema>;

export type StoryInput = z.infer<typeof storyInputSchema>;
