/**
 * Every wait of a story's generation, in one place (issue 23, "Timeouts and a heartbeat"; ADR 020).
 * The app uses GENERATION_TIMEOUTS (`services.timeouts`, src/services.ts); tests replace
 * `deps.services.timeouts` with shorter ones so a hung model is answered in seconds.
 */
export const GENERATION_TIMEOUTS = {
  /** A streamed model call's first word. */
  firstTokenMs: 20_000,
  /** A stream that stops mid-way: no new word for this long. */
  stallMs: 15_000,
  /** One whole model call (the plan, or the scenes' text). */
  callMs: 90_000,
  /** One image call (the coloring page). */
  imageMs: 60_000,
  /**
   * The whole story, from the reservation to the saved PDF: the parent hears how it went within 2
   * minutes of submitting, whichever call is slow, and gets the free story back on a failure.
   */
  generationMs: 110_000,
  /** A `: keep-alive` comment on the story stream this often, so proxies keep a quiet stream open. */
  heartbeatMs: 15_000,
} as const;

export type GenerationTimeouts = { -readonly [K in keyof typeof GENERATION_TIMEOUTS]: number };

/** A model or image call that took too long: no first word, a stalled stream, or over its time. */
export class ModelTimeoutError extends Error {
  override name = "ModelTimeoutError";
}

const seconds = (ms: number) => (ms >= 1000 ? `${Math.round(ms / 1000)} s` : `${ms} ms`);

/**
 * Watches one model call: aborts it (with a ModelTimeoutError as the reason) when the first word
 * takes longer than `firstTokenMs`, no word comes for `stallMs`, or the call lasts over `callMs`.
 * Call `token()` on every streamed word, `done()` when the call is over (also on failure), and throw
 * `failure(error)` from a catch: the timeout when one fired, else the caller's reason or the error.
 */
export function watchCall(what: string, limits: { firstTokenMs?: number; stallMs?: number; callMs: number }, parent?: AbortSignal) {
  const controller = new AbortController();
  const fire = (why: string) => {
    if (!controller.signal.aborted) controller.abort(new ModelTimeoutError(`${what}: ${why}`));
  };
  const onParentAbort = () => controller.abort(parent?.reason);
  if (parent?.aborted) onParentAbort();
  else parent?.addEventListener("abort", onParentAbort, { once: true });
  const whole = setTimeout(() => fire(`no complete answer within ${seconds(limits.callMs)}`), limits.callMs);
  let first: ReturnType<typeof setTimeout> | undefined =
    limits.firstTokenMs !== undefined ? setTimeout(() => fire(`no first word within ${seconds(limits.firstTokenMs!)}`), limits.firstTokenMs) : undefined;
  let stall: ReturnType<typeof setTimeout> | undefined;
  const clear = () => {
    clearTimeout(whole);
    clearTimeout(first);
    clearTimeout(stall);
    parent?.removeEventListener("abort", onParentAbort);
  };
  return {
    signal: controller.signal,
    token() {
      if (controller.signal.aborted) return;
      clearTimeout(first);
      first = undefined;
      if (limits.stallMs === undefined) return;
      clearTimeout(stall);
      stall = setTimeout(() => fire(`the answer stalled (no new word for ${seconds(limits.stallMs!)})`), limits.stallMs);
    },
    done: clear,
    failure(error: unknown): unknown {
      clear();
      const reason: unknown = controller.signal.aborted ? controller.signal.reason : undefined;
      return reason instanceof ModelTimeoutError ? reason : error;
    },
  };
}
