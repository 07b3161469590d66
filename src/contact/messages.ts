import type { Deps } from "../deps";
import { contactMessages } from "../../db/schema";
import { hitRateLimit } from "../http/rate-limit";
import { HttpError } from "../http/errors";
import type { ContactInput } from "../validation/contact";

const RATE_LIMIT = { max: 5, windowMs: 60 * 60 * 1000 };

/**
 * A contact message from `client` (the page's form or the API): rate-limited (429 beyond), then stored
 * (never lost); honeypot submissions are accepted silently and dropped.
 */
export async function receiveContactMessage(deps: Deps, input: ContactInput, honeypot: string, client: string): Promise<void> {
  const ok = await hitRateLimit(deps, `contact:${client}`, RATE_LIMIT.max, RATE_LIMIT.windowMs);
  if (!ok) throw new HttpError(429, "rate_limited", "You have sent several messages recently. Please wait a while before sending another.");
  if (honeypot.trim() !== "") {
    deps.log.info("contact honeypot triggered; message dropped");
    return;
  }
  await deps.db.insert(contactMessages).values(input);
}
