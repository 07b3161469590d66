/**
 * Family (issue 15), for every engine: siblings in the story, the child's likes, and things that
 * must never appear ("avoid"). Browser-safe, no engine imports: the local planner, the LLM prompts
 * and the quality checks share these.
 */
import type { Pronouns, StoryPlan } from "../contracts/story-plan";
import { behaviorLabel, type BehaviorId } from "../contracts/catalog";
import { MAX_AVOID, MAX_LIKES, MAX_SIBLINGS } from "../contracts/family";
import { screenPhrase } from "./screen-rules";

export interface Sibling {
  name: string;
  pronouns: Pronouns;
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** "brother", "sister", "sibling". */
export function siblingRelation(pronouns: Pronouns): string {
  return pronouns === "he" ? "brother" : pronouns === "she" ? "sister" : "sibling";
}

/** The request's siblings: trimmed, at most two, none with the child's name, no duplicates. */
export function cleanSiblings(siblings: Sibling[] | undefined, childName: string): Sibling[] {
  const seen = new Set([childName.trim().toLowerCase()]);
  const out: Sibling[] = [];
  for (const s of siblings ?? []) {
    const name = s?.name?.replace(/\s+/g, " ").trim();
    if (!name || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    out.push({ name, pronouns: s.pronouns ?? "they" });
    if (out.length >= MAX_SIBLINGS) break;
  }
  return out;
}

/** A parent's short phrase as the story says it: trimmed, no end punctuation, no ALL CAPS. */
export function cleanPhrase(phrase: string): string {
  let p = phrase
    .replace(/[\u0000-\u001f<>{}[\]`"“”]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[.!?,;:]+$/, "");
  p = p.replace(/^(my|his|her|their|our)\s+/i, "");
  // ALL CAPS, or a plain word typed with a capital: lower-case. "Peppa Pig" (every word capital) stays.
  const words = p.split(" ");
  const properNoun = words.length > 1 && words.every((w) => /^\p{Lu}\p{Ll}/u.test(w));
  if (!properNoun) p = p.toLowerCase();
  return p;
}

export function cleanList(list: string[] | undefined, max: number): string[] {
  const out: string[] = [];
  for (const item of list ?? []) {
    if (typeof item !== "string") continue;
    const p = cleanPhrase(item);
    if (p && p.length <= 40 && !out.some((o) => o.toLowerCase() === p.toLowerCase())) out.push(p);
    if (out.length >= max) break;
  }
  return out;
}

// ---- avoid -----------------------------------------------------------------------------------------

/** Words that name the same thing a parent wants kept out ("dogs" also keeps out "puppy"). */
const RELATED: Record<string, string[]> = {
  // Common fears: a parent who names one wants the things that bring it on kept out too.
  dog: ["puppy", "puppies", "doggy", "doggie", "pup", "pups", "woof", "bark", "barks", "barked", "barking", "growl", "growled", "growling", "leash", "kennel"],
  cat: ["kitten", "kittens", "kitty", "kitties"],
  dark: [
    "darkness",
    "darker",
    "darkest",
    "night-light",
    "night-lights",
    "nightlight",
    "nightlights",
    "shadow",
    "shadows",
    "shadowy",
    "lights out",
    "lights off",
    "light off",
    "switched off the light",
    "turned off the light",
    "torch",
    "torches",
    "flashlight",
    "flashlights",
    "thunder",
    "thunderstorm",
    "thunderstorms",
    "lightning",
    "storm",
    "storms",
    "stormy",
  ],
  bath: ["bathtub", "bathtubs", "bathtime", "bath time", "tub", "bubble bath", "bathwater", "shampoo", "hair wash"],
  water: [
    "watery",
    "pool",
    "pools",
    "swimming",
    "swim",
    "swims",
    "swam",
    "sea",
    "ocean",
    "lake",
    "puddle",
    "puddles",
    "splash",
    "splashes",
    "splashed",
    "splashing",
    "bath",
    "baths",
    "bathtub",
    "bathtime",
    "bath time",
    "bathwater",
    "waves",
    "beach",
    "beaches",
    "seaside",
  ],
  monster: ["monsters", "monstrous", "ghost", "ghosts", "goblin", "goblins", "troll", "trolls", "beast", "beasts", "creepy"],
  spider: ["spiders", "spiderweb", "spiderwebs", "cobweb", "cobwebs", "creepy-crawly", "creepy-crawlies"],
  bug: ["bugs", "insect", "insects", "beetle", "beetles", "creepy-crawly", "creepy-crawlies", "spider", "spiders", "wasp", "wasps"],
  shout: ["shouting", "shouted", "shouts", "shouty"],
  yell: ["yelling", "yelled", "yells"],
  scream: ["screaming", "screamed", "screams"],
  thunder: ["thunderstorm", "thunderstorms", "thunderclap", "lightning", "storm", "storms", "stormy"],
  storm: ["storms", "stormy", "thunderstorm", "thunderstorms", "thunder", "thunderclap", "lightning"],
  thunderstorm: ["thunder", "thunderclap", "lightning", "storm", "storms", "stormy"],
  bee: ["bees", "wasp", "wasps", "sting", "stings", "stung"],
  doctor: ["doctors", "doctor's", "nurse", "nurses", "checkup", "check-up", "check-ups", "stethoscope", "clinic", "injection", "injections", "jab", "jabs"],
  needle: ["needles", "injection", "injections", "shot", "shots", "jab", "jabs", "vaccine", "vaccines", "vaccination", "vaccinations"],
  noise: [
    "noises",
    "noisy",
    "bang",
    "bangs",
    "banging",
    "boom",
    "booms",
    "booming",
    "crash",
    "crashes",
    "crashing",
    "siren",
    "sirens",
    "fireworks",
    "firework",
    "hand dryer",
    "hand dryers",
    "thunder",
    "thunderclap",
    "thunderstorm",
    "thunderstorms",
    "alarm",
    "alarms",
  ],
};

function singular(w: string): string {
  if (/ies$/.test(w) && w.length > 4) return w.slice(0, -3) + "y";
  if (/(ches|shes|sses|xes|zes)$/.test(w)) return w.slice(0, -2);
  if (/[^s]s$/.test(w) && w.length > 3) return w.slice(0, -1);
  return w;
}
function plural(w: string): string {
  if (/[^aeiou]y$/.test(w)) return w.slice(0, -1) + "ies";
  if (/(ch|sh|ss|x|z)$/.test(w)) return w + "es";
  if (/s$/.test(w)) return w;
  return w + "s";
}
/** shouting → shout, shouts, shouted; splashing → splash, splashes, splashed; running → run. */
function verbForms(w: string): string[] {
  const m = /^(.{3,}?)(ing|ed)$/.exec(w);
  if (!m) return [];
  let base = m[1];
  if (/([bdgmnprt])\1$/.test(base)) base = base.slice(0, -1);
  const out = [base, plural(base), `${base}ed`, `${base}ing`];
  if (!/e$/.test(base)) out.push(`${base}e`, `${base}es`, `${base}ed`);
  return out;
}

/** Every form of one avoided phrase that the story must not contain (lower case). */
export function avoidForms(phrase: string): string[] {
  const p = cleanPhrase(phrase)
    .toLowerCase()
    .replace(/^(the|a|an|any|some|no|loud|scary|big)\s+/, "")
    .trim();
  if (!p) return [];
  const words = p.split(" ");
  const last = words[words.length - 1];
  const head = words.slice(0, -1).join(" ");
  const lasts = new Set([last, singular(last), plural(singular(last)), ...verbForms(last)]);
  const forms = new Set<string>();
  for (const l of lasts) forms.add(head ? `${head} ${l}` : l);
  for (const l of [...lasts]) for (const r of RELATED[l] ?? []) forms.add(head ? `${head} ${r}` : r);
  // "doctors" also keeps out "doctor's"; "water" keeps "water" in "watering can"? No: whole words only.
  return [...forms].filter((f) => f.length >= 2);
}

export interface AvoidMatcher {
  /** The phrases as the parent gave them (cleaned). */
  phrases: string[];
  /** The first avoided word found in the text, else null. */
  find(text: string): string | null;
  hits(text: string): boolean;
}

export function avoidMatcher(avoid: string[] | undefined): AvoidMatcher {
  // An entry the screen refuses (a caller that skipped the form's rules) never reaches a prompt.
  const phrases = cleanList(avoid, MAX_AVOID).filter((p) => screenPhrase("avoid", p) === null);
  const forms = [...new Set(phrases.flatMap(avoidForms))].sort((a, b) => b.length - a.length);
  const re = forms.length
    ? new RegExp(`(?<![\\p{L}\\p{N}])(${forms.map((f) => escapeRegExp(f).replace(/ /g, "[\\s-]+")).join("|")})(?![\\p{L}\\p{N}])`, "iu")
    : null;
  const find = (text: string) => (re ? (re.exec(text)?.[0] ?? null) : null);
  return { phrases, find, hits: (text) => find(text) !== null };
}

/** What a behavior's stories are about, beyond its name: a story can't leave these out. */
const BEHAVIOR_SUBJECT: Partial<Record<BehaviorId, string[]>> = {
  toileting: ["potty", "toilet"],
  bedtime: ["bedtime", "sleep"],
  "nail-biting": ["nails"],
};

export interface AvoidConflict {
  /** The parent's entry (as given) that the story can't leave out. */
  entry: string;
  message: string;
}

/**
 * A thing to leave out that the story is about: a custom situation that names it ("bath time" with
 * "bath", or "water", on the list), or a behavior that can't be told without it ("potty" for Toileting).
 * Anything else the engines leave out and still write the story. `owner` words the message for a saved
 * child's list ("Maya's list on the My Children page"); without it the list is this request's.
 */
export function avoidConflict(req: { behavior: string; customBehavior?: string | null; avoid?: string[] }, owner?: string): AvoidConflict | null {
  const custom = req.behavior === "custom";
  const about = custom ? (req.customBehavior ?? "") : [behaviorLabel(req.behavior), ...(BEHAVIOR_SUBJECT[req.behavior as BehaviorId] ?? [])].join(" · ");
  if (!about.trim()) return null;
  const list = owner ? `${owner}'s things to leave out (on the My Children page)` : "the things to leave out for this story";
  for (const entry of (req.avoid ?? []).filter((a) => typeof a === "string" && a.trim())) {
    const word = avoidMatcher([entry]).find(about);
    if (!word) continue;
    const phrase = cleanPhrase(entry);
    const message = custom
      ? `The situation you described mentions "${word}", and "${phrase}" is on the list of things to leave out. A story can't leave out what it is about: please take "${phrase}" off ${list}, or describe another situation.`
      : `"${phrase}" is on the list of things to leave out, but a story about ${behaviorLabel(req.behavior)} can't leave it out. Please take "${phrase}" off ${list}, or choose another behavior.`;
    return { entry, message };
  }
  return null;
}

/** Every word of a plan the child or the picture could show: title, scenes, props, places, characters, talk, strategy. */
export function planSurfaces(plan: StoryPlan): Array<{ where: string; text: string }> {
  const out: Array<{ where: string; text: string }> = [
    { where: "the title", text: plan.title },
    { where: "the helper", text: `${plan.helper.name} ${plan.helper.kind}` },
    { where: "the situation", text: Object.values(plan.situation).filter(Boolean).join(" · ") },
    { where: "the strategy", text: [plan.strategy.name, ...plan.strategy.steps, plan.strategy.why].join(" · ") },
    { where: "the questions", text: plan.talkAbout.join(" · ") },
  ];
  for (const o of plan.others ?? []) out.push({ where: "the cast", text: `${o.name} ${o.kind}` });
  plan.scenes.forEach((s, i) => {
    out.push({ where: `scene ${i + 1}`, text: s.text });
    out.push({ where: `scene ${i + 1}'s picture`, text: [s.place, ...s.props, ...s.characters].join(" · ") });
  });
  return out;
}

/** The first avoided word in the plan, with where it is. */
export function findAvoidedInPlan(plan: StoryPlan, avoid: string[] | undefined): { word: string; where: string } | null {
  const m = avoidMatcher(avoid);
  if (!m.phrases.length) return null;
  for (const s of planSurfaces(plan)) {
    const word = m.find(s.text);
    if (word) return { word, where: s.where };
  }
  return null;
}

// ---- likes -----------------------------------------------------------------------------------------

export interface LikeSpec {
  /** The drawable prop the picture shows. */
  prop?: string;
  /** The object the child holds in the story ("toy dinosaur"), when the like is a toy. */
  toy?: string;
}

/** Likes the pictures can draw, by the parent's word (singular, lower case). */
const LIKE_TABLE: Array<[RegExp, LikeSpec]> = [
  [/\b(dinosaurs?|dinos?|t-?rex)\b/, { prop: "toy dinosaur", toy: "toy dinosaur" }],
  [/\b(trains?|railways?|choo[- ]?choos?)\b/, { prop: "toy train", toy: "toy train" }],
  [/\b(cars?|trucks?|diggers?|tractors?|vehicles?)\b/, { prop: "toy car", toy: "toy car" }],
  [/\b(teddy|teddies|teddy bears?|bears?)\b/, { prop: "teddy bear", toy: "teddy bear" }],
  [/\b(dolls?|dollies)\b/, { prop: "doll", toy: "doll" }],
  [/\b(balls?|football|soccer|basketball)\b/, { prop: "ball", toy: "ball" }],
  [/\b(books?|reading|stories)\b/, { prop: "book", toy: "favorite book" }],
  [/\b(drawing|colou?ring|crayons?)\b/, { prop: "crayons" }],
  [/\b(painting|paints?|art)\b/, { prop: "paints" }],
  [/\b(blocks?|lego|building)\b/, { prop: "blocks" }],
  [/\b(kites?)\b/, { prop: "kite", toy: "kite" }],
  [/\b(bikes?|bicycles?|cycling)\b/, { prop: "bike" }],
  [/\b(scooters?)\b/, { prop: "scooter" }],
  [/\b(balloons?)\b/, { prop: "balloon" }],
  [/\b(flowers?)\b/, { prop: "flower" }],
  [/\b(rubber ducks?|ducks?|duckies)\b/, { prop: "rubber duck", toy: "rubber duck" }],
  [/\b(puzzles?|jigsaws?)\b/, { prop: "puzzle" }],
  [/\b(shells?)\b/, { prop: "shell" }],
];

export function likeSpec(like: string): LikeSpec {
  const l = like.toLowerCase();
  return LIKE_TABLE.find(([re]) => re.test(l))?.[1] ?? {};
}

/** The likes a story may use: cleaned, none the screen refuses, and none naming an avoided thing. */
export function usableLikes(likes: string[] | undefined, avoid: AvoidMatcher): string[] {
  return cleanList(likes, MAX_LIKES).filter((l) => screenPhrase("likes", l) === null && !avoid.hits(l) && !avoid.hits(likeSpec(l).prop ?? ""));
}

/** Whether the story mentions the like (its last word, singular or plural). */
export function mentionsLike(text: string, like: string): boolean {
  const words = cleanPhrase(like).toLowerCase().split(" ");
  const last = words[words.length - 1];
  const forms = [...new Set([last, singular(last), plural(singular(last))])].map(escapeRegExp);
  return new RegExp(`(?<![\\p{L}])(${forms.join("|")})(?![\\p{L}])`, "iu").test(text);
}
