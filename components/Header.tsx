import type { User } from "../db/schema";
import { initials, displayName } from "../src/auth/display";
import { LABELS } from "../src/content/labels";

const NAV = [
  { href: "/", label: "Home" },
  { href: "/about", label: "About" },
  // The support copy's "Click 'Create a Story'" names this link.
  { href: "/behaviors", label: LABELS.createAStory },
  { href: "/contact", label: "Contact" },
];

/** The admin dashboard's link, in an admin's account menu only. */
export const ADMIN_LINK_LABEL = "Admin dashboard";

/** Site header. Menus are <details> elements so they work with no JavaScript at all. */
export function Header({ user, path, returnTo: back }: { user: User | null; path: string; returnTo: string }) {
  const links = user ? [...NAV, { href: "/library", label: "My Library" }, { href: "/children", label: "My Children" }] : NAV;
  const returnTo = encodeURIComponent(back);
  const navLinks = links.map((l) => (
    <a key={l.href} href={l.href} aria-current={l.href === path ? "page" : undefined}>
      {l.label}
    </a>
  ));
  return (
    <header className="site-header">
      <div className="container header-inner">
        <a className="brand" href="/" aria-label="Behavior Tales home">
          <img src="/favicon.svg" alt="" width="32" height="32" />
          <span>Behavior Tales</span>
        </a>
        <nav className="main-nav" aria-label="Main">
          {navLinks}
        </nav>
        <div className="header-actions">
          {user ? (
            <details className="account-menu">
              {/* The accessible name starts with the initials the avatar shows (WCAG 2.5.3, label in name). */}
              <summary aria-label={`${initials(user)}, account menu for ${displayName(user)}`}>
                <span className="avatar" aria-hidden="true">
                  {initials(user)}
                </span>
              </summary>
              <div className="menu-panel" role="menu">
                <p className="menu-name">{displayName(user)}</p>
                <a role="menuitem" href="/profile">
                  Profile
                </a>
                <a role="menuitem" href="/library">
                  My Library
                </a>
                <a role="menuitem" href="/children">
                  My Children
                </a>
                {user.isAdmin ? (
                  <a role="menuitem" href="/admin">
                    {ADMIN_LINK_LABEL}
                  </a>
                ) : null}
                <a role="menuitem" href="/logout">
                  Log out
                </a>
              </div>
            </details>
          ) : (
            <div className="auth-buttons">
              <a className="btn btn-ghost" href={`/api/login?returnTo=${returnTo}`}>
                Log In
              </a>
              <a className="btn btn-primary" href={`/api/login?screen=signup&returnTo=${returnTo}`}>
                {LABELS.signUp}
              </a>
            </div>
          )}
          <details className="mobile-menu">
            <summary aria-label="Menu">
              <span className="burger" aria-hidden="true" />
            </summary>
            <nav className="mobile-panel" aria-label="Mobile">
              {navLinks}
              {user ? (
                <>
                  <a href="/profile">Profile</a>
                  {user.isAdmin ? <a href="/admin">{ADMIN_LINK_LABEL}</a> : null}
                  <a href="/logout">Log out</a>
                </>
              ) : (
                <>
                  <a href={`/api/login?returnTo=${returnTo}`}>Log In</a>
                  <a href={`/api/login?screen=signup&returnTo=${returnTo}`}>{LABELS.signUp}</a>
                </>
              )}
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}
