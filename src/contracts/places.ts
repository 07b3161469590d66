/**
 * The kinds of place a scene happens in, and the one table of what each kind is: indoors or out,
 * home, out and about or away from the family, said "at" or "in", and where someone can sit down.
 * The engine (its family lines, the scene's words), the art (the drawn place, who can sit) and the
 * plan's descriptions all read it; a new kind of place is a compile error until its row is here.
 * Browser-safe: data only.
 */

/** The kinds of place a scene happens in; the art engine draws each (in the theme's style). */
export const PLACES = [
  "bedroom",
  "bathroom",
  "kitchen",
  "living room",
  "garden",
  "playground",
  "park",
  "shop",
  "car",
  "classroom",
  "school gate",
  "party",
  "doctor's office",
  "dentist's office",
  "library",
  "beach",
  "pool",
  "hair salon",
  "restaurant",
  "street",
] as const;
export type Place = (typeof PLACES)[number];

/**
 * Where a place is for the family: at home (the siblings are around, playing), out (the siblings came
 * along) or away (the siblings are usually not there: a classroom, a doctor's, the bathroom).
 */
export type PlaceSide = "home" | "out" | "away";

/** What a sitting figure sits on: a log, the sand (a grown-up a stool, a child a cushion), a room's seats, a stool. */
export type PlaceSeat = "log" | "sand" | "room" | "stool";

export interface PlaceFacts {
  /** Drawn as a room (walls, floor, windows) rather than under the sky. */
  indoor: boolean;
  side: PlaceSide;
  /** "at the party", "in the kitchen". */
  say: "at" | "in";
  /** Someone can be drawn sitting down here (not in a shop, on a street, in the pool, in the car). */
  sit: boolean;
  seat: PlaceSeat;
}

export const PLACE_FACTS: Record<Place, PlaceFacts> = {
  bedroom: { indoor: true, side: "home", say: "in", sit: true, seat: "room" },
  bathroom: { indoor: true, side: "away", say: "in", sit: true, seat: "room" },
  kitchen: { indoor: true, side: "home", say: "in", sit: true, seat: "room" },
  "living room": { indoor: true, side: "home", say: "in", sit: true, seat: "room" },
  garden: { indoor: false, side: "home", say: "in", sit: true, seat: "log" },
  playground: { indoor: false, side: "out", say: "at", sit: false, seat: "stool" },
  park: { indoor: false, side: "out", say: "in", sit: true, seat: "log" },
  shop: { indoor: true, side: "out", say: "at", sit: false, seat: "room" },
  car: { indoor: false, side: "out", say: "in", sit: false, seat: "stool" },
  classroom: { indoor: true, side: "away", say: "in", sit: true, seat: "room" },
  "school gate": { indoor: false, side: "out", say: "at", sit: false, seat: "stool" },
  party: { indoor: true, side: "out", say: "at", sit: true, seat: "room" },
  "doctor's office": { indoor: true, side: "away", say: "in", sit: true, seat: "room" },
  "dentist's office": { indoor: true, side: "away", say: "in", sit: true, seat: "room" },
  library: { indoor: true, side: "out", say: "in", sit: true, seat: "room" },
  beach: { indoor: false, side: "out", say: "at", sit: true, seat: "sand" },
  pool: { indoor: false, side: "out", say: "at", sit: false, seat: "sand" },
  "hair salon": { indoor: true, side: "away", say: "in", sit: true, seat: "room" },
  restaurant: { indoor: true, side: "out", say: "at", sit: true, seat: "room" },
  street: { indoor: false, side: "out", say: "in", sit: false, seat: "stool" },
};

export function isPlace(p: string): p is Place {
  return (PLACES as readonly string[]).includes(p);
}
