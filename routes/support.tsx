/** `/support`: the Support Center, every panel rendered; `?tab=` picks the visible one without JavaScript. */
import { Hono } from "hono";
import type { AppEnv } from "../src/app-env";
import { renderPage } from "../src/render/document";
import { Islands } from "../src/render/islands";
import { pageMeta } from "../src/content/meta";
import { planFacts } from "../src/contracts/plan";
import { SUPPORT_PAGE, supportTabs, type SupportTab } from "../src/content/support";
import { ContentAnchor, PageIntro, Paragraphs } from "../components/public/bits";

const { Tabs } = Islands;

function SupportPanel({ tab, selected }: { tab: SupportTab; selected: boolean }) {
  return (
    <div id={`support-panel-${tab.id}`} className="tab-panel" hidden={!selected}>
      <h2>{tab.heading}</h2>
      <p className="lead">{tab.intro}</p>
      {tab.items.length ? (
        <div className="support-items">
          {tab.items.map((item) => (
            <article key={item.id} id={`q-${item.id}`} className="card support-item">
              <h3>{item.question}</h3>
              <Paragraphs items={item.answer} />
              {item.steps ? (
                <ol className="numbered-steps">
                  {item.steps.map((s) => (
                    <li key={s}>{s}</li>
                  ))}
                </ol>
              ) : null}
            </article>
          ))}
        </div>
      ) : null}
      {tab.cards.length ? (
        <div className="grid grid-2">
          {tab.cards.map((card) => (
            <article key={card.id} className="card contact-card">
              <h3>
                {card.title}
                {card.status === "coming-soon" ? <span className="pill pill-soft">Coming soon</span> : null}
              </h3>
              <p>{card.description}</p>
              <p className="muted">{card.detail}</p>
              {card.note ? (
                <p className="field-hint" id={`${card.id}-note`}>
                  {card.note}
                </p>
              ) : null}
              {card.status === "coming-soon" ? (
                // Not a link to something else: the spec's button, off until chat exists (issue 26).
                <button type="button" className="btn btn-primary" disabled aria-describedby={card.note ? `${card.id}-note` : undefined}>
                  {card.action.label}
                </button>
              ) : (
                <ContentAnchor link={card.action} className="btn btn-primary" />
              )}
            </article>
          ))}
        </div>
      ) : null}
      {tab.links.length ? (
        <p className="inline-links">
          {tab.links.map((l) => (
            <ContentAnchor key={l.href} link={l} className="btn btn-secondary" />
          ))}
        </p>
      ) : null}
    </div>
  );
}

export const supportRoute = new Hono<AppEnv>()
  // Support Center: every panel is rendered; ?tab= picks the visible one without JavaScript.
  .get("/support", (c) => {
    const plan = planFacts(c.var.deps.env);
    const tabs = supportTabs(plan);
    const asked = c.req.query("tab");
    const selected = tabs.some((t) => t.id === asked) ? asked! : SUPPORT_PAGE.defaultTab;
    return renderPage(
      c,
      <>
        <PageIntro eyebrow="We're here to help" title={SUPPORT_PAGE.heading}>
          <p className="lead">{SUPPORT_PAGE.intro}</p>
        </PageIntro>
        <section id="support" className="section section-tight">
          <div className="container narrow">
            <Tabs id="support" label="Support topics" tabs={tabs.map((t) => ({ id: t.id, label: t.label }))} selected={selected} />
            {tabs.map((t) => (
              <SupportPanel key={t.id} tab={t} selected={t.id === selected} />
            ))}
          </div>
        </section>
      </>,
      pageMeta("/support", plan),
    );
  });
