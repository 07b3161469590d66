/**
 * Reads a scene's words for what each character in it feels and does: "Ivy started to wail" (Ivy
 * crying), "He stamped his foot and shouted" (the child cross, stamping), "Uncle Ray was on the
 * phone" (on the phone). Each cue in a sentence (outside quoted speech) goes to the nearest person
 * named before it in the sentence, or to the one "she"/"he"/"they" stands for; the last cue for a
 * person in the scene wins. Nothing read means nothing drawn specially (a neutral stance, the
 * beat's face): a cue is only taken when its words are plain, never guessed.
 */
import type { Action, Mood } from "./people";

/** Someone the words may be about. */
export interface Reader {
  name: string;
  /** Other words that mean them ("the baby", "baby Ivy", "the dog"). */
  aliases?: string[];
  /** The pronoun "she"/"he"/"they" that stands for them. */
  pronoun?: "she" | "he" | "they";
  /** The story's child: a pronoun means them first. */
  hero?: boolean;
}

/** What the words say someone feels and does in the scene. */
export interface Reading {
  feeling?: Mood;
  action?: ReadAction;
  /** The words have them smile, grin or laugh somewhere in the scene (a celebration's face). */
  smiled?: boolean;
  /** What the words put in their hands, in order, as the words say it ("the tablet and", "Grandma's phone"). */
  held?: string[];
  /** The words have them hit, push or shove someone somewhere in the scene (whatever they do after). */
  hurt?: boolean;
  /**
   * The words have someone hit, push, shove or bite them (and they never do it back). A record only (the
   * drawing never reads it): the reader draws them hurt through what it sets alongside (a sad face, no
   * throw, stamp or reach, down low when knocked down).
   */
  hurtBy?: boolean;
  /** The words put them down low (knelt, crouched down beside someone): their arms may still act ("held out a hand"). */
  low?: boolean;
  /** The words have them shut their eyes tight ("They shut their eyes tight", "squeezed her eyes shut"). */
  eyesShut?: boolean;
}

/** The thing after a determiner: up to three words ("the shark book", "Grandma's phone"). */
const THING = `(?:the |a |an |his |her |their |its |my |your |some |[A-Z][a-z]+['’]s )((?:[a-z-]+ ){0,2}[a-z-]+)`;
/** Words that put a thing in the hands of the one doing them ("held the tablet", "with Grandma's phone"). */
const HOLDS = new RegExp(
  String.raw`\b(?:held|holding|holds|clutch(?:ed|es|ing)|grabb?(?:ed|ing|s)|snatch(?:ed|es|ing)|picked up|pick(?:s|ing) up|lifted|carr(?:y|ied|ies)|carrying|waved|waving|hugg?(?:ed|ing)|cuddl(?:ed|ing)|gripp?(?:ed|ing)|yank(?:ed|ing|s)?|tugg?(?:ed|ing|s)|fill(?:ed|ing|s)|(?:was|were|is|are|sat|kept) (?:on|glued to|scrolling|playing on)|kept|keeps|keeping|with|had|has) (?:up |out |on to |onto |tight to |tightly )?${THING}`,
  "g",
);
/** Reading aloud to someone puts a book in the reader's hands ("Dad read Theo a story", "read the shark book"). */
const READS =
  /\bread(?:s|ing)? (?:(?:[A-Z][a-z]+|him|her|them|us|me) )?(?:a|the|one|another|his|her|their|one more|a bedtime|the bedtime) (?:(?:[a-z-]+ ){0,2})?(?:story|stories|book|picture book)\b/g;
/** Words that hand a thing to someone ("handed Dad the tablet", "gave the phone back to Grandma"). */
const GIVES_TO = new RegExp(
  String.raw`\b(?:handed|hands|handing|gave|gives|giving|passed|passing|brought|offered|slid|held out) (?:([A-Z][a-z]+|him|her|them) ${THING}|${THING} (?:[a-z]+ ){0,2}?(?:to|for) ([A-Z][a-z]+))`,
  "g",
);

/** Nobody in particular ("somebody in tears", "everyone laughed"): a cue after them is nobody's. */
const NOBODY = /\b(?:somebody|someone|nobody|no one|everyone|everybody|anybody|anyone)\b/gi;
/** A sentence opening on a body part ("Their face went hot", "His eyes went wet"): the pronoun's. */
const POSSESSIVE_OPENING = /^(?:and |but |then |now )?(his|her|their) /i;
/** A face gone hot or red is a cross one. */
const HOT_FACE =
  /\b(?:face|cheeks?) (?:went|was|were|felt|turned|got) (?:hot|red|pink)|(?:hot|red) (?:face|cheeks)|fists? (?:were|was|went) (?:tight|clenched)|jaw was clenched\b/i;
/** Smiling words: kept apart so a grin can win over tears in a scene that turns. */
const SMILE = /\b(?:laugh(?:ed|ing|s)?|giggl(?:ed|ing|es)|smil(?:ed|ing|es)|grinn?(?:ed|ing)|grin|beam(?:ed|ing)|cheer(?:ed|ing))\b/i;

/** The feeling an action shows when the words name none (covering ears is not a smiling face). */
export const ACTION_FEELING: Partial<Record<ReadAction, Mood>> = {
  cover: "worried",
  ears: "worried",
  hide: "scared",
  cling: "scared",
  "hug-knees": "sad",
  flop: "crying",
  bite: "worried",
  push: "cross",
  fold: "cross",
};

/** Actions read from the words: the body's (people.ts) plus poses the scene draws as a whole. */
export type ReadAction = Action | "cling" | "play-game" | "lie" | "walk" | "kneel" | "eyes-shut";

/** Words for a hand at the mouth: nibbling nails, a thumb going up ("Up came a thumb"). */
const BITE =
  /\b(?:nibbl(?:e|ed|es|ing)|(?:bit|bite|bites|biting|chew(?:ed|ing|s)?|chomp(?:ed|ing)?)(?: on)? (?:his|her|their|a|the) (?:nails?|fingers?|fingernails?|thumb|sleeve)|nail-biting|nails? (?:in|at) (?:his|her|their) mouth|(?:fingers?|thumb|hand) (?:went|crept|creeping|came|slid|sneaked|snuck) (?:straight |right |back )?(?:up )?(?:to|into) (?:his|her|their) mouth|up came (?:a|the|her|his|their) (?:thumb|finger)|suck(?:ed|ing|s)? (?:his|her|their) thumb)\b/i;

/** Words for a body on the floor in a tantrum (never "lying" as telling an untruth). */
const FLOP =
  /\b(?:flopp?(?:ed|ing|s)? (?:down )?(?:on|onto|to|flat on) (?:the|her|his|their) (?:floor|ground|rug|grass|sidewalk|carpet)|flopp?(?:ed|ing) (?:down )?flat|threw (?:himself|herself|themselves|themself) (?:down|on the (?:floor|ground)|to the (?:floor|ground))|collaps(?:ed|ing) (?:on|onto|to|in a heap on) the (?:floor|ground)|(?:dropped|sank|slid) (?:down )?(?:to|onto) the (?:floor|ground)|(?:lay|lying) (?:flat )?on the (?:floor|ground|sidewalk)|squirm\w* and flopp?(?:ed|ing)|went floppy|floppy as a noodle on the floor|flopp?(?:ed|ing) down(?! (?:on|onto|in|into|beside|next to) (?:the|a|her|his|their) (?:sofa|couch|bed|chair|armchair|beanbag|cushion|bench|log|seat)))\b/i;

/** Words that undo a cue just before it ("not scared", "stopped crying", "no more tears"). */
const NEGATION =
  /\b(?:not|n't|never|no|stopped|stop|without|less|no longer|didn't|wasn't|isn't|won't|don't|instead of|trying not to|tried not to|almost|nearly)\s+(?:\w+\s+){0,2}$/i;

/** A feeling said outright ("Mia felt cross", "he was so scared"): it outlasts a subtler cue after it. */
const STATED = /\b(?:felt|feel|feels|feeling|was|were|is|looked|seemed|grew|got|went)\s+(?:[\w,]+\s+){0,2}$/i;
/** A second feeling tacked on ("cross, but also a bit wobbly"): the first one said is the face. */
const SECONDARY = /\b(?:but|and)\s+(?:also|still|a (?:bit|little)|slightly|somehow)\b[\w ,]{0,14}$/i;
/** A feeling about the feeling ("She felt afraid, and annoyed about it"): the first one is the face. */
const ABOUT_IT = /^\s+(?:about (?:it|that|this|being)|with (?:himself|herself|themselves|themself) for)\b/i;
/** Feelings a later passing cue ("her fingers were tired", "a bit wobbly") does not put over a stated one. */
const SUBTLE: ReadonlySet<Mood> = new Set<Mood>(["sleepy", "worried", "surprised"]);
/** A cue joined to the sentence's subject after an object ("He held on to Papa and started to cry": his tears). */
const JOINED = /\band\s+(?:then\s+)?(?:(?:started|began)\s+(?:to\s+)?|burst\s+into\s+)?$/i;
/** Words that put the one named after them in the object's place ("to Papa", "hugged Mom"). */
const OBJECT_BEFORE =
  /\b(?:to|at|on|onto|with|for|from|into|by|round|around|behind|beside|past|under|towards?|near|after|of|hugged|held|grabbed|pushed|kissed|told|asked|watched|followed|thanked|saw|gave|took|kept|let|made|caught|called|helped)\s+$/i;

/** Words that make the one named after them the one hurt ("hit Amara on the arm, hard, then shoved Amara away": Amara is no doer). */
const HURT_OBJECT =
  /\b(?:hit|hits|hitting|shov(?:e|ed|es|ing)|push(?:ed|es|ing)?|smack(?:ed|s)?|whack(?:ed|s)?|thump(?:ed|s)?|punch(?:ed|es)?|kick(?:ed|s)?|bit|bites|pinch(?:ed|es)?|slapp?(?:ed|s)?|scratch(?:ed|es)?)\s+$/i;
/** A body knocked down: sat down in the moat, toppled over, fell on the rug (the one hurt, down low). */
const KNOCKED_DOWN =
  /\b(?:sat down (?:hard |with a (?:bump|thump|splash) )?(?:in|on)|(?:fell|tumbled|toppled|went) (?:over|down|backwards?|flat|off|onto|on)|toppled|(?:landed|bumped) on (?:the|her|his|their) (?:bottom|bum|back|head|floor|rug|ground))\b/i;

/** A sentence that opens on a pronoun or a name's doing is its own subject's (never an unnamed doer's). */
const subjectPronounOpening = /^(?:and |but |then |so |now )?(?:she|he|they|i|we)\b/i;
/** Feelings, strongest cue words first; each a pattern over one sentence. */
const FEELINGS: Array<[RegExp, Mood]> = [
  [
    /\b(?:cr(?:y|ies|ied|ying)(?! out\b)|tears?(?! (?:up|apart|open|off))|teary|sobb?(?:ed|ing|s)?|wail(?:ed|ing|s)?|howl(?:ed|ing)?|weep(?:ing)?|wept|bawl(?:ed|ing)?|blubb\w*|lip (?:wobbled|trembled))\b/i,
    "crying",
  ],
  [HOT_FACE, "cross"],
  [
    /\b(?:sad(?:ly|der)?|upset|unhappy|miserable|gloomy|lonely|left out|disappointed|heartbroken|fed up|sniff(?:ed|led|ling)|sigh(?:ed|ing)|sulk(?:ed|ing)?|droopy|glum|hurt feelings)\b/i,
    "sad",
  ],
  [
    /\b(?:cross(?:ly)?(?! (?:the|over|a|his|her|their|out|legged))|angry|angrily|furious(?:ly)?|fury|grumpy|cranky|frustrated|annoyed|scowl(?:ed|ing)?|shout(?:ed|ing)|(?<!\b(?:fresh|big|warm|little|long|a) )huff(?:ed|ing)?(?! (?:on|onto|into|out|and puff)\b)|glar(?:ed|ing)|jealous|fuming|mad at|snapped|snatched|slamm(?:ed|ing)|hot, prickly|smacked|whacked|thumped(?= (?:him|her|them|the table|the door|the floor|[A-Z]))|shoved|tantrum|meltdown)\b/i,
    "cross",
  ],
  [
    /\b(?:scared|afraid|frightened|terrified|froze|frozen|trembl(?:ed|ing)|shaking(?! (?:sand|out|off|the|a|an|his|her|their|its|hands|head|water|it|dry)\b)|shook(?! (?:hands|his|her|their|the|a|an|off|out|it)\b)|shiver(?:ed|ing)|panick?(?:ed|ing)?|jumped back|hid(?:ing)?|hide)\b/i,
    "scared",
  ],
  [
    /\b(?:worried|worry|nervous(?:ly)?|anxious|uneasy|unsure|wobbly|butterflies|shy(?:ly)?|fidget(?:ed|ing)|bit (?:his|her|their) (?:lip|nails?)|chewed|stressed|frazzled|tense)\b/i,
    "worried",
  ],
  [/\b(?:surprised|amazed|gasped|astonished|wide-eyed|eyes went wide|could not believe|couldn't believe|in shock|shocked|stunned|jaw dropped)\b/i, "surprised"],
  [/\b(?:proud(?:ly)?|pride|beam(?:ed|ing)|stood tall|chest puffed)\b/i, "proud"],
  [
    // a bored, groaning child has the droopy eyes of a sleepy one (never tears)
    /\b(?:sleepy|yawn(?:ed|ing|s)?|drowsy|bored|boring(?:est)?|groan(?:ed|ing|s)?|(?<!\b(?:fingers?|hands?|arms?|legs?|feet|toes|thumbs?) (?:were|was|felt|got|went) (?:so |too |very |all )?)tired|eyes (?:were |felt )?heavy|heavy-eyed)\b/i,
    "sleepy",
  ],
  [
    /\b(?:laugh(?:ed|ing|s)?|giggl(?:ed|ing|es)|smil(?:ed|ing|es)|grinn?(?:ed|ing)|grin|happy|happily|glad|delighted|cheer(?:ed|ing)|excited|chuckl(?:ed|ing)|joy(?:ful)?|thrilled|felt better|calm(?:er|ly)?|relieved|hooray|whoop(?:ed)?|clapp?(?:ed|ing))\b/i,
    "happy",
  ],
];

/** Actions: the body's poses and the scene's. */
const ACTIONS: Array<[RegExp, ReadAction]> = [
  [BITE, "bite"],
  [FLOP, "flop"],
  [/\b(?:hugg?(?:ed|ing|s) (?:his|her|their) (?:knees|legs)|curled (?:up|into a ball)|knees (?:up )?(?:to|under) (?:his|her|their) chin)\b/i, "hug-knees"],
  [
    /\b(?:clung|cling(?:ing|s)? (?:on )?to(?! (?:the|a|an|its) (?:side|edge|rim|rail|railing|door|table|bars?|rope|ladder|branch|wall)\b)|(?:scrambl(?:ed|ing)|dart(?:ed|ing)|duck(?:ed|ing)|hid|hurried|ran|crept) (?:straight |right )?behind (?:mom|mum|dad|papa|mama|grandma|grandpa|nana|granny|(?:his|her|their) (?:mom|mum|dad|papa|mama|grandma|grandpa|nana|granny))\b|(?:held|holding) on (?:tight )?to(?! (?:the|a|an|its|their|his|her) (?!(?:mom|mum|dad|mother|father|grandma|grandpa|nana|granny|aunt|uncle|sister|brother|teacher)\b))|hid (?:his|her|their) face in(?! (?:the|a|an|its|his|her|their) (?!(?:mom|mum|dad|mother|father|grandma|grandpa|nana|granny|gran|aunt|uncle|papa|mama|teacher)\b))|held on (?:even )?tighter|(?:grabbed|took|held|holding|clutched|gripped) (?:\w+'s|his|her|their) (?:hand|sleeve|coat|arm|leg|jumper|sweater|shirt|skirt|top) and (?:wouldn't|would not|didn't|did not|won't) let go|(?:was |stayed |stood )?wrapped (?:a)?round (?:one of )?(?:his|her|their|one|\w+'s) legs?|climbed up [\w ]{1,12} like a tree|(?:pushed|pressed|buried|burrowed) (?:his|her|their) face (?:into|in|against) (?:\w+['’]s|his|her|their) (?:coat|shoulder|chest|legs?|tummy|side|arm|lap|sweater|jumper)|wrapped (?:his|her|their) arms (?:a)?round \w+'s (?:leg|legs|waist))\b/i,
    "cling",
  ],
  [
    /\b(?:hid(?:ing)?|hide|hides|ducked (?:behind|under)|crawled under)\b(?! (?:the|a|his|her|their) (?:cookies?|toy|present|tablet|phone|remote|book|drawing|biscuits?))/i,
    "hide",
  ],
  // eyes shut tight (a wish, a count, a brave moment): the face only, whatever the body does
  [
    /\b(?:(?:shut|closed|squeezed|screwed up|scrunched up|screwed|scrunched) (?:his|her|their) eyes|(?:his|her|their) eyes (?:squeezed|screwed|scrunched) (?:up|shut|tight)|eyes (?:tight )?shut tight)\b/i,
    "eyes-shut",
  ],
  [
    /\b(?:(?:cover(?:ed|ing|s)?|clapp?(?:ed|ing|s)? (?:his|her|their) hands over|put (?:his|her|their) hands over|press(?:ed|ing)? (?:his|her|their) hands (?:over|to)|blocked) (?:his|her|their) ears|hands over (?:his|her|their) ears|fingers in (?:his|her|their) ears)\b/i,
    "ears",
  ],
  [
    /\b(?:cover(?:ed|ing)? (?:his|her|their) (?:eyes|face)|hands over (?:his|her|their) (?:eyes|face)|peek(?:ed|ing|s)? (?:out )?(?:from )?(?:behind|between|through) (?:his|her|their) (?:hands|fingers)|hid (?:his|her|their) face (?:behind|in) (?:his|her|their) hands)\b/i,
    "cover",
  ],
  [
    /\b(?:(?:on|onto) the phone|phone call|video call|video-call(?:ed)?|phoned|on a call|talking on|rang (?:up|back)?|called (?:back )?on the phone|facetim\w*)\b/i,
    "phone",
  ],
  [
    /\b(?:play(?:ed|ing|s)? (?:a |the |another |their )?(?:board )?games?|board game|roll(?:ed|ing)? the dice|took (?:a|his|her|their) turn|moved (?:his|her|their) (?:piece|counter))\b/i,
    "play-game",
  ],
  [/\b(?:threw|throw(?:s|ing)?|toss(?:ed|ing)|flung|fling|hurl(?:ed|ing)|sent [\w ]{1,20} flying|lobbed)\b/i, "throw"],
  [
    /\b(?:push(?:ed|ing)? (?!(?:the |a )?(?:button|door|stroller|pram|buggy|cart|trolley|swing))|shov(?:e|ed|ing)|gave [\w ]{1,20} a (?:shove|push)|(?:hit|hitting|smack(?:ed)?|whack(?:ed)?|thump(?:ed)?|punch(?:ed)?|swip(?:ed|ing) at|bit|bites|bitten|pinch(?:ed)?) (?:him|her|them|the baby|baby|his (?:brother|sister|cousin|friend)|her (?:brother|sister|cousin|friend)|[A-Z][a-z]+)\b)/,
    "push",
  ],
  // a kick is a foot up, like a stamp (never a throwing arm): "kicked the shopping cart", "her legs went kick"
  [/\b(?:stamp(?:ed|ing)?|stomp(?:ed|ing|s)?|kick(?:ed|ing|s)?)\b/i, "stamp"],
  // up in the air: jumping on the sofa, bouncing on the bed (never "jumped back" in fright, nor "jumping beans")
  [
    // (never a thing that jumps: "cereal milk jumped out of the bowl", "her heart jumped")
    /(?<!\b(?:milk|water|juice|cereal|soup|food|it|ball|balls|frog|dog|puppy|cat|kitten|bunny|heart|tummy|stomach|toast|popcorn|fish|splash|drops?|spoon|bowl|cup) )\b(?:jump(?:ed|ing|s)?|bounc(?:ed|ing|es|y)|boing|leap(?:t|ed|ing)?)\b(?! (?:back|beans|out of (?:his|her|their) skin|in fright|to (?:conclusions|the end)|(?:tune|song|rhythm|beat|voice|music)\b))/i,
    "jump",
  ],
  // arms folded: crossed arms, and a flat refusal ("refused to put his coat on", "said no")
  [
    /\b(?:fold(?:ed|ing) (?:his|her|their) arms|cross(?:ed|ing) (?:his|her|their) arms|arms (?:were |was |stayed |still )?(?:folded|crossed)(?! (?:in (?:her|his|their) lap|on the table))|refus(?:ed|es|ing) to|would(?:n't| not) budge|dug (?:his|her|their) heels in)\b/i,
    "fold",
  ],
  [/\b(?:rais(?:ed|ing) (?:his|her|their|a) hand|put (?:his|her|their) hand up|hands? (?:shot )?(?:up|in the air)|waved|waving)\b/i, "hand-up"],
  [/\b(?:point(?:ed|ing|s) (?:at|to|up|out))\b/i, "point"],
  // down low beside someone: knelt, crouched, squatted, got down to their level
  [
    /\b(?:kn(?:elt|eeled|eeling|eels?) (?:down|beside|next to|by|in front)|crouch(?:ed|ing|es)? (?:down|beside|next to|low)|squatt?(?:ed|ing|s)? down|got down (?:low|on (?:his|her|their|one) knees?|to (?:his|her|their|\w+['’]s) level)|bent down (?:low|beside|next to)|on (?:his|her|their|one) knees)\b/i,
    "kneel",
  ],
  [
    /\b(?:h(?:eld|olds?|olding) out (?:a|his|her|their|one) hand|reach(?:ed|ing|es)? (?:for|up|out)|stretch(?:ed|ing) (?:up|out)|grabb?(?:ed|ing)|snatch(?:ed|ing))\b/i,
    "reach",
  ],
  [
    /\b(?:(?:ran|run(?:s|ning)?|rac(?:ed|ing)|dash(?:ed|ing)|rush(?:ed|ing)|sprint(?:ed|ing)|zoom(?:ed|ing)|bolted|hurr(?:ied|ying)) (?:all the way |straight |right )?(?:to|over|off|out|in|across|after|around|round|away|back|up|down|into|toward|towards|ahead|past|through|home|along|for)|chas(?:ed|ing) (?:after|the|him|her|them))\b/i,
    "run",
  ],
  // on the move (walked in, came over, left): drawn standing, never sat down for the picture's variety
  [
    /\b(?:(?:walked|came|strode|marched|wandered|stepped|hurried) (?:in|into|over|up|across|back|out|through)\b|(?<!\b(?:cream|pancakes?|food|dessert|drinks?|juice|pizza|order|bus|train|car|parcel|package|letter|cake|lunch|dinner|breakfast|meal|bill|taxi|day|morning|moment|time|turn|snow|storm|rain|plates?|bowls?|soup|chips|fries|milkshake|dessert) )arrived|came running|(?:nodded|waved|smiled) and (?:left|went)|went away|left the (?:room|table|kitchen))/i,
    "walk",
  ],
  [/\b(?:held|hold(?:s|ing)?|carri(?:ed|es)|carry(?:ing)?|rock(?:ed|ing)|cradl(?:ed|ing)|fe(?:d|eding) (?:the )?baby|feeding)\b/i, "hold"],
  // lying down ("lying in bed"), never lying as an untruth ("told a lie", "a lie in the end")
  [/(?<!\b(?:a|the|told|tell|tells|telling|another|big|little|no|one|white) )\b(?:lay|lying|lie|lies) (?:on|in|down|face)\b(?! (?:to|about)\b)/i, "lie"],
];

/** A sentence that is stomps being done ("Three stomps, quick.", "Stomp, stomp!", "Three small stomps on the sidewalk."). */
const STOMPS_DONE =
  /^(?:then |and )?(?:(?:one|two|three|four|five|some|a few|more) )?(?:big |small |little |quick |loud |hard )*(?:stomps?|stamps?)\b(?![^.!?]*\bto (?:let|get|show|help)\b)/i;

/** Words that end a scene on a smile ("Kit laughed so much … no tears at all"). */
const HAPPY_END =
  /\b(?:laugh(?:ed|ing|s)?|giggl(?:ed|ing|es)|smil(?:ed|ing|es)|grinn?(?:ed|ing)|cheer(?:ed|ing)|hooray|no tears|proud(?:ly)?|yum|sang|danced|high[- ]fives?|thumbs up)\b/i;

/** Whether the scene's last two sentences (outside speech) end it on a smile. */
export function endsHappily(text: string): boolean {
  return HAPPY_END.test(plainSentences(text).slice(-2).join(" "));
}

const NOBODY_READER: Reader = { name: "\u0000nobody" };
const SUBJECT_PRONOUN = /\b(she|he|they)\b/gi;
const global = (re: RegExp) => new RegExp(re.source, re.flags.includes("g") ? re.flags : `${re.flags}g`);
const FEELINGS_G = FEELINGS.map(([re, v]) => [global(re), v] as const);
const ACTIONS_G = ACTIONS.map(([re, v]) => [global(re), v] as const);

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Quoted speech ("…" or “…”): what is said is not what is done. */
export const SPEECH = /["“][^"”]*["”]/g;

/** The text with its quoted speech replaced (by a space, unless told what with). */
export function unquoted(text: string, by = " "): string {
  return text.replace(SPEECH, by);
}

/** The scene's text in sentences, with quoted speech blanked out (what is said is not what is done). */
export function plainSentences(text: string): string[] {
  return unquoted(text, " … ")
    .replace(/\s+/g, " ")
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The words that name someone, as one pattern (made once per name and aliases). */
const NAME_PATTERNS = new Map<string, RegExp>();
function namePattern(p: Reader): RegExp {
  const names = [p.name, ...(p.aliases ?? [])]
    .filter((n) => n.trim())
    .map((n) => escape(n.trim()))
    .sort((a, b) => b.length - a.length);
  const key = names.join("|");
  let re = NAME_PATTERNS.get(key);
  if (!re) {
    re = new RegExp(`(?<![\\w'])(?:${key})(?![\\w])`, "gi");
    if (NAME_PATTERNS.size > 200) NAME_PATTERNS.clear();
    NAME_PATTERNS.set(key, re);
  }
  return re;
}

interface Mention {
  who: Reader;
  at: number;
  /** Length of the words that named them (0 for a pronoun). */
  len?: number;
}

/**
 * What each person (by name) feels and does in the scene, from its words. People not read are
 * absent from the map.
 */
export function readScene(text: string, people: Reader[]): Map<string, Reading> {
  const out = new Map<string, Reading>();
  const hero = people.find((p) => p.hero);
  const patterns = people.map((p) => ({ who: p, re: namePattern(p) }));
  /** Who "she"/"he"/"they" stands for: the last person of that pronoun named, the child first. */
  const last: Partial<Record<string, Reader>> = {};
  if (hero?.pronoun) last[hero.pronoun] = hero;
  /** Whose feeling was said outright ("felt cross"); who got a feeling in the current sentence. */
  const statedFor = new Set<string>();
  /** Who the sentence before was about (its first person named, not as an object): tears with no one named are theirs. */
  let previousSubject: Reader | undefined;
  /** Who the words have hit, pushed or shoved; and who the words knock down. */
  const hurtOnes = new Set<string>();
  const knockedDown = new Set<string>();
  for (const s of plainSentences(text)) {
    const feltHere = new Set<string>();
    const mentions: Mention[] = [];
    for (const { who, re } of patterns) for (const m of s.matchAll(re)) mentions.push({ who, at: m.index ?? 0, len: m[0].length });
    const possessive = (m: Mention) => !!m.len && /^['’]s\b/.test(s.slice(m.at + m.len));
    for (const m of s.matchAll(SUBJECT_PRONOUN)) {
      const p = m[1].toLowerCase();
      // the one of that pronoun this sentence already named as a doer, nearest first ("Papa tried again …
      // Theo bolted, until he sat on the towel, crying": Theo), else the one the sentences before meant
      // (a pronoun's own mention, pushed below, has no length, so it is never taken here)
      const here = mentions
        .filter((x) => x.at < (m.index ?? 0) && x.len && x.who.pronoun === p && !possessive(x) && !OBJECT_BEFORE.test(s.slice(0, x.at)))
        .pop()?.who;
      const who = p === "they" ? last[p] : (here ?? last[p]);
      // "they" for a group is nobody in particular unless the child is "they"
      if (who && !mentions.some((x) => x.at === m.index)) mentions.push({ who, at: m.index ?? 0 });
    }
    const po = s.match(POSSESSIVE_OPENING);
    if (po && !mentions.some((x) => x.at === 0)) {
      const p = po[1].toLowerCase() === "his" ? "he" : po[1].toLowerCase() === "her" ? "she" : "they";
      const who = last[p];
      if (who) mentions.push({ who, at: 0 });
    }
    for (const m of s.matchAll(NOBODY)) mentions.push({ who: NOBODY_READER, at: m.index ?? 0, len: 0 });
    mentions.sort((a, b) => a.at - b.at);
    const subjectAt = (at: number): Reader | undefined => {
      let who: Reader | undefined;
      for (const m of mentions) if (m.at < at) who = m.who;
      return who;
    };
    const take = (kind: "feeling" | "action", value: Mood | ReadAction, at: number, len: number) => {
      if (NEGATION.test(s.slice(Math.max(0, at - 40), at))) return;
      // the person named just before ("made Ivy cry": Ivy); a sentence opening with the cue ("Crying,
      // Theo ran…") is about the one named right after it
      const next = mentions.find((m) => m.at >= at + len);
      // (never past another doer: "It ran down Mia's face" is the water's running, not Mia's)
      let who = subjectAt(at) ?? (next && next.at - (at + len) <= 12 && !/\b(?:it|this|that|water|[a-z]+)\s+$/i.test(s.slice(0, at)) ? next.who : undefined);
      if (kind === "action" && value === "push") {
        // the one who hits is never the one hit a moment before ("Theo hit Amara on the arm, then shoved Amara away")
        const doer = [...mentions].reverse().find((m) => m.at < at && !(m.len && HURT_OBJECT.test(s.slice(0, m.at))));
        who = doer ? doer.who : mentions.some((m) => m.at < at) ? who : /^(?:and |then |but )?$/i.test(s.slice(0, at)) ? previousSubject : who;
        // the one it is done to: named (or "him"/"her") right after the words
        const hit = mentions.find((m) => m.at >= at && m.at <= at + len + 14 && m.who !== who && m.who !== NOBODY_READER);
        const pro = /\b(him|her|them)\b/i.exec(s.slice(at, at + len + 6))?.[1].toLowerCase();
        const victim = hit?.who ?? (pro ? last[pro === "him" ? "he" : pro === "her" ? "she" : "they"] : undefined);
        if (victim && victim !== who && !NEGATION.test(s.slice(Math.max(0, at - 40), at))) hurtOnes.add(victim.name);
      }
      // tears that come with nobody named ("Tears came fast and hot", "Tears filled her eyes"): the one
      // the sentence's "her"/"his" stands for, else the one the sentence before was about
      if (!who && kind === "feeling" && value === "crying" && !mentions.length) {
        const p = /\b(her|his|their)\b/i.exec(s.slice(at + len))?.[1].toLowerCase();
        who = (p ? last[p === "his" ? "he" : p === "her" ? "she" : "they"] : undefined) ?? previousSubject;
      }
      // stomps with nobody named ("Three stomps, quick.") are the one the sentence before was about
      // (only a sentence that is the stomps themselves: never a plan's steps explained, "One: three big stomps, to …")
      if (!who && kind === "action" && value === "stamp" && !mentions.length && STOMPS_DONE.test(s)) who = previousSubject;
      // "He held on to Papa and started to cry": the tears are his, not Papa's
      const before = mentions.filter((m) => m.at < at && m.who !== NOBODY_READER);
      // everyone named before it is an object ("Biscuit saw Alex and bounded over, woofing happily"):
      // the doer is someone the scene does not draw as a person (the dog), not them
      // (not "made Ivy cry", "saw Theo crying": there the cue follows the one named straight on)
      const lastSaid = before[before.length - 1];
      if (
        lastSaid &&
        !subjectPronounOpening.test(s) &&
        /\band\b|,/.test(s.slice(lastSaid.at + (lastSaid.len ?? 0), at)) &&
        before.every((m) => m.len && OBJECT_BEFORE.test(s.slice(0, m.at)))
      )
        return;
      const lastOne = before[before.length - 1];
      if (lastOne && before.length > 1 && JOINED.test(s.slice(0, at)) && OBJECT_BEFORE.test(s.slice(0, lastOne.at)))
        who = before.find((m) => !OBJECT_BEFORE.test(s.slice(0, m.at)))?.who ?? who;
      if (!who || who === NOBODY_READER) return;
      // two named as one subject ("Theo and Nora bounced side by side", "Mia and Dad sat down"): both do it
      const doers = [who];
      const whoAt = [...mentions].reverse().find((m) => m.at < at && m.who === who);
      const pair = whoAt && mentions[mentions.indexOf(whoAt) - 1];
      if (
        kind === "action" &&
        whoAt &&
        pair?.len &&
        whoAt.len &&
        pair.who !== NOBODY_READER &&
        pair.who !== who &&
        s.slice(pair.at + pair.len, whoAt.at) === " and " &&
        !OBJECT_BEFORE.test(s.slice(0, pair.at)) &&
        !/[,;]/.test(s.slice(whoAt.at + whoAt.len, at))
      )
        doers.push(pair.who);
      for (const one of doers) give(one, kind, value, at, len, feltHere);
    };
    const give = (who: Reader, kind: "feeling" | "action", value: Mood | ReadAction, at: number, len: number, feltHere: Set<string>) => {
      const r = out.get(who.name) ?? {};
      if (kind === "feeling") {
        const stated = STATED.test(s.slice(Math.max(0, at - 30), at));
        // a second feeling tacked on to the first in the same sentence, or a passing cue after one
        // said outright, leaves the face as it was ("felt cross … but also a bit wobbly")
        if (feltHere.size && (SECONDARY.test(s.slice(0, at)) || ABOUT_IT.test(s.slice(at + len)))) return;
        if (r.feeling && statedFor.has(who.name) && !stated && (SUBTLE.has(value as Mood) || HOT_FACE.test(s.slice(at, at + len)))) return;
        // tears are not dried by a passing cue after them ("cried … his voice came out wobbly")
        if (r.feeling === "crying" && !stated && SUBTLE.has(value as Mood)) return;
        if (stated) statedFor.add(who.name);
        else statedFor.delete(who.name);
        feltHere.add(who.name);
        r.feeling = value as Mood;
        if (SMILE.test(s.slice(at, at + len))) r.smiled = true;
      }
      // kicking and shouting on the floor is still on the floor
      else if (value === "kneel") r.low = true;
      else if (value === "eyes-shut") r.eyesShut = true;
      else {
        if (value === "push") r.hurt = true;
        // (a step back after clinging or hiding is still the clinging: the moment the words dwell on)
        if (
          !(r.action === "flop" && (value === "throw" || value === "stamp" || value === "push" || value === "reach")) &&
          !((value === "walk" || value === "reach") && (r.action === "cling" || r.action === "hide" || r.action === "hug-knees" || r.action === "flop"))
        )
          r.action = value as ReadAction;
      }
      out.set(who.name, r);
    };
    type Cue = { kind: "feeling" | "action"; value: Mood | ReadAction; at: number; len: number };
    const cues: Cue[] = [];
    for (const [re, mood] of FEELINGS_G) for (const m of s.matchAll(re)) cues.push({ kind: "feeling", value: mood, at: m.index ?? 0, len: m[0].length });
    const taken: Array<[number, number]> = [];
    for (const [re, act] of ACTIONS_G)
      for (const m of s.matchAll(re)) {
        const at = m.index ?? 0;
        // the first (more specific) pattern to read these words has them
        if (taken.some(([a, b]) => at < b && at + m[0].length > a)) continue;
        taken.push([at, at + m[0].length]);
        cues.push({ kind: "action", value: act, at, len: m[0].length });
      }
    cues.sort((a, b) => a.at - b.at);
    for (const c of cues) take(c.kind, c.value, c.at, c.len);
    // things in hand: the doer's (not the one named after "to", "with"), or the one they are handed to
    const hold = (who: Reader, thing: string) => {
      const r = out.get(who.name) ?? {};
      r.held = [...(r.held ?? []), thing];
      out.set(who.name, r);
    };
    for (const m of s.matchAll(HOLDS)) {
      const at = m.index ?? 0;
      if (NEGATION.test(s.slice(Math.max(0, at - 40), at))) continue;
      const before = mentions.filter((x) => x.at < at && x.who !== NOBODY_READER && !possessive(x));
      const who = [...before].reverse().find((x) => !OBJECT_BEFORE.test(s.slice(0, x.at)))?.who ?? before[before.length - 1]?.who;
      if (who) hold(who, m[1]);
    }
    for (const m of s.matchAll(READS)) {
      const at = m.index ?? 0;
      if (NEGATION.test(s.slice(Math.max(0, at - 40), at))) continue;
      const before = mentions.filter((x) => x.at < at && x.who !== NOBODY_READER && !possessive(x));
      const who = [...before].reverse().find((x) => !OBJECT_BEFORE.test(s.slice(0, x.at)))?.who ?? before[before.length - 1]?.who;
      if (who) hold(who, "the book");
    }
    for (const m of s.matchAll(GIVES_TO)) {
      const to = m[1] ?? m[4];
      const thing = m[2] ?? m[3];
      const at = (m.index ?? 0) + m[0].lastIndexOf(to);
      const who = /^(?:him|her|them)$/.test(to) ? (to === "him" ? last.he : to === "her" ? last.she : undefined) : mentions.find((x) => x.at === at)?.who;
      if (!who || who === NOBODY_READER) continue;
      // the one who handed it over holds it no more
      for (const [name, r] of out) if (name !== who.name && r.held) r.held = r.held.filter((h) => h !== thing);
      hold(who, thing);
    }
    // who the next sentence's pronouns mean: for each pronoun, the first person of it this sentence
    // names as a doer (its subject: "Theo ran to Dad. He hid" is Theo; "Dad's" is nobody's doing),
    // the child first when the child is named
    const set = new Set<string>();
    for (const m of mentions) {
      if (m.who === NOBODY_READER) continue;
      const p = m.who.pronoun;
      if (!p || p === "they" || set.has(p)) continue;
      if (possessive(m)) continue;
      last[p] = m.who;
      set.add(p);
    }
    if (hero?.pronoun && mentions.some((m) => m.who === hero && !possessive(m))) last[hero.pronoun] = hero;
    const subject = mentions.find((m) => m.who !== NOBODY_READER && !possessive(m) && !OBJECT_BEFORE.test(s.slice(0, m.at)));
    const down = KNOCKED_DOWN.exec(s);
    if (down && !NEGATION.test(s.slice(Math.max(0, down.index - 40), down.index))) {
      const by = [...mentions].reverse().find((m) => m.at < down.index && m.who !== NOBODY_READER && !possessive(m));
      if (by) knockedDown.add(by.who.name);
      // knocked down by someone else's snatch or shove ("snatched the bucket back so hard that Amara toppled over")
      if (by && subject && subject.who !== by.who && /\b(?:so hard|knock\w*|push\w*|shov\w*|snatch\w*|grabb\w*|yank\w*)\b/i.test(s.slice(0, down.index)))
        hurtOnes.add(by.who.name);
    }
    previousSubject = subject?.who;
  }
  // the one hurt (who never hit back): hurt, not hitting; down low when the words knock them down
  for (const name of hurtOnes) {
    const r = out.get(name) ?? {};
    if (r.hurt || r.action === "push") continue;
    r.hurtBy = true;
    if (r.action === "throw" || r.action === "stamp" || r.action === "hold" || r.action === "reach") delete r.action;
    if (knockedDown.has(name)) r.low = true;
    if (!r.feeling || r.feeling === "happy" || r.feeling === "proud") r.feeling = "sad";
    out.set(name, r);
  }
  // an action the words give without a feeling shows its own (hands over the ears: worried)
  for (const r of out.values()) if (!r.feeling && r.action && ACTION_FEELING[r.action]) r.feeling = ACTION_FEELING[r.action];
  // a hit that is still the last thing done needs no note that it happened
  for (const r of out.values()) if (r.hurt && r.action === "push") delete r.hurt;
  return out;
}
