import { useEffect, useRef, useState, type MouseEvent } from "react";
import { longUsDate } from "../src/billing/plan";
import { api } from "./lib/api";

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

export const ADMIN_TABS = ["overview", "users", "subscribers", "messages"] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];
const TAB_LABELS: Record<AdminTab, string> = { overview: "Overview", users: "Users", subscribers: "Subscribers", messages: "Messages" };

export interface AdminDashboardProps {
  currentUserId: string;
  tab: AdminTab;
  /** null: the server could not load it (the spec's alert shows). */
  stats: AdminStatsJson | null;
  newsletterCount: number | null;
  newsletterSource: "sendfox" | "local" | null;
  newsletterDashboardUrl: string;
  users: AdminUserJson[] | null;
  subscribers: SubscriberJson[] | null;
  messages: MessageJson[] | null;
  audit: AuditJson[];
}

const STATUSES = ["free", "active", "cancelled"] as const;
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

/** /admin: tabs, stats cards, user management, newsletter subscribers and contact messages. */
export default function AdminDashboard(props: AdminDashboardProps) {
  const [tab, setTab] = useState<AdminTab>(props.tab);
  const [stats, setStats] = useState(props.stats);
  const [statsError, setStatsError] = useState(props.stats === null);
  const [newsletter, setNewsletter] = useState<{ count: number | null; source: string | null }>({ count: props.newsletterCount, source: props.newsletterSource });
  const [users, setUsers] = useState<AdminUserJson[]>(props.users ?? []);
  const [usersError, setUsersError] = useState(props.users === null);
  const [subscribers, setSubscribers] = useState<SubscriberJson[]>(props.subscribers ?? []);
  const [subscribersError, setSubscribersError] = useState(props.subscribers === null);
  const [messages, setMessages] = useState<MessageJson[]>(props.messages ?? []);
  const [messagesError, setMessagesError] = useState(props.messages === null);
  const [audit, setAudit] = useState(props.audit);
  const [editing, setEditing] = useState<{ id: string; status: (typeof STATUSES)[number] } | null>(null);
  const firstRender = useRef(true);

  const loadNewsletter = () =>
    api<{ count: number; source: string }>("GET", "/api/admin/sendfox-subscribers")
      .then((r) => setNewsletter({ count: r.count, source: r.source }))
      .catch((err) => {
        console.error(err);
        setNewsletter({ count: null, source: null });
      });
  const loadAudit = () => api<AuditJson[]>("GET", "/api/admin/audit").then(setAudit).catch((err) => console.error(err));

  // The server rendered the first view; a tab chosen later loads fresh data.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (tab === "overview") {
      api<AdminStatsJson>("GET", "/api/admin/stats")
        .then((s) => {
          setStats(s);
          setStatsError(false);
        })
        .catch((err) => {
          console.error(err);
          setStatsError(true);
        });
      loadNewsletter();
    } else if (tab === "users") {
      api<AdminUserJson[]>("GET", "/api/admin/users")
        .then((u) => {
          setUsers(u);
          setUsersError(false);
        })
        .catch((err) => {
          console.error(err);
          setUsersError(true);
        });
      loadAudit();
    } else if (tab === "subscribers") {
      loadNewsletter();
      api<SubscriberJson[]>("GET", "/api/admin/subscribers")
        .then((s) => {
          setSubscribers(s);
          setSubscribersError(false);
        })
        .catch((err) => {
          console.error(err);
          setSubscribersError(true);
        });
    } else {
      api<MessageJson[]>("GET", "/api/admin/messages")
        .then((m) => {
          setMessages(m);
          setMessagesError(false);
        })
        .catch((err) => {
          console.error(err);
          setMessagesError(true);
        });
    }
  }, [tab]);

  function selectTab(e: MouseEvent<HTMLAnchorElement>, next: AdminTab) {
    e.preventDefault();
    setTab(next);
    window.history.replaceState(null, "", next === "overview" ? "/admin" : `/admin?tab=${next}`);
  }

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

  const growth = stats ? (stats.userGrowth > 0 ? `+${stats.userGrowth}` : "0") : "";
  const cards: [string, string | number][] = stats
    ? [
        ["Total Users", stats.totalUsers],
        ["Total Stories", stats.totalStories],
        ["Active Subscriptions", stats.activeSubscriptions],
        ["New Users (last 7 days)", stats.newUsersLastWeek],
        ["Stories Generated (Last 7 days)", stats.storiesLastWeek],
        ["User Growth", growth],
        ["Newsletter Subscribers", newsletter.count ?? "Error"],
      ]
    : [["Newsletter Subscribers", newsletter.count ?? "Error"]];

  return (
    <div className="admin-dashboard">
      <nav className="tabs" role="tablist" aria-label="Admin sections">
        {ADMIN_TABS.map((t) => (
          <a
            key={t}
            id={`admin-tab-${t}`}
            role="tab"
            className="tab"
            aria-selected={tab === t}
            aria-controls={`admin-panel-${t}`}
            href={t === "overview" ? "/admin" : `/admin?tab=${t}`}
            onClick={(e) => selectTab(e, t)}
          >
            {TAB_LABELS[t]}
          </a>
        ))}
      </nav>

      {tab === "overview" ? (
        <section id="admin-panel-overview" role="tabpanel" aria-labelledby="admin-tab-overview">
          {statsError ? (
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
      ) : null}

      {tab === "users" ? (
        <section id="admin-panel-users" role="tabpanel" aria-labelledby="admin-tab-users">
          <h2>User Management</h2>
          {usersError ? (
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
                              onChange={(e) => setEditing({ id: u.id, status: e.target.value as (typeof STATUSES)[number] })}
                            >
                              {STATUSES.map((s) => (
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
      ) : null}

      {tab === "subscribers" ? (
        <section id="admin-panel-subscribers" role="tabpanel" aria-labelledby="admin-tab-subscribers">
          {subscribersError ? (
            <p className="notice notice-error" role="alert">
              Failed to load subscriber data.
            </p>
          ) : null}
          <div className="card newsletter-card">
            <h2>Newsletter Subscribers</h2>
            <p className="stat-value" data-testid="newsletter-count">
              {newsletter.count ?? "Error fetching data"}
            </p>
            <p className="muted">
              {newsletter.source === "sendfox" ? "Contacts on the SendFox list." : newsletter.source === "local" ? "Subscribers stored by this site (SendFox is not configured)." : ""}
            </p>
            <a className="btn btn-secondary" href={props.newsletterDashboardUrl} target="_blank" rel="noopener noreferrer">
              Open SendFox Dashboard
            </a>
          </div>
          <div className="section-head">
            <h3>Research-paper subscribers on this site</h3>
            <a className="btn btn-ghost btn-sm" href="/api/admin/subscribers.csv" download>
              Download CSV
            </a>
          </div>
          {subscribers.length === 0 ? (
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
      ) : null}

      {tab === "messages" ? (
        <section id="admin-panel-messages" role="tabpanel" aria-labelledby="admin-tab-messages">
          <h2>Contact Messages</h2>
          {messagesError ? (
            <p className="notice notice-error" role="alert">
              Failed to load messages.
            </p>
          ) : null}
          {messages.length === 0 ? (
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
      ) : null}
    </div>
  );
}
