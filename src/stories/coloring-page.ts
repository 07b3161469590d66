/**
 * A story's coloring page, drawn while the story is written (issue 23, item 5; ADR 023). The picture
 * needs only the plan, so it starts as soon as the plan exists (writeStory's onPlan) and is awaited
 * once the text has passed. If the image model fails, refuses or takes longer than imageMs, the page
 * is the built-in line art of the story's plan: a story that passed is never lost to a picture.
 */
import { APICallError } from "@ai-sdk/provider";
import { coloringSceneIndex, type StoryPlan } from "../contracts/story-plan";
import { createLocalColoringEngine } from "../art/local";
import type { ColoringPage, ColoringPageInput } from "../art/types";
import type { Deps } from "../deps";
import { errorText } from "../http/errors";

type Outcome = { page: ColoringPage } | { failure: string };

export interface ColoringPageResult {
  page: ColoringPage;
  /** Why the image model's picture was not used, when the page is the built-in line art instead. */
  fallback?: string;
}

export interface ColoringPageDrawing {
  /** A plan is known: draw it (a different picture replaces one under way; the same one is kept). */
  start(plan: StoryPlan): void;
  /** The page for the story's final plan: the image model's, else the built-in line art. */
  finish(plan: StoryPlan): Promise<ColoringPageResult>;
  /** Stop a drawing under way (the story failed or is finished). */
  stop(): void;
}

/**
 * What of a plan the picture is drawn from (the coloring scene and who is in it; never scene text):
 * a rewrite with the same picture keeps the drawing under way.
 */
function pictureKey(plan: StoryPlan): string {
  const index = coloringSceneIndex(plan);
  const { text: _text, ...scene } = plan.scenes[index] ?? ({} as StoryPlan["scenes"][number]);
  return JSON.stringify([index, scene, plan.child, plan.helper, plan.grownUp, plan.others ?? []]);
}

/** Why a drawing failed, in a line for the log (a refusal said as one). */
function failureReason(err: unknown, signal: AbortSignal, stopped: AbortSignal, imageMs: number): string {
  if (stopped.aborted) return "stopped";
  if (signal.aborted) {
    const reason: unknown = signal.reason;
    return reason instanceof DOMException && reason.name === "TimeoutError"
      ? `the image model did not answer within ${Math.round(imageMs / 1000)} s`
      : `the story's time ran out (${errorText(reason)})`;
  }
  if (APICallError.isInstance(err) && err.statusCode === 400 && /content.?policy|moderation|safety/i.test(`${err.message} ${err.responseBody ?? ""}`)) {
    return `the image model refused the picture (${errorText(err)})`;
  }
  return `the image model failed (${errorText(err)})`;
}

/**
 * `story` is what the picture is drawn for besides the plan (the story's request); `deadline` the
 * story's whole time; `imageMs` the image call's own (GENERATION_TIMEOUTS.imageMs), counted from when
 * the drawing starts.
 */
export function drawColoringPage(
  deps: Deps,
  story: Pick<ColoringPageInput, "theme" | "behavior" | "customBehavior" | "childName" | "seed" | "childAge">,
  opts: { deadline: AbortSignal; imageMs: number },
): ColoringPageDrawing {
  const engine = deps.services.coloringEngine;
  const input = (plan: StoryPlan): ColoringPageInput => ({
    plan,
    theme: story.theme,
    behavior: story.behavior,
    customBehavior: story.customBehavior,
    childName: story.childName,
    title: plan.title,
    seed: story.seed,
    childAge: story.childAge,
  });
  let current: { key: string; stop: AbortController; outcome: Promise<Outcome> } | undefined;

  const start = (plan: StoryPlan) => {
    const key = pictureKey(plan);
    if (current?.key === key) return;
    current?.stop.abort();
    const stop = new AbortController();
    const signal = AbortSignal.any([opts.deadline, stop.signal, AbortSignal.timeout(opts.imageMs)]);
    // Never rejects: a failure is an outcome (no unhandled rejection while the text is still written).
    const outcome = Promise.resolve()
      .then(() => engine.draw(input(plan), { abortSignal: signal }))
      .then(
        (page): Outcome => ({ page }),
        (err: unknown): Outcome => ({ failure: failureReason(err, signal, stop.signal, opts.imageMs) }),
      );
    current = { key, stop, outcome };
  };

  return {
    // The built-in line art takes milliseconds (its first drawing in a process a few hundred, all on
    // this thread): drawn after the text, so it never holds up a model's stream.
    start: engine.name === "local" ? () => {} : start,
    async finish(plan) {
      start(plan);
      const outcome = await current!.outcome;
      if ("page" in outcome) return { page: outcome.page };
      // The line art is the local engine itself: if that failed, there is nothing to fall back to.
      if (engine.name === "local") throw new Error(`The coloring page could not be drawn: ${outcome.failure}`);
      deps.log.error("coloring page drawn as the built-in line art", { reason: outcome.failure });
      const lineArt = createLocalColoringEngine({ font: deps.services.fonts.heading });
      return { page: await lineArt.draw(input(plan)), fallback: outcome.failure };
    },
    stop() {
      current?.stop.abort();
    },
  };
}
