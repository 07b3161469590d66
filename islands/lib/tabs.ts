import { useRef, type KeyboardEvent } from "react";

/** The tab an arrow key, Home or End moves to from `current` (wrapping around), or null for any other key. */
export function tabForKey<T>(tabs: readonly T[], current: T, key: string): T | null {
  const i = tabs.indexOf(current);
  const next =
    key === "ArrowRight"
      ? (i + 1) % tabs.length
      : key === "ArrowLeft"
        ? (i - 1 + tabs.length) % tabs.length
        : key === "Home"
          ? 0
          : key === "End"
            ? tabs.length - 1
            : -1;
  return next < 0 ? null : tabs[next]!;
}

/**
 * The keyboard side of an ARIA tab list, shared by every tabbed island: arrow keys, Home and End select
 * the neighbouring tab and move focus to it (roving focus). Give each tab `ref={tabRef(id)}` and the
 * list (or each tab) `onKeyDown`; the island keeps which tab is selected and what selecting does.
 */
export function useTabKeys<T extends string>(tabs: readonly T[], selected: T, select: (tab: T) => void) {
  const refs = useRef<Partial<Record<T, HTMLElement | null>>>({});
  const focusTab = (tab: T) => refs.current[tab]?.focus();
  return {
    tabRef: (tab: T) => (el: HTMLElement | null) => {
      refs.current[tab] = el;
    },
    focusTab,
    onKeyDown(e: KeyboardEvent) {
      const next = tabForKey(tabs, selected, e.key);
      if (next === null) return;
      e.preventDefault();
      select(next);
      focusTab(next);
    },
  };
}
