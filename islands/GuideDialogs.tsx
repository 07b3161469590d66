import { useEffect } from "react";

const TOPIC = "topic-";
const CARD = "card-";

/** The open topic dialog the address points at (`#topic-…`), if any. */
function dialogFor(hash: string): HTMLElement | null {
  if (!hash.startsWith(`#${TOPIC}`)) return null;
  const el = document.getElementById(decodeURIComponent(hash.slice(1)));
  return el?.classList.contains("guide-dialog") ? el : null;
}

/**
 * /behavior-guide: the topic dialogs open and close through the address (`#topic-…` shows one with CSS
 * :target, its Close links go back to `#card-…`), so they work with no JavaScript. Once hydrated, this
 * makes them behave as modal dialogs: focus moves into the open dialog and the rest of the page is inert,
 * Escape closes it, and focus returns to the card that opened it. It renders nothing itself.
 */
export default function GuideDialogs() {
  useEffect(() => {
    let open: HTMLElement | null = null;
    const inerted: HTMLElement[] = [];

    /** Everything but the dialog (and the <main> that holds it) stops taking focus and clicks. */
    const shut = (dialog: HTMLElement) => {
      const main = dialog.parentElement!;
      const outside = [...document.body.children, ...main.children].filter((el) => el !== main && el !== dialog && !el.contains(dialog));
      for (const el of outside) {
        if (el instanceof HTMLElement && !el.inert) {
          el.inert = true;
          inerted.push(el);
        }
      }
    };
    const release = () => {
      for (const el of inerted.splice(0)) el.inert = false;
    };

    const sync = () => {
      const dialog = dialogFor(window.location.hash);
      if (dialog) {
        if (open && open !== dialog) {
          open.removeAttribute("aria-modal");
          release();
        }
        open = dialog;
        dialog.setAttribute("aria-modal", "true");
        shut(dialog);
        dialog.querySelector<HTMLElement>(".guide-dialog-box")?.focus({ preventScroll: true });
        return;
      }
      if (!open) return;
      const id = open.id.slice(TOPIC.length);
      open.removeAttribute("aria-modal");
      release();
      open = null;
      document.querySelector<HTMLElement>(`#${CARD}${CSS.escape(id)} .topic-link`)?.focus();
    };

    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape" || !open || e.defaultPrevented) return;
      e.preventDefault();
      // The same as its Close link: back to the card (the hashchange then returns focus to it).
      window.location.hash = `${CARD}${open.id.slice(TOPIC.length)}`;
    };

    window.addEventListener("hashchange", sync);
    document.addEventListener("keydown", onKey);
    sync();
    return () => {
      window.removeEventListener("hashchange", sync);
      document.removeEventListener("keydown", onKey);
      release();
    };
  }, []);
  return null;
}
