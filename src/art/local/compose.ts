/**
 * Composes one scene of a story plan as a coloring page: the place, the characters present (the
 * child as described, the helper of its kind, the grown-up, the others), up to three of the scene's
 * props where they belong, the theme's small accents, the moon at night, the child's name in
 * outline letters, all inside the frame. Returns the drawing with a structured description of what
 * it shows (for the SVG title, the tests and a picture book).
 */
import {
  CHARACTER_KINDS,
  coloringSceneIndex,
  describeScene,
  situationPersonIn,
  HAIR_STYLES,
  planText,
  type CharacterKind,
  type Place,
  type Pronouns,
  type Scene,
  type StoryPlan,
  type Beat,
} from "../../contracts/story-plan";
import { bear, bunny, cat, dog, dragon, fairy, frog, owl, robin, squirrel, tortoise, unicorn } from "./characters";
import {
  bounds,
  circle,
  clipToRect,
  flower,
  grassTuft,
  heart,
  hideOccluded,
  leaf,
  line,
  place as put,
  poly,
  rect,
  star,
  tagged,
  W,
  type Drawing,
  type Stroke,
} from "./geometry";
import { carInside, insideCar } from "./car-inside";
import type { Lettering } from "./lettering";
import { defaultChildHair, otherChildAge, relationInWords, relativeAge } from "./ages";
import { person, type Action, type Age, type HairLook, type Mood, type Outfit, type PersonLook, type Uniform } from "./people";
import { endsHappily, plainSentences, readScene, unquoted, type Reader, type Reading, type ReadAction } from "./reading";
import { bunting, PLACE_DRAWERS, PUBLIC_RESTROOM, rainLines, scenePlace, type Box, type PlaceParts, type Slot } from "./places";
import {
  realWords,
  babyInCot,
  babyInHighChair,
  babyOnBlanket,
  findProp,
  firstMetAsFigure,
  onlyFigurative,
  propsInText,
  PROPS,
  putInHands,
  frontTable,
  spreadBlanket,
  type ArtProp,
  type PropPlace,
} from "./props";
import { hashString, pick, seededRandom, type Rng } from "./rng";
import { bookShots, problemFraming, type ProblemFraming, type Shot } from "./framing";
import {
  childInCart,
  childOnScooter,
  childWithBike,
  childInWater,
  childInTub,
  childOnSofa,
  childrenInBed,
  tubAction,
  handPair,
  hugPair,
  liftPair,
  scenePoses,
  sentences,
  type PoseCastMember,
  type PoseKind,
} from "./poses";
import { butterfly, FRAME, PAGE } from "./scenery";
import type { ThemeId } from "../../contracts/catalog";
import { PLACE_FACTS } from "../../contracts/places";
import { pronounsFromWords } from "../../lib/pronouns";

/** The name box at the top of the page. */
export const NAME_BOX = { x: 50, y: 36, width: 495, height: 104 } as const;
/** Where the front figures stand. */
export const FRONT = 800;

export interface FigureInfo {
  name: string;
  kind: CharacterKind;
  role: "child" | "helper" | "grown-up" | "other";
  outfit?: Outfit;
  hair?: HairLook;
  glasses?: boolean;
  /** The face it wears (people only): the feeling the scene's words give it, else the beat's. */
  mood?: Mood;
  /** Eyes squeezed shut, as the words say ("They shut their eyes tight"). */
  eyesShut?: boolean;
  /** What its body does, as the scene's words say (running, pushing, on the phone…); none: a plain stance. */
  action?: Action;
  /**
   * Standing, sitting, carried in someone's arms (a baby), or a pose the scene's words ask for:
   * asleep in bed (eyes closed), lying in bed awake, hugging, hand in hand, riding in the shopping
   * cart; crouching down low (knelt down beside someone).
   */
  pose?: "stand" | "sit" | "crouch" | "carried" | PoseKind;
  /** Where it stands (feet), its scale and its box on the page. */
  x: number;
  y: number;
  scale: number;
  box: { minX: number; minY: number; maxX: number; maxY: number };
}

export interface PropInfo {
  /** The scene's words ("the timer") and the DRAWABLE_PROPS entry drawn ("timer"). */
  word: string;
  prop: ArtProp;
  /** Where it went: a slot tag ("sink", "table"), "wall", "floor", "sky", "back" or "built-in". */
  where: string;
}

export interface ComposedScene {
  drawing: Drawing;
  /** The one-sentence description (the SVG <title>, the alt text). */
  title: string;
  placeKind: Place;
  night: boolean;
  figures: FigureInfo[];
  props: PropInfo[];
  /** How near the picture is (a picture book's framing; the coloring page is always "wide"). */
  shot: Shot;
}

/** A picture's framing: the whole place, two characters together, or close on a face. */
export type { Shot } from "./framing";

export interface SceneOptions {
  /** The story's theme (its small accents and the default outdoor place). */
  theme?: ThemeId;
  /** Same seed, same picture. */
  seed?: number;
  /** Letters the child's name at the top (no name without it). */
  lettering?: Lettering;
  /** Letter the child's name at the top (default true). */
  name?: boolean;
  /**
   * Where the frame's top edge goes (default the full page's frame). A picture-book page starts it
   * lower, below the band the name would take, so the picture is less tall for its width.
   */
  frameTop?: number;
  /** The child's age band ("2-3", "4-5", "6-7", "8-10"): the child's proportions (default 4-5). */
  childAge?: string;
  /** Change the framing from scene to scene (a picture book): close-ups, medium shots, wide shots. */
  framing?: boolean;
}

// ---- who is who ---------------------------------------------------------------------------------

const KIND_WORDS: Array<[RegExp, CharacterKind]> = [
  [
    /\b(grandma|granny|gran|nana|nanna|nannie|nan|grandmother|grandmama|grandmom|granma|grammy|gramma|meemaw|mamaw|abuela|oma|nonna|bubbe|babcia|lola)\b/,
    "grandma",
  ],
  [/\b(grandpa|granpa|grandad|granddad|grandfather|grandpop|gramps|grampa|grampy|pop-pop|pawpaw|abuelo|opa|nonno|papaw|lolo|zaida|dziadek)\b/, "grandpa"],
  [/\b(baby|infant|newborn|toddler sibling)\b/, "baby"],
  [/\b(tortoise|turtle)\b/, "tortoise"],
  [/\bowl(et)?\b/, "owl"],
  [/\b(bunny|rabbit|hare)\b/, "bunny"],
  [/\b(bear|cub|teddy)\b/, "bear"],
  [/\b(dragon)\b/, "dragon"],
  [/\b(fairy|pixie|sprite|elf)\b/, "fairy"],
  [/\b(unicorn|pony|horse)\b/, "unicorn"],
  [/\b(robin|bird|sparrow|bluebird|wren)\b/, "robin"],
  [/\b(squirrel|chipmunk)\b/, "squirrel"],
  [/\b(frog|toad)\b/, "frog"],
  [/\b(dog|puppy|pup|doggy|hound)\b/, "dog"],
  [/\b(cat|kitten|kitty)\b/, "cat"],
  [/\b(friend|best friend|buddy|pal|cousin|brother|sister|sibling|twin|classmate|kid|boy|girl|child|neighbou?r'?s? (boy|girl|kid))\b/, "child"],
  [
    /\b(grown-?up|adult|parent|mom|mum|mommy|mummy|mama|mother|dad|daddy|papa|father|aunt|auntie|aunty|uncle|teacher|gardener|ranger|park ranger|nurse|doctor|dentist|librarian|neighbou?r|coach|lady|man|woman|babysitter|nanny|hairdresser|barber|shopkeeper|lifeguard|driver|chef|waiter|waitress|ms|mrs|mr|miss)\b/,
    "grown-up",
  ],
];

/** The drawable kind for a character's kind words ("best friend" → child, "park ranger" → grown-up). */
export function characterKind(kindWords: string, name = ""): CharacterKind | null {
  const k = kindWords.toLowerCase().trim();
  if ((CHARACTER_KINDS as readonly string[]).includes(k)) return k as CharacterKind;
  for (const [re, kind] of KIND_WORDS) if (re.test(k)) return kind;
  const n = name.toLowerCase();
  for (const [re, kind] of KIND_WORDS) if (re.test(n)) return kind;
  return null;
}

/** The pronouns given, else the ones the words say ("Grandma", "the lady at the desk"), else "they". */
function genderOf(words: string, pronouns?: Pronouns): Pronouns {
  return pronouns ?? pronounsFromWords(words) ?? "they";
}

function outfitFor(pronouns: Pronouns, rng: Rng): Outfit {
  if (pronouns === "he") return pick(rng, ["shirt-shorts", "shirt-trousers", "tshirt-trousers"] as const);
  if (pronouns === "she") return pick(rng, ["dress", "top-skirt", "top-trousers"] as const);
  return pick(rng, ["tshirt-trousers", "tshirt-overalls"] as const);
}

const MOTIFS = ["heart", "star", "stripes", "none"] as const;

/** The body drawn for an age band: a toddler's big head, an 8–10-year-old's long legs. */
export function ageOf(band: string | undefined): Age {
  if (band === "2-3") return "toddler";
  if (band === "6-7") return "big";
  if (band === "8-10") return "older";
  return "child";
}

/** The child as the parent described them (the same look on every page of the same story). */
export function childLook(plan: StoryPlan, seed = 0, band?: string): PersonLook {
  const name = plan.child.name.trim();
  const h = hashString(name.toLowerCase());
  const rng = seededRandom(h ^ Math.imul(seed | 0, 0x9e3779b1));
  return {
    age: ageOf(band),
    // Hair the parent left blank: a boy gets a boy's everyday hair (never braids or a bun he wasn't given).
    hair: plan.child.hair ?? defaultChildHair(plan.child.pronouns, ageOf(band), h),
    glasses: !!plan.child.glasses,
    outfit: outfitFor(plan.child.pronouns, rng),
    motif: pick(rng, MOTIFS),
  };
}

interface Cast {
  name: string;
  kind: CharacterKind;
  role: FigureInfo["role"];
  look?: PersonLook;
  drawing: Drawing;
  /** Size relative to the child. */
  rel: number;
  /** A baby in this grown-up's arms, or the grown-up carrying this baby. */
  carries?: Cast;
  carriedBy?: Cast;
  /** The pronoun that stands for them in the words, and other words that mean them ("the baby"). */
  pronoun?: Pronouns;
  aliases?: string[];
  /** A baby asleep in its cot (drawn as the cot, on the floor). */
  inCot?: boolean;
  /** A baby sitting in its high chair (drawn in it). */
  inHighChair?: boolean;
  /** Drawn together in a pose (children in bed, a hug, a child in the cart): who, in the drawing's "sleeperN"/"huggerN"/"rider" order. */
  pose?: {
    kind: "bed" | "hug" | "hand" | "cart" | "tub" | "sofa" | "lift" | "water" | "scooter";
    members: Array<{ cast: Cast; pose: PoseKind; part: string }>;
  };
}

/** The face a figure wears for the scene's beat: the child worries at the problem, smiles at the end. */
export function moodFor(beat: Beat | undefined, role: FigureInfo["role"]): Mood {
  if (role === "child") {
    if (beat === "problem" || beat === "feeling") return "worried";
    if (beat === "stumble") return "neutral";
    return "happy";
  }
  if (beat === "problem" || beat === "feeling") return "neutral";
  return "happy";
}

/**
 * The child's face when the helper arrives and the words give none: still the feeling of the problem
 * ("A nod, without looking up"), read from the feeling scene (tears drawn as sad), else worried.
 */
function helperMood(plan: StoryPlan): Mood {
  const feeling = plan.scenes.find((s) => s.beat === "feeling") ?? plan.scenes.find((s) => s.beat === "problem");
  const f =
    feeling &&
    readScene(feeling.text, [{ name: plan.child.name, pronoun: plan.child.pronouns as Reader["pronoun"], hero: true }]).get(plan.child.name)?.feeling;
  if (f === "crying") return "sad";
  return f && f !== "happy" && f !== "proud" ? f : "worried";
}

function otherChildLook(
  name: string,
  pronouns: Pronouns | undefined,
  avoid: HairLook,
  seed: number,
  older: boolean,
  age: Age = "child",
  younger = false,
): PersonLook {
  const rng = seededRandom(hashString(name.toLowerCase()) ^ seed);
  const p = pronouns ?? "they";
  let hair = pick(rng, HAIR_STYLES) as HairLook;
  if (hair === avoid) hair = HAIR_STYLES[(HAIR_STYLES.indexOf(hair as (typeof HAIR_STYLES)[number]) + 1) % HAIR_STYLES.length];
  if (hair === "bun") hair = avoid === "ponytail" ? "long" : "ponytail"; // a bun is a grown-up's: a child gets one only from the parent
  if (p === "he" && hair !== "curly") hair = rng() < 0.6 ? "short" : "curly";
  if (p === "he" && hair === avoid) hair = avoid === "short" ? "curly" : "short";
  if (older && p !== "he" && (hair === "puffs" || hair === "curly")) hair = avoid === "ponytail" ? "long" : "ponytail";
  const band = otherChildAge(age, older ? "older" : younger ? "younger" : "same");
  return { age: band, hair, outfit: outfitFor(p, rng), motif: pick(rng, MOTIFS), glasses: rng() < 0.15, wave: true };
}

/** Grown-up hair: never a child's style copied (no child curls or puffs), never the child's own. */
function grownUpLook(kind: CharacterKind, words: string, pronouns: Pronouns | undefined, seed: number, avoid: HairLook): PersonLook {
  const rng = seededRandom(hashString(words.toLowerCase()) ^ seed);
  if (kind === "grandma") return { age: "elder", hair: "bun", glasses: true, cardigan: true, outfit: "dress", motif: "none" };
  if (kind === "grandpa") return { age: "elder", hair: "bald-sides", glasses: true, mustache: true, cardigan: true, outfit: "shirt-trousers", motif: "none" };
  const g = genderOf(words, pronouns);
  const hairOf = (options: HairLook[]) => {
    const h = pick(rng, options);
    return h === avoid ? options[(options.indexOf(h) + 1) % options.length] : h;
  };
  if (g === "she")
    return {
      age: "adult",
      hair: hairOf(["long", "bun", "wavy-bob", "ponytail", "afro"]),
      outfit: pick(rng, ["dress", "top-trousers", "top-skirt"] as const),
      motif: pick(rng, MOTIFS),
      glasses: rng() < 0.25,
    };
  if (g === "he") {
    const beard = rng() < 0.3;
    return {
      age: "adult",
      hair: hairOf(["side-part", "short", "afro"]),
      outfit: pick(rng, ["shirt-trousers", "tshirt-trousers"] as const),
      motif: "none",
      glasses: rng() < 0.3,
      beard,
      mustache: !beard && rng() < 0.25,
    };
  }
  return { age: "adult", hair: hairOf(["side-part", "wavy-bob", "ponytail"]), outfit: "tshirt-trousers", motif: pick(rng, MOTIFS), glasses: rng() < 0.25 };
}

const ANIMALS: Partial<Record<CharacterKind, { draw: () => Drawing; rel: number }>> = {
  tortoise: { draw: tortoise, rel: 0.8 },
  owl: { draw: owl, rel: 0.85 },
  bunny: { draw: bunny, rel: 0.85 },
  bear: { draw: bear, rel: 0.9 },
  dragon: { draw: dragon, rel: 0.85 },
  fairy: { draw: () => fairy(), rel: 0.8 },
  unicorn: { draw: unicorn, rel: 0.78 },
  robin: { draw: robin, rel: 1.05 },
  squirrel: { draw: squirrel, rel: 0.85 },
  frog: { draw: frog, rel: 0.95 },
  dog: { draw: dog, rel: 0.85 },
  cat: { draw: cat, rel: 0.75 },
};

/** Animal kinds drawn clearly smaller than the child (birds and other small creatures). */
export const SMALL_CREATURES: ReadonlySet<CharacterKind> = new Set<CharacterKind>(["robin", "owl", "frog", "squirrel", "bunny", "tortoise"]);
/** A small creature's height at most, as a share of the child's drawn height. */
export const SMALL_CREATURE_MAX = 0.42;
/** A standing child's drawing height (unscaled), for scenes without the child. */
const CHILD_HEIGHT = 244;

const isPerson = (k: CharacterKind) => k === "child" || k === "grown-up" || k === "grandma" || k === "grandpa";
const isGrown = (k: CharacterKind) => k === "grown-up" || k === "grandma" || k === "grandpa";

function castMember(
  name: string,
  kind: CharacterKind,
  role: FigureInfo["role"],
  words: string,
  pronouns: Pronouns | undefined,
  childHair: HairLook,
  seed: number,
  mood: Mood,
  age: Age = "child",
): Cast {
  if (kind === "child") {
    const look = { ...otherChildLook(name, pronouns, childHair, seed, relativeAge(words) === "older", age, relativeAge(words) === "younger"), mood };
    // without ages, another child is drawn at the child's own scale (an older one's body is taller)
    return { name, kind, role, look, drawing: person(look), rel: 1 };
  }
  if (isGrown(kind)) {
    const look = { ...grownUpLook(kind, words, pronouns, seed, childHair), mood, wave: role === "helper" };
    return { name, kind, role, look, drawing: person(look), rel: 0.94 };
  }
  if (kind === "baby") return { name, kind, role, drawing: babyOnBlanket(), rel: 0.62 };
  const a = ANIMALS[kind]!;
  return { name, kind, role, drawing: a.draw(), rel: a.rel };
}

/**
 * Who the scene shows, in order of importance: the child, the helper, the grown-up, the others, and
 * anyone else the scene names (every name listed appears). A baby is carried by the grown-up the
 * words have holding it (else the story's grown-up), lies in its cot when the words have it asleep,
 * else sits on a blanket.
 */
function castOf(plan: StoryPlan, scene: Scene, seed: number, band?: string): Cast[] {
  const names = scene.characters;
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  const told = planText(plan);
  const childReader: Reader = { name: plan.child.name, pronoun: plan.child.pronouns as Reader["pronoun"], hero: true };
  const look: PersonLook = { ...childLook(plan, seed, band), mood: scene.beat === "helper" ? helperMood(plan) : moodFor(scene.beat, "child") };
  const age = look.age;
  const present = (n: string) => names.some((x) => same(x, n));
  const has = (n: string) => out.some((c) => same(c.name, n));
  const out: Cast[] = [];
  const otherMood = moodFor(scene.beat, "other");
  const hero: Cast = { name: plan.child.name, kind: "child", role: "child", look, drawing: person(look), rel: 1, pronoun: plan.child.pronouns };
  if (present(plan.child.name)) out.push(hero);
  if (present(plan.helper.name) && !has(plan.helper.name)) {
    const kind = characterKind(plan.helper.kind, plan.helper.name) ?? "child";
    const words = `${plan.helper.name} ${plan.helper.kind}`;
    out.push({ ...castMember(plan.helper.name, kind, "helper", words, undefined, look.hair, seed, otherMood, age), pronoun: genderOf(words, undefined) });
  }
  if (present(plan.grownUp.name) && !has(plan.grownUp.name) && !goneOut(plan, scene, plan.grownUp.name)) {
    const kind = characterKind(plan.grownUp.name) ?? "grown-up";
    const k: CharacterKind = kind === "grandma" || kind === "grandpa" ? kind : "grown-up";
    out.push({
      ...castMember(plan.grownUp.name, k, "grown-up", plan.grownUp.name, undefined, look.hair, seed, otherMood, age),
      pronoun: genderOf(plan.grownUp.name, undefined),
    });
  }
  // Brothers and sisters: each with hair of their own, so the picture tells them apart. Decided over
  // the whole plan (everyone the plan describes, in its order), never over who this scene shows, so a
  // named character looks the same on every page of the story.
  const hairs: HairLook[] = [look.hair];
  for (const o of plan.others ?? []) {
    const kind = characterKind(o.kind, o.name) ?? "child";
    const words = `${o.name} ${o.kind} ${relationInWords(o.name, told)}`;
    let member = castMember(o.name, kind, "other", words, o.pronouns, look.hair, seed, otherMood, age);
    for (let k = 1; kind === "child" && member.look && hairs.includes(member.look.hair) && k < 8; k++) {
      member = castMember(o.name, kind, "other", words, o.pronouns, look.hair, seed + k * 7919, otherMood, age);
    }
    if (kind === "child" && member.look) hairs.push(member.look.hair);
    if (
      (!present(o.name) && !actsHere(scene.text, o.name, o.kind, childReader)) ||
      has(o.name) ||
      onlyAtTheirs(scene.text, o.name) ||
      goneOut(plan, scene, o.name)
    )
      continue;
    member.pronoun = o.pronouns ?? genderOf(o.kind, undefined);
    // "the baby", "baby Ivy", "her brother": the words that mean this one
    member.aliases = [o.kind, `the ${o.kind}`, `${o.kind} ${o.name}`].filter((w) => w.trim().length > 2);
    out.push(member);
  }
  // The person of the situation ("the baby", "her cousin", "the waiter") where the words name them,
  // drawn as what the words say: the baby in the baby story (issue 22). Animals are the scene's props.
  // A baby already there by name (baby Ivy) is that baby, not a second one.
  // A person named only by a first name is who the words say ("his little sister, Ava": a child, smaller).
  const named = situationPersonIn(plan, scene);
  const story = `${told} ${plan.situation?.summary ?? ""}`;
  const relation = named ? relationTo(named, story) : undefined;
  const namedKind = named ? (characterKind("", named) ?? (relation ? (characterKind(relation) ?? "child") : null)) : null;
  const sameBaby = namedKind === "baby" && out.some((c) => c.kind === "baby");
  if (named && namedKind && namedKind !== "dog" && namedKind !== "cat" && !has(named) && !sameBaby) {
    const head = named.toLowerCase().replace(/^(the|a|an|his|her|their|my|our)\s+/, "");
    const words = relation ? `${named} ${relation}` : named;
    // the one the story names in the job ("It was Jess, the babysitter"): drawn as Jess, the same on every page
    const called = /^\p{Ll}/u.test(named) ? calledThe(told, head) : undefined;
    out.push({
      ...castMember(called ?? named, namedKind, "other", words, undefined, look.hair, seed, otherMood, age),
      aliases: relation ? [relation, `the ${relation}`, `${plan.child.name}'s ${relation}`] : [head, `the ${head}`],
      pronoun: genderOf(words, undefined),
    });
  }
  // names the plan does not describe: drawn as what the name suggests, else as another child
  for (const n of names) {
    if (!n.trim() || has(n) || onlyAtTheirs(scene.text, n) || goneOut(plan, scene, n)) continue;
    const kind = characterKind("", n) ?? "child";
    out.push({ ...castMember(n.trim(), kind, "other", n, undefined, look.hair, seed, otherMood, age), pronoun: genderOf(n, undefined) });
  }
  // People the words name and have act here whom the plan never lists ("Jess came and knelt down",
  // "said Jess", "Mia sat with Jess"): drawn as what the story says they are ("Jess, the babysitter").
  const planWords = new Set(plan.strategy.name.split(/\s+/));
  for (const m of unquoted(scene.text, " … ").matchAll(NAMED_DOER)) {
    const n = m[1] ?? m[2] ?? m[3];
    // (nor a word of the plan's name: "with Gentle Hands and Tell" is no one called Gentle; R9)
    if (!n || out.length >= 5 || NOT_A_NAME.test(n) || planWords.has(n) || goneOut(plan, scene, n)) continue;
    // (a part of someone's name is them: "Bea" is Auntie Bea)
    const part = new RegExp(`\\b${n}\\b`);
    if (
      [plan.grownUp.name, plan.helper.name, ...(plan.others ?? []).map((o) => o.name), ...out.map((c) => c.name)].some((x) => same(x, n) || part.test(x)) ||
      onlyAtTheirs(scene.text, n)
    )
      continue;
    if (!actsHere(scene.text, n, "", childReader) && !new RegExp(`\\bwith ${n}\\b`).test(scene.text)) continue;
    const role = new RegExp(
      `\\b${n},? (?:the|a|an|her|his|their|our) (?:new |kind |friendly )?(babysitter|teacher|nanny|childminder|neighbou?r|aunt|uncle|grandma|grandpa|nana|granny|child|kid|friend|boy|girl|cousin)\\b`,
      "i",
    )
      .exec(told)?.[1]
      ?.toLowerCase();
    const kind: CharacterKind =
      characterKind("", n) ??
      (role ? (/babysitter|teacher|nanny|childminder|neighbou?r|aunt|uncle/.test(role) ? "grown-up" : (characterKind(role) ?? "child")) : "child");
    out.push({ ...castMember(n, kind, "other", role ?? n, undefined, look.hair, seed, otherMood, age), pronoun: genderOf(n, undefined) });
  }
  // People by role the words put here ("the waiter came over", "the teacher smiled"): drawn as grown-ups.
  // (not someone only imagined: "What if the doctor looked in her ears?")
  const notImagined = sentences(unquoted(scene.text))
    .filter((x) => !/^(?:what if|maybe|perhaps|if|imagine)\b/i.test(x.trim()))
    // (nor someone only told of: "He told Mum the teacher hadn't given him one" draws no teacher in the bedroom)
    .map((x) => x.replace(/\b(?:told|said|says|claimed|swore|insisted)\b(?: [A-Z]\w*| \w+)? (?:that )?the \w+ (?:had|hadn't|was|wasn't|did|didn't)\b.*$/, ""))
    .join(" ");
  for (const m of notImagined.matchAll(ROLE_WORDS)) {
    const role = m[1].toLowerCase();
    if (out.length >= 5 || out.some((c) => c.name.toLowerCase().includes(role) || (c.aliases ?? []).some((a) => a.toLowerCase().includes(role)))) continue;
    // the one the story names in the job ("It was Jess, the babysitter"): her name, the same look on every page
    const called = calledThe(told, role);
    if (called && NOT_A_NAME.test(called)) continue;
    if (called && (has(called) || goneOut(plan, scene, called))) continue;
    const name = called ?? `the ${role}`;
    const member = castMember(name, "grown-up", "other", name, undefined, look.hair, seed, otherMood, age);
    // dressed for the job: the waiter's apron, the doctor's coat, the teacher's lanyard
    const dress = UNIFORMS[role];
    if (dress && member.look) {
      member.look = { ...member.look, uniform: dress, cardigan: false };
      member.drawing = person(member.look);
    }
    out.push({ ...member, aliases: [role, `the ${role}`], pronoun: genderOf(role, undefined) });
  }
  // A grown-up the words call by title ("Ms. Priya hurried over", "said Mrs. Jones"): the teacher there, drawn with the
  // teacher's lanyard (a parent's daycare story has the teacher, not the parent, at daycare).
  for (const m of notImagined.matchAll(/\b(Ms|Mrs|Mr|Miss|Mx)\.? (\p{Lu}\p{Ll}+)\b/gu)) {
    const name = `${m[1]}${m[1] === "Miss" ? "" : "."} ${m[2]}`;
    if (out.length >= 5 || has(name) || same(plan.grownUp.name, name) || goneOut(plan, scene, name)) continue;
    const member = castMember(name, "grown-up", "other", name, undefined, look.hair, seed, otherMood, age);
    if (member.look) {
      member.look = { ...member.look, uniform: UNIFORMS.teacher, cardigan: false };
      member.drawing = person(member.look);
    }
    out.push({ ...member, aliases: [name, m[2]], pronoun: m[1] === "Mr" ? "he" : m[1] === "Mx" ? "they" : "she" });
  }
  // People the words bring in who are nobody in the plan ("a lady", "a man selling balloons", "the
  // dog's owner"): drawn as grown-ups where the words have them here (not likened to, not imagined)
  for (const m of notImagined.matchAll(STRANGERS)) {
    const who = (m[1] ?? m[2] ?? "").toLowerCase();
    const name = `the ${who}`;
    if (!who || out.length >= 5 || out.some((c) => c.name === name || (c.aliases ?? []).includes(who))) continue;
    out.push({
      ...castMember(name, "grown-up", "other", name, undefined, look.hair, seed, otherMood, age),
      aliases: [who, `a ${who}`, `an ${who}`],
      pronoun: genderOf(who, undefined),
    });
  }
  // One person, one figure: "his little sister" is Nora when the words say Nora is his little sister
  // (the sister by her relation and again by her name was drawn as two sisters).
  for (const c of [...out]) {
    const noun = c.role === "other" && !/^\p{Lu}/u.test(c.name) ? KIN.exec(c.name)?.[1]?.toLowerCase() : undefined;
    if (!noun) continue;
    const twin = out.find((o) => o !== c && o.role !== "child" && o.kind === c.kind && new RegExp(`\\b${noun}\\b`, "i").test(relationTo(o.name, story) ?? ""));
    if (!twin) continue;
    twin.aliases = [...(twin.aliases ?? []), ...(c.aliases ?? []), c.name];
    out.splice(out.indexOf(c), 1);
  }
  // The child is the hero: a scene naming nobody we can draw still shows the child.
  if (!out.length) out.push(hero);
  return out.slice(0, 6);
}

/** A first name the words have act here: "said Jess", "Jess came and knelt down", "sat with Jess". */
const NAMED_DOER =
  /\b(?:said|asked|whispered|called|laughed|smiled) (\p{Lu}\p{Ll}{2,})\b(?!['’])|\b(\p{Lu}\p{Ll}{2,}) (?:came (?:over|in|and|back)|knelt|kneeled|crouched|sat (?:down|with|beside|next)|smiled|nodded|hugged|giggled|laughed)\b|\bwith (\p{Lu}\p{Ll}{2,})\b(?!['’])/gu;
/** Capitalized words that are no one: sounds, openers, pronouns. */
const NOT_A_NAME =
  /^(?:\p{Lu}\p{Ll}+ly|Even|Just|Only|Still|Maybe|Perhaps|Suddenly|Finally|Instead|Also|Once|Today|Tonight|Tomorrow|Here|There|Then|Now|Soon|Later|Next|After|Before|Everyone|Everybody|Nobody|Someone|She|He|They|The|It|What|This|That|Who|Yes|No|Oh|Okay|Well|And|But|So|Together|Both|Quack|Press|Squeeze|Beep|Hug|Sniff|Tap|Ding|Click|Swish|Splash|Thump|Hooray|Mom|Mum|Dad|Papa|Mama|Daddy|Mommy|Mummy)$/u;

/** Words that take someone out and away ("Mum went down the path", "At the gate, Mum turned and waved", "had gone out"). */
const goneWords = (n: string) =>
  new RegExp(
    `\\b${n} (?:went|walked|kept going|drove|headed|hurried) (?:off|out(?! (?:of|into|to|onto|in|with)\\b)|out (?:of )?the (?:front )?door|away|down the (?:path|street|road|drive)|to (?:the gate|the car|the bus|work|the shops)|,? to the gate)|\\b${n} (?:had gone|has gone|had left|left the house|was gone|waved goodbye and (?:left|went))|\\bat the gate,? ${n}\\b|\\b${n} (?:got in(?:to)? the (?:car|taxi|bus)|drove off|closed the (?:front )?door behind)`,
    "i",
  );
/** Words that bring them back ("Mum was home!", "Mum came back", "tiptoed in"). */
const backWords = (n: string) =>
  new RegExp(
    `\\b${n} (?:was (?:home|back)|came (?:back|home|in)|got (?:back|home)|returned|walked in|tiptoed in|opened the door)\\b|\\b(?:welcome|back) home,? ${n}\\b`,
    "i",
  );

/** The name the story gives the one in a job ("It was Jess, the babysitter" → "Jess"), if it gives one. */
function calledThe(text: string, job: string): string | undefined {
  return new RegExp(`\\b(\\p{Lu}\\p{Ll}+), the ${job}\\b`, "u").exec(text)?.[1];
}

/**
 * Whether the words have taken someone out by this page and not brought them back: on this page (its
 * last word about them) or an earlier page of the same day at home ("Mum kept going, to the gate"; next
 * page "Mum was thinking of Mia too": she is not in the room).
 */
function goneOut(plan: StoryPlan, scene: Scene, name: string): boolean {
  const n = name.trim().replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  if (!n) return false;
  const at = plan.scenes.indexOf(scene);
  const gone = goneWords(n);
  const back = backWords(n);
  let out = false;
  for (let i = 0; i <= at; i++) {
    const x = plan.scenes[i];
    if ((x.day ?? 0) !== (scene.day ?? 0)) {
      out = false;
      continue;
    }
    for (const sentence of sentences(unquoted(x.text))) {
      if (gone.test(sentence)) out = true;
      else if (back.test(sentence)) out = false;
    }
  }
  return out;
}

/**
 * Whether the words name someone only as the place they live ("ride my bike to Kai's", "at Kai's
 * house"): then they are there, not here, and not drawn.
 */
function onlyAtTheirs(text: string, name: string): boolean {
  const n = name.trim().replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  if (!n) return false;
  const all = text.match(new RegExp(`\\b${n}\\b`, "g"))?.length ?? 0;
  const there =
    text.match(new RegExp(`\\b(?:to|at|from|round to|over to) ${n}['’]s(?: (?:house|home|flat|place))?\\b(?! (?!house|home|flat|place)\\w)`, "g"))?.length ?? 0;
  return all > 0 && there === all;
}

/** Words that put a coat on ("Theo put the coat on", "pulled on her raincoat", "The coat went on", "zipped up his jacket"). */
const COAT_ON =
  /\b(?:put on (?:his|her|their) (?:\w+ )?(?:shoes|boots|hat|scarf|wellies) and (?:his|her|their) (?:\w+ )?(?:coat|jacket|raincoat|anorak)\b|(?:put|puts|putting|pulled|pulling|shrugged|wriggled)(?: (?:on|into))? (?:the|his|her|their|my|a|a warm|a big) (?:\w+ )?(?:coat|jacket|raincoat|anorak)(?: (?:on|back on))?|(?:put|pulled) (?:the coat|the jacket) on|(?:put|pulled) it on(?=[.!?,;]|$| and\b| then\b| by\b| all\b| again\b| too\b)|(?:coat|jacket|raincoat|anorak) (?:went|was|is|goes) on|zipp(?:ed|ing) up (?:the|his|her|their|my|[A-Z]\w+['’]s) (?:coat|jacket|raincoat|anorak)|in (?:his|her|their) (?:\w+ )?(?:coat|jacket|raincoat|anorak)\b(?! pocket))/i;
/** Shoes or boots going on the child's feet ("put on his shoes and his coat", "pulled her boots on"). */
const SHOES_ON =
  /\b(?:(?:put|puts|putting|pulled|pulling|got|wriggled|stuffed|squeezed)(?: on| into)? (?:[^.!?]{0,24}? )?(?:his|her|their|the|my) (?:\w+ )?(?:shoes|boots|wellies|wellingtons|sneakers|trainers)(?: on)?|(?:shoes|boots|wellies|sneakers) (?:went|were|are|go) on)\b/i;
/** Words that take it off again ("took her coat off", "hung up his jacket"). */
const COAT_OFF =
  /\b(?:took|takes|taking|pulled|shrugged|wriggled) (?:off )?(?:the|his|her|their|my) (?:coat|jacket|raincoat|anorak)(?: off)?|hung (?:up )?(?:the|his|her|their|my) (?:coat|jacket|raincoat|anorak)|(?:coat|jacket|raincoat|anorak) (?:came|went) off\b/i;
/** The zip of the coat being worn: "Then came the zip. Tug, tug. Stuck!", "Zip! Up it went." */
const ZIP = /\bzip\b/i;

/**
 * Whether the child wears a coat in scene `index`: the words put it on here, or on an earlier page of
 * the same day, and nothing since took it off (the stuck zip of the whining story: the coat is on
 * from the first page to the last zip). The zip on a page of a story whose coat is on is the coat's.
 * Someone else's coat ("Grandma held out the coat", "Milo's coat") is not the child's.
 */
function wearsCoat(plan: StoryPlan, index: number): boolean {
  const scene = plan.scenes[index];
  if (!scene) return false;
  let on = false;
  for (let i = 0; i <= index; i++) {
    const s = plan.scenes[i];
    if ((s.day ?? 0) !== (scene.day ?? 0)) {
      on = false;
      continue;
    }
    for (const x of sentences(s.text)) {
      if (COAT_OFF.test(x)) on = false;
      else if (COAT_ON.test(x) && !othersCoat(plan, x)) on = true;
    }
  }
  if (on) return true;
  // a zip that gets stuck, or goes up, on a page of a day whose coat went on
  return ZIP.test(scene.text) && plan.scenes.some((s, i) => i < index && (s.day ?? 0) === (scene.day ?? 0) && COAT_ON.test(s.text));
}

/** A sentence about someone else putting a coat on (a grown-up's, a friend's): named before it, not the child. */
function othersCoat(plan: StoryPlan, sentence: string): boolean {
  const m = COAT_ON.exec(sentence);
  if (!m) return false;
  const before = sentence.slice(0, m.index);
  const child = plan.child.name.trim();
  // "Dad zipped up Alex's coat": the child's own coat, whoever does it up
  if (child && new RegExp(`\\b${child.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}['’]s (?:\\w+ )?(?:coat|jacket|raincoat|anorak)\\b`).test(sentence)) return false;
  if (child && new RegExp(`\\b${child.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`).test(before)) return false;
  const names = [plan.grownUp.name, plan.helper.name, ...(plan.others ?? []).map((o) => o.name)].filter((n) => n?.trim());
  return (
    names.some((n) => new RegExp(`\\b${n.trim().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`).test(before)) ||
    /\b(?:[A-Z]\w+['’]s|Mom's|Dad's) (?:\w+ )?(?:coat|jacket)\b/.test(sentence)
  );
}

/** Family and friends by their relation to the child. */
const KIN = /\b(sister|brother|sibling|cousin|twin|friend|child|kid|boy|girl)\b/i;

/**
 * What the story's words say `name` is to the child, when they say it beside the name: "his little
 * sister, Ava" or "Ava, his little sister" → "little sister"; "Alex's friend Milo" → "friend"; "Another
 * child, Leo" → "child".
 */
export function relationTo(name: string, text: string): string | undefined {
  const n = name.trim().replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  if (!n || !/^\p{Lu}/u.test(name.trim())) return undefined;
  const rel = String.raw`((?:(?:little|younger|baby|small|big|older|best|twin)\s+)?(?:sister|brother|sibling|cousin|friend|child|kid|boy|girl))`;
  const m =
    new RegExp(String.raw`(?:\b(?:his|her|their|my|our|the|another|a)|\b\p{Lu}\p{L}+['’]s)\s+${rel},?\s+${n}\b`, "iu").exec(text) ??
    new RegExp(String.raw`\b${n},\s+(?:his|her|their|my|our|the)\s+${rel}\b`, "i").exec(text);
  return m?.[1]?.toLowerCase();
}

/**
 * Whether the words have someone the plan left out of the scene doing or feeling something in it
 * ("Ivy was crying", "the baby giggled"): then they are drawn. Only mentioned ("ever since Ivy was
 * born") or sent elsewhere ("Ivy was at Grandma's") they are not.
 */
function actsHere(text: string, name: string, kind: string, child: Reader): boolean {
  if (!name.trim() || !new RegExp(`\\b${name.trim().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`).test(text)) return false;
  const r = readScene(text, [child, { name, aliases: kind.trim().length > 2 ? [`the ${kind}`, `${kind} ${name}`] : [] }]).get(name);
  if (!r) return false;
  const away = new RegExp(
    `\\b${name.trim().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b (?:was|is|had gone|went|stayed) (?:at|away|out|off|upstairs|downstairs|in (?:the|her|his) (?:room|bedroom)|next door|asleep)`,
    "i",
  );
  return !away.test(text);
}

/**
 * Grown-ups the words bring in who are nobody in the plan: a man, a lady ("a lady with a trolley", "an
 * old man selling balloons"), and the owner of the dog ("the dog's owner", "her owner"); never one
 * only likened to ("like a grumpy old man") or someone else's ("the man's hat").
 */
const STRANGERS =
  /(?<!\blike )\b(?:a|an|the|another)(?: (?:old|older|young|kind|friendly|nice|tall|smiling|busy|grumpy|cross|surprised))? (man|woman|lady|gentleman)\b(?!['’]s)|\b(?:(?:the (?:dog|puppy|cat)|[A-Z][a-z]+)['’]s|its|his|her|their) (owner)\b/gi;

/** The clothes of a job the words name. */
const UNIFORMS: Partial<Record<string, Uniform>> = {
  waiter: "apron",
  waitress: "apron",
  server: "apron",
  baker: "apron",
  shopkeeper: "apron",
  cashier: "apron",
  barber: "apron",
  hairdresser: "apron",
  doctor: "coat",
  nurse: "coat",
  dentist: "coat",
  vet: "coat",
  teacher: "lanyard",
  librarian: "lanyard",
  coach: "lanyard",
  lifeguard: "lanyard",
  zookeeper: "lanyard",
  ranger: "lanyard",
};

/** Grown-ups the words may bring in by their job. */
const ROLE_WORDS =
  /\b(?:the|a|our|their|his|her) (waiter|waitress|teacher|doctor|nurse|dentist|barber|hairdresser|librarian|lifeguard|shopkeeper|cashier|coach|server|zookeeper|ranger|baker|vet|babysitter|neighbou?r)\b(?!['’]s\b)/gi;

/** The situation's feeling of a fear story. */
const FEAR_FEELINGS = /\b(?:scared|afraid|frightened|terrified|worried|nervous|anxious|fearful)\b/i;

/** Words that name a cross feeling itself (not a shout, which may be a shout of joy). */
const CROSS_WORDS =
  /\b(?:cross(?! (?:the|over|a|his|her|their|out|legged))|angry|angrily|furious|grumpy|cranky|frustrated|annoyed|scowl\w*|glar\w*|jealous|fuming|huff(?:ed|ing|y)?(?! (?:on|onto|into|out)\b)|stomp\w*|stamp\w*)\b/i;

/** Words that put the baby asleep in its cot, or down on the floor to play. */
const BABY_ASLEEP = /\b(?:asleep|sleeping|napping|(?:having|had|took) (?:a|her|his) nap|in (?:the|her|his) (?:cot|crib))\b/i;
const BABY_DOWN = /\b(?:play ?mat|(?:on|onto) the (?:floor|rug|blanket)|crawl(?:ed|ing|s)?|high ?chair)\b/i;

/**
 * Acts out the scene's words: each person's face and body from what the words say they feel and do
 * (reading.ts), nobody waving while the words have them cross or crying; the baby where the words
 * put it (in the arms of whoever holds it, asleep in its cot, or on its blanket).
 */
function actOut(plan: StoryPlan, scene: Scene, cast: Cast[]): Map<string, Reading> {
  const readers: Reader[] = cast.map((c) => ({
    name: c.name,
    aliases: c.kind === "baby" ? [...(c.aliases ?? []), "the baby", "baby"] : c.aliases,
    pronoun: c.kind === "baby" ? undefined : c.pronoun,
    hero: c.role === "child",
  }));
  const read = readScene(scene.text, readers);
  for (const c of cast) {
    const r = read.get(c.name);
    if (!c.look || !r) continue;
    const look: PersonLook = { ...c.look };
    if (r.feeling) look.mood = r.feeling;
    // a shout in a fear story is fear ("shouted, 'Go away!'" at the big dog), unless the words say cross
    if (c.role === "child" && look.mood === "cross" && FEAR_FEELINGS.test(plan.situation?.feeling ?? "") && !CROSS_WORDS.test(scene.text)) look.mood = "scared";
    if (r.eyesShut) look.eyesSqueezed = true;
    // a celebration (or success) where they grin is a grinning face, whatever else the scene says
    // ("'Done!' Theo shouted" there is a shout of joy)
    const winning = scene.beat === "celebration" || scene.beat === "success";
    const replay = winning || scene.beat === "echo" || scene.beat === "ending";
    if (
      (winning && r.smiled && (look.mood === "crying" || look.mood === "sad" || look.mood === "cross")) ||
      (replay && look.mood === "cross" && !CROSS_WORDS.test(scene.text)) ||
      // the success is the moment it worked: never a cross face on the child
      (scene.beat === "success" && c.role === "child" && look.mood === "cross")
    )
      look.mood = "happy";
    // the echo page's old feeling passes when it ends in smiles ("felt the jealous feeling creep in … Kit laughed")
    if (scene.beat === "echo" && c.role === "child" && look.mood && look.mood !== "happy" && look.mood !== "proud" && endsHappily(scene.text))
      look.mood = "happy";
    // the problem's hit or shove is what the picture shows of the one who did it, not their stepping back after
    const a = scene.beat === "problem" && r.hurt && (!r.action || AFTER_HURT.has(r.action)) ? "push" : r.action;
    if (
      a &&
      a !== "cling" &&
      a !== "play-game" &&
      a !== "lie" &&
      a !== "walk" &&
      a !== "kneel" &&
      a !== "eyes-shut" &&
      !(a === "hold" && cast.some((b) => b.kind === "baby"))
    )
      look.action = a;
    // knelt or crouched down beside someone: down low on the heels
    if (r.low && !look.moving && a !== "flop" && a !== "hug-knees" && a !== "hide" && a !== "jump" && a !== "stamp")
      Object.assign(look, { pose: "sit", seat: "heels" });
    if (a === "walk" || a === "run") look.moving = true;
    if (look.action || (look.mood && look.mood !== "happy" && look.mood !== "proud")) look.wave = false;
    c.look = look;
    c.drawing = person(look);
  }
  // the baby: in the arms of whoever the words have holding it (else the story's grown-up), in its
  // cot when the words have it asleep, on its blanket when they put it down
  for (const b of cast.filter((c) => c.kind === "baby")) {
    // what is said ("shh, the baby's asleep") is not where the baby is
    const babyWords = sentencesAbout(unquoted(scene.text), [b.name, ...(b.aliases ?? []), "baby"]);
    const babyCrying = read.get(b.name)?.feeling === "crying";
    if (BABY_ASLEEP.test(babyWords) && !babyCrying) {
      b.drawing = babyInCot();
      b.rel = 0.8;
      b.pose = undefined;
      b.inCot = true;
      continue;
    }
    // (the tray of the high chair an earlier page sat the baby in is the high chair: "slammed the drawing down on the tray";
    // a baby an earlier page at this place put in the high chair is still in it until the words move it)
    const chairHere =
      /\bhigh[- ]?chair\b/i.test(scene.text) ||
      (/\btray\b/i.test(scene.text) && plan.scenes.some((x) => x.place === scene.place && /\bhigh[- ]?chair\b/i.test(x.text))) ||
      stillInHighChair(plan, scene, [b.name, ...(b.aliases ?? []), "baby"]);
    if ((/\bhigh[- ]?chair\b/i.test(babyWords) && !/\bout of the high ?chair\b/i.test(babyWords)) || (chairHere && !BABY_MOVED.test(babyWords))) {
      b.drawing = babyInHighChair(read.get(b.name)?.feeling === "crying");
      b.rel = 0.9;
      b.inHighChair = true;
      continue;
    }
    if (BABY_DOWN.test(babyWords)) continue;
    const grown = cast.filter((c) => isGrown(c.kind) && c.look && !c.carries && c.look.pose !== "sit");
    const holder = grown.find((c) => read.get(c.name)?.action === "hold") ?? grown.find((c) => c.role === "grown-up") ?? grown[0];
    if (!holder || !holder.look) continue;
    const f = read.get(b.name)?.feeling;
    holder.look = { ...holder.look, holding: true, wave: false, action: undefined, babyCrying: f === "crying" || f === "sad" };
    holder.drawing = person(holder.look);
    holder.carries = b;
    b.carriedBy = holder;
  }
  return read;
}

/** Washing the child's hair (done in the bath): "washed her hair", "hair-washing time", "the shampoo", "Clean hair!". */
const HAIR_WASH =
  /\b(?:wash(?:ed|es|ing)? (?:her|his|their|\w+['’]s) hair|hair (?:was |got |being )?(?:washed|rinsed)|hair-?washing|(?:the |more )?shampoo(?:ed|ing)?\b(?! bottle)|rins(?:e|ed|ing) (?:her|his|their) hair|(?:clean|soapy|wet) hair|hair was (?:still )?soapy|poured (?:the )?water|pour(?:ed|s|ing)? (?:it )?from the cup|rinse (?:cup|jug)|bubbles (?:on|in) (?:her|his|their) (?:hair|head))/i;

/** What a child does after the hit or shove of the problem that the picture leaves for the hit (stepped back, hands up). */
const AFTER_HURT: ReadonlySet<ReadAction> = new Set<ReadAction>(["walk", "hand-up", "reach", "point", "hold"]);

/** Words that take the baby out of the high chair (or never put it there): held, carried, put down, asleep. */
const BABY_MOVED =
  /\b(?:held|holding|picked (?:\w+ )?up|lifted|carried|carrying|rocked|rocking|cuddled|in (?:her|his|their|Mom's|Dad's) arms|out of the high ?chair|play ?mat|(?:on|onto) the (?:floor|rug|blanket)|crawl(?:ed|ing|s)?|asleep|napping|cot|crib|bath)\b/i;

/**
 * Whether the baby is still in the high chair an earlier page put it in: the pages before this one,
 * back to where the words last put the baby somewhere, all at this scene's place, and the last of
 * them put it in the high chair (a page at another place, or one that picks it up, ends it).
 */
function stillInHighChair(plan: StoryPlan, scene: Scene, names: string[]): boolean {
  const at = plan.scenes.indexOf(scene);
  for (let i = at - 1; i >= 0; i--) {
    const x = plan.scenes[i];
    if (x.place !== scene.place) return false;
    const words = sentencesAbout(unquoted(x.text), names);
    if (/\bhigh[- ]?chair\b/i.test(words) && !/\bout of the high ?chair\b/i.test(words)) return true;
    if (BABY_MOVED.test(words)) return false;
  }
  return false;
}

/** The sentences of a text that name any of `names`. */
function sentencesAbout(text: string, names: string[]): string {
  const res = names.filter((n) => n.trim().length > 1).map((n) => new RegExp(`\\b${n.trim().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`, "i"));
  return sentences(text)
    .filter((s) => res.some((re) => re.test(s)))
    .join(" ");
}

// ---- poses from the words --------------------------------------------------------------------------

/** People at work on their feet in a cafe or a shop (never seated at the customers' table). */
const WORKER = /\b(?:waiter|waitress|server|chef|cook|staff|cashier|barista|shopkeeper|owner|manager)\b/i;
/** Actions of someone up and about: not seated for the cafe's table. */
const ON_THE_MOVE: ReadonlySet<ReadAction> = new Set<ReadAction>(["walk", "run", "stamp", "jump", "flop", "hide", "hug-knees", "cling", "lie", "kneel"]);
/** Words that have people standing or leaving in the cafe: they are not all sat down. */
const STOOD = /\b(?:stood|standing|stand up|got up|jumped up|queue[ds]?|in line|waited at the counter|walked out|left the (?:cafe|café|restaurant))\b/i;

/**
 * Replaces the figures the scene's words put in a pose by one drawing of the pose: children in the
 * bedroom's bed (the bed comes forward, its place at the back is left empty), two people hugging,
 * the child in the shopping cart. Everyone else stands (or sits) as before.
 */
function applyPoses(
  plan: StoryPlan,
  scene: Scene,
  cast: Cast[],
  parts: PlaceParts,
  read: Map<string, Reading> = new Map(),
): { cast: Cast[]; parts: PlaceParts; noProps: ArtProp[]; tent: boolean; game: boolean } {
  const members: PoseCastMember[] = cast.map((c) => ({
    name: c.name,
    child: c.kind === "child" && !!c.look,
    person: !!c.look && !c.carries && (c.kind === "child" || isGrown(c.kind)),
    hero: c.role === "child",
    pronoun: c.role === "child" ? plan.child.pronouns : undefined,
  }));
  const hasBed = parts.kind === "bedroom" && parts.back.some((s) => (s.tag ?? "").startsWith("built-in:bed"));
  // camping: a tent or a sleeping bag in the scene, and the child sleeps in a sleeping bag
  const tentWords =
    /\b(?:tent|sleeping bags?)\b/i.test(scene.text) &&
    [...scene.props, plan.situation?.object ?? ""].some((p) => findProp(p) === "tent" || /sleeping bag/i.test(p));
  // (and any night there after a page put up the tent: "There was Theo, snug and still. Eyes shut.")
  const tentNight =
    (scene.time === "night" || scene.time === "evening") &&
    plan.scenes.some((s) => s.place === scene.place && (/\btent\b/i.test(s.text) || s.props.some((p) => findProp(p) === "tent")));
  const camping = !hasBed && (sceneProps(plan, scene).some((p) => findProp(p) === "tent") || tentWords || (tentNight && parts.kind !== "bedroom"));
  const hasCart = parts.kind === "shop" || scene.props.some((p) => findProp(p) === "shopping cart");
  const hasTub = parts.back.some((s) => s.tag === "built-in:bathtub");
  // (a living room drawn with an armchair instead still has the sofa the words put the child on: it comes with her)
  const hasSofa = parts.kind === "living room" || parts.back.some((s) => s.tag === "built-in:sofa");
  // the pool's and the sea's water: the words put people in it ("Papa got into the water", "they slid in")
  const hasWater = parts.kind === "pool" || parts.kind === "beach";
  // (the plan's name is a name: "It is called Hug, Call and Swap" is nobody hugging)
  const planName = plan.strategy.name.trim();
  const want = scenePoses(
    planName ? scene.text.split(planName).join("the plan") : scene.text,
    members,
    { bed: hasBed || camping, cart: hasCart, sit: canSitAt(parts), tub: hasTub, sofa: hasSofa, water: hasWater },
    plan.grownUp.name,
  );
  // hair washed at bath time: the child in the bath (the words of washing, never only said or seen before it starts)
  const hero = cast.find((c) => c.role === "child" && c.look);
  if (
    hasTub &&
    !want.tub &&
    !want.hug &&
    !want.lift &&
    hero &&
    scene.beat !== "opening" &&
    !want.bed.some((b) => b.name === hero.name) &&
    !["hide", "hug-knees", "cling", "run", "walk"].includes(read.get(hero.name)?.action ?? "") &&
    HAIR_WASH.test(unquoted(scene.text))
  )
    want.tub = hero.name;
  // a child clinging to a grown-up: the two drawn close, the child's arms round them
  const clinger = cast.find((c) => c.kind === "child" && c.look && read.get(c.name)?.action === "cling");
  const held = clinger && (cast.find((c) => c.name === plan.grownUp.name && c.look && !c.carries) ?? cast.find((c) => isGrown(c.kind) && c.look && !c.carries));
  if (!want.hug && !want.lift && clinger && held) want.hug = [held.name, clinger.name];
  // playing a board game: the players sit down to it, the game on the floor in front
  const players = cast.filter((c) => c.look && read.get(c.name)?.action === "play-game").map((c) => c.name);
  const game = players.length > 0;
  if (game && canSitAt(parts)) for (const n of players) if (!want.sit.includes(n)) want.sit.push(n);
  const byName = (n: string) => cast.find((c) => c.name === n && c.look);
  let out = [...cast];
  const noProps: ArtProp[] = [];
  const replace = (gone: Cast[], by: Cast) => {
    const at = Math.min(...gone.map((g) => out.indexOf(g)));
    out = out.filter((c) => !gone.includes(c));
    out.splice(Math.max(0, Math.min(at, out.length)), 0, by);
  };
  // camping at night: the other children sleepy or trying to sleep are in their sleeping bags too ("Kai yawned", "I'm trying to sleep!")
  if (camping && (scene.time === "night" || scene.time === "evening"))
    for (const c of cast) {
      if (c.kind !== "child" || !c.look || want.bed.some((b) => b.name === c.name)) continue;
      const r = read.get(c.name);
      const about = sentencesAbout(scene.text, [c.name]);
      const up = r?.action === "run" || r?.action === "walk" || r?.action === "jump" || /\b(?:stood|got up|sat up|climbed out|ran|jumped)\b/i.test(about);
      if (!up && (r?.feeling === "sleepy" || /\b(?:trying to sleep|yawn(?:ed|s|ing)?|sleepy|snug)\b/i.test(about)))
        want.bed.push({ name: c.name, asleep: false });
    }
  const sleepers = want.bed.map((b) => ({ cast: byName(b.name), asleep: b.asleep })).filter((x): x is { cast: Cast; asleep: boolean } => !!x.cast);
  if (sleepers.length) {
    const drawing = childrenInBed(
      sleepers.map((x) => ({ look: { ...x.cast.look!, wave: false, pose: "stand" as const }, asleep: x.asleep })),
      camping,
    );
    const lead = sleepers[0].cast;
    replace(
      sleepers.map((x) => x.cast),
      {
        name: lead.name,
        kind: "child",
        role: sleepers.some((x) => x.cast.role === "child") ? "child" : lead.role,
        drawing,
        rel: 1,
        pose: { kind: "bed", members: sleepers.map((x, i) => ({ cast: x.cast, pose: x.asleep ? "asleep" : "in-bed", part: `sleeper${i}` })) },
      },
    );
    // the bed comes forward: the one at the back, and the things that would sit on it, go
    if (!camping)
      parts = { ...parts, back: parts.back.filter((s) => !(s.tag ?? "").startsWith("built-in:bed")), surfaces: parts.surfaces.filter((x) => x.tag !== "bed") };
    // a blanket in the words is the one over them
    noProps.push("blanket", "pillow");
  }
  /** Two figures drawn as one pair (a hug, hand in hand), named for the child of the two. */
  const posedPair = (a: Cast, b: Cast, kind: "hug" | "hand" | "lift", pose: PoseKind, [part0, part1]: [string, string], drawing: Drawing) => {
    const hero = a.role === "child" ? a : b.role === "child" ? b : a;
    replace([a, b], {
      name: hero.name,
      kind: hero.kind,
      role: hero.role,
      drawing,
      rel: 1,
      pose: {
        kind,
        members: [
          { cast: a, pose, part: part0 },
          { cast: b, pose, part: part1 },
        ],
      },
    });
  };
  if (want.hug) {
    const [a, b] = want.hug.map(byName);
    if (a && b && out.includes(a) && out.includes(b)) {
      // the faces the words give them (a crying child comforted), else smiles (in the problem or its
      // feeling, the beat's face: a grown-up holding a frightened child close is not grinning)
      const hard = scene.beat === "problem" || scene.beat === "feeling";
      const face = (c: Cast): Mood => read.get(c.name)?.feeling ?? (hard ? (c.look?.mood ?? "neutral") : "happy");
      const drawing = hugPair({ ...a.look!, mood: face(a), action: undefined }, a.rel, { ...b.look!, mood: face(b), action: undefined }, b.rel);
      posedPair(a, b, "hug", "hug", ["hugger0", "hugger1"], drawing);
    }
  }
  // up in a grown-up's arms: "climbed up Papa like a tree", "Dad scooped her up" (more than a hug)
  if (want.lift) {
    const [a, b] = want.lift.map(byName);
    if (a && b && out.includes(a) && out.includes(b) && !a.carries && !b.carries) {
      const face = (c: Cast, or: Mood): Mood => read.get(c.name)?.feeling ?? c.look?.mood ?? or;
      const drawing = liftPair({ ...a.look!, mood: face(a, "happy") }, a.rel, { ...b.look!, mood: face(b, "happy") }, b.rel);
      posedPair(a, b, "lift", "lifted", ["lifter", "lifted"], drawing);
    }
  }
  // hand in hand, as the words say (a hug or a cling says more, and wins)
  if (want.hand && !want.hug) {
    const [a, b] = want.hand.map(byName);
    if (a && b && out.includes(a) && out.includes(b) && !a.carries && !b.carries) {
      posedPair(a, b, "hand", "hand-in-hand", ["hand0", "hand1"], handPair({ ...a.look! }, a.rel, { ...b.look! }, b.rel));
    }
  }
  /** One child alone in a drawn pose (in the cart, the tub, on the sofa): the child's figure is replaced by the pose's drawing. */
  const posedAlone = (
    name: string | undefined,
    kind: "cart" | "tub" | "sofa" | "water" | "scooter",
    pose: PoseKind,
    part: string,
    draw: (look: PersonLook) => Drawing,
  ): boolean => {
    const c = name ? byName(name) : undefined;
    if (!c || !out.includes(c)) return false;
    replace([c], { name: c.name, kind: c.kind, role: c.role, drawing: draw({ ...c.look! }), rel: c.rel, pose: { kind, members: [{ cast: c, pose, part }] } });
    return true;
  };
  if (posedAlone(want.cart, "cart", "in-cart", "rider", childInCart)) noProps.push("shopping cart");
  // on the scooter (or gripping its handlebars): the scooter under the child, not lying on the grass
  if (posedAlone(want.scooter, "scooter", "on-scooter", "rider", childOnScooter)) noProps.push("scooter");
  // the bike or trike the words ride or wheel: in the child's hand by its handlebars, not parked at the back
  if (posedAlone(want.bike, "scooter", "on-scooter", "rider", childWithBike)) noProps.push("bike");
  if (posedAlone(want.tub, "tub", "in-tub", "bather", (look) => childInTub({ ...look, wave: false }))) {
    // the tub comes forward with the child in it: the one at the back, and what would sit on its rim, go
    parts = { ...parts, back: parts.back.filter((s) => s.tag !== "built-in:bathtub"), surfaces: parts.surfaces.filter((x) => x.tag !== "tub") };
    noProps.push("bathtub");
  }
  // the sofa comes forward with the child on it: the one at the back, and what would sit on it, go
  if (posedAlone(want.sofa, "sofa", "on-sofa", "lier", childOnSofa))
    parts = { ...parts, back: parts.back.filter((s) => s.tag !== "built-in:sofa"), surfaces: parts.surfaces.filter((x) => x.tag !== "sofa") };
  // at a cafe or restaurant the family sits at its table, unless the words have them up and about
  // (the waiter works on his feet): "Mia and Dad were at the cafe … The pancakes arrived"
  if (parts.kind === "restaurant" && !STOOD.test(scene.text))
    for (const c of cast) {
      const act = read.get(c.name)?.action;
      if (!c.look || c.carries || WORKER.test(c.name) || (act && ON_THE_MOVE.has(act)) || want.sit.includes(c.name)) continue;
      if (c.kind === "child" || isGrown(c.kind)) want.sit.push(c.name);
    }
  // in the water, as the words say: the top of them above the waves
  for (const n of want.water ?? []) posedAlone(n, "water", "in-water", "swimmer", childInWater);
  // sitting down, as the words say: on a seat of the place's kind (a pouf, a stool, a log)
  for (const n of want.sit) {
    const c = byName(n);
    if (
      !c ||
      !out.includes(c) ||
      c.carries ||
      !c.look ||
      c.look.action === "hug-knees" ||
      c.look.action === "hide" ||
      c.look.action === "run" ||
      c.look.action === "stamp" ||
      c.look.action === "jump" ||
      c.look.action === "flop" ||
      c.look.seat === "heels"
    )
      continue;
    // (at a cafe's table on a stool, never a floor cushion)
    const seat = parts.kind === "restaurant" ? "stool" : seatFor(parts.kind, isGrown(c.kind), seededRandom(hashString(`${n}|${scene.place}`)));
    c.look = { ...c.look, pose: "sit", seat, wave: false };
    c.drawing = person(c.look);
  }
  return { cast: out, parts, noProps, tent: camping && sleepers.length > 0, game };
}

// ---- props --------------------------------------------------------------------------------------

function fit(d: Drawing, slot: Slot, size: number): Drawing {
  const b = bounds(d);
  const bw = Math.max(1, b.maxX - b.minX);
  const bh = Math.max(1, b.maxY - b.minY);
  const s = Math.min(slot.w / bw, slot.h / bh, (size * slot.scale) / bh);
  return put(d, { x: slot.x - ((b.minX + b.maxX) / 2) * s, y: slot.y - b.maxY * s, s });
}

interface PlacedProps {
  back: Drawing;
  /** The slots taken (the theme's accents use the others). */
  used: Set<Slot>;
  front: Array<{ prop: ArtProp; drawing: Drawing; size: number }>;
  info: PropInfo[];
}

/** Props drawn only in a bathroom scene. */
export const BATHROOM_ONLY: ReadonlySet<ArtProp> = new Set<ArtProp>(["potty", "toilet", "bathtub", "sink"]);

const GENERIC_SURFACES = ["table", "counter", "shelf", "desk", "nightstand", "bench", "tray"];

/** Words that put something on the table top ("sent juice across the table", "spilled all over the table"). */
const ON_TABLE =
  /\b(?:across|onto|on|over|all over) the (?:(?:kitchen|dining|picnic|cafe|café|restaurant|breakfast|coffee|big|little|whole) )?(?:table|tabletop)\b/i;
/** Things on the floor unless the words put them on the table. */
const TABLE_TOP_ABLE: ReadonlySet<ArtProp> = new Set<ArtProp>(["spill", "broken pieces", "flipped bowl"]);

/** Rooms of the home where a toddler's potty may stand (the bathroom draws its own). */
const POTTY_ROOMS: ReadonlySet<Place> = new Set<Place>(["living room", "bedroom", "kitchen"]);

function placeProps(
  words: string[],
  parts: PlaceParts,
  skip: Set<ArtProp> = new Set(),
  onTable: ReadonlySet<ArtProp> = new Set(),
  potty: { elsewhere: boolean; door?: boolean } = { elsewhere: true },
): PlacedProps {
  const used = new Set<Slot>();
  const out: PlacedProps = { back: [], front: [], info: [], used };
  const seen = new Set<ArtProp>();
  let drawn = 0;
  const take = (slots: Slot[], prefers?: string[], generic = true): Slot | null => {
    const free = slots.filter((s) => !used.has(s));
    for (const tag of prefers ?? []) {
      const s = free.find((x) => x.tag === tag);
      if (s) return s;
    }
    if (!generic) return null;
    return free.find((x) => !x.tag || GENERIC_SURFACES.includes(x.tag) || x.tag === "wall") ?? null;
  };
  for (const word of words) {
    const prop = findProp(word);
    if (!prop || seen.has(prop)) continue;
    seen.add(prop);
    if (skip.has(prop)) {
      // a character of the scene shows it already (the baby, the dog)
      out.info.push({ word, prop, where: "character" });
      continue;
    }
    if (parts.builtIn.includes(prop)) {
      out.info.push({ word, prop, where: "built-in" });
      continue;
    }
    // outdoors, the toilet (or potty) the words name is the park's toilet block, at the back
    if ((prop === "toilet" || prop === "potty") && !parts.indoor && !seen.has("restroom")) {
      seen.add("restroom");
      const def = PROPS.restroom;
      const slot = parts.spots.find((s) => !used.has(s));
      drawn++;
      if (slot) {
        used.add(slot);
        out.back.push(...fit(tagged(def.draw(), "prop:restroom"), slot, def.size));
        out.info.push({ word, prop: "restroom", where: "back" });
      } else {
        // no free spot at the back (the swings, the slide): at the side, smaller than the people
        out.front.push({ prop: "restroom", drawing: tagged(def.draw(), "prop:restroom"), size: 170 });
        out.info.push({ word, prop: "restroom", where: "floor" });
      }
      continue;
    }
    // bathroom fixtures are drawn in the bathroom only (the potty "in the bathroom" is not in the living room);
    // a toddler's potty the words name at home stands in the room the words are in, unless they put it in the bathroom
    const pottyHere = prop === "potty" && POTTY_ROOMS.has(parts.kind) && !potty.elsewhere;
    // indoors away from the bathroom, the toilet a toileting book names is its door, with the toilet on
    // its sign (the library's toilet the child runs to; the bathroom door at home), at the back
    if ((prop === "toilet" || prop === "potty") && potty.door && parts.kind !== "bathroom" && !pottyHere && !seen.has("toilet door")) {
      seen.add("toilet door");
      const def = PROPS["toilet door"];
      const slot = parts.spots.find((s) => !used.has(s));
      drawn++;
      if (slot) {
        used.add(slot);
        out.back.push(...fit(tagged(def.draw(), "prop:toilet door"), slot, def.size));
        out.info.push({ word, prop: "toilet door", where: "back" });
      } else {
        out.front.push({ prop: "toilet door", drawing: tagged(def.draw(), "prop:toilet door"), size: 320 });
        out.info.push({ word, prop: "toilet door", where: "floor" });
      }
      continue;
    }
    if (BATHROOM_ONLY.has(prop) && parts.kind !== "bathroom" && !pottyHere) continue;
    if (drawn >= 3) continue;
    const def = PROPS[prop];
    const d = tagged(def.draw(), `prop:${prop}`);
    let where: PropPlace = def.where;
    let slot: Slot | null = null;
    if (where === "surface") {
      slot = take(parts.surfaces, def.prefers);
      if (!slot) where = "floor";
    } else if (where === "wall") {
      if (parts.indoor) slot = take(parts.wall, def.prefers) ?? take(parts.wall, undefined);
      if (!slot) {
        if (prop === "window") continue; // a window outdoors is not drawn
        where = "floor";
      }
    } else if (where === "furniture") {
      slot = parts.spots.find((s) => !used.has(s)) ?? null;
      if (!slot) where = "floor";
    } else if (where === "sky") {
      slot = parts.indoor ? null : (parts.sky.find((s) => !used.has(s)) ?? null);
      if (!slot) where = "floor";
    } else if (onTable.has(prop) && TABLE_TOP_ABLE.has(prop)) {
      // spilled across the table: on the table top, as wide as the table lets it be
      const top = take(parts.surfaces, ["table"], false);
      if (top) slot = { ...top, w: top.w * 2, scale: top.scale * 1.4 };
      if (top) used.add(top);
    } else if (def.prefers) {
      // floor things that like a spot (a teddy on the bed) go there when the place has one
      slot = take(parts.surfaces, def.prefers, false);
    }
    drawn++;
    if (slot) {
      used.add(slot);
      out.back.push(...fit(d, slot, def.size));
      out.info.push({ word, prop, where: slot.tag ?? (where === "furniture" ? "back" : where) });
    } else {
      const size = def.where === "furniture" ? Math.min(def.size, 150) : def.size;
      out.front.push({ prop, drawing: d, size });
      out.info.push({ word, prop, where: "floor" });
    }
  }
  return out;
}

// ---- the theme's small accents ------------------------------------------------------------------

function bird(cx: number, cy: number): Drawing {
  return [
    {
      w: W.main,
      cmds: [
        ["M", cx - 24, cy],
        ["Q", cx - 20, cy - 18, cx, cy - 16],
        ["Q", cx + 12, cy - 28, cx + 24, cy - 18],
        ["L", cx + 34, cy - 14],
        ["L", cx + 24, cy - 10],
        ["Q", cx + 18, cy + 10, cx - 6, cy + 8],
        ["L", cx - 30, cy + 12],
        ["Z"],
      ],
    },
    {
      w: W.detail,
      cmds: [
        ["M", cx - 6, cy - 8],
        ["Q", cx + 2, cy - 2, cx + 10, cy - 8],
      ],
    },
    circle(cx + 18, cy - 18, 2.5, W.detail),
  ];
}

function castleInWindow(pane: Box): Drawing {
  const g = pane.y + pane.height - 4;
  const x = pane.x + pane.width * 0.7;
  const h = Math.min(46, pane.height * 0.45);
  return [
    rect(x - 14, g - h, 28, h, 0, W.detail),
    poly(
      [
        [x - 14, g - h],
        [x - 14, g - h - 8],
        [x - 6, g - h - 8],
        [x - 6, g - h],
        [x + 6, g - h],
        [x + 6, g - h - 8],
        [x + 14, g - h - 8],
        [x + 14, g - h],
      ],
      false,
      W.detail,
    ),
    line(x, g - h - 8, x, g - h - 28, W.detail),
    poly(
      [
        [x, g - h - 28],
        [x + 16, g - h - 23],
        [x, g - h - 18],
      ],
      true,
      W.detail,
    ),
  ];
}

function moonInWindow(pane: Box): Drawing {
  const r = Math.min(pane.width, pane.height) * 0.18;
  const cx = pane.x + pane.width * 0.3;
  const cy = pane.y + pane.height * 0.32;
  return [
    {
      w: W.main,
      cmds: [
        ["M", cx + r * 0.3, cy - r],
        ["C", cx - r * 1.2, cy - r * 0.9, cx - r * 1.2, cy + r * 0.9, cx + r * 0.3, cy + r],
        ["C", cx - r * 0.4, cy + r * 0.5, cx - r * 0.4, cy - r * 0.5, cx + r * 0.3, cy - r],
        ["Z"],
      ],
    },
    star(pane.x + pane.width * 0.75, pane.y + pane.height * 0.28, Math.max(7, r * 0.5), 0.45, 5, W.detail),
    star(pane.x + pane.width * 0.55, pane.y + pane.height * 0.62, Math.max(6, r * 0.4), 0.45, 5, W.detail),
  ];
}

type BoxLike = { minX: number; minY: number; maxX: number; maxY: number };

function overlaps(a: BoxLike, b: BoxLike, pad = 0): boolean {
  return a.minX - pad < b.maxX && a.maxX + pad > b.minX && a.minY - pad < b.maxY && a.maxY + pad > b.minY;
}

/** How far inside the frame everything but the walls, floors and horizons stays. */
export const MARGIN = 12;
const INNER = { minX: FRAME.x + MARGIN, minY: FRAME.y + MARGIN, maxX: FRAME.x + FRAME.width - MARGIN, maxY: FRAME.y + FRAME.height - MARGIN };
const insideMargin = (b: BoxLike) => b.minX >= INNER.minX && b.maxX <= INNER.maxX && b.minY >= INNER.minY && b.maxY <= INNER.maxY;

/** A picture frame on the wall with something drawn inside it. */
function framed(cx: number, bottom: number, w: number, h: number, inner: (cx: number, cy: number, w: number, h: number) => Drawing): Drawing {
  const x = cx - w / 2;
  const y = bottom - h;
  return [
    rect(x, y, w, h, 5),
    rect(x + 8, y + 8, w - 16, h - 16, 2, W.detail),
    ...inner(cx, y + h / 2, w - 16, h - 16),
    line(x + w * 0.3, y, cx, y - 14, W.detail),
    line(x + w * 0.7, y, cx, y - 14, W.detail),
  ];
}

function familyPhoto(cx: number, cy: number, w: number, h: number): Drawing {
  const d: Drawing = [];
  const base = cy + h / 2;
  [cx - w * 0.22, cx, cx + w * 0.22].forEach((hx, i) => {
    const r = i === 1 ? 5 : 7;
    const top = base - 10 - (i === 1 ? 14 : 24);
    d.push(circle(hx, top, r, W.detail), {
      w: W.detail,
      cmds: [
        ["M", hx - r - 2, base - 2],
        ["Q", hx, top + r - 2, hx + r + 2, base - 2],
      ],
    });
  });
  return d;
}

/** Two friends holding hands (a child's drawing, framed). */
function friendsPicture(cx: number, cy: number, w: number, h: number): Drawing {
  const d: Drawing = [];
  const base = cy + h / 2 - 4;
  for (const sx of [-1, 1]) {
    const x = cx + sx * w * 0.2;
    d.push(
      circle(x, base - 30, 7, W.detail),
      line(x, base - 23, x, base - 10, W.detail),
      line(x, base - 10, x - 5, base, W.detail),
      line(x, base - 10, x + 5, base, W.detail),
    );
  }
  d.push(line(cx - w * 0.2, base - 18, cx + w * 0.2, base - 18, W.detail), heart(cx, base - 32, 10, W.detail));
  return d;
}

function castlePicture(cx: number, cy: number, w: number, h: number): Drawing {
  return castleInWindow({ x: cx - w * 0.7, y: cy - h / 2, width: w, height: h + 2 }).concat(star(cx - w * 0.3, cy - h * 0.2, 6, 0.45, 5, W.detail));
}

function flowerPicture(cx: number, cy: number, _w: number, h: number): Drawing {
  return flower(cx, cy + h / 2 - 2, h * 0.7, 6, Math.max(6, h * 0.12));
}

function leafGarland(y: number): Drawing {
  const x0 = FRAME.x + MARGIN + 6;
  const x1 = FRAME.x + FRAME.width - MARGIN - 6;
  const d: Drawing = [
    {
      w: W.main,
      cmds: [
        ["M", x0, y],
        ["Q", (x0 + x1) / 2, y + 50, x1, y],
      ],
    },
    circle(x0, y, 5, W.detail),
    circle(x1, y, 5, W.detail),
  ];
  for (let i = 1; i < 10; i++) {
    const t = i / 10;
    const x = x0 + (x1 - x0) * t;
    const yy = y + 50 * 2 * t * (1 - t);
    d.push(leaf(x, yy, 20, i % 2 ? 60 : 120, W.detail));
  }
  return d;
}

/** The highest point of a drawing (from its control points: cheap and close enough). */
function topOf(d: Drawing): number {
  let top = Infinity;
  for (const s of d) for (const c of s.cmds) for (let i = 2; i < c.length; i += 2) top = Math.min(top, c[i] as number);
  return top;
}

/** The boxes of each prop drawn at the back (by tag). */
function groupBoxes(d: Drawing): BoxLike[] {
  const by = new Map<string, Drawing>();
  for (const st of d) by.set(st.tag ?? "", [...(by.get(st.tag ?? "") ?? []), st]);
  return [...by.values()].map((g) => bounds(g));
}

/** Boxes of the separate things of a drawing (strokes narrower than `maxW`: not walls or horizons). */
function thingBoxes(d: Drawing, maxW = 300): BoxLike[] {
  const out: BoxLike[] = [];
  for (const s of d) {
    if (s.tag === "span") continue;
    const b = bounds([s]);
    if (b.maxX - b.minX < maxW) out.push(b);
  }
  return out;
}

/** What a theme's accents can use: the place, what is free, and where to add a drawing. */
interface AccentSpot {
  parts: PlaceParts;
  night: boolean;
  outdoors: boolean;
  /** The first window pane, if the place has one. */
  pane: Box | undefined;
  /** The top of the room is clear (no shelf or window up there). */
  clearTop: boolean;
  rng: Rng;
  avoid: BoxLike[];
  freeSky: Slot[];
  back: Drawing;
  windows: Drawing;
  /** The first of a few spots in the free slots where `make` fits. */
  inSlots(slots: Slot[], make: (x: number, y: number) => Drawing): Drawing | null;
  /** A framed picture on a free bit of wall (never over a mirror, a window or a shelf). */
  onWall(inner: (cx: number, cy: number, w: number, h: number) => Drawing): boolean;
  /** Adds a drawing at the back, tagged as an accent. */
  add(d: Drawing | null, what?: string): boolean;
}

/**
 * Each theme's small accents in a scene, and whether its ground gets a few flowers: keyed by ThemeId,
 * so a new theme is a compile error here until it has its accents (its other looks: THEME_LOOKS).
 */
export const THEME_ACCENTS: Record<ThemeId, { draw(a: AccentSpot): void; groundFlowers?: boolean }> = {
  animals: {
    draw({ pane, night, outdoors, parts, windows, freeSky, add, inSlots, onWall }) {
      if (pane && !night) windows.push(...bird(pane.x + pane.width * 0.35, pane.y + pane.height * 0.5));
      else if (outdoors && !night) add(inSlots(freeSky, (x, y) => [...butterfly(x - 30, y + 20), ...bird(x + 30, y - 14)]));
      else if (parts.indoor) onWall((cx, cy) => butterfly(cx, cy));
    },
  },
  fantasy: {
    draw({ pane, night, outdoors, windows, freeSky, add, inSlots, onWall }) {
      if (pane) windows.push(...castleInWindow(pane));
      // stars only in a night sky (never beside the sun)
      else if (outdoors && night)
        add(
          inSlots(freeSky, (x, y) => [
            star(x - 26, y - 10, 14, 0.45, 5, W.detail),
            star(x + 20, y - 24, 10, 0.45, 5, W.detail),
            star(x + 24, y + 22, 12, 0.45, 5, W.detail),
          ]),
        );
      else onWall(castlePicture);
    },
  },
  nature: {
    groundFlowers: true,
    draw({ parts, clearTop, avoid, back, rng, freeSky, add, inSlots, onWall }) {
      if (parts.indoor) {
        if (clearTop && !avoid.some((o) => o.minY < 230)) back.push(...tagged(leafGarland(170), "accent:garland"));
        else onWall(flowerPicture);
      } else add(inSlots(freeSky, (x, y) => [leaf(x - 30, y, 40, 20 + rng() * 40, W.main), leaf(x + 24, y + 26, 36, 150, W.main)]));
    },
  },
  friendship: {
    draw({ parts, outdoors, avoid, back, freeSky, add, inSlots, onWall }) {
      if (parts.kind === "party") return;
      if (outdoors) {
        const b = bunting(FRAME.x + MARGIN + 8, FRAME.x + FRAME.width - MARGIN - 8, 160, 16);
        if (!avoid.some((o) => overlaps(bounds(b), o, 4)))
          back.push(
            ...tagged([...b, circle(FRAME.x + MARGIN + 8, 160, 5, W.detail), circle(FRAME.x + FRAME.width - MARGIN - 8, 160, 5, W.detail)], "accent:bunting"),
          );
        else add(inSlots(freeSky, (x, y) => [heart(x - 16, y, 24, W.detail), heart(x + 22, y - 18, 16, W.detail)]));
      } else onWall(friendsPicture);
    },
  },
  family: {
    draw({ parts, freeSky, add, inSlots, onWall }) {
      if (parts.indoor) onWall(familyPhoto);
      else add(inSlots(freeSky, (x, y) => [heart(x - 16, y + 6, 26, W.detail), heart(x + 24, y - 18, 18, W.detail)]));
    },
  },
};

/**
 * The theme's small accents, where they fit: in a window (the night sky, a bird, a castle), on a free
 * wall (a framed picture; never loose stars or flowers on a wall), in a free bit of sky (clear of the
 * sun, the clouds and everyone's heads), or bunting over an outdoor scene.
 */
function accents(
  theme: ThemeId | undefined,
  parts: PlaceParts,
  used: Set<Slot>,
  night: boolean,
  rng: Rng,
  avoid: BoxLike[],
): { back: Drawing; windows: Drawing } {
  const back: Drawing = [];
  const windows: Drawing = [];
  const freeWall = parts.wall.filter((s) => !used.has(s));
  const freeSky = parts.sky.filter((s) => !used.has(s));
  const pane = parts.windows[0];
  const clearTop = topOf(parts.back) >= 212;
  // points inside a free slot's box: (0, 0) its top left, (1, 1) its bottom right
  const at = (s: Slot, fx: number, fy: number): [number, number] => [s.x - s.w / 2 + s.w * fx, s.y - s.h + s.h * fy];
  // a picture on the wall never hangs over a mirror, a window or a shelf
  const things = thingBoxes(parts.back, 200);
  const clutterAt = (b: BoxLike) => things.some((o) => overlaps(b, o, 2));
  const fits = (d: Drawing) => {
    const b = bounds(d);
    return insideMargin(b) && !avoid.some((o) => overlaps(b, o, 8));
  };
  const inSlots = (slots: Slot[], make: (x: number, y: number) => Drawing): Drawing | null => {
    for (const s of slots)
      for (const [fx, fy] of [
        [0.5, 0.5],
        [0.3, 0.4],
        [0.7, 0.4],
        [0.3, 0.7],
        [0.7, 0.7],
        [0.5, 0.2],
      ] as Array<[number, number]>) {
        const d = make(...at(s, fx, fy));
        if (fits(d)) return d;
      }
    return null;
  };
  const onWall = (inner: (cx: number, cy: number, w: number, h: number) => Drawing): boolean => {
    for (const s of freeWall) {
      const w = Math.min(s.w, 92);
      const h = Math.min(s.h, 80);
      const d = framed(s.x, s.y, w, h, inner);
      if (fits(d) && !clutterAt(bounds(d))) {
        back.push(...tagged(d, "accent:picture"));
        return true;
      }
    }
    return false;
  };
  const add = (d: Drawing | null, what = "sky") => {
    if (d) back.push(...tagged(d, `accent:${what}`));
    return !!d;
  };
  if (night) for (const p of parts.windows) windows.push(...moonInWindow(p));
  if (theme) THEME_ACCENTS[theme]?.draw({ parts, night, outdoors: !parts.indoor, pane, clearTop, rng, avoid, freeSky, back, windows, inSlots, onWall, add });
  return { back, windows: tagged(windows, "accent:window") };
}

/**
 * Grass tufts (and, for the nature theme, a few flowers) in the free bits of ground only: never on a
 * figure, a prop, a blanket, a bench or a path.
 */
function groundDetails(parts: PlaceParts, rng: Rng, avoid: BoxLike[], flowers: boolean): Drawing {
  const zone = parts.ground;
  if (!zone) return [];
  const out: Drawing = [];
  const taken: BoxLike[] = [...avoid, ...thingBoxes(parts.back).filter((b) => b.maxY > zone.y0 - 40)];
  const want = 5 + Math.floor(rng() * 3);
  let flowersLeft = flowers ? 2 : 0;
  for (let i = 0; i < 50 && out.length < want + (flowers ? 2 : 0); i++) {
    const x = INNER.minX + 20 + rng() * (INNER.maxX - INNER.minX - 40);
    const y = zone.y0 + rng() * (zone.y1 - zone.y0);
    const d = flowersLeft > 0 ? flower(x, y, 40 + rng() * 10, 6, 9) : [grassTuft(x, y, 10 + rng() * 4)];
    const b = bounds(d);
    if (!insideMargin(b) || taken.some((o) => overlaps(b, o, 6))) continue;
    taken.push(b);
    out.push(...tagged(d, "ground"));
    if (flowersLeft > 0) flowersLeft--;
  }
  return out;
}

// ---- layout -------------------------------------------------------------------------------------

type Mode = "row" | "near" | "sit";

interface Placed {
  cast?: Cast;
  prop?: ArtProp;
  drawing: Drawing;
  scale: number;
  y: number;
  flip: boolean;
  width: number;
  minX: number;
  /** The drawing's own top and bottom (before scaling). */
  minY: number;
  maxY: number;
  x: number;
  placed: Drawing;
}

const BASE_SCALE = [1.3, 1.3, 1.28, 1.14, 1.04, 0.94, 0.86];

/** Where a swimmer's lowest ripple sits in the pool's water (the pool drawn from 450 to 590). */
const POOL_WATER_Y = 572;

/** Whether someone can be drawn sitting down here (PLACE_FACTS: indoors, on a log in the park, on the sand; not out and about). */
function canSitAt(parts: PlaceParts): boolean {
  return PLACE_FACTS[parts.kind].sit;
}

/** What a sitting figure sits on in this kind of place (PLACE_FACTS' seat). */
function seatFor(kind: Place, grown: boolean, rng: Rng): NonNullable<PersonLook["seat"]> {
  switch (PLACE_FACTS[kind].seat) {
    case "log":
      return "log";
    case "sand":
      return grown ? "stool" : "cushion";
    case "room":
      return grown ? pick(rng, ["pouf", "stool"] as const) : pick(rng, ["pouf", "stool", "cushion"] as const);
    case "stool":
      return "stool";
  }
}

/**
 * Lays out the figures and the floor props across the front, varied by the scene's seed: a row at
 * staggered depths, one figure nearer and the others further back, or someone sitting down. The
 * child is always in front.
 */
function layoutScene(
  cast: Cast[],
  floorProps: PlacedProps["front"],
  parts: PlaceParts,
  rng: Rng,
  forceSit: boolean,
  keep: BoxLike[],
  clutter: BoxLike[],
  rankOf?: Cast[],
  read?: Map<string, Reading>,
  actors?: ReadonlySet<string>,
): { items: Placed[]; figures: FigureInfo[] } {
  const standing = cast.filter((c) => !c.carriedBy);
  const base = BASE_SCALE[Math.min(standing.length, BASE_SCALE.length - 1)];
  const [first, ...others] = standing;
  // the ones the words have act with the child stand next to her (the problem's medium shot takes them in)
  // (those acting first, then the others the words name: "actors" lists them in that order)
  const wanted = actors ? [...actors] : [];
  const placeOf = (n: string) => (wanted.includes(n) ? wanted.indexOf(n) : Number.MAX_SAFE_INTEGER);
  const acts = (c: Cast) =>
    Math.min(placeOf(c.name), c.carries ? placeOf(c.carries.name) : Infinity, ...(c.pose?.members.map((m) => placeOf(m.cast.name)) ?? []));
  const rest = actors ? [...others].sort((a, b) => acts(a) - acts(b)) : others;
  // (the steps draw from rng in this order: the same seed, the same layout)
  const mode = chooseMode(standing, parts, rng, forceSit);
  const order = orderGroup(first, rest, floorProps, mode, rng);
  const depth = depthsOf(order, first, mode, rng);
  const heroH = heroHeight(standing, depth, base);
  const gaps = order.slice(1).map(() => 12 + rng() * 26);
  const wishT = rng();
  // the child's push, reach or point goes towards the one the words have her do it to (turned round when they stand on her left)
  const partner = actors && first?.look?.action && TOWARDS.has(first.look.action) ? rest[0] : undefined;
  const build = (list: GroupSlot[]) => sizeItems(list, first, depth, base, heroH, mode, partner);
  let items = build(order);
  let at = arrange(items, gaps, wishT, keep, clutter);
  if (at.hidden > 0) {
    // the other way round may show what this way hides
    const other = build([...order].reverse());
    const at2 = arrange(other, gaps, wishT, keep, clutter);
    if (at2.hidden < at.hidden * 0.7) {
      items = other;
      at = at2;
    }
  }
  placeAlong(items, at, gaps);
  // nobody's feet or knees go over the frame's bottom margin (a child hugging her knees sits a little lower)
  const floorMax = FRAME.y + FRAME.height - 14;
  for (const it of items) {
    const over = bounds(it.placed).maxY - floorMax;
    if (over <= 0 || over > 24) continue;
    it.y -= over;
    it.placed = put(it.drawing, { x: it.x, y: it.y, s: it.scale, flip: it.flip });
  }
  // someone in the water swims in the pool's water, behind the ones on its edge
  if (parts.kind === "pool")
    for (const it of items) {
      if (it.cast?.pose?.kind !== "water") continue;
      const was = bounds(it.placed);
      it.scale *= 0.96;
      it.y = POOL_WATER_Y;
      const now = bounds(put(it.drawing, { x: 0, y: it.y, s: it.scale, flip: it.flip }));
      it.x = (was.minX + was.maxX) / 2 - (now.minX + now.maxX) / 2;
      it.placed = put(it.drawing, { x: it.x, y: it.y, s: it.scale, flip: it.flip });
    }
  const figures = figuresOf(items, read);
  const rank = (fi: FigureInfo) => (rankOf ?? cast).findIndex((c) => c.name === fi.name);
  return { items, figures: figures.sort((a, b) => rank(a) - rank(b)) };
}

/** One place in the group across the front: a figure or a floor prop. */
type GroupSlot = { cast?: Cast; prop?: PlacedProps["front"][number] };

/**
 * How the group stands: in a row, one figure nearer and the others further back, or someone sitting
 * down (where there is something to sit on: indoors, on a log in the park, on the sand). The sitter
 * is seated here.
 */
function chooseMode(standing: Cast[], parts: PlaceParts, rng: Rng, forceSit: boolean): Mode {
  const first = standing[0];
  // (never one the words have on the move or acting, nor someone at work: the waiter does not sit down)
  const people = standing.filter(
    (c) =>
      c.look &&
      (c.kind === "child" || isGrown(c.kind)) &&
      !c.look.moving &&
      !c.look.action &&
      c.look.seat !== "heels" &&
      !c.look.uniform &&
      !/^(?:the )?(?:waiter|waitress|server|shopkeeper|cashier|baker|barber|hairdresser|doctor|nurse|dentist|lifeguard|coach)$/i.test(c.name),
  );
  const modes: Mode[] = canSitAt(parts) ? ["row", "sit"] : ["row"];
  if (standing.length >= 2) modes.push("near", "near");
  let mode: Mode = forceSit ? "sit" : pick(rng, modes);
  if (mode === "sit" && !people.length) mode = "row";
  if (mode === "sit") {
    const others = people.filter((c) => c !== first);
    const sitter = forceSit || !others.length || rng() < 0.5 ? (first.look && (forceSit || people.includes(first)) ? first : others[0]) : pick(rng, others);
    if (sitter?.look) {
      sitter.look = { ...sitter.look, pose: "sit", seat: forceSit ? "cushion" : seatFor(parts.kind, isGrown(sitter.kind), rng), wave: false };
      sitter.drawing = person(sitter.look);
    }
  }
  return mode;
}

/** Left to right: the others either side of the child (the helper on the right), the floor props beside and at the ends. */
function orderGroup(first: Cast | undefined, rest: Cast[], floorProps: PlacedProps["front"], mode: Mode, rng: Rng): GroupSlot[] {
  const left: Cast[] = [];
  const right: Cast[] = [];
  const nearSide = rng() < 0.5 ? "left" : "right";
  rest.forEach((c) => {
    if (mode === "near") (nearSide === "left" ? right : left).push(c);
    else if (c.role === "helper" || (c.role !== "grown-up" && right.length <= left.length)) right.push(c);
    else left.push(c);
  });
  const order: GroupSlot[] = [...left.reverse().map((c) => ({ cast: c })), ...(first ? [{ cast: first }] : []), ...right.map((c) => ({ cast: c }))];
  // the first prop stands beside the child on the emptier side, the others at the ends
  floorProps.forEach((p, i) => {
    if (i === 0) {
      const at = mode === "near" ? (nearSide === "left" ? 0 : order.length) : right.length <= left.length ? left.length + 1 : left.length;
      order.splice(at, 0, { prop: p });
    } else if (i === 1) order.unshift({ prop: p });
    else order.push({ prop: p });
  });
  return order;
}

/** How near each figure stands (decided once, whichever way round the group goes). */
function depthsOf(order: GroupSlot[], first: Cast | undefined, mode: Mode, rng: Rng): Map<Cast, { y: number; k: number }> {
  const depth = new Map<Cast, { y: number; k: number }>();
  for (const o of order) {
    const c = o.cast;
    if (!c) continue;
    if (c === first) depth.set(c, mode === "near" ? { y: FRONT + 8, k: 1.1 } : { y: FRONT, k: 1 });
    else if (mode === "near")
      depth.set(c, { y: FRONT - 64, k: c.role === "grown-up" ? 1 : 0.84 }); // a grown-up stays clearly taller than the children
    else {
      const y = FRONT - 16 - Math.floor(rng() * 3) * 12;
      depth.set(c, { y, k: 1 - (FRONT - y) / 900 });
    }
  }
  // Standing further back never makes a child smaller than the story's child: brothers, sisters and
  // friends are drawn at the child's own size (a baby is carried or on its blanket, not a child here).
  const hero = first?.role === "child" && first.kind === "child" ? depth.get(first) : undefined;
  if (hero) for (const [c, d] of depth) if (c !== first && c.kind === "child" && c.look && !c.pose) depth.set(c, { y: d.y, k: hero.k });
  return depth;
}

const heightOf = (d: Drawing) => Math.max(1, bounds(d).maxY - bounds(d).minY);

/** The story's child's drawn height (small creatures stay clearly smaller than it). */
function heroHeight(standing: Cast[], depth: Map<Cast, { y: number; k: number }>, base: number): number {
  const heroCast = standing.find((c) => c.role === "child" && c.kind === "child");
  return heroCast ? heightOf(heroCast.drawing) * base * heroCast.rel * (depth.get(heroCast)?.k ?? 1) : CHILD_HEIGHT * base;
}

/** Each figure and prop of the group at its size and depth, facing the child (not yet placed across). */
/** Actions done towards someone: the child faces them. */
const TOWARDS: ReadonlySet<string> = new Set(["push", "reach", "point", "throw"]);

function sizeItems(
  list: GroupSlot[],
  first: Cast | undefined,
  depth: Map<Cast, { y: number; k: number }>,
  base: number,
  heroH: number,
  mode: Mode,
  partner?: Cast,
): Placed[] {
  const childAt = list.findIndex((o) => o.cast === first);
  const partnerAt = partner ? list.findIndex((o) => o.cast === partner) : -1;
  return list.map((o, i) => {
    if (o.cast) {
      const c = o.cast;
      const { y, k } = depth.get(c)!;
      let scale = base * c.rel * k;
      // Small creatures (a robin, a frog, a squirrel) stay clearly smaller than the child: at most
      // SMALL_CREATURE_MAX of the child's drawn height, on the ground beside them.
      if (SMALL_CREATURES.has(c.kind) && !c.pose) scale = Math.min(scale, (SMALL_CREATURE_MAX * heroH) / heightOf(c.drawing));
      const flip = (i > childAt && c.role !== "child" && !c.pose) || (c === first && partnerAt >= 0 && partnerAt < childAt && !c.pose);
      const b = bounds(c.drawing);
      const [minX, maxX] = flip ? [-b.maxX, -b.minX] : [b.minX, b.maxX];
      return { cast: c, drawing: c.drawing, scale, y, flip, width: (maxX - minX) * scale, minX, minY: b.minY, maxY: b.maxY, x: 0, placed: [] };
    }
    const p = o.prop!;
    const b = bounds(p.drawing);
    const h = Math.max(1, b.maxY - b.minY);
    const scale = Math.min(p.size / h, Math.max(150, p.size * 1.3) / Math.max(1, b.maxX - b.minX)) * (base / 1.2);
    return {
      prop: p.prop,
      drawing: p.drawing,
      scale,
      y: mode === "near" ? FRONT + 8 : FRONT + 6,
      flip: false,
      width: (b.maxX - b.minX) * scale,
      minX: b.minX,
      minY: b.minY,
      maxY: b.maxY,
      x: 0,
      placed: [],
    };
  });
}

/**
 * Where the group starts across the page (shrunk by f to fit), and how much of what must show (props
 * at the back, the car's wheels; heads against small things) it hides: a little off centre now and
 * then (wishT), where it hides the least.
 */
function arrange(items: Placed[], gaps: number[], wishT: number, keep: BoxLike[], clutter: BoxLike[]): { f: number; start: number; hidden: number } {
  const avail = INNER.maxX - INNER.minX - 16;
  const total = items.reduce((a, it) => a + it.width, 0) + gaps.reduce((a, g) => a + g, 0);
  const f = total > avail ? avail / total : 1;
  const slack = avail - total * f;
  const wish = slack / 2 + (wishT - 0.5) * slack * 0.7;
  const hidden = (start: number) => {
    let area = 0;
    let x = INNER.minX + 8 + start;
    items.forEach((it, i) => {
      const box = { minX: x, maxX: x + it.width * f, minY: it.y + it.minY * it.scale * f, maxY: it.y + it.maxY * it.scale * f };
      const cut = (a: BoxLike, k: BoxLike) =>
        overlaps(a, k) ? (Math.min(a.maxX, k.maxX) - Math.max(a.minX, k.minX)) * (Math.min(a.maxY, k.maxY) - Math.max(a.minY, k.minY)) : 0;
      for (const k of keep) area += cut(box, k);
      if (it.cast) {
        // a head against a lamp, a plant or a boat makes a muddle: keep heads clear of small things
        const w = box.maxX - box.minX;
        const head = { minX: box.minX + w * 0.2, maxX: box.maxX - w * 0.2, minY: box.minY, maxY: box.minY + (box.maxY - box.minY) * 0.3 };
        for (const k of clutter) area += cut(head, k) * 0.4;
      }
      x += it.width * f + (gaps[i] ?? 0) * f;
    });
    return area;
  };
  let start = wish;
  let best = keep.length || clutter.length ? hidden(wish) : 0;
  if (best > 0 && slack > 4)
    for (let t = 0; t <= 10 && best > 0; t++) {
      const cand = (slack * t) / 10;
      const a = hidden(cand);
      if (a < best - 1 || (Math.abs(a - best) <= 1 && Math.abs(cand - wish) < Math.abs(start - wish))) {
        best = a;
        start = cand;
      }
    }
  return { f, start, hidden: best };
}

/** Puts each item at its place across the page, left to right with the gaps between. */
function placeAlong(items: Placed[], at: { f: number; start: number }, gaps: number[]): void {
  let x = INNER.minX + 8 + at.start;
  items.forEach((it, i) => {
    it.scale *= at.f;
    it.x = x - it.minX * it.scale;
    x += it.width * at.f + (gaps[i] ?? 0) * at.f;
    it.placed = put(it.drawing, { x: it.x, y: it.y, s: it.scale, flip: it.flip });
  });
}

/**
 * What each placed figure is (its strokes tagged with its name and pose): each one in a pose (in bed,
 * hugging, in the cart) its own figure, and a baby in someone's arms its own figure.
 */
/** What a figure's look tells about it (the test's and the description's view of a drawn person). */
function lookInfo(look: PersonLook | undefined): Pick<FigureInfo, "outfit" | "hair" | "glasses" | "mood" | "eyesShut" | "action"> {
  return { outfit: look?.outfit, hair: look?.hair, glasses: look?.glasses, mood: look?.mood, eyesShut: look?.eyesSqueezed, action: look?.action };
}

function figuresOf(items: Placed[], read?: Map<string, Reading>): FigureInfo[] {
  const figures: FigureInfo[] = [];
  for (const it of items) {
    if (!it.cast) continue;
    const c = it.cast;
    const pose = c.inCot ? "asleep" : c.look?.pose === "sit" && c.look.seat === "heels" ? "crouch" : c.look?.pose === "sit" || c.inHighChair ? "sit" : "stand";
    let placed = it.placed;
    if (c.pose) {
      // each one in the pose is its own figure, in the pose
      const { members } = c.pose;
      const whose = (s: Stroke) => members.find((m) => (s.tag ?? "").split(":").includes(m.part)) ?? members[0];
      it.placed = placed.map((s) => {
        const m = whose(s);
        return { ...s, tag: `figure:${m.cast.name}${s.tag ? `:${s.tag}` : ""}`, group: `${m.cast.name}|${m.pose}` };
      });
      for (const m of members) {
        const mine = it.placed.filter(
          (s) =>
            whose(s) === m &&
            !(s.tag ?? "").includes(":bed") &&
            !(s.tag ?? "").includes(":cart") &&
            !(s.tag ?? "").includes(":tub") &&
            !(s.tag ?? "").includes(":sofa") &&
            !(s.tag ?? "").includes(":water"),
        );
        figures.push({
          name: m.cast.name,
          kind: m.cast.kind,
          role: m.cast.role,
          outfit: m.cast.look?.outfit,
          hair: m.cast.look?.hair,
          glasses: m.cast.look?.glasses,
          mood: m.pose === "hug" ? (read?.get(m.cast.name)?.feeling ?? m.cast.look?.mood ?? "happy") : m.cast.look?.mood,
          action: m.pose === "in-tub" || m.pose === "in-water" ? tubAction(m.cast.look?.action) : m.pose === "on-sofa" ? "flop" : undefined,
          pose: m.pose,
          x: 0,
          y: it.y,
          scale: it.scale,
          box: bounds(mine),
        });
      }
      continue;
    }
    if (c.carries) {
      // the baby in the grown-up's arms is its own figure
      const baby = c.carries;
      const mine = (s: Stroke) => !(s.tag ?? "").split(":").includes("baby");
      const held = placed.filter((s) => !mine(s)).map((s) => ({ ...s, tag: `figure:${baby.name}` }));
      placed = placed.map((s) => (mine(s) ? { ...s, group: `${c.name}|${pose}` } : { ...s, tag: `figure:${baby.name}`, group: `${baby.name}|carried` }));
      figures.push({ name: baby.name, kind: baby.kind, role: baby.role, pose: "carried", x: 0, y: it.y, scale: it.scale, box: bounds(held) });
    }
    it.placed = c.carries ? placed : placed.map((s) => ({ ...s, group: `${c.name}|${pose}` }));
    figures.push({
      name: c.name,
      kind: c.kind,
      role: c.role,
      ...lookInfo(c.look),
      pose,
      x: 0,
      y: it.y,
      scale: it.scale,
      box: bounds(placed.filter((s) => s.tag !== `figure:${c.carries?.name}`)),
    });
  }
  return figures;
}

/** The place is drawn a little larger than designed, towards the figures. */
const BACK_ZOOM = 1.08;

function zoom(parts: PlaceParts, k: number): PlaceParts {
  const ox = PAGE.width / 2;
  const oy = 150;
  const x = (v: number) => ox + (v - ox) * k;
  const y = (v: number) => oy + (v - oy) * k;
  const slot = (s: Slot): Slot => ({ ...s, x: x(s.x), y: y(s.y), w: s.w * k, h: s.h * k, scale: s.scale * k });
  return {
    ...parts,
    back: put(parts.back, { x: ox - ox * k, y: oy - oy * k, s: k }),
    surfaces: parts.surfaces.map(slot),
    wall: parts.wall.map(slot),
    spots: parts.spots.map(slot),
    sky: parts.sky.map(slot),
    windows: parts.windows.map((w) => ({ x: x(w.x), y: y(w.y), width: w.width * k, height: w.height * k })),
    ground: parts.ground ? { y0: y(parts.ground.y0), y1: y(parts.ground.y1) } : undefined,
    keep: parts.keep?.map((w) => ({ x: x(w.x), y: y(w.y), width: w.width * k, height: w.height * k })),
  };
}

/** The place mirrored left to right (the same room, arranged the other way round). */
function mirror(parts: PlaceParts): PlaceParts {
  const x = (v: number) => PAGE.width - v;
  const slot = (s: Slot): Slot => ({ ...s, x: x(s.x) });
  return {
    ...parts,
    back: put(parts.back, { x: PAGE.width, y: 0, s: 1, flip: true }),
    surfaces: parts.surfaces.map(slot),
    wall: parts.wall.map(slot),
    spots: parts.spots.map(slot),
    sky: parts.sky.map(slot),
    windows: parts.windows.map((w) => ({ ...w, x: PAGE.width - w.x - w.width })),
    keep: parts.keep?.map((w) => ({ ...w, x: PAGE.width - w.x - w.width })),
  };
}

const BIG_WORDS = "enormous|huge|giant|gigantic|big|large|great big|massive|tall";
const SMALL_WORDS = "tiny|little|small|wee|teeny";
/**
 * How much bigger (or smaller) than usual the words make an animal anywhere in the story ("a big,
 * shaggy, yellow dog": 1.7; "an enormous dog": 2.6; "a tiny kitten": 0.75), the same size on every page;
 * the scene's own words first, so a second animal there ("a small, noisy dog") has its own size.
 */
export function sizeFromWords(plan: StoryPlan, kind: string, sceneText?: string): number {
  // the scene's own words first: a second animal ("a small, noisy dog" on the sidewalk) has its own size
  if (sceneText) {
    const here = sizeIn(sceneText, kind);
    if (here) return here;
  }
  return sizeIn(plan.scenes.map((s) => s.text).join(" "), kind) ?? 1;
}

function sizeIn(text: string, kind: string): number | undefined {
  const noun = kind === "dog" ? "dog|puppy|pup" : kind === "cat" ? "cat|kitten|kitty" : kind.replace(/[^a-z ]/gi, "");
  const near = (adj: string) => new RegExp(`\\b(?:${adj})\\b[\\w ,-]{0,26}?\\b(?:${noun})\\b`, "i").test(text);
  if (
    near(
      BIG_WORDS.split("|")
        .filter((w) => w !== "big" && w !== "tall" && w !== "large")
        .join("|"),
    )
  )
    // "a huge, shaggy dog" stands taller than the child; "a big dog" comes up to the child's shoulders
    return 2.6;
  if (near(BIG_WORDS)) return 1.7;
  if (near(SMALL_WORDS)) return 0.75;
  return undefined;
}

/** Props that show what happened (drawn whatever else the scene holds). */
const EVENT_PROPS: ReadonlySet<ArtProp> = new Set<ArtProp>(["broken pieces", "spill", "flipped bowl", "puddle", "fallen tower"]);

/** The scene's prop words, plus the story's key object when the scene's words mention it. */
function sceneProps(plan: StoryPlan, scene: Scene): string[] {
  let words = [...scene.props];
  const object = plan.situation?.object?.trim();
  // Something next door is heard over the fence, not standing beside the child (the dog next door).
  if (object && words.length < 3 && !/\bnext door\b/i.test(object)) {
    const prop = findProp(object);
    const head = object.toLowerCase().split(/\s+/).pop() ?? "";
    if (prop && head.length > 2 && !words.some((w) => findProp(w) === prop) && new RegExp(`\\b${head.replace(/[^a-z-]/g, "")}`, "i").test(scene.text))
      words.push(object);
  }
  // what happened to things (the vase in pieces, the juice spilled) is the scene's action: always drawn
  const inText = propsInText(scene.text);
  for (const prop of inText) if (EVENT_PROPS.has(prop) && !words.some((w) => findProp(w) === prop)) words.unshift(prop);
  // a toileting story's accident ("it was too late") leaves a puddle
  if (plan.behavior === "toileting" && /\btoo late\b/i.test(scene.text) && !words.some((w) => findProp(w) === "puddle")) words.unshift("puddle");
  // the toilet the words name (not only in speech) is the toileting book's key object: outdoors it
  // is drawn as the park's toilet block, far off at the back ("Far away, by the gate, was the park toilet")
  // (a toddler's potty, named as the potty, is the potty: at home it may stand in any room of the house)
  // (in a toileting book, named in what anyone says too: "Toilet?" Dad whispered, at the library)
  const toilet = TOILET_WORDS.exec(toiletStory(plan) ? scene.text : plainSentences(scene.text).join(" "))?.[0].toLowerCase();
  if (toilet && !words.some((w) => findProp(w) === "toilet" || findProp(w) === "restroom" || findProp(w) === "potty"))
    words.splice(Math.min(words.length, 1), 0, toilet === "potty" ? "potty" : "toilet");
  // the things the words name that the plan's list left out ("the remote", "the board game")
  for (const prop of inText) {
    if (words.length >= 4) break;
    if (prop === "dog" && /\bnext door\b/i.test(plan.situation?.object ?? "")) continue;
    if (!words.some((w) => findProp(w) === prop)) words.push(prop);
  }
  // the tower the words build is the blocks' tower ("The tower grew, and grew, and stayed up")
  // (first, so it is among the few things drawn)
  if (/\btower\b/i.test(scene.text) && plan.scenes.some((s) => /\bblocks?\b/i.test(s.text))) {
    const rest = words.filter((w) => findProp(w) !== "blocks tower");
    words.length = 0;
    words.push("block tower", ...rest);
  }
  // a toy named in full on an earlier page here, named again by its short name ("a shiny red toy car"
  // … "The car lay on the floor"): the toy, first (it is the key thing of the scene)
  const at = plan.scenes.indexOf(scene);
  for (const s of plan.scenes.slice(0, Math.max(0, at))) {
    if (s.place !== scene.place) continue;
    for (const prop of propsInText(s.text)) {
      if (!prop.startsWith("toy ") || words.some((w) => findProp(w) === prop)) continue;
      if (new RegExp(`\\b(?:the|his|her|their|my) ${prop.slice(4)}\\b`, "i").test(plainSentences(scene.text).join(" "))) words.unshift(prop);
    }
  }
  // a cold in the words: the box of tissues beside the child
  if (COLD.test(scene.text) && !words.some((w) => findProp(w) === "tissues")) words.push("tissues");
  // a toileting book's toilet is among the few things drawn (second, after what happened: the puddle, the tower)
  const t = toiletStory(plan) ? words.findIndex((w) => TOILET_WORDS.test(w)) : -1;
  if (t > 1) words.splice(1, 0, ...words.splice(t, 1));
  // "the toys" are the toys the words name one by one, where they do (the train, the teddy)
  if (words.some((w) => TOY_PROPS.has(findProp(w) ?? "toys"))) words = words.filter((w) => findProp(w) !== "toys");
  const story = plan.scenes.map((s) => s.text).join(" ");
  return words.filter(
    (w) => (TOILET_WORDS.test(w) ? !onlyImagined(scene.text) : !onlyElsewhere(scene.text, w)) && !onlyFigurative(scene.text, w) && !firstMetAsFigure(story, w),
  );
}

/** Toys with a drawing of their own. */
const TOY_PROPS: ReadonlySet<string> = new Set([
  "toy car",
  "toy train",
  "doll",
  "blocks",
  "ball",
  "teddy bear",
  "toy dinosaur",
  "puzzle",
  "toy owl",
  "puppet",
  "rattle",
]);

/** A toilet named in the words (the park toilet, the potty, the loo). */
const TOILET_WORDS = /\b(?:toilets?|potty|loo|restroom)\b/i;
/** Only thought of: then not drawn. */
const IMAGINED = /\b(?:thought (?:of|about)|dreamed of|imagined?|pretend(?:ed)?)\b/i;

/** Whether every sentence naming the toilet only thinks of it ("She thought about the potty"; not "a pretend car … walks to the potty" told apart). */
function onlyImagined(text: string): boolean {
  const about = sentences(text).filter((s) => TOILET_WORDS.test(s));
  return about.length > 0 && about.every((s) => IMAGINED.test(s));
}

/** A potty the words put in the bathroom ("ran to the potty in the bathroom", "just down the hall"), not one by its door. */
const POTTY_ELSEWHERE = /\b(?:(?:in|into|to) the bath ?rooms?|down the hall|upstairs)\b/i;

/** A book about using the toilet: the toileting behavior, or a custom story that names the toilet on three pages or more. */
function toiletStory(plan: StoryPlan): boolean {
  return plan.behavior === "toileting" || plan.scenes.filter((s) => TOILET_WORDS.test(s.text)).length >= 3;
}

/** Words for a cold: a sniffly nose wants the box of tissues. */
const COLD = /\b(?:had a cold|has a cold|a bad cold|sniffl(?:e|es|y|ing)|achoo|runny nose|blew (?:his|her|their) nose)\b/i;

/** Sentences about things not in the room: heard outside, or only thought of ("Happy thing: a puppy"). */
const ELSEWHERE =
  /\b(?:outside|next door|over the fence|down the street|far away)\b|^(?:one )?happy thing\b|\b(?:thought (?:of|about)|dreamed of|imagined?|pretend(?:ed)?)\b/i;

const ELSEWHERE_ANY = /\b(?:outside|next door|over the fence|down the street|far away|happy thing|thought (?:of|about)|dreamed of|imagined?|pretend(?:ed)?)\b/i;

/** Whether every sentence naming the prop word puts it elsewhere (outside, imagined): then it is not drawn. */
function onlyElsewhere(text: string, word: string): boolean {
  if (!ELSEWHERE_ANY.test(text)) return false;
  const prop = findProp(word);
  if (!prop) return false;
  const about = sentences(text).filter((s) => propsInText(s).includes(prop));
  return about.length > 0 && about.every((s) => ELSEWHERE.test(s.trim()));
}

// ---- the page -----------------------------------------------------------------------------------

/** Words that put rain in the scene's weather (not a rainbow, not a "storm" of feelings). */
const RAIN = /\b(?:rain(?:ed|ing|y|drops?|storm)?|drizzl\w*|pouring|puddles?|thunder\w*|downpour|pitter-?patter|wet (?:day|morning|afternoon|weather))\b/i;
/** Words that end the rain before the picture's moment: "the rain stopped", "the sun came out", "it stopped raining". */
const RAIN_OVER =
  /\b(?:rain (?:had |finally |slowly )?(?:stopped|ended|cleared|was over|getting thinner)|(?:sun|sunshine) (?:came|peeked|poked) (?:out|back|through)|stopped raining|no more rain)\b/i;

/** Rain that is a game or a likeness, not the weather ("be the rain", "pretend rain", "like rain", "a rain dance"). */
const PRETEND_RAIN =
  /\b(?:(?:be|being|play(?:ed|ing)?|pretend(?:ed|ing)?(?: to be)?|like|as) (?:the |a |some |little |gentle |soft |pretend )*rain(?:drops?|cloud|storm)?|rain (?:dance|game|song|stick)|pretend rain\w*)\b/gi;

/** Composes scene `sceneIndex` of the plan (default: the coloring scene). */
export function composeScene(plan: StoryPlan, sceneIndex: number | undefined, opts: SceneOptions = {}): ComposedScene {
  const index = sceneIndex ?? coloringSceneIndex(plan);
  const scene = plan.scenes[Math.max(0, Math.min(plan.scenes.length - 1, index))];
  const seed = (opts.seed ?? 0) | 0;
  const rng = seededRandom(Math.imul(seed, 7919) ^ hashString(`${plan.child.name}|${index}|${scene.place}`));
  // where the words put the scene (its plan's place, unless the words plainly say elsewhere)
  const kind = scenePlace(scene, opts.theme);
  const night = scene.time === "night" || scene.time === "evening";
  // (a game of being the rain is a child pretending, not weather: "You can be the rain for the small flowers")
  // (nor puddles only thought of or drawn in the mist: "one happy thing: big, splashy puddles")
  const weatherWords = realWords(scene.text.replace(PRETEND_RAIN, " "));
  const rain =
    RAIN.test(weatherWords) && !/\b(?:no|not|n't|stopped|never)\b[\w ]{0,12}\b(?:rain|raining)\b/i.test(weatherWords) && !RAIN_OVER.test(weatherWords);
  const publicRoom = kind === "bathroom" && (PUBLIC_RESTROOM.test(scene.place) || PUBLIC_RESTROOM.test(scene.text));
  const castAll = castOf(plan, scene, seed, opts.childAge);
  // a 6-10-year-old's bedroom has no baby's mobile over the bed
  const bigChild = castAll.some((c) => c.role === "child" && (c.look?.age === "big" || c.look?.age === "older"));
  let drawn = PLACE_DRAWERS[kind]({ rng, night, theme: opts.theme, lettering: opts.lettering, rain, public: publicRoom, bigChild });
  if (drawn.mirrorable && rng() < 0.5) drawn = mirror(drawn);
  // the coat the words put on the child is on the child, done up (not hanging on its hook)
  const coatOn = wearsCoat(plan, index);
  const heroCast = castAll.find((c) => c.role === "child");
  if (coatOn && heroCast?.look) {
    heroCast.look = { ...heroCast.look, uniform: "jacket" };
    heroCast.drawing = person(heroCast.look);
  }
  // the goggles the words put on the child are on her face
  if (heroCast?.look && gogglesOn(scene.text)) {
    heroCast.look = { ...heroCast.look, goggles: true };
    heroCast.drawing = person(heroCast.look);
  }
  const read = actOut(plan, scene, castAll);
  // what the words put in people's hands (the tablet held, the book held up) is drawn there
  const inHands = putInHands(castAll, read, scene, plan.situation?.object);
  // a ride: inside the car, the child strapped in at the back, the grown-up at the wheel
  if (kind === "car" && insideCar(plainSentences(scene.text).join(" ")))
    return inTheCar(plan, scene, index, opts, castAll, read, inHands, { night, rain, flip: rng() < 0.5 });
  const posed = applyPoses(plan, scene, castAll, zoom(drawn, BACK_ZOOM), read);
  const parts = posed.parts;
  const cast = posed.cast;
  const skip = new Set<ArtProp>([...posed.noProps, ...inHands]);
  if (coatOn && heroCast?.look?.uniform === "jacket") skip.add("coat");
  if (heroCast?.look?.goggles) skip.add("goggles");
  // shoes or boots the words put on are on the child's feet, not a pair left on the floor
  // (and the shoes the words say are hers, wet or muddy, are on her feet: "Water went all over Mia's shoes")
  const heroShoes = new RegExp(
    `\\b(?:her|his|their|${plan.child.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}['’]s) (?:new |wet |muddy |school |best )?(?:shoes|boots|trainers|sneakers)\\b(?! (?:off|by|on the|in the|under|were (?:by|on|in|under)))`,
    "i",
  );
  if (
    SHOES_ON.test(unquoted(scene.text)) ||
    (heroShoes.test(unquoted(scene.text)) && !/\b(?:took|kicked|pulled) off\b|\bfind (?:her|his|their)\b|\blost\b|\bwhere (?:is|are)\b/i.test(scene.text))
  )
    skip.add("shoes");
  if (cast.some((c) => c.kind === "baby")) skip.add("baby");
  if (cast.some((c) => c.kind === "dog")) skip.add("dog");
  if (cast.some((c) => c.kind === "cat")) skip.add("cat");
  // children asleep in sleeping bags: the tent is in the picture too
  let words = sceneProps(plan, scene);
  // a thing the words put in another place than the one drawn is not here ("the ball bounced happily in the garden")
  words = words.filter((w) => !placedElsewhere(scene.text, w, kind));
  // what broke is drawn in pieces on the floor, not whole on its shelf
  if (words.some((w) => findProp(w) === "broken pieces")) words = words.filter((w) => !["vase", "cup", "plate"].includes(findProp(w) ?? ""));
  // and what an earlier page broke is not whole again later (the vase that smashed), unless the words mend or replace it
  const broken = brokenBefore(plan, index);
  if (broken.size && !MENDED.test(scene.text)) words = words.filter((w) => !broken.has(findProp(w) ?? "table"));
  if (words.some((w) => findProp(w) === "flipped bowl")) words = words.filter((w) => findProp(w) !== "bowl" && findProp(w) !== "spill");
  // the tower that fell is drawn fallen, not standing
  if (words.some((w) => findProp(w) === "fallen tower")) words = words.filter((w) => findProp(w) !== "blocks tower");
  // what the words spill across the table (or knock onto it) is on the table top, where the place has one
  const onTable = new Set(
    sentences(scene.text)
      .filter((x) => ON_TABLE.test(x))
      .flatMap((x) => propsInText(x)),
  );
  if (posed.tent && !words.some((w) => findProp(w) === "tent")) words.unshift("tent");
  if (posed.game && !words.some((w) => findProp(w) === "board game")) words.unshift("board game");
  // the potty is in this room unless the words send it to the bathroom ("ran to the potty in the bathroom")
  // (the potty "by the bathroom door" is here; the one "in the bathroom" is behind the bathroom's door)
  const props = placeProps(words, parts, skip, onTable, { elsewhere: POTTY_ELSEWHERE.test(scene.text), door: toiletStory(plan) });
  // an animal as big (or as small) as the words make it: "an enormous, shaggy dog"
  for (const p of props.front) if (p.prop === "dog" || p.prop === "cat") p.size *= sizeFromWords(plan, p.prop, scene.text);
  for (const c of cast) if (ANIMALS[c.kind] && !c.pose) c.rel *= sizeFromWords(plan, c.kind);
  // a blanket on the ground is spread out, and the child sits on it
  const blanketAt = props.front.findIndex((p) => p.prop === "blanket");
  const onBlanket = blanketAt >= 0 && cast[0]?.role === "child" && !cast[0].pose;
  if (onBlanket) props.front.splice(blanketAt, 1);
  const keep = [
    ...(props.back.length ? groupBoxes(props.back) : []),
    ...(parts.keep ?? []).map((k) => ({ minX: k.x, minY: k.y, maxX: k.x + k.width, maxY: k.y + k.height })),
  ];
  const clutter = thingBoxes(parts.back, 160).filter((b) => b.maxY - b.minY < 160 && b.maxX - b.minX > 14);
  // in the problem, the ones the words have act with the child (and the baby she hit, in someone's arms)
  // (those acting in the order the words name them, then the others they name: "pushed past a lady", "the lifeguard blew the whistle")
  const named = castAll
    .filter((c) => c.role !== "child" && namedAt(scene.text, c.name) >= 0)
    .sort((a, b) => namedAt(scene.text, a.name) - namedAt(scene.text, b.name))
    .map((c) => c.name);
  const acting = (n: string) =>
    n !== plan.child.name && ((!!read.get(n) && !!(read.get(n)?.action || read.get(n)?.feeling)) || withChild(scene.text, plan.child.name, n));
  const actors = scene.beat === "problem" ? new Set([...named.filter(acting), ...[...read.keys()].filter(acting), ...named]) : undefined;
  // the pet the words name here stands beside the child (the first place beside her), so a close-up on
  // her feeling keeps it in ("Every time the cat blinked, he felt a little bit worse")
  // (in a feeling's page only, and never before what happened: the smashed vase, the puddle keep their place)
  const petAt =
    scene.beat === "feeling" && !props.front.some((p) => KEEP_IN_SHOT.has(p.prop))
      ? props.front.findIndex((p) => (p.prop === "dog" || p.prop === "cat") && propsInText(scene.text).includes(p.prop))
      : -1;
  if (petAt > 0) props.front.unshift(...props.front.splice(petAt, 1));
  const { items, figures } = layoutScene(cast, props.front, parts, rng, onBlanket, keep, clutter, castAll, read, actors);
  for (const f of figures) f.x = (f.box.minX + f.box.maxX) / 2;

  const mat: Drawing = [];
  if (onBlanket) {
    const child = figures.find((f) => f.role === "child")!;
    const w = Math.min(360, Math.max(240, child.box.maxX - child.box.minX + 150));
    const cx = Math.min(INNER.maxX - w / 2 - 4, Math.max(INNER.minX + w / 2 + 4, child.x));
    const spread = put(spreadBlanket(w), { x: cx, y: child.y + 22, s: 1 });
    // the blanket's front edge stays inside the page's margin
    const over = Math.max(0, bounds(spread).maxY - INNER.maxY);
    mat.push(...tagged(over ? put(spread, { x: 0, y: -over, s: 1 }) : spread, "prop:blanket"));
  }
  const figureBoxes = figures.map((f) => f.box);
  const frontBoxes = items.filter((it) => !it.cast).map((it) => bounds(it.placed));
  const acc = accents(opts.theme, parts, props.used, night, rng, [...figureBoxes, ...thingBoxes(parts.back, 200).filter((b) => b.maxY < 470)]);
  const ground = groundDetails(
    parts,
    rng,
    [...figureBoxes, ...frontBoxes, ...(mat.length ? [bounds(mat)] : [])],
    !!opts.theme && !!THEME_ACCENTS[opts.theme]?.groundFlowers,
  );

  // back to front: the place, the night sky in its windows, accents, ground details, props at the back, figures, props in front
  // rain on the windows when it rains outside
  const weather = rain && parts.indoor ? parts.windows.flatMap((p) => rainLines(p.x + 10, p.x + p.width, p.y + 6, p.y + p.height - 10)) : [];
  const windowed = acc.windows.length || weather.length ? clipWindows(tagged([...acc.windows, ...weather], "accent:window"), parts.windows) : [];
  const scenery: Drawing = [...parts.back, ...windowed, ...acc.back, ...ground, ...props.back, ...mat];
  const people: Drawing = [];
  const sorted = items.filter((it) => it.cast).sort((a, b) => a.y - b.y || (a.cast!.role === "child" ? 1 : -1));
  for (const it of sorted)
    people.push(
      ...it.placed.map((s) => (s.tag?.startsWith("figure:") ? s : { ...s, tag: s.tag ? `figure:${it.cast!.name}:${s.tag}` : `figure:${it.cast!.name}` })),
    );
  const front: Drawing = [];
  for (const it of items) if (!it.cast) front.push(...it.placed);
  // a meal: the table is in front of the ones sitting at it, a plate before each (the food the book is about)
  front.push(...mealTable(scene, kind, figures));

  // Everything stays inside the frame.
  const body = hideOccluded([...scenery, ...people, ...front]);
  const info = onBlanket ? props.info.map((p) => (p.prop === "blanket" ? { ...p, where: "ground" } : p)) : props.info;
  if (!opts.framing) return finishScene(plan, scene, index, opts, { body, figures, read, things: [], kind, night, props: info });
  // the animals and the things the words name in front stay in the shot (Biscuit running over)
  // (and whatever in front the words name: the towel he sat on)
  const namedProps = new Set(propsInText(scene.text));
  // (the things in a sentence about the child herself: "Theo found a pretty shell", "Theo kicked the ball")
  const withHero = new Set(
    sentences(scene.text).flatMap((x) => (new RegExp(`\\b${plan.child.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`).test(x) ? propsInText(x) : [])),
  );
  // (the key things first: the animal, the spill, the crashed tower; then the others the words name)
  const key = (p: ArtProp) => p === "dog" || p === "cat" || KEEP_IN_SHOT.has(p);
  const things = items
    .filter((it) => !it.cast && it.prop && (key(it.prop) || namedProps.has(it.prop)))
    .sort((a, b) => Number(key(b.prop!)) - Number(key(a.prop!)))
    .map((it) => ({ ...bounds(it.placed), key: key(it.prop!), hero: withHero.has(it.prop!) }));
  return finishScene(plan, scene, index, opts, { body, figures, read, things, kind, night, props: info });
}

/** Goggles on: "goggles on", "put her goggles on", "wearing his goggles" (never "wouldn't put her goggles on"). */
const GOGGLES_ON =
  /\b(?:goggles (?:on|were on|snapped on|in place)|(?:put|pulled|slipped|popped|snapped|got|tugged) (?:on )?(?:her|his|their|the|my) (?:new |swimming |swim )?goggles(?: on| over)?|wearing (?:her|his|their|the )?(?:new |swimming |swim )?goggles|goggles over (?:her|his|their) eyes)\b/gi;
const NOT_BEFORE = /(?:\b(?:not|never|refus\w*|no|without|off)\b|n't\b)[^.!?]{0,24}$/i;

function gogglesOn(text: string): boolean {
  const plain = plainSentences(text).join(" ");
  for (const m of plain.matchAll(GOGGLES_ON)) if (!NOT_BEFORE.test(plain.slice(Math.max(0, m.index - 40), m.index))) return true;
  return false;
}

/** What the car itself has (drawn as part of it, never again as a thing on the seat). */
const CAR_OWN: ReadonlySet<ArtProp> = new Set<ArtProp>(["car seat", "seatbelt", "window", "bed", "table"]);

/** The scene inside the car (car-inside.ts): everyone as the words have them, seen through the windows. */
function inTheCar(
  plan: StoryPlan,
  scene: Scene,
  index: number,
  opts: SceneOptions,
  cast: Cast[],
  read: Map<string, Reading>,
  inHands: Iterable<ArtProp>,
  o: { night: boolean; rain: boolean; flip: boolean },
): ComposedScene {
  // the things the words name here that are not the car's own nor in someone's hands
  const held = new Set(inHands);
  const things = sceneProps(plan, scene)
    .map((word) => ({ word, prop: findProp(word) }))
    .filter((t): t is { word: string; prop: ArtProp } => !!t.prop && !CAR_OWN.has(t.prop) && !held.has(t.prop) && PROPS[t.prop].where !== "furniture")
    .filter((t, i, all) => all.findIndex((x) => x.prop === t.prop) === i);
  const car = carInside(
    cast.map((c) => ({ name: c.name, role: c.role, look: c.look, drawing: c.drawing, grown: isGrown(c.kind) })),
    o,
    things.map((t) => ({ word: t.prop, draw: PROPS[t.prop].draw })),
  );
  const people: Drawing = car.riders.flatMap((r) =>
    r.placed.map((s) => ({
      ...s,
      tag: s.tag?.startsWith("prop:") ? s.tag : s.tag ? `figure:${r.rider.name}:${s.tag}` : `figure:${r.rider.name}`,
      group: `${r.rider.name}|sit`,
    })),
  );
  const body = hideOccluded([...car.back, ...people, ...car.front]);
  const figures: FigureInfo[] = car.riders.map((r) => {
    const c = cast.find((x) => x.name === r.rider.name)!;
    return {
      name: c.name,
      kind: c.kind,
      role: c.role,
      ...lookInfo(r.look),
      pose: "sit",
      x: (r.box.minX + r.box.maxX) / 2,
      y: r.y,
      scale: r.scale,
      box: r.box,
    };
  });
  const props: PropInfo[] = [
    { word: "car seat", prop: "car seat", where: "built-in" },
    ...car.things.map((t) => ({ word: things.find((x) => x.prop === t.word)?.word ?? t.word, prop: t.word as ArtProp, where: t.where })),
  ];
  return finishScene(plan, scene, index, opts, { body, figures, read, things: [], kind: "car", night: o.night, props });
}

/**
 * The picture's last steps: the framing (a picture book's close, medium or wide shot, the figures'
 * boxes moved with it), everything clipped inside the frame, the frame, the child's name lettered on top.
 */
function finishScene(
  plan: StoryPlan,
  scene: Scene,
  index: number,
  opts: SceneOptions,
  s: {
    body: Drawing;
    figures: FigureInfo[];
    read: Map<string, Reading>;
    things: Array<BoxLike & { key?: boolean; hero?: boolean }>;
    kind: Place;
    night: boolean;
    props: PropInfo[];
  },
): ComposedScene {
  const { figures, read, things, kind, night } = s;
  let body = s.body;
  const lettered = opts.lettering && opts.name !== false && plan.child.name.trim() ? opts.lettering.outline(plan.child.name.trim(), NAME_BOX) : [];
  const decorations: Drawing = [];
  if (lettered.length) {
    const b = bounds(lettered);
    if (b.minX > 110) decorations.push(star(b.minX - 40, 92, 20, 0.45, 5, W.detail), star(b.maxX + 40, 92, 20, 0.45, 5, W.detail));
  }
  const top = opts.frameTop ?? FRAME.y;
  const frameHeight = FRAME.y + FRAME.height - top;
  // A picture book changes its framing: close on a face for a feeling, the two together, wide for a place.
  let shot: Shot = "wide";
  if (opts.framing) {
    // (the shot the book's run gives this page: never the same shot as the page before)
    const framed = frameShot(
      scene,
      figures,
      read,
      { x0: FRAME.x, y0: top, x1: FRAME.x + FRAME.width, y1: FRAME.y + FRAME.height },
      things,
      bookShots(plan)[index],
      problemFraming(opts.childAge),
    );
    if (framed.k !== 1) {
      const t = { x: framed.tx, y: framed.ty, s: framed.k };
      body = put(body, t);
      for (const f of figures) {
        const b = f.box;
        f.box = { minX: b.minX * t.s + t.x, maxX: b.maxX * t.s + t.x, minY: b.minY * t.s + t.y, maxY: b.maxY * t.s + t.y };
        f.x = f.x * t.s + t.x;
        f.y = f.y * t.s + t.y;
        f.scale *= t.s;
      }
    }
    shot = framed.shot;
  }
  const inFrame = clipToRect(body, { x: FRAME.x + 3, y: top + 3, width: FRAME.width - 6, height: frameHeight - 6 });
  const frame = rect(FRAME.x, top, FRAME.width, frameHeight, 26, W.bold);
  const drawing: Drawing = [{ ...frame, opaque: false }, ...inFrame, ...decorations, ...lettered];
  return { drawing, title: describeScene(plan, scene), placeKind: kind, night, figures, props: s.props, shot };
}

/** Words of a meal at the table: eating, tasting, a plate or the food on it. */
const MEAL =
  /\b(?:eat|eats|ate|eating|taste[ds]?|tasting|tiny taste|bites? of|mouthful|nibble[ds]?|chew(?:ed|ing)?|plate|peas|chips|fries|broccoli|carrots|pasta|nuggets|vegetables|veggies|dinner|lunch|breakfast|supper|food|fork|spoon|meal|menu|ordered)\b/i;
const MEAL_PLACES: ReadonlySet<Place> = new Set<Place>(["kitchen", "restaurant"]);

/**
 * The table of a meal, drawn in front of the ones sitting at it (the kitchen's, the restaurant's): it
 * hides them from the lap down, and a plate of food stands before each. Only where the words are of a
 * meal and the child sits.
 */
function mealTable(scene: Scene, kind: Place, figures: FigureInfo[]): Drawing {
  if (!MEAL_PLACES.has(kind) || !MEAL.test(unquoted(scene.text))) return [];
  const sitters = figures.filter((f) => f.pose === "sit" && f.kind !== "baby" && !ANIMALS[f.kind]);
  const hero = sitters.find((f) => f.role === "child");
  if (!hero) return [];
  const named = [...scene.props.map((w) => findProp(w)), ...propsInText(scene.text)].filter((p): p is ArtProp => !!p);
  const beside = named.filter((p) => AT_TABLE.has(p)).slice(0, 1);
  // (the table reaches past the child's place for the thing beside her dish)
  const reach = beside.length ? 130 : 40;
  const lo = Math.min(...sitters.map((f) => f.box.minX));
  const hi = Math.max(...sitters.map((f) => f.box.maxX));
  const moreRight = INNER.maxX - hi >= lo - INNER.minX;
  const x0 = Math.max(INNER.minX + 6, lo - (moreRight ? 40 : reach));
  const x1 = Math.min(INNER.maxX - 6, hi + (moreRight ? reach : 40));
  const hb = hero.box;
  const top = hb.minY + (hb.maxY - hb.minY) * 0.68;
  const floor = Math.max(...sitters.map((f) => f.box.maxY)) - top;
  const table = put(frontTable(x1 - x0, floor), { x: (x0 + x1) / 2, y: top });
  // the dish the words give (a bowl of cereal, else a plate of food) before each, and the things the
  // words have at the table beside the child's (the tablet propped up, the homework): hands below the
  // table top would hide them
  const dish: ArtProp = named.includes("bowl") || /\b(?:cereal|porridge|soup|oatmeal)\b/i.test(scene.text) ? "bowl" : "plate";
  const at = (f: FigureInfo) => Math.min(x1 - 60, Math.max(x0 + 60, f.x));
  const onTop: Drawing = [];
  const dishDrawing = PROPS[dish].draw();
  const db = bounds(dishDrawing);
  const dk = 96 / Math.max(1, db.maxX - db.minX);
  for (const f of sitters) onTop.push(...tagged(put(dishDrawing, { x: at(f), y: top - 6, s: dk }), `prop:${dish}`));
  for (const p of beside) {
    // on the side with room (never past the table's ends)
    const right = x1 - at(hero) >= at(hero) - x0;
    const d = PROPS[p].draw();
    const b = bounds(d);
    const k = 62 / Math.max(1, b.maxY - b.minY);
    const x = Math.min(x1 - 40, Math.max(x0 + 40, at(hero) + (right ? 84 : -84)));
    onTop.push(...tagged(put(d, { x: x - ((b.minX + b.maxX) / 2) * k, y: top - 4, s: k }), `prop:${p}`));
  }
  return [...tagged(table, "prop:table"), ...onTop];
}

/** What stands on the table of a meal beside the child's dish (named in the words). */
const AT_TABLE: ReadonlySet<ArtProp> = new Set<ArtProp>([
  "tablet",
  "phone",
  "book",
  "homework",
  "crayons",
  "cup",
  "sandwich",
  "cake",
  "cookie",
  "apple",
  "remote",
]);

/** Words that put a thing in a place ("in the garden", "out in the yard", "at school"), and the place they name. */
const THING_AT =
  /\b(?:in|into|out in|out to|at|to|on) the (garden|yard|backyard|park|playground|beach|pool|kitchen|bedroom|bathroom|living room|shop|store|supermarket|classroom)\b|\b(?:at|to) (school)\b/gi;
/** Words that put a thing away indoors: on its shelf, in a drawer or cupboard, charging in the hall. */
const PUT_AWAY_INDOORS =
  /\b(?:(?:on|onto|back on|up on) (?:its|the|a|his|her|their) (?:high |top |own )?shelf|in (?:its|the|a) (?:drawer|cupboard|cabinet|toy box|basket)|(?:charging|left|put away) in the (?:hall|house|kitchen)|put away (?:indoors|inside))\b/i;
const OUTDOOR_PLACES: ReadonlySet<Place> = new Set<Place>(["garden", "park", "playground", "beach", "pool", "street", "school gate"]);
const THING_PLACE: Record<string, Place> = {
  garden: "garden",
  yard: "garden",
  backyard: "garden",
  park: "park",
  playground: "playground",
  beach: "beach",
  pool: "pool",
  kitchen: "kitchen",
  bedroom: "bedroom",
  bathroom: "bathroom",
  "living room": "living room",
  shop: "shop",
  store: "shop",
  supermarket: "shop",
  classroom: "classroom",
  school: "classroom",
};

/**
 * Whether every clause of the words that names the thing puts it on the other side of the door from
 * the place drawn ("…, and the ball bounced happily in the garden, where it belonged" in a
 * living-room scene): then it is somewhere else and not drawn here.
 */
function placedElsewhere(text: string, word: string, here: Place): boolean {
  const outdoors = (p: Place) => OUTDOOR_PLACES.has(p);
  const prop = findProp(word);
  if (!prop) return false;
  const clauses = sentences(unquoted(text)).flatMap((x) => x.split(/,\s*(?:and|but|while|where)\b|;|\s+but\s+/i));
  const about = clauses.filter((c) => propsInText(c).includes(prop));
  if (!about.length) return false;
  return about.every((c) => {
    const places = [...c.matchAll(THING_AT)].map((m) => THING_PLACE[(m[1] ?? m[2]).toLowerCase()]);
    // put away indoors ("The tablet was on its shelf", "charging in the hall"): not out on the lawn
    if (PUT_AWAY_INDOORS.test(c)) places.push("living room");
    // (only across the door: out in the garden from a room, in the kitchen from the garden; "wet shorts
    // at the park" on the playground is here)
    return places.length > 0 && places.every((p) => p && outdoors(p) !== outdoors(here));
  });
}

/** Things that break into pieces, and words that make one whole again. */
const BREAKABLE: ReadonlySet<ArtProp> = new Set<ArtProp>(["vase", "cup", "plate"]);
const MENDED = /\b(?:new|glued|mended|fixed|another) (?:vase|cup|plate)\b|\bglued (?:it|the pieces)\b/i;

/** The breakable things the pages before scene `index` break ("the vase rocked, and then it smashed"). */
function brokenBefore(plan: StoryPlan, index: number): Set<ArtProp> {
  const out = new Set<ArtProp>();
  for (const s of plan.scenes.slice(0, Math.max(0, index))) {
    if (!propsInText(s.text).includes("broken pieces")) continue;
    // the thing named in the sentence that breaks it, or the sentence before ("It clipped the shelf, the vase rocked, and then it smashed")
    const xs = sentences(s.text);
    xs.forEach((x, i) => {
      if (!propsInText(x).includes("broken pieces")) return;
      for (const p of [...propsInText(x), ...propsInText(xs[i - 1] ?? "")]) if (BREAKABLE.has(p)) out.add(p);
    });
  }
  return out;
}

/** Whether a sentence of the words names someone with the child ("Theo pushed past a lady"): they are in it together. */
function withChild(text: string, child: string, name: string): boolean {
  return sentences(unquoted(text)).some((x) => namedAt(x, child) >= 0 && namedAt(x, name) >= 0);
}

/** Where the words first name someone ("the lady": "lady"), or -1. */
function namedAt(text: string, name: string): number {
  return new RegExp(`\\b${name.replace(/^the /i, "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`, "i").exec(text)?.index ?? -1;
}

/** Things in front that a medium shot keeps in (the key object of the problem: the broken vase, the spill, the helmet). */
const KEEP_IN_SHOT: ReadonlySet<ArtProp> = new Set<ArtProp>([
  "broken pieces",
  "spill",
  "helmet",
  "board game",
  "high chair",
  "blocks tower",
  "flipped bowl",
  "puddle",
  "fountain",
  "restroom",
  "toilet door",
  "fallen tower",
  "potty",
]);

/** Feelings strong enough for a close-up of the face. */
const STRONG: ReadonlySet<Mood> = new Set<Mood>(["sad", "crying", "cross", "scared", "worried", "surprised", "proud"]);

/**
 * The scene's framing, from its beat and its words: a feeling scene (or the child alone with a
 * strong feeling) close on the child's face and shoulders; the problem, the helper, the success and
 * two characters together a medium shot of the two; the opening, the celebration, the echo and busy
 * scenes wide. Returns the zoom (k) and the shift that put the focus in the frame while the picture
 * still covers the whole frame.
 */
function frameShot(
  scene: Scene,
  figures: FigureInfo[],
  read: Map<string, Reading>,
  f: { x0: number; y0: number; x1: number; y1: number },
  things: Array<BoxLike & { key?: boolean; hero?: boolean }>,
  prefer: Shot | undefined,
  problemShot: ProblemFraming,
): { shot: Shot; k: number; tx: number; ty: number } {
  const wide = { shot: "wide" as Shot, k: 1, tx: 0, ty: 0 };
  const hero = figures.find((x) => x.role === "child") ?? figures[0];
  if (!hero) return wide;
  const people = figures.filter((x) => x.pose !== "carried");
  const feeling = read.get(hero.name)?.feeling;
  const beat = scene.beat;
  const fw = f.x1 - f.x0;
  const fh = f.y1 - f.y0;
  let want: Shot = "wide";
  // everyone the words name who is here stays in the picture: a close-up only of a child on their own
  // (a baby by its name or as "the baby")
  const named = people.filter(
    (x) =>
      x !== hero &&
      (new RegExp(`\\b${x.name.replace(/^the /i, "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`, "i").test(scene.text) ||
        (x.kind === "baby" && /\bbaby\b(?! steps?\b)/i.test(scene.text))),
  );
  if (beat === "opening" || beat === "celebration" || beat === "echo" || people.length >= 4) want = "wide";
  else if (named.length > 1 && beat !== "feeling" && people.length === 1) want = "medium";
  else if (beat === "feeling" || (people.length === 1 && feeling && STRONG.has(feeling) && beat !== "ending")) want = "close";
  else if (beat === "problem" || beat === "helper" || beat === "success" || beat === "stumble" || beat === "ending" || people.length === 2) want = "medium";
  // the book's run of shots changes the framing from the page before (a crowd is never cut to one face)
  if (prefer && beat !== "problem") want = prefer === "close" && people.length >= 4 ? "medium" : prefer;
  /** Zoom k about the focus box, its centre to (cx, cy) in the frame, clamped so the picture still fills the frame. */
  const fitTo = (k: number, fx: number, fy: number, cx: number, cy: number) => {
    let tx = cx - fx * k;
    let ty = cy - fy * k;
    // the original frame, zoomed, must still cover the frame
    tx = Math.min(f.x0 - f.x0 * k, Math.max(f.x1 - f.x1 * k, tx));
    ty = Math.min(f.y0 - f.y0 * k, Math.max(f.y1 - f.y1 * k, ty));
    return { k, tx, ty };
  };
  const close = (two: FigureInfo[], with_: BoxLike[] = []) => {
    const b = {
      minX: Math.min(...two.map((g) => g.box.minX)),
      maxX: Math.max(...two.map((g) => g.box.maxX)),
      minY: Math.min(...two.map((g) => g.box.minY)),
      maxY: Math.max(...two.map((g) => g.box.maxY)),
    };
    const h = b.maxY - b.minY;
    // the head and the body down to the hips (down to the feet, and across, for a thing the words name beside them)
    const focusTop = b.minY - 16;
    let focusBottom = b.minY + h * (hero.pose === "asleep" || hero.pose === "in-bed" ? 1 : 0.8);
    for (const t of with_) {
      b.minX = Math.min(b.minX, t.minX);
      b.maxX = Math.max(b.maxX, t.maxX);
      focusBottom = Math.max(focusBottom, t.maxY);
    }
    const k = Math.min(1.8, (fh * 0.9) / Math.max(1, focusBottom - focusTop), (fw * 0.85) / Math.max(1, b.maxX - b.minX));
    return k < 1.2 ? null : { shot: "close" as Shot, ...fitTo(k, (b.minX + b.maxX) / 2, focusTop, f.x0 + fw / 2, f.y0 + fh * 0.05) };
  };
  // the problem reads at a glance: a medium shot, heads to knees, on the child and the ones the words
  // have act with her (the baby she hit and the one holding it, the grown-up she clings to), with the
  // key thing of the problem (the spill, the dog, the crashed tower) in the frame
  if (beat === "problem") {
    // the ones the words name, in the order they name them (the one she pushed past before the one who
    // hurried over), then any other the words have act (by another word: "the baby")
    const firstNamed = (x: FigureInfo) => {
      const m = new RegExp(`\\b${x.name.replace(/^the /i, "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`, "i").exec(scene.text);
      return m ? m.index : read.has(x.name) ? scene.text.length : Number.POSITIVE_INFINITY;
    };
    const byMention = people.filter((x) => x !== hero && Number.isFinite(firstNamed(x))).sort((a, b) => firstNamed(a) - firstNamed(b));
    const acting = byMention.filter((x) => read.has(x.name) || withChild(scene.text, hero.name, x.name));
    const onlyNamed = byMention.filter((x) => !acting.includes(x));
    for (const b of figures.filter((x) => x.pose === "carried" && read.has(x.name))) {
      const cx = (b.box.minX + b.box.maxX) / 2;
      const holder = people.find((x) => x.box.minX <= cx && cx <= x.box.maxX && x.box.minY <= b.box.minY);
      if (holder && holder !== hero && !acting.includes(holder)) acting.unshift(holder);
    }
    // the one she hugs or clings to, or holds hands with, first of all
    for (const x of people) if (x !== hero && (x.pose === "hug" || x.pose === "hand-in-hand") && !acting.includes(x)) acting.unshift(x);
    const far = (box: BoxLike) => Math.abs((box.minX + box.maxX) / 2 - hero.x);
    const knees = (x: FigureInfo) => x.box.minY + (x.box.maxY - x.box.minY) * (x === hero && x.pose !== "stand" ? 1 : 0.82);
    // who and what the shot takes in, most wanted first (the key things, the ones the words have act with
    // her in the order they name them, then the others named): the last ones go when they will not all fit
    const keyThings = things.filter((t) => t.key).sort((a, b) => far(a) - far(b));
    // (a toddler's where she hurt someone: the one hurt first of all)
    const hurtFirst = !problemShot.keepAllNamed && (read.get(hero.name)?.hurt || read.get(hero.name)?.action === "push") && acting.length > 0;
    const extras: BoxLike[] = [
      ...(hurtFirst ? [{ ...acting[0]!.box, maxY: knees(acting[0]!) }] : []),
      ...keyThings,
      ...(hurtFirst ? acting.slice(1) : acting).map((x) => ({ ...x.box, maxY: knees(x) })),
      ...onlyNamed.filter((x) => !acting.includes(x)).map((x) => ({ ...x.box, maxY: knees(x) })),
      ...things.filter((t) => !t.key).sort((a, b) => far(a) - far(b)),
    ];
    // everyone the words name here, and the key thing, always stay in: only the other things may go
    // (when they will not fit close, the shot stays as close as keeps them all: "Dad came in and
    // switched the TV off" is in the picture of the push, "Mom hurried over" in the picture of the hit)
    // (a toddler's problem: only as many as fit near the child; her feeling reads first)
    // (a toddler's problem where she hurt someone keeps the key thing and the first one the words have
    // act with her: the baby she bit, in the arms of the one who scooped it up)
    const must = problemShot.keepAllNamed ? keyThings.length + acting.length + onlyNamed.filter((x) => !acting.includes(x)).length : hurtFirst ? 1 : 0;
    // (a toddler's: when even those will not fit near, the child and what fits)
    const floor = problemShot.keepAllNamed ? must : 0;
    for (let n = extras.length; n >= floor; n--) {
      const group: BoxLike[] = [{ ...hero.box, maxY: knees(hero) }, ...extras.slice(0, n)];
      const u = {
        minX: Math.min(...group.map((g) => g.minX)),
        maxX: Math.max(...group.map((g) => g.maxX)),
        minY: Math.min(...group.map((g) => g.minY)) - 16,
        maxY: Math.max(...group.map((g) => g.maxY)),
      };
      const k = Math.min(problemShot.maxZoom, (fw * 0.92) / Math.max(1, u.maxX - u.minX), (fh * 0.9) / Math.max(1, u.maxY - u.minY));
      if (k >= (n > 0 ? problemShot.minZoom : 1.15)) return { shot: "medium", ...fitTo(k, (u.minX + u.maxX) / 2, u.maxY, f.x0 + fw / 2, f.y1 - fh * 0.03) };
      if (n === must || n === floor) {
        // still too wide: the ones at the sides may be cut at the frame's edge, never out of it (the
        // middle of each, face and body, stays in)
        const core = group.map((g, i) => {
          if (i === 0) return g;
          const cut = (g.maxX - g.minX) * 0.22;
          return { ...g, minX: g.minX + cut, maxX: g.maxX - cut };
        });
        const c = { minX: Math.min(...core.map((g) => g.minX)), maxX: Math.max(...core.map((g) => g.maxX)) };
        const kc = Math.min(1.6, (fw * 0.96) / Math.max(1, c.maxX - c.minX), (fh * 0.9) / Math.max(1, u.maxY - u.minY));
        if (kc >= 1.15) return { shot: "medium", ...fitTo(kc, (c.minX + c.maxX) / 2, u.maxY, f.x0 + fw / 2, f.y1 - fh * 0.03) };
        if (n === floor) return wide;
      }
    }
  }
  // a close-up would crop out an animal or thing the words bring in, or a second person they name
  if (want === "close" && ((things.length && beat !== "feeling") || (named.length > 1 && beat !== "feeling"))) want = "medium";
  // the one who does or feels something in the words comes first ("Ivy was crying": Mia and Ivy)
  named.sort((a, b) => (read.has(b.name) ? 1 : 0) - (read.has(a.name) ? 1 : 0));
  if (want === "close") {
    // close on the child's face and body, with the faces of everyone the words name here and the things
    // they name (the towel, the watering can); else with the ones the words have act or feel (the one who
    // knelt beside her, the hand she holds) and the key animal or thing (the dog, the puddle); only the
    // child alone when nobody and nothing key would be cropped: otherwise the shot widens to take them in
    const acts = (x: FigureInfo) => !!(read.get(x.name)?.action || read.get(x.name)?.feeling) || x.pose === "hug" || x.pose === "hand-in-hand";
    const actingNamed = named.filter(acts);
    const key = things.filter((t) => t.key);
    const shot = close([hero, ...named], things) ?? close([hero, ...actingNamed], key) ?? (actingNamed.length || key.length ? null : close([hero]));
    if (shot) return shot;
    want = "medium";
  }
  if (want === "medium") {
    // the child and the one the words name (else the one nearest them), everyone named kept in
    const other = named[0] ?? people.filter((x) => x !== hero).sort((a, b) => Math.abs(a.x - hero.x) - Math.abs(b.x - hero.x))[0];
    const group: Array<{ box: BoxLike }> = [hero, ...(other ? [other] : []), ...named.filter((x) => x !== other), ...things.map((box) => ({ box }))];
    const u = {
      minX: Math.min(...group.map((g) => g.box.minX)),
      maxX: Math.max(...group.map((g) => g.box.maxX)),
      minY: Math.min(...group.map((g) => g.box.minY)),
      maxY: Math.max(...group.map((g) => g.box.maxY)),
    };
    const k = Math.min(1.55, (fw * 0.9) / Math.max(1, u.maxX - u.minX), (fh * 0.88) / Math.max(1, u.maxY - u.minY + 30));
    if (k >= 1.15) return { shot: "medium", ...fitTo(k, (u.minX + u.maxX) / 2, u.maxY, f.x0 + fw / 2, f.y1 - fh * 0.04) };
    if (!prefer) return wide;
    // the book's run wants a medium shot here: heads to knees (a grown-up's full height will not fit),
    // and when they stand too far apart, the ones at the sides cut at the frame's edge, never out of it
    // (the child whole, the middle of each other one, face and body, in)
    const knees = Math.max(...group.map((g) => g.box.minY + (g.box.maxY - g.box.minY) * 0.8));
    const kk = (w: number) => Math.min(1.55, (fw * 0.92) / Math.max(1, w), (fh * 0.9) / Math.max(1, knees - u.minY + 20));
    if (kk(u.maxX - u.minX) >= 1.15) return { shot: "medium", ...fitTo(kk(u.maxX - u.minX), (u.minX + u.maxX) / 2, knees, f.x0 + fw / 2, f.y1 - fh * 0.03) };
    const core = group.map((g, i) =>
      i === 0 ? g.box : { ...g.box, minX: g.box.minX + (g.box.maxX - g.box.minX) * 0.3, maxX: g.box.maxX - (g.box.maxX - g.box.minX) * 0.3 },
    );
    const c = { minX: Math.min(...core.map((g) => g.minX)), maxX: Math.max(...core.map((g) => g.maxX)) };
    const kc = kk(c.maxX - c.minX);
    if (kc >= 1.15) return { shot: "medium", ...fitTo(kc, (c.minX + c.maxX) / 2, knees, f.x0 + fw / 2, f.y1 - fh * 0.03) };
    // still too wide: the people, the key things and what the child herself holds or finds stay in;
    // the other things named may go (crayons on the floor at the far side)
    const kept = core.filter((_, i) => {
      const g = group[i] as { box: BoxLike & { key?: boolean; hero?: boolean } };
      return !things.includes(g.box) || g.box.key || g.box.hero;
    });
    const d = { minX: Math.min(...kept.map((g) => g.minX)), maxX: Math.max(...kept.map((g) => g.maxX)) };
    const kd = kk(d.maxX - d.minX);
    return kd >= 1.15 ? { shot: "medium", ...fitTo(kd, (d.minX + d.maxX) / 2, knees, f.x0 + fw / 2, f.y1 - fh * 0.03) } : wide;
  }
  return wide;
}

function clipWindows(d: Drawing, panes: Box[]): Drawing {
  if (!panes.length) return d;
  const out: Drawing = [];
  for (const p of panes) out.push(...clipToRect(d, { x: p.x + 4, y: p.y + 4, width: p.width - 8, height: p.height - 8 }));
  // a stroke inside two panes would be doubled; keep each once
  const seen = new Set<string>();
  return out.filter((s) => {
    const k = JSON.stringify(s.cmds);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
