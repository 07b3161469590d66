import { z } from "zod";
import { AGE_BANDS, BEHAVIOR_OPTION_IDS, THEME_IDS } from "../content/catalog";

/** Story form rules (spec section 5), shared by the form island and the server. */
export const STORY_MESSAGES = {
  childName: "Child's name is required",
  childNameFormat: "Please use letters, spaces, hyphens and apostrophes only (up to 40 characters).",
  childAge: "Child's age is required",
  behavior: "Behavior is required",
  theme: "Theme is required",
  customBehavior: "Please describe the situation you'd like the story to help with.",
  customBehaviorLong: "Please keep the description to 500 characters or fewer.",
} as const;

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
  })
  .superRefine((v, ctx) => {
    if (v.behavior === "custom" && !v.customBehavior?.trim()) {
      ctx.addIssue({ code: "custom", path: ["customBehavior"], message: STORY_MESSAGES.customBehavior });
    }
  });

export type StoryInput = z.infer<typeof storyInputSchema>;
