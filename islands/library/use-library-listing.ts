import { useEffect, useRef, useState } from "react";
import { listViewOf, type LibraryView } from "../../components/story/format";
import { storiesApiUrl, type StorySummary } from "../../src/contracts/story";
import { ApiError } from "../lib/api";
import { showToast } from "../lib/toast";
import { appendPage, nextCursor, SEARCH_DEBOUNCE_MS, type Listing } from "./listing";

/** One page of GET /api/stories: the summaries and the next page's cursor (from the Link header). */
async function fetchPage(view: LibraryView, cursor: string | null): Promise<{ stories: StorySummary[]; next: string | null }> {
  const res = await fetch(storiesApiUrl(listViewOf(view), cursor), { credentials: "include", headers: { Accept: "application/json" } });
  if (!res.ok) throw new ApiError(res.status, `${res.status}: ${res.statusText}`, null);
  const next = nextCursor(res.headers.get("Link"), window.location.href);
  return { stories: (await res.json()) as StorySummary[], next };
}

/**
 * The stories for the view: the server's page at first; on hydration that page again (`loading`: skeletons),
 * then GET /api/stories again whenever the view changes (`refreshing`; the search after a pause in typing),
 * and `loadMore` for the next page. Answers for an older view are dropped.
 */
export function useLibraryListing(initial: Listing, view: LibraryView, startCursor: string | null) {
  const [listing, setListing] = useState<Listing>(initial);
  const [loading, setLoading] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  /** Bumped by every new view: answers for an older one are dropped. */
  const generation = useRef(0);
  const mounted = useRef(false);

  // The list for the current view: at once on hydration (skeletons) and for tab or child changes, after a
  // pause for typing in the search.
  const { query, tab, child: childId } = view;
  useEffect(() => {
    const first = !mounted.current;
    mounted.current = true;
    const wanted: LibraryView = { query, tab, child: childId };
    const mine = ++generation.current;
    const run = async () => {
      if (first) setLoading(true);
      else setRefreshing(true);
      try {
        const page = await fetchPage(wanted, first ? startCursor : null);
        if (mine !== generation.current) return;
        setListing({ view: wanted, stories: page.stories, next: page.next });
      } catch {
        if (mine !== generation.current) return;
        showToast({ title: "Error", description: "We couldn't refresh your stories. Showing the last saved list.", variant: "destructive" });
      } finally {
        if (mine === generation.current) {
          setLoading(false);
          setRefreshing(false);
          setLoadingMore(false);
        }
      }
    };
    const sameQuery = listing.view.query.trim() === query.trim();
    if (first || sameQuery) {
      void run();
      return;
    }
    const timer = setTimeout(() => void run(), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // `listing` and `startCursor` are read as of this view change on purpose.
  }, [query, tab, childId]);

  async function loadMore() {
    if (!listing.next || loading || loadingMore) return;
    const mine = generation.current;
    setLoadingMore(true);
    try {
      const page = await fetchPage(listing.view, listing.next);
      if (mine !== generation.current) return;
      setListing((l) => ({ ...l, stories: appendPage(l.stories, page.stories), next: page.next }));
    } catch {
      if (mine === generation.current) showToast({ title: "Error", description: "We couldn't load more stories. Please try again.", variant: "destructive" });
    } finally {
      if (mine === generation.current) setLoadingMore(false);
    }
  }

  return { listing, setListing, loading, refreshing, loadingMore, loadMore };
}
