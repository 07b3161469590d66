import { reactRenderer } from "@hono/react-renderer";
import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import { Header } from "../../components/Header";
import { Footer } from "../../components/Footer";
import { fontPreloadHrefs, Scripts, stylesheetHref } from "./assets";
import { safeReturnTo } from "../auth/session";

declare module "@hono/react-renderer" {
  interface Props {
    title: string;
    description: string;
    /** Pages that should not be indexed (account pages). */
    noindex?: boolean;
  }
}

/**
 * The light theme is the only theme (system theme disabled) and is remembered under the key `theme`
 * (spec section 1) on every page, including pages with no island: this one statement, inline with the
 * request's CSP nonce, is the only script such a page carries. src/client.ts does the same once hydrated.
 */
export const THEME_SCRIPT = 'try{if(!localStorage.getItem("theme"))localStorage.setItem("theme","light")}catch(e){}';

/**
 * The HTML document every page shares: head (meta, styles, preloaded fonts, the theme line), a skip
 * link, the given header, main, footer, toasts and island scripts only when islands exist. The site's
 * pages and a family link's pages (src/share/document.tsx) differ only in their header and head extras.
 */
export function DocumentShell({
  ctx,
  title,
  description,
  noindex,
  headExtra,
  bodyClass,
  header,
  children,
}: {
  ctx: Context<AppEnv>;
  title: string;
  description: string;
  noindex?: boolean;
  headExtra?: React.ReactNode;
  bodyClass?: string;
  header: React.ReactNode;
  children: React.ReactNode;
}) {
  const { deps } = ctx.var;
  return (
    <html lang="en" data-theme="light">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="description" content={description} />
        {noindex ? <meta name="robots" content="noindex" /> : null}
        {headExtra}
        <meta name="color-scheme" content="light" />
        <meta name="theme-color" content="#fff8ef" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="stylesheet" href={stylesheetHref(deps.assets)} />
        {fontPreloadHrefs(deps.assets).map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
        <script nonce={ctx.var.nonce} dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
      </head>
      <body className={bodyClass}>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        {header}
        <main id="main" className="site-main">
          {children}
        </main>
        <Footer year={deps.now().getFullYear()} />
        <div id="toasts" className="toast-region" aria-live="polite" role="status" />
        <Scripts />
      </body>
    </html>
  );
}

/** The site's document: the shell with the site header (navigation, account menu). */
export const documentRenderer = reactRenderer(
  ({ children, title, description, noindex, c }) => {
    const ctx = c as Context<AppEnv>;
    const url = new URL(ctx.req.url);
    const path = url.pathname;
    // After sign-in, come back here; from the sign-in pages themselves, to where they were going.
    const returnTo = ["/login", "/callback", "/logout"].includes(path) ? safeReturnTo(url.searchParams.get("returnTo")) : path + url.search;
    return (
      <DocumentShell
        ctx={ctx}
        title={title}
        description={description}
        noindex={noindex}
        header={<Header user={ctx.var.user} path={path} returnTo={returnTo} />}
      >
        {children}
      </DocumentShell>
    );
  },
  { docType: true },
);

/** Render a page with the shared document. */
export function renderPage(
  c: Context<AppEnv>,
  page: React.ReactElement,
  meta: { title: string; description: string; noindex?: boolean },
  status: 200 | 404 | 403 | 400 | 422 | 500 = 200,
) {
  c.status(status);
  return c.render(page, meta);
}
