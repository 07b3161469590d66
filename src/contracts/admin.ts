/**
 * The admin dashboard as the server and the browser both see it, defined once. Browser-safe (no server
 * imports): imported by the admin domain (src/admin/*), routes/admin.tsx and the AdminDashboard island.
 *
 * - the dashboard's sections (tab ids, labels, addresses) and the element ids that tie a section to its tab;
 * - the numbers both sides use (the stats window, the length of an admin-granted subscription);
 * - the API's addresses and request bodies (the island's PATCH calls, the server's schemas);
 * - the audit log's actions and details (written by src/admin/users.ts, described by the island);
 * - the JSON of every admin answer and of each section's server-loaded data. The producers in
 *   src/admin/*.ts build their results with `satisfies <Type>`, so server and island cannot drift.
 */
import type { SubscriptionState } from "./subscription";

// ---- sections (tabs) --------------------------------------------------------------------------

/** The admin dashboard's sections, in tab order. */
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

/** The id of the page's tab bar (TabLinks names each tab `${id}-tab-${tab}`). */
export const ADMIN_TAB_BAR_ID = "admin";
/** A section's tab link (rendered by TabLinks with `ADMIN_TAB_BAR_ID`): the section's accessible name. */
export const adminTabId = (tab: AdminTab) => `${ADMIN_TAB_BAR_ID}-tab-${tab}`;
/** A section's own element. */
export const adminPanelId = (tab: AdminTab) => `${ADMIN_TAB_BAR_ID}-panel-${tab}`;

// ---- numbers ----------------------------------------------------------------------------------

/** The stats' "last N days" window (the server's query and the cards' labels). */
export const STATS_WINDOW_DAYS = 7;

/** An admin-granted active subscription lasts this long (spec section 9). */
export const ADMIN_GRANT_DAYS = 365;

/** Where the newsletter list is managed: SendFox's dashboard (opened in a new tab). */
export const NEWSLETTER_DASHBOARD_URL = "https://sendfox.com/dashboard";

// ---- API addresses and request bodies ---------------------------------------------------------

/** The recent changes (GET). */
export const ADMIN_AUDIT_API_URL = "/api/admin/audit";
/** The local subscriber list as a spreadsheet (GET, a download). */
export const ADMIN_SUBSCRIBERS_CSV_URL = "/api/admin/subscribers.csv";
/** A user's subscription (PATCH with `SubscriptionEditJson`). */
export const adminUserSubscriptionApiUrl = (userId: string) => `/api/admin/users/${encodeURIComponent(userId)}/subscription`;
/** A user's admin flag (PATCH with `AdminStatusEditJson`). */
export const adminUserAdminStatusApiUrl = (userId: string) => `/api/admin/users/${encodeURIComponent(userId)}/admin-status`;

/** PATCH /api/admin/users/:id/subscription (validated by `subscriptionEditSchema`, src/admin/users.ts). */
export interface SubscriptionEditJson {
  status: SubscriptionState;
  /** ISO date; null: no end. */
  expiresAt: string | null;
}

/** PATCH /api/admin/users/:id/admin-status (validated by `adminStatusEditSchema`, src/admin/users.ts). */
export interface AdminStatusEditJson {
  isAdmin: boolean;
}

// ---- audit --------------------------------------------------------------------------------------

/** The actions an admin's change is recorded as (admin_audit.action). */
export const ADMIN_AUDIT_ACTIONS = { subscriptionSet: "subscription.set", adminGrant: "admin.grant", adminRevoke: "admin.revoke" } as const;

/** A subscription as recorded in the audit log, before and after the change. */
export interface AuditSubscriptionJson {
  status: SubscriptionState;
  expiresAt: string | null;
}

/** What is recorded for each action (admin_audit.action and admin_audit.detail). */
export type AdminAuditEntry =
  | { action: typeof ADMIN_AUDIT_ACTIONS.subscriptionSet; detail: { from: AuditSubscriptionJson; to: AuditSubscriptionJson } }
  | { action: typeof ADMIN_AUDIT_ACTIONS.adminGrant | typeof ADMIN_AUDIT_ACTIONS.adminRevoke; detail: { from: boolean; to: boolean } };

// ---- JSON ---------------------------------------------------------------------------------------

/** GET /api/admin/stats (spec sections 3 and 7). Built by `adminStats` (src/admin/dashboard.ts). */
export interface AdminStatsJson {
  totalUsers: number;
  totalStories: number;
  /** Users whose subscription grants premium right now (active, or cancelled but paid up). */
  activeSubscriptions: number;
  /** New users in the last `STATS_WINDOW_DAYS` days. */
  newUsersLastWeek: number;
  storiesLastWeek: number;
  /** New users in the window, shown as '+N' (or 0). */
  userGrowth: number;
  /** Families who checked in on a child's practice in the window (issue 28): a total, nothing else. */
  familiesCheckingIn: number;
}

/** A user as GET /api/admin/users and the PATCH calls answer it. Built by `adminUserRow` (src/admin/dashboard.ts). */
export interface AdminUserJson {
  id: string;
  username: string;
  email: string | null;
  subscriptionStatus: SubscriptionState;
  subscriptionExpiresAt: string | null;
  storiesGenerated: number;
  /** The stories in the user's library now (deleted ones are gone), as the library counts them (issue 26). */
  storiesInLibrary: number;
  /** First and last name when the user gave them, else null (the Username column shows it when the username is the e-mail). */
  name: string | null;
  isAdmin: boolean;
  createdAt: string;
}

/** A research-paper subscriber (GET /api/admin/subscribers). Built by `listSubscribers`. */
export interface SubscriberJson {
  id: number;
  email: string;
  name: string | null;
  source: string;
  downloadedPaper: boolean;
  createdAt: string;
}

/** A contact message (GET /api/admin/messages). Built by `listMessages`. */
export interface MessageJson {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: string;
}

/** A recent change (GET /api/admin/audit). Built by `recentAudit`. */
export interface AuditJson {
  id: number;
  adminId: string;
  adminName: string | null;
  /** One of `ADMIN_AUDIT_ACTIONS` for rows this code wrote. */
  action: string;
  targetUserId: string | null;
  targetName: string | null;
  /** As stored: `AdminAuditEntry["detail"]` for rows this code wrote, so read it defensively. */
  detail: unknown;
  createdAt: string;
}

/** The newsletter subscriber count (GET /api/admin/sendfox-subscribers). Built by `newsletterCount` (src/admin/newsletter.ts). */
export interface NewsletterJson {
  count: number;
  source: "sendfox" | "local";
}

/** What each section shows besides its tab; a part that failed to load is null (the page shows the spec's alert). */
interface AdminPanelSections {
  overview: { stats: AdminStatsJson | null; newsletter: NewsletterJson | null };
  users: { users: AdminUserJson[] | null; audit: AuditJson[] };
  /** newsletterDashboardUrl: null when SendFox is not configured (no dashboard to open). */
  subscribers: { newsletter: NewsletterJson | null; newsletterDashboardUrl: string | null; subscribers: SubscriberJson[] | null };
  messages: { messages: MessageJson[] | null };
}

/**
 * One section's data, loaded by the server for that section alone (`loadAdminPanel`, src/admin/panel.ts)
 * and handed to the island. One member per `AdminTab`.
 */
export type AdminPanel = { [T in AdminTab]: { tab: T } & AdminPanelSections[T] }[AdminTab];
export type AdminPanelOf<T extends AdminTab> = Extract<AdminPanel, { tab: T }>;
