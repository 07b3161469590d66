import { useEffect, useState } from "react";
import { TabLinks } from "../components/TabLinks";
import { useTabKeys } from "./lib/tabs";
export interface TabsProps {
  /** Prefix of the ids: tabs are `${id}-tab-${tab}`, the server-rendered panels `${id}-panel-${tab}`. */
  id: string;
  /** Accessible name of the tab list. */
  label: string;
  tabs: { id: string; label: string }[];
  selected: string;
  /** Query parameter that selects a tab on the server (no-JS links, shareable addresses). */
  param?: string;
}

/**
 * Generic tabs. The server renders every panel (only the selected one visible) and this tab bar as plain
 * links to `?tab=…`, so the page works without JavaScript. Once hydrated, the links become ARIA tabs that
 * switch panels in place (arrow keys, Home, End) and keep the address in step with history.replaceState.
 */
export default function Tabs({ id, label, tabs, selected: initial, param = "tab" }: TabsProps) {
  const [selected, setSelected] = useState(initial);
  const [enhanced, setEnhanced] = useState(false);
  const keys = useTabKeys(
    tabs.map((t) => t.id),
    selected,
    (tab) => select(tab),
  );

  useEffect(() => setEnhanced(true), []);

  useEffect(() => {
    if (!enhanced) return;
    for (const t of tabs) {
      const panel = document.getElementById(`${id}-panel-${t.id}`);
      if (!panel) continue;
      panel.setAttribute("role", "tabpanel");
      panel.setAttribute("aria-labelledby", `${id}-tab-${t.id}`);
      panel.tabIndex = 0;
      panel.hidden = t.id !== selected;
    }
  }, [enhanced, selected, id, tabs]);

  function select(tab: string) {
    setSelected(tab);
    const url = new URL(window.location.href);
    url.searchParams.set(param, tab);
    window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
  }

  if (!enhanced) return <TabLinks id={id} label={label} tabs={tabs} selected={selected} href={(t) => `?${param}=${t}#${id}`} />;
  return (
    <div className="tabs" role="tablist" aria-label={label} onKeyDown={keys.onKeyDown}>
      {tabs.map((t) => (
        <button
          key={t.id}
          ref={keys.tabRef(t.id)}
          type="button"
          role="tab"
          id={`${id}-tab-${t.id}`}
          className="tab"
          aria-selected={t.id === selected}
          aria-controls={`${id}-panel-${t.id}`}
          tabIndex={t.id === selected ? 0 : -1}
          onClick={() => select(t.id)}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}
