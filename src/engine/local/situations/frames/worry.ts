import { band, type Frame } from "./types";

/**
 * A noise, dark or animal worry: the thunder, the dark at bedtime, the vacuum cleaner, a big dog.
 * {worryEvent} is the moment it happens; {worrySafe} is what it really is.
 */
export const worryFrame: Frame = {
  id: "worry",
  childTerms: "feeling scared of {object}",
  strategy: {
    name: "the Name-It Trick",
    steps: ["Say what it really is", "Take three slow breaths", "Hold on to one safe thing: a hand or a soft toy"],
    why: "Naming what is really happening turns a big, blurry fear into a small, known thing; slow breaths calm the body, and holding something safe helps the child stay put while the feeling passes.",
    refrain: "I can name it, I can breathe, I'm okay.",
    toddlerSteps: ["Say what it is", "Hold one safe thing"],
    smallFirstStep: "Hold on to one safe thing: a hand or a soft toy",
  },
  titles: ["{name} and the Name-It Trick", "{name} Is Brave About {object}", "{name} Names the Worry"],
  strategyScenes: [
    {
      text: band(
        '"It is the Name-It Trick," said {H}. "First, say what it is. It is {worrySafe}." {C} said it too. "Then, three slow breaths." In, out. In, out. In, out. "Last, hold something safe." {C} held {theCuddly}. Then {C} did it all alone. Say it. Breathe. Hold on. {C} felt a bit better. {refrain}',
        '"It\'s called the Name-It Trick," said {H}. "First, you say what it really is. {object} {objIs} {worrySafe}." {C} said it out loud, a bit quietly. "Next, three slow breaths. And last, you hold on to something safe." {C} took three slow breaths and held {theCuddly} close. Saying it out loud made {object} seem a little smaller.',
        "\"It's called the Name-It Trick,\" {H} said. \"Worries grow bigger when they're blurry. So first you name what's really happening: {object} {objIs} {worrySafe}. Then three slow breaths, to tell your body it's safe. Then you hold on to one safe thing.\" {C} tried it. Saying the real name felt strange at first. But it was true, and true things are easier to hold than scary guesses.",
        '"It\'s called the Name-It Trick," said {H}. "Your brain is brilliant at imagining things. The problem is, when it hears {object}, it imagines the worst version. So you give it the boring, true version instead: {object} {objIs} {worrySafe}. Then three slow breaths. Then hold on to something real." {C} considered this. "So I\'m basically correcting my own brain." "Exactly," said {H}. "Politely." {C} tried it, and felt the worry shrink very slightly.',
      ),
    },
  ],
  talkAbout: [
    "What did {name} say {object} really {objWas}?",
    "What safe thing could you hold on to when you feel scared?",
    "Can we do three slow breaths together?",
    "Is there a sound or a thing that makes you feel worried?",
  ],
  episodes: [
    {
      id: "name-it",
      moment: "{object}",
      talkAbout: "How did {name's} body feel when {object} came?",
      scenes: {
        opening: {
          text: band(
            "At {home}, {C} {was} in {P} with {G}. {placeLine} {C} had {cuddly}. All was calm. All was cozy. {C} hummed a little song. {G} smiled. It was a nice, quiet time.",
            "At {home}, {C} {was} in {P}, playing quietly with {cuddly}. {placeLine} {G} was close by, humming a song. Everything felt calm and ordinary. {C} {was} busy giving {theCuddly} a pretend snack and telling it a very long story about a duck.",
            "At {home}, {C} {was} in {P} with {G}, and the day had been calm so far. {placeLine} {C} {was} making up a story for {cuddly}, something about a duck who wanted to be a pilot. {G} was nearby, half listening and laughing in the right places. It was the kind of quiet time that makes you forget anything could go wrong.",
            "At {home}, {C} {was} in {P}, sprawled out with a book. {cuddly} was within reach, though {C} would have denied needing it. {placeLine} {G} was nearby, doing something boring with a list. It was one of those calm stretches of time that feel like they could go on forever. {C} turned a page, completely relaxed, without a single thought about {object}.",
          ),
        },
        problem: {
          text: band(
            'Then: {worryEvent} {C} jumped. {C} cried, "No!" {C} ran to {G}. {C} hid {their} face. {C} held on tight. {C} would not let go. {object} was too much! {C} would not look.',
            'Then, all of a sudden, {worryEvent} {C} jumped and ran straight to {G}. "Make it stop!" {C} cried, burying {their} face in {G\'s} sweater. {C} would not look and would not let go. {G} held {Cobj} close, but {C} kept squeezing {their} eyes shut. Everything fun was forgotten.',
            "Then, without any warning, {worryEvent} {C} {was} on {their} feet in a second and across the room, clinging to {G}. \"I don't like it!\" {C} said, {their} voice high and shaky. {G} wrapped an arm around {Cobj}, but {C} wouldn't uncover {their} eyes, and the story about the duck was completely forgotten.",
            'Then {worryEvent} {C} {was} off the floor and attached to {G} before {they} had even decided to move. The book landed somewhere behind {Cobj}. "Nope," {C} said, face pressed into {G\'s} shoulder. "Absolutely not." {G} said it was okay, that nothing was wrong, but that was the strange thing about this feeling: it didn\'t care what anyone said.',
          ),
        },
        feeling: {
          text: band(
            "{C} felt {feeling}. {C's} heart went thump, thump, thump. {C's} legs felt shaky. {C} wanted {object} to go away. {C} held {G} very, very tight. It felt so big.",
            "{C} felt {feeling}, so {feeling} that {their} heart was thumping and {their} legs felt like jelly. {object} felt huge, much bigger than {Cobj}. {C} couldn't think about anything else. {C} just wanted {object} to stop, right now, and for everything to be quiet and normal again.",
            "{C} felt {feeling}, all the way through. {C's} heart was thumping, {their} breathing was quick, and {their} thoughts were racing ahead to all the things {object} might do. None of them were very likely, but in that moment they all felt real. {C} knew other people didn't seem to mind {object}. That just made the feeling lonelier.",
            "{C} felt {feeling}, and it was the kind of feeling that skips the thinking part entirely. Heart thumping, breathing fast, every muscle ready to run. Somewhere in the back of {their} mind, a calm voice pointed out that this happened all the time. Nothing ever came of it. Nobody was listening to that voice. It was hard to feel brave when your whole body had already voted to hide.",
          ),
        },
        stumble: {
          text: band(
            'A bit later: {worryAgain} {C} jumped again! Then {C} remembered. "It is {worrySafe}," {C} said. But {C} forgot the breaths. Thump, thump. {C} ran to {G}. "Oops," said {C}. "Again."',
            'A little later, {worryAgain} {C} jumped, then remembered the trick. "It\'s {worrySafe}," {C} said in a small voice. That part worked. But {C} forgot the slow breaths, and {their} breathing went fast, fast, fast, and {C} ended up hiding behind {G} anyway. "I only did one bit," {C} said.',
            'A little while later, {worryAgain} This time {C} remembered to name it. "It\'s {worrySafe}," {C} muttered. But {C} rushed straight past the breathing part, and the thumping heart didn\'t believe the words. {C} ended up clinging to {G} again. "The naming didn\'t work," {C} complained. "You skipped the breaths," said {G} gently. "The breaths are what tell your body."',
            'A while later, {worryAgain} {C} flinched, then gritted {their} teeth and named it, out loud, fast: "It\'s {worrySafe}." It came out like an argument. {C} skipped the breathing entirely, on the grounds that there wasn\'t time, and ended up next to {G} anyway, heart thumping. "Half a trick," {C} admitted. "It turns out the breathing isn\'t optional." {G} smiled. "Next time, then."',
          ),
        },
        success: {
          text: band(
            'Then: {worryAgain} {C} stopped. "It is {worrySafe}," {C} said. In, out. In, out. In, out. {C} held {theCuddly} tight. {C} did not run! {C} stayed. {refrain} {C} felt brave. Brave and okay.',
            'Then it happened once more: {worryAgain} This time {C} stopped right where {they} {was}. "It\'s {worrySafe}," {C} said, clearly. Then three slow breaths, in and out. Then {C} held {theCuddly} close, and stayed put. {C\'s} heart slowed down. {object} was still there, but {C} {was} okay. "I did the whole trick," {C} said, amazed.',
            "Then it happened again: {worryAgain} {C} felt the jump inside, but this time {C} didn't run. \"It's {worrySafe},\" {C} said, steady and clear. Then came three slow breaths, each one longer than the last. {C} held {theCuddly} and kept holding. Bit by bit, {their} heart slowed down. {object} didn't change at all. But {C} had changed how {they} felt about it.",
            'Then, sure enough, {worryAgain} {C} felt the familiar jolt, and this time {C} used it as a signal instead of an alarm. Name it: "It\'s {worrySafe}." Three slow breaths. Then {C} added an idea of {their} own: describing it out loud like a sports commentator, in a very serious voice. "And here comes {object}, right on schedule." {G} burst out laughing. So did {C}. It\'s surprisingly hard to be scared and laugh at the same time.',
          ),
        },
        echo: {
          day: 1,
          time: "afternoon",
          text: band(
            'The next day: {worryAgain} {G} looked at {name}. But {C} just said, "It is {worrySafe}." In, out, slow. {C} kept on playing! {G} gave a big thumbs-up. {C} gave one back.',
            'The next day, {worryAgain} {G} looked over, ready to help. But {C} just said, "It\'s {worrySafe}." Then three slow breaths, and back to playing with {theCuddly}. {G\'s} eyebrows went right up. "Well, look at you," {G} said. {C} grinned and didn\'t even look up.',
            "The next day, {worryAgain} {G} glanced over, ready to help. But {C} {was} already doing the trick, quietly, on {their} own: name it, three slow breaths, hold on. It took less than a minute. Then {C} went back to what {they} had been doing. {G} didn't say anything, but {G} smiled for a long time afterwards.",
            'The next day, {worryAgain} {G} looked over, half expecting the usual. But {C} just said, "{worrySafe}, on schedule," in the commentator voice. Then {C} took three slow breaths and kept going with what {they} {was} doing. {G} raised an eyebrow. {C} raised one back. Neither of them said anything, but the silence was a very proud one.',
          ),
        },
      },
      // Another telling: a game of I Spy with one ear listening out, a freeze instead of running, and the child comforting the cuddly toy.
      alternates: [
        {
          opening: {
            text: band(
              'One {timeWord} at {home}, {C} and {G} were in {P}. {placeLine} They played I Spy. "I spy something red!" said {G}. {C} giggled. {theCuddly} was tucked under {C\'s} arm. But {C} kept thinking about {object}. Would it come?',
              'One {timeWord} at {home}, {C} and {G} were in {P}, playing I Spy. {placeLine} "I spy something beginning with B," said {G}, and {C} guessed everything from banana to bumblebee. It was a good game. But all the time, {C} {was} listening out for {object}, just a little. {C} held {theCuddly} a bit tighter, just in case.',
              'One {timeWord} at {home}, {C} {was} in {P} with {G}, playing I Spy. {C} {was} definitely winning. {placeLine} "I spy something beginning with S," {C} said, grinning, and {G} guessed wrong three times on purpose. It should have been a perfectly good {timeWord}. But {C} couldn\'t quite relax. Somewhere at the back of {their} mind, {C} {was} waiting for {object}, the way you wait for a balloon to pop.',
              "One {timeWord} at {home}, {C} {was} in {P} with {G}, playing a fiercely competitive game of I Spy. {placeLine} {C} had chosen something impossible, and {G} had been guessing for five minutes. It was, by any measure, a calm and ordinary {timeWord}. Except that {C} couldn't stop listening out for {object}. That was the annoying thing about this kind of worry: it didn't wait for the scary part. It turned up early, sat down and made itself comfortable.",
            ),
          },
          problem: {
            text: band(
              'A little later: {worryEvent} {C} froze. Stiff as a stick! Then {C} put {their} hands over {their} ears. "Go away!" {C} cried. {G} held out a hand. But {C} shut {their} eyes tight. No more fun.',
              'A little later, {worryEvent} {C} went stiff as a stick. Then {C} clapped {their} hands over {their} ears and shouted, "Go away! Go away!" {G} knelt down and held out a hand, but {C} squeezed {their} eyes shut and wouldn\'t take it. Everything else was forgotten. {C} just wanted {object} to be gone.',
              "A little later, {worryEvent} {C} went completely still, like a rabbit in a field. Then {C's} hands flew up over {their} ears. \"I'm not doing this,\" {C} said, {their} voice wobbling. \"I'm not.\" {G} crouched down, calm and close, and held out a hand. {C} didn't take it. {C} didn't want to move at all, in case moving made {object} worse.",
              "A little later, {worryEvent} {C} went rigid: hands over ears, eyes shut, whole body on high alert. \"I'm done,\" {C} announced. \"Game over. I'm not doing this.\" {G} crouched down, held out a hand and said, calmly, that nothing bad was happening. {C} heard every word. {C's} body didn't believe any of it. It had decided that {object} was an emergency, and it wasn't taking questions.",
            ),
          },
          success: {
            text: band(
              'Then: {worryAgain} {C} held {theCuddly} close. "Don\'t worry," {C} whispered. "It is {worrySafe}." In, out. In, out. In, out. {C} counted on {their} fingers. One, two, three! {C} stayed put. {refrain} Brave {name}!',
              "Then it came again: {worryAgain} {C's} tummy jumped, but this time {C} had an idea. {C} held {theCuddly} up close and whispered in its ear, \"Don't worry. It's {worrySafe}.\" Then {C} did three slow breaths, counting them on {their} fingers, so {theCuddly} could see how. By the third breath, {C's} heart had slowed right down. {object} {objWas} still there, and {C} {was} okay.",
              "Then, sure enough, {worryAgain} {C} felt the jolt, and then did something new. This time {C} told {theCuddly}, calmly: \"It's {worrySafe}. Nothing to worry about.\" Then {C} showed {theCuddly} three slow breaths, counting on {their} fingers. It was much easier to be brave for someone else. By the third breath, {C} {was} being brave for both of them, and {object} hadn't changed a bit.",
              'Then, inevitably, {worryAgain} {C} felt the jolt and went through the plan like a checklist. First, the name: "It\'s {worrySafe}." Three slow breaths, counted on {their} fingers. One safe thing: {theCuddly}, squashed firmly under one arm. Then {C} added a twist of {their} own and gave the worry a name as well, the most boring one {they} could think of. "Hello, Gerald," {C} muttered. It is very hard to be scared of something called Gerald. {C} stayed exactly where {they} {was}, and the jolt faded.',
            ),
          },
        },
      ],
    },
  ],
};
