import { z } from "zod";
import type { Deps } from "../deps";
import type { NewsletterJson } from "../contracts/admin";
import { localSubscriberCount } from "./dashboard";

const sendfoxContacts = z.object({ total: z.coerce.number().int().min(0) });

export class NewsletterUnavailableError extends Error {}

/** The newsletter subscriber count: SendFox's contact total when configured, else the local list. */
export async function newsletterCount(deps: Deps, fetchImpl: typeof fetch = fetch): Promise<NewsletterJson> {
  const token = deps.env.SENDFOX_API_TOKEN;
  if (!token) return { count: await localSubscriberCount(deps), source: "local" } satisfies NewsletterJson;
  const url = `${deps.env.SENDFOX_API_BASE.replace(/\/+$/, "")}/contacts`;
  let res: Response;
  try {
    res = await fetchImpl(url, { headers: { Authorization: `Bearer ${token}`, Accept: "application/json" }, signal: AbortSignal.timeout(10_000) });
  } catch (err) {
    throw new NewsletterUnavailableError(`SendFox unreachable: ${err instanceof Error ? err.message : String(err)}`);
  }
  if (!res.ok) throw new NewsletterUnavailableError(`SendFox answered ${res.status}`);
  const parsed = sendfoxContacts.safeParse(await res.json().catch(() => null));
  if (!parsed.success) throw new NewsletterUnavailableError("SendFox answer has no total");
  return { count: parsed.data.total, source: "sendfox" } satisfies NewsletterJson;
}
