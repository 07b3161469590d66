import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { BOOK_PICTURE, bookPages } from "../src/contracts/book";
import { smartQuotes } from "../src/lib/typography";
import type { ReadAloud, ReadAloudState, WordRange } from "./lib/read-aloud";
import { browserSpeech } from "./lib/speech";
import { useTabKeys } from "./lib/tabs";
import { READING_TIPS } from "../src/reading/copy";
import { VOICE_COPY, VOICE_EVENT, sceneVoicePart, type VoiceJson } from "../src/reading/voice";

/** One scene of the picture book: its words and its picture. */
export interface BookScene {
  text: string;
  /** The scene's picture (/api/stories/{id}/scenes/{n}/image), BOOK_PICTURE in size. */
  image: string;
  /** What the picture shows (from the plan). */
  alt: string;
  /** Questions for the grown-up to ask on this scene's pages (src/reading/prompts.ts); behind "Reading tips". */
  tips?: string[];
  /** The grown-up's recording of this scene (issue 29), played on its pages; absent when there is none this reader may hear. */
  voice?: string;
}

export interface StoryViewProps {
  title: string;
  childName: string;
  /** The story split into paragraphs at blank lines (spec: story detail). */
  paragraphs: string[];
  imageUrl: string;
  /** One sentence describing the coloring page (from the story plan). */
  imageAlt?: string;
  /** The picture book, one entry per scene of the plan; null for stories written before plans. */
  scenes?: BookScene[] | null;
  /** The child's age band ("2-3", "4-5", "6-7", "8-10"): the book's type size and words per page. */
  ageBand?: string;
}

type Panel = "book" | "story" | "coloring";
const PANEL_INFO: Record<Panel, { id: string; label: string }> = {
  book: { id: "story-book", label: "Book" },
  story: { id: "story-text", label: "Story" },
  coloring: { id: "coloring-page", label: "Coloring Page" },
};
const AGE_BANDS = new Set(["2-3", "4-5", "6-7", "8-10"]);
/** A swipe: at least this far sideways, and clearly more sideways than up or down. */
const SWIPE_MIN_PX = 50;
/** What the page says when Read aloud can't speak (issue 26: it used to do nothing at all). */
export const READ_ALOUD_PROBLEMS = {
  noVoice: "This browser has no voice installed to read with, so Read aloud can't speak here. Try another browser or device, or read the words on the page together.",
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

const paragraphRanges = (text: string) => {
  const out: Array<{ start: number; end: number }> = [];
  const gap = /\n\s*\n/g;
  let start = 0;
  for (let m = gap.exec(text); m; m = gap.exec(text)) {
    out.push({ start, end: m.index });
    start = m.index + m[0].length;
  }
  out.push({ start, end: text.length });
  return out.filter((r) => r.end > r.start);
};

/** A page's words as paragraphs, the word being read aloud (if any) in a <mark>. */
function PageWords({ text, mark }: { text: string; mark: WordRange | null }) {
  return (
    <>
      {paragraphRanges(text).map(({ start, end }) => {
        if (!mark || mark.end <= start || mark.start >= end) return <p key={start}>{text.slice(start, end)}</p>;
        const a = Math.max(start, mark.start);
        const b = Math.min(end, mark.end);
        return (
          <p key={start}>
            {text.slice(start, a)}
            <mark>{text.slice(a, b)}</mark>
            {text.slice(b, end)}
          </p>
        );
      })}
    </>
  );
}

const isFormField = (el: Element | null) =>
  !!el && ((el as HTMLElement).isContentEditable || !!el.closest("input, textarea, select, [role=slider], [role=spinbutton]"));

/**
 * The Book, Story and Coloring Page tabs. The server renders every panel one under the other with
 * in-page links, so the story reads without JavaScript (the Book as a long illustrated page: each
 * scene's picture and words); once hydrated they become real ARIA tabs and the Book shows one spread
 * at a time (Previous/Next, arrow keys, swipes), with Read aloud where the browser can speak.
 * Stories written before plans have no book: just Story and Coloring Page.
 */
export default function StoryView({ title, childName, paragraphs, imageUrl, imageAlt, scenes, ageBand }: StoryViewProps) {
  const hasBook = !!scenes && scenes.length > 0;
  const panels: Panel[] = hasBook ? ["book", "story", "coloring"] : ["story", "coloring"];
  // Printer's quotes on the page (one character for one, so read-aloud's word positions still match).
  const pages = useMemo(() => (scenes?.length ? bookPages(scenes, ageBand ?? "").map((p) => ({ ...p, text: smartQuotes(p.text) })) : []), [scenes, ageBand]);
  const last = Math.max(0, pages.length - 1);
  const age = ageBand && AGE_BANDS.has(ageBand) ? ageBand : "6-7";

  const [enhanced, setEnhanced] = useState(false);
  const [active, setActive] = useState<Panel>(panels[0]!);
  const [page, setPage] = useState(0);
  const [speech, setSpeech] = useState(false);
  const [reading, setReading] = useState<ReadAloudState>("idle");
  /** Why Read aloud isn't speaking, when it can't (no voice, or the engine failed). */
  const [readProblem, setReadProblem] = useState<string | null>(null);
  const [mark, setMark] = useState<({ page: number } & WordRange) | null>(null);
  // Reading tips: off unless the grown-up turned them on on this device.
  const hasTips = !!scenes?.some((s) => s.tips?.length);
  const [tips, setTips] = useState(false);
  useEffect(() => {
    try {
      setTips(localStorage.getItem(READING_TIPS.storageKey) === "1");
    } catch {
      /* storage unavailable */
    }
  }, []);
  function toggleTips() {
    setTips((on) => {
      try {
        if (on) localStorage.removeItem(READING_TIPS.storageKey);
        else localStorage.setItem(READING_TIPS.storageKey, "1");
      } catch {
        /* storage unavailable: the toggle still works for this visit */
      }
      return !on;
    });
  }

  // The grown-up's recordings: one per scene at most, updated when the recorder on this page keeps or deletes one.
  const [voices, setVoices] = useState<(string | undefined)[]>(() => scenes?.map((s) => s.voice) ?? []);
  const [playing, setPlaying] = useState(false);
  const audioRef = useRef<HTMLAudioElement | null>(null);
  useEffect(() => {
    const onVoice = (e: Event) => {
      const json = (e as CustomEvent<VoiceJson>).detail;
      setVoices(scenes?.map((_, i) => json.clips.find((c) => c.part === sceneVoicePart(i + 1))?.url) ?? []);
    };
    window.addEventListener(VOICE_EVENT, onVoice);
    return () => window.removeEventListener(VOICE_EVENT, onVoice);
  }, [scenes]);
  function stopVoice() {
    audioRef.current?.pause();
    audioRef.current = null;
    setPlaying(false);
  }
  function playVoice(url: string) {
    if (playing) return stopVoice();
    readerRef.current?.stop();
    const audio = new Audio(url);
    audioRef.current = audio;
    audio.onended = () => stopVoice();
    setPlaying(true);
    audio.play().catch(() => stopVoice());
  }

  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const readAreaRef = useRef<HTMLDivElement>(null);
  const spreadRef = useRef<HTMLDivElement>(null);
  const readerRef = useRef<ReadAloud | null>(null);
  const pageRef = useRef(0);
  const swipe = useRef<{ id: number; x: number; y: number } | null>(null);

  /** Keep the page in the address (#page-3), so a reload comes back to it. */
  const remember = (p: number) => {
    try {
      window.history.replaceState(window.history.state, "", `#page-${p + 1}`);
    } catch {
      /* a sandboxed frame */
    }
  };

  const show = useCallback(
    (p: number) => {
      if (p !== pageRef.current) {
        audioRef.current?.pause();
        audioRef.current = null;
        setPlaying(false);
      }
      pageRef.current = p;
      setPage(p);
      remember(p);
    },
    [],
  );

  useEffect(() => {
    setEnhanced(true);
    // The address chooses the tab and page: on arrival, and when it changes in place (#page-3).
    const applyHash = () => {
      const hash = window.location.hash;
      const pageHash = /^#page-(\d+)$/.exec(hash);
      if (hash === "#coloring-page") setActive("coloring");
      else if (hash === "#story-text") setActive("story");
      else if (hash === "#story-book" && hasBook) setActive("book");
      else if (pageHash && hasBook) {
        const p = Math.max(0, Math.min(last, Number(pageHash[1]) - 1));
        if (p !== pageRef.current && readerRef.current?.state !== "idle") readerRef.current?.stop();
        pageRef.current = p;
        setPage(p);
        setActive("book");
      }
    };
    applyHash();
    window.addEventListener("hashchange", applyHash);
    return () => window.removeEventListener("hashchange", applyHash);
  }, [hasBook, last]);

  // Read aloud: only where the browser has a speech engine, only once hydrated. The reading code is
  // loaded the first time the parent presses Read aloud (it isn't part of the page's own JavaScript).
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
    readerLoad.current ??= import("./lib/read-aloud").then(({ createReadAloud }) => {
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
        onError: () => setReadProblem(READ_ALOUD_PROBLEMS.failed),
      });
      return readerRef.current;
    });
    return readerLoad.current;
  }

  /** Turn to page p by hand: reading (if on) restarts there; focus stays on a usable control. */
  const turn = useCallback(
    (p: number, from?: "previous" | "next") => {
      const target = Math.max(0, Math.min(last, p));
      if (target === pageRef.current) return;
      show(target);
      const reader = readerRef.current;
      if (reader && reader.state !== "idle") reader.start(target);
      // The button pressed stays focused, unless it just became disabled: then the other one.
      if (from === "previous" && target === 0) nextRef.current?.focus({ preventScroll: true });
      if (from === "next" && target === last) prevRef.current?.focus({ preventScroll: true });
      // The page stays put (pages are one height and the buttons stay in reach); only when the new
      // page's picture is right out of view (scrolled past) is it brought back.
      requestAnimationFrame(() => {
        const spread = spreadRef.current;
        if (!spread) return;
        const headerRoom = parseFloat(getComputedStyle(spread).scrollMarginTop) || 0;
        const pictureBox = spread.querySelector(".book-picture")?.getBoundingClientRect();
        if (!pictureBox || pictureBox.bottom > headerRoom + 40) return;
        const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        spread.scrollIntoView({ block: "start", behavior: smooth ? "smooth" : "auto" });
      });
    },
    [last, show],
  );

  // Arrow keys turn the pages while the Book is showing (not in form fields, the tab list or a dialog).
  useEffect(() => {
    if (!enhanced || active !== "book") return;
    function onKey(e: KeyboardEvent) {
      if (e.key !== "ArrowLeft" && e.key !== "ArrowRight") return;
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
      const target = e.target instanceof Element ? e.target : null;
      if (isFormField(target) || target?.closest("[role=tablist], [role=menu], [role=listbox], dialog, [role=dialog]")) return;
      if (document.querySelector("dialog[open]")) return;
      e.preventDefault();
      turn(pageRef.current + (e.key === "ArrowRight" ? 1 : -1));
    }
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [enhanced, active, turn]);

  // The next picture is fetched while this page is read.
  useEffect(() => {
    if (!enhanced || !scenes) return;
    const next = pages[page + 1];
    if (next && next.scene !== pages[page]?.scene) new Image().src = scenes[next.scene]!.image;
  }, [enhanced, page, pages, scenes]);

  // When the read-aloud buttons swap (Read aloud ⇄ Pause/Stop) the focused one may vanish: keep focus there.
  useEffect(() => {
    const area = readAreaRef.current;
    if (!area || (document.activeElement && document.activeElement !== document.body)) return;
    if (area.dataset.hadFocus === "true") area.querySelector<HTMLButtonElement>("button")?.focus();
  }, [reading]);

  function select(next: Panel) {
    setActive(next);
    if (next !== "book") readerRef.current?.stop();
  }
  const tabKeys = useTabKeys(panels, active, select);

  function readAloud() {
    setActive("book");
    setReadProblem(null);
    heard.current = false;
    const from = pageRef.current;
    void loadReader().then((reader) => {
      reader?.start(from);
      clearTimeout(silence.current);
      silence.current = setTimeout(() => {
        if (heard.current || !listsNoVoice()) return;
        readerRef.current?.stop();
        show(from);
        setReadProblem(READ_ALOUD_PROBLEMS.noVoice);
      }, SILENT_MS);
    });
  }

  function onPointerDown(e: React.PointerEvent) {
    // Touch and pen swipe; a mouse drag selects text as usual (mice have the buttons and keys).
    if (e.pointerType === "mouse" || !e.isPrimary) return;
    swipe.current = { id: e.pointerId, x: e.clientX, y: e.clientY };
  }
  function onPointerUp(e: React.PointerEvent) {
    const start = swipe.current;
    swipe.current = null;
    if (!start || start.id !== e.pointerId) return;
    const dx = e.clientX - start.x;
    const dy = e.clientY - start.y;
    if (Math.abs(dx) > SWIPE_MIN_PX && Math.abs(dx) > 1.5 * Math.abs(dy)) turn(pageRef.current + (dx < 0 ? 1 : -1));
  }

  const hidden = (p: Panel) => enhanced && active !== p;
  const panelProps = (p: Panel) => ({
    id: PANEL_INFO[p].id,
    role: enhanced ? "tabpanel" : undefined,
    "aria-labelledby": enhanced ? `tab-${PANEL_INFO[p].id}` : undefined,
    "aria-label": enhanced ? undefined : PANEL_INFO[p].label,
    hidden: hidden(p),
    tabIndex: enhanced ? 0 : undefined,
  });

  const current = pages[page];
  const scene = current && scenes ? scenes[current.scene] : undefined;

  return (
    <div className="story-view">
      <div
        className="tabs story-tabs"
        role={enhanced ? "tablist" : undefined}
        aria-label={enhanced ? (hasBook ? "Book, story and coloring page" : "Story and coloring page") : undefined}
      >
        {panels.map((p) => (
          <a
            key={p}
            ref={tabKeys.tabRef(p)}
            id={`tab-${PANEL_INFO[p].id}`}
            className="tab"
            href={`#${PANEL_INFO[p].id}`}
            role={enhanced ? "tab" : undefined}
            aria-selected={enhanced ? active === p : undefined}
            aria-controls={enhanced ? PANEL_INFO[p].id : undefined}
            tabIndex={enhanced && active !== p ? -1 : undefined}
            onClick={(e) => {
              e.preventDefault();
              select(p);
            }}
            onKeyDown={enhanced ? tabKeys.onKeyDown : undefined}
          >
            {PANEL_INFO[p].label}
          </a>
        ))}
      </div>
      {hasBook && (
        <section {...panelProps("book")} className="story-panel story-book" data-age={age}>
          {!enhanced ? (
            // Without JavaScript: the whole book, one scene after another.
            scenes!.map((s, i) => (
              <figure className="book-spread book-scene" key={i}>
                <div className="book-picture">
                  <img src={s.image} alt={s.alt} width={BOOK_PICTURE.width} height={BOOK_PICTURE.height} loading={i === 0 ? undefined : "lazy"} />
                </div>
                <div className="book-words">
                  <PageWords text={s.text.trim()} mark={null} />
                </div>
                {s.voice ? (
                  <div className="book-voice">
                    <audio controls preload="none" src={s.voice} aria-label={`${VOICE_COPY.play}, scene ${i + 1}`} />
                  </div>
                ) : null}
                {s.tips?.length ? (
                  <details className="book-tips">
                    <summary>{READING_TIPS.toggle}</summary>
                    <TipsList tips={s.tips} />
                  </details>
                ) : null}
              </figure>
            ))
          ) : (
            <>
              <div ref={spreadRef} className="book-spread book-current" onPointerDown={onPointerDown} onPointerUp={onPointerUp} onPointerCancel={() => (swipe.current = null)}>
                <div className="book-picture">
                  {scene && <img key={scene.image} src={scene.image} alt={scene.alt} width={BOOK_PICTURE.width} height={BOOK_PICTURE.height} draggable={false} />}
                </div>
                {/* Every page's words sit in the same cell, only this page's visible: the box is as tall as the
                    longest page, so the buttons below stay put from page to page (issue 26). */}
                <div className="book-words book-words-paged">
                  <div className="book-page-text">
                    <PageWords text={current?.text ?? ""} mark={mark && mark.page === page ? mark : null} />
                  </div>
                  {pages.map((p, i) =>
                    i === page ? null : (
                      <div className="book-page-text book-page-ghost" aria-hidden="true" key={i}>
                        <PageWords text={p.text} mark={null} />
                      </div>
                    ),
                  )}
                </div>
              </div>
              {tips && scene?.tips?.length ? (
                <div className="book-tips book-tips-open" role="note" aria-label={READING_TIPS.toggle}>
                  <TipsList tips={scene.tips} />
                </div>
              ) : null}
              <div className="book-controls">
                <button ref={prevRef} type="button" className="btn btn-secondary book-prev" onClick={() => turn(page - 1, "previous")} disabled={page === 0}>
                  <span aria-hidden="true">←</span> Previous
                </button>
                <p className="book-count" aria-live="polite">
                  Page {page + 1} of {pages.length}
                </p>
                <button ref={nextRef} type="button" className="btn btn-secondary book-next" onClick={() => turn(page + 1, "next")} disabled={page === last}>
                  Next <span aria-hidden="true">→</span>
                </button>
              </div>
              {/* Read aloud and the tips toggle in their own row, so the page controls above can stay in reach on a phone. */}
              <div className="book-extras">
                {speech && (
                  <div
                    ref={readAreaRef}
                    className="book-read"
                    onFocus={(e) => (e.currentTarget.dataset.hadFocus = "true")}
                    onBlur={(e) => {
                      if (e.relatedTarget && !e.currentTarget.contains(e.relatedTarget as Node)) e.currentTarget.dataset.hadFocus = "false";
                    }}
                  >
                    {reading === "idle" ? (
                      <button type="button" className="btn btn-primary" onClick={readAloud} aria-describedby={readProblem ? "read-aloud-problem" : undefined}>
                        <SpeakerIcon /> Read aloud
                      </button>
                    ) : (
                      <>
                        <button type="button" className="btn btn-primary" onClick={() => (reading === "paused" ? readerRef.current?.resume() : readerRef.current?.pause())}>
                          {reading === "paused" ? <PlayIcon /> : <PauseIcon />} {reading === "paused" ? "Resume" : "Pause"}
                        </button>
                        <button type="button" className="btn btn-secondary" onClick={() => readerRef.current?.stop()}>
                          <StopIcon /> Stop
                        </button>
                      </>
                    )}
                    <p className="book-read-note" id="read-aloud-problem" role="status">
                      {readProblem ?? ""}
                    </p>
                  </div>
                )}
                {current && voices[current.scene] ? (
                  <div className="book-voice-bar">
                    <button type="button" className="btn btn-secondary book-voice-play" aria-pressed={playing} onClick={() => playVoice(voices[current.scene]!)}>
                      {playing ? <StopIcon /> : <PlayIcon />} {playing ? VOICE_COPY.stop : VOICE_COPY.play}
                    </button>
                  </div>
                ) : null}
                {hasTips && (
                  <div className="book-tips-bar">
                    <button type="button" className="btn btn-ghost book-tips-toggle" aria-pressed={tips} onClick={toggleTips}>
                      <TipsIcon /> {READING_TIPS.toggle}
                    </button>
                  </div>
                )}
              </div>
            </>
          )}
        </section>
      )}
      <section {...panelProps("story")} className="story-panel story-text">
        {paragraphs.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </section>
      <section {...panelProps("coloring")} className="story-panel story-coloring">
        <img src={imageUrl} alt={imageAlt ? `Coloring page: ${imageAlt}` : `Coloring page for ${childName}: ${title}. Black outlines to color in.`} width={595} height={842} loading="lazy" />
        <p className="muted">The coloring page is also in the printable book (PDF), ready to print on A4 — and every picture in the book can be colored in too.</p>
      </section>
    </div>
  );
}

/** A page's questions for the grown-up, under a small heading. */
function TipsList({ tips }: { tips: string[] }) {
  return (
    <>
      <p className="book-tips-heading">{READING_TIPS.heading}</p>
      <ul>
        {tips.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ul>
    </>
  );
}

function TipsIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
      <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.5v.2" />
      <path d="M12 16.5h.01" />
    </svg>
  );
}

const iconProps = { width: 20, height: 20, viewBox: "0 0 24 24", "aria-hidden": true, focusable: false } as const;
const PauseIcon = () => (
  <svg {...iconProps} fill="currentColor">
    <rect x="6" y="5" width="4" height="14" rx="1" />
    <rect x="14" y="5" width="4" height="14" rx="1" />
  </svg>
);
const PlayIcon = () => (
  <svg {...iconProps} fill="currentColor">
    <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z" />
  </svg>
);
const StopIcon = () => (
  <svg {...iconProps} fill="currentColor">
    <rect x="6" y="6" width="12" height="12" rx="2" />
  </svg>
);

function SpeakerIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M11 5 6 9H2v6h4l5 4V5z" />
      <path d="M15.5 8.5a5 5 0 0 1 0 7" />
      <path d="M19 5a10 10 0 0 1 0 14" />
    </svg>
  );
}
