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

export interface PersonRef {
  name: string;
  pronouns: Pronouns;
}

export interface RenderCast {
  child: PersonRef;
  grownUp: string;
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
    if (!open && /\s/.test(c) && /[.!?]["\u201D]?$/.test(template.slice(start, i)) && !/\.\.$/.test(template.slice(start, i).replace(/["\u201D]$/, ""))) {
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
  return template.replace(/\{([^{}]+)\}/g, (_m, t: string) => {
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

const SPEECH_TAG = /\b(said|asked|whispered|called|shouted|replied|added|laughed|cried|answered|giggled|sighed|admitted|announced|explained|yelled|murmured|agreed)\s+$/;

/** A capitalized word inside a sentence (not its first word): a name, like "Biscuit" or "Doctor Lin". */
const NAMED_SOMEONE = /(?<![.!?]["”]?\s|^)\b(?!I\b|I'|OK\b|TV\b)[A-Z][a-z]+/;

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
}

export function createRenderState(): RenderState {
  return { sentences: 0, nameStarts: 0, helperMet: false };
}

const SENTENCE_END = /(?<!\.)[.!?]["”]?(?=\s|$)/g;

export function countSentenceEnds(text: string): number {
  return (text.match(SENTENCE_END) ?? []).length;
}

function possessive(name: string): string {
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

/** Words a subject can follow at a clause's end: inversion ("Off went {C}.", "So did {C}.") and "and". */
const SUBJECT_AFTER = new Set("went came did does goes comes ran hopped buzzed zoomed and or was were is".split(" "));

const SPEECH_VERBS = new Set(
  "said says asked asks whispered called shouted yelled replied added laughed cried answered giggled sighed admitted announced explained murmured agreed begged wailed squeaked grumbled muttered chirped hooted gasped cheered sang sobbed groaned puffed huffed roared insisted suggested offered tried".split(" "),
);

/**
 * Renders one paragraph. `state` carries the name-start budget across the story.
 * Throws on an unknown token, so a typo in the material fails the tests instead of printing "{x}".
 */
/**
 * The sentence, if any, where the grown-up's own possessive follows the grown-up ("{G} smiled and shook
 * {G's} head" prints "Mom smiled and shook Mom's head"). The renderer has no pronoun for the grown-up (the
 * parent gives a name, not a gender), so the material must be written not to need one.
 */
export function grownUpOwnPossessive(template: string): string | undefined {
  return template.split(/(?<=[.!?]["”]?)\s+/).find((s) => /\{G\}[^]*\{G's\}/.test(s));
}

export function renderParagraph(template: string, cast: RenderCast, rng: Rng, state: RenderState): string {
  const ownPossessive = grownUpOwnPossessive(template);
  if (ownPossessive) throw new Error(`{G} … {G's} in one sentence prints "Mom … Mom's": rewrite it: ${ownPossessive.slice(0, 80)}`);
  if (/\{(C|name|G|H|O)\}'s/.test(template)) throw new Error(`Write {C's}, {G's}, {H's} — not {C}'s: ${template.slice(0, 80)}`);
  const objectSlot = /\b(to|at|with|for|from|stop|stopped|help|helped|hug|hugged|tell|told|let|made|make|gave|give|saw|see|watch|watched|behind|beside|near|about|lifted|picked|tucked|kissed|thanked|showed|reminded)\s+\{C\}/.exec(template);
  if (objectSlot) throw new Error(`Write {Cobj} after "${objectSlot[1]}" (an object, not a subject): ${template.slice(0, 80)}`);
  // A subject token ending a clause after a verb or preposition ("it filled up {C}, and…") reads "filled
  // up he": only a dialogue tag ("…," said {C}.) puts the subject there.
  const trailing = /(?<![\p{L}'])([a-z][a-z']*) \{C\}(?=[.,!?;:])/u.exec(template);
  if (trailing && !SPEECH_VERBS.has(trailing[1]) && !SUBJECT_AFTER.has(trailing[1])) throw new Error(`Write {Cobj} after "${trailing[1]}" ({C} is a subject): ${template.slice(0, 80)}`);
  const bare = /\{(C|they)\} (was|is|has|does|doesn't|isn't|wasn't|hasn't)\b/.exec(template);
  if (bare) throw new Error(`Write {C} {${bare[2]}} so the verb agrees with "they": ${template.slice(0, 80)}`);
  let source = expandChoices(template, rng);
  if (cast.avoid) {
    const avoid = cast.avoid;
    const units = splitUnits(source);
    const kept = units.filter((u) => !avoid(previewTemplate(u, cast)));
    if (kept.length !== units.length) source = kept.join(" ");
  }
  const parts = source.split(/(\{[^{}]+\})/);
  const child = cast.child;
  const plural = child.pronouns === "they";
  let out = "";
  let firstChildRef = true;
  let otherSinceChild = false;
  /** A sibling named after the child's last reference (a family line): "he" next could mean the brother. */
  let siblingSinceChild = false;
  /** Whether the child's last subject reference was "they" (plural verbs). */
  let lastSubjectPlural = false;

  const atSentenceStart = () => {
    const t = out.replace(/\s+$/, "");
    if (!t) return true;
    if (/(^|\s)["“]$/.test(t)) {
      const before = t.slice(0, -1).trimEnd();
      return !before || /(?<!\.)[.!?]["”]?$/.test(before);
    }
    return /(?<!\.)[.!?]["”]?$/.test(t);
  };
  const mayStartWithName = () => {
    const before = state.sentences + countSentenceEnds(out);
    // The k-th sentence to start with the name must be at least sentence 6k (the first is free).
    return state.nameStarts === 0 || before + 1 >= 6 * (state.nameStarts + 1);
  };
  /** Chooses the name or a pronoun for a child reference. */
  const refer = (pronoun: string, named: string, following = ""): string => {
    const start = atSentenceStart();
    // "She and Moonbeam played" reads badly, and after `!"` a pronoun reads as the dialogue's tag
    // ("Ha!" she laughed): both take the name.
    if (pronoun === SUBJECT[child.pronouns] && (/^\s+and\b/.test(following) || /[!?]["”]\s*$/.test(out))) {
      if (start) state.nameStarts++;
      firstChildRef = false;
      otherSinceChild = false;
      siblingSinceChild = false;
      return named;
    }
    // After a speech verb ("…," said Mia) a pronoun reads wrongly ("said she").
    if (pronoun === SUBJECT[child.pronouns] && SPEECH_TAG.test(out)) {
      firstChildRef = false;
      otherSinceChild = false;
      siblingSinceChild = false;
      return named;
    }
    let useName = firstChildRef || otherSinceChild;
    if (useName && start && !mayStartWithName() && !firstChildRef) useName = false;
    if (useName && start && firstChildRef && !mayStartWithName() && state.sentences + countSentenceEnds(out) > 0 && !state.otherAtEnd) useName = false;
    firstChildRef = false;
    otherSinceChild = false;
    siblingSinceChild = false;
    if (useName && start) state.nameStarts++;
    return useName ? named : pronoun;
  };
  const other = () => {
    otherSinceChild = true;
  };

  for (let index = 0; index < parts.length; index++) {
    const part = parts[index];
    const m = part.match(/^\{([^{}]+)\}$/);
    if (!m) {
      // A named character written into the material ("Biscuit dropped his ball") is someone else
      // too: the next reference to the child takes the name, so "he" can't mean the dog.
      if (NAMED_SOMEONE.test(part.replace(/(^|[.!?]["”]?\s+)["“]?[A-Z]\w*/g, "$1"))) otherSinceChild = true;
      out += part;
      continue;
    }
    const token = m[1];
    let value: string;
    switch (token) {
      case "C": {
        value = refer(SUBJECT[child.pronouns], child.name, parts[index + 1] ?? "");
        lastSubjectPlural = plural && value !== child.name;
        break;
      }
      case "C's":
        value = refer(POSSESSIVE[child.pronouns], possessive(child.name));
        break;
      case "Cobj":
        value = refer(OBJECT[child.pronouns], child.name);
        break;
      case "name":
      case "name's":
        if (atSentenceStart()) state.nameStarts++;
        firstChildRef = false;
        otherSinceChild = false;
        siblingSinceChild = false;
        value = token === "name" ? child.name : possessive(child.name);
        if (token === "name") lastSubjectPlural = false;
        break;
      case "they":
        value = SUBJECT[child.pronouns];
        lastSubjectPlural = plural;
        firstChildRef = false;
        otherSinceChild = false;
        break;
      case "them":
        value = OBJECT[child.pronouns];
        break;
      case "their":
        value = POSSESSIVE[child.pronouns];
        break;
      case "theirs":
        value = POSSESSIVE_PRONOUN[child.pronouns];
        break;
      case "themself":
        value = REFLEXIVE[child.pronouns];
        break;
      case "G":
        other();
        value = cast.grownUp;
        break;
      case "G's":
        other();
        value = possessive(cast.grownUp);
        break;
      case "H":
        other();
        // The first mention says who the helper is: "Tilly the tortoise", "Mia's best friend Priya".
        value = state.helperMet ? cast.helper.name : cast.helper.first;
        state.helperMet = true;
        break;
      case "H's":
        other();
        value = possessive(cast.helper.name);
        break;
      case "Hfull":
        other();
        value = cast.helper.full;
        state.helperMet = true;
        break;
      case "Hintro":
        other();
        value = cast.helper.intro;
        state.helperMet = true;
        break;
      case "Hkind":
        value = cast.helper.kind;
        break;
      case "aHkind":
        value = article(cast.helper.kind);
        break;
      case "Harrive":
        other();
        value = cast.helper.arrive[Math.floor(rng() * cast.helper.arrive.length)] ?? "came along";
        break;
      case "hs":
        other();
        value = SUBJECT[cast.helper.pronouns];
        break;
      case "ho":
        value = OBJECT[cast.helper.pronouns];
        break;
      case "hp":
        value = POSSESSIVE[cast.helper.pronouns];
        break;
      case "O":
      case "O's":
      case "Orole":
      case "os":
      case "oo":
      case "op": {
        const o = cast.other;
        if (!o) throw new Error(`Template uses {${token}} but the episode has no other character: ${template.slice(0, 60)}`);
        if (token !== "Orole") other();
        value =
          token === "O"
            ? o.name
            : token === "O's"
              ? possessive(o.name)
              : token === "Orole"
                ? o.role
                : token === "os"
                  ? SUBJECT[o.pronouns]
                  : token === "oo"
                    ? OBJECT[o.pronouns]
                    : POSSESSIVE[o.pronouns];
        break;
      }
      case "S1":
      case "S2":
      case "Sall":
      case "Srel":
      case "Swas": {
        const sibs = cast.siblings ?? [];
        if (!sibs.length) throw new Error(`Template uses {${token}} but the story has no siblings: ${template.slice(0, 60)}`);
        if (token !== "Swas") {
          other();
          siblingSinceChild = true;
        }
        value =
          token === "S1"
            ? sibs[0].name
            : token === "S2"
              ? (sibs[1] ?? sibs[0]).name
              : token === "Sall"
                ? joinAnd(sibs.map((s) => s.name))
                : token === "Srel"
                  ? joinAnd(sibs.map((s) => `${s.relation} ${s.name}`))
                  : sibs.length > 1
                    ? "were"
                    : "was";
        break;
      }
      default: {
        if (token in AGREEMENT) {
          value = AGREEMENT[token][lastSubjectPlural ? 1 : 0];
          break;
        }
        const v = cast.values[token];
        if (v === undefined) throw new Error(`Unknown template token {${token}} in: ${template.slice(0, 80)}`);
        value = v;
      }
    }
    out += value;
  }
  const text = capitalizeSentences(out.replace(/[ \t]+/g, " ").replace(/ ([,.!?])/g, "$1").trim());
  state.sentences += countSentenceEnds(text);
  state.otherAtEnd = siblingSinceChild;
  return text;
}
