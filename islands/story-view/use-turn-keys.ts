import { useEffect } from "react";
import { arrowStep } from "./paging";

/** Typing places, where the arrow keys move the caret or the value, not the page. */
const isFormField = (el: Element | null) =>
  !!el && ((el as HTMLElement).isContentEditable || !!el.closest("input, textarea, select, [role=slider], [role=spinbutton]"));

/** Where the arrow keys already mean something else: a tab list, a menu, a list box or a dialog. */
const OWN_ARROWS = "[role=tablist], [role=menu], [role=listbox], dialog, [role=dialog]";

/** Arrow keys turn the pages while `on` (the Book is showing), except in form fields, the tab list or a dialog. */
export function useTurnKeys(on: boolean, turnBy: (step: number) => void) {
  useEffect(() => {
    if (!on) return;
    function onKey(e: KeyboardEvent) {
      const step = e.defaultPrevented ? 0 : arrowStep(e);
      if (step === 0) return;
      const target = e.target instanceof Element ? e.target : null;
      if (isFormField(target) || target?.closest(OWN_ARROWS)) return;
      if (document.querySelector("dialog[open]")) return;
      e.preventDefault();
      turnBy(step);
    }
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [on, turnBy]);
}
