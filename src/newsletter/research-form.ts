import type { Deps } from "../deps";
import { hitRateLimit } from "../http/rate-limit";
import { HttpError } from "../http/errors";
import { researchFormSchema, type ResearchSignupInput } from "../validation/research";
import { validate } from "../validation/validate";
import { subscribeToResearchPaper } from "./signup";
import { researchPaperSentUrl } from "./paper";

const RATE_LIMIT = { max: 10, windowMs: 60 * 60 * 1000 };

/** What the research-paper form (on /about, /blog or the API) posted, as the page re-renders it. */
export interface ResearchFormValues {
  firstName: string;
  email: string;
  consent: boolean;
}

/** A page's research form as it is shown again: what was typed and the message for each field. */
export interface ResearchFormState {
  values?: Partial<ResearchFormValues>;
  errors?: Record<string, string>;
}

export type ResearchFormResult = { ok: false; values: ResearchFormValues; errors: Record<string, string> } | { ok: true; redirectUrl: string };

/** The form's fields from a posted body (checkbox "on" or "true" is consent). */
export function researchFormValues(form: Record<string, unknown>): ResearchFormValues {
  return { firstName: String(form.firstName ?? ""), email: String(form.email ?? ""), consent: form.consent === "on" || form.consent === "true" };
}

/** Research-paper signups per client address and hour; over it, a 429 the pages and the API show alike. */
async function checkRate(deps: Deps, client: string): Promise<void> {
  const ok = await hitRateLimit(deps, `subscribe:${client}`, RATE_LIMIT.max, RATE_LIMIT.windowMs);
  if (!ok) throw new HttpError(429, "rate_limited", "You have signed up several times recently. Please wait a while and try again.");
}

/** A valid signup from `client`: rate-limited, stored (and synced); returns where the subscriber goes next. */
export async function signUpForResearchPaper(deps: Deps, input: ResearchSignupInput, client: string): Promise<string> {
  await checkRate(deps, client);
  await subscribeToResearchPaper(deps, { firstName: input.firstName, email: input.email });
  return researchPaperSentUrl(input.email);
}

/**
 * The research-paper form posted without JavaScript: the field messages when it is invalid, or the
 * subscriber stored and the page that offers the paper.
 */
export async function receiveResearchForm(deps: Deps, form: Record<string, unknown>, client: string): Promise<ResearchFormResult> {
  const values = researchFormValues(form);
  const r = validate(researchFormSchema, values);
  if (!r.ok) return { ok: false, values, errors: r.fields };
  return { ok: true, redirectUrl: await signUpForResearchPaper(deps, r.data, client) };
}
