import { useEffect, useRef, useState, type FormEvent, type MouseEvent } from "react";
import { api } from "./lib/api";
import { showToast } from "./lib/toast";
import { StoryCard, StoryCardSkeleton } from "../components/story/StoryCard";
import { SearchIcon } from "../components/story/icons";
import { addToQuery, filterStories, madeForChild, toSummary, type LibraryStory, type LibraryTab } from "../components/story/format";
import { storyFavoriteApiUrl, type StoryApiJson, type StorySummary } from "../src/contracts/story";

export interface LibraryGridProps {
  /** The list the server rendered (no-JavaScript readers see exactly this). */
  stories: LibraryStory[];
  query: string;
  tab: LibraryTab;
  /** The parent's saved children (issue 15): one filter chip each. */
  savedChildren?: { id: number; name: string }[];
  /** The chosen child's id (`?child=ID`), or null for everyone. */
  child?: number | null;
}

const SKELETONS = 6;
const TABS: Array<{ id: LibraryTab; label: string }> = [
  { id: "all", label: "All Stories" },
  { id: "favorites", label: "Favorites" },
];

/**
 * The library: search, All Stories / Favorites tabs, the card grid and its empty states.
 * Server-rendered with the list; once hydrated it refetches GET /api/stories (six skeleton cards meanwhile)
 * and filters in the browser, keeping the address bar in step so a reload shows the same view.
 */
export default function LibraryGrid(props: LibraryGridProps) {
  const [stories, setStories] = useState<LibraryStory[]>(props.stories);
  const savedChildren = props.savedChildren ?? [];
  const [childId, setChildId] = useState<number | null>(props.child ?? null);
  const child = savedChildren.find((c) => c.id === childId) ?? null;
  const [query, setQuery] = useState(props.query);
  const [tab, setTab] = useState<LibraryTab>(props.tab);
  const [loading, setLoading] = useState(false);
  const [busy, setBusy] = useState<Set<number>>(new Set());
  const searchRef = useRef<HTMLInputElement>(null);
  const tabRefs = useRef<Record<LibraryTab, HTMLAnchorElement | null>>({ all: null, favorites: null });

  useEffect(() => {
    let live = true;
    setLoading(true);
    api<StoryApiJson[]>("GET", "/api/stories")
      .then((list) => live && setStories(list.map(toSummary)))
      .catch(() => live && showToast({ title: "Error", description: "We couldn't refresh your stories. Showing the last saved list.", variant: "destructive" }))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, []);

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

  const viewHref = addToQuery("/library", { q: query.trim() || undefined, tab: tab === "favorites" ? tab : undefined, child: child ? String(child.id) : undefined });
  useEffect(() => {
    const here = window.location.pathname + window.location.search;
    if (here !== viewHref) window.history.replaceState(null, "", viewHref);
  }, [viewHref]);

  async function toggleFavorite(story: StorySummary, e: FormEvent) {
    e.preventDefault();
    // Close the card's menu if the toggle came from there.
    (e.currentTarget as HTMLElement).closest("details")?.removeAttribute("open");
    const next = !story.favorite;
    setBusy((b) => new Set(b).add(story.id));
    try {
      const updated = await api<StoryApiJson>("PATCH", storyFavoriteApiUrl(story.id), { favorite: next });
      setStories((list) => list.map((s) => (s.id === story.id ? { ...s, favorite: updated.favorite } : s)));
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
    setTab(next);
  }

  function onTabKey(e: React.KeyboardEvent) {
    if (e.key !== "ArrowRight" && e.key !== "ArrowLeft" && e.key !== "Home" && e.key !== "End") return;
    e.preventDefault();
    const i = TABS.findIndex((t) => t.id === tab);
    const j = e.key === "Home" ? 0 : e.key === "End" ? TABS.length - 1 : (i + (e.key === "ArrowRight" ? 1 : -1) + TABS.length) % TABS.length;
    const next = TABS[j]!.id;
    setTab(next);
    tabRefs.current[next]?.focus();
  }

  function clearSearch(e: MouseEvent) {
    e.preventDefault();
    setQuery("");
    searchRef.current?.focus();
  }

  const visible = filterStories(stories, query, tab).filter((s) => !child || madeForChild(s, child));
  const searching = query.trim() !== "";

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
            onChange={(e) => setQuery(e.target.value)}
          />
          {tab === "favorites" ? <input type="hidden" name="tab" value="favorites" /> : null}
          {child ? <input type="hidden" name="child" value={String(child.id)} /> : null}
          <button type="submit" className="btn btn-secondary btn-sm library-search-submit">
            Search
          </button>
        </form>
        <div className="tabs library-tabs" role="tablist" aria-label="Which stories">
          {TABS.map((t) => (
            <a
              key={t.id}
              ref={(el) => {
                tabRefs.current[t.id] = el;
              }}
              id={`library-tab-${t.id}`}
              role="tab"
              className="tab"
              href={addToQuery("/library", { q: query.trim() || undefined, tab: t.id === "favorites" ? t.id : undefined, child: child ? String(child.id) : undefined })}
              aria-selected={tab === t.id}
              aria-controls="library-results"
              tabIndex={tab === t.id ? 0 : -1}
              onClick={(e) => selectTab(t.id, e)}
              onKeyDown={onTabKey}
            >
              {t.label}
            </a>
          ))}
        </div>
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
                aria-current={childId === c.id ? "true" : undefined}
                style={childId === c.id ? { background: "var(--surface)", color: "var(--primary)", boxShadow: "0 1px 4px rgba(43, 33, 64, 0.12)" } : undefined}
                onClick={(e) => {
                  e.preventDefault();
                  setChildId(c.id);
                }}
              >
                {c.name}
              </a>
            ))}
          </div>
        </nav>
      ) : null}

      <section id="library-results" role="tabpanel" aria-labelledby={`library-tab-${tab}`} aria-busy={loading}>
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
              {visible.length === 1 ? "1 story" : `${visible.length} stories`}
            </p>
            <div className="story-grid">
              {visible.map((s) => (
                <StoryCard
                  key={s.id}
                  story={s}
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
            <a className="btn btn-secondary" href={addToQuery("/library", { tab: tab === "favorites" ? tab : undefined })} onClick={clearSearch}>
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
      </section>
    </div>
  );
}
