import type { BehaviorStory } from "../episode-types";

/** Fear: facing something that feels scary, one small step at a time (the Brave Steps). */
export const fear: BehaviorStory | null = {
  childTerms: "feeling scared of something and being brave in small steps",
  strategy: {
    name: "the Brave Steps",
    steps: ["Say what you see and how you feel", "Take one slow balloon breath", "Take one small brave step, and hold a hand if you like"],
    why: "Naming the scary thing and the feeling turns a big blur into something specific. A slow breath out calms the body's alarm. Small steps, at the child's pace and with a hand to hold, let the child find out that the thing is safe, instead of being told.",
    refrain: "Name it, breathe it, one small step.",
    toddlerSteps: ["Take a balloon breath", "One small step, holding a hand"],
    smallFirstStep: 'Say what you see, out loud: "I see the dog"',
  },
  // Other words for a dog, a crash or the body's alarm, where a parent asks to leave them out.
  insteadOf: [
    [/\ba stack of dog-eared books\b/g, "a stack of well-read books"],
    [/\bswoosh and crash\. Crash! So loud!/g, "swoosh and swoosh. So big!"],
    [/\bcurling over and crashing in long white lines\b/g, "curling over and tumbling in long white lines"],
    [/\beach with a big, white, crashing edge\b/g, "each with a big, white, foamy edge"],
    [/\bEvery crash set the alarm off again\b/g, "Every wave set the worry off again"],
    [/\bcalms the body\'s alarm\b/g, "calms the body down"],
    [/\btells your body the alarm can be quieter\b/g, "tells your body it can be calmer"],
  ],
  titles: ["{name} and the Brave Steps", "One Small Step, {name}", "{name} Finds the Brave Steps", "{name} and {Hfull} Take a Small Step"],
  // Ages 8-10, the two-tries shape's first try alone: this behavior's own wrong tries (never another behavior's paragraph).
  firstTry:
    "{C} tried being brave the way people in films are brave: chin up, no looking. It lasted about three seconds. Then {C} tried thinking about something else entirely, which somehow meant thinking about nothing but the scary thing. The {feeling} feeling was very good at hide-and-seek. Brave, {C} suspected, needed more of a plan than a chin.",
  scenes: {
    helper: [
      {
        text: {
          "2-3":
            'Then {Hintro}, came close. Slowly, softly, close by. "Hello, {name}," {H} said. "That looks scary." {C} held on tight. Yes. Very scary. "Being scared is okay," said {H}. "Everybody gets scared. I know some brave steps. Little ones." {C} peeked out. Little steps? Maybe.',
          "4-5":
            'Just then, {Hintro}, came close and stayed close. "Hello, {name}," {H} said gently. "Something feels scary right now, doesn\'t it?" {name} nodded without looking up. "Being scared doesn\'t mean you\'re not brave," said {H}. "Brave is what you do while you\'re scared. And you don\'t have to do it all at once. I know some very small brave steps."',
          "6-7":
            'That was when {Hintro}, came close, moving slowly so as not to startle anyone. "That\'s a big scared feeling," {H} said quietly. "I can see it from here." {C} didn\'t answer. {C\'s} heart was still thumping. "Here\'s a secret," said {H}. "Brave people feel scared too. They just take a very small step anyway. Not a giant leap. One small step, and then another."',
          "8-10":
            'That was when {Hintro}, came close, taking in the situation without any fuss. "Being {feeling} right now makes complete sense," {H} said. {C} looked up, surprised. {C} had been expecting the usual line about there being nothing to worry about. "Fear is your body\'s alarm," {H} went on. "It\'s good at its job. It just goes off a bit too loudly sometimes. You can turn it down, though. One notch at a time."',
        },
      },
      {
        text: {
          "2-3":
            'Who was that? Quiet as a whisper, here came {Hintro}. {H} came close. Slow, slow. "I see a scared face," {H} whispered. "Scared is a big feeling." {C} held on tight. "I have a brave trick," said {H}. "It is small. Small and easy. Shall we try?"',
          "4-5":
            'Then {Hintro}, came quietly close. {H} didn\'t laugh, and didn\'t say it was nothing. {H} just said, "Wow. That feels really scary to you." {C} nodded hard. "It is scary," {C} said in a small voice. "I believe you," said {H}. "And I know something that helps a scared feeling get smaller. It\'s called the Brave Steps."',
          "6-7":
            'Then {Hintro}, came close and waited. No rushing, no telling {name} it was silly. After a while, {H} said, "Your body is ringing its alarm bell. That\'s what bodies do when something feels big." {C} swallowed hard. "I want it to stop." "It will get quieter," said {H}. "There\'s a way to help it along. It starts with saying what\'s really there."',
          "8-10":
            'Then {Hintro}, appeared at {name\'s} side and said nothing at all for a moment, which was oddly helpful. "Can I tell you something about fear?" {H} asked eventually. "It\'s a terrible guesser. It always guesses the worst thing." {C} almost smiled. "So what do I do, ignore it?" "No," said {H}. "You check its guesses. Small step by small step. Fear hates evidence." {C} had never thought of fear as something you could argue with.',
        },
      },
      {
        text: {
          "2-3":
            '{H} {Harrive}. {H} looked at {C\'s} hands. Tight, tight fists! "Oh," said {H}. "I get tight hands too. When thunder goes boom." {C} looked up. {H} gets scared too? "Yes," said {H}. "So I made some brave steps. Teeny ones."',
          "4-5":
            'Just then, {Hintro}, {Harrive}. {H} looked at {name}, then at the scary thing, and sat down right beside {Cobj}. "Do you know what I\'m scared of?" {H} whispered. "Thunder. Every single time. Boom, and I want to hide under a blanket." {C} stared. "You get scared?" "Everybody does," said {H}. "I just found some small brave steps that help. Want to see?"',
          "6-7":
            'That was when {Hintro}, {Harrive}. {H} didn\'t tell {name} to be brave. Instead, {hs} asked a question. "If the scary feeling were a number from one to ten, what would it be?" {C} thought about it. "Eleven." "Eleven," said {H}, taking it completely seriously. "That\'s a big number. We don\'t need to get it to zero. We only need to get it down by one. And I know how to start."',
          "8-10":
            'That was when {Hintro}, {Harrive}. {H} had a confession ready. "I was scared of the dark until I was embarrassingly old," {H} said. "I was sure something lived in the corner, and that it had opinions about me." {C} gave a surprised half laugh. "Did it?" "Never once," said {H}. "But telling myself not to be silly never helped. What helped was doing it in tiny pieces. Fear is like cold water. You don\'t have to jump in. You can go one toe at a time."',
        },
      },
    ],
    strategy: [
      {
        text: {
          "2-3":
            '"These are the Brave Steps," said {H}. "First, a balloon breath, slow as a floating bird." Whoosh! {C} blew a big, slow balloon. Whoooosh. "Then one small step. You can hold a hand." Step! Just one. A little brave glow began inside, like a tiny lamp. Together they said it. {refrain}',
          "4-5":
            '"These are the Brave Steps," said {H}. "One: say what you see and how you feel. Two: a slow balloon breath. Three: one small brave step. Just one." {C} tried the first part in a whisper. "There\'s a big thing, and I feel {feeling}." Then a balloon breath, slow as a bird gliding. "Good," said {H}. "Together, we\'ll find your small step." A tiny brave feeling began to glow in {C\'s} tummy, like a night-light switching on.',
          "6-7":
            '"I call them the Brave Steps," {H} explained. "First, you say what you see and how you feel. Naming a fear shrinks it, because your brain stops guessing. Then a slow balloon breath, which tells your body the alarm can be quieter. Then one small step, only as big as you can manage." {C} tried naming it. "I feel {feeling}," {C} said. It was strange to say out loud, and somehow a tiny bit better. Together they tried the breath, slow as a bird gliding. Somewhere inside, a small brave feeling started to glow.',
          "8-10":
            '"The Brave Steps," said {H}. "Three of them. Name it: what\'s actually there, and what you feel about it. Breathe it: one slow balloon breath, longer out than in, so your body gets the message. Then one small step, and you decide how small. Nobody gets to rush you." {C} thought about it. It sounded too simple to work, which usually meant it would be annoying. Still, {C} tried the breath, slow as a bird gliding on warm air. Together they did it twice. The alarm went down one notch. It wasn\'t a dramatic change, more like the glow of a dimmer switch being turned, but {C} noticed it. "So I just do that every time?" {C} asked, still a little suspicious. "Every time," said {H}. "It gets faster with practice."',
        },
      },
      {
        text: {
          "2-3":
            '{H} showed {Cobj} the Brave Steps. "Blow a big balloon. Big, big, big!" {C} blew. Whoosh! "Now one tiny step. Tiny as a bird hop. Hold on to me." Hop! "You did it," said {H}. A brave little glow started inside. Together they said it. {refrain}',
          "4-5":
            '{H} had a plan called the Brave Steps. "First, we name it," {H} said. "What can you see? How do you feel?" {name} whispered the answers. "Next, a balloon breath. In slowly, then out, slow, slow, slow." {C\'s} breath came out wobbly at first, then smoother. "Last, one small step. As small as a bird\'s hop." Together they looked for the smallest step there was. Even thinking about it made a little brave glow start up inside.',
          "6-7":
            "{H} explained the Brave Steps one at a time. \"Name it. Say exactly what's there, and exactly how you feel. Breathe it. One balloon breath, slow in and slower out. Then step. One small step, the size of a bird's hop, not a kangaroo's.\" {C} laughed a little, which surprised both of them. Together they practiced the naming part. The words made the fear sound smaller, like a glow-worm instead of a bonfire.",
          "8-10":
            '{H} laid out the Brave Steps. "One: name it. Not \'it\'s horrible\', but what\'s actually there. Two: breathe it. A balloon breath, slow out, so your heart stops sprinting. Three: step it. One small step, and you choose the size." {C} frowned. "What if I can\'t do the step?" "Then you pick a smaller one," said {H}. "There\'s always a smaller one. No bird flies on its first hop." Together they tried the breath. It helped more than {C} wanted to admit. Somewhere under the fear, a small, stubborn glow of courage switched on, like a pilot light.',
        },
      },
      {
        text: {
          "2-3":
            '"Let\'s do the Brave Steps, like brave turtles," said {H}. "Turtle breath first. Big balloon, slow." {C} breathed in. Whoosh, out. "Now one turtle step. Just one. Hold a hand." Step! Slow as a turtle. A little brave glow. {refrain}',
          "4-5":
            '"Let\'s do the Brave Steps the turtle way," said {H}. "A turtle pokes its head out and has a look. So first, you say what you see, and how you feel." {C} peeked. "I see it. I feel {feeling}." "Then the turtle takes a big, slow breath, like blowing up a balloon." {C} blew, slow and long. "And then the turtle takes one small step. Not a run. A turtle step. And if you want, you can hold a hand." {C} looked at the scary thing, then at the smallest step there was. A turtle step seemed possible.',
          "6-7":
            '{H} explained the Brave Steps with a ladder. "Imagine the scary thing is at the top of a ladder. You don\'t jump to the top. You go one rung at a time." {C} pictured it. "Rung one: say what you see and how you feel, out loud or in a whisper. Rung two: a slow balloon breath, out longer than in. Rung three: one small step, as small as you like, holding a hand if you want." {C} thought about the very bottom rung. "What if I only get to rung two?" "Then you\'re two rungs higher than before," said {H}.',
          "8-10":
            '"Think of fear as a guard dog," said {H}. "Loyal. Very loud. Barks at the mail carrier every single day." {C} snorted. "The Brave Steps are how you introduce the dog to the mail carrier. One: name it. Say what\'s really there, and what you feel, without the dramatic extras. Two: one slow balloon breath, so your body stops barking. Three: one small step, chosen by you, with a hand to hold if you want one." "And the dog calms down?" "Not instantly," said {H}. "But every step is evidence. Eventually the dog gets bored of barking at something that keeps not biting."',
        },
      },
      {
        text: {
          "2-3":
            '{H} held {C\'s} hand. "The Brave Steps. Balloon breath first." They blew together. Whoooosh. "Now one little step. Hold my hand." Tap went one foot, light as a bird. Just one. "That is brave," said {H}. {C} stood a bit taller. {refrain}',
          "4-5":
            '{H} drew a ladder in the air with one finger. "The Brave Steps are like a ladder," {hs} said. "You never jump to the top. Bottom rung: say what you see and how you feel." {C} said it, very quietly. "Next rung: a slow balloon breath." {C} blew one. "Top rung, for today: one small brave step. You can hold a hand." {C} looked at the ladder that wasn\'t there and decided the first rung looked quite low.',
          "6-7":
            '"Scared is your body\'s alarm," said {H}. "It\'s a good alarm. It just rings a bit loud sometimes. The Brave Steps turn the volume down. First, say what you see and how you feel, out loud, so the alarm knows you\'ve heard it. Then one slow balloon breath. Then one small step, only one, and you can hold a hand." {C} thought about it. "I don\'t have to do the whole scary thing?" "Not today," said {H}. "Just the next small bit."',
          "8-10":
            '"Here\'s the thing about brave," said {H}. "It isn\'t not being scared. It\'s being scared and taking one small step anyway. So, the Brave Steps. One: name it, out loud, what you see and how you feel. Naming it shrinks it. Two: one slow balloon breath, to tell your body the alarm has been heard. Three: one small step. Small. Hand-holding allowed." {C} weighed this up. "So the plan is to be a bit brave, not very brave." "Exactly," said {H}. "Very brave is just a lot of a-bit-braves in a row."',
        },
      },
    ],
    practice: [
      {
        text: {
          "2-3":
            "They practiced on something easy first. Whoosh went the balloon breath. Hop went one small step, right up close to {H}. Easy peasy! Then {C} tried it on the big thing, from far away, holding on tight. Whoosh. Hop. Slow and brave. {refrain}",
          "4-5":
            'First they practiced on something easy. "I see {H}," said {C}. "I feel happy." Balloon breath. Then one small step, right up close to {H}. That was easy. Then they tried it with the real thing, from far away. "I see it. I feel {feeling}." Balloon breath. No step yet, and that was all right. Practice counted too.',
          "6-7":
            'They practiced on something easy first. "I see {H}. I feel fine," {C} said, and took a giant step closer, just to be silly. Then they practiced with the real thing, from a safe distance. "I see it. I feel {feeling}." The balloon breath went in slowly and out even more slowly. {C} didn\'t take a step yet. {H} said that naming and breathing were already two-thirds of the way there.',
          "8-10":
            'They did a dry run first, on something harmless. "I see {H}. I feel mildly entertained," {C} reported, and {H} pretended to be offended. Then they tried it properly, from a distance. {C} named what was there, plainly, without adding anything. Then one long balloon breath. No step yet, and {H} didn\'t push. "Naming and breathing first," {H} said. "Steps come when you\'re ready." The alarm in {C\'s} chest had gone from a siren to a doorbell. {C} decided that a doorbell was something you could live with.',
        },
      },
      {
        text: {
          "2-3":
            "{H} had a game with tiny steps. Mouse steps. Ant steps. Teeny, teeny! First, a pretend balloon. Whoooo! Bigger, bigger! Pop! Then one ant step, holding on tight. Tip, tap. One ant step is still brave. Then a mouse step. Brave again! {refrain}",
          "4-5":
            'Next, {H} opened a pretend step shop. "Today we have giant steps, frog steps and ant steps," {H} announced. {C} tried a giant step first, for fun, and nearly toppled over. Then {C} said, "I see it, and I feel {feeling}," and blew one long balloon breath. "One ant step, please," said {C}. {H} nodded, very serious. "Excellent choice. Ant steps are our bravest size."',
          "6-7":
            'Then {H} opened a pretend step shop, with giant, frog and ant sizes. {C} tested a giant step first and wobbled so much that {H} pretended to call for help. Then came the real practice. "I see it. I feel {feeling}," {C} said, and blew a balloon breath, slow enough to float. Which size, though? {C} thought about it. A giant step was showing off. An ant step was still a step. "Ant, please," said {C}.',
          "8-10":
            'For the practice round, {H} offered live commentary, like a football match on the radio. "And {name} steps up. A tense moment here." {C} tried not to laugh and named it: "I see it. I feel {feeling}." "A textbook start," murmured {H}. Then one balloon breath, slow and long. "The crowd holds its breath," whispered {H}. Then {C} chose one step, so small it barely counted. "It counts!" cried {H}. "What a step!" By now, {C} {was} laughing. Oddly, the commentary made the thing feel smaller, like something on a screen.',
        },
      },
      {
        text: {
          "2-3":
            '{H} made a pretend bridge. Just a scarf on the floor! "Wobbly bridge," said {H}. {C} took a balloon breath. Whoosh! Then one step on the bridge, holding on tight. Wobble! Then one more. "Brave feet!" said {H}. {refrain}',
          "4-5":
            'For practice, {H} laid a scarf on the floor and called it the Crocodile River Bridge. {C} stood at one end. "What do you see?" asked {H}. "A bridge. And a pretend crocodile," said {C}. "And I feel a little bit scared." "Balloon breath," said {H}. Whoosh. Then {C} put one foot on the bridge, holding on to {H}. The crocodile, played by a cushion, did absolutely nothing. "Snap?" suggested {C}. "No snap," said {H}. "Just one brave step."',
          "6-7":
            'They practiced with a pretend expedition. {H} was the guide, and {C} {was} the explorer, crossing a jungle of cushions. At each scary spot, a pretend snake, a pretend rope bridge, a pretend dark cave, the explorer stopped and said it out loud: "I see a snake. I feel nervous." Then a long balloon breath. Then one small step forward, holding on to the guide. By the cave, {C} {was} naming things in a deep explorer voice. "I see a cave. I feel... fairly brave." {H} wrote that down in an invisible notebook.',
          "8-10":
            'For practice, they ranked fears from one to ten, from "spider in the bathtub" (six) to "a goat looking at me funny" (two, but a strong two). {C} picked the goat to start, and ran the Brave Steps on it out loud. "I see a goat. I feel mildly judged." Balloon breath. One imaginary step closer to the goat. Then a four. Then a five, which was harder, and {C} stopped, breathed again, and took a step so small {H} pretended to need a magnifying glass to see it. "That counts," said {H}. "Everything counts. That\'s the whole point."',
        },
      },
      {
        text: {
          "2-3":
            '{H} made a pillow Grumble. It had sock eyes and a leaf for a nose! "Grr," said the pillow Grumble, very softly. {C} blew a balloon breath. Then one small step, holding {H\'s} hand. Pat, pat. {C} patted the Grumble. It fell over! {C} giggled. {refrain}',
          "4-5":
            'For practice, {H} built a pretend scary thing out of cushions, with two socks for eyes. "It\'s a Grumblewump," {hs} said. {C} said, "I see a Grumblewump, and I feel a bit wobbly." Then came a balloon breath, slow and long. Then one small step, holding {H\'s} hand. Then another. When {C} got close enough to touch it, the Grumblewump fell over with a soft flump, and {C} laughed so hard it was hard to stand up.',
          "6-7":
            'They practiced with something only a little bit scary: the dark space under the bed. {C} named it. "I see a dark gap, and I feel a bit jumpy." One balloon breath. Then one small step: {C} lay flat and shone a flashlight under there. Dust. A sock. A very old raisin. "Very alarming," said {H}, gravely. {C} laughed, and the under-the-bed feeling shrank to the size of the raisin.',
          "8-10":
            'For practice, {H} suggested a fear scale. "Give it a number. One is a butterfly, ten is a volcano." {C} gave the spider on the ceiling a six, named it out loud, breathed, and took one step closer. Then it was a five. Another breath, another step: four. "It\'s like bargaining," said {C}, "except with my own brain." "That\'s exactly what it is," said {H}. The spider, unaware of its falling score, went on with its day.',
        },
      },
    ],
    celebration: [
      {
        text: {
          "2-3":
            '{H} cheered and cheered. "You did it, {name}! You said it. You breathed. You took a brave step!" {name} stood up tall. {C} felt brave. Brave and proud. {C\'s} tummy felt calm now. Calm and warm. Hooray for small, small steps!',
          "4-5":
            "{H} gave {name} the biggest cheer. \"You were scared, and you did it anyway. That's what brave means!\" {name} felt proud, proud enough to glow. The scared feeling hadn't gone away completely, but it was small now, small enough to fit in a pocket. And {C} knew how to make it smaller again, whenever it came back.",
          "6-7":
            '"Do you see what you did?" {H} said quietly. "You felt {feeling}, and you didn\'t run away from it. You named it, you breathed, and you took a step you chose yourself." {C} grinned. It was true. The fear hadn\'t made the decisions this time. {C} had. That felt like finding out you were taller than you thought, and {C} stood up a little straighter.',
          "8-10":
            '{H} looked genuinely impressed. "You know what the hard part was?" {H} asked, and waited for a guess. "Not the step. The step was small. The hard part was staying put long enough to take it." {C} hadn\'t thought of it like that. The {feeling} feeling was still there in the background, like music in another room. But it wasn\'t in charge anymore. {C} {was}. That was a new feeling, and {C} liked it a lot. It felt like the first morning of a vacation, when everything seems possible.',
        },
      },
      {
        text: {
          "2-3":
            '{G} smiled a big smile. "You were so brave, {name}!" {name} smiled too. A wobbly smile, then a big one. {H} did a happy little dance. {C} felt strong. Strong like a big lion. Name it, breathe it, step. {C} could do it!',
          "4-5":
            '{G} gave {name} a big hug. "I saw that," {G} said. "You felt {feeling}, and you still took a brave step. I\'m so proud of you." {C} felt a warm, fizzy, proud feeling all the way to {their} fingertips. {H} gave a happy nod. Small steps, it turned out, could add up to something big.',
          "6-7":
            '{G} had watched the whole thing. "That was real bravery," {G} said. "Not the pretend kind where you say you\'re not scared. The real kind, where you\'re scared and you do it anyway." {C} felt proud, a steady, solid sort of proud. {H} winked. {C} looked back at the thing that had seemed so big. It was still there. It just didn\'t look quite so enormous anymore.',
          "8-10":
            "{G} didn't make a huge fuss, which {C} appreciated. {G} just said, quietly, \"That was brave. Properly brave.\" Then, after a moment: \"You picked your own step, too. I noticed.\" {C} shrugged, but couldn't quite stop a grin. The fear hadn't vanished. It had just been put in its place, like a loud dog that finally sits when asked. {H} caught {C's} eye and nodded once, as if to say: exactly. {C} nodded back, like two people who had just pulled off something difficult together.",
        },
      },
      {
        text: {
          "2-3":
            '{H} had a pretend brave-meter. Beep, beep, beep! Up it went. Up, up, up! "Wow," said {H}. "Too brave to measure!" {G} smiled a proud smile. {C} stood up tall. {C} felt big inside. Big and brave. Small steps. Big brave. Hooray for {name}!',
          "4-5":
            '{H} pretended to read a brave-meter. "Beep, beep... oh my. It\'s gone right off the top!" {G} peered at the pretend dial too. "I could have told you that," {G} said. "You were {feeling}, and you still took your step." {C} giggled, feeling warm and fizzy with pride from head to toes. The meter, {H} decided, would need new batteries.',
          "6-7":
            '{H} pretended to check a brave-meter, squinting at it seriously. "Hmm. That reading is too high. This thing is clearly broken." {G} laughed and pushed the brave-meter away. "It\'s not broken," {G} said. "That was a big step, and I saw every bit of it." {C} felt proud, but not the way {C} expected. The pride wasn\'t about having no fear. It was about being {feeling} and choosing the step anyway, and that felt much bigger.',
          "8-10":
            '{H} made a show of consulting an invisible brave-meter. "Readings are off the scale," {H} reported solemnly. "Possibly a fault." "No fault," said {G}. "I watched. That was the real thing." {C} tried to look modest, which is difficult with a grin that size. The odd part was that the fear hadn\'t vanished at all. It had just stopped being the boss. {C} had listened to it, thanked it for the warning, and then taken a step anyway. That, {C} decided, was the whole trick.',
        },
      },
      {
        text: {
          "2-3":
            '{G} scooped {name} up. "You were so brave!" Up, up, up! {C} felt big. Brave and big, like a tall tree. {H} did a happy wiggle. Balloon breath. One small step. {C} could do it! {refrain}',
          "4-5":
            '"Can I tell you what I saw?" said {G}. "I saw someone who was scared, and did it anyway, one little step at a time. That\'s the bravest kind of brave." {C} felt a glow all the way to {C\'s} fingertips. {H} gave a little bow. The scary thing hadn\'t vanished. But it had got smaller, and {C} had got bigger.',
          "6-7":
            "{G} didn't make a big fuss, which was exactly right. {G} just squeezed {name's} hand and said, \"One step at a time. You did it.\" {C} felt a quiet, solid kind of proud, like standing on a rock. {H} grinned. Being scared hadn't gone away. It had just stopped being the boss.",
          "8-10":
            '"Scale of one to ten," said {G}. "How scary was that?" "Started at eight," said {C}. "Finished at about three." "That\'s a five-point drop," said {G}. "In one go." {C} hadn\'t thought of it as math, but it was. Brave, it turned out, could be measured, and {C} had more of it than expected. {H} looked suitably impressed.',
        },
      },
    ],
  },
  talkAbout: [
    "Can you remember the Brave Steps?",
    "What is something that feels scary to you? What could a small step be?",
    "Where in your body do you feel it when you are scared?",
    "What did {name} say to name the scary thing?",
    "Whose hand could you hold for a brave step?",
    "How did {name} feel after taking a small step?",
  ],
  episodes: [
    {
      id: "big-dog",
      moment: "meeting a big dog at the park",
      place: "park",
      time: "evening",
      props: ["dog", "ball", "swing"],
      other: { role: "friend", kind: "child" },
      feeling: ["scared", "frightened"],
      summary: "{C} is scared of a friend's big, bouncy dog at the park",
      object: "dog",
      talkAbout: "What small step did {name} choose with Biscuit the dog?",
      scenes: {
        opening: {
          text: {
            "2-3":
              "After tea, {G} and {name} went to the park. Swing, swing! Whee! Then {C} saw {C's} friend {O}. And {O} had a dog. A big dog! A big, fluffy dog called Biscuit. Woof! Biscuit had a ball in his mouth.",
            "4-5":
              "After dinner, {G} took {name} to the park for a quick swing before bed. The sky was turning pink. Then {C} spotted {C's} friend {O} by the gate, holding a lead. On the end of the lead was Biscuit: a big, shaggy, yellow dog with a tail like a feather duster and a ball in his mouth.",
            "6-7":
              "On warm evenings, {G} and {name} sometimes went to the park after dinner, while the sky turned pink and the swings were nearly empty. This evening, {C's} friend {O} was there too, with a new family member. Biscuit was a huge, shaggy dog with a feathery tail and a slobbery tennis ball. \"He's still a puppy, really,\" {O} said proudly. He did not look like a puppy.",
            "8-10":
              "Evenings at the park were {C's} favorite: the swings empty, the sky going orange, nobody hogging the climbing frame. This evening, though, {C's} friend {O} turned up with a surprise. Biscuit was a rescue dog, enormous, shaggy, and about as graceful as a sofa falling downstairs. \"He's really friendly,\" {O} said. {C} had heard that sentence before, usually just before something jumped up.",
          },
        },
        problem: {
          text: {
            "2-3":
              'Biscuit ran over. Woof, woof! Wag, wag! {C} jumped off the swing. {C} ran to {G}. Up, up into {G\'s} arms. "No dog! No dog!" {name} cried. {C} would not get down. {O} looked sad. "Biscuit is nice," said {O}.',
            "4-5":
              'Biscuit saw {name} and bounded over, woofing happily. {C} yelled, jumped off the swing and ran to {G}. "Pick me up! Pick me up!" {name} climbed up {G} like a tree and wouldn\'t come down. Biscuit sat and tilted his head, confused. {O} looked a bit sad. "He only wants to play," said {O}.',
            "6-7":
              'Biscuit spotted {name}, dropped his ball and came galloping over to say hello. {C} leapt off the swing and scrambled behind {G}, clinging on and crying. "Make him go away!" Biscuit skidded to a stop and sat, tail sweeping the grass, looking puzzled. {O} called him back. {C} wouldn\'t come out from behind {G}, not even when Biscuit was back on his lead.',
            "8-10":
              'Biscuit took one look at {name} and decided this was his new best friend. He came bounding over, ears flapping. {C} {was} off the swing before anyone could blink, gripping {G\'s} jacket from behind, heart pounding. "Can you hold him? Please hold him!" {O} grabbed the lead. Biscuit sat, confused. {C} stayed behind {G}, face hot, hating that everyone was looking.',
          },
        },
        feeling: {
          text: {
            "2-3":
              "{C} felt scared. So scared! Biscuit was big. Biscuit was loud. Woof! {C's} heart went thump, thump. {C's} legs felt wobbly. {C} hid {their} face in {G's} coat. Dogs were too big. Too jumpy!",
            "4-5":
              "{C} felt scared, scared all the way through. Biscuit was so big and so bouncy, and {C} didn't know what he would do next. Would he jump? Would he knock {Cobj} over? {C's} heart was thumping like a drum, and {C's} hands held on to {G} tight, tight, tight.",
            "6-7":
              "{C} felt frightened, the kind of frightened that takes over your whole body. {C's} heart was hammering and {C's} legs wanted to run. Biscuit was so big, and so fast, and {C} couldn't tell what he would do. Would he jump up? Knock {Cobj} flat? It didn't matter that {O} said he was friendly. {C's} body didn't believe it.",
            "8-10":
              "{C} felt frightened, and embarrassed about being frightened, which was a great combination. Big dogs had always done this: the sudden movement, the size, the not knowing. {C's} brain knew {O's} dog was friendly. {C's} body had not been informed. Heart racing, hands shaking, the urge to run. Fear, it turned out, didn't care what you knew. It just went off.",
          },
        },
        stumble: {
          text: {
            "2-3":
              '{G} put {name} down. "I see a dog," said {C}. "I feel scared." Whoosh went the breath. Then Biscuit barked. Woof! Back up went {C}. Oh! That step was too big. Too close. "A smaller step," said {H}.',
            "4-5":
              '{G} set {name} down on the grass. {C} tried the first part: "I see a big dog. I feel scared." Then a balloon breath. So far, so good. But then {C} tried to walk right up to Biscuit, all at once, and Biscuit gave one loud, happy woof. {C} ran straight back to {G}. That step had been much too big.',
            "6-7":
              '{C} tried the Brave Steps. "I see a big dog called Biscuit. I feel frightened." One balloon breath. Then {C} decided to be really brave and walk right up and stroke him. Three steps in, Biscuit stood up, tail wagging wildly, and {C\'s} nerve ran out. {C} dashed back behind {G}. "I can\'t," {C} said. "That step was too big," said {H} gently.',
            "8-10":
              '{C} did the first two steps properly. "I see a big dog who is on a leash. I feel frightened." A long balloon breath. Then, mostly to get it over with, {C} marched straight towards Biscuit to pat him. Halfway there Biscuit stood up, delighted, and {C\'s} courage evaporated. {C} retreated at speed. "Too big a step," {H} said. "You skipped about nine smaller ones."',
          },
        },
        success: {
          text: {
            "2-3":
              '{C} tried again. "I see Biscuit. I feel scared." Whoosh! Balloon breath. Then one small step: {C} rolled the ball. Roll, roll! Biscuit ran after it. Wag, wag! {refrain} {O} cheered. Biscuit brought the ball back.',
            "4-5":
              "So {C} tried again, with a smaller step. \"I see Biscuit. He's big and I feel scared.\" Balloon breath. Then {C} picked a tiny step: standing next to {G} while {O} held Biscuit's lead. Then another: rolling the ball, very gently, across the grass. Biscuit chased it, tail going round and round. {C} laughed out loud. {O} clapped.",
            "6-7":
              "So {C} chose a smaller step. First the naming: \"I see Biscuit. He's big, and he's on a leash. I feel frightened, but a bit less.\" Then a long balloon breath. Then the small step: {C} asked {O} to make Biscuit sit, and stood a few steps away. Biscuit sat, thumping his tail. {C} rolled the tennis ball. Biscuit brought it back and dropped it, very politely, at {C's} feet.",
            "8-10":
              'This time {C} designed the steps {themself}, like levels in a game. Level one: stand ten steps away while Biscuit sits. Done. Level two: roll the ball to him. Done, and Biscuit brought it back, tail going like a propeller. Level three: let him sniff a closed hand. {C} named it, breathed, and held out a fist. A cold nose bumped it. "He likes you," said {O}. "Obviously," said {C}, shaking only slightly.',
          },
        },
        echo: {
          day: 1,
          time: "afternoon",
          place: "street",
          text: {
            "2-3":
              'The next day, a little dog came down the street. Yap, yap! {C} held {G\'s} hand. "I see a dog. I feel a bit scared." Whoosh! Then one small step. {C} waved. Hello, dog! The little dog wagged. {C} did it all by {themself}!',
            "4-5":
              "The next afternoon, on the way home from the shops, a little dog on a leash trotted towards them. {C's} tummy did a flip. But {C} knew what to do. \"I see a small dog. I feel a bit scared.\" Balloon breath. Then one small step: {C} said hello to the dog's owner, and the little dog wagged its whole bottom.",
            "6-7":
              'The next afternoon, on the walk home from school, a small, noisy dog came yapping along the sidewalk on its leash, its owner close behind. Not long ago {C} would have run. Instead {C} stopped, held {G\'s} hand, and did the steps in a whisper. "I see a little dog. I feel a bit scared." Balloon breath. "He\'s friendly," said the owner. "Would you like to say hello?" {C} looked up at {G}, who nodded. Small step: {C} let it sniff the back of {their} hand. It sneezed, which made everyone laugh.',
            "8-10":
              "The next afternoon, walking home past {world}, {C} saw a large dog coming the other way on a leash. The old urge to cross the road kicked in. Instead, {C} ran the steps quietly. Name it: big dog on a leash, relaxed owner, and a nervous feeling. Breathe. Then a level-one step: keep walking, on the same sidewalk. The dog ignored {Cobj} completely, which was almost insulting.",
          },
        },
        ending: {
          place: "living room",
          text: {
            "2-3":
              'That evening, {name} snuggled on the sofa with {G}. "I rolled the ball to Biscuit," said {name}. "You did," said {G}. "Brave, brave {name}." {name} smiled a sleepy, proud smile. Maybe dogs could be fun after all.',
            "4-5":
              'That evening, curled up on the sofa, {name} told {G} about Biscuit all over again. "He chased the ball! And I wasn\'t even that scared." {G} pulled the blanket over both of them. "You were scared, and you did it anyway," {G} said. "That\'s the bravest kind." {name} yawned a big, proud yawn, and dreamed of tennis balls.',
            "6-7":
              'That evening, {name} drew a picture of Biscuit with an enormous tennis ball. "Can we go to the park with {O} again?" {name} asked. {G} smiled and said, "To see Biscuit?" "Maybe," said {name}. "From a few steps away. Then closer." {G} pinned the drawing on the fridge, right in the middle, where brave things belong.',
            "8-10":
              'That evening, {name} asked {G} whether {O} would be at the park again tomorrow. "Because I\'d like to try level four," {name} said. "Throwing the ball." {G} smiled and didn\'t make a big deal of it, which was exactly right. {name} went to bed tired and quietly proud, already planning the levels after that, and the one after that, all the way up to a proper pat.',
          },
        },
      },
    },
    {
      id: "thunderstorm",
      moment: "the thunderstorm at night",
      place: "bedroom",
      time: "night",
      props: ["window", "blanket", "night-light"],
      feeling: ["scared", "afraid"],
      summary: "{C} is scared of the thunder and won't stay in bed during a storm",
      object: "thunder",
      talkAbout: "What could you say to the thunder next time there is a storm?",
      scenes: {
        opening: {
          text: {
            "2-3":
              "It was night at {home}. {C} {was} snug in bed. The night-light glowed. Pitter, patter went the rain on the window. {G} said goodnight. Then... flash! The room went white. And then, boom! Thunder!",
            "4-5":
              'It was bedtime at {home}, and the wind was blowing hard. Rain rattled against the window like handfuls of peas. {G} tucked {name} in, switched on the night-light and said, "It\'s only a storm. It will pass." {C} pulled the blanket up to {their} nose. Then the whole room flashed white, and a huge crack of thunder shook the glass.',
            "6-7":
              'That night, a storm rolled in over {town}. By bedtime the wind was roaring in the chimney and rain was drumming on the window. {G} tucked {name} in, switched on the night-light, and left the door open a crack. "It\'s just weather," {G} said. "Noisy, but it can\'t get in." Ten minutes later, the first crack of thunder split the sky right overhead.',
            "8-10":
              "The storm had been forecast all day, and by bedtime it had arrived properly: wind shoving at the house, rain hitting the window sideways. At {home}, {G} did the usual bedtime, switched on the night-light and said it would blow over by morning. {C} said that was fine. {C} {was}, technically, far too old to be bothered by thunder. Then the first real crash came, so close the window buzzed in its frame.",
          },
        },
        problem: {
          text: {
            "2-3":
              '{C} jumped out of bed. Run, run, run! Into {G\'s} bed. Under the blanket. Boom! "Make it stop!" {name} cried. {C} would not go back. Flash! Boom! {C} held on to {G}, tight as tight.',
            "4-5":
              "{C} leapt out of bed and ran down the hall, blanket flying like a cape. {C} burrowed into {G's} bed and cried, \"I'm not sleeping in there!\" Every time {G} tried to carry {Cobj} back, the thunder rumbled again and {C} clung on harder. It was very late, and nobody was getting any sleep at all.",
            "6-7":
              "{C} {was} out of bed in one leap, across the landing and into {G's} room, diving under the blanket. {C} didn't want to go back, not for anything. When {G} tried, the thunder boomed again and {C} burst into tears. Half an hour later, {C} {was} still there, wide awake, jumping at every rumble, and {G} was squashed onto one edge of the bed.",
            "8-10":
              "{C} didn't yell or anything. {C} just appeared in {G's} doorway about eight seconds later, blanket around {their} shoulders, and announced a change of sleeping arrangements. {G} tried walking {Cobj} back twice. Both times a rumble arrived on cue, and {C} came straight back, pale and jumpy and determined. By eleven o'clock, nobody in the house was asleep.",
          },
        },
        feeling: {
          text: {
            "2-3":
              "{C} felt scared. Very scared. The boom was so loud. The flash was so bright. {C's} heart went thump, thump, thump. {C's} tummy felt cold. {C} wanted the storm to go away. Right now!",
            "4-5":
              "{C} felt scared, right down to {their} toes. The thunder was so loud it seemed to be inside the room. The lightning made strange shapes jump across the walls. {C} didn't know when the next crash would come, and the not knowing was the worst part. {C's} heart thumped, and {C} pressed both hands over {their} ears.",
            "6-7":
              "{C} felt afraid, deep down afraid, the kind that makes your whole body stiff. The thunder was so loud it felt as if it were right on the roof. Every flash made the room strange and bright. The worst part was not knowing when the next boom would come. {C's} heart hammered and {C's} stomach felt tight. The storm just wouldn't stop.",
            "8-10":
              "{C} felt afraid, and annoyed about it. {C} knew all the facts: lightning was outside, the house was safe, thunder was just noise. Knowing them didn't help. Every flash made {C's} whole body brace, and the gap before the boom was the worst, like waiting for a balloon to pop. {C's} heart ran laps. Logic, it turned out, had no volume control.",
          },
        },
        stumble: {
          text: {
            "2-3":
              'Back in bed, flash! "I see lightning," said {C}. "I feel scared." Whoosh went the breath. Then, boom! The thunder was big. {C} jumped up. Oops! Back out of bed. "Too fast," said {H}. "A small step. Just a small one."',
            "4-5":
              'Back in bed, {C} tried the Brave Steps. Flash! "I see lightning. I feel scared." A balloon breath, in and out. But then the thunder crashed, and {C} {was} out of bed before {they} could think. Halfway to the door, {C} stopped. "I forgot the small step," {C} whispered. "I just ran." {C} went back to bed, ready to try again.',
            "6-7":
              'Back in bed, {C} tried the Brave Steps at the next flash. "I see lightning. I feel afraid." A balloon breath, shaky but slow. Then {C} decided the small step would be to open the curtains wide and watch. The next flash was enormous. {C} let go of the curtain and dived under the blanket, heart racing. That step had been much too big, much too fast.',
            "8-10":
              'Back in bed, {C} tried it. Flash: "Lightning, outside, and I\'m afraid." Balloon breath. Then {C} decided the step would be to watch the whole storm at the window, to prove a point. The next flash lit the garden like daylight. The boom came instantly. {C} {was} under the blanket before the glass stopped rattling. "Fine," {C} muttered. "Smaller step."',
          },
        },
        success: {
          text: {
            "2-3":
              '{C} tried again. Flash! "I see lightning. I feel scared." Whoosh! Balloon breath. Then one small step: {C} peeked at the window. Pitter, patter. Boom! {C} stayed in bed. {C} boomed right back at the sky. {refrain} Then {C} pulled the blanket up to {C\'s} nose.',
            "4-5":
              'The next flash came. "I see lightning," said {C}. "I feel scared, but I\'m in my bed." Balloon breath, slow and long. Then one small step: {C} opened the curtain, just a crack, with {G} holding {their} hand. The rain was dancing on the window. When the thunder came, {C} said, "Hello, thunder," and it didn\'t sound quite so big.',
            "6-7":
              '{C} tried again with a smaller step. At the next flash, {C} named it: "Lightning. It\'s outside. I feel afraid, but I\'m in bed, and {G} is here." A long balloon breath. Then the small step: counting slowly from the flash to the boom. One, two, three, four, five. "It\'s five seconds away," {C} said. The next one was seven. The storm was moving off, and {C} had measured it.',
            "8-10":
              'So {C} came up with a smaller step, and it was clever. Between flash and boom, {C} counted seconds. Sound travels about a kilometre in three, so each count said how far away the strike was. Flash. Name it. Breathe. Count. "Six seconds. Two kilometres." The next was nine. Then twelve. The storm was leaving, and {C} had the numbers to prove it. The fear went quiet, the way it does when there\'s finally something to do.',
          },
        },
        echo: {
          day: 3,
          time: "night",
          text: {
            "2-3":
              'A few nights later, the rain came back. Pitter, patter. Flash! {C} did not run. "I see lightning. I feel a bit scared." Whoosh! Then {C} boomed back at the thunder. Boom! {C} stayed snug all by {themself}.',
            "4-5":
              'A few nights later, another storm rolled in. This time {C} didn\'t run anywhere. When the first flash lit up the window, {C} named it, took a balloon breath, and peeked through the curtain crack all by {themself}. "Hello, thunder," {C} whispered. "You\'re very loud, but you\'re outside."',
            "6-7":
              'A few nights later, a smaller storm came through. {C} woke at the first rumble, but stayed in bed. Naming, breathing, then counting: the flash, then eleven whole seconds until the boom. "Eleven," {C} whispered to {cuddly}. "Far away." {C} curled back under the blanket and listened to the rain, which sounded quite nice, actually.',
            "8-10":
              "A few nights later, another storm tried its luck. {C} woke at the first rumble, reached for the notebook on the bedside table, and started a log. Flash. Name it, breathe, count. Twenty-one seconds: seven kilometres, practically in another town. {C} wrote it down, felt rather scientific, and was asleep before the second entry.",
          },
        },
        ending: {
          text: {
            "2-3":
              'Later, the storm grew quiet. Rumble... rumble... far away now. The rain went pitter, patter, soft and slow. {G} tucked {name} in. "Brave {name}," {G} whispered. Cozy, safe and sleepy.',
            "4-5":
              'Later, the storm grumbled its way far off over the hills, getting softer and softer. The rain went on tapping gently at the window, like a lullaby. {G} peeked in and found {name} curled up under the blanket, warm and safe. "Goodnight, my brave one," {G} whispered. {name} was already asleep.',
            "6-7":
              'Later, the storm rumbled away over the hills, each boom a little softer than the last. The rain settled into a steady, gentle patter on the window. {G} looked in and smiled at the curled-up shape under the blanket. "Goodnight, weather scientist," {G} whispered. {name} was already drifting off, counting slowly, safe and warm, somewhere between one and ten.',
            "8-10":
              "Later, the storm grumbled off over the hills, and the rain softened to a steady hush. {G} looked in and found {name} asleep, one arm over the blanket, the night-light glowing on the wall. Somewhere in {name's} head there was probably still a count going, slow and calm. {G} smiled, pulled the door to, and let the quiet house settle.",
          },
        },
      },
    },
    {
      id: "doctor-checkup",
      moment: "the check-up at the doctor's",
      place: "doctor's office",
      time: "morning",
      props: ["stethoscope", "book"],
      feeling: ["worried", "nervous"],
      summary: "{C} is too scared of the stethoscope to let the doctor do a check-up",
      object: "stethoscope",
      talkAbout: "What would you like to hold or see first at the doctor's?",
      scenes: {
        opening: {
          text: {
            "2-3":
              'Today was a doctor day. {C} and {G} sat in the waiting room. There were books and a fish tank. Blub, blub. Then a door opened. Doctor Lin called, "{name}?" In they went. Doctor Lin had a stethoscope. It was shiny and cold.',
            "4-5":
              "On Tuesday morning, {C} had a check-up at the doctor's. The waiting room had a fish tank, a basket of books and a clock that ticked very loudly. {C} read a book about a hippo while {G} filled in a form. Then a door opened, and a smiling doctor in a blue top called {name's} name. Around her neck hung a shiny stethoscope.",
            "6-7":
              "{C} had a check-up at the doctor's on Tuesday morning. Nothing was wrong. It was just one of those visits where they measure you and listen to your chest. The waiting room had a fish tank and a stack of dog-eared books, and {C} read one about volcanoes. Then a doctor with a friendly face and a stethoscope around her neck came out and called {name's} name.",
            "8-10":
              "The check-up had been booked for weeks: a routine visit, height, weight, a listen to the chest. {C} had been fine about it until the waiting room, where it suddenly became very hard to sit still. {C} flicked through a battered book about sharks without reading a word. When Doctor Lin came out, stethoscope around her neck, and called {name's} name, {C's} stomach dropped like an elevator.",
          },
        },
        problem: {
          text: {
            "2-3":
              '"I will listen to your heart," said Doctor Lin. "No!" {name} hid behind {G}. No stethoscope! No, no, no! {C} cried. {C} would not sit on the bed. Doctor Lin waited. {G} waited. {C} still hid.',
            "4-5":
              '"I\'m Doctor Lin," said the doctor. "I just need to listen to your heart." Doctor Lin held up the stethoscope. {C} took one look, ducked behind {G}, and started to cry. "No! Go away!" Doctor Lin tried to show how it worked. {G} tried too. But {C} wouldn\'t come out, or sit on the bed, and the check-up couldn\'t even start.',
            "6-7":
              "Inside the room, Doctor Lin explained that she would listen to {name's} heart and lungs. Then she picked up the stethoscope. {C} went stiff, then backed into the corner, shaking {their} head. \"I don't want that. Please, no.\" Doctor Lin put it down and waited. {G} tried explaining. But every time the stethoscope came near, {C} backed further away, and the check-up stalled completely.",
            "8-10":
              'Inside, Doctor Lin explained everything clearly and kindly. It did not help. The moment the stethoscope came out, {C} pressed back against the wall and said, quite firmly, "No, thanks." Doctor Lin tried again a few minutes later. So did {G}. Each time, {C} shook {their} head, arms folded tight. The check-up, planned for ten minutes, had now taken twenty and achieved nothing.',
          },
        },
        feeling: {
          text: {
            "2-3":
              "{C} felt worried. What was that thing? Would it hurt? Was it cold? {C's} tummy went flip, flop. {C} held {G's} hand tight. The doctor was new. The room was new. {C} wanted to go home.",
            "4-5":
              "{C} felt worried, all jumbled up inside. What was that cold, shiny thing? Would it pinch? Would it hurt? The room smelled strange, the bed crinkled with paper, and {C} didn't know what was going to happen next. Not knowing made the worry grow bigger and bigger, like a balloon being blown up.",
            "6-7":
              "{C} felt nervous, a jittery, fizzing feeling that started in {their} stomach and spread everywhere. The stethoscope looked cold and strange, with its shiny disc and bendy tubes. {C} didn't know what it would feel like, or what the doctor might hear. What if it found something wrong? Not knowing was the worst part. {C} couldn't stop staring at the thing.",
            "8-10":
              "{C} felt nervous, which was ridiculous, because {C} knew exactly what a stethoscope was. It was a tube. But {C's} body had decided the cold metal disc was a threat, and it was not open to discussion. There was also a quieter worry underneath: what if the doctor heard something wrong? {C} hadn't said that out loud. It sat there anyway, making everything feel bigger.",
          },
        },
        stumble: {
          text: {
            "2-3":
              '"I see a stethoscope," said {C}. "I feel worried." Whoosh went the breath. Then Doctor Lin came close, fast. Too fast! {C} hid again. Oops. That was too big a step. "A smaller step," said {H}. "Just a little one."',
            "4-5":
              '{C} tried the Brave Steps. "I see a stethoscope. I feel worried." A balloon breath, in and out. Then Doctor Lin stepped forward with the stethoscope, ready to listen, and that was too much, too soon. {C} ducked behind {G} again. "That step was too big," said {H}. "What\'s a smaller one?" {name} peeked out. Maybe there was one.',
            "6-7":
              '{C} tried the Brave Steps. "I see a stethoscope. I feel nervous." A slow balloon breath. Then {C} decided the brave step would be to sit on the bed and get it over with. But as soon as the cold disc came near, {C} jumped down again. "That was a big step," said {H}, not unkindly. "Too big for right now. Is there a smaller one?"',
            "8-10":
              '{C} ran the Brave Steps. "I see a stethoscope. I\'m nervous." One balloon breath. Then {C} decided to just get it over with and sat on the bed, jaw clenched. The disc touched {C\'s} chest, cold as a coin from the freezer, and {C} flinched away. "Too big a jump," said {H}. "You went from zero to everything. There\'s a bit in between."',
          },
        },
        success: {
          text: {
            "2-3":
              "{C} tried again. \"I see a stethoscope. I feel worried.\" Whoosh! Then one small step: {C} held the stethoscope. Cold! Then {C} listened to {G's} heart. Thump, thump! Then {C's} own heart. Thump, thump! {refrain} Doctor Lin smiled. Check-up done!",
            "4-5":
              'So {C} found a smaller step. "I see a stethoscope. I feel worried. Can I hold it first?" Doctor Lin said yes. It was cool and smooth. {C} listened to {G\'s} heart with it: ba-dum, ba-dum. Then to {C\'s} own: ba-dum, ba-dum, a bit faster. After that, letting Doctor Lin listen was easy. "Strong heart," said the doctor. "A brave one too."',
            "6-7":
              "{C} thought about it, then asked, \"What if I hold it first?\" Doctor Lin handed it over. {C} named it, breathed, and took the small step: putting the earpieces in and pressing the disc to {G's} chest. Ba-dum, ba-dum. Then {C} listened to {C's} own heart, racing a bit. After that, letting Doctor Lin listen was the next small step, and it was easy.",
            "8-10":
              '{C} found it, and asked, "Can I listen first?" Doctor Lin handed over the stethoscope. {C} named it properly this time: a tube, a disc, nothing else. Breathe. Then the small step: {C} listened to {G\'s} heart, then {C\'s} own, which was going fast but sounded completely normal. Then {C} asked the question underneath. "Would you tell me if something was wrong?" "Yes," said Doctor Lin. "And it isn\'t." After that, the check-up took four minutes.',
          },
        },
        echo: {
          day: 2,
          time: "morning",
          place: "dentist's office",
          text: {
            "2-3":
              'Two days later, it was dentist day. A big chair! A bright light! {C} held {G\'s} hand. "I see a big chair. I feel worried." Whoosh! Then one small step: {C} sat in the chair. Up it went. Whee! {C} did it!',
            "4-5":
              'Two days later, {C} had a dentist visit. The big chair went up and down, and there was a bright light on a long arm. {C} felt the worry start to bubble. So {C} named it, took a balloon breath, and chose a small step: sitting in the chair with {G} right beside it. Then {C} opened wide and said "Ahh" like a lion.',
            "6-7":
              "Two days later, {C} had a dentist appointment. The chair tipped back, the light glared, and the nervous feeling arrived right on time. {C} did the steps. Name it: big chair, bright light, nervous. Breathe. Small step: ask to see the little mirror first. The dentist showed it, and even let {name} count {their} own teeth in it. Twenty.",
            "8-10":
              'Two days later came the dentist, which {C} had been dreading quietly. The chair tilted back and the light swung overhead. The nervous feeling turned up, as expected. {C} did the steps without being asked: name it, breathe, then a small step of {C\'s} own design. "Could you tell me what each tool does before you use it?" The dentist could, and did, and it was fine.',
          },
        },
        ending: {
          text: {
            "2-3":
              'Afterwards, {name} got a sticker with a lion on it. "Brave lion," said {G}. {name} roared a little roar. Rawr! Then home they went past {world}, hand in hand. {name} felt proud and happy and brave.',
            "4-5":
              'Afterwards, {name} got a shiny sticker with a lion on it. On the way home past {world}, {name} told {G} all about heartbeats. "Mine goes ba-dum, ba-dum," {name} said. "It went fast because I was being brave." {G} laughed and squeezed {name\'s} hand. It had been a good, brave day.',
            "6-7":
              'Afterwards, on the walk home past {world}, {name} told {G} that stethoscopes were actually brilliant. "Could I be a doctor?" {name} asked. "Then I\'d listen to everyone\'s heart." {G} said that sounded like an excellent plan, and that {name} had certainly been brave enough today. {name} grinned, swinging {G\'s} hand, and felt calm, steady and strong.',
            "8-10":
              'Afterwards, walking home past {world}, {name} admitted that the stethoscope had been quite interesting once it stopped being scary. "I might want one," {name} said. {G} laughed and suggested the birthday list. The day had been harder than expected and easier than feared, which {G} said was how most brave things go. {name} felt lighter, and quietly proud, the whole way home.',
          },
        },
      },
    },
    {
      id: "beach-waves",
      moment: "the waves at the beach",
      place: "beach",
      time: "afternoon",
      props: ["bucket and spade", "shell", "towel"],
      other: { role: "friend", kind: "child" },
      feeling: ["scared", "scared"],
      summary: "{C} is scared of the waves and won't go near the sea",
      object: "waves",
      talkAbout: "What was the first small step {name} took at the beach?",
      scenes: {
        opening: {
          text: {
            "2-3":
              'It was a beach day! Sun and sand. {C} had a bucket and spade. Dig, dig. {C} found a pink shell. {C\'s} friend {O} was there too. Then {G} said, "Time to paddle!" Swoosh went the sea. Splash went the waves. Big waves!',
            "4-5":
              'On a hot afternoon, {G} took {name} and {C\'s} friend {O} to the beach. They built a sandcastle with the bucket and spade, and {C} found a shell as pink as a strawberry. Then {O} ran down to the sea, calling, "Come and jump the waves!" The waves were rolling in, one after another, each with a big, white, crashing edge.',
            "6-7":
              'On the hottest afternoon of the summer, {G} took {name} and {C\'s} friend {O} to the beach. They dug a moat with the bucket and spade and decorated the sandcastle with shells. Then {O} raced down to the sea. "Come on! The waves are brilliant!" Down at the edge, the waves rolled in one after another, curling over and crashing in long white lines.',
            "8-10":
              "The beach had been {C's} friend {O's} idea, and on the hottest afternoon of the year it was a good one. {C}, {O} and {G} built an elaborate sandcastle with the bucket and spade, complete with a shell drawbridge. Then {O} ran into the sea, jumping waves and yelling that the water was perfect. {C} wandered down to the edge and stopped. The waves were bigger than they had looked from the towel.",
          },
        },
        problem: {
          text: {
            "2-3":
              'But {C} would not go near. "No water!" Up the sand {C} ran. {G} held out a hand. No! Swoosh! A wave came close. {C} cried and cried. {C} sat on the towel. No paddling. No splashing. Just tears.',
            "4-5":
              "{G} took {name's} hand to walk down to the water. But as soon as a wave crashed onto the sand, {C} pulled away and ran back to the towel. \"No! I'm not going in!\" {G} tried again, walking slowly. Every time a wave rushed up the sand, {C} shrieked and scrambled back. Soon {C} {was} sitting on the towel, crying, while {O} splashed about in the shallows.",
            "6-7":
              '{G} walked down to the water with {name}, hand in hand. But when the first wave crashed and rushed up the sand, {C} yanked free and ran. Back at the towel, {C} refused to move. "I\'m not going in. Not ever." {G} tried again, twice, going slowly. Both times a wave came, and both times {C} bolted, until {C} sat on the towel, crying, watching {O} leap the waves in the shallows.',
            "8-10":
              "A wave broke, rushed up the sand, and soaked {C's} feet. {C} backed up fast. {G} offered a hand. {C} said no thanks and went back to the castle, pretending to be busy with the moat. When {O} shouted from the water, {C} shouted back that everything was fine up here. It wasn't. {C} just couldn't make {their} legs go anywhere near the sea.",
          },
        },
        feeling: {
          text: {
            "2-3":
              "{C} felt scared. The sea was so big. The waves went swoosh and crash. Crash! So loud! {C's} heart went thump, thump. {C} hugged {their} knees on the towel. The sea was too big. Much too big.",
            "4-5":
              "{C} felt scared, really scared. The sea was so huge and so loud. The waves kept coming, and {C} couldn't tell which ones would be big. What if one knocked {Cobj} over? What if the water was too cold? {C's} tummy was all knotted up, and {C} hugged {their} knees tight on the towel.",
            "6-7":
              "{C} felt scared, the kind of scared that makes your legs decide for you. The sea was enormous and it never stopped moving. The waves were loud and unpredictable, and {C} couldn't tell which ones would be big. {C} imagined being knocked over, salt water up {their} nose, not knowing which way was up. {C's} stomach was a tight knot.",
            "8-10":
              "{C} felt scared, and it was the sneaky, embarrassing kind. {C} could swim. That wasn't the issue. The issue was the way the waves kept coming with no pattern, and the memory of being tumbled by one, years ago, with sky and sand swapping places. {C's} body remembered even though {C} barely did. Every crash set the alarm off again.",
          },
        },
        stumble: {
          text: {
            "2-3":
              '"I see waves," said {C}. "I feel scared." Whoosh went the breath. Then {C} pulled {G} to the water, fast! Crash! A wave splashed {C\'s} tummy. Cold! Back up the sand {C} ran. Oops. Too big a step. "A small one," said {H}.',
            "4-5":
              '{C} tried the Brave Steps. "I see waves. I feel scared." Balloon breath. Then, to be extra brave, {C} pulled {G} straight down towards the sea. A wave crashed and rushed up to {C\'s} knees, cold and fizzing. {C} ran all the way back up the beach. "That was a giant step," said {H} kindly. "How about a little one?"',
            "6-7":
              '{C} tried the Brave Steps. "I see waves. I feel scared." One balloon breath. Then {C} pulled {G} down to the water to jump the biggest wave, like {O}. It was a very big step. The wave crashed right in front of {Cobj}, spraying {their} face, and {C} retreated all the way to the towel, spluttering. "Maybe something smaller," said {H}.',
            "8-10":
              '{C} tried the steps. "Waves. Some big, some small. I\'m scared." One balloon breath. Then, mostly out of pride, {C} went straight for the deeper part where {O} was, with {G} wading fast behind. The first decent wave slapped {Cobj} in the face. {C} came out coughing and walked straight back up the beach. "Interesting choice of step," said {H}. "Bold. Maybe start where the sea is ankle-deep."',
          },
        },
        success: {
          text: {
            "2-3":
              "{C} tried again. \"I see waves. I feel scared.\" Whoosh! Balloon breath. Then one small step: {C} held {G's} hand. The foam came. Fizz! It tickled {C's} toes. Tickle, tickle! Then a tiny jump! {refrain} {O} cheered. Splish, splash!",
            "4-5":
              "So {C} found a little step. \"I see waves. The foamy bit is small. I feel scared, but I'm holding {G's} hand.\" Balloon breath. Then {C} stood right where the foam reached, and let it fizz over {their} toes. Then {C} jumped over a tiny wave, holding on to {G}. Then a slightly bigger one. {C} laughed so hard {they} nearly fell over.",
            "6-7":
              '{C} picked a much smaller step. "I see the waves. The foamy edge is shallow. I feel scared, but {G} is holding my hand." A long balloon breath. First step: standing in the foam, letting it fizz around {their} ankles. Second step: jumping the flat, foamy leftovers of a wave. Third: a small wave, still holding hands. {C} {was} grinning before {they} knew it.',
            "8-10":
              "So {C} built a plan, like the castle: in stages. Stage one: stand in the foam and watch for a full minute, until the waves started to look predictable. They did, sort of: every seventh one was bigger. Stage two: jump the small ones. Stage three: face the seventh wave, knees bent, holding {G's} hand. Name it, breathe, jump. It broke around {C's} waist and {C} stayed upright, laughing. {O} whooped from the shallows.",
          },
        },
        echo: {
          day: 1,
          time: "afternoon",
          place: "park",
          text: {
            "2-3":
              'The next day, the park had water fountains. Whoosh! Splash! {C} held {G\'s} hand. "I see water. I feel a bit scared." Whoosh went the breath. Then one small step. Fizz on the toes! Cold! Fizzy! Fun! {C} did it!',
            "4-5":
              'The next day, the park had its water fountains switched on. Jets of water shot up from the ground, whoosh, splash! {C} felt the scared feeling start. But {C} knew the steps. "I see fountains. I feel a bit scared." Balloon breath. Then one small step: a quick run through the smallest jet. Splash! {C} squealed, and went straight back for more.',
            "6-7":
              "The next day, the fountains at the park were switched on, shooting water high into the air without warning. {C's} legs wanted to run. Instead {C} named it, breathed, and picked a first step: the smallest jet at the edge. Then a medium one. By the end of the afternoon, {C} {was} running through the biggest fountain, soaked and shouting with laughter.",
            "8-10":
              "The next day, the park fountains were on: sudden jets, no warning, little kids shrieking. {C} watched for a minute, named it, breathed, and found the pattern. The big jets came every thirty seconds. {C} timed a run straight through the middle. Soaked, but on schedule. Some of the little kids started copying, which was both flattering and slightly annoying.",
          },
        },
        ending: {
          time: "evening",
          text: {
            "2-3":
              'Later, {name} was wrapped up in a big towel. Cozy! Drip, drip. "I was brave with the water," said {name}. "You were," said {G}. "Brave {name}." {name} smiled a sleepy, happy smile.',
            "4-5":
              'Later, wrapped in a big warm towel, {name} told {G} all about it. "The water was scary at first. Then it was fun." {G} rubbed {C\'s} wet hair with the towel. "You took small steps until it was fun. That\'s how brave works." {name} snuggled in, warm and happy, and already wanted to go back tomorrow.',
            "6-7":
              'Later, wrapped in a warm towel, {name} leaned against {G} and told the whole story again, from the first wave to the last. "Small steps are sneaky," {name} said. "They add up." {G} laughed, shaking sand out of a shoe. "They do," {G} agreed. {name} felt sun-tired and proud, and very, very happy.',
            "8-10":
              'Later, wrapped in a towel in the warm evening light, {name} explained the seventh-wave theory to {G} in great detail. {G} listened to every word. "You know what I noticed?" {G} said, when the theory was finally finished. "You didn\'t stop being scared. You just made a plan around it." {name} thought about that, smiled, and felt the warm glow of having been braver than expected.',
          },
        },
      },
    },
  ],
};
