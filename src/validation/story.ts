import * as z from "zod/mini";
import "./zod-config";
import { AGE_BANDS, BEHAVIOR_OPTION_IDS, THEME_IDS } from "../contracts/catalog";
import { CHILD_NAME_MAX_CHARS, GROWN_UP_NAME, HAIR_STYLES, PRONOUNS } from "../contracts/story-fields";
import { LIKE_MAX_LENGTH, MAX_AVOID, MAX_LIKES, MAX_SIBLINGS } from "../contracts/family";
import { screenPhrase, type PhraseField } from "../engine/screen-rules";
import { CUSTOM_BEHAVIOR_MAX_CHARS } from "../contracts/situation";
import { situationPartsSchema } from "./situation";
import { PRACTICE_STORY_KINDS, PRACTICE_STORY_MESSAGE } from "../contracts/practice";

/**
 * Story form rules (spec section 5), shared by the form island and the server. Written with `zod/mini`
 * (the same validation core as `zod`, without the chained-method classes): the island that loads these
 * rules carries about a third of the bytes, and the server checks exactly as before.
 */
export const STORY_MESSAGES = {
  childName: "Child's name is required",
  childNameFormat: `Please use letters, spaces, hyphens and apostrophes only (up to ${CHILD_NAME_MAX_CHARS} characters).`,
  childAge: "Child's age is required",
  behavior: "Behavior is required",
  theme: "Theme is required",
  customBehavior: "Please describe the situation you'd like the story to help with.",
  customBehaviorLong: `Please keep the description to ${CUSTOM_BEHAVIOR_MAX_CHARS} characters or fewer.`,
  pronouns: "Please choose he, she or they.",
  grownUpName: `Please use up to ${GROWN_UP_NAME.max} letters, spaces, apostrophes, hyphens or dots (like Mom, Papa, Grandma Rose or Ms. Lee).`,
  hair: "Please choose one of the hair styles.",
  glasses: "Glasses must be yes or no.",
  likes: `Please list up to ${MAX_LIKES} things, separated by commas, each up to ${LIKE_MAX_LENGTH} letters, numbers, spaces, hyphens or apostrophes.`,
  avoid: `Please list up to ${MAX_AVOID} things, separated by commas, each up to ${LIKE_MAX_LENGTH} letters, numbers, spaces, hyphens or apostrophes.`,
  childId: "Please choose one of your saved children.",
  siblings: `Up to ${MAX_SIBLINGS} brothers or sisters can join a story: each needs a name (letters, spaces, hyphens and apostrophes, up to ${CHILD_NAME_MAX_CHARS} characters).`,
  siblingIsChild: "A brother or sister can't be the child the story is for.",
} as const;

/** Optional fields: an empty form value means "not given". */
const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v === null ? undefined : v);

const NAME_PATTERN = /^[\p{L}][\p{L}\p{M}' -]*$/u;

/** A child's name: the story form's rule, also for saved children and siblings. */
const childNameSchema = z
  .string({ error: STORY_MESSAGES.childName })
  .check(z.trim(), z.minLength(1, STORY_MESSAGES.childName), z.maxLength(CHILD_NAME_MAX_CHARS, STORY_MESSAGES.childNameFormat), z.regex(NAME_PATTERN, STORY_MESSAGES.childNameFormat));

/** `zod`'s preprocess: a transform piped into the schema. */
const preprocess = <T extends z.ZodMiniType>(fn: (v: unknown) => unknown, schema: T) => z.pipe(z.transform(fn), schema);

/** The child's fields of the story form (one definition: the form, the API and saved children use them). */
export const childFields = {
  childAge: z.pipe(z.string({ error: STORY_MESSAGES.childAge }).check(z.minLength(1, STORY_MESSAGES.childAge)), z.enum(AGE_BANDS, { error: STORY_MESSAGES.childAge })),
  pronouns: preprocess(blankToUndefined, z.optional(z.enum(PRONOUNS, { error: STORY_MESSAGES.pronouns }))),
  grownUpName: preprocess(
    blankToUndefined,
    z.optional(
      z
        .string({ error: STORY_MESSAGES.grownUpName })
        .check(
          z.trim(),
          z.minLength(GROWN_UP_NAME.min, STORY_MESSAGES.grownUpName),
          z.maxLength(GROWN_UP_NAME.max, STORY_MESSAGES.grownUpName),
          z.regex(GROWN_UP_NAME.pattern, STORY_MESSAGES.grownUpName),
        ),
    ),
  ),
  hair: preprocess(blankToUndefined, z.optional(z.enum(HAIR_STYLES, { error: STORY_MESSAGES.hair }))),
  glasses: preprocess(
    (v) => (v === "on" || v === "true" || v === "yes" ? true : v === "false" || v === "no" ? false : blankToUndefined(v)),
    z.optional(z.boolean({ error: STORY_MESSAGES.glasses })),
  ),
};

const LIKE_PATTERN = /^[\p{L}\p{N}][\p{L}\p{M}\p{N}' -]*$/u;
/**
 * Likes or things to avoid: an array of short phrases, or (from a plain form) one text with commas.
 * Blank entries are dropped; duplicates (any case) are kept once.
 */
const phraseList = (max: number, message: string, field: PhraseField) =>
  preprocess(
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
    z.array(z.string({ error: message }).check(z.maxLength(LIKE_MAX_LENGTH, message), z.regex(LIKE_PATTERN, message)), { error: message }).check(
      z.maxLength(max, message),
      // The custom situation's screen, for each entry: nothing unsafe goes to the story writer.
      z.superRefine((list, ctx) => {
        const i = list.findIndex((entry) => screenPhrase(field, entry) !== null);
        if (i >= 0) ctx.addIssue({ code: "custom", path: [i], message: screenPhrase(field, list[i]!)!, input: list[i] });
      }),
    ),
  );
export const likesSchema = phraseList(MAX_LIKES, STORY_MESSAGES.likes, "likes");
export const avoidSchema = phraseList(MAX_AVOID, STORY_MESSAGES.avoid, "avoid");

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
    childAge: childFields.childAge,
    behavior: z.pipe(
      z.string({ error: STORY_MESSAGES.behavior }).check(z.minLength(1, STORY_MESSAGES.behavior)),
      z.enum(BEHAVIOR_OPTION_IDS as [string, ...string[]], { error: STORY_MESSAGES.behavior }),
    ),
    theme: z.pipe(z.string({ error: STORY_MESSAGES.theme }).check(z.minLength(1, STORY_MESSAGES.theme)), z.enum(THEME_IDS as [string, ...string[]], { error: STORY_MESSAGES.theme })),
    customBehavior: z.nullable(z.optional(z.string().check(z.trim(), z.maxLength(CUSTOM_BEHAVIOR_MAX_CHARS, STORY_MESSAGES.customBehaviorLong)))),
    /** The guided parts (issue 22), optional: when given, the story's `customBehavior` is made from them. */
    situation: z.nullable(z.optional(situationPartsSchema)),
    pronouns: childFields.pronouns,
    grownUpName: childFields.grownUpName,
    hair: childFields.hair,
    glasses: childFields.glasses,
    childId: childIdSchema,
    siblings: z.optional(siblingsSchema),
    likes: z.optional(likesSchema),
    avoid: z.optional(avoidSchema),
    /** A story that adapts to the saved child's practice (issue 28): "practice" or "you-did-it"; blank or absent: an ordinary story. */
    practiceStory: preprocess(blankToUndefined, z.optional(z.enum(PRACTICE_STORY_KINDS, { error: PRACTICE_STORY_MESSAGE }))),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.behavior === "custom" && !v.customBehavior?.trim() && !(v.situation && (v.situation.does || v.situation.when || v.situation.who))) {
        ctx.addIssue({ code: "custom", path: ["customBehavior"], message: STORY_MESSAGES.customBehavior });
      }
    }),
  );

/** A saved child (/children and /api/children): the story form's child fields, plus likes and things to avoid. */
export const childInputSchema = z.object({
  name: childNameSchema,
  ...childFields,
  likes: likesSchema,
  avoid: avoidSchema,
});
export type ChildInput = z.infer<typeof childInputSchema>;

export type StoryInput = z.infer<typeof storyInputSchema>;
