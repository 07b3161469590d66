/** `/about`: the About page with its research-paper signup (the no-JavaScript post too), and `/about/research-paper`, where the paper is on its way. */
import { Hono, type Context } from "hono";
import type { AppEnv } from "../src/app-env";
import { renderPage } from "../src/render/document";
import { Islands } from "../src/render/islands";
import { pageMeta } from "../src/content/meta";
import { planFacts, type PlanFacts } from "../src/contracts/plan";
import { RESEARCH_PAPER_SENT, researchPaperSentHeading, researchPaperSentText } from "../src/content/home";
import { emailFromQuery } from "../src/validation/research";
import { receiveResearchForm, type ResearchFormState } from "../src/newsletter/research-form";
import { formatFileSize, RESEARCH_PAPER, researchPaperDownloadUrl } from "../src/newsletter/paper";
import { clientAddress } from "../src/http/client-address";
import { AboutPage } from "../components/public/AboutPage";
import { Icon } from "../components/public/bits";
import { AccessRequired } from "../components/public/AccessRequired";
import { formBody } from "../src/http/body";

const { ResearchSignup } = Islands;

/** The paper's size, as the signup and the download page print it. */
export const FILE_NOTE = `PDF, ${formatFileSize(RESEARCH_PAPER.bytes)}`;

/** /about with its signup form (after a failed post: what was typed, and the messages). */
function aboutPage(plan: PlanFacts, form: ResearchFormState = {}) {
  return <AboutPage plan={plan} signup={<ResearchSignup view="signup" values={form.values} errors={form.errors} />} />;
}

/**
 * The research-paper form posted without JavaScript (to /about or to the API): re-render /about with the
 * field messages (422), or redirect (303) to the page that offers the paper.
 */
export async function aboutFormPost(c: Context<AppEnv>) {
  const r = await receiveResearchForm(c.var.deps, await formBody(c), clientAddress(c));
  const plan = planFacts(c.var.deps.env);
  if (!r.ok) return renderPage(c, aboutPage(plan, { values: r.values, errors: r.errors }), pageMeta("/about", plan), 422);
  // The form posts to "/about#research-paper"; an explicit fragment here stops the browser carrying that one over.
  return c.redirect(`${r.redirectUrl}#main`, 303);
}

/** /about/research-paper?email=…: the paper is on its way; download it now. */
function PaperSentPage({ email, mailed }: { email: string | null; mailed: boolean }) {
  if (!email) return <AccessRequired />;
  return (
    <section className="panel paper-card" aria-labelledby="paper-heading">
      <div className="paper-icon" aria-hidden="true">
        <Icon name="mail" size={34} />
      </div>
      <h1 id="paper-heading">{researchPaperSentHeading(mailed)}</h1>
      <p>{researchPaperSentText(email, mailed)}</p>
      <div className="panel-actions">
        <a className="btn btn-primary btn-lg" href={researchPaperDownloadUrl(email)} download>
          {RESEARCH_PAPER_SENT.downloadLabel}
        </a>
        <a className="btn btn-secondary btn-lg" href={RESEARCH_PAPER_SENT.backLink.href}>
          {RESEARCH_PAPER_SENT.backLink.label}
        </a>
      </div>
      <p className="file-note">{FILE_NOTE}</p>
    </section>
  );
}

export const aboutRoute = new Hono<AppEnv>()
  .get("/about", (c) => {
    const plan = planFacts(c.var.deps.env);
    return renderPage(c, aboutPage(plan), pageMeta("/about", plan));
  })
  // The research-paper form without JavaScript: 422 with field messages, or 303 to the paper.
  .post("/about", (c) => aboutFormPost(c))
  .get("/about/research-paper", (c) =>
    renderPage(
      c,
      <div className="container page">
        <PaperSentPage email={emailFromQuery(c.req.query("email"))} mailed={!!c.var.deps.env.SENDFOX_API_TOKEN} />
      </div>,
      pageMeta("/about/research-paper", planFacts(c.var.deps.env)),
    ),
  );
