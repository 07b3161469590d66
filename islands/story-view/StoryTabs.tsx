import type { useTabKeys } from "../lib/tabs";
import { PANEL_INFO, type Panel } from "./paging";

interface StoryTabsProps {
  panels: Panel[];
  active: Panel;
  /** Hydrated: real ARIA tabs; before that (and without JavaScript), in-page links to the panels. */
  enhanced: boolean;
  hasBook: boolean;
  tabKeys: ReturnType<typeof useTabKeys<Panel>>;
  onSelect: (panel: Panel) => void;
}

/** The Book, Story and Coloring Page tabs. */
export function StoryTabs({ panels, active, enhanced, hasBook, tabKeys, onSelect }: StoryTabsProps) {
  return (
    <div
      className="tabs story-tabs"
      role={enhanced ? "tablist" : undefined}
      aria-label={enhanced ? (hasBook ? "Book, story and coloring page" : "Story and coloring page") : undefined}
    >
      {panels.map((p) => (
        <a
          key={p}
          ref={tabKeys.tabRef(p)}
          id={`tab-${PANEL_INFO[p].id}`}
          className="tab"
          href={`#${PANEL_INFO[p].id}`}
          role={enhanced ? "tab" : undefined}
          aria-selected={enhanced ? active === p : undefined}
          aria-controls={enhanced ? PANEL_INFO[p].id : undefined}
          tabIndex={enhanced && active !== p ? -1 : undefined}
          onClick={(e) => {
            e.preventDefault();
            onSelect(p);
          }}
          onKeyDown={enhanced ? tabKeys.onKeyDown : undefined}
        >
          {PANEL_INFO[p].label}
        </a>
      ))}
    </div>
  );
}

/** A panel's attributes: a labelled region without JavaScript, a tab panel (hidden unless chosen) once hydrated. */
export function panelProps(p: Panel, enhanced: boolean, active: Panel) {
  return {
    id: PANEL_INFO[p].id,
    role: enhanced ? "tabpanel" : undefined,
    "aria-labelledby": enhanced ? `tab-${PANEL_INFO[p].id}` : undefined,
    "aria-label": enhanced ? undefined : PANEL_INFO[p].label,
    hidden: enhanced && active !== p,
    tabIndex: enhanced ? 0 : undefined,
  };
}
