import type { BehaviorStory } from "../episode-types";

/** Toileting: stopping play in time when the body says it needs the potty or toilet (the Pause-and-Go). */
export const toileting: BehaviorStory | null = {
  childTerms: "getting to the potty or toilet in time, even in the middle of something fun",
  strategy: {
    name: "the Pause-and-Go",
    steps: [
      "Notice the first wiggle: it is your body's signal",
      'Say "pause" and park your game somewhere safe',
      "Go straight to the potty or toilet, wash your hands, and come back",
    ],
    why: "Children often wait too long because playing is more interesting than the toilet. Noticing the first signal and having a ready routine (say pause, park the toy safely so it will be waiting) makes stopping easy. Accidents are normal; staying calm helps most.",
    refrain: "Feel the wiggle? Pause and go!",
    toddlerSteps: ["Wiggle? Put the toy down", "Walk to the potty"],
    smallFirstStep: 'Say "wiggle!" out loud when you feel it',
  },
  // Other words for water or a noise, where a parent asks to leave them out.
  insteadOf: [
    [/\bthe water jar\b/g, "the jar"],
    [/\ba glass of water\b/g, "a drink"],
    [/\bthe noisy children\'s corner\b/g, "the busy children\'s corner"],
  ],
  titles: ["{name} and the Pause-and-Go", "Pause and Go, {name}!", "{name} Feels the Wiggle", "{name} and {Hfull} Press Pause"],
  // Ages 8-10, the two-tries shape's first try alone: this behavior's own wrong tries (never another behavior's paragraph).
  firstTry:
    "{C} tried to sort it out alone first. Pretending nothing had happened: tricky, given the evidence. Blaming whatever {C} had been busy with at the time: satisfying, but not useful. Promising {themself} it would never happen again: a fine promise, with no instructions attached. The {feeling} feeling stayed. A promise, {C} realized, was not the same as a plan.",
  scenes: {
    helper: [
      {
        text: {
          "2-3":
            'Then {Hintro}, came close. "Oops," {H} said kindly. "Accidents happen. Everybody has them." {C} sniffed. "Everybody?" "Everybody," said {H}. "When they are little, and sometimes when they are big." {C} smiled a tiny smile. {C\'s} tummy felt a bit better. "I know a potty trick," said {H}. "It is quick and easy. Want to see?"',
          "4-5":
            'Just then, {Hintro}, came close. {H} didn\'t frown or fuss. "Accidents happen to everybody," {H} said gently. "Your body was sending a message, but the fun was so loud you didn\'t hear it." {C} nodded, still feeling {feeling}. "It happens a lot," {C} whispered. "Then let\'s make the message louder," said {H}. "I know a trick called the Pause-and-Go."',
          "6-7":
            'That was when {Hintro}, came close. {H} didn\'t make a fuss or say anything about the wet clothes. {H} leaned in close. "Can I tell you a secret? Your body always sends a signal before it needs the toilet. A wiggle, a tingle, a squirmy feeling. The trouble is, fun things are very loud, and the signal is quite quiet." {C} thought about that. It was true. The fun had been very loud indeed.',
          "8-10":
            'That was when {Hintro}, came quietly over. {H} kept {hp} voice low and said nothing about the accident, which {C} {was} grateful for. What {H} said was, "Your body sent you a message about twenty minutes ago. You put it on hold." {C} shrugged. "I was busy." "Everyone\'s busy," said {H}. "The trick isn\'t to stop being busy. It\'s to have a quick way to step out and come back, like a pause button." {C} had to admit that was a fair description. It was also, annoyingly, exactly what had happened. "Okay," {C} said. "What\'s the trick?"',
        },
      },
      {
        text: {
          "2-3":
            'Then {Hintro}, came close. {H} smiled a kind smile. "Wet pants? That\'s okay," {H} said. "We can fix it." {C} looked at {G}. {G} nodded. "I know a little game," said {H}. "It is a potty game. It helps you get there in time, every time."',
          "4-5":
            'Then {Hintro}, came close and gave {name} a friendly smile. "You know what? Bodies are clever. They send a wiggle when it\'s time to go. Sometimes we\'re just too busy to notice." {C} looked down at {their} feet. "I didn\'t want to stop." "I know," said {H}. "Stopping is the hard part. So I have a trick that makes stopping easy."',
          "6-7":
            'Then {Hintro}, came close and spoke quietly, just to {name}. "That happens to lots of people, you know. Especially when they\'re having fun." {C} felt a bit better. "I knew I needed to go," {C} admitted. "I just didn\'t want to stop." "That\'s the real problem," said {H}. "Not your body. Stopping. So we need a way to stop that doesn\'t feel like losing."',
          "8-10":
            'Then {Hintro}, appeared and, tactfully, talked about something else for a minute. After that {H} said, "Can I guess? You felt it coming, decided it could wait, and then it couldn\'t." {C} groaned. "Basically." "Classic," said {H}. "Your brain was busy and your body was filing complaints. What you need is a way to leave for two minutes without losing anything." {C} looked up. That did sound useful, and a lot less embarrassing than the alternative. "Go on, then," {C} said.',
        },
      },
      {
        text: {
          "2-3":
            'Then {Hintro}, came close. {H} did a funny little dance. Wiggle, wiggle, hop! {H} asked, "Do you know this dance? It is the potty dance. My body does it when it needs to go." {C} peeked. Wiggle? "Your body does it too," said {H}. "I know a trick for when it starts."',
          "4-5":
            'Just then, {Hintro}, came close and sat down. "Can I tell you about the time I was building the best sandcastle in the world? My body said, \'Potty, please!\' And I said, \'Not now, body!\' Guess who won?" {C} almost smiled. "Your body?" "My body," said {H}. "Bodies always win that argument. So I learned a trick that lets the castle wait instead."',
          "6-7":
            'That was when {Hintro}, came close. {H} had noticed something. "Were you doing a wiggle dance earlier?" {hs} asked quietly. "Crossing your legs, hopping a bit?" {C} thought back. {C} had been, without even noticing. "That dance is your body\'s alarm clock," said {H}. "It rings quietly at first, then louder. The trick is to catch it while it\'s still quiet, and I know a way."',
          "8-10":
            'That was when {Hintro}, came over, looking as if nothing unusual had happened at all, which {C} appreciated. "Here\'s a fact," {H} said. "Astronauts, surgeons and race car drivers all have plans for exactly this problem. None of them can say \'hang on\' in the middle of work." {C} looked up. "Seriously?" "Seriously," said {H}. "You\'re in very good company. You just need your own plan."',
        },
      },
      {
        text: {
          "2-3":
            'Then {Hintro}, came close. "Uh-oh, wet," said {H}, very kindly. "That\'s okay. Bodies are still learning." {C} looked down. Sniff. "Your body talks," said {H}. "It says wiggle, wiggle! I know how to listen."',
          "4-5":
            'Just then, {Hintro}, came close and sat down. "Can I ask you something? When your body needs the potty, what does it feel like? A wiggle? A tingle? A hop?" {C} thought about it. "A wiggle," {C} said. "Then your body is very good at talking," said {H}. "We just need a way to listen, even in the middle of fun."',
          "6-7":
            'That was when {Hintro}, came close and asked what {C} had been playing, as if wet clothes were the least interesting thing in the room. {C} explained, and it did sound very good. "No wonder you didn\'t want to stop," said {H}. "Good games are loud, and the wiggle is quiet. So we need a way to hear the wiggle and get to the toilet in time, without losing the game."',
          "8-10":
            'That was when {Hintro}, came over and sat down as if it were any ordinary moment. "Let me guess," {H} said. "You were winning." {C} looked up, startled. "How did you know?" "Because nobody ever has this problem when they\'re losing," said {H}. "People who are losing take bathroom breaks all the time. The trick is to take one while you\'re winning, without losing your place."',
        },
      },
    ],
    strategy: [
      {
        text: {
          "2-3":
            '"It is the Pause-and-Go," said {H}. "First: wiggle? Put the toy down." {C} wiggled. Wiggle, wiggle! "Pause!" Down went the toy, safe. Plop! "Then walk to the potty, quick as a bird!" Step, step, step! {C} felt a little glow inside. Together they said it. {refrain}',
          "4-5":
            '"It\'s called the Pause-and-Go," said {H}. "First, notice the wiggle. That\'s your body saying, potty please. Then say \'pause\', and park your game somewhere safe, so it waits for you. Then go, quick as a bird, before the wiggle gets big." {C} practiced saying it in a big, important voice. "Pause!" Together they giggled, and {C} felt a little glow of ready.',
          "6-7":
            "\"It's called the Pause-and-Go,\" {H} explained. \"Step one: notice the wiggle early, while it's still small. Step two: say 'pause' out loud and park your game somewhere safe. Step three: go, quick as a bird, wash your hands, and come back.\" {C} liked the idea of saying pause. It made the fun sound like a film you could stop, not something you'd lose. Together they tried it once, and the plan had a nice glow about it.",
          "8-10":
            '"It\'s called the Pause-and-Go," said {H}. "Notice: the first wiggle is the signal, not the last one. Pause: say it, and park whatever you\'re doing somewhere safe, so it\'s exactly where you left it. Go: straight there, wash your hands, straight back. Two minutes, tops." {C} considered it. "So it\'s a pause button for real life." "Exactly," said {H}. Together they worked out that it was quick as a bird, if you didn\'t stop to chat. The idea gave {Cobj} a small glow of relief. It was a plan, and plans were easier than promises.',
        },
      },
      {
        text: {
          "2-3":
            '{H} showed {Cobj} the Pause-and-Go. Just two steps, small enough for little feet. Wiggle, wiggle? That means potty! Put the toy down and say, "Pause!" Safe and sound. Then walk to the potty. Step, step, quick as a bird! Together they tried it. {refrain}',
          "4-5":
            '{H} taught {name} the Pause-and-Go. "When you feel the wiggle, you say \'pause\', like on a remote control." {C} pressed a pretend button. "Pause!" "Then you put your things in a safe spot, where nobody will touch them. Then you go to the potty, quick as a bird." Together they picked out a good safe spot. {C} felt a glow of pride.',
          "6-7":
            '{H} explained the Pause-and-Go like a recipe. "Notice the wiggle. Say \'pause\' out loud, so your brain hears it too. Park what you\'re doing in a safe spot. Then go, quick as a bird, and come back." {C} frowned. "What if someone wrecks it?" "That\'s why you park it," said {H}. "Or you ask someone to guard it." Together they agreed that a guarded game was a safe game. The plan had a nice glow about it.',
          "8-10":
            '{H} laid out the Pause-and-Go like a pit stop in a race. "Signal: notice the wiggle early. Pause: say it out loud and park what you\'re doing. Go: there and back, hands washed, no detours." {C} raised an eyebrow. "A pit stop." "The fastest cars still stop," said {H}. "They just do it quickly, and on purpose." Together they timed an imaginary pit stop: ninety seconds, quick as a bird. {C} felt a small glow of competitiveness, which was probably the point. Nobody wanted a slow pit stop.',
        },
      },
      {
        text: {
          "2-3":
            '"Let\'s be robots," said {H}. "Beep! This is the Pause-and-Go." Wiggle? Beep! Put the toy down. {C} put a pretend toy down. Clunk! "Then walk to the potty." Robot walk. Step, step, beep! Quick as a bird! Together they did it, and {C} felt a little glow. {refrain}',
          "4-5":
            '{H} explained the Pause-and-Go with a pretend toy car. "When the driver feels a wiggle, that\'s the signal," said {H}. "The driver says \'Pause!\' and parks the car somewhere safe." Vroom, into a pretend parking spot. "Then the driver walks to the potty, quick as a bird, washes both hands and comes straight back. And the car is still there, waiting." {C} drove the pretend car into its spot. Park. Pause. Go. Together, they made it sound easy, and the plan had a nice glow about it.',
          "6-7":
            '"Think of your body like a tablet," said {H}. "When it needs charging, it gives a little beep first, long before it switches off. That\'s the wiggle. The Pause-and-Go means: notice the first beep, say \'pause\' and park your game somewhere safe, then go straight to the toilet, quick as a bird, wash your hands and come back." {C} liked that. {C} had seen what happened to tablets that nobody charged. Together they agreed it was better to listen to the first beep than the last. The idea had a small glow of good sense about it.',
          "8-10":
            '"Think of it as a three-part system," said {H}. "It\'s called the Pause-and-Go. Detect: notice the first wiggle, because it\'s the early warning, not the final one. Pause: say it out loud and park whatever you\'re doing somewhere safe. Go: toilet, hands, back, quick as a bird. No detours, no stopping to check one more thing." {C} considered it. "So the trick is believing the first warning." "The first warning is the only polite one," said {H}. "After that, your body stops asking nicely." Together they agreed that was fair. {C} felt a small glow of having a plan.',
        },
      },
      {
        text: {
          "2-3":
            '"Listen," said {H}. "A wiggle is like a doorbell. Ding-dong!" {C} giggled. Ding-dong! "Who is it?" said {H}. "It is the wiggle. It wants the potty. So put the toy down." Down went the toy. Plop! "Then walk to the potty." Step, step, step. "Coming!" called {C}. {refrain}',
          "4-5":
            '{H} rang a pretend doorbell. "Ding-dong! That\'s what a wiggle is," said {H}. "It\'s your body ringing the bell, politely, to say potty please. If nobody answers, it rings louder and louder, and then it bangs on the door." {C} laughed. "The Pause-and-Go is how you answer. Notice the first ding-dong. Say \'pause\', and put your game somewhere safe, so it waits for you. Then go to the potty, wash your hands and come back." {C} rang the pretend bell. "Ding-dong! Pause. Coming!" "First ring," said {H}. "Every time."',
          "6-7":
            '"Want to know a secret about wiggles?" said {H}. "Your bladder is like a little balloon that fills up slowly. When it\'s about half full, it sends the first wiggle. That\'s the polite one. If you ignore it, the balloon keeps filling, and the wiggles get bigger and bossier." {C} pictured a bossy balloon and snorted. "So the Pause-and-Go is for the polite one," said {H}. "Notice the first wiggle. Say \'pause\' and park your game somewhere safe. Then go to the toilet, wash your hands and come back, while there\'s still plenty of time." {C} liked having a reason. It was much easier to stop for something that made sense.',
          "8-10":
            '"Think of it as notifications," said {H}. "Your body sends them in three levels. Level one is a quiet little buzz you can swipe away. Level two is a banner across the middle of everything. Level three is the alarm that won\'t switch off, and by then you\'re sprinting." {C} winced. That was a fairly accurate report. "The Pause-and-Go answers level one," {H} went on. "Notice the first buzz. Say \'pause\' and park whatever you\'re doing somewhere safe, like saving a game. Then go, wash your hands and come back before level two has even loaded." "So I turn my notifications on," said {C}. "For one app only," said {H}. "This one."',
        },
      },
    ],
    practice: [
      {
        text: {
          "2-3":
            'They played the Pause-and-Go game. {H} said, "Wiggle!" {name} said, "Pause!" Down went everything, safe and sound. Then zoom, zoom to the potty door! "Again!" Wiggle, pause, zoom! Once more, and once more. Zoom, zoom! {refrain}',
          "4-5":
            'They turned it into a game. {H} called out, "Wiggle!" {name} put the toy on the safe spot with a loud "Pause!" Then {C} raced to the bathroom door and back again. They did it three times, and the third time {C} {was} so fast that {H} pretended to be dizzy. "Next time," said {C}, "it\'s for real."',
          "6-7":
            'They practiced with a pretend signal. {H} would say "tingle", and {C} had to say "pause", park everything, and walk to the bathroom door, then back. The first time took ages, because {C} argued about where to park things. By the third time, {C} could do it in twenty seconds. It was surprising how easy stopping was, once there was a plan for it.',
          "8-10":
            'They ran a practice round, timed like a pit stop in a motor race. {H} said "signal" at a random moment, and {C} had to pause, park, walk to the bathroom, wash, and get back. The first try took three minutes, mainly because {C} stopped to argue about the rules. The second took ninety seconds. The third took seventy, and {C} came back looking smug. "Personal best," said {H}. "Now do it when it counts." {C} said that would be easy. {H} did not look convinced.',
        },
      },
      {
        text: {
          "2-3":
            '{H} called out traffic lights. Green light! {C} played and played. Yellow light! "A wiggle!" said {C}. Red light! "Pause!" The toy went to a safe spot. Beep, beep, parked! Then green again. Off to the potty door! Zoom! {refrain}',
          "4-5":
            'Then {H} invented Traffic Lights. A green light meant play. Yellow meant a wiggle. Red meant "Pause," and the toy went straight to a safe parking spot. When {H} called green again, {C} zoomed to the bathroom door and back, beeping like a little car. The third time, {C} parked so fast that {H} said it was the tidiest parking {hs} had ever seen.',
          "6-7":
            'Next, {H} turned the Pause-and-Go into a traffic-light game. Green meant carry on playing. Yellow meant the first wiggle, the quiet signal that was easy to ignore. Red meant "pause" and parking the toy somewhere safe. Then green again, and off to the toilet. {C} liked being the car, beeping round {P}. {C} also noticed something: yellow was the important light. Catch yellow, {C} thought, and red was easy.',
          "8-10":
            '{H} designed a harder test: the Distraction Round. {H} would say "signal" at some unannounced moment, and {C\'s} job was to pause, park and go, whatever happened. The catch was that {H} kept talking the whole time, with the most interesting news possible. "Breaking news: a goat has been elected mayor." "Signal." {C} paused, mid-laugh, and parked. "The goat\'s first law bans Mondays." {C} kept walking. "Impressive," said {H}. "Most people would at least ask about the goat."',
        },
      },
      {
        text: {
          "2-3":
            '{H} sang a silly song. La, la, la! {C} danced with a pretend teddy. Then {H} said, "Wiggle!" {C} put the teddy down. Plop! Then {C} walked to the potty door. Step, step! {H} clapped. Again! {refrain}',
          "4-5":
            'They practiced with a dancing game. {H} hummed a tune, and {C} danced around holding a pretend toy. At a secret moment, {H} called, "Wiggle!" {C} stopped, said "Pause!", set the pretend toy down in a safe spot and walked quickly to the bathroom door. Then back, washing pretend hands on the way. The fourth time, {C} heard the wiggle before {H} had even finished saying it.',
          "6-7":
            'For practice, {H} made up a game called Wiggle Detective. {H} would act out a scene, and somewhere in it was a wiggle signal: a tiny hop, a leg cross, a squirm. {C} had to spot it, say "Pause!", park the pretend game and head for the bathroom door. The first time, {C} missed the squirm completely. The second time, {C} spotted a hop. By the third, {C} {was} catching signals {H} hadn\'t even meant to send.',
          "8-10":
            'They practiced with a video game rule. {C} {was} deep in an imaginary boss level when {H} said, "Signal." {C} said, "Pause," parked the pretend controller face down on the safe spot and walked to the bathroom. Hands washed, back in under two minutes. The boss was still there, frozen mid-roar. "It waited," said {C}, slightly surprised. "Games are very patient," said {H}. "Bodies, less so."',
        },
      },
      {
        text: {
          "2-3":
            '"Oh! Teddy has a wiggle!" said {H}. Teddy wiggled. Wiggle, wiggle! {C} knew what to do. "Teddy, put the ball down!" Plop. "Now walk to the potty." Step, step, step went Teddy, holding {C\'s} hand. "Good, Teddy!" Then Teddy had a wiggle again. And again! Silly Teddy. {refrain}',
          "4-5":
            'Next it was Teddy\'s turn to learn. {H} made Teddy wiggle on the rug, very dramatically. "Oh dear," said Teddy, in a deep, growly voice. "I have a funny feeling, but I\'m building a sandcastle." {C} knew just what to say. "That\'s a wiggle, Teddy! Say pause!" "Pause," said Teddy. "Now park your castle somewhere safe, and go," said {C}, and walked Teddy all the way to the bathroom door. Teddy made it in time. Teddy forgot to wash his paws, so {C} sent him straight back.',
          "6-7":
            'Then they swapped jobs. {C} got to call out "wiggle", and {H} had to do the Pause-and-Go in the middle of something. {H} had built half a tower of cushions when {C} called it. "Can\'t I just finish this bit?" {H} begged. "No!" said {C}. "First wiggle! Pause!" {H} parked the cushions, walked to the bathroom door, pretended to wash and came back. {C} called it again in the middle of a song, and again in the middle of a sneeze. By the end, {C} knew every excuse there was, because {H} had tried them all.',
          "8-10":
            '{H} suggested a role swap: {C} would play the body, and {H} would play the person far too busy to listen. {H} settled over an imaginary chess game of enormous importance. "Excuse me," said {C} politely. {H} waved a hand. "Later." "EXCUSE ME," said {C}, louder. "Nearly done," said {H}, moving a pretend knight. "OI!" bellowed {C}, and {H} leapt up and sprinted for the bathroom door so fast that they both collapsed laughing. "Now you\'ve seen it from the other side," said {H}, getting some breath back. "The body always wins. The only question is how much running is involved."',
        },
      },
    ],
    celebration: [
      {
        text: {
          "2-3":
            '{G} clapped. "You felt the wiggle! You said pause! You went to the potty!" {name} did a twirl. Dry pants! Happy pants! {C} felt proud. So proud! {H} did a little happy dance. Wiggle, pause, go. The fun was still waiting, too. Hooray for {name}!',
          "4-5":
            '{G} gave {name} a big high five. "You listened to your body, and you stopped all by yourself. That\'s a tricky thing to do!" {name} felt proud and a bit taller. {H} cheered too. And the best part was that the fun was still there, waiting, exactly where {C} had left it.',
          "6-7":
            '"Look at that," said {G}. "You noticed the signal, you paused, and you went in time. And nobody had to remind you." {C} felt proud, properly proud. It wasn\'t just about dry clothes. It was about being in charge of {their} own body, and not letting the fun decide. {H} gave a quiet cheer, and {C} grinned all the way back.',
          "8-10":
            '"That was a textbook pit stop," said {H}. {G} looked up and gave a nod that meant well done without making a speech about it, which {C} appreciated. The truth was, it had felt good. Not because of the praise, but because {C} had been in charge, not the game, and not the last-minute panic. It felt grown-up in the best way, the kind of thing nobody notices because it simply goes right. {C} decided that was the best kind of win: quiet, and entirely {C\'s} own.',
        },
      },
      {
        text: {
          "2-3":
            '{H} smiled a big smile. "You did the Pause-and-Go!" {name} did a happy jump. Boing! Dry and happy. {G} gave {name} a big hug. {C} felt proud. Big-kid proud. The fun was still there, all safe. {refrain}',
          "4-5":
            '{H} cheered. "You did it! Wiggle, pause, go, just like that." {G} smiled and gave {name} a big hug. {C} felt proud, like someone who had learned a new trick all by {themself}. And it was a good trick, too: no wet clothes, no missed fun, and no grumpy feelings. Just a quick trip and back again.',
          "6-7":
            '{H} cheered. "You felt {feeling} before, and look at you now. You did every step of the Pause-and-Go." {C} did a little hop. It had only taken a couple of minutes, and the fun had waited, just like {H} said it would. {G} noticed too, and gave a thumbs up from across the room. {C} felt proud, and a lot less worried about next time.',
          "8-10":
            '{H} gave a slow, delighted nod, which was slightly over the top. "I\'m serious," {H} said. "You felt {feeling} earlier, and now look. You caught the signal early and handled it." {C} rolled {their} eyes, but smiled. It was a small thing, getting to the toilet on time. But small things done right, {C} {was} starting to realize, were what made the big days go smoothly. Also, nobody needed to know about earlier. That part could stay between {Cobj}, {H} and the laundry basket.',
        },
      },
      {
        text: {
          "2-3":
            'Back came {name}. Hands washed. Everything was right where {C} had parked it. {H} did a funny waiting-toy voice. "Welcome back, {name}!" {G} smiled a big smile. {C} felt proud. Proud and dry and happy. Wiggle, pause, go, and back again!',
          "4-5":
            'When {C} came back, everything was exactly where {C} had parked it. {H} put on a squeaky voice, as if the fun itself were talking. "Oh, there you are! I waited ever so nicely." {C} laughed, and {G} laughed too. "You stopped all by yourself, and you were quick," {G} said. {C} felt proud, light and comfy.',
          "6-7":
            'Everything was waiting exactly where {C} had parked it. {H} gave the waiting fun a squeaky voice. "You came back! Most people forget me for an hour." {C} laughed and gave the game a pat. {G} looked over and smiled. "That was quick, and all your own idea." {C} worked it out. The pause had taken one second, the trip two minutes. The fun had lost nothing, and {C} had gained a lot.',
          "8-10":
            'Everything was exactly where {C} had parked it. {H} did the voice of whatever had been waiting, squeaky and emotional. "You came back! I was told you would, but you hear stories." {C} laughed despite {C\'s} best efforts. {G} raised an eyebrow and smiled, which in grown-up language meant a great deal. {C} totted it up. Thirty seconds of pausing. Two minutes away. No drama, no wet socks, no {feeling} feeling afterwards. It was possibly the most boring success in history, and {C} {was} delighted with it.',
        },
      },
      {
        text: {
          "2-3":
            '{G} made up a song. "Wiggle, pause, go! Wiggle, pause, go! Who got to the potty? {name}! Hello!" {C} laughed and marched round and round. Stamp, stamp, stamp! {H} marched behind. Dry pants. Clean hands. Big smile. {C} felt proud, proud as a drum. Boom, boom!',
          "4-5":
            '"This calls for a star," said {G}, and drew a small blue star on the back of {C\'s} hand with a pen. "One star for noticing the wiggle, all by yourself." {C} held the hand up to look at it. "Can I have another one for pausing?" "Go on, then," said {G}, and drew a second star. {H} asked for a star too, for helping, and got a very tiny one. {C} felt proud all the way up to {C\'s} starry knuckles.',
          "6-7":
            '{G} quietly drew a star on the back of {C\'s} hand with a pen. "What\'s that for?" asked {C}. "For catching the first wiggle," said {G}. "That\'s the hardest part, and you did it without anybody reminding you." {C} looked at the star. It was small and a bit wobbly, and it felt enormous. {H} asked whether helpers got stars too, and was given a very small one on the thumb. {C} walked about for the rest of the day with that hand held up, like someone carrying something precious.',
          "8-10":
            '{G} didn\'t make a speech, which {C} appreciated. Instead, {G} caught {C\'s} eye and gave one small, serious nod. It was the kind spies give each other across a crowded room when the mission has gone to plan. {C} nodded back, equally serious. Then they both cracked up. "Mission complete," said {H}. "No drama. No laundry." {C} felt a steady, private sort of proud. Nobody else had noticed a thing, and that, {C} realized, was the whole point of a good plan.',
        },
      },
    ],
  },
  talkAbout: [
    "What does your body's wiggle feel like when you need to go?",
    "Where could your safe spot be, for pausing a game?",
    "Can you remember the steps of the Pause-and-Go?",
    "How did {name} feel after getting there in time?",
    "Why do you think it's hard to stop playing when you need to go?",
    "What would you say to a friend who had an accident?",
  ],
  episodes: [
    {
      id: "block-tower",
      moment: "building with a friend",
      place: "living room",
      time: "afternoon",
      props: ["blocks", "toy train", "potty"],
      other: { role: "friend", kind: "child" },
      feeling: ["upset", "embarrassed"],
      summary: "{C} keeps building the tower instead of going to the potty, and has an accident",
      object: "block tower",
      talkAbout: "How did {O} help {name} keep the tower safe?",
      scenes: {
        opening: {
          text: {
            "2-3":
              "It was a playdate at {home}. {C} and {C's} friend {O} built a tower. Block, block, block! Up it went. So tall! A toy train went choo, choo round the bottom. The potty was in the bathroom. But {C} {was} busy. So busy! One more block. Then one more.",
            "4-5":
              "On Saturday afternoon, {C's} friend {O} came over to {home} to play. They tipped out the big box of blocks and started the tallest tower in the world, with the toy train going round the bottom. It wobbled, but it stood. {C} {was} in charge of the very top. The potty was just down the hall, but {C} didn't think about that at all.",
            "6-7":
              "{C's} friend {O} had come over for the afternoon, and the two of them had built an entire city out of blocks on the living room floor. There were towers, bridges and a toy train running through the middle on a wobbly track. {C} {was} working on the tallest tower, the one with the flag. The toilet was just down the hall. {C} {was} much too busy to think about it.",
            "8-10":
              "{C} and {C's} friend {O} had been building for three hours. The block city covered half the living room floor, with a toy train line running through it and a tower now taller than the sofa. It was, without question, the best thing either of them had ever built. {C} had been lying on the floor adjusting that tower for ages. {C} had stopped noticing anything else, including a fairly urgent message from {C's} bladder.",
          },
        },
        problem: {
          text: {
            "2-3":
              '{C} did a wiggle. Wiggle, wiggle. {G} asked, "Potty?" {name} shook {their} head. "No! Building!" Wiggle, jiggle. One more block. Then... oops. A puddle. Wet pants. Drip, drip. The tower fell down too. Crash!',
            "4-5":
              'Soon {C} started to wiggle. {G} noticed and asked, "Do you need the potty?" {name} shook {their} head. "No! I\'m building!" {name} crossed {their} legs and added one more block, then one more. Then, all of a sudden, it was too late. There was a warm, wet puddle on the rug, and the tower came crashing down as {C} jumped up.',
            "6-7":
              'The wiggle started halfway through the flag tower. {C} ignored it. Then it got bigger, and {C} started hopping from foot to foot. {G} called out about a toilet break. "In a minute!" {C} called back. One more block. Then the minute ran out. {C} ran for the bathroom and didn\'t make it, leaving a wet trail down the hall and a knocked-over bridge behind.',
            "8-10":
              'The message became harder to ignore. {C} shifted, crossed {their} legs, and kept placing blocks with great care. {O} glanced over. "Do you need the toilet?" "No," said {C}, which was not true. Another block. Then {C} stood up fast, realized {they} had left it far too late, and didn\'t quite make it down the hall. Not a disaster. But enough to need a change of clothes, and enough to be mortifying.',
          },
        },
        feeling: {
          text: {
            "2-3":
              '{C} felt upset. Wet and upset. {C\'s} face felt hot. {O} was looking. {C} wanted to hide. {C} cried a little. The blocks were all over the floor. {G} came with dry pants. "It\'s okay," said {G}. "Accidents happen."',
            "4-5":
              "{C} felt upset and embarrassed. {C's} pants were wet, {C's} cheeks were hot, and {O} had seen everything. The tower was in pieces. {C} wished {they} could shrink down small and hide under the sofa. {G} said it was okay, and went to fetch dry clothes, but {C} still wanted to cry.",
            "6-7":
              "{C} felt embarrassed, right down to {their} socks. {O} had seen the whole thing. {C's} face went hot, and {C} wanted to hide in the bathroom forever. {G} was kind about it, and brought dry clothes without any fuss, but that almost made it worse. Accidents were for little kids, {C} thought. So why did they keep happening when {C} {was} having fun?",
            "8-10":
              "{C} felt embarrassed in the way that makes you want to disappear. {O} was politely pretending nothing had happened, which was kind, and also somehow worse. {C} had thought this sort of thing was over years ago. Clearly it wasn't. The worst part was knowing exactly why: {C} had felt it coming and decided the tower was more important.",
          },
        },
        stumble: {
          text: {
            "2-3":
              'After juice, a wiggle came. {C} said, "Pause!" Then {C} ran to the potty. In time! But the tower was by the door. Bump went the train. Crash went the tower! {C} came back. Oh no. The pause worked. But the tower was not safe.',
            "4-5":
              'After a drink of juice, the wiggle came back. This time {C} noticed it, and shouted, "Pause!" Then {C} dashed to the potty, just in time. But {C} had left the new tower right by the door. When {C} came back, the toy train had bumped it, and half of it was on the floor. {C} groaned. The pause had worked. The safe spot had not.',
            "6-7":
              'A while later, the wiggle came back. {C} noticed it early this time, said "pause" and headed straight to the toilet. Made it easily. But {C} had left the flag tower right where the toy train ran, and while {C} {was} gone, {O} set the train going. When {C} came back, the tower was a heap. "Why didn\'t I park it?" {name} groaned. The pause had worked. The safe spot had been forgotten.',
            "8-10":
              'Later, after a change of clothes and a glass of water, the signal came again. This time {C} caught it early. {C} said "pause", got up, and went, with plenty of time. Success, basically. Except {C} had left the tower right on the train line, and {O}, bored, had started the train. {C} came back to a pile of blocks. "Okay," {C} said slowly. "Pausing needs a parking plan."',
          },
        },
        success: {
          text: {
            "2-3":
              'Then another wiggle came. {C} said, "Pause!" Then {C} asked, "{O}, guard my tower?" {O} stood guard. Zoom to the potty! In time! Wash, wash. Back again. The tower stood tall. {refrain}',
            "4-5":
              'The next time the wiggle came, {C} {was} ready. {C} called out, "Pause!" Then {C} turned to {O}. "Can you guard my tower? Nobody touches it." {O} stood guard like a castle knight. {C} went straight to the potty, washed {their} hands and came back, and the tower was exactly where {C} had left it. {C} laughed and added the very top block.',
            "6-7":
              'The next time, {C} did all of it. Notice: a small wiggle, nothing urgent. Pause: {C} said it out loud, then asked {O} to guard the rebuilt tower and keep the train on the far side. Go: straight to the toilet, hands washed, back in two minutes. The tower was standing. {O} had even added a flag to the bridge. "Nothing happened," {O} reported, sounding slightly disappointed.',
            "8-10":
              'Next time, {C} had a plan ready, and it was {C\'s} own idea: a parking zone. {C} cleared a square of floor away from the train line, where anything in progress could wait safely. When the signal came, {C} moved the top of the tower into the zone, said "pause" and told {O}, "Guard the zone. No trains." There and back in ninety seconds. The tower was untouched. {O} was impressed. "You built an actual system."',
          },
        },
        echo: {
          day: 1,
          time: "afternoon",
          text: {
            "2-3":
              'The next day, {C} played with the toy train. Choo, choo! Then, wiggle, wiggle. {C} said, "Pause!" The train went on the shelf. Safe! Zoom to the potty! In time! Then choo, choo, back again. {C} did it all alone.',
            "4-5":
              'The next afternoon, {C} {was} driving the toy train round a brand-new track when the wiggle came. {C} didn\'t even stop to think. "Pause!" The train went onto the shelf, the safe spot. Then off to the potty, wash, and back again. The whole thing took about as long as one lap of the track.',
            "6-7":
              'The next afternoon, {C} {was} halfway through a brand-new train track when the wiggle came. {C} thought of the flag tower. {C} parked the train on the shelf, said "pause" out loud to nobody in particular, and went straight away. Two minutes later {C} {was} back, and every piece of track was exactly where {C} had left it.',
            "8-10":
              'The next afternoon, {C} {was} rebuilding the city for a second attempt when the signal arrived. {C} didn\'t negotiate with it. The half-built tower went into the parking zone, {C} said "pause" out of habit, and was back in ninety seconds. It was almost boring, which, {C} realized, was exactly the point.',
          },
        },
        ending: {
          time: "evening",
          text: {
            "2-3":
              'That evening, {G} read {name} a story. "You did the Pause-and-Go," said {G}. "Just in time!" {name} smiled a big, proud smile. Feel the wiggle? Pause and go! {name} could do it.',
            "4-5":
              'That evening, {G} sat with {name} on the sofa. "You know what I saw today? Someone who listened to the wiggle and used the Pause-and-Go." {name} grinned into the cushion. "And the tower didn\'t fall down." {G} laughed into {name\'s} hair. "Best of all." {name} snuggled in, warm and proud.',
            "6-7":
              'That evening, {G} asked {name} about the day. "I paused, I went in time, and nothing fell down," {name} said. {G} smiled and said, "That\'s the Pause-and-Go working." {name} felt proud, properly proud, the kind that makes you want to build something even taller tomorrow.',
            "8-10":
              'That evening, {name} told {G} about the parking zone, the tower, and the ninety-second pit stop, in that order and at some length. {G} listened, nodding. "Sounds like you worked it out," {G} said. {name} shrugged, but couldn\'t hide a grin. It had been a day with a rough patch in the middle and a very good ending, and that, {name} decided, was good enough.',
          },
        },
      },
    },
    {
      id: "park-toilet",
      moment: "playing at the park",
      place: "playground",
      time: "morning",
      props: ["sandbox", "bucket and spade", "ball", "toilet"],
      feeling: ["worried", "embarrassed"],
      summary: "{C} waits too long to walk to the park toilet and doesn't make it",
      object: "park toilet",
      talkAbout: "Why is it good to go when the wiggle is still small?",
      scenes: {
        opening: {
          text: {
            "2-3":
              "It was a park morning! {C} dug in the sandbox. Dig, dig, dig. {C} had a red bucket and spade. {C} made a big sandcastle. Pat, pat! It had a tall tower. {G} sat close by on a bench. Far away, by the gate, was the park toilet.",
            "4-5":
              "On Sunday morning, {G} took {name} to the park. {C} headed straight for the sandbox with {their} bucket and spade and started the biggest sandcastle ever, with a moat and a tower. The park restrooms were right over by the gate, a long walk past the swings. {C} didn't like them much. They were echoey, and the hand dryer roared.",
            "6-7":
              "On Sunday morning the park was nearly empty, which meant {C} had the whole sandbox to {themself}. With a bucket and spade, {C} started on the most ambitious sandcastle yet: four towers, a moat, and a drawbridge made from a popsicle stick. The only problem with the park was the restrooms. They were right over by the far gate, past the swings and the pond, and they smelled of bleach.",
            "8-10":
              "On Sunday morning, half of {C's} class turned up at the park for a game of football, with sweatshirts for goalposts and no referee. {C} {was} playing defense, which meant a lot of running and no chance to leave. The nearest restrooms were across the park by the far gate, a good five-minute walk. {C} had drunk a whole bottle of water before kick-off. Nobody was thinking about that yet.",
          },
        },
        problem: {
          text: {
            "2-3":
              'Wiggle, wiggle went {C}. {G} asked, "Toilet?" {name} shook {their} head. "No! Castle!" Wiggle, jiggle, jump. Then {G} took {name\'s} hand. Run, run, run! Too late. Oops. Wet shorts.',
            "4-5":
              'Soon {C} {was} wiggling and crossing {their} legs. {G} asked, "Do you need the toilet?" "No," said {C}, patting the tower. "I\'ll go later." But later came very quickly. When {C} finally said it was time, the two of them had to run all the way across the park. Halfway past the swings, it was too late.',
            "6-7":
              'The first wiggle came during tower two. {C} ignored it. During tower three, {C} {was} hopping from foot to foot. {G} suggested a toilet trip. {C} said, "After the moat." The moat took longer than expected. By the time {C} gave up and ran, it was a very long way to the far gate, and {C} didn\'t make it. Wet shorts, right by the swings.',
            "8-10":
              "By the second half, {C} {was} definitely thinking about it. But the score was tied, {C's} team needed every player, and leaving felt impossible. {C} kept playing, shifting from foot to foot between plays. When the final whistle came, {C} ran for the far gate and didn't quite get there in time. Close, but not close enough. {C} walked back to {G} with a sweater tied round {their} waist.",
          },
        },
        feeling: {
          text: {
            "2-3":
              "{C} felt worried. Wet shorts at the park! The toilet was far. So far. {C's} tummy felt funny. {C's} lip went wobble. {G} had spare shorts in the bag. Phew. But {C} still felt sad and small. The castle sat all alone.",
            "4-5":
              "{C} felt worried and a bit embarrassed. {C's} shorts were wet, everyone at the swings seemed to be looking, and the toilet was still miles away. Luckily {G} had spare clothes in the bag. But {C} {was} cross with {themself}, too. {C} had felt the wiggle ages ago. The restrooms were just so far and so noisy.",
            "6-7":
              "{C} felt embarrassed, and worried that everyone had noticed. There were other children on the swings now. {G} had spare shorts in the bag and didn't make a fuss, but {C's} face stayed hot. The worst part was that {C} had known. The wiggle had been there for ages. The restrooms had just seemed too far away to bother with.",
            "8-10":
              "{C} felt embarrassed, a hot, heavy feeling that sat in {C's} chest the whole way back. Nobody had noticed, probably. The sweater had done its job. But {C} knew, and that was enough. What made it worse was how avoidable it was. {C} had felt the signal twenty minutes before the end, and decided the match was more important. That was an easy decision at the time. It didn't feel like one now.",
          },
        },
        stumble: {
          text: {
            "2-3":
              'Later, a wiggle came. A big wiggle! {C} said, "Pause!" Then run, run, run to the toilet. Just in time! Phew. But {C} {was} puffing. That was a big, big wiggle. "Next time, go when it\'s little," said {H}.',
            "4-5":
              'Back at the sandbox, the wiggle came again. This time {C} remembered to say, "Pause!" Then {C} set off. But {C} had waited until the wiggle was huge. It was a mad dash past the swings, and {C} made it with one second to spare. "Phew," said {C}, panting. "That was close." {H} fanned {C\'s} hot face. "Next time, go when the wiggle is small."',
            "6-7":
              'After a drink, {C} went back to the castle, determined. When the wiggle came, {C} said "pause" and started walking. But it was already a big wiggle, not a small one, and the far gate was very far. Walking turned into jogging, then running. {C} made it, but only just, heart thumping. "I noticed," {C} admitted afterwards. "I just noticed late."',
            "8-10":
              'After a break, they started a second match. When the signal came, {C} said "pause" to {themself}, but the team was pushing forward and there was nobody to swap in. {C} hung on until a throw-in, then sprinted to the restrooms and just made it, lungs burning. It worked, barely. It was not a system. It was a gamble with a five-minute walk attached, and {C} did not love those odds.',
          },
        },
        success: {
          text: {
            "2-3":
              'Then a little wiggle came. Just a tiny one. {C} said, "Pause!" The bucket and spade stayed by the castle. {C} held {G\'s} hand, and they walked to the toilet. No running! Plenty of time. Wash, wash. Back again. {refrain}',
            "4-5":
              "The next time, {C} noticed the wiggle while it was still tiny, just a little tickle. {C} said \"pause\" and put the bucket and spade on top of the castle. Then {C} took {G's} hand, and they walked, not ran, all the way to the toilet. Plenty of time. Even the roaring hand dryer didn't seem so loud when there was no rush.",
            "6-7":
              'So next time, {C} paid attention early. At the first tiny tickle, {C} stopped. "Pause." {C} stuck the spade upright in the top tower like a flag. Then {C} asked {G} to keep an eye on the castle. Then {C} walked to the far gate, calmly, with plenty of time. On the way back, {C} even stopped to look at the ducks.',
            "8-10":
              'So {C} came up with one. {C} asked the kid on the sideline, the one who\'d been hoping for a game, to be the official sub. "If I put my hand up, you\'re on." When the next signal came, still small, {C} put a hand up at the next stoppage and said "pause". Then {C} jogged off while the sub ran on with the ball. Toilet, hands, back in four minutes, and {C} swapped back in. Nobody on the team even noticed, which was perfect.',
          },
        },
        echo: {
          day: 1,
          time: "morning",
          place: "beach",
          text: {
            "2-3":
              'The next day, {C} went to the beach. Dig, dig in the sand. Then, a little wiggle. {C} said, "Pause!" Off to the toilet, nice and early. Walk, walk. Back again. The sandcastle was waiting!',
            "4-5":
              'The next day, they went to the beach, where the restrooms were even further away, up a flight of steps. {C} {was} digging a hole to the middle of the earth when a small wiggle came. "Pause!" {name} parked the spade in the hole, and off they went, nice and early, up the steps and back again, with no running at all.',
            "6-7":
              'The next day they went to the beach, where the restrooms were at the top of a long flight of steps. {C} {was} halfway through a sand tunnel when the first tiny tickle came. {C} didn\'t wait. "Pause." Spade upright, {G} on guard, and off {C} went, walking, with time to spare. The tunnel was still there when {C} got back.',
            "8-10":
              'The next day, at the beach, a game of beach baseball broke out, and the restrooms were up a long flight of steps. {C} felt the first small signal halfway through an inning. This time there was no gamble. {C} handed the bat to {G}, said "pause", and walked up the steps while it was still easy. Back in five minutes. {G} had struck out, which was funny.',
          },
        },
        ending: {
          text: {
            "2-3":
              'Later, {name} had a picnic with {G}. Crunch, munch. "You felt the little wiggle," said {G}. "And you went in time!" {name} smiled a big, proud smile. Feel the wiggle? Pause and go! Tomorrow, more digging at {world}. Happy {name}.',
            "4-5":
              'Later, {name} and {G} shared a picnic on a blanket. "You noticed the little wiggle," said {G}. "That\'s the trick." {name} grinned, sandy and proud. "Small wiggle, early go," {name} said. "Then you don\'t have to run." {G} laughed and passed {name} another sandwich. Tomorrow they would dig at {world}, and {name} already knew the plan.',
            "6-7":
              'Later, sitting on a blanket with {G}, eating squashed sandwiches, {name} explained the rule {they} had worked out. "Small wiggle means go now. Big wiggle means you waited too long." {G} said that was the smartest rule {G} had heard all week, and that they should try it at {world} tomorrow. {name} felt sunny, proud and very pleased.',
            "8-10":
              'Later, over sandwiches, {name} told {G} about the official sub. {G} was impressed. "That\'s proper problem-solving," {G} said. "Most people just hope for the best." {name} shrugged, trying to look modest, and checked where the toilets were for next week\'s match at {world}. It was strange to feel proud about something as ordinary as getting to a toilet. But it wasn\'t really about the toilet. It was about having a plan, and not letting the game decide for you.',
          },
        },
      },
    },
    {
      id: "library-story",
      moment: "story time at the library",
      place: "library",
      time: "morning",
      props: ["book", "toilet"],
      feeling: ["wiggly", "embarrassed"],
      summary: "{C} doesn't want to miss the story, waits too long, and has an accident",
      object: "story book",
      talkAbout: "Who could listen to the story for you while you go to the toilet?",
      scenes: {
        opening: {
          text: {
            "2-3":
              "It was story time at the library. {C} sat on the big rug. Kofi the librarian held up a book. A book about a bear! {C} loved bears. Everyone sat still, with legs crossed. Shh. The toilet was far, far down the hall.",
            "4-5":
              "On Saturday morning, {G} took {name} to story time at the library. The children sat on a big rug, and Kofi the librarian read stories in funny voices. {C} sat right at the front, so as not to miss anything. The first book was about a grumpy bear looking for his honey pot, and it was the best story {C} had ever heard.",
            "6-7":
              "Saturday morning story time at the library was {C's} favorite thing all week. Kofi the librarian did all the voices, and the children sat on a big rug in a half-circle. Today's book was a mystery about a missing crown, and {C} had bagged a spot right at the front. The restrooms were at the other end of the library, past the tall shelves, which felt like a long way.",
            "8-10":
              "The library's Saturday reading club was the one place where {C} could read for two hours straight without anyone suggesting fresh air. {C} had found the perfect chair in the corner and was three chapters from the end of a thriller about a stolen painting. The restrooms were at the far end of the building, past the computers and the noisy children's corner. {C} had noticed that on arrival, and then forgotten about it completely.",
          },
        },
        problem: {
          text: {
            "2-3":
              "The bear went to sleep. Shh! Then {C} did a wiggle. Wiggle, wiggle. But the story was good! {C} did not go. Wiggle, jiggle. Then... oops. A little puddle on the rug. {C} cried. Story time stopped.",
            "4-5":
              'Halfway through, {C} felt a wiggle. But the bear was just about to find his honey pot! {C} stayed put, squirming. {G} whispered, "Toilet?" {name} shook {their} head hard. The wiggle got bigger and bigger, and just as the bear found the honey, there was a little wet patch on the rug. {C} jumped up, crying.',
            "6-7":
              "The wiggle started just as the detective found the first clue. {C} ignored it. At the second clue, {C} {was} squirming. At the third, {C} {was} sitting on one foot and holding on with everything {they} had. Then, right as the detective opened the secret door, it was too late. {C} felt the warm wet patch spread, and jumped up with a gasp. Everyone turned around.",
            "8-10":
              "Two chapters from the end, {C's} body started asking politely. One chapter from the end, it stopped being polite. {C} kept reading, legs crossed, turning pages faster and faster. The thief was about to be unmasked. {C} decided the toilet could wait four more pages. It couldn't. By the time {C} stood up, it was too late to walk the length of the library, and {C} didn't make it.",
          },
        },
        feeling: {
          text: {
            "2-3":
              "{C} felt embarrassed. Hot face. Wet pants. Everyone looked. {C} hid {their} face in {G's} coat. Sniff, sniff. {G} said, \"It's okay. Accidents happen.\" But {C} still felt wobbly and sad. And the bear story was not finished.",
            "4-5":
              "{C} felt embarrassed, so embarrassed {their} ears went pink. All the other children turned around to look. Kofi kindly fetched some paper towels, and {G} had spare pants, but {C} still wanted to hide under the rug. And {C} had missed the end of the bear story, too, which made it twice as sad.",
            "6-7":
              "{C} felt embarrassed, hot-faced and wobbly. {G} was there in a second with a coat and a calm voice. Kofi carried on reading as if nothing had happened, which was kind. But {C} had missed the ending, and everyone had seen. The silly thing was that {C} had felt the wiggle ages before. {C} just hadn't wanted to miss anything, and now {C} had missed the best part.",
            "8-10":
              "{C} felt embarrassed, deeply and completely. Kofi the librarian was discreet and kind about it. {G} arrived with spare joggers from the car as if it were the most normal thing in the world. But {C} still wanted to disappear between the shelves. The most annoying part was that the book hadn't even been worth it. The thief was the butler. Obviously.",
          },
        },
        stumble: {
          text: {
            "2-3":
              'Next story! A wiggle came. {C} said, "Pause!" But then the bear did a funny dance. {C} stayed to watch. Wiggle, wiggle! Then run, run to the toilet. Just in time! Phew. "That was close," said {G}.',
            "4-5":
              'When the next story started, the wiggle came back. {C} remembered and whispered, "Pause." But then the story got exciting, and {C} sat down again for just one more page, and then one more. By the time {C} went, it was a running, wiggling rush to the toilet. {C} made it, just. Panting, {C} told {G}, "I paused. But then I un-paused."',
            "6-7":
              'At the next story, the wiggle came early. {C} noticed and whispered "pause" to {themself}. But then the story reached a good bit, and {C} thought: just one more page. Then another. By the time {C} got up, it was a fast walk past the tall shelves, then a faster one. {C} made it, but it was close, and on the way back {C} wondered what the point of pausing was, if you didn\'t actually go.',
            "8-10":
              'After changing, {C} went back to the chair with a new book and a firm resolution. When the signal came, {C} said "pause" silently, and meant it. But then {C} read to the end of the page. And the chapter. Then {C} walked quickly to the restrooms and made it with a minute to spare. Technically a win. But {C} could see the pattern: pausing didn\'t help if the book won the argument every time.',
          },
        },
        success: {
          text: {
            "2-3":
              'Then a book about a duck. Quack! A little wiggle came. {C} said, "Pause!" {G} said, "Let\'s go. I\'ll tell you what happens." Off they went to the toilet. Wash, wash. Back again, quick! The duck was still swimming. {refrain}',
            "4-5":
              'Near the end of the last story, the wiggle came again. This time {C} said "pause", and then had an idea. {C} whispered to {G}, "Can you listen for me?" {G} cupped a hand to one ear. So {C} went straight to the toilet, washed {their} hands, and came back. {G} whispered everything {C} had missed: the mouse had found the cheese. No rush, no wet patch, no missing out.',
            "6-7":
              'At the last story, when the wiggle came, {C} tried something new. {C} leaned over to {G} and whispered, "Pause. Can you remember what happens?" {G} gave a thumbs up. {C} went straight away, walking, not running, washed {their} hands and came back. {G} whispered the summary: the cat had stolen the crown, and then given it back. {C} had missed one page, not the whole ending.',
            "8-10":
              "So {C} made a rule of {their} own: the bookmark rule. The moment the signal came, the bookmark went in, mid-sentence if necessary, and the book went face-down on the chair to save the spot. No finishing the page. When the next signal came, {C} did exactly that: bookmark in, pause, straight there and back. Four minutes, no drama. The half-read sentence was still waiting, only slightly offended.",
          },
        },
        echo: {
          day: 1,
          time: "afternoon",
          place: "classroom",
          text: {
            "2-3":
              'The next day, there was a puppet show at preschool. Ha, ha! Then a little wiggle. {C} said, "Pause!" Off to the toilet. Back again, quick. The puppets were still dancing. {C} did it!',
            "4-5":
              'The next afternoon, there was a puppet show at school. {C} {was} loving it when a little wiggle came. "Pause," {C} whispered, and tapped a friend on the arm. "Tell me what happens?" The friend nodded. {C} went, washed, and came back in time to see the dragon puppet sneeze.',
            "6-7":
              'The next afternoon, {C\'s} class was watching a nature film about penguins. Right in the middle, the wiggle came. {C} didn\'t wait for the good bit to end. {C} whispered to the classmate next door, "Pause. Tell me what the penguins do?" Three minutes later {C} {was} back. "Belly-sliding," came the report. "Loads of it." Perfect.',
            "8-10":
              'The next afternoon, in silent reading at school, {C} felt the signal at the most exciting moment of a new book. {C} put the bookmark in mid-sentence, out of principle, asked to go, and was back in three minutes. {C\'s} friend looked up, amazed. "You stopped in the middle of a sentence?" "It\'s a system," said {C}. It sounded faintly ridiculous. It also worked.',
          },
        },
        ending: {
          time: "evening",
          text: {
            "2-3":
              'That evening, {name} read a library book with {G}. A book about a bear. Then one about a potty! Hee, hee! "I know how," said {name}. "Wiggle, pause, go!" {G} turned the page. Next week, story time at {world}! {name} felt happy and proud.',
            "4-5":
              'That evening, {name} and {G} read the library books together. One was about a bear, one about a mouse, and one about a little elephant learning to use the potty. {name} giggled at that one. "I already know how," {name} said. "Wiggle, pause, go." {G} smiled, warm and proud. Next week there would be stories at {world}, and {name} already knew the plan.',
            "6-7":
              'That evening, {name} finally read the ending of the crown mystery, curled up next to {G}. {G} asked if it had been a good day. "It had a rough start," {name} said. "But the pause thing works." {G} gave {name} a squeeze and said there was a story trail at {world} next week. {name} felt proud and light, and turned the last page with nobody hurrying anybody.',
            "8-10":
              "That evening, {name} told {G} about the bookmark rule. {G} said it was genuinely clever, and possibly useful for adults too. {name} offered to make {G} a poster about it, in time for the reading trail at {world} next week. It had been a day with a rough start, but it had a good ending, which was more than could be said for the thriller. {name} felt calm and pleased, with a new book to start, and the bookmark ready.",
          },
        },
      },
    },
    {
      id: "painting-table",
      moment: "painting at the kitchen table",
      place: "kitchen",
      time: "evening",
      props: ["paints", "drawing", "table"],
      feeling: ["upset", "frustrated"],
      summary: "{C} won't stop painting to go to the potty and has an accident on the chair",
      object: "painting",
      talkAbout: "What could be a safe spot for your paintbrush when you need to go?",
      scenes: {
        opening: {
          text: {
            "2-3":
              "It was painting time in the kitchen. {C} had paints. Blue! Yellow! Red! {C} painted a big sun. Swish, swish. Then a house with a red door. Dinner smelled yummy. {G} was cooking pasta. Stir, stir. The potty was by the bathroom door.",
            "4-5":
              "One evening before dinner, {C} set up the paints at the kitchen table. {C} {was} painting the whole family at the seaside, with a giant yellow sun and a dog in a hat. {G} was stirring soup at the stove. The potty was just across the hall, but {C's} brush was very busy.",
            "6-7":
              "After school, {C} settled at the kitchen table with the good paints and a big sheet of paper. The plan was a seaside scene, with boats, a lighthouse and a seagull stealing someone's chips. {G} was cooking dinner, and the kitchen smelled of onions. The toilet was just down the hall. {C} {was} much too busy with the lighthouse stripes to think about it.",
            "8-10":
              "{C} had been working on a poster for the school art competition all week, and tonight was the final push. The kitchen table was covered in paints, brushes, pencils, and a drawing of a city skyline at sunset that was honestly looking pretty good. {G} was cooking dinner and humming off-key. The toilet was twenty steps away. {C} {was} too absorbed in mixing exactly the right orange to notice anything.",
          },
        },
        problem: {
          text: {
            "2-3":
              'Then came a wiggle. Wiggle, wiggle. {C} kept painting. Swish, swish. {G} asked, "Potty?" {name} shook {their} head. "No! Painting!" Then... oops. A wet chair. Wet pants. Splish! {C} cried big tears.',
            "4-5":
              '{C} started to wiggle on the chair. {G} glanced over and asked, "Potty time?" {name} shook {their} head. "Nearly finished the sun!" Then the dog\'s hat. Then the sea. Then, suddenly, the chair was wet, and so were {C\'s} pants. {C} burst into tears, and a blob of blue paint landed right on the sun.',
            "6-7":
              'The first wiggle came at the third stripe. {C} ignored it. {G} glanced over and suggested a toilet break. "After the seagull," said {C}. The seagull took ages. By the time {C} put the brush down, it was too late, and there was a wet patch on the chair. {C} jumped up so fast that the water jar tipped over the lighthouse.',
            "8-10":
              'The signal came while {C} {was} doing the sunset. {C} noted it, and kept going. Ten minutes later it was impossible to ignore, but the orange was nearly right. {G} suggested a break. "Two minutes," said {C}. "I just need to finish this bit of sky." Two minutes turned out to be one minute too many. {C} stood up, and didn\'t make it. {C} also knocked the water jar straight across the skyline.',
          },
        },
        feeling: {
          text: {
            "2-3":
              '{C} felt upset. Wet and cross. The painting was not done. The chair was wet. {C} stamped {their} feet. Stamp, stamp! {C} did not like wet pants. {C} did not like stopping. Grr! {G} came with a towel and dry pants. "It\'s okay," said {G}.',
            "4-5":
              '{C} felt upset and frustrated. The picture was smudged, the chair was wet, and dinner would have to wait. {C} stamped {their} feet. "I didn\'t want to stop!" {G} helped {name} change, calm and gentle, and wiped the chair. But {C} still felt grumpy, right down to {their} paint-covered fingers.',
            "6-7":
              "{C} felt frustrated and upset, both at once. Wet clothes, a soggy lighthouse, and a seagull that now looked like a puddle. {G} didn't make a fuss, just helped {name} change and mopped up. But {C} {was} cross with {themself}. The wiggle had been there for ages. {C} had just wanted to finish, and now there was nothing left to finish.",
            "8-10":
              "{C} felt frustrated, and under that, properly upset. Wet clothes. A ruined sky. A poster that had taken all week now had a gray flood running through the middle of it. {G} helped without any fuss, and said the poster could be fixed. But {C} {was} furious with {themself}. The signal had been there. {C} had chosen the sunset over it, and lost both.",
          },
        },
        stumble: {
          text: {
            "2-3":
              'After dry pants, {C} painted again. Wiggle! {C} said, "Pause!" Then {C} ran to the potty. In time! But the brush was still in {C\'s} hand. Drip, drip, blue paint everywhere! Oops. Blue on the floor. Blue on the potty!',
            "4-5":
              'Back at the table with dry pants, {C} started a new picture. When the wiggle came, {C} remembered. "Pause!" {name} jumped down and ran, but forgot to put the brush down, and left a trail of blue drips all the way to the potty. {C} made it in time. The floor did not look so lucky.',
            "6-7":
              '{C} started a fresh picture. When the wiggle came, {C} noticed it straight away, said "pause", and hurried to the toilet. But in the rush, {C} left the brush lying on the painting, and a big blue blob soaked right through the sky. {C} made it to the toilet in time, though. "Half a win," {C} muttered, looking at the blob.',
            "8-10":
              'After a change and a deep breath, {C} started repairing the sky. When the signal came, {C} caught it early, said "pause", and went. Good. But {C} had left the loaded brush balanced on the paint pot, and it rolled onto the poster, leaving an orange streak across the moon. "So the pause works," {C} said, staring at it. "But I need to park things properly."',
          },
        },
        success: {
          text: {
            "2-3":
              'Next wiggle! {C} said, "Pause!" The brush went in the water jar. Plop! Then {C} walked to the potty. In time! Wash, wash hands. Back again. The sun was waiting. Swish, swish. Done! {refrain}',
            "4-5":
              'The next wiggle came while {C} {was} painting the waves. "Pause," {C} said. {C} put the brush in the water jar, like parking a car. Then off to the potty, in plenty of time, and a good hand wash after. When {C} came back, the brush was waiting, and the painting was dry enough to finish. The waves got white, foamy tops.',
            "6-7":
              "Next time, {C} did all three parts. Notice: the first little wiggle. Pause: brush into the water jar, paper pushed safely to the middle of the table. Go: straight to the toilet, wash hands, come back. It took two minutes. The sky was exactly as {C} had left it, and the seagull got finished, chips and all.",
            "8-10":
              "So {C} came up with a parking routine of {their} own. Before starting again, {C} set out a rinse jar and a brush rest. The poster moved to the far side of the table, away from the edge. When the signal came, it took ten seconds: brush rinsed, brush parked, lid on the orange, pause. Then there and back. The sky was untouched. {C} even turned the orange streak into a comet.",
          },
        },
        echo: {
          day: 1,
          time: "evening",
          text: {
            "2-3":
              'The next evening, {C} made a play-dough snake. Squish, squish! Then a wiggle. {C} said, "Pause!" The snake went on a plate. Safe! Off to the potty. Back again. Squish! {C} did it all alone.',
            "4-5":
              'The next evening, {C} {was} making a play-dough dinosaur at the kitchen table when a wiggle arrived. {C} didn\'t even argue with it. "Pause!" The dinosaur went on a plate, the safe spot. Off to the potty, wash, and back. The dinosaur still had all four legs.',
            "6-7":
              "The next evening, {C} {was} halfway through a comic strip at the kitchen table when the wiggle came. {C} capped the pen, slid the page into the middle of the table, and went, all without a fuss. When {C} came back, the comic was waiting, and so was the punchline.",
            "8-10":
              "The next evening, {C} {was} deep in a comic at the same table when the signal came. The routine ran almost by itself: pen capped, page moved, pause, go. Back in three minutes. {G}, passing, noticed the tidy pause and said nothing, which {C} understood to be the highest possible compliment. The comic's hero, meanwhile, was still hanging off a cliff, exactly where {C} had left him.",
          },
        },
        ending: {
          text: {
            "2-3":
              'After dinner, {G} stuck the sun painting on the fridge. "A sunny picture for a sunny {name}," said {G}. {name} smiled a big, sunny smile. Feel the wiggle? Pause and go! Such a warm, happy {name}.',
            "4-5":
              'After dinner, {G} stuck the seaside painting on the fridge, right in the middle. "The sun, the sea, and the dog in a hat," said {G}. "And you finished it without a single drip." {name} grinned, warm and proud, and went to find a bigger piece of paper.',
            "6-7":
              'After dinner, {G} admired the seaside picture properly. "That seagull looks very pleased with itself," {G} said. {name} laughed, because it did. "I finished it because I paused," {name} explained. {G} pinned it to the fridge, right in the middle, and {name} felt proud and calm and ready for the next one.',
            "8-10":
              'After dinner, {name} held the poster up for {G}. The sunset glowed, the skyline was crisp, and the comet looked completely deliberate. "That\'s your best yet," {G} said. "Is the comet new?" "It started as an accident," said {name}. "Then I made it on purpose." {G} laughed and said that was how most good ideas began. {name} propped the poster against the fruit bowl to dry, ready for Friday, and felt proud of two things at once: the picture, and the quiet little routine that had saved it.',
          },
        },
      },
    },
  ],
};
