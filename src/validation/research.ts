import { z } from "zod";

/** Research-paper signup rules and messages (spec section 5), shared by the form island and the server. */
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
    .trim()
    .min(1, RESEARCH_MESSAGES.firstNameRequired)
    .max(FIRST_NAME_MAX, RESEARCH_MESSAGES.firstNameTooLong)
    .regex(NAME_PATTERN, RESEARCH_MESSAGES.firstName),
  email: z
    .string({ error: RESEARCH_MESSAGES.email })
    .trim()
    .min(1, RESEARCH_MESSAGES.email)
    .max(EMAIL_MAX, RESEARCH_MESSAGES.email)
    .pipe(z.email(RESEARCH_MESSAGES.email))
    .transform((e) => e.toLowerCase()),
});
export type ResearchSignupInput = z.infer<typeof researchSignupSchema>;

/** The form adds the consent checkbox (the API's JSON payload is only firstName and email). */
export const researchFormSchema = researchSignupSchema.extend({
  consent: z.literal(true, { error: RESEARCH_MESSAGES.consent }),
});

/** A valid e-mail from a query string, or null (the research-paper pages). */
export function emailFromQuery(value: string | undefined | null): string | null {
  const r = researchSignupSchema.shape.email.safeParse(value ?? "");
  return r.success ? r.data : null;
}
