import { useEffect, useState, type FormEvent } from "react";
import { RESEARCH_PAPER_PAGE, RESEARCH_SIGNUP } from "../src/content/home";
import { researchFormSchema, emailFromQuery, FIRST_NAME_MAX, EMAIL_MAX } from "../src/validation/research";
import { validate } from "../src/validation/validate";
import { researchPaperDownloadUrl, researchPaperSentUrl } from "../src/newsletter/paper";
import { api, ApiError } from "./lib/api";
import { Icon } from "../components/public/bits";
import { AccessRequired } from "../components/public/AccessRequired";

/** localStorage key the signup keeps the e-mail under, read (and removed) by /research-paper (spec section 7). */
export const NEWSLETTER_EMAIL_KEY = "newsletterEmail";

type SignupProps = {
  view: "signup";
  values?: { firstName?: string; email?: string; consent?: boolean };
  errors?: Record<string, string>;
  /**
   * The same signup placed elsewhere (the blog's newsletter box): where the form posts without
   * JavaScript, the prefix of its field ids, and its button and note. Defaults: the About page's form.
   */
  place?: { action: string; idPrefix: string; submitLabel: string; note: string };
};
type AccessProps = {
  view: "access";
  /** The e-mail from the address, when there is one. */
  email: string | null;
  fileNote: string;
};

/** Research paper: the signup form on /about, or the access card on /research-paper. */
export default function ResearchSignup(props: SignupProps | AccessProps) {
  return props.view === "access" ? <PaperAccess {...props} /> : <SignupForm {...props} />;
}

/**
 * The signup form. Without JavaScript it posts to /about and the server re-renders it with the field
 * messages (422) or redirects (303). With JavaScript, nothing is sent while anything is missing; a good
 * submission calls the API, keeps the e-mail in localStorage and follows the returned redirectUrl, or
 * (when the call fails) goes to the research-paper page anyway, as the spec says.
 */
function SignupForm(props: SignupProps) {
  const copy = RESEARCH_SIGNUP;
  const place = props.place ?? { action: "/about#research-paper", idPrefix: "research", submitLabel: copy.submitLabel, note: copy.note };
  const id = (k: string) => `${place.idPrefix}-${k}`;
  const [values, setValues] = useState({ firstName: props.values?.firstName ?? "", email: props.values?.email ?? "", consent: !!props.values?.consent });
  const [errors, setErrors] = useState<Record<string, string>>(props.errors ?? {});
  const [pending, setPending] = useState(false);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const r = validate(researchFormSchema, values);
    if (!r.ok) {
      setErrors(r.fields);
      const first = ["firstName", "email", "consent"].find((k) => k in r.fields);
      if (first) document.getElementById(id(first))?.focus();
      return;
    }
    setErrors({});
    setPending(true);
    const { firstName, email } = r.data;
    try {
      localStorage.setItem(NEWSLETTER_EMAIL_KEY, email);
    } catch {
      /* storage unavailable: /research-paper can still read the address */
    }
    let target = researchPaperSentUrl(email);
    try {
      const res = await api<{ redirectUrl?: string }>("POST", "/api/subscribe-and-redirect", { firstName, email });
      if (res?.redirectUrl && res.redirectUrl.startsWith("/")) target = res.redirectUrl;
    } catch (err) {
      if (err instanceof ApiError && err.status === 400 && err.body?.error?.fields) {
        setErrors(err.body.error.fields);
        setPending(false);
        return;
      }
      // Any other failure: the visitor still gets the paper (spec section 8).
    }
    window.location.assign(target);
  }

  const describedBy = (k: string) => (errors[k] ? id(`${k}-error`) : undefined);
  const error = (k: string) =>
    errors[k] ? (
      <p className="field-error" id={id(`${k}-error`)}>
        {errors[k]}
      </p>
    ) : null;
  const [beforeLink, afterLink] = splitOnce(copy.consentLabel, copy.privacyLink.label);

  return (
    <form className="card form research-form" method="post" action={place.action} noValidate onSubmit={onSubmit}>
      <div className="field">
        <label htmlFor={id("firstName")}>{copy.firstNameLabel}</label>
        <input
          id={id("firstName")}
          name="firstName"
          type="text"
          autoComplete="given-name"
          maxLength={FIRST_NAME_MAX + 10}
          value={values.firstName}
          onChange={(e) => setValues((v) => ({ ...v, firstName: e.target.value }))}
          aria-invalid={!!errors.firstName}
          aria-describedby={describedBy("firstName")}
        />
        {error("firstName")}
      </div>
      <div className="field">
        <label htmlFor={id("email")}>{copy.emailLabel}</label>
        <input
          id={id("email")}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX + 10}
          value={values.email}
          onChange={(e) => setValues((v) => ({ ...v, email: e.target.value }))}
          aria-invalid={!!errors.email}
          aria-describedby={describedBy("email")}
        />
        {error("email")}
      </div>
      <div className="field">
        <div className="checkbox">
          <input
            id={id("consent")}
            name="consent"
            type="checkbox"
            value="on"
            checked={values.consent}
            onChange={(e) => setValues((v) => ({ ...v, consent: e.target.checked }))}
            aria-invalid={!!errors.consent}
            aria-describedby={describedBy("consent")}
          />
          <label htmlFor={id("consent")} className="checkbox-label">
            {beforeLink}
            {afterLink !== null ? (
              <>
                <a href={copy.privacyLink.href}>{copy.privacyLink.label}</a>
                {afterLink}
              </>
            ) : null}
          </label>
        </div>
        {error("consent")}
      </div>
      <button className="btn btn-primary" type="submit" disabled={pending}>
        {pending ? copy.submittingLabel : place.submitLabel}
      </button>
      <p className="field-hint">{place.note}</p>
    </form>
  );
}

/**
 * /research-paper: the e-mail comes from the address or, failing that, from localStorage, which is then
 * cleared and the e-mail put into the address. Without one: 'Access required' and a link to /about.
 */
function PaperAccess(props: AccessProps) {
  const copy = RESEARCH_PAPER_PAGE;
  const [email, setEmail] = useState(props.email);

  useEffect(() => {
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(NEWSLETTER_EMAIL_KEY);
      if (stored !== null) localStorage.removeItem(NEWSLETTER_EMAIL_KEY);
    } catch {
      stored = null;
    }
    if (props.email) return;
    const fromStorage = emailFromQuery(stored);
    if (!fromStorage) return;
    const url = new URL(window.location.href);
    url.searchParams.set("email", fromStorage);
    window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
    setEmail(fromStorage);
  }, [props.email]);

  if (!email) return <AccessRequired />;
  return (
    <section className="panel paper-card" aria-labelledby="paper-heading">
      <div className="paper-icon" aria-hidden="true">
        <Icon name="book" size={34} />
      </div>
      <h1 id="paper-heading">{copy.heading}</h1>
      <p>{copy.text}</p>
      <p className="muted">
        Subscribed as <strong>{email}</strong>
      </p>
      <div className="panel-actions">
        <a className="btn btn-primary btn-lg" href={researchPaperDownloadUrl(email)} download>
          {copy.downloadLabel}
        </a>
        <a className="btn btn-secondary btn-lg" href={copy.nextStep.href}>
          {copy.nextStep.label}
        </a>
      </div>
      <p className="file-note">{props.fileNote}</p>
    </section>
  );
}

function splitOnce(text: string, token: string): [string, string | null] {
  const i = text.indexOf(token);
  return i < 0 ? [text, null] : [text.slice(0, i), text.slice(i + token.length)];
}
