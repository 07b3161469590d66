/**
 * The parent's own situation (behavior "custom"): the guided parts of the intake, how they become
 * the one `customBehavior` text every engine reads, and the reading shown back to the parent before
 * anything is spent ("Here's what we understood"). Browser-safe: the story form island, the API,
 * the no-JavaScript confirm step and the tests import this one definition.
 */
import { WRITE_ANOTHER } from "./story";

/** The longest description, in characters (the form's counter, the schema and the screen). */
export const CUSTOM_BEHAVIOR_MAX_CHARS = 500;
/** The longest guided part, in characters. */
export const SITUATION_PART_MAX_CHARS = 200;

/** "What might be underneath?" — the chips of the guided intake. */
export const SITUATION_FEELINGS = ["scared", "angry", "frustrated", "tired", "jealous", "wants attention", "not sure"] as const;
export type SituationFeeling = (typeof SITUATION_FEELINGS)[number];

/** The guided parts. Only `does` is needed; the others help the story. */
export interface SituationParts {
  /** What the child does: "hits the baby", "won't get out of the pool". */
  does: string;
  /** When or where it happens: "when she's tired", "at swimming lessons". */
  when?: string;
  /** Who else is involved: "her baby brother", "the kids at recess". */
  who?: string;
  /** What might be underneath. */
  underneath?: SituationFeeling;
}

export const SITUATION_PART_KEYS = ["does", "when", "who", "underneath"] as const;
export type SituationPartKey = (typeof SITUATION_PART_KEYS)[number];

export const SITUATION_PART_LABELS: Record<SituationPartKey, { label: string; hint: string; placeholder: string }> = {
  does: { label: "What does your child do?", hint: "In your own words.", placeholder: "e.g. screams and kicks" },
  when: { label: "When or where does it happen?", hint: "Optional.", placeholder: "e.g. when it's time to get out of the swimming pool" },
  who: { label: "Who else is involved?", hint: "Optional.", placeholder: "e.g. her baby brother" },
  underneath: { label: "What might be underneath?", hint: "Optional: pick one if you have a guess.", placeholder: "" },
};

export const SITUATION_FEELING_LABELS: Record<SituationFeeling, string> = {
  scared: "Scared",
  angry: "Angry",
  frustrated: "Frustrated",
  tired: "Tired",
  jealous: "Jealous",
  "wants attention": "Wants attention",
  "not sure": "Not sure",
};

/** How the parent describes it: the guided parts, or one free-text box. */
export const SITUATION_MODES = ["words", "parts"] as const;
export type SituationMode = (typeof SITUATION_MODES)[number];

/**
 * The guided parts as the one description every engine reads and the story keeps
 * ("screams and kicks when it's time to get out of the swimming pool. Also there: her baby brother.
 * Underneath, maybe: scared."). Parts are trimmed; empty ones are left out.
 */
export function composeSituation(parts: SituationParts): string {
  const clean = (s: string | undefined) =>
    (s ?? "")
      .replace(/\s+/g, " ")
      .trim()
      .replace(/[.!?]+$/, "");
  const does = clean(parts.does);
  const when = clean(parts.when);
  const who = clean(parts.who);
  let text = does;
  if (when) text += /^(when|whenever|at|in|on|during|before|after|every|each|while|if|around|with)\b/i.test(when) ? ` ${when}` : ` when ${when}`;
  text += ".";
  if (who) text += ` Also there: ${who}.`;
  if (parts.underneath && parts.underneath !== "not sure") text += ` Underneath, maybe: ${parts.underneath}.`;
  return text;
}

/** What we read in the parent's words, shown back before anything is spent. */
export interface SituationUnderstood {
  /** What the child does, in the parent's words where we could keep them. */
  does: string;
  /** When or where. */
  when?: string;
  /** Who else is in the story. */
  who?: string;
  /** The feeling the story names. */
  feeling: string;
  /** What the story will be about, in a child's words: how the reader took it (a misreading shows here). */
  story: string;
  /** The kind of moment, and the plan the story will teach. */
  kind: string;
  /** The plan as one line, for API callers: "Gentle Hands and Tell: freeze…; breathe out…; tell Mom…". */
  plan: string;
  /** The plan's name and its steps, as the confirm step lists them. */
  planName: string;
  planSteps: string[];
  /**
   * A message that tells two moments or more, each in a few words ("shouting out answers … at circle
   * time", "hiding behind the cubbies … at pickup"): the story tells the first, "write another" the next.
   */
  moments?: string[];
  /** What the read-back says about them (momentsNote), once. */
  momentsNote?: string;
  /** What a story written from this reading keeps of the parent's words, and what it leaves out (found by writing it). */
  keeps?: SituationKeeps;
}

/** The parent's specifics, by kind, in a few words each ("kicking the back of your seat", "the car", "Grandma"). */
export interface SituationKeeps {
  /** What the child does, one action each, with what the child says. */
  does: string[];
  /** Where and when. */
  where: string[];
  /** The people. */
  who: string[];
  /** The things. */
  things: string[];
  /** Named by the parent, but not in the story written from this reading. */
  left?: string[];
}

const COUNT_WORDS = ["one", "two", "three", "four", "five", "six"];
const ORDINALS = ["first", "second", "third", "fourth", "fifth", "sixth"];

/** A list in words: "a", "a and b", "a, b and c". */
export function listInWords(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/**
 * What the parent does to get the next moment's story: "Write another" on the story page asks again with
 * the same words, and a new story from the same words tells the next moment (src/engine/local/index.ts,
 * momentStory).
 */
export const ANOTHER_STORY = `“${WRITE_ANOTHER.label}” on the story page`;

/**
 * The read-back's words for a message with more than one moment (with and without JavaScript, and in
 * the API's reading): "Your message has two moments: … This story is about the first; “Write another” on
 * the story page tells the second." `unwritten` are the moments (by index) no story could be written for yet.
 */
export function momentsNote(moments: readonly string[], unwritten: readonly number[] = []): string {
  const n = moments.length;
  const count = COUNT_WORDS[n - 1] ?? String(n);
  const next = n === 2 ? "the second" : "the next one, and then the one after";
  const later = moments.map((_, i) => i).filter((i) => i > 0 && !unwritten.includes(i));
  // Each moment may have its own "and": the moments are set apart by semicolons.
  const listed = n === 2 ? `${moments[0]}; and ${moments[1]}` : `${moments.slice(0, -1).join("; ")}; and ${moments[n - 1]}`;
  let note = `Your message has ${count} moments: ${listed}. This story is about the first${later.length ? `; ${ANOTHER_STORY} tells ${next}` : ""}.`;
  if (unwritten.length)
    note += ` We couldn't write a story about the ${listInWords(unwritten.map((i) => ORDINALS[i] ?? `moment ${i + 1}`))} yet: to get one, describe it on its own, in other words.`;
  return note;
}

export type SituationReading =
  /** Read: shown back as "Here's what we understood", then the parent confirms or edits. */
  | { status: "understood"; text: string; summary: string; understood: SituationUnderstood }
  /** Readable, but a part is missing: ask for it in plain words (the field it belongs to). */
  | { status: "ask"; text: string; part: "does" | "when"; message: string }
  /**
   * Not written: nothing to go on (examples offered), too long, a language we can't read, something
   * unsafe, or a situation that needs more care than a story (a pointer to help).
   */
  | { status: "declined"; reason: "nothing" | "length" | "language" | "unsafe" | "sensitive"; message: string; help?: { label: string; href: string } };

/** The confirm step's heading (JS and no-JS). */
export const UNDERSTOOD_HEADING = "Here's what we understood";

/** The question asked when a part is missing (situation-reading.ts): said as a question beside the field, not as an error. */
export function situationAskMessage(name: string, part: "does" | "when"): string {
  const who = name.trim() || "your child";
  return part === "does"
    ? `What does ${who} do when it happens? A few words are enough, like "screams and kicks" or "hides under the table".`
    : `When or where does it happen? For example "at bedtime", "when we leave the park" or "at school drop-off".`;
}

/** Whether a field's message is that question (styled as a question, in the field's own colour, not as an error's red). */
export function isSituationAsk(message: string): boolean {
  return /^(?:What does .+ do when it happens\?|When or where does it happen\?)/.test(message);
}
