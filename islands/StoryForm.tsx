import { useEffect, useRef, useState, type FormEvent } from "react";
import { BEHAVIOR_OPTIONS, THEMES } from "../src/contracts/catalog";
import { storyInputSchema, type StoryInput } from "../src/validation/story";
import { validate } from "../src/validation/validate";
import { readEvents } from "./lib/sse";
import { showToast } from "./lib/toast";
import { SubscriptionRequiredCard } from "./lib/SubscriptionRequired";
import type { SubscriptionStatus } from "../src/contracts/subscription";
import { ThemeIcon } from "../components/story/ThemeIcon";

import { GENERATION_STEPS as STEPS, CHILD_NAME_MAX_CHARS, GROWN_UP_NAME, DEFAULT_GROWN_UP_NAME, PRONOUN_LABELS, PRONOUNS, type GenerationStep } from "../src/contracts/story-fields";
import { LABELS } from "../src/content/labels";
import { freeStoriesLeft, storyAllowance, type PlanFacts } from "../src/contracts/plan";
import { storyHref } from "../src/contracts/story";
import { MAX_SIBLINGS } from "../src/contracts/family";
import { formValuesFor, type ChildChoice } from "../src/children/form";
import { AgeOptions, HairOptions } from "../components/ChildFieldOptions";
import {
  CUSTOM_BEHAVIOR_MAX_CHARS,
  SITUATION_FEELING_LABELS,
  SITUATION_FEELINGS,
  SITUATION_MODES,
  SITUATION_PART_LABELS,
  SITUATION_PART_MAX_CHARS,
  type SituationMode,
  type SituationReading,
  type SituationUnderstood,
} from "../src/contracts/situation";
import { SITUATION_API_PATH } from "../src/contracts/situation-api";
import { CONFIRM_LABELS, UnderstoodPanel } from "../components/story/UnderstoodPanel";

/** A brother or sister row: typed in, or a saved child (childId set, name and pronouns shown). */
export type SiblingValues = { name: string; pronouns: string; childId: string };

/** The form's values as strings (glasses: "on" or ""), like a posted form. */
export type Values = {
  /** The saved child the story is for ("" when typed in). */
  childId: string;
  childName: string;
  childAge: string;
  behavior: string;
  customBehavior: string;
  /** How the parent describes a custom situation: "words" (the one text box) or "parts" (step by step). */
  situationMode: string;
  situationDoes: string;
  situationWhen: string;
  situationWho: string;
  situationUnderneath: string;
  theme: string;
  pronouns: string;
  grownUpName: string;
  hair: string;
  glasses: string;
  siblings: SiblingValues[];
  /** A story that adapts to the saved child's practice (issue 28): "practice" or "you-did-it"; absent or "" for an ordinary story. */
  practiceStory?: string;
};
type TextKey = Exclude<keyof Values, "siblings">;
type StepId = GenerationStep;

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

/** The situation's fields of a form that has none yet (a caller's older values). */
export const EMPTY_SITUATION = { situationMode: "words", situationDoes: "", situationWhen: "", situationWho: "", situationUnderneath: "" } as const;
export const SITUATION_MODE_LABELS: Record<SituationMode, string> = { words: "In my own words", parts: "Step by step" };
const SITUATION_MODE_LEGEND = "How would you like to tell us?";
/** What a visitor reads beside the (disabled) Generate button, and after coming back signed in. */
export const VISITOR_DRAFT = {
  hint: (allowance: string) => `To write this story, create a free account or sign in. Free accounts include ${allowance}. What you've filled in is kept.`,
  signUp: "Create free account",
  signIn: "Sign in",
  restored: `Welcome! Your story details are still here. Check them and press ${LABELS.generateStory}.`,
} as const;
/** The submit button while the description is read back. */
const READING_LABEL = "Reading your description...";
const SITUATION_KEYS = ["customBehavior", "situationMode", "situationDoes", "situationWhen", "situationWho", "situationUnderneath"] as const;
const modeOf = (v: Pick<Values, "situationMode">): SituationMode => (v.situationMode === "parts" ? "parts" : "words");
const partsOf = (v: Values) => ({ does: v.situationDoes, when: v.situationWhen, who: v.situationWho, underneath: v.situationUnderneath });
/** The field a reading's message belongs beside: the "when" part in step-by-step, else the description (or "what does"). */
export const situationErrorKey = (mode: SituationMode, part?: "does" | "when") => (mode === "parts" && part === "when" ? "situationWhen" : "customBehavior");
/** What the reading depends on: a change to any of it means reading again before a story is written. */
const situationKey = (v: Values) =>
  JSON.stringify([v.childName.trim(), v.pronouns, v.grownUpName.trim(), modeOf(v), modeOf(v) === "parts" ? partsOf(v) : v.customBehavior.trim()]);
/** A guided part's own message (too long, an unknown feeling) is shown by the "what does" field. */
export const foldSituation = (fields: Record<string, string>) => {
  const { situation, ...rest } = fields;
  return situation && !rest.customBehavior ? { ...rest, customBehavior: situation } : rest;
};

/** The fields in the order the form shows them (the first invalid one gets focus). */
const FIELD_ORDER: (keyof Values)[] = ["childId", "childName", "childAge", "behavior", "customBehavior", "situationWhen", "pronouns", "grownUpName", "hair", "glasses", "theme"];

/** What the server's schema checks: the situation only counts when the behavior is custom. */
const schemaInput = (v: Values) => ({
  ...v,
  customBehavior: v.behavior === "custom" && modeOf(v) === "words" ? v.customBehavior : undefined,
  situation: v.behavior === "custom" && modeOf(v) === "parts" ? partsOf(v) : undefined,
  siblings: v.siblings
    .filter((s) => s.childId || s.name.trim())
    .map((s) => (s.childId ? { childId: Number(s.childId) } : { name: s.name, pronouns: s.pronouns })),
});

const emptySibling = (): SiblingValues => ({ name: "", pronouns: "", childId: "" });
/** Always MAX_SIBLINGS rows (blank ones are not sent), so the form has the same fields with or without JavaScript. */
const siblingRows = (list: SiblingValues[]) => Array.from({ length: MAX_SIBLINGS }, (_, i) => list[i] ?? emptySibling());

/**
 * The messages after the parent changed `changed`: a changed field's message goes as soon as the
 * field is valid (or is updated while it is not); leaving "custom" drops the situation's message.
 */
function recheck(errors: Record<string, string>, next: Values, changed: keyof Values): Record<string, string> {
  const keys: string[] = changed in errors ? [changed] : [];
  if (changed === "behavior" && next.behavior !== "custom" && "customBehavior" in errors) keys.push("customBehavior");
  // Any change to the situation answers its message (the reading's question, or the form's own).
  if ((SITUATION_KEYS as readonly string[]).includes(changed)) keys.push(...["customBehavior", "situationWhen"].filter((k) => k in errors && k !== changed));
  if (!keys.length) return errors;
  const r = validate(storyInputSchema, schemaInput(next));
  const now: Record<string, string> = r.ok ? {} : foldSituation(r.fields);
  const out = { ...errors };
  for (const k of keys) {
    if (now[k] && !(k === "customBehavior" && next.behavior !== "custom")) out[k] = now[k];
    else delete out[k];
  }
  return out;
}

/**
 * The bar's shown value: it moves toward the latest percentage the server sent over about 600 ms
 * (at least 50 points a second), never backwards and never more than a few points a frame, so a
 * step that finishes at once reads as progress rather than a leap. In a hidden tab it just follows.
 */
function useSmoothPercent(target: number): number {
  const [shown, setShown] = useState(target);
  const ref = useRef(target);
  useEffect(() => {
    if (target <= ref.current) return;
    const jump = () => {
      ref.current = target;
      setShown(target);
    };
    if (typeof requestAnimationFrame !== "function" || document.hidden) {
      jump();
      return;
    }
    let raf = 0;
    let last = performance.now();
    const tick = (now: number) => {
      const dt = Math.min(Math.max(now - last, 0), 100);
      last = now;
      const gap = target - ref.current;
      ref.current = Math.min(target, ref.current + Math.max(gap / 600, 0.05) * dt);
      setShown(ref.current);
      if (ref.current < target) raf = requestAnimationFrame(tick);
    };
    raf = requestAnimationFrame(tick);
    const onVisibility = () => {
      if (!document.hidden) return;
      cancelAnimationFrame(raf);
      jump();
    };
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      cancelAnimationFrame(raf);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [target]);
  return shown;
}

/** The overall bar and its percentage; tells the form once it shows 100%. */
function GenerationProgress({ percent, onFull }: { percent: number; onFull: () => void }) {
  const shown = Math.round(useSmoothPercent(percent));
  const full = shown >= 100;
  useEffect(() => {
    if (full) onFull();
  }, [full, onFull]);
  return (
    <div className="generation-progress">
      <div className="progress" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={shown} aria-label="Story progress">
        <div className="progress-bar" style={{ width: `${shown}%` }} />
      </div>
      <p className="progress-percent" aria-hidden="true">
        {shown}%
      </p>
    </div>
  );
}

const prefersReducedMotion = () => typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * The live text's reading pace, in characters a second (about 20 words): the server sends the words
 * as fast as the engine writes them (the local engine: all of them in well under a second) and the
 * form shows them at this pace on its own clock.
 */
const READING_PACE_CHARS_PER_SECOND = 120;
/** After the story is saved, the page opens it by itself this long after (spec: about 1.5 s). */
const OPEN_STORY_AFTER_MS = 1500;

/**
 * How much of the received text to show: it follows `received` at READING_PACE_CHARS_PER_SECOND,
 * ending on a whole word. With reduced motion, in a hidden tab or without animation frames, all of
 * it at once. A shorter text (the story is written again) starts over.
 */
function useReadingPace(received: string): string {
  const [shownLength, setShownLength] = useState(0);
  /** Reduced motion (or no animation frames): no pacing at all, the words as they arrive. */
  const [instant, setInstant] = useState(false);
  const pos = useRef(0);
  const latest = useRef(received);
  const raf = useRef(0);
  latest.current = received;
  useEffect(() => {
    if (received.length < pos.current) pos.current = 0;
    if (instant || document.hidden) {
      pos.current = received.length;
      setShownLength(received.length);
      return;
    }
    setShownLength(Math.floor(pos.current));
    if (raf.current || pos.current >= received.length) return;
    let last = performance.now();
    const tick = (now: number) => {
      const dt = Math.min(Math.max(now - last, 0), 100);
      last = now;
      const target = latest.current.length;
      pos.current = Math.min(target, pos.current + (READING_PACE_CHARS_PER_SECOND * dt) / 1000);
      setShownLength(Math.floor(pos.current));
      raf.current = pos.current < target ? requestAnimationFrame(tick) : 0;
    };
    raf.current = requestAnimationFrame(tick);
  }, [received, instant]);
  useEffect(() => {
    const media = typeof window.matchMedia === "function" ? window.matchMedia("(prefers-reduced-motion: reduce)") : null;
    const update = () => setInstant(typeof requestAnimationFrame !== "function" || !!media?.matches);
    update();
    media?.addEventListener?.("change", update);
    return () => media?.removeEventListener?.("change", update);
  }, []);
  useEffect(() => {
    // A hidden tab gets no frames: when the parent looks away, the text is simply all there.
    const onVisibility = () => {
      if (!document.hidden) return;
      cancelAnimationFrame(raf.current);
      raf.current = 0;
      pos.current = latest.current.length;
      setShownLength(pos.current);
    };
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      cancelAnimationFrame(raf.current);
      raf.current = 0;
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, []);
  if (instant) return received;
  let end = Math.min(shownLength, received.length);
  if (end > 0 && end < received.length) {
    const next = received.slice(end).search(/\s/);
    end = next < 0 ? received.length : end + next;
  }
  return received.slice(0, end);
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
      setValues((v) => (v.childId ? { ...v, childId: "", childName: "", childAge: "", pronouns: "", grownUpName: "", hair: "", glasses: "", practiceStory: "" } : v));
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
      for (const k of ["childId", "childName", "childAge", "behavior", "theme", "pronouns", "grownUpName", "hair", "glasses", "siblings"]) delete out[k];
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
  const setGlasses = (e: { target: { checked: boolean } }) => change("glasses", e.target.checked ? "on" : "");

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

  const stepIndex = STEPS.findIndex((s) => s.id === step);
  const described = (k: TextKey | "siblings") => ({
    "aria-invalid": !!errors[k],
    "aria-describedby": errors[k] ? `story-${k}-error` : undefined,
  });
  // Without JavaScript the page comes back from the server with the messages: the browser focuses the first.
  const firstInvalid = FIELD_ORDER.find((k) => props.errors?.[k] && (k !== "customBehavior" || props.values.behavior === "custom"));
  const field = (k: TextKey) => ({
    id: `story-${k}`,
    name: k,
    value: values[k],
    onChange: set(k),
    autoFocus: firstInvalid === k || undefined,
    ...described(k),
  });
  const error = (k: TextKey | "siblings") =>
    errors[k] ? (
      <p className="field-error" id={`story-${k}-error`}>
        {errors[k]}
      </p>
    ) : null;
  /** A situation's message, with a declined situation's pointer to help. */
  const situationError = (k: "customBehavior" | "situationWhen") =>
    errors[k] ? (
      <p className="field-error" id={`story-${k}-error`} role="alert">
        {errors[k]}
        {help ? (
          <>
            {" "}
            <a href={help.href}>{help.label}</a>
          </>
        ) : null}
      </p>
    ) : null;
  const mode = modeOf(values);
  /** Linked to its message only where the message is shown (the mode in use). */
  const situationDescribed = (k: "customBehavior" | "situationWhen", shown: boolean) => ({
    "aria-invalid": shown && !!errors[k],
    "aria-describedby": shown && errors[k] ? `story-${k}-error` : undefined,
  });
  const situationAutoFocus = (k: "customBehavior" | "situationWhen", shown: boolean) => (shown && (firstInvalid === k || (props.focusSituation && k === "customBehavior"))) || undefined;
  const partInput = (k: "situationDoes" | "situationWhen" | "situationWho", part: "does" | "when" | "who") => (
    <div className="field">
      <label htmlFor={`story-${k}`}>{SITUATION_PART_LABELS[part].label}</label>
      <input
        type="text"
        id={`story-${k}`}
        name={k}
        autoComplete="off"
        maxLength={SITUATION_PART_MAX_CHARS}
        placeholder={SITUATION_PART_LABELS[part].placeholder}
        value={values[k]}
        onChange={set(k)}
        {...(part === "does" ? situationDescribed("customBehavior", mode === "parts") : part === "when" ? situationDescribed("situationWhen", mode === "parts") : {})}
        autoFocus={part === "does" ? situationAutoFocus("customBehavior", mode === "parts") : part === "when" ? situationAutoFocus("situationWhen", mode === "parts") : undefined}
      />
      {part === "does" && mode === "parts" ? situationError("customBehavior") : part === "when" && mode === "parts" ? situationError("situationWhen") : null}
      <p className="field-hint">{SITUATION_PART_LABELS[part].hint}</p>
    </div>
  );
  /**
   * The custom situation: in the parent's own words, or step by step. Both are on the page; the chosen
   * one is shown (CSS on the checked mode, so it works without JavaScript too).
   */
  const situationFields = () => (
    <div className="field situation-field" data-mode={mode}>
      <fieldset className="bare-fieldset situation-modes">
        <legend className="field-legend">{SITUATION_MODE_LEGEND}</legend>
        <div className="choice-row">
          {SITUATION_MODES.map((m) => (
            // Highlighted by CSS on the checked radio (a class would go stale without JavaScript).
            <label key={m} className="choice">
              <input type="radio" name="situationMode" value={m} checked={mode === m} onChange={set("situationMode")} />
              <span>{SITUATION_MODE_LABELS[m]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="situation-words">
        <label htmlFor="story-customBehavior">Describe the situation</label>
        <textarea
          rows={4}
          id="story-customBehavior"
          name="customBehavior"
          maxLength={CUSTOM_BEHAVIOR_MAX_CHARS}
          placeholder="e.g. Leo gets upset when his baby sister plays with his toys."
          value={values.customBehavior}
          onChange={set("customBehavior")}
          {...situationDescribed("customBehavior", mode === "words")}
          autoFocus={situationAutoFocus("customBehavior", mode === "words")}
        />
        {/* Right under the box, so a phone shows the question with the text (issue 22). */}
        {mode === "words" ? situationError("customBehavior") : null}
        <p className="field-hint">
          {values.customBehavior.length}/{CUSTOM_BEHAVIOR_MAX_CHARS} · Describe what happens and how your child feels. No full names or addresses, please.
        </p>
      </div>
      <div className="situation-parts">
        {partInput("situationDoes", "does")}
        {partInput("situationWhen", "when")}
        {partInput("situationWho", "who")}
        <fieldset className="field bare-fieldset situation-underneath">
          <legend className="field-legend">{SITUATION_PART_LABELS.underneath.label}</legend>
          <p className="field-hint">{SITUATION_PART_LABELS.underneath.hint}</p>
          <div className="choice-row chips">
            {SITUATION_FEELINGS.map((f) => (
              <label key={f} className="choice">
                <input type="radio" name="situationUnderneath" value={f} checked={values.situationUnderneath === f} onChange={set("situationUnderneath")} />
                <span>{SITUATION_FEELING_LABELS[f]}</span>
              </label>
            ))}
          </div>
        </fieldset>
      </div>
    </div>
  );
  /** Every value of the form, for the confirm step's own form (so it also posts without JavaScript). */
  const hiddenValues = () => (
    <>
      {(Object.keys(values) as (keyof Values)[])
        .filter((k): k is TextKey => k !== "siblings" && values[k] !== undefined)
        .map((k) => (
          <input key={k} type="hidden" name={k} value={values[k]} />
        ))}
      {values.siblings.map((sib, i) =>
        sib.name.trim() || sib.childId ? (
          <span key={i} hidden>
            <input type="hidden" name={`sibling${i + 1}Name`} value={sib.name} />
            <input type="hidden" name={`sibling${i + 1}Pronouns`} value={sib.pronouns} />
            {sib.childId ? <input type="hidden" name={`sibling${i + 1}ChildId`} value={sib.childId} /> : null}
          </span>
        ) : null,
      )}
    </>
  );

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
        <section className="card generation-panel" ref={panelRef} aria-labelledby="generation-heading">
          <h2 id="generation-heading" ref={headingRef} tabIndex={-1}>
            {finished ? "Story generated!" : "Generating your story..."}
          </h2>
          <GenerationProgress percent={percent} onFull={onFull} />
          <p className="visually-hidden" role="status">
            {doneId !== null ? "Your story is saved. It opens in a moment, or choose Read it now." : `Step ${stepIndex + 1} of ${STEPS.length}: ${STEPS[stepIndex]?.label}`}
          </p>
          {doneId !== null ? (
            <p className="generation-ready" style={{ margin: "0 0 12px" }}>
              <a className="btn btn-primary" href={storyHref(doneId)} data-testid="read-it-now">
                Read it now
              </a>
            </p>
          ) : null}
          {note && !title ? (
            <p className="generation-note" data-testid="generation-note" role="status">
              {note}
            </p>
          ) : null}
          <ol className="generation-steps">
            {STEPS.map((s, i) => (
              <li key={s.id} className={finished || i < stepIndex ? "done" : i === stepIndex ? "active" : "pending"}>
                <span className="step-label">{s.label}</span>
                <span className="step-detail">{s.detail}</span>
              </li>
            ))}
          </ol>
          {title || shownText ? (
            <div
              className="story-preview"
              ref={previewRef}
              data-testid="story-preview"
              tabIndex={0}
              role="region"
              aria-label="Your story so far"
              onScroll={(e) => {
                const el = e.currentTarget;
                followText.current = el.scrollHeight - el.scrollTop - el.clientHeight < 48;
              }}
            >
              {title ? <h3>{title}</h3> : null}
              {shownText
                .split(/\n\s*\n/)
                .filter((p) => p.trim())
                .map((p, i) => (
                  <p key={i}>{p}</p>
                ))}
            </div>
          ) : null}
        </section>
      ) : reading ? (
        <form className="card form understood-step" method="post" action="/behaviors" onSubmit={onConfirm}>
          <UnderstoodPanel understood={reading} headingRef={understoodHeadingRef}>
            {hiddenValues()}
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
              <fieldset className="field who-for bare-fieldset" {...described("childId")}>
                <legend className="field-legend">Who is this story for?</legend>
                {savedChildren.length ? (
                  <div className="choice-row saved-children">
                    {savedChildren.map((child, i) => (
                      <label key={child.id} className={`choice${values.childId === String(child.id) ? " selected" : ""}`}>
                        <input
                          type="radio"
                          name="childId"
                          value={String(child.id)}
                          checked={values.childId === String(child.id)}
                          onChange={(e) => chooseChild(e.target.value)}
                          autoFocus={(firstInvalid === "childId" && i === 0) || undefined}
                        />
                        <span>{child.name}</span>
                      </label>
                    ))}
                    <label className={`choice${values.childId === "" ? " selected" : ""}`}>
                      <input type="radio" name="childId" value="" checked={values.childId === ""} onChange={() => chooseChild("")} />
                      <span>Someone else</span>
                    </label>
                  </div>
                ) : null}
                <p className="field-hint">
                  {savedChildren.length ? "Tap a name to fill in their details. " : "Save your children once and fill this form in with one tap. "}
                  <a href="/children">{savedChildren.length ? "Manage children" : "Add a child"}</a>
                </p>
                {error("childId")}
              </fieldset>
            ) : null}
            <div className="field">
              <label htmlFor="story-childName">Child's name</label>
              <input type="text" autoComplete="off" placeholder="e.g. Maya" maxLength={CHILD_NAME_MAX_CHARS} {...field("childName")} />
              {error("childName")}
            </div>
            <div className="field">
              <label htmlFor="story-childAge">Child's age</label>
              <select {...field("childAge")}>
                <AgeOptions />
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
            {values.behavior === "custom" ? situationFields() : null}
            <fieldset className="field about-child">
              <legend>About {values.childName.trim() || "your child"} (optional)</legend>
              <p className="field-hint">So the story and its pictures show your child as they are.</p>
              <div className="field">
                <span className="field-label" id="story-pronouns-label">
                  Pronouns
                </span>
                <div className="choice-row" role="radiogroup" aria-labelledby="story-pronouns-label" {...described("pronouns")}>
                  {PRONOUNS.map((p, i) => (
                    <label key={p} className={`choice${values.pronouns === p ? " selected" : ""}`}>
                      <input
                        type="radio"
                        name="pronouns"
                        value={p}
                        checked={values.pronouns === p}
                        onChange={set("pronouns")}
                        autoFocus={(firstInvalid === "pronouns" && i === 0) || undefined}
                        {...described("pronouns")}
                      />
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
                  <HairOptions />
                </select>
                {error("hair")}
              </div>
              <div className="field field-checkbox">
                <label>
                  <input
                    type="checkbox"
                    name="glasses"
                    id="story-glasses"
                    checked={values.glasses === "on"}
                    onChange={setGlasses}
                    autoFocus={firstInvalid === "glasses" || undefined}
                    {...described("glasses")}
                  />{" "}
                  Wears glasses
                </label>
                {error("glasses")}
              </div>
            </fieldset>
            <details className="field siblings-field" open={values.siblings.some((s) => s.name.trim() || s.childId) || !!errors.siblings || undefined}>
              <summary className="siblings-summary">Add brothers or sisters (optional)</summary>
              <p className="field-hint">Up to {MAX_SIBLINGS} can join the story. The story stays about {values.childName.trim() || "your child"}'s behavior.</p>
              {savedChildren.some((c) => String(c.id) !== values.childId) ? (
                <div className="choice-row" style={{ margin: "8px 0" }}>
                  {savedChildren
                    .filter((c) => String(c.id) !== values.childId)
                    .map((c) => {
                      const added = values.siblings.some((s) => s.childId === String(c.id));
                      const full = values.siblings.every((s) => s.childId || s.name.trim());
                      return (
                        <button key={c.id} type="button" className="btn btn-secondary btn-sm" disabled={added || full} aria-pressed={added} onClick={() => addSavedSibling(c)}>
                          {added ? `${c.name} added` : `+ ${c.name}`}
                        </button>
                      );
                    })}
                </div>
              ) : null}
              {values.siblings.map((sib, i) => (
                <div key={i} className="field-row sibling-row" style={{ alignItems: "end", marginTop: 8 }}>
                  <div className="field">
                    <label htmlFor={`story-sibling${i + 1}Name`}>Brother or sister {i + 1}: name</label>
                    <input
                      type="text"
                      id={`story-sibling${i + 1}Name`}
                      name={`sibling${i + 1}Name`}
                      autoComplete="off"
                      maxLength={CHILD_NAME_MAX_CHARS}
                      value={sib.name}
                      onChange={(e) => changeSibling(i, { name: e.target.value })}
                      {...described("siblings")}
                    />
                  </div>
                  <div className="field">
                    <label htmlFor={`story-sibling${i + 1}Pronouns`}>Pronouns</label>
                    <select id={`story-sibling${i + 1}Pronouns`} name={`sibling${i + 1}Pronouns`} value={sib.pronouns} onChange={(e) => changeSibling(i, { pronouns: e.target.value })}>
                      <option value="">they / them</option>
                      {PRONOUNS.filter((p) => p !== "they").map((p) => (
                        <option key={p} value={p}>
                          {PRONOUN_LABELS[p]}
                        </option>
                      ))}
                    </select>
                  </div>
                  {sib.childId ? <input type="hidden" name={`sibling${i + 1}ChildId`} value={sib.childId} /> : null}
                </div>
              ))}
              {error("siblings")}
            </details>
            <fieldset className="field theme-field" {...described("theme")}>
              <legend>Theme</legend>
              <div className="theme-options">
                {THEMES.map((t, i) => (
                  <label key={t.id} className={`theme-option theme-${t.id}${values.theme === t.id ? " selected" : ""}`}>
                    <input
                      type="radio"
                      name="theme"
                      value={t.id}
                      checked={values.theme === t.id}
                      onChange={set("theme")}
                      autoFocus={(firstInvalid === "theme" && i === 0) || undefined}
                      {...described("theme")}
                    />
                    <ThemeIcon theme={t.id} size={32} />
                    <span>{t.label}</span>
                  </label>
                ))}
              </div>
              {error("theme")}
            </fieldset>
            {props.notice ? (
              <p className="notice notice-error" role="alert">
                {props.notice}
              </p>
            ) : null}
            {props.draftRestored && props.signedIn ? (
              <p className="notice draft-restored" role="status">
                {VISITOR_DRAFT.restored}
              </p>
            ) : null}
            <div className={`submit-row${props.signedIn ? "" : " visitor-submit"}`}>
              <button ref={generateRef} className="btn btn-primary btn-lg" type="submit" disabled={generating || checking || !props.signedIn} aria-describedby={props.signedIn ? undefined : "visitor-hint"}>
                {generating ? "Generating..." : checking ? READING_LABEL : LABELS.generateStory}
              </button>
              {props.signedIn && status && !status.isSubscribed && status.canGenerateStory ? (
                <p className="free-left" data-testid="free-left">
                  {freeStoriesLeft(props.plan, status.freeStoriesRemaining)}
                </p>
              ) : null}
              {!props.signedIn ? (
                <div className="visitor-next">
                  <p className="visitor-hint" id="visitor-hint">
                    {VISITOR_DRAFT.hint(storyAllowance(props.plan))}
                  </p>
                  {props.draftAction ? (
                    <div className="visitor-actions">
                      <button className="btn btn-primary" type="submit" formAction={props.draftAction} formMethod="post" name="next" value="signup">
                        {VISITOR_DRAFT.signUp}
                      </button>
                      <button className="btn btn-secondary" type="submit" formAction={props.draftAction} formMethod="post" name="next" value="signin">
                        {VISITOR_DRAFT.signIn}
                      </button>
                    </div>
                  ) : (
                    <a href={props.loginHref}>{VISITOR_DRAFT.signIn}</a>
                  )}
                </div>
              ) : null}
            </div>
          </fieldset>
        </form>
      )}
    </div>
  );
}
