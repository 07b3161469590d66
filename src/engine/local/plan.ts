/**
 * The local engine's planner: chooses an episode (a different one for "write another"), casts the
 * child as the parent described them, the theme's helper and world, renders every scene for the
 * age band, and fits the length with whole optional scenes. Returns the StoryPlan every downstream
 * part renders from.
 */
import type { AgeBand } from "../../contracts/catalog";
import { BEATS, DEFAULT_GROWN_UP_NAME, TIMES, type Beat, type Pronouns, type Scene, type StoryPlan } from "../../contracts/story-plan";
import { LENGTH_TARGETS } from "../quality";
import type { StoryRequest } from "../types";
import { type BehaviorStory, type Episode, type SceneSpec, withGrownUpThere } from "./episode-types";
import { createRenderState, possessive, previewTemplate, renderParagraph, splitUnits, type RenderCast } from "./render";
import { createRng, hashString, type Rng } from "../../lib/rng";
import {
  arrivalsAt,
  CUDDLIES,
  FAMILY_FRIENDS,
  helperFits,
  introAt,
  OTHER_NAMES,
  THEME_SETTINGS,
  worldForStory,
  type ThemeHelper,
  type ThemeWorld,
} from "./world";
import { avoidMatcher, cleanSiblings, likeSpec, siblingRelation, usableLikes, type AvoidMatcher, type Sibling } from "../family";
import { GROWN_UP_NEARBY, GROWN_UP_THERE, HANDHELD_PROPS, helperThereLine, likeLine, RELATIVE_VISITS, siblingLine, type FamilySlot } from "./family-lines";
import { PLACE_FACTS, type Place } from "../../contracts/places";
import { draftOptional, retext, shapeDrafts } from "./shape-drafts";
import { chooseShape, grownUpPronouns, grownUpTeaches, sameRoleAsGrownUp, stepInSentence, untaughtStepWords, type StoryShape } from "./shapes";

export interface PlannedStory {
  plan: StoryPlan;
  /** The episode written (kept with the story so "write another" can choose a different one). */
  episodeId: string;
}

/** An episode's other character who is the child's brother or sister. */
const SIBLING_ROLE = /\b(brother|sister|sibling|twin)\b/i;

function countWords(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

function titleCase(text: string): string {
  const small = new Set(["a", "an", "the", "and", "of", "to", "with", "for", "in", "on", "at"]);
  return text
    .split(" ")
    .map((w, i) => (i > 0 && small.has(w.toLowerCase()) ? w.toLowerCase() : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(" ");
}

function sameWord(a: string, b: string): boolean {
  const words = (s: string) =>
    s
      .toLowerCase()
      .split(/[\s.'-]+/)
      .filter(Boolean);
  const wa = words(a);
  return words(b).some((w) => wa.includes(w));
}

/** Every word an episode can put in a story for one age band (to keep avoided things out). */
function episodeWords(e: Episode, age: AgeBand): string {
  const scenes = Object.values(e.scenes).filter(Boolean) as SceneSpec[];
  return [
    e.moment,
    e.place,
    e.summary,
    e.object,
    e.person,
    e.trigger,
    e.talkAbout,
    ...e.props,
    ...scenes.flatMap((sc) => [sc.text[age], ...(sc.props ?? []), sc.place ?? ""]),
  ]
    .filter(Boolean)
    .join(" ");
}

/** What an episode is built on: its moment, place, key object, person and key prop, and where its scenes happen. */
function episodeFrame(e: Episode): string {
  const scenes = Object.values(e.scenes).filter(Boolean) as SceneSpec[];
  return [e.moment, e.place, e.object, e.person, e.props[0], ...scenes.map((sc) => sc.place)].filter(Boolean).join(" · ");
}

/** Every string of the material rewritten by `fn` (ids kept). */
function mapStrings<T>(value: T, fn: (s: string) => string): T {
  if (typeof value === "string") return fn(value) as T;
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, fn)) as T;
  if (value && typeof value === "object" && !(value instanceof RegExp)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === "id" ? v : mapStrings(v, fn)])) as T;
  }
  return value;
}

const swappedMaterial = new WeakMap<BehaviorStory, Map<string, BehaviorStory>>();
/**
 * The material in words this child may hear: each of the material's other words (`insteadOf`) used
 * where the phrase it replaces names something the parent asked to leave out.
 */
export function materialFor(story: BehaviorStory, avoid: AvoidMatcher): BehaviorStory {
  const swaps = story.insteadOf ?? [];
  if (!swaps.length || !avoid.phrases.length) return story;
  const key = avoid.phrases.join("|").toLowerCase();
  let cache = swappedMaterial.get(story);
  if (!cache) swappedMaterial.set(story, (cache = new Map()));
  let swapped = cache.get(key);
  if (!swapped) {
    const swap = (text: string) =>
      swaps.reduce((t, [re, to]) => t.replace(re, (m) => (avoid.hits(m) ? m.replace(new RegExp(re.source, re.flags.replace("g", "")), to) : m)), text);
    const { insteadOf: _insteadOf, ...rest } = story;
    swapped = mapStrings(rest, swap);
    // Parents' lists vary without end: keep the last few.
    if (cache.size >= 64) cache.clear();
    cache.set(key, swapped);
  }
  return swapped;
}

/**
 * Chooses the episode: the first from a seeded start that this child has not had lately, among the
 * ones `prefer` accepts (none naming an avoided thing; a child-sized part for a real sibling) when
 * there are any.
 */
export function chooseEpisode(
  story: BehaviorStory,
  req: StoryRequest,
  comboHash: number,
  prefer: (e: Episode) => boolean = () => true,
): { episode: Episode; index: number } {
  const n = story.episodes.length;
  const start = (comboHash + Math.abs(Math.trunc(req.seed))) % n;
  const recent = req.previousEpisodes ?? [];
  const anyPreferred = story.episodes.some(prefer);
  for (let k = 0; k < n; k++) {
    const index = (start + k) % n;
    if (!recent.includes(story.episodes[index].id) && (!anyPreferred || prefer(story.episodes[index]))) return { episode: story.episodes[index], index };
  }
  if (anyPreferred) {
    // Every preferred one written lately: still a preferred one (the longest ago).
    const preferred = story.episodes.map((e, i) => ({ e, i })).filter(({ e }) => prefer(e));
    const oldest = preferred.reduce((a, b) => (recent.indexOf(b.e.id) > recent.indexOf(a.e.id) ? b : a));
    if (preferred.length) return { episode: oldest.e, index: oldest.i };
  }
  // All written lately: the one written longest ago.
  let best = start;
  let bestAge = -1;
  story.episodes.forEach((e, i) => {
    const age = recent.indexOf(e.id);
    if (age > bestAge) {
      bestAge = age;
      best = i;
    }
  });
  return { episode: story.episodes[best], index: best };
}

export interface Draft {
  beat: Beat;
  spec: SceneSpec;
  /** Episode scenes carry their own place/time/props; behavior scenes inherit the moment's. */
  fromEpisode: boolean;
  /** A scene the length may leave out (default: the practice, celebration and echo scenes). */
  optional?: boolean;
}

function tokensIn(template: string): { grownUp: boolean; helper: boolean; other: boolean; siblings: boolean } {
  return {
    grownUp: onStage(template, /\{G('s)?\}/),
    helper: onStage(template, /\{(H|H's|Hfull|Hintro|Harrive|hs)\}/),
    other: onStage(template, /\{(O|O's|os)\}/),
    siblings: onStage(template, /\{(S1|S2|Sall|Srel)\}/),
  };
}

/** Words that say a character is not (or no longer) in the scene: "After {H} had gone home". */
const OFF_STAGE =
  /\b(went home|gone home|tiptoed off to bed|had gone|had left|has left|was gone|waved goodbye|flew (away|off|home)|wasn't there|was not there)\b/i;
/** "She remembered Hazel's game": the character is in someone's head, not in the room. */
const REMEMBERED = /\b(remembered|thought of|thought about|imagined|pictured)\b/i;

/**
 * A character is in the picture when the scene names them in a sentence that doesn't send them away
 * (or merely remember them): "Hazel went home. Mia lay in bed." draws Mia alone.
 */
function onStage(template: string, token: RegExp): boolean {
  const sentences = template.split(/(?<=[.!?]["\u201D]?)\s+/).filter((s) => token.test(s));
  return sentences.some((s) => {
    if (OFF_STAGE.test(s)) return false;
    const verb = REMEMBERED.exec(s);
    return !(verb && s.search(token) > verb.index);
  });
}

/** Props the text names (a prop is named when its first word appears in the paragraph). */
/** A sentence that closes the story: leaving, going home, falling asleep, goodnight. */
const CLOSING =
  /\b(home they went|(went|headed|walked|drove|skipped|ran|go|going) (back )?home|way home|good ?night|night[, -]night|sleep tight|fell asleep|asleep|drifted off|closed \{their\} eyes|closed (his|her|their) eyes|eyes closed|the end)\b/i;

/** A sentence that goes on from the one before it: a family line put between them would split the pair. */
const CONTINUES =
  /^["\u201C]?(But|And|So|Then|It|That|This|These|Those|Both|They|Knowing|Even|Still|Which|Too|Also|Now|Instead)\b|\b(both of them|the two of them|they|them|their|each other)\b/;

/**
 * Family lines for the story's last paragraph go before its closing, never after it: before the last
 * sentence, and before any sentence near the end that leaves or says goodnight ("Home they went…"),
 * and not between a line of dialogue and the reply. The story's last sentence is the material's own.
 * `inScene`: the lines take part in the scene (a brother joining in, a like), so they never land between
 * its last two sentences, where they would read as bolted on ("…Ben snuggled up close. Theo felt proud").
 */
function closingAt(units: string[]): number {
  let at = units.length - 1;
  for (let j = at - 1; j >= Math.max(1, units.length - 3); j--) if (CLOSING.test(units[j])) at = j;
  return at;
}

const startsQuote = (u: string) => /^["\u201C]/.test(u);
const words = (u: string) => u.split(/\s+/).length;

/**
 * Where a line that takes part in a closing scene goes (the index it goes before), or undefined when no
 * place near the end leaves every pair whole: the latest place before the last two sentences that is not
 * before anyone's words (a reply, or the words of someone just described) or after them (their tag may
 * follow), nor before a sentence that goes on from the one before ("The cookies tasted good. Knowing how…
 * felt even better"), nor before a sentence whose child is always a pronoun ("{they} might…": after the
 * line, it could mean them), nor inside a run of short sentences ("Towers would fall. Puzzles would be
 * stubborn." is one list).
 */
export function inSceneSlot(text: string): number | undefined {
  const units = splitUnits(text.trim());
  if (units.length < 2) return undefined;
  const at = closingAt(units);
  const fits = (j: number) =>
    !CONTINUES.test(units[j]) &&
    !/\{(they|them|their|theirs|themself)\}/.test(units[j]) &&
    !startsQuote(units[j]) &&
    !/["\u201D]$/.test(units[j - 1]) &&
    !(words(units[j - 1]) <= 5 && words(units[j]) <= 5) &&
    words(units[j]) > 4;
  // Near the end (at most four sentences back).
  for (let j = Math.min(at, units.length - 2); j >= Math.max(1, units.length - 5); j--) if (fits(j)) return j;
  return undefined;
}

export function insertBeforeClosing(text: string, lines: string[], inScene = false): string {
  const units = splitUnits(text.trim());
  if (units.length < 2) return `${text.trim()} ${lines.join(" ")}`;
  let at = closingAt(units);
  if (inScene) {
    const j = inSceneSlot(text);
    if (j !== undefined) return [...units.slice(0, j), ...lines, ...units.slice(j)].join(" ");
    // Else where the closing begins.
    at = Math.max(1, Math.min(at, units.length - 2));
  }
  let k = at;
  while (k > 1 && startsQuote(units[k])) k--;
  if (!startsQuote(units[k])) at = k;
  return [...units.slice(0, at), ...lines, ...units.slice(at)].join(" ");
}

function namedProps(props: string[], text: string): string[] {
  const lower = text.toLowerCase();
  return props.filter((p) => {
    const head = p.toLowerCase().replace(/^(the|a|an) /, "");
    const word = head.split(" ")[0].replace(/'s$/, "");
    return new RegExp(`\\b${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "i").test(lower);
  });
}

/** What the request says, read once: the child, the grown-up, the family and the seeds every step uses. */
interface StoryBasics {
  req: StoryRequest;
  attempt: number;
  name: string;
  age: AgeBand;
  pronouns: Pronouns;
  grownUp: string;
  /** Fixed by the child, behavior, theme and age: the same child keeps their home, helper start, titles… */
  comboHash: number;
  seedStep: number;
  /** Stories written before for this child and behavior ("write another"). */
  previousCount: number;
  avoid: AvoidMatcher;
  /** The material in words this child may hear (materialFor). */
  story: BehaviorStory;
  siblings: Sibling[];
  likes: string[];
  /** Sibling rivalry is about the real brother or sister: an episode where they can be a child. */
  realSibling: boolean;
}

function readRequest(material: BehaviorStory, req: StoryRequest, attempt: number): StoryBasics {
  const name = req.childName.trim();
  const age: AgeBand = req.childAge;
  // Family (issue 15): the parent's other children, the child's likes, what must never appear.
  const avoid: AvoidMatcher = avoidMatcher(req.avoid);
  const story = materialFor(material, avoid);
  const siblings = cleanSiblings(req.siblings, name);
  return {
    req,
    attempt,
    name,
    age,
    pronouns: req.pronouns ?? "they",
    grownUp: req.grownUpName?.trim() || DEFAULT_GROWN_UP_NAME,
    comboHash: hashString(`${name}|${req.behavior}|${req.theme}|${age}`),
    seedStep: Math.abs(Math.trunc(req.seed)) % 1_000_000,
    previousCount: req.previousEpisodes?.length ?? 0,
    avoid,
    story,
    siblings,
    likes: usableLikes(req.likes, avoid),
    realSibling: siblings.length > 0 && (req.behavior === "siblings" || story.episodes.every((e) => e.other && SIBLING_ROLE.test(e.other.role))),
  };
}

/**
 * Where every episode names something to leave out, the cost of each: never one built on it (its place,
 * moment, key object or person) or one whose story can't start or end without it (the first sentence,
 * the one that brings in the other child, the last), then the fewest sentences passed over.
 */
function avoidCost(b: StoryBasics, e: Episode): number {
  const { avoid, age } = b;
  if (!avoid.phrases.length) return 0;
  // A child afraid of the dark gets no night-time fear story (the storm, the shadows), whatever its words.
  const noNight = b.req.behavior === "fear" && avoid.hits("the dark");
  if (avoid.hits(episodeFrame(e)) || (noNight && e.time === "night")) return 1000;
  if (!avoid.hits(episodeWords(e, age))) return 0;
  const units = (sc: SceneSpec) => splitUnits(sc.text[age]);
  const opening = units(e.scenes.opening);
  const ending = units(e.scenes.ending);
  const bringsInOther = BEATS.map((bt) => e.scenes[bt as keyof Episode["scenes"]])
    .filter(Boolean)
    .flatMap((sc) => units(sc as SceneSpec))
    .find((u) => /\{O\}/.test(u));
  if ([opening[0], bringsInOther, ending[ending.length - 1]].some((u) => u && avoid.hits(u))) return 1000;
  const scenes = Object.values(e.scenes).filter(Boolean) as SceneSpec[];
  return 1 + scenes.reduce((n, sc) => n + units(sc).filter((u) => avoid.hits(u)).length, 0);
}

/** Step 1, the episode: none naming an avoided thing, a child-sized part for a real sibling, a place the family can be. */
function pickEpisode(b: StoryBasics): { episode: Episode; index: number } {
  const { story, siblings, realSibling } = b;
  const costs = new Map(story.episodes.map((e) => [e.id, avoidCost(b, e)]));
  const fewest = Math.min(...costs.values());
  const noAvoided = (e: Episode) => costs.get(e.id) === fewest;
  const fitsSibling = (e: Episode) => !realSibling || !e.other || e.other.kind === "child";
  // Siblings are usually not at school or the doctor's: an episode that starts (and ends) where they can be.
  const away = (e: Episode, beat: "opening" | "problem" | "ending") => PLACE_FACTS[e.scenes[beat].place ?? e.place].side === "away";
  const fitsFamily = (e: Episode) => !siblings.length || ((!away(e, "opening") || !away(e, "problem")) && !away(e, "ending"));
  const best = (e: Episode) => noAvoided(e) && fitsSibling(e);
  const bestFamily = (e: Episode) => best(e) && fitsFamily(e);
  return chooseEpisode(story, b.req, b.comboHash, story.episodes.some(bestFamily) ? bestFamily : story.episodes.some(best) ? best : noAvoided);
}

/** A custom story with the family theme: the named grown-up co-teaches, the second person is a neighbour or a family friend. */
function familyFriendsOnly(b: StoryBasics): boolean {
  return b.req.behavior === "custom" && b.req.theme === "family";
}

/**
 * Step 2, the theme's helper (never a second person in the grown-up's role, nor a gardener where the
 * episode goes to the store or the pool), the child's home and cuddly.
 */
function pickHelperAndWorld(b: StoryBasics, episode: Episode): { helper: ThemeHelper; world: ThemeWorld; cuddly: string } {
  const { avoid, grownUp, comboHash } = b;
  const theme = THEME_SETTINGS[b.req.theme];
  // A custom family story casts no relative the parent didn't name: a neighbour or a family friend (FAMILY_FRIENDS).
  const setting = familyFriendsOnly(b) ? { ...theme, helpers: FAMILY_FRIENDS } : theme;
  const namesTaken = [b.name, grownUp, ...b.siblings.map((sb) => sb.name)];
  const wheres = [
    { place: episode.place, time: episode.time },
    ...(Object.values(episode.scenes).filter(Boolean) as SceneSpec[]).map((sc) => ({ place: sc.place ?? episode.place, time: sc.time ?? episode.time })),
  ];
  const fitting = setting.helpers.filter((h) => wheres.every((w) => helperFits(h, w.place, w.time)));
  // Never a second person in the grown-up's role (a Grandma June beside "Gran").
  // Nor a second cousin beside the episode's cousin ("Cousin Sam was staying the night. Knock, knock! Ivy's cousin Nora…").
  const otherRole = episode.other?.role ?? "";
  const named = (fitting.length ? fitting : setting.helpers).filter(
    (h) => !namesTaken.some((t) => sameWord(h.name, t)) && !sameRoleAsGrownUp(grownUp, h) && !(h.label && new RegExp(`\\b${h.label}\\b`, "i").test(otherRole)),
  );
  const clean = named.filter((h) => !avoid.hits([h.name, h.kind, h.label ?? "", h.full, h.intro, h.first ?? "", ...h.arrive].join(" ")));
  const helpers = clean.length ? clean : named;
  const fallbackHelpers = setting.helpers.filter((h) => !sameRoleAsGrownUp(grownUp, h));
  const helperPool = helpers.length ? helpers : fallbackHelpers.length ? fallbackHelpers : setting.helpers;
  const helper = helperPool[((comboHash >>> 8) + b.seedStep + b.attempt) % helperPool.length];
  const worlds = setting.worlds.filter((w) => !avoid.hits(`${w.home} ${w.town} ${w.world}`));
  const worldList = worlds.length ? worlds : setting.worlds;
  // One child, one home: the same child (name, behavior, theme, age) keeps it across "write another",
  // named another way each story, with another favourite place (worldForStory).
  const world = worldForStory(worldList[(comboHash >>> 4) % worldList.length], b.previousCount, (w) => !avoid.hits(w));
  const cuddlies = CUDDLIES.filter((c) => !avoid.hits(c));
  const cuddlyList = cuddlies.length ? cuddlies : CUDDLIES;
  return { helper, world, cuddly: cuddlyList[(comboHash >>> 3) % cuddlyList.length] };
}

/** Step 3, the episode's other character: the parent's own child when the role is a brother or sister, else a name from the pool. */
function castOther(b: StoryBasics, episode: Episode, helperName: string): { other?: RenderCast["other"]; siblingOther?: Sibling } {
  if (!episode.other) return {};
  const { siblings } = b;
  // The brother or sister of the episode is the parent's own child when one is given.
  const siblingOther = siblings.length > 0 && (b.realSibling || SIBLING_ROLE.test(episode.other.role)) ? siblings[0] : undefined;
  if (siblingOther) {
    const little = /\b(little|younger|baby)\b/i.test(episode.other.role) ? "little " : "";
    return { other: { name: siblingOther.name, pronouns: siblingOther.pronouns, role: `${little}${siblingRelation(siblingOther.pronouns)}` }, siblingOther };
  }
  // A "little brother" is a he and a "baby sister" a she; neutral roles take any name.
  const namesTaken = [b.name, b.grownUp, ...siblings.map((sb) => sb.name)];
  const gendered = /\b(brother|boy|son|nephew)\b/i.test(episode.other.role)
    ? "he"
    : /\b(sister|girl|daughter|niece)\b/i.test(episode.other.role)
      ? "she"
      : null;
  const pool = OTHER_NAMES[episode.other.kind].filter(
    (o) => !namesTaken.some((t) => sameWord(o.name, t)) && !sameWord(o.name, helperName) && (!gendered || o.pronouns === gendered),
  );
  const o = pool[(b.comboHash + b.seedStep) % pool.length];
  return { other: { name: o.name, pronouns: o.pronouns, role: episode.other.role } };
}

/**
 * Step 4, the shape and the plan's steps as this story teaches them: at most two for ages 2-3 (the
 * material's toddler steps, else the first two); a practice story's first step made smaller (issue 28).
 */
function shapeAndSteps(b: StoryBasics): { shape: StoryShape; steps: string[] } {
  const { age, req } = b;
  const shape: StoryShape = chooseShape(age, b.previousCount, b.comboHash, b.attempt, req.practiceStory, req.behavior === "custom");
  const strategy = b.story.strategy;
  const toddler = strategy.toddlerSteps;
  const baseSteps = age === "2-3" ? [...(toddler && toddler.length === 2 ? toddler : strategy.steps.slice(0, 2))] : [...strategy.steps];
  const small = strategy.smallFirstStep;
  return { shape, steps: shape === "practice" && small ? [small, ...baseSteps.slice(1)] : baseSteps };
}

/** Step 5, the template's values: the episode's place and things, the strategy and its steps, the world, the like. */
function templateValues(b: StoryBasics, episode: Episode, w: { world: ThemeWorld; cuddly: string }, steps: string[], like?: string): Record<string, string> {
  const little = b.age === "2-3" || b.age === "4-5";
  const values: Record<string, string> = {
    P: `the ${episode.place}`,
    moment: episode.moment,
    feeling: episode.feeling[little ? 0 : 1],
    strategy: b.story.strategy.name,
    refrain: b.story.strategy.refrain,
    home: w.world.home,
    town: w.world.town,
    world: w.world.world,
    cuddly: w.cuddly,
    theCuddly: w.cuddly.replace(/^an? /, "the "),
    object: episode.object ?? "",
    person: episode.person ?? "",
    trigger: episode.trigger ?? "",
  };
  steps.forEach((s, i) => (values[`step${i + 1}`] = s));
  // The grown-up says the small step to the child: "count to three with me", not "with Dad".
  const g = b.grownUp.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  values.smallLower = stepInSentence(steps[0]).replace(new RegExp(`\\b(with|to|for|and) ${g}(?![\\p{L}])`, "gu"), "$1 me");
  values.step2Lower = stepInSentence(steps[1] ?? steps[0]);
  // Both are said inside someone's words: a quotation in them takes single marks.
  for (const key of ["smallLower", "step2Lower"]) values[key] = values[key].replace(/["\u201C\u201D]/g, "'");
  if (like) values.like = like;
  return values;
}

/** Step 6, the cast the renderer refers to. */
function castOf(
  b: StoryBasics,
  helper: ThemeHelper,
  other: RenderCast["other"],
  lineSiblings: LineSibling[],
  values: Record<string, string>,
  steps: string[],
): RenderCast {
  const { name, avoid } = b;
  // A step this story doesn't teach is never named in it (issue 25: "'I forgot the squeeze,' he croaked").
  // (A practice story's smaller first step stands in for the first, which the child knows.)
  const strategy = b.story.strategy;
  const base = b.age === "2-3" ? (strategy.toddlerSteps?.length === 2 ? strategy.toddlerSteps : strategy.steps.slice(0, 2)) : strategy.steps;
  const untaught = untaughtStepWords(strategy, [...steps, ...base]);
  return {
    child: { name, pronouns: b.pronouns },
    grownUp: b.grownUp,
    ...(grownUpPronouns(b.grownUp) ? { grownUpPronouns: grownUpPronouns(b.grownUp) } : {}),
    ...(/^(mum|mummy)\b/i.test(b.grownUp) ? { british: true } : {}),
    helper: {
      name: helper.name,
      pronouns: helper.pronouns,
      kind: helper.label ?? helper.kind,
      full: helper.full,
      intro: helper.intro.replace(/\{name's\}/g, `${name}'s`),
      first: (helper.first ?? helper.full).replace(/\{name's\}/g, `${name}'s`),
      arrive: helper.arrive,
    },
    other,
    ...(lineSiblings.length ? { siblings: lineSiblings } : {}),
    values,
    ...(avoid.phrases.length || untaught ? { avoid: (t: string) => (avoid.phrases.length > 0 && avoid.hits(t)) || !!untaught?.test(t) } : {}),
  };
}

/**
 * Step 7, the arc's scenes: the episode's own, and the behavior's alternatives. "Write another" (k stories
 * written before for this child and behavior) steps them, every one of them every story, so that
 * consecutive stories never share a paragraph of them (with n alternatives, no two of n consecutive
 * stories do). The first re-plans (attempt) keep them, since moving them would meet the story before or
 * after this one; only a draft that still misses the bar after three tries takes other ones.
 */
function arcDrafts(b: StoryBasics, episode: Episode): Draft[] {
  const { story, avoid, age, comboHash } = b;
  const k = b.previousCount + Math.max(0, b.attempt - 3);
  // A variant naming an avoided thing is passed over for the next one that doesn't.
  const variant = (list: SceneSpec[], step: number, salt: number): SceneSpec => {
    for (let j = 0; j < list.length; j++) {
      const v = list[(step + j + ((comboHash >>> salt) & 7)) % list.length];
      if (!avoid.hits(v.text[age])) return v;
    }
    return list[(step + ((comboHash >>> salt) & 7)) % list.length];
  };
  return [
    { beat: "opening", spec: episode.scenes.opening, fromEpisode: true },
    { beat: "problem", spec: episode.scenes.problem, fromEpisode: true },
    { beat: "feeling", spec: episode.scenes.feeling, fromEpisode: true },
    { beat: "helper", spec: variant(story.scenes.helper, k, 3), fromEpisode: false },
    { beat: "strategy", spec: variant(story.scenes.strategy, k, 6), fromEpisode: false },
    { beat: "practice", spec: variant(story.scenes.practice, k + 1, 9), fromEpisode: false },
    { beat: "stumble", spec: episode.scenes.stumble, fromEpisode: true },
    { beat: "success", spec: episode.scenes.success, fromEpisode: true },
    { beat: "celebration", spec: variant(story.scenes.celebration, k + 1, 12), fromEpisode: false },
    { beat: "echo", spec: episode.scenes.echo, fromEpisode: true },
    { beat: "ending", spec: episode.scenes.ending, fromEpisode: true },
  ];
}

/**
 * Step 8, a real brother or sister is called one ("her younger sister Ava", not "her younger sibling
 * Ava"). Nor a twin, unless the parent said so (the material's twins become a brother or sister).
 */
function retellSiblings(drafts: Draft[], age: AgeBand, siblingOther: Sibling): void {
  const relation = siblingRelation(siblingOther.pronouns);
  const retell = (t: string) =>
    t
      .replace(/\b(younger|little|older|big|baby) sibling\b/g, `$1 ${relation}`)
      .replace(/\bwere twins, a brother or sister just the same age\b/g, "were a brother and sister, or nearly")
      .replace(/\bsince before they were born\b/g, "for as long as anyone could remember")
      .replace(/\b[Bb]eing twins\b/g, (m) => (m[0] === "B" ? "Being" : "being") + " a family")
      .replace(/\b([Bb]eing|[Hh]aving|[Ss]haring) a twin\b/g, `$1 a ${relation}`)
      .replace(/\btwin \{O\}/g, `${relation} {O}`)
      .replace(/\bSleep tight, twins\b/g, "Sleep tight, you two")
      .replace(/\btwins\b/g, "children");
  for (const d of drafts) {
    if (d.fromEpisode && /\b(sibling|twins?)\b/.test(d.spec.text[age])) d.spec = { ...d.spec, text: { ...d.spec.text, [age]: retell(d.spec.text[age]) } };
  }
}

type LineSibling = Sibling & { relation: string };

/** What the family-line, length and scene steps share: the story so far, drafted scene by scene. */
interface Drafting {
  b: StoryBasics;
  episode: Episode;
  drafts: Draft[];
  /** Each draft's text for the age band before any family line. */
  baseTexts: string[];
  cast: RenderCast;
  /** The cast for a scene at a place: the helper's arrivals and first mention that fit it. */
  castAt: (place: Place) => RenderCast;
  lineSiblings: LineSibling[];
  like?: string;
}

interface FamilyExtras {
  extras: Map<number, string[]>;
  /** Optional scenes holding a family line (kept when the length allows). */
  mustKeep: number[];
  /** The scene holding the like's line (-1: none). */
  likeAt: number;
}

const nameRe = (n: string) => new RegExp(`(?<![\\p{L}])${n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}])`, "u");
const whereOf = (ep: Episode, d: Draft) => ({ place: d.spec.place ?? ep.place, time: d.spec.time ?? ep.time });
const propsOf = (ep: Episode, d: Draft) => d.spec.props ?? (d.fromEpisode && !d.spec.place ? ep.props : d.spec.place ? [] : ep.props);

/**
 * Step 9a, the siblings' lines, each a sentence of its own at the end of a paragraph: in an early scene
 * (the opening or the problem), one in the middle (the success, else another) and a late one (the
 * ending), each in a place where they can be (not school, the doctor's…) and worded for it; a scene
 * that already names them gets no line.
 */
function siblingLines(s: Drafting, useOptional: boolean, add: (i: number, line: string) => void): void {
  const { b, episode, drafts, baseTexts, cast, lineSiblings } = s;
  const { avoid, age } = b;
  const calm = b.story.calmEnding === true;
  const namesAll = (i: number) => lineSiblings.every((sb) => nameRe(sb.name).test(previewTemplate(baseTexts[i], cast)));
  const namesSome = (i: number) => lineSiblings.some((sb) => nameRe(sb.name).test(previewTemplate(baseTexts[i], cast)));
  const beatIndex = (beat: Beat) => drafts.findIndex((d) => d.beat === beat);
  const rejectLine = (line: string) => avoid.phrases.length > 0 && avoid.hits(previewTemplate(line, cast));
  const slots: Array<[FamilySlot, Beat[]]> = [
    ["early", ["opening", "problem"]],
    ["middle", ["success", "stumble", "strategy", "helper", "feeling"]],
    ["late", useOptional ? ["ending", "celebration", "echo"] : ["ending"]],
  ];
  const used = new Set<number>();
  for (const [slot, beats] of slots) {
    // The ending takes a late line only where one fits without splitting a pair (inSceneSlot); else the
    // celebration, when the story keeps one ("It wasn't the present… Theo tried the trick too. But…").
    const all = beats.map(beatIndex).filter((i) => i >= 0 && !used.has(i));
    const ending = beatIndex("ending");
    const celebration = all.find((i) => drafts[i].beat === "celebration");
    const idx =
      slot === "late" && ending >= 0 && celebration !== undefined && inSceneSlot(baseTexts[ending]) === undefined
        ? [celebration, ...all.filter((i) => i !== celebration)]
        : all;
    const named = idx.find((i) => namesAll(i));
    if (named !== undefined) {
      used.add(named);
      continue;
    }
    const free = idx.filter((i) => !namesSome(i));
    const i = free.find((j) => PLACE_FACTS[whereOf(episode, drafts[j]).place].side !== "away") ?? free[0] ?? idx[0];
    if (i === undefined) continue;
    used.add(i);
    const where = whereOf(episode, drafts[i]);
    // Forced into a place where siblings rarely are: they came along (never "deep in a game" at the doctor's).
    const place = PLACE_FACTS[where.place].side === "away" && !calm ? "street" : where.place;
    // Never a thing the paragraph already gives to someone else ("Amara… bouncing a ball", then a sibling "in charge of the ball").
    const heldByOther = (p: string) => {
      const word = p
        .toLowerCase()
        .replace(/^(the|a|an) /, "")
        .split(" ")[0];
      return splitUnits(baseTexts[i]).some((u) => new RegExp(`\\b${word}`, "i").test(u) && /\{(O|O's|os|op|H|H's|hs|hp|G|G's)\}/.test(u));
    };
    const prop = namedProps(propsOf(episode, drafts[i]), previewTemplate(baseTexts[i], cast)).find(
      (p) => HANDHELD_PROPS.has(p) && !avoid.hits(p) && !(slot === "early" && p === episode.props[0]) && !heldByOther(p),
    );
    const pick = hashString(`${b.req.seed}|${drafts[i].beat}|siblings`);
    // In bed at night (any story): the sleepy lines, never a cheer after "Goodnight".
    const sleepy = calm || (where.place === "bedroom" && (where.time === "night" || (slot === "late" && where.time === "evening")));
    const opts = { slot, age, place, time: where.time, calm: sleepy, count: lineSiblings.length, reject: rejectLine };
    // A thing the scene names, when there is one, every other story: "Ben passed Mia the blocks".
    const withProp = prop && pick % 2 === 0 ? siblingLine({ ...opts, prop, pick: pick >>> 1 }) : undefined;
    const line = (withProp && withProp.includes(prop!) ? withProp : undefined) ?? siblingLine({ ...opts, pick: pick >>> 1 });
    if (line) add(i, line);
  }
}

/** Step 9b, one like, in a daytime scene where the child can play (else the ending, at night). Returns its scene. */
function likeLineAt(s: Drafting, like: string, useOptional: boolean, add: (i: number, line: string) => void): number {
  const { b, episode, drafts } = s;
  const calm = b.story.calmEnding === true;
  const beatIndex = (beat: Beat) => drafts.findIndex((d) => d.beat === beat);
  // From the success on: the like is part of the good moment (a reward, a toy shown the plan), never before it.
  const beats: Beat[] = useOptional ? ["celebration", "echo", "success", "ending"] : ["success", "ending"];
  const daytime = (i: number) => {
    const w = whereOf(episode, drafts[i]);
    return (
      PLACE_FACTS[w.place].side !== "away" && (w.time === "morning" || w.time === "afternoon") && !(calm && drafts[i].beat !== "echo" && w.place === "bedroom")
    );
  };
  const idx = beats.map(beatIndex).filter((i) => i >= 0);
  const day = idx.find(daytime);
  const likeAt = day ?? beatIndex("ending");
  const side = PLACE_FACTS[whereOf(episode, drafts[likeAt]).place].side;
  add(likeAt, likeLine(like, b.age, day === undefined, hashString(`${b.req.seed}|like`), side === "home", side !== "away"));
  return likeAt;
}

/** Step 9, the family lines: the siblings' and the like's, and which optional scenes hold one. */
function familyLines(s: Drafting, useOptional: boolean): FamilyExtras {
  const extras = new Map<number, string[]>();
  const mustKeep: number[] = [];
  const add = (i: number, line: string) => {
    extras.set(i, [...(extras.get(i) ?? []), line]);
    if (draftOptional(s.drafts[i])) mustKeep.push(i);
  };
  if (s.lineSiblings.length) siblingLines(s, useOptional, add);
  const likeAt = s.like ? likeLineAt(s, s.like, useOptional, add) : -1;
  return { extras, mustKeep, likeAt };
}

const sceneRng = (b: StoryBasics, d: Draft) => createRng(hashString(`${b.req.seed}|${b.attempt}|${d.beat}`));

/**
 * Step 10a, which optional scenes to keep (a bit mask over `optionalIdx`): the story that lands in the
 * band's range nearest its middle, the fuller the better, keeping scenes that hold a family line.
 */
function lengthMask(s: Drafting, words: number[], optionalIdx: number[], mustKeep: number[], passOverCost: number[]): number {
  const { drafts, b } = s;
  const target = LENGTH_TARGETS[b.age];
  const middle = (target.minWords + target.maxWords) / 2;
  const k = b.previousCount + Math.max(0, b.attempt - 2);
  const requiredWords = drafts.reduce((n, d, i) => n + (draftOptional(d) ? 0 : words[i]), 0);
  // Every other "write another" leaves the practice scene out when the length allows, so consecutive stories share less.
  const practiceBit = optionalIdx.findIndex((idx) => drafts[idx].beat === "practice");
  let bestMask = 0;
  let bestCost = Infinity;
  for (let mask = 0; mask < 1 << optionalIdx.length; mask++) {
    let total = requiredWords;
    let count = 0;
    let dropped = 0;
    let passedOver = 0;
    optionalIdx.forEach((idx, bit) => {
      if (mask & (1 << bit)) {
        total += words[idx];
        count++;
        passedOver += passOverCost[idx];
      } else if (mustKeep.includes(idx)) dropped++;
    });
    const outside = total < target.minWords ? target.minWords - total : total > target.maxWords ? total - target.maxWords : 0;
    // Inside the range, prefer the fuller story near the middle.
    const practiceCost = k % 2 === 1 && practiceBit >= 0 && mask & (1 << practiceBit) ? 60 : 0;
    const cost = outside * 100 + Math.abs(total - middle) - count * 15 + practiceCost + dropped * 80 + passedOver;
    if (cost < bestCost) {
      bestCost = cost;
      bestMask = mask;
    }
  }
  return bestMask;
}

/**
 * Step 10, the length: whole optional scenes only. Measure each scene once (with its family lines),
 * choose the scenes to keep, then (in renderScenes) render for real: the name budget depends on order.
 * A scene holding a family line stays when the length allows; else the lines go to scenes that always
 * stay. Sets each draft's text with its family lines; returns the kept drafts, the story's text as
 * measured, and the draft with the like's line.
 */
function fitLength(s: Drafting): { chosen: Draft[]; storyText: string; likeDraft?: Draft } {
  const { b, drafts, baseTexts, cast } = s;
  const { age, avoid } = b;
  const baseSpecs = drafts.map((d) => d.spec);
  const optionalIdx = drafts.map((d, i) => (draftOptional(d) ? i : -1)).filter((i) => i >= 0);
  // An optional scene that would lose a sentence to the avoid list is left out when the length allows;
  // one that would lose its first sentence (where it starts, and when) only when nothing else will do.
  const passOverCost = drafts.map((d) => {
    if (!avoid.phrases.length) return 0;
    const units = splitUnits(d.spec.text[age]);
    const hit = (u: string) => avoid.hits(previewTemplate(u, cast));
    return units.length && hit(units[0]) ? 1000 : units.some(hit) ? 120 : 0;
  });
  const fit = (useOptional: boolean) => {
    const fam = familyLines(s, useOptional);
    drafts.forEach((d, i) => {
      const extra = fam.extras.get(i);
      const last = d.beat === "ending";
      d.spec = extra
        ? {
            ...baseSpecs[i],
            text: { ...baseSpecs[i].text, [age]: last ? insertBeforeClosing(baseTexts[i], extra, true) : `${baseTexts[i].trim()} ${extra.join(" ")}` },
          }
        : baseSpecs[i];
    });
    const drafted = drafts.map((d) => renderParagraph(d.spec.text[age], s.castAt(whereOf(s.episode, d).place), sceneRng(b, d), createRenderState()));
    const mask = lengthMask(s, drafted.map(countWords), optionalIdx, fam.mustKeep, passOverCost);
    const keptAll = fam.mustKeep.every((i) => mask & (1 << optionalIdx.indexOf(i)));
    return { drafted, mask, keptAll, likeAt: fam.likeAt };
  };
  let fitted = fit(true);
  if (!fitted.keptAll) fitted = fit(false);
  const kept = (i: number) => {
    const bit = optionalIdx.indexOf(i);
    return bit === -1 || (fitted.mask & (1 << bit)) !== 0;
  };
  return {
    chosen: drafts.filter((_, i) => kept(i)),
    storyText: fitted.drafted.filter((_, i) => kept(i)).join(" "),
    likeDraft: fitted.likeAt >= 0 ? drafts[fitted.likeAt] : undefined,
  };
}

/**
 * Step 11, the scenes as the plan keeps them: each paragraph rendered in order (one name budget for the
 * story), its day and time (moving forward only), who is in the picture and the props the words name.
 */
function renderScenes(s: Drafting, fitted: ReturnType<typeof fitLength>, coTeach: boolean, helperName: string): Scene[] {
  const { b, episode, cast, lineSiblings } = s;
  const { age, avoid, name, grownUp } = b;
  const state = createRenderState();
  let day = 0;
  let time = TIMES.indexOf(episode.time);
  return fitted.chosen.map((d) => {
    // At daycare, the teacher is the grown-up there (episode.grownUpThere), home again for the echo and the ending.
    const there = episode.grownUpThere && d.beat !== "echo" && d.beat !== "ending" ? episode.grownUpThere : undefined;
    const template = there ? withGrownUpThere(d.spec.text[age], there) : d.spec.text[age];
    const text = renderParagraph(template, s.castAt(whereOf(episode, d).place), sceneRng(b, d), state);
    // Time moves forward only: a scene never happens before the one it follows.
    const specDay = d.spec.day ?? (d.fromEpisode ? 0 : day);
    const specTime = d.spec.time ? TIMES.indexOf(d.spec.time) : d.fromEpisode && specDay === 0 ? TIMES.indexOf(episode.time) : time;
    if (specDay > day) {
      day = specDay;
      time = specTime;
    } else if (specTime > time) time = specTime;
    const present = tokensIn(template);
    const characters = [name];
    const withList = d.spec.with;
    if ((withList ? withList.includes("grownUp") : present.grownUp) || (coTeach && d.beat === "strategy" && !there)) characters.push(grownUp);
    if ((withList ? withList.includes("helper") : present.helper) || (coTeach && d.beat === "strategy")) characters.push(helperName);
    if (cast.other && (withList ? withList.includes("other") : present.other)) characters.push(cast.other.name);
    // The siblings are in the picture exactly when the words name them.
    for (const sb of lineSiblings) if (nameRe(sb.name).test(text)) characters.push(sb.name);
    const candidateProps = propsOf(episode, d);
    // The episode's key object (its first prop) is in the picture of every scene in its place,
    // when the story names it somewhere: the tower, the tent, the vase.
    const keyProp = episode.props[0];
    const likeProp = s.like && d === fitted.likeDraft ? likeSpec(s.like).prop : undefined;
    const named = namedProps(candidateProps, text).filter((p) => !avoid.hits(p));
    if (likeProp && !named.includes(likeProp) && namedProps([likeProp], text).length) named.unshift(likeProp);
    if (
      keyProp &&
      !avoid.hits(keyProp) &&
      (d.spec.place ?? episode.place) === episode.place &&
      !named.includes(keyProp) &&
      namedProps([keyProp], fitted.storyText).length
    )
      named.splice(likeProp && named[0] === likeProp ? 1 : 0, 0, keyProp);
    return { beat: d.beat, place: d.spec.place ?? episode.place, time: TIMES[time], day, characters, props: named.slice(0, 4), text };
  });
}

/**
 * Step 12a, the title: "write another" steps through the titles from a start fixed by the child and
 * behavior, so a child's stories in a row have different titles. A story about the parent's own child's
 * brother or sister names them in the title, not the helper.
 */
function storyTitle(b: StoryBasics, cast: RenderCast, siblingOther: Sibling | undefined): string {
  const { story, avoid, name } = b;
  const other = cast.other;
  const cleanTitles = story.titles.filter((t) => !avoid.hits(previewTemplate(t, cast)) && (other || !/\{O\}/.test(t)));
  const siblingTitles = b.realSibling && siblingOther ? cleanTitles.filter((t) => /\{O\}/.test(t)) : [];
  const titles = siblingTitles.length ? siblingTitles : cleanTitles.length ? cleanTitles : story.titles;
  const titleTemplate = titles[((b.comboHash >>> 11) + b.previousCount) % titles.length];
  const title = titleCase(
    titleTemplate
      .replace(/\{name\}/g, name)
      .replace(/\{name's\}/g, possessive(name))
      .replace(/\{Hfull\}/g, cast.helper.full)
      .replace(/\{H\}/g, cast.helper.name)
      .replace(/\{G\}/g, b.grownUp)
      .replace(/\{O\}/g, other?.name ?? ""),
  );
  if (/[{}]/.test(title)) throw new Error(`Title template with an unknown token: ${titleTemplate}`);
  return title;
}

/** Step 12b, three questions to talk about: the episode's own first, then the behavior's, rotated. */
function talkAboutFor(b: StoryBasics, episode: Episode, episodeIndex: number, cast: RenderCast): string[] {
  const questionState = createRenderState();
  const questionRng = createRng(hashString(`${b.req.seed}|talk`));
  const pool = [...(episode.talkAbout ? [episode.talkAbout] : []), ...rotate(b.story.talkAbout, episodeIndex + b.seedStep)];
  const cleanPool = pool.filter((q) => !b.avoid.hits(previewTemplate(q, cast)));
  // A question about a step this story doesn't teach renders empty (the renderer leaves it out): the next one.
  const asked = (cleanPool.length >= 3 ? cleanPool : pool).map((q) => renderParagraph(q.replace(/\{C\}/g, "{name}"), cast, questionRng, questionState));
  // Each question once (an episode's own question may also be among the behavior's: R14's car bag asked twice).
  return [...new Set(asked.filter(Boolean))].slice(0, 3);
}

/**
 * Step 12c, the coloring page shows the child doing it, with the helper when the scene has them:
 * the success, else the closest scene where the child and the helper are together.
 */
function coloringSceneOf(scenes: Scene[], helperName: string): number | undefined {
  const withHelper = (beat: Beat) => scenes.findIndex((s) => s.beat === beat && s.characters.includes(helperName));
  const coloring =
    [withHelper("success"), withHelper("celebration"), withHelper("practice"), withHelper("strategy"), scenes.findIndex((s) => s.beat === "success")].find(
      (i) => i >= 0,
    ) ?? -1;
  return coloring >= 0 ? coloring : undefined;
}

/** Step 12d, what the story is about, in the plan's words (nothing the parent asked to leave out). */
function situationOf(b: StoryBasics, episode: Episode, cast: RenderCast): StoryPlan["situation"] {
  const { avoid } = b;
  const rng: Rng = createRng(hashString(`${b.req.seed}|${b.attempt}|${b.comboHash}`));
  const summary = avoid.hits(previewTemplate(episode.summary, cast)) ? "{name} finds a way through a hard moment" : episode.summary.replace(/\{C\}/g, "{name}");
  return {
    summary: renderParagraph(summary, cast, rng, createRenderState()).replace(/[.!?]$/, ""),
    place: episode.place,
    ...(episode.object && !avoid.hits(episode.object) ? { object: episode.object } : {}),
    ...(episode.person && !avoid.hits(episode.person) ? { person: episode.person } : {}),
    ...(episode.trigger && !avoid.hits(episode.trigger) ? { trigger: episode.trigger } : {}),
    feeling: cast.values.feeling,
    ...(episode.frame && !avoid.hits(episode.frame) ? { frame: episode.frame } : {}),
  };
}

/**
 * Issue 25: a grown-up relative who helps in a family-theme story (Auntie Bea, Grandma June, Grandpa Joe) is
 * family beside the named grown-up, never a second one in their place: the named grown-up teaches the plan
 * with them, and the relative is there from the first scene, for the visit.
 */
function relativeBeside(b: StoryBasics, helper: ThemeHelper): boolean {
  return b.req.theme === "family" && helper.kind !== "child" && RELATIVE_VISITS.has(helper.there ?? helper.label ?? helper.kind);
}

export function planLocalStory(material: BehaviorStory, req: StoryRequest, attempt = 0): PlannedStory {
  const b = readRequest(material, req, attempt);
  const { episode, index: episodeIndex } = pickEpisode(b);
  const setting = pickHelperAndWorld(b, episode);
  const helper = setting.helper;
  const { other, siblingOther } = castOther(b, episode, helper.name);
  const { shape, steps } = shapeAndSteps(b);
  // Siblings who are not the episode's other character get their own lines in the story.
  const lineSiblings: LineSibling[] = b.siblings.filter((sb) => sb.name !== other?.name).map((sb) => ({ ...sb, relation: siblingRelation(sb.pronouns) }));
  const like = b.likes.length ? b.likes[(b.comboHash + b.seedStep) % b.likes.length] : undefined;
  const cast = castOf(b, helper, other, lineSiblings, templateValues(b, episode, setting, steps, like), steps);
  const { drafts, coTeach } = shapeDrafts(arcDrafts(b, episode), {
    shape,
    age: b.age,
    teaches: familyFriendsOnly(b) || relativeBeside(b, helper) || grownUpTeaches(b.age, req.behavior, b.previousCount, b.comboHash),
    grownUpPronouns: grownUpPronouns(b.grownUp),
    refrainTaught: b.story.strategy.refrain,
    firstTry: b.story.firstTry,
    behavior: req.behavior,
    placeOf: (d) => whereOf(episode, d).place,
    grownUp: b.grownUp,
    pick: hashString(`${b.comboHash}|co-teach`),
    previous: b.previousCount,
    audience: siblingOther && other ? "{O}" : lineSiblings.length ? "{S1}" : other && episode.other?.kind === "child" ? "{O}" : "{H}",
    steps,
    about: `${episode.object ?? ""} ${episode.moment}`,
  });
  if (siblingOther && other) retellSiblings(drafts, b.age, siblingOther);
  familyFromTheStart(drafts, b, episode, helper);
  makeAmends(drafts, b.age);
  const castAt = (place: Place): RenderCast => ({
    ...cast,
    helper: { ...cast.helper, arrive: arrivalsAt(helper.arrive, place), intro: introAt(helper, place).replace(/\{name's\}/g, `${b.name}'s`) },
  });
  const drafting: Drafting = { b, episode, drafts, baseTexts: drafts.map((d) => d.spec.text[b.age]), cast, castAt, lineSiblings, like };
  const scenes = renderScenes(drafting, fitLength(drafting), coTeach, helper.name);
  const others = [
    ...(other ? [{ name: other.name, kind: episode.other!.kind === "baby" && !siblingOther ? "baby" : "child", pronouns: other.pronouns }] : []),
    ...lineSiblings.map((sb) => ({ name: sb.name, kind: "child", pronouns: sb.pronouns })),
  ];
  const plan: StoryPlan = {
    title: storyTitle(b, cast, siblingOther),
    child: { name: b.name, pronouns: b.pronouns, ...(req.hair ? { hair: req.hair } : {}), ...(req.glasses !== undefined ? { glasses: req.glasses } : {}) },
    grownUp: { name: b.grownUp },
    helper: { name: helper.name, kind: cast.helper.kind },
    ...(others.length ? { others } : {}),
    behavior: req.behavior,
    situation: situationOf(b, episode, cast),
    strategy: cleanStrategy({ ...b.story.strategy, steps }, b.avoid),
    scenes,
    talkAbout: talkAboutFor(b, episode, episodeIndex, cast),
    coloringScene: coloringSceneOf(scenes, helper.name),
    episode: episode.id,
    shape,
    ...(req.practiceStory ? { practiceStory: req.practiceStory } : {}),
  };
  return { plan, episodeId: episode.id };
}

/** A sentence that goes on about the one before it through a pronoun ("She looked…"): nothing may come between them. */
const PRONOUN_START = /^["\u201C]?(\{(hs|ho|hp|os|oo|op|they|them|their)\}|(She|He|They|Her|His|Their|It)\b)/;

/** A sentence that answers the one before it ("He didn't ask. Instead he said…"): nothing may come between them. */
const LEANS_BACK = /^(Instead|But|And|So|Still|Even so|Which|Too|Also)\b/;

/** The text with `line` after its sentence `at` (or later, where the next sentence doesn't lean on a pronoun). */
function insertAfterSentence(text: string, line: string, at: number): string {
  // "Ms. Lee" is one name, not the end of a sentence.
  const units = splitUnits(text.trim()).reduce<string[]>((acc, u) => {
    if (acc.length && /\b(Mr|Mrs|Ms|Dr|St)\.$/.test(acc[acc.length - 1])) acc[acc.length - 1] += ` ${u}`;
    else acc.push(u);
    return acc;
  }, []);
  let j = Math.min(at + 1, units.length);
  while (j < units.length && (PRONOUN_START.test(units[j]) || LEANS_BACK.test(units[j]) || /^["\u201C]/.test(units[j]))) j++;
  return [...units.slice(0, j), line, ...units.slice(j)].join(" ");
}

/** The child hurting someone in the problem scene: "{C} hit {O}", "gave {S1} a push", "{C} shoved {O}". */
const HURT =
  /\{(?:C|name)\}[^.!?"]{0,40}?\b(?:(hit|shoved|pushed|kicked|pinched|bit|smacked|punched|whacked|thumped)|gave (?=\{(?:O|S1)\} a (push|shove|kick|pinch)))[^.!?"]{0,6}?\{(O|S1)\}/;
const HURT_PAST: Record<string, string> = { push: "pushed", shove: "shoved", kick: "kicked", pinch: "pinched" };
/** Saying sorry, by age band ({X} the one who was hurt, {V} what the child did). */
const AMENDS: Record<AgeBand, string> = {
  "2-3": '{C} went to {X}. "Sorry," {C} said, soft and small.',
  "4-5": 'But first, {C} went to {X}. "Sorry I {V} you," {C} said.',
  "6-7": 'First, {C} went to {X}. "I\'m sorry I {V} you," {C} said, and meant it.',
  "8-10": 'First things first: {C} found {X}. "Sorry I {V} you," {C} said. "That wasn\'t okay."',
};

/**
 * A child who hurt someone in the problem says sorry to them before the success, when nobody in the story
 * says sorry and the one who was hurt is in the success scene (the fresh reviewer: "hurting is never repaired").
 */
function makeAmends(drafts: Draft[], age: AgeBand): void {
  const text = (d: Draft) => d.spec.text[age];
  const problem = drafts.find((d) => d.beat === "problem");
  const at = drafts.findIndex((d) => d.beat === "success");
  if (!problem || at < 0 || drafts.some((d) => /\bsorry\b/i.test(text(d)))) return;
  const m = HURT.exec(text(problem));
  if (!m) return;
  const who = `{${m[3]}}`;
  if (!text(drafts[at]).includes(who)) return;
  const verb = m[1] ?? HURT_PAST[m[2]] ?? "hurt";
  const line = AMENDS[age].replace("{X}", who).replace("{V}", verb);
  drafts[at] = { ...drafts[at], spec: retext(drafts[at].spec, age, `${line} ${text(drafts[at]).trim()}`) };
}

/**
 * Issue 25, the family in the story from the start: a helper who is a person is there from the first
 * scene, for a reason the words give ("Mia's best friend Lila had come over to play"), so the helper
 * scene never announces them from nowhere; and the grown-up is in the problem or the helper scene (or the
 * plan scene where there is none), close by, before they teach the plan or notice it at the end.
 */
/** A sentence that opens by saying when: "One sunny afternoon, …", "That Saturday morning, …". */
const WHEN_OPENER =
  /^(?:One|On|That|This|Early|Late|Later)\b[^.,!?]{0,30}\b(?:morning|afternoon|evening|night|day|weekend|Saturday|Sunday|Monday|Tuesday|Wednesday|Thursday|Friday)\b/;

function familyFromTheStart(drafts: Draft[], b: StoryBasics, episode: Episode, helper: ThemeHelper): void {
  const { age } = b;
  const text = (d: Draft) => d.spec.text[age];
  const set = (i: number, t: string) => (drafts[i] = { ...drafts[i], spec: retext(drafts[i].spec, age, t) });
  const first = drafts[0];
  const where = whereOf(episode, first);
  const line = helperThereLine(helper, where.place, where.time === "evening" || where.time === "night", hashString(`${b.req.seed}|there`));
  // "Kai had come over with a new kite. Today, Jonah had come over for a playdate." says it twice: "was there too".
  // A visiting relative opens the story ("That week, Auntie Bea was staying with the family."), never dropped
  // between two lines of the scene; a friend or a neighbour comes after the sentence that says when.
  const visit = RELATIVE_VISITS.has(helper.there ?? helper.label ?? helper.kind);
  const twice = line && /\bcome (over|along)\b/.test(line) && /\bcome (over|along)\b/.test(text(first));
  const there0 = twice ? (visit ? "That week, {H} was visiting." : "{H} was there too.") : line;
  // After the sentence that says when, not before it ("Lila was there too. One sunny afternoon, Mia zoomed…": R6, S4).
  const units = splitUnits(text(first).trim());
  const after = units.slice(1, 3).reduce((at, u, i) => (WHEN_OPENER.test(u) ? i + 1 : at), 0);
  if (there0 && !/\{(H|Hfull|Hintro|H's)\}/.test(text(first)) && helperFits(helper, where.place))
    set(0, visit ? `${there0} ${text(first).trim()}` : insertAfterSentence(text(first), there0, after));
  // In the picture and the words: a scene's own cast list, else a sentence naming them that doesn't send them away.
  const present = (d: Draft) => (d.spec.with ? d.spec.with.includes("grownUp") && /\{G('s)?\}/.test(text(d)) : onStage(text(d), /\{G('s)?\}/));
  if (drafts.some((d) => (d.beat === "problem" || d.beat === "helper") && present(d))) return;
  const at = drafts.findIndex((d) => d.beat === "helper" || (d.beat === "strategy" && !d.fromEpisode));
  if (at < 0 || present(drafts[at])) return;
  // Nobody's grown-up sits in on a class.
  if (whereOf(episode, drafts[at]).place === "classroom") return;
  // The grown-up comes in to teach the plan next ("Mom had been listening the whole time"): there, busy nearby, not
  // "stood close by, listening" just before it (H31), yet on the page before the plan scene.
  const teachesNext = drafts.some((d, i) => i > at && d.beat === "strategy" && /^\s*\{G\}/.test(text(d)));
  const there = (teachesNext ? GROWN_UP_NEARBY : GROWN_UP_THERE)[age];
  // At the scene's end, where it can't come between a line and its answer ("…a better way." Mom stood close by, listening.).
  set(at, `${text(drafts[at]).trim()} ${there[hashString(`${b.req.seed}|g-there`) % there.length]}`);
  const w = drafts[at].spec.with;
  if (w && !w.includes("grownUp")) drafts[at] = { ...drafts[at], spec: { ...drafts[at].spec, with: [...w, "grownUp"] } };
}

/** The strategy without a step or a sentence naming an avoided thing (the steps keep at least two). */
function cleanStrategy(strategy: BehaviorStory["strategy"], avoid: AvoidMatcher): StoryPlan["strategy"] {
  if (!avoid.phrases.length) return { name: strategy.name, steps: strategy.steps, why: strategy.why };
  const steps = strategy.steps.filter((st) => !avoid.hits(st));
  const why = strategy.why
    .split(/(?<=[.!?])\s+/)
    .filter((st) => !avoid.hits(st))
    .join(" ");
  return {
    name: strategy.name,
    steps: steps.length >= 2 ? steps : strategy.steps.map((st) => (avoid.hits(st) ? "Take a slow breath and try again" : st)),
    why: why || "It gives the child one small, clear thing to do in a hard moment, and a way to feel capable again.",
  };
}

function rotate<T>(items: T[], by: number): T[] {
  const k = ((by % items.length) + items.length) % items.length;
  return [...items.slice(k), ...items.slice(0, k)];
}
