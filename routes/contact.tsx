import { Hono, type Context } from "hono";
import type { AppEnv } from "../src/app-env";
import { Islands } from "../src/render/islands";
import { renderPage } from "../src/render/document";
import { contactSchema, type ContactInput } from "../src/validation/contact";
import { receiveContactMessage } from "../src/contact/messages";
import { validate } from "../src/validation/validate";
import { clientAddress } from "../src/http/client-address";
import { HttpError } from "../src/http/errors";
import { CONTACT } from "../src/content/home";
import { pageMeta } from "../src/content/meta";
import { planFacts } from "../src/contracts/plan";
import { ContentAnchor, PageIntro } from "../components/public/bits";
import { formBody, jsonBody } from "../src/http/body";

const { ContactForm } = Islands;

function ContactPage(props: { values?: Partial<ContactInput>; errors?: Record<string, string>; sent?: boolean }) {
  return (
    <>
      <PageIntro eyebrow="We'd love to hear from you" title={CONTACT.heading}>
        <p className="lead">{CONTACT.intro}</p>
      </PageIntro>
      <div className="container page-tight contact-grid">
        <div>
          <h2 className="visually-hidden">{CONTACT.formHeading}</h2>
          <ContactForm {...props} />
        </div>
        <aside className="contact-aside" aria-label="Other ways to reach us">
          <section className="card">
            <h2 className="h3">{CONTACT.emailCard.heading}</h2>
            <p>{CONTACT.emailCard.text}</p>
            <p>
              <a href={CONTACT.emailCard.href}>{CONTACT.emailCard.email}</a>
            </p>
          </section>
          <section className="card">
            <h2 className="h3">{CONTACT.socialCard.heading}</h2>
            <p>{CONTACT.socialCard.text}</p>
            <p>
              <ContentAnchor link={CONTACT.socialCard.link} />
            </p>
          </section>
          <section className="card">
            <h2 className="h3">Looking for a quick answer?</h2>
            <p className="inline-links">
              {CONTACT.helpLinks.map((l) => (
                <ContentAnchor key={l.href} link={l} className="btn btn-secondary btn-sm" />
              ))}
            </p>
          </section>
        </aside>
      </div>
    </>
  );
}

const meta = (c: Context<AppEnv>) => pageMeta("/contact", planFacts(c.var.deps.env));

export const contactRoute = new Hono<AppEnv>()
  .get("/contact", (c) => renderPage(c, <ContactPage sent={c.req.query("sent") === "1"} />, meta(c)))
  // Without JavaScript: a real form post, re-rendered with field errors (422) or redirected (303).
  .post("/contact", async (c) => {
    const form = await formBody(c);
    const values = Object.fromEntries(["name", "email", "subject", "message"].map((k) => [k, String(form[k] ?? "")]));
    const r = validate(contactSchema, values);
    if (!r.ok) return renderPage(c, <ContactPage values={values} errors={r.fields} />, meta(c), 422);
    await receiveContactMessage(c.var.deps, r.data, String(form.website ?? ""), clientAddress(c));
    return c.redirect("/contact?sent=1", 303);
  })
  .post("/api/contact", async (c) => {
    const body = (await jsonBody(c)) as { website?: unknown } | null;
    const r = validate(contactSchema, body);
    if (!r.ok) throw new HttpError(400, "invalid_input", "Please check the highlighted fields.", r.fields);
    await receiveContactMessage(c.var.deps, r.data, typeof body?.website === "string" ? body.website : "", clientAddress(c));
    return c.json({ success: true });
  });
