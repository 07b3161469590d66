/**
 * The parent's own situation, read and shown back before anything is spent (issue 22): the guided
 * parts or the free text become one description; it is screened, read by the local reader, and
 * answered as "understood" (what the story will be built on), "ask" (readable, a part missing: the
 * question for that part) or "declined" (nothing to go on, unsafe, a language we can't read, or a
 * situation that needs more care than a story). The story form, the no-JavaScript confirm step,
 * `POST /api/situation` and story creation all use this one reading.
 */
import {
  composeSituation,
  momentsNote,
  situationAskMessage,
  type SituationKeeps,
  type SituationParts,
  type SituationReading,
  type SituationUnderstood,
} from "../contracts/situation";
import { AGE_BANDS, type AgeBand, type ThemeId } from "../contracts/catalog";
import type { Pronouns } from "../contracts/story-fields";
import { screenCustomBehavior } from "./screen";
import { sensitiveMessage, sensitiveTopic, SENSITIVE_HELP } from "./sensitive";
import {
  hasSomethingToGoOn,
  normalize,
  pronounsInText,
  saysWhatHappens,
  situationMoments,
  understandSituation,
  type Situation,
} from "./local/situations/understand";
import { grandPlaces, IRREGULAR, plainAction, readAction, toIng, toPast, toThird, type Action } from "./local/situations/action";
import { composeStory } from "./local";
import { checkStory } from "./quality";
import type { ComposedStory, StoryRequest } from "./types";
import { situationStory } from "./local/situations";
import { alsoSaid } from "./local/situations/also";

export interface SituationInput {
  customBehavior?: string | null;
  situation?: SituationParts | null;
}

/** The one description of a request: the guided parts when given, else the free text. */
export function situationText(input: SituationInput): string {
  if (input.situation && input.situation.does?.trim()) return composeSituation(input.situation);
  return (input.customBehavior ?? "").replace(/\s+/g, " ").trim();
}

/** Examples for text with nothing to go on. */
export const SITUATION_EXAMPLES_MESSAGE =
  'Tell us what your child does and when it happens, in a sentence or two — for example: "Leo cries when we leave the playground" or "Maya hits her baby brother when she is tired."';

const askMessage = situationAskMessage;

const PLACE_WORDS_FOR_READBACK: Record<string, string> = { "living room": "at home", bedroom: "in the bedroom", kitchen: "at home, at mealtimes" };

/** Reads the parent's description (free text or guided parts) for the story, or says what's missing. */
export function readSituation(input: SituationInput, child: Child = {}, options: { dryRun?: DryRunOptions } = {}): SituationReading {
  const name = child.name?.trim() ?? "";
  if (input.situation && !input.situation.does?.trim() && (input.situation.when?.trim() || input.situation.who?.trim())) {
    return {
      status: "ask",
      text: situationText({ customBehavior: [input.situation.when, input.situation.who].filter(Boolean).join(", ") }),
      part: "does",
      message: askMessage(name, "does"),
    };
  }
  const text = situationText(input);
  const sensitive = sensitiveTopic(normalize(text).text);
  if (sensitive) return { status: "declined", reason: "sensitive", message: sensitiveMessage(sensitive), help: { ...SENSITIVE_HELP } };
  const screened = screenCustomBehavior(text);
  if (!screened.ok) {
    switch (screened.reason) {
      case "length":
        return { status: "declined", reason: "length", message: screened.message };
      case "language":
        return { status: "declined", reason: "language", message: screened.message };
      case "unsafe":
        return { status: "declined", reason: "unsafe", message: screened.message };
      case "unreadable":
        // Readable words we could not yet build on: ask for what the child does, in plain words.
        if (hasSomethingToGoOn(normalize(text).text)) return { status: "ask", text, part: "does", message: askMessage(name, "does") };
        return { status: "declined", reason: "nothing", message: SITUATION_EXAMPLES_MESSAGE };
      case "empty":
        return { status: "declined", reason: "nothing", message: screened.message };
      default:
        return { status: "declined", reason: "nothing", message: SITUATION_EXAMPLES_MESSAGE };
    }
  }
  // Where and when, but not what happens ("at the dinner table every night"): ask for that part.
  if (!saysWhatHappens(normalize(screened.text).text)) return { status: "ask", text: screened.text, part: "does", message: askMessage(name, "does") };
  // Two moments or more in one message: each read on its own; the story tells the first.
  const moments = situationMoments(screened.text);
  // (A later moment without "he" or "she" of its own is still the same child.)
  child = { ...child, pronouns: child.pronouns ?? pronounsInText(screened.text) };
  const first = readMoment(moments[0], child);
  if (options.dryRun) {
    // "Understood" only when a story can be written from it: the local engine writes it (milliseconds) and the checks run.
    const tried = moments.map((m) => dryRun(m, child, first.pronouns, options.dryRun!));
    if (!tried[0].story) return { status: "ask", text: screened.text, part: "does", message: cannotWriteMessage(first, name) };
    first.understood.keeps = keepsOf(first, tried[0].story);
    if (moments.length > 1) {
      const unwritten = tried.map((t, i) => (t.story ? -1 : i)).filter((i) => i > 0);
      first.understood.moments = moments.map((m, i) => (i === 0 ? first.brief : readMoment(m, child).brief));
      first.understood.momentsNote = momentsNote(first.understood.moments, unwritten);
    }
  } else if (moments.length > 1) {
    first.understood.moments = moments.map((m, i) => (i === 0 ? first.brief : readMoment(m, child).brief));
    first.understood.momentsNote = momentsNote(first.understood.moments);
  }
  return { status: "understood", text: screened.text, summary: first.understood.story, understood: first.understood };
}

type Child = { name?: string; pronouns?: Pronouns; grownUpName?: string };

/** One moment read: what is shown back, and what the rest of the reading is built from. */
interface MomentReading {
  understood: SituationUnderstood;
  /** The moment in a few words, for the moments' line ("shouting out answers … at circle time"). */
  brief: string;
  sit: Situation;
  action?: Action;
  pronouns: Pronouns;
  /** The parent's words for what the child does ("wont flush the toilet"), for a message that asks for them again. */
  source?: string;
  /** The moment's own words. */
  text: string;
}

/** The reading of one moment's words. */
function readMoment(text: string, child: Child): MomentReading {
  const name = child.name?.trim() ?? "";
  const sit = understandSituation(text, name);
  const story = situationStory(sit, text, { pronouns: child.pronouns, grownUpName: child.grownUpName });
  const grownUp = child.grownUpName?.trim() || "you";
  const who = sit.person ? sit.person.replace(/\{G\}/g, grownUp).replace(/\{C's\}/g, name ? `${name}'s` : "your child's") : undefined;
  const where = sit.matched.place ? `the ${sit.place}` : (PLACE_WORDS_FOR_READBACK[sit.place] ?? `the ${sit.place}`);
  // What happens, in the parent's own words as we read them ("Maya screams and kicks"), and when
  // ("when it is time to get out of the swimming pool"); the story's own reading is `story`.
  const pronouns = child.pronouns ?? pronounsInText(text) ?? "they";
  // (Normalized first: "at circle time she shouts…" is read as a when and an action, the parent's typing fixed.)
  const action = readAction(normalize(text).text, name, { whole: true });
  const child1 = name || "Your child";
  // What the story will be, as the story's own plan has it (the parent's place word kept: "at preschool").
  const storyLine = plainAction(story.episodes[0].summary.replace(/\{C\}/g, child1), child1, pronouns, child.grownUpName?.trim() || "you");
  const also = alsoSaid(sit.also, child1, who ?? "them"); // the second part of the message (H36, also.ts)
  const does = (action ? you(`${child1} ${plainAction(action.present, child1, pronouns, "me")}`) : sit.summary) + (also ? `. ${you(also)}` : "");
  const whenWords =
    action?.when || action?.where
      ? grandPlaces(you(plainAction([action.when, action.where].filter(Boolean).join(", "), child1, pronouns, "me").replace(/\{they\}/g, pronouns)))
      : undefined;
  const planName = story.strategy.name.replace(/^the /i, "The ");
  const planSteps = story.strategy.steps.map((s) => s.replace(/\.$/, ""));
  const when = whenWords ?? (sit.trigger ? `${where}, when ${name || "your child"} is ${sit.trigger.state}` : where);
  // "at circle time, shouting out answers and grabbing the talking stick from the other kids"
  const brief = action
    ? you(`${whenWords ? `${whenWords}, ` : ""}${plainAction(action.ing, child1, pronouns, "me")}`.replace(/\s+/g, " ").trim())
    : lowerFirst(sit.summary.replace(/\.$/, ""));
  return {
    understood: {
      does,
      when,
      ...(who ? { who } : {}),
      story: storyLine,
      feeling: sit.feeling[0],
      kind: story.episodes[0].frame ?? sit.frameLabel,
      plan: `${planName}: ${planSteps.map(lowerFirst).join("; ")}`,
      planName,
      planSteps,
    },
    brief,
    text,
    sit,
    ...(action ? { action, source: action.source } : {}),
    pronouns,
  };
}

/** The parent's "me", "my", "I", "we" read back to them as "you", "your". */
function you(s: string): string {
  return s.replace(/\bmy\b/g, "your").replace(/\b(me|i|we|us)\b/g, "you");
}

/** How a reading is tried before it is called understood: the child's age when known (else every age band), and the theme. */
export interface DryRunOptions {
  ages?: readonly AgeBand[];
  theme?: ThemeId;
  /** The engine tried (the local composer; a test may stand in another). */
  compose?: (req: StoryRequest) => ComposedStory;
}

/** Seeds tried per age band: a reading is writable when one of them gives a story that passes every check. */
const DRY_RUN_SEEDS = [1, 2] as const;

/** Writes the moment's story with the local engine, as the app would: the first story that passes the checks, for every age band tried. */
function dryRun(text: string, child: Child, pronouns: Pronouns, o: DryRunOptions): { story?: string } {
  let first: string | undefined;
  for (const childAge of o.ages?.length ? o.ages : AGE_BANDS) {
    let passed: string | undefined;
    for (const seed of DRY_RUN_SEEDS) {
      const req: StoryRequest = {
        childName: child.name?.trim() || "Sam",
        childAge,
        behavior: "custom",
        theme: o.theme ?? "animals",
        pronouns,
        grownUpName: child.grownUpName?.trim() || undefined,
        customBehavior: text,
        seed,
      };
      try {
        const story = (o.compose ?? composeStory)(req);
        if (checkStory(story, req).passed && !/[{}]/.test(`${story.title} ${story.text}`)) {
          passed = story.text;
          break;
        }
      } catch {
        // A template that cannot be written for this child: the next seed, else not writable.
      }
    }
    if (!passed) return {};
    first ??= passed;
  }
  return { story: first };
}

/** When no story can be written from the words: which part to put another way (never "try again"). */
function cannotWriteMessage(m: MomentReading, name: string): string {
  const who = name.trim() || "your child";
  // The first thing the child does, as we read it ("hides behind the cubbies"): the part to say another way.
  const first = m.action ? plainAction(m.action.present, who, m.pronouns, "me").split(/,\s*| and (?=[a-z]+s\b)/)[0] : undefined;
  const part = first ? `“${who} ${you(first)}”` : "what happens";
  return `We can't write a good story from ${part} yet — nothing was spent. Could you say what ${who} does another way, in a few plain words, and when or where it happens? For example "shouts out answers at circle time".`;
}

/** The parent's specifics, by kind, and whether the story written from them keeps each one. */
function keepsOf(m: MomentReading, story: string): SituationKeeps {
  const text = story.toLowerCase();
  const said = (phrase: string) => you(plainAction(phrase.replace(/\{they\}/g, m.pronouns), m.pronouns, m.pronouns, "me"));
  const kept: SituationKeeps = { does: [], where: [], who: [], things: [] };
  const left: string[] = [];
  const put = (list: string[], words: string, isKept: boolean) => {
    if (!words || [...kept.does, ...kept.where, ...kept.who, ...kept.things, ...left].includes(words)) return;
    (isKept ? list : left).push(words);
  };
  const has = (word: string) => new RegExp(`\\b${word.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`).test(text);
  // Each thing the child does ("kicking the back of your seat", "yelling “I hate the car seat”"), in every
  // part of the message (the reading's action, and each sentence or clause after it: "crawls under the
  // table", "threw the salt shaker"): kept when its verb and its first word after it are in the story.
  for (const { clause, verb } of actionsIn(m)) {
    {
      const forms = [verb, toPast(verb), toIng(verb), toThird(verb)].map((f) => f.replace(/[{}]/g, ""));
      const rest = clause
        .replace(/^\S+\s*/, "")
        .replace(/\{[^}]*\}/g, " ")
        .split(/[\s“”"]+/)
        .find((w) => w.length > 2 && !STOP.test(w));
      const verbKept = forms.some((f) => f && has(f)) || (clause.startsWith("refusing") && /\b(refus|won't|wouldn't|no\b)/.test(text));
      put(kept.does, said(clause), verbKept && (!rest || has(rest)));
    }
  }
  for (const setting of m.sit.settings ?? []) put(kept.where, setting.at.replace(/^that /, ""), setting.words.every(has));
  if (m.action?.when && !(m.sit.settings ?? []).length) {
    const key = m.action.when
      .split(" ")
      .reverse()
      .find((w) => w.length > 3 && !STOP.test(w) && !/[{}]/.test(w));
    put(kept.where, said(m.action.when), !!key && has(key));
  }
  if (m.sit.person && m.sit.matched.person) {
    const person = said(m.sit.person);
    put(
      kept.who,
      person,
      has(
        person
          .replace(/^(the|your|her|his|their|a) /i, "")
          .split(" ")
          .pop() ?? person,
      ),
    );
  }
  if (m.sit.object && m.sit.matched.object && !/\{/.test(m.sit.object) && !m.action?.source.includes(m.sit.object.replace(/^the /, ""))) {
    put(kept.things, m.sit.object, has(m.sit.object.replace(/^the /, "").split(" ").pop() ?? m.sit.object));
  }
  return left.length ? { ...kept, left } : kept;
}

/** Every action of the moment, one verb each, in order: the reading's chain, then any other clause's. */
function actionsIn(m: MomentReading): { clause: string; verb: string }[] {
  const out: { clause: string; verb: string }[] = [];
  const add = (action: Action | undefined) => {
    if (!action) return;
    action.ing.split(/ and (?=[a-z]+ing\b)/).forEach((clause, i) => {
      const verb = clause.startsWith("refusing to ") ? (action.verbs[i] ?? action.verbs[0]) : (action.verbs[i] ?? action.verbs[0]);
      if (!out.some((o) => o.verb === verb) && !/^(be|have|do|get)$/.test(verb)) out.push({ clause, verb });
    });
  };
  add(m.action);
  const text = normalize(m.text).text;
  // (A clause with a subject of its own, "and the waiter had to pick it up", is not the child's.)
  const pieces = text.split(
    /[.!?;]\s+|,\s+| and (?=[a-z]+s\b)| then | and (?=(?:the|my|his|her|their|our) [a-z]+ (?:had|has|was|were|is|are|did|does|got|gets|said|says)\b)/,
  );
  for (const piece of pieces) {
    // "last time he threw the salt shaker": the action, without the time it happened.
    const now = piece.trim().replace(/^(?:last time|one time|once|yesterday|today|the other day|this morning)\s+/, "");
    const action = readAction(now, "", { whole: true }) ?? readAction(inPresent(now), "", { whole: true });
    if (action && saysWhatHappens(piece)) add(action);
  }
  return out;
}

/** Irregular past forms, to their base ("threw" → "throw"). */
const PAST_TO_BASE = new Map(Object.entries(IRREGULAR).map(([base, [past]]) => [past, base]));

/** A clause the parent told in the past ("he threw the salt shaker"), in the present the reader reads ("he throws the salt shaker"). */
function inPresent(clause: string): string {
  return clause.replace(/^((?:he|she|they|kid) )?([a-z]+)\b/, (m, subject: string | undefined, verb: string) => {
    const base =
      PAST_TO_BASE.get(verb) ??
      (/[^e]ed$/.test(verb) && verb.length > 4
        ? verb
            .replace(/(.)\1ed$/, "$1")
            .replace(/ied$/, "y")
            .replace(/ed$/, "")
        : undefined);
    return base ? `${subject ?? ""}${toThird(base)}` : m;
  });
}

/** Words that say nothing on their own (for finding a clause's own word). */
const STOP =
  /^(the|a|an|and|out|off|up|down|with|from|into|onto|for|to|of|on|in|at|her|his|their|your|my|its|it's|other|when|while|then|that|this|is|it|again|every|time)$/;

/** "Freeze, …" → "freeze, …" inside a line (not "I …"). */
function lowerFirst(s: string): string {
  return /^[A-Z][a-z]/.test(s) && !/^I\b/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s;
}
