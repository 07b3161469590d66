import type { BehaviorStory } from "../episode-types";

/** Separation: saying goodbye when a parent leaves (the Hand-Heart Goodbye). */
export const separation: BehaviorStory | null = {
  childTerms: "saying goodbye when someone you love has to leave for a while",
  strategy: {
    name: "the Hand-Heart Goodbye",
    steps: ["One big hug and the same goodbye words every time", "Press the little heart on your hand when you miss them", "Find the first fun thing to do"],
    why: "A short goodbye that is the same every time is easier than a long one: the child knows what comes next. The matching hearts give the missing feeling somewhere to go, and choosing the first fun thing moves attention to the day ahead. Coming back when you said you would builds trust.",
    refrain: "Hug, press, off I go. You come back, I know.",
    toddlerSteps: ["One big hug", "Press the heart on your hand"],
    smallFirstStep: "One big hug at the door",
  },
  // Other pictures for letting go, where a parent asks to leave out water.
  insteadOf: [
    [/\bjumping into a puddle without knowing how deep it was\b/g, "jumping off a wall without knowing how high it was"],
    [
      /\bIt was as if \{G\} were a lifeboat, and letting go meant being alone in a big, choppy sea\./g,
      "It was as if {G} were a warm coat, and letting go meant standing alone in the cold wind.",
    ],
  ],
  titles: ["{name} and the Hand-Heart Goodbye", "See You Later, {name}", "{name}'s Little Heart", "{name} and {Hfull} Say Goodbye"],
  // Ages 8-10, the two-tries shape's first try alone: this behavior's own wrong tries (never another behavior's paragraph).
  firstTry:
    "{C} tried the obvious things first. Holding on tighter: the goodbye still came. Asking for five more minutes: they went by in about one. Telling {themself} not to mind: {C} minded anyway, rather a lot. The {feeling} feeling sat heavy in {C's} chest. A goodbye, {C} suspected, needed a better tool than hanging on.",
  scenes: {
    helper: [
      {
        text: {
          "2-3":
            'Then a friend came to help. It was {Hintro}. "Oh, {name}," {H} said softly. "Goodbyes are hard." {C} sniffed. {C} held on tight. "I know a goodbye trick," said {H}. "A happy one. It has a hug in it." {C} peeked out. A hug? Yes. {C} liked hugs.',
          "4-5":
            'Just then, {Hintro}, came close. {H} saw {name} holding on tight, and didn\'t say hurry up. {H} just said, "It\'s hard to say goodbye to someone you love." {C} nodded into {G\'s} sleeve. "I don\'t want {G} to go." "I know," said {H}. "Missing someone shows how much you love them. And I know a way to make goodbyes a bit easier."',
          "6-7":
            'That was when {Hintro}, came close. {H} didn\'t tell {name} to stop crying. {H} just waited a moment, then said, "That\'s a big missing feeling." {name} nodded without letting go of {G}. "If {G} leaves, the whole day will go wrong," {C} whispered. "I understand," said {H}. "Your feelings are telling you that {G} matters. There\'s a kind of goodbye that makes room for that."',
          "8-10":
            'That was when {Hintro}, came over and took in the whole scene: {name} attached to {G} like a limpet, and {G} glancing at the time. "Tough goodbye?" {H} kept {hp} voice low. {C} didn\'t answer, which was an answer. "I know it\'s a bit babyish," {C} muttered eventually. "It\'s not," said {H}. "Plenty of adults hate goodbyes too. They just hide it better. The trick isn\'t to stop missing people. It\'s to have a goodbye that\'s short and sure."',
        },
      },
      {
        text: {
          "2-3":
            'Then {Hintro}, came close. {H} smiled a soft smile. "Hello, {name}. Is it goodbye time?" {name} pressed {C\'s} face into {G\'s} sleeve. Sniff, sniff. "Goodbye is a wobbly word," said {H}. "But I know a trick. It is short. It is sweet. It has a heart in it." {C} wiped {their} nose. "A heart?"',
          "4-5":
            'Then {Hintro}, came close and smiled at {name}. "Goodbyes can feel really big," {H} said. "Like a wave that knocks you over." There was a sniff from behind {G}. "It\'s a really big wave." "I know," said {H}. "But waves go out again. And I have a special goodbye. It\'s quick, it\'s cozy, and it comes with something to keep." {C} peeked out from behind {G}.',
          "6-7":
            'Then {Hintro}, came close, in no hurry at all. "Hello, {name}," {H} said. "You look like you\'re holding on to something important." {C} {was}, with both hands. "I don\'t want to say goodbye," {C} said. "What if I miss {G} the whole time?" "You might miss {G} a bit," said {H}, honestly. "Missing is allowed. But a good goodbye can make the missing smaller. I could show you one."',
          "8-10":
            'Then {Hintro}, appeared at {name\'s} elbow. {H} cleared {hp} throat politely. "Can I make an observation? The longer this goodbye goes on, the worse it feels. For both of you." {C} frowned, because that was annoyingly true. Every extra minute made the lump in {C\'s} throat bigger. "So what, I\'m just supposed to not care?" "No," said {H}. "Care as much as you like. Just do the goodbye quickly, and take something with you."',
        },
      },
      {
        text: {
          "2-3":
            'Just then, {Hintro}, came close. {H} looked at {C\'s} hand, holding {G\'s} sleeve. Tight, tight! "That is a strong hand," said {H}. "A hand that loves {G}." Sniff. "Don\'t go," said {C}. "{G} comes back," said {H}. "Always. I know a goodbye trick for hands."',
          "4-5":
            'Just then, {Hintro}, came close and asked a funny question. "When {G} comes back later, what\'s the very first thing you\'ll say?" {C} thought about it, still holding on. "That I missed {G}." "And what else?" said {H}. "Maybe something fun you did?" {C} sniffed. "I don\'t know what fun thing yet." "Then let\'s make sure there is one," said {H}. "I know a goodbye that helps."',
          "6-7":
            'Just then, {Hintro}, came close and crouched down. "I had a goodbye like this once," {H} said. "My first day somewhere new. I held on to someone\'s coat so tightly that they nearly had to take me with them." {C} almost smiled. "What happened?" "Somebody taught me a goodbye," said {H}. "A short one, with a secret in it. I still use it."',
          "8-10":
            'Just then, {Hintro}, came over. {H} looked at {G}, then at {name}, then at the door, and seemed to make a decision. "Here\'s a fact nobody tells you," {hs} said. "Long goodbyes don\'t make anyone miss anyone less. They just make the missing start earlier." {C} thought about that, still holding on. "That\'s depressing." "It\'s useful," said {H}. "Because it means a short, sure goodbye is the kind one. For both of you."',
        },
      },
      {
        text: {
          "2-3":
            'Just then, {Hintro}, came close. {H} looked at {C\'s} shoes. "Good shoes," said {H}. "Shoes for fun." {C} peeked at the shoes. Then at {G}. Sniff. "Goodbye is hard," said {H}. "I know a goodbye trick. It is short and cozy."',
          "4-5":
            'Just then, {Hintro}, came close and noticed how tightly {C} {was} holding on. "That\'s a very good grip," said {H}. "Like a koala on a tree." {C} almost smiled, but held on anyway. "I don\'t want {G} to go." "Of course not," said {H}. "Koalas love trees. But even koalas climb down sometimes, and I know a way to make climbing down easier."',
          "6-7":
            'Just then, {Hintro}, came close. "Do you want to know a secret about goodbyes?" {H} said quietly. {C} didn\'t let go of {G}, but listened. "The hard part is the first minute," said {H}. "After that, the missing gets smaller, like a wave going back out. The trick is a goodbye that gets you through that first minute."',
          "8-10":
            'Just then, {Hintro}, came over. "Here\'s something I\'ve noticed," {H} said. "The worst part of a goodbye is usually the first minute or two. After that, most people are busy with something else." {C} looked skeptical, and also still attached to {G}. "Most people aren\'t me." "True," said {H}. "But you only have to get through a minute or two. I know a goodbye built for exactly that."',
        },
      },
    ],
    strategy: [
      {
        text: {
          "2-3":
            '"It is {strategy}," said {H}. {G} drew a tiny heart on {name\'s} hand. Then one on {G\'s} hand too. "One big hug," said {H}. Squeeze! "Then press your heart. {G} feels it." Press! Two little hearts, like two birds in one nest. They seemed to glow. Together they said it. {refrain}',
          "4-5":
            '"It\'s called the Hand-Heart Goodbye," said {H}. First, {G} drew a tiny heart on {name\'s} hand with a pen. Then a matching one went on {G\'s} hand. "One: a big hug and your special goodbye words," said {H}. "Two: when you miss {G}, you press the heart. Three: you find the first fun thing to do." {C} looked at the little heart. It was wobbly, but it almost seemed to glow. "Like two birds from one nest," said {H}. "Apart all day, together again at home."',
          "6-7":
            '"It\'s called the Hand-Heart Goodbye," {H} explained. "A short goodbye is easier than a long one, because your brain knows exactly what happens next." {G} found a pen and drew a tiny heart on {name\'s} palm. A matching one went on {G\'s}. "When you miss {G}, you press your heart," said {H}. "It\'s a way of saying \'I\'m thinking of you\' without words. Then you find the first fun thing, and the day can begin." The hearts were like two birds from one nest, {H} added. They fly off in different directions, and they always come home together. For a moment the hearts almost seemed to glow.',
          "8-10":
            "\"It's called the Hand-Heart Goodbye,\" said {H}. \"Three parts. One proper hug and the same goodbye words every time, so it's quick and you both know the script. A heart on your hand, and a matching one on {G's}, for when the missing kicks in. And then you pick the first thing you're going to do, before the goodbye is even over.\" {G} produced a pen from somewhere. {C} held out a hand, feeling slightly ridiculous and slightly better. The heart came out lopsided. It would do. {H} compared the hearts to homing birds, which fly off in every direction and still find the way back together. The hearts did not actually glow. {C} could have sworn one of them did.",
        },
      },
      {
        text: {
          "2-3":
            '{H} showed {name} {strategy}. First, a hug. A big one! Then {G} drew a heart on {name\'s} hand. And one on {G\'s} hand. Two little hearts. "Press it," said {H}. Press! "That is a secret squeeze." Two hearts, like birds in a nest. Glow, little hearts! {refrain}',
          "4-5":
            '{H} had a plan called the Hand-Heart Goodbye. {G} took a pen and drew a little heart on {name\'s} hand. Then one went on {G\'s} hand too, so they matched. "Hug first," said {H}. "Then your goodbye words. Then, whenever you miss {G}, you press the heart, like a doorbell." {C} pressed it. Ding-dong! "And last, the first fun thing." The two hearts almost seemed to glow, like two birds snuggled in one nest. Together they looked around {P}.',
          "6-7":
            "{H} explained the Hand-Heart Goodbye, one part at a time. First, a proper hug and the same goodbye words every time, short and sure. Next, {G} drew two tiny hearts with a pen. One went on {name's} hand, one on {G's}. \"Those are connected,\" said {H}. \"When you press yours, it's like sending a message. Like two birds calling to each other from different trees.\" Together, the two hearts almost seemed to glow. Last came the part {C} hadn't expected: choosing the first fun thing before {G} had even gone.",
          "8-10":
            '{H} laid out the Hand-Heart Goodbye like a plan. "Step one: one hug, one set of goodbye words, no encores. Step two: a heart on your hand and one on {G\'s}. When the missing hits, you press it. It sounds soppy. It works." {C} looked doubtful. "Step three: you choose your first thing before {G} leaves, so your brain has somewhere to go," {H} went on. {G} drew the hearts. They were a matching pair, both slightly wonky. "Think of two birds calling to each other from different trees," {H} said. Side by side, together, the hearts looked less soppy than expected. One of them almost seemed to glow. {C} decided that was fine.',
        },
      },
      {
        text: {
          "2-3":
            '"Here is {strategy}," said {H}. {G} drew a heart on {name\'s} hand. Dot, dot, curl! And one on {G\'s} hand too. "First, one big hug." Squeeze! "Then press the heart." Press! "{G} feels it. Boop!" {C} pressed again. Boop, boop! Two hearts together, like two birds. Glow, little hearts! {refrain}',
          "4-5":
            '{H} said the Hand-Heart Goodbye was like a rocket launch. "It starts with a countdown," {hs} said. {G} drew a tiny heart on {name\'s} hand. A matching one went on {G\'s} hand. "Three: one big hug and your goodbye words. Two: whenever you miss {G}, press the heart. One: find the first fun thing to do. And blast off!" {C} pressed the heart, just to check. It felt warm, somehow, like a button that was switched on. The two hearts almost seemed to glow, like two birds calling to each other across the sky: apart, and together.',
          "6-7":
            '"Think of it like a relay race," said {H}. "In a relay, you take the baton and run. Nobody stands still holding on." {G} drew a small heart on {name\'s} palm with a pen. A matching heart went on {G\'s}. "That\'s your baton. The Hand-Heart Goodbye goes like this: one big hug and the same goodbye words, every time. Press the heart whenever you miss {G}. Then run your part of the race: find the first fun thing to do." {C} looked at the little heart. It was a strange sort of baton, but {C} liked it. Like two birds flying off in different directions, the hearts would come home together. For a moment, they almost seemed to glow.',
          "8-10":
            '{H} explained the Hand-Heart Goodbye as if it were a secret agents\' protocol. "Phase one: one hug, one set of goodbye words, the same every time. No improvising. Phase two: a pair of matching marks, so you can signal each other." {G} drew a small heart on {name\'s} hand. A twin heart went on {G\'s}. "When the missing hits, you press it," {H} went on. "Phase three: pick your first mission before the goodbye is over." {C} studied the wobbly heart. "Secret agents probably don\'t use felt-tip pens." "The good ones do," said {H}. "Think of homing birds. They fly off in every direction and still find the way back together." The heart did not actually glow. {C} decided it did, a little.',
        },
      },
      {
        text: {
          "2-3":
            '{H} tapped {C\'s} hand. Tap, tap. "Here is {strategy}," said {H}. First, one big hug with {G}. Squeeze! Then a little heart went on {name\'s} hand, drawn by {G}. And a twin heart for {G}. "Your heart is a little drum," said {H}. "Press it. Tum-tum!" {C} pressed. Tum-tum! "Now {G\'s} drum goes tum-tum too." {refrain}',
          "4-5":
            '"A goodbye is like a little bridge," said {H}. "On this side is {G}. On the other side is your day. {strategy} gets you across in three steps." {G} drew a heart on {name\'s} hand. Then came a twin heart, just the same, for {G\'s} hand. "Step one is a big hug and your goodbye words," said {H}. "Step two is pressing the heart, whenever the missing comes. And step three is the first fun thing, waiting on the other side." Two fingers walked across the table like feet on a bridge. Hug. Press. Fun. "That\'s not a very long bridge," said {C}. "The best ones aren\'t," said {H}.',
          "6-7":
            '"Goodbyes are like crossing a wobbly bridge," said {H}. "The middle is the wobbliest bit. So {strategy} gives you something to hold at every step." {G} drew a small heart on {name\'s} hand. One more went on {G\'s} hand, the same size and just as wobbly. "First, one big hug and the same goodbye words every time, so you both know exactly how it goes. Then, in the wobbly middle, you press the heart when the missing comes. And on the far side, you find the first fun thing, so your feet have somewhere to land." {C} looked at the heart. "What if I still miss {G} on the far side?" "You probably will, a bit," said {H}. "That\'s what the heart is for. It works on both sides of the bridge."',
          "8-10":
            '"Think of a relay race," said {H}. "The handover is where races are lost. Not because anyone is slow, but because somebody won\'t let go of the baton." {C} thought about how tightly {C} had been holding on earlier, and said nothing. "{strategy} is a clean handover," {H} went on. "One hug and the same goodbye words every time, so nobody fumbles. A heart on your hand and a matching one on {G\'s}, for the stretch when the missing kicks in: you press it. And the first thing you\'ll do, chosen before the handover, so the next runner is already moving." {G} drew the hearts. "Who\'s the next runner?" asked {C}. "You," said {H}. "Running into the rest of your day."',
        },
      },
    ],
    practice: [
      {
        text: {
          "2-3":
            'First, a pretend goodbye. Hug! "Bye-bye, see you soon." {G} took three big steps away. {C} pressed the heart. Press! Then {G} came right back. Boing! Hee, hee! "Again!" So {G} did it again, three steps and back. {refrain}',
          "4-5":
            'They practiced once, just pretend. Hug, goodbye words, and {G} walked five steps away, then turned around and came straight back. {H} smiled and said, "See? {G} always comes back." {C} pressed the heart while {G} was five steps away, and {G} pressed back. They did it twice more, and each time it felt a little less wobbly and a little more like a game.',
          "6-7":
            "They had a practice run. {C} gave {G} the hug and said the goodbye words, and {G} walked twenty steps away and stood there. While {G} was gone, {C} pressed the heart and looked for a first fun thing. It wasn't exactly fun to be left, even for twenty seconds. But {G} came back, exactly as promised, and that felt like standing on solid ground.",
          "8-10":
            'Next came a test run, which felt silly and also useful. Hug, goodbye words, then {G} walked off and stood out of sight for a count of thirty. {C} pressed the heart, picked a first thing to do, and counted. At twenty-eight, {G} reappeared. "Told you," said {H}. It was a tiny goodbye, barely a goodbye at all, but {C} noticed the lump in {C\'s} throat had been smaller. Practice, apparently, worked on feelings too.',
        },
      },
      {
        text: {
          "2-3":
            '{G} invented a heart phone. {C} pressed the heart. Ring, ring! "Hello?" said {G}. "Is that {name}?" "Yes, it\'s me! I miss you!" said {C}, giggling. "I miss you too!" said {G}, pressing back. Beep, beep! {H} joined in: "Beep!" {refrain}',
          "4-5":
            'Then {G} turned the hearts into pretend phones. {C} pressed the heart on {C\'s} hand, and {G} jumped as if a phone had rung. "Hello? Is that {name}? I can feel you missing me!" Giggling, {C} pressed twice more. {G} pressed back three times, which meant "I\'m coming back." Then {H} started a game of I Spy, and {C} spied a first fun thing in no time.',
          "6-7":
            '{G} suggested testing the hearts like walkie-talkies. {C} pressed once. {G} pretended to crackle: "Heart to {name}, message received." {C} laughed and pressed a long one back, which {G} decided meant "More snacks, please." It was silly, but it made {Cobj} think. If the hearts worked like that, missing someone wasn\'t just a lonely feeling. It was a message. Then {H} helped spot a first fun thing.',
          "8-10":
            'Next came a rehearsal, directed by {H}. In the first take, {C} hugged {G} for so long that {H} called a lunch break. The second take was the shortest goodbye in history, basically a blur. The third take was just right: one hug, the usual words, a press of the hearts. "Signal strength?" asked {H}. "Excellent," said {G}, pressing back. {C} rolled {C\'s} eyes at both of them, but noticed something. That goodbye had felt almost ordinary.',
        },
      },
      {
        text: {
          "2-3":
            '{G} got on a pretend bus. Beep, beep! One big hug first. Squeeze! Off went the bus. Brrrm! {C} pressed the heart. Press! Then the bus came back. Beep, beep! {G} was back! "Again!" said {C}. {refrain}',
          "4-5":
            'For practice, {G} pretended to drive away in a pretend car. First came one big hug and the goodbye words. Then {G} steered an invisible wheel, brrrm, a little way off. {C} pressed the heart, and {G} honked a pretend horn back, beep, beep, as if the message had arrived. "What\'s your first fun thing?" said {H}. {C} picked one, and by the time the pretend car drove back, {C} {was} already busy with it.',
          "6-7":
            'They practiced with a pretend train. {G} was the train, and it had to leave the station. {C} gave one big hug, said the goodbye words and waved the train off. Choo! While the train chugged in a slow circle, {C} pressed the heart and picked a first fun thing: counting the pretend passengers. The train pulled back into the station right on time. {G} tooted. "Passengers counted?" "Twelve," said {C}. "And a goat."',
          "8-10":
            'Practice took the form of a pretend airport. {G} was a plane, {H} was air traffic control, and {C} {was} in charge of the goodbye. One hug at the gate, the usual words, and the plane taxied off, making an embarrassingly good jet noise. {C} pressed the heart and chose a first thing: reading the pretend departures board. "Flight {G} is now returning," announced {H}, after a minute. The landing was bumpy. The goodbye had been smooth. {C} would take that.',
        },
      },
      {
        text: {
          "2-3":
            'Now Teddy had a goodbye. {C} played {G}. "Bye, Teddy!" One big hug. Squeeze! {G} drew a tiny heart on Teddy\'s paw. Press! Tum-tum! Teddy sat with {H}. Off went {C}. One, two, three steps. Then back again! "I\'m back, Teddy!" Teddy looked very happy. {refrain}',
          "4-5":
            'Then they swapped. {C} pretended to be the one going to work, and {G} pretended to be a very small, very clingy child. "Don\'t go!" wailed {G}, hanging on to {C\'s} leg. It was very difficult to walk for laughing. "One big hug," said {C}, in a deep, grown-up voice. "See you later, alligator. Press your heart when you miss me. Now, what\'s your first fun thing?" {G} thought about it. "Eating all the cookies?" "No," said {C}. "Building a tower with {H}." And off {G} went, looking very pleased.',
          "6-7":
            'For practice, {H} asked {C} to be the coach, because {H} had a goodbye coming up too. It was a whole night away at a sleepover, which {H} claimed to be dreading. {C} took the job seriously. "One hug, and always the same words. What are your words?" {H} thought. "Toodle-oo?" "Fine," said {C}. "Then a heart on your hand, for when you miss home. And you need a first thing to do when you get there." "Eat?" suggested {H}. "Unpack your pajamas," said {C} firmly, "then eat." By the end, {C} had explained the plan so clearly that forgetting it would have been almost impossible.',
          "8-10":
            'For practice, they swapped roles, which was {H\'s} idea and {G\'s} finest hour. {C} played the one leaving. {G} played the one being left, and clung to the doorframe like a shipwrecked sailor. "Don\'t go," {G} croaked. "Take me with you." {C} kept a straight face for almost four seconds. "One hug," {C} said sternly, and gave one. "Same words as always. See you later, alligator. Press the heart when it gets bad. And your first thing is..." "Sobbing into a cushion?" "Loading the dishwasher," said {C}. {G} let go of the doorframe with great dignity. From the other side, the plan looked much simpler.',
        },
      },
    ],
    celebration: [
      {
        text: {
          "2-3":
            '{H} gave a big cheer. "Hooray, {name}! You did the hug. You pressed the heart. You found a fun thing!" {name} smiled a wobbly smile. Then a big smile. {C} felt proud. Brave and proud. {C} pressed the heart once more, just because.',
          "4-5":
            '{H} cheered. "You did it, {name}! You said goodbye, you pressed your heart, and you found something fun. That was the whole Hand-Heart Goodbye!" The missing was still there, a little. But it was a small missing now, the size of a pea, not the size of a whole day. {C} felt proud, and a bit taller somehow.',
          "6-7":
            '{H} came close and spoke quietly, so only {name} could hear. "Do you know what you just did? You felt {feeling}, and you said goodbye anyway. Quick, kind and sure. That takes real courage." {C} looked down at the little heart. The missing was still there, but it had shrunk to something {C} could carry, like a pebble in a pocket. {C} felt proud, properly proud, all the way through.',
          "8-10":
            '{H} gave a low whistle of appreciation. "That was a textbook goodbye," {H} said. "One hug, no encore, straight into the day." {C} shrugged, trying to look as if it had been easy. It hadn\'t been. The missing was still there, a small, steady tug. But {C} had handled it, and that felt different from not feeling it. It felt like being in charge of something that used to be in charge of {Cobj}.',
        },
      },
      {
        text: {
          "2-3":
            '{H} smiled and smiled. "Look at you, {name}! Playing and happy." {C} looked at the heart. It was still there. Press! {C} felt warm inside. Warm and strong. {H} did a happy little cheer. Hip, hip, hooray! {C} did a big, brave wave.',
          "4-5":
            '{H} gave {name} a big smile and a cheer. "You felt {feeling}, and you still did the whole goodbye. That\'s brave!" {name} held up the heart hand for everyone to see. Every now and then, {C} pressed the little heart and thought of {G}, and then went back to playing. The missing feeling came and went like a little cloud, and {C} knew just what to do with it.',
          "6-7":
            "\"I'm impressed,\" said {H}. \"Most people think brave means not feeling anything. You felt {feeling} and said goodbye anyway. That's the real kind.\" {C} hadn't thought of it like that. The heart on {C's} hand had smudged a bit, but it was still there. Every so often {C} pressed it, thought of {G}, and then went back to what {they} {was} doing. It was working.",
          "8-10":
            '"Honestly," said {H}, "I\'ve seen adults make more fuss than that." {C} laughed, which helped. The goodbye had not gone perfectly. There had been a wobble. But {C} had gone back and done it properly, and that was what {H} kept coming back to. "You felt {feeling}, and you still chose the plan," {H} said. "That\'s not nothing. That\'s most of it." {C} pressed the heart on {C\'s} hand, and felt steadier.',
        },
      },
      {
        text: {
          "2-3":
            '"What a goodbye, {name}!" said {H}, with a huge smile. {C} pressed the heart. Thump-thump! Just once. {G} was thinking of {name} too. {C} felt warm. Warm and brave. {H} hummed a happy hum. Hum, hum, hooray! Playing now. Happy now. Brave {name}.',
          "4-5":
            '{H} beamed. "That was the best goodbye I have ever seen. Quick, kind, and then straight off to have fun." {C} felt proud, like someone who had just done a tricky jump. Just once, {C} pressed the little heart and imagined {G} pressing back, wherever {G} was. It felt like a secret wave. Then {C} went back to the fun thing, a little taller.',
          "6-7":
            '"I want to write that goodbye down," said {H}, "so I can show other people how it\'s done." {C} laughed and hid the heart hand behind {C\'s} back. From the inside, it had felt shaky, not worth writing down. But it had been quick, and quick was the whole point. {C} pressed the heart and thought of {G}. The {feeling} feeling settled, like sand in a jar of water. Then it was time for the fun part.',
          "8-10":
            '"If goodbyes had reviews," said {H}, "I\'d give that one five stars. Efficient. Heartfelt. Would watch again." {C} snorted. "You can\'t review a goodbye." "I just did," said {H}. {C} pressed the heart on {C\'s} hand and pictured {G} feeling it, wherever {G} was, probably somewhere dull. The missing was still there, humming quietly in the background, like a fridge. But the day was starting, and {C} wanted to be in it.',
        },
      },
      {
        text: {
          "2-3":
            '"How big is the missing now?" asked {H}. Before, it was this big. {C} stretched both arms wide, wide, wide. Now? {C} made a teeny pinch. This big. Teeny! "Hooray!" said {H}. {C} pressed the heart. Tum-tum. {C} felt proud and brave. Then back to play!',
          "4-5":
            '{H} sat down beside {name}. "How big is the missing now?" At the goodbye it had been as big as a whale, arms stretched out wide. Now {C} held up a finger and thumb, close together. "About this big. Like a raisin." "A raisin-sized missing," said {H}. "I think you shrank it yourself." One press of the heart, one little pat, and {C} felt proud all the way down to {C\'s} toes. Then {C} went back to playing, because the day was busy and the missing could wait.',
          "6-7":
            '"Can I ask you something?" said {H}. "From one to ten, how big was the missing at the goodbye?" "Eleven," said {C}, without even thinking. "And now?" {C} checked, the way you check a wobbly tooth. "Three. Maybe two." "Who did that?" asked {H}. {C} nearly said the heart, then stopped. The heart had helped. But {C} {was} the one who had pressed it, and the one who had walked over to the fun thing. {C} felt a steady sort of proud, the kind that stays.',
          "8-10":
            '{H} waited for a quiet moment, then asked for a progress report. "The missing, out of ten. At the goodbye, I mean." "Nine," said {C}. "Ten, briefly." "And now?" {C} considered it honestly. "Two. It comes back when I\'m not busy, like a song stuck in your head." "That\'s allowed," said {H}. "You don\'t have to stop missing {G}. You just have to be the one steering." {C} pressed the heart once, for luck, and went back to the day. It was odd to feel proud of a number going down. {C} did, though.',
        },
      },
    ],
  },
  talkAbout: [
    "What special goodbye words could we say to each other?",
    "Where should we draw our little hearts before a goodbye?",
    "What is the first fun thing you like to do when you get somewhere?",
    "How did {name} feel when {G} came back?",
    "What helps you when you miss someone?",
    "Why do you think a short goodbye is easier than a long one?",
  ],
  episodes: [
    {
      id: "school-gate",
      moment: "the goodbye at the school gate",
      place: "school gate",
      time: "morning",
      props: ["backpack", "coat", "lunchbox"],
      other: { role: "classmate", kind: "child" },
      feeling: ["sad", "worried"],
      summary: "{C} can't let go at the school gate in the morning",
      object: "backpack",
      person: "classmate",
      talkAbout: "How did {name} help {O} at the school gate?",
      scenes: {
        opening: {
          text: {
            "2-3":
              "It was a preschool morning at {home}. On went {name's} coat. On went the little backpack. In went the lunchbox. Click! {G} held {name's} hand all the way to the gate. Children ran in. A teacher waved. But {C} stopped at the gate.",
            "4-5":
              "It was a school morning at {home}, and {C} had a brand-new backpack with a fox on it. {G} packed the lunchbox, zipped up {name's} coat and walked {Cobj} all the way to the school gate. Inside, children were hanging up coats and shouting hello. A teacher with a big smile held the door open. {C} looked at it all, and stopped walking.",
            "6-7":
              "It was the first week at a new school. {C} had a new backpack, a new coat and a lunchbox that still smelled of the shop. {G} walked {Cobj} to the school gate, where a river of children flowed past, calling to friends. {C} didn't know any of them yet. {C's} steps got slower and slower, until {C} {was} standing still, holding {G's} hand very hard.",
            "8-10":
              '{C} had started at a new school on Monday, after the move to {town}. By Wednesday, {C} knew where the library was, and that was about it. {G} walked {Cobj} to the school gate, carrying {C\'s} backpack over one shoulder. The playground was loud with kids who had known each other since they were four. {C} slowed down. Then {C} stopped. {C} already knew the answer, but asked anyway. "Can you come in with me?"',
          },
        },
        problem: {
          text: {
            "2-3":
              '"Bye-bye," said {G}. But {C} said, "No!" {name} grabbed a fistful of {G\'s} coat. Tight, tight, tight. "Don\'t go!" {name} cried. Big tears came. Drip, drip. {G} stayed. The gate stayed open. The bell went ding. Still {C} held on.',
            "4-5":
              '"Have a lovely day," said {G}, bending down for a goodbye. But {C} grabbed {G\'s} coat with both hands. "Don\'t go! Stay with me!" Tears came fast and hot. {G} stayed for one more hug, then another, then another. The bell rang. The other children went in. {C} still wouldn\'t let go, and {G} was going to be very late.',
            "6-7":
              '"Right," said {G} gently. "Goodbye time." But {C} wrapped both arms around {G\'s} middle and would not let go. "Please don\'t go. Just stay for today." {G} stayed for one more hug, and one more, and a last one after that. Each one made the goodbye longer and harder. The bell rang, the playground emptied, and {C} {was} still holding on, crying into {G\'s} coat.',
            "8-10":
              "{G} couldn't come in. Nobody's parents could. So {C} did something {they} hadn't done since nursery: {C} held on. Not dramatically, just a firm grip on {G's} sleeve that didn't let go. {G} waited, then gave one more hug, and another. The bell went. The playground emptied. {C's} eyes were stinging, and {C} {was} furious about it, which only made them sting more.",
          },
        },
        feeling: {
          text: {
            "2-3":
              "{C} felt sad. Sad and worried. {C's} tummy felt tight. {C's} eyes felt hot. Preschool was big. {G} was going. Where would {G} be? Would {G} come back soon? {C} pressed {their} face into {G's} coat.",
            "4-5":
              "{C} felt sad and worried, all mixed up together. {C's} tummy was tight, like a fist. School felt big and loud, and {G} felt like the only safe thing in it. If {G} left, who would {C} hold on to? {C} pushed {their} face into {G's} coat, where it smelled like home.",
            "6-7":
              "{C} felt sad and worried at the same time. Sad because {G} was leaving, and worried about everything else: the new classroom, the strange faces, where the bathrooms were. It was as if {G} were a lifeboat, and letting go meant being alone in a big, choppy sea. {C's} chest was tight. Every part of {Cobj} said: hold on.",
            "8-10":
              "Underneath the embarrassment, {C} felt worried, a heavy, churning worry that had been building since Monday. It wasn't really about {G} leaving. It was about everything after: the desks, the names {C} kept forgetting, lunch with nobody to sit next to. {G} was the one familiar thing in a completely unfamiliar place, and letting go felt like stepping off a ledge.",
          },
        },
        stumble: {
          text: {
            "2-3":
              '{G} gave {name} a big hug. "See you later, alligator!" {G} took a step away. But {C} ran after {G}. Oops! Tight, tight again. Sniff. {C} had done the hug. But the heart? {C} forgot to press it!',
            "4-5":
              '{C} took a big breath. Hug, and the goodbye words: "See you later, alligator." {C} pressed the heart. {G} walked towards the gate. Then, halfway, the tears came back, and {C} ran after {G}. "One more hug!" Oh dear. {C} had done two parts, but not the fun thing. Without a fun thing to go to, the goodbye had nowhere to land.',
            "6-7":
              "{C} gave {G} the hug and said the goodbye words, voice wobbling. {C} pressed the heart. {G} set off towards the gate. But halfway there, {C's} feet started running before {C} could stop them, and {C} caught {G's} sleeve. \"One more,\" {C} said. It was one more hug, and then it was even harder. {C} realized what had gone wrong: the last part, the fun thing to go to, had been skipped.",
            "8-10":
              "{C} did the hug and mumbled the goodbye words, then pressed the heart. {G} walked away. Ten steps later, {C} {was} jogging after {G}, aiming for one last hug that became two. \"This isn't working,\" {C} said, eyes stinging again. It wasn't the plan that had failed, though. {C} had done the first two steps and then stood there, with nowhere to go. Step three had been skipped.",
          },
        },
        success: {
          text: {
            "2-3":
              '{C} tried again. One big hug. "See you later, alligator!" Press went the heart. Then {C} looked for a fun thing. There! The sand tray. And there was {O}, a new classmate, crying too. {C} asked, "Dig with me?" Dig, dig. {refrain} {G} waved. {C} waved back.',
            "4-5":
              '{C} tried again, all three parts. One hug. "See you later, alligator." "In a while, crocodile," said {G}. Press went the heart. Then {C} looked around for a fun thing, and spotted {O}, a new classmate, standing alone by the coat pegs, looking wobbly too. {C} held up one hand and asked, "Do you want to see my heart?" {O} did. By the time {C} looked up, {G} was waving from the gate, and {C} waved back.',
            "6-7":
              'So {C} did it again, properly. One hug. "See you later, alligator." "In a while, crocodile." A press of the heart. Then, before {G} had even turned away, {C} chose a first thing. By the coat pegs hovered a {Orole} called {O}, looking just as new as {C} felt. {C} walked over and said hello. When {C} looked back, {G} was at the gate, waving. {C} waved once, and went inside with {O}.',
            "8-10":
              'This time {C} picked the first thing before the goodbye started: a {Orole} called {O}, standing by the gate, looking exactly as new as {C} felt. Then {C} did it properly. One hug. "See you later." A press of the heart. {C} turned and walked straight over. {C} said, "Are you new too?" {O} nodded, relieved. By the time {C} glanced back, {G} was waving from the corner. {C} raised one hand, heart side out.',
          },
        },
        echo: {
          day: 1,
          time: "morning",
          text: {
            "2-3":
              'The next morning: backpack on, coat on. Gate! {C} gave {G} one big hug. "See you later, alligator!" Press went the heart. Then {C} ran to find {O}. Dig, dig, dig. No tight, tight, tight today. Just one happy wave.',
            "4-5":
              "The next morning at the school gate, {C} did the Hand-Heart Goodbye all by {themself}. One hug, the alligator words, one press of the heart. Then {C} went straight to find {O}, who was waiting by the coat pegs. {O} held up one hand. There was a wobbly heart on it, drawn at breakfast, just like {name's}.",
            "6-7":
              "The next morning, {C} did the Hand-Heart Goodbye at the school gate without any help at all. It took about fifteen seconds. One hug, the alligator words, a press of the heart. Then {C} {was} off to find {O}, who had saved a place by the coat pegs. The missing feeling turned up once, at snack time. {C} pressed the heart, and it went quiet again.",
            "8-10":
              "The next morning, {C} tried an upgrade. {C} drew the heart at breakfast, and one on {G's} hand, then planned the first thing on the walk to school: find {O}, compare lunches. At the school gate the whole goodbye took ten seconds. Hug, words, heart, gone. At lunch the missing feeling turned up for a moment. {C} pressed the heart under the table, and it passed, like a cloud over the playground.",
          },
        },
        ending: {
          time: "afternoon",
          text: {
            "2-3":
              'That afternoon, the gate opened. There was {G}! {name} ran, ran, ran. Big hug! "You came back," said {name}. "I always come back," said {G}. {G} pressed the heart. {name} pressed back. Home they went, hand in hand, happy.',
            "4-5":
              'That afternoon, when the doors opened, there was {G}, right at the front, just as promised. {name} ran straight into a big hug. "You came back!" "I always come back," said {G}, and held up the hand with the little heart on it. {name} pressed back, and they walked home together, swinging hands, talking about everything.',
            "6-7":
              'That afternoon, {G} was waiting at the school gate, right where {G} had promised to be. {name} ran across the playground and straight into a hug. "I pressed the heart four times," {name} reported. "I know," said {G}. "I felt every one." They walked home together, swinging the lunchbox, and {name} talked about {O} all the way.',
            "8-10":
              'That afternoon, {G} was at the school gate, exactly where {G} had said. {name} walked out with {O}, still mid-conversation, and took a second to notice. "You came back," {name} said, trying to sound casual. "I always do," said {G}. They walked home together, and {name} explained, in great detail, how lunch had gone. It was a long explanation. It had been a good day.',
          },
        },
      },
    },
    {
      id: "babysitter-evening",
      moment: "the evening goodbye",
      place: "living room",
      time: "evening",
      props: ["coat", "window", "book", "blanket"],
      feeling: ["sad", "lonely"],
      summary: "{C} holds on to {G's} coat when {G} goes out for the evening",
      object: "coat",
      person: "babysitter",
      talkAbout: "What fun thing could you choose when the babysitter comes?",
      scenes: {
        opening: {
          text: {
            "2-3":
              'It was evening at {home}. {G} put on a smart coat. {G} was going out for dinner. Ding-dong! It was Jess, the babysitter. Jess had a big bag of books. Jess said, "Hello, {name}!" {name} peeked at Jess. Then {C} pressed {their} face into {G\'s} legs.',
            "4-5":
              'It was Friday evening at {home}, and {G} was getting ready for a birthday dinner with friends. {G} had put on a smart coat and some shiny shoes. Then the doorbell rang. It was Jess, the babysitter, with a bag full of books and a jigsaw. Jess waved. "Hi, {name}!" {name} took one look at the coat, and hid behind {G}.',
            "6-7":
              "On Friday evening at {home}, {G} was going out to a friend's birthday dinner, the first evening out in a long time. {G} had a smart coat on and was hunting for keys. At seven o'clock the doorbell rang. It was Jess, the babysitter from down the road, with a bag of books and a game. {C} liked Jess, usually. Tonight, {C} took one look at the coat and felt {their} stomach drop.",
            "8-10":
              "At {home}, Friday evening meant something unusual: {G} was going out. A proper night out, a friend's birthday, with a smart coat and shoes that pinched. The babysitter was Jess from down the road, who was sixteen, good at card games and unbothered by most things. {C} had known about the plan for a week and had been fine about it for a week. At ten to seven, {C} stopped being fine.",
          },
        },
        problem: {
          text: {
            "2-3":
              '"Bye-bye, butterfly," said {G}. That was the family goodbye. "No! Don\'t go!" {name} held the coat. Tight, tight. {C} cried and cried. {G} sat down again. One more cuddle. Then one more. The clock went tick, tock. Still {C} held on.',
            "4-5":
              '"Bye-bye, butterfly," said {G}, kneeling down for the family goodbye. But {C} grabbed the coat with both hands. "Don\'t go! I want you to stay!" {G} stayed five more minutes, then ten. Every time {G} reached for the door, {C} cried harder and held on tighter. Jess waited on the sofa, trying to look friendly, and the dinner was getting later and later.',
            "6-7":
              '"Right, love," said {G}. "I\'ll be back before you know it." {C} grabbed the coat sleeve and held on. "Please don\'t go. Please, please." {G} sat down again, and stayed for one more story, then one more cuddle. Each time {G} stood up, {C} cried harder. Twenty minutes later, {G} was still in the hall with one arm in the coat. Jess had read the back of the game box three times.',
            "8-10":
              "It started with questions. What time would {G} be back? Exactly what time? What if the restaurant was slow? Then {C} {was} standing in the hall, holding the sleeve of {G's} coat. {C} knew perfectly well {G} would come back. That didn't seem to help. {G} took the coat off, sat down, tried again, and took it off again. Jess shuffled the cards and quietly dealt out a game of patience.",
          },
        },
        feeling: {
          text: {
            "2-3":
              "{C} felt sad. Lonely sad. The window was dark. Night was coming. Jess was nice. But Jess was not {G}. {C's} lip went wobble, wobble. {C} wanted {G} to stay at home, all night long.",
            "4-5":
              "{C} felt sad and lonely, even though Jess was right there. Outside the window, it was getting dark. Evenings were for {G}: bath, story, cuddles. A whole evening without {G} felt long and strange, like a bedtime book with the pages in the wrong order. {C's} chin wobbled, and {C} held the coat even tighter.",
            "6-7":
              "{C} felt sad and lonely, even with Jess right there. It was strange, because Jess was fun. But evenings belonged to {G}: the bath, the story, the particular way {G} said goodnight. Without {G}, the whole evening would be the wrong shape. Through the window, the sky was going dark, and the dark made the missing feel bigger.",
            "8-10":
              "{C} felt lonely before {G} had even left, which made no sense and also made complete sense. Evenings had a shape: dinner, the bath, {G's} terrible singing, goodnight. Tonight that shape had a hole in it. Outside the window the street lights were coming on, and every minute of dark made the hole feel bigger. {C} hated that {they} {was} being like this. That only made it worse.",
          },
        },
        stumble: {
          text: {
            "2-3":
              'A big hug. "Bye-bye, butterfly!" said {G}. Press went the heart. Then {C} ran to the window. Nose on the glass. Squish! {G} went down the path. {C} watched and watched. Tap, tap on the glass. Sniff! Watching made the missing bigger. {G} kept going, to the gate. Jess came and knelt down. "Watching is a sad game," said Jess. "Shall we find a fun one?"',
            "4-5":
              '{C} tried the goodbye. One big hug, "Bye-bye, butterfly," and a press of the heart. Then {C} ran to the window to watch {G} go. That could be the fun thing, {C} decided. But watching wasn\'t fun at all. {G} got smaller and smaller down the path, and the missing got bigger and bigger. Soon {C} {was} banging on the glass and crying. {G} blew a kiss from the gate and kept going, because that was the plan. Jess came and knelt by the window, still holding the jigsaw. "Watching makes the missing bigger," said Jess. "Shall we find the fun thing?"',
            "6-7":
              "{C} tried the Hand-Heart Goodbye at the front door. The hug was fine. The goodbye words came out wobbly, but they came out. {C} pressed the heart. Then {C} went to the window to wave, and stayed there. {G} went down the path, and {C} watched. {G} opened the car door, and {C} watched. With every step the missing grew, until {C} {was} knocking on the glass. {G} came back in, and it was worse than before. Watching somebody leave, {C} realized, was the opposite of a fun thing.",
            "8-10":
              "{C} tried the goodbye in the hall. Hug, words, heart: all present and correct. Then {C} made a tactical error and went to the front window to wave. {G} walked down the path. {C} watched. {G} hunted for the car keys. {C} watched. Every second at the glass made the missing louder, and by the time {G} reached the car, {C} {was} rapping on the window. {G} came back inside. {C} saw the problem. The plan said first fun thing, and staring at an empty street was nobody's idea of fun.",
          },
        },
        success: {
          text: {
            "2-3":
              "{C} tried again, with Jess. First, the fun thing: a book with a duck in it. Quack! Then a press of the heart. Press! {C} sat with Jess on the blanket. {refrain} At the gate, {G} turned and waved. {C} waved back from the blanket. Then {C} turned the page.",
            "4-5":
              "So {C} turned away from the glass and tried the last part of the plan: the fun thing. It was the jigsaw with the fire engine. {C} tipped the pieces onto the blanket and found a corner piece straight away. Press went the heart, once, for {G}. Outside, a car tooted goodbye. {C} waved at the window, then went back to looking for the ladder piece.",
            "6-7":
              'This time, {C} picked the fun thing first. "Jess, can we play the game with the wobbly tower?" Jess said yes, and started setting it up on the rug. Then {C} went to the door and did the goodbye properly: hug, "Bye-bye, butterfly," a press of the heart. {C} didn\'t watch the door close. {C} {was} already on the rug, choosing which block to pull out first. The tower wobbled, and held.',
            "8-10":
              'So {C} organized the next thing first. "Jess, can you teach me that card game? The one where you slap the pile?" Jess brightened and started shuffling. Then {C} walked {G} to the door. One hug. "Bye-bye, butterfly," which was a baby phrase, but it was the family one. A press of the heart. Door closed. {C} turned around and didn\'t look back, because slapping cards turned out to need total concentration.',
          },
        },
        echo: {
          day: 3,
          time: "evening",
          text: {
            "2-3":
              'A few days later, Jess came again. {G} put on the coat. {C} did not hold on. First, the duck book. Then one big hug. "Bye-bye, butterfly!" Press! {C} did it all by {themself}. Quack, quack!',
            "4-5":
              'A few days later, {G} had another evening out, and Jess came back with the same bag of books. This time {C} chose the fun thing before the doorbell even rang: a story about a very hungry bear. Then the goodbye hug and "Bye-bye, butterfly" at the door. No holding on. Just one press of the heart, and then, "Jess, can we start?"',
            "6-7":
              "A few days later, {G} had a work dinner, and Jess came again. {C} {was} ready. The wobbly-tower game was already on the rug before the doorbell even rang. The goodbye took less than a minute. Later, the missing feeling crept in at bath time. {C} pressed the heart and told Jess all about it, and Jess drew a matching heart on her own hand.",
            "8-10":
              "A few days later, {G} had a work dinner, and Jess came again. This time {C} had the plan ready before the doorbell rang: cards out, goodbye at the door, no encores. It took about thirty seconds. Later, when the missing feeling wandered in around bath time, {C} pressed the heart, slapped the pile a bit harder than necessary, and the feeling wandered out again.",
          },
        },
        ending: {
          place: "bedroom",
          time: "night",
          text: {
            "2-3":
              'Much later, the door went click. {G} was home! {G} tiptoed in. {name} was fast asleep, cozy and warm. The little heart was still on {name\'s} hand. {G} kissed it softly. "I came back," whispered {G}. "I always do."',
            "4-5":
              'Much later, the front door opened very quietly. {G} was home, just as promised. {G} tiptoed into {name\'s} room and found {name} fast asleep, one hand on top of the blanket. The little heart was still there, a bit smudged. {G} pressed it, very gently. "I came back," {G} whispered. "I always come back."',
            "6-7":
              'Much later, the front door clicked softly. {G} was home, just as promised, and the house was quiet. {G} looked in on {name}, who was asleep with one hand flung across the pillow. The little heart was smudged but still there. {G} pressed it very gently with one finger. "I came back," {G} whispered. "I always do." {name} smiled in {their} sleep.',
            "8-10":
              "Much later, the key turned quietly in the lock. {G} was home, right on time. The house was dark and calm, and {name} was asleep, the smudged heart still on one hand. {G} stood in the doorway for a moment, then pressed the matching heart, very gently. In the morning, {name} would pretend not to have tried to wait up. {name} had tried, and nearly made it, and that was fine too.",
          },
        },
      },
    },
    {
      id: "swimming-lesson",
      moment: "the swimming lesson",
      place: "pool",
      time: "afternoon",
      props: ["towel", "hat", "ball"],
      other: { role: "friend", kind: "child" },
      feeling: ["worried", "nervous"],
      summary: "{C} won't let {G} go up to the benches at the first swimming lesson",
      object: "swim hat",
      talkAbout: "What could you look for first, the next time you start something new?",
      scenes: {
        opening: {
          text: {
            "2-3":
              'It was swim day! {C} had a swim hat. {C} had a big stripy towel. {G} held {name\'s} hand by the pool. Splash, splash! The water was blue. The teacher called, "Swimmers, this way!" {G} had to sit up on the benches. Not by the pool.',
            "4-5":
              "Saturday afternoon meant a brand-new thing for {name}: swimming lessons. {C} had a swim hat, a stripy towel and goggles that were slightly too big. The pool was blue and echoey and smelled funny. Parents weren't allowed on the poolside. They watched from benches behind a big window. \"I'll be right up there,\" said {G}, pointing. It looked very far away.",
            "6-7":
              "On Saturday afternoon, {C} had {their} first swimming lesson at the big pool. There was a new swim hat, a stripy towel, and a very loud hall full of splashing. Parents weren't allowed on the poolside. They sat on benches behind a long glass window upstairs. \"I'll be right there,\" said {G}, pointing. From down here, the window looked about a mile away.",
            "8-10":
              "{C} had agreed to swimming lessons, mostly because {C's} friend {O} was doing them too. The pool was huge and echoey, and smelled strongly of chlorine. The rule was that parents watched from the gallery upstairs, behind a long pane of glass. {C} had known all of this in advance. Knowing it in the car had felt very different from standing there in a swim hat, clutching a towel.",
          },
        },
        problem: {
          text: {
            "2-3":
              '{C} held on to {G}. Tight, tight, tight. "No! Stay!" The other children went splash. {C} did not. {C} cried. The teacher called, "Come on in!" {name} shook {their} head. The towel fell down. Plop.',
            "4-5":
              "When the teacher called the swimmers over, {C} didn't go. {C} held on to {G's} arm, crying. \"Don't go up there! Stay here!\" The other children climbed into the water, and {C's} friend {O} waved from the steps. {G} stayed, and stayed, until the teacher came over to see what was wrong. The lesson had started, and {C} {was} still on the side.",
            "6-7":
              'When the teacher blew the whistle, {C} didn\'t move. {C} held on to {G\'s} hand with both of {their} own. "Please stay down here," {C} begged. "Please." {G} explained about the window, twice. The other children lined up at the edge, including {O}, {C\'s} friend from school. {C} started to cry. The teacher waited, kind but busy, and the lesson began without {Cobj}.',
            "8-10":
              "When the instructor called the group over, {C} froze. Then {C} did the thing {they} had sworn not to do: {C} held on to {G}. {C} whispered, \"Can't you just sit on the side?\" The instructor said, kindly, that parents weren't allowed. {G} stayed anyway, hovering, until the lesson had started without {Cobj}. {O} waved from the water, which was worse, somehow.",
          },
        },
        feeling: {
          text: {
            "2-3":
              "{C} felt worried. The pool was big. The noise was big. Echo, echo! {G} would be far up on the bench. Too far! {C's} tummy felt wobbly. {C} wanted {G} close. Close, close, close.",
            "4-5":
              "{C} felt worried, all the way down to {their} wet toes. The pool was so big, the splashing was so loud, and the teacher was a stranger with a whistle. {G} was the one person who made everything feel safe. Sitting behind that window, {G} would be too far away to hold on to.",
            "6-7":
              "{C} felt nervous, and the echoing noise made it worse. Everything here was new: the deep water, the whistle, the rules. {G} was the only familiar thing, and soon {G} would be behind glass, out of hearing and out of reach. It felt like being on another planet, with {G} waving from a faraway spaceship.",
            "8-10":
              "{C} felt nervous, which was annoying, because {C} could swim. Sort of. It wasn't the water. It was being down here while {G} was up there, behind glass, out of reach. If anything went wrong, {C} would have to handle it alone, in front of everyone. The echo made every splash sound bigger. {C's} heart was thumping, and {C} {was} getting cold.",
          },
        },
        stumble: {
          text: {
            "2-3":
              '{C} hugged {G}. "Bye-bye! Watch me!" {G} went up to the bench. {C} pressed the heart. Press. Press, press, press! {C} stood by the pool and pressed and pressed. The other children went splash. Not {name}. Sniff. Pressing was not swimming.',
            "4-5":
              '{C} did the hug and said "See you soon, swimming spoon," which made {G} laugh. {G} climbed up to the benches. {C} pressed the heart. Then pressed it again. And again, and again, standing at the edge of the pool, until the little heart was nearly rubbed off. Everyone else was already splashing. Oh dear. The heart was for missing, not for hiding behind, and there was no fun thing waiting.',
            "6-7":
              "{C} tried the Hand-Heart Goodbye by the changing room door: hug, goodbye words, a press of the heart. {G} went upstairs. {C} stood at the edge of the pool and pressed the heart again. Then again. Each press helped for about a second, so {C} kept doing it, until the heart was a smudge and the group had started without {Cobj}. The heart was meant to be a quick squeeze, not a place to stand still. {C} had done the middle part twenty times and the last part not at all.",
            "8-10":
              "{C} did the goodbye: hug, words, heart. {G} went upstairs. {C} made it as far as the edge of the pool and pressed the heart again. It helped, slightly, so {C} pressed it again, and again, like someone refreshing a page that isn't going to change. After two minutes the heart was a blue smudge, {C} {was} still dry, and the drill had started without {Cobj}. It was, {C} admitted later, not the plan's fault. The plan had three parts, and {C} had got stuck in the middle one.",
          },
        },
        success: {
          text: {
            "2-3":
              '{C} tried again. One big hug. "Bye-bye! Watch me!" Press went the heart. Then the fun thing: a big red ball, bob, bob, in the water. {C\'s} friend {O} was there too. Splash, splash! {refrain} {C} looked up. {G} waved. {C} waved back.',
            "4-5":
              'So {C} tried again. This time {C} found the fun thing first: a bright red ball in the water, and {O} ready to throw it. Then one hug, "See you soon, swimming spoon," and a press of the heart. {C} sat on the edge, slid in with a splash and caught the ball. When {C} looked up at the big window, {G} was waving with both hands.',
            "6-7":
              "This time {C} chose the first thing before saying goodbye. {O} was at the shallow end with a red ball, and the game looked easy enough. Hug, words, heart. Then {C} walked straight to the edge without looking back, sat down and slid in. The water was colder than expected. {O} threw the ball. {C} caught it. Only then did {C} look up at the window, where {G} was giving two thumbs up.",
            "8-10":
              "This time {C} changed the order. Before the goodbye, {C} asked the instructor, \"What's the first drill?\" It was a ball-passing game in the shallow end, with {O}. Fine. Then the goodbye: hug, words, a quick press of the heart. {C} walked to the edge, got in without hesitating and caught {O's} first pass. The water was freezing. {C} didn't look up at the glass until the drill was over. {G} was grinning.",
          },
        },
        echo: {
          day: 7,
          time: "afternoon",
          text: {
            "2-3":
              'A week later, it was swim day again. Swim hat on. Towel in the bag. One big hug. "Bye-bye! Watch me!" Press! Then {C} went to find {O} and the red ball. Splash! No holding on this time. Just one big wave.',
            "4-5":
              'A week later, it was swimming day again. In the changing room, {C} told {G} the plan: "Hug, spoon words, heart, then ball with {O}." And that\'s exactly what happened. {C} {was} in the water before {G} had even reached the benches. From up by the window, {G} saw one small hand wave, heart side out.',
            "6-7":
              "The next Saturday, {C} did the whole goodbye in the changing room, quick as a flash. {C} {was} in the water before {G} reached the benches. Halfway through the lesson, the nervous feeling bobbed up again, when the teacher talked about putting faces in the water. {C} pressed the heart under the water, took a breath, and did it anyway.",
            "8-10":
              "The next week, {C} asked for the first drill in the changing room and had the goodbye done before {G} had found a seat. Halfway through the lesson came a new challenge: swimming under a float. The nervous feeling surfaced. {C} pressed the heart underwater, where nobody could see, took a breath and went. {C} came up spluttering but on the far side of the float, which counted.",
          },
        },
        ending: {
          text: {
            "2-3":
              'After the lesson, there was {G}, with the big stripy towel. Whoosh! All wrapped up. {G} laughed and said, "You swam! I saw you!" {name} smiled a big, warm smile. Drip, drip, drip. Home they went, past {world}. What a happy, splashy day.',
            "4-5":
              'After the lesson, {G} was waiting at the door with the big stripy towel, just as promised. Soon there was a dripping burrito in a towel. "I saw everything," said {G}. "You were so brave." The burrito grinned, dripping and proud. On the way home, past {world}, they shared a warm pretzel, and {name} explained how to catch a ball in the water.',
            "6-7":
              'After the lesson, {G} was waiting at the poolside door with the stripy towel, exactly as promised. {name} came out dripping, proud and slightly blue around the lips. "You were amazing," said {G}, wrapping {name} up tight. "I saw the heart." They went home together past {world} with a bag of wet things, and {name} talked about the red ball the whole way.',
            "8-10":
              'After the lesson, {G} was waiting at the door with the towel, as promised. "I saw that," {G} said. "You didn\'t look up for ten whole minutes." {name} shrugged, dripping, trying not to look pleased. On the way home, past {world}, they stopped for hot chocolate, and {name} explained the drills in far more detail than anyone needed. {G} listened to every word of it, warm and proud.',
          },
        },
      },
    },
    {
      id: "party-drop-off",
      moment: "the party drop-off",
      place: "party",
      time: "afternoon",
      props: ["balloon", "present", "cake"],
      other: { role: "friend", kind: "child" },
      feeling: ["wobbly", "unsure"],
      summary: "{C} won't let {G} leave at a friend's birthday party",
      object: "present",
      person: "birthday friend",
      talkAbout: "What could {name} do first at the next party?",
      scenes: {
        opening: {
          text: {
            "2-3":
              'It was {O\'s} birthday party! {C} had a present in shiny paper. Knock, knock. The door opened. Balloons! Music! Lots of children! A big cake sat on the table. {O} called, "Hello!" But {name} stayed very close to {G}, holding on to a pocket.',
            "4-5":
              'On Saturday afternoon, {C} {was} invited to {O\'s} birthday party. {C} carried the present, wrapped in paper with rockets on it, all the way there. Inside, the room was full of balloons and music and children running in circles. A cake with candles sat on the table. {O} ran up. "You came!" {name} took one look at all the noise, and stepped behind {G}.',
            "6-7":
              "On Saturday, {C} {was} invited to {O's} birthday party, and for a whole week it had sounded wonderful. Then they arrived. The hall was full of balloons, loud music and children {C} mostly didn't know, all shrieking happily. A cake shaped like a castle sat on the table. {O} came running to collect the present. \"You're here!\" {name} smiled, then quietly stepped behind {G}.",
            "8-10":
              '{O} had invited {Cobj} to a birthday party at the climbing gym, which sounded brilliant right up until they walked in. The place was enormous and echoing, full of kids {C} didn\'t know, wearing harnesses and shouting across the walls. Somebody had tied balloons to every chair, and a huge cake sat under a cover at the back. {O} bounded over. "You made it!" {name} handed over the present and discovered {they} did not want {G} to leave.',
          },
        },
        problem: {
          text: {
            "2-3":
              '"Bye-bye," said {G}. "I\'ll come back after cake." But {C} said, "No!" {name} held on. Tight, tight. Big tears came. The present fell. Bump! The other children played. {C} did not. {C} held {G\'s} leg like a tree.',
            "4-5":
              "\"I'll come back after the cake,\" said {G}, handing the present to {O}. But {C} grabbed {G's} hand and wouldn't let go. \"Stay! Don't leave me here!\" Other parents were waving goodbye and heading out. {G} stayed by the door, with {name} wrapped around one leg, while the party games started without {Cobj}.",
            "6-7":
              "Other parents were saying goodbye and leaving. \"I'll be back at four,\" said {G}. But {C} held on to {G's} sleeve. \"Can you stay? Just this once?\" {G} explained that it was a drop-off party, that all the parents were going, that four o'clock wasn't long. {C} didn't let go. The first game started. {O} looked over, puzzled, with a balloon in each hand.",
            "8-10":
              'The invitation had said drop-off. The other parents were already heading out. {G} said, "Pick-up at five," and turned to go. {C} caught {G\'s} sleeve without quite meaning to. "Could you just stay for the first bit?" Then the first bit became the second bit. {G} hovered by the door, apologizing to the staff. {C} knew how it looked. {C} held on anyway.',
          },
        },
        feeling: {
          text: {
            "2-3":
              "{C} felt wobbly. Wobbly like jelly. The room was loud. Boom! Boom! went the music. The balloons were big. So many faces! {G} was the safe place. {C} wanted {G} to stay. Stay, stay, stay.",
            "4-5":
              "{C} felt wobbly and unsure. The party was so loud, and {C} didn't know all the children. {G} was the one safe person in the room. Without {G}, who would {C} stand next to? {C's} tummy did a flip, and {C} held on even tighter. Even the balloons seemed to be staring.",
            "6-7":
              "{C} felt unsure, as if {their} feet didn't know where to stand. At home, parties were fun to think about. Here, in real life, it was loud and bright and full of people who all seemed to know each other already. {G} was the only person {C} {was} sure of. Letting go felt like jumping into a puddle without knowing how deep it was.",
            "8-10":
              "{C} felt unsure, in the way that makes you extremely aware of your own hands. {C} knew {O}, and only {O}, and {O} was the birthday kid, busy and in demand. Everyone else seemed to arrive already in groups. Without {G}, {C} would just be standing there, by the balloons, obviously alone. That was the real problem: not the goodbye, but the minute after it.",
          },
        },
        stumble: {
          text: {
            "2-3":
              '{C} gave {G} a hug. "Bye-bye! After cake!" Press went the heart. Then {C} ran to the big, loud game. Boom, boom, music! Bump! A big boy bumped {Cobj}. Too loud! Too big! {C} ran back to {G}. Tight, tight again.',
            "4-5":
              '{C} did the hug and said "See you later, party-alligator," which was new. {C} pressed the heart. Then {C} picked a fun thing, the biggest one in the room: a wild chasing game, with twenty children and very loud music. Everyone ran at once, and somebody crashed right into {Cobj}. It was all too loud and too fast. {C} ran straight back and grabbed {G\'s} coat. "One more hug!"',
            "6-7":
              "{C} took a breath and did the Hand-Heart Goodbye: hug, words, heart. Then, to prove everything was fine, {C} joined the biggest game going, a running race round the whole hall. It was loud, fast and full of children {C} didn't know. Halfway round, somebody popped a balloon right by {C's} ear, and {C} {was} across the room in a flash, holding {G's} sleeve again. \"Sorry,\" {C} mumbled. The plan was right. The first fun thing had just been much too big.",
            "8-10":
              "{C} did the goodbye by the door: one hug, the usual words, a quick press of the heart. Then, determined to look fine, {C} signed up for the speed-climbing race on the tallest wall. It was loud, it was fast, and everyone else seemed to have done it before. Halfway up, {C's} arms started shaking, and so did everything else. {C} came down, unclipped and went straight out to the parking lot to find {G}. {G} hadn't quite gone. The plan had worked. The first thing had just been about three sizes too big.",
          },
        },
        success: {
          text: {
            "2-3":
              '{C} tried again. First, a small fun thing: a big red balloon! {O} had one too. Then one big hug. "Bye-bye! After cake!" Press went the heart. Bop, bop went the balloons. {refrain} {G} waved from the door. {C} waved back.',
            "4-5":
              "So {C} tried again, and this time found a small fun thing first: {O} was handing out balloons for a game of keep-it-up. {C} took a blue one. Then one hug, the goodbye words, a press of the heart. The balloon went bop, high in the air. {C} raced to catch it before it touched the floor. When {C} looked around, {G} was waving from the door, and {C} waved back with the balloon.",
            "6-7":
              'This time {C} looked for a smaller first thing before the goodbye. {O} was organizing a game of keep-the-balloon-up, and was one player short. {C} ran over and asked, "Can I play?" "Yes! Quick!" Then {C} went back to {G}: hug, words, press. {G} went off with a wave, and {C} didn\'t even watch. {C} {was} already diving for a balloon that was about to touch the floor, and caught it, just in time.',
            "8-10":
              'This time {C} picked a smaller first thing. {C} asked {O} who else was new, and {O} pointed at a kid in a green harness by the wall, looking as unsure as {C} felt. {C} went over and asked, "Want to climb with me?" The kid did. Then {C} went back to {G}: hug, words, heart, and no encore. {G} left, properly this time. Ten minutes later {C} {was} halfway up a wall, laughing at something the green-harness kid had said.',
          },
        },
        echo: {
          day: 1,
          time: "afternoon",
          place: "living room",
          text: {
            "2-3":
              "The next day, {O} asked {name} to come and play. Knock, knock! {C} gave {G} one big hug. Press went the heart. Then {C} found the fun thing: {O's} toy train. Choo, choo! {C} did it all by {themself}.",
            "4-5":
              'The next day, {O} invited {name} round to play, just the two of them. At the door, {C} did the Hand-Heart Goodbye without any help: hug, words, press. Then {C} asked, "Can we play the balloon game again?" {O} found a balloon, and {G} waved goodbye through the window, with nobody holding on at all.',
            "6-7":
              "The next day, {O} invited {name} over to play, just the two of them. At {O's} front door, {C} did the whole goodbye in about ten seconds, then walked in to find {O} already blowing up balloons. The missing feeling turned up once, when {C} saw {G} walk away down the street. {C} pressed the heart, counted to three, and went back to the game.",
            "8-10":
              'The next day, {O} invited {name} over to finish off the leftover cake and watch a film. At {O\'s} front door, {C} did the goodbye in under ten seconds, including the press of the heart, which was now a running joke. {G} asked, "Still doing the heart thing?" "It works," said {name}, and went inside without a backward glance.',
          },
        },
        ending: {
          text: {
            "2-3":
              'Later, there was a knock at the door. It was {G}! "I came back," said {G}. "I always come back." {name} ran for a big hug. {name} had so much to tell. Balloons! Games! Then home, past {world}. Happy, happy {name}.',
            "4-5":
              'Later, {G} came back, just as promised, and knocked on the door. {name} came running with pink cheeks and a big smile. {G} asked, "Did you miss me?" "Only twice," said {name}. "I pressed the heart both times." {G} laughed and gave {name} a big hug, and they walked home together past {world} in the golden afternoon.',
            "6-7":
              'Later, {G} came back, exactly when {G} had promised. {name} came to the door with pink cheeks and a balloon. {G} asked, "How was it?" "I only pressed the heart three times," {name} said. "And I won a game." They walked home together past {world} in the late afternoon sun, {name} talking the whole way, and {G} listening to every word.',
            "8-10":
              'Later, {G} came back for pick-up, right on time. {name} appeared, flushed, with a balloon tied to one wrist. "How was it?" "Fine," said {name}, which meant extremely good. On the way home, past {world}, it all came out anyway: the green-harness kid, the wall nobody could finish, the cake that turned out to be lemon. {G} listened to all of it, grinning, happy to hear every word.',
          },
        },
      },
    },
  ],
};
