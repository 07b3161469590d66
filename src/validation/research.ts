import * as z from "zod/mini";
import "./zod-config";

/** Research-paper signup rules and messages (spec section 5), shared by the form island and the server (`zod/mini`: see ./story.ts). */
export const RESEARCH_MESSAGES = {
  firstNameRequired: "Please enter your first name",
  firstNameTooLong: "First name must be 50 characters or fewer",
  firstName: "Please enter a valid name (letters, spaces, hyphens, and apostrophes only)",
  email: "Please enter a valid email address",
  consent: "Please agree to receive the research paper to continue",
} as const;

export const FIRST_NAME_MAX = 50;
export const EMAIL_MAX = 100;

/** Letters from any alphabet (with their accents), spaces, hyphens and apostrophes (straight or curly). */
const NAME_PATTERN = /^[\p{L}\p{M}' \u2019-]+$/u;

/** The subscriber the API receives: `{ firstName, email }` (spec section 7). E-mails are stored lower-case. */
export const researchSignupSchema = z.object({
  firstName: z
    .string({ error: RESEARCH_MESSAGES.firstNameRequired })
    .check(
      z.trim(),
      z.minLength(1, RESEARCH_MESSAGES.firstNameRequired),
      z.maxLength(FIRST_NAME_MAX, RESEARCH_MESSAGES.firstNameTooLong),
      z.regex(NAME_PATTERN, RESEARCH_MESSAGES.firstName),
    ),
  email: z.pipe(
    z.pipe(
      z.string({ error: RESEARCH_MESSAGES.email }).check(z.trim(), z.minLength(1, RESEARCH_MESSAGES.email), z.maxLength(EMAIL_MAX, RESEARCH_MESSAGES.email)),
      z.email(RESEARCH_MESSAGES.email),
    ),
    z.transform((e: string) => e.toLowerCase()),
  ),
});
export type ResearchSignupInput = z.infer<typeof researchSignupSchema>;

/** The form adds the consent checkbox (the API's JSON payload is only firstName and email). */
export const researchFormSchema = z.extend(researchSignupSchema, {
  consent: z.literal(true, { error: RESEARCH_MESSAGES.consent }),
});

/** A valid e-mail from a query string, or null (the research-paper pages). */
export function emailFromQuery(value: string | undefined | null): string | null {
  const r = researchSignupSchema.shape.email.safeParse(value ?? "");
  return r.success ? r.data : null;
}
