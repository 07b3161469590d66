import type { BehaviorStory } from "../episode-types";

/** Tantrums: a feeling too big for words (the Storm Plan: stomp, flower, candle, words). */
export const tantrums: BehaviorStory | null = {
  childTerms: "big, stormy tantrums",
  strategy: {
    name: "the Storm Plan",
    steps: [
      "Stomp three big stomps to let some of the storm out",
      "Smell a pretend flower: one slow breath in",
      "Blow out a pretend candle: one long breath out",
      "Say what you wanted, in words",
    ],
    why: "A tantrum is a body too full of feeling to think. Stomping lets some of it out safely, a long breath out tells the body the danger has passed, and only then can words come back — and words are what a grown-up can actually say yes to.",
    refrain: "Stomp, stomp, stomp. Flower in, candle out.",
    toddlerSteps: ["Stomp, stomp, stomp", "Smell the flower, blow the candle"],
    smallFirstStep: "Stomp three big stomps, then come for a hug",
  },
  // For a child who must not hear of storms (or thunder, or the dark): the same plan, with a whirlwind.
  insteadOf: [
    [/\bstorm cloud\b/g, "whirlwind"],
    [/\{C\} \{was\} the thunder\. Stomp, stomp, stomp! Boom!/g, "{C} {was} the wind. Stomp, stomp, stomp! Whoosh!"],
    [/\blike thunder\b/g, "like a giant"],
    [/\blisten for thunder\b/g, "listen for the wind"],
    [/\bstormy\b/g, "whirly"],
    [/\bStorms\b/g, "Whirlwinds"],
    [/\bstorms\b/g, "whirlwinds"],
    [/\bStorm\b/g, "Whirlwind"],
    [/\bstorm\b/g, "whirlwind"],
    // And for one who can't bear loud noises, or water.
    [/\bmade a pretend (storm|whirlwind) noise\b/g, "pretended to be the wind"],
    [/\btalk over the noise\b/g, "talk over the tantrum"],
    [/\ba watery laugh\b/g, "a wobbly laugh"],
  ],
  titles: ["{name} and the Storm Plan", "{name} Stomps the Storm Away", "The Day {name} Blew the Storm Out", "{name} and {Hfull} Ride Out the Storm"],
  // Ages 8-10, the two-tries shape's first try alone: this behavior's own wrong tries (never another behavior's paragraph).
  firstTry:
    "{C} tried to keep the lid on first. Fists tight, face scrunched, breath held: the {feeling} feeling pushed back, hard. Then {C} tried letting all of it out at once, which was much noisier and not at all better. There seemed to be only two settings, squash or explode, and neither was working. Somewhere there had to be a button in the middle.",
  scenes: {
    helper: [
      {
        text: {
          "2-3":
            '{H} {Harrive}. {H} stayed close and waited. Sniff. Hiccup. "That was a big storm," said {H}. "Big storms pass." {C} wiped {C\'s} nose. "I know a storm trick," said {H}.',
          "4-5":
            'Just then, {Hintro}, {Harrive}. {H} did not frown or fuss, and waited until the loudest part was over. "Phew," said {H}. "That was a big storm of a feeling." {C} sniffed. "I\'m so {feeling}." "Being {feeling} is allowed," said {H}. "Kicking and yelling only make the storm bigger. I know a trick that makes it smaller."',
          "6-7":
            'That was when {Hintro}, {Harrive}. {H} waited while the storm roared, and did not tell {Cobj} to calm down. When the loudest part was over, {hs} spoke quietly. "That looked like a really big feeling." {C} wiped {C\'s} face. "I couldn\'t stop," {C} said. {H} nodded and said, "When a feeling gets that big, there\'s no room left for thinking. But there is a way to let some of it out."',
          "8-10":
            'That was when {Hintro}, {Harrive}. {H} didn\'t try to talk over the noise. {hs} simply waited, as if tantrums were weather and {hs} had all day. When the yelling ran out of steam, {H} said, "Well. That was quite a storm." {C} scowled. "I wasn\'t trying to have a tantrum. It just happens." "I believe you," said {H}. "Big feelings move faster than thinking. The trick is to let some of the storm out first, on purpose."',
        },
      },
      {
        text: {
          "2-3":
            'Along came {H}. {H} {Harrive}. "Oh," said {H}. "Hot face. Tight fists. Loud voice. That is {feeling}." Sob, sob. "{feeling} feels like a storm inside," said {H}. "I can help it pass."',
          "4-5":
            'Then {H} {Harrive}. {H} looked at {C\'s} red face and tight fists. "Hmm," said {H}. "I think there\'s a storm in there." {C} sniffed and nodded. "A big {feeling} storm," said {H}. "Storms feel huge, but every storm blows over. I know how to help it along." {C} wiped {C\'s} eyes. "How?"',
          "6-7":
            'A moment later, {H} {Harrive}. {H} didn\'t ask what had happened. The hot cheeks and tight fists said it all. "Storms like that wear you out," {H} said gently. {C} hiccuped. "I didn\'t want to yell. It just came out." "It often does," said {H}. "A big {feeling} feeling is like a fizzy drink that got shaken. It needs a safe way out, a little at a time."',
          "8-10":
            'Into all this came {H}. {H} {Harrive}. {H} took one look at {name} and said nothing for a while, which was exactly right. When the crying slowed to hiccups, {H} said, "Rough moment?" {C} gave a watery laugh. "I hate it when that happens. It\'s like my body does it without me." "That\'s a very good description," said {H}. "A tantrum is a feeling that got too big for words. So we start without words."',
        },
      },
      {
        text: {
          "2-3":
            '{H} {Harrive}. {H} sat down, low and close. "I had a big storm once," {hs} said. "Bang, bang went my feet. Boo-hoo!" Sniff. {C} peeked out. "Like me?" "Just like you," said {H}. "Then I learned a storm trick."',
          "4-5":
            'Then {H} {Harrive}. {H} didn\'t say "Stop" or "Shh." {hs} sat down nearby and told a story instead. "Once I got so {feeling} that I stamped until my ears rang," {hs} said. "Then I got even crosser, because my ears were ringing." {C} peeked out from behind {C\'s} hands. "What did you do?" "I learned a trick for storms," said {H}. "Want to borrow it?"',
          "6-7":
            'Then {H} {Harrive}. {H} waited for the storm to blow over. When the loudest part had passed, {hs} said, "Can I tell you about my worst storm ever? It was over one missing puzzle piece. I yelled so loudly that everyone left the room." {C} wiped {C\'s} face and peeked over. "Over one piece?" "One piece," said {H}. "Storms don\'t care how big the reason is. But I found out how to make them pass faster."',
          "8-10":
            'Then {H} {Harrive}. {H} waited, looking mildly interested, like someone watching the weather from a porch. When the noise ran down, {hs} said, "I once had a tantrum about a sock. The wrong sock. I lay on the floor for ten minutes, and the sock never apologized." Despite everything, the corner of {C\'s} mouth twitched. "That\'s ridiculous." "Completely," {H} agreed. "Storms usually are, from the outside. From the inside, they\'re enormous. There\'s a way to let one out without wrecking everything."',
        },
      },
      {
        text: {
          "2-3":
            '{H} {Harrive}. "Hmm," said {H}. "Was that a little rain? Pitter, patter? Or a big, big storm? Boom!" {C} sniffed. "Big storm." "Big storm," {H} agreed. "I know a trick for big storms."',
          "4-5":
            'Then {H} {Harrive}. {H} sat down beside {name} and asked a weather question. "Was that a sprinkle, a shower, or a great big storm?" {C} wiped {C\'s} nose. "A great big one." "I thought so," said {H}. "Big storms are loud, but they always move on. And I know a way to help this one move on faster."',
          "6-7":
            'Then {H} {Harrive}. {H} didn\'t ask what had happened. Instead, {hs} asked something stranger: "If that feeling were weather, what would it be?" {C} thought about it, still hiccuping. "A hurricane. One that knocks everything over." "That\'s a big one," said {H}. "Hurricanes feel as if they\'ll last forever. They never do. And there\'s a way to get through one without anything getting broken."',
          "8-10":
            'Then {H} {Harrive}. {H} waited until the worst had passed, then said, in a weather-forecaster voice, "And that was a severe storm warning for the {name} area." {C} glared, then, against all intentions, almost laughed. "Not funny." "Slightly funny," said {H}. "Here\'s the serious part. You can\'t stop the weather. But you can have a plan for it, the way people keep an umbrella by the door."',
        },
      },
    ],
    strategy: [
      {
        text: {
          "2-3":
            '"Here is {strategy}," said {H}. "It has two parts. First, stomp!" Stomp, stomp, stomp went {C\'s} feet. "Now smell the flower and blow the candle." {C} sniffed the flower. Sniiiff. Then {C} blew. Whooo. "There," said {H}. "Now the storm is small." {refrain}',
          "4-5":
            '"It\'s called {strategy}," said {H}. "First, three big stomps, to let some storm out." Stomp! Stomp! Stomp! "Next, smell a pretend flower, slowly, through your nose." {C} sniffed a long, slow sniff. "Then blow out a pretend candle." Whoooo. "Last, say what you wanted, in words." "I wanted it to go my way," {C} said. "And now I can hear you," said {H}.',
          "6-7":
            '"This is {strategy}," said {H}. "Step one is three big stomps. That lets some of the storm out without hurting anything." {C} stomped hard, and it felt surprisingly good. "Step two, smell a flower: a slow breath in. Step three, blow out a candle: a long breath out. Slow breaths tell your body the storm is passing." {C} breathed. "Step four is words," said {H}. "Words work much better than yelling."',
          "8-10":
            '"It\'s called {strategy}," said {H}. "Four parts, and the order matters. First, three big stomps. Your body is full of storm, so you let some out where it can\'t hurt anyone." {C} stomped. The ground didn\'t seem to mind. "Then a slow breath in, like smelling a flower, and a long one out, like blowing out a candle. That part turns the volume down." {C} tried it. "Last come words," said {H}. "People can say yes to words. Nobody can say yes to a scream."',
        },
      },
      {
        text: {
          "2-3":
            '{H} held up two fingers for {strategy}. "One: stomp." Stomp, stomp, stomp! "Two: flower in, candle out." Sniiiff. Whooo. {C} held up two fingers too. One, two. Stomp, then flower and candle. {refrain}',
          "4-5":
            '"Let\'s count it out," said {H}. "It\'s {strategy}, and it has four parts." {C} held up one finger. "Stomp," said {H}, and {C} stomped three times. Two fingers. "Flower," said {H}, and {C} breathed in slowly. Three fingers. "Candle," and {C} blew out, long and soft. Four fingers. "Words," said {H}. "Now the storm is small enough to talk about."',
          "6-7":
            '"I\'ll tell you my secret," said {H}. "I call it {strategy}." {C} counted the steps on {C\'s} fingers. One: three big stomps, to let the storm out through your feet. Two: a slow breath in, like smelling a flower. Three: a long breath out, like blowing out a candle. Four: say what you wanted, in words. {C} asked, "Why the stomps first?" "Because a storm won\'t listen to words until some of it has gone," said {H}.',
          "8-10":
            '"Here\'s what I\'d try," said {H}. "I call it {strategy}." {C} listened while {H} went through it, and found it was easier to remember as a list. Stomp three times, hard, to get the storm moving out. Breathe in slowly, as if smelling a flower. Breathe out long, as if blowing out a candle. Then say what you actually wanted. {C} asked, "That\'s it?" "That\'s it," said {H}. "Simple isn\'t the same as easy. The hard part is remembering it while you\'re furious."',
        },
      },
      {
        text: {
          "2-3":
            '"Copy me," said {H}. "This is {strategy}." Stomp, stomp, stomp went {H}. Stomp, stomp, stomp went {C}. Then {H} smelled a pretend flower. Sniiiff. And blew a pretend candle. Whooo. {C} copied. Sniiiff. Whooo. The storm got small. {refrain}',
          "4-5":
            '"Let\'s play follow-the-leader," said {H}. "It\'s called {strategy}." {H} stomped three times, so hard that {hs} wobbled. {C} copied: stomp, stomp, stomp. {H} bent down to a pretend flower and sniffed it slowly. {C} sniffed one too. It smelled, {C} decided, like strawberries. Then they both blew out a pretend candle, long and slow. "Last part," said {H}. "Say what you wanted." "I wanted it to be different," {C} said, and it came out as words, not a yell.',
          "6-7":
            '{H} drew the plan in the air, one picture at a time. "This is {strategy}," {hs} said. "A storm cloud: three big stomps, to let some of the storm out through your feet." {C} stomped. "A flower: one slow breath in." {C} breathed in. "A candle: one long breath out." {C} blew. "And a speech bubble, for words. Tell me what you wanted." {C} looked at the empty air where the pictures had been, and found the words were waiting there too.',
          "8-10":
            '"Think of it as a fire drill for feelings," said {H}. "It\'s called {strategy}." {C} looked unconvinced, which {H} ignored. "Step one: three stomps. Loud, on purpose, nobody gets hurt. Step two: breathe in slowly, like smelling a flower. Step three: breathe out long, like blowing out a candle. Step four: say what you actually wanted, in ordinary words." "That\'s a lot of steps for one tantrum." "That\'s why you practice when there\'s no fire," said {H}. "Then, when there is one, your feet already know the way out."',
        },
      },
      {
        text: {
          "2-3":
            '"Watch my feet," said {H}. "This is {strategy}." Stomp, stomp, stomp! Big feet. {C} stomped too. Stomp, stomp, stomp! "Now a flower. Sniff it." Sniiiff. "Now a candle. Blow it." Whooo. {C\'s} face went soft. The storm got smaller. {refrain}',
          "4-5":
            '"Here is {strategy}," said {H}. "It goes like a storm passing over a hill." First, three stomps, the storm rumbling in. {C} stomped so hard {C\'s} cheeks wobbled. Then a flower, sniffed slowly: the storm slowing down. Then a candle, blown out long and soft: the storm drifting away. "And last," said {H}, "the sun comes out, and you say what you wanted, in words." "I wanted it to be different," {C} said. The words came out clear.',
          "6-7":
            '{H} drew {strategy} in the air like a map. "Four stops. Stop one, Stomp Town: three big stomps, and some of the storm gets out." {C} stomped, and felt the ground push back. "Stop two, the Flower Garden: one slow sniff." In it came, slow and sweet. "Stop three, Candle Corner: one long blow." Out it went, longer than {C} expected. "Last stop: Words. Say what you wanted." {C} thought about it. "I wanted it to go my way, and it didn\'t." "And now," said {H}, "I know what the storm was about."',
          "8-10":
            '"It\'s called {strategy}," said {H}, "and it works on the principle that you can\'t argue with a volcano." {C} raised an eyebrow. "Step one: three big stomps. The volcano lets off some steam, safely, into the ground." {C} stomped, feeling slightly ridiculous and slightly better. "Step two, smell a pretend flower: one slow breath in. Step three, blow out a pretend candle: one long breath out. That\'s the volcano cooling." It was surprisingly hard to stay at full boil while sniffing an imaginary rose. "Step four: say what you wanted, in words. A cooled volcano can talk." "I wanted it to go my way," said {C}. "There," said {H}. "Now we can actually discuss it."',
        },
      },
    ],
    practice: [
      {
        text: {
          "2-3":
            "Then {H} made a pretend storm noise. Whoosh! {C} did three stomps. Stomp, stomp, stomp. A slow flower sniff. A long candle puff. {H} clapped. Again! Stomp, stomp, stomp. Sniff and puff. Two steps, and the pretend storm was gone. It was a good game.",
          "4-5":
            '{C} and {H} tried it together, just for practice. {H} pretended to be a grumbly storm cloud, which was very silly. {C} giggled and did the three stomps anyway. Then a flower breath, and a candle breath so long it made {Cobj} wobble. {C} found the words: "I want the storm to go away!" "Look at that," said {H}. "It\'s already smaller."',
          "6-7":
            '{C} and {H} practiced it once right there, even though the storm was mostly over. {C} stomped three times, smelled the flower and blew out the candle. The fourth step was the hardest. {C} thought for a moment, then said, "I was {feeling} because I didn\'t get what I wanted." {H} tapped the air, once, like a bell. "That\'s exactly it. You said the whole thing in one sentence, and nobody had to guess."',
          "8-10":
            '{C} and {H} ran through it once, as a rehearsal. {C} felt a bit silly stomping on purpose, so {C} made it dramatic: three stomps like a giant in a hurry. {H} laughed out loud. The breaths were easier. Then came the words. "I was {feeling}," {C} said. "It felt like nobody cared what I wanted." {H} went quiet for a second. "That is the most useful thing anyone has said all day," {hs} said.',
        },
      },
      {
        text: {
          "2-3":
            '{H} said, "A pretend storm is coming!" {C} {was} the thunder. Stomp, stomp, stomp! Boom! Then a flower. Sniff, sniff. Mmm. Then a birthday candle. Whooo! "Happy birthday, storm!" said {C}. {C} said, "I feel better now!" Words! It was a funny storm. {refrain}',
          "4-5":
            'Next came a game of Weather Report. {H} pretended to read the weather news. "Big storm coming in three, two, one!" {C} stomped around like thunder. "And now, a flower breeze," said {H}, and {C} breathed in slowly. "And a candle wind." {C} blew out long and low. "The weather is now... words!" announced {H}. "The storm is over," said {C}, "and I\'m hungry!" {H} laughed so hard the pretend weather news stopped.',
          "6-7":
            'They practiced with a pretend storm in a jar. {C} shook the imaginary jar hard, then did the plan: three stomps so loud they rattled the pretend lid, one flower breath, one candle breath. "Now the words," said {H}. "I\'m {feeling}, and I wanted things to go my way." {H} held the pretend jar up to the light. "And look, it has settled." {C} peered into nothing and agreed that it had. It was a very calm bit of nothing.',
          "8-10":
            '{H} proposed a practice round with a twist: the whole plan in slow motion, like an action film. The stomps took ages. The flower breath lasted so long that {C} started to giggle halfway. The candle went out in a long, wobbly hiss. Then the words: "I was {feeling}, and it felt like nobody was listening." {H} nodded slowly, also in slow motion. "Message received," {hs} said. Slowed right down, the storm looked much less impressive.',
        },
      },
      {
        text: {
          "2-3":
            '{H} held a pretend teddy. "Teddy is cross!" said {H}. "Grr!" {C} showed Teddy. Stomp, stomp, stomp! Then a flower sniff. Sniiiff. Then a candle puff. Whooo. "Now you, Teddy," said {C}. Teddy did it too. Good teddy! {refrain}',
          "4-5":
            'Then {C} got to be the teacher. {H} pretended to be a very small, very cross teddy bear. "I want the red cup!" {hs} wailed, kicking {hp} legs. {C} showed the pretend teddy the plan: three big stomps, a slow flower sniff, a long candle blow. "Now say it in words," {C} told the teddy. "I want the red cup, please," said {H}, in a tiny teddy voice. {C} laughed so hard that {C} had to sit down.',
          "6-7":
            'Next, {H} suggested a swap: this time {C} would be the helper, and {H} would have the tantrum. {H} threw a truly terrible pretend tantrum about a lost crayon, wobbly lip and all. {C} kept a straight face and coached: "Three stomps. Now a flower breath. Now a candle breath." {H} did each one, very seriously. "And now the words," said {C}. "I\'m {feeling} because I can\'t find the blue crayon," said {H}. "Much better," said {C}, sounding exactly like a teacher.',
          "8-10":
            'For practice, {H} insisted on a role swap. "You coach. I\'ll be the storm." {H} then performed a tantrum about being handed the wrong color of cup, which was, frankly, award-worthy. {C} tried to stay serious. "Three stomps, please." {H} stomped like an offended elephant. "Flower breath. Candle breath." Two enormous, theatrical breaths. "Words." "I wanted the green cup," said {H}, with great dignity. "Noted," said {C}. Coaching a storm, it turned out, made the steps much easier to remember.',
        },
      },
      {
        text: {
          "2-3":
            '{H} had a stomping game. "Big feet!" Stomp, stomp, stomp! "Now tiny feet." Tip, tip, tip. Then {C} sniffed a flower. Sniiiff. And blew a candle. Whooo. "Again!" said {C}. Stomp, stomp, stomp. Sniiiff. Whooo. Big feet, then soft breaths. {refrain}',
          "4-5":
            'Then they practiced with a pretend storm-meter. {H} stretched up as tall as {hs} could. "This is how big the storm is now!" {C} did three big stomps, and {H} shrank down a bit. A slow flower sniff: down a bit more. A long candle blow: down, down, down. "Now, words," said {H}, from somewhere near the floor. "I wanted a turn," said {C}, in a clear voice. {H} curled up as small as a pebble. "Storm over," {hs} announced.',
          "6-7":
            'For practice, {H} played a grumpy robot with a stuck button. "DOES. NOT. COMPUTE," {H} said in a robot voice, stamping about. {C} showed the robot the plan. Three stomps, to let the storm out. A flower, one slow breath in. A candle, one long breath out. "Now say what you wanted," said {C}. "I. WANTED. A. COOKIE," said the robot. {C} laughed so much that the robot laughed too. Teaching the plan to a robot, {C} found, made every step easier to remember.',
          "8-10":
            '{H} suggested a rehearsal, and made {Cobj} the director. "Scene one: a small injustice," {H} announced, and pretended to drop an ice cream. "Action!" called {C}. {H} stomped three times, with feeling. Then a slow sniff of a pretend flower, and a long breath out at a pretend candle. "And the line?" said {C}. "I wanted that ice cream," said {H}, with enormous dignity. "Cut," said {C}. "Good, but more stomping." They ran it twice more, and by the third take {C} could have taught it in {their} sleep.',
        },
      },
    ],
    celebration: [
      {
        text: {
          "2-3":
            '{G} smiled a big smile. "You stomped. You breathed. You told me in words!" {C} stood up tall. Hooray! {C} felt proud, proud, proud. The storm came. The storm went. And {C} did it with the Storm Plan.',
          "4-5":
            '{G} smiled so wide it reached both ears. "You had a big storm, and you used your Storm Plan all by yourself," {G} said. "You stomped, you breathed, and then you told me in words. That\'s how I knew what you needed." {C} stood a little taller. {H} gave a happy little cheer. {C} felt proud right down to {C\'s} stomping feet.',
          "6-7":
            '"I just saw something amazing," said {G}. "I saw a big storm start, and I saw you stop it. You stomped it out, you breathed it down, and you told me what was wrong. I didn\'t have to guess." {C} felt warm all over, a steady kind of proud. {H} looked delighted. The storm had come, and {C} had been the one to steer it.',
          "8-10":
            '"Here\'s something I noticed," said {G}. "That was the hardest thing in the world to do, and you did it in the middle of being {feeling}. You didn\'t wait for the storm to wear itself out. You took charge of it." {C} shrugged, trying to look as if it were no big deal, but the grin gave it away. {H} caught {C\'s} eye and nodded, as if to say: told you it would work.',
        },
      },
      {
        text: {
          "2-3":
            '{H} cheered. Hooray! {H} beamed. "Look at you! Big storm. Big stomps. Then words." {G} smiled at {name}. {C} smiled back. {C} felt tall and strong. The storm was small now. Just a little puff. {refrain}',
          "4-5":
            '"That was brilliant," said {H}. {G} agreed. "You were really {feeling}, and you still found your words," {G} said. "I\'m so proud of you." {C} grinned and wiggled {C\'s} stomping toes. The storm had felt enormous, and {C} had made it small with {C\'s} own feet and {C\'s} own breath. That felt like a kind of magic. It wasn\'t magic, though. It was {name}.',
          "6-7":
            '"You did every step," said {H}, counting them off. "Stomp, flower, candle, words. In the right order, too." {G} laughed softly. "I noticed the words most," {G} said. "When you tell me what\'s wrong, I can actually help." {C} felt lighter, as if {C} had put down a heavy bag. It was a good feeling to know the storm could be handled, and that {C} knew how.',
          "8-10":
            '"You did that yourself, for the record," said {H}. "You were {feeling}, you knew it, and you still got us from a storm to a conversation," {G} said. "That\'s a grown-up skill. Plenty of grown-ups haven\'t learned it." {C} tried not to look pleased and failed completely. It turned out that steering a storm felt a lot better than being blown around by one.',
        },
      },
      {
        text: {
          "2-3":
            '{G} said, "Wow, {name}!" The storm had gone away. {C} did a proud stomp. Just one. Stomp! "Hooray for big feet!" said {H}. "No storm now," said {G}. "Just sunshine." {C} felt warm and big. Big feet. Slow breaths. Good words. Hooray! {refrain}',
          "4-5":
            '{G} pretended to listen for thunder. "Funny," said {G}. "The weather report said big storms today. But it\'s all sunny here." {C} giggled and pointed at the ceiling, where the sun would be. {C} felt proud all the way to {C\'s} ears. The angry feeling had come, but {C} had been the one to send it on its way. Stomp, breathe, words: the storm was no match for that.',
          "6-7":
            '"Can I tell you the best part?" said {G}. "Not that the storm stopped. Storms always stop. The best part was that you stopped it, and then you told me what you needed." {C} felt a glow of pride, warm as a towel from the dryer. {C} thought about the storm again. It hadn\'t been smaller this time. {C} had just been bigger than it, and that felt very good.',
          "8-10":
            '{G} let out a long breath. "I was braced for a full hurricane," {G} admitted. "I got a light shower, followed by a sensible conversation." "Forecasts aren\'t always right," said {C}. {G} laughed and declared the storm warning officially canceled. {C} felt a steady sort of pride, the kind that doesn\'t need announcing. The anger had been real. So had the choice about what to do with it, and {C} had made that choice.',
        },
      },
      {
        text: {
          "2-3":
            '{G} gave {Cobj} a big hug. Squeeze! "You did the stomps," said {G}. "You did the flower and the candle." Yes! Big stomps. Slow breaths. {C} felt proud, proud as a lion. {H} did a happy little stomp too. {refrain}',
          "4-5":
            '{G} knelt down and held up both hands. "High ten," said {G}. "You had a really big feeling, and you used your Storm Plan." {C} slapped both hands, hard, which was allowed, because it was a high ten. {H} did three little stomps of celebration. {C} felt proud and light, as if the storm had blown away and left a clear blue sky behind.',
          "6-7":
            '"Can I tell you what I saw?" said {G}. "I saw a big storm start, and then I saw you stop it. Stomps, breaths and words. That\'s hard for grown-ups, never mind anybody else." {C} pretended to be very interested in a shoelace, but {C\'s} cheeks went pink with pride. {H} gave a small bow, as if to say: the Storm Plan, at your service. It felt good to be the one in charge of the weather.',
          "8-10":
            '{G} looked at {name} with new respect. "Do you know how many adults can do that?" {G} asked. "Stop in the middle of being {feeling} and actually say what\'s wrong?" "Not many?" {C} guessed. "Hardly any," said {G}. "I\'m still practicing." {H} suggested a trophy for Most Improved Weather. The trophy was declined, but the title was accepted. Underneath the joking, {C} felt something steady and solid: proof that the storm could be big, and {C} could still be in charge of it.',
        },
      },
    ],
  },
  talkAbout: [
    "Can you remember the steps of {name's} Storm Plan?",
    "Where in your body can you feel it when a storm of feelings starts?",
    "Where could you stomp safely if a storm started at home?",
    "What did {name} say in words once the storm was smaller?",
    "Can you remember a time a big feeling came and then passed? What helped?",
  ],
  episodes: [
    {
      id: "leaving-the-playground",
      moment: "going-home time at the playground",
      place: "playground",
      time: "afternoon",
      props: ["swing", "slide", "coat"],
      other: { role: "friend", kind: "child" },
      feeling: ["mad", "furious"],
      summary: "{C} {has} a tantrum when it is time to leave the playground",
      object: "swing",
      person: "friend",
      trigger: "leaving somewhere fun",
      talkAbout: "What could {name} say next time it is time to leave somewhere fun?",
      scenes: {
        opening: {
          text: {
            "2-3":
              "One sunny afternoon, {C} went to the playground with {C's} friend {O}. Up went the swing. Whee! Down went the slide. Whoosh! Up and down, all afternoon. {C's} coat lay on the bench. Then {G} called, \"Five more minutes!\" {C} swung higher and higher.",
            "4-5":
              "It was a bright afternoon, and {C} {was} at the playground in {town} with {C's} friend {O}. They took turns on the twisty slide. They raced to the swings. {C} could swing so high that {C's} toes touched the sky, or nearly. {C's} coat was in a heap by the bench. \"Five more minutes,\" {G} called. {C} didn't even hear.",
            "6-7":
              "The playground in {town} was at its very best that afternoon. {C} and {C's} friend {O} had invented a game called Lava Slide, where you had to reach the swings without touching the ground. {C's} coat had been thrown on the bench an hour ago. {C} {was} just about to beat {O's} record when {G} called, \"Five more minutes, then we're heading home!\"",
            "8-10":
              "The playground in {town} was nearly empty. {C} and {C's} friend {O} had the tall slide and the tyre swing with no line at all. They had spent the whole afternoon working on a complicated trick involving the swing, a jump and a lot of shouting. {C's} coat lay forgotten on the bench. {C} {was} finally getting the landing right when {G} called across the grass: \"Five minutes, you two. Then it's home time.\"",
          },
        },
        problem: {
          text: {
            "2-3":
              'Then it was time to go. "Coat on, {name}," said {G}. {C} yelled, "No!" {C} kicked the wood chips. Kick, kick! {C} threw the coat down. Flop! {C} lay on the ground and cried. Waaah! {O} stopped at the top of the slide. {O} stared.',
            "4-5":
              'Five minutes went by far too fast. "Time to go," said {G}, holding out the coat. {C} yelled, "No! I\'m not going!" {C} kicked the wood chips so they sprayed everywhere. The coat went flying. Then {C} flopped onto the ground and cried and kicked {C\'s} feet. {O} stood very still by the slide, not sure what to do.',
            "6-7":
              'The five minutes vanished. "Coat on, {name}," said {G}. "Time to go." Something hot and huge rose up inside {Cobj}. {C} yelled, "No! I\'m not finished!" {C} kicked the wood chips and threw the coat on the ground. Then {C} dropped down beside it, crying so loudly that a pigeon flapped off the fence. {O} hovered by the slide, looking worried.',
            "8-10":
              '"Time\'s up," said {G}, holding out the coat. "Let\'s go." {C} knew it was coming, and it still felt like the unfairest thing that had ever happened. {C} yelled, "No! We were nearly there!" {C} kicked a spray of wood chips across the path, flung the coat at the bench and missed. Then, to {C\'s} own surprise, {C} {was} on the ground, crying and kicking like a much younger kid. {O} stood by the swing, staring.',
          },
        },
        feeling: {
          text: {
            "2-3":
              "{C} felt mad. So, so mad! {C's} face was hot. {C's} fists were tight. {C's} feet went kick, kick. The swing was still swinging. The slide was still there. {C} did not want to go home. Big, hot tears rolled down. Drip, drip.",
            "4-5":
              "{C} felt mad, the biggest, hottest kind of mad. {C's} face was red. {C's} tummy felt tight. Even {C's} ears felt hot. The swing was still swaying, as if it were waiting. Leaving felt like someone switching off the best part of the day. {C} didn't know how to make the mad feeling stop, so it came out in kicks and yells.",
            "6-7":
              "{C} felt furious. {C's} cheeks burned, {C's} chest felt tight, and {C's} hands had curled into fists without asking. Part of {Cobj} knew that everyone has to leave the playground sometime. But the bigger part could only think about the swing, still swaying, and the trick {C} had nearly finished. The feeling was too big to fit inside, so it was spilling out.",
            "8-10":
              "{C} felt furious, and underneath the fury was something more embarrassing: {C} knew this was a bit much. Leaving a playground wasn't a disaster. But the feeling didn't care about that. It had come up fast and hot, like milk boiling over. Now it was using {C's} legs and voice before {C} could get a word in. The swing kept swaying on its chains, which somehow made it worse.",
          },
        },
        stumble: {
          text: {
            "2-3":
              '{G} held up the coat again. "Time to go now." {C\'s} face got hot. Stomp, stomp, stomp went {C\'s} feet. That helped a bit. But then {O} went down the slide. Whoosh! {C} yelled, "One more!" Oops. {C} forgot the flower. {C} forgot the candle. The storm grew.',
            "4-5":
              '{G} picked up the coat. "Ready to try again?" The hot feeling came rushing back. {C} did three big stomps, right there by the swings. That helped a little. But then {O} zoomed down the slide one last time, and {C} forgot about the flower and the candle. {C} shouted, "It\'s not fair!" The storm started to grow all over again.',
            "6-7":
              '"Okay," said {G}, holding out the coat. "Let\'s try leaving again." {C} felt the storm rising and did three stomps, hard, on the path. It helped, a little. Then {O} went down the slide with a whoop, and {C} forgot the flower, forgot the candle, and yelled, "I want one more go!" The words were right there, but they came out as a shout. {C} knew {C} had skipped the middle.',
            "8-10":
              '"Round two," said {G}, holding out the coat. {C} felt the heat rising again and did the stomps, three of them, hard enough to rattle the path. So far, so good. Then {O} took one last run down the tall slide with a whoop. {C} heard {C\'s} own voice go up like a siren: "That\'s not fair, {O} gets another go!" The breaths had been skipped entirely. {C} caught {themself} mid-yell and stopped, red-faced. Stomps without breathing, it turned out, were just stomping.',
          },
        },
        success: {
          text: {
            "2-3":
              '{C} tried again. Stomp, stomp, stomp. Flower in: sniff. Candle out: whooo. The hot face cooled. The fists went soft. Then {C} said it in words: "I\'m sad to go. Can we come back?" "Yes, we can," said {G}. {O} waved. {refrain}',
            "4-5":
              'So {C} started again, from the beginning. Three big stomps. A slow flower breath, in through the nose. A long candle breath, out, out, out. The storm got smaller. Then {C} said, "I\'m mad because I wasn\'t finished playing. Can we come back another day?" "We can," said {G}. {C} put on the coat. {O} gave {Cobj} a high five.',
            "6-7":
              'So {C} started the Storm Plan again, properly this time. Three stomps. Then, instead of yelling, a slow flower breath and a long candle breath, and another, until the hot feeling shrank. {C} picked up the coat. "I\'m really {feeling} because we were about to beat the record," {C} said. "Can {O} and I finish it next time?" "Deal," said {G}. {O} grinned and slapped {C\'s} hand.',
            "8-10":
              '{C} started over. Three stomps, then the breaths, slow in and long out, twice, until the siren in {C\'s} head switched off. Then {C} had an idea. "Okay," {C} said, picking up the coat. "I\'m {feeling} because we nearly had the trick. But what if {O} and I do one last slide together, and then I\'ll race you to the gate?" {G} was already taking off a jacket for the race. "That\'s a deal I can take." The last slide was a good one. The race to the gate was even better, and {O} shouted, "Same time next week!"',
          },
        },
        echo: {
          day: 1,
          time: "morning",
          place: "library",
          props: ["book"],
          text: {
            "2-3":
              'The next day, {C} went to story time at the library. Then the story ended. The book closed. Snap! {C\'s} face got hot. Then {C} remembered. Stomp, stomp, stomp. Flower in. Candle out. {C} asked, "Can we take a book home?" "What a good idea," said {G}.',
            "4-5":
              'The next morning, {C} went to story time at the library. The story was about a bear who lost his hat, and it ended much too soon. {C} felt the hot, stormy feeling start. This time {C} knew what to do: three quiet stomps, a flower breath, a candle breath. {C} asked, "Can we borrow the bear book?" {G} held out a hand for it. "Yes, we can."',
            "6-7":
              'The next morning, story time at the library ended just as the story got exciting. {C} felt the familiar heat rising in {C\'s} cheeks. This time, nobody had to remind {Cobj}. {C} did three small stomps under the table, where only the carpet could hear, then a flower breath and a candle breath. {C} asked, "Could we borrow the book and finish it at home?" {G} looked impressed. "We could."',
            "8-10":
              'The next morning, at the library, the librarian closed the book right at the cliffhanger and said, "To be continued next week!" {C} felt the storm start to gather. But this time {C} saw it coming. Three stomps, small ones, under the table. One slow breath in, one long breath out. Then {C} went up to the desk and asked whether the book could be borrowed. It could. {G} raised an eyebrow, impressed, and said nothing, which was exactly right.',
          },
        },
        ending: {
          place: "living room",
          props: ["coat"],
          time: "evening",
          text: {
            "2-3":
              "That evening, {C} {was} home at {home}. The coat hung on its hook. Stomp, flower, candle, words. Storms come and storms go. Tomorrow there might be time to play at {world}. {name} smiled a sleepy smile.",
            "4-5":
              'That evening, back at {home}, {C\'s} coat hung on its hook by the door. {C} told {G} all about the swings, the storm and the Storm Plan. "Storms still come," said {name}. "But now I can make them small." {G} tucked the Storm Plan away like a treasure. "And tomorrow we can play at {world}." It had been a good day, storm and all.',
            "6-7":
              "That evening at {home}, {C's} coat hung on its hook, with a few wood chips still stuck to one sleeve. {C} thought about the storm, and how it had shrunk once {C} stomped and breathed instead of yelling. Storms would come again. That was all right. There would be more swings at {world}, and more games with {O}. {name} felt calm and ready, because {name} had a plan.",
            "8-10":
              "That evening at {home}, {C} found a wood chip in {C's} coat pocket and kept it as a souvenir. It was strange how huge the storm had felt. It had shrunk fast once {C} took charge of it. There would be more storms; there always were. There would be more afternoons at {world} too, and more tricks with {O}. {name} felt calm, quietly proud, and sure of one useful thing: the plan worked.",
          },
        },
      },
    },
    {
      id: "tumbling-tower",
      moment: "the tower that kept falling",
      place: "living room",
      time: "morning",
      props: ["blocks", "toy train", "teddy bear"],
      other: { role: "little cousin", kind: "child" },
      feeling: ["cross", "frustrated"],
      summary: "{C} {has} a tantrum when a block tower keeps falling down",
      object: "block tower",
      person: "little cousin",
      trigger: "something not working",
      talkAbout: "What could {name} do the next time something keeps going wrong?",
      scenes: {
        opening: {
          text: {
            "2-3":
              "It was a rainy morning at {home}. {C} had a big box of blocks. Red block. Blue block. Yellow block. Up, up, up! {C's} little cousin {O} watched. The tower was for the toy train. Choo-choo! One more block. Just one more.",
            "4-5":
              'One rainy morning at {home}, {C} tipped out the whole box of blocks onto the rug. {C} {was} building a tower for the toy train to zoom past, and it had to be taller than the teddy bear. {C\'s} little cousin {O} sat nearby, watching with wide eyes. Block by block, the tower grew. "Nearly there," {C} whispered.',
            "6-7":
              "On a rainy morning at {home}, {C} decided to build the tallest tower in the history of the living room. The toy train needed a tunnel, and the tunnel needed a tower. The tower had to be taller than the teddy bear on the sofa. {C's} little cousin {O} was visiting, and watched every block go on. Twelve blocks. Thirteen. The tower swayed, just slightly.",
            "8-10":
              "It was a rainy morning at {home}, the kind that called for a serious project. {C} had planned a whole railway on the living-room rug, with a block tower as the station. The toy train was ready. The tower was going to be taller than the teddy bear, which sat on the sofa like a judge. {C's} little cousin {O} had been told to watch and not touch, and was doing a very good job of it. Fourteen blocks. Fifteen.",
          },
        },
        problem: {
          text: {
            "2-3":
              'Wobble, wobble. Crash! Down came the tower. Blocks everywhere! {C} built it again. Wobble. Crash! {C} yelled, "No!" {C} kicked the blocks. Bang! {C} threw the toy train. {C} cried and cried. {O} hid behind the teddy bear. {G} came running in and knelt down close. "I\'m here," said {G}.',
            "4-5":
              'Then, wobble, wobble, crash! The tower tumbled down. {C} built it again, faster this time. Crash! It fell again. {C} kicked the blocks across the rug and yelled, "I hate these blocks!" The toy train went flying. {C} lay on the floor and kicked and cried. {O} backed away from the mess. {G} hurried in from the kitchen and sat down on the rug, close by. "I\'m here," {G} said.',
            "6-7":
              "The fifteenth block was one too many. The tower leaned, wobbled and crashed, scattering blocks under the sofa. {C} rebuilt it, faster and faster, and it fell again at exactly the same spot. That did it. {C} yelled, kicked the blocks across the rug and threw the toy train at the cushions. Then {C} {was} on the floor, crying and drumming {C's} heels. {O} went very quiet. {G} came to the door, then sat down on the rug nearby, close but not too close.",
            "8-10":
              "On the sixteenth block, the whole thing leaned, paused as if thinking about it, and crashed. {C} rebuilt it with gritted teeth. It fell again, from the same wobbly spot, and took the station sign with it. Something inside {Cobj} snapped. {C} yelled at the top of {C's} lungs, swept the blocks across the rug with one kick and hurled the toy train into the cushions. Then {C} {was} crying on the floor, furious at the blocks, the rug and the entire concept of gravity. {O} stared, wide-eyed. {G} appeared in the doorway, took one look, and sat down on the rug nearby without a word.",
          },
        },
        feeling: {
          text: {
            "2-3":
              "{C} felt cross. So cross! {C's} face went red. {C's} hands went tight. The tower fell. And fell. And fell! {C} wanted it to stand up tall. Grr! {C} kicked {C's} feet. The cross feeling was big. Too big for words.",
            "4-5":
              "{C} felt cross, all the way from {C's} head to {C's} toes. {C} had tried so hard, and the tower kept falling anyway. It wasn't fair. {C's} face was hot, and {C's} throat felt tight and scratchy from yelling. {C} wanted to knock everything over and also to cry, both at the same time.",
            "6-7":
              "{C} felt frustrated, which is what it feels like when you try and try and something still won't work. It felt like an itch you can't reach. {C's} face was hot, {C's} jaw was clenched, and {C's} whole body wanted to kick something. {C} had been so careful. The tower should have stayed up. The unfairness of it filled {Cobj} up until it spilled out as noise.",
            "8-10":
              "{C} felt frustrated, the kind of frustrated that comes from doing everything right and still watching it fall down. That was worse than just being unlucky. It made {Cobj} feel as if the blocks were doing it on purpose, which was ridiculous. Knowing it was ridiculous only made it more annoying. {C's} jaw ached from clenching. {C's} face burned. And somewhere in there was a small, sad feeling too: {C} had really wanted to show everyone that tower.",
          },
        },
        stumble: {
          text: {
            "2-3":
              '{C} built the tower again. Red, blue, yellow. Up, up! Wobble. Crash! {C\'s} face got hot. Stomp, stomp, stomp. Good. But then {C} grabbed a block. Bang! {C} threw it. Oops. No flower. No candle. {O} looked sad. "Sorry," said {C}, and picked the block up.',
            "4-5":
              "{C} began the tower again, block by block. Ten blocks. Eleven. Then it wobbled and crashed, right where it had before. {C's} face went hot. {C} did three big stomps, and that helped a little. But then {C} grabbed a block and threw it at the sofa. Thump! {C} had forgotten the flower and the candle. {O} covered {op} ears. {C} fetched the block back from the sofa and said sorry to {O}, who uncovered one ear.",
            "6-7":
              "{C} tried the tower once more. It reached the wobbly height and, with a sigh, toppled over. {C} felt the storm coming and did three stomps on the rug. Better. But then, without quite meaning to, {C} swept a whole row of blocks off the rug with one arm. Clatter! {C} had jumped from the stomps straight to the throwing. The breaths had gone right out of {C's} head.",
            "8-10":
              "{C} rebuilt the base and got the tower back up to fifteen. It wobbled and fell in exactly the same way. {C} felt the heat rising, remembered the stomps and did them, three hard ones that made the toy train bounce. Then, without any breathing at all, {C} kicked the nearest pile of blocks into the hallway. {O} flinched. {C} stopped, chest heaving, said sorry to {O}, and realized the plan had a middle for a reason. Stomping alone just turned the storm into a different kind of storm.",
          },
        },
        success: {
          text: {
            "2-3":
              '{C} tried again. Stomp, stomp, stomp. Flower in: sniff. Candle out: whooo. {C} felt softer. Then {C} said, "I\'m cross. Help, please!" {O} held the bottom blocks. Up, up, up! The tower stood tall. Choo-choo! {refrain}',
            "4-5":
              '{C} tried again, the whole Storm Plan this time. Three stomps. A long flower breath. A long candle breath. The cross feeling shrank until there was room for words. "I\'m cross because it keeps falling," {C} said. "Can someone hold the bottom?" {O} scooted over and held it steady. The tower grew, and grew, and stayed up. The toy train zoomed past, and {O} waved it through like a station guard.',
            "6-7":
              'So {C} did all four steps. Three stomps. A slow flower breath. A long candle breath, then another. The hot feeling cooled enough to think. "I\'m frustrated," {C} said. "It always falls at the same bit." {C} looked at the wobbly part and had an idea. "{O}, can you hold the bottom while I build the top?" {O} held it with both hands. This time the tower stood, wobbly but proud, taller than the teddy bear.',
            "8-10":
              '{C} did the whole thing properly: three stomps, then breaths, slow in and long out, until the kicking feeling faded. With the storm out of the way, {C} could actually look at the tower. "It always falls at the same place," {C} said slowly. "The bottom\'s too thin." {C} rebuilt it with a base four blocks wide, like a castle, and asked {O} to be in charge of handing up blocks. The tower rose past the teddy bear and stayed there. {O} whooped. The toy train finally had its station.',
          },
        },
        echo: {
          day: 1,
          time: "afternoon",
          place: "kitchen",
          props: ["puzzle", "table"],
          text: {
            "2-3":
              'The next day, {C} did a puzzle at the kitchen table. One piece would not fit. Push, push! {C\'s} cheeks went pink. Then {C} stopped. Stomp, stomp, stomp. Flower in. Candle out. "Help, please," said {C}. {G} turned the piece. Click! It fit.',
            "4-5":
              'The next afternoon, {C} {was} doing a puzzle at the kitchen table. One piece would not go in, no matter how hard {C} pushed. The hot, cross feeling started to grow. But {C} knew it now. Three stomps under the table, a flower breath, a candle breath. "This piece won\'t fit. Can you help?" {G} turned it around. Click! The puzzle was nearly done.',
            "6-7":
              "The next afternoon, {C} {was} doing a puzzle at the kitchen table, and one piece refused to fit anywhere. {C} felt the familiar heat in {C's} cheeks. This time {C} noticed it early. Three quiet stomps under the table. A flower breath, a candle breath. Then {C} said, \"I'm getting frustrated. I think this piece is in the wrong place.\" Together with {G}, {C} found where it really went.",
            "8-10":
              "The next afternoon, the same wobbly feeling turned up at the kitchen table, over a puzzle with far too much sky. One piece simply would not go in. {C} caught the heat rising and did the Storm Plan before it got going: three stomps under the table, two slow breaths. Then {C} worked it out alone. The piece wasn't wrong; it was upside down. {G}, reading nearby, pretended not to notice the whole thing, which {C} appreciated.",
          },
        },
        ending: {
          text: {
            "2-3":
              "Later, the tower still stood. Tall, tall, tall! The toy train went around it. Choo-choo! {O} clapped. {C} smiled a big smile. Stomp, flower, candle, words. Next time the tower wobbles, {C} will know what to do. Well done, {name}.",
            "4-5":
              "Later on, the block tower still stood in the living room, taller than the teddy bear. Nobody was allowed to knock it down, not even the toy train. {C} felt proud every time {C} walked past it. Things still went wrong sometimes, at home and at {world} and everywhere. But now {name} knew how to let the storm out and find the words.",
            "6-7":
              "Later, the tower still stood in the corner of the living room. {C} had made a sign for it: Please Do Not Knock Over. Things would still go wrong sometimes, at home, at {world}, everywhere. Towers would fall. Puzzles would be stubborn. But {name} had learned that a storm could be stomped, breathed and talked down. And a calm head, it turned out, builds much better towers.",
            "8-10":
              "Later, the tower still stood on the rug, wide at the bottom and proud at the top. A sign taped to it said: Structural Masterpiece, Do Not Touch. {C} had learned two things that day. One was about engineering: wide bases are better. The other was about storms: they were easier to steer once some of the storm had been stomped out and breathed away. That one would come in handy everywhere, from {home} to {world}.",
          },
        },
      },
    },
    {
      id: "checkout-cookie",
      moment: "the shop checkout",
      place: "shop",
      time: "morning",
      props: ["shopping cart", "cookie", "basket"],
      feeling: ["mad", "angry"],
      summary: "{C} {has} a tantrum at the shop checkout when the answer is no",
      object: "cookie",
      trigger: "being told no",
      talkAbout: "What could {name} say at the shop when the answer is no?",
      scenes: {
        opening: {
          text: {
            "2-3":
              'One morning, {C} went shopping with {G}. {C} sat in the shopping cart. Beep, beep! Apples. Milk. Bread. Then came the checkout. Right there were the cookies. Big cookies! Star cookies! In shiny paper! {C} reached out. "Cookie, please!"',
            "4-5":
              'One morning, {C} went to the shop with {G}. {C} rode in the shopping cart and helped find the apples, the milk and the bread. At the checkout, right at {C\'s} eye level, was a basket of big cookies in shiny wrappers, shaped like stars. {C} pointed. "Can I have a star cookie?" "Not today," said {G}. "We\'re going home for lunch soon."',
            "6-7":
              'It was a Saturday morning, and the shop was busy. {C} had helped {G} find everything on the list, and was riding in the shopping cart like a king. At the checkout, someone had placed a basket of enormous star-shaped cookies exactly where a child would see them. {C} asked, "Can we get one?" "Not today," said {G}, unloading the cart. "Lunch is in an hour."',
            "8-10":
              'The shop was crowded on Saturday morning, and {C} had been unusually helpful. {C} read out the list, found the right kind of bread and steered the shopping cart round a pile of tins. By the time they reached the checkout, {C} felt a reward was more or less owed. And there, beside the register, in a basket placed with obvious cunning, sat the giant star cookies. {C} asked, "Can I get one?" "Not today," said {G}. "Lunch is soon."',
          },
        },
        problem: {
          text: {
            "2-3":
              '"Not today," said {G}. {C} yelled, "No! Cookie! Cookie!" {C} kicked the shopping cart. Bang, bang! {C} cried big, loud cries. Waaah! People looked. A baby looked. The cashier looked. The cookies sat in the basket.',
            "4-5":
              '{C} yelled, "But I want one!" {C} grabbed a cookie from the basket, and {G} gently put it back. That was too much. {C} kicked the shopping cart and screamed so loudly that the whole checkout went quiet. Tears ran down {C\'s} face. A baby in the next cart started crying too. {G} took a deep breath.',
            "6-7":
              '"Not today" felt like a door slammed shut. {C} kicked the side of the shopping cart so hard it rattled and yelled, "But I helped! I want one!" When {G} put the cookie back in the basket, {C} started crying, loud, hiccuping sobs that made people in the line turn around. {C} didn\'t care who was looking. Or rather, {C} did care, which made it worse.',
            "8-10":
              "{C} said, \"Seriously? I helped the whole time!\" {G} only sighed. It wasn't the cookie, exactly. It was the unfairness of it. {C's} voice went up and up. Then {C} {was} yelling in the middle of the checkout and kicking the wheel of the shopping cart. Tears were coming that {C} hadn't agreed to. A man in the next line pretended to read a magazine. The cashier looked politely at the ceiling.",
          },
        },
        feeling: {
          text: {
            "2-3":
              "{C} felt mad. Hot, hot, hot! {C's} face was red. {C's} legs went kick. {C} wanted that cookie. {C} wanted it now! The mad feeling was huge. It was too big to hold. So out it came, loud and wet.",
            "4-5":
              "{C} felt mad, hot and stompy and wet with tears. {C} had been helpful all morning. The star cookie was right there, close enough to touch, and the answer was still no. {C's} face burned and {C's} chest felt tight. The mad feeling was so big that it filled {Cobj} right up, and there was no room left for words.",
            "6-7":
              "{C} felt angry, and a little embarrassed about being angry in front of everyone, which only made the angry feeling bigger. {C's} face was burning. {C's} heart thumped. {C} had been so helpful, and it felt as if helping should count for something. The cookie sat there in its shiny wrapper, and every time {C} looked at it, the storm got louder.",
            "8-10":
              "{C} felt angry in the way that's hard to explain afterwards. Part of it was the cookie. Part of it was feeling that being helpful had earned something. And a big part of it, by now, was everyone watching, which made {Cobj} want to disappear and shout at the same time. {C's} face was hot and {C's} hands were shaking. {C} knew, somewhere far away, that this wasn't working. But the storm was driving.",
          },
        },
        stumble: {
          text: {
            "2-3":
              'Beep, beep went the register. {C} saw the cookies again. Oh! {C\'s} face went hot and red. Stomp, stomp, stomp. Good! Then {C} sniffed a flower. But {C} forgot the candle. {C} yelled, "Cookie!" Oops. The storm came back. Just a little.',
            "4-5":
              'The checkout beeped on, and the cookie basket was still right there. {C\'s} face got hot again. {C} did three stomps, then a flower breath, but {C} forgot to blow out the candle. {C} said, much too loud, "I still want it!" The storm came rushing back, not quite as big as before, but nearly.',
            "6-7":
              "The line shuffled forward and there was the cookie basket again, glowing. {C} felt the storm start up. Three stomps, quick. A breath in. But before the long breath out, {C} heard {C's} own voice, louder than {C} meant: \"It's not fair, I want one!\" It was only half a storm this time, but it was still a storm. {C} had rushed the candle.",
            "8-10":
              "While the cashier scanned the shopping, {C} made the mistake of looking at the cookie basket again. The anger flared. {C} did the three stomps, fast and hard, and a quick breath in. But the breath out turned into words halfway through, and the words came out as a shout: \"I don't see why I can't have one!\" The people in the line looked up again. {C} realized the plan had been rushed. Half a candle didn't blow anything out.",
          },
        },
        success: {
          text: {
            "2-3":
              '{C} tried again. Stomp, stomp, stomp. Flower in: sniff. Candle out: whooo. Slow, slow. {C} felt calmer. "I\'m mad," said {C}. "I really want a cookie." {G} picked up the shopping list. "Let\'s put cookies on the list." {C} held {G\'s} hand. {refrain}',
            "4-5":
              'So {C} tried again, slowly. Three stomps. A flower breath. Then a candle breath so long it nearly went on forever. The storm got small. "I\'m mad because I really wanted a cookie," {C} said in a normal voice. {G} smiled and said, "Thank you for telling me. How about we make star cookies at home this week?" {C} liked that plan. The cashier smiled too.',
            "6-7":
              'So {C} went back to the start. Three stomps. A slow flower breath. A long, long candle breath, and then another. When the hot feeling had gone down, {C} said, "I\'m angry because I helped and I still can\'t have one." {G} crouched down, eye to eye. "That makes sense. Thank you for saying it." Then {C} had an idea. "Could we bake star cookies at home instead?" "That is a much better plan," said {G}.',
            "8-10":
              '{C} started again, slowly. Stomps, then a proper breath in and a long breath out, and another, until {C\'s} hands stopped shaking. Then {C} tried the words. "I\'m angry," {C} said. "I helped the whole time, and it felt like it didn\'t count." {G} looked up from the shopping. "It counted. You were a brilliant help." {C} thought for a moment. "Then could I choose dessert tonight instead?" {G} put the bag down to shake on it. "That\'s the best deal I\'ve heard all week."',
          },
        },
        echo: {
          day: 1,
          time: "afternoon",
          place: "street",
          props: ["balloon"],
          text: {
            "2-3":
              'The next day, {C} walked down the street with {G}. A man had red balloons. {C} said, "Balloon!" "Not today," said {G}. Grr! Up came the hot feeling. Then {C} stopped. Stomp, stomp, stomp. Flower in. Candle out. "I feel sad," said {C}. Then {C} waved at the balloons. Bye!',
            "4-5":
              'The next afternoon, {C} and {G} walked down the street past a man selling balloons. {C} wanted a red one more than anything. "Not today," said {G}. {C} felt the storm begin. But this time {C} did the three stomps, a flower breath and a candle breath, right there on the sidewalk. "I feel sad about the balloon," {C} said. {G} squeezed {C\'s} hand.',
            "6-7":
              'The next afternoon, walking down the street, they passed a man selling balloons on long strings. {C} asked for a red one. "Not today," said {G}. {C} felt the familiar heat start in {C\'s} cheeks, and this time noticed it straight away. Three small stomps on the sidewalk. Flower. Candle. "I\'m disappointed," {C} said. "But it\'s okay." {G} looked amazed, and {C} felt quite amazed too.',
            "8-10":
              'The next afternoon, on the busy street outside the bakery, there was a man with a bunch of balloons. {C} asked for one without much hope. "Not today," said {G}. {C} felt the storm begin to gather and dealt with it on the spot: three stomps that looked like someone shaking off rain, two breaths. "I\'m disappointed," {C} said. "But I\'ll live." {G} looked so astonished that {C} burst out laughing.',
          },
        },
        ending: {
          place: "kitchen",
          props: ["cookie"],
          time: "evening",
          text: {
            "2-3":
              "That evening, at {home}, {C} made star cookies with {G}. Stir, stir. Sniff! Yum. {C} blew on a warm one. Whooo! Just like a candle. One cookie was for a picnic at {world} tomorrow. Clever, happy {name}.",
            "4-5":
              'That evening at {home}, {C} and {G} baked star cookies together. {C} {was} in charge of the cutter, and pressed out every star. When the first warm cookie came out, {C} blew on it, long and slow, like blowing out a candle. "That\'s my Storm Plan breath," said {name}, and {G} laughed. They saved two stars for a picnic at {world}.',
            "6-7":
              "That evening at {home}, the kitchen smelled of warm butter. {C} and {G} made a whole tray of star cookies, and {C} cut out every single star. While the tray baked, {C} thought about the shop, and how different it had felt when the storm turned into words. The cookies tasted good. Knowing how to calm a storm felt even better. {name} packed two stars for a picnic at {world} the next day.",
            "8-10":
              "That evening at {home}, {C} thought back to the shop: the storm, the line, the man pretending to read a magazine. It was almost funny now. What stayed with {Cobj} was the moment the yelling turned into words. After that, things had gone so much faster. {name} couldn't stop every storm, but could steer one, and that felt like a superpower of the sensible kind. Tomorrow there would be a long, calm walk to {world}, with snacks.",
          },
        },
      },
    },
    {
      id: "bath-plug",
      moment: "the end of bath time",
      place: "bathroom",
      time: "evening",
      props: ["bathtub", "rubber duck", "towel"],
      feeling: ["cross", "upset"],
      summary: "{C} {has} a tantrum when bath time is over",
      object: "bath",
      trigger: "fun time ending",
      talkAbout: "What could {name} look forward to after the bath?",
      scenes: {
        opening: {
          text: {
            "2-3":
              'It was evening at {home}. {C} {was} in the bathtub. Splash, splash! Bubbles everywhere! The rubber duck went swimming. Quack, quack. {C} made a bubble hat. Then {G} came in with a big, fluffy towel. "Bath time is nearly over," said {G}.',
            "4-5":
              'It was evening at {home}, and {C} {was} in the bathtub with a mountain of bubbles. The rubber duck was sailing across a bubble ocean, and {C} {was} the captain. Splish, splash, sploosh! {C} made a bubble beard and a bubble crown. Then {G} came in holding a big fluffy towel. "Two more minutes," said {G}.',
            "6-7":
              'It was evening at {home}, and bath time had turned into a sea adventure. The rubber duck was the captain of a ship made of a soap dish, and {C} {was} the storm, making waves with both hands. The bubbles were a fog bank. {C} had just rescued the duck from an enormous wave when {G} came in with the towel. "Two more minutes, captain."',
            "8-10":
              "It was evening at {home}, and {C} {was} deep into an experiment in the bathtub. How many bubbles could a rubber duck carry before it sank? The answer so far was a lot. {C} {was} making careful notes in {C's} head and adding bubbles one at a time. It was the kind of science that couldn't be rushed. Then {G} appeared with a towel. \"Two minutes, professor. Then out.\"",
          },
        },
        problem: {
          text: {
            "2-3":
              'Then {G} pulled the plug. Glug, glug, glug! {C} yelled, "No! More bath!" {C} kicked the water. Splash! {C} threw the rubber duck. Bonk! {C} cried and cried. Water went on the floor. Water went on {G}. Drip, drip.',
            "4-5":
              "Two minutes went by, and {G} pulled out the plug. Glug, glug, glug. {C} yelled, \"No! I'm not getting out!\" {C} kicked and splashed so hard that water sloshed over the side. The rubber duck flew across the bathroom and bounced off the door. {C} cried and held on to the side of the bathtub. {G's} sleeves were soaked.",
            "6-7":
              'When {G} pulled the plug, the water began to gurgle away, and the whole sea adventure with it. {C} yelled, "No! Put it back!" {C} kicked until water slopped over the edge, threw the rubber duck at the wall and screamed. {G} held out the towel and got a face full of bubbles. {C} {was} crying now, loud and wet, clinging to the side of the bathtub.',
            "8-10":
              'When {G} pulled the plug, the experiment started draining away. {C} yelled, "Stop, I\'m not done!" {C} shoved the plug back in, {G} pulled it out again, and then it was a full tantrum: kicking, splashing, water everywhere. The rubber duck hit the mirror with a squeak. {G} stood in a puddle holding a soaked towel, and {C} {was} crying, furious, and also quite cold, which helped nobody.',
          },
        },
        feeling: {
          text: {
            "2-3":
              "{C} felt cross. Very cross! The bath was fun. The duck was fun. {C} did not want it to end. {C's} face went red. {C's} feet went kick, kick. Glug, glug went the water. The cross feeling grew bigger and bigger.",
            "4-5":
              "{C} felt cross and sad all mixed up. The bath was warm and splashy, and out there it was cold, and bedtime came next, and bedtime was boring. {C's} face was hot even though the rest of {Cobj} was getting chilly. The gurgling water sounded like the fun was running away down the drain, and {C} couldn't stop it.",
            "6-7":
              "{C} felt upset. The warm water and the adventure were disappearing down the plughole. After the bath came drying, pajamas and bed, which felt like the end of everything good. {C's} face was hot and {C's} shoulders were cold. {C} wanted to hold on to the fun, and yelling felt like holding on. It didn't work, of course. The water kept gurgling away.",
            "8-10":
              "{C} felt upset, and a little cheated. The experiment had been going so well. Somewhere {C} knew that baths had to end, that the water was getting cool anyway, that bedtime wasn't exactly a tragedy. But knowing things and feeling them were two different departments. The feeling department was in charge, and it had decided that the gurgling plughole was the enemy. {C's} teeth were starting to chatter, which only made everything feel worse.",
          },
        },
        stumble: {
          text: {
            "2-3":
              "{G} put the plug back for one more minute. Then, pop! Out came the plug. Glug, glug. {C's} face got hot. Stomp, stomp, stomp went {C's} feet in the water. Splosh! But {C} forgot the flower. {C} forgot the candle. \"No!\" The storm came back.",
            "4-5":
              '{G} let {Cobj} have one more minute with the duck. Then, pop, out came the plug again. {C} felt the storm start. {C} did three big stomps in the water, splosh, splosh, splosh, which was actually quite fun. But then {C} forgot the flower and the candle. {C} grabbed the side of the bathtub and wailed, "I don\'t want to get out!"',
            "6-7":
              "{G} gave {Cobj} one more minute to finish the adventure, then pulled the plug again. The storm came up fast. {C} remembered the stomps and did three huge ones in the water, splosh, splosh, splosh, which soaked the bath mat. That part worked. Then {C} skipped straight to yelling, \"I'm not getting out!\" The flower and the candle had gone right out of {C's} head.",
            "8-10":
              "{G} offered one more minute to finish the experiment, then pulled the plug again. The storm came straight back. {C} remembered the stomps and did them sitting down, three hard kicks in the water that sent a wave over the side. Technically a stomp. Then, without breathing at all, {C} shouted, \"You always do this!\" It wasn't true, and {C} knew it wasn't true as soon as it was out. The plan had a middle part for a reason.",
          },
        },
        success: {
          text: {
            "2-3":
              '{C} tried again. Stomp, stomp, stomp. Splosh! Flower in: sniff. Candle out: whooo. The bubbles blew away. {C} felt calmer. "I\'m cross," said {C}. "Can Duck come too?" Squeak went Duck. "Duck can come!" said {G}. Out came {C}. Into the towel. {refrain}',
            "4-5":
              'So {C} tried again, the whole plan. Three stomps in the water. A slow flower breath. A long candle breath that blew the bubbles right off {C\'s} hand. The storm got smaller and smaller. "I\'m cross because I want more bath," {C} said. "Can the duck come to bed?" "The duck can come," said {G}, holding out the towel. {C} climbed out, and {G} wrapped {Cobj} up snug.',
            "6-7":
              'So {C} started over, properly. Three stomps in the water. A slow flower breath in. A long candle breath out, which blew a hole in the bubbles. The storm shrank. "I\'m upset because I don\'t want the adventure to end," {C} said. Then {C} had an idea. "Could the duck finish the adventure in my bed?" "Excellent plan," said {G}, holding out the towel. {C} climbed out and got wrapped up like a warm burrito.',
            "8-10":
              '{C} started again, in order this time. Three stomps in the water. One slow breath in, one long breath out, then another, watching the bubbles tremble. The shouting feeling drained away faster than the bath. "Sorry. I\'m upset because the experiment isn\'t finished," {C} said. Then an idea arrived. "What if I write down the results, and we carry on tomorrow?" {G} held out the towel like a lab coat. "Deal. Science waits for no one, but it can wait for tomorrow." {C} climbed out into the towel.',
          },
        },
        echo: {
          day: 1,
          time: "afternoon",
          place: "pool",
          props: ["towel"],
          text: {
            "2-3":
              'The next day, {C} went to the pool. Splash, splash! Then {G} said, "Time to get out." {C\'s} face got hot. Then {C} stopped. Stomp, stomp, stomp. Flower in. Candle out. "I\'m sad to stop," said {C}. Then {C} climbed out. Into the towel!',
            "4-5":
              'The next afternoon, {C} went swimming at the pool. When it was time to get out, the stormy feeling came back. But {C} knew what to do now. Three stomps on the wet steps. A flower breath and a candle breath. "I\'m sad to get out," {C} said. "Can we come again soon?" {G} held out the towel, and {C} climbed right into it.',
            "6-7":
              'The next afternoon, at the swimming pool, the whistle blew for the end of the session. {C} felt the storm stir, and this time recognized it straight away. Three quiet stomps on the wet steps. A flower breath. A candle breath. "I\'m sad it\'s over," {C} said. "But I\'m also starving." {G} laughed and held out the towel, and {C} climbed out without a single yell.',
            "8-10":
              'The next afternoon, at the swimming pool, the lifeguard blew the whistle just as {C} {was} learning to swim underwater for a whole width. The old storm stirred. {C} noticed it, climbed the steps doing three stomps that looked like shaking off water, and took two slow breaths. "I\'m annoyed," {C} told {G}, wrapping up in the towel. "But I nearly did the whole width. Next time." {G} didn\'t say a word. {G} just looked very proud.',
          },
        },
        ending: {
          place: "bedroom",
          props: ["rubber duck", "pillow", "blanket", "bed"],
          time: "night",
          text: {
            "2-3":
              "That night, {C} lay snug in bed. The rubber duck sat on the pillow. Quack! {G} tucked the blanket in. Tomorrow the duck could visit {world}. Stomp, stomp, stomp. Flower in, candle out. Goodnight, duck. Goodnight, {name}.",
            "4-5":
              'That night, {C} lay in bed, warm and clean, with the rubber duck on the pillow. {G} tucked the blanket up. "You turned a big storm into words today," {G} whispered. {name} smiled a sleepy smile and thought about taking the duck to {world}. Baths ended. Storms ended too. And there was always another splashy day coming.',
            "6-7":
              "That night, the rubber duck sat on the pillow next to {Cobj}, still damp from its adventures. {G} tucked them both in. {C} thought about the storm, and how it had shrunk into words. Climbing out into a warm towel was much nicer than being dragged out. Tomorrow the duck could sail the puddles at {world}. {name} fell asleep planning the voyage.",
            "8-10":
              "That night, the rubber duck sat on the bedside table beside a page of scribbled results. {C} lay in bed thinking. The storm had felt enormous. And yet three stomps and a couple of breaths had been enough to let {Cobj} steer it somewhere useful. Tomorrow's experiment might even happen outdoors, at {world}, with a bucket. {name} drifted off to sleep, calm and warm in a way that had nothing to do with bathwater.",
          },
        },
      },
    },
  ],
};
