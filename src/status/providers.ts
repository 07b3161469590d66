/**
 * How a provider is named in `deps.providers` (the start-up log and /status): its kind, then any detail
 * in one pair of parentheses — "libSQL file (/srv/app.db)". Everyone may see the kind; the detail
 * (paths, hosts, model names, the issuer) only admins and the operator's log.
 */
export function provider(kind: string, detail?: string): string {
  return detail ? `${kind} (${detail})` : kind;
}

/** The kind alone: what /status shows a visitor who is not an admin. */
export function providerKind(text: string): string {
  const open = text.indexOf(" (");
  return open === -1 ? text : text.slice(0, open);
}
