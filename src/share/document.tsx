/**
 * The document a family link's pages use: the site's head, styles and island scripts, but a minimal
 * header (the logo and "Make your own story") whatever the visitor's session — no navigation to
 * private pages, no account menu, nothing about whoever is signed in on this browser.
 */
import { reactRenderer } from "@hono/react-renderer";
import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import { Footer } from "../../components/Footer";
import { Scripts, stylesheetHref } from "../render/assets";
import { THEME_SCRIPT } from "../render/document";

export const MAKE_YOUR_OWN = "Make your own story";

export const shareDocumentRenderer = reactRenderer(({ children, title, description, c }) => {
  const ctx = c as Context<AppEnv>;
  const { deps } = ctx.var;
  return (
    <html lang="en" data-theme="light">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="description" content={description} />
        {/* A family link's pages are never indexed, whatever the page says. */}
        <meta name="robots" content="noindex" />
        {/* The token is in the address: never send it on (the response header says the same). */}
        <meta name="referrer" content="no-referrer" />
        <meta name="color-scheme" content="light" />
        <meta name="theme-color" content="#fff8ef" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="stylesheet" href={stylesheetHref(deps.assets)} />
        <script nonce={ctx.var.nonce} dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
      </head>
      <body className="shared-story-body">
        <a className="skip-link" href="#main">
          Skip to content
        </a>
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
        <main id="main" className="site-main">
          {children}
        </main>
        <Footer year={deps.now().getFullYear()} />
        <div id="toasts" className="toast-region" aria-live="polite" role="status" />
        <Scripts />
      </body>
    </html>
  );
}, { docType: true });
