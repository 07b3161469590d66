/**
 * Reads a parent's description of their child's situation — in everyday, texting or ALL CAPS
 * spelling, one line or several sentences, in English (or Spanish, French, German, Portuguese) —
 * for the place, the object, the person, the trigger and the feeling, and chooses the situation
 * frame the story is built on. The summary is written here, for a child: never the parent's words.
 */
import type { Place, TimeOfDay } from "../../../contracts/story-plan";
import { childPronoun, childsOwn, MINE_TOUCHED, readAction, schoolTummy, type Action } from "./action";
import { readDanger } from "./danger";
import { isFib, LIE_ABOUT, LIE_WORDS } from "./fib";
import { WONT_SHARE } from "./frames/bossy";
import { OUT_OF_BED } from "./frames/waking";
import { alsoIn } from "./also";
import { detectLanguage, fold, toEnglish, type Language } from "./language";

export const FRAME_IDS = [
  "fear",
  "worry",
  "must-do",
  "hurting",
  "wanting-now",
  "big-change",
  "goodbye",
  "new-food",
  "running-off",
  "getting-dressed",
  "losing",
  "bossy",
  "must-stop",
  "hard-task",
  "taking",
  "nervous-habit",
  "leaving",
  "spoiled-play",
  "rude-words",
  "not-allowed",
  "big-feelings",
  "shy",
  "waking",
  "safety",
] as const;
export type FrameId = (typeof FRAME_IDS)[number];

/** What the plan stores as `situation.frame`. */
export const FRAME_LABELS: Record<FrameId, string> = {
  fear: "fear of a place or thing",
  worry: "a noise, dark or animal worry",
  "must-do": "a must-do step",
  hurting: "hurting someone",
  "wanting-now": "wanting something now",
  "big-change": "a big change",
  goodbye: "saying goodbye",
  "new-food": "trying new food",
  "running-off": "running off",
  "getting-dressed": "getting dressed",
  losing: "losing a game",
  bossy: "taking over with a friend",
  "must-stop": "stopping the screen",
  "hard-task": "a hard task",
  taking: "taking what belongs to someone else",
  "nervous-habit": "a nervous habit",
  leaving: "leaving a fun place",
  "spoiled-play": "play knocked over or taken over",
  "rude-words": "rude or hurtful words",
  "not-allowed": "doing something that isn't allowed",
  "big-feelings": "big feelings when something goes wrong",
  shy: "shy with people",
  waking: "waking in the night or too early",
  safety: "a safety rule",
};

/** An object the story can hold on to, with the words its sentences need. */
export interface Thing {
  key: string;
  /** With its article: "the seatbelt", "the dentist's chair". */
  noun: string;
  /** The bare word, for summaries: "seatbelt". */
  bare: string;
  /** Singular or plural ("the shoes were"). */
  plural?: boolean;
  /** Where it usually happens. */
  place: Place;
  /** Drawable props the scenes can name. */
  props: string[];
  /** Must-do / dressing verbs: base "buckle the seatbelt", past "buckled the seatbelt", sound "Click!" */
  verb?: { base: string; past: string; ing: string; sound: string; name: string };
  /** The story's physical thing when the parent's word is an activity or a body part ("the toothbrush" for "her teeth"). */
  tool?: string;
}

interface ThingEntry extends Thing {
  match: RegExp;
  /** The parent's own words for it, first match wins: [pattern, noun ($1 allowed), plural, a physical thing the story can hold]. */
  own?: Array<[RegExp, string, boolean?, boolean?]>;
}

const T = (e: ThingEntry) => e;

/** Ordered: the first match wins, so specific phrases come before general ones. */
const THINGS: ThingEntry[] = [
  T({
    key: "nail biting",
    match: /\b(bit(es|ing|e)? (his|her|their|my)? ?(finger ?)?nails|nail ?bit\w*|chew\w* (his|her|their)? ?(finger ?)?nails)\b/,
    noun: "{C's} nails",
    plural: true,
    bare: "nail biting",
    place: "living room",
    props: ["lamp"],
  }),
  T({
    key: "skin",
    match:
      /\b(pick\w* (at )?(his|her|their|the)? ?(own )?(skin|scabs?|lips?|fingers?|cuticles?|spots)|skin ?pick\w*|scratch\w* (at )?(his|her|their) (own )?skin)\b/,
    noun: "{C's} skin",
    bare: "skin picking",
    place: "living room",
    props: ["lamp"],
  }),
  T({
    key: "hair twirl",
    match:
      /\b(pull\w* (his|her|their) (own )?hair out|pull\w* out (his|her|their) (own )?hair|(twirl|twist|chew|suck|tug|play)\w* (with |on |at )?(his|her|their)? ?(own )?hair|hair ?(twirl|twist)\w*)\b/,
    noun: "{C's} hair",
    bare: "hair twirling",
    place: "living room",
    props: ["lamp"],
  }),
  T({
    key: "thumb",
    match: /\b(thumb ?suck\w*|suck\w* (on )?(his|her|their)? ?thumbs?|thumbs? in (his|her|their) mouth)\b/,
    noun: "{C's} thumb",
    bare: "thumb sucking",
    place: "living room",
    props: ["lamp"],
  }),
  T({
    key: "sleeves",
    match: /\b(chew\w* (on )?(his|her|their|the)? ?(sleeves?|collars?|shirts?|cuffs?|clothes|hoodie( strings)?|pencils?|pens?|toys)|sleeve ?chew\w*)\b/,
    noun: "{C's} sleeve",
    bare: "sleeve chewing",
    place: "living room",
    props: ["lamp"],
  }),
  T({
    key: "worksheet",
    match: /\b(worksheets?|homework|home work|math|maths|sums|spelling( words| test)?|times tables|fractions)\b/,
    noun: "the homework",
    bare: "homework",
    place: "kitchen",
    props: ["homework", "pencil", "table", "lamp"],
  }),
  T({
    key: "reading",
    match: /\b(learn(ing)? to read|reading|phonics|sight words)\b/,
    noun: "the reading book",
    bare: "reading",
    place: "living room",
    props: ["book", "lamp"],
  }),
  T({
    key: "writing",
    match: /\b(handwriting|writing|learn(ing)? to write|pencils?|letters)\b/,
    noun: "the pencil",
    bare: "writing",
    place: "kitchen",
    props: ["table", "crayons"],
  }),
  T({ key: "bike", match: /\b(bikes?|bicycles?|training wheels|scooters?|roller ?skat\w*)\b/, noun: "the bike", bare: "bike", place: "park", props: ["bike"] }),
  T({
    key: "laces",
    match: /\b(shoe ?laces|laces|tie (his|her|their) (shoes|laces)|tying (his|her|their) (shoes|laces))\b/,
    noun: "the shoelaces",
    plural: true,
    bare: "shoelaces",
    place: "bedroom",
    props: ["shoes"],
  }),
  T({ key: "puzzle", match: /\b(puzzles?|jigsaws?)\b/, noun: "the puzzle", bare: "puzzle", place: "living room", props: ["puzzle", "table"] }),
  T({
    key: "piano",
    match: /\b(piano|violin|guitar|recorder|instrument|music practice)\b/,
    noun: "the piano",
    bare: "piano",
    place: "living room",
    props: ["book", "lamp"],
  }),
  T({
    key: "money",
    match: /\b(money|cash|coins?|dollars?|quarters|wallet|purse|piggy ?bank)\b/,
    noun: "the money",
    bare: "money",
    place: "kitchen",
    props: ["table"],
  }),
  T({
    key: "noises",
    match: /\b(noises?|sounds?|creak\w*|bumps?) (in|from) (the|his|her|their)? ?(wardrobe|closet|cupboard|attic|wall|walls|hallway|hall)\b/,
    noun: "the noises",
    plural: true,
    bare: "noises",
    place: "bedroom",
    props: ["bed", "night-light", "teddy bear"],
  }),
  T({
    key: "alone",
    match: /\b(sleep(ing|s)? alone|sleep(ing|s)? by (him|her|them)sel(f|ves)|sleep(ing|s)? on (his|her|their) own|own bed|own room)\b/,
    noun: "the dark of sleeping alone",
    bare: "sleeping alone",
    place: "bedroom",
    props: ["bed", "night-light", "teddy bear"],
  }),
  T({
    key: "bed",
    match:
      /\b(put (him|her|them) to bed|stay(s|ing)? in (his|her|their)? ?bed|get(s|ting)? out of bed|go(es|ing)? to bed|get(ting)? into bed|keeps? getting up)\b/,
    noun: "the bed",
    bare: "bed",
    place: "bedroom",
    props: ["bed", "teddy bear", "night-light"],
    verb: { base: "stay in bed", past: "stayed in bed", ing: "staying in bed", sound: "Snuggle!", name: "Snuggle and Count" },
  }),
  T({
    key: "seatbelt",
    match: /\b(seat ?belts?|seat-belts?|belt in the car|buckl\w*|strapped in|straps in the car)\b/,
    noun: "the seatbelt",
    bare: "seatbelt",
    place: "car",
    props: ["seatbelt", "car seat"],
    verb: { base: "buckle up", past: "buckled up", ing: "buckling up", sound: "Click!", name: "Click and Count" },
  }),
  T({
    key: "car seat",
    match: /\b(car ?seat|booster( seat)?)\b/,
    noun: "the car seat",
    bare: "car seat",
    place: "car",
    props: ["car seat", "seatbelt"],
    verb: { base: "climb into the car seat", past: "climbed into the car seat", ing: "climbing into the car seat", sound: "Click!", name: "Click and Count" },
  }),
  T({
    key: "toothbrush",
    match: /\b(teeth|tooth ?brush\w*|brush(ing)? (his|her|their|your|the)? ?teeth|toothpaste|brush teeth)\b/,
    noun: "the toothbrush",
    bare: "toothbrush",
    place: "bathroom",
    props: ["toothbrush", "sink"],
    verb: { base: "brush {C's} teeth", past: "brushed {C's} teeth", ing: "brushing {C's} teeth", sound: "Scrub, scrub!", name: "Brush to the Song" },
  }),
  T({
    key: "dentist's chair",
    match: /\b(dentists?|dental|orthodontist)\b/,
    noun: "the dentist's chair",
    bare: "dentist",
    place: "dentist's office",
    props: ["dentist's chair", "toothbrush"],
  }),
  T({
    key: "shot",
    match: /\b(shots?|needles?|vaccin\w*|injections?|jabs?|blood test)\b/,
    noun: "the quick little shot",
    bare: "shot",
    place: "doctor's office",
    props: ["bandage", "stethoscope"],
  }),
  T({
    key: "stethoscope",
    match: /\b(doctors?|pediatrician|paediatrician|check-?ups?|gp|clinic|hospital|nurse)\b/,
    noun: "the doctor's check-up",
    bare: "doctor",
    place: "doctor's office",
    props: ["stethoscope", "bandage"],
  }),
  T({
    key: "scissors",
    match: /\b(hair ?cuts?|hair-?cuts?|barber\w*|hair salon|hairdresser\w*|cut(ting)? (his|her|their)? ?hair)\b/,
    noun: "the scissors",
    plural: true,
    bare: "haircut",
    place: "hair salon",
    props: ["scissors"],
  }),
  T({
    key: "shampoo",
    match: /\b(hair ?wash\w*|wash(ing)? (his|her|their|the)? ?hair|(his|her|their|the) hair (washed|rinsed)|shampoo|rins\w* (his|her|their)? ?hair)\b/,
    noun: "the shampoo",
    bare: "hair wash",
    place: "bathroom",
    props: ["bathtub", "towel"],
    verb: { base: "have {C's} hair washed", past: "had {C's} hair washed", ing: "having {C's} hair washed", sound: "Swish!", name: "Tip and Count" },
  }),
  T({
    key: "medicine",
    match: /\b(medicine|medication|meds|antibiotics?|syrup|inhaler|eye ?drops)\b/,
    noun: "the medicine",
    bare: "medicine",
    place: "kitchen",
    props: ["spoon", "cup"],
    verb: { base: "take the medicine", past: "took the medicine", ing: "taking the medicine", sound: "Gulp!", name: "Sip and Count" },
  }),
  T({
    key: "sunscreen",
    match: /\b(sun ?screen|sun ?cream|suncream|sunblock)\b/,
    noun: "the sunscreen",
    bare: "sunscreen",
    place: "beach",
    props: ["hat", "towel"],
    verb: { base: "put on the sunscreen", past: "put on the sunscreen", ing: "putting on the sunscreen", sound: "Rub, rub!", name: "Rub and Count" },
  }),
  T({
    key: "nails",
    match:
      /\b(nail ?clip\w*|cut(ting)? (his|her|their)? ?(finger ?|toe ?)?nails|(finger ?|toe ?)?nails cut|trim(ming)? (his|her|their)? ?(finger ?|toe ?)?nails)\b/,
    noun: "the nail clippers",
    plural: true,
    bare: "nail trim",
    place: "bathroom",
    props: ["towel"],
    verb: { base: "have {C's} nails trimmed", past: "had {C's} nails trimmed", ing: "having {C's} nails trimmed", sound: "Snip!", name: "Snip and Count" },
  }),
  T({
    key: "goggles",
    match: /\b(swim(ming)? goggles|goggles)\b/,
    noun: "the goggles",
    plural: true,
    bare: "goggles",
    place: "pool",
    props: ["towel"],
    verb: { base: "put on the goggles", past: "put on the goggles", ing: "putting on the goggles", sound: "Snap!", name: "Snap and Count" },
  }),
  T({
    key: "helmet",
    match: /\b(helmets?)\b/,
    noun: "the bike helmet",
    bare: "helmet",
    place: "street",
    props: ["bike"],
    verb: { base: "put on the helmet", past: "put on the helmet", ing: "putting on the helmet", sound: "Click!", name: "Click and Count" },
  }),
  T({
    key: "hairbrush",
    match: /\b(brush(ing)? (his|her|their)? ?hair|hair ?brush\w*|comb(ing)? (his|her|their)? ?hair|tangles)\b/,
    noun: "the hairbrush",
    bare: "hairbrush",
    place: "bathroom",
    props: ["towel"],
    verb: { base: "brush {C's} hair", past: "brushed {C's} hair", ing: "brushing {C's} hair", sound: "Swish!", name: "Brush and Count" },
  }),
  T({
    key: "flush",
    match: /\b(automatic toilets?|(toilets?|loos?) (that|which) flush\w*|flush(es|ing)? by (it|them)sel(f|ves)|loud flush\w*|flush noise|noise of the flush)\b/,
    noun: "the automatic toilet",
    bare: "toilet flush",
    place: "bathroom",
    props: ["toilet", "sink"],
  }),
  T({
    key: "potty",
    match: /\b(potty|toilet|loo|poop|pee)\b/,
    noun: "the toilet",
    bare: "toilet",
    place: "bathroom",
    props: ["toilet", "potty"],
    verb: { base: "sit on the toilet", past: "sat on the toilet", ing: "sitting on the toilet", sound: "Flush!", name: "Sit and Count" },
  }),
  T({
    key: "hand dryer",
    match: /\b(hand ?dryers?|dryers? in (public )?(bathrooms?|toilets?))\b/,
    noun: "the hand dryer",
    bare: "hand dryer",
    place: "bathroom",
    props: ["sink"],
  }),
  T({
    key: "hair dryer",
    match: /\b(hair ?dryers?|blow ?dryers?|blow-?dry\w*)\b/,
    noun: "the hair dryer",
    bare: "hair dryer",
    place: "bathroom",
    props: ["towel", "sink"],
  }),
  T({
    key: "vacuum cleaner",
    match: /\b(vacuum( cleaner)?s?|hoover\w*)\b/,
    noun: "the vacuum cleaner",
    bare: "vacuum cleaner",
    place: "living room",
    props: ["blocks"],
  }),
  T({ key: "blender", match: /\b(blender|mixer|coffee grinder)\b/, noun: "the blender", bare: "blender", place: "kitchen", props: ["cup"] }),
  T({ key: "thunder", match: /\b(thunder\w*|storms?|lightning)\b/, noun: "the thunder", bare: "thunder", place: "bedroom", props: ["window", "blanket"] }),
  T({
    key: "fireworks",
    match: /\b(fireworks?|loud bangs?|balloons? pop\w*)\b/,
    noun: "the fireworks",
    plural: true,
    bare: "fireworks",
    place: "garden",
    props: ["window"],
  }),
  T({
    key: "smoke alarm",
    match: /\b(smoke (alarms?|detectors?)|fire alarms?)\b/,
    noun: "the smoke alarm",
    bare: "smoke alarm",
    place: "bedroom",
    props: ["bed", "night-light", "teddy bear"],
  }),
  T({ key: "sirens", match: /\b(sirens?|fire ?trucks?|alarms?)\b/, noun: "the siren", bare: "siren", place: "street", props: ["umbrella"] }),
  T({ key: "dog", match: /\b(dogs?|pupp(y|ies)|barking)\b/, noun: "the big dog", bare: "dog", place: "park", props: ["dog", "ball"] }),
  T({
    key: "bugs",
    match: /\b(bugs?|insects?|spiders?|bees?|wasps?|flies)\b/,
    noun: "the buzzy bees",
    plural: true,
    bare: "bugs",
    place: "garden",
    props: ["flower", "leaf"],
  }),
  T({
    key: "dark",
    match: /\b(dark|darkness|sleep(ing)? alone|sleep(ing)? by (him|her|them)sel(f|ves)|own bed|own room|night ?light|lights? (out|off))\b/,
    noun: "the dark",
    bare: "dark",
    place: "bedroom",
    props: ["night-light", "bed", "teddy bear"],
  }),
  T({
    key: "water",
    match: /\b(pool|swim\w*|lessons at the pool|water in (his|her|their) face|splash\w*)\b/,
    noun: "the water",
    bare: "pool",
    place: "pool",
    props: ["towel"],
  }),
  T({
    key: "bath",
    match: /\b(bath ?time|bath|baths|bathtub|tub|shower)\b/,
    noun: "the bath",
    bare: "bath",
    place: "bathroom",
    props: ["bathtub", "rubber duck", "towel"],
    verb: { base: "get into the bath", past: "got into the bath", ing: "getting into the bath", sound: "Splash!", name: "Splash and Count" },
  }),
  T({ key: "tablet", match: /\b(tablets?|ipads?|i-pads?)\b/, noun: "the tablet", bare: "tablet", place: "living room", props: ["tablet", "timer"] }),
  T({
    key: "phone",
    match: /\b(phones?|iphone|cell ?phone|mobile|smartphone)\b/,
    noun: "the phone",
    bare: "phone",
    place: "living room",
    props: ["phone", "timer"],
  }),
  T({
    key: "video game",
    match: /\b(video ?games?|gaming|xbox|playstation|switch|nintendo|minecraft|fortnite|roblox|computer)\b/,
    noun: "the video game",
    bare: "video game",
    place: "living room",
    props: ["tv", "timer"],
  }),
  T({
    key: "tv",
    match: /\b(tv|telly|television|cartoons?|youtube|screens?|shows?)\b/,
    noun: "the TV",
    bare: "TV",
    place: "living room",
    props: ["tv", "timer"],
  }),
  T({
    key: "vegetables",
    match:
      /\b(anything green|green (food|foods|stuff|things|vegetables)|veg(gies|etables?|gie|gy)?|broccoli|peas|carrots?|greens|salad|spinach|beans|cauliflower|zucchini|courgettes?)\b/,
    noun: "the vegetables",
    plural: true,
    bare: "vegetables",
    place: "kitchen",
    props: ["plate", "spoon", "table"],
  }),
  T({
    key: "new food",
    match: /\b(new foods?|try (new )?foods?|picky|fussy eater|won't eat|wont eat|doesn't eat|refuses (to eat|food)|dinner|lunch|meals?|eat\w*)\b/,
    noun: "the new food",
    bare: "new food",
    place: "kitchen",
    props: ["plate", "spoon", "table"],
  }),
  T({
    key: "sweets",
    match: /\b(sweets|candy|candies|chocolate|lollipops?|treats?|ice ?cream|cookies?|biscuits?|haribo|gummy bears?|gummies|jelly babies|chewing gum|gum)\b/,
    noun: "the sweets",
    plural: true,
    bare: "sweets",
    place: "shop",
    props: ["shopping cart", "basket"],
  }),
  T({ key: "toy", match: /\b(toys?|lego|legos|stuffies|dolls?)\b/, noun: "the shiny new toy", bare: "toy", place: "shop", props: ["shopping cart", "basket"] }),
  T({
    key: "shoes",
    match: /\b(shoes?|sneakers|trainers|boots|socks?|wellies|wellys|wellingtons|gumboots|rainboots)\b/,
    noun: "the shoes",
    plural: true,
    bare: "shoes",
    place: "bedroom",
    props: ["shoes", "backpack"],
    verb: { base: "put on {C's} shoes", past: "put on {C's} shoes", ing: "putting on {C's} shoes", sound: "Stomp!", name: "One at a Time" },
  }),
  T({
    key: "coat",
    match: /\b(coats?|jackets?|hats?|mittens|gloves)\b/,
    noun: "the coat",
    bare: "coat",
    place: "bedroom",
    props: ["coat", "hat"],
    verb: { base: "put on {C's} coat", past: "put on {C's} coat", ing: "putting on {C's} coat", sound: "Zip!", name: "One at a Time" },
  }),
  T({
    key: "clothes",
    match: /\b(clothes|dressed|dress(ing)?|pajamas|pyjamas|pjs|uniform|outfit|naked|underwear)\b/,
    noun: "the clothes",
    plural: true,
    bare: "clothes",
    place: "bedroom",
    props: ["coat", "shoes"],
    verb: { base: "get dressed", past: "got dressed", ing: "getting dressed", sound: "Ta-da!", name: "One at a Time" },
  }),
  T({
    key: "board game",
    match: /\b(board games?|card games?|games?|races?|uno|chess|snakes and ladders|monopoly)\b/,
    noun: "the board game",
    bare: "game",
    place: "living room",
    props: ["table"],
  }),
  T({
    key: "slide",
    match: /\b(big slide|slides?|climbing frame|monkey bars)\b/,
    noun: "the big slide",
    bare: "slide",
    place: "playground",
    props: ["slide", "swing"],
  }),
];

/**
 * The parent's own words for each object (first match wins): [pattern, noun ($1 = the match's
 * first group), plural, a physical thing the story can hold]. The situation's object is always a
 * word the parent used; the story's physical thing (`tool`) stays ours when the parent named an
 * activity or a body part ("her teeth" → the toothbrush).
 */
type Own = [RegExp, string, boolean?, boolean?];
const OWN_NOUNS: Record<string, Own[]> = {
  seatbelt: [
    [/\bseat ?-?belt/, "the seatbelt", false, true],
    [/\bbuckl/, "the buckle", false, true],
    [/\bstraps?\b/, "the straps", true, true],
  ],
  "car seat": [
    [/\bcar ?seat/, "the car seat", false, true],
    [/\bbooster/, "the booster", false, true],
  ],
  toothbrush: [
    [/\btooth ?brush/, "the toothbrush", false, true],
    [/\btoothpaste/, "the toothpaste", false, true],
    [/\bteeth\b/, "{C's} teeth", true, false],
  ],
  "dentist's chair": [
    [/\bdentist/, "the dentist"],
    [/\borthodontist/, "the orthodontist"],
    [/\bdental/, "the dental check-up"],
  ],
  shot: [
    [/\bshots?\b/, "the shot"],
    [/\bvaccinations?\b/, "the vaccination"],
    [/\bvaccines?\b/, "the vaccine"],
    [/\binjections?\b/, "the injection"],
    [/\bneedles?\b/, "the needle"],
    [/\bjabs?\b/, "the jab"],
  ],
  stethoscope: [
    [/\bdoctors?\b/, "the doctor"],
    [/\bpa?ediatrician/, "the pediatrician"],
    [/\bcheck-?ups?\b/, "the check-up"],
    [/\bnurse\b/, "the nurse"],
    [/\bclinic\b/, "the clinic"],
    [/\bhospital\b/, "the hospital"],
    [/\bgp\b/, "the doctor"],
  ],
  scissors: [
    [/\bhair ?-?cuts?\b/, "the haircut"],
    [/\bbarber/, "the barber"],
    [/\bhairdresser/, "the hairdresser"],
    [/\bhair salon/, "the hair salon"],
    [/\bcut(ting)? (his|her|their)? ?hair/, "the haircut"],
    [/\bsalon\b/, "the hair salon"],
  ],
  shampoo: [
    [/\bshampoo/, "the shampoo", false, true],
    [/\bhair ?wash(ing)?\b/, "the hair wash"],
    [/\bwash(ing)? (his|her|their|the)? ?hair/, "{C's} hair"],
    [/\b(his|her|their|the) hair (washed|rinsed)/, "{C's} hair"],
    [/\brins\w* (his|her|their)? ?hair/, "{C's} hair"],
  ],
  medicine: [[/\b(medicine|medication|meds|antibiotics|syrup|inhaler|eye ?drops)\b/, "the $1", false, true]],
  sunscreen: [[/\b(sunscreen|sun screen|sun ?cream|suncream|sunblock)\b/, "the $1", false, true]],
  nails: [
    [/\bnail ?clip\w*/, "the nail clippers", true, true],
    [/\b(?:finger ?|toe ?)?nails\b/, "{C's} nails", true, false],
  ],
  helmet: [[/\bhelmet/, "the helmet", false, true]],
  bed: [[/\bbed\b/, "the bed", false, true]],
  hairbrush: [
    [/\bhair ?brush/, "the hairbrush", false, true],
    [/\bcomb\b/, "the comb", false, true],
    [/\btangles\b/, "the tangles", true, true],
    [/\b(brush|comb)(ing)? (his|her|their)? ?hair/, "{C's} hair"],
  ],
  potty: [
    [/\b(potty|toilet)\b/, "the $1", false, true],
    [/\bloo\b/, "the toilet", false, true],
  ],
  flush: [
    [/\bautomatic toilets?\b/, "the automatic toilet", false, true],
    [/\btoilets?\b/, "the flushing toilet", false, true],
    [/\bflush\w*/, "the flush"],
  ],
  "hair dryer": [
    [/\bblow ?dryers?/, "the blow dryer", false, true],
    [/\bhair ?dryers?/, "the hair dryer", false, true],
  ],
  "hand dryer": [
    [/\bhand ?dryers?/, "the hand dryer", false, true],
    [/\bdryers?\b/, "the dryer", false, true],
  ],
  "vacuum cleaner": [
    [/\bvacuum cleaner/, "the vacuum cleaner", false, true],
    [/\bvacuum/, "the vacuum", false, true],
    [/\bhoover/, "the hoover", false, true],
  ],
  blender: [[/\b(blender|mixer)\b/, "the $1", false, true]],
  thunder: [
    [/\bthunder/, "the thunder"],
    [/\bstorms?\b/, "the storm"],
    [/\blightning\b/, "the lightning"],
  ],
  fireworks: [
    [/\bfireworks?/, "the fireworks", true],
    [/\bbangs?\b/, "the bangs", true],
    [/\bballoons?/, "the balloons", true],
  ],
  "smoke alarm": [
    [/\bsmoke detectors?\b/, "the smoke detector"],
    [/\bfire alarms?\b/, "the fire alarm"],
    [/\bsmoke alarms?\b/, "the smoke alarm"],
  ],
  sirens: [
    [/\bsirens?/, "the siren"],
    [/\bfire ?trucks?/, "the fire truck"],
    [/\balarms?/, "the alarm"],
  ],
  // A neighbour's dog lives behind its own fence: the story keeps where it is (it is never loose).
  dog: [
    [/\b(?:dogs?|pupp(?:y|ies)) next door\b/, "the dog next door"],
    [/\bneighbou?rs?'? (?:dogs?|pupp(?:y|ies))\b/, "the dog next door"],
    [/\bdogs?\b/, "the big dog"],
    [/\bpupp(y|ies)\b/, "the puppy"],
  ],
  bugs: [
    [/\bspiders?\b/, "the spiders", true],
    [/\bbees?\b/, "the bees", true],
    [/\bwasps?\b/, "the wasps", true],
    [/\bbugs?\b/, "the bugs", true],
    [/\binsects?\b/, "the insects", true],
    [/\bflies\b/, "the flies", true],
  ],
  dark: [
    [/\bdark/, "the dark"],
    [/\bnight ?light/, "the night-light"],
    [/\blights? (out|off)/, "lights out"],
  ],
  alone: [
    [/\bown (bed|room)\b/, "the dark in {C's} own $1"],
    [/\balone\b/, "the dark of sleeping alone"],
    [/\b(him|her|them)sel(f|ves)\b/, "the dark of sleeping by {themself}"],
    [/\bown\b/, "the dark of sleeping on {C's} own"],
  ],
  skin: [
    [/\b(skin|scabs|lips|fingers|cuticles|spots)\b/, "{C's} $1", true],
    [/\b(scab|lip|finger|cuticle)\b/, "{C's} $1s", true],
  ],
  "hair twirl": [[/\bhair\b/, "{C's} hair"]],
  thumb: [[/\bthumbs?\b/, "{C's} thumb"]],
  sleeves: [
    [/\b(sleeve|collar|shirt|cuff|hoodie|pencil|pen)s?\b/, "{C's} $1"],
    [/\bclothes\b/, "{C's} sleeve"],
  ],
  "nail biting": [[/\bnails\b/, "{C's} nails", true]],
  noises: [[/\b(wardrobe|closet|cupboard|attic|walls?|hallway|hall)\b/, "the noises in the $1", true]],
  water: [
    [/\bswimming pool\b/, "the swimming pool"],
    [/\bpool\b/, "the pool"],
    [/\bswimming lessons?\b/, "the swimming lesson"],
    [/\bswim\w*/, "the swimming"],
    [/\bsplash\w*/, "the splashing"],
  ],
  bath: [
    [/\bbath ?tub\b/, "the bathtub", false, true],
    [/\bshower\b/, "the shower", false, true],
    [/\btub\b/, "the tub", false, true],
    [/\bbath/, "the bath", false, true],
  ],
  tablet: [
    [/\bi-?pads?\b/, "the iPad", false, true],
    [/\btablets?\b/, "the tablet", false, true],
  ],
  phone: [[/\b(phone|iphone|mobile|smartphone|cell ?phone)s?\b/, "the $1", false, true]],
  "video game": [
    // The parent's own capitals ("the Xbox", "the Nintendo"); a controller grabbed in a turn is frameThing's.
    [/\bxbox\b/, "the Xbox", false, true],
    [/\bplaystation\b/, "the PlayStation", false, true],
    [/\bnintendo\b/, "the Nintendo", false, true],
    [/\b(?:nintendo )?switch\b/, "the Switch", false, true],
    [/\bcomputer\b/, "the computer", false, true],
    [/\b(minecraft|fortnite|roblox)\b/, "the $1 game", false, true],
    [/\bvideo ?games?\b/, "the video game", false, true],
    [/\bgaming\b/, "the gaming", false, true],
  ],
  tv: [
    [/\b(tv|telly|television)\b/, "the TV", false, true],
    [/\bcartoons?\b/, "the cartoons", true, true],
    [/\byoutube\b/, "the YouTube videos", true, true],
    [/\bshows?\b/, "the show", false, true],
    [/\bscreens?\b/, "the screen", false, true],
  ],
  vegetables: [
    [/\b(anything green|green (food|foods|stuff|things))\b/, "the green food", false, true],
    [/\b(broccoli|spinach|cauliflower|zucchini|salad)\b/, "the $1", false, true],
    [/\b(peas|carrots|beans|greens|courgettes)\b/, "the $1", true, true],
    [/\bcarrot\b/, "the carrot", false, true],
    [/\bvegetables?\b/, "the vegetables", true, true],
    [/\bveg\w*/, "the vegetables", true, true],
  ],
  "new food": [
    [/\bnew foods?\b/, "the new food", false, true],
    // The food the parent named is the story's food ("won't eat her porridge"), before the meal it is at.
    [/\b(porridge|oatmeal|soup|pasta|rice|fish|cereal|toast|stew|curry|yogurt|yoghurt|cheese|chicken|meat|mashed potato|potato)\b/, "the $1", false, true],
    [/\b(eggs|potatoes|sandwiches|lentils|mushrooms|tomatoes|noodles|sausages)\b/, "the $1", true, true],
    [/\b(egg|sandwich|sausage|tomato)\b/, "the $1", false, true],
    [/\b(dinner|lunch|breakfast)\b/, "the $1", false, true],
    [/\bmeals?\b/, "the meal", false, true],
    [/\bfood\b/, "the new food", false, true],
  ],
  sweets: [
    [/\bcand(y|ies)\b/, "the candy", false, true],
    [/\bchocolate\b/, "the chocolate", false, true],
    [/\bice ?cream\b/, "the ice cream", false, true],
    [/\bcookies\b/, "the cookies", true, true],
    [/\bcookie\b/, "the cookie", false, true],
    [/\blollipops?\b/, "the lollipop", false, true],
    [/\bsweets\b/, "the sweets", true, true],
    // (a brand the parent named, in their word: "a packet of haribo" is the Haribo; R15)
    [/\bharibo\b/, "the Haribo", true, true],
    [/\b(gummy bears|gummies|jelly babies)\b/, "the $1", true, true],
    [/\b(?:chewing )?gum\b/, "the gum", false, true],
    [/\b(treats?|biscuits?)\b/, "the $1", false, true],
  ],
  toy: [
    [/\blegos?\b/, "the Lego set", false, true],
    [/\bdolls?\b/, "the doll", false, true],
    [/\btoys\b/, "the toys", true, true],
    [/\btoy\b/, "the toy", false, true],
    [/\bstuffies\b/, "the stuffies", true, true],
  ],
  shoes: [
    [/\b(shoes|sneakers|trainers|boots|socks|wellies|wellingtons|gumboots|rainboots)\b/, "the $1", true, true],
    [/\b(shoe|sock|boot)\b/, "the $1s", true, true],
  ],
  coat: [
    [/\b(coat|jacket|hat)s?\b/, "the $1", false, true],
    [/\b(mittens|gloves)\b/, "the $1", true, true],
  ],
  clothes: [
    [/\b(clothes|uniform|outfit|underwear)\b/, "the $1", true, true],
    // (what the child is in, "lies on the floor in pajamas", is not the thing to put on; R11)
    [/(?<!\bin (?:his |her |their |my )?)\b(pajamas|pyjamas|pjs)\b/, "the $1", true, true],
    [/\bdressed\b/, "getting dressed"],
    [/\bdress(ing)?\b/, "the dressing"],
  ],
  "board game": [
    [/\bboard games?\b/, "the board game", false, true],
    [/\bcard games?\b/, "the card game", false, true],
    [/\b(uno|chess|monopoly)\b/, "the game of $1", false, true],
    [/\bsnakes and ladders\b/, "the game of snakes and ladders", false, true],
    [/\braces?\b/, "the race"],
    [/\bgames?\b/, "the game", false, true],
  ],
  slide: [
    [/\bbig slide\b/, "the big slide", false, true],
    [/\bslides?\b/, "the slide", false, true],
    [/\bclimbing frame\b/, "the climbing frame", false, true],
    [/\bmonkey bars\b/, "the monkey bars", true, true],
  ],
  worksheet: [
    [/\b(math|maths|spelling|reading|science|writing|english) worksheets?\b/, "the $1 worksheet", false, true],
    [/\bworksheets?\b/, "the worksheet", false, true],
    [/\b(math|maths|spelling|reading|science) homework\b/, "the $1 homework", false, true],
    [/\bhome ?work\b/, "the homework", false, true],
    [/\btimes tables\b/, "the times tables", true, true],
    [/\bspelling (words|test)\b/, "the spelling $1", false, true],
    [/\b(sums|fractions)\b/, "the $1", true, true],
    [/\bmaths?\b/, "the math", false, true],
    [/\bspelling\b/, "the spelling", false, true],
  ],
  reading: [
    [/\breading book\b/, "the reading book", false, true],
    [/\bphonics\b/, "the phonics book", false, true],
    [/\bsight words\b/, "the sight words", true, true],
    [/\bread(ing)?\b/, "the reading"],
  ],
  writing: [
    [/\bpencils?\b/, "the pencil", false, true],
    [/\bhandwriting\b/, "the handwriting"],
    [/\bletters\b/, "the letters", true, true],
    [/\bwrit(e|ing)\b/, "the writing"],
  ],
  bike: [
    [/\bbicycles?\b/, "the bicycle", false, true],
    [/\bscooters?\b/, "the scooter", false, true],
    [/\broller ?skates?\b/, "the roller skates", true, true],
    [/\bbikes?\b/, "the bike", false, true],
  ],
  laces: [
    [/\bshoe ?laces\b/, "the shoelaces", true, true],
    [/\blaces\b/, "the laces", true, true],
    [/\bshoes\b/, "the shoes", true, true],
  ],
  puzzle: [
    [/\bjigsaws?\b/, "the jigsaw", false, true],
    [/\bpuzzles?\b/, "the puzzle", false, true],
  ],
  piano: [
    [/\b(piano|violin|guitar|recorder)\b/, "the $1", false, true],
    [/\binstrument\b/, "the instrument", false, true],
    [/\bmusic practice\b/, "the music practice"],
  ],
  money: [
    [/\b(money|cash)\b/, "the $1", false, true],
    [/\b(coins|dollars|quarters)\b/, "the $1", true, true],
    [/\bcoin\b/, "the coin", false, true],
    [/\b(wallet|purse|piggy ?bank)\b/, "the money"],
  ],
};

/** The story's physical thing, when the parent's word is an activity or a body part. */
const TOOLS: Record<string, string> = {
  toothbrush: "the toothbrush",
  shampoo: "the shampoo",
  nails: "the nail clippers",
  hairbrush: "the hairbrush",
  clothes: "the clothes",
  worksheet: "the homework",
  reading: "the reading book",
  writing: "the pencil",
  piano: "the piano",
  "board game": "the board game",
};

function ownNoun(t: ThingEntry, body: string): { noun: string; plural: boolean; physical: boolean } | undefined {
  for (const [re, noun, plural, physical] of OWN_NOUNS[t.key] ?? []) {
    const m = body.match(re);
    if (!m) continue;
    const word = (m[1] ?? "").replace(/^maths$/, "math").replace(/^pyjamas$/, "pajamas");
    return { noun: noun.replace("$1", word), plural: !!plural, physical: !!physical };
  }
  return undefined;
}

export interface PersonEntry {
  key: string;
  match: RegExp;
  /** First mention, a template: "{C's} baby sister". */
  intro: string;
  /** Later mentions: "the baby", "{C's} brother", "Grandpa". */
  later: string;
  /** For summaries: "baby sister". */
  role: string;
  baby?: boolean;
  /** A grown-up-ish person (grandpa, teacher) or an animal. */
  kind: "child" | "baby" | "adult" | "animal" | "group";
}

const P = (e: PersonEntry) => e;

const PEOPLE: PersonEntry[] = [
  P({
    key: "new baby",
    match: /\b(new (baby|sibling|brother|sister)|baby on the way|(mom|mum|mommy|mummy)('s| is) pregnant|pregnan\w*|newborn)\b/,
    intro: "the new baby",
    later: "the baby",
    role: "new baby",
    baby: true,
    kind: "baby",
  }),
  P({
    key: "baby sister",
    match: /\b(baby|infant|little baby) sis(ter)?\b/,
    intro: "{C's} baby sister",
    later: "the baby",
    role: "baby sister",
    baby: true,
    kind: "baby",
  }),
  P({
    key: "baby brother",
    match: /\b(baby|infant|little baby) bro(ther)?\b/,
    intro: "{C's} baby brother",
    later: "the baby",
    role: "baby brother",
    baby: true,
    kind: "baby",
  }),
  P({
    key: "little sister",
    match: /\b(little|younger|lil|small|toddler) sis(ter)?\b/,
    intro: "{C's} little sister",
    later: "{C's} little sister",
    role: "little sister",
    kind: "child",
  }),
  P({
    key: "little brother",
    match: /\b(little|younger|lil|small|toddler) bro(ther)?\b/,
    intro: "{C's} little brother",
    later: "{C's} little brother",
    role: "little brother",
    kind: "child",
  }),
  P({ key: "big sister", match: /\b(big|older) sis(ter)?\b/, intro: "{C's} big sister", later: "{C's} big sister", role: "big sister", kind: "child" }),
  P({ key: "big brother", match: /\b(big|older) bro(ther)?\b/, intro: "{C's} big brother", later: "{C's} big brother", role: "big brother", kind: "child" }),
  P({ key: "twin", match: /\btwins?\b/, intro: "{C's} twin", later: "{C's} twin", role: "twin", kind: "child" }),
  P({ key: "sister", match: /\b(sister|sis|sisters)\b/, intro: "{C's} sister", later: "{C's} sister", role: "sister", kind: "child" }),
  P({ key: "brother", match: /\b(brother|bro|brothers)\b/, intro: "{C's} brother", later: "{C's} brother", role: "brother", kind: "child" }),
  P({ key: "siblings", match: /\bsiblings?\b/, intro: "{C's} little brother", later: "{C's} little brother", role: "little brother", kind: "child" }),
  P({ key: "baby", match: /\b(the baby|a baby|babies|baby)\b/, intro: "the baby", later: "the baby", role: "baby", baby: true, kind: "baby" }),
  P({ key: "cousin", match: /\bcousins?\b/, intro: "{C's} cousin", later: "{C's} cousin", role: "cousin", kind: "child" }),
  P({
    key: "classmate",
    match: /\b(classmates?|kids? (in|at) (his|her|their)? ?(class|school|daycare|preschool|nursery)|other (kids|children))\b/,
    intro: "a classmate",
    later: "the classmate",
    role: "classmate",
    kind: "child",
  }),
  P({
    key: "friend",
    match: /\b(friends?|best friend|bff|playmates?|pals?|buddy|buddies|playdates?)\b/,
    intro: "{C's} friend",
    later: "{C's} friend",
    role: "friend",
    kind: "child",
  }),
  P({
    key: "aunt and uncle",
    match: /\b(aunt|auntie) and uncle\b/,
    intro: "{C's} aunt and uncle",
    later: "{C's} aunt and uncle",
    role: "aunt and uncle",
    kind: "group",
  }),
  P({ key: "waiter", match: /\bwaiters?\b/, intro: "the waiter", later: "the waiter", role: "waiter", kind: "adult" }),
  P({ key: "waitress", match: /\bwaitress\b/, intro: "the waitress", later: "the waitress", role: "waitress", kind: "adult" }),
  P({ key: "cashier", match: /\bcashiers?\b/, intro: "the cashier", later: "the cashier", role: "cashier", kind: "adult" }),
  P({
    key: "relatives",
    match: /\b(relatives|family members|extended family|aunts? and uncles?|aunties)\b/,
    intro: "the relatives",
    later: "the relatives",
    role: "relatives",
    kind: "group",
  }),
  P({ key: "neighbors", match: /\b(neighbou?rs)\b/, intro: "the neighbors", later: "the neighbors", role: "neighbors", kind: "group" }),
  P({
    key: "visitors",
    match: /\b(visitors|guests|company comes|people come over)\b/,
    intro: "the visitors",
    later: "the visitors",
    role: "visitors",
    kind: "group",
  }),
  P({ key: "aunt", match: /\b(aunt|auntie|aunty)\b/, intro: "{C's} aunt", later: "{C's} aunt", role: "aunt", kind: "adult" }),
  P({ key: "uncle", match: /\b(uncle)\b/, intro: "{C's} uncle", later: "{C's} uncle", role: "uncle", kind: "adult" }),
  P({
    key: "grandpa",
    match:
      /\b(grandpa|grandad|granddad|grandfather|gramps|grampa|abuelo|opa|papi|vovo)\b|(?<=\b(?:my|his|her|their|our|with|to|at|from|and|ignores?|ignoring|visits?|visiting) )pops\b|\bpops(?= (?:says?|said|asks?|asked|tells?|told|is|was|picks?|picked|comes?|came|and|when)\b)/,
    intro: "Grandpa",
    later: "Grandpa",
    role: "grandpa",
    kind: "adult",
  }),
  P({
    key: "grandma",
    match: /\b(grandma|granny|nana|nanna|nan|grandmother|gran|abuela|oma|mamie|avo)\b/,
    intro: "Grandma",
    later: "Grandma",
    role: "grandma",
    kind: "adult",
  }),
  P({ key: "teacher", match: /\b(teachers?|miss \w+|mrs \w+|mr \w+)\b/, intro: "{C's} teacher", later: "{C's} teacher", role: "teacher", kind: "adult" }),
  P({ key: "dog", match: /\b(the|our|my) (dog|puppy|pup)\b/, intro: "the family dog", later: "the dog", role: "dog", kind: "animal" }),
  P({ key: "cat", match: /\b(the|our|my) (cat|kitty|kitten)\b/, intro: "the family cat", later: "the cat", role: "cat", kind: "animal" }),
];

export interface Trigger {
  key: string;
  /** The plan's trigger: "tired", "told no". */
  label: string;
  /** The state the child is in, after "felt": "tired", "hungry", "cross". */
  state: string;
  /** One sentence that sets it up, per age group (templates). */
  setup: [string, string];
}

const TRIGGERS: Array<Trigger & { match: RegExp }> = [
  {
    key: "tired",
    match: /\b(tired|sleepy|exhausted|overtired|no nap|skips? (his|her|their)? ?nap|end of the day|after (school|daycare|nursery))\b/,
    label: "tired",
    state: "tired",
    setup: ["It had been a long, busy day. {C's} eyes felt heavy.", "It had been a long day, and {C} {was} running out of energy fast."],
  },
  {
    key: "hungry",
    match: /\b(hungry|hangry|before (dinner|lunch|meals?))\b/,
    label: "hungry",
    state: "hungry",
    setup: ["Lunch was not ready yet. {C's} tummy rumbled.", "Dinner was still a while away, and {C's} tummy was grumbling loudly."],
  },
  {
    key: "told no",
    match: /\b(told no|say no|says no|said no|hears? no|get (his|her|their) (own )?way|doesn'?t get (his|her|their) way|can'?t have|not allowed)\b/,
    label: "told no",
    state: "cross",
    setup: ["{G} said no to a cookie. No cookie now.", "{G} had just said no to a second cookie, and {C} did not like that answer one bit."],
  },
  {
    key: "leaving",
    match: /\b(time to (leave|go|go home)|leav(e|ing) the (park|playground|pool|party)|when we leave|have to leave)\b/,
    label: "time to leave",
    state: "cross",
    setup: ["Soon it was time to go home.", "It was nearly time to go home, and nobody had asked {Cobj} if {they} {was} ready."],
  },
  {
    key: "turn",
    match: /\b(takes? (his|her|their|my) toys?|grabs? (his|her|their) toys?|(his|her|their) turn|share|sharing|touches (his|her|their) (things|toys|stuff))\b/,
    label: "a toy taken",
    state: "cross",
    // A build-up, not the grab itself: the problem scene tells the grab (was "Then a toy got grabbed. Hey!", then the grab again).
    setup: ["Toys kept getting grabbed today. Grab, grab!", "All day, other hands had been grabbing {C's} toys, and {C} {was} tired of it."],
  },
  {
    key: "jealous",
    match: /\b(jealous\w*|attention|holding the baby|feeds? the baby)\b/,
    label: "wanting attention",
    state: "jealous",
    setup: ["{G} was busy with the baby. Again.", "{G} was busy with the baby again, and {C} felt a bit invisible."],
  },
  {
    key: "bath",
    match: /\b(bath ?time|time for (a |the |his |her |their )?bath|say (it'?s|its) bath)\b/,
    label: "bath time",
    state: "wiggly",
    setup: ["It was bath time.", "It was bath time, the part of the evening {C} liked least."],
  },
  {
    key: "bedtime",
    match: /\b(bed ?time|time for bed|lights out)\b/,
    label: "bedtime",
    state: "wiggly",
    setup: ["It was bedtime.", "It was bedtime, and {C} {was} not sleepy at all."],
  },
  {
    key: "morning rush",
    match: /\b(mornings?|before school|late for school|in a hurry|rush\w*)\b/,
    label: "the morning rush",
    state: "grumpy",
    setup: ["It was a busy morning.", "It was one of those busy mornings where everybody was in a hurry."],
  },
];

const FEELING_WORDS: Array<{ match: RegExp; feeling: [string, string]; family: string }> = [
  { match: /\b(scared|afraid|fear\w*|frightened|terrified|petrified|panic\w*|freaks? out)\b/, feeling: ["scared", "scared"], family: "fear" },
  { match: /\b(nervous|anxious|anxiety|worr\w*|stressed)\b/, feeling: ["worried", "nervous"], family: "fear" },
  { match: /\bjealous\w*\b/, feeling: ["jealous", "jealous"], family: "jealous" },
  // Laughing, giggling, "thinks it's funny": a giggly child, never a sad one (the parent's "when I'm cross" is the parent's).
  {
    match:
      /\b(laugh\w*|giggl\w*|thinks? (it'?s|its|that'?s|it is) (funny|hilarious|a game|so funny)|finds? it funny|excited|excitable|silly|cheeky|smirk\w*)\b/,
    feeling: ["giggly and wiggly", "excited"],
    family: "giggly",
  },
  { match: /\b(angry|mad|rage|furious|cross|temper)\b/, feeling: ["cross", "angry"], family: "angry" },
  { match: /\b(frustrat\w*|annoyed|irritated)\b/, feeling: ["cross", "frustrated"], family: "angry" },
  // "Gets grumpy and won't eat her porridge": the parent's own word for the feeling.
  { match: /\b(grumpy|cranky|grouchy)\b/, feeling: ["grumpy", "grumpy"], family: "angry" },
  { match: /\b(sad|upset|cries|crying|cry|sobs?|tears)\b/, feeling: ["sad", "upset"], family: "sad" },
  { match: /\b(shy|embarrass\w*)\b/, feeling: ["shy", "shy"], family: "shy" },
  { match: /\bbored\b/, feeling: ["bored", "bored"], family: "bored" },
];

/** The feeling each frame brings, and which of the parent's feeling words fit it. */
const FRAME_FEELINGS: Record<FrameId, { feeling: [string, string]; fits: string[] }> = {
  fear: { feeling: ["scared", "nervous"], fits: ["fear"] },
  worry: { feeling: ["scared", "worried"], fits: ["fear"] },
  "must-do": { feeling: ["cross", "grumpy"], fits: ["angry", "sad", "fear", "giggly"] },
  hurting: { feeling: ["cross", "frustrated"], fits: ["angry", "jealous"] },
  "wanting-now": { feeling: ["cross", "impatient"], fits: ["angry", "sad"] },
  "big-change": { feeling: ["wobbly", "unsure"], fits: ["fear", "sad", "jealous", "angry"] },
  goodbye: { feeling: ["sad", "worried"], fits: ["sad", "fear"] },
  "new-food": { feeling: ["unsure", "unsure"], fits: ["fear", "angry"] },
  "running-off": { feeling: ["wiggly", "restless"], fits: ["giggly"] },
  "getting-dressed": { feeling: ["grumpy", "annoyed"], fits: ["angry", "bored", "giggly"] },
  losing: { feeling: ["cross", "disappointed"], fits: ["angry", "sad"] },
  bossy: { feeling: ["cross", "frustrated"], fits: ["angry", "giggly"] },
  "must-stop": { feeling: ["cross", "disappointed"], fits: ["angry", "sad"] },
  "hard-task": { feeling: ["cross", "frustrated"], fits: ["angry"] },
  taking: { feeling: ["wobbly", "worried"], fits: ["giggly"] },
  "nervous-habit": { feeling: ["worried", "nervous"], fits: ["fear"] },
  leaving: { feeling: ["cross", "upset"], fits: ["angry", "sad"] },
  "spoiled-play": { feeling: ["cross", "upset"], fits: ["angry", "sad", "jealous"] },
  "rude-words": { feeling: ["cross", "cross"], fits: ["angry", "giggly"] },
  "not-allowed": { feeling: ["wiggly", "restless"], fits: ["bored", "giggly"] },
  "big-feelings": { feeling: ["cross", "frustrated"], fits: ["angry", "sad", "jealous"] },
  shy: { feeling: ["shy", "shy"], fits: ["shy", "fear"] },
  waking: { feeling: ["wiggly", "restless"], fits: ["fear", "giggly"] },
  // A child laughing at the danger is excited, not scared (a parent's "scared" is the fear story: danger.ts).
  safety: { feeling: ["giggly", "excited"], fits: ["giggly"] },
};

export interface Situation {
  /** The language the parent wrote in. */
  language: Language;
  frame: FrameId;
  /** The frame in words, for the plan ("a must-do step"). */
  frameLabel: string;
  place: Place;
  time: TimeOfDay;
  /** With its article: "the seatbelt". */
  object?: string;
  thing?: Thing;
  /** The person's first mention (template, may use {C's}) and later mentions. */
  person?: string;
  personIntro?: string;
  personRole?: string;
  personKind?: PersonEntry["kind"];
  /** The person's name, when the parent gave one ("his little brother Sam"). */
  personName?: string;
  trigger?: Trigger;
  /** [ages 2-5, ages 6-10] */
  feeling: [string, string];
  /** A child-friendly one-line summary with the child's name. */
  summary: string;
  /** The summary as a template ({C}) for the episode. */
  summaryTemplate: string;
  /**
   * How the situation was read: whether the frame came from the parent's words (a cue for it, not
   * a fallback), and whether the object, the person and the place are words the parent used (not
   * a frame's default). The screen refuses a description with none of them.
   */
  matched: { frame: boolean; object: boolean; person: boolean; place: boolean };
  /** A nervous habit's moment (before school, bedtime…). */
  when?: HabitMoment;
  /** The other specifics the parent named besides the main word: where, when, on the way to where (settingsIn). */
  settings?: Setting[];
  /** What the child does, in the parent's words (action.ts); a readable action is never refused. */
  action?: Action;
  /**
   * A thing grabbed off another child in their turn, nobody hit (grabsInTurn): the turn-grabbed story
   * told without a hurt the parent never named.
   */
  grabbedOnly?: boolean;
  /** The second part of a two-part message (alsoIn): what else the child did, what came of it, and how the child was after. */
  also?: AlsoTold;
}

/**
 * The second thing a parent tells besides what the child does (issue 22, H36; the frames' slots
 * {alsoLine} {afterLine} {alsoDid} {alsoHurt} {afterDid} {afterWhen} are filled from it in index.ts).
 * "…and yesterday pushed him off the sofa and baby bumped his head. also wont say sorry after, just laughs":
 * didPast "pushed {person} off the sofa", hurtPast "bumped {personTheir} head", afterPast "laughed", noSorry.
 * "…then crys and sulks when someone else gets picked": afterPast "cried and sulked", afterWhen "when someone else got picked".
 */
export interface AlsoTold {
  /** What else the child did, in the past, the child its subject, the person as {person}: "pushed {person} off the sofa". */
  didPast?: string;
  /** What came of it for the person, in the past, the person its subject: "bumped {personTheir} head". */
  hurtPast?: string;
  /** How the child was afterwards, in the past: "laughed", "cried and sulked". */
  afterPast?: string;
  /** What that was about, in the past: "when someone else got picked". */
  afterWhen?: string;
  /** The parent said the child won't say sorry. */
  noSorry?: boolean;
}

/** The word a key phrase is known by: "baby sister" → "sister", "dentist's office" → "dentist". */
export function keywordCore(keyword: string): string {
  const head = keyword
    .toLowerCase()
    .replace(/\{[^}]*\}/g, " ")
    .replace(/[“”"]/g, " ")
    .split(/[\s']/)
    .filter((w) => w.length >= 3 && !/^(the|you|and|not|but|for|are|was|with)$/.test(w));
  // A short word ("the TV") is its own core, in lower case, as the parent's words are compared.
  return (
    (head.length > 1 ? (["office", "room", "time", "lesson", "lessons"].includes(head[head.length - 1]) ? head[0] : head[head.length - 1]) : head[0]) ??
    keyword.toLowerCase().replace(/^(the|a|an|his|her|their) /, "")
  );
}

/**
 * Whether a key word of the situation is the parent's own: its core word is in their (normalized)
 * text, or it is the parent themself ("hits me"). The screen and the story checks both ask this.
 */
/** Words a story says for the parent's own (the check reads them as the parent's). */
const SAID_AS: Record<string, RegExp> = { fib: LIE_WORDS };

export function parentSaid(keyword: string, normalizedText: string, grownUpName?: string): boolean {
  const text = ` ${normalizedText.toLowerCase()} `;
  const parent = keyword === "{G}" || (!!grownUpName && keywordCore(keyword) === keywordCore(grownUpName));
  if (parent) return /\b(me|my|i)\b/.test(text);
  if (text.includes(keywordCore(keyword))) return true;
  // The story's child-sized word for the parent's own: "the fib" is the parent's lie, lies, lying, untruth.
  if (SAID_AS[keywordCore(keyword)]?.test(text)) return true;
  // A place kind the parent's words name ("daycare" → classroom, "the supermarket" → shop).
  const place = keyword.toLowerCase().replace(/^(the|a|an) /, "");
  return PLACE_WORDS.some(([re, p]) => p === place && re.test(text));
}

/**
 * What a child does, in parents' everyday words: a description with one of these (or an object, a
 * person, a place, a time or a feeling from the tables above) has something to go on.
 */
const BEHAVIOR_WORDS =
  /\b(scream\w*|yell\w*|shout\w*|shriek\w*|cr(y|ies|ied|ying)|whin\w*|kick\w*|hit|hits|hitting|bit(e|es|ing)|throw\w*|threw|spit\w*|jump\w*|climb\w*|run(s|ning)?|ran|hid(e|es|ing)|refus\w*|won't|lie[sd]?|lying|steal\w*|stole|sneak\w*|interrupt\w*|talks? back|back ?talk\w*|rolls? (his|her|their) eyes|swear\w*|curs(e|es|ing)|burp\w*|fart\w*|slam\w*|rip(s|ped|ping)?|tears? up|paint\w*|pick(s|ing)?|pull(s|ing)?|wak(e|es|ing)|tantrums?|melt\w* ?down|meltdowns?|sulk\w*|ignor\w*|argu\w*|boss\w*|grab\w*|snatch\w*|push\w*|pinch\w*|scratch\w*|teas\w*|names|rude|laugh\w*|wip(e|es|ing)|flush\w*|eat(s|ing)?|sleep\w*|play(s|ing)?|shar(e|es|ing)|wet(s|ting)?|suck\w*|chew\w*|slap\w*|destroy\w*|break(s|ing)?|broke|mess\w*|clingy|cling\w*|hate|stubborn|defian\w*|listen\w*|tidy|chores?|wear\w*|dress\w*|potty|toilet|nap\w*|share)\b/;

/** Whether the parent's words say what the child does or feels (not only where or when). */
export function saysWhatHappens(normalizedText: string): boolean {
  const s = normalizedText.toLowerCase();
  const action = readAction(s);
  return (!!action && !WEAK_VERBS.test(action.verbs[0])) || BEHAVIOR_WORDS.test(s) || FEELING_WORDS.some((f) => f.match.test(s)) || !!readDanger(s);
}

/** Whether the parent's words were understood well enough to write their story (see parentSaid). */
export function isReadable(situation: Pick<Situation, "object" | "person" | "place"> & { action?: Action }, normalizedText: string): boolean {
  if (situation.action && actionToGoOn(situation.action, normalizedText)) return true;
  return [situation.object, situation.person, situation.place].some((k) => !!k && parentSaid(k, normalizedText));
}

/** A read action counts when its verb is one we know and it isn't only "is difficult" (nothing a story can show). */
function actionToGoOn(action: Action, normalizedText: string): boolean {
  if (WEAK_VERBS.test(action.verbs[0])) return hasSomethingToGoOn(normalizedText) && BEHAVIOR_WORDS.test(normalizedText.toLowerCase());
  return true;
}

/** Verbs that say nothing a story can show on their own ("is difficult", "help me please", "needs to know"). */
const WEAK_VERBS = /^(be|help|want|need|know|do|have|like|love|please|try|seem)$/;

/**
 * Whether the parent's words give us anything to go on: a behavior, object, person, place, time or
 * feeling word we know. Text with none ("help", "asdf qwer") needs examples; text with some is
 * readable, and a description that is readable but not yet `isReadable` is one the reader must
 * learn to build a story from (the measurement, eval.ts, counts them).
 */
export function hasSomethingToGoOn(normalizedText: string): boolean {
  const s = normalizedText.toLowerCase();
  const action = readAction(s);
  return (
    (!!action && !WEAK_VERBS.test(action.verbs[0])) ||
    BEHAVIOR_WORDS.test(s) ||
    THINGS.some((t) => t.match.test(s)) ||
    PEOPLE.some((p) => p.match.test(s)) ||
    PLACE_WORDS.some(([re]) => re.test(s)) ||
    FEELING_WORDS.some((f) => f.match.test(s)) ||
    TRIGGERS.some((t) => t.match.test(s))
  );
}

/**
 * The child's pronoun in the parent's own words, for when none was picked: "my son", "my daughter",
 * else the first "he"/"she" that is the child (not after the child's own "her …": "rolls her eyes when he
 * teases" is a she), else "his …" or "her …" before a noun ("rolls her eyes"; not "picks her up", which
 * may be the cat). Undefined when the text doesn't say.
 */
export function pronounsInText(text: string): "he" | "she" | undefined {
  const s = normalize(text).text.replace(/"[^"]*"/g, " ");
  const kin = s.match(
    /\bmy (?:\d+ ?(?:yr|year)s?[- ]old |little |big |eldest |oldest |youngest )?(son|boy|grandson|stepson|nephew|daughter|girl|granddaughter|grandaughter|stepdaughter|niece)\b/,
  );
  if (kin) return /son|boy|nephew/.test(kin[1]) ? "he" : "she";
  // The first "he" or "she" unless the child's own "his"/"her" came before it (action.ts, one rule for both).
  return childPronoun(s.replace(/\b(she|he)s (?=[a-z])/g, "$1 is ")) ?? childsOwn(s);
}

const TEXTING: Array<[RegExp, string]> = [
  [/\bdont\b/g, "don't"],
  // A toddler with no clothes on ("runs around nude after his bath", "in the nuddy", "with no clothes on"): naked, the one word the tables read.
  [
    /\b(in the (nude|nuddy|buff)|nude|nudie|nakey|nekkid|starkers|in (his|her|their) birthday suit|with (no|none of (his|her|their)) clothes on|without (any |(his|her|their) )?clothes( on)?)\b/g,
    "naked",
  ],
  [/\bdoesnt\b/g, "doesn't"],
  [/\bwont\b/g, "won't"],
  // "when its pickup", "its time to go": it's (not the possessive "its tail").
  [/\b(when|whenever|if|because|once|now) its\b/g, "$1 it's"],
  [/\bits (time|bedtime|pickup|pick-up|pick up|drop-off|drop off|dinner|lunch|breakfast|bath|nap|morning|night)\b/g, "it's $1"],
  [/\bcant\b/g, "can't"],
  [/\bisnt\b/g, "isn't"],
  [/\bim\b/g, "i'm"],
  [/\bive\b/g, "i've"],
  [/\bu\b/g, "you"],
  [/\bur\b/g, "your"],
  [/\b(cuz|coz|cos|bc|b\/c)\b/g, "because"],
  [/\b(pls|plz|plse)\b/g, "please"],
  [/\b(lol|lmao|rofl|omg|smh|ugh+|haha\w*|idk|tbh|fyi|ffs|xd)\b/g, " "],
  // A teacher saying who they are ("hi im a year 2 teacher, a few of my boys…"; R14) is the story's grown-up, not a
  // teacher in the story beside them ("His teacher was there too" next to Miss Kelly).
  [
    /\b(?:(?:hi|hello|hey)\b[,!.]?\s*)?i'?m (?:a |the )?(?:year \d+ |reception |preschool |pre-?k |kindergarten |kindy |nursery |daycare |(?:\w+ )?grade |primary |class )?(?:school )?teacher\b(?: and\b)?,?/g,
    " in class, ",
  ],
  // Where the story will be read is not where the trouble is ("…at lunch… would love a story for circle time"; R14).
  [
    /,?\s*(?:(?:i )?would love|i'?d love|i would like|i'?d like|looking for|(?:i )?need|(?:i )?want)\s+(?:a |some )?(?:story|stories|book)\s+(?:for|to read (?:at|in|during)|at|during|in)\s+(?:(?:our|my|the) )?(?:circle time|story ?time|carpet time|class|assembly|morning meeting|group time|bedtime|pshe|the classroom)\b/g,
    " ",
  ],
  [/\b(gonna)\b/g, "going to"],
  [/\b(wanna)\b/g, "want to"],
  [/\b(gotta)\b/g, "got to"],
  [/\bw\/\b/g, "with "],
  [/\bn\b/g, "and"],
  [/\br\b/g, "are"],
  [/\b(kiddo|lo|dd|ds|my little one)\b/g, "kid"],
  [/\bsis\b/g, "sister"],
  [/\bbro\b/g, "brother"],
  [/\btho\b/g, "though"],
  [/\bdr\b/g, "doctor"],
  [/\bveggies\b/g, "vegetables"],
  // Phone typing: the misspellings parents make most, spelled out before anything is read ("she trows
  // her cup evrytime", "refuzes to brush his teath at nite"), so no misspelling reaches the story.
  [/\bmy sun\b/g, "my son"],
  [/\bwen\b/g, "when"],
  [/\b(?:evry|every) ?time\b|\bevrytime\b/g, "every time"],
  [/\bevry\b/g, "every"],
  [/\bevrywhere\b/g, "everywhere"],
  [/\btrows\b/g, "throws"],
  [/\btrow\b/g, "throw"],
  [/\b(?:brekfast|breakfest|brekky)\b/g, "breakfast"],
  [/\bspils\b/g, "spills"],
  [/\b(?:teath|teef)\b/g, "teeth"],
  [/\bnite\b/g, "night"],
  [/\bbedtim\b/g, "bedtime"],
  [/\blaff(s|ing|ed)?\b/g, "laugh$1"],
  [/\brefuz(es|ing|ed|e)\b/g, "refus$1"],
  [/\bscreem(s|ing|ed)?\b/g, "scream$1"],
  [/\b(?:becuase|becasue|becuz|beacuse)\b/g, "because"],
  [/\b(?:daugher|dauther|daugter)\b/g, "daughter"],
  [/\bgrandaughter\b/g, "granddaughter"],
  [/\bpeices\b/g, "pieces"],
  [/\bsholder\b/g, "shoulder"],
  [/\bfrend(s)?\b/g, "friend$1"],
  [/\b(?:sisiter|sistr)\b/g, "sister"],
  [/\b(?:bruther|brotehr)\b/g, "brother"],
  [/\bscard\b/g, "scared"],
  [/\bwhn\b/g, "when"],
  [/\bbcuz\b/g, "because"],
  // A teacher's "our class has a boy who grabs…", "there's a girl in my class who…": the child is the one who does it.
  [/\b(our|my) class has (?:a|one) boy(?: called [a-z]+| named [a-z]+)? who\b/g, "in $1 class, he"],
  [/\b(?:there'?s|there is) (?:a|one) boy in (our|my) class(?: called [a-z]+| named [a-z]+)? who\b/g, "in $1 class, he"],
  [/\b(our|my) class has (?:a|one) girl(?: called [a-z]+| named [a-z]+)? who\b/g, "in $1 class, she"],
  [/\b(?:there'?s|there is) (?:a|one) girl in (our|my) class(?: called [a-z]+| named [a-z]+)? who\b/g, "in $1 class, she"],
  // "I'm a reception teacher and one of my pupils…": who is writing, then what happens.
  [/\b((?:i'?m|i am) (?:a|an|the|his|her|their) (?:[a-z0-9]+ ){0,3}teacher),? and /g, "$1. "],
  // A teacher's "I see her hiding…": what the child does ("she is hiding…").
  [/\bi (?:see|notice|watch|have noticed|'ve noticed|keep seeing|often see) him (?=[a-z]+ing\b)/g, "he is "],
  [/\bi (?:see|notice|watch|have noticed|'ve noticed|keep seeing|often see) her (?=[a-z]+ing\b)/g, "she is "],
];

/** The text in lower case with texting and phone-typing spelling undone (the doings are read from it). */
export function spelledOut(text: string): string {
  let s = text.replace(/[’‘`´]/g, "'").toLowerCase();
  for (const [re, to] of TEXTING) s = s.replace(re, to);
  return s;
}

/** The text, in English, lower case, texting spelling undone, emoji and repeated punctuation gone. */
/** Words after which a "he"/"she" carries on the same sentence ("when he", "says she", "so tired that he"). */
const JOINS =
  /^(and|but|or|so|when|whenever|if|because|cause|cuz|coz|bc|that|until|till|while|since|then|as|where|unless|although|though|before|after|how|what|why|who|once|even|than|like|whether|say|says|said|saying|think|thinks|thought|tell|tells|told|know|knows|knew|feel|feels|felt|pretend\w*|claim\w*|insist\w*|decide\w*|wish\w*|hope\w*|sure|swear\w*|promise\w*|guess|mean|means|realize\w*|notice\w*|yell\w*|scream\w*|shout\w*|cries|cry|crying)$/;

/**
 * A run-on written without a full stop ("won't get out of the car when we get to my house he just
 * sits there and cries"): a new "he"/"she" after an ordinary word starts a new sentence.
 */
function runOnSplit(s: string): string {
  return s.replace(
    /([a-z0-9']+) (he|she)(?='s\b| (?!is\b|was\b|does\b|did\b|has\b|had\b|will\b|would\b|can\b|could\b)[a-z]+)/g,
    // (nor after "every time", "each time", "any time": "does it every time she touches his trucks" is one clause; R9)
    (m, before: string, who: string, at: number, all: string) =>
      JOINS.test(before) || (before === "time" && /\b(?:every|each|any|next|first|last)\s*$/.test(all.slice(0, at))) ? m : `${before}. ${who}`,
  );
}

/**
 * The parent's own feeling about the moment, said in hyperbole ("its a nightmare", "bedtime is a
 * battle", "it's killing me"): never the child's situation, so it is taken out before anything is read
 * (a nightmare the child has — "wakes up from a nightmare" — is kept: only "is/it's … a nightmare").
 */
const HYPERBOLE = [
  /\b(?:(?:so|and|but|honestly|basically|literally|just) )*(?:it'?s|its|it is|it was|it has been|it's been|this is|that is|that's|is|was|are|were|becomes?|turns? into|every (?:day|night|morning|time) is)(?: (?:such|a|an|total|absolute|complete|living|real|daily|nightly|constant|huge|massive|full-?on|whole|literal|actual|of a))* (?:nightmare|battle|war ?zone|war|circus|zoo|hell|torture|drama|disaster|ordeal|struggle|fight|chaos|hellscape|shit ?show)s?\b(?= ?(?:[.,;:!?)]|$|\band\b|\bbut\b|\bso\b|\bevery\b|\bwhen\b|\bfor\b|\bwith\b|\bto\b|\bfrom\b|\blol\b|\bhelp\b|\bbecause\b|\bbc\b|\bcause\b|\bsince\b|\bat\b|\bin\b|\bon\b|\bhe\b|\bshe\b|\bthey\b))/g,
  /\b(?:honestly |and |but |so )*(?:it'?s |its |this is |he'?s |she'?s |they'?re |which is |and it'?s )?(?:literally )?(?:killing me|driving me (?:crazy|nuts|mad|insane|bananas|up the wall)|drives me (?:crazy|nuts|mad|insane|bananas|up the wall))\b/g,
  /\b(?:and )?i'?m (?:losing my mind|at my wits'? end|at the end of my rope|going crazy|so done|done|pulling my hair out)\b/g,
  /\bhell on earth\b|\bpure hell\b|\bsheer torture\b|\bsuch drama\b|\bthe drama\b(?= ?[.,!]|$)/g,
  // "screams bloody murder", "yells like we're killing him": how loud, not harm (the scream is kept).
  /(?<=\b(?:scream|screem|yell|shriek|howl|cr(?:y|ie))\w* )(?:bloody murder|blue murder)\b|\blike (?:i'?m|we'?re|someone'?s|somebody'?s|someone is|somebody is) (?:killing|murdering) (?:him|her|them)\b/g,
];

/** The text with the parent's hyperbole taken out (any case): what the screen and the reader judge. */
export function withoutHyperbole(text: string): string {
  let s = text.replace(/[’‘`´]/g, "'");
  for (const re of HYPERBOLE) s = s.replace(new RegExp(re.source, "gi"), " ");
  return s
    .replace(/\s+/g, " ")
    .replace(/\s+([.,;:!?])/g, "$1")
    .trim();
}

export function normalize(text: string): { text: string; language: Language } {
  const language = detectLanguage(text);
  let s = toEnglish(text, language);
  s = s.replace(/[’‘`´]/g, "'").replace(/[\u{1F000}-\u{1FFFF}\u{2600}-\u{27BF}]/gu, " ");
  s = s.toLowerCase();
  for (const [re, to] of TEXTING) s = s.replace(re, to);
  for (const re of HYPERBOLE) s = s.replace(re, " ");
  s = s
    .replace(/([!?.])\1+/g, "$1")
    .replace(/\s+/g, " ")
    .replace(/\s+([.,;:!?])/g, "$1")
    .replace(/(^|[.!?]\s*)[,;]\s*/g, "$1")
    .replace(/,\s*([.!?])/g, "$1")
    .trim();
  s = runOnSplit(s)
    .replace(/\b(his|her|my|their|our|a) friends (house|home|place|party)\b/g, "$1 friend's $2")
    // The parent's mom's is the child's grandma's ("2 hrs to my moms" was cut to "on the way to my"; R12); "grandmas house" is Grandma's.
    .replace(/\b(?:my|our) (?:mom|mum|mother)'?s(?: (house|place|home))?\b/g, (_m, w: string | undefined) => `grandma's ${w ?? "house"}`)
    .replace(/\b(?:my|our) (?:dad|father)'?s(?: (house|place|home))?\b/g, (_m, w: string | undefined) => `grandpa's ${w ?? "house"}`)
    .replace(/\b(grandma|grandpa|nana|granny|nan|gran|grandad|granddad|papa|nanna)s (house|place|home|flat|apartment)\b/g, "$1's $2");
  return { text: s, language };
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A name the parent gave the person ("his sister Rosa", "Rosa, his little sister"). */
function personName(original: string, role: RegExp, childName: string): string | undefined {
  const after = new RegExp(`(?:${role.source.replace(/^\\b|\\b$/g, "")})\\s*,?\\s+([A-Z][a-z]{1,14})\\b`);
  const m = original.match(after);
  // (typed in lower case before what is theirs: "her little brother leos diary" is Leo's diary; R11)
  const owned = original.match(
    /\b(?:brother|sister|cousin|friend)\s+([a-z]{2,12}?)'?s\s+(?:diary|journal|notebook|room|bed|toys?|stuff|things|bag|backpack|phone|tablet|drawer|books?|lego|legos|trucks?|cars?|dolls?|games?|drawings?)\b/,
  )?.[1];
  // ("this one boy marcus when they both want…", "a girl called sofia": a lower-case name after boy or girl)
  const boyGirl = original
    .toLowerCase()
    .match(
      /\b(?:boy|girl|kid|(?:little |big |baby |older |younger |(?:his|her|their|my) )(?:brother|sister)|cousin)\s+(?:called\s+|named\s+)?([a-z]{3,12})(?=\s+(?:when|who|and|at|in|on|because|but|always|keeps|never|is|was|gets|hits|takes|grabs)\b|[,.!?]|$)/,
    )?.[1];
  const name =
    m?.[m.length - 1] ??
    (boyGirl &&
    !/^(?:and|who|when|the|next|door|in|at|from|with|keeps|always|never|there|here|again|too|who|gets|hits|takes|grabs|bites|kicks|pushes|cries|screams|likes|wants|has|had|was|did|does|too|also|all|one|two|three|sometimes|often|just|now|then|every|even|really|still|because|but|again|always|after|before|during|while|for|to|up|out|off|over|down|away|back|about|around)$/.test(
      boyGirl,
    )
      ? boyGirl.charAt(0).toUpperCase() + boyGirl.slice(1)
      : undefined) ??
    original.match(/\b(?:baby|brother|sister|sis|bro|cousin|friend)\s*,?\s+([A-Z][a-z]{1,14})\b/)?.[1] ??
    (owned && !/^(?:and|is|was|has|had|keeps|gets|ha|i|a|the|little|big|old|new|own|toy|play)$/.test(owned)
      ? owned.charAt(0).toUpperCase() + owned.slice(1)
      : undefined);
  if (!name) return undefined;
  const common = /^(When|And|But|Who|He|She|They|Is|Was|Gets|Because|So|Then|At|In|On|The|A|If|Every|Always|After|Before|I|We|Our|My)$/;
  if (common.test(name) || fold(name) === fold(childName)) return undefined;
  return name;
}

/**
 * Someone else spoils the child's play: a sibling, a baby, a friend, a cousin (the doer, before the
 * verb) knocks over, breaks, wrecks, messes up, takes over or plays with what the child made or plays
 * with ("her baby brother knocks over her block towers", "his sister breaks his lego", "when her
 * tower gets knocked over by her brother"). The doer is never the child: "takes his sister's toys" is
 * taking, "hits his brother when he knocks over his tower" is hurting (both are read first).
 */
const PLAY_DOER =
  "(?:baby|infant|newborn|brothers?|sisters?|siblings?|twins?|cousins?|friends?|buddy|buddies|playmates?|classmates?|kids|children|toddler|someone|somebody|anyone|everyone)";
/** A name or a place after the role ("her brother Sam knocks…", "kids at daycare take…") and the little words before the verb. */
const PLAY_BETWEEN =
  "(?:\\s+(?:at|in|from)\\s+(?:the\\s+|his\\s+|her\\s+)?\\w+)?(?:,?\\s+[a-z]{2,14},?(?=\\s+(?:always|often|sometimes|keeps|keep|just|accidentally|then|also|will|would|comes|come|goes|go|tries|try|wants|gets|starts|knock|kick|push|pull|break|broke|wreck|ruin|destroy|smash|squash|squish|stomp|step|scribbl|draw|drew|mess|rip|tear|tore|take|took|play|touch|grab)))?(?:\\s+(?:always|often|sometimes|keeps|keep|just|accidentally|then|also|will|would|starts|start|comes and|come and|goes and|go and|tries to|try to|wants to|gets to))*";
const PLAY_VERB =
  "(?:knock(?:s|ed|ing)? (?:over|down|into)|kick(?:s|ed|ing)? (?:over|down)|push(?:es|ed|ing)? (?:over|down)|pull(?:s|ed|ing)? (?:apart|down)|break(?:s|ing)?|broke|wreck(?:s|ed|ing)?|ruin(?:s|ed|ing)?|destroy(?:s|ed|ing)?|smash(?:es|ed|ing)?|squash(?:es|ed|ing)?|squish(?:es|ed|ing)?|stomp(?:s|ed|ing)? on|step(?:s|ped|ping)? on|scribbl(?:e|es|ed|ing) on|draw(?:s|ing)? on|drew on|mess(?:es|ed|ing)? (?:up|with)|rip(?:s|ped|ping)?|tear(?:s|ing)?|tore|takes? over|took over|taking over|play(?:s|ed|ing)? with|touch(?:es|ed|ing)?|grab(?:s|bed|bing)?|takes?|took|taking)";
const PLAY_THING =
  "(?:block ?towers?|towers?|(?:building )?blocks|duplo|legos?|sand ?castles?|drawings?|pictures?|paintings?|puzzles?|jigsaws?|train ?tracks?)";
const PLAY_OWNED = "(?:(?:his|her|their|my|our) (?:\\w+ )?(?:toys?|things|stuff|dolls|teddies|stuffies|dinosaurs|cars|trains))";
const SPOILED_PLAY = new RegExp(
  `\\b${PLAY_DOER}${PLAY_BETWEEN}\\s+${PLAY_VERB}\\b[^.!?]{0,25}?\\b(?:${PLAY_THING}|${PLAY_OWNED})\\b` +
    `|\\b(?:${PLAY_THING}|toys|things)\\s+(?:gets?|got|is|are|was|were)\\s+(?:knocked (?:over|down)|broken|wrecked|ruined|messed up|destroyed|smashed|squashed|scribbled on)\\b[^.!?]{0,20}\\bby\\b[^.!?]{0,15}\\b${PLAY_DOER}\\b`,
);

/** Rude or hurtful words, talking back, rude noises (the rude-words frame). */
const RUDE_WORDS =
  /\b(hates? (me|us)|calls? (me|us) (mean|stupid|dumb|names)|(poop|pee|potty|toilet|bathroom|butt|wee|fart|willy)( and (poop|pee|potty|toilet|bathroom|butt|wee|fart))? (words|talk|jokes|language)|i hate you|hate you|shut up|stupid|dummy|idiot|talks? back|talking back|back ?talk\w*|answers? back|rolls? (his|her|their) eyes|eye ?roll\w*|swear\w*|curs(e|es|ing)|bad words|rude (words|noises|things|names|sounds)|burp\w*|fart\w*|calls? ([a-z']+ ){0,2}names|calling ([a-z']+ ){0,2}names|name ?calling|mean words|sticks? (his|her|their) tongue out|blows? raspberr\w*|sass\w*|mouthy|says? (mean|rude|nasty|unkind|hurtful) (things|words)|potty mouth|lies (about|to)|lied (about|to)|lying (about|to)|tells? (fibs|lies|stories)|telling (fibs|lies)|fibs?|fibbing|(isn'?t|not) (honest|telling the truth))\b/;
/** Doing something that isn't allowed: on the couch, on the walls, up the shelves, the nose (the not-allowed frame). */
const NOT_ALLOWED =
  /\b(jump\w* (up and down )?on (the |our |my |his |her )?(couch|sofa|bed|beds|furniture|chairs?|table)|climb\w* (on|up|onto|over) (the |our |my )?(furniture|table|counters?|kitchen counter|shel(f|ves)|bookshel\w*|couch|sofa|fridge|cupboards?|fence|gate|dresser|chairs?)|(paint|draw|color|colour|scribbl|writ|crayon|mark)\w* on (the |our |my )?(walls?|furniture|table|doors?|floor|couch|sofa|books?|windows?|(him|her|them)sel(f|ves)|skin|car)|pick\w* (his|her|their) nose|nose ?pick\w*|boogers?|wip\w* (it|boogers|snot)|lick\w* (the|things|people|windows?|walls?|floor)|spit\w* (at|on|water|milk|juice|food|in (his|her|their|my|the) (face|food|drink|cup))|throw\w* (food|sand|stones|rocks|toys|things|stuff|balls?) (on|at|in|around|across|over|out)|throws? food|pour\w* (water|milk|juice|drinks?)|flood\w*|unroll\w*|empt(y|ies|ying) (the |all the )?(drawers?|cupboards?|shelves|toy box)|runs? (around )?(in|inside|around) the (house|hall|kitchen)|sneak\w* (cookies|candy|sweets|snacks|food|treats|chocolate)|slams? (the )?doors?|wak(e|es|ing) up (at )?(\d|super early|really early|so early|too early|early|before)|stands? on (the )?(\w+ )?(table|chairs?|furniture|couch|sofa)|splash\w* (water )?(out|on|all over|everywhere)|touch\w* everything|interrupt\w*|talks? over|shouts? over|plays? with (his|her|their) food|bang\w* (on )?(the )?(table|walls?|doors?|windows?))/;
/** Something going wrong by itself (a washed-away sandcastle, a drawing that isn't right, a zip that won't), with the child's big reaction. */
const GOES_WRONG =
  /\b(falls? (down|over|apart)|fell (down|over|apart)|breaks?|broke|gets? (washed|knocked|blown|broken|ruined|squashed|torn|ripped)|washed away|(doesn'?t|does not|didn'?t|don'?t) (look|come out|turn out|go|work|fit) (right|well|the way)|(isn'?t|is not|not) (right|perfect|good enough)|makes? a mistake|mistakes?|goes wrong|went wrong|can'?t (zip|tie|button|open|reach|do|get|make|fix|find|draw|build|finish|figure)|won'?t (work|fit|stay|stick|zip|close|open)|spill\w*|pops?|popped|gets? stuck|ends? early|runs? out)\b/;
/** Waking in the night or far too early (the waking frame). */
const WAKING =
  /\b(wak(e|es|ing) up (at )?(\d|super early|really early|so early|too early|early|before (dawn|six|6|5|the sun))|(up|awake) at \d ?(am)?|bad dreams?|nightmares?|night terrors?|wak(e|es|ing) up (crying|screaming|scared) (in the night|at night|from))/;

/** Talking when it is time to be quiet: story time, quiet reading, nap or rest time, the library. */
const QUIET_TALK =
  /\b(?:talk|talks|talking|chat|chats|chatting|chatter\w*)(?: and \w+)? (?:during|in|at|through) (?:the )?(?:quiet|story|reading|silent|nap|rest|library)\b/;

/** Getting down under the table at a meal: the seat left, whatever the verb. */
const UNDER_TABLE =
  /\b(?:crawl|hid|hide|hides|hiding|get|gets|getting|go|goes|going|climb|climbs|climbing|sit|sits|sitting|slide|slides|sliding|lie|lies|lying)\w* (?:down )?under (?:the|our) tables?\b/;

/** Shy with people: hello, relatives, hiding behind a grown-up (the shy frame). */
const SHY =
  /\b(shy|shyness|when it'?s? (is )?(his|her|their) turn to (speak|talk|share|say \w+)|wave (bye|goodbye|hello|hi)|won'?t (look at|talk to|speak to|answer|order)|say (hi|hello|goodbye|bye|good morning|thank you)|sa(y|ys) (hi|hello) to|greet\w*|hides? (behind|under|in) (my|our|his|her|mom|dad|mum)( \w+)?|hiding behind|look (at )?(people|relatives|visitors|adults|grown-?ups|anyone|them)( in the eye)?|relatives|visitors|strangers|neighbou?rs (say|talk|wave)|won'?t (talk|speak) to|clams? up|too shy)\b/;

/**
 * Throwing something at other people ("throws sand at the other kids at the park", "threw blocks at his
 * sister"): hurting others, the story's problem, whatever else came with it (running off when called).
 */
export const THROWN_AT =
  /\b(throw\w*|threw|toss\w*|flick\w*|fling\w*|flung|chuck\w*)\b (\w+ )?(sand|stones?|rocks?|pebbles|toys?|blocks?|things|stuff|food|balls?|mud|dirt|water|wood ?chips|bark|gravel|sticks?|cars?|lego|books?)\b[^.!?]{0,12}\bat (the |his |her |their |my |our |other |little |big |baby |younger |older )*(kids|children|friends?|brothers?|sisters?|baby|people|everyone|someone|others|boys|girls|classmates|cousins?|toddlers?|sibling|siblings|me|us|mom|mum|dad|him|her|them)\b/;

/**
 * A thing thrown at a person, told as "it" or "them" ("grabs it off her and once he threw it at her"):
 * the thing the parent named before, thrown at someone, is a hurting moment like sand thrown at a friend.
 */
export const THROWN_IT_AT =
  /\b(throw\w*|threw|toss\w*|fling\w*|flung|chuck\w*|hurl\w*) (it|them) at (the |his |her |their |my |our |little |big |baby |younger |older )*(kids|children|friends?|brothers?|sisters?|baby|siblings?|cousins?|me|us|mom|mum|dad|him|her|them)\b/;

/**
 * A thing grabbed off another child ("grabs it off her", "snatches the tablet from her sister", "grabs
 * the remote off his brother"): a turn taken from them, whatever the thing is (a screen too).
 */
export const GRABBED_OFF =
  /\b(grab|snatch|yank|pull|rip|tak|took|swip)\w* (it|them|the (\w+ )?\w+|(his|her|their) (own )?\w+|toys|crayons|blocks|cars|books) (right |straight )?(off|from|out of|away from) (him|her|them|(the )?other (kids|children)|(his|her|their|the) ((little|big|baby|older|younger) )?(sisters?|brothers?|siblings?|cousins?|friends?|twins?|classmates?)('?s)?( hands?)?)\b/;

/** Another child (a brother, a sister, a cousin, a friend, a twin), in the parent's words. */
const OTHER_CHILD = "(?:(?:his|her|their|the|my|our) )?(?:(?:little|big|baby|older|younger|twin) )?(?:sister|brother|sibling|cousin|friend|twin|sis|bro)";
/**
 * Another child's turn with a thing: "when it's his sister's turn", "her brothers go", "when his brother has the
 * ipad", "when her sister is on the tablet", "while she's watching videos", "every time it's his turn".
 */
const THEIR_TURN = new RegExp(
  String.raw`\b(?:${OTHER_CHILD}'?s'? (?:turn|go)\b|(?:it'?s|its|it is|gets?|has|having) (?:his|her|their|a) (?:turn|go)\b|${OTHER_CHILD}s? (?:has|have|is on|is playing|is using|is watching|gets? (?:a |his |her |their )?(?:turn|go))\b|(?:when|while|whenever) (?:he|she|they) (?:has|is on|is playing|is using|is watching|gets? (?:a |his |her |their )?(?:turn|go))\b)`,
);
/** Grabbing words (a thing taken out of someone's hands, not sneaked): grabs, snatches, yanks, pulls, takes it off. */
const GRAB_WORD = /\b(grab\w*|snatch\w*|yank\w*|swip(?:e|es|ed|ing)|tak(?:e|es|ing)|took|pull(?:s|ed|ing)?|rip(?:s|ped|ping)?)\b/;
/** Any hurt told outright (a hit, a push, a bite, a thing thrown at someone): then it is a hurting story, not a grab only. */
const HURT_TOLD =
  /\b(hit|hits|hitting|smack\w*|slap\w*|bites?|biting|bit|push(?:es|ed|ing)?|shov\w*|kick\w*|scratch\w*|pinch\w*|punch\w*|hurts?|hurting|hurt)\b|\bpull\w* (him|her|them) (off|down|over|out)\b|\b(throw\w*|threw|toss\w*|fling\w*|flung|chuck\w*|hurl\w*) (it|them|\w+) at\b/;

/**
 * A thing grabbed off another child in their turn, with nobody hit ("when his brother has the ipad he grabs it
 * off him", "grabs the remote off his brother when it's her turn", "snatches it right out of her hands"): a
 * story about waiting for a turn with that thing, the other child and the turn (never stopping a screen).
 */
export function grabsInTurn(s: string): boolean {
  if (HURT_TOLD.test(s)) return false;
  return GRABBED_OFF.test(s) || (GRAB_WORD.test(s) && THEIR_TURN.test(s) && new RegExp(OTHER_CHILD).test(s));
}

const SCORES: Array<[FrameId, RegExp, number]> = [
  [
    "hurting",
    /(?<!\b(?:it|they|that|which|ball|spoon|cup|toy) )\b(hit|hits|hitting|smack\w*|slap\w*|bite|bites|biting|(?<!\b(?:a|little|tiny) )bit|push(?:es|ed|ing)?(?! (?:over|down)\b)|shov\w*|(?<!\b(?:floor|ground),? )kick(?:s|ed|ing)?(?! (?:over|down|off)\b)(?! and (?:scream|yell|shout|cry|flail|thrash))(?! (?:his|her|their) (?:legs|feet|heels)\b)(?! (?:the |my |our |his |her |their )?(?:back of (?:the |my |our |his |her |their )?)?(?:seats?|chairs?|doors?|walls?|table|floor|furniture|dashboard|car seat)\b)|scratch\w*|(?<!\b(?:they|it|shoes|boots|wellies|socks|clothes) )pinch\w*|hurts? (his|her|the|other|people|kids|me|us)|hurting (his|her|the|other|people|kids|me|us)|rough with|pull(s|ing)? (his|her|their)? ?hair|throws? (things|toys|stuff) at|squeez\w* (the|his|her) baby|spits? at|spitting at|spat at)\b/,
    5,
  ],
  ["hurting", THROWN_AT, 5],
  // Pulling someone off a thing ("pulls him off the bike"): a hurt, like a push.
  ["hurting", /\bpull\w* (him|her|them) (off|down|over|out)\b/, 5],
  ["hurting", THROWN_IT_AT, 5],
  [
    "worry",
    /\b(thunder\w*|storms?|dark|darkness|sleep(ing)? alone|sleep(ing)? by (him|her|them)sel(f|ves)|vacuum\w*|hoover\w*|hand ?dryers?|hair ?dryers?|blow ?dryers?|blender|fireworks?|sirens?|alarms?|dogs?|bugs?|insects?|spiders?|bees?|wasps?|loud (noises?|sounds?)|noises?|flush\w*|balloons? pop)\b/,
    2,
  ],
  ["fear", /\b(scared|afraid|fear\w*|frightened|terrified|petrified|panic\w*|freaks? out|nervous|anxious|worr\w*)\b/, 3],
  [
    "fear",
    /\b(dentists?|doctors?|pediatrician|shots?|needles?|vaccin\w*|hair ?cuts?|cut(ting)? (his|her|their)? ?hair|(hair )?salon|barber|hairdresser|swim\w*|pool|check-?ups?|hospital)\b/,
    2,
  ],
  [
    "must-stop",
    /\b(phones?|tablets?|ipads?|screens?|tv|telly|television|video ?games?|gaming|youtube|computer|xbox|switch|nintendo|minecraft|roblox|cartoons?|shows?)\b/,
    3,
  ],
  ["must-stop", /\b(turn (it )?off|put (it )?down|give (it )?back|hand (it )?over|stop (playing|watching)|screen ?time|switch (it )?off)\b/, 2],
  [
    "big-change",
    /\b(new (baby|sibling|brother|sister|house|home|school|daycare|nursery|preschool|room|town|city|country)|moving|move (house|home|to)|we moved|just moved|pregnan\w*|baby on the way|newborn|starting (school|kindergarten|preschool|daycare)|divorc\w*|separat\w*|two homes)\b/,
    6,
  ],
  [
    "goodbye",
    /\b(drop ?-?offs?|dropping (him|her|them) off|drop (him|her|them) off|say(ing|s)? goodbye|goodbyes?|separation|clingy|clings?|cries when (i|we) leave|when (i|we) leave|leave (him|her|them) at|school gate|daycare|nursery|preschool|kindergarten|babysitter|sitter|go(es|ing)? to work)\b/,
    3,
  ],
  [
    "new-food",
    /\b(anything green|green (food|foods|stuff|things)|veg(gies|etables?)?|broccoli|peas|carrots?|greens|salad|new foods?|picky|fussy eater|won't eat|doesn't eat|refuses to eat|try (new )?(foods?|things at dinner)|tast\w*|only eats|dinner|spits? out (his|her|their)? ?food)\b/,
    3,
  ],
  [
    "running-off",
    /\b(runs? (off|away)|running (off|away)|ran (off|away)|bolts?|darts? off|escap\w*|won't come(?! out\b)|doesn't come(?! out\b)|don't come(?! out\b)|not come when|when (i|we) call|chase|naked|won't hold (my|our|a) hand|let go of (my|our) hand|climbs? out of the (shopping )?(cart|trolley))\b/,
    5,
  ],
  [
    "getting-dressed",
    /\b(get(ting)? dressed|dress(ing)? (him|her|them)sel(f|ves)|clothes|shoes?|socks?|coats?|jackets?|pajamas|pyjamas|pjs|uniform|underwear|boots|wellies|wellingtons|gumboots|rainboots)\b/,
    3,
  ],
  ["losing", /\b(los(e|es|ing)|lost|sore loser|win|wins|winning|first|cheat\w*|board games?|card games?|races?|competitive)\b/, 3],
  [
    "bossy",
    /\b(bossy|boss(es|ing)? (\w+ )?(around|other)|takes? over|in charge|own way|tells (his|her|their|other) (friends|kids) what to do|controlling|control freak|has to be the leader|always be first|rules of the game|won't let (anyone|others|friends) (else )?(play|choose|pick|decide|join|have a (turn|go)|be))\b/,
    6,
  ],
  [
    "wanting-now",
    /\b(wants? (it|things|everything|candy|sweets|toys?|a toy|treats?|snacks?)|right now|immediately|can't wait|cannot wait|impatient|demand\w*|begs?|buy (him|her|them|it)|at the (shop|store|supermarket|checkout|mall)|in the (shop|store|supermarket)|grocery|candy|sweets|toy aisle)\b/,
    3,
  ],
  [
    "must-do",
    /\b(seat ?belts?|car ?seat|booster|buckl\w*|teeth|tooth ?brush\w*|toothpaste|hair ?wash\w*|wash(ing)? (his|her|their)? ?hair|shampoo|medicine|medication|meds|sunscreen|sun ?cream|nails|helmet|brush(ing)? (his|her|their)? ?hair|potty|toilet|bath|shower)\b/,
    3,
  ],
  ["must-do", /\b(won't|refuses?|doesn't want|fights?|battle|struggle|hates?)\b/, 1],
  [
    "hard-task",
    /\b(homework|home work|worksheets?|math|maths|sums|spelling|times tables|fractions|learn(ing)? to (read|write|ride|tie)|reading|handwriting|writing|phonics|piano|violin|guitar|recorder|puzzles?|jigsaws?|ride (a|his|her|their)? ?(bike|bicycle|scooter)|riding (a|his|her|their)? ?(bike|bicycle|scooter)|training wheels|shoe ?laces|tie (his|her|their) (shoes|laces))\b/,
    4,
  ],
  [
    "hard-task",
    /\b(i'?m stupid|(he|she|they)('s| is| are)? (so )?stupid|calls? (him|her|them)sel(f|ves) (stupid|dumb)|says? (he|she|they)('s| is| are)? (stupid|dumb|bad at|no good)|i can'?t do (it|anything)|gives? up|too hard|frustrat\w*|throws? (his|her|their|the) (pencil|pen|book|crayons?)|tricky|difficult to learn|struggles? (with|to))\b/,
    3,
  ],
  [
    "taking",
    /\b(tak(es|ing|e)|took|steal\w*|stole|sneak\w*|swip\w*|pocket(s|ing)?|grab(s|bing)?)\b[^.]{0,30}\b(money|cash|coins?|dollars?|quarters|purse|wallet|piggy ?bank)\b/,
    7,
  ],
  [
    "taking",
    /\b(steal\w*|stole|stolen|shoplift\w*|without asking|(isn'?t|aren'?t|not) (his|hers|theirs)|(doesn'?t|don'?t) belong to (him|her|them)|belongs? to (someone|somebody|others|other people)|(someone|somebody) else'?s|other (kids|children|people)'?s? (things|stuff|toys))\b/,
    6,
  ],
  [
    "taking",
    /\b(takes?|taking|took|grabs?|grabbing) (his |her |their |my )?(sister'?s|brother'?s|friend'?s|friends'|classmates?'?s?|cousin'?s|other kids'?|mom'?s|dad'?s|mum'?s|teacher'?s) \w+/,
    6,
  ],
  // Sneaking sweets ("sneaks cookies from the tin in the pantry", "takes chocolate from the cupboard"): ask first (R12: was a yes-way game).
  [
    "taking",
    /\b(sneak\w*|snuck|steal\w*|stole|swip\w*|pinch(?:es|ed|ing)?|help(?:s|ed|ing)? (?:him|her|them)sel(?:f|ves) to|tak(?:es|ing|e)|took|grab(?:s|bed|bing)?)\b[^.]{0,25}\b(cookies?|biscuits?|sweets|candy|candies|chocolates?|treats?|snacks?|cake|lollies|cookie jar|biscuit tin|treat jar)\b[^.]{0,40}\b(?:from|out of|in) (?:the |my |our |his |her )?(?:tin|jar|pantry|cupboard|fridge|kitchen|cabinet|shelf|box|bag|drawer|stash)\b/,
    9,
  ],
  [
    "nervous-habit",
    /\b(pull\w* (his|her|their) (own )?hair out|pull\w* out (his|her|their) (own )?hair|pick\w* (at )?(his|her|their|the)? ?(own )?(skin|scabs?|lips?|fingers?|cuticles?|spots)|skin ?pick\w*|(twirl|twist|chew|suck|tug)\w* (with |on |at )?(his|her|their)? ?(own )?hair|hair ?(twirl|twist)\w*|thumb ?suck\w*|suck\w* (on )?(his|her|their)? ?thumbs?|chew\w* (on )?(his|her|their|the)? ?(sleeves?|collars?|shirts?|cuffs?|clothes|hoodie|pencils?|pens?|nails)|bit(es|ing|e)? (his|her|their)? ?(finger ?)?nails|nail ?bit\w*|nervous habit|fidget\w*)\b/,
    8,
  ],
  ["spoiled-play", SPOILED_PLAY, 7],
  [
    "leaving",
    /\b(leav(e|es|ing) (the |a |his |her |their |my |grandma'?s |grandpa'?s )?(playground|park|pool|swimming pool|beach|party|library|zoo|play ?date|soft play|trampoline park|friend'?s?( house)?|house|cousins?'?s?( house)?|(grandma|grandpa|nana|granny)('?s)?( house)?)|time to (leave(?! for)|go home|go(?! to\b| out\b)|get out)|get(s|ting)? out of the (swimming pool|pool)|have to (leave(?! for)|go home)|come home from|go home from|won'?t leave|doesn'?t want to leave|refuses to leave|get (him|her|them) to leave)\b/,
    7,
  ],
  ["rude-words", RUDE_WORDS, 6],
  ["not-allowed", NOT_ALLOWED, 5],
  ["big-feelings", GOES_WRONG, 2],
  ["shy", SHY, 6],
  ["waking", WAKING, 7],
];

/** A place the child won't go into, even without a fear word ("won't go down the big slide"): a fear. */
const FEARABLE = ["slide", "water", "dentist's chair", "stethoscope", "shot", "scissors"];
const FEAR_REFUSAL = /\b(won't|refuses? to|doesn't want to|too scared to|afraid to|won't even) (go|get|climb|jump|swim|put|sit|try)\b/;

/** Pushing or cutting in a line ("push to be first in line for the water fountain", "push and shove at the door"). */
const LINE_PUSH =
  /\b((?:push|shov)\w* (?:other |the )?(?:kids|children|people|others|classmates) in (?:the )?line|cut\w* in front|(push|shov)\w*( and \w+)?( in front)?[^.]{0,30}\b(line|lines|lining) up|first in line|to be first in|front of the line|cuts? in line|push(es|ing)? in line|pushing in|barg\w* in|line leader|(push|shov)\w*( and (push|shov)\w*)? (at|to get to|through) the (door|sink|gate|front|slide))\b/;
/**
 * Food thrown, tipped or dropped at a meal (issue 22: "throws his food on the floor at dinner and laughs",
 * "tips her bowl of yoghurt onto the floor", "drops food for the dog"): table manners, a yes way for the
 * food ("All done" and the plate to the grown-up), never trying a new food: nothing says the food is new.
 */
export const FOOD_THROWN =
  /\b(?:throw\w*|threw|chuck\w*|toss\w*|fling\w*|flung|tip(?:s|ped|ping)?|drop(?:s|ped|ping)?|dump\w*)(?: (?:his|her|their|{C's}|the|all|some|of|bits|whole|and|spoon|cup|fork|bowl of|plate of))* (?:food|dinner|lunch|breakfast|supper|plates?|bowls?|peas|yog(?:h)?urts?|pasta|spaghetti|noodles|cereal|porridge|rice|beans|snacks?)\b/;
/** Where food gets thrown: at a meal, from the high chair, onto the floor (FOOD_THROWN is a table story only there). */
const AT_TABLE = /\b(?:floors?|high ?chair|table|dog|dinner|dinnertime|lunch|lunchtime|breakfast|supper|meals?|mealtimes?)\b/;
/** Throwing or kicking off what the child wears ("kicks off her boots in the car"). */
const WORN_THROWN = /\b(throw\w*|threw|toss\w*|fling\w*|kicks? off|kicking off)\b[^.]*\b(shoes?|boots|socks?|coats?|jackets?|clothes)\b/;

/**
 * A teacher's words about a group ("the children all…", "the kids in my class", "my students"): the
 * story is one child's, within that group, in the classroom unless another place is named.
 */
/** The teacher speaking of themselves ("I'm her year 2 teacher", "as his teacher", "I'm a reception teacher"). */
export const TEACHER_SAYS =
  /\b(i'?m|i am|im) (his|her|their|the|a|an|(his|her|their) (new )?\w+) ?(\w+ ){0,3}?(teacher|teaching assistant|ta|preschool teacher|kindergarten teacher)\b|\bas (his|her|their) teacher\b|\bi teach (him|her|them)\b|\b(i'?m|i am|im) (a|the) teacher\b/;
/** The message is a teacher's: the teacher says so, or speaks of "my class", "my pupils", "one of my students". */
export function teacherWrites(normalizedText: string): boolean {
  return (
    TEACHER_SAYS.test(normalizedText) ||
    /\b(my (students|pupils|class|preschoolers|kindergart[e]?ners|kinders)|(children|kids|students) in (my|our) (class|group|room)|in (my|our) (class|classroom)|one of my (students|pupils|preschoolers|kindergart[e]?ners)|our class|teacher here)\b/.test(
      normalizedText,
    )
  );
}
export const GROUP = new RegExp(
  /\b(the (children|kids|class|group)|my (students|pupils|class|preschoolers|kindergart[e]?ners|kinders|toddlers|group|little ones)|(children|kids|students) in (my|our) (class|group|room)|in (my|our) (class|classroom|room|group)|one of my (kids|students|pupils|children|preschoolers|kindergart[e]?ners)|teacher here|our class|my (year|grade) \w+ class|as (his|her|their) teacher)\b/
    .source +
    "|" +
    TEACHER_SAYS.source,
);
const CLASS_WORDS =
  /\b(circle ?time|story ?time|preschool|pre-school|daycare|nursery|kindy|kindergarten|class|classroom|students|pupils|water fountain|line up|lining up|in line|free play|centers|teacher|talking stick|reading corner|book corner|show and tell|carpet time|cubb(y|ies)|(on|at) the carpet|group reading|guided reading|reading group|art table|group work|group ?time|group activit(y|ies)|group projects?|partner work|table groups?|in groups|mov(e|ed|ing) (his |her |their )?seats?|art time|craft time|craft table|year ([1-6]|one|two|three|four|five|six)|reception|(1st|2nd|3rd|first|second|third) grade|grade ([1-3]|one|two|three)|the other (children|kids))\b/;
/**
 * Taking turns in a group (a teacher's circle time, the line, the talking stick): grabbing the stick,
 * shouting "my turn", calling out, cutting in front, rolling about on the circle. With a class word it
 * is the classroom's yes way (wait with calm hands, everyone gets a turn), not a toy wanted at a shop
 * and not the gentle-hands story at home (R3: "Mia went to the shop with Ms. Patel. It was circle time.").
 */
const GROUP_TURN =
  /\b((grab|snatch|tak|took)\w* the talking stick|talking stick|my turn|shouts? out|shouting out|calls? out|calling out|blurts?( out)?|won'?t wait (his|her|their) turn|cut\w* in front|push\w* in front|reads?( out loud| aloud)? over (them|the others|everyone|the other (kids|children))|(tak|grab|snatch)\w* (?:the |all the )?\w+(?: \w+)?(?: and (?:the )?\w+(?: \w+)?)? (off|from|out of) (them|the others|everyone|the other (kids|children)|(his|her|their) (group|table|classmates))|(won'?t|doesn'?t|refuses? to) share (with )?(the others|the other (kids|children)|(his|her|their) (group|table|classmates))|(when|if) (asked|told) to share|(not|isn'?t) (his|her|their) turn|(roll|lie|lying|lay)\w*( \w+){0,4} (in|on|around|across) (the )?(middle of the )?(circle|rug|carpet))\b/;

/** Loud machines and sounds a child can be frightened of: a worry. */
const NOISY = ["vacuum cleaner", "flush", "smoke alarm", "hand dryer", "hair dryer", "blender", "fireworks", "sirens"];

/** The child's big reaction, for the big-feelings frame. */
const UPSET =
  /\b(jealous\w*|upset|angry|mad|cross|frustrat\w*|cr(y|ies|ying)|sobs?|scream\w*|yell\w*|shriek\w*|melts? ?down|meltdowns?|tantrums?|loses it|freaks? out|rips?|tears? up|throws?|stomps?|devastated|furious|rage|kicks?|hits the|fit)\b/;

/** Holding on at the drop-off ("won't go in to school", "holds onto my leg", "the teacher has to peel her off"): a goodbye. */
const SEPARATION =
  /\b((won'?t|refuses? to|doesn'?t want to|will not|never wants to) (go|walk|get) (in|into|in to|inside)( the)? (school|class|classroom|daycare|preschool|nursery|kindergarten|kindy|building)|(holds?|holding|hangs?|hanging|grabs?|grabbing|clings?|clinging|wraps? (him|her|them)sel(f|ves)) (on ?to|onto|on to|around) (my|our|mom'?s|dad'?s|mum'?s|(his|her|their) (mom|dad|mum|grandma|grandpa)'?s?) (leg|legs|hand|arm|neck|coat)|peel (him|her|them) off|pry (him|her|them) off|cries at the (school )?gate|at the (school |daycare |nursery )?gate)\b/;

/** Running off toward traffic: a road, a street, a parking lot, or a car that had to stop. */
/** Taken from a shop without paying: said outright, or found at home after the shop and known taken. */
const SHOPS = "(?:shops?|store|supermarket|tesco|aldi|lidl|target|walmart|asda|sainsbury'?s|co-?op|corner shop|checkout|till)";
export const SHOP_TAKEN = new RegExp(
  `\\b(?:without paying|didn'?t pay|did not pay|shoplift\\w*|(?:stole|steal\\w*|took|takes?|pocketed|pinched|swiped|sneaked|snuck)\\b[^.]{0,40}\\b(?:from|at|in|out of) (?:the )?${SHOPS}|found (?:a |some |the |an )?[\\w' ]{1,30} in (?:his|her|their|\\w+s) (?:coat|pocket|bag|backpack|jacket|hoodie)\\b[^.]{0,60}\\b${SHOPS})\\b`,
);
const TRAFFIC_RUN =
  /\b(runs?|ran|running|darts?|darted|dash(es|ed)?|bolts?|bolted)\b[^.]{0,40}\b(parking lot|car park|road|street|traffic|driveway|sidewalk|curb|kerb|crosswalk)\b|\bcars? (had|has|have) to (stop|brake|swerve)\b/;
/** Wandering off or hiding in a store ("wanders off in the grocery store and hides in the aisles"): running off, a lost child's danger. */
const STORE_WANDER =
  /\b(wander\w*|walks? off|runs? off|ran off|runs? away|hides?|hiding)\b[^.]{0,40}\b(store|shop|supermarket|mall|aisles?)\b|\b(store|shop|supermarket|mall)\b[^.]{0,40}\b(wander\w*|walks? off|runs? off|runs? away)\b/;

/**
 * Rushing up to other people's dogs ("runs up to every dog at the park and tries to hug it even when
 * the owner says no"): a safety yes way (ask the owner and wait for a yes), never a fear of dogs.
 */
const DOG_RUSH =
  /\b(runs?|ran|running|rush\w*|hug\w*|pet|pets|petting|pat|pats|grab\w*|touch\w*|chas\w*|squeez\w*)\b[^.]{0,30}\b(dogs?|pupp(y|ies)|doggies?)\b(?=[^.]{0,60}\b(owner|owners|says? no|won'?t listen|strangers?)\b)|\b(every|any|other people'?s|strangers?'?s?) (dogs?|pupp(y|ies))\b[^.]{0,30}\b(hug\w*|pet|pets|petting|grab\w*|touch\w*)\b/;
/** Going into a brother's or sister's room uninvited ("barges into her room… wont leave"): knock and ask, a yes way. */
const BARGE =
  /\b(barg\w*|burst\w*|storm\w*|barrel\w*|walks? right|runs? right) in(?:to)? (?:(?:his|her|their|the) )?(?:(?:big |little |older |younger )?(?:sister|brother|sibling)'?s'? )?(?:room|bedroom)\b/;
/**
 * Reading someone else's private book ("keeps reading her little brother leos diary", "reads his sister's
 * journal"): closed means closed, a taking story (R11: was a reading-practice story).
 * [the private thing]
 */
export const PRIVATE_LOOK =
  /\b(?:read(?:s|ing)?|look(?:s|ing|ed)? (?:through|in|inside)|go(?:es|ing)? through|went through|snoop(?:s|ing|ed)?(?: in| through)?|peek(?:s|ing|ed)? (?:in|at|into)|open(?:s|ing|ed)?) (?:(?:his|her|their|my|our|the) )?(?:(?:little |big |older |younger |baby )?(?:brother|sister|sibling|cousin|friend)(?:'?s)? )?(?:[a-z]{2,12}'?s )?(diary|journal|diaries|private notebook|notebook|secret book)\b/;
/** The goodbye itself (the goodbye frame's words without the school's name: daycare, nursery, preschool, kindergarten). */
const GOODBYE_ITSELF =
  /\b(drop ?-?offs?|dropping (him|her|them) off|drop (him|her|them) off|say(ing|s)? goodbye|goodbyes?|separation|clingy|clings?|cries when (i|we) leave|when (i|we) leave|leave (him|her|them) at|school gate|babysitter|sitter|go(es|ing)? to work)\b/;
const FEAR_WORDS = /\b(scared|afraid|fear\w*|frightened|terrified|petrified|panic\w*|freaks? out|nervous|anxious|worr\w*)\b/;

/** The things put on to get dressed (issue 22: shoes, coat, clothes). */
const DRESS_THINGS = /\b(get(ting)? dressed|clothes|shoes?|socks?|coats?|jackets?|uniform|boots|wellies)\b/;
/** The parent tells a refusal, or the moment the things come out ("when I get them out"). */
const DRESS_REFUSAL =
  /\b(won'?t|wont|will not|refus\w*|doesn'?t want|never|impossible|battle|fight|struggle|nightmare)\b|\b(get|gets|getting|bring|take)s? (them|it|(his|her|their|the) (shoes|coat|clothes|socks|boots|jacket|uniform)) out\b/;
/** Running off or hiding from them. */
const HIDES_FROM_IT = /\b(runs? (off|away)|ran (off|away)|running (off|away)|hides?|hid|hiding)\b/;
/** Out and about, where running off is the running-off story (the car park, the road, the shop, the park). */
const OUT_AND_ABOUT = /\b(car ?park|parking lot|road|street|traffic|cars|shops?|store|supermarket|mall|park|playground|pavement|sidewalk)\b/;

function chooseFrame(s: string, thing: ThingEntry | undefined, person: PersonEntry | undefined): FrameId {
  const score: Partial<Record<FrameId, number>> = {};
  for (const [frame, re, weight] of SCORES) {
    const hits = s.match(new RegExp(re.source, "g"))?.length ?? 0;
    if (hits) score[frame] = (score[frame] ?? 0) + weight * Math.min(hits, 2);
  }
  const has = (f: FrameId) => (score[f] ?? 0) > 0;
  // A goodbye the parent described (a drop-off, "when I leave", holding on), not only the school's name:
  // "won't get dressed for nursery" is a morning story; "cries at nursery" (nothing else told) a goodbye.
  const goodbyeTold = has("goodbye") && (GOODBYE_ITSELF.test(s) || SEPARATION.test(s) || ![...frameCue(s)].some((f) => f !== "goodbye" && f !== "worry"));
  const fearWords = /\b(scared|afraid|fear\w*|frightened|terrified|petrified|panic\w*|freaks? out|nervous|anxious|worr\w*)\b/.test(s);
  // A nervous habit (picking, twirling, thumb, nails) is not hurting anyone, and not a must-do.
  if (has("nervous-habit")) return "nervous-habit";
  // A danger (the pool's edge, the oven, the window sill, the buckle): the safety story in its own place, never a fear (danger.ts).
  if (readDanger(s)) return "safety";
  // Not letting a visiting cousin or friend touch any of the child's things (no one hit): Keep Some, Share Some (R13: was a shop).
  if (WONT_SHARE.test(s) && !/\b(hit|hits|hitting|bites?|biting|kick\w*|push\w*|scratch\w*)\b/.test(s)) return "bossy";
  // Out of bed again and again after lights out: the Bedtime Ticket (R12: "first water, then another hug" was a lost board game).
  if (OUT_OF_BED.test(s)) return "waking";
  // Someone's diary or drawers looked through: closed means closed (a taking story), never reading practice (R11).
  if (PRIVATE_LOOK.test(s)) return "taking";
  // Something taken from a shop ("found a packet of haribo in mias coat pocket after we went to tesco… i know she took
  // it"; R15, was getting dressed because of the coat): a taking story, whatever it was found in.
  if (SHOP_TAKEN.test(s)) return "taking";
  // A tummy ache before school or daycare is a worry the body feels first: the goodbye frame's Tummy Talk, at home (R11).
  if (schoolTummy(s)) return "goodbye";
  // Safety first: running off toward cars ("runs off toward the parking lot… a car had to stop") is the
  // stop-at-your-name story, never a leaving-the-fun-place one.
  // …unless the child ran from what they fear ("scared of dogs… a big labrador ran up to them and they screamed and ran
  // towards the road"; R15, was a chase game): the fear is the story, and its plan keeps the road safe.
  if ((TRAFFIC_RUN.test(s) || STORE_WANDER.test(s)) && !/\b(?:scared|terrified|afraid|frightened|petrified|phobia) (?:of|by)\b/.test(s)) return "running-off";
  // Into a sibling's room uninvited, and won't leave: knock and ask (not leaving a fun place).
  if (BARGE.test(s)) return "not-allowed";
  // Other people's dogs: ask the owner first (safety), not a fear.
  if (DOG_RUSH.test(s) && !FEAR_WORDS.test(s)) return "not-allowed";
  // A turn in a group at school (the talking stick, the line, the circle): the classroom's yes way.
  if ((GROUP_TURN.test(s) || LINE_PUSH.test(s)) && (GROUP.test(s) || CLASS_WORDS.test(s))) return "not-allowed";
  // Leaving a fun place with nobody hurt ("screams and kicks when it is time to get out of the pool").
  if (
    has("leaving") &&
    !person &&
    !LINE_PUSH.test(s) &&
    !/\b(hit|hits|hitting|bites?|biting|kick\w*|push\w*|scratch\w*|pinch\w*)( \w+)? (me|us|mom|mum|dad|people|kids|children|others|everyone|him|her|anyone|someone)\b/.test(
      s,
    )
  )
    return "leaving";
  // A thing grabbed off a brother, a sister or a friend in their turn, nobody hit: the turn-grabbed story (the
  // other child, the thing, the turn, hands that wait), never stopping a screen or a rule about the remote.
  if (grabsInTurn(s) && person?.kind === "child") return "hurting";
  // Hurting someone comes first: the story must be about gentle hands, whatever else happened.
  if (
    has("hurting") &&
    !(has("taking") && !/\b(hit|hits|hitting|bites?|biting|kick\w*|push\w*|scratch\w*)\b/.test(s)) &&
    (person ||
      THROWN_AT.test(s) ||
      THROWN_IT_AT.test(s) ||
      /\b(hit|hits|hitting|bites?|biting|push\w*|kick\w*|scratch\w*|pinch\w*|hurts?|hurting)( \w+)? (me|us|mom|mum|dad|people|kids|children|others|everyone|him|her|anyone|someone)\b/.test(
        s,
      ))
  )
    return "hurting";
  if (has("taking")) return "taking";
  // A child who eats almost nothing ("wont eat anything at restaurants except chips… threw his peas on the floor"; R14):
  // trying food, at the child's pace, never a must-do ("Time to eat anything." and "Eat anything while counting to ten").
  if (/\b(?:won'?t|wont|doesn'?t|does not|refuses? to|will not) eat (?:anything|any food|much)\b|\bonly eats\b|\b(?:picky|fussy) eat\w*/.test(s))
    return "new-food";
  // Food thrown, tipped or dropped at a meal (nobody hit): the yes way at the table, never a new-food story.
  if (FOOD_THROWN.test(s) && AT_TABLE.test(s)) return "not-allowed";
  // Crying and holding on at the school gate or the daycare door is missing the grown-up: a goodbye, not a tantrum.
  if (SEPARATION.test(s) && !has("big-change")) return "goodbye";
  // Pushing to be first in line: waiting for a turn in the line (a yes way: calm hands, everyone gets a turn), not losing a game.
  if (LINE_PUSH.test(s)) return "not-allowed";
  // Talking through quiet time ("won't stop talking during quiet reading time"): a yes way for the words, not a hard task.
  if (QUIET_TALK.test(s)) return "not-allowed";
  // Waiting a turn for a thing: wanting it now.
  if (/\bwait(ing)? (his|her|their) turn\b/.test(s)) return "wanting-now";
  if (has("waking")) return "waking";
  // A screen the child won't stop ("time to get off the tablet he hides it… and lies about it"): the finish line, then the truth.
  if (
    thing &&
    ["tablet", "phone", "video game", "tv"].includes(thing.key) &&
    (/\btime to (?:get off|stop|turn (?:it )?off|put (?:it )?away|give (?:it )?back)\b/.test(s) ||
      // "melts down when I take the iPad away after his 30 min" (R9)
      /\b(?:take|takes|took|taking) (?:(?:the|his|her|their|it) )?(?:\w+ )?away\b/.test(s) ||
      // "loses it when switch time is over" (R12: was a rude-words story with the screen dropped)
      /\b(?:\w+ )?time (?:is|'s) (?:over|up|done|finished)\b|\bwhen (?:the |his |her |their )?(?:time|timer) (?:runs? out|goes off|is up|ends)\b|\b(?:\d+|ten|five|two) ?min(?:ute)?s? warning\b/.test(
        s,
      ))
  )
    return "must-stop";
  // Words: rude, hurtful or back talk (hurting with hands came first).
  // A fib ("said she brushed her teeth when she didn't", "lies about everything"): the fib's own story in the
  // words frame, whatever the fib was about (never the homework's, the teeth's or the dinner's; issue 22).
  if (isFib(s)) return "rude-words";
  if (has("rude-words") && (score["hard-task"] ?? 0) < 4) return "rude-words";
  // Refusing the shoes, the coat or the clothes by running off and hiding indoors ("runs off and hides when I get
  // them out… late for nursery"): the getting-dressed story; running away outdoors stays running-off.
  // (Another job told first, "won't brush teeth… same thing with shoes", stays that job's story.)
  if (
    DRESS_THINGS.test(s) &&
    DRESS_REFUSAL.test(s) &&
    HIDES_FROM_IT.test(s) &&
    !OUT_AND_ABOUT.test(s) &&
    (!thing || ["shoes", "coat", "clothes"].includes(thing.key))
  )
    return "getting-dressed";
  // Shy with people: hello, relatives, hiding behind a grown-up.
  // ("…when we leave": the child left at daycare is a goodbye; leaving a friend's house is not.)
  // (Hiding after a big feeling — "gets cross when his lego falls apart… then hides under his bed" — is the feeling's story.)
  if (
    has("shy") &&
    !(has("big-feelings") && GOES_WRONG.test(s) && UPSET.test(s)) &&
    !/\b(drop ?-?off|when (i|we) leave(?! (?:(?:his|her|their|the|my|our|a) )?(?:[a-z]+'?s )?(?:house|home|place|party|playground|park)\b))\b/.test(s)
  )
    return "shy";
  // "Won't go down the big slide": a fear of the place, even without a fear word.
  if (thing && FEARABLE.includes(thing.key) && FEAR_REFUSAL.test(s)) return "fear";
  // Someone else knocks over, breaks or takes over what the child made or plays with: the child is upset, not the one who did it.
  if (has("spoiled-play")) return "spoiled-play";
  if (has("bossy")) return "bossy";
  if ((score["hard-task"] ?? 0) >= 4 && !(fearWords && thing && ["water"].includes(thing.key))) return "hard-task";
  // Tears or hands over the ears at a loud machine (the hair dryer, the vacuum, the blender): a sensory worry, not a tantrum.
  if (
    thing &&
    NOISY.includes(thing.key) &&
    !has("hurting") &&
    (UPSET.test(s) || /\b(too loud|so loud|the noise|covers? (his|her|their) ears|hides?)\b/.test(s))
  )
    return "worry";
  // Jealous of a sister, or when the baby gets attention (no hitting: that was hurting, above; a new baby is the big change): the feeling, named.
  if (/\bjealous\w*\b/.test(s) && !has("big-change")) return "big-feelings";
  // Throwing or kicking off the shoes (in the car, at the wall) is not a refusal to get dressed.
  if (
    thing &&
    ["shoes", "coat", "clothes"].includes(thing.key) &&
    /\b(throw\w*|threw|toss\w*|fling\w*|kicks? off)\b/.test(s) &&
    !/\b(won'?t|refus\w*|doesn'?t want|hates? (wearing|putting))\b/.test(s)
  )
    return has("big-feelings") && GOES_WRONG.test(s) ? "big-feelings" : "not-allowed";
  // Big feelings when something goes wrong by itself (the tower falls, the zip sticks, the drawing isn't right).
  // (A fear — "scared at the dentist, cries in the waiting room" — is the fear's story, below.)
  if (has("big-feelings") && UPSET.test(s) && !has("losing") && !has("must-stop") && !fearWords) return "big-feelings";
  // Two problems in one part: getting dressed told first is the morning's story, and what came with it
  // (the hair brushing, running around naked, a sibling copying) is part of that morning.
  if (dressingFirst(s)) return "getting-dressed";
  // Doing something that isn't allowed: the couch, the walls, the nose, food on the floor.
  if ((score["not-allowed"] ?? 0) >= 5 && (!has("must-stop") || /\binterrupt/.test(s)) && !has("running-off")) return "not-allowed";
  if (has("big-change") && !/\b(new foods?)\b/.test(s)) return "big-change";
  if (has("running-off") && thing?.verb && !["bath", "clothes", "shoes", "coat"].includes(thing.key) && !has("must-stop")) return "must-do";
  if (has("running-off")) return "running-off";
  if (has("leaving") && !/\b(drop ?-?offs?|when (i|we) leave (him|her|them)|leave (him|her|them) at)\b/.test(s)) return "leaving";
  if (fearWords && thing) {
    if (
      [
        "thunder",
        "dark",
        "alone",
        "noises",
        "vacuum cleaner",
        "flush",
        "smoke alarm",
        "hand dryer",
        "hair dryer",
        "blender",
        "fireworks",
        "sirens",
        "dog",
        "bugs",
      ].includes(thing.key)
    )
      return "worry";
    // A visit or a new place: the brave-visit story. A sensory fear of an everyday step at home (the
    // hair wash, the potty, the nail clippers) is that step, made easier: the must-do story.
    if (["dentist's chair", "shot", "stethoscope", "scissors", "water", "slide"].includes(thing.key)) return "fear";
    if (["bath", "potty", "shampoo", "toothbrush", "seatbelt", "car seat", "nails", "helmet", "hairbrush"].includes(thing.key)) return "must-do";
    if (thing.key === "new food" || thing.key === "vegetables") return "new-food";
  }
  if (fearWords && goodbyeTold) return "goodbye";
  if (fearWords && has("worry")) return "worry";
  if (has("must-stop") && thing && ["tablet", "phone", "video game", "tv"].includes(thing.key)) return "must-stop";
  if (has("losing") && !has("must-do")) return "losing";
  if (goodbyeTold && thing?.key !== "bed") return "goodbye";
  if (has("new-food") && thing && ["vegetables", "new food"].includes(thing.key)) return "new-food";
  if (thing?.verb && ["shoes", "coat", "clothes"].includes(thing.key)) return "getting-dressed";
  if (has("getting-dressed") && !thing?.verb) return "getting-dressed";
  if (thing?.verb) return "must-do";
  if (has("wanting-now")) return "wanting-now";
  if (fearWords) return thing && ["dentist's chair", "shot", "stethoscope", "scissors", "water", "slide"].includes(thing.key) ? "fear" : "worry";
  if (has("must-stop")) return "must-stop";
  // The highest score, else the general "fear of a place" frame only with fear words, else wanting now.
  const ranked = (Object.entries(score) as Array<[FrameId, number]>).sort((a, b) => b[1] - a[1]);
  return ranked[0]?.[0] ?? "wanting-now";
}

/** Getting dressed, in the parent's words ("won't get dressed", "put her clothes on"). */
const GET_DRESSED =
  /\b(get(ting|s)? (him|her|them)?( ?sel(f|ves))? ?dressed|dress(ing)? (him|her|them)sel(f|ves)|put(ting)? (on )?(his|her|their) clothes|(his|her|their) clothes on)\b/;
/** What else the child may do in the same part: another must-do, running off, a not-allowed, a meal. */
const OTHER_PROBLEM = new RegExp(
  SCORES.filter(([f, , w]) => ["must-do", "running-off", "not-allowed", "new-food", "wanting-now"].includes(f) && w > 1)
    .map(([, re]) => re.source)
    .join("|"),
);
/** Getting dressed is what the parent told first in this part (no danger: running toward a road is never the dressing story). */
function dressingFirst(s: string): boolean {
  const dressed = s.search(GET_DRESSED);
  if (dressed < 0 || TRAFFIC_RUN.test(s)) return false;
  const other = s.search(OTHER_PROBLEM);
  return other < 0 || dressed < other;
}

/** The frames the parent's words point to (a cue, not the generic "won't" or a fallback). */
function frameCue(s: string): Set<FrameId> {
  const out = new Set<FrameId>();
  for (const [frame, re, weight] of SCORES) if (weight > 1 && re.test(s)) out.add(frame);
  if (THINGS.some((t) => t.verb && t.match.test(s))) out.add("must-do");
  if (THINGS.some((t) => ["shoes", "coat", "clothes"].includes(t.key) && t.match.test(s))) out.add("getting-dressed");
  if (/\b(scared|afraid|fear\w*|frightened|terrified|nervous|anxious|worr\w*)\b/.test(s)) out.add("worry");
  if (LINE_PUSH.test(s)) out.add("not-allowed");
  if ((GROUP_TURN.test(s) && (GROUP.test(s) || CLASS_WORDS.test(s))) || (DOG_RUSH.test(s) && !FEAR_WORDS.test(s)) || BARGE.test(s)) out.add("not-allowed");
  if (TRAFFIC_RUN.test(s) || STORE_WANDER.test(s)) out.add("running-off");
  if (readDanger(s)) out.add("safety");
  if (grabsInTurn(s)) out.add("hurting");
  if (SEPARATION.test(s)) out.add("goodbye");
  if (WORN_THROWN.test(s) && !/\b(won'?t|refus\w*|doesn'?t want)\b/.test(s)) out.add("not-allowed");
  if (FEAR_REFUSAL.test(s) && THINGS.some((t) => FEARABLE.includes(t.key) && t.match.test(s))) out.add("fear");
  return out;
}

/** When a nervous habit happens, from the parent's words: the moment, its place and time. */
export interface HabitMoment {
  key: string;
  place: Place;
  time: TimeOfDay;
  moment: string;
  /** One sentence that sets it up: [ages 2-5, ages 6-10]. */
  setup: [string, string];
}

const HABIT_MOMENTS: Array<[RegExp, HabitMoment]> = [
  [
    /\b(before school|school mornings?|in the mornings?|mornings? before|drop ?-?off)\b/,
    {
      key: "school",
      place: "kitchen",
      time: "morning",
      moment: "the morning before school",
      setup: ["It was a school morning.", "It was a school morning, and {C} kept thinking about the day ahead."],
    },
  ],
  [
    /\b(tests?|exams?|quiz\w*)\b/,
    {
      key: "test",
      place: "kitchen",
      time: "evening",
      moment: "the night before the test",
      setup: ["There was a test tomorrow.", "There was a test at school tomorrow, and {C} kept going over it in {their} head."],
    },
  ],
  [
    /\b(bed ?time|at night|in bed|falling asleep|goes to sleep|go to sleep)\b/,
    {
      key: "bedtime",
      place: "bedroom",
      time: "evening",
      moment: "bedtime",
      setup: ["It was nearly bedtime.", "It was nearly bedtime, and {C's} head was still full of the day."],
    },
  ],
  [
    /\b(tv|watching|screens?|movies?|shows?)\b/,
    {
      key: "tv",
      place: "living room",
      time: "afternoon",
      moment: "watching a show",
      setup: ["A show was on. It was exciting!", "A show was on, and the story had reached a tense part."],
    },
  ],
  [
    /\b(in class|at school|classroom|circle time|lessons?)\b/,
    {
      key: "class",
      place: "classroom",
      time: "morning",
      moment: "quiet time in class",
      setup: ["It was quiet time in class.", "It was quiet reading time in class, and the room was very still."],
    },
  ],
  [
    /\b(car|drives?|driving)\b/,
    {
      key: "car",
      place: "car",
      time: "afternoon",
      moment: "the drive home",
      setup: ["They were driving home.", "They were driving home, and the car was warm and quiet."],
    },
  ],
];

const HABIT_DEFAULT: HabitMoment = {
  key: "worried",
  place: "living room",
  time: "afternoon",
  moment: "a worried moment",
  setup: ["{C} had a worry today.", "A worry had been following {C} around all afternoon."],
};

export function habitMoment(body: string): HabitMoment {
  return HABIT_MOMENTS.find(([re]) => re.test(body))?.[1] ?? HABIT_DEFAULT;
}

/** Fun places to leave, in the parent's words: [pattern, noun, place, the name to wave at]. */
const LEAVE_PLACES: Array<[RegExp, string, Place, string]> = [
  [/\b(grandma|granny|nana|nanna)'?s?\b/, "Grandma's house", "living room", "Grandma's house"],
  [/\b(grandpa|grandad)'?s?\b/, "Grandpa's house", "living room", "Grandpa's house"],
  [/\bcousins?'?s? house\b/, "{C's} cousin's house", "living room", "cousin's house"],
  [/\bfriends?'?s? (house|home|place)\b/, "{C's} friend's house", "living room", "friend's house"],
  [/\bplay ?dates?\b/, "the playdate", "living room", "playdate"],
  [/\bswimming pool\b/, "the swimming pool", "pool", "pool"],
  [/\bpool\b/, "the pool", "pool", "pool"],
  [/\bsoft play\b/, "the soft play", "playground", "soft play"],
  [/\bplayground\b/, "the playground", "playground", "playground"],
  [/\btrampoline park\b/, "the trampoline park", "park", "trampoline park"],
  [/\bzoo\b/, "the zoo", "park", "zoo"],
  [/\bpark\b/, "the park", "park", "park"],
  [/\bbeach\b/, "the beach", "beach", "beach"],
  [/\bpart(y|ies)\b/, "the party", "party", "party"],
  [/\blibrary\b/, "the library", "library", "library"],
];

const PLACE_PROPS_LEAVE: Partial<Record<Place, string[]>> = {
  playground: ["swing", "slide", "sandbox"],
  park: ["ball", "kite"],
  pool: ["towel"],
  beach: ["bucket and spade", "shell"],
  party: ["balloon", "cake"],
  library: ["book"],
  "living room": ["blocks", "toy car"],
};

/**
 * What the child made or plays with, in the parent's words (first match wins): [pattern, noun ($1 =
 * the match's first group), plural, kind]. The noun always ends in the parent's own word ("blocks" →
 * "the tower of blocks", not "the block tower"), so the story's key word is theirs. The kind decides
 * the story's lines (situations/index.ts): a tower, Lego, a sandcastle, a drawing, a puzzle, toys.
 */
const PLAY_THINGS: Array<[RegExp, string, boolean, string]> = [
  [/\blegos? (tower)s?\b/, "the Lego tower", false, "tower"],
  [/\blegos? (castle|house|ship|spaceship|rocket|car|city|model|plane|truck|train)s?\b/, "the Lego $1", false, "lego"],
  [/\bblock ?towers?\b/, "the block tower", false, "tower"],
  [/\bblock (castle|house|city)s?\b/, "the block $1", false, "tower"],
  [/\btowers?\b/, "the tower", false, "tower"],
  [/\bduplo\b/, "the tower of Duplo", false, "tower"],
  [/\bblocks\b/, "the tower of blocks", false, "tower"],
  [/\blegos?\b/, "the Lego", false, "lego"],
  [/\bsand castles?\b/, "the sand castle", false, "sand"],
  [/\bsandcastles?\b/, "the sandcastle", false, "sand"],
  [/\b(drawing|picture|painting)s?\b/, "the $1", false, "drawing"],
  [/\b(puzzle|jigsaw)s?\b/, "the $1", false, "puzzle"],
  [/\btrain ?tracks?\b/, "the train track", false, "toys"],
  [/\b(dolls|teddies|stuffies|dinosaurs|cars|trains)\b/, "the $1", true, "toys"],
  [/\btoys\b/, "the toys", true, "toys"],
  [/\btoy\b/, "the toy", false, "toys"],
  [/\bthings\b/, "{C's} things", true, "toys"],
  [/\bstuff\b/, "{C's} stuff", false, "toys"],
];

const PLAY_PLACES: Record<string, { place: Place; props: string[] }> = {
  tower: { place: "living room", props: ["blocks"] },
  lego: { place: "living room", props: ["blocks"] },
  sand: { place: "beach", props: ["bucket and spade", "shell"] },
  drawing: { place: "kitchen", props: ["crayons", "drawing", "table"] },
  puzzle: { place: "living room", props: ["puzzle", "table"] },
  toys: { place: "living room", props: ["toy car"] },
};

/** The thing someone spoiled, in the parent's words; a block tower when they named none. */
export function playThing(body: string): { thing: Thing; matched: boolean } {
  for (const [re, noun, plural, kind] of PLAY_THINGS) {
    const m = body.match(re);
    if (!m) continue;
    const word = m[1] ?? "";
    const where =
      kind === "sand" && /\b(sandbox|sand ?pit|playground|park)\b/.test(body)
        ? { place: "playground" as Place, props: ["sandbox", "bucket and spade"] }
        : PLAY_PLACES[kind];
    const n = noun.replace("$1", word);
    return { thing: { key: `play ${kind}`, noun: n, bare: n.replace(/^(the|\{C's\}) /, ""), plural, place: where.place, props: where.props }, matched: true };
  }
  return { thing: { key: "play tower", noun: "the block tower", bare: "block tower", place: "living room", props: ["blocks"] }, matched: false };
}

/** Who spoiled the play: the child or baby the parent named just before the verb. */
function playDoer(body: string): PersonEntry | undefined {
  const m = body.match(SPOILED_PLAY);
  if (!m || m.index === undefined) return undefined;
  const near = body.slice(Math.max(0, m.index - 30), m.index + m[0].length);
  return PEOPLE.find((p) => (p.kind === "child" || p.kind === "baby") && p.match.test(near));
}

/** The object each frame falls back on, when the parent named none that fits. */
const FRAME_DEFAULT_THING: Record<FrameId, string> = {
  fear: "dentist's chair",
  worry: "dark",
  "must-do": "toothbrush",
  hurting: "",
  "wanting-now": "toy",
  "big-change": "",
  goodbye: "",
  "new-food": "new food",
  "running-off": "",
  "getting-dressed": "clothes",
  losing: "board game",
  bossy: "",
  "must-stop": "tablet",
  "hard-task": "worksheet",
  taking: "toy",
  "nervous-habit": "skin",
  leaving: "",
  "spoiled-play": "",
  "rude-words": "",
  "not-allowed": "",
  "big-feelings": "",
  shy: "",
  waking: "",
  safety: "",
};

/** Which objects make sense in a frame (others are set aside for the frame's own). */
const FRAME_THINGS: Record<FrameId, (t: Thing) => boolean> = {
  fear: (t) =>
    [
      "dentist's chair",
      "shot",
      "stethoscope",
      "scissors",
      "water",
      "bath",
      "slide",
      "potty",
      "shampoo",
      "toothbrush",
      "seatbelt",
      "car seat",
      "nails",
      "helmet",
      "hairbrush",
    ].includes(t.key),
  worry: (t) =>
    [
      "noises",
      "alone",
      "thunder",
      "dark",
      "vacuum cleaner",
      "flush",
      "smoke alarm",
      "hand dryer",
      "hair dryer",
      "blender",
      "fireworks",
      "sirens",
      "dog",
      "bugs",
    ].includes(t.key),
  "must-do": (t) => !!t.verb && !["shoes", "coat", "clothes"].includes(t.key),
  hurting: (t) => ["toy", "board game", "tablet", "blocks"].includes(t.key),
  "wanting-now": (t) => ["sweets", "toy", "tablet", "phone"].includes(t.key),
  "big-change": () => false,
  goodbye: () => false,
  "new-food": (t) => ["vegetables", "new food"].includes(t.key),
  "running-off": (t) => ["bath", "clothes", "shoes", "coat", "toothbrush"].includes(t.key),
  "getting-dressed": (t) => ["shoes", "coat", "clothes"].includes(t.key),
  losing: (t) => ["board game"].includes(t.key),
  bossy: (t) => ["board game", "toy", "slide"].includes(t.key),
  "must-stop": (t) => ["tablet", "phone", "video game", "tv"].includes(t.key),
  "hard-task": (t) => ["worksheet", "reading", "writing", "bike", "laces", "puzzle", "piano"].includes(t.key),
  taking: (t) => ["money", "toy", "sweets", "phone", "tablet", "writing"].includes(t.key),
  "nervous-habit": (t) => ["skin", "hair twirl", "thumb", "sleeves", "nail biting"].includes(t.key),
  leaving: () => false,
  // Read from the parent's words by playThing (the block tower, the Lego, the sandcastle…).
  "spoiled-play": () => false,
  // The action frames' object is read from the parent's action (actionThing).
  "rude-words": () => false,
  "not-allowed": () => false,
  "big-feelings": () => false,
  shy: () => false,
  waking: () => false,
  safety: () => false,
};

function thingByKey(key: string): ThingEntry | undefined {
  return THINGS.find((t) => t.key === key);
}

const PLACE_WORDS: Array<[RegExp, Place]> = [
  [/\b(dentists?|dental)\b/, "dentist's office"],
  [/\b(doctors?|pediatrician|clinic|hospital|check-?ups?|shots?|vaccin\w*|injections?)\b/, "doctor's office"],
  [/\b(hair ?cuts?|barber\w*|(hair )?salon|hairdresser\w*|cut(ting)? (his|her|their)? ?hair)\b/, "hair salon"],
  [
    /\b(circle ?time|story ?time|classroom|my class|in class|students|pupils|water fountain|my (group|preschoolers|kindergartners|toddlers)|in my (group|room))\b/,
    "classroom",
  ],
  [/\b(school gate|drop ?-?off at school|at school|to school|kindergarten|classroom|class)\b/, "school gate"],
  // (the sandbox at daycare is outside: "when they both want the red dump truck in the sandbox"; R11)
  [/\b(sandbox|sand ?pit|sand box)\b/, "playground"],
  [/\b(daycare|nursery|preschool|pre-school|creche)\b/, "classroom"],
  // "in the car park" is the car park (the street below), not a drive.
  [/\b(in the car(?! park)|car rides?|car trips?|the car(?! park)|drive|driving|car seat|seat ?belts?|booster)\b/, "car"],
  [
    /\b(shop|store|stores|shops|shopping|supermarket|grocery|checkout|mall|market|target|walmart|trolley|bakery|bakers|butcher'?s?|pharmacy|chemist'?s?|post office)\b/,
    "shop",
  ],
  [/\b(playground|slide|swings|recess)\b/, "playground"],
  [/(?<!\bcar )\b(park)\b/, "park"],
  [/\b(pool|swimming|swim)\b/, "pool"],
  [/\b(beach|seaside|sand ?castles?|waves)\b/, "beach"],
  [/\b(restaurants?|cafes?|caf|diners?|(eat|eats|eating|ate) out)\b/, "restaurant"],
  [/\b(library)\b/, "library"],
  [/\b(party|parties|birthday)\b/, "party"],
  [/\b(bath|bathroom|shower|tub|toilet|potty)\b/, "bathroom"],
  [/\b(bedroom|bed|bedtime|night|sleep\w*|own room|dark)\b/, "bedroom"],
  [/\b(kitchen|dinner|lunch|breakfast|table|meals?|plate)\b/, "kitchen"],
  [/\b(garden|backyard|yard)\b/, "garden"],
  // (a walk, not walking: "won't walk past it" is no street; R12)
  [/\b(street|(?:on|for|during|go on|take) (?:a |our |the |his |her |their )?walks?|sidewalk|road|car park|parking lot)\b/, "street"],
];

/** Where each frame happens when the parent didn't say (and which places suit it). */
const FRAME_PLACES: Record<FrameId, { default: Place; allowed: Place[] }> = {
  fear: {
    default: "dentist's office",
    allowed: [
      "dentist's office",
      "doctor's office",
      "hair salon",
      "pool",
      "bathroom",
      "playground",
      "party",
      "classroom",
      "school gate",
      "library",
      "beach",
      "car",
    ],
  },
  worry: { default: "bedroom", allowed: ["bedroom", "living room", "kitchen", "bathroom", "garden", "park", "street", "playground", "beach", "party"] },
  "must-do": { default: "bathroom", allowed: ["car", "bathroom", "kitchen", "beach", "street", "pool", "bedroom"] },
  hurting: {
    default: "living room",
    allowed: ["living room", "playground", "park", "car", "kitchen", "classroom", "bedroom", "garden", "shop", "bathroom", "street"],
  },
  "wanting-now": { default: "shop", allowed: ["shop", "kitchen", "restaurant", "party", "living room", "park", "playground"] },
  "big-change": { default: "living room", allowed: ["living room", "bedroom", "school gate", "classroom", "kitchen", "garden"] },
  goodbye: { default: "school gate", allowed: ["school gate", "classroom", "living room", "street", "party", "library", "kitchen"] },
  "new-food": { default: "kitchen", allowed: ["kitchen", "restaurant", "party"] },
  "running-off": {
    default: "park",
    allowed: ["park", "playground", "shop", "restaurant", "bathroom", "street", "beach", "garden", "library", "party", "bedroom"],
  },
  "getting-dressed": { default: "bedroom", allowed: ["bedroom"] },
  losing: { default: "living room", allowed: ["living room", "kitchen", "playground", "park", "classroom", "garden"] },
  bossy: { default: "playground", allowed: ["playground", "park", "living room", "classroom", "garden", "bedroom"] },
  "must-stop": { default: "living room", allowed: ["living room", "car", "bedroom", "kitchen", "restaurant"] },
  "hard-task": { default: "kitchen", allowed: ["kitchen", "living room", "classroom", "park", "street", "garden", "bedroom"] },
  taking: { default: "kitchen", allowed: ["kitchen", "living room", "bedroom", "classroom"] },
  "nervous-habit": { default: "living room", allowed: ["living room", "kitchen", "bedroom", "classroom", "car"] },
  leaving: { default: "playground", allowed: ["playground", "park", "pool", "beach", "party", "library", "garden", "living room"] },
  "spoiled-play": { default: "living room", allowed: ["living room", "bedroom", "kitchen", "classroom", "playground", "park", "beach", "garden"] },
  "rude-words": {
    default: "living room",
    allowed: [
      "living room",
      "kitchen",
      "bedroom",
      "bathroom",
      "car",
      "shop",
      "restaurant",
      "playground",
      "park",
      "beach",
      "garden",
      "classroom",
      "school gate",
      "party",
      "street",
      "library",
      "pool",
    ],
  },
  "not-allowed": {
    default: "living room",
    allowed: [
      "living room",
      "kitchen",
      "bedroom",
      "bathroom",
      "car",
      "shop",
      "restaurant",
      "playground",
      "park",
      "beach",
      "garden",
      "classroom",
      "school gate",
      "party",
      "street",
      "library",
      "pool",
    ],
  },
  "big-feelings": {
    default: "living room",
    allowed: [
      "living room",
      "kitchen",
      "bedroom",
      "bathroom",
      "car",
      "shop",
      "restaurant",
      "playground",
      "park",
      "beach",
      "garden",
      "classroom",
      "school gate",
      "party",
      "street",
      "library",
      "pool",
    ],
  },
  waking: { default: "bedroom", allowed: ["bedroom"] },
  // Set from the danger in storyPlace (danger.ts: the pool, the beach, the bathroom, the kitchen, the car…).
  safety: { default: "pool", allowed: ["pool", "beach", "park", "bathroom", "kitchen", "living room", "bedroom", "car"] },
  shy: {
    default: "living room",
    allowed: ["living room", "street", "garden", "party", "shop", "restaurant", "school gate", "classroom", "park", "playground", "kitchen"],
  },
};

const PLACE_TIME: Partial<Record<Place, TimeOfDay>> = {
  bedroom: "evening",
  bathroom: "evening",
  kitchen: "evening",
  "school gate": "morning",
  classroom: "morning",
  "dentist's office": "morning",
  "doctor's office": "morning",
  "hair salon": "morning",
  car: "morning",
};

/** "When he's tired after daycare": a time, not the place (he is home by then) — taken out where the place is read. */
export function withoutTimePlaces(s: string): string {
  return s.replace(/\b(?:after|before) (?:school|daycare|day care|preschool|nursery|kindergarten|kindy|work|practice|class)\b/g, " ");
}

function choosePlace(s: string, frame: FrameId, thing: Thing | undefined): Place {
  const { default: fallback, allowed } = FRAME_PLACES[frame];
  // A must-do object or a feared place decides (a seatbelt is in the car, a dentist has an office).
  if (thing && allowed.includes(thing.place) && (frame === "must-do" || frame === "fear" || frame === "must-stop")) return thing.place;
  const here = withoutTimePlaces(s);
  for (const [re, place] of PLACE_WORDS) if (re.test(here) && allowed.includes(place)) return place;
  if (thing && allowed.includes(thing.place)) return thing.place;
  return fallback;
}

function chooseTime(frame: FrameId, place: Place, thing: Thing | undefined, trigger: Trigger | undefined): TimeOfDay {
  if (frame === "getting-dressed" || frame === "goodbye") return "morning";
  if (frame === "waking") return "night";
  if (thing?.key === "dark" || thing?.key === "thunder" || thing?.key === "smoke alarm" || trigger?.key === "bedtime") return "evening";
  if (trigger?.key === "bath" || thing?.key === "bath") return "evening";
  if (trigger?.key === "morning rush") return "morning";
  if (trigger?.key === "tired") return "afternoon";
  return PLACE_TIME[place] ?? "afternoon";
}

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

const SUMMARIES: Record<
  FrameId,
  (x: { thing?: Thing; person?: string; personLater?: string; useLater?: boolean; place: Place; trigger?: Trigger; feeling: string; body: string }) => string
> = {
  fear: ({ thing, place, feeling }) =>
    thing && thing.key === "scissors"
      ? `{C} feels ${feeling} about having a haircut`
      : thing && ["dentist's chair", "stethoscope"].includes(thing.key)
        ? `{C} feels ${feeling} at the ${place}`
        : `{C} feels ${feeling} about ${thing?.noun ?? `the ${place}`}`,
  worry: ({ thing, feeling }) =>
    thing?.key === "dark" ? `{C} feels ${feeling} about sleeping alone in the dark` : `{C} feels ${feeling} about ${thing?.noun ?? "a big noise"}`,
  "must-do": ({ thing }) => `{C} finds it hard to ${thing?.verb?.base ?? "do a must-do job"}`,
  hurting: ({ person, trigger }) =>
    `{C} learns gentle hands with ${person ?? "others"}${trigger ? ` when ${trigger.key === "told no" ? "the answer is no" : trigger.key === "leaving" ? "it is time to leave" : trigger.key === "turn" ? "a toy is taken" : trigger.key === "jealous" ? "the baby needs {G}" : `feeling ${trigger.state}`}` : ""}`,
  "wanting-now": ({ thing }) => `{C} wants ${thing?.noun ?? "something"} right now and learns to wait`,
  "big-change": ({ person, thing }) => (person ? `{C} gets used to ${person}` : `{C} gets used to ${thing?.noun ?? "something new"}`),
  goodbye: ({ place }) => `{C} finds goodbyes hard at the ${place}`,
  "new-food": ({ thing }) => `{C} feels unsure about trying ${thing?.noun ?? "new food"}`,
  "running-off": ({ trigger, place }) =>
    trigger?.key === "bath" ? "{C} runs off at bath time" : place === "street" ? "{C} runs off by the road" : `{C} runs off at the ${place}`,
  "getting-dressed": ({ thing }) => `{C} finds it hard to put on ${thing?.noun ?? "clothes"}`,
  losing: () => "{C} gets cross when losing a game",
  bossy: ({ person }) => `{C} learns to take turns with ideas when playing with ${person ?? "a friend"}`,
  "must-stop": ({ thing }) => `{C} finds it hard to stop ${thing?.key === "tv" ? "watching" : "playing on"} ${thing?.noun ?? "the screen"}`,
  "hard-task": ({ thing }) => `{C} learns to keep going when ${thing?.noun ?? "something"} ${thing?.plural ? "are" : "is"} tricky`,
  taking: ({ thing }) => `{C} learns to ask first and give back ${thing?.noun ?? "things"} that belong to someone else`,
  "nervous-habit": ({ thing }) => `{C} finds a busy-hands trick for worried moments`,
  leaving: ({ thing, place }) => `{C} learns to say see you later when it is time to leave ${thing?.noun ?? `the ${place}`}`,
  // In our own verb, not the parent's ("her baby brother knocks over" must not come back word for word).
  "rude-words": ({ person, body }) =>
    isFib(body) ? "{C} tells the truth, even the tricky bits" : `{C} finds words that help instead of hurting words${person ? ` with ${person}` : ""}`,
  "not-allowed": ({ thing }) => `{C} finds a yes way instead of ${thing?.verb?.ing ?? "doing what isn't allowed"}`,
  "big-feelings": ({ thing, feeling, body }) => {
    // The trouble, unless it is only where it happened ("screams in the car", "won't stay on the rug").
    const bare = thing?.bare.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const noun =
      thing && thing.noun !== "the tricky thing" && !new RegExp(`\\b(?:in|on|at|into) (?:the |a |his |her |their |my |our )?${bare}\\b`).test(body)
        ? thing.noun.replace(/ (?:right|properly|well)$/, "")
        : undefined;
    if (/\bjealous/.test(body)) return `{C} feels jealous${noun ? ` of ${noun}` : ""} and learns to say so and ask for time together`;
    if (/\b(?:leaves|leaving|left|goes home|going home|went home)\b/.test(body) && noun)
      return `{C} feels ${feeling} when ${noun} goes home, and learns to wave goodbye and plan the next visit`;
    return `{C} feels ${feeling} when things go wrong${noun ? ` with ${noun}` : ""}, and learns to breathe and try again`;
  },
  shy: ({ person }) => `{C} feels shy with ${person ?? "people"} and finds a tiny brave step`,
  waking: ({ body }) =>
    /\b(dreams?|nightmares?|night terrors?)\b/.test(body)
      ? "{C} wakes up after a bad dream and finds a cozy way back to calm"
      : "{C} wakes up too early and finds a cozy, quiet way to wait",
  safety: ({ body }) => {
    const d = readDanger(body);
    const at = d?.kind === "pool" ? "at the pool" : d?.kind === "open-water" ? `by ${d.spot}` : d?.kind === "bath" ? "in the bath" : d ? `with ${d.spot}` : "";
    return `{C} learns the safe way ${at}`.trim();
  },
  "spoiled-play": ({ thing, person, personLater, useLater, feeling, body }) => {
    const verbs = PLAY_SUMMARY_VERBS[thing?.key ?? "play tower"] ?? PLAY_SUMMARY_VERBS["play tower"];
    const verb = verbs.find((v) => !new RegExp(`\\b${v.slice(0, 4)}`).test(body)) ?? verbs[verbs.length - 1];
    return `{C} feels ${feeling} when ${(useLater ? personLater : person) ?? "a friend"} ${verb} ${thing?.noun ?? "the block tower"}`;
  },
};

/** What someone does to the child's play, for the summary: first choice, and one for when the parent used it. */
const PLAY_SUMMARY_VERBS: Record<string, string[]> = {
  "play tower": ["topples", "knocks down"],
  "play lego": ["pulls apart", "breaks"],
  "play sand": ["squashes", "flattens"],
  "play drawing": ["scribbles on", "messes up"],
  "play puzzle": ["muddles up", "messes up"],
  "play toys": ["takes over", "grabs"],
};

/** Big changes: what is changing, when it isn't a new baby. */
const CHANGES: Array<[RegExp, string, Place]> = [
  [/\b(moving|move (house|home|to)|we moved|just moved|new (house|home|room|town|city|country))\b/, "the new house", "bedroom"],
  [/\b(new (school|daycare|nursery|preschool|class|teacher)|starting (school|kindergarten|preschool|daycare))\b/, "the new school", "school gate"],
  [/\b(divorc\w*|separat\w*|two homes)\b/, "the two homes", "living room"],
];

/**
 * Reads the parent's words. `childName` is the name the story uses (the parent may also have
 * written the child's name, "my son" or "he/she/they").
 */
/**
 * A specific the parent named besides the main word — where or when it happens, or on the way to
 * where ("in the parking lot", "at circle time", "at dinner", "at night", "in the car on the way to
 * kindy"). The story carries it (index.ts, weaveSettings): the opening sets it ({placeLine} becomes
 * `line`), and the problem, the stumble and the success happen there (`at` leads a sentence).
 */
export interface Setting {
  /** The parent's words a story must keep, each in its own right: ["car", "kindy"]. */
  words: string[];
  /** The adverbial that leads a sentence of the scene: "in the parking lot", "at circle time". */
  at: string;
  /** A sentence that sets it in the opening: [ages 2-5, ages 6-10]. */
  line?: [string, string];
  time?: TimeOfDay;
  /** Said once, in the opening's line ("Every morning, it was the same."): not woven into later scenes. */
  once?: boolean;
}

const MEAL_LINES: Record<string, { at: [string, string]; before: [string, string] }> = {
  breakfast: {
    at: ["It was time for breakfast. Everyone sat at the table.", "It was time for breakfast, and everyone was sitting around the table."],
    before: ["Breakfast was nearly ready.", "Breakfast was nearly ready, and the kitchen smelled of toast."],
  },
  lunch: {
    at: ["It was time for lunch. Everyone sat at the table.", "It was time for lunch, and everyone sat down at the table together."],
    before: ["Lunch was nearly ready.", "Lunch was nearly ready, and the kitchen smelled good."],
  },
  dinner: {
    at: ["It was time for dinner. Everyone sat at the table.", "It was time for dinner, and everyone sat down at the table together."],
    before: ["Dinner was nearly ready.", "Dinner was nearly ready, and the kitchen smelled delicious."],
  },
  supper: {
    at: ["It was time for supper. Everyone sat at the table.", "It was time for supper, and everyone sat down at the table together."],
    before: ["Supper was nearly ready.", "Supper was nearly ready, and the kitchen smelled delicious."],
  },
};

/**
 * The car's scene line. Where buckling up is the trouble, the car is parked until the seatbelt clicks
 * (a story never drives off with the child unbuckled); otherwise it is on its way.
 */
function SAFE_CAR(s: string, where?: string): [string, string] {
  // "drive to grandmas and kicks…": the place without the clause after it, and Grandma's as a name (R14's intake review).
  const place = where
    ?.replace(/\s+(?:and|but|then|so|or)\b.*$/, "")
    .replace(/\b(grandmas|grannys|nanas|nannas|grandpas|grandads)\b/g, (g) => `${g.charAt(0).toUpperCase()}${g.slice(1, -1)}'s`);
  const to = place ? ` to ${place}` : "";
  if (/\b(seat ?-?belts?|car ?seats?|booster|buckl\w*|strap\w*)\b/.test(s))
    return [`The car was parked, ready to go${to}.`, `The car waited in the driveway, ready for the long drive${to}.`];
  return [`The car went vroom down the road${to}.`, `The car hummed along the road${to}.`];
}

const SETTINGS: Array<[RegExp, (m: RegExpMatchArray, s: string) => Setting | undefined]> = [
  [
    /\b(parking lot|car park)\b/,
    (m) => ({
      words: [m[1]],
      at: `in the ${m[1]}`,
      line: [`Cars beeped in the ${m[1]}.`, `The ${m[1]} was busy, with cars backing out of spaces and beeping.`],
    }),
  ],
  [
    /\bcircle ?time\b/,
    () => ({
      words: ["circle time"],
      at: "at circle time",
      line: ["It was circle time. Everyone sat on the rug.", "It was circle time, and everyone sat in a ring on the big rug."],
      time: "morning",
    }),
  ],
  [
    /\bstory ?time\b/,
    () => ({
      words: ["story time"],
      at: "at story time",
      line: ["It was story time. Everyone sat on the rug.", "It was story time, and everyone sat on the rug, ready for the book."],
    }),
  ],
  [
    /\brecess\b/,
    () => ({
      words: ["recess"],
      at: "at recess",
      line: ["It was recess. Everyone ran outside.", "It was recess, and everyone poured out onto the playground."],
    }),
  ],
  [
    /\b(at|during|before|after) (?:the )?(breakfast|lunch|dinner|supper)(?: ?time| table)?\b|\b(breakfast|lunch|dinner|supper) table\b/,
    (m) => {
      const meal = m[2] ?? m[3];
      const when = m[1] === "before" || m[1] === "after" ? m[1] : "at";
      return {
        words: [meal],
        at: `${when} ${meal}`,
        ...(when === "after" ? {} : { line: MEAL_LINES[meal][when === "before" ? "before" : "at"] }),
        time: meal === "breakfast" ? "morning" : meal === "lunch" ? "afternoon" : "evening",
      };
    },
  ],
  [
    /\b(?:at|every|in the|all) night\b|\b(?:friday|saturday|sunday|monday|tuesday|wednesday|thursday|school) nights?\b/,
    () => ({
      words: ["night"],
      at: "that night",
      line: ["It was night. The house was quiet.", "It was night, and the house had gone quiet and dark."],
      time: "evening",
    }),
  ],
  [/\b(?:in|into|to|our|my|his|her|their) bed\b/, () => ({ words: ["bed"], at: "in bed" })],
  [
    /\b(?:on the way|on our way|(?:the )?whole way|all the way|drive|driving|ride|\d+ ?(?:min|mins|minutes|hours?|hrs?)|an hour|half an hour|long way) (?:to|home from) ((?:grandma'?s|grandpa'?s|the) )?([a-z']+)\b/,
    (m, s) => {
      // ("to grandma's house", "to grandmas")
      const gran =
        /^(grandma|granny|nana|grandpa|grandad|grandparents)'?s?$/.exec(m[2]) ?? /^(grandma|granny|nana|grandpa|grandad|grandparents)'?s $/.exec(m[1] ?? "");
      if (gran)
        return { words: ["car", gran[1]], at: `in the car on the way to ${capitalize(gran[1])}'s house`, line: SAFE_CAR(s, `${capitalize(gran[1])}'s house`) };
      const where = `${m[1] ?? ""}${m[2]}`;
      const car = /\b(car|drive|driving)\b/.test(s);
      return { words: car ? ["car", m[2]] : [m[2]], at: `${car ? "in the car " : ""}on the way to ${where}`, ...(car ? { line: SAFE_CAR(s, where) } : {}) };
    },
  ],
  [
    /\b(?:for|to|at|before|after) school\b/,
    (m) =>
      /\b(for|before) school\b/.test(m.input ?? "")
        ? { words: ["school"], at: "before school", line: ["It was a school morning.", "It was a school morning, and the clock was ticking."], time: "morning" }
        : { words: ["school"], at: "at school" },
  ],
  [
    /\b(daycare|preschool|pre-school|nursery|kindy|kindergarten|kinder)\b/,
    (m, s) =>
      // (on the way there, or late to it from the car: "late to nursery… had to come out to the car"; R15's "At nursery, Mum asked nicely")
      new RegExp(`\\bway to ${m[1]}`).test(s) ||
      (new RegExp(`\\b(?:late (?:to|for)|get(?:ting)? to|drive to|driving to) ${m[1]}\\b`).test(s) && /\bcar\b/.test(s))
        ? undefined
        : // "Won't get dressed for nursery": the morning before it, at home (never "At nursery, he froze").
          new RegExp(`\\b(for|before) ${m[1]}\\b`).test(s) && !new RegExp(`\\b(at|in) ${m[1]}\\b`).test(s)
          ? {
              words: [m[1]],
              at: `before ${m[1]}`,
              line: [`It was a ${m[1]} morning.`, `It was a ${m[1]} morning, and the clock was ticking.`],
              time: "morning" as const,
            }
          : { words: [m[1]], at: `at ${m[1]}` },
  ],
  [
    /\b(?:in|at) (?:the |a )?(restaurants?|cafes?|diners?)\b/,
    (m) => ({
      words: [m[1].replace(/s$/, "")],
      at: `at the ${m[1].replace(/s$/, "")}`,
      line: [`The ${m[1].replace(/s$/, "")} was busy and warm.`, `The ${m[1].replace(/s$/, "")} was busy, full of clinking plates and chatter.`],
    }),
  ],
  [
    /\b(?:in|into) the car\b(?! park)|\bcar rides?\b|\bwhole (?:drive|way)\b|\bwhile (?:i'?m|we'?re|i am|we are) driving\b/,
    (_m, s) => ({ words: ["car"], at: "in the car", line: SAFE_CAR(s) }),
  ],
  [/\bin the (yard|backyard|garden)\b/, (m) => ({ words: [m[1]], at: `in the ${m[1]}` })],
  [/\bat the (?:store |shop )?checkout\b/, () => ({ words: ["checkout"], at: "at the checkout" })],
  [
    /\b(?:at |before )?((?:football|soccer|swimming|dance|gym|ballet) (?:practice|lessons?|class))\b/,
    (m) => ({ words: [m[1].split(" ")[0]], at: `at ${m[1]}` }),
  ],
  [/\b(?:at|on|off|from|share|sharing|shares) the (swings?|slide)\b/, (m) => ({ words: [m[1]], at: `on the ${m[1]}` })],
  [
    /\b(?:first )?in line(?: for (the [a-z ]+?))?(?= and\b| at\b| every\b|[.,!]|$)/,
    (m) => ({
      words: ["line"],
      at: `in the line${m[1] ? ` for ${m[1]}` : ""}`,
      line: [`Everyone lined up${m[1] ? ` for ${m[1]}` : ""}.`, `Everyone lined up${m[1] ? ` for ${m[1]}` : ""}, one behind the other.`],
    }),
  ],
  [/\bat (?:family |birthday )?parties\b/, () => ({ words: ["party"], at: "at the party" })],
  // "Every morning", "in the mornings": the story's day starts there.
  [
    /\b(?:every|each|in the) mornings?\b|\bmornings\b/,
    () => ({
      words: ["morning"],
      at: "that morning",
      line: ["It happened every morning.", "This happened every single morning."],
      time: "morning",
      once: true,
    }),
  ],
  [
    /\bsnack ?time\b/,
    () => ({
      words: ["snack"],
      at: "at snack time",
      line: ["It was snack time. Everyone sat down.", "It was snack time, and everyone sat down with a cup and a plate."],
      time: "morning",
    }),
  ],
  // A thing to sit or climb on, where it happens ("push each other off the bench").
  [/\b(?:on|off|onto|at|from) the (bench|sofa|couch|stairs|steps|trampoline|climbing frame)\b/, (m) => ({ words: [m[1]], at: `on the ${m[1]}` })],
];

/** The parent's other specifics, in the order they said them (one each: "at dinner" once). */
export function settingsIn(text: string): Setting[] {
  // How often a claim was made ("told me every night it was done") is not when the story happens (R11: "It was night").
  const body = text.replace(
    /\b(told|tells|says|said|swore|swears|promised|promises|insisted|insists)( me| us)? (?:every|each) (?:night|day|morning|evening)\b/g,
    "$1$2",
  );
  const found: Array<[number, Setting]> = [];
  for (const [re, make] of SETTINGS) {
    const m = body.match(re);
    const made = m ? make(m, body) : undefined;
    if (m && made && !found.some(([, f]) => f.words.some((w) => made.words.includes(w)))) found.push([m.index ?? 0, made]);
  }
  // ("on the way to grandma's house": Grandma, as a name)
  return found
    .sort((a, b) => a[0] - b[0])
    .map(([, x]) => ({ ...x, at: x.at.replace(/\b(grandma|grandpa|nana|granny|gran|grandad|nanna)(?='s\b)/g, (g) => g.charAt(0).toUpperCase() + g.slice(1)) }));
}

/** The frame, and the child's action when it is what chose the frame. */
function readFrame(
  body: string,
  things: ThingEntry[],
  personEntry: PersonEntry | undefined,
): { frame: FrameId; cue: Set<FrameId>; action?: Action; byAction: boolean } {
  const cue = frameCue(body);
  // The child's action in the parent's words: an action no frame's words point to gets an action frame.
  const read = readAction(body);
  const action = read && actionToGoOn(read, body) ? read : undefined;
  let frame = chooseFrame(body, things[0], personEntry);
  // A care step named outright ("every time I try to cut her fingernails", "when I wash her hair") is
  // the moment; screaming or pulling away is how the child meets it, not a frame of its own.
  const namedStep = frame === "must-do" && !!things[0] && FRAME_THINGS["must-do"](things[0]);
  const byAction = !!action && !cue.has(frame) && !namedStep;
  // (a frame the parent's words claim outright keeps it: a fib, a school-morning tummy, a diary, bedtime trips, things not shared)
  const claimed =
    (frame === "rude-words" && isFib(body)) ||
    schoolTummy(body) ||
    PRIVATE_LOOK.test(body) ||
    OUT_OF_BED.test(body) ||
    (frame === "taking" && SHOP_TAKEN.test(body)) ||
    (frame === "bossy" && WONT_SHARE.test(body));
  if (action && byAction && !claimed) frame = actionFrame(action, body);
  return { frame, cue, action, byAction };
}

/** The thing grabbed, in the parent's word, when no table knows it ("grabs the remote off his brother" → the remote). */
function grabbedThing(body: string): Thing | undefined {
  const m = body.match(
    /\b(?:grab|snatch|yank|pull|rip|tak|took|swip)\w* (?:(?:the|his|her|their|my) )?((?:[a-z]+ )?[a-z]+?) (?:right |straight )?(?:off|from|out of|away from)\b/,
  );
  const bare = (m?.[1] ?? "").replace(/ (?:right|straight)$/, "");
  if (!m || /^(?:own|turn|go|hands?|things?|stuff)$|^(?:it|them|him|her|me|us)\b/.test(bare)) return undefined;
  return { key: "toy", noun: `the ${bare}`, bare, plural: /[^s]s$/.test(bare) && !/(?:ss|us|is)$/.test(bare), place: "living room", props: [] };
}

/** The frame's thing among those the parent named (or its default), and whether the parent named it. */
function frameThing(frame: FrameId, body: string, things: ThingEntry[]): { thing?: Thing; objectMatched: boolean } {
  let thing: Thing | undefined = things.find((t) => FRAME_THINGS[frame](t));
  // A thing grabbed in another child's turn (the remote, the controller, the phone): whatever the parent named is the turn's thing.
  if (frame === "hurting" && (grabsInTurn(body) || GRABBED_OFF.test(body))) {
    // The thing named right after the grab ("rips the book out of her brothers hands": the book, not "reading"); else the first one named.
    const grabbed = grabbedThing(body);
    const named = things.filter((t) => !["bath", "bed", "car seat", "seatbelt", "potty", "toothbrush", "clothes", "shoes", "coat"].includes(t.key));
    thing = grabbed ? (named.find((t) => t.match.test(grabbed.bare)) ?? grabbed) : named[0];
    // A toy grabbed off a brother is at home, not in the toy shop the table puts a toy in.
    if (thing?.place === "shop") thing = { ...thing, place: "living room", props: [] };
  }
  // A toy someone hurt over ("hits her brother when he grabs her doll… then runs to her room") is at home, not in a toy shop (R8).
  if (frame === "hurting" && thing?.place === "shop" && !/\b(shops?|store|supermarket|mall|checkout)\b/.test(body))
    thing = { ...thing, place: "living room", props: [] };
  // A toy begged for by its brand ("begs for a toy… its always the paw patrol stuff at the checkout"): the Paw Patrol toy,
  // never the candy beside it (R13).
  if (frame === "wanting-now" && /\b(?:begs?|begging|whines?|whining|asks?|wants?|screams?|cries) for (?:a |the |some )?toys?\b/.test(body)) {
    const brand = /\b(paw patrol|hot wheels|lol dolls?|pokemon|squishmallows?|barbies?|bluey|peppa pig|frozen|spider-?man|dinosaurs?|slime)\b/.exec(body)?.[1];
    const name = brand
      ? brand
          .replace(/\b\w/g, (c) => c.toUpperCase())
          .replace(/^Lol Dolls?$/, "L.O.L. doll")
          .replace(/^Spider-?man$/, "Spider-Man")
      : undefined;
    thing = {
      key: "toy",
      noun: name ? `the ${name} toy` : "the toy",
      bare: name ? `${name} toy` : "toy",
      plural: false,
      place: "shop",
      props: ["shopping cart"],
    };
  }
  // Things not shared with a visitor: the parent's word for them ("her lego" → the Lego).
  const shared =
    frame === "bossy" && WONT_SHARE.test(body)
      ? WONT_SHARE.exec(body)?.[0].match(
          /\b(lego|legos|toys?|things|stuff|blocks|dolls?|cars?|trucks?|games?|books?|crayons?|markers?|puzzles?|figures|dinosaurs|stuffies)\b(?![\s\S]*\b(?:lego|legos|toys?|things|stuff|blocks|dolls?|cars?|trucks?|games?|books?|crayons?|markers?|puzzles?|figures|dinosaurs|stuffies)\b)/,
        )?.[1]
      : undefined;
  if (shared) {
    const bare = /^legos?$/.test(shared) ? "Lego" : shared;
    // (drawn: the Lego, blocks and toys are the pile of blocks on the floor)
    thing = {
      key: "shared",
      noun: `the ${bare}`,
      bare,
      plural: /s$/.test(bare),
      place: "living room",
      props: /^(?:Lego|blocks|toys)$/.test(bare) ? ["blocks"] : [],
    };
  }
  // Out of bed after lights out: bedtime is the story's thing (the Bedtime Ticket).
  if (frame === "waking" && OUT_OF_BED.test(body))
    thing = { key: "bedtime", noun: "bedtime", bare: "bedtime", plural: false, place: "bedroom", props: ["bed"] };
  // Someone's private things: the diary (the drawer, the messages) in the parent's word, in the bedroom.
  const privateThing = frame === "taking" ? PRIVATE_LOOK.exec(body)?.[1] : undefined;
  if (privateThing) {
    const bare = privateThing.replace(/^diaries$/, "diary");
    thing = { key: "private", noun: `the ${bare}`, bare, plural: /s$/.test(bare), place: "bedroom", props: ["book"] };
  }
  let objectMatched = !!thing;
  if (!thing && FRAME_DEFAULT_THING[frame]) thing = thingByKey(FRAME_DEFAULT_THING[frame]);
  // Fear of a place: the dentist's office wins over the toothbrush named on the way.
  if (frame === "fear") thing = things.find((t) => ["dentist's chair", "shot", "stethoscope", "scissors", "water"].includes(t.key)) ?? thing;
  if (frame === "running-off" && thing && thing.key !== "bath" && /\bbath/.test(body)) thing = thingByKey("bath");
  // A danger: its spot in the parent's words is the story's object ("the oven", "the window sill", "the waves").
  if (frame === "safety") {
    const d = readDanger(body);
    thing = d ? { key: d.kind, noun: d.spot, bare: d.spot.replace(/^the /, ""), place: d.place, props: [] } : undefined;
    objectMatched = !!d;
  }
  // Worries at bedtime: the noises in the wardrobe are the worry, sleeping alone the moment.
  if (frame === "worry" && things.some((t) => t.key === "noises")) thing = thingByKey("noises");
  // Leaving a fun place: the place the parent named is the story's object.
  if (frame === "leaving") {
    // The place the parent names first ("leave his friend noahs bday party at the trampoline park… playdates too": the party, not the playdate; R13).
    const where = LEAVE_PLACES.map((e) => [e, body.search(e[0])] as const)
      .filter(([, at]) => at >= 0)
      .sort((a, b) => a[1] - b[1])[0]?.[0];
    // A friend's birthday party by the friend's name: "Noah's birthday party".
    const partyOf = where?.[3] === "party" ? /\b(?:friend |cousin )?([a-z]{2,12}?)'?s (?:bday|birthday|b-day) party\b/.exec(body)?.[1] : undefined;
    const partyName =
      partyOf && !/^(?:his|her|their|my|our|a|the|friend|cousin|kid)$/.test(partyOf)
        ? `${partyOf.charAt(0).toUpperCase()}${partyOf.slice(1)}'s birthday party`
        : undefined;
    thing = where
      ? { key: where[3], noun: partyName ?? where[1], bare: partyName ? "birthday party" : where[3], place: where[2], props: PLACE_PROPS_LEAVE[where[2]] ?? [] }
      : undefined;
    objectMatched = !!where;
  }
  // Someone spoils the child's play: the thing in the parent's words (the block tower, the Lego).
  if (frame === "spoiled-play") {
    const play = playThing(body);
    thing = play.thing;
    objectMatched = play.matched;
  }
  return { thing, objectMatched };
}

/** The other person in the story, as the frame needs one (or none). */
function framePerson(frame: FrameId, body: string, personEntry: PersonEntry | undefined): PersonEntry | undefined {
  let person: PersonEntry | undefined = personEntry;
  // The one who spoiled the play: the child or baby the parent named next to the verb, else a friend.
  if (frame === "spoiled-play")
    person = playDoer(body) ?? (person && (person.kind === "child" || person.kind === "baby") ? person : PEOPLE.find((p) => p.key === "friend"));
  if (frame === "big-change" && !person && /\b(pregnan\w*|baby on the way|newborn)\b/.test(body)) person = PEOPLE[0];
  if (frame === "big-change" && person && person.key !== "new baby" && /\bnew (baby|sibling|brother|sister)\b/.test(body)) person = PEOPLE[0];
  if (frame === "hurting" && !person) {
    if (/\b(me|mom|mum|mommy|mummy|dad|daddy|mama|papa|us)\b/.test(body))
      person = { key: "grown-up", match: /$^/, intro: "{G}", later: "{G}", role: "grown-up", kind: "adult" };
    else person = PEOPLE.find((p) => p.key === "friend");
  }
  if ((frame === "bossy" || frame === "losing") && person && person.kind === "baby") person = undefined;
  if (frame === "bossy" && !person) person = PEOPLE.find((p) => p.key === "friend");
  if (
    ![
      "hurting",
      "big-change",
      "bossy",
      "losing",
      "wanting-now",
      "running-off",
      "must-stop",
      "taking",
      "spoiled-play",
      "rude-words",
      "not-allowed",
      "shy",
    ].includes(frame) &&
    person &&
    person.kind !== "adult"
  )
    person = undefined;
  if (frame === "leaving" || frame === "nervous-habit" || frame === "hard-task") person = undefined;
  // "Kids at preschool": the parent's word, not ours.
  if (person?.key === "classmate" && !/\bclassmates?\b/.test(body)) {
    const word = /\bchildren\b/.test(body) ? "child" : "kid";
    person = { ...person, intro: `another ${word}`, later: `the other ${word}` };
  }
  return person;
}

/** A big change: the new baby, the new house, the new school, in the parent's word for it. */
function bigChangeThing(body: string): { thing: Thing; objectMatched: boolean } {
  const change = CHANGES.find(([re]) => re.test(body));
  const key = change?.[1] ?? "the new house";
  const m = change ? body.match(change[0]) : null;
  // The parent's word for it: "the new school", "the new kindergarten", "the move", "the two homes".
  const own =
    m?.[0].match(/\bnew (house|home|room|town|city|country|school|daycare|nursery|preschool|class|teacher)\b/)?.[1] ??
    m?.[0].match(/\bstarting (school|kindergarten|preschool|daycare)\b/)?.[1];
  const home = body.match(/\b(house|home)\b/)?.[1];
  const noun = own ? `the new ${own}` : key === "the new house" && home ? `the new ${home}` : /\bmov(ed|e)\b/.test(m?.[0] ?? "") ? "the move" : key;
  return {
    objectMatched: !!change,
    thing: {
      key,
      noun,
      bare: noun.replace(/^the /, ""),
      place: change?.[2] ?? "bedroom",
      props: change?.[2] === "school gate" ? ["backpack", "lunchbox"] : ["bed", "window"],
    },
  };
}

/**
 * The parent's own word for the thing ("the iPad", "the math worksheet", "her teeth"); the story's
 * physical thing stays ours when the parent named an activity or a body part. Two things to put on
 * ("his coat or shoes"): the story is about both, in the parent's words.
 */
function inParentsWords(thing: Thing, frame: FrameId, body: string, things: ThingEntry[]): Thing {
  const entry = THINGS.find((t) => t.key === thing.key);
  const own = entry ? ownNoun(entry, body) : undefined;
  if (own) thing = { ...thing, noun: own.noun, plural: own.plural, tool: own.physical ? own.noun : (TOOLS[thing.key] ?? thing.noun) };
  // The controller grabbed out of a brother's hands is the turn's thing, not the whole game ("the Xbox controller").
  const controller = frame === "hurting" && thing.key === "video game" ? body.match(/\b(xbox |playstation |switch |game )?controllers?\b/) : null;
  if (controller) {
    const brand = ({ "xbox ": "Xbox ", "playstation ": "PlayStation ", "switch ": "Switch " } as Record<string, string>)[controller[1] ?? ""] ?? "";
    thing = { ...thing, noun: `the ${brand}controller`, bare: `${brand}controller`, tool: `the ${brand}controller` };
  }
  // The dog next door stays behind its fence: it is heard, not drawn loose beside the child.
  if (thing.key === "dog" && /next door/.test(thing.noun)) thing = { ...thing, props: thing.props.filter((p) => p !== "dog") };
  if (frame !== "getting-dressed") return thing;
  const key = thing.key;
  const worn = things.filter((t) => ["coat", "shoes", "clothes"].includes(t.key) && t.key !== key);
  const second = worn[0] ? ownNoun(worn[0], body) : undefined;
  if (!worn[0] || !second) return thing;
  const first = thing.noun.replace(/^the /, "");
  const both = `${first} and ${second.noun.replace(/^the /, "")}`;
  return {
    ...thing,
    noun: `the ${both}`,
    bare: both,
    plural: true,
    tool: `the ${both}`,
    props: [...new Set([...thing.props, ...worn[0].props])],
    verb: thing.verb ? { ...thing.verb, base: `put on {C's} ${both}`, past: `put on {C's} ${both}`, ing: `putting on {C's} ${both}` } : thing.verb,
  };
}

/** Where the story happens: the parent's words, the car on the way, the classroom for a teacher's group, the frame's own place. */
function storyPlace(
  body: string,
  frame: FrameId,
  thing: Thing | undefined,
  person: PersonEntry | undefined,
  settings: Setting[],
  when: HabitMoment | undefined,
): Place {
  // Taken at the shop, found at home: the home scenes (and the plan) in the living room; the shop scenes say their own place.
  if (frame === "taking" && SHOP_TAKEN.test(body)) return "living room";
  let place = choosePlace(body, frame, thing);
  // "In the car on the way to daycare": the story is in the car.
  // ("Scared at swim lessons, cries in the car before": the car is before the moment; the feared place stays; R9.)
  const carBefore =
    /\bin the car (?:before|beforehand|first)\b/.test(body) && !!thing && thing.place !== "car" && FRAME_PLACES[frame].allowed.includes(thing.place);
  if (settings.some((x) => x.words.includes("car")) && FRAME_PLACES[frame].allowed.includes("car") && frame !== "must-do" && !carBefore) place = "car";
  // A teacher's group: in the classroom (preschool, circle time, the line), unless the words name the playground.
  // A teacher's message without "my class" (R6 C2: "shouting out answers at carpet time… the other kids are
  // getting fed up… when I ask him to put his hand up"): a turn in a group with a class's own word is the classroom too.
  const groupTurnInClass = GROUP_TURN.test(body) && CLASS_WORDS.test(body.replace(/\bthe other (children|kids)\b/g, ""));
  if (
    (GROUP.test(body) || groupTurnInClass) &&
    CLASS_WORDS.test(body) &&
    !/\b(recess|playground|outside|yard)\b/.test(body) &&
    FRAME_PLACES[frame].allowed.includes("classroom")
  )
    place = "classroom";
  if (frame === "leaving" && thing) place = thing.place;
  if (when) place = when.place;
  if (frame === "big-change" && thing) place = thing.place;
  if (frame === "big-change" && person?.key === "new baby") place = "living room";
  if (
    frame === "worry" &&
    thing &&
    FRAME_PLACES.worry.allowed.includes(thing.place) &&
    !PLACE_WORDS.some(([re, p]) => p !== thing.place && re.test(body) && FRAME_PLACES.worry.allowed.includes(p) && p !== "bedroom")
  )
    place = thing.place;
  if (frame === "running-off" && thing?.key === "bath") place = "bathroom";
  // A danger happens where the parent said: the pool stays the pool, the oven is in the kitchen.
  if (frame === "safety") place = readDanger(body)?.place ?? place;
  // A tummy ache before school is a morning at home (the goodbye frame's Tummy Talk).
  if (frame === "goodbye" && schoolTummy(body)) place = "kitchen";
  return place;
}

/** "Since the new baby came", "ever since the baby arrived": a new baby in the house, told as the background. */
const NEW_BABY_SINCE =
  /\b(?:since|after) (?:the|our|his|her|their) (?:new )?(?:baby|brother|sister) (?:came|arrived|was born|came home|got here)\b|\bnew baby\b/;
const NEW_BABY_BACKGROUND: Trigger & { match: RegExp } = {
  key: "new baby",
  match: NEW_BABY_SINCE,
  label: "a new baby at home",
  state: "cross",
  setup: [
    "Since the new baby came, {G} was busy all the time.",
    "Ever since the new baby came home, {G} had been busy all the time, and there was less of {G} to go round.",
  ],
};

/** The trigger the frame uses, and the child's feeling (the parent's word when it fits the frame). */
function triggerAndFeeling(
  frame: FrameId,
  body: string,
  person: PersonEntry | undefined,
  thing: Thing | undefined,
): { usedTrigger?: Trigger & { match: RegExp }; feeling: [string, string]; named?: (typeof FEELING_WORDS)[number] } {
  const trigger = TRIGGERS.find((t) => t.match.test(body));
  let usedTrigger =
    frame === "hurting" || frame === "running-off" || frame === "wanting-now" || frame === "must-stop"
      ? trigger
      : trigger && ["tired", "hungry"].includes(trigger.key)
        ? trigger
        : undefined;
  // Hurting a baby: the feeling underneath is being left out, unless the parent said tired or hungry.
  // A grab in another child's turn: the turn is the moment itself, never "a toy taken" from the child.
  if (frame === "hurting" && usedTrigger?.key === "turn" && grabsInTurn(body)) usedTrigger = undefined;
  // (unless the baby touched the child's own things: "every time she touches his trucks" is the trigger, told by its episode)
  const mineTouched = frame === "hurting" && person?.kind === "baby" && MINE_TOUCHED.test(body);
  if (mineTouched) usedTrigger = undefined;
  else if (frame === "hurting" && person?.kind === "baby" && (!usedTrigger || !["tired", "hungry"].includes(usedTrigger.key)))
    usedTrigger = TRIGGERS.find((t) => t.key === "jealous");
  // A brother or sister hurt "since the new baby came": the baby is the background, told where the story starts (R8).
  if (frame === "hurting" && person?.kind === "child" && NEW_BABY_SINCE.test(body) && (!usedTrigger || !["tired", "hungry"].includes(usedTrigger.key)))
    usedTrigger = NEW_BABY_BACKGROUND;
  const named = FEELING_WORDS.find((f) => f.match.test(body));
  const frameFeeling = FRAME_FEELINGS[frame];
  let feeling: [string, string] = [...frameFeeling.feeling];
  if (named && frameFeeling.fits.includes(named.family)) feeling = [...named.feeling];
  if (frame === "hurting" && usedTrigger?.key === "tired") feeling = ["tired and grumpy", "tired and grumpy"];
  if (frame === "hurting" && usedTrigger?.key === "hungry") feeling = ["hungry and grumpy", "hungry and cross"];
  if (frame === "hurting" && usedTrigger?.key === "jealous") feeling = ["left out", "jealous"];
  if (mineTouched) feeling = ["cross", "cross"];
  if (frame === "big-change" && person?.key === "new baby" && !named) feeling = ["left out", "jealous"];
  if (frame === "big-change" && thing?.key === "the new house" && !named) feeling = ["sad", "unsure"];
  if (frame === "goodbye" && (named?.family === "fear" || schoolTummy(body))) feeling = ["worried", "worried"];
  if (frame === "taking" && PRIVATE_LOOK.test(body)) feeling = ["sorry", "embarrassed"];
  // Upset when another child is picked ("gets really upset when I call on another child… cried and hid"): disappointed, never lively (R12).
  if (
    frame === "not-allowed" &&
    /\b(upset|cries|cried|crying|sad|sulks?|sulked|hid|hides)\b/.test(body) &&
    /\b(call(?:s|ed)? on|picked|picks?|answers?)\b/.test(body)
  )
    feeling = ["disappointed", "upset"];
  if (frame === "waking" && /\b(dreams?|nightmares?|night terrors?)\b/.test(body)) feeling = ["scared", "scared"];
  // A fib found out: wobbly and embarrassed (the lying behavior's feelings), never cross.
  if (frame === "rude-words" && isFib(body)) feeling = ["wobbly", "embarrassed"];
  // A knocked-over tower brings tears and stamping: "upset" (the parent's "cries", "upset"), not "sad".
  if ((frame === "spoiled-play" || frame === "big-feelings") && named?.family === "sad" && !/\bsad\b/.test(body)) feeling = ["upset", "upset"];
  return { usedTrigger, feeling, named };
}

/** How the person is introduced and later named (with the name the parent gave a child or baby). */
/**
 * The one who was hurt, named right after the hurt ("bites his sister when she takes his lego… since the
 * new baby came"): the sister is the story's person; a baby named elsewhere is the background (issue 22, R8).
 */
function hurtVictim(body: string): PersonEntry | undefined {
  const m = body.match(
    /\b(?:hit|hits|hitting|bites?|biting|bit|kicks?|kicking|pinch(?:es|ing)?|push(?:es|ing)?|shoves?|scratch(?:es|ing)?|slaps?|smacks?|punch(?:es|ing)?)\s+((?:[a-z']+\s+){0,3}[a-z']+)/,
  );
  if (!m) return undefined;
  // "pushing kids in the line", "hits other children": the other children, never the teacher who told the parent (R12 prep).
  if (/^(?:the )?(?:other )?(?:kids|children|classmates|boys|girls)\b/.test(m[1])) return PEOPLE.find((p) => p.key === "classmate");
  return PEOPLE.find((p) => (p.kind === "child" || p.kind === "baby") && p.match.test(m[1]));
}

/**
 * A grandparent by the name the child calls them, as the parent wrote it ("her nan" is Nan, "ignores pops"
 * is Pops, "granny" Granny); "grandad" is Grandpa (index.ts says Grandad in a story for a parent who writes Mum).
 */
const GRAND_NAMES: Record<string, string> = {
  grandad: "Grandad",
  granddad: "Grandad",
  nanna: "Nanna",
  nana: "Nana",
  nan: "Nan",
  granny: "Granny",
  gran: "Gran",
  gramps: "Gramps",
  pops: "Pops",
};

function personWords(person: PersonEntry | undefined, text: string, childName: string): { personIntro?: string; personLater?: string; nameGiven?: string } {
  if (!person) return {};
  if (person.key === "grandpa" || person.key === "grandma") {
    const own = GRAND_NAMES[fold(text.toLowerCase()).match(person.match)?.[0] ?? ""];
    if (own) return { personIntro: own, personLater: own };
  }
  const nameGiven = person.kind === "child" || person.kind === "baby" ? personName(text, person.match, childName) : undefined;
  return {
    nameGiven,
    personIntro: nameGiven ? `${person.intro}, ${nameGiven}` : person.intro,
    personLater: nameGiven ? (person.baby ? `baby ${nameGiven}` : nameGiven) : person.later,
  };
}

export function understandSituation(text: string, childName: string): Situation {
  const { text: s, language } = normalize(text);
  const childRe = childName.trim() ? new RegExp(`\\b${escapeRegExp(fold(childName.trim()))}\\b`, "g") : null;
  const body = childRe ? s.replace(childRe, "kid") : s;

  // Objects: the frame's own first (a dentist story keeps its chair, a bath story its bath).
  const things = THINGS.filter((t) => t.match.test(body));
  // The parent's own brother or sister ("my brother makes comments") is the child's uncle or aunt, never the child's sibling (R11).
  const noParentsSiblings = body.replace(/\b(?:my|our) (?:little |big |younger |older )?(?:brother|sister)(?:-in-law)?\b/g, "my relative");
  const personEntry =
    hurtVictim(body) ??
    PEOPLE.find(
      (p) =>
        p.match.test(noParentsSiblings) &&
        !(
          p.key === "baby" &&
          /\b(baby|babyish|like a baby)\b/.test(body) &&
          !/\bthe baby\b|\bbaby (sis|bro)/.test(body) &&
          !/\b(hit|push|bite|kick)\w*\b/.test(body)
        ),
    );
  const { frame, cue, action, byAction } = readFrame(body, things, personEntry);
  let { thing, objectMatched } = frameThing(frame, body, things);
  let person = framePerson(frame, body, personEntry);
  const personMatched = (!!person && person === personEntry) || (!!person && person.key !== "grown-up" && person.match.test(body));
  if (frame === "big-change" && (!person || person.key !== "new baby")) {
    person = undefined;
    ({ thing, objectMatched } = bigChangeThing(body));
  }
  // (the episode's own things are already the parent's words: the Lego to share, the diary, bedtime)
  if (
    thing &&
    objectMatched &&
    frame !== "leaving" &&
    frame !== "big-change" &&
    !["shared", "private", "bedtime"].includes(thing.key) &&
    !/ toy$/.test(thing.bare)
  )
    thing = inParentsWords(thing, frame, body, things);
  let settings = settingsIn(withoutTimePlaces(body));
  const when = frame === "nervous-habit" ? habitMoment(body) : undefined;
  let place = storyPlace(body, frame, thing, person, settings, when);
  // The car before the moment ("cries in the car before") is not woven into a story at the pool.
  if (place !== "car") settings = settings.filter((x) => !(x.words.includes("car") && /\bin the car (?:before|beforehand|first)\b/.test(body)));
  // The action frames, and a refusal no frame took ("won't sit in the cart"): the story's thing is the action.
  const refusal = frame === "must-do" && !!action?.negated && !objectMatched && byAction;
  // An action frame the parent's words point to without a verb we can read ("very shy", "nightmares"): its own plain action.
  const acted = action ?? (ACTION_FRAMES.includes(frame) ? plainAction(frame) : undefined);
  if (acted && (ACTION_FRAMES.includes(frame) || refusal)) {
    if (refusal) place = choosePlace(body, "not-allowed", undefined);
    ({ thing, matched: objectMatched } = actionThing(frame, acted, body, place, person));
  }
  const { usedTrigger, feeling } = triggerAndFeeling(frame, body, person, thing);
  const { personIntro, personLater, nameGiven } = personWords(person, text, childName);

  let time = when?.time ?? chooseTime(frame, place, thing, usedTrigger);
  // "At night", "at dinner": the story's day runs to the parent's time.
  const settingTime = settings.find((x) => x.time)?.time;
  if (settingTime && !when && frame !== "waking" && frame !== "goodbye" && frame !== "getting-dressed") time = settingTime;
  // The second part of a two-part message: what else happened, what came of it, how the child was after (also.ts).
  const also = alsoIn(body, pronounsInText(body));
  const summaryTemplate = SUMMARIES[frame]({
    thing,
    person: personIntro?.replace(/\{C's\} /, "a "),
    personLater,
    useLater: person?.kind === "baby" || !!nameGiven,
    place,
    trigger: usedTrigger,
    feeling: feeling[0],
    body,
  });
  const summary = capitalize(
    summaryTemplate
      .replace(/\{C\}/g, childName.trim() || "The child")
      .replace(/\{C's\}/g, "their")
      .replace(/\{G\}/g, "a grown-up")
      .replace(/\ba (baby sister|baby brother|little sister|little brother|big sister|big brother|sister|brother|cousin|friend|teacher|twin)\b/, "a $1"),
  );

  return {
    language,
    frame,
    frameLabel: frame === "hurting" && grabsInTurn(body) ? "grabbing in someone else's turn" : FRAME_LABELS[frame],
    place,
    time,
    ...(thing
      ? {
          object: thing.noun,
          thing: {
            key: thing.key,
            noun: thing.noun,
            bare: thing.bare,
            plural: thing.plural,
            place: thing.place,
            props: thing.props,
            verb: thing.verb,
            tool: thing.tool ?? TOOLS[thing.key] ?? thing.noun,
          },
        }
      : {}),
    ...(when ? { when } : {}),
    ...(settings.length ? { settings } : {}),
    ...(action ? { action } : {}),
    ...(frame === "hurting" && grabsInTurn(body) ? { grabbedOnly: true } : {}),
    ...(also ? { also } : {}),
    matched: {
      frame: cue.has(frame) || (byAction && !!action),
      object: objectMatched,
      // "hits me", "bites me": the person is the parent, in the parent's own word ("me").
      person: personMatched || (person?.key === "grown-up" || personLater === "{G}" ? /\b(me|my|i)\b/.test(body) : false),
      place: PLACE_WORDS.some(([re, p]) => p === place && re.test(body)) || (frame === "leaving" && objectMatched),
    },
    ...(person ? { person: personLater, personIntro, personRole: person.role, personKind: person.kind, ...(nameGiven ? { personName: nameGiven } : {}) } : {}),
    // Hurting at bath time or bedtime: the child tells "I'm cross!", never "I'm wiggly!" (the bath's restless state).
    ...(usedTrigger
      ? {
          trigger: {
            key: usedTrigger.key,
            label: usedTrigger.label,
            state: frame === "hurting" && usedTrigger.state === "wiggly" ? "cross" : usedTrigger.state,
            setup: usedTrigger.setup,
          },
        }
      : {}),
    feeling,
    summary,
    summaryTemplate,
  };
}

// ---- the parent's action: frames built around what the child does (action.ts) ------------------

/** What a rude word is swapped for: [the parent's words, the story's noun for them, the helping words]. */
const RUDE_SWAPS: Array<[RegExp, string, string]> = [
  [
    /\b((?:poop|pee|potty|toilet|bathroom|butt|wee|fart)(?: and (?:poop|pee|potty|toilet|bathroom|butt|wee|fart))? (?:words|talk|jokes|language))\b/,
    "the $1",
    "say a silly made-up word like “Banana pancakes” instead",
  ],
  [/\bpotty mouth\b/, "the potty words", "say a silly made-up word like “Banana pancakes” instead"],
  [/\bi hate you\b|\bhate you\b|\bhates? (?:me|us)\b/, "the words “I hate you”", "say “I'm really, really cross” instead"],
  [/\bshut up\b/, "the words “shut up”", "say “Wait, please, I'm talking” instead"],
  [/\b(talks? back|talking back|back ?talk\w*|answers? back|sass\w*|mouthy)\b/, "the talking back", "use a calm voice and ask to talk about it"],
  [/\brolls? (?:his|her|their) eyes|eye ?roll\w*/, "the eye-rolling", "use a calm voice and ask to talk about it"],
  [/\b(stupid|dummy|idiot|names)\b/, "the mean names", "say what is wrong instead, like “Please stop”"],
  [/\b(swear\w*|curs(?:e|es|ing)|bad words)\b/, "the bad words", "say a silly word like “Fiddlesticks” instead"],
  [/\b(burp\w*|fart\w*|rude noises|rude sounds|raspberr\w*)\b/, "the rude noises", "say “Excuse me” and keep the silly noises for playtime"],
  [/\b(rude words|rude things|mean words|mean things)\b/, "the $1", "say what is really wrong, in kind words"],
  [/\b(yell\w*|scream\w*|shout\w*) at\b/, "the shouting", "say “I'm cross” in a strong, calm voice"],
];
/** What the child claimed to have done ("said she'd tidied up her room when…"): [its determiner, the thing]. */
const CLAIMED_THING =
  /\b(?:says?|said|saying|(?:tells?|telling|told) \w+\.?|claims?|claimed|swears?|swore|insists?|insisted) (?:that )?(?:he|she|they|kid)(?:'d)? (?:had |has |already )?[a-z]+(?: up| out| away)? (?:(his|her|their|the) )?([a-z]+)(?= when\b| before\b| after\b|[,.!]|$)/;
/** The fib's noun and its swap: the truth. */
const FIB_SWAP: [RegExp, string, string] = [LIE_WORDS, "the fib", "tell the truth, even the tricky bits"];
const RUDE_DEFAULT: [string, string] = ["the hurting words", "say “I feel cross” with words that help"];

/** Waiting in a line (or pushing in front of the others): the same yes way wherever it is. */
const LINE_WAIT = "wait in the line with calm hands, because everyone gets a turn";
/** The yes way for something that isn't allowed — always true and safe for that situation: [the action, the swap]. */
const YES_WAYS: Array<[RegExp, string]> = [
  [UNDER_TABLE, "sit up in the chair and play I spy with {G}"],
  [QUIET_TALK, "keep the words in a pretend pocket until quiet time is over"],
  [/\bjump\w* (?:up and down )?on\b/, "jump on a pile of cushions on the floor"],
  [/\bclimb\w* (?:on|up|onto|over)\b/, "climb the cushion mountain on the floor"],
  [/\b(?:paint|draw|color|colour|scribbl|writ|crayon|mark)\w* on\b/, "draw on big paper instead"],
  [/\bpick\w* (?:his|her|their|{C's}) nose|nose ?pick|boogers?/, "use a tissue and then wash up"],
  [FOOD_THROWN, "say “All done” and give the plate to {G}"],
  [/\bthrow\w* food|throws? (?:his|her|their) (?:food|plate|dinner|lunch)/, "say “All done” and give the plate to {G}"],
  [
    /\b(?:throw|kick|toss|fling)\w*[^.]*\b(?:shoes?|boots|socks)\b[^.]*\bcar\b|\bcar\b[^.]*\b(?:throw|toss|fling)\w*/,
    "leave everything on and tap along to a car song",
  ],
  [/\bthrow\w*/, "throw soft balls into a basket"],
  [/\bspit\w*/, "spit only into the sink"],
  [/\blick\w*/, "ask for a cold drink or a crunchy snack"],
  [/\bsneak\w*/, "ask {G} for one after dinner"],
  [/\b(?:grab|snatch|take|took)\w* /, "ask for a turn next and wait"],
  [/\b(?:push|shov|cut|barg)\w*[^.]*\b(?:line|door|sink|gate)\b|\bfirst in line\b|\bpushing in\b|\bline leader\b/, LINE_WAIT],
  [/\b(?:interrupt\w*|talk\w* over|shout\w* over|talk\w* at once|all talk)/, "put up a hand and wait for a turn to talk"],
  [/\bslam\w*/, "close the door gently and stomp on the spot instead"],
  [/\b(?:run|runs|running) (?:around )?(?:in|inside|around) the/, "save running for the park"],
  [/\bwak(?:e|es|ing) up/, "look at books quietly in bed until it is time to get up"],
  [/\bsplash\w*/, "splash inside the tub, where the water can stay"],
  [/\b(?:pour|flood)\w*/, "pour only into a cup or the sink"],
  [/\bbang\w*|\bhit\w* the/, "bang on a drum made from a pot and a spoon"],
  [/\bstand\w* on/, "keep both feet on the floor and save climbing for the playground"],
  [/\bplay\w* with (?:his|her|their|{C's}) food/, "say “All done” and give the plate to {G}"],
];
const YES_DEFAULT = "ask {G} for something else to do";
/** A group's turn at school (GROUP_TURN): the classroom's way to wait, read from the whole message first. */
const GROUP_YES_WAYS: Array<[RegExp, string]> = [
  [DOG_RUSH, "ask the owner, “Can I say hello to your dog?”, and wait for a yes"],
  [BARGE, "knock on the door, ask “Can I come in?”, and wait for a yes"],
  [/\btalking stick\b/, "keep calm hands and wait for the talking stick to come round"],
  // Group reading: the book stays with the reader, and the others' turn is read along in your head.
  [
    /\b(?:group reading|guided reading|reading group|reads?(?: out loud| aloud)? over|the book (?:off|from))\b/,
    "wait for a turn to read, and read along quietly while the others read",
  ],
  [/\b(?:cut|push)\w* in front\b/, LINE_WAIT],
  [/\b(?:tak|grab|snatch)\w* the (?:\w+) (?:off|from) (?:them|the others|everyone|the other (?:kids|children))\b/, "ask for a turn, and wait for a yes"],
  [/\b(?:my turn|shouts? out|shouting out|calls? out|calling out|blurts?)\b/, "put up a hand and wait for a turn to talk"],
  [
    /\b(?:roll|lie|lying|lay)\w*(?: \w+){0,4} (?:in|on|around|across) (?:the )?(?:middle of the )?(?:circle|rug|carpet)\b/,
    "sit on the rug with crossed legs and still hands",
  ],
];

/** What to do after a big feeling, by what went wrong: [the trouble, the next step]. */
const NEXT_STEPS: Array<[RegExp, string]> = [
  [/\bjealous\w*|\battention\b/, "ask {G} for a cuddle and a little time together"],
  // A visitor going home (Grandpa after a visit, an aunt after the weekend): a goodbye with a next time in it.
  [/\b(?:leaves|leaving|left|goes home|going home|went home|says goodbye)\b/, "wave goodbye from the window and plan the next visit together"],
  [
    /\bcan'?t (zip|tie|button|open|reach|get|fix|find|do|make|finish|figure)|won'?t (zip|work|fit|close|open|stay|stick)|gets? stuck\b/,
    "ask for help to get it started",
  ],
  [
    /\b(tower|castle|sandcastle|lego|legos|blocks|duplo|track|fort|den|model)\b[^.]*\b(washed away|falls?|fell|knocked|blown|broke|breaks?|broken|squashed|ruined)\b/,
    "build it again, one piece at a time",
  ],
  [
    /\b(washed away|falls?|fell|knocked|blown|broke|breaks?|broken|squashed|ruined|torn|ripped|pops?|popped|spill\w*)\b/,
    "ask for a hug, and then make a new plan together",
  ],
  [/\b(look|come out|turn out) right|not (right|perfect)|isn'?t (right|perfect)|mistakes?|wrong\b/, "try again, or turn the mistake into something new"],
];
const NEXT_DEFAULT = "try again, or ask for help";

/** A tiny brave step with people, never a hug or a kiss the child doesn't want. */
const BRAVE_STEP = "wave hello";

/** An action frame's own words for the action, when the parent's can't be read. */
function plainAction(frame: FrameId): Action {
  const forms: Partial<Record<FrameId, [string, string, string, string]>> = {
    "rude-words": ["say rude words", "said rude words", "saying rude words", "says rude words"],
    "not-allowed": [
      "do something that isn't allowed",
      "did something that wasn't allowed",
      "doing something that isn't allowed",
      "does something that isn't allowed",
    ],
    "big-feelings": ["get very upset", "got very upset", "getting very upset", "gets very upset"],
    shy: ["hide behind {G}", "hid behind {G}", "hiding behind {G}", "hides behind {G}"],
    waking: ["wake up in the night", "woke up in the night", "waking up in the night", "wakes up in the night"],
  };
  const [base, past, ing, present] = forms[frame] ?? forms["big-feelings"]!;
  return { verbs: [base.split(" ")[0]], base, past, ing, present, negated: false, step: { base, past, ing }, source: "" };
}

const ACTION_FRAMES: readonly FrameId[] = ["rude-words", "not-allowed", "big-feelings", "shy", "waking"];

/** Which action frame fits an action no other frame took. */
export function actionFrame(action: Action, s: string): FrameId {
  if (RUDE_WORDS.test(s)) return "rude-words";
  // Under the table at a meal ("crawls under the table at the restaurant and won't come out"): leaving the seat, not shyness.
  if (UNDER_TABLE.test(s) && !SHY.test(s)) return "not-allowed";
  if (SHY.test(s) || action.verbs[0] === "hide") return "shy";
  if (action.verbs.some((v) => /^(say|call|tell|swear|curse|burp|fart|mock|tease|sass)$/.test(v))) return "rude-words";
  if (action.negated) return "must-do";
  if (action.verbs.some((v) => /^(grab|snatch|take|steal|interrupt|shout|jump|climb|paint|draw|throw|spit|lick|pick|wipe|slam|pour|splash|sneak)$/.test(v)))
    return "not-allowed";
  if (UPSET.test(s)) return "big-feelings";
  return "not-allowed";
}

/** The first noun phrase after the verb, in the parent's words: "the couch", "{C's} nose", "the walls". */
export function objectOf(phrase: string): string | undefined {
  const m = phrase.match(
    /^(?:refuse to |keep )?[a-z']+(?: (?:up|down|out|off|away|back|over|around))?(?: (?:on|onto|at|in|into|with|off|behind|under|over|out of|of|from|to|down|up|through|around|about))? ((?:the|a|an|\{C's\}|\{G's\}|some|all the)\s+)?([a-z0-9-]+(?: [a-z-]+){0,2}?)(?= and\b| or\b| on\b| at\b| in\b| with\b| when\b| to\b| from\b| by\b| like\b| for\b| out\b| off\b| away\b| back\b| every\b| into\b| across\b| under\b| behind\b| through\b| onto\b| under\b| over\b| through\b| around\b| of\b| [a-z]+ing\b|$)/,
  );
  if (!m) return undefined;
  const noun = m[2];
  if (
    /^(it|them|him|her|me|us|things|stuff|everything|anything|something|everyone|anyone|people|each other|up|down|out|upset|angry|mad|cross|jealous|nervous|scared|very|really|so|too)$/.test(
      noun,
    ) ||
    /^(very|really|so|too|super) /.test(noun)
  )
    return undefined;
  // Never an article before a phrase with a preposition in it ("go in to school" is not "the to school").
  if (/(^| )(to|in|into|on|onto|at|of|for|with|from|by|off|out|up|down)( |$)/.test(noun)) return undefined;
  const det = (m[1] ?? "").trim();
  return det ? `${det === "a" || det === "an" || det === "some" ? "the" : det} ${noun}` : `the ${noun}`;
}

/** The trouble's thing in the parent's words ("when his sandcastle gets washed away" → "{C's} sandcastle"). */
function troubleThing(clause: string | undefined): string | undefined {
  if (!clause) return undefined;
  const m = clause.match(
    /(?<![\w}])(\{C's\}|the|a|an) ((?:[a-z-]+ ){0,2}?(?:tower of blocks|[a-z-]+))(?= gets?\b| got\b| falls?\b| fell\b| breaks?\b| broke\b| won't\b| doesn't\b| isn't\b| is\b| pops?\b| comes?\b| goes\b| ends?\b| $)/,
  );
  if (m) return `${m[1] === "a" || m[1] === "an" ? "the" : m[1]} ${m[2]}`;
  const zip = clause.match(/\b(?:zip|tie|button|open|reach|fix|find|finish|draw|build|make|get) (\{C's\}|the|a) ([a-z-]+(?: [a-z-]+)?)/);
  if (zip) return `${zip[1] === "a" ? "the" : zip[1]} ${zip[2]}`;
  return undefined;
}

/** The first noun phrase of a clause, in the parent's words: "every time i'm on a phone call" → "the phone call". */
function nounIn(clause: string | undefined): string | undefined {
  const m = clause?.match(/(?<![\w}])(\{C's\}|\{G's\}|the|a|an) ([a-z]+(?: [a-z]+)?)(?= for\b| at\b| in\b| on\b| with\b| and\b|$)/);
  return m ? `${m[1] === "a" || m[1] === "an" ? "the" : m[1]} ${m[2]}` : undefined;
}

const INDOOR: readonly Place[] = ["bedroom", "bathroom", "kitchen", "living room", "classroom", "car", "shop", "restaurant", "library"];

/**
 * The action as the story's thing: its verb forms are the action's (slots {doIt} {didIt} {doingIt};
 * for a refusal, the step itself), `sound` carries the when/where in the story's words ("even after
 * {G} said no", "at the dinner table"; never empty) and `name` the swap the plan teaches ("jump on a
 * pile of cushions on the floor"), both filled by index.ts as {sound} and {strategyName}.
 */
function actionThing(frame: FrameId, action: Action, s: string, place: Place, person: PersonEntry | undefined): { thing: Thing; matched: boolean } {
  const where = action.where;
  // "even after we say no", "because…": the problem's circumstance, not a moment that comes round again.
  const when =
    action.whenPast && !/^(even|because|cause|since|though|although|so|but|unless|until|instead)\b/.test(action.whenPast) ? action.whenPast : undefined;
  const placed = `${INDOOR.includes(place) ? "in" : "at"} the ${place}`;
  const night = frame === "waking" ? (/\b(dreams?|nightmares?|night terrors?)\b/.test(s) ? "in the middle of the night" : "very early one morning") : undefined;
  // A fib is told when someone asks ("lies about brushing his teeth").
  const asked = frame === "rude-words" && isFib(s) ? "when {G} asked" : undefined;
  const setting =
    where && when
      ? `${where}, ${when}`
      : (when ?? where ?? asked ?? night ?? (action.base.includes(` the ${place}`) || place === "living room" ? "all of a sudden" : placed));
  let noun: string | undefined;
  let swap: string;
  let plural = false;
  if (frame === "rude-words") {
    // A fib is the fib, whatever words it came in ("swears she fed the cat when she didn't" is no swearing).
    const rude = isFib(s) ? FIB_SWAP : RUDE_SWAPS.find(([re]) => re.test(s));
    const m = rude ? s.match(rude[0]) : null;
    noun = rude ? rude[1].replace("$1", m?.[1] ?? "") : RUDE_DEFAULT[0];
    // A fib is about something the parent named: "the fib about brushing {C's} teeth".
    const about = noun === "the fib" ? LIE_ABOUT.exec(s)?.[3] : undefined;
    // ("who made the mess in the playroom" is the fib about the mess in the playroom)
    if (about && !/^(it|that|this|things|stuff|everything|small stuff|anything)$/.test(about))
      noun = `the fib about ${about
        .replace(/^who [a-z]+ /, "")
        .replace(/^[a-z]+ing (?=\S)/, "")
        .replace(/\b(his|her|their)\b/g, "{C's}")}`;
    // Else about what the child claimed: "says he did his homework when he didn't" is the fib about {C's} homework.
    const claimed = noun === "the fib" ? CLAIMED_THING.exec(s) : null;
    if (claimed && !/^(it|that|this|everything|something|nothing)$/.test(claimed[2]))
      noun = `the fib about ${claimed[1] ? (/^(his|her|their)$/.test(claimed[1]) ? "{C's}" : claimed[1]) : /^(teeth|hands|hair|face|homework|room|bed)$/.test(claimed[2]) ? "{C's}" : "the"} ${claimed[2]}`;
    swap = rude?.[2] ?? RUDE_DEFAULT[1];
    plural = /words|names|noises|jokes/.test(noun);
  } else if (frame === "not-allowed") {
    noun = objectOf(action.base) ?? nounIn(action.when);
    // The yes way for what the child does first ("talk over the others"), else for anything the parent said ("…and push in line").
    swap =
      ((GROUP_TURN.test(s) || DOG_RUSH.test(s) || BARGE.test(s) ? GROUP_YES_WAYS.find(([re]) => re.test(s)) : undefined) ??
        YES_WAYS.find(([re]) => re.test(action.base)) ??
        YES_WAYS.find(([re]) => re.test(s)))?.[1] ?? YES_DEFAULT;
    plural = !!noun && /s$/.test(noun) && !/ss$/.test(noun);
  } else if (frame === "big-feelings") {
    // "Jealous of her sister": the one the attention goes to.
    const of = s.match(
      /\bjealous\w* of (his|her|their|the|my) ((?:[a-z-]+ ){0,2}?(?:sister|brother|sibling|baby|twin|cousin|friend)(?: (?:sister|brother))?s?)\b/,
    );
    const jealousOf = of ? `${/^(his|her|their)$/.test(of[1]) ? "{C's}" : "the"} ${of[2]}` : undefined;
    // A grown-up going home after a visit: the story is busy with them ("busy with Grandpa").
    const visitor = person && person.kind === "adult" && /\b(leaves|leaving|left|goes home|going home|went home)\b/.test(s) ? person.intro : undefined;
    noun =
      jealousOf ??
      visitor ??
      troubleThing(action.when) ??
      (/\bjealous/.test(s) ? troubleThing(s.match(/\bwhen (.*)$/)?.[1]) : undefined) ??
      action.base
        .split(" and ")
        .map((part) => objectOf(part))
        .find(Boolean);
    swap = NEXT_STEPS.find(([re]) => re.test(s))?.[1] ?? NEXT_DEFAULT;
  } else if (frame === "waking" && OUT_OF_BED.test(s)) {
    // Out of bed after lights out: bedtime is the story's thing ("6 times" is no clock; R12).
    noun = "bedtime";
    swap = "stay snug and whisper goodnight to your cuddly toy";
  } else if (frame === "waking") {
    const at = s.match(/\b(\d{1,2}(?::\d\d)? ?(?:am|a\.m\.)?|dawn|sunrise)\b/)?.[1];
    noun = /\b(dreams?|nightmares?|night terrors?)\b/.test(s)
      ? /\bnightmares?\b/.test(s)
        ? "the nightmare"
        : "the bad dream"
      : at
        ? `the clock saying ${at.replace(/ (am)$/, "$1")}`
        : "the clock saying it was so early";
    swap = /\b(dreams?|nightmares?|night terrors?)\b/.test(s)
      ? "think of a happy place, or call {G} for a hug"
      : "look at a book quietly until it is time to get up";
  } else if (frame === "shy") {
    // A grown-up the parent named out somewhere ("when the lady at the bakery talks to her"): "the bakery lady".
    const stranger =
      /\bwhen the (lady|man|woman|cashier|waiter|waitress|shopkeeper) (?:at|in) the ([a-z]+)\b/.exec(s) ?? /\bwhen the ([a-z]+ (?:lady|man|woman))\b/.exec(s);
    noun = person ? person.intro : stranger ? (stranger[2] ? `the ${stranger[2]} ${stranger[1]}` : `the ${stranger[1]}`) : "the visitors";
    swap = BRAVE_STEP;
    plural = !person && !stranger ? true : !!person && person.kind === "group";
  } else {
    noun = objectOf(action.step.base);
    swap = "Count to Ten";
  }
  // The parent's own toy stays theirs: "the track" of "his wooden trains" is the train track.
  if (noun === "the track" && /\btrains?\b/.test(s)) noun = "the train track";
  const matched = !!noun && (frame === "shy" ? !!person : true);
  const useStep = frame === "must-do";
  // Getting into or out of the car: what the child looks at and turns from is the car door (they are in or beside the car).
  if (useStep && noun === "the car" && /\b(?:get|climb|step)\w* (?:out of|into|in) the car\b/.test(action.step.base)) noun = "the car door";
  // "Push to be first in line (for the water fountain)": in the story's words, pushing to the front of the line.
  const lineFor = s.match(/\bline for (the [a-z]+(?: [a-z]+)?)\b/)?.[1];
  const linePush =
    frame === "not-allowed" && LINE_PUSH.test(s) && /^(push|shove|cut|barge|elbow)/.test(action.base)
      ? (([v, p, g]) => ({
          base: `${v} to the front of the line${lineFor ? ` for ${lineFor}` : ""}`,
          past: `${p} to the front of the line${lineFor ? ` for ${lineFor}` : ""}`,
          ing: `${g} to the front of the line${lineFor ? ` for ${lineFor}` : ""}`,
        }))(/^shove/.test(action.base) ? ["shove", "shoved", "shoving"] : ["push", "pushed", "pushing"])
      : undefined;
  if (linePush) noun = `the line${lineFor ? ` for ${lineFor}` : ""}`;
  const forms = linePush ?? (useStep ? action.step : action);
  const bare = (noun ?? "it").replace(/^(the|\{C's\}|\{G's\}) /, "");
  return {
    thing: {
      key: `action ${frame}`,
      noun: noun ?? (frame === "big-feelings" ? "the tricky thing" : frame === "not-allowed" ? "the rule" : "it"),
      bare,
      plural,
      place,
      // The thing in the parent's words, drawn where it is a picture we have ("the table", "the couch").
      props: noun ? [bare] : [],
      // A must-do's {sound} is the sound of the job done ("Click!"), not a when-clause.
      verb: { base: forms.base, past: forms.past, ing: forms.ing, sound: useStep ? "Whoosh!" : setting, name: useStep ? "Count to Ten" : swap },
      tool: noun,
    },
    matched,
  };
}

// ---- two (or more) moments in one message -------------------------------------------------------

/** Where one part of a message ends and the next may begin: a sentence, or ", then when…", ", and at…". */
/** A part that tells how the child was after the doing: no sorry, laughing, sulking (not a new where or when). */
const AFTERMATH =
  /^(?:(?:and|but|also|then|just|after|afterwards|after that|he|she|they|kid)\b,?\s*)*(?:(?:won'?t|wont|doesn'?t|never|refuses? to|will not|didn'?t) (?:say|says) sorry|(?:just |only )?(?:laugh|giggl|smirk|sulk|pout)\w*)\b/;

const MOMENT_BREAKS =
  /(?<=[.!?;])\s+|,?\s+(?:and\s+)?then\s+(?=(?:when|whenever|every ?time|each time|at|during|after|before|in the|on the|if)\b)|,\s+(?:and|but|also)\s+(?=(?:when|whenever|every ?time|each time|at|during|after|before|if)\b)/i;

/** One moment of the parent's message: its own words, and what sets it apart (its where or when). */
interface MomentPart {
  text: string;
  acts: boolean;
  /** The where-and-when it happens ("circle time", "when it's pickup"), when the part says one. */
  setting?: string;
  /** The setting is a named place or time of day (settingsIn: "circle time", "dinner"), not only a when-clause. */
  named?: boolean;
}

function momentPart(text: string): MomentPart {
  const s = normalize(text).text;
  const action = readAction(s);
  const acts = !!action && saysWhatHappens(s);
  const settings = settingsIn(s).map((x) => x.words.join(" "));
  const setting = settings.length ? settings.join(", ") : [action?.when, action?.where].filter(Boolean).join(", ") || undefined;
  return { text: text.trim().replace(/^(?:and|but|also|then)\s+/i, ""), acts, setting, named: settings.length > 0 };
}

/**
 * The separate moments of a message that tells more than one ("at circle time she shouts out answers
 * and grabs the talking stick, then when it's pickup she hides behind the cubbies"): each part that
 * says what the child does at a where-or-when of its own is a moment, when one of the two is a named
 * place or time (settingsIn: "circle time", "dinner", "bedtime"); a part with no where-or-when of its
 * own ("…and then she throws her cup"), or two when-clauses of one routine ("when I wake him…", "when I
 * get him up…"), belongs to the moment before it. What only says who the
 * child is ("Maya is in my class of 22") goes with every moment. One moment: the text as it is.
 * Each moment is a description the reader and the story engine read on their own, in the parent's words.
 */
export function situationMoments(text: string): string[] {
  const whole = text.replace(/\s+/g, " ").trim();
  const parts = whole
    .split(MOMENT_BREAKS)
    .map((p) => p?.trim())
    .filter((p): p is string => !!p && /[a-z]/i.test(p))
    .map(momentPart);
  const context: string[] = [];
  const moments: MomentPart[] = [];
  for (const part of parts) {
    const last = moments[moments.length - 1];
    if (!part.acts) {
      // Who the child is, before anything happens: said with every moment; after, part of the moment.
      if (last) last.text = joinPart(last.text, part.text);
      else context.push(part.text);
    } else if (
      last &&
      // How the child was afterwards ("also wont say sorry after, just laughs"; "then cries and sulks when someone else
      // gets picked") is the same moment's end, never a moment of its own (also.ts reads it for the story).
      (AFTERMATH.test(normalize(part.text).text) || !(part.setting && last.setting && part.setting !== last.setting && (part.named || last.named))) &&
      // A danger at a place of its own ("In the car park she runs off between the cars") is a moment of its own.
      !(part.named && dangerous(part.text) !== dangerous(last.text))
    )
      last.text = joinPart(last.text, part.text);
    else moments.push({ ...part });
  }
  if (moments.length < 2) return [whole];
  // A danger is told first (a road, a car, a car park, the pool's edge): the story and the read-back start with it.
  const danger = moments.findIndex((m) => dangerous(m.text));
  if (danger > 0) moments.unshift(...moments.splice(danger, 1));
  return moments.map((m) => [...context, m.text].map(sentence).join(" "));
}

/** A moment where the child could be hurt: a danger the safety story tells, or running off near cars. */
function dangerous(text: string): boolean {
  const s = normalize(text).text.toLowerCase();
  return (
    !!readDanger(s) ||
    (/\b(runs?|ran|running|darts?|darted|bolts?|bolted|lets? go|let go|wanders?|wandered|takes? off)\b/.test(s) &&
      /\b(road|street|traffic|cars|car park|parking lot|driveway)\b/.test(s))
  );
}

function joinPart(a: string, b: string): string {
  return /[.!?;]$/.test(a) ? `${a} ${b}` : `${a}, ${b}`;
}

/** A part as a sentence of its own (the parent's words, ended with a full stop). */
function sentence(s: string): string {
  const t = s.trim().replace(/[,;:]+$/, "");
  return /[.!?]$/.test(t) ? t : `${t}.`;
}

/** The moment a custom story told, kept in its episode id ("custom-not-allowed-yes-way@m1-v2"): write-another moves on from it. */
const MOMENT_TAG = /@m(\d+)(?=-v\d+$|$)/;

/** An episode id with the moment it tells (only for a message with more than one). */
export function episodeWithMoment(id: string, index: number): string {
  return MOMENT_TAG.test(id) ? id : /-v\d+$/.test(id) ? id.replace(/(-v\d+)$/, `@m${index}$1`) : `${id}@m${index}`;
}

/**
 * Which moment of the parent's message this story tells: the first, and on "write another" the one
 * after the moment the child's last story told (back to the first after the last). `previous` is the
 * episodes to vary this moment's story from (this moment's own, untagged, and stories of one moment).
 */
export function storyMoment(text: string, previousEpisodes: readonly string[] = []): { index: number; count: number; text: string; previous: string[] } {
  const moments = situationMoments(text);
  if (moments.length < 2) return { index: 0, count: 1, text, previous: [...previousEpisodes] };
  const last = previousEpisodes[0]?.match(MOMENT_TAG);
  const index = last && Number(last[1]) < moments.length ? (Number(last[1]) + 1) % moments.length : 0;
  const previous = previousEpisodes.flatMap((id) => {
    const m = id.match(MOMENT_TAG);
    return !m ? [id] : Number(m[1]) === index ? [id.replace(MOMENT_TAG, "")] : [];
  });
  return { index, count: moments.length, text: moments[index], previous };
}
