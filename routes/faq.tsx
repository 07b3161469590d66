/** `/faq`: the questions, searchable (`?q=` filters on the server; the island filters live once hydrated). */
import { Hono } from "hono";
import type { AppEnv } from "../src/app-env";
import { renderPage } from "../src/render/document";
import { Islands } from "../src/render/islands";
import { pageMeta } from "../src/content/meta";
import { planFacts } from "../src/contracts/plan";
import { FAQ_PAGE, STILL_HAVE_QUESTIONS } from "../src/content/faq";
import { ActionLinks, PageIntro } from "../components/public/bits";

const { FaqSearch } = Islands;

function StillHaveQuestions() {
  return (
    <section className="card still-questions" aria-labelledby="still-heading">
      <h2 id="still-heading">{STILL_HAVE_QUESTIONS.heading}</h2>
      <p>{STILL_HAVE_QUESTIONS.text}</p>
      <ActionLinks links={STILL_HAVE_QUESTIONS.links} className="center" />
    </section>
  );
}

export const faqRoute = new Hono<AppEnv>()
  // FAQ: the island renders (and, with ?q=, filters) every question on the server; it filters live once hydrated.
  .get("/faq", (c) => {
    const plan = planFacts(c.var.deps.env);
    return renderPage(
      c,
      <>
        <PageIntro eyebrow="Help" title={FAQ_PAGE.heading}>
          <p className="lead">{FAQ_PAGE.intro}</p>
        </PageIntro>
        <div className="container narrow section-tight">
          <FaqSearch plan={plan} initialQuery={(c.req.query("q") ?? "").slice(0, 100)} />
          <StillHaveQuestions />
        </div>
      </>,
      pageMeta("/faq", plan),
    );
  });
