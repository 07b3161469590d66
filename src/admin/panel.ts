import type { Deps } from "../deps";
import { errorText } from "../http/errors";
import { NEWSLETTER_DASHBOARD_URL, type AdminPanel, type AdminTab } from "../contracts/admin";
import { listMessages, listSubscribers, listUsers, recentAudit, adminStats } from "./dashboard";
import { newsletterCount } from "./newsletter";

/** Settle to the value, or null when it failed (logged). */
async function orNull<T>(deps: Deps, what: string, p: Promise<T>): Promise<T | null> {
  try {
    return await p;
  } catch (err) {
    deps.log.error(`admin: failed to load ${what}`, { error: errorText(err) });
    return null;
  }
}

/**
 * Load the data of one dashboard section, and only that: each tab is its own page (/admin?tab=…). The
 * shape is the contract's `AdminPanel` (src/contracts/admin.ts), what the AdminDashboard island takes.
 */
export async function loadAdminPanel(deps: Deps, tab: AdminTab): Promise<AdminPanel> {
  switch (tab) {
    case "overview": {
      const [stats, newsletter] = await Promise.all([orNull(deps, "stats", adminStats(deps)), orNull(deps, "newsletter count", newsletterCount(deps))]);
      return { tab, stats, newsletter } satisfies AdminPanel;
    }
    case "users": {
      const [users, audit] = await Promise.all([orNull(deps, "users", listUsers(deps)), orNull(deps, "audit", recentAudit(deps))]);
      return { tab, users, audit: audit ?? [] } satisfies AdminPanel;
    }
    case "subscribers": {
      const [newsletter, subscribers] = await Promise.all([
        orNull(deps, "newsletter count", newsletterCount(deps)),
        orNull(deps, "subscribers", listSubscribers(deps)),
      ]);
      // The provider's dashboard only when the site is connected to it (issue 26).
      return { tab, newsletter, newsletterDashboardUrl: deps.env.SENDFOX_API_TOKEN ? NEWSLETTER_DASHBOARD_URL : null, subscribers } satisfies AdminPanel;
    }
    case "messages":
      return { tab, messages: await orNull(deps, "messages", listMessages(deps)) } satisfies AdminPanel;
  }
}
