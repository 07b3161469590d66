/**
 * The second part of a two-part message (issue 22, H36): besides what the child does, parents tell
 * what else happened and what came of it ("…and yesterday pushed him off the sofa and baby bumped his
 * head"), and how the child was afterwards ("also wont say sorry after, just laughs"; "then crys and
 * sulks when someone else gets picked"). The reader used to drop these: the first doing was the story,
 * the rest was lost or read as a moment of its own. Read here, on the normalized text (understand.ts's
 * `normalize`, the child's name already "kid"), into `AlsoTold` for the frames' slots (index.ts).
 */
import { clauseToPast, pastes, readAction, toBase, toPast } from "./action";
import type { AlsoTold } from "./understand";

/** The past of a verb a parent uses for a hurt or a reaction ("pushes" → "pushed"); a past stays. */
const past = (verb: string): string => (/ed$/.test(verb) ? verb : toPast(toBase(verb)));

/** A time word that opens a part ("yesterday", "last week", "also", "then"): the doing follows. */
const LEAD =
  /^(?:(?:and|but|so|also|plus|then|just|and then|and also|yesterday|today|last (?:week|night|time|month)|the other day|one time|once|this morning|earlier|afterwards|after that),?\s+)+/;

/** The hurting verbs, any tense: pushed, shoves, hit, kicked, bit, knocked, threw. */
const HURT_VERB =
  /^(?:(?:he|she|they|kid) )?(push(?:es|ed)?|shov(?:e|es|ed)|hit|hits|kick(?:s|ed)?|bit|bites?|knock(?:s|ed)?|thr(?:ew|ows?)|smack(?:s|ed)?|slap(?:s|ped)?|scratch(?:es|ed)?|punch(?:es|ed)?|pinch(?:es|ed)?|shook|shakes?|pull(?:s|ed)?)\b/;

/** The person, as the parent names them in a later part: him, her, the baby, his little brother. */
const PERSON_WORDS =
  /^(?:him|her|them|(?:the |his |her |their |my |our )?(?:(?:little|baby|big|older|younger|twin) )?(?:baby|brother|sister|sibling|cousin|friend|twin|kids?|children|boy|girl))\b/;

/** What came of it for the person: bumped his head, cut her lip, fell off, got hurt, bled, cried. */
const HURT_RESULT =
  /^(?:the |his |her |their |my |our )?(?:(?:little|baby|big|older|younger) )?(?:baby|brother|sister|sibling|cousin|friend|twin|he|she|they)\b (?:(?:got|was|has|had) )?(bump(?:s|ed)?|bang(?:s|ed)?|cut|cuts|split|splits|bled|bleeds?|hurt|hurts|fell|falls?|broke|breaks?|bruis(?:ed|es)|needed|cried|cries|screamed|screams|smacked|hit|knocked)\b(.*)$/;

/** The reaction afterwards, with an optional when ("cries and sulks when someone else gets picked", "just laughs"). */
const AFTER =
  /^(?:(?:he|she|they|kid) )?(?:(?:just|only|always|then|usually|often|kind of|sort of) )*((?:laugh|giggl|smirk|sulk|pout|cr(?=y|ie))(?![a-z]*ing\b)[a-z]*(?:(?: and| then|,) (?:laugh|giggl|smirk|sulk|pout|cr(?=y|ie))(?![a-z]*ing\b)[a-z]*)*(?: about it| at (?:him|her|them|me|us|it))?)(?: ((?:when|whenever|if|after|because|every time) .+))?$/;

/** The parent says the child won't say sorry. */
const NO_SORRY =
  /\b(?:won'?t|wont|doesn'?t|does not|never|refuses? to|will not|didn'?t|did not|can'?t get (?:him|her|them) to|without) (?:ever )?(?:say(?:ing|s)?|apologi[sz]e\w*)(?: sorry)?\b|\bno sorry\b|\bnot sorry\b/;

/** Parts of the message, in the parent's order: sentences, then commas, "and", "then", "also". */
function partsOf(body: string): string[] {
  return body
    .split(
      /(?<=[.!?;])\s+|,\s+|\s+(?:and )?then\s+|\s+also\s+|\s+and\s+(?=(?:yesterday|last|the other day|once|one time|today|this morning|(?:the |his |her |their |my )?(?:(?:little|baby|big|older|younger) )?(?:baby|brother|sister|he|she|kid)\b))|\s+(?:and\s+)?(?:just\s+)?(?=(?:laughs|laughed|giggles|giggled|smirks|smirked)\b)/,
    )
    .map((p) => p.replace(/[.!?;]+$/, "").trim())
    .filter(Boolean);
}

/**
 * What the parent told besides the first doing, or undefined when they told nothing more.
 * `child` is the child's pronoun in the parent's words ("he" when they wrote "he keeps hitting…").
 */
export function alsoIn(body: string, child?: "he" | "she"): AlsoTold | undefined {
  const parts = partsOf(body);
  if (parts.length < 2) return undefined;
  const out: AlsoTold = {};
  // Where and when the message starts ("in my class at circle time") is no doing: the first doing is the first part with one.
  const at = Math.max(
    0,
    parts.findIndex((p) => !/^(?:in|at|during|on|every|each|when|whenever)\b/.test(p) || /\b(?:he|she|they|kid)\b/.test(p)),
  );
  const [first, ...rest] = parts.slice(at);
  // A first doing that is itself the tears or the laughing: nothing after it is "how the child was afterwards".
  const firstIsReaction = /\b(?:cr(?:y|ies|ys|ying)|sulk\w*|laugh\w*|giggl\w*)\b/.test(first);
  const firstVerb = first.match(/\b(hit|hits|hitting|push\w*|kick\w*|bit|bites?|biting|shov\w*|scratch\w*|pinch\w*|punch\w*|slap\w*|smack\w*)\b/)?.[1];
  for (const raw of rest) {
    const p = raw.replace(LEAD, "").replace(/^(?:he|she|they|kid) (?:also |then |just )?/, (m) => m.replace(/ (?:also|then|just) $/, " "));
    if (!p) continue;
    if (NO_SORRY.test(raw)) {
      out.noSorry = true;
      continue;
    }
    // A second hurting doing: "pushed him off the sofa", "threw a block at her".
    const hurt = HURT_VERB.exec(p);
    if (hurt && !out.didPast) {
      const after = p.slice(hurt[0].length).trim();
      const who = PERSON_WORDS.exec(after);
      const sameAsFirst = firstVerb && toBase(firstVerb.replace(/ing$/, "")) === toBase(hurt[1]) && !/\b(off|into|onto|down|over|against|across)\b/.test(after);
      if (who && !sameAsFirst) {
        const tail = after
          .slice(who[0].length)
          .trim()
          .replace(/\b(?:when|whenever|because)\b.*$/, "")
          .trim();
        const said = clauseToPast(tail, child).replace(/\{C's\}/g, "the");
        out.didPast = `${past(hurt[1])} {person}${said ? ` ${said}` : ""}`.trim();
        continue;
      }
    }
    // What came of it for the person ("baby bumped his head", "she cut her lip"): never the child's own doing.
    const result = HURT_RESULT.exec(p);
    const subject = p.split(" ")[0];
    if (result && !out.hurtPast && subject !== child && !(subject === "they" && !child)) {
      const verb = result[1];
      const tail = result[2]
        .trim()
        // (nor the parent's aside after it: "…on the rug shes ok but he does it every time"; R9)
        .replace(
          /\b(?:when|whenever|because|and then|then|but|so|though|although|luckily|thankfully)\b.*$|\b(?:she|he|they)(?:'s|s| is| was| are)? (?:ok|okay|fine|alright|all right)\b.*$/,
          "",
        )
        .trim();
      // (the parent's "last night", "yesterday": the story's moment is now, so the time words go; R11 "cried at bedtime last night")
      const untimed = tail.replace(/\s*\b(?:last night|yesterday|today|this morning|the other day|again)$/, "").trim();
      const whole = `${/^(?:got|was)$/.test(p.split(" ")[1] ?? "") ? `${p.split(" ")[1]} ` : ""}${past(verb)}${untimed ? ` ${untimed}` : ""}`;
      // Never six of the parent's words in a row: "bumped her head on the rug" is told "bumped her head" (R9).
      const told = pastes(whole, ` ${body} `, 6) ? whole.replace(/ (?:on|onto|against|into|in|at|off) (?:the|a|his|her|their|my) [a-z]+$/, "") : whole;
      // "cried" on its own is the person's tears, not a hurt to check: kept only with the hurt verb words.
      if (!/^(?:cried|screamed)$/.test(told)) {
        out.hurtPast = told;
        continue;
      }
    }
    // How the child was afterwards: laughed, cried and sulked (when someone else got picked).
    const after = AFTER.exec(p);
    if (after && !firstIsReaction && !out.afterPast && (p.startsWith("kid ") || p.startsWith(`${child ?? "\u0000"} `) || !/^(?:he|she|they)\b/.test(p))) {
      const words = after[1]
        .replace(/\bcrys\b/g, "cries")
        .split(/(\s+and\s+|\s+then\s+|,\s*)/)
        .map((w) => (/^[a-z]+$/.test(w) ? past(w) : w))
        .join("");
      out.afterPast = words.replace(/,\s*/g, " and ");
      // The when told as the reader tells a when (the parent's "were late" is "they were late"), else in the past as it is.
      const present = p
        .replace(/^(?:he|she|they|kid) /, "")
        .replace(/^(\w+?)ied\b/, "$1ies")
        .replace(/^(laugh|giggl|smirk|sulk|pout)e?d\b/, (_m, v: string) => (v === "giggl" ? "giggles" : `${v}s`));
      // (Read alone, a "he" in the when would be taken for the child: then the parent's words as they are.)
      const read = readAction(present)?.whenPast;
      const told = read && !/\{they\}/.test(read) ? read : undefined;
      if (after[2]) out.afterWhen = (told ?? clauseToPast(after[2], child)).replace(/\{C's\}/g, child === "he" ? "his" : child === "she" ? "her" : "their");
    }
  }
  if (!out.didPast && !out.hurtPast && !out.afterPast && !out.noSorry) return undefined;
  return out;
}

/**
 * The second part, said back to the parent after what the child does ("Here's what we understood"), so a
 * misreading shows before anything is spent: "Theo pushed the baby off the sofa, and the baby bumped his
 * head. Afterwards, Theo laughed and didn't say sorry." `person` is the person in plain words ("the baby",
 * "his sister"); "" when the parent told nothing more.
 */
export function alsoSaid(also: AlsoTold | undefined, name: string, person = "them"): string {
  if (!also) return "";
  const who = name.trim() || "Your child";
  const them = (t: string) => t.replace(/\{person\}/g, person).replace(/\{G\}/g, "you");
  const out: string[] = [];
  if (also.didPast) out.push(`${who} ${them(also.didPast)}${also.hurtPast ? `, and ${them(person)} ${also.hurtPast}` : ""}.`);
  // ("cried at bedtime" comes after the day's moment: "That night, Leo cried at bedtime.")
  else if (also.hurtPast)
    out.push(/\b(?:at bedtime|in bed)\b/.test(also.hurtPast) ? `That night, ${person} ${also.hurtPast}.` : `${cap(person)} ${also.hurtPast}.`);
  const after = [also.afterPast, also.noSorry ? "didn't say sorry" : ""].filter(Boolean).join(" and ");
  if (after) out.push(also.afterWhen ? `${cap(them(also.afterWhen))}, ${who} ${after}.` : `Afterwards, ${who} ${after}.`);
  return out.join(" ");
}

/** The first letter in capitals ("the baby" → "The baby"). */
export function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
