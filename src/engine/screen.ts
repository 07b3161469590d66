/**
 * The local screen for a parent's custom situation, run before anything is generated
 * (so an unusable description costs nothing from the quota). Messages are written for the form field.
 * Descriptions in Spanish, French, German and Portuguese are read (their common words); other
 * languages get a clear message here, before anything is spent.
 */
import { detectLanguage, UNSUPPORTED_LANGUAGE_MESSAGE } from "./local/situations/language";
import { isReadable, normalize, understandSituation, withoutHyperbole } from "./local/situations/understand";
import { unsafeRule } from "./screen-rules";
import { CUSTOM_BEHAVIOR_MAX_CHARS } from "../contracts/situation";

export { CUSTOM_BEHAVIOR_MAX_CHARS };

/**
 * For a description where we found nothing of the parent's own to build on: no object, person or
 * place we could read (a story would be about something else, so nothing is spent on it).
 */
export const UNREADABLE_SITUATION_MESSAGE =
  'We couldn\'t tell what happens from this description. Please say what your child does and where — for example: "Leo cries when we leave the playground."';

const MIN_WORDS = 3;

/** Why a description was not taken: the reading (situation-reading.ts) tells the parent what to do next. */
export type ScreenReason = "empty" | "length" | "language" | "short" | "nothing" | "unsafe" | "unreadable";
export type ScreenResult = { ok: true; text: string } | { ok: false; message: string; reason?: ScreenReason };

function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** Screens a parent's custom situation. Returns the cleaned text or a kind message for the form field. */
export function screenCustomBehavior(text: string | undefined | null): ScreenResult {
  const cleaned = (text ?? "").replace(/\s+/g, " ").trim();
  if (!cleaned) {
    return { ok: false, reason: "empty", message: "Please describe the situation you'd like the story to help with." };
  }
  if (cleaned.length > CUSTOM_BEHAVIOR_MAX_CHARS) {
    return {
      ok: false,
      reason: "length",
      message: `Please keep the description to ${CUSTOM_BEHAVIOR_MAX_CHARS} characters or fewer (it is ${cleaned.length} now).`,
    };
  }
  // Scripts the story writer can't read (Chinese has no spaces, so this comes before the word count).
  const letters = cleaned.match(/\p{L}/gu) ?? [];
  const latin = cleaned.match(/\p{Script=Latin}/gu) ?? [];
  if (letters.length >= 2 && latin.length / letters.length < 0.6) return { ok: false, reason: "language", message: UNSUPPORTED_LANGUAGE_MESSAGE };
  if (wordCount(cleaned) < MIN_WORDS || !/\p{L}{2,}/u.test(cleaned)) {
    return {
      ok: false,
      reason: "short",
      message: 'Please describe the situation in a few more words, like "gets upset when it\'s time to leave the park".',
    };
  }
  if (/(.)\1{9,}/u.test(cleaned) || /\b(\w+)\b(?:\W+\1\b){5,}/i.test(cleaned)) {
    return { ok: false, reason: "nothing", message: "Please describe the situation in your own words, in a sentence or two." };
  }
  // A parent's hyperbole ("it's torture", "it's killing me") is their feeling, not a topic: judged without it.
  const unsafe = unsafeRule(withoutHyperbole(cleaned));
  if (unsafe) return { ok: false, reason: "unsafe", message: unsafe.message };
  if (detectLanguage(cleaned) === "unsupported") return { ok: false, reason: "language", message: UNSUPPORTED_LANGUAGE_MESSAGE };
  // Honest understanding: the story must be built on the parent's own words (an object, a person
  // or a place they named), never on a situation we made up in their place.
  if (!isReadable(understandSituation(cleaned, ""), normalize(cleaned).text)) return { ok: false, reason: "unreadable", message: UNREADABLE_SITUATION_MESSAGE };
  return { ok: true, text: cleaned };
}
