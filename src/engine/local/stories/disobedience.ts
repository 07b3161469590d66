import type { BehaviorStory } from "../episode-types";

/** Disobedience: not hearing what was asked (Stop, Look, Say It Back). */
export const disobedience: BehaviorStory | null = {
  childTerms: "not listening when someone asks",
  strategy: {
    name: "Stop, Look, Say It Back",
    steps: ["Stop your hands and feet", "Look at the person talking", "Say back what you heard, then do it"],
    why: "A child deep in play often truly does not hear a request. Stopping the body and looking at the speaker moves attention across; saying the request back shows you both it landed, so one calm ask can replace five louder ones.",
    refrain: "Stop. Look. Say it back.",
    toddlerSteps: ["Stop your feet", "Look and say it back"],
    smallFirstStep: "Stop your hands and feet when you hear your name",
  },
  // Another word for a noise, where a parent asks to leave noises out.
  insteadOf: [[/\ba sort of background noise\b/g, "a sort of background hum"]],
  titles: ["{name} Stops, Looks and Says It Back", "{name} and the Say-It-Back Trick", "Did You Hear That, {name}?", "{name} and {Hfull} Listen Up"],
  // Ages 8-10, the two-tries shape's first try alone: this behavior's own wrong tries (never another behavior's paragraph).
  firstTry:
    "{C} tried to fix it by going faster, which is what most people try. Then {C} tried looking very busy, in case that helped. Neither did. The {feeling} feeling stayed put, and so did the problem. Slowly it dawned on {Cobj} that the trouble had started earlier, with some words {C} had heard with only one ear.",
  scenes: {
    helper: [
      {
        text: {
          "2-3":
            'Then {H} came close. "Hello, {name}," said {H}. "Were your ears busy?" "I was playing," {C} said. "My ears went away." {H} tapped one of {C\'s} ears, very gently. "Ears do that," {hs} said. "Playing is loud inside." {C} looked at {P}. What a muddle. "I know a trick," said {H}.',
          "4-5":
            'That was when {Hintro}, came close. "Hello, {name}," said {H}. "It looks like your ears were somewhere else." {C} nodded slowly. "I didn\'t hear," {C} said. "Not really." "I believe you," said {H}. "When you are busy, your ears get busy too. That happens to everybody." {C} felt a tiny bit better. "I know a trick for busy ears," said {H}.',
          "6-7":
            'That was when {Hintro}, came close. {H} didn\'t frown. {H} just looked at {P}, and then at {name}. "You didn\'t hear, did you?" {H} said gently. {C} shook {their} head. "I heard a sort of noise. I didn\'t hear the words." "That\'s how it works," said {H}. "When your brain is full of something fun, other people\'s words bounce off. It isn\'t on purpose. But there\'s a way to catch them."',
          "8-10":
            'That was when {Hintro}, came over. {H} surveyed {P} for a long moment. "So," {hs} said. "How many times do you think you were asked?" {C} winced. "Once?" "I counted three," said {H}, not unkindly. "And I don\'t think you ignored any of them. I think you never actually heard them." {C} thought about it. It was true. The words had been there, like background noise on a radio, but none of them had landed.',
        },
      },
      {
        text: {
          "2-3":
            'Somebody saw it all. It was {H}. {H} came close, quiet and kind. {H} knew that {feeling} feeling. {H} did not tell {Cobj} off. {H} sat down, close. "Busy hands," said {H}. "Busy eyes. Busy ears!" {C} looked at {C\'s} busy hands. Yes. So busy. "I can help," said {H}.',
          "4-5":
            'Somebody had seen the whole thing. It was {Hintro}. {H} came close and waited until {C} looked up. "You feel {feeling}," {H} said softly. The floor suddenly looked very interesting. "I didn\'t mean it. I was busy." "I know," said {H}. "Sometimes we\'re so busy that words float right past us, like bubbles. I know a way to catch them." {C} wiped {their} nose and listened.',
          "6-7":
            'Somebody else had seen it: {Hintro}. {H} came close and said nothing for a moment, which was oddly comforting. "You look {feeling}," {hs} said at last. "Can I tell you what I noticed? Your hands were busy, your eyes were busy, and your ears were busy too. There wasn\'t any room left for listening." {C} hadn\'t thought of it like that. {C} asked, "So how do I make room?"',
          "8-10":
            '{Hintro}, had watched the whole thing from close by. {H} came over, looking thoughtful rather than cross. "You seem {feeling}," {hs} said. {C} shrugged. "Everyone thinks I don\'t listen on purpose." "Do you?" "No! I just don\'t hear it. I\'m in the middle of something, and then suddenly everyone\'s annoyed." {H} nodded as if {hs} had been there many times. "Being in the middle of something is a real thing," {hs} said. "The trick is building a quick way out of the middle."',
        },
      },
      {
        text: {
          "2-3":
            '{H} {Harrive}. {H} came close and whispered, "Banana." {C} looked up. "What?" "Your ears are on now!" said {H}. "Before, they were off. Busy playing." {C} tugged {C\'s} ears. Ears on! "I know a trick for ears," said {H}.',
          "4-5":
            'Then {Hintro}, {Harrive}. {H} leaned in close to {name} and whispered one word: "Pancakes." {C} looked up at once. "Pancakes? Where?" "No pancakes," said {H}. "I was just testing. Your ears work perfectly. But when you\'re busy playing, words float right past them, like bubbles." {C} thought about that. "So that\'s why I didn\'t hear." "Probably," said {H}. "There\'s a trick for catching the words."',
          "6-7":
            'At that moment, {Hintro}, {Harrive}. {H} leaned in and, without any warning, said very quietly, "Who wants a chocolate chip cookie?" {C\'s} head whipped around. "Me!" "Interesting," said {H}. "So your ears do work. They\'re just choosy." {C} went a bit pink. There wasn\'t actually a cookie. "It\'s not your fault," said {H}. "Ears tune in to exciting things and tune out the rest, like instructions. But you can teach them to tune in on purpose."',
          "8-10":
            'Then {Hintro}, {Harrive}. {H} ran a quick experiment. Very quietly, {H} murmured, "There\'s ice cream in the freezer." {C} turned around instantly. "Is there?" "No idea," said {H}. "But that proves your hearing is excellent. It\'s your listening that goes on vacation." {C} opened {their} mouth to argue, then closed it again. It was a fairly devastating point. "Don\'t worry," said {H}. "Nobody\'s listening is switched on all the time. You just need a way to switch it on when it counts."',
        },
      },
      {
        text: {
          "2-3":
            '{H} {Harrive}. {H} sat down close. "Once my ears were busy too," said {H}. "I was building a tower. Someone called, \'Lunch time!\' I did not hear. Not one word!" {C} looked up. "What happened?" "Cold soup," said {H}. Brrr! {C} giggled. "So I found a trick for busy ears," said {H}.',
          "4-5":
            'Then {H} {Harrive}. {H} sat down next to {name} and said, "Do you know, the same thing happened to me once? I was so busy painting a picture that someone asked me three times to come to a picnic. I didn\'t hear a single word." {C} looked up. "What happened?" "By the time I got there, the sandwiches were all gone," said {H}. "I wasn\'t being rude. My ears were just busy. So I found a trick to help them."',
          "6-7":
            'At that moment, {H} {Harrive}. {H} sat down and said, "This reminds me of the great sandwich disaster." {C} looked up. "I was reading a book about pirates," {H} went on, "and somebody asked me to keep an eye on the sandwiches because of the seagulls. I said \'Mm-hm.\' I didn\'t hear a word." "What happened?" "Seagulls," said {H} darkly. "Lots of them." {C} laughed in spite of feeling {feeling}. "The thing is, I wasn\'t ignoring anybody," said {H}. "My ears were off at sea with the pirates. Since then, I use a trick."',
          "8-10":
            'Then {H} {Harrive}. {H} took in the scene and said, "I once agreed to feed a neighbor\'s cat for a week." {C} looked up, wary. "I was in the middle of a crossword when they asked," {H} went on. "I said, \'Sure, sure.\' I had no memory of it at all. The cat did. The cat remembered everything." Despite feeling {feeling}, {C} laughed. "Was it okay?" "I remembered on the second morning. The cat has never quite forgiven me," said {H}. "Here\'s the point: I wasn\'t ignoring anyone. My mouth said yes while my brain was busy. There\'s a way to make sure words actually land."',
        },
      },
    ],
    strategy: [
      {
        text: {
          "2-3":
            '"This trick is called {strategy}," said {H}. "One: stop your feet." {C} stood still. Stomp, stop! "Two: look, and say it back." {C} looked at {H}. And {C} asked, "Say what back?" "The words!" said {H}, with a wink. Oh! Those words! {refrain}',
          "4-5":
            '"It\'s called {strategy}," said {H}. "When someone talks to you, first you stop your hands and feet. Then you look at the person\'s face. Then you say back what they said, so you both know you heard." {C} tried it. {H} said, "Wiggle your nose." {C} stopped, looked and said, "Wiggle my nose." Then {C} wiggled it. {H} laughed and said, "That\'s it exactly."',
          "6-7":
            '"It\'s called {strategy}," {H} explained. "Stopping gives your ears a turn, because your brain can\'t really do two things at once. Looking shows the person you\'re ready. And saying it back catches anything you missed, before it turns into a mess." {C} thought about it. "Like checking a message came through?" "Exactly like that," said {H}. It sounded almost too simple. But then, most good tricks did.',
          "8-10":
            '"It\'s called {strategy}," said {H}. "Three parts. Stop: hands and feet, just for a second, so your brain can switch channels. Look: at the person, so they know you\'re actually there. Say it back: a few words, so you both know it landed." {C} raised an eyebrow. "Isn\'t saying it back a bit weird?" "Pilots do it," said {H}. "So do surgeons. Nobody calls them weird." {C} had to admit that was a good point.',
        },
      },
      {
        text: {
          "2-3":
            '"Watch me," said {H}. {H} hummed a busy song. La, la, la. "Now you ask me a thing." And {C} said, "Touch your nose!" {H} stopped. {H} looked at {Cobj}. "Touch my nose," said {H}. Then {H} did it! {C} touched {C\'s} nose too. "That is {strategy}," said {H}. {refrain}',
          "4-5":
            '"I\'ll show you," said {H}. "I\'ll pretend to be very busy, and you ask me something." {H} pretended to count invisible ants, very seriously. {C} said, "Please say banana." {H} stopped. {H} looked right at {Cobj}. "Say banana," {hs} repeated. "Banana!" "That\'s {strategy}," said {H}. "Stop, look, and say back what you heard."',
          "6-7":
            '"Let me show you," said {H}. "Pretend I\'m busy and ask me to do something." {H} pretended to read the most exciting book in the world. {C} said, "Can you bring me a cup, please?" {H} stopped, looked up and said, "Bring you a cup. Got it." And {C} asked, "Why say it back?" "Because then we both know I heard," said {H}. "That\'s {strategy}. Nobody has to ask twice."',
          "8-10":
            '"Watch," said {H}. "I\'ll be deep in something, and you interrupt me." {H} stared into the distance as if solving a very hard puzzle. {C} said, "Could you pass me the blue pen and then shut the door?" {H} stopped, turned, looked straight at {Cobj} and said, "Blue pen, then door." {C} blinked. "That took about one second." "That\'s {strategy}," said {H}. "It costs one second and saves about ten minutes of being asked again."',
        },
      },
      {
        text: {
          "2-3":
            '"Here\'s {strategy}," said {H}. "Feet stop. Like glue!" {C} stopped. Stuck! "Now look at me, and say it back, like an echo." {H} said, "Hop once." {C} looked. "Hop once!" Hop! {refrain}',
          "4-5":
            '"It\'s called {strategy}," said {H}. "When somebody talks to you, first your hands and feet stop, like a statue." {C} froze mid-wiggle. "Then your eyes look at them, like a flashlight finding something in the dark." {C} shone {C\'s} flashlight eyes at {H}. "And then you say it back, like an echo in a cave. Echo, echo!" "Echo, echo!" said {C}. "Then you do it," said {H}. "Statue, flashlight, echo. That\'s the whole thing."',
          "6-7":
            '"Think of it as traffic signals," said {H}. "It\'s called {strategy}. Stop is the red light: hands and feet freeze, so your brain has room. Look is the headlights: you turn them on the person talking, so they know you\'re ready. Say it back is the receipt: you repeat what you heard, so nothing gets lost." {H} tried it out on {Cobj}. "Put your shoes by the door." {C} stopped, looked, and said, "Shoes by the door." It took about two seconds. "That\'s it?" said {C}. "That\'s it," said {H}.',
          "8-10":
            '"Here\'s the system," said {H}. "It\'s called {strategy}, and it\'s how pilots talk to air traffic control." {C} looked interested despite {themself}. "Control says something. The pilot stops what they\'re doing. The pilot pays attention to the voice, which for you means looking at the person talking. Then the pilot reads the instruction back: \'Turning left, heading two-seven-zero.\' Only then do they do it." "Why read it back?" "Because planes are expensive," said {H}, "and misunderstandings are even more expensive. Same goes for a room that was supposed to be tidied."',
        },
      },
      {
        text: {
          "2-3":
            '"{strategy} lives in your body," said {H}. "One: pat your feet. Feet, stop!" Pat, pat. {C} stood still as a tree. "Two: point to your eyes, then your mouth. Look, and say it back!" {H} said, "Wave hello." {C} looked. "Wave hello!" Wave, wave! {refrain}',
          "4-5":
            '"This trick is called {strategy}," said {H}, "and it lives in three parts of you." {H} patted {hp} feet. "Feet: stop." {C} patted {C\'s} feet and stood still. {H} pointed to {hp} eyes. "Eyes: look at the person talking." {C} pointed and looked. Then {H} tapped {hp} mouth. "Mouth: say back what you heard. Then do it." {C} tapped too. "Feet, eyes, mouth," said {C}. "Like a song!" "Sing it if you like," said {H}. "Your body will remember."',
          "6-7":
            'Then {H} turned {strategy} into a body check. "Feet first," {hs} said. "Stop them. It\'s hard to listen well on the move." {C} stopped. "Eyes next. Look at the person talking, so your ears know where to point." {C} looked. "Mouth last. Say back what you heard, then do it. If you heard it wrong, that\'s when you find out, not later." {H} tested it. "Touch your left ear." {C} checked feet, eyes and mouth, one, two, three. "Touch my left ear." It felt a bit like a robot starting up, in a good way.',
          "8-10":
            '"Think of a video player," said {H}. "Pause, zoom, replay. That\'s {strategy}." There was clearly more. "Pause: hands and feet stop, just for a second. Zoom: look at the person talking, so everything else goes a bit blurry. Replay: say back what you heard, in a few words, so you both know it landed. Then press play and do it." The test came at once. "Tell me the capital of France, then do a star jump," said {H}. Pause, zoom, replay: "Capital of France, then a star jump. Paris." The star jump was half-hearted, but technically present. "Two seconds," said {H}. "Being asked four times takes much longer, and everyone ends up cross."',
        },
      },
    ],
    practice: [
      {
        text: {
          "2-3":
            'They played a game. {C} danced a silly dance. Hop, hop, wiggle! Then {H} said, "Clap two times." {C} stopped. {C} looked. "Clap two times!" Clap, clap! They did it again. "Pat your head!" Stop. Look. "Pat my head!" Pat, pat. What fun!',
          "4-5":
            'They made it into a game. {C} hopped around {P} like a frog, and every so often {H} said something. "Touch your toes." {C} froze, looked at {H} and said, "Touch my toes." Then {C} did it. "Say moo." Freeze, look. "Say moo. Moo!" By the third turn, {C} {was} stopping faster than {H} could finish the sentence.',
          "6-7":
            'They practiced with a game. {C} pretended to be a busy builder, hammering an invisible wall, while {H} asked things at random moments. "Turn around twice." {C} stopped, looked, said, "Turn around twice," and did it. "Tell me your favorite fruit." Stop, look: "My favorite fruit is mango." It was surprising how quickly the stopping became automatic. {H} cheered every single time.',
          "8-10":
            'They practiced. {C} picked the most absorbing thing {they} could think of, which was balancing a spoon on {their} nose. {H} fired requests at unexpected moments. "Name three rivers." Spoon down, eyes up: "Three rivers. Nile, Amazon, and the one near the bridge." "Close enough," said {H}. After five rounds, {C} noticed the switch getting faster. It was a bit like a reflex. A slightly ridiculous reflex, but a useful one.',
        },
      },
      {
        text: {
          "2-3":
            '{H} started a humming game. Hum, hum, hum! {C} danced and danced. Then the humming stopped. {C} stopped too. Still as a stone! {C} looked at {H}. "Pat your tummy," said {H}. "Pat my tummy," said {C}. Pat, pat! Hum, hum went {H} again. {refrain}',
          "4-5":
            'They played a game called Busy Bee. Off buzzed {C}, all around {P}, busy, busy, busy. Now and then, {H} called out, "Ding!" The bee stopped buzzing, looked at {H}, and listened. "Bees fly to the flower," said {H}. "Bees fly to the flower," {C} said back, and zoomed off to a daisy. The dings came faster. Not one was missed.',
          "6-7":
            'For practice, {C} pretended to be a racing car zooming around {P}. {H} was the pit crew. Whenever {H} called "Pit stop!", the car screeched to a halt, looked at the crew and repeated the instruction. "New tires and a banana," said {H}. "New tires and a banana," said {C}, and did both, pretend. The pit stops got faster every lap. The banana, {C} noted, was excellent.',
          "8-10":
            'They practiced with a game {H} called Mission Control. {C} {was} an astronaut, floating around {P}. Every so often, {H} crackled a message through a pretend radio. "Astronaut, report the number of moons." {C} stopped floating, looked toward mission control and repeated it: "Report the number of moons. Roger. Three, possibly four." {H} was delighted. After a few rounds, the stopping happened before {C} even decided to do it. "It\'s like my ears have brakes," said {C}.',
        },
      },
      {
        text: {
          "2-3":
            '{H} played kitchen. Stir, stir, stir! {C} stirred a pretend pot. "Chef {name}!" called {H}. {C} stopped. Spoon still. {C} looked. "One pancake, please!" "One pancake!" said {C}. Flip! {refrain}',
          "4-5":
            'They played Busy Kitchen. {C} {was} the chef, stirring a big pretend pot and humming. {H} was the waiter, calling out orders. "Two pancakes and a worm!" {C} stopped stirring and looked at the waiter. "Two pancakes and a worm!" {C} made them, worm and all. "One soup, extra bubbly!" Stop, look: "One soup, extra bubbly!" {H} pretended to eat everything, except the worm, which {hs} politely gave back.',
          "6-7":
            'For practice, {H} turned the room into a busy pretend restaurant. {C} {was} the head chef, chopping pretend carrots at top speed. {H} was the waiter, rushing in with orders. "Table four wants spaghetti with no sauce!" {C} stopped chopping, looked up and said, "Spaghetti, no sauce, table four," then served it with a flourish. The orders got stranger: soup in a teacup, a sandwich cut into stars. Every time, the chef stopped, looked and said it back. Not one order went wrong, which {H} said was a record for that restaurant.',
          "8-10":
            'They practiced with {H} as a sports coach shouting drills across an imaginary field. "Three laps, then touch the fence!" {C} stopped mid-dribble, looked at the coach and repeated, "Three laps, then the fence." Then came a pretend version, arms pumping. The drills got more elaborate: "Hop to the tree on your left foot and report back with a leaf." {C} stopped, looked, repeated it word for word, and came back slightly out of breath with an imaginary leaf. "Your listening is now faster than your legs," {H} observed. "That\'s a first," said {C}.',
        },
      },
      {
        text: {
          "2-3":
            '{H} played Silly Ears. "You ask me a thing," said {H}. "Touch your nose!" said {C}. {H} stopped. {H} looked. "Touch my toes?" "No!" laughed {C}. "Nose!" "Oh! Nose!" Boop! Say it back, and then you know. {refrain}',
          "4-5":
            'Then they played Silly Ears. {C} gave the orders, and {H} had to stop, look and say them back. "Put the cup on the table," said {C}. {H} stopped, looked, and said, "Put the pup on the table?" "Not pup! Cup!" shrieked {C}. "Oh, cup," said {H}. "Good thing I said it back." Next, "Fetch my hat" came back as "Fetch a cat." By the end, {C} understood: saying it back catches a mix-up before a puppy ends up on the table.',
          "6-7":
            'For practice, they played Silly Ears. {C} gave the instructions, and {H} said them back, wrong on purpose. "Please get my blue sweater," said {C}. "Please eat my blue sweater," said {H}, stopping and looking very serious. "Get! Not eat!" "Ah," said {H}. "Well, I\'m glad I checked." When "feed the fish" came back as "feed the fish to the cat," {C} could see exactly why saying it back mattered. It caught the mix-up while it was still only words.',
          "8-10":
            'They practiced the other way round. {C} gave the instructions, and {H} read them back, with a few strategic mistakes. "Take the library books back on Tuesday," said {C}. "Take the library books into the bath on Tuesday," said {H}, nodding confidently. That got corrected fast. "Water the tomatoes." "Water the tomcat," agreed {H}. "No!" It was ridiculous. By the fifth round, though, {C} saw the point: a read-back catches a mistake while it\'s still just words. Nobody ends up with a soggy library book, or a very wet cat.',
        },
      },
    ],
    celebration: [
      {
        text: {
          "2-3":
            '"{name}!" {G} said, clapping once. Clap! "You stopped. You looked. You said it back!" {C} beamed. "I only asked once," said {G}. "Just once!" {C} felt proud. Proud and tall. Good listening, from top to toe. Hooray for {name}!',
          "4-5":
            '{G} looked amazed. "I only had to ask once," {G} said. "You stopped, you looked at me, and you said it back. That was brilliant listening, {name}." {C} felt proud, fizzy and warm all at once. {H} cheered so loudly that everyone laughed. Stopping for one second had made everything so much easier.',
          "6-7":
            '"Do you know what just happened?" {G} asked, eyebrows way up. "I asked once. Just once. And you stopped, looked, said it back and did it." {C} stood a little straighter. It had only taken a second, but it felt like a big thing. {H} gave a happy little cheer. {C} felt proud, the kind of proud that sits quietly in your chest and keeps you warm.',
          "8-10":
            '"I\'d like to point out that I asked that exactly once," said {G}. {C} grinned and said, "I noticed." "You stopped, you looked, you said it back. It was like talking to a different person." "Same person," said {C}. "Better system." {G} laughed and said that was going on a T-shirt. {H} looked extremely pleased, in a way that suggested {hs} had expected this all along. {C} felt a steady kind of pride, the kind that comes from fixing something yourself instead of being fixed.',
        },
      },
      {
        text: {
          "2-3":
            '{G} clapped and clapped. "Good listening, {name}!" {C} did a happy hop. {H} smiled a big smile. "Stop, look, say it back," said {C}. "I did it!" {C} felt warm and proud. Ears on, hands still. Hooray!',
          "4-5":
            '"Well, look at that," said {G}. "You heard me the first time. You stopped and looked and said it back, and then you did it!" {C} felt proud all the way to {their} toes. {H} gave a cheer. "Told you it works," {hs} said. Listening wasn\'t boring after all. It was a bit like a magic trick.',
          "6-7":
            '"That was amazing listening," said {G}. "You stopped right away, you looked at me, and you said it back, so I knew you\'d heard." {C} felt proud and a bit surprised at how easy it had been. {H} did a small, delighted spin. "It\'s only three little things," {C} said. "Three little things," agreed {G}. "And they just saved us both a lot of shouting."',
          "8-10":
            '{G} looked at {name} for a moment. "Thank you," {G} said. "I mean it. That was one ask, no repeats, no raised voices. That\'s how it\'s supposed to go, and it almost never does." {C} felt a quiet glow of pride. It was odd: stopping for one second had felt like losing something at first. Now it felt like the opposite, like gaining a whole extra minute. {H} gave {Cobj} a small, knowing nod, as if to say welcome to the club.',
        },
      },
      {
        text: {
          "2-3":
            '{G} did a silly dance. Wiggle, wiggle! "You heard me, {name}! The first time!" That made {Cobj} laugh. {H} wiggled too. {C} felt proud and shiny. Good stopping. Good looking. Good listening! Such a good listener. {refrain}',
          "4-5":
            '{G} pretended to check {C\'s} ears. "Hmm, these ears are working beautifully today," {G} said. "You stopped, you looked, you said it back, and then you did it. Wow!" That made {Cobj} giggle. A proud feeling fizzed all the way down to {C\'s} toes. Listening the first time had made everything easier, and left more time for fun.',
          "6-7":
            '"You know what?" said {G}. "I said it once, you said it back, and it was done. No reminders. No crossness." {C} felt proud and a little surprised at how simple it had been. Listening, {C} realized, wasn\'t the same as being bossed about. It was more like catching a ball someone throws to you: you stop, you look, and you catch it.',
          "8-10":
            '{G} looked at {name} with mock suspicion. "Have you been replaced by a very polite robot?" "Upgraded," said {C}. "New listening software." {G} laughed out loud. {C} felt a calm, steady kind of pride. Stopping and saying it back had seemed a bit babyish at first, like something from nursery. It turned out to be the opposite. It was how you got trusted with more, and that was worth a second of standing still.',
        },
      },
      {
        text: {
          "2-3":
            '{G} clapped. "Good listening, {name}! Now my turn." {G} stopped. {G} looked. "Ask me a thing." "A nose kiss!" said {C}. "A nose kiss," said {G}. Mwah! {C} felt proud and warm. Listening goes both ways! {refrain}',
          "4-5":
            '"That was beautiful listening," said {G}. "Now I want a turn. You ask me something, and I\'ll stop, look and say it back." {C} thought. "Can we sing the banana song later?" {G} stopped, looked right at {Cobj} and said, "Sing the banana song later. Yes, we can." {C} giggled and felt warm all over. Listening, it turned out, worked both ways. {H} gave a cheer.',
          "6-7":
            '"I\'ve got a confession," said {G}. "Sometimes my ears are busy too. When I\'m cooking or on the phone, you ask me things and I say \'Mm-hm\' without hearing." {C} nodded. That was very true. "So I\'m going to do it too," said {G}. "Stop, look, say it back." {C} tested it at once. "Can we go to the park on Saturday?" {G} stopped, turned and looked. "Park on Saturday. I heard you. Let\'s see what the weather says." {C} felt proud, and somehow taller. Listening was a two-way thing.',
          "8-10":
            '{G} was quiet for a moment. "I should admit something. You\'re not the only one with busy ears. I do the \'Mm-hm\' thing all the time." "You do," said {C}, raising an eyebrow. "Every time you\'re on your phone." "Fair," said {G}, wincing slightly. "So here\'s a deal. You stop, look and say it back for me, and I\'ll do the same for you." After a moment\'s thought, {C} held out a hand. They shook on it. {H} watched with the satisfied air of someone whose work was done. {C} felt proud in a new way: not just a better listener, but someone whose words were worth stopping for.',
        },
      },
    ],
  },
  talkAbout: [
    "Can you remember the steps of Stop, Look, Say It Back?",
    "When is it hardest for you to hear someone asking?",
    "Why does saying it back help?",
    "How did {name} feel when {G} only had to ask once?",
    "What are you doing when your ears get busy?",
    "What could we say to each other to make listening easier?",
  ],
  episodes: [
    {
      id: "salty-cookies",
      moment: "baking time",
      place: "kitchen",
      time: "morning",
      props: ["bowl", "spoon", "cookie"],
      feeling: ["sad", "cross"],
      summary: "{C} {doesn't} hear what {G} asks while they bake cookies",
      object: "mixing bowl",
      talkAbout: "What went wrong with the first cookies, and why?",
      scenes: {
        opening: {
          text: {
            "2-3":
              "It was a rainy morning at {home}. Pitter, patter. {C} and {G} were baking cookies! There was a big bowl. There was a wooden spoon. {C} had an apron on. Stir, stir, stir. {C} licked a bit of butter. Yum!",
            "4-5":
              "It was a rainy morning at {home}, the perfect kind of morning for baking. {C} stood on a chair at the kitchen counter in a floppy apron. There was a big bowl, a wooden spoon, and two jars: a blue one and a white one. {G} was reading the recipe. {C} {was} busy stirring the butter, round and round.",
            "6-7":
              "Rain was drumming on the windows at {home}, so {G} and {C} were making cookies. {C} had the job of stirring, and stirring was the best job. The wooden spoon went around the big bowl, and the butter went soft and swirly. On the counter sat two jars, a blue one and a white one. {G} had the recipe open and was reading it out loud.",
            "8-10":
              "It was raining hard at {home}, so {G} had declared it a baking morning. {C} {was} in charge of the big mixing bowl, which was clearly the most important job. The wooden spoon went round and round, and the butter turned into a smooth, satisfying swirl. Two jars stood on the counter, one blue and one white, looking identical in every way that mattered. {G} was reading the recipe aloud, line by line, like a news report.",
          },
        },
        problem: {
          text: {
            "2-3":
              '"Two spoons from the blue jar," said {G}. {C} kept stirring. Round and round. "{name}, the blue jar!" {C} grabbed the white jar. Plop, plop! In it went. {G} took a taste. "Bleurgh! Salt!" {C} had not listened. Oh dear.',
            "4-5":
              '"Now two spoons of sugar from the blue jar," said {G}. {C} kept stirring. "{name}? The blue jar." Stir, stir, stir. {C} reached out without looking and tipped two big spoons in from the white jar. {G} dipped a finger in to taste. "Bleurgh!" {G} said, with a very funny face. "That\'s salt!" {C} hadn\'t listened at all.',
            "6-7":
              '"Two spoons of sugar from the blue jar," {G} read out. {C} kept stirring, watching the butter swirl. {G} asked again, a bit louder. {C} grabbed the nearest jar, the white one, and tipped in two heaped spoons. {G} tasted the mixture and made a face like a squashed lemon. "Salt," {G} said. "That was the salt." The whole bowl would have to go.',
            "8-10":
              '"Two tablespoons of sugar, blue jar," {G} read. Then, a moment later: "{name}? Blue jar." Then, rather louder: "Blue jar, please!" {C} heard a sort of background noise and reached for the closest jar, which was white. Two generous spoonfuls went in. {G} tasted the mixture, went very still, and then made a face {C} had never seen before. "That was the salt," said {G}. The entire bowl was ruined, and there was no rescuing it.',
          },
        },
        feeling: {
          text: {
            "2-3":
              "{C} felt sad. Droopy face. Droopy arms. No cookies now? The bowl was all salty. Yuck! {C's} eyes went wet. Sniff, sniff. {C} did not mean it. {C} {was} busy stirring. Stirring is so fun! Round and round.",
            "4-5":
              "{C} felt sad, the droopy kind of sad that makes your chin wobble. The cookies were ruined, and it was all because of one jar. {C} hadn't meant to do it. The stirring had just been so fun and swirly that {G's} words had floated right past. Now there was a whole bowl of salty mush, and the rain kept pouring down.",
            "6-7":
              "{C} felt cross with {themself}, and sad as well. {C's} cheeks went hot. The cookies were ruined, and it was a whole bowl of butter wasted. {C} hadn't been ignoring {G}, not really. The stirring had been so swirly and good that the words had sounded like rain on the window. But {G} had asked three times. That was the bit that stung.",
            "8-10":
              "{C} felt cross with {themself}, which was worse than being cross with anyone else. {C's} face went hot. It wasn't as if {C} had decided to ignore anyone. The stirring had just been absorbing, and {G's} voice had blended in with the rain. But three times was three times. Now a whole bowl of butter was heading for the trash. There wasn't anyone else to be annoyed with, which was the most annoying part.",
          },
        },
        stumble: {
          text: {
            "2-3":
              'They started again. New butter. New bowl. "Now one egg," said {G}. {C} stopped. {C} looked at {G}. Good! But {C} did not say it back. Crack, crack! Two eggs went in. Oops! "One egg," said {G}, smiling. Nearly!',
            "4-5":
              'They started again with fresh butter. "Now one egg," said {G}. This time {C} stopped stirring and looked right at {G}. That part was good! But {C} forgot to say it back, and crack, crack, in went two eggs. "I said one," said {G}, laughing a little. {C} laughed too. Two out of three was pretty good.',
            "6-7":
              'They started again with a fresh bowl. "Now one egg," said {G}. {C} stopped stirring straight away and looked up, which felt very grown-up. But {C} skipped the last part. Two eggs went in, crack, crack, before {G} could say a word. "One," said {G}. "Just one." {C} groaned. Stopping and looking had worked. It was the say-it-back part that was missing.',
            "8-10":
              'They tried again with fresh butter. "One egg," said {G}. {C} stopped stirring and looked up, which already felt like progress. But {C} didn\'t say it back, and somewhere between the looking and the cracking, one egg turned into two. Crack, crack. {G} looked into the bowl. "Well," said {G}. "They\'ll be extra eggy." {C} sighed. Two steps out of three. The third one, apparently, was the one that held the other two together.',
          },
        },
        success: {
          text: {
            "2-3":
              '"Now, chocolate chips," said {G}. "One handful. Then wait." {C} stopped. {C} looked. {C} said, "One handful, then wait!" Sprinkle, sprinkle. Then {C} waited. {refrain} Into the oven! Soon, cookies! Sweet, warm cookies. {G} gave a big cheer.',
            "4-5":
              '"Chocolate chips next," said {G}. "One handful, then wait for me." {C} stopped stirring, looked right at {G} and said, "One handful, then wait." In went the handful. Then {C} waited, hands in {their} lap. {G} smiled a huge smile. Soon the kitchen smelled of warm cookies, and these ones were sweet.',
            "6-7":
              '"Last thing," said {G}. "One handful of chocolate chips, then hands off while I spoon them out." {C} stopped, looked and said, "One handful, then hands off." It felt a bit like being a pilot. One handful went in. Then {C} kept {their} hands flat on the counter. The cookies came out golden and sweet, and {G} let {Cobj} have the first one.',
            "8-10":
              '"Last instruction," said {G}. "One handful of chocolate chips, then hands off while I spoon them onto the tray." {C} put the spoon down, looked up and said, "One handful, then hands off." Then {C} added an idea: "And I\'ll read out the next line of the recipe, so we both hear it." {G} laughed and handed it over. The cookies came out golden, and slightly eggy. They were the best cookies either of them had ever made.',
          },
        },
        echo: {
          day: 1,
          time: "afternoon",
          props: ["plate", "sandwich"],
          text: {
            "2-3":
              'The next day, {C} helped make lunch. "Cheese on the bread," said {G}. {C} stopped. {C} looked. "Cheese on the bread!" Pat, pat. A sandwich! "Now a plate, please." "A plate!" One plate, coming up. Good listening, {name}!',
            "4-5":
              'The next afternoon, {C} helped make sandwiches for lunch. "Cheese first, then the lid," said {G}. {C} stopped, looked and said it back: "Cheese, then lid." Every sandwich came out right. Then {G} asked for two plates. "Two plates," said {C}, and brought exactly two. {G} pretended to faint with surprise, and {C} laughed and laughed.',
            "6-7":
              'The next afternoon, {C} {was} helping with lunch. "Cheese on both slices, then cut it into triangles," said {G}. {C} stopped buttering, looked up and said, "Cheese on both, then triangles." Every sandwich came out right, and every plate had exactly two triangles. {G} didn\'t say anything, but {C} saw the smile. Listening, {C} thought, was much quicker than doing everything twice.',
            "8-10":
              'The next afternoon, {C} {was} making sandwiches when {G} started listing instructions: cheese, tomato, no mustard for anyone small. {C} stopped, looked up and repeated the list like a waiter. "Cheese, tomato, no mustard for small people." The sandwiches were flawless, even the small ones. {G} looked at the plate, then at {Cobj}. "Are you taking orders now?" "Only from people who speak clearly," said {C}. {G} laughed so hard a tomato slice fell on the floor.',
          },
        },
        ending: {
          time: "evening",
          text: {
            "2-3":
              'That evening, the rain stopped over {town}. There were cookies on a plate. Chocolate chip cookies! {C} had one. {G} had one. Crunch, munch. "Good listening today," said {G}. {name} smiled a sweet, sticky smile. Stop. Look. Say it back. Yum, yum!',
            "4-5":
              'That evening, the rain stopped over {town}, and the last cookies sat on a plate in the middle of the table. {name} and {G} had one each, with milk. "Next time we bake," said {G}. "You can be in charge of the jars." {name} grinned a chocolatey grin. Now {name} knew just how to listen, even while stirring.',
            "6-7":
              'That evening, the rain finally stopped over {town}. The last few cookies sat on a plate on the kitchen table. {G} and {name} shared one, breaking it exactly in half. "Next time," said {G}. "You can read the recipe and I\'ll stir." {name} laughed. The salty bowl felt like a long time ago. Stopping, looking and saying it back had made the whole kitchen feel calmer and happier.',
            "8-10":
              'That evening, the rain finally gave up on {town}, and there were exactly three cookies left on the plate. {name} and {G} sat at the kitchen table and split one. "For the record," said {G}. "The salt cookies would have been a disaster." "For the record," said {name}, "I\'m never living that down, am I?" "Never," said {G}, smiling. {name} laughed. Some mistakes were worth keeping, especially the ones that turned into a better way of doing things.',
          },
        },
      },
    },
    {
      id: "park-gate",
      moment: "ball time at the park",
      place: "park",
      time: "afternoon",
      props: ["ball", "swing", "bike"],
      other: { role: "friend", kind: "child" },
      feeling: ["wobbly", "shaky"],
      summary: "{C} {doesn't} hear {G} calling to stop at the park gate",
      object: "ball",
      talkAbout: "Why is it important to stop and listen near the park gate?",
      scenes: {
        opening: {
          text: {
            "2-3":
              'After lunch, {C} went to the park in {town}. {C\'s} friend {O} came too! They had a big red ball. Kick! Bounce! {G} sat on the bench by the swings. "Stay on the grass, please," said {G}. "The gate is for grown-ups."',
            "4-5":
              "After lunch, {G} took {Cobj} and {C's} friend {O} to the little park in {town}. They brought the big red ball. {G} sat on the bench by the swings and said, \"Ball games on the grass, please. If the ball goes near the gate, you stop and I'll get it.\" Then {C} and {O} ran off, kicking and laughing.",
            "6-7":
              'After lunch, {G} took {Cobj} and {C\'s} friend {O} to the park in {town}. It had tall swings and a little gate that opened onto the bike path. They brought the big red ball. {G} sat on the bench and said, "Ball on the grass. If it rolls toward the gate, you stop and shout for me." {C} nodded without really hearing, already running.',
            "8-10":
              'After lunch, {G} took {Cobj} and {C\'s} friend {O} to the park in {town}. It had good swings, a wide patch of grass, and a gate at the far end that opened straight onto the bike path. {G} settled on a bench with a flask of tea. "One rule," {G} said. "If the ball heads for the gate, you stop and call me." And {C} said, "Yep," which, in hindsight, was not the same as listening.',
          },
        },
        problem: {
          text: {
            "2-3":
              'Kick! The ball rolled to the gate. {C} ran after it. Run, run, run! "{name}, stop!" {G} called. {C} did not stop. "Stop, please!" {C} kept running. {G} ran too. {G} caught {C\'s} hand. Ding, ding! A bike went by.',
            "4-5":
              '{O} gave the ball a huge kick, and it bounced all the way to the gate. {C} chased it. "{name}, stop!" {G} called. {C} kept running. "{name}! Stop, please!" Still running. {G} jumped off the bench and ran faster than {C} had ever seen, and caught {C\'s} hand right at the gate. A bike whizzed past on the path. Ding, ding!',
            "6-7":
              "{O} kicked the ball so hard it flew high over everyone and rolled toward the gate. {C} raced after it. {G} called, \"{name}, stop!\" {C} didn't stop. {G} called again, louder. {C} still didn't hear. {G} sprinted across the grass and caught {C's} hand just as a bike flashed past on the path beyond the gate. Ding, ding! The ball rolled gently into a hedge.",
            "8-10":
              "{O} took an enormous kick, and the ball sailed past {Cobj} toward the gate. {C} went after it at full speed. Somewhere behind, {G} was calling. {C} heard it the way you hear traffic: a sound, not words. {G} called again, much louder, then put down the tea and ran. {G} caught {C's} arm right at the gate, just as a cyclist rang a bell and swerved past. The ball trickled into the hedge, unbothered.",
          },
        },
        feeling: {
          text: {
            "2-3":
              "{C} felt wobbly. Wobbly legs. Thumpy heart. Thump, thump! {G} held on tight. {G's} face was all pale. {O} stood very still. {C} did not hear {G}. {C} {was} busy with the ball. Now {C} wanted a big cuddle.",
            "4-5":
              "{C} felt wobbly all over. {C's} legs felt like jelly, and {their} heart was going thump, thump, thump. {G} was holding on tight and breathing fast. {O} stood very still on the grass. {C} hadn't heard {G} at all. {C} had only been thinking about the ball. Now {C} felt like crying.",
            "6-7":
              "{C} felt shaky and upset. {C's} heart was thumping and {their} knees had gone wobbly. {G} was breathing hard and holding on tight, with a face as pale as paper. {O} had stopped in the middle of the grass. {C} hadn't heard a single word. The ball had filled up {C's} whole head, and there hadn't been room for anything else.",
            "8-10":
              "{C} felt shaky and upset, as if the ground had tilted. {C's} heart was thudding. {G} was still holding {C's} arm and breathing like someone who had just run a race, which, to be fair, was true. {O} hovered at a distance, eyes wide. The worst part was that {C} genuinely hadn't heard. The ball had taken up every corner of {C's} attention, and there had been no room left for a voice, not even a loud one.",
          },
        },
        stumble: {
          text: {
            "2-3":
              'They played again. Kick! The ball rolled away. {G} called, "{name}, stop!" {C} stopped! Good! But {C} did not look. {C} said, "What?" Then {C} ran a bit more. Oops. {G} called again. {C} stopped again. Nearly. Not yet.',
            "4-5":
              'After a while, they played again, further from the gate. Then the ball rolled off again. "{name}, stop!" {G} called. This time {C} stopped. That was good! But {C} didn\'t turn around to look, and shouted at the hedge instead, "What?" Then {C} took three more steps. {G} called again, and {C} stopped properly. Nearly there.',
            "6-7":
              'After a rest, they played again, further from the gate. The ball got away again. {G} called, "{name}, stop!" This time {C} actually stopped. But {C} didn\'t look back, and shouted over one shoulder, "What?" Then {C} started edging after the ball anyway. {G} had to call a second time. Stopping was working. The looking and saying back needed work.',
            "8-10":
              'After a rest on the swings, they went back to the game, this time well away from the gate. Inevitably, the ball escaped. "{name}, stop!" {G} called. {C} stopped, which was new. But {C} didn\'t turn around, just yelled at the hedge, "What?" Then {C} took a few hopeful steps toward the ball. {G} had to call again. One step out of three. Better than nothing, but not by much, and {C} knew it.',
          },
        },
        success: {
          text: {
            "2-3":
              'Kick! Off went the ball. "{name}, stop!" {G} called. {C} stopped. {C} looked at {G}. {C} called, "Stop! Wait for you!" {G} got the ball. {refrain} {O} cheered. {G} cheered too. Hooray for listening! Hooray for {name}!',
            "4-5":
              'The next time the ball rolled away, {G} called, "{name}, stop!" {C} stopped, turned around, looked right at {G} and called, "Stop and wait!" {C} stood as still as a statue while {G} walked over and fetched the ball. {O} clapped. {G} gave {Cobj} a huge high five. "That\'s it!" {G} said, handing back the ball. "That\'s exactly it."',
            "6-7":
              'The next time the ball bounced away, {G} called, "{name}, stop!" {C} stopped still, spun around, looked at {G} and shouted back, "Stop and wait for you!" Then {C} waited, feet planted, while {G} jogged over to fetch the ball from near the gate. {O} cheered like it was a goal. {G} handed the ball back with a grin. "Perfect," {G} said.',
            "8-10":
              'When the ball escaped again, {C} had a plan. {C} had thought of it on the swings: the moment anyone shouted stop, {C} would freeze and put one hand up. "{name}, stop!" {G} called. {C} froze, hand up, turned, looked straight at {G} and called, "Stopping. Waiting for you." {G} strolled over and fetched the ball. {O} was so impressed that {os} adopted the hand-up rule on the spot. {G} said it was the best rule anyone had invented all year.',
          },
        },
        echo: {
          day: 1,
          time: "afternoon",
          place: "street",
          props: ["bike"],
          text: {
            "2-3":
              'The next day, {C} walked down the street with {G}. "Stop at the corner," said {G}. {C} stopped. {C} looked. "Stop at the corner!" A bike went by. Ding! {C} waited and waited. Good listening, {name}!',
            "4-5":
              'The next afternoon, {C} and {G} walked down the street to the shop. "Stop at the corner, please," said {G}. {C} stopped at once, looked at {G} and said, "Stop at the corner." A bike rang its bell and rolled past. {C} waited, holding {G\'s} hand. "Great listening," said {G}.',
            "6-7":
              'The next afternoon, {C} scooted down the street ahead of {G}. "Stop at the corner," called {G}. {C} stopped right there, turned around and called back, "Stop at the corner!" A bike swished past on the road. {C} waited with one foot on the scooter until {G} caught up. {C} felt very sensible and very proud, and {G} gave {Cobj} a high five.',
            "8-10":
              'The next afternoon, {C} {was} a few steps ahead on the street when {G} said, "Corner, please." {C} stopped, hand up, turned and called back, "Corner. Waiting." A delivery bike zipped past, bell ringing. {G} caught up, slightly out of breath for a completely different reason this time. "You know, that hand thing is actually brilliant," {G} said. {C} shrugged modestly. "I know," {C} said. "I\'m thinking of selling it."',
          },
        },
        ending: {
          time: "evening",
          place: "living room",
          props: ["ball"],
          text: {
            "2-3":
              'That evening at {home}, the red ball sat by the door. {C} had a warm bath. {G} gave {name} a big cuddle. "My good listener," said {G}. {name} smiled a big smile. Stop. Look. Say it back. Safe and happy.',
            "4-5":
              'That evening at {home}, the red ball sat by the front door, ready for next time. On the sofa, {name} snuggled up next to {G}. "Tomorrow, can {O} come again?" "Of course," said {G}. "You two can play all afternoon. I know you\'ll hear me now." {name} felt safe, warm and happy.',
            "6-7":
              'That evening at {home}, the red ball sat by the front door, still with a bit of hedge stuck to it. {name} curled up next to {G} on the sofa. "I\'m sorry I didn\'t hear you," {name} said. "I know," said {G}. "And now you\'ve got a way to hear me." {C} leaned in, feeling safe and calm and a little bit proud.',
            "8-10":
              'That evening at {home}, the red ball sat by the front door with a twig still attached. {name} and {G} were on the sofa. "I really didn\'t hear you, you know," {name} said. "I know," said {G}. "That\'s what made it scary. But you heard me the second time, and the time after that." {name} nodded. It felt good to have something that worked. It felt even better that the hand-up part had been {name\'s} own idea.',
          },
        },
      },
    },
    {
      id: "bath-splashes",
      moment: "bath time",
      place: "bathroom",
      time: "evening",
      props: ["bathtub", "rubber duck", "towel"],
      other: { role: "little cousin", kind: "child" },
      feeling: ["upset", "embarrassed"],
      summary: "{C} {doesn't} listen when asked to keep the splashes in the bath",
      object: "bathtub",
      person: "little cousin",
      talkAbout: "What did {name} say back to {G} in the bath?",
      scenes: {
        opening: {
          text: {
            "2-3":
              'It was bath time at {home}. {C} and {C\'s} {Orole} {O} were in the bath. Splish, splosh! Bubbles everywhere! The rubber duck bobbed about. {G} put the towel on the floor. "Little splashes, please," said {G}. "Keep the water in the bath."',
            "4-5":
              'It was bath time at {home}, and {C} and {C\'s} {Orole} {O} were sharing the bathtub. There were bubbles everywhere and a rubber duck bobbing between them. {G} folded the big towel on the floor. "Little splashes only," said {G}. "The water stays in the bath, please." Then {G} started washing {O\'s} hair.',
            "6-7":
              'Bath time at {home} was the best part of the evening. {C} and {C\'s} {Orole} {O} were in the bathtub together, surrounded by bubbles. A rubber duck sailed between them like a tiny yellow boat. {G} had laid the fluffy towel on the floor and was washing {O\'s} hair. "Gentle splashes only," {G} said. "The water stays in the bath, please."',
            "8-10":
              'At {home}, {C} had been put on bath duty. The job was simple: sit on the edge, watch {C\'s} {Orole} {O}, and keep the water in the bathtub while {G} fetched pajamas. "Water in the bath, please," {G} said on the way out. "Small splashes." {O} was already making a foam beard. The rubber duck bobbed innocently. The towel lay on the floor, clean and dry for now.',
          },
        },
        problem: {
          text: {
            "2-3":
              '{C} said, "I\'m a whale!" Splash! "Little splashes," said {G}. {C} did not hear. Splosh! Water on the floor. Water on the towel. Water on {G}! Drip, drip. "Oh, {name}," said {G}. {O} pointed and giggled: "Wet!" The towel was all wet.',
            "4-5":
              '{C} said, "I\'m a whale!" Then {C} slapped the water. Splash! "Little splashes," said {G}. {C} didn\'t hear. {C} {was} being a whale. Whales make big splashes! The next one sent a wave right over the edge of the bathtub. Water soaked the towel, the floor, and {G\'s} socks. {O} laughed so hard {os} swallowed a bubble. {G} did not laugh.',
            "6-7":
              '{C} decided to be a whale. The first splash was medium. "Gentle splashes, please," {G} said. {C} didn\'t hear; whales don\'t listen to instructions. The second splash was enormous. A wave rolled over the side of the bathtub and soaked the towel, the bathmat and {G\'s} sleeves. {O} shrieked with delight. {G} looked down at the puddle and said, very quietly, "{name}, I asked you twice."',
            "8-10":
              '{O} asked for a wave, and {C} {was} happy to oblige. Then a bigger one. From the hallway, {G} called, "Small splashes, please." {C} didn\'t register it. The next wave went over the rim of the bathtub and landed squarely on the towel, then spread across the floor. {G} came back with the pajamas and stood in the doorway, looking at the puddle. "I did ask," {G} said. "Twice." {O}, still in a foam beard, nodded solemnly.',
          },
        },
        feeling: {
          text: {
            "2-3":
              "{C} felt upset. Wet floor. Wet towel. Wet {G}! {C's} face went hot and red. {C} did not mean it. {C} {was} a whale. Whales splash! {C} held the rubber duck tight. Drip, drip, drip. {O} went quiet too.",
            "4-5":
              "{C} felt upset, hot and prickly in {their} cheeks. The floor was a big puddle and the cosy towel was soaking wet. {C} hadn't meant to splash {G}. {C} had been so busy being a whale that {G's} words had just slipped away, like soap. {C} hugged {their} knees and stared at the rubber duck.",
            "6-7":
              "{C} felt embarrassed, and a little bit upset. {C's} face went hot, even though the bath water was getting cold. The towel was soaked, {G's} sleeves were dripping, and it had all happened because of one enormous whale splash. {C} hadn't been trying to be annoying. The game had just been louder in {C's} head than {G's} voice. {C} sank down until the bubbles touched {their} chin.",
            "8-10":
              "{C} felt embarrassed, which was worse than being told off. The towel was sodden, the floor was a lake, and {C} had been in charge. Being in charge was supposed to mean listening. {C} had been so busy entertaining {O} that {G's} voice had turned into background noise, like the fan humming overhead. {C} stared at the rubber duck, which stared back with its painted, unhelpful smile. Even the duck seemed to have an opinion.",
          },
        },
        stumble: {
          text: {
            "2-3":
              '{G} mopped the floor. "Gentle hands now," said {G}. "Gentle hands," said {C}. Good words! But {C} did not stop. {C} did not look. Splish, splash! Oops. The words came out, but the hands kept going. Nearly!',
            "4-5":
              '{G} mopped up the puddle with a dry towel. "Gentle hands now, please," said {G}. "Gentle hands," said {C} straight away, still splashing. The words were right! But {C} hadn\'t stopped, and hadn\'t looked, and the whale was still going. Splash! A middle-sized one this time. Only a little puddle. Better, but not quite.',
            "6-7":
              '{G} mopped up with a fresh towel. "Gentle hands now," said {G}. "Gentle hands," {C} repeated, in the sing-song voice people use when they aren\'t really listening, and carried on being a whale. The words had come back perfectly. The hands hadn\'t stopped at all. The next splash was smaller, but it still slopped over the side. {C} winced. Saying it back, it seemed, worked better with the stopping in front of it.',
            "8-10":
              '{G} mopped up with the spare towel and said, "Right. Small splashes." "Small splashes," {C} echoed instantly, mid-wave, like a parrot with somewhere to be. Word perfect. Completely unhelpful. The hands hadn\'t stopped and the eyes were on {O}, and a few minutes later a slightly smaller wave still slopped over the edge. Not a lake this time. More of a pond. A read-back, {C} realized, only works after you\'ve actually paused to take the message in.',
          },
        },
        success: {
          text: {
            "2-3":
              '"Little splashes," said {G}. {C} stopped. {C} looked at {G}. {C} said, "Little splashes!" Then {C} showed {O}. Pat, pat, pat. Tiny splashes! Tiny fish! {refrain} The floor stayed dry. The duck bobbed. {G} smiled a big smile. Hooray!',
            "4-5":
              '"Only little splashes, please," said {G}. {C} stopped, looked at {G} and said, "Only little splashes." Then {C} had a better idea. "{O}, let\'s be little fish," {C} said, and patted the water very gently. {O} copied. Pat, pat, pat. The floor stayed dry. "Look at my good listeners," {G} said.',
            "6-7":
              '"Little splashes only," {G} said again. This time {C} stopped, looked right at {G}, and said it back: "Little splashes only." Then {C} turned to {O}. "Let\'s be tiny fish instead of whales," {C} said, and made the smallest ripple ever. {O} copied. The rubber duck floated calmly. The floor stayed dry, and {G} said, "Now that is proper listening."',
            "8-10":
              'When {G} said, "Small splashes, please," {C} stopped, looked up, and said it back: "Small splashes." Then {C} came up with something better than whales. "{O}, new game. The duck has to sail all the way around without sinking. If it sinks, you lose." {O} loved it. The splashes shrank to ripples. The towel stayed dry. {G} leaned on the door frame and smiled. "Bath captain," {G} said. "You\'ve been promoted."',
          },
        },
        echo: {
          day: 1,
          time: "evening",
          place: "kitchen",
          props: ["cup", "table"],
          text: {
            "2-3":
              'The next evening, {C} helped at dinner. "Hold the cup with two hands," said {G}. {C} stopped. {C} looked. "Two hands!" Carefully, carefully, to the table. No spills! Not one drop. {O} clapped. Good listening, {name}!',
            "4-5":
              'The next evening, {C} carried the cups to the table. "Two hands, and walk slowly," said {G}. {C} stopped, looked and said, "Two hands, walk slowly." Not a single drop spilled. {O} tried to copy with a spoon, which didn\'t need two hands, but {C} said it was very good listening anyway.',
            "6-7":
              'The next evening, {C} {was} pouring water for the table. "Only halfway up, please," said {G}. {C} stopped, looked and said, "Halfway." Every cup came out exactly right, and not a drop landed on the table. {O} watched with great respect. Listening, {C} thought, was a bit like keeping water in the bath. It just took a moment of paying attention.',
            "8-10":
              'The next evening, {C} {was} in charge of drinks at dinner. "Half a cup for {O}," said {G}. "Or it\'ll end up on the floor." {C} stopped, looked and said, "Half for {O}." {O} received exactly half a cup and, remarkably, did not spill it. {G} raised an eyebrow at {Cobj}. "You\'re on a roll," {G} said. {C} decided not to mention the whales. Some things were better left in the bathtub, along with the duck.',
          },
        },
        ending: {
          time: "night",
          place: "bedroom",
          props: ["rubber duck"],
          text: {
            "2-3":
              'At bedtime, the lights went out all over {town}. The rubber duck sat on the shelf. All dry. {C} and {O} were snug in bed. {G} gave {name} a kiss. "My good listener," said {G}. {name} smiled. Stop. Look. Say it back. Sleepy and warm and snug.',
            "4-5":
              'At bedtime, lights were going out all over {town}. The rubber duck sat on the shelf, dry and happy. {O} was already asleep, with one arm flung out. {G} tucked {name} in and whispered, "Thank you for being such a good listener." {name} smiled a sleepy smile. Being a whale was fun. Being a listening whale was even better.',
            "6-7":
              'At bedtime, windows were going dark all over {town}. The rubber duck was drying on the shelf, and {O} was already asleep with {op} mouth open. {G} tucked {name} in. "Do you know what I liked best today?" {G} asked, smoothing the blanket. "You found a way to keep the fun and the listening." {name} smiled and closed {their} eyes. The bath was quiet, the floor was dry, and {name} felt warm and calm and proud.',
            "8-10":
              'At bedtime, with {town} going quiet outside, {name} lay in bed listening to {O} snore softly across the hall. The rubber duck was drying on the bathroom shelf, having survived the whole thing. {G} looked in. "Goodnight, bath captain," {G} said. {name} smiled into the pillow. Being in charge, it turned out, mostly meant listening first. That was a strange thing to learn from a duck, but there it was. {name} drifted off to sleep, calm and pleased.',
          },
        },
      },
    },
    {
      id: "dog-dinner",
      moment: "the dog's dinner time",
      place: "living room",
      time: "afternoon",
      props: ["dog", "bowl", "crayons", "drawing"],
      feeling: ["grumpy", "annoyed"],
      summary: "{C} keeps drawing and doesn't hear {G} ask for help feeding the dog",
      object: "dog's bowl",
      talkAbout: "How did Biscuit feel when dinner was late?",
      scenes: {
        opening: {
          text: {
            "2-3":
              'At {home}, {C} {was} drawing. Crayons everywhere! Scribble, scribble. A big green dragon! Biscuit the dog lay on the rug. Biscuit had an empty bowl. Sniff, sniff. {G} said, "{name}, can you feed Biscuit, please? One scoop."',
            "4-5":
              'At {home}, {C} lay on the living room rug with a big box of crayons. {C} {was} drawing the biggest dragon ever. It had purple wings and a very long tail. Biscuit the dog lay nearby with his nose on his empty bowl. {G} called from the kitchen, "{name}, can you give Biscuit his dinner, please? One scoop."',
            "6-7":
              'At {home}, {C} {was} on the living room floor with the crayons. The dragon {C} {was} drawing was so big it needed three pieces of paper taped together. Biscuit, the family dog, lay on the rug with his chin on his empty bowl, sighing loudly. From the kitchen, {G} called, "{name}, can you feed Biscuit, please? One scoop from the tub."',
            "8-10":
              'At {home}, {C} {was} sprawled on the living room floor, deep in a drawing. It was a dragon across three sheets of taped paper, with every scale shaded separately. Feeding Biscuit was {C\'s} job, and had been for a month. Biscuit knew this. He lay with his chin pointedly on his empty bowl, sighing like a small, hairy accordion. "{name}," {G} called from the kitchen. "Biscuit\'s dinner, please. One scoop."',
          },
        },
        problem: {
          text: {
            "2-3":
              '{C} kept drawing. Scribble, scribble. "{name}, feed Biscuit!" {C} did not hear. {G} asked again. Biscuit whined. Woof! Then Biscuit took a green crayon. Crunch! "Oh no!" {G} grabbed the crayon. Biscuit\'s bowl was still empty.',
            "4-5":
              '{C} kept drawing. "{name}? Biscuit\'s dinner!" {C} colored in a wing. {G} asked a third time. Still nothing. Biscuit whined and nudged {C\'s} arm, and when that didn\'t work he picked up the green crayon and crunched it. "Biscuit, no!" {G} said, rushing in. Green crayon bits went all over the rug. The bowl was still empty.',
            "6-7":
              "{C} kept shading the dragon's tail. {G} asked again. Then again, louder. {C} heard something, the way you hear a car outside, but not the words. Biscuit gave up waiting, padded over, and crunched the green crayon like a breadstick. {G} came hurrying in. \"{name}! I've asked you three times,\" {G} said, prising crayon out of Biscuit's mouth. The bowl was still empty.",
            "8-10":
              '{C} kept shading. {G} asked again. Then again, with the particular patience of someone who is running out of it. None of it reached {Cobj}, who was working on a difficult bit of tail. Biscuit, taking matters into his own paws, ate the green crayon. {G} came in, removed the remains from Biscuit\'s mouth, and looked at {Cobj}. "Three times," {G} said. "And now the dog has a green tongue." Biscuit wagged, unashamed.',
          },
        },
        feeling: {
          text: {
            "2-3":
              "{C} felt grumpy. Stompy feet. Pouty lip. The drawing was so nice! Everyone wanted things. {C} did not hear. Then {C} looked at Biscuit. Biscuit looked sad. His bowl was empty. Now {C} felt sad too. Poor Biscuit.",
            "4-5":
              "{C} felt grumpy. The dragon wasn't finished, and everyone kept wanting things right in the middle. But then {C} looked at Biscuit's green tongue and empty bowl, and the grumpy feeling turned droopy. Biscuit was hungry. {C} had heard a voice, but not the words. It was like {C's} ears had been switched off.",
            "6-7":
              "{C} felt annoyed at first. The dragon was at the best part, and it felt like people always asked things at the best part. But then {C} saw Biscuit's green tongue and his sad, empty bowl, and the annoyed feeling slid into something heavier. {C} hadn't meant to ignore anyone. The words had just gone past, like wind outside the window. Biscuit didn't know that, though.",
            "8-10":
              "{C} felt annoyed, mostly at the timing. Why did everyone always need things right in the middle of the best part? Then {C} looked at Biscuit, who was licking green wax off his teeth with great dignity, next to an empty bowl. The annoyed feeling slipped into something closer to guilt. {C} hadn't ignored anyone on purpose. But Biscuit didn't know that. Biscuit just knew his dinner was late, and that crayons were not dinner.",
          },
        },
        stumble: {
          text: {
            "2-3":
              '{G} asked, "Can you get Biscuit water, please?" {C} stopped. {C} looked at {G}. Good! "Get Biscuit food!" said {C}. Oops! Not food. "Water," said {G}, smiling. Saying it back found the mix-up. Biscuit wagged anyway. Nearly!',
            "4-5":
              'A bit later, {G} said, "Can you fill Biscuit\'s water bowl, please?" {C} put down the crayon and looked up. That was good! "Fill Biscuit\'s food bowl," {C} said back. "Not food," said {G}, smiling. "Water." {C} blinked. The ears had heard "Biscuit" and "bowl" and guessed the rest. Saying it back had caught the mix-up just in time, before Biscuit got a second dinner.',
            "6-7":
              'Later, {G} asked, "Can you fill Biscuit\'s water bowl now?" {C} stopped drawing straight away and looked up. "Fill Biscuit\'s bowl with food," {C} said back, already getting up. "Water," said {G}. "Not food." {C} stopped halfway across the rug. Somewhere between {G\'s} mouth and {C\'s} ears, water had turned into food. Saying it back had caught the mix-up before the second scoop went in, which Biscuit felt was a shame.',
            "8-10":
              'Later, {G} asked, "Can you fill Biscuit\'s water bowl?" {C} stopped and looked up, which was a start. "Feed Biscuit," {C} read back, confidently. "Water," said {G}. "Same dog, different bowl." {C} paused. The brain had heard "Biscuit" and "bowl" and filled in the rest with the most exciting option. Biscuit, listening from the doorway, looked crushed. Still, the read-back had done its job: the mistake had been caught as words, not as a second dinner.',
          },
        },
        success: {
          text: {
            "2-3":
              '"Biscuit needs water," said {G}. {C} stopped. {C} looked. {C} said, "Biscuit needs water!" Fill, fill, to the top. Slurp, slurp! {refrain} Biscuit wagged and wagged. {G} clapped. "Good listening!" Biscuit licked {C\'s} hand.',
            "4-5":
              '"Water, please," said {G}. {C} stopped, looked right at {G} and said, "Water in the water bowl." Then {C} filled it right up, carefully. Biscuit slurped it all up and wagged his whole body. {G} gave {name} a thumbs up. "Exactly right," said {G}. {C} went back to the dragon feeling very pleased.',
            "6-7":
              '"Water bowl, please," {G} said again. {C} stopped, looked at {G}, and said it back, carefully: "Water bowl, not food bowl." Then {C} carried the water over carefully and set it down. Biscuit slurped half of it in one go and thumped his tail on the floor. "That\'s the one," {G} said. Biscuit seemed to agree.',
            "8-10":
              '"Water," said {G}. "In the water bowl." {C} stopped, looked and said it back: "Water, water bowl." Then {C} had an idea. {C} drew a tiny water drop on a sticky note and stuck it on the right bowl, and a bone on the other one. "Now even I can\'t get it wrong," {C} said. Biscuit drank noisily, splashing the floor. {G} admired the labels and said they should be framed.',
          },
        },
        echo: {
          day: 1,
          time: "afternoon",
          text: {
            "2-3":
              'The next day, {C} {was} drawing again. {G} said, "Biscuit\'s dinner!" {C} stopped. {C} looked. "Biscuit\'s dinner!" One scoop in the bowl. Not two. Crunch, crunch! Biscuit was so happy. Wag, wag, wag. Good listening, {name}!',
            "4-5":
              'The next afternoon, {C} {was} drawing again when {G} called, "Biscuit\'s dinner time!" {C} put down the crayon straight away, looked up and said, "Biscuit\'s dinner, one scoop." Then {C} fed him, first time. Biscuit did a happy spin. Even the crayons were safe, all of them, even the green one.',
            "6-7":
              'The next afternoon, {C} {was} drawing again when {G} called about Biscuit\'s dinner. {C} stopped, looked up and called back, "One scoop, food bowl." Biscuit was fed before the next crayon was even picked up. From the kitchen, {G} called, "Thank you!" Biscuit was too busy eating to say anything. But his tail said plenty.',
            "8-10":
              'The next afternoon, {C} {was} halfway through a new drawing when {G} mentioned Biscuit\'s dinner. {C} stopped, looked up, and said, "One scoop, bone bowl." Biscuit was fed within a minute, and not a single crayon was eaten. {G} looked almost disappointed not to have to ask again. "You\'re making me redundant," {G} said. {C} took that as a compliment. Biscuit, chewing, seemed to take it as one too.',
          },
        },
        ending: {
          time: "evening",
          text: {
            "2-3":
              'That evening, the sun went down over {town}. Biscuit was snoozing. Full tummy. Happy dog. The dragon drawing was on the fridge. {G} gave {name} a cuddle. "My good listener," said {G}. Stop. Look. Say it back. Snore, snore, went Biscuit.',
            "4-5":
              "That evening, the sun went down over {town}. Biscuit snored on the rug with a full tummy, and the dragon drawing was stuck on the fridge for everyone to see. {G} gave {name} a cuddle. \"You're a great helper and a great listener,\" {G} said. {name} smiled proudly. Biscuit's tail thumped once in his sleep, as if he agreed.",
            "6-7":
              'That evening, the sun set over {town}. Biscuit was asleep on the rug, full and happy, his green tongue almost back to pink. The dragon drawing hung on the fridge with the bowl labels beside it. {name} sat with {G} on the sofa. "Biscuit isn\'t cross with me anymore," {name} said. "Biscuit never was," said {G}. {name} smiled, feeling warm and calm. Biscuit snored in agreement.',
            "8-10":
              'That evening, as the sun went down over {town}, Biscuit lay asleep on the rug, snoring gently, his tongue only faintly green. The finished dragon was on the fridge, between the two bowl labels, which {G} had indeed framed with sticky tape. {name} sat beside {G} on the sofa. "Stop, look, say it back," {name} said. "It\'s basically a dog-saving system." {G} laughed so hard that Biscuit opened one eye. {name} felt pretty proud of that, and Biscuit, dreaming of dinner, wagged in his sleep.',
          },
        },
      },
    },
  ],
};
