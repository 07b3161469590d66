import { Hono, type Context } from "hono";
import type { AppEnv } from "../src/app-env";
import { renderPage } from "../src/render/document";
import { island } from "../src/render/island";
import { pageMeta } from "../src/content/meta";
import { planFacts } from "../src/contracts/plan";
import { RESEARCH_PAPER_PAGE, RESEARCH_PAPER_SENT, researchPaperSentText } from "../src/content/home";
import { emailFromQuery, researchFormSchema, researchSignupSchema } from "../src/validation/research";
import { validate } from "../src/validation/validate";
import { markPaperDownloaded, subscribeToResearchPaper } from "../src/newsletter/signup";
import { formatFileSize, RESEARCH_PAPER, researchPaperDownloadUrl, researchPaperSentUrl } from "../src/newsletter/paper";
import { hitRateLimit } from "../src/http/rate-limit";
import { clientAddress } from "../src/http/client-address";
import { HttpError } from "../src/http/errors";
import { AboutPage } from "../components/public/AboutPage";
import { Icon } from "../components/public/bits";
import { AccessRequired } from "../components/public/AccessRequired";
import ResearchSignupComponent from "../islands/ResearchSignup";
import { formBody, jsonBody } from "../src/http/body";
import { errorText } from "../src/http/errors";

const ResearchSignup = island("ResearchSignup", ResearchSignupComponent);

const RATE_LIMIT = { max: 10, windowMs: 60 * 60 * 1000 };
const FILE_NOTE = `PDF, ${formatFileSize(RESEARCH_PAPER.bytes)}`;

async function checkRate(c: Context<AppEnv>) {
  const ok = await hitRateLimit(c.var.deps, `subscribe:${clientAddress(c)}`, RATE_LIMIT.max, RATE_LIMIT.windowMs);
  if (!ok) throw new HttpError(429, "rate_limited", "You have signed up several times recently. Please wait a while and try again.");
}

/**
 * The research-paper form posted without JavaScript (to /about or to the API): re-render /about with the
 * field messages (422), or store the subscriber and redirect (303) to the page that offers the paper.
 */
export async function receiveResearchForm(c: Context<AppEnv>) {
  const form = await formBody(c);
  const values = { firstName: String(form.firstName ?? ""), email: String(form.email ?? ""), consent: form.consent === "on" || form.consent === "true" };
  const r = validate(researchFormSchema, values);
  const plan = planFacts(c.var.deps.env);
  if (!r.ok) return renderPage(c, <AboutPage plan={plan} form={{ values, errors: r.fields }} />, pageMeta("/about", plan), 422);
  await checkRate(c);
  await subscribeToResearchPaper(c.var.deps, { firstName: r.data.firstName, email: r.data.email });
  // The form posts to "/about#research-paper"; an explicit fragment here stops the browser carrying that one over.
  return c.redirect(`${researchPaperSentUrl(r.data.email)}#main`, 303);
}

/** /about/research-paper?email=…: the paper is on its way; download it now. */
function PaperSentPage({ email }: { email: string | null }) {
  if (!email) return <AccessRequired />;
  return (
    <section className="panel paper-card" aria-labelledby="paper-heading">
      <div className="paper-icon" aria-hidden="true">
        <Icon name="mail" size={34} />
      </div>
      <h1 id="paper-heading">{RESEARCH_PAPER_SENT.heading}</h1>
      <p>{researchPaperSentText(email)}</p>
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

export const researchPaperRoute = new Hono<AppEnv>()
  .post("/api/subscribe-and-redirect", async (c) => {
    const type = c.req.header("content-type") ?? "";
    if (type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data")) return receiveResearchForm(c);
    const body = await jsonBody(c);
    const r = validate(researchSignupSchema, body);
    if (!r.ok) throw new HttpError(400, "invalid_input", "Please check the highlighted fields.", r.fields);
    await checkRate(c);
    await subscribeToResearchPaper(c.var.deps, r.data);
    return c.json({ redirectUrl: researchPaperSentUrl(r.data.email) });
  })
  .get("/about/research-paper", (c) => renderPage(c, <div className="container page"><PaperSentPage email={emailFromQuery(c.req.query("email"))} /></div>, pageMeta("/about/research-paper", planFacts(c.var.deps.env))))
  .get("/research-paper", (c) =>
    renderPage(
      c,
      <div className="container page">
        <ResearchSignup view="access" email={emailFromQuery(c.req.query("email"))} fileNote={FILE_NOTE} />
      </div>,
      pageMeta("/research-paper", planFacts(c.var.deps.env)),
    ),
  )
  // Following the download link records it on the subscriber, then hands over the static PDF.
  .get("/research-paper/download", async (c) => {
    const email = emailFromQuery(c.req.query("email"));
    if (email) {
      try {
        await markPaperDownloaded(c.var.deps, email);
      } catch (err) {
        c.var.deps.log.error("could not record a paper download", { error: errorText(err) });
      }
    }
    return c.redirect(RESEARCH_PAPER.path, 303);
  });
