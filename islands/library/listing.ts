/**
 * The library's plain rules, no React: its tabs, how a page of stories joins the list, what the results
 * region and its status line say, which empty state shows, and the addresses of the child chips.
 */
import { addToQuery, type LibraryTab, type LibraryView } from "../../components/story/format";
import { nextLink, type StorySummary } from "../../src/contracts/story";

/** The stories shown, the view they were asked for, and the cursor of the page after them. */
export interface Listing {
  view: LibraryView;
  stories: StorySummary[];
  next: string | null;
}

/** Skeleton cards while the first list loads (spec: six of them). */
export const SKELETONS = 6;
/** How long typing has to pause before the search asks the server. */
export const SEARCH_DEBOUNCE_MS = 250;
export const TABS: Array<{ id: LibraryTab; label: string }> = [
  { id: "all", label: "All Stories" },
  { id: "favorites", label: "Favorites" },
];
export const TAB_IDS = TABS.map((t) => t.id);
/** Prefix of the tab ids (`library-tab-all`), as TabLinks names them. */
export const TAB_BAR_ID = "library";

/** The next page's cursor from GET /api/stories's Link header (`rel="next"`), or null on the last page. */
export function nextCursor(linkHeader: string | null, base: string): string | null {
  const link = nextLink(linkHeader);
  return link ? new URL(link, base).searchParams.get("cursor") : null;
}

/** The list with the next page after it (a story already in the list is not shown twice). */
export function appendPage(stories: StorySummary[], more: StorySummary[]): StorySummary[] {
  const seen = new Set(stories.map((s) => s.id));
  return [...stories, ...more.filter((s) => !seen.has(s.id))];
}

/** The list with one story's favorite mark changed. */
export function withFavorite(stories: StorySummary[], id: number, favorite: boolean): StorySummary[] {
  return stories.map((s) => (s.id === id ? { ...s, favorite } : s));
}

/** The results region's name (and its hidden heading). */
export function resultsLabel(tab: LibraryTab): string {
  return tab === "favorites" ? "Favorite stories" : "All stories";
}

/** What the status line tells a screen reader about the cards shown. */
export function countStatus(count: number, hasMore: boolean): string {
  if (hasMore) return `Showing ${count} stories; more load as you scroll`;
  return count === 1 ? "1 story" : `${count} stories`;
}

/** Which empty state shows when no card does: the chosen child's, the search's, or "No stories yet". */
export function emptyState(view: LibraryView, hasChild: boolean): "child" | "search" | "none" {
  const searching = view.query.trim() !== "";
  if (hasChild && !searching && view.tab === "all") return "child";
  return searching ? "search" : "none";
}

/** A child chip's address: the search and tab kept, the child chosen (null: everyone). Works without JavaScript. */
export function childFilterHref(view: LibraryView, childId: number | null): string {
  return addToQuery("/library", {
    q: view.query.trim() || undefined,
    tab: view.tab === "favorites" ? view.tab : undefined,
    child: childId ? String(childId) : undefined,
  });
}
