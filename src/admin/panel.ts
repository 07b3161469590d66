import type { Deps } from "../deps";
import { errorText } from "../http/errors";
import { listMessages, listSubscribers, listUsers, recentAudit, adminStats, type AdminStats, type AdminUserRow, type AuditRow, type MessageRow, type SubscriberRow } from "./dashboard";
import { NEWSLETTER_DASHBOARD_URL, newsletterCount, type NewsletterCount } from "./newsletter";
import type { AdminTab } from "./tabs";

/** What one section of /admin shows; a part that failed to load is null (the page shows the spec's alert). */
export type AdminPanelData =
  | { tab: "overview"; stats: AdminStats | null; newsletter: NewsletterCount | null }
  | { tab: "users"; users: AdminUserRow[] | null; audit: AuditRow[] }
  | { tab: "subscribers"; newsletter: NewsletterCount | null; newsletterDashboardUrl: string; subscribers: SubscriberRow[] | null }
  | { tab: "messages"; messages: MessageRow[] | null };

/** Settle to the value, or null when it failed (logged). */
async function orNull<T>(deps: Deps, what: string, p: Promise<T>): Promise<T | null> {
  try {
    return await p;
  } catch (err) {
    deps.log.error(`admin: failed to load ${what}`, { error: errorText(err) });
    return null;
  }
}

/** Load the data of one dashboard section, and only that: each tab is its own page (/admin?tab=…). */
export async function loadAdminPanel(deps: Deps, tab: AdminTab): Promise<AdminPanelData> {
  switch (tab) {
    case "overview": {
      const [stats, newsletter] = await Promise.all([orNull(deps, "stats", adminStats(deps)), orNull(deps, "newsletter count", newsletterCount(deps))]);
      return { tab, stats, newsletter };
    }
    case "users": {
      const [users, audit] = await Promise.all([orNull(deps, "users", listUsers(deps)), orNull(deps, "audit", recentAudit(deps))]);
      return { tab, users, audit: audit ?? [] };
    }
    case "subscribers": {
      const [newsletter, subscribers] = await Promise.all([orNull(deps, "newsletter count", newsletterCount(deps)), orNull(deps, "subscribers", listSubscribers(deps))]);
      return { tab, newsletter, newsletterDashboardUrl: NEWSLETTER_DASHBOARD_URL, subscribers };
    }
    case "messages":
      return { tab, messages: await orNull(deps, "messages", listMessages(deps)) };
  }
}
