/** The generation moment: the progress bar and the live text at a reading pace. */
import { useEffect, useRef, useState, type RefObject } from "react";
import { GENERATION_STEPS as STEPS, type GenerationStep } from "../../src/contracts/story-fields";
import { storyHref } from "../../src/contracts/story";

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
export function GenerationProgress({ percent, onFull }: { percent: number; onFull: () => void }) {
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

export const prefersReducedMotion = () => typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * The live text's reading pace, in characters a second (about 20 words): the server sends the words
 * as fast as the engine writes them (the local engine: all of them in well under a second) and the
 * form shows them at this pace on its own clock.
 */
const READING_PACE_CHARS_PER_SECOND = 120;
/** After the story is saved, the page opens it by itself this long after (spec: about 1.5 s). */
export const OPEN_STORY_AFTER_MS = 1500;

/**
 * How much of the received text to show: it follows `received` at READING_PACE_CHARS_PER_SECOND,
 * ending on a whole word. With reduced motion, in a hidden tab or without animation frames, all of
 * it at once. A shorter text (the story is written again) starts over.
 */
export function useReadingPace(received: string): string {
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

/** "Generating your story...": the bar, the steps, "Read it now" once saved, and the story's words so far. */
export function GenerationPanel({
  finished,
  percent,
  onFull,
  doneId,
  step,
  note,
  title,
  shownText,
  panelRef,
  headingRef,
  previewRef,
  followText,
}: {
  finished: boolean;
  percent: number;
  onFull: () => void;
  doneId: number | null;
  step: GenerationStep;
  note: string;
  title: string;
  shownText: string;
  panelRef: RefObject<HTMLElement | null>;
  headingRef: RefObject<HTMLHeadingElement | null>;
  previewRef: RefObject<HTMLDivElement | null>;
  /** Whether the live text follows the newest words (false once the parent scrolls up to reread). */
  followText: RefObject<boolean>;
}) {
  const stepIndex = STEPS.findIndex((s) => s.id === step);
  return (
    <section className="card generation-panel" ref={panelRef} aria-labelledby="generation-heading">
      <h2 id="generation-heading" ref={headingRef} tabIndex={-1}>
        {finished ? "Story generated!" : "Generating your story..."}
      </h2>
      <GenerationProgress percent={percent} onFull={onFull} />
      <p className="visually-hidden" role="status">
        {doneId !== null
          ? "Your story is saved. It opens in a moment, or choose Read it now."
          : `Step ${stepIndex + 1} of ${STEPS.length}: ${STEPS[stepIndex]?.label}`}
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
  );
}
