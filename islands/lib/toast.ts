/** Toasts for islands: plain DOM in the shell's #toasts live region, shown for 5000 ms (spec section 9). */
export interface Toast {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}

const DISPLAY_MS = 5000;
const PENDING_KEY = "bt_toast";

export function showToast(t: Toast): void {
  const region = document.getElementById("toasts");
  if (!region) return;
  const el = document.createElement("div");
  el.className = `toast${t.variant === "destructive" ? " toast-destructive" : ""}`;
  el.setAttribute("role", t.variant === "destructive" ? "alert" : "status");
  const title = document.createElement("p");
  title.className = "toast-title";
  title.textContent = t.title;
  el.appendChild(title);
  if (t.description) {
    const d = document.createElement("p");
    d.className = "toast-description";
    d.textContent = t.description;
    el.appendChild(d);
  }
  const close = document.createElement("button");
  close.type = "button";
  close.className = "toast-close";
  close.setAttribute("aria-label", "Dismiss");
  close.textContent = "×";
  close.onclick = () => el.remove();
  el.appendChild(close);
  region.appendChild(el);
  setTimeout(() => el.remove(), DISPLAY_MS);
}

/** Show a toast on the next page (e.g. 'Story deleted' after going back to the library). */
export function toastAfterNavigation(t: Toast): void {
  try {
    sessionStorage.setItem(PENDING_KEY, JSON.stringify(t));
  } catch {
    /* storage unavailable: the toast is a nicety */
  }
}

export function flushPendingToast(): void {
  try {
    const raw = sessionStorage.getItem(PENDING_KEY);
    if (raw) {
      sessionStorage.removeItem(PENDING_KEY);
      showToast(JSON.parse(raw));
    }
  } catch {
    /* ignore */
  }
}
