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
    refrain: "Freeze like a statue, then here I come!",
    toddlerSteps: ["Freeze like a statue", "Come back: “Here I am!”"],
    smallFirstStep: "Freeze like a statue when you hear your name",
  },
  titles: ["{name} and the Statue Game", "Freeze, Turn, Come, {name}", "{name} Stays Close"],
  strategyScenes: [
    {
      text: band(
        '"It is a game," said {H}. "When {G} calls your name, freeze! Like a statue." {C} froze. "Then come back and say, Here I am!" {C} ran back. "Here I am!" "Again!" said {C}. Freeze! Come back! "Here I am!" {H} laughed. What a good game. {refrain}',
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
            'Then {G} called, "{name}!" {C} froze. A statue! Then {C} ran back. "Here I am!" {refrain} {G} clapped. {afterCome}',
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
              '"{name}!" called {G}. {C} froze. A statue! Then {C} came back. "Here I am! I\'m your shadow!" {C} took {G\'s} hand. Step, step, just like {G}. {refrain} {afterCome}',
              'Then {G} called, "{name}!" {C} {was} already a few steps away, feet itching. But this time {C} froze, stiff as a statue, and counted: one, two, three. Then {C} turned around, waved, and came back, skipping. "Here I am!" {C} said. "And now I\'m your shadow." {C} took {G\'s} hand and stuck close, copying every step. {afterCome}',
              'The next time {G} called, {C} {was} already three steps away, but {their} feet stopped at once. Freeze: {C} held the statue for a count of three, just to show {they} could. Turn: a big wave at {G}. Come: back in a skip. "Here I am!" Then {C} had an idea of {their} own. "I\'ll be your shadow," {C} said, and took {G\'s} hand, copying every step and every stop. {G} laughed. {afterCome}',
              'The next time {G} called, {C} froze mid-stride, held it for a dramatic count of three, turned, gave a royal wave, and walked back. "Here I am." Then {C} went one better, took {G\'s} hand and became an official shadow for the rest of the {timeWord}. Same speed, same stops, same direction, sometimes even the same sigh. {G} found this both hilarious and very restful. {afterCome} Nobody had to chase anybody, which made a nice change.',
            ),
          },
        },
      ],
    },
    {
      // A parking lot (car park): the rule a grown-up teaches there, as a safety plan in the place. A hand
      // flat on the car while the grown-up unloads, a hand held all the way across, the freeze as the
      // backup. Drivers backing out can't see a small child: nothing here is a game of running.
      id: "car-park",
      moment: "getting out of the car in the {lot}",
      talkAbout: "Why does {name} keep a hand on the car in the {lot}?",
      // The feeling scene is where {G} says the true reason (drivers can't see a small child): never swapped for a shared one.
      ownOnly: ["feeling", "stumble", "echo"],
      titles: ["{name} and the Hand on the Car", "Hand in Hand, {name}", "{name} Stays Close in the {lot}"],
      talkAboutAll: [
        "Why can't drivers see a small child behind a car?",
        "Whose hand do you hold in the {lot}?",
        "What does {name} do while {G} gets the bags?",
      ],
      strategy: {
        name: "Hand on the Car, Hand in Hand",
        steps: [
          // Each step starts with what the toddler's two steps say (hand, hold), so a 2-3 story, which is
          // taught those two, keeps its sentences about getting out and going across (shapes.ts untaughtStepWords).
          "Hand on the car: one hand flat on it when you get out, until {G} is ready",
          "Hold {G}'s hand across the {lot}, every step, all the way",
          "Freeze like a statue if your hand slips and {G} calls your name",
        ],
        why: "In a parking lot, cars back out slowly and a driver often can't see a small child behind them. A hand flat on the car while the grown-up unloads, and a hand held all the way across, keep the child where the grown-up can reach; freezing at the child's name is the backup, never the plan.",
        refrain: "Hand on the car, then hand in hand!",
        toddlerSteps: ["Hand on the car", "Hold {G}'s hand"],
        smallFirstStep: "One hand flat on the car door",
      },
      // Another telling of the reason, the success and the echo (write another): the same plan, the same true reason.
      alternates: [
        {
          feeling: {
            text: band(
              '{C} felt {feeling}. It was a fun game! But {G\'s} face was pale. {G} knelt down low. "Look," said {G}. "Cars are so big. You are little. A driver can\'t see you down there. So in the {lot}, we hold hands."',
              '{C} had felt {feeling}, and running had felt like a game. But {G} was holding on very tight. {G} knelt down by the car. "See how tall the car is?" {G} said. "The driver sits up there. When a car backs out, the driver can\'t see someone as small as you. That\'s why, in the {lot}, you stay with me."',
              '{C} had felt {feeling}, and for a moment it had been a great game. Now {G} was kneeling beside {Cobj}, very serious. "Stand by the back of the car," said {G}. "Now look. Can you see the driver\'s seat from here?" {C} couldn\'t. "And the driver can\'t see you," said {G}. "That\'s why, in the {lot}, you\'re always with me."',
              '{C} had felt {feeling}, and the running had been fun, for about three seconds. {G} crouched down beside {Cobj}. "Try this," said {G}. "Stand behind the car and tell me if you can see the driver\'s seat." {C} tried. Nothing but boot and bumper. "Exactly," said {G}. "And the driver can\'t see you. So in the {lot}, you\'re with me, every step."',
            ),
          },
          success: {
            text: band(
              'Out hopped {C}. Pat, pat! Hand on the car. A car went slowly by. {C} stood still. Then {C} held {G\'s} hand, tight. Across the {lot}. Step, step, step. "Safe hands!" said {G}. {refrain}',
              'This time, {C} climbed out and put one hand flat on the car, all by {themself}. A car rolled slowly past behind them, and {C} stayed put. Then {C} reached for {G\'s} hand and held it all the way across the {lot}. "Safe hands, all the way," said {G}, squeezing back.',
              'This time, {C} {was} out and had a hand flat on the car before {G} had even opened the boot. A car crept past, reversing lights on. {C} didn\'t move. Then {C} held {G\'s} hand across the whole {lot}, right up to the shop door, and only let go inside. "Perfect," said {G}. "Safe hands, the whole way."',
              'This time, {C} stepped out and put a hand flat on the car. It stayed there, like a sentry, while {G} wrestled with the bags. A car crawled past, reversing lights glowing. {C} stayed put. Then hand in hand across the {lot}, every single step, to the shop door. "That," said {G}, "was exactly right."',
            ),
          },
          echo: {
            day: 1,
            text: band(
              'Next time, {C} hopped out. "Hand on the car!" said {C}. Pat, pat. Then {C} held up a hand. "Hand in hand!" {G} laughed. "Good listening!"',
              'The next time they parked, {C} told {G} the plan before the engine was off. "Hand on the car. Then hand in hand. Because drivers can\'t see me." "Good listening," said {G}. "And good remembering."',
              'The next time they parked, {C} explained the plan to {G}, in case {G} had forgotten. "Hand on the car. Then hand in hand, because drivers can\'t see small people." {G} said that was good listening, and good teaching too.',
              "The next time they parked, {C} gave {G} a short safety briefing before unbuckling. Hand on the car, then hand in hand. Drivers can't see anyone small. {G} said that was good listening. {C} said it was good teaching.",
            ),
          },
          // Another arrival, another run and another muddle (write another: four stories in a row differ).
          opening: {
            text: band(
              "One {timeWord}, {G} drove {Cobj} to {lotShop}. {placeLine} Brrm, brrm. Stop! The {lot} was so big. A red car! A blue car! {G} opened the door. {C} jumped down. Hop!",
              'One {timeWord}, {G} drove to {lotShop} and found a space at the far end of the {lot}. {placeLine} "Wait by the car," said {G}, opening the back for the shopping bags. {C} stood by the car and looked at the long lane between the rows. It looked exactly like a racetrack.',
              "One {timeWord}, {G} drove to {lotShop} and circled the {lot} until a space came free. {placeLine} {C} slid out while {G} hunted in the back for the shopping bags. From down there, the rows of cars looked like the streets of a tiny town. The long lane in the middle looked made for running.",
              "One {timeWord}, {G} drove to {lotShop} and did three slow laps of the {lot} before finding a space. {placeLine} {C} got out while {G} searched the back for the shopping bags, which had apparently been hidden by goblins. The lane between the rows stretched all the way to the shop doors, long and empty and inviting. {C's} legs had an opinion about it.",
            ),
          },
          problem: {
            text: band(
              'Then {C} ran! Run, run, run, down the middle of the {lot}. A car came out backwards. Beep, beep! "{name}, stop!" {G} ran fast. Scoop! {G} held {Cobj} tight. The car stopped.',
              'Before {G} had even found the bags, {C} {was} off, racing down the {lot} with {their} arms out like a plane. Then white lights came on at the back of a car. It was backing out! "{name}! Stop!" {G} dropped the bags, ran, and lifted {Cobj} out of the way. The car stopped with a jolt.',
              'By the time {G} straightened up with the bags, {C} {was} halfway down the lane, arms out like a plane. Then reversing lights blinked on at the back of a big grey car. The driver was looking over the other shoulder. "{name}! Stop!" The bags hit the ground, and {G} reached {Cobj} in a few huge strides and lifted {Cobj} clear. The car jerked to a halt.',
              'By the time {G} emerged with the bags, {C} {was} far down the lane, arms out, being a jet. Then a pair of white reversing lights came on, right beside {Cobj}. The driver was checking the other mirror. "{name}! Stop!" The bags went down, and {G} crossed the gap faster than seemed possible and lifted {Cobj} out of the way. The car stopped with a jolt. For a moment, nobody moved.',
            ),
          },
          stumble: {
            day: 1,
            text: band(
              'Next time, {C} got out and patted the car. Hand on the car! Then {C} saw a puddle. {C\'s} hand came off the car. "Statue!" called {G}. {C} froze. Good freezing! Then hand in hand, all the way.',
              'The next time they parked, {C} hopped out and put a hand on the car. But while {G} was still getting the bags, {C} spotted a puddle two cars away, and the hand came off the car. "Statue!" called {G}. {C} froze, one foot in the air. "Good freezing," said {G}, taking {C\'s} hand. "Now the hand stays on the car until I\'m ready."',
              'The next time they parked, {C} put a hand on the car and kept it there, mostly. Then a shiny puddle two spaces away caught {their} eye, and the hand drifted off the car all by itself. "{name}!" called {G}. {C} froze like a statue, exactly as planned. "The freeze was perfect," said {G}, coming round with the bags. "The hand part waits for me."',
              'The next time they parked, {C} started well, hand flat on the car. Then {G} took a very long time with the bags, and an enormous puddle two spaces along began calling {C\'s} name. The hand slid off the car. "{name}!" {G} called, and {C} froze mid-step, like a statue in a game nobody else was playing. "Freeze: flawless," said {G}. "Hand on the car: until I say."',
            ),
          },
        },
        // Two more tellings of the true reason, so four stories in a row each say it their own way.
        {
          feeling: {
            text: band(
              '{C} felt {feeling}. Then {C} saw {G\'s} face. {G} was scared! "That car did not see you," said {G}. "You are small. Cars are big. In the {lot}, hold my hand."',
              '{C} had felt {feeling}, and it had seemed like such a good game. Then {C} saw {G\'s} face, and it was not a game face. "That driver didn\'t see you," {G} said, kneeling down. "Cars are tall, and you\'re small. In the {lot}, you hold my hand, every time."',
              '{C} had felt {feeling}, and the run had felt like flying. Then {C} saw {G\'s} face, white and serious, and the flying feeling drained away. "That driver didn\'t see you," {G} said quietly. "From a driver\'s seat, someone your size is hidden behind the car. In the {lot}, you stay with me."',
              "{C} had felt {feeling}, and the run had been glorious for about four seconds. Then {C} saw {G's} face and stopped feeling glorious. \"That driver didn't see you,\" {G} said, very quietly. \"From up in a driver's seat, someone your size disappears behind a car. So in the {lot}, you're with me. That part isn't up for debate.\"",
            ),
          },
        },
        {
          feeling: {
            text: band(
              '{C} felt {feeling}. Then {C} felt wobbly. The car was so close! {G} hugged {Cobj} tight. "Drivers can\'t see little children," said {G}. "Hold my hand in the {lot}."',
              '{C} had felt {feeling} a moment ago. Now {C} felt wobbly, because the car had been very close. {G} held {Cobj} in a long, tight hug. "Drivers sit up high," {G} said. "They can\'t see someone as small as you. So in the {lot}, we stay together."',
              '{C} had felt {feeling} a moment ago. Now {their} legs felt wobbly, because the car had been very close. {G} held {Cobj} for a long moment before saying anything. "Drivers sit up high," {G} said. "They can\'t see someone your size behind a car. So in the {lot}, we stay together."',
              '{C} had felt {feeling} a moment ago. Now {their} legs had gone wobbly, because the car had been much closer than it looked. {G} held on for a long moment. "A driver sits up high," {G} said at last. "Someone your size, behind a car, is invisible to them. So in the {lot}, we stay together. Always."',
            ),
          },
        },
      ],
      scenes: {
        opening: {
          text: band(
            "One {timeWord}, {C} and {G} drove to {lotShop}. {placeLine} They stopped in the {lot}. Click! Out hopped {C}. Cars everywhere! Big cars. Little cars. Cars going slowly past. {G} got the bags from the back. {C} wiggled. Ready, steady...",
            "One {timeWord}, {C} and {G} drove to {lotShop} and parked in the {lot}. {placeLine} {G} unbuckled {Cobj}, and {C} hopped out while {G} reached back in for the bags. The {lot} was full of cars, some parked, some moving, and {C} had a giggly, wiggly idea.",
            "One {timeWord}, {C} and {G} drove to {lotShop} and pulled into the {lot}. {placeLine} {C} {was} out of the car the moment the door opened, while {G} leaned back in for the bags and the purse and the list. The {lot} was busy, cars creeping along the rows, and {C} could see the shop doors on the other side. {C's} legs were already deciding.",
            "One {timeWord}, {C} and {G} drove to {lotShop} and turned into the {lot}, which was, as usual, a slow maze of cars looking for spaces. {placeLine} {C} climbed out while {G} was still wrestling with the bags in the back. The shop doors were just across the {lot}, and {C's} legs, which never waited for permission, had already made a plan.",
          ),
        },
        problem: {
          text: band(
            'Zoom! Off ran {C}, away from {G}, into the {lot}. Between the cars! Then a car backed out. Its lights went red. Beep, beep! "{name}, stop!" called {G}. {G} ran and scooped {Cobj} up. The car stopped. Phew!',
            'Zoom! Off ran {C}, away from the car, straight into the {lot}. Between the parked cars {C} went, giggling. Then a car began to back out, right where {C} {was}. Beep, beep! "{name}, stop!" {G} shouted, and ran, and scooped {Cobj} up just in time. The car stopped. The driver looked shaken.',
            "Off {C} went, away from the car, between the parked cars and into the {lot}, laughing. Then a white car started to reverse out of its space. The driver couldn't see {Cobj} at all. \"{name}! Stop!\" {G} was there in three huge steps and swept {Cobj} up as the car's brake lights flashed red. Nobody was laughing now.",
            'So {C} went, away from the car, weaving between the parked cars as if the {lot} were a playground. Then a car began to reverse out of its space, slowly, the way cars do, with a driver who had no idea a small person was behind it. "{name}! STOP!" {G} covered the distance in about a second and lifted {Cobj} clear. The brake lights flared. The driver sat very still, hands on the wheel.',
          ),
        },
        feeling: {
          text: band(
            '{C} felt {feeling}. Running was fun! But {G} held on tight. {G} looked worried. "Cars are big," said {G}. "The drivers sit up high. They can\'t see little children. You are little. So in the {lot}, you stay with me." {C} held on too.',
            '{C} had felt {feeling}, fizzy and fast, and running had felt like a game. But {G} was holding on very tight, and {G} wasn\'t playing. "Drivers can\'t see someone as small as you behind a car," {G} said quietly. "In the {lot}, you stay right with me."',
            "{C} had felt {feeling}, the kind of fizzy that makes legs go before brains do. Now {C's} heart was thumping, and {G} was holding on very tight. \"That driver couldn't see you,\" {G} said. \"Not behind the car. You're too small, and cars back out slowly. In the {lot}, you're with me, every step.\"",
            '{C} had felt {feeling}, and excitement, it turns out, is terrible at safety. Now {C\'s} heart was going fast, and {G\'s} hand was gripping hard. "That driver had no idea you were there," {G} said. "Nobody can see someone your size behind a car. In the {lot}, you stay with me. Every time."',
          ),
        },
        stumble: {
          day: 1,
          text: band(
            'Next time, in the {lot}, {C} put a hand on the car. Pat, pat. Good! Then {G} took {C\'s} hand. But halfway, {C} saw the shop door and let go. "Hand!" said {G}. "Drivers can\'t see you." {C} held on again. Tight!',
            'The next time they parked, {C} remembered. One hand flat on the car, while {G} got the bags. Good! Then they held hands to cross the {lot}. But halfway, {C} saw the shop doors and wriggled free. "Hand, please!" said {G}, and {C} came back. "The car part was perfect," said {G}.',
            'The next time they parked, {C} did the first part beautifully: one hand flat on the car door while {G} got the bags. Then they set off hand in hand across the {lot}, and halfway, {C\'s} fingers slid loose. "Hand," said {G}, calm but firm, and {C} grabbed it back. "Car part: great," said {G}. "The hand part goes all the way."',
            'The next time they parked, {C} stood with one hand flat on the car like a sentry, while {G} unloaded. Textbook. Then, halfway across the {lot}, {C\'s} hand quietly escaped. "Hand," said {G}, before {C} had gone a step, and {C} put it back. "Excellent car part," said {G}. "The hand part lasts all the way to the door."',
          ),
        },
        success: {
          text: band(
            'This time, out hopped {C}. Hand on the car! Pat, pat. Wait, wait. {C} stood very still. A car went slowly by. {G} got the bags. Then {C} held {G\'s} hand, all the way across the {lot}. Step, step, step. To the door! "Safe hands!" said {G}. {refrain}',
            'This time, when they parked, {C} hopped out and put one hand flat on the car. Pat. {C} waited while {G} got the bags, and a car rolled slowly past. Then {C} took {G\'s} hand and held it all the way across the {lot}, right to the door of {lotShop}. "You stayed with me the whole way!" said {G}.',
            "This time, {C} climbed out and put one hand flat on the car without being asked, and kept it there while {G} got the bags. A car crept past behind them. {C} didn't move. Then {C} held {G's} hand, every step across the {lot}, and only let go inside the shop door. {G} squeezed {C's} hand. \"That was exactly right.\"",
            "This time, {C} got out, put one hand flat on the car, and stayed there, calm as a lamppost, while {G} dug out the bags. A car crawled past behind them; {C} didn't so much as twitch. Then hand in hand, all the way across the {lot}, right through the shop door. {G} looked at {Cobj} as if {C} had done something remarkable. {C} supposed {they} had.",
          ),
        },
        echo: {
          day: 1,
          text: band(
            'The next time they parked, {C} said it first. "Hand on the car!" Pat, pat. Then hand in hand, all the way. "Good listening," said {G}. "And safe hands." {G} smiled a big smile.',
            'The next time they parked, {C} said it before {G} could. "Hand on the car!" {C} patted the car door and waited. Then {C} held out a hand. "Now hand in hand." {G} laughed. "You\'re the boss of the {lot} now."',
            'The next time they parked, {C} {was} out and had a hand on the car before {G} had even found the bags. "Hand on the car, then hand in hand," {C} reminded {G}, as if {G} might have forgotten. They crossed the {lot} together, and {C} kept an eye on every reversing light.',
            "The next time they parked, {C} took up position, hand on the car, and announced the plan to {G} as if briefing a new recruit. Then hand in hand across the {lot}, with {Cobj} pointing out every set of reversing lights. {G} found this both hilarious and very restful.",
          ),
        },
      },
    },
  ],
};
