import { z } from "zod";
import { AGE_BANDS, BEHAVIOR_OPTION_IDS, THEME_IDS } from "../content/catalog";
import { GROWN_UP_NAME, HAIR_STYLES, PRONOUNS } from "../contracts/story-plan";
import { LIKE_MAX_LENGTH, MAX_AVOID, MAX_LIKES, MAX_SIBLINGS } from "../contracts/family";

/** Story form rules (spec section 5), shared by the form island and the server. */
export const STORY_MESSAGES = {
  childName: "Child's name is required",
  childNameFormat: "Please use letters, spaces, hyphens and apostrophes only (up to 40 characters).",
  childAge: "Child's age is required",
  behavior: "Behavior is required",
  theme: "Theme is required",
  customBehavior: "Please describe the situation you'd like the story to help with.",
  customBehaviorLong: "Please keep the description to 500 characters or fewer.",
  pronouns: "Please choose he, she or they.",
  grownUpName: `Please use up to ${GROWN_UP_NAME.max} letters, spaces, apostrophes, hyphens or dots (like Mom, Papa, Grandma Rose or Ms. Lee).`,
  hair: "Please choose one of the hair styles.",
  glasses: "Glasses must be yes or no.",
  likes: `Please list up to ${MAX_LIKES} things, separated by commas, each up to ${LIKE_MAX_LENGTH} letters, numbers, spaces, hyphens or apostrophes.`,
  avoid: `Please list up to ${MAX_AVOID} things, separated by commas, each up to ${LIKE_MAX_LENGTH} letters, numbers, spaces, hyphens or apostrophes.`,
  childId: "Please choose one of your saved children.",
  siblings: `Up to ${MAX_SIBLINGS} brothers or sisters can join a story: each needs a name (letters, spaces, hyphens and apostrophes, up to 40 characters).`,
  siblingIsChild: "A brother or sister can't be the child the story is for.",
} as const;

/** Optional fields: an empty form value means "not given". */
const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v === null ? undefined : v);

const NAME_PATTERN = /^[\p{L}][\p{L}\p{M}' -]*$/u;

/** A child's name: the story form's rule, also for saved children and siblings. */
const childNameSchema = z
  .string({ error: STORY_MESSAGES.childName })
  .trim()
  .min(1, STORY_MESSAGES.childName)
  .max(40, STORY_MESSAGES.childNameFormat)
  .regex(NAME_PATTERN, STORY_MESSAGES.childNameFormat);

/** The child's fields of the story form (one definition: the form, the API and saved children use them). */
export const childFields = {
  childAge: z.string({ error: STORY_MESSAGES.childAge }).min(1, STORY_MESSAGES.childAge).pipe(z.enum(AGE_BANDS, { error: STORY_MESSAGES.childAge })),
  pronouns: z.preprocess(blankToUndefined, z.enum(PRONOUNS, { error: STORY_MESSAGES.pronouns }).optional()),
  grownUpName: z.preprocess(
    blankToUndefined,
    z
      .string({ error: STORY_MESSAGES.grownUpName })
      .trim()
      .min(GROWN_UP_NAME.min, STORY_MESSAGES.grownUpName)
      .max(GROWN_UP_NAME.max, STORY_MESSAGES.grownUpName)
      .regex(GROWN_UP_NAME.pattern, STORY_MESSAGES.grownUpName)
      .optional(),
  ),
  hair: z.preprocess(blankToUndefined, z.enum(HAIR_STYLES, { error: STORY_MESSAGES.hair }).optional()),
  glasses: z.preprocess(
    (v) => (v === "on" || v === "true" || v === "yes" ? true : v === "false" || v === "no" ? false : blankToUndefined(v)),
    z.boolean({ error: STORY_MESSAGES.glasses }).optional(),
  ),
};

const LIKE_PATTERN = /^[\p{L}\p{N}][\p{L}\p{M}\p{N}' -]*$/u;
/**
 * Likes or things to avoid: an array of short phrases, or (from a plain form) one text with commas.
 * Blank entries are dropped; duplicates (any case) are kept once.
 */
const phraseList = (max: number, message: string) =>
  z.preprocess(
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
    z.array(z.string({ error: message }).max(LIKE_MAX_LENGTH, message).regex(LIKE_PATTERN, message), { error: message }).max(max, message),
  );
export const likesSchema = phraseList(MAX_LIKES, STORY_MESSAGES.likes);
export const avoidSchema = phraseList(MAX_AVOID, STORY_MESSAGES.avoid);

/** A saved child's id: a positive whole number (a form sends it as text; blank means none). */
export const childIdSchema = z.preprocess(
  (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : /^\d{1,15}$/.test(v.trim()) ? Number(v) : v) : v === null ? undefined : v),
  z.number({ error: STORY_MESSAGES.childId }).int(STORY_MESSAGES.childId).positive(STORY_MESSAGES.childId).optional(),
);

/** A brother or sister: typed in (name, pronouns) or one of the parent's saved children. */
const siblingSchema = z.union(
  [
    z.object({ childId: z.number().int().positive() }).strict(),
    z.object({ name: childNameSchema, pronouns: z.preprocess(blankToUndefined, z.enum(PRONOUNS).optional()) }).strict(),
  ],
  { error: STORY_MESSAGES.siblings },
);
export const siblingsSchema = z.preprocess(
  (v) => (v === undefined || v === null ? [] : v),
  z.array(siblingSchema, { error: STORY_MESSAGES.siblings }).max(MAX_SIBLINGS, STORY_MESSAGES.siblings),
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
    behavior: z
      .string({ error: STORY_MESSAGES.behavior })
      .min(1, STORY_MESSAGES.behavior)
      .pipe(z.enum(BEHAVIOR_OPTION_IDS as [string, ...string[]], { error: STORY_MESSAGES.behavior })),
    theme: z.string({ error: STORY_MESSAGES.theme }).min(1, STORY_MESSAGES.theme).pipe(z.enum(THEME_IDS as [string, ...string[]], { error: STORY_MESSAGES.theme })),
    customBehavior: z.string().trim().max(500, STORY_MESSAGES.customBehaviorLong).optional().nullable(),
    pronouns: childFields.pronouns,
    grownUpName: childFields.grownUpName,
    hair: childFields.hair,
    glasses: childFields.glasses,
    childId: childIdSchema,
    siblings: siblingsSchema.optional(),
    likes: likesSchema.optional(),
    avoid: avoidSchema.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.behavior === "custom" && !v.customBehavior?.trim()) {
      ctx.addIssue({ code: "custom", path: ["customBehavior"], message: STORY_MESSAGES.customBehavior });
    }
  });

/** A saved child (/children and /api/children): the story form's child fields, plus likes and things to avoid. */
export const childInputSchema = z.object({
  name: childNameSchema,
  ...childFields,
  likes: likesSchema,
  avoid: avoidSchema,
});
export type ChildInput = z.infer<typeof childInputSchema>;

export type StoryInput = z.infer<typeof storyInputSchema>;
