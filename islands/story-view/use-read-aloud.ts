import { useEffect, useRef, useState, type RefObject } from "react";
import type { ReadAloud, ReadAloudState, WordRange } from "../lib/read-aloud";
import { browserSpeech } from "../lib/speech";

/** What the page says when Read aloud can't speak (issue 26: it used to do nothing at all). */
export const READ_ALOUD_PROBLEMS = {
  noVoice:
    "This browser has no voice installed to read with, so Read aloud can't speak here. Try another browser or device, or read the words on the page together.",
  failed: "Read aloud stopped: this browser couldn't speak the words. Try again, or read the words on the page together.",
} as const;

/**
 * How long Read aloud may stay silent before the page says why: no word spoken by then and the browser
 * lists no voice at all means it has nothing to read with. (Some phones list no voices yet speak fine,
 * so the list alone doesn't decide.)
 */
const SILENT_MS = 3000;
const listsNoVoice = () => {
  const synth = (window as unknown as { speechSynthesis?: { getVoices?: () => unknown[] } }).speechSynthesis;
  return typeof synth?.getVoices === "function" && synth.getVoices().length === 0;
};

/** The pace of reading aloud: a little slower than the engine's default, for small listeners. */
const READ_RATE = 0.9;

interface ReadAloudOptions {
  /** The book's pages' words, as shown. */
  pages: ReadonlyArray<{ text: string }>;
  /** The reader, once loaded (shared with the page turner). */
  readerRef: RefObject<ReadAloud | null>;
  /** The page showing. */
  pageRef: RefObject<number>;
  /** Go to a page (Read aloud turns the pages as it reads). */
  show: (p: number) => void;
}

/**
 * Read aloud: only where the browser has a speech engine, only once hydrated. The reading code is loaded
 * the first time the parent presses Read aloud (it isn't part of the page's own JavaScript). Gives whether
 * it can speak here, its state, why it can't (when it can't), the word being read, and start (from the page
 * showing), pause/resume and stop.
 */
export function useReadAloud({ pages, readerRef, pageRef, show }: ReadAloudOptions) {
  const [speech, setSpeech] = useState(false);
  const [reading, setReading] = useState<ReadAloudState>("idle");
  /** Why Read aloud isn't speaking, when it can't (no voice, or the engine failed). */
  const [problem, setProblem] = useState<string | null>(null);
  const [mark, setMark] = useState<({ page: number } & WordRange) | null>(null);

  useEffect(() => {
    setSpeech(!!browserSpeech() && pages.length > 0);
    return () => {
      readerRef.current?.stop();
      readerRef.current = null;
    };
  }, [pages, show]);
  useEffect(() => {
    const stop = () => readerRef.current?.stop();
    window.addEventListener("pagehide", stop);
    return () => window.removeEventListener("pagehide", stop);
  }, []);
  const readerLoad = useRef<Promise<ReadAloud | null> | null>(null);
  /** Whether a word has been spoken since Read aloud was pressed; the timer that checks. */
  const heard = useRef(false);
  const silence = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(silence.current), []);

  function loadReader(): Promise<ReadAloud | null> {
    if (readerRef.current) return Promise.resolve(readerRef.current);
    readerLoad.current ??= import("../lib/read-aloud").then(({ createReadAloud }) => {
      readerLoad.current = null;
      const engine = browserSpeech();
      if (!engine) return null;
      readerRef.current = createReadAloud({
        ...engine,
        pages: pages.map((p) => p.text),
        lang: "en-US",
        rate: READ_RATE,
        onPage: show,
        onWord: (p, word) => {
          if (word) heard.current = true;
          setMark(word ? { page: p, ...word } : null);
        },
        onState: setReading,
        onError: () => setProblem(READ_ALOUD_PROBLEMS.failed),
      });
      return readerRef.current;
    });
    return readerLoad.current;
  }

  /** Start reading at the page showing; if nothing is heard and the browser lists no voice, say so. */
  function start() {
    setProblem(null);
    heard.current = false;
    const from = pageRef.current;
    void loadReader().then((reader) => {
      reader?.start(from);
      clearTimeout(silence.current);
      silence.current = setTimeout(() => {
        if (heard.current || !listsNoVoice()) return;
        readerRef.current?.stop();
        show(from);
        setProblem(READ_ALOUD_PROBLEMS.noVoice);
      }, SILENT_MS);
    });
  }
  const pauseOrResume = () => (reading === "paused" ? readerRef.current?.resume() : readerRef.current?.pause());
  const stop = () => readerRef.current?.stop();

  return { speech, reading, problem, mark, start, pauseOrResume, stop };
}
