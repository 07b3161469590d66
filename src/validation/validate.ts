/** What `validate` needs of a schema (`zod` and `zod/mini` schemas both have it). */
export interface SafeParser<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } };
}

/** One message per field (the first issue wins), keyed by the field's name; "form" for the whole body. */
export function fieldErrors(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? "form");
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

/** Run the schema and return field messages keyed by field name. */
export function validate<T>(schema: SafeParser<T>, input: unknown): { ok: true; data: T } | { ok: false; fields: Record<string, string> } {
  const r = schema.safeParse(input);
  return r.success ? { ok: true, data: r.data } : { ok: false, fields: fieldErrors(r.error.issues) };
}
