/**
 * The child's action in the parent's own words: the first verb phrase of the description, its
 * subject stripped ("my 4 yr old", "he", "she", the child's name), its "when / even after / because"
 * clause split off, and its forms for a story: base ("jump on the couch"), past ("jumped on the
 * couch"), -ing ("jumping on the couch") and present ("jumps on the couch", for showing the reading
 * back to the parent). The parent's his/her/their becomes the child's pronoun slot ({C's}), "him" or
 * "her" the child ({Cobj}), "me/my" the grown-up (its name and possessive slots); a refusal stays a refusal ("won't go
 * down the big slide" → "refuse to go down the big slide"); "and" chains are kept ("picks his nose
 * and wipes it on things").
 *
 * Works on lower-case English (understand.ts's `normalize`, or any plain text: it does the little
 * normalizing it needs itself). Plain regexes and tables, no parser (ADR 019).
 */

export interface Action {
  /** Each verb of the chain in the base form ("jump", "wipe"); "be" for "is scared of…". */
  verbs: string[];
  /** With slots: "jump on the couch", "pick {C's} nose and wipe it on things". */
  base: string;
  past: string;
  ing: string;
  /** Third person present, with slots: "jumps on the couch". */
  present: string;
  /** A refusal: "won't…", "refuses to…", "doesn't…", "never…". */
  negated: boolean;
  /** The clause that says when or why, in the parent's tense, with slots: "when {they} doesn't get {their} way". */
  when?: string;
  /** The same clause in the story's past tense: "when {they} didn't get {their} way". */
  whenPast?: string;
  /** A place or time that was inside the phrase, moved out so the story never repeats the parent's sentence: "at the dinner table". */
  where?: string;
  /** A refusal's step, said positively ("sit in the cart" / "sat in the cart" / "sitting in the cart"); the action itself otherwise. */
  step: { base: string; past: string; ing: string };
  /** The parent's words the action was read from (lower case). */
  source: string;
}

/** Irregular verbs: base → [past, third person present]. */
export const IRREGULAR: Record<string, [string, string?]> = {
  be: ["{was}", "is"],
  have: ["had", "has"],
  do: ["did", "does"],
  go: ["went", "goes"],
  say: ["said", "says"],
  swear: ["swore"],
  feed: ["fed"],
  make: ["made"],
  take: ["took"],
  get: ["got"],
  give: ["gave"],
  come: ["came"],
  run: ["ran"],
  eat: ["ate"],
  throw: ["threw"],
  bite: ["bit"],
  hide: ["hid"],
  wake: ["woke"],
  tell: ["told"],
  spit: ["spat"],
  sit: ["sat"],
  swim: ["swam"],
  break: ["broke"],
  hit: ["hit"],
  put: ["put"],
  let: ["let"],
  cut: ["cut"],
  shut: ["shut"],
  hurt: ["hurt"],
  quit: ["quit"],
  wet: ["wet"],
  keep: ["kept"],
  sleep: ["slept"],
  leave: ["left"],
  feel: ["felt"],
  find: ["found"],
  hold: ["held"],
  stand: ["stood"],
  understand: ["understood"],
  steal: ["stole"],
  tear: ["tore"],
  wear: ["wore"],
  draw: ["drew"],
  blow: ["blew"],
  grow: ["grew"],
  know: ["knew"],
  fall: ["fell"],
  fight: ["fought"],
  buy: ["bought"],
  bring: ["brought"],
  catch: ["caught"],
  teach: ["taught"],
  think: ["thought"],
  sing: ["sang"],
  ring: ["rang"],
  drink: ["drank"],
  begin: ["began"],
  forget: ["forgot"],
  ride: ["rode"],
  write: ["wrote"],
  drive: ["drove"],
  shake: ["shook"],
  lie: ["lied"],
  lose: ["lost"],
  win: ["won"],
  dig: ["dug"],
  stick: ["stuck"],
  swing: ["swung"],
  cling: ["clung"],
  fling: ["flung"],
  sting: ["stung"],
  spin: ["spun"],
  bend: ["bent"],
  creep: ["crept"],
  sweep: ["swept"],
  weep: ["wept"],
  kneel: ["knelt"],
  sneak: ["sneaked"],
  fly: ["flew"],
  see: ["saw"],
  send: ["sent"],
  spend: ["spent"],
  build: ["built"],
  light: ["lit"],
  shoot: ["shot"],
  slide: ["slid"],
  speak: ["spoke"],
  choose: ["chose"],
  freeze: ["froze"],
  hang: ["hung"],
  mean: ["meant"],
  meet: ["met"],
  pay: ["paid"],
  sell: ["sold"],
  wind: ["wound"],
};

/** A regular past ("pushed", "grabbed", "cried", "hated") → its base, when it is a verb we know. */
function edBase(word: string): string | undefined {
  const stem = word.slice(0, -2);
  return [stem, word.slice(0, -1), stem.slice(0, -1), stem.replace(/i$/, "y")].find((b) => b.length > 1 && KNOWN_VERBS.has(b));
}

/** Third person → base, where the endings rule gets it wrong. */
const THIRD_TO_BASE: Record<string, string> = { is: "be", has: "have", does: "do", goes: "go", says: "say", "'s": "be", are: "be", am: "be" };

const VOWEL = /[aeiou]/;

/** "jumps" → "jump", "cries" → "cry", "pushes" → "push", "goes" → "go"; a base form stays. */
export function toBase(word: string): string {
  if (THIRD_TO_BASE[word]) return THIRD_TO_BASE[word];
  if (IRREGULAR[word]) return word;
  if (/^[a-z]ies$/.test(word)) return word.slice(0, -1);
  if (/[^aeiou]ies$/.test(word)) return word.slice(0, -3) + "y";
  if (/(ss|zz|ch|sh|x)es$/.test(word)) return word.slice(0, -2);
  if (/oes$/.test(word)) return word.slice(0, -2);
  if (/[^s]s$/.test(word) && word.length > 3) return word.slice(0, -1);
  return word;
}

function doubles(base: string): boolean {
  // One syllable, consonant-vowel-consonant: stop, grab, rip, hug, slam, nag, pat (not jump, pick, play, fix, open).
  return /^[^aeiou]*[aeiou][bdgmnprt]$/.test(base) && !/^(open|visit|listen|happen)$/.test(base) && base.length <= 5 && !/[aeiou]{2}/.test(base);
}

export function toPast(base: string): string {
  const irr = IRREGULAR[base];
  if (irr) return irr[0];
  if (/e$/.test(base)) return base + "d";
  if (/[^aeiou]y$/.test(base)) return base.slice(0, -1) + "ied";
  if (doubles(base)) return base + base.slice(-1) + "ed";
  return base + "ed";
}

export function toIng(base: string): string {
  if (base === "be") return "being";
  if (/ie$/.test(base)) return base.slice(0, -2) + "ying";
  if (/[^aeioy]e$/.test(base) && !/(ee|ye|oe)$/.test(base)) return base.slice(0, -1) + "ing";
  if (doubles(base)) return base + base.slice(-1) + "ing";
  return base + "ing";
}

export function toThird(base: string): string {
  const irr = IRREGULAR[base];
  if (irr?.[1]) return irr[1];
  if (/[^aeiou]y$/.test(base)) return base.slice(0, -1) + "ies";
  if (/(s|z|ch|sh|x|o)$/.test(base)) return base + "es";
  return base + "s";
}

/** Where the action ends and its "when"/"why" begins. */
const WHEN =
  /\b(?:when(?:ever)?|every ?time|each time|any ?time|even (?:after|though|if|when)|after|before|because|cause|since|if|until|till|unless|while|as soon as|once|so (?:that|we|i)|but|which|whenever|instead of)\b/;
/** Trailing words that say how often, not what: cut from the action. */
const OFTEN =
  /\s+(?:all the time|every (?:single )?(?:day|night|morning|evening|time|week)|again and again|over and over(?: again)?|constantly|on purpose|\d+ times|(?:a )?(?:hundred|million|ten|five) times|all day(?: long)?|lately|recently|nonstop|non-stop|anymore|any more|a lot|so much|at all|no matter what|(?:all )?by (?:him|her|them)sel(?:f|ves))\b/g;
/** "the whole way to grandma's house": the rest says how long, not what. */
const WHOLE = /\s+the whole (?:time|way|day|night|drive|trip|evening|morning)\b(?! to\b).*$/;

const SUBJECT =
  /^(?:(?:so|well|honestly|basically|ok|okay|help|hi|hello|um|and|also|lately|recently|sometimes|always|often)[,!]?\s+)*(?:(?:my|our|the)\s+(?:(?:\d+\s*(?:yr|yrs|year|years|yo|y\/o|month|months)[\s-]*(?:old)?\s*)|little |big |eldest |oldest |youngest |middle |twin |toddler |preschooler |kindergartener |kindergartner |almost \d+ |\d+ )*(?:son|daughter|grandson|grand-?daughter|grandaughter|grandchild|grandkid|granddaughter|stepson|stepdaughter|nephew|niece|boy|girl|kid|kiddo|child|toddler|baby|preschooler|little one|one|lo|dd|ds)|(?:my|our|the)\s+(?:\d+\s*(?:yr|yrs|year|years|yo|y\/o)[\s-]*old|\d+\s*(?:yo|y\/o)|(?:almost |nearly )?\d+)|one of (?:my|our|the) (?:students|pupils|kids|children|preschoolers|kindergartners|toddlers|boys|girls)(?:,? [a-z]+,)?|(?:a|one|this) (?:little )?(?:boy|girl|child|kid|student|pupil) in (?:my|our) (?:class|group|room)|he|she|they|kid|it|the child|the kids?|my kids|the children|(?:my|our|the) (?:students|pupils|preschoolers|kindergartners|kindergarteners|kinders|toddlers|class|group|little ones)|in my (?:class|group|room),? the (?:kids|children)|(?:\d+\s*(?:yr|yrs|year|years|yo)[\s-]*old))(?:\s+(?:in|at|from) (?:my|the|our|his|her) (?:class|group|room|preschool|daycare|nursery|school))?(?:\s+(?:all|both))?(?:\s+(?:who|that))?\s+/;

const ADVERB =
  /^(?:all|always|often|sometimes|usually|constantly|just|really|literally|totally|still|also|then|now|even|already|suddenly|repeatedly|regularly|keeps on)\s+/;

const NEGATION: Array<[RegExp, string]> = [
  [
    /^(?:won't|wont|will not|refuses to|refuse to|doesn't|doesnt|does not|don't|dont|do not|never|can't be bothered to|is not willing to|isn't willing to|flat out refuses to|absolutely refuses to)\s+/,
    "refuse to",
  ],
];

const TEXTING: Array<[RegExp, string]> = [
  [/\bwont\b/g, "won't"],
  [/\bdont\b/g, "don't"],
  [/\bdoesnt\b/g, "doesn't"],
  // "when she didnt", "she hadnt even started": the negation spelled whole, never read as a verb ("didnted").
  [/\b(did|had|was|were|has|have|could|would|should|are)nt\b/g, "$1n't"],
  [/\bcant\b/g, "can't"],
  [/\bisnt\b/g, "isn't"],
  [/\bim\b/g, "i'm"],
  // "slams door": the door ("He slammed door" was told; R9).
  [/\b(slam(?:s|med|ming)?) (doors?)\b/g, "$1 the $2"],
  [/\b(cuz|coz|cos|bc)\b/g, "because"],
  [/\b(lol|lmao|omg|smh|ugh+|haha\w*|pls|plz)\b/g, " "],
  [/\bn\b/g, "and"],
  [/\bw\/\s*/g, "with "],
];

/** Words that can't start an action (a verb phrase must begin with a verb). */
const NOT_A_VERB =
  /^(?:the|a|an|my|his|her|their|our|this|that|these|those|i|we|you|it|there|here|of|in|on|at|to|for|with|by|from|and|or|but|so|very|too|not|no|what|how|why|who|where|every|each|some|any|all|much|many|more|most|one|two|three|\d+)$/;

/** The parent's own family, as the child knows them: "my brother makes comments" is the child's uncle (was "Grandma's brother"). */
const PARENTS_FAMILY: Array<[RegExp, string]> = [
  [/\b(?:my|our) (?:little |big |younger |older )?brother(?:-in-law)?\b/g, "{C's} uncle"],
  [/\b(?:my|our) (?:little |big |younger |older )?sister(?:-in-law)?\b/g, "{C's} aunt"],
  [/\b(?:my|our) (?:mom|mum|mother)\b/g, "{C's} grandma"],
  [/\b(?:my|our) (?:dad|father)\b/g, "{C's} grandpa"],
  [/\b(?:my|our) (?:parents|in-laws)\b/g, "{C's} grandparents"],
];

const SLOTS: Array<[RegExp, string]> = [
  [/\b(?:his|her|their)\s+own\b/g, "{C's} own"],
  [/\b(?:himself|herself|themselves|themself)\b/g, "{themself}"],
  [/\b(?:his|their)\b/g, "{C's}"],
  // "her" before a noun is hers; "picks her up" is someone (left as "her" only after a verb + particle).
  [/\bher(?=\s+(?!up\b|down\b|out\b|in\b|to\b|with\b|by\b|off\b|back\b|and\b|when\b|if\b|so\b|because\b|or\b|on\b|at\b|away\b|over\b|that\b)[a-z])/g, "{C's}"],
  [/\b(?:him|them)\b/g, "{Cobj}"],
  [/\bher\b/g, "{Cobj}"],
  ...PARENTS_FAMILY,
  [/\b(?:my|our)\b/g, "{G's}"],
  [/\b(?:me|us)\b/g, "{G}"],
];

function slotted(words: string): string {
  let out = ` ${words} `;
  for (const [re, to] of SLOTS) out = out.replace(re, to);
  return out.trim();
}

/** Words before a noun: never a subject on their own. */
const DETERMINER = /^(?:the|a|an|his|her|their|its|my|our|your|this|that|these|those|some|any|no|every|each|of|to|in|on|at|for|with|by|from)$/;
const SUBJECT_PRONOUN =
  /^(?:i|we|you|they|he|she|it|nobody|somebody|someone|anyone|everyone|everybody|people|kids|children|things|friends|neighbors|neighbours|relatives|grown-ups|adults|others)$/;

/** A clause in the story's past tense: "when she doesn't get her way" → "when {they} didn't get {C's} way". */
export function clauseToPast(clause: string, child?: "he" | "she"): string {
  let s = ` ${clause} `;
  let changed = false;
  const once = (re: RegExp, to: string) => {
    if (changed || !re.test(s)) return;
    s = s.replace(re, to);
    changed = true;
  };
  s = s
    .replace(/ (he|she|it|they|we|i|you)'s /g, " $1 is ")
    .replace(/ (he|she|it|they|we|i|you)'re /g, " $1 are ")
    .replace(/ (he|she|it|they|we|i|you)'m /g, " $1 am ");
  // The clause's own verb, once: its first auxiliary, or its first verb after a subject.
  const tokens = s.trim().split(" ");
  for (let i = 0; i < tokens.length && !changed; i++) {
    const t = tokens[i];
    const aux: Record<string, string> = {
      "doesn't": "didn't",
      doesnt: "didn't",
      "don't": "didn't",
      dont: "didn't",
      "can't": "couldn't",
      cant: "couldn't",
      cannot: "couldn't",
      "won't": "wouldn't",
      wont: "wouldn't",
      "isn't": "wasn't",
      isnt: "wasn't",
      "aren't": "weren't",
      is: "was",
      are: "were",
      am: "was",
      can: "could",
      will: "would",
      has: "had",
      have: "had",
    };
    if (aux[t] && i > 0) {
      tokens[i] = aux[t];
      changed = true;
      break;
    }
    // Already a past negation ("when she didn't", "hadn't"): kept, never "didnted"; "hasn't" is told "hadn't".
    if (i > 0 && /^(?:did|had|was|were|could|would|should|has|have)n't$/.test(t)) {
      tokens[i] = /^ha(?:s|ve)n't$/.test(t) ? "hadn't" : t;
      changed = true;
      break;
    }
    // An adverb between the subject and its verb ("grandma just wants", "he really hates") is never the verb ("justed"; R12):
    // the word before it is the subject.
    const ADVERB = /^(?:just|really|only|always|also|still|even|usually|never|often|sometimes|actually|totally|literally|already|kinda|sorta)$/;
    if (ADVERB.test(t)) continue;
    const prev = (ADVERB.test(tokens[i - 1] ?? "") ? tokens[i - 2] : tokens[i - 1]) ?? "";
    if (i === 0 || WHEN_WORD.test(t) || DETERMINER.test(t) || NOT_A_VERB.test(t) || /ed$/.test(t)) continue;
    // "someone else gets picked": "else" belongs to the subject ("someone elsed" was written).
    if (t === "else" && SUBJECT_PRONOUN.test(prev)) continue;
    // "his baby brother gets…": the person is the subject, never its verb ("baby brothered").
    if (/^(?:brother|sister|cousin|friend|twin|sibling|teacher|lady|man|woman|neighbou?r)s?$/.test(t)) continue;
    // Already in the past ("when he had it", "when she saw it"): nothing to change.
    if (PAST_TO_BASE[t]) {
      changed = true;
      break;
    }
    const afterSubject =
      SUBJECT_PRONOUN.test(prev) ||
      (prev === "else" && SUBJECT_PRONOUN.test(tokens[i - 2] ?? "")) ||
      (/s$/.test(prev) && PLURAL_NOUNS.test(prev)) ||
      /^(?:mom|mum|dad|grandma|grandpa|teacher|baby|brother|sister|sandcastle|tower|drawing|it|dog|cat|game|show|friend|cousin|nanny|babysitter)$/.test(prev);
    const third = /[^s]s$/.test(t) && !PLURAL_NOUNS.test(t) && !DETERMINER.test(prev);
    if (afterSubject && (third || !/s$/.test(t)) && !PLURAL_NOUNS.test(t)) {
      tokens[i] = toPast(toBase(t));
      changed = true;
    } else if (third && KNOWN_VERBS.has(toBase(t))) {
      tokens[i] = toPast(toBase(t));
      changed = true;
    }
  }
  void once;
  s = ` ${tokens.join(" ")} `;
  // The child and the grown-ups in the story's words.
  s = s
    .replace(child ? new RegExp(` ${child} (was|is) `, "g") : / (?:he|she) (was|is) /g, " {they} {was} ")
    .replace(child ? new RegExp(` ${child} `, "g") : / (?:he|she) /g, " {they} ")
    // "When we leave the park", "when we get to the store": the child goes too ("when they left"), unless "we leave her".
    .replace(
      / we (?=(?:go|goes|went|get|got|leave|left|arrive|arrived|walk|walked|drive|drove|cross|crossed|eat|ate|sit|sat|visit|visited|come|came|head|headed|reach|reached|ride|rode|are|were|pull|pulled|line|lined|queue|queued|wait|waited|gather|gathered) (?!him |them |her (?:at|with|in|there|alone|behind|home|for|to)\b))/g,
      " they ",
    )
    .replace(/ (?:i|we) /g, " {G} ")
    .replace(/ (?:me|us) /g, " {G} ")
    .replace(/ (?:my|our) [a-z-]+(?: [a-z-]+)? /g, (m) => PARENTS_FAMILY.reduce((t, [re, to]) => t.replace(re, to), m))
    .replace(/ (?:my|our) /g, " {G's} ")
    .replace(/ (?:his|their) /g, " {C's} ")
    .replace(/ her (?=(?!up |down |out |in |to |with |by |off |back |and |when |if |so |because |or |on |at |away |over )[a-z])/g, " {C's} ")
    .replace(/ (?:him|her) /g, " {Cobj} ")
    .replace(/ (?:himself|herself) /g, " {themself} ");
  return s.trim().replace(/\s+/g, " ");
}

const WHEN_WORD = /^(?:when|whenever|every|each|any|even|after|before|because|cause|since|if|until|till|unless|while|as|soon|once|though|time|so|that)$/;

/** Verbs children do in parents' words: a bare word that isn't one can't start an action ("asdf qwer"). */
const KNOWN_VERBS = new Set(
  "act answer argue claim blame ask bang bark be beg bite blow boss bother break bring brush build bully burp call change chase cheat chew climb cling color colour come complain copy cough cover crawl cry cut dance dart destroy dig disappear do draw dress drink drop dump eat empty escape fake fall fart feed feel fight fill flick flip flood flush forget freak fuss get give go grab growl grumble hang hate have help hide hit hog hold hoard hug hum hurt ignore interrupt jump keep kick kiss knock laugh lick lie lift lock look lose make melt mess mimic moan mock nag nap open paint pee pick pinch play poke poop pour pretend pull punch push put quit race read refuse rip roar roll rub run say scare scratch scream scribble see shake share shout show shove sing sit skip slam slap sleep slide smack smash smear sneak sniff snatch spill spit splash squeeze squish stamp stand stare stay steal stick stomp stop suck sulk swear swing take talk tap tear tease tell throw tickle tip touch trash try turn twist unbuckle undress unroll unzip use wake walk wander want waste watch wave wear wet whine whisper wipe wiggle win wipe work worry write yank yell zip listen obey behave wait clean tidy wash bathe follow finish ride bounce roll flop lean wriggle squirm hug poke prod hold nibble gnaw suck spin twirl hum growl hiss bark shriek squeal giggle snort sniff yawn refuse demand insist beg whinge sob wail howl pout sulk stall dawdle linger drag delay procrastinate ignore avoid resist fight struggle argue negotiate bargain bite chew swallow gag vomit pee poop wee soil wet leak drip spray squirt smear rub wipe flick pick peel scratch pinch tug yank trip kick punch slap smack shove bump barge crash bang hit whack stamp stomp jump hop skip leap climb crawl run dash bolt sprint race wander roam stray escape hide sneak tiptoe creep interrupt shout scream yell".split(
    " ",
  ),
);

function lower(text: string): string {
  let s = text
    .replace(/[’‘`´]/g, "'")
    .replace(/[“”]/g, '"')
    .toLowerCase();
  for (const [re, to] of TEXTING) s = s.replace(re, to);
  // The parent's "were" for "we're" ("when I say were late"): a "were" with no subject before it is "we".
  s = s.replace(
    /\b(says?|said|saying|tells? (?:him|her|them)|told (?:him|her|them)|telling (?:him|her|them)|yells?|yelled|shouts?|shouted|when|because|cause|cos|that) were (?=(?:late|going|leaving|not|done|nearly|almost|out|off|ready|running|about|home|busy|in a (?:hurry|rush))\b)/g,
    // (told in the story's past: "when Mum said they were late")
    "$1 we were ",
  );
  return s.replace(/\s+/g, " ").trim();
}

/** Splits a verb phrase into its "and" chain: "picks his nose and wipes it on things". */
function chainVerbs(words: string[]): number[] {
  const starts = [0];
  for (let i = 1; i < words.length - 1; i++) {
    if (words[i] !== "and" && words[i] !== "or" && !(words[i] === "then" && words[i - 1] !== "and")) continue;
    let j = i + 1;
    if (words[j] === "then") j++;
    const w = words[j];
    if (!w) continue;
    // A new verb after "and": a third-person -s verb or a known irregular's present ("and laughs", "and wipes it").
    if (/^[a-z]+s$/.test(w) && !/(ss|us|is)$/.test(w) && (/^(says|goes|does|has)$/.test(w) || !NOT_A_VERB.test(w)) && looksLikeVerb(w) && !starts.includes(j))
      starts.push(j);
    // A group's verbs in their plain form ("the children talk at once and push to be first"): a known
    // verb after "and", when the chain's first verb was plain too.
    else if (KNOWN_VERBS.has(w) && words[0] === toBase(words[0]) && !/s$/.test(words[0]) && !starts.includes(j)) starts.push(j);
  }
  return starts;
}

/** A rough test for a present-tense verb ("wipes", "laughs", "cries"), not a plural noun ("words", "toys", "things"). */
const PLURAL_NOUNS =
  /^(words|things|toys|kids|friends|walls|markers|crayons|shoes|socks|clothes|people|others|parents|relatives|neighbors|neighbours|names|eyes|hands|feet|legs|teeth|doors|books|games|sweets|snacks|pants|pajamas|times|days|weeks|minutes|hours|noises|sounds|stairs|cushions|pillows|blocks|cars|trains|pieces|bubbles|tears|tantrums|meltdowns|fits|drawings|pictures|animals|dogs|cats|bugs|pets|sisters|brothers|cousins|adults|grownups|strangers|visitors|guests|teachers|classmates|others)$/;
function looksLikeVerb(w: string): boolean {
  return !PLURAL_NOUNS.test(w);
}

/**
 * Reads the child's action from the parent's words, or undefined when no verb phrase can be found
 * ("help", "my son", "asdf"). `childName` is stripped as a subject too.
 */
/**
 * The child's own pronoun: the parent's first "he" or "she", unless the child's "his" or "her" came first
 * ("bites his sister when she takes his lego": the child is a he, "she" is the sister; issue 22, R8).
 */
export function childPronoun(s: string): "he" | "she" | undefined {
  const first = s.match(/\b(he|she)\b/);
  if (!first) return undefined;
  const own = childsOwn(s.slice(0, first.index));
  return own ?? (first[1] as "he" | "she");
}

/**
 * The child's own "his" or "her" before a noun ("rolls her eyes", "bites his sister"), or "himself"/"herself":
 * "he" or "she" when only one is there. An object is someone else ("pushes her when he is tired": she is
 * the one pushed, "pushes him" the same), so "him" and a "her" before "when", "up", "and"… never count.
 */
export function childsOwn(s: string): "he" | "she" | undefined {
  const his = /\b(his|himself)\b/.test(s);
  const her = HER_OWN.test(s) || /\bherself\b/.test(s);
  return his !== her ? (his ? "he" : "she") : undefined;
}
/** "her" before a noun, hers: not "picks her up", "pushes her when…", "hits her and…". */
const HER_OWN = /\bher (?!up\b|down\b|out\b|in\b|to\b|with\b|by\b|off\b|back\b|and\b|when\b|if\b|so\b|because\b|or\b|on\b|at\b|away\b|over\b|that\b)[a-z]/;

/** A sentence that only says who the child is (a teacher's "is in my class of 22", an age): never the action. */
const WHO_THE_CHILD_IS =
  /^(?:(?:kid|he|she|they|[a-z]+) (?:is|are) (?:in (?:my|our|the|a) (?:class|group|room|classroom)\b(?: of \d+)?|(?:a |an )?(?:student|pupil) (?:in|of) (?:my|our|the) [a-z]+|my (?:student|pupil))$|(?:kid|he|she|they) (?:is|are) (?:\d+(?: years? old)?|(?:a |an )?(?:[a-z]+ )?(?:boy|girl|kid|child|toddler|student))$)/;

/**
 * The parent's message made ready to read, one place for readAction and readDoings: hurtful words quoted, "has been
 * shouting" as "keeps shouting", a teacher's greeting and "heads up" left out, "10 min" as "ten minutes" (R12).
 */
/** A grandparent's house said as a place has a capital ("drive to Grandma's"), not one's own ("his grandma's"). */
export function grandPlaces(text: string): string {
  return text.replace(
    /(?<!\b(?:his|her|their|my|your|our|a) )\b(grandma|grandpa|granny|nana|nanna|grandad)'s\b/g,
    (g) => g.charAt(0).toUpperCase() + g.slice(1),
  );
}

function asTold(s: string): string {
  return (
    s
      .replace(HURTFUL_UNQUOTED, quoteHurtful)
      .replace(/\b(?:has|have|'s) been ([a-z]{3,}ing)\b/g, "keeps $1")
      // A teacher's note opens with a greeting ("Hi! Just a heads up that Alex…"): the note starts at the child.
      .replace(/^(?:hi|hello|hey|dear \w+)\b[!,.]?\s*/, "")
      .replace(
        /\b(\d+) ?mins?\b/g,
        (_m, n: string) => `${["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"][Number(n)] ?? n} minutes`,
      )
      .replace(/\b(?:just )?(?:a )?(?:quick )?heads ?-?up,? (?:that )?|\b(?:i )?(?:just )?wanted to let you know,? (?:that )?|\bfyi,? /g, "")
      // A child calling themself a name ("says hes stupid and cries"; R15) is told as what they did, never the name
      // itself in the story's narration ("said he was stupid" is a label the safety check rightly refuses).
      .replace(
        /\b(says?|said|saying|calls?|called|calling) (?:that )?(he|she|they)(?:'s| is|s| are| was)? (?:so |really |just )?(?:stupid|dumb|an idiot|rubbish|useless|bad at everything|the worst)\b/g,
        (_m, v: string, p: string) =>
          `${/^say/.test(v) ? v.replace(/^say/, "call") : v === "said" ? "called" : v} ${p === "he" ? "himself" : p === "she" ? "herself" : "themself"} names`,
      )
      // Background about someone else is not the child's doing ("grandad was really upset, he lives with us and does pick
      // ups from school" was told "He lived with Mum and did pick ups from school"; R15).
      .replace(
        /,?\s*(?:and )?(?:he|she|they) (?:lives?|live|stays?|has lived) with (?:us|me)\b(?: and (?:does|do|did) (?:the )?(?:pick ?-?ups?|drop ?-?offs?|school runs?)(?: from school| at school)?)?/g,
        "",
      )
      .replace(/,?\s*(?:and )?(?:he|she|they) (?:does|do) (?:the )?(?:pick ?-?ups?|drop ?-?offs?|school runs?)(?: from school| at school)?/g, "")
      // What the parent tried and found not to work is not the child's doing ("we tried warnings, doesnt work" was
      // told "He wouldn't work.").
      .replace(/,?\s*(?:but |and )?(?:it |that |this |they |which )?(?:doesn'?t|does not|didn'?t|don'?t|never) (?:really )?work(?:s|ed)?\b/g, "")
      // "drive to grandmas": grandma's (said "Grandma's" where it is told: R14's intake screenshots read "drive to grandmas")
      .replace(/\b(grandma|granny|nana|nanna|grandpa|grandad)s\b/g, "$1's")
  );
}

export function readAction(text: string, childName = "", options: { whole?: boolean } = {}): Action | undefined {
  let s = asTold(lower(text));
  const name = childName.trim().toLowerCase();
  if (name) s = s.replace(new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`, "g"), "kid");

  // Quoted words are what the child says: keep them, without the quotes' punctuation.
  const quotes: string[] = [];
  s = s.replace(/"([^"]{1,40})"/g, (_m, q: string) => {
    const said = q
      .replace(/[.!?,]+$/g, "")
      .trim()
      .replace(/\bi\b/g, "I");
    quotes.push(said.charAt(0).toUpperCase() + said.slice(1));
    return ` QUOTE${quotes.length - 1} `;
  });
  // A teacher's "at circle time the children all…": the time, then the group's action.
  s = s.replace(/(^|[.!?;]\s+)((?:at|during) [a-z' ]+? time) ((?:the|my|our) (?:children|kids|class|students|toddlers|preschoolers)\b)/g, "$1$2, $3");
  // "One of my kids, Noah, keeps…": a teacher's one child is the story's child.
  s = s.replace(/\bone of (?:my|our|the) (?:students|pupils|kids|children|preschoolers|kindergart[e]?ners|toddlers|boys|girls)(?:,? [a-z]+,)?/g, "kid");
  // "all talk at once" is talking over each other ("once" is not a when).
  s = s.replace(/\b(talk|talks|talking|shout|shouts|shouting|speak|speaks|speaking) at once\b/g, "$1 over each other");
  // A group's "each other" is, for the one child of the story, the others ("talk over each other").
  if (
    /\b(the (children|kids|class|group)|my (students|pupils|class|preschoolers|kindergart[e]?ners|toddlers|group)|(children|kids|students) in (my|our) (class|group|room))\b/.test(
      s,
    )
  )
    s = s.replace(/\beach other's\b/g, "the other kids'").replace(/\beach other\b/g, "the other kids");
  // "shes tired" / "hes tired": the parent's quick typing.
  s = s.replace(/\b(she|he)s (?=[a-z])/g, "$1 is ");
  // A claim told with how often ("told me every night it was done"): the claim, and "it" is the homework the parent named (R11).
  s = s.replace(
    /\b(told|tells|says|said|swore|swears|promised|promises|insisted|insists)( me| us)? (?:every (?:night|day|morning|time|week)|each (?:night|day)|always|all week) /g,
    "$1$2 ",
  );
  // The child's own pronoun is the parent's first "he" or "she"; the other one is someone else
  // ("hits her baby brother when she is tired and he grabs her toys": he is the brother).
  const child = childPronoun(s);
  // A boy's "her room" is someone else's (his sister's): kept as "her", never the child's {C's}; a girl's "his" likewise.
  if (child === "he") s = s.replace(/\bher\b/g, "herx");
  if (child === "she") s = s.replace(/\b(his|him)\b/g, "$1x");
  if (child) s = s.replace(/\b(their|them)\b/g, "$1x");
  const sentences = s
    // (Also "lovely one on one but in group work grabs…": the "but" starts the doing, issue 22.)
    .split(/(?<=[.!?;])\s+|\s*[.!?;]+\s*$|,\s+(?=(?:and |then |but |so )?(?:he|she|they|kid)\b)|,?\s+but\s+(?=(?:in|at|during|when|whenever|around|with) )/)
    .map((x) => x.replace(/[.!?;]+$/, "").trim())
    .filter(Boolean);
  let pending: string | undefined;
  for (const sentence of sentences) {
    // "Maya is in my class of 22", "he is 4", "she's a sweet girl": who the child is, not what happens.
    if (WHO_THE_CHILD_IS.test(sentence)) continue;
    // "When it's bedtime, she runs around…": the when-clause is kept for the action that follows.
    if (/^(?:when|whenever|every ?time|each time|if|after|before|at|during|once) /.test(sentence) && !/,/.test(sentence) && !leadingWhen(sentence).when) {
      pending = sentence;
      continue;
    }
    const got = readClause(pending ? `${pending}, ${sentence}` : sentence, quotes, options.whole, child);
    if (got) return JSON.parse(JSON.stringify(got).replace(/\b(her|his|him|their|them)x\b/g, "$1")) as Action;
    pending = undefined;
  }
  return undefined;
}

/** "In group work grabs the scissors off the others": a short lead (in, at, during) whose next word is a doing's verb. */
function leadThenVerb(s: string): RegExpMatchArray | null {
  const m = s.match(/^((?:at|during|in) (?:[a-z']+ ){0,3}?[a-z']+) ([a-z]+s) (.+)$/);
  if (!m) return null;
  const verb = toBase(m[2]);
  if (!KNOWN_VERBS.has(verb) || /s$/.test(m[1])) return null;
  return [m[0], m[1], `${m[2]} ${m[3]}`] as unknown as RegExpMatchArray;
}

/** "When it's bedtime, she…": a leading when-clause is the when, the rest the action. */
function leadingWhen(sentence: string): { s: string; when?: string } {
  const s = ` ${sentence} `.replace(/\s+/g, " ").trim();
  // A teacher's "At circle time the children all…": the time is the when, even without a comma.
  const lead =
    // "During group reading on the carpet Mia keeps taking…, then sulks": a short lead, then the child, before any comma.
    s.match(/^((?:at|during|in|on) (?:[a-z']+ ){0,6}?[a-z']+) ((?:kid|he|she|they)\b.+)$/) ??
    // "In group work grabs the scissors…" (no subject): a short lead, then the doing's own verb.
    leadThenVerb(s) ??
    s.match(/^((?:when|whenever|every time|each time|if|after|before|at|during|in the) [^,]+),\s*(.+)$/) ??
    s.match(/^((?:at|during) [a-z' ]+? time) ((?:the|my|our) (?:children|kids|class|students|toddlers|preschoolers)\b.+)$/) ??
    // "In our class at circle time Mia keeps grabbing…": the class and the time lead, the child follows.
    s.match(
      /^((?:(?:in|at|during) (?:(?:our|my|the) )?(?:class|classroom|room|group|preschool|daycare|school|kindergarten|nursery|circle|[a-z]+ time|the rug|the carpet)\s*)+) ((?:kid|he|she|one of (?:my|our) \w+)\b.+)$/,
    );
  return lead ? { s: lead[2], when: lead[1] } : { s };
}

/** The subject, adverbs, "keeps on", "won't stop" and a negation taken off: the clause starts at its verb. */
function toVerb(clause: string): { s: string; negated: boolean } {
  let s = clause;
  for (let i = 0; i < 4; i++) {
    const before = s;
    s = s
      .replace(SUBJECT, "")
      .replace(ADVERB, "")
      .replace(/^(?:is|'s) (always|constantly|forever|often) (\w+ing)\b/, "$2");
    if (s === before) break;
  }
  // "keeps on …", "tends to …", "likes to …": the verb that follows is the action, kept in its own words.
  s = s.replace(/^(?:keeps on|tends to|likes to|loves to|has started to|started to|has been|will often|will|would)\s+/, (m) =>
    /^(keeps on)/.test(m) ? "keeps " : "",
  );
  // "won't stop saying…" means "keeps saying…".
  s = s.replace(/^(?:won't|wont|will not|doesn't|does not|never) stop (\w+ing)\b/, "keeps $1");
  let negated = false;
  for (const [re] of NEGATION) {
    if (re.test(s)) {
      negated = true;
      s = s.replace(re, "");
    }
  }
  // "is scared of…", "is so mean to…": the verb is "be".
  s = s.replace(/^(?:'s|is|are|gets? (?=(?:so|really|very|super|too) ))/, (m) => (/get/.test(m) ? m : "is"));
  // A name the parent wrote first ("sam licks the windows"): the verb is the next word.
  const [a, b] = s.split(" ");
  if (a && b && !KNOWN_VERBS.has(toBase(a)) && !IRREGULAR[toBase(a)] && /[^s]s$/.test(b) && (KNOWN_VERBS.has(toBase(b)) || !!IRREGULAR[toBase(b)]))
    s = s.slice(a.length + 1);
  return { s, negated };
}

/** The verb phrase, with the when/why clause, "the whole way to…" and trailing "how often" words split off. */
function splitVerbPhrase(s: string, leadWhen: string | undefined): { vp: string; when?: string; wayTo?: string } {
  let when = leadWhen;
  // "…and nobody can hear": a new subject ends the action.
  const clause = s.replace(
    // (Also "…and yesterday pushed him off the sofa": another time is another doing, read by also.ts, never part of the when.)
    /\s+(?:and|but|so) (?:nobody|no one|everyone|everybody|someone|i|we|you|it|they|then i|then we|the \w+ (?:is|are|gets?|can't|won't)|yesterday|last (?:week|night|time|month)|the other day|one time|this morning|earlier today)\b.*$/,
    "",
  );
  let vp = clause.replace(/\b(and|then|or) (?:won't|will not|doesn't|does not|don't|never|refuses to|refuse to) /g, "$1 refuses to ");
  // "…, then cries and sulks when someone else gets picked": the when after a "then" is the next doing's, not this one's.
  const then = vp.search(/,\s*(?:and )?then\s+(?!when\b)/);
  const w = (then > 0 ? vp.slice(0, then) : vp).match(WHEN);
  if (w && w.index !== undefined && w.index > 0) {
    const tail = vp.slice(w.index).trim();
    vp = vp.slice(0, w.index).trim();
    if (!/^(but|which|instead of)\b/.test(tail)) when ??= tail;
  }
  // "the whole way to grandma's house" is where it happens: on the way there.
  const way = vp.match(/\s+the whole (?:way|drive|trip|ride) (to [a-z' ]+)$/);
  let wayTo: string | undefined;
  if (way && way.index !== undefined) {
    wayTo = `on the way ${way[1].replace(/\b(grandma|grandpa|nana|granny|auntie|mum|mom)s\b/g, "$1's")}`;
    vp = vp.slice(0, way.index);
  }
  vp = vp.replace(OFTEN, "").replace(WHOLE, "").trim();
  vp = vp
    .replace(/,.*$/, "")
    .replace(/\s+(?:and|or|then|but|so)$/, "")
    .trim();
  // "…falls over that she knocks everything off": the "so upset … that" consequence is not part of when.
  if (when)
    when =
      when
        .replace(OFTEN, "")
        .replace(WHOLE, "")
        .replace(/,.*$/, "")
        .replace(/ (?:that|so) (?:he|she|they|it)\b.*$/, "")
        // "when his lego falls apart and throws it": the child's next doing, not the lego's.
        .replace(/ and (?:then )?[a-z]+(?:s|es) (?:it|them|things|stuff|everything|the \w+|his \w+|her \w+)\b.*$/, "")
        .trim() || undefined;
  return { vp, when, wayTo };
}

/**
 * The first word must read as a verb: one we know (any form), or a third-person -s word followed by
 * an object or a particle ("wipes it", "yeets the cup"); "asdf qwer" is no action.
 */
function readsAsVerb(words: string[], negated: boolean): boolean {
  const head = words[0];
  const base0 = negated ? head : toBase(head);
  const next = words[1] ?? "";
  const known = KNOWN_VERBS.has(base0) || !!IRREGULAR[base0] || KNOWN_VERBS.has(head);
  const objectFollows =
    /^(?:the|a|an|his|her|their|my|our|it|them|him|me|us|on|at|in|up|down|out|off|away|back|over|into|onto|to|with|around|about|things|stuff|everything|everyone|people)$/.test(
      next,
    );
  if (PLURAL_NOUNS.test(head) || WHEN_WORD.test(head)) return false;
  if (!known && !(/[^s]s$/.test(head) && objectFollows)) return false;
  return !(/^(is|be)$/.test(base0) && words.length < 2);
}

/** A surface food and things land on or come off: the floor, the table, the high chair. */
const SURFACE = /^(?:the|his|her|their|\{C's\}|my|our) (?:floor|ground|carpet|rug|table|tray|high ?chair)\b/;
/** The small word swapped before a surface when the parent's words would be pasted: on ↔ onto, from → off. */
const SURFACE_SWAP: Record<string, string> = { on: "onto", onto: "on", from: "off" };

/**
 * A place or time inside the phrase ("at dinner", "at the dinner table") is the action's where, when
 * the phrase would otherwise repeat six of the parent's words in a row in the story; else the phrase is cut short.
 */
function withoutRepeats(phrase: string[], parentWords: string, negated: boolean, quotes: string[]): { words: string[]; where?: string } {
  let words = phrase;
  let where: string | undefined;
  const repeats = (ws: string[]): boolean => {
    const forms = buildForms(ws, negated, quotes);
    // The story also says "to {base}" ("Time to…", "wanted to…"), and a refusal's step without "refuse".
    // (and with the child as its subject, as the story tells it: "She cried and hid under the…" is six of the parent's words)
    return [forms.base, forms.past, forms.ing, `to ${forms.base.replace(/^refuse to /, "")}`, ...["she", "he", "they"].map((p) => `${p} ${forms.past}`)].some(
      (f) => pastes(f, parentWords, 6),
    );
  };
  for (let guard = 0; guard < 4 && repeats(words); guard++) {
    const pp = findPlacePhrase(words);
    if (pp) {
      where ??= words.slice(pp[0], pp[1]).join(" ");
      words = [...words.slice(0, pp[0]), ...words.slice(pp[1])];
      continue;
    }
    // "throws her plate on the floor" → "threw her plate onto the floor", "her food from the high chair" →
    // "her food off the high chair" (issue 22): another small word keeps the floor and the thrown thing, not "…her plate on".
    const swap = words.findLastIndex((w, i) => i > 1 && Object.hasOwn(SURFACE_SWAP, w) && SURFACE.test(words.slice(i + 1, i + 4).join(" ")));
    // (Only when the other word is enough: else the phrase is cut short as before.)
    const swapped = swap > 1 ? [...words.slice(0, swap), SURFACE_SWAP[words[swap]], ...words.slice(swap + 1)] : undefined;
    if (swapped && !repeats(swapped)) {
      words = swapped;
      continue;
    }

    // "grabs the scissors and glue off the others" → "grabbed the scissors and glue from the others": both
    // things and whom they were taken from stay, in other words, before the "and" would cut the glue (issue 22).
    const off = Math.max(...["from", "off"].map((w) => words.lastIndexOf(w)));
    if (off > 2 && /^(?:the other (?:children|kids)|everyone|everybody|the others)$/.test(words.slice(off + 1).join(" "))) {
      const retold = [...words.slice(0, off), "from", "the", "others"];
      if (!repeats(retold)) {
        words = retold;
        break;
      }
    }
    const and = Math.max(words.lastIndexOf("and"), words.lastIndexOf("or"));
    if (and > 1) {
      words = words.slice(0, and);
      continue;
    }
    // "let me put the shoes on" → "let {G} put on the shoes": the particle goes before the thing, never dropped
    // ("wouldn't let Daddy put the shoes"; R9).
    const n = words.length;
    if (n >= 4 && /^(?:on|off|up|away|back|down|out)$/.test(words[n - 1]) && /^(?:the|his|her|their|\{C's\}|my|our|a|an)$/.test(words[n - 3])) {
      const moved = [...words.slice(0, n - 3), words[n - 1], words[n - 3], words[n - 2]];
      if (!repeats(moved)) {
        words = moved;
        break;
      }
    }
    // "grabbing the talking stick from the other kids" → "grabbing the talking stick": whom it was taken
    // from goes before the thing's own word ("the stick" would lose what the teacher named).
    // Likewise "taking the book off the other children", "reads out loud over them" (never "taking the off…").
    const from = Math.max(...["from", "off", "over"].map((w) => words.lastIndexOf(w)));
    if (from > 2 && /^(the|a|an|his|her|their|my|our|them|him|me|us|everyone|everybody|others)$/.test(words[from + 1] ?? "")) {
      // The other children stay in it, in other words ("kept taking the book from the others").
      const others = /^(?:the other (?:children|kids)|everyone|everybody|the others)$/.test(words.slice(from + 1).join(" "));
      const retold = [...words.slice(0, from), "from", "the", "others"];
      words = others && !repeats(retold) ? retold : words.slice(0, from);
      continue;
    }
    // "hid under the reading table" → "hid under a reading table": another small word, the place kept, before a cut (R12).
    const the = words.findLastIndex(
      (w, i) =>
        i > 1 &&
        w === "the" &&
        /^(?:under|behind)$/.test(words[i - 1]) &&
        /^[a-z]+$/.test(words[i + 1] ?? "") &&
        /^[a-z]+[^s]$/.test(words[i + 2] ?? "") &&
        !/^(?:for|and|when|at|in|on|with|to|again|all|every)$/.test(words[i + 2] ?? ""),
    );
    const withA = the > 1 ? [...words.slice(0, the), "a", ...words.slice(the + 1)] : undefined;
    if (withA && !repeats(withA)) {
      words = withA;
      continue;
    }
    // "the shopping cart" → "the cart": a modifier goes before the phrase is cut short.
    const mod = words.findIndex(
      (_w, i) =>
        i > 0 &&
        /^(the|a|an|his|her|their|my|our)$/.test(words[i - 1]) &&
        i + 1 < words.length &&
        /^[a-z]+$/.test(words[i + 1]) &&
        // (nor before a time word: "found it under his bed again today" keeps the bed)
        !/^(and|or|at|in|on|with|to|off|from|over|out|up|down|away|into|onto|for|of|around|back|under|behind|across|through|by|again|today|yesterday|tonight|now|too|also|then|every|always|anymore|hurts|hurt|aches|is|was|feels|itches)$/.test(
          words[i + 1],
        ),
    );
    if (mod > 0) {
      words = [...words.slice(0, mod), ...words.slice(mod + 1)];
      continue;
    }
    words = words.slice(0, Math.max(2, words.length - 1));
  }
  // Cut short, the phrase still ends whole ("…and her little" → "…"), never on a doing whose words were cut ("…in pajamas saying").
  // (nor on the parent's day: "slapped the baby on the head today" is told on the story's own day)
  words = wholeEnd(
    words.join(" ").replace(/(?:\s+(?:today|yesterday|tonight|earlier|this (?:morning|afternoon|evening)|last (?:night|week)|the other day))+$/, ""),
  ).split(" ");
  if (words.length > 3 && phrase.length > words.length && /^(?:saying|telling|asking|yelling|shouting|screaming|crying|begging)$/.test(words[words.length - 1]))
    words = wholeEnd(words.slice(0, -1).join(" ")).split(" ");
  return { words, where };
}

/** Grandpa, Grandma, Nana without "my"/"her" are names: "when Grandpa left". */
function relative(t: string): string {
  return t.replace(
    /(?<!\b(?:my|his|her|their|our|your|the|a|\{C's\}|\{G's\}) )\b(grandpa|grandma|grandad|granddad|grandpa's|grandma's|nana|granny|gran|papa|nanna|nan|gramps)\b/g,
    (w) => w.charAt(0).toUpperCase() + w.slice(1),
  );
}

/** The when-clause retold in the past, never six of the parent's words in a row ("on a phone call for work"). */
function retoldWhen(when: string, child: "he" | "she" | undefined, parentWords: string): string | undefined {
  let whenPast: string | undefined = clauseToPast(when, child);
  for (let guard = 0; whenPast && guard < 6 && pastes(whenPast, parentWords, 6); guard++) {
    // "the lady at the bakery talked to her" → "the bakery lady talked to her": the place stays, in other words.
    const placed: string = whenPast.replace(/\bthe ([a-z]+) (?:at|in|from) the ([a-z]+)\b(?= [a-z]+ed\b| [a-z]+ (?:to|at|with)\b)/, "the $2 $1");
    if (placed !== whenPast) {
      whenPast = placed;
      continue;
    }
    const ws: string[] = whenPast.split(" ");
    // A second clause ("…said we're late and her little brother copied her") goes whole, never half of it.
    const and = ws.lastIndexOf("and");
    // Never drop a particle (R6 C2: "when Ms. Patel asked Theo to put his hand" lost its "up"): a phrasal verb
    // keeps its particle, and the child's own thing is said another way ("to put a hand up"), or the clause stops at "to".
    if (and < 3 && /^(?:up|down|out|away|back|off|on|over|in)$/.test(ws[ws.length - 1] ?? "")) {
      const said: string = whenPast.replace(/\{C's\} ([a-z]+)/, (_m, n: string) => (/s$/.test(n) ? `the ${n}` : `a ${n}`));
      const to = ws.indexOf("to");
      whenPast = said !== whenPast ? said : to >= 3 ? ws.slice(0, to).join(" ") : whenPast;
      continue;
    }
    whenPast = and >= 3 ? ws.slice(0, and).join(" ") : ws.length > 4 ? ws.slice(0, -1).join(" ") : whenPast;
    if (ws.length <= 4) break;
  }
  if (!whenPast) return whenPast;
  whenPast = relative(wholeEnd(whenPast, true));
  // "When we get to my house": the grown-up is named once ("when they got to Grandma's house", not "when Grandma got to Grandma's house").
  if (/\{G\}/.test(whenPast) && /\{G's\}/.test(whenPast)) whenPast = whenPast.replace(/\{G\}/, "they");
  return whenPast;
}

/** A clause cut short ends on a word that can end it: never "…and her little", "…the", "…for". */
export function wholeEnd(clause: string, when = false): string {
  let out = clause.trim();
  for (let guard = 0; guard < 6; guard++) {
    // A when-clause never ends on "on" or "in" ("during group reading on"); a doing may ("put her shoes on").
    // (nor on "after", "before": "when Mom took the iPad away after" was "…after his 30 min", cut; R9)
    const next = (when ? out.replace(/\s+(?:on|in|into|onto|over|off|after|before|until)$/, "") : out).replace(
      /\s+(?:for|at|to|with|of|from|the|a|an|and|or|but|by|across|behind|under|through|toward|towards|his|her|their|my|our|your|\{C's\}|\{G's\}|little|big|baby|other|new|old|very|so)$/,
      "",
    );
    if (next === out) break;
    out = next;
  }
  // a clause cut after a verb that needs its object ("cried when coach Priya tried to take"): the one coming for the child
  return out.replace(/\b(?:tried|tries|trying|wanted|wants) to (?:take|put|get|bring|carry|pull|lift|move|pick)$/, "came over");
}

/** A negation with nothing after it but "even", "really", "at all" ("when she didn't", "when he clearly hadn't"). */
const BARE_NEGATION =
  /^when (?:he|she|they|kid)(?: [a-z]+ly)? (?:(?:did|had|was|were|has|have|is|does)n't|(?:did|had|was|were|has|have|is|does) not)(?: (?:even|really|actually|at all|yet|though|lol))*$/;
/** The child claims something ("said", "swears", "told me"): a lie's doing. */
const CLAIM = /^(?:say|says|said|saying|tell|tells|told|telling|claim\w*|swear\w*|swore|insist\w*|pretend\w*|lie|lies|lied|lying)\b/;

/**
 * Whether a when-clause is the contradiction of the child's claim, not when it happens: "when she didn't",
 * or, after a claim, a past negation ("says he did his homework when he hadn't even started").
 * A habit's trigger stays ("screams when she doesn't get her way").
 */
function contradicts(when: string, vp: string): boolean {
  if (BARE_NEGATION.test(when)) return true;
  return CLAIM.test(vp) && /^when (?:he|she|they|kid)(?: [a-z]+ly)? (?:(?:did|had|was|were|has|have)n't|(?:did|had|was|has) not|never)\b/.test(when);
}

/**
 * The plain form of a past participle, for a claim asked back ("had brushed" → "Did you brush…?"):
 * "done" → "do", "fed" → "feed", "tidied" → "tidy", "wiped" → "wipe".
 */
export function participleBase(p: string): string {
  const past = Object.entries(PARTICIPLE).find(([, v]) => v === p)?.[0] ?? p;
  if (PAST_TO_BASE[past]) return PAST_TO_BASE[past];
  if (/ied$/.test(p)) return `${p.slice(0, -3)}y`;
  if (/([bdgmnprt])\1ed$/.test(p)) return p.slice(0, -3);
  if (!/ed$/.test(p)) return p;
  const b = p.slice(0, -2);
  return /[^aeiou][aeiou][^aeiouwxy]$/.test(b) && !/(?:en|er|on|it|ish)$/.test(b) ? `${b}e` : b;
}

/** Past participles for a claim told in the story's past ("said he did" → "said {they} had done"). */
const PARTICIPLE: Record<string, string> = {
  did: "done",
  ate: "eaten",
  went: "gone",
  took: "taken",
  gave: "given",
  wrote: "written",
  drew: "drawn",
  broke: "broken",
  threw: "thrown",
  saw: "seen",
  got: "gotten",
  was: "been",
  hid: "hidden",
  bit: "bitten",
  forgot: "forgotten",
};

/**
 * Reported speech keeps the child's own pronoun (issue 22): "said she brushed teeth" → "said {they} had
 * brushed {C's} teeth", "told me she'd tidied up" → "told {G} {they} had tidied up", never the parent's
 * raw "she" in a they or he story.
 */
function reported(words: string[], child?: "he" | "she"): string[] {
  // "keeps saying she fed the fish", "kept telling me…": the claim after the habit word; "slams the door and
  // says he is the only kid…": the claim after "and".
  const lead = words.findIndex(
    (w, k) => CLAIM.test(w) && (k === 0 || (k === 1 && /^(?:keep|keeps|kept|always)$/.test(words[0])) || /^(?:and|then)$/.test(words[k - 1])),
  );
  if (lead < 0) return words;
  if (!CLAIM.test(words[lead] ?? "") || /^(?:lie|lies|lied|lying)$/.test(words[lead])) return words;
  const out = [...words];
  let i = lead + 1;
  if (/^(?:tell|tells|told|telling|swear\w*|swore)$/.test(out[lead])) {
    // Whom the child told: "me", "her teacher", "my mom".
    if (/^(?:me|us|everyone|everybody|him|her|them|mom|mum|dad)$/.test(out[i] ?? "")) i++;
    else if (
      /^(?:the|his|her|their|my|our)$/.test(out[i] ?? "") &&
      /^(?:teacher|mom|mum|dad|brother|sister|grandma|grandpa|friend|friends|nana)$/.test(out[i + 1] ?? "")
    ) {
      i += 2;
      // and the teacher's name: "told her teacher mrs hughes that she fed…" (R14)
      if (/^(?:mr|mrs|ms|miss)\.?$/.test(out[i] ?? "") && /^[a-z]+$/.test(out[i + 1] ?? "")) i += 2;
    }
  }
  if (out[i] === "that") i++;
  const who = out[i] ?? "";
  // Someone else's doing in the claim ("tells me the teacher didnt give him one"): told in the past before it
  // ("told {G} the teacher hadn't given him one"), never cut to "the teacher didn't give" (R-final).
  if (who === "the" && /^[a-z]+$/.test(out[i + 1] ?? "") && /^did(?:n't)?$/.test(out[i + 2] ?? "") && KNOWN_VERBS.has(out[i + 3] ?? "")) {
    const base = out[i + 3];
    const past = toPast(base);
    out.splice(i + 2, 2, out[i + 2] === "did" ? "had" : "hadn't", PARTICIPLE[past] ?? past);
    return out;
  }
  const m = /^(he|she|they|kid)(?:'d|'s)?$/.exec(who);
  if (!m || (child && m[1] !== child && m[1] !== "kid")) return words;
  const contracted = /'d$/.test(who) ? "had" : /'s$/.test(who) ? "{was}" : undefined;
  out[i] = "{they}";
  const next = out[i + 1] ?? "";
  if (contracted) out.splice(i + 1, 0, contracted);
  else if (/^(?:is|am|was)$/.test(next)) out[i + 1] = "{was}";
  else if (/^(?:had|has|have)$/.test(next)) out[i + 1] = "had";
  else if (PARTICIPLE[next] || PAST_TO_BASE[next] || /[a-z]ed$/.test(next)) out.splice(i + 1, 1, "had", PARTICIPLE[next] ?? next);
  // "had brushed teeth": the child's own teeth.
  return out
    .join(" ")
    .replace(/\b(had (?:brushed|washed|cleaned|combed|dried|done)) (teeth|hands|hair|face|homework|room|bed)\b/, "$1 {C's} $2")
    .split(" ");
}

/** Things a child wears, said bare after taking them on or off ("takes socks off again"). */
const WORN =
  /^(?:socks|shoes|boots|sandals|clothes|pants|trousers|shorts|mittens|gloves|hat|coat|jacket|diaper|nappy|pajamas|pyjamas|sweater|jumper|seatbelt|glasses)$/;
const ON_OFF_VERB =
  /^(?:take|takes|taking|took|pull|pulls|pulling|pulled|rip|rips|ripping|ripped|kick|kicks|kicking|kicked|put|puts|putting|throw|throws|threw|throwing)$/;

/** The child's own things: "takes socks off again" is told "took their socks off again" (was "took socks off again"). */
function ownWorn(words: string[]): string[] {
  const out: string[] = [];
  words.forEach((w, i) => {
    out.push(w);
    if (ON_OFF_VERB.test(w) && WORN.test(words[i + 1] ?? "")) out.push("their");
  });
  return out;
}

/** A when that is the grown-up telling the child ("when I say stop", "when we tell her no"). */
const ANSWERED_WHEN = /^(?:when|whenever|if) (?:i|we|you|\{g\}|\{G\}) (?:say|says|said|tell|tells|told|ask|asks|asked)\b/;
/** A doing that ends on a laugh ("…and laughs", "…and giggles"): the laugh is the answer to that when. */
const LAST_IS_LAUGH = /\band (?:just )?(?:laugh|giggl|smil|grin|smirk|cackl)\w*$/;

function readClause(sentence: string, quotes: string[], whole = false, child?: "he" | "she"): Action | undefined {
  const lead = leadingWhen(sentence);
  const { s, negated } = toVerb(lead.s);
  const first = s.split(" ")[0] ?? "";
  if (!first || NOT_A_VERB.test(first) || /^(QUOTE\d+)$/.test(first) || first.length < 2) return undefined;
  if (!/^[a-z']+$/.test(first)) return undefined;
  const split = splitVerbPhrase(s, lead.when);
  // "throws his food on the floor and laughs when I say stop": the grown-up's "stop" is when the laugh
  // happens (the laugh is its own doing, readDoings), not when the food is thrown (issue 22).
  let when = split.when && !(ANSWERED_WHEN.test(split.when) && LAST_IS_LAUGH.test(split.vp)) ? split.when : undefined;
  // "said she brushed her teeth when she didn't": the lie's contradiction, not a time or a trigger (issue 22).
  if (when && contradicts(when, split.vp)) when = undefined;
  // "…before dinner when he clearly didn't": the time stays, the contradiction goes.
  const tail = when?.search(/ when (?:he|she|they|kid)\b/) ?? -1;
  if (when && tail > 0 && contradicts(when.slice(tail + 1), split.vp)) when = when.slice(0, tail);
  const phrase = split.vp.split(" ").filter(Boolean);
  if (!phrase.length || !readsAsVerb(phrase, negated)) return undefined;
  const parentWords = ` ${sentence
    .replace(/[^a-z0-9' ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()} `;
  // Read back to the parent (`whole`), the phrase stays whole: it is theirs, shown to them, not the story's.
  const told = reported(phrase, child);
  const kept = whole ? { words: told, where: undefined } : withoutRepeats(told, parentWords, negated, quotes);
  const words = ownWorn(kept.words);
  const where = split.wayTo ?? kept.where;
  const whenPast = when ? retoldWhen(when, child, parentWords) : undefined;
  if (when) when = relative(when);
  const forms = buildForms(words, negated, quotes);
  const positive = negated ? buildForms(words, false, quotes) : forms;
  return {
    ...forms,
    step: { base: positive.base, past: positive.past, ing: positive.ing },
    negated,
    ...(when ? { when: slotted(when).replace(child ? new RegExp(`\\b${child}\\b`, "g") : /\b(?:he|she)\b/g, "{they}"), whenPast } : {}),
    // "in the middle of the circle" is six of the parent's words on its own: told as "at the center of the circle".
    ...(where ? { where: slotted(where).replace(/^in the middle of\b/, "at the center of") } : {}),
    source: sentence.trim(),
  };
}

/** Whether `phrase` (slots read as unknown words) repeats `run` words of the parent's in a row. */
export function pastes(phrase: string, parentWords: string, run: number): boolean {
  // The slots print as the parent's own words in a story with the parent's pronoun ("her brother").
  return (["his", "her", "their"] as const).some((pos, i) => {
    const obj = ["him", "her", "them"][i];
    const text = phrase
      .replace(/\{C's\}/g, pos)
      .replace(/\{Cobj\}/g, obj)
      .replace(/\{G's\}/g, "my")
      .replace(/\{G\}/g, "me")
      .replace(/\{[^}]*\}/g, "§");
    const ws = text
      .replace(/[^a-z0-9'§ ]+/g, " ")
      .split(/\s+/)
      .filter(Boolean);
    for (let k = 0; k + run <= ws.length; k++) if (parentWords.includes(` ${ws.slice(k, k + run).join(" ")} `)) return true;
    return false;
  });
}

/** A place or time phrase inside a verb phrase, not right after its verb: [start, end). */
function findPlacePhrase(words: string[]): [number, number] | undefined {
  for (let i = words.length - 1; i >= 2; i--) {
    // "In line" is not a place ("push to be first in line for the water fountain").
    if (words[i] === "in" && words[i + 1] === "line") continue;
    // Nor is "in front of the other kids" ("cut in front of each other").
    if (words[i] === "in" && words[i + 1] === "front") continue;
    if (
      !/^(at|during|inside|in)$/.test(words[i]) ||
      /^(look|looks|stare|stares|point|points|laugh|laughs|yell|yells|shout|shouts|scream|screams|spit|spits|throw|throws|smile|smiles|wave|waves|swear|swears)$/.test(
        words[i - 1],
      )
    )
      continue;
    let j = i + 1;
    // What the child has on is not a place ("lies on the floor in pajamas saying…" lost "in pajamas saying their").
    if (
      /^(?:(?:his|her|their|my|the) )?(?:pajamas|pyjamas|pjs|jammies|underwear|pants|socks|a towel|a diaper|a nappy|costume|uniform)$/.test(
        words.slice(j, j + 2).join(" "),
      ) ||
      WORN.test(words[j] ?? "")
    )
      continue;
    if (/^(the|a|an|my|our|his|her|their|school|home)$/.test(words[j] ?? "")) j++;
    const nounAt = j;
    // ("in his class without a phone": the place ends before "without")
    // (nor at a doing after the place: "in the hall saying…")
    while (j < words.length && !/^(and|or|with|without|to|when|at|in|on|for)$/.test(words[j]) && !(j > nounAt && /[a-z]{3}ing$/.test(words[j])) && j - i < 4)
      j++;
    // "in the middle of the circle", "at the back of the line": the place is what it is the middle of.
    if (/^(the|a|an)$/.test(words[j - 1]) && j < words.length) j++;
    if (words[j - 1] === "of") {
      if (/^(the|a|an|my|our|his|her|their)$/.test(words[j] ?? "")) j++;
      if (j < words.length && !/^(and|or|with|to|when|at|in|on)$/.test(words[j])) j++;
    }
    if (j > i + 1) return [i, j];
  }
  return undefined;
}

function buildForms(input: string[], negated: boolean, quotes: string[]): Pick<Action, "verbs" | "base" | "past" | "ing" | "present"> {
  let words = [...input];
  // Each verb of the chain in its base form.
  const starts = chainVerbs(words);
  const verbs: string[] = [];
  for (const at of starts) {
    const b = at === 0 && negated ? words[0] : toBase(words[at]);
    verbs.push(b);
    words[at] = b;
  }
  words = words.map((x) => x.replace(/^QUOTE(\d+)$/, (_m, n: string) => `“${quotes[Number(n)] ?? ""}”`));
  const form = (fn: (b: string) => string, neg: string): string => {
    const ws = [...words];
    for (const at of starts) ws[at] = at === 0 && negated ? ws[at] : fn(ws[at]);
    // "keep saying…" reads "saying…" as an -ing form, not "keeping saying".
    if (fn === toIng && !negated && ws[0] === "keeping" && /ing$/.test(ws[1] ?? "")) ws.shift();
    const phrase = slotted(ws.join(" "));
    return negated ? `${neg} ${phrase}` : phrase;
  };
  const present = negated ? `won't ${slotted(words.map((x, i) => (i > 0 && starts.includes(i) ? toThird(x) : x)).join(" "))}` : form(toThird, "");
  return {
    verbs,
    base: form((b) => b, "refuse to"),
    past: form(toPast, "refused to")
      .replace(/\b(thought|said) (it|that)(?:'s| is)\b/g, "$1 $2 was")
      // Lying on the floor is "lay" ("They lied on the hallway floor" read as a fib); lying about something stays "lied".
      .replace(/\blied (on|in|down|there|flat|face|around|under|across|still|in bed)\b/g, "lay $1")
      // What the child said, in the past: "saying {C's} tummy hurt" (was "…tummy hurts").
      .replace(
        /\b(saying|said|telling \S+) ((?:that )?(?:\{C's\} |the |it |everything )?[a-z]*) ?(hurts|aches|itches|is|feels)\b/g,
        (_m, v: string, what: string, verb: string) =>
          `${v} ${what ? `${what} ` : ""}${{ hurts: "hurt", aches: "ached", itches: "itched", is: "was", feels: "felt" }[verb as "is"]}`,
      ),
    ing: form(toIng, "refusing to"),
    present: present.trim(),
  };
}

/** Fills an action's slots for plain text: the child's name, or a pronoun set. */
export function plainAction(phrase: string, name: string, pronouns: "he" | "she" | "they" = "they", grownUp = "me"): string {
  const pos = pronouns === "he" ? "his" : pronouns === "she" ? "her" : "their";
  const obj = pronouns === "he" ? "him" : pronouns === "she" ? "her" : "them";
  const self = pronouns === "he" ? "himself" : pronouns === "she" ? "herself" : "themself";
  return phrase
    .replace(/\{C's\}/g, pos)
    .replace(/\{Cobj\}/g, obj)
    .replace(/\{themself\}/g, self)
    .replace(/\{they\}/g, name)
    .replace(/\{was\}/g, "was")
    .replace(/\{G's\}/g, grownUp === "me" ? "my" : `${grownUp}'s`)
    .replace(/\{G\}/g, grownUp);
}

/**
 * The reading shown back to the parent, present tense: "Maya jumps on the couch", "Maya won't go
 * down the big slide", "Maya says “I hate you” — when she doesn't get her way".
 */
export function readback(action: Action, name: string, pronouns: "he" | "she" | "they" = "they"): string {
  const what = `${name} ${plainAction(action.present, name, pronouns)}`;
  let clause = action.when ?? "";
  if (pronouns === "they")
    clause = clause.replace(
      /\{they\} (doesn't|isn't|is|was|has|does|([a-z]+)s)\b/g,
      (_m, v: string, stem?: string) =>
        `{they} ${({ "doesn't": "don't", "isn't": "aren't", is: "are", was: "were", has: "have", does: "do" } as Record<string, string>)[v] ?? (stem ? toBase(v) : v)}`,
    );
  const when = clause ? ` ${plainAction(clause.replace(/\{they\}/g, pronouns), name, pronouns)}` : "";
  return `${what}${when}`.replace(/\s+/g, " ").trim();
}

/** What another person did in the parent's words, in the story's past tense: "the waiter had to pick it up". */
export interface OtherDoing {
  /** The past-tense clause with its subject: "the waiter had to pick it up". */
  past: string;
}

/** One of the child's doings, or another person's, in the parent's order. */
export type Doing = { child: Action } | { other: OtherDoing };

/** Irregular pasts back to their base ("threw" → "throw"), for a parent who tells what happened last time. */
const PAST_TO_BASE: Record<string, string> = Object.fromEntries(
  Object.entries(IRREGULAR)
    .filter(([base, [past]]) => base !== "be" && past !== base)
    .map(([base, [past]]) => [past, base]),
);

/** A clause that says how the grown-up or the family is ("i'm exhausted", "we're at our wits end"): not something the child did. */
const ABOUT_US = /^(?:i|i'm|i am|we|we're|we are|im|my (?:husband|wife|partner)|it's|its|this is|help|please|any (?:tips|ideas|advice))\b/;

/** Hurtful words said without quotes ("yells i hate you at me"): quoted, as words said (R12: "yelled i hate you at her"). */
export const HURTFUL_UNQUOTED =
  /\b(yells?|yelled|yelling|says?|said|saying|screams?|screamed|screaming|shouts?|shouted|shouting)( that)? (i hate (?:you|u)|you'?re (?:mean|the worst|stupid|so mean)|shut up|go away|i wish you (?:weren'?t|were not) my (?:mom|mum|dad|mommy|daddy))\b(?!["”])/g;
export const quoteHurtful = (_m: string, v: string, _that: string | undefined, words: string): string => `${v} "${words.replace(/\bu$/, "you")}"`;

/** What the parent already tried ("tried sticker chart nothing works", "nothing worked"): never the child's doing (issue 22). */
export const PARENT_TRIED =
  /^(?:(?:have|'ve|already|even|also|really) )*tried\b(?! to\b)|^nothing (?:else )?(?:works|worked|helps|helped|has (?:worked|helped)|seems to (?:work|help))\b/;

/**
 * The parent already tried songs ("have tried songs", "tried singing, timers, everything", "songs dont work"):
 * the story's plan is then not a song to race or to sing (R9/R10: "have tried songs" got "Alex Races the Song").
 */
export const TRIED_SONGS =
  /\btried\b[^.!?]*\b(?:songs?|singing|sing(?:ing)? (?:a|the|it)\b)|\b(?:songs?|singing) (?:do(?:es)?n'?t|never|wont|won't|did ?n'?t) (?:work|help)/;

/**
 * A tummy ache (or feeling sick) before school or daycare: a worry the body feels first (R11: "says her tummy
 * hurts every morning before school" was read as hurting words, "lies on the floor… tummy hurts" as getting dressed).
 */
export const TUMMY =
  /\b(?:tumm(?:y|ies)|stomach|belly|tummy ?ache|stomach ?ache|bellyache)\b[^.!?]{0,20}\b(?:hurts?|hurting|aches?|ache|pains?|sore|feels? (?:sick|funny|bad|weird))\b|\b(?:tummy|stomach|belly) ?aches?\b|\b(?:says|said|saying|complains?|claims?) (?:she|he|they|that (?:she|he|they))?(?: is| feels?|'s)? (?:sick|ill)\b/;
export const SCHOOL_WORD = /\b(school|daycare|day care|preschool|pre-school|nursery|kindergarten|kinder|pre-k|the bus|school bus)\b/;
/** The goodbye itself told (crying at the gate, holding on at drop-off): that is the story, the tummy only part of it. */
const AT_THE_DOOR = /\b(?:at the (?:school )?(?:gate|door)|drop ?-?offs?|holds? on(?:to)?|clings?|clingy|peel\w*|when (?:i|we) leave|won'?t let (?:me )?go)\b/;
export const schoolTummy = (s: string): boolean => TUMMY.test(s) && SCHOOL_WORD.test(s) && !AT_THE_DOOR.test(s);

/**
 * A baby or a little one touching the child's own things ("every time she touches his trucks", "when the baby
 * grabs her blocks"): the trigger of a hurt (R9/R10: was told as jealousy of a baby being fed). [his/her/their, the things]
 */
export const MINE_TOUCHED =
  /\b(?:when|whenever|every ?time|each time|if|because|cause|bc) (?:she|he|the baby|baby|(?:his|her|their) (?:baby |little )?(?:sister|brother))\b (?:even |just |so much as |tries to |try to |goes to )?(?:touch(?:es)?|grabs?|takes?|knocks? (?:over|down)|plays? with|gets? into|goes? near|chews?(?: on)?|breaks?|wrecks?|messes? with|picks? up) (his|her|their) ((?:[a-z]+ )?[a-z]+?)(?=[.,!?;]|$| (?:and|but|or|so|then|he|she|they)\b)/;

/** Another person's doing: "the waiter had to pick it up", "grandpa says no". */
const OTHER_SUBJECT =
  /^(?:the|my|his|her|their|our) (?:[a-z]+ )?(?:waiter|waitress|server|teacher|cashier|lady|man|driver|baby|brother|sister|cousin|friend|dog|cat|grandma|grandpa|nana|mom|mum|dad|neighbor|neighbour|coach|doctor|dentist|nurse|babysitter|nanny|food|pizza|meal|order|kids|children|others)\b|^(?:grandma|grandpa|nana|granny|mom|mum|dad|everyone|everybody|nobody|people)\b/;

/**
 * Every doing in the parent's message, in their order (issue 22): "at restaurants he wont sit in his
 * chair, crawls under the table and screams when the food takes to long. last time he threw the salt
 * shaker and the waiter had to pick it up" → won't sit in his chair · crawl under the table and
 * scream (when the food took too long) · throw the salt shaker · the waiter had to pick it up. Each
 * clause is read on its own (readAction), so one clause never swallows the others; "last time he
 * threw…" is read as a doing like the rest; what the parent says about themselves ("i'm exhausted")
 * and who the child is ("hes 4") are left out.
 */
export function readDoings(text: string, childName = ""): Doing[] {
  let s = asTold(
    lower(text)
      .replace(/\bto long\b/g, "too long")
      // "kicks everyones legs": everyone's.
      .replace(/\b(every|some|no|any)(one|body)s\b/g, "$1$2's"),
  );
  // "told me every night it was done": "it" is the homework the parent named (R11).
  if (/\bhomework\b/.test(s))
    s = s.replace(/\b(told (?:me|us) (?:every (?:night|day) )?|said |says |swore |insisted )(?:that )?it (was|is) (done|finished)\b/g, "$1the homework $2 $3");
  const name = childName.trim().toLowerCase();
  if (name) s = s.replace(new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`, "g"), "kid");
  s = s.replace(/\b(she|he)s (?=[a-z])/g, "$1 is ");
  const child = childPronoun(s);
  // Someone else's "her room", "their dolls" (readAction): never the child's.
  if (child === "he") s = s.replace(/\bher\b/g, "herx");
  if (child === "she") s = s.replace(/\b(his|him)\b/g, "$1x");
  if (child) s = s.replace(/\b(their|them)\b/g, "$1x");
  const pieces = s
    .split(/(?<=[.!?;])\s+|\s*[.!?;]+\s*$|,\s+|\s+-\s+|\s+(?:and )?then\s+|\s+but\s+(?=(?:kid|he|she|they)\s)/)
    .flatMap((p) =>
      p.split(
        /\s+and\s+(?=(?:the|my|his|her|their|our) [a-z]+(?: [a-z]+)? (?:had|has|have|was|is|were|are|would|will|says?|said|gets?|got|comes?|came|tells?|told|copies|joins|follows|cries|laughs|screams|starts|does|wants|tries|makes|keeps|takes|gives|goes|yells|shouts|sighs|complains|teases|mocks|jokes|[a-z]+ed)\b)/,
      ),
    )
    // "won't get dressed… and screams when I brush his hair": a second doing with a when of its own is its own doing.
    .flatMap((p) =>
      /^(?:[a-z']+ ){0,3}?(?:won'?t|wont|refuses?|doesn'?t|will not|never)\b/.test(p)
        ? p.split(/\s+and\s+(?=(?:then )?[a-z]{3,}(?:s|ed) (?:[a-z']+ ){0,3}(?:when|whenever|every ?time|each time|if) )/)
        : [p],
    )
    .map((p) => p.replace(/[.!?;]+$/, "").trim())
    .filter(Boolean);
  const out: Doing[] = [];
  for (let piece of pieces) {
    piece = piece
      .replace(/^(?:and|but|so|or|also|plus)\s+/, "")
      .replace(/^(?:last time|one time|once|yesterday|today|the other day|this morning|last night|last week),?\s*/, "");
    if (!piece || ABOUT_US.test(piece) || WHO_THE_CHILD_IS.test(piece) || PARENT_TRIED.test(piece)) continue;
    // A find with no one named ("found the worksheets crumpled at the bottom of the backpack") is the parent's,
    // never the child's ("That night, Alex found the worksheets crumpled"; R11): told as the grown-up's.
    if (/^(?:found|noticed|discovered|caught|spotted)\b/.test(piece)) {
      const found = `{G} ${piece.replace(/ (?:at|in) the (?:very )?(?:bottom|back) of /, " in ").replace(/ ?\b(?:again|today|yesterday)$/, "")}`;
      if (found.split(" ").length <= 9) out.push({ other: { past: relative(slotted(found.replace(/^\{G\} /, "")).replace(/^/, "{G} ")) } });
      continue;
    }
    if (OTHER_SUBJECT.test(piece) && !/^(?:the|my) (?:kid|son|daughter|boy|girl|toddler|child)\b/.test(piece)) {
      if (/^(?:the|my|his|her|their|our) (?:food|pizza|meal|order)\b/.test(piece)) continue;
      // What someone usually does ("grandpa usually takes her on saturdays") is background, not what happened (was "Grandpa usuallied takes her").
      if (/^(?:\S+ ){1,3}(?:usually|normally|always|often|sometimes|typically|generally)\b/.test(piece)) continue;
      // What someone wishes ("grandma just wants her to ask") is the parent's aim, not what happened (was "Grandma justed wants…"; R12).
      if (
        /^(?:\S+ ){1,3}(?:just |really |only |would )?(?:wants?|wish(?:es)?|hopes?|likes?|would like|needs?) (?:her|him|them|kid|herx|himx|themx)? ?to\b/.test(
          piece,
        )
      )
        continue;
      // Already told in the past ("the waiter had to pick it up") stays as it is, in the story's words.
      const past = /^(?:\S+ ){1,3}(?:had|was|were|did|said|came|got|told|went|[a-z]{3,}ed)\b/.test(piece) ? slotted(piece) : clauseToPast(piece, child);
      if (past.split(" ").length >= 3 && past.split(" ").length <= 9) out.push({ other: { past: relative(past) } });
      continue;
    }
    // "he gets like this whenever fun stuff ends": the parent's aside, not a doing (R13: "He got like this.").
    if (/^(?:(?:kid|he|she|they) )?(?:gets?|got|is|was) (?:like this|like that|this way)\b/.test(piece)) continue;
    // Eating only a little ("he eats 2 bites of mashed potatoes") is the parent's worry, not a thing done wrong (R11: "No eating 2 bites…").
    if (
      /^(?:(?:kid|he|she|they) )?(?:only |just )?(?:eats?|ate|eating|has|had|takes?|took) (?:only |just )?(?:\d+|one|two|three|a few|a couple(?: of)?) (?:bites?|spoonfuls?|mouthfuls?|nibbles?)\b/.test(
        piece,
      )
    )
      continue;
    // "he threw the salt shaker": told in the past, read as the doing it is.
    // "at restaurants he won't sit…", "every night at dinner he slides…": the where-and-when leads, the doing follows.
    const lead = /^((?:at|in|on|during|every|each|when|whenever|after|before|if)\b.*?)\s+((?:he|she|they|kid)\s.*)$/.exec(piece);
    const told = (lead ? lead[2] : piece).replace(/^((?:he|she|they|kid) )?([a-z]+)(?=\s|$)/, (m, subj: string | undefined, verb: string) => {
      const base = PAST_TO_BASE[verb] ?? (/ed$/.test(verb) ? edBase(verb) : undefined);
      return base ? `${subj ?? ""}${toThird(base)}` : m;
    });
    const got = readAction(lead ? `${lead[1]}, ${told}` : told, "");
    // "is a battle", "is a sweet kid": how things are, not a doing.
    if (got && got.verbs[0] !== "be" && !out.some((d) => "child" in d && d.child.base === got.base)) out.push({ child: got });
  }
  return JSON.parse(JSON.stringify(out).replace(/\b(her|his|him|their|them)x\b/g, "$1")) as Doing[];
}
