import { useState, type FormEvent } from "react";
import { contactSchema, CONTACT_FAILURE, CONTACT_SUCCESS } from "../src/validation/contact";
import { validate } from "../src/validation/validate";
import { api, ApiError } from "./lib/api";
import { showToast } from "./lib/toast";

type Values = { name: string; email: string; subject: string; message: string };
const EMPTY: Values = { name: "", email: "", subject: "", message: "" };

/** Contact form. Without JavaScript it posts to /contact and the server re-renders it with errors. */
export default function ContactForm(props: { values?: Partial<Values>; errors?: Record<string, string>; sent?: boolean }) {
  const [values, setValues] = useState<Values>({ ...EMPTY, ...props.values });
  const [errors, setErrors] = useState<Record<string, string>>(props.errors ?? {});
  const [pending, setPending] = useState(false);

  const set = (k: keyof Values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [k]: e.target.value }));

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const website = (e.currentTarget.elements.namedItem("website") as HTMLInputElement | null)?.value ?? "";
    const r = validate(contactSchema, values);
    if (!r.ok) {
      setErrors(r.fields);
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await api("POST", "/api/contact", { ...r.data, website });
      showToast(CONTACT_SUCCESS);
      setValues(EMPTY);
    } catch (err) {
      if (err instanceof ApiError && err.body?.error?.fields) setErrors(err.body.error.fields);
      showToast({ ...CONTACT_FAILURE, variant: "destructive" });
    } finally {
      setPending(false);
    }
  }

  const field = (k: keyof Values, label: string, type = "text") => (
    <div className="field">
      <label htmlFor={`contact-${k}`}>{label}</label>
      {k === "message" ? (
        <textarea
          id={`contact-${k}`}
          name={k}
          rows={6}
          value={values[k]}
          onChange={set(k)}
          aria-invalid={!!errors[k]}
          aria-describedby={errors[k] ? `contact-${k}-error` : undefined}
        />
      ) : (
        <input
          id={`contact-${k}`}
          name={k}
          type={type}
          value={values[k]}
          onChange={set(k)}
          aria-invalid={!!errors[k]}
          aria-describedby={errors[k] ? `contact-${k}-error` : undefined}
          autoComplete={k === "name" ? "name" : k === "email" ? "email" : "off"}
        />
      )}
      {errors[k] ? (
        <p className="field-error" id={`contact-${k}-error`}>
          {errors[k]}
        </p>
      ) : null}
    </div>
  );

  return (
    <form className="card form" method="post" action="/contact" noValidate onSubmit={onSubmit}>
      {props.sent ? (
        <p className="notice notice-success" role="status">
          <strong>{CONTACT_SUCCESS.title}.</strong> {CONTACT_SUCCESS.description}
        </p>
      ) : null}
      {field("name", "Name")}
      {field("email", "Email", "email")}
      {field("subject", "Subject")}
      {field("message", "Message")}
      <div className="honeypot" aria-hidden="true">
        <label htmlFor="contact-website">Leave this field empty</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <button className="btn btn-primary" type="submit" disabled={pending}>
        {pending ? "Sending..." : "Send Message"}
      </button>
    </form>
  );
}
