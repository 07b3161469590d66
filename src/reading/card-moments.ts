/**
 * "Right before …" — the moment the card is for, as a grown-up says it to the child, by the story's
 * episode (its moment in the behavior's material). null: a moment that cannot be planned for (a lie is
 * told after something happens), so the card says only "Right before". A built-in episode missing here is a
 * test failure (card.test.ts), so a new episode gets its words.
 */
import type { StoryPlan } from "../contracts/story-plan";
import { BEHAVIOR_STORIES } from "../engine/local/stories";

export const RIGHT_BEFORE: Record<string, string | null> = {
  // aggression
  "sandbox time": "we play in the sandbox",
  "drawing time": "drawing time",
  "the bouncy castle line": "we line up at the party",
  "the pillow game": "a pillow game",
  // bedtime
  bedtime: "bed",
  "the early morning": "bed",
  "rest time on a sick day": "rest time",
  "bedtime with a cold": "bed",
  "the campout": "lights-out in the tent",
  // defiance
  "shoe time": "shoes and coats go on",
  "tidy-up time": "tidy-up time",
  "sun-hat time": "sun-hat time",
  "tooth-brushing time": "tooth-brushing time",
  // disobedience
  "baking time": "we bake",
  "ball time at the park": "we play ball at the park",
  "bath time": "bath time",
  "the dog's dinner time": "the dog's dinner time",
  // fear
  "meeting a big dog at the park": "we meet a big dog",
  "the thunderstorm at night": "bed on a stormy night",
  "the check-up at the doctor's": "the check-up at the doctor's",
  "the waves at the beach": "we go near the waves",
  // interrupting
  "the phone call": "a phone call",
  "pick-up time": "pick-up time",
  "the chat over the garden fence": "a chat with the neighbors",
  dinner: "dinner",
  // lying: after the fact, never planned for
  "the vase that fell": null,
  "the torn kite": null,
  "the missing cookies": null,
  "the dry toothbrush": null,
  // manners
  breakfast: "breakfast",
  "the party": "the party",
  "the busy shop": "we go into the store",
  "dinner at the restaurant": "we eat at the restaurant",
  // messiness
  "after painting": "we start painting",
  "leaving the sandbox": "we leave the sandbox",
  "the messy bedroom": "a busy morning",
  // nail-biting
  "the long, rainy morning": "a long, rainy morning",
  "the wait at the doctor's": "the wait at the doctor's",
  "film night": "film night",
  "the tricky puzzle": "a tricky puzzle",
  // patience
  "waiting for the cookies": "the cookies go in the oven",
  "the doctor's waiting room": "the doctor's waiting room",
  "waiting for dinner at the restaurant": "we go to the restaurant",
  "the ice-cream line": "the ice-cream line",
  // screen-time: the plan's first step is chosen before the screen goes on
  "the end of a show": "the screen goes on",
  "game time": "the screen goes on",
  "lunch at the cafe": "the screen goes on",
  "breakfast time": "the screen goes on",
  // separation
  "the goodbye at the school gate": "the goodbye at the school gate",
  "the evening goodbye": "the evening goodbye",
  "the swimming lesson": "the swimming lesson",
  "the party drop-off": "the party drop-off",
  // not-sharing
  "a go on the scooter": "we take the scooter to the park",
  "the cousin's visit": "a cousin comes to play",
  "building at the beach": "we build at the beach",
  // shyness
  "the school gate": "we get to the school gate",
  "the birthday party": "the birthday party",
  "ordering at the restaurant": "we order at the restaurant",
  "getting a library card": "we go to the library",
  // siblings
  "block building": "block building",
  "choosing the show": "we choose a show",
  "the baby's snack time": "the baby's snack time",
  "watering the garden": "we water the garden",
  // tantrums
  "going-home time at the playground": "we leave the playground",
  "the tower that kept falling": "we build a tower",
  "the shop checkout": "we go to the store",
  "the end of bath time": "bath time ends",
  // toileting
  "building with a friend": "play time",
  "playing at the park": "we go to the park",
  "story time at the library": "story time at the library",
  "painting at the kitchen table": "painting time",
  // transitions
  "leaving the beach": "we leave the beach",
  "dinner time": "dinner time",
  "the end of a playdate": "the end of a playdate",
  "getting out of the pool": "swimming time is over",
  // whining
  "the long walk to the library": "a long walk",
  "snack time": "snack time",
  "getting ready for school": "we get ready for school",
  "swing time": "swing time",
};

const episodePattern = (summary: string) => new RegExp(`^${summary.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\\?\{[^}]+\\?\}/g, ".+?")}$`, "i");

/** The episode's moment a built-in plan was written from (its summary matches one episode's), or null (a custom or model plan). */
export function planMoment(plan: Pick<StoryPlan, "behavior" | "situation">): string | null {
  const story = (BEHAVIOR_STORIES as Record<string, { episodes: Array<{ moment: string; summary: string }> } | null>)[plan.behavior];
  const matches = (story?.episodes ?? []).filter((e) => episodePattern(e.summary).test(plan.situation.summary));
  return matches.length === 1 ? matches[0]!.moment : null;
}

/** "we leave the playground" for the card's "Right before …", or null when the plan's moment can't be planned for or isn't known. */
export function rightBeforeWhat(plan: Pick<StoryPlan, "behavior" | "situation">): string | null {
  const moment = planMoment(plan);
  return moment ? (RIGHT_BEFORE[moment] ?? null) : null;
}
