import { Hono } from "hono";
import type { AppEnv } from "../src/app-env";
import { renderPage } from "../src/render/document";
import { pageMeta } from "../src/content/meta";
import { planFacts } from "../src/contracts/plan";
import { COOKIES, LEGAL_SLUGS, legalDocument, type LegalDocument } from "../src/content/legal";
import { ContentAnchor, Paragraphs } from "../components/public/bits";

const OTHER_DOCS: Record<string, string> = {
  "terms-of-service": "Terms of Service",
  "privacy-policy": "Privacy Policy",
  cookies: "Cookie Policy",
  copyright: "Copyright Notice",
};

function sectionId(heading: string) {
  return heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** The cookie and browser-storage entries as cards (a table would scroll sideways on a phone). */
function CookieList() {
  return (
    <section aria-labelledby="cookie-list-heading">
      <h2 id="cookie-list-heading">Cookies and browser storage at a glance</h2>
      <ul className="cookie-list">
        {COOKIES.map((k) => (
          <li key={k.name} className="card cookie-card">
            <h3>{k.name}</h3>
            <dl className="status-list">
              <dt>Type</dt>
              <dd>{k.kind === "cookie" ? "Cookie" : "Local storage"}</dd>
              <dt>Set by</dt>
              <dd>{k.setBy}</dd>
              <dt>Purpose</dt>
              <dd>{k.purpose}</dd>
              <dt>Lasts</dt>
              <dd>{k.duration}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}

function LegalPage({ doc }: { doc: LegalDocument }) {
  return (
    <div className="container page legal-layout">
      <article className="legal-doc" aria-labelledby="legal-title">
        <header className="legal-head">
          <p className="eyebrow">Legal</p>
          <h1 id="legal-title">{doc.title}</h1>
          <p className="muted">{doc.lastUpdatedLabel}</p>
        </header>
        <div className="prose">
          <Paragraphs items={doc.intro} />
          {doc.slug === "cookies" ? <CookieList /> : null}
          {doc.sections.map((s) => (
            <section key={s.heading} id={sectionId(s.heading)} aria-labelledby={`${sectionId(s.heading)}-h`}>
              <h2 id={`${sectionId(s.heading)}-h`}>{s.heading}</h2>
              <Paragraphs items={s.paragraphs} />
              {s.items ? (
                <ul>
                  {s.items.map((item, i) => (
                    <li key={i}>{item}</li>
                  ))}
                </ul>
              ) : null}
              {s.links ? (
                <p className="inline-links">
                  {s.links.map((l) => (
                    <ContentAnchor key={l.href} link={l} />
                  ))}
                </p>
              ) : null}
            </section>
          ))}
        </div>
        <footer className="card legal-contact">
          <p>
            Questions about this document? <ContentAnchor link={doc.contactLink} className="btn btn-primary btn-sm" />
          </p>
        </footer>
      </article>
      <nav className="legal-nav card" aria-label="Legal documents">
        <p className="legal-nav-title">Legal documents</p>
        <ul>
          {LEGAL_SLUGS.map((slug) => (
            <li key={slug}>
              <a href={`/${slug}`} aria-current={slug === doc.slug ? "page" : undefined}>
                {OTHER_DOCS[slug]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

export const legalRoute = new Hono<AppEnv>();
for (const slug of LEGAL_SLUGS) {
  legalRoute.get(`/${slug}`, (c) => {
    const plan = planFacts(c.var.deps.env);
    return renderPage(c, <LegalPage doc={legalDocument(slug, c.var.deps.now().getFullYear(), plan)} />, pageMeta(`/${slug}` as const, plan));
  });
}
