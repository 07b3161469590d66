import { Hono } from "hono";
import type { AppEnv } from "../src/app-env";
import { renderPage } from "../src/render/document";
import { pageMeta } from "../src/content/meta";
import { planFacts } from "../src/contracts/plan";
import { BLOG_NEWSLETTER, BLOG_PAGE, FEATURED_ARTICLE, findArticle, RECENT_ARTICLES, RECENT_PAGE_SIZE, type BlogArticle } from "../src/content/blog";
import { formatLongDate, PageIntro, Paragraphs } from "../components/public/bits";
import { Islands } from "../src/render/islands";
import { formBody } from "../src/http/body";
import { clientAddress } from "../src/http/client-address";
import { receiveResearchForm, type ResearchFormState } from "../src/newsletter/research-form";

const { ResearchSignup } = Islands;

/** Category, then date and read time kept together on one line, so the "·" never ends or starts a line. */
function ArticleMeta({ a }: { a: BlogArticle }) {
  return (
    <p className="article-meta">
      <span className="pill">{a.category}</span>
      <span className="article-when">
        <time dateTime={a.date}>{formatLongDate(a.date)}</time>
        <span aria-hidden="true"> · </span>
        <span className="visually-hidden">, </span>
        <span>{a.readTime}</span>
      </span>
    </p>
  );
}

/**
 * How each card sits in the grid so no row is left with a lone card: three columns on a wide screen
 * (a six-track grid; the first cards of an uneven list take half a row), two on a tablet (an odd list's
 * first card takes the whole row), one on a phone.
 */
export function cardLayout(index: number, count: number): string {
  const classes: string[] = [];
  const rest = count % 3;
  if (count === 1) classes.push("span-full");
  else if (rest === 2 && index < 2) classes.push("span-half");
  else if (rest === 1 && index < 4) classes.push("span-half");
  if (count % 2 === 1 && index === 0) classes.push("span-both-md");
  return classes.join(" ");
}

/** The newsletter box: the research-paper signup itself (same list, validation, consent and API). */
function NewsletterBox({ form = {} }: { form?: ResearchFormState }) {
  const n = BLOG_NEWSLETTER;
  return (
    <section id="newsletter" className="card newsletter-box" aria-labelledby="newsletter-heading">
      <h2 id="newsletter-heading">{n.heading}</h2>
      <p>{n.text}</p>
      <ResearchSignup
        view="signup"
        values={form.values}
        errors={form.errors}
        place={{ action: "/blog#newsletter", idPrefix: "newsletter", submitLabel: n.buttonLabel, note: n.note }}
      />
    </section>
  );
}

function BlogIndex({ count = RECENT_PAGE_SIZE, form }: { count?: number; form?: ResearchFormState }) {
  const f = FEATURED_ARTICLE;
  const shown = RECENT_ARTICLES.slice(0, count);
  const next = RECENT_ARTICLES[shown.length];
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
          <ul className="article-list">
            {shown.map((a, i) => (
              <li key={a.slug} id={`card-${a.slug}`} className={`card article-card ${cardLayout(i, shown.length)}`.trim()}>
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
          {next ? (
            <div className="center load-more">
              <a className="btn btn-secondary" href={`/blog?count=${shown.length + RECENT_PAGE_SIZE}#card-${next.slug}`}>
                {BLOG_PAGE.loadMoreLabel}
              </a>
            </div>
          ) : null}
        </section>
        <NewsletterBox form={form} />
      </div>
    </>
  );
}

/** `?count=` from a 'Load More Articles' link: whole pages only, at least one. */
function recentCount(raw: string | undefined): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < RECENT_PAGE_SIZE) return RECENT_PAGE_SIZE;
  return Math.min(n, Math.ceil(RECENT_ARTICLES.length / RECENT_PAGE_SIZE) * RECENT_PAGE_SIZE);
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
  .get("/blog", (c) => renderPage(c, <BlogIndex count={recentCount(c.req.query("count"))} />, pageMeta("/blog", planFacts(c.var.deps.env))))
  // The newsletter box without JavaScript: the blog again with the field messages (422), or the research
  // paper's signup (rate limit, store, 303 to the paper) for a good submission.
  .post("/blog", async (c) => {
    const r = await receiveResearchForm(c.var.deps, await formBody(c), clientAddress(c));
    if (!r.ok) return renderPage(c, <BlogIndex form={{ values: r.values, errors: r.errors }} />, pageMeta("/blog", planFacts(c.var.deps.env)), 422);
    return c.redirect(`${r.redirectUrl}#main`, 303);
  })
  .get("/blog/:slug", (c) => {
    const a = findArticle(c.req.param("slug"));
    if (!a) return c.notFound();
    return renderPage(c, <ArticlePage a={a} />, {
      title: `${a.title} · Behavior Tales`,
      description: a.excerpt.length > 160 ? `${a.excerpt.slice(0, 157).trimEnd()}...` : a.excerpt,
    });
  });
