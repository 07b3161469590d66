/**
 * The document a family link's pages use: the site's head, styles and island scripts, but a minimal
 * header (the logo and "Make your own story") whatever the visitor's session — no navigation to
 * private pages, no account menu, nothing about whoever is signed in on this browser.
 */
import { reactRenderer } from "@hono/react-renderer";
import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import { DocumentShell } from "../render/document";

export const MAKE_YOUR_OWN = "Make your own story";

export const shareDocumentRenderer = reactRenderer(
  ({ children, title, description, c }) => (
    <DocumentShell
      ctx={c as Context<AppEnv>}
      title={title}
      description={description}
      // A family link's pages are never indexed, whatever the page says.
      noindex
      // The token is in the address: never send it on (the response header says the same).
      headExtra={<meta name="referrer" content="no-referrer" />}
      bodyClass="shared-story-body"
      header={
        <header className="site-header shared-header">
          <div className="container header-inner">
            <a className="brand" href="/" aria-label="Behavior Tales home">
              <img src="/favicon.svg" alt="" width="32" height="32" />
              <span>Behavior Tales</span>
            </a>
            <div className="header-actions">
              <a className="btn btn-primary" href="/">
                {MAKE_YOUR_OWN}
              </a>
            </div>
          </div>
        </header>
      }
    >
      {children}
    </DocumentShell>
  ),
  { docType: true },
);
