import { useEffect, useRef, useState, type FormEvent } from "react";
import { storyInputSchema, type StoryInput } from "../src/validation/story";
import { validate } from "../src/validation/validate";
import { readEvents } from "./lib/sse";
import { showToast } from "./lib/toast";
import { SubscriptionRequiredCard } from "./lib/SubscriptionRequired";
import type { SubscriptionStatus } from "../src/contracts/subscription";
import type { GenerationStep } from "../src/contracts/story-fields";
import type { PlanFacts } from "../src/contracts/plan";
import { storyHref } from "../src/contracts/story";
import { emptyStoryFormChild, STORY_FORM_FIELDS, storyKeyOf } from "../src/contracts/child-fields";
import { formValuesFor, type ChildChoice } from "../src/children/form";
import type { SituationReading, SituationUnderstood } from "../src/contracts/situation";
import { SITUATION_API_PATH } from "../src/contracts/situation-api";
import { CONFIRM_LABELS, UnderstoodPanel } from "../components/story/UnderstoodPanel";
import {
  EMPTY_SITUATION,
  FIELD_ORDER,
  SITUATION_KEYS,
  emptySibling,
  foldSituation,
  modeOf,
  recheck,
  schemaInput,
  siblingRows,
  situationErrorKey,
  situationKey,
  type SiblingValues,
  type TextKey,
  type Values,
} from "./story-form/values";
import { GenerationPanel, OPEN_STORY_AFTER_MS, prefersReducedMotion, useReadingPace } from "./story-form/progress";
import type { FieldKit } from "./story-form/kit";
import { AboutChild, TopChildFields, WhoFor } from "./story-form/child-fields";
import { BehaviorPicker } from "./story-form/behavior-picker";
import { CustomSituation } from "./story-form/custom-situation";
import { Siblings } from "./story-form/siblings";
import { ThemePicker } from "./story-form/theme-picker";
import { SubmitRow, VISITOR_DRAFT } from "./story-form/submit";
import { HiddenValues } from "./story-form/hidden-values";

/*
 * The story form island. Its parts live in ./story-form/: the values and what is computed from them
 * (values.ts), the child's fields as CHILD_FIELDS describes them (child-fields.tsx), the behavior, the
 * custom situation, brothers and sisters, the theme, the submit row, and the generation panel (progress.tsx).
 */
export { EMPTY_SITUATION, foldSituation, situationErrorKey, VISITOR_DRAFT };
export type { SiblingValues, Values };
export { SITUATION_MODE_LABELS } from "./story-form/custom-situation";
type StepId = GenerationStep;
/** The child's fields on the form (by their form names): a tap on a saved child answers their messages. */
const CHILD_KEYS = STORY_FORM_FIELDS.map(storyKeyOf);

export interface StoryFormProps {
  signedIn: boolean;
  loginHref: string;
  /** Where a visitor's "Create free account" / "Sign in" post the filled form, so it is kept through signing in. */
  draftAction?: string;
  /** The form was filled from the draft a visitor left before signing in (issue 26). */
  draftRestored?: boolean;
  values: Values;
  errors?: Record<string, string>;
  /** A message about the whole form from the server (e.g. "creating stories very quickly"). */
  notice?: string;
  status: SubscriptionStatus | null;
  /** The free plan as the server is configured (FREE_STORIES, FREE_STORY_PERIOD): the form quotes it. */
  plan: PlanFacts;
  /** The parent's saved children (issue 15): one tap fills the form. */
  savedChildren?: ChildChoice[];
  /** The confirm step without JavaScript: the server's reading of the situation, shown back before anything is spent. */
  understood?: SituationUnderstood;
  /** A declined situation's pointer to help, shown with its message. */
  situationHelp?: { label: string; href: string };
  /** "Edit" on the confirm step without JavaScript: the situation's field gets focus. */
  focusSituation?: boolean;
  /** The form makes a practice or you-did-it story for this saved child (issue 28): the line that says so, and the way back to an ordinary story. */
  practice?: { childId: string; line: string; ordinaryLabel: string; ordinaryHref: string };
}

/** The story form: validates like the server, streams the story live while it is written. */
export default function StoryForm(props: StoryFormProps) {
  const [values, setValues] = useState<Values>({ ...EMPTY_SITUATION, ...props.values, siblings: siblingRows(props.values.siblings ?? []) });
  const savedChildren = props.savedChildren ?? [];
  /** Behavior and theme a child chip filled in (a later chip may replace them; the parent's own choice stays). */
  const chipFilled = useRef<{ behavior?: string; theme?: string }>({});
  const [errors, setErrors] = useState<Record<string, string>>(props.errors ?? {});
  const [status, setStatus] = useState<SubscriptionStatus | null>(props.status);
  const [generating, setGenerating] = useState(false);
  const [finished, setFinished] = useState(false);
  const [step, setStep] = useState<StepId>("planning");
  const [percent, setPercent] = useState(0);
  const [title, setTitle] = useState("");
  /** The story's words as received from the server; `shownText` is what the reading pace shows so far. */
  const [text, setText] = useState("");
  /** What the server says about the story meanwhile ("Polishing the story…"). */
  const [note, setNote] = useState("");
  const shownText = useReadingPace(text);
  /** The new story's id once the server has saved it: "Read it now" opens it, and the page does by itself 1.5 s later. */
  const [doneId, setDoneId] = useState<number | null>(null);
  const [barFull, setBarFull] = useState(false);
  /** Bumped when a submit fails on a field: focus goes to the first invalid one. */
  const [focusError, setFocusError] = useState(0);
  /** Bumped when the server says the free stories are used up: the card is brought into view. */
  const [showCard, setShowCard] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const generateRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const previewRef = useRef<HTMLDivElement>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  /** Whether the live text follows the newest words (false once the parent scrolls up to reread). */
  const followText = useRef(true);
  const onFull = useRef(() => setBarFull(true)).current;
  /** "Here's what we understood": the reading shown back before anything is spent (from the server without JavaScript). */
  const [reading, setReading] = useState<SituationUnderstood | null>(props.understood ?? null);
  /** The description being read back (the submit button waits). */
  const [checking, setChecking] = useState(false);
  /** A declined situation's pointer to help, shown with its message. */
  const [help, setHelp] = useState<{ label: string; href: string } | null>(props.situationHelp ?? null);
  /** The situation the parent said "Looks right" to; any change to it is read again first. */
  const confirmedKey = useRef<string | null>(props.understood ? situationKey({ ...EMPTY_SITUATION, ...props.values }) : null);
  const understoodHeadingRef = useRef<HTMLHeadingElement>(null);
  /** Bumped by "Edit": focus goes back to the situation's field. */
  const [focusSituation, setFocusSituation] = useState(0);

  // The generation moment: bring "Generating your story..." into view and give it focus.
  useEffect(() => {
    if (!generating) return;
    followText.current = true;
    headingRef.current?.focus({ preventScroll: true });
    panelRef.current?.scrollIntoView({ block: "start", behavior: prefersReducedMotion() ? "auto" : "smooth" });
  }, [generating]);

  // The live text scrolls inside its own box, so the page stays put while the story grows.
  useEffect(() => {
    const el = previewRef.current;
    if (el && followText.current) el.scrollTop = el.scrollHeight;
  }, [shownText, title]);

  // The reading comes back: its heading gets focus and comes into view.
  useEffect(() => {
    if (!reading || !understoodHeadingRef.current || props.understood === reading) return;
    understoodHeadingRef.current.focus({ preventScroll: true });
    understoodHeadingRef.current.scrollIntoView({ block: "start", behavior: prefersReducedMotion() ? "auto" : "smooth" });
  }, [reading, props.understood]);

  useEffect(() => {
    if (!focusSituation) return;
    const id = modeOf(values) === "parts" ? "story-situationDoes" : "story-customBehavior";
    const el = formRef.current?.querySelector<HTMLElement>(`#${id}`);
    el?.focus({ preventScroll: true });
    el?.scrollIntoView({ block: "center", behavior: prefersReducedMotion() ? "auto" : "smooth" });
    // Only when "Edit" was pressed, not on every change of mode.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusSituation]);

  // Back from signing in with the draft: the Generate button (and the note above it) in view, focused.
  useEffect(() => {
    if (!props.draftRestored || !props.signedIn) return;
    generateRef.current?.focus({ preventScroll: true });
    generateRef.current?.scrollIntoView({ block: "center" });
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!focusError) return;
    formRef.current?.querySelector<HTMLElement>('input[aria-invalid="true"], select[aria-invalid="true"], textarea[aria-invalid="true"]')?.focus();
  }, [focusError]);

  useEffect(() => {
    if (!showCard || !cardRef.current) return;
    cardRef.current.focus({ preventScroll: true });
    cardRef.current.scrollIntoView({ block: "start", behavior: prefersReducedMotion() ? "auto" : "smooth" });
  }, [showCard]);

  // Saved: say so and open the story 1.5 s later (spec); "Read it now" opens it at once. The live
  // text keeps its reading pace meanwhile, so the parent sees a short stretch of the story appear.
  useEffect(() => {
    if (doneId === null) return;
    showToast({ title: "Story created successfully!", description: "Redirecting to your new story..." });
    const open = setTimeout(() => {
      window.location.href = storyHref(doneId);
    }, OPEN_STORY_AFTER_MS);
    return () => clearTimeout(open);
  }, [doneId]);

  // "Story generated!" once the story is saved and the bar (which never leaps) shows 100%.
  useEffect(() => {
    if (doneId !== null && barFull) setFinished(true);
  }, [doneId, barFull]);

  function change(k: TextKey, value: string) {
    const next = { ...values, [k]: value };
    // A different name is a different child: the saved child is no longer chosen.
    if (k === "childName" && values.childId && savedChildren.find((c) => String(c.id) === values.childId)?.name !== value.trim()) [next.childId, next.practiceStory] = ["", ""];
    setValues(next);
    setErrors((errs) => recheck(errs, next, k));
    if ((SITUATION_KEYS as readonly string[]).includes(k)) setHelp(null);
  }
  const set = (k: TextKey) => (e: { target: { value: string } }) => change(k, e.target.value);

  /** One tap on a saved child: their details, and a behavior and theme, so "Generate Story" can follow. */
  function chooseChild(id: string) {
    const child = savedChildren.find((c) => String(c.id) === id);
    if (!child) {
      // "Someone else": the chosen child's details make way for typing another child's.
      setValues((v) => (v.childId ? { ...v, childId: "", ...emptyStoryFormChild(), practiceStory: "" } : v));
      return;
    }
    const own = (k: "behavior" | "theme") => (values[k] && values[k] !== chipFilled.current[k] ? values[k] : "");
    const filled = formValuesFor(child, { behavior: own("behavior"), theme: own("theme") });
    chipFilled.current = { behavior: filled.behavior, theme: filled.theme };
    // The child can't also be their own sibling.
    const siblings = values.siblings.map((s) => (s.childId === id ? emptySibling() : s));
    const next = { ...values, ...filled, siblings };
    // A practice story is the chosen child's: another child gets an ordinary one.
    if (next.practiceStory && props.practice?.childId !== id) next.practiceStory = "";
    setValues(next);
    setErrors((errs) => {
      const out = { ...errs };
      for (const k of ["childId", ...CHILD_KEYS, "behavior", "theme", "siblings"]) delete out[k];
      return out;
    });
  }

  function changeSibling(i: number, patch: Partial<SiblingValues>) {
    setValues((v) => {
      const siblings = v.siblings.map((s, j) => (j === i ? { ...s, ...patch } : s));
      // A sibling row that was a saved child becomes a typed-in one once its name is changed.
      if (patch.name !== undefined && siblings[i]!.childId) siblings[i] = { ...siblings[i]!, childId: "" };
      return { ...v, siblings };
    });
    setErrors((errs) => {
      if (!errs.siblings) return errs;
      const { siblings: _gone, ...rest } = errs;
      return rest;
    });
  }

  function addSavedSibling(child: ChildChoice) {
    const i = values.siblings.findIndex((s) => !s.childId && !s.name.trim());
    if (i < 0) return;
    setValues((v) => ({ ...v, siblings: v.siblings.map((s, j) => (j === i ? { name: child.name, pronouns: child.pronouns ?? "", childId: String(child.id) } : s)) }));
    setErrors((errs) => {
      if (!errs.siblings) return errs;
      const { siblings: _gone, ...rest } = errs;
      return rest;
    });
  }

  /** The messages of a failed request, beside their fields: a situation's message by the field it names. */
  function showFieldErrors(fields: Record<string, string>, situation?: SituationReading) {
    const out = foldSituation(fields);
    if (situation && situation.status !== "understood" && out.customBehavior) {
      const key = situationErrorKey(modeOf(values), situation.status === "ask" ? situation.part : undefined);
      if (key !== "customBehavior") {
        out[key] = out.customBehavior;
        delete out.customBehavior;
      }
    }
    // A situation the server turned down is read back again before the next try.
    if (out.customBehavior || out.situationWhen) confirmedKey.current = null;
    setErrors(out);
    setHelp(situation?.status === "declined" && situation.help ? situation.help : null);
    setFocusError((n) => n + 1);
  }

  async function onSubmit(e: FormEvent) {
    // A visitor's two buttons post the form to the draft address as it is: the browser does that.
    if (!props.signedIn && props.draftAction) return;
    e.preventDefault();
    if (!props.signedIn) {
      window.location.href = props.loginHref;
      return;
    }
    const r = validate(storyInputSchema, schemaInput(values));
    if (!r.ok) {
      setErrors(foldSituation(r.fields));
      setFocusError((n) => n + 1);
      return;
    }
    setErrors({});
    setHelp(null);
    if (status && !status.canGenerateStory) {
      showToast({ title: "Subscription Required", description: status.limitReason ?? "You've reached your free story limit.", variant: "destructive" });
      setShowCard((n) => n + 1);
      return;
    }
    // The parent's own situation is read back first ("Here's what we understood"); nothing is spent yet.
    if (values.behavior === "custom" && situationKey(values) !== confirmedKey.current) {
      await readBack(r.data);
      return;
    }
    await generate(r.data);
  }

  /** Asks the server how it reads the situation: the understood step, or the question or message beside the field. */
  async function readBack(data: StoryInput) {
    setChecking(true);
    try {
      const res = await fetch(SITUATION_API_PATH, {
        method: "POST",
        credentials: "include",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ customBehavior: data.customBehavior, situation: data.situation, childName: values.childName, pronouns: values.pronouns, grownUpName: values.grownUpName }),
      });
      const body = await res.json().catch(() => null);
      if (!res.ok) {
        const message: string = body?.error?.message ?? "We couldn't read the description just now. Please try again in a moment.";
        showFieldErrors(body?.error?.fields ? { customBehavior: message, ...body.error.fields } : { customBehavior: message });
        return;
      }
      const answer = body as SituationReading;
      if (answer.status === "understood") {
        setReading(answer.understood);
        return;
      }
      showFieldErrors({ customBehavior: answer.message }, answer);
    } catch {
      showFieldErrors({ customBehavior: "We couldn't reach the site to read the description. Please check your connection and try again." });
    } finally {
      setChecking(false);
    }
  }

  /** The confirm step's buttons: "Looks right" writes the story, "Edit" goes back to the fields with the values kept. */
  async function onConfirm(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const submitter = (e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    setReading(null);
    if (submitter?.name === "edit") {
      setFocusSituation((n) => n + 1);
      return;
    }
    const r = validate(storyInputSchema, schemaInput(values));
    if (!r.ok) {
      setErrors(foldSituation(r.fields));
      setFocusError((n) => n + 1);
      return;
    }
    confirmedKey.current = situationKey(values);
    await generate(r.data);
  }

  async function generate(data: StoryInput) {
    setGenerating(true);
    setFinished(false);
    setDoneId(null);
    setBarFull(false);
    setPercent(0);
    setStep("planning");
    setTitle("");
    setText("");
    setNote("");
    /** The saved story's id (the `done` event). */
    let storyId: number | null = null;
    try {
      const res = await fetch("/api/stories/generate", {
        method: "POST",
        credentials: "include",
        headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
        body: JSON.stringify(data),
      });
      if (!res.ok) {
        const body = await res.json().catch(() => null);
        const error = body?.error;
        if (res.status === 402 && error?.status) {
          // The free stories ran out meanwhile (another tab): the card and the paused form say so.
          setStatus(error.status);
          setShowCard((n) => n + 1);
          setGenerating(false);
          // Short: the card right above gives the full reason (one message, not the same sentence twice).
          showToast({ title: "Subscription Required", description: "You've reached your free story limit.", variant: "destructive" });
          return;
        }
        if (error?.fields) {
          // Beside the fields, not only in a toast (the toast covers the text box on a phone).
          setGenerating(false);
          showFieldErrors(error.fields, error.situation);
          return;
        }
        throw new Error(error?.message ?? `${res.status}: ${res.statusText}`);
      }
      for await (const msg of readEvents(res)) {
        const data = JSON.parse(msg.data);
        if (msg.event === "progress") {
          setStep(data.step);
          // The bar never goes back (a story written again starts its words over).
          setPercent((p) => Math.max(p, Number(data.percent) || 0));
        } else if (msg.event === "title") {
          setTitle(data.title);
          setNote("");
        }
        else if (msg.event === "delta") setText((t) => t + data.text);
        // The first draft failed the checks (never shown): "Polishing the story…" until the checked text comes.
        else if (msg.event === "status") setNote(String(data.message ?? ""));
        else if (msg.event === "done") {
          // Saved: "Read it now" from this moment (the route still sends the whole story after it).
          storyId = data.id;
          setPercent(100);
          setDoneId(data.id);
        }
        else if (msg.event === "error") {
          if (data.error?.fields) {
            // A situation no story could be written for: said beside the field, the form back.
            setGenerating(false);
            showFieldErrors(data.error.fields, data.error.situation);
            return;
          }
          throw new Error(data.error?.message ?? "Please try again later");
        }
      }
      if (storyId === null) throw new Error("Please try again later");
    } catch (err) {
      // The story is saved already (the connection dropped after `done`): it still opens.
      if (storyId !== null) return;
      setGenerating(false);
      showToast({ title: "Failed to generate story", description: err instanceof Error && err.message ? err.message : "Please try again later", variant: "destructive" });
    }
  }

  // Without JavaScript the page comes back from the server with the messages: the browser focuses the first.
  const firstInvalid = FIELD_ORDER.find((k) => props.errors?.[k] && (k !== "customBehavior" || props.values.behavior === "custom"));
  const kit: FieldKit = { values, errors, firstInvalid, set, change };

  // At the free limit the card says it once, with one button; the form stays visible but paused.
  const locked = !!status && !status.canGenerateStory;
  const renews = props.plan.period === "month";

  return (
    <div className="story-studio">
      {locked && status ? (
        <div className="subscription-required-wrap" ref={cardRef} tabIndex={-1}>
          <SubscriptionRequiredCard status={status} />
        </div>
      ) : null}

      {generating ? (
        <GenerationPanel
          finished={finished}
          percent={percent}
          onFull={onFull}
          doneId={doneId}
          step={step}
          note={note}
          title={title}
          shownText={shownText}
          panelRef={panelRef}
          headingRef={headingRef}
          previewRef={previewRef}
          followText={followText}
        />
      ) : reading ? (
        <form className="card form understood-step" method="post" action="/behaviors" onSubmit={onConfirm}>
          <UnderstoodPanel understood={reading} headingRef={understoodHeadingRef}>
            <HiddenValues values={values} />
            <div className="understood-actions">
              <button className="btn btn-primary btn-lg" type="submit" name="confirmed" value="1">
                {CONFIRM_LABELS.confirm}
              </button>
              <button className="btn btn-secondary btn-lg" type="submit" name="edit" value="1">
                {CONFIRM_LABELS.edit}
              </button>
            </div>
          </UnderstoodPanel>
        </form>
      ) : (
        <form ref={formRef} className="card form story-form" method="post" action="/behaviors" noValidate onSubmit={onSubmit}>
          {locked && status ? (
            <p className="form-paused" id="story-form-paused">
              Free stories remaining: {status.freeStoriesRemaining} of {status.freeStoriesLimit}. This form opens again when you subscribe
              {renews ? (props.plan.freeStories === 1 ? " or when your free story renews" : " or when your free stories renew") : ""}.
            </p>
          ) : null}
          <fieldset className="story-fields" disabled={locked} aria-describedby={locked ? "story-form-paused" : undefined}>
            {props.practice && values.practiceStory && values.childId === props.practice.childId ? (
              <p className="notice practice-story-line" data-practice-story={values.practiceStory}>
                <input type="hidden" name="practiceStory" value={values.practiceStory} />
                {props.practice.line} <a href={props.practice.ordinaryHref}>{props.practice.ordinaryLabel}</a>
              </p>
            ) : null}
            {props.signedIn ? (
              <WhoFor kit={kit} savedChildren={savedChildren} choose={chooseChild} />
            ) : null}
            <TopChildFields kit={kit} />
            <BehaviorPicker kit={kit} />
            {values.behavior === "custom" ? <CustomSituation kit={kit} help={help} focusSituation={props.focusSituation} /> : null}
            <AboutChild kit={kit} />
            <Siblings kit={kit} savedChildren={savedChildren} changeSibling={changeSibling} addSavedSibling={addSavedSibling} />
            <ThemePicker kit={kit} />
            <SubmitRow props={props} status={status} generating={generating} checking={checking} generateRef={generateRef} />
          </fieldset>
        </form>
      )}
    </div>
  );
}
