import { band, type Frame } from "./types";

/** Fear of a place or thing: the dentist, the doctor, a haircut, the pool, the big slide. */
export const fearFrame: Frame = {
  id: "fear",
  childTerms: "feeling scared of {P}",
  strategy: {
    name: "Brave Breaths",
    steps: [
      "Smell the flower: breathe in slowly through your nose",
      "Blow out the candle: breathe out long and slow",
      "Squeeze your hands and say: I can do brave things",
    ],
    why: "Slow breathing tells a scared body that it is safe; a squeeze and a few brave words give the child something to do while the hard part happens.",
    refrain: "In like a flower, out like a candle, brave, brave me.",
    toddlerSteps: ["Smell the flower", "Blow out the candle"],
    smallFirstStep: "Take one slow flower-and-candle breath",
  },
  titles: ["{name} and the Brave Breaths", "{name} Is Brave at {P}", "{name} Takes a Brave Breath"],
  strategyScenes: [
    {
      text: band(
        '"It is called Brave Breaths," said {H}. "First, smell a flower. Sniff, sniff, slow." {C} sniffed. "Now blow a candle. Whoo, long and slow." {C} blew. "Last, a big squeeze. I can do brave things!" {C} squeezed {G\'s} hand. Then they did it together. Sniff, sniff. Whoo! Squeeze! {C} felt a little bit braver. {refrain}',
        '"It\'s called Brave Breaths," said {H}. "First, pretend to smell a flower, slowly, through your nose." {C} sniffed a pretend rose. "Then blow out a pretend candle, long and slow." {C} blew until {their} cheeks were empty. "Last, squeeze something you love and say, I can do brave things." {C} squeezed {theCuddly} and whispered it. It felt a tiny bit better already.',
        '"It\'s called Brave Breaths," {H} explained. "When you\'re scared, your breathing goes fast, and fast breathing makes your body even more scared. Slow breaths tell it that you\'re safe." {C} smelled an imaginary flower, slowly, then blew out an imaginary candle, even slower. "Then you squeeze something and say, I can do brave things," {H} went on. {C} squeezed {G\'s} hand. The words felt a bit silly, but also a bit true.',
        '"It\'s called Brave Breaths," said {H}. "In through your nose, like smelling a flower, and out through your mouth, like blowing out a candle, slower than the in. Then a squeeze and one sentence: I can do brave things." {C} frowned. "That\'s it? Breathing?" "Breathing is the one part of being scared you can actually steer," said {H}. "Slow it down and the rest of you follows. Try it." {C} did, skeptically. By the third breath, {C\'s} shoulders had come down from somewhere near {their} ears.',
      ),
    },
  ],
  talkAbout: [
    "What helped {name} feel brave at {P}?",
    "Can you show me how to smell the flower and blow out the candle?",
    "What is something you feel a bit scared of?",
    "Who could you squeeze when you need to feel brave?",
  ],
  episodes: [
    {
      id: "brave-visit",
      moment: "the visit to {P}",
      talkAbout: "Why do you think {name} felt {feeling} about {object}?",
      scenes: {
        opening: {
          text: band(
            'One day, {C} went to {P} with {G}. {placeLine} {C} held {cuddly} tight. {C} did not want to go in. "It will be quick," said {G}. {C} looked at the door. Then at {G}. Then at the door again.',
            "One day, {C} and {G} set off from {home} to go to {P}. {C} held {cuddly} very tight the whole way there. {placeLine} \"It won't take long,\" said {G}. But {C's} tummy felt tight and fluttery, and {C} kept thinking about {object}. Other people were there too, and they all looked calm.",
            "It was the day {C} had been thinking about all week: the day of the visit to {P}. {C} and {G} left {home} after breakfast. {placeLine} {C} sat very close to {G}, holding {cuddly} a little too tightly. Everyone else seemed calm, which somehow made it worse. {C} kept thinking about {object}.",
            "The visit to {P} had been on the calendar for two weeks, and {C} had been pretending not to think about it for exactly that long. Now it was here. {C} and {G} had driven over from {home}, and {C} had gone quieter with every street. {placeLine} {C} sat with {cuddly} tucked out of sight, mostly so nobody would notice {they} had brought it. Across the room, somebody else's little brother was happily building a tower.",
          ),
        },
        problem: {
          text: band(
            'Then it was time for {object}. {C} shook {their} head. "No! No, no, no!" {C} hid behind {G}. {C} would not go near {object}. Not one step. {G} waited. A kind lady waited too. {C} stayed hidden.',
            "Then it was time for {object}. {C} froze. {C} said, \"I don't want to!\" Then {C} hid behind {G's} legs. {G} talked softly, and a kind lady smiled and waited, but {C} would not move. {C} shook {their} head again and again. Nobody could get {Cobj} to come closer, not even one little step.",
            "Then a kind voice called {name's} name, and it was time for {object}. {C's} legs simply stopped working. \"I can't,\" {C} said, and {their} voice came out wobbly. {C} grabbed {G's} sleeve and would not let go. {G} crouched down and talked gently, and the lady waited patiently, but {C} just shook {their} head. Every time someone moved, {C} stepped back.",
            "When {name's} name was called, it was time for {object}, and {C's} whole body said no before {their} brain had a chance to vote. {C} stayed stuck to {their} seat {inWaitSpot}. {C} asked, \"Can we come back another day?\" It was a very reasonable-sounding way of saying absolutely not. {G} knelt down and spoke quietly. The lady at the door said there was no rush. {C} stared at the floor and didn't move.",
          ),
        },
        feeling: {
          text: band(
            "{C} felt {feeling}. Thump, thump went {their} heart. {C's} tummy felt wobbly. {C's} hands felt cold. {fearSee} looked so big! {C} did not want {object}. {C} held {theCuddly} very tight. {C} wanted to go home.",
            "{C} felt {feeling}, very {feeling}. {C's} heart went thump, thump, thump, and {their} tummy felt full of butterflies. {C} did not know what would happen next, and not knowing was the worst part. {C} hugged {theCuddly} and wished {they} could be back at {home} instead.",
            "{C} felt {feeling}, the big, fizzy kind of {feeling} that takes over your whole body. {C's} heart was racing and {their} hands were sweaty. {C} kept imagining {object} and everything that might happen, each thought a little worse than the last. {C} knew other children managed it. That only made {Cobj} feel more alone with the feeling.",
            "{C} felt {feeling}, and {their} body had opinions about it: a racing heart, cold hands, a tummy doing slow somersaults. The annoying part was that {C} knew, in a sensible corner of {their} brain, that {object} was not actually dangerous. Hundreds of children managed it every week. But knowing something and feeling it are two completely different things, and right now the feeling was winning by a mile.",
          ),
        },
        stumble: {
          text: band(
            '{C} took one step. Then {C} saw {fearSee}. Eek! {C} forgot the trick. {C} ran back to {G}. Breathe fast, fast, fast. Oops! "Let\'s try the flower," said {G}. {C} nodded. {C} would try again.',
            '{C} took a step towards {fearSee}, then another. But then {C} looked at it again, and the butterflies came flapping back. {C} hurried back to {G} and breathed fast, fast, fast, forgetting the flower and the candle completely. "Oops," {C} whispered. "I forgot." "That\'s okay," said {G}. "Shall we start with the flower?"',
            '{C} stood up and got halfway across the room before the feeling came roaring back. {C} stopped. {C\'s} breaths came quick and short, which was the opposite of the plan. {C} backed up until {they} bumped into {G}. "It didn\'t work," {C} said. "You did the walking part," said {G}. "You just skipped the breathing part. Want to try it with the breaths this time?"',
            '{C} made it all the way to the doorway, which was further than before, and then saw {fearSee} properly and stopped still. The breathing went fast and shallow, and Brave Breaths flew straight out of {their} head. {C} retreated to {waitSpot}. "Well, that was a disaster," {C} muttered. "You got to the door," {G} pointed out. "That\'s not nothing." {C} thought about it, and about what {H} had said about steering. "Okay," {C} said. "This time I\'ll do the breaths first."',
          ),
        },
        success: {
          text: band(
            "{C} tried again. Smell the flower. Sniff, slow. Blow the candle. Whoo. Squeeze! {C} walked to {fearSee}. {fearMoment} {C} did it! {refrain} {C} smiled a big smile.",
            'So {C} tried again, properly this time. {C} smelled the flower, slowly. {C} blew out the candle, long and slow. Then {C} squeezed {G\'s} hand and whispered, "I can do brave things." Step by step, {C} walked to {fearSee}. {fearMoment} "I did it," {C} said, amazed.',
            "This time, {C} did Brave Breaths first, right there {inWaitSpot}. Flower in, slowly. Candle out, even slower. Then a squeeze of {G's} hand: I can do brave things. {C's} heart slowed down, just enough. {C} walked over to {fearSee}, breathing slowly. {fearMoment} It was not nearly as scary as the pictures in {their} head.",
            'This time {C} started the breaths {inWaitSpot}, before the feeling could get a head start. Then {C} added an idea of {their} own: counting the breaths out loud, so the counting filled the space where the worrying usually went. Flower, candle, one. Flower, candle, two. By five, {C} {was} at {fearSee}. {fearMoment} "Huh," said {C} afterwards. "That was way shorter than the version in my head."',
          ),
        },
        echo: {
          day: 1,
          time: "afternoon",
          place: "living room",
          text: band(
            'The next day, at {home}, {C} played a game. {theCuddly} was going to {P}! "Do not worry," {C} said. "Smell the flower. Blow the candle." {theCuddly} did Brave Breaths too. {C} laughed. Now {C} {was} the helper!',
            'The next day, at {home}, {C} set up a pretend trip to {P} for {theCuddly}. "Don\'t worry," {C} told {theCuddly}. "First you smell the flower, then you blow the candle, then you squeeze and say I can do brave things." {theCuddly} was very brave indeed. {C} felt like a real helper now.',
            'The next day, at {home}, {C} played a pretend game of going to {P}, and {theCuddly} was the nervous one. {C} showed {theCuddly} Brave Breaths, step by step, just as {H} had done. "It\'s okay to feel {feeling}," {C} explained. "You just do the breaths anyway." Teaching it made {Cobj} realize how well {they} knew it now.',
            'The next day, {C} caught {G} looking worried before a phone call {G} didn\'t want to make. "Flower, candle," {C} said, and demonstrated, with the counting. {G} laughed, then actually tried it, then made the call. "Useful trick," {G} said afterwards. {C} shrugged modestly. It was strange to be the expert on being brave, when yesterday {C} hadn\'t felt like an expert on anything at {P}.',
          ),
        },
      },
      // Another telling: starting {inWaitSpot}, a tummy ache that is really the worry, and a question asked before the breaths.
      alternates: [
        {
          opening: {
            text: band(
              'At {P}, {C} sat and waited with {G}. {placeLine} {C} held {cuddly}. {C\'s} tummy felt wobbly. A door opened. {C} jumped! A door shut. {C} jumped again. {C} looked at {G}. "Is it time?" Not yet.',
              "At {P}, {C} sat and waited with {G}, holding a picture book. {placeLine} {C} turned the pages, but didn't really see the pictures. Every time a door opened, {C} jumped, and {C's} tummy did a flip. {C} held {cuddly} tight and kept thinking about {object}. \"Is it our turn?\" {C} whispered. Not yet.",
              "At {P}, {C} sat and waited next to {G}, pretending to read a book about sharks. {placeLine} {C} had read the same page four times without taking in a word. Every time a door opened, {C's} heart jumped and {their} tummy fluttered. {C} held {cuddly} on {their} lap. {C} tried not to think about {object}, which only made it worse.",
              "At {P}, {C} sat and waited beside {G}, studying a magazine about boats with great interest. It was upside down. {placeLine} Each time a door opened, {C's} heart did a small leap, and {their} tummy turned right over. {cuddly} was on {their} lap, because it was that kind of day. {C} had spent the whole trip from {home} not thinking about {object}. It had taken a great deal of effort.",
            ),
          },
          problem: {
            text: band(
              'Then it was time for {object}. "My tummy hurts!" said {C}. "My head hurts!" {C} cried. {C} held on to {G}. {G} gave a cuddle. "I think that is the scared feeling," said {G}. {C} cried more.',
              'Then it was time for {object}. "My tummy hurts," {C} said suddenly. "And my head. And my foot." {C} held on to {G} and started to cry. {G} gave {Cobj} a cuddle. "I think that might be the scared feeling," {G} said gently. "It can make your tummy hurt." But {C} only cried harder, and would not move.',
              'Then it was time for {object}, and {C\'s} tummy began to hurt, really hurt. Then {their} head joined in. "I feel sick," {C} said. "We have to go home." {G} put an arm round {Cobj}. "I believe you," {G} said. "Worry can do that to a tummy." {C} shook {their} head and cried, and the turn went to somebody else.',
              'Then it was time for {object}. {C\'s} body at once produced a list of urgent complaints: tummy ache, headache, a possible problem with one knee. "We should go home," {C} said. "For safety." {G} didn\'t argue. "I believe your tummy hurts," {G} said. "I think it\'s the worry. Worry is very good at tummy aches." {C} cried anyway, and the turn was quietly given to somebody else.',
            ),
          },
          success: {
            text: band(
              '{C} asked {G}, "What happens first?" {G} told {Cobj}. Oh! That was all. Sniff the flower. Blow the candle. Squeeze! {C} went to {fearSee}. {fearMoment} {refrain}',
              'This time, {C} asked a question first. "{G}, what happens first?" {G} explained, one small step at a time. Knowing made the scared feeling smaller. Then {C} smelled the flower, blew out the candle and squeezed {G\'s} hand. "I can do brave things," {C} whispered, and walked to {fearSee}. {fearMoment} "That was it?" {C} said.',
              'This time, {C} tried something new before the breaths: a question. "What happens first? And then what?" {G} explained, step by step. The real thing turned out much smaller than the one in {C\'s} head. Then Brave Breaths: flower in, candle out, a squeeze of {G\'s} hand. {C} walked over to {fearSee}. {fearMoment} {C} looked round, surprised. "Is that all?"',
              'This time, {C} added a step of {their} own before the breaths: gathering information. "What happens first? What happens next? How long does it take?" {G} answered every question. The huge, blurry thing in {C\'s} head shrank into three small, ordinary steps. Then Brave Breaths, with a squeeze of {G\'s} hand. {C} walked to {fearSee}. {fearMoment} "That," said {C}, "was wildly overrated."',
            ),
          },
        },
      ],
    },
  ],
};
