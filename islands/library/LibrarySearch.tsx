import type { RefObject } from "react";
import { SearchIcon } from "../../components/story/icons";
import type { LibraryView } from "../../components/story/format";

interface LibrarySearchProps {
  searchRef: RefObject<HTMLInputElement | null>;
  view: LibraryView;
  /** The chosen child, if any (kept in the no-JavaScript search's address). */
  childId: number | null;
  onQuery: (query: string) => void;
}

/** The search box: filters as the parent types; without JavaScript, a GET form to /library that keeps the tab and child. */
export function LibrarySearch({ searchRef, view, childId, onQuery }: LibrarySearchProps) {
  return (
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
        value={view.query}
        onChange={(e) => onQuery(e.target.value)}
      />
      {view.tab === "favorites" ? <input type="hidden" name="tab" value="favorites" /> : null}
      {childId ? <input type="hidden" name="child" value={String(childId)} /> : null}
      <button type="submit" className="btn btn-secondary btn-sm library-search-submit">
        Search
      </button>
    </form>
  );
}
