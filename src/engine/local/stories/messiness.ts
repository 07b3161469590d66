import type { BehaviorStory } from "../episode-types";

/** Messiness: tidying up one kind of thing at a time (the Tidy-Up Train). */
export const messiness: BehaviorStory | null = {
  childTerms: "tidying up a big mess",
  strategy: {
    name: "the Tidy-Up Train",
    steps: ["Pick one kind of thing to start with", "Take each one to its home", "Hook on the next kind, until everything is home"],
    why: "A big mess looks impossible to a child. Tidying one kind of thing at a time turns it into small jobs with a clear finish, and giving every thing a home tells the child exactly where it goes. The train game keeps it playful instead of a chore they dread.",
    refrain: "One kind at a time, choo-choo, all the way home.",
    toddlerSteps: ["Pick one kind of thing", "Take each one to its home"],
    smallFirstStep: "Put away five things, just five",
  },
  // Another word for a shout, where a parent asks to leave shouting out.
  insteadOf: [[/\{C\} shouted, "Swings!"/g, '{C} called, "Swings!"']],
  titles: ["{name} and the Tidy-Up Train", "All Aboard the Tidy-Up Train, {name}", "{name} Tidies Up", "{name} and {Hfull} Drive the Tidy-Up Train"],
  // Ages 8-10, the two-tries shape's first try alone: this behavior's own wrong tries (never another behavior's paragraph).
  firstTry:
    "{C} tried the classic approach first: looking at the mess very hard, in the hope that it would feel guilty and tidy itself. Then {C} picked up one thing, put it down somewhere slightly different, and called that progress. The mess was not impressed. The {feeling} feeling grew. Staring, it was becoming clear, was not a system.",
  scenes: {
    helper: [
      {
        text: {
          "2-3":
            'Then {H} {Harrive}. "Oh, {name}! What a big mess!" {C} looked at the heap. "Too big," {C} said. "Big messes are tricky," said {H}. "But I know a game. It\'s a train!" A train?',
          "4-5":
            'Just then, {H} {Harrive}. {H} looked at the mess, and then at {name}. "That\'s a lot of things," {hs} said kindly. "No wonder you feel {feeling}." {C} picked up one thing and put it down again. "I don\'t know where to start." "That\'s the trickiest bit of any mess," said {H}. "Where to start. But I know a game that tells you exactly where."',
          "6-7":
            'That was when {Hintro}, came by. {H} took in the mess without a single frown. {hs} said, "It looks like a mountain from down there, doesn\'t it?" {C} looked up at the heap and nodded. "Every time I pick one thing up, I see ten more." "That\'s the problem with looking at all of it at once," said {H}. "Your brain sees one giant job. But a mess is really lots of tiny jobs in a heap."',
          "8-10":
            'That was when {Hintro}, turned up. {H} surveyed the scene the way an explorer might survey a jungle. "Impressive," {hs} said. "Genuinely." {C} didn\'t laugh. "It\'s not funny. I don\'t even know where to begin." "That\'s the real problem," said {H}. "Not the mess. The not knowing where to begin. When you look at everything at once, your brain just sort of refuses. So the trick is to stop looking at everything."',
        },
      },
      {
        text: {
          "2-3":
            '{H} came close. "Oh my," {hs} said. "Things everywhere!" {C} flopped down. Flop! "It\'s too much." {H} sat down on the floor too. "Too much all at once," {hs} said. "Not too much one by one." {C} peeked up. One by one?',
          "4-5":
            '{H} {Harrive}. {hs} tiptoed around the edge of the mess, very carefully, as if it might bite. {C} giggled, then looked again. "Okay, it\'s quite big." "It is," said {H}. "And you feel {feeling} because it all looks like one huge job. I know a way to make it lots of tiny ones."',
          "6-7":
            '{H} {Harrive}. For a moment {hs} just looked at the mess, head tilted, as if it were a puzzle. {hs} asked, "Do you know what I see?" {C} shook {their} head. "I don\'t see a mess," said {H}. "I see about six little piles that haven\'t been sorted yet." {C} frowned at it. It still looked like one big mess. But maybe, if you squinted, it was six little ones.',
          "8-10":
            '{H} {Harrive}. {hs} looked at the mess for a long moment, then said, "You know what this is? It isn\'t one mess. It\'s several small messes that have been holding a meeting." {C} snorted, despite {themself}. "That doesn\'t make it smaller." "It does, though," said {H}. "You can\'t tidy a meeting. But you can tidy one member of it, and then the next. The whole thing dissolves faster than you\'d think."',
        },
      },
      {
        text: {
          "2-3":
            '{H} {Harrive}. "Oh! My room was messy once," said {H}. "So messy! I lost my hat." {C} looked at {H}. A lost hat? "I found it," said {H}. "With a game. A train game!" Choo-choo? {C} sat up.',
          "4-5":
            'Then {Hintro}, {Harrive}. {H} looked at the mess and didn\'t frown one bit. "This reminds me of my room on the day I lost my favorite hat," {hs} said. "Things everywhere. I couldn\'t even see the floor." {C} sniffed. "Did you find it?" "I did," said {H}. "Not by looking at everything at once. That made me dizzy. I found it by tidying one kind of thing at a time. I\'ll show you."',
          "6-7":
            'At that moment, {Hintro}, {Harrive}. {H} tiptoed between the heaps like someone crossing a river on stepping stones. "Can I ask you something?" {hs} said. "If I asked you to tidy just the yellow things, how long would it take?" {C} looked around. There weren\'t many yellow things. "About one minute?" "And if I asked you to tidy everything?" "Forever," said {C}. "Exactly," said {H}. "Same mess. Different question. I know a way to keep asking the one-minute question."',
          "8-10":
            'That was when {Hintro}, {Harrive}. {H} stopped at the edge of the mess as if it were a crime scene. "Don\'t worry," said {H}. "I\'ve seen worse. I\'ve made worse. I once lost a whole sandwich in my room for a week. We found it by smell." {C} made a face. "That\'s disgusting." "It was educational," said {H}. "Mostly it taught me that the problem is never the mess. It\'s trying to fix all of it at once. There\'s a better system."',
        },
      },
      {
        text: {
          "2-3":
            '{H} {Harrive}. {H} held up the nearest thing. "Hmm. Where does this live?" "There!" said {C}, pointing. Clunk! Home it went. "You know!" said {H}. "You know where things live. I know a game for the rest." {C} peeked at the mess. A game?',
          "4-5":
            'Then {Hintro}, {Harrive}. {H} didn\'t say a word about the mess. {hs} just picked up the nearest thing and held it up. "Quick question. Where does this live?" {C} pointed straight away. "There." {H} picked up another. "And this?" {C} pointed again, without even thinking. "You know where everything goes," said {H}, sounding impressed. "So you\'re not missing anything. You just need a place to start. And I know a game that gives you one."',
          "6-7":
            'Then {Hintro}, {Harrive}. {H} picked up the nearest thing and held it up like a quiz-show host. "Where does this live?" "There," said {C}. Another thing. "This one?" "Over there." A third. "And this?" {C} answered before {H} had finished asking. "Interesting," said {H}. "You know the home of every single thing here. So this isn\'t a knowing problem. It\'s a starting problem. Starting is the part that feels too big. And starting is the part I can help with."',
          "8-10":
            'That was when {Hintro}, {Harrive}. Without a word about the mess, {H} picked things out of it at random and held each one up. "Home?" "There." "Home?" "In with the others." "Home?" "Where it always goes, obviously." "Remarkable," said {H}. "You have a complete map of where everything lives, stored in your head, and you\'re not using it." {C} folded {their} arms. "Knowing where it goes isn\'t the hard part." "I know," said {H}. "The hard part is the first thing. So we\'re going to choose the first thing in a very particular way."',
        },
      },
    ],
    strategy: [
      {
        text: {
          "2-3":
            '"It\'s the Tidy-Up Train," said {H}. "First, pick up one kind. Just one kind!" {C} picked up one kind. Clack, clack! "Now take them home. Choo-choo!" Home they went. Clunk! A train of things! {refrain}',
          "4-5":
            '"It\'s called the Tidy-Up Train," said {H}. "First you choose one kind of thing. Just one kind, and ignore everything else. Then you take each one home, choo-choo, to where it lives. When that kind is all done, the next kind hooks on, like a new carriage." {C} looked at the mess. One kind at a time. That didn\'t sound so big.',
          "6-7":
            '"It\'s called the Tidy-Up Train," said {H}. "You choose one kind of thing, only one, and pretend nothing else exists. You take each one to its home. When that kind is finished, you hook on the next carriage: another kind." {C} thought about it. "Why one kind?" "Because your brain can finish one kind," said {H}. "Finishing things feels good, and good feelings give you energy for the next carriage."',
          "8-10":
            '"I call it the Tidy-Up Train," said {H}. "Pick one category. Just one. Everything else is invisible until that one\'s done. Take each thing back to where it lives. Then hook on the next carriage, another category." {C} raised an eyebrow. "That\'s literally just tidying." "It\'s tidying in a different order," said {H}. "Instead of staring at everything and feeling hopeless, you get a small win every few minutes. Small wins add up. That\'s the whole trick."',
        },
      },
      {
        text: {
          "2-3":
            '{H} showed {Cobj} the Tidy-Up Train. "Choo-choo! First, the train picks one kind of thing. Just one kind." {C} held up one finger. One! "Then, toot-toot! Each one goes to its home." Plop, plop! {C} made train noises too. Choo-choo! {refrain}',
          "4-5":
            '{H} asked, "Shall I tell you a secret? Messes hate the Tidy-Up Train. First you pick just one kind of thing to tidy. Then you take each one to its home, making train noises if you like. When that kind is all gone, toot-toot, on comes the next carriage." {C} tried a small toot-toot. "A train made of messes?" "A train that eats messes," said {H}.',
          "6-7":
            '"Here\'s what I do," said {H}. "I call it the Tidy-Up Train. Instead of tidying everything, you tidy one kind of thing. Every one of that kind goes back to its home, and then that carriage is done. Then the next carriage hooks on." {C} looked doubtful. "It\'s still the same amount of stuff." "It is," said {H}. "But it\'s never more than one small job at a time."',
          "8-10":
            '"There\'s a method," said {H}. "It\'s called the Tidy-Up Train, mostly because it sounds more fun than \'sorting\'. You pick one kind of thing and tidy only that. Everything goes back to where it lives. Then that carriage is finished, and you hook on the next." {C} looked at the mess, then at {H}. "And that\'s faster?" "It feels faster," said {H}. "Which, when you\'re the one doing it, is what counts." They tried one practice carriage together, just to see.',
        },
      },
      {
        text: {
          "2-3":
            '"Tidy-Up Train time!" said {H}. "Pick up one kind of thing. Only that kind!" {C} picked one kind. Scoop, scoop! "Now put them all home." Clunk, clunk! All home. Toot-toot! {refrain}',
          "4-5":
            '"Let\'s play it like a real train," said {H}. "It\'s called the Tidy-Up Train. First, the train only picks up one kind of passenger. Maybe just the blocks. Maybe just the crayons." {C} chose one kind, right away. "Then the train takes each passenger home. Choo-choo!" {C} chugged each one home. "When that kind is all home, toot-toot, you hook on a new carriage, and the next kind climbs aboard." {C} looked at the mess. It wasn\'t a mountain anymore. It was just passengers, waiting.',
          "6-7":
            '"It\'s called the Tidy-Up Train," said {H}, "and it works like the sorting machine at a post office." {C} had seen a video of one once. "First you choose one kind of thing. Just one. Everything else waits in line. Then every one of that kind gets delivered to its home address. Then the next kind rolls up, and the machine starts again." {C} tried it on the nearest kind. In less than a minute, one kind was completely gone. That was strangely satisfying, like popping bubble wrap.',
          "8-10":
            '"The Tidy-Up Train," said {H}, "is what professional organizers would charge a fortune for, so listen carefully." {C} rolled {their} eyes, but listened. "One: choose a single category and ignore everything else, on purpose. Two: every item in that category goes to where it lives. No \'for now\' piles. Three: hook on the next category and repeat until everything is home." "No \'for now\' piles?" "\'For now\' piles are just messes with ambition," said {H}. {C} had to admit that described {their} desk perfectly.',
        },
      },
      {
        text: {
          "2-3":
            'Chugga, chugga! {H} made train wheels with {hp} arms. "The Tidy-Up Train! Pick one kind. Chugga, chugga. Take it home. Chugga, chugga!" {C} made train arms too. One kind. Chugga! Home. Chugga! Whoo-whoo! {refrain}',
          "4-5":
            '{H} started to chug, arms going round like train wheels. "This is the Tidy-Up Train," {hs} said, in time with the chugging. "Choose one kind, choose one kind. Take it home, take it home. Next one on, next one on." {C} joined in, arms going round. Choose one kind! {C} picked the nearest kind and chugged each one home. Take it home! "Next one on," sang {H}, and {C} chose another kind without even stopping. The song made the plan easy to remember. It was hard to stay {feeling} while going chugga-chugga.',
          "6-7":
            '"Think of the Tidy-Up Train like a video game," said {H}. "Level one is one kind of thing. Just that kind. You can\'t play level two until level one is finished." {C} looked interested. "What\'s the boss at the end?" "The last kind," said {H}. "By then you\'re very good at it. So: choose one kind, take every one to its home, and that level is beaten. Then the next kind loads." {C} chose the easiest level first, on purpose. Nobody, {C} reasoned, starts a game on the hardest level.',
          "8-10":
            '"Nobody plays a video game by starting on level nine," said {H}. "And yet that\'s what you were doing: trying to beat the whole mess at once." {C} had to admit it sounded silly, put like that. "The Tidy-Up Train is levels," said {H}. "Level one: pick one category. Everything else is background scenery. Level two: every item in that category goes to where it lives. Level complete. Then the next category loads, and you\'re a bit better at it than before." "Is there a final boss?" "Usually it\'s socks," said {H}. "But by then you\'ll be ready for it."',
        },
      },
    ],
    practice: [
      {
        text: {
          "2-3":
            'They played a quick game. {H} called, "All aboard for round things!" {C} found something round. Home it went! "All aboard for red things!" {C} found something red. Choo-choo! Home again! Toot-toot! {refrain}',
          "4-5":
            'They tried a practice run. {H} called out, "All aboard for something round!" {C} spotted something round and carried it home, making train noises. "All aboard for something soft!" {C} found something soft and chugged it off to where it lived. It was silly. It was also, {C} noticed, making a little clear patch in the mess.',
          "6-7":
            'They did a quick warm-up. {H} called out carriages: "Everything blue!" {C} zoomed around finding every blue thing and taking each one home. "Everything with wheels!" Off {C} went again. Each time, a small clear patch appeared, like a clearing in a forest. After three carriages, {C} stopped and looked. The mess hadn\'t gone. But it had definitely shrunk. {C} grinned.',
          "8-10":
            'They did a test run. {H} called out a category, and {C} had to clear every single example before {H} finished counting to twenty. "Anything blue!" {C} managed it with two seconds spare. "Anything with wheels!" Done in fifteen. It was ridiculous, and it worked. After three rounds, there was a visible gap in the chaos, and {C} felt, for the first time, like the mess was losing. {H} looked smug. {C} let {ho} have that one.',
        },
      },
      {
        text: {
          "2-3":
            '{H} had a train idea. {C} {was} the driver. Chug, chug! "Next stop, Home Station!" called {C}. Plonk! One thing off the train. Toot-toot! Back for one more. Plonk! Home it went. {refrain}',
          "4-5":
            'Then {H} had an idea. Every home could be a train station! {C} named the stations: Wobbleton, Snoozeville and Upper Biscuit. "Next stop, Upper Biscuit!" called {C}. Toot! One thing went home. {H} played a passenger who kept missing the stop. It was very silly. But the mess, {C} noticed, got smaller at every station.',
          "6-7":
            "{H} suggested a twist. Every home was a station, and {C} got to name each one. The smallest was called Upper Biscuit. {C} announced each stop in a train-driver voice. At every station, one passenger got off and went home. {H} played a lost traveler looking for the moon. It was the silliest game ever, {C} thought. Oddly, it was also shrinking the mess fastest.",
          "8-10":
            '{H} proposed upgrading the train to a full railway network. Every home became a station, and {C}, as chief engineer, did the naming. The results included Wobbleton Parkway, Lower Snoozeville and Upper Biscuit. {H} played a passenger with very specific complaints. "This train is three seconds late." "Then you\'ll love the next one," said {C}, delivering a load home at speed. By the third station, the network was running smoothly, and large parts of the mess had been successfully delivered.',
        },
      },
      {
        text: {
          "2-3":
            '{H} made a pretend tunnel. "Train goes in!" {C} took a block. Choo-choo! Into the tunnel. Into the box! "More blocks!" Chug, chug! In went another. Toot-toot! All home. {refrain}',
          "4-5":
            'For practice, {H} turned the tidying into a delivery game. {C} {was} the mail carrier, and every thing in the mess was a letter with a home address. "Special delivery for the crayon box!" called {C}, and posted every crayon. "Package for the toy basket!" Thump, in went a teddy. {H} played the happy houses, saying "Thank you, I\'ve missed you!" in a different voice for each one. The mess got smaller with every delivery.',
          "6-7":
            'For practice, they played Rescue Team. Every thing lying about was a stranded animal, and every shelf or box was its home. {C} picked one kind to rescue first: the pretend penguins, which looked a lot like the smallest toys. One by one, each penguin was carried home to safety. Then {H} radioed in: "Team, we have stranded polar bears." Off went {C} again. After three rescues, the rescue area was nearly clear, and {H} awarded an invisible medal.',
          "8-10":
            'They practiced with a game {H} called Speed Category. {H} named a category and a time limit. {C} had to rehome every item in it before the buzzer, a noise {H} made with alarming enthusiasm. "Things that are round! Forty seconds!" "Things you\'d be sad to lose! One minute!" That one took longer, because it required thinking. By round four, {C} {was} calling the categories and {H} was doing the tidying, which {C} considered an excellent result.',
        },
      },
      {
        text: {
          "2-3":
            'Uh-oh! {H} played a messy game. {H} grabbed everything at once. Wobble, wobble. Plop! It all fell down. "Help!" said {H}. "One kind!" said {C}. "Just one kind!" So {H} picked one kind. Clunk, clunk! Home it went. {refrain}',
          "4-5":
            'For practice, they swapped jobs. {H} pretended to be the messy one, and {C} got to be the teacher. {H} tried to carry everything at once, arms piled so high that {hs} could hardly see over the top. Wobble, wobble, crash! {C} laughed out loud. "No! One kind at a time!" "Oh," said {H}, as if this were brand-new information. "Which kind?" "Pick one," said {C}, sounding very wise. {H} picked one kind and chugged it home. "Much better," said {C}. Teaching it, {C} found, made it twice as easy to remember.',
          "6-7":
            'For practice, they swapped jobs: {H} would do the tidying, and {C} would be the coach. {H} immediately did everything wrong. {hs} picked up one thing, got distracted by another and started sorting a third. Then {hs} sat down in the middle of it all, holding four things and looking lost. "Stop," said {C}. "You\'re doing all of it. Pick one kind." "Any kind?" "The easiest kind." {H} chose, tidied, and looked up hopefully. "Now hook on the next one," said {C}. By the end, the coach sounded very sure of the plan, which was exactly what {H} had hoped.',
          "8-10":
            'For practice, {H} volunteered to demonstrate the wrong way, with commentary. {hs} picked up the nearest thing, admired it and balanced it on {hp} head like a hat. Then {hs} opened something else to see what was inside, and finally stood in the middle of everything holding five unrelated objects. "Progress," {hs} announced. "Zero percent," said {C}. "You\'re doing everything." "Then coach me." So {C} coached: one category, every item home, next category. {H} followed orders with exaggerated obedience, saluting at every carriage. It was ridiculous. It was also the clearest the plan had ever been, because {C} had just explained it out loud, twice.',
        },
      },
    ],
    celebration: [
      {
        text: {
          "2-3":
            '{G} looked and looked. "Wow! So tidy!" {C} felt proud. Proud as a train! Toot-toot! {C} did a happy dance. One kind at a time. {C} did it! Everything was home. All clear! Hooray! Toot-toot!',
          "4-5":
            '{G} stopped and looked around. "Look at this! Did you do all this yourself?" {C} nodded proudly. "I used the Tidy-Up Train. One kind at a time." {G} gave a sunny smile. "That\'s such a clever way to do it." {C} felt proud all the way down to {their} toes. {H} gave {Cobj} a wink. Toot-toot.',
          "6-7":
            '{G} looked around, really impressed. "You worked out a system," {G} said. "One kind at a time. That\'s exactly how grown-ups tackle big jobs too." {C} felt a warm glow of pride. The mess had seemed enormous. Now it was gone, and {C} had been the one to make it go. {H} grinned. "Best train driver I\'ve ever seen," {hs} said.',
          "8-10":
            '{G} took a long look, and said nothing for a moment, which was better than saying something. Then: "That\'s seriously good. And you didn\'t even complain much." {C} grinned. It was true. Somewhere around the third carriage, it had stopped feeling like a chore and started feeling like a game {C} {was} winning. "You broke it into pieces," {hs} said. "That\'s most of the secret to everything, not just messes." It was true, and {C} felt it. Everything looked bigger and calmer.',
        },
      },
      {
        text: {
          "2-3":
            '"Thank you for tidying," said {G}. {C} beamed. Everything was home! {H} smiled and said, "Choo-choo, you did it!" {C} felt happy and light. Light as a feather. {refrain} Toot-toot!',
          "4-5":
            '{G} looked around and smiled. "Thank you. Everything is back where it belongs." {C} felt a bubbly, proud feeling. It was funny. The mess had looked like a mountain. But one kind at a time, it had turned into nothing at all. {H} did a little cheer. {hs} said, "Toot-toot! The Tidy-Up Train has arrived."',
          "6-7":
            '"Thank you," {G} said. "That was a big job, and you did it all." {C} noticed something surprising. Tidying had been hard at the start and easier at the end, as if the train had picked up speed. And now there was space to play again, which was honestly the best bit. "Funny how a clear space makes you want to play," {hs} said.',
          "8-10":
            '"Thank you," {G} said. "I mean it. That was a lot." {C} shrugged, but looked pleased. The strange thing was how quickly it had gone once there was a plan. The mess had felt permanent, like weather. Then it had just been one kind of thing, and then another, and then nothing. "Messes look like mountains right up until you start," {hs} said. "Then they\'re just a lot of small hills." {C} laughed, and picked up the first hill. It was annoyingly wise.',
        },
      },
      {
        text: {
          "2-3":
            '{G} looked all around. "Hmm," said {G}. "Where did the mess go?" {H} smiled a big smile. "Home! On the train!" said {name}. {C} felt proud and clever. Toot-toot! All tidy now. Happy, happy {name}.',
          "4-5":
            '{G} looked all around the room. "Excuse me," said {G}, pretending to be puzzled. "I\'m looking for a mess. Has anyone seen one?" That made {Cobj} giggle. "It went home on the Tidy-Up Train," {C} explained. {H} nodded very seriously. {C} felt proud, the kind of proud that makes you stand on tiptoe.',
          "6-7":
            '{G} looked around the room and did a double take. "Sorry, I think I\'m in the wrong place," {G} said. "There was a mess here a minute ago." "It took the train," said {C}. "One carriage at a time." {H} grinned. {C} felt proud, in a way that was hard to hide. Now {C} knew the trick: a big job was just lots of small ones standing in a line.',
          "8-10":
            '{G} surveyed the scene for a long moment. "I\'d like to report a missing mess," {G} said. "Last seen ten minutes ago. Large. Answers to nothing." "It\'s been relocated," said {C}. "Everything\'s at its own station now." {H} looked impressed. Secretly, {C} enjoyed that a lot. The funny thing was that the tidying itself hadn\'t been the hard part. Starting had. Once the first carriage was hooked on, the rest had more or less pulled itself along, and {C} had simply been the one driving.',
        },
      },
      {
        text: {
          "2-3":
            '"Show me!" said {G}. So {C} did a tour. "Home!" Point. "Home!" Point. "All home!" {G} clapped. Clap, clap! "What a tidy-upper!" {C} felt proud and tall. Toot-toot! {refrain}',
          "4-5":
            '"Can I have the tour?" {G} asked. So {C} gave one. "This kind went here, and that kind went there, and these ones all live together now." {G} followed, stopping at every stop as if it were a museum. "And where did the mess go?" "Nowhere," said {C}. "I mean, everywhere. Home." {G} laughed. "Best tour I\'ve ever been on." {C} felt proud, right up to the top of {their} head. {H} brought up the rear, clapping at every stop.',
          "6-7":
            '{G} asked for a guided tour. {C} led the way, like a guide in a museum. "On your left, the first carriage. On your right, the second. Everything here has gone home." {G} asked, very seriously, which kind had been hardest. "The first," said {C}. "After that it sort of rolled." {G} said it was the best exhibition of the whole year. {C} felt a glow of pride. {H} had tagged along at the back of the tour, and gave it five stars.',
          "8-10":
            '{G} came to inspect, and asked, with a straight face, for a guided tour. {C} obliged. "This area was formerly a disaster zone. Through careful use of the Tidy-Up Train, each category has been returned to its natural home." {G} asked what the hardest carriage had been. "The first one," said {C}. "Everything after that had momentum." {G} looked genuinely impressed, which was worse, in a way, than being teased. {C} felt proud, and slightly embarrassed about feeling proud, which is a very particular kind of good. {H} gave the tour a glowing review.',
        },
      },
    ],
  },
  talkAbout: [
    "What kind of thing would you put on the Tidy-Up Train first?",
    "Where does your favorite toy live when you've finished playing?",
    "Why did the mess feel smaller when {name} did one kind at a time?",
    "How did {name} feel when everything was back home?",
    "What makes tidying feel too big sometimes?",
    "What sound would your Tidy-Up Train make?",
  ],
  episodes: [
    {
      id: "toy-floor",
      moment: "tidy-up time",
      place: "living room",
      time: "evening",
      props: ["blocks", "toy car", "doll", "book"],
      feeling: ["grumpy", "overwhelmed"],
      summary: "{C} says the living-room mess is too big to tidy",
      object: "toys",
      talkAbout: "Which kind of toy did {name} tidy first?",
      scenes: {
        opening: {
          text: {
            "2-3":
              'The sky was pink over {home}. {C} had played with toys all day. Blocks here! Cars there! Dolls and books everywhere! Crash went the tower. Vroom went the cars. "Tidy-up time," said {G}. "Then bath." {C} looked at the floor. Uh-oh.',
            "4-5":
              'It was evening at {home}, and {C} had had a wonderful day of playing. There were blocks by the sofa, toy cars under the table, dolls having a picnic on the rug and books open everywhere. Then {G} called from the doorway. "Tidy-up time! Then it\'s bath time." {C} looked down at the floor. Where had it gone?',
            "6-7":
              'It was evening at {home}, and the living room looked like a toy shop had exploded in it. {C} had built a block city, raced every toy car across it, and then invited the dolls to a concert. Books lay open where they\'d been dropped. It had been a perfect day. Then {G} looked in and said, "Time to tidy up, please. Bath in twenty minutes."',
            "8-10":
              'It was evening at {home}, and the living room bore the evidence of {C\'s} very productive day. A block city covered half the rug. Toy cars were parked in unlikely places, including a plant pot. An old doll was presiding over a meeting on the sofa, and at least six books lay face-down, mid-chapter. Then {G} appeared in the doorway. "Tidy-up time, please," {G} said. "Bath in twenty minutes."',
          },
        },
        problem: {
          text: {
            "2-3":
              "{C} picked up one block. Then {C} saw a car. Then a doll. Then a book. So many things! {C} dropped the block. Plop! {C} flopped down on the rug. {C} said, \"It's too big! I can't!\" The mess stayed a mess.",
            "4-5":
              "{C} picked up a block, then saw a car, then a doll, then a book, and didn't know which to put away first. The block went back on the floor. {C} flopped down on the rug. {C} wailed, \"It's too much! I can't do it!\" {G} came to look. Nothing had moved, except {Cobj}, who was now lying in the middle of it.",
            "6-7":
              "{C} picked up a block, then noticed a car, then a doll with one shoe, then a book that looked interesting. Five minutes later, {C} {was} reading the book in the middle of the mess, and nothing had been tidied at all. When {G} came back, {C} flung the book down. \"It's too much! I can't tidy all this!\" {C} flopped back onto the rug.",
            "8-10":
              '{C} started with good intentions, which lasted about a minute. A block led to a car, the car led to a doll, and the doll led to a book, which turned out to be quite good. When {G} came back, {C} {was} sprawled in the middle of the rug, reading, surrounded by exactly the same mess. "It\'s too much," {C} said, before {G} could say anything. "It\'s physically impossible to tidy all of this."',
          },
        },
        feeling: {
          text: {
            "2-3":
              "{C} felt {feeling}. Grumpy face. Grumpy tummy. So many toys! The blocks looked big. The cars looked big. Everything looked too big. {C} hugged {cuddly} tight. {C} did not want to tidy. Not one bit. Grumpy, grumpy.",
            "4-5":
              "{C} felt {feeling} and wobbly inside. Every time {C} looked at the floor, the mess seemed to grow. How could one person put away all those things before bath time? It felt like trying to eat a whole cake in one bite. {C} hugged {cuddly} and stared at the ceiling instead.",
            "6-7":
              "{C} felt {feeling}. That was the only word for it. There were so many things in so many places that {C's} brain didn't know where to begin, so it just refused. \"If I can't do it all, what's the point of starting?\" {C} thought. {G} sighed and looked at the clock. Bath time was getting closer, and the mess wasn't getting any smaller.",
            "8-10":
              "{C} felt {feeling}, which was a strange feeling to have about toys. It wasn't any single block or car. It was all of it at once, in every direction, each thing reminding {Cobj} of another thing. Looking at it made {C's} brain go fuzzy, like a screen with too many tabs open. It seemed easier not to start at all than to start something that could never be finished. So {C} lay there, reading, while the mess stayed exactly the same.",
          },
        },
        stumble: {
          text: {
            "2-3":
              '{C} tried the train. "Blocks first!" {C} put three blocks away. Choo-choo! Then {C} saw a car. Vroom! {C} played with the car. Oops! The train stopped. The blocks were only half done. The cars were all over the rug. Hmm.',
            "4-5":
              '{C} started the Tidy-Up Train. {C} said, "Blocks first!" Then {C} carried an armful of blocks to the box. Choo-choo! But halfway through, {C} spotted a shiny red car and zoomed it across the rug instead. Then a doll. Soon {C} {was} playing again, and the block carriage was only half done. The train had come off the tracks.',
            "6-7":
              "{C} started with blocks. It went well at first: one armful, two armfuls, into the box. Then {C} found a car under the sofa and, without really meaning to, drove it around the rug. Then {C} picked up a doll to put away, and put a block down instead. Soon there was a bit of everything in the wrong place. {C} had jumped carriages.",
            "8-10":
              "{C} declared the first carriage to be blocks, and did well for about two minutes. Then a car turned up under a cushion, and {C} tidied that instead. Then a book. Then {C} {was} holding a doll, a block and a car at the same time, standing in the middle of the room with no idea where any of them were going. Half the blocks were still on the rug. The train had derailed, and the driver had wandered off to read.",
          },
        },
        success: {
          text: {
            "2-3":
              "So {C} had another go. Blocks only! All the blocks. Home they went! Choo-choo! Then cars only. Vroom, home! Then dolls. Then books. The floor was clear! {C} did it! {refrain} Wow! Look at all that floor!",
            "4-5":
              "So {C} tried again, properly this time. Blocks only. Every single block went in the box, and {C} didn't look at anything else. Toot-toot, carriage done! Then cars only, into the garage. Then dolls, onto the shelf. Then books, back on the pile. And there, suddenly, was the whole floor. {C} stood in the middle of it and gasped.",
            "6-7":
              '{C} put everything down and started again. Only blocks, until every block was in its box. Then only cars, until every car was parked. Then dolls, then books. {C} chanted the carriages out loud to stay on track: "Blocks, cars, dolls, books." It took eleven minutes. When it was done, {C} looked around the room and hardly recognized it. There was carpet everywhere.',
            "8-10":
              '{C} put everything down and started over, strictly one category at a time. Then {C} came up with something: {C} made a list of carriages on a scrap of paper, blocks, cars, dolls, books, and ticked each one off when it was done. Blocks took four minutes. Cars took two. The dolls were quick. By the time {C} ticked off books, the rug was visible again, and {G} was staring from the doorway. "Is this the same room?" {G} asked, looking around twice.',
          },
        },
        echo: {
          day: 1,
          time: "evening",
          props: ["blocks", "toy car"],
          text: {
            "2-3":
              'The next evening, it was tidy-up time again. {C} did not flop. {name} said, "Choo-choo!" Blocks first. Then cars. Then dolls. Then books. {C} did it alone! {G} clapped and clapped. The train was so quick! Choo-choo, all the way home.',
            "4-5":
              'The next evening, the living room was messy again. But when {G} said it was tidy-up time, {C} didn\'t flop down. {C} shouted, "All aboard the Tidy-Up Train!" Blocks first, then cars, then everything else. It was done before {G} had even finished running the bath. {G} laughed and said, "That train is fast!"',
            "6-7":
              'The next evening, the block city was back, bigger than ever. When {G} called tidy-up time, {C} took one look at the mess, didn\'t flop at all, and announced, "First carriage: blocks." Then cars, then everything else. It was done before the bath was full. {G} peeked in, amazed. {C} just shrugged. It turned out tidying was easy when you knew where to start.',
            "8-10":
              "The next evening, there was a new block city, larger and more ambitious than the first. When {G} called time, {C} got up without a word, fetched the list, crossed out yesterday's ticks and started again: blocks, cars, dolls, books. It took nine minutes. {G} checked twice, as if suspecting a trick. There wasn't one. {C} had just found out that a plan beat a mood. Moods, it turned out, were easier to change than floors.",
          },
        },
        ending: {
          text: {
            "2-3":
              'Later, {name} had a bubbly bath. Splash, splash! The toys were all home. The blocks slept in the box. The cars slept in the garage. {G} gave {name} a big hug. "My tidy-up driver," {G} said. {name} smiled a sleepy smile.',
            "4-5":
              'Later, after a warm, bubbly bath, {name} padded back through the living room in pajamas. Everything was home: blocks in the box, cars in the garage, dolls on the shelf. It looked so cozy and calm. "Goodnight, toys," {name} whispered. {G} smiled and turned out the light. Tomorrow, the whole clean floor would be ready for playing.',
            "6-7":
              'Later, clean from the bath and wrapped in a towel, {name} stopped in the doorway of the living room. Every toy was home. The floor was clear and calm, waiting for tomorrow\'s games. {name} felt a quiet kind of pride, the kind that comes from finishing something. "Goodnight, city," {name} whispered to the box of blocks, and went off to bed smiling.',
            "8-10":
              "Later, after the bath, {name} walked through the living room and stopped. It was strange, seeing it so clear. The city would be rebuilt tomorrow, probably bigger. But tonight the room was calm, the blocks were boxed, and the list was pinned to the fridge, ready for next time. {name} switched off the lamp and felt, for no obvious reason, extremely pleased. Then {name} went to bed and slept like a train tucked up in its shed.",
          },
        },
      },
    },
    {
      id: "paint-table",
      moment: "after painting",
      place: "kitchen",
      time: "afternoon",
      props: ["paints", "table", "cup", "drawing"],
      feeling: ["huffy", "annoyed"],
      summary: "{C} leaves paint and brushes all over the kitchen table",
      object: "paints",
      talkAbout: "Why did {G} need the table cleared?",
      scenes: {
        opening: {
          text: {
            "2-3":
              "It was afternoon at {home}. {C} painted at the kitchen table. Splish, splash! Red paint. Blue paint. A big yellow sun! Paint on the brush. Paint on the table. Paint on {C's} nose! What a happy picture!",
            "4-5":
              "One afternoon at {home}, {C} painted at the kitchen table. There were pots of red, blue and yellow paint, a cup of muddy water, brushes and lots of paper. {C} painted a dragon, then a rainbow, then a dragon eating a rainbow. Paint got on the brushes, on the table, and somehow on the tip of {C's} nose.",
            "6-7":
              "One afternoon at {home}, {C} set up a painting studio on the kitchen table. There were pots of paint in every color, a cup of water that had turned a murky brown, brushes everywhere and a stack of paper. By four o'clock, {C} had painted six pictures, including a very good one of a dragon surfing. The table looked like it had been painted too.",
            "8-10":
              "One afternoon at {home}, {C} turned the kitchen table into an art studio and got properly absorbed. By four o'clock there were nine finished paintings drying on the floor. The cup of water had turned the color of swamp. Brushes were stuck to the table in small puddles of paint, and a thin layer of glitter lay over everything, including {Cobj}. The dragon-surfing series was, {C} felt, the best work so far.",
          },
        },
        problem: {
          text: {
            "2-3":
              '{C} said, "All done!" Off {C} ran to play. But the paint stayed. The brushes stayed. The muddy water stayed. {G} came in. "Oh dear. It\'s nearly dinner," {G} said. "Can you tidy, please?" "No," said {name}. "Too messy!"',
            "4-5":
              '{C} announced, "I\'m finished!" Then off {C} ran to play with the blocks. The paint pots stayed open. The brushes dripped. The muddy cup sat in the middle of everything. {G} came in to start dinner and stopped. "Could you tidy up the paints, please? I need the table." "But I\'m playing now," said {C}, and didn\'t move.',
            "6-7":
              'When the last painting was done, {C} wandered off to play, leaving everything exactly where it was. Lids off, brushes stuck, muddy water waiting to be knocked over. {G} came in to make dinner and stopped at the table. "I need this cleared, please," {G} called. {C} groaned from the other room. "Can\'t you do it? I\'m busy." The paint, meanwhile, was drying into the wood.',
            "8-10":
              'Once the painting was finished, {C} drifted off to read, leaving the studio to fend for itself. Twenty minutes later, {G} came in to make dinner and found the table entirely unavailable. "I need the table cleared, please," {G} called. "It\'s nearly dinner." "In a minute," said {C}, which everyone in the house knew meant never. The paint on the brushes was quietly setting, like glue. {G} glanced at the clock. Dinner was waiting.',
          },
        },
        feeling: {
          text: {
            "2-3":
              "{C} came to look. Paint everywhere! Sticky brushes. Muddy water. {C} felt {feeling}. Huff, puff! Painting was fun. Tidying was not fun. {C} stamped a foot. Stamp! But the table was still messy. Drip, drip went a brush. Drip, drip. Hmm.",
            "4-5":
              '{C} came back and looked at the table. It was so messy. There was paint on everything. {C} felt {feeling}. Painting had been so much fun, and now the fun was over, and all that was left was the boring part. "It\'s not fair," {C} grumbled. "Why does tidying take longer than painting?"',
            "6-7":
              '{C} trudged back into the kitchen and looked at the table. It was worse than {C} remembered. {C} felt {feeling}, mostly because the fun part was over and the boring part had arrived, and partly because {G} was waiting. "Painting takes ten minutes," {C} thought. "Cleaning up takes forever. Nobody ever says that when you start." {C} picked up a brush, then put it down again.',
            "8-10":
              "{C} came back to the kitchen with the air of someone walking to a dreadful fate, and looked at the table. It was worse than {C} remembered. Some of the brushes had dried stiff. The water cup had grown a skin. {C} felt {feeling}, mainly at the universe, for arranging things so that making a mess took half the time of clearing one. It seemed like a design flaw. {C} picked up a brush. It was stuck to a piece of paper.",
          },
        },
        stumble: {
          text: {
            "2-3":
              'Off went the Tidy-Up Train! "Brushes first!" {C} picked up one brush. Drip! Then {C} saw the paper. Then a lid. {C} grabbed it all. Wobble! The cup tipped. Splash! Oops. Muddy water on the table. Drip, drip, drip. {C} sighed.',
            "4-5":
              '{C} tried the Tidy-Up Train. "Brushes first," {C} said. But then {C} grabbed a lid as well, and some paper, and a paint pot, all at once. Wobble, wobble. The muddy water cup tipped over and splashed across the table. "Oh no!" The mess was bigger than before. {C} had forgotten the most important part: one kind at a time.',
            "6-7":
              "{C} started the train, but tried to carry everything at once: brushes, lids, two paint pots and the water cup, all balanced in a wobbly tower. Halfway to the sink, the cup tipped. Muddy water went all down {C's} front and across the floor. {C} stood there, dripping. One kind at a time, {C} remembered. Not every kind at once. {C} grabbed a cloth and sighed.",
            "8-10":
              "{C} announced the first carriage as brushes. Then, in a burst of efficiency, {C} decided to also bring the lids, the pots and the water cup in the same trip. It was an ambitious load. Somewhere between the table and the sink, the water cup made a bid for freedom. Swamp water went everywhere: floor, socks, cat. {C} stood there, dripping. The train had not been the problem. The driver had. {C} went to find a cloth.",
          },
        },
        success: {
          text: {
            "2-3":
              "One more go! Brushes only! Wash, wash, in the sink. Then lids only. Click, click! Then paints only. Then a cloth for the table. Wipe, wipe! All clean! {refrain}",
            "4-5":
              "So {C} tried again, slowly. First carriage: brushes only, washed under the faucet until the water ran clear. Second carriage: lids, click, click, onto every pot. Third carriage: pots, back into the box. Last carriage: a sponge for the table and the puddle. When {C} stepped back, the table was clean and shiny. {G} could hardly believe it.",
            "6-7":
              "{C} took a breath and started again, properly. Brushes only: washed and stood in the jar. Lids only: clicked onto every pot. Pots only: back in the box. Then a cloth, for the table and the spill. Each carriage took about two minutes. Before {C} knew it, the table was clear, the floor was dry and {G} had a whole table to make dinner on.",
            "8-10":
              "{C} took a breath and reset. Brushes only, rinsed until the water ran clear. Lids, matched to pots. Pots, into the box. Then inspiration struck {Cobj}. The nine paintings went onto a string across the kitchen window, hung with clothes pegs, instead of lying on the floor waiting to be trodden on. Then a cloth for the table. Ten minutes later, {G} had a clean table and an exhibition. {G} laughed out loud and asked for a tour.",
          },
        },
        echo: {
          day: 1,
          time: "afternoon",
          place: "living room",
          props: ["crayons", "drawing"],
          text: {
            "2-3":
              'The next day, {C} drew with crayons. Scribble, scribble! Then {C} {was} done. But {C} did not run off. Crayons first! Into the box they went. Then paper. Choo-choo! All tidy. {G} smiled and smiled. "Thank you," said {G}. Choo-choo!',
            "4-5":
              "The next afternoon, {C} did some drawing with crayons in the living room. When {C} had finished, {C} didn't run off. {C} thought, \"Tidy-Up Train!\" First the crayons, every single one, into the tin. Then the paper, into a neat pile. Then the drawings onto the fridge. It took two minutes. {G} didn't even need to ask.",
            "6-7":
              'The next afternoon, {C} spent an hour drawing with crayons in the living room. When it was finished, {C} reached for a book, then stopped. "Train first," {C} said out loud. Crayons into the tin. Paper into a pile. Finished drawings onto the fridge. It took three minutes, and then the book was waiting, and nobody had to ask anybody anything. {G} smiled from the doorway.',
            "8-10":
              'The next afternoon, {C} did a long session with crayons in the living room. At the end, the familiar urge to drift away arrived right on time. {C} noticed it, and ran the train instead: crayons, then paper, then finished drawings up on the string. Three minutes. {G} walked past, did a double-take, and said, "Who are you and what have you done with my child?" {C} took it as a compliment. It was the best kind of compliment.',
          },
        },
        ending: {
          text: {
            "2-3":
              'Later, everyone ate dinner at the clean table. Yum! {C\'s} paintings hung on the wall. A dragon! A rainbow! {G} smiled at {name}. "My tidy painter," {G} said. {name} felt proud and happy. Yum, yum. A happy, tidy day.',
            "4-5":
              'Later, everyone sat down to dinner at the clean table. {C\'s} paintings were drying on the windowsill, and everyone said the dragon eating a rainbow was the best one. {G} raised a glass of water. "To our artist, who also cleans up," {G} said. {name} giggled and felt as bright as all the paint colors put together.',
            "6-7":
              "Later, dinner was served on a spotless kitchen table, surrounded by six drying paintings. {G} said the surfing dragon deserved to be in a gallery. {name} thought the clean table was almost as impressive as the dragon. The painting had been fun. The tidying, surprisingly, had been satisfying. {name} decided that a good artist probably needed both. Everyone smiled all through dinner.",
            "8-10":
              "Later, they ate dinner at a clean table under the string of paintings, which swayed slightly whenever anyone opened the door. {G} declared the surfing dragon series a triumph. {name} privately thought the most impressive thing in the room was the table itself, unrecognisable two hours earlier. Artists, {name} decided, were allowed to make a mess. Good ones cleaned it up afterwards. {name} passed the potatoes around the table, feeling quietly brilliant and still very slightly glittery.",
          },
        },
      },
    },
    {
      id: "sandbox",
      moment: "leaving the sandbox",
      place: "playground",
      time: "afternoon",
      props: ["sandbox", "bucket and spade", "ball", "swing"],
      other: { role: "friend", kind: "child" },
      feeling: ["wiggly", "impatient"],
      summary: "{C} runs to the swings and leaves the sandbox toys for a friend to tidy",
      object: "sandbox toys",
      person: "friend",
      talkAbout: "How do you think {O} felt when {name} came back to help tidy?",
      scenes: {
        opening: {
          text: {
            "2-3":
              "It was afternoon in {town}. {C} and {O} played in the sandbox at the playground. Dig, dig, dig! They had buckets and spades. They made a sandcastle. A big one! Pat, pat, pat. Sand everywhere! So much fun! Whee!",
            "4-5":
              "One sunny afternoon, {C} and {C's} friend {O} played in the sandbox at the playground in {town}. {O} had brought all {op} sand toys: two buckets, three spades, a sieve and a little ball. They built a castle with towers and a moat. Sand went everywhere: in shoes, in hair and all over the path.",
            "6-7":
              "One sunny afternoon at the playground in {town}, {C} and {C's} friend {O} spent an hour in the sandbox. {O} had brought a whole bag of sand toys: buckets, spades, moulds, a sieve and a ball. Together they built an enormous castle with a moat, towers and a drawbridge made of a popsicle stick. By the end, the toys were scattered across the sandbox like treasure.",
            "8-10":
              "One sunny afternoon at the playground in {town}, {C} and {C's} friend {O} spent a solid hour in the sandbox building a sand fortress. It had a moat, three towers and a drawbridge engineered from a popsicle stick. {O} had brought an entire bag of sand toys: buckets, spades, moulds, a sieve, a ball for the moat. By the time the fortress was finished, the toys were spread across the whole sandbox, half-buried, like finds at an archaeological dig.",
          },
        },
        problem: {
          text: {
            "2-3":
              'Then {C} saw the swings. Whee! {C} ran off. The spades stayed. The buckets stayed. The ball stayed. {O} had to find them all. Dig, dig. {O} looked sad. {O} called, "Help me!" But {C} {was} swinging. Whee, whee went {C}.',
            "4-5":
              'Then {C} spotted that the swings were free. {C} shouted, "Swings!" Off {C} ran, without looking back. The buckets, spades and ball stayed scattered all over the sandbox. {O} started picking them up alone, digging for the buried ones. "Can you help?" {O} called. But {C} {was} already swinging high and didn\'t hear, or pretended not to.',
            "6-7":
              'Then {C} noticed the swings were finally free. {C} called, "Race you!" Off {C} ran. {O} looked at the sandbox, full of {op} toys, half of them buried, and didn\'t race anywhere. {O} started digging them out, one by one, on {op} own. "Aren\'t you helping, {name}?" {O} called. {C} swung higher and pretended the wind was too loud. {O} kept digging, alone.',
            "8-10":
              'Then a swing came free, which at that playground was rarer than treasure. {C} {was} off like a shot. {O} stayed behind, looking at a sandbox full of {op} own toys, most of them half-buried. {O} started the long process of digging them out alone. "Are you coming to help?" {O} called. {C}, swinging, shouted something that sounded like "in a bit" and swung a little higher. {O} kept digging, slowly and sadly, on {op} own.',
          },
        },
        feeling: {
          text: {
            "2-3":
              "{C} swung. Whee! But {C} looked down. {O} was digging all alone. {C} felt {feeling}. The swing was fun. But {O} was sad. {C's} tummy went funny. Hmm. Swing or help? The sandbox looked so big. And {O} looked so small.",
            "4-5":
              "{C} swung up high, then looked down. {O} was still digging alone, with sandy hands and a sad face. {C} felt {feeling}. {C} wanted to stay on the swing forever. But {C's} tummy felt funny, watching {O} do all the work. The toys had been fun to play with. Picking them up was the boring bit.",
            "6-7":
              "{C} felt {feeling} on the swing, legs kicking, not wanting to get off. But every time the swing went forward, {C} could see {O} alone in the sandbox, digging up spades. \"It's {O's} stuff anyway,\" {C} thought. But they'd both played with it. {C's} tummy did a small, uncomfortable flip that had nothing to do with swinging. {C} dragged both feet to slow down.",
            "8-10":
              "{C} felt {feeling}, and then something less comfortable. From the top of each swing, {C} could see {O} in the sandbox, sifting for buried moulds. Technically, they were {O's} toys. But they'd both used them, and the fortress had been a joint project. Also, {C} had waited ages for this swing. It was annoying how a swing could feel so much less fun when someone was doing your share of the work below you. {C} dragged both feet.",
          },
        },
        stumble: {
          text: {
            "2-3":
              '{C} jumped off the swing. {C} ran to the sandbox. "Spades first!" Spade, spade, spade. In the bag! "All done!" said {C}, and off {C} ran. But the buckets! The ball! Still in the sand. {O} was still digging. Uh-oh.',
            "4-5":
              '{C} jumped off the swing and ran back. "I\'ll help! Tidy-Up Train! Spades first!" {C} dug up every spade and dropped them in the bag, choo-choo. "Done!" {C} called, and ran straight back towards the swings. But the buckets were still in the sand, and the moulds, and the ball. {O} looked at the bag, then at the sandbox, and kept digging alone. {C} stopped halfway. One carriage wasn\'t a whole train.',
            "6-7":
              '{C} jumped off the swing and ran back. "Sorry! I\'ll help. Tidy-Up Train: spades first." {C} found every spade, dropped them in the bag and said, "Done!" {C} {was} halfway back to the swings before noticing {O}, still kneeling in the sand among the buckets, the moulds and a half-buried ball. "That was one kind," {os} said. "There are about five." {C} stopped. One carriage was a start. It wasn\'t a train.',
            "8-10":
              '{C} jumped off the swing and jogged back, slightly sheepish. "Sorry. I\'m helping. Tidy-Up Train: spades first." It went brilliantly. Every spade was found, knocked clean and bagged in under a minute. "Done," said {C}, and turned for the swings. {O} looked up from a sandbox that still held four buckets, six moulds, a sieve and a ball. {os} asked, "Is that the whole train?" {C} had to admit it was one carriage, and that one carriage, however well driven, was not a train.',
          },
        },
        success: {
          text: {
            "2-3":
              '{C} ran back. "Next carriage!" Buckets in the bag. Choo-choo! Then the ball. Bounce, plop! {O} laughed and said, "Toot-toot!" All done together! {refrain} {O} gave {name} a sandy high five.',
            "4-5":
              'So {C} went back and hooked on the next carriage. "Buckets!" {O} joined in, and they dug up every bucket and put them in the bag. Then the moulds. Then the ball. They made train noises all the way. In five minutes, every toy was packed, and {O} was laughing. "That was the fastest tidy-up ever!"',
            "6-7":
              '{C} tried again, properly. "Next carriage," {C} said. "Buckets." Together they found every bucket and dropped them in the bag. Then moulds. Then the sieve, then the ball. Each carriage was quick. Soon the sandbox was empty except for the castle. "That was actually fun," {os} said. "Now can we both go on the swings?" They ran to the swings, both laughing.',
            "8-10":
              '{C} tried again, properly this time. "Right. Next carriage." Then {C} spotted a better way: they\'d take turns calling carriages, and whoever called had to find one item of that kind buried somewhere, treasure-hunt style. {O} called moulds and found two. {C} called buckets. The sieve was last, found by {O} with a victory shout. Five minutes, one empty sandbox. "Best game of the day," said {O}. "And that includes the fortress." They ran for the swings.',
          },
        },
        echo: {
          day: 1,
          time: "afternoon",
          props: ["ball", "swing"],
          text: {
            "2-3":
              'The next day, {C} and {O} played ball. Bounce, bounce! Then {C} saw the swings. But {C} did not run. {C} said, "Ball first!" Into the bag it went. Then the swings. Whee! Up, up, up! Nobody was left behind.',
            "4-5":
              'The next afternoon, {C} and {O} played ball and hoops at the playground. When the swings came free, {C} wanted to run straight over. Instead {C} said, "Train first!" They put away the ball, then the hoops, in about one minute flat. Then they raced to the swings together, and nobody was left behind to tidy.',
            "6-7":
              'The next afternoon, {C} and {O} were playing ball and hoops when the swings came free. {C} felt the old urge to run. Instead, {C} called, "Quick carriage! Balls first!" The ball went in the bag, then the hoops. It took a minute. Then they ran to the swings together, and swung side by side, with nothing left behind. {O} gave {Cobj} a thumbs up.',
            "8-10":
              "The next afternoon, {C} and {O} were playing ball when, once again, a swing came free. {C} felt the familiar tug. Instead, {C} grabbed the ball. \"Express carriage,\" {C} said. Ball, hoops, water bottles: done in under a minute. They reached the swings together, with {O} demanding to know why {C} hadn't invented the train years ago. {C} explained that genius couldn't be rushed. {O} said that was probably true, and gave {Cobj} a push, higher and higher.",
          },
        },
        ending: {
          text: {
            "2-3":
              "Later, {C} and {O} swung side by side. Up, up, up! The sandbox was tidy. The toys were in the bag, ready to go home. {O} and {name} laughed. Good friends. Whee! What a happy day! Toot-toot, home they go!",
            "4-5":
              'Later, {C} and {O} swung side by side, higher and higher, feet nearly touching the sky. The bag of sand toys sat tidy on the bench, ready to go home. {O} asked, "Same time tomorrow?" "Same time tomorrow," said {name}. It was, {name} thought, the best kind of playing: the kind where everyone gets a swing.',
            "6-7":
              "Later, {C} and {O} swung side by side as the sun got lower over the playground. The bag of toys sat packed on the bench, and the sand castle was still standing in its tidy sandbox. {name} felt warm and happy. It was funny. Helping hadn't taken the fun away. It had just made room for more of it. {O} thought so too.",
            "8-10":
              "Later, {C} and {O} swung side by side as the light went golden over the playground. The fortress still stood in its cleared sandbox, a monument to good engineering. The bag of toys sat packed on the bench. {name} thought about the afternoon. Running off had gotten {Cobj} a swing. Coming back had gotten {Cobj} a better game, a happier friend and, eventually, a swing anyway. That seemed like a good trade. The sun went down slowly.",
          },
        },
      },
    },
    {
      id: "lost-shoe",
      moment: "the messy bedroom",
      place: "bedroom",
      time: "morning",
      props: ["shoes", "backpack", "coat", "bed"],
      feeling: ["worried", "stressed"],
      summary: "{C} cannot find a shoe in the messy bedroom on a busy morning",
      object: "shoe",
      talkAbout: "How did tidying help {name} on the next busy morning?",
      scenes: {
        opening: {
          text: {
            "2-3":
              'It was a bright morning at {home}, and {C} needed {their} red shoe. {G} called, "Shoes on! Time to go!" {C} ran to the bedroom. Clothes on the floor. Toys on the bed. Books by the door. Where was the red shoe? {C} looked and looked.',
            "4-5":
              'It was a busy morning at {home}. "Shoes and coat, please," called {G}. "We\'re leaving in two minutes!" {C} ran to the bedroom. The floor was covered in clothes, toys, books and one backpack with everything spilling out. {C} found one red shoe right away. But the other shoe was nowhere to be seen.',
            "6-7":
              'It was a busy school morning at {home}, and everything was running late. "Shoes, coat, backpack!" {G} called. "Two minutes!" {C} dashed into the bedroom and stopped. The floor had disappeared under a week\'s worth of clothes, toys, books and crumpled drawings. One shoe sat by the bed. The other shoe, the important one, was somewhere under all of it.',
            "8-10":
              'It was a busy school morning at {home}, running the usual three minutes behind. "Shoes, coat, bag," {G} called. "We leave in two minutes." {C} went to the bedroom and faced the situation. The floor had been gradually vanishing all week under clothes, books, games and what might once have been a science project. One shoe was by the bed, where it had been kicked off. Its partner was somewhere in the landscape.',
          },
        },
        problem: {
          text: {
            "2-3":
              '{C} threw things. Clothes went flying! Toys went flying! No shoe. {C} cried, "Where is it?" {G} called, "Time to go!" {C} dug and dug. Still no shoe! The room got messier and messier. At last, there it was, under the bed. Late, late, late!',
            "4-5":
              '{C} started throwing things out of the way. Socks flew. Books flew. A teddy landed on the lamp. Still no shoe. {G} called, "Hurry up!" {C} dug faster, shouting back, "I can\'t find it!" The mess just got bigger. At last {G} came in, and together they found the shoe under the bed, inside a sweater. They were very late.',
            "6-7":
              '{C} started digging. Clothes flew over {their} shoulder. Books thumped onto the bed. {C} wailed, "Where is it?" {G} called, "We\'re late!" "I can\'t find it!" The harder {C} searched, the worse the mess got. In the end, {G} came in and found the shoe wrapped inside a sweater under the bed. They ran all the way to school, and still missed the bell.',
            "8-10":
              '{C} began excavating. Clothes went over {their} shoulder, books onto the bed, a board game spilled its pieces across the rug. "We\'re going now," {G} called. "I can\'t find it," {C} called back, sounding a bit wild. The search made things dramatically worse. Eventually {G} came in, took one look, and found the shoe inside a sweater, under the bed, under a jigsaw. They were late for school for the third time that month.',
          },
        },
        feeling: {
          time: "evening",
          text: {
            "2-3":
              "That evening, {C} stood in the bedroom. {C} felt {feeling}. Wobbly tummy. Hot cheeks. Rush, rush, rush, this morning! Late, late! All because of the lost shoe. {C} looked at the messy floor. So many things. Hmm. Too many things.",
            "4-5":
              "That evening, {C} stood in the bedroom doorway and remembered the morning. {C} had felt so {feeling}, with a tight tummy and hot cheeks, running to school late. It was horrible. And it was all because the shoe had been hiding in the mess. {C} looked at the floor, still covered in things, and didn't want to feel like that ever again.",
            "6-7":
              'That evening, {C} stood in the bedroom doorway and remembered the morning. {C} had felt so {feeling}: heart racing, walking into class when everyone was already sitting down and looking up. "It wasn\'t my fault," {C} thought. "The shoe was hiding." But a small voice inside said the shoe had only been hiding because the whole floor was a hiding place. {C} sighed a long sigh.',
            "8-10":
              "That evening, {C} stood in the bedroom doorway and replayed the morning. The scramble. The lateness. Feeling {feeling} and walking into class with everyone looking up. {C} wanted to blame the shoe. But the shoe had been exactly where {C} had left it, under a sweater, under a jigsaw, under a week. {C} looked at the mess properly for the first time, and felt slightly defeated by it. Where would anyone even start on a mess like that?",
          },
        },
        stumble: {
          time: "evening",
          text: {
            "2-3":
              "{C} had a quick idea. Push, push! Everything under the bed! Clothes, toys, books. Shove! The floor was clear. Hooray? Then {C} looked for {their} socks. Under the bed? Oh no! A big, big heap. Not home. Just hiding!",
            "4-5":
              '{C} had a faster idea. Instead of the train, {C} pushed everything under the bed: clothes, toys, books, the lot. Whoosh! In one minute, the floor was clear. "Done!" called {C}. Then {G} asked where {C\'s} other sock was. {C} lifted the blanket and peeked under the bed. Socks, a puzzle, three books and a very squashed teddy stared back. Nothing had gone home. It had all just gone into hiding.',
            "6-7":
              "Straight after {H} left, {C} tried a shortcut. The Tidy-Up Train seemed slow. So {C} stuffed everything into the wardrobe instead, clothes, toys, books and all, and leaned on the door until it clicked. The floor was clear in two minutes. {C} felt very clever for about as long. Then {G} opened the wardrobe to hang up a coat. Out poured an avalanche of socks, comics and one roller skate. The mess hadn't gone anywhere. It had just been hiding.",
            "8-10":
              '{C} considered the Tidy-Up Train, then considered a faster method, the one known to every child in history: everything under the bed. Clothes, comics, half a science project, all shoved into the dark in under three minutes. The floor looked magnificent. Then {G} came in, knelt down to look for a library book that was due back tomorrow, and lifted the edge of the blanket. There was a long silence. "Interesting," said {G}. "Your floor seems to have moved down a level." {C} had to admit that hiding a mess was not quite the same as tidying it.',
          },
        },
        success: {
          text: {
            "2-3":
              "{C} gave it another try. Clothes only! Into the basket. Then toys only. Into the box. Then books. Then shoes, side by side. So much floor! {refrain} {C} stood in the middle. So much room!",
            "4-5":
              "{C} pulled everything back out and tried again, one kind at a time. Clothes, into the basket. Toys, into the box. Books, onto the shelf. Last of all, shoes, side by side by the door, and the backpack next to them, packed and ready. {C} looked around. The floor was back! It was much bigger than {C} remembered.",
            "6-7":
              "This time {C} did it properly, one carriage at a time. Clothes only, into the basket. Toys only, into the box. Books only, onto the shelf. Then the last carriage, the important one: shoes, side by side by the bed, with the backpack packed and the coat on its hook. It took twenty minutes. The floor was back, and {C} could see every inch of it.",
            "8-10":
              '{C} dragged everything back out and restarted, one category at a time. Clothes, then toys, then books, then the last of the science project. Then {C} had an idea: a "launch pad" by the door, a spot where shoes, coat and backpack would live every night, ready for the morning. {C} even made a sign for it. By the end, the floor was visible, and the launch pad was fully loaded. It looked like a rocket base.',
          },
        },
        echo: {
          day: 1,
          time: "morning",
          props: ["shoes", "backpack", "coat"],
          text: {
            "2-3":
              'The next morning, {G} called, "Shoes on!" {C} ran to the bedroom. There were the shoes! Side by side! Shoes on. Coat on. Backpack on. Ready! {G} clapped. "So quick!" {C} grabbed {G\'s} hand. Off they went, not late at all.',
            "4-5":
              'The next morning, {G} called, "Shoes and coat, please!" {C} walked into the bedroom and there they were: two red shoes side by side, the coat on its hook, the backpack ready. {C} {was} dressed and at the door in one minute. {G} stared. "Who are you, and what have you done with my {name}?" {C} giggled all the way to school.',
            "6-7":
              'The next morning, {G} called the two-minute warning. {C} walked calmly into the bedroom, picked up both shoes from beside the bed, grabbed the coat and backpack, and was at the front door in forty seconds. {G} looked at the clock, then at {Cobj}. "Early," {G} said, amazed. "We\'re early." They walked to school slowly, and even stopped to look at a snail.',
            "8-10":
              'The next morning, {G} gave the two-minute warning. {C} walked to the launch pad, put on both shoes, picked up the coat and the bag, and was at the front door in under a minute, with time left over. {G} checked the clock twice. "We\'re early," {G} said, as if announcing a comet. They walked to school at a normal speed for once, and {C} arrived before the bell, feeling ridiculously smug. Even the teacher noticed.',
          },
        },
        ending: {
          text: {
            "2-3":
              "Later, {name} looked at the tidy room. The bed was cozy. The shoes were ready by the door. Everything had a home. {name} smiled a happy smile. One kind at a time, choo-choo, all the way home! Goodnight, room. Goodnight, shoes.",
            "4-5":
              "Later, {name} looked around the bedroom. The shoes were waiting side by side, the backpack was packed, and there was room to play on the floor. {name} felt calm and happy. A tidy room, it turned out, wasn't about being neat. It was about being able to find your shoes when it mattered most.",
            "6-7":
              "Later, {name} stood in the doorway of the tidy bedroom and felt something calm settle inside. The shoes were waiting. The floor was clear. There was nothing hiding anywhere. {name} realized that tidying wasn't really about the room. It was about the morning after, and not having to feel that rushing, tight feeling ever again, if {name} could help it. {name} switched off the lamp, smiling.",
            "8-10":
              "Later, {name} looked at the launch pad by the door, shoes lined up, bag packed, coat on its hook, the little sign slightly wonky. It was not the most exciting thing {name} had ever made. But it might have been the most useful. Tidying, {name} decided, wasn't really about the room looking nice. It was about future-{name} not having to dig for a shoe at eight in the morning. Future-{name} owed present-{name} a favor, and that thought made {Cobj} smile.",
          },
        },
      },
    },
  ],
};
