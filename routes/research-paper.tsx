/** `/research-paper` (the paper for someone who signed up), its download, and the signup API `POST /api/subscribe-and-redirect` (the About page's form, routes/about.tsx). */
import { Hono } from "hono";
import type { AppEnv } from "../src/app-env";
import { renderPage } from "../src/render/document";
import { Islands } from "../src/render/islands";
import { pageMeta } from "../src/content/meta";
import { planFacts } from "../src/contracts/plan";
import { emailFromQuery, researchSignupSchema } from "../src/validation/research";
import { validate } from "../src/validation/validate";
import { markPaperDownloaded } from "../src/newsletter/signup";
import { signUpForResearchPaper } from "../src/newsletter/research-form";
import { RESEARCH_PAPER } from "../src/newsletter/paper";
import { clientAddress } from "../src/http/client-address";
import { HttpError } from "../src/http/errors";
import { jsonBody } from "../src/http/body";
import { errorText } from "../src/http/errors";
import { aboutFormPost, FILE_NOTE } from "./about";

const { ResearchSignup } = Islands;

export const researchPaperRoute = new Hono<AppEnv>()
  .post("/api/subscribe-and-redirect", async (c) => {
    const type = c.req.header("content-type") ?? "";
    if (type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data")) return aboutFormPost(c);
    const body = await jsonBody(c);
    const r = validate(researchSignupSchema, body);
    if (!r.ok) throw new HttpError(400, "invalid_input", "Please check the highlighted fields.", r.fields);
    return c.json({ redirectUrl: await signUpForResearchPaper(c.var.deps, r.data, clientAddress(c)) });
  })
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
