/**
 * Renders the local engine's templates the way a good author refers to people: the child's name to
 * open a paragraph or after someone else acted or spoke, a pronoun in between, verbs agreeing with
 * "they", and never more than one sentence in six starting with the name.
 *
 * Tokens (case matters):
 *   child      {C} subject · {C's} possessive · {Cobj} object — name or pronoun, chosen here
 *              {name} {name's} always the name · {they} {them} {their} {theirs} {themself} always a pronoun
 *   agreement  {was} {is} {has} {does} {doesn't} {isn't} {wasn't} {s} {es} {'s} — agree with the child's
 *              last subject reference ("Mia was" / "she was" / "they were"; "she wants" / "they want")
 *   grown-up   {G} {G's}                     — the name the parent gave ("Mom", "Grandma Rose")
 *   helper     {H} {H's} {Hfull} {Hintro} {Hkind} {aHkind} {Harrive} {hs} {ho} {hp}
 *   other      {O} {O's} {Orole} {os} {oo} {op} — a sibling, friend or classmate the episode needs
 *   siblings   {S1} {S2} {Sall} ("Ava and Leo") {Srel} ("sister Ava and brother Leo") {Swas} (was/were)
 *              — the brothers and sisters the parent named, always by name (never a pronoun: two
 *              sisters must not read as one "she")
 *   values     {P} {moment} {feeling} {strategy} {refrain} {step1} {step2} {step3} {home} {town} {world}
 *              {cuddly} {object} {person} {trigger} … (whatever the assembler puts in `values`)
 *   choice     [[one|two|three]] — picked by the story's seed
 * Sentences are capitalized after rendering (never after an ellipsis inside dialogue).
 */
import type { Pronouns } from "../../contracts/story-plan";
import type { Rng } from "../../lib/rng";
import { completeSentences, countSentences, END_MARK, TITLES } from "../sentences";

export interface PersonRef {
  name: string;
  pronouns: Pronouns;
}

export interface RenderCast {
  child: PersonRef;
  grownUp: string;
  /**
   * The grown-up's pronouns when the name says them ("Mom", "Uncle Ray"): a sentence that names them
   * twice says "she"/"her" the second time, when nobody else it could mean is named in that sentence.
   */
  grownUpPronouns?: Exclude<Pronouns, "they">;
  /** British words kept ("football") when the parent writes "Mum" or "Mummy"; else the story is US English. */
  british?: boolean;
  helper: PersonRef & { kind: string; full: string; intro: string; arrive: string[]; first: string };
  other?: PersonRef & { role: string };
  /** The parent's other children who take part in the story (besides `other`). */
  siblings?: Array<PersonRef & { relation: string }>;
  values: Record<string, string>;
  /** Things the parent asked to keep out: a sentence naming one is left out of the story. */
  avoid?: (text: string) => boolean;
}

/** "Ava", "Ava and Leo". */
function joinAnd(items: string[]): string {
  return items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** Text ending in a title's full stop ("…with Mr."): no sentence ends there. */
const TITLE_STOP = new RegExp(`\\b(?:${TITLES})\\.$`);

/**
 * Splits a template into sentences, keeping a quotation with its tag ("\"No!\" said Mia." is one):
 * a sentence ends only outside quotation marks.
 */
export function splitUnits(template: string): string[] {
  const units: string[] = [];
  let open = false;
  let start = 0;
  for (let i = 0; i < template.length; i++) {
    const c = template[i];
    if (c === '"' || c === "\u201C" || c === "\u201D") open = c === "\u201C" ? true : c === "\u201D" ? false : !open;
    const before = template.slice(start, i);
    // "…chatting over the fence with Mr. Ahmed" is one sentence: a title's period ends none.
    if (!open && /\s/.test(c) && /[.!?]["\u201D]?$/.test(before) && !/\.\.$/.test(before.replace(/["\u201D]$/, "")) && !TITLE_STOP.test(before)) {
      units.push(template.slice(start, i).trim());
      start = i + 1;
    }
  }
  const rest = template.slice(start).trim();
  if (rest) units.push(rest);
  return units.filter(Boolean);
}

/** The template's words as they will read (names for every person), to test for avoided words. */
export function previewTemplate(template: string, cast: RenderCast): string {
  // In the story's dialect, as it will read ("biscuits" reads "cookies" in a US story: an avoided "cookies" must catch it).
  return inDialectPreview(template, cast).replace(/\{([^{}]+)\}/g, (_m, t: string) => {
    if (t in cast.values) return cast.values[t];
    if (/^(C|C's|Cobj|name|name's)$/.test(t)) return cast.child.name;
    if (/^(G|G's)$/.test(t)) return cast.grownUp;
    if (/^(H|H's|Hfull|Hintro|Hkind|aHkind|Harrive)$/.test(t))
      return [cast.helper.name, cast.helper.kind, cast.helper.full, cast.helper.intro, cast.helper.first, ...cast.helper.arrive].join(" ");
    if (/^(O|O's|Orole)$/.test(t)) return cast.other ? `${cast.other.name} ${cast.other.role}` : "";
    if (/^(S1|S2|Sall|Srel)$/.test(t)) return (cast.siblings ?? []).map((s) => `${s.relation} ${s.name}`).join(" ");
    return "";
  });
}

/** The template's own words in the story's dialect (the tokens are filled in after). */
function inDialectPreview(template: string, cast: RenderCast): string {
  return template
    .split(/(\{[^{}]+\})/)
    .map((part) => (/^\{[^{}]+\}$/.test(part) ? part : inDialect(part, !!cast.british)))
    .join("");
}

const SUBJECT: Record<Pronouns, string> = { he: "he", she: "she", they: "they" };
const OBJECT: Record<Pronouns, string> = { he: "him", she: "her", they: "them" };
const POSSESSIVE: Record<Pronouns, string> = { he: "his", she: "her", they: "their" };
const POSSESSIVE_PRONOUN: Record<Pronouns, string> = { he: "his", she: "hers", they: "theirs" };
const REFLEXIVE: Record<Pronouns, string> = { he: "himself", she: "herself", they: "themself" };

const AGREEMENT: Record<string, [string, string]> = {
  was: ["was", "were"],
  is: ["is", "are"],
  has: ["has", "have"],
  does: ["does", "do"],
  "doesn't": ["doesn't", "don't"],
  "isn't": ["isn't", "aren't"],
  "wasn't": ["wasn't", "weren't"],
  s: ["s", ""],
  es: ["es", ""],
  "'s": ["'s", "'re"],
};

const SPEECH_TAG =
  /\b(said|asked|whispered|called|shouted|replied|added|laughed|cried|answered|giggled|sighed|admitted|announced|explained|yelled|murmured|agreed)\s+$/;

/** Each sentence's first word (a capital is no name there), not a title ("Mr. Ahmed" is one): all of them, or the first. */
const SENTENCE_OPENERS = new RegExp(`(^|(?<!\\b(?:${TITLES}))[.!?]["”]?\\s+)["“]?(?!(?:${TITLES})\\.)[A-Z]\\w*`, "g");
const SENTENCE_OPENER = new RegExp(`^(\\s*)["“]?(?!(?:${TITLES})\\.)[A-Z]\\w*`);

/** A capitalized word inside a sentence (not its first word): a name, like "Biscuit" or "Doctor Lin". */
const NAMED_SOMEONE = new RegExp(`(?<!(?<!\\b(?:${TITLES}))[.!?]["”]?\\s|^)\\b(?!I\\b|I'|OK\\b|TV\\b)[A-Z][a-z]+`);

/** Story-wide state: how many sentences so far, how many of them start with the child's name. */
export interface RenderState {
  sentences: number;
  nameStarts: number;
  /** Whether the helper has been introduced (the first mention says who they are). */
  helperMet: boolean;
  /**
   * Whether the last paragraph named a brother or sister after its last reference to the child (a
   * sibling line at its end: "…Leo and Ava were there too."): the next paragraph's first reference
   * to the child is the name, whatever the name budget, so "He yelled" can't mean Leo.
   */
  otherAtEnd?: boolean;
  /** The story's sentences opened "And NAME" so far, and the other words put before a name instead (issue 25: at most one "And NAME" a story). */
  andLeads?: number;
  otherLeads?: number;
}

export function createRenderState(): RenderState {
  return { sentences: 0, nameStarts: 0, helperMet: false };
}

/** A sentence's end mark (END_MARK, from sentences.ts, as the report card's splitter reads it) and its closing quote. */
const SENTENCE_END = new RegExp(`${END_MARK}["\u201D]?(?=\\s|$)`, "g");
/** Text ending with a sentence (its mark and closing quote): what comes next opens one. */
const ENDS_SENTENCE = new RegExp(`${END_MARK}["\u201D]?$`);
/** A sentence's end and the space after it (matchAll only: the regex is global). */
const END_AND_SPACE = new RegExp(`${END_MARK}["\u201D]?\\s+`, "g");
/** Splits after each sentence's end and its space (each piece keeps its end). */
const AFTER_END = new RegExp(`(?<=${END_MARK}["\u201D]?\\s+)`);

export function countSentenceEnds(text: string): number {
  return (text.match(SENTENCE_END) ?? []).length;
}

export function possessive(name: string): string {
  return `${name}'s`;
}

function article(word: string): string {
  return `${/^[aeiou]/i.test(word) && !/^(uni|one|eu)/i.test(word) ? "an" : "a"} ${word}`;
}

/** Expands [[a|b|c]] choices with the story's generator (innermost first). */
export function expandChoices(template: string, rng: Rng): string {
  let out = template;
  for (let guard = 0; guard < 10 && out.includes("[["); guard++) {
    out = out.replace(/\[\[([^[\]]*)\]\]/g, (_m, body: string) => {
      const options = body.split("|");
      return options[Math.floor(rng() * options.length)] ?? "";
    });
  }
  return out;
}

/**
 * Capitalizes the first letter of each sentence and of dialogue that opens a sentence; leaves the
 * word after an ellipsis alone ("I... don't know").
 */
export function capitalizeSentences(text: string): string {
  return (
    text
      // a title and a name the parent typed in lower case ("her teacher miss jo", "dr patel's"): Miss Jo, Dr Patel
      // (a relation is no title: "His uncle made comments", "the coach said")
      .replace(
        /(\b\p{L}+\s+)?\b([Mm]rs|[Mm]r|[Mm]s|[Mm]x|[Dd]r|[Mm]iss|[Cc]oach|[Aa]untie|[Aa]unt|[Uu]ncle)(\.?) (\p{L}[\p{L}'’-]*)/gu,
        (m, before: string | undefined, title: string, dot: string, name: string) => {
          const t = title.toLowerCase();
          const kin = t === "coach" || t.startsWith("aunt") || t === "uncle";
          if (kin && before && /^(?:his|her|their|my|your|our|the|a|an|another|that|this)\s+$/i.test(before)) return m;
          // (a name with its capital already: "coach Priya" is Coach Priya)
          // ("miss" before a capital is the verb: "I'll miss Grandma")
          if (/^\p{Lu}/u.test(name)) return /^\p{Lu}/u.test(title) || t === "miss" ? m : `${before ?? ""}${cap(title)}${dot} ${name}`;
          return (t === "miss" || kin) && (MISSED.test(name) || NOT_A_NAME.test(name)) ? m : `${before ?? ""}${cap(title)}${dot} ${cap(name)}`;
        },
      )
      .replace(/^(["“]?)(\p{Ll})/u, (_m, q: string, c: string) => q + c.toUpperCase())
      // A new sentence after a full stop, or after ! or ? outside dialogue. After `!"` or `?"` a
      // lower-case word is the dialogue tag ("No!" yelled Alex) and stays lower-case; a quote that
      // goes on after its tag ("That," said Tilly, "is…") is never capitalized.
      .replace(/((?<!\.)\.'?["”]?\s+|[!?]\s+)(["“]?)(\p{Ll})/gu, (_m, end: string, q: string, c: string) => end + q + c.toUpperCase())
      .replace(/([!?]["”]\s+)(\p{Ll}[\p{L}']*)(\s+[\p{L}']+)?/gu, (m, end: string, word: string, next: string | undefined) => {
        const tag = SPEECH_VERBS.has(word) || (/^(he|she|they|it|we|i)$/.test(word) && !!next && SPEECH_VERBS.has(next.trim()));
        return tag ? m : end + word.charAt(0).toUpperCase() + word.slice(1) + (next ?? "");
      })
  );
}

const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
/** What "miss" is a verb before ("miss the bus", "miss you"): never a name. */
const MISSED =
  /^(?:the|a|an|you|me|him|her|it|us|them|my|your|his|their|our|its|out|home|school|lunch|breakfast|dinner|tea|playtime|anything|something|everything|nothing|one|any|some|this|that|these|those|being|mum|mom|dad|grandma|grandpa|\p{L}+ing)$/u;

/** Words after "coach", "aunt" or "uncle" that are no name ("the coach said", "a coach trip"). */
const NOT_A_NAME =
  /^(?:made|make|said|say|told|tell|took|take|gave|give|came|come|went|go|got|get|had|have|was|is|are|were|will|would|could|should|can|did|do|saw|see|knew|know|thought|brought|sat|stood|ran|ate|put|let|kept|left|felt|found|held|heard|read|met|sent|lost|won|wrote|drove|spoke|broke|woke|wore|threw|grew|drew|blew|sang|began|hid|hit|set|also|always|never|just|then|too|who|that|which|really|still|again|here|there|now|and|or|but|to|at|in|on|with|for|from|trip|bus|ride|class|lessons?|knelt|\p{L}+ed|\p{L}+s|\p{L}+n't)$/u;

/** Words a subject can follow at a clause's end: inversion ("Off went {C}.", "So did {C}.") and "and". */
const SUBJECT_AFTER = new Set("went came did does goes comes ran hopped buzzed zoomed and or was were is".split(" "));

const SPEECH_VERBS = new Set(
  "said says asked asks whispered called shouted yelled replied added laughed cried answered giggled sighed admitted announced explained murmured agreed begged wailed squeaked grumbled muttered chirped hooted gasped cheered sang sobbed groaned puffed huffed roared insisted suggested offered tried".split(
    " ",
  ),
);

/**
 * The sentence, if any, where the grown-up's own possessive follows the grown-up ("{G} smiled and shook
 * {G's} head" prints "Mom smiled and shook Mom's head"). The renderer has no pronoun for the grown-up (the
 * parent gives a name, not a gender), so the material must be written not to need one.
 */
export function grownUpOwnPossessive(template: string): string | undefined {
  return template.split(/(?<=[.!?]["”]?)\s+/).find((s) => /\{G\}[^]*\{G's\}/.test(s));
}

/** The ball itself after "the", "a", "his", "muddy"…; the game otherwise. */
const FOOTBALL =
  /\b(?:(a|an|the|his|her|their|its|my|your|our|this|that|new|old|muddy|big|shiny|flat|spare) )?([Ff])ootball(s)?\b( (?:match(?:es)?|pitch|boots|game|games|practice|team|club|shirt|kit))?/g;
const US_FOOTBALL: Record<string, string> = { match: "game", matches: "games", pitch: "field", boots: "cleats", kit: "uniform" };

/**
 * The material's words as a US parent says them: "football" is soccer ("a game of soccer", "the soccer
 * ball", "a soccer game on the radio"). Only the material's own words: a like the parent typed stays theirs.
 */
export function usWords(text: string): string {
  return text.replace(FOOTBALL, (_m, det: string | undefined, f: string, plural: string | undefined, after: string | undefined) => {
    const soccer = f === "F" ? "Soccer" : "soccer";
    const lead = det ? `${det} ` : "";
    if (after) {
      const word = after.trim();
      return `${lead}${soccer} ${US_FOOTBALL[word] ?? word}`;
    }
    return det ? `${lead}${soccer} ball${plural ?? ""}` : `${soccer}${plural ? " balls" : ""}`;
  });
}

/**
 * One dialect per story (issue 25): British words and spellings as a US parent says them, and US ones as
 * a parent who writes "Mum" does. Pairs [British, US]; a word's capital is kept. The -ise/-ize verbs are
 * the material's (realise, mesmerised, recognise, apologise, organise, memorise, practise…).
 */
const WORD_PAIRS: Array<[string, string]> = [
  ["pavement", "sidewalk"],
  ["cosy", "cozy"],
  ["cosier", "cozier"],
  ["pavements", "sidewalks"],
  ["jumper", "sweater"],
  ["jumpers", "sweaters"],
  ["nappy", "diaper"],
  ["nappies", "diapers"],
  ["aeroplane", "airplane"],
  ["aeroplanes", "airplanes"],
  ["defence", "defense"],
  ["offence", "offense"],
  ["grey", "gray"],
  ["greyish", "grayish"],
  ["pyjamas", "pajamas"],
  ["maths", "math"],
  ["mum", "mom"],
  ["mummy", "mommy"],
  ["mums", "moms"],
  ["trainers", "sneakers"],
  ["pushchair", "stroller"],
  ["toilets", "restrooms"],
  ["car park", "parking lot"],
  ["theatre", "theater"],
  ["kilometre", "kilometer"],
  ["kilometres", "kilometers"],
  ["metre", "meter"],
  ["metres", "meters"],
  ["centre", "center"],
  ["biscuit", "cookie"],
  ["biscuits", "cookies"],
  ["sweets", "candy"],
  ["pudding", "dessert"],
  ["holiday", "vacation"],
  ["queue", "line"],
  ["queued", "lined up"],
  ["queuing", "waiting in line"],
  ["queueing", "waiting in line"],
  ["trolley", "cart"],
  ["trolleys", "carts"],
  ["torch", "flashlight"],
  ["torches", "flashlights"],
  ["tea towel", "dish towel"],
  ["post box", "mailbox"],
  ["ice cream van", "ice cream truck"],
  ["packet of crisps", "bag of chips"],
  ["towards", "toward"],
  ["to put the bins out", "to take the trash out"],
  ["bin", "trash can"],
  ["turned round", "turned around"],
  ["turn round", "turn around"],
  ["looked round", "looked around"],
  ["spun round", "spun around"],
];
/** The word in the other dialect, when the story says it the other way ("sweets" in a US story reads "candy"). */
export function dialectTwin(word: string): string | undefined {
  const w = word.toLowerCase();
  return WORD_PAIRS.find(([uk, us]) => uk === w || us === w)?.find((x) => x !== w);
}

/** Spelling endings [British, US]: colour/color, favourite/favorite, realise/realize… (whole words built from these stems). */
const OUR_STEMS = [
  "colour",
  "favour",
  "behaviour",
  "neighbour",
  "honour",
  "humour",
  "flavour",
  "harbour",
  "labour",
  "rumour",
  "armour",
  "odour",
  "vapour",
  "parlour",
];
const ISE_STEMS = [
  "reali",
  "mesmeri",
  "recogni",
  "apologi",
  "organi",
  "memori",
  "critici",
  "sympathi",
  "emphasi",
  "summari",
  "prioriti",
  "personali",
  "speciali",
  "tantali",
  "hypnoti",
  "visuali",
  "agoni",
  "familiari",
  "categori",
];
/**
 * US words a parent who writes "Mum" reads as American, said the British way; only this way round
 * ("flat" and "tap" mean other things in a US story too: "the den was flat", "Tap, tap").
 */
const US_TO_UK: Array<[RegExp, string]> = [
  [/\bapartment(s?)\b/g, "flat$1"],
  [/\bfaucet(s?)\b/g, "tap$1"],
  [/\bstove\b/g, "hob"],
  [/\bgrocery store\b/g, "supermarket"],
  [/\b(the|a|pretend|toy) store\b/g, "$1 shop"],
  [/\bgame of store\b/g, "game of shops"],
  [/\bstorekeeper(s?)\b/g, "shopkeeper$1"],
  [/\b(the|for the|into the|in the) trash\b/g, "$1 bin"],
  // (R14: "the doctor's office" and "gotten" beside Mum)
  [/\b(doctor|dentist)'s office\b/g, "$1's surgery"],
  [/\bgotten\b/g, "got"],
  [/\b[Bb]and-[Aa]id(s?)\b/g, "plaster$1"],
  [/\b(a|the|bright|a bright) bandage\b/g, "$1 plaster"],
];

/** A dog's lead, not "lead the way": "on a lead", "his lead", "the lead" beside a dog's words. */
const LEAD_UK = /\b(on|off|by|pulled at|tugged at|tugging at|holding|held|grabbed|grabs|took|clipped on|unclipped) (a|the|his|her|its|their) lead\b/g;
const LEAD_US = /\b(on|off|by|pulled at|tugged at|tugging at|holding|held|grabbed|grabs|took|clipped on|unclipped) (a|the|his|her|its|their) leash\b/g;

const keepCase = (from: string, to: string) => (/^[A-Z]/.test(from) ? to.charAt(0).toUpperCase() + to.slice(1) : to);
const wordsRe = (words: string[]) => new RegExp(`\\b(${words.map((w) => w.replace(/ /g, "\\s+")).join("|")})\\b`, "gi");
const UK_WORDS = wordsRe(WORD_PAIRS.map(([uk]) => uk));
const US_WORDS = wordsRe(
  WORD_PAIRS.map(([, us]) => us).filter(
    (w) =>
      ![
        "line",
        "lined up",
        "waiting in line",
        "dessert",
        "center",
        "candy",
        "vacation",
        "turned around",
        "turn around",
        "looked around",
        "spun around",
      ].includes(w),
  ),
);
const TO_US = new Map(WORD_PAIRS.map(([uk, us]) => [uk, us]));
const TO_UK = new Map(WORD_PAIRS.map(([uk, us]) => [us, uk]));
const OUR = new RegExp(`\\b(${OUR_STEMS.join("|")})(s|ed|ing|ite|ites|ful|fully|al|able|ably|less|hood|hoods|ly)?\\b`, "gi");
const OR = new RegExp(`\\b(${OUR_STEMS.map((w) => w.replace(/our$/, "or")).join("|")})(s|ed|ing|ite|ites|ful|fully|al|able|ably|less|hood|hoods|ly)?\\b`, "gi");
const ISE = new RegExp(`\\b(\\w*?(?:${ISE_STEMS.join("|")}))(s)(e|es|ed|ing|ation|ations)\\b`, "gi");
const IZE = new RegExp(`\\b(\\w*?(?:${ISE_STEMS.join("|")}))(z)(e|es|ed|ing|ation|ations)\\b`, "gi");

/**
 * The material's words in the story's dialect: US (the default) or British when the parent writes "Mum".
 * A name ("Biscuit" the dog, "Grey" the cat) keeps its capital and stays: only lower-case words change
 * (and the -our/-ise spellings, which are never names).
 */
export function inDialect(text: string, british: boolean): string {
  // Capitalized, a word is a name ("Biscuit" the dog, "Grey" the cat): it stays.
  const swap = (map: Map<string, string>) => (m: string) => (/^[A-Z]/.test(m) ? m : (map.get(m.toLowerCase().replace(/\s+/g, " ")) ?? m));
  if (british)
    return US_TO_UK.reduce((t, [re, uk]) => t.replace(re, uk), text)
      .replace(US_WORDS, swap(TO_UK))
      .replace(OR, (m, stem: string, end = "") => keepCase(m, stem.replace(/or$/i, "our") + end))
      .replace(IZE, (_m, stem: string, _z: string, end: string) => `${stem}s${end}`)
      .replace(LEAD_US, (m) => m.replace(/leash$/, "lead"))
      .replace(/\b(Mr|Mrs|Ms|Dr)\. (?=[A-Z])/g, "$1 ");
  return usWords(text)
    .replace(UK_WORDS, swap(TO_US))
    .replace(OUR, (m, stem: string, end = "") => keepCase(m, stem.replace(/our$/i, "or") + end))
    .replace(ISE, (_m, stem: string, _s: string, end: string) => `${stem}z${end}`)
    .replace(LEAD_UK, (m) => m.replace(/lead$/, "leash"))
    .replace(/\b(Mr|Mrs|Ms|Dr) (?=[A-Z])/g, "$1. ");
}

/** Throws on a template the renderer can't say right (see renderParagraph). */
function checkTemplate(template: string): void {
  const ownPossessive = grownUpOwnPossessive(template);
  if (ownPossessive) throw new Error(`{G} … {G's} in one sentence prints "Mom … Mom's": rewrite it: ${ownPossessive.slice(0, 80)}`);
  if (/\{(C|name|G|H|O)\}'s/.test(template)) throw new Error(`Write {C's}, {G's}, {H's} — not {C}'s: ${template.slice(0, 80)}`);
  const objectSlot =
    /\b(to|at|with|for|from|stop|stopped|help|helped|hug|hugged|tell|told|let|made|make|gave|give|saw|see|watch|watched|behind|beside|near|about|lifted|picked|tucked|kissed|thanked|showed|reminded|took|seen|past|bonked|caught|tagged|slapped|got|put|reminding|followed|ask|sent|invited|handed)\s+\{C\}/.exec(
      template,
    );
  if (objectSlot) throw new Error(`Write {Cobj} after "${objectSlot[1]}" (an object, not a subject): ${template.slice(0, 80)}`);
  // A subject token ending a clause after a verb or preposition ("it filled up {C}, and…") reads "filled
  // up he": only a dialogue tag ("…," said {C}.) puts the subject there.
  const trailing = /(?<![\p{L}'])([a-z][a-z']*) \{C\}(?=[.,!?;:])/u.exec(template);
  if (trailing && !SPEECH_VERBS.has(trailing[1]) && !SUBJECT_AFTER.has(trailing[1]))
    throw new Error(`Write {Cobj} after "${trailing[1]}" ({C} is a subject): ${template.slice(0, 80)}`);
  const bare = /\{(C|they)\} (was|is|has|does|doesn't|isn't|wasn't|hasn't)\b/.exec(template);
  if (bare) throw new Error(`Write {C} {${bare[2]}} so the verb agrees with "they": ${template.slice(0, 80)}`);
}

/** The template with its choices made and every sentence naming an avoided thing left out. */
function sourceOf(template: string, cast: RenderCast, rng: Rng): string {
  const source = expandChoices(template, rng);
  if (!cast.avoid) return source;
  const avoid = cast.avoid;
  const units = splitUnits(source);
  const kept = units.filter((u) => !avoid(previewTemplate(u, cast)));
  return kept.length !== units.length ? kept.join(" ") : source;
}

/** One paragraph being written: the text so far and who was referred to last. */
interface Pass {
  template: string;
  cast: RenderCast;
  rng: Rng;
  state: RenderState;
  out: string;
  /** The paragraph's first reference to the child (the name, budget allowing). */
  firstChildRef: boolean;
  /** Someone else acted or spoke since the child's last reference: the next one takes the name. */
  otherSinceChild: boolean;
  /** A sibling named after the child's last reference (a family line): "he" next could mean the brother. */
  siblingSinceChild: boolean;
  /** Whether the child's last subject reference was "they" (plural verbs). */
  lastSubjectPlural: boolean;
  /** The next text's leading comma goes: it closed an appositive that was left out. */
  dropComma?: boolean;
  /** Where in `out` each person was referred to, and the pronouns they take ("?" for a name written into the material). */
  refs: Array<{ at: number; who: "child" | "grownUp" | "someone"; pronouns: string; word?: boolean; id?: "helper" | "other"; said?: boolean }>;
}

function atSentenceStart(p: Pass): boolean {
  const t = p.out.replace(/\s+$/, "");
  if (!t) return true;
  if (/(^|\s)["“]$/.test(t)) {
    const before = t.slice(0, -1).trimEnd();
    return !before || ENDS_SENTENCE.test(before);
  }
  return ENDS_SENTENCE.test(t);
}

/** Sentences in the story before the one being written, counted as the report card counts them (sentences.ts). */
function sentencesBefore(p: Pass): number {
  return p.state.sentences + completeSentences(p.out);
}

/** The k-th sentence to start with the name must be at least sentence 6k (the first is free). */
function mayStartWithName(p: Pass): boolean {
  const before = sentencesBefore(p);
  return p.state.nameStarts === 0 || before + 1 >= 6 * (p.state.nameStarts + 1);
}

function childReferred(p: Pass): void {
  p.refs.push({ at: p.out.length, who: "child", pronouns: p.cast.child.pronouns });
  p.firstChildRef = false;
  p.otherSinceChild = false;
  p.siblingSinceChild = false;
}

/** Where the sentence before the current one starts in `out` (0 when there is none). */
function lastSentenceStart(out: string): number {
  const ends = [...out.matchAll(END_AND_SPACE)].map((m) => m.index + m[0].length);
  const current = ends.length && ends[ends.length - 1] >= out.trimEnd().length ? ends.length - 1 : ends.length;
  return current >= 2 ? ends[current - 2] : 0;
}

/** Someone other than the child was referred to in this sentence or the one before (a "they" child's name then). */
function otherInLastSentences(p: Pass): boolean {
  const ends = sentenceEnds(p.out);
  const from = Math.min(lastSentenceStart(p.out), ends.length >= 2 ? ends[ends.length - 2] : 0);
  if (p.refs.some((r) => r.at >= from && r.who !== "child")) return true;
  // Or earlier in the paragraph, when the child wasn't in the sentence before ("Mateo sat next to Alex…
  // It was gold. They grabbed it first.").
  return p.refs.some((r) => r.who !== "child") && !p.refs.some((r) => r.at >= from && r.who === "child");
}

/** The last one referred to was the grown-up, with the child's pronoun (not "they"), and they just spoke. */
function sameAsLastSpeaker(p: Pass): boolean {
  const last = p.refs[p.refs.length - 1];
  const pronouns = p.cast.child.pronouns;
  if (!last || last.who !== "grownUp" || last.pronouns !== pronouns || pronouns === "they") return false;
  const since = p.out.slice(last.at);
  // Their words in the sentence before (…," said Auntie Jo, grabbing the bag.) or just now.
  return /["\u201D]/.test(p.out.slice(Math.max(0, last.at - 200))) && countSentenceEnds(since) <= 1;
}

/**
 * The last sentence that refers to anyone is about someone else who takes the child's pronoun, and this
 * one has named nobody yet: "Gran walked down to the water with Mia. But when the first wave came, she
 * yanked free" reads as Gran; "Biscuit lay by his bowl. He jumped up" as the dog; "'Hello, Mia,' said
 * Auntie Bea. 'Your ears were somewhere else.' She nodded" as Auntie Bea. The first one referred to in
 * that sentence is its subject; a name written into the material counts (its pronoun unknown).
 */
function otherSubjectBefore(p: Pass): boolean {
  const pronouns = p.cast.child.pronouns;
  if (pronouns === "they") return false;
  const out = p.out.trimEnd();
  const ends = [...out.matchAll(SENTENCE_END)].map((m) => m.index + m[0].length);
  const current = ends.length ? ends[ends.length - 1] : 0;
  // (A name written into the material is placed at its sentence's end, on the space after it.)
  if (p.refs.some((r) => r.at > current)) return false;
  const last = p.refs
    .filter((r) => r.at <= current)
    .sort((a, b) => a.at - b.at)
    .pop();
  if (!last) return false;
  const from = Math.max(-1, ...ends.filter((e) => e < last.at));
  const first = p.refs.filter((r) => r.at > from && r.at <= current).sort((a, b) => a.at - b.at)[0];
  return first.who !== "child" && (first.pronouns === pronouns || first.pronouns === "?");
}

/**
 * People the material's own words refer to, outside quotation marks (issue 25): a gendered noun ("Nora's
 * dad", "a bigger boy", "the lady"), a pronoun written into the material (always someone other than the
 * child, whose pronouns are tokens: "Kai's mom tried to finish her sentence"), and a group ("the other
 * kids", "everyone"), which a "they" child can be read as part of.
 */
const GENDERED_NOUN =
  /\b(?:(dad|daddy|father|grandpa|grandad|uncle|man|boy|brother|gentleman|king|prince|he|him|his|himself)|(mom|mommy|mum|mummy|mother|grandma|granny|aunt|auntie|woman|lady|girl|sister|queen|princess|she|her|hers|herself))\b/gi;
const GROUP = /\b(kids|children|everyone|everybody|friends|twins|people|grown-ups|parents|both of them|the others|the two of them|the boys|the girls)\b/gi;

function wordRefs(p: Pass, part: string): void {
  // Whether the part starts inside a quotation (the text so far has an odd number of straight quotes, or an open curly one).
  const straight = (p.out.match(/"/g) ?? []).length % 2 === 1;
  const curly = p.out.lastIndexOf("\u201C") > p.out.lastIndexOf("\u201D");
  let open = straight || curly;
  let last = 0;
  const outside: Array<[number, string]> = [];
  for (let i = 0; i <= part.length; i++) {
    const c = part[i];
    if (i === part.length || c === '"' || c === "\u201C" || c === "\u201D") {
      if (!open) outside.push([last, part.slice(last, i)]);
      if (i < part.length) open = c === "\u201C" ? true : c === "\u201D" ? false : !open;
      last = i + 1;
    }
  }
  for (const [offset, text] of outside) {
    for (const m of text.matchAll(GENDERED_NOUN))
      p.refs.push({ at: p.out.length + offset + m.index, who: "someone", pronouns: m[1] ? "he" : "she", word: true });
    for (const m of text.matchAll(GROUP)) p.refs.push({ at: p.out.length + offset + m.index, who: "someone", pronouns: "they", word: true });
  }
  if (p.refs.some((r) => r.word)) p.refs.sort((a, b) => a.at - b.at);
}

/** Whether `at` in `out` is inside a quotation. */
function insideQuote(out: string, at: number): boolean {
  const before = out.slice(0, at);
  return (before.match(/"/g) ?? []).length % 2 === 1 || before.lastIndexOf("\u201C") > before.lastIndexOf("\u201D");
}

/**
 * Where each sentence of `out` ends (after its mark and closing quote); a full stop inside someone's words
 * ends no sentence of the story ('Mom said, "Big breath. Well done, Alex."' is one).
 */
function sentenceEnds(out: string): number[] {
  const text = out.trimEnd();
  return [...text.matchAll(SENTENCE_END)].map((m) => m.index + m[0].length).filter((at) => !insideQuote(text, at));
}

/**
 * Someone else who takes the child's pronoun is in the nearest sentence before this one that has anyone
 * the pronoun could mean (issue 25): "Nora's dad waited politely in the doorway. Nora didn't know whether
 * to laugh. He burst into tears" reads as the dad; "A bigger boy took the ball. Grab! His hands went
 * tight" as the boy's; "Sam and Papa went to the beach. Swish, swish went the waves. He had a bucket" as
 * either. A name written into the material counts when it is the first one its sentence refers to.
 */
function samePronounBefore(p: Pass): boolean {
  const pronouns = p.cast.child.pronouns;
  if (pronouns === "they") return false;
  const ends = sentenceEnds(p.out);
  const current = ends.length ? ends[ends.length - 1] : 0;
  // This sentence so far: someone in it already (the pronoun goes with the sentence), or only a word like
  // "the lady" ("When the lady smiled, she…" reads as the lady).
  const now = p.refs.filter((r) => r.at > current && !insideQuote(p.out, r.at));
  if (now.some((r) => !r.word)) return false;
  if (now.some((r) => r.pronouns === pronouns)) return true;
  for (let k = ends.length - 1; k >= 0; k--) {
    const from = k > 0 ? ends[k - 1] : -1;
    // (Someone named inside a quotation is no one a pronoun after it can mean.)
    const inSentence = p.refs.filter((r) => r.at > from && r.at <= ends[k] && !insideQuote(p.out, r.at));
    const firstAt = Math.min(...inSentence.map((r) => r.at));
    const could = inSentence.filter((r) => r.who === "child" || r.pronouns === pronouns || (r.pronouns === "?" && r.at === firstAt));
    if (!could.length) continue;
    if (!could.some((r) => r.who !== "child")) return false;
    // The child the subject that sentence starts from, and the other only its object ("Mia did not hear
    // Mom. She was busy with the ball"; "He knew Milo wanted to sleep. He just couldn't stop"): the
    // pronoun goes on with the child, as a reader takes it. Not two subjects ("Sam and Papa went to the
    // beach"), nor another clause's ("Sam grabbed a cookie, and Dad put it back").
    const first = could[0];
    const sentence = p.out.slice(from + 1, ends[k]);
    const at = (r: (typeof could)[number]) => r.at - (from + 1);
    const childSubject =
      first.who === "child" &&
      new RegExp(`^(${escapeRe(p.cast.child.name)}|${SUBJECT[pronouns]})(?![\\p{L}'])(?!\\s*(,|and\\b|or\\b))`, "iu").test(sentence.slice(at(first)));
    const otherInClause = could.some(
      (r) =>
        r.who !== "child" &&
        (r.pronouns === "?" ||
          /([,;:]|\b(and|but|then|when|while|so|because|as|after|before|until|till|if|who|that))\s+((a|an|the|[\p{L}]+'s)\s+)?([\p{L}-]+\s+)?$/iu.test(
            `${sentence
              .slice(0, at(r))
              .replace(/["\u201C\u201D]/g, "")
              .trimEnd()} `,
          )),
    );
    return !(childSubject && !otherInClause);
  }
  return false;
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Verbs after "Then" that tell of a state, not a next act ("Then Theo knew" reads wrongly). */
const STATE_VERBS =
  /^(wanted|liked|loved|wished|hoped|needed|seemed|knew|felt|had|was|were|is|are|thought|remembered|realized|realised|decided|noticed|supposed|guessed)\b/;

/** The word a sentence can open with before the child's name: "But" for what they didn't do or were, "Then" for their next act. */
function leadInForName(following: string): string | undefined {
  // "{C}, meanwhile, had a story": what the child had or was, beside what someone else was doing.
  if (/^, /.test(following)) return "But";
  if (!/^\s/.test(following)) return undefined;
  const next = following.trimStart().replace(/^\{(\w+)\}/, "$1");
  if (
    /^(did not|didn't|does not|doesn't|was not|wasn't|were not|weren't|could not|couldn't|would not|wouldn't|had not|hadn't|kept|just kept|just couldn't|still|went on|shook)\b/.test(
      next,
    )
  )
    return "But";
  // What the child had, knew or was, beside what someone else was doing: "Mom was laughing. But Mia had a story too."
  // "But" only where the sentence itself sets the child against the other ("too", "still", "either"); else "And":
  // "Cousin Sam was with them for the day. And Theo had a swim hat.", never "But Theo had a swim hat."
  // "And Mia also wanted…", "And Mia even wanted…".
  if (/^(also|even)\b/.test(next)) return "And";
  // An act told with a word before it: "Then Theo quietly slid the coat under the cushion."
  if (/^[a-z]+ly\s+([a-z]+ed|slid|took|put|ran|went|sat|stood|held|hid|threw|got|made|came|gave)\b/.test(next) && !/^(really|only|nearly|hardly)\b/.test(next))
    return "Then";
  if (STATE_VERBS.test(next)) return /\b(too|also|either|still|instead|anyway|though)\b/.test(next.split(/[.!?]/)[0]) ? "But" : "And";
  if (
    /^([a-z]+ed|tore|blew|built|rebuilt|chose|drew|wore|ate|won|did(?!,)|froze|held|ran|went|sat|sank|stood|took|gave|hid|threw|got|made|put|came|said|began|caught|dug|found|fell|spun|flung|stuck|swung|shot|let|saw|bit|broke|woke|dove|dived|slid|stamped|stomped|yelled|cried|tried|ducked|burst|hung|clung|leapt|leaped|flew|grabbed|stepped|wriggled|wiggled|heard|sang|waved|smiled|nodded|laughed|forgot|told|lay|knelt|whispered|asked)\b/.test(
      next,
    )
  )
    return "Then";
  return undefined;
}

/** The child was referred to earlier in the sentence being written ("They tore off the paper as fast as they could", not "as fast as Alex could"). */
function childEarlierInSentence(p: Pass): boolean {
  const ends = sentenceEnds(p.out);
  const current = ends.length ? ends[ends.length - 1] : 0;
  return p.refs.some((r) => r.who === "child" && r.at >= current);
}

/** Room for a sentence that must start with the name (the pronoun would be someone else), with a margin of one. */
function roomForMustName(p: Pass): boolean {
  const before = sentencesBefore(p);
  return before + 1 >= 6 * (p.state.nameStarts + 1) + 1;
}

/** The last two sentences both open with the child's name (outside quotation marks). */
function namedTwiceRunning(p: Pass): boolean {
  const ends = sentenceEnds(p.out);
  if (ends.length < 2) return false;
  const named = new RegExp(`^${escapeRe(p.cast.child.name)}(?![\\p{L}])`, "u");
  const opens = (from: number, to: number) => named.test(p.out.slice(from, to).trimStart());
  return opens(ends.length >= 3 ? ends[ends.length - 3] : 0, ends[ends.length - 2]) && opens(ends[ends.length - 2], ends[ends.length - 1]);
}

/** A dialogue tag after the subject: "They said, …", "They whispered the idea to Kai" (not "They said it together"). */
const THEY_SAY =
  /^\s+(said|asked|whispered|called|shouted|yelled|replied|answered|cried|added|admitted|announced|explained|murmured|sighed)\b(?![^.!?"\u201C]*\btogether\b)/;

/** Chooses the name or a pronoun for a child reference. */
function referToChild(p: Pass, pronoun: string, named: string, following = ""): string {
  const child = p.cast.child;
  const start = atSentenceStart(p);
  // "She and Moonbeam played" reads badly, and after `!"` a pronoun reads as the dialogue's tag
  // ("Ha!" she laughed): both take the name.
  if (pronoun === SUBJECT[child.pronouns] && (/^\s+and\b/.test(following) || /[!?]["”]\s*$/.test(p.out))) {
    if (start) p.state.nameStarts++;
    childReferred(p);
    return named;
  }
  // After a speech verb ("…," said Mia) a pronoun reads wrongly ("said she").
  if (pronoun === SUBJECT[child.pronouns] && SPEECH_TAG.test(p.out)) {
    childReferred(p);
    return named;
  }
  let useName = p.firstChildRef || p.otherSinceChild;
  // The name where a pronoun would be someone else (issue 25, R4): right after a grown-up with the
  // child's pronoun speaks ("…," said Auntie Jo. Mia didn't hear.); right after a sentence about someone
  // else with the child's pronoun ("Papa switched it off. Theo shouted", not "He shouted"); and a "they"
  // child's subject after a sentence that names someone else ("Mateo sat next to Alex. Alex grabbed it
  // first.", not "They grabbed it first.", which reads as both of them). At a sentence's start these come
  // with a smaller margin under the report card's name-starts check (roomForMustName); past it, the name
  // after a word that fits (leadInForName), or the pronoun.
  // A sentence that opens with the child's possessive ("His hands went tight" after "A bigger boy took the
  // ball") reads as someone else's the same way.
  const subject = pronoun === SUBJECT[child.pronouns] || (start && pronoun === POSSESSIVE[child.pronouns] && named.endsWith("'s"));
  // A "they" child's words tagged "They said, …" read as a crowd speaking, even after a sentence about the child
  // alone ("Alex painted at the kitchen table. They said, 'All done!'", R7): the name, as for a clash.
  const theySay = child.pronouns === "they" && start && pronoun === SUBJECT.they && THEY_SAY.test(following);
  // A "they" child opening a paragraph is named: "They had felt wiggly" after a paragraph with Mom in it reads as both (R14).
  const theyOpens = child.pronouns === "they" && start && p.firstChildRef;
  const clash =
    subject &&
    (theySay || theyOpens || sameAsLastSpeaker(p) || otherSubjectBefore(p) || samePronounBefore(p) || (child.pronouns === "they" && otherInLastSentences(p)));
  // Never the name to open a third sentence running ("Alex stopped. Alex looked at Mom. Alex said, …"): a word
  // before it ("Then Alex said") or, for "he" and "she", the pronoun.
  const run = start && namedTwiceRunning(p);
  const mustName = clash && !run && (!start || roomForMustName(p)) && !(!start && child.pronouns === "they" && childEarlierInSentence(p));
  // Past the budget, the name after a word that fits what the sentence says ("But Mia didn't hear.",
  // "Then Theo froze."), so the sentence doesn't start with it; else the pronoun stays.
  // (never "And Alex had felt…" to open a paragraph: the pronoun there, past the budget)
  const lead = clash && start && !mustName && !(theyOpens && !theySay) && !/(^|\s)["\u201C]$/.test(p.out) ? leadInForName(following) : undefined;
  if (lead) {
    childReferred(p);
    // Not "Then she picked it up. Then Mia went stiff, then backed away": "And Mia went stiff".
    // Nor "Then Theo giggled. Then a flower breath": "And Theo giggled" before a sentence that opens with "Then".
    const thenBefore =
      /(^|[.!?]["\u201D]?\s+)Then\b[^.!?]*[.!?]["\u201D]?\s*$/.test(p.out) ||
      /\bthen\b/.test(following.split(/[.!?]/)[0]) ||
      /^[^.!?]*[.!?]["\u201D]?\s+Then\b/.test(following);
    return `${capLeads(p.state, lead === "Then" && thenBefore ? "And" : lead, lead)} ${named}`;
  }
  if (useName && start && !mustName && !p.firstChildRef && !mayStartWithName(p)) useName = false;
  if (useName && start && !mustName && p.firstChildRef && !mayStartWithName(p) && sentencesBefore(p) > 0 && !p.state.otherAtEnd) useName = false;
  if (mustName) useName = true;
  if (run && (child.pronouns !== "they" || !clash)) useName = false;
  childReferred(p);
  if (useName && start) p.state.nameStarts++;
  return useName ? named : pronoun;
}

/** The child's tokens ({C} {C's} {Cobj} {name} {name's} {they} {them} {their} {theirs} {themself}); undefined for any other. */
function childToken(p: Pass, token: string, following: string): string | undefined {
  const child = p.cast.child;
  switch (token) {
    case "C": {
      const value = referToChild(p, SUBJECT[child.pronouns], child.name, following);
      p.lastSubjectPlural = child.pronouns === "they" && value === SUBJECT.they;
      return value;
    }
    case "C's":
      // Standing alone ("none of it was {C's}."), the pronoun is "theirs", not "their".
      return referToChild(p, (/^[.,!?;:]/.test(following) ? POSSESSIVE_PRONOUN : POSSESSIVE)[child.pronouns], possessive(child.name));
    case "Cobj":
      return referToChild(p, OBJECT[child.pronouns], child.name);
    case "name":
    case "name's":
      if (atSentenceStart(p)) p.state.nameStarts++;
      childReferred(p);
      if (token === "name") p.lastSubjectPlural = false;
      return token === "name" ? child.name : possessive(child.name);
    case "they":
      p.refs.push({ at: p.out.length, who: "child", pronouns: child.pronouns });
      p.lastSubjectPlural = child.pronouns === "they";
      p.firstChildRef = false;
      p.otherSinceChild = false;
      return SUBJECT[child.pronouns];
    case "them":
    case "their":
    case "theirs":
    case "themself":
      p.refs.push({ at: p.out.length, who: "child", pronouns: child.pronouns });
      return { them: OBJECT, their: POSSESSIVE, theirs: POSSESSIVE_PRONOUN, themself: REFLEXIVE }[token][child.pronouns];
    default:
      return undefined;
  }
}

/**
 * Issue 25, a name where a pronoun belongs: the sentence before opened with this same person (the first one
 * it refers to outside quotation marks, with nothing but a quotation before them: "Grandpa Joe sat down.",
 * '"Night-night," Mama said softly.') and this sentence opens with them again. "pronoun" when it can mean
 * nobody else: not the child's pronoun, and no one else with it (a name or "a girl" written into the
 * material) in that sentence; "he" or "she" only (a "they" beside the child reads as a crowd); never to open
 * a paragraph, after a shout ('"Yes!" she hugged…' reads as a tag), nor before "and" or a comma. "lead" when
 * the two sentences before both opened with them and the pronoun can't be used: a word before the name
 * ("Dad crouched down. Dad held out a hand, and Theo held on. Then Dad sat in a pretend boat.").
 */
function samePersonAgain(p: Pass, id: "grownUp" | "helper" | "other", pronouns: string, following: string): "pronoun" | "lead" | undefined {
  if (!atSentenceStart(p) || /[!?]["\u201D]\s*$/.test(p.out) || /(^|\s)["\u201C]$/.test(p.out.trimEnd())) return undefined;
  if (!/^\s+([a-z]|\{Harrive\})/.test(following) || /^\s+(and|or|nor)\b/.test(following)) return undefined;
  const ends = sentenceEnds(p.out);
  const same = (r: Pass["refs"][number]) => (id === "grownUp" ? r.who === "grownUp" : r.id === id);
  const name = id === "grownUp" ? p.cast.grownUp : id === "helper" ? p.cast.helper.name : (p.cast.other?.name ?? "");
  // Whether the k-th sentence back (1: the one before) opened with them; and whether it named anyone else their pronoun could mean.
  const opened = (k: number): { opened: boolean; clear: boolean } => {
    if (ends.length < k) return { opened: false, clear: false };
    // (A name written into the material is placed at its sentence's end, on the space after it.)
    const from = ends.length > k ? ends[ends.length - k - 1] : -1;
    const to = ends[ends.length - k];
    const refs = p.refs.filter((r) => r.at > from && r.at <= to && !insideQuote(p.out, r.at) && !r.said).sort((a, b) => a.at - b.at);
    const first = refs[0];
    if (!first || !same(first) || first.word) return { opened: false, clear: false };
    // Their possessive is no subject ("Rosie's dad waited in the doorway. She didn't know…" reads as the dad).
    const at = p.out.slice(first.at);
    if (at.startsWith(`${name}'s`) || /^(his|her|their)\b/i.test(at)) return { opened: false, clear: false };
    // Nothing but a quotation (and its comma) before them in that sentence, or they came in at its end ("Into this
    // long, slow wait came Grandpa Joe.").
    const lead = p.out.slice(Math.max(0, from), first.at);
    if (lead.replace(/"[^"]*"|\u201C[^\u201D]*\u201D/g, "").replace(/[\s,]/g, "") !== "" && !/\b(came|appeared|arrived)\s+$/.test(lead))
      return { opened: false, clear: false };
    return { opened: true, clear: !refs.some((r) => !same(r) && (r.pronouns === pronouns || r.pronouns === "?")) };
  };
  const last = opened(1);
  if (!last.opened) return undefined;
  // Beside a child who is also "she", "Mom went on… She pointed" reads as either of them.
  if (last.clear && (pronouns === "he" || pronouns === "she") && pronouns !== p.cast.child.pronouns) return "pronoun";
  return opened(2).opened ? "lead" : undefined;
}

/** The word before a name that opens a third sentence running: "Then Dad sat…", "But Cousin Sam did not…", "And Auntie Bea was…". */
function leadForRun(state: RenderState, following: string): string {
  const lead = leadInForName(following) ?? "And";
  return capLeads(state, lead, lead);
}

/**
 * At most one sentence a story opens "And NAME" (issue 25, R7: "And Mia was…" in most stories): after it, a
 * next act opens "At that," ("At that, Theo giggled"), and what someone had, was or felt beside what another
 * was doing "Meanwhile," or "By now," in turn.
 */
function capLeads(state: RenderState, word: string, lead: string): string {
  if (word !== "And") return word;
  if ((state.andLeads ?? 0) < 1) {
    state.andLeads = (state.andLeads ?? 0) + 1;
    return word;
  }
  if (lead === "Then") return "At that,";
  const turn = state.otherLeads ?? 0;
  state.otherLeads = turn + 1;
  return turn % 2 === 0 ? "Meanwhile," : "By now,";
}

/** Words before a person that make them an object ("told Mom", "with Dad"). */
const OBJECT_BEFORE = new Set(
  "to at with for from by of on in into onto about behind beside near around toward towards without than like after before past under over told tell gave give asked ask showed show hugged hug helped help thanked watched saw see let made make kissed reminded imagined pictured found called followed".split(
    " ",
  ),
);
/** A word after a person that makes them the subject ("wherever Dad was", "so Mom knows"). */
const VERB_AFTER =
  /^\s+((was|were|is|are|had|has|have|would|could|should|will|can|did|does|do)(n't)?|said|says|knew|knows|went|came|sat|stood|felt|thought|got|kept|told|gave|made|took|ran|saw|[a-z]+ed|[a-z]+[^s]s)(?![\p{L}'])/u;

/**
 * The grown-up, by name, or by pronoun when the sentence has named them already and nobody else it could
 * mean is named in it ("Later, Mom came back, exactly when she had promised"; "whispered in Mom's ear…
 * in her ear"); the name again when the pronoun would be unclear (another "he" in the sentence) or the
 * form is unclear (neither after "with", "told"… nor before a verb).
 */
function grownUpRef(p: Pass, token: "G" | "G's", following: string): string {
  const { cast } = p;
  const name = cast.grownUp;
  const named = token === "G" ? name : possessive(name);
  const g = cast.grownUpPronouns;
  const sentenceStart = Math.max(0, ...[...p.out.matchAll(END_AND_SPACE)].map((m) => m.index + m[0].length));
  const inSentence = p.refs.filter((r) => r.at >= sentenceStart);
  const first = inSentence.find((r) => r.who === "grownUp");
  // The sentence before opened with the grown-up: "She tucked…", not "Mama said softly. Mama tucked…" (issue 25).
  const again = samePersonAgain(p, "grownUp", g ?? "?", following);
  p.refs.push({ at: p.out.length, who: "grownUp", pronouns: g ?? "?" });
  if (again === "pronoun" && g) return (token === "G" ? SUBJECT : POSSESSIVE)[g];
  if (again === "lead" && token === "G") return `${leadForRun(p.state, following)} ${named}`;
  if (!g || !first) return named;
  const between = p.out.slice(first.at);
  // A quotation opened or closed in between: another voice.
  if ((between.match(/["“”]/g) ?? []).length % 2 === 1) return named;
  const clash = (r: Pass["refs"][number]) => r.who !== "grownUp" && (r.pronouns === g || r.pronouns === "?");
  if (inSentence.some((r) => r.at > first.at && clash(r))) return named;
  const forms = g === "she" ? { s: "she", o: "her", p: "her" } : { s: "he", o: "him", p: "his" };
  if (token === "G's") return forms.p;
  // Subject or object: only a pronoun that can't point at someone earlier in the sentence.
  if (inSentence.some(clash)) return named;
  const before = /([A-Za-z]+)\s*$/.exec(p.out)?.[1]?.toLowerCase() ?? "";
  if (OBJECT_BEFORE.has(before)) return forms.o;
  return VERB_AFTER.test(following) ? forms.s : named;
}

/** The grown-up's and the helper's tokens; undefined for any other. */
function grownUpOrHelperToken(p: Pass, token: string, following: string): string | undefined {
  const { cast, state } = p;
  const helper = cast.helper;
  // Someone else is named: the next reference to the child takes the name ({Hkind}, {ho}, {hp} don't count).
  if (/^(G|G's|H|H's|Hfull|Hintro|Harrive|hs)$/.test(token)) p.otherSinceChild = true;
  // The sentence before opened with the helper, met already: "He sat down", not "Grandpa Joe. Grandpa Joe sat down" (issue 25).
  const again = (token === "H" || token === "H's") && state.helperMet ? samePersonAgain(p, "helper", helper.pronouns, following) : undefined;
  if (/^(H|H's|Hfull|Hintro|hs|ho|hp)$/.test(token)) p.refs.push({ at: p.out.length, who: "someone", pronouns: helper.pronouns, id: "helper" });
  switch (token) {
    case "G":
    case "G's":
      return grownUpRef(p, token, following);
    case "H": {
      if (again === "pronoun") return SUBJECT[helper.pronouns];
      if (again === "lead") return `${leadForRun(state, following)} ${helper.name}`;
      // The first mention says who the helper is: "Tilly the tortoise", "Mia's best friend Priya".
      const value = state.helperMet ? helper.name : helper.first;
      state.helperMet = true;
      return value;
    }
    case "H's":
      return again === "pronoun" ? POSSESSIVE[helper.pronouns] : possessive(helper.name);
    case "Hfull":
      state.helperMet = true;
      return helper.full;
    case "Hintro":
      // Met already (in the story from its first scene): the name, and no appositive comma after it
      // ("Just then, Lila came over", never "Just then, Lila, came over").
      if (state.helperMet) {
        if (/^,\s/.test(following)) p.dropComma = true;
        return helper.name;
      }
      state.helperMet = true;
      return helper.intro;
    case "Hkind":
      return helper.kind;
    case "aHkind":
      return article(helper.kind);
    case "Harrive":
      return helper.arrive[Math.floor(p.rng() * helper.arrive.length)] ?? "came along";
    case "hs":
      return SUBJECT[helper.pronouns];
    case "ho":
      return OBJECT[helper.pronouns];
    case "hp":
      return POSSESSIVE[helper.pronouns];
    default:
      return undefined;
  }
}

/** The episode's other character's tokens ({O} {O's} {Orole} {os} {oo} {op}); undefined for any other. */
function otherToken(p: Pass, token: string, following: string): string | undefined {
  if (!/^(O|O's|Orole|os|oo|op)$/.test(token)) return undefined;
  const o = p.cast.other;
  if (!o) throw new Error(`Template uses {${token}} but the episode has no other character: ${p.template.slice(0, 60)}`);
  if (token !== "Orole") p.otherSinceChild = true;
  // The sentence before opened with them: "He hadn't been trying", not "Leo was four. Leo hadn't been trying" (issue 25).
  const again = token === "O" || token === "O's" ? samePersonAgain(p, "other", o.pronouns, following) : undefined;
  if (/^(O|O's|os)$/.test(token)) p.refs.push({ at: p.out.length, who: "someone", pronouns: o.pronouns, id: "other" });
  const values: Record<string, string> = {
    O: again === "pronoun" ? SUBJECT[o.pronouns] : again === "lead" ? `${leadForRun(p.state, following)} ${o.name}` : o.name,
    "O's": again === "pronoun" ? POSSESSIVE[o.pronouns] : possessive(o.name),
    Orole: o.role,
    os: SUBJECT[o.pronouns],
    oo: OBJECT[o.pronouns],
    op: POSSESSIVE[o.pronouns],
  };
  return values[token];
}

/** The siblings' tokens ({S1} {S2} {Sall} {Srel} {Swas}), always by name; undefined for any other. */
function siblingToken(p: Pass, token: string): string | undefined {
  if (!/^(S1|S2|Sall|Srel|Swas)$/.test(token)) return undefined;
  const sibs = p.cast.siblings ?? [];
  if (!sibs.length) throw new Error(`Template uses {${token}} but the story has no siblings: ${p.template.slice(0, 60)}`);
  if (token !== "Swas") {
    p.otherSinceChild = true;
    p.siblingSinceChild = true;
    for (const s of token === "S1" ? sibs.slice(0, 1) : token === "S2" ? [sibs[1] ?? sibs[0]] : sibs)
      p.refs.push({ at: p.out.length, who: "someone", pronouns: s.pronouns });
  }
  if (token === "S1") return sibs[0].name;
  if (token === "S2") return (sibs[1] ?? sibs[0]).name;
  if (token === "Sall") return joinAnd(sibs.map((s) => s.name));
  if (token === "Srel") return joinAnd(sibs.map((s) => `${s.relation} ${s.name}`));
  return sibs.length > 1 ? "were" : "was";
}

/** A verb agreeing with the child's last subject ({was} {s} …), else one of the story's values ({P} {strategy} …). */
function valueToken(p: Pass, token: string): string {
  if (token in AGREEMENT) return AGREEMENT[token][p.lastSubjectPlural ? 1 : 0];
  const v = p.cast.values[token];
  if (v === undefined) throw new Error(`Unknown template token {${token}} in: ${p.template.slice(0, 80)}`);
  return v;
}

/**
 * Renders one paragraph. `state` carries the name-start budget across the story.
 * Throws on an unknown token, so a typo in the material fails the tests instead of printing "{x}".
 */
export function renderParagraph(template: string, cast: RenderCast, rng: Rng, state: RenderState): string {
  checkTemplate(template);
  const parts = sourceOf(template, cast, rng).split(/(\{[^{}]+\})/);
  const p: Pass = {
    template,
    cast,
    rng,
    state,
    out: "",
    firstChildRef: true,
    otherSinceChild: false,
    siblingSinceChild: false,
    lastSubjectPlural: false,
    refs: [],
  };
  for (let index = 0; index < parts.length; index++) {
    const part = parts[index];
    const m = part.match(/^\{([^{}]+)\}$/);
    if (!m) {
      if (p.dropComma) {
        p.dropComma = false;
        p.out += inDialect(part.replace(/^,\s*/, " "), !!cast.british);
        continue;
      }
      // A named character written into the material ("Biscuit dropped his ball") is someone else
      // too: the next reference to the child takes the name, so "he" can't mean the dog.
      if (NAMED_SOMEONE.test(part.replace(SENTENCE_OPENERS, "$1"))) {
        p.otherSinceChild = true;
        // Who that is, sentence by sentence (a pronoun for the grown-up must not be able to mean them).
        let at = p.out.length;
        let open = insideQuote(p.out, p.out.length);
        for (const sentence of part.split(AFTER_END)) {
          // The sentence's words outside quotation marks: a capital only inside them ('"Busy Hands has a chant," Papa
          // went on') is a name someone says, no one a pronoun after it can mean (samePersonAgain reads it so).
          let outside = "";
          for (const c of sentence) {
            if (c === '"' || c === "\u201C" || c === "\u201D") open = c === "\u201C" ? true : c === "\u201D" ? false : !open;
            else outside += open ? " " : c;
          }
          if (NAMED_SOMEONE.test(sentence.replace(SENTENCE_OPENER, "$1")))
            p.refs.push({ at: at + sentence.length - 1, who: "someone", pronouns: "?", said: !NAMED_SOMEONE.test(outside.replace(/^(\s*)[A-Z]\w*/, "$1")) });
          at += sentence.length;
        }
      }
      wordRefs(p, part);
      p.out += inDialect(part, !!cast.british);
      continue;
    }
    const token = m[1];
    const following = parts[index + 1] ?? "";
    // The child's verb may be a token of its own ("{C} {was} busy"): the child's tokens see it.
    const child = childToken(p, token, following.trim() === "" ? following + (parts[index + 2] ?? "") : following);
    // The helper's and the grown-up's too ("{H} {Harrive}.").
    const ahead = following.trim() === "" ? following + (parts[index + 2] ?? "") : following;
    const value = child ?? grownUpOrHelperToken(p, token, ahead) ?? otherToken(p, token, ahead) ?? siblingToken(p, token) ?? valueToken(p, token);
    // The helper's words and the story's values are the material's too, in the story's dialect; a like is the parent's own words.
    p.out += child !== undefined || token === "like" ? value : inDialect(value, !!cast.british);
  }
  const text = capitalizeSentences(
    p.out
      .replace(/[ \t]+/g, " ")
      .replace(/ ([,.!?])/g, "$1")
      .trim(),
  );
  // Counted as the report card counts them (sentences.ts), so the name budget is what it measures.
  state.sentences += countSentences(text);
  state.otherAtEnd = p.siblingSinceChild;
  return text;
}
