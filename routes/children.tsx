import { Hono, type Context } from "hono";
import type { AppEnv } from "../src/app-env";
import { renderPage } from "../src/render/document";
import { requireUser, requireUserPage } from "../src/auth/session";
import { formBody, jsonBody } from "../src/http/body";
import { HttpError } from "../src/http/errors";
import { pageMeta } from "../src/content/meta";
import { planFacts } from "../src/contracts/plan";
import { AGE_BAND_LABELS } from "../src/contracts/catalog";
import { MAX_CHILDREN } from "../src/contracts/family";
import {
  KEPT_FIELDS,
  childFacts,
  childField,
  childFormOf,
  emptyChildForm,
  labelOf,
  placeholderOf,
  postedChildForm,
  type ChildFieldKey,
  type ChildFormValues,
  type ChildJson,
} from "../src/contracts/child-fields";
import { FieldOptions } from "../components/ChildFieldOptions";
import {
  CHILD_MESSAGES,
  childJson,
  createChild,
  deleteChild,
  getOwnChild,
  listChildren,
  parseChildId,
  parseChildInput,
  pickChildFields,
  updateChild,
} from "../src/children/children";
import { safeReturnTo } from "../src/auth/session";
import {
  CHECK_IN_COPY,
  checkInPageHref,
  checkInsCsvHref,
  childPageHref,
  reminderHref,
  summaryPdfHref,
  type CheckInJson,
  type CheckInsJson,
  type PracticeJson,
} from "../src/contracts/practice";
import { allCheckIns, checkInJson, checkInsCsv, childProgress, practiceOffer, parentTimeZone, parseCheckIn, saveCheckIn } from "../src/children/practice";
import { CheckInForm, PracticeLine, PracticeOfferNote, ProgressLegend } from "../src/children/practice-view";
import { ProgressChart, ProgressStrip, dayWords } from "../src/children/progress";
import { dayLabel } from "../src/children/dates";
import { parseReminderTime, REMINDER_DEFAULT_TIME, reminderIcs } from "../src/children/reminder-ics";
import { renderPracticeSummary } from "../src/children/summary-pdf";
import { csvFileName, reminderFileName, summaryFileName } from "../src/children/file-names";
import { renderToStaticMarkup } from "react-dom/server";
import { Islands } from "../src/render/islands";
import { appOrigin } from "../src/http/origin";

/** The child form's values as a posted form has them (glasses "on" or "", likes and avoid comma-separated). */
type ChildValues = ChildFormValues;

const EMPTY: ChildValues = emptyChildForm();
const valuesOf = (c: ChildJson): ChildValues => childFormOf(c);
const postedValues = (form: Record<string, string | File>): ChildValues => postedChildForm(form);

/** Fields shown side by side (the first of a pair opens the row); every other field has a row of its own. */
const PAIRED: ChildFieldKey[][] = [
  ["name", "childAge"],
  ["grownUpName", "hair"],
];

type FieldProps = {
  k: ChildFieldKey;
  values: ChildValues;
  errors: Record<string, string>;
  id: (k: ChildFieldKey) => string;
  first: ChildFieldKey | undefined;
};

/** One field of the child form, as its entry in CHILD_FIELDS describes it. */
function ChildFormField({ k, values, errors, id, first }: FieldProps) {
  const def = childField(k);
  const a11y = { "aria-invalid": !!errors[k] || undefined, "aria-describedby": errors[k] ? `${id(k)}-error` : undefined, autoFocus: first === k || undefined };
  const error = errors[k] ? (
    <p className="field-error" id={`${id(k)}-error`}>
      {errors[k]}
    </p>
  ) : null;
  const value = values[k as keyof ChildValues];
  switch (def.kind) {
    case "text":
    case "list":
      return (
        <div className="field">
          <label htmlFor={id(k)}>{labelOf(def)}</label>
          <input
            type="text"
            id={id(k)}
            name={k}
            autoComplete="off"
            maxLength={def.kind === "list" ? def.maxItems * (def.maxChars + 2) : def.maxChars}
            placeholder={placeholderOf(def, "saved")}
            defaultValue={value}
            {...a11y}
          />
          {def.kind === "list" ? (
            <p className="field-hint">
              Up to {def.maxItems}
              {`, separated by commas. ${def.hint}`}
            </p>
          ) : null}
          {error}
        </div>
      );
    case "enum":
      return def.control === "radios" ? (
        <fieldset className="field bare-fieldset" aria-describedby={errors[k] ? `${id(k)}-error` : undefined}>
          <legend className="field-legend">{labelOf(def)}</legend>
          <div className="choice-row">
            {def.options.map((p, i) => (
              <label key={p} className="choice">
                <input type="radio" name={k} value={p} defaultChecked={value === p} autoFocus={(first === k && i === 0) || undefined} />
                <span>{def.optionLabels[p]}</span>
              </label>
            ))}
          </div>
          {error}
        </fieldset>
      ) : (
        <div className="field">
          <label htmlFor={id(k)}>{labelOf(def)}</label>
          <select id={id(k)} name={k} defaultValue={value} {...a11y}>
            <FieldOptions field={def} />
          </select>
          {error}
        </div>
      );
    case "bool":
      return (
        <div className="field field-checkbox">
          <label>
            <input type="checkbox" name={k} id={id(k)} defaultChecked={value === "on"} {...a11y} />
            {` ${labelOf(def)}`}
          </label>
          {error}
        </div>
      );
  }
}

/** The child's fields: the story form's rules and words, plus likes and things to avoid. */
function ChildForm({
  action,
  values,
  errors,
  submit,
  idPrefix,
  cancelHref,
}: {
  action: string;
  values: ChildValues;
  errors: Record<string, string>;
  submit: string;
  idPrefix: string;
  cancelHref?: string;
}) {
  const id = (k: ChildFieldKey) => `${idPrefix}-${k}`;
  const first = KEPT_FIELDS.find((k) => errors[k]);
  const one = (k: ChildFieldKey) => <ChildFormField key={k} k={k} values={values} errors={errors} id={id} first={first} />;
  return (
    <form method="post" action={action} className="form child-form" noValidate>
      {KEPT_FIELDS.map((k) => {
        const pair = PAIRED.find((p) => p.includes(k));
        if (!pair) return one(k);
        if (pair[0] !== k) return null;
        return (
          <div key={k} className="field-row field-row-top">
            {pair.map(one)}
          </div>
        );
      })}
      <div className="form-buttons">
        <button className="btn btn-primary" type="submit">
          {submit}
        </button>
        {cancelHref ? (
          <a className="btn btn-ghost" href={cancelHref}>
            Cancel
          </a>
        ) : null}
      </div>
    </form>
  );
}

/** One saved child: who they are, and their actions (make a story, edit, delete with a confirmation step). */
function ChildCard({ child, progress, zone, saved }: { child: ChildJson; progress: Progress; zone: string; saved: boolean }) {
  const facts = childFacts(child);
  return (
    <li className="card child-card" data-child-id={child.id}>
      <div className="child-card-head">
        <span className="avatar" aria-hidden="true">
          {child.name.charAt(0).toUpperCase()}
        </span>
        <div className="child-card-name">
          <h3>{child.name}</h3>
          <p className="muted">{facts.join(" · ")}</p>
        </div>
      </div>
      <section className="practice-card" aria-label={`${child.name}'s practice`}>
        <PracticeLine practice={progress.practice} />
        <a href={childPageHref(child.id)} className="practice-strip-link" aria-label={`${child.name}'s progress: the last 14 days`}>
          <ProgressStrip last={progress.last} entries={progress.rows} id={`strip-${child.id}`} since={progress.practice?.since} />
        </a>
        <CheckInForm
          childId={child.id}
          childName={child.name}
          current={progress.current}
          zone={zone}
          returnTo={`/children?checked=${child.id}#check-in-${child.id}`}
          idPrefix={`card-${child.id}`}
          saved={saved}
        />
      </section>
      {child.likes.length ? (
        <p>
          <strong>Loves:</strong> {child.likes.join(", ")}
        </p>
      ) : null}
      {child.avoid.length ? (
        <p>
          <strong>Leave out:</strong> {child.avoid.join(", ")}
        </p>
      ) : null}
      <div className="child-card-actions">
        <a className="btn btn-primary btn-sm" href={`/behaviors?child=${child.id}`}>
          Make a story
        </a>
        <a className="btn btn-secondary btn-sm" href={childPageHref(child.id)} aria-label={`${child.name}'s progress`}>
          Progress
        </a>
        <a className="btn btn-secondary btn-sm" href={`/children/${child.id}/edit`} aria-label={`Edit ${child.name}`}>
          Edit
        </a>
        <details className="child-delete">
          <summary className="btn btn-ghost btn-sm btn-danger-text" aria-label={`Remove ${child.name}…`}>
            Remove…
          </summary>
          <form method="post" action={`/children/${child.id}/delete`} className="notice notice-error child-delete-confirm">
            <p>{`Remove ${child.name} from your saved children? ${child.name}'s stories stay in your library.`}</p>
            <button className="btn btn-danger btn-sm" type="submit">
              Remove {child.name}
            </button>
          </form>
        </details>
      </div>
    </li>
  );
}

const NOTICES: Record<string, (name: string) => string> = {
  saved: (n) =>
    n
      ? `${n} is saved. Tap ${n}'s name on the story form to fill in the details.`
      : "Your child is saved. Tap their name on the story form to fill in the details.",
  updated: (n) => `${n || "Your child"}'s details are updated.`,
  deleted: () => "Removed. Their stories are still in your library.",
};

async function childrenPage(
  c: Context<AppEnv>,
  form: { values: ChildValues; errors: Record<string, string> } = { values: EMPTY, errors: {} },
  status: 200 | 409 | 422 = 200,
  notice?: string,
) {
  const deps = c.var.deps;
  const list = (await listChildren(deps, c.var.user!.id)).map(childJson);
  const zone = await parentTimeZone(deps, c.var.user!.id);
  const progress = await Promise.all(list.map((child) => childProgress(deps, c.var.user!.id, child, zone, 14)));
  const checked = Number(c.req.query("checked"));
  const done = Object.keys(NOTICES).find((k) => c.req.query(k) !== undefined);
  const full = list.length >= MAX_CHILDREN;
  return renderPage(
    c,
    <div className="container page narrow children-page">
      <header className="library-header">
        <div>
          <h1>My Children</h1>
          <p className="lead">Save each child once. On the story form, one tap fills in their details.</p>
        </div>
        <a className="btn btn-secondary" href="/behaviors">
          Create a Story
        </a>
      </header>
      {done && status === 200 ? (
        <p className="notice notice-success children-notice" role="status">
          {NOTICES[done]!(c.req.query(done) ?? "")}
        </p>
      ) : null}
      {notice ? (
        <p className="notice notice-error children-notice" role="alert">
          {notice}
        </p>
      ) : null}
      {list.length ? (
        <section aria-labelledby="children-list-heading" className="children-list">
          <h2 id="children-list-heading" className="visually-hidden">
            Saved children
          </h2>
          <ul className="grid grid-2 plain-list">
            {list.map((child, i) => (
              <ChildCard key={child.id} child={child} progress={progress[i]!} zone={zone} saved={checked === child.id} />
            ))}
          </ul>
        </section>
      ) : null}
      <section className="card" aria-labelledby="add-child-heading">
        <h2 id="add-child-heading" className="flush-top">
          {list.length ? "Add another child" : "Add your first child"}
        </h2>
        {full ? (
          <p className="muted">{CHILD_MESSAGES.limit}</p>
        ) : (
          <>
            <p className="muted flush-top">Only the name and age are needed. You can save up to {MAX_CHILDREN} children.</p>
            <ChildForm action="/children" values={form.values} errors={form.errors} submit="Save child" idPrefix="child" />
          </>
        )}
      </section>
    </div>,
    pageMeta("/children", planFacts(deps.env)),
    status as 200,
  );
}

async function editPage(c: Context<AppEnv>, child: ChildJson, values: ChildValues, errors: Record<string, string>, status: 200 | 422 = 200) {
  return renderPage(
    c,
    <div className="container page narrow children-page">
      <p>
        <a href="/children">← My Children</a>
      </p>
      <section className="card">
        <h1 className="children-edit-title">Edit {child.name}</h1>
        <ChildForm action={`/children/${child.id}`} values={values} errors={errors} submit="Save changes" idPrefix="child" cancelHref="/children" />
      </section>
    </div>,
    { ...pageMeta("/children", planFacts(c.var.deps.env)), title: `Edit ${child.name} · Behavior Tales` },
    status as 200,
  );
}

type Progress = Awaited<ReturnType<typeof childProgress>>;
const { LocalDay } = Islands;

/** The plan's steps, as the story gave them. */
function PlanSteps({ practice }: { practice: PracticeJson | null }) {
  if (!practice) return null;
  return (
    <ol className="practice-steps">
      {practice.steps.map((step, i) => (
        <li key={i}>{step}</li>
      ))}
    </ol>
  );
}

const practiceMeta = (c: Context<AppEnv>, title: string) => ({
  ...pageMeta("/children", planFacts(c.var.deps.env)),
  title: `${title} · Behavior Tales`,
  noindex: true,
});

/** /children/{id}/today: the check-in page, made to be a phone home-screen bookmark. */
async function todayPage(c: Context<AppEnv>, child: ChildJson, opts: { errors?: Record<string, string>; status?: 200 | 422 } = {}) {
  const deps = c.var.deps;
  const zone = await parentTimeZone(deps, c.var.user!.id);
  const progress = await childProgress(deps, c.var.user!.id, child, zone, 14, c.req.query("day"));
  return renderPage(
    c,
    <div className="container page narrow children-page practice-page">
      <p>
        <a href="/children">← My Children</a>
      </p>
      <section className="card">
        <h1 className="children-edit-title">Check in for {child.name}</h1>
        <p className="muted flush-top">{dayLabel(progress.last)}</p>
        <PracticeLine practice={progress.practice} />
        <PlanSteps practice={progress.practice} />
        <CheckInForm
          childId={child.id}
          childName={child.name}
          current={progress.current}
          zone={zone}
          returnTo={`${checkInPageHref(child.id)}?checked=1`}
          idPrefix="today"
          noteOpen
          errors={opts.errors}
          saved={c.req.query("checked") === "1"}
        />
        <PracticeOfferNote childId={child.id} childName={child.name} offer={practiceOffer(progress.practice, progress.rows, progress.last)} />
      </section>
      <section className="card practice-progress" aria-labelledby="strip-heading">
        <h2 id="strip-heading" className="flush-top">
          {CHECK_IN_COPY.stripTitle}
        </h2>
        <ProgressStrip last={progress.last} entries={progress.rows} id={`strip-${child.id}`} since={progress.practice?.since} />
        {progress.practice ? <p className="muted practice-day-one">{CHECK_IN_COPY.stripDayOne(dayLabel(progress.practice.since))}</p> : null}
        <ProgressLegend />
        <p>
          <a href={childPageHref(child.id)}>See the 30-day chart, download the check-ins, or add a calendar reminder</a>
        </p>
        <p className="muted">{CHECK_IN_COPY.bookmark}</p>
      </section>
    </div>,
    practiceMeta(c, `Check in for ${child.name}`),
    (opts.status ?? 200) as 200,
  );
}

/** /children/{id}: the child's practice, the 30-day chart, the CSV, the calendar reminder. */
async function childPage(c: Context<AppEnv>, child: ChildJson) {
  const deps = c.var.deps;
  const zone = await parentTimeZone(deps, c.var.user!.id);
  const progress = await childProgress(deps, c.var.user!.id, child, zone, 30);
  const newestFirst = [...progress.rows].reverse();
  return renderPage(
    c,
    <div className="container page narrow children-page practice-page">
      <p>
        <a href="/children">← My Children</a>
      </p>
      <section className="card">
        <h1 className="children-edit-title">{child.name}'s practice</h1>
        <PracticeLine practice={progress.practice} />
        <PlanSteps practice={progress.practice} />
        <CheckInForm
          childId={child.id}
          childName={child.name}
          current={progress.current}
          zone={zone}
          returnTo={`${childPageHref(child.id)}?checked=1#check-in-${child.id}`}
          idPrefix="child"
          saved={c.req.query("checked") === "1"}
        />
        <PracticeOfferNote childId={child.id} childName={child.name} offer={practiceOffer(progress.practice, progress.rows, progress.last)} />
      </section>
      <section className="card practice-progress" aria-labelledby="chart-heading">
        <h2 id="chart-heading" className="flush-top">
          {CHECK_IN_COPY.chartTitle}
        </h2>
        <div className="practice-chart-frame">
          <ProgressChart last={progress.last} entries={progress.rows} planName={progress.practice?.planName ?? null} id={`chart-${child.id}`} />
        </div>
        <ProgressLegend />
        {newestFirst.length ? (
          <details className="practice-list">
            <summary>The check-ins as a list</summary>
            <ul>
              {newestFirst.map((r) => (
                <li key={r.day}>{dayWords(r.day, r)}</li>
              ))}
            </ul>
          </details>
        ) : (
          <p className="muted">No check-ins yet. Tap an answer above this evening and the chart starts.</p>
        )}
        <p className="muted">{CHECK_IN_COPY.summaryHint}</p>
        <p className="form-buttons">
          <a className="btn btn-secondary btn-sm" href={summaryPdfHref(child.id)} download>
            {CHECK_IN_COPY.summary}
          </a>
          <a className="btn btn-secondary btn-sm" href={checkInsCsvHref(child.id)} download>
            {CHECK_IN_COPY.csv}
          </a>
        </p>
      </section>
      <section className="card" aria-labelledby="reminder-heading">
        <h2 id="reminder-heading" className="flush-top">
          {CHECK_IN_COPY.reminderHeading}
        </h2>
        <p className="muted flush-top">{CHECK_IN_COPY.reminderHint}</p>
        <form method="get" action={reminderHref(child.id)} className="form practice-reminder">
          <LocalDay timeZone={zone} />
          <div className="field">
            <label htmlFor="reminder-time">{CHECK_IN_COPY.reminderTime}</label>
            <input type="time" id="reminder-time" name="time" defaultValue={REMINDER_DEFAULT_TIME} required />
          </div>
          <button className="btn btn-primary" type="submit">
            {CHECK_IN_COPY.reminderButton}
          </button>
        </form>
        <p className="muted">
          {CHECK_IN_COPY.bookmark.replace("this page", "the check-in page")} <a href={checkInPageHref(child.id)}>Open the check-in page</a>
        </p>
      </section>
    </div>,
    practiceMeta(c, `${child.name}'s practice`),
  );
}

const ownChild = async (c: Context<AppEnv>) => childJson(await getOwnChild(c.var.deps, c.var.user!.id, parseChildId(c.req.param("id") ?? "")));

const fieldsOf = (err: unknown) => (err instanceof HttpError && err.status === 400 ? (err.fields ?? { name: err.message }) : null);

/** /children (pages, plain forms) and /api/children (JSON): a parent's saved children, owner-only. */
export const childrenRoute = new Hono<AppEnv>()
  .use("/children", requireUserPage("/api/login"))
  .use("/children/*", requireUserPage("/api/login"))
  .use("/api/children", requireUser)
  .use("/api/children/*", requireUser)
  .get("/children", (c) => childrenPage(c))
  .post("/children", async (c) => {
    const values = postedValues(await formBody(c));
    try {
      const child = await createChild(c.var.deps, c.var.user!.id, parseChildInput(values));
      return c.redirect(`/children?saved=${encodeURIComponent(child.name)}`, 303);
    } catch (err) {
      const fields = fieldsOf(err);
      if (fields) return childrenPage(c, { values, errors: fields }, 422);
      if (err instanceof HttpError && err.status === 409) return childrenPage(c, { values, errors: {} }, 409, err.message);
      throw err;
    }
  })
  .get("/children/:id/edit", async (c) => {
    const child = childJson(await getOwnChild(c.var.deps, c.var.user!.id, parseChildId(c.req.param("id"))));
    return editPage(c, child, valuesOf(child), {});
  })
  .post("/children/:id", async (c) => {
    const id = parseChildId(c.req.param("id"));
    const child = childJson(await getOwnChild(c.var.deps, c.var.user!.id, id));
    const values = postedValues(await formBody(c));
    try {
      const updated = await updateChild(c.var.deps, c.var.user!.id, id, { ...values });
      return c.redirect(`/children?updated=${encodeURIComponent(updated.name)}`, 303);
    } catch (err) {
      const fields = fieldsOf(err);
      if (fields) return editPage(c, child, values, fields, 422);
      throw err;
    }
  })
  .post("/children/:id/delete", async (c) => {
    await deleteChild(c.var.deps, c.var.user!.id, parseChildId(c.req.param("id")));
    return c.redirect("/children?deleted", 303);
  })
  .get("/children/:id", async (c) => childPage(c, await ownChild(c)))
  .get("/children/:id/today", async (c) => todayPage(c, await ownChild(c)))
  // The no-JavaScript check-in: a plain form POST, then back where it came from.
  .post("/children/:id/check-in", async (c) => {
    const child = await ownChild(c);
    const form = await formBody(c);
    let day: string;
    try {
      day = (await saveCheckIn(c.var.deps, c.var.user!.id, child.id, parseCheckIn(form))).day;
    } catch (err) {
      const fields = fieldsOf(err);
      if (fields) return todayPage(c, child, { errors: fields, status: 422 });
      throw err;
    }
    // Back to the check-in page: it shows the day just saved as today (the browser's day, which may be a day off the server's).
    const back = safeReturnTo(typeof form.returnTo === "string" ? form.returnTo : `${checkInPageHref(child.id)}?checked=1`);
    return c.redirect(back.startsWith(`${checkInPageHref(child.id)}?`) ? `${back}&day=${day}` : back, 303);
  })
  .get("/children/:id/check-ins.csv", async (c) => {
    const child = await ownChild(c);
    const rows = await allCheckIns(c.var.deps, c.var.user!.id, child.id);
    return c.body(checkInsCsv(rows), 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${csvFileName(child.name)}"`,
      "Cache-Control": "private, no-store",
    });
  })
  .get("/children/:id/reminder.ics", async (c) => {
    const child = await ownChild(c);
    const deps = c.var.deps;
    const time = parseReminderTime(c.req.query("time"));
    const zone = await parentTimeZone(deps, c.var.user!.id, c.req.query("timeZone"));
    const practice = (await childProgress(deps, c.var.user!.id, child, zone, 1)).practice;
    const origin = appOrigin(deps.env);
    const ics = reminderIcs({
      childId: child.id,
      childName: child.name,
      planName: practice?.planName ?? null,
      time,
      zone,
      url: origin + checkInPageHref(child.id),
      now: deps.now(),
      host: new URL(origin).hostname,
    });
    return c.body(ics, 200, {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${reminderFileName(child.name)}"`,
      "Cache-Control": "private, no-store",
    });
  })
  .get("/children/:id/summary.pdf", async (c) => {
    const child = await ownChild(c);
    const deps = c.var.deps;
    const zone = await parentTimeZone(deps, c.var.user!.id);
    const p = await childProgress(deps, c.var.user!.id, child, zone, 30);
    const pdf = await renderPracticeSummary({
      fonts: deps.services.fonts,
      childName: child.name,
      practice: p.practice,
      last: p.last,
      checkIns: p.rows,
      printedOn: `${dayLabel(p.today).replace(/^\w+, /, "")}, ${p.today.slice(0, 4)}`,
    });
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${summaryFileName(child.name)}"`,
      "Cache-Control": "private, no-store",
    });
  })
  // The 30-day chart on its own, as an SVG image (the same drawing as the child's page).
  .get("/children/:id/chart.svg", async (c) => {
    const child = await ownChild(c);
    const deps = c.var.deps;
    const zone = await parentTimeZone(deps, c.var.user!.id);
    const p = await childProgress(deps, c.var.user!.id, child, zone, 30);
    const svg = renderToStaticMarkup(<ProgressChart last={p.last} entries={p.rows} planName={p.practice?.planName ?? null} id="chart" />);
    return c.body(`<?xml version="1.0" encoding="UTF-8"?>\n${svg}`, 200, {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "private, no-store",
    });
  })
  .get("/api/children/:id/check-ins", async (c) => {
    const child = await ownChild(c);
    const zone = await parentTimeZone(c.var.deps, c.var.user!.id, c.req.query("timeZone"));
    const p = await childProgress(c.var.deps, c.var.user!.id, child, zone, 30);
    return c.json({ practice: p.practice, today: p.last, timeZone: zone, checkIns: p.rows } satisfies CheckInsJson);
  })
  .post("/api/children/:id/check-ins", async (c) => {
    const child = await ownChild(c);
    const saved = await saveCheckIn(c.var.deps, c.var.user!.id, child.id, parseCheckIn(await jsonBody(c)));
    return c.json(checkInJson(saved) satisfies CheckInJson);
  })
  .get("/api/children", async (c) => c.json((await listChildren(c.var.deps, c.var.user!.id)).map(childJson)))
  .post("/api/children", async (c) => {
    const body = await jsonBody(c);
    const input = parseChildInput(body && typeof body === "object" ? pickChildFields(body as Record<string, unknown>) : body);
    return c.json(childJson(await createChild(c.var.deps, c.var.user!.id, input)), 201);
  })
  .get("/api/children/:id", async (c) => c.json(childJson(await getOwnChild(c.var.deps, c.var.user!.id, parseChildId(c.req.param("id"))))))
  .patch("/api/children/:id", async (c) => {
    const id = parseChildId(c.req.param("id"));
    const body = await jsonBody(c);
    if (!body || typeof body !== "object" || Array.isArray(body)) throw new HttpError(400, "invalid_input", CHILD_MESSAGES.check);
    return c.json(childJson(await updateChild(c.var.deps, c.var.user!.id, id, body as Record<string, unknown>)));
  })
  .delete("/api/children/:id", async (c) => {
    await deleteChild(c.var.deps, c.var.user!.id, parseChildId(c.req.param("id")));
    return c.json({ success: true });
  });
