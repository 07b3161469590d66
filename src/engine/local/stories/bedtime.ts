import type { BehaviorStory } from "../episode-types";

/** Bedtime: staying in bed when it is time to sleep or rest (the Sleepy Wind-Down). */
export const bedtime: BehaviorStory | null = {
  childTerms: "staying in bed when it is time to sleep",
  strategy: {
    name: "the Sleepy Wind-Down",
    steps: ["Take three slow, sleepy breaths", "Squeeze and let go, from toes to nose", "Think of one happy thing and hold it"],
    why: "A short routine that is the same every time tells a busy body it is safe to slow down, and it gives the child something to do in bed instead of getting up. Breathing out slowly and letting muscles go loose really does calm the body; one happy picture gives the mind somewhere cozy to rest.",
    refrain: "Breathe slow, let go, think of something happy.",
    toddlerSteps: ["Three sleepy breaths", "Think of one happy thing"],
    smallFirstStep: "Take one slow, sleepy breath",
  },
  // Other words for a puddle or an alarm, where a parent asks to leave them out.
  insteadOf: [
    [/\ba big muddy puddle\b/g, "a big pile of crunchy leaves"],
    [/\blike a puddle of honey\b/g, "like warm honey"],
    [/\bslept until my actual alarm\b/g, "slept all the way until morning"],
  ],
  titles: ["{name} and the Sleepy Wind-Down", "{name} Stays Snug", "{name} and {Hfull} Wind Down", "Slow and Sleepy, {name}"],
  calmEnding: true,
  // Ages 8-10, the two-tries shape's first try alone: this behavior's own wrong tries (never another behavior's paragraph).
  firstTry:
    "{C} tried the usual fixes first. Flipping the pillow to the cool side: twice. Curling up like a prawn, then lying flat like a starfish. Telling {themself}, quite firmly, to be sleepy now. The {feeling} feeling came along for every position. Lying still, {C} concluded, was harder than it looked, and wishing for sleep did not count as a method.",
  scenes: {
    helper: [
      {
        text: {
          "2-3":
            'Then a friendly face peeked in. It was {Hintro}, tiptoeing in quietly. "Hello, {name}," {H} whispered. "Wide awake?" {name} nodded. Eyes open. Legs busy. Not sleepy one bit. "I know a sleepy game," said {H}. "It is very quiet. Do you want to see?" {name} nodded again. Yes, please.',
          "4-5":
            'Just then, {Hintro}, came close in the quiet. "Hello, {name}," {H} whispered. "Those eyes are very wide open." {C} wriggled. "My body won\'t switch off," {C} said. {H} smiled and said, "Lots of children feel like that. It isn\'t trouble, and it isn\'t your fault. I know a way to help a busy body slow right down."',
          "6-7":
            'That was when {Hintro}, came quietly close. "Still awake?" {H} asked in a whisper. {C} sighed. "My body is lying down, but my brain is still running around." {H} nodded as if that made perfect sense. "Brains do that," {H} said. "They don\'t always notice when it\'s time to rest. They need a little help, and I know a trick that gives it."',
          "8-10":
            'That was when {Hintro}, appeared beside {Cobj}. "Let me guess," {H} said softly. "Your body is tired, but your thoughts are doing cartwheels." {C} gave a small laugh, because that was exactly it. "I keep thinking about everything," {C} admitted. "And the harder I try to sleep, the more awake I get." "Ah, the classic," said {H}. "Trying hard to sleep is a bit like trying hard to stop hiccups. It goes better when your mind has something gentle to do instead."',
        },
      },
      {
        text: {
          "2-3":
            'Shh. Who was that? It was {Hintro}. {H} came close and smiled. "I see busy feet," {H} whispered. "Busy, busy feet." Hee, hee! {C\'s} toes wiggled under the blanket. "Sleep is hard," said {C}. "Sometimes it is," said {H}. "I know a game that helps."',
          "4-5":
            'Then, soft as a feather, {Hintro}, came close. {H} looked at {name} and smiled. "Is sleep playing hide-and-seek with you?" {H} whispered. {C} nodded hard. "I can\'t find it anywhere," {C} said. "I\'m not even a tiny bit sleepy." "That happens," said {H}. "Sleep is shy. It comes when everything is slow and still. I know how to make things slow."',
          "6-7":
            'Before long, {Hintro}, was there beside {Cobj}, speaking in the softest voice. "Having trouble settling?" {name} nodded. "I\'m trying," {C} said. "But the harder I try, the wider awake I feel." {H} nodded slowly, as if that was the most sensible thing anyone had said all night. "Sleep is a bit like a butterfly," {hs} said. "Chase it and it flutters off. Stay very still and it might land on you. I know a way to get still on the inside."',
          "8-10":
            'It was {Hintro}, who noticed. {H} came close and spoke quietly, so nobody else would wake. "Can\'t switch off?" {name} shook {their} head. "It\'s like my brain has a hundred windows open, and they\'re all playing music," {C} said. {H} took that very seriously. "Then we close them one at a time," {H} said. "There\'s a trick for it. Nothing magic, it just takes a bit of practice." {C} shrugged, which from {name} meant yes, go on then.',
        },
      },
      {
        text: {
          "2-3":
            '{H} {Harrive}. {H} looked at the blanket. Bump, bump, wiggle! "Who is under there?" whispered {H}. Out popped a head. It was {name}! "I can\'t sleep," said {C}. "Busy, wiggly body," said {H}. "Let\'s make it sleepy."',
          "4-5":
            'Just then, {Hintro}, {Harrive}. {H} looked at the lump under the blanket. It was wriggling like a bag of puppies. "Is that {name} in there," whispered {H}, "or a bag of puppies?" {C} poked {C\'s} head out. "It\'s me. My legs won\'t stop." "Ah," said {H}. "Legs like that have had a very exciting day. They just need showing how to stop. I know how."',
          "6-7":
            'That was when {Hintro}, {Harrive}. {H} took one look at {name}, who had turned over eleven times and was now lying with {their} feet on the pillow. "Interesting," whispered {H}. "Is that a new way of sleeping?" {C} sighed. "I\'ve tried every way. None of them work." "On a busy night, I flip and flop too," said {H}. "But it isn\'t the pillow\'s fault. It\'s the busy inside you. There\'s a way to settle that."',
          "8-10":
            'It was {Hintro}, who spotted the problem: {name} was counting backward from a hundred for the third time and losing count somewhere in the sixties, again. "Sixty-one," {C} muttered. "Or sixty-three." "Sixty-two," whispered {H}. "I\'ve tried that one too, on a bad night." {C} turned {their} head. "Did it help?" "Not even slightly," said {H}. "Counting keeps your brain on duty. What you need is something that lets it clock off. I know a good one."',
        },
      },
      {
        text: {
          "2-3":
            'Tap, tap. Who was that? It was {Hintro}. {H} sat down close. "Hello, {name}," {H} whispered. "Are your eyes still open?" "Yes," said {C}. Open, open. Wide, wide. "Mine too, sometimes," said {H}. "Shall we get sleepy together?" Yes, please.',
          "4-5":
            'Just then, {Hintro}, came close, as quiet as a sock. "Hello, {name}," {H} whispered. "I heard a lot of rustling. Is everything all right?" A sigh came from the pillow. "My eyes won\'t stay shut. They keep popping open, like toast." "Ah, popping eyes," said {H} seriously. "They just need something slow to do. I know a slow thing."',
          "6-7":
            'That was when {Hintro}, slipped in and sat close by. "Can I tell you a secret?" {H} whispered. "What kind of secret?" asked {C}. "Nobody can make sleep happen. Not even grown-ups." "Then how does anyone do it?" {C} asked. "You get ready, and sleep comes to find you," said {H}. "I know a way to get ready. It\'s very quiet, and it only takes a few minutes."',
          "8-10":
            'That was when {Hintro}, appeared, looking like someone who had had a few late nights too. "Busy brain?" {H} asked quietly. "It\'s like an office at closing time," {C} said, "except nobody is going home." {H} nodded slowly. "Then somebody has to turn the lights off, one floor at a time. I know the routine. It\'s boring, in a good way." Boring in a good way was, by then, the best offer {C} had had in hours.',
        },
      },
    ],
    strategy: [
      {
        text: {
          "2-3":
            '"This is the Sleepy Wind-Down," said {H}. "First, three slow breaths. In... and out." {C} breathed in. {C} breathed out. Three times, slow, like a sleepy puppy. Ahh. "Now one happy thing. Hold it tight." {C} thought of the swings. Whee! Together they whispered it. {refrain}',
          "4-5":
            '"It\'s called the Sleepy Wind-Down," said {H}. "It has three parts. First, three slow breaths, like blowing on warm soup." {C} blew softly, once, twice, three times. "Next, squeeze your toes tight, then let them go floppy." {C} squeezed toes, then hands, then shoulders, and let each one flop. "Last, think of one happy thing," said {H}. {C} thought of a big muddy puddle, and the thought glowed like a little lamp.',
          "6-7":
            '"It\'s called the Sleepy Wind-Down," {H} explained. "Slow breaths tell your heart there\'s no hurry. Squeezing and letting go shows your muscles how to relax. A happy thought gives your mind something cozy to hold." {C} tried the breaths first, slow and long. Then {C} squeezed toes, legs and fists, and let each one go soft, like a warm bag of sand. "What\'s your happy thing?" {H} asked, so quietly it was nearly a breath. "Cake," {C} whispered. "Any cake." They tried it together, and the cake thought glowed, warm and golden.',
          "8-10":
            '"It\'s called the Sleepy Wind-Down," said {H}. "Three slow breaths. Then squeeze and let go, from your toes to your nose. Then one happy thought. It isn\'t magic. It just gives your body a job that happens to be the same job as falling asleep." {C} raised an eyebrow, but tried it. Squeezing every muscle and letting it flop felt silly, then surprisingly good. The happy thought took longer. {C} settled on the afternoon {they} finally landed a tricky jump on {their} bike, and held on to it like a warm mug. {H} tried it too, together with {Cobj}, and claimed to feel extremely sleepy afterwards.',
        },
      },
      {
        text: {
          "2-3":
            '"Let\'s do the Sleepy Wind-Down," said {H}. "Three sleepy breaths, like blowing birthday candles. Slow, slow." Fffff. Fffff. Fffff. {C} blew too. "Now one happy thing. Hold it tight." {C} picked the ducks at the pond. Quack! {refrain}',
          "4-5":
            '"It\'s called the Sleepy Wind-Down," said {H}. "Pretend there\'s a birthday cake with three candles, and you have to blow them out very, very slowly." {C} blew, soft and long, three times. "Now squeeze up like a lemon," said {H}. {C} scrunched up tight, toes, fists, even nose, then let go all at once. "Now put one happy thing in your pocket, and hold it there." {C} chose the fast slide at the park. It felt warm, right there in the pretend pocket.',
          "6-7":
            '{H} explained the Sleepy Wind-Down like a recipe. "Take three slow breaths. Out longer than in, like cooling hot chocolate." {C} tried it. The third breath came out wobbly and turned into a yawn. "Add one squeeze," said {H}. "Toes first, then legs, tummy, fists, shoulders, even your face. Then let it all go at once." {C} scrunched up like a raisin, and let go. "Last ingredient: one happy thing. Just one." {C} picked the sound of rain on the car roof on the way home from the beach. "Perfect," said {H}. "Now leave it to bake."',
          "8-10":
            '"Think of it as shutting down a computer properly," said {H}, "instead of yanking the plug." {C} {was} listening now. "Three slow breaths first: that closes the apps. Then squeeze and let go, toes to nose: that\'s the fan slowing down. Then one happy thought, small and specific: that\'s the screensaver." It was called the Sleepy Wind-Down, {H} added, which was a much less technical name. {C} tried it. The breaths were easy. The squeeze gave {Cobj} a small cramp in one calf, which was educational. The happy thought ended up being the smell of popcorn at the movies. "Screensaver loaded," {C} reported.',
        },
      },
      {
        text: {
          "2-3":
            '"Let\'s do the Sleepy Wind-Down," said {H}. "Be a slow, slow snail. Breathe in... and out." {C} breathed like a snail. Slow. Slow. Slow. "Now think of a happy thing. Just one." {C} thought of a big red balloon. Up it floated. {refrain}',
          "4-5":
            '"This is the Sleepy Wind-Down," whispered {H}. "Let\'s pretend we\'re snails, going slowly home." First, three snail breaths: in through the nose, and out so slowly the air hardly moved. {C} did all three. "Next, a snail squeezes into its shell," said {H}. {C} squeezed up tight, toes to nose, then let go and spread out like a sleepy starfish. "Last, a snail thinks of one happy thing." {C} thought of a tall pile of pancakes, and held the thought very still.',
          "6-7":
            '"Try this," said {H}. "It\'s called the Sleepy Wind-Down, and it works like a dimmer switch, not an off switch." First came three slow breaths, each one a little longer on the way out. The room seemed to get quieter. Then squeeze and let go, from toes to nose, one part at a time: toes, knees, tummy, fists, shoulders, face. "That\'s the dimmer going down," whispered {H}. Last, one happy thing. {C} picked the first lick of a strawberry ice pop, and held on to it while everything else went soft.',
          "8-10":
            '"It\'s called the Sleepy Wind-Down," said {H}, "and it works like closing time. Three slow breaths: that\'s everybody in the office putting on a coat." {C} breathed, longer out than in. "Squeeze and let go, toes to nose: that\'s every floor switching off its lights." {C} started at the toes and worked up, and by the shoulders the office felt distinctly emptier. "And one happy thought, small and specific: that\'s the night guard\'s radio." {C} chose the sound a bag of chips makes when it opens at exactly the right moment. "Unusual," said {H}, "but allowed."',
        },
      },
      {
        text: {
          "2-3":
            '{H} showed {Cobj} the Sleepy Wind-Down. "Breathe like a sleepy cat. Slow, slow, slow." {C} breathed slow, like a cat. Purr. Ahh. "And one happy thing," said {H}. {C} thought of bubbles. Pop, pop! Together they said it. {refrain}',
          "4-5":
            '"I call it the Sleepy Wind-Down," said {H}. First came a breath so slow it was almost a yawn. {C} copied it three times. "Now pretend you\'re a tight, tight ball," said {H}. {C} scrunched up small. "And melt!" {name} went soft and floppy all over, like a puddle of honey. "Last part," whispered {H}. "Find one happy thing and hold it." {C} picked the jingle of the ice cream truck, and they giggled about it together, very quietly.',
          "6-7":
            '"There\'s a thing I do," said {H}. "I call it the Sleepy Wind-Down, and each part tells your body something." The slow breaths came first: in through the nose, out like a long sigh. Next came squeeze-and-let-go, from the toes all the way up to the nose. "Muscles can\'t be tight and floppy at the same time," {H} explained. Last, {C} chose a happy thing: a pancake flipped so high it nearly hit the ceiling. They giggled together, and the giggle seemed to glow.',
          "8-10":
            '{H} called it the Sleepy Wind-Down, and explained it in three parts. "Slow breaths first, longer out than in. Your body reads that as \'safe to slow down.\' Then squeeze and release, toes to nose, so your muscles stop buzzing. Then one happy thought, small and specific." {C} asked why it had to be specific. "Because \'happy things\' is a list," {H} said, "and lists keep you awake. One thing is a picture." {C} tried it. The squeezing was weirdly satisfying, and the picture, after some thought, was a dog on a skateboard. They agreed, together, that it was an excellent choice.',
        },
      },
    ],
    practice: [
      {
        text: {
          "2-3":
            'Together, {H} and {C} tried it. {H} breathed slow. {C} breathed slow. One, two, three. Then a happy thing each. {H} picked the moon. {C} picked the swings. Whee! "Again," said {C}. So the two of them did it again, very softly. {refrain} {C} gave a big, slow yawn.',
          "4-5":
            'They practiced it together, in whispers. {H} went first, then {name}. Breathe, squeeze, let go, happy thought. The second time, {C} did it all alone, and {H} only watched. "You remembered every part," {H} whispered. {C} felt a yawn sneaking up from somewhere deep inside. It was a good yawn, the sleepy kind, and it stretched all the way to {C\'s} toes.',
          "6-7":
            'They practiced it once more, in whispers. {H} breathed in, and {C} copied. {H} scrunched up tight and then went loose, and {C} did the same and grinned. By the end, {C} noticed something interesting: {C\'s} feet felt warm and far away, as if they belonged to somebody else. "It\'s working a little," {C} said, surprised. "A little is how it starts," said {H}.',
          "8-10":
            'Next, {C} ran through it once more, and this time {C} gave the instructions. {C} counted the breaths, named each body part to squeeze, and chose a fresh happy thought: the joke that had made a whole table laugh at lunch. {H} followed along without a word. At the end, {C} noticed the thoughts had slowed from cartwheels to a gentle roll. "Huh," said {C}. "That\'s actually better." {H} just smiled, the way people do when they knew all along.',
        },
      },
      {
        text: {
          "2-3":
            "{H} had a soup game. Hot soup! Blow on it, slow. Fooo. Again. Fooo. Once more. Fooo! Three slow breaths. Ahhh, so sleepy. Then one happy thing: big, splashy puddles. Splash! {refrain}",
          "4-5":
            'Next, {H} whispered the rules of the Spaghetti Game. At "uncooked spaghetti," {C} went stiff as a stick, from toes to nose. At "cooked spaghetti," {C} went floppy, arms flopping, legs flopping, even cheeks flopping. Then came three slow breaths, like steam drifting off a pot. "And for dessert, one happy thought," said {H}. {C} chose a swing going up, up, up. Delicious.',
          "6-7":
            'Then {H} invented the Spaghetti Test. First, {C} went stiff as uncooked spaghetti, from toes to nose. That was harder than it sounded, with a giggle coming. Then cooked spaghetti: so floppy that one arm flopped sideways by itself. Three slow breaths drifted out like steam. For the happy thought, {C} picked Saturday pancakes. "Cooked to perfection," announced {H}. Even the {feeling} feeling had gone a bit soggy.',
          "8-10":
            '{H} proposed a scientific approach: the Spaghetti Test. Phase one, uncooked. {C} lay as stiff as a packet of dry spaghetti, toes to nose, and held it until a giggle broke through. Phase two, cooked. Everything went limp, including, somehow, {C\'s} eyebrows. Then three slow breaths, long enough to fog a window. "Now the sauce," said {H}. "One happy thought." {C} chose the moment a goalkeeper dives the wrong way. "Al dente," {H} pronounced. {C} didn\'t know what it meant, but it sounded like a pass.',
        },
      },
      {
        text: {
          "2-3":
            '{C} tucked in a pretend teddy. "Teddy can\'t sleep," said {H}. So {C} showed Teddy. Breathe slow. Hush. Breathe slow. Hush. One more. Hush. "Now a happy thing, Teddy." Honey! Teddy\'s happy thing was honey. Yum. {C} gave a big yawn. {refrain}',
          "4-5":
            'Next, {C} got to be the teacher. {H} tucked a pretend teddy under the blanket. "This teddy can\'t sleep at all," {H} whispered. "Can you show it how?" {C} showed the teddy three slow breaths, very seriously. Then {C} squeezed the teddy\'s pretend paws and let them flop. "Now think of a happy thing, Teddy," {C} whispered. "Teddy says honey." By the time the teddy was asleep, {C\'s} own eyes felt heavy too.',
          "6-7":
            'For practice, {H} pretended they were floating in a little boat on a flat, quiet lake. The boat rocked gently with every breath. In, and a long, slow out: one, two, three. Then they squeezed every muscle, as if a big wave was coming, and let go when it didn\'t come. "What\'s in the boat with you?" whispered {H}. {C} thought about it. "A fishing net. And a jar of fireflies." "Good choice," said {H}. The boat rocked. The fireflies glowed. {C\'s} eyelids felt like warm sand.',
          "8-10":
            'They practiced with {H} playing a late-night radio host, in a voice so low and smooth it was almost a hum. "Good evening, listeners. Tonight\'s program: three slow breaths." {C} breathed along. "And now the weather: a squeeze moving in from the toes, heading north, clearing by the nose." {C} squeezed and let it pass. "Finally, a listener request: one happy thought." {C} requested the first swim of summer, when the water is freezing and then suddenly isn\'t. "Lovely," murmured {H}. "This has been Sleepy Radio." {C} would have laughed, but it came out as a yawn.',
        },
      },
      {
        text: {
          "2-3":
            '{H} and {C} played Hush and Yawn. Breathe in slow. Hush. Breathe out slow. Hush. Once more. Hush. Then a big, big yawn. Aaah! "Now a happy thing," whispered {H}. {C} thought of a puppy. Lick, lick! {refrain}',
          "4-5":
            'Next they played a whispering game called Sleepy Echo. {H} whispered one part, and {C} whispered it back, and then did it. "Slow breath." "Slow breath." In, and out. "Squeeze your toes." "Squeeze my toes." Squeeze, and let go. "One happy thing." The happy thing was a kitten asleep in a sunny window. By the end, {C\'s} whisper had gone as soft as the kitten.',
          "6-7":
            'Then they practiced it like astronauts getting ready for a long night in space. "Mission control to {name}," whispered {H}. "Begin slow breathing." {C} breathed in and out, three times, long and slow. "Power down the engines." {C} squeezed each part tight and let it go, toes first, nose last. "Final check: one happy thought on board?" {C} picked the smell of cookies still warm from the oven. "Mission complete," whispered {H}. {C} felt as floaty as an astronaut, and about as sleepy.',
          "8-10":
            'For practice, {H} narrated it like a nature documentary, barely above a whisper. "Here we observe the young {name} preparing for sleep. First, the traditional three slow breaths." {C} breathed, trying not to laugh. "Now the ancient ritual of squeezing and letting go." {C} squeezed toes, legs, fists and face, and let each one go. "And finally, the happy thought." {C} picked the first morning of summer vacation, when nothing has to happen at all. "Remarkable," whispered {H}. "Rarely seen in the wild."',
        },
      },
    ],
    celebration: [
      {
        text: {
          "2-3":
            '{G} peeked in. Shh! Snug and still. "Who is this?" {G} whispered. "A sleepy, sleepy {name}!" {H} tiptoed closer to see. Time for a pretend prize: the Golden Yawn! {C} did a big yawn. A prize-winning yawn. {C} felt proud and floppy. Happy thoughts. Well done, {name}.',
          "4-5":
            '{G} looked in and found {name} lying still, breathing slow and sleepy, smiling with both eyes shut. "Well," {G} whispered. "Where did all the wriggles go?" {H} invented a prize on the spot, in a whisper: the Golden Yawn. {C} won it easily, with a yawn so big it nearly had an echo. {C} snuggled down, proud and warm.',
          "6-7":
            'When {G} looked in, {C} {was} lying quietly, breathing slow and sleepy. "I was expecting a visitor by now," {G} whispered. "And nobody came." {C} smiled without opening an eye. {H} held a whispered prize-giving for the Golden Yawn, and {C} won by a mile. Drifting off, {C} had a thought. Staying put was a bit like a slow breath: hard at the start, then easy, then lovely.',
          "8-10":
            '{G} looked in and did a double take. "I had a bet with myself," {G} whispered. "I said you\'d be up twice by now." "You lost," murmured {C}, eyes still shut. {H} announced, in the quietest voice possible, that the Golden Yawn for outstanding stillness went to {name}. {C} accepted with a yawn that lasted several seconds, which {H} said was the traditional speech. Underneath, {C} felt quietly pleased. Lying still had been the boring part. Choosing it had been the impressive part.',
        },
      },
      {
        text: {
          "2-3":
            '{G} peeked in and saw {name} all snug. "You stayed in bed," {G} whispered. "You did your sleepy breaths." {C} smiled a tiny smile. {C} felt proud and warm, like toast. {H} winked. Snug and still. Slow and sleepy. {C} could do it!',
          "4-5":
            'When {G} looked in, there was {name}, snug under the blanket, breathing slowly. "You stayed right there and did your Sleepy Wind-Down all by yourself," {G} whispered. "That\'s a big thing to learn." {C} felt proud, a warm and glowing kind of proud. {H} gave a small, happy nod, as if to say: I knew you could.',
          "6-7":
            'Soon {G} tiptoed in to check. {C} {was} still in bed, eyes heavy, breathing slowly. "You used your Sleepy Wind-Down, didn\'t you?" {G} whispered. "I could tell. You stayed put and helped your body rest." {C} nodded and felt a quiet kind of proud, the kind that doesn\'t need to jump around. {H} looked very pleased indeed, and said nothing at all, which was just right.',
          "8-10":
            'When {G} came to check, {C} {was} still in bed, breathing slowly, eyes half closed. "You figured out your own way through it," {G} whispered. "You stayed put this time, and I know that wasn\'t easy." {C} felt a steady sort of pride, the kind that comes from doing something hard without anyone making you. Even {H} looked impressed, which was saying something. {C} decided not to point out how easy it had been in the end. A little mystery was good for people.',
        },
      },
      {
        text: {
          "2-3":
            '{H} smiled a big, soft smile. "You did it," {H} whispered. "Slow breaths. A happy thing." {C} felt proud. Proud and sleepy and warm. Cozy, cozy. {H} gave a tiny cheer, a whisper cheer, so nobody woke up. Hooray, {name}!',
          "4-5":
            '{H} gave a very quiet cheer, the kind that doesn\'t wake anybody. "Look at you," {H} whispered. "You felt {feeling}, and you didn\'t jump up. You did the whole Sleepy Wind-Down instead." {C} smiled into the pillow. It was a nice feeling, knowing {they} could calm {their} own body down, like having a secret switch.',
          "6-7":
            '{H} leaned in close. "Do you know what you just did?" {H} whispered. "You felt {feeling}, and instead of getting up, you chose the Sleepy Wind-Down. You did every part, even the boring one." {C} grinned in the dark. It was true. Nobody had carried {Cobj} back or told {Cobj} twice. {C} had done it. It felt like finding out you can whistle.',
          "8-10":
            '{H} gave the smallest of nods, the kind you save for something genuinely impressive. "For the record, that was all you," {H} murmured. "You felt {feeling}, you noticed it, and you picked the Wind-Down instead of the usual escape plan." {C} smiled, half asleep. It was strange to be praised for lying still. It was stranger still to realize that lying still had been the hardest thing {C} had done all day, and that {they} had done it well.',
        },
      },
      {
        text: {
          "2-3":
            '{G} came to look. There was {name}, snug and still. Eyes shut. Breathing slow. "Look at you," {G} whispered. "All cozy. All by yourself." {C} gave a sleepy smile. {H} gave a sleepy wave. Shh. Snuggle time. {C} felt proud and warm.',
          "4-5":
            'When {G} peeked in, {name} was lying quietly, tucked up to {their} chin. "Is that the same {name} who was bouncing about before?" {G} whispered. One eye opened. "I did the Sleepy Wind-Down," {C} whispered back. "All of it." {G} smiled the biggest smile, and {H} beamed. {C} felt proud and cozy, like a cat in a patch of sun.',
          "6-7":
            '{G} looked in to check and found {name} lying still, breathing long and slow. "No visitors?" {G} whispered. "Just me," {C} whispered. "And the Sleepy Wind-Down." {G} stayed for a moment without saying anything, which somehow said a lot. {H} looked quietly pleased. {C} felt proud in a soft, sleepy way, like a balloon that has stopped bobbing and just floats.',
          "8-10":
            '{G} looked in, expecting at least one more visit for a drink, a question or an urgent fact about sharks. None came. "Either you\'re asleep," {G} whispered, "or you\'ve become very good at pretending." "Wind-Down," murmured {C}. "Did the whole thing." {G} smiled. {H} gave a nod of professional respect. {C} felt a quiet, solid pride. Nobody hands out medals for lying still, but {C} privately awarded {themself} one anyway.',
        },
      },
    ],
  },
  talkAbout: [
    "Can you remember the steps of the Sleepy Wind-Down?",
    "What happy thing could you think of next time you can't sleep?",
    "Where in your body do you feel wiggly when it's time to rest?",
    "What helped {name} settle down and rest?",
    "Which part of the Wind-Down would you like to practice with me?",
    "What would you tell {Hfull} about your own bedtime?",
  ],
  episodes: [
    {
      id: "one-more-drink",
      moment: "bedtime",
      place: "bedroom",
      time: "night",
      props: ["bed", "cup", "night-light", "teddy bear"],
      feeling: ["wiggly", "restless"],
      summary: "{C} keeps getting out of bed for one more drink",
      object: "cup of water",
      talkAbout: "Why do you think {name} kept asking for one more drink?",
      scenes: {
        opening: {
          text: {
            "2-3":
              'At {home}, the sky was dark. It was bedtime. {C} had pajamas on. {C} had brushed {their} teeth. The night-light glowed soft and gold. {G} read one story, then tucked {name} in. "Goodnight," said {G}. "Sleep tight." A cup of water sat by the bed.',
            "4-5":
              'At {home}, the evening was nearly over. {C} had pajamas on, clean teeth and a story read twice. The night-light made a small gold circle on the wall. {G} tucked the blanket under {name\'s} chin and put a cup of water by the bed. "Goodnight, sleepyhead," said {G}, and clicked the big light off.',
            "6-7":
              'At {home}, bedtime had gone the way it always did: bath, pajamas, teeth, and two chapters of a book about a lighthouse. {G} put a cup of water by the bed and switched on the night-light. "Goodnight," {G} said, with a kiss on {name\'s} forehead. "Big day tomorrow." The door stayed open a crack, and a stripe of hallway light lay across the floor.',
            "8-10":
              'At {home}, bedtime was supposed to be simple by now. {C} had done everything on the list: shower, pajamas, teeth, a few pages of a book about explorers. {G} set a cup of water on the bedside table and switched on the night-light. "Lights out," {G} said from the doorway. "Big day tomorrow." The house began to go quiet, room by room, the way a theatre does when the show is about to start.',
          },
        },
        problem: {
          text: {
            "2-3":
              'But {C} did not stay in bed. Pat, pat, pat went {their} feet. "I need a drink!" {name} had a sip. Back to bed. Then, pat, pat, pat. "One more drink!" Then another. {G} yawned. The cup was empty now. {C} {was} still awake.',
            "4-5":
              'But a minute later, {C} {was} out of bed. Pat, pat, pat down the hall. "I need a drink," {C} said. {G} walked {Cobj} back. Then {C} came out again. "One more drink, please!" And again. "Just one more!" By the fourth trip the cup was empty, and {G} looked very tired indeed.',
            "6-7":
              'The quiet lasted about one minute. Then {C} padded down the hall. "I\'m thirsty." {G} walked {Cobj} back and pointed to the cup. Five minutes later, {C} {was} back. "I need one more drink." Then it was a different cup, then the bathroom, then one more drink again. The cup by the bed was empty, and {C} {was} more awake than ever.',
            "8-10":
              "Ten minutes later, {C} appeared in the kitchen doorway. \"I'm really thirsty,\" {C} said. {G} sent {Cobj} back with a refill. Then {C} came back because the water tasted funny, then because {they} needed the bathroom, then for one more drink, just in case. By the fifth trip the cup was empty. {C} knew, deep down, that {they} {wasn't} really thirsty at all. Thirst was simply the best excuse available.",
          },
        },
        feeling: {
          text: {
            "2-3":
              "Back in bed, {C} wiggled. Wiggle, wiggle, kick. {C's} legs wanted to run. {C} felt wiggly all over. The room was quiet. Too quiet! {C} hugged {cuddly}. Getting up felt better than lying still. But it was late.",
            "4-5":
              "Back in bed, {C} felt wiggly all over. {C's} legs wanted to kick and {their} eyes wanted to stay open. Lying still felt long and boring, like waiting in a line. Getting up for a drink was something to do. {C} hugged {cuddly} and stared at the night-light. Sleep felt very far away, somewhere on the other side of the moon.",
            "6-7":
              "Back in bed, {C} felt restless, as if {their} whole body was buzzing. The dark was quiet and long, and lying still felt like doing nothing at all. Getting up for a drink was at least doing something. {C} knew that, somewhere inside. {C} just didn't know what else to do with a body that wouldn't settle, and a night that seemed to go on forever.",
            "8-10":
              "Lying there, {C} felt restless, and a little annoyed about it. {C's} legs fidgeted. {C's} mind kept replaying the day: a joke that hadn't landed, a spelling test tomorrow, a song stuck on repeat. Getting up for water gave all that restlessness somewhere to go. The trouble was that every trip woke {Cobj} up a little more. {C} stared at the ceiling and wished sleep came with instructions, or at least a button.",
          },
        },
        stumble: {
          text: {
            "2-3":
              'Click! Off went the big light. {C} lay in bed. Then {C} wanted a drink. {C} sat up. One foot was out. Oops! Then {C} remembered. Slow breaths. {C} lay back down. But {C} forgot the happy thing. Wiggle, wiggle. Still awake. "The whole thing," {C} whispered.',
            "4-5":
              'After the goodnights, {C} lay still for a while. Then the wiggles came back, and {C} sat up. One foot was already on the floor when {C} remembered. "Oops. Slow breaths." {C} got back into bed and took three breaths. But {C} skipped the squeezing, and the wiggles stayed. "I only did one part," {C} whispered to {theCuddly}. "We need all of it."',
            "6-7":
              'After the goodnights, the restless feeling crept back. Without really deciding to, {C} swung {their} legs over the edge of the bed and reached for the empty cup. Halfway up, {C} stopped. "Wait," {C} told {themself}. {C} lay back down and did the breaths, fast and a bit crossly. It didn\'t help much. "Too fast," {C} thought. "And I skipped the middle part."',
            "8-10":
              'When the house had gone quiet, the cartwheeling thoughts came back. {C} found {themself} sitting up, cup in hand, before {they} had even noticed. {C} put it down with a sigh. The breaths came out quick and impatient, more like a huff than a wind-down. Nothing changed. "Maybe it only works when someone\'s watching," {C} grumbled. Then {C} remembered the thing about hiccups, and decided to do it properly: slowly, all three parts.',
          },
        },
        success: {
          text: {
            "2-3":
              "So {C} tried again. Slow breaths: in, out. One, two, three. Happy thing: a big red ball. {C's} eyes felt heavy. {C} did not get up. {C} stayed in bed, snug and warm. {refrain} Yes. {C} did it!",
            "4-5":
              "So {C} tried again, all the way through. Three slow breaths, like blowing on soup. Squeeze and let go, from toes to nose. Then one happy thing: the ladybug that had landed on {their} hand at the park. {C} did not get out of bed, not even once. {C's} eyes grew heavy, and the wiggles drifted away like bubbles.",
            "6-7":
              "So {C} did it again, properly this time. Slow breaths, each one longer than the last. Squeeze and let go, toes first, then legs, tummy, hands and shoulders. Then the happy thought: the lighthouse in the story, turning its light all night so the ships felt safe. {C} stayed in bed. The restless buzz faded, and {C's} body felt heavy and warm, like a cat in the sun.",
            "8-10":
              "This time {C} went slowly, all three parts. {C} breathed in to a count of four and out to a count of six, which {they} had worked out felt best. {C} squeezed every muscle and let each one go. Then {C} added an idea of {their} own. Instead of one happy thought, {C} planned a slow imaginary bike ride past every good thing from the day. Somewhere around the third corner, {C} stopped noticing the ride at all.",
          },
        },
        echo: {
          day: 1,
          time: "night",
          text: {
            "2-3":
              "The next night, {G} tucked {name} in. The cup sat by the bed. {C} looked at it. Then {C} did {their} sleepy breaths. Happy thing: {G's} pancakes! {C} stayed in bed all by {themself}. Snug as a bug in a rug.",
            "4-5":
              "The next night, after the story and the goodnight kiss, the wiggles came knocking again. {C} looked at the cup of water. Then {C} looked at the ceiling and smiled. {C} did the Sleepy Wind-Down without anyone reminding {Cobj}: breathe, squeeze, let go, happy thing. {C} didn't get up once, and the cup stayed full right to the top.",
            "6-7":
              'The next night, the restless feeling arrived right on time. This time {C} recognized it. "Hello, wiggles," {C} thought, and started the Sleepy Wind-Down on {their} own. {C} chose a new happy thing: the dog that had licked {their} hand on the walk home. {C} didn\'t get out of bed once. Down the hall, {G} noticed the quiet and smiled.',
            "8-10":
              "The next night, the cartwheeling thoughts tried again, but {C} {was} ready for them. {C} started the wind-down before the first trip to the kitchen could even begin. Slow breaths, then the squeeze and release, then the imaginary bike ride. {C} added a new stop on the route: the park where {they} had found a smooth, flat skimming stone. The cup of water stayed full on the bedside table all night.",
          },
        },
        ending: {
          text: {
            "2-3":
              'The house was quiet. The night-light glowed. {G} came to the door and whispered, "Goodnight, {name}." But {name} was fast asleep, cozy and warm. {theCuddly} was asleep too. Breathe slow. Let go. Sweet dreams, {name}.',
            "4-5":
              'The house was quiet now. The night-light glowed its soft gold glow, and {theCuddly} kept watch from the pillow. {G} peeked in and smiled. "Sleep well, {name}," {G} whispered. But {name} was already asleep, warm and cozy, dreaming slow and happy dreams.',
            "6-7":
              'The house settled into its night-time quiet. The stripe of hallway light lay across the floor, and the night-light glowed like a tiny moon. {G} looked in one last time and smiled at the sleeping shape under the blanket. "Night night, {name}," came the whisper from the door. {name} slept on, calm and cozy, all the way until morning.',
            "8-10":
              'Later, {G} looked in from the doorway. The night-light made a soft gold glow on the wall, and the only sound was slow, even breathing. {G} smiled and pulled the door until it was open just a crack. "Goodnight, {name}," came the whisper from the doorway, though nobody in the bed was listening. {name} was already asleep, calm and still, somewhere far along that quiet imaginary road.',
          },
        },
      },
    },
    {
      id: "early-bird",
      moment: "the early morning",
      place: "bedroom",
      time: "morning",
      props: ["clock", "window", "blanket"],
      feeling: ["bored", "impatient"],
      summary: "{C} wakes up long before everyone else and gets the whole house up",
      object: "the wake-up clock",
      talkAbout: "What can you do in bed when you wake up before the clock says it's time?",
      scenes: {
        opening: {
          text: {
            "2-3":
              "At {home}, it was very early. The sky was gray. Tweet, tweet went a bird. {C's} eyes popped open. By the bed sat a little clock. It showed a yellow moon. Moon means sleep. Sun means up. {C} looked at the window. Everyone was still asleep.",
            "4-5":
              'At {home}, the sky outside the window was the gray of very early morning. A bird was practicing its song. {C} woke up all at once, like a light switched on. By the bed sat the wake-up clock {G} had bought. It showed a little yellow moon. "Moon means rest," {G} had said. "When the sun lights up, you can get up."',
            "6-7":
              "At {home}, the first bird of the day started singing while the sky outside the window was still gray. {C} woke up with a jolt, completely awake, as if someone had pressed a button. The wake-up clock on the shelf glowed with its little yellow moon. The rule was simple: stay in bed until the sun lights up. The sun, as usual, seemed to be having a lie-in.",
            "8-10":
              "At {home}, {C's} eyes opened at 5:12 in the morning. {C} knew the exact time because the clock on the shelf said so, in smug green numbers. Outside the window the sky was the color of dishwater, and one bird was already singing as if it were being paid. The family rule was clear: nobody gets up before half past six. That was seventy-eight minutes away. {C} had done the math.",
          },
        },
        problem: {
          text: {
            "2-3":
              'But {C} did not want to wait. Thump! Out of bed. Pad, pad, pad to {G\'s} room. "Is it morning? Is it?" {G} opened one eye. "The moon is still on," {G} mumbled. Back to bed went {name}. Then thump, pad, pad, all over again.',
            "4-5":
              'But {C} did not stay in bed. Thump went {their} feet on the floor. Pad, pad, pad into {G\'s} room. "Is it time yet?" {G} squinted at the gray window. "Not yet, love. The moon\'s still on." {C} went back to bed for one minute. Then {C} tried again, and then once more, a bit louder each time.',
            "6-7":
              'Staying in bed lasted about three minutes. Then {C} {was} up, dragging a blanket down the hall to {G\'s} room. {C} leaned over the bed and whispered, very loudly, "Are you awake?" {G} was not, and then suddenly was. "It\'s still moon time," {G} groaned. {C} went back, got bored, and came again. The third time, {C} knocked over the laundry basket, and the whole house woke up.',
            "8-10":
              'By 5:20, {C} had rearranged the bookshelf. By 5:31, {C} {was} downstairs opening cupboards for cereal, which turned out to be louder than expected. A spoon hit the floor like a cymbal. Upstairs, a door opened. {G} appeared on the landing, hair flattened on one side, looking like someone who had been woken by a cymbal. "It\'s half past five," {G} said. "On a Saturday."',
          },
        },
        feeling: {
          text: {
            "2-3":
              "In bed, {C} felt bored. So bored! No toys. No talking. No breakfast yet. Kick, kick went the blanket. The moon did not change. {C} sighed a big sigh. Waiting in bed felt so, so long.",
            "4-5":
              "Back under the blanket, {C} felt bored and a bit cross. Everybody else got to be asleep, and {C} had to lie there doing nothing. The minutes felt as long as a whole day at the dentist. {C} kicked {their} feet and stared at the clock. The moon just sat there, glowing, not changing one tiny bit.",
            "6-7":
              "Back in bed, {C} felt impatient, like waiting for a kettle that refuses to boil. {C's} body was fully awake, ready to run and talk and eat toast. But the house was dark and still, and nobody else was interested. {C} stared at the clock. \"Come on,\" {C} thought at the little moon. It did not come on. Clocks, it turned out, don't take orders.",
            "8-10":
              "Back in bed, {C} felt impatient in a way that was almost physical, like an itch {they} couldn't reach. Lying still felt like a waste of perfectly good being-awake. {C's} mind raced ahead to breakfast, to the park, to the whole long day. The clock, meanwhile, moved one minute at a time, which seemed frankly unreasonable. {C} flopped over and groaned into the pillow.",
          },
        },
        stumble: {
          text: {
            "2-3":
              "Tweet! The bird sang again. {C's} feet slid out. Then {C} stopped. Slow breaths. In, out. {C} got back under the blanket. But {C} kept peeking at the clock. Moon. Moon. Still moon! Peek, peek, peek. That was not very sleepy.",
            "4-5":
              'The bird started up again outside the window, and {C\'s} feet slid out from under the blanket. Then {C} stopped. "Slow breaths," {C} whispered, and climbed back in. {C} did the breathing. But between every breath, {C} lifted {their} head to check the clock. Moon. Moon. Still moon. All that checking made {Cobj} more awake, not less.',
            "6-7":
              'A car went past outside, and {C} {was} halfway to the door before remembering. {C} turned around and got back into bed. The breaths went fine. The squeezing went fine. But instead of holding a happy thought, {C} kept opening one eye to check the clock. Every time, it was still moon, and every time {C} felt a bit crosser. "Watching it doesn\'t help," {C} realized.',
            "8-10":
              'At 5:36 a car door slammed somewhere, which felt almost personal. {C} {was} already sitting up when {they} remembered the Wind-Down, and lay back with a sigh. The breathing went fine. The squeezing was fine. But every thirty seconds {C} checked the clock, and every check started the impatient itch all over again. By 5:50, {C} {was} wider awake than when {they} started. "The clock is the problem," {C} muttered.',
          },
        },
        success: {
          text: {
            "2-3":
              "So {C} turned the other way. No peeking! Slow breaths, in and out. One happy thing: pancakes! {C's} eyes closed, just a bit. {refrain} Then... ping! The sun lit up. {C} had waited. Hooray!",
            "4-5":
              "So {C} had an idea. {C} turned {their} back to the clock, so there was nothing to check. Then {C} did the whole Sleepy Wind-Down, slow and soft. Breathe. Squeeze. Let go. Happy thing: splashing in the paddling pool. {C} didn't get up once. And when {C} rolled over a long, cozy time later, the little sun was glowing.",
            "6-7":
              "So {C} made a new rule: no clock-watching. {C} turned the clock to face the wall, then did the whole Wind-Down slowly. Three breaths. Squeeze and let go. Then, instead of one happy thing, {C} pictured the whole of Saturday, one slow step at a time. {C} must have dozed off somewhere around lunch, because the next thing {C} knew, the little sun was shining.",
            "8-10":
              '{C} turned the clock to face the wall. "You\'re not helping," {C} told it. Then {C} tried something of {their} own. If {they} did the Wind-Down properly and still felt awake, {they} would read quietly in bed with the lamp on low, no getting up. The breaths went slow, the muscles went loose, and the happy thought was pancakes. The book stayed closed. When {C} next looked, it was 6:40, and the house was stirring.',
          },
        },
        echo: {
          day: 1,
          time: "morning",
          text: {
            "2-3":
              "The next morning, {C} woke up early again. Tweet, tweet! Moon on the clock. {C} did not jump up. {C} snuggled down. Slow breaths. Happy thing: the big slide. {C} waited all by {themself}. Ping! Sun!",
            "4-5":
              "The next morning, the bird woke {name} early again. {C} peeked at the clock: moon. This time {C} didn't go pad, pad, pad to anyone's room. {C} turned over, did the Sleepy Wind-Down, and thought about the swings at the park. {C} even sang a tiny song inside {their} head, with no sound at all.",
            "6-7":
              "The next morning, {C} woke early again, and the birds were just as noisy. {C} didn't even look at the clock. {C} turned it to the wall, did the Wind-Down, and picked a happy thing: the den {they} had built with {G} behind the sofa. By the time the little sun came on, {C} had been lying snug for ages and hadn't minded.",
            "8-10":
              "The next morning, {C} woke at 5:15 and didn't look at the clock at all. {C} ran the Wind-Down on autopilot, then reached for the book, just in case. Two pages in, {C's} eyelids got heavy in a surprising way. When {C} woke again, the book was on {their} chest and the smell of coffee was drifting upstairs. It was, the clock admitted, ten past seven.",
          },
        },
        ending: {
          time: "morning",
          text: {
            "2-3":
              'Later, the house woke up softly. {G} came in, all yawny. "Good morning, {name}," {G} said. "You let me sleep." {name} smiled a cozy smile. The window was bright now. Breakfast smelled warm. What a calm, sleepy, lovely start.',
            "4-5":
              'Later, {G} came in, hair sticking up, and sat on the edge of the bed. "Good morning, {name}," {G} said softly. "I had a lovely long sleep. Thank you for waiting so well." {name} smiled and stretched, warm and rested. Outside the window, the bird was still singing, but now it sounded like a good-morning song.',
            "6-7":
              'A little later, {G} padded in with warm toast and sat on the end of the bed. "I slept right until my alarm," {G} said softly. "That hasn\'t happened in weeks. Thank you, {name}." {name} grinned, snug and rested, and shared a corner of the toast. Outside the window the sky had turned from gray to gold, slow and quiet, the way mornings are meant to start.',
            "8-10":
              'Later, {G} appeared in the doorway looking almost human, holding two mugs of warm milk. "Do you know I slept until my actual alarm?" {G} said, handing one mug over. "I\'d forgotten what that felt like." {name} made room on the bed. The two of them sat together, quiet and cozy, watching the window turn from gray to gold. It turned out mornings were better when they started on time, and gently.',
          },
        },
      },
    },
    {
      id: "sick-day",
      moment: "bedtime with a cold",
      place: "bedroom",
      time: "night",
      props: ["pillow", "blanket", "book", "cup"],
      feeling: ["grumpy", "frustrated"],
      summary: "{C} {has} a cold and keeps climbing out of bed at bedtime instead of resting",
      object: "bed",
      talkAbout: "Why does sleep help a body get better from a cold?",
      scenes: {
        opening: {
          text: {
            "2-3":
              "It was bedtime at {home}, and {C} had a cold. Sniff, sniff. Achoo! {C's} nose was red. {C's} voice was croaky. {G} plumped the pillow. {G} brought the blanket with stars. And a cup of warm milk. Sip! \"Sleep helps your body get better,\" said {G}.",
            "4-5":
              'It was bedtime at {home}, and {C} had a cold. Achoo! {C} had spent the whole day with a sniffly nose and a croaky voice, and now {C} {was} worn out. {G} plumped up the pillow, spread the starry blanket and left a cup of warm milk by the bed. "Tonight is for resting." {G} felt {name\'s} warm forehead. "Your body mends colds while you sleep," {G} said softly.',
            "6-7":
              'It was bedtime at {home}, and {C} had the kind of cold that makes your head feel full of cotton wool. It had been a long, sniffly day. {G} plumped the pillows, brought the good blanket and set a cup of warm milk and a box of tissues by the bed. "Early night. Bodies do the mending while you sleep," {G} said.',
            "8-10":
              'By bedtime at {home}, {C} had spent a whole day sounding like a foghorn with a sore throat. {G} installed {Cobj} in bed with extra pillows, the heavy blanket, a cup of warm milk and a box of tissues. "The plan is sleep," {G} said. "A proper, long one. Colds go faster when you sleep." It sounded like a very boring plan.',
          },
        },
        problem: {
          text: {
            "2-3":
              'But {C} did not rest. Up! {C} went to find the blocks. Back to bed. Up! {C} went to find {G}. Achoo! Back to bed. Up again, bumpity-bump down the hall. {G} sighed. "Poor sniffly {name}," said {G}. "Your body needs a rest."',
            "4-5":
              'But {C} did not want to rest. First {C} got up to find a toy car. Then {C} got up to see what {G} was doing. Then {C} got up to look out of the window at the dark, sneezing all the way. "Back to bed, sniffle-nose," said {G}, for the fifth time. {C\'s} nose got redder and {their} eyes got heavier, but {C} still would not lie down.',
            "6-7":
              'But resting was harder than it sounded. {C} got up to fetch a different book. Then to ask what was for breakfast. Then to watch the neighbor\'s cat from the landing window. Every trip ended in a coughing fit and {G} steering {Cobj} gently back. "Your body is trying to fix that cold," {G} said. "It can\'t do it while you\'re doing laps of the house."',
            "8-10":
              'The boring plan lasted eleven minutes. Then {C} got up for a glass of juice, then a charger, then an urgent look at the neighbor\'s cat, which was doing nothing interesting in the dark. Each trip ended in a coughing fit halfway up the stairs. {G} steered {Cobj} back every time, patient but increasingly tired. "You\'re running a marathon with a cold," {G} said. "Your immune system would like a word."',
          },
        },
        feeling: {
          text: {
            "2-3":
              "{C} felt grumpy. Grumpy and hot. Grumpy and sniffly. Bed was boring! Downstairs, a door closed. Someone laughed. Everyone else was still up. {C} pulled the blanket up. Then kicked it off. Then pulled it up again. Sniff. Huff.",
            "4-5":
              "{C} felt grumpy, all the way from {their} stuffy nose to {their} toes. {C} had been in bed with tissues all day, and now it was bed again. Downstairs, the house was still awake, with voices and clinking plates. {C's} body was tired, but {C's} mind kept saying, \"Get up, get up, you're missing things.\"",
            "6-7":
              "{C} felt frustrated. Being sick was one thing. Being sent to bed early, while the rest of the house carried on downstairs, felt deeply unfair. {C's} body was heavy and achy, but {C's} mind was bored and buzzing. Every time {C} lay down, a new reason to get up appeared, as if {C's} brain was inventing them on purpose.",
            "8-10":
              "{C} felt frustrated, and not only with the cold. An early night felt like being benched in the middle of a match. {C's} body ached and begged for sleep, but {C's} mind kept finding things that absolutely needed checking. Worse, {C} could hear normal life carrying on downstairs: the TV, the dishwasher, someone laughing. Resting felt a lot like losing.",
          },
        },
        stumble: {
          text: {
            "2-3":
              '{C} lay on the pillow. Slow breaths. In, out. Sniff! Then {C} thought about the blocks. Up went one leg. Then the other. Oops! Half out of bed. {C} wriggled back in. "I forgot my happy thing," {C} croaked. Try again.',
            "4-5":
              '{C} lay back on the pillow and tried it. Slow breaths, even with a sniffly nose. Then {C} remembered the toy car under the sofa. One foot reached the floor. "Oh," said {C}. "I didn\'t finish." {C} climbed back in, a bit crossly. Only one part done, and {C} felt just as grumpy as before.',
            "6-7":
              '{C} tried it straight away. The breathing was tricky with a blocked nose, so {C} breathed through {their} mouth instead. Then the squeezing, toes, knees, tummy. But halfway up, {C} remembered the comic on the kitchen table and sat bolt upright. "Nope," {C} said out loud, and lay back down. It had only half worked. {C} would need to do it properly.',
            "8-10":
              '{C} gave the Wind-Down a go, with adjustments. Slow breaths through a blocked nose turned out to be impossible, so {C} switched to the mouth and sounded like a tired walrus. The squeezing went well until {C} remembered a video {they} had meant to watch, and reached for the tablet. {C} stopped with {their} hand halfway there. "Not helping," {C} muttered. The plan needed one more piece.',
          },
        },
        success: {
          text: {
            "2-3":
              "So {C} did it all. Slow breaths, soft and sniffly. One, two, three. Happy thing: a big blue kite. {C} stayed in bed. The pillow was soft. The blanket was warm. {refrain} {C's} eyes closed. Shh. Sleep time.",
            "4-5":
              "So {C} did the whole Wind-Down, slow and careful. Breathe through the mouth, because the nose was busy. Squeeze and let go, from toes to nose. Then a happy thing: being all better and racing around the park. {C} stayed right there on the pillow. The sniffles got slower, the blanket got warmer, and {C's} eyelids grew heavy as pillows.",
            "6-7":
              "So {C} started again, all three parts, slowly. Mouth breaths. Squeeze and let go, right up to the nose. Then, for the happy thought, {C} pictured the first day back at school, running across the playground with a clear nose and a loud voice. {C} stayed in bed, and the getting-up ideas drifted past without grabbing hold. By the time the milk was cold, {C's} eyelids were drooping.",
            "8-10":
              "{C} added the missing piece: the tablet went across the room, onto the chair, out of reach. Then {C} ran the Wind-Down properly. Mouth breaths, slow. The squeeze and release, toes to nose. For the happy thought, {C} planned the exact route of {their} first bike ride once the cold was gone, every bend and bump. The getting-up ideas came, and this time they just floated past. The room went soft and blurry at the edges.",
          },
        },
        echo: {
          day: 1,
          time: "night",
          text: {
            "2-3":
              "The next night, {C} {was} still a bit sniffly. Bedtime again. {C} did not get up. Slow breaths. Happy thing: a puppy. {C} rested all by {themself}. Sniff, sniff... and snore. A little snore!",
            "4-5":
              "The next night, the cold was smaller but still there. When bedtime came, {C} climbed into bed without being asked twice. {C} did the Wind-Down and picked a new happy thing: {G's} funny voice when reading the dragon book. Nobody had to walk {Cobj} back even once.",
            "6-7":
              "The next night, the cold had shrunk to a sniffle, but {G} said one more early night would finish it off. {C} groaned, then climbed in anyway. This time {C} put the books out of reach first, then did the Wind-Down. Halfway through the squeezing, a yawn arrived that went on so long it was almost a song.",
            "8-10":
              "The next night, the cold was down to a croak. {C} set up bedtime {themself}: tablet on the chair, water on the shelf, books stacked within reach but closed. Then {C} did the Wind-Down and planned a different bike route, along the river this time. {G} looked in after twenty minutes and found {Cobj} asleep, mid-route.",
          },
        },
        ending: {
          text: {
            "2-3":
              'Later, {G} tiptoed in. {name} was asleep. {C\'s} nose was quieter now. Just a small sniff. The blanket was warm. {G} tucked it in and whispered, "Night-night, {name}." Snug, safe and getting better.',
            "4-5":
              'Later, {G} looked in. {name} was fast asleep under the starry blanket, breathing slow and only a little bit sniffly. {G} tucked the blanket up and whispered, "Your body is doing good work tonight." {name} snuggled deeper, cozy and calm, and the quiet house kept very still.',
            "6-7":
              'Later, {G} looked in. {name} was asleep, warm and heavy under the blanket, with one hand still holding a tissue. {G} tucked the blanket up and whispered, "You rested beautifully." The house went quiet around them. Being sick was still boring, but being asleep was a surprisingly good way to get better.',
            "8-10":
              'Later, {G} looked in with a fresh box of tissues and found {name} asleep, mouth slightly open, snoring softly like a very small foghorn. {G} grinned and turned off the lamp. "Your immune system sends its thanks," {G} whispered to nobody. The house was quiet and cozy, and for once, staying in bed had felt less like losing and more like winning slowly.',
          },
        },
      },
    },
    {
      id: "garden-campout",
      moment: "the campout",
      place: "garden",
      time: "night",
      props: ["blanket", "pillow", "lamp", "teddy bear"],
      other: { role: "friend", kind: "child" },
      feeling: ["fluttery", "fizzy"],
      summary: "{C} {is} too excited to settle down on the family's garden campout",
      object: "the tent",
      person: "friend",
      talkAbout: "How did {name} help {O} get to sleep in the tent?",
      scenes: {
        opening: {
          text: {
            "2-3":
              'At {home}, there was a tent in the garden. A real tent! {C} and {C\'s} friend {O} would sleep in it. {G} brought a pillow and a blanket. And a little lamp. Click! "Goodnight, campers," said {G}. Zip went the tent.',
            "4-5":
              'At {home}, something special was happening: a campout in the garden. {C} and {C\'s} friend {O} had a tent, two pillows, a fluffy blanket each and a little camping lamp. {G} was sleeping just inside, with the back door open. "Lamp off soon, campers," said {G}. "Sleep well." The tent zip went zzzip, and the garden went quiet.',
            "6-7":
              'At {home}, it was the night of the garden campout. {C} and {C\'s} friend {O} had helped put up the tent, mostly by holding the wrong poles. Inside were two pillows, two blankets and a camping lamp that made everything glow orange. {G} said goodnight from the back door, which stayed open just a crack. "Lamp off in five minutes," {G} said.',
            "8-10":
              'At {home}, the long-promised garden campout was finally happening. {C} and {O}, the friend who was sleeping over, had spent an hour arguing about tent poles and five minutes actually putting it up. Now there were two pillows, two blankets and a battery lamp that hummed slightly. {G} said goodnight from the back door. "Lamp off by nine," {G} said. "Some of us have to sleep indoors like normal people."',
          },
        },
        problem: {
          text: {
            "2-3":
              'But {C} did not lie down. Zip! {C} looked out. "A bug!" Zip! {C} looked out again. "The moon!" {name} bounced on the pillow. Boing, boing! {O} groaned. "I\'m trying to sleep!" The lamp went click, click, click.',
            "4-5":
              'But {C} could not lie still. {C} unzipped the tent to look at the moon. Then again to look for a hedgehog. Then {C} clicked the lamp on and off to make shadows, and bounced on the pillow until it went flat. "Stop wriggling," said {O}. "I can\'t sleep with you going zzzip every minute."',
            "6-7":
              'But {C} could not settle. Every rustle in the bushes meant unzipping the tent to investigate. Every star meant pointing. {C} clicked the lamp on to check the time, then off, then on again. {O} pulled the blanket over {op} head. "You\'ve opened that zip nine times," {os} said. "I\'m counting." {C} tried to lie still. {C\'s} legs were not interested.',
            "8-10":
              'But {C} could not switch off. The tent was too interesting. There were rustles to investigate, stars to name, and a moth that needed watching. {C} unzipped the door eleven times, clicked the lamp on to read the time, and gave a running commentary on every sound. "If you say \'what was that\' one more time," said {O} from deep inside {op} blanket, "I\'m moving into the house."',
          },
        },
        feeling: {
          text: {
            "2-3":
              "{C} felt fluttery. Fluttery like a moth. Fizzy like lemonade. The tent was new. The sounds were new. Owls? Crickets? Wind? {C's} eyes stayed wide open. Sleep was far, far away.",
            "4-5":
              "{C} felt fluttery inside, as if a dozen moths had gotten into {their} tummy. Everything was new: the tent smell, the crickets, the bumpy ground under the blanket. It was so exciting that {C's} body had forgotten how to be sleepy. {C} knew {O} wanted to sleep. {C} just couldn't stop the fizzy feeling.",
            "6-7":
              "{C} felt fizzy, like a bottle of lemonade someone had shaken. It was a nice feeling, really: the restless, fluttery buzz of a new adventure, and it filled {Cobj} right up to the ears. The problem was that fizzy bodies don't sleep. {C} could hear {O} sighing, and felt a bit guilty, and then a moth landed on the tent, and the fizz started all over again.",
            "8-10":
              "{C} felt fizzy, a restless, fluttery excitement that had nowhere to go. The tent made every sound ten times more interesting. {C} knew {O} was losing patience, and {C} did actually want to sleep, in theory. But excitement, it turned out, doesn't have an off switch. It just keeps bubbling up, like a shaken bottle, every time you think it's finally settled.",
          },
        },
        stumble: {
          text: {
            "2-3":
              '{C} lay down on the pillow. Slow breaths. In, out. Then, rustle! {C} sat up. "What\'s that?" Zip went the tent. Just a leaf. {O} groaned again. {C} lay back down. Oh dear. Only one part done. Once more, all of it.',
            "4-5":
              '{C} lay down on the pillow and began. Slow breath, slow breath, slow... rustle! {C} sat straight up. "Was that a hedgehog?" Zzzip! It was a leaf. "Now I\'m awake again," said {O}. {C} zipped the tent and lay down, feeling a bit silly. Only the breathing part had happened. "I\'ll do all of it," {C} promised.',
            "6-7":
              '{C} lay down and started the Wind-Down. Two breaths in, a rustle came from the hedge, and {C} had the zip halfway open before {they} noticed. Just the wind. {O} mumbled, "Seriously?" {name} zipped the door shut and lay back down, cross with {themself}. Noises kept stealing the attention. The Wind-Down needed something to hold on to.',
            "8-10":
              "{C} started the Wind-Down with good intentions. Breath one was fine. Breath two was interrupted by a rustle that was almost certainly a fox, so {C} unzipped the door to check. It was a crisp packet. {O} made a noise like a kettle. {C} zipped the tent shut and lay back, annoyed with {themself}. Every sound was a new reason to get up. There had to be a way to use them instead.",
          },
        },
        success: {
          text: {
            "2-3":
              "So {C} tried again. Slow breaths. Happy thing: this tent! The crickets went chirp, chirp. {C} did not sit up. {C} stayed snug. {refrain} {O} yawned. {C} yawned. Two sleepy campers.",
            "4-5":
              "This time {C} left the tent zipped and started from the beginning. Slow breaths, squeeze and let go, and for the happy thing, {C} picked the campout itself. {C} looked across at {O}. {C} whispered the Wind-Down to {O} too, and they did it together. When the next rustle came, {C} didn't sit up. {C} just listened to it, snug in the blanket, until sleep came.",
            "6-7":
              'So {C} tried something new. {C} did the breathing and the squeezing, and then, for the happy thought, {C} made the noises part of it: the crickets were a tiny orchestra playing just for the campout. Every rustle became another instrument. {C} whispered the idea to {O}, who said "weird" and then tried it anyway. {C} stayed snug, and the fizz slowly went flat.',
            "8-10":
              "So {C} tried it with a twist. After the breaths and the squeeze, {C} didn't fight the noises. {C} counted them. Each sound got a number, no getting up allowed: one cricket, two wind, three mystery rustle. {C} whispered the rules to {O}, who called it the most boring game ever invented and joined in anyway. Somewhere around sound number nineteen, neither of them could remember what eighteen had been.",
          },
        },
        echo: {
          day: 1,
          time: "night",
          text: {
            "2-3":
              "The next night, they camped again! Zip went the tent. Chirp went the crickets. {C} did not bounce. {C} did the Wind-Down. Slow breaths. Happy thing: toasted marshmallows. {O} did it too. Snug and sleepy.",
            "4-5":
              'The campout was such fun that they did it again the next night. When the rustles started, {C} didn\'t unzip the tent once. {C} did the Sleepy Wind-Down and listened to the crickets like a bedtime song. From the other blanket, {O} whispered, "Are you doing the cricket thing?" "Yes," {name} whispered back, already yawning.',
            "6-7":
              "The next night, {G} agreed to one more campout. The fizz came back as soon as the tent zip closed, and a car went by on the road, loud as a drum. {C's} head lifted off the pillow. Then {C} smiled and started the Wind-Down. The car became the first instrument in a brand-new orchestra. {C} never got as far as the second one.",
            "8-10":
              "The next night, {G} allowed one more campout, on the condition that nobody unzipped anything eleven times. The fizz came back for an encore as soon as the lamp went off. A car hummed past, a door banged somewhere, and something small scuttled along the fence. {C} ran the Wind-Down and started counting sounds, no getting up allowed. {O} joined in from the next pillow without being asked. They had agreed to knock on the tent pole at number ten if still awake. Nobody knocked.",
          },
        },
        ending: {
          text: {
            "2-3":
              'Later, {G} came out softly. {G} peeked in the tent. Two campers, fast asleep. {name} was curled up with the blanket. The lamp was off. The crickets sang. "Goodnight, {name}," {G} whispered. Sleep tight, little camper.',
            "4-5":
              'Later, {G} tiptoed out into the dark garden and peeked through the tent door. Two campers were fast asleep, tangled in blankets. {name} had one hand tucked under the pillow and a small smile. {G} switched the lamp off, zipped the tent softly and whispered, "Sleep tight, {name}." The crickets kept singing, very quietly.',
            "6-7":
              "Later, {G} crept across the dark garden to check on the campers. Inside the tent, by the last glow of the lamp, {name} and {O} were fast asleep, one blanket each and one pillow somehow shared. {G} switched off the lamp, zipped the door and stood for a moment under the stars. The crickets played on, soft and slow, for nobody in particular.",
            "8-10":
              "Later, {G} crossed the garden in slippers to check on the campers and found the lamp still humming and both of them asleep. {name} was sprawled across most of the tent, one arm flung over a pillow, breathing slow and even. {G} switched off the lamp and zipped the door quietly. The garden was calm and dark, and the crickets carried on counting, soft and still, without any help.",
          },
        },
      },
    },
  ],
};
