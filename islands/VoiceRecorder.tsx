/**
 * The grown-up's voice on the story page (issue 29, ADR 027): record the line to say together (and each
 * page, if you like) with the browser's microphone, listen back, keep or record again, delete; and the
 * choice to let the family link play the recordings (off unless turned on). Without JavaScript or a
 * microphone the kept recordings still play and a line says why recording is not offered.
 */
import { useEffect, useRef, useState } from "react";
import { ApiError, api } from "./lib/api";
import { showToast } from "./lib/toast";
import { cardHref } from "../src/reading/copy";
import { smartQuotes } from "../src/lib/typography";
import {
  VOICE_COPY,
  VOICE_EVENT,
  VOICE_LIMITS,
  VOICE_PRIVACY,
  VOICE_SECONDS_HEADER,
  pickRecorderType,
  sceneVoicePart,
  voiceApiUrl,
  voiceClipUrl,
  type VoiceJson,
  type VoicePart,
} from "../src/reading/voice";

export interface VoiceRecorderProps {
  storyId: number;
  /** The line to say together (the card's), or null when the story has none: then the line row records the plan's first step. */
  line: string;
  /** Each scene's words, for the page rows. */
  scenes: string[];
  initial: VoiceJson;
}

type Take = { part: VoicePart; blob: Blob; url: string; seconds: number };
type Mode = "static" | "ready" | "unsupported";

export default function VoiceRecorder({ storyId, line, scenes, initial }: VoiceRecorderProps) {
  const [mode, setMode] = useState<Mode>("static");
  const [voice, setVoice] = useState<VoiceJson>(initial);
  const [recording, setRecording] = useState<{ part: VoicePart; seconds: number } | null>(null);
  const [take, setTake] = useState<Take | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ part: VoicePart | "share"; text: string } | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);

  useEffect(() => {
    const can = typeof window.MediaRecorder === "function" && !!navigator.mediaDevices?.getUserMedia;
    setMode(can ? "ready" : "unsupported");
  }, []);
  useEffect(() => () => recorder.current?.stream.getTracks().forEach((t) => t.stop()), []);
  useEffect(() => () => void (take && URL.revokeObjectURL(take.url)), [take]);

  function changed(next: VoiceJson) {
    setVoice(next);
    window.dispatchEvent(new CustomEvent(VOICE_EVENT, { detail: next }));
    // The card is kept by this browser for a week (to open offline): fetch it again so the copy it keeps plays this recording, or none.
    fetch(cardHref(storyId), { cache: "reload", credentials: "include", headers: { Accept: "text/html" } }).catch(() => {});
  }

  async function start(part: VoicePart) {
    setProblem(null);
    setTake(null);
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (err) {
      const denied = err instanceof DOMException && (err.name === "NotAllowedError" || err.name === "SecurityError");
      setProblem({ part, text: denied ? VOICE_COPY.denied : VOICE_COPY.noMicrophone });
      return;
    }
    const type = pickRecorderType((t) => MediaRecorder.isTypeSupported(t));
    const rec = new MediaRecorder(stream, type ? { mimeType: type } : undefined);
    const chunks: Blob[] = [];
    const began = performance.now();
    rec.ondataavailable = (e) => e.data.size && chunks.push(e.data);
    rec.onstop = () => {
      stream.getTracks().forEach((t) => t.stop());
      clearInterval(tick);
      const seconds = Math.min(VOICE_LIMITS.maxSeconds, (performance.now() - began) / 1000);
      const blob = new Blob(chunks, { type: rec.mimeType || type || chunks[0]?.type || "audio/webm" });
      recorder.current = null;
      setRecording(null);
      if (!blob.size) return setProblem({ part, text: VOICE_COPY.empty });
      if (blob.size > VOICE_LIMITS.maxBytes) return setProblem({ part, text: VOICE_COPY.tooLarge });
      setTake({ part, blob, url: URL.createObjectURL(blob), seconds: Math.round(seconds * 10) / 10 });
    };
    const tick = setInterval(() => {
      const s = Math.floor((performance.now() - began) / 1000);
      setRecording({ part, seconds: s });
      if (s >= VOICE_LIMITS.maxSeconds && rec.state === "recording") rec.stop();
    }, 250);
    recorder.current = rec;
    rec.start(1000);
    setRecording({ part, seconds: 0 });
  }

  async function keep() {
    if (!take) return;
    setBusy(true);
    try {
      const res = await fetch(voiceClipUrl(storyId, take.part), {
        method: "PUT",
        credentials: "include",
        headers: { "Content-Type": take.blob.type, [VOICE_SECONDS_HEADER]: String(take.seconds), Accept: "application/json" },
        body: take.blob,
      });
      const json = await res.json().catch(() => null);
      if (!res.ok) throw new ApiError(res.status, `${res.status}`, json);
      changed(json as VoiceJson);
      setTake(null);
      showToast({ title: VOICE_COPY.kept });
    } catch (err) {
      setProblem({ part: take.part, text: err instanceof ApiError ? err.userMessage : VOICE_COPY.failed });
    } finally {
      setBusy(false);
    }
  }

  async function remove(part: VoicePart) {
    setBusy(true);
    try {
      changed(await api<VoiceJson>("DELETE", voiceClipUrl(storyId, part)));
      showToast({ title: VOICE_COPY.deleted });
    } catch (err) {
      setProblem({ part, text: err instanceof ApiError ? err.userMessage : VOICE_COPY.failed });
    } finally {
      setBusy(false);
    }
  }

  async function share(on: boolean) {
    // The box shows the choice at once; it goes back if the server did not keep it.
    setVoice((v) => ({ ...v, shared: on }));
    setBusy(true);
    try {
      changed(await api<VoiceJson>("PATCH", voiceApiUrl(storyId), { shared: on }));
    } catch (err) {
      setVoice((v) => ({ ...v, shared: !on }));
      setProblem({ part: "share", text: err instanceof ApiError ? err.userMessage : VOICE_COPY.failed });
    } finally {
      setBusy(false);
    }
  }

  function row(part: VoicePart, label: string, words: string) {
    const clip = voice.clips.find((c) => c.part === part);
    const mine = take?.part === part ? take : null;
    const live = recording?.part === part ? recording : null;
    const id = `voice-${part}`;
    return (
      <li key={part} className="voice-row" data-part={part} aria-labelledby={`${id}-label`}>
        <p className="voice-label" id={`${id}-label`}>
          {label}
        </p>
        <p className="voice-words">{words}</p>
        {clip && !mine ? <audio className="voice-audio" controls preload="none" src={clip.url} aria-label={`${VOICE_COPY.play}: ${label}`} /> : null}
        {mine ? (
          <>
            <p className="voice-hint">{VOICE_COPY.listen}</p>
            <audio className="voice-audio voice-take" controls src={mine.url} aria-label={`${VOICE_COPY.play}: ${label}`} />
          </>
        ) : null}
        {mode === "ready" ? (
          <div className="voice-buttons">
            {live ? (
              <>
                <button type="button" className="btn btn-primary voice-stop" onClick={() => recorder.current?.stop()}>
                  <span className="voice-dot" aria-hidden="true" /> {VOICE_COPY.stop}
                </button>
                <span className="voice-timer" role="status">
                  {VOICE_COPY.recording(live.seconds)}
                </span>
              </>
            ) : mine ? (
              <>
                <button type="button" className="btn btn-primary" onClick={keep} disabled={busy}>
                  {busy ? VOICE_COPY.keeping : VOICE_COPY.keep}
                </button>
                <button type="button" className="btn btn-secondary" onClick={() => start(part)} disabled={busy}>
                  {VOICE_COPY.redo}
                </button>
                <button type="button" className="btn btn-ghost" onClick={() => setTake(null)} disabled={busy}>
                  {VOICE_COPY.discard}
                </button>
              </>
            ) : (
              <>
                <button type="button" className="btn btn-secondary voice-record" onClick={() => start(part)} disabled={busy || !!recording}>
                  <span className="voice-dot" aria-hidden="true" /> {clip ? VOICE_COPY.redo : VOICE_COPY.record}
                </button>
                {clip ? (
                  <button type="button" className="btn btn-ghost btn-delete" onClick={() => remove(part)} disabled={busy || !!recording}>
                    {VOICE_COPY.delete}
                  </button>
                ) : null}
              </>
            )}
          </div>
        ) : null}
        {problem?.part === part ? (
          <p className="voice-problem" role="alert">
            {problem.text}
          </p>
        ) : null}
      </li>
    );
  }

  return (
    <section className="card voice-card" aria-labelledby="voice-heading">
      <h2 id="voice-heading">{VOICE_COPY.heading}</h2>
      <p>{VOICE_COPY.intro}</p>
      {mode === "static" ? <p className="voice-note muted">{VOICE_COPY.noScript}</p> : null}
      {mode === "unsupported" ? <p className="voice-note muted">{VOICE_COPY.noMicrophone}</p> : null}
      {mode === "ready" ? <p className="voice-note muted">{VOICE_COPY.cap}</p> : null}
      <ul className="voice-rows">{row("line", VOICE_COPY.lineLabel, `“${line}”`)}</ul>
      {scenes.length ? (
        <details className="voice-pages" open={voice.clips.some((c) => c.part !== "line") || undefined}>
          <summary>{VOICE_COPY.pagesSummary}</summary>
          <ul className="voice-rows">{scenes.map((words, i) => row(sceneVoicePart(i + 1), VOICE_COPY.sceneLabel(i + 1), smartQuotes(words)))}</ul>
        </details>
      ) : null}
      <div className="voice-share">
        <label className="checkbox">
          <input type="checkbox" checked={voice.shared} disabled={mode !== "ready" || busy} onChange={(e) => share(e.currentTarget.checked)} />{" "}
          {VOICE_COPY.shareLabel}
        </label>
        <p className="muted voice-share-hint">{VOICE_COPY.shareHint}</p>
        {problem?.part === "share" ? (
          <p className="voice-problem" role="alert">
            {problem.text}
          </p>
        ) : null}
      </div>
      <p className="muted voice-privacy">
        {VOICE_COPY.privacy} <a href={VOICE_PRIVACY.href}>{VOICE_COPY.privacyLink}</a>
      </p>
    </section>
  );
}
