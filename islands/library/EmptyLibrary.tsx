import type { MouseEvent } from "react";
import { libraryHref, type LibraryView } from "../../components/story/format";
import { emptyState } from "./listing";

interface EmptyLibraryProps {
  view: LibraryView;
  /** The chosen child, if any. */
  child: { id: number; name: string } | null;
  onClearSearch: (e: MouseEvent) => void;
}

/** No cards to show: nothing for the chosen child yet, nothing matching the search, or no stories (or favorites) yet. */
export function EmptyLibrary({ view, child, onClearSearch }: EmptyLibraryProps) {
  const kind = emptyState(view, !!child);
  if (kind === "child" && child) {
    return (
      <div className="library-empty">
        <h2>No stories for {child.name} yet</h2>
        <p>Stories you make for {child.name} will be here.</p>
        <a className="btn btn-primary" href={`/behaviors?child=${child.id}`}>
          Create a story for {child.name}
        </a>
      </div>
    );
  }
  if (kind === "search") {
    return (
      <div className="library-empty">
        <h2>No stories found</h2>
        <p>No stories match “{view.query.trim()}”. Try a child's name, a title or a behavior.</p>
        <a className="btn btn-secondary" href={libraryHref({ ...view, query: "" })} onClick={onClearSearch}>
          Clear Search
        </a>
      </div>
    );
  }
  return (
    <div className="library-empty">
      <h2>No stories yet</h2>
      {view.tab === "favorites" ? (
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
  );
}
