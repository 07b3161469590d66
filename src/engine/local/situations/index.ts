/**
 * Custom situations, understood: the parent's words read for place, object, person, trigger and
 * feeling (understand.ts), mapped to the nearest situation frame (frames/), and built into a
 * one-episode BehaviorStory the planner writes like any behavior's. The parent's sentence itself
 * never reaches the story: every word of it is our own, with the parent's key words in the slots.
 */
import type { AgeBand } from "../../../content/catalog";
import { DEFAULT_GROWN_UP_NAME, DRAWABLE_PROPS, type Pronouns } from "../../../contracts/story-plan";
import type { StoryRequest } from "../../types";
import type { BandText, BehaviorStory, Episode, SceneSpec } from "../episode-types";
import { bigChangeFrame } from "./frames/big-change";
import { bossyFrame } from "./frames/bossy";
import { fearFrame } from "./frames/fear";
import { gettingDressedFrame } from "./frames/getting-dressed";
import { goodbyeFrame } from "./frames/goodbye";
import { hurtingFrame } from "./frames/hurting";
import { losingFrame } from "./frames/losing";
import { mustDoFrame } from "./frames/must-do";
import { mustStopFrame } from "./frames/must-stop";
import { newFoodFrame } from "./frames/new-food";
import { runningOffFrame } from "./frames/running-off";
import { PLACE_LINES, SHARED_CELEBRATION, SHARED_ENDING, SHARED_HELPER, SHARED_PRACTICE } from "./frames/shared";
import type { Frame } from "./frames/types";
import { wantingNowFrame } from "./frames/wanting-now";
import { worryFrame } from "./frames/worry";
import { normalize, understandSituation, type FrameId, type Situation } from "./understand";

export { understandSituation, FRAME_IDS, FRAME_LABELS, type Situation, type FrameId } from "./understand";
export { detectLanguage, UNSUPPORTED_LANGUAGE_MESSAGE } from "./language";

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
};

type Pair = [string, string];
const both = (s: string): Pair => [s, s];

/** What makes a must-do step hard, and how it ends: [ages 2-5, ages 6-10]. */
const MUST_DO: Record<string, { whyHard: Pair; goal: Pair; moment: string }> = {
  seatbelt: { whyHard: ["The seatbelt felt tight and scratchy.", "The seatbelt always felt tight and scratchy, and it pressed on {C's} neck in an annoying way."], goal: ["Off went the car. Vroom!", "The car pulled away, and for once nobody was cross."], moment: "the seatbelt in the car" },
  "car seat": { whyHard: ["The car seat felt squashy and tight.", "The car seat felt squashy and hot, and the straps never sat right."], goal: ["Off went the car. Vroom!", "The car pulled away, and for once nobody was cross."], moment: "the car seat" },
  toothbrush: { whyHard: ["The toothpaste felt too minty. Brushing was boring.", "The toothpaste was too minty, and brushing took ages when there was nothing to do but stand there."], goal: ["Sparkly teeth! Ding!", "{C's} teeth were clean, and it had taken about two minutes."], moment: "teeth time" },
  shampoo: { whyHard: ["Water got in {C's} eyes. Ouch!", "Water always seemed to find its way into {C's} eyes, however careful everyone was."], goal: ["Clean hair! All done!", "{C's} hair was clean, and not one drop had gone in {their} eyes."], moment: "hair-washing time" },
  medicine: { whyHard: ["The medicine tasted yucky.", "The medicine tasted strange and sticky, and the taste stayed for ages."], goal: ["All gone! Yum, a drink of water.", "The medicine was gone, and a big drink of water chased the taste away."], moment: "medicine time" },
  sunscreen: { whyHard: ["The sunscreen felt cold and sticky.", "The sunscreen was cold and sticky, and it took so long when the sea was right there."], goal: ["Off to play! Splash!", "{C} {was} ready for the sun and off to play in no time."], moment: "sunscreen time" },
  nails: { whyHard: ["The clippers felt strange.", "The clippers made a funny snipping noise, and sitting still felt impossible."], goal: ["Neat nails! All done!", "{C's} nails were neat and short, and it had been quick."], moment: "nail-trimming time" },
  helmet: { whyHard: ["The helmet felt hot and tight.", "The helmet felt hot and tight, and the strap pinched under {C's} chin."], goal: ["Off {C} went on the bike. Whee!", "{C} rode off, helmet on, feeling rather cool."], moment: "the bike helmet" },
  hairbrush: { whyHard: ["The tangles pulled. Ow!", "The tangles always pulled, and brushing them out took forever."], goal: ["Smooth hair! All done!", "{C's} hair was smooth, and the tangles were gone."], moment: "hair-brushing time" },
  potty: { whyHard: ["Sitting still was so boring.", "Sitting still felt so long and boring when there were games waiting."], goal: ["All done! Flush! Wash hands!", "Job done, hands washed, and back to the game."], moment: "potty time" },
  bath: { whyHard: ["The bath meant no more playing.", "Getting into the bath meant stopping the game, and the water was never the right temperature."], goal: ["Splash! In {C} went.", "{C} {was} in the bath, splashing, before {they} had even noticed."], moment: "bath time" },
  shoes: { whyHard: ["The shoes were tricky.", "The shoes were tricky, and the straps never went the right way."], goal: ["Shoes on! Off we go!", "Shoes on, and out of the door on time."], moment: "putting on shoes" },
  coat: { whyHard: ["The coat was puffy and hot.", "The coat was puffy and hot, and the zip always got stuck."], goal: ["Coat on! Off we go!", "Coat on, zip up, and out of the door on time."], moment: "putting on a coat" },
  clothes: { whyHard: ["So many clothes!", "There were so many clothes, and every one took ages."], goal: ["All dressed! Off we go!", "Fully dressed, and out of the door on time."], moment: "getting dressed" },
};

/** What a worry really is, and how it happens: [ages 2-5, ages 6-10]. */
const WORRY: Record<string, { safe: string; event: Pair; again: Pair }> = {
  dark: { safe: "just the same room with the light off", event: ["{G} said goodnight. Click! The light went off.", "{G} said goodnight and switched off the big light, and the whole room filled up with dark."], again: ["The room went dark again.", "The room went dark again, just as before."] },
  thunder: { safe: "just noisy clouds, far away in the sky", event: ["Boom! The thunder rumbled.", "Outside, the thunder rumbled across the sky, long and loud."], again: ["Boom! The thunder came again.", "The thunder rumbled again, right on cue."] },
  "vacuum cleaner": { safe: "just a noisy machine that eats crumbs", event: ["Vroom! {G} switched on the vacuum cleaner.", "{G} switched on the vacuum cleaner, and it whirred loudly into life."], again: ["Vroom! The vacuum cleaner came on again.", "The vacuum cleaner whirred into life again."] },
  "hand dryer": { safe: "just noisy air that dries hands", event: ["Whoosh! The hand dryer blew.", "Someone switched on the hand dryer, and it blasted out a huge whoosh of noise."], again: ["Whoosh! The hand dryer blew again.", "The hand dryer whooshed again."] },
  blender: { safe: "just a noisy machine making a smoothie", event: ["Whirr! {G} switched on the blender.", "{G} switched on the blender, and it whirred and rattled loudly."], again: ["Whirr! The blender went again.", "The blender whirred again."] },
  fireworks: { safe: "just sparkly lights making a loud noise, far up in the sky", event: ["Bang! Pop! The fireworks went off.", "Outside, the fireworks started: bangs and pops and crackles, one after another."], again: ["Bang! More fireworks!", "More fireworks banged and crackled outside."] },
  sirens: { safe: "a fire engine hurrying to help someone", event: ["Nee-naw! A siren went past.", "A siren came wailing down the street, louder and louder."], again: ["Nee-naw! Another siren!", "Another siren came down the street."] },
  dog: { safe: "a friendly dog saying hello, on a lead with its owner", event: ["Woof! A big dog came close.", "A big dog came bounding along the path, barking a deep, loud bark."], again: ["Woof! A dog came by again.", "A big dog came along the path again."] },
  bugs: { safe: "busy bees looking for flowers, not for children", event: ["Bzzz! The bees buzzed close.", "A few bees came buzzing around the flowers, much too close."], again: ["Bzzz! A bee came again.", "The bees came buzzing back again."] },
};

const NEW_THINGS: Record<string, Pair> = {
  "the new baby": ["The baby held {C's} finger. Tight, tight!", "the baby had grabbed {C's} finger and wouldn't let go, as if the baby had already picked a favourite person."],
  "the new house": ["The new room had a window. {C} could see the moon!", "the new bedroom had a window where you could see the moon, which the old one never had."],
  "the new school": ["The new school had a red slide. Whee!", "the new school had a library corner with beanbags and a whole shelf of dinosaur books."],
  "the two homes": ["There were two cozy beds now. Two!", "there were two cozy beds now, one in each home, and {cuddly} could have an adventure in both."],
};

function possessivePronoun(p: Pronouns): string {
  return p === "he" ? "his" : p === "she" ? "her" : "their";
}

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** The slot values for one situation; pairs are [ages 2-5, ages 6-10]. */
function slotsFor(sit: Situation, text: string, grownUp: string): Record<string, string | Pair> {
  const thing = sit.thing;
  const verb = thing?.verb;
  const plural = !!thing?.plural;
  const s = normalize(text).text;
  const slots: Record<string, string | Pair> = {
    placeLine: PLACE_LINES[sit.place],
    timeWord: sit.time === "evening" || sit.time === "night" ? "evening" : sit.time,
    objWas: plural ? "were" : "was",
    objIs: plural ? "are" : "is",
    objIt: plural ? "them" : "it",
    state: sit.trigger?.state ?? "cross",
    triggerSetup: sit.trigger ? sit.trigger.setup : ["It had been a busy, noisy day.", "It had been a long, noisy sort of day, and {C's} patience was wearing thin."],
  };
  if (verb) {
    slots.doIt = verb.base;
    slots.didIt = verb.past;
    slots.doingIt = verb.ing;
    slots.sound = verb.sound;
    slots.strategyName = verb.name;
    slots.DoYou = cap(verb.base.replace(/\{C's\}/g, "your"));
    slots.doYouIt = verb.base.replace(/\{C's\}/g, "your");
  }
  const must = thing ? MUST_DO[thing.key] : undefined;
  slots.whyHard = must?.whyHard ?? ["It felt so boring.", "It felt like the most boring job in the world."];
  slots.goal = must?.goal ?? ["All done!", "The job was done, and quickly too."];
  const worry = thing ? WORRY[thing.key] : undefined;
  if (worry) {
    slots.worrySafe = worry.safe;
    slots.worryEvent = worry.event;
    slots.worryAgain = worry.again;
  }
  const change = sit.personRole === "new baby" ? "the new baby" : sit.frame === "big-change" ? thing?.noun ?? "the new house" : "";
  slots.change = change;
  slots.newThing = NEW_THINGS[change] ?? NEW_THINGS["the new house"];
  // Hurting: what happened and how the person reacted.
  const hurt = /\bbit(es|e|ing)?\b/.test(s) ? "bit" : /\bkick/.test(s) ? "kicked" : /\bscratch/.test(s) ? "scratched" : /\bpinch/.test(s) ? "pinched" : /\b(hit|smack|slap)/.test(s) ? "hit" : /\bpull\w* (his|her|their)? ?hair/.test(s) ? "pulled the hair of" : "pushed";
  slots.hurtPast = hurt;
  slots.ouch =
    sit.personKind === "baby" ? "began to cry." : sit.personKind === "animal" ? "gave a sad little yelp and trotted away." : sit.personKind === "adult" ? "said, \"Ouch! That hurt.\"" : "cried out, \"Ow!\"";
  // Running off: from what, where to, what happened after coming back.
  const bath = sit.trigger?.key === "bath" || thing?.key === "bath" || sit.place === "bathroom";
  const shop = sit.place === "shop";
  slots.runMoment = bath ? "bath time" : shop ? "shopping time" : sit.place === "street" ? "time to walk home" : `time to leave ${sit.place === "playground" || sit.place === "park" || sit.place === "beach" || sit.place === "library" || sit.place === "party" ? `the ${sit.place}` : "for home"}`;
  slots.callLine = bath ? "Bath time!" : shop ? "Stay close to me, please!" : "Time to go home!";
  slots.runFrom = bath ? "the bath" : shop ? "the shopping cart" : grownUp;
  slots.runTo = bath
    ? ["Down the hall. Round the sofa. Giggle!", "Down the hall {C} went, round the sofa twice and behind the curtains, with no clothes on at all."]
    : shop
      ? ["Past the apples. Round the shop!", "Past the apples, round the corner and right down the long aisle, much too far from {G}."]
      : ["Past the swings. Round the tree!", "Past the swings, round the big tree and far along the path, much too far from {G}."];
  slots.afterCome = bath
    ? ["Then {C} hopped into the bath. Splash!", "Then {C} hopped into the bath with a big splash, and there was no chasing at all."]
    : shop
      ? ["Then {C} helped push the shopping cart. Squeak, squeak!", "Then {C} helped push the shopping cart all the way to the checkout."]
      : ["Then they walked home, hand in hand.", "Then they walked home together, hand in hand."];
  // Losing: which game.
  slots.gameName = /\bcards?\b|uno/.test(s) ? "a card game" : /chess/.test(s) ? "a game of chess" : /video ?games?/.test(s) ? "a board game" : "a board game";
  // Must-stop: a game or a show.
  const watching = thing?.key === "tv";
  slots.screenActivity = watching ? "a cartoon about a jumping frog" : "a game with a jumping frog";
  slots.unit = watching ? "episode" : "level";
  slots.aUnit = watching ? "an episode" : "a level";
  return slots;
}

const SLOT = /\{(atP|goodbyePlace|placeLine|timeWord|objWas|objIs|objIt|state|triggerSetup|doIt|didIt|doingIt|sound|strategyName|DoYou|doYouIt|whyHard|goal|worrySafe|worryEvent|worryAgain|change|newThing|hurtPast|ouch|runMoment|callLine|runFrom|runTo|afterCome|gameName|screenActivity|unit|aUnit|personIntro|person's|person)\}/g;

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
    out = out.replace(/([,:] )(The|A|Boom|Vroom|Whoosh|Whirr|Bang|Nee-naw|Woof|Bzzz|Someone|Outside|More|Another)\b/g, (_m, lead: string, w: string) => lead + w.toLowerCase());
  }
  SLOT.lastIndex = 0;
  return out;
}

const BANDS: AgeBand[] = ["2-3", "4-5", "6-7", "8-10"];
const OLDER: Record<AgeBand, boolean> = { "2-3": false, "4-5": false, "6-7": true, "8-10": true };

function fillScene(spec: SceneSpec, slots: Record<string, string | Pair>): SceneSpec {
  const text = {} as BandText;
  for (const b of BANDS) text[b] = fill(spec.text[b], slots, OLDER[b]);
  return { ...spec, text };
}

/** Plan-level strings are inserted as they are (not rendered): no tokens may remain in them. */
function literal(template: string, slots: Record<string, string | Pair>, grownUp: string, pronouns: Pronouns): string {
  return fill(template, slots, true)
    .replace(/\{G\}/g, grownUp)
    .replace(/\{C's\}/g, possessivePronoun(pronouns))
    .replace(/\{P\}/g, slots.__P as string)
    .replace(/\{object\}/g, (slots.__object as string) ?? "")
    .replace(/\{person\}/g, (slots.__person as string) ?? "");
}

/** The parent's own word for the place, when it is a plain one ("the supermarket", "daycare"). */
const PLACE_NAMES: Array<[RegExp, string]> = [
  [/\bsupermarket\b/, "the supermarket"],
  [/\bgrocery store\b/, "the grocery store"],
  [/\bstore\b/, "the store"],
  [/\bdaycare\b/, "daycare"],
  [/\bnursery\b/, "nursery"],
  [/\bpreschool\b/, "preschool"],
  [/\bkindergarten\b/, "kindergarten"],
  [/\bbarber\b/, "the barber's"],
  [/\bhairdresser\b/, "the hairdresser's"],
  [/\bswimming pool\b/, "the swimming pool"],
  [/\bclinic\b/, "the clinic"],
];

/** The custom situation as a one-episode BehaviorStory, or null when there is nothing to read. */
export function customBehaviorStory(req: StoryRequest): BehaviorStory | null {
  const text = (req.customBehavior ?? "").replace(/\s+/g, " ").trim();
  if (!text) return null;
  const sit = understandSituation(text, req.childName);
  if (sit.language === "unsupported") return null;
  return situationStory(sit, text, req);
}

/** The frame's material, filled with this situation (exported for tests and the script). */
export function situationStory(sit: Situation, text: string, req: Pick<StoryRequest, "pronouns" | "grownUpName">): BehaviorStory & { frame: FrameId } {
  const frame = FRAMES[sit.frame];
  const grownUp = req.grownUpName?.trim() || DEFAULT_GROWN_UP_NAME;
  const pronouns: Pronouns = req.pronouns ?? "they";
  const slots = slotsFor(sit, text, grownUp);
  const placeWords = `the ${sit.place}`;
  slots.__P = placeWords;
  // The person: first mention and later mentions, as templates ({C's} is the child's, rendered
  // as a name or a pronoun); the plan stores the literal later form.
  const personLiteral = sit.person ? sit.person.replace(/\{G\}/g, grownUp).replace(/\{C's\}/g, possessivePronoun(pronouns)) : undefined;
  const fallbackPerson = sit.frame === "losing" ? grownUp : sit.frame === "bossy" ? "{C's} friend" : "";
  slots.personIntro = (sit.personIntro ?? fallbackPerson).replace(/\{G\}/g, grownUp);
  slots.person = (sit.person ?? fallbackPerson).replace(/\{G\}/g, grownUp);
  slots["person's"] = `${slots.person}'s`;

  const ep = frame.episodes[0];
  // The first mention of the place uses the parent's own word for it, when it is a plain one.
  const placeName = PLACE_NAMES.find(([re]) => re.test(normalize(text).text))?.[1];
  const indoor = ["bedroom", "bathroom", "kitchen", "living room", "classroom", "car"].includes(sit.place);
  slots.atP = placeName ? `at ${placeName}` : `${indoor ? "in" : "at"} {P}`;
  slots.goodbyePlace = placeName ?? "{P}";
  // Saying goodbye at daycare: the story says "daycare", and that is the key word.
  const object = sit.frame === "goodbye" && placeName ? placeName : sit.object;
  slots.__object = object ?? "";
  const opening: SceneSpec = placeName
    ? { ...ep.scenes.opening, text: Object.fromEntries(BANDS.map((b) => [b, ep.scenes.opening.text[b].replace("{P}", placeName)])) as BandText }
    : ep.scenes.opening;
  const scenes = {
    opening: fillScene(opening, slots),
    problem: fillScene(ep.scenes.problem, slots),
    feeling: fillScene(ep.scenes.feeling, slots),
    stumble: fillScene(ep.scenes.stumble, slots),
    success: fillScene(ep.scenes.success, slots),
    echo: fillScene(ep.scenes.echo, slots),
    ending: fillScene(ep.scenes.ending ?? SHARED_ENDING, slots),
  };
  const thingProps = sit.thing?.props ?? [];
  const props = [...new Set([...thingProps, ...(PLACE_PROPS[sit.place] ?? [])])].filter((p) => (DRAWABLE_PROPS as readonly string[]).includes(p)).slice(0, 4);
  const personForPlan = personLiteral ?? (fallbackPerson ? fallbackPerson.replace(/\{C's\}/g, possessivePronoun(pronouns)) : undefined);
  slots.__person = personForPlan ?? "";
  const moment = literal(sit.thing && MUST_DO[sit.thing.key] && (sit.frame === "must-do" || sit.frame === "getting-dressed") ? MUST_DO[sit.thing.key].moment : ep.moment, slots, grownUp, pronouns);

  const episode: Episode & { frame: string } = {
    id: `custom-${frame.id}-${ep.id}`,
    moment,
    place: sit.place,
    time: sit.frame === "new-food" ? "evening" : sit.time,
    props,
    feeling: sit.feeling,
    summary: fill(sit.summaryTemplate, slots, true),
    ...(object ? { object } : {}),
    ...(personForPlan ? { person: personForPlan } : {}),
    ...(sit.trigger ? { trigger: sit.trigger.label } : {}),
    talkAbout: fill(ep.talkAbout ?? frame.talkAbout[0], slots, true),
    frame: sit.frameLabel,
    scenes,
  };

  return {
    frame: sit.frame,
    childTerms: literal(frame.childTerms, slots, grownUp, pronouns),
    strategy: {
      name: literal(frame.strategy.name, slots, grownUp, pronouns),
      steps: frame.strategy.steps.map((s) => literal(s, slots, grownUp, pronouns)),
      why: literal(frame.strategy.why, slots, grownUp, pronouns),
      refrain: literal(frame.strategy.refrain, slots, grownUp, pronouns),
    },
    titles: frame.titles.map((t) => literal(t, slots, grownUp, pronouns).replace(/\{object\}/g, object ?? "").replace(/\{person\}/g, personForPlan ?? "")),
    scenes: {
      helper: (frame.helper ?? SHARED_HELPER).map((s) => fillScene(s, slots)),
      strategy: frame.strategyScenes.map((s) => fillScene(s, slots)),
      practice: SHARED_PRACTICE.map((s) => fillScene(s, slots)),
      celebration: SHARED_CELEBRATION.map((s) => fillScene(s, slots)),
    },
    talkAbout: frame.talkAbout.map((q) => fill(q, slots, true)),
    episodes: [episode],
  };
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
