import { useState } from "react";
import { longUsDate } from "../src/billing/plan";
import { api } from "./lib/api";
import { SUBSCRIPTION_STATUS_LABELS, SUBSCRIPTION_STATUSES, type SubscriptionState } from "../src/contracts/subscription";
import {
  ADMIN_AUDIT_ACTIONS,
  ADMIN_AUDIT_API_URL,
  ADMIN_GRANT_DAYS,
  ADMIN_SUBSCRIBERS_CSV_URL,
  STATS_WINDOW_DAYS,
  adminPanelId,
  adminTabId,
  adminUserAdminStatusApiUrl,
  adminUserSubscriptionApiUrl,
  type AdminPanel,
  type AdminPanelOf,
  type AdminStatusEditJson,
  type AdminUserJson,
  type AuditJson,
  type AuditSubscriptionJson,
  type SubscriptionEditJson,
} from "../src/contracts/admin";

/** The JSON of the admin API and the sections' data are the contract's (src/contracts/admin.ts). */

export interface AdminDashboardProps {
  currentUserId: string;
  /** One section's data, loaded by the server for that section alone (the tab bar is the page's own). */
  panel: AdminPanel;
}

const GRANT_MS = ADMIN_GRANT_DAYS * 24 * 60 * 60 * 1000;
const statusLabel = (s: SubscriptionState | undefined) => SUBSCRIPTION_STATUS_LABELS[s ?? "free"];
const when = (iso: string) => `${new Date(iso).toLocaleString("en-US", { timeZone: "UTC", dateStyle: "medium", timeStyle: "short" })} UTC`;

function describeChange(a: AuditJson): string {
  const target = a.targetName ?? a.targetUserId ?? "a user";
  if (a.action === ADMIN_AUDIT_ACTIONS.subscriptionSet) {
    // Stored JSON: read defensively (rows written before the contract may lack parts).
    const detail = a.detail as { to?: Partial<AuditSubscriptionJson> } | null | undefined;
    const to = detail?.to ?? {};
    return `set ${target}'s subscription to ${statusLabel(to.status)}${to.expiresAt ? ` until ${longUsDate(to.expiresAt)}` : ""}`;
  }
  if (a.action === ADMIN_AUDIT_ACTIONS.adminGrant) return `made ${target} an admin`;
  if (a.action === ADMIN_AUDIT_ACTIONS.adminRevoke) return `removed admin access from ${target}`;
  return `${a.action} on ${target}`;
}

/** The Username column: the username, or (when it is only the e-mail again) the person's name. */
const usernameCell = (u: AdminUserJson) => (u.email && u.username.toLowerCase() === u.email.toLowerCase() ? (u.name ?? "—") : u.username);

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

function Overview({ stats, newsletter }: AdminPanelOf<"overview">) {
  const count = newsletter?.count ?? "Error";
  const growth = stats ? (stats.userGrowth > 0 ? `+${stats.userGrowth}` : "0") : "";
  const cards: [string, string | number][] = stats
    ? [
        ["Total Users", stats.totalUsers],
        ["Total Stories", stats.totalStories],
        ["Active Subscriptions", stats.activeSubscriptions],
        [`New Users (last ${STATS_WINDOW_DAYS} days)`, stats.newUsersLastWeek],
        [`Stories Generated (last ${STATS_WINDOW_DAYS} days)`, stats.storiesLastWeek],
        [`Families Checking In (last ${STATS_WINDOW_DAYS} days)`, stats.familiesCheckingIn],
        ["User Growth", growth],
        ["Newsletter Subscribers", count],
      ]
    : [["Newsletter Subscribers", count]];
  return (
    <section id={adminPanelId("overview")} aria-labelledby={adminTabId("overview")}>
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
function Users(props: AdminPanelOf<"users"> & { currentUserId: string }) {
  const [users, setUsers] = useState<AdminUserJson[]>(props.users ?? []);
  const [audit, setAudit] = useState(props.audit);
  const [editing, setEditing] = useState<{ id: string; status: SubscriptionState } | null>(null);

  const loadAudit = () =>
    api<AuditJson[]>("GET", ADMIN_AUDIT_API_URL)
      .then(setAudit)
      .catch((err) => console.error(err));

  async function saveSubscription(user: AdminUserJson) {
    if (!editing) return;
    const status = editing.status;
    const expiresAt = status === "active" ? new Date(Date.now() + GRANT_MS).toISOString() : null;
    setEditing(null);
    try {
      const updated = await api<AdminUserJson>("PATCH", adminUserSubscriptionApiUrl(user.id), { status, expiresAt } satisfies SubscriptionEditJson);
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
      await api("PATCH", adminUserAdminStatusApiUrl(user.id), { isAdmin } satisfies AdminStatusEditJson);
      loadAudit();
    } catch (err) {
      // Spec section 8: only logged; the checkbox stays as clicked.
      console.error(err);
    }
  }

  return (
    <section id={adminPanelId("users")} aria-labelledby={adminTabId("users")}>
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
                    <td>{usernameCell(u)}</td>
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
                          <span className={`status-pill status-${u.subscriptionStatus}`}>{statusLabel(u.subscriptionStatus)}</span>
                          {u.subscriptionExpiresAt && u.subscriptionStatus !== "free" ? (
                            <span className="muted small"> until {longUsDate(u.subscriptionExpiresAt)}</span>
                          ) : null}
                        </>
                      )}
                    </td>
                    <td title={`${u.storiesGenerated} generated in all, deleted ones included`}>{u.storiesInLibrary}</td>
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
                          onClick={() => setEditing({ id: u.id, status: u.subscriptionStatus })}
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

function Subscribers({ newsletter, newsletterDashboardUrl, subscribers }: AdminPanelOf<"subscribers">) {
  return (
    <section id={adminPanelId("subscribers")} aria-labelledby={adminTabId("subscribers")}>
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
          {newsletter?.source === "sendfox"
            ? "Contacts on the SendFox list."
            : newsletter?.source === "local"
              ? "Subscribers stored by this site (SendFox is not configured)."
              : ""}
        </p>
        {newsletterDashboardUrl ? (
          <a className="btn btn-secondary" href={newsletterDashboardUrl} target="_blank" rel="noopener noreferrer">
            Open SendFox Dashboard<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : null}
      </div>
      <div className="section-head">
        <h3>Research-paper subscribers on this site</h3>
        <a className="btn btn-ghost btn-sm" href={ADMIN_SUBSCRIBERS_CSV_URL} download>
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

function Messages({ messages }: AdminPanelOf<"messages">) {
  return (
    <section id={adminPanelId("messages")} aria-labelledby={adminTabId("messages")}>
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
