/**
 * The story's moment told as a clause where the sentence needs one (issue 22, H31).
 *
 * A frame's moment is a noun phrase ("potty time", "the dog next door", "time to stop the iPad") or a
 * gerund phrase ("losing at a board game", "saying goodbye at the school gate"). The shared scenes
 * (frames/shared.ts) say it in many places: after a preposition ("a trick for {moment}") a gerund reads
 * well, but in a subject position ("It was {moment} again", "Is it {moment}?", "when it's {moment}") a
 * gerund reads as a pasted noun: "It was losing at a board game, and it just kept happening". Here every
 * such position is rewritten for a gerund moment, by who says it:
 *   - an event the child goes through (lose, wake up, climb): narration "{C} lost at a board game again",
 *     the child "It's when I lose at a board game", the helper "Is it when you lose at a board game?";
 *   - a thing that is due (leave, say goodbye, get out of the car): "it was time to leave the playground".
 * In the child's own words the child's possessive is "my" ("It's when I play with my little sister"),
 * in a grown-up's or the helper's "your".
 */
import type { Pronouns } from "../../../contracts/story-plan";

type Who = "narrator" | "child" | "other";

/** gerund → [base, past, participle]; verbs a frame's moment or a parent's doing starts with. */
const VERBS: Record<string, [string, string, string]> = {
  being: ["be", "was", "been"],
  brushing: ["brush", "brushed", "brushed"],
  buckling: ["buckle", "buckled", "buckled"],
  climbing: ["climb", "climbed", "climbed"],
  coming: ["come", "came", "come"],
  crossing: ["cross", "crossed", "crossed"],
  doing: ["do", "did", "done"],
  eating: ["eat", "ate", "eaten"],
  feeling: ["feel", "felt", "felt"],
  finding: ["find", "found", "found"],
  getting: ["get", "got", "got"],
  going: ["go", "went", "gone"],
  having: ["have", "had", "had"],
  hearing: ["hear", "heard", "heard"],
  leaving: ["leave", "left", "left"],
  losing: ["lose", "lost", "lost"],
  making: ["make", "made", "made"],
  meeting: ["meet", "met", "met"],
  playing: ["play", "played", "played"],
  putting: ["put", "put", "put"],
  riding: ["ride", "rode", "ridden"],
  running: ["run", "ran", "run"],
  saying: ["say", "said", "said"],
  seeing: ["see", "saw", "seen"],
  sharing: ["share", "shared", "shared"],
  sitting: ["sit", "sat", "sat"],
  sleeping: ["sleep", "slept", "slept"],
  stopping: ["stop", "stopped", "stopped"],
  swimming: ["swim", "swam", "swum"],
  taking: ["take", "took", "taken"],
  thinking: ["think", "thought", "thought"],
  trying: ["try", "tried", "tried"],
  tying: ["tie", "tied", "tied"],
  waiting: ["wait", "waited", "waited"],
  waking: ["wake", "woke", "woken"],
  walking: ["walk", "walked", "walked"],
  wanting: ["want", "wanted", "wanted"],
  washing: ["wash", "washed", "washed"],
  wearing: ["wear", "wore", "worn"],
  winning: ["win", "won", "won"],
};

/** Verbs whose moment is a thing that comes due ("time to leave the playground"), not an event the child goes through. */
const DUE = new Set(["leave", "say", "get", "sit", "go", "put", "wear", "brush", "wash", "take", "stop", "come", "buckle", "tie", "walk", "cross"]);

/** A goal or a state said as the moment, told as the time it is about ("being gentle with the cat": playing with the cat). */
const RESTATED: Array<[RegExp, string]> = [
  [/^being (?:gentle|kind|soft) with\b/, "playing with"],
  [/^getting used to\b/, "thinking about"],
];

export interface MomentClause {
  kind: "event" | "due";
  /** "lose at a board game" */
  base: string;
  /** "lost at a board game" */
  past: string;
  /** "lost at a board game" (after "had") */
  participle: string;
}

/** The moment as a clause, when it is a gerund phrase whose verb is known; else undefined (a noun phrase is said as it is). */
export function momentClause(moment: string): MomentClause | undefined {
  let m = moment.trim();
  for (const [re, to] of RESTATED) m = m.replace(re, to);
  const g = /^([a-z]+ing)(?=\s|$)(.*)$/.exec(m);
  if (!g) return undefined;
  // "shopping time at the grocery store", "building time": a noun.
  if (/^\s+time\b/.test(g[2])) return undefined;
  const v = VERBS[g[1]];
  if (!v) return undefined;
  const rest = g[2];
  return { kind: DUE.has(v[0]) ? "due" : "event", base: v[0] + rest, past: v[1] + rest, participle: v[2] + rest };
}

const POSSESSIVE: Record<Pronouns, string> = { he: "his", she: "her", they: "their" };

/** The child's possessive said by the child ("my") or to the child ("your"). */
function owned(phrase: string, who: Who, pronouns: Pronouns): string {
  if (who === "narrator") return phrase;
  return phrase.replace(new RegExp(`\\b${POSSESSIVE[pronouns]}\\b`, "g"), who === "child" ? "my" : "your");
}

const CHILD = String.raw`(?:\{C\}|\{name\}|\{name's\})`;
const SAYS = String.raw`(?:said|says|mumbled|muttered|whispered|thought|admitted|added|sighed|asked|shrugged|replied|told)`;

/** Who says the text at `at`: the narrator outside quotes; in a quote, the child when the quote is the child's. */
function speakerAt(text: string, at: number): Who {
  const before = text.slice(0, at);
  const quotes = before.match(/"/g)?.length ?? 0;
  if (quotes % 2 === 0) return "narrator";
  const open = before.lastIndexOf('"');
  const close = text.indexOf('"', at);
  // The words after the quote say who spoke only when the quote ends on a comma, "?" or "!" ('…," Mia said'); after '…."' a new sentence starts.
  const tagged = close > 0 && /[,!?]/.test(text.charAt(close - 1));
  const after = tagged ? text.slice(close + 1, close + 40) : "";
  // A tag, not what the child did next ('…?" Theo thought about it' is not Theo speaking).
  if (new RegExp(String.raw`^\s*(?:${CHILD}\s+${SAYS}|${SAYS}\s+${CHILD})\b(?!\s+(?:about|of|it|that|for|so|hard|to))`).test(after)) return "child";
  if (/^\s*(?:\{[A-Za-z']+\}|said|asked)/.test(after)) return "other";
  const lead = text.slice(Math.max(0, open - 40), open);
  if (new RegExp(String.raw`(?:${CHILD}\s+${SAYS}|${SAYS}\s+${CHILD})[,.:]?\s*$`).test(lead)) return "child";
  return "other";
}

/**
 * The text with {moment} said right for this moment: a gerund moment in a subject position becomes a
 * clause (see the header); every other {moment} is the moment itself, with the child's possessive in
 * the speaker's words. Tokens such as {C} are left for the renderer.
 */
export function tellMoment(text: string, told: string, pronouns: Pronouns): string {
  const clause = momentClause(told);
  // A goal said as the moment is the time it is about everywhere ("a storm cloud over playing with her brother", never "…over being gentle with").
  const moment = RESTATED.reduce((m, [re, to]) => m.replace(re, to), told);
  // Each {moment} with the words before it that make it a subject ("It was", "is it", "when it's really").
  const SUBJECT =
    /(\b(?:[Tt]he next time|[Nn]ext time|[Ii]f|[Ww]hen|[Tt]hen|[Tt]omorrow might bring|[Ii]t would be|[Ii]t had been|[Tt]hat was|[Ii]s it|getting through|[Ii]t's|[Ii]t was))?(\s+(?:it's|it was))?(\s+(?:really|actually))?\s*\{moment\}(\s+again)?/g;
  let out = "";
  let last = 0;
  for (const m of text.matchAll(SUBJECT)) {
    const at = m.index ?? 0;
    out += text.slice(last, at);
    last = at + m[0].length;
    // The whitespace the match took before its first word, kept.
    const gap = /^\s*/.exec(m[0])?.[0] ?? "";
    // " it was {moment}" with no word before it that the pattern knows: "it was" leads.
    const parts = (m[1] ? [m[0], m[1], m[2], m[3], m[4]] : [m[0], m[2]?.trim(), "", m[3], m[4]]).map((x) => x ?? "");
    const said = sayMoment(parts, moment, clause, speakerAt(text, at + gap.length), pronouns);
    // A sentence or a quote that starts with the moment starts with a capital ('"Losing at a board game."').
    const starts = !parts[1] && /(?:^|[.!?]["”]?\s|["“])$/.test(out + gap);
    out += gap + (starts ? said.charAt(0).toUpperCase() + said.slice(1) : said);
  }
  return out + text.slice(last);
}

function sayMoment(m: string[], moment: string, clause: MomentClause | undefined, who: Who, pronouns: Pronouns): string {
  const [whole, lead = "", it = "", adverb = "", again = ""] = m;
  // A due moment said as a thing ("acted out {moment}", "replaying {moment}"): "the moment it was time to stop the iPad"
  // (R10/R12: "Fern acted out time to stop the switch").
  const asThing = (m: string) => (/^time to /.test(m) ? `the moment it was ${m}` : m);
  const plain = () => whole.trimStart().replace("{moment}", !lead && !it ? asThing(owned(moment, who, pronouns)) : owned(moment, who, pronouns));
  if (!clause || (!lead && !it)) return plain();
  const cap = (s: string, like: string) => (/^[A-Z]/.test(like) ? s.charAt(0).toUpperCase() + s.slice(1) : s);
  const c = {
    base: owned(clause.base, who, pronouns),
    past: owned(clause.past, who, pronouns),
    participle: owned(clause.participle, who, pronouns),
  };
  const subject = who === "narrator" ? "{C}" : who === "child" ? "I" : "you";
  const adv = adverb.trim() ? ` ${adverb.trim()}` : "";
  const due = clause.kind === "due";
  const l = lead.trim().toLowerCase();
  const present = /it's/.test(it);
  // "the next time it was …", "if it was …", "when it's …", "Then it was …", "Next time it's …"
  if (it && ["the next time", "next time", "if", "when", "then"].includes(l)) {
    // "Next time it's {moment}, you'll have it ready": "Next time you have to get out of the car" (was "you had to").
    if (due && /next time/.test(l)) return `${lead} ${subject}${adv} ${present && subject !== "{C}" ? "have" : "had"} to ${c.base}${again}`;
    if (due) return `${lead}${it}${adv} time to ${c.base}${again}`;
    return `${lead} ${subject}${adv} ${present && subject !== "{C}" ? c.base : c.past}${again}`;
  }
  if (it || !lead) return plain();
  // "It was getting through {moment}": never "getting through getting out of the car".
  if (l === "getting through") return due ? `${lead} having to ${c.base}${again}` : plain();
  if (l === "tomorrow might bring") return `${cap("tomorrow", lead)} {C} might ${due ? "have to " : ""}${c.base}${again}`;
  if (l === "it would be") return due ? `${lead} time to ${c.base}${again}` : `{C} would ${c.base}${again}`;
  if (l === "it had been") return due ? `${lead} time to ${c.base}${again}` : `{C} had ${c.participle}${again}`;
  if (l === "that was") return `${cap(subject, lead)} ${due ? `had to ${c.base}` : c.past}${again}`;
  if (l === "is it") {
    if (due) return `${lead}${adv} time to ${c.base}${again}`;
    return again ? `${cap("did", lead)} you ${c.base}${again}` : `${lead}${adv} when you ${c.base}`;
  }
  if (due) return `${lead}${adv} time to ${c.base}${again}`;
  if (l === "it's") {
    // "It's {moment} again," the child thought: "I lost at a board game again".
    if (again || who === "narrator") return `${cap(subject, lead)}${adv} ${c.past}${again}`;
    return `${lead}${adv} when ${subject} ${c.base}`;
  }
  // "It was {moment}": the narrator and the grown-up tell it ("She lost…", "You lost…"); the child "It was when I lost…".
  if (who === "child") return `${lead}${adv} when I ${c.past}${again}`;
  return `${cap(subject, lead)}${adv} ${c.past}${again}`;
}
