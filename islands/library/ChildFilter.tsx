import type { LibraryView } from "../../components/story/format";
import { childFilterHref } from "./listing";

interface ChildFilterProps {
  savedChildren: ReadonlyArray<{ id: number; name: string }>;
  view: LibraryView;
  onChoose: (childId: number | null) => void;
}

/** "Stories for": Everyone, then one chip per saved child (issue 15); each a link that works without JavaScript. */
export function ChildFilter({ savedChildren, view, onChoose }: ChildFilterProps) {
  return (
    <nav
      className="library-children"
      aria-label="Stories for"
      style={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 8, margin: "-4px 0 20px" }}
    >
      <span className="muted" style={{ fontWeight: 700 }}>
        Stories for
      </span>
      <div className="tabs library-tabs" style={{ flexWrap: "wrap" }}>
        {[{ id: null as number | null, name: "Everyone" }, ...savedChildren].map((c) => (
          <a
            key={c.id ?? "all"}
            className="tab"
            href={childFilterHref(view, c.id)}
            aria-current={view.child === c.id ? "true" : undefined}
            style={view.child === c.id ? { background: "var(--surface)", color: "var(--primary)", boxShadow: "0 1px 4px rgba(43, 33, 64, 0.12)" } : undefined}
            onClick={(e) => {
              e.preventDefault();
              onChoose(c.id);
            }}
          >
            {c.name}
          </a>
        ))}
      </div>
    </nav>
  );
}
