import { useEffect, useRef, useState } from "react";
import type { StoryInput } from "../../src/validation/story";
import type { SubscriptionStatus } from "../../src/contracts/subscription";
import type { GenerationStep } from "../../src/contracts/story-fields";
import { storyHref } from "../../src/contracts/story";
import { readEvents } from "../lib/sse";
import { showToast } from "../lib/toast";
import { OPEN_STORY_AFTER_MS, prefersReducedMotion, useReadingPace } from "./progress";
import type { ShowFieldErrors } from "./use-custom-reading";

/** What the form does when a generation is turned down: messages beside the fields, or the free stories used up. */
export interface GenerationOutcomes {
  fieldErrors: ShowFieldErrors;
  limitReached: (status: SubscriptionStatus) => void;
}

/**
 * What the generation panel shows while the story is written (step, bar, title, words, a note), where focus
 * and the live text's scroll go, and the moment it is saved ("Story generated!", then the story opens 1.5 s
 * later).
 */
function useGenerationState() {
  const [generating, setGenerating] = useState(false);
  const [finished, setFinished] = useState(false);
  const [step, setStep] = useState<GenerationStep>("planning");
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
  const panelRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const previewRef = useRef<HTMLDivElement>(null);
  /** Whether the live text follows the newest words (false once the parent scrolls up to reread). */
  const followText = useRef(true);
  const onFull = useRef(() => setBarFull(true)).current;

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

  const panel = { finished, percent, onFull, doneId, step, note, title, shownText, panelRef, headingRef, previewRef, followText };
  return { generating, panel, setGenerating, setFinished, setStep, setPercent, setTitle, setText, setNote, setDoneId, setBarFull };
}
type GenerationState = ReturnType<typeof useGenerationState>;

/** A new story: the panel from its start. */
function start(g: GenerationState) {
  g.setGenerating(true);
  g.setFinished(false);
  g.setDoneId(null);
  g.setBarFull(false);
  g.setPercent(0);
  g.setStep("planning");
  g.setTitle("");
  g.setText("");
  g.setNote("");
}

/** A request the server turned down before writing: the card or the messages, the form back. Else throws. */
async function refused(res: Response, on: GenerationOutcomes, g: GenerationState) {
  const body = await res.json().catch(() => null);
  const error = body?.error;
  if (res.status === 402 && error?.status) {
    // The free stories ran out meanwhile (another tab): the card and the paused form say so.
    on.limitReached(error.status);
    g.setGenerating(false);
    // Short: the card right above gives the full reason (one message, not the same sentence twice).
    showToast({ title: "Subscription Required", description: "You've reached your free story limit.", variant: "destructive" });
    return;
  }
  if (error?.fields) {
    // Beside the fields, not only in a toast (the toast covers the text box on a phone).
    g.setGenerating(false);
    on.fieldErrors(error.fields, error.situation);
    return;
  }
  throw new Error(error?.message ?? `${res.status}: ${res.statusText}`);
}

/** The story's events as they come, until it is saved (`saved.id`, from the `done` event) or the form is back with messages. */
async function follow(res: Response, on: GenerationOutcomes, saved: { id: number | null }, g: GenerationState) {
  for await (const msg of readEvents(res)) {
    const data = JSON.parse(msg.data);
    if (msg.event === "progress") {
      g.setStep(data.step);
      // The bar never goes back (a story written again starts its words over).
      g.setPercent((p) => Math.max(p, Number(data.percent) || 0));
    } else if (msg.event === "title") {
      g.setTitle(data.title);
      g.setNote("");
    } else if (msg.event === "delta") g.setText((t) => t + data.text);
    // The first draft failed the checks (never shown): "Polishing the story…" until the checked text comes.
    else if (msg.event === "status") g.setNote(String(data.message ?? ""));
    else if (msg.event === "done") {
      // Saved: "Read it now" from this moment (the route still sends the whole story after it).
      saved.id = data.id;
      g.setPercent(100);
      g.setDoneId(data.id);
    } else if (msg.event === "error") {
      if (data.error?.fields) {
        // A situation no story could be written for: said beside the field, the form back.
        g.setGenerating(false);
        on.fieldErrors(data.error.fields, data.error.situation);
        return;
      }
      throw new Error(data.error?.message ?? "Please try again later");
    }
  }
  if (saved.id === null) throw new Error("Please try again later");
}

/** Writing the story: the request, its stream of events, and what the form does when it fails. */
export function useGeneration() {
  const g = useGenerationState();
  async function generate(data: StoryInput, on: GenerationOutcomes) {
    start(g);
    /** The saved story's id (the `done` event). */
    const saved: { id: number | null } = { id: null };
    try {
      const res = await fetch("/api/stories/generate", {
        method: "POST",
        credentials: "include",
        headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
        body: JSON.stringify(data),
      });
      if (!res.ok) return await refused(res, on, g);
      await follow(res, on, saved, g);
    } catch (err) {
      // The story is saved already (the connection dropped after `done`): it still opens.
      if (saved.id !== null) return;
      g.setGenerating(false);
      showToast({
        title: "Failed to generate story",
        description: err instanceof Error && err.message ? err.message : "Please try again later",
        variant: "destructive",
      });
    }
  }

  return { generating: g.generating, panel: g.panel, generate };
}
