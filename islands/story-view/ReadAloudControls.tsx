import { useEffect, useRef } from "react";
import type { ReadAloudState } from "../lib/read-aloud";
import { PauseIcon, PlayIcon, SpeakerIcon, StopIcon } from "./icons";

interface ReadAloudControlsProps {
  reading: ReadAloudState;
  /** Why Read aloud can't speak, when it can't (said under the buttons). */
  problem: string | null;
  onRead: () => void;
  onPauseOrResume: () => void;
  onStop: () => void;
}

/** Read aloud, or Pause/Resume and Stop while reading, and the note that says why it can't speak. */
export function ReadAloudControls({ reading, problem, onRead, onPauseOrResume, onStop }: ReadAloudControlsProps) {
  const areaRef = useRef<HTMLDivElement>(null);
  // When the buttons swap (Read aloud ⇄ Pause/Stop) the focused one may vanish: keep focus here.
  useEffect(() => {
    const area = areaRef.current;
    if (!area || (document.activeElement && document.activeElement !== document.body)) return;
    if (area.dataset.hadFocus === "true") area.querySelector<HTMLButtonElement>("button")?.focus();
  }, [reading]);
  return (
    <div
      ref={areaRef}
      className="book-read"
      onFocus={(e) => (e.currentTarget.dataset.hadFocus = "true")}
      onBlur={(e) => {
        if (e.relatedTarget && !e.currentTarget.contains(e.relatedTarget as Node)) e.currentTarget.dataset.hadFocus = "false";
      }}
    >
      {reading === "idle" ? (
        <button type="button" className="btn btn-primary" onClick={onRead} aria-describedby={problem ? "read-aloud-problem" : undefined}>
          <SpeakerIcon /> Read aloud
        </button>
      ) : (
        <>
          <button type="button" className="btn btn-primary" onClick={onPauseOrResume}>
            {reading === "paused" ? <PlayIcon /> : <PauseIcon />} {reading === "paused" ? "Resume" : "Pause"}
          </button>
          <button type="button" className="btn btn-secondary" onClick={onStop}>
            <StopIcon /> Stop
          </button>
        </>
      )}
      <p className="book-read-note" id="read-aloud-problem" role="status">
        {problem ?? ""}
      </p>
    </div>
  );
}
