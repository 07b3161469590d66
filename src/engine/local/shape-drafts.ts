/**
 * The story's scenes in its shape (see shapes.ts): the arc's scenes reordered, selected and joined.
 * Split out of plan.ts so the shape work and the plan's casting can change apart.
 */
import type { AgeBand } from "../../contracts/catalog";
import type { Beat } from "../../contracts/story-plan";
import type { Place } from "../../contracts/places";
import type { SceneSpec } from "./episode-types";
import { insertBeforeClosing, type Draft } from "./plan";
import { splitUnits } from "./render";
import {
  canSwapHelper,
  coTeachLine,
  firstTryFor,
  GROWN_UP_NOTICES,
  grownUpBelongsAt,
  PRACTICE_ENDING_LINE,
  PRACTICE_SCENE,
  REFRAIN_BEATS,
  SHOW_SCENE,
  stepInSentence,
  stepsSaid,
  untaughtStepWords,
  withGrownUpAsHelper,
  type StoryShape,
} from "./shapes";

const OPTIONAL_BEATS = ["practice", "celebration", "echo"] as const;

/** A scene the length may leave out (default: the practice, celebration and echo scenes). */
export function draftOptional(d: Draft): boolean {
  return d.optional ?? (OPTIONAL_BEATS as readonly string[]).includes(d.beat);
}

export interface ShapeInput {
  shape: StoryShape;
  age: AgeBand;
  /** The named grown-up teaches the plan together with the helper. */
  teaches: boolean;
  grownUpPronouns: "he" | "she" | undefined;
  refrainTaught: string;
  /** Ages 8-10: the behavior's own first try alone (the two-tries shape), in place of FIRST_TRY. */
  firstTry?: string;
  behavior: string;
  /** Where a scene is (the episode's place unless the scene says). */
  placeOf: (d: Draft) => Place;
  grownUp: string;
  /** The child's own start for the grown-up's entrance, and the stories written before ("write another"). */
  pick: number;
  previous: number;
  /** Whom a you-did-it child shows the plan to: a template token ({O}, {S1}, {H}). */
  audience: string;
  steps: string[];
  /** What the episode's problem is about: its object and moment ("shoes · shoe time"), named in a straight-in lead. */
  about?: string;
}

/** A scene with a different text for this age band. */
export function retext(spec: SceneSpec, age: AgeBand, text: string): SceneSpec {
  return { ...spec, text: { ...spec.text, [age]: text } };
}

/** A sentence that says who speaks: a speech verb, or a person who could ("…," {G} called). */
const SPEAKER = /\b(said|asked|called|shouted|cried|whispered|yelled|added|replied|answered|sighed|announced)\b|\{(G|C|H|O|S1|name|hs|os)\} [a-z]+ed\b/;

/** Words that say when: "It was bedtime", "That evening", not a thing "it" or "that" points back to. */
const WHEN =
  /\b(morning|afternoon|evening|night|night-time|day|bedtime|time|late|early|o'clock|sunny|windy|rainy|raining|snowing|hot|cold|dark|party|weekend|summer|winter|spring|autumn|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b/;
/** A word that can make a short line a sentence of its own ("Leo sat down."), not a fragment ("In shiny paper!"). */
const VERB =
  /\b(is|was|were|are|am|be|been|had|has|have|did|does|do|can|could|would|will|came|went|fell|ran|sat|stood|got|took|saw|said|says|goes|comes|means|made|hid|hit|held|[a-z]+ed)\b/i;

/**
 * A line of the opening that means something only with the line before it (issue 25, straight-in): it
 * starts "And", "But" or "So"; "It"/"This"/"That"/"They"/"There" points back at something ("It showed a
 * yellow moon.", not "It was bedtime."); "he"/"she"/"his"/"her" written into the material with nobody
 * before it in the line ('"Just a few questions," she said', "Around her neck hung a stethoscope");
 * a quotation with no speaker; or a fragment with no verb ("In shiny paper!", "Tight, tight.").
 */
export function refersBack(unit: string): boolean {
  const u = unit.replace(/^["\u201C]/, (q) => (SPEAKER.test(unit) ? "" : q));
  if (/^(And|But|So|Or|Yet|Still|Instead|Even so|Too)\b/.test(unit)) return true;
  if (/^["\u201C]/.test(u)) return true;
  if (
    /^(It|Its|This|That|These|Those|They|Their|Them|Then it|He|She|His|Her|Him)\b/.test(unit) &&
    !/^That was when\b/.test(unit) &&
    !(/^(It|That|This)\b/.test(unit) && WHEN.test(unit))
  )
    return true;
  if (/^There\b/.test(unit) && !/^There (was|were|is|are|had been)\b/.test(unit)) return true;
  // "he"/"she" with nobody named before it in the line: the quotation's words aren't anybody.
  const pronoun = /\b(he|she|his|her|him)\b/.exec(unit);
  if (pronoun) {
    const before = unit
      .slice(0, pronoun.index)
      .replace(/["\u201C][^"\u201D]*["\u201D]/g, "")
      .replace(/^\W*\w+/, "");
    if (!/\{(O|G|H|Hfull|Hintro|S1|S2|O's|G's|H's|Orole)\}|\b(the|a|an) [a-z]+|[A-Z][a-z]+/.test(before)) return true;
  }
  const words = unit.replace(/\{[^{}]+\}/g, "X").split(/\s+/);
  return !/["\u201C]/.test(unit) && words.length <= 4 && !VERB.test(unit) && !/\{(C|name|G|O|H|S1|Sall)\}/.test(unit);
}

/** Words that say when or how, not what the problem is about ("the long, rainy morning" is about the rain). */
const NOT_ABOUT = new Set(
  "the a an at of for to on in with time going home after getting end first long big little waiting meeting playing building leaving choosing game that kept being night morning evening afternoon day ready".split(
    " ",
  ),
);

/**
 * The stems of the words that say what a problem is about (its object or moment, not when or how), to
 * meet them in any form: "baking time" gives "bak", "cookies" "cookie", "the long, rainy morning" "rain".
 */
export function aboutStems(about: string): string[] {
  return [
    ...new Set(
      about
        .toLowerCase()
        .split(/[^a-z']+/)
        .map((w) => w.replace(/'s$/, ""))
        .filter((w) => (w.length >= 3 || w === "tv") && !NOT_ABOUT.has(w))
        // "baking" is met as "bake", "cookies" as "cookie"; "shoe" stays "shoe" (not "sho", as in "shoulder").
        .map((w) => (w.length > 5 ? w.replace(/(ing|y|s)$/, "") : w.replace(/s$/, ""))),
    ),
  ];
}

/**
 * A line that names what the problem is about, its object or moment, in any form: "the thunder", "baked"
 * for "baking time", "cookies" for "cookie", "TV".
 */
export function namesAbout(about: string): (line: string) => boolean {
  const stems = aboutStems(about);
  if (!stems.length) return () => false;
  const re = new RegExp(`\\b(${stems.join("|")})`, "i");
  return (line) => re.test(line.replace(/\{[^{}]+\}/g, ""));
}

/** The most lines a straight-in lead keeps with what they need; past it, a line that needs more is left out. */
const LEAD_LINES = 7;

/**
 * The lead of a straight-in story with what its lines need: a line that refers back keeps the lines it
 * refers to ("By the bed sat a little clock." before "It showed a yellow moon."; '"One rule," Papa said.'
 * before 'And Mia said, "Yep,"'), or is left out when they would make the lead too long. Lines not taken
 * from the opening as they stand ("Mom went upstairs" without its "Then") are kept as they are.
 */
export function withWhatItNeeds(lead: string[], units: string[]): string[] {
  const out = [...lead];
  const left = new Set<string>();
  for (let guard = 0; guard < 20; guard++) {
    const at = out.findIndex((l, k) => {
      const i = units.indexOf(l);
      return k > 0 && i > 0 && refersBack(l) && !out.includes(units[i - 1]);
    });
    if (at < 0) break;
    // The lines back to one that stands on its own (or one the lead has).
    const chain: string[] = [];
    for (let j = units.indexOf(out[at]) - 1; j >= 0 && !out.includes(units[j]); j--) {
      chain.unshift(units[j]);
      if (!refersBack(units[j])) break;
    }
    if (out.length + chain.length <= LEAD_LINES && !chain.some((c) => left.has(c))) out.splice(at, 0, ...chain);
    else left.add(out.splice(at, 1)[0]);
  }
  return out;
}

/**
 * The story's scenes in its shape (see shapes.ts): the arc's scenes reordered, selected and joined with
 * a few sentences; the grown-up teaching together with the helper; the refrain only once it is taught.
 */
export function shapeDrafts(arc: Draft[], input: ShapeInput): { drafts: Draft[]; coTeach: boolean; audience?: string } {
  const { shape, age } = input;
  const by = (beat: Beat) => arc.find((d) => d.beat === beat)!;
  const text = (d: Draft) => d.spec.text[age];
  const withText = (d: Draft, t: string, extra: Partial<Draft> = {}): Draft => ({ ...d, spec: retext(d.spec, age, t), ...extra });
  let drafts: Draft[];
  let audience: string | undefined;
  switch (shape) {
    case "straight-in": {
      // Into the problem at once: the opening's first line (when and where), and its last when someone
      // says something there (what set it off: "Five more minutes," Dad called).
      const units = splitUnits(text(by("opening")));
      const last = units[units.length - 1];
      // A line with no speaker of its own ("Bath in twenty minutes.") keeps the lines back to the one that
      // says who speaks, and what it answers ("Can I have a star cookie?" "Not today," said Dad.).
      let from = units.length - 1;
      while (from > 1 && /^["\u201C]/.test(units[from]) && (!SPEAKER.test(units[from]) || /^["\u201C]/.test(units[from - 1]))) from--;
      // "Alex pointed." says at what only with the sentence before it.
      if (from > 1 && units[from].split(/\s+/).length <= 3) from--;
      const said = units.slice(from);
      const lead =
        units.length > 2 && /["\u201C]/.test(last)
          ? [units[0], ...(said.length <= 5 && (said.some((u) => SPEAKER.test(u)) || !/^["\u201C]/.test(said[0])) ? said : [last])]
          : units.slice(0, 1);
      // The other child comes in with the opening's line that introduces them ("A little boy called {O} was
      // waiting too"), or later scenes name someone never met ("Then he asked Leo").
      const meetsOther = units.findIndex((u) => /\{O\}/.test(u));
      if (meetsOther > 0 && !lead.some((u) => /\{O\}/.test(u))) lead.splice(1, 0, units[meetsOther]);
      // What the problem calls "the race" or "the block road" is met first: the opening's line that brings
      // it in stays ("They raced and raced." before "The race wasn't finished.").
      const problemText = text(by("problem"));
      const referred = [...problemText.matchAll(/\b[Tt]he ([a-z]+)(?: ([a-z]+))?/g)].flatMap((m) => [m[1], m[2] ?? ""]).filter((w) => w.length >= 4);
      for (const [i, u] of units.entries()) {
        if (lead.length >= 4 || lead.includes(u) || i === 0) continue;
        const brings = referred.some(
          (w) => new RegExp(`\\b(?<!the )${w.replace(/e$/, "")}e?[ds]?\\b`, "i").test(u) && !new RegExp(`\\b${w}`, "i").test(lead.join(" ")),
        );
        if (!brings) continue;
        // "They raced toy cars down it" says down what only with the line before it.
        const add = /\b(it|them)\b/.test(u) && i > 1 && !lead.includes(units[i - 1]) ? [units[i - 1], u] : [u];
        const after = lead.findIndex((l) => units.indexOf(l) > i);
        lead.splice(after < 0 ? lead.length : after, 0, ...add);
      }
      // Nobody "came back" who never went: the line that sends the grown-up off stays ("Then Mom went upstairs to find a box.").
      const goes = units.findIndex((u) => /\{G\}[^.!?"\u201C]*\b(went|left|headed|hurried off|appeared)\b/.test(u));
      if (goes > 0 && !lead.includes(units[goes]) && /\{G\} came back\b/.test(text(by("problem")))) lead.splice(1, 0, units[goes].replace(/^Then /, ""));
      // What the problem is about is named before it gets going (the thunder, the wake-up clock, the swing):
      // when neither the lead nor the problem's first line says it, the opening's first line that does comes
      // in, with the lines after it when they are the last two or fewer (what set it off: "Then the first
      // real crash came").
      const names = namesAbout(input.about ?? "");
      if (!lead.some(names) && !names(splitUnits(text(by("problem")))[0] ?? "")) {
        const at = units.findIndex((u, i) => i > 0 && names(u));
        if (at > 0) {
          const add = (units.length - at <= 3 ? units.slice(at) : [units[at]]).filter((u) => !lead.includes(u));
          for (const u of add) {
            const after = lead.findIndex((l) => units.indexOf(l) > units.indexOf(u));
            lead.splice(after < 0 ? lead.length : after, 0, u);
          }
        }
      }
      drafts = [
        withText(by("problem"), `${withWhatItNeeds(lead, units).join(" ")} ${text(by("problem"))}`),
        ...arc.filter((d) => !["opening", "problem"].includes(d.beat)),
      ];
      break;
    }
    case "two-tries": {
      const firstTry: Draft = {
        beat: "stumble",
        spec: { text: { ...by("feeling").spec.text, [age]: (age === "8-10" && input.firstTry) || firstTryFor(age, (input.pick >>> 7) + input.previous) } },
        fromEpisode: false,
      };
      const at = arc.findIndex((d) => d.beat === "helper");
      drafts = [...arc.slice(0, at), firstTry, ...arc.slice(at)];
      break;
    }
    case "another-day":
      drafts = arc.filter((d) => d.beat !== "celebration").map((d) => (d.beat === "echo" ? { ...d, optional: false } : d));
      break;
    case "refrain":
      drafts = arc.filter((d) => d.beat !== "echo");
      break;
    case "practice": {
      const scene: Draft = { beat: "strategy", spec: { text: { ...by("strategy").spec.text, [age]: PRACTICE_SCENE[age] } }, fromEpisode: false };
      drafts = arc.filter((d) => d.beat !== "helper").map((d) => (d.beat === "strategy" ? scene : d));
      const end = drafts.findIndex((d) => d.beat === "ending");
      drafts[end] = withText(drafts[end], insertBeforeClosing(text(drafts[end]), [PRACTICE_ENDING_LINE[age]]));
      break;
    }
    case "you-did-it": {
      audience = input.audience;
      const show = SHOW_SCENE[age];
      const body = `Just then, {Hintro}, {Harrive}. ${show.open} ${stepsSaid(input.steps, age)} ${show.close}`.replace(/\{A\}/g, audience);
      const scene: Draft = { beat: "strategy", spec: { text: { ...by("strategy").spec.text, [age]: body } }, fromEpisode: false };
      // Then a round with the helper (the practice scenes are the helper's), when the length allows.
      drafts = arc.filter((d) => d.beat !== "helper").map((d) => (d.beat === "strategy" ? scene : d));
      break;
    }
    default:
      drafts = [...arc];
  }
  // The grown-up teaches the plan with the helper: in the helper's strategy scene, in the helper's words.
  let coTeach = false;
  const strategyAt = drafts.findIndex((d) => d.beat === "strategy" && !d.fromEpisode);
  if (input.teaches && (shape === "arc" || shape === "straight-in" || shape === "two-tries" || shape === "another-day" || shape === "refrain")) {
    const d = drafts[strategyAt];
    // Papa doesn't come over in a classroom: there, only a teacher teaches with the helper.
    if (d && canSwapHelper(text(d)) && grownUpBelongsAt(input.grownUp, input.placeOf(d))) {
      const entrance = coTeachLine(age, input.behavior, input.placeOf(d), input.pick, input.previous);
      // After the grown-up's own words, "'Watch,' said Grandpa" right after reads as a second speaker: "Grandpa went on".
      const swapped = withGrownUpAsHelper(text(d), input.grownUpPronouns);
      const taught = entrance.grownUpSpeaksLast ? swapped.replace(/^(["\u201C][^"\u201D]*,["\u201D]) said \{G\}([.,])/, "$1 {G} went on$2") : swapped;
      drafts[strategyAt] = withText(d, `${entrance.line} ${taught}`);
      coTeach = true;
      // The helper who offered to show the trick shows it with the grown-up: "Shall we show you?" (R14/R15: "Shall I
      // show you?", then "It's called Brave Breaths," said Mum, read as the helper's offer taken over).
      const helperAt = drafts.findIndex((h, i) => i < strategyAt && h.beat === "helper");
      if (helperAt >= 0)
        drafts[helperAt] = withText(
          drafts[helperAt],
          text(drafts[helperAt])
            .replace(/\bShall I show you\?/g, "Shall we show you?")
            .replace(/\bWant to see\?/g, "Shall we show you?")
            .replace(/\bI can show you one\./g, "We can show you one.")
            .replace(/\bWant to hear it\?/g, "Shall we tell you?")
            .replace(/\bDo you want to hear it\?/g, "Shall we tell you?"),
        );
    }
  }
  // A grown-up who didn't teach the plan notices it, by name and to the child, when no scene that always
  // stays from the success on has them say so.
  if (!coTeach) {
    const from = drafts.findIndex((d) => d.beat === "success");
    const speaks = drafts.slice(from).some((d) => !draftOptional(d) && splitUnits(text(d)).some((u) => /\{G\}/.test(u) && /["\u201C]/.test(u)));
    const endAt = drafts.findIndex((d) => d.beat === "ending");
    if (!speaks && endAt >= 0) drafts[endAt] = withText(drafts[endAt], insertBeforeClosing(text(drafts[endAt]), [GROWN_UP_NOTICES[age]]));
  }
  // The refrain only after the scene that teaches it; in the refrain shape, after every scene from then on.
  const taughtAt = drafts.findIndex((d) => d.beat === "strategy");
  drafts = drafts.map((d, i) => {
    const t = text(d);
    if (i < taughtAt && t.includes("{refrain}")) return withText(d, t.replace(/\s*\{refrain\}/g, "").trim());
    if (shape === "refrain" && i >= taughtAt && REFRAIN_BEATS.includes(d.beat) && !t.includes("{refrain}"))
      return withText(d, d.beat === "ending" ? insertBeforeClosing(t, ["{refrain}"]) : `${t.trim()} {refrain}`);
    return d;
  });
  return { drafts, coTeach, audience };
}
