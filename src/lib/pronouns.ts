/**
 * "she" or "he" from the words a name or a kind says ("Mom", "Grandpa Joe", "Uncle Ray", "the lady
 * at the desk"), else undefined. One list for the engine (the grown-up's pronouns in the text) and
 * the art (who is drawn as a woman or a man).
 */

const SHE_WORDS =
  "mom|mommy|momma|mum|mummy|mama|mamma|ma|mother|gran|granny|grandma|grandmother|nana|nan|nanna|grammy|gigi|abuela|oma|nonna|" +
  "aunt|auntie|aunty|tia|tía|ms|mrs|miss|madame|lady|woman|sister|girl|she|her";
const HE_WORDS = "dad|daddy|papa|pa|pop|pops|father|grandpa|grandad|granddad|grandfather|gramps|abuelo|opa|nonno|uncle|tio|tío|mr|sir|man|brother|boy|he|him";

const SHE_FIRST = new RegExp(`^(${SHE_WORDS})\\b`, "i");
const HE_FIRST = new RegExp(`^(${HE_WORDS})\\b`, "i");
const SHE_ANY = new RegExp(`\\b(${SHE_WORDS})\\b`, "i");
const HE_ANY = new RegExp(`\\b(${HE_WORDS})\\b`, "i");

/**
 * The pronouns the words say: `first` only from the first word (a grown-up's name: "Mom", "Grandpa
 * Joe"; not "Sam"), else from any word ("a kind old lady", "the man next door").
 */
export function pronounsFromWords(words: string, where: "first" | "any" = "any"): "she" | "he" | undefined {
  const w = words.trim();
  const [she, he] = where === "first" ? [SHE_FIRST, HE_FIRST] : [SHE_ANY, HE_ANY];
  return she.test(w) ? "she" : he.test(w) ? "he" : undefined;
}
