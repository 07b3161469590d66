import { Hono } from "hono";
import type { AppEnv } from "../src/app-env";
import { renderPage } from "../src/render/document";
import { PAGE_META } from "../src/content/meta";
import { BLOG_NEWSLETTER, BLOG_PAGE, FEATURED_ARTICLE, findArticle, RECENT_ARTICLES, type BlogArticle } from "../src/content/blog";
import { formatLongDate, PageIntro, Paragraphs } from "../components/public/bits";

function ArticleMeta({ a }: { a: BlogArticle }) {
  return (
    <p className="article-meta">
      <span className="pill">{a.category}</span>
      <time dateTime={a.date}>{formatLongDate(a.date)}</time>
      <span aria-hidden="true">·</span>
      <span>{a.readTime}</span>
    </p>
  );
}

/**
 * The newsletter box and 'Load More Articles' are shown as the spec has them, but neither is wired to a
 * call; they say so plainly and point to the research-paper list, which is real.
 */
function NewsletterBox() {
  const n = BLOG_NEWSLETTER;
  return (
    <section className="card newsletter-box" aria-labelledby="newsletter-heading">
      <h2 id="newsletter-heading">{n.heading}</h2>
      <p>{n.text}</p>
      <div className="newsletter-form">
        <label htmlFor="newsletter-email" className="visually-hidden">
          {n.emailLabel}
        </label>
        <input id="newsletter-email" type="email" name="email" placeholder={n.emailHint} disabled aria-describedby="newsletter-status" />
        <button className="btn btn-primary" type="button" disabled>
          {n.buttonLabel}
        </button>
      </div>
      <p id="newsletter-status" className="field-hint">
        Article e-mails are coming soon. Meanwhile, <a href="/about#research-paper">get our free research paper</a>. {n.privacyNote}{" "}
        <a href={n.privacyLink.href}>{n.privacyLink.label}</a>
      </p>
    </section>
  );
}

function BlogIndex() {
  const f = FEATURED_ARTICLE;
  return (
    <>
      <PageIntro eyebrow="Ideas for home and classroom" title={BLOG_PAGE.heading}>
        <p className="lead">{BLOG_PAGE.intro}</p>
      </PageIntro>
      <div className="container section-tight">
        <article className="card featured-article" aria-labelledby={`post-${f.slug}`}>
          <p className="eyebrow">{BLOG_PAGE.featuredLabel}</p>
          <h2 id={`post-${f.slug}`}>
            <a href={`/blog/${f.slug}`}>{f.title}</a>
          </h2>
          <ArticleMeta a={f} />
          <p>{f.excerpt}</p>
          <a className="btn btn-primary" href={`/blog/${f.slug}`} aria-label={`${BLOG_PAGE.readMoreLabel}: ${f.title}`}>
            {BLOG_PAGE.readMoreLabel}
          </a>
        </article>

        <section className="section" aria-labelledby="recent-heading">
          <h2 id="recent-heading">{BLOG_PAGE.recentHeading}</h2>
          <ul className="grid grid-3 article-list">
            {RECENT_ARTICLES.map((a) => (
              <li key={a.slug} className="card article-card">
                <article aria-labelledby={`post-${a.slug}`}>
                  <h3 id={`post-${a.slug}`}>
                    <a href={`/blog/${a.slug}`}>{a.title}</a>
                  </h3>
                  <ArticleMeta a={a} />
                  <p>{a.excerpt}</p>
                  <a href={`/blog/${a.slug}`} aria-label={`${BLOG_PAGE.readMoreLabel}: ${a.title}`}>
                    {BLOG_PAGE.readMoreLabel} &rarr;
                  </a>
                </article>
              </li>
            ))}
          </ul>
          <div className="center load-more">
            <button className="btn btn-secondary" type="button" disabled aria-describedby="all-shown">
              {BLOG_PAGE.loadMoreLabel}
            </button>
            <p id="all-shown" className="field-hint">
              All articles are shown.
            </p>
          </div>
        </section>
        <NewsletterBox />
      </div>
    </>
  );
}

function ArticlePage({ a }: { a: BlogArticle }) {
  return (
    <article className="container narrow page blog-article" aria-labelledby="article-title">
      <p>
        <a href="/blog">&larr; All articles</a>
      </p>
      <h1 id="article-title">{a.title}</h1>
      <ArticleMeta a={a} />
      <p className="muted">By {a.author}</p>
      <p className="lead">{a.excerpt}</p>
      <div className="prose">
        {a.body.map((s, i) => (
          <section key={i}>
            {s.heading ? <h2>{s.heading}</h2> : null}
            <Paragraphs items={s.paragraphs} />
          </section>
        ))}
      </div>
      <aside className="card cta-card" aria-labelledby="article-cta">
        <h2 id="article-cta">Turn this into a story</h2>
        <p>Create a personalized story where your child practices the skill from this article.</p>
        <div className="action-row">
          <a className="btn btn-primary" href="/behaviors">
            Create a Story
          </a>
          <a className="btn btn-secondary" href="/blog">
            More articles
          </a>
        </div>
      </aside>
    </article>
  );
}

export const blogRoute = new Hono<AppEnv>()
  .get("/blog", (c) => renderPage(c, <BlogIndex />, PAGE_META["/blog"]))
  .get("/blog/:slug", (c) => {
    const a = findArticle(c.req.param("slug"));
    if (!a) return c.notFound();
    return renderPage(c, <ArticlePage a={a} />, { title: `${a.title} · Behavior Tales`, description: a.excerpt.length > 160 ? `${a.excerpt.slice(0, 157).trimEnd()}...` : a.excerpt });
  });
