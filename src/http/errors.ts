/** A typed error a route or domain module throws; the one error handler turns it into HTML or JSON. */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 500 | 502 | 503 | 504,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) => new HttpError(400, "invalid_input", message, fields);
export const unauthorized = () => new HttpError(401, "unauthorized", "Please sign in to continue.");
export const forbidden = () => new HttpError(403, "forbidden", "You do not have permission to do that.");
export const notFound = (message = "Not found") => new HttpError(404, "not_found", message);

export interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> } & Record<string, unknown>;
}

export function errorBody(err: HttpError): ErrorBody {
  return { error: { code: err.code, message: err.message, ...(err.fields ? { fields: err.fields } : {}), ...err.extra } };
}

/**
 * An error as it may be written to a log: one line, no SQL parameters (they carry story text and
 * e-mail addresses), no request bodies, at most 300 characters.
 */
export function errorText(err: unknown): string {
  const raw = err instanceof Error ? `${err.name === "Error" ? "" : `${err.name}: `}${err.message}` : String(err);
  return redact(raw);
}

/** A stack trace for the log: the frames only (its first line repeats the message, which may carry data). */
export function errorStack(err: unknown): string | undefined {
  if (!(err instanceof Error) || !err.stack) return undefined;
  return err.stack
    .split("\n")
    .filter((l) => /^\s+at /.test(l))
    .slice(0, 12)
    .join("\n");
}

function redact(text: string): string {
  return text
    .replace(/\bparams:[\s\S]*$/i, "params: [redacted]")
    .replace(/\s+/g, " ")
    .slice(0, 300);
}
