/**
 * The provider's moderation, used on parents' custom situations when OpenAI is the story engine
 * (after the local screen in screen.ts), and on every model's finished story (safety/model-review.ts).
 * Web fetch only, so it runs on every runtime.
 */
export interface ModerationConfig {
  /** Empty for an OpenAI-compatible server without a key. */
  apiKey: string;
  /** e.g. https://api.openai.com/v1 (default) */
  baseURL?: string;
  model?: string;
}

export interface ModerationResult {
  flagged: boolean;
  categories: string[];
}

export const MODERATION_MESSAGE =
  "This description can't be used for a children's story. Please describe the everyday situation you'd like the story to help with.";

/**
 * The moderation endpoint answered with an error. `noEndpoint`: the server has none — a 404, 405 or
 * 501, or LM Studio's 200 with `{"error": "Unexpected endpoint or method. (POST /v1/moderations)"}`.
 */
export class ModerationRequestError extends Error {
  override name = "ModerationRequestError";
  constructor(
    readonly status: number,
    readonly noEndpoint = status === 404 || status === 405 || status === 501,
    detail?: string,
  ) {
    super(`moderation request failed: ${status}${detail ? ` (${detail})` : ""}`);
  }
}

/** `signal`, when given, replaces the `timeoutMs` limit (the caller times the call). */
export async function moderateText(config: ModerationConfig, text: string, timeoutMs = 10_000, signal?: AbortSignal): Promise<ModerationResult> {
  const base = (config.baseURL ?? "https://api.openai.com/v1").replace(/\/$/, "");
  const res = await fetch(`${base}/moderations`, {
    method: "POST",
    // A key-less OpenAI-compatible server gets no Authorization header.
    headers: { ...(config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {}), "Content-Type": "application/json" },
    body: JSON.stringify({ model: config.model ?? "omni-moderation-latest", input: text }),
    signal: signal ?? AbortSignal.timeout(timeoutMs),
  });
  if (!res.ok) throw new ModerationRequestError(res.status);
  const body = (await res.json()) as { results?: Array<{ flagged?: boolean; categories?: Record<string, boolean> }>; error?: unknown };
  const result = body.results?.[0];
  // LM Studio answers an endpoint it does not have with a 200 and an error naming it.
  if (!result && typeof body.error === "string" && /unexpected endpoint|not found|unknown (?:endpoint|route)/i.test(body.error)) {
    throw new ModerationRequestError(res.status, true, body.error.slice(0, 120));
  }
  if (!result) throw new Error("moderation answered without a result");
  return {
    flagged: result.flagged === true,
    categories: Object.entries(result.categories ?? {})
      .filter(([, v]) => v)
      .map(([k]) => k),
  };
}
