/**
 * One way to read a request body. Bodies are capped (413 beyond), and a body that cannot be read —
 * malformed JSON, a broken multipart form — is the caller's mistake: 400 with a plain message, never 500.
 */
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "../app-env";
import { HttpError } from "./errors";
import { VOICE_COPY, VOICE_LIMITS, VOICE_UPLOAD_PATH } from "../reading/voice";

/** Forms and JSON are small; the payment webhook carries Stripe's event objects. */
export const BODY_LIMITS = { default: 64 * 1024, webhook: 1024 * 1024 } as const;
export const WEBHOOK_PATH = "/api/stripe/webhook";

export const INVALID_JSON = "The request body is not valid JSON.";
export const INVALID_FORM = "The form could not be read. Please reload the page and try again.";
export const TOO_LARGE = "The request is too large.";

export const REQUEST_ABORTED = "The request was not received in full.";

export const invalidJson = () => new HttpError(400, "invalid_json", INVALID_JSON);

/**
 * A body read that failed because the connection closed before the body arrived — the client left, or
 * the Node server timed the request out (408, NODE_SERVER_LIMITS) — is the client's doing: 400, and
 * nothing for the error log (an attacker's slow bodies would fill it). Node's reset error on a request
 * whose signal was aborted; anything else is not this.
 */
export function abortedBody(err: unknown, req: Request): HttpError | null {
  if (!req.signal.aborted || !(err instanceof Error) || (err as Error & { code?: string }).code !== "ECONNRESET") return null;
  return new HttpError(400, "request_aborted", REQUEST_ABORTED);
}
export const invalidForm = () => new HttpError(400, "invalid_form", INVALID_FORM);

/** Caps every request body: 413 before the body is read in full. */
export function limitBodies(): MiddlewareHandler<AppEnv> {
  const onError = () => {
    throw new HttpError(413, "payload_too_large", TOO_LARGE);
  };
  const normal = bodyLimit({ maxSize: BODY_LIMITS.default, onError });
  const webhook = bodyLimit({ maxSize: BODY_LIMITS.webhook, onError });
  // A grown-up's recording (issue 29): as large as a clip may be, and the refusal says so.
  const voice = bodyLimit({
    maxSize: VOICE_LIMITS.maxBytes,
    onError: () => {
      throw new HttpError(413, "recording_too_large", VOICE_COPY.tooLarge);
    },
  });
  return (c, next) => {
    if (c.req.path === WEBHOOK_PATH) return webhook(c, next);
    if (c.req.method === "PUT" && VOICE_UPLOAD_PATH.test(c.req.path)) return voice(c, next);
    return normal(c, next);
  };
}

/** The JSON body (400 when it is not JSON). */
export async function jsonBody(c: Context<AppEnv>): Promise<unknown> {
  try {
    return await c.req.json();
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw invalidJson();
  }
}

/** The form fields of a urlencoded or multipart body (400 when the body is not a readable form). */
export async function formBody(c: Context<AppEnv>): Promise<Record<string, string | File>> {
  try {
    return (await c.req.parseBody()) as Record<string, string | File>;
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw invalidForm();
  }
}
