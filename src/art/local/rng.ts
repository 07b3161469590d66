/** The seeded generator the story engine uses too (one definition in src/lib/rng.ts). */
export { createRng as seededRandom, hashString, pick, type Rng } from "../../lib/rng";
