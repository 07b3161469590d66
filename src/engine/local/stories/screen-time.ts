import type { BehaviorStory } from "../episode-types";

/** Screen time: stopping a show or a game when it is time (the Stop-Spot Plan). */
export const screenTime: BehaviorStory | null = {
  childTerms: "stopping screens and shows when it is time",
  strategy: {
    name: "the Stop-Spot Plan",
    steps: [
      "Before you start, choose your stop spot: the end of the show, the level or the timer",
      "At the stop spot, press off yourself",
      "Go straight to your next thing",
    ],
    why: "Screens are built to roll straight into the next thing, so being stopped in the middle feels like being cut off. Agreeing the stopping point before starting, letting the child press off, and having the next activity ready turns a fight into a routine.",
    refrain: "Pick the spot. Press it off. On to the next!",
    toddlerSteps: ["Press it off at the end", "Go to the next thing"],
    smallFirstStep: "Before you start, say the stop spot back to your grown-up",
  },
  // Other words for a dog or a shout, where a parent asks to leave them out.
  insteadOf: [
    [/\ba duck chasing a dog\b/g, "a duck chasing a goose"],
    [/\bGripping the tablet, \{C\} shouted,/g, "Gripping the tablet, {C} cried,"],
    [/\{C\} shouted and banged the spoon down\b/g, "{C} huffed and banged the spoon down"],
  ],
  titles: ["{name} Presses Off", "{name} and the Stop-Spot Plan", "Just One More, {name}?", "{name} Finds the Stop Spot"],
  // Ages 8-10, the two-tries shape's first try alone: this behavior's own wrong tries (never another behavior's paragraph).
  firstTry:
    "{C} tried bargaining first. Just to the end of this bit: no. Just one more, and then definitely stopping: no, with a look. Then {C} tried not hearing, which, with a screen right there, nobody believed for a second. The {feeling} feeling buzzed like a phone on a table. Switching off, {C} realized, was the one button nobody had ever explained.",
  scenes: {
    helper: [
      {
        text: {
          "2-3":
            'Then {H} came close. "Oh, {name}," said {H}. "Screens are hard to stop." {C} sniffed. "I want more," said {C}. "I know," said {H}. "Screens always say: one more, one more!" Yes! They did. "I know a plan," said {H}.',
          "4-5":
            'That was when {Hintro}, came close. "Oh dear," said {H}. "Stopping is hard, isn\'t it?" {C} nodded, still teary. "I wanted one more." "Of course you did," said {H}. "Screens are clever. They always have one more thing ready, so it never feels like the end." {C} sniffed. That was true. It never did.',
          "6-7":
            'That was when {Hintro}, came close. {H} didn\'t give a talk about too much screen time, which {C} had been expecting. Instead {hs} said, "Stopping felt awful, didn\'t it?" {C} pulled {C\'s} knees up and hugged them. "It was right in the middle." "Screens are made that way," said {H}. "There\'s always a next bit, so there\'s never a good place to stop. Unless you choose one."',
          "8-10":
            'That was when {Hintro}, came over. {H} looked at the screen, then at {Cobj}. "That looked like a rough landing," {hs} said. {C} scowled. "It was just getting good." "It\'s always just getting good," said {H}. "That\'s not an accident. Shows and games are designed by very clever people to make stopping feel impossible." {C} hadn\'t thought of it like that. It was a bit annoying to realize {they} had been out-designed.',
        },
      },
      {
        text: {
          "2-3":
            'Somebody saw it all. It was {H}. {H} came close, quiet and kind. {H} knew that {feeling} feeling. "Stopping is hard," said {H}. "The screen was so fun!" {C} stared at the dark screen. Fun, fun, fun. "I have a plan," said {H}. "Want to hear it?"',
          "4-5":
            'Somebody had seen the whole thing. It was {Hintro}. {H} came close and waited while {C} had a good sniff. "You feel {feeling}," {H} said gently. "Stopping a screen is one of the hardest stops there is. Even grown-ups find it hard." {C} looked up. "Really?" "Really," said {H}. "That\'s why I use a plan."',
          "6-7":
            'Somebody else had seen it: {Hintro}. {H} came close and waited until the worst of the crying was over. "You feel {feeling}," {hs} said. "I don\'t blame you. When a screen stops, it feels like someone switched off part of your brain." {C} wiped {their} nose. "It does," {C} admitted. "I just want to see what happens next." "There\'s a plan for that," said {H}.',
          "8-10":
            '{Hintro}, had watched the whole thing from close by. {H} came over, not looking the slightest bit disapproving. "You look {feeling}," {hs} said. {C} shrugged. "Everyone acts like I\'m addicted. I just want to finish things." "That\'s fair," said {H}. "The problem is that screens don\'t really have finishes. They have next episodes. So you need to bring your own finish." {C} looked up. "How?" {H} smiled at the blank screen as if it were an old rival.',
        },
      },
      {
        text: {
          "2-3":
            '{H} {Harrive}. {H} looked at the dark screen. Then at {name}. "Was it good?" asked {H}. "So good," said {C}. Sniff. "I want it back." "Good things are hard to stop," said {H}. "Hard, hard, hard. I have a stopping plan."',
          "4-5":
            'Then {H} {Harrive}. Instead of saying anything about screens, {hs} asked, "What was the best bit?" {C} {was} so surprised that {C} forgot to be cross for a moment. "The part right before it went off," {C} said. "Of course it was," said {H}. "The best bit is always right before it goes off. That\'s how screens keep you watching." {C} frowned. That seemed unfair. "I know a plan that makes stopping fair again," said {H}.',
          "6-7":
            'Then {H} {Harrive}. {H} sat down beside {name}. "Can I tell you something embarrassing?" {hs} said. "Last week I meant to watch one short video. When I looked up, it was dark outside." {C} sniffed. "Really?" "Really," said {H}. "Screens are very good at making one more feel tiny. They\'re built that way. So I stopped trying to stop in the middle, and started choosing my stop before I start."',
          "8-10":
            'Then {H} {Harrive}. {hs} surveyed the scene like a detective: one screen, one furious viewer, no suspects. "Let me guess," said {H}. "It had to stop right at the good part." "It was the good part," said {C}. "It\'s always the good part," said {H}. "According to a screen, there is never a good moment to stop. Which is why you can\'t let the screen decide. You decide first." {C} eyed {H} warily. "Decide what?"',
        },
      },
      {
        text: {
          "2-3":
            '{H} {Harrive}. {H} sat down close. "Bye-bye, screen," said {H}, and waved at it. Wave, wave. {C} sniffed. "More!" "More is a big word," said {H}. "I know a stop trick. A happy one."',
          "4-5":
            'Then {H} {Harrive}. {H} looked at the dark screen and said, very seriously, "Goodbye, screen. Thank you for the show." {C} stared. "You can\'t say goodbye to a screen." "Why not?" said {H}. "Saying goodbye makes stopping feel less like being grabbed. And I know a whole plan that makes stopping easier still."',
          "6-7":
            'That was when {Hintro}, {Harrive}. {H} wanted to know the last thing that had happened before it went off. {C} told {H} all about it, in a lot of detail. "And then it just stopped," {C} finished. "Right in the middle." "That\'s the worst," said {H}. "It\'s like a book with the last page torn out. The trick is to pick your last page before you start reading."',
          "8-10":
            'That was when {Hintro}, {Harrive}. "Can I tell you who wins every argument about screens?" {hs} said. "Not the parents. Not the kids. The people who made the show, because they built it so there\'s no good place to stop." {C} thought about that, still annoyed. "So I can\'t win?" "You can," said {H}. "You just have to decide where you\'ll stop before the show gets a vote."',
        },
      },
    ],
    strategy: [
      {
        text: {
          "2-3":
            '"It is called {strategy}," said {H}. "One: at the end, press it off." {C} pressed a pretend button. Click! Off! "Two: go to the next fun thing!" {C} thought. Next thing? Blocks! Stack, stack! {refrain}',
          "4-5":
            '"It\'s called {strategy}," said {H}. "Before you start, you pick your stop spot, like the end of the show. When you get there, you press off yourself, click. Then you go straight to your next fun thing." {C} looked at the off button. "I get to press the button?" "You get to press the button," said {H}. {C} liked that part a lot.',
          "6-7":
            '"It\'s called {strategy}," {H} explained. "Before you press play, you decide your stop spot: the end of the show, the end of the level, or when the timer rings. When you reach it, you press off yourself, because it feels better when you do it. Then you go straight to your next thing, so the screen can\'t sneak you into one more." {C} thought about that. It sounded almost like a trick on the screen.',
          "8-10":
            '"It\'s called {strategy}," said {H}. "Step one: before you start, decide where you\'ll stop. End of the episode, end of the level, or a timer. Step two: when you get there, you press off. Not {G}. You. Step three: you go straight to the next thing, before the screen can offer you anything." {C} considered it. "So I\'m basically outsmarting the screen." "Exactly," said {H}. "It\'s been outsmarting you for years. Time to return the favor."',
        },
      },
      {
        text: {
          "2-3":
            '"Watch me," said {H}. {H} stared at a pretend screen. La, la, la. "The end!" And {C} said, "The end!" {H} pressed a pretend button. Click! "Now, next fun thing. Hop!" Hop, hop! That is {strategy}. {refrain}',
          "4-5":
            '"I\'ll show you," said {H}. {H} pretended to watch a pretend show, looking very serious. "My stop spot is when the frog says goodbye." {C} giggled and puffed out {C\'s} cheeks like a frog. In a froggy voice, {C} said, "Goodbye!" {H} pressed a pretend button. Click. "And my next fun thing is a jump." Hop! "That\'s {strategy}," said {H}. "Stop spot, click, next thing."',
          "6-7":
            '"Watch," said {H}. "I\'ll play a pretend game." {H} tapped at the air like someone on a very exciting level. "Before I started, I chose my stop spot: the end of this level." {C} played along. "Level complete!" {H} pressed a pretend off button with a flourish. "Next thing: a snack." {C} laughed at the size of the flourish. "That\'s {strategy}," said {H}. "You decide the stop before the screen decides for you."',
          "8-10":
            '"Watch," said {H}. "I\'m going to be you, watching something excellent." {H} stared at an invisible screen with enormous concentration. "Before I pressed play, I picked my stop spot: end of this episode." {C}, playing along, said, "The end credits are rolling." The next episode started counting down. {H} pressed off before it reached three. "Next thing: I\'m going outside." {C} slow-clapped. "That\'s {strategy}," said {H}. "The countdown is the screen\'s move. Pressing off is yours."',
        },
      },
      {
        text: {
          "2-3":
            '"Here is {strategy}," said {H}. "It is like a book. At the end, we close it." {H} pressed a pretend button. Click! Off! "Then we go to the next thing. Hop, hop!" {C} pressed off too. Click! Then {C} hopped. Hop, hop! {refrain}',
          "4-5":
            '"Here\'s a question," said {H}. "Do you know what a bookmark is?" {C} did. "A bookmark is a stop spot for a book," said {H}. "{strategy} gives screens a bookmark too. Before you start, you pick your stop spot: the end of the show, or when the timer rings. When you get there, you press off yourself. Click. Then you go straight to your next fun thing, before the screen can ask for one more." {C} liked the idea of a bookmark for screens. It made stopping sound like something you could come back to.',
          "6-7":
            '"A race without a finish line is just running forever," said {H}. "Screens don\'t come with finish lines, so {strategy} brings its own. Step one: before you start, choose your stop spot: the end of the show, the end of the level or the timer. That\'s your finish line. Step two: when you cross it, you press off yourself. Step three: you go straight to your next thing, like a runner heading for a drink of water." {C} liked the idea of crossing a finish line. It sounded like winning, not losing.',
          "8-10":
            '"The trick is to decide before the screen is on," said {H}. "Once it\'s on, you\'re negotiating with a machine that never gets tired. It\'s called {strategy}. One: pick your stop spot before you start: the end of the episode, the level or a timer. Two: when you reach it, you press off. Yourself. No countdown, no \'one more.\' Three: go straight to your next thing, so there\'s no gap for the screen to fill." {C} considered this. "So I decide while I\'m still thinking clearly." "Exactly," {H} agreed. "Not when you\'re half a zombie."',
        },
      },
      {
        text: {
          "2-3":
            '"Here is {strategy}," said {H}. "TV is like a slide. Whee! Down you go." {C} whooshed {C\'s} arms. Whee! "At the bottom, the slide ends," said {H}. "So we press it off. Click! Then we hop off to the next thing. Hop!" {C} pressed a pretend button. Click! Then hop! Off the slide, and on to play. {refrain}',
          "4-5":
            '"A show is like a train ride," said {H}. "It goes on and on, and it never stops by itself. So before you get on, you choose your station. That\'s your stop spot, like the end of the show." {C} chugged in {C\'s} seat. Choo, choo. "When the train gets to your station, you press off yourself. Click. The doors open. And you hop straight off to your next fun thing." {C} hopped. "What if I miss my station?" "Then you ride to the end of the line," said {H}. "And that\'s a long way from dinner. It\'s called {strategy}."',
          "6-7":
            '"Think of a show as a train that never stops by itself," said {H}. "If you don\'t choose your station, it just keeps going, one more stop, one more stop, until you\'re at the end of the line and it\'s bedtime." {C} knew that train. "{strategy} has three parts. One: before you get on, choose your stop spot, like the end of the show or the level. Two: when the train gets there, you press off yourself. Three: you step straight onto the platform and go to your next thing, before the doors close again." {C} thought about it. "So the next thing is the platform." "The next thing is where you were going all along," said {H}.',
          "8-10":
            '"Here\'s how I think about it," said {H}. "A show is a train with no driver. It will cheerfully carry you past every station until you\'re three towns away and it\'s dark." {C} had definitely been on that train. "{strategy} is a ticket with your station written on it. One: before you get on, write the station down: end of the episode, end of the level, or a timer. Two: when you get there, you press off yourself. Nobody pulls the emergency brake for you. Three: get straight off and go to the next thing, before the doors close and the train leaves with you on it." {C} nodded slowly. "So autoplay is basically the doors closing." "Autoplay," said {H}, "is the doors closing."',
        },
      },
    ],
    practice: [
      {
        text: {
          "2-3":
            'They played a game. {H} was a pretend TV. Beep, beep! "Once upon a time, a sock!" A sock? Then, "The end!" {C} pressed a pretend button. Click! "Next thing!" {C} jumped up. Jump, jump! They played it again. What fun!',
          "4-5":
            'They played it as a game. {H} pretended to be a TV show, telling a very silly story about a sock who wanted to fly. {C} giggled all the way through. "And that\'s the end of the show!" {H} sang out, like a real announcer. {C} reached out and pressed a pretend off button. Click! "Next thing: a dance!" They did it twice. Each time, the click came quicker.',
          "6-7":
            'They practiced with a pretend show. {H} became a TV, narrating the adventures of a sock who wanted to be an astronaut. It was surprisingly gripping. "To be continued," {H} announced. Right away the pretend screen started counting down to the next episode. {C} pressed a pretend off button before it got to three. "Next thing: a snack." {H} played a tiny victory tune. {C} felt oddly powerful.',
          "8-10":
            'They ran a practice. {H} became a streaming service, announcing, "Next episode in five, four..." in an irritatingly smooth voice. {C} had chosen the stop spot in advance, and hit a pretend off button on three. "Next thing," said {C}, "I\'m going to get a drink." {H} made a sad streaming-service noise, like a kazoo losing hope. It was ridiculous, but it did make the countdown feel like an opponent rather than a rule. {H} bowed. {C} bowed back.',
        },
      },
      {
        text: {
          "2-3":
            '{H} started a pretend train game. Choo, choo! "Where does the train stop?" asked {H}. {C} pointed. "At the big tree!" Choo, choo, choo! At the tree, {C} pressed the brake. Squeak! "What\'s next?" asked {H}. "Duck feeding!" said {C}. Quack, quack. {refrain}',
          "4-5":
            '{H} brought out a pretend music box for practice. "Which song will be the last song?" asked {H}. {C} picked the wobbly jelly song, because it was the silliest. {H} hummed three songs, each one sillier, and {C} wobbled like jelly to all of them. When the jelly song ended, {C} pressed the pretend lid shut. Snap! "Next thing is a drink of water," said {C}. {H} looked very impressed.',
          "6-7":
            'For practice, {H} pretended to be a computer game called Puddle Hopper. Before it started, {C} picked a stop spot: the end of level three. Level two had a grumpy goose. At the end of level three, the game begged, "Play level four? It has a flying pancake!" {C} thought, that\'s exactly what a game would say. Click. Off. "Next thing: ten star jumps," said {C}.',
          "8-10":
            '{H} suggested a practice run with an imaginary app called Endless Penguins, which was exactly what it sounded like. {H} wanted a stop spot first. "When the penguin reaches the iceberg," said {C}. {H} narrated the penguin\'s journey in a breathless commentator\'s voice. At the iceberg, a pop-up appeared: Bonus penguin unlocked! "Nice try," said {C}, and pressed a pretend off button. "Next thing: toast." {H} looked almost sorry for the penguin. Whoever designed that app, {C} decided, was very sneaky indeed.',
        },
      },
      {
        text: {
          "2-3":
            '{C} and {H} played pretend TV. {H} was the show. "Moo! Baa! Oink!" Then, "The end!" {C} pressed off. Click! "Next thing: snack!" Munch, munch went the pretend apples. {refrain}',
          "4-5":
            'For practice, they set up a pretend movie theater. {C} {was} the audience, and {H} was the movie: a story about a duck who couldn\'t find a hat. First {C} chose the stop spot: the moment the duck found the hat. The duck searched the pond, the barn and a very surprised cow. When the hat finally turned up, {C} pressed a pretend off button. Click. "Next thing: lunch!" {C} announced, and pretended to eat a duck-shaped sandwich.',
          "6-7":
            'They practiced with a pretend cooking show. {H} was the chef, making the world\'s tallest pancake stack. Before it started, {C} picked the stop spot: when the pancakes reached the ceiling. Pancake after pancake went on the pile. At the ceiling, the chef whispered, "Stay tuned for syrup..." {C} pressed a pretend off button anyway. Click. "Next thing: setting the table," said {C}, which was a much better use of a plate.',
          "8-10":
            'For the practice round, {H} played a sports channel, complete with a commentator\'s voice. "It\'s the final minute," {hs} said breathlessly, "and after this: highlights, interviews and a documentary about socks!" {C} had chosen the stop spot in advance: the final whistle. {H} blew a pretend whistle. {C} pressed a pretend off button, ignoring the sock documentary with some effort. "Next thing: shoes on and outside," said {C}. The sock documentary would have to manage without {Cobj}.',
        },
      },
      {
        text: {
          "2-3":
            'They practiced with bubbles. Blow, blow! Pop, pop! "At the end, we stop," said {H}. The bubbles ran out. {C} put the lid on. Click! "Next thing?" "A hop!" said {C}. Hop, hop! Bubbles done. Fun next. {refrain}',
          "4-5":
            'For practice, they used something that wasn\'t a screen at all: a bottle of bubbles. "What\'s your stop spot?" asked {H}. "Ten bubbles," said {C}. {C} blew and {H} counted, and the bubbles floated and popped, pop, pop, pop. At ten, {C} screwed the lid on. Click. "Next thing: a drink of water!" {C} announced. {H} clapped. "If you can stop bubbles, you can stop anything."',
          "6-7":
            'For practice, {H} picked something that was nearly as hard to stop as a screen: a really good book. {C} chose the stop spot first: the end of chapter one. {H} read it aloud, and it ended on a cliffhanger, with a dragon sniffing at a door. "That\'s rude," said {C}. But {C} closed the book anyway, and tucked the bookmark in. "Next thing: snack." The dragon would still be there tomorrow, still sniffing.',
          "8-10":
            'For practice, {H} chose the hardest thing to stop that wasn\'t a screen: a chapter book with a cliffhanger at the end of every chapter. {C} set the stop spot before page one: end of chapter two. {H} read in a dramatic voice, and chapter two ended with somebody knocking on a door at midnight. "That\'s cheating," said {C}. "That\'s exactly what the shows do," said {H}. {C} closed the book, slid the bookmark in, and announced, "Next thing: feeding the fish." It was a small act of great willpower. The knock, {C} decided, could wait.',
        },
      },
    ],
    celebration: [
      {
        text: {
          "2-3":
            '{G} clapped and clapped. "{name}! You pressed off all by yourself!" {C} beamed. "I picked my stop spot," said {C}. "Then click!" {C} felt proud. Proud and tall. No tears at all. Hooray! Click, all by {themself}!',
          "4-5":
            '{G} looked at {name} with a huge smile. "You chose your stop spot, you pressed off yourself, and you went to the next thing. No tears at all!" {C} felt proud and fizzy inside. And the show hadn\'t gone anywhere. It would still be there another day.',
          "6-7":
            '{G} sat down on the arm of the sofa. "Do you know what I saw? I saw you stop at your stop spot. I didn\'t have to ask, or count, or switch it off. You did it." {C} felt proud, the quiet kind that fills you up. Pressing off had felt hard for one second. Then it had felt surprisingly good, like winning.',
          "8-10":
            '{G} looked impressed. "That was the smoothest screen ending in the history of this family," {G} said slowly. {C} grinned and said, "I outsmarted the countdown." "You did," said {G}. {C} felt a steady sort of pride, the kind that comes from being in charge of something that used to be in charge of you. {H} gave {Cobj} a small nod, as if welcoming {Cobj} to a very exclusive club. The countdown had lost, for once.',
        },
      },
      {
        text: {
          "2-3":
            '{G} clapped. Clap, clap! "Well done, {name}! Click, all by yourself!" {C} did a happy hop. "Pick the spot," said {C}. "Press it off!" {C} felt warm and proud. Big and proud. Hooray for {name}! The show can wait. Bye-bye, show!',
          "4-5":
            '"Well done, {name}," said {G}. "That was a brilliant stop." {C} stood up tall and proud. {H} gave a cheer so loud it made everyone laugh. {C} noticed something: the cross feeling hadn\'t come at all this time. Choosing the stop spot first had made the stopping feel like {C\'s} own idea.',
          "6-7":
            '"That was amazing," said {G}. "You used your plan all by yourself. I didn\'t have to say a word." {C} felt proud and a bit surprised. The screen hadn\'t won this time. {C} had picked the end, and pressed it, and walked away, and the world hadn\'t fallen apart. It had actually felt quite good.',
          "8-10":
            '"Can I just say," {G} began. {C} held up a hand. "You\'re going to say you\'re proud of me." "I\'m going to say you\'re proud of you, and you should be." It was true. {C} felt a calm, solid pride. {H} looked quietly delighted. The countdown had come and gone, and {C} had stopped it on purpose, which felt completely different from having it stopped by someone else. It was a small thing. It also felt like a big one.',
        },
      },
      {
        text: {
          "2-3":
            '{G} did a little dance. Cha, cha, cha! "You pressed off, {name}! All by yourself!" {C} danced too. {H} did a twirl. {C} felt big and bright, like the sun. The screen was dark and quiet. {C} {was} busy and happy. {refrain}',
          "4-5":
            '"Did I just see that?" said {G}, rubbing both eyes. "Did you switch it off all by yourself?" The answer was a giggle and a nod. {C} felt proud and springy, like a jack-in-the-box. The best bit was that nobody had been cross. The screen had stopped, and the fun had moved somewhere new.',
          "6-7":
            '{G} looked at {name}, amazed. "No countdown from me, no grumbling from you. You picked your stop spot, and you kept your word to yourself." {C} liked the sound of that: keeping your word to yourself. {C} felt proud, and somehow bigger. The screen had been exciting. Being the boss of it was even better.',
          "8-10":
            '{G} looked at the blank screen, then at {name}, then back at the screen. "I keep waiting for the argument," {G} said. "It\'s not coming, is it?" "It\'s cancelled," said {C}. "Due to lack of interest." {G} laughed out loud. {C} felt proud in a quiet, surprising way. For ages, switching off had felt like something done to {Cobj}. Today it had been something {C} did on purpose, at a moment {C} had chosen.',
        },
      },
      {
        text: {
          "2-3":
            'Click! Off. {G} gave a big clap. Clap, clap! "No tears. No cross. That leaves time for a hug!" So {C} and {G} had a big hug. Squeeze! {C} felt happy and big. {refrain}',
          "4-5":
            '{G} looked at the clock, then at {name}. "Do you know what just happened? You switched off so quickly that you saved us ten whole minutes of arguing. They go in the bank for later." {C} blinked. "What can I spend them on?" "Whatever you like," said {G}. "A pillow fort," said {C}, at once. It would be a very good fort, made entirely of minutes that used to be arguing.',
          "6-7":
            '"Do you know what you just won?" asked {G}. {C} looked around for a prize. "Time," said {G}. "Stopping usually takes us ten minutes of moaning. Today it took about ten seconds. So you\'ve got ten spare minutes in the bank, to spend later." {C} felt proud and a little bit rich. Later, {C} spent them on a game of cards with {G}, and won twice, which was a good day\'s winning.',
          "8-10":
            '{G} did some quick maths. "Our screen arguments usually last about fifteen minutes," {G} said. "That one lasted zero. Which means you just won fifteen minutes." {C} brightened. "Can I spend them on screen time?" "Nice try," said {G}. "But you can spend them on anything else you like." {C} banked them for a game of cards later, and won it, narrowly, after a recount. Under the joke, {C} felt a calm kind of pride. Stopping, it turned out, didn\'t just end something. It gave something back.',
        },
      },
    ],
  },
  talkAbout: [
    "Can you remember the steps of the Stop-Spot Plan?",
    "What is a good stop spot for your favorite show?",
    "How does it feel when a screen stops in the middle?",
    "What next thing could you go to after a screen?",
    "Why did {name} like pressing off all by {themself}?",
    "What does the screen do to make you want one more?",
  ],
  episodes: [
    {
      id: "one-more-show",
      moment: "the end of a show",
      place: "living room",
      time: "evening",
      props: ["tv", "blanket", "cup"],
      feeling: ["cross", "upset"],
      summary: "{C} wants one more show when the TV has to go off before dinner",
      object: "TV",
      talkAbout: "What stop spot did {name} choose for the show?",
      scenes: {
        opening: {
          text: {
            "2-3":
              'It was evening at {home}. {C} {was} on the sofa. Snug in a blanket. The TV was on. A show about a puppy! Woof, woof! {C} barked back. {G} was cooking dinner. "This is the last show," said {G}. Woof! The puppy rode a bike.',
            "4-5":
              'It was evening at {home}, and {C} {was} curled up on the sofa under a soft blanket. {C} {was} watching a show about a puppy who drove a bus. It was the funniest show in the world. A cup of milk sat on the little table. From the kitchen, {G} called, "This is the last one, then dinner!"',
            "6-7":
              'It was early evening at {home}. {C} {was} tucked under a blanket on the sofa, watching a cartoon about a puppy who ran a bus company, badly. A cup of milk was going warm on the side table. In the kitchen, {G} was making dinner. "When this one finishes, the TV goes off," {G} called. "Then we eat."',
            "8-10":
              'It was early evening at {home}, and {C} had claimed the sofa, a blanket and the remote. On the TV, a series about a group of kids building a raft was reaching the good part. A cup of juice sat forgotten on the table. From the kitchen, {G} called, "After this episode, TV off and dinner." {C} said, "Yep," the way people say yep when they haven\'t heard a word.',
          },
        },
        problem: {
          text: {
            "2-3":
              'The show ended. Then a new show began. Three, two, one! "TV off now," said {G}. "No!" {C} held the blanket tight. "One more!" {G} pressed off. Click. {C} cried and cried. The cup fell over. Splash! Drip, drip, drip.',
            "4-5":
              'The show ended, and straight away the screen said: next show in five seconds. But {G} came in and switched the TV off. Click. And {C} cried, "No!" "One more! Just one more!" {C} kicked the blanket off and knocked the cup of milk right over. Then {C} lay on the sofa and sobbed.',
            "6-7":
              'The episode ended, and the screen started counting down to the next one. {C} wriggled happily. Then {G} walked in and pressed the off button. The screen went black. And {C} shouted, "No! I was watching that! One more!" {C} flung the blanket off, the cup tipped, and a puddle of milk spread across the table. Then {C} buried {their} face in the sofa and cried.',
            "8-10":
              'The episode ended on a cliffhanger, of course, and the next one started counting down. {C} settled in. Then {G} walked in and switched the TV off mid-countdown. And {C} said, "Seriously?" "There were four seconds left!" "We agreed. Dinner." "I didn\'t agree, I said yep!" {C} threw the blanket off, sent the cup flying, and ended up face down on the sofa, furious and, to {C\'s} own annoyance, crying. The sudden silence was worse than the noise.',
          },
        },
        feeling: {
          text: {
            "2-3":
              "{C} felt cross. Hot face. Wet cheeks. The puppy show was so good! Now it was gone. All black. {C} wanted the puppy back. {C} kicked {their} feet. Kick, kick! Stopping felt too sudden. Bring the puppy back!",
            "4-5":
              "{C} felt cross and upset, all tangled up together. The puppy show had been so funny, and then, click, it was gone, right when the next one was about to start. It felt like someone had snatched a lollipop out of {C's} mouth. {C} kicked {their} feet on the sofa and felt like crying forever.",
            "6-7":
              "{C} felt upset, and cross too, in a hot, prickly way. The screen had been ready with another episode, and then suddenly it was black and silent. It felt like being woken up from a nice dream by someone shouting. {C} didn't even know why it felt so big. It was just a show. But it did feel big.",
            "8-10":
              "{C} felt upset, and annoyed at feeling upset, which only made it worse. It was just a TV show. {C} knew that. But there was something about the sudden black screen that felt like being yanked out of a warm bath. One second you're in the story; the next, you're on a sofa with juice on your socks. {C} hated how big it felt, and how small the reason was. Even the blanket felt annoyed.",
          },
        },
        stumble: {
          text: {
            "2-3":
              '{G} mopped up. "One short show before dinner," said {G}. "What\'s your stop spot?" And {C} said, "The end!" The show ended. {C} pressed off. Click! Good! But then, "One more?" {C} lay on the sofa. Oops. No next thing. Nearly! The TV stayed off, at least.',
            "4-5":
              '{G} mopped up the milk. "Dinner\'s ten minutes away. Want to try your plan with one short show?" {C} sat up straight. "My stop spot is the end." The show ended, and {C} pressed off, click. Good! But then {C} just lay on the sofa, moaning, "Can I have one more?" {C} had forgotten the next thing.',
            "6-7":
              '{G} cleaned up the milk. "Dinner\'s ten minutes away," {G} said. "Want to try your plan with one short episode?" {C} chose the stop spot: the end of the episode. When it ended, the countdown started, and {C} pressed off just before it reached one. That was good. But then {C} flopped back on the sofa, grumbling. No next thing. The screen was off, but {C\'s} brain was still in it.',
            "8-10":
              '{G} mopped up the juice. "Dinner\'s ten minutes away. One short episode, your plan. Deal?" {C} set the stop spot: end credits. When they rolled, the countdown began, and {C} pressed off at two. That was new. But then {C} sank back into the cushions and stared at the black screen, waiting for something to happen. Nothing did. Step three was missing, and without it, the sofa was just a sad place to sit. {C} sighed a long, dramatic sigh.',
          },
        },
        success: {
          text: {
            "2-3":
              '{C} took a big breath. Stop spot: done. Off: done. Next thing? "I can help with dinner!" {C} jumped up. Hop, hop! {C} put the spoons on the table. One, two, three! {refrain} {G} clapped. "Thank you, {name}!" Dinner was yummy.',
            "4-5":
              'Then {C} remembered. Next thing! {C} hopped off the sofa. "Can I help with dinner?" {G} looked so surprised. "Yes, please! Can you put the spoons out?" {C} put a spoon by every plate, and even folded the napkins into triangles. The TV stayed off. The puppy could wait until tomorrow. {G} gave {Cobj} a happy squeeze.',
            "6-7":
              'Then {C} remembered step three. "Next thing," {C} said out loud, and hopped off the sofa. "Can I help with dinner?" {G} nearly dropped the pan in surprise. {C} set the table, folded the napkins and poured the water. By the time dinner was ready, {C} had forgotten all about the cartoon. The TV sat there, black and quiet, and nobody missed it.',
            "8-10":
              'Then {C} remembered step three and had an idea. {C} picked up the remote and, with great ceremony, found the setting that stopped the next episode from starting by itself. "Autoplay is cancelled," {C} announced. Then {C} went to the kitchen and set the table without being asked, which caused {G} to stop stirring entirely. The TV stayed dark. Dinner was better with company than with a countdown.',
          },
        },
        echo: {
          day: 1,
          time: "afternoon",
          place: "bedroom",
          props: ["tablet", "blanket"],
          text: {
            "2-3":
              'The next day, {C} watched a show on the tablet. {G} held up the tablet. "Stop spot?" And {C} said, "The end!" The show ended. Click! {C} pressed off. Next thing? A blanket den! Good stopping, {name}!',
            "4-5":
              'The next afternoon, {C} {was} allowed one show on the tablet. Before pressing play, {C} said, "My stop spot is the end, and my next thing is a den." When the show ended, {C} pressed off, click, and went straight to building a den with the blanket. {G} peeked in and smiled.',
            "6-7":
              "The next afternoon, {C} had one show on the tablet. Before pressing play, {C} picked the stop spot and the next thing: the end of the episode, then building a blanket den. When the credits rolled, {C} pressed off without a word and started dragging pillows across the bedroom. {G} walked past and did a double take.",
            "8-10":
              'The next afternoon, {C} had an episode on the tablet. Before pressing play, {C} announced the plan to nobody in particular: "Stop spot, end credits. Next thing, blanket fort." When the credits rolled, {C} pressed off, and the tablet went face down on the bed. Ten minutes later the bedroom contained a structurally questionable fort. {G} looked in, impressed.',
          },
        },
        ending: {
          time: "night",
          place: "bedroom",
          props: ["blanket"],
          text: {
            "2-3":
              'That night at {home}, {C} {was} snug in bed. Blanket on. Lights low. {G} gave {name} a kiss. "Good stopping today," said {G}. {name} yawned. Pick the spot. Press it off. Sleepy now. Goodnight, puppy show.',
            "4-5":
              'That night at {home}, {name} snuggled down under the blanket. The TV was off, the tablet was away, and the house was quiet. {G} sat on the bed. "I\'m proud of how you stopped," said {G}. {name} smiled sleepily. The puppy show would still be there another day. Right now, bed was the best next thing.',
            "6-7":
              'That night at {home}, {name} lay in bed under the soft blanket. The house was quiet, with no screens glowing anywhere. {G} sat on the edge of the bed. "You know what I noticed today? You were the boss of the button," {G} said. {name} pressed a pretend button on the blanket. Click. It felt good to be the boss of something, especially at bedtime.',
            "8-10":
              'That night at {home}, {name} lay in bed, the house quiet and screenless. {G} looked in. "For the record, the raft kids will still be on the raft tomorrow." "I know," said {name}. "I\'ll watch the next one after school. Stop spot, end credits." {G} switched off the lamp. {name} closed {their} eyes, calm, feeling a little bit like someone who had beaten a very clever game.',
          },
        },
      },
    },
    {
      id: "game-with-a-friend",
      moment: "game time",
      place: "garden",
      time: "afternoon",
      props: ["tablet", "ball", "timer"],
      other: { role: "friend", kind: "child" },
      feeling: ["grumpy", "annoyed"],
      summary: "{C} won't stop a tablet game when {C's} friend {O} wants to play ball",
      object: "tablet",
      person: "friend",
      talkAbout: "How did {O} feel waiting with the ball?",
      scenes: {
        opening: {
          text: {
            "2-3":
              "{C's} friend {O} came to play at {home}. They went in the garden. {O} had a big ball. Bounce, bounce! But {C} had the tablet. A game with bubbles! Pop, pop, pop! {C} played and played. {O} waited and waited. Bounce, bounce.",
            "4-5":
              "{C's} friend {O} had come over to {home}, and they were out in the garden. {O} had brought a shiny new football. But {C} {was} sitting on the garden step with the tablet, playing a game about popping bubbles. Pop, pop, pop! {O} bounced the ball and waited. And waited.",
            "6-7":
              "{C's} friend {O} had come over to {home} to play. The sun was out, the garden was green, and {O} had brought a brand-new football. But {C} {was} sitting on the back step with the tablet, halfway through a level of a bubble-popping game, and didn't look up. {O} kicked the ball against the fence. Thump. Thump. Thump.",
            "8-10":
              '{C\'s} friend {O} had come over to {home}, and it was a perfect afternoon for football. {O} had brought a new ball, still shiny. But {C} {was} on the back step with the tablet, three levels into a game that involved building towers and defending them from rolling boulders. "Nearly done," {C} said. That was twenty minutes ago. {O} was kicking the ball against the fence with increasing force.',
          },
        },
        problem: {
          text: {
            "2-3":
              '{O} bounced the ball. Bop, bop. "Play ball?" And {C} said, "One more!" Pop, pop. "Now?" "One more!" {O} sat down. Sad face. "Tablet off now," said {G}. "No!" {C} held it tight. {C} cried. {O} went inside. The ball sat still.',
            "4-5":
              '{O} stood at the door with the ball. "Can we play ball now?" "One more game," said {C}. Pop, pop, pop. "Now?" "One more!" {O} sat down on the grass with the ball in {op} lap and a very sad face. {G} came out. "Time to switch off the game, please." Holding the tablet tight, {C} shouted, "No! I\'m nearly winning!" {O} went back inside.',
            "6-7":
              '{O} had been holding the ball for a while. "Can we play now?" "One more level," said {C}. Then another. Then another. {O} gave up, sat on the grass and started picking daisies, very slowly. {G} came out. "Time to switch off, please. {O} came to play with you." Gripping the tablet, {C} shouted, "No! I\'ll lose my place!" {O} got up quietly and went indoors.',
            "8-10":
              '{O} dropped the ball on the grass with a thud. "Are we playing or not?" "One sec," said {C}. "Literally one more level." It was not one more level. It was four. {O} sat on the grass, spinning the ball on one finger, looking steadily less interested in being there. {G} came out. "Tablet off. You have a guest." {C} said it way too loudly: "I can\'t, it doesn\'t save mid-level!" {O} shrugged and went back inside. The kitchen door clicked shut behind {oo}.',
          },
        },
        feeling: {
          text: {
            "2-3":
              "{C} felt grumpy. Grumpy face. Grumpy fingers. The game was so fun! Pop, pop! But {O} was gone. {O} was sad. Now {C} {was} sad too. The ball sat still on the grass. Poor {O}. Poor ball.",
            "4-5":
              "{C} felt grumpy, all scrunched up and hot. The game had been so close to winning. But then {C} looked at the ball lying on the grass. {C} looked at the kitchen door where {O} had gone. The grumpy feeling got all mixed up with a sad one. {O} had come all this way to play. And {C} hadn't played at all.",
            "6-7":
              "{C} felt annoyed, tight and fizzy in {their} chest. The level had been nearly finished. But when {C} saw the football sitting alone on the grass, and {O's} daisy chain dropped by the step, a different feeling crept in underneath. {O} had come to play with {Cobj}, and {C} had been playing with a screen instead. That didn't feel good at all.",
            "8-10":
              "{C} felt annoyed, mostly at the game for not saving mid-level. Then {C} looked at the football lying alone on the lawn, and at the kitchen door. The annoyance curdled into something less comfortable. {O} had come over specifically to play. {C} had spent half an hour defending towers from boulders instead. It felt like being beaten by the game twice over. The boulders, for the record, were still rolling.",
          },
        },
        stumble: {
          text: {
            "2-3":
              '{O} came back out. {G} set the timer. "Stop spot: the beep," said {C}. Beep, beep! {C} pressed off. Good! But then {C} turned it on again. "Just look!" Oops. {O} waited. Nearly! Bounce, bounce, went the ball. All alone.',
            "4-5":
              '{O} came back out with a juice box. {G} set the timer for five minutes. "My stop spot is the beep," said {C}. Beep, beep! {C} pressed off straight away. Good! But then {C} turned the tablet back on, just to check the score. And then it was another game. {O} sighed and bounced the ball alone.',
            "6-7":
              "{O} came back out, and {G} set the timer for five minutes. {C} picked the stop spot: the beep. When it beeped, {C} pressed off, which felt great. But then {C} thought, I'll just check my score, and switched it back on. The score turned into a quick game. {O} stood by the fence with the ball, waiting again. The first two steps had worked. The third hadn't.",
            "8-10":
              "{O} came back out, and {G} set the timer for five minutes. {C} named the stop spot: the beep. When it went, {C} pressed off, impressively fast. Then, just as impressively fast, {C} turned it back on to check whether the score had saved. It had. That was the problem: checking turned into playing. {O} stood by the fence, ball under one arm, waiting again. Two steps done, one spectacularly skipped.",
          },
        },
        success: {
          text: {
            "2-3":
              '{C} took a big breath. {C} pressed off. Click! Tablet down. Next thing? {C} shouted, "Ball!" Kick! {O} kicked it back. Kick, kick! {refrain} {O} laughed. {C} laughed too. {G} gave a big thumbs up. Kick, kick, kick! What fun!',
            "4-5":
              'This time {C} pressed off, put the tablet down on the step, and stood up. {C} said, "Next thing: football!" {O} grinned and kicked the ball. {C} kicked it back. They played until both faces were pink and both of them were laughing too hard to kick. {G} watched from the door, smiling. The tablet lay quiet on the step.',
            "6-7":
              "This time {C} pressed off, handed the tablet to {G}, and ran onto the grass. \"Next thing: football. I'm in goal!\" {O's} face lit up. They played until they were both red-cheeked and breathless, and {C} let in seven goals and didn't mind one bit. The tablet stayed on the kitchen table. Nobody thought about it once.",
            "8-10":
              'This time {C} pressed off and handed the tablet straight to {G}. "Keep it until {O} goes," {C} said. "Otherwise I\'ll check the score again." {G} looked impressed. Then {C} had another idea. "{O}, next time you come, we\'ll pick the stop spot before you even get here." "Deal," said {O}, and kicked the ball. They played until the sun dropped behind the fence. {C} let in five goals and didn\'t care.',
          },
        },
        echo: {
          day: 1,
          time: "afternoon",
          place: "living room",
          props: ["tablet", "timer"],
          text: {
            "2-3":
              'The next day, {C} played the bubble game. {C} set the timer. "Stop spot: the beep!" Beep, beep! Click! {C} pressed off. Next thing? Outside to play! Good stopping, {name}! Swing, swing, in the sun.',
            "4-5":
              'The next afternoon, {C} played the bubble game on the tablet. Before starting, {C} set the timer and said, "Stop spot: the beep. Next thing: the swings." Beep, beep! {C} pressed off, put the tablet on the shelf and went straight outside. {G} blinked in surprise.',
            "6-7":
              'The next afternoon, {C} got the tablet out, then stopped. {C} set the timer first, all alone. "Stop spot, the beep. Next thing, watering the garden." When the timer went, {C} pressed off, put the tablet on the shelf, and was outside with the watering can before {G} had even noticed. The garden had never been so well watered.',
            "8-10":
              'The next afternoon, {C} picked up the tablet, paused, and set the timer before opening the game. "Stop spot, beep. Next thing, ride my bike to {O\'s}." When it beeped, {C} pressed off mid-level, which would have been unthinkable a week ago. Then {C} put the tablet on the shelf and went for the bike. {G} watched through the window, quietly astonished. Stopping mid-level, it turned out, did not end the world. It just paused it.',
          },
        },
        ending: {
          time: "evening",
          text: {
            "2-3":
              'That evening at {home}, the ball sat by the door. Muddy and happy. The tablet was on the shelf. {G} gave {name} a cuddle. "Good stopping," said {G}. Pick the spot. Press it off. Happy {name}. Good friends!',
            "4-5":
              'That evening at {home}, the muddy football sat by the back door, and the tablet sat on its shelf. {name} curled up next to {G}. "Can {O} come again soon?" {name} yawned. "Of course," said {G}. "Next time, you can pick the stop spot together." {name} smiled a tired, happy smile.',
            "6-7":
              'That evening at {home}, the muddy football sat by the back door. The tablet was charging quietly on its shelf. {name} curled up beside {G}. "{O} said it was the best goalkeeping ever," {name} said. "Seven goals, though," said {G}. "Best anyway," said {name}, grinning. {name} felt tired, happy and very much in charge of the off button.',
            "8-10":
              'That evening at {home}, the football sat muddy by the back door, and the tablet was on its shelf, charging and, for once, forgotten. {name} sat with {G}. "Five goals," said {G}. "Four and a half," said {name}. "One hit the fence first." {G} counted the goals again, slowly, and agreed. {name} felt tired in the good way. The game would still be there tomorrow, but it would have to wait for the stop spot.',
          },
        },
      },
    },
    {
      id: "phone-at-lunch",
      moment: "lunch at the cafe",
      place: "restaurant",
      time: "afternoon",
      props: ["phone", "plate", "cup"],
      feeling: ["upset", "frustrated"],
      summary: "{C} won't give back the phone when lunch arrives at the cafe",
      object: "phone",
      talkAbout: "What did {name} and {G} do instead of the phone?",
      scenes: {
        opening: {
          text: {
            "2-3":
              "{C} and {G} went to a cafe in {town}. Lunch time! They sat at a table. They waited for food. Wait, wait. {G} gave {Cobj} the phone. A funny video! A cat on a slide! Hee, hee! Wheee! The cat went down again. Wheee!",
            "4-5":
              "{C} and {G} went to the little cafe in {town} for lunch. They sat at a table by the window and waited for the food. Waiting was boring, so {G} let {Cobj} watch funny animal videos on the phone. There was a cat on a slide and a goat on a trampoline. {C} giggled so much {C's} cup wobbled.",
            "6-7":
              "{C} and {G} were having lunch at the busy cafe in {town}. The food was taking ages, so {G} handed over the phone for some animal videos. Each one was funnier than the last: a cat on a slide, a goat on a trampoline, a duck chasing a dog. And every time one finished, another one started all by itself.",
            "8-10":
              "{C} and {G} were at the cafe in {town}, the one with the good pancakes and the very slow kitchen. To pass the time, {G} handed over the phone. {C} went straight to videos of animals doing ridiculous things. Each clip was fifteen seconds long, and the next one started before {C} could even finish laughing. Time, as it tends to with short videos, disappeared.",
          },
        },
        problem: {
          text: {
            "2-3":
              'Then the food came. Pancakes! "Phone back now," said {G}. And {C} said, "No!" "One more!" {C} held the phone tight. {G} held out a hand. {C} cried. Bump! The cup fell over. Juice on the table! Drip, drip, on the floor.',
            "4-5":
              'Then the pancakes arrived. "Phone back now, please," said {G}. Holding on tight, {C} said, "No! One more video!" "The food\'s here." "One more!" When {G} reached for the phone, {C} pulled away so fast that the cup tipped over, and juice ran across the table. Everyone at the next table looked over. {C} started to cry.',
            "6-7":
              'Then the pancakes arrived, hot and golden. "Phone back, please," said {G}. "Lunch is here." "One more!" {C} hunched over the screen. "Just this one." But it was never just one, because another started straight away. When {G} gently reached for it, {C} jerked away, the cup tipped, and orange juice flooded the table. People turned to look. Then, with everyone watching, {name} burst into tears.',
            "8-10":
              'The pancakes arrived, steaming. "Okay, phone back," said {G}. "One more." "You said that four videos ago." "This one\'s nearly finished!" They were all nearly finished; they were fifteen seconds long. When {G} held out a hand, {C} swung away, clipped the cup with an elbow, and sent juice across the table. Most of it landed in {G\'s} lap. The waiter arrived with napkins. {C}, mortified and furious at once, put {their} head down and cried.',
          },
        },
        feeling: {
          text: {
            "2-3":
              "{C} felt upset. Sad face. Wet eyes. The videos were so funny! Now the juice was spilled. People looked. {C} hid {their} face. Hide, hide. {C} did not want pancakes. {C} wanted the cat. Sniff, sniff.",
            "4-5":
              "{C} felt upset, wobbly and hot. The videos had been so funny. They kept coming, one after another, like candy from a machine. Stopping felt impossible. And now there was juice everywhere, and people were looking. {C} hid {their} face in {their} hands and didn't even want the pancakes anymore.",
            "6-7":
              "{C} felt frustrated, and embarrassed too. The videos had been a never-ending line of funny, and being pulled out of it felt like falling off a moving train. Now there was juice all over the table, people were staring, and the pancakes were going cold. {C} didn't even know what had happened. One second it was all giggles. The next, it was this.",
            "8-10":
              "{C} felt frustrated and embarrassed in equal measure, which is a terrible combination in a public place. The videos had been like a conveyor belt of jokes, and there had never been a natural moment to get off. Now there was juice in {G's} lap, half the cafe had seen, and the pancakes were cooling. The worst part was that {C} couldn't even remember a single one of the videos.",
          },
        },
        stumble: {
          text: {
            "2-3":
              'After pancakes, they waited for dessert. {G} gave {Cobj} the phone. "Stop spot?" "When dessert comes!" The dessert came. "No, when I finish it!" said {C}. Then, "No, at the car!" {G} laughed. "Your stop spot keeps running away!" Oops. Drip, drip went the ice cream.',
            "4-5":
              'After the pancakes, they waited for dessert. {G} slid the phone across. "Want to try your plan?" "My stop spot is when the dessert comes." But when the ice cream arrived, {C} said, "Actually, my stop spot is when I finish my ice cream." A minute later it was, "Actually, when we get to the car." {G} raised an eyebrow. "Your stop spot keeps running away." {C} giggled, but it was true. A stop spot that moves isn\'t a stop spot at all. The ice cream started to melt.',
            "6-7":
              'After the pancakes, they waited for dessert, and {G} offered the phone again. "Your plan this time?" {C} chose the stop spot: when the dessert arrives. When the ice cream came, {C} said, "Actually, I meant when the dessert is finished." A little later it became, "I meant when we leave." {G} put down the spoon. "Your stop spot is on wheels," {G} said. {C} laughed, then stopped. Choosing the spot was only useful if the spot stayed put. The ice cream started to drip.',
            "8-10":
              'After the pancakes, they ordered dessert, and {G} slid the phone over with a raised eyebrow. "Your plan." {C} set the stop spot: the moment the dessert lands. When the ice cream landed, {C} discovered some small print. "Technically I meant when it\'s finished." Then, as the last spoonful approached: "Or when we get the bill." {G} leaned back. "I\'ve seen goalposts move, but never at this speed." {C} laughed, then winced. A stop spot you can renegotiate is just "one more" with better vocabulary. The ice cream began to slump.',
          },
        },
        success: {
          text: {
            "2-3":
              '{C} gave the phone back. All done! Next thing? {C} said, "Let\'s play I spy!" {G} looked around the room. "I spy a red hat!" {C} found it. They ate ice cream and played and played. {refrain} {G} gave {name} a big smile. Yum, yum!',
            "4-5":
              'Then {C} slid the phone across the table to {G}. "Next thing," said {C}. "Can we play I spy?" {G} put the phone away in a bag. "I spy something beginning with i." "Ice cream!" They played I spy until the ice cream was gone and {C\'s} tummy was full. Nobody looked at the phone once. It was much more fun than videos.',
            "6-7":
              'Then {C} pushed the phone across to {G}. "Next thing: I spy," said {C}. "I spy something beginning with w." It was the waiter, who had brought all those napkins. They played I spy until the last spoonful of ice cream, and {C} won three rounds. The phone stayed in {G\'s} pocket all the way home.',
            "8-10":
              'Then {C} slid the phone across to {G}. "Take it. I\'ll keep moving the spot otherwise." Then {C} had an idea. "New game: we each have to spot the most ridiculous hat in here, and the loser pays for the ice cream." "I\'m paying anyway," said {G}. "Then it\'s a low-risk game for you." The hat contest was fierce. It was funnier than any video, and {C} could remember every single hat afterwards.',
          },
        },
        echo: {
          day: 1,
          time: "afternoon",
          place: "hair salon",
          props: ["phone"],
          text: {
            "2-3":
              'The next day, {C} went for a haircut. Wait, wait. {G} gave {Cobj} the phone. "Stop spot?" "My turn!" Soon it was {C\'s} turn. Click! {C} pressed off. Next thing? Snip, snip! Good stopping, {name}!',
            "4-5":
              'The next afternoon, {C} {was} waiting for a haircut. {G} lent {Cobj} the phone. "My stop spot is my turn," said {C}. When the hairdresser called {C\'s} name, {C} pressed off and handed the phone straight back. Next thing: the big spinny chair. Snip, snip.',
            "6-7":
              "The next afternoon, {C} {was} waiting at the hair salon. {G} lent {Cobj} the phone, and {C} set the stop spot without being asked: when it's my turn. The moment the hairdresser called, {C} pressed off, handed it back, and climbed into the spinny chair. Next thing: choosing between a trim and looking like a hedgehog.",
            "8-10":
              "The next afternoon, {C} {was} waiting at the hair salon with {G's} phone. {C} set the stop spot out loud: \"When my name's called.\" When it was, {C} pressed off mid-video, handed the phone back and went to the chair. Next thing: negotiating with the hairdresser about how short was too short. {G} watched, feeling like something had quietly changed. The new haircut was, everyone agreed, excellent.",
          },
        },
        ending: {
          time: "evening",
          place: "kitchen",
          props: ["plate"],
          text: {
            "2-3":
              'That evening at {home}, {C} ate dinner. Yum! No phone on the table. {C} told {G} about the red hat. "Good stopping," said {G}. {name} patted {their} full tummy. Pick the spot. Press it off. Happy tummy! Yum, yum.',
            "4-5":
              'That evening at {home}, {name} and {G} ate dinner at the kitchen table, with no phone anywhere in sight. {name} told {G} every I spy word {name} could remember. {G} laughed at the funny ones. "You\'re very good at stopping now," {G} said. {name} smiled a big, proud smile.',
            "6-7":
              'That evening at {home}, dinner was on the kitchen table, and the phone was charging in the hall. {name} chattered about the cafe, the waiter and the ice cream. {G} passed the peas. "Remember when you won I spy three times?" It was funny. {name} remembered every part of lunch, and couldn\'t remember a single video at all.',
            "8-10":
              "That evening at {home}, dinner was on the table. The phone was charging in the hall, out of reach and, more importantly, out of mind. {name} was still arguing that the winning hat had been the one with the feathers. {G} insisted on the one shaped like a fish. The cafe had turned out to be far better than the videos, and {name} felt good about that. {G} said it had been the best cafe trip in ages.",
          },
        },
      },
    },
    {
      id: "breakfast-videos",
      moment: "breakfast time",
      place: "kitchen",
      time: "morning",
      props: ["tablet", "bowl", "spoon"],
      feeling: ["cross", "annoyed"],
      summary: "{C} keeps watching videos at breakfast and can't stop when it is time to get ready",
      object: "tablet",
      talkAbout: "What happened to {name's} cereal while the videos played?",
      scenes: {
        opening: {
          text: {
            "2-3":
              "It was morning at {home}. {C} had a bowl of cereal. Crunch, crunch! {C} had a spoon. The tablet was on the table. A singing video! La, la, la! {C} sang along. The cereal sat still. Soggy, soggy cereal.",
            "4-5":
              "It was a busy morning at {home}. {C} sat at the kitchen table with a bowl of cereal and a spoon, and the tablet propped up against the milk. A video was playing. It was all about a dinosaur who sang songs. {C} sang along with a full mouth. The cereal was getting soggier and soggier.",
            "6-7":
              "It was a school morning at {home}. {C} {was} at the kitchen table with a bowl of cereal and a spoon, and the tablet was leaning on the juice carton. A video about a singing dinosaur was playing, and then another, and another. {C's} spoon had stopped halfway to {their} mouth. The cereal was slowly turning into mush.",
            "8-10":
              "It was a school morning at {home}, and the kitchen had that rushed, toast-smelling feeling. {C} had a bowl of cereal, a spoon, and the tablet propped against the fruit bowl, showing a video about how dinosaurs might have sounded. Then one about how volcanoes work. Then one about the world's longest sandwich. The spoon had been hovering for several minutes. The cereal had given up and gone soft.",
          },
        },
        problem: {
          text: {
            "2-3":
              '"Time for shoes," said {G}. {C} kept watching. La, la, la. "Tablet off, please." And {C} said, "No!" "Song not finished!" {G} turned it off. Click. {C} cried. Splash! The spoon fell in the bowl. {G} looked at the clock. Tick, tock.',
            "4-5":
              '"Time to turn it off and get your shoes on," said {G}. {C} didn\'t move. "Tablet off, please." "No! The song isn\'t finished!" {G} switched it off. Click. {C} shouted, "No!" Then {C} threw the spoon, and cereal milk splashed all over the table. {C} cried, and they were going to be late.',
            "6-7":
              '"Tablet off, shoes on," said {G}, grabbing the school bag. {C} didn\'t hear. {G} said it again. And {C} said, "It\'s not finished!" Then it was another video, and another. Finally {G} reached over and switched it off. {C} shouted and banged the spoon down so hard that cereal milk sprayed across the table. Now they were going to be late.',
            "8-10":
              '"Tablet off, shoes on," said {G}, with one arm already in a coat. "Wait, it\'s explaining the sandwich." "Off, please." "Two seconds!" Two seconds turned into a new video about bridges. {G} reached over and switched it off. {C} slammed the spoon down, cereal milk jumped out of the bowl, and {C} said something loud and unfair. Then they were both late and both cross, which is a rotten way to start a day.',
          },
        },
        feeling: {
          text: {
            "2-3":
              "{C} felt cross. Cross face. Tight tummy. The dinosaur song was so good! Now it was gone. The cereal was soggy. Yuck! {C} did not want shoes. {C} wanted the song. Stamp, stamp, went {C's} feet.",
            "4-5":
              "{C} felt cross, so cross {their} tummy went tight. The dinosaur song had been right in the middle of the best bit. Then, click, it was gone. And now the cereal was soggy, the table was wet, and everyone was in a hurry. {C} didn't want shoes. {C} wanted the song.",
            "6-7":
              "{C} felt annoyed, the hot, jumpy kind. The videos had been so interesting, and they just kept coming. There had never been a good place to stop. Now the screen was black, the cereal was mush, the table was wet, and {G} was rushing. {C} thought, Why does everything always have to stop right in the middle?",
            "8-10":
              "{C} felt annoyed, with a side order of guilt. The videos had been genuinely interesting. That was the problem: each one led straight into another, like doors in a corridor with no end. {C} had meant to eat. {C} had meant to stop. Somehow neither had happened. Now the cereal was mush, {G} was stressed, and they were late. It didn't feel like {C's} fault, exactly. But it didn't feel like anyone else's either.",
          },
        },
        stumble: {
          text: {
            "2-3":
              '{G} wiped the table. "One song while you eat," said {G}. "Stop spot?" And {C} said, "Empty bowl!" Then {C} ate one flake. Munch. Then one more flake. Munch. Slow, slow, slow! "Hmm," said {G}. "A very slow bowl." {C} giggled. Oops! The shoes waited by the door.',
            "4-5":
              '{G} wiped the table and poured fresh cereal. "We have five minutes. Want to try your plan?" {C} picked up the spoon. "Stop spot: empty bowl." Then {C} ate one cornflake. Then another cornflake. Then half a cornflake, very, very slowly, with both eyes on the song. {G} raised an eyebrow. "That is the slowest bowl of cereal in the world." {C} giggled. Choosing a stop spot and then never getting there was a sneaky trick, and {C} knew it.',
            "6-7":
              '{G} wiped up the milk and poured a fresh bowl. "Five minutes. Your plan?" {C} chose the stop spot: when the bowl is empty. Then {C} discovered that a bowl of cereal could last a very long time if you ate it one flake at a time. Crunch. Pause. Watch. Crunch. {G} looked at the clock, then at the bowl, which was still nearly full. "Interesting speed," {G} said. {C} went a bit pink. The stop spot was fine. Stretching it like chewing gum was not.',
            "8-10":
              '{G} mopped up and poured a fresh bowl. "We\'ve got five minutes. Your plan." {C} chose the stop spot: empty bowl. Then {C} began to eat at a pace normally seen only in tortoises: one flake, a long thoughtful chew, a sip of milk, another flake. The bridge video played on. {G} watched this for a while. "I admire the strategy," {G} said. "The stop spot\'s still coming, though. Around lunchtime." {C} grinned, caught. A stop spot only works if you let it actually arrive.',
          },
        },
        success: {
          text: {
            "2-3":
              'Big bites! Munch, munch. Empty! {C} pressed off. Click! Tablet down. Next thing? {C} shouted, "Shoe race!" Run, run! One shoe. Two shoes! {refrain} "You won!" {G} puffed, one shoe still untied. Out the door they went! Zoom, zoom! Just in time.',
            "4-5":
              'This time {C} ate in big, fast spoonfuls, and when the bowl was empty, {C} pressed off and put the tablet face down. "Next thing," said {C}. "Shoe race!" {C} zoomed to the door, shoes on, one, two! {G} laughed and had to run to keep up. "You won!" {G} puffed at the door. They got to school just in time, with {Cobj} still humming the dinosaur song.',
            "6-7":
              'This time {C} ate properly, and when the spoon scraped the bottom, {C} pressed off, turned the tablet face down and pushed it away. "Next thing," {C} announced. "Shoe race. Ready, steady, go!" {C} {was} at the door with both shoes on before {G} had found the keys. "You\'re fast," said {G}, impressed. They got to school with one whole minute to spare. {C} hummed the dinosaur song all the way.',
            "8-10":
              'This time {C} finished the bowl in six honest spoonfuls, pressed off and, after a moment\'s thought, handed the tablet to {G}. "Put it on the top shelf. Breakfast is going to be a no-tablet zone." {G} stared. "That was your idea?" "Apparently," said {C}. Next thing: the shoe race, which {C} won easily, mostly because {G} was still in shock. They reached school with a minute to spare, and {C} explained tunnels all the way.',
          },
        },
        echo: {
          day: 1,
          time: "morning",
          props: ["bowl", "spoon"],
          text: {
            "2-3":
              'The next morning, {C} ate breakfast. Crunch, crunch! No tablet. Just cereal and a spoon. Yum! {G} took the bowl. "Next thing?" And {C} said, "Shoe race!" Zoom! What a good morning. Crunchy cereal is the best.',
            "4-5":
              'The next morning, {C} sat down to breakfast. The tablet was on the top shelf. {C} ate the whole bowl of cereal, crunch, crunch, before it got soggy. {G} rinsed the bowl. "Next thing?" And {C} said, "Shoe race!" Then {C} won it again. {G} didn\'t mind losing one bit.',
            "6-7":
              'The next morning, the tablet stayed on the top shelf. {C} ate a whole bowl of crunchy cereal and talked to {G} instead, about dinosaurs and whether they sang. When the bowl was empty, {C} said, "Next thing: shoe race," and won, again. {G} said it was the calmest morning of the whole term.',
            "8-10":
              'The next morning, the tablet stayed on the top shelf, as agreed. {C} ate a bowl of cereal at normal speed, while it was still crunchy, which was a revelation. {C} told {G} about tunnels instead. When the bowl was empty, {C} said, "Next thing," and was at the door before {G} found the car keys. {G} said it was the calmest morning in living memory. It was a good start to the day.',
          },
        },
        ending: {
          time: "evening",
          place: "living room",
          props: ["tablet"],
          text: {
            "2-3":
              'That evening at {home}, the tablet was on the shelf. {C} played with blocks. {G} gave {name} a cuddle. "Good stopping," said {G}. Pick the spot. Press it off. On to the next! Snug and happy.',
            "4-5":
              'That evening at {home}, the tablet sat quietly on its shelf, and {name} was building a dinosaur out of blocks. {G} sat down beside {Cobj}. "Good stopping today," {G} said. Screens could be fun. But stopping them your own way felt even better.',
            "6-7":
              'That evening at {home}, the tablet was charging on its shelf, and {name} was on the living room floor, drawing a dinosaur with a microphone. {G} sat down to look. "Shoe race champion," {G} said. {name} gave the dinosaur a medal. Mornings felt easier now. The screen still had lots of next videos. But {name} had a next thing of {their} own.',
            "8-10":
              'That evening at {home}, the tablet sat on its shelf. {name} was on the floor with a library book about tunnels, which turned out to be even better than the videos. {G} sat down nearby. "No-tablet breakfast," {G} said. "Your idea." "My idea," said {name}, not looking up. {G} smiled a small, private smile. So did {name}, behind the book, feeling calm and rather proud. Tunnels, it turned out, were best in paper.',
          },
        },
      },
    },
  ],
};
