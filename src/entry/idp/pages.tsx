import type { ReactNode } from "react";
import { storyAllowance, type PlanFacts } from "../../contracts/plan";
import { MINIMUM_AGE } from "../../content/site";
import { PASSWORD_HINT } from "../../validation/password";

/** The embedded provider's sign-in and sign-up screens, in the product's look. */
export function IdpCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <section className="panel auth-card idp-card">
      <h1>{title}</h1>
      {intro ? <p className="muted">{intro}</p> : null}
      {children}
    </section>
  );
}

function Field({
  id,
  label,
  type = "text",
  value,
  error,
  autoComplete,
}: {
  id: string;
  label: string;
  type?: string;
  value?: string;
  error?: string;
  autoComplete: string;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={id}
        type={type}
        defaultValue={value}
        autoComplete={autoComplete}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function SignInForm({ uid, email, error }: { uid: string; email?: string; error?: string }) {
  return (
    <IdpCard title="Sign in to Behavior Tales" intro="Welcome back! Sign in with your e-mail and password.">
      {error ? (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      ) : null}
      <form method="post" action={`/idp/interaction/${uid}/login`} className="form">
        <Field id="email" label="Email" type="email" value={email} autoComplete="email" />
        <Field id="password" label="Password" type="password" autoComplete="current-password" />
        <button className="btn btn-primary" type="submit">
          Sign in
        </button>
      </form>
      <p>
        New to Behavior Tales? <a href={`/idp/interaction/${uid}?screen=signup`}>Create an account</a>
      </p>
      <p className="small">
        <a href={`/idp/interaction/${uid}/abort`}>Cancel and return to Behavior Tales</a>
      </p>
    </IdpCard>
  );
}

export function SignUpForm({
  uid,
  plan,
  values = {},
  errors = {},
}: {
  uid: string;
  plan: PlanFacts;
  values?: Record<string, string>;
  errors?: Record<string, string>;
}) {
  return (
    <IdpCard title="Create your account" intro={`Free accounts include ${storyAllowance(plan, "every", "personalized")}.`}>
      {errors.form ? (
        <p className="notice notice-error" role="alert">
          {errors.form}
        </p>
      ) : null}
      <form method="post" action={`/idp/interaction/${uid}/signup`} className="form">
        <div className="field-row">
          <Field id="firstName" label="First name" value={values.firstName} error={errors.firstName} autoComplete="given-name" />
          <Field id="lastName" label="Last name" value={values.lastName} error={errors.lastName} autoComplete="family-name" />
        </div>
        <Field id="email" label="Email" type="email" value={values.email} error={errors.email} autoComplete="email" />
        <Field id="password" label="Password" type="password" error={errors.password} autoComplete="new-password" />
        <p className="field-hint">{PASSWORD_HINT}</p>
        <button className="btn btn-primary" type="submit">
          Create account
        </button>
      </form>
      <p>
        Already have an account? <a href={`/idp/interaction/${uid}`}>Sign in</a>
      </p>
      <p className="small muted">
        {`Accounts are for adults (${MINIMUM_AGE} and over). By creating an account you agree to our `}
        <a href="/terms-of-service">Terms of Service</a> and <a href="/privacy-policy">Privacy Policy</a>.
      </p>
    </IdpCard>
  );
}
