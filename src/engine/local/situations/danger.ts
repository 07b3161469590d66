/**
 * Danger situations (issue 22, review C3): a child doing something unsafe — running along the edge of
 * the pool and jumping in without a grown-up, standing up in the bath, touching the oven, climbing the
 * window sill or the bookcase, opening the front door alone, unbuckling in the car, playing with
 * medicine or cleaning bottles. These are safety stories (frames/safety.ts): in the place the parent
 * named, with the rule a grown-up would teach; never a fear story (a reckless child is not a scared
 * one) and never a story whose success is the danger ("They slid in. Splash!").
 *
 * A child who is scared ("scared of the water", "nervous before swimming lessons") is not read here:
 * that is the fear story. Running off toward cars and wandering off in a store are the running-off
 * story (Freeze, Turn, Come, and a hand held after), read in understand.ts.
 */
import type { Place } from "../../../contracts/story-plan";

export type DangerKind = "pool" | "open-water" | "bath" | "high" | "hot" | "door" | "buckle" | "bottles";

export interface Danger {
  kind: DangerKind;
  /** Where the story happens: the place the parent named. */
  place: Place;
  /** The frame's episode for it (safety.ts): the pool one says the lifeguard and the deep end only when the parent did. */
  episode: string;
  /** The parent's own word for the danger spot where it matters ("the waves", "the pond", "the window sill", "the oven"). */
  spot: string;
}

const SCARED = /\b(scared|afraid|fear\w*|frightened|terrified|petrified|panic\w*|nervous|anxious|worr\w*|won'?t (go|get) in|refuses? to (go|get) in)\b/;

/** Something the child does, not something done to the child ("screams when I lift her out of the bath" is not a danger). */
const POOL_RISK =
  /\b(run|runs|ran|running|races?|racing)\b[^.]{0,40}\b(edge|side|deck|round the pool|around the pool)\b|\bjump\w*\b[^.]{0,25}\b(in|into|off)\b|\bdeep end\b|\bwithout (waiting|me|a grown ?-?up|an adult)\b|\bcan'?t swim\b|\bcannot swim\b|\bbefore (i|we|his dad|her dad|his mom|her mom) (get|gets|got) in\b|\blifeguard\b|\bwhistles?\b/;

const WATER_RUN =
  /\b(runs?|ran|running|goes|went|going|heads?|walks?|wades?|wanders?)\b[^.]{0,30}\b(in|into|to|toward|towards|right to|close to|near)\b (the )?(waves|water|sea|ocean|surf|lake|pond|river|creek)\b|\b(edge|side|bank) of the (pond|lake|river|creek|canal|water)\b|\blean\w* (over|into) the water\b/;

const BATH_RISK = /\b(stands? up|standing up|stood up|climb\w* out|jump\w* (in|out)|slip\w*)\b/;

const HIGH =
  /\bclimb\w*\b[^.]{0,40}\b(window ?sill|windowsill|window|bookcase|book ?shel(f|ves)|shel(f|ves)|dresser|chest of drawers|kitchen counter|counters?|fridge|wardrobe|railing|balcony|banister)\b|\b(stands?|standing) (on|up on) the (window ?sill|windowsill|bookcase|railing|balcony)\b/;

const HOT_THING = /\b(stove|oven|hob|stovetop|cooktop|iron|fireplace|fire place|heater|radiator|kettle|hot pan|frying pan|pots? on the stove|candle)\b/;
const HOT_TOUCH = /\b(touch\w*|grab\w*|reach\w*|pokes?|poking|hands? on|pull\w* (on )?the)\b/;

const DOOR =
  /\b(opens?|opened|opening|unlocks?|unlocked|unlocking)\b[^.]{0,20}\b(front|back|main) door\b|\b(goes|went|going|wanders?|walks?|walking|gets?|got|slips?|sneaks?) out(side)?\b[^.]{0,25}\b(on (his|her|their) own|alone|by (him|her|them)sel(f|ves)|without (me|us|telling))\b/;

const BUCKLE =
  /\b(unbuckl\w*|unclip\w*|un-?click\w*|undo(es|ing)? (his|her|their|the) (seat ?belt|buckle|straps?|car ?seat)|takes? off (his|her|their) seat ?belt|gets? out of (his|her|their|the) (car ?seat|booster|seat ?belt) while)\b/;

const BOTTLES =
  /\b(medicines?|pills?|vitamins|bleach|detergent|dishwasher (pods|tablets)|laundry pods|cleaning (spray|bottles?|stuff|products?)|cleaners?|chemicals?|under the (kitchen |bathroom )?sink)\b/;
const BOTTLES_TOUCH = /\b(play\w*|open\w*|gets? into|got into|drink\w*|eat\w*|tast\w*|found|finds|touch\w*|grab\w*|climb\w*)\b/;

/** The danger in the parent's words, if the situation is one. */
export function readDanger(s: string): Danger | undefined {
  if (SCARED.test(s)) return undefined;
  if (/\b(swimming pool|pool)\b/.test(s) && POOL_RISK.test(s)) {
    const lifeguard = /\b(lifeguards?|whistles?)\b/.test(s);
    const deep = /\bdeep end\b/.test(s);
    return { kind: "pool", place: "pool", episode: `pool${lifeguard ? "-lifeguard" : ""}${deep ? "-deep" : ""}`, spot: "the pool" };
  }
  if (/\b(bath|bathtub|tub)\b/.test(s) && BATH_RISK.test(s)) return { kind: "bath", place: "bathroom", episode: "bath", spot: "the bath" };
  if (WATER_RUN.test(s)) {
    const beach = /\b(beach|waves|sea|ocean|surf)\b/.test(s);
    const word = s.match(/\b(pond|lake|river|creek|canal)\b/)?.[1] ?? "pond";
    return beach
      ? { kind: "open-water", place: "beach", episode: "beach", spot: "the waves" }
      : { kind: "open-water", place: "park", episode: `water-${word}`, spot: `the ${word}` };
  }
  if (HIGH.test(s)) {
    const what =
      s.match(
        /\b(window ?sill|windowsill|bookcase|book ?shel(?:f|ves)|dresser|chest of drawers|(?:kitchen )?counters?|fridge|wardrobe|railing|balcony|banister|window)\b/,
      )?.[1] ?? "bookcase";
    const spot =
      what === "windowsill" || what === "window" ? "window sill" : /counter/.test(what) ? "kitchen counter" : what.replace(/^book ?shel(?:f|ves)$/, "bookcase");
    const bedroom = /\b(bedroom|his room|her room|their room|bed)\b/.test(s);
    return {
      kind: "high",
      place: spot === "kitchen counter" || spot === "fridge" ? "kitchen" : bedroom ? "bedroom" : "living room",
      episode: "high",
      spot: `the ${spot}`,
    };
  }
  if (HOT_THING.test(s) && (HOT_TOUCH.test(s) || /\bhot\b/.test(s))) {
    const what = s.match(HOT_THING)?.[1] ?? "oven";
    const spot = what === "hob" || what === "stovetop" || what === "cooktop" || what.startsWith("pot") ? "stove" : what === "fire place" ? "fireplace" : what;
    return {
      kind: "hot",
      place: ["fireplace", "heater", "radiator", "candle"].includes(spot) ? "living room" : "kitchen",
      episode: "hot",
      spot: `the ${spot}`,
    };
  }
  if (DOOR.test(s)) return { kind: "door", place: "living room", episode: "door", spot: "the front door" };
  if (BUCKLE.test(s))
    return {
      kind: "buckle",
      place: "car",
      episode: "buckle",
      spot: /\bseat ?belt\b/.test(s) ? "the seatbelt" : /\bcar ?seat\b/.test(s) ? "the car seat buckle" : "the buckle",
    };
  if (BOTTLES.test(s) && BOTTLES_TOUCH.test(s)) {
    const medicine = /\b(medicines?|pills?|vitamins)\b/.test(s);
    return {
      kind: "bottles",
      place: /\bbathroom\b/.test(s) ? "bathroom" : "kitchen",
      episode: "bottles",
      spot: medicine ? "the medicine" : /\bbottles\b/.test(s) ? "the bottles" : /\bspray\b/.test(s) ? "the cleaning spray" : "the cleaning bottles",
    };
  }
  return undefined;
}
