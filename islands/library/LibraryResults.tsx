import type { FormEvent, MouseEvent, RefObject } from "react";
import { StoryCard, StoryCardSkeleton } from "../../components/story/StoryCard";
import { libraryHref, type LibraryView } from "../../components/story/format";
import type { StorySummary } from "../../src/contracts/story";
import { showToast } from "../lib/toast";
import { EmptyLibrary } from "./EmptyLibrary";
import { countStatus, resultsLabel, SKELETONS, TAB_BAR_ID } from "./listing";

interface LibraryResultsProps {
  view: LibraryView;
  enhanced: boolean;
  /** The first list is loading (skeletons); a new view's list is on its way. */
  loading: boolean;
  refreshing: boolean;
  /** The cards to show, and the address they were shown at (each card's way back). */
  visible: StorySummary[];
  viewHref: string;
  child: { id: number; name: string } | null;
  busy: Set<number>;
  onToggleFavorite: (story: StorySummary, e: FormEvent) => void;
  onClearSearch: (e: MouseEvent) => void;
  /** The next page: whether there is one, its address (a plain link without JavaScript), and loading it. */
  hasMore: boolean;
  moreHref: string | null;
  loadingMore: boolean;
  sentinelRef: RefObject<HTMLDivElement | null>;
  onLoadMore: () => void;
  /** The list started from a later page (`?cursor=`): offer the way back to the newest. */
  startCursor: string | null;
}

/** The results region: skeletons while loading, the card grid (or an empty state), "Load more stories" and the way back to the newest. */
export function LibraryResults(props: LibraryResultsProps) {
  const { view, enhanced, loading, visible } = props;
  return (
    <section
      id="library-results"
      role={enhanced ? "tabpanel" : undefined}
      aria-labelledby={enhanced ? `${TAB_BAR_ID}-tab-${view.tab}` : undefined}
      aria-label={enhanced ? undefined : resultsLabel(view.tab)}
      aria-busy={loading || props.refreshing}
    >
      <h2 className="visually-hidden">{resultsLabel(view.tab)}</h2>
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
            {countStatus(visible.length, props.hasMore)}
          </p>
          <div className="story-grid">
            {visible.map((s, i) => (
              <StoryCard
                key={s.id}
                story={s}
                eager={i < 3}
                returnTo={props.viewHref}
                busy={props.busy.has(s.id)}
                onToggleFavorite={props.onToggleFavorite}
                onDownload={() => showToast({ title: "Download started", description: "Your PDF is being downloaded" })}
              />
            ))}
          </div>
        </>
      ) : (
        <EmptyLibrary view={view} child={props.child} onClearSearch={props.onClearSearch} />
      )}

      {props.hasMore && props.moreHref ? (
        <div ref={props.sentinelRef} className="library-more" style={{ display: "flex", justifyContent: "center", margin: "28px 0 8px" }}>
          <a
            className="btn btn-secondary"
            href={props.moreHref}
            aria-disabled={props.loadingMore || undefined}
            onClick={(e) => {
              e.preventDefault();
              props.onLoadMore();
            }}
          >
            {props.loadingMore ? "Loading more stories…" : "Load more stories"}
          </a>
        </div>
      ) : null}
      {props.startCursor && !loading ? (
        <p style={{ textAlign: "center", margin: "16px 0 0" }}>
          <a href={libraryHref(view)}>Back to your newest stories</a>
        </p>
      ) : null}
    </section>
  );
}
