/**
 * Poses from the scene's words: a child asleep (or lying awake) in bed, two people hugging, a child
 * riding in the shopping cart. The text is read sentence by sentence with small patterns; the pose is
 * only drawn where the place allows it (a bed only in a bedroom), so a picture never contradicts the
 * story more than a standing figure would. Drawings are in the people's local coordinates (feet or
 * floor at y = 0, up is negative y) and in the child's units, so they are laid out like one figure.
 */
import { capsule, circle, clipToRect, heart, line, place as put, poly, rect, star, tagged, W, type Cmd, type Drawing } from "./geometry";
import { bathtub, bed as bedDrawing, bike as bikeDrawing, scooter, shoppingCart } from "./props";
import { headAlone, person, personLayers, type PersonLook } from "./people";
import { sofa } from "./scenery";
import { SPEECH, unquoted } from "./reading";

export type PoseKind = "asleep" | "in-bed" | "hug" | "hand-in-hand" | "in-cart" | "in-tub" | "on-sofa" | "in-water" | "lifted" | "on-scooter";

export interface PoseCastMember {
  name: string;
  /** Whether this one is a child (can be in bed or in a cart) and a person at all (can hug). */
  child: boolean;
  person: boolean;
  /** The story's own child. */
  hero: boolean;
  /** The child's pronoun ("she", "he", "they"): "she sat" is the child only when it is hers. */
  pronoun?: string;
}

export interface ScenePoses {
  /** Children lying in the bed: eyes closed when asleep. */
  bed: Array<{ name: string; asleep: boolean }>;
  /** Two people hugging: [the taller or the grown-up first, then the other]. */
  hug?: [string, string];
  /** Two people hand in hand ("Mom took Theo's hand", "held Papa's hand"): [the grown-up first, then the child]. */
  hand?: [string, string];
  /** The child riding in the shopping cart. */
  cart?: string;
  /** The child in the bathtub ("Mia sat in the tub", "he splashed in the bath"). */
  tub?: string;
  /** The child lying on the sofa ("flopped face down on the sofa", "lay on the couch"). */
  sofa?: string;
  /** People the words sit down ("Mia sat on a blue chair", "She sat at a big table"). */
  sit: string[];
  /** People the words put in the water of a pool or the sea ("Papa got into the water", "they slid in"). */
  water?: string[];
  /** A child up in a grown-up's arms: [the grown-up, the child] ("climbed up Papa like a tree", "Dad scooped her up"). */
  lift?: [string, string];
  /** The child on the scooter the words ride or hold by the handlebars ("gripping the handlebars", "Amara zoomed off"). */
  scooter?: string;
  /** The child with the bike or trike the words ride, pedal or wheel ("rode his bike round the park"): a hand on its handlebars. */
  bike?: string;
}

/** The scene's text in sentences. */
export function sentences(text: string): string[] {
  return text
    .replace(/\s+/g, " ")
    .split(/(?<=[.!?]["”’]?)\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Asleep (eyes closed). */
export const ASLEEP =
  /\b(?:(?:fast |sound |already |still )?asleep|fell asleep|(?:was|were|already|still|lay) (?:dreaming|sleeping)(?! bag)|(?:eyes|eyelids) (?:were |had )?(?:closed|shut)|snor(?:e|ed|ing))\b/i;
/**
 * Lying in bed, maybe awake: only sleep words (ASLEEP) close the eyes, so "tucked Mia in" and
 * "snuggled down" put her in bed awake; "between the beds", "in their beds" too.
 */
export const IN_BED =
  /\b(?:in (?:bed|(?:the|their|our|her|his|my|your) beds?)|into (?:bed|(?:the|their|her|his) beds?)|between the beds|under the (?:covers|duvet|blanket|quilt)|snuggled (?:down|under|in\b(?! (?:to|beside|next|with|against|close))|up in (?:bed|the covers))|(?:flopp?(?:ed|ing)|threw (?:himself|herself|themselves|themself)|lay|lying|climbed|crawled|curled up)(?: down| back| straight)? (?:on|onto|across|in|into) (?:the|her|his|their|my|your) bed\b|tucked (?:\w+ )?(?:in|up)(?! the (?:car|seat|pram|buggy|stroller|chair))|pulled (?:the|her|his|their) (?:blanket|covers|duvet|quilt) (?:up|over)|half out of bed|wriggled back in|lay on the pillow|stayed snug|snug and (?:sleepy|still|warm|cozy))\b/i;
/** A hug or a cuddle between people. */
export const HUG =
  /\b(?:hug(?:ged|ging|s)?|cuddle[sd]?|cuddling|held (?!on\b)(?:\w+ )?(?:close|tight)|hold(?:s|ing)? (?!on\b)(?:\w+ )?(?:close|tight)(?! to (?:the|a|his|her|their) )|lean(?:ed|ing|s)? (?:in (?:to|against)|against|on) (?!(?:the|a|an)\b)|bur(?:ied|ying|ies|y) (?:his|her|their) face in (?!(?:the|a|an|his|her|their) (?:pillow|blanket|hands|toy|teddy|rabbit|bunny|cushion|arms)\b)|snuggl(?:ed|ing|es)? (?:up )?(?:to|against|into|with) (?!(?:the|a|an)\b)|huddl(?:ed|ing|e) (?:up )?(?:together|with|close))/i;
/** Words for two people hand in hand (never a hand that clings and won't let go: that is a cling). */
export const HAND_IN_HAND =
  /\b(?:(?:held|holding|holds|hold|took|takes|taking|grabbed|grabbing|grabs|clasped|squeezed|squeezing|reached for) (?:\w+['’]s|his|her|their|my|your|each other['’]s) hands?(?! (?:and|but) (?:wouldn't|would not|didn't|did not|won't) let go)|hand in hand|holding hands|held hands)\b/i;
/** A hand pulled free: "yanked free", "pulled his hand away", "let go of Papa's hand". */
const LET_GO =
  /\b(?:(?:yanked|pulled|tugged|wriggled|twisted|broke) (?:free|away|loose|(?:his|her|their) hand (?:away|free|out|back))|let go of (?:\w+['’]s|his|her|their) hand)\b/i;

/**
 * On the scooter, or holding it by the handlebars: gripping the handlebars, riding or zooming on it,
 * and (in a scene that names the scooter) zooming or scooting off, along or back.
 */
export const ON_SCOOTER =
  /\b(?:(?:gripp(?:ed|ing)|held|holding|clutch(?:ed|ing)|grabb(?:ed|ing)) (?:on to |onto )?the handlebars|(?:rode|riding|rides|ride|zoom(?:ed|ing)|scoot(?:ed|ing)|whizz(?:ed|ing)) (?:off |along |around |round )?(?:on )?(?:the|her|his|their|a) (?:[\w-]+ ){0,2}scooter|(?:zoom(?:ed|ing)|scoot(?:ed|ing)|whizz(?:ed|ing)) (?:off|away|along|back|round|around)|turned the scooter)\b/i;
const NAMES_SCOOTER = /\bscooter\b/i;
/** Riding, pedaling or wheeling the bike or trike ("rode his bike", "pedaled her trike along the path", "got on the bike"). */
const ON_BIKE =
  /\b(?:(?:rode|riding|rides|ride|pedal(?:ed|led|ing|s)?|wobbl(?:ed|ing)|push(?:ed|ing)|wheel(?:ed|ing)|walk(?:ed|ing)|zoom(?:ed|ing)|whizz(?:ed|ing)|held|holding) (?:off |along |around |round |away |back )?(?:on )?(?:the|her|his|their|a|my) (?:[\w-]+ ){0,2}(?:bike|bicycle|trike|tricycle)|(?:got|climbed|hopped|jumped|sat) (?:back )?on(?:to)? (?:the|her|his|their|a) (?:[\w-]+ ){0,2}(?:bike|bicycle|trike|tricycle))\b/i;

/** Riding in the shopping cart. */
export const IN_CART = /\b(?:in(?:to|side)? the (?:shopping )?(?:cart|trolley)|(?:sat|sitting|rode|riding) in the (?:shopping )?(?:cart|trolley))\b/i;

/**
 * In the bathtub: a body in it ("sat in the tub", "was splashing in the bath", "climbed into the
 * tub"), never a thing in it ("the duck in the tub"), the bath mat or towel, nor bath time.
 */
export const IN_TUB =
  /\b(?:(?:clinging|clung|holding on|hanging on|gripping) to the (?:side|edge|rim) of the (?:bath ?tub|tub|bath)|sat|sit|sits|sitting|splash(?:ed|es|ing)?|play(?:ed|ing|s)?|stood|standing|was|were|stayed|got|climbed|hopped|lay|lying|kick(?:ed|ing)|wriggl(?:ed|ing)|slid|sank|stepped|cried|screamed|wail(?:ed|ing)|sob(?:bed|bing)|soaking)(?: (?:back|down|up|still|right|all the way|happily|in|out))?(?: \w+)? in(?:to|side)? the (?:bath ?tub|tub|bath)\b(?! (?:mat|towel|time|toys?|plug))/i;

/** Lying on the sofa: flopped, thrown down, face down or lying on it (never sitting on it, nor a thing on it). */
export const ON_SOFA =
  /\b(?:flopp?(?:ed|ing|s)?|threw (?:himself|herself|themselves|themself)|lay|lying|laid|face[- ]down|collapsed|sprawled|curled up|buried (?:his|her|their) face)(?: (?:down|flat|back|face[- ]down|full[- ]length|in a heap))*(?: \w+)? (?:on|onto|in|into|across) the (?:sofa|couch|settee|sofa cushions|couch cushions)\b/i;

/**
 * In the water of a pool or the sea: a body that gets in, slides in, splashes or swims in it ("Papa got
 * into the water", "sat down and slid in", "splashing in the shallows"), never a thing in it, a face
 * or a toe put in it, nor swimming lessons talked about.
 */
export const IN_WATER =
  /\b(?:(?:got|get|gets|getting|climbed|slid|slips?|slipped|jumped|jumps|hopped|stepped|waded|wades|lowered (?:himself|herself|themselves|themself)|sat|stood|standing|splash(?:ed|es|ing)?|play(?:ed|ing|s)?|was|were|bobb(?:ed|ing)|float(?:ed|ing)|paddl(?:ed|ing)|kick(?:ed|ing)|swam|swimming)(?: (?:back|down|right|straight|all the way|happily|slowly|carefully|about|around))? (?:in(?:to)?|under) (?:the )?(?:water|pool|shallows|shallow end|deep end|waves|sea)|(?:slid|jumped|hopped|climbed|waded|got) (?:right |straight |carefully |slowly )?in(?=[.,!;]| and| with| too| beside| next)|(?:was|were) (?:at|in) the (?:shallow|deep) end|\bswam\b)/i;

/** A child up in a grown-up's arms, climbing up them ("climbed up Papa like a tree", "into Dad's arms"). */
export const CLIMBS_UP =
  /\b(?:climb(?:ed|ing|s)?|clamber(?:ed|ing)?|scrambl(?:ed|ing)) (?:right |straight )?(?:up|onto|into) (?:[\w'’ ]{1,20}? like a tree|(?:[A-Z][\w ]{0,14}?|his|her|their|(?:his|her|their) \w+)['’]?s? arms)/;
/** A grown-up lifting the child up ("Dad scooped her up", "picked Theo up", "carried him", "swung her onto his hip"). */
export const LIFTS =
  /\b(?:picked|scooped|lifted|swung|hoisted|hauled|pulled|gathered) (him|her|them|[A-Z][a-z]+) (?:up(?! (?:the|a|his|her|their)\b)|into (?:his|her|their) arms|onto (?:his|her|their) (?:hip|shoulders))|\bcarri(?:ed|es) (him|her|them|[A-Z][a-z]+)\b(?! (?:the|a|his|her|their) )/;

/** Sitting down: "sat", "was sitting", "perched on the end of the bed" (not "sat up" in bed, not things that "sat by the door", not "sat baby Ivy in the high chair"). */
const SIT =
  /\b(?:sat(?! up| (?:baby \w+|the baby|him|her|them|\w+ in the high ?chair)\b)(?: down)?|perched(?= on)|settled(?: (?:down|back|in))?(?= (?:on|onto|into|in|beside|next to|by)\b)|settled down|plopped down|plonked down|sank (?:down )?(?:onto|into) (?:the|a) (?:sofa|couch|chair|armchair|beanbag)|(?:was|were) sitting|sits|pulled (?:the|her|his|their) (?:plate|bowl) (?:across|over|toward|towards|closer)|ate (?:a|her|his|their|the|some) (?:bowl|plate|breakfast|lunch|dinner|pancakes?|cereal|sandwich)|(?:began|started|went on|carried on) to eat|finished (?:the|her|his|their) (?:bowl|plate|breakfast|lunch|dinner|cereal)|(?:was|were) (?:on|down on) the (?:floor|rug|carpet)(?! (?:crying|screaming|kicking|wailing))|(?:was|were) (?:eating|doing (?:a|the|her|his|their) (?:puzzle|homework|drawing)|drawing|colou?ring) (?:[\w']+ ){0,3}at the (?:kitchen |dining )?table)\b/i;

/** The children together, sitting ("they watched it together under the big blanket", "they both sat down", "they snuggled up on the sofa"). */
const THEY_SIT =
  /\bthey (?:all |both )?(?:sat(?! up)(?: down)?|(?:watched|snuggled|cuddled|curled up)(?: [\w']+){0,3} (?:under (?:the|a|one) (?:big |same |cozy |cosy )?(?:blanket|duvet|quilt)|on the (?:sofa|couch|settee)))\b/i;

/** Who sits: a person named (or "she"/"he" for the child) at most three words before "sat". */
export function sittersIn(sentence: string, cast: PoseCastMember[], verb: RegExp = SIT): string[] {
  const out: string[] = [];
  const hero = cast.find((c) => c.hero);
  const people = cast.filter((c) => c.person);
  for (const m of sentence.matchAll(new RegExp(verb.source, "gi"))) {
    const lead = sentence.slice(0, m.index).trimEnd();
    const words = lead.split(/\s+/).slice(-5).join(" ");
    let who: PoseCastMember | undefined;
    let best = -1;
    for (const c of people) {
      const re = new RegExp(`(?<![\\w'])${escape(c.name.trim())}(?:,?\\s+[\\w']+){0,3}$`);
      const hit = re.exec(words);
      if (hit && hit.index > best) {
        best = hit.index;
        who = c;
      }
    }
    // (a child called "they" is "they" too, where no other child sits in the scene: "Then they began to eat")
    const pronoun = /\b(she|he|they)(?:\s+[\w']+)?$/i.exec(lead)?.[1].toLowerCase();
    if (!who && pronoun === "they" && (hero?.pronoun !== "they" || cast.some((c) => c.child && !c.hero))) continue;
    if (!who && hero && pronoun && (!hero.pronoun || hero.pronoun === pronoun)) who = hero;
    if (who && !out.includes(who.name)) out.push(who.name);
  }
  return out;
}

/** Words that make the sentence not about someone asleep or hugging ("nobody was asleep", "no hug"). */
const NEGATED = /\b(?:nobody|no one|not|never|n't|no|everyone|everybody|anyone|wasn't|couldn't|won't|can't)\b/i;
/** "hugged the book", "hugged a little knitted owl": hugging a thing, not a person. */
/** Hands that hug each other (a calming trick: "her hands hugged each other", "Hands hug hands", "hug your hands"): nobody hugs anyone. */
const SELF_HUG =
  /\b(?:hands?|arms?) (?:hugg?(?:ed|ing|s)?|hug)\b|\bhands?\b[^.!?]*\bhugg?(?:ed|ing|s)? each other\b|\bhugg?(?:ed|ing|s)? (?:(?:my|his|her|their|your) (?:own )?)?hands\b|\bhugg?(?:ed|ing|s)? (?:himself|herself|themselves|themself)\b/i;
const OBJECT_HUG = /\bhug(?:ged|ging|s)?\s+(?:the|a|an|his|her|their|my|its)\s+(?!tight|close|back|goodbye|too|again|hard|once)[a-z]/i;
/** Who is doing it, just before the words: "Biscuit was asleep" (a name we don't draw) is not the child. */
const SUBJECT_BEFORE =
  /(?:^|[\s,;:"“])([A-Z][\w'-]*)(?:\s+(?:was|were|is|lay|had|fell|stayed|got|climbed|went|slept))?(?:\s+(?:still|already|fast|sound|soon|now|finally|back))*\s*$/;
const STARTERS = new Set([
  "She",
  "He",
  "They",
  "I",
  "We",
  "Her",
  "His",
  "Their",
  "The",
  "Then",
  "But",
  "And",
  "So",
  "Soon",
  "Now",
  "By",
  "In",
  "At",
  "Back",
  "That",
  "When",
  "Somewhere",
  "Even",
  "Still",
  "Finally",
  "Tonight",
  "Later",
  "Two",
  "One",
  "Everyone",
]);

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Where each cast name appears in the sentence. */
function namesIn(sentence: string, cast: PoseCastMember[]): Array<{ c: PoseCastMember; at: number }> {
  const out: Array<{ c: PoseCastMember; at: number }> = [];
  for (const c of cast) {
    const re = new RegExp(`(?<![\\w'])${escape(c.name.trim())}(?![\\w])`, "g");
    for (const m of sentence.matchAll(re)) out.push({ c, at: m.index ?? 0 });
  }
  return out.sort((a, b) => a.at - b.at);
}

/**
 * Who a sentence about being asleep or in bed is about: the child named just before the words ("Ava
 * was fast asleep", "found Mia asleep"), both of "Mia and Ava were…", a child named after them, else
 * the story's child — but nobody when the sentence is about someone else (a grown-up, the dog).
 */
export function sleepersIn(sentence: string, at: number, cast: PoseCastMember[]): string[] {
  const found = namesIn(sentence, cast);
  const before = found.filter((f) => f.at < at);
  const kids = before.filter((f) => f.c.child);
  if (kids.length) {
    const last = kids[kids.length - 1];
    const prev = kids[kids.length - 2];
    if (prev && new RegExp(`${escape(prev.c.name)}\\s+and\\s+${escape(last.c.name)}`).test(sentence)) return [prev.c.name, last.c.name];
    return [last.c.name];
  }
  const after = found.filter((f) => f.at >= at && f.c.child);
  if (after.length) return [after[0].c.name];
  const lead = sentence.slice(0, at);
  const subj = SUBJECT_BEFORE.exec(lead)?.[1];
  if (subj && !STARTERS.has(subj) && !cast.some((c) => c.name.split(/\s+/).includes(subj))) return []; // "Biscuit was asleep"
  if (before.length) return []; // "Mom was asleep", "Grandma fell asleep"
  const hero = cast.find((c) => c.hero);
  return hero ? [hero.name] : [];
}

/** The two people a hug sentence is about: the two named, or one named and the child, or the child and the grown-up. */
export function huggersIn(sentence: string, cast: PoseCastMember[], grownUp?: string): [string, string] | null {
  const people = cast.filter((c) => c.person);
  const named = [...new Map(namesIn(sentence, people).map((f) => [f.c.name, f.c])).values()];
  const hero = people.find((c) => c.hero);
  const grown = people.find((c) => c.name === grownUp);
  let pair: PoseCastMember[] = [];
  if (named.length >= 2) pair = named.includes(hero!) && named.length > 2 ? [hero!, named.find((c) => c !== hero)!] : named.slice(0, 2);
  else if (named.length === 1 && named[0] !== hero && hero) pair = [hero, named[0]];
  else if (hero && (grown ?? people.find((c) => c !== hero))) pair = [hero, grown ?? people.find((c) => c !== hero)!];
  if (pair.length < 2) return null;
  // the bigger one (a grown-up, else the first) on the left with the arm round the other
  const [a, b] = pair;
  return !a.child || b.child ? [a.name, b.name] : [b.name, a.name];
}

/** Reads the poses a scene's words ask for, where the place allows them. */
export function scenePoses(
  text: string,
  cast: PoseCastMember[],
  where: { bed: boolean; cart: boolean; sit?: boolean; tub?: boolean; sofa?: boolean; water?: boolean },
  grownUp?: string,
): ScenePoses {
  const out: ScenePoses = { bed: [], sit: [] };
  const inBed = new Map<string, boolean>();
  // (a bike only said, "ride my bike to Kai's" in speech, is not ridden here)
  const bikeWords = ON_BIKE.test(unquoted(text));
  const scooterWords = NAMES_SCOOTER.test(text);
  for (const s of sentences(text)) {
    const asleep = ASLEEP.exec(s);
    const bedWords = IN_BED.exec(s);
    const m = asleep ?? bedWords;
    if (where.bed && m && !NEGATED.test(s.slice(0, m.index + m[0].length))) {
      for (const n of sleepersIn(s, m.index, cast)) inBed.set(n, (inBed.get(n) ?? false) || !!asleep);
    }
    const hug = HUG.exec(s);
    if (!out.hug && hug && !OBJECT_HUG.test(s) && !SELF_HUG.test(s) && !NEGATED.test(s.slice(0, hug.index + hug[0].length))) {
      const pair = huggersIn(s, cast, grownUp);
      if (pair) out.hug = pair;
    }
    const hand = HAND_IN_HAND.exec(s);
    // a hand pulled free later in the scene ("Theo yanked free and ran") ends it
    if (out.hand && LET_GO.test(s)) out.hand = undefined;
    if (!out.hand && hand && !NEGATED.test(s.slice(0, hand.index + hand[0].length)) && !LET_GO.test(s.slice(hand.index))) {
      const pair = huggersIn(s, cast, grownUp);
      if (pair) out.hand = pair;
    }
    const tub = where.tub && !out.tub ? IN_TUB.exec(s) : null;
    if (tub && !NEGATED.test(s.slice(0, tub.index + tub[0].length))) {
      const who = sittersIn(s, cast, IN_TUB).filter((n) => cast.find((c) => c.name === n)?.child);
      if (who.length) out.tub = who[0];
    }
    const sofa = where.sofa && !out.sofa ? ON_SOFA.exec(s) : null;
    if (sofa && !NEGATED.test(s.slice(0, sofa.index + sofa[0].length))) {
      const who = sittersIn(s, cast, ON_SOFA).filter((n) => cast.find((c) => c.name === n)?.child);
      if (who.length) out.sofa = who[0];
    }
    const water = where.water ? IN_WATER.exec(s) : null;
    if (water && !NEGATED.test(s.slice(0, water.index + water[0].length))) {
      let who = sittersIn(s, cast, IN_WATER);
      // "Mia walked to the edge, sat down and slid in": the one the sentence is about
      if (!who.length) {
        const first = cast.filter((c) => c.person).find((c) => new RegExp(`(?<![\\w'])${escape(c.name.trim())}(?![\\w'’])`).test(s.slice(0, water.index)));
        const hero = cast.find((c) => c.hero);
        if (first) who = [first.name];
        else if (
          hero &&
          /^(?:and |but |then |so |now )?(?:she|he|they)\b/i.test(s) &&
          (!hero.pronoun || new RegExp(`^(?:and |but |then |so |now )?${hero.pronoun}\\b`, "i").test(s))
        )
          who = [hero.name];
      }
      // "they slid in": the children here
      if (!who.length && /\bthey\b/i.test(s.slice(0, water.index))) who = cast.filter((c) => c.child).map((c) => c.name);
      for (const n of who) if (!(out.water ??= []).includes(n)) out.water.push(n);
    }
    const climbs = CLIMBS_UP.exec(s);
    const lifts = climbs ? null : LIFTS.exec(s);
    if (!out.lift && (climbs || lifts) && !NEGATED.test(s.slice(0, (climbs ?? lifts)!.index))) {
      const m = (climbs ?? lifts)!;
      const people = cast.filter((c) => c.person);
      const named = (at: number, to: number) => people.filter((c) => new RegExp(`(?<![\\w'])${escape(c.name.trim())}(?![\\w])`).test(s.slice(at, to)));
      const hero = cast.find((c) => c.hero);
      let child: PoseCastMember | undefined;
      let big: PoseCastMember | undefined;
      if (climbs) {
        // the climber is the one before, the grown-up the one climbed
        child =
          named(0, m.index)
            .filter((c) => c.child)
            .pop() ?? (hero && /\b(?:she|he|they)\b/i.test(s.slice(0, m.index)) ? hero : undefined);
        big = named(m.index, m.index + m[0].length).find((c) => !c.child);
      } else {
        const obj = m[1] ?? m[2];
        // "him"/"her" is the child only when it is the child's pronoun ("scooped her up" after a girl's baby sister's fall is not the boy)
        const pro = { him: "he", her: "she", them: "they" }[obj as "him" | "her" | "them"];
        child = pro ? (hero && (!hero.pronoun || hero.pronoun === pro) ? hero : undefined) : people.find((c) => c.name === obj);
        big = named(0, m.index)
          .filter((c) => !c.child)
          .pop();
      }
      big ??= people.find((c) => !c.child && c.name === grownUp) ?? people.find((c) => !c.child);
      if (child?.child && big && !big.child) out.lift = [big.name, child.name];
    }
    if (where.sit && !IN_CART.test(s) && !IN_TUB.test(s) && !NEGATED.test(s)) for (const n of sittersIn(s, cast)) if (!out.sit.includes(n)) out.sit.push(n);
    // "they watched it together under the big blanket", "they sat down together": the children sit
    if (where.sit && THEY_SIT.test(s) && !NEGATED.test(s)) for (const c of cast) if (c.child && !out.sit.includes(c.name)) out.sit.push(c.name);
    const cart = IN_CART.exec(s);
    if (!out.cart && where.cart && cart && !NEGATED.test(s.slice(0, cart.index))) {
      const who = sleepersIn(s, cart.index, cast);
      if (who.length) out.cart = who[0];
    }
    // the sentence with its speech blanked to the same length (so a match's index is the sentence's)
    const plain = bikeWords || scooterWords ? s.replace(SPEECH, (q) => " ".repeat(q.length)) : s;
    const bike = bikeWords ? ON_BIKE.exec(plain) : null;
    if (bike && !NEGATED.test(s.slice(0, bike.index))) {
      const who = sleepersIn(s, bike.index, cast).filter((n) => cast.find((c) => c.name === n)?.child);
      if (who.length) out.bike = who[0];
    }
    // the one the words have on the scooter, or gripping it (the last one wins: "handed it over … Amara zoomed off")
    const ride = scooterWords ? ON_SCOOTER.exec(plain) : null;
    if (ride && !NEGATED.test(s.slice(0, ride.index))) {
      const who = sleepersIn(s, ride.index, cast);
      if (who.length) out.scooter = who[0];
    }
  }
  // at most two children share the bed (the first named first)
  out.bed = [...inBed.entries()].slice(0, 2).map(([name, asleep]) => ({ name, asleep }));
  // someone in bed or in the cart is not also hugging
  if (out.hug && out.hug.some((n) => inBed.has(n) || n === out.cart)) out.hug = undefined;
  if (out.cart && inBed.has(out.cart)) out.cart = undefined;
  if (out.tub && (inBed.has(out.tub) || out.tub === out.cart)) out.tub = undefined;
  if (out.sofa && (inBed.has(out.sofa) || out.sofa === out.cart || out.sofa === out.tub)) out.sofa = undefined;
  if (out.hug && out.hug.some((n) => n === out.tub || n === out.sofa)) out.hug = undefined;
  // someone up in arms is not also in bed, the cart or the water; the lift says more than a hug
  if (out.lift && out.lift.some((n) => inBed.has(n) || n === out.cart || n === out.tub || n === out.sofa)) out.lift = undefined;
  if (out.lift && out.hug?.some((n) => out.lift!.includes(n))) out.hug = undefined;
  if (out.water) out.water = out.water.filter((n) => !inBed.has(n) && n !== out.cart && !out.lift?.includes(n)).slice(0, 2);
  if (out.water && out.hug?.some((n) => out.water!.includes(n))) out.hug = undefined;
  // on the scooter is nowhere else (in bed, a hug, the water, up in arms)
  if (
    out.scooter &&
    (inBed.has(out.scooter) ||
      out.scooter === out.cart ||
      out.scooter === out.tub ||
      out.scooter === out.sofa ||
      out.hug?.includes(out.scooter) ||
      out.lift?.includes(out.scooter) ||
      out.water?.includes(out.scooter))
  )
    out.scooter = undefined;
  if (
    out.bike &&
    (out.bike === out.scooter || inBed.has(out.bike) || out.hug?.includes(out.bike) || out.lift?.includes(out.bike) || out.water?.includes(out.bike))
  )
    out.bike = undefined;
  out.sit = out.sit.filter(
    (n) => !inBed.has(n) && n !== out.cart && n !== out.tub && n !== out.sofa && !out.hug?.includes(n) && !out.water?.includes(n) && !out.lift?.includes(n),
  );
  return out;
}

// ---- drawings -------------------------------------------------------------------------------------

/** A little "z z Z" rising from a sleeper's head. */
function zzz(x: number, y: number, k = 1): Drawing {
  const z = (cx: number, cy: number, s: number) =>
    poly(
      [
        [cx - s, cy - s],
        [cx + s, cy - s],
        [cx - s, cy + s],
        [cx + s, cy + s],
      ],
      false,
      W.detail,
    );
  return [z(x, y, 6 * k), z(x + 16 * k, y - 20 * k, 8 * k), z(x + 36 * k, y - 44 * k, 10 * k)];
}

/**
 * One or two children lying in a bed seen from the side (the bed's headboard on the left): heads on
 * a big pillow, faces up to the viewer, the blanket pulled up to the chin. Feet at y = 0; about 300
 * wide, in the child's units (a lying child is as long as a standing one is tall). Each sleeper's
 * strokes are tagged with its index ("sleeper0", "sleeper1"); the bed's with "bed".
 */
export function childrenInBed(sleepers: Array<{ look: PersonLook; asleep: boolean }>, bag = false): Drawing {
  const k = 1.16;
  const d: Drawing = bag ? [] : tagged(put(bedDrawing(), { x: 0, y: 0, s: k }), "bed");
  // a wide pillow over the bed's own, so two heads fit
  d.push(
    ...tagged(
      [
        {
          w: W.main,
          cmds: [
            ["M", -120 * k, -96 * k],
            ["Q", -124 * k, -124 * k, -92 * k, -122 * k],
            ["Q", -50 * k, -126 * k, -34 * k, -110 * k],
            ["Q", -30 * k, -86 * k, -60 * k, -84 * k],
            ["Q", -100 * k, -82 * k, -120 * k, -96 * k],
            ["Z"],
          ],
        },
      ],
      "bed",
    ),
  );
  const two = sleepers.length > 1;
  // heads (about a standing child's size): the second child a little behind and further along the pillow
  const heads = two
    ? [
        { x: -84, y: -128, r: 31 },
        { x: -40, y: -146, r: 29 },
      ]
    : [{ x: -78, y: -128, r: 33 }];
  const order = two ? [1, 0] : [0];
  for (const i of order) {
    const { look, asleep } = sleepers[i];
    const h = heads[i];
    const face: PersonLook = { ...look, eyesClosed: asleep, mood: asleep ? "happy" : look.mood, glasses: asleep ? false : look.glasses };
    const head = put(headAlone(face, h.y * k, h.r * k), { x: h.x * k, y: 0, s: 1 });
    // on the ground, long hair and braids stop where the ground is
    d.push(...tagged(bag ? clipToRect(head, { x: -1e4, y: -1e4, width: 2e4, height: 1e4 - 86 * k }) : head, `sleeper${i}`));
  }
  // the blanket from under the chins to the foot of the bed, a bump over the body, a turned-down edge
  const top = two ? -132 : -124;
  const x0 = two ? -56 : -46;
  const fold = two ? -4 : x0 + 22;
  const blanket: Drawing = [
    {
      w: W.main,
      cmds: [
        ["M", x0 * k, -96 * k],
        ["C", (x0 + 44) * k, -98 * k, -4 * k, top * k, 40 * k, top * k],
        ["C", 90 * k, top * k, 124 * k, (top + 18) * k, 128 * k, -88 * k],
        ["L", 128 * k, -40 * k],
        ["Q", 40 * k, -32 * k, (x0 - 6) * k, -42 * k],
        ["Z"],
      ],
    },
    line(fold * k, (two ? -108 : top + 10) * k, (fold - 2) * k, -38 * k, W.detail),
    star(48 * k, -72 * k, 10, 0.45, 5, W.detail),
    star(96 * k, -66 * k, 10, 0.45, 5, W.detail),
    heart(16 * k, -64 * k, 16, W.detail),
  ];
  if (bag) {
    // a sleeping bag on the ground instead: the blanket becomes a padded bag with a zip
    blanket.length = 0;
    blanket.push(
      {
        w: W.main,
        cmds: [
          ["M", x0 * k, -100 * k],
          ["C", (x0 + 44) * k, -102 * k, -4 * k, (top - 12) * k, 40 * k, (top - 12) * k],
          ["C", 90 * k, (top - 12) * k, 138 * k, (top + 6) * k, 140 * k, -106 * k],
          ["Q", 144 * k, -84 * k, 122 * k, -84 * k],
          ["L", (x0 - 4) * k, -84 * k],
          ["Q", (x0 - 12) * k, -90 * k, x0 * k, -100 * k],
          ["Z"],
        ],
      },
      line((x0 + 14) * k, -96 * k, 130 * k, -98 * k, W.detail),
      line(fold * k, (two ? -112 : top + 2) * k, (fold - 2) * k, -86 * k, W.detail),
      star(60 * k, -116 * k, 10, 0.45, 5, W.detail),
      star(100 * k, -112 * k, 10, 0.45, 5, W.detail),
    );
  }
  d.push(...tagged(blanket, "sleeper0:blanket"));
  if (sleepers.some((s) => s.asleep)) {
    const h = heads[heads.length - 1];
    d.push(...tagged(zzz((h.x + h.r + 12) * k, (h.y - h.r - 6) * k), "sleeper0:zzz"));
  }
  // in a sleeping bag everything lies on the ground
  return bag ? put(d, { x: 0, y: 84 * k, s: 1 }) : d;
}

/**
 * Two people in a side hug: the bigger one (`big`, drawn at `bigRel` of the child's size) on the left
 * with an arm round the other's shoulders, the smaller one leaning in with an arm round their waist,
 * a small heart above. Tagged "hugger0" (big) and "hugger1" (small). Feet at y = 0.
 */
export function hugPair(big: PersonLook, bigRel: number, small: PersonLook, smallRel = 1): Drawing {
  const A = personLayers({ ...big, armOff: "right", wave: false, holding: false, pose: "stand" });
  const B = personLayers({ ...small, armOff: "left", wave: false, holding: false, pose: "stand" });
  const sa = bigRel;
  const sb = smallRel;
  const dx = (A.half * sa + B.half * sb) * 0.82;
  const a = (d: Drawing) => tagged(put(d, { x: 0, y: 0, s: sa }), "hugger0");
  const b = (d: Drawing) => tagged(put(d, { x: dx, y: 0, s: sb }), "hugger1");
  const r = (A.half > 32 ? 10.5 : 9) * sa;
  const rb = (B.half > 32 ? 10.5 : 9) * sb;
  // the big one's right arm: down from the shoulder, then across the other's shoulders to the far one
  const shA: [number, number] = [(A.half - 4) * sa, (A.shoulder + 12) * sa];
  const bShoulder = B.shoulder * sb;
  const bHalf = B.half * sb;
  const tall = A.shoulder * sa < bShoulder - 40;
  // a grown-up's arm goes out round the child's head like a wing, the hand on the far shoulder
  const bHead = B.headY * sb;
  const elbow: [number, number] = tall ? [dx + bHalf + 22, bHead - 6] : [dx - bHalf * 0.2, (shA[1] + bShoulder) / 2];
  const hand: [number, number] = tall ? [dx + bHalf - 4, bShoulder + 6] : [dx + bHalf + 4, bShoulder + 14];
  const armA: Drawing = [capsule(shA[0], shA[1], elbow[0], elbow[1], r), capsule(elbow[0], elbow[1], hand[0], hand[1], r), circle(hand[0] + 2, hand[1], r + 1)];
  // the small one's left arm round the big one's waist (or back), the hand on the far side
  const shB: [number, number] = [dx - (B.half - 4) * sb, (B.shoulder + 12) * sb];
  const waist = tall ? A.hip * sa - 6 : (A.shoulder * sa + A.hip * sa) / 2;
  const handB: [number, number] = [-(A.half * sa) * 0.25, Math.min(waist, shB[1] + 40)];
  const armB: Drawing = [capsule(shB[0], shB[1], handB[0] + 12, handB[1], rb), circle(handB[0], handB[1], rb + 1)];
  const top = Math.min(A.headY * sa - A.headR * sa, B.headY * sb - B.headR * sb);
  return [
    ...a(A.body),
    ...a(A.head),
    ...b(B.body),
    ...tagged(armB, "hugger1"),
    ...tagged(armA, "hugger0"),
    ...b(B.head),
    ...tagged([heart(dx * 0.5, top - 26, 26, W.detail)], "hugger0:heart"),
  ];
}

/**
 * Two people hand in hand: the bigger one (`big`, at `bigRel` of the child's size) on the left, the
 * other beside them, the big one's right arm down and the other's left arm up to one clasp of hands
 * between them. Tagged "hand0" (big) and "hand1" (small). Feet at y = 0.
 */
export function handPair(big: PersonLook, bigRel: number, small: PersonLook, smallRel = 1): Drawing {
  const A = personLayers({ ...big, armOff: "right", wave: false, holding: false, pose: "stand", action: undefined });
  const B = personLayers({ ...small, armOff: "left", wave: false, holding: false, pose: "stand", action: undefined });
  const sa = bigRel;
  const sb = smallRel;
  const dx = A.half * sa + B.half * sb + 56;
  const a = (d: Drawing) => tagged(put(d, { x: 0, y: 0, s: sa }), "hand0");
  const b = (d: Drawing) => tagged(put(d, { x: dx, y: 0, s: sb }), "hand1");
  const r = (A.half > 32 ? 10.5 : 9) * sa;
  const rb = (B.half > 32 ? 10.5 : 9) * sb;
  const shA: [number, number] = [(A.half - 4) * sa, (A.shoulder + 12) * sa];
  const shB: [number, number] = [dx - (B.half - 4) * sb, (B.shoulder + 12) * sb];
  // the clasp: between the two, at the lower of the big one's hip and the other's waist
  const clasp: [number, number] = [(shA[0] + shB[0]) / 2, Math.max(A.hip * sa + 6, (B.shoulder * sb + B.hip * sb) / 2)];
  const armA: Drawing = [capsule(shA[0], shA[1], clasp[0] - 4, clasp[1], r)];
  const armB: Drawing = [capsule(shB[0], shB[1], clasp[0] + 4, clasp[1], rb)];
  return [
    ...a(A.body),
    ...a(A.head),
    ...b(B.body),
    ...b(B.head),
    ...tagged(armA, "hand0"),
    ...tagged(armB, "hand1"),
    ...tagged([circle(clasp[0], clasp[1], Math.max(r, rb) + 3)], "hand0:clasp"),
  ];
}

/** What a body in the bathtub still does: only the arms act above the rim (a crouch, a flop or a jump has no body to show). */
export function tubAction(action: PersonLook["action"]): PersonLook["action"] {
  return action && ["throw", "push", "reach", "point", "hand-up", "cover", "ears", "bite", "fold"].includes(action) ? action : undefined;
}

/** The child in the bathtub: sitting in it, the top of them showing above its rim, bubbles in front. Floor at y = 0. */
export function childInTub(look: PersonLook): Drawing {
  const L = personLayers({ ...look, pose: "stand", holding: false, action: tubAction(look.action), moving: false });
  // the hips sit below the rim (y = -128 in the tub's units), the chest and arms above it
  const body = put([...L.body, ...L.head], { x: 8, y: -100 - L.hip * 0.9, s: 0.9 });
  return [...tagged(body, "bather"), ...tagged(bathtub(), "tub")];
}

/** The child lying full length on a sofa (the tantrum's flop, a sulk face down): the sofa with the body along its seat. Floor at y = 0. */
export function childOnSofa(look: PersonLook): Drawing {
  const lying = put(person({ ...look, action: "flop", wave: false, moving: false }), { x: 0, y: -60, s: 0.85 });
  return [...tagged(sofa(0, 0), "sofa"), ...tagged(lying, "lier")];
}

/** The child riding in a shopping cart: sitting in the basket, the top of them showing above it. Floor at y = 0. */
export function childInCart(look: PersonLook): Drawing {
  const k = 1.25;
  const L = personLayers({ ...look, pose: "stand", holding: false, wave: true });
  // the child's hips sit in the basket, near the handle end
  const body = put([...L.body, ...L.head], { x: -10 * k, y: -74, s: 0.9 });
  const cart = put(shoppingCart(), { x: 0, y: 0, s: k });
  // the basket's front hides the child's legs; its wires are drawn over them
  return [...tagged(body, "rider"), ...tagged(cart, "cart")];
}

/**
 * The child on the scooter: one foot on the deck, the hand on the handlebars (the scooter sized to the
 * child, its grip at the hand). Tagged "rider" and "scooter". Wheels on the floor at y = 0.
 */
export function childOnScooter(look: PersonLook): Drawing {
  const L = personLayers({ ...look, pose: "stand", holding: false, action: "reach", moving: false, wave: false, inHand: undefined });
  // the reaching hand is at (half + 74, shoulder - 6) above the feet; the grip at (42, -132) × k above the wheels
  const k = (6 - L.shoulder) / 104;
  const deck = 28 * k;
  const body = put([...L.body, ...L.head], { x: 0, y: -deck, s: 1 });
  const ride = put(scooter(), { x: L.half + 74 - 42 * k, y: 0, s: k });
  return [...tagged(body, "rider"), ...tagged(ride, "scooter")];
}

/**
 * The child with the bike: standing beside it, a hand on its handlebars (the bike sized to the child,
 * its grip at the hand). Tagged "rider" and "bike". Wheels on the floor at y = 0.
 */
export function childWithBike(look: PersonLook): Drawing {
  const L = personLayers({ ...look, pose: "stand", holding: false, action: "reach", moving: false, wave: false, inHand: undefined });
  // the reaching hand is at (half + 74, shoulder - 6); the bike's grip at (42, -112) × k
  const k = (6 - L.shoulder) / 112;
  const ride = put(bikeDrawing(), { x: L.half + 74 - 42 * k, y: 0, s: k });
  return [...tagged([...L.body, ...L.head], "rider"), ...tagged(ride, "bike")];
}

/**
 * Someone in the water of a pool or the sea: the top of them above the water line, ripples round them
 * and splash drops beside them (only the arms act above the water). The body is cut at the water
 * line, which closes it. The lowest ripple at y = 0 (the layout sets it in the pool's water).
 */
export function childInWater(look: PersonLook): Drawing {
  const L = personLayers({ ...look, pose: "stand", holding: false, action: tubAction(look.action), moving: false, wave: look.wave });
  // the water comes up to the waist: the hips just under it
  const surface = -26;
  const body = clipToRect(put([...L.body, ...L.head], { x: 0, y: surface + 22 - L.hip, s: 1 }), { x: -400, y: -1200, width: 800, height: 1200 + surface });
  const half = L.half + 34;
  const ripple = (x: number, y: number, r: number): Drawing[number] => ({
    w: W.detail,
    cmds: [
      ["M", x - r, y],
      ["Q", x, y - r * 0.5, x + r, y],
    ],
  });
  const water: Drawing = [
    line(-half, surface, half, surface, W.main),
    ripple(-half - 26, surface + 2, 16),
    ripple(half + 26, surface + 2, 16),
    ripple(-half * 0.45, surface + 22, 20),
    ripple(half * 0.45, surface + 22, 20),
    circle(-half + 6, surface - 20, 5, W.detail),
    circle(half - 4, surface - 28, 4, W.detail),
  ];
  return [...tagged(body, "swimmer"), ...tagged(water, "water")];
}

/**
 * A child up in a grown-up's arms (climbed up them like a tree, scooped up): the grown-up standing, the
 * child held high against their side, feet off the ground at the grown-up's hip, an arm round the
 * grown-up's neck; the grown-up's arm under the child. Tagged "lifter" (big) and "lifted" (child).
 * Feet at y = 0.
 */
export function liftPair(big: PersonLook, bigRel: number, small: PersonLook, smallRel = 1): Drawing {
  const A = personLayers({ ...big, armOff: "right", wave: false, holding: false, pose: "stand", action: undefined, moving: false });
  const B = personLayers({ ...small, armOff: "left", wave: false, holding: false, pose: "stand", action: undefined, moving: false });
  const sa = bigRel;
  const sb = smallRel;
  // the child beside the grown-up's chest, the child's hips at the grown-up's waist
  // (beside the grown-up's head, never over their face)
  const dx = Math.max(A.half * sa * 0.95 + B.half * sb * 0.55, (A.headR * sa + B.headR * sb) * 1.02);
  const dy = A.hip * sa - B.hip * sb - 6 * sa;
  const a = (d: Drawing) => tagged(put(d, { x: 0, y: 0, s: sa }), "lifter");
  const b = (d: Drawing) => tagged(put(d, { x: dx, y: dy, s: sb }), "lifted");
  const r = (A.half > 32 ? 10.5 : 9) * sa;
  const rb = (B.half > 32 ? 10.5 : 9) * sb;
  // the grown-up's right arm: down from the shoulder and across under the child's bottom
  const shA: [number, number] = [(A.half - 4) * sa, (A.shoulder + 12) * sa];
  const seat: [number, number] = [dx + B.half * sb * 0.7, dy + B.hip * sb + 6];
  const elbow: [number, number] = [shA[0] + 6, (shA[1] + seat[1]) / 2 + 14];
  const armA: Drawing = [capsule(shA[0], shA[1], elbow[0], elbow[1], r), capsule(elbow[0], elbow[1], seat[0], seat[1], r), circle(seat[0] + 2, seat[1], r + 1)];
  // the child's left arm round the grown-up's neck, the hand behind the far shoulder
  const shB: [number, number] = [dx - (B.half - 4) * sb, dy + (B.shoulder + 12) * sb];
  const neck: [number, number] = [-(A.half * sa) * 0.35, (A.shoulder + 4) * sa];
  const armB: Drawing = [capsule(shB[0], shB[1], neck[0], neck[1], rb), circle(neck[0], neck[1], rb + 1)];
  return [...a(A.body), ...a(A.head), ...b(B.body), ...tagged(armB, "lifted"), ...b(B.head), ...tagged(armA, "lifter")];
}
