import { band, type Frame, type FrameEpisode } from "./types";

/** Out of bed after lights out, again and again ("comes out of her room 6 times", "keeps getting up", "one more hug"). */
export const OUT_OF_BED =
  /\b(?:after lights? out|comes? out of (?:his|her|their|the) (?:room|bed)|keeps? (?:coming|getting|popping) (?:out|up)|gets? out of bed (?:again|over and over|like|\d+)|won'?t stay in (?:bed|(?:his|her|their) (?:room|bed))|stall\w* at bedtime|bedtime stall\w*|curtain calls?|(?:asks?|begs?) for one more (?:hug|story|drink|glass of water|kiss|thing))\b/;

/**
 * Out of bed again and again after lights out ("comes out of their room like 6 times, first water, then
 * another hug…"; R12: was read as losing a board game): the Bedtime Ticket. Everything asked for before
 * lights out, one ticket for one more thing, then snug with {theCuddly}; saved-up thoughts told at breakfast.
 */
export const BEDTIME_TICKET: FrameEpisode = {
  id: "bedtime-ticket",
  when: (_sit, s) => OUT_OF_BED.test(s),
  moment: "bedtime",
  talkAbout: "What would you use your bedtime ticket for?",
  ownOnly: ["feeling", "stumble", "echo"],
  ownDoings: true,
  strategy: {
    name: "the Bedtime Ticket",
    steps: [
      "Before lights out, ask for everything: a drink, a hug, the right blanket",
      "Keep one ticket for one more thing",
      "After the ticket, stay snug and whisper goodnight to your cuddly toy",
    ],
    why: "Popping out of bed is often a child asking for one more bit of the grown-up. Asking for everything first and one ticket for one more thing give some control and a clear end; the grown-up keeps it calm and the same every night.",
    refrain: "Ask it all, one ticket, snug as a bug.",
    toddlerSteps: ["Ask for everything first", "One ticket, then snug"],
    smallFirstStep: "Ask for a drink and a hug before the light goes out",
  },
  titles: ["{name} and the Bedtime Ticket", "One Ticket, {name}", "{name} Stays Snug"],
  talkAboutAll: [
    "What would you use your bedtime ticket for?",
    "What do you ask for before lights out?",
    "What could you whisper to your cuddly toy?",
    "Why do thoughts feel bigger at night?",
  ],
  scenes: {
    opening: {
      time: "evening",
      text: band(
        'At {home}, it was bedtime. Bath, pajamas, teeth, story. {G} tucked {Cobj} in with {theCuddly}. "Night night!" Click went the light.',
        'At {home}, bedtime had gone like clockwork: bath, pajamas, teeth and a story. {G} tucked {Cobj} in with {theCuddly} and turned out the light. "Night night," said {G}, and went downstairs.',
        "At {home}, bedtime had gone like clockwork: bath, pajamas, teeth, one chapter and a goodnight kiss for {name}. {G} turned out the light and went downstairs, looking forward to a cup of tea. The house went quiet. For about a minute.",
        "At {home}, bedtime had run like clockwork: shower, pajamas, teeth, one chapter and a goodnight for {name}. {G} turned out the light, went downstairs and sat down with a cup of tea, in the hopeful way of a grown-up who has not yet learned.",
      ),
    },
    problem: {
      text: band(
        'Then pitter-patter! {C} came out. "Water!" {G} gave water. Back to bed. Pitter-patter! "Hug!" Back to bed. Pitter-patter again! {G} sighed. Way past bedtime!',
        "Then the bedroom door creaked open, and {C} padded out. {asks} Each time, {G} walked {Cobj} back and tucked {Cobj} in again. By the time {C} fell asleep, it was very late, and {G} was very tired.",
        "Then the door creaked open, and {C} appeared. {asks} Each time, {G} walked {Cobj} back to bed, a bit less patiently. It was very late before the house was quiet.",
        "Then the door creaked open, and {C} appeared with a request. Then another. Then a third, delivered with great seriousness, about something that apparently could not wait until morning. Each time {G} walked {Cobj} back, a little less patiently than before. It was very late before the house finally went quiet, and {G's} tea had gone cold.",
      ),
    },
    feeling: {
      text: band(
        '{C} felt {feeling}. Bed felt far away from {G}. {C} wanted {G}. One more time! {G} sat on the bed. "I\'m just downstairs," said {G}.',
        '{C} felt {feeling}. It wasn\'t that {C} needed the water, really. Bed felt lonely, {G} felt far away, and one more thing was a way to see {G} again. {G} sat on the edge of the bed. "I\'m just downstairs," {G} said. "Always."',
        '{C} felt {feeling}. In bed, the day\'s thoughts kept popping up, and each one seemed to need {G} right now. Also, going out was a tiny bit exciting. {G} sat on the edge of the bed. "I think your brain is busy," {G} said. "And I think you miss me. Both are allowed."',
        '{C} felt {feeling}. Lying in the dark, every thought grew more important: the water, the blanket, the thing {they} had forgotten to say. Going out to say it was easier than lying there with it. {G} sat on the end of the bed. "Busy brain?" "Extremely," said {C}. "Then let\'s give it a plan," said {G}.',
      ),
    },
    stumble: {
      day: 1,
      time: "evening",
      text: band(
        'Next bedtime, {C} asked for everything first. Water. Hug. Then {C} used the ticket. Then pitter-patter! Out again. "Ticket\'s gone," said {G}, and tucked {Cobj} in. Snug.',
        'The next night, {C} asked for everything before lights out: water, a hug, the right blanket. Then {C} used the ticket for one more hug. But then {C} remembered something else, and out {they} came again. {G} walked {Cobj} back, calm and quiet. "The ticket\'s used," said {G}. "Tell me in the morning."',
        "The next night, {C} asked for everything first, and used the ticket for a question about the moon. Good. Then, ten minutes later, the door creaked. One more thing. {G} didn't get cross. {G} just walked {Cobj} back and said, \"Ticket's used. Whisper it to {theCuddly}, and tell me at breakfast.\"",
        'The next night, {C} asked for everything at once: water, blanket, hug, two questions. The ticket went on a thought about space. Then, fifteen minutes later, the door creaked. {G} walked {Cobj} back without a word of complaint and pointed at the used ticket on the bedside table. "Write it down," {G} said. "Breakfast."',
      ),
    },
    success: {
      day: 2,
      time: "evening",
      text: band(
        'Then one bedtime, {C} asked for everything. Water. Hug. Blanket. Then {C} used the ticket: one more hug. Then {C} stayed snug with {theCuddly}. "Night night," whispered {C}. Snug as a bug! {refrain}',
        "Two nights later, {C} asked for everything before lights out. Then {C} used the ticket for one last, very big hug. After that, {C} stayed snug, held {theCuddly} and whispered goodnight to it instead of calling out. When {G} peeked in, {C} {was} fast asleep.",
        "Two nights later, {C} asked for everything first, used the ticket for one important question, and then did the hard part: stayed. When another thought popped up, {C} whispered it to {theCuddly} instead. {G} peeked in twenty minutes later. {C} {was} asleep, with {theCuddly} in a headlock.",
        "Two nights later, {C} asked for everything first, spent the ticket wisely, and then stayed put. When a thought arrived that felt urgent, {C} wrote it on the pad by the bed instead, in the dark, mostly neatly. Downstairs, {G} drank a whole cup of tea while it was still hot, for the first time in weeks.",
      ),
    },
    echo: {
      day: 3,
      time: "morning",
      place: "kitchen",
      text: band(
        'In the morning, {C} ran to {G}. "I stayed in bed!" {G} gave a big hug. The biggest! "Ticket tonight?" asked {C}.',
        'In the morning, {C} came down to breakfast and told {G} all the things {they} had saved up. There were five. {G} listened to every one. "Much better in the morning," said {G}. {C} agreed.',
        'At breakfast, {C} told {G} the saved-up thoughts, in order. There were six, one of them about the moon. {G} listened to all of them properly, with toast. "See?" said {G}. "They kept."',
        "At breakfast, {C} read out the list from the pad. Most of it was about space, and one line just said “???”. {G} listened to all of it over toast. It turned out that thoughts kept perfectly well overnight, and were funnier in daylight.",
      ),
    },
  },
};

/**
 * Waking in the night or far too early: up at 5am wanting to play, awake and crying after a bad
 * dream. The plan keeps the child snug and safe in bed: a cuddle with {cuddly}, three slow sleepy
 * breaths, then the quiet thing that fits (a book until it is time to get up; a happy place to think
 * of, or calling {G} for a hug after a bad dream — always allowed).
 *
 * Slots (understand.ts reads them from the parent's action, action.ts; index.ts fills them):
 *   {doIt} {didIt} {doingIt}  the waking, in the parent's words: "wake up at 5am and want to play"
 *   {sound}          when or where, in the story's words, never empty: "in the bedroom"
 *   {strategyName}   the quiet thing to do: "look at a book quietly until it is time to get up"
 */
export const wakingFrame: Frame = {
  id: "waking",
  childTerms: "staying snug and calm when waking up in the night or too early",
  strategy: {
    name: "the Snuggle Plan",
    steps: ["Stay snug in bed and hug your cuddly toy", "Take three slow, sleepy breaths", "Choose the quiet thing: {strategyName}"],
    why: "A body that wakes too early or after a bad dream is on alert; a familiar cuddle and slow breaths tell it that all is safe, and a quiet, allowed next step (a book, a happy thought, calling a grown-up after a bad dream) gives the waiting a shape.",
    refrain: "Snuggle, breathe, and rest.",
    toddlerSteps: ["Stay snug: hug your cuddly toy and take three sleepy breaths", "Then {strategyName}"],
    smallFirstStep: "Hug your cuddly toy and take one sleepy breath",
  },
  titles: ["{name} and the Snuggle Plan", "Snuggle, Breathe and Rest, {name}", "A Quiet Night for {name}"],
  strategyScenes: [
    {
      text: band(
        '"It is called the Snuggle Plan," said {H}. "First, stay snug. Hug {theCuddly}." {C} hugged tight. "Then three sleepy breaths. In, out." {C} breathed. Slow, slow, slow. "Then {strategyName}." {C} yawned. Then they did it again, very quietly. Hug. Breathe. Shh. {C} yawned again. {refrain}',
        '"It\'s called the Snuggle Plan," said {H}. "First, you stay snug in bed and hug {theCuddly}. Then you take three slow, sleepy breaths, the kind that make your tummy go up and down." {C} tried one. "And then you {strategyName}." {C} thought about it. It sounded cozy.',
        '"It\'s called the Snuggle Plan," {H} explained. "When you wake up in the dark or far too early, your body thinks something\'s happening. So you tell it, gently, that everything\'s fine. Stay snug, hug {theCuddly}, three slow sleepy breaths. Then {strategyName}." {C} pulled the blanket up. "That\'s it?" "That\'s it," said {H}. "Cozy is the whole point."',
        '"It\'s called the Snuggle Plan," said {H}. "Your body wakes up and goes on alert, as if it\'s on guard duty. The job is to tell it the night shift is over. Stay snug, hug {theCuddly}, and take three slow breaths, slower than feels normal. Then {strategyName}." {C} considered this. "It sounds too easy." "Easy to say," said {H}. "It takes a few nights to get good at it."',
      ),
    },
  ],
  talkAbout: [
    "What did {name} do in the Snuggle Plan?",
    "What helps you feel cozy and safe in bed?",
    "What could you do if you wake up too early?",
    "Who can you call if you have a bad dream?",
  ],
  episodes: [
    {
      id: "snuggle-plan",
      moment: "waking up in the night",
      talkAbout: "How did {name} feel when {they} woke up?",
      scenes: {
        opening: {
          time: "evening",
          text: band(
            'At {home}, it was bedtime. {C} {was} snug in bed with {cuddly}. {G} read a story and sang a song. {G} said, "Night night!" Click went the light. {C} closed {their} eyes. Sleepy, sleepy.',
            "At {home}, it was bedtime. {C} {was} tucked up in bed with {cuddly}, warm and sleepy. {G} said goodnight and turned off the big light. The house went quiet, and {C} drifted off to sleep.",
            "At {home}, bedtime had gone the way bedtime usually went: a story, a drink of water, one more question, and then {G} saying goodnight. {C} curled up with {cuddly} and fell asleep before {they} could count to twenty.",
            "At {home}, bedtime had been ordinary: a chapter of a book, a drink of water, {G} saying goodnight from the door. {C} fell asleep with {cuddly} tucked under one arm, and the house settled into its night-time quiet. Somewhere downstairs a clock ticked, slow and steady, and the street outside went still.",
          ),
        },
        problem: {
          time: "night",
          text: band(
            'Then, {sound}, {C} {didIt}. It was still dark. "{G}! Up now!" called {C}. Everyone woke up. Yawn! Everyone was still so sleepy.',
            "Then, {sound}, {C} {didIt}. The house was still dark and quiet. {C} called out, loudly, again and again, until {G} came in, blinking and very sleepy. Everyone else had been fast asleep.",
            "Then, {sound}, {C} {didIt}. Outside, it was still dark, and the whole house was asleep. {C} called for {G}, then called again, louder. {G} came in, sleepy and rumpled, and it was a long time before anyone got back to sleep.",
            "Then, {sound}, {C} {didIt}. It was the kind of dark that is nearly silent, and every little noise sounded enormous. {C} called for {G}, and kept calling. {G} arrived, half asleep, and it was a long, bleary while before the house was quiet again.",
          ),
        },
        feeling: {
          time: "night",
          text: band(
            "{C} felt {feeling}. Eyes wide open. Wiggly legs. The room was so dark. {C} kept thinking about {object}. So {C} called and called.",
            "{C} felt {feeling}. {C's} eyes were wide open, and sleep seemed very far away. The room looked different in the dark, and lying still felt impossible. {C} couldn't stop thinking about {object}. Calling for {G} was the only thing {C} could think of.",
            "{C} felt {feeling}, and lying there in the dark made it bigger. Minutes felt like hours, and {C} couldn't stop thinking about {object}. {C} didn't know how to wait, and didn't know what else to do, so {C} called out for {G}.",
            "{C} felt {feeling}. At night, everything seems louder and longer and more serious than it does in the day. {C} couldn't stop thinking about {object}. But knowing that didn't help {Cobj} know what to do instead.",
          ),
        },
        stumble: {
          day: 1,
          time: "night",
          text: band(
            'Next night, {C} woke up again. It was still dark. {C} hugged {theCuddly}. One breath. Two. Then {C} forgot! "{G}! Up now!" Oops. {G} came, very sleepy. "You hugged and breathed," said {G}. "Good start. Next time, every step."',
            'The next night, {C} woke up again. This time {C} remembered to hug {cuddly} and took one slow breath, then two. But then {C} forgot the rest and called out anyway. "You did the first part," {G} whispered. "That\'s a start."',
            'The next night, {C} woke up again and remembered the plan, sort of. Hug {cuddly}: yes. Slow breaths: two out of three. Then {C} got impatient and called for {G} after all. "Two out of three breaths," said {G}, sleepily. "Tomorrow, three."',
            'The next night, {C} woke up again and got about halfway through the plan before giving up. The hug went fine. The breaths were rushed. Then {C} called for {G} anyway. {G} sat on the bed for a minute. "Halfway is still halfway," said {G}. "We\'ll get there."',
          ),
        },
        success: {
          day: 2,
          time: "night",
          text: band(
            "Then, {sound}, {C} woke up. Snuggle! {C} hugged {cuddly}. Three sleepy breaths. In, out. Then {C} got to {strategyName}. {refrain} {object} felt far away now. So cozy!",
            "Then, {sound}, {C} woke up again. This time {C} stayed snug, hugged {cuddly} and took three slow, sleepy breaths. Then {C} got to {strategyName}. {refrain} It felt cozy and safe, and {object} didn't feel so big any more.",
            "Then, {sound}, {C} woke up once more. Stay snug. Hug {cuddly}. Three slow breaths, each one slower than the last. Then {C} decided to {strategyName}. The dark felt less big. {object} felt less big too.",
            "Then, {sound}, {C} woke up and ran the plan properly for the first time. Snug. Hug. Three long breaths, slower than felt natural. Then {C} decided to {strategyName}. It worked better than expected, which was slightly annoying, because {H} had said it would. Even {object} seemed smaller.",
          ),
        },
        echo: {
          day: 3,
          time: "morning",
          text: band(
            'In the morning, the sun came up. {G} came in. "Good morning! Did you use your plan?" {C} nodded. Snuggle, breathe, rest! {G} gave {Cobj} a big hug. Then they had breakfast. Yum! Nobody was sleepy at all.',
            'In the morning, the sun was up, and so was {G}. "Good morning," said {G}. "Did you use the Snuggle Plan?" {C} nodded proudly. They had breakfast together, and nobody was sleepy at all.',
            'In the morning, sunlight came in round the edges of the curtains, and {G} looked round the door. "Snuggle Plan?" {C} grinned and nodded. Breakfast was much more cheerful when everyone had slept.',
            'In the morning, {G} found {C} already reading in bed, perfectly calm. "Snuggle Plan?" asked {G}. "Snuggle Plan," said {C}. Breakfast was a noticeably more cheerful event than it had been all week.',
          ),
        },
      },
      // Another telling: the toys lined up as night guards, padding down the hall to {G} instead of calling, and the breaths tapped out on the soft toy.
      alternates: [
        {
          opening: {
            time: "evening",
            text: band(
              'Bedtime came at {home}. {C} lined up {cuddly} and two more toys on the pillow. All in a row! "Night night, toys," said {C}. {G} gave a kiss. Shh. Sleepy time.',
              'At {home}, it was bedtime, and {C} had a job to do first: lining up {cuddly} and two other toys along the pillow, so everyone had a good view. {G} read one story, then kissed {Cobj} goodnight. "Sleep tight, toys," {C} whispered. Soon the whole row was asleep, including {name}.',
              'At {home}, bedtime took a little longer than usual, because {C} {was} arranging the toys: {cuddly} in the middle, two others on guard at the ends. {G} waited patiently, read a chapter and said goodnight. "Goodnight, toys," said {C}, very seriously. The light went off, and {C} {was} asleep before the toys had a chance to say anything back.',
              "At {home}, bedtime involved the usual negotiations and one unusual ritual: {C} arranged {cuddly} and two other toys along the pillow like a row of tiny night guards. {C} would have denied that this was for any particular reason. {G} read a chapter, said goodnight and left the door open a crack. {C} fell asleep with the guards on duty.",
            ),
          },
          problem: {
            time: "night",
            text: band(
              '{sound}, {C} {didIt}. Pad, pad, pad! {C} went to {G\'s} bed. Tug, tug. "{G}! Wake up!" {G} gave a sleepy hug. Back to bed went {C}. Then: pad, pad, pad, again!',
              "{sound}, {C} {didIt}. {C} didn't stay in bed, either. Pad, pad, pad, down the dark hall to {G's} room and right up onto the big bed. \"{G}! Wake up!\" {G} opened one eye, gave {Cobj} a sleepy cuddle and walked {Cobj} back to bed. But five minutes later, back came {C}: pad, pad, pad. Nobody got much sleep after that.",
              '{sound}, {C} {didIt}. Instead of calling out, {C} padded down the dark hall to {G\'s} room and tugged at the blanket. "Are you awake?" {G} was not awake, but soon was, and walked {Cobj} back to bed for a cuddle and a tuck-in. Ten minutes later, the soft pad, pad of feet came down the hall again. It was a very long wait for morning.',
              "{sound}, {C} {didIt}. Calling out seemed inefficient, so {C} went straight to the source: down the dark hall, into {G's} room, one finger gently poking a shoulder. \"Are you awake?\" {G} was not, and then, regrettably, was. There followed a sleepy hug, a walk back to bed, a tuck-in and a firm goodnight. Twenty minutes later came the same soft footsteps in the hall. By morning, both of them looked like they'd been through something.",
            ),
          },
          success: {
            day: 2,
            time: "night",
            text: band(
              "{sound}, {C} woke up again. {C} did not get up. {C} held {theCuddly} close. Tap, tap, tap on {theCuddly}: three sleepy breaths. Then {C} chose to {strategyName}. {refrain} {object} felt small now.",
              "Then, {sound}, {C} woke up, and remembered the plan before {their} feet even touched the floor. Stay snug. {C} pulled {theCuddly} close and took three slow, sleepy breaths, tapping {theCuddly} gently once for each. Then {C} chose to {strategyName}. {refrain} {object} faded away, and the bed felt like the coziest place in the world.",
              "Then, {sound}, {C} woke up again. This time, {C's} feet stayed under the blanket. {C} pulled {theCuddly} close and breathed slowly, tapping {theCuddly} once for every breath: one, two, three. Then {C} chose the quiet thing and got to {strategyName}. {object} seemed a lot less important. The room was dark, but it felt like {C's} own room again, not a place to escape from.",
              "Then, {sound}, {C} woke up and, before doing anything else, ran the plan with a twist of {their} own. {theCuddly} got to help: one tap for each slow breath, like a metronome, three taps in all. Then {C} chose the quiet thing and got to {strategyName}. It was much more restful than the footsteps-in-the-hall approach. {object} shrank to its proper size, and the dark felt different when you weren't trying to get out of it.",
            ),
          },
        },
      ],
    },
    BEDTIME_TICKET,
  ],
};
