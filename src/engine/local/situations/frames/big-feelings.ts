import { band, type Frame } from "./types";

/**
 * Big feelings when something goes wrong by itself: the sandcastle is washed away, the drawing
 * doesn't look right, the zip won't zip, the tower falls down. The plan: name the feeling, take a
 * big breath, then the next step that fits what went wrong (build it again, try again or turn the
 * mistake into something new, ask for help). Nobody is to blame, and the feeling is allowed.
 *
 * Slots (understand.ts reads them from the parent's action, action.ts; index.ts fills them):
 *   {doIt} {didIt} {doingIt}  what the child does in the moment: "get upset", "rip up {C's} drawing"
 *   {sound}          what went wrong, in the story's words, never empty: "when {C's} sandcastle got washed away by the waves"
 *   {strategyName}   the next step, a verb phrase: "build it again, one piece at a time", "ask for help to get it started"
 *   {object}         the thing that went wrong, in the parent's words: "{C's} sandcastle", "the drawing", "the jacket"
 */
export const bigFeelingsFrame: Frame = {
  id: "big-feelings",
  childTerms: "naming a big feeling, breathing, and trying again",
  strategy: {
    name: "Name It, Breathe, Try Again",
    steps: [
      "Name the feeling out loud, like “I'm so frustrated”",
      "Take a big dragon breath, in through the nose and out slowly",
      "Choose the next step: {strategyName}",
    ],
    why: "When something goes wrong, the feeling arrives before the thinking; saying its name and one slow breath calm the body, and a small next step (try again, or ask for help) shows the child that a mistake or an accident can be mended.",
    refrain: "Name it, breathe, and try again!",
    toddlerSteps: ["Say the feeling, and take a big dragon breath", "Then {strategyName}"],
    smallFirstStep: "Say the feeling out loud, just the word",
  },
  titles: ["{name} Names It and Tries Again", "{name} and the Dragon Breath", "Try Again, {name}"],
  strategyScenes: [
    {
      text: band(
        '"It is called Name It, Breathe, Try Again," said {H}. "First, name it. Say: I\'m so cross!" "I\'m so cross!" said {C}. "Now a dragon breath. Whoosh!" {C} breathed out slowly. "Then {strategyName}." {C} nodded. Then they did it again, loud and then soft. Name it. Whoosh! {C} felt calmer. {refrain}',
        '"It\'s called Name It, Breathe, Try Again," said {H}. "First, you name the feeling out loud. Try it: I\'m so frustrated!" {C} said it, quite loudly. "Good. Next, a big dragon breath, in through your nose and out slowly, like smoke." {C} breathed out. "Then you {strategyName}." {C\'s} shoulders came down a little.',
        '"It\'s called Name It, Breathe, Try Again," {H} explained. "When something goes wrong, the feeling comes roaring in before your thinking can catch up. Naming it out loud slows it down. Then a dragon breath, long and slow, to cool it off. And then you {strategyName}." {C} thought about it. "What if it goes wrong again?" "Then you name it again," said {H}.',
        '"It\'s called Name It, Breathe, Try Again," said {H}. "Step one: name the feeling, out loud. It sounds too simple to work, but putting a word on it turns the volume down. Step two: one long dragon breath, so your body stops acting like there\'s an emergency. Step three: {strategyName}." {C} looked doubtful. "And if I\'m still cross?" "Then you\'re cross and doing step three anyway," said {H}. "That\'s allowed."',
      ),
    },
  ],
  talkAbout: [
    "What feeling did {name} name out loud?",
    "Can you do a big dragon breath?",
    "What can you do when something goes wrong?",
    "Who could you ask for help when something is tricky?",
  ],
  episodes: [
    {
      id: "try-again",
      moment: "a big-feeling moment",
      talkAbout: "How did {name} feel when things went wrong with {object}?",
      scenes: {
        opening: {
          text: band(
            "At {home}, {C} {was} busy with {object}. {placeLine} {C} tried so hard. Careful, careful! It was going to be just right. {C} smiled a big smile.",
            "At {home}, {C} {was} busy with {object}. {placeLine} {C} had worked hard, and everything was going just right. {C} {was} feeling rather proud.",
            "At {home}, {C} {was} concentrating hard. {placeLine} It had taken a lot of work so far, and {C} had a very clear picture in {their} head of exactly how it was supposed to turn out.",
            "It was an ordinary {timeWord} at {home}. {placeLine} {C} {was} in the middle of something that mattered, at least to {Cobj}, and it had all been going surprisingly well. Which, in {C's} experience, was usually when things went wrong.",
          ),
        },
        problem: {
          text: band(
            'Then, {sound}, {C} {didIt}. It was so loud! {C} stamped. {C} cried. {G} came running. "Oh dear," said {G}.',
            "Then, {sound}, the happy feeling vanished. {C} {didIt}. {C} cried and stamped, and the whole room heard about it. {G} came over to see what had happened.",
            "Then, {sound}, it was as if a switch had flipped. {C} {didIt}. Everything {C} had been feeling came out at once, loud and fast. {G} hurried over, but by then it was a very big feeling indeed.",
            "Then, {sound}, the whole thing fell apart, and so, for a minute, did {C}. {C} {didIt}. It was loud and sudden and over the top, and even while it was happening some part of {C} knew it wasn't helping. {G} came over, calm but watchful.",
          ),
        },
        feeling: {
          text: band(
            "{C} felt {feeling}. So {feeling}! Hot face. Wet eyes. {object} was all wrong! {C} did not want to try again. Never!",
            "{C} felt {feeling}, hot and tight all over. All that work, and now {object} had gone wrong. It wasn't fair. {C} didn't want to try again, not ever.",
            "{C} felt {feeling}, the kind of feeling that fills you right up to your ears. {C} had tried so hard with {object}, and it had gone wrong anyway. Trying again felt pointless. What if it went wrong again?",
            "{C} felt {feeling}, and also embarrassed about how big the feeling had been. It was only {object}, {C} told {themself}. But it didn't feel like only anything. It felt like all that effort had been for nothing.",
          ),
        },
        stumble: {
          day: 1,
          text: band(
            'Next day, {C} tried again. Then, {sound}, the big feeling came back! {C} nearly {didIt}. Then {C} said, "I\'m {feeling}!" Whoosh. A little breath. Better. But only a little.',
            'The next day, {sound}, the feeling came rushing back. {C} almost {didIt} again. Then {C} remembered. "I\'m {feeling}!" {C} said. The dragon breath came out a bit wobbly, and {C} forgot to try again. "You named it," said {G}. "That\'s step one."',
            'The next day, {sound}, the feeling roared up again. {C} managed to name it, just about, but it came out as a shout. The dragon breath was more of a huff. {C} stomped off instead of trying again. Later, {G} said, "You named it, though. I heard you."',
            "The next day, {sound}, the same feeling arrived at the same speed. {C} named it, loudly, skipped the breath and went straight back to being cross. It was, {C} admitted later, about one third of the plan. {G} said a third was a start.",
          ),
        },
        success: {
          day: 2,
          text: band(
            'Then, {sound}, the feeling came again. "I\'m {feeling}!" said {C}. Whoosh! A big dragon breath. Then {C} got to {strategyName}. {refrain} {G} cheered!',
            'Then, {sound}, the feeling came again, and this time {C} {was} ready. "I\'m {feeling}!" Then a big dragon breath, in and out. Then {C} decided to {strategyName}. It worked. {G} gave {Cobj} a big hug. {refrain}',
            "Then, {sound}, the feeling rose up again. {C} named it straight away. A long dragon breath. Then, instead of giving up, {C} decided to {strategyName}. It was slow, but it worked, and {C} felt something better than {feeling}: proud.",
            'Then, {sound}, the feeling showed up on cue. {C} named it, took one long dragon breath and then, with some effort, decided to {strategyName}. It wasn\'t magic. It was slower than shouting. But it worked, and {G} noticed. "That," said {G}, "was very grown-up."',
          ),
        },
        echo: {
          day: 3,
          text: band(
            'Later, something went wrong again. "I\'m {feeling}!" said {C}. Whoosh! Then {C} tried again. Easy peasy!',
            "A few days later, something else went wrong. {C} named the feeling, did a dragon breath and tried again, all alone. {G} hadn't even noticed until it was done.",
            'A few days later, something else went wrong, and {C} heard {themself} say, "I\'m {feeling}," before {C} had even decided to. Dragon breath. Try again. It was getting easier.',
            "A few days later, something else went wrong, and {C} dealt with it so quietly that {G} only found out afterwards. Name it, breathe, try again. It had become the sort of thing {C} just did.",
          ),
        },
      },
      // Another telling: a good day that turns, a feeling that comes out before anyone can help, and the feeling given a size.
      alternates: [
        {
          opening: {
            text: band(
              "At {home}, it was a happy day. {C} sang a song. {C} had a snack. {placeLine} Then {C} got busy with {object}. Everything was fine. For now!",
              "At {home}, it had been a good day so far. {C} had sung a song, found a shiny stone and made {G} laugh twice. {placeLine} Now {C} {was} busy with {object}, humming. Everything felt easy. {C} didn't know a big feeling was on its way.",
              "At {home}, it had been one of those easy days where nothing goes wrong. {C} had made {G} laugh at breakfast and won a game of snap. {placeLine} {C} {was} humming away to {themself}, in a very good mood, with no idea that a big feeling was about to turn up.",
              "At {home}, the day had been going suspiciously well. {C} had won a game of cards, found a lost sock and made {G} laugh so hard that juice went everywhere. {placeLine} {C} {was} humming, which was always a sign. In hindsight, that was the moment {C} should have been on guard.",
            ),
          },
          problem: {
            text: band(
              'It went wrong {sound}. {C\'s} face went red. Then {C} {didIt}. {G} came close. "Go away!" said {C}. {G} sat down. {G} stayed near.',
              'It all went wrong {sound}. First {C\'s} face went red and hot. Then, before anyone could help, {C} {didIt}. {G} came over, and {C} shouted, "Go away!" So {G} sat down a little way off, quiet and close, and waited.',
              "It all went wrong {sound}. {C's} face went red, {their} hands went tight, and then, faster than anyone could help, {C} {didIt}. {G} came over, and {C} shouted, \"Go away! Don't look!\" So {G} sat down a little way off and stayed there, calm, not going anywhere.",
              'It all went wrong {sound}. There was a second where {C\'s} face went red and everything went very still, and then {C} {didIt}, loudly, before anyone could get there. "Don\'t!" {C} said, when {G} came over. "Just go away." {G} didn\'t go away. {G} sat down a little way off, said nothing clever and waited, which was exactly right.',
            ),
          },
          feeling: {
            text: band(
              "{C} felt {feeling}. Big, big {feeling}! Stamp, stamp! {C's} face was red. {C's} eyes were wet. {G} sat near. {G} did not go away.",
              "{C} felt {feeling}, so {feeling} that it was like a storm inside, all thunder and rain. {C's} face was red and {their} eyes were wet. It felt as if the storm would never stop. {G} sat nearby, quiet and steady, like somebody waiting under an umbrella.",
              "{C} felt {feeling}, like a storm with thunder and rain, and it seemed as if it would never blow over. Part of {Cobj} wanted {G} to fix everything. Part of {Cobj} wanted everyone to go away. Both parts were loud. {G} just sat nearby, steady, and let the storm do its thing.",
              "{C} felt {feeling}, a full weather system of it, thunder and all. Part of {Cobj} wanted {G} to make everything right. The other part wanted to be left alone forever, or at least until dinner. {G}, who had seen storms before, sat nearby and didn't try to argue with the weather.",
            ),
          },
          stumble: {
            day: 1,
            text: band(
              'Next day, {sound}, {C} {didIt} again. Oops! Then {C} remembered. "I\'m {feeling}!" Whoosh! A dragon breath. "You remembered!" said {G}. "Next time, say it first."',
              'The next day, {sound}, it all happened again, too fast to stop: {C} {didIt}. But right after, {C} remembered. "I\'m {feeling}!" Then one dragon breath, and another. The storm calmed down much faster than before. "You remembered," said {G}. "Next time, let\'s try it before."',
              'The next day, {sound}, {C} {didIt} again, before the plan could get a word in. But this time, straight afterwards, {C} remembered. "I\'m {feeling}," {C} said, and did two long dragon breaths. The storm blew over in half the time. "The plan arrived late," said {G}, "but it arrived."',
              'The next day, {sound}, {C} {didIt} again, at full speed. The plan turned up about ten seconds later, like a bus stuck in traffic. "I\'m {feeling}," {C} said, after the fact, and did two dragon breaths anyway. The storm passed in half the usual time. "Late," said {G}, "but on the right route."',
            ),
          },
          echo: {
            day: 3,
            place: "kitchen",
            text: band(
              'A few days later, {G} dropped the cookies. Oh no! "Say it!" said {C}. "I\'m cross!" said {G}. "Now breathe!" Whoosh! They picked them up. They both laughed.',
              'A few days later, {G} dropped a whole box of cereal on the kitchen floor. "Argh!" said {G}. {C} ran over. "Name it!" {G} laughed. "I\'m frustrated." "Now a dragon breath," said {C}, and they did one together. Then they swept it all up, and {G} tried again with the cereal.',
              'A few days later, it was {G} who had the big feeling, when a whole box of cereal spilled across the kitchen floor. {C} {was} there in a second. "Name it," {C} said. "Frustrated," {G} admitted. "Dragon breath." They did one together. "Now try again," said {C}, handing over the broom. {G} said it was a very good plan.',
              'A few days later, {G} knocked a whole box of cereal across the kitchen floor and said, "Oh, for goodness\' sake!" {C} stepped in as coach. "Name it." "Frustrated," said {G}. "Breathe." {G} breathed. "Next step?" {G} looked at the mess. "Broom." "Good choice," said {C}, in a perfect copy of {G\'s} voice.',
            ),
          },
          success: {
            day: 2,
            text: band(
              'It happened again, {sound}. {C} said, "I\'m {feeling}! Very, very {feeling}!" Whoosh! A dragon breath. Then {C} got to {strategyName}. {G} gave a thumbs up.',
              'It happened again, {sound}. But this time {C} gave the feeling a size. "I\'m {feeling}. Elephant-sized {feeling}!" That made {G} smile. Then one big dragon breath, in through the nose and out slowly. Then {C} chose to {strategyName}. The elephant-sized feeling shrank to mouse-sized.',
              'It happened again, {sound}. This time {C} tried something new: giving the feeling a size. "I\'m {feeling}," {C} said. "About a nine out of ten." One long dragon breath later, it was a six. Then {C} chose to {strategyName}. By the end, the feeling was a two, and {G} was very impressed.',
              'It happened again, {sound}. {C} named the feeling and then, for the first time, measured it. "I\'m {feeling}. Nine out of ten. Possibly nine and a half." A long dragon breath took it down to a six. Then {C} chose to {strategyName}, and by the end it was a two, which {C} reported to {G} like a weather forecast. {G} said it was the best forecast all week.',
            ),
          },
        },
      ],
    },
    {
      // A big feeling on a car ride ("screams in the car every time we drive to grandmas and kicks the back of my
      // seat", "screams in the car the whole way"; R14's intake review): strapped in, bored, and a driver who
      // can't turn round. Not a try-again story (was "Then he decided to try again, or ask for help" in a car):
      // the grown-up stops somewhere safe, and the plan is words, a squeeze, and a bag of car things.
      id: "car-ride",
      when: (sit) => sit.place === "car",
      summary: "{C} gets cross and bored on long car rides, and learns to say it, squeeze, and reach for the car bag",
      label: "big feelings on a car ride",
      moment: "a long drive in the car",
      talkAbout: "What would you put in a car bag for a long drive?",
      ownOnly: ["feeling", "stumble", "echo"],
      titles: ["{name} and the Car Bag", "Say It in the Car, {name}", "{name}'s Calm Car Ride"],
      talkAboutAll: [
        "Why did {G} stop the car?",
        "What words can you use when you feel cross in the car?",
        "What would you put in a car bag for a long drive?",
      ],
      strategy: {
        name: "Say It, Squeeze, Car Bag",
        steps: [
          "Say it in words: “I'm bored!” or “I'm cross!”",
          "Squeeze your hands, press your feet flat, and breathe out long",
          "Pick something from the car bag, or play I Spy with {G}",
        ],
        why: "Strapped in with nothing to do, a child's feeling (bored, stiff, tired, hot, sometimes carsick) has nowhere to go, and a driver needs a calm car to drive safely. Words tell the grown-up what is wrong, squeezing and flat feet give the body something to do instead of kicking, and a bag of car things and car games give hands and eyes a job. If it gets too much, stop somewhere safe; never turn round while driving.",
        refrain: "Say it, squeeze, then the car bag!",
        toddlerSteps: ["Say it: “I'm cross!”", "Pick from the car bag"],
        smallFirstStep: "Say it in words, even just one word: “Cross!”",
      },
      scenes: {
        opening: {
          text: band(
            "One {timeWord}, {C} and {G} got in the car. {placeLine} Click! went the straps. Brrm, brrm! Off they went. It was a long, long way. {C} looked out. Trees. More trees. Still more trees.",
            "One {timeWord}, {C} and {G} set off in the car. {placeLine} Click went the car seat straps, and off they went. It was a long drive. After a while, {C} had counted all the red cars, the trees outside all looked the same, and {C's} legs wanted to move and couldn't.",
            "One {timeWord}, {C} and {G} set off on the long drive. {placeLine} For the first ten minutes it was fine. Then {C} had seen every field, counted every red car and run out of things to look at. The straps felt tight, {C's} legs felt twitchy, and the road stretched on forever.",
            "One {timeWord}, {C} and {G} set off on the long drive, which {C} had always suspected was longer than any drive had a right to be. {placeLine} After ten minutes, the view had been fully reviewed. After twenty, the straps were unbearable, and {C's} legs, which liked to be doing something at all times, had started to twitch.",
          ),
        },
        problem: {
          text: band(
            'Then it was too much. {C} {didIt}. So loud! {G} could not turn round. {G} was driving. "I hear you," said {G}. "I will stop the car." {G} stopped somewhere safe. Phew.',
            'Then it all came out at once. {C} {didIt}. It got louder and louder, until the whole car was full of it. {G} couldn\'t turn round, because {G} was driving. "I hear you," {G} said. "I\'m going to stop somewhere safe." {G} pulled over, turned the engine off and took a long breath.',
            'Then it all burst out. {C} {didIt}. It went on and on. {G} couldn\'t turn round or help, because {G} was driving, and driving needs a calm car. "I can hear you\'re having a hard time," {G} said. "I\'m stopping the car." {G} found a safe place to pull over and switched off the engine.',
            'Then the whole thing boiled over. {C} {didIt}. It was loud enough to make the windows feel thin, and it kept going. {G} couldn\'t turn round, since {G} was driving, and driving with that going on was nobody\'s idea of safe. "Okay," {G} said evenly. "I\'m stopping the car." {G} found a safe place to pull over and switched off the engine. The quiet felt enormous.',
          ),
        },
        feeling: {
          text: band(
            '{C} felt {feeling}. And stuck! Straps on. Legs wiggly. Long, long way. {G} turned round. "Long drives are hard," said {G}. "You can tell me in words."',
            '{C} felt {feeling}, and stuck, and bored, all at the same time. The straps were tight, and {C\'s} legs wanted to run. {G} turned round from the front. "Long drives are hard," {G} said. "Being strapped in is hard. But I can\'t drive safely like that. Let\'s find a better way to tell me."',
            '{C} felt {feeling}, and trapped, and under all that, just very bored. It wasn\'t that {C} wanted to be horrible. The feeling had nowhere to go, strapped into a seat with nothing to do. {G} turned round from the front. "Long drives are really hard," {G} said. "But I need a calm car to drive safely. So let\'s find a way for the feeling to come out that works in a car."',
            '{C} felt {feeling}, and trapped, and, underneath both, spectacularly bored. {C} didn\'t actually want to make the drive awful. It was just that a big feeling plus a seat belt plus nothing to do added up to an explosion. {G} turned round from the front. "Long drives are hard," {G} said. "I get it. But I need a calm car to drive safely. So we need a plan for the feeling that works with a seat belt on."',
          ),
        },
        stumble: {
          day: 1,
          text: band(
            'Next drive, {C} felt {feeling} again. "I\'m {feeling}!" said {C}. Good! But {C} forgot the bag. A big wail came out. "You said it!" said {G}. "Now the bag."',
            'The next time they drove somewhere, the {feeling} feeling came creeping back after a while. "I\'m {feeling}!" {C} said. That part worked! But then {C} forgot to squeeze, and forgot the car bag, and a wail came out anyway. "You told me in words," said {G}, eyes on the road. "That was the hardest part. Now, the bag."',
            'The next time they drove anywhere, the feeling crept back at about the twenty-minute mark. "I\'m getting {feeling}," {C} announced, which was a first. But then {C} forgot the rest, and a wail came out anyway, a smaller one. "You said it in words," said {G}, eyes on the road. "Now squeeze, breathe, and have a look in the bag."',
            'The next time they drove anywhere, {C} lasted twenty minutes before the feeling arrived. "Warning: I am getting {feeling}," {C} said, which was new. Unfortunately, the rest of the plan didn\'t load, and there was some wailing anyway, though noticeably less. "Step one: excellent," said {G}, eyes on the road. "Steps two and three are in the bag."',
          ),
        },
        success: {
          day: 2,
          text: band(
            'Then another long drive. The {feeling} feeling came. "I\'m {feeling}!" said {C}. Squeeze, squeeze. Whoo! Then {C} looked in the car bag. A little car! Brrm! {G} smiled. {refrain}',
            'Two days later, on another long drive, the {feeling} feeling came again. This time {C} did every part. "I\'m {feeling}!" {C} said, in words. Squeeze hands, feet flat, one long breath out. Then {C} opened the car bag and found a sticker book. {G} played I Spy from the front, and the drive went by much faster.',
            'Two days later, on another long drive, the feeling arrived right on time. This time {C} {was} ready. "I\'m {feeling}," {C} said, in an ordinary voice. Squeeze hands, feet flat, one long breath out. Then {C} dug into the car bag: a sticker book, a squishy ball and a car bingo card. By the time {C} had found a red truck and a cow, they were nearly there. "That," said {G}, "was a lovely drive."',
            'Two days later, on another long drive, the feeling turned up as usual. This time {C} {was} ready for it. "I\'m {feeling}," {C} reported, calmly. Squeeze, feet flat, one long breath. Then {C} opened the car bag and started a game of car bingo. {G} called out from the front. The drive was exactly as long as before. It just didn\'t feel like it. "Best drive ever," said {G}, which was possibly an exaggeration, but a nice one.',
          ),
        },
        echo: {
          day: 3,
          text: band(
            'Next time, {C} got in the car with the car bag. "Say it, squeeze!" said {C}. Click went the straps. Brrm! A happy drive.',
            'The next time they got in the car, {C} packed the car bag {themself}: the sticker book, the squishy ball and a snack for halfway. "For when the feeling comes," {C} said. {G} laughed. "Good thinking."',
            'Before the next long drive, {C} packed the car bag {themself} and added a new game: counting cows. "For when the feeling comes," {C} explained. {G} said that was good planning. There were fourteen cows, and the drive was calm all the way.',
            'Before the next long drive, {C} packed the car bag personally. It had a written list, a snack plan and a car bingo card of {their} own design. "Emergency supplies," {C} explained. {G} said it was the most organized anyone had ever been about a car journey. The drive was calm all the way.',
          ),
        },
      },
    },
  ],
};
