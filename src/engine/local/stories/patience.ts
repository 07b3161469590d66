import type { BehaviorStory } from "../episode-types";

/** Patience: waiting when something takes a long time (the Waiting Game). */
export const patience: BehaviorStory | null = {
  childTerms: "waiting when something takes a long time",
  strategy: {
    name: "the Waiting Game",
    steps: ['Say what you are waiting for: "I\'m waiting for…"', "Take one slow breath, in and out", "Give the waiting a job: count, spot, sing or help"],
    why: "Waiting feels endless when a child has nothing to do but want. Naming the wait makes it a thing with an end, a slow breath takes the edge off the fidgets, and a small job (counting, spotting, singing, helping) fills the time so it passes faster.",
    refrain: "Waiting, waiting, I can play the waiting game.",
    toddlerSteps: ['Say "I\'m waiting"', "Count or sing while you wait"],
    smallFirstStep: 'Say "I\'m waiting" once, out loud',
  },
  titles: ["{name} and the Waiting Game", "{name} Waits", "The Long, Long Wait", "{name} and {Hfull} Play the Waiting Game"],
  // Ages 8-10, the two-tries shape's first try alone: this behavior's own wrong tries (never another behavior's paragraph).
  firstTry:
    "{C} tried to make the waiting go faster. Staring at the clock: the clock slowed down out of spite. Asking how long now: the answer was the same, only shorter. Sighing loudly: it changed nothing, except the mood of everyone nearby. The {feeling} feeling stretched every minute like chewing gum. Hurrying time, clearly, was not an option.",
  scenes: {
    helper: [
      {
        text: {
          "2-3":
            '{H} {Harrive}. "Hello, {name}," said {H}. "You look {feeling}." {C} hopped from foot to foot. Wiggle, wiggle. "Waiting is hard," said {H}. "Waiting is long. But waiting can be a game." {C} stopped wiggling. A game? "I will show you," said {H}.',
          "4-5":
            'Just then, {Hintro}, {Harrive}. {H} watched {name} fidget and sigh. "That looks like a very long wait," {hs} said. "I\'m sooo {feeling}," {C} groaned. "Waiting takes forever." "It does feel like that," said {H}. "Waiting is one of the hardest jobs there is. But I know a way to make it feel shorter. It\'s a game."',
          "6-7":
            'That was when {Hintro}, {Harrive}. {H} looked at {name}, who was hopping from foot to foot, and smiled. "You look {feeling}." {C} groaned. "Waiting is the worst. Every minute takes an hour." "That\'s because you\'re watching the minutes," said {H}. "When all you do is want something, time slows right down. When you give your waiting a job, it speeds up again."',
          "8-10":
            'That was when {Hintro}, {Harrive}. {H} took in the scene: the sighing, the fidgeting, the dramatic slump. "Let me guess," {hs} said. "You\'re waiting, and it\'s taking roughly a thousand years." {C} laughed despite {themself}. "At least." "Here\'s the strange thing about waiting," said {H}. "The more you stare at the thing you want, the slower time goes. It\'s like watching a kettle. You can\'t make the wait shorter. But you can make it feel shorter."',
        },
      },
      {
        text: {
          "2-3":
            'Then {H} came. {H} {Harrive}. "Oh dear," said {H}. "Are you waiting?" {C} said, "Waiting is too long!" Flop! "I know," said {H}. "I know a waiting game. It makes waiting go faster."',
          "4-5":
            'Then {H} {Harrive}. "Goodness," said {H}. "That is a very big sigh for someone so small." {C} sighed again, even bigger. "I\'m {feeling}. It\'s taking too long." "Waiting is hard for everyone," said {H}. "Even me. But I have a secret game I play whenever I have to wait. Would you like to learn it?" {C} scooted closer.',
          "6-7":
            'A moment later, {H} {Harrive}. {H} listened to {name} sigh for the fifth time in a minute. "You sound {feeling}," {hs} said. "Waiting is taking forever," {C} said. "And there\'s nothing to do." "Ah," said {H}. "That\'s the real problem. Not the waiting, but the nothing. A wait with nothing to do feels twice as long. Shall we fix that part?"',
          "8-10":
            'Into this long, slow wait came {H}. {H} {Harrive}. {H} watched {name} check for progress for the tenth time and said, "You know, staring at it won\'t hurry it up." {C} gave a theatrical groan. "I know. But I can\'t stop thinking about it." "Of course you can\'t," said {H}. "Your brain has nothing else to do. Waiting isn\'t really about patience. It\'s about giving your brain something better to chew on."',
        },
      },
      {
        text: {
          "2-3":
            '{H} {Harrive}. {H} sat down next to {name}. "I am waiting too," said {H}. "For my birthday. It is soooo far away." {C} kicked {C\'s} feet. Thump, thump. "Waiting is long," said {C}. "Long, long, long," said {H}. "So I play a waiting game. Want to see?"',
          "4-5":
            'Then {H} {Harrive}. {H} didn\'t say "Be patient." Instead, {hs} asked, "What\'s the longest you\'ve ever waited for anything?" {C} thought. "My birthday. It took a whole year." "A whole year!" said {H}. "And you did it. So you already know how to wait." {C} hadn\'t thought of it that way. "But this wait is too long," {C} said. "Then let\'s make it feel shorter," said {H}. "I know a game for that."',
          "6-7":
            'Then {H} {Harrive}. {H} looked at {name} for a long moment. "You know what you look like?" {hs} said. "A kettle just before it whistles." {C} scowled, then nearly laughed. "I\'m {feeling}. This is taking ages." "I used to be terrible at waiting," said {H}. "Once I asked \'Is it time yet?\' forty times in one afternoon. Then somebody taught me a game, and waiting stopped being the enemy."',
          "8-10":
            'Then {H} {Harrive}. {H} observed {name} for a moment with scientific interest. "You\'re doing the three classic waiting moves," {hs} said. "The sigh, the slump and the \'how much longer.\'" {C} stopped mid-slump. "Is that bad?" "It\'s normal," said {H}. "It\'s also the slowest way to wait ever invented. Every sigh makes it feel a minute longer. I know a faster way, if you\'re interested." {C} {was}, annoyingly, interested.',
        },
      },
      {
        text: {
          "2-3":
            '{H} {Harrive}. {C\'s} foot went tap, tap, tap. {H} tapped too. Tap, tap, tap! "Waiting feet," said {H}. "Busy, busy." {C} looked down. "Too long," said {C}. "Waiting feet like a game," said {H}. "I know one."',
          "4-5":
            'Just then, {Hintro}, {Harrive}. {H} noticed {C\'s} foot, tapping away like a drum. "Your foot is waiting very hard," {hs} said. {C} looked down. It was. "Everything is waiting very hard," {C} said. "It\'s taking forever." "Then let\'s give that foot something better to do," said {H}. "I know a game for long waits. Feet are invited."',
          "6-7":
            'That was when {Hintro}, {Harrive}. {H} looked at {name}, then all around, and whispered, "I think time has fallen asleep." {C} almost laughed. "It feels like it. This is taking ages." "Time is sneaky," said {H}. "The more you watch it, the slower it goes. So the trick is to stop watching. I know a way to do that."',
          "8-10":
            'Then {H} {Harrive}. "I\'ve been timing your sighs," {hs} said. "One every nine seconds. Very consistent." {C} glared, and then, against all intentions, laughed. "I\'m just so {feeling}." "Fair," said {H}. "But sighing is a terrible hobby. It makes waiting longer and gives you nothing back. I know a much better way to spend the next few minutes."',
        },
      },
    ],
    strategy: [
      {
        text: {
          "2-3":
            '"It is called {strategy}," said {H}. "First, say it. I am waiting." {C} said, "I am waiting." {H} gave a happy hop. "Now count while you wait. Count with me!" One, two... five! {C} counted all the way to ten. {refrain}',
          "4-5":
            '"It\'s called {strategy}," said {H}. "First, say what you\'re waiting for, out loud." {C} said it. "Next, one slow breath, like smelling a cake." {C} breathed in and out. "Then give your waiting a job. You can count, or spot things, or sing, or help." {C} tried each one out in {C\'s} head. Counting sounded good. So did spotting things. Waiting with a job sounded much better than waiting with nothing.',
          "6-7":
            '"It\'s called {strategy}," said {H}. "It has three steps. First, say what you\'re waiting for. That reminds your brain the wait has an end." {C} said it out loud. "Second, one slow breath, to calm the fidgets. Third, give the waiting a job: count something, spot something, sing something or help with something." {C} narrowed {C\'s} eyes at the slow, slow minutes. "So I trick the time?" "Exactly," said {H}. "Busy time is fast time."',
          "8-10":
            '"It\'s called {strategy}," said {H}. "Three rules. One: say what you\'re waiting for, out loud. It sounds silly, but it reminds your brain the wait has an end. Two: one slow breath, to take the fizz out of the fidgets. Three: give the waiting a job. Count something, spot something, invent something, help with something." {C} considered it. "So basically, distract myself." "Basically," said {H}. "But on purpose, which is the difference between waiting and suffering."',
        },
      },
      {
        text: {
          "2-3":
            '{H} told {Cobj} about {strategy}. "One: say, I am waiting." "I am waiting," said {name}. "Two: sing while you wait!" La, la, la! {C} sang a waiting song. Then another one! {refrain}',
          "4-5":
            '"I\'ll teach you {strategy}," said {H}. "Step one: say, I\'m waiting for it." {C} said it. It felt a bit funny. "Step two: a slow breath, in through your nose, out through your mouth." {C} did it, and the fidgets calmed down a little. "Step three: the waiting needs a job. Let\'s try spotting. How many blue things can you find?" {C} looked around. There were lots.',
          "6-7":
            '"I play a game called {strategy}," said {H}. {C} listened to the three parts. First, you say what you\'re waiting for, so the wait has a name and an end. Then you take one slow breath. Then you give the waiting a job, like counting, spotting, singing or helping. {C} asked, "What\'s the best job?" "Whichever one makes you forget to check," said {H}. "That\'s when you know it\'s working."',
          "8-10":
            '"There\'s a trick to this," said {H}. "I call it {strategy}." {C} listened. Name the wait, out loud, so your brain knows it isn\'t forever. Take one slow breath to settle the fidgets. Then give the wait a job: count, spot, plan, help, or invent a game. {C} asked, "What if the job is boring too?" "Then invent a better one," said {H}. "You\'re allowed to make the waiting interesting. In fact, that\'s the whole point."',
        },
      },
      {
        text: {
          "2-3":
            '"Here is {strategy}," said {H}. "First, say it. I\'m waiting." "I\'m waiting!" said {C}, loud and clear. "Then sing while you wait," said {H}. Hum, hum. La, la! {C} sang a waiting song. It was a song about socks. The wait felt shorter. {refrain}',
          "4-5":
            '{H} tapped out a beat while {hs} explained {strategy}. "Step one: say what you\'re waiting for." Tap, tap. {C} said it. "Step two: one slow breath." Tap... tap. {C} breathed in and out. "Step three: give the waiting a job. Count, spot, sing or help." Tap-tap-tap! {C} chose singing, and made up a song about waiting that went on and on, exactly as long as waiting does.',
          "6-7":
            '{H} explained {strategy} like a recipe. "Take one wait. Give it a name: say out loud what you\'re waiting for. Add one slow breath, to settle the fidgets. Then stir in a job: count something, spot something, sing something or help with something." {C} repeated it. "Name it, breathe, give it a job." "Serve at once," said {H}. "Best eaten before you notice how long you\'ve been waiting."',
          "8-10":
            '"Here\'s how I survive waiting rooms," said {H}. "It\'s called {strategy}, and it\'s three moves. First, say what you\'re waiting for, out loud, so your brain knows the wait has a finish line. Second, one slow breath, to let the fizz out. Third, give the wait a job: count, spot, sing or help. The job is the important part. An empty wait is a long wait." {C} tapped {C\'s} chin, unconvinced. "What counts as a job?" "Anything but staring at the clock," said {H}. "Clocks hate being stared at. They slow down out of spite."',
        },
      },
      {
        text: {
          "2-3":
            '{H} held up one finger. "This is {strategy}. One: say it. I\'m waiting." "I\'m waiting," said {C}. {H} held up two fingers. "Two: count!" They counted fingers. One, two... five! {C} wiggled all ten. {refrain}',
          "4-5":
            '{H} held up three fingers, one for each part of {strategy}. "Thumb: say what you\'re waiting for." {C} told the thumb. "Pointer: one slow breath, like blowing on hot soup." {C} blew. "Middle finger: give the waiting a job. Counting, spotting, singing or helping." {C} looked at the three fingers. "Can I keep them?" "They\'re yours already," said {H}. "Your hand can remind you, any time."',
          "6-7":
            '"Most people wait like this," said {H}, and slumped, and sighed, and stared at nothing. {C} laughed. It was exactly right. "Here\'s {strategy} instead. One: say what you\'re waiting for, out loud, so the wait has an end. Two: one slow breath. Three: give the waiting a job. Count something, spot something, sing something or help with something." {C} counted the steps on {C\'s} fingers. "Name, breathe, job." "That\'s it," said {H}. "The job is the fun part."',
          "8-10":
            '{H} drew three boxes in the air. "Here is {strategy}, in three moves. Box one: say what you\'re waiting for, out loud. Your brain needs to hear that the wait has an end. Box two: one slow breath, to drain the fidgets. Box three: give the wait a job. Count, spot, sing, help, or make something up." {C} studied the invisible boxes. "It\'s a flowchart for being bored." "It\'s a flowchart for not being bored," said {H}. "A very different thing. Ask anyone who has ever been stuck in a line with nothing to do."',
        },
      },
    ],
    practice: [
      {
        text: {
          "2-3":
            '{C} and {H} played a pretend waiting game. {H} said, "We are waiting for a bus!" {C} said, "I am waiting." Then they counted pretend buses. Beep, beep! One bus, two buses. Lots of buses! Waiting was fun!',
          "4-5":
            '{C} and {H} practiced with a pretend wait. "We\'re waiting for a rocket to launch," said {H}. {C} said, "I\'m waiting for the rocket," took a slow breath, and then counted backwards from ten. {C} shouted, jumping up, "Three, two, one, blast off!" {H} covered {hp} ears at the pretend roar. Even pretend waiting was easier with a job to do.',
          "6-7":
            '{C} and {H} tried a practice round. {H} pretended they were waiting for a very slow snail to cross the path. {C} said what they were waiting for, took a breath, and then invented a job: giving the snail a running commentary, like a sports announcer. "And he\'s moving! Slightly!" {H} laughed so much {hs} had to stop. The pretend wait flew by.',
          "8-10":
            "{C} and {H} ran a practice round. {H} announced that they were waiting for a pretend kettle to boil, which would take exactly one minute. {C} named the wait, took a breath and then tried to list an animal for every letter of the alphabet. {C} got stuck on X and argued that xylophone counted. By the time they'd finished arguing, the minute was long gone. {H} just grinned.",
        },
      },
      {
        text: {
          "2-3":
            '{H} said, "We are waiting for a pretend egg." {C} said, "I am waiting for the egg." Then {C} sang to the egg. La, la, la! Tap, tap. Crack! Out came a pretend chick. Cheep, cheep! {refrain}',
          "4-5":
            '{H} suggested practicing with a pretend seed. {C} planted it and said, "I\'m waiting for my flower to grow." Then came a slow breath, in and out. For the job, {C} sang a growing song, so the seed wouldn\'t be startled. {H} hummed along. At the end of the song, {C} whooshed up tall, like a sunflower. "It grew!"',
          "6-7":
            'For a practice round, {H} suggested waiting for an imaginary pizza to be delivered. "I\'m waiting for the pizza," {C} announced, and took one slow breath. Then {C} gave the wait a job: guessing, out loud, every topping the pizza might have. Cheese. Peppers. Pineapple. Jelly beans. {H} pulled a face at the jelly beans. By the time the pretend doorbell rang, {C} had forgotten to be impatient.',
          "8-10":
            '{H} staged a practice wait for a pretend train, delayed by one minute. {C} named it, "I\'m waiting for the ten fifteen," and took a breath. The job {C} picked was inventing excuses for the delay, in an announcer\'s voice. "We apologize. The train has stopped to admire a cow." "Leaves on the line," {H} suggested. "A pigeon in the driver\'s seat," said {C}. The minute vanished. So did most of the seriousness.',
        },
      },
      {
        text: {
          "2-3":
            '{H} and {C} went pretend fishing. Plop went the line. "I\'m waiting for a fish," said {C}. Then {C} counted. One, two... five! Tug, tug! A pretend fish! Splash! "Again!" said {C}. {refrain}',
          "4-5":
            'For practice, {H} took {Cobj} pretend fishing. {C} dangled an invisible line into an invisible pond. "I\'m waiting for a fish," {C} told the pond. One slow breath. Then the job: {C} whispered a counting song to the fish, very softly, so as not to scare them. At fifteen, {H} tugged the line. "A whopper!" {C} reeled it in, and it was, they agreed, the biggest pretend fish ever caught.',
          "6-7":
            "They practiced with a pretend fishing trip. {C} cast an imaginary line, said, \"I'm waiting for a fish,\" and took a slow breath. The job {C} picked was spotting things on the imaginary riverbank: three clouds, two ducks and one suspicious-looking log. {H} played the fish, and took a very long time to bite, on purpose. {C} didn't mind. There was too much to spot. When the tug finally came, {C} nearly forgot to reel it in.",
          "8-10":
            'For practice, {H} proposed a fishing trip, minus the fish, the river and the rod. {C} cast an invisible line, named the wait out loud ("I\'m waiting for a trout"), took a breath and gave the wait a job: inventing names for every fish that didn\'t bite. Gerald. Professor Fin. Mrs. Wobbly. {H} kept the pretend line still for a full minute. "Anything?" "Nothing," said {C}, happily. "Gerald\'s being shy."',
        },
      },
      {
        text: {
          "2-3":
            '{H} said, "Let\'s wait for a pretend cake!" Stir, stir went the pretend spoon. "I\'m waiting for the cake," said {C}. Then they sang. La, la, la! Ding! "Cake!" said {C}. Yum, yum. {refrain}',
          "4-5":
            'They practiced at a pretend bus stop. {H} was the bus, very far away. "I\'m waiting for the bus," said {C}, and took a slow breath. For the job, {C} spotted things on the pretend street: a red car, a cat on a wall, a man in a very tall hat. "Beep, beep!" said {H}, chugging up at last. {C} climbed aboard. Pretend waiting, with a job, went by in no time.',
          "6-7":
            'For practice, {H} set a pretend oven timer for one whole minute. {C} named the wait, "I\'m waiting for the pretend pie," took a slow breath and gave it a job: humming a line from every song {C} knew. There were more songs than {C} expected. When {H} said "Ding!", {C} {was} only halfway through a song about a bus. "That wasn\'t a minute," said {C}. "It was," said {H}. "Busy minutes are short ones."',
          "8-10":
            '{H} proposed a practice wait with a twist: a pretend package that kept being "out for delivery". {C} named it ("I\'m waiting for a package of socks"), breathed once, and gave the wait a job: reviewing the socks in advance, like a critic. "Excellent heel. Disappointing toe." {H} announced another delay. {C} reviewed the box. By the third delay, {C} {was} reviewing the delays instead, and the minute was long gone.',
        },
      },
    ],
    celebration: [
      {
        text: {
          "2-3":
            '{G} smiled a big smile. "You waited so well," said {G}. "You played the waiting game!" {C} felt proud. Hooray! Waiting was not so long now. {C} had a game for it. Clever {name}!',
          "4-5":
            '{G} gave {name} a big smile. "You waited so patiently," {G} said. "I saw you play the waiting game all by yourself." {C} felt proud, all warm and fizzy inside. {H} gave a happy nod. Waiting was still waiting. But now {C} knew how to make it shorter, and that felt like a superpower.',
          "6-7":
            '"I noticed something," said {G}. "You were {feeling}, and instead of complaining, you gave your waiting a job. That\'s real patience." {C} felt a warm, steady kind of proud. {H} looked delighted. Waiting hadn\'t got any shorter. {C} had just found a way to fill it, which turned out to be almost the same thing.',
          "8-10":
            '"I want to say something," said {G}. "That was a long wait, and you handled it brilliantly. No moaning, no fidgeting. You just found something to do." {C} shrugged, trying to look casual, but was obviously pleased. {H} gave {Cobj} a knowing look. It was a useful thing to have discovered, {C} thought: time couldn\'t be hurried, but it could be outwitted.',
        },
      },
      {
        text: {
          "2-3":
            '{H} cheered. "You did it! You played the waiting game!" {G} gave {name} a high five. Slap! {C} grinned a big grin. The long wait was over. {C} felt tall and proud. {refrain}',
          "4-5":
            '{H} looked very pleased. "What a good waiter you are," {hs} said. "And I don\'t mean the restaurant kind." {C} giggled and pretended to carry a tray. {G} laughed too. "You waited beautifully," said {G}. {C} felt proud. Waiting had felt like a big gray cloud. Now it felt more like a game that {C} knew how to win.',
          "6-7":
            '{H} beamed. "You named the wait, you took your breath, and you gave it a job. Every step." {G} glanced at the clock and raised both eyebrows. "And the wait went faster, didn\'t it?" It had. {C} felt proud and a bit surprised. Patience had always sounded like something boring you had to be. It turned out to be something clever you could do.',
          "8-10":
            '{H} gave a slow, impressed whistle. "Well played." {G} agreed. "You turned a boring wait into something fun. That\'s a real skill." {C} took a small, dignified bow. It was satisfying, beating time at its own game. Waiting would always be waiting. But there was a big difference between waiting and just sitting there wanting, and {C} had found it.',
        },
      },
      {
        text: {
          "2-3":
            '{G} gave {name} a big thumbs-up. "Such good waiting!" {C} wiggled with joy. Wait, wait, wait. Then, yay! The waiting was all done. {C} felt proud and tall. {refrain}',
          "4-5":
            '"Guess what?" said {G}. "You waited all that time, and I didn\'t hear one single grumble." {C} puffed up {C\'s} chest. {C} felt proud, like the winner of a race nobody else could see. Waiting used to feel like a long, long line that never moved. Now {C} had a way to make it move.',
          "6-7":
            '{G} looked at {name} with a surprised smile. "That was a long wait, and you made it look easy. What\'s your secret?" "I gave it a job," said {C}. {C} felt proud in a quiet, grown-up way. It had been hard in the middle. But feeling {feeling} had turned into being busy, and busy was much nicer.',
          "8-10":
            '"I timed that," said {G}. "It was a long wait. You didn\'t complain once." "I complained in my head," said {C}. "Quietly. With manners." {G} laughed and admitted to doing the same thing in lines. {C} felt a dry, satisfied sort of pride. Patience, it turned out, wasn\'t sitting still and suffering. It was having a plan for the boring bits.',
        },
      },
      {
        text: {
          "2-3":
            '{G} clapped. Clap, clap! "You waited, {name}! Good waiting!" {C} did a happy dance. Stamp, stamp, twirl! The waiting was done. And {C} knew the waiting game now. {refrain}',
          "4-5":
            "{G} knelt down, nose to nose with {name}. \"Do you know what I saw? I saw someone who waited, and made it fun.\" {C} grinned so wide it nearly didn't fit. {H} did a little spin. {C} felt proud, right down to {C's} toes. Waiting still took a long time. But it didn't take forever anymore.",
          "6-7":
            '"Can I tell you something?" said {G}. "I was getting impatient myself. Then I watched you, and I forgot all about it." {C} laughed. "So I helped you wait?" "You did," said {G}. {C} felt proud, and a little bit taller. The waiting game, it turned out, worked on grown-ups too.',
          "8-10":
            '"Right," said {G}. "I\'m officially hiring you as the family waiting expert." "What does it pay?" said {C}. "Nothing. But you get the best seat at the next long wait." {C} considered this and accepted. The job title was silly. The feeling wasn\'t: {C} had handled something hard, on purpose, with a plan. That was worth more than any seat.',
        },
      },
    ],
  },
  talkAbout: [
    "Can you remember the steps of {name's} Waiting Game?",
    "What waiting jobs could you do: counting, spotting, singing or helping?",
    "What is the hardest thing you have to wait for?",
    "Why did the wait feel shorter when {name} had a job?",
    "What does your body feel like when you are waiting?",
  ],
  episodes: [
    {
      id: "cookies-in-the-oven",
      moment: "waiting for the cookies",
      place: "kitchen",
      time: "afternoon",
      props: ["cookie", "timer", "plate"],
      feeling: ["impatient", "impatient"],
      summary: "{C} can't wait for the cookies to bake",
      object: "cookies",
      trigger: "something taking time",
      talkAbout: "What jobs did {name} find while the cookies baked?",
      scenes: {
        opening: {
          text: {
            "2-3":
              'One afternoon at {home}, {C} and {G} made cookies. Stir, stir, stir! Pat, pat, pat! Into the oven they went. {G} set the timer. Tick, tick, tick. "Twelve minutes," said {G}. {C} sniffed. Mmm! The kitchen smelled yummy.',
            "4-5":
              'One afternoon at {home}, {C} and {G} made chocolate cookies. {C} stirred the dough, rolled the balls and pressed them flat with a fork. Then {G} slid the tray into the oven and set the timer. "Twelve minutes," said {G}. "And then they need to cool." {C} sat on the floor in front of the oven. The kitchen began to smell like heaven.',
            "6-7":
              'One afternoon at {home}, {C} helped {G} make a batch of chocolate cookies. {C} measured the flour, cracked an egg only slightly badly, and rolled every ball of dough. Then the tray went into the oven. {G} set the timer for twelve minutes. "And then ten more minutes to cool," {G} added. Twenty-two minutes. {C} sat down in front of the oven door to watch.',
            "8-10":
              "One afternoon at {home}, {C} and {G} made chocolate cookies from scratch. {C} {was} in charge of measuring, and did it with great precision, except for the chocolate chips, which were measured generously. The tray went into the oven. {G} set the timer: twelve minutes to bake, ten to cool. {C} pulled a chair up to the oven door, the way some people sit in front of a television.",
          },
        },
        problem: {
          text: {
            "2-3":
              '{C} looked in the oven. Not ready. {C} looked again. Still not ready! {C} asked, "Now? Now? Now?" {C} opened the oven door. Whoosh! Hot air! "Careful," said {G}. {C} jumped up and down. Hop, hop, hop! The timer ticked slowly.',
            "4-5":
              '{C} asked, "Are they ready?" "Not yet." One minute later: "Are they ready now?" "Not yet." {C} pressed {C\'s} nose against the oven glass. {C} tried to open the oven door to check, and {G} said, "No, hot!" {C} jumped up and down. "But it\'s taking foreveeer!" The timer said ten minutes. Ten!',
            "6-7":
              "After about thirty seconds, {C} asked if they were done. They weren't. After another thirty seconds, {C} asked again. Then {C} tried to open the oven door for a peek, and {G} had to stop {Cobj}, because the oven was very hot. Down went {name}, flat on the floor, legs kicking, announcing that this was the longest twelve minutes in the history of the world.",
            "8-10":
              'For the first minute, {C} watched through the oven glass in silence. By the second minute, {C} had asked four times whether they were done. By the third, {C} had reached for the oven door to check. {G} had to step in quickly, because the oven was very hot. {C} slid off the chair onto the floor. "This is torture," {C} announced. "Cookie torture." The timer said nine minutes. It seemed to be laughing.',
          },
        },
        feeling: {
          text: {
            "2-3":
              "{C} felt impatient. Wiggle, wiggle! {C's} tummy went rumble. {C's} feet went tap, tap. The cookies smelled so good. But they were not ready. Waiting was so long. Too long! {C} wanted a cookie now.",
            "4-5":
              "{C} felt impatient, fizzy and wriggly all over. {C's} feet couldn't keep still. {C's} tummy rumbled every time the smell of chocolate floated past. Waiting for something yummy is the hardest kind of waiting, because you can smell it and almost taste it, but you can't have it yet.",
            "6-7":
              "{C} felt impatient, like there were ants marching up and down {C's} legs. The smell of warm chocolate was everywhere, which made it much, much worse. Every time {C} looked at the timer, it seemed to have hardly moved. {C} wanted the cookies so much that wanting them was all {C} could think about. And that made every second drag.",
            "8-10":
              "{C} felt impatient, and the smell made it a hundred times worse. Warm chocolate was everywhere. {C's} whole body seemed to be leaning towards the oven. The problem was simple: there was nothing to do except want cookies, and wanting cookies turned out to be a very slow activity. Each time {C} checked the timer, it had moved about one second. Time, {C} decided, was doing this on purpose.",
          },
        },
        stumble: {
          text: {
            "2-3":
              '{C} sat by the oven. "I am waiting," said {C}. Good! But then {C} looked at the oven. And looked. And looked. "Now?" No job! The waiting got long again. Oops. {C} needed a job. Tap, tap.',
            "4-5":
              '{C} tried the waiting game. "I\'m waiting for the cookies," {C} said. Then a slow breath. That part was easy. But then, instead of finding a job, {C} sat right back down in front of the oven and stared through the glass. Soon {C} {was} wriggling again. "Are they ready yet?" Oops. {C} had forgotten the job.',
            "6-7":
              "{C} tried the game. \"I'm waiting for the cookies,\" {C} said, and took a slow breath. Good. But then {C} sat back down in front of the oven and watched the cookies through the glass, willing them to hurry. Within a minute, the ants were back in {C's} legs. {C} checked the timer: still eight minutes. Steps one and two were done. Step three was missing.",
            "8-10":
              '{C} gave it a try. "I\'m waiting for the cookies," {C} said, feeling a bit ridiculous, and took one slow breath. Fine. Then {C} sat back down on the chair in front of the oven and watched. Just watched. For a minute it was almost peaceful, and then the fidgets came back, stronger. {C} checked the timer. Eight minutes. {C} realized the problem: the job was supposed to be something other than staring at cookies.',
          },
        },
        success: {
          text: {
            "2-3":
              '{C} tried again. "I am waiting." Then a job! {C} helped wash the bowl. Splash, splash! {C} counted the spoons. One, two, three! Ding! went the timer. Cookies! {refrain}',
            "4-5":
              "So {C} tried again, all three steps. \"I'm waiting for the cookies.\" A slow breath. Then a job: {C} helped {G} wash the bowls, counted all the spoons and set out the plates. Ding! The timer went off, and {C} {was} so busy {C} nearly didn't hear it. Then came ten minutes of cooling. {C} sang the cookie song twice, and it was time!",
            "6-7":
              'So {C} tried again, properly. Name it: "I\'m waiting for the cookies." Breathe. Then a job. {C} washed the mixing bowls, dried the spoons and set out two plates. Then {C} had an idea: a cookie menu, with drawings. When the timer went ding, {C} {was} halfway through drawing a cookie with a crown. The cooling time flew by too. They were perfect.',
            "8-10":
              "{C} tried again, and this time did all three. Name the wait. One breath. Then a job, and {C} chose ambitious ones. First came washing the bowls and drying them. Then came a cookie rating system with five categories, including crunch and chocolate distribution. {C} {was} so busy arguing with {G} about whether smell counted as a category that the timer made them both jump. Ding! Even the ten minutes of cooling passed quickly. The cookies scored very highly.",
          },
        },
        echo: {
          day: 1,
          time: "morning",
          props: ["plate"],
          text: {
            "2-3":
              'The next morning, {C} wanted toast. The toaster was slow. Hmm. "I am waiting for toast," said {C}. Then a job. {C} put out the butter. Pop! Up jumped the toast. Yum!',
            "4-5":
              'The next morning, {C} {was} waiting for toast. The toaster was taking ages. {C} felt the fidgets starting. But {C} knew what to do. "I\'m waiting for my toast," {C} said, took a breath, and then set the table for everyone. Pop! Up came the toast before {C} had even finished.',
            "6-7":
              "The next morning at breakfast, the toaster was being extremely slow. {C} felt the fidgets begin. This time, {C} didn't need any reminding. \"I'm waiting for toast,\" {C} said to nobody in particular, then took a breath and got out the plates, the butter and the jam. Pop! The toast jumped up, and {C} hadn't looked at the toaster once.",
            "8-10":
              'The next morning, the toaster was on its usual go-slow. {C} felt the fidgets arrive and recognized them at once. "I am waiting for toast," {C} announced. {G} looked up, surprised. Then {C} took a breath and laid the table, including napkins, which had never happened before. The toast popped up in the middle of napkin-folding. {G} looked at the napkins as if they were a small miracle. {C} had to admit it was quite satisfying.',
          },
        },
        ending: {
          time: "evening",
          text: {
            "2-3":
              "That evening, at {home}, {C} ate one more cookie. Crunch, munch! Yummy. Crumbs on {C's} chin! Waiting was not so hard now. {C} had a game. Tomorrow, cookies for a picnic at {world}! Happy {name}.",
            "4-5":
              "That evening at {home}, {C} had one last chocolate cookie with a glass of milk. It tasted even better because {C} had waited for it. {C} thought about the waiting game, and how the jobs had made the time zoom by. Tomorrow, they might take the rest of the cookies for a picnic at {world}. {name} smiled a chocolatey smile.",
            "6-7":
              "That evening at {home}, there were three cookies left on the plate. {C} ate one slowly, and it was delicious. {C} thought about the afternoon: staring at the oven had made the time crawl, and jobs had made it fly. That was worth knowing. {name} saved the other two cookies for a picnic at {world} tomorrow, and felt calm and pleased.",
            "8-10":
              "That evening at {home}, two cookies remained, carefully saved for a picnic at {world} the next day. {C} looked at them and felt oddly proud, not because of the cookies, but because of the waiting. Staring at the oven had made time crawl. Keeping busy had made it disappear. {name} decided that patience wasn't about sitting still and suffering. It was about being cleverer than the clock.",
          },
        },
      },
    },
    {
      id: "doctors-waiting-room",
      moment: "the doctor's waiting room",
      place: "doctor's office",
      time: "morning",
      props: ["book", "clock"],
      other: { role: "new friend", kind: "child" },
      feeling: ["bored", "restless"],
      summary: "{C} can't sit still in the doctor's waiting room",
      object: "waiting room",
      person: "another child",
      trigger: "a long wait",
      talkAbout: "What games could {name} and {O} play in a waiting room?",
      scenes: {
        opening: {
          text: {
            "2-3":
              "One morning, {C} went to see the doctor. It was just a check-up. {C} and {G} sat in the waiting room. There were chairs. There was a big clock. Tick, tock. There was a fish tank. Blub, blub! Another child, {O}, was waiting too. And lots of waiting.",
            "4-5":
              'One morning, {C} and {G} went to the doctor for a check-up. First they had to sit in the waiting room. There were rows of chairs, a fish tank, a big clock on the wall and a basket of books. Another child, {O}, was waiting too, swinging {op} legs. "It won\'t be long," said {G}. It was long.',
            "6-7":
              "One morning, {C} had a check-up at the doctor's. Nothing was wrong; it was just the regular kind. But first there was the waiting room, with its plastic chairs, its fish tank, its very loud clock and its pile of slightly chewed books. Another child, {O}, was waiting there too. \"Shouldn't be long,\" said {G}. Twenty minutes later, they were still there.",
            "8-10":
              "One morning, {C} had a routine check-up at the doctor's, which meant the waiting room. The waiting room had twelve plastic chairs and a clock with the loudest tick in the world. There was a fish tank with one unenthusiastic fish, and a basket of picture books for much younger children. Another kid, {O}, was slumped on a chair nearby. {G} said it wouldn't be long. The clock disagreed.",
          },
        },
        problem: {
          text: {
            "2-3":
              '{C} wiggled on the chair. Wiggle, wiggle. {C} slid off. Bump! {C} climbed up. {C} slid off again. "Is it our turn?" Not yet. "Now?" Not yet! {C} ran around the chairs. Zoom! {G} said, "Shh."',
            "4-5":
              '{C} wriggled on the chair. Then {C} slid off it. Then {C} crawled under it. {C} asked, very loudly, "Is it our turn yet?" "Not yet." {C} ran a lap round the chairs, nearly knocked over the book basket and groaned, "This is the boringest place in the whole wooorld." A lady looked up from her magazine. {G} gave a tired smile.',
            "6-7":
              'After five minutes, {C} had tried every chair. After ten, {C} {was} lying across three of them, sighing. {C} asked, for the eighth time, "When is it our turn?" "Soon." {C} slid onto the floor, kicked the book basket by accident and sent books skidding across the room. {O} watched with interest. A man in the corner cleared his throat. {G} closed both eyes for a second.',
            "8-10":
              "By minute ten, {C} had sat on every chair, tapped on the fish tank and asked how much longer it would be at least six times. The fish ignored all of it. By minute fifteen, {C} {was} lying upside down across two chairs with {C's} feet up the wall, groaning. Then {C} rolled off, knocked the book basket flying, and a small avalanche of picture books slid across the floor. {O} looked delighted. {G} looked at the ceiling. The fish, for its part, remained completely unbothered.",
          },
        },
        feeling: {
          text: {
            "2-3":
              "{C} felt bored. So bored! Tick, tock went the clock. So slow! {C's} legs wanted to run. {C's} arms wanted to wave. Sitting still was hard. The waiting went on and on and on. Wiggle, wiggle!",
            "4-5":
              "{C} felt bored and wriggly, as if {C's} legs were full of jumping beans. There was nothing to do but wait, and waiting with nothing to do is the slowest thing in the world. Every time the big clock ticked, it seemed to tick slower than the time before. {C} just wanted it to be {C's} turn.",
            "6-7":
              "{C} felt restless, like a shaken-up bottle with the lid on. {C's} legs kept kicking and {C's} hands kept fiddling. The clock on the wall ticked so slowly that {C} suspected it was broken. There was nothing interesting to do, so all {C} could do was wait, and wait, and wait. And the more {C} waited, the more restless {C} got.",
            "8-10":
              "{C} felt restless, with energy fizzing in every limb and nowhere for it to go. The waiting room seemed designed to make time stop. There was nothing to look at and nothing to do, and the clock ticked loudly enough to remind you how slowly it was going. {C} {wasn't} nervous about the doctor. It was the waiting that was unbearable. Twenty minutes of nothing felt like a whole school term.",
          },
        },
        stumble: {
          text: {
            "2-3":
              '{C} sat on the chair. "I am waiting for the doctor," said {C}. Then the nurse came. She called a boy with a sore arm. He went in first! "My turn!" cried {C}. Stamp, stamp! Oops. The waiting got big again.',
            "4-5":
              '{C} sat back on the chair and tried the waiting game. "I\'m waiting for the doctor." A slow breath. So far, so good. Then the nurse came out and called a different name, and a boy with a sore arm went in first, even though he had come after {Cobj}! "That\'s not fair!" {C} wailed, and slid off the chair with a bump. The game had been fine for an ordinary wait. This felt like a much bigger one.',
            "6-7":
              '{C} climbed back onto a chair and tried. "I\'m waiting for the doctor," {C} said quietly, and took a slow breath. That felt better. Then the nurse called another name, and a boy who had arrived after {Cobj}, holding a sore arm, went straight in. {C} sat bolt upright. "But we were here first!" The slow breath was gone, and so was the game. Two minutes later, {C} {was} upside down on the chair again, kicking.',
            "8-10":
              '{C} sat up and gave the game a go. "I\'m waiting for the doctor," {C} muttered, and took one slow breath. That part worked. Then the nurse appeared and called someone else: a boy who had come in ten minutes after {Cobj}, cradling a sore arm. He went straight through. "We were here first," {C} said, loud enough for the whole room. The game collapsed. Within a minute {C} {was} sliding down the chair again, legs twitching, burning with the unfairness of it. The fish did not take sides.',
          },
        },
        success: {
          text: {
            "2-3":
              '"His arm hurts," said {G}. "He needs the doctor fast." Oh. {C} tried again. "I am waiting." Then a job! {C} played I spy with {O}. "I spy a fish!" "I spy a clock!" Giggle, giggle. "I spy a doctor!" It was {C\'s} turn. {refrain}',
            "4-5":
              '"His arm really hurts," {G} said softly. "The nurse lets the people who hurt most go first." {C} thought about that, and started over, all three steps. "I\'m waiting for the doctor." A slow breath. Then a job. {C} picked up the books and put them back in the basket. Then {C} asked {O}, "Do you want to play I spy?" They spied a fish, a clock, a red coat and a very big umbrella. They had spied eleven things when the nurse came back, smiling, and this time it was {C\'s} name she called.',
            "6-7":
              "{G} explained, quietly, that the nurse sees whoever is most hurt first, not whoever came first. {C} didn't love it, but it made sense. A sore arm was worse than a check-up. So {C} did the whole thing again. Name it. Breathe. Then a job. First {C} tidied up the books. Then {C} turned to {O}. \"Want to play a game? We count everything blue in the room.\" {O} did. They found seventeen blue things, including a man's socks. They were still arguing about whether the fish counted when the nurse called {C's} name, and {C} had to leave the argument unfinished.",
            "8-10":
              '"It\'s not first come, first served," {G} said quietly. "It\'s whoever needs help most." {C} considered the boy\'s arm and, grudgingly, had to agree that a sore arm beat a routine check-up. So {C} tried again, properly. Named the wait. One breath. Then a job: sorting the book basket by size, which took longer than expected. Then {C} turned to {O}. "Want to invent a backstory for the fish?" {O} did. The fish, they decided, was a retired spy, hiding from enemies in a dentist\'s tank. They had reached its daring escape when the nurse called {C\'s} name. {C} asked for one more minute to finish the escape. The nurse, it turned out, also wanted to know how it ended.',
          },
        },
        echo: {
          day: 1,
          time: "afternoon",
          place: "hair salon",
          props: ["clock"],
          text: {
            "2-3":
              'The next day, {C} went for a haircut. More waiting! {C} sat on a chair. "I am waiting for my haircut," said {C}. Then a job: count the mirrors! One, two, three, four. Snip, snip. {C\'s} turn!',
            "4-5":
              "The next afternoon, {C} went to the hair salon for a haircut, and there was a line. {C} felt the wriggles starting. But {C} remembered. \"I'm waiting for my haircut,\" {C} said, took a slow breath and then counted all the mirrors, combs and hairdryers. There were eleven hairdryers! Snip, snip. It was {C's} turn already.",
            "6-7":
              "The next afternoon, at the hair salon, there were three people ahead of {Cobj}. {C} felt the restless feeling creeping in and caught it early. \"I'm waiting for my haircut,\" {C} said. One breath. Then a job: {C} tried to guess which hairstyle each person would choose. {C} got two right. By then it was {C's} turn, and the waiting had hardly felt like waiting at all.",
            "8-10":
              "The next afternoon, at the hair salon, there was a forty-minute wait, which would once have been a catastrophe. {C} named it, took one breath, and gave it a job: secretly predicting each customer's haircut before it happened. {C} got three out of four right and was quietly thrilled. When {C's} turn came, the hairdresser asked what {C} wanted, and {C} said, \"Surprise me,\" out of pure good mood. The result was excellent, and mildly surprising.",
          },
        },
        ending: {
          time: "evening",
          place: "living room",
          props: ["book"],
          text: {
            "2-3":
              "That evening, at {home}, {C} read a book with {G}. The doctor said {C} {was} healthy and strong. Hooray! Waiting was easy-peasy with a game. Next time there was a wait, {C} could play it again. Well done, {name}.",
            "4-5":
              "That evening at {home}, {C} snuggled up with {G} and a book. The doctor had said {C} {was} growing big and strong. {C} thought about the waiting room, and {O}, and all the things they had spied. Waiting was much easier with a game to play. Next time there was a waiting room, {C} would be ready with a game. {name} would be ready.",
            "6-7":
              "That evening at {home}, {C} curled up on the sofa with {G}. The check-up had been fine, and the waiting had been almost fun, once {C} gave it a job. {C} thought about {O} and the seventeen blue things, and counted one more in the dark: the blue blanket. Waiting was going to happen anyway, at the doctor's, at {world}, everywhere. It might as well be interesting.",
            "8-10":
              "That evening at {home}, {C} told {G} the entire backstory of the spy fish, in full. {G} laughed at all the right moments. The check-up had been fine. The surprising part was the waiting, which had gone from the worst thing about the day to one of the best. {name} felt calm and rather pleased. Next time there was a line, anywhere at all, {C} had a plan.",
          },
        },
      },
    },
    {
      id: "restaurant-dinner",
      moment: "waiting for dinner at the restaurant",
      place: "restaurant",
      time: "evening",
      props: ["plate", "cup", "crayons", "table"],
      other: { role: "cousin", kind: "child" },
      feeling: ["hungry and grumpy", "impatient"],
      summary: "{C} can't wait for the food at a restaurant",
      object: "dinner",
      person: "cousin",
      trigger: "hunger",
      talkAbout: "What did {name} and {O} do while they waited for the food?",
      scenes: {
        opening: {
          text: {
            "2-3":
              'One evening, {C} went to a restaurant. {G} came. {C\'s} cousin {O} came too. They sat at a big table. {C} had a cup of juice. {C} picked pizza. Yum! "The pizza is coming soon," said {G}. {C} waited. And waited.',
            "4-5":
              'One evening, {C} went out for dinner with {G} and {C\'s} cousin {O}. It was a busy restaurant with red tablecloths and a big oven at the back. {C} ordered pizza. {O} ordered spaghetti. "It might take a little while," said {G}. "They\'re very busy tonight." {C} looked at the empty plate and the empty table. A little while sounded like a long time.',
            "6-7":
              "One evening, {G} took {Cobj} and {C's} cousin {O} to a restaurant in {town} for a special dinner. It was busy and noisy, with a huge pizza oven glowing at the back. {C} ordered a cheese pizza and {O} ordered spaghetti. The waiter said it would be about twenty minutes. {C} looked at the empty plate, the cup of water and the pot of crayons, and sighed.",
            "8-10":
              "One evening, {G} took {Cobj} and {C's} cousin {O} to the best pizza restaurant in {town}, which was also, unfortunately, the busiest. Every table was full. The pizza oven glowed at the back like a dragon's mouth. {C} ordered a margherita and {O} went for spaghetti. The waiter said, \"About twenty-five minutes,\" with the cheerful face of someone who wouldn't be doing the waiting.",
          },
        },
        problem: {
          text: {
            "2-3":
              '{C} banged the cup. Bang, bang! {C} kicked the table. Thump, thump! {C} said, "Where is my pizza? I want it now!" {C} slid under the table. Whoops! {O} slid under too. {G} sighed. "Soon," said {G}. Bang, bump, sigh.',
            "4-5":
              '{C} banged the cup on the table. Bang, bang, bang. {C} kicked the table leg. "Where\'s my pizzaaa?" Then {C} slid right under the table, and {O} followed. They crawled around among everyone\'s feet until {G} fished them both out. The people at the next table were staring. "It\'s taking foreeever," {C} groaned.',
            "6-7":
              'Five minutes in, {C} started drumming on the table with a spoon. Ten minutes in, {C} slid down the chair and disappeared under the tablecloth, taking {O} along. {G} had to haul them both back up. "Where\'s the food?" {C} moaned, loudly enough for the next table to hear. "I\'m starving. It\'s been hours." It had been eleven minutes.',
            "8-10":
              'At minute five, {C} began a drum solo on the table with two spoons. At minute eight, {C} {was} lying sideways across the chair, moaning about starvation. At minute twelve, {C} slid under the table completely, and {O} followed, because {O} always followed. {G} retrieved them both with an apologetic smile at the next table. "This is taking literally forever," {C} announced. It had taken twelve minutes.',
          },
        },
        feeling: {
          text: {
            "2-3":
              "{C} felt hungry and grumpy. Rumble, rumble! {C} could smell the pizza. But it was not here. {C's} legs kicked. {C's} hands banged. Waiting was so hard when {C's} tummy was so empty. Rumble, rumble, grumble!",
            "4-5":
              "{C} felt hungry and grumpy at the same time, which is a very grumpy mixture. {C's} tummy was rumbling like thunder, and the smell of pizza was everywhere, but none of it was {C's}. Every time a waiter walked past with a plate, {C} hoped it was heading for {C's} table. It never was.",
            "6-7":
              "{C} felt impatient and hungry, which is a tricky combination, because hunger makes every minute longer. The whole restaurant smelled of melting cheese. Plates kept going past, to other people. {C's} stomach growled. There was nothing to do except sit and want pizza, and wanting pizza turned out to be an extremely slow activity.",
            "8-10":
              "{C} felt impatient, with hunger on top, which is the most dangerous kind. Every pizza that came out of the oven went to someone else. The smell of melting cheese was almost unkind. {C} knew, in theory, that twenty-five minutes wasn't long. But in practice, sitting at an empty table with nothing to do but smell other people's dinners, it felt like a very long time indeed. {O}, meanwhile, had started building a tower out of sugar packets, which looked fun but was clearly doomed.",
          },
        },
        stumble: {
          text: {
            "2-3":
              '{C} sat up. "I am waiting for pizza," said {C}. But {O} did not know the game. "Pizza NOW!" Bang, bang went {O\'s} cup. {C\'s} hands wanted to bang too. Bang? No. {C} looked at {O}. Hmm.',
            "4-5":
              "{C} sat up straight and tried the waiting game. \"I'm waiting for my pizza.\" One slow breath. Good. But {O} hadn't learned any game. \"Where's my spaghettiii?\" {O} wailed, and started banging a cup. Bang, bang. {C's} own hands itched to bang along. It is very hard to wait next to somebody who isn't waiting at all.",
            "6-7":
              '{C} sat up and gave the game a try. "I\'m waiting for pizza." A slow breath. That helped. But {O} had no game. {O} slid halfway under the table, moaning, "I\'m going to starve," and began drumming a spoon on the chair leg. {C} felt the drumming get into {C\'s} own fingers. It was hard enough to wait. It was twice as hard next to someone falling apart.',
            "8-10":
              '{C} sat up and tried. "I am waiting for pizza," {C} said, and took one slow breath, which helped a bit. {O}, however, had no plan at all, and was now lying across two chairs, announcing to the restaurant that {os} had been waiting since the dawn of time. The spoon drumming started up again, this time from {O}. {C} could feel {C\'s} own patience starting to slide. Being calm was much harder when the person next to you was a one-person storm.',
          },
        },
        success: {
          text: {
            "2-3":
              '{C} showed {O}. "Say, I am waiting." "I am waiting," said {O}. Then a job! {C} got the crayons. {C} drew a pizza. {O} drew a noodle. Giggle! Here came the food! The waiter saw the pizza picture. "Wow!" {refrain} Yum, yum!',
            "4-5":
              'So {C} did something grown-up: {C} taught {O} the game. "Say what you\'re waiting for," {C} whispered. "Then a slow breath. Then a job." They said it together. Then {C} took the crayons and they drew the biggest pizza ever on the paper tablecloth, with every topping in the world. {O} drew spaghetti with eyes. When the real pizza came, the waiter stopped to admire the drawing and asked if the restaurant could keep it. It was the best pizza ever.',
            "6-7":
              'So {C} tried something new: teaching it. "{O}, listen. Say what you\'re waiting for. Take a breath. Then give the wait a job." {O} looked doubtful but said it. Then {C} grabbed the crayons. "Let\'s design the world\'s weirdest pizza." They drew a pizza with banana, ice cream and tiny dinosaurs on it, and wrote a menu for it, with prices. The drumming stopped. When the real pizza arrived, the waiter studied the menu and said the dinosaur one sounded better than anything they served.',
            "8-10":
              'So {C} did the surprising thing and became the teacher. "{O}. Name the wait. One breath. Then we give it a job." {O} named it, grudgingly. "Good," said {C}. "Now: we\'re opening a rival restaurant." Out came the crayons. They drew the menu on the paper tablecloth, with dishes like Volcano Spaghetti and Pizza Surprise, where the surprise was broccoli. They were pricing desserts when the real food arrived. {G} looked from the menu to {name} and back, with an expression that said teaching was a very good sign.',
          },
        },
        echo: {
          day: 1,
          time: "afternoon",
          place: "street",
          props: ["umbrella"],
          text: {
            "2-3":
              'The next day, {C} waited for the bus. It was raining. Drip, drop! "I am waiting for the bus," said {C}. Then a job: count the umbrellas! One, two, three. Here came the bus. Beep, beep!',
            "4-5":
              'The next afternoon, {C} and {G} waited at the bus stop in the rain. The bus was late. {C} felt the wriggles starting. But {C} remembered the waiting game. "I\'m waiting for the bus," {C} said, and breathed slowly. Then {C} counted umbrellas going by. Nine umbrellas, one of them spotty! Beep, beep. Here came the bus.',
            "6-7":
              'The next afternoon, {C} and {G} were waiting for a very late bus in the rain. {C} felt the fidgets coming and this time got ahead of them. "I\'m waiting for the bus," {C} said, and took a breath. Then {C} gave the waiting a job: counting umbrellas by color. Black was winning, twelve to four, when the bus finally splashed up to the stop.',
            "8-10":
              "The next afternoon, {C} and {G} stood at a bus stop in the rain, and the bus was seriously late. {C} noticed the fidgets arrive and dealt with them calmly. Named the wait. One breath. Then a job: a running league table of umbrella colors. Black led, navy was a close second, and one bright yellow umbrella got a special prize. When the bus finally came, {C} almost felt it was too soon. {G} said it was the most enjoyable late bus in history.",
          },
        },
        ending: {
          time: "night",
          place: "bedroom",
          props: ["bed"],
          text: {
            "2-3":
              "That night, {C} lay in bed at {home}. Full tummy. Happy heart. {C} thought of the crayon pizza. Giggle! Waiting was not so hard now. Tomorrow, a picnic at {world}! Goodnight, {name}. Sweet dreams.",
            "4-5":
              "That night, {C} lay in bed at {home} with a full, happy tummy. {C} thought about the restaurant and the crayon pizza with every topping in the world. The waiting had zoomed by once there was a job to do. Tomorrow they might have a picnic at {world}. {name} fell asleep smiling.",
            "6-7":
              "That night at {home}, {C} lay in bed, cozy and very happy. The tablecloth drawing was folded in {C's} pocket as a souvenir. {C} thought about how the wait had dragged when there was nothing to do, and flown when there was. {name} fell asleep planning a picnic at {world}, and a waiting job for every possible line.",
            "8-10":
              "That night at {home}, {C} lay in bed with the tablecloth menu folded on the bedside table. The rival restaurant had a name now, and a logo. {C} thought about the wait: the same twenty-five minutes had been awful while staring at the kitchen door and fun while drawing. Time, it turned out, was quite easy to trick. {name} drifted off to sleep, calm and happy.",
          },
        },
      },
    },
    {
      id: "ice-cream-queue",
      moment: "the ice-cream line",
      place: "beach",
      time: "afternoon",
      props: ["bucket and spade", "shell", "umbrella"],
      feeling: ["hot and impatient", "impatient"],
      summary: "{C} can't wait in the long ice-cream line at the beach",
      object: "ice cream",
      trigger: "a long line",
      talkAbout: "What did {name} count while waiting in the line?",
      scenes: {
        opening: {
          text: {
            "2-3":
              "One sunny afternoon, {C} went to the beach with {G}. Dig, dig with the bucket and spade! Splash in the waves! Then {C} saw the ice-cream van. Ding-a-ling! Ice cream! But look! A long, long line. {C} held {G's} hand.",
            "4-5":
              "One hot afternoon, {C} and {G} went to the beach. {C} dug a moat with the bucket and spade and collected shiny shells. Then came a tinkly tune: the ice-cream van! {C} ran over with {G}. But there was a long, long line of people, all waiting in the sunshine under a big striped umbrella.",
            "6-7":
              "One hot afternoon, {C} spent hours at the beach with {G}, digging with the bucket and spade and collecting shells in a pile. Then the ice-cream van arrived, playing its tinkly tune, and {C} dropped everything. But by the time they got there, the line stretched all the way past the big striped umbrella. There must have been twenty people in it.",
            "8-10":
              "One blazing afternoon at the beach, {C} had built a sand fortress with the bucket and spade and assembled a serious shell collection. Then the ice-cream van pulled up, jingling its tune, and the whole beach seemed to stand up at once. By the time {C} and {G} reached it, the line snaked past the striped umbrella and halfway to the rocks. {C} counted the heads. Twenty-three. Somewhere near the front, a small child was crying about sprinkles.",
          },
        },
        problem: {
          text: {
            "2-3":
              '{C} hopped. Hop, hop, hop! "Is it my turn?" Not yet. "Now?" Not yet! {C} pulled {G\'s} hand. Tug, tug! {C} tried to run to the front. "No, {name}," said {G}. {C} stamped in the sand. Stamp, stamp! The line did not move.',
            "4-5":
              '{C} hopped from foot to foot. "Is it our turn yet?" "Not yet." {C} tugged {G\'s} hand. "Can we go to the front?" "No, we wait our turn." {C} groaned, flopped down in the hot sand and kicked {C\'s} feet. "It\'s taking foreeever. The ice cream will be all gone!" The line shuffled forward about one step.',
            "6-7":
              'In the ice-cream line, {C} lasted about a minute. Then came the hopping, the sighing and the tugging on {G\'s} arm. "Can we just go to the front?" {C} tried to squeeze past a family, and {G} had to pull {Cobj} back. Down flopped {name} in the hot sand, groaning so loudly that a seagull flew off. "They\'ll run out before it\'s our turn!" The line moved one step.',
            "8-10":
              "At the back of the line for the ice-cream van, it took {Cobj} about ninety seconds to crack. First came the hopping. Then the sighs, each one more dramatic. Then {C} tried to edge past a family with three small children, and {G} had to gently reel {Cobj} back in. Finally, {C} lay down flat in the hot sand. {C} announced to the sky that the van would definitely run out of chocolate first. A seagull looked offended.",
          },
        },
        feeling: {
          text: {
            "2-3":
              "{C} felt hot and impatient. The sun was hot. The sand was hot. {C's} feet were hot! {C} wanted ice cream now. The line was so long. Waiting was so hard. Wiggle, hop, stamp! Hot, hot, hot!",
            "4-5":
              "{C} felt hot and impatient, all sticky and jumpy at the same time. The sun was hot on {C's} head, the sand was hot under {C's} feet, and the ice cream was so close and so far away. {C} kept imagining it melting, or running out. The waiting felt as long and hot as the whole beach.",
            "6-7":
              "{C} felt impatient, and the heat made it worse. Everything was sticky and bright and slow. The ice cream was right there, but twenty people stood in between, and each of them seemed to take an age choosing. {C} kept imagining the van running out of chocolate. Worrying about it made the line feel even longer.",
            "8-10":
              "{C} felt impatient, in the special way that only heat and ice cream can produce. The sun was baking, the sand was scorching, and the line moved with the urgency of a glacier. Every person at the front seemed to need a long discussion about flavors. {C} {was} convinced the chocolate would run out, which added a layer of dread to what was otherwise just a line. {C's} shell collection sat forgotten by the striped umbrella.",
          },
        },
        stumble: {
          text: {
            "2-3":
              '{C} stood up. "I am waiting for ice cream," said {C}. But then {C} looked at the van. Look, look. No job! {C} started to hop again. "Now?" Oops! Hop, hop, hop.',
            "4-5":
              "{C} stood up and tried the waiting game. \"I'm waiting for ice cream.\" A slow breath. So far, so good. But then {C} went up on tiptoe to watch the van, counting how many people were in front. Twenty. Nineteen. Still nineteen. Soon {C} {was} hopping and groaning again. Watching the van wasn't a job. It was just waiting, on tiptoe.",
            "6-7":
              '{C} got up and gave the game a go. "I\'m waiting for ice cream," {C} said, and took a slow breath of sea air. Better. But then {C} spent the next minute craning round to see the van, counting the people in front. Eighteen. Still eighteen. The hopping came back. {C} realized that counting the line was just another way of staring at it.',
            "8-10":
              '{C} stood up, brushed off the sand and tried. "I am waiting for ice cream," {C} said, and took one slow breath of salty air. Good. Then {C} chose a job: counting the people in front. Eighteen. Seventeen. Still seventeen. Still seventeen. The hopping returned with a vengeance. {C} realized the flaw: counting the line was a job, technically, but it was a job that was entirely about the waiting. {G} offered a sip of water, which helped with the heat but not with the waiting.',
          },
        },
        success: {
          text: {
            "2-3":
              '{C} tried again. "I am waiting." Then a job! {C} found shells in the sand. One, two, three, four! {C} made a shell smile. Then the man called, "Next, please!" It was {C\'s} turn! {refrain}',
            "4-5":
              'So {C} tried again, all three steps. "I\'m waiting for ice cream." A slow breath. Then a job: {C} looked down instead of up, and started finding shells in the sand by {C\'s} feet. White ones, pink ones, a stripy one! {C} arranged them into a smiley face. When the man said, "Next, please!" {C} looked up, amazed. It was {C\'s} turn already!',
            "6-7":
              'So {C} tried again. Name it. Breathe. Then a real job. {C} looked down at the sand and had an idea: a shell picture of the ice cream {C} {was} going to choose. White shells for the cone, pink for strawberry, a dark one for the chocolate flake. {C} {was} just adding sprinkles made of tiny pebbles when the man called, "Next, please!" {C} looked up, astonished. Already?',
            "8-10":
              '{C} tried again. Named the wait. One breath. Then {C} invented a proper job: a shell mosaic, in the sand, of the ice cream {C} intended to order. It needed a cone, two scoops, a flake and sprinkles, which required very specific pebbles. The line shuffled forward and {C} shuffled the artwork with it. It was nearly finished when a voice said, "Next, please!" {C} looked up. Twenty-three people had vanished. So had the worry about chocolate.',
          },
        },
        echo: {
          day: 1,
          time: "morning",
          props: ["bucket and spade"],
          text: {
            "2-3":
              'The next day, {C} {was} back at the beach. {C} waited for a big wave. It was slow! "I am waiting for a wave," said {C}. Then a job: dig a hole! Dig, dig. Whoosh! Here came the wave! Splash! The hole filled up.',
            "4-5":
              'The next morning, back at the beach, {C} wanted a big wave to fill the moat. The sea was very calm. {C} felt the impatient feeling start. "I\'m waiting for a big wave," {C} said, and took a breath. Then {C} dug the moat deeper with the bucket and spade. Whoosh! A big wave came rushing in and filled it right up.',
            "6-7":
              "The next morning, {C} {was} building a sandcastle and waiting for the tide to come in and fill the moat. The sea was taking its time. {C} felt the fidgets start and named the wait straight away. One breath. Then {C} gave the waiting a job: building a second tower and a drawbridge. The first wave reached the moat just as the drawbridge was finished.",
            "8-10":
              "The next morning, {C} built a sandcastle and waited for the tide to come in and fill the moat. The tide, like the ice-cream line, was in no hurry. {C} named the wait, took a breath and built an elaborate canal system to guide the water in when it came. When the first wave finally arrived, it flowed along the canals exactly as planned. {C} felt like an engineer. {G} took a photo of it for the record.",
          },
        },
        ending: {
          time: "evening",
          place: "living room",
          props: ["shell"],
          text: {
            "2-3":
              "That evening, at {home}, {C} put the shells on the windowsill. Pretty shells! The ice cream was yummy. Lick, lick, yum! And the waiting game was fun. Next time, {world}! {name} smiled a sleepy smile.",
            "4-5":
              "That evening, back at {home}, {C} put the best shells on the windowsill in a row. The stripy one went in the middle. {C} thought about the line and the ice cream, which had been chocolate and strawberry and worth every minute. Waiting was easier with a job. {name} yawned a sandy, happy yawn and dreamed of {world}.",
            "6-7":
              "That evening at {home}, {C} lined up the beach shells on the windowsill, the stripy one in pride of place. The ice cream had been delicious, and the chocolate hadn't run out after all. {C} thought about the line: staring at it had made it feel endless, but a job had made it vanish. {name} felt sun-tired and happy, and ready for the next trip to {world}.",
            "8-10":
              "That evening at {home}, {C} arranged the best shells on the windowsill and thought about the ice-cream line. The chocolate hadn't run out. The line had been exactly as long as it was always going to be. The only thing that had changed was what {C} did during it, and that had changed everything. {name} felt tired, sandy and calm. Next time there was a line, {C} would bring a job.",
          },
        },
      },
    },
  ],
};
