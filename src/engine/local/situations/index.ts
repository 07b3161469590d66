/**
 * Custom situations, understood: the parent's words read for place, object, person, trigger and
 * feeling (understand.ts), mapped to the nearest situation frame (frames/), and built into a
 * one-episode BehaviorStory the planner writes like any behavior's. The parent's sentence itself
 * never reaches the story: every word of it is our own, with the parent's key words in the slots.
 */
import type { AgeBand } from "../../../contracts/catalog";
import { DEFAULT_GROWN_UP_NAME, DRAWABLE_PROPS, PLACE_FACTS, type Pronouns } from "../../../contracts/story-plan";
import type { StoryRequest } from "../../types";
import { tellMoment } from "./moment";
import { cap } from "./also";
import { type BandText, type BehaviorStory, type Episode, type SceneSpec, withGrownUpThere } from "../episode-types";
import { bigChangeFrame } from "./frames/big-change";
import { bossyFrame } from "./frames/bossy";
import { fearFrame } from "./frames/fear";
import { gettingDressedFrame, hairAlso } from "./frames/getting-dressed";
import { goodbyeFrame } from "./frames/goodbye";
import { hurtingFrame } from "./frames/hurting";
import { losingFrame } from "./frames/losing";
import { mustDoFrame } from "./frames/must-do";
import { mustStopFrame } from "./frames/must-stop";
import { newFoodFrame } from "./frames/new-food";
import { runningOffFrame } from "./frames/running-off";
import { safetyEpisodeFor, safetyFrame } from "./frames/safety";
import {
  CELEBRATION_VARIANTS,
  ENDING_VARIANTS,
  HELPER_VARIANTS,
  LIVELY_FEELINGS,
  LIVELY_HELPERS,
  PLACE_LINES,
  PRACTICE_VARIANTS,
  SCHOOL_ECHO,
  SCHOOL_ENDING,
  shapeOf,
  shapeNumber,
  stepsSaid,
  STRATEGY_VARIANTS,
  TEACHER_NAME,
} from "./frames/shared";
import type { Frame } from "./frames/types";
import { wantingNowFrame } from "./frames/wanting-now";
import { worryFrame } from "./frames/worry";
import { hardTaskFrame } from "./frames/hard-task";
import { takingFrame } from "./frames/taking";
import { nervousHabitFrame } from "./frames/nervous-habit";
import { leavingFrame } from "./frames/leaving";
import { spoiledPlayFrame } from "./frames/spoiled-play";
import { rudeWordsFrame } from "./frames/rude-words";
import { notAllowedFrame } from "./frames/not-allowed";
import { bigFeelingsFrame } from "./frames/big-feelings";
import { shyFrame } from "./frames/shy";
import { wakingFrame } from "./frames/waking";
import { mealtimeFrame } from "./frames/mealtime";
import { grandPlaces, MINE_TOUCHED, participleBase, readDoings, SCHOOL_WORD, schoolTummy, TRIED_SONGS, type Action, type Doing } from "./action";
import { isFib, LIE_ABOUT, LIE_WORDS } from "./fib";
import {
  FRAME_IDS,
  GRABBED_OFF,
  keywordCore,
  normalize,
  parentSaid,
  spelledOut,
  teacherWrites,
  THROWN_AT,
  THROWN_IT_AT,
  understandSituation,
  withoutHyperbole,
  withoutTimePlaces,
  type FrameId,
  type Setting,
  type Situation,
} from "./understand";

export { understandSituation, isReadable, normalize, pronounsInText, FRAME_IDS, FRAME_LABELS, type Situation, type FrameId, type Setting } from "./understand";
export { toEnglish } from "./language";
export { detectLanguage, UNSUPPORTED_LANGUAGE_MESSAGE } from "./language";

/** Where the child goes in the morning, in the parent's word: "school", "daycare" ("the bus" is school). */
function schoolWordOf(s: string): string {
  const w = SCHOOL_WORD.exec(s)?.[1] ?? "school";
  return /bus$/.test(w) ? "school" : w === "day care" ? "daycare" : w === "pre-school" || w === "pre-k" || w === "kinder" ? "preschool" : w;
}

/** The toy two children both want ("when they both want the red dump truck", "fight over the blue bike"). */
const WANTED_TOY =
  /\b(?:both (?:want|wanted|grab|go for)|(?:fight|fighting|fights|argue|arguing) (?:over|about)|want(?:s|ed)? (?:to play with )?the same|(?:he|she|they) (?:grabs?|takes?|snatches?)) (?:the |a |his |her |their |my )?((?:[a-z]+ ){0,2}(?:truck|car|digger|tractor|train|bike|scooter|trike|ball|doll|teddy|toy|swing|book|puzzle|dinosaur|spade|bucket|blocks|lego|crayons|tablet|headphones|ipad|phone|game|controller|snack|cup|boat|duck))\b/;

/** Frames whose trouble happens among other children: at daycare or school, the teacher is the grown-up there. */
const AMONG_CHILDREN: FrameId[] = ["hurting", "not-allowed", "bossy", "taking", "spoiled-play", "rude-words", "losing", "wanting-now", "big-feelings"];

/**
 * The grown-up at daycare or school when the parent wrote the message: the teacher they named ("ms priya" →
 * Ms. Priya, "her teacher mrs jones" → Mrs. Jones), else "the teacher". Undefined at home, or when the parent is
 * there themselves (drop-off, pick-up, "hits me").
 */
function schoolGrownUp(sit: Situation, s: string): string | undefined {
  const atSchool =
    ["classroom", "school gate"].includes(sit.place) ||
    (sit.place === "playground" && /\b(daycare|day care|preschool|nursery|school|recess|kindergarten|pre-k)\b/.test(s));
  if (!atSchool || !AMONG_CHILDREN.includes(sit.frame) || (sit.frame === "rude-words" && isFib(s))) return undefined;
  if (
    /\b(pick(?:s|ing)? (?:him|her|them) up|pick ?-?up|drop(?:ping)? ?-?off|when (?:i|we) (?:leave|come|arrive|get there)|(?:hits|bites|kicks|pushes|hit|bite|kick|push) (?:me|us)|with me)\b/.test(
      s,
    )
  )
    return undefined;
  const named = /\b(ms|mrs|mr|miss)\.? ([a-z]{2,14})\b/.exec(s);
  if (named && !/^(?:says|said|is|was|told|sent|and|the|a)$/.test(named[2])) return `${named[1] === "miss" ? "Miss" : `${cap(named[1])}.`} ${cap(named[2])}`;
  return "the teacher";
}

/**
 * What a child comes out of bed for, in the parent's list ("first water, then another hug, then they need the blue
 * blanket not the green one, then one more thing to tell me about the class hamster"): "First it was water. Then
 * another hug. Then the blue blanket. Then something about the class hamster." Else two requests of the story's own.
 */
function bedtimeAsks(s: string): string {
  const list = /\bfirst,? ([^.!?]+)/.exec(s)?.[1];
  const items = (list ?? "")
    .split(/,?\s+(?:and )?then\s+|,\s*(?:and )?/)
    .map((x) =>
      x
        .trim()
        .replace(/^(?:(?:kid|he|she|they) (?:needs?|wants?|asks? for|has to have) )/, "")
        .replace(/^(?:one more thing|something) to (?:tell|show) (?:me|us) about (.+)$/, "something about $1")
        .replace(/^(.+?),? not the .+$/, "$1")
        .replace(/\b(?:me|us)\b/g, "{G}"),
    )
    .filter((x) => x && x.split(" ").length <= 6 && !/\b(?:bedtime|asleep|tired|times?|mins?|hours?|\d)\b/.test(x))
    .slice(0, 4);
  if (items.length < 2) return '"I need some water." Five minutes later, the door creaked again: "One more hug." Then again. And again.';
  return `First it was ${items[0]}. ${items
    .slice(1)
    .map((x) => `Then ${x}.`)
    .join(" ")}`;
}

/** A telling of the plan that sings it. */
const SUNG = /\b(?:sang|sing|songs?)\b/i;

export const FRAMES: Record<FrameId, Frame> = {
  fear: fearFrame,
  worry: worryFrame,
  "must-do": mustDoFrame,
  hurting: hurtingFrame,
  "wanting-now": wantingNowFrame,
  "big-change": bigChangeFrame,
  goodbye: goodbyeFrame,
  "new-food": newFoodFrame,
  "running-off": runningOffFrame,
  "getting-dressed": gettingDressedFrame,
  losing: losingFrame,
  bossy: bossyFrame,
  "must-stop": mustStopFrame,
  "hard-task": hardTaskFrame,
  taking: takingFrame,
  "nervous-habit": nervousHabitFrame,
  leaving: leavingFrame,
  "spoiled-play": spoiledPlayFrame,
  "rude-words": rudeWordsFrame,
  "not-allowed": notAllowedFrame,
  "big-feelings": bigFeelingsFrame,
  shy: shyFrame,
  waking: wakingFrame,
  safety: safetyFrame,
};

type Pair = [string, string];
/** Where a teacher's story happens: its echo and ending stay there. */
const SCHOOL_PLACES: readonly string[] = ["classroom", "school gate"];

const both = (s: string): Pair => [s, s];

/** What makes a must-do step hard, and how it ends: [ages 2-5, ages 6-10]. */
/**
 * The parent's reason, when they give one ("won't wear the helmet because it looks dumb"): the plan
 * starts from it (stickers for a helmet that looks silly, socks inside out for seams that poke), the
 * feeling scene says it, and the success shows it fixed. [the reason, what it is in the story].
 */
interface Reason {
  re: RegExp;
  whyHard: Pair;
  /** The plan's first step, in place of the frame's own. */
  first: (key: string | undefined, clause: string) => string;
  toddler: string;
  done: Pair;
  why: string;
}
const REASON_CLAUSE = /\b(?:because|cause|cuz|coz|bc|since|says?|said|complains?|claims?|thinks?)\b (.+)$/;
const REASONS: Reason[] = [
  {
    re: /\b(?:looks?|looking) (?:dumb|silly|stupid|ugly|weird|babyish|funny|bad|uncool)\b|\bembarrass\w*|\b(?:kids|friends|people|they|everyone) (?:will )?(?:laugh|tease|make fun|stare)\w*|\bbabyish\b|\bfor babies\b|\bnot cool\b|\buncool\b/,
    whyHard: ["{C} thought {tool} looked silly.", "{C} {was} sure {tool} looked silly, and that everyone would notice."],
    first: () => "Make {tool} your own: choose stickers or a favorite color for {objIt}",
    toddler: "Choose a sticker",
    done: ["Now {tool} had {C's} own stickers on. So cool!", "{tool} now wore the stickers {C} had chosen, and looked cool, not silly at all."],
    why: "When a child says it looks silly, the worry is about being seen; choosing how it looks turns it into something to be proud of.",
  },
  {
    re: /\b(?:itch\w*|scratch\w*|seams?|tags?|labels?|tight|too (?:hot|cold|tight|loose|heavy|big|small)|feels? (?:funny|weird|wrong|bad|yucky|sticky|cold|wet)|hurts?|pinch\w*|squeez\w*|rubs?|sticky|slimy)\b/,
    whyHard: ["{tool} felt funny and wrong.", "{tool} felt funny and wrong, and {C} couldn't stop noticing it."],
    first: (key, clause) =>
      `Fix the feeling first: ${
        /\bseams?\b/.test(clause)
          ? "turn {tool} inside out, so the seams can't poke"
          : /\b(tags?|labels?)\b/.test(clause)
            ? "snip the tag out with {G}"
            : key === "helmet" || key === "seatbelt" || key === "car seat"
              ? "move the strap with {G} until it doesn't pinch"
              : key === "sunscreen"
                ? "warm the sunscreen in your hands first"
                : key === "shampoo"
                  ? "hold a dry washcloth over your eyes"
                  : "try {objIt} a new way with {G} until it feels okay"
      }`,
    toddler: "Fix the feeling",
    done: ["Now {tool} felt okay. Much better!", "{tool} felt okay now, and after a minute {C} hardly noticed."],
    why: "When something feels wrong on the body, that feeling is real; fixing it first makes the rest of the job possible.",
  },
  {
    re: /\b(?:noise|noisy|loud|sound)\b/,
    whyHard: ["The noise was so loud!", "The noise was sudden and loud, and it made {C} jump every time."],
    first: () => "Hands over your ears, and hum a song through the loud part",
    toddler: "Hands on ears",
    done: ["Hands on ears. Hum, hum! The loud part was over.", "{C} hummed right through the loud part, and then it was over."],
    why: "A sudden loud noise is a real shock to a young child; covering the ears and humming gives them control of the sound.",
  },
  {
    re: /\b(?:boring|bored|takes? (?:too |so )?long|takes? ages|takes? forever)\b/,
    whyHard: ["It was so boring!", "It felt like the most boring job in the world, and it took forever."],
    first: () => "Pick a song to race",
    toddler: "Pick a song",
    done: ["The song wasn't even over. Done!", "The job was done before the song had even ended."],
    why: "A job that feels endless is easier with a finish line the child can hear: a song is a timer they like.",
  },
  {
    re: /\b(?:tastes?|yucky|gross|disgusting|bitter|icky)\b/,
    whyHard: ["It tasted yucky!", "The taste was strange and yucky, and it stayed for ages."],
    first: () => "Have a drink ready to chase the taste away",
    toddler: "Drink ready",
    done: ["Gulp! A big drink. The taste was gone!", "A big drink of water, and the taste was gone in a moment."],
    why: "A taste a child dreads is smaller when they know it won't stay: a drink ready beside them is a way out they control.",
  },
];

/** The parent's reason, read from a "because…" or "says…" clause. */
function parentReason(text: string): { reason: Reason; clause: string } | undefined {
  const clause = REASON_CLAUSE.exec(text)?.[1];
  if (!clause) return undefined;
  const reason = REASONS.find((r) => r.re.test(clause));
  return reason ? { reason, clause } : undefined;
}

const MUST_DO: Record<string, { whyHard: Pair; goal: Pair; moment: string }> = {
  bed: {
    whyHard: ["Bed felt so boring.", "Bed felt boring and far too early, especially with everyone else still awake."],
    goal: ["Snug in bed. Night night!", "{C} {was} snug in bed, and the whole house went quiet."],
    moment: "bedtime",
  },
  seatbelt: {
    whyHard: ["The seatbelt felt tight and scratchy.", "The seatbelt always felt tight and scratchy, and it pressed on {C's} neck in an annoying way."],
    goal: ["Off went the car. Vroom!", "The car pulled away, and for once nobody was cross."],
    moment: "seatbelt time",
  },
  "car seat": {
    whyHard: ["The car seat felt squashy and tight.", "The car seat felt squashy and hot, and the straps never sat right."],
    goal: ["Off went the car. Vroom!", "The car pulled away, and for once nobody was cross."],
    moment: "car-seat time",
  },
  toothbrush: {
    whyHard: [
      "The toothpaste felt too minty. Brushing was boring.",
      "The toothpaste was too minty, and brushing took ages when there was nothing to do but stand there.",
    ],
    goal: ["Sparkly teeth! Ding!", "{C's} teeth were clean, and it had taken about two minutes."],
    moment: "teeth time",
  },
  shampoo: {
    whyHard: ["Water got in {C's} eyes. Ouch!", "Water always seemed to find its way into {C's} eyes, however careful everyone was."],
    goal: ["Clean hair! All done!", "{C's} hair was clean, and not one drop had gone in {their} eyes."],
    moment: "hair-washing time",
  },
  medicine: {
    whyHard: ["The medicine tasted yucky.", "The medicine tasted strange and sticky, and the taste stayed for ages."],
    goal: ["All gone! Yum, a drink of water.", "The medicine was gone, and a big drink of water chased the taste away."],
    moment: "medicine time",
  },
  sunscreen: {
    whyHard: ["The sunscreen felt cold and sticky.", "The sunscreen was cold and sticky, and it took so long when the sea was right there."],
    goal: ["Off to play! Splash!", "{C} {was} ready for the sun and off to play in no time."],
    moment: "sunscreen time",
  },
  nails: {
    whyHard: ["The clippers felt strange.", "The clippers made a funny snipping noise, and sitting still felt impossible."],
    goal: ["Neat nails! All done!", "{C's} nails were neat and short, and it had been quick."],
    moment: "nail-trimming time",
  },
  goggles: {
    whyHard: ["The goggles felt tight and funny.", "The goggles squeezed {C's} face, and the strap pulled at {C's} hair."],
    goal: ["Splash! In {C} went.", "{C} slid into the water, goggles on, and could see every bubble."],
    moment: "goggles time",
  },
  helmet: {
    whyHard: ["The helmet felt hot and tight.", "The helmet felt hot and tight, and the strap pinched under {C's} chin."],
    goal: ["Off {C} went on the bike. Whee!", "{C} rode off, helmet on, feeling rather cool."],
    moment: "helmet time",
  },
  hairbrush: {
    whyHard: ["The tangles pulled. Ow!", "The tangles always pulled, and brushing them out took forever."],
    goal: ["Smooth hair! All done!", "{C's} hair was smooth, and the tangles were gone."],
    moment: "hair-brushing time",
  },
  potty: {
    whyHard: ["Sitting still was so boring.", "Sitting still felt so long and boring when there were games waiting."],
    goal: ["All done! Flush! Wash hands!", "Job done, hands washed, and back to the game."],
    moment: "potty time",
  },
  bath: {
    whyHard: ["The bath meant no more playing.", "Getting into the bath meant stopping the game, and the water was never the right temperature."],
    goal: ["Splash! In {C} went.", "{C} {was} in the bath, splashing, before {they} had even noticed."],
    moment: "bath time",
  },
  shoes: {
    whyHard: ["The shoes were tricky.", "The shoes were tricky, and the straps never went the right way."],
    goal: ["Shoes on! Off we go!", "Shoes on, and out of the door on time."],
    moment: "shoe time",
  },
  coat: {
    whyHard: ["The coat was puffy and hot.", "The coat was puffy and hot, and the zip always got stuck."],
    goal: ["Coat on! Off we go!", "Coat on, zip up, and out of the door on time."],
    moment: "coat time",
  },
  clothes: {
    whyHard: ["So many clothes!", "There were so many clothes, and every one took ages."],
    goal: ["All dressed! Off we go!", "Fully dressed, and out of the door on time."],
    moment: "getting-dressed time",
  },
};

/** What a worry really is, and how it happens: [ages 2-5, ages 6-10]. */
const WORRY: Record<string, { safe: string; event: Pair; again: Pair }> = {
  alone: {
    safe: "just {C's} own cozy room, with {G} right next door",
    event: ["{G} said goodnight and went out. {C} {was} all alone.", "{G} said goodnight and went out, and {C} {was} alone in the quiet, dark room."],
    again: ["{C} {was} all alone again.", "The room was quiet again, and {C} {was} alone."],
  },
  noises: {
    safe: "just the old wood creaking as the house cools down for the night",
    event: [
      "{G} was saying goodnight. Then: creak! A noise in the CONTAINER!",
      "{G} was just saying goodnight when, from the CONTAINER, came a creak and a little knock.",
    ],
    again: ["Creak! Another noise!", "The CONTAINER creaked again."],
  },
  dark: {
    safe: "just the same room with the light off",
    event: ["{G} said goodnight. Click! The light went off.", "{G} said goodnight and switched off the big light, and the whole room filled up with dark."],
    again: ["The room went dark again.", "The room went dark again, just as before."],
  },
  thunder: {
    safe: "just noisy clouds, far away in the sky",
    event: ["Boom! The thunder rumbled.", "Outside, the thunder rumbled across the sky, long and loud."],
    again: ["Boom! The thunder came again.", "The thunder rumbled again, right on cue."],
  },
  "vacuum cleaner": {
    safe: "just a noisy machine that eats crumbs",
    event: ["Vroom! {G} switched on the vacuum cleaner.", "{G} switched on the vacuum cleaner, and it whirred loudly into life."],
    again: ["Vroom! The vacuum cleaner came on again.", "The vacuum cleaner whirred into life again."],
  },
  "smoke alarm": {
    safe: "the smoke alarm saying its battery needs changing, and {G} knows how to fix it",
    event: ["Beep! The smoke alarm beeped in the dark.", "{G} had just said goodnight when, up on the ceiling, the smoke alarm gave a sharp little beep."],
    again: ["Beep! It beeped again.", "The smoke alarm beeped again, sharp and sudden."],
  },
  flush: {
    safe: "just water rushing away down the pipes, and the toilet can't pull anyone in",
    event: [
      "Whoosh! The toilet flushed all by itself.",
      "{C} had only just stood up when the automatic toilet flushed all by itself, with a huge rushing whoosh.",
    ],
    again: ["Whoosh! It flushed again.", "The toilet flushed again, just as loud as before."],
  },
  "hair dryer": {
    safe: "just warm, noisy air that dries wet hair, and it can't hurt anyone",
    event: ["Whirr! {G} switched on the hair dryer.", "{G} switched on the hair dryer, and it roared into life right next to {C's} ear."],
    again: ["Whirr! The hair dryer came on again.", "The hair dryer whirred into life again."],
  },
  "hand dryer": {
    safe: "just noisy air that dries hands",
    event: ["Whoosh! The hand dryer blew.", "Someone switched on the hand dryer, and it blasted out a huge whoosh of noise."],
    again: ["Whoosh! The hand dryer blew again.", "The hand dryer whooshed again."],
  },
  blender: {
    safe: "just a noisy machine making a smoothie",
    event: ["Whirr! {G} switched on the blender.", "{G} switched on the blender, and it whirred and rattled loudly."],
    again: ["Whirr! The blender went again.", "The blender whirred again."],
  },
  fireworks: {
    safe: "just sparkly lights making a loud noise, far up in the sky",
    event: ["Bang! Pop! The fireworks went off.", "Outside, the fireworks started: bangs and pops and crackles, one after another."],
    again: ["Bang! More fireworks!", "More fireworks banged and crackled outside."],
  },
  sirens: {
    safe: "a fire engine hurrying to help someone",
    event: ["Nee-naw! A siren went past.", "A siren came wailing down the street, louder and louder."],
    again: ["Nee-naw! Another siren!", "Another siren came down the street."],
  },
  "dog next door": {
    safe: "just barking on its own side of the fence",
    event: [
      "Woof! Woof! Behind the fence, the dog next door barked.",
      "On the other side of the fence, the dog next door started barking, a deep, loud WOOF, WOOF.",
    ],
    again: ["Woof! The dog next door barked again.", "Behind the fence, the dog next door barked again."],
  },
  dog: {
    safe: "just a dog doing dog things, and it's fine to stay close to {G} and give it space",
    event: ["Woof! A big dog came close.", "A big dog came bounding along the path, barking a deep, loud bark."],
    again: ["Woof! A dog came by again.", "A big dog came along the path again."],
  },
  bugs: {
    safe: "busy bees looking for flowers, not for children",
    event: ["Bzzz! The bees buzzed close.", "A few bees came buzzing around the flowers, much too close."],
    again: ["Bzzz! A bee came again.", "The bees came buzzing back again."],
  },
};

const NEW_THINGS: Record<string, Pair> = {
  "the new baby": [
    "The baby held {C's} finger. Tight, tight!",
    "the baby had grabbed {C's} finger and wouldn't let go, as if the baby had already picked a favorite person.",
  ],
  "the new house": [
    "The new room had a window. {C} could see the moon!",
    "the new bedroom had a window where you could see the moon, which the old one never had.",
  ],
  "the new school": ["The new school had a red slide. Whee!", "the new school had a library corner with beanbags and a whole shelf of dinosaur books."],
  "the two homes": ["There were two cozy beds now. Two!", "there were two cozy beds now, one in each home, and {cuddly} could have an adventure in both."],
};

/** A hard task: what goes wrong, one small piece, how it works out, what the hands do: [ages 2-5, ages 6-10]. */
const HARD_TASKS: Record<string, { moment: string; setup: Pair; stuck: Pair; bit: string; win: Pair; push: Pair; thrown: string }> = {
  math: {
    moment: "homework time",
    setup: ["{C} had a pencil. Ready!", "{C} had a sharp pencil and an eraser ready, which felt like a good start."],
    stuck: ["The sum came out wrong.", "One sum had a tricky carry in it, and every time {C} added it up, the answer came out different."],
    bit: "the first sum",
    win: ["The sum was right! Tick!", "The answer came out right, and when {G} checked it, it matched."],
    push: ["{C} pushed {tool} away.", "{C} shoved {tool} away across the table."],
    thrown: "the pencil",
  },
  spelling: {
    moment: "homework time",
    setup: ["{C} had a pencil. Ready!", "{C} had a sharp pencil and an eraser ready, which felt like a good start."],
    stuck: ["The word came out wrong.", "One long word kept coming out wrong, with the letters in a different order every time."],
    bit: "the first word, one sound at a time",
    win: ["The word was right! Tick!", "The word came out right, every letter in its place."],
    push: ["{C} pushed {tool} away.", "{C} shoved {tool} away across the table."],
    thrown: "the pencil",
  },
  homework: {
    moment: "homework time",
    setup: ["{C} had a pencil. Ready!", "{C} had a sharp pencil and an eraser ready, which felt like a good start."],
    stuck: ["One question was too tricky.", "One question made no sense at all, however many times {C} read it."],
    bit: "the first question",
    win: ["One answer! Tick!", "The first answer went down on the page, and it made sense."],
    push: ["{C} pushed {tool} away.", "{C} shoved {tool} away across the table."],
    thrown: "the pencil",
  },
  reading: {
    moment: "reading time",
    setup: ["{C} opened the book.", "{C} opened the book at the bookmark and found the right line."],
    stuck: ["The word was too long.", "There was a long word in the middle of the page, and the letters kept jumbling up."],
    bit: "one word, sound by sound",
    win: ["{C} read the word! Yes!", "{C} sounded it out, bit by bit, and the long word came out right."],
    push: ["{C} pushed the book away.", "{C} shoved the book away across the table."],
    thrown: "the book",
  },
  writing: {
    moment: "writing time",
    setup: ["{C} had a pencil. Ready!", "{C} had a sharp pencil and a clean page, which felt like a good start."],
    stuck: ["The letter went wobbly.", "The letters kept coming out wobbly and too big, and one went the wrong way round again."],
    bit: "one letter, slowly",
    win: ["A neat letter! Look!", "The letter came out neat and the right way round."],
    push: ["{C} pushed the page away.", "{C} shoved the page away across the table."],
    thrown: "the pencil",
  },
  bike: {
    moment: "learning to ride {object}",
    setup: ["{G} held the seat. Ready!", "{G} held the back of the seat, ready to let go when {C} said so."],
    stuck: ["{object} wobbled. Bump!", "Every time {C} pushed off, {object} wobbled sideways and {C's} foot shot down to the ground."],
    bit: "one push and two pedals",
    win: ["Whee! {C} pedaled three turns!", "{object} wobbled, then straightened, and {C} pedaled three whole turns before putting a foot down."],
    push: ["{C} let {object} fall. Crash!", "{C} let {object} drop onto the grass with a clatter."],
    thrown: "{object}",
  },
  laces: {
    moment: "tying the laces",
    setup: ["{C} held the laces. Ready!", "{C} held one lace in each hand, the way {G} had shown {Cobj}."],
    stuck: ["The loop fell down. Flop!", "The loops kept flopping apart just when {C} tried to pull them tight."],
    bit: "one loop",
    win: ["A bow! A real bow!", "The loops held, and {C} pulled them into a real bow."],
    push: ["{C} pulled the shoe off.", "{C} yanked the shoe off and dropped it on the floor."],
    thrown: "the shoe",
  },
  puzzle: {
    moment: "the tricky puzzle",
    setup: ["The pieces were all out.", "All the pieces were turned face up, and the edges were already done."],
    stuck: ["The piece did not fit.", "None of the sky pieces would fit anywhere, and they all looked exactly the same."],
    bit: "one piece, just one",
    win: ["Click! It fit!", "One piece clicked in, then another, and the sky began to make sense."],
    push: ["{C} pushed the pieces away.", "{C} swept the pieces into a messy heap."],
    thrown: "a puzzle piece",
  },
  piano: {
    moment: "music practice",
    setup: ["{C} sat down to play.", "{C} sat down, opened the music book and found the right page."],
    stuck: ["The notes went wrong. Plonk!", "The same two notes kept coming out wrong, right in the middle of the tune."],
    bit: "the first three notes",
    win: ["Ding, ding, dong! Right!", "The first three notes came out right, then the next three."],
    push: ["Bang! went {object}.", "{C} banged a handful of notes, all at once, very loudly."],
    thrown: "the music book",
  },
};

function hardTask(sit: Situation): (typeof HARD_TASKS)[string] {
  const key = sit.thing?.key ?? "worksheet";
  if (key === "worksheet") {
    const noun = sit.object ?? "";
    return HARD_TASKS[/spelling/.test(noun) ? "spelling" : /math|sums|times tables|fractions/.test(noun) ? "math" : "homework"];
  }
  return HARD_TASKS[key] ?? HARD_TASKS.homework;
}

/** A nervous habit: what the hands do, and what it leaves behind ([ages 2-5, ages 6-10]). */
const HABITS: Record<string, { verb: string; after: Pair }> = {
  skin: { verb: "picking at", after: ["{C's} finger was red and sore.", "there was a sore red patch on {C's} finger."] },
  "hair twirl": { verb: "twirling", after: ["{C's} hair was all in knots.", "{C's} hair was twisted into a tight, tangly knot."] },
  thumb: { verb: "sucking", after: ["{C's} thumb was all wet and wrinkly.", "{C's} thumb was wet and wrinkly, and {their} words came out muffled."] },
  sleeves: { verb: "chewing", after: ["it was soggy and wet.", "it was soggy, and there were little holes along the edge."] },
  "nail biting": { verb: "biting", after: ["{C's} nails were short and sore.", "{C's} nails were bitten right down and sore at the edges."] },
};

/** Leaving a fun place: what is fun there, the one last thing, the way home ([ages 2-5, ages 6-10]). */
const LEAVING: Partial<Record<string, { fun: Pair; last: Pair; home: Pair }>> = {
  playground: {
    fun: ["The swings went whee! The slide went zoom!", "{C} swung on the swings, zoomed down the slide and dug an enormous hole in the sandbox."],
    last: ["one more slide", "one last go down the big slide"],
    home: ["Then they walked home, hand in hand.", "Then they walked home together, swinging hands."],
  },
  park: {
    fun: ["{C} ran and ran. The kite flew up!", "{C} ran across the grass, rolled down the hill and helped fly a kite that mostly flew sideways."],
    last: ["one more roll down the hill", "one last roll down the grassy hill"],
    home: ["Then they walked home, hand in hand.", "Then they walked home together, swinging hands."],
  },
  pool: {
    fun: ["Splash! Kick, kick! Splash!", "{C} jumped in, splashed, floated like a starfish and practiced handstands in the shallow end."],
    last: ["one more big jump", "one last jump into the shallow end"],
    home: ["Then came a warm towel. Cozy!", "Then came a warm towel, dry clothes and the walk home with wet hair."],
  },
  beach: {
    fun: ["Splash in the waves! Dig in the sand!", "{C} jumped the waves, built a sandcastle with a moat and collected six shells."],
    last: ["one more wave jump", "one last jump over a wave"],
    home: ["Then they packed the bucket and spade.", "Then they packed up the bucket and spade and walked back over the warm sand."],
  },
  party: {
    fun: ["Balloons! Music! Cake!", "There were balloons, loud music, a game of musical statues and a very large cake."],
    last: ["one more dance", "one last dance to the next song"],
    home: ["Then {C} said thank you. Off home!", "Then {C} said thank you to everyone and headed home with a balloon."],
  },
  library: {
    fun: ["So many books! Look, a dinosaur!", "{C} found a book about dinosaurs, a book about space and a beanbag that was exactly the right size."],
    last: ["one more book", "one last page of the dinosaur book"],
    home: ["Then they walked home with a book.", "Then they checked out two books and walked home."],
  },
  "living room": {
    fun: ["{C} played cars. Vroom! So fun!", "{C} built a car track right across the floor and raced every single car on it, twice."],
    last: ["one more race", "one last race down the car track"],
    home: ["Then they drove home, singing.", "Then they said thank you and drove home, singing in the car."],
  },
};

/** Fun places known by name, drawn as another kind of place (understand.ts LEAVE_PLACES): their own fun, their own place line. */
const LEAVING_NAMED: Partial<Record<string, { fun: Pair; last: Pair; home: Pair; placeLine: Pair }>> = {
  "trampoline park": {
    placeLine: ["The trampolines went boing!", "The trampoline park was loud and bouncy, with music thumping and socks everywhere."],
    fun: ["{C} bounced and bounced. Boing! Boing!", "{C} bounced, flipped onto {their} bottom, jumped into the foam pit and bounced again, higher every time."],
    last: ["one more bounce", "one last jump into the foam pit"],
    home: ["Then on went the shoes. Off to the car!", "Then they found the shoes in the locker and walked out to the car together."],
  },
};

/** Fear of a place: where the child goes, and the moment itself, on the page ([ages 2-5, ages 6-10]). */
const FEAR_MOMENTS: Record<string, { see: string; wait: string; moment: Pair }> = {
  "dentist's chair": {
    see: "the dentist's big chair",
    wait: "the waiting room",
    moment: [
      "{C} climbed into the big chair and opened wide. The nice dentist counted {C's} teeth!",
      "{C} climbed into the big chair and opened wide, and the nice dentist counted {C's} teeth out loud, one by one, with a tiny mirror.",
    ],
  },
  stethoscope: {
    see: "the doctor's room",
    wait: "the waiting room",
    moment: [
      "The doctor listened to {C's} heart. Thump, thump!",
      "{C} sat on the bed while the doctor listened to {C's} heart and looked in {C's} ears with a little light.",
    ],
  },
  shot: {
    see: "the nurse's chair",
    wait: "the waiting room",
    moment: ["One tiny pinch. Then a bandage. Done!", "There was one tiny pinch on {C's} arm, quicker than a sneeze, and then a bright bandage went on top."],
  },
  scissors: {
    see: "the hairdresser's chair",
    wait: "the waiting bench",
    moment: [
      "Snip, snip went the scissors. A new haircut!",
      "The scissors went snip, snip around {C's} ears, little bits of hair floated down, and then it was done: a brand-new haircut.",
    ],
  },
  water: {
    see: "the edge of the pool",
    wait: "the bench by the pool",
    moment: [
      "{C} slid in. Splash! {G} was right there.",
      "{C} sat on the edge, slid into the shallow end next to {G}, and then dipped {their} face in and out again, quick as a duck.",
    ],
  },
  slide: {
    see: "the ladder of the big slide",
    wait: "the bench",
    moment: ["Up, up, up. Then whoosh! Down!", "{C} climbed the ladder, sat at the top for one more breath, and then whooshed all the way down."],
  },
};

/**
 * Someone spoils the child's play (frames/spoiled-play.ts): by kind of thing, how the child makes it,
 * what it looks like after, its sound, the moment, the default verb (and the parent's verbs that don't
 * fit it), and the fix with a baby and with another child ([ages 2-5, ages 6-10]).
 */
const PLAY: Record<
  string,
  { made?: string; makeLine: Pair; mess: Pair; crash: string; playMoment: string; spoiled: string; misfit: RegExp; babyFix: Pair; pairFix: Pair }
> = {
  tower: {
    makeLine: ["{C} built {aMade}. Block on block. Up, up, up!", "{C} had built {aMade}, block by block, taller than ever, with a little flag right on top."],
    mess: ["Blocks everywhere!", "Blocks skidded across the floor in every direction."],
    crash: "Crash!",
    playMoment: "building time",
    spoiled: "knocked over",
    misfit: /^(scribbled on|drew on|tore)$/,
    babyFix: [
      "{C} built a new tower up high on the table. Then {C} made a tiny knock-down tower, just for {pal}. Crash! Giggle!",
      "{C} built the next tower up on the big table, out of reach, and stacked three blocks on the floor: a knock-down tower, just for {pal}. It went crash again and again, to shrieks of joy.",
    ],
    pairFix: [
      "{C} made a building zone with a blanket. One side each! Build, build!",
      "{C} laid a blanket on the floor as a building zone: one side each, and a bridge in the middle that they built together.",
    ],
  },
  lego: {
    made: "the Lego rocket",
    makeLine: ["{C} built {aMade}. Click, click, click!", "{C} had built {aMade}, click by click, with every single brick in exactly the right place."],
    mess: ["Blocks everywhere!", "Lego blocks flew across the floor in every direction."],
    crash: "Crunch!",
    playMoment: "building time",
    spoiled: "broke",
    misfit: /^(scribbled on|drew on|tore|squashed)$/,
    babyFix: [
      "{C} built up high on the table. Then {C} gave {pal} big, soft blocks. Bash, bash! Giggle!",
      "{C} moved the Lego up onto the big table, well out of reach. Then {C} tipped out the big soft blocks on the floor, just for {pal}, who bashed them with great joy.",
    ],
    pairFix: [
      "{C} gave {pal} a pile of bricks too. One each! Click, click!",
      '{C} tipped out a second pile of bricks. "You build one part, I\'ll build the other, and then we join them up." The joining was the best bit.',
    ],
  },
  sand: {
    makeLine: [
      "{C} made {aMade}. Pat, pat, pat! A shell on top!",
      "{C} had built {aMade} with four towers, a moat and a shell for a window, patting every wall smooth.",
    ],
    mess: ["Sand everywhere!", "The walls slid down into a lumpy heap of sand."],
    crash: "Squish!",
    playMoment: "sandcastle time",
    spoiled: "squashed",
    misfit: /^(scribbled on|drew on|tore|broke|pulled apart)$/,
    babyFix: [
      "{C} made a little sand hill, just for {pal}. Squish! Giggle!",
      "{C} patted together a little squish-castle right next to {pal}, just for squishing, and built the big one a little further along the sand.",
    ],
    pairFix: [
      "{C} drew a line in the sand. One castle each! Pat, pat!",
      "{C} drew a line in the sand: one castle each, and a long wall between them that they dug together.",
    ],
  },
  drawing: {
    makeLine: [
      "{C} made {aMade}. Swirl, swirl! So many colors!",
      "{C} had spent ages on {aMade}, using every crayon in the box and coloring right up to the edges.",
    ],
    mess: ["Scribbles everywhere!", "A big wobbly scribble ran right across the middle of the page."],
    crash: "Scribble!",
    playMoment: "drawing time",
    spoiled: "scribbled on",
    misfit: /^(knocked|kicked|pushed|pulled down|squashed|smashed|broke|destroyed|took over)/,
    babyFix: [
      "{C} gave {pal} a fat crayon and a big page. Scribble, scribble!",
      "{C} moved the drawing up onto the table and gave {pal} a chunky crayon and a big old envelope, just for scribbling.",
    ],
    pairFix: [
      '{C} gave {pal} a big page too. "You draw the sun!"',
      "{C} gave {pal} a fresh page and the spare crayons. \"You draw the sky, I'll draw the rocket, and we'll put them side by side.\"",
    ],
  },
  puzzle: {
    makeLine: ["{C} did {aMade}. Click! Click! Nearly done!", "{C} had almost finished {aMade}, all but the last few pieces of the sky."],
    mess: ["Pieces everywhere!", "Puzzle pieces scattered across the floor, and half the sky came apart."],
    crash: "Clatter!",
    playMoment: "puzzle time",
    spoiled: "messed up",
    misfit: /^(scribbled on|drew on|tore|squashed|smashed|stomped on)$/,
    babyFix: [
      "{C} gave {pal} the empty box. Bang, bang! A drum!",
      "{C} moved the puzzle up onto the table and gave {pal} the empty box, which made an excellent drum.",
    ],
    pairFix: [
      '{C} gave {pal} the corner pieces. "You do the corners!"',
      '{C} sorted out the edge pieces and handed them over. "You do the edges, and I\'ll do the sky."',
    ],
  },
  toys: {
    makeLine: [
      "{C} set out {made}. Just so! One, two, three!",
      "{C} had set out {made} just so, everything in exactly the right place for a very important game.",
    ],
    mess: ["Toys everywhere!", "The careful game ended up in a jumble on the floor."],
    crash: "Clatter!",
    playMoment: "playtime",
    spoiled: "grabbed",
    misfit: /^(scribbled on|drew on|tore)$/,
    babyFix: [
      "{C} put {made} up high. Then {C} gave {pal} a basket of baby toys. Shake, shake!",
      "{C} put the special things up on the shelf and filled a basket with toys that were fine for chewing, bashing and shaking, just for {pal}.",
    ],
    pairFix: [
      '{C} chose some toys to share. "These are for you!"',
      '{C} put the most special ones up on the shelf and chose a pile of others to share. "These are for both of us."',
    ],
  },
};

/** What the other did, in the parent's verb (the first they used), past tense. */
const PLAY_VERBS: Array<[RegExp, string]> = [
  [/\bknock\w* (over|down)\b/, "knocked $1"],
  [/\bkick\w* (over|down)\b/, "kicked $1"],
  [/\bpush\w* (over|down)\b/, "pushed $1"],
  [/\bpull\w* (apart|down)\b/, "pulled $1"],
  [/\b(break|breaks|breaking|broke)\b/, "broke"],
  [/\bwreck/, "wrecked"],
  [/\bruin/, "ruined"],
  [/\bdestroy/, "destroyed"],
  [/\bsmash/, "smashed"],
  [/\bsqu[ai]sh/, "squashed"],
  [/\bstomp\w* on\b/, "stomped on"],
  [/\bstep\w* on\b/, "stepped on"],
  [/\bscribbl\w* on\b/, "scribbled on"],
  [/\b(draw|draws|drew) on\b/, "drew on"],
  [/\bmess\w* up\b/, "messed up"],
  [/\b(rip|rips|ripped|tear|tears|tore)\b/, "tore"],
  [/\b(takes?|took|taking) over\b/, "took over"],
];

function possessivePronoun(p: Pronouns): string {
  return p === "he" ? "his" : p === "she" ? "her" : "their";
}

type Slots = Record<string, string | Pair>;

/** What the slot steps read: the situation, the parent's text (normalized) and the grown-up's name. */
interface SlotContext {
  sit: Situation;
  s: string;
  grownUp: string;
  thing: Situation["thing"];
  plural: boolean;
}

/** Place, time, the object's grammar and the trigger: every frame's slots. */
function baseSlots({ sit, plural }: SlotContext): Slots {
  return {
    placeLine: PLACE_LINES[sit.place],
    timeWord: sit.time === "evening" || sit.time === "night" ? "evening" : sit.time,
    objWas: plural ? "were" : "was",
    objIs: plural ? "are" : "is",
    objIt: plural ? "them" : "it",
    objSubj: plural ? "they" : "it",
    state: sit.trigger?.state ?? "cross",
    triggerSetup: sit.trigger
      ? sit.trigger.setup
      : ["It had been a busy, noisy day.", "It had been a long, noisy sort of day, and {C's} patience was wearing thin."],
  };
}

/** The child's doing words: the wish, the sound, the strategy's name. */
function verbSlots({ thing }: SlotContext, slots: Slots): void {
  const verb = thing?.verb;
  if (!verb) return;
  // The child's own teeth, hair, coat: a pronoun ("brushing her teeth"), never the name again.
  const own = (v: string) => v.replace(/\{C's\}/g, "{their}");
  slots.doIt = own(verb.base);
  slots.didIt = own(verb.past);
  slots.doingIt = own(verb.ing);
  // The moment said in the child's words ("It's the big wish to jump on the couch"): the first thing done.
  // ("want her brother to play": the big wish for her brother to play, not "the big wish to want…").
  const first = verb.base.split(" and ")[0];
  const wanted = /^(?:want|wish|need)s? (to )?(.+)$/.exec(first);
  slots.wish = wanted ? `the big wish ${wanted[1] ? "to" : "for"} ${wanted[2]}` : `the big wish to ${first}`;
  slots.sound = verb.sound;
  slots.strategyName = verb.name;
  slots.DoYou = cap(verb.base.replace(/\{C's\}|\{their\}/g, "your"));
  slots.doYouIt = verb.base.replace(/\{C's\}|\{their\}/g, "your");
}

/** A must-do's why-hard and goal; a worry's safe place, event and return. */
function mustDoAndWorrySlots({ thing }: SlotContext, slots: Slots): void {
  const must = thing ? MUST_DO[thing.key] : undefined;
  slots.whyHard = must?.whyHard ?? ["It felt so boring.", "It felt like the most boring job in the world."];
  slots.goal = must?.goal ?? ["All done!", "The job was done, and quickly too."];
  const worry = thing ? ((thing.key === "dog" && /next door/.test(thing.noun) ? WORRY["dog next door"] : undefined) ?? WORRY[thing.key]) : undefined;
  if (worry) {
    // "The noises in the wardrobe": the wardrobe is the parent's word.
    const container = thing?.noun.match(/ in the (\w+)$/)?.[1] ?? "wardrobe";
    const c = (p: Pair): Pair => [p[0].replace(/CONTAINER/g, container), p[1].replace(/CONTAINER/g, container)];
    slots.worrySafe = worry.safe.replace(/\bwood\b/, `wood of the ${container}`);
    slots.worryEvent = c(worry.event);
    slots.worryAgain = c(worry.again);
  }
}

/** A big change, a new thing, the tool. */
function changeSlots({ sit, thing }: SlotContext, slots: Slots): void {
  const change = sit.personRole === "new baby" ? "the new baby" : sit.frame === "big-change" ? (thing?.noun ?? "the new house") : "";
  slots.change = change;
  slots.newThing = NEW_THINGS[sit.personRole === "new baby" ? "the new baby" : (thing?.key ?? "")] ?? NEW_THINGS["the new house"];
  slots.tool = thing?.tool ?? thing?.noun ?? "";
}

/** A hard task. */
function hardTaskSlots({ sit, s }: SlotContext, slots: Slots): void {
  // A hard task.
  if (sit.frame === "hard-task") {
    const task = hardTask(sit);
    const threw = /\b(throw\w*|threw|thrown|toss\w*)\b/.test(s);
    const thrown = /\bpencil/.test(s) ? "the pencil" : /\bbook/.test(s) ? "the book" : task.thrown;
    slots.taskMoment = task.moment;
    slots.setupLine = task.setup;
    slots.taskStuck = task.stuck;
    slots.taskBit = task.bit;
    slots.taskWin = task.win;
    slots.outburst = threw ? [`${cap(thrown)} flew. Clatter!`, `{C} threw ${thrown}, and it clattered across the floor.`] : task.push;
  }
}

/** Taking what belongs to someone else. */
function takingSlots({ sit, s, grownUp, thing }: SlotContext, slots: Slots): void {
  // Taking what belongs to someone else: whose it is, where it was, where it went, the asking.
  if (sit.frame === "taking") {
    const person = sit.person ? sit.person.replace(/\{G\}/g, grownUp) : undefined;
    const owner = person ?? (sit.place === "classroom" ? "{C's} teacher" : grownUp);
    const ownerPoss = `${owner}'s`;
    const container = s.match(/\b(purse|wallet|handbag|bag|pocket|piggy ?bank|desk|backpack|drawer|cupboard|tin|cookie jar|jar|pantry|room|toy box)\b/)?.[1];
    // (cookies, biscuits, a snack: asked for like sweets, never lent "as long as it came back by dinner"; R13)
    const key = /^(?:cookies?|biscuits?|snacks?|candy|chocolates?|treats?|cake|food)$/.test(thing?.bare ?? "") ? "sweets" : (thing?.key ?? "toy");
    slots.owner = owner;
    slots["owner's"] = ownerPoss;
    slots.takenFrom = container
      ? `${ownerPoss} ${container.replace(/piggybank/, "piggy bank")}`
      : key === "money"
        ? `${ownerPoss} bag`
        : person
          ? `${ownerPoss} room`
          : `${ownerPoss} shelf`;
    slots.hideSpot = key === "money" || key === "sweets" || key === "writing" ? "{C's} pocket" : "the bottom of {C's} toy box";
    const mine = owner === grownUp;
    slots.askLine =
      key === "money"
        ? ["Can I have a coin, please?", "Could I earn some coins for my piggy bank, please?"]
        : key === "sweets"
          ? ["Can I have one, please?", "Can I have one after dinner, please?"]
          : ["Can I play with it, please?", "Can I borrow it for a bit, please? I'll give it back after."];
    slots.answerLine =
      key === "money"
        ? mine
          ? [
              `${grownUp} smiled. "Let's find a job to earn one."`,
              `${grownUp} thought about it. "How about you help me sort the laundry, and earn some coins for the piggy bank?" {C} agreed at once.`,
            ]
          : [`${owner} smiled. "Let's ask ${grownUp} for a job."`, `${owner} smiled, and they went to ask ${grownUp} about a job to earn some coins.`]
        : key === "sweets"
          ? [
              `${mine ? grownUp : owner} smiled. "Yes! One, after dinner."`,
              `${mine ? grownUp : owner} smiled and said yes: one, after dinner, and thank you for asking.`,
            ]
          : mine
            ? [`${grownUp} smiled. "Yes! After lunch."`, `${grownUp} smiled and said yes, as long as it came back by dinner.`]
            : [`${owner} said, "Yes! Just for a bit."`, `${owner} thought about it and said yes, as long as it came back by dinner.`];
  }
}

/** A nervous habit. */
function habitSlots({ sit, thing }: SlotContext, slots: Slots): void {
  // A nervous habit: what the hands do, and when.
  if (sit.frame === "nervous-habit") {
    const habit = HABITS[thing?.key ?? "skin"] ?? HABITS.skin;
    const part = sit.object ?? "{C's} skin";
    slots.habitIng = `${habit.verb} ${part}`;
    slots.habitYou = `${habit.verb} ${part.replace(/\{C's\}/g, "your")}`;
    slots.habitAfter = habit.after;
    slots.habitWhen = sit.when?.setup ?? ["{C} had a worry today.", "A worry had been following {C} around all afternoon."];
    slots.habitMoment = sit.when?.moment ?? "a worried moment";
  }
}

/** Leaving a fun place. */
function leavingSlots({ sit, thing }: SlotContext, slots: Slots): void {
  // Leaving a fun place.
  if (sit.frame === "leaving") {
    // A place with its own fun (a trampoline park is no grassy park with a kite; R14), else the kind of place's.
    const lines = (thing && LEAVING_NAMED[thing.key]) ?? LEAVING[sit.place] ?? LEAVING.playground!;
    slots.funLine = lines.fun;
    if (thing && LEAVING_NAMED[thing.key]) slots.placeLine = LEAVING_NAMED[thing.key]!.placeLine;
    slots.lastThing = lines.last;
    slots.goHome = lines.home;
    slots.leaveName = thing?.bare ?? sit.place;
    // "Leave grandma's house": Grandma is in the story, at the door to say hello and goodbye.
    const host = /^(Grandma|Grandpa)'s house$/.exec(thing?.key ?? "")?.[1];
    if (host) {
      const hug = `${host} opened the door with a big hug.`;
      const bye = `${host} waved goodbye from the door.`;
      slots.funLine = [`${hug} ${lines.fun[0]}`, `${hug} ${lines.fun[1]}`];
      slots.goHome = [`${bye} ${lines.home[0]}`, `${bye} ${lines.home[1]}`];
    }
  }
}

/** Fear of a place. */
function fearSlots({ s, thing }: SlotContext, slots: Slots): void {
  // Fear of a place: where the child goes and what happens there.
  const fearMoment = thing ? FEAR_MOMENTS[thing.key] : undefined;
  const barber = /\bbarber/.test(s);
  slots.fearSee = fearMoment ? (barber && thing?.key === "scissors" ? "the barber's chair" : fearMoment.see) : (thing?.tool ?? thing?.noun ?? "the door");
  slots.waitSpot = fearMoment?.wait ?? "the waiting area";
  // "on the bench by the pool", "in the waiting room" (never "in the bench"; R9).
  slots.inWaitSpot = `${/\bbench\b/.test(slots.waitSpot) ? "on" : "in"} ${slots.waitSpot}`;
  slots.fearMoment = fearMoment?.moment ?? ["It was over so fast!", "It was over much faster than {C} had imagined."];
  // The haircut the parent described: the buzzing clippers and the cape, faced in the success (R11: "Snip, snip went the scissors").
  if (thing?.key === "scissors" && /\bclippers?\b/.test(s)) {
    const cape = /\bcape\b/.test(s);
    slots.fearMoment = [
      `${cape ? "On went the cape. A superhero cape! " : ""}Bzzz went the clippers. Tickly! Then it was done. A new haircut!`,
      `${cape ? "The cape went on, and {C} decided it was a superhero cape, which helped. " : ""}The clippers buzzed, tickly and loud, around {C's} ears, and {C} kept breathing. Then it was done: a brand-new haircut.`,
    ];
  }
}

/** Hurting someone. */
function hurtSlots({ sit, s }: SlotContext, slots: Slots): void {
  // Hurting: what happened and how the person reacted.
  // What happened, in the parent's word (the first one they used): "pinches" stays pinched.
  const HURTS: Array<[RegExp, string]> = [
    [/\b(bites?|biting)\b|(?<!\b(a|little|tiny) )\bbit\b/, "bit"],
    [/\bkick/, "kicked"],
    [/\bscratch/, "scratched"],
    [/\bpinch/, "pinched"],
    [/\b(hit|smack|slap)/, "hit"],
    [/\bpull\w* (his|her|their)? ?hair/, "pulled the hair of"],
    [/\b(push|shov)/, "pushed"],
    [/\b(spits?|spitting|spat) at\b/, "spat at"],
    [THROWN_AT, "threw"],
    [THROWN_IT_AT, "threw"],
  ];
  const hurt =
    HURTS.map(([re, verb]) => [s.search(re), verb] as const)
      .filter(([at]) => at >= 0)
      .sort((a, b) => a[0] - b[0])[0]?.[1] ?? "pushed";
  // Throwing at people: what was thrown, in the parent's word ("threw sand at the other kid").
  // "Threw it at her": "it" is the thing the parent named before (the iPad grabbed off her), said by its name.
  const thrownIt = hurt === "threw" && !THROWN_AT.test(s) && !!sit.object;
  const thrown = hurt === "threw" ? (thrownIt ? (sit.object ?? "").replace(/^the /, "") : (s.match(THROWN_AT)?.[3] ?? "things")) : undefined;
  slots.hurtPast = thrownIt ? `threw ${sit.object} at` : thrown ? `threw ${thrown} at` : hurt;
  slots.thrown = thrown ?? "toys";
  // A baby touching the child's own things ("every time she touches his trucks"): the things, and where the push was.
  const mine = MINE_TOUCHED.exec(s);
  slots.mineBare = mine ? mine[2] : "toys";
  slots.mineThe = `the ${slots.mineBare}`;
  const off = /\b(?:push|shov)\w* (?:\w+ ){0,3}off (?:of )?the (couch|sofa|bed|chair|bench|step|steps)\b/.exec(s);
  slots.offSpot = off ? ` off the ${off[1]}` : "";
  slots.onSeat = off ? ` on the ${off[1]}` : "";
  // The toy they both wanted, in the parent's words ("when they both want the red dump truck"; R11), else a red toy car.
  const wanted = WANTED_TOY.exec(s)?.[1];
  // (in the car a toy car would read as the car itself: a toy truck there)
  const vehicle = sit.place === "car" ? "truck" : sit.place === "bathroom" ? "boat" : "car";
  // (in the bath, a bath toy: R15's "Crash went the tower" in the bath)
  slots.toy = wanted ? `the ${wanted}` : `the red toy ${vehicle}`;
  slots.toyShort = wanted ? `the ${wanted.split(" ").pop()}` : `the ${vehicle}`;
  slots.toyIt = wanted && /(?:s|phones)$/.test(wanted) && !/(?:bus|glass)$/.test(wanted) ? "them" : "it";
  slots.toySound =
    vehicle === "boat" && !wanted
      ? "Splish, splash!"
      : !wanted || /(?:truck|car|digger|tractor|train|bus|bike|scooter|trike)$/.test(wanted)
        ? "Vroom, vroom!"
        : "Mine, all mine!";
  slots.throwMoment = thrown === "sand" ? (/\bbeach\b/.test(s) ? "digging time at the beach" : "sandpit time") : "playtime with other children";
  slots.throwPlay = !thrown
    ? "playing"
    : thrown === "sand"
      ? /\b(beach)\b/.test(s)
        ? "digging in the sand"
        : "digging in the sandpit"
      : /^(stones?|rocks?|pebbles|gravel|sticks?|bark|wood ?chips|mud|dirt)$/.test(thrown)
        ? `collecting ${thrown}`
        : thrown === "food"
          ? "eating"
          : `playing with the ${thrown}`;
  const ing: Record<string, [string, string]> = {
    bit: ["biting", "bite"],
    kicked: ["kicking", "kick"],
    scratched: ["scratching", "scratch"],
    pinched: ["pinching", "pinch"],
    hit: ["hitting", "hit"],
    "pulled the hair of": ["pulling hair", "pull hair"],
    pushed: ["pushing", "push"],
    "spat at": ["spitting", "spit"],
    threw: [`throwing ${thrown}`, `throw ${thrown}`],
  };
  slots.hurtIng = ing[hurt][0];
  slots.hurtIngCap = cap(ing[hurt][0]);
  slots.hurtBase = ing[hurt][1];
  // What the feeling came out through: "it had come out through her teeth" for a bite (was "her hands").
  slots.hurtWith = hurt === "bit" ? "teeth" : hurt === "kicked" ? "feet" : hurt === "spat at" ? "mouth" : "hands";
  slots.ouch =
    sit.personKind === "baby"
      ? "began to cry."
      : sit.personKind === "animal"
        ? "gave a sad little yelp and trotted away."
        : sit.personKind === "adult"
          ? 'said, "Ouch! That hurt."'
          : 'cried out, "Ow!"';
}

/** The parent told that the child laughs or giggles (at the hurt, at the stop): "just laughs", "thinks it's funny". */
const CHILD_LAUGHED = /\b(?:laugh\w*|giggl\w*|smirk\w*|cackl\w*|thinks? (?:it'?s|its|it is|that'?s) (?:funny|hilarious|a game)|finds? it funny)\b/;

/**
 * The second part of a two-part message (also.ts), for every frame: "" when the parent told nothing more,
 * so a frame can always say them. {alsoLine}: the second doing and what came of it ("Then {C} pushed
 * {person} off the sofa, and {person} bumped his head."); {afterLine}: how the child was after ("{C} laughed,
 * and didn't say sorry." / "When someone else got picked, {C} cried and sulked.").
 * {grabHurtLine}: the turn-grabbed problem's hurt, or, for a grab only, the other child's "Hey!" (no invented hit).
 */
function alsoSlots({ sit, s }: SlotContext, slots: Slots): void {
  const also = sit.also ?? {};
  // "It can come out sideways… even as a laugh": only when the parent said the child laughs (issue 22, R8).
  slots.laughToo = CHILD_LAUGHED.test(s) ? [" Even as a laugh.", " Even as a laugh, a nervous one."] : "";
  slots.alsoLine = also.didPast
    ? also.hurtPast
      ? `Then {C} ${also.didPast}, and {person} ${also.hurtPast}.`
      : `Then {C} ${also.didPast}.`
    : also.hurtPast
      ? /\b(?:at bedtime|in bed)\b/.test(also.hurtPast)
        ? `That night, {person} ${also.hurtPast}.`
        : `{person} ${also.hurtPast}.`
      : "";
  const when = also.afterWhen ? `${cap(also.afterWhen)}, ` : "";
  slots.afterLine = also.afterPast
    ? also.noSorry
      ? [`${when}{name} ${also.afterPast}. No sorry.`, `${when}{name} ${also.afterPast}, and didn't say sorry.`]
      : `${when}{name} ${also.afterPast}.`
    : also.noSorry
      ? ["{C} did not say sorry.", "{C} didn't say sorry."]
      : "";
  slots.grabHurtLine = sit.grabbedOnly
    ? [`{person} cried out, "Hey! Give {objIt} back!"`, `{person} cried out, "Hey! Give {objIt} back! It's my turn!"`]
    : "Then {C} {hurtPast} {person}. {person} {ouch}";
}

/** Running off. */
function runningOffSlots({ sit, s, grownUp, thing }: SlotContext, slots: Slots): void {
  // Running off: from what, where to, what happened after coming back.
  const bath = sit.trigger?.key === "bath" || thing?.key === "bath" || sit.place === "bathroom";
  const shop = sit.place === "shop";
  const shopWord = PLACE_NAMES.find(([re]) => re.test(s))?.[1] ?? "the shop";
  slots.runMoment = bath
    ? "bath time"
    : shop
      ? shopWord === "the shop"
        ? "shopping time"
        : `shopping time at ${shopWord}`
      : sit.place === "street"
        ? "time to walk home"
        : `time to leave ${sit.place === "playground" || sit.place === "park" || sit.place === "beach" || sit.place === "library" || sit.place === "party" ? `the ${sit.place}` : "for home"}`;
  slots.callLine = bath ? "Bath time!" : shop ? "Stay close to me, please!" : "Time to go home!";
  slots.runFrom = bath ? "the bath" : shop ? "the shopping cart" : grownUp;
  slots.runTo = bath
    ? ["Down the hall. Round the sofa. Giggle!", "Down the hall {C} went, round the sofa twice and behind the curtains, with no clothes on at all."]
    : shop
      ? [`Past the apples. Round ${shopWord}!`, `Past the apples, round the corner and right down the longest aisle in ${shopWord}, much too far from {G}.`]
      : ["Past the swings. Round the tree!", "Past the swings, round the big tree and far along the path, much too far from {G}."];
  slots.afterCome = bath
    ? ["Then {C} hopped into the bath. Splash!", "Then {C} hopped into the bath with a big splash, and there was no chasing at all."]
    : shop
      ? [
          `Then {C} helped push the shopping cart round ${shopWord}. Squeak, squeak!`,
          `Then {C} helped push the shopping cart all the way round ${shopWord} to the checkout.`,
        ]
      : ["Then they walked home, hand in hand.", "Then they walked home together, hand in hand."];
  // Running off with no clothes on after the bath ("runs around nude after his bath"): the towel and the
  // pajamas are what the child runs from, and coming back ends in pajamas, never in the bath again.
  if (
    bath &&
    /\bnaked\b/.test(s) &&
    /\b(after|out of) (the |his |her |their |a )?(bath|bathtub|tub|shower)\b|\b(bath|shower) is (over|done|finished)\b|\b(pjs|pajamas|pyjamas|nappy|diaper)\b/.test(
      s,
    )
  ) {
    // The story's dialect is the grown-up's (render.ts turns "pajamas" into "pyjamas" for Mum; the singular
    // "pajama time" is spelled here the same way).
    const pj = /\bpjs\b/.test(s) ? "PJs" : "pajamas";
    const time = pj === "PJs" ? "PJ time" : /^(mum|mummy)\b/i.test(grownUp) ? "pyjama time" : "pajama time";
    slots.runMoment = `${time} after the bath`;
    slots.callLine = `${cap(time)}!`;
    slots.runFrom = "the towel";
    slots.runTo = [
      "Out of the towel. Down the hall. No clothes on! Giggle!",
      "Out of the towel and down the hall {C} went, round the sofa twice and behind the curtains, with no clothes on at all.",
    ];
    slots.afterCome = [
      `Then {C} wriggled into {their} ${pj}. Snug!`,
      `Then {C} stood still in the towel, one arm, two arms, and wriggled into {their} ${pj}, all snug and warm.`,
    ];
  }
  // Running off at a restaurant: away from the table, between the other tables and the waiters.
  if (sit.place === "restaurant" && !bath) {
    slots.runMoment = "dinner time at the restaurant";
    slots.callLine = "Back to the table, please!";
    slots.runFrom = "the table";
    slots.runTo = [
      "Past the tables. Round a waiter!",
      "Past the other tables, round a waiter with a tray of drinks and nearly to the kitchen door, much too far from {G}.",
    ];
    slots.afterCome = ["Then {C} sat back in {their} chair. Here came the food!", "Then {C} climbed back into {their} chair, just as the food arrived."];
  }
  // Running off in a parking lot: between the cars, the danger the story is about.
  const lot = s.match(/\b(parking lot|car park)\b/)?.[1];
  slots.lot = lot ?? "parking lot";
  // Where the parking lot is: the parent's own word for the shop ("the grocery store"), else the shops.
  slots.lotShop = PLACE_NAMES.find(([re]) => re.test(s) && /store|shop|market|mall/.test(re.source))?.[1] ?? "the shops";
  if (lot && !bath) {
    slots.runTo = [
      `Between the cars. Across the ${lot}!`,
      `Between the parked cars and right across the ${lot}, much too close to the cars and much too far from {G}.`,
    ];
    slots.afterCome = [
      `Then {C} held {G's} hand all the way across the ${lot}.`,
      `Then {C} held {G's} hand all the way across the ${lot}, right to the car door.`,
    ];
  }
  // Running toward the road (after "the ice cream truck" the parent named): the edge of the road, a hand held after.
  const road = !lot && !bath ? s.match(/\b(road|street|driveway|curb|kerb)\b/)?.[1] : undefined;
  if (road) {
    const lure = s.match(/\bsees? (?:the |a |an )?((?:[a-z]+ ){0,2}(?:truck|van|bus|dog|cat|ball|friend|bird|ducks?))\b/)?.[1];
    slots.runTo = [
      `${lure ? `Toward the ${lure}.` : "Along the sidewalk."} Right to the edge of the ${road}!`,
      `${lure ? `Straight toward the ${lure}` : "Along the sidewalk"}, right to the edge of the ${road}, much too close to the cars and much too far from {G}.`,
    ];
    slots.afterCome = [
      `Then {C} held {G's} hand all the way along the ${road}.`,
      `Then {C} held {G's} hand all the way along the ${road}, and they crossed together.`,
    ];
  }
}

/**
 * How the parent said the child shows the feeling, told of the child in the past ("gets cross and stamps
 * her feet" → "{C} got cross and stamped {their} feet"; "sulks under the table"; "hides behind my legs" →
 * "hid behind {G's} legs"): at most two, in the parent's order.
 */
const SHOWN: Array<[RegExp, (m: RegExpExecArray) => string]> = [
  [
    /\b(?:gets?|getting|got|goes|went) (really |very |so |super |quite |a bit |all )?(cross|grumpy|cranky|grouchy|angry|mad|upset|jealous|frustrated|shy|clingy|sulky|huffy|stroppy|teary|whiny|moody|quiet|silent)\b/,
    (m) => `got ${m[1] ?? ""}${m[2]}`,
  ],
  [/\bsulks?(?: (under|in|behind|on) (?:the|his|her|their|my) (\w+))?/, (m) => (m[1] ? `sulked ${m[1]} ${own(m[0])} ${m[2]}` : "sulked")],
  [
    /\bhides? (behind|under) (?:the|his|her|their|my|our) (legs|bed|table|coat|skirt|chair|sofa|couch|blanket|covers|hands)\b/,
    (m) => `hid ${m[1]} ${own(m[0])} ${m[2]}`,
  ],
  [/\bhides? (?:his|her|their) face\b/, () => "hid {their} face"],
  [/\bpouts?\b/, () => "pouted"],
  [/\bstamps? (?:his|her|their) feet\b/, () => "stamped {their} feet"],
  [/\bstomps? off\b/, () => "stomped off"],
  [/\bclings? (?:on )?to (?:my|the) (leg|legs|coat|hand|arm|skirt)\b/, (m) => `clung to {G's} ${m[1]}`],
  [/\bfolds? (?:his|her|their) arms\b/, () => "folded {their} arms"],
];

/** Whose thing the parent named: "my legs" are the grown-up's, "his face" the child's, "the table" the table. */
function own(phrase: string): string {
  return /\bmy\b|\bour\b/.test(phrase)
    ? /\b(legs|coat|skirt|hand|arm|leg)\b/.test(phrase)
      ? "{G's}"
      : "the"
    : /\b(his|her|their)\b/.test(phrase)
      ? "{their}"
      : "the";
}

export function feltAsSaid(s: string, feelings: string[] = []): string | undefined {
  const found = SHOWN.map(([re, say]) => {
    const m = re.exec(s);
    return m ? { at: m.index, said: say(m) } : undefined;
  })
    .filter((x): x is { at: number; said: string } => !!x)
    // "She felt cross… She got cross": the feeling the story already names is not said again.
    .filter((x) => !feelings.some((f) => x.said.endsWith(` ${f}`)))
    .sort((a, b) => a.at - b.at)
    .slice(0, 2)
    .map((x) => x.said);
  return found.length ? `{C} ${found.join(" and ")}.` : undefined;
}

/** Games a parent names, as the story says them, and whether they are played with cards (the pieces are cards). */
const GAMES: Array<[RegExp, string, boolean]> = [
  [/\bsnap\b/, "a game of snap", true],
  [/\buno\b/, "a game of Uno", true],
  [/\bgo fish\b/, "a game of Go Fish", true],
  [/\bold maid\b/, "a game of Old Maid", true],
  [/\bdominoe?s\b/, "dominoes", false],
  [/\bchess\b/, "a game of chess", false],
  [/\b(checkers|draughts)\b/, "a game of $1", false],
  [/\bsnakes (and|&) ladders\b/, "Snakes and Ladders", false],
  [/\bludo\b/, "a game of Ludo", false],
  [/\bconnect (4|four)\b/, "Connect Four", false],
  [/\bcandy ?land\b/, "Candy Land", false],
  [/\bmonopoly\b/, "Monopoly", false],
  [/\bjenga\b/, "Jenga", false],
  [/\bscrabble\b/, "Scrabble", false],
  [/\bmemory\b/, "a game of memory", true],
];

/** Losing a game; stopping a screen. */
function gameAndScreenSlots({ s, thing }: SlotContext, slots: Slots): void {
  // Losing: which game.
  // The parent's own game ("loses at snap", "when her brother wins at dominoes"), else a board game or a card game.
  const game = GAMES.find(([re]) => re.test(s));
  slots.gameName = game ? game[1].replace("$1", game[0].exec(s)?.[1] ?? "") : /\bcards?\b/.test(s) ? "a card game" : "a board game";
  slots.__cards = game?.[2] || /\bcards?\b/.test(s) ? "yes" : "";
  // Must-stop: a game or a show.
  const watching = thing?.key === "tv";
  // The parent's own game: "in the middle of a minecraft build" is a Minecraft build, stopped halfway (R12).
  const own = /\b(minecraft|roblox|fortnite|lego|mario|pokemon|zelda)\b(?: (build|world|level|match|game|race|round))?/.exec(s);
  const ownName = own
    ? { minecraft: "Minecraft", roblox: "Roblox", fortnite: "Fortnite", lego: "Lego", mario: "Mario", pokemon: "Pokémon", zelda: "Zelda" }[own[1]]
    : undefined;
  const ownUnit = own?.[2] === "build" || own?.[1] === "minecraft" ? "build" : own?.[2] === "match" || own?.[1] === "fortnite" ? "match" : undefined;
  slots.screenActivity = watching ? "a cartoon about a jumping frog" : ownName ? `a ${ownName} ${ownUnit ?? "game"}` : "a game with a jumping frog";
  slots.gameBit =
    ownName === "Minecraft" ? "of a castle with a moat and three towers" : ownName ? `of ${ownName}` : "with a jumping frog and a very tricky river";
  slots.unit = watching ? "episode" : (ownUnit ?? "level");
  slots.aUnit = watching ? "an episode" : `a ${ownUnit ?? "level"}`;
}

/** Someone spoils the child's play. */
function spoiledPlaySlots({ sit, s, thing, plural }: SlotContext, slots: Slots): void {
  // Someone spoils the child's play: what was made, how, and the fix.
  if (sit.frame === "spoiled-play") {
    const kind = (thing?.key ?? "play tower").replace(/^play /, "");
    const play = PLAY[kind] ?? PLAY.tower;
    const made = play.made && !/\blego \w/i.test(thing?.noun ?? "") ? play.made : (thing?.noun ?? "the block tower");
    const said = PLAY_VERBS.map(([re, verb]) => [s.search(re), s.match(re), verb] as const)
      .filter(([at]) => at >= 0)
      .sort((a, b) => a[0] - b[0])[0];
    const verb = said ? said[2].replace("$1", said[1]?.[1] ?? "") : undefined;
    slots.made = made;
    slots.aMade = made.startsWith("the ") && !plural ? `a ${made.slice(4)}` : made;
    slots.madeWas = plural ? "were" : "was";
    slots.makeLine = play.makeLine;
    slots.best = kind === "toys" ? "going to be the best game ever" : "the best one yet";
    slots.spentOn = kind === "toys" ? `setting up ${made}` : kind === "drawing" || kind === "puzzle" ? `on ${made}` : `building ${made}`;
    slots.mess = play.mess;
    slots.crash = play.crash;
    // The moment is also said by the child ("It's building time with the baby"): never "his friend" there.
    slots.playMoment = sit.person && !sit.person.includes("{") ? `${play.playMoment} with ${sit.person}` : play.playMoment;
    slots.spoiled = verb && !play.misfit.test(verb) ? verb : play.spoiled;
    slots.babyFix = play.babyFix;
    slots.pairFix = play.pairFix;
  }
}

/** The slot values for one situation; pairs are [ages 2-5, ages 6-10]. Each step adds its frame's slots. */
function slotsFor(sit: Situation, text: string, grownUp: string): Slots {
  const ctx: SlotContext = { sit, s: normalize(text).text, grownUp, thing: sit.thing, plural: !!sit.thing?.plural };
  const slots = baseSlots(ctx);
  for (const step of SLOT_STEPS) step(ctx, slots);
  return slots;
}

const SLOT_STEPS: Array<(ctx: SlotContext, slots: Slots) => void> = [
  verbSlots,
  mustDoAndWorrySlots,
  changeSlots,
  hardTaskSlots,
  takingSlots,
  habitSlots,
  leavingSlots,
  fearSlots,
  hurtSlots,
  alsoSlots,
  runningOffSlots,
  gameAndScreenSlots,
  spoiledPlaySlots,
];

const SLOT =
  /\{(stepsSaid|stepsStep|stepsCount|wish|keepIntro|spentOn|best|made|aMade|madeWas|makeLine|mess|crash|spoiled|babyFix|pairFix|playMoment|pal|pal's|palIntro|habitYou|hurtIng|hurtIngCap|hurtBase|hurtWith|tool|taskMoment|setupLine|taskStuck|taskBit|taskWin|outburst|owner|owner's|takenFrom|hideSpot|askLine|answerLine|habitIng|habitAfter|habitWhen|habitMoment|funLine|lastThing|goHome|leaveName|fearSee|waitSpot|fearMoment|atP|goodbyePlace|placeLine|timeWord|objWas|objIs|objIt|objSubj|state|triggerSetup|doIt|didIt|doingIt|sound|strategyName|DoYou|doYouIt|whyHard|goal|worrySafe|worryEvent|worryAgain|change|newThing|hurtPast|thrown|throwPlay|throwMoment|ouch|runMoment|lot|lotShop|callLine|runFrom|runTo|afterCome|gameName|screenActivity|gameBit|unit|aUnit|personIntro|person's|person|doings|noMore|food|meal|out|alsoLine|afterLine|grabHurtLine|laughToo|fibHabit|fibTold|fibTruth|fibAsk|inWaitSpot|late|asks|objectBare|wordsHow|wordsWhy|toy|toyShort|toySound|toyIt|mineBare|mineThe|offSpot|onSeat)\}/g;

/** Fills the frame's slots (twice: slot values may hold slots, e.g. {doIt} in a strategy name). */
function fill(template: string, slots: Record<string, string | Pair>, older: boolean): string {
  let out = template;
  for (let i = 0; i < 3 && SLOT.test(out); i++) {
    SLOT.lastIndex = 0;
    out = out.replace(SLOT, (m, key: string) => {
      const v = slots[key];
      if (v === undefined) throw new Error(`The situation has no value for {${key}} in: ${template.slice(0, 80)}`);
      return typeof v === "string" ? v : v[older ? 1 : 0];
    });
    // A sentence-like slot value placed after a comma or colon continues the sentence: "Then, boom!"
    out = out.replace(
      /([,:] |\bThen |\band )(The|A|Boom|Vroom|Whoosh|Whirr|Bang|Nee-naw|Woof|Bzzz|Beep|Someone|Outside|More|Another|Behind|On)\b/g,
      (_m, lead: string, w: string) => lead + w.toLowerCase(),
    );
  }
  SLOT.lastIndex = 0;
  return out;
}

const BANDS: AgeBand[] = ["2-3", "4-5", "6-7", "8-10"];
const OLDER: Record<AgeBand, boolean> = { "2-3": false, "4-5": false, "6-7": true, "8-10": true };

function fillScene(spec: SceneSpec, slots: Record<string, string | Pair>): SceneSpec {
  const text = {} as BandText;
  // A child who feels sad is not "sad, and sad" ("He felt sad, and sad."; "sad, head to toes. And sad, too.").
  const sad = (t: string) =>
    slots.__sad === "yes" ? t.replace(/\{feeling\}, and sad\b/g, "{feeling}").replace(/ And sad, too\./g, " Sad all the way through.") : t;
  // At 2-3 the steps said in a row are the toddler's two ({stepsSaid} at 2-3 reads __stepsSaid2).
  const toddler = (t: string) =>
    t.replace(/\{steps(Said|Step|Count)\}/g, (m, k: string) => (typeof slots[`__steps${k}2`] === "string" ? (slots[`__steps${k}2`] as string) : m));
  // "She felt upset… Underneath, she was upset too.": the second feeling is never the story's own feeling again.
  const feelings = String(slots.__feelings ?? "").split("|");
  const twice = (t: string) =>
    t.replace(/(?<!\w)(felt|was|\{was\}) (a bit )?(upset|sad|cross) too\b/g, (m, v: string, bit = "", w: string) => {
      if (!feelings.includes(w)) return m;
      const other = ["sorry", "sad", "cross"].find((x) => x !== w && !feelings.includes(x)) ?? "sorry";
      return `${v} ${bit}${other} too`;
    });
  // A named person said with their role is set off on both sides: "his friend, Marcus, sat close by" (was "his friend, Marcus sat").
  const intro = typeof slots.personIntro === "string" && /, [A-Z]/.test(slots.personIntro) ? slots.personIntro : "";
  const closed = (t: string) =>
    intro
      ? t
          .split(intro)
          .join(`${intro}\u0000`)
          .replace(/\u0000(?= [a-z])/g, ",")
          .replace(/\u0000/g, "")
      : t;
  for (const b of BANDS) text[b] = closed(fill(twice(sad(b === "2-3" ? toddler(spec.text[b]) : spec.text[b])), slots, OLDER[b]));
  return { ...spec, text };
}

/** Plan-level strings are inserted as they are (not rendered): no tokens may remain in them. */
function literal(template: string, slots: Record<string, string | Pair>, grownUp: string, pronouns: Pronouns): string {
  return fill(template, slots, true)
    .replace(/\{G\}/g, grownUp)
    .replace(/\{C's\}|\{their\}/g, possessivePronoun(pronouns))
    .replace(/\{Cobj\}/g, pronouns === "he" ? "him" : pronouns === "she" ? "her" : "them")
    .replace(/\{P\}/g, slots.__P as string)
    .replace(/\{object\}/g, (slots.__object as string) ?? "")
    .replace(/\{person\}/g, (slots.__person as string) ?? "");
}

/** The parent's own word for the place, when it is a plain one ("the supermarket", "daycare"). */
const PLACE_NAMES: Array<[RegExp, string]> = [
  // A shop by its name ("every time we go to aldi"): Aldi, as the family says it.
  ...(["Aldi", "Lidl", "Tesco", "Walmart", "Costco", "Kroger", "Asda", "Ikea"].map((n) => [new RegExp(`\\b${n.toLowerCase()}\\b`), n]) as Array<
    [RegExp, string]
  >),
  [/\bsupermarket\b/, "the supermarket"],
  [/\bgrocery store\b/, "the grocery store"],
  [/\bparking lot\b/, "the parking lot"],
  [/\bcar park\b/, "the car park"],
  [/\bstore\b/, "the store"],
  [/\bbakery\b/, "the bakery"],
  [/\bpharmacy\b/, "the pharmacy"],
  [/\bpost office\b/, "the post office"],
  [/\bdaycare\b/, "daycare"],
  [/\bnursery\b/, "nursery"],
  [/\bpreschool\b/, "preschool"],
  [/\bkindergarten\b/, "kindergarten"],
  [/\bbarber\b/, "the barber's"],
  [/\bhairdresser\b/, "the hairdresser's"],
  [/\bswimming pool\b/, "the swimming pool"],
  [/\bclinic\b/, "the clinic"],
];

/**
 * Where a frame starts in the shared scenes' wordings: frames are spread over the variants, and each
 * kind of scene is offset, so two frames' first stories rarely share two scenes. "Write another"
 * moves on from there (see situationStory).
 */
function variant(frame: FrameId, scene: number): number {
  const i = FRAME_IDS.indexOf(frame);
  return i + scene * (1 + (i % 3));
}

const pickShared = <T>(list: readonly T[], at: number): T => list[at % list.length];

/** The custom situation as a one-episode BehaviorStory, or null when there is nothing to read. */
export function customBehaviorStory(req: StoryRequest): (BehaviorStory & { frame: FrameId; unkept?: string[] }) | null {
  const text = (req.customBehavior ?? "").replace(/\s+/g, " ").trim();
  if (!text) return null;
  const sit = understandSituation(text, req.childName);
  if (sit.language === "unsupported") return null;
  return situationStory(sit, text, req);
}

type StoryReq = Pick<StoryRequest, "pronouns" | "grownUpName"> & Partial<Pick<StoryRequest, "seed" | "previousEpisodes" | "childName">>;

/**
 * The names the parent wrote with a capital inside a sentence ("kicks his sister Ruby", "pushed Leo"),
 * given back their capital in the story's retelling (the doings are read in lower case).
 */
function withParentsCapitals(told: string, parentText: string): string {
  const names = new Set<string>();
  for (const m of parentText.matchAll(/(?<![.!?]\s*|^\s*)\b([A-Z][a-z]{1,15})\b/g))
    if (!/^(I|Mom|Dad|Mum|Mr|Mrs|Ms|Miss|Will|May|Mark|Bill|Rose|Grace|Hope|Joy|Pat|Art|Sunny|Frank|Day|Summer|April|June|August)$/.test(m[1])) names.add(m[1]);
  let out = told;
  for (const n of names) out = out.replace(new RegExp(`\\b${n.toLowerCase()}\\b`, "g"), n);
  // Things spelled their own way, however the parent typed them ("took the ipad away" → "iPad"; R9).
  return out.replace(/\bi(pad|phone|pod)(s?)\b/gi, (_m, t: string, s: string) => `i${t.charAt(0).toUpperCase()}${t.slice(1).toLowerCase()}${s}`);
}

/**
 * A parent's "grandad" is Grandpa in a US story and Grandad in a story for a parent who writes Mum or Mummy
 * (the story's dialect, plan.ts); the other grandparents keep the parent's own name for them (understand.ts).
 */
function grandad(text: string, grownUp: string): string {
  return text.replace(/\b[Gg]ran(?:d-?)?dad\b/g, /^(mum|mummy)\b/i.test(grownUp) ? "Grandad" : "Grandpa");
}

/** The person slots: first mention and later mentions, as templates ({C's} is the child's, rendered as a name or a pronoun). */
function personSlots(sit: Situation, slots: Slots, grownUp: string, pronouns: Pronouns): { personLiteral?: string; fallbackPerson: string; ownOther: boolean } {
  // The plan stores the literal later form.
  const personLiteral = sit.person ? sit.person.replace(/\{G\}/g, grownUp).replace(/\{C's\}/g, possessivePronoun(pronouns)) : undefined;
  const fallbackPerson = sit.frame === "losing" ? grownUp : sit.frame === "bossy" ? "{C's} friend" : "";
  slots.personIntro = grandad((sit.personIntro ?? fallbackPerson).replace(/\{G\}/g, grownUp), grownUp);
  slots.person = grandad((sit.person ?? fallbackPerson).replace(/\{G\}/g, grownUp), grownUp);
  // Never a double possessive ("Theo's sister's turn"): the child's own is "his sister's turn".
  slots["person's"] = `${slots.person.replace(/^\{C's\} /, "{their} ")}'s`;
  // Spoiled play: the other child by name, ours ({O}, who is then drawn in the pictures too) unless
  // the parent gave one ("his little brother Sam"); the parent's words for them stay in {person}.
  const ownOther = sit.frame === "spoiled-play" && !sit.personName;
  if (sit.frame === "spoiled-play") {
    slots.pal = sit.personName ?? "{O}";
    slots["pal's"] = sit.personName ? `${sit.personName}'s` : "{O's}";
    slots.palIntro = sit.personName ? slots.personIntro : `${slots.personIntro}, {O}`;
  }
  return { personLiteral, fallbackPerson, ownOther };
}

/** The frame's episode for this situation (the first one unless the situation asks for another). */
function chooseEpisode(sit: Situation, frame: Frame, s: string): Frame["episodes"][number] {
  // A baby can't build towers or grab blocks: hurting a baby is its own episode.
  // Spoiled play: a baby doesn't understand words yet (a safe spot, a game of the baby's own); a
  // sister or a friend wanted to play too (play together).
  // A danger: the episode for the danger the parent described (the pool, the oven, the buckle…).
  if (sit.frame === "safety") return safetyEpisodeFor(s);
  // An episode that claims this situation (FrameEpisode.when: a hair wash, a class shouting out answers; H37).
  const own = frame.episodes.find((e) => e.when?.(sit, s));
  if (own) return own;
  return (
    (sit.frame === "hurting" && sit.personKind === "baby"
      ? frame.episodes.find((e) => e.id === "gentle-with-baby")
      : // Throwing sand (stones, blocks) at other children: the thing thrown is in every scene.
        sit.frame === "hurting" && THROWN_AT.test(s)
        ? frame.episodes.find((e) => e.id === "thrown-at")
        : // A thing grabbed off a brother or sister in their turn, then thrown or hit with: the turn, the thing and the sorry.
          sit.frame === "hurting" && sit.object && (sit.grabbedOnly || (sit.matched.object && GRABBED_OFF.test(s)))
          ? frame.episodes.find((e) => e.id === "turn-grabbed")
          : // Running off in a parking lot: the car park's own safety plan (hand on the car, hand in hand).
            sit.frame === "running-off" && /\b(parking lot|car park|carpark|parking garage)\b/.test(s)
            ? frame.episodes.find((e) => e.id === "car-park")
            : sit.frame === "spoiled-play"
              ? frame.episodes.find((e) => e.id === (sit.personKind === "baby" ? "baby-knocks" : "play-together"))
              : sit.frame === "must-stop" && /\b(bed|beds|bedtime|night|nights)\b/.test(s)
                ? frame.episodes.find((e) => e.id === "screen-in-bed")
                : // Teeth take two minutes: the brushing song is the finish line, not a count of ten.
                  sit.frame === "must-do" && sit.thing?.key === "toothbrush"
                  ? frame.episodes.find((e) => e.id === "brushing-song")
                  : // Shy at a goodbye ("won't say thank you or goodbye when we leave"): the goodbye, not the hello.
                    sit.frame === "shy" && /\b(goodbye|bye|thank you|thanks)\b/.test(s) && !/\b(hello|hi|greet\w*)\b/.test(s)
                    ? frame.episodes.find((e) => e.id === "tiny-brave-goodbye")
                    : undefined) ?? frame.episodes[0]
  );
}

/** The parent's own word for the place and the story's key object, set in the slots. */
function placeAndObject(sit: Situation, s: string, slots: Slots, pronouns: Pronouns): { placeName?: string; object?: string } {
  // The first mention of the place uses the parent's own word for it, when it is a plain one.
  // (In the car "on the way to daycare", daycare is where they are going, not where they are.)
  // ("Won't get dressed for nursery": getting ready at home, for nursery — never "bouncing on the bed in nursery".)
  const placeName =
    sit.place === "car"
      ? undefined
      : PLACE_NAMES.find(([re]) =>
          re.test(withoutTimePlaces(s).replace(/\bfor (?:school|daycare|day care|preschool|nursery|kindergarten|kindy)\b/g, " ")),
        )?.[1];
  const indoor = ["bedroom", "bathroom", "kitchen", "living room", "classroom", "car"].includes(sit.place);
  slots.atP = placeName ? `at ${placeName}` : `${indoor ? "in" : sit.place === "street" ? "on" : "at"} {P}`;
  // A tummy ache before school: the parent's word for where the child goes ("school", "daycare"; "the bus" is school).
  const tummySchool = sit.frame === "goodbye" && schoolTummy(s) ? schoolWordOf(s) : undefined;
  slots.goodbyePlace = placeName ?? tummySchool ?? "{P}";
  // Late again, in the parent's words when they gave them: "they missed the bus again".
  slots.late = /\bbus\b/.test(s) ? "they had missed the bus again" : "they were late again";
  // Hurtful words ("I hate you", "you're mean") come out hot and fast, never "to see what would happen" (that is the
  // silly words' telling; R12).
  const hurtful = /\b(?:hate|stupid|mean|shut up|go away|worst|dumb|idiot)\b/.test(s);
  slots.wordsHow = hurtful ? "hot and fast" : "loudly, to see what would happen";
  slots.wordsWhy = hurtful ? "in one hot, fast rush" : "mostly as an experiment";
  // The Bedtime Ticket's trips out of bed, in the parent's list (frames/waking.ts).
  slots.asks = bedtimeAsks(s);
  // Saying goodbye at daycare: the story says "daycare", and that is the key word.
  // Running off with no object named: the parent's place is the key word ("the supermarket").
  const goodbyeWord = placeName ?? tummySchool;
  const objectTemplate = (sit.frame === "goodbye" || (sit.frame === "running-off" && !sit.matched.object)) && goodbyeWord ? goodbyeWord : sit.object;
  const object = objectTemplate
    ?.replace(/\{C's\}/g, possessivePronoun(pronouns))
    .replace(/\{themself\}/g, pronouns === "he" ? "himself" : pronouns === "she" ? "herself" : "themself");
  slots.__object = object ?? "";
  slots.objectBare = (object ?? "things").replace(/^the /, "");
  return { placeName, object };
}

/** The episode's scenes in this story's shape, filled: the parent's place word, away from home, a teacher's story at school. */
function episodeScenes(
  sit: Situation,
  epScenes: ReturnType<typeof shapeOf>,
  slots: Slots,
  o: { placeName?: string; object?: string; teacher: boolean; shape: number },
): EpisodeScenes {
  const { placeName, object, teacher, shape } = o;
  // The parent's own word for the place: the first mention, and every mention when the place is
  // the story's key word (running off in "the supermarket").
  const everyP = !!placeName && object === placeName && sit.frame !== "goodbye";
  const ownPlace = (spec: SceneSpec, all: boolean): SceneSpec =>
    placeName && (all || everyP) && !spec.place
      ? {
          ...spec,
          text: Object.fromEntries(
            BANDS.map((b) => [b, everyP ? spec.text[b].replace(/\{P\}/g, placeName) : spec.text[b].replace("{P}", placeName)]),
          ) as BandText,
        }
      : spec;
  // Out of the house (preschool, the store, the playground), the opening and the problem are there, not "at home".
  const away = (spec: SceneSpec): SceneSpec =>
    HOME_PLACES.includes(sit.place)
      ? spec
      : {
          ...spec,
          text: Object.fromEntries(
            BANDS.map((b) => [
              b,
              spec.text[b].replace(/(?<![Bb]ack )\b([Aa])t \{home\}/g, (_m, a: string) => (a === "A" ? cap(slots.atP as string) : (slots.atP as string))),
            ]),
          ) as BandText,
        };
  const atSchool = teacher && SCHOOL_PLACES.includes(sit.place);
  return {
    opening: fillScene(away(ownPlace(epScenes.opening, true)), slots),
    problem: fillScene(away(ownPlace(epScenes.problem, false)), slots),
    feeling: fillScene(ownPlace(epScenes.feeling, false), slots),
    stumble: fillScene(ownPlace(epScenes.stumble, false), slots),
    success: fillScene(ownPlace(epScenes.success, false), slots),
    // A teacher's story (the grown-up is "Ms. Lee") stays at school: the teacher is not at home at bedtime.
    echo: fillScene(atSchool ? SCHOOL_ECHO : ownPlace(epScenes.echo, false), slots),
    ending: fillScene(atSchool ? SCHOOL_ENDING : (epScenes.ending ?? ENDING_VARIANTS[(variant(sit.frame, 1) + shape) % ENDING_VARIANTS.length]), slots),
  };
}

/**
 * A thing grabbed in another child's turn, nobody hit (sit.grabbedOnly): the turn-grabbed episode told
 * without the hurt the parent never named. Its one hurt sentence is {grabHurtLine} (the other child's
 * "Hey! It's my turn!"), and the lines about hurting say upsetting or grabbing instead. (Until the
 * episode says {grabHurtLine} itself, frames/hurting.ts: then the first rule finds nothing to change.)
 */
function grabOnly(scenes: ReturnType<typeof shapeOf>, sit: Situation): ReturnType<typeof shapeOf> {
  if (!sit.grabbedOnly) return scenes;
  const retell = (t: string): string =>
    t
      .replace(/ Then,? (?:in one (?:big|hot) rush,? )?\{C\} \{hurtPast\} \{person\}\. \{person\} \{ouch\}/g, " {grabHurtLine}")
      .replace(/, and (?:in one hot rush|in the same hot second) \{C\} \{hurtPast\} \{person\}\. \{person\} \{ouch\}/g, ". {grabHurtLine}")
      .replace(/\b(checking|to check) that nobody was badly hurt\b/g, "$1 that {person} was all right")
      .replace(/\b(wanted|want) to hurt \{person\}/g, "$1 to upset {person}")
      .replace(/\bhurting \{person\} wasn't fair either\b/g, "grabbing wasn't fair either")
      .replace(/\bnobody got hurt\b/g, "nobody grabbed");
  const out = { ...scenes } as Record<string, SceneSpec>;
  for (const [key, spec] of Object.entries(scenes) as Array<[string, SceneSpec | undefined]>)
    if (spec?.text) out[key] = { ...spec, text: Object.fromEntries(BANDS.map((b) => [b, retell(spec.text[b])])) as BandText };
  return out as ReturnType<typeof shapeOf>;
}

/**
 * In the car, a toy car would read as the car itself ("The car lay on the floor"): the toy is a truck,
 * and the grown-up, who is driving, pulls over rather than hurrying over.
 */
function inTheCar(scenes: ReturnType<typeof shapeOf>, place: string): ReturnType<typeof shapeOf> {
  if (place !== "car") return scenes;
  const own = (spec: SceneSpec): SceneSpec => ({
    ...spec,
    text: Object.fromEntries(
      BANDS.map((b) => [
        b,
        spec.text[b]
          .replace(/\btoy car\b/g, "toy truck")
          .replace(/\b([Tt]he|my|best|red|a|your) car\b/g, "$1 truck")
          .replace(/\{G\} (?:hurried over|came fast|came over quickly|rushed over|came running|was there almost at once)/g, "{G} pulled over"),
      ]),
    ) as BandText,
  });
  return /toy car|\{toy\}/.test(scenes.opening.text["4-5"])
    ? { ...scenes, opening: own(scenes.opening), problem: own(scenes.problem), success: own(scenes.success) }
    : scenes;
}

/** The parent's reason ("because it looks dumb"): said in the feeling scene, and its fix first in the success. */
function tellParentReason(scenes: EpisodeScenes, given: { reason: Reason }, slots: Slots): void {
  const told = fillScene(
    { text: { "2-3": given.reason.whyHard[0], "4-5": given.reason.whyHard[0], "6-7": given.reason.whyHard[1], "8-10": given.reason.whyHard[1] } },
    slots,
  ).text;
  const fixed = fillScene(
    { text: { "2-3": given.reason.done[0], "4-5": given.reason.done[0], "6-7": given.reason.done[1], "8-10": given.reason.done[1] } },
    slots,
  ).text;
  for (const band of BANDS) {
    const feeling = scenes.feeling.text[band];
    // Said before the child's own words in the scene, else at its end.
    const q = feeling.search(/(?<=[.!?] )"/);
    if (!feeling.includes(told[band]))
      scenes.feeling = {
        ...scenes.feeling,
        text: { ...scenes.feeling.text, [band]: q > 0 ? `${feeling.slice(0, q)}${told[band]} ${feeling.slice(q)}` : `${feeling} ${told[band]}` },
      };
    // The fix comes first in the success: it is what made this time different.
    scenes.success = { ...scenes.success, text: { ...scenes.success.text, [band]: `${fixed[band]} ${scenes.success.text[band]}` } };
  }
}

/** The frame's plan (the episode's own where it has one); a reason the parent gave starts it (its first step, the toddler's first step, the small first step). */
function planFor(
  frame: Frame,
  ep: Frame["episodes"][number],
  given: { reason: Reason; clause: string } | undefined,
  thingKey: string | undefined,
): Frame["strategy"] {
  const framePlan = { ...frame.strategy, ...(ep.strategy ?? {}) };
  const reasonFirst = given?.reason.first(thingKey, given.clause);
  return given && reasonFirst
    ? {
        ...framePlan,
        steps: [reasonFirst, ...framePlan.steps.slice(1)],
        why: `${given.reason.why} ${framePlan.why}`,
        toddlerSteps: [given.reason.toddler, framePlan.toddlerSteps[framePlan.toddlerSteps.length - 1]] as [string, string],
        smallFirstStep: reasonFirst,
      }
    : framePlan;
}

/**
 * The steps fit the place: a must-do's "pick a buddy to watch and cheer" is a bathroom or bedroom
 * step; in the car the child holds a toy and the drive gets a game, at the table a spoon buddy.
 */
const PLACE_STEPS: Partial<Record<FrameId, Partial<Record<string, { first?: string; last?: string }>>>> = {
  "must-do": {
    car: { first: "Choose a toy to hold while you click in", last: "Say “Done!” and choose a song or a game for the drive" },
    kitchen: { first: "Pick a spoon buddy to sit by your plate and cheer" },
    bathroom: { first: "Pick a bath buddy to watch and cheer" },
  },
};

function placeSteps(plan: Frame["strategy"], sit: Situation): Frame["strategy"] {
  const own = PLACE_STEPS[sit.frame]?.[sit.place];
  if (!own || plan.steps.length < 3 || !/buddy/i.test(plan.steps[0])) return plan;
  const steps = [own.first ?? plan.steps[0], ...plan.steps.slice(1, -1), own.last ?? plan.steps[plan.steps.length - 1]];
  return { ...plan, steps, smallFirstStep: plan.smallFirstStep === plan.steps[0] ? steps[0] : plan.smallFirstStep };
}

/** A meal the parent named: dinner, lunch, breakfast, a restaurant, a café. */
const MEAL = /\b(?:eat(?:s|ing)? out|dinner|dinnertime|lunch|lunchtime|breakfast|supper|meals?|mealtimes?|restaurants?|cafe|café|diner|pizza place|pizzeria)\b/;
/** Not staying at the table: won't sit, slides off, wanders, crawls under, stands on the bench. */
const LEAVES_TABLE =
  /\b(?:won't sit|will not sit|refuses? to sit|(?:slides?|sliding|slips?|climbs?|climbing|gets?|getting|jumps?|jumping) (?:off|down from|out of|down off) (?:his|her|their|the) (?:chair|seat|high ?chair|booster)|wander(?:s|ing)? (?:round|around|off|away)|(?:runs?|running) (?:round|around|away from|off from) the table|(?:crawl(?:s|ing)?|hid(?:es|ing|e)?) under the table|(?:stands?|standing) (?:up )?on (?:his|her|their|the) (?:chair|bench|seat)|(?:leaves?|leaving|gets? up from) the table|won't stay (?:at the table|in (?:his|her|their) (?:chair|seat)))/;
/** Waiting for the food: "when the food takes too long", "till the pizza comes", "waiting for our order". */
const WAITING_FOR_FOOD =
  /\b(?:takes? (?:too|to) long|takes? (?:ages|forever)|(?:till|until) (?:the|our|his|her) (?:food|pizza|meal|order|dinner|lunch|burger|pasta) (?:comes?|arrives?|is ready)|wait(?:s|ing)? (?:for )?(?:the|our|his|her) (?:food|pizza|meal|order))\b/;

/** A food the parent named at the meal: the story waits for it. */
const FOOD = /\b(pizza|pasta|spaghetti|burgers?|pancakes|nuggets|noodles|fries)\b/;

/** The mealtime frame's moment in the parent's words: waiting for the food (a restaurant) or staying at the table (home), or none. */
function mealtimeOf(
  s: string,
): { episode: "waiting-for-food" | "stay-at-table"; place: Situation["place"]; time: Situation["time"]; label: string } | undefined {
  if (!MEAL.test(s)) return undefined;
  const waiting = WAITING_FOR_FOOD.test(s);
  if (!waiting && !LEAVES_TABLE.test(s)) return undefined;
  const out = waiting || /\b(?:eat(?:s|ing)? out|restaurants?|cafe|café|diner|pizza place|pizzeria)\b/.test(s);
  const time = /\bbreakfast\b/.test(s) ? "morning" : /\blunch/.test(s) ? "afternoon" : "evening";
  return waiting
    ? { episode: "waiting-for-food", place: out ? "restaurant" : "kitchen", time, label: "waiting for food at the table" }
    : { episode: "stay-at-table", place: out ? "restaurant" : "kitchen", time, label: "staying at the table at mealtimes" };
}

/** The child's doing as a sentence: "{C} wouldn't sit in {their} chair", "{they} crawled under the table and screamed when the food took too long". */
function doingSentence(d: Action, subject: string, noWhen = false): string {
  const own = (t: string) => t.replace(/\{C's\}/g, "{their}").replace(/\{Cobj\}/g, "{them}");
  const when = !noWhen && d.whenPast && /^(?:when|whenever|unless|till|until|because|if|after|before|as soon as)\b/.test(d.whenPast) ? ` ${d.whenPast}` : "";
  return `${subject} ${own(d.negated ? `wouldn't ${d.step.base}` : d.past)}${own(when)}`;
}

/** The parent's doings told in the story, in their order: the child's ("{C}…", then "{they}…") and another person's, joined to the doing before it. */
function doingsTold(doings: Doing[], parentText: string, toddler = false): string {
  const out: string[] = [];
  for (const d of doings) {
    // A toddler's page: two short doings at most, without their when.
    if (toddler && out.length >= 2) break;
    if ("other" in d) {
      // "The other kids wait ok": the parent's aside about the others, not part of the moment.
      if (/\b(?:ok|okay|fine|alright|all right|nicely|great|no problem)$/.test(d.other.past)) continue;
      // Its own sentence, retold ("had to come and pick it up"): never six of the parent's words in a row.
      const own = d.other.past.replace(/\bhad to (?!come\b)/, "had to come and ");
      const told = own.charAt(0).toUpperCase() + own.slice(1);
      // (the grown-up's own find stands alone: "{G} found the worksheets crumpled in the backpack")
      if ((out.length || /^\{G\} /.test(told)) && !repeatsParent(`${out[out.length - 1] ?? ""}. ${told}`, parentText)) out.push(told);
      continue;
    }
    const subject = out.length ? "{they}" : "{C}";
    const told = [doingSentence(d.child, subject, toddler), doingSentence(d.child, subject, true)].find((x) => !repeatsParent(x, parentText));
    if (told) out.push(told);
  }
  return out.map((x) => `${x}.`).join(" ");
}

/** Whether a told line repeats six of the parent's words in a row (plan-checks' custom-not-pasted rule, with the slots read as the parent's pronouns). */
function repeatsParent(line: string, parentText: string, run = 6): boolean {
  // The pronoun slots print as the parent's own pronouns ("get off her phone when dinner…").
  if (!/\{(?:their|C's|them|Cobj|they)\}/.test(line)) return repeatsAsIs(line, parentText, run);
  return (["he", "she", "they"] as const).some((p, i) =>
    repeatsAsIs(
      line
        .replace(/\{(?:their|C's)\}/g, ["his", "her", "their"][i])
        .replace(/\{(?:them|Cobj)\}/g, ["him", "her", "them"][i])
        .replace(/\{they\}/g, p),
      parentText,
      run,
    ),
  );
}

function repeatsAsIs(line: string, parentText: string, run: number): boolean {
  const words = (t: string) =>
    t
      .toLowerCase()
      .replace(/\{[^}]*\}/g, " x ")
      .replace(/[^\p{L}\p{N}' ]+/gu, " ")
      .split(/\s+/)
      .filter(Boolean);
  const told = ` ${words(line).join(" ")} `;
  const parent = words(parentText);
  for (let i = 0; i + run <= parent.length; i++) if (told.includes(` ${parent.slice(i, i + run).join(" ")} `)) return true;
  return false;
}

/** A claim the child made, in the story's past: "said {they} had brushed {C's} teeth" (action.ts, reported speech). */
const CLAIM_PAST = /^(?:(?:kept )?(?:said|saying|told|telling|swore|claimed|insisted|pretended))\b.*?\{they\} had ([a-z]+)((?: [\w'{}]+)*)$/;
/** A claim that a job was done: "told {G} the homework was done", "said {C's} room was tidy". [job, was/were, state] */
const CLAIM_DONE =
  /^(?:(?:kept )?(?:said|saying|told|telling|swore|claimed|insisted|promised))\b.*?\b(?:the|\{C's\}) (homework|room|bed|teeth|chores|reading|worksheet|practice) (was|were) (done|finished|clean|tidy|tidied|made|brushed)$/;
/** How a job is asked back: "Have you tidied your room?" (else "done"). */
const DONE_JOB: Record<string, string> = { room: "tidied", bed: "made", teeth: "brushed", reading: "done", practice: "done" };
/** The parent's contradiction at the end of a claim ("…when {they} didn't", "…when {they} clearly hadn't even started"). */
const CONTRADICTED = / when \{they\}(?: [a-z]+ly)? (?:didn't|hadn't|wasn't|weren't|hasn't|haven't|never|did not|had not)\b.*$/;
/** A lie read with a piece missing ("lied to {C's} about…", "told lies about who broke"): never told as it stands. */
const GARBLED = /\{C's\} (?:about|for|to|and)\b|\b(?:who|what|about|to|for|broke)$|^lied$/;
/** Someone the child blamed, and for what: "blamed her little brother for the crayon on the wall". */
const BLAMED =
  /\bblam(?:es|ed|ing|e)? (his|her|their|my|the|kid's) ((?:little |big |baby |younger |older |twin )?(?:brother|sister|friend|cousin|dog|cat|baby))\b(?: for (?:the |all the )?((?:[a-z']+ ){0,5}?[a-z']+)(?=[,.;!]|$| and\b| when\b| but\b))?/;
/** A lie about one thing ("lied about eating the cookies"), not a habit ("lies about everything", "about small stuff"). */
const ABOUT_ONE_THING = /\babout (?!(?:everything|anything|stuff|things|small stuff|little things|it|that)\b)\w/;
/** Jobs a child fibs about having done, their -ing form to their plain one. */
const JOBS: Record<string, string> = {
  brushing: "brush",
  washing: "wash",
  tidying: "tidy",
  cleaning: "clean",
  doing: "do",
  feeding: "feed",
  putting: "put",
  finishing: "finish",
  making: "make",
  packing: "pack",
  practicing: "practice",
  practising: "practise",
  reading: "read",
  hanging: "hang",
};
const LIED_ABOUT_JOB = new RegExp(`\\babout (${Object.keys(JOBS).join("|")}) ((?:\\{their\\}|the) [a-z]+(?: [a-z]+)?)$`);
/** When the parent told no claim: a small, everyday one. */
const ANY_FIB = {
  told: '"Did you wash your hands?" asked {G}. "Yes," said {C}. But the soap was dry, and so was the towel.',
  ask: "Did you wash your hands?",
};

/**
 * The fib episode's slots (rude-words, issue 22), from the parent's doings: {fibHabit} the habit
 * ("Lately, {C} had started lying about everything."), {fibTold} the claim and whatever came with it
 * ("{C} said {they} had brushed {C's} teeth. {they} blamed {C's} little brother for the crayon on the wall."),
 * {fibTruth} what was true ("But {C} hadn't brushed {their} teeth at all."), {fibAsk} the question asked
 * again on the day it goes right ("Did you brush your teeth?").
 */
function fibSlots(doings: Doing[], s: string): Slots {
  const lies = doings.filter((d) => "child" in d && LIE_WORDS.test(d.child.past));
  // Someone else blamed: told in the child's own words ("The crayon on the wall wasn't me. It was my little brother!").
  const blamed = BLAMED.exec(s);
  const blame = blamed ? `"${blamed[3] ? cap(`the ${blamed[3].replace(/^the /, "")}`) : "It"} wasn't me," said {C}. "It was my ${blamed[2]}!"` : "";
  const rest = doings
    .filter((d) => !lies.includes(d) && !("child" in d && /^blamed\b/.test(d.child.past)))
    .slice(0, 3)
    // "…had fed the fish when {they} didn't": the contradiction is told as "But {they} hadn't.", not kept in the claim.
    .map((d) =>
      "child" in d
        ? {
            child: {
              ...d.child,
              past: d.child.past.replace(CONTRADICTED, ""),
              whenPast: d.child.whenPast && CONTRADICTED.test(` ${d.child.whenPast}`) ? undefined : d.child.whenPast,
            },
          }
        : d,
    );
  const atHad = rest.findIndex((d) => "child" in d && CLAIM_PAST.test(d.child.past));
  // Or a claim that a job was done ("told {G} the homework was done"): asked back as that job (R11).
  const atDone = atHad < 0 ? rest.findIndex((d) => "child" in d && CLAIM_DONE.test(d.child.past)) : -1;
  const at = atHad >= 0 ? atHad : atDone;
  const claim = atHad >= 0 && "child" in rest[atHad] ? CLAIM_PAST.exec(rest[atHad].child.past) : null;
  const claimDone = atDone >= 0 && "child" in rest[atDone] ? CLAIM_DONE.exec(rest[atDone].child.past) : null;
  // The habit as the parent said it ("had started lying about everything"); a lie about one thing is the story's moment.
  const habit = lies.find((d) => "child" in d && !GARBLED.test(d.child.past) && !ABOUT_ONE_THING.test(d.child.past));
  // A lie about one thing, read whole from the parent's words ("lied to his teacher about finishing his homework").
  const lieAbout = LIE_ABOUT.exec(s);
  const aboutWhat = lieAbout && ABOUT_ONE_THING.test(`about ${lieAbout[3]}`) ? lieAbout[3].replace(/\b(?:his|her|their|my)\b/g, "{their}") : "";
  const toWhom = !lieAbout?.[2]
    ? ""
    : /^(?:me|us)$/.test(lieAbout[2])
      ? "{G} "
      : `${lieAbout[1] ? (lieAbout[1] === "the" ? "the" : "{their}") : "the"} ${lieAbout[2]} `;
  const fibHabit =
    habit && "child" in habit ? `Lately, {C} ${habit.child.past}.` : LIE_WORDS.test(s) || lies.length ? "Lately, {C} had been telling fibs." : "";
  // A lie about a job ("lied about brushing his teeth") is asked back as that job; any other, the everyday question.
  const job = aboutWhat ? LIED_ABOUT_JOB.exec(`about ${aboutWhat}`) : null;
  const fibAsk = claim
    ? `Did you ${participleBase(claim[1])}${claim[2].replace(/\{C's\}/g, "your")}?`
    : claimDone
      ? `Have you ${DONE_JOB[claimDone[1]] ?? "done"} your ${claimDone[1]}?`
      : job
        ? `Did you ${JOBS[job[1]]} ${job[2].replace(/\{their\}/g, "your")}?`
        : ANY_FIB.ask;
  // The claim, then at once what was true ("But {they} hadn't."), then what else the child did ("{they} hid the worksheet").
  const claimed = at >= 0 ? doingsTold(rest.slice(0, at + 1), s) : "";
  const after = doingsTold(at >= 0 ? rest.slice(at + 1) : rest, s).replace(/^\{C\} /, claimed ? "{they} " : "{C} ");
  // Never six of the parent's words in a row: "a fib about who made the mess in the playroom" → "…about the mess in the playroom".
  const aboutLines = [aboutWhat, aboutWhat.replace(/^who [a-z]+ /, ""), aboutWhat.split(" ").slice(-4).join(" ")].map(
    (a) => `{C} told ${toWhom}a fib about ${a}.`,
  );
  const about = aboutWhat ? (aboutLines.find((l) => !repeatsParent(l, s)) ?? "") : "";
  const told = [about, claimed].filter(Boolean).join(" ");
  if (!told && !blame) return { fibHabit, fibTold: [ANY_FIB.told, after].filter(Boolean).join(" "), fibTruth: "", fibAsk };
  const truth = claim ? "But {they} hadn't." : claimDone ? `But it ${claimDone[2] === "were" ? "weren't" : "wasn't"}.` : about ? "" : "But it wasn't true.";
  return {
    fibHabit,
    // (A page that opens on the fib names the child: "Mia swore she had fed the cat", never "She swore…")
    fibTold: fibHabit ? told || blame : (told || blame).replace(/^\{C\} /, "{name} "),
    fibTruth: [truth, told ? blame : "", told && blame ? "That wasn't true either." : "", after].filter(Boolean).join(" "),
    fibAsk,
  };
}

/** The slots the mealtime frame tells the parent's doings with: {doings}, {noMore}, {food}, {meal}. */
function doingSlots(doings: Doing[], s: string, meal: ReturnType<typeof mealtimeOf>): Slots {
  const food = FOOD.exec(s)?.[1];
  const mealWord = /\b(breakfast|lunch|supper)\b/.exec(s)?.[1] ?? "dinner";
  const told = doingsTold(doings, s);
  const fallback =
    meal?.episode === "waiting-for-food" ? "{C} slid off {their} chair and under the table." : "{C} slid off {their} chair and wandered round the table.";
  const noMore = doings
    .flatMap((d) => ("child" in d && !d.child.negated ? [`No ${d.child.ing.replace(/\{C's\}/g, "{their}")}.`] : []))
    .slice(0, 2)
    .join(" ");
  return {
    doings: told || fallback,
    noMore,
    food: food ? `the ${food}` : "the food",
    meal: mealWord,
    out: meal?.place === "restaurant" ? " at the restaurant" : "",
  };
}

/** The frame's material, filled with this situation (exported for tests and the script). */
export function situationStory(read: Situation, text: string, req: StoryReq): BehaviorStory & { frame: FrameId; unkept?: string[] } {
  const s = normalize(text).text;
  // A meal the child won't stay at (sliding off the chair at dinner, under the table while the food
  // takes too long): the mealtime frame, whatever frame the reader's first words pointed to.
  const meal = mealtimeOf(s);
  const sit: Situation = meal
    ? // The meal and the place are told by {meal} and {out} in the scenes: "at dinner", "every night", "at the restaurant" are not woven in again ("That night, he had a job").
      {
        ...read,
        frame: "not-allowed",
        frameLabel: meal.label,
        place: meal.place,
        time: meal.time,
        settings: [],
        // The food the parent named is the story's thing ("till the pizza comes"); else what the reader found (the chair).
        ...(FOOD.exec(s) ? { object: `the ${FOOD.exec(s)![1]}`, thing: undefined } : {}),
      }
    : read;
  const frame = meal ? mealtimeFrame : FRAMES[sit.frame];
  const grownUp = req.grownUpName?.trim() || DEFAULT_GROWN_UP_NAME;
  const pronouns: Pronouns = req.pronouns ?? "they";
  const slots = slotsFor(sit, text, grownUp);
  // The opening sets the parent's own where-and-when ("It was circle time. Everyone sat on the rug.").
  // (A said-once line such as "It happened every morning." only when no other where-and-when has one.)
  const lined = meal ? undefined : (sit.settings?.find((x) => x.line && !x.once) ?? sit.settings?.find((x) => x.line));
  if (lined?.line) slots.placeLine = lined.line;
  slots.__P = `the ${sit.place}`;
  // The feelings the story may name (the renderer picks one): "sad" among them is never "sad, and sad".
  slots.__sad = [sit.feeling].flat().includes("sad") ? "yes" : "";
  slots.__feelings = [sit.feeling].flat().join("|");
  // A giggly, excited or wiggly child (the parent's "laughs", "thinks it's funny"; running off; a danger):
  // the shared feeling, stumble and helper are the lively ones, never written for a sad child.
  const lively = LIVELY_FEELINGS.includes([sit.feeling].flat()[0] ?? "");
  // Everything the parent said the child did, in their order (issue 22): the problem scene tells all of it.
  // (the parent's hyperbole is never told: "screams bloody murder" is a scream; R13)
  const doings = readDoings(withoutHyperbole(spelledOut(text)), req.childName ?? "");
  Object.assign(slots, doingSlots(doings, s, meal));
  Object.assign(slots, sit.frame === "rude-words" && isFib(s) ? fibSlots(doings, s) : { fibHabit: "", fibTold: "", fibTruth: "", fibAsk: "" });
  const { personLiteral, fallbackPerson, ownOther } = personSlots(sit, slots, grownUp, pronouns);
  const ep = meal ? mealtimeFrame.episodes.find((e) => e.id === meal.episode)! : chooseEpisode(sit, frame, s);
  // "Write another" (issue 22): the story's shape number (frames/shared.ts, shapeNumber) — drawn from
  // the seed for this child's first story of the episode, the next one after the last otherwise —
  // chooses each episode scene's telling, the strategy's wording and the shared helper, practice,
  // celebration and ending, so that any two of four stories in a row share few scenes.
  const episodeId = `custom-${frame.id}-${ep.id}`;
  const shape = shapeNumber(episodeId, req.seed ?? 0, req.previousEpisodes ?? []);
  const { placeName, object } = placeAndObject(sit, s, slots, pronouns);
  // A teacher's story: the grown-up is "Ms. Lee", or the message is the teacher's own ("I'm her year 2 teacher").
  const teacher = TEACHER_NAME.test(grownUp) || teacherWrites(s);
  // At daycare or school, the grown-up who is there is the teacher, not the parent who wrote (R11: "Papa came fast" at
  // daycare): the school scenes, the helper's and the plan's "tell…" are the teacher's; the echo and the ending stay the parent's.
  const atSchool = teacher ? undefined : schoolGrownUp(sit, s);
  // The parent's reason for a must-do or for clothes ("because it looks dumb"): said, planned for, fixed.
  const given = sit.frame === "must-do" || sit.frame === "getting-dressed" ? parentReason(s) : undefined;
  if (given) slots.whyHard = given.reason.whyHard;
  const scenes = episodeScenes(
    sit,
    inTheCar(
      grabOnly(shapeOf(ep, shape, sit.place === "car" || sit.place === "bathroom" ? "seated" : HOME_PLACES.includes(sit.place) ? false : true, lively), sit),
      sit.place,
    ),
    slots,
    {
      placeName,
      object,
      teacher,
      shape,
    },
  );
  if (given) tellParentReason(scenes, given, slots);
  // The parent's thing by its whole name ("the train track" of "his wooden trains"), where a scene says only its last word ("when the track broke").
  const whole = object && sit.frame === "big-feelings" ? /^the ([a-z]+) ([a-z]+)$/.exec(object) : null;
  if (whole)
    for (const key of Object.keys(scenes) as Array<keyof EpisodeScenes>)
      scenes[key] = {
        ...scenes[key],
        text: Object.fromEntries(
          BANDS.map((b) => [b, scenes[key].text[b].replace(new RegExp(`\\bthe (?!${whole[1]} )${whole[2]}\\b`), object as string)]),
        ) as BandText,
      };
  // A card game is played with cards: the pieces swept off the table are cards.
  if (sit.frame === "losing" && slots.__cards)
    for (const key of Object.keys(scenes) as Array<keyof EpisodeScenes>)
      scenes[key] = { ...scenes[key], text: Object.fromEntries(BANDS.map((b) => [b, scenes[key].text[b].replace(/\bpieces\b/g, "cards")])) as BandText };
  // How the parent said the child shows the feeling ("gets cross", "sulks under the table", "hides behind my legs"): told in the feeling scene.
  const shown = feltAsSaid(s, [sit.feeling].flat());
  // A doing of the parent's that the problem will tell (everyDoing): "hides under the bed" is told there.
  const toldInProblem = (core: string) =>
    doings.length > 1 &&
    doings.some(
      (d, i) => i > 0 && "child" in d && HIDES_AFTER.test(d.child.past) && d.child.past.toLowerCase().includes(core.split(" ").slice(0, 3).join(" ")),
    );
  if (shown) {
    const add = fillScene({ text: Object.fromEntries(BANDS.map((b) => [b, shown])) as BandText }, slots).text;
    const verb = /^\{C\} (\w+)/.exec(shown)?.[1] ?? "";
    scenes.feeling = {
      ...scenes.feeling,
      text: Object.fromEntries(
        BANDS.map((b) => {
          const t = scenes.feeling.text[b];
          if (new RegExp(`\\b${verb}\\b`).test(t)) return [b, t];
          // Told in the problem after the hurt (everyDoing: "He hid under the bed and refused to come out…"): not said twice (R8).
          const core = add[b]
            .replace(/^\S+ /, "")
            .replace(/[.!?]+$/, "")
            .toLowerCase();
          if (core && toldInProblem(core)) return [b, t];
          // After the first sentence and the ones that go on from it ("She felt cross, head to toes. And sad, too.").
          const first = /^[^.!?]*[.!?]["\u201D]?\s*(?:(?:And|Also|Sad|Cross)\b[^.!?]*[.!?]\s*)*/.exec(t)?.[0] ?? "";
          return [b, `${first}${add[b]} ${t.slice(first.length)}`.trim()];
        }),
      ) as BandText,
    };
  }
  // A new food at breakfast or lunch ("won't eat her porridge in the morning") is tried at that meal, not at dinner.
  const newFoodMeal = sit.frame === "new-food" ? mealOf(s) : undefined;
  if (newFoodMeal)
    for (const key of Object.keys(scenes) as Array<keyof EpisodeScenes>) {
      if (key === "ending") continue;
      const at = (t: string) => atMeal(t, newFoodMeal);
      scenes[key] = {
        ...scenes[key],
        ...(scenes[key].time === "evening" ? { time: newFoodMeal === "breakfast" ? "morning" : "afternoon" } : {}),
        text: Object.fromEntries(BANDS.map((b) => [b, at(scenes[key].text[b])])) as BandText,
      };
    }
  // The hair, told with the dressing: the same morning's last step, in the stumble, the success and the echo (frames/getting-dressed.ts).
  const hair = sit.frame === "getting-dressed" ? hairAlso(s) : undefined;
  if (hair)
    for (const part of ["stumble", "success", "echo"] as const) {
      const add = fillScene({ text: hair[part] as BandText }, slots).text;
      scenes[part] = { ...scenes[part], text: Object.fromEntries(BANDS.map((b) => [b, `${scenes[part].text[b]} ${add[b]}`])) as BandText };
    }
  // Hurting someone is mended (R3 item 4): the child says sorry to them, once the hands have stayed gentle.
  if (sit.frame === "hurting" && !BANDS.some((b) => /\bsorry\b/i.test(scenes.success.text[b]))) {
    const sorry = fillScene({ text: Object.fromEntries(BANDS.map((b) => [b, "Then {C} said sorry to {person} for before."])) as BandText }, slots).text;
    scenes.success = { ...scenes.success, text: Object.fromEntries(BANDS.map((b) => [b, `${scenes.success.text[b]} ${sorry[b]}`])) as BandText };
  }
  // The parent's "grandad" in their own retold words ("it hit Grandad"): Grandpa in a US story, as the person is.
  for (const key of Object.keys(scenes) as Array<keyof EpisodeScenes>)
    scenes[key] = { ...scenes[key], text: Object.fromEntries(BANDS.map((b) => [b, grandad(scenes[key].text[b], grownUp)])) as BandText };
  const thingProps = sit.thing?.props ?? [];
  const props = [...new Set([...thingProps, ...(PLACE_PROPS[sit.place] ?? [])])].filter((p) => (DRAWABLE_PROPS as readonly string[]).includes(p)).slice(0, 4);
  const personForPlan = personLiteral ?? (fallbackPerson ? fallbackPerson.replace(/\{C's\}/g, possessivePronoun(pronouns)) : undefined);
  slots.__person = personForPlan ?? "";
  // A class's own time the parent named ("during phonics on the carpet", "at circle time on the rug"): the
  // moment the whole story comes back to, in the problem, the plan, the stumble, the success and the echo.
  const classTime = sit.place === "classroom" ? groupTime(s) : undefined;
  // Words the parent quoted ("the words “I hate you”") are what the child says, not when: the moment is the no that
  // brings them ("hearing no"), else "a cross moment" (R12: "It was the words “I hate you” again").
  const quotedWords = sit.frame === "rude-words" && ep.moment === "{object}" && /\u201C/.test(object ?? "");
  const moment =
    classTime ??
    (quotedWords ? (sit.trigger?.key === "told no" ? "hearing no" : "a cross moment") : undefined) ??
    literal(
      sit.thing && MUST_DO[sit.thing.key] && (sit.frame === "must-do" || sit.frame === "getting-dressed")
        ? MUST_DO[sit.thing.key].moment
        : newFoodMeal
          ? atMeal(ep.moment, newFoodMeal).replace(/^(breakfast|lunch) with (.+)$/, "$2 at $1")
          : ep.moment,
      slots,
      grownUp,
      pronouns,
    );
  if (sit.place === "classroom") groupVoices(scenes, s, slots, classTime);
  // A frame's own helper scene takes every other shape (the shared wordings the rest), so it is not in every story.
  const ownHelper = frame.helper && ((shape & 1) ^ ((shape >> 1) & 1)) === 0 ? frame.helper : undefined;
  const helperScenes = (ownHelper ?? [pickShared(lively ? LIVELY_HELPERS : HELPER_VARIANTS.flat(), variant(sit.frame, 0) + shape)]).map((x) =>
    fillScene(x, slots),
  );
  const unplaced = planFor(frame, ep, given, sit.thing?.key);
  const plan = placeSteps(unplaced, sit);
  // Steps changed for the place: the frame's own tellings of its plan (a buddy) no longer fit; the helper says these steps.
  const placed = plan.steps[0] !== unplaced.steps[0];
  const said = (t: string) => literal(t, slots, grownUp, pronouns);
  const saidThere = (t: string) => literal(t, slots, atSchool ?? grownUp, pronouns);
  const planSteps = plan.steps.map(saidThere);
  slots.stepsSaid = stepsSaid(planSteps);
  slots.stepsStep = stepsSaid(planSteps, "step");
  slots.stepsCount = stepsSaid(planSteps, "count");
  // Ages 2-3 are taught at most two steps (plan.ts teaches the toddler steps): the helper says those two.
  const toddlerSteps = plan.toddlerSteps.map(saidThere);
  slots.__stepsSaid2 = stepsSaid(toddlerSteps);
  slots.__stepsStep2 = stepsSaid(toddlerSteps, "step");
  slots.__stepsCount2 = stepsSaid(toddlerSteps, "count");
  // The frame's own wording of the strategy, or the helper saying its steps in a row (its own plan, or one from the parent's reason).
  // One telling per shape, so four stories in a row explain the plan four ways.
  // A parent who already tried songs ("have tried songs. help") never gets the plan sung.
  const wordings = TRIED_SONGS.test(s) ? STRATEGY_VARIANTS.filter((v) => !BANDS.some((b) => SUNG.test(v.text[b]))) : STRATEGY_VARIANTS;
  const strategyWordings = ep.strategy || given || placed ? wordings : [...frame.strategyScenes, ...wordings];
  const strategyScenes = [strategyWordings[shape % strategyWordings.length]].map((x) => fillScene(x, slots));
  // The parent's key word runs through the story whatever the frame carries (the check needs one of
  // them in 3 paragraphs): a person the frame has no part for is kept in the story.
  slots.keepIntro = sit.personName ? `${slots.personIntro},` : slots.personIntro;
  // The parent's where-and-when first, woven into the scenes' action; then the key word, kept (a carrier line only where still needed).
  const unkept = weaveSettings(scenes, sit.settings ?? [], !!lined);
  // What everyDoing tells after the hurt (hiding, a slammed door) is not also told after the first sentence.
  if (!ep.ownDoings)
    childsOwn(
      scenes,
      s,
      doings.length > 1 ? doings.slice(1).flatMap((d) => ("child" in d && HIDES_AFTER.test(d.child.past) ? [d.child.past] : [])) : [],
      sit.frame === "must-stop" || sit.frame === "leaving",
    );
  // Every doing the parent told, in their order, in the problem scene (the mealtime frame tells them in its own {doings});
  // the second part of the message (how the child was after: no sorry, laughing, sulking) is told by {alsoLine} and {afterLine}.
  // (A fib's doings are all told by fibSlots: the habit, the claim, what was true, the blame in the child's words.)
  if (!meal && !slots.fibTold && !ep.ownDoings)
    everyDoing(
      scenes,
      (sit.also ? doings.filter((d, i) => i === 0 || !("child" in d) || !AFTER_DOING.test(d.child.past)) : doings).filter(
        // Staying away from the very place the story is in ("now wont go to the park at all", told at the park; R15): the
        // fear in the scene says it; the refusal is what came after.
        (d) => !("child" in d) || !new RegExp(`^(?:refused to|wouldn't|won't) go (?:to|in|into|near) (?:the )?${sit.place}\\b`).test(d.child.past),
      ),
      s,
      sit.frame === "must-stop" || sit.frame === "leaving",
    );
  tellAlso(scenes, ep, slots);
  // The parent's "my phone" is not the grown-up's in the story when that is Grandma or a teacher: "begged for a phone" (R11).
  if (!/^(?:mom|mum|mommy|mummy|mama|mamma|ma|mother|dad|daddy|papa|pa|father|pop|pops)$/i.test(grownUp.trim()))
    for (const key of Object.keys(scenes) as Array<keyof EpisodeScenes>)
      scenes[key] = {
        ...scenes[key],
        text: Object.fromEntries(
          BANDS.map((b) => [
            b,
            scenes[key].text[b].replace(/\b(for|with|on|took|grabbed|wanted) \{G's\} (phone|tablet|ipad|iPad|laptop)\b/g, "$1 a grown-up's $2"),
          ]),
        ) as BandText,
      };
  oneDayTimeWords(scenes);
  visitTimeWords(scenes, s, sit.frame === "fear");
  // "his sister ruby" (the doings are read in lower case) is "his sister Ruby", as the parent wrote it.
  for (const key of Object.keys(scenes) as Array<keyof EpisodeScenes>)
    scenes[key] = {
      ...scenes[key],
      text: Object.fromEntries(
        BANDS.map((b) => [
          b,
          // (and the person's name the parent typed in lower case: "his sister ruby" is Ruby; R15)
          grandPlaces(
            withParentsCapitals(scenes[key].text[b], text).replace(
              sit.personName ? new RegExp(`\\b${sit.personName.toLowerCase()}\\b`, "g") : /$^/,
              sit.personName ?? "",
            ),
          ),
        ]),
      ) as BandText,
    };
  // Said where the story is: the car once a sentence ("In the car on the way to Grandma's house, Leo screamed in the car":
  // R15's screenshots), and under the sky no room (R15: "on their feet in a second and across the room" at the park).
  const outside = !PLACE_FACTS[sit.place].indoor;
  for (const key of ["opening", "problem", "feeling", "stumble", "success", "echo"] as const)
    scenes[key] = {
      ...scenes[key],
      text: Object.fromEntries(
        BANDS.map((b) => {
          const once = scenes[key].text[b].replace(/\b((?:[Ii]n|[Oo]n the way to [^,.!?]*?) the car\b[^.!?]*?,[^.!?]*?) in the car\b/g, "$1");
          return [b, outside && key !== "echo" ? outdoors(once, sit.place) : once];
        }),
      ) as BandText,
    };
  keepKeyWords(scenes, [helperScenes, strategyScenes], { parentText: s, grownUp, object, person: personForPlan, place: sit.place, moment, slots });
  // A teacher at school: a thumbs-up or a high five, never a hug or a kiss.
  // The moment said as a clause where a sentence needs one ("she lost at a board game again", never "it was losing at…").
  const told = (x: SceneSpec): SceneSpec => ({
    ...x,
    // The parent's reported words, told in the past: "She said it was lumpy" (was "She said it's lumpy").
    text: Object.fromEntries(
      BANDS.map((b) => [b, tellMoment(x.text[b], moment, pronouns).replace(/(?<!")\b(said|says) (?:that )?(?:it's|its|it is) (?!\w+ing\b)/g, "said it was ")]),
    ) as BandText,
  });
  const byTeacher = (x: SceneSpec): SceneSpec =>
    atSchool
      ? atSchoolManners({
          ...x,
          text: Object.fromEntries(BANDS.map((b) => [b, withGrownUpThere(x.text[b], atSchool)])) as BandText,
        })
      : x;
  const manners = (x: SceneSpec): SceneSpec => told(teacher ? atSchoolManners(x) : byTeacher(x));
  for (const key of Object.keys(scenes) as Array<keyof EpisodeScenes>)
    scenes[key] = key === "echo" || key === "ending" ? told(teacher ? atSchoolManners(scenes[key]) : scenes[key]) : manners(scenes[key]);

  const episode: Episode & { frame: string } = {
    id: `${episodeId}-v${shape}`,
    moment,
    place: sit.place,
    time: sit.frame === "new-food" ? (newFoodMeal === "breakfast" ? "morning" : newFoodMeal === "lunch" ? "afternoon" : "evening") : sit.time,
    props,
    feeling: sit.feeling,
    // The parent's own word for the place where they gave one: "at preschool", not "at the classroom".
    summary: placeName
      ? fill(ep.summary ?? sit.summaryTemplate, slots, true).replace(new RegExp(`\\b(?:at|in) the ${sit.place}\\b`), slots.atP as string)
      : fill(ep.summary ?? sit.summaryTemplate, slots, true),
    ...(object ? { object } : {}),
    ...(personForPlan ? { person: personForPlan } : {}),
    ...(ownOther ? { other: { role: sit.personRole ?? "friend", kind: sit.personKind === "baby" ? ("baby" as const) : ("child" as const) } } : {}),
    ...(sit.trigger ? { trigger: sit.trigger.label } : {}),
    talkAbout: fill(ep.talkAbout ?? frame.talkAbout[0], slots, true),
    frame: ep.label ?? sit.frameLabel,
    ...(atSchool ? { grownUpThere: atSchool } : {}),
    scenes,
  };

  return {
    frame: sit.frame,
    ...(unkept.length ? { unkept } : {}),
    childTerms: said(frame.childTerms),
    strategy: {
      name: said(plan.name),
      steps: plan.steps.map(saidThere),
      why: said(plan.why),
      refrain: saidThere(plan.refrain),
      toddlerSteps: plan.toddlerSteps.map(saidThere) as [string] | [string, string],
      smallFirstStep: saidThere(plan.smallFirstStep),
    },
    titles: (ep.titles ?? frame.titles).map((t) =>
      said(t)
        .replace(/\{object\}/g, object ?? "")
        .replace(/\{person\}/g, personForPlan ?? ""),
    ),
    scenes: {
      helper: helperScenes.map(manners),
      strategy: strategyScenes.map(manners),
      practice: [pickShared(PRACTICE_VARIANTS.flat(), variant(sit.frame, 2) + shape)].map((x) => manners(fillScene(x, slots))),
      celebration: [pickShared(CELEBRATION_VARIANTS.flat(), variant(sit.frame, 3) + shape)].map((x) => manners(fillScene(x, slots))),
    },
    talkAbout: (ep.talkAboutAll ?? frame.talkAbout).filter((q) => fitsPlanTold(q, [plan.name, ...planSteps])).map((q) => fill(q, slots, true)),
    episodes: [episode],
  };
}

/** A room's words said under the sky: "across the grass", "It filled everything", "everyone heard". */
function outdoors(text: string, place: string): string {
  const across = ["park", "garden", "playground"].includes(place) ? "across the grass" : place === "beach" ? "across the sand" : "over in a flash";
  return text
    .replace(/\bacross the room\b/g, across)
    .replace(/\bcrossed the room\b/g, ["park", "garden", "playground"].includes(place) ? "crossed the grass" : "came over")
    .replace(/\bIt filled the room\b/g, "It filled everything")
    .replace(/\bthe whole room\b/g, "everyone nearby")
    .replace(/\b(?:walked |went )?out of the room\b/g, "away")
    .replace(/\bleft the room\b/g, "walked away")
    .replace(/\b(?:every|any)thing in the room\b/g, "everything around");
}

/** The meal a new food is at when it is not dinner: "breakfast" (the morning, porridge, cereal) or "lunch". */
function mealOf(s: string): "breakfast" | "lunch" | undefined {
  if (/\b(dinner|supper|tea ?time)\b/.test(s)) return undefined;
  if (/\b(breakfast|morning|porridge|oatmeal|cereal)\b/.test(s)) return "breakfast";
  if (/\b(lunch|lunchtime|lunchbox)\b/.test(s)) return "lunch";
  return undefined;
}

/** A new-food scene told at breakfast or lunch: its dinners are that meal, its evening that time. */
function atMeal(t: string, meal: "breakfast" | "lunch"): string {
  return (
    t
      .replace(/\b([Dd])inners\b/g, (_m, d: string) => (d === "D" ? cap(meal) : meal) + (meal === "lunch" ? "es" : "s"))
      .replace(/\b([Dd])inner\b/g, (_m, d: string) => (d === "D" ? cap(meal) : meal))
      .replace(/\btonight\b/g, "today")
      // The dinner the frame cooks: at breakfast, the pot and the toast.
      .replace(/\bpasta sauce\b/g, meal === "breakfast" ? "pot" : "soup")
      .replace(/\bpasta\b/g, meal === "breakfast" ? "toast" : "soup")
      .replace(/\bthis evening\b/g, meal === "breakfast" ? "this morning" : "today")
  );
}

/** A class's time of day as the parent named it, with its spot: "phonics on the carpet", "circle time on the rug". */
/**
 * A talk-about question fits the plan the story told (R6 C1: "Why do you think counting helped Mia?" after
 * a brushing song with no counting): a question naming a plan's own tool (counting, a buddy, a song, a
 * breath, a timer) is asked only when the plan told has it.
 */
const PLAN_TOOLS = [/\bcount/i, /\bbudd(y|ies)\b/i, /\bsong|\bsing/i, /\bbreath/i, /\btimer\b/i];
export function fitsPlanTold(question: string, plan: string[]): boolean {
  const told = plan.join(" ");
  return PLAN_TOOLS.every((tool) => !tool.test(question) || tool.test(told));
}

export function groupTime(s: string): string | undefined {
  const m = s.match(
    /\b(?:during|at|in|for)\s+(phonics|circle time|story ?time|carpet time|reading time|quiet reading|group time|show and tell|assembly|register|registration|maths|math|guided reading|morning meeting|snack time|lining up)(?:\s+(?:on|at)\s+the\s+(carpet|rug|mat))?\b/,
  );
  if (!m) return undefined;
  const time = m[1]!.replace(/^story ?time$/, "story time");
  return m[2] ? `${time} on the ${m[2]}` : time;
}

/**
 * The other children in a class, as the parent said they act ("the other kids say it's not fair", "they
 * have to wait"): they say it in the problem, they wait in the stumble, and they get their turns in the
 * success and the echo (issue 22: the group acts in the scenes, not only the named child).
 */
function groupVoices(scenes: EpisodeScenes, s: string, slots: Slots, time?: string): void {
  const others = /\b(other (kids|children|boys|girls)|the (class|others|rest of the class)|everyone else|classmates)\b/.test(s);
  // "bites other kids at daycare": the other kids are the ones hurt, not a class waiting its turn
  // (was "she bit the other kid… The other kids had to wait and wait.").
  if (/\b(?:bit|bites?|biting|hit|hits|hitting|push\w*|kick\w*|scratch\w*|pinch\w*|spit\w*(?: at)?)\s+(?:the\s+)?other (?:kids|children|boys|girls)\b/.test(s))
    return;
  // The parent's own word for them ("the other kids"), so the story's person is the group the parent named.
  const kids = s.match(/\bother (kids|children|boys|girls)\b/)?.[1] ?? "children";
  const unfair = /\b(not fair|unfair|isn'?t fair|it'?s not fair)\b/.test(s);
  if (!others) return;
  // "Phonics went on, and the other kids on the carpet got a turn too": the class time and its spot in the success.
  const [when, where] = (time ?? "").split(/ on the /);
  const went = when ? `${cap(when)} went on, and ` : "Then ";
  const spot = where ? ` on the ${where}` : "";
  const lines: Partial<Record<keyof EpisodeScenes, Pair>> = {
    problem: unfair
      ? [
          `The other ${kids} groaned. "Not fair!" said one. "We wanted a turn!"`,
          `The other ${kids} groaned. "That's not fair!" said one of them. "We never get a turn!" Some of them crossed arms and sighed.`,
        ]
      : [`The other ${kids} had to wait and wait.`, `The other ${kids} had to wait, and some of them sighed loudly.`],
    stumble: [`The other ${kids} waited, hands up.`, `Around the room, the other ${kids} waited, hands up, watching.`],
    success: unfair
      ? [
          `${went}the other ${kids}${spot} got a turn too. Nobody said it was not fair.`,
          `${went}the other ${kids}${spot} got turns too, one by one, and this time nobody said it wasn't fair.`,
        ]
      : [`${went}the other ${kids}${spot} got a turn too.`, `${went}the other ${kids}${spot} got turns too, one by one.`],
    echo: [`The other ${kids} got turns too.`, `The other ${kids} got turns too, and nobody said it wasn't fair.`],
  };
  for (const [part, pair] of Object.entries(lines) as Array<[keyof EpisodeScenes, Pair]>) {
    const scene = scenes[part];
    if (!scene) continue;
    if (part === "echo" && !unfair) continue;
    const add = fillScene({ text: { "2-3": pair[0], "4-5": pair[0], "6-7": pair[1], "8-10": pair[1] } as BandText }, slots).text;
    scenes[part] = { ...scene, text: Object.fromEntries(BANDS.map((b) => [b, `${scene.text[b]} ${add[b]}`])) as BandText };
  }
}

/** A teacher's scene at school: a hug or a cuddle is a thumbs-up or a high five, and a kiss is never there. */
export function atSchoolManners(spec: SceneSpec): SceneSpec {
  const school = (t: string) =>
    t
      .replace(/\bgave (\{[^}]+\}|[A-Z][\w.'-]*(?: [A-Z][\w.'-]*)?|him|her|them) a (?:big |long |tight |quick |warm )?(?:hug|cuddle)\b/g, "gave $1 a thumbs-up")
      .replace(/\bgave a (?:big )?hug\b/g, "gave a big thumbs-up")
      .replace(/\bThen came a (?:big |long, cozy |long |cozy )?(?:hug|cuddle)\b/g, "Then came a high five")
      .replace(/\bhugged (\{[^}]+\}|[A-Z][\w.'-]*|him|her|them)\b/g, "gave $1 a high five")
      .split(/(?<=[.!?]["”]?)\s+/)
      .filter((x) => !/\bkiss\w*|\btuck\w* (?:\{[^}]+\}|[A-Z]\w*|him|her|them) in\b/i.test(x))
      .join(" ");
  return { ...spec, text: Object.fromEntries(BANDS.map((b) => [b, school(spec.text[b])])) as BandText };
}

type EpisodeScenes = Record<"opening" | "problem" | "feeling" | "stumble" | "success" | "echo" | "ending", SceneSpec>;

/** The episode scenes every story keeps (the echo, like the practice and the celebration, may be left out for length). */
const KEPT_SCENES = ["opening", "problem", "feeling", "stumble", "success", "ending"] as const;

/** Where a key word is added, in order, and the sentence that adds it ([ages 2-5, ages 6-10]). */
const CARRIERS: Record<"person" | "object" | "place", Array<["opening" | "problem" | "feeling" | "stumble" | "success", Pair]>> = {
  person: [
    ["opening", ["{keepIntro} was there too.", "{keepIntro} was there too, watching."]],
    ["success", ["Even {person} smiled.", "Even {person} looked pleased."]],
    ["problem", ["{person} looked over.", "{person} looked over, surprised."]],
    ["stumble", ["{person} was watching.", "{person} was watching, too."]],
    ["feeling", ["{person} stayed close by.", "{person} stayed close by, very quietly."]],
  ],
  object: [
    ["opening", ["{C} looked at {object}.", "{C} kept looking at {object}."]],
    // (a jab or a visit is no thing to look at: R14's "He looked at the jab and smiled.")
    ["success", ["{C} thought about {object} and smiled.", "{C} thought about {object}, and smiled."]],
    ["problem", ["{C} looked at {object}, then away.", "{C} looked at {object}, then looked away."]],
    ["stumble", ["{C} looked at {object} again.", "{C} looked at {object} again."]],
    ["feeling", ["{C} thought about {object}.", "{C} kept thinking about {object}."]],
  ],
  place: [
    ["opening", ["It all happened {atP}.", "It all happened {atP}."]],
    ["success", ["It was a good moment {atP}.", "It was a good moment {atP}."]],
    ["problem", ["Everyone {atP} looked over.", "Everyone {atP} looked over."]],
    ["stumble", ["They were {atP} again.", "They were {atP} again."]],
    ["feeling", ["{C} looked around {P}.", "{C} looked around {P}."]],
  ],
};

/** The same, for words the parent quoted ("the words “I hate you”"): they come up, they stay in. */
const WORD_CARRIERS: Array<["opening" | "problem" | "feeling" | "stumble" | "success", Pair]> = [
  ["feeling", ["{C} could still hear {object}.", "{C} could still hear {object}, hanging in the air."]],
  ["success", ["{object} stayed inside.", "{object} stayed inside, where they belonged."]],
  ["stumble", ["{object} were right there again.", "{object} were right there again, ready to jump out."]],
  ["problem", ["{object} hung in the air.", "{object} hung in the air."]],
];

/**
 * The custom-keywords check (plan-checks.ts) wants one of the parent's own words for the object,
 * the person or the place in at least 3 paragraphs of the story. Counted here in the scenes every
 * story keeps (the episode's required scenes, and the helper and strategy scenes when every variant
 * has it), per age band; when none reaches 3, the person (else the object, else the place) is kept
 * in the story with a short sentence in the scenes that lack it. So no frame can drop what the
 * parent said ("her baby brother" in a story about waiting at the shop failed every attempt).
 */
function keepKeyWords(
  scenes: EpisodeScenes,
  behavior: SceneSpec[][],
  o: { parentText: string; grownUp: string; object?: string; person?: string; place: string; moment: string; slots: Record<string, string | Pair> },
): void {
  const values: Record<string, string> = { object: o.object ?? "", person: o.person ?? "", P: `the ${o.place}`, moment: o.moment };
  const plain = (t: string) => t.replace(/\{(object|person|P|moment)\}/g, (_m, k: string) => values[k]).replace(/\{[^{}]*\}/g, " ");
  const keys = (
    [
      ["object", o.object],
      ["person", o.person],
      ["place", o.place],
    ] as const
  )
    .map(([kind, literal]) => ({
      kind,
      word: (literal ?? "")
        .toLowerCase()
        .replace(/^(the|a|an|my|his|her|their) /, "")
        .trim(),
    }))
    .filter((k) => k.word.length >= 3 && parentSaid(k.word, o.parentText, o.grownUp))
    .map((k) => ({ ...k, re: new RegExp(`\\b${keywordCore(k.word).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "i") }));
  for (const band of BANDS) {
    const has = (spec: SceneSpec, re: RegExp) => re.test(plain(spec.text[band]));
    const count = (re: RegExp) =>
      KEPT_SCENES.filter((k) => has(scenes[k], re)).length + behavior.filter((list) => list.length > 0 && list.every((spec) => has(spec, re))).length;
    if (keys.some((k) => count(k.re) >= 3)) continue;
    const keep = keys.find((k) => k.kind === "person") ?? keys.find((k) => k.kind === "object") ?? keys.find((k) => k.kind === "place");
    if (!keep) continue;
    let n = count(keep.re);
    // (an object that is words is said, never looked at: "He kept looking at the words “I hate you”"; R12)
    const carriers = keep.kind === "object" && /\u201C/.test(o.object ?? "") ? WORD_CARRIERS : CARRIERS[keep.kind];
    for (const [scene, line] of carriers) {
      if (n >= 3) break;
      if (has(scenes[scene], keep.re)) continue;
      const spec = scenes[scene];
      scenes[scene] = { ...spec, text: { ...spec.text, [band]: `${spec.text[band]} ${fill(line[OLDER[band] ? 1 : 0], o.slots, OLDER[band])}` } };
      n++;
    }
  }
}

/** Places at home: the frames' "at {home}" stays there. */
const HOME_PLACES: readonly string[] = ["bedroom", "bathroom", "kitchen", "living room", "garden"];

/** The episode scenes where the parent's where-and-when is woven in, in order (the opening first: it sets it). */
const SETTING_SCENES = ["opening", "problem", "success", "stumble"] as const;

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The parent's other specifics (understand.ts, settingsIn: "in the parking lot", "at circle time",
 * "at dinner", "in the car on the way to kindy"), carried by the scenes every story keeps until each
 * of their words is in 3 of them, per age band: the opening already sets it when {placeLine} became
 * its line; otherwise a scene's first sentence with the child as its subject happens there ("In the
 * parking lot, {C} froze like a statue"; never the opening when it already has a setting's line).
 * Returns the words no scene could carry, so the eval can
 * say so rather than paste them in a sentence of their own.
 */
function weaveSettings(scenes: EpisodeScenes, settings: Setting[], openingSet: boolean): string[] {
  const unkept = new Map<string, AgeBand[]>();
  for (const setting of settings.filter((x) => !x.once)) {
    const res = setting.words.map((w) => new RegExp(`(?<![\\p{L}])${escapeRe(w)}(?![\\p{L}])`, "iu"));
    for (const band of BANDS) {
      const count = (re: RegExp) => KEPT_SCENES.filter((k) => re.test(scenes[k].text[band])).length;
      const short = () => res.some((re) => count(re) < 3);
      for (const key of SETTING_SCENES) {
        if (!short()) break;
        const spec = scenes[key];
        // The opening already set one where-and-when in its own line: a second one there would clash ("It was circle time… In the line, …").
        if (key === "opening" && openingSet) continue;
        if (res.every((re) => re.test(spec.text[band]))) continue;
        // Said in full once; after that, only the part still needed ("in the car", or "on the way to Grandma's house").
        const used = KEPT_SCENES.some((k) => scenes[k].text[band].includes(cap(setting.at)));
        const led = leadWith(
          spec.text[band],
          used
            ? shorterAt(
                setting,
                res.map((re) => count(re) < 3),
              )
            : setting.at,
        );
        if (led) scenes[key] = { ...spec, text: { ...spec.text, [band]: led } };
      }
      setting.words.forEach((w, i) => {
        if (count(res[i]) < 3) unkept.set(w, [...(unkept.get(w) ?? []), band]);
      });
    }
  }
  // "night", or "preschool (ages 2-3)" when only some age bands' tellings have no room for it.
  return [...unkept].map(([w, bands]) => (bands.length === BANDS.length ? w : `${w} (ages ${bands.join(", ")})`));
}

/** A second mention of a two-part where ("in the car on the way to Grandma's house"): the part whose word is still short. */
function shorterAt(setting: Setting, short: boolean[]): string {
  const m = /^(.+?) (on the way to .+)$/.exec(setting.at);
  if (!m) return setting.at;
  const tailShort = setting.words.some((w, i) => short[i] && m[2].toLowerCase().includes(w.toLowerCase()));
  return tailShort ? m[2] : m[1];
}

/**
 * The text with its first sentence of something done by the child or the grown-up led by a where or when:
 * "At circle time, {C} pushed…", "Before daycare, {G} helped.", "Then, before daycare, {C} had an idea."
 * Never a sentence of being ("Before daycare, they were a frog" was pretend play given a time).
 */
function leadWith(text: string, at: string): string | undefined {
  // (never a speech tag: '"Mine!" {C} shouted' read "At daycare, he shouted")
  const m = /(^|[.!?]\s+)(Then )?\{[CG]\} (?!\{(?:was|is|wasn't|isn't)\}|(?:was|is|were|had been)\b)(?=[a-z{])/.exec(text);
  if (!m) return undefined;
  const i = m.index + m[1].length;
  if (m[2]) return `${text.slice(0, i)}Then, ${at}, ${text.slice(i + m[2].length)}`;
  return `${text.slice(0, i)}${cap(at)}, ${text.slice(i)}`;
}

/** A weekly moment in the parent's words: "at grandmas sunday dinner", "grandpa takes her on saturdays". [the day] */
const WEEKLY = /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b|\b(?:every|each|once a) week\b|\bweekly\b/;

/**
 * A moment that does not come every day (a haircut, the dentist, Sunday dinner at Grandma's): the stumble and
 * the success open on "the next time" (or "the next Sunday"), never "the next day" (R11: "The next day, it was
 * the visit to the hair salon again").
 */
function visitTimeWords(scenes: EpisodeScenes, s: string, visit: boolean): void {
  const weekly = WEEKLY.exec(s);
  if (!visit && !weekly) return;
  const day = weekly?.[1] ? cap(weekly[1]) : undefined;
  for (const key of ["stumble", "success"] as const)
    scenes[key] = {
      ...scenes[key],
      text: Object.fromEntries(
        BANDS.map((b) => [
          b,
          scenes[key].text[b]
            .replace(/^The next (?:day|morning|afternoon|evening)\b/, day ? `The next ${day}` : "The next time")
            .replace(/^Next (?:day|morning)\b/, day ? `Next ${day}` : "Next time")
            .replace(/^(?:A couple of days later|Two days later|A few days later|Later that day)\b/, day ? `The ${day} after that` : "The time after that"),
        ]),
      ) as BandText,
    };
}

/** A scene's opening words that move the story to another day. */
const NEXT_DAY = /^(?:The next day|Next day|The next morning|Next morning|Another day|The day after)\b/;

/**
 * The time words of one day: a scene that opens with "The next day" while the plan keeps it on the same
 * day as the scene before it that already moved the story on (the stumble "The next day…", then the echo
 * "The next day…" on that same day) says "Later that day" instead, per age band.
 */
function oneDayTimeWords(scenes: EpisodeScenes): void {
  for (const band of BANDS) {
    let day = 0;
    let movedTo = -1;
    for (const key of ["stumble", "success", "echo"] as const) {
      const spec = scenes[key];
      const specDay = spec.day ?? day;
      const text = spec.text[band];
      if (NEXT_DAY.test(text)) {
        if (specDay <= day && movedTo === day) scenes[key] = { ...spec, text: { ...spec.text, [band]: text.replace(NEXT_DAY, "Later that day") } };
        else movedTo = Math.max(specDay, day + (spec.day === undefined ? 1 : 0));
      }
      day = Math.max(day, specDay);
    }
  }
}

/** Past tense of the doing words a parent uses for what the child does besides the main trouble. */
const DOES: Array<[RegExp, string]> = [
  [/\bkick(?:s|ing)?\b/, "kicked"],
  [/\bthrow(?:s|ing)?\b/, "threw"],
  [/\bbang(?:s|ing)?\b/, "banged"],
  [/\bslam(?:s|ming)?\b/, "slammed"],
  [/\b(?:runs?|running) off with\b/, "ran off with"],
  [/\bhid(?:es|ing)?\b/, "hid"],
  [/\bspit(?:s|ting)?\b/, "spat"],
];

/**
 * What the child does and says in the parent's text, into the problem scene: "kicks the back of my
 * seat" ({C} kicked the back of {G's} seat), "yells he HATES the car seat" ("I hate the car seat!").
 * Only what the scene does not already say; the parent's "my" is the grown-up's.
 */
function childsOwn(scenes: EpisodeScenes, s: string, toldAfter: string[] = [], afterTheStop = false): void {
  // Each line with the words that show a scene already says it (the verb and the object's last word).
  const lines: Array<{ line: string; marks: string[] }> = [];
  for (const [re, past] of DOES) {
    const m = new RegExp(
      `(?:${re.source}) ((?:the|my|his|her|their|a|an) [a-z' ]+?|(?:things|food|toys|stuff))(?=,| (?:and|when|every|at|so|in|on|to|into|during|while|for|the whole|all the)\\b|[.!?]|$)`,
    ).exec(s);
    // Short, in the story's words: never a run of the parent's own sentence.
    if (!m || m[1].split(" ").length > 5) continue;
    const what = m[1].replace(/\bmy\b/g, "{G's}").replace(/\b(his|her|their)\b/g, "{their}");
    if (toldAfter.some((d) => d.includes(`${past} `))) continue;
    lines.push({ line: `{C} ${past} ${what}.`, marks: [past.split(" ")[0], what.split(" ").pop() ?? ""] });
  }
  const said =
    /\b(?:yells?|yelling|screams?|screaming|shouts?|shouting|says?|saying|cries|crying|tells? (?:me|us|everyone))\s+(?:that\s+)?(?:he|she|they)\s+((?:hates?|doesn'?t want|don'?t want|won'?t|wants?|can'?t)\b[^.,!;?]*)/.exec(
      s,
    );
  if (said) {
    const words = said[1]
      .replace(/^hates\b/, "hate")
      .replace(/^wants\b/, "want")
      .replace(/^doesn'?t\b/, "don't")
      .replace(/\bmy\b/g, "your")
      // "her" the baby, not her things ("they hate her and wants us to send her back": R14, was "I hate my and…").
      .replace(/\bher\b(?= (?:back|away|out|off|and|to|in|at|when|so|or|too)\b|$)/g, "\u0000")
      .replace(/\b(his|her|their)\b/g, "my")
      .replace(/\u0000/g, "her")
      // "…and wants us to send her back to the hospital": "…! Send her back to the hospital"
      // (in the child's words, not the parent's six in a row: "Take her back…")
      .replace(/\s+and\s+wants? (?:us|me|you|mom|mum|dad|mommy|mummy|daddy) to\s+(?:send|take)\b/, "! Take")
      .replace(/\s+and\s+wants? (?:us|me|you|mom|mum|dad|mommy|mummy|daddy) to\s+(\w)/, (_m, c: string) => `! ${c.toUpperCase()}`)
      .trim();
    const verb = /^(?:yell|scream|shout)/.test(said[0]) ? "yelled" : /^cr/.test(said[0]) ? "cried" : "said";
    lines.push({ line: `"I ${words}!" {C} ${verb}.`, marks: [words.split(" ")[0], words.split(" ").pop() ?? ""] });
  }
  if (!lines.length) return;
  for (const band of BANDS) {
    const text = scenes.problem.text[band];
    const lower = text.toLowerCase();
    const fresh = lines.filter((l) => !l.marks.every((w) => lower.includes(w.toLowerCase()))).map((l) => l.line);
    if (!fresh.length) continue;
    // After the scene's first sentence: what the child did, then the rest of the scene (after the stop, when a screen
    // was stopped or a fun place left: "…turned the Switch off, Theo was furious. Theo threw the controller.").
    const stop = afterTheStop
      ? /\b(?:turned|switched|took) [^.!?]*\boff\b[^.!?]*[.!?]\s|\bfurious\b[^.!?]*[.!?]\s|\btime to go\b[^.!?]*[.!?]["\u201D]?\s/.exec(text)
      : null;
    const i = text.search(/[.!?]\s/);
    const at = stop ? (stop.index ?? 0) + stop[0].length - 1 : i > 0 ? i + 1 : text.length;
    scenes.problem = {
      ...scenes.problem,
      text: { ...scenes.problem.text, [band]: `${text.slice(0, at)} ${fresh.join(" ")}${text.slice(at)}`.replace(/\s+/g, " ").trim() },
    };
  }
}

/**
 * Every doing the parent told, in the problem scene (issue 22): a message with several ("won't sit in
 * his chair, crawls under the table and screams… threw the salt shaker and the waiter had to pick it
 * up") keeps all of them, in the parent's order, after the scene's sentence that tells the first one
 * (or after its first sentence). What the scene already says is not said twice.
 */
/** A doing that is how the child was afterwards (also.ts reads it): no sorry, laughing, tears, sulking. */
const AFTER_DOING = /\b(?:sorry|apologi\w+|laugh\w*|giggl\w*|smirk\w*|sulk\w*|pout\w*|cried|cry)\b/;

/**
 * The second part of the parent's message in the problem scene, where the episode does not tell it itself:
 * the second doing and what came of it ({alsoLine}: "Then {C} pushed {person} off the sofa, and {person}
 * bumped his head.") right after the person's cry, and how the child was after ({afterLine}) at the end.
 */
function tellAlso(scenes: EpisodeScenes, ep: Frame["episodes"][number], slots: Slots): void {
  const raw = Object.values(ep.scenes)
    .map((x) => Object.values(x?.text ?? {}).join(" "))
    .join(" ");
  const line = (key: "alsoLine" | "afterLine") => (raw.includes(`{${key}}`) ? undefined : slots[key]);
  const also = line("alsoLine");
  const after = line("afterLine");
  if (!also && !after) return;
  const filled = (v: string | Pair | undefined) =>
    v ? fillScene({ text: Object.fromEntries(BANDS.map((b) => [b, typeof v === "string" ? v : OLDER[b] ? v[1] : v[0]])) as BandText }, slots).text : undefined;
  const a = filled(also);
  const b = filled(after);
  const ouch = typeof slots.ouch === "string" ? slots.ouch : "";
  scenes.problem = {
    ...scenes.problem,
    text: Object.fromEntries(
      BANDS.map((band) => {
        let t = scenes.problem.text[band];
        if (a?.[band]) {
          const at = ouch ? t.indexOf(ouch) : -1;
          t = at >= 0 ? `${t.slice(0, at + ouch.length)} ${a[band]}${t.slice(at + ouch.length)}` : `${t} ${a[band]}`;
        }
        if (b?.[band]) t = `${t} ${b[band]}`;
        return [band, t.replace(/\s+/g, " ").trim()];
      }),
    ) as BandText,
  };
}

/** A doing that is how the child was after the hurt: hid, ran off to a room, wouldn't come out. */
const HIDES_AFTER =
  /\b(?:hid|slammed (?:the|\{C's\}|his|her|their) (?:bedroom )?door|ran (?:off |away )?to (?:\{C's\}|his|her|their) room|(?:refused to|wouldn't|would not) come out)\b/;

/** A hit by another word (whacked, smacked, slapped, punched, thumped): one hurt, told once. */
const HIT_WORD = /\b(?:hit|hits|hitting|whack\w*|smack\w*|slap\w*|punch\w*|thump\w*|bash\w*)\b/;

function everyDoing(scenes: EpisodeScenes, doings: Doing[], parentText: string, afterTheStop = false): void {
  if (doings.length < 2) return;
  for (const band of BANDS) {
    const text = scenes.problem.text[band];
    const lower = text.toLowerCase();
    const says = (d: Action) => {
      const words = d.past
        .replace(/\{[^}]*\}/g, " ")
        .split(/\s+/)
        .filter((w) => w.length > 2);
      const step = d.step.base
        .replace(/\{[^}]*\}/g, " ")
        .split(/\s+/)
        .filter((w) => w.length > 2);
      // ("kept whacking his sister": the doing is the whack, and a hit the scene already tells is that whack; R15)
      const head = (d.negated ? step : words).filter((w) => !/^(?:kept|keeps|always|still)$/.test(w));
      if (head.length > 0 && HIT_WORD.test(head[0]) && HIT_WORD.test(lower) && head.length <= 3) return true;
      return head.length > 0 && [head[0], head[head.length - 1]].every((w) => lower.includes(w));
    };
    const first = doings.find((d): d is { child: Action } => "child" in d);
    const fresh: Doing[] = [];
    let said = false;
    for (const d of doings) {
      if ("child" in d && says(d.child)) {
        said = true;
        continue;
      }
      if ("other" in d && lower.includes(d.other.past.toLowerCase())) continue;
      fresh.push(d);
    }
    if (!fresh.some((d) => "child" in d)) continue;
    // Three more doings at most: the scene tells the moment, not the parent's whole message.
    fresh.splice(fresh.findIndex((d, i) => i >= 3 && "child" in d) >>> 0);
    // Hiding afterwards ("…and then hides under the bed and won't come out when I call him") comes after the
    // hurt, the cry and the grown-up's coming, at the end of the scene, never between the bite and the "Ow!" (R8).
    const later = fresh.filter((d) => "child" in d && HIDES_AFTER.test(d.child.past));
    const now = fresh.filter((d) => !later.includes(d));
    let told = now.some((d) => "child" in d) ? doingsTold(now, parentText, band === "2-3") : "";
    const toldLater = later.length ? doingsTold(later, parentText, band === "2-3").replace(/^\{C\} /, "{they} ") : "";
    // After a sentence that already named the child, the next doing says "{they}".
    told = told.replace(/^\{C\} /, said ? "{they} " : "{C} ");
    // The sentence that tells the first doing, or the first sentence.
    // (a quote and its tag are one sentence: '"No!" {C} said, and wriggled away.' is never split after "No!"; R15)
    const sentences = (text.match(/[^.!?]+[.!?]+["”]?\s*/g) ?? [text]).reduce<string[]>((acc, x) => {
      const prev = acc[acc.length - 1];
      if (
        prev &&
        /[!?,]["”]\s*$/.test(prev) &&
        // (only a bare tag: one that opens a new quote, '{C} shouted, "No!', is cut inside it, so it stays its own)
        !/["“]/.test(x) &&
        /^\s*(?:\{C\}|\{G\}|\{H\}|\{name\}|[a-z])[^.!?]*?\b(?:said|asked|shouted|cried|yelled|called|whispered|screamed)\b/.test(x)
      )
        acc[acc.length - 1] = prev + x;
      else acc.push(x);
      return acc;
    }, []);
    const key = first
      ? (first.child.negated ? first.child.step.base : first.child.past)
          .replace(/\{[^}]*\}/g, " ")
          .trim()
          .split(/\s+/)[0]
      : "";
    let at = sentences.findIndex((x) => key && x.toLowerCase().includes(key));
    // A screen stopped or a fun place left: what the child did (threw the controller, slammed the door) comes when it
    // was stopped, never before the warning (R10/R12: "Theo threw the controller. He heard it… and kept playing").
    const stop = afterTheStop ? sentences.findIndex((x) => /\b(?:turned|switched|took) [^.]*\boff\b|\bfurious\b|\btime to go\b|\bwas over\b/.test(x)) : -1;
    if (stop >= 0) at = stop;
    if (at < 0) at = 0;
    const out = [...sentences.slice(0, at + 1).map((x) => x.trim()), told, ...sentences.slice(at + 1).map((x) => x.trim()), toldLater].join(" ");
    scenes.problem = { ...scenes.problem, text: { ...scenes.problem.text, [band]: out.replace(/\s+/g, " ").trim() } };
  }
}

/** Things each place has that a picture can draw. */
const PLACE_PROPS: Partial<Record<string, string[]>> = {
  bedroom: ["bed", "teddy bear", "night-light"],
  bathroom: ["bathtub", "towel", "sink"],
  kitchen: ["table", "plate", "spoon"],
  "living room": ["blocks", "lamp", "book"],
  car: ["car seat", "seatbelt"],
  shop: ["shopping cart", "basket"],
  playground: ["swing", "slide"],
  park: ["ball", "kite"],
  "school gate": ["backpack", "lunchbox"],
  classroom: ["crayons", "backpack"],
  "dentist's office": ["dentist's chair", "toothbrush"],
  "doctor's office": ["stethoscope", "bandage"],
  "hair salon": ["scissors"],
  pool: ["towel"],
};
