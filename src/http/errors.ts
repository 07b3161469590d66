/** A typed error a route or domain module throws; the one error handler turns it into HTML or JSON. */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 500 | 502 | 503,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, "invalid_input", message, fields);
export const unauthorized = () => new HttpError(401, "unauthorized", "Please sign in to continue.");
export const forbidden = () => new HttpError(403, "forbidden", "You do not have permission to do that.");
export const notFound = (message = "Not found") => new HttpError(404, "not_found", message);

export interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> } & Record<string, unknown>;
}

export function errorBody(err: HttpError): ErrorBody {
  return { error: { code: err.code, message: err.message, ...(err.fields ? { fields: err.fields } : {}), ...err.extra } };
}
