import { lying } from "../../stories/lying";
import { isFib } from "../fib";
import { band, type Frame } from "./types";

/**
 * Rude or hurtful words: potty words at the table, "I hate you", talking back, name-calling, rude
 * noises. The plan is a word swap: catch the word, breathe, and say it another way — the feeling is
 * allowed, the hurting words are swapped for ones that help.
 *
 * Slots (understand.ts reads them from the parent's action, action.ts; index.ts fills them):
 *   {doIt} {didIt} {doingIt}  what the child says or does, in the parent's words: "say “I hate you”"
 *   {sound}          when or where, in the story's words, never empty: "when {they} didn't get {C's} way", "at the dinner table"
 *   {strategyName}   the helping words, a verb phrase: "say “I'm really, really cross” instead"
 *   {object}         the words themselves: "the poop and pee words", "the words “I hate you”", "the talking back"
 */
/** What a fib is about, drawn when the scene's words name it: the toothbrush, the homework, the cat, the crayons on the wall. */
const FIB_PROPS = ["toothbrush", "homework", "cat", "crayons", "soap", "book", "dog", "fish bowl", "cookie", "vase"];

export const rudeWordsFrame: Frame = {
  id: "rude-words",
  childTerms: "swapping hurting words for words that help",
  strategy: {
    name: "the Word Swap",
    steps: ["Catch the word before it flies out", "Take one slow breath", "Swap it: {strategyName}"],
    why: "Rude or hurtful words usually carry a real feeling (cross, left out, bored, silly) or a wish for attention; catching the word and breathing gives the child a moment, and a ready swap gives the feeling a way out that works better.",
    refrain: "Catch it, breathe, and swap it!",
    toddlerSteps: ["Catch the word", "Swap it: {strategyName}"],
    smallFirstStep: "Take one slow breath before the words come out",
  },
  titles: ["{name} and the Word Swap", "{name} Finds the Helping Words", "Catch It, Breathe, Swap It, {name}"],
  strategyScenes: [
    {
      text: band(
        '"It is called the Word Swap," said {H}. "First, catch the word. Snap! Like catching a bubble." {C} snapped {their} hands. "Then one slow breath." Whoo. "Then swap it. You can {strategyName}." {C} tried it. It felt funny. Then they did it again. Snap! Whoo. Swap! {C} giggled. Swap words were fun. {refrain}',
        '"It\'s called the Word Swap," said {H}. "Your feelings are allowed. But some words hurt, and some words just don\'t belong here. So first, you catch the word before it flies out, like catching a ball." {C} pretended to catch one. "Then one slow breath. Then you swap it. You could {strategyName}." {C} said it quietly. It didn\'t sound so bad.',
        '"It\'s called the Word Swap," {H} explained. "The feeling underneath is fine. Cross is fine. Silly is fine. It\'s just that some words hurt people, and some words make a whole table stop and frown. So: catch the word before it\'s out, take one slow breath, and swap it. You could {strategyName}." {C} tried it under {their} breath. It felt a bit strange, but it was still {their} own voice saying it.',
        '"It\'s called the Word Swap," said {H}. "Here\'s the thing. The words you\'ve been using get a reaction, but not the one you need. Nobody listens to what\'s actually wrong. So: catch the word before it escapes, take one slow breath, and swap it for one that works. You could {strategyName}." {C} considered this. "That\'s it?" "That\'s it," said {H}. "Simple isn\'t the same as easy, though."',
      ),
    },
  ],
  talkAbout: [
    "What words did {name} swap in?",
    "How can you tell someone you feel cross, with words that help?",
    "Why do you think some words hurt people's feelings?",
    "What is a silly, kind word you could use instead?",
  ],
  episodes: [
    {
      id: "word-swap",
      moment: "{object}",
      talkAbout: "What was {name} feeling underneath {object}?",
      scenes: {
        opening: {
          text: band(
            "At {home}, {C} {was} with {G}. {placeLine} It was a busy day. {C} wanted to play. {C} wanted {G} to look. Look at me! Look at me!",
            "At {home}, it was an ordinary {timeWord}. {placeLine} {C} had a lot to say and a lot of feelings bubbling about. {G} was busy, and {C} wanted to be looked at, right now, please.",
            "At {home}, it had been a long {timeWord}. {placeLine} {C} felt fizzy and restless, and {G} kept being busy with other things. {C} wanted to be noticed. {C} wanted to be listened to. Neither of those things seemed to be happening.",
            "It was an ordinary {timeWord} at {home}. {placeLine} {C} had been simmering for a while, about nothing in particular and everything in general. {G} was busy. The day had been full of other people's rules, and {C} had had enough of them.",
          ),
        },
        problem: {
          text: band(
            "Then, {sound}, {C} {didIt}. {G} stopped. Everyone went quiet. {C} looked at {G's} face. Uh-oh. That did not help at all.",
            "Then, {sound}, {C} {didIt}. Everything stopped. {G's} face went very still, and the fun went right out of the room. {C} had wanted someone to listen, but now nobody was listening to anything except {object}.",
            "Then, {sound}, {C} {didIt}. The words were out before {C} had even decided to say them. {G} stopped in the middle of everything. The room went quiet in the wrong way. {C} had gotten everyone's attention, but it was the cross kind, not the kind {C} wanted.",
            "Then, {sound}, {C} {didIt}. {C} knew as it happened that it was not going to go well. {G} put down what {G} was holding. The conversation was no longer about anything {C} wanted. It was only about {object}, and how that was not okay.",
          ),
        },
        feeling: {
          text: band(
            "{C} felt {feeling}. Hot face. Tight tummy. {object} had flown out so fast! {C} did not want to be in trouble. {C} hid {their} face.",
            "{C} felt {feeling}, and a bit wobbly too. {object} had zoomed out so fast. {C} hadn't really meant {objIt}. {C} had just wanted to feel big and be heard. Now {C} felt small instead.",
            "{C} felt {feeling}, and underneath that, a little bit sorry. {object} had seemed funny, or powerful, for about one second. Then it just felt bad. {C} didn't know how to stop the words once they got going.",
            "{C} felt {feeling}, mostly at {themself}. {object} had felt powerful for one second and pointless the second after. The trouble was that the words always arrived before the thinking did. By the time {C} noticed, they were already out.",
          ),
        },
        stumble: {
          day: 1,
          text: band(
            'Next day, {sound}, the word came again. Oops! It flew out. "Uh-oh," said {C}. Then {C} remembered. Snap! Breathe. Swap. {G} smiled. "You remembered the swap!"',
            'The next day, {sound}, {C} felt the same fizzy feeling. Before {C} could catch it, half a word flew out. "Oops!" {C} stopped, took a slow breath and tried the swap instead. It came out wobbly. "That\'s a catch," said {G}. "A late one, but a catch."',
            'The next day, {sound}, the words started up again. {C} caught the first bit too late, and it slipped out. But then {C} stopped, breathed, and finished with the swap. It sounded a bit odd. {G} raised an eyebrow, then nodded. "That counts," said {G}. "Half a catch is still a catch."',
            'The next day, {sound}, the familiar feeling arrived. {C} got the first word out before remembering, which was annoying. But {C} stopped mid-sentence, took one slow breath and did the swap. It came out sounding a bit forced. {G} didn\'t laugh. "Better than yesterday," said {G}. "Noticeably."',
          ),
        },
        success: {
          day: 2,
          text: band(
            "Then, {sound}, {C} felt {object} coming. Snap! {C} caught {objIt}. Breathe. Whoo. Then {C} said the swap! {refrain} {G} gave a big hug. No {object} today!",
            'Then, {sound}, {C} felt {object} coming, like a sneeze. This time {C} caught {objIt}. One slow breath. Then {C} used the swap. {G} looked up and smiled. "Thank you for telling me that way," said {G}. "Now I can help." And {G} listened properly.',
            'Then, {sound}, {C} felt {object} rushing up. This time {C} caught {objIt} in time. One slow breath. Then {C} used the swap, clearly and out loud. {G} stopped and listened. Not the cross kind of listening. The real kind. "Thank you," said {G}. "Let\'s sort it out."',
            'Then, {sound}, {object} came lining up, ready to go. {C} caught {objIt}. Breathed. Swapped. It came out calm and clear, and slightly surprised {C} as much as anyone. {G} turned round properly. "Thank you for saying it like that," said {G}. "I\'m listening." And {G} was, which was the whole point.',
          ),
        },
        echo: {
          day: 3,
          text: band(
            "Later, {sound}, {C} felt {object} coming again. Snap! Breathe. Swap! {C} said how {they} felt. {G} listened. {C} smiled. The swap worked!",
            "A few days later, {sound}, {C} felt {object} wriggling up again. {C} caught {objIt}, took a slow breath and said the swap instead. {G} listened, and together they fixed what was wrong. {object} stayed away that day.",
            "A few days later, {sound}, {C} noticed {object} coming, long before anything was said. Catch, breathe, swap. It was becoming a habit. {G} listened, they sorted it out, and nobody had to stop and frown at anyone.",
            "A few days later, {sound}, {C} caught {object} without even thinking about it. That was the strangest part. Catch, breathe, swap, and then the actual problem got sorted out in about a minute. {C} {was} beginning to suspect the swap was a shortcut, not a rule, and the thought made {Cobj} grin.",
          ),
        },
      },
      // Another telling: a giggly start that {G} has to end, words said to get a reaction and a calm "not those words", and a hand over the mouth to catch them.
      alternates: [
        {
          opening: {
            text: band(
              'At {home}, {C} and {G} laughed and laughed. {placeLine} Silly faces! Silly songs! Then {G} said, "All done now. I have a job to do." {C} did not want all done. Not one bit.',
              "At {home}, the {timeWord} started off full of giggles. {placeLine} {C} and {G} were pulling silly faces, and {C} did a wobbly walk that made {G} laugh out loud. Then {G} said, \"Okay, that's enough silly for now,\" and went back to grown-up jobs. {C} didn't want it to be enough. {C} wanted more laughing, and more looking, and more {G}.",
              "At {home}, the {timeWord} had started well. {placeLine} {C} had told {G} a joke that was actually funny. {G} laughed so hard that they both ended up on the floor. Then {G} said it was time to calm down, and turned back to a list of boring jobs. Just like that, the fun was switched off. {C} stood there, still fizzing, with nowhere for the fizz to go.",
              "At {home}, the {timeWord} had started promisingly. {placeLine} {C} had been on excellent comic form, and {G} had laughed at three jokes in a row, one of them genuinely. Then {G} announced that it was time for calm. Back {G} went to a list of chores, with the look of someone who would not be distracted. {C}, still buzzing, found this deeply unsatisfying. The audience had left, and the show wasn't over.",
            ),
          },
          problem: {
            text: band(
              'So, {sound}, {C} {didIt}. Loud! {G} did not laugh. {C} did it again. Louder! {G} bent down. "Not those words," said {G}. {C} stamped {their} feet. Stamp, stamp! Then {C} cried.',
              "So, {sound}, {C} {didIt}, nice and loud. {G} didn't laugh and didn't look up. So {C} did it again, even louder. This time {G} put the job down, bent down low and said, quietly, \"I won't listen to {object}. I'll listen when you use other words.\" {C} stamped off and cried into a cushion. It hadn't worked at all.",
              "So, {sound}, {C} {didIt}, {wordsHow}. {G} didn't look up. {C} did it again, louder, and then a third time, aimed straight at {G}. That worked. {G} stopped, crouched down and said, very calmly, \"I'm not going to listen to {object}. When you've got other words, I'm right here.\" Then {G} turned back to the job. {C} stomped off, hot-faced and furious, and cried where nobody could see.",
              "So, {sound}, {C} {didIt}, {wordsWhy}. {G} didn't react. {C} repeated it with more feeling. Still nothing. The third time, aimed squarely at {G}, got a response, just not the one {C} wanted. {G} crouched down and said, very evenly, \"I'm not going to listen to {object}. When you've got other words, I'm here.\" Then {G} went back to the chores. {C} stomped off, face burning, and sulked in the most visible spot available.",
            ),
          },
          success: {
            day: 2,
            text: band(
              'Then, {sound}, the word came up. Oops! {C} put a hand on {their} mouth. Caught it! Breathe. Whoo. Then {C} did the swap. {G} smiled a big smile. "Thank you! Let\'s play." {refrain}',
              'Then, {sound}, {C} felt {object} coming up, fast. Quick as a wink, {C} put a hand over {their} mouth. Caught! One slow breath through {their} nose. Then {C} took the hand away and chose to {strategyName}. {G} stopped the job at once. "Thank you for those words," said {G}. "Come here. I\'ve got five minutes just for you."',
              'Then, {sound}, {object} came rushing up again. This time {C} tried a new trick for the catching part: a hand clapped over {their} mouth, just in time. One slow breath, in through the nose. Then the hand came away, and {C} chose to {strategyName}. {G} looked up, properly this time. "Thank you for telling me like that," {G} said. "Right. Five minutes, just us. What shall we do?"',
              'Then, {sound}, {object} lined up for another go. {C} caught {objIt} with a method of {their} own. A hand clamped over {their} mouth, like someone stopping a sneeze in a library. One slow breath. Then {C} lowered the hand and chose to {strategyName}. {G} put the chores down. "Thank you," {G} said. "That I can work with." {C} then asked, quite reasonably, for ten minutes of {G\'s} undivided attention. {G} agreed to eight, which {C} considered an excellent deal.',
            ),
          },
        },
      ],
    },
    {
      // A fib (issue 22): the child said a thing was done when it wasn't, blamed someone, lied about it. The
      // plan is the lying behavior's own (the Brave Truth: a big breath, what really happened, make it right);
      // the problem tells the parent's fib ({fibTold}, index.ts fibSlots), and the day it goes right the same
      // question is asked again ({fibAsk}). Never the word swap's "loudly, to see what would happen".
      id: "fib",
      when: (sit, s) => sit.frame === "rude-words" && isFib(s),
      // (The shared scenes say "when it's {moment}", "that was {moment}, and you handled it".)
      moment: "a tricky question",
      talkAbout: "Why do you think the fib jumped out?",
      ownOnly: ["feeling", "stumble", "echo"],
      titles: ["{name} and the Brave Truth", "{name}'s True Words", "{name} Tells It True"],
      talkAboutAll: ["What did {name} do when the fib wanted to jump out?", "Why is a big breath a good first step?", "How did {name} help make it right?"],
      strategy: lying!.strategy,
      scenes: {
        opening: {
          text: band(
            "At {home}, it was a busy {timeWord}. {placeLine} {G} had jobs to do. {C} had games to play. Vroom, vroom went the little cars. Busy, busy!",
            "At {home}, it was an ordinary {timeWord}. {placeLine} {C} {was} busy playing, and {G} was busy with jobs. Everything was fine. Nearly.",
            "At {home}, it was an ordinary {timeWord}. {placeLine} {C} {was} in the middle of a game, and {G} was working through a list of jobs, ticking them off one by one.",
            "At {home}, it was one of those {timeWord}s when everyone was busy. {placeLine} {G} was working through a list of jobs. {C} {was} deep in a game and had no intention of being interrupted by anything as dull as a chore.",
          ),
        },
        problem: {
          props: FIB_PROPS,
          text: band(
            "{fibHabit} {fibTold} {fibTruth} {G} looked at {Cobj}. {C} looked at the floor. Nobody said a word. Uh-oh.",
            "{fibHabit} {fibTold} {fibTruth} {G} could tell straight away. {G} didn't shout. {G} just waited, very quietly, and {C's} tummy went tight.",
            "{fibHabit} {fibTold} {fibTruth} The words had jumped out before {C} had time to think. {G} worked it out in about two seconds, the way grown-ups do. {G} didn't shout. {G} just looked at {Cobj} and waited, and somehow the waiting was worse than shouting.",
            '{fibHabit} {fibTold} {fibTruth} It had all come out very smoothly, which was the worrying part. {G} worked it out almost at once. There was no shouting. {G} just said, "Hmm," and waited, which was much harder to stand than shouting.',
          ),
        },
        feeling: {
          text: band(
            "{C} felt {feeling}. Hot cheeks. Wobbly tummy. {object} felt heavy, like a big stone. {C} looked at {their} toes.",
            "{C} felt {feeling}. Hot cheeks, and a tummy that felt heavy, as if the fib were a stone inside it. {C} hadn't meant to tell {object}. The words just jumped out, to stop the trouble. But now the trouble was bigger.",
            "{C} felt {feeling}, all the way down. {object} had jumped out to keep {Cobj} out of trouble, and now it was the trouble. It sat in {C's} tummy like a cold stone. {C} wanted to take it back, but didn't know how without being in even more trouble.",
            "{C} felt {feeling}, and slightly sick. {object} had been meant as a quick escape. Instead it had turned into a wall, and {C} {was} on the wrong side of it. Taking it back meant admitting it. Keeping it meant carrying it around. Neither looked good from where {C} {was} standing.",
          ),
        },
        stumble: {
          day: 1,
          props: ["shoes"],
          text: band(
            'Next day, {G} asked, "Did you put your shoes away?" "Yes!" said {C}, fast. Oops. A fib! The shoes were by the door. Big breath. "No," said {C}. "Not yet." Then {C} put the shoes away. Thump, thump! "Thank you," said {G}.',
            'The next day, {G} asked, "Did you put your shoes away?" "Yes," said {C}, before thinking. Then {C} saw them, right there by the door. The fib had jumped out again. {C} took a big breath. "Actually, no," {C} said, a bit late. "I\'ll do it now." {G} nodded. "Late truth still counts."',
            'The next day, {G} asked, "Shoes put away?" "Yep," said {C}, without thinking. Then {C} spotted them, still in a heap by the door. The fib had sneaked out again, quick as a sneeze. {C} took a breath. "Actually, no. Sorry. Doing it now." It was a late catch. {G} said a late catch was still a catch.',
            '"Shoes away?" {G} asked the next day. "Yes," said {C}, on autopilot. Then {C} glanced at the heap of shoes by the door, exactly where they had been kicked off. The old habit had got there first. {C} breathed in. "Correction. No. Going now." {G} raised an eyebrow, then nodded. "Late, but true," said {G}. "I\'ll take it."',
          ),
        },
        success: {
          day: 2,
          props: FIB_PROPS,
          text: band(
            'Then {G} asked, "{fibAsk}" A fib wanted to jump out. But {C} took one big breath. "No," said {C}. "Not yet. I\'ll do it now." {G} gave {Cobj} a big hug. "Thank you for telling the truth!" {C} felt light as a feather. {refrain}',
            'Then, one {timeWord}, {G} asked, "{fibAsk}" {C} felt a fib getting ready, quick as a frog. But this time {C} caught it. One big breath. "No," said {C}. "Not yet. I\'ll do it now." And {C} did. {G\'s} face went soft. "Thank you for telling me the truth," said {G}. "That was brave."',
            'A couple of days later, {G} asked, "{fibAsk}" {C} felt the fib get ready: the easy "yes" that would make the question go away. {C} caught it. One big breath. "No," {C} said. "I haven\'t. I\'ll do it now." And {C} did, straight away. {G} smiled. "Thank you for the truth," said {G}. "That\'s much easier than a fib, isn\'t it?" {C} had to agree.',
            'A couple of days later, {G} asked, "{fibAsk}" {C} felt the easy answer lining up, the "yes" that made questions go away. {C} let it go past. One big breath. "No, I haven\'t," {C} said. "Doing it now." And {C} did. {G} looked up, surprised, then pleased. "Thank you," said {G}. "Honestly, that\'s all I need." The truth had taken about four seconds. The fib used to take all evening.',
          ),
        },
        echo: {
          day: 3,
          props: ["cup", "towel"],
          text: band(
            'Later, {C} spilled some juice. Oops! "I did it," said {C}. "Sorry." {C} got a cloth. Wipe, wipe. All clean! {G} smiled. True words felt light. Lighter than {object}!',
            'A few days later, {C} knocked over a cup of juice. Nobody saw. {C} could have said nothing. Instead {C} took a big breath and called, "Oops! I spilled it. Sorry!" Then {C} fetched a cloth and helped wipe it up. "Thank you for telling me," said {G}. The truth felt light, like a balloon, much lighter than {object}.',
            'A few days later, {C} knocked a cup of juice over, and nobody saw. It would have been easy to walk away. Instead {C} took a breath and said, "That was me. Sorry. I\'ll get a cloth." {G} helped mop it up. "That," said {G}, "is exactly what brave looks like." {C} felt lighter than {they} had since {object}.',
            "A few days later, a cup of juice met the floor, and there were no witnesses. {C} considered the options, briefly. Then {C} took a breath and said, \"That was me. I'll clean it up.\" {G} handed over a cloth and didn't make a speech about it, which {C} appreciated. Owning up took seconds, {C} {was} finding. {object} had taken ages, and then it had followed {Cobj} around for days.",
          ),
        },
      },
      // Another telling ("write another"): a stream of small questions, a quiet, disappointed grown-up, the truth told two days on.
      alternates: [
        {
          opening: {
            text: band(
              "At {home}, it was nearly teatime. {placeLine} {C} {was} building a tower. Up, up, up! One more block. {G} was busy too, and kept asking questions.",
              "At {home}, the {timeWord} was nearly over. {placeLine} {C} {was} in the middle of building the tallest tower ever, and {G} kept popping in with questions about jobs.",
              "At {home}, it was the kind of {timeWord} that was full of small questions. {placeLine} Had {C} done this? Had {C} done that? {C} {was} busy with a far more important project, and the questions kept coming.",
              "At {home}, {G} was in question mode. {placeLine} It happened most {timeWord}s: a stream of small, dull questions about jobs that were supposed to be done. {C}, busy with something far more interesting, had started answering them without really listening.",
            ),
          },
          problem: {
            props: FIB_PROPS,
            text: band(
              "{fibHabit} {fibTold} {fibTruth} {G} went very quiet. {C} went very quiet too. {C's} cheeks went pink. Oh dear.",
              "{fibHabit} {fibTold} {fibTruth} {G} knew straight away. {G} sat down on the floor, right next to {Cobj}, and didn't say anything for a moment. That was the worst bit. {C} could hear {their} own heart going thump, thump.",
              "{fibHabit} {fibTold} {fibTruth} It didn't take long to find out. {G} didn't get cross, exactly. {G} just looked sad, which was worse, and said quietly, \"I'd rather have the truth. Even a tricky one.\"",
              "{fibHabit} {fibTold} {fibTruth} The trouble with a fib, {C} {was} discovering, was that it needed looking after. {G} didn't shout. {G} just said, \"I'd rather hear the truth, even when it's awkward,\" and went back to the list, which somehow made it worse.",
            ),
          },
          success: {
            day: 2,
            props: FIB_PROPS,
            text: band(
              '{G} asked, "{fibAsk}" {C} stopped. Big breath. "Not yet," said {C}. "I\'ll do it now!" {G} clapped. "The truth! Hooray!" Then {C} did it, all by {themself}. {refrain}',
              'Two days later, {G} asked again, "{fibAsk}" The fib was right there, ready to hop out. {C} put a hand on {their} tummy and took one big breath. "Not yet," said {C}. "But I will. Right now." {G} smiled the biggest smile. "Thank you for the truth. That was the brave kind."',
              '"{fibAsk}" {G} asked, two days later. {C} felt the old "yes" rising. One big breath. Then {C} said what was really true: "No. Not yet. Sorry. I\'m doing it now." And {C} went and did it, properly. {G} gave {Cobj} a thumbs-up. "That\'s the Brave Truth," said {G}. "I saw it."',
              'Two days later came the test. "{fibAsk}" {G} asked, not even looking up. {C} could have said yes. It would have been easy. Instead {C} took one big breath. "No. Not yet. Give me five minutes." And {C} did it, properly, and came back to report. {G} looked genuinely impressed. "Thank you," said {G}. "That\'s worth more to me than the job itself."',
            ),
          },
        },
      ],
    },
  ],
};
