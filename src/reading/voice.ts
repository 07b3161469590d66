/**
 * The grown-up's voice (issue 29, ADR 027): recordings of the line to say together and, if the parent
 * likes, of each scene of the book. Browser-safe: the caps, the formats, the addresses, the JSON shape
 * and every word the recorder and the API say come from here (the story page's island, the routes, the
 * server's store and the tests import it).
 */
import { storyApiUrl } from "../contracts/story";
import { sharedStoryHref } from "../share/urls";

/** One fact, one place: a clip is at most this long and this large. */
export const VOICE_LIMITS = {
  /** Seconds: the recorder stops itself here; the server refuses a longer declared length. */
  maxSeconds: 60,
  /** Bytes: the server refuses a larger body before reading it (413). 60 s of Opus at 128 kbit/s is about 1 MB. */
  maxBytes: 1_500_000,
} as const;

/**
 * What each browser's MediaRecorder gives: Chrome and Firefox WebM/Ogg with Opus, Safari MP4/AAC. A
 * clip is kept with its own type (base type and codecs), and its first bytes must be that container.
 */
export const VOICE_TYPES = ["audio/webm", "audio/ogg", "audio/mp4"] as const;
export type VoiceType = (typeof VOICE_TYPES)[number];

/** "line": the line to say together (the card plays it). "scene-N": scene N of the book, from 1. */
export type VoicePart = "line" | `scene-${number}`;
export const VOICE_PART_PATTERN = /^(line|scene-([1-9]\d?))$/;
export const sceneVoicePart = (n: number): VoicePart => `scene-${n}`;

/** The owner's calls: GET the list (VoiceJson), PATCH { shared } (the family link's choice). */
export const voiceApiUrl = (storyId: number) => `${storyApiUrl(storyId)}/voice`;
/** One clip: PUT the recording (body = the audio, Content-Type its type, VOICE_SECONDS_HEADER its length), GET it, DELETE it. */
export const voiceClipUrl = (storyId: number, part: VoicePart) => `${voiceApiUrl(storyId)}/${part}`;
/** A clip through a family link: only while the link is on and the parent chose to share recordings. */
export const sharedVoiceClipUrl = (token: string, part: VoicePart) => `${sharedStoryHref(token)}/voice/${part}`;
/** The recording's length in seconds, as the recorder measured it. */
export const VOICE_SECONDS_HEADER = "X-Recording-Seconds";
/** PUT bodies on this path may be as large as a clip (every other body is capped far lower). */
export const VOICE_UPLOAD_PATH = /^\/api\/stories\/\d{1,15}\/voice\/(line|scene-[1-9]\d?)$/;

export interface VoiceClipJson {
  part: VoicePart;
  /** The owner's address of the clip (changes with each new recording, so a browser never plays an old one). */
  url: string;
  contentType: string;
  seconds: number;
  bytes: number;
  recordedAt: string;
}

/** `GET /api/stories/{id}/voice` and `PATCH` answer this. */
export interface VoiceJson {
  /** The parent chose to let the family link play the recordings (default off). */
  shared: boolean;
  clips: VoiceClipJson[];
}

/** The base type of a Content-Type ("audio/webm;codecs=opus" → "audio/webm"), or null when it is not one we keep. */
export function voiceBaseType(contentType: string | null | undefined): VoiceType | null {
  const base = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  return (VOICE_TYPES as readonly string[]).includes(base) ? (base as VoiceType) : null;
}

/** The first format this browser's MediaRecorder can make, in our order ("" lets the browser choose). */
export function pickRecorderType(isSupported: (type: string) => boolean): string {
  const wanted = ["audio/webm;codecs=opus", "audio/ogg;codecs=opus", "audio/mp4", "audio/webm", "audio/ogg"];
  return wanted.find((t) => isSupported(t)) ?? "";
}

/** The recorder tells the book view on the same page that the recordings changed (detail: VoiceJson). */
export const VOICE_EVENT = "bt-voice-changed";

/** The privacy policy's section on recordings (src/content/legal.ts) and the recorder's link to it. */
export const VOICE_PRIVACY = {
  heading: "Recordings of your voice",
  href: "/privacy-policy#recordings-of-your-voice",
} as const;

/** Every word of the recorder, the player and the API's refusals. */
export const VOICE_COPY = {
  heading: "Your voice",
  intro:
    "Record yourself saying the line to say together, and the pages too if you like. The book plays your recording on its page, and the right-before card plays the line.",
  lineLabel: "The line to say together",
  sceneLabel: (n: number) => `Scene ${n}`,
  pagesSummary: "Record the pages too",
  record: "Record",
  stop: "Stop",
  redo: "Record again",
  keep: "Keep",
  keeping: "Saving...",
  discard: "Discard",
  delete: "Delete recording",
  deleted: "Recording deleted",
  kept: "Recording kept",
  recording: (seconds: number) => `Recording... ${seconds} s of ${VOICE_LIMITS.maxSeconds}`,
  listen: "Listen back, then keep it or record again.",
  play: "Play the recording",
  playLine: "Hear the line",
  cap: `Each recording can be up to ${VOICE_LIMITS.maxSeconds} seconds; it stops by itself then.`,
  shareLabel: "Family link plays my recordings",
  shareHint: "Off unless you turn it on. Anyone with the family link could then hear them.",
  privacyLink: "How recordings are kept",
  privacy: "Your recordings stay in Behavior Tales' own storage, with this story, and are deleted with it.",
  noMicrophone: "Recording needs a microphone and a browser that can record. The rest of the story works without it.",
  denied: "The browser did not allow the microphone. Allow it in the browser's settings for this site, then try again.",
  noScript: "Recording your voice needs JavaScript. The rest of the story works without it.",
  failed: "The recording could not be saved. Please try again.",
  tooLong: `That recording is longer than ${VOICE_LIMITS.maxSeconds} seconds. Please record a shorter one.`,
  tooLarge: `That recording is larger than ${(VOICE_LIMITS.maxBytes / 1_000_000).toFixed(1)} MB. Please record a shorter one.`,
  badType: "That file is not a recording we can keep (WebM, Ogg or MP4 audio from the recorder).",
  empty: "That recording is empty. Please record again.",
  badPart: "There is no such part of the book to record.",
} as const;
