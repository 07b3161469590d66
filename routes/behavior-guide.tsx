import { Hono } from "hono";
import type { AppEnv } from "../src/app-env";
import { renderPage } from "../src/render/document";
import { pageMeta } from "../src/content/meta";
import { planFacts } from "../src/contracts/plan";
import { GUIDE_PAGE, GUIDE_TOPIC_LIST } from "../src/content/guide";
import { ActionLinks, PageIntro, Paragraphs } from "../components/public/bits";
import { Islands } from "../src/render/islands";

const { GuideDialogs } = Islands;

/**
 * /behavior-guide: 20 topic cards. Each card links to an in-page dialog (#topic-…) that CSS shows with
 * :target, so the page works with no JavaScript at all; "Close" goes back to the card it came from.
 * Once hydrated, the GuideDialogs island makes the open one modal: focus in, Escape, focus back.
 * On a phone the dialog is a full-screen sheet (src/styles/pages.css).
 */
export const behaviorGuideRoute = new Hono<AppEnv>().get("/behavior-guide", (c) =>
  renderPage(
    c,
    <>
      <PageIntro eyebrow="Understanding behavior" title={GUIDE_PAGE.heading}>
        <Paragraphs items={GUIDE_PAGE.intro} className="lead" />
      </PageIntro>
      <section className="section section-tight" aria-labelledby="topics-heading">
        <div className="container">
          <h2 id="topics-heading" className="visually-hidden">
            Behavior topics
          </h2>
          <ul className="topic-grid">
            {GUIDE_TOPIC_LIST.map((t) => (
              <li key={t.id} id={`card-${t.id}`} className="topic-card">
                <a href={`#topic-${t.id}`} className="topic-link">
                  <span className="topic-title">{t.title}</span>
                  <span className="topic-summary">{t.summary}</span>
                  <span className="topic-more" aria-hidden="true">
                    Read more &rarr;
                  </span>
                </a>
              </li>
            ))}
          </ul>
          <ActionLinks links={GUIDE_PAGE.links} className="center" />
        </div>
      </section>
      {GUIDE_TOPIC_LIST.map((t) => (
        <section key={t.id} id={`topic-${t.id}`} className="guide-dialog" role="dialog" aria-labelledby={`topic-${t.id}-title`}>
          <a className="guide-dialog-backdrop" href={`#card-${t.id}`} tabIndex={-1} aria-hidden="true" />
          <div className="guide-dialog-box" tabIndex={-1}>
            <div className="guide-dialog-head">
              <h2 id={`topic-${t.id}-title`}>{t.title}</h2>
              <a className="guide-dialog-close" href={`#card-${t.id}`} aria-label={`Close ${t.title}`}>
                &times;
              </a>
            </div>
            {t.ageNote ? <p className="notice">{t.ageNote}</p> : null}
            <h3>{GUIDE_PAGE.whyHeading}</h3>
            <Paragraphs items={t.whyItHappens} />
            <h3>{GUIDE_PAGE.tipsHeading}</h3>
            <ul className="tip-list">
              {t.storytellingTips.map((tip, i) => (
                <li key={i}>{tip}</li>
              ))}
            </ul>
            <div className="action-row">
              <a className="btn btn-primary" href={`${GUIDE_PAGE.dialogAction.href}?behavior=${t.id}`}>
                {GUIDE_PAGE.dialogAction.label}
              </a>
              <a className="btn btn-secondary" href={`#card-${t.id}`}>
                Close
              </a>
            </div>
          </div>
        </section>
      ))}
      <GuideDialogs />
    </>,
    pageMeta("/behavior-guide", planFacts(c.var.deps.env)),
  ),
);
