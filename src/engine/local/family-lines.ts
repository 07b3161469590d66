/**
 * Family lines (issue 15) the local planner adds to any episode, so that every behavior, theme and
 * custom situation can have the parent's other children and the child's likes without rewriting the
 * material. Each line is a sentence of its own, added at a paragraph's end (never inside a scene's
 * dialogue or climax), chosen by the scene's slot (early: the opening or problem; middle: the success
 * or another scene in the middle; late: the ending), the age band and the kind of place:
 * (the place's `side`, PLACE_FACTS in src/contracts/places.ts):
 *   home  — bedroom, kitchen, living room, garden: the siblings are around, playing;
 *   out   — playground, park, shop, car, street, beach, pool…: the siblings came along;
 *   away  — classroom, doctor's, dentist's, hair salon, bathroom: the siblings are usually not there,
 *           so the planner leaves them out of that scene and chooses another.
 * Siblings are always named ({S1} {S2} {Sall} {Srel} {Swas}, render.ts), never a pronoun, so two
 * sisters can't read as one "she". `{prop}` is a thing the scene itself names ("Ava held the torch").
 */
import type { AgeBand } from "../../contracts/catalog";
import { PLACE_FACTS } from "../../contracts/places";
import type { Place, TimeOfDay } from "../../contracts/story-plan";
import { likeSpec } from "../family";

export type FamilySlot = "early" | "middle" | "late";

/** Things a sibling can hold, pass or carry in a line ("Ben passed Mia the blocks"). */
export const HANDHELD_PROPS = new Set([
  "teddy bear",
  "blanket",
  "book",
  "towel",
  "rubber duck",
  "cup",
  "spoon",
  "bowl",
  "plate",
  "cookie",
  "apple",
  "sandwich",
  "blocks",
  "ball",
  "puzzle",
  "crayons",
  "paints",
  "toy car",
  "doll",
  "toy train",
  "kite",
  "bucket and spade",
  "jump rope",
  "backpack",
  "lunchbox",
  "coat",
  "shoes",
  "hat",
  "umbrella",
  "balloon",
  "present",
  "flower",
  "watering can",
  "leaf",
  "shell",
  "basket",
  "pencil",
  "toy dinosaur",
  "ice cream",
]);

type Band = "little" | "big";
type LineSet = Record<FamilySlot, Record<Band, Record<"home" | "out", string[]>>>;

const LINES: LineSet = {
  // Early: the siblings are in the scene doing something of their own, and named with the child's
  // name ("Rosie's sister Nora"), never "his sister" after someone else's sentence.
  early: {
    little: {
      home: [
        "{name's} {Srel} {Swas} there too, building a wobbly tower.",
        "{name's} {Srel} stopped playing to watch.",
        "{name's} {Srel} {Swas} close by, and looked up from a puzzle.",
        "{name's} {Srel} came to see what was going on.",
        "{name's} {Srel} {Swas} nearby, lining up toy animals.",
        "{name's} {Srel} {Swas} at home too, building a den out of cushions.",
        "{name's} {Srel} {Swas} there too, holding the {prop}.",
      ],
      out: [
        "{name's} {Srel} had come along too, pointing at everything.",
        "{name's} {Srel} came along too, and watched with big eyes.",
        "{name's} {Srel} {Swas} there too, right next to {G}.",
        "{name's} {Srel} came along too, asking what everything was for.",
        "{name's} {Srel} tagged along too, hopping over the cracks.",
        "{name's} {Srel} {Swas} there too, looking at everything.",
        "{name's} {Srel} came along too, carrying the {prop}.",
      ],
    },
    big: {
      home: [
        "{name's} {Srel} {Swas} close by, busy with a board game.",
        "{name's} {Srel} {Swas} around too, half doing a puzzle and half watching.",
        "{name's} {Srel} {Swas} nearby, in the middle of a card game.",
        "{name's} {Srel} {Swas} at home as well, and listening with interest.",
        "{name's} {Srel} drifted in to see what was happening.",
        "{name's} {Srel} {Swas} close by, pretending not to listen.",
        "{name's} {Srel} {Swas} nearby, keeping one eye on the {prop}.",
      ],
      out: [
        "{name's} {Srel} had come along too, and {Swas} reading every sign out loud.",
        "{name's} {Srel} {Swas} there too, sticking close to {G}.",
        "{name's} {Srel} had come too, and {Swas} looking around at everything.",
        "{name's} {Srel} {Swas} along for the trip as well, asking a lot of questions.",
        "{name's} {Srel} {Swas} a few steps behind, and saw the whole thing.",
        "{name's} {Srel} had tagged along, because nobody could stay home alone.",
        "{name's} {Srel} had come along too, and had been put in charge of the {prop}.",
      ],
    },
  },
  // Middle: the siblings take part — they watch the plan and try it, help, ask — or cheer.
  middle: {
    little: {
      home: [
        "{Sall} watched, and tried it too.",
        "{Sall} copied every step, very seriously.",
        '{Sall} cheered, "Yay, {name}!"',
        "{S1} clapped, and {S2} jumped up and down.",
        "{Sall} came over for a look. Wow!",
        "{Sall} asked {name} to do it again, slowly.",
        "{Sall} ran over to see.",
        "{S1} passed {Cobj} the {prop}.",
        "{Sall} helped with the {prop}.",
      ],
      out: [
        "{Sall} watched, and tried it too.",
        "{Sall} copied every step, very seriously.",
        '{Sall} cheered, "Go, {name}!"',
        "{S1} waved, and {S2} jumped up and down.",
        "{Sall} came close to see. Wow!",
        "{Sall} wanted to know how {name} did it.",
        "{Sall} gave a little cheer.",
        "{S1} held the {prop} for {Cobj}.",
        "{Sall} pointed at the {prop} and grinned.",
      ],
    },
    big: {
      home: [
        "Even {Sall} looked impressed.",
        "{Sall} had been watching, and quietly tried the same trick.",
        "{Sall} stopped to watch, and then copied the first step.",
        "{S1} caught {name's} eye and nodded, and {S2} gave a small cheer.",
        "{Sall} had seen it all, and for once nobody teased.",
        "{Sall} came over and asked how {name} had done it.",
        "{Sall} looked over, and gave a small smile.",
        "{S1} handed {Cobj} the {prop} without a word.",
        "{Sall} helped straighten the {prop} afterwards, without being asked.",
      ],
      out: [
        "Even {Sall} looked impressed.",
        "{Sall} had been watching from a few steps away, and tried the trick too, very quietly.",
        "{Sall} stopped and stared, then grinned.",
        "{S1} nudged {S2}, and they both gave {Cobj} a thumbs-up.",
        "{Sall} had seen it all, and for once nobody teased.",
        "{Sall} asked {name} to explain it later, properly.",
        "{Sall} gave {Cobj} a quiet thumbs-up.",
        "{S1} held on to the {prop} so {name} didn't have to.",
        "{Sall} picked up the {prop} and handed it over.",
      ],
    },
  },
  late: {
    little: {
      home: [
        "{Sall} came to sit with {Cobj}, and wanted to learn the trick too.",
        "{Sall} snuggled up close.",
        "{Sall} wanted to hear all about it.",
        "{Sall} joined in, giggling.",
        "{Sall} squeezed in beside {Cobj}.",
        "{Sall} wanted a turn at the trick too, so {name} taught it, step by step.",
        "{S1} sat on one side and {S2} sat on the other.",
        "{Sall} helped tidy up the {prop}.",
      ],
      out: [
        "{Sall} wanted to hear all about it.",
        "{Sall} practiced the trick all the way home.",
        "{Sall} stayed close by {Cobj}.",
        "{Sall} skipped along too.",
        "{S1} and {S2} told {Cobj} it had been the best bit.",
        "{Sall} told everyone about it later.",
        "{Sall} wanted to learn the trick too, and {name} was the teacher.",
        "{Sall} helped carry the {prop}.",
      ],
    },
    big: {
      home: [
        "Later, {Sall} wanted to hear the whole story, twice.",
        "{Sall} looked over and grinned, not one bit surprised.",
        "{Sall} came over to see, and stayed.",
        "{Sall} asked how the trick worked, so {name} gave a demonstration.",
        "{S1} wanted to try the trick too, and {S2} wanted to go first.",
        "{Sall} kept {Cobj} company for a while, which was nice.",
        "{Sall} sat down beside {Cobj}, in a comfortable, easy quiet.",
        "{Sall} helped put the {prop} away.",
      ],
      out: [
        "On the way home, {Sall} kept bringing it up.",
        "{Sall} asked how the trick worked, and {name} explained it.",
        "{Sall} walked close beside {Cobj} afterwards.",
        "{S1} wanted to hear it all again, and {S2} wanted the short version.",
        "{Sall} tried the trick on the way home, and got the order wrong, and {name} fixed it.",
        "{Sall} had seen it too, and said it was pretty impressive.",
        "{Sall} said it had been the best bit of the day.",
        "{Sall} offered to carry the {prop}, which never usually happened.",
      ],
    },
  },
};

/** Bedtime (calm) stories: the siblings share the sleepy moment, nobody cheers. `bed`: lines for the child in bed indoors. */
const CALM: Record<FamilySlot, Record<"bed" | "other", string[]>> = {
  early: {
    bed: [
      "{name's} {Srel} {Swas} tucked up in bed too.",
      "{name's} {Srel} {Swas} in pajamas too, bouncing on the bed.",
      "{name's} {Srel} {Swas} getting sleepy too.",
      "{name's} {Srel} {Swas} in bed too, yawning.",
      "{name's} {Srel} {Swas} snuggled under the covers too, whispering.",
      "{name's} {Srel} {Swas} close by, all ready for bed.",
    ],
    other: [
      "{name's} {Srel} {Swas} there too, in pajamas.",
      "{name's} {Srel} {Swas} getting sleepy too.",
      "{name's} {Srel} {Swas} close by, yawning.",
      "{name's} {Srel} {Swas} there too, wrapped in a blanket.",
      "{name's} {Srel} {Swas} there too, rubbing sleepy eyes.",
      "{name's} {Srel} {Swas} close by, trying not to yawn.",
    ],
  },
  middle: {
    bed: [
      "{Sall} gave a sleepy smile.",
      "{Sall} tried it too, with a big yawn in the middle.",
      '{Sall} whispered, "Night night, {name}."',
      "{Sall} copied {name}, breath for breath.",
      "{Sall} snuggled down a little deeper.",
      "{Sall} smiled with sleepy eyes.",
    ],
    other: [
      "{Sall} gave a sleepy smile.",
      "{Sall} tried it too, with a big yawn in the middle.",
      '{Sall} whispered, "Well done, {name}."',
      "{Sall} copied {name}, breath for breath.",
      "{Sall} smiled with sleepy eyes.",
      "{Sall} yawned and nodded.",
    ],
  },
  late: {
    bed: [
      "{Sall} {Swas} asleep too.",
      "{Sall} had tried the trick too, and {Swas} fast asleep already.",
      "{Sall} {Swas} sound asleep too, one arm flung over the blanket.",
      "{Sall} had copied every slow breath, and {Swas} already dreaming.",
      "{Sall} {Swas} fast asleep too, breathing slow and soft.",
      "{Sall} had drifted off halfway through the trick.",
    ],
    other: [
      "{Sall} {Swas} yawning too.",
      "{Sall} snuggled down too.",
      "{Sall} {Swas} getting sleepy too.",
      "{Sall} curled up close.",
      "{Sall} gave one last sleepy yawn.",
      "{Sall} {Swas} very quiet now, and very sleepy.",
    ],
  },
};

export interface SiblingLineOptions {
  slot: FamilySlot;
  age: AgeBand;
  place: Place;
  time?: TimeOfDay;
  calm: boolean;
  /** How many siblings the lines name ({S2} lines need two). */
  count: number;
  /** A handheld thing the scene names, for the {prop} lines. */
  prop?: string;
  /** The story's seed: which line. */
  pick: number;
  /** Lines to pass over (naming an avoided thing). */
  reject?: (line: string) => boolean;
}

/** Every sibling line a slot can use (for tests and the variety measure). */
export function siblingLineOptions(o: Omit<SiblingLineOptions, "pick">): string[] {
  const band: Band = o.age === "2-3" || o.age === "4-5" ? "little" : "big";
  const kind = PLACE_FACTS[o.place].side;
  const inBed = o.place === "bedroom" && (o.time === "evening" || o.time === "night" || o.time === undefined);
  const pool = o.calm ? CALM[o.slot][inBed ? "bed" : "other"] : LINES[o.slot][band][kind === "home" ? "home" : "out"];
  return (
    pool
      // Two siblings: every line names both ({Sall}, or {S1} with {S2}); one: no {S2} line.
      .filter((l) => (o.count > 1 ? !/\{S1\}/.test(l) || /\{S2\}/.test(l) : !/\{S2\}/.test(l)))
      .filter((l) => (o.prop ? true : !/\{prop\}/.test(l)))
      .map((l) => (o.prop ? l.replace(/\{prop\}/g, o.prop) : l))
      .filter((l) => !o.reject?.(l))
  );
}

/** A sibling line for a scene, chosen by seed; prop lines first when the scene has a handheld thing. */
export function siblingLine(o: SiblingLineOptions): string | undefined {
  const options = siblingLineOptions(o);
  if (!options.length) return undefined;
  return options[Math.abs(o.pick) % options.length];
}

/** Cuddly toys a child takes to bed; anything else at night is a thought ("thought about the ball"). */
const BED_TOYS = new Set(["teddy bear", "doll", "toy dinosaur", "favorite book", "rubber duck"]);

/**
 * One like, woven into the scene it closes (usually the celebration or the echo): the toy joins the
 * good moment, the like is the treat that follows it, or the thought the child falls asleep with —
 * never a fact dropped in from nowhere ("He loved football more than almost anything."). Always the
 * parent's own phrase ({like}), so a like is never dropped silently.
 * `night`: the scene is at bedtime (a cuddly toy or a thought, nothing to play with).
 */
export function likeLine(like: string, age: AgeBand, night: boolean, pick = 0, atHome = true): string {
  const toy = likeSpec(like).toy;
  const little = age === "2-3" || age === "4-5";
  const choose = (lines: string[]) => lines[Math.abs(pick) % lines.length];
  if (night) {
    // The ending may already have the child asleep: a dream, never "drifted toward sleep" after "fast asleep".
    if (toy && BED_TOYS.has(toy))
      return little
        ? choose([
            `{name's} ${toy} was tucked in too, and {name's} dreams were full of {like}.`,
            `{name's} ${toy} kept watch all night, and {name} dreamed of {like}.`,
          ])
        : choose([
            `{name's} ${toy} was tucked in too, and that night {name} dreamed of {like}.`,
            `{name's} ${toy} kept watch, and {name's} dreams that night were mostly {like}.`,
          ]);
    return little
      ? choose([`That night, {name's} dreams were full of {like}.`, `That night, {name} dreamed of {like}.`])
      : choose([`That night, {name} dreamed of {like}, which was the best thing to dream about.`, `That night, {name's} dreams were mostly {like}.`]);
  }
  if (toy && !atHome) {
    // Out and about: the toy came along (nobody "fetches" a toy in the shop).
    return little
      ? choose([`{name} held up {their} ${toy} so it could see too. Nothing beat {like}!`, `{name} held {their} ${toy} tight, already thinking about {like}.`])
      : choose([
          `{name} held up {their} ${toy} like a trophy. Nothing beat {like}.`,
          `{name} tucked {their} ${toy} under one arm, already planning an afternoon of {like} as a reward.`,
        ]);
  }
  if (toy) {
    // The name first: the line often follows a sibling's, and two sisters must not read as one "she".
    return little
      ? choose([
          `{name} fetched {their} ${toy} to show it the good news. Nothing beat {like}!`,
          `Later there would be time for {like}, and {name's} ${toy} would join in.`,
          `{name} did a happy dance with {their} ${toy}, the one usually saved for {like}.`,
        ])
      : choose([
          `{name} fetched {their} ${toy}, and the rest of the day was for {like}, {their} favorite thing.`,
          `{name} celebrated the proper way, with {their} ${toy}. Nothing beat {like}.`,
          `Later there would be time for {like}, and {name's} ${toy} would join in. It would feel even better than usual.`,
        ]);
  }
  return little
    ? choose([
        `Later there would be time for {like}, {name's} favorite thing!`,
        `{name} did the happy dance usually saved for {like}.`,
        `Later, {name} would get to choose {like}, {their} favorite thing of all.`,
      ])
    : choose([
        `Later there would be time for {like}, and it would feel even better than usual.`,
        `{name} celebrated with {like}, {their} favorite thing of all.`,
      ]);
}

/**
 * Issue 25: a helper who is a person (a best friend, an aunt, a cousin, a grandparent, the gardener next
 * door) is in the story from its first scene, for a reason the words give (it's their garden, they came
 * to play, they are staying), never announced later with a stock "who had come along for the day".
 * One line, after the first scene's first sentence; `{H}` is the helper's first mention ("Mia's best
 * friend Lila"). Keyed by the helper's label or kind, then where: home by day, home at night, out.
 */
export const HELPER_THERE: Record<string, { home: string[]; night: string[]; out: string[]; classroom?: string[] }> = {
  "best friend": {
    home: [
      "Today, {H} had come over for a playdate.",
      "That day, {H} had come over so the two friends could play.",
      "Today, {H} was over to play, the way friends do.",
    ],
    night: ["Tonight, {H} was staying over for a sleepover.", "Tonight was a sleepover: {H} was staying, and the two friends had planned it for weeks."],
    out: [
      "That day, {H} was with them, and the two friends stuck together.",
      "That day, {H} was there too, so the two friends were together.",
      "Today, {H} had come too, which made it a playdate.",
    ],
    classroom: ["As always, {H} sat at the same table, because friends stick together.", "As always, {H} sat right next to {Cobj}, the way best friends do."],
  },
  aunt: {
    home: ["{H} was staying with them for the week.", "{H} had come to stay for a few days."],
    night: ["{H} was staying with them for the week."],
    out: ["{H} was with them for the day.", "{H}, who was staying with them that week, had come with them."],
    classroom: ["{H} was helping in the classroom that day."],
  },
  cousin: {
    home: ["{H}, who was ten, was visiting for the day.", "{H}, who was ten, had come over for the day."],
    night: ["{H}, who was ten, was staying the night."],
    out: ["{H}, who was ten, was with them for the day.", "{H}, who was ten, had come with them."],
  },
  grandma: {
    home: ["{H} was visiting.", "{H} had come over for the day."],
    night: ["{H} was staying the night."],
    out: ["{H} was with them for the day.", "{H} had come with them."],
    classroom: ["{H} was helping in the classroom that day."],
  },
  grandpa: {
    home: ["{H} was visiting.", "{H} had come over for the day."],
    night: ["{H} was staying the night."],
    out: ["{H} was with them for the day.", "{H} had come with them."],
    classroom: ["{H} was helping in the classroom that day."],
  },
  // The first mention says "from next door" / "the family's old friend" (FAMILY_FRIENDS, world.ts).
  "next door": {
    home: ["{H} had popped in to say hello.", "{H} had come over for a cup of tea."],
    night: ["{H} had popped in to drop something off."],
    out: ["{H} happened to be there too.", "By luck, {H} was there too."],
  },
  "family friend": {
    home: ["{H} had come over for the day.", "{H} was visiting."],
    night: ["{H} had come over for dinner."],
    out: ["{H} was with them for the day.", "{H} had come along."],
    classroom: ["{H} was helping in the classroom that day."],
  },
  gardener: {
    home: ["Next door, {H} was busy in {hp} garden.", "Over the fence, {H} was weeding {hp} flower beds."],
    night: ["Next door, {H} was watering {hp} garden in the last of the light."],
    out: ["{H} from next door was planting bulbs by the path.", "{H} from next door was there too, tidying the flower beds."],
  },
};

/**
 * The helper-there line for a helper at a place (undefined for an animal or a fairy, who turn up as story
 * creatures do, and where the words give them no reason to be: a friend at the doctor's).
 */
export function helperThereLine(helper: { kind: string; label?: string; there?: string }, place: Place, night: boolean, pick: number): string | undefined {
  const lines = HELPER_THERE[helper.there ?? helper.label ?? helper.kind];
  if (!lines) return undefined;
  const side = place === "bathroom" ? "home" : PLACE_FACTS[place].side;
  const list =
    place === "classroom"
      ? lines.classroom
      : side === "home"
        ? night
          ? lines.night
          : lines.home
        : side === "out" || helper.label !== "best friend"
          ? lines.out
          : undefined;
  return list?.length ? list[pick % list.length] : undefined;
}

/**
 * Issue 25: the named grown-up is in the helper scene when they don't teach the plan (they stay close, and
 * later notice it): a sentence of its own, by age band.
 */
export const GROWN_UP_THERE: Record<AgeBand, string[]> = {
  "2-3": ["{G} sat close by.", "{G} stayed close.", "{G} was right there too."],
  "4-5": ["{G} stayed close by, listening.", "{G} was right there too.", "{G} knelt down close by to listen."],
  "6-7": ["{G} stayed close, listening.", "{G} stood close by, listening.", "{G} was close by, listening."],
  "8-10": ["{G} stayed close, listening and pretending not to.", "{G} was close by, listening.", "{G} hovered nearby, listening."],
};
