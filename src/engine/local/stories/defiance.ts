import type { BehaviorStory } from "../episode-types";

/** Defiance: the automatic "No!" (the Two Good Choices). */
export const defiance: BehaviorStory | null = {
  childTerms: "saying no to everything",
  strategy: {
    name: "the Two Good Choices",
    steps: ["Take one slow breath when the big no comes", "Say what you want, in words", "Ask for two good choices, and pick one"],
    why: 'A loud "No!" is often a request for some say. A breath stops the automatic no, words get the wish heard, and picking between two options you are both happy with ("red boots or blue?") gives real control over how a thing happens, while it still happens.',
    refrain: "Big breath. This one or that one?",
    toddlerSteps: ["One big breath", "Pick this one or that one"],
    smallFirstStep: "Take one slow breath after the big no comes out",
  },
  // Other words for a bath or a shout, where a parent asks to leave them out.
  insteadOf: [
    [/\band then bath in ten minutes\b/g, "and then bedtime soon"],
    [/\bthen bath,"/g, 'then bed,"'],
    [/\bbefore bath\b/g, "before bed"],
    [/\btried to shout through closed lips\b/g, "tried to talk through closed lips"],
  ],
  titles: ["{name} and the Two Good Choices", "{name} Gets to Choose", "This One or That One, {name}?", "{name} and the Very Big No"],
  // Ages 8-10, the two-tries shape's first try alone: this behavior's own wrong tries (never another behavior's paragraph).
  firstTry:
    "{C} tried winning the argument first. A firm no: ignored. A louder no: ignored, but louder. A long list of reasons why it was unfair, delivered at top speed: nobody was persuaded, including the speaker. Still {feeling}, {C} noticed that winning and feeling better were turning out to be two completely different things.",
  scenes: {
    helper: [
      {
        text: {
          "2-3":
            'Just then, {H} came close. "Oh my," said {H}. "What a big no!" {C} kept {their} arms tight. {H} did not frown. {H} smiled a soft smile. "You feel {feeling}," {hs} said. "You want to choose. I can tell." {C} peeked up. Yes! "I know a trick," said {H}.',
          "4-5":
            'That was when {Hintro}, came close. {H} did not scold or frown. "Wow," said {H}. "That was a very big no." {C} kept {their} arms crossed, just in case. "Want to know what I think?" {H} asked, settling down at {C\'s} level. "I think a no that big means somebody wants a say." {C} uncrossed one arm. Maybe.',
          "6-7":
            'That was when {Hintro}, came close. {H} looked at {name\'s} crossed arms and scrunched-up face, and nodded slowly. "That was a strong no," {hs} said. "A no that strong usually means something. Shall I guess? You feel {feeling}, and you\'re tired of other people deciding everything." {C} blinked. That was exactly it, though {C} hadn\'t known it until {H} said it out loud.',
          "8-10":
            'That was when {Hintro}, appeared beside {Cobj}, looking more curious than annoyed. "That was a world-class no," said {H}. One corner of {C\'s} mouth twitched. "I\'m still not doing it," {C} muttered. "I didn\'t say you were," said {H}. "I just noticed your no came out before you\'d even thought about it. Like a sneeze." {C} considered this. It was annoyingly accurate. "Most people dig in when they feel bossed around," {H} said. "The trick is getting a say without the sneeze."',
        },
      },
      {
        text: {
          "2-3":
            'Somebody heard the big no. It was {H}. {H} came close, slow and kind. "Hello, no," said {H} softly. One of {C\'s} crossed arms came loose. "You feel {feeling}," said {H}. "Can I show you a trick?" {C} gave a tiny nod.',
          "4-5":
            'Somebody had heard the whole thing. It was {Hintro}. {H} came close and listened until {C} ran out of no. "You feel {feeling}," {H} said at last. "I think your no is trying to tell us something." {C} sniffed. "It\'s telling you no." {H} laughed a kind laugh. "Maybe. Or maybe it\'s saying you\'d like a turn to decide."',
          "6-7":
            'Somebody else had been listening: {Hintro}. {H} came close and waited until the last no had fizzled out. {hs} asked, "Can I tell you what I heard?" {C} shrugged. "I heard someone who feels {feeling}," said {H}. "Someone who has been told what to do a lot today." {C\'s} chin wobbled, because that was true. "There\'s a way to get a say that works better than no," said {H}.',
          "8-10":
            '{Hintro}, had watched the whole standoff from close by. When the last no had stopped echoing, {H} came over. {hs} asked, "Can I say something that isn\'t an instruction?" {C} narrowed {their} eyes, then shrugged. "You look {feeling}," said {H}. "And I\'d guess you\'ve had about a hundred instructions since you woke up." {C} let out a long breath. "More like a thousand." "Fair," said {H}. "So the no makes sense. It\'s just not getting you what you actually want, is it?"',
        },
      },
      {
        text: {
          "2-3":
            '{H} {Harrive}. {H} sat down by {name}. Then {H} made a grumpy face too. Hmph! {C} peeked. What a silly grumpy face! "Big no," said {H}. "No is a big word. I know a trick for a big no."',
          "4-5":
            'Then {Hintro}, {Harrive}. {H} didn\'t say a word. {hs} just sat down next to {name} and made the grumpiest face in the whole world. {C} peeked sideways. It was a very good grumpy face. "Hmph," said {H}. "Hmph," said {C}, and nearly laughed. "Some days, everybody tells you what to do," said {H}. "Then a no jumps out all by itself. I know a way to get a say without all the hmphing."',
          "6-7":
            'Right then, {Hintro}, {Harrive}. {H} sat down next to {name}, folded everything that would fold, and put on a magnificent scowl. "What are we refusing?" {hs} asked. "Everything," said {C}. "Excellent," said {H}. "I once refused to wear a coat in the snow. For a whole week. I was very cold and very right." The corner of {C\'s} mouth twitched. "The thing is," said {H}, "a no like that usually means you want a turn at deciding. There\'s a better way to get one."',
          "8-10":
            'Then {Hintro}, {Harrive}. {H} took in the scene and sat down next to {name}, with the air of someone joining a protest. "What are we against?" {H} asked, in a serious-protester voice. "Being told what to do every five minutes," said {C}. "Strong cause," said {H}. "I went on strike against tidying once. It lasted about a day." "What happened?" "Nothing good. Nobody bargains with a strike that only says no." {H} shrugged. "You\'re allowed to want a say. There\'s just a smarter way to ask for one."',
        },
      },
      {
        text: {
          "2-3":
            '{H} {Harrive}. {H} did not say "Hurry up." {H} did not say "Come on." "Sit by me on this side?" asked {H}. "Or that side?" {C} looked this way. {C} looked that way. "That side!" Plop! {C} forgot all about the no. "You picked," said {H}. "Picking feels good. I know a picking trick."',
          "4-5":
            'At that moment, {H} {Harrive}. {H} did not give a single order. Instead, {hs} asked a question. "Would you like to sit on this side of me, or that side?" {C} opened {their} mouth for a no, and found there was nothing to say no to. "That side," {C} mumbled, and sat. "You feel {feeling}," said {H}. "I think everybody has been telling you what to do. Picking felt better just now, didn\'t it?" {C} had to admit it had.',
          "6-7":
            'At that moment, {H} {Harrive}. {H} did something unexpected: {hs} didn\'t ask {name} to do anything at all. "This side of me, or that side? For sitting. Your pick," {hs} said instead, pointing. {C} {was} so surprised that the no forgot to come out. "This side." They sat. "Did you notice that?" said {H}. "I gave you a choice, and you didn\'t need a no. I think you feel {feeling} because everybody has been deciding for you. There\'s a way to ask for a choice yourself, instead of waiting for one."',
          "8-10":
            'At that moment, {H} {Harrive}. {H} didn\'t issue a single instruction, which made a pleasant change. {hs} simply looked at the space on one side, then on the other. "This side or that side? For sitting. Entirely your call," {hs} said. {C} had a no all loaded up and nowhere to fire it. "This side," {C} said, slightly thrown. They sat. "Notice anything?" said {H}. "Nobody argues with a choice. My guess is you\'re {feeling} because people have been deciding things for you all day. The good news is that you don\'t have to wait for someone to offer you a choice. You can ask for one."',
        },
      },
    ],
    strategy: [
      {
        text: {
          "2-3":
            '"Here is a trick," said {H}. "It is called {strategy}. One: a big breath." {C} breathed in. Whoosh, out. "Two: pick this one or that one," said {H}. "Red cup or blue cup?" "Red!" said {C}. {C} liked that. {C} could pick! {refrain}',
          "4-5":
            '"It\'s called the Two Good Choices," said {H}. "When a big no comes, you take one slow breath. Then you say what you want, in words. Then you ask for two good choices, and you pick one." {C} narrowed {C\'s} eyes. "Any choices I like?" "Two that are fine with {G}," said {H}. "But you do the picking." {C} liked the sound of that.',
          "6-7":
            '"It\'s called the Two Good Choices," {H} explained. "First, one slow breath, so the no doesn\'t jump out all by itself. Then you say what you want, in real words. Then you ask for two good choices and pick one." {C} thought about it. "Why only two?" "{G} gets something that works," said {H}. "And you get to decide. It\'s like being captain of a very small ship." {C} rather liked being captain.',
          "8-10":
            '"It\'s called the Two Good Choices," said {H}. "Step one: one slow breath, so the no doesn\'t sneeze out on its own. Step two: say what you actually want, in a normal voice. Step three: ask for two choices you could both live with, and pick one." {C} raised an eyebrow. "So I still end up doing the thing." "Probably," said {H}. "But you get a say in how. Usually the how is what people are really arguing about." {C} had to admit that was sort of true.',
        },
      },
      {
        text: {
          "2-3":
            '"Watch me," said {H}. "Ask me to do a thing." And {C} said, "Wear a crown!" {H} shouted, "No!" Oh! {C} covered {C\'s} mouth. Then {H} took a big breath. Ahh. "Two choices, please?" And {C} asked, "Paper or a sock?" "A sock, please," said {H}. "That is {strategy}." {refrain}',
          "4-5":
            '"I\'ll show you," said {H}. "You ask, and I\'ll say no." "Time to wear a spaghetti crown," said {C}. {H} shouted, "No!" It was so loud that {C} jumped. Then {H} took one slow breath. "I don\'t want spaghetti on my head," {hs} said. "Could I have two choices?" And {C} said, "A paper crown or a sock?" "The sock," said {H} grandly. That was the Two Good Choices.',
          "6-7":
            '"I\'ll be you, and you be {G}," said {H}. "Time to tidy up," {C} said in a grown-up voice. At once, {H} said, "No!" {C} snorted. Then {H} took a slow breath. "I want to finish my game first," {hs} said. "Could I have two choices?" {C} thought. "Tidy now, or in two minutes with help?" "Two minutes, with help," said {H}. "See? Same tidying, but I got a say. That\'s the Two Good Choices."',
          "8-10":
            '"Let\'s swap," said {H}. "You be {G}. I\'ll be you." {C} folded {their} arms and did a very good impression of someone in charge. "Homework. Now." "No," said {H} instantly, and {C} laughed. Then {H} took a slow breath. "I\'m tired and I want ten minutes to do nothing first," {hs} said. "Can I have two options?" {C} thought. "Ten minutes of nothing, then homework, or homework now and then an hour of nothing?" {H} grinned. "That\'s the Two Good Choices. Breath, words, options. Nobody explodes."',
        },
      },
      {
        text: {
          "2-3":
            '"This trick is {strategy}," said {H}. "When the big no comes, one big breath. Puff!" {C} puffed. Puff! "Then pick. This one, or that one?" {H} showed two pretend hats. A red hat. A blue hat. {C} pointed. "That one!" Blue! {refrain}',
          "4-5":
            '{H} drew two doors in the air. "When a big no comes, it feels like there\'s only one door, and it\'s slammed shut," {hs} said. "So first you take one slow breath." {C} breathed. "Then say what you want, in words." "I want to choose," said {C}. "Then ask for two good choices. Two doors. You pick which one you go through." {C} pointed at the left door in the air. "That one." "That\'s {strategy}," said {H}. "Two doors are better than one wall."',
          "6-7":
            '"Here\'s how I think of it," said {H}. "A no is like slamming on the brakes. Screech! Everybody stops, and nobody gets anywhere." {C} knew that feeling. "{strategy} is like steering instead. First, one slow breath: foot off the brake. Then say what you want, in plain words: that\'s where you\'d like to go. Then ask for two good choices, and pick one: that\'s the steering wheel." {C} thought about it. "So I still have to go somewhere." "Yes," said {H}. "But you get to steer."',
          "8-10":
            '"Let\'s call it negotiation," said {H}, "because that sounds much more impressive than {strategy}." {C} snorted. "Rule one: the breath. A no in the first second is a reflex, like your knee jumping at the doctor\'s. One breath, and your brain gets a vote." {C} tried a breath. "Rule two: say what you actually want, in a normal voice. Rule three: ask for two options that both work for {G}, and choose one. You won\'t always get your first pick. But you\'ll almost always get a pick." {C} weighed it up. "That\'s annoyingly reasonable." "Thank you," said {H}.',
        },
      },
      {
        text: {
          "2-3":
            '"Make two fists," said {H}. "Tight, tight! That is a no. Grr!" {C} made two fists. Grr! "Now a big breath." Whoosh! The fists went floppy. Open hands! "This hand is one choice. That hand is another. Pick one! That is {strategy}." {C} tapped a hand. Tap! {refrain}',
          "4-5":
            '"Make two fists," said {H}. "Tight as a no." {C} squeezed. That was easy, because {C\'s} hands had been fists all along. "Now take one slow breath, and let your hands go soft." {C} breathed out, and the fists came undone. "Next, say what you want, in words." "I don\'t want to be bossed," said {C}. "Good words," said {H}. "Then hold out both hands and ask for two good choices, one for each hand. Tap the one you pick." {C} held out two open hands. "That\'s {strategy}," said {H}. "A no is a fist. A choice needs two open hands."',
          "6-7":
            '"Show me your no," said {H}. {C} made two fists without even trying. "That\'s what a no looks like from the outside," said {H}. "Shut tight. Nothing gets in and nothing gets out. {strategy} opens it up. Step one: one slow breath, and let your hands go loose." {C} breathed, and {C\'s} fingers uncurled. "Step two: say what you want, in plain words. Step three: hold out both hands and ask for two good choices, one for each hand. Then tap one." {C} looked down at two open hands. They looked a lot friendlier than the fists.',
          "8-10":
            '"Look at your hands," said {H}. {C} looked. Two fists, squeezed so hard the knuckles had gone pale. "That\'s your no," said {H}. "It got there before you did." {C} hadn\'t even noticed making them. "{strategy} works from the hands up. One slow breath, and let the fists go. It\'s surprisingly hard to keep a fight going with open hands. Try it." {C} tried. It was annoyingly true. "Then say what you actually want, in words. Then hold out both hands, ask for two options, one for each hand, and pick. You aren\'t giving in. You\'re choosing which hand."',
        },
      },
    ],
    practice: [
      {
        text: {
          "2-3":
            '"Let\'s play it," said {H}. "Time to put socks on your ears!" Socks on ears? Silly! "No!" Then {C} took a big breath. Puff! "Two choices, please?" said {C}. "Stripy socks or spotty socks?" asked {H}. And {C} said, "Spotty!" They played it again. Giggle, breathe, pick!',
          "4-5":
            'They played it as a game. {H} asked for sillier and sillier things. "Time to eat your dinner with your elbows!" {C} tried it with a pretend spoon and snorted. "No!" Then {C} took a slow breath. "I want a spoon. Can I have two choices?" {H} asked, "A big spoon or a tiny spoon?" And {C} said, "Tiny!" {H} handed over a spoon so tiny it was invisible. It was easy when the things were silly.',
          "6-7":
            'They practiced with a pretend one. "Time to wear your pajamas to a wedding," said {H}, perfectly seriously. The no shot up {C\'s} throat, and {C} caught it just in time with a slow breath. "I want to wear something smart," {C} said. "Can I have two choices?" "Bow tie or sparkly hat?" {H} asked, holding up two invisible boxes. "Sparkly hat, obviously," said {C}. It felt odd and a bit funny, like learning a new dance step.',
          "8-10":
            'They ran a practice round. {H} invented the most unreasonable request {hs} could think of: "You will now alphabetize every sock in the house." {C} felt the no coming and let one slow breath go first. "I\'d rather not spend my whole day on socks," {C} said, very reasonably. "Can I have two options?" "Alphabetize them, or just pair them," said {H}. "Pair them," said {C}. "Obviously." {H} wrote it down on an imaginary clipboard as a historic agreement. It was ridiculous, but the steps stuck, which was probably the point.',
        },
      },
      {
        text: {
          "2-3":
            '{H} pretended to be a bossy rooster. "Cock-a-doodle! Bedtime now, at breakfast!" What a silly rooster. "No!" said {C}. Then a big breath. Puff! "Two choices?" asked {C}. {H} said, "Toast or porridge?" "Toast!" said {C}. Yum, toast! The rooster crowed. Cock-a-doodle-doo! They played again. {refrain}',
          "4-5":
            'They practiced with a pretend bossy robot, played by {H} in a beepy voice. "Beep. Time to brush the cat\'s teeth. Beep." {C} pictured the cat\'s face. "No!" Then {C} took a slow breath. "I want to do something else. Can I have two choices?" The robot beeped thoughtfully. "Choice one: a puzzle. Choice two: feed the fish." {C} picked the fish. The robot did a little victory dance.',
          "6-7":
            'For practice, {H} pretended to be the Minister of Silly Rules. "By royal order, everybody hops to bed on one leg," {H} declared. The no came up fast, and {C} caught it with a slow breath. "I want to get to bed without falling over," {C} said. "May I have two choices?" The Minister considered. "Hop on one leg, or walk like a penguin." "Penguin," said {C}, and waddled off. The steps, {C} noticed, worked even on ridiculous rules.',
          "8-10":
            'They ran a drill. {H} played an imaginary head teacher who had just announced that all homework would now be done standing on one\'s head. {C} felt the no rising, let one slow breath out first, and then spoke calmly. "I\'d like to do my homework in a way that doesn\'t involve my head. Could you offer two choices?" {H} consulted an imaginary clipboard. "Upside down, or at the kitchen table with a cookie." "I\'ll take the cookie," said {C}. "Wise," said {H}. Absurd, but the calm voice stuck.',
        },
      },
      {
        text: {
          "2-3":
            '{H} was a pretend captain. "Ahoy! Wash the deck with your nose!" Silly captain! "No!" said {C}. Then a big breath. Puff. "Two choices?" "A mop or a brush?" said the captain. "A mop!" Swish, swish! {refrain}',
          "4-5":
            'They played Pirate Ship. {H} was the captain, and a very bossy one. "Walk the plank, then polish the parrot!" {C} put {C\'s} hands on {C\'s} hips. "No!" Then {C} remembered and took a slow breath. "I want to steer the ship. Can I have two choices?" The captain thought hard. "Steer to Treasure Island, or steer to Banana Bay?" "Banana Bay!" said {C}. The captain saluted, and the pretend ship sailed on.',
          "6-7":
            'For practice, {H} opened a pretend hair salon and became the bossiest hairdresser in town. "Sit down. You\'re getting a purple mohawk." "No," said {C}, a bit too fast, and then remembered. One slow breath. "I\'d like to keep my hair mostly the same. Can I have two choices?" {H} snipped the air with pretend scissors. "A tiny trim, or a tiny trim with a pretend bow?" "Trim with the bow," said {C}. "Daring," said {H}, and snipped very carefully.',
          "8-10":
            'Practice took the form of a game show called Are You Going to Argue About It? {H} was the host, with an imaginary microphone and a truly unreasonable list of demands. "Contestant, you must now wear a tie to breakfast!" {C} let the no rise, took one breath, and answered in a game-show voice. "I\'d prefer not to accessorize my cereal. May I have two options?" "A tie, or a tiny bow tie," said {H}. "Bow tie," said {C}. "Correct answer!" {H} announced, and the imaginary audience went wild.',
        },
      },
      {
        text: {
          "2-3":
            'Then {H} was a pretend teddy. A cross teddy! "No bed! No, no, no!" {C} laughed. Silly teddy! "Big breath, Teddy," said {C}. Teddy puffed. Puff! "Blanket or pillow?" asked {C}. "Blanket!" said Teddy. Snore, snore. {C} {was} the teacher now! {refrain}',
          "4-5":
            'Then they swapped jobs. {H} pretended to be a very small, very stubborn teddy bear who said no to everything. "No nap! No coat! No!" {C} giggled and took charge. "Big breath, Teddy," said {C}, and the teddy puffed. "What do you want?" "To stay up," grumbled Teddy. {C} thought hard for two good choices. "Nap on the sofa, or nap in the basket?" Teddy considered. "Basket," it said, and snored at once. Giving choices, {C} found, was harder than picking them, and much funnier.',
          "6-7":
            'Then they swapped jobs. {H} became a toddler called Baby No-No, who refused everything with great enthusiasm. "Socks? No! Breakfast? No! Sunshine? No!" {C} laughed, then tried to help. "Big breath, Baby No-No." A huge pretend breath. "What do you want?" "Want to go outside!" Now {C} had to think properly, because both choices had to be ones a grown-up could say yes to. "Shoes first, or coat first?" Baby No-No picked shoes. Thinking up two good choices, {C} discovered, was quite hard, and rather fun.',
          "8-10":
            'Then {H} suggested swapping sides. "You offer the choices. I\'ll be the one who refuses everything." {H} slumped, folded {hp} arms and became the most unreasonable person on earth. "Not going. Not tidying. Not eating anything green." {C\'s} first offer was "Tidy up, or sit here all day," which {H} pointed out was a threat wearing a choice costume. Fair. Second try: "Books first or toys first, and I\'ll help with whichever you don\'t pick." {H} dropped the sulk at once. "Books." {C} sat back, surprised. Building two good choices took far more thought than refusing them.',
        },
      },
    ],
    celebration: [
      {
        text: {
          "2-3":
            '"You did it, {name}!" {G} said, with a big squeeze. "You took a big breath. You told me what you wanted. You picked!" {C} stood up tall. {C} felt proud. Proud all over, from toes to nose. No big no. Just a good choice.',
          "4-5":
            '"{name}," said {G}. "You took a breath, you told me what you wanted, and you picked one of two good choices. That was so grown-up." {C} felt a warm, bubbly kind of proud. {H} cheered, and {C} did a little bow. Saying no had felt strong. Choosing felt even stronger.',
          "6-7":
            '"Can I tell you what I saw?" {G} asked, sitting down right next to {Cobj}. "I saw the no start to come, and I saw you stop it with a breath. Then you used words and picked a choice. That\'s not easy, {name}." {C} felt proud, and a bit surprised. The whole thing had been quicker than one big no. {H} gave {Cobj} a happy wink.',
          "8-10":
            '"That was impressive," said {G}. "You were annoyed, you said so in actual words, and you still found a way through. I didn\'t have to say it five times." {C} shrugged, trying to look casual, and failed completely. It had felt good to be the one deciding something, even something small, and better still that it had worked. {H} caught {C\'s} eye and gave a tiny nod, the kind that means you know exactly what you did. And {they} did.',
        },
      },
      {
        text: {
          "2-3":
            '{G} was so happy. {G} said, "Big breath. Then words. Then a choice! Well done, {name}." {C} grinned a big grin. {H} cheered and cheered. {C} felt warm and proud, like the sun. {C} {was} a good chooser!',
          "4-5":
            '{G} gave {name} a big smile. "You didn\'t say no once," {G} said. "You told me what you wanted, and you chose. That\'s the Two Good Choices!" {H} cheered so loudly that {C} laughed. {C} felt proud and tall, like someone who gets to decide things. Which, it turned out, {C} did.',
          "6-7":
            '"You know what I noticed?" {G} said, still holding the thing {C} had picked. "You were cross, and you didn\'t just shout no. You told me why, and then you picked. That helped both of us." {C} felt proud, a steady kind of proud, not the stompy kind. It was strange how much better a small choice felt than a big, loud no.',
          "8-10":
            '"I\'d like it noted that you turned a flat no into a deal in under a minute," said {G}. {C} took a small bow. "It was a good deal." "It was," {G} agreed. "Honestly, better than the one I had in mind." {C} felt a quiet sort of pride, the kind you feel when you find out you\'re better at something than you expected. {H} looked pleased too, as if {hs} had known all along. Which, knowing {H}, {hs} probably had.',
        },
      },
      {
        text: {
          "2-3":
            '{G} smiled and smiled. "You picked so well, {name}!" {C} did a happy twirl. {C} felt proud and bright. No stomping. No shouting. Just a breath and a choice. {C} {was} the boss of choosing! {refrain}',
          "4-5":
            '"Wow," said {G}. "That was the fastest choosing I\'ve ever seen." {C} did a little twirl. {C} felt proud, and a little bit taller. A big no used to make everything slow and grumpy. Two good choices made it quick. {C} liked being the one who picked, like the captain of a very small ship.',
          "6-7":
            '{G} looked at {name} thoughtfully. "You know, you didn\'t lose anything by choosing. You got to decide, and we got going. Everybody won." {C} felt proud, a bright, sparky kind of proud. The big no had felt powerful, but it had only ever made things stuck. A choice, {C} thought, was power that actually went somewhere.',
          "8-10":
            '{G} checked the clock, then looked at {name} with exaggerated suspicion. "That took under a minute. Who taught you to negotiate?" "Nobody," said {C}. "I\'m a natural." {G} did not look convinced, but did look impressed. {C} felt proud in a quiet, clear-headed way. The old no had always felt like standing up for {themself}. It turned out that saying what {C} wanted, and then picking, did that much better. It just didn\'t leave everyone exhausted afterwards, which made a pleasant change.',
        },
      },
      {
        text: {
          "2-3":
            '"Hooray!" said {G}. "Now you pick. A high five, or a big hug?" {C} thought hard. "Both!" Slap! Squeeze! {G} laughed. {C} laughed too. {C} felt proud. A big, warm proud. {refrain}',
          "4-5":
            '{G} crouched down with a grin. "That was excellent choosing. So here\'s one more choice, just for fun. Shall we celebrate with a victory dance, or a silly song?" {C} didn\'t need a breath for that one. "Dance!" So they danced, {G} doing a very wobbly twirl, and {H} joining in at the end. {C} felt proud and bouncy. Choosing, it turned out, could be the fun part.',
          "6-7":
            '{G} let out a long, happy breath. "That was so much easier than I expected, and that was your doing, {name}." Then {G} added, "You know what? I\'m going to try it too. Next time a no jumps out of me, I\'ll take a breath and offer two choices instead." {C} stared. "Grown-ups have automatic no\'s?" "All the time," said {G}. {C} felt proud, and a little bit like a teacher. {H} looked very pleased indeed.',
          "8-10":
            '{G} sat back and looked at {name} for a long moment. "I\'ve been thinking. You clearly like having a say, and you\'re good at it. So how about this: tomorrow morning, you decide the order. Shoes, breakfast and teeth, in whatever order you like, as long as all three happen." {C} considered this with the gravity of someone running a company. "Breakfast first. Obviously." "Obviously," agreed {G}. {C} felt proud in a new, steady way. Being trusted with a choice before anyone had to argue about it was even better than winning one. {H} gave a small nod of approval.',
        },
      },
    ],
  },
  talkAbout: [
    "Can you remember the steps of the Two Good Choices?",
    "When does a big no come up for you?",
    "What two choices did {name} get to pick from?",
    "How did {name} feel after choosing instead of saying no?",
    "What could you say instead of no when you want a say?",
    "Where in your body do you feel a no coming?",
  ],
  episodes: [
    {
      id: "shoes-out-the-door",
      moment: "shoe time",
      place: "living room",
      time: "morning",
      props: ["shoes", "coat", "backpack"],
      feeling: ["grumpy", "grumpy and rushed"],
      summary: "{C} says no to shoes and coat when it is time to go out",
      object: "shoes",
      talkAbout: "Why do you think {name} said no to the shoes?",
      scenes: {
        opening: {
          text: {
            "2-3":
              'It was morning at {home}. {C} {was} building a fort. A blanket fort! {G} had the backpack ready. "We\'re going to {world}," said {G}. {G} held up the shoes. {G} held up the coat. {C} looked at the fort. Then at the shoes.',
            "4-5":
              'It was a busy morning at {home}. {C} had eaten breakfast, brushed {their} teeth and had {their} face washed, and now {C} {was} finally building a blanket fort. {G} came in with the backpack on one shoulder. "We\'re going to {world} soon," said {G}. The shoes sat by the sofa, waiting.',
            "6-7":
              'It had been a morning of instructions at {home}. Eat your toast. Teeth, please. Not that shirt. So when {C} finally got to build a blanket fort in the living room, it felt like the first thing all day that was truly {their} own. Then {G} appeared with the backpack and the coat. "Shoes on," said {G}. "We\'re off to {world}."',
            "8-10":
              'By half past eight, {C} had been told what to do roughly forty times. Get up. Eat something. No, not that. Teeth. Hair. Where are your socks? At {home}, mornings were a long list read out loud. So when {C} finally got ten quiet minutes to read on the sofa, it felt like winning something. Then {G} came in holding the coat, with the backpack already packed. "Shoes on," said {G}. "We\'re leaving for {world}."',
          },
        },
        problem: {
          text: {
            "2-3":
              '"Shoes on, please," said {G}. {C} {was} in the blanket fort. "No!" "Coat on?" {G} asked, holding it open. "No!" "Backpack?" "No, no, no!" {C} lay on the rug. Flat like a starfish. Flop! One shoe went under the sofa. {G} sighed a big sigh. The clock went tick, tock.',
            "4-5":
              '"Shoes on, please," said {G}. {C} didn\'t even come out of the blanket fort. "No!" {G} held out the coat. "No!" {G} tried the backpack, the one with the fox on it. "No, no, no!" {C} lay down flat on the rug like a starfish and did not move. One shoe got kicked under the sofa. {G} looked at the clock and sighed. Going to {world} was starting to look very far away.',
            "6-7":
              '"Shoes on, please," said {G} again. "No," said {C}, without looking up. {G} held out the coat. "No." {G} tried a cheerful voice. "Your backpack\'s all ready!" "I said no!" {C} flopped backwards into the fort, and the whole thing sagged. One shoe went skidding under the sofa. {G} stood there with the coat in one hand, and the morning got stuck, the way mornings do.',
            "8-10":
              '"Shoes on, please," said {G}. "No," said {C}, turning a page. "Shoes," said {G} again. "I\'m not going." "You love {world}." "Not today." {G} held out the coat. {C} didn\'t take it. The more {G} asked, the heavier {C} felt, as if {they} had been poured into the sofa like cement. When the backpack was placed gently beside {Cobj}, {C} nudged it away with one foot. One shoe ended up under the sofa, and nobody was quite sure how. It wasn\'t even about the shoes anymore. It was about the fortieth instruction.',
          },
        },
        feeling: {
          text: {
            "2-3":
              "{C} felt grumpy. Grumpy face. Grumpy feet. {C's} arms went tight, tight, tight. Eat up! Teeth! Hurry! All morning, go, go, go. Now shoes too? {C} hugged {cuddly} and said no to the rug. The fort was nice. The fort had no shoes.",
            "4-5":
              "{C} felt grumpy, all the way from {their} scrunched-up face to {their} stiff, crossed arms. All morning, everybody had said hurry. Eat up, teeth, face, hurry, hurry. Now the fort was just getting good, and here came the shoes. It felt like nobody ever asked what {C} wanted. So {C} said the loudest thing {they} knew: no.",
            "6-7":
              "{C} felt grumpy and rushed, the way you feel when the whole day is being steered by somebody else. {C's} shoulders were tight and {their} cheeks were hot. It wasn't that {C} hated {world}. {C} liked it there. It was that every single thing since waking up had been somebody else's idea. \"No\" was the only word left that felt like {their} own, so {C} kept using it.",
            "8-10":
              "{C} felt grumpy and rushed, and, underneath that, a bit stuck. Part of {Cobj} knew {world} would be fun once they got there. The other part had dug in like a tent peg in hard ground. Every instruction that morning had landed like a small pebble, and now there was a whole heap of them, all piled up inside. Saying no didn't fix anything. {C} knew that perfectly well. But at least it was {C's} own word, not someone else's.",
          },
        },
        stumble: {
          text: {
            "2-3":
              '{G} fished out the lost shoe. "Shoe time," said {G}. "No!" Oops. Then {C} took a big breath. "I want my fort," said {C}. That was good! But {C} forgot to pick. One shoe went on. Just one. {C} said, "No more!" Hmm. Not yet.',
            "4-5":
              '{G} fished the lost shoe out from under the sofa. The no popped out before {C} could stop it. "No!" Then {C} remembered. {C} took a slow breath. "I don\'t want to leave my fort," {C} said. That part worked. One shoe went on. But when {G} held up the coat, {C} forgot to ask for choices, and the no came back.',
            "6-7":
              '{G} fished the lost shoe out from under the sofa and held both out again. This time {C} caught the no halfway and turned it into a breath. "I don\'t want to leave my fort," {C} said. That was better. {G} nodded, and {C} put one shoe on. Then the coat appeared, and {C} skipped straight past the choices. "Not the coat," {C} grumbled, and the stuck feeling came right back.',
            "8-10":
              '{G} retrieved the shoe from under the sofa and set both down, without a word. {C} felt the no loading and took a breath instead. "I just got ten minutes to myself," {C} said. "And now we\'re leaving." That landed; {G} actually nodded. One shoe went on. Then the coat came out, and {C} snapped, "I\'m not wearing that," before remembering step three. It had half worked, which was more than the sofa protest had managed.',
          },
        },
        success: {
          text: {
            "2-3":
              '{C} took one more big breath. {C} said, "Two choices, please?" {G} held up one boot and one shoe. "Red boots or blue shoes? Coat on, or carry it?" And {C} said, "Blue shoes! And I carry it!" Stomp, stomp, on went the shoes. {refrain} Out the door they went. {G} was so pleased!',
            "4-5":
              '{C} took another slow breath and tried the last part. "Can I have two choices?" {G} looked surprised, then pleased. "Sneakers or red boots? Coat on now, or carry it to the corner?" {C} thought hard. "Sneakers. And I\'ll carry it." On went the sneakers, one, two. {C} put on the backpack all by {themself}, and {G} laughed out loud. "That was quick!"',
            "6-7":
              '{C} took one more breath and asked properly. "Can I have two choices about the coat?" {G} looked surprised, then thought. "Wear it now, or carry it until we reach the corner?" "Carry it," said {C}, and it felt surprisingly good to be the one choosing. The second shoe went on. The backpack went on. {G} held the door open and laughed. "That was the fastest we\'ve left the house all week."',
            "8-10":
              '{C} took one more breath. "Okay. What if I carry the coat and wear it if I\'m cold at the corner? And I want five more minutes of my book when we get there." {G} blinked. "That\'s a very reasonable offer." "I\'m a reasonable person," said {C}, pulling on the other shoe. The backpack went on, the book went in, and they were out of the door before the clock had ticked around another five minutes. {G} looked delighted, and slightly suspicious.',
          },
        },
        echo: {
          day: 1,
          time: "morning",
          place: "street",
          props: ["coat", "umbrella"],
          text: {
            "2-3":
              'The next day, it rained. Drip, drop. {G} held out the coat. {C\'s} mouth opened. No! But {C} took a big breath. "Two choices, please?" "Hood up, or an umbrella?" {G} held up the umbrella, ready. "Umbrella!" Splash, splash, down the street. What a good chooser.',
            "4-5":
              'The next morning it was raining, and {G} held out the raincoat at the door. {C} felt the no wiggling up, and this time {C} found the two choices all alone. "Hood up, or the big umbrella? I pick umbrella!" {C} splashed all the way down the street under it, dry and pleased.',
            "6-7":
              'The next morning it poured. At the door, {G} held out the raincoat, and {C} felt the familiar no climbing up. This time {C} didn\'t need reminding. Breath first. "The hood makes everything sound muffled," {C} said. "So it\'s hood or umbrella, and I pick umbrella." {G} laughed and handed it over. {C} took the umbrella and marched down the street under it like a very dry explorer.',
            "8-10":
              'The next morning, rain was drumming on the street. At the front door, {G} held out the raincoat without much hope. {C} felt the no loading, the same old sneeze. Then {C} breathed, and heard {themself} say, "I hate the hood. It\'s like wearing a crisp packet. Can I take the big umbrella instead?" {G} handed it over, astonished. {C} walked to the corner under it, perfectly dry, feeling like someone who had cracked a secret code that had been there all along.',
          },
        },
        ending: {
          time: "evening",
          place: "living room",
          props: ["shoes"],
          text: {
            "2-3":
              'That evening, the shoes sat by the door. Side by side. Ready for tomorrow. The fort was still up! {C} yawned a happy yawn. {G} gave {name} a cuddle. "Fort or bed?" asked {G}, with a wink. "Bed!" said {name}. Goodnight, {name}.',
            "4-5":
              'That evening, the shoes sat side by side by the door, ready for tomorrow. The blanket fort was still standing, a little saggy but proud. {C} curled up in it with {G}, and they read a story together. {name} said, "You know what? Choosing is better than no." {G} tucked the fort\'s saggy corner back up and agreed that it really was.',
            "6-7":
              "That evening, {G} lined the shoes up by the door for tomorrow. {C} added the coat on top, folded, just because. The fort was still standing in the living room, and they ate crackers inside it. {name} felt calm and pleased. Mornings would still be busy. But now there was a bit of room in them for {name} to decide something too.",
            "8-10":
              "That evening, the shoes were lined up by the door and the coat was hanging on its hook, which had not happened in living memory. {G} noticed and said nothing, which {name} appreciated. They sat on the sofa together while {name} finished the book at last. Tomorrow would bring its forty instructions, probably forty-one. But {name} had worked out how to get a word in, and that made tomorrow feel a good deal lighter.",
          },
        },
      },
    },
    {
      id: "tidy-up-tower",
      moment: "tidy-up time",
      place: "bedroom",
      time: "evening",
      props: ["blocks", "toy train", "basket"],
      other: { role: "little cousin", kind: "child" },
      feeling: ["cross", "cross and stubborn"],
      summary: "{C} refuses to tidy the blocks, and {C's} {Orole} copies every no",
      object: "blocks",
      person: "little cousin",
      talkAbout: "Why did {O} copy everything {name} did?",
      scenes: {
        opening: {
          text: {
            "2-3":
              'At {home}, the floor was full. Blocks, blocks, everywhere! {C} had built a tall tower. And a train track. The toy train went choo, choo! {O}, {C\'s} {Orole}, clapped. Then {G} came in. "Tidy-up time," said {G}. "Blocks in the basket, please."',
            "4-5":
              'At {home}, the bedroom floor had turned into a city. {C} had built a tower of blocks as tall as {their} tummy, and the toy train went round and round it on a wobbly track. {C\'s} {Orole} {O} sat nearby, admiring everything. Then {G} came in with the empty basket. "Tidy-up time, and then bath in ten minutes," said {G}.',
            "6-7":
              "At {home}, {C} had spent the whole afternoon on the bedroom floor building a block city. It had a tower, a bridge and a toy train that went all the way around without falling off. {C's} {Orole} {O} had been allowed to watch, as long as {os} didn't touch. Then {G} came in with the big basket. \"Tidy-up time, then bath,\" {G} said.",
            "8-10":
              'At {home}, {C} had spent three hours on the bedroom floor building a block city. It had a working train loop, a drawbridge, and a tower that had survived two collapses. {C\'s} {Orole} {O} had watched the whole time with the awe usually reserved for fireworks. Then {G} appeared in the doorway holding the big basket. "Tidy-up time," {G} said cheerfully. "Bath in ten." {C} looked at the city. The city looked back.',
          },
        },
        problem: {
          text: {
            "2-3":
              '{G} held out the basket. "No!" said {C}. "I won\'t!" {C} sat down hard. Bump! {O} sat down too. {O} said, "No! I won\'t!" {G} held the basket. Nobody put a block in. Not one. The toy train sat still. {G} sighed. Two no\'s now!',
            "4-5":
              '"Tidy-up time," said {G} again. "No," said {C}. "I won\'t!" {C} sat down in front of the tower with {their} arms crossed. {O} sat down right next to {Cobj} and crossed {op} arms too. "No," said {O}. "I won\'t!" {G} held out the basket. Nobody put anything in it. Now there were two no\'s in the bedroom, and one of them was very small and very pleased with itself.',
            "6-7":
              '"Tidy-up time," said {G} again. "No," said {C}. "I\'m not tidying. I won\'t!" {C} planted {themself} in front of the tower like a guard. {O} immediately did the same, and said, in exactly the same voice, "I won\'t!" {G} held out the basket and waited. Nothing went into it. The refusals bounced around the room, one big and one small, and bath time got further and further away.',
            "8-10":
              '"Tidy-up time," said {G} again. "No," said {C}. "I\'m not wrecking it. I refuse." {C} sat down in front of the tower with folded arms. {O}, who had never refused anything in a serious way before, sat down next to {Cobj}, folded {op} arms and announced, "I refuse." {G} pressed a hand over a smile, trying not to laugh and also not to lose the argument. The basket stayed empty. The toy train stayed parked. The standoff had gained a junior member, and {os} was loving it.',
          },
        },
        feeling: {
          text: {
            "2-3":
              "{C} felt cross. Hot cheeks. Stompy feet. The tower was so tall! Tidy-up means all gone. Crash, into the basket. {C} did not want all gone. {C} held on to the toy train. Tight, tight. {O} held on too. Two cross faces.",
            "4-5":
              "{C} felt cross, hot and prickly, right up to {their} ears. The tower had taken ages. Tidying meant every block tumbling into the basket, and the city being gone for good. Nobody had asked if {C} {was} finished. {C} held the toy train tight to {their} chest. {O} picked up a block and held it tight too, just to be the same.",
            "6-7":
              "{C} felt cross and stubborn, as if {their} feet had grown roots into the carpet. The city had taken all afternoon. Tidying it meant knocking down the tower, block by block, into a jumbly basket. And {G} hadn't even looked at it properly. {C} held the toy train tight. If I say no loud enough, {C} thought, maybe it can stay.",
            "8-10":
              "{C} felt cross and stubborn, and also, a little unfairly, as if nobody in this house understood engineering. Three hours of work, and the plan was to shovel it into a basket in ten minutes. {G} hadn't even looked at the drawbridge, which opened and closed. Every part of {Cobj} wanted to stand guard over the city. It didn't help that {O} was watching closely, learning exactly how this kind of thing was done.",
          },
        },
        stumble: {
          text: {
            "2-3":
              '{G} held the basket again. "Tidy-up time." "No tidy!" Oops! The no jumped out first. No big breath at all. {O} said it too: "No tidy!" Two cross faces again. The blocks stayed put. Hmm.',
            "4-5":
              '{G} held out the basket again. "No!" The no jumped out before {C} could catch it, with no breath at all. "No tidying, not ever!" {O} said it too: "Not ever!" {G} waited, holding the basket. {C} could feel it had gone wrong. The no had been faster than the plan.',
            "6-7":
              '{G} held out the basket again, and the no shot out before {C} could catch it. "No! It stays!" No breath, no words, no choices: just the old no, as fast as ever. {O} echoed it, word for word. {G} waited, basket in hand. {C} realized the plan had been left standing at the starting line.',
            "8-10":
              "{G} offered the basket again, and the no was out before {C} had even decided to say it. \"No. It's staying.\" No breath, no reasons, no deal: the reflex had simply won the race. {O} repeated it like a tiny lawyer. {G} didn't argue, just held the basket and waited. {C} noticed, with some annoyance, that the plan had not even got its shoes on.",
          },
        },
        success: {
          text: {
            "2-3":
              'This time, {C} took a big breath first. Whoosh. "Two choices, please?" {G} crouched down by the tower. "Tower stays on the shelf? Or tower in the basket?" And {C} said, "Shelf!" "Now blocks, or train first?" {G} asked, holding up one of each. "Train!" {refrain} Clunk, clunk, clunk! {O} helped too. Clunk! {G} clapped.',
            "4-5":
              'This time, {C} took a slow breath first, before anything else. "I don\'t want to knock down my tower," {C} said. "Can I have two choices?" {G} thought. "The tower can stay on the shelf until morning, or we take it apart carefully. And train first, or blocks first?" And {C} said, "Shelf! And train first!" Soon the basket was full and the floor was clear. {O} dropped in the very last block, clunk, and everybody cheered.',
            "6-7":
              'This time {C} did the breath first, slowly. "I don\'t want to wreck the tower. It\'s the best thing I\'ve ever built," {C} said. "Can I have two choices?" {G} considered. "The tower can go on the shelf and stay until tomorrow, or we take it down slowly together. Then blocks first, or train first?" "Shelf," said {C}. "And train first." The tower went up on the shelf, safe. Everything else went in the basket. {O} copied every move, as usual, and for once it was helpful.',
            "8-10":
              '{C} took the breath this time, first, on purpose. "I spent all afternoon on it," {C} said. "What if the tower and the drawbridge go on the shelf, and I tidy everything else before bath? I\'ll rebuild the track tomorrow." {G} looked at the shelf, then at the tower. "That\'s a fair deal." They shook on it. The tower went up, intact. The rest went in the basket with a satisfying clatter. {O}, still copying, tidied the toy train and announced, "I refuse to be messy." Everyone laughed.',
          },
        },
        echo: {
          day: 1,
          time: "evening",
          place: "kitchen",
          props: ["crayons", "table", "drawing"],
          text: {
            "2-3":
              'The next day, {C} drew at the table. Crayons everywhere! "Tidy-up time," said {G}. {C} took a big breath. "Two choices?" "Crayons first, or paper first?" "Crayons!" Clink, clink, in the box. {O} helped. No big no at all.',
            "4-5":
              'The next evening, crayons were all over the kitchen table. "Tidy-up time," said {G}. This time it was {O} who said, "No!" {C} knew just what to do. "Crayons in the box, or paper in the drawer?" {C} asked. {O} thought hard. "Crayons!" The crayons went in the box, and {O} looked very pleased to have picked.',
            "6-7":
              'The next evening, {C\'s} drawing was half done when {G} said, "Tidy-up time, dinner\'s nearly ready." The no started up, but {C} breathed it away. "I want to finish the dragon\'s tail," {C} said. "Can I have two choices?" "Finish it after dinner, or finish it now while I set the table?" {C} chose now, finished the tail, and put the crayons away. {O} put one crayon away too, very seriously.',
            "8-10":
              'The next evening, {C} {was} deep in a drawing at the kitchen table when {G} called, "Tidy-up time." The no arrived right on schedule. {C} breathed first. "I\'m in the middle of the shading," {C} said. "Can the drawing stay on the end of the table if I clear the crayons?" {G} agreed at once. It took forty seconds, and nobody sat on the floor. {O} watched, then cleared exactly one crayon, which for {oo} was a personal best.',
          },
        },
        ending: {
          time: "night",
          place: "bedroom",
          props: ["blocks"],
          text: {
            "2-3":
              'That night, the tower stood on the shelf. Tall and safe. {C} {was} snug in bed. {O} was snug too. "Night night, tower," said {C}. {G} smiled and said, "Goodnight, my chooser." {name} smiled back. Sweet dreams.',
            "4-5":
              'That night, the tower of blocks stood safe on the shelf, right where {C} could see it from bed. {O} was fast asleep across the room, still clutching a single block. {G} tucked the blanket in and smiled. "Goodnight, {name}. Tomorrow you can build it even taller." {name} smiled too, already planning a bridge.',
            "6-7":
              'That night, the tower stood on the shelf, lit by the glow from the hallway. {O} was asleep with one block in {op} fist. {G} kissed {name} goodnight and said, "Thank you for the good choices." {name} lay there feeling calm and pleased. Tidying hadn\'t wrecked everything after all. The best part was still standing, and tomorrow there would be time to build a bridge.',
            "8-10":
              'That night, the tower and drawbridge stood on the shelf like a monument. {O} was asleep across the room, still holding a block as if it were a medal. {G} paused in the doorway. "You taught {oo} something today," {G} said. {name} thought about it: {O} had copied the no, and then the deal. Maybe that was the point. {name} smiled into the pillow, feeling like an architect and, just a little, like a good big cousin.',
          },
        },
      },
    },
    {
      id: "beach-sun-hat",
      moment: "sun-hat time",
      place: "beach",
      time: "morning",
      props: ["hat", "bucket and spade", "towel"],
      feeling: ["impatient", "hot and impatient"],
      summary: "{C} says no to the sun hat and sunscreen at the beach",
      object: "sun hat",
      talkAbout: "What would your two choices be for a sunny day?",
      scenes: {
        opening: {
          text: {
            "2-3":
              'It was a sunny, sunny day. {C} and {G} went to the beach. Swish, swish went the waves. {C} had a bucket and spade. {G} spread out the towel. Then {G} held up a sun hat. And the sunscreen. "Hat first," said {G}.',
            "4-5":
              'It was the sunniest morning of the summer, and {C} and {G} had come to the beach. The sea sparkled. The sand was warm. {C} had a bucket and spade in one hand and was already running. {G} spread the towel out and held up two things: a floppy sun hat and a bottle of sunscreen. "Hat and cream first," said {G}.',
            "6-7":
              'The beach was bright and loud with waves, and {C} could hardly stand still. The bucket and spade were ready. The sea was right there, sparkling and calling. {G} spread out the towel, sat down and pulled two things out of the bag: the floppy sun hat and the sunscreen. "Hat and cream before anything," said {G}. {C\'s} heart sank all the way to {their} sandy toes.',
            "8-10":
              'They had driven an hour to get to the beach, and the sea was doing its best impression of a postcard. {C} had the bucket and spade in hand and a whole sandcastle already designed, with a moat. {G} spread out the towel, in no hurry at all, and produced two items of doom: the floppy sun hat and the sunscreen. "Hat and cream before the water," said {G}. {C} looked at the hat the way other people look at homework.',
          },
        },
        problem: {
          text: {
            "2-3":
              '"Hat on, please," said {G}. "No!" said {C}. "No hat!" {C} ran off. Run, run, run! {G} ran too. {G} called, "Sun cream!" "No, no, no!" {C} threw the hat. Plop, on the sand. The bucket and spade fell too. The sea went swish. No swimming yet.',
            "4-5":
              '"Hat and cream, please," said {G} again. "No!" said {C}. "No hat! No cream!" And off {C} ran across the sand. {G} had to jog after {Cobj}, holding the bottle up like a flashlight. When {G} caught up, {C} pulled the hat off and threw it on the sand. "I won\'t wear it!" The bucket and spade lay forgotten. Nobody was swimming now.',
            "6-7":
              '"Hat and cream first," said {G} again. "No," said {C}. "I don\'t need it. I won\'t." {C} made a run for the water, and {G} had to chase {Cobj} down the sand with the sunscreen. Back at the towel, {C} wriggled and squirmed, and the hat got flung onto the sand twice. "No, no, no!" The sea kept sparkling in the distance, and the whole morning was going sideways.',
            "8-10":
              '"Hat and cream first," said {G} again. "No," said {C}. "I\'m not a baby, and I don\'t burn." "You burned last summer." "That was different." {C} headed for the water, and {G} had to call {Cobj} back twice. Back at the towel, {C} refused the hat on principle. Then {C} refused the cream on a different principle. Then {C} sat with folded arms while the sun climbed higher and the bucket and spade lay idle. The argument was now taking far longer than any sunscreen possibly could.',
          },
        },
        feeling: {
          text: {
            "2-3":
              "{C} felt impatient. Hop, hop, went {their} feet. The sea was right there! Swish, swish! The hat was scratchy. The cream was cold. Sticky, icky! {C} wanted the water. Now! Waiting felt so long. Hop, hop, hop.",
            "4-5":
              "{C} felt impatient, so impatient that {their} feet kept hopping on the hot sand. The sea was right there, waiting, and the sunscreen was cold and sticky and took forever. The hat was scratchy under the chin. Every second of standing still felt like a whole hour. {C} just wanted to run into the waves.",
            "6-7":
              "{C} felt hot and impatient, as if {their} whole body was leaning toward the sea. The sunscreen was cold and slimy. The hat's strap scratched. Every second of standing still was a second not swimming. It wasn't really about the hat, {C} knew that. It was about being told to wait, again, when the best thing in the world was right there.",
            "8-10":
              "{C} felt hot and impatient, and more than a bit annoyed at being handled like a toddler. The sea was fifty steps away. Sun cream meant standing still while someone smeared cold slime on your ears in front of the entire beach. The logical part of {C's} brain knew all about sunburn, and about last summer. The rest of {Cobj} wanted to be in the water, not negotiating about a hat with a chin strap.",
          },
        },
        stumble: {
          text: {
            "2-3":
              '{G} picked up the hat. "Hat on?" {C} took a big breath. "Two choices, please?" "Stripy hat or floppy hat?" asked {G}. "No hat!" said {C}. Oops. No hat was not one of the choices. {G} waited. The sea went swish. Not yet.',
            "4-5":
              '{G} shook the sand off the hat and held it out again. {C} took a slow breath. "I want to go in the sea. Can I have two choices?" "Good asking," said {G}. "The floppy hat or the cap?" {C} looked at them both. "Neither!" {G} waited. Neither wasn\'t one of the choices, and {C} knew it. The sea sparkled, very far away.',
            "6-7":
              '{G} shook the sand out of the hat. {C} felt the no coming and turned it into a breath. "I want to go in the sea so badly," {C} said. "Can I have two choices?" "Floppy hat or cap," said {G}, holding up both. "Sit for the sunscreen, or stand like a starfish." "Neither and neither," said {C}. {G} just waited. It was like asking for a menu and then refusing to order, and {C} could see that, even while doing it.',
            "8-10":
              '{G} brushed the sand off the hat and waited. {C} took a breath. "I want to swim before the tide comes in and ruins the sandcastle spot. Two options, please." "Cap or floppy hat," said {G}. "Cream sitting down, or standing up." "What about option three," said {C}, "where I just go?" {G} said nothing at all, which was its own answer. An option three was allowed, {C} knew. An option three where the sunscreen vanished was just the old no in a disguise.',
          },
        },
        success: {
          text: {
            "2-3":
              '{C} took one more big breath. "Two choices, please?" {G} held up the cream. "Sit down or stand like a starfish?" And {C} said, "Starfish!" Arms out wide! Dab, dab, went the cream. "Stripy hat or floppy hat?" "Floppy!" {refrain} Then splash! Into the sea!',
            "4-5":
              '{C} took one more breath. Neither wasn\'t a door, so {C} picked one. "The cap," {C} said, and put it on. {G} squeezed out a blob of cream. "Sit down for the cream, or stand up like a starfish?" "Starfish!" {C} stood with arms and legs out wide while {G} dabbed on the cream. It was much quicker than arguing. Then they ran to the waves together, the cap bobbing all the way.',
            "6-7":
              '{C} breathed again and looked at the two choices properly. "Starfish," {C} said. "And the cap." It took about one minute. Then {G} said, "Race you," and they ran into the sea together, splashing and shrieking, with the cap bobbing along on top.',
            "8-10":
              '{C} took another breath. "Okay, a real option three. What if I do my own face and arms, you do my back, and I wear the cap instead of the floppy hat? It stays on better in the water." {G} raised both eyebrows. "Deal." {C} did a surprisingly thorough job, including ears. The cap went on backwards, which was a choice too. Then {C} sprinted for the sea, and {G} followed, laughing. The sandcastle spot was still there, moat and all. Nobody burned.',
          },
        },
        echo: {
          day: 1,
          time: "afternoon",
          place: "garden",
          props: ["hat", "watering can"],
          text: {
            "2-3":
              'The next day was sunny too. {C} played in the garden. {G} held up the sun hat. {C} took a big breath. "Two choices?" "Hat now, or after the watering can?" "Now!" Hat on. Splash, splash, on the flowers. Clever {name}!',
            "4-5":
              'The next afternoon was hot again, and {C} wanted to water the garden with the big watering can. {G} held up the sun hat. "No—" said {C}, and then laughed, because {C} remembered the beach. "The cap," {C} said, before {G} could even offer. {C} put it on {themself} and went off to water every single flower.',
            "6-7":
              'The next afternoon was just as sunny, and {C} headed into the garden with the watering can. {G} held up the hat. {C} felt the no begin and let a breath out first. {C} asked, "Can I wear the cap instead? It doesn\'t scratch." "Perfect," said {G}. {C} watered every flower in the garden, cap on, without a single argument.',
            "8-10":
              "The next afternoon, {C} {was} heading out to the garden with the watering can when {G} appeared holding the hat. {C} felt the old no warming up, then breathed and said, \"Cap, not hat, and I'll put the cream on myself.\" {G} handed both over without a word. It was the shortest negotiation in family history, and possibly the politest. The tomatoes got watered. So did {C's} feet, which was not part of the deal but nobody minded.",
          },
        },
        ending: {
          time: "evening",
          place: "living room",
          props: ["hat"],
          text: {
            "2-3":
              'That evening, {C} {was} home at {home}. Sleepy eyes. Warm toes. The sun hat hung on its hook. The bucket and spade sat by the door. {G} gave {name} a cuddle. "Sand in your toes?" "Lots!" said {name}. Happy and warm.',
            "4-5":
              'That evening at {home}, the sun hat hung on its hook by the door, looking very pleased with itself. The bucket and spade still had a little sand in it. {C} snuggled next to {G} on the sofa, warm and sleepy. "The starfish was funny," said {C}. "It was," said {G}. "Best choice of the whole day."',
            "6-7":
              "That evening at {home}, the floppy hat and the cap hung side by side by the door. The bucket and spade sat underneath, with a little beach sand still in the bottom. {G} and {name} curled up on the sofa with a bowl of grapes. Not one bit of {name} was sunburned. {name} felt warm and tired and pleased. Choosing, it turned out, was a lot quicker than arguing.",
            "8-10":
              'That evening at {home}, {name} inspected {their} arms in the lamplight. Not a single pink patch. The cap hung on its hook by the door, and the bucket and spade still held an alarming amount of beach. {G} flopped onto the sofa beside {Cobj}. "Best summer in years," {G} said. {name} grinned and agreed. Privately, {name} thought the best part had not been the sea, or even the sandcastle, but finding out how to make a deal.',
          },
        },
      },
    },
    {
      id: "toothbrush-night",
      moment: "tooth-brushing time",
      place: "bathroom",
      time: "night",
      props: ["toothbrush", "sink", "cup", "towel"],
      feeling: ["tired and grumpy", "tired and grumpy"],
      summary: "{C} says no to brushing teeth at night",
      object: "toothbrush",
      talkAbout: "What two choices could make brushing teeth easier?",
      scenes: {
        opening: {
          text: {
            "2-3":
              'It was night at {home}. Pajamas on. Story picked. {G} took {Cobj} to the bathroom. There was the sink. There was the cup. There was the towel. And there was the toothbrush, with a blob of toothpaste. "Teeth time," said {G}.',
            "4-5":
              'It was night-time at {home}. {C} had pajamas on and a story already picked out. {G} led the way into the bathroom, where the light was bright and the faucet dripped. The toothbrush waited by the sink, a little blob of minty toothpaste on top. "Teeth time," said {G}, holding it out.',
            "6-7":
              'It was late at {home}, and {C} {was} already in pajamas, with {their} favorite book waiting on the pillow. {G} switched on the bathroom light. It was very bright. The towel hung on its hook, the cup stood by the sink, and the toothbrush waited with its blob of minty toothpaste. "Teeth," said {G}. "Then story." {C} looked at the toothbrush for a long moment.',
            "8-10":
              'It was late at {home}, later than it was supposed to be. {C} {was} already in pajamas with a chapter book waiting upstairs. {G} flicked on the bathroom light, which seemed far brighter than it had any right to be. The cup stood by the sink, the towel hung slightly crooked, and the toothbrush had been loaded with toothpaste in advance. That was always a sign that someone was in a hurry. "Teeth," said {G}.',
          },
        },
        problem: {
          text: {
            "2-3":
              '"Teeth time," said {G}. "No!" said {C}, and shut {their} mouth tight. "Mm-mm!" {G} held up the toothbrush. "Mm-mm-mm!" {C} ran around the bathroom. Round and round. The towel fell down. Flop! {G} sighed. Teeth were still not clean. Not one tooth.',
            "4-5":
              '"Teeth time," said {G} again. "No!" said {C}, and shut {their} mouth tight. "Mm-mm!" {G} held out the toothbrush. "Mm-mm-mm!" {C} ran round and round the bathroom, and the towel slipped off its hook. {C} tried to shout through closed lips, but "I won\'t brush" came out as "I mon\'t mush." {G} tried hard not to laugh. Bedtime was slipping away.',
            "6-7":
              '"Teeth time," said {G} again. "No," said {C}. "I brushed this morning." "Teeth get brushed twice a day," said {G}. "No!" {C} clamped {their} mouth shut and dodged around the bathroom, and the towel came down in the chase. {G} held out the toothbrush. {C} turned away and buried {their} face in the towel. The toothpaste blob slowly slid off the brush into the sink.',
            "8-10":
              '"Teeth time," said {G} again. "No," said {C}. "I\'m too tired." "It takes two minutes." "Then it\'s two minutes I don\'t have." {C} sat on the edge of the bath with {their} mouth firmly shut. {G} held out the toothbrush. {C} studied the ceiling as if it were fascinating. The toothpaste, bored of waiting, slid gently off the brush and into the sink. Neither of them moved to rescue it. The clock in the hall kept ticking, and the chapter book stayed unread.',
          },
        },
        feeling: {
          text: {
            "2-3":
              "{C} felt tired and grumpy. Heavy eyes. Heavy legs. The toothpaste was too spicy. Hot, hot! The light was too bright. Blink, blink. {C} wanted bed. {C} wanted a cuddle. No more things to do! Just bed.",
            "4-5":
              "{C} felt tired and grumpy, the end-of-the-day kind of grumpy. {C's} eyes were heavy. {C's} legs were heavy. The bathroom light was much too bright. The toothpaste tasted spicy, like it was fizzing on {their} tongue. {C} just wanted to be in bed with {cuddly}, not doing one more thing.",
            "6-7":
              "{C} felt tired and grumpy, as if every last bit of patience had been used up hours ago. {C's} eyes stung under the bright light. The minty toothpaste burned a little. Brushing felt like one more job at the end of a day full of jobs. {C} thought, Why does everything happen right when I'm tired? It didn't seem fair at all.",
            "8-10":
              "{C} felt tired and grumpy, the particular flat grumpiness that arrives at the end of a long day. The bathroom light was aggressively bright. The toothpaste was too minty, the sort that makes your eyes water. And brushing was the last in an endless line of small, boring tasks that started at seven that morning. Part of {Cobj} knew it was silly to fight over two minutes. The rest of {Cobj} was too tired to care.",
          },
        },
        stumble: {
          text: {
            "2-3":
              '{G} put a new blob on. "Teeth time." {C} took a tiny breath. Too quick! Up came the no again. "No teeth!" {C} hid behind the towel. Oops. Peekaboo, teeth. Not yet.',
            "4-5":
              '{G} put a fresh blob of toothpaste on the brush. The no came up, but {C} took a slow breath first. "Can I have two choices?" {C} asked, and then answered before {G} could. "No brushing, or no brushing!" {G} laughed, but didn\'t put the brush down. Those were not two good choices. They were one no, said twice.',
            "6-7":
              '{G} put a fresh blob on the toothbrush and waited. {C} caught the no and breathed it out. "Can I have two choices?" {C} asked, and then supplied them. "Brush tomorrow, or brush never." {G} leaned on the sink. "Those are the same choice wearing different hats." {C} had to admit they were. Two good choices meant two that {G} could say yes to.',
            "8-10":
              '{G} reloaded the brush and held it out. {C} felt the no forming and breathed first. "I would like two options," {C} said graciously. "Option one: no brushing. Option two: brushing, but tomorrow." {G} almost smiled. "Those are the same option in two outfits." {C} knew it. Technically, it had been a very polite no. It was still a no, and the toothbrush was still waiting.',
          },
        },
        success: {
          text: {
            "2-3":
              'This time, {C} took a big, slow breath. Whoooo. "Two choices, please?" {G} held up two tubes. "Strawberry toothpaste, or minty?" "Strawberry!" "You brush, or me?" "Me!" Scrub, scrub, scrub. Top teeth. Bottom teeth. Rinse from the cup. Swish! {refrain} All clean! {G} clapped. "Shiny teeth!"',
            "4-5":
              '{C} giggled, took another slow breath and asked again. "Can I have two real choices?" {G} thought. "The strawberry toothpaste or the minty one? And you brush, or I brush?" "Strawberry," said {C}. "And I brush." Scrub, scrub, top and bottom and all the way around. A swish from the cup, and a spit in the sink. {G} checked with a flashlight. "Sparkly!"',
            "6-7":
              '{C} breathed again and asked, properly this time. "Can I have two real choices?" {G} looked in the cupboard. "The strawberry toothpaste, or the minty one? And you brush while I count, or I brush while you count?" "Strawberry, and I brush, and you count," said {C}. {G} counted to twenty, twice, and {C} scrubbed every tooth. A rinse from the cup, a spit, and done. {G} looked genuinely delighted.',
            "8-10":
              '{C} breathed again. "Fine. Real options. What if you get the strawberry toothpaste out of the cupboard? And I brush while you read the first page of my chapter out loud. If I stop, you stop." {G} was already opening the book. "You\'ve just invented story-powered teeth." It worked absurdly well. {C} brushed top, bottom and every awkward corner, and {G} read the page in a dramatic voice. A rinse from the cup, and the whole thing was done.',
          },
        },
        echo: {
          day: 1,
          time: "morning",
          place: "bedroom",
          props: ["window"],
          text: {
            "2-3":
              'In the morning, {G} had the hairbrush. Tangles! {C} took a big breath. "Two choices, please?" "Brush it yourself, or me?" "Myself!" Brush, brush, by the window. Gently, gently. "All smooth," said {C}. Clever {name}!',
            "4-5":
              'The next morning, {G} came in with the hairbrush, and {C} saw the tangles in the mirror. The no started to wriggle up, and out it came: "No brushing!" Then {C} stopped, breathed, and said what {C} meant. "I don\'t like it when it pulls." "You brush, or I brush?" asked {G}. "Me, gently!" So {C} brushed {their} own hair by the window, gently around the tangles. Not a single no.',
            "6-7":
              'The next morning, {G} appeared with the hairbrush, and {C} felt the familiar no start up. Hair tangles were even worse than toothpaste. But {C} breathed first, and came up with the two choices before {G} could. "I brush it myself, or you do it with the spray. I pick myself." {G} handed over the brush, and {C} stood by the window working out the knots, slowly and carefully, with no fuss at all.',
            "8-10":
              "The next morning, {G} came in holding the hairbrush with a hopeful expression. {C} felt the no load up. Then {C} breathed and said, \"I'll do it myself by the window where the light's good, and you can check the back.\" {G} handed it over, clearly impressed. The tangles were dealt with in three minutes, with only one small yelp. Nobody had to chase anybody around the bedroom. {G} checked the back and declared it excellent.",
          },
        },
        ending: {
          time: "night",
          place: "bedroom",
          props: ["bed"],
          text: {
            "2-3":
              'At the end of the day, {name} was in bed. Clean teeth. Cozy blanket. {G} read the story. {C} yawned a big yawn. "One more story, or a song?" asked {G}. "A song," whispered {C}. La, la, la. Sleep tight, {name}.',
            "4-5":
              'At the end of the day, {name} was snug in bed with clean, strawberry-smelling teeth. {G} read the story, and this time there was time for two. {C} yawned a giant yawn and hugged {theCuddly}. "Goodnight, my good chooser," whispered {G}. {name} was already drifting off, smiling a small, sleepy smile.',
            "6-7":
              'At the end of the day, {name} lay in bed with clean teeth and a calm, heavy body. {G} read the story slowly, and {name\'s} eyes grew heavier with every page. "You made brushing easy tonight," {G} whispered at the end. {name} smiled sleepily. It was nice, being the one who found the way through. The lamp clicked off.',
            "8-10":
              'At the end of the day, {name} lay in bed, teeth clean, listening to {G} read the rest of the chapter in the same dramatic voice. It was a ridiculous voice. {name} loved it. Somewhere around the second page, {their} eyes closed. {G} marked the place in the book and switched off the lamp. "Goodnight, {name}," {G} whispered. The house settled into quiet, and the toothbrush dried by the sink.',
          },
        },
      },
    },
  ],
};
