import { useState } from "react";
import { longUsDate } from "../src/billing/plan";
import { api } from "./lib/api";
import { SUBSCRIPTION_STATUSES, type SubscriptionState } from "../src/contracts/subscription";

/** JSON shapes of the admin API (spec sections 3 and 7, plus the subscriber list, messages and audit). */
export interface AdminStatsJson {
  totalUsers: number;
  totalStories: number;
  activeSubscriptions: number;
  newUsersLastWeek: number;
  storiesLastWeek: number;
  userGrowth: number;
}
export interface AdminUserJson {
  id: string;
  username: string;
  email: string | null;
  subscriptionStatus?: "free" | "active" | "cancelled";
  subscriptionExpiresAt: string | null;
  storiesGenerated: number;
  isAdmin: boolean;
}
export interface SubscriberJson {
  id: number;
  email: string;
  name: string | null;
  source: string;
  downloadedPaper: boolean;
  createdAt: string;
}
export interface MessageJson {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: string;
}
export interface AuditJson {
  id: number;
  adminName: string | null;
  action: string;
  targetName: string | null;
  targetUserId: string | null;
  detail: any;
  createdAt: string;
}

export interface NewsletterJson {
  count: number;
  source: "sendfox" | "local";
}

/**
 * One section's data, loaded by the server for that section alone (null: it could not be loaded, and the
 * spec's alert shows). The tab bar is the page's own: links to /admin?tab=…, one request per section.
 */
export type AdminPanel =
  | { tab: "overview"; stats: AdminStatsJson | null; newsletter: NewsletterJson | null }
  | { tab: "users"; users: AdminUserJson[] | null; audit: AuditJson[] }
  | { tab: "subscribers"; newsletter: NewsletterJson | null; newsletterDashboardUrl: string; subscribers: SubscriberJson[] | null }
  | { tab: "messages"; messages: MessageJson[] | null };
type PanelOf<T extends AdminPanel["tab"]> = Extract<AdminPanel, { tab: T }>;

export interface AdminDashboardProps {
  currentUserId: string;
  panel: AdminPanel;
}

const GRANT_MS = 365 * 24 * 60 * 60 * 1000;
const statusLabel = (s: string | undefined) => {
  const v = s ?? "free";
  return v.charAt(0).toUpperCase() + v.slice(1);
};
const when = (iso: string) => `${new Date(iso).toLocaleString("en-US", { timeZone: "UTC", dateStyle: "medium", timeStyle: "short" })} UTC`;

function describeChange(a: AuditJson): string {
  const target = a.targetName ?? a.targetUserId ?? "a user";
  if (a.action === "subscription.set") {
    const to = a.detail?.to ?? {};
    return `set ${target}'s subscription to ${statusLabel(to.status)}${to.expiresAt ? ` until ${longUsDate(to.expiresAt)}` : ""}`;
  }
  if (a.action === "admin.grant") return `made ${target} an admin`;
  if (a.action === "admin.revoke") return `removed admin access from ${target}`;
  return `${a.action} on ${target}`;
}

/** /admin: the chosen section (stats cards, user management, newsletter subscribers or contact messages). */
export default function AdminDashboard({ currentUserId, panel }: AdminDashboardProps) {
  switch (panel.tab) {
    case "overview":
      return <Overview {...panel} />;
    case "users":
      return <Users {...panel} currentUserId={currentUserId} />;
    case "subscribers":
      return <Subscribers {...panel} />;
    case "messages":
      return <Messages {...panel} />;
  }
}

function Overview({ stats, newsletter }: PanelOf<"overview">) {
  const count = newsletter?.count ?? "Error";
  const growth = stats ? (stats.userGrowth > 0 ? `+${stats.userGrowth}` : "0") : "";
  const cards: [string, string | number][] = stats
    ? [
        ["Total Users", stats.totalUsers],
        ["Total Stories", stats.totalStories],
        ["Active Subscriptions", stats.activeSubscriptions],
        ["New Users (last 7 days)", stats.newUsersLastWeek],
        ["Stories Generated (Last 7 days)", stats.storiesLastWeek],
        ["User Growth", growth],
        ["Newsletter Subscribers", count],
      ]
    : [["Newsletter Subscribers", count]];
  return (
    <section id="admin-panel-overview" aria-labelledby="admin-tab-overview">
      {stats === null ? (
        <p className="notice notice-error" role="alert">
          Failed to load dashboard statistics.
        </p>
      ) : null}
      <div className="admin-cards">
        {cards.map(([label, value]) => (
          <div className="card stat-card" key={label}>
            <p className="stat-label">{label}</p>
            <p className="stat-value">{value}</p>
          </div>
        ))}
      </div>
    </section>
  );
}

/** User management: edit a subscription, grant or revoke admin; the recent changes are fetched again after each. */
function Users(props: PanelOf<"users"> & { currentUserId: string }) {
  const [users, setUsers] = useState<AdminUserJson[]>(props.users ?? []);
  const [audit, setAudit] = useState(props.audit);
  const [editing, setEditing] = useState<{ id: string; status: SubscriptionState } | null>(null);

  const loadAudit = () => api<AuditJson[]>("GET", "/api/admin/audit").then(setAudit).catch((err) => console.error(err));

  async function saveSubscription(user: AdminUserJson) {
    if (!editing) return;
    const status = editing.status;
    const expiresAt = status === "active" ? new Date(Date.now() + GRANT_MS).toISOString() : null;
    setEditing(null);
    try {
      const updated = await api<AdminUserJson>("PATCH", `/api/admin/users/${encodeURIComponent(user.id)}/subscription`, { status, expiresAt });
      setUsers((list) => list.map((u) => (u.id === user.id ? { ...u, ...updated } : u)));
      loadAudit();
    } catch (err) {
      // Spec section 8: failed admin updates are only logged.
      console.error(err);
    }
  }

  async function toggleAdmin(user: AdminUserJson, isAdmin: boolean) {
    setUsers((list) => list.map((u) => (u.id === user.id ? { ...u, isAdmin } : u)));
    try {
      await api("PATCH", `/api/admin/users/${encodeURIComponent(user.id)}/admin-status`, { isAdmin });
      loadAudit();
    } catch (err) {
      // Spec section 8: only logged; the checkbox stays as clicked.
      console.error(err);
    }
  }

  return (
    <section id="admin-panel-users" aria-labelledby="admin-tab-users">
      <h2>User Management</h2>
      {props.users === null ? (
        <p className="notice notice-error" role="alert">
          Failed to load user data.
        </p>
      ) : null}
      <div className="table-wrap">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">ID</th>
              <th scope="col">Username</th>
              <th scope="col">Email</th>
              <th scope="col">Subscription</th>
              <th scope="col">Stories</th>
              <th scope="col">Admin</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {users.length === 0 ? (
              <tr>
                <td colSpan={7} className="empty">
                  No users found
                </td>
              </tr>
            ) : (
              users.map((u) => {
                const isEditing = editing?.id === u.id;
                const self = u.id === props.currentUserId;
                return (
                  <tr key={u.id} data-user-id={u.id}>
                    <td className="mono" title={u.id}>
                      {u.id.length > 14 ? `${u.id.slice(0, 12)}…` : u.id}
                    </td>
                    <td>{u.username}</td>
                    <td>{u.email ?? "N/A"}</td>
                    <td>
                      {isEditing ? (
                        <select
                          aria-label={`Subscription for ${u.username}`}
                          value={editing.status}
                          onChange={(e) => setEditing({ id: u.id, status: e.target.value as SubscriptionState })}
                        >
                          {SUBSCRIPTION_STATUSES.map((s) => (
                            <option key={s} value={s}>
                              {statusLabel(s)}
                            </option>
                          ))}
                        </select>
                      ) : (
                        <>
                          <span className={`status-pill status-${u.subscriptionStatus ?? "free"}`}>{statusLabel(u.subscriptionStatus)}</span>
                          {u.subscriptionExpiresAt && u.subscriptionStatus !== "free" ? (
                            <span className="muted small"> until {longUsDate(u.subscriptionExpiresAt)}</span>
                          ) : null}
                        </>
                      )}
                    </td>
                    <td>{u.storiesGenerated}</td>
                    <td>
                      <input
                        type="checkbox"
                        aria-label={`Admin: ${u.username}`}
                        checked={u.isAdmin}
                        disabled={self && u.isAdmin}
                        title={self ? "You can't remove your own admin access" : undefined}
                        onChange={(e) => toggleAdmin(u, e.target.checked)}
                      />
                    </td>
                    <td className="actions">
                      {isEditing ? (
                        <>
                          <button type="button" className="btn btn-primary btn-sm" onClick={() => saveSubscription(u)}>
                            Save
                          </button>
                          <button type="button" className="btn btn-ghost btn-sm" onClick={() => setEditing(null)}>
                            Cancel
                          </button>
                        </>
                      ) : (
                        <button
                          type="button"
                          className="btn btn-secondary btn-sm"
                          aria-label={`Edit ${u.username}`}
                          onClick={() => setEditing({ id: u.id, status: u.subscriptionStatus ?? "free" })}
                        >
                          Edit
                        </button>
                      )}
                    </td>
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
      <section className="card recent-changes" aria-labelledby="recent-changes-title">
        <h3 id="recent-changes-title">Recent changes</h3>
        {audit.length === 0 ? (
          <p className="muted">No changes yet.</p>
        ) : (
          <ul>
            {audit.map((a) => (
              <li key={a.id}>
                <time dateTime={a.createdAt}>{when(a.createdAt)}</time>: {a.adminName ?? "An admin"} {describeChange(a)}
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}

function Subscribers({ newsletter, newsletterDashboardUrl, subscribers }: PanelOf<"subscribers">) {
  return (
    <section id="admin-panel-subscribers" aria-labelledby="admin-tab-subscribers">
      {subscribers === null ? (
        <p className="notice notice-error" role="alert">
          Failed to load subscriber data.
        </p>
      ) : null}
      <div className="card newsletter-card">
        <h2>Newsletter Subscribers</h2>
        <p className="stat-value" data-testid="newsletter-count">
          {newsletter?.count ?? "Error fetching data"}
        </p>
        <p className="muted">
          {newsletter?.source === "sendfox" ? "Contacts on the SendFox list." : newsletter?.source === "local" ? "Subscribers stored by this site (SendFox is not configured)." : ""}
        </p>
        <a className="btn btn-secondary" href={newsletterDashboardUrl} target="_blank" rel="noopener noreferrer">
          Open SendFox Dashboard
        </a>
      </div>
      <div className="section-head">
        <h3>Research-paper subscribers on this site</h3>
        <a className="btn btn-ghost btn-sm" href="/api/admin/subscribers.csv" download>
          Download CSV
        </a>
      </div>
      {!subscribers?.length ? (
        <p className="muted">No subscribers yet.</p>
      ) : (
        <div className="table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Email</th>
                <th scope="col">Name</th>
                <th scope="col">Source</th>
                <th scope="col">Downloaded paper</th>
                <th scope="col">Subscribed</th>
              </tr>
            </thead>
            <tbody>
              {subscribers.map((s) => (
                <tr key={s.id}>
                  <td>{s.email}</td>
                  <td>{s.name ?? "N/A"}</td>
                  <td>{s.source}</td>
                  <td>{s.downloadedPaper ? "Yes" : "No"}</td>
                  <td>{longUsDate(s.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function Messages({ messages }: PanelOf<"messages">) {
  return (
    <section id="admin-panel-messages" aria-labelledby="admin-tab-messages">
      <h2>Contact Messages</h2>
      {messages === null ? (
        <p className="notice notice-error" role="alert">
          Failed to load messages.
        </p>
      ) : null}
      {!messages?.length ? (
        <p className="muted">No messages yet.</p>
      ) : (
        <ul className="message-list">
          {messages.map((m) => (
            <li key={m.id} className="card message">
              <p className="message-head">
                <strong>{m.subject}</strong>
                <span className="muted small">
                  {" "}
                  from {m.name} (<a href={`mailto:${m.email}`}>{m.email}</a>), <time dateTime={m.createdAt}>{when(m.createdAt)}</time>
                </span>
              </p>
              <p className="message-body">{m.message}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
