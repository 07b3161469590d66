/**
 * What a social story says literally, by behavior (issue 25, ADR 030): the facts a Carol Gray story
 * carries — where and when, what usually happens and why, who is there, what happens when the plan is
 * forgotten — and its title, naming the situation. Data only; social-story.ts puts it on the pages.
 *
 * Tokens: {G} the grown-up the parent named; {P} the person in charge at the place when the grown-up is
 * not ("my teacher", "the babysitter"), or "a grown-up I know". A line starting "p|", "a|" or "c|" is a
 * perspective, affirmative or coaching sentence (Gray's types); any other line is descriptive.
 * Hedged as Gray asks: "usually", "sometimes", "most of the time"; never a promise the parent can't keep.
 */
import type { AgeBand } from "../../contracts/catalog";
import type { Place, TimeOfDay } from "../../contracts/story-plan";

/** [ages 2-5, ages 6-10]. */
export type ByAge = [string[], string[]];

export interface BehaviorFacts {
  /** What usually happens, and why (the page after the where-and-when sentence). */
  usual: ByAge;
  /** The same, for one episode or one kind of place (the first that fits wins). */
  episode?: Record<string, ByAge>;
  place?: Partial<Record<Place | "home", ByAge>>;
  /** Said on the plan's page before the steps, when a step uses it (a thing drawn, a nod). */
  prep?: { when: RegExp; text: ByAge; place?: Partial<Record<Place, ByAge>> };
  /** When the plan is forgotten: reassuring, and who helps. */
  stumble: ByAge;
  /** What usually happens after the plan (the success page), said after "usually feels calmer". */
  after?: ByAge;
  /** The situation in a title, when the episode has none of its own: "Saying Goodbye". */
  action: string;
}

/** Who is in charge at a place when the grown-up is not, and what they do there. */
export const PLACE_PEOPLE: Partial<Record<Place, { who: string; does: string }>> = {
  "school gate": { who: "my teacher", does: "helps the children learn and play" },
  classroom: { who: "my teacher", does: "helps the children learn and play" },
  pool: { who: "the swimming teacher", does: "teaches the children in the water" },
  library: { who: "the librarian", does: "helps people find books" },
  "doctor's office": { who: "the doctor", does: "checks that children are healthy" },
  "dentist's office": { who: "the dentist", does: "checks that teeth are healthy" },
  "hair salon": { who: "the hairdresser", does: "cuts and washes hair" },
  restaurant: { who: "the server", does: "brings the food and asks what people would like" },
  party: { who: "my friend's grown-up", does: "looks after the children at the party" },
};

/** An episode's person who takes over from the grown-up (the babysitter), said as the story says it. */
export const GROWN_UP_ROLES: Record<string, { who: string; does: string }> = {
  babysitter: { who: "the babysitter", does: "looks after me at home" },
  teacher: { who: "my teacher", does: "helps the children learn and play" },
  librarian: PLACE_PEOPLE.library!,
  waiter: { who: "the server", does: "brings the food and asks what people would like" },
};

/** Titles that name the situation, by "behavior/episode": [ages 2-5, ages 6-10] or one for all. */
export const SOCIAL_TITLES: Record<string, string | [string, string]> = {
  "aggression/sandbox-spade": "Keeping My Hands Safe in the Sandbox",
  "aggression/scribbled-drawing": "Keeping My Hands Safe at Drawing Time",
  "aggression/bouncy-castle-queue": "Keeping My Hands Safe in the Bouncy Castle Line",
  "aggression/pillow-game": "Keeping My Hands Safe in a Pillow Game",
  "bedtime/one-more-drink": "Staying in Bed at Bedtime",
  "bedtime/early-bird": "Waiting Quietly for Morning",
  "bedtime/sick-day": "Resting in Bed with a Cold",
  "bedtime/garden-campout": "Settling Down at the Campout",
  "defiance/shoes-out-the-door": "Putting On My Shoes and Coat",
  "defiance/tidy-up-tower": "Tidying Up the Blocks",
  "defiance/beach-sun-hat": "Wearing My Sun Hat at the Beach",
  "defiance/toothbrush-night": "Brushing My Teeth at Night",
  "disobedience/salty-cookies": "Listening While We Bake",
  "disobedience/park-gate": "Stopping at the Park Gate",
  "disobedience/bath-splashes": "Listening at Bath Time",
  "disobedience/dog-dinner": "Listening When I Am Busy Drawing",
  "fear/big-dog": "Meeting a Big Dog at the Park",
  "fear/thunderstorm": "When There Is Thunder at Night",
  "fear/doctor-checkup": "Having a Check-Up at the Doctor's",
  "fear/beach-waves": "Going Near the Waves at the Beach",
  "interrupting/phone-call": "Waiting My Turn to Talk During a Phone Call",
  "interrupting/school-gate": "Waiting My Turn to Talk at the School Gate",
  "interrupting/garden-fence": "Waiting My Turn to Talk in the Garden",
  "interrupting/dinner-story": "Taking Turns to Talk at Dinner",
  "lying/ball-and-vase": "Telling the Truth About the Vase",
  "lying/torn-kite": "Telling the Truth About the Kite",
  "lying/bake-sale-cookies": "Telling the Truth About the Cookies",
  "lying/dry-toothbrush": "Telling the Truth About Brushing My Teeth",
  "manners/pancake-breakfast": "Asking Nicely at Breakfast",
  "manners/birthday-present": "Saying Thank You for a Present",
  "manners/shop-aisle": "Saying Excuse Me at the Store",
  "manners/restaurant-order": "Saying Please and Thank You at a Restaurant",
  "messiness/toy-floor": "Tidying Up the Living Room",
  "messiness/paint-table": "Cleaning Up After Painting",
  "messiness/sandbox": "Tidying Up the Sandbox Toys",
  "messiness/lost-shoe": "Keeping My Bedroom Tidy",
  "nail-biting/rainy-window": "Busy Hands on a Rainy Morning",
  "nail-biting/doctor-wait": "Busy Hands in the Waiting Room",
  "nail-biting/film-night": "Busy Hands on Movie Night",
  "nail-biting/tricky-puzzle": "Busy Hands with a Tricky Puzzle",
  "patience/cookies-in-the-oven": "Waiting for Cookies to Bake",
  "patience/doctors-waiting-room": "Waiting at the Doctor's",
  "patience/restaurant-dinner": "Waiting for Food at a Restaurant",
  "patience/ice-cream-queue": "Waiting in the Ice-Cream Line",
  "screen-time/one-more-show": "Turning Off the TV Before Dinner",
  "screen-time/game-with-a-friend": "Stopping a Game When a Friend Wants to Play",
  "screen-time/phone-at-lunch": "Giving Back the Phone at Lunch",
  "screen-time/breakfast-videos": "Stopping Videos at Breakfast",
  "separation/school-gate": "Saying Goodbye at the School Gate",
  "separation/babysitter-evening": "Saying Goodbye When {G} Goes Out",
  "separation/swimming-lesson": "Saying Goodbye at My Swimming Lesson",
  "separation/party-drop-off": "Saying Goodbye at a Birthday Party",
  "not-sharing/scooter-park": "Taking Turns on My Scooter",
  "not-sharing/gold-crayon": "Sharing the Gold Crayon",
  "not-sharing/cousin-visit": "Sharing My Train with My Cousin",
  "not-sharing/beach-spade": "Sharing My Shovel at the Beach",
  "shyness/new-class": "Saying Hello at My New School",
  "shyness/birthday-party": "Joining In at a Birthday Party",
  "shyness/restaurant-order": "Ordering at a Restaurant",
  "shyness/library-card": "Getting My Library Card",
  "siblings/block-tower": "When the Baby Knocks Down My Tower",
  "siblings/tv-choice": "Choosing a Show with My Twin",
  "siblings/baby-feeding": "When {G} Feeds the Baby",
  "siblings/garden-watering": "Taking Turns with the Watering Can",
  "tantrums/leaving-the-playground": "Leaving the Playground",
  "tantrums/tumbling-tower": "When My Tower Falls Down",
  "tantrums/checkout-cookie": "Hearing No at the Store",
  "tantrums/bath-plug": "When Bath Time Is Over",
  "toileting/block-tower": ["Using the Potty When I Am Playing", "Getting to the Toilet in Time When I Am Playing"],
  "toileting/park-toilet": ["Using the Potty at the Park", "Using the Toilet at the Park"],
  "toileting/library-story": ["Using the Potty at the Library", "Using the Toilet at the Library"],
  "toileting/painting-table": ["Using the Potty When I Am Painting", "Getting to the Toilet in Time When I Am Painting"],
  "transitions/sandcastle-goodbye": "Leaving the Beach",
  "transitions/painting-to-dinner": "Stopping Painting for Dinner",
  "transitions/playdate-goodbye": "When a Playdate Ends",
  "transitions/pool-whistle": "Getting Out of the Pool",
  "whining/long-walk": "Using My Clear Voice on a Long Walk",
  "whining/snack-before-dinner": "Asking for a Snack in My Clear Voice",
  "whining/stuck-zip": "Asking for Help with My Zipper",
  "whining/swing-push": "Asking for a Push on the Swing",
};

/** Where a title says a place: "at the School Gate", "at the Store" (home rooms say the moment or "at Home"). */
export const TITLE_WHERE: Record<Place, string> = {
  bedroom: "at Home",
  bathroom: "at Home",
  kitchen: "at Home",
  "living room": "at Home",
  garden: "in the Garden",
  playground: "at the Playground",
  park: "at the Park",
  shop: "at the Store",
  car: "in the Car",
  classroom: "at School",
  "school gate": "at the School Gate",
  party: "at a Party",
  "doctor's office": "at the Doctor's",
  "dentist's office": "at the Dentist's",
  library: "at the Library",
  beach: "at the Beach",
  pool: "at the Pool",
  "hair salon": "at the Hair Salon",
  restaurant: "at a Restaurant",
  street: "on a Walk",
};

/** "Some mornings", by time of day: how often, not a promise. */
export const SOME_TIMES: Record<TimeOfDay, string> = {
  morning: "Some mornings",
  afternoon: "Some afternoons",
  evening: "Some evenings",
  night: "Some nights",
};

/**
 * The one sentence of where and when, by place: "{When}" is "Some mornings" (or "At bath time" at home when
 * the moment is a time of day); home rooms say where in the house.
 */
export function settingSentence(place: Place, time: TimeOfDay, when: string, grownUp: string): string {
  const G = grownUp;
  switch (place) {
    case "school gate":
      return time === "morning" ? `${when}, ${G} walks me to the school gate.` : `${when}, ${G} picks me up at the school gate.`;
    case "classroom":
      return `On school days, I go to my classroom.`;
    case "party":
      return `${when}, there is a birthday party.`;
    case "doctor's office":
    case "dentist's office":
    case "hair salon":
      return `Every so often, ${G} takes me to the ${place}.`;
    case "restaurant":
      return `${when}, ${G} and I eat at a restaurant.`;
    case "shop":
      return `${when}, ${G} and I go to the store.`;
    case "street":
      return `${when}, ${G} and I go for a walk.`;
    case "car":
      return `${when}, ${G} and I ride in the car.`;
    case "bedroom":
      return time === "night"
        ? "At night, I sleep in my bed in my bedroom."
        : time === "morning"
          ? "In the morning, I wake up in my bedroom."
          : `${when}, I am at home in my bedroom.`;
    case "bathroom":
    case "kitchen":
    case "living room":
      return `${when}, I am at home in the ${place}.`;
    case "garden":
      return `${when}, I am at home in the garden.`;
    default:
      return `${when}, ${G} and I go to the ${place}.`;
  }
}

const PLAY_BREAK: ByAge = [
  [
    "Sometimes I wait too long. Then I have an accident.",
    "a|That is okay. Accidents happen while I am learning.",
    "{G} helps me get clean and dry.",
    "c|Next time, I can go a little sooner.",
  ],
  [
    "Sometimes I get busy and wait too long, and an accident happens.",
    "a|That is okay. Accidents are part of learning, and they usually get fewer.",
    "{G} helps me change into clean, dry clothes, with no fuss.",
    "c|Next time, I can pause a little sooner.",
  ],
];

/** The facts, by behavior ("custom" when the parent wrote the situation). */
export const SOCIAL_FACTS: Record<string, BehaviorFacts> = {
  aggression: {
    action: "Keeping My Hands Safe",
    usual: [
      ["Playing with other children is fun.", "Sometimes another child does something I do not like."],
      ["Most of the time, playing with other kids goes well.", "Sometimes someone grabs, pushes in or spoils what I made, and my body gets hot and fast."],
    ],
    stumble: [
      [
        "Sometimes my hands move before I remember.",
        "a|That is okay. I am still learning.",
        "{G} helps me stop, and helps everyone feel safe again.",
        "c|I can try the plan again.",
      ],
      [
        "Sometimes my hands are faster than my plan.",
        "a|That happens while I am learning.",
        "{G} helps me stop and checks that everyone is okay.",
        "c|Then I can say sorry, and we try the plan again.",
      ],
    ],
  },
  bedtime: {
    action: "Staying in Bed",
    usual: [
      [
        "At bedtime, I usually have a bath.",
        "Then I put on my pajamas and brush my teeth.",
        "{G} reads me a story. Then the big light goes off.",
        "My body needs sleep to grow.",
      ],
      [
        "Most nights, bedtime goes in the same order: a bath or a wash, pajamas, teeth, a story, then lights out.",
        "Sleep helps my body grow and my brain sort out the day.",
      ],
    ],
    episode: {
      "early-bird": [
        ["In the early morning, the house is quiet.", "Everyone else is usually still asleep.", "My wake-up clock shows when it is time to get up."],
        [
          "Early in the morning, the house is quiet, and everyone else is usually still asleep.",
          "Grown-ups need their sleep too, so the day starts when the wake-up clock says so.",
        ],
      ],
      "sick-day": [
        ["When I have a cold, my body needs extra rest.", "Resting in bed helps my body get better."],
        ["When I have a cold, my body is busy getting better, and that takes energy.", "Resting in bed gives it that energy, even when I do not feel sleepy."],
      ],
      "garden-campout": [
        ["On a campout, we sleep in a tent outside.", "When it gets dark, it is time to sleep."],
        ["On a campout, we sleep in a tent in the garden.", "Tents are exciting, and when it gets dark it is still time to sleep."],
      ],
    },
    stumble: [
      ["Sometimes I get out of bed anyway.", "a|That is okay.", "{G} walks me back to bed.", "We say the plan again, quietly.", "c|I can try again."],
      [
        "Some nights I still pop out of bed.",
        "a|That is okay. Bodies take time to learn a new night-time habit.",
        "{G} walks me back to bed without a fuss.",
        "c|I can start the plan again from step one.",
      ],
    ],
  },
  defiance: {
    action: "Doing the Things That Need Doing",
    usual: [
      ["Most days, there are jobs to do.", "Shoes go on. Teeth get brushed.", "Some jobs are not my choice."],
      [
        "Most days have some jobs that are not my choice, like shoes, sun hats or brushing teeth.",
        "Those jobs still need doing, even on days I do not feel like it.",
      ],
    ],
    stumble: [
      ["Sometimes a big no comes out anyway.", "a|That is okay.", "{G} waits, and then gives me two good choices.", "c|I can pick one."],
      [
        "Sometimes the big no wins for a minute.",
        "a|That is okay. A new habit takes practice.",
        "{G} stays calm and offers two good choices again.",
        "c|I can take my breath and pick one.",
      ],
    ],
  },
  disobedience: {
    action: "Listening When Someone Asks",
    usual: [
      ["Sometimes {G} asks me to do something, or to stop.", "When I am busy, the words can slip past my ears."],
      ["{G} often asks me to do things while I am busy with something else.", "When I am busy, words can slip past my ears without me noticing."],
    ],
    episode: {
      "park-gate": [
        ["At the park, I like to play with my ball.", "{G} asks me to stop at the gate. Stopping keeps me safe."],
        ["At the park, I like to play ball on the grass.", "{G} asks me to stop at the gate, because stopping there keeps me safe."],
      ],
    },
    stumble: [
      ["Sometimes I do not hear the words.", "a|That is okay.", "{G} comes close and says my name.", "c|I can stop and look."],
      [
        "Sometimes I still miss the words.",
        "a|That is okay. Ears and brains get busy.",
        "{G} comes closer and says my name, and I get another go.",
        "c|I can stop, look and say it back.",
      ],
    ],
  },
  fear: {
    action: "Being Brave in Small Steps",
    usual: [
      ["Some things feel scary, even when they are safe.", "{G} knows which things are safe."],
      ["Some things feel scary to me, even when they are safe.", "{G} knows which things are safe, and tells me the truth about them."],
    ],
    episode: {
      "big-dog": [
        ["Some dogs are big and bouncy.", "Many dogs are friendly.", "Their owners keep them close."],
        ["Some dogs are big, bouncy and loud.", "Many dogs are friendly, and the owner can tell me if it is okay to say hello."],
      ],
      thunderstorm: [
        ["Thunder is the loud sound a storm makes.", "Thunder is loud. I am safe inside my house."],
        ["Thunder is the sound lightning makes when it heats the air very fast.", "It is loud, but inside the house I am safe."],
      ],
      "doctor-checkup": [
        ["At a check-up, the doctor checks my body.", "The doctor listens to my heart with a stethoscope.", "It feels cold. It does not hurt."],
        [
          "At a check-up, the doctor checks that my body is growing and healthy.",
          "The stethoscope lets the doctor hear my heart. It feels cold, but it does not hurt.",
        ],
      ],
      "beach-waves": [
        ["At the beach, waves splash up and slide back.", "Small waves are usually gentle.", "{G} stays close."],
        ["At the beach, waves roll in, splash and slide back out.", "The small waves at the edge are usually gentle, and {G} stays close."],
      ],
    },
    stumble: [
      ["Sometimes I still feel too scared to try.", "a|That is okay.", "{G} stays close.", "We can try a smaller step.", "c|I can try again another day."],
      [
        "Some days the scared feeling is bigger than my step.",
        "a|That is okay. Being brave does not mean not being scared.",
        "{G} helps me find a smaller step.",
        "c|I can try that one.",
      ],
    ],
  },
  interrupting: {
    action: "Waiting My Turn to Talk",
    usual: [
      ["Sometimes {G} is talking to someone else.", "I want to talk right away."],
      ["{G} often talks with other people: on the phone, at the school gate or at dinner.", "When an idea pops into my head, I want to say it right away."],
    ],
    prep: { when: /\bnod\b/i, text: [["{G} nods when it is my turn."], ["{G} gives me a little nod when it is my turn to talk."]] },
    stumble: [
      ["Sometimes my words pop out before the nod.", "a|That is okay.", "{G} reminds me with a smile.", "c|I can put my quiet hand back on."],
      [
        "Sometimes my words jump out before the nod.",
        "a|That is okay. Talking is exciting.",
        "{G} gives me a quick reminder, and listens when it is my turn.",
        "c|I can hold my idea and wait again.",
      ],
    ],
  },
  lying: {
    action: "Telling the Truth",
    usual: [
      ["Sometimes something goes wrong, like a spill or a break.", "Everybody makes mistakes sometimes."],
      ["Sometimes things go wrong: something breaks, spills or gets forgotten.", "Mistakes happen to everyone, grown-ups too."],
    ],
    stumble: [
      [
        "Sometimes a fib comes out before I think.",
        "a|That is okay.",
        "{G} gives me a moment to try again.",
        'c|I can say, "Can I start again?" and tell what really happened.',
      ],
      [
        "Sometimes a fib slips out because I am worried.",
        "a|That is okay. I can still fix it.",
        "{G} gives me a chance to start again.",
        'c|I can say, "Can I start again?" and tell the truth.',
      ],
    ],
  },
  manners: {
    action: "Using Kind Words",
    usual: [
      ["When I want something, I ask a person for it.", "When someone gives me something, they like to hear thank you."],
      ["Lots of my day is asking for things and being given things.", "Please, thank you and excuse me are small words that people notice."],
    ],
    stumble: [
      ["Sometimes I forget the please or the thank you.", "a|That is okay.", "{G} gives me a little look, and I remember.", "c|I can say it then."],
      [
        "Sometimes the kind words get left out, especially when I am in a hurry.",
        "a|That is okay. A late thank you still counts.",
        "{G} might give me a little reminder.",
        "c|I can add my please or thank you then.",
      ],
    ],
  },
  messiness: {
    action: "Tidying Up",
    usual: [
      ["After playing, toys go back to their homes.", "Everything has a home, like the toy box or the shelf."],
      [
        "After playing or making things, there is usually some tidying to do.",
        "Each thing has a home, like a box, a shelf or a drawer, so I can find it next time.",
      ],
    ],
    stumble: [
      ["Sometimes the mess looks too big.", "a|That is okay.", "{G} helps me pick the first kind of thing.", "c|I can start with that."],
      [
        "Some days the mess looks like a mountain.",
        "a|That is okay. Mountains are climbed one step at a time.",
        "{G} helps me choose where to start.",
        "c|I can pick one kind of thing and begin.",
      ],
    ],
  },
  "nail-biting": {
    action: "Busy Hands",
    usual: [
      [
        "Sometimes my fingers go to my mouth without me noticing.",
        "It happens most when I am waiting, worried or thinking hard.",
        "My nails keep my fingertips safe.",
      ],
      [
        "Sometimes my fingers creep up to my mouth before I notice.",
        "It happens most when I am bored, worried or concentrating.",
        "Nails protect my fingertips, and bitten nails can get sore.",
      ],
    ],
    stumble: [
      ["Sometimes I nibble before I notice.", "a|That is okay.", "{G} might give me something to hold.", "c|I can give my hands a job."],
      [
        "Sometimes I notice only after I have nibbled.",
        "a|That is okay. Noticing is the first part of the plan.",
        "{G} might hand me something to squeeze, without a fuss.",
        "c|I can give my hands a job.",
      ],
    ],
  },
  patience: {
    action: "Waiting",
    usual: [
      ["Some things take time.", "I wait in lines, at the doctor's and for food."],
      ["Lots of good things come after a wait: food, turns, appointments, ice cream.", "A wait usually ends, even when it feels long."],
    ],
    stumble: [
      [
        "Sometimes the waiting feels too long, and I get wiggly.",
        "a|That is okay.",
        "{G} helps me find something to count or sing.",
        "c|I can play the waiting game again.",
      ],
      [
        "Sometimes my patience runs out before the wait does.",
        "a|That is okay. Patience grows with practice.",
        "{G} helps me give the waiting a new job.",
        "c|I can start the waiting game again.",
      ],
    ],
  },
  "screen-time": {
    action: "Stopping Screens",
    usual: [
      ["I like watching shows and playing games.", "Shows and games have a time to stop, like dinnertime or bedtime."],
      ["Shows and games are fun, and I like them.", "Screen time has a stop, because there are other things to do: eating, playing, going out and sleeping."],
    ],
    episode: {
      "phone-at-lunch": [
        ["At a restaurant, the phone helps with waiting.", "When the food comes, it is time to eat and talk."],
        ["At a restaurant, a phone can help with the waiting.", "When the food arrives, the waiting is over: the phone goes back, and we eat and talk."],
      ],
      "one-more-show": [
        ["I like watching shows on TV.", "Before dinner, the TV goes off."],
        ["Shows are fun, and one more can look short.", "Before dinner, the TV goes off, so we can eat together."],
      ],
      "breakfast-videos": [
        ["In the morning, there is a lot to do.", "After breakfast, I get dressed and get ready to go."],
        ["Mornings are busy: breakfast, getting dressed, teeth, shoes.", "Videos at breakfast make the getting-ready part late."],
      ],
      "game-with-a-friend": [
        ["Games on the tablet are fun.", "When a friend comes to play, we play together."],
        ["Tablet games are fun, and easy to keep playing.", "When a friend comes over, the tablet goes away so we can play together."],
      ],
    },
    stumble: [
      ["Sometimes I still want one more.", "a|That is okay.", "{G} helps me press it off.", "c|I can go to my next thing."],
      [
        "Sometimes I sail right past my stop spot.",
        "a|That is okay. Stopping is a skill, and skills take practice.",
        "{G} reminds me where the stop spot was.",
        "c|I can press it off and go to my next thing.",
      ],
    ],
  },
  separation: {
    action: "Saying Goodbye",
    usual: [
      ["Sometimes {G} needs to go somewhere without me.", "Then {P} looks after me.", "{G} usually comes back later."],
      [
        "Sometimes {G} needs to go somewhere without me.",
        "Then {P} looks after me.",
        "{G} usually comes back later, or another grown-up I know comes to get me.",
      ],
    ],
    place: {
      "school gate": [
        ["At the gate, {P} meets the children.", "School is where I learn and play.", "Later, {G} or another grown-up usually picks me up."],
        [
          "At the gate, {P} usually meets the children and takes them in.",
          "School is where I learn, play and see my friends.",
          "At the end of the day, {G} or another grown-up I know usually picks me up.",
        ],
      ],
      classroom: [
        ["At school, {P} looks after the children.", "School is where I learn and play.", "Later, {G} or another grown-up usually picks me up."],
        [
          "At school, {P} looks after the class.",
          "School is where I learn, play and see my friends.",
          "At the end of the day, {G} or another grown-up I know usually picks me up.",
        ],
      ],
      pool: [
        ["{P} is in the water with us.", "{G} usually watches from the benches.", "After the lesson, I get dry and dressed."],
        [
          "At my swimming lesson, {P} stays with the children in the water.",
          "Grown-ups usually wait on the benches, where they can see.",
          "After the lesson, {G} helps me get dry and dressed.",
        ],
      ],
      party: [
        [
          "At some parties, grown-ups say goodbye at the door.",
          "Then {P} looks after the children.",
          "There are usually games and cake.",
          "Later, {G} or another grown-up usually comes to get me.",
        ],
        [
          "At some parties, grown-ups drop the children off and say goodbye at the door.",
          "Then {P} looks after everyone.",
          "When the party ends, {G} or another grown-up I know usually comes to get me.",
        ],
      ],
      home: [
        ["Some evenings, {G} goes out.", "Then {P} looks after me at home.", "In the morning, {G} is usually home again."],
        [
          "Some evenings, {G} goes out for a while.",
          "Then {P} looks after me at home.",
          "{G} usually comes home while I am asleep, and is there in the morning.",
        ],
      ],
    },
    prep: {
      when: /\bheart\b/i,
      text: [["Before goodbye, {G} draws a heart on my hand."], ["Before we say goodbye, {G} draws a little heart on my hand, just for me."]],
      // In the water, an ink heart would wash off: a literal reader would notice.
      place: {
        pool: [
          ["Before the lesson, {G} draws a heart on my hand.", "The pen is waterproof."],
          ["Before the lesson, {G} draws a little heart on my hand with a waterproof pen."],
        ],
      },
    },
    stumble: [
      [
        "Sometimes I still cry when {G} goes.",
        "a|That is okay. Crying is one way to show I miss someone.",
        "{P} helps me find the first fun thing.",
        "c|I can press my heart.",
      ],
      [
        "Some goodbyes are still hard, and I cry or hold on.",
        "a|That is okay. Missing someone shows how much I love them.",
        "{P} helps me find the first fun thing.",
        "c|I can press my heart and try again next time.",
      ],
    ],
    after: [["Goodbyes usually get a little easier each time."], ["Goodbyes usually get a little easier with practice."]],
  },
  "not-sharing": {
    action: "Taking Turns",
    usual: [
      ["Some toys are very special to me.", "Other children want a turn too."],
      ["When I have something good, other kids usually want a turn.", "A turn is a short time with it, and then it comes back to me."],
    ],
    stumble: [
      ["Sometimes I hold on tight.", "a|That is okay.", "{G} helps me count.", "c|I can hand it over when the count ends."],
      [
        "Sometimes I hold on past the count.",
        "a|That is okay. Letting go takes practice.",
        "{G} counts with me, out loud.",
        "c|I can hand it over at the end of the count.",
      ],
    ],
  },
  shyness: {
    action: "Saying Hello",
    usual: [
      ["Sometimes I meet people I do not know well.", "People usually say hello when they meet."],
      ["Meeting new people happens a lot: at school, at parties, at the library.", "People usually say hello first, and then talk."],
    ],
    stumble: [
      ["Sometimes the hello stays inside.", "a|That is okay.", "{G} stays next to me.", "c|I can try a wave instead."],
      [
        "Sometimes my hello gets stuck.",
        "a|That is okay. A wave or a smile counts too.",
        "{G} stays close and does not rush me.",
        "c|I can try again when I am ready.",
      ],
    ],
  },
  siblings: {
    action: "Getting Along",
    usual: [
      ["Brothers and sisters live together and play together.", "Sometimes we want the same thing at the same time."],
      ["Living with a brother or sister means sharing space, toys and grown-ups.", "Sometimes we want the same thing at the same time."],
    ],
    stumble: [
      ["Sometimes I push or shout before I remember.", "a|That is okay.", "{G} helps us both calm down.", "c|I can take my big breath and try again."],
      [
        "Sometimes I shout before I remember the plan.",
        "a|That is okay. We are both still learning.",
        "{G} helps us both cool down.",
        "c|I can take a big breath and find a team way.",
      ],
    ],
  },
  tantrums: {
    action: "When Things Don't Go My Way",
    usual: [
      ["Sometimes things do not go the way I want.", "Sometimes the answer is no."],
      [
        "Some days, things do not go my way: a tower falls, the answer is no, or fun time ends.",
        "Usually a no is about now, and there are other fun times later.",
      ],
    ],
    stumble: [
      ["Sometimes the storm is too big for the plan.", "a|That is okay.", "{G} stays with me until it gets smaller.", "c|I can stomp, then breathe."],
      [
        "Sometimes the storm gets going before I remember.",
        "a|That is okay. Storms pass.",
        "{G} stays near and waits with me.",
        "c|When it is smaller, I can start the plan.",
      ],
    ],
  },
  toileting: {
    action: "Using the Potty",
    usual: [
      ["My potty is usually in the bathroom.", "A wiggle means my body needs the potty.", "The potty keeps my pants dry. My body feels comfy."],
      [
        "At home, the toilet is in the bathroom, and most places we go have one too.",
        "My body sends a signal when it needs to go.",
        "Going when my body says so keeps my clothes dry and my body comfortable.",
      ],
    ],
    place: {
      playground: [
        [
          "At the park, there is a toilet near the playground.",
          "{G} walks there with me, holding my hand.",
          "The toilet keeps my pants dry. My body feels comfy.",
        ],
        [
          "At the park, there is a toilet near the playground.",
          "It takes a few minutes to walk there, so it helps to go as soon as my body sends the signal.",
          "Going in time keeps my clothes dry and my body comfortable.",
        ],
      ],
      park: [
        [
          "At the park, there is a toilet near the playground.",
          "{G} walks there with me, holding my hand.",
          "The toilet keeps my pants dry. My body feels comfy.",
        ],
        [
          "At the park, there is a toilet near the playground.",
          "It takes a few minutes to walk there, so it helps to go as soon as my body sends the signal.",
          "Going in time keeps my clothes dry and my body comfortable.",
        ],
      ],
      library: [
        ["The library has a toilet for children.", "{G} knows where it is.", "The toilet keeps my pants dry. My body feels comfy."],
        [
          "The library has toilets, and the librarian can show me where they are.",
          "A quick trip usually means I miss only a little of the story.",
          "Going in time keeps my clothes dry and my body comfortable.",
        ],
      ],
    },
    stumble: PLAY_BREAK,
    after: [["After I go, I wash my hands with soap."], ["After I go, I flush and wash my hands with soap and water."]],
  },
  transitions: {
    action: "Moving On to What's Next",
    usual: [
      ["Fun things have an end.", "When something ends, something else comes next.", "{G} usually tells me before it is time to stop."],
      ["Fun things have an end, and something else comes next.", "{G} usually gives me a warning before it is time to stop."],
    ],
    stumble: [
      ["Sometimes I do not want to stop, and I say no.", "a|That is okay.", "{G} helps me pick one last thing.", 'c|I can wave and say, "See you later."'],
      [
        "Sometimes stopping still feels too hard.",
        "a|That is okay. Leaving something fun is hard.",
        "{G} helps me think of what comes next.",
        'c|I can say, "See you later," and go.',
      ],
    ],
  },
  whining: {
    action: "Using My Clear Voice",
    usual: [
      ["When I want something, I ask {G}.", "My clear voice is easy for ears to understand."],
      ["When I am tired, hungry or stuck, my voice can go stretchy and wobbly.", "A clear voice is easier for people to understand."],
    ],
    stumble: [
      ["Sometimes my voice goes whiny anyway.", "a|That is okay.", '{G} asks, "Can I hear your strong voice?"', "c|I can take a breath and ask again."],
      [
        "Sometimes the whine sneaks back in.",
        "a|That is okay. Voices take practice too.",
        "{G} might ask to hear my clear voice.",
        "c|I can take a breath and ask again.",
      ],
    ],
  },
  custom: {
    action: "My Plan",
    usual: [[], []],
    stumble: [
      ["Sometimes this is still hard.", "a|That is okay. New things are hard at first.", "{G} can help me remember the plan.", "c|I can try again."],
      ["Sometimes I forget the plan.", "a|That is okay. A plan takes practice.", "{G} can help me remember it.", "c|I can try again."],
    ],
  },
};

/** [ages 2-5, ages 6-10] → the lines for one age band. */
export const forAge = (pair: ByAge, age: AgeBand): string[] => (age === "2-3" || age === "4-5" ? pair[0] : pair[1]);
