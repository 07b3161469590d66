/**
 * The "For grown-ups" page for a story about the parent's own situation (behavior "custom", issue 22):
 * instead of the general CUSTOM_GUIDE, it speaks to the moment the parent described — safety first
 * where a baby, a road or parking lot, a car, water or an animal is involved; what is likely underneath
 * that kind of moment; how to use the story's own plan (its name and first step) when the moment comes,
 * and what to praise; when to ask for help.
 *
 * Written per kind of moment (the situation frames of the local reader), filled with the specifics of
 * the reading (the object, the person, the trigger) and, for the safety lines, the parent's own words
 * ("the parking lot", "the dog next door"). Short warm paragraphs, no blame: a parent reads it in 30 seconds.
 * US English, like the rest of the guide.
 */
import { readDanger } from "../engine/local/situations/danger";
import type { FrameId } from "../engine/local/situations/understand";
import type { GrownUpsGuide } from "./types";

/** What the page needs to know about the story's situation (from its plan and the reading of the parent's words). */
export interface SituationGuideInput {
  childName: string;
  pronouns: "he" | "she" | "they";
  /** The parent's description (the safety cues and the parent's own words for places and animals). */
  text: string;
  /** The kind of moment; unknown for a model's own frame. */
  frame?: FrameId;
  /**
   * False when the kind of moment is the reader's fallback, not a cue in the parent's words: the page
   * then explains the moment in general terms (still with the safety lines and the story's own plan).
   */
  frameFromWords?: boolean;
  /** With its article: "the seatbelt", "the new school". */
  object?: string;
  /** How the story calls the other person: "the baby", "Maya's little brother", "you" (the parent). */
  person?: string;
  personKind?: "child" | "baby" | "adult" | "animal" | "group";
  /** The reader's trigger key: "tired", "hungry", "told no", "jealous", "leaving", "turn", "bath", "bedtime", "morning rush". */
  trigger?: string;
  /** The story's own plan. */
  strategy: { name: string; steps: string[] };
}

const OLDER_BANDS: readonly string[] = ["6-7", "8-10"];

interface Ctx {
  c: string;
  /** he / she / they */
  they: string;
  /** him / her / them */
  them: string;
  /** his / her / their */
  their: string;
  older: boolean;
  /** Ages 2-3 (the grown-up gets into the pool first). */
  toddler: boolean;
  object?: string;
  person?: string;
  personKind?: SituationGuideInput["personKind"];
  trigger?: string;
  /** The parent's text, lower case, one line. */
  text: string;
}

// ---- safety first -------------------------------------------------------------------------------

/** A toddler's hurting verbs, as the parent wrote them: "hits" → "hitting". */
const HURT_VERBS: Array<[RegExp, string]> = [
  [/\bhit(s|ting)?\b/, "hitting"],
  [/\bpush(es|ing)?\b/, "pushing"],
  [/\bbit(es|ing|e)\b/, "biting"],
  [/\bkick(s|ing)?\b/, "kicking"],
  [/\bpinch(es|ing)?\b/, "pinching"],
  [/\bscratch(es|ing)?\b/, "scratching"],
  [/\bslap(s|ping)?\b/, "slapping"],
  [/\bsquee?z(es|ing|e)?\b/, "squeezing"],
  [/\bthrow(s|ing)?\b/, "throwing"],
  [/\bshov(es|ing|e)\b/, "shoving"],
  [/\bpull(s|ing)?\b/, "pulling"],
  [/\bsit(s|ting)? on\b/, "sitting on the baby"],
];

const ROAD = /\b(parking (lot|garage|deck)|car ?park|road|street|traffic|crosswalk|crossing|driveway|sidewalk)\b/;
const BUCKLE = /\b(unbuckl\w*|seat ?belts?|car ?seat|booster|buckl\w*|straps?)\b/;
const DRIVING = /\b(driving|drive|car rides?|in the car|road trips?)\b/;
const POOL = /\b(pools?|swim\w*|beach|lake|ocean|sea|river|pond|water park|splash pad)\b/;
const BATH = /\b(bath\w*|tub)\b/;
const DOG = /\b(dogs?|pupp(y|ies)|barking)\b/;
const ANIMAL = /\b(cats?|kittens?|horses?|pony|ponies|goats?|farm animals?|animals?|pets?)\b/;
const BABY = /\b(baby|babies|newborn|infant)\b/;

/** The parent's own words for a place or an animal ("the parking lot", "the dog next door"), or a fallback. */
function parentWords(text: string, re: RegExp, fallback: string): string {
  const m = text.match(re);
  if (!m) return fallback;
  const phrase = m[0].trim();
  // Said back to the parent: "our cat" → "your cat", "a dog next door" → "the dog next door".
  return /^(the|a|an|our|my)\b/.test(phrase) ? phrase.replace(/^(a|an)\b/, "the").replace(/^(our|my)\b/, "your") : `the ${phrase}`;
}

function safetyLines(x: Ctx, frame: FrameId | undefined): string[] {
  const t = x.text;
  const out: string[] = [];
  const baby = x.personKind === "baby" || BABY.test(t);
  if (baby && (frame === "hurting" || frame === "spoiled-play" || frame === "taking" || HURT_VERBS.some(([re]) => re.test(t)))) {
    const verb = HURT_VERBS.find(([re]) => re.test(t))?.[1] ?? "hurting";
    const when = x.trigger === "tired" ? `, most of all when ${x.c} is tired` : x.trigger === "hungry" ? `, most of all when ${x.c} is hungry` : "";
    out.push(
      `${x.c} and the baby are never left alone together, not even for a minute, while the ${verb} goes on. Stay within reach${when}, and step in first: a calm hand between them before it happens, rather than a scolding after.`,
    );
  } else if (baby) {
    out.push(
      `However gentle ${x.c} means to be, a young child and a baby are never left alone together. Stay close when ${x.c} helps with the baby, and show how to touch gently.`,
    );
  }
  if (BUCKLE.test(t) && (DRIVING.test(t) || /\bunbuckl|car ?seat|booster|seat ?belt/.test(t))) {
    out.push(
      `If ${x.c} unbuckles while you're driving, stop the car as soon as it is safe and wait until the buckle clicks: "The car only goes when everyone is buckled." Practice the story's plan in the parked car, not on the road.`,
    );
  } else if (DRIVING.test(t) || (x.text.match(/\bcar\b/) && /\b(scream|yell|cry|kick|throw|fight)\w*/.test(t))) {
    out.push(
      `Your eyes belong on the road. If it gets too loud or wild to drive safely, pull over somewhere safe and wait for calm before you go on. Practice the story's plan at home or in the parked car.`,
    );
  }
  if (ROAD.test(t) || (frame === "running-off" && !BATH.test(t))) {
    const where = ROAD.test(t)
      ? parentWords(t, /\b(the |a )?(parking (lot|garage|deck)|car ?park|road|street|crosswalk|crossing|driveway|sidewalk)\b/, "busy places")
      : "busy places";
    const parking = /\b(parking|car ?park)\b/.test(where);
    const place = where === "busy places" ? "In busy places and near roads" : parking ? `In ${where}` : `Near ${where}`;
    const held = parking ? " from the car door to the store door" : "";
    out.push(
      `${place}, hands are held${held}, every time, or ${x.c} rides in the cart or stroller. Drivers can't see a small child. Practice the story's plan somewhere safe, like the park, never near cars.`,
    );
  }
  // A danger (danger.ts): what keeps the child safe is the grown-up and the home, said first; the story's rule comes after.
  const danger = frame === "safety" ? readDanger(t) : undefined;
  if (danger?.kind === "pool" || danger?.kind === "open-water") {
    out.push(
      `Around water, a child who can't swim yet is within arm's reach of a grown-up, always, phone away${danger.kind === "pool" ? `, even with a lifeguard there: the lifeguard watches the whole pool, not ${x.c}` : ""}.${x.toddler ? ` At this age, you get into the water first, and ${x.c} comes in to you.` : ""} Swimming lessons help, but never replace watching.`,
    );
  } else if (danger?.kind === "high") {
    out.push(
      `Anchor bookcases and dressers to the wall, fit window guards or stops, and move chairs and beds away from windows. A rule helps, but the room has to be safe without it.`,
    );
  } else if (danger?.kind === "hot") {
    out.push(
      `Cook on the back burners with handles turned in, and keep ${x.c} a step back from ${danger.spot} while it's on. Cool any burn under cool running water for 20 minutes.`,
    );
  } else if (danger?.kind === "door") {
    out.push(
      `Put a lock or chain on the front door high up, out of ${x.c}'s reach, or a door alarm: a rule alone won't keep a young child inside when you're busy.`,
    );
  } else if (danger?.kind === "bottles") {
    out.push(
      `Keep medicines and cleaning products locked up, high and out of sight, and put them away right after use. If ${x.c} may have swallowed something, call Poison Help (1-800-222-1222) right away, even if ${x.c} seems fine.`,
    );
  }
  if (danger?.kind === "pool" || danger?.kind === "open-water") {
    // Said above, for the danger.
  } else if (POOL.test(t)) {
    out.push(
      `Around water, a grown-up keeps watching the whole time, phone away${x.older ? ", even with a good swimmer" : ", and stays within arm's reach"}.${frame === "leaving" || /\b(get|come|climb)\w* out\b/.test(t) ? ` If ${x.c} won't come out, ${x.older ? "end the swim calmly" : `it's fine to lift ${x.them} out calmly`} and use the plan on the side.` : ""}`,
    );
  } else if (BATH.test(t) && (!x.older || danger?.kind === "bath")) {
    out.push(
      `Never leave a young child alone in the bath, not even for a moment to fetch a towel.${danger?.kind === "bath" ? " A non-slip mat helps." : ""} If bath time turns into a struggle, lift ${x.c} out calmly and try the plan again tomorrow.`,
    );
  }
  if (DOG.test(t)) {
    const dog = parentWords(
      t,
      /\b(the |our |a |my |(his|her|their|the) (neighbou?r'?s|friend'?s|grandma'?s|grandpa'?s) )?(big |little |new |neighbou?r'?s )?(dogs?|pupp(y|ies))( next door| down the (street|road)| across the (street|road)| on (our|the) street)?/,
      "a dog",
    );
    // A child who hurts the dog needs gentle hands and a dog free to walk away, not the fear-of-dogs advice.
    const hurtsDog = frame === "hurting" || /\b(rough|hits?|hitting|kicks?|kicking|squeez\w*|pulls?|pulling|throws?)\b/.test(t);
    out.push(
      hurtsDog
        ? `A grown-up is always there when ${x.c} is with ${dog}: a hurt or frightened dog may bite. Show ${x.c} how to stroke gently, and let ${dog} walk away whenever it wants.`
        : `A grown-up is always there when ${x.c} is near ${dog}, and we never go up to a dog we don't know or pet one without asking its owner. Don't promise that a dog is friendly, and don't push ${x.c} closer: watching from where ${x.c} feels safe is brave enough.`,
    );
  } else if (ANIMAL.test(t) && (frame === "hurting" || /\b(rough|hits?|kicks?|squeez\w*|pulls?|tail|ears?|chases?|throws?)\b/.test(t))) {
    const pet = parentWords(t, /\b(the |our |my |a )?(cats?|kittens?|horses?|pony|ponies|goats?|pets?|animals?)\b/, "the animal").replace(
      /^the (cat|kitten|pet|horse|pony|goat)s\b/,
      "the $1",
    );
    out.push(
      `A grown-up is always there when ${x.c} is with ${pet}, for both their sakes: a hurt or frightened animal may scratch or bite. Show ${x.c} how to stroke gently, and let ${pet} walk away whenever it wants.`,
    );
  } else if (ANIMAL.test(t)) {
    out.push(
      `A grown-up is always there when ${x.c} is near an animal, and we never touch an animal we don't know without asking its owner first. Let ${x.c} choose how close to go; watching from a distance is brave enough.`,
    );
  }
  return out;
}

// ---- what's likely underneath, and what to praise --------------------------------------------

/** "when she's tired" → the moment, in the parent's terms. */
function triggerPhrase(x: Ctx): string | undefined {
  switch (x.trigger) {
    case "tired":
      return `when ${x.c} is tired`;
    case "hungry":
      return `when ${x.c} is hungry`;
    case "told no":
      return "right after a no";
    case "leaving":
      return "when it's time to leave";
    case "turn":
      return "when a toy is taken or it's someone else's turn";
    case "jealous":
      return "when you're busy with someone else";
    case "bath":
      return "at bath time";
    case "bedtime":
      return "at bedtime";
    case "morning rush":
      return "in the morning rush";
    default:
      return undefined;
  }
}

interface FrameCopy {
  why: (x: Ctx) => string;
  /** What to praise, as one sentence. */
  praise: (x: Ctx) => string;
  /** What the grown-up does in the real moment, before the plan's first step (a phrase after "In the real moment, "). */
  moment: (x: Ctx) => string;
  /** Instead of "When it really happens, {moment}, then start {plan}: {step}." (running off: the game is for safe places). */
  sentence?: (x: Ctx, plan: string, step?: string) => string;
  help?: (x: Ctx) => string;
}

const obj = (x: Ctx, fallback: string) => x.object ?? fallback;
const who = (x: Ctx, fallback: string) => x.person ?? fallback;

/** What a parent says when the child chose the safe way, per danger (danger.ts). */
const SAFE_PRAISE: Record<NonNullable<ReturnType<typeof readDanger>>["kind"], string> = {
  pool: "You walked, and you waited for me.",
  "open-water": "You stayed where I could reach you.",
  bath: "You stayed sitting down.",
  high: "You asked me to reach it.",
  hot: "You said hot and put your hands back.",
  door: "You came to find me first.",
  buckle: "You kept your buckle clicked.",
  bottles: "You told me and didn't touch.",
};

/** Per kind of moment; a kind without its own copy gets GENERAL. */
const FRAMES: Partial<Record<FrameId, FrameCopy>> = {
  fear: {
    why: (x) =>
      `Fear of ${obj(x, "this")} is very common and very real to ${x.c}: a strange feeling, a loud noise, or not knowing what comes next can all set it off. Fear isn't naughtiness, and being talked out of it rarely works. What helps is knowing exactly what will happen, a calm grown-up close by, and a small plan for the scary part.`,
    moment: (x) => `tell ${x.c} what will happen in a few plain words and stay close`,
    praise: (x) => `Praise the brave bits, however small: walking in, sitting down, a slow breath, or telling you it feels scary.`,
    help: (x) =>
      `Talk to your child's doctor or teacher if the fear of ${obj(x, "it")} keeps ${x.c} from things ${x.c} needs to do, lasts for months, or comes with panic, stomachaches or trouble sleeping. Many children's fears ease with gentle, steady practice.`,
  },
  worry: {
    why: (x) =>
      `${x.c}'s fear of ${obj(x, "this")} is a normal stage: as imagination grows, children can picture what might happen long before they can judge how likely it is. Being told it's silly doesn't help, and neither does being pushed closer. The fear shrinks with small steps ${x.c} chooses, a calm grown-up nearby, and words for the feeling.`,
    moment: () => "stay close and keep your voice calm",
    praise: () => `Praise every small brave choice, like looking, staying put a little longer or saying "I'm scared", and never tease about the fear.`,
    help: (x) =>
      `Talk to your child's doctor if the fear keeps ${x.c} from everyday things (going outside, sleeping, playing) for several weeks, or comes with panic, stomachaches or nightmares most nights. Most fears like this fade with time and gentle practice.`,
  },
  "must-do": {
    why: (x) =>
      `${x.c} doesn't get a say about ${obj(x, "this must-do")}, and that is often the whole fight: refusing is one of the few ways a ${x.older ? "child" : "young child"} can feel in charge. It's rarely about the job itself. Keeping it calm, short and the same every time, with small choices around it (which song, who goes first), takes the fight out of it.`,
    moment: () => "keep your words few and friendly and offer one small choice",
    praise: (x) => `Praise the moment ${x.c} does it, even after a wobble, and say exactly what you saw: "You did it, and now we can go!"`,
  },
  hurting: {
    why: (x) => {
      const when = triggerPhrase(x);
      const target = who(x, "anyone");
      const one = x.older ? "child" : "little one";
      const reason =
        x.trigger === "tired" || x.trigger === "hungry"
          ? `a ${x.trigger} ${one} has far less patience`
          : x.trigger === "jealous"
            ? "sharing you is hard"
            : x.trigger === "turn" || x.trigger === "told no"
              ? `losing a toy or hearing no feels huge to a ${one}`
              : `a ${one} with a big feeling has little patience`;
      return `${when ? `It happens most ${when}` : "It tends to happen when feelings run high"}: ${reason}, and feelings arrive faster than words. ${x.c} isn't being mean to ${target}. ${x.c} needs a move that works as fast as a hand, a grown-up who stops the hurting calmly every time, and lots of practice while calm.`;
    },
    moment: (x) =>
      x.trigger === "tired" || x.trigger === "hungry" ? `move in close at the first ${x.trigger} signs` : "move in close as soon as you see the feeling rise",
    praise: (x) =>
      `Praise gentle hands near ${who(x, "others")}, and every time ${x.c} uses words instead: "You told me you were ${x.trigger === "hungry" ? "hungry" : x.trigger === "tired" ? "tired" : "cross"}. That's exactly right."`,
    help: (x) =>
      `Talk to your child's doctor or teacher if the hurting happens most days for several weeks, causes real injuries, or is getting worse despite calm, steady limits. Ask sooner if the ${x.personKind === "baby" ? "baby" : "other child"} is getting hurt, or if you're finding it hard to stay calm yourself. Asking early is a good step.`,
  },
  "wanting-now": {
    why: (x) =>
      `Waiting is hard for ${x.c} because ${x.older ? "a child's" : "a young child's"} brain lives in the now: what ${x.c} wants feels like the only thing that matters, and "later" is hard to picture. Big protests after a no are normal, not a sign of spoiling. A calm no that stays a no, plus a way to keep the wish for later, helps most.`,
    moment: () => "name the wish out loud and keep your no calm and kind",
    praise: (x) => `Praise every wait, however short, and every wish put on the list instead of a fuss: "You waited, even though you really wanted it."`,
  },
  "big-change": {
    why: (x) =>
      x.personKind === "baby" || /\bbaby\b/.test(who(x, ""))
        ? `A new baby changes everything for ${x.c}: less of your time, new rules, and visitors who look at the baby first. Jealousy, clinging or acting younger are normal ways of asking "Am I still important?" Short times just for the two of you, and small jobs ${x.c} can help with, answer that question.`
        : `${cap(obj(x, "A big change"))} means new faces, new rules and a new routine all at once, and not knowing what to expect is what makes ${x.c} nervous. Worry before a start like this is normal and usually eases within a few weeks. Knowing what the day will look like, and what stays the same, helps most.`,
    moment: (x) =>
      /\bschool|daycare|preschool|kindergarten|class|teacher\b/.test(obj(x, ""))
        ? "talk through the day ahead and keep the goodbye short and warm"
        : "keep familiar routines going and listen more than you reassure",
    praise: (x) => `Praise ${x.c} for telling you how it feels, and notice each thing ${x.c} manages: "You walked in, even though it was new."`,
    help: (x) =>
      `Talk to your child's doctor or teacher if the worry still stops ${x.c} from sleeping, eating, learning or playing after several weeks, or is getting worse rather than better. Most children settle into a change with time and a steady grown-up.`,
  },
  goodbye: {
    why: (x) =>
      `Saying goodbye is hard because ${x.c} can't yet be sure, deep down, that you'll come back soon. Tears at goodbyes are common and usually stop soon after you've gone. A short, warm goodbye that's the same every time works better than a long one, or slipping away unseen.`,
    moment: () => "keep the goodbye short and the same each day",
    praise: (x) => `At pick-up, praise ${x.c} for the goodbye and tell ${x.them} you came back, just as you said you would.`,
    help: (x) =>
      `${/\b(holidays?|vacation|break|christmas|xmas|summer|half ?-?term|time off|being sick|illness)\b/.test(x.text) ? "Goodbyes often get harder again after the holidays or a break at home; it usually settles within a few weeks of steady goodbyes. " : ""}${/\b(tumm(y|ies)|stomach\w*|belly|tummy ?aches?)\b/.test(x.text) ? `Worry often shows up as a tummy ache, and the ache is real to ${x.c}: take it seriously, stay calm and still do the goodbye. Check with your child's doctor if tummy aches persist, happen away from goodbyes too, or come with other signs such as fever, vomiting or poor sleep. ` : ""}Talk to your child's doctor or teacher if, after a few weeks, goodbyes still end in long, intense distress most days, or worry about being apart stops ${x.c} from going in, sleeping or playing.`,
  },
  "new-food": {
    why: (x) =>
      `Being wary of ${x.object && !/\b(dinner|lunch|breakfast|meals?|new food)\b/.test(x.object) ? x.object : "new foods"} is a normal stage: a new color, smell or texture can feel risky, and many children need to see, smell and touch a food ten or fifteen times before they'll eat it. Pressure, bribes and "just one bite" tend to make it worse. Relaxed, repeated chances at the table work best.`,
    moment: () => "put a little on the plate without comment and eat some yourself",
    praise: (x) => `Praise looking, sniffing, touching or a tiny taste as much as eating, and never make ${x.c} finish.`,
    help: (x) =>
      `Talk to your child's doctor if ${x.c} eats only a handful of foods, gags or gets very upset at new ones, or isn't growing as expected. Ask sooner if mealtimes are a daily battle. Most picky eating fades slowly with calm, repeated chances.`,
  },
  "running-off": {
    why: (x) =>
      `Running off is usually a game or a rush of energy, not defiance: being chased is fun, and ${x.older ? "children" : "young children"} can't yet judge speed or danger. It needs a firm safety rule that never bends, plus a fun way to practice stopping and coming back when called, somewhere safe.`,
    moment: () => "hold hands first",
    sentence: (x, plan, step) => `Play ${plan} at the park first${step ? `, starting with ${step}` : "."} Near cars, hands stay held, game or no game.`,
    praise: (x) => `Praise every stop and every return straight away, with a big smile: "You froze when I called. That keeps you safe!"`,
    help: (x) =>
      `Talk to your child's doctor or teacher if ${x.c} often runs off in a way that puts ${x.them} in danger, doesn't seem to notice danger at all, or running off is getting worse despite steady limits. Asking early is a good step, never a failure.`,
  },
  safety: {
    why: (x) => {
      const d = readDanger(x.text);
      const thing = x.object ?? "it";
      const fun =
        d?.kind === "buckle"
          ? `unclicking ${thing}`
          : d?.kind === "door"
            ? "opening the front door"
            : d?.kind === "high"
              ? `climbing ${thing}`
              : d?.kind === "hot"
                ? `touching ${thing}`
                : d?.kind === "bath"
                  ? "standing up in the bath"
                  : thing;
      return `${x.c} sees the fun in ${fun}, not the danger: ${x.older ? "children" : "young children"} are drawn to exciting things and can't yet judge depth, heat, height or speed. Laughing at a warning is part of the game, not defiance. What keeps ${x.them} safe is you, close by, and one short rule said the same way every time.`;
    },
    moment: (x) => `keep ${x.c} safe first, calmly, and say the rule in a few words`,
    praise: (x) => `Praise every safe choice the moment you see it: "${SAFE_PRAISE[readDanger(x.text)?.kind ?? "pool"]} That's how we stay safe."`,
    help: (x) =>
      `Talk to your child's doctor if ${x.c} often doesn't seem to notice danger, or risky play keeps growing despite close watching and steady rules. In an emergency, call 911.`,
  },
  "getting-dressed": {
    why: (x) =>
      `Fights over ${obj(x, "clothes")} are rarely about what's being worn: they can feel scratchy, tight or too hot, and being told what to wear is a chance to say no. A rushed morning makes both more likely. Fewer choices, a little more time, and letting ${x.c} do part of it alone helps.`,
    moment: () => "offer two choices and start a little earlier",
    praise: (x) => `Praise each piece ${x.c} puts on, and the speed too if it was quicker than yesterday.`,
  },
  losing: {
    why: (x) =>
      `Losing feels huge to ${x.c} because winning feels like being good at something, and a loss can feel like being bad at it. Children learn to lose well slowly, by practicing in small, low-stakes games with a grown-up who loses cheerfully too.`,
    moment: () => "lose cheerfully yourself and name the feeling",
    praise: (x) => `Praise the moment ${x.c} says "good game" or keeps playing after a loss, not the winning.`,
  },
  bossy: {
    why: (x) =>
      `Wanting to be in charge of play with ${who(x, "a friend")} comes from having big ideas and not yet knowing how to share them. Taking turns with ideas is a skill children learn over years, and they learn it fastest with a grown-up who helps find a middle way.`,
    moment: () => "step in early and ask each child for one idea",
    praise: (x) => `Praise ${x.c} for asking what ${who(x, "the other child")} wants, and for any game made of both ideas.`,
  },
  "must-stop": {
    why: (x) =>
      `Stopping ${obj(x, "the screen")} is hard because screens are made to be hard to stop, and the end always comes in the middle of something. The anger is about the sudden ending, not about you. A warning, a clear finish line, and something to go to next make it easier.`,
    moment: () => "give a warning before the end and agree on where to stop",
    praise: (x) => `Praise ${x.c} for stopping at the finish line, even with a grumble: "You turned it off when we agreed. Thank you."`,
  },
  "hard-task": {
    why: (x) =>
      `When ${obj(x, "something")} gets hard, ${x.c} may give up, get cross or say "I can't." A frustrated child often believes that being good at something means finding it easy. Praise for effort and for trying again, rather than for being clever, builds the patience to keep going.`,
    moment: () => "sit nearby and break it into one small piece",
    praise: (x) => `Praise the trying, the pause and the second go, not the result: "You took a break and tried again!"`,
  },
  taking: {
    why: (x) =>
      `${x.older ? "Children" : "Young children"} often take what they want before they fully understand ownership, and then feel too embarrassed to say so. It's a stage of learning, and it says nothing about who they are. Calmly giving it back, and making it easy to own up, works better than a big punishment.`,
    moment: () => "stay calm and make it easy to give it back",
    praise: (x) => `Praise ${x.c} for asking first and for owning up: "Thank you for telling me. That took courage."`,
  },
  "nervous-habit": {
    why: () =>
      `A habit like this one is often a way of calming down: children do it more when worried, tired or bored, usually without noticing. Pointing it out or saying "stop" tends to make it stronger. Noticing when it happens, and giving busy hands something else to do, helps it fade.`,
    moment: () => "use a quiet signal instead of words",
    praise: (x) => `Praise ${x.c} for noticing, not for stopping: "You spotted it yourself!"`,
    help: (x) =>
      `Talk to your child's doctor if the habit hurts ${x.c}'s skin, nails or hair, bothers ${x.them} a lot, or comes with a lot of worry for several weeks. Most habits like this fade with calm, steady support.`,
  },
  leaving: {
    why: (x) =>
      `Leaving ${obj(x, "a fun place")} is hard because the fun ends all at once, and ${x.c} didn't choose it. Tears and protests at the end are normal, not a sign of a spoiled child. A warning, one last thing ${x.c} chooses, and a promise of next time make the ending easier to bear.`,
    moment: () => "give a five-minute warning",
    praise: (x) => `Praise every smoother goodbye, however small: "You waved goodbye and came with me. Well done."`,
  },
  "spoiled-play": {
    why: (x) =>
      `When ${who(x, "someone")} knocks over or takes over ${obj(x, "the game")}, ${x.c} loses something ${x.c} worked hard on, and the feelings are big and real. Children need to learn both sides: to say what they need without hitting, and that things can be fixed or made again.`,
    moment: (x) => `name the loss and help ${x.c} say it in words`,
    praise: (x) =>
      `Praise ${x.c} for using words, and for building again: "You told ${who(x, "them") === "you" ? "me" : who(x, "them")} it was yours. That was just right."`,
  },
  "rude-words": {
    why: (x) =>
      `Rude, silly or hurtful words are powerful to ${x.c}: they get a big reaction, fast. Trying out words is a normal part of learning language and limits, and hurtful ones usually mean "I'm really upset", not what they say. A calm, almost bored answer takes away their power; a big reaction keeps them coming.`,
    moment: () => "answer once, in a calm and almost bored voice",
    praise: (x) => `Praise the kind or polite words ${x.c} uses instead, straight away: "Thank you for asking so nicely."`,
  },
  "not-allowed": {
    why: (x) =>
      `Doing what isn't allowed is usually curiosity, wanting to be in charge, or simply forgetting: ${x.older ? "children" : "young children"} know a rule long before they can stop themselves in the moment. A clear rule, said the same way every time, and making the right choice easy help more than a long lecture.`,
    moment: (x) => `remind ${x.c} of the rule in a few calm words`,
    praise: (x) => `Praise every time ${x.c} stops, asks first or remembers the rule: "You remembered. Thank you!"`,
  },
  "big-feelings": {
    why: (x) =>
      `When something goes wrong, ${x.c}'s feelings arrive all at once, long before the words to manage them. Tears, stamping or shouting are a normal way of saying "This is too much", not naughtiness. A calm grown-up nearby, a name for the feeling and a simple way to calm down help the storm pass.`,
    moment: () => "stay close, name the feeling and keep your own voice low",
    praise: (x) => `Praise ${x.c} for calming down and for trying again: "That was hard, and you found your calm."`,
  },
  shy: {
    why: (x) =>
      `Being shy with people is a temperament, not a fault: some children need longer to warm up, and being pushed to say hello usually makes it harder. ${x.c} does best with a little time, a grown-up close by, and a small step that feels doable, like a wave instead of words.`,
    moment: (x) => `give ${x.c} time to warm up and don't push for a hello`,
    praise: (x) => `Praise small steps, like a wave, a smile or staying in the room, and avoid calling ${x.c} shy in front of others.`,
  },
};

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&") || "$^";
}

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** "Gentle Hands and Tell" / "the Wish List" → "Gentle Hands and Tell" / "the Wish List" as a plan's name in a sentence. */
function planName(name: string): string {
  const bare = name.trim().replace(/^the\s+/i, "");
  return `${/^the\s/i.test(name.trim()) ? "the " : ""}${bare.charAt(0).toUpperCase()}${bare.slice(1)}`;
}

/** A step as quoted words, ending with a stop inside the quotes: “Freeze, and let your hands hug each other.” */
function quotedStep(step: string): string {
  // Quotes inside the step become single quotes: “Three hand squeezes that mean ‘I love you.’”
  const s = step
    .trim()
    .replace(/[\u201C]|"(?=\w)/g, "\u2018")
    .replace(/[\u201D"]/g, "\u2019");
  const closed = /[^.!?]\u2019$/.test(s) ? `${s.slice(0, -1)}.\u2019` : s;
  return `\u201C${closed}${/[.!?]\u2019?$/.test(closed) ? "" : "."}\u201D`;
}

const GENERAL: FrameCopy = {
  why: (x) =>
    `Moments like this ask a lot of ${x.c}: feelings arrive long before the skills and words to manage them, so they come out as tears, refusals or silliness instead. It doesn't mean something is wrong. It means ${x.c} needs a clear, simple plan, a grown-up who stays calm and close, and plenty of chances to practice.`,
  moment: () => "stay calm and close",
  praise: (x) => `Afterwards, tell ${x.c} exactly what ${x.they} tried, even if it only half worked.`,
};

const HELP_YOUNG =
  "It's worth talking to your child's doctor or teacher if the difficulty happens most days for several weeks, is getting worse rather than better, or stops your child sleeping, eating, learning or playing as usual. Ask sooner if someone is getting hurt. Asking for support is a caring, sensible step.";
const HELP_OLDER =
  "It's worth talking to your child's doctor, teacher or school counselor if the difficulty happens most days for several weeks, is getting worse rather than better, or gets in the way of sleep, eating, school or friendships. Ask sooner if someone is getting hurt. Asking for support is a caring, sensible step.";

/**
 * The "For grown-ups" page for a custom story, speaking to the parent's situation. `ageBand` "6-7" and
 * "8-10" get the school-age wording.
 */
export function situationGuide(input: SituationGuideInput, ageBand?: string): GrownUpsGuide {
  const older = ageBand !== undefined && OLDER_BANDS.includes(ageBand);
  const p = input.pronouns;
  const x: Ctx = {
    c: input.childName.trim() || "your child",
    they: p,
    them: p === "he" ? "him" : p === "she" ? "her" : "them",
    their: p === "he" ? "his" : p === "she" ? "her" : "their",
    older,
    toddler: ageBand === "2-3",
    object: input.object?.trim() ? input.object.trim().replace(/\{C's\}/g, p === "he" ? "his" : p === "she" ? "her" : "their") : undefined,
    // "{C's} cousin" → "his cousin": the sentences it goes into already name the child.
    person: input.person?.trim()
      ? input.person
          .trim()
          .replace(/\{C's\}/g, p === "he" ? "his" : p === "she" ? "her" : "their")
          .replace(new RegExp(`^${escapeRe(input.childName.trim())}'s\\b`), p === "he" ? "his" : p === "she" ? "her" : "their")
          .replace(/\{G\}/g, "you")
      : undefined,
    personKind: input.personKind,
    trigger: input.trigger,
    text: input.text
      .toLowerCase()
      .replace(/[\u2018\u2019]/g, "'")
      .replace(/\s+/g, " ")
      .trim(),
  };
  const copy = (input.frame && input.frameFromWords !== false && FRAMES[input.frame]) || GENERAL;
  const safety = safetyLines(x, input.frame);
  const step = input.strategy.steps.find((st) => st.trim());
  const plan = planName(input.strategy.name);
  const rehearse = older ? `Ask ${x.c} to tell you the steps in ${x.their} own words.` : "Act the moment out with a teddy at a calm time.";
  const use =
    copy.sentence?.(x, plan, step && quotedStep(step)) ??
    `When it really happens, ${copy.moment(x)}, then start ${plan}${step ? `: ${quotedStep(step)}` : "."}`;
  const practice = `${rehearse} ${use} ${copy.praise(x)}`;
  const help = copy.help?.(x) ?? (older ? HELP_OLDER : HELP_YOUNG);
  return {
    ...(safety.length ? { safety } : {}),
    whyItHappens: [copy.why(x)],
    practice: practice.replace(/\s+/g, " ").trim(),
    whenToAskForHelp: help,
  };
}
