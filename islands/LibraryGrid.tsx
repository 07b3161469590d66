import { useEffect, useRef, useState, type FormEvent, type MouseEvent } from "react";
import { api, ApiError } from "./lib/api";
import { showToast } from "./lib/toast";
import { useTabKeys } from "./lib/tabs";
import { TabLinks } from "../components/TabLinks";
import { StoryCard, StoryCardSkeleton } from "../components/story/StoryCard";
import { SearchIcon } from "../components/story/icons";
import { addToQuery, filterStories, libraryHref, listViewOf, madeForChild, type LibraryTab, type LibraryView } from "../components/story/format";
import { PracticeBanner } from "../components/practice/PracticeLine";
import type { PracticeJson } from "../src/contracts/practice";
import { nextLink, storiesApiUrl, storyFavoriteApiUrl, type StoryApiJson, type StorySummary } from "../src/contracts/story";

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

const SKELETONS = 6;
/** How long typing has to pause before the search asks the server. */
const SEARCH_DEBOUNCE_MS = 250;
const TABS: Array<{ id: LibraryTab; label: string }> = [
  { id: "all", label: "All Stories" },
  { id: "favorites", label: "Favorites" },
];
const TAB_IDS = TABS.map((t) => t.id);
/** Prefix of the tab ids (`library-tab-all`), as TabLinks names them. */
const TAB_BAR_ID = "library";

/** The stories shown, the view they were asked for, and the cursor of the page after them. */
interface Listing {
  view: LibraryView;
  stories: StorySummary[];
  next: string | null;
}

/** One page of GET /api/stories: the summaries and the next page's cursor (from the Link header). */
async function fetchPage(view: LibraryView, cursor: string | null): Promise<{ stories: StorySummary[]; next: string | null }> {
  const res = await fetch(storiesApiUrl(listViewOf(view), cursor), { credentials: "include", headers: { Accept: "application/json" } });
  if (!res.ok) throw new ApiError(res.status, `${res.status}: ${res.statusText}`, null);
  const link = nextLink(res.headers.get("Link"));
  const next = link ? new URL(link, window.location.href).searchParams.get("cursor") : null;
  return { stories: (await res.json()) as StorySummary[], next };
}

/**
 * The library: search, All Stories / Favorites tabs, the per-child filter, the card grid and its empty
 * states. Server-rendered with the first page; once hydrated it refetches that page (six skeleton cards
 * meanwhile), asks GET /api/stories again whenever the view changes (the search after a pause in typing)
 * and loads the next page as the parent scrolls near the end (or presses "Load more stories", which is
 * a plain link to the next page without JavaScript). The address bar keeps the view, so a reload shows it.
 */
export default function LibraryGrid(props: LibraryGridProps) {
  const savedChildren = props.savedChildren ?? [];
  const initialView: LibraryView = { query: props.query, tab: props.tab, child: props.child ?? null };
  const [listing, setListing] = useState<Listing>({ view: initialView, stories: props.stories, next: props.next ?? null });
  /** The view being typed / clicked (the listing catches up with it). */
  const [view, setView] = useState<LibraryView>(initialView);
  /** The page the listing started from: kept in the address until the view changes. */
  const [startCursor, setStartCursor] = useState<string | null>(props.cursor ?? null);
  const [loading, setLoading] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const [enhanced, setEnhanced] = useState(false);
  const [busy, setBusy] = useState<Set<number>>(new Set());
  const searchRef = useRef<HTMLInputElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  /** Bumped by every new view: answers for an older one are dropped. */
  const generation = useRef(0);
  const mounted = useRef(false);
  const child = savedChildren.find((c) => c.id === view.child) ?? null;
  const tabKeys = useTabKeys(TAB_IDS, view.tab, (tab) => selectTab(tab));

  useEffect(() => setEnhanced(true), []);

  // The list for the current view: at once on hydration (skeletons) and for tab or child changes, after a
  // pause for typing in the search.
  const { query, tab } = view;
  const childId = view.child;
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
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, tab, childId]);

  async function loadMore() {
    if (!listing.next || loading || loadingMore) return;
    const mine = generation.current;
    setLoadingMore(true);
    try {
      const page = await fetchPage(listing.view, listing.next);
      if (mine !== generation.current) return;
      setListing((l) => {
        const seen = new Set(l.stories.map((s) => s.id));
        return { ...l, stories: [...l.stories, ...page.stories.filter((s) => !seen.has(s.id))], next: page.next };
      });
    } catch {
      if (mine === generation.current) showToast({ title: "Error", description: "We couldn't load more stories. Please try again.", variant: "destructive" });
    } finally {
      if (mine === generation.current) setLoadingMore(false);
    }
  }
  const loadMoreRef = useRef(loadMore);
  loadMoreRef.current = loadMore;

  // Scrolling near the end loads the next page (the button stays as the fallback).
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || !listing.next || loading || loadingMore || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) void loadMoreRef.current();
    }, { rootMargin: "0px 0px 600px 0px" });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [listing.next, loading, loadingMore]);

  // Card menus are <details>: close them on a click elsewhere or on Escape (focus goes back to the button).
  useEffect(() => {
    const openMenus = () => [...document.querySelectorAll<HTMLDetailsElement>(".card-menu[open]")];
    const onClick = (e: Event) => {
      for (const menu of openMenus()) if (!menu.contains(e.target as Node)) menu.open = false;
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      for (const menu of openMenus()) {
        menu.open = false;
        menu.querySelector("summary")?.focus();
      }
    };
    document.addEventListener("click", onClick);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("keydown", onKey);
    };
  }, []);

  const viewHref = libraryHref(view, startCursor);
  useEffect(() => {
    const here = window.location.pathname + window.location.search;
    if (here !== viewHref) window.history.replaceState(null, "", viewHref);
  }, [viewHref]);

  function changeView(patch: Partial<LibraryView>) {
    setStartCursor(null);
    setView((v) => ({ ...v, ...patch }));
  }

  async function toggleFavorite(story: StorySummary, e: FormEvent) {
    e.preventDefault();
    // Close the card's menu if the toggle came from there.
    (e.currentTarget as HTMLElement).closest("details")?.removeAttribute("open");
    const next = !story.favorite;
    setBusy((b) => new Set(b).add(story.id));
    try {
      const updated = await api<StoryApiJson>("PATCH", storyFavoriteApiUrl(story.id), { favorite: next });
      setListing((l) => ({ ...l, stories: l.stories.map((s) => (s.id === story.id ? { ...s, favorite: updated.favorite } : s)) }));
      showToast({ title: updated.favorite ? "Added to favorites" : "Removed from favorites", description: story.title });
    } catch {
      showToast({ title: "Error", description: "Failed to update favorite status", variant: "destructive" });
    } finally {
      setBusy((b) => {
        const copy = new Set(b);
        copy.delete(story.id);
        return copy;
      });
    }
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
  const visible = filterStories(listing.stories, query, tab).filter((s) => !child || madeForChild(s, child));
  const searching = query.trim() !== "";
  const hasMore = listing.next !== null && !loading;
  const moreHref = listing.next ? libraryHref(listing.view, listing.next) : null;

  return (
    <div className="library">
      <div className="library-toolbar">
        <form className="library-search" role="search" method="get" action="/library" onSubmit={(e) => e.preventDefault()}>
          <label htmlFor="library-search" className="visually-hidden">
            Search stories
          </label>
          <SearchIcon />
          <input
            ref={searchRef}
            id="library-search"
            type="search"
            name="q"
            placeholder="Search stories..."
            autoComplete="off"
            value={query}
            onChange={(e) => changeView({ query: e.target.value })}
          />
          {tab === "favorites" ? <input type="hidden" name="tab" value="favorites" /> : null}
          {child ? <input type="hidden" name="child" value={String(child.id)} /> : null}
          <button type="submit" className="btn btn-secondary btn-sm library-search-submit">
            Search
          </button>
        </form>
        {enhanced ? (
          <div className="tabs library-tabs" role="tablist" aria-label="Which stories" onKeyDown={tabKeys.onKeyDown}>
            {TABS.map((t) => (
              <a
                key={t.id}
                ref={tabKeys.tabRef(t.id)}
                id={`${TAB_BAR_ID}-tab-${t.id}`}
                role="tab"
                className="tab"
                href={libraryHref({ ...view, tab: t.id })}
                aria-selected={tab === t.id}
                aria-controls="library-results"
                tabIndex={tab === t.id ? 0 : -1}
                onClick={(e) => selectTab(t.id, e)}
              >
                {t.label}
              </a>
            ))}
          </div>
        ) : (
          <TabLinks id={TAB_BAR_ID} label="Which stories" className="library-tabs" tabs={TABS} selected={tab} href={(t) => libraryHref({ ...view, tab: t })} />
        )}
      </div>

      {savedChildren.length ? (
        <nav className="library-children" aria-label="Stories for" style={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 8, margin: "-4px 0 20px" }}>
          <span className="muted" style={{ fontWeight: 700 }}>
            Stories for
          </span>
          <div className="tabs library-tabs" style={{ flexWrap: "wrap" }}>
            {[{ id: null as number | null, name: "Everyone" }, ...savedChildren].map((c) => (
              <a
                key={c.id ?? "all"}
                className="tab"
                href={addToQuery("/library", { q: query.trim() || undefined, tab: tab === "favorites" ? tab : undefined, child: c.id ? String(c.id) : undefined })}
                aria-current={view.child === c.id ? "true" : undefined}
                style={view.child === c.id ? { background: "var(--surface)", color: "var(--primary)", boxShadow: "0 1px 4px rgba(43, 33, 64, 0.12)" } : undefined}
                onClick={(e) => {
                  e.preventDefault();
                  changeView({ child: c.id });
                }}
              >
                {c.name}
              </a>
            ))}
          </div>
        </nav>
      ) : null}
      {child && savedChildren.find((c) => c.id === child.id)?.practice ? <PracticeBanner childId={child.id} childName={child.name} practice={savedChildren.find((c) => c.id === child.id)!.practice!} /> : null}

      <section
        id="library-results"
        role={enhanced ? "tabpanel" : undefined}
        aria-labelledby={enhanced ? `${TAB_BAR_ID}-tab-${tab}` : undefined}
        aria-label={enhanced ? undefined : tab === "favorites" ? "Favorite stories" : "All stories"}
        aria-busy={loading || refreshing}
      >
        <h2 className="visually-hidden">{tab === "favorites" ? "Favorite stories" : "All stories"}</h2>
        {loading ? (
          <>
            <p className="visually-hidden" role="status">
              Loading your stories…
            </p>
            <div className="story-grid">
              {Array.from({ length: SKELETONS }, (_, i) => (
                <StoryCardSkeleton key={i} />
              ))}
            </div>
          </>
        ) : visible.length > 0 ? (
          <>
            <p className="visually-hidden" role="status">
              {hasMore ? `Showing ${visible.length} stories; more load as you scroll` : visible.length === 1 ? "1 story" : `${visible.length} stories`}
            </p>
            <div className="story-grid">
              {visible.map((s, i) => (
                <StoryCard
                  key={s.id}
                  story={s}
                  eager={i < 3}
                  returnTo={viewHref}
                  busy={busy.has(s.id)}
                  onToggleFavorite={toggleFavorite}
                  onDownload={() => showToast({ title: "Download started", description: "Your PDF is being downloaded" })}
                />
              ))}
            </div>
          </>
        ) : child && !searching && tab === "all" ? (
          <div className="library-empty">
            <h2>No stories for {child.name} yet</h2>
            <p>Stories you make for {child.name} will be here.</p>
            <a className="btn btn-primary" href={`/behaviors?child=${child.id}`}>
              Create a story for {child.name}
            </a>
          </div>
        ) : searching ? (
          <div className="library-empty">
            <h2>No stories found</h2>
            <p>No stories match “{query.trim()}”. Try a child's name, a title or a behavior.</p>
            <a className="btn btn-secondary" href={libraryHref({ ...view, query: "" })} onClick={clearSearch}>
              Clear Search
            </a>
          </div>
        ) : (
          <div className="library-empty">
            <h2>No stories yet</h2>
            {tab === "favorites" ? (
              <p>You haven't added any stories to your favorites yet.</p>
            ) : (
              <>
                <p>Get started by creating your first personalized story.</p>
                <a className="btn btn-primary" href="/behaviors">
                  Create Your First Story
                </a>
              </>
            )}
          </div>
        )}

        {hasMore && moreHref ? (
          <div ref={sentinelRef} className="library-more" style={{ display: "flex", justifyContent: "center", margin: "28px 0 8px" }}>
            <a
              className="btn btn-secondary"
              href={moreHref}
              aria-disabled={loadingMore || undefined}
              onClick={(e) => {
                e.preventDefault();
                void loadMore();
              }}
            >
              {loadingMore ? "Loading more stories…" : "Load more stories"}
            </a>
          </div>
        ) : null}
        {startCursor && !loading ? (
          <p style={{ textAlign: "center", margin: "16px 0 0" }}>
            <a href={libraryHref(view)}>Back to your newest stories</a>
          </p>
        ) : null}
      </section>
    </div>
  );
}
