import { band, type Frame } from "./types";

/**
 * A hard task: homework, a math worksheet, reading, writing letters, riding a bike, tying laces.
 * The frustration, the mean words the child says about themself, and the kind words that replace
 * them. Slots: {taskStuck} (what goes wrong), {taskBit} (one small piece), {taskWin} (it works),
 * {outburst} (what the child does in the moment: throws the pencil, pushes it away), {taskMoment}.
 */
export const hardTaskFrame: Frame = {
  id: "hard-task",
  childTerms: "keeping going when {object} is tricky",
  strategy: {
    name: "Pause, Kind Words, Tiny Try",
    steps: ["Pause: hands still and one slow breath", "Swap the mean words for kind ones: “I'm still learning”", "Try one tiny bit again"],
    why: "Mean words make a tricky job feel impossible; a pause calms the body, kind words keep the brain working, and one tiny try is small enough to start.",
    refrain: "Pause, kind words, one tiny try.",
    toddlerSteps: ["Hands still, one breath", "Try one tiny bit"],
    smallFirstStep: "Say “I'm still learning” one time",
  },
  titles: ["{name} and the Tiny Try", "{name} Is Still Learning", "Tricky, Not Impossible, {name}"],
  strategyScenes: [
    {
      text: band(
        '"It is called Pause, Kind Words, Tiny Try," said {H}. "First, hands still. One slow breath." {C} breathed. Whoo. "Now kind words. Say: I\'m still learning." "I\'m still learning," said {C}. "Last, one tiny try. Just {taskBit}." {C} nodded. Then again, together. Breathe. Still learning. Tiny try! {C} felt a bit stronger. {refrain}',
        '"It\'s called Pause, Kind Words, Tiny Try," said {H}. "First, put your hands still and take one slow breath." {C} did, and {their} shoulders dropped a little. "Next, swap the mean words for kind ones. Try: I\'m still learning." {C} whispered it. "Last, one tiny try. Not the whole thing. Just {taskBit}." That sounded small enough to do.',
        '"It\'s called Pause, Kind Words, Tiny Try," {H} explained. "When you tell yourself you can\'t do something, your brain believes you and stops trying. So first you pause, hands still, one slow breath. Then you swap the mean words for kind ones: I\'m still learning. Then you try one tiny bit, just {taskBit}." {C} thought about it. Kind words to yourself felt strange. But the mean ones had not helped at all.',
        '"It\'s called Pause, Kind Words, Tiny Try," said {H}. "Pause first: hands flat, one slow breath, so your body stops shouting. Then check what you\'re saying to yourself. If it\'s something you\'d never say to a friend, swap it for: I\'m still learning. Then one tiny try, just {taskBit}, not the whole mountain." {C} looked doubtful. "Talking nicely to myself? Really?" "Your brain works better for a kind boss," said {H}. {C} had to admit that was true of most people.',
      ),
    },
  ],
  talkAbout: [
    "What kind words did {name} say instead of the mean ones?",
    "What is something you are still learning?",
    "What could your tiny try be, when something is tricky?",
    "How does your body feel when a job is really hard?",
  ],
  episodes: [
    {
      id: "still-learning",
      moment: "{taskMoment}",
      talkAbout: "Why do you think {object} made {name} feel so {feeling}?",
      scenes: {
        opening: {
          text: band(
            "One {timeWord}, at {home}, {C} sat down with {object}. {placeLine} {setupLine} {C} looked at {object}. Hmm. It looked tricky. Very tricky! {C} took a big breath. {C} started anyway. Here goes!",
            "One {timeWord}, at {home}, it was time for {object}. {placeLine} {setupLine} {C} looked at {object} and sighed a big sigh. It looked tricky, and {C} did not like tricky things. But {C} started anyway, slowly.",
            "One {timeWord}, at {home}, {C} got started on {object}. {placeLine} {setupLine} {G} was nearby, close enough to ask but far enough to pretend nobody was watching. The first part went fine. {C} began to think this might be easy after all. Then came the next part.",
            "It was a normal {timeWord} at {home}, and {C} had been putting off {object} for as long as humanly possible. {placeLine} {setupLine} {G} was nearby with a pile of mail. {C} started, and the first bit went suspiciously well. For about two minutes, {C} felt like a genius. Then came the next part.",
          ),
        },
        problem: {
          text: band(
            'Then it went wrong. {taskStuck} {C} tried again. Wrong again! {outburst} "I can\'t!" {C} shouted. "I\'m no good!" {C} put {their} head down. {G} looked up. Oh dear.',
            'Then it went wrong. {taskStuck} {C} tried again, and it went wrong again. {outburst} "I can\'t do it!" {C} shouted. "I\'m no good at anything!" {C} folded {their} arms and put {their} head down. {G} came over quietly.',
            'Then it went wrong. {taskStuck} {C} tried again, harder, and it went wrong again. {outburst} "I can\'t do it," {C} shouted. "I\'m no good at this. I\'m no good at anything!" {C} folded {their} arms and glared at {object}. {G} looked up, surprised by how loud it was.',
            "Then it went wrong. {taskStuck} {C} tried again, and then a third time, and each try went worse than the one before. {outburst} \"I can't do it,\" {C} announced to the whole house. \"I'm no good at this, I'm no good at anything, and I'm never doing it again.\" {C} shoved {object} away. {G} put the mail down.",
          ),
        },
        feeling: {
          text: band(
            "{C} felt {feeling}. Hot face. Tight hands. Grr! {C's} tummy felt cross too. {object} {objWas} too hard! {C} did not want to try. Not one more time. No more {object}!",
            "{C} felt {feeling}. {C's} face was hot and {their} hands were tight. Everyone else seemed to find {object} easy, {C} thought. Why was it so hard? The mean words kept going round in {their} head: I can't, I'm no good. They made {Cobj} feel even worse.",
            "{C} felt {feeling}, the hot, stuck kind that makes your eyes sting. {C} didn't understand why it was so hard when other children seemed to manage. The mean words kept playing in {their} head: I can't, I'm no good. The more {C} heard them, the truer they sounded, and the less {C} wanted to try again.",
            "{C} felt {feeling}, which was a polite word for the hot, furious, stinging feeling that had taken over. Part of it was {object}. The bigger part was the voice in {their} head, which had opinions: you can't, you're no good, everyone else gets it. It was a very convincing voice. {C} had stopped noticing that it was also a very unkind one.",
          ),
        },
        stumble: {
          text: band(
            '{C} tried the trick with {object}. Hands still. One breath. Then {taskBit}. Oops! Wrong again. "I\'m no good," said {C}. The mean words came back! "Kind words," said {G} softly. {C} nodded. Kind words. Okay.',
            '{C} tried the trick on {object}. Hands still, one slow breath, then {taskBit}. But it went wrong again, and the mean words jumped straight back out. "See? I\'m no good!" {C} said. {G} smiled. "You did the pause and the breath," {G} said. "You just skipped the kind words. Want to try them?"',
            '{C} tried it. The pause went fine, and the breath went fine. Then {C} went straight back to {object} and {taskBit}, and it went wrong, and out came the mean words before {C} could stop them: "I knew it. I\'m no good." {G} didn\'t argue. "You skipped the middle bit," {G} said gently. "The kind words. They\'re the part that keeps you going."',
            '{C} gave it a go. Hands flat, one breath, and straight into {taskBit}, which went wrong almost immediately. "Told you," {C} said. "I\'m no good at this." {G} raised an eyebrow. "Did you do the middle step?" {C} opened {their} mouth to say yes, then shut it again. The middle step, the kind words, had been skipped completely. The mean voice had simply taken its usual turn.',
          ),
        },
        success: {
          text: band(
            'So {C} looked at {object} again. Hands still. Slow breath. Whoo. "I\'m still learning," said {C}. Then one tiny try: {taskBit}. {taskWin} {C} grinned! {refrain} "I did it!" {C} said. {G} cheered. Hooray!',
            'So {C} tried {object} again, every step. Hands still. One slow breath. Then, out loud, "I\'m still learning." It felt a bit silly, and a bit good. Then one tiny try: just {taskBit}. {taskWin} "I did it!" {C} said. {G} clapped. The mean words had gone very quiet.',
            'So {C} started {object} again with all three steps. Hands still. One slow breath. Then, out loud, "I\'m still learning," which was true, and much easier to hear than the mean words. Then one tiny try: just {taskBit}. {taskWin} {C} looked at it for a long moment. "Huh," {C} said. {G} grinned. "Tricky," {G} said, "not impossible."',
            'So {C} started again, and this time added an idea of {their} own. Every time the mean voice piped up, {C} would answer it the way {they} would answer a friend: "Still learning. Next bit." Hands flat. One breath. "Still learning." Then {taskBit}. {taskWin} {C} sat back and stared. It had worked, and the mean voice had gone rather quiet. {G} gave a low, impressed whistle.',
          ),
        },
        echo: {
          day: 1,
          time: "afternoon",
          text: band(
            'The next day, something else was tricky. A big puzzle! {C} did not shout. Hands still. Slow breath. "I\'m still learning," said {C}. One piece. Click! Then another. {C} smiled.',
            'The next day, {C} tried to build a tall tower, and it wobbled and fell. {C} felt the hot feeling start. But {C} remembered. Hands still, one slow breath, and then, "I\'m still learning." {C} built it again, one block at a time. It stayed up! {G} gave a thumbs up.',
            'The next day, {C} {was} trying to learn a card trick from a book, and it kept going wrong. The mean words started up, but this time {C} caught them. Hands still. One breath. "I\'m still learning." Then one tiny try, just the first move. It worked. The rest of the trick took a while, but {C} got there.',
            'The next day, {C} {was} trying to copy a tricky drawing of a dragon, and the wings kept coming out like lettuce. The mean voice cleared its throat. {C} got there first. "Still learning," {C} said out loud, which made {G} look up and smile. Hands flat, one breath, one wing at a time. The dragon ended up slightly lopsided, and {C} liked it better that way.',
          ),
        },
        ending: {
          time: "evening",
          place: "bedroom",
          props: ["bed"],
          text: band(
            'That night, {G} tucked {name} into bed. "You kept trying," said {G}. "I\'m still learning," said {C}. {G} smiled. "You are." {C} yawned. Kind words. Tiny tries. Night night, {name}.',
            'That night, {G} tucked {name} into bed. "Do you know what I liked best today?" asked {G}. "You were kind to yourself, even when it was hard." {C} thought about the mean words, and how the kind ones had helped. "I\'m still learning," {C} said sleepily. "Me too," said {G}. "Everyone is."',
            'That night, {G} sat on the edge of {name\'s} bed. "You found something hard today," {G} said, "and you didn\'t give up on it." {C} thought about the mean words, and how loud they had been, and how the kind ones had turned the volume down. "I\'m still learning," {C} said. {G} kissed {name\'s} forehead. "Best thing to be," {G} said.',
            'That night, {G} stopped at {name\'s} door. "Can I tell you something I noticed?" {G} said. "You talked to yourself today the way you\'d talk to a friend." {C} pretended this was no big deal. But lying in the dark afterwards, {name} went back over it: the hot feeling, the mean voice, and the small, steady words that had beaten it. Tomorrow there would be more tricky things. That was fine. {C} knew what to say to them now.',
          ),
        },
      },
      // Another telling: putting it off, "You do it!" and a grown-up who stays but won't take over, and the word "yet".
      alternates: [
        {
          opening: {
            text: band(
              'One {timeWord}, at {home}, it was time for {object}. {placeLine} But first, a drink. Then a snack. Then a look at a bird outside. "{name}!" said {G}. {setupLine} Okay. Here goes.',
              'One {timeWord}, at {home}, it was time for {object}. {placeLine} But first, {C} needed a drink of water. Then a snack. Then a very important look at a bird outside the window. "{name}," said {G}, smiling. {C} sighed and came back. {setupLine} Here goes.',
              'One {timeWord}, at {home}, it was time for {object}, and {C} found that there were suddenly lots of other things to do first. A drink. A snack. A bird at the window. A sock that needed pulling up. {placeLine} "{name}," said {G}, in the voice that meant now. {C} came back, slowly. {setupLine}',
              'One {timeWord}, at {home}, it was time for {object}, and {C} discovered a remarkable number of urgent jobs: a drink, a snack, a loose thread on a sleeve, a bird outside that required close study. {placeLine} "{name}," said {G}, not fooled. {C} came back, dragging {their} feet as slowly as humanly possible. {setupLine}',
            ),
          },
          problem: {
            text: band(
              'Then came the tricky bit. {taskStuck} {outburst} "You do it!" {C} said to {G}. "I can\'t!" {G} said, "I will stay right here." {C} cried. {G} stayed.',
              'Then came the tricky bit. {taskStuck} {outburst} "You do it!" {C} said to {G}. "I\'m terrible at this!" {G} gave a gentle shake of the head. "I won\'t do it for you. But I\'ll stay right here." {C} put {their} head down on {their} arms and cried.',
              'Then came the tricky bit. {taskStuck} {outburst} "You do it," {C} told {G}. "I\'m terrible at this. I\'ll always be terrible at it." {G} pulled up a chair. "I\'m not going to do it for you," {G} said, "but I\'m not going anywhere either." {C} put {their} head down and didn\'t answer.',
              'Then came the tricky bit. {taskStuck} {outburst} "Can you just do it?" {C} asked {G}. "I\'m terrible at this. I\'ve always been terrible at it, and I\'ll be terrible at it when I\'m a hundred." {G} pulled up a chair. "I\'m not doing it for you," {G} said, "but I\'m staying." {C} put {their} head down on the table and refused to look at {object} at all.',
            ),
          },
          success: {
            text: band(
              'So {C} tried again. Hands still. Slow breath. "I can\'t do it... yet!" said {C}. Then one tiny try: {taskBit}. {taskWin} "Yet!" said {C}, and laughed. {G} cheered.',
              'So {C} looked at {object} again. Hands still. One slow breath. Then {C} found the kind words, with a new word tacked on the end. "I can\'t do it yet." Yet made it sound like it was on its way. Then one tiny try: just {taskBit}. {taskWin} {C} grinned. "Now I can," {C} said. {G} laughed and clapped.',
              'So {C} came back to {object}. Hands still, one slow breath. Then, instead of the mean words, {C} tried kind ones with a small, powerful word on the end: "I can\'t do it yet." Yet changed the whole sentence. Then one tiny try: just {taskBit}. {taskWin} "Yet," said {C}, "is a very good word." {G} agreed completely.',
              'So {C} came back to {object}. Hands still. One slow breath. Then {C} said the kind words, and added an upgrade: "I can\'t do it yet." It was amazing how much work one small word could do. It turned a verdict into a progress report. Then one tiny try: just {taskBit}. {taskWin} "I\'m putting yet on everything from now on," {C} announced. "I\'m not tidy yet," said {G}. "Nice try," said {C}.',
            ),
          },
        },
      ],
    },
  ],
};
