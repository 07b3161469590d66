import { band, type Frame } from "./types";

/**
 * Running off, or not coming when called: at bath time, in the shop, at the park.
 * {runFrom} is what the child runs from ("the bath"), {runTo} where the child runs to.
 */
export const runningOffFrame: Frame = {
  id: "running-off",
  childTerms: "coming back when {G} calls",
  strategy: {
    name: "Freeze, Turn, Come",
    steps: ["When you hear your name, freeze like a statue", "Turn around and look at the one who called", "Come back and say: “Here I am!”"],
    why: "Running off is often a game or a rush of energy; a freeze game gives that energy a fun, safe shape, and “Here I am!” turns coming back into the winning move.",
    refrain: "Freeze like a statue, turn around, here I come!",
    toddlerSteps: ["Freeze like a statue", "Come back: “Here I am!”"],
    smallFirstStep: "Freeze like a statue when you hear your name",
  },
  titles: ["{name} and the Statue Game", "Freeze, Turn, Come, {name}", "{name} Stays Close"],
  strategyScenes: [
    {
      text: band(
        '"It is a game," said {H}. "When {G} calls your name, freeze! Like a statue." {C} froze. "Then turn around." {C} turned. "Then come back and say, Here I am!" {C} ran back. "Here I am!" {refrain}',
        '"It\'s called Freeze, Turn, Come," said {H}. "It\'s a game. When {G} calls your name, you freeze like a statue, wherever you are." {C} froze, one leg in the air. "Then you turn around and look at {G}. Then you come back and say, Here I am!" {C} loved the statue part. Being a wobbly statue was very funny.',
        '"It\'s called Freeze, Turn, Come," {H} explained. "Running is fun, and that\'s fine. But when {G} calls your name, it might be important, and {G} needs to know you\'re safe. So the moment you hear your name, you freeze like a statue. Then you turn and look. Then you come back and say, Here I am." {C} tried a statue pose. It was harder to hold than it looked.',
        '"It\'s called Freeze, Turn, Come," said {H}. "Running off isn\'t a crime. Your legs just get excited before your brain is consulted. So we give your name a job: it\'s a freeze signal. You hear it, you freeze, wherever you are. Then turn, look, and come back with Here I am." {C} considered this. "Like a video game pause button." "Exactly like that," said {H}. "Except the game is real life."',
      ),
    },
  ],
  talkAbout: [
    "What does {name} do when {they} hear{s} {their} name?",
    "Can you show me your best statue?",
    "Why does {G} need to know where you are?",
    "Where could we play the statue game?",
  ],
  episodes: [
    {
      id: "statue-game",
      moment: "{runMoment}",
      talkAbout: "Why do you think {name} ran off?",
      scenes: {
        opening: {
          text: band(
            'One {timeWord}, {C} {was} {atP} with {G}. {placeLine} It was {runMoment}. {G} called, "{name}! {callLine}" {C} looked at {G}. {C} had a giggly idea. {C} wiggled {their} toes. Ready, steady... go!',
            'One {timeWord}, {C} {was} {atP} with {G}. {placeLine} It was {runMoment}. {G} called, "{name}! {callLine}" {C} heard. {C} looked at {G}, and then at the open space, and a giggly, wiggly idea popped into {their} head. {C\'s} feet were already itching to run.',
            'One {timeWord}, {C} {was} {atP} with {G}. {placeLine} It was {runMoment}. "{name}! {callLine}" {G} called. {C} heard it perfectly well. But {C\'s} legs had other plans. There was a whole exciting world in the other direction, and {C} {was} full of energy that needed somewhere to go.',
            "One {timeWord}, {C} {was} {atP} with {G}, at the end of a long day. {placeLine} It was {runMoment}. {G} called, \"{name}! {callLine}\" {C} heard it and processed it. Then, for reasons {C} couldn't have explained, {C} decided that the best response was to go in the exact opposite direction at top speed. It wasn't a plan, exactly. It was more of an impulse with legs.",
          ),
        },
        problem: {
          text: band(
            'Zoom! Off ran {C}. Away from {runFrom}. Giggle, giggle! {G} called, "{name}, come back!" But {C} ran and ran. {runTo} {G} had to run too. Puff, puff! Run, run, run! At last, {G} caught up. Phew!',
            'Zoom! Off ran {C}, giggling, away from {runFrom}. {G} called, "{name}, come back!" But {C} didn\'t stop. {runTo} {G} had to chase all the way, and by the time {G} caught up, {G} was out of breath and not laughing at all.',
            "Off {C} went, fast, away from {runFrom}, laughing. {G} called, \"{name}! Come back, please!\" {C} heard it and kept going. {runTo} It felt like a brilliant game, right up until {C} turned around and saw {G's} face. {G} wasn't playing. {G} looked worried.",
            "So {C} ran, away from {runFrom}, grinning, with {G's} voice somewhere behind. \"{name}! Stop, please!\" {C} heard it and ran faster, because being chased is, scientifically, the best part of running. {runTo} When {G} finally caught up, {G} wasn't smiling. {G} looked pale and worried, and that took all the fun out of it at once.",
          ),
        },
        feeling: {
          text: band(
            "{C} felt {feeling}. Running was fun! Zoom, zoom! But {G} looked sad. {G} looked worried. {C} did not like that. {C} stood very still. {C} did not want {G} to be sad.",
            "{C} felt {feeling}, full of zoomy energy that wanted to run and run. Running away had felt like a fun game. But {G} didn't look like it was a game. {G} looked worried, and that gave {Cobj} a funny, wobbly feeling inside.",
            "{C} felt {feeling}, as if {their} body was full of fizzy energy that had to go somewhere. Running was the easiest place to put it. But seeing {G's} worried face made something inside {C} go quiet. {C} hadn't meant to scare anyone. {C} had just wanted to run.",
            "{C} felt {feeling}, the kind of restless that makes standing still feel impossible. Running off always felt like a game in the moment. It was only afterwards, seeing {G's} face, that {C} realized it hadn't been a game for {G} at all. That was an uncomfortable thought, and {C} didn't quite know what to do with it.",
          ),
        },
        stumble: {
          text: band(
            'Later, {G} called, "{name}!" {C} froze! A statue! Good! But then {C} ran again. Zoom! Oops! {C} forgot to come back. "Turn and come," said {G}. {C} giggled.',
            'Later, {G} called {name\'s} name, and {C} remembered. Freeze! {C} stood like a statue, very still. But then the giggly feeling came back, and instead of turning and coming, {C} ran off again. "Oops," {C} said, when {G} caught up. "I only did the statue." "The statue was perfect," said {G}.',
            'Later, when {G} called, {C} did freeze, mid-run, arms out like a statue. It worked. But then {C} unfroze and, out of habit, kept running the wrong way. {G} caught up, half laughing. "Great statue," {G} said. "But the turn and come part got lost." {C} grinned sheepishly. "I forgot there was more."',
            'Later, {G} called {name\'s} name and {C} froze instantly, an excellent statue, possibly award-winning. Then {C\'s} legs, apparently unaware of the rest of the plan, set off again in the wrong direction. {G} caught up, trying not to laugh. "Impressive freeze," {G} said. "Less impressive everything after it." "Fair," said {C}.',
          ),
        },
        success: {
          text: band(
            'Then {G} called, "{name}!" {C} froze. A statue! {C} turned around. Then {C} ran back. "Here I am!" {refrain} {G} clapped. {afterCome}',
            'Then {G} called {name\'s} name again. {C} froze like a statue, right where {they} {was}. Then {C} turned around and looked at {G}. Then {C} ran straight back and shouted, "Here I am!" {G} laughed and clapped. "You did all three!" {afterCome}',
            'The next time {G} called, {C} did all three. Freeze, like a statue. Turn, and look right at {G}. Then come, running back this time instead of away. {C} announced, arms wide, "Here I am!" {G} laughed with relief and gave {Cobj} a high five. {afterCome} {C} felt pleased and strangely calm.',
            'The next time {G} called, {C} did it properly, and added an idea of {their} own: a sound effect for each stage. A screech of brakes for the freeze, a robot whirr for the turn, and a trumpet fanfare for coming back. {C} announced, to applause, "Here I am!" {G} laughed properly for the first time all day. {afterCome} There had been no chasing at all, which had to be some kind of record.',
          ),
        },
        echo: {
          day: 1,
          text: band(
            'The next day, at {world}, {C} ran and ran. {G} called, "{name}!" Freeze! Turn! Come! "Here I am!" {G} gave a big hug. Statue games were the best!',
            'The next day, at {world}, {C} {was} running around when {G} called {name\'s} name. Straight away, {C} froze, turned and came back. {C} said, "Here I am!" {G} gave {Cobj} a high five. Now running was fun, and coming back was fun too.',
            'The next day, at {world}, {C} {was} racing around when {G} called. {C} froze mid-step, turned and jogged back. "Here I am!" {G} smiled. "Just checking where you were," {G} said. "Off you go again." {C} ran off happily, and this time, {G} didn\'t look worried at all.',
            "The next day, at {world}, {C} {was} halfway across the grass when {G's} call came. Brakes, whirr, fanfare. \"Here I am.\" {G} said that was all, just checking. {C} ran off again, and noticed something: running was actually more fun when you knew someone was keeping an eye on you and wasn't worried.",
          ),
        },
      },
      // Another telling: a happy song before the call, a hiding game that frightens {G}, and the child as the grown-up's shadow after coming back.
      alternates: [
        {
          opening: {
            text: band(
              '{G} and {C} were {atP} one {timeWord}. {placeLine} They sang the silly banana song. La, la, la! Then it was {runMoment}. {G} said, "{callLine}" {C} got a twinkly look. "Catch me!" said {C}.',
              'One {timeWord}, {C} and {G} were {atP}, singing the silly banana song and giggling at the wobbly high notes. {placeLine} It had been a lovely {timeWord}. Then it was {runMoment}, and {G} said, "{name}! {callLine}" {C} stopped singing. A twinkly look came into {their} eyes. "Catch me!" {C} shouted.',
              'One {timeWord}, {C} and {G} were {atP}, and things were going surprisingly well. {placeLine} They had sung the banana song four times, and {C} had done all the high notes. Then it was {runMoment}. "{name}! {callLine}" said {G}. {C} looked at {G}, and a mischievous grin spread across {their} face. It was the grin that meant a chase was coming.',
              "One {timeWord}, {C} and {G} were {atP}, and for once everything was going smoothly. {placeLine} They had invented a new verse for the banana song, and it was, in {C's} opinion, a masterpiece. Then it was {runMoment}, and {G} said, \"{name}! {callLine}\" Something changed in {C's} face. {G} knew that look. It was the look of someone about to turn a perfectly nice {timeWord} into a chase.",
            ),
          },
          problem: {
            text: band(
              '{C} ran and ran, away from {runFrom}. {runTo} Then {C} hid. Shh! "Where are you?" {G} called. {G} sounded scared. {G} found {Cobj}. Big, tight hug. No more giggles.',
              "Off went {C}, away from {runFrom}, as fast as {their} legs could go. {runTo} Then {C} had an even sillier idea: hiding! {C} crouched down, very small and very quiet. \"{name}! Where are you?\" {G} called. {G's} voice sounded different now, high and worried. When {G} found {Cobj}, there was a big, tight hug. {G's} heart was thumping. Nobody was giggling any more.",
              "{C} shot off, away from {runFrom}. {runTo} Then {C} ducked down out of sight, hugging {their} knees, trying not to giggle. {G's} voice came, calling {their} name, once, twice, then a third time, sharp and frightened. {C} stopped giggling. When {G} found {Cobj}, there was a long, tight hug and no words at all. {G's} hands were shaking.",
              "{C} {was} off in a flash, away from {runFrom}. {runTo} Then, to improve the game, {C} hid, crouched down small and silent, extremely pleased with {themself}. It took about five seconds for the game to stop being fun. {G's} voice came, calling {name's} name, and it wasn't a game voice. It was high and tight and frightened. When {G} found {Cobj}, there was no telling off. {G} just held on, hard, and somehow that was worse.",
            ),
          },
          success: {
            text: band(
              '"{name}!" called {G}. {C} froze. A statue! One, two, three. {C} turned. Wave, wave! Then {C} came back. "Here I am! I\'m your shadow!" {C} took {G\'s} hand. Step, step, just like {G}. {refrain} {afterCome}',
              'Then {G} called, "{name}!" {C} {was} already a few steps away, feet itching. But this time {C} froze, stiff as a statue, and counted: one, two, three. Then {C} turned around, waved, and came back, skipping. "Here I am!" {C} said. "And now I\'m your shadow." {C} took {G\'s} hand and stuck close, copying every step. {afterCome}',
              'The next time {G} called, {C} {was} already three steps away, but {their} feet stopped at once. Freeze: {C} held the statue for a count of three, just to show {they} could. Turn: a big wave at {G}. Come: back in a skip. "Here I am!" Then {C} had an idea of {their} own. "I\'ll be your shadow," {C} said, and took {G\'s} hand, copying every step and every stop. {G} laughed. {afterCome}',
              'The next time {G} called, {C} froze mid-stride, held it for a dramatic count of three, turned, gave a royal wave, and walked back. "Here I am." Then {C} went one better, took {G\'s} hand and became an official shadow for the rest of the {timeWord}. Same speed, same stops, same direction, sometimes even the same sigh. {G} found this both hilarious and very restful. {afterCome} Nobody had to chase anybody, which made a nice change.',
            ),
          },
        },
      ],
    },
  ],
};
