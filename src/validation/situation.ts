import * as z from "zod/mini";
import "./zod-config";
import { SITUATION_FEELINGS, SITUATION_PART_MAX_CHARS } from "../contracts/situation";
import { CHILD_NAME_MAX_CHARS, PRONOUNS } from "../contracts/story-fields";
import { AGE_BANDS, THEME_IDS } from "../contracts/catalog";

/**
 * The guided parts of the parent's own situation (issue 22), as the story API, `POST /api/situation`
 * and the story form's no-JavaScript post accept them. Browser-safe (the form island checks the same).
 */
export const SITUATION_MESSAGES = {
  does: "Please say what your child does, in a few words.",
  part: `Please keep each part to ${SITUATION_PART_MAX_CHARS} characters or fewer.`,
  underneath: `Please pick one of: ${SITUATION_FEELINGS.join(", ")}.`,
  situation: "The situation's parts must be an object with does, when, who and underneath.",
  text: "The description must be text.",
  name: "The child's name must be text.",
  pronouns: "Please choose he, she or they.",
  grownUpName: "What your child calls you must be text.",
  childAge: `Please choose an age: ${AGE_BANDS.join(", ")}.`,
  theme: "Please choose one of the themes.",
} as const;

const blankToUndefined = (v: unknown) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v);
const part = (max = SITUATION_PART_MAX_CHARS) =>
  z.pipe(z.transform(blankToUndefined), z.optional(z.string({ error: SITUATION_MESSAGES.part }).check(z.trim(), z.maxLength(max, SITUATION_MESSAGES.part))));

/** `{ does, when?, who?, underneath? }`: each part at most SITUATION_PART_MAX_CHARS; `underneath` one of SITUATION_FEELINGS. */
export const situationPartsSchema = z.strictObject(
  {
    does: z.string({ error: SITUATION_MESSAGES.does }).check(z.trim(), z.maxLength(SITUATION_PART_MAX_CHARS, SITUATION_MESSAGES.part)),
    when: part(),
    who: part(),
    underneath: z.pipe(z.transform(blankToUndefined), z.optional(z.enum(SITUATION_FEELINGS, { error: SITUATION_MESSAGES.underneath }))),
  },
  { error: SITUATION_MESSAGES.situation },
);

/** `POST /api/situation`: the free text or the guided parts, and the child as far as the form knows it. */
export const situationRequestSchema = z.strictObject({
  customBehavior: z.optional(z.nullable(z.string({ error: SITUATION_MESSAGES.text }))),
  situation: z.optional(z.nullable(situationPartsSchema)),
  childName: z.optional(z.nullable(z.string({ error: SITUATION_MESSAGES.name }).check(z.maxLength(CHILD_NAME_MAX_CHARS, SITUATION_MESSAGES.name)))),
  pronouns: z.pipe(z.transform(blankToUndefined), z.optional(z.enum(PRONOUNS, { error: SITUATION_MESSAGES.pronouns }))),
  grownUpName: z.optional(z.nullable(z.string({ error: SITUATION_MESSAGES.grownUpName }).check(z.maxLength(40, SITUATION_MESSAGES.grownUpName)))),
  /** The story's age band and theme when the form knows them: the reading is tried for that story (else every age band). */
  childAge: z.pipe(z.transform(blankToUndefined), z.optional(z.enum(AGE_BANDS, { error: SITUATION_MESSAGES.childAge }))),
  theme: z.pipe(z.transform(blankToUndefined), z.optional(z.enum(THEME_IDS as [string, ...string[]], { error: SITUATION_MESSAGES.theme }))),
});
export type SituationRequest = z.infer<typeof situationRequestSchema>;
