import { eq } from "drizzle-orm";
import type { Deps } from "../deps";
import { subscribers, type Subscriber } from "../../db/schema";
import type { ResearchSignupInput } from "../validation/research";
import { errorText } from "../http/errors";

export const RESEARCH_PAPER_SOURCE = "research_paper";
/** Pause before the one background retry of a failed SendFox sync. */
export const SENDFOX_RETRY_DELAY_MS = 1_000;
const SENDFOX_TIMEOUT_MS = 8_000;

/**
 * Research-paper signup: store (or refresh) the subscriber, then sync to SendFox when it is configured.
 * One upsert keyed on the e-mail, so signing up twice updates the name and never duplicates or fails.
 * A SendFox failure never fails the signup: it is logged and retried once in the background.
 */
export async function subscribeToResearchPaper(deps: Deps, input: ResearchSignupInput): Promise<Subscriber> {
  const now = deps.now();
  const [subscriber] = await deps.db
    .insert(subscribers)
    .values({ email: input.email, name: input.firstName, source: RESEARCH_PAPER_SOURCE, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: subscribers.email, set: { name: input.firstName, updatedAt: now } })
    .returning();
  if (!deps.env.SENDFOX_API_TOKEN) return subscriber!;

  try {
    return await syncToSendFox(deps, subscriber!);
  } catch (err) {
    deps.log.error("sendfox sync failed; retrying once in the background", { subscriberId: subscriber!.id, error: errorMessage(err) });
    deps.waitUntil(
      (async () => {
        await new Promise((r) => setTimeout(r, SENDFOX_RETRY_DELAY_MS));
        try {
          await syncToSendFox(deps, subscriber!);
          deps.log.info("sendfox sync succeeded on retry", { subscriberId: subscriber!.id });
        } catch (retryErr) {
          deps.log.error("sendfox sync failed again; the subscriber is kept locally", { subscriberId: subscriber!.id, error: errorMessage(retryErr) });
        }
      })(),
    );
    return subscriber!;
  }
}

/** POST {SENDFOX_API_BASE}/contacts and keep SendFox's contact id on the subscriber. */
export async function syncToSendFox(deps: Deps, subscriber: Subscriber): Promise<Subscriber> {
  const { SENDFOX_API_TOKEN: token, SENDFOX_API_BASE: base, SENDFOX_LIST_ID: listId } = deps.env;
  if (!token) return subscriber;
  const body: Record<string, unknown> = { email: subscriber.email, first_name: subscriber.name ?? "" };
  if (listId) body.lists = [/^\d+$/.test(listId) ? Number(listId) : listId];
  const res = await fetch(`${base.replace(/\/+$/, "")}/contacts`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(SENDFOX_TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`SendFox answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  const json = (await res.json().catch(() => null)) as { id?: unknown } | null;
  const id = typeof json?.id === "number" ? json.id : Number(json?.id);
  if (!Number.isInteger(id)) throw new Error("SendFox answered without a contact id");
  const [updated] = await deps.db.update(subscribers).set({ sendfoxId: id }).where(eq(subscribers.id, subscriber.id)).returning();
  return updated ?? subscriber;
}

/** Record that a subscriber followed the download link (unknown e-mails are ignored). */
export async function markPaperDownloaded(deps: Deps, email: string): Promise<void> {
  await deps.db.update(subscribers).set({ downloadedPaper: true, updatedAt: deps.now() }).where(eq(subscribers.email, email));
}

function errorMessage(err: unknown): string {
  return errorText(err);
}
