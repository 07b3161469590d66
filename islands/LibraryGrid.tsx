import { useEffect, useRef, useState, type MouseEvent } from "react";
import { useTabKeys } from "./lib/tabs";
import { PracticeBanner } from "../components/practice/PracticeLine";
import { filterStories, libraryHref, madeForChild, type LibraryTab, type LibraryView } from "../components/story/format";
import type { PracticeJson } from "../src/contracts/practice";
import type { StorySummary } from "../src/contracts/story";
import { ChildFilter } from "./library/ChildFilter";
import { LibraryResults } from "./library/LibraryResults";
import { LibrarySearch } from "./library/LibrarySearch";
import { LibraryTabs } from "./library/LibraryTabs";
import { TAB_IDS, withFavorite } from "./library/listing";
import { useCardMenus } from "./library/use-card-menus";
import { useFavoriteToggle } from "./library/use-favorite-toggle";
import { useInfiniteScroll } from "./library/use-infinite-scroll";
import { useLibraryListing } from "./library/use-library-listing";

export interface LibraryGridProps {
  /** The page the server rendered (no-JavaScript readers see exactly this): at most 100 summaries. */
  stories: StorySummary[];
  /** The next page's cursor (GET /api/stories's `Link: rel="next"`), or null on the last page. */
  next?: string | null;
  /** The cursor this page started from (`/library?cursor=…`, "Load more stories" without JavaScript), or null for the first page. */
  cursor?: string | null;
  query: string;
  tab: LibraryTab;
  /** The parent's saved children (issue 15): one filter chip each; with their practice (issue 28), shown atop their stories. */
  savedChildren?: { id: number; name: string; practice?: PracticeJson | null }[];
  /** The chosen child's id (`?child=ID`), or null for everyone. */
  child?: number | null;
}

/**
 * The library: search, All Stories / Favorites tabs, the per-child filter, the card grid and its empty
 * states. Server-rendered with the first page; once hydrated it refetches that page (six skeleton cards
 * meanwhile), asks GET /api/stories again whenever the view changes (the search after a pause in typing)
 * and loads the next page as the parent scrolls near the end (or presses "Load more stories", which is
 * a plain link to the next page without JavaScript). The address bar keeps the view, so a reload shows it.
 * The parts live in islands/library/: the listing, infinite scroll, favorites, card menus, and each region.
 */
export default function LibraryGrid(props: LibraryGridProps) {
  const savedChildren = props.savedChildren ?? [];
  const initialView: LibraryView = { query: props.query, tab: props.tab, child: props.child ?? null };
  /** The view being typed / clicked (the listing catches up with it). */
  const [view, setView] = useState<LibraryView>(initialView);
  /** The page the listing started from: kept in the address until the view changes. */
  const [startCursor, setStartCursor] = useState<string | null>(props.cursor ?? null);
  const [enhanced, setEnhanced] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const child = savedChildren.find((c) => c.id === view.child) ?? null;
  const tabKeys = useTabKeys(TAB_IDS, view.tab, (tab) => selectTab(tab));

  useEffect(() => setEnhanced(true), []);
  const { listing, setListing, loading, refreshing, loadingMore, loadMore } = useLibraryListing(
    { view: initialView, stories: props.stories, next: props.next ?? null },
    view,
    startCursor,
  );
  useInfiniteScroll(sentinelRef, listing.next, loading, loadingMore, loadMore);
  useCardMenus();
  const { busy, toggleFavorite } = useFavoriteToggle((id, favorite) => setListing((l) => ({ ...l, stories: withFavorite(l.stories, id, favorite) })));

  const viewHref = libraryHref(view, startCursor);
  useEffect(() => {
    const here = window.location.pathname + window.location.search;
    if (here !== viewHref) window.history.replaceState(null, "", viewHref);
  }, [viewHref]);

  function changeView(patch: Partial<LibraryView>) {
    setStartCursor(null);
    setView((v) => ({ ...v, ...patch }));
  }
  function selectTab(next: LibraryTab, e?: MouseEvent) {
    e?.preventDefault();
    changeView({ tab: next });
  }
  function clearSearch(e: MouseEvent) {
    e.preventDefault();
    changeView({ query: "" });
    searchRef.current?.focus();
  }

  // The server's list for the view, narrowed at once by what is being typed or clicked (the server's
  // answer for the new view follows).
  const visible = filterStories(listing.stories, view.query, view.tab).filter((s) => !child || madeForChild(s, child));
  const hasMore = listing.next !== null && !loading;

  return (
    <div className="library">
      <div className="library-toolbar">
        <LibrarySearch searchRef={searchRef} view={view} childId={child?.id ?? null} onQuery={(query) => changeView({ query })} />
        <LibraryTabs view={view} enhanced={enhanced} tabKeys={tabKeys} onSelect={selectTab} />
      </div>

      {savedChildren.length ? <ChildFilter savedChildren={savedChildren} view={view} onChoose={(id) => changeView({ child: id })} /> : null}
      {child?.practice ? <PracticeBanner childId={child.id} childName={child.name} practice={child.practice} /> : null}

      <LibraryResults
        view={view}
        enhanced={enhanced}
        loading={loading}
        refreshing={refreshing}
        visible={visible}
        viewHref={viewHref}
        child={child}
        busy={busy}
        onToggleFavorite={toggleFavorite}
        onClearSearch={clearSearch}
        hasMore={hasMore}
        moreHref={listing.next ? libraryHref(listing.view, listing.next) : null}
        loadingMore={loadingMore}
        sentinelRef={sentinelRef}
        onLoadMore={() => void loadMore()}
        startCursor={startCursor}
      />
    </div>
  );
}
