import type { MouseEvent } from "react";
import { TabLinks } from "../../components/TabLinks";
import { libraryHref, type LibraryTab, type LibraryView } from "../../components/story/format";
import type { useTabKeys } from "../lib/tabs";
import { TAB_BAR_ID, TABS } from "./listing";

interface LibraryTabsProps {
  view: LibraryView;
  /** Hydrated: ARIA tabs over the results; before that (and without JavaScript), links to each tab's address. */
  enhanced: boolean;
  tabKeys: ReturnType<typeof useTabKeys<LibraryTab>>;
  onSelect: (tab: LibraryTab, e: MouseEvent) => void;
}

/** All Stories / Favorites. */
export function LibraryTabs({ view, enhanced, tabKeys, onSelect }: LibraryTabsProps) {
  if (!enhanced)
    return (
      <TabLinks id={TAB_BAR_ID} label="Which stories" className="library-tabs" tabs={TABS} selected={view.tab} href={(t) => libraryHref({ ...view, tab: t })} />
    );
  return (
    <div className="tabs library-tabs" role="tablist" aria-label="Which stories" onKeyDown={tabKeys.onKeyDown}>
      {TABS.map((t) => (
        <a
          key={t.id}
          ref={tabKeys.tabRef(t.id)}
          id={`${TAB_BAR_ID}-tab-${t.id}`}
          role="tab"
          className="tab"
          href={libraryHref({ ...view, tab: t.id })}
          aria-selected={view.tab === t.id}
          aria-controls="library-results"
          tabIndex={view.tab === t.id ? 0 : -1}
          onClick={(e) => onSelect(t.id, e)}
        >
          {t.label}
        </a>
      ))}
    </div>
  );
}
