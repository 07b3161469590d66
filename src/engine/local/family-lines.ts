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
import { likeSpec, mentionsLike } from "../family";

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
  // Early: the siblings are in the scene with the child, named with the child's name ("Rosie's sister
  // Nora"), never "his sister" after someone else's sentence, and turned toward what the child does —
  // copying, asking, offering help — never busy with a game of their own (issue 25: "woven in, not
  // bolted on"). Every line (every slot) names no child after the siblings, so the next paragraph names
  // the child before any pronoun (the renderer's otherAtEnd).
  early: {
    little: {
      home: [
        "{name's} {Srel} {Swas} there too, copying everything.",
        "{name's} {Srel} {Swas} there too, wanting to join in.",
        "{name's} {Srel} came over to help, the way little helpers do.",
        "{name's} {Srel} {Swas} close by, watching with big eyes.",
        "{name's} {Srel} {Swas} there too, asking what came next.",
        "{name's} {Srel} wanted to help too, and stayed right there.",
        "{name's} {Srel} {Swas} there too, holding the {prop}, ready to help.",
      ],
      out: [
        "{name's} {Srel} had come along too, and copied everything.",
        "{name's} {Srel} came along too, and stuck close.",
        "{name's} {Srel} came along too, asking what everything was for.",
        "{name's} {Srel} tagged along too, trying to keep up.",
        "{name's} {Srel} {Swas} there too, watching closely.",
        "{name's} {Srel} had come along too, wanting to join in.",
        "{name's} {Srel} came along too, carrying the {prop}, ready to help.",
      ],
    },
    big: {
      home: [
        "{name's} {Srel} {Swas} close by, ready to help if asked.",
        "{name's} {Srel} {Swas} around too, and had opinions about all of it.",
        "{name's} {Srel} {Swas} nearby, pretending not to watch, and watching anyway.",
        "{name's} {Srel} drifted in, asking what was going on.",
        "{name's} {Srel} {Swas} at home too, and offered to help, loudly.",
        "{name's} {Srel} {Swas} nearby, ready with advice nobody had asked for.",
        "{name's} {Srel} {Swas} nearby, offering to take charge of the {prop}.",
      ],
      out: [
        "{name's} {Srel} had come along too, and kept asking questions.",
        "{name's} {Srel} {Swas} there too, a few steps behind, seeing everything.",
        "{name's} {Srel} had tagged along, full of questions.",
        "{name's} {Srel} had come along too, with plenty of advice to give.",
        "{name's} {Srel} {Swas} along for the trip too, watching closely.",
        "{name's} {Srel} had come too, and kept asking what was going on.",
        "{name's} {Srel} had come along too, and had been put in charge of the {prop}.",
      ],
    },
  },
  // Middle: the siblings take part — they watch the plan and try it, help, ask — never only look on.
  middle: {
    little: {
      home: [
        "{Sall} watched, and tried it too.",
        "{Sall} copied every step, very seriously.",
        "{Sall} wanted to see it again, slowly.",
        "{S1} tried it first, and {S2} tried it louder.",
        "{Sall} tried it as well, and got the giggles halfway through.",
        "{name} showed {Sall} how, one step at a time.",
        "{Sall} wanted a turn at it too.",
        "{S1} helped by passing the {prop}.",
        "{Sall} helped with the {prop}.",
      ],
      out: [
        "{Sall} watched, and tried it too.",
        "{Sall} copied every step, very seriously.",
        "{Sall} wanted to know how it worked.",
        "{S1} tried it first, and {S2} tried it louder.",
        "{name} showed {Sall} how, one step at a time.",
        "{Sall} tried it as well, and got the giggles halfway through.",
        "{Sall} wanted a turn at it too.",
        "{S1} helped by holding the {prop}.",
        "{Sall} picked up the {prop} and helped.",
      ],
    },
    big: {
      home: [
        "{Sall} had been watching, and quietly tried the same trick.",
        "{Sall} stopped to watch, and then copied the first step.",
        "{Sall} came over and asked how it worked.",
        "{Sall} tried it too, and was annoyingly good at it.",
        "{S1} tried the trick, and {S2} tried it with extra drama.",
        "{Sall} asked for the steps again, for later.",
        "{name} went through the steps again for {Sall}, in order.",
        "{S1} helped by handing over the {prop}, without a word.",
        "{Sall} helped straighten the {prop} afterwards, without being asked.",
      ],
      out: [
        "{Sall} had been watching, and tried the trick too, very quietly.",
        "{Sall} wanted it explained later, properly.",
        "{Sall} stopped to watch, and then copied the first step.",
        "{S1} tried the trick, and {S2} tried it with extra drama.",
        "{name} went through the steps again for {Sall}, in order.",
        "{Sall} tried it too, and was annoyingly good at it.",
        "{Sall} came closer and asked how it worked.",
        "{S1} held on to the {prop} to help.",
        "{Sall} picked up the {prop} and handed it over.",
      ],
    },
  },
  // Late: the siblings want the plan for themselves — they ask, learn it from the child, try it.
  late: {
    little: {
      home: [
        "{Sall} came to sit close, and wanted to learn the trick too.",
        "{Sall} wanted to hear all about it.",
        "{Sall} wanted to try the trick too, and got the giggles.",
        "{Sall} wanted to see the trick one more time.",
        "{Sall} squeezed in close to practice the trick too.",
        "{name} taught the trick to {Sall}, step by step.",
        "{S1} tried the trick first, and {S2} tried it second.",
        "{Sall} helped tidy up the {prop}.",
      ],
      out: [
        "{Sall} wanted to hear all about it.",
        "{Sall} practiced the trick too, and nearly got it right.",
        "{Sall} wanted to see the trick again.",
        "{name} taught the trick to {Sall}, step by step.",
        "{S1} and {S2} said it had been the best bit.",
        "{Sall} told everyone about it later.",
        "{Sall} wanted to learn the trick too.",
        "{Sall} helped carry the {prop}.",
      ],
    },
    big: {
      home: [
        "Later, {Sall} wanted to hear the whole story, twice.",
        "{name} had to teach the trick to {Sall}, properly.",
        "{Sall} wanted the steps written down, just in case.",
        "{Sall} asked how the trick worked, and got a full demonstration.",
        "{S1} wanted to try the trick too, and {S2} wanted to go first.",
        "{Sall} tried the trick too, and needed only one correction.",
        "{Sall} admitted the trick was a good one, which was high praise.",
        "{Sall} helped put the {prop} away.",
      ],
      out: [
        "{Sall} kept bringing it up, asking how it worked.",
        "{Sall} asked how the trick worked, and got the whole explanation.",
        "{name} made a surprisingly patient teacher when {Sall} wanted to learn the trick too.",
        "{S1} wanted to hear it all again, and {S2} wanted the short version.",
        "{Sall} tried the trick too, got the order wrong, and had to be corrected.",
        "{Sall} had seen it too, and said it was pretty impressive.",
        "{Sall} said it had been the best bit of the day.",
        "{Sall} offered to carry the {prop}, which never usually happened.",
      ],
    },
  },
};

/**
 * Bedtime (calm) stories: the siblings share the sleepy moment with the child and its plan — they copy
 * the steps, whisper them, ask to learn them — and nobody cheers. `bed`: the child in bed indoors.
 */
const CALM: Record<FamilySlot, Record<"bed" | "other", string[]>> = {
  early: {
    bed: [
      "{name's} {Srel} {Swas} tucked up in bed too, watching to see what would happen.",
      "{name's} {Srel} {Swas} in pajamas too, copying every wriggle.",
      "{name's} {Srel} {Swas} in bed too, whispering questions.",
      "{name's} {Srel} {Swas} in bed too, wanting to join in.",
      "{name's} {Srel} {Swas} snuggled under the covers too, peeking over.",
      "{name's} {Srel} {Swas} close by, all ready for bed, and watching.",
    ],
    other: [
      "{name's} {Srel} {Swas} there too, in pajamas, watching.",
      "{name's} {Srel} {Swas} there too, copying every yawn.",
      "{name's} {Srel} {Swas} right there too, wanting to join in.",
      "{name's} {Srel} {Swas} there too, wrapped in a blanket, watching.",
      "{name's} {Srel} {Swas} there too, asking sleepy questions.",
      "{name's} {Srel} {Swas} there too, trying not to yawn.",
    ],
  },
  middle: {
    bed: [
      "{Sall} tried it too, with a big yawn in the middle.",
      "{Sall} whispered the steps too, one by one.",
      "{Sall} copied every step, sleepily.",
      "{Sall} did the steps too, and snuggled down.",
      "{Sall} asked, in a whisper, to learn it tomorrow.",
      "{Sall} tried it as well, very slowly.",
    ],
    other: [
      "{Sall} tried it too, with a big yawn in the middle.",
      "{Sall} whispered the steps too, one by one.",
      "{Sall} copied every step, sleepily.",
      "{Sall} did the steps too, with a yawn.",
      "{Sall} asked, in a whisper, to learn it tomorrow.",
      "{Sall} tried it as well, very slowly.",
    ],
  },
  // Past perfect: the ending may already have the child asleep ("Two campers, fast asleep."), so what the
  // siblings did with the plan is told as done before it, never after (was "Nora was already dreaming." tacked on).
  late: {
    bed: [
      "{Sall} had whispered the steps too, slower and slower.",
      "{Sall} had tried the trick too, and yawned halfway.",
      "{Sall} had copied every step, and gone very quiet.",
      "{Sall} had asked to learn the trick again tomorrow.",
      "{Sall} had done the trick too, one sleepy step at a time.",
      "{Sall} had wanted the trick once more, very slowly.",
    ],
    other: [
      "{Sall} had tried the trick too, yawning.",
      "{Sall} had whispered the steps too.",
      "{Sall} had copied every step, sleepily.",
      "{Sall} had asked to learn the trick again tomorrow.",
      "{Sall} had done the trick too, one sleepy step at a time.",
      "{Sall} had wanted the trick once more, very slowly.",
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

/** Cuddly toys a child takes to bed; anything else at night waits by the bed for tomorrow. */
const BED_TOYS = new Set(["teddy bear", "doll", "toy dinosaur", "favorite book", "rubber duck"]);

/**
 * One like, woven into a scene from the success on (the success, the celebration, the echo or the ending),
 * as part of what happens there (issue 25): a toy the like names takes part in the plan ("Sam showed his
 * toy dinosaur the plan too"), or the like is the reward the good moment earns ("To celebrate, Mom let
 * Sam pick what came next: football."). Never a fact dropped in from nowhere ("He loved football more
 * than almost anything.", "Nothing beat football."), never "Later there would be time for…". Always the
 * parent's own phrase ({like}), so a like is never dropped silently.
 * `night`: the scene is at bedtime (nothing to play with: a cuddly toy hears the plan, or tomorrow's reward).
 * `withGrownUp`: the grown-up can be the one who offers the reward (not at school or the doctor's).
 */
export function likeLine(like: string, age: AgeBand, night: boolean, pick = 0, atHome = true, withGrownUp = true): string {
  const toy = likeSpec(like).toy;
  // The toy's own words say the like ("toy dinosaur" for "dinosaurs"), else the line names the like itself.
  const toyIsLike = !!toy && mentionsLike(toy, like);
  const little = age === "2-3" || age === "4-5";
  const choose = (lines: string[]) => lines[Math.abs(pick) % lines.length];
  if (night) {
    // The ending may already have the child asleep: what was done before it (had…), never "heard the plan" after "fast asleep".
    if (toyIsLike && BED_TOYS.has(toy))
      return little
        ? choose([
            `{name's} ${toy} was tucked in too, and had learned the plan as well.`,
            `{name} had whispered the plan to {their} ${toy}, so it knew it too.`,
          ])
        : choose([
            `{name's} ${toy} was tucked in too, and had been told the whole plan, twice.`,
            `{name} had told {their} ${toy} the plan, quietly, in case it ever needed one.`,
          ]);
    return little
      ? choose([`{name} had already picked a reward for tomorrow: {like}.`, `Tomorrow would start with {like}, the reward {name} had picked.`])
      : choose([
          `{name} had already picked tomorrow's reward for all that hard work: {like}.`,
          `Tomorrow would start with {like}, the reward {name} had picked for all that hard work.`,
        ]);
  }
  if (toyIsLike) {
    if (!atHome)
      return little
        ? choose([
            `{name's} ${toy} had come along too, so {name} showed it the plan.`,
            `{name} whispered the plan to {their} ${toy}, so it would know next time.`,
          ])
        : choose([`{name} showed {their} ${toy} the plan too, under {their} breath.`, `{name} explained the plan to {their} ${toy}, very seriously.`]);
    return little
      ? choose([
          `{name} fetched {their} ${toy} and showed it the plan, step by step.`,
          `{name's} ${toy} got a turn at the plan too, and did very well.`,
          `{name} did the plan one more time, for {their} ${toy}.`,
        ])
      : choose([
          `{name} fetched {their} ${toy} and, for fun, talked it through the plan.`,
          `{name's} ${toy} got a quick lesson in the plan too.`,
          `{name} ran through the plan once more, for {their} ${toy}'s benefit.`,
        ]);
  }
  if (withGrownUp)
    return little
      ? choose([`To celebrate, {G} let {name} pick what came next: {like}!`, `{G} said that deserved a treat, and {name} chose {like}.`])
      : choose([`To celebrate, {G} let {name} choose what came next: {like}.`, `{G} said that deserved a reward, and {name} picked {like}.`]);
  return little
    ? choose([`As a reward, {name} picked what came next: {like}!`, `{name} picked a treat for later: {like}.`])
    : choose([`As a reward, {name} picked what came next: {like}.`, `{name} picked a reward for later: {like}.`]);
}

/** A grandparent visiting: the same lines for a grandma and a grandpa (the name, {H}, says which). */
const GRANDPARENT_THERE = {
  home: [
    "That week, {C} had a visitor: {H} was staying.",
    "That day, {C} had company: {H} was visiting for the day.",
    "That week, {C} had company: {H} was visiting.",
    "That day, {C's} favorite visitor was visiting: {H}.",
  ],
  night: [
    "That night, {C} had a visitor: {H} was staying over.",
    "That night, {C's} favorite visitor was staying over: {H}.",
    "For once, {C} had someone special staying over: {H}.",
    "That evening, {C} had company: {H} was staying the night.",
  ],
  out: [
    "That week, {C} had a visitor staying: {H}, who went wherever the family went.",
    "That week, {C} had company everywhere: {H} was visiting, and came too.",
    "That day, {C} {was} not the only one out: {H} was with the family for the day.",
    "That day, {C's} favorite visitor was visiting, and came too: {H}.",
  ],
  classroom: [
    "That day, {C} had a helper in class: {H} was helping in the classroom.",
    "That day, {C} had a surprise at school: {H} was helping in the classroom.",
  ],
};

/**
 * Issue 25: a helper who is a person (a best friend, an aunt, a cousin, a grandparent, the gardener next
 * door) is in the story from its first scene, for a reason the words give (it's their garden, they came
 * to play, they are staying), never announced later with a stock "who had come along for the day".
 * One line, after the first scene's first sentence; `{H}` is the helper's first mention ("Mia's best
 * friend Lila"). Keyed by the helper's label or kind, then where: home by day, home at night, out.
 */
export const HELPER_THERE: Record<string, { home: string[]; night: string[]; out: string[]; school?: string[]; classroom?: string[] }> = {
  "best friend": {
    home: [
      "Today, {H} had come over for a playdate.",
      "That day, {H} had come over so the two friends could play.",
      "Today, {H} was over to play, the way friends do.",
    ],
    night: ["Tonight, {H} was staying over for a sleepover.", "Tonight was a sleepover: {H} was staying, and the two friends had planned it for weeks."],
    out: [
      // Issue 25 (R6, S4): the helper scene has them come over ("Just then, Lila came and sat down"), so they are near, not at the child's side.
      // Not opening with {H}: its first mention is "Mia's best friend Lila", a sentence that starts with the child's name.
      "Not far off was {H}, who had tagged along and was busy looking at something.",
      // Issue 25 (R8): was "Close by was {H}: the two friends had come out together." (stock, clunky, and
      // wrong where a teacher brought the child).
      "Luckily, {H} was there too.",
      "Today, {H} had come too, which made it a playdate.",
    ],
    // At the school gate: no playdate, nobody tagging along, just a friend who is there every day.
    school: ["As usual, {H} was there too, the way best friends are.", "Luckily, {H} was there too, as usual."],
    classroom: ["As always, {H} sat at the same table, because friends stick together.", "As always, {H} sat right next to {Cobj}, the way best friends do."],
  },
  // A visiting relative opens the story, the visit its reason (issue 25: "Auntie Bea was staying with them for
  // the week" dropped between two lines of a bath scene read as a stray). Never "them": beside a "they" child it
  // reads as the child. RELATIVE_VISITS says which go first. Issue 25 (R7): never the visitor before the child
  // ("That week, Grandpa Joe was visiting, and came along too." opened both family stories a reader read): each
  // line names the child first, four ways or more a setting, and none says "come over" or "come along" (the
  // first scene's own "came over to play" would make plan.ts say the visit a second way).
  aunt: {
    home: [
      "That week, {C} had a visitor: {H} was staying with the family.",
      "That week, {C} had company: {H} was staying for a few days.",
      "For a few days, {C} had someone staying: {H}.",
      "That week, {C's} favorite visitor was staying: {H}.",
    ],
    night: [
      "That week, {C} had a visitor: {H} was staying with the family.",
      "That week, {C} had company: {H} was staying for a few days.",
      "That week, {C} had someone special staying in the house: {H}.",
      "That week, {C's} favorite visitor was staying: {H}.",
    ],
    out: [
      "That week, {C} had a visitor staying: {H}, who went wherever the family went.",
      "That week, {C} had company everywhere: {H} was staying, and came too.",
      "That day, {C} {was} not the only one out: {H} was staying with the family, and came too.",
      "That week, {C's} favorite visitor was staying, and came too: {H}.",
    ],
    classroom: [
      "That day, {C} had a helper in class: {H} was helping in the classroom.",
      "That day, {C} had a surprise at school: {H} was helping in the classroom.",
    ],
  },
  cousin: {
    home: [
      "That day, {C} had company: {H}, who was ten, was visiting.",
      "That weekend, {C} had someone to play with: {H}, who was ten, was visiting.",
      "That day, {C} had someone to play with: {H}, who was ten, had come to visit.",
      "For the day, {C} had a visitor: {H}, who was ten.",
    ],
    night: [
      "That night, {C} had a visitor staying over: {H}, who was ten.",
      "For once, {C} had a sleepover guest: {H}, who was ten.",
      "That night, {C's} favorite visitor was staying over: {H}, who was ten.",
      "That night, {C} had company: {H}, who was ten, was staying.",
    ],
    out: [
      "That day, {C} had company: {H}, who was ten, was with the family.",
      "That weekend, {C} had someone to tag along with: {H}, who was ten, was visiting.",
      "That day, {C} {was} not the only child out: {H}, who was ten, was visiting, and came too.",
      "For the day, {C} had a visitor: {H}, who was ten, went everywhere the family went.",
    ],
  },
  grandma: GRANDPARENT_THERE,
  grandpa: GRANDPARENT_THERE,
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

/** Helpers whose there-line is a visit (HELPER_THERE keys): it opens the story, before its first sentence. */
export const RELATIVE_VISITS = new Set(["aunt", "cousin", "grandma", "grandpa"]);

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
      : place === "school gate" && lines.school
        ? lines.school
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

/**
 * The named grown-up in the helper scene when they come in to teach the plan next ("Mom had been listening
 * the whole time", "Dad knelt down close"): on the page, but busy, neither listening nor close yet, so the
 * entrance that follows says neither twice (H31) and the grown-up is never off the page until then.
 */
export const GROWN_UP_NEARBY: Record<AgeBand, string[]> = {
  "2-3": ["{G} was not far away.", "{G} was busy nearby."],
  "4-5": ["{G} was busy nearby.", "{G} was not far away."],
  "6-7": ["{G} was busy nearby.", "{G} wasn't far away."],
  "8-10": ["{G} was nearby, busy with something, or looking busy.", "{G} wasn't far away."],
};
