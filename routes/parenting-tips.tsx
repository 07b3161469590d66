import { Hono } from "hono";
import type { AppEnv } from "../src/app-env";
import { renderPage } from "../src/render/document";
import { Islands } from "../src/render/islands";
import { pageMeta } from "../src/content/meta";
import { planFacts } from "../src/contracts/plan";
import { TIPS_PAGE, TIPS_TABS } from "../src/content/tips";
import { ActionLinks, PageIntro, Paragraphs } from "../components/public/bits";

const { Tabs } = Islands;

/** /parenting-tips: Communication, Positive Discipline and Routines as tabs (?tab= selects one without JS). */
export const parentingTipsRoute = new Hono<AppEnv>().get("/parenting-tips", (c) => {
  const asked = c.req.query("tab");
  const selected = TIPS_TABS.some((t) => t.id === asked) ? asked! : TIPS_PAGE.defaultTab;
  return renderPage(
    c,
    <>
      <PageIntro eyebrow="For parents, caregivers and teachers" title={TIPS_PAGE.heading}>
        <Paragraphs items={TIPS_PAGE.intro} className="lead" />
      </PageIntro>
      <section id="tips" className="section section-tight">
        <div className="container">
          <Tabs id="tips" label="Parenting tip topics" tabs={TIPS_TABS.map((t) => ({ id: t.id, label: t.label }))} selected={selected} />
          {TIPS_TABS.map((tab) => (
            <div key={tab.id} id={`tips-panel-${tab.id}`} className="tab-panel" hidden={tab.id !== selected}>
              <h2 className="visually-hidden">{tab.label}</h2>
              <p className="lead">{tab.intro}</p>
              <div className="grid grid-2">
                {tab.tips.map((tip) => (
                  <article key={tip.title} className="card tip-card">
                    <h3>{tip.title}</h3>
                    <Paragraphs items={tip.body} />
                  </article>
                ))}
              </div>
            </div>
          ))}
        </div>
      </section>
      <section className="section cta-band" aria-labelledby="tips-closing">
        <div className="container cta-inner">
          <h2 id="tips-closing">{TIPS_PAGE.closing.heading}</h2>
          <p>{TIPS_PAGE.closing.text}</p>
          <ActionLinks links={TIPS_PAGE.closing.links} className="center" />
        </div>
      </section>
    </>,
    pageMeta("/parenting-tips", planFacts(c.var.deps.env)),
  );
});
