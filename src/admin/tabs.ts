/** The admin dashboard's sections, in tab order (browser-safe: the page and the island share it). */
export const ADMIN_TABS = ["overview", "users", "subscribers", "messages"] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];
export const ADMIN_TAB_LABELS: Record<AdminTab, string> = { overview: "Overview", users: "Users", subscribers: "Subscribers", messages: "Messages" };

/** The section a `?tab=` value asks for; anything else is the overview. */
export function adminTab(requested: string | undefined): AdminTab {
  return ADMIN_TABS.find((t) => t === requested) ?? "overview";
}

/** Each section's address (the overview is /admin itself). */
export function adminTabHref(tab: AdminTab): string {
  return tab === "overview" ? "/admin" : `/admin?tab=${tab}`;
}
