/**
 * Read aloud with the browser's own speech synthesis (works offline with the device's voices): one
 * utterance per book page, the word being spoken reported from the utterance's boundary events, and
 * the next page started when a page ends. Knows nothing of React; the story page's island renders.
 */

/** The parts of window.speechSynthesis used here (a fake in tests). */
export interface SynthLike {
  speak(utterance: UtteranceLike): void;
  cancel(): void;
  pause(): void;
  resume(): void;
  readonly paused?: boolean;
}

/** The parts of SpeechSynthesisUtterance used here. */
export interface UtteranceLike {
  lang: string;
  rate: number;
  addEventListener(type: "boundary" | "end" | "error", listener: (event: any) => void): void;
}

export type UtteranceConstructor = new (text: string) => UtteranceLike;

export type ReadAloudState = "idle" | "speaking" | "paused";

/** A word in the page's text: [start, end) character offsets. */
export interface WordRange {
  start: number;
  end: number;
}

export interface ReadAloudOptions {
  synth: SynthLike;
  Utterance: UtteranceConstructor;
  /** The text of every page, in order (what is spoken and what the offsets refer to). */
  pages: readonly string[];
  lang?: string;
  rate?: number;
  /** The page being read changed because the previous one ended (not called for start()). */
  onPage(page: number): void;
  /** The word being spoken on `page`, or null (between pages, stopped). */
  onWord(page: number, word: WordRange | null): void;
  onState(state: ReadAloudState): void;
  /** The engine failed to speak (no voice, synthesis failed): reading has stopped; the page says why. */
  onError?(error: string): void;
}

export interface ReadAloud {
  /** Read from `page` (0-based), cancelling whatever was being read. */
  start(page: number): void;
  pause(): void;
  resume(): void;
  /** Stop reading and clear the word. */
  stop(): void;
  readonly state: ReadAloudState;
  readonly page: number;
}

/**
 * The word a boundary event points at: charLength when the engine gives it, else up to the next
 * white space. Null for a boundary that isn't a word (sentence boundaries) or is out of range.
 */
export function wordAt(text: string, event: { charIndex?: number; charLength?: number; name?: string }): WordRange | null {
  if (event.name && event.name !== "word") return null;
  let start = event.charIndex ?? -1;
  if (!Number.isInteger(start) || start < 0 || start >= text.length) return null;
  // Some engines point at the space before the word.
  while (start < text.length && /\s/.test(text[start]!)) start++;
  if (start >= text.length) return null;
  let end: number;
  if (event.charLength && event.charLength > 0) end = Math.min(text.length, (event.charIndex ?? start) + event.charLength);
  else {
    end = start;
    while (end < text.length && !/\s/.test(text[end]!)) end++;
  }
  return end > start ? { start, end } : null;
}

export function createReadAloud(opts: ReadAloudOptions): ReadAloud {
  const { synth, Utterance, pages } = opts;
  let state: ReadAloudState = "idle";
  let page = 0;
  // Each utterance's events only count while it is the current one: cancel() makes engines fire
  // "end" or "error" on the utterance it cut off, which must not turn the page.
  let current = 0;

  const setState = (next: ReadAloudState) => {
    if (next === state) return;
    state = next;
    opts.onState(next);
  };

  function speak(p: number) {
    const token = ++current;
    page = p;
    const text = pages[p] ?? "";
    opts.onWord(p, null);
    const u = new Utterance(text);
    u.lang = opts.lang ?? "en-US";
    u.rate = opts.rate ?? 1;
    u.addEventListener("boundary", (e) => {
      if (token !== current) return;
      const word = wordAt(text, e);
      if (word) opts.onWord(p, word);
    });
    u.addEventListener("end", () => {
      if (token !== current) return;
      next();
    });
    u.addEventListener("error", (e) => {
      if (token !== current) return;
      // "interrupted"/"canceled" come from our own cancel(); anything else: stop, and say so (issue 26).
      if (e?.error === "interrupted" || e?.error === "canceled") return;
      stop();
      opts.onError?.(typeof e?.error === "string" ? e.error : "error");
    });
    synth.speak(u);
  }

  function next() {
    if (page + 1 >= pages.length) {
      stop();
      return;
    }
    opts.onWord(page, null);
    opts.onPage(page + 1);
    speak(page + 1);
  }

  function start(p: number) {
    current++;
    synth.cancel();
    // A paused engine keeps new utterances waiting until resumed.
    if (synth.paused) synth.resume();
    setState("speaking");
    speak(Math.max(0, Math.min(pages.length - 1, p)));
  }

  function stop() {
    current++;
    const wasActive = state !== "idle";
    synth.cancel();
    if (synth.paused) synth.resume();
    if (wasActive) opts.onWord(page, null);
    setState("idle");
  }

  return {
    start,
    stop,
    pause() {
      if (state !== "speaking") return;
      synth.pause();
      setState("paused");
    },
    resume() {
      if (state !== "paused") return;
      synth.resume();
      setState("speaking");
    },
    get state() {
      return state;
    },
    get page() {
      return page;
    },
  };
}
