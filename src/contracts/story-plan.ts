/**
 * The story plan: the one source the words, every picture, the book, the PDF and the parent's page
 * are rendered from (docs: docs/STORY_ENGINE.md). Browser-safe — imported by the server, the
 * engines, the art engine, the islands and the tests. Also owns the generation events streamed to
 * the story form.
 */
import { z } from "zod";
import { BEHAVIOR_OPTION_IDS, type BehaviorOptionId } from "./catalog";
import { PRACTICE_STORY_KINDS } from "./practice";

// ---- the child as the parent describes them -------------------------------------------------

// Defined without zod in ./story-fields.ts (the story form island loads them from there).
export { PRONOUNS, PRONOUN_LABELS, HAIR_STYLES, HAIR_LABELS, GROWN_UP_NAME, DEFAULT_GROWN_UP_NAME, type Pronouns, type Hair } from "./story-fields";
import { PRONOUNS, HAIR_STYLES, GROWN_UP_NAME, socialStoryHighlights, type GenerationStep } from "./story-fields";

// ---- what a scene can show --------------------------------------------------------------------

export const BEATS = ["opening", "problem", "feeling", "helper", "strategy", "practice", "stumble", "success", "celebration", "echo", "ending"] as const;
export type Beat = (typeof BEATS)[number];

export const TIMES = ["morning", "afternoon", "evening", "night"] as const;
export type TimeOfDay = (typeof TIMES)[number];

// The kinds of place and what each is (indoors, home or away, "at" or "in"): ./places.ts.
export { PLACES, PLACE_FACTS, type Place } from "./places";
import { PLACE_FACTS, isPlace } from "./places";

/** Things a scene can name that a picture can show. Scene props outside this list are not drawn. */
export const DRAWABLE_PROPS = [
  // bedtime and home
  "bed",
  "pillow",
  "teddy bear",
  "blanket",
  "night-light",
  "book",
  "lamp",
  "clock",
  "window",
  // bathroom
  "bathtub",
  "rubber duck",
  "towel",
  "toothbrush",
  "potty",
  "toilet",
  "sink",
  "soap",
  // meals
  "table",
  "plate",
  "cup",
  "spoon",
  "bowl",
  "cookie",
  "apple",
  "sandwich",
  "cake",
  // play
  "blocks",
  "ball",
  "puzzle",
  "crayons",
  "drawing",
  "paints",
  "toy car",
  "doll",
  "toy train",
  "kite",
  "bike",
  "scooter",
  "swing",
  "slide",
  "sandbox",
  "bucket and spade",
  "jump rope",
  // out and about
  "shopping cart",
  "backpack",
  "lunchbox",
  "coat",
  "shoes",
  "hat",
  "umbrella",
  "car seat",
  "seatbelt",
  "dentist's chair",
  "stethoscope",
  "bandage",
  "balloon",
  "present",
  "flower",
  "watering can",
  "leaf",
  "shell",
  "tablet",
  "tv",
  "timer",
  "phone",
  "vase",
  "scissors",
  "basket",
  "sticker chart",
  // animals that can be there
  "dog",
  "cat",
  "fish bowl",
  // more things the stories are about
  "tent",
  "ice cream",
  "ice-cream van",
  "remote",
  "blocks tower",
  "homework",
  "pencil",
  "wardrobe",
  "stroller",
  // a child's favorite things (family likes)
  "toy dinosaur",
] as const;
export type DrawableProp = (typeof DRAWABLE_PROPS)[number];

/** Kinds of helper and other character the art engine can draw. */
export const CHARACTER_KINDS = [
  "child",
  "baby",
  "grown-up",
  "grandma",
  "grandpa",
  "tortoise",
  "owl",
  "bunny",
  "bear",
  "dragon",
  "fairy",
  "unicorn",
  "robin",
  "squirrel",
  "frog",
  "dog",
  "cat",
] as const;
export type CharacterKind = (typeof CHARACTER_KINDS)[number];

// ---- the plan ----------------------------------------------------------------------------------

const name = z.string().trim().min(1).max(40);

export const sceneSchema = z.object({
  beat: z.enum(BEATS),
  place: z.string().trim().min(1).max(60),
  time: z.enum(TIMES),
  /** Days after the story's first day (0 = the same day); with `time`, scenes run forward only. */
  day: z.number().int().min(0).max(30).optional(),
  /** Names present in the scene (drawn in its picture). */
  characters: z.array(name).max(6),
  /** Things named in the text that a picture can show. */
  props: z.array(z.string().trim().min(1).max(40)).max(8),
  /** One or more paragraphs (blank-line separated). */
  text: z.string(),
});
export type Scene = z.infer<typeof sceneSchema>;

export const characterSchema = z.object({ name, kind: z.string().trim().min(1).max(30) });

export const storyPlanSchema = z.object({
  title: z.string().trim().min(1).max(90),
  child: z.object({
    name,
    pronouns: z.enum(PRONOUNS),
    hair: z.enum(HAIR_STYLES).optional(),
    glasses: z.boolean().optional(),
  }),
  grownUp: z.object({ name: z.string().trim().min(1).max(GROWN_UP_NAME.max) }),
  helper: characterSchema,
  /** A sibling (the parent's own children too: kind "child", with pronouns), a friend, a classmate. */
  others: z
    .array(characterSchema.extend({ pronouns: z.enum(PRONOUNS).optional() }))
    .max(5)
    .optional(),
  behavior: z.enum(BEHAVIOR_OPTION_IDS as [BehaviorOptionId, ...BehaviorOptionId[]]),
  situation: z.object({
    /** Child-friendly, one short sentence — never the parent's own words. */
    summary: z.string().trim().min(1).max(160),
    place: z.string().trim().min(1).max(60),
    object: z.string().trim().max(40).optional(),
    person: z.string().trim().max(40).optional(),
    trigger: z.string().trim().max(60).optional(),
    feeling: z.string().trim().min(1).max(30),
    /** For a custom situation: the situation frame it was understood as ("fear of a place"…). */
    frame: z.string().trim().max(40).optional(),
  }),
  strategy: z.object({
    name: z.string().trim().min(1).max(60),
    steps: z.array(z.string().trim().min(1).max(120)).min(2).max(5),
    why: z.string().trim().min(1).max(300),
  }),
  scenes: z.array(sceneSchema).min(8).max(14),
  talkAbout: z.array(z.string().trim().min(1).max(200)).length(3),
  /** Which scene the coloring page draws (index into scenes); the success scene by default. */
  coloringScene: z.number().int().min(0).optional(),
  /** The local engine's episode id, so "write another" can choose a different one. */
  episode: z.string().max(60).optional(),
  /** The local engine's story shape (issue 25: "arc", "straight-in", "two-tries"…; docs/decisions/029-story-shapes.md). */
  shape: z.string().trim().max(30).optional(),
  /** A story that adapts to the child's practice (issue 28): "practice" or "you-did-it"; absent for an ordinary story. */
  practiceStory: z.enum(PRACTICE_STORY_KINDS).optional(),
});
export type StoryPlan = z.infer<typeof storyPlanSchema>;
export type PlanCharacter = z.infer<typeof characterSchema>;

/** The story text the spec expects: the scenes' paragraphs joined by blank lines. */
export function planText(plan: Pick<StoryPlan, "scenes">): string {
  return plan.scenes
    .map((s) => s.text.trim())
    .filter(Boolean)
    .join("\n\n");
}

/** The scene the coloring page draws: the one the plan marks, else the success scene, else the middle. */
export function coloringSceneIndex(plan: Pick<StoryPlan, "scenes" | "coloringScene">): number {
  if (plan.coloringScene !== undefined && plan.coloringScene < plan.scenes.length) return plan.coloringScene;
  const success = plan.scenes.findIndex((s) => s.beat === "success");
  return success >= 0 ? success : Math.floor(plan.scenes.length / 2);
}

/** "Mateo", "Mateo and Ember the dragon", "Mateo, Mom and Ember the dragon". */
function joinNames(names: string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

const HUMAN_KINDS = new Set(["child", "baby", "grown-up", "grandma", "grandpa", "best friend", "friend", "cousin", "aunt"]);
const MASS_NOUNS = new Set(["soap", "sand", "water", "toothpaste", "paint", "playdough", "homework", "cream"]);

/** "Ember the dragon", but "Grandma June" and "Priya" (a person is named, not labelled). */
function characterLabel(name: string, kind: string): string {
  const k = kind.trim().toLowerCase();
  if (HUMAN_KINDS.has(k) || name.toLowerCase().includes(k)) return name;
  return `${name} the ${kind.trim()}`;
}

/** "a timer", "an apple", "two cookies", "blocks", "some soap", "the timer". */
function propPhrase(p: string): string {
  const t = p.trim();
  if (/^(the|a|an|some|his|her|their|my|our|\d+|two|three|four|five|lots of|a few)\b/i.test(t)) return t;
  const last = t.toLowerCase().split(/\s+/).pop() ?? "";
  if (MASS_NOUNS.has(last)) return `some ${t}`;
  if (/[^s]s$/i.test(last) || /^(scissors|glasses|trousers|pants|shorts)$/i.test(last)) return t;
  return `${/^[aeiou]/i.test(t) ? "an" : "a"} ${t}`;
}

/** "in the bathroom", "at the party", "in Grandma's kitchen", "at home". */
function placePhrase(place: string): string {
  const p = place.trim();
  if (/^(in|at|on|by|near|inside|outside)\s/i.test(p)) return p;
  if (/^home$/i.test(p)) return "at home";
  const kind = p.toLowerCase();
  if (isPlace(kind)) return `${PLACE_FACTS[kind].say} the ${p}`;
  if (/^(the|a|an)\s/i.test(p)) return `in ${p}`;
  if (/^\p{Lu}/u.test(p) || /'s\b/.test(p)) return `in ${p}`;
  return `in the ${p}`;
}

/**
 * A one-sentence description of a scene's picture, from the plan: its alt text and SVG <title>.
 * "Mateo and Ember the dragon in the kitchen, with a tablet and a timer."
 */
/**
 * The situation's person ("the baby", "her cousin", "the waiter") when this scene's words name them
 * and they are not already one of its characters: the picture draws them and its description says so.
 */
export function situationPersonIn(plan: StoryPlan, scene: Scene): string | undefined {
  const person = plan.situation.person?.trim();
  if (!person || scene.characters.some((n) => n.trim().toLowerCase() === person.toLowerCase())) return undefined;
  const words = person
    .toLowerCase()
    .replace(/^(the|a|an|his|her|their|my|our)\s+/, "")
    .split(/\s+/)
    .filter(Boolean);
  const head = words[words.length - 1];
  // the name, or the word for who they are ("baby Oscar" is in "the baby crawled over"; never "baby steps")
  const kin = words.filter((w) => PERSON_WORDS.test(w));
  const said = [head, ...kin].filter((w): w is string => !!w).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return said.length && new RegExp(`\\b(?:${said.join("|")})\\b(?! steps?\\b| voice\\b| teeth\\b)`, "i").test(scene.text) ? person : undefined;
}

/** Words for who someone is (not their name): "baby Oscar" is also "the baby". */
const PERSON_WORDS = /^(?:baby|brother|sister|cousin|friend|waiter|waitress|teacher|nurse|doctor|dentist|barber|babysitter|neighbou?r|classmate)$/i;

export function describeScene(plan: StoryPlan, scene: Scene): string {
  const who = scene.characters.map((n) => {
    if (n === plan.helper.name) return characterLabel(n, plan.helper.kind);
    return n;
  });
  const person = situationPersonIn(plan, scene);
  if (person) who.push(person);
  if (!who.length) who.push(plan.child.name);
  const things = scene.props.slice(0, 3).map(propPhrase);
  const with_ = things.length ? `, with ${joinNames(things)}` : "";
  const when = scene.time === "night" ? " at night" : "";
  return `${joinNames(who)} ${placePhrase(scene.place)}${when}${with_}.`;
}

// ---- generation events (server → story form) ---------------------------------------------------

export { GENERATION_STEPS, type GenerationStep } from "./story-fields";

/** The `status` event when a first draft failed the checks and is being rewritten. */
export const POLISHING_MESSAGE = "Polishing the story…";

/**
 * What POST /api/stories/generate streams, in this order: progress (never backwards, 100 last), the
 * title, the text as `delta`s, then `done` with the id once the story, its coloring page and PDF are
 * saved (GET /api/stories/{id} answers from then on). The route then sends the whole story as
 * `story`, or `error` instead at any point. Check before show (ADR 020): the title and the text are
 * sent only once the story has passed the checks (the local engine's word by word, a model's
 * paragraph by paragraph; no pacing on the server, the story form paces the text for reading); a
 * draft that fails is never sent, its rewrite is announced by `status` (POLISHING_MESSAGE). A
 * `: keep-alive` comment line comes every GENERATION_TIMEOUTS.heartbeatMs.
 */
export type GenerationEvent =
  | { type: "progress"; step: GenerationStep; percent: number }
  | { type: "status"; message: string }
  | { type: "title"; title: string }
  | { type: "delta"; text: string }
  | { type: "done"; id: number };

// ---- what parents see of quality ---------------------------------------------------------------

/**
 * What the story does, in plain words for the parent (no scores, no jargon):
 * "Names the feeling: nervous", "Practices the Brave Hello, stumbles once, then does it".
 */
export function storyHighlights(plan: StoryPlan): string[] {
  if (plan.shape === "social") return socialStoryHighlights(plan);
  const out: string[] = [];
  const beats = new Set(plan.scenes.map((s) => s.beat));
  const name = plan.child.name;
  out.push(`Meets ${name} in a moment you'll recognize: ${plan.situation.summary.replace(/[.!?]$/, "")}.`);
  out.push(`Names the feeling: ${plan.situation.feeling}.`);
  const strategy = plan.strategy.name.replace(/^the /i, "");
  out.push(
    beats.has("stumble")
      ? `Practices ${/^the /i.test(plan.strategy.name) ? "the " : ""}${strategy}, stumbles once, then does it.`
      : `Practices ${/^the /i.test(plan.strategy.name) ? "the " : ""}${strategy} until it works.`,
  );
  out.push(`${characterLabel(plan.helper.name, plan.helper.kind)} helps, and ${name} does the brave part.`);
  if (beats.has("echo")) out.push(`Shows ${name} using it again on another day, without help.`);
  out.push(plan.behavior === "bedtime" ? "Ends calm and sleepy, ready for bed." : `Ends with ${name} feeling proud and capable.`);
  out.push(`${plan.talkAbout.length} questions to talk about together afterwards.`);
  return out;
}
