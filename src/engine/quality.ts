import type { AgeBand } from "../contracts/catalog";
import { BEHAVIOR_STORIES } from "./local/stories";
import type { StoryPlan } from "../contracts/story-plan";
import { checkPlanRules, checkTextRules, situationKeywords } from "./plan-checks";
import { THEME_SETTINGS } from "./local/world";
import { dialectTwin } from "./local/render";
import { describeFindings, reviewSafety, SAFETY_CHECK } from "./safety";
import type { CheckStatus, ComposedStory, QualityCheck, QualityMetrics, QualityReport, StoryRequest } from "./types";

/**
 * The story report card: every check of docs/STORY_QUALITY.md, for every engine.
 * All thresholds live in the tables below; tune them here with evidence.
 */

export interface LengthTarget {
  minWords: number;
  maxWords: number;
  maxAvgSentence: number;
  maxLongSentences: number;
  /** Flesch–Kincaid grade: read aloud, so only a warning. */
  maxGrade: number;
}

export const LENGTH_TARGETS: Record<AgeBand, LengthTarget> = {
  "2-3": { minWords: 450, maxWords: 600, maxAvgSentence: 8, maxLongSentences: 0, maxGrade: 2 },
  "4-5": { minWords: 550, maxWords: 750, maxAvgSentence: 10, maxLongSentences: 1, maxGrade: 3 },
  "6-7": { minWords: 650, maxWords: 900, maxAvgSentence: 12, maxLongSentences: 2, maxGrade: 4 },
  "8-10": { minWords: 800, maxWords: 1000, maxAvgSentence: 15, maxLongSentences: 3, maxGrade: 6 },
};

/**
 * A social story (issue 25, ADR 030) is shorter: short pages, one idea a page (~150–350 words for ages
 * 2–5, up to ~500 for 6–10); the sentence limits are the band's.
 */
export const SOCIAL_STORY_LENGTH: Record<AgeBand, Pick<LengthTarget, "minWords" | "maxWords">> = {
  "2-3": { minWords: 150, maxWords: 280 },
  "4-5": { minWords: 200, maxWords: 350 },
  "6-7": { minWords: 260, maxWords: 450 },
  "8-10": { minWords: 300, maxWords: 500 },
};

/** The length a story must have: the band's, or a social story's when that style was asked for. */
export function lengthTarget(req: Pick<StoryRequest, "childAge" | "storyStyle">): LengthTarget {
  const band = LENGTH_TARGETS[req.childAge];
  return req.storyStyle === "social" ? { ...band, ...SOCIAL_STORY_LENGTH[req.childAge] } : band;
}

export const STORY_RULES = {
  minParagraphs: 6,
  longSentenceWords: 25,
  /** Describing sentences per directing sentence, at least. */
  minDescribingPerDirecting: 2,
  /** Times the child's name must start an action ("Maya tried…"). */
  minChildActions: 3,
  /** Theme words the story must contain. */
  /** Setting words (or the theme's place names) the story must contain; the helper is checked by name. */
  minThemeWords: 2,
  maxTitleLength: 90,
  /** Length is judged within this share of the age band either side (784 of 800 words is fine). */
  lengthMargin: 0.1,
  /** A closing line (a moral, a last image) may leave out the child's name: at most this many words. */
  closingLineWords: 25,
  /** Repeated sentences (of 3+ words, after their first use), at most this share of all: refrains yes, loops no. */
  maxRepeatedShare: 0.3,
  /** One sentence of 5+ words said this many times is a loop, not a refrain (a toddler's refrain comes back about 7 times). */
  maxSentenceRepeats: 10,
  failPenalty: 15,
  warnPenalty: 4,
} as const;

/** Labels that shame a child: an adjective said of a person, or a name-calling noun. */
const LABEL_WORDS = "bad|naughty|stupid|lazy|dumb|idiotic|bratty|spoiled|spoilt|selfish|greedy|rude";
const LABEL_AFTER = `(?= *(?:[.,!?;"”)]|$|boys?\\b|girls?\\b|child\\b|kids?\\b|one\\b|person\\b|and\\b))`;
const SHAMING: RegExp[] = [
  // "Maya was being naughty", "you're so lazy", "he is a bad boy" (not "that was a bad idea", "it sounds dumb")
  new RegExp(
    `(?<![\\p{L}])(?:[Yy]ou|[Yy]ou're|[Yy]ou are|[Hh]e|[Ss]he|[Tt]hey|[Hh]e's|[Ss]he's|[Tt]hey're|I'm|I am|(?!(?:That|It|This|Which|There|What|Something|Nothing|Everything|Anything|Today|The)\\b)\\p{Lu}\\p{Ll}+)(?: (?:is|was|were|are|am|'re|'s|being|acting|looks?|looked|seems?|seemed))+(?: (?:such|so|a|an|very|really|being|acting|just|too))* (?:${LABEL_WORDS})${LABEL_AFTER}`,
    "u",
  ),
  // "naughty Ava", "Bad Maya", "a rude girl", "you bad boy"
  new RegExp(`(?<![\\p{L}])(?:${LABEL_WORDS}) (?:boys?|girls?|child|children|kids?)(?![\\p{L}])`, "iu"),
  new RegExp(
    `(?<![\\p{L}])(?:${LABEL_WORDS.replace(/(^|\|)(\w)/g, (_m, bar: string, c: string) => `${bar}[${c.toUpperCase()}${c}]`)}) \\p{Lu}\\p{Ll}+(?![\\p{L}])`,
    "u",
  ),
  // name-calling and shame said outright
  /(?<![\p{L}])(?:idiots?|brats?|crybab(?:y|ies)|cry-bab(?:y|ies)|(?<!\bnot )(?:a|you|little|such a|big) liar|shameful|shame on|ashamed of (?:you|yourself|him|her|them))(?![\p{L}])/iu,
];
/** Threats and punishment as the resolution. */
const THREATS =
  /\b(punish\w*|time-?outs?|grounded|spank\w*|smack\w*|or else|you'll be sorry|no dessert|no more (toys|tv|screens?|treats)|taken away|take (it|them|your \w+) away|go to your room|sent to (his|her|their|your) room)\b|\bif you don'?t\b[^.!?]{0,60}\b(you'll|you will|i'll take|i will take|no more)\b/i;
/** Frightening content in any story. */
const FRIGHTENING =
  /\b(blood\w*|bleed\w*|dead|death|die|died|dies|dying|kill\w*|murder\w*|corpse\w*|guns?|knife|knives|weapons?|poison\w*|kidnap\w*|abandon\w*|lost forever|lost for good|never (came|come|comes|coming) back|eat you|gobbled? (you|him|her|them) up|eaten alive|attack\w*|gore|horror|terrified|terrifying|skeletons?)\b/i;
const NOT_FRIGHTENING =
  /\b(?:(?:knife|knives) and forks?|forks? and (?:knife|knives)|butter knife|(?:bread|table|cheese|plastic|play) knife|tickle attacks?|dead (?:batter(?:y|ies)|leaves|flowers?)|(?:batter(?:y|ies)|phone|tablet|torch|flashlight|remote) (?:was |were |had |is )?(?:dead|died)|dying to|to die for)\b/gi;
const MONSTER = /\b(monsters?|beasts?|creatures?)\b/i;
const HARM = /\b(bite|bit|bites|eat|ate|eats|grab\w*|chase\w*|hurt\w*|attack\w*|snatch\w*|claws?|teeth|fangs?|roar\w*)\b/i;
/** Extra words kept out of bedtime, fear and separation stories. */
const FRIGHTENING_AT_NIGHT = /\b(monsters?|ghosts?|nightmares?|witch\w*|haunt\w*|creepy|spooky|scream\w*|evil|vampires?|zombies?|bad dreams?)\b/i;
const SENSITIVE_BEHAVIORS = new Set(["bedtime", "fear", "separation"]);

const DIRECTIVE_MODALS = /\b(should|shouldn't|must|mustn't|have to|has to|need to|needs to|ought to|had better|supposed to)\b/i;
const IMPERATIVE_STARTS = new Set(
  (
    "let's lets don't do please remember try take breathe say tell ask put stop go come look listen use give wait sit stand " +
    "count hold smell blow keep think make pick share hug close open wash clean brush turn choose help show find bring check " +
    "squeeze freeze stay be get let watch notice press rub sing walk run play eat drink tidy move leave calm imagine picture " +
    "pretend repeat name start finish follow shake clap jump hop lie rest sleep speak call kiss wave smile set never always " +
    "hand place point sniff fill"
  ).split(" "),
);

const HARD_FEELINGS =
  /\b(sad|mad|angry|furious|fuming|livid|cranky|grouchy|stroppy|irritated|heartbroken|gloomy|panicky|panicked|cross|grumpy|upset|frustrated|worried|nervous|anxious|scared|afraid|frightened|shy|embarrassed|jealous|lonely|disappointed|impatient|overwhelmed|wiggly|restless|bored|confused|fluttery|unsure|annoyed|huffy|wobbly|tense|sulky|miserable|hurt|stressed)\b/i;
const HOPEFUL =
  /\b(proud|happy|smile\w*|glad|calm|brave|warm|hugs?|safe|love\w*|tomorrow|ready|cozy|cosy|peaceful|grin\w*|joy\w*|sleep\w*|dream\w*|bright\w*|strong|better|easier|kind|together|gentle|laugh\w*|snug|hope\w*|rest\w*|lighter|learn\w*|okay|alright|friends?)\b/i;
/** "Now you will never feel sad at goodbye time again." */
const MAGIC_CURE =
  /\b(?:never|not ever|won't ever|will not ever)\b[^.!?]{0,40}\b(?:sad|scared|afraid|worried|angry|mad|cross|shy|nervous|frightened|upset|grumpy|lonely|jealous|cry|cried)\b[^.!?]{0,40}\b(?:again|anymore|any more)\b/i;

function repetition(sentences: string[]): { ok: boolean; sentence: string; times: number; share: number } {
  const counts = new Map<string, { n: number; text: string }>();
  let repeats = 0;
  let counted = 0;
  for (const s of sentences) {
    const key = s
      .toLowerCase()
      .replace(/[^\p{L}\p{N}' ]+/gu, "")
      .replace(/\s+/g, " ")
      .trim();
    if (key.split(" ").length < 3) continue;
    counted++;
    const seen = counts.get(key);
    if (seen) {
      seen.n++;
      repeats++;
    } else counts.set(key, { n: 1, text: s });
  }
  const top = [...counts.values()].filter((c) => wordsOf(c.text).length >= 5).sort((a, b) => b.n - a.n)[0] ??
    [...counts.values()].sort((a, b) => b.n - a.n)[0] ?? { n: 0, text: "" };
  const share = counted ? repeats / counted : 0;
  return { ok: share <= STORY_RULES.maxRepeatedShare && top.n < STORY_RULES.maxSentenceRepeats, sentence: top.text, times: top.n, share };
}

/** An ending left in distress. */
const UNRESOLVED = /\b(cried|crying|sobb\w*|tears|alone|lonely|lost|hurt|never again|gave up|no one|nobody)\b/i;
const CALM_ENDING =
  /\b(sleep\w*|asleep|dream\w*|calm|quiet\w*|cozy|cosy|snug\w*|rest\w*|yawn\w*|drowsy|peaceful|soft\w*|goodnight|good night|hush\w*|still|tucked)\b/i;
const TRY_AGAIN = /\b(again|tried|try|tries|trying|at first|first time|once more|practice\w*|not yet)\b/i;
const IRREGULAR_ACTIONS = new Set(
  (
    "took said felt made ran saw went gave held found thought knew came got put sat stood told began kept let drew blew chose " +
    "wrote built ate drank slept woke lay hid spoke heard shook threw won left brought caught did could can will would sang " +
    "swam rode flew fell grew hung led lit met paid read sent shut spun stuck swept swung taught tore understood wore wept " +
    "whispered smiled squeezed breathed counted listened waited shared tried hugged waved nodded giggled laughed"
  ).split(" "),
);
const NOT_ACTIONS = new Set(["was", "is", "has", "had", "does", "as", "and", "or", "its", "always", "often"]);

const BEHAVIOR_WORDS: Record<string, RegExp> = {
  aggression: /\b(hit\w*|push\w*|kick\w*|grab\w*|hurt\w*|gentle|hands|shov\w*|bit|bite)\b/i,
  bedtime: /\b(bed\w*|sleep\w*|asleep|pajamas|pyjamas|night)\b/i,
  defiance: /\b(no|won't|refus\w*|didn't want|did not want)\b/i,
  disobedience: /\b(listen\w*|asked|ears)\b/i,
  fear: /\b(afraid|scared|frightened|fear\w*|worried|brave)\b/i,
  interrupting: /\b(interrupt\w*|wait\w*|talking|turn to talk)\b/i,
  lying: /\b(truth|true|fib\w*|lie|lied|lying|honest\w*)\b/i,
  manners: /\b(please|thank you|manners|polite|excuse me)\b/i,
  messiness: /\b(mess\w*|tidy\w*|clean\w*)\b/i,
  "nail-biting": /\b(nails?|fingernails?|fingers|bit(e|ing)|nibbl\w*)\b/i,
  patience: /\b(wait\w*|patien\w*)\b/i,
  "screen-time": /\b(screens?|tablet|tv|television|show|game|video)\b/i,
  separation: /\b(goodbye|good-bye|miss\w*|come back|drop-off|leav\w*)\b/i,
  "not-sharing": /\b(shar\w*|turns?|mine)\b/i,
  shyness: /\b(shy\w*|hello|quiet)\b/i,
  siblings: /\b(brothers?|sisters?|siblings?|bab(y|ies)|twins?|little \w+)\b/i,
  tantrums: /\b(tantrum\w*|stomp\w*|yell\w*|cry\w*|cried|kick\w*|big feelings?|storm)\b/i,
  toileting: /\b(potty|toilet|bathroom|pee|wee|accident)\b/i,
  transitions: /\b(time to|leave|leaving|stop playing|next thing|finish\w*|five more minutes|five-minute)\b/i,
  whining: /\b(whin\w*|voice)\b/i,
};

// ————— text measurement —————

const ABBREVIATIONS = /\b(Mr|Mrs|Ms|Dr|St|Mt|Jr|Sr|vs|etc|e\.g|i\.e)\./g;

export function splitParagraphs(text: string): string[] {
  return text
    .replace(/\r\n/g, "\n")
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}

export function splitSentences(text: string): string[] {
  const normalized = text
    .replace(/[“”]/g, '"')
    .replace(/[‘’]/g, "'")
    .replace(ABBREVIATIONS, (m) => m.replace(/\./g, "\u0000"));
  return (
    normalized
      .split(/\n+/)
      // A closing quote followed by a lower-case word ("Stop!" said Tilly) continues the sentence.
      .flatMap((line) => line.split(/(?<=[.!?…]+["')\]]*)\s+(?=["'(\[]?[\p{Lu}\p{N}])/u))
      .map((s) => s.replace(/\u0000/g, ".").trim())
      .filter((s) => /[\p{L}\p{N}]/u.test(s))
  );
}

export function wordsOf(text: string): string[] {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));
}

/** Syllable counter heuristic (vowel groups, silent e, -ed/-es), good enough for a reading grade. */
export function countSyllables(word: string): number {
  let w = word.toLowerCase().replace(/[^a-z]/g, "");
  if (!w) return 0;
  if (w.length <= 3) return 1;
  w = w
    .replace(/(?:[^laeiouy]es|[^laeiouy]e)$/, "")
    .replace(/(?<=[^td])ed$/, "")
    .replace(/^y/, "");
  const groups = w.match(/[aeiouy]{1,2}/g);
  return Math.max(1, groups ? groups.length : 1);
}

/** Flesch–Kincaid grade level. */
export function readingGrade(sentences: string[], words: string[]): number {
  if (!sentences.length || !words.length) return 0;
  const syllables = words.reduce((n, w) => n + countSyllables(w), 0);
  return 0.39 * (words.length / sentences.length) + 11.8 * (syllables / words.length) - 15.59;
}

function firstWord(s: string): string {
  return (s.replace(/^[^\p{L}']+/u, "").match(/^[\p{L}']+/u)?.[0] ?? "").toLowerCase();
}

/** A sentence that coaches or commands: modal verbs ("should", "must") or an imperative, also inside quotes. */
export function isDirecting(sentence: string): boolean {
  if (DIRECTIVE_MODALS.test(sentence)) return true;
  if (IMPERATIVE_STARTS.has(firstWord(sentence))) return true;
  const quoted = sentence.match(/"\s*([\p{L}']+)/u);
  return quoted ? IMPERATIVE_STARTS.has(quoted[1].toLowerCase()) : false;
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function nameRegex(name: string, flags = "i"): RegExp {
  return new RegExp(`(^|[^\\p{L}])${escapeRegExp(name.trim())}(?![\\p{L}])`, `u${flags}`);
}

function countMatches(text: string, pattern: RegExp): number {
  const global = new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : pattern.flags + "g");
  return (text.match(global) ?? []).length;
}

function childActions(sentences: string[], name: string, pronoun?: string): number {
  const who = pronoun ? `(?:${escapeRegExp(name.trim())}|${pronoun})` : escapeRegExp(name.trim());
  const re = new RegExp(`(?:^|[^\\p{L}])${who}\\s+(?:\\p{L}+ly\\s+)?([\\p{L}']+)`, "giu");
  let n = 0;
  for (const s of sentences) {
    for (const m of s.matchAll(re)) {
      const next = m[1].toLowerCase();
      if (NOT_ACTIONS.has(next)) continue;
      if (IRREGULAR_ACTIONS.has(next) || /ed$/.test(next) || (/[^s's]s$/.test(next) && next.length > 3)) {
        n++;
        break;
      }
    }
  }
  return n;
}

/** A social story's child acts in the first person, present tense: "I take three breaths", "I can try again" (not "I am", "I have"). */
function firstPersonActions(sentences: string[]): number {
  return sentences.filter((s) => /(?:^|[^\p{L}])I\s+(?:\p{L}+ly\s+)?(?!am\b|have\b|had\b|was\b|like\b|love\b|know\b)[\p{Ll}']+/u.test(s)).length;
}

function firstMatch(text: string, pattern: RegExp): string | null {
  const m = text.match(new RegExp(pattern.source, pattern.flags.replace("g", "")));
  return m ? m[0] : null;
}

/** Content words of the parent's own description (a story without a plan is checked against these). */
function parentKeywords(custom: string | undefined): string[] {
  const stop = new Set(
    "when where there their they them then than that this these those what with without about after before because every always never really again still just very much many some into onto from over under while would could should doesnt dont wont cant keeps keep gets goes says said tries make makes time times home".split(
      " ",
    ),
  );
  return [...new Set((custom ?? "").toLowerCase().match(/[a-z]{4,}/g) ?? [])].filter((w) => !stop.has(w));
}

/** Words that open a sentence or name a person, never a strategy's name ("On Monday", "Uncle Ray"). */
const NOT_A_STRATEGY =
  /^(?:on|then|when|before|after|every|next|last|that|this|just|you|and|but|if|so|as|at|in|by|the|a|an|one|our|my|good|thank|hello|goodbye|uncle|aunt|auntie|grandpa|grandma|granny|grandad|nana|mr|mrs|ms|miss|mx|dr|mama|papa|mum|mom|dad|i'm|she's|he's|they're|it's|that's|what|who|how|why|where|here|there|now|later|today|tonight|monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/i;

const STEP_VERBS = [...IMPERATIVE_STARTS, "fix", "tuck", "peek", "notice", "name", "rewind", "wiggle", "squish", "roar", "bend", "reach"]
  .filter((v) => !["never", "always", "be", "do", "let", "lets", "let's", "please", "remember", "try"].includes(v))
  .join("|");
const STEP_LIST = new RegExp(
  `(?<![\\p{L}])(?:${STEP_VERBS})\\b[^,.!?;:]{0,20}[,.] (?:and |then )?(?:${STEP_VERBS})\\b[^,.!?;:]{0,20}[,.]? (?:and |then )(?:${STEP_VERBS})\\b[^,.!?;:]{0,20}|(?<![\\p{L}])(?:${STEP_VERBS})\\b[^,.!?;:]{0,20}, (?:${STEP_VERBS})\\b[^,.!?;:]{0,20}, (?:${STEP_VERBS})\\b[^,.!?;:]{0,20}`,
  "iu",
);

/**
 * Without a plan, a strategy is shown when the story names it and uses it — a capitalized name of two
 * or three words ("the Turtle Tuck", "Snail Count") that comes back at least once in any case — or
 * teaches it in steps ("Step one:", "Notice: … Hold: …", "First, … then …").
 */
function namedStrategy(text: string, people: string[]): string | null {
  const lower = text.toLowerCase();
  const personWords = new Set(people.flatMap((p) => p.toLowerCase().split(/\s+/)).filter(Boolean));
  for (const m of text.matchAll(/(?<![\p{L}'’])\p{Lu}[\p{Ll}'’-]+(?:[ -]\p{Lu}[\p{Ll}'’-]+){1,2}(?![\p{L}])/gu)) {
    const words = m[0].split(/[ -]/);
    if (NOT_A_STRATEGY.test(words[0]) || words.some((w) => personWords.has(w.toLowerCase()))) continue;
    if (countMatches(lower, new RegExp(escapeRegExp(m[0].toLowerCase()), "g")) >= 2) return m[0];
  }
  const steps =
    /\b(?:step (?:one|two|1|2)|first(?:ly)?,?[^.!?]{0,120}[.!?]\s[^.!?]{0,200}\b(?:then|next|second|after that|last)\b)/i.exec(text) ??
    (text.match(/(?:^|[.!?"]\s+|\n)\p{Lu}\p{Ll}+:\s/gu) ?? []).slice(1, 2)[0]?.match(/\p{Lu}\p{Ll}+:/u);
  if (steps) return steps[0].trim().slice(0, 40);
  // "I call it the Bubble Breath."
  const called = /\b(?:call(?:ed|s)? it|it's called|it is called|named it)\b,? (?:the |a |an |my |our )?\p{Lu}[\p{Ll}'’-]+(?: \p{Lu}[\p{Ll}'’-]+)*/u.exec(text);
  if (called) return called[0];
  // A taught line of three short steps: "tuck, breathe, and peek out", "Name it, shake it, say it".
  const list = STEP_LIST.exec(text);
  return list ? list[0].trim() : null;
}

// ————— the report —————

export function checkStory(story: ComposedStory, req: StoryRequest): QualityReport {
  return buildReport(story.title, story.text, req, story.plan);
}

/**
 * The same report card for a story that has only a title and text (a model's answer replayed by the
 * eval harness, scripts/eval-stories.ts): the checks that need the plan read the text instead.
 */
export function checkStoryText(story: { title: string; text: string }, req: StoryRequest): QualityReport {
  return buildReport(story.title, story.text, req, undefined);
}

function buildReport(storyTitle: string, storyText: string, req: StoryRequest, plan: StoryPlan | undefined): QualityReport {
  const target = lengthTarget(req);
  // A social story is told by the child: "I" is the child who acts and closes the story.
  const social = req.storyStyle === "social";
  const text = storyText ?? "";
  const paragraphs = splitParagraphs(text);
  const sentences = splitSentences(text);
  const words = wordsOf(text);
  const sentenceLengths = sentences.map((s) => wordsOf(s).length);
  const longSentences = sentenceLengths.filter((n) => n > STORY_RULES.longSentenceWords).length;
  const avg = sentences.length ? words.length / sentences.length : 0;
  const directing = sentences.filter(isDirecting).length;
  const describing = sentences.length - directing;
  const ratio = describing / Math.max(1, directing);
  const grade = readingGrade(sentences, words);
  const metrics: QualityMetrics = {
    words: words.length,
    sentences: sentences.length,
    avgSentenceLength: round1(avg),
    longSentences,
    paragraphs: paragraphs.length,
    readingGrade: round1(grade),
    describingToDirecting: round1(ratio),
  };

  const checks: QualityCheck[] = [];
  const add = (id: string, label: string, ok: boolean, detail: string, severity: CheckStatus = "fail") =>
    checks.push({ id, label, status: ok ? "pass" : severity, detail });
  const name = req.childName.trim();
  const first = paragraphs[0] ?? "";
  const last = paragraphs[paragraphs.length - 1] ?? "";
  const material = req.behavior === "custom" ? null : BEHAVIOR_STORIES[req.behavior];
  const lower = text.toLowerCase();

  const title = (storyTitle ?? "").trim();
  add("title", "Has a title", title.length > 0 && title.length <= STORY_RULES.maxTitleLength, title ? `"${title}"` : "The story has no title.");

  const [minWords, maxWords] = lengthBounds(target);
  add(
    "length",
    "Length fits the age band",
    words.length >= minWords && words.length <= maxWords,
    `${words.length} words; ages ${req.childAge} need ${target.minWords}–${target.maxWords} (${minWords}–${maxWords} accepted).`,
  );

  add(
    "sentence-length",
    "Short sentences",
    avg <= target.maxAvgSentence,
    `Average sentence is ${round1(avg)} words; ages ${req.childAge} need at most ${target.maxAvgSentence}.`,
  );

  add(
    "long-sentences",
    "Few very long sentences",
    longSentences <= target.maxLongSentences,
    `${longSentences} sentence(s) over ${STORY_RULES.longSentenceWords} words; at most ${target.maxLongSentences} allowed.`,
  );

  add(
    "reading-grade",
    "Reading level",
    grade <= target.maxGrade,
    `Flesch–Kincaid grade ${round1(grade)}; aim for ${target.maxGrade} or below (read aloud, so a warning only).`,
    "warn",
  );

  add(
    "paragraphs",
    "Enough paragraphs",
    paragraphs.length >= STORY_RULES.minParagraphs,
    `${paragraphs.length} paragraph(s); at least ${STORY_RULES.minParagraphs} separated by blank lines.`,
  );

  const inFirst = nameRegex(name).test(first);
  // The last paragraph is the child's: by name, by their pronoun when the paragraph before names them,
  // or it is a short closing line (a moral) after a closing scene, one of the two paragraphs before naming them.
  const beforeLast = paragraphs.length > 1 ? paragraphs[paragraphs.length - 2] : "";
  const twoBefore = paragraphs.length > 2 ? paragraphs[paragraphs.length - 3] : "";
  const childPronoun = social
    ? /\b(I|me|my)\b/
    : { he: /\b(he|him|his)\b/i, she: /\b(she|her)\b/i, they: /\b(they|them|their)\b/i }[
        (plan?.child.pronouns ?? req.pronouns ?? "they") as "he" | "she" | "they"
      ];
  const inLast =
    nameRegex(name).test(last) ||
    (nameRegex(name).test(beforeLast) && childPronoun.test(last)) ||
    (wordsOf(last).length <= STORY_RULES.closingLineWords && nameRegex(name).test(`${twoBefore}\n${beforeLast}`));
  add(
    "name-first-last",
    "Child's name opens and closes the story",
    inFirst && inLast,
    inFirst && inLast
      ? `${name} appears in the first and the last paragraph.`
      : `${name} is missing from the ${!inFirst && !inLast ? "first and last" : !inFirst ? "first" : "last"} paragraph.`,
  );

  const pronouns = plan?.child.pronouns ?? req.pronouns ?? "they";
  const actions = social ? firstPersonActions(sentences) : childActions(sentences, name, pronouns);
  add(
    "child-acts",
    "The child is the one who acts",
    actions >= STORY_RULES.minChildActions,
    `${name} leads ${actions} action sentence(s); at least ${STORY_RULES.minChildActions} needed.`,
  );

  if (req.behavior === "custom") {
    // The plan says what the parent's words were understood as (in any language they wrote in).
    const keys = plan ? situationKeywords(plan) : parentKeywords(req.customBehavior);
    // (or its other dialect's word: the parent's "sweets" is "candy" in a US story)
    const named = keys.find((k) => {
      const core = k.split(" ").pop()!.replace(/'s$/, "");
      const twin = dialectTwin(core);
      return lower.includes(core) || (!!twin && lower.includes(twin));
    });
    add(
      "behavior-named",
      "The situation is named",
      named !== undefined,
      named ? `The parent's situation appears ("${named}").` : "The parent's described situation never appears in the story.",
    );
  } else {
    const word = firstMatch(text, BEHAVIOR_WORDS[req.behavior]);
    add(
      "behavior-named",
      "The behavior is named",
      word !== null,
      word ? `Named in child terms ("${word}").` : `The story never names the behavior (${material?.childTerms ?? req.behavior}).`,
    );
  }

  // A social story names the plan's own feeling in so many words ("I can feel fizzy").
  const feeling =
    firstMatch(text, HARD_FEELINGS) ?? (social && plan && lower.includes(`feel ${plan.situation.feeling.toLowerCase()}`) ? plan.situation.feeling : null);
  add(
    "feeling-named",
    "A feeling is named",
    feeling !== null,
    feeling ? `The feeling is named ("${feeling}").` : "No feeling word (sad, mad, worried, scared…) names what the child feels.",
  );

  // The strategy is shown when the story calls it by its name ("the Sleepy Wind-Down").
  if (plan) {
    const loose = (t: string) =>
      t
        .toLowerCase()
        .replace(/^the /, "")
        .replace(/[^a-z]+/g, " ")
        .trim();
    const strategyShown = ` ${loose(text)} `.includes(` ${loose(plan.strategy.name)} `);
    add(
      "strategy-shown",
      "A concrete strategy is shown",
      strategyShown,
      strategyShown ? `The strategy appears ("${plan.strategy.name}").` : `The strategy (${plan.strategy.name}) is never shown by name.`,
    );
  } else {
    const named = namedStrategy(text, [name, req.grownUpName ?? ""]);
    add(
      "strategy-shown",
      "A concrete strategy is shown",
      named !== null,
      named ? `The strategy appears ("${named}").` : "No named strategy (a plan with a name, used more than once) is shown.",
    );
  }

  add(
    "tries-again",
    "The strategy is tried, and tried again",
    TRY_AGAIN.test(text),
    TRY_AGAIN.test(text) ? "The child tries (and tries again)." : "Nothing shows the child trying, missing, and trying again.",
    "warn",
  );

  // Hopeful unless the story ends on a hard feeling with nothing hopeful after it ("he was still sad").
  const ending = paragraphs.slice(-2).join(" ");
  const hopeful = HOPEFUL.test(ending) || !(HARD_FEELINGS.test(last) || UNRESOLVED.test(last));
  add("hopeful-ending", "Hopeful ending", hopeful, hopeful ? "The ending is hopeful." : "The last paragraphs do not end on a hopeful, safe note.");

  // A story cut off mid-sentence (a model's token limit) is not a story.
  const finished = /[.!?…]["”’')\]]*$/.test(text.trim());
  add(
    "finished",
    "The story is finished",
    finished,
    finished ? "The story ends on a finished sentence." : `The story stops mid-sentence ("…${text.trim().slice(-40)}").`,
  );

  const loop = repetition(sentences);
  add(
    "not-repetitive",
    "Scenes are not copies of each other",
    loop.ok,
    loop.ok
      ? "No repeated block of sentences."
      : `"${loop.sentence}" is said ${loop.times} times; ${Math.round(loop.share * 100)}% of the sentences are repeats.`,
  );

  // A feeling taken away by magic for ever teaches nothing for tomorrow, and is not literally true.
  const cure = firstMatch(text, MAGIC_CURE);
  add(
    "no-magic-cure",
    "The child learns a skill, not a magic cure",
    cure === null,
    cure ? `Promises the feeling is gone for good ("${cure}"); show the child using the strategy, and say it still comes sometimes.` : "No magic cure.",
  );

  add(
    "describing-ratio",
    "Describing outnumbers directing two to one",
    describing >= STORY_RULES.minDescribingPerDirecting * directing,
    `${describing} describing vs ${directing} directing sentence(s).`,
  );

  const shamingAt = SHAMING.map((p) => firstMatch(`${title}.\n${text}`, p)).find((m) => m !== null) ?? null;
  // The label itself first ("naughty"), then where it is said ("naughty Ava").
  const shaming =
    shamingAt &&
    (new RegExp(`\\b(${LABEL_WORDS}|idiots?|brats?|crybab(?:y|ies)|cry-bab(?:y|ies)|liar|shameful|shame on|ashamed)\\b`, "i")
      .exec(shamingAt)?.[1]
      ?.toLowerCase() ??
      shamingAt);
  add(
    "no-shaming",
    "No shaming or labels",
    shaming === null,
    shaming ? `Contains the label "${shaming}"${shaming !== shamingAt ? ` ("${shamingAt}")` : ""}.` : "No shaming words.",
  );

  const threat = firstMatch(text, THREATS);
  add("no-threats", "No threats or punishment", threat === null, threat ? `Contains a threat or punishment ("${threat}").` : "No threats or punishment.");

  // Everyday phrases that only look frightening to a word list ("knife and fork", "a tickle attack").
  const frightText = `${text} ${title}`.replace(NOT_FRIGHTENING, " ");
  let fright = firstMatch(frightText, FRIGHTENING);
  if (!fright) {
    const monsterSentence = sentences.find((s) => MONSTER.test(s) && HARM.test(s));
    if (monsterSentence) fright = monsterSentence;
  }
  if (!fright && SENSITIVE_BEHAVIORS.has(req.behavior)) fright = firstMatch(frightText, FRIGHTENING_AT_NIGHT);
  add("no-frightening", "Nothing frightening", fright === null, fright ? `Contains frightening content ("${fright}").` : "Nothing frightening.");

  // The built-in safety review reads sentences for meaning (src/engine/safety). Fail closed: a review
  // that cannot run fails the story, so it is rewritten or refused, never saved.
  try {
    const findings = reviewSafety(`${title}\n\n${text}`, { childAge: req.childAge });
    add(
      SAFETY_CHECK.id,
      SAFETY_CHECK.label,
      findings.length === 0,
      findings.length ? describeFindings(findings) : "Nothing a parent would not want read to their child.",
    );
  } catch {
    add(SAFETY_CHECK.id, SAFETY_CHECK.label, false, "The safety review could not run, so the story cannot be shown.");
  }

  if (material?.calmEnding) {
    const calm = CALM_ENDING.test(last);
    add("calm-ending", "Bedtime story ends calm", calm, calm ? "The last paragraph is sleepy and calm." : "A bedtime story must end sleepy and calm.");
    add(
      "quiet-ending",
      "Bedtime ending stays quiet",
      !last.includes("!"),
      last.includes("!") ? "The last paragraph has exclamations; bedtime endings should be quiet." : "The ending is quiet.",
      "warn",
    );
  }

  const themeWords = THEME_SETTINGS[req.theme].check;
  const allWords = countMatches(text, themeWords.all);
  const worldNames = THEME_SETTINGS[req.theme].worlds.flatMap((w) => [w.town, w.world, w.home, ...(w.homes ?? []), ...(w.outdoors ?? [])]);
  const worldMentions = worldNames.reduce((n, w) => n + (lower.includes(w.toLowerCase().replace(/^the /, "")) ? 1 : 0), 0);
  if (!plan) {
    // Without a plan the helper is any of the theme's helper words in the text.
    // Wild animals help in nature stories too (a turtle at the creek, a heron on the river).
    const helpers =
      req.theme === "nature" ? new RegExp(`${themeWords.helpers.source}|${THEME_SETTINGS.animals.check.helpers.source}`, "gi") : themeWords.helpers;
    const helper = firstMatch(text, helpers);
    add(
      "theme",
      "Theme honored (setting and helper)",
      helper !== null && allWords + worldMentions >= STORY_RULES.minThemeWords,
      `${helper ? `A ${helper.toLowerCase()} helps` : "No helper from the theme"}; ${allWords} setting word(s) from the ${req.theme} theme.`,
    );
    checks.push(
      ...checkTextRules(text, {
        childName: name,
        pronouns,
        grownUpName: req.grownUpName?.trim() || "Mom",
        behavior: req.behavior,
        customBehavior: req.customBehavior,
      }),
    );
    return finish(checks, metrics);
  }
  // A social story is literal (ADR 030): the real grown-up and the real place, no story friend; the theme is its pictures' style.
  if (social) {
    add("theme", "Theme honored (setting and helper)", true, `A social story tells the real situation; the ${req.theme} theme is the pictures' style.`);
    checks.push(...checkPlanRules(plan, { customBehavior: req.customBehavior, siblings: req.siblings, likes: req.likes, avoid: req.avoid }));
    return finish(checks, metrics);
  }
  // The plan names the theme's helper: the story must bring them in, and show the theme's world.
  const helperNamed = countMatches(text, nameRegex(plan.helper.name.split(" ").pop()!, "i"));
  const themeHelper =
    THEME_SETTINGS[req.theme].helpers.some((h) => h.name === plan.helper.name) || new RegExp(themeWords.helpers.source, "i").test(plan.helper.kind);
  add(
    "theme",
    "Theme honored (setting and helper)",
    themeHelper && helperNamed >= 1 && allWords + worldMentions >= STORY_RULES.minThemeWords,
    `${plan.helper.name} the ${plan.helper.kind} appears ${helperNamed} time(s); ${allWords} setting word(s) from the ${req.theme} theme.`,
  );

  checks.push(...checkPlanRules(plan, { customBehavior: req.customBehavior, siblings: req.siblings, likes: req.likes, avoid: req.avoid }));
  return finish(checks, metrics);
}

function finish(checks: QualityCheck[], metrics: QualityMetrics): QualityReport {
  const fails = checks.filter((c) => c.status === "fail").length;
  const warns = checks.filter((c) => c.status === "warn").length;
  const score = Math.max(0, Math.min(100, 100 - fails * STORY_RULES.failPenalty - warns * STORY_RULES.warnPenalty));
  return { passed: fails === 0, score, checks, metrics };
}

/** The hard failures in words an engine can act on when the story is regenerated. */
export function describeFailures(report: QualityReport): string {
  const fails = report.checks.filter((c) => c.status === "fail");
  if (!fails.length) return "";
  return ["The previous draft failed these checks; fix every one:", ...fails.map((c) => `- ${c.label}: ${c.detail}`)].join("\n");
}

/** The words accepted for an age band: the band, and STORY_RULES.lengthMargin either side. */
export function lengthBounds(target: LengthTarget): [number, number] {
  return [Math.ceil(target.minWords * (1 - STORY_RULES.lengthMargin)), Math.floor(target.maxWords * (1 + STORY_RULES.lengthMargin))];
}

function round1(n: number): number {
  return Math.round(n * 10) / 10;
}
