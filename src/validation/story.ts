import { z } from "zod";
import { AGE_BANDS, BEHAVIOR_OPTION_IDS, THEME_IDS } from "../content/catalog";
import { GROWN_UP_NAME, HAIR_STYLES, PRONOUNS } from "../contracts/story-plan";

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
} as const;

/** Optional fields: an empty form value means "not given". */
const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v === null ? undefined : v);

const NAME_PATTERN = /^[\p{L}][\p{L}\p{M}' -]*$/u;

export const storyInputSchema = z
  .object({
    childName: z
      .string({ error: STORY_MESSAGES.childName })
      .trim()
      .min(1, STORY_MESSAGES.childName)
      .max(40, STORY_MESSAGES.childNameFormat)
      .regex(NAME_PATTERN, STORY_MESSAGES.childNameFormat),
    childAge: z.string({ error: STORY_MESSAGES.childAge }).min(1, STORY_MESSAGES.childAge).pipe(z.enum(AGE_BANDS, { error: STORY_MESSAGES.childAge })),
    behavior: z
      .string({ error: STORY_MESSAGES.behavior })
      .min(1, STORY_MESSAGES.behavior)
      .pipe(z.enum(BEHAVIOR_OPTION_IDS as [string, ...string[]], { error: STORY_MESSAGES.behavior })),
    theme: z.string({ error: STORY_MESSAGES.theme }).min(1, STORY_MESSAGES.theme).pipe(z.enum(THEME_IDS as [string, ...string[]], { error: STORY_MESSAGES.theme })),
    customBehavior: z.string().trim().max(500, STORY_MESSAGES.customBehaviorLong).optional().nullable(),
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
  })
  .superRefine((v, ctx) => {
    if (v.behavior === "custom" && !v.customBehavior?.trim()) {
      ctx.addIssue({ code: "custom", path: ["customBehavior"], message: STORY_MESSAGES.customBehavior });
    }
  });

export type StoryInput = z.infer<typeof storyInputSchema>;
