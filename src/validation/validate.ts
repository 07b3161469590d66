import type { z } from "zod";

/** Run the schema and return field messages keyed by field name. */
export function validate<T>(schema: z.ZodType<T>, input: unknown): { ok: true; data: T } | { ok: false; fields: Record<string, string> } {
  const r = schema.safeParse(input);
  if (r.success) return { ok: true, data: r.data };
  const fields: Record<string, string> = {};
  for (const issue of r.error.issues) {
    const k = String(issue.path[0] ?? "form");
    if (!(k in fields)) fields[k] = issue.message;
  }
  return { ok: false, fields };
}
