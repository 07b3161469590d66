import { useEffect, useRef, useState, type FormEvent } from "react";
import { AGE_BANDS, AGE_BAND_LABELS, BEHAVIOR_OPTIONS, THEMES } from "../src/content/catalog";
import { storyInputSchema } from "../src/validation/story";
import { validate } from "../src/validation/validate";
import { readEvents } from "./lib/sse";
import { showToast } from "./lib/toast";
import { SubscriptionRequiredCard, UpgradeBanner, type QuotaStatus } from "./lib/SubscriptionRequired";

import { GENERATION_STEPS as STEPS, GROWN_UP_NAME, DEFAULT_GROWN_UP_NAME, HAIR_LABELS, HAIR_STYLES, PRONOUN_LABELS, PRONOUNS, type GenerationStep } from "../src/contracts/story-plan";
import { LABELS } from "../src/content/labels";

/** The form's values as strings (glasses: "on" or ""), like a posted form. */
export type Values = {
  childName: string;
  childAge: string;
  behavior: string;
  customBehavior: string;
  theme: string;
  pronouns: string;
  grownUpName: string;
  hair: string;
  glasses: string;
};
type StepId = GenerationStep;

export interface StoryFormProps {
  signedIn: boolean;
  loginHref: string;
  values: Values;
  errors?: Record<string, string>;
  /** A message about the whole form from the server (e.g. "creating stories very quickly"). */
  notice?: string;
  status: QuotaStatus | null;
}

/** The story form: validates like the server, streams the story live while it is written. */
export default function StoryForm(props: StoryFormProps) {
  const [values, setValues] = useState<Values>(props.values);
  const [errors, setErrors] = useState<Record<string, string>>(props.errors ?? {});
  const [status, setStatus] = useState<QuotaStatus | null>(props.status);
  const [generating, setGenerating] = useState(false);
  const [finished, setFinished] = useState(false);
  const [step, setStep] = useState<StepId>("planning");
  const [percent, setPercent] = useState(0);
  const [title, setTitle] = useState("");
  const [text, setText] = useState("");
  const [blocked, setBlocked] = useState(!!props.status && !props.status.canGenerateStory);
  const previewRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = previewRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [text]);

  const set = (k: keyof Values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [k]: e.target.value }));
  const setGlasses = (e: { target: { checked: boolean } }) => setValues((v) => ({ ...v, glasses: e.target.checked ? "on" : "" }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!props.signedIn) {
      window.location.href = props.loginHref;
      return;
    }
    const r = validate(storyInputSchema, { ...values, customBehavior: values.behavior === "custom" ? values.customBehavior : undefined });
    if (!r.ok) {
      setErrors(r.fields);
      return;
    }
    setErrors({});
    if (status && !status.canGenerateStory) {
      setBlocked(true);
      showToast({ title: "Subscription Required", description: status.limitReason ?? "You've reached your free story limit.", variant: "destructive" });
      return;
    }
    setGenerating(true);
    setFinished(false);
    setPercent(0);
    setStep("planning");
    setTitle("");
    setText("");
    try {
      const res = await fetch("/api/stories/generate", {
        method: "POST",
        credentials: "include",
        headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
        body: JSON.stringify(r.data),
      });
      if (!res.ok) {
        const body = await res.json().catch(() => null);
        const error = body?.error;
        if (res.status === 402 && error?.status) {
          setStatus(error.status);
          setBlocked(true);
        }
        if (error?.fields) setErrors(error.fields);
        throw new Error(error?.message ?? `${res.status}: ${res.statusText}`);
      }
      let storyId: number | null = null;
      for await (const msg of readEvents(res)) {
        const data = JSON.parse(msg.data);
        if (msg.event === "progress") {
          setStep(data.step);
          setPercent(data.percent);
        } else if (msg.event === "title") setTitle(data.title);
        else if (msg.event === "delta") setText((t) => t + data.text);
        else if (msg.event === "restart") {
          setTitle("");
          setText("");
        }
        else if (msg.event === "done") storyId = data.id;
        else if (msg.event === "error") throw new Error(data.error?.message ?? "Please try again later");
      }
      if (storyId === null) throw new Error("Please try again later");
      setPercent(100);
      setFinished(true);
      showToast({ title: "Story created successfully!", description: "Redirecting to your new story..." });
      setTimeout(() => {
        window.location.href = `/story/${storyId}`;
      }, 1500);
    } catch (err) {
      setGenerating(false);
      showToast({ title: "Failed to generate story", description: err instanceof Error && err.message ? err.message : "Please try again later", variant: "destructive" });
    }
  }

  const stepIndex = STEPS.findIndex((s) => s.id === step);
  const field = (k: keyof Values) => ({
    id: `story-${k}`,
    name: k,
    value: values[k],
    onChange: set(k),
    "aria-invalid": !!errors[k],
    "aria-describedby": errors[k] ? `story-${k}-error` : undefined,
  });
  const error = (k: keyof Values) =>
    errors[k] ? (
      <p className="field-error" id={`story-${k}-error`}>
        {errors[k]}
      </p>
    ) : null;

  return (
    <div className="story-studio">
      {status && !status.canGenerateStory ? <UpgradeBanner status={status} /> : null}
      {blocked && status ? <SubscriptionRequiredCard status={status} /> : null}

      {generating ? (
        <section className="card generation-panel" aria-live="polite">
          <h2>{finished ? "Story generated!" : "Generating your story..."}</h2>
          <div className="progress" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label="Story progress">
            <div className="progress-bar" style={{ width: `${percent}%` }} />
          </div>
          <p className="progress-percent">{percent}%</p>
          <ol className="generation-steps">
            {STEPS.map((s, i) => (
              <li key={s.id} className={finished || i < stepIndex ? "done" : i === stepIndex ? "active" : "pending"}>
                <span className="step-label">{s.label}</span>
                <span className="step-detail">{s.detail}</span>
              </li>
            ))}
          </ol>
          {title || text ? (
            <div className="story-preview" ref={previewRef} data-testid="story-preview">
              {title ? <h3>{title}</h3> : null}
              {text
                .split(/\n\s*\n/)
                .filter((p) => p.trim())
                .map((p, i) => (
                  <p key={i}>{p}</p>
                ))}
            </div>
          ) : null}
        </section>
      ) : (
        <form className="card form story-form" method="post" action="/behaviors" noValidate onSubmit={onSubmit}>
          <div className="field">
            <label htmlFor="story-childName">Child's name</label>
            <input type="text" autoComplete="off" placeholder="e.g. Maya" maxLength={40} {...field("childName")} />
            {error("childName")}
          </div>
          <div className="field">
            <label htmlFor="story-childAge">Child's age</label>
            <select {...field("childAge")}>
              <option value="">Select an age range</option>
              {AGE_BANDS.map((a) => (
                <option key={a} value={a}>
                  {AGE_BAND_LABELS[a]}
                </option>
              ))}
            </select>
            {error("childAge")}
          </div>
          <div className="field">
            <label htmlFor="story-behavior">Behavior</label>
            <select {...field("behavior")}>
              <option value="">Select a behavior</option>
              {BEHAVIOR_OPTIONS.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.label}
                </option>
              ))}
            </select>
            {error("behavior")}
          </div>
          {values.behavior === "custom" ? (
            <div className="field">
              <label htmlFor="story-customBehavior">Describe the situation</label>
              <textarea rows={4} maxLength={500} placeholder="e.g. Leo gets upset when his baby sister plays with his toys." {...field("customBehavior")} />
              <p className="field-hint">{values.customBehavior.length}/500 · Describe what happens and how your child feels. No full names or addresses, please.</p>
              {error("customBehavior")}
            </div>
          ) : null}
          <fieldset className="field about-child">
            <legend>About {values.childName.trim() || "your child"} (optional)</legend>
            <p className="field-hint">So the story and its pictures show your child as they are.</p>
            <div className="field">
              <span className="field-label" id="story-pronouns-label">
                Pronouns
              </span>
              <div className="choice-row" role="radiogroup" aria-labelledby="story-pronouns-label" aria-describedby={errors.pronouns ? "story-pronouns-error" : undefined}>
                {PRONOUNS.map((p) => (
                  <label key={p} className={`choice${values.pronouns === p ? " selected" : ""}`}>
                    <input type="radio" name="pronouns" value={p} checked={values.pronouns === p} onChange={set("pronouns")} />
                    <span>{PRONOUN_LABELS[p]}</span>
                  </label>
                ))}
              </div>
              {error("pronouns")}
            </div>
            <div className="field">
              <label htmlFor="story-grownUpName">What {values.childName.trim() || "your child"} calls you</label>
              <input type="text" autoComplete="off" placeholder="e.g. Mom, Papa, Grandma Rose, Ms. Lee" maxLength={GROWN_UP_NAME.max} {...field("grownUpName")} />
              <p className="field-hint">The grown-up in the story has this name. If you leave it empty, the story says “{DEFAULT_GROWN_UP_NAME}”.</p>
              {error("grownUpName")}
            </div>
            <div className="field">
              <label htmlFor="story-hair">Hair, for the pictures</label>
              <select {...field("hair")}>
                <option value="">Let the artist choose</option>
                {HAIR_STYLES.map((h) => (
                  <option key={h} value={h}>
                    {HAIR_LABELS[h]}
                  </option>
                ))}
              </select>
              {error("hair")}
            </div>
            <div className="field field-checkbox">
              <label>
                <input type="checkbox" name="glasses" id="story-glasses" checked={values.glasses === "on"} onChange={setGlasses} /> Wears glasses
              </label>
              {error("glasses")}
            </div>
          </fieldset>
          <fieldset className="field theme-field" aria-describedby={errors.theme ? "story-theme-error" : undefined}>
            <legend>Theme</legend>
            <div className="theme-options">
              {THEMES.map((t) => (
                <label key={t.id} className={`theme-option theme-${t.id}${values.theme === t.id ? " selected" : ""}`}>
                  <input type="radio" name="theme" value={t.id} checked={values.theme === t.id} onChange={set("theme")} />
                  <span>{t.label}</span>
                </label>
              ))}
            </div>
            {errors.theme ? (
              <p className="field-error" id="story-theme-error">
                {errors.theme}
              </p>
            ) : null}
          </fieldset>
          {props.notice ? (
            <p className="notice notice-error" role="alert">
              {props.notice}
            </p>
          ) : null}
          <button className="btn btn-primary btn-lg" type="submit" disabled={generating || !props.signedIn}>
            {generating ? "Generating..." : LABELS.generateStory}
          </button>
          {!props.signedIn ? (
            <p className="notice">
              <a href={props.loginHref}>Sign in or create a free account</a> to create your story. Free accounts include 3 stories a month.
            </p>
          ) : null}
        </form>
      )}
    </div>
  );
}

