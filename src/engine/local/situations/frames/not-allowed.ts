import { band, type Frame } from "./types";

/**
 * Doing something that isn't allowed: jumping on the couch, painting on the walls, picking a nose,
 * throwing food on the floor. The plan is a "yes way": stop, ask, and swap the no for a yes that is
 * true and safe for that very thing (cushions on the floor for jumping, big paper for painting, a
 * tissue for a nose); when we know no swap for it, the yes way is asking {G} what to do instead.
 *
 * Slots (understand.ts reads them from the parent's action, action.ts; index.ts fills them):
 *   {doIt} {didIt} {doingIt}  the action in the parent's words: "jump on the couch" / "jumped…" / "jumping…"
 *   {sound}          when or where, in the story's words, never empty: "even after {G} said no", "at the dinner table"
 *   {strategyName}   the yes way, a verb phrase: "jump on a pile of cushions on the floor"
 *   {object}         the thing in the parent's words: "the couch", "the walls", "{C's} nose"
 */
export const notAllowedFrame: Frame = {
  id: "not-allowed",
  childTerms: "finding a yes way instead of a no",
  strategy: {
    name: "the Yes Way",
    steps: ["Stop your body", "Ask yourself: is this a yes or a no?", "Find the yes way, if it's a no: {strategyName}"],
    why: "Children rarely do these things to be naughty: the body wants to jump, climb, paint or explore. Naming the yes way for that very wish keeps the fun and makes the rule easy to keep.",
    refrain: "Stop, ask, and find the yes way!",
    toddlerSteps: ["Stop your body", "Find the yes way: {strategyName}"],
    smallFirstStep: "Stop your body for one second, like a statue",
  },
  titles: ["{name} Finds the Yes Way", "{name} and the Yes Way", "Stop, Ask, Yes, {name}!"],
  strategyScenes: [
    {
      text: band(
        '"It is called the Yes Way," said {H}. "First, stop your body. Freeze!" {C} froze. "Then ask: is it a yes or a no?" {C} thought. {doingIt} was a no. "Then find the yes way. You can {strategyName}!" {C} clapped. Then they did it again. Freeze! Yes or no? The yes way! {C} liked the yes way. {refrain}',
        '"It\'s called the Yes Way," said {H}. "First, you stop your body, like a statue." {C} froze. "Then you ask: is this a yes or a no?" {C} knew that {doingIt} was a no. "Then you find the yes way. You still get the fun, just the yes kind. You can {strategyName}." {C} liked the sound of that.',
        '"It\'s called the Yes Way," {H} explained. "Your body wants to do something, and that\'s fine. The trick is where and how. So first you stop, just for a second. Then you ask: is this a yes or a no? {doingIt} is a no. But there\'s nearly always a yes way to get the same fun. You can {strategyName}." {C} thought about it. That was actually a good deal.',
        '"It\'s called the Yes Way," said {H}. "The wanting isn\'t the problem. Your body wants what it wants. The problem is only that {doingIt} is a no. And a no doesn\'t stop being a no because you really want it. So: stop, for one second. Ask yourself, yes or no? And if it\'s a no, find the yes way. You can {strategyName}." {C} narrowed {their} eyes. "So I still get to do something." "Exactly," said {H}.',
      ),
    },
  ],
  talkAbout: [
    "What was {name's} yes way?",
    "Why do you think some things are a no?",
    "What is a yes way to use lots of energy?",
    "How does it feel when you find a yes way by yourself?",
  ],
  episodes: [
    {
      id: "yes-way",
      moment: "{wish}",
      talkAbout: "Why do you think {name} wanted to {doIt}?",
      scenes: {
        opening: {
          text: band(
            "At {home}, {C} had lots of wiggles. {placeLine} Wiggle, wiggle! Bounce, bounce! {C} wanted to do something fun. Right now!",
            "At {home}, {C} {was} full of beans. {placeLine} {C's} legs wanted to move, {C's} hands wanted to do things, and sitting still was not an option. {C} looked around for something fun to do.",
            "At {home}, it was a slow {timeWord}, and {C} {was} bored and buzzing at the same time. {placeLine} {C's} whole body wanted something to do. Something fun. Something right now.",
            "It was a slow {timeWord} at {home}. {placeLine} {C} had the fidgety, buzzing sort of energy that builds up when nothing interesting has happened for a while. Something was going to happen. {C} {was} going to make sure of it.",
          ),
        },
        problem: {
          text: band(
            'Then, {sound}, {C} {didIt}. "Stop, please," said {G}. "That\'s a no." But {C} did it again. Oh dear. {G} frowned. Nobody was having fun now.',
            'Then, {sound}, {C} {didIt}. "Stop, please," said {G}. "That\'s a no." {C} heard. But it felt so good that {C} did it again, and again. {G} had to come over, and everybody ended up cross.',
            'Then, {sound}, {C} {didIt}. {G} said, "Please stop. That\'s not a yes." {C} stopped for about a second, then did it again, because it was fun and the no felt far away. {G} had to stop everything and come over, and the fun turned into a telling-off.',
            "Then, {sound}, {C} {didIt}. {G} said no, clearly. {C} heard it and did it anyway, because in that moment the fun was louder than the no. {G} had to stop what {G} was doing and deal with it, and the afternoon tipped over from fun into trouble.",
          ),
        },
        feeling: {
          text: band(
            "{C} felt {feeling}. {C} still had wiggles! But no was no. {C} did not know what to do now. {C} flopped on the floor.",
            "{C} felt {feeling}. The wiggly feeling was still there, but now there was a sorry feeling too. {C} didn't know where all that fun was supposed to go, if {doingIt} was a no.",
            "{C} felt {feeling}, and a bit cross too. It wasn't fair, {C} thought. Everything fun was a no. But underneath, {C} knew {G} wasn't cross about the fun. It was about {object}.",
            "{C} felt {feeling}, and annoyed, mostly because {C} knew {G} had a point. {doingIt} wasn't a yes. But the want was still there, fizzing away, and nobody had said what to do with it instead.",
          ),
        },
        stumble: {
          day: 1,
          text: band(
            'Next day, {sound}, {C} nearly did it. Oops! {C} started to {doIt}. Then {C} stopped. Freeze! "Is it a yes?" No! "Good stop!" said {G}.',
            'The next day, {sound}, {C} nearly started {doingIt} again. Oops! {C} froze halfway. "Is it a yes or a no?" {C} asked {themself}. It was a no. {C} forgot the yes way part, but {G} smiled. "Good stopping," said {G}.',
            'The next day, {sound}, {C} got halfway into {doingIt}. Then the plan kicked in. Freeze. Yes or no? No. {C} stood there, not sure what came next. "You stopped," said {G}. "That\'s the hard part. Now the yes way."',
            'The next day, {sound}, {C} {was} already {doingIt}. Then the plan arrived, slightly late. {C} froze. Yes or no? Obviously no. {C} forgot the third step entirely and just stood there. {G} raised an eyebrow. "Two out of three," said {G}. "Not bad."',
          ),
        },
        success: {
          day: 2,
          text: band(
            "Then, {sound}, {C} wanted to {doIt} again. Stop! Yes or no? No! So {C} found the yes way. {C} got to {strategyName}. Yes! {refrain} {G} cheered.",
            "Then, {sound}, {C} wanted to {doIt} again. This time {C} stopped first. Yes or no? No. So {C} found the yes way instead and got to {strategyName}. That was a yes! {G} gave {Cobj} a big thumbs-up. {refrain}",
            "Then, {sound}, the old idea of {doingIt} popped up. {C} stopped and asked {themself}: yes or no? Then {C} went straight to the yes way and got to {strategyName}. Nobody had to say no at all, and {G} looked delighted.",
            'Then, {sound}, the old idea of {doingIt} turned up right on time. {C} stopped, checked, and took the yes way: {C} got to {strategyName}. Nobody said no. Nobody had to. {G} said, "That was all you," and {C} pretended not to be pleased.',
          ),
        },
        echo: {
          day: 3,
          text: band(
            "Later, {C} wanted to {doIt} again. Stop! Yes or no? {C} found the yes way. {G} smiled. Yes!",
            "A few days later, {C} wanted to {doIt} again. {C} stopped, asked yes or no, and found the yes way all alone. {G} didn't have to say a single word.",
            "A few days later, {C} caught {themself} about to {doIt}. {C} stopped without anyone saying anything. Yes or no? No. Yes way. It was starting to feel automatic, like looking both ways.",
            "A few days later, {C} noticed the urge to {doIt}. {C} ran through the plan so quickly that it barely counted as a decision. Stop, ask, yes way. {G} noticed, but said nothing, which {C} appreciated.",
          ),
        },
      },
      // Another telling: good as gold until the pressure builds, a cheeky grin and held hands, and the yes-or-no asked out loud.
      alternates: [
        {
          opening: {
            text: band(
              "At {home}, {C} played nicely. {placeLine} {C} {was} as good as gold. Good, good, good! But good gets boring. Hmm. What next? {C} had a big idea.",
              "At {home}, {C} had been playing nicely for ages, and {G} had even said so. {placeLine} But playing nicely gets boring after a while. {C} looked around. There had to be something more exciting to do. Then {C} had an idea, a very big, very exciting idea.",
              "At {home}, {C} had been good as gold all {timeWord}. {placeLine} {C} had done a puzzle, read a comic and even tidied one whole shelf without being asked. But being good as gold for that long takes a lot of energy, and {C's} supply was running out. A very tempting idea began to tap on the inside of {their} head.",
              "At {home}, {C} had been, by anyone's standards, extremely well behaved for most of the {timeWord}. {placeLine} There had been a puzzle, a comic, even some voluntary tidying. But good behavior, {C} had noticed, builds up a sort of pressure, like a shaken bottle of soda. And right on cue, an idea arrived. It was not a good idea. It was, however, an extremely fun one.",
            ),
          },
          problem: {
            text: band(
              '{C} gave {G} a cheeky grin. And {sound}, {C} {didIt}. "No, thank you," said {G}. {C} did it again. Quick, quick! {G} came and held {C\'s} hands. "But I want to!" {C} cried.',
              '{C} gave {G} a cheeky grin, and then, {sound}, {C} {didIt}. "No, thank you," said {G}, calm and clear. {C} giggled and did it again, faster. So {G} came over and gently held both of {C\'s} hands. "But I want to!" {C} wailed, pulling away, and the giggles turned into a big, loud cry.',
              '{C} glanced over at {G} with a grin, and then, {sound}, {C} {didIt}. {G} said, "No, thank you. That\'s a no." {C} grinned and did it again, quicker, as if speed made it count less. {G} came over and quietly held both of {C\'s} hands. "I just want to!" {C} shouted, pulling away, and the fun turned into tears in about three seconds.',
              '{C} looked at {G}, waited until {G} looked back, and then, {sound}, {C} {didIt}. It was less of an accident and more of an experiment. "That\'s a no," said {G}, evenly. {C} did it again, faster, to see what would happen. What happened was that {G} came over and calmly held both of {C\'s} hands. "I just want to!" {C} protested, pulling away, and the experiment ended in tears.',
            ),
          },
          success: {
            day: 2,
            text: band(
              "Then the big idea came back. {C} stopped and thought. Nope, that was a no! {C} went the yes way instead and got to {strategyName}. {G} clapped. {refrain}",
              'Then, {sound}, the big idea came back. This time {C} stopped {their} body, looked at {G} and asked out loud, "Is this a yes or a no?" "What do you think?" said {G}. "A no," said {C}. "So I\'ll find the yes way!" Off {C} went to {strategyName}. {G} laughed and gave {Cobj} a high five.',
              'Then, {sound}, the old idea arrived again, and this time {C} caught it halfway. {C} stopped {their} body and then did something new: {C} asked the question out loud, like a game-show host. "Is this... a yes? Or a no?" {C} answered {themself}: "It\'s a no!" Then, with a flourish, {C} got to {strategyName}. {G} applauded. It was hard to tell which part {C} enjoyed most.',
              'Then, {sound}, the old idea made its usual entrance. {C} stopped, then did something {G} hadn\'t expected: {C} asked the question out loud, in the voice of a very serious judge. "The court asks: is this a yes or a no?" A pause. "The court finds it a no." Then {C} got to {strategyName}, with great dignity. {G} said nothing, mainly because {G} was trying not to laugh.',
            ),
          },
        },
      ],
    },
    {
      // A class where answers are shouted out (issue 22, H37, R7 C2): both parts of it. Hand up and wait
      // for the shouting; and for the crying and sulking when someone else is picked, a plan for the
      // disappointed feeling (squeeze, breathe, "my turn will come") and the teacher's promise of a turn.
      // The class sits together on the rug; the teacher ({G}) teaches it.
      id: "hands-up",
      when: (sit, s) =>
        sit.frame === "not-allowed" &&
        sit.place === "classroom" &&
        /\b(?:shout\w*|call\w*|blurt\w*|yell\w*) out\b|\bwait (?:for )?(?:her|his|their|a|the) turn\b|\banswers?\b|\bgets? picked\b/.test(s),
      moment: "answer time on the rug",
      talkAbout: "What can {name} do when someone else gets picked?",
      ownOnly: ["feeling", "stumble", "echo"],
      titles: ["{name} Puts a Hand Up", "Hand Up, {name}!", "{name} and My Turn Will Come"],
      talkAboutAll: [
        "Why do you think {name} wanted to shout the answer?",
        "What can {name} do when someone else gets picked?",
        "How do you think the other children felt when they had to wait?",
      ],
      strategy: {
        name: "Hand Up, My Turn Will Come",
        steps: [
          "Put your hand up and keep the answer in your mouth",
          "Wait and listen while the teacher picks someone",
          "Squeeze your hands if someone else is picked, breathe out, and say inside: my turn will come",
        ],
        why: "Calling out is an eager child's way of joining in; a raised hand gives the eagerness a job. The harder part is the disappointment when another child is picked: a squeeze, a breath and a sentence to say inside let the feeling pass instead of turning into tears or a sulk, and the teacher's promise of a turn later makes the sentence true.",
        refrain: "Hand up, answer in, my turn will come!",
        toddlerSteps: ["Put your hand up", "Say inside: my turn will come"],
        smallFirstStep: "Put your hand up and count to three before you say anything",
      },
      scenes: {
        opening: {
          text: band(
            '{placeLine} Everyone sat down for {moment}. {G} held up a picture. "Who knows what this is?" {C} knew! {C} knew it!',
            '{placeLine} The whole class sat on the rug, legs crossed, and {G} held up a picture card. "Who can tell me what this is?" {C} knew. {C} knew it so much that the answer was already fizzing on {their} tongue.',
            "{placeLine} {G} was asking the class questions, one picture card at a time. {C} knew nearly every answer. Knowing them was the easy part. Keeping them in was not.",
            "{placeLine} {G} was working through the questions with the whole class. {C} knew the answers, usually before {G} had finished asking, and {C's} mouth had a habit of announcing them before {C's} brain could check whether it was anyone's turn.",
          ),
        },
        problem: {
          text: band(
            '{C} {didIt}, like always. "A frog!" shouted {C}. Loud! Nobody had a turn. {G} picked another child. {afterLine} Hmph!',
            '{C} {didIt}, like always. "It\'s a frog!" {C} shouted, before anyone could put a hand up. "Hands up, please," said {G}, and picked another child. {afterLine} {C} folded {their} arms tight, all through the next question.',
            '{C} {didIt}, as usual. "It\'s a volcano!" {C} shouted, before {G} had even finished the question. "Hands up, please," said {G}, and chose another child. {afterLine} {C} turned {their} back on the others and stayed that way.',
            '{C} {didIt}, as usual. "Photosynthesis!" {C} called out, well before {G} had finished asking. Then the next answer, and the one after. "Hands up, please," said {G}, and picked someone else. That part {C} could not stand. {afterLine} Around the rug, the other children were not impressed.',
          ),
        },
        feeling: {
          text: band(
            '{C} felt {feeling}. {C} knew the answer! But another child got the turn. Not fair! {G} came and sat close. "You know lots of answers," said {G}. "Everyone gets a turn. Yours will come."',
            '{C} felt {feeling}. It was so hard to hold an answer in. And when someone else got picked, it felt like {C\'s} answer didn\'t count at all. {G} knelt down beside {Cobj}. "You know so many answers," said {G}. "I love that. But everyone needs a turn. Yours will come."',
            "{C} felt {feeling}, and under that, something sharper: when someone else got picked, it felt like being told {their} answer didn't matter. {G} crouched beside {Cobj} at break. \"You know lots of answers,\" said {G}. \"That's great. The tricky bit is the waiting, and the feeling when it's someone else's turn. That feeling is allowed. Let's give it a job.\"",
            '{C} felt {feeling}, and also, underneath, a bit ashamed of the crying. It wasn\'t really about the answer. It was the feeling, when someone else got picked, that {C} had been invisible. {G} found {Cobj} at break. "You know a lot," said {G}. "Nobody doubts that. The waiting is hard, and so is watching someone else get picked. Both of those can be practiced."',
          ),
        },
        stumble: {
          day: 1,
          text: band(
            'Next day, at {moment}, {C\'s} hand went up. Good! {G} picked another child. {C} wanted to cry. Then {C} squeezed {their} hands. Almost! A little sulk came. "Nearly," said {G}. "Your turn will come."',
            'The next day, at {moment}, {C\'s} hand shot up, and {C} kept the answer in. Good! But {G} picked someone else, and the sulky feeling came rushing back. {C} squeezed {their} hands, but forgot to breathe, and sulked for a minute anyway. "Your hand was perfect," {G} said quietly. "The rest is coming."',
            'The next day, at {moment}, {C} put a hand up and kept the answer in, which was hard work. Then {G} picked someone else, and the old feeling flooded in. {C} remembered the squeeze but not the breath, and sulked for the rest of the question. Afterwards {G} said, "The hand was perfect. That was new." {C} had to admit it was.',
            'The next day, at {moment}, {C} got the hand part right: up, silent, answer held in. Then {G} picked someone else, and the feeling arrived on schedule. {C} squeezed, skipped the breath, and sulked quietly through the next question. "Hand: excellent," said {G} afterwards. "Feeling: work in progress." {C} thought that was fair.',
          ),
        },
        success: {
          text: band(
            'Then, at {moment}, {G} asked again. {C} put a hand up. Answer in! {G} picked another child. {C} squeezed {their} hands. Whoo! "My turn will come," {C} said inside. Then {G} picked {name}! "A frog!" {refrain}',
            'Then, at {moment}, {G} asked another question. {C} put up a hand and kept the answer in. {G} picked someone else. {C} squeezed {their} hands, breathed out slowly, and said inside, "My turn will come." No tears. No sulk. Two questions later, {G} smiled and said, "{name}?" {C} answered, nice and clear.',
            'Then came the next question. {C} put up a hand and kept the answer in, even though it was a good one. {G} picked someone else. {C} squeezed {their} hands, breathed out slowly and said inside, "My turn will come." The feeling came and went, like a wave. A few questions later, {G} said, "{name}?" and {C} answered, clearly, in {their} turn.',
            'Then the next question came. Hand up. Answer held in. {G} picked someone else, and {C} felt the familiar flood start. Squeeze. One long breath out. "My turn will come," {C} told {themself}, and this time it passed without tears or a sulk. A few questions later, {G} said, "{name}, what do you think?" {C} gave the answer, in {their} own turn, to a class that actually listened.',
          ),
        },
        echo: {
          day: 2,
          text: band(
            'Next day, at {moment}, {C} put up a hand first thing. Another child got picked. {C} squeezed. "My turn will come." And it did! {G} gave a thumbs up.',
            "The next day, {C} had {their} hand up before anyone else, answer tucked away inside. When another child was picked, {C} squeezed {their} hands and waited. {G} gave {Cobj} a secret thumbs up. The other children noticed too.",
            'The next day, at {moment}, {C} kept {their} hand up and {their} answer in. When someone else was picked, {C} squeezed, breathed and waited. The girl next to {Cobj} on the rug whispered, "You\'re good at waiting now." {C} was surprised how nice that felt.',
            'The next day, {C} waited through three questions without being picked, and nothing terrible happened. Squeeze, breathe, wait. On the fourth, {G} said, "{name}?" and {C} got it right. A girl on the rug behind gave a small nod. {C} decided that was worth more than shouting first.',
          ),
        },
      },
    },
  ],
};
