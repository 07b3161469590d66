import { useCallback, useEffect, useRef, useState } from "react";
import { VOICE_EVENT, sceneVoicePart, type VoiceJson } from "../../src/reading/voice";

/**
 * The grown-up's recordings: one per scene at most (issue 29), updated when the recorder on this page keeps
 * or deletes one, and the one playing. `stop` is stable (the page turner calls it when the page changes).
 */
export function useSceneVoices(scenes: ReadonlyArray<{ voice?: string }> | null | undefined) {
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
  const stop = useCallback(() => {
    audioRef.current?.pause();
    audioRef.current = null;
    setPlaying(false);
  }, []);
  /** Play a recording (after `beforePlay`, which stops Read aloud), or stop the one playing. */
  function play(url: string, beforePlay: () => void) {
    if (playing) return stop();
    beforePlay();
    const audio = new Audio(url);
    audioRef.current = audio;
    audio.onended = () => stop();
    setPlaying(true);
    audio.play().catch(() => stop());
  }
  return { voices, playing, play, stop };
}
