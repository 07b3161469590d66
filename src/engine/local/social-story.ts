/**
 * The social story (issue 25, ADR 030): the same plan told in the child's own voice, in the manner of
 * Carol Gray's Social Stories (10.2) — a title, an introduction, a body and a conclusion; short pages,
 * one idea a page; present tense; descriptive, perspective and affirmative sentences at least twice
 * the coaching ones; "I can try…", never "I must"; no "always" or "never" the child could take
 * literally; patient, positive and true ("In this story, it is morning.").
 *
 * It is written from the plan the picture-book story would have (planLocalStory: the episode, its
 * place and time, the feeling, the grown-up, the siblings, the likes, the plan's steps in the practice
 * chart's words), so the pictures, the book, the PDF and the practice chart work as they do.
 * Offered, not forced: only a request with `storyStyle: "social"` gets one.
 */
import type { AgeBand } from "../../contracts/catalog";
import { isPlace, PLACE_FACTS } from "../../contracts/places";
import type { Beat, Scene, StoryPlan, TimeOfDay } from "../../contracts/story-plan";
import { createRng, hashString, shuffle, type Rng } from "../../lib/rng";
import { avoidMatcher, cleanSiblings, siblingRelation, usableLikes } from "../family";
import { planText } from "../../contracts/story-plan";
import { checkStory } from "../quality";
import type { ComposedStory, StoryRequest } from "../types";
import { behaviorStoryFor, planLocalStory, withParentPronouns } from "./index";
import type { BehaviorStory, Episode } from "./episode-types";
import { type ByAge, forAge, GROWN_UP_ROLES, PLACE_PEOPLE, SOCIAL_FACTS, SOCIAL_TITLES, SOME_TIMES, settingSentence, TITLE_WHERE } from "./social-story-facts";
import { pastesParentText, situationKeywords } from "../plan-checks";
import { grownUpPronouns } from "./shapes";
import { keywordCore, normalize, parentSaid } from "./situations/understand";

/** The plan's shape name for a social story (the library and "write another" read it back). */
export const SOCIAL_SHAPE = "social";

/** Behaviors where the person in charge at the place is part of the situation (say hello to, ask, be checked by). */
const MEETS_PEOPLE = new Set(["custom", "fear", "manners", "nail-biting", "patience", "shyness"]);

/** Behaviors whose plan calms a feeling (the others make a job easier: the potty, tidying, a hello). */
const CALMER = new Set(["aggression", "bedtime", "fear", "nail-biting", "patience", "separation", "siblings", "tantrums", "whining"]);

/** Carol Gray's sentence types: the first three describe; coaching sentences suggest what to try. */
export type SentenceKind = "descriptive" | "perspective" | "affirmative" | "coaching";
export interface SocialLine {
  kind: SentenceKind;
  text: string;
}
export interface SocialPage {
  beat: Beat;
  /** Which scene of the picture-book plan this page is drawn from. */
  from: Beat;
  lines: SocialLine[];
  /** Who is named on the page besides the child (drawn in its picture). */
  with: string[];
}

/** Describing sentences (descriptive, perspective, affirmative) per coaching sentence, at least (Gray 10.2). */
export const SOCIAL_MIN_DESCRIBING_PER_COACHING = 2;

/** Absolutes a literal-minded child could hold the story to; the story never uses them. */
export const SOCIAL_ABSOLUTES = /\b(always|never|must|mustn't|every time|forever|have to|has to)\b/i;

/** A social story's pages, in order: the introduction, the body, the conclusion (practice from 4, "next time" from 6). */
export function socialBeats(age: AgeBand): Beat[] {
  const beats: Beat[] = ["opening", "problem", "feeling", "helper", "strategy"];
  if (age !== "2-3") beats.push("practice");
  beats.push("stumble", "success");
  if (age === "6-7" || age === "8-10") beats.push("echo");
  beats.push("ending");
  return beats;
}

const young = (age: AgeBand) => age === "2-3" || age === "4-5";
const d = (text: string): SocialLine => ({ kind: "descriptive", text });
const p = (text: string): SocialLine => ({ kind: "perspective", text });
const a = (text: string): SocialLine => ({ kind: "affirmative", text });
const c = (text: string): SocialLine => ({ kind: "coaching", text });

/** What others think and feel about the behavior (perspective sentences), for ages 2-5 and 6-10; {G} is the grown-up. */
const PERSPECTIVE: Record<string, [string[], string[]]> = {
  aggression: [
    ["Hitting and pushing hurt other children.", "{G} wants everyone to be safe. That means me too."],
    ["When someone gets hit or pushed, it hurts their body and their feelings.", "{G} wants everyone to be safe, and that includes me."],
  ],
  bedtime: [
    ["{G} knows my body needs sleep to grow.", "{G} likes bedtime to feel calm and cozy."],
    ["{G} knows a body that rests well has an easier tomorrow.", "{G} likes bedtime to be calm, not a rush."],
  ],
  defiance: [
    ["{G} asks me to do things to keep me safe and well.", "{G} likes to hear my ideas too."],
    ["{G} asks me to do things for a reason, like keeping me safe or getting us out of the door.", "{G} likes hearing my ideas, especially in a calm voice."],
  ],
  disobedience: [
    ["{G} likes it when I stop and look.", "Then {G} knows I heard the words."],
    ["When I stop and look, {G} knows the words reached me.", "It is hard to listen while I am busy with something fun."],
  ],
  fear: [
    ["{G} knows that new or loud things can feel very big.", "{G} stays close and helps me feel safe."],
    ["{G} knows that some things feel much bigger than they are.", "{G} stays close while I try a small brave step."],
  ],
  interrupting: [
    ["People like to finish what they are saying.", "{G} wants to hear my words too, after a little wait."],
    ["People like to finish their sentences, the same as I do.", "{G} wants to hear my news, and listens better when it is my turn."],
  ],
  lying: [
    ["{G} wants to know what really happened.", "The truth helps {G} help me."],
    ["{G} wants to know what really happened, even when it is a mess.", "The truth helps {G} help me fix things."],
  ],
  manners: [
    ["People feel happy when they hear please and thank you.", "Kind words help people want to help."],
    ["People feel good when they hear please, thank you and excuse me.", "Kind words make it easier for people to say yes."],
  ],
  messiness: [
    ["Tidy rooms make toys easy to find.", "{G} likes it when we tidy up together."],
    ["A tidy room means I can find my things next time.", "{G} likes it when we tidy up as a team."],
  ],
  "nail-biting": [
    ["Lots of people nibble their nails, grown-ups too.", "{G} wants my fingers to feel good."],
    ["Lots of people nibble their nails when they feel busy inside.", "{G} wants my fingers to feel good, not sore."],
  ],
  patience: [
    ["Waiting can feel very long.", "Lots of people find waiting hard, grown-ups too."],
    ["Waiting can feel much longer than it is.", "Grown-ups find waiting hard too, which is a little bit funny."],
  ],
  "screen-time": [
    ["Shows and games are fun.", "{G} knows it is hard to stop."],
    ["Shows and games are made to be hard to stop.", "{G} knows that, and knows stopping is a skill I am learning."],
  ],
  separation: [
    ["{G} thinks about me while we are apart.", "{G} likes to hear about my day afterwards."],
    ["{G} thinks about me while we are apart.", "{G} looks forward to hearing about my day afterwards."],
  ],
  "not-sharing": [
    ["My friends like to have a turn too.", "Taking turns means everyone gets to play."],
    ["Other children want a turn, the same as I do.", "Taking turns means the game keeps going for everyone."],
  ],
  shyness: [
    ["Lots of people feel shy when they meet someone new.", "People are usually happy to hear a hello."],
    ["Lots of people feel shy with someone new, grown-ups too.", "People are usually glad to hear a hello, even a quiet one."],
  ],
  siblings: [
    ["Brothers and sisters have big feelings too.", "{G} has enough love for all of us."],
    ["Brothers and sisters have big feelings too, and they are learning, like me.", "{G} has enough love for all of us."],
  ],
  tantrums: [
    ["Big feelings can feel like a storm inside.", "{G} stays close and waits with me."],
    ["Big feelings can feel like a storm inside my body.", "{G} stays close and waits until the storm gets smaller."],
  ],
  toileting: [
    ["Lots of children are learning to use the potty, like me.", "{G} is happy to help me go."],
    ["Everybody's body needs the toilet, many times a day.", "{G} is happy to help, and accidents are just part of learning."],
  ],
  transitions: [
    ["It is hard to leave something fun.", "{G} knows I can come back to it another time."],
    ["Leaving something fun is hard for everybody.", "{G} knows I can come back to it another time."],
  ],
  whining: [
    ["{G} can understand my words best in my clear voice.", "{G} wants to hear what I need."],
    ["A whiny voice is hard for ears to understand.", "{G} wants to hear what I need, in my clear voice."],
  ],
  custom: [
    ["{G} knows this can be hard.", "Lots of children find it hard at first."],
    ["{G} knows this can be hard for a while.", "Lots of kids find it hard at first, and then easier."],
  ],
};

// ---- the child's own words: the episode's summary told in the first person ----------------------

/** Verbs a summary chains after the child ("…, waits too long, and has an accident"). */
const CHAINED_VERBS =
  /^(?:hits|pushes|shoves|keeps|wakes|gets|is|says|refuses|doesn't|blames|opens|mumbles|leaves|runs|nibbles|bites|chews|wants|holds|hides|feels|fights|snatches|has|waits|whines|forgets|cries|screams|throws|kicks|grabs|yells|shouts|takes|tells|goes|climbs|won't|can't|cannot|stays|stops|comes|sits)$/i;

function firstPersonVerb(v: string): string {
  const lower = v.toLowerCase();
  const irregular: Record<string, string> = { is: "am", has: "have", does: "do", "doesn't": "don't", goes: "go", "isn't": "am not", was: "was" };
  if (irregular[lower]) return irregular[lower];
  if (/^(?:won't|can't|cannot|can|will|would|could)$/.test(lower)) return v;
  if (!/s$/.test(lower)) return v;
  if (/ies$/.test(lower)) return v.slice(0, -3) + "y";
  if (/(?:sh|ch|ss|x|z)es$/.test(lower)) return v.slice(0, -2);
  return v.slice(0, -1);
}

/**
 * "Mia keeps getting out of bed for one more drink" → "I keep getting out of bed for one more drink";
 * undefined when the sentence cannot be told in the first person without a slip (then the page says it plainly).
 */
export function firstPersonSummary(summary: string, name: string, pronouns: StoryPlan["child"]["pronouns"], grownUp: string): string | undefined {
  const esc = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const lead = new RegExp(`^${esc}(?![\\p{L}])\\s+`, "u");
  if (!lead.test(summary)) return undefined;
  const words = summary.replace(lead, "").split(" ");
  // The verb right after the child, and verbs chained with "and" or commas.
  words[0] = firstPersonVerb(words[0]);
  for (let i = 1; i < words.length; i++) {
    const before = words[i - 1];
    if ((before === "and" || before.endsWith(",")) && CHAINED_VERBS.test(words[i])) words[i] = firstPersonVerb(words[i]);
  }
  let text = `I ${words.join(" ")}`;
  const gPronoun = grownUpPronouns(grownUp);
  const gAt = text.indexOf(grownUp);
  // The child's own pronouns, not the grown-up's ("when he goes out" is Dad's when Dad is named first).
  const forms = { she: ["she", "her", "herself"], he: ["he", "his|him", "himself"], they: ["they", "their|them", "themself|themselves"] }[pronouns];
  text = text.replace(new RegExp(`\\b(${forms[0]})\\b(\\s+)(\\S+)`, "g"), (m, _pr: string, sp: string, verb: string, at: number) => {
    if (gPronoun === pronouns && gAt >= 0 && gAt < at) return m;
    if (pronouns === "they" && gAt >= 0 && gAt < at) return `we${sp}${verb}`;
    return `I${sp}${firstPersonVerb(verb)}`;
  });
  if (pronouns !== "they" && gAt >= 0) text = text.replace(/\b(while|as|when) they\b/g, (m, w: string, at: number) => (at > gAt ? `${w} we` : m));
  text = text.replace(new RegExp(`\\b(${forms[2]})\\b`, "g"), "myself");
  text = text.replace(new RegExp(`\\b(${forms[1]})\\b(\\s*)([\\p{L}'-]*)`, "gu"), (m, pr: string, sp: string, next: string, at: number) => {
    if (gPronoun === pronouns && gAt >= 0 && gAt < at) return m;
    const object = !next || /^(?:to|at|in|on|with|and|when|for|from|up|down|away|back|go|out)$/i.test(next) || pr === "him" || pr === "them";
    return `${object ? "me" : "my"}${sp}${next}`;
  });
  // What would still be a slip: the child's name, or a pronoun of the child's left over.
  if (new RegExp(`(?<![\\p{L}])${esc}(?![\\p{L}])`, "u").test(text)) return undefined;
  if (pronouns !== "they" && gPronoun !== pronouns && new RegExp(`\\b(${forms.join("|")})\\b`, "i").test(text)) return undefined;
  // The grown-up named again in the same sentence is their pronoun ("…Mom's coat when she goes out").
  const gEsc = grownUp.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const gAgain = new RegExp(`(?<=\\b${gEsc}\\b.*)\\b${gEsc}(?![\\p{L}])('s)?`, "u");
  if (gAgain.test(text)) {
    if (!gPronoun) return undefined;
    text = text.replace(gAgain, (_m, poss?: string) => (poss ? (gPronoun === "she" ? "her" : "his") : gPronoun));
  }
  if (SOCIAL_ABSOLUTES.test(text)) return undefined;
  return text;
}

// ---- places and times, said literally --------------------------------------------------------

function placePhrase(place: string): string {
  if (!isPlace(place)) return `at ${place.startsWith("the ") ? place : `the ${place}`}`;
  const facts = PLACE_FACTS[place];
  if (place === "party") return "at a party";
  if (place === "street") return "out on the street";
  if (place === "bedroom") return "in my bedroom";
  if (facts.side === "home") return `at home, ${facts.say} the ${place}`;
  return `${facts.say} the ${place}`;
}

const TIME_PHRASE: Record<TimeOfDay, string> = {
  morning: "It is morning.",
  afternoon: "It is afternoon.",
  evening: "It is evening.",
  night: "It is nighttime.",
};

const STEP_WORDS = ["Step one", "Step two", "Step three", "Step four", "Step five"];

/** "the Sleepy Wind-Down", "Stop, Squeeze, Say": how the child says its name after "called". */
function strategyNamed(name: string): string {
  return name.replace(/^The /, "the ");
}

function titleCase(text: string): string {
  const small = new Set(["a", "an", "the", "and", "of", "to", "with", "for", "in", "on", "at", "i"]);
  return text
    .split(" ")
    .map((w, i) => (w === "i" || w === "I" ? "I" : i > 0 && small.has(w.toLowerCase()) ? w.toLowerCase() : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(" ");
}

function joinNames(names: string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

/** The child's own possessives in a phrase about them: "having her hair washed" → "having my hair washed". */
function mine(text: string, pronouns: StoryPlan["child"]["pronouns"]): string {
  const own = { she: /\bher\b/g, he: /\bhis\b/g, they: /\btheir\b/g }[pronouns];
  return text.replace(own, "my");
}

const FAMILY_PERSON = /^(?:little |big |baby |younger |older )?(?:sister|brother|baby|cousin|grandma|grandpa|mom|dad|twin|sibling)s?$/i;
/** Words the social story says instead of describing: "learns to wait" is the story's job, not the situation. */
const INTENT = /\b(?:learns?|learning|finds?|finding|gets? used)\b/i;

/**
 * A custom situation's thing, person or place the parent named, as the story says it ("the couch", "my
 * little sister", "at the shop"), so the situation runs through the story; undefined when none reads well.
 */
function customThing(plan: StoryPlan, req: StoryRequest): { say: string; place: boolean; core: string } | undefined {
  const parent = normalize(req.customBehavior ?? "").text;
  const keys = situationKeywords(plan).filter((k) => parentSaid(k, parent, plan.grownUp.name));
  for (const k of keys) {
    const words = mine(k, plan.child.pronouns).replace(/^(?:the|a|an) /, "");
    if (k === plan.situation.place && isPlace(k)) return { say: placePhrase(k), place: true, core: keywordCore(k) };
    if (/[{}]/.test(words) || words.split(" ").length > 4) continue;
    return { say: /^my /.test(words) ? words : FAMILY_PERSON.test(words) ? `my ${words}` : `the ${words}`, place: false, core: keywordCore(k) };
  }
  return undefined;
}

// ---- the plan's steps in the child's own voice ----------------------------------------------------

/** Verbs a chart step starts with ("Take three slow breaths"): the child can say "I can take…". */
const STEP_VERBS = new Set(
  "ask blow breathe bring build buckle catch choose come count do find finish freeze get give go hand have help hold hook hug keep lay let listen look make name notice pick press put say show sit smell sniff squeeze stay stomp stop swap take tell think try turn use wait walk wash wave".split(
    " ",
  ),
);

/** Chart steps that are not a verb to start with, in the child's words ({G} the grown-up). */
const STEP_SAID: Record<string, string> = {
  "One big hug and the same goodbye words every time": "I can give {G} one big hug and say our goodbye words.",
  "One big hug": "I can give {G} one big hug.",
  "Press the little heart on your hand when you miss them": "When I miss {G}, I can press the little heart on my hand.",
  "Press the heart on your hand": "When I miss {G}, I can press the heart on my hand.",
  "Three sleepy breaths": "I can take three sleepy breaths.",
  "One big breath": "I can take one big breath.",
  "One slow breath": "I can take one slow breath.",
  "Big breath, hands still": "I can take a big breath and keep my hands still.",
  "Stomp, stomp, stomp": "I can stomp, stomp, stomp.",
  "Smell the flower, blow the candle": "I can smell a pretend flower, then blow out a pretend candle.",
  "Quiet hand on an arm": "I can put a quiet hand on {G}'s arm.",
  "Wiggle? Put the toy down": "When I feel the wiggle, I can put down what I am holding.",
  "One last thing": "I can do one last thing.",
  'Wave "See you later"': 'I can wave and say, "See you later."',
  "At the stop spot, press off yourself": "At the stop spot, I can press it off myself.",
  "One small step, holding a hand": "I can take one small step, holding a hand.",
  "Stop like a statue": "I can stop like a statue.",
};

/** Outside quotation marks only: the chart's "you" is the child's "I" ("…and it comes back to you" → "me"). */
function ownVoice(text: string): string {
  return text
    .split(/("[^"]*"|“[^”]*”)/)
    .map((part, i) =>
      i % 2
        ? part
        : part
            .replace(/\byou're\b/gi, "I'm")
            .replace(/\byou are\b/gi, "I am")
            .replace(/\byourself\b/gi, "myself")
            .replace(/\byour\b/gi, "my")
            .replace(/\bboth of you\b/gi, "both of us")
            .replace(/\b(to|for|with|at|on|from|of|by|after|near) you\b/gi, "$1 me")
            .replace(/\byou\b/gi, "I"),
    )
    .join("");
}

/**
 * A chart step said by the child: "Take three slow, sleepy breaths" → "I can take three slow, sleepy
 * breaths."; "When the warning comes, pick one last thing" → "When the warning comes, I can pick…";
 * undefined when it does not read as the child's own sentence (then the chart's words are quoted).
 */
export function stepInMyWords(step: string, grownUp: string): string | undefined {
  const bare = step.trim().replace(/\.+$/, "");
  const end = (s: string) => (/[?!.]["”]?$/.test(s) ? s : `${s}.`);
  const said = STEP_SAID[bare];
  if (said) return said.replace(/\{G\}/g, grownUp);
  const verbFirst = (s: string) => STEP_VERBS.has(s.split(/[\s,:]/)[0].toLowerCase());
  let out: string | undefined;
  const clause = bare.match(/^((?:When|Before|After|At|If|While|Then)\b[^,:]*), (.+)$/);
  const label = bare.match(/^([A-Z][\w'-]*(?: [\w'-]+)?): ([a-z].+)$/);
  if (clause && verbFirst(clause[2])) out = `${clause[1]}, I can ${clause[2]}`;
  else if (/^Then /.test(bare) && verbFirst(bare.slice(5))) out = `Then I can ${bare.slice(5)}`;
  else if (label && verbFirst(label[2])) out = `I can ${label[2]}`;
  else if (verbFirst(bare)) out = `I can ${bare.charAt(0).toLowerCase()}${bare.slice(1)}`;
  if (!out) return undefined;
  out = end(ownVoice(out));
  const outside = out.replace(/"[^"]*"|“[^”]*”/g, "");
  if (/\b(?:you|your)\b/i.test(outside) || SOCIAL_ABSOLUTES.test(outside) || /\bthem\b/.test(outside)) return undefined;
  return out;
}

// ---- the pages ---------------------------------------------------------------------------------

interface SocialInput {
  base: StoryPlan;
  material: BehaviorStory;
  req: StoryRequest;
  rng: Rng;
}

/** A fact line ("p|…", "a|…", "c|…" or plain) as a typed sentence, its tokens filled. */
function factLine(line: string, fill: (t: string) => string): SocialLine {
  const m = line.match(/^([pac])\|(.*)$/);
  const text = capitalize(fill(m ? m[2] : line));
  if (!m) return d(text);
  return m[1] === "p" ? p(text) : m[1] === "a" ? a(text) : c(text);
}

const capitalize = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);

/** The episode the plan tells (its place, time, moment and people), when the material has it. */
function episodeOf(base: StoryPlan, material: BehaviorStory): Episode | undefined {
  return material.episodes.find((e) => e.id === base.episode) ?? material.episodes.find((e) => base.episode?.startsWith(e.id));
}

/** "bath time", "dinner", "bedtime": a moment said as a time ("At bath time, …"). */
const TIME_MOMENT = /^(?:[\w-]+ )?(?:time|bedtime|dinner|breakfast|lunch)$/i;

/** Who is in charge where the story happens when the grown-up is not: the episode's babysitter, the place's teacher. */
function personInCharge(ep: Episode | undefined, place: string): { who: string; does: string } | undefined {
  const role = ep?.person?.toLowerCase();
  if (role && GROWN_UP_ROLES[role]) return GROWN_UP_ROLES[role];
  return isPlace(place) ? PLACE_PEOPLE[place] : undefined;
}

/** The pages of a social story, each sentence with its Gray type (the tests count them). */
export function socialStoryPages({ base, material, req, rng }: SocialInput): SocialPage[] {
  const age = req.childAge;
  const y = young(age);
  const toddler = age === "2-3";
  const older = age === "8-10";
  const G = base.grownUp.name;
  const name = base.child.name;
  const feeling = base.situation.feeling;
  const steps = base.strategy.steps;
  const strategy = strategyNamed(base.strategy.name);
  const avoid = avoidMatcher(req.avoid);
  const siblings = cleanSiblings(req.siblings, name);
  const sibNames = siblings.map((s) => s.name);
  const likes = usableLikes(req.likes, avoid);
  const like = likes.length ? likes[(req.seed >>> 0) % likes.length] : undefined;
  const problemScene = base.scenes.find((s) => s.beat === "problem") ?? base.scenes[0];
  const place = base.situation.place || problemScene.place;
  const scenePlace = isPlace(problemScene.place) ? problemScene.place : isPlace(place) ? place : undefined;
  const where = placePhrase(scenePlace ?? place);
  const ep = episodeOf(base, material);
  const facts = SOCIAL_FACTS[req.behavior] ?? SOCIAL_FACTS.custom;
  const inCharge = personInCharge(ep, scenePlace ?? place);
  const P = inCharge?.who ?? "a grown-up I know";
  const fill = (t: string) => t.replace(/\{G\}/g, G).replace(/\{P\}/g, P);
  const lines = (pair: ByAge | undefined) => (pair ? forAge(pair, age).map((l) => factLine(l, fill)) : []);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rng() * items.length)];
  // The behavior in the child's own words: "when someone you love has to leave" → "when someone I love needs to leave".
  const topic = mine(material.childTerms, base.child.pronouns)
    .replace(/\byou\b/g, "I")
    .replace(/\byour\b/g, "my")
    .replace(/\bhas to\b/g, "needs to")
    .replace(/\bhave to\b/g, "need to");
  const custom = req.behavior === "custom";
  const separation = req.behavior === "separation";
  const thing = custom ? customThing(base, req) : undefined;
  // Where the custom situation's words come back (its place, object or person), so it runs through the story.
  const keyPlace = custom ? placePhrase(place) : where;
  // "has to go off" is a rule, not an absolute about the child: said "needs to" so the moment can be told.
  const told = firstPersonSummary(base.situation.summary.replace(/\bhas to\b/g, "needs to"), name, base.child.pronouns, G);
  // A custom situation's summary may say what the story teaches ("learns to wait"): then it is said plainly.
  const summary =
    told && custom && (INTENT.test(told) || (thing && !told.toLowerCase().includes(thing.core)) || pastesParentText(told, req.customBehavior ?? ""))
      ? undefined
      : told;
  const [youngPersp, oldPersp] = PERSPECTIVE[req.behavior] ?? PERSPECTIVE.custom;
  const perspective = (y ? youngPersp : oldPersp).map(fill);

  // 1. Introduction: who I am, what the story is about.
  const intro: SocialLine[] = [d(`My name is ${name}.`)];
  const about: SocialLine[] = [];
  if (like) about.push(d(pick([`I like ${like}.`, `I love ${like}.`])));
  if (siblings.length === 1) about.push(d(`I have a ${siblingRelation(siblings[0].pronouns)} called ${siblings[0].name}.`));
  else if (siblings.length > 1)
    about.push(
      d(
        `I have a ${siblingRelation(siblings[0].pronouns)} called ${siblings[0].name} and a ${siblingRelation(siblings[1].pronouns)} called ${siblings[1].name}.`,
      ),
    );
  intro.push(...shuffle(rng, about));
  // A custom situation's terms can be close to the parent's own words: never pasted.
  const pasted = custom && pastesParentText(`This story is about ${topic}.`, req.customBehavior ?? "");
  intro.push(d(pasted ? `This story is about a plan for when I feel ${feeling}.` : `This story is about ${topic}.`));
  if (!toddler)
    intro.push(d(y ? "It tells what usually happens, and what I can try." : "It is a true kind of story. It tells what usually happens, and what I can try."));

  // 2. Where and when, in one sentence; what usually happens there, and why; then the hard moment.
  const time = problemScene.time;
  const moment = ep?.moment?.replace(/^the /, "");
  const home = scenePlace ? PLACE_FACTS[scenePlace].side === "home" || scenePlace === "bathroom" : false;
  const when = home && moment && TIME_MOMENT.test(moment) ? `At ${moment}` : SOME_TIMES[time];
  const setting = scenePlace ? settingSentence(scenePlace, time, when, G) : `${SOME_TIMES[time]}, I am ${where}.`;
  const usual = lines(
    (ep && facts.episode?.[ep.id]) ??
      (scenePlace && facts.place?.[scenePlace]) ??
      (scenePlace && (PLACE_FACTS[scenePlace].side === "home" || scenePlace === "bathroom") ? facts.place?.home : undefined) ??
      facts.usual,
  );
  // A parent's own situation has no facts of its own: who is in charge at the place, and what they do, is one.
  if (custom && inCharge && MEETS_PEOPLE.has("custom")) usual.push(d(`${capitalize(inCharge.who)} ${inCharge.does}.`));
  // The summary without the time the setting already said ("…at the school gate in the morning").
  const plainSummary = summary?.replace(/ (?:in the (?:morning|afternoon|evening)|at night)$/, "");
  const happens = plainSummary
    ? d(`Sometimes ${plainSummary}.`)
    : d(
        thing
          ? thing.place
            ? `Sometimes things get hard for me ${thing.say}.`
            : `Sometimes things get hard for me with ${thing.say}.`
          : "Sometimes this is hard for me.",
      );
  // Facts that open with their own time ("Some evenings, Dad goes out.", "In the early morning, …") are the setting.
  const ownTime = new RegExp(`^(?:${when}|Some (?:mornings|afternoons|evenings|nights)|In the (?:early )?morning|Early in the morning|At night),`);
  const problem: SocialLine[] = [...(usual[0] && ownTime.test(usual[0].text) ? [] : [d(setting)]), ...usual, happens];
  // Not said of a classroom (the grown-up at home is not usually there), of a goodbye (the grown-up leaves), nor of a bedroom at night.
  if (!y && !separation && req.behavior !== "bedtime" && problemScene.place !== "classroom" && !problem.some((l) => l.text.includes(G)))
    problem.push(d(older ? `${G} is usually nearby, which is useful.` : `${G} is usually nearby.`));

  // 3. The feeling, named, and said to be okay.
  const feelLine =
    summary && summary.includes(feeling) && !thing
      ? d(`My body knows when I feel ${feeling}.`)
      : d(
          thing
            ? thing.place
              ? `When I am ${thing.say}, I can feel ${feeling}.`
              : `When it is about ${thing.say}, I can feel ${feeling}.`
            : `When this happens, I can feel ${feeling}.`,
        );
  const feelingLines: SocialLine[] = [feelLine];
  const body = toddler
    ? d("My body feels it too.")
    : y
      ? d(pick(["My body feels it too, in my tummy or my hands.", "I can feel it in my body, like a tight tummy."]))
      : d(
          older
            ? "Feelings are like a weather report for my body: they tell me something, and they change."
            : "I can feel it in my body, like a tight tummy or busy hands.",
        );
  feelingLines.push(
    ...shuffle(rng, [body, p(y ? `Lots of children feel ${feeling} sometimes.` : `Lots of kids feel ${feeling} sometimes. Grown-ups do too.`)]),
  );
  feelingLines.push(a(pick([`Feeling ${feeling} is okay.`, `It is okay to feel ${feeling}.`])));

  // 4. Others' thoughts: the grown-up, and who is in charge at the place (the real people, no story friend).
  // The grown-up wants to help, unless the page already says how, or names them twice already.
  const gSays = perspective.filter((l) => l.startsWith(G)).length;
  const others: SocialLine[] = [...perspective.map(p), ...(perspective.some((l) => /\bhelp/.test(l)) || gSays > 1 ? [] : [p(`${G} wants to help me.`)])];
  // Who is in charge there, where meeting them is part of the situation (the librarian, the server, the doctor).
  if (inCharge && MEETS_PEOPLE.has(req.behavior) && scenePlace !== "party" && !problem.some((l) => l.text.includes(inCharge.who)))
    others.push(d(`${capitalize(inCharge.who)} ${inCharge.does}.`));

  // 5. The plan: anything a step uses is introduced first; the steps in the child's own words.
  const planLines: SocialLine[] = [d(`${G} and I have a plan.`), d(`It is called ${strategy}.`)];
  if (facts.prep && steps.some((s) => facts.prep!.when.test(s))) planLines.push(...lines((scenePlace && facts.prep.place?.[scenePlace]) || facts.prep.text));
  steps.forEach((s, i) => {
    const mine = stepInMyWords(s, G);
    planLines.push(c(`${STEP_WORDS[i]}: ${mine ?? `"${/[?!]$/.test(s) ? s : `${s.replace(/\.+$/, "")}.`}"`}`));
  });
  planLines.push(d(pick([`${G} says the steps with me.`, `${G} and I say the steps together.`])));
  if (!y)
    planLines.push(
      d(older ? "The plan has a name, because a plan with a name is easier to find when my brain is busy." : "The plan has a name, so it is easy to remember."),
    );

  // 6. Practice, when calm.
  const practice: SocialLine[] = [
    d("We practice the plan when I feel calm."),
    d(pick(["Sometimes we practice it just for fun.", "Sometimes we practice it in a silly voice."])),
    ...(sibNames.length ? [d(`Sometimes ${joinNames(sibNames)} ${sibNames.length > 1 ? "try" : "tries"} it with us.`)] : []),
    c(`I can try it with ${G}.`),
  ];
  if (older) practice.splice(1, 0, d("Practicing when things are easy is like a fire drill at school: we learn the way before we need it."));

  // 7. When it is hard: what happens, that it is okay, and who helps (the behavior's own).
  const stumble: SocialLine[] = lines(facts.stumble);
  if (older) stumble.splice(stumble.length - 1, 0, d("Plans are like riding a bike: wobbly at first, and easier each time."));

  // 8. What usually happens when I use it.
  const success: SocialLine[] = [
    d(
      toddler
        ? CALMER.has(req.behavior)
          ? "I use the plan. Usually, I feel calmer."
          : "I try the plan. Usually, it gets easier."
        : CALMER.has(req.behavior)
          ? pick(["When I use the plan, I usually feel calmer.", "When I use the plan, my body usually feels calmer."])
          : "When I try the plan, things usually get a little easier.",
    ),
    ...lines(facts.after),
    p(pick([`${G} feels happy when I try.`, `${G} notices when I try, and smiles.`])),
    ...(sibNames.length ? [d(`${joinNames(sibNames)} ${sibNames.length > 1 ? "see" : "sees"} me try.`)] : []),
  ];
  if (thing) success.push(c(thing.place ? `Next time I am ${thing.say}, I can try my plan.` : `Next time it is about ${thing.say}, I can try my plan.`));
  if (!y)
    success.push(
      d(
        older
          ? "It does not fix everything. It usually makes the next minute a bit easier, and that counts."
          : "It does not fix everything, but it usually helps.",
      ),
    );

  // 9. Next time (ages 6-10).
  const next: SocialLine[] = [
    d(`Next time I am ${custom ? keyPlace : where}, my plan comes too.`),
    d(older ? "It lives in my head, so I cannot leave it behind." : "It lives in my head, so it goes where I go."),
    c(y ? "I can say the first step." : "I can start with the first step."),
  ];

  // 10. Conclusion: a bedtime story at night ends ready to sleep.
  const ending: SocialLine[] = [d(`I am ${name}, and I am learning ${strategy}.`)];
  if (sibNames.length) ending.push(d(`${G}, ${joinNames(sibNames)} and I are a good team.`));
  ending.push(a(`Sometimes I feel ${feeling}, and that is okay.`));
  if (material.calmEnding && (time === "night" || time === "evening")) ending.push(d("Now it is time to rest. My bed is cozy and warm."));
  else ending.push(a(pick(["I am learning, one small step at a time.", "Trying is a good thing to do."])));

  const pages: SocialPage[] = [
    { beat: "opening", from: "opening", lines: intro, with: sibNames },
    { beat: "problem", from: "problem", lines: problem, with: [G] },
    { beat: "feeling", from: "feeling", lines: feelingLines, with: [] },
    { beat: "helper", from: "helper", lines: others, with: [G] },
    { beat: "strategy", from: "strategy", lines: planLines, with: [G] },
  ];
  if (!toddler) pages.push({ beat: "practice", from: "practice", lines: practice, with: [G, ...sibNames] });
  pages.push({ beat: "stumble", from: "stumble", lines: stumble, with: separation ? [] : [G] });
  pages.push({ beat: "success", from: "success", lines: success, with: [G, ...sibNames] });
  if (!y) pages.push({ beat: "echo", from: "echo", lines: next, with: [] });
  pages.push({ beat: "ending", from: "ending", lines: ending, with: [G, ...sibNames] });
  // Nothing the parent asked to leave out: a sentence that names it goes.
  return pages.map((pg) => ({ ...pg, lines: pg.lines.filter((l) => !avoid.hits(l.text)) }));
}

/**
 * The title names the situation ("Saying Goodbye at the School Gate", "Using the Potty at the Park"), not
 * a feeling; the same episode told again (write another) says it another way.
 */
function socialTitle(base: StoryPlan, material: BehaviorStory, req: StoryRequest): string {
  const ep = episodeOf(base, material);
  const place = base.scenes.find((s) => s.beat === "problem")?.place ?? base.situation.place;
  const own = ep && SOCIAL_TITLES[`${req.behavior}/${ep.id}`];
  const facts = SOCIAL_FACTS[req.behavior] ?? SOCIAL_FACTS.custom;
  const moment = ep?.moment ?? "";
  const where = isPlace(place) ? TITLE_WHERE[place] : "";
  let title: string;
  if (own) title = typeof own === "string" ? own : young(req.childAge) ? own[0] : own[1];
  else if (req.behavior === "custom" && /^[a-z]+ing\b/.test(moment) && !/["“”]/.test(moment)) title = titleCase(moment);
  else if (req.behavior === "custom" && moment && !/["“”]/.test(moment) && !/\bmoment\b/.test(moment)) title = titleCase(`My Plan for ${moment}`);
  else title = `${facts.action} ${where}`.trim();
  title = title.replace(/\{G\}/g, base.grownUp.name);
  const told = (req.previousEpisodes ?? []).filter((e) => e === base.episode).length;
  const again = [title, `${title}: My ${titleCase(base.strategy.name.replace(/^the /i, ""))}`, `${base.child.name}'s Story: ${title}`];
  return again[told % again.length].slice(0, 90);
}

/** Talk-about questions that fit a social story: the plan's first step, who helps, when to try. */
function socialTalkAbout(base: StoryPlan): string[] {
  return [
    `What is the first step of ${strategyNamed(base.strategy.name)}?`,
    `Who can help when you feel ${base.situation.feeling}?`,
    "When could we practice the plan together?",
  ];
}

/**
 * The social story's plan, from the picture-book plan: the same child, grown-up, siblings, helper,
 * situation and strategy; its scenes are the social story's pages, each drawn where the picture-book
 * scene it comes from happens (the child calm, or doing the step), in time order.
 */
export function socialStoryPlan(base: StoryPlan, material: BehaviorStory, req: StoryRequest, attempt = 0): StoryPlan {
  const rng = createRng(hashString(`${req.seed}|${attempt}|social`));
  const pages = socialStoryPages({ base, material, req, rng });
  const child = base.child.name;
  const firstDay = base.scenes[0];
  const sceneFor = (beat: Beat): Scene =>
    base.scenes.find((s) => s.beat === beat) ??
    base.scenes.find((s) => s.beat === (beat === "echo" ? "success" : beat === "practice" ? "strategy" : "problem")) ??
    firstDay;
  const problem = sceneFor("problem");
  const scenes: Scene[] = pages.map((pg) => {
    const from = sceneFor(pg.from);
    const present = [child, ...pg.with.filter((n, i, all) => all.indexOf(n) === i && n !== child)];
    return {
      beat: pg.beat,
      place: pg.beat === "opening" ? from.place : problem.place,
      // One day, one time: the story is told as it usually goes, not as days passing.
      time: problem.time,
      day: 0,
      characters: present.slice(0, 6),
      props: from.props,
      text: pg.lines.map((l) => l.text).join(" "),
    };
  });
  const others = (base.others ?? []).filter((o) => cleanSiblings(req.siblings, child).some((s) => s.name === o.name));
  const siblingsNotInCast = cleanSiblings(req.siblings, child).filter((s) => !others.some((o) => o.name === s.name));
  const plan: StoryPlan = {
    ...base,
    title: socialTitle(base, material, req),
    scenes,
    talkAbout: socialTalkAbout(base),
    coloringScene: Math.max(
      0,
      scenes.findIndex((s) => s.beat === "success"),
    ),
    shape: SOCIAL_SHAPE,
  };
  const cast = [...others, ...siblingsNotInCast.map((s) => ({ name: s.name, kind: "child", pronouns: s.pronouns }))];
  if (cast.length) plan.others = cast;
  else delete plan.others;
  return plan;
}

/**
 * The local engine's social story: the picture-book plan for the request (planLocalStory, the same
 * episode choice and "write another"), told as a social story, checked like every story; a draft that
 * misses the bar is planned again with other choices (as composeStory does).
 */
export function composeSocialStory(request: StoryRequest): ComposedStory & { plan: StoryPlan } {
  const req: StoryRequest = { ...withParentPronouns(request), storyStyle: "social" };
  const material = behaviorStoryFor(req);
  if (!material || material.episodes.length === 0) throw new Error(`No story material for "${req.behavior}".`);
  let best: (ComposedStory & { plan: StoryPlan }) | null = null;
  let bestScore = -1;
  for (let attempt = 0; attempt < 6; attempt++) {
    const plan = socialStoryPlan(planLocalStory(material, req, attempt).plan, material, req, attempt);
    const draft = { title: plan.title, text: planText(plan), plan };
    const report = checkStory(draft, req);
    if (report.passed) return draft;
    if (report.score > bestScore) [best, bestScore] = [draft, report.score];
  }
  return best!;
}

/** Whether a plan (or a saved story's plan) is a social story. */
export const isSocialPlan = (plan: Pick<StoryPlan, "shape"> | null | undefined): boolean => plan?.shape === SOCIAL_SHAPE;
