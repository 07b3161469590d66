/**
 * Who is how old in the pictures (issue 24): a brother, sister, cousin or friend drawn at the size the
 * words give them next to the child — a "little sister" a band (or two) younger and shorter, a "big
 * brother" older and taller, anyone else the child's own age — and the hair a child whose hair the parent
 * left blank gets: a child's everyday hair that follows the pronouns (never a grown-up's bun).
 * Decided over the whole story's words, so the same child is the same size on every page.
 */
import type { Pronouns } from "../../contracts/story-plan";
import type { Age, HairLook } from "./people";

/** The children's bands, youngest first (a baby is drawn as a baby, not a person). */
export const CHILD_AGES: readonly Age[] = ["toddler", "child", "big", "older"];

/** Words that make a child younger than the hero: "little", "baby", "younger", "toddler", "small". */
const YOUNGER = /\b(little|younger|baby|small|toddler|toddling|wee)\b/i;
/** Words that make a child older: "big brother", "older", "teenager", a cousin (a "little cousin" is younger). */
const OLDER = /\b(big (brother|sister|sib(ling)?|kid|cousin)|cousin|older|eldest|teen(ager)?|babysitter's (son|daughter))\b/i;

/** "older", "younger" or the same, from a kind or role ("little cousin" is younger, never older). */
export function relativeAge(words: string): "younger" | "older" | "same" {
  if (YOUNGER.test(words)) return "younger";
  if (OLDER.test(words)) return "older";
  return "same";
}

/**
 * How the story's words describe `name` next to the child: "little Rosie", "his little sister, Nora",
 * "Leo, her younger brother", "baby Ivy", "her big brother Sam", "Rosie toddled". First found wins.
 */
export function relationInWords(name: string, text: string): "younger" | "older" | "same" {
  const n = name.trim().replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  if (!n) return "same";
  const rel = String.raw`(?:(?:his|her|their|my|our)\s+)?(?:(?:little|younger|baby|small|big|older|eldest|teenage)\b(?:\s+(?:brother|sister|sibling|cousin|one))?|cousin)`;
  const before = new RegExp(String.raw`\b(${rel}),?\s+${n}\b`, "i");
  const after = new RegExp(String.raw`\b${n},\s+(${rel})\b`, "i");
  const toddles = new RegExp(String.raw`\b${n}\s+(?:toddled|crawled|babbled)\b`, "i");
  const m = text.match(before) ?? text.match(after);
  if (m) return relativeAge(m[1]!);
  if (toddles.test(text)) return "younger";
  return "same";
}

/**
 * The band another child is drawn at, next to a child of band `hero`: younger is a band down (two for an
 * 8–10-year-old's little brother or sister, who is about five), older a band up (two for a toddler's),
 * the same band otherwise. A toddler's younger sibling stays a toddler (a baby is drawn as a baby).
 */
export function otherChildAge(hero: Age, relation: "younger" | "older" | "same"): Age {
  const at = Math.max(0, CHILD_AGES.indexOf(hero));
  if (relation === "younger") return CHILD_AGES[Math.max(0, at - (hero === "older" ? 2 : 1))]!;
  if (relation === "older") return CHILD_AGES[Math.min(CHILD_AGES.length - 1, at + (hero === "toddler" ? 2 : 1))]!;
  return CHILD_AGES[at]!;
}

/** A girl's everyday hair when the parent left it blank (a bun is a grown-up's, never a default). */
const GIRL_HAIR: readonly HairLook[] = ["puffs", "ponytail", "braids", "long", "curly"];
/** A toddler girl's: short and bouncy. */
const TODDLER_GIRL_HAIR: readonly HairLook[] = ["puffs", "curly", "ponytail"];
/** A boy's. */
const BOY_HAIR: readonly HairLook[] = ["short", "curly", "side-part", "afro", "short", "side-part", "curly"];
/** A "they" child's: neither a boy's nor a girl's stereotype. */
const THEY_HAIR: readonly HairLook[] = ["curly", "short", "puffs", "wavy-bob", "afro", "side-part"];

/** The hair a child is drawn with when the parent left it blank, from the pronouns, the age and a hash of the name. */
export function defaultChildHair(pronouns: Pronouns | undefined, age: Age, hash: number): HairLook {
  const list = pronouns === "he" ? BOY_HAIR : pronouns === "she" ? (age === "toddler" ? TODDLER_GIRL_HAIR : GIRL_HAIR) : THEY_HAIR;
  return list[Math.abs(hash) % list.length]!;
}
