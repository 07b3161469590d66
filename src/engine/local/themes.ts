import type { ThemeId } from "../../content/catalog";

/**
 * Theme data: where the story happens, who helps, what is around.
 * Sentences here are templates; see compose.ts for the placeholders ({name}, {H}, {hs}, …).
 */

export interface Helper {
  /** Short name used in the story and checked by tests, e.g. "Tilly". */
  name: string;
  /** "Tilly the tortoise" — used in titles and the first mention. */
  full: string;
  /** "a wise old tortoise named Tilly" */
  intro: string;
  pronoun: "she" | "he";
  /** Describing sentences about the helper. */
  traits: string[];
  /** How the helper arrives when needed ("{H} ..."). */
  arrive: string[];
  /** Ways the helper speaks, used as dialogue tags: "said {H} softly". */
  tags: string[];
}

export interface World {
  home: string;
  play: string;
  out: string;
  school: string;
  imagery: string[];
  night: string[];
}

export interface ThemeData {
  worlds: World[];
  helpers: Helper[];
  toys: string[];
  snacks: string[];
  /** Another young character who can want a turn, play, or be met. */
  peers: string[];
  cuddlies: string[];
  /** Words for the closing image ("the meadow", "the kingdom"). */
  place: string[];
}

export const THEME_DATA: Record<ThemeId, ThemeData> = {
  animals: {
    worlds: [
      {
        home: "the little blue cottage by the old willow tree",
        play: "Clover Meadow",
        out: "the duck pond",
        school: "the Meadow Playgroup",
        imagery: [
          "Bees hummed in the clover.",
          "Ducks paddled on the pond.",
          "The tall grass swished in the breeze.",
          "Butterflies danced over the flowers.",
          "A family of rabbits nibbled the sweet grass.",
        ],
        night: [
          "The crickets sang a soft song.",
          "Fireflies blinked slowly over the meadow.",
          "The ducks tucked their heads under their wings.",
        ],
      },
      {
        home: "the red farmhouse on Sunny Hill Farm",
        play: "the big barnyard",
        out: "the apple orchard",
        school: "the little farm school",
        imagery: [
          "The hens clucked by the barn.",
          "A goat nibbled the fence post.",
          "Lambs bounced in the green field.",
          "The pony swished its long tail.",
          "Piglets snuffled happily in the straw.",
        ],
        night: [
          "The cows gave a long, sleepy moo.",
          "The barn cat curled up in the warm hay.",
          "The lambs snuggled together in the soft straw.",
        ],
      },
      {
        home: "the cozy house beside Willow River",
        play: "the grassy riverbank",
        out: "the mossy stepping stones",
        school: "the Riverside Playgroup",
        imagery: [
          "Frogs plopped into the cool water.",
          "An otter floated on its back.",
          "Dragonflies zipped over the reeds.",
          "Little fish flashed silver in the shallows.",
          "A heron stood still on one long leg.",
        ],
        night: [
          "The frogs croaked a gentle lullaby.",
          "The river whispered past the reeds.",
          "The moon made a silver path on the water.",
        ],
      },
    ],
    helpers: [
      {
        name: "Tilly",
        full: "Tilly the Tortoise",
        intro: "a wise old tortoise named Tilly",
        pronoun: "she",
        traits: [
          "Tilly moved slowly and never hurried.",
          "Tilly's shell was warm from the sun.",
          "Tilly had a kind, crinkly smile.",
          "Tilly had lived by {play} for a very long time.",
        ],
        arrive: ["came slowly across the grass", "poked her head out of her shell", "crept over, one slow step at a time"],
        tags: ["said Tilly slowly", "said Tilly", "said Tilly kindly"],
      },
      {
        name: "Oliver",
        full: "Oliver the Owl",
        intro: "a wise old owl named Oliver",
        pronoun: "he",
        traits: [
          "Oliver blinked his big round eyes.",
          "Oliver's feathers were soft and speckled.",
          "Oliver always listened before he spoke.",
          "Oliver liked to sit high up in the old oak tree.",
        ],
        arrive: ["flew down from the old oak tree", "fluttered down and landed nearby", "swooped down on quiet wings"],
        tags: ["said Oliver", "hooted Oliver softly", "said Oliver gently"],
      },
      {
        name: "Bramble",
        full: "Bramble the Bear",
        intro: "a gentle brown bear named Bramble",
        pronoun: "he",
        traits: [
          "Bramble had big soft paws.",
          "Bramble's voice was low and warm.",
          "Bramble gave the best bear hugs.",
          "Bramble loved honey and long, slow walks.",
        ],
        arrive: ["padded over on his big soft paws", "lumbered out from behind the trees", "ambled over with a friendly grunt"],
        tags: ["said Bramble", "rumbled Bramble warmly", "said Bramble softly"],
      },
      {
        name: "Dot",
        full: "Dot the Elephant",
        intro: "a kind old elephant named Dot",
        pronoun: "she",
        traits: [
          "Dot flapped her big gray ears.",
          "Dot never forgot a friend.",
          "Dot's trunk could give a gentle pat on the back.",
          "Dot was big and calm and patient.",
        ],
        arrive: ["came swaying over the grass", "wandered over, flapping her ears", "stepped carefully over to say hello"],
        tags: ["said Dot", "said Dot kindly", "said Dot in her deep, gentle voice"],
      },
    ],
    toys: ["a little wooden boat", "a bouncy red ball", "a shiny toy tractor", "a bucket and spade"],
    snacks: ["crunchy apple slices", "warm oat cookies", "juicy berries"],
    peers: ["Pip the little rabbit", "Hazel the young squirrel", "Benny the baby goat"],
    cuddlies: ["a soft toy lamb", "a floppy toy bunny", "a fuzzy toy bear"],
    place: ["the meadow", "the farm", "the riverbank"],
  },
  fantasy: {
    worlds: [
      {
        home: "the little stone cottage below Tumbledown Castle",
        play: "the castle garden",
        out: "the rainbow bridge",
        school: "the Castle Play School",
        imagery: [
          "Flags fluttered on the castle towers.",
          "The rainbow bridge shimmered in the sun.",
          "Tiny glow-bugs sparkled like sprinkles.",
          "The fountain sang a tinkly song.",
          "Golden leaves twirled down like coins.",
        ],
        night: [
          "The castle lanterns glowed a sleepy gold.",
          "The stars twinkled over the towers.",
          "The fountain hummed a soft, tinkly tune.",
        ],
      },
      {
        home: "the round mushroom cottage in the Whispering Wood",
        play: "the fairy glade",
        out: "the glittering waterfall",
        school: "the Acorn Play School",
        imagery: [
          "The trees whispered friendly secrets.",
          "Glowing mushrooms lit the path.",
          "Fairy lights bobbed between the branches.",
          "The waterfall sparkled with every color.",
          "Tiny silver bells hung from the ferns.",
        ],
        night: [
          "The glowing mushrooms dimmed to a soft blue.",
          "The trees hummed a sleepy tune.",
          "Fairy lights floated down like gentle snow.",
        ],
      },
      {
        home: "the puffy cloud house in the Cloud Kingdom",
        play: "the cloud meadow",
        out: "the star fountain",
        school: "the Cloud Kingdom school",
        imagery: [
          "The clouds were soft as pillows.",
          "Rainbows curled across the sky.",
          "Tiny stars tinkled like bells.",
          "Cloud sheep drifted slowly by.",
          "The air smelled of sugar and rain.",
        ],
        night: [
          "The moon rocked gently like a cradle.",
          "The clouds tucked in close and soft.",
          "The stars hummed a quiet song.",
        ],
      },
    ],
    helpers: [
      {
        name: "Ember",
        full: "Ember the Dragon",
        intro: "a kind dragon named Ember",
        pronoun: "she",
        traits: [
          "Ember's scales shimmered green and gold.",
          "Ember puffed warm, sparkly smoke rings.",
          "Ember had the gentlest voice in the kingdom.",
          "Ember's wings were as soft as velvet.",
        ],
        arrive: ["landed softly on the grass", "glided down on her velvet wings", "flew over, puffing little smoke rings"],
        tags: ["said Ember", "said Ember softly", "said Ember with a warm puff"],
      },
      {
        name: "Fern",
        full: "Fern the Fairy",
        intro: "a tiny fairy named Fern",
        pronoun: "she",
        traits: [
          "Fern's wings glittered like dewdrops.",
          "Fern was no bigger than a teacup.",
          "Fern left a trail of sparkles wherever she flew.",
          "Fern's laugh sounded like tiny bells.",
        ],
        arrive: ["fluttered down in a swirl of sparkles", "zipped over on her shiny wings", "floated down like a falling leaf"],
        tags: ["said Fern", "whispered Fern", "said Fern with a twinkle"],
      },
      {
        name: "Moonbeam",
        full: "Moonbeam the Unicorn",
        intro: "a gentle unicorn named Moonbeam",
        pronoun: "she",
        traits: [
          "Moonbeam's mane was every color of the rainbow.",
          "Moonbeam's horn glowed a soft silver.",
          "Moonbeam walked so lightly that the flowers did not bend.",
          "Moonbeam had calm, starry eyes.",
        ],
        arrive: ["trotted over with a soft whinny", "stepped out from the trees, glowing softly", "came galloping gently across the grass"],
        tags: ["said Moonbeam", "said Moonbeam gently", "said Moonbeam softly"],
      },
      {
        name: "Gus",
        full: "Gus the Gentle Giant",
        intro: "a gentle giant named Gus",
        pronoun: "he",
        traits: [
          "Gus was as tall as a tree but as gentle as a lamb.",
          "Gus had a big, booming laugh.",
          "Gus always tiptoed so he would not squash the flowers.",
          "Gus had hands as big as wheelbarrows.",
        ],
        arrive: ["tiptoed over, careful of the flowers", "knelt down so his face was close", "came striding over with a friendly wave"],
        tags: ["said Gus", "rumbled Gus kindly", "said Gus gently"],
      },
    ],
    toys: ["a sparkly wand", "a little toy castle", "a shiny golden crown", "a magic spinning top"],
    snacks: ["star-shaped berry tarts", "warm honey cakes", "moon-shaped cookies"],
    peers: ["Sprout the baby dragon", "Tam the little elf", "Posy the young pixie"],
    cuddlies: ["a velvet toy dragon", "a fluffy toy unicorn", "a soft star-shaped pillow"],
    place: ["the kingdom", "the Whispering Wood", "the Cloud Kingdom"],
  },
  friendship: {
    worlds: [
      {
        home: "the yellow house on Maple Street",
        play: "Maple Street Park",
        out: "the library corner",
        school: "Sunnyside School",
        imagery: [
          "Kids laughed on the swings.",
          "The slide shone bright and red.",
          "Leaves skittered across the path.",
          "A kite bobbed high in the sky.",
          "A dog chased a ball across the grass.",
        ],
        night: [
          "The street lamps glowed softly.",
          "The houses on Maple Street went quiet.",
          "A gentle breeze rustled the maple trees.",
        ],
      },
      {
        home: "the apartment above the corner bakery",
        play: "the school playground",
        out: "the reading nook",
        school: "Sunnyside School",
        imagery: [
          "The bakery smelled of warm bread.",
          "Chalk drawings covered the playground.",
          "The class hamster spun on its wheel.",
          "Paper stars hung in the classroom window.",
          "Somebody was humming by the sandpit.",
        ],
        night: [
          "The bakery lights blinked off one by one.",
          "The moon peeked over the rooftops.",
          "The whole street grew still and quiet.",
        ],
      },
      {
        home: "the little house near the harbor",
        play: "the harbor park",
        out: "the sandy beach",
        school: "Harbor Day Camp",
        imagery: [
          "Seagulls called over the water.",
          "Sailboats bobbed in the harbor.",
          "The sand was warm and sparkly.",
          "The ice cream cart jingled its bell.",
          "Colorful buckets lined the sandy path.",
        ],
        night: [
          "The boats rocked gently in the harbor.",
          "The lighthouse blinked slow and steady.",
          "Little waves shushed against the shore.",
        ],
      },
    ],
    helpers: [
      {
        name: "Priya",
        full: "Priya, the Best Friend",
        intro: "Priya, {name}'s very best friend",
        pronoun: "she",
        traits: [
          "Priya had a laugh like a jingly bell.",
          "Priya always saved a seat for a friend.",
          "Priya knew all the best clapping games.",
          "Priya had a gap in her smile where a tooth had been.",
        ],
        arrive: ["ran over with her braids bouncing", "came and sat down close by", "hurried over with a friendly wave"],
        tags: ["said Priya", "said Priya kindly", "said Priya softly"],
      },
      {
        name: "Jonah",
        full: "Jonah, the Best Friend",
        intro: "Jonah, {name}'s very best friend",
        pronoun: "he",
        traits: [
          "Jonah had freckles and a big, wide grin.",
          "Jonah always shared his crayons.",
          "Jonah could whistle like a bird.",
          "Jonah was a very good listener.",
        ],
        arrive: ["jogged over with his cap on backwards", "came and sat down close by", "hurried over with a friendly wave"],
        tags: ["said Jonah", "said Jonah kindly", "said Jonah quietly"],
      },
      {
        name: "Lila",
        full: "Lila, the Best Friend",
        intro: "Lila, {name}'s very best friend",
        pronoun: "she",
        traits: [
          "Lila wore sneakers that lit up when she ran.",
          "Lila loved jokes, especially silly ones.",
          "Lila always noticed when a friend was sad.",
          "Lila had curly hair that bounced when she laughed.",
        ],
        arrive: ["skipped over with her sneakers blinking", "came and sat down close by", "hurried over with a friendly wave"],
        tags: ["said Lila", "said Lila gently", "said Lila with a smile"],
      },
      {
        name: "Mateo",
        full: "Mateo, the Best Friend",
        intro: "Mateo, {name}'s very best friend",
        pronoun: "he",
        traits: [
          "Mateo could build the tallest block towers.",
          "Mateo had a laugh that made everyone laugh too.",
          "Mateo was always kind to new kids.",
          "Mateo carried a notebook full of drawings.",
        ],
        arrive: ["ran over, his notebook under his arm", "came and sat down close by", "hurried over with a friendly wave"],
        tags: ["said Mateo", "said Mateo kindly", "said Mateo softly"],
      },
    ],
    toys: ["a bright green scooter", "a box of shiny marbles", "a set of rainbow building blocks", "a kite with a long rainbow tail"],
    snacks: ["orange slices", "cheese crackers", "banana muffins"],
    peers: ["a new friend named Kai", "a classmate named Rosie", "a friend named Ben"],
    cuddlies: ["a floppy toy dog", "a soft blue blanket", "a cuddly toy penguin"],
    place: ["the park", "the playground", "the harbor"],
  },
  nature: {
    worlds: [
      {
        home: "the little cabin by Bluebell Woods",
        play: "the mossy clearing",
        out: "the babbling brook",
        school: "the Forest School",
        imagery: [
          "Sunlight dripped through the leaves.",
          "The brook giggled over the stones.",
          "Bluebells nodded in the shade.",
          "A woodpecker tapped a happy rhythm.",
          "The moss felt like a soft green carpet.",
        ],
        night: [
          "The trees swayed slowly in the breeze.",
          "Moonlight silvered the leaves.",
          "The woods grew slow and quiet.",
        ],
      },
      {
        home: "the house with the green garden gate",
        play: "the community garden",
        out: "the sunflower patch",
        school: "the Seedling Nursery",
        imagery: [
          "Sunflowers turned their faces to the sun.",
          "Bees buzzed over the lavender.",
          "Fat red tomatoes hung on the vines.",
          "Worms wiggled in the dark, rich soil.",
          "The sweet peas climbed up their strings.",
        ],
        night: [
          "The sunflowers bowed their heads to sleep.",
          "The garden smelled of cool, damp earth.",
          "The moon shone on the sleepy flowers.",
        ],
      },
      {
        home: "the cottage on the windy hill",
        play: "the wildflower meadow",
        out: "the rock pools by the sea",
        school: "the Hilltop Nature Club",
        imagery: [
          "Poppies waved in the wind.",
          "Clouds drifted like slow white sheep.",
          "The sea sparkled far below.",
          "Tiny crabs scuttled in the rock pools.",
          "The wind smelled of salt and clover.",
        ],
        night: [
          "The waves hushed against the rocks.",
          "The wildflowers closed their petals.",
          "The first star blinked over the hill.",
        ],
      },
    ],
    helpers: [
      {
        name: "Rosa",
        full: "Rosa the Gardener",
        intro: "a kind gardener named Rosa",
        pronoun: "she",
        traits: [
          "Rosa's hands smelled of mint and soil.",
          "Rosa wore a big straw hat with a daisy in it.",
          "Rosa knew the name of every flower.",
          "Rosa hummed while she watered the plants.",
        ],
        arrive: ["came over with her watering can", "knelt down among the flowers", "walked over, brushing soil from her hands"],
        tags: ["said Rosa", "said Rosa kindly", "said Rosa softly"],
      },
      {
        name: "Ruby",
        full: "Ruby the Robin",
        intro: "a bright little robin named Ruby",
        pronoun: "she",
        traits: [
          "Ruby's chest was as red as a berry.",
          "Ruby sang the sweetest morning song.",
          "Ruby hopped with quick, tiny hops.",
          "Ruby's eyes were bright and shiny.",
        ],
        arrive: ["hopped down from a branch", "fluttered down onto a stone", "landed on the fence with a cheerful chirp"],
        tags: ["chirped Ruby", "said Ruby", "sang Ruby softly"],
      },
      {
        name: "Old Oak",
        full: "Old Oak the Wise Tree",
        intro: "a wise old oak tree called Old Oak",
        pronoun: "he",
        traits: [
          "Old Oak's branches stretched wide like open arms.",
          "Old Oak's leaves rustled like a soft voice.",
          "Old Oak had stood there for hundreds of years.",
          "Birds and squirrels made their homes in Old Oak.",
        ],
        arrive: ["rustled his leaves in greeting", "leaned his branches low", "creaked a friendly hello"],
        tags: ["rustled Old Oak", "said Old Oak", "said Old Oak slowly"],
      },
      {
        name: "Finn",
        full: "Finn the Park Ranger",
        intro: "a friendly park ranger named Finn",
        pronoun: "he",
        traits: [
          "Finn wore a green hat with a feather in it.",
          "Finn knew every bird by its song.",
          "Finn carried a little notebook for nature notes.",
          "Finn's boots were always a little bit muddy.",
        ],
        arrive: ["came down the path in his muddy boots", "stopped on his walk to say hello", "crouched down beside the path"],
        tags: ["said Finn", "said Finn kindly", "said Finn quietly"],
      },
    ],
    toys: ["a shiny magnifying glass", "a little green watering can", "a pail of smooth pebbles", "a leaf-shaped kite"],
    snacks: ["sweet strawberries", "crunchy snap peas", "crisp apple slices"],
    peers: ["Juniper from next door", "little Rowan", "Sky from the nature club"],
    cuddlies: ["a soft toy fox", "a knitted toy hedgehog", "a leaf-green blanket"],
    place: ["the woods", "the garden", "the hill"],
  },
  family: {
    worlds: [
      {
        home: "the house on Cherry Lane",
        play: "the back garden",
        out: "the corner park",
        school: "the preschool down the road",
        imagery: [
          "The kitchen smelled of warm toast.",
          "The washing flapped on the line.",
          "The cat stretched in a patch of sun.",
          "Family photos smiled from the walls.",
          "Music played softly in the kitchen.",
        ],
        night: [
          "The house gave a sleepy creak.",
          "The hall light glowed soft and gold.",
          "Everyone at home spoke in quiet voices.",
        ],
      },
      {
        home: "the busy, happy home on Willow Street",
        play: "the blanket fort in the living room",
        out: "the picnic spot by the lake",
        school: "the little school on the corner",
        imagery: [
          "Pancakes sizzled in the pan.",
          "The dog's tail thumped on the floor.",
          "Crayon drawings covered the fridge.",
          "Someone was laughing in the kitchen.",
          "Sunlight poured through the big window.",
        ],
        night: [
          "The dishwasher hummed in the kitchen.",
          "The moon peeked through the curtains.",
          "The whole house settled down to rest.",
        ],
      },
      {
        home: "the family's summer cottage by the sea",
        play: "the cottage garden",
        out: "the beach",
        school: "the summer play club",
        imagery: [
          "Shells lined the windowsill.",
          "The kettle whistled in the kitchen.",
          "Seagulls called over the roof.",
          "Beach towels dried on the porch.",
          "The screen door creaked and clapped.",
        ],
        night: [
          "The waves whispered outside the window.",
          "The night light made a soft glow.",
          "The old cottage was warm and still.",
        ],
      },
    ],
    helpers: [
      {
        name: "Grandma",
        full: "Grandma",
        intro: "Grandma, who always had time for a story",
        pronoun: "she",
        traits: [
          "Grandma's hugs smelled like cinnamon.",
          "Grandma wore her glasses on a sparkly chain.",
          "Grandma knew lots of old songs.",
          "Grandma had a soft, squishy lap.",
        ],
        arrive: ["came and sat down on the floor", "put down her knitting and came over", "came in from the kitchen"],
        tags: ["said Grandma", "said Grandma softly", "said Grandma with a smile"],
      },
      {
        name: "Grandpa",
        full: "Grandpa",
        intro: "Grandpa, who had the best laugh in the family",
        pronoun: "he",
        traits: [
          "Grandpa had a bushy gray mustache.",
          "Grandpa could fix almost anything.",
          "Grandpa's big hands were warm and gentle.",
          "Grandpa whistled old tunes while he worked.",
        ],
        arrive: ["came over and knelt down", "put down his newspaper and came over", "came in from the garden"],
        tags: ["said Grandpa", "said Grandpa gently", "said Grandpa with a wink"],
      },
      {
        name: "Auntie Rose",
        full: "Auntie Rose",
        intro: "Auntie Rose, who was visiting for the week",
        pronoun: "she",
        traits: [
          "Auntie Rose had jingly bracelets on both arms.",
          "Auntie Rose told the funniest stories.",
          "Auntie Rose always smelled of roses.",
          "Auntie Rose could sing any song backwards.",
        ],
        arrive: ["came over, her bracelets jingling", "sat down cross-legged on the floor", "came in from the kitchen"],
        tags: ["said Auntie Rose", "said Auntie Rose kindly", "said Auntie Rose softly"],
      },
      {
        name: "Cousin Sam",
        full: "Big Cousin Sam",
        intro: "big cousin Sam, who was ten and very wise",
        pronoun: "he",
        traits: [
          "Cousin Sam could do a cartwheel and a handstand.",
          "Cousin Sam always had time to play.",
          "Cousin Sam remembered being little too.",
          "Cousin Sam had a skateboard covered in stickers.",
        ],
        arrive: ["came over and plopped down on the floor", "leaned in close", "came running in from outside"],
        tags: ["said Cousin Sam", "said Cousin Sam kindly", "said Cousin Sam with a grin"],
      },
    ],
    toys: ["a wooden train set", "a big box of crayons", "a toy kitchen with little pots", "a bright red fire truck"],
    snacks: ["warm banana bread", "honey toast", "oatmeal cookies"],
    peers: ["cousin Lulu", "little cousin Max", "cousin Ollie"],
    cuddlies: ["a worn, floppy toy bunny", "a soft patchwork blanket", "a cuddly toy elephant"],
    place: ["home", "the house", "the cottage"],
  },
};

/** The helper names a story in this theme may use. */
export function helpersFor(theme: ThemeId): string[] {
  return THEME_DATA[theme].helpers.map((h) => h.name);
}
