import { behaviorLabel } from "../../src/contracts/catalog";
import type { StoryListView, StorySummary } from "../../src/contracts/story";

/**
 * Story facts shared by the library and story pages and their islands (plain data in, plain data out,
 * so the server and the browser compute the same thing).
 */

export type LibraryTab = "all" | "favorites";

/** Spec 5: the card preview is the first 120 characters plus an ellipsis. */
export const PREVIEW_LENGTH = 120;
export function storyPreview(content: string): string {
  return content.replace(/\s+/g, " ").trim().slice(0, PREVIEW_LENGTH) + "…";
}

/**
 * Spec 5: case-insensitive substring on title, childName, behavior and customBehavior; the behavior
 * matches by its id ("screen-time") or the label its card shows ("Screens"). The server searches with
 * the same rule in SQL (`listStorySummaries` in src/stories/library.ts).
 */
export function matchesSearch(s: Pick<StorySummary, "title" | "childName" | "behavior" | "customBehavior">, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [s.title, s.childName, s.behavior, behaviorLabel(s.behavior), s.customBehavior ?? ""].some((field) => field.toLowerCase().includes(q));
}

/** Spec 4: the tab (all or favorites) combined with the text search. */
export function filterStories<T extends StorySummary>(list: T[], query: string, tab: LibraryTab): T[] {
  return list.filter((s) => (tab === "favorites" ? s.favorite : true) && matchesSearch(s, query));
}

/** What the library shows: the search, the tab and the saved child (each part of the address). */
export interface LibraryView {
  query: string;
  tab: LibraryTab;
  child: number | null;
}

/** The library's address for a view (and a page of it: `cursor`, from the list's Link header). */
export function libraryHref(view: LibraryView, cursor?: string | null): string {
  return addToQuery("/library", {
    q: view.query.trim() || undefined,
    tab: view.tab === "favorites" ? view.tab : undefined,
    child: view.child ? String(view.child) : undefined,
    cursor: cursor || undefined,
  });
}

/** The same view as GET /api/stories's query. */
export function listViewOf(view: LibraryView): StoryListView {
  return { q: view.query.trim() || undefined, favorite: view.tab === "favorites", childId: view.child };
}

/**
 * Whether a story belongs under a saved child in the library: made from that child (its childId), or
 * typed in with the child's name (any case) and no saved child — stories made before the child was saved.
 */
export function madeForChild(s: { childId?: number | null; childName: string }, child: { id: number; name: string }): boolean {
  if (s.childId != null) return s.childId === child.id;
  return s.childName.trim().toLowerCase() === child.name.trim().toLowerCase();
}

/** `?child=ID` on /library: a positive id, else no filter. */
export function parseChildFilter(raw: string | null | undefined): number | null {
  return raw && /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

export function parseTab(raw: string | null | undefined): LibraryTab {
  return raw === "favorites" ? "favorites" : "all";
}

/** 'A story for {child} about {behavior}': the parent's own words for custom, else the id with hyphens as spaces. */
export function behaviorPhrase(s: { behavior: string; customBehavior: string | null }): string {
  if (s.behavior === "custom") return s.customBehavior?.trim() || "a special situation";
  return s.behavior.replace(/-/g, " ");
}

/**
 * The line under the story's title. The spec's "A story for {child} about {behavior}"; for a custom
 * situation the plan's child-friendly summary instead of the parent's own sentence:
 * "A story for Mia, who feels scared about the vacuum cleaner".
 */
export function storyForLine(s: {
  childName: string;
  behavior: string;
  customBehavior: string | null;
  plan?: { situation: { summary: string } } | null;
}): string {
  const summary = s.plan?.situation.summary.trim().replace(/[.!]+$/, "");
  if (s.behavior === "custom" && summary) {
    const name = s.childName.trim();
    if (summary.toLowerCase().startsWith(`${name.toLowerCase()} `)) return `A story for ${name}, who ${summary.slice(name.length + 1)}`;
    return `A story for ${name}: ${summary.charAt(0).toLowerCase()}${summary.slice(1)}`;
  }
  return `A story for ${s.childName} about ${behaviorPhrase(s)}`;
}

/** The short label on a card ("Screens", "Sharing", "Custom Behavior"). */
export function behaviorBadge(behavior: string): string {
  return behaviorLabel(behavior);
}

/** A date both the server and the browser print the same way. */
export function formatStoryDate(iso: string): string {
  return new Date(iso).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
}

export function addToQuery(path: string, params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v) search.set(k, v);
  const s = search.toString();
  return s ? `${path}?${s}` : path;
}
