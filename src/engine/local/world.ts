/**
 * What each theme gives a story: the helper (a named character of a kind the pictures can draw) and
 * the world (the child's home, town and favourite outdoor place). Episodes happen in ordinary places
 * (a bathroom, a shop queue); the theme colours them with its helper and its world.
 * Arrivals work anywhere, indoors or out ("appeared at the window" for an owl, not "flew down from
 * the oak" in a bathroom).
 */
import type { ThemeId } from "../../contracts/catalog";
import type { CharacterKind, Pronouns } from "../../contracts/story-plan";
import { PLACE_FACTS, type Place, type PlaceSide } from "../../contracts/places";

export interface ThemeHelper {
  name: string;
  /** How the pictures draw them. */
  kind: CharacterKind;
  /** What the story and the plan call their kind when it isn't the drawing's ("best friend", "gardener"). */
  label?: string;
  pronouns: Exclude<Pronouns, "they">;
  /** "Oliver the owl" */
  full: string;
  /** First mention as a noun phrase: "Oliver the owl", "{name's} best friend Priya". */
  first?: string;
  /** First mention with an appositive: "Oliver, a wise old owl with big round eyes" */
  intro: string;
  /** Clauses after the name: "{H} {Harrive}" (those that need a seat or a kitchen only where there is one: arrivalsAt). */
  arrive: string[];
  /** Where they can turn up, when not everywhere: places' sides or names. A gardener is not at the pool or the store. */
  at?: Array<PlaceSide | Place>;
  /** Their first mention away from home, when `intro` says home ("who was staying for the week"). */
  introOut?: string;
  /** Why they are there, when neither label nor kind says (HELPER_THERE's key: "next door", "family friend"). */
  there?: string;
}

/**
 * Issue 25 (R6, S1): a grown-up who isn't family (a gardener, a neighbour, a family friend) never comes into the
 * child's bedroom or bathroom at night. There the helper is one who belongs: a relative, a friend staying over,
 * a toy, a pet, an animal at the window, a magical friend; else the named grown-up teaches.
 */
export function outsiderAtNight(helper: Pick<ThemeHelper, "kind" | "label" | "there">, place: Place, time?: string): boolean {
  const private_ = place === "bedroom" || place === "bathroom";
  const outsider = helper.kind === "grown-up" && !/^(aunt|uncle)$/.test(helper.label ?? "") && !/\b(aunt|uncle|auntie)\b/i.test(helper.there ?? "");
  return private_ && (time === "night" || time === "evening") && outsider;
}

/** Whether a helper can turn up at a place (see ThemeHelper.at), at that time of day when given. */
export function helperFits(helper: ThemeHelper, place: Place, time?: string): boolean {
  if (outsiderAtNight(helper, place, time)) return false;
  return !helper.at || helper.at.includes(place) || helper.at.includes(PLACE_FACTS[place].side);
}

/** Arrivals that need something only some places have: somewhere to sit, a kitchen's cup of tea. */
const NEEDS_SEAT = /\b(sat|sit|settled)\b/;
const NEEDS_HOME = /\bcup of tea\b/;
/** A bird lands and perches, a frog plops down, a squirrel runs down a tree: outdoors. Indoors, a small wild helper comes in at the window. */
const NEEDS_OUTDOORS = /\b(fluttered down|landed|perched|plopped|scampered|tree trunk)\b/;
const NEEDS_WINDOW = /\bwindow\b/;

/**
 * The helper's arrivals that fit the place: nobody sits down in a shop queue or at the pool, or brings
 * a cup of tea to the school gate. Every helper has one that fits anywhere; else "came over".
 */
export function arrivalsAt(arrive: string[], place: Place): string[] {
  const facts = PLACE_FACTS[place];
  const fit = arrive.filter(
    (a) =>
      (facts.sit || !NEEDS_SEAT.test(a)) && (facts.side === "home" || !NEEDS_HOME.test(a)) && (facts.indoor ? !NEEDS_OUTDOORS.test(a) : !NEEDS_WINDOW.test(a)),
  );
  return fit.length ? fit : ["came over"];
}

/** The helper's first mention at a place ("Auntie Bea, who had come along for the day" away from home). */
export function introAt(helper: { intro: string; introOut?: string }, place: Place): string {
  return PLACE_FACTS[place].side === "home" || !helper.introOut ? helper.intro : helper.introOut;
}

export interface ThemeWorld {
  home: string;
  town: string;
  /** The favourite outdoor place. */
  world: string;
  /** Other words for the same home ("the blue cottage in Clover Hollow"), never used: a child's stories keep `home`'s words. */
  homes?: string[];
  /** More favourite places in the same town, for the stories after the first. */
  outdoors?: string[];
}

/**
 * The world for a child's story after `previous` earlier ones (write another): the same home and town in
 * the same words (R7: a series whose home was "the red farmhouse on Sunny Hill Farm" in one book and "the
 * farmhouse by the big barn" in the next read as two homes), and another favourite place, so that four
 * stories in a row never end up at the same one. The home is `home`, the words with the theme's own
 * setting in them (the quality check counts them); `homes` are only what a home must never be called.
 */
export function worldForStory(world: ThemeWorld, previous: number, fits: (words: string) => boolean = () => true): ThemeWorld {
  const outdoors = [world.world, ...(world.outdoors ?? []).filter(fits)];
  return { ...world, world: outdoors[previous % outdoors.length] };
}

export interface ThemeSetting {
  helpers: ThemeHelper[];
  worlds: ThemeWorld[];
  /** Words a story written by a model is asked to use ("Use some of these theme words", src/engine/prompt.ts). */
  words: string[];
  /** What the quality report looks for (src/engine/quality.ts): the theme's helper, and every word that shows the theme. */
  check: { helpers: RegExp; all: RegExp };
}

export const THEME_SETTINGS: Record<ThemeId, ThemeSetting> = {
  animals: {
    helpers: [
      {
        name: "Tilly",
        kind: "tortoise",
        pronouns: "she",
        full: "Tilly the tortoise",
        intro: "Tilly, a wise old tortoise with a warm, crinkly smile",
        arrive: ["came slowly over, one patient step at a time", "poked her head out of her shell and looked around", "plodded over and settled close by"],
      },
      {
        name: "Oliver",
        kind: "owl",
        pronouns: "he",
        full: "Oliver the owl",
        intro: "Oliver, a wise old owl with big round eyes",
        arrive: [
          "fluttered over and landed close by",
          "blinked twice and hopped closer",
          "tapped at the window and hopped in, blinking",
          "ruffled his soft feathers and hopped over",
        ],
      },
      {
        name: "Hazel",
        kind: "bunny",
        pronouns: "she",
        full: "Hazel the bunny",
        intro: "Hazel, a gentle bunny with one floppy ear",
        arrive: ["hopped over, twitching her nose", "came hopping over, quiet as a whisper", "bounced over and sat down close by"],
      },
      {
        name: "Bramble",
        kind: "bear",
        pronouns: "he",
        full: "Bramble the bear",
        intro: "Bramble, a big, gentle bear with soft paws",
        arrive: ["padded over, slow and friendly", "ambled over with a friendly rumble", "came padding over and sat down"],
      },
    ],
    worlds: [
      {
        home: "the little blue cottage by the willow tree",
        town: "Clover Hollow",
        world: "Clover Meadow",
        homes: ["the blue cottage in Clover Hollow", "the little cottage under the willow", "the blue cottage with the round green door"],
        outdoors: ["the duck pond", "the owl tree on the hill", "the rabbit field by the lane"],
      },
      {
        home: "the red farmhouse on Sunny Hill Farm",
        town: "Sunny Hill",
        world: "the apple orchard",
        homes: ["the farmhouse on the farm at Sunny Hill", "the old red farmhouse by the duck pond", "the farmhouse by the big barn"],
        outdoors: ["the duck pond behind the barn", "the pony field at the top of the hill", "the sheep field"],
      },
      {
        home: "the cozy house beside Willow River",
        town: "Willow Bend",
        world: "the grassy riverbank",
        homes: ["the house by the river", "the cozy river house in Willow Bend", "the house with the otter-shaped door knocker"],
        outdoors: ["the footbridge over the river", "the frog pond", "the meadow past the bend"],
      },
    ],
    words: [
      "tortoise",
      "owl",
      "bunny",
      "bear",
      "meadow",
      "farm",
      "river",
      "willow",
      "clover",
      "orchard",
      "paws",
      "feathers",
      "shell",
      "ducks",
      "animals",
      "nest",
    ],
    check: {
      helpers:
        /\b(tortoise|owl|bear|elephant|rabbit|bunny|fox|squirrel|mouse|duck|hedgehog|badger|deer|lion|giraffe|monkey|cat|dog|puppy|kitten|horse|pony|goat|sheep|lamb|cow|pig|hen|frog|otter|turtle|bird|animals?|zebra|penguin|whale|dolphin|beaver|raccoon|koala|kangaroo|panda|tiger|hippo|snail|butterfly|herons?|crabs?|sloth|parrot|seal|ladybird|ladybug)\b/gi,
      all: /\b(tortoise|owl|bear|elephant|rabbits?|bunny|fox|squirrel|mouse|ducks?|hedgehog|badger|deer|lion|giraffe|monkey|cat|dog|puppy|kitten|horse|pony|goats?|sheep|lambs?|cows?|pigs?|piglets|hens|frogs?|otter|turtle|birds?|animals?|zebra|penguin|meadow|farm\w*|barn\w*|pond|river\w*|field|nest|burrow|den|zoo|jungle|herons?|bees|butterflies|dragonflies|fish|shell|paws?|feathers?|trunk)\b/gi,
    },
  },
  fantasy: {
    helpers: [
      {
        name: "Ember",
        kind: "dragon",
        pronouns: "she",
        full: "Ember the dragon",
        intro: "Ember, a small, friendly dragon no bigger than a cat",
        arrive: ["fluttered over on her little green wings", "curled her tail and landed with a soft bump", "flapped over and folded her wings"],
      },
      {
        name: "Fern",
        kind: "fairy",
        pronouns: "she",
        full: "Fern the fairy",
        intro: "Fern, a tiny fairy with wings like leaves",
        arrive: ["drifted over on a sparkle of light", "zipped over in a blur of green", "floated down like a dandelion seed"],
      },
      {
        name: "Moonbeam",
        kind: "unicorn",
        pronouns: "she",
        full: "Moonbeam the unicorn",
        intro: "Moonbeam, a gentle little unicorn with a silvery mane",
        arrive: ["trotted over, tossing her head happily", "tiptoed over on quiet hooves", "appeared in a soft glow of silver light"],
      },
      {
        name: "Sprout",
        kind: "dragon",
        pronouns: "he",
        full: "Sprout the dragon",
        intro: "Sprout, a baby dragon with a hiccupy little puff of smoke",
        arrive: ["tumbled over, wings all in a muddle", "flapped over and landed on his tail", "peeked over and waved a little claw"],
      },
    ],
    worlds: [
      {
        home: "the little stone cottage below Tumbledown Castle",
        town: "the Kingdom of Tumbledown",
        world: "the castle garden",
        homes: ["the stone cottage in the shadow of the castle", "the little cottage below the castle", "the stone cottage in the Kingdom of Tumbledown"],
        outdoors: ["the castle moat", "the magic wishing well", "the dragon-shaped hill"],
      },
      {
        home: "the round mushroom cottage in the Whispering Wood",
        town: "the Whispering Wood",
        world: "the fairy glade",
        homes: [
          "the mushroom cottage with the glowing windows",
          "the round red-roofed cottage among the enchanted trees",
          "the little mushroom house by the fairy glade",
        ],
        outdoors: ["the fairy stream", "the magic toadstool circle", "the glowworm hollow"],
      },
      {
        home: "the cottage at the foot of Rainbow Hill",
        town: "Starfall Village",
        world: "the top of Rainbow Hill",
        homes: ["the cottage under the rainbow", "the little cottage under Rainbow Hill", "the cottage with the sparkly star on the gate"],
        outdoors: ["the rainbow pond", "the sparkling village green", "the magic moonflower meadow"],
      },
    ],
    words: ["dragon", "fairy", "unicorn", "castle", "kingdom", "magic", "sparkle", "wings", "glade", "rainbow", "whispering", "enchanted", "mane", "stars"],
    check: {
      helpers: /\b(dragons?|fair(y|ies)|unicorns?|giants?|wizards?|elf|elves|pixies?|mermaids?|gnomes?|knights?|princess|prince)\b/gi,
      all: /\b(dragons?|fair(y|ies)|unicorns?|giants?|wizards?|elf|elves|pixies?|mermaids?|gnomes?|knights?|princess|prince|castle|kingdom|magic\w*|enchanted|wand|spell|sparkl\w*|rainbows?|towers?|glow\w*|shimmer\w*)\b/gi,
    },
  },
  friendship: {
    helpers: [
      {
        name: "Priya",
        label: "best friend",
        kind: "child",
        pronouns: "she",
        full: "Priya",
        first: "{name's} best friend Priya",
        intro: "Priya, {name's} best friend from next door",
        arrive: ["came running over", "skipped over with a grin", "came and sat down close by"],
      },
      {
        name: "Jonah",
        label: "best friend",
        kind: "child",
        pronouns: "he",
        full: "Jonah",
        first: "{name's} best friend Jonah",
        intro: "Jonah, {name's} best friend from down the street",
        arrive: ["came running over", "wandered over with a grin", "came and sat down close by"],
      },
      {
        name: "Lila",
        label: "best friend",
        kind: "child",
        pronouns: "she",
        full: "Lila",
        first: "{name's} best friend Lila",
        intro: "Lila, {name's} very best friend",
        arrive: ["came skipping over", "came over with a big smile", "came and sat down close by"],
      },
      {
        name: "Mateo",
        label: "best friend",
        kind: "child",
        pronouns: "he",
        full: "Mateo",
        first: "{name's} best friend Mateo",
        intro: "Mateo, {name's} very best friend",
        arrive: ["came jogging over", "came over with a grin", "came and sat down close by"],
      },
    ],
    worlds: [
      {
        home: "the yellow house on Maple Street",
        town: "Maple Street",
        world: "Maple Street Park",
        homes: ["the yellow house by the park", "the yellow house near school", "the yellow house with the tire swing"],
        outdoors: ["the splash pad in the park", "the playground by the library", "the soccer field at school"],
      },
      {
        home: "the apartment above the corner bakery",
        town: "Baker's Row",
        world: "the school playground",
        homes: ["the apartment near the school", "the apartment above the bakery, across from the park", "the top-floor apartment by the playground"],
        outdoors: ["the little park by the school", "the basketball court in the school park", "the skate park by the playground"],
      },
      {
        home: "the little house near the harbor",
        town: "Harbor Town",
        world: "the harbor park",
        homes: ["the little house by the harbor park", "the little white house near school", "the little house next door to a school friend"],
        outdoors: ["the park by the lighthouse", "the playground on the pier", "the sandy playground by the harbor"],
      },
    ],
    words: ["friend", "friends", "best friend", "together", "kind", "share", "team", "high five", "buddy", "next door", "play"],
    check: {
      helpers: /\b(friends?|best friend|buddy|pals?|classmates?)\b/gi,
      all: /\b(friends?\w*|buddy|pals?|classmates?|playground|school|park|together|class|playdate|swings?|slide)\b/gi,
    },
  },
  nature: {
    helpers: [
      {
        name: "Ruby",
        kind: "robin",
        pronouns: "she",
        full: "Ruby the robin",
        intro: "Ruby, a bright little robin with a red chest",
        arrive: ["fluttered down and landed close by", "flew over and perched close by", "hopped in at the open window, chirping softly"],
      },
      {
        name: "Pip",
        kind: "squirrel",
        pronouns: "he",
        full: "Pip the squirrel",
        intro: "Pip, a quick little squirrel with a bushy tail",
        arrive: ["scampered over in little zigzags", "scurried down a tree trunk and sat up tall", "popped in at the open window, nose twitching"],
      },
      {
        name: "Finn",
        kind: "frog",
        pronouns: "he",
        full: "Finn the frog",
        intro: "Finn, a cheerful green frog from the garden pond",
        arrive: ["hopped over with a friendly croak", "plopped down close by", "hopped in at the open window with a friendly croak"],
        // A frog from the garden pond: at home and outdoors, not in a bathroom, a waiting room or a shop.
        at: ["home", "park", "playground", "beach", "pool", "street", "school gate"],
      },
      {
        name: "Rosa",
        label: "gardener",
        kind: "grown-up",
        pronouns: "she",
        full: "Rosa the gardener",
        intro: "Rosa, the kind gardener from next door",
        at: ["home", "garden", "park", "playground"],
        arrive: ["came over with a warm smile", "came over with a smile", "came over, as calm as a summer morning"],
      },
    ],
    worlds: [
      {
        home: "the little cabin by Bluebell Woods",
        town: "Bluebell Woods",
        world: "the mossy clearing",
        homes: [
          "the log cabin at the edge of the bluebell woods",
          "the little cabin with moss on the roof, under the trees",
          "the cabin among the trees in Bluebell Woods",
        ],
        outdoors: ["the bluebell path through the woods", "the stream with the mossy stepping stones", "the big fallen tree"],
      },
      {
        home: "the house with the green garden gate",
        town: "Green Gate Lane",
        world: "the community garden",
        homes: ["the house with the garden on Green Gate Lane", "the house with the sunflowers by the door", "the house behind the green garden gate"],
        outdoors: ["the lily pond in the woods", "the apple tree park", "the wildflower patch by the trees"],
      },
      {
        home: "the cottage on the windy hill",
        town: "Windy Hill",
        world: "the wildflower meadow",
        homes: ["the cottage at the top of Windy Hill", "the white cottage on the hill with the weather vane", "the little cottage on the hill"],
        outdoors: ["the kite hill by the trees", "the blackberry bushes by the stream in the woods", "the meadow in the valley, by the river"],
      },
    ],
    words: ["garden", "woods", "leaves", "flowers", "meadow", "pond", "tree", "bird", "seeds", "breeze", "moss", "nature", "sky", "wildflower"],
    check: {
      helpers: /\b(gardener|robin|tree|oak|ranger|birds?|squirrel|hedgehog|fox|owl|willow|bee)\b/gi,
      all: /\b(garden\w*|trees?|oak|forest|woods|flowers?|leaf|leaves|robin|birds?|meadow|brook|stream|river|hill|sea|soil|seeds?|ranger|moss\w*|wildflowers?|bees?|sunflowers?|petals?|branches|grass|rock pools|nature|bluebells?|poppies)\b/gi,
    },
  },
  family: {
    helpers: [
      {
        name: "Grandma June",
        kind: "grandma",
        pronouns: "she",
        full: "Grandma June",
        intro: "Grandma June, who always had time for a story",
        arrive: ["came over with her reading glasses on her nose", "sat down close by with a soft smile", "came over and sat down close by"],
      },
      {
        name: "Grandpa Joe",
        kind: "grandpa",
        pronouns: "he",
        full: "Grandpa Joe",
        intro: "Grandpa Joe, who had the best laugh in the family",
        arrive: ["came over, humming a tune", "sat down close by with a wink", "came over, smiling"],
      },
      {
        name: "Auntie Bea",
        label: "aunt",
        kind: "grown-up",
        pronouns: "she",
        full: "Auntie Bea",
        intro: "Auntie Bea, who was staying for the week",
        introOut: "Auntie Bea, who had come along for the day",
        arrive: ["came over with a cup of tea", "sat down close by", "came over with a gentle smile"],
      },
      {
        name: "Cousin Sam",
        label: "cousin",
        kind: "child",
        pronouns: "he",
        full: "Cousin Sam",
        intro: "Cousin Sam, who was ten and very wise",
        arrive: ["wandered over with a grin", "came and sat down close by", "came over, grinning"],
        // A ten-year-old cousin isn't in a younger child's class (issue 25: "Cousin Sam wandered over" at drawing time).
        at: ["home", "out"],
      },
    ],
    worlds: [
      {
        home: "the house on Cherry Lane",
        town: "Cherry Lane",
        world: "the back garden",
        homes: ["the house with the cherry tree", "the blue house on Cherry Lane", "the house at the end of Cherry Lane"],
        outdoors: ["the playground on Cherry Lane", "the duck pond", "the picnic hill"],
      },
      {
        home: "the busy, happy home on Willow Street",
        town: "Willow Street",
        world: "the park at the end of the street",
        homes: ["the house on Willow Street", "the busy house with the red front door", "the noisy, happy house on Willow Street"],
        outdoors: ["the swings at the library", "the soccer field", "the creek behind the school"],
      },
      {
        home: "the family's cottage by the sea",
        town: "Seaside Cove",
        world: "the beach",
        homes: ["the family cottage by the sea", "the white family cottage in Seaside Cove", "the family's cottage with the shell path"],
        outdoors: ["the tide pools, where the family went crabbing", "the boardwalk by the family's favorite cafe", "the family picnic spot by the lighthouse"],
      },
    ],
    words: ["family", "grandma", "grandpa", "auntie", "cousin", "home", "together", "hug", "kitchen", "love", "garden"],
    check: {
      helpers:
        /\b(grandma|grandpa|granny|nana|grandmother|grandfather|aunt|auntie|uncle|cousin|mom|mum|mommy|mummy|dad|daddy|papa|mama|sister|brother|sibling|family|parents?|grown-ups?)\b/gi,
      all: /\b(grandma|grandpa|granny|nana|grandmother|grandfather|aunt|auntie|uncle|cousins?|mom|mum|mommy|mummy|dad|daddy|papa|mama|sisters?|brothers?|siblings?|family|parents?|grown-ups?|home|house|kitchen|cottage)\b/gi,
    },
  },
};

/**
 * Issue 22/25: a custom story with the family theme never invents a relative the parent didn't name (no
 * "Auntie Bea, who was staying with them that week"): the named grown-up co-teaches the plan, and the
 * story's second grown-up is a neighbour (at home and out and about) or a friend of the family (anywhere a
 * family goes). Their first mention says who they are ("Mrs. Patel from next door"); no label, so the plan and
 * the pictures call them a grown-up.
 */
export const FAMILY_FRIENDS: ThemeHelper[] = [
  {
    name: "Mrs. Patel",
    there: "next door",
    kind: "grown-up",
    pronouns: "she",
    full: "Mrs. Patel from next door",
    first: "Mrs. Patel from next door",
    intro: "Mrs. Patel from next door, who had raised four children of her own",
    arrive: ["came over with a warm smile", "leaned over the fence with a smile", "came over, calm as anything"],
    at: ["home", "out"],
  },
  {
    name: "Mr. Ellis",
    there: "next door",
    kind: "grown-up",
    pronouns: "he",
    full: "Mr. Ellis from next door",
    first: "Mr. Ellis from next door",
    intro: "Mr. Ellis from next door, who had once been a school bus driver",
    arrive: ["came over, smiling", "came over with a friendly wave", "wandered over with his hands in his pockets"],
    at: ["home", "out"],
  },
  {
    name: "Jo",
    there: "family friend",
    kind: "grown-up",
    pronouns: "she",
    full: "the family's old friend Jo",
    first: "the family's old friend Jo",
    intro: "Jo, an old friend of the family",
    arrive: ["came over with a gentle smile", "came over, smiling", "came and crouched down close by"],
  },
  {
    name: "Marcus",
    there: "family friend",
    kind: "grown-up",
    pronouns: "he",
    full: "the family's old friend Marcus",
    first: "the family's old friend Marcus",
    intro: "Marcus, an old friend of the family",
    arrive: ["came over with a grin", "came over, smiling", "came and crouched down close by"],
  },
];

/** Soft toys a child can hold through a story (chosen per story). */
export const CUDDLIES = ["a soft toy rabbit", "a floppy teddy bear", "a velvet elephant", "a patchwork dog", "a little knitted owl"];

/** Names for a sibling, friend or classmate the episode needs, by kind. */
export const OTHER_NAMES: Record<"child" | "baby", Array<{ name: string; pronouns: Exclude<Pronouns, "they"> }>> = {
  child: [
    { name: "Nora", pronouns: "she" },
    { name: "Leo", pronouns: "he" },
    { name: "Amara", pronouns: "she" },
    { name: "Kai", pronouns: "he" },
    { name: "Rosie", pronouns: "she" },
    { name: "Milo", pronouns: "he" },
  ],
  baby: [
    { name: "Bo", pronouns: "he" },
    { name: "Lulu", pronouns: "she" },
    { name: "Kit", pronouns: "he" },
    { name: "Ivy", pronouns: "she" },
  ],
};
