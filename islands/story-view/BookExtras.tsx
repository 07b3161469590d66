import { READING_TIPS } from "../../src/reading/copy";
import { VOICE_COPY } from "../../src/reading/voice";
import { PlayIcon, StopIcon, TipsIcon } from "./icons";

/** Play (or stop) the grown-up's recording of this page's scene. */
export function VoiceBar({ playing, onPlay }: { playing: boolean; onPlay: () => void }) {
  return (
    <div className="book-voice-bar">
      <button type="button" className="btn btn-secondary book-voice-play" aria-pressed={playing} onClick={onPlay}>
        {playing ? <StopIcon /> : <PlayIcon />} {playing ? VOICE_COPY.stop : VOICE_COPY.play}
      </button>
    </div>
  );
}

/** The "Reading tips" switch: shows each page's questions for the grown-up under the spread. */
export function TipsToggle({ on, onToggle }: { on: boolean; onToggle: () => void }) {
  return (
    <div className="book-tips-bar">
      <button type="button" className="btn btn-ghost book-tips-toggle" aria-pressed={on} onClick={onToggle}>
        <TipsIcon /> {READING_TIPS.toggle}
      </button>
    </div>
  );
}
