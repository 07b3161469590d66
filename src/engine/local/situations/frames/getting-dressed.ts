import { TRIED_SONGS } from "../action";
import { band, type Frame, type FrameEpisode } from "./types";

/** The morning, the refusal and the feeling: the same in every telling of getting dressed (with a song to race or not). */
const GETTING_DRESSED_START: Pick<FrameEpisode["scenes"], "opening" | "problem" | "feeling"> = {
  opening: {
    text: band(
      'One morning, at {home}, {C} {was} in {P}. {placeLine} {C} {was} still in pajamas. {G} said, "Time to {doYouIt}!" {C} looked at {tool}. Then {C} looked at the toys. The toys looked much more fun. Vroom went a toy car.',
      'One morning, at {home}, {C} {was} still in pajamas, playing on the floor of {P}. {placeLine} {G} called, "Time to {doYouIt}! We leave in ten minutes." {C} looked at {tool}, waiting in a pile, and went back to playing. Ten minutes sounded like forever.',
      'One morning, at {home}, {C} {was} sitting on the floor of {P}, still in pajamas, building something out of blocks. {placeLine} "Time to {doYouIt}," {G} called. "We need to leave soon." {C} glanced at {tool}, waiting on the chair, and then carefully went back to the blocks.',
      'One morning, at {home}, {C} {was} on the floor of {P}, still in pajamas, engaged in a very important project involving blocks. {placeLine} "Time to {doYouIt}," {G} called, for what was, technically, the third time. {C} looked at {tool}, lying in a heap since the night before, and decided the project came first.',
    ),
  },
  problem: {
    text: band(
      '{C} said, "No!" {C} ran away. {C} hid under a blanket. {G} came back. {C} flopped on the floor. Flop! {tool} stayed on the chair. Nobody was ready. Tick, tock went the clock.',
      '{C} said, "I don\'t want to!" Then {C} rolled away under the blanket. {G} came in and asked again. {C} flopped on the floor like a rag doll. {G} held up {tool}. {C} wriggled away. Ten minutes became fifteen, and nobody was ready to go.',
      'When {G} came back, nothing had changed. {C} went floppy, then wriggly, then hid under the blanket. "I can\'t," {C} moaned. "It\'s too hard." {G} held out {tool}, but {C} just wriggled further away. The clock kept ticking, and everyone was getting crosser.',
      "When {G} reappeared, {C} {was} still in pajamas and had added several storeys to the block tower. What followed was not {C's} finest moment: going floppy, hiding under the blanket, claiming that {tool} {objWas} scratchy, too tight, the wrong color. {G} held firm, but the clock was ticking, and the morning was sliding steadily towards late.",
    ),
  },
  feeling: {
    text: band(
      "{C} felt {feeling}. So many things to put on! It was too much. {C} wanted to play. Grr! {C's} face went scrunchy.",
      "{C} felt {feeling}. There were so many things to put on, and every one of them took ages. It felt like a whole mountain of clothes. {C} just wanted to keep playing. Getting dressed was the most boring thing in the whole world.",
      "{C} felt {feeling}. Getting dressed felt like climbing a mountain, one boring step after another, when there were so many better things to do. Every time {G} said hurry, the mountain seemed to get taller. {C} didn't know where to start, so {C} didn't start at all.",
      "{C} felt {feeling}. It wasn't that getting dressed was hard. {C} could do it perfectly well. It was that it was so endlessly dull, and it always happened at the exact moment something interesting was going on. The more {G} hurried, the more {C} dug in. Part of {Cobj} knew that made no sense. The rest of {Cobj} didn't care.",
    ),
  },
};

/** Another telling's start: a bouncy, happy morning that stops at {tool}, things put on and pulled off again. */
const BOUNCY_START: Pick<FrameEpisode["scenes"], "opening" | "problem"> = {
  opening: {
    text: band(
      'One morning, at {home}, {C} woke up happy. Bounce, bounce on the bed! {placeLine} {G} put {tool} on the chair. "Time to {doYouIt}!" {C} stopped bouncing. Hmph.',
      'One morning, at {home}, {C} woke up early and happy, bouncing on the bed in {P} and singing a song about pancakes. {placeLine} Then {G} came in and laid {tool} on the chair. "Time to {doYouIt}, please." The bouncing stopped. So did the song.',
      'One morning, at {home}, {C} woke up in the best mood, bouncing on the bed in {P} and singing a song {they} had made up about pancakes. {placeLine} Then {G} came in and put {tool} on the chair. "Time to {doYouIt}. We leave soon." The song stopped halfway through a verse.',
      'One morning, at {home}, {C} woke up in an unusually good mood, bouncing on the bed in {P} and composing a song about pancakes. {placeLine} Then {G} came in, laid {tool} on the chair and said, "Time to {doYouIt}." The pancake song ended abruptly. {C} eyed {tool} the way a cat eyes a bath.',
    ),
  },
  problem: {
    text: band(
      '{G} helped. One thing on. {C} pulled it off. "No!" On again. Off again! {C} ran round the bed. Giggle! Then {C} cried. {G} sighed. Late again.',
      '{G} helped {Cobj} start. But every time one thing went on, {C} pulled it off again. "It feels wrong!" On it went. Off it came. Then {C} ran round and round the bed, laughing, and when {G} caught {Cobj}, the laughing turned into crying. In the end, they were late again.',
      '{G} helped with the first thing, and {C} pulled it straight off again. "It feels wrong!" {G} tried again. Off it came again. Then it turned into a chase round the bed, which was funny for about ten seconds and then wasn\'t. By the time {G} caught {Cobj}, {C} {was} crying, {G} was cross, and they were late again.',
      "{G} helped with the first thing, and {C} removed it again within seconds, announcing that it felt wrong. This happened three times. Then {C} discovered that running laps round the bed was more fun than either, and a chase began that was hilarious for about ten seconds and then wasn't. It ended with tears, a grown-up quietly counting to ten, and everyone late again.",
    ),
  },
};

/**
 * One at a Time when the parent already tried songs ("have tried songs. help"): no song to race or to sing.
 * The line goes to the door as stepping stones, a hop after each "Done!", and the last stone is the
 * thing the parent named ({tool}), so the success says it went on.
 */
const STEPPING_STONES: FrameEpisode = {
  id: "stepping-stones",
  when: (_sit, s) => TRIED_SONGS.test(s),
  moment: "{doingIt} in the morning",
  talkAbout: "What made {doingIt} feel so hard for {name}?",
  strategy: {
    steps: ["Lay everything out in a line to the door, like stepping stones", "Put on one thing at a time", "Say “Done!” and hop to the next stone"],
    why: "Stepping stones turn a pile of clothes into small jobs, each with a finish and a hop. The child sets the pace: a game with no song to race.",
    refrain: "One thing on, hop along, done, done, done!",
    toddlerSteps: ["Make a line of stepping stones", "One thing on, say “Done!” and hop"],
  },
  titles: ["{name} and One at a Time", "{name} Hops to the Door", "{name} Gets Dressed, One Thing at a Time"],
  talkAboutAll: [
    "What did {name} put on the first stone?",
    "What would you put on your stepping stones?",
    "Why is one thing at a time easier than everything at once?",
    "What is the trickiest thing for you to put on?",
  ],
  scenes: {
    ...GETTING_DRESSED_START,
    stumble: {
      day: 1,
      time: "morning",
      text: band(
        'Next morning, {C} made the stones. Good! One thing on. "Done!" Hop! Then {C} saw the toys. Oops! {C} played. {G} smiled. "The stones are waiting," said {G}.',
        'The next morning, {C} tried One at a Time. {C} laid the stepping stones to the door and put on the first thing. "Done!" Hop! But then {C} spotted a toy car and forgot all about the stones. {C} {was} still only half dressed when {G} came back. "Oops," said {C}. "I fell off the stones." "They\'ll wait," said {G}.',
        'The next morning, {C} laid the stones and started well. One thing: Done. Hop. Two things: Done. Hop. But then {C} noticed the block tower, and somehow ended up fixing it instead of hopping on. When {G} looked in, {C} {was} wearing one sock and a pajama top. "I got distracted," {C} admitted. "Then the stones were a good idea," said {G}. "They\'re still there."',
        'The next morning, {C} laid out the stones with great ceremony and got off to a flying start. Then, halfway to the door, {C} noticed the block tower and went to make one small adjustment, which turned into twelve. {C} {was} half dressed and fully absorbed when {G} looked in. "I may have fallen in the river," {C} said. "The stones are still there," said {G}. "Literally."',
      ),
    },
    success: {
      day: 2,
      time: "morning",
      text: band(
        'Then {C} tried again. One thing on. "Done!" Hop! The next. "Done!" Hop! Last stone: {tool}. On! {sound} All done! {refrain} {G} cheered. {C} did a happy dance.',
        'So {C} tried again. One thing on. "Done!" Hop to the next stone. "Done!" {sound} The last stone was {tool}, and {C} put {objIt} on. {C} stood at the door and shouted, "I\'m across the river!" {G} cheered, and they left {home} on time.',
        'So {C} tried again, and this time {C} kept {their} eyes on the stones. One thing, Done, hop. The next, Done, hop. {sound} The last stone was {tool}. {C} put {objIt} on, stepped off at the door and said, "Across!" {G} gave a big cheer. They walked out of the door on time, both of them smiling.',
        "This time {C} added an idea of {their} own: putting the blocks away first, so there was nothing to fall in the river for. Then along the stones. Done, hop, done, hop, done. {sound} {tool} went on last, at the door. {G} applauded. They left {home} early, which had possibly never happened before.",
      ),
    },
    echo: {
      day: 3,
      time: "morning",
      text: band(
        'The next morning, {C} made the stones all alone. One thing on, hop. Done, done, done! {C} said, "I\'m at the door!" {G} was not even dressed yet! {G} laughed.',
        'The next morning, {C} laid the stones before {G} had even asked. One thing on, hop, the next. Done, done, done! {C} called, "I\'m at the door!" {G} came out, still holding a cup of coffee, and said, "Already?" {C} nodded proudly.',
        'The next morning, {C} laid out the stones before breakfast and hopped along them without being asked. When {G} came in to start the usual reminding, {C} {was} already at the door, ready to go. {G} stopped in the doorway. "Who are you, and what have you done with {name}?" {G} asked. {C} laughed.',
        'The next morning, {C} {was} dressed before {G} had finished the first cup of coffee. {G} found {Cobj} sitting on the stairs, fully ready, reading a book. "Did you do the stones?" {G} asked. "Backwards," said {C}, "for a challenge." {G} said that deserved a medal. {C} said a pancake would do.',
      ),
    },
  },
  // Another telling: the bouncy start, and the stones become lily pads for a frog.
  alternates: [
    {
      ...BOUNCY_START,
      success: {
        day: 2,
        time: "morning",
        text: band(
          'Then {C} had an idea. The stones were lily pads! {C} {was} a frog. One thing on. "Done!" Ribbit, hop! The next. "Done!" Last pad: {tool}. On! {sound} {C} got to the door first! {G} cheered.',
          'Then {C} had an idea. The stones could be lily pads, and {C} could be a frog. One thing on. "Done!" Ribbit, hop! The next. "Done!" The last pad was {tool}, and {C} put {objIt} on. {sound} {C} reached the door with one last ribbit, all ready. {G} cheered.',
          "Then {C} had an idea of {their} own. The stones became lily pads, and {C} became a frog who had to be dressed before reaching the pond. One thing on, Done, ribbit, hop. {sound} {tool} went on at the last lily pad, by the door, with a croak. {G} was still looking for the car keys.",
          "Then {C} had an improvement. If the stones were lily pads, then {C} {was} a frog, and frogs are famously efficient dressers. One thing per pad. Done, hop. Done, hop. {sound} {tool} went on at the last pad. {C} waited by the door, croaking patiently, while {G} hunted for the car keys.",
        ),
      },
    },
  ],
};

/** Getting dressed: shoes, a coat, clothes in the morning. */
export const gettingDressedFrame: Frame = {
  id: "getting-dressed",
  childTerms: "getting dressed: {doingIt}",
  strategy: {
    name: "One at a Time",
    steps: ["Lay everything out in a line", "Put on one thing at a time", "Say “Done!” after each one, and race the song"],
    why: "A pile of clothes is a big job; a line of single things is a row of small ones, each with a finish. A song to race makes it a game.",
    refrain: "One at a time, in a line, done, done, done!",
    toddlerSteps: ["One thing at a time", "Say “Done!”"],
    smallFirstStep: "Put on one thing, and say “Done!”",
  },
  titles: ["{name} and One at a Time", "{name} Races the Song", "{name} Gets Dressed, One Thing at a Time"],
  strategyScenes: [
    {
      text: band(
        '"It is One at a Time," said {H}. "First, make a line." {C} laid out {tool}. In a line! "Now one thing. Then say Done!" {C} tried one. "Done!" Then the next one. "Done!" Then {C} tried two more. Done! Done! One at a time was easy. {refrain}',
        '"It\'s called One at a Time," said {H}. "First, you lay everything out in a line, like a train." {C} put {tool} in a long line on the floor. "Then you put on just one thing, and say Done! Then the next one. And we can race a song." {C} liked racing. {C} liked saying Done! even more.',
        '"It\'s called One at a Time," {H} explained. "A whole pile of clothes feels like a mountain. But a line of single things is just lots of tiny jobs, and each one has a finish." {C} laid {tool} out in a line, like a train. "Then you do one, and say Done, and move along the line. And you race a song." {C} picked a song with a fast beat.',
        '"It\'s called One at a Time," said {H}. "Getting dressed isn\'t hard. It\'s just boring, and boring feels enormous. So you break it up: lay everything out in a line, do one piece, say Done, move on. And you race a song, so there\'s a deadline that isn\'t {G}." {C} thought about it. "So the song is the boss." "The song is the boss," agreed {H}. "Songs don\'t nag."',
      ),
    },
  ],
  talkAbout: [
    "What did {name} put in the line first?",
    "Which song would you race?",
    "Why is one thing at a time easier than everything at once?",
    "What is the trickiest thing for you to put on?",
  ],
  episodes: [
    {
      id: "one-at-a-time",
      moment: "{doingIt} in the morning",
      talkAbout: "What made {doingIt} feel so hard for {name}?",
      scenes: {
        ...GETTING_DRESSED_START,
        stumble: {
          day: 1,
          time: "morning",
          text: band(
            'Next morning, {C} made a line. Good! One thing on. "Done!" Then {C} saw the toys. Oops! {C} played. {G} smiled. "Back to the line," said {G}.',
            'The next morning, {C} tried One at a Time. {C} made a line and put on the first thing. "Done!" But then {C} spotted a toy car and forgot all about the line. When the song ended, {C} {was} still only half dressed. "Oops," said {C}. "I got lost." "The line will wait," said {G}.',
            'The next morning, {C} made the line and started well. One thing: Done. Two things: Done. But then {C} noticed the block tower, and somehow ended up fixing it instead of moving along the line. The song finished. {C} {was} wearing one sock and a pajama top. "I got distracted," {C} admitted. "Then the line was a good idea," said {G}. "It\'s still there."',
            'The next morning, {C} laid out the line with great ceremony and got off to a flying start. Then, at the halfway point, {C} noticed the block tower and went to make one small adjustment, which turned into twelve. The song ended. {C} {was} half dressed and fully absorbed. "I may have lost the thread," {C} said. "The line\'s still there," {G} said. "Literally."',
          ),
        },
        success: {
          day: 2,
          time: "morning",
          text: band(
            'Then {C} tried again. Music on! One thing. "Done!" The next. "Done!" {sound} All done! The song was still going! {refrain} {G} cheered. {C} did a happy dance.',
            'So {C} tried again. The music started. One thing on. "Done!" The next. "Done!" {sound} {C} went all the way along the line without stopping, and when {C} finished, the song was still playing. {C} shouted, "I beat the song!" {G} cheered, and they left {home} on time.',
            'So {C} tried again, and this time {C} kept {their} eyes on the line. One thing, Done. The next, Done. {sound} {C} went all the way to the end, and when the last thing was on, the song still had a whole chorus left. {C} said, "I beat it!" {G} gave a big cheer. They walked out of the door on time, both of them smiling.',
            "This time {C} added an idea of {their} own: putting the blocks away first, so there was nothing to get distracted by. And a shorter song, just to make it harder. Then along the line. Done, done, done. {sound} {C} finished with twenty seconds of song to spare and did a victory lap of the room. {G} applauded. They left {home} early, which had possibly never happened before.",
          ),
        },
        echo: {
          day: 3,
          time: "morning",
          text: band(
            'The next morning, {C} made a line all alone. One, then the next. Done, done, done! {C} said, "I\'m ready!" {G} was not even dressed yet! {G} laughed.',
            'The next morning, {C} made the line before {G} had even asked. On went one thing, then the next. Done, done, done! {C} called, "I\'m ready!" {G} came in, still holding a cup of coffee. {G} said, "Already?" {C} nodded proudly.',
            'The next morning, {C} laid out the line before breakfast, put on the music and raced it without being asked. When {G} came in to start the usual reminding, {C} {was} already dressed and tying the last bit. {G} stopped in the doorway. "Who are you, and what have you done with {name}?" {G} asked. {C} laughed.',
            'The next morning, {C} {was} dressed before {G} had finished the first cup of coffee. {G} found {Cobj} sitting on the stairs, fully ready, reading a book. {G} asked, "Did you race the song?" "I raced two songs," said {C}. "I beat both." {G} said that deserved a medal. {C} said a pancake would do.',
          ),
        },
      },
      // Another telling: a bouncy, happy start that stops at {tool}, things put on and pulled off again, and a line to the door like stepping stones.
      alternates: [
        {
          ...BOUNCY_START,
          success: {
            day: 2,
            time: "morning",
            text: band(
              'Then {C} had an idea. A line to the door! Like stepping stones. Music on! Step, one thing on. "Done!" Step, the next. "Done!" {sound} {C} got to the door first! {G} cheered.',
              'Then {C} had an idea. {C} laid {tool} out in a line all the way to the door, like stepping stones. The music started. Step, one thing on. "Done!" Step, the next. "Done!" {sound} {C} reached the door before the song ended, all ready. "I\'m at the door!" {C} called. {G} cheered.',
              "Then {C} had an idea of {their} own. {C} laid {tool} out in a line that went all the way to the door, like stepping stones across a river. Music on. Step, one thing on, Done. Step, the next, Done. {sound} {C} stepped off the last stone at the door with half a song to spare. {G} was still looking for the car keys.",
              "Then {C} had an improvement. The line didn't have to be in a heap on the floor. It could lead somewhere. So {C} laid {tool} out as stepping stones from the bed to the door, one thing per stone. Music on. Step, Done. Step, Done. {sound} {C} arrived at the door fully dressed, with half a song left, and waited there, looking patient, while {G} hunted for the car keys.",
            ),
          },
        },
      ],
    },
    STEPPING_STONES,
  ],
};

/**
 * The hair, when the parent told it with the dressing ("won't get dressed… and screams when I brush his
 * hair", "cries when I do her ponytail"): one morning, so the plan's line ends with the hair and the
 * success and the echo say it went fine. [the parent's word for the hair job, per band: success, echo].
 */
const HAIR_JOB =
  /\b(brush(?:es|ing)? (?:his|her|their) hair|comb(?:s|ing)? (?:his|her|their) hair|(?:his|her|their) hair (?:brushed|combed|done|brushing)|do (?:his|her|their) hair|ponytails?|pigtails?|plaits?|braids?|hair ?brush\w*)\b/;
export function hairAlso(parentText: string): Record<"stumble" | "success" | "echo", Record<string, string>> | undefined {
  const m = parentText.toLowerCase().match(HAIR_JOB);
  if (!m) return undefined;
  const tool = /comb/.test(m[0]) ? "comb" : "brush";
  const job = /ponytail|pigtail/.test(m[0]) ? "ponytail" : /plait|braid/.test(m[0]) ? "braids" : "hair";
  const did = job === "hair" ? `{G} ${tool}ed {their} hair` : `{G} did {their} ${job}`;
  const chore = job === "hair" ? `hair ${tool}ing` : job;
  return {
    stumble: {
      "2-3": `The ${chore} was still hard.`,
      "4-5": `And the ${chore} was still the wriggliest bit.`,
      "6-7": `And the ${chore} was still the wriggliest part of the morning.`,
      "8-10": `The ${chore}, meanwhile, remained the morning's least favorite event.`,
    },
    success: {
      "2-3": `Last, {C's} ${job}. ${tool === "comb" ? "Comb" : "Brush"}, ${tool}! {C} counted. One, two, three. Done!`,
      "4-5": `Last of all came {C's} ${job}. {C} counted out loud while ${did}, one, two, three, all the way to ten. "Done!"`,
      "6-7": `The last stone was {C's} ${job}. {C} counted out loud while ${did}, and it was over before ten. "Done!"`,
      "8-10": `The last stone was the ${job}. {C} counted out loud while ${did}, which turned out to be a surprisingly good way of not minding it. Nine. Done.`,
    },
    echo: {
      "2-3": `Then ${did}. {C} counted. Done!`,
      "4-5": `Even the ${chore} was quick: {C} counted to ten, and it was done.`,
      "6-7": `Even the ${chore} was quick now: {C} counted, and it was done before ten.`,
      "8-10": `Even the ${chore}, once the morning's big battle, took less than ten counted strokes.`,
    },
  };
}
