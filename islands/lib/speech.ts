/**
 * Whether this browser can read aloud, without loading the read-aloud code: the story page shows the
 * Read aloud button from this check and loads ./read-aloud.ts only when the button is first pressed.
 */
import type { SynthLike, UtteranceConstructor } from "./read-aloud";

/** The speech engine of this browser, or null where there is none (then there is no Read aloud button). */
export function browserSpeech(): { synth: SynthLike; Utterance: UtteranceConstructor } | null {
  if (typeof window === "undefined") return null;
  const w = window as unknown as { speechSynthesis?: SynthLike; SpeechSynthesisUtterance?: UtteranceConstructor };
  if (!w.speechSynthesis || typeof w.SpeechSynthesisUtterance !== "function") return null;
  return { synth: w.speechSynthesis, Utterance: w.SpeechSynthesisUtterance };
}
