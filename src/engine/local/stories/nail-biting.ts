import type { BehaviorStory } from "../episode-types";

/** Nail-biting: catching the sneaky fingers and giving them something better to do (Busy Hands). */
export const nailBiting: BehaviorStory | null = {
  childTerms: "biting fingernails",
  strategy: {
    name: "Busy Hands",
    steps: [
      "Notice when your fingers creep up to your mouth",
      "Squeeze both hands into fists, count to three, and let go",
      "Give your hands a job: something to hold, press, draw or build",
    ],
    why: "Nail-biting is mostly a habit that fills bored, tense or thinking-hard moments, and children rarely notice they are doing it. Catching the moment, squeezing out the fidgety energy and giving the hands a job replaces the habit, so nobody needs to nag.",
    refrain: "Busy hands, happy nails.",
    toddlerSteps: ["Squeeze your hands tight", "Hold something with busy hands"],
    smallFirstStep: 'Notice once when your fingers creep up to your mouth, and say "Oops, fingers"',
  },
  titles: ["{name} and the Busy Hands", "{name}'s Happy Nails", "Ten Busy Fingers", "{name}, {Hfull} and the Sneaky Thumb"],
  // Ages 8-10, the two-tries shape's first try alone: this behavior's own wrong tries (never another behavior's paragraph).
  firstTry:
    "{C} tried simply not doing it. Hands under the legs: they crept out. Hands in pockets: they escaped in under a minute. Each time the {feeling} feeling rose, a finger drifted back toward {C's} mouth as if it were on a string. Willpower on its own, {C} had to admit, was losing about ten to nothing.",
  scenes: {
    helper: [
      {
        text: {
          "2-3":
            'Then {H} {Harrive}. "Hello, {name}," {hs} said. "Oh! Nibble, nibble?" {C} looked at {their} fingers. The tips were pink and sore. "Fingers get fidgety," said {H}. "They want something to do. I know a trick for that." {C} held up ten fingers. Ready!',
          "4-5":
            'That was when {Hintro}, {Harrive}. {H} saw the nibbling straight away, but {hs} didn\'t frown. "Hello, {name}," {hs} said. "Your fingers look very busy in there." {C} pulled {their} hand out and looked. The nails were short and a little sore. "I didn\'t even know I was doing it," {C} said. "Hardly anybody does," said {H}. "Fingers are sneaky. But they can learn a new trick."',
          "6-7":
            'That was when {Hintro}, {Harrive}. {H} looked at {C\'s} fingers, then at {C\'s} face, and smiled. "Nibbling again?" {H} asked gently. {C} tucked {their} hands under {their} legs. "I don\'t mean to. They just end up there." "That\'s how habits work," said {H}. "They sneak in when your mind is busy with something else, like {moment}. Wishing a habit away almost never works. Giving it something better to do often does."',
          "8-10":
            'That was when {Hintro}, {Harrive}. {H} watched for a moment before saying anything. At last {hs} spoke. "I think your thumbnail is losing." {C} pulled {their} hand away from {their} mouth. "I wasn\'t even thinking about it." "That\'s exactly the trouble," said {H}. "Nail-biting isn\'t a thinking thing. It\'s a habit, and habits slip in while your brain is busy with something else, like {moment}. Telling yourself to stop hardly ever works. Giving your hands a better job usually does."',
        },
      },
      {
        text: {
          "2-3":
            'Just then, {H} {Harrive}. "Hello, {name}. What are those fingers doing?" {C} looked. Oops! Fingers in {their} mouth again. Nibble, nibble. "That\'s all right," said {H} with a smile. "Fingers like to be busy. Let\'s find them a better job." {C} wiggled {C\'s} fingers, ready.',
          "4-5":
            'Just then, {H} {Harrive}. "Hello, {name}," {hs} said, and tilted {hp} head. "Are your fingers hungry?" {C} giggled and took {their} fingers out. "Fingers don\'t eat!" "Exactly," said {H}. "And yet there they were, nibbling away. I think they\'re bored. We could give them something better to chew on. Well, not chew. Something better to do."',
          "6-7":
            'Then {H} {Harrive}. "Hello, {name}," said {H}. "How are your nails today?" {C} curled {their} fingers into fists so the nails wouldn\'t show. "Short," {C} admitted. "I keep biting them, and I don\'t even notice." {H} nodded slowly. "Lots of children do, and plenty of moms and dads too. Fingers are quick, and they love something to fiddle with. When nobody gives them a job, they find one."',
          "8-10":
            'Then {H} {Harrive}. "Don\'t mind me," {hs} said. "I\'m only here to rescue a thumbnail." {C} laughed in spite of {themself} and lowered {their} hand. The nail in question was bitten so short it had nearly disappeared. "I never decide to do it," {C} said. "My hand just ends up there." "Of course it does," said {H}. "Your brain is busy with {moment}, and your fingers get bored, so they wander off to your teeth. The trick isn\'t stopping them. It\'s keeping them busy first."',
        },
      },
      {
        text: {
          "2-3":
            '{H} {Harrive}. {H} looked at {C\'s} hands. "Oh! Hungry fingers?" said {H}. {C} looked. Nibble, nibble. Ouch! Sore little fingertips. "Fingers are not for eating," said {H}. "Fingers are for playing! I know a hand game." {C} held up two hands. Ready!',
          "4-5":
            'Then {Hintro}, {Harrive}. "Can I tell you a secret?" said {H}. "I used to chew my pencils. Every single one! They all had little bite marks." {C} looked at {C\'s} own fingers, nibbled at the tips. "Did you stop?" "I did," said {H}. "Not by trying super hard not to. I gave my hands something better to do. Hands love having a job. Want to find yours one?"',
          "6-7":
            'Right then, {Hintro}, {Harrive}. {H} sat down next to {name} and said, "Want to try an experiment? Hold your hands out flat, like you\'re showing me a sandwich." {C} held them out. A moment later, without meaning to, one drifted back toward {C\'s} mouth. "There," said {H}, gently. "Did you tell it to do that?" {C} shook {their} head, surprised. "That\'s the thing about nibbling," said {H}. "Your hands do it without asking you. So they need a plan, too."',
          "8-10":
            'That was when {Hintro}, {Harrive}. {H} had an observation to make. "Your left hand," {hs} said, "has been to your mouth four times since I got here." {C} looked at the hand as if it had betrayed {Cobj}. "It does that." "Hands get bored faster than people," said {H}. "When your head is busy with {moment}, your hands go looking for entertainment, and your nails are the closest thing." "So what, I sit on them?" "You could," said {H}. "But there\'s a better option that doesn\'t involve losing all feeling in your fingers."',
        },
      },
      {
        text: {
          "2-3":
            '{H} {Harrive}. {H} held {C\'s} hand, soft and warm. "Hello, fingers," said {H}. "Up you came! Are you telling us something?" {C} thought. "I feel {feeling}," {C} said. "Ah," said {H}. "Fingers come up when we feel {feeling}. Let\'s help your fingers."',
          "4-5":
            'Then {Hintro}, {Harrive}. {H} sat down next to {name} and looked at {C\'s} fingers, very kindly. "Do you know what I think?" {hs} said. "I think your fingers are messengers. They creep up to your mouth when you\'re feeling something, like bored, or worried, or excited." {C} thought about it. "I was feeling {feeling}." "There you go," said {H}. "Message received. Now we can thank your fingers and give them something better to do."',
          "6-7":
            'Right then, {Hintro}, {Harrive}. {H} looked at {C\'s} face, not {their} hands, and asked, "What were you feeling, just before your fingers went up?" {C} had to think. "I suppose I was {feeling}." "That\'s what I thought," said {H}. "Fingers are like a little alarm. They go off when a feeling gets busy inside you. Biting quiets the alarm for a second, but the feeling is still there. There\'s a better way to answer it."',
          "8-10":
            'That was when {Hintro}, {Harrive}. {H} glanced at {C\'s} hand, then asked about something else entirely. "How were you feeling, just before?" {C} considered. "A bit {feeling}, I suppose." "Right," said {H}. "Your fingers aren\'t the problem, exactly. They\'re the messenger. Whenever something is going on inside, bored, nervous, thinking hard, your hands go looking for something to do, and your teeth are always nearby. So we don\'t blame the messenger. We give it a better job." {C} looked at {their} thumb with a new and slightly suspicious respect.',
        },
      },
    ],
    strategy: [
      {
        text: {
          "2-3":
            '"It is called Busy Hands," said {H}. "First, squeeze two fists. Tight, tight, like little rocks!" Squeeze, squeeze. "Let go!" Floppy! "Then your hands get a job. Hold something!" {C} held a pretend ball. Squish, squish! Roll, roll! Busy hands, too busy to nibble! {refrain}',
          "4-5":
            '"It\'s called Busy Hands," said {H}. "It has three parts. First, notice. If your fingers are at your mouth, that\'s the signal." {C} practiced noticing. "Next, squeeze your hands into two tight fists and count to three. Then let go." {C} squeezed until {their} knuckles went white, then let go. It felt tingly and good. "Last, give your hands a job," said {H}. "Something to hold, or press, or make."',
          "6-7":
            '"It\'s called Busy Hands," {H} explained. "First you notice: fingers near your mouth are the signal. Then you squeeze both hands into fists, count to three and let go. That squeezes out the fidgety feeling. Last, you give your hands a job, because a hand that is holding something can\'t be nibbled." {C} tried the squeeze. {C\'s} fists went tight and hot, then soft and tingly. The job part, {C} thought, sounded like the clever bit.',
          "8-10":
            '"It\'s called Busy Hands," said {H}. "Three parts. Notice, squeeze, give them a job. The noticing is the hardest, because the whole habit works by being invisible. So your mouth becomes the alarm: any time a finger touches it, you\'ve caught it." {C} tried a squeeze, fists tight for one, two, three, then open. {C\'s} hands buzzed pleasantly. "And the job?" {name} asked. "Anything that keeps them occupied," said {H}. "I suspect you\'ll invent better jobs than I would."',
        },
      },
      {
        text: {
          "2-3":
            '{H} had a game. "Make two fists. Like little rocks!" {C} made two rocks. "Squeeze them tight," whispered {H}. Squish, squish! "Now open. Hello, hands!" Then the hands got a job. Tap, tap, tap on {C\'s} knees. {refrain} {C} tapped and tapped, busy and happy.',
          "4-5":
            '{H} told {name} about a trick called Busy Hands. "Step one: catch your fingers. Step two: squeeze them into fists, one, two, three, and let go. Step three: give them a job." "What kind of job?" {name} asked. "Holding something, pressing something, drawing something," said {H}. "Busy fingers are too busy to nibble." {C} made two fists, squeezed, and let go. {C\'s} hands felt warm and wide awake.',
          "6-7":
            '"I know a trick called Busy Hands," said {H}. "When you notice your fingers near your mouth, you squeeze them into fists, count to three and let go. Then you give them a job to do." {C} frowned. "Why squeeze?" "Because the nibbly feeling is really a fidgety feeling," said {H}. "Squeezing uses it up. And the job keeps your hands too busy to wander back." {C} squeezed, counted and let go. It felt surprisingly good.',
          "8-10":
            '"The trick is called Busy Hands," said {H}. "It has three parts. First, you notice. Second, you squeeze both fists for a count of three and let go. Third, you give your hands a job." "That\'s it?" {name} asked. "That\'s it. Nail-biting is mostly restless energy looking for an exit," said {H}. "Squeezing lets some of it out, and the job gives the rest somewhere to go." {C} tried it: squeeze, one, two, three, release. It felt like cracking knuckles, only quieter.',
        },
      },
      {
        text: {
          "2-3":
            '"Busy Hands time!" said {H}. "Squeeze your hands tight. Like a lemon!" {C} squeezed. Squeeze, squeeze! "Now let go. Floppy!" Flop! "Now hold something." {C} held a pretend squishy ball. Squish, squish! Busy hands! {refrain}',
          "4-5":
            '"It\'s called Busy Hands," said {H}, "and it\'s like being a superhero with power fists." {C} sat up. "First you notice your fingers sneaking up to your mouth. That\'s your secret signal." {C} pretended to catch a sneaky finger. "Then you make two power fists. Squeeze, squeeze, squeeze, and let go!" {C\'s} fists went tight, then floppy. "Then your hands get a job. Hold something, squish something, build something." {C} picked up the nearest thing and turned it over and over. The power fists had worked.',
          "6-7":
            '{H} explained Busy Hands like a fire drill. "Step one is the alarm: you notice a finger near your mouth. Step two is getting out: squeeze both hands into fists, count to three, and let go, so the nibbly feeling leaves the building. Step three is the safe place: give your hands a job. Hold a pebble, squish some clay, doodle, anything." {C} ran a drill. Finger near mouth: alarm. Squeeze, one, two, three: out. Then {C\'s} hands went straight to the safe place, turning an invisible coin over and over. "Drill complete," said {H}. "No nails were harmed."',
          "8-10":
            '"Think of it as a pit crew for your hands," said {H}. "It\'s called Busy Hands. First, spot the problem: a finger at your mouth means the car has come in. Second, squeeze both fists hard, count to three, and let go. That drains the restless energy. Third, give your hands a job before they head back out: something to hold, press, draw or build." {C} tested it. Spot, squeeze, one, two, three, release. Then {C} pressed both thumbs together, hard, like holding down a button. "Pit stop in under five seconds," {H} announced. "That\'s a team record."',
        },
      },
      {
        text: {
          "2-3":
            '"Busy Hands!" said {H}, and held out two hands. "Squeeze my hands. Tight, tight!" {C} squeezed. Squeeze, squeeze! "Now let go. And hold this." {H} gave {Cobj} something soft to hold. Squish, squish. Busy hands, no nibbles! {refrain}',
          "4-5":
            '"Busy Hands has a chant," said {H}, "and the chant has actions." {hs} pointed at {hp} mouth. "Catch it!" {C} grabbed an imaginary finger out of the air. "Squeeze it!" They both made fists and counted, one, two, three, then let go. "Give it a job!" {H} wiggled {hp} fingers at the nearest thing that could be held, pressed or built. {C} chose something and turned it over in both hands. "Catch it, squeeze it, give it a job," they said together, and then once more, faster. By the third time, {C} could do it without thinking, which, {H} said, was the whole idea.',
          "6-7":
            '"Busy Hands works like a traffic light," said {H}. "Red light: stop and notice. A finger at your mouth means red." {C} touched a finger to {their} lip. Red. "Yellow light: squeeze both hands into fists, count to three, and let go. That\'s you getting ready." {C} squeezed, one, two, three. "Green light: go, and give your hands a job. Something to hold, press, draw or build." {C} picked up the nearest thing and turned it round and round. "Red, yellow, green," said {H}. "Notice, squeeze, job." {C} liked that. There were traffic lights everywhere, so there would be reminders everywhere too.',
          "8-10":
            '"Here\'s how a habit works," said {H}. "Something sets it off: you\'re bored, or nervous, or thinking hard. Then your body does the usual thing, which is nails. Then you get a tiny bit of relief. You can\'t delete a habit, but you can swap the middle part." {C} {was} interested despite {themself}. "So Busy Hands is the swap?" "Exactly. Notice the moment a finger reaches your mouth. Squeeze both fists for a count of three and let go, which gives you the relief without the nails. Then give your hands a job, so they have somewhere to be." "Like a decoy." "Like a much better offer," said {H}.',
        },
      },
    ],
    practice: [
      {
        text: {
          "2-3":
            'They played it like a game. {H} called, "Rock hands!" {C} made two tight fists. "Squeeze them!" Squeeze, squeeze, squeeze. "Floppy hands!" Floppy! Then {C\'s} hands found a job. Pat, pat on {their} tummy. Tummy drums! "Again!" So they did it again. {refrain}',
          "4-5":
            'They practiced right there, like a game. {H} called out, "Fingers up!" Up went {C\'s} hand to {their} mouth. "Caught!" {name} and {H} shouted together. Then {C} squeezed {their} fists, counted to three and let go. For a job, {C} drummed on {their} knees like a galloping horse. "Again!" {name} said. The second time, {C} noticed even faster.',
          "6-7":
            'They practiced a few times, just for fun. Every now and then {H} whispered, "Sneaky thumb!" Each time, {C} checked where {their} hands were, quick as a flash. Then squeeze, one, two, three, let go. For the job, {C} tried drumming on {their} knees, then pressing {their} palms together, then twiddling {their} thumbs round and round. "Twiddling is best," {C} decided. "It looks like the thumbs are chasing each other."',
          "8-10":
            'They turned it into a drill. Every so often, without warning, {H} said, "Thumb check." Each time, {C} looked down to find out where {their} hands had wandered. Twice they were resting on {their} lap. Once, to {C\'s} disgust, a finger was already halfway to {their} mouth. Squeeze, three, release. Then a job: {C} tried pressing fingertips together, drumming a rhythm on {their} knees, and rolling {their} thumbs around each other. The thumbs, {C} decided, were the winners.',
        },
      },
      {
        text: {
          "2-3":
            '{H} told a story about a sneaky mouse. "Squeak! Make a mouse hole!" {C} squeezed two fists tight. A mouse hole! "Caught you, mouse!" said {C}. Squeeze, squeeze. Let go. Then {C\'s} fingers got a job. Tap, tap, tap on {C\'s} knees. Tickle, tickle! The mouse ran home. Squeak! {refrain}',
          "4-5":
            "They played a game called Sneaky Snail. {C's} hand was the snail, and it crept slowly up towards {C's} chin. {H} watched with narrowed eyes. \"Snail alert!\" The snail froze. {C} squeezed both fists tight, one, two, three, and let go. Then the snail got a job: sliding round and round {C's} knee. {H} laughed and said, \"That's the busiest snail I've ever seen.\"",
          "6-7":
            'For practice, {H} invented a game called Hands Detective. {C} sat very still and tried to notice where {C\'s} hands were. "Left hand?" asked {H}. "On my knee," said {C}. "Right hand?" {C} paused. The right hand was halfway to {C\'s} mouth, sneaking. "Got it," {C} said, and squeezed both fists, then let go. For a job, {C} made the fingers march like a tiny band. {H} hummed the music. The band was surprisingly good.',
          "8-10":
            'They tried a practice round that {H} called the Ten-Second Test. {C} looked around {P}, at anything except {C\'s} own hands, while {H} counted. Then {C} reported where both hands had gone. The first time, one had wandered to {C\'s} chin without asking. "Typical," said {C}. Squeeze, three, release. Then {C} gave it a job: pressing each fingertip to the thumb in turn, like a tiny combination lock. In the second test, both hands stayed put. "Promoted," said {H}.',
        },
      },
      {
        text: {
          "2-3":
            '{H} started a drum game. "Rock hands!" said {H}. {C} made two tight fists. Squeeze! "Drum hands!" Now the hands had a job. Drum, drum on the cushion! Boom, boom! "Rock hands!" Squeeze! "Drum hands!" Boom! Busy, busy hands. {refrain}',
          "4-5":
            'For practice, they played Busy Hands Bakery. {H} was the customer, and {C} {was} the baker, squeezing pretend dough into balls, then rolling it into snakes. Whenever {H} shouted, "Sneaky finger!", {C} squeezed two fists tight and let go, then went straight back to the dough. By the end, the bakery had made fourteen pretend buns, a pretend cake and one pretend worm, which {H} politely declined. {C\'s} fingers had been far too busy to nibble anything.',
          "6-7":
            'For practice, {H} handed {Cobj} an imaginary lump of clay and set a challenge: make a pretend animal while {H} told the most boring story in the world, about a man waiting for a bus. Halfway through, {C} caught a thumb sneaking upward. Squeeze, one, two, three, let go. Back to the clay. By the time the pretend bus arrived, {C} had made a pretend elephant with very detailed toes. "How are the nails?" asked {H}. {C} checked. "Untouched. The elephant took all my concentration."',
          "8-10":
            'They practiced with {H} reading out the most nerve-racking moments {hs} could think of, in a sports announcer\'s voice. "Last question of the quiz. The whole team is counting on you." "The goalkeeper steps up. Penalty shootout." Each time, {C} felt {their} hand drift, caught it, squeezed, released, and put the hand to work, pressing fingertips together one by one like typing a secret code. By the final scenario, a spelling bee with one word left, {C} barely had to think about it. "Nails intact," said {H}. "The crowd goes wild."',
        },
      },
      {
        text: {
          "2-3":
            '{H} had a little bag. A soft ball. A ribbon. A squishy toy. "Pick a job!" said {H}. {C} picked the ball. Squish, squish! Then the ribbon. Twirl, twirl! "Which one?" "Ball!" said {C}. Squeeze, squish. Busy hands! {refrain}',
          "4-5":
            'For practice, {H} helped {name} pack a pretend Busy Bag with jobs for hands. In went a squishy ball, a long ribbon, a crayon and a lump of pretend dough. Then they tested each one. The squishy ball was good for squeezing. The ribbon was good for twirling. The crayon was good for tiny drawings on a scrap of paper. {H} kept calling out, "Sneaky finger!" and every time, {C} caught it, squeezed, and grabbed a job from the bag. "The ball wins," {C} decided. "It\'s the squishiest."',
          "6-7":
            "For practice, they put together a pretend Busy Kit: the best jobs for hands, small enough to carry. {C} tested every idea like a scientist. A hair tie to stretch: good, and it could live on a wrist. A smooth pebble to rub: very calming. A pencil: good for doodles, but {C} caught {themself} nibbling the end of it, which, {H} pointed out, was cheating. \"A job near your mouth doesn't count,\" said {H}. {C} crossed the pencil off. In the end, the kit had two winners, the hair tie and the pebble, and both went straight into {C's} pocket.",
          "8-10":
            'For practice, {H} proposed product testing: find the best portable job for restless hands, and review each one. {C} took it extremely seriously. "Hair tie. Stretchy, silent, lives on your wrist. Four stars." "Paper clip. Bendable, but turns into modern art in about a minute. Three stars." "Pen. Excellent for doodling, but I caught myself chewing the lid, so: disqualified." {H} agreed that chewing a pen was just nail-biting in disguise. Between reviews, {H} kept saying, "Thumb check," and each time {C} caught the thumb, squeezed, and reached for the top-rated product. "The hair tie wins," {C} announced. "It\'s going everywhere with me."',
        },
      },
    ],
    celebration: [
      {
        text: {
          "2-3":
            '{G} saw it all. "Hooray, {name}!" {G} said, scooping {Cobj} up. "You caught your fingers. You squeezed. You gave your hands a job!" {C} held up ten fingers. No nibbles! {C} felt proud, proud, proud. {refrain}',
          "4-5":
            '{G} had seen the whole thing. "You noticed your fingers all by yourself, {name}," {G} said. "Then you squeezed, and you found them a job. That\'s exactly how you change a habit." {C} looked at {their} hands. They were warm and busy and nowhere near {their} mouth. {H} gave a little cheer. {C} felt as proud as a kite on a windy day.',
          "6-7":
            '{G} had seen the whole thing. "I saw what you did," {G} said quietly. "You caught your fingers before they got to your mouth, you squeezed, and you found them something better to do. That\'s not easy. Habits are sneaky." {C} grinned and looked at {their} nails. They weren\'t long yet, but they were getting a rest. {H} gave a nod that said, I knew you could. {C} felt taller, somehow, from the inside out.',
          "8-10":
            '{G} had been watching out of the corner of one eye. "Can I say something without making a big deal of it?" {G} asked, trying very hard to sound casual. {C} sighed. "You\'re going to make a big deal of it." "A small deal," said {G}. "You caught it, you squeezed, and you came up with your own job for your hands. That\'s how habits actually change." {C} tried to look unbothered and failed completely. {H} didn\'t say a word, and simply looked extremely pleased.',
        },
      },
      {
        text: {
          "2-3":
            '{H} did a twirl. {G} clapped. Clap, clap! "Busy hands," said {G}. "Clever {name}!" {C} wiggled ten happy fingers. Wiggle, wiggle! Not one nibble. {C} felt big. {C} felt proud. {C} did a happy dance, right there. {refrain}',
          "4-5":
            '"Well, look at that," said {G}, smiling. "Your hands were busy, and your nails got a vacation." A vacation for nails! {H} cheered, and {C} did a silly victory wiggle with all ten fingers. It felt good to know that {C\'s} own hands could learn a new trick. {C} felt proud and happy, and just a little bit taller.',
          "6-7":
            '{H} cheered, and {G} wanted to know what all the fuss was about. When {C} explained, {G} looked truly impressed. "You noticed it on your own? That\'s the hardest part." {C} shrugged, but a big smile kept slipping out. It was a strange, good feeling, being in charge of {their} own fingers. {C} held {their} hands up to the light. Ten fingers, all present, none of them nibbled.',
          "8-10":
            '{G} raised both eyebrows. "Did you just do that by yourself?" "Apparently my hands have a job now," {C} said. "They\'re very professional." {H} cheered, and even {G} laughed. Underneath the joking, {C} felt something solid and warm. It wasn\'t about the nails, exactly. It was finding out that a habit {they} had thought was simply part of {them} could actually be changed, one squeeze at a time.',
        },
      },
      {
        text: {
          "2-3":
            '{G} counted {C\'s} fingers. One, two, three... ten! "Ten busy fingers!" said {G}. {C} wiggled all ten. {C} felt proud and bright. Fingers to play. Fingers to build. Not for nibbling. {refrain}',
          "4-5":
            '{G} took a close look at {C\'s} hands, like a jeweler looking at diamonds. "Hmm," said {G}. "These hands look extremely busy. And these nails look extremely happy." {H} did a very small victory lap. {C} felt proud, because nobody had reminded {Cobj} even once. {C} had caught those sneaky fingers alone. It felt like a small, quiet superpower, right at the ends of {C\'s} arms.',
          "6-7":
            '"I have something to tell you," said {G}. "I was watching your hands, and they never got near your mouth. Not once. You noticed, you squeezed, and you gave them a job." {C} felt a warm glow of pride. {C} looked down at ten fingers. They had been fidgety and nibbly for so long that it was strange to see them just resting. It felt as if they had finally learned whose side they were on.',
          "8-10":
            '{G} glanced at {C\'s} hands and then did a double take. "Hang on. You were {feeling} just now, and your nails are still all there." "I\'ve given them a job," said {C}. "Very demanding. No time for nibbling." {G} laughed and asked whether the job came with a salary. Underneath the joke, {C} felt quietly proud. The habit hadn\'t disappeared, exactly. It still came knocking. But now {C} knew to answer the door with busy hands, and usually it went away again.',
        },
      },
      {
        text: {
          "2-3":
            '{G} held up a hand. "Ten tiny high fives!" Tap! One finger. Tap! Two fingers. Tap, tap, tap! All the way to ten. Ten busy fingers. Not one nibble! {C} felt proud, proud, proud. {refrain}',
          "4-5":
            '{G} held up one hand, fingers spread. "Ten tiny high fives," {G} said, "one for every finger that didn\'t get nibbled." {C} pressed one fingertip to each of {G\'s}, one at a time. Tap, tap, tap. Then the other hand. Tap, tap, tap, all the way to ten. "That\'s ten very busy fingers," said {G}. {C} felt proud right to the tips of them. {H} asked for ten high fives too, and got them.',
          "6-7":
            '{G} sat down next to {name}. "Can I tell you a secret? I click pens," said {G}. "Click, click, click, all through phone calls. It drives everybody up the wall." {C} laughed. "Really?" "Really. And I just watched you catch a habit in the act and give your hands a better job. I think I need Busy Hands too. Will you teach me?" {C} sat up a little straighter. Being the one who knew the trick felt even better than learning it. {H} grinned at both of them.',
          "8-10":
            '{G} had watched the whole thing. "I\'m going to tell you something embarrassing," {G} said. "I jiggle my leg. Under tables, in waiting rooms, everywhere. I\'ve done it since I was your age." {C} looked down. {G\'s} knee was, in fact, bouncing right now. It stopped, guiltily. "What you just did," said {G}, "catching it, squeezing, giving your hands a job, is more than I\'ve managed in all that time. Any chance of a lesson?" {C} grinned and considered charging for it. Being the expert felt even better than being praised. {H} asked to sign up as well.',
        },
      },
    ],
  },
  talkAbout: [
    "Can you remember the steps of {name's} Busy Hands?",
    "When do your fingers like to sneak up to your mouth?",
    "What job could your hands do instead of nibbling?",
    "How do you think {name} felt after catching those sneaky fingers without any help?",
    "What is something you are proud your hands can do?",
  ],
  episodes: [
    {
      id: "rainy-window",
      moment: "the long, rainy morning",
      place: "bedroom",
      time: "morning",
      props: ["window", "coat", "umbrella"],
      feeling: ["bored", "restless"],
      summary: "{C} nibbles {their} nails while waiting for the rain to stop",
      object: "window",
      trigger: "boredom",
      talkAbout: "What could your hands do on a rainy day?",
      scenes: {
        opening: {
          text: {
            "2-3":
              "Drip, drop, drip. Rain at {home}! {C} had {their} coat on. {C} had {their} boots on. The umbrella was ready. No trip to {world} today. {C} stood at the window. It was open a crack. Sniff! Rain smell. {C} waited and waited. Splash went the puddles outside.",
            "4-5":
              'It was Saturday morning at {home}. {C} {was} ready for {world}. Coat on. Boots on. Umbrella by the door, just in case. But the rain had other ideas. It drummed on the roof and ran down the window in wobbly lines. The little top window was open a crack, and the room smelled of wet grass. "Ten more minutes," said {G}. "Then we\'ll see." {C} pressed {their} nose to the cold glass and waited.',
            "6-7":
              'At {home}, Saturday had started with a plan: pancakes, then {world}. The pancakes had happened. {world} had not, because the rain had arrived at breakfast and shown no sign of leaving. {C} stood at the bedroom window in {their} coat, with the umbrella by the wall. Raindrops raced each other down the glass. The top window was open a crack, letting in the smell of wet grass. "It might stop soon," said {G}, not sounding very sure.',
            "8-10":
              "At {home}, the forecast had promised sunshine by ten, and a whole day at {world}. By half past ten, the rain was still coming down in sheets. {C} had been standing at the bedroom window for what felt like most of {their} life. The top window was open a crack, letting in the smell of wet grass and disappointment. {C's} coat was on. The umbrella was propped by the door, ready. \"It'll clear up,\" {G} called from the hallway, in the voice people use when they have absolutely no idea.",
          },
        },
        problem: {
          text: {
            "2-3":
              '{C} watched the rain. Up came {C\'s} fingers. Into {their} mouth. Nibble, nibble, nibble. One nail. Two nails. {C} did not even know. {G} peeked in. "Oh, {name}. Your fingers!" {C} looked down. The nails were short. One was sore. Ouch.',
            "4-5":
              'Ten minutes is a very long time when it\'s raining. Without even noticing, {C} put a finger in {their} mouth. Nibble, nibble. Then another finger. Then a thumb. By the time {G} looked over, three nails were bitten short and one was pink and sore. "Oh, sweetheart," said {G}. "Your poor fingers." {C} looked. {C} hadn\'t even known.',
            "6-7":
              "The minutes crawled by. Somewhere along the way, {C's} thumb found its way to {their} mouth, and the nibbling started. One nail, then the next, then the next, while {C's} eyes stayed on the rain. When {G} came in with a towel for the window sill, {C} {was} working on the last finger. {C} looked down, surprised. Two of the nails were bitten right down, and one stung.",
            "8-10":
              'Somewhere between half past ten and eleven, {C} started biting {their} nails. {C} didn\'t decide to. One moment {C} {was} tracing raindrops with {their} eyes. The next, {C} {was} chewing a thumbnail, then the next nail along, in a slow, steady circuit of both hands. {G} came in to check the window sill and stopped. "Your fingers," {G} said gently. {C} looked down. Three nails were bitten short, and one was properly sore.',
          },
        },
        feeling: {
          text: {
            "2-3":
              "{name} felt {feeling}. So {feeling}! The rain went on and on. {C's} legs felt jumpy. {C's} hands felt jumpy too. No splashing. No running. Just a gray, wet window. Nibbling was something to do. But now the fingers hurt.",
            "4-5":
              "{name} felt {feeling}, the itchy, fidgety kind of {feeling}. {C's} legs wanted to run and {their} hands wanted to do something, anything. But there was nothing to do except watch the rain. Nibbling filled up the waiting. Now the fingertips stung, and the rain still hadn't stopped.",
            "6-7":
              "{name} felt {feeling}, as if {their} whole body was fizzing with nowhere to go. {C's} legs jiggled. {C's} fingers twitched. Waiting for rain to stop is one of the slowest things in the world, and nibbling had quietly filled the gap. {C} hadn't chosen it. {C's} hands had just gone looking for something to do, and {their} mouth had been closest.",
            "8-10":
              "It was the {feeling} feeling that did it, {C} realized later. Not worry, not anything dramatic. Just a body that had been promised the park and was now stuck in a bedroom, fizzing with energy and nowhere to spend it. {C's} knee bounced. {C's} fingers hunted for something to fiddle with and found the nearest thing, which happened to be attached. It was a bit embarrassing, honestly. {C} hid {their} hands in {their} coat pockets.",
          },
        },
        stumble: {
          text: {
            "2-3":
              'The rain came down harder. Pitter, patter. Up came a finger. Oops! {C} saw it. {C} squeezed two fists. One, two, three. Let go! But then? No job. The finger crept back up. Nibble. "Oh," said {C}. "I forgot the job."',
            "4-5":
              'The rain kept falling. {C} sat by the window again, and soon a thumb crept up. This time {C} noticed! "Caught you," {C} whispered, and squeezed both fists, one, two, three. But then {C\'s} hands just lay there with nothing to do. Before long, the thumb wandered back up. "Oh," said {C}. "I forgot to give them a job."',
            "6-7":
              "The rain didn't care about anybody's plans. Back at the window, {C} felt a thumb creeping up and caught it, just before it reached {their} teeth. Squeeze, one, two, three, let go. It worked for about a minute. Then, with nothing else to do, {C's} hand drifted up again. \"Hmm,\" {C} thought. \"Noticing is good. Squeezing is good. But my hands still haven't got a job.\"",
            "8-10":
              'Back at the window, {C} caught the first sneaky thumb almost at once, which felt like a small victory. Squeeze, three, release. Then {C} stood there with {their} hands hanging by {their} sides. Within a minute, one of them was back at {their} mouth as if nothing had happened. "Unbelievable," {C} muttered. The noticing worked. The squeezing worked. But a hand with no job, {C} realized, was just a hand waiting to be nibbled.',
          },
        },
        success: {
          text: {
            "2-3":
              "Up came the finger again. {C} saw it! Squeeze, squeeze, one, two, three. Let go. Then {C} huffed on the window. Huff! The glass went misty. {C's} finger got a job. A sun. A cat. A big smile. Squeak, squeak! No nibbles. {refrain} And look! The rain stopped.",
            "4-5":
              "When the thumb came creeping up the next time, {C} {was} ready. Notice, squeeze, one, two, three, let go. Then {C} had a wonderful idea. {C} huffed on the window until it went misty, and drew on it with one finger. A sun with a smiley face. A puddle. A very tall {G} in boots. {G} laughed out loud. And just as {C} drew a rainbow, the real rain stopped.",
            "6-7":
              "The next time a finger crept up, {C} caught it, squeezed and let go. This time {C} gave {their} hands a job straight away. {C} huffed on the cold glass and drew in the mist. A duck in a puddle. A grumpy cloud. A sun pushing the cloud out of the way. Each drawing needed a fresh huff and a careful fingertip. {C} {was} so busy that {C} didn't notice the rain getting thinner, and then stopping.",
            "8-10":
              'When the next thumb began its climb, {C} caught it, squeezed for three and let go, and then tried an idea of {their} own. {C} picked two raindrops at the top of the window and put a fingertip on each, following them down the glass. Left hand against right hand. The right hand won by a whisker. {C} held a rematch, then a tournament. "Who\'s winning?" {G} asked, peering over the back of the couch. "Left hand, four races to three," {C} said. Then the rain stopped, right in the middle of the final.',
          },
        },
        echo: {
          day: 1,
          time: "afternoon",
          place: "shop",
          props: ["basket", "apple"],
          text: {
            "2-3":
              "The next day, {C} went to the shop with {G}. The line was long. So long! Up crept a finger. {C} saw it. Squeeze, squeeze. Let go. Then {C} held the basket. {C} counted the apples. One, two, three, four! Busy hands. {G} gave a big wink.",
            "4-5":
              "The next afternoon, {G} and {name} went to the shop. The line at the register was long and slow. Up crept a finger. {C} spotted it straight away, squeezed, one, two, three, and let go. Then {C} asked to hold the basket. {C} counted everything inside: two apples, one loaf, four yogurts. Busy hands, all the way to the front of the line.",
            "6-7":
              "The next afternoon, the line at the shop was so long it went past the bananas. {C} felt the old {feeling} feeling creeping in, and a thumb started to rise. {C} caught it halfway. Squeeze, three, let go. Then {C} took the basket from {G} and became the official apple counter. {C} checked each apple for bruises and lined them up in a neat row. By the time they reached the checkout, there were six perfect apples and ten nibble-free nails.",
            "8-10":
              'The next afternoon, the line at the shop was a masterpiece of slowness. One checkout was open, and someone needed a price check on a single apple. {C} felt the fidgets arrive and caught a finger on its way up. Squeeze, three, release. Then, without being asked, {C} took the basket and reorganized it by size, heaviest at the bottom. "You\'re very efficient today," said {G}. "My hands are on shift," {C} said. "It\'s in the contract."',
          },
        },
        ending: {
          time: "evening",
          text: {
            "2-3":
              'That evening, the sky was pink and clean. No more rain. {G} held {name\'s} hand. {G} looked at ten little fingers. "Happy nails," said {G}. {C} wiggled them. {C} smiled a big smile. {refrain} Well done, {name}.',
            "4-5":
              'That evening, the window was clear and the puddles outside shone pink in the sunset. {G} held {name\'s} hand and looked at the fingers. The sore one was already feeling better. "Your nails are having a little vacation," said {G}. {C} giggled and wiggled all ten of them. It was a proud, happy, rainy-day kind of ending.',
            "6-7":
              "That evening, the sky outside the window was washed clean and pink. {G} sat on the edge of the bed and looked at {name's} hands. The sore nail already looked calmer. \"You're getting good at catching them,\" {G} said. {C} smiled and made two gentle fists, then let them go. The rain might come back tomorrow, or the day after. That was fine. {name} had something to do with {their} hands now.",
            "8-10":
              'That evening, the sky had cleared completely, which {C} felt was a bit rich after the morning it had put everyone through. {G} sat on the end of the bed. "Show me the damage," {G} said, and {C} held out both hands. The sore nail was calming down. Nothing new was bitten. "A good day\'s work, considering the weather," said {G}. {name} grinned, flexed {their} fingers and felt, for the first time in ages, that {their} hands were on {their} side.',
          },
        },
      },
    },
    {
      id: "doctor-wait",
      moment: "the wait at the doctor's",
      place: "doctor's office",
      time: "afternoon",
      props: ["clock", "crayons", "book", "stethoscope"],
      feeling: ["worried", "nervous"],
      summary: "{C} bites {their} nails in the doctor's waiting room",
      object: "waiting-room clock",
      trigger: "worry",
      talkAbout: "What do you like to do while you wait for the doctor?",
      scenes: {
        opening: {
          text: {
            "2-3":
              "After lunch, {C} went to see the doctor. Just a check-up. {G} came too. The waiting room was big and quiet. A clock went tick, tock. There was a box of books. There was a pot of crayons. {C} sat on a blue chair. Swing, swing went {their} feet.",
            "4-5":
              "After lunch, {G} took {name} to the doctor for a check-up. The waiting room had blue chairs, a fish poster, and a big round clock that went tick, tock, tick. There was a box of picture books in the corner and a pot of crayons on a little table. {C} sat next to {G} and swung {their} feet. Someone's name was called, but it wasn't {theirs}.",
            "6-7":
              "After lunch, {G} took {name} to the doctor for a check-up. Nothing was wrong; it was just time for one. The waiting room smelled of hand soap, and a big clock above the door ticked loudly enough to hear from every chair. There was a box of books, a pot of crayons and some paper on a low table. {C} sat next to {G} and watched the door the doctor kept coming out of.",
            "8-10":
              "After lunch, {G} took {name} for a check-up. It was the routine kind, the boring kind, in theory, which didn't stop {Cobj} from thinking about it all morning. The waiting room was warm and beige. A large clock ticked above the door. A box of dog-eared books sat in one corner, and someone had left a pot of crayons on the low table. Every few minutes the doctor's door opened and a name was called. Never {theirs}.",
          },
        },
        problem: {
          text: {
            "2-3":
              'Tick, tock. Tick, tock. {C} waited. Up came a thumb. Into {their} mouth. Nibble, nibble. Then a finger. Nibble, nibble. {G} looked over. "Oh, {name}," said {G} softly. "Your fingers." {C} looked. The nails were short and pink and sore.',
            "4-5":
              "Tick, tock, went the clock. {C} watched the doctor's door. Up came a thumb, and {C} started to nibble. Then a finger, and another. Nibble, nibble, nibble. {C} didn't notice at all. But {G} did. \"Your poor fingers,\" {G} said, and gently held {C's} hand. {C} looked. Two nails were bitten very short, and one felt sore.",
            "6-7":
              "Tick, tock. The doctor's door opened and closed, opened and closed. Each time, {C's} tummy did a little jump. Without noticing, {C} started biting {their} nails, first a thumb, then one finger after another, all while staring at that door. {G} reached over and gently took {C's} hand. {C} looked down in surprise. Three nails were bitten right down, and one was red at the edge.",
            "8-10":
              "The clock ticked. The door opened, a name was called, the door closed. By the fourth name, {C} had bitten two nails down to the pink and was starting on a third, eyes fixed on the doctor's door. {G} didn't say anything. {G} just put a hand over {C's} hand and lowered it gently to the armrest. {C} looked at {their} fingers and felt {their} face go warm. {C} hadn't even noticed starting.",
          },
        },
        feeling: {
          text: {
            "2-3":
              "{name} felt {feeling}. What will the doctor do? {C's} tummy went flip, flop. {C's} feet went swing, swing. {C's} fingers went nibble, nibble. The clock went tick, tock. It was a very long wait. {C} held {G's} hand tight.",
            "4-5":
              "{name} felt {feeling}. What if the doctor looked in {their} ears with the cold thing? What if there was a jab? {C's} tummy felt fluttery, like a moth in a jar. When {C} felt like that, {their} fingers went straight to {their} mouth, without asking. Nibbling felt like holding on to something. But now the fingers hurt too.",
            "6-7":
              "{name} felt {feeling}. {C} knew it was only a check-up, but knowing didn't stop {their} tummy from fluttering. What if the doctor found something? What if there was a jab after all? Nervous thoughts buzzed around {C's} head like flies against a window. And whenever {C} felt like that, {their} fingers quietly went to work on {their} nails, as if they were trying to help.",
            "8-10":
              "{name} felt {feeling}, the kind of nervous that doesn't make sense when you look at it straight. It was a check-up. Nothing hurt. Nobody had mentioned a jab. But {C's} brain kept producing helpful questions anyway, like what if they find something, and what if the cold stethoscope is extra cold today. And all that buzzing had to go somewhere. Usually, {C} realized, it went straight into {their} fingernails.",
          },
        },
        stumble: {
          text: {
            "2-3":
              'The door opened. A name was called. Not {theirs}. Up came a finger. {C} saw it! Squeeze, squeeze. Let go. Then {C} held a crayon. A job! But up went the crayon too. Chomp! "Oops," said {G}, smiling. "Crayons are for drawing."',
            "4-5":
              'The door opened again, and {C\'s} tummy gave a flip. Up came a finger. But this time, {C} noticed! {C} squeezed both fists tight, one, two, three, and let go. Then {C} picked up a crayon to hold. But {C} didn\'t draw with it. {C} just held it, and soon the end of the crayon was between {their} teeth. "Oops," said {C}. "Crayons are for drawing, not nibbling."',
            "6-7":
              "The next time the door opened, {C} felt a thumb heading for {their} mouth and caught it. Squeeze, one, two, three, let go. \"Nice,\" {C} thought, and picked up a crayon to give {their} hands a job. But {C} didn't draw anything. {C} just held the crayon and stared at the door, and two minutes later the crayon was in {C's} mouth, getting nibbled instead. {C} took it out and looked at the little teeth marks. Holding something wasn't enough. The hands had to be doing something.",
            "8-10":
              'The next time the door opened, {C} caught a finger on its way up and did the squeeze, one, two, three, release. It was oddly satisfying. {C} even picked up a crayon from the table, to give {their} hands a job. Then {C} went back to staring at the door. About a minute later, {C} noticed that the crayon had found its way to {their} mouth and was being chewed, thoughtfully, like a pencil in an exam. "Right," {C} muttered. "Holding it isn\'t a job. It has to actually do something."',
          },
        },
        success: {
          text: {
            "2-3":
              "Up came a finger. {C} saw it! Squeeze, squeeze, one, two, three. Let go. Then {C} took the crayons. Scribble, scribble! A doctor. A big, big smile. {C} drew and drew. No nibbles. {refrain} Then the doctor called {name}. Good timing!",
            "4-5":
              'When a finger came creeping up again, {C} {was} ready. Notice, squeeze, let go. Then {C} gave {their} hands a job. {C} took a crayon and drew the doctor, with a smiley face and the longest stethoscope in the world. Just as {C} finished the picture, the door opened. The doctor called out, "{name}?" {C} walked in holding the drawing, with ten busy, unbitten fingers.',
            "6-7":
              "When the next thumb crept up, {C} caught it, squeezed and let go, then reached for the crayons straight away. {C} drew the waiting room: the clock, the fish poster, and {G} pretending not to be bored. It took careful work and both hands. {C} {was} adding the clock's numbers when the door opened and the doctor called {name}. The doctor listened to {C's} heart with the stethoscope and grinned. \"Nice and steady,\" she said.",
            "8-10":
              "The next time a thumb rose, {C} caught it, squeezed, let go, and reached for the crayons with an idea. {C} began drawing a comic called The Check-Up, starring a very brave knee and a stethoscope with opinions. Each panel needed both hands: one to hold the paper flat, one to draw. {G} leaned over to read it and snorted. By the time the doctor called {name}, the comic had six panels and {C's} nails had not been touched once.",
          },
        },
        echo: {
          day: 1,
          time: "morning",
          place: "hair salon",
          props: ["crayons"],
          text: {
            "2-3":
              "The next day, {C} had a haircut. Another wait! Snip, snip went the scissors. Up came a finger. {C} saw it. Squeeze, squeeze. Let go. Then out came {C's} crayons. {C} brought them from home! Scribble, scribble. Busy hands, happy nails.",
            "4-5":
              "The next morning, {C} had to wait again, this time at the hair salon. Snip, snip went the scissors, and the chairs were full. {C} felt a finger creeping up and caught it. Squeeze, one, two, three, let go. Then {C} pulled out {their} own crayons. {C} had packed them all by {themself}, just in case. Waiting, {C} decided, was much easier with a plan.",
            "6-7":
              "The next morning there was more waiting, this time at the hair salon. Every chair was taken, and the scissors snipped very slowly. {C} felt the old nervous fidget and caught a finger on its way up. Squeeze, three, let go. Then {C} unzipped {their} coat pocket and took out the crayons {they} had packed that morning, without anyone suggesting it. {C} drew the hairdresser with enormous scissors and hair like a haystack.",
            "8-10":
              'The next morning brought another waiting room, this time at the hair salon. The wait was forty minutes, and the magazines were all about boats. {C} felt the familiar fidget and caught a finger before it got anywhere. Squeeze, three, release. Then {C} produced the crayons {they} had quietly packed before leaving home, and started The Check-Up, Part Two: The Haircut. {G} raised an eyebrow. "You planned ahead," {G} said. "I\'m a professional," said {C}.',
          },
        },
        ending: {
          place: "street",
          props: [],
          text: {
            "2-3":
              'On the way home, {C} and {G} went past {world}. Skip, skip, skip! {G} looked at {name\'s} fingers. "Look at those nails," said {G}. "Not one nibble." {C} held them up high. {C} felt so proud. {refrain} Hooray for {name}!',
            "4-5":
              'On the way home, {C} skipped all the way past {world}, holding {G\'s} hand. Every now and then, {C} checked {their} fingers. Still no new nibbles. "Waiting is hard," said {G}. "You found a way to do it with busy hands." {name} felt proud all the way from {their} toes to {their} nails. It had been a very good day for fingers.',
            "6-7":
              'On the way home, {G} and {name} took the long way, past {world}. {C} kept glancing at {their} hands. The bitten nails would take a while to grow back, but nothing new had been nibbled. "You handled that wait really well," said {G}. Waiting rooms, it turned out, were a lot easier when your hands knew what to do.',
            "8-10":
              'On the way home past {world}, {C} walked with both hands in {their} pockets, which was a tactic, not a mood. "I\'m proud of you," said {G}. "You noticed, you stopped, and then you came up with your own plan." "The comic was the plan," {C} said. "The crayons were the equipment." {G} laughed, and didn\'t argue. {name} didn\'t say it out loud, but {they} felt lighter than {they} had in weeks, as if {their} hands finally belonged to {them} again.',
          },
        },
      },
    },
    {
      id: "film-night",
      moment: "film night",
      place: "living room",
      time: "evening",
      props: ["tv", "blanket", "pillow"],
      feeling: ["nervous", "tense"],
      summary: "{C} nibbles {their} nails during the exciting part of a film",
      object: "film",
      trigger: "excitement",
      talkAbout: "What could your hands hold during an exciting story?",
      scenes: {
        opening: {
          text: {
            "2-3":
              "After a big day at {world}, it was film night! The curtains were shut. The blanket was soft. {C} had a big pillow. {G} had the popcorn. Crunch, crunch! On the TV, a little penguin waddled. Waddle, waddle. {C} loved the little penguin.",
            "4-5":
              "After a long day at {world}, it was film night at {home}. The curtains were closed and the blanket was cozy. {G} had made popcorn in the big bowl. {C} snuggled into the sofa with {their} favorite pillow. On the TV, a very small penguin was trying to get home across the ice. {C} liked the penguin a lot. It had a wobbly walk and a very brave face.",
            "6-7":
              "Friday evening meant film night. Curtains closed, lights low, the big blanket off the sofa, and one enormous bowl of popcorn. They had spent the afternoon at {world}, so everyone was ready to sit still. {C} had chosen the film this week. It was about a small penguin called Pebble, who had wandered too far and had to cross the ice to get home. {C} hugged a pillow and settled in.",
            "8-10":
              "Friday evening at {home} was film night, which had rules. Curtains closed, phones away, one blanket for everybody, no talking during the good bits. {C} had picked the film, a nature documentary about emperor penguins that had a surprisingly dramatic reputation. {G} brought the popcorn. {C} claimed the corner of the sofa with the best pillow. On the TV, a fluffy gray chick stood at the edge of a very long stretch of ice.",
          },
        },
        problem: {
          text: {
            "2-3":
              'Oh no! The ice went crack. The penguin wobbled. Up came {C\'s} fingers. Nibble, nibble, nibble. The penguin jumped. Nibble, nibble. {G} looked over. "Oh, {name}. Your nails!" {C} looked down. Ouch. Two were sore.',
            "4-5":
              "Then the exciting part came. The ice began to crack, and the little penguin had to jump across a gap. {C} held {their} breath. Up came {C's} fingers, and {C} nibbled, nibbled, nibbled without even knowing. The penguin made it! But when {G} turned on the lamp, {C's} nails were bitten very short, and one was sore.",
            "6-7":
              "Halfway through, the ice began to crack. Pebble had to jump from one floating piece to the next while the music got louder and louder. {C} didn't blink. {C} didn't eat any popcorn. {C} just bit {their} nails, one after another, eyes glued to the TV. When Pebble landed safely, {C} let out a breath and looked down. Four nails were bitten short, and one was sore.",
            "8-10":
              "Then the ice started to crack. The chick had to cross a widening gap while its parents called from the other side. The music did everything it could to make it worse. {C} didn't touch the popcorn. {C} did, however, work steadily through every nail on {their} left hand. When the chick finally made it across, {C} realized {their} thumb was raw. {G} glanced over and raised an eyebrow.",
          },
        },
        feeling: {
          text: {
            "2-3":
              "{name} felt {feeling}. Will the penguin be safe? {C's} tummy went tight. {C's} shoulders went up. {C's} fingers went to {their} mouth. Nibble, nibble. That felt like holding on. But now {C's} nails hurt.",
            "4-5":
              "{name} felt {feeling}. When the penguin was in trouble, {C's} tummy went tight like a knot. {C's} shoulders crept up to {their} ears. Biting {their} nails felt like holding on tight. It helped a tiny bit, for a tiny moment. But afterwards, {C's} fingers stung, and the film wasn't even finished.",
            "6-7":
              "{name} felt {feeling}, the fizzy, edge-of-your-seat kind of tense that exciting films give you. {C's} tummy was tight and {their} shoulders were up by {their} ears. {C} wanted Pebble to be safe so badly that {their} whole body was helping, somehow. And one of the things it did to help, without asking, was bite {their} nails. {C} hid {their} sore thumb under the blanket.",
            "8-10":
              "{name} felt {feeling}, which was ridiculous, {C} thought. It was a documentary. The chick was fine; the chick was probably a grown penguin by now. But that didn't stop {C's} stomach from knotting or {their} shoulders from climbing. All that tension needed somewhere to go, and apparently it went into {their} fingernails. {C} tucked {their} hands under the blanket, slightly embarrassed, and wondered how long {they} had been doing it without noticing.",
          },
        },
        stumble: {
          text: {
            "2-3":
              'Back to the film. Oh! A big wave. Splash! {C} watched and watched. Nibble, nibble. Oh! A finger was in {C\'s} mouth already. {C} did not see it go up. "Oops," said {C}. "Too fast!" {G} gave {C\'s} hand a squeeze.',
            "4-5":
              'Back to the film. Now a big wave was coming! {C} watched so hard that {C} forgot about everything else, even {their} own hands. When the wave splashed down, {C} found a thumb already in {their} mouth, nibbling away. {C} hadn\'t felt it go up at all. "Oh, bother," said {C}. "It sneaked past me." The exciting bits, {C} decided, were the sneakiest bits of all.',
            "6-7":
              "The film went on, and soon there was a storm. Snow whirled across the screen, and Pebble couldn't see the way. {C} leaned forward, eyes wide, and forgot all about {their} hands. By the time the storm cleared, a thumbnail had been nibbled right down, and {C} hadn't noticed a thing. {C} groaned. \"The noticing part didn't even get a turn.\" Exciting bits, it turned out, were when sneaky fingers moved fastest.",
            "8-10":
              'Twenty minutes later came the blizzard sequence, and it was gripping. {C} leaned closer and closer to the screen. By the time the blizzard peaked, {C} surfaced to find a fingernail already bitten down, with no memory of it happening at all. "Oh, come on," {C} muttered. The plan had three steps, and the first one was noticing. It was hard to notice anything while a baby penguin was lost in a blizzard.',
          },
        },
        success: {
          text: {
            "2-3":
              "Then came the last big jump. This time {C} got ready first. {C} hugged the pillow tight. Two hands, holding on! Up came a finger. {C} saw it! Squeeze, squeeze. Let go. Back to the pillow. The penguin jumped. Hooray! No nibbles. {refrain} {G} gave a big thumbs up.",
            "4-5":
              "Then came the biggest jump of all, and this time {C} got ready before it started, with one corner of the pillow in each hand. Up came a finger anyway, but {C} caught it. Squeeze, one, two, three, let go. Then back to the pillow, squeezing tight whenever the music got loud. The penguin jumped. The penguin landed! {C} cheered, and not one nail got nibbled. {G} gave {name} a high five.",
            "6-7":
              "At the end came the biggest jump of all. This time {C} got ready before it started, with two corners of the pillow already in {their} hands. When a sneaky finger tried anyway, {C} caught it straight away: squeeze, three, let go. Then back to the pillow, squeezing whenever the music swelled. It turned out that squeezing a pillow felt almost exactly like biting nails, except nothing hurt afterwards. Pebble leapt, landed and waddled home. {C} cheered. {G} noticed the pillow and smiled.",
            "8-10":
              'For the final crossing, {C} got ready before it even began, with three strands of fringe from the blanket\'s edge already in {their} hands. When a finger tried its luck anyway, {C} caught it, squeezed and let go. Then {C} began to braid, one cross for every tense moment. The chick slid, scrambled and made it. {C} looked down. The blanket had acquired a tiny, lumpy braid, and not one nail had been touched. "Is that a stress braid?" {G} asked, lifting the end of it. "It\'s a penguin braid," said {C}, with dignity.',
          },
        },
        echo: {
          day: 1,
          time: "night",
          place: "bedroom",
          props: ["book", "teddy bear"],
          text: {
            "2-3":
              "The next night, {G} read a story. A lion lost a shoe! Oh no! Up came {C's} finger. {C} saw it. Squeeze, squeeze. Let go. Then {C} held {theCuddly}. Two hands, holding on. The lion found the shoe. Phew!",
            "4-5":
              'The next night, {G} read a bedtime book about a lion looking for a lost shoe. It got exciting near the end. Up crept a finger, but {C} caught it. Squeeze, one, two, three, let go. Then {C} held {theCuddly} tight with both hands until the lion found the shoe. {G} noticed and smiled. "Busy hands," {G} whispered.',
            "6-7":
              "The next night, {G} read a chapter of a book about a girl sailing a tiny boat across a huge lake. When the wind picked up, {C} felt a finger drifting toward {their} mouth. Caught. Squeeze, three, let go. Then {C} gave {their} hands a job without even thinking about it. {C} held on to {theCuddly} with both hands until the little boat reached the shore.",
            "8-10":
              'The next night, {G} read another chapter of a book about a sailing race. It ended on the most outrageous cliffhanger {C} had ever met. {C} felt the tension climb and caught a finger before it left {their} lap. Squeeze, three, release. Then {C} picked up {theCuddly} and started a very small, very determined braid in its ribbon. {G} stopped reading. "Another braid?" "It\'s become a system," said {C}.',
          },
        },
        ending: {
          time: "night",
          place: "bedroom",
          props: [],
          text: {
            "2-3":
              'Later, the house was dark and quiet. {C} {was} snug in bed. {G} kissed ten little fingers. One, two, three... all ten! "Happy nails," whispered {G}. {C} smiled a sleepy smile. {refrain} Goodnight, {name}.',
            "4-5":
              'Later, when the house was dark and quiet, {G} tucked {name} into bed. {C} held up {their} hands in the glow of the night-light. No new nibbles! "Those hands worked hard tonight," {G} whispered. {C} smiled a sleepy, proud smile and tucked them under the blanket, warm and still. Somewhere in {C\'s} dreams, a little penguin waddled safely home.',
            "6-7":
              'Later, when the house was dark and quiet, {G} came in to say goodnight. {C} held up both hands for inspection. The bitten nails still needed time, but nothing new had been nibbled all evening. "Those are very hard-working hands," said {G}. {C} smiled and snuggled down. Exciting stories, {name} decided, were even better when your hands had a job to do.',
            "8-10":
              'Later, when the house had gone dark and quiet, {G} looked in to say goodnight. {C} held both hands up in the glow of the hall light, like a surgeon ready for inspection. "Nothing new," {G} said, impressed. "Zero casualties," said {C}. {G} laughed softly and closed the door to a crack. {name} lay in the dark, hands resting loosely on the blanket, and felt calm, and a little bit proud, and very nearly asleep.',
          },
        },
      },
    },
    {
      id: "tricky-puzzle",
      moment: "the tricky puzzle",
      place: "kitchen",
      time: "afternoon",
      props: ["puzzle", "table"],
      other: { role: "friend", kind: "child" },
      feeling: ["cross", "frustrated"],
      summary: "{C} chews {their} nails while trying to finish a tricky puzzle",
      object: "puzzle",
      trigger: "thinking hard",
      talkAbout: "What could your hands do while you think hard?",
      scenes: {
        opening: {
          text: {
            "2-3":
              "Too windy for {world}! So {C's} friend {O} came to {home}. They tipped out a big puzzle. Clatter, clatter! A farm with a red barn. A cow. A pig. {C} and {O} sat at the kitchen table. Pieces everywhere!",
            "4-5":
              "One windy afternoon, {C's} friend {O} came over to play. It was too blustery for {world}, so {G} found a brand-new puzzle of a pirate ship. They tipped all the pieces out onto the kitchen table. Clatter! {C} and {O} turned them the right way up, one by one. There was a lot of blue sky. A lot.",
            "6-7":
              "One windy afternoon, {C's} friend {O} came over. It was too blustery for {world}, so they decided to do the new puzzle. It had a hundred pieces and a hot-air balloon over a city. They spread it across the kitchen table and did the edges first, the way {G} had shown them. The edges went well. The balloon went well. Then they got to the sky, which was blue. All of it.",
            "8-10":
              "One windy afternoon, when {world} was out of the question, {C's} friend {O} came over with a five-hundred-piece puzzle of a lighthouse. {O} called it a fun challenge. {G} called it a way to lose the kitchen table until Christmas. They sorted the edges, built the lighthouse, finished the rocks and felt very pleased indeed. Then they reached the sky, which was made of about two hundred pieces of identical pale blue.",
          },
        },
        problem: {
          text: {
            "2-3":
              'One puzzle piece would not fit. Push, push. No! {C} turned it. Push. No! Up came {C\'s} fingers. Nibble, nibble, nibble. {O} stared. "Why are you eating your fingers?" {C} looked down. Oh! The nails were short and sore.',
            "4-5":
              'One blue puzzle piece would not fit anywhere. {C} tried it here. {C} tried it there. Then, without noticing, {C} started nibbling {their} nails while {they} thought. Nibble, nibble. {O} looked up. "Are you eating your fingers?" {O} asked, puzzled. {C} pulled {their} hand away. Three nails were bitten short, and one was sore.',
            "6-7":
              "One puzzle piece was the worst. It had a bump on three sides and fitted nowhere, and {C} tried it in every gap. While {C} stared at the sky, {their} fingers went to {their} mouth and the nibbling began. {C} didn't notice. {O} did. \"You're biting your nails,\" {O} said, not unkindly. {C} looked down. Three nails were chewed right down, and one was sore.",
            "8-10":
              'Forty minutes into the sky, one piece became personal. {C} had tried it in every single gap. While {C} glared at it, {their} other hand crept to {their} mouth. It started on a thumbnail, then the next nail, then the next. {O} looked up. "You know you\'re eating your fingers?" {O} said. {C} looked down. Two nails were bitten to the quick, and one was properly sore.',
          },
        },
        feeling: {
          text: {
            "2-3":
              "{name} felt {feeling}. The piece would not go! {C's} face went hot. {C's} hands went fidget, fidget. Up, up, to {their} mouth. Nibble, nibble. That was a thinking nibble. But the fingers hurt now.",
            "4-5":
              "{name} felt {feeling}. The piece was being silly, and {C's} face felt hot and scrunched. When {C} thought very hard, {their} hands didn't know what to do, so they went to {their} mouth. Nibbling felt like thinking. But it didn't help the piece fit, and now {their} fingertips were sore as well.",
            "6-7":
              "{name} felt {feeling}. The puzzle was meant to be fun, and instead it was sitting there being impossible. {C's} brain was working so hard that {their} hands had nothing to do. And bored hands, it seemed, went looking for trouble. {C} hadn't decided to nibble. It had just happened, like humming or jiggling a foot, and now {their} fingers stung.",
            "8-10":
              "{name} felt {feeling}, and slightly betrayed by {their} own hands. Thinking hard was supposed to be a head job, but {C's} fingers had apparently decided to help by chewing on the nails. It always happened like this: homework, tests, anything tricky. The harder {C} concentrated, the more {C's} hands wandered, and the more sore {C's} nails became. The sky had been going for forty minutes, and so had the nibbling.",
          },
        },
        stumble: {
          text: {
            "2-3":
              'Back to the puzzle. The cow piece was tricky. Up came a finger. {C} saw it! Squeeze, squeeze. Let go. Then one hand held the cow. Good hand! But the other hand? Up, up it went. Nibble. {O} pointed. "That hand has no job!"',
            "4-5":
              'Back at the puzzle, {C} picked up another tricky piece. Up crept a finger. This time {C} noticed, and squeezed both fists, one, two, three. Let go! Then {C} gave one hand a job: holding the tricky piece and trying it in the gaps. But the other hand had nothing to do, and soon, very sneakily, it wandered up to {C\'s} mouth. "Caught you again," laughed {O}. {C} looked at {their} two hands. "One busy, one bored," {C} said.',
            "6-7":
              'Back at the puzzle, {C} and {O} started on the sky again. Almost at once, {C} felt a thumb sneaking up and caught it. Squeeze, three, let go. Good. This time {C} even gave {their} hand a job: holding a blue piece and trying it in gap after gap. But only one hand. The other one, left out, crept up to {C\'s} mouth on its own. {O} looked across. "Caught again?" {C} stared at the guilty hand. "I only gave one of them a job," {C} said.',
            "8-10":
              'Back at the puzzle, {C} caught the first sneaky finger almost immediately and did the squeeze, one, two, three, release. {O} gave a small round of applause. {C} even gave {their} right hand a job, trying a blue piece in every gap, very professionally. The left hand, unsupervised, drifted up for a quick nibble. "Relapse," said {O}. "Thank you, {O}," said {C}. One busy hand, it turned out, meant one bored hand, and the bored one knew the way to {C\'s} mouth.',
          },
        },
        success: {
          text: {
            "2-3":
              "Up came a finger. {C} saw it! Squeeze, squeeze, let go. Then {C} held a piece in each hand. One, two! Turn, turn, turn. Click! The pig fit. Click! The cow fit. No nibbles! {refrain}",
            "4-5":
              "When the next finger crept up, {C} caught it, squeezed and let go. Then {C} gave {their} hands a job: one piece in each hand, turning them round and round while {C} looked. Turn, turn. Look, look. Click! The silly piece fitted at last. {O} cheered, and they did the rest of the sky together. Not one nibble, all afternoon.",
            "6-7":
              'The next time a finger crept up, {C} caught it, squeezed and let go, and then gave {their} hands a proper job. {C} picked up a blue piece in each hand and turned them slowly while {their} eyes searched the gaps. It was much better than sitting still. Twisting, looking, twisting, looking. Click! The impossible piece fit. {O} whooped and held up a hand for a high five. "How did you do that?" "Busy hands," said {C}, and grinned.',
            "8-10":
              'The next time a thumb rose, {C} caught it, squeezed, and then tried an idea. "New rule," {C} said. "Anyone thinking holds a piece in each hand. No empty hands allowed." {O} shrugged and joined in. Turning pieces while they searched turned out to be weirdly useful: you could feel the shapes. Ten minutes later, the personal piece clicked in. {O} whooped. "Your rule worked," {O} said. "Also your nails are safe."',
          },
        },
        echo: {
          day: 1,
          time: "morning",
          place: "library",
          props: ["book"],
          text: {
            "2-3":
              "The next day, {C} went to the library. {C} found a book with mazes. Twisty, turny paths! Up came a finger. {C} saw it. Squeeze, squeeze. Let go. Then {C's} finger got a job. Along the path it went. Round and round. Out! No nibbles.",
            "4-5":
              "The next morning, at the library, {C} found a book full of mazes. The first one was very twisty. Up crept a finger, but {C} spotted it. Squeeze, one, two, three, let go. Then {C} gave the finger a job: tracing the path, round this corner and that one, all the way to the end. {C} did six mazes, and didn't nibble once.",
            "6-7":
              "The next morning, at the library, {C} found a book of mazes and settled into a beanbag. The third maze was fiendish. {C} felt a thumb creeping up and caught it halfway. Squeeze, three, let go. Then {C} put {their} finger on the maze and let it do the walking, doubling back from every wrong turn. {C} got out of that maze, and the next two, without a single nibble.",
            "8-10":
              "The next morning, at the library, {C} found a book of impossible mazes and the thinking-hard feeling arrived right on schedule. A thumb started its climb. {C} caught it, squeezed and released. Then {C} applied {their} own rule: a library pencil in one hand to trace, the book held steady with the other. No empty hands allowed. The fiendish maze on page twelve took eleven minutes. {C's} nails survived every one of them.",
          },
        },
        ending: {
          time: "evening",
          text: {
            "2-3":
              'That evening, the puzzle sat on the kitchen table. A red barn. A cow. A pig. All done! {G} looked at it. Then {G} looked at {name\'s} fingers. "Happy nails," said {G}. {refrain} Clever {name}!',
            "4-5":
              'That evening, the finished puzzle was still sitting proudly on the kitchen table. {G} looked at it, and then at {name\'s} fingers. "You did a tricky puzzle and kept your nails safe," said {G}. "That\'s two clever things at once." {C} smiled all the way up to {their} ears. Busy hands, {name} thought, were very good at puzzles.',
            "6-7":
              'That evening, the finished puzzle still sat on the kitchen table, with its one impossible piece right in the middle of the sky. {G} stopped to admire it. "And how are the nails?" {G} asked, pretending not to look. {C} held them up. No new nibbles. {C} felt a warm, steady pride. Thinking hard was never going to stop being hard. But {name\'s} hands had something better to do now.',
            "8-10":
              'That evening, the finished lighthouse still sat on the kitchen table, with the notorious piece right in the middle of the sky. {G} had been told the whole saga twice. "I like your rule," {G} said. "Can I borrow it for when I do my tax forms?" {C} laughed and said yes, for a small fee. {name} held up both hands, nails battered but recovering, and felt quietly, solidly proud. Tricky things were still tricky. But {their} hands had finally found a better job.',
          },
        },
      },
    },
  ],
};
