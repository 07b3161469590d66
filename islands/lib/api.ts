/**
 * Calls from islands to the HTTP API (spec section 7): credentials included, JSON content type only
 * with a body. A non-OK response throws ApiError whose message is "status: text" (spec section 8),
 * and which carries the parsed JSON error body when there is one.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: { error?: { code?: string; message?: string; fields?: Record<string, string> } & Record<string, unknown> } | null,
  ) {
    super(message);
  }
  /** The server's human message when it sent one. */
  get userMessage(): string {
    return this.body?.error?.message ?? this.message;
  }
}

export async function api<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(path, {
    method,
    credentials: "include",
    headers: body === undefined ? { Accept: "application/json" } : { "Content-Type": "application/json", Accept: "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json: any = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!res.ok) throw new ApiError(res.status, `${res.status}: ${text || res.statusText}`, json);
  return json as T;
}
