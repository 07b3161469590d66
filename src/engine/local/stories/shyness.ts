import type { BehaviorStory } from "../episode-types";

/** Shyness: the first second of meeting someone, made small enough to take (the Brave Hello). */
export const shyness: BehaviorStory | null = {
  childTerms: "feeling shy with new people",
  strategy: {
    name: "the Brave Hello",
    steps: ["Take one slow breath and let your shoulders drop", "Look up and wave (eyes or nose, either counts)", "Say hello, and a quiet hello counts too"],
    why: "Shy children usually know what they want to say; the hard part is the first second. A tiny routine practiced at home (a breath, a wave, a hello) makes that first step small enough to take. A quiet hello counts, and the try deserves praise even when the words stay small.",
    refrain: "One breath, one wave, one little hello.",
    toddlerSteps: ["One slow breath", "Wave hello"],
    smallFirstStep: "Take one slow breath, holding your grown-up's hand",
  },
  // Other words for the dark or water, where a parent asks to leave them out.
  insteadOf: [
    [/\bglow-in-the-dark\b/g, "glowing"],
    [/\ba jug of water\b/g, "a jug of juice"],
  ],
  titles: ["{name}'s Brave Hello", "One Little Hello", "{name} and {Hfull} Say Hello", "The Quiet Hello"],
  // Ages 8-10, the two-tries shape's first try alone: this behavior's own wrong tries (never another behavior's paragraph).
  firstTry:
    "{C} tried to become invisible first, a skill {C} had been working on for years. Standing very still: people noticed anyway. Going over the first words again and again in {C's} head: by the tenth time they sounded like a foreign language. The {feeling} feeling made {C's} cheeks warm. Disappearing, sadly, was not an option.",
  scenes: {
    helper: [
      {
        text: {
          "2-3":
            'Then {H} {Harrive}. {H} did not say a big hello. {H} just smiled a small smile. {C} peeked out. "Feeling shy?" {H} whispered. {C\'s} chin went down, then up. "That\'s all right," said {H}. "Shy is just a feeling. I know a little trick."',
          "4-5":
            'That was when {Hintro}, {Harrive}. {H} didn\'t say a big, loud hello. {H} just smiled, a small, quiet smile, and waited. After a while, {C} peeked out. "Feeling shy?" {H} asked softly. "My words got stuck." "Lots of people feel like that," said {H}. "Even me, sometimes. Shy words come out easier with a little trick."',
          "6-7":
            'That was when {Hintro}, {Harrive}. {H} didn\'t make a fuss. {H} simply came close and waited until {C} felt ready to look up. "Shy feelings are funny things," {H} said quietly. "They make your words hide, even when you know exactly what you want to say." {C} looked up properly for the first time. That was exactly it. "Being shy isn\'t wrong," {H} went on. "It just means the first hello is the hardest part. So we make it smaller."',
          "8-10":
            'That was when {Hintro}, {Harrive}. {H} didn\'t ask what was wrong, which {C} appreciated. {H} just waited a moment, then said, "The first second is the worst bit, isn\'t it?" {C} looked up, surprised. "I know what to say," {C} admitted. "It just won\'t come out. And then everyone\'s looking, and it gets worse." {H} didn\'t look surprised at all. "Shy isn\'t a problem with you. It\'s a problem with first seconds. And first seconds can be made smaller."',
        },
      },
      {
        text: {
          "2-3":
            'Just then, {H} {Harrive}. "Hello, {name}," {hs} said in a tiny voice. {C} peeked out. {H} was not loud. {H} was not big. {H} was just kind. {H} whispered, "Is your hello hiding?" Yes. Hiding. "We can find it," said {H}.',
          "4-5":
            'Just then, {H} {Harrive}. "Hello, {name}," {hs} said, in a voice as soft as a slipper. {C} peeked out. {H} bent down. "Is your hello hiding today?" {C} nodded and looked at {their} shoes. "Hellos do that sometimes," said {H}. "They hide in your tummy when everything feels new. But I know how to coax a hello out. Would you like to see?"',
          "6-7":
            'Just then, {H} {Harrive}. {H} didn\'t ask {Cobj} to come out or say anything. {H} just said hello in a very ordinary voice, as if hiding were a perfectly normal thing to do. It helped. {C} peeked out. "I wanted to say hello," {C} whispered. "But it got stuck." "That happens to lots of people when things are new," said {H}. "Your hello isn\'t gone. It just needs a smaller door."',
          "8-10":
            'Just then, {H} {Harrive}. "Let me guess," {hs} said. "Your brain wrote a perfect hello, and then your mouth refused to deliver it." {C} almost laughed. "Pretty much." "It\'s very common," said {H}. "Shy people often have the best things to say. They just get stuck at the door." {C} sighed. "Everyone else makes it look easy." "Some of them are faking," said {H}. "Anyway, there\'s a trick for the door."',
        },
      },
      {
        text: {
          "2-3":
            '{H} {Harrive}. {H} did not look at {C\'s} face. {H} looked at {C\'s} shoes. "Hello, shoes," whispered {H}. {C} wiggled {C\'s} toes. Wiggle, wiggle! Then {C} peeked up, just a bit. "Shy is OK," said {H}. "I have a little hello trick."',
          "4-5":
            'That was when {Hintro}, {Harrive}. Instead of saying hello to {name}, {H} said hello to {C\'s} shoes. "Hello there, shoes," {hs} said politely. "Is someone hiding above you?" {C} couldn\'t help peeking. "That\'s me," {C} whispered. "Ah," said {H}. "I thought so. Hellos are hard when everything\'s new. I used to hide behind doors myself. Then I learned a trick."',
          "6-7":
            'That was when {Hintro}, {Harrive}. {H} sat down a little way off and started talking, not to {name} exactly, just generally. "When I was new somewhere, I once hid behind a coat rack for a whole party," {hs} said. "Someone hung a scarf on me." {C} peeked out, interested despite everything. "Really?" "Really. It was a nice scarf," said {H}. "But I\'d rather have said hello. So I worked out a tiny way to do it."',
          "8-10":
            'That was when {Hintro}, {Harrive}. {H} stood beside {name} and looked out at everything as if it were a cold swimming pool. "Everyone else is already in," {H} observed. "And you\'re standing on the edge, deciding whether to dip a toe." {C} managed half a smile. "More like deciding whether to go home." "Fair," said {H}. "But you don\'t have to jump. You just have to dip one toe. I know a very small, toe-sized trick."',
        },
      },
      {
        text: {
          "2-3":
            '{H} {Harrive}. {H} whispered, very softly, "Psst. Hello." {C} peeked out. "Psst," said {H} again. "Whispers are fine." {C\'s} mouth wiggled into a tiny smile. "I know a little hello trick," whispered {H}.',
          "4-5":
            'That was when {Hintro}, {Harrive}. {H} sat down nearby and pretended to be very shy too, peeking out from behind a pretend curtain. "Oh no," {hs} said. "I\'m too shy to say hello." {C} peeked out at {H}. It looked very silly. "You can do it," {C} whispered. "Only if you do it with me," said {H}. "I know a trick that makes hellos smaller."',
          "6-7":
            'That was when {Hintro}, {Harrive}. {H} didn\'t try to make {name} talk. Instead, {hs} asked a question that could be answered without a single word: "Are the words stuck?" {C\'s} chin dipped, just once. "Stuck words are very common," said {H}. "They\'re not broken. They just need a smaller door to come out of. I know one."',
          "8-10":
            'That was when {Hintro}, {Harrive}. {H} stood next to {name} and said, to nobody in particular, "Fun fact: lots of actors are shy. They get stage fright every single night, and then walk on anyway." {C} looked sideways. "How?" "They have a routine," said {H}. "The same small steps, every time, so the body knows what\'s coming. You could have one too."',
        },
      },
      {
        text: {
          "2-3":
            '{H} {Harrive}. {H} sat down back to back with {Cobj}. Bump! Nobody had to look. "Knock, knock," said {H}. "Who\'s there?" whispered {C}. "Me!" Giggle, giggle. "Shy is a little feeling," said {H}. "Want to learn my hello game?"',
          "4-5":
            'That was when {Hintro}, {Harrive}. {H} didn\'t look at {name} at all. {H} sat down back to back with {Cobj}, so close that {C} could feel {H} breathing. "Talking is easier when nobody is looking," {hs} said, to nobody in particular. "Is that true for you?" "Yes," {C} said, without turning round. It came out easily. "There," said {H}. "Your voice works fine. It just doesn\'t like being stared at. I know a trick for that."',
          "6-7":
            'That was when {Hintro}, {Harrive}. {H} sat down back to back with {name} and spoke straight ahead, as if they were two astronauts on a long trip. "Mission report: is the crew feeling shy?" {hs} asked. "Affirmative," said {C}, without turning round. It was much easier to talk with nobody looking. "Copy that," said {H}. "Shy is a normal thing for crew to feel in new places. Luckily, I have a procedure."',
          "8-10":
            'That was when {Hintro}, {Harrive}. {H} sat down back to back with {name}, which was an odd thing to do, and started talking straight ahead. "People think shy means you don\'t want to talk," {hs} said. "Usually it means you don\'t want to be watched while you start." {C} thought about that. "It\'s the watching," {C} agreed, still facing the other way. "Exactly," said {H}. "So we make the start so quick and small that nobody has time to watch it."',
        },
      },
    ],
    strategy: [
      {
        text: {
          "2-3":
            '"It is called the Brave Hello," said {H}. "First, one big breath." {C} breathed in. Whoosh. Out. "Then wave hello." {C} lifted a hand. Wave, wave! A little wave is fine. {refrain}',
          "4-5":
            '"It\'s called the Brave Hello," said {H}. "It has three little steps. First, one slow breath, so your shoulders can drop." {C} breathed, and {their} shoulders came down from {their} ears. "Next, look up and wave. Looking at a nose counts!" A nose! "Last, say hello. A quiet hello counts too." {C} tried it. "Hello," {C} said. It was small, but it was there.',
          "6-7":
            '"It\'s called the Brave Hello," said {H}. "One slow breath, because a breath tells your body you\'re safe. Then look up and wave. If eyes feel too much, look at the person\'s nose. Nobody can tell. Then say hello. Quiet hellos count." {C} pictured it: one breath, one wave, one word. It sounded small enough to actually do. {C} took a breath, looked at {H\'s} nose and gave a tiny wave. "Hello," {C} said. {H} gave a tiny wave back, nose and all.',
          "8-10":
            '"It\'s called the Brave Hello," said {H}. "One slow breath, so your body stops acting like it\'s in danger. Then look up and wave. Eyebrows are fine if eyes feel like too much. Then hello, at whatever volume you\'ve got." {C} frowned. "That\'s it? Just hello?" "Just hello," said {H}. "The rest of the conversation takes care of itself, mostly. Your job is the first second. Nothing else." Put like that, it sounded almost manageable.',
        },
      },
      {
        text: {
          "2-3":
            '{H} had a plan. "One breath," said {H}. {C} breathed. In, out. "One wave hello," said {H}. {C} waved a tiny wave. Wave, wave! {H} did a happy wiggle. "That\'s it! That\'s the Brave Hello." {refrain}',
          "4-5":
            '"Here\'s a trick called the Brave Hello," said {H}. "Step one: a slow breath, in through your nose. Step two: look up and wave. Step three: say hello, even a tiny one." {C} looked worried. "What if it comes out squeaky?" "Then it\'s a squeaky hello," said {H}. "Squeaky hellos count. Whispery hellos count. All hellos count." {C} smiled a little. That sounded doable.',
          "6-7":
            '"There\'s a trick I like," said {H}. "It\'s called the Brave Hello. You take one slow breath. You look up and give a wave. Then you say hello, as quietly as you like." {C} chewed {C\'s} lip. "Just hello? Not a whole conversation?" "Just hello," said {H}. "Hello is the door. Once you\'re through it, the next words usually follow." {C} tried it, just for {H}. Breath, wave, hello. It was wobbly, but it worked.',
          "8-10":
            '"Here\'s the trick," said {H}. "It\'s called the Brave Hello, and it\'s deliberately tiny. Breathe once, slowly. Look up and wave. Say hello. That\'s the whole thing." {C} raised an eyebrow. "That\'s suspiciously easy." "It\'s meant to be," said {H}. "When something feels huge, you shrink your goal until it fits. You\'re not trying to be chatty. You\'re just opening the door." {C} practiced it once on {H}. It came out croaky, but it came out.',
        },
      },
      {
        text: {
          "2-3":
            '"Be a turtle," said {H}. "This is the Brave Hello." First, one slow breath. In, out. Then poke your head out and wave hello. Peek! {C} poked out like a turtle. Wave, wave! {H} waved back. {refrain}',
          "4-5":
            '"Let\'s try it like a turtle," said {H}. "It\'s called the Brave Hello. A turtle in its shell takes one slow breath first." {C} breathed, and {C\'s} shoulders dropped. "Then the turtle pokes its head out, looks up and waves." {C} looked up slowly and gave a little wave. "Then the turtle says hello, as quietly as it likes." "Hello," whispered {C}. "A perfect turtle hello," said {H}.',
          "6-7":
            '{H} described the Brave Hello as three stepping stones across a river. "Stone one: one slow breath, so your shoulders drop. Stone two: look up and wave. Eyes, nose or eyebrows all count. Stone three: say hello, and a quiet hello counts too." {C} hopped across the pretend stones, doing each one. Breath. Wave. A small hello. "That\'s the whole river," said {H}. "It looks wide from the bank. It\'s only three hops."',
          "8-10":
            '"Here\'s the Brave Hello," said {H}, "broken into parts so small they\'re almost insulting. One: a slow breath, so your body stops bracing for danger. Two: look up and wave. Not at eyes, necessarily. Foreheads are fine. Three: hello, at any volume, including barely." {C} considered it. "So I only need one word." "One word and a wave," said {H}. "Most people start with hello anyway. You\'d be in excellent company."',
        },
      },
      {
        text: {
          "2-3":
            '{H} tapped {C\'s} thumb. "Thumb is for one big breath." {C} breathed. Sniff, whoosh! {H} tapped one finger. "Finger is for a wave." Wiggle, wave! "Your hand knows the Brave Hello now," said {H}. {refrain}',
          "4-5":
            '{H} showed {Cobj} how to keep the Brave Hello on one hand. "Thumb: one slow breath, so your shoulders can drop." {C} breathed. "Pointer finger: look up and wave. A nose counts, or a chin." {C} looked up at {H\'s} chin and waved. "Tall finger: say hello, even a mouse-sized one." "Hello," squeaked {C}. "Now it lives on your hand," said {H}. "If you forget, just look down."',
          "6-7":
            '{H} said the Brave Hello was small enough to carry on one hand. {H} touched {C\'s} thumb: "One slow breath, so your shoulders come down." Then the pointer finger: "Look up and wave. Eyes, or a nose, or a chin if you\'re desperate." Then the tall finger: "Hello. Whisper-sized is allowed." {C} counted it off, thumb, pointer, tall, and did each one. "Your head might forget in the moment," said {H}. "Your hand won\'t. Just give your thumb a squeeze to start."',
          "8-10":
            '"Here\'s the Brave Hello," said {H}, "and you can keep it on three fingers, which is handy, if you\'ll excuse the joke." {C} did not excuse the joke. "Thumb: one slow breath. It tells your body this is a hello, not a tiger. Pointer: look up and wave. Anywhere near the face counts. Tall finger: hello, at whatever volume turns up." {C} pressed each fingertip in turn. "And if my brain goes blank?" "That\'s the point," said {H}. "Brains go blank. Fingers don\'t. Squeeze your thumb and the rest follows."',
        },
      },
    ],
    practice: [
      {
        text: {
          "2-3":
            '"Let\'s play," said {H}. "I am someone new." {H} looked very new and very silly. Tee-hee! One breath. Then a wave hello. Wave, wave! Then again, a bit bigger. Wave, wave, "Hello!" {H} looked so pleased. {C} felt a tiny bit braver. {refrain}',
          "4-5":
            "They practiced right there. {H} pretended to be all sorts of new people: a very tall king, a shy snail, a lady with a hat full of birds. Each time, {C} took a breath, waved and said hello. The snail was the easiest. The king was the hardest. By the end, {C's} hello was still quiet, but it came out every single time.",
          "6-7":
            'They practiced, and {H} made it silly on purpose. First {H} pretended to be a grumpy pirate, then a nervous penguin, then the queen. Each time, {C} did the breath, the wave and the hello. The pirate made {Cobj} laugh so much that the hello came out as a snort. "That counts," said {H}. By the queen, {C\'s} hello was quiet but perfectly steady.',
          "8-10":
            'They practiced with {H} playing a series of increasingly difficult strangers. A bored teenager. A talkative neighbor. A head teacher with a clipboard. {C} did the breath, the wave and the hello each time, and by the fourth round was adding small things without meaning to. "Hello, nice clipboard." {H} laughed out loud. "See? The door opened, and something else walked through on its own." {C} saluted the imaginary clipboard. It was strange how much easier the second sentence was, once the first one was out of the way.',
        },
      },
      {
        text: {
          "2-3":
            '{H} invented peekaboo hello. {C} hid behind both hands. Peek! One breath. Shoulders down. Boo! {C} waved. "Hello!" {H} smiled a huge smile. Again! Peek, breath, wave. "Hello!" A tiny hello is fine. Peekaboo! {refrain}',
          "4-5":
            "Next came Hello Around the World, a game of visiting pretend faraway places. In the jungle, {C} waved to a parrot. At the North Pole, {C} said hello to a polar bear, in a small, chilly voice. Each time, {C} took a breath first and let {C's} shoulders drop. \"A quiet hello still travels,\" said {H}. By the desert, {C's} hello was quiet but quick.",
          "6-7":
            'For practice, {H} set up a pretend hello ladder. The bottom rung was waving at a cloud. The next rung was saying hello to {H}. The top rung was saying hello to someone imaginary and important, like a ship\'s captain. {C} climbed it with a breath before each. At the top, {C\'s} hello came out small and wobbly. "Wobbly counts," said {H}. "Wobbly is where brave starts."',
          "8-10":
            '{H} suggested a practice game called Hello Volume. The idea was to say hello at every volume from one to ten, and find out which felt bearable. One was a whisper so small it was almost a thought. Ten was out of the question. {C} tried three, then four, then, to {C\'s} own surprise, five. Each came after a breath and a wave. "Four and a half is my number," {C} decided. "A perfectly good number," said {H}. "Most real hellos are about that size anyway."',
        },
      },
      {
        text: {
          "2-3":
            '{H} made a pretend video call. Ring, ring! One slow breath. Then {C} waved at the pretend screen. Wave, wave! "Hi!" {H} waved back. Ring, ring! Again! {refrain}',
          "4-5":
            'For practice, {H} set up a pretend video call. "Ring, ring! It\'s Grandpa Giraffe!" {C} took a slow breath, looked up at the pretend screen and waved. "Hello," said {C}, not very loud. "I can hear you!" said Grandpa Giraffe, who sounded a lot like {H}. Then came Auntie Octopus, who waved with all eight arms, and Baby Owl, who only said "Hoo?" {C\'s} hellos got a tiny bit louder with every call.',
          "6-7":
            "They practiced with a pretend store. {H} ran it, and sold only things beginning with B: bananas, buttons and one very expensive balloon. Each time {C} came in, the plan went: a breath, a look up, a wave and hello. Then {C} could buy something. The first hello was a whisper. By the balloon, it was an ordinary-sized hello, and {C} had a pretend balloon to show for it.",
          "8-10":
            'For practice, {H} invented a game called Ten-Second Hellos. {H} played a new person every ten seconds: a grumpy bus driver, an overexcited tour guide, a cat who thought it was a person. {C} had ten seconds to breathe, look up, wave and say hello. Somewhere around the cat, {C} stopped worrying about getting it right and started enjoying the ridiculousness. "Hello, sir," {C} told the cat. The cat seemed satisfied.',
        },
      },
      {
        text: {
          "2-3":
            '{H} found an old sock. Now it was a puppet, and the puppet was shy! "Sock, one big breath," said {C}. Whoosh! Sock waved. Flap, flap! Then {C} waved too. Wave, wave! "Hello!" {refrain}',
          "4-5":
            'For practice, {H} found an odd sock and turned it into a puppet called Mister Sock. Mister Sock was very, very shy. He kept hiding behind {H\'s} back. So {C} taught him the Brave Hello. "First a slow breath, Mister Sock. Then look up and wave." Mister Sock flapped. "Now say hello." "Hello," said Mister Sock, in a very squeaky voice. Then {C} did one too, to show him how, and it came out just fine.',
          "6-7":
            'For practice, {H} turned an odd sock into a puppet with two drawn-on eyes and named it Mister Sock. "Mister Sock is new in town," {H} explained, "and he is extremely shy." So {C} became the teacher. {C} showed Mister Sock the breath, then the look up and the wave, then the hello. Mister Sock got it wrong on purpose, waving with his nose. {C} giggled and showed him again. By the third lesson, Mister Sock could do it. Without quite noticing, {C} could too.',
          "8-10":
            'For practice, {H} turned an odd sock into a puppet and announced that it was the shyest sock in the world. It had never said hello to anyone, not even the other sock. "You\'re the expert now," {H} told {name}. "Coach it." {C} felt silly for about four seconds, then got into it. "Right, Sock. Breath first. No, slower. Now look up. Up. Not that far up, Sock." The sock finally managed a hello. {C} demonstrated it properly, to show how it was done, and only afterwards realized that had been the point.',
        },
      },
    ],
    celebration: [
      {
        text: {
          "2-3":
            '{G} hugged {name} tight. "You said hello! I heard it!" {C} smiled a big smile. {C} felt warm inside, like a cup of cocoa. A little hello. A big, brave hello! {refrain}',
          "4-5":
            '{G} gave {name} a squeeze. "You did a Brave Hello," {G} said. "I know that wasn\'t easy. You took a breath, you waved, and you said it." {C} felt a warm glow spread from {their} tummy all the way to {their} cheeks. {H} gave a happy little cheer. It had been a small hello, but it felt like a very big thing.',
          "6-7":
            'Later, {G} gave {name} a quiet squeeze. "I saw that," {G} said. "You felt shy, and you said hello anyway. That\'s what brave actually looks like." {C} felt proud in a soft, private sort of way. {H} gave {Cobj} a wink. {C} knew the shy feeling would come back another day. But now {C} knew where the door was, and how to open it a crack.',
          "8-10":
            'Afterwards, {G} said, "You know that was brave, right? Not the loud kind. The real kind." {C} shrugged, pretending it was nothing. But it wasn\'t nothing, and they both knew it. {C} had felt the shy wall go up and had found a small gap in it anyway. {H} looked very pleased. Underneath the shrug, {C} felt something steady. Not confident, exactly. More like capable. Capable was a good feeling. {C} decided to keep it.',
        },
      },
      {
        text: {
          "2-3":
            '{H} bounced up and down. "Hooray for {name}!" {G} clapped. Clap, clap! "What a brave hello," said {G}. {C} did a little wiggle. {C} felt so proud. Shy, but brave. Brave, and happy. {refrain}',
          "4-5":
            '"You did it!" {H} cheered, and {G} gave {name} a high five. "That was a lovely hello," {G} said. "I could see you felt shy, and you did it anyway." {C} grinned so wide {their} cheeks hurt. {C} still felt a tiny bit wobbly inside. But it was a happy kind of wobbly now, the kind that comes after being brave.',
          "6-7":
            '{H} did a small, delighted cheer, and {G} looked proud enough to burst. "You used the Brave Hello," {G} said. "Breath, wave, hello. I saw every step." {C} felt {their} face go pink, but in a good way this time. The shy feeling hadn\'t vanished. It was still there, like a pebble in a pocket. It just didn\'t get to decide things any more.',
          "8-10":
            "{G} waited until nobody was listening before saying anything. {G} said quietly, \"That was excellent.\" {C} rolled {their} eyes but couldn't stop a grin. {H} gave a thumbs-up kind of nod. {C} still felt shy, and probably always would a bit. That was fine. Shy was just how {C} started things. It didn't get to decide how {C} finished them. {H} seemed to know that already, and simply smiled.",
        },
      },
      {
        text: {
          "2-3":
            '{G} whispered, "I heard your hello!" {C} smiled a shy smile. A happy shy smile. {C} felt brave and warm, like toast. Little voice. Big brave. Hooray! {refrain}',
          "4-5":
            '{G} looked so pleased, all crinkly-eyed and beaming. "You know what? That hello was small, but it was mighty." {C} liked that. Small but mighty, like an ant carrying a leaf. {C} still felt a little shy, but there was something new mixed in now: a tiny bit of bravery, and it felt wonderful.',
          "6-7":
            'Later, {G} said, "I know that hello took a lot. I saw your breath, and your wave, and then I heard it." {C} went pink, but a pleased sort of pink. Before, the hello had looked like a tall wall. Once {C} {was} over it, it turned out to be only one step high. Next time, {C} thought, it might even be a small step.',
          "8-10":
            'Afterwards, {G} said, "I\'m not going to make a fuss." "Good," said {C}. "I\'m just going to say that was brave," {G} went on, "and then be quiet." "That\'s still a fuss," said {C}, but smiling. {C} felt proud in a private, pocket-sized way. Shyness wasn\'t something to beat. It was more like weather. And {C} had just discovered that it was possible to say hello in the rain.',
        },
      },
      {
        text: {
          "2-3":
            '{G} held out a hand. "Brave Hello high five!" Puff! Wave! Slap! {C} laughed. They did it again. Puff, wave, slap! Now {name} and {G} had a special high five. {refrain}',
          "4-5":
            '{G} crouched down. "A hello that brave needs a special handshake," {G} said. They made one up together: cheeks puffed for the breath, a tiny wave, then wiggly fingers touching for the hello. It was very silly. {C} loved it. {H} wanted to learn it too, so {C} showed {H} how. Now it was the Brave Hello handshake, and only brave hello-ers could do it.',
          "6-7":
            'Later, {G} said that a hello like that deserved its own secret handshake. They invented one on the spot: a puffed-up breath, a wave that turned into a thumbs-up, then a fist bump with a whispered "hello". {H} got it wrong twice, which was the best part. {C} felt proud, the quiet kind of proud that doesn\'t need anyone else to notice. It was nice that {G} had noticed anyway.',
          "8-10":
            'Afterwards, {G} held out a hand, very formally. "I\'d like to shake the hand of the person who did that." {C} shook it, rolling {their} eyes. "It wasn\'t exactly a speech." "It was the part you didn\'t want to do, done anyway," said {G}. "That\'s the hardest kind." {C} had no answer to that, which was rare. {H} wanted a handshake too. By the end it had turned into a ridiculous line of handshakes, and {C} {was} laughing too much to feel shy about it.',
        },
      },
    ],
  },
  talkAbout: [
    "Can you remember the steps of {name's} Brave Hello?",
    "When do you feel shy? What does it feel like in your body?",
    "Who could you practice a Brave Hello with?",
    "Why do you think a quiet hello still counts?",
    "How did {name} feel after saying hello?",
  ],
  episodes: [
    {
      id: "new-class",
      moment: "the school gate",
      place: "school gate",
      time: "morning",
      props: ["backpack", "lunchbox", "coat"],
      other: { role: "classmate", kind: "child" },
      feeling: ["shy", "nervous"],
      summary: "{C} hides behind {G} instead of saying hello at a new school",
      person: "teacher",
      trigger: "a new class",
      talkAbout: "What could you say to someone new at school?",
      scenes: {
        opening: {
          text: {
            "2-3":
              "It was a new day at a new school. On the way, they went past {world}. {C} had a new backpack. Bump, bump on {their} back. {C} had a new lunchbox too. {G} held {C's} hand. There was the gate. There was the teacher, Mr. Okafor. And so many new faces!",
            "4-5":
              "It was {C's} first week at a new school, a short walk past {world}. {C} had a backpack with a fox on it and a brand-new lunchbox. {G} walked {Cobj} to the gate. There were children everywhere, laughing and calling out. At the gate stood the teacher, Mr. Okafor, saying good morning to everyone.",
            "6-7":
              "It was {C's} first week at a new school, a short walk past {world}. {C} wore {their} new coat and carried a backpack so clean it still smelled of the shop. At the school gate, children were already swapping news and shrieking with laughter. {G} walked {name} up to the gate, where the teacher, Mr. Okafor, was saying good morning to each child by name.",
            "8-10":
              "It was {C's} first week at the new school, a short walk past {world}. Nobody here knew {Cobj}. Everyone already knew each other. At the gate, kids stood in tight little groups, backpacks slung over one shoulder, talking at high speed about things {C} had missed. Mr. Okafor, the teacher, was greeting each of them by name. {G} walked {name} up to the gate with a cheerful face that was clearly trying very hard.",
          },
        },
        problem: {
          text: {
            "2-3":
              'Mr. Okafor smiled. "Good morning!" {C} did not say good morning. {C} hid behind {G}. Peek. Hide. Then a classmate came over. "Hi! I\'m {O}," {O} said. But {C} said nothing at all. {C\'s} words were stuck. Stuck, stuck, stuck. {O} ran off to play.',
            "4-5":
              'Mr. Okafor smiled down at {name}. "Good morning!" {C} didn\'t say anything. {C} stepped back and held on tight to {G\'s} coat. Then a classmate called {O} came over with a friendly wave. "Hi! Are you new?" {C} wanted to answer. But the words stayed stuck, and {C} just stared at the ground.',
            "6-7":
              '"Good morning," said Mr. Okafor warmly. "You\'re {name}, aren\'t you?" {C} opened {their} mouth, and nothing came out. Instead, {C} hid behind {G}. The zip on {G\'s} coat suddenly needed studying. A classmate called {O} wandered over. "Hi, I\'m {O}. Want to see the climbing frame?" {C} stayed hidden. {O} waited a moment, shrugged kindly and ran off.',
            "8-10":
              '"Morning," said Mr. Okafor. "You\'re {name}, aren\'t you?" {C} had rehearsed a reply in the car, something relaxed, maybe even funny. What came out was nothing at all. {C} shuffled half behind {G} and became very interested in a crack in the sidewalk. Then a classmate called {O} came over. "Hey, you\'re new, right? I\'m {O}." {C} managed a nod. {O} hovered, then drifted back to the others. {C} watched {O} go and felt the chance go too.',
          },
        },
        feeling: {
          text: {
            "2-3":
              "{name} felt {feeling}. So many new faces! {C's} cheeks went hot. {C's} tummy went wobble, wobble. {C} wanted to say hi to {O}, and to play. But the hello hid inside, way down deep. {C} held {G's} coat. Tight, tight.",
            "4-5":
              "{name} felt {feeling}, shy all the way down to {their} shoes. {C's} cheeks felt hot, and {their} tummy felt fluttery, like it was full of moths. {C} really did want to say hello to {O}. {C} even wanted to see the climbing frame. But everything was new, and new made the words hide.",
            "6-7":
              "{name} felt {feeling}. {C's} face was hot, {their} heart was thumping, and {their} legs felt like they might wobble. The strange thing was that {C} really wanted to make friends. {C} had even wanted to go and see the climbing frame. But every new face felt like a spotlight. The words that were ready at home had run off and hidden.",
            "8-10":
              "{name} felt {feeling}, and annoyed about it. {C} had been perfectly chatty at the old school. Here, every face was unfamiliar and every group looked closed. Talking felt like stepping onto a stage without a script. {C's} face burned. The worst part was knowing {O} had been friendly. {C} had wanted to say something, anything. The words had simply refused to leave, and now {C} stood there feeling like a statue with a backpack.",
          },
        },
        stumble: {
          text: {
            "2-3":
              'The bell rang. Ding, ding! {O} came back. "Hi!" {O} said again. This time {C} took a big breath. Whoosh. {C} looked up at {O}. But then, no wave. No hello. {C} hid again. Oh dear. "I did the breath," {C} told {G} later. Nearly! One step done.',
            "4-5":
              'Just before the bell, {O} came back with a ball. "Want to play?" {C} remembered the trick. {C} took one slow breath, and {their} shoulders dropped. {C} even looked up. But then {O} was looking right back, and {C\'s} hello slipped away again. {C} looked down at {their} lunchbox. "I got two steps," {C} thought. "Nearly."',
            "6-7":
              "Just before the bell, {O} came past again and smiled. {C} remembered the Brave Hello. One breath, slow and steady. {C} lifted {their} eyes as far as {O's} nose. That worked. But the wave felt silly, and {C's} hand stayed glued to the strap of {their} backpack. {O} went in. {C} let out a long breath. Two steps out of three. Not the whole thing, but a lot more than nothing.",
            "8-10":
              "Before the bell, {O} passed by again and glanced over. {C} remembered the trick and took the breath. {C} even got as far as looking up. Then {C's} brain helpfully pointed out that {O} might not remember {Cobj}, that waving was weird, and that everyone could see. The moment passed. {O} went inside. {C} exhaled through {their} teeth. Two steps out of three. Progress, technically. Annoying, definitely. {C} spent the whole of math planning a better ending.",
          },
        },
        success: {
          text: {
            "2-3":
              'At home time, {O} was at the gate. So {C} took one big breath. Whoosh! {C} looked up. Wave, wave! "Hello," said {C}. A little hello. A real hello! {O} waved back. "Hello, {name}! See you tomorrow!" {refrain} {C} smiled a big smile.',
            "4-5":
              'When the day ended, {O} was waiting by the gate with a backpack covered in badges. {C} took a slow breath. {C} looked up, and gave a small wave. "Hello," {C} said. It came out quiet, but it came out! {O} grinned and said, "Hello! Do you like dinosaurs?" {C} pointed at {C\'s} lunchbox. "I\'ve got one on my lunchbox." And just like that, they were talking.',
            "6-7":
              'At home time, {O} was at the gate, swinging a lunchbox. This time {C} did all three steps. A slow breath. Eyes up, as far as {O\'s} nose. Then a small wave, and a quiet "Hello." {O} beamed. "Hi! Do you want to sit by me tomorrow?" {C} nodded, then found {their} voice again. "Yes. Can we do the climbing frame?" {G}, waiting nearby, pretended very hard not to be listening.',
            "8-10":
              'At home time, {O} was by the gate again. {C} had decided the hello needed a second line, something to hand over once the door was open. Breath. Eyes up. A small wave. "Hi. Your backpack has more badges than anyone\'s I\'ve ever seen." {O} lit up. "Forty-one! Want to see the rare one?" It was a tiny glow-in-the-dark planet. Five minutes later, {G} had to drag {name} away mid-conversation, and did not seem to mind at all.',
          },
        },
        echo: {
          day: 1,
          text: {
            "2-3":
              'The next morning, there was the gate again. There was Mr. Okafor. {C\'s} tummy went wobble. But {C} took a big breath. {C} looked up. Wave, wave! "Good morning," said {C}. Mr. Okafor smiled. "Good morning, {name}!" Hooray! {C} skipped inside. Skip, skip!',
            "4-5":
              'The next morning, {C} walked up to the gate holding {G\'s} hand. There was Mr. Okafor, saying good morning. {C\'s} tummy fluttered, but {C} knew what to do. One breath. Look up. A little wave. "Good morning," {C} said, before Mr. Okafor could even say it first. Mr. Okafor looked delighted. "Good morning to you, {name}!"',
            "6-7":
              'The next morning, the gate was just as busy, and the shy feeling turned up right on time. {C} noticed it, and did the Brave Hello anyway. Breath. Eyes up. Wave. "Good morning, Mr. Okafor," {C} said, quietly but clearly. Mr. Okafor stopped in surprise. "Good morning, {name}! Lovely to see you." Across the playground, {O} waved, and {C} waved straight back.',
            "8-10":
              'The next morning, {C} walked up to the gate with a plan. The shy feeling arrived as expected, like an alarm clock nobody had set. {C} noticed it, breathed through it, looked up and got in first. "Morning, Mr. Okafor." Mr. Okafor looked genuinely pleased. "Morning, {name}. Good to have you." Then {O} shouted from across the playground, and {C} waved back without thinking about it at all. It was, {C} thought, a very good start to a Tuesday.',
          },
        },
        ending: {
          time: "afternoon",
          props: ["backpack"],
          text: {
            "2-3":
              'At home time, {G} was at the gate. {C} ran to {G}. Bump, bump went the backpack. "I said hello!" {name} called out, still running. {G} gave {name} a big hug. Up, up, swing! One breath, one wave, one little hello. What a brave day, {name}.',
            "4-5":
              'At home time, {C} ran out of the gate with {their} backpack bouncing. "I said hello!" {name} told {G}. "And {O} likes dinosaurs too!" {G} laughed and swung {name\'s} hand all the way home. The shy feeling would probably come back tomorrow. That was all right. {name} knew how to say a brave hello now.',
            "6-7":
              "At pick-up time, {C} came through the gate with a backpack full of paintings and a head full of news. {G} listened to all of it, twice. The shy feeling hadn't gone away for good, and {C} knew it probably never would completely. But that was fine. {name} had found the small door inside the big wall, and it opened a little easier every time.",
            "8-10":
              'At pick-up time, {C} came out of the gate mid-sentence, still talking to {O} about badges. {G} waited patiently for a gap. "Good day?" {G} tried, eventually. {C} considered it. "Weird start. Good middle. Excellent end." {G} said that sounded like a very good review. On the walk home, {name} realized the shy feeling hadn\'t disappeared. It had just stopped being in charge. That, {name} decided, was better than disappearing. Much better, actually. It meant {they} could still be {themself}.',
          },
        },
      },
    },
    {
      id: "birthday-party",
      moment: "the birthday party",
      place: "party",
      time: "afternoon",
      props: ["balloon", "present", "cake"],
      other: { role: "friend", kind: "child" },
      feeling: ["shy", "awkward"],
      summary: "{C} feels too shy to join in at a friend's birthday party",
      person: "the birthday child",
      trigger: "a room full of people",
      talkAbout: "What is a good first thing to say at a party?",
      scenes: {
        opening: {
          text: {
            "2-3":
              "It was party day! {C's} friend {O} was having a party, right by {world}. Balloons! Red, blue, yellow. {C} held a present with a big bow. {G} rang the bell. Ding-dong! The door opened. Music! Children! A big cake! So much noise!",
            "4-5":
              "It was {O's} birthday party, at the hall near {world}, and {C} had a present wrapped in spotty paper with a wobbly bow. {G} rang the doorbell. The door flew open, and out came music, balloons and a great wave of noise. Inside, lots of children were running about in party hats. There was a big chocolate cake on the table.",
            "6-7":
              "It was {O's} birthday party, in the hall by {world}, decorated with so many balloons that the ceiling had disappeared. {C} carried a present that had taken a whole evening to wrap. When {G} opened the door, the noise rolled out like a wave: music, shrieking, a grown man pretending to be a pirate. A cake shaped like a castle sat on a table at the back.",
            "8-10":
              "{O's} birthday party was in the hall near {world}, and it was loud. Balloons covered the ceiling, music thumped from a speaker, and about thirty children were playing a game with no obvious rules. {C} held the present, wrapped carefully that morning, and stood in the doorway with {G}. At the back, a cake with eleven candles waited on a table. Two parents guarded it with the expressions of people who had already lost one cake this year.",
          },
        },
        problem: {
          text: {
            "2-3":
              '{O} ran to the door. "Hello, {name}!" {C} did not say hello. {C} hid behind {G}. The present stayed in {C\'s} arms. Squeeze, squeeze. {O} waited and waited. Then {O} ran off to play. But {C} stayed by the door. Still hiding. Still holding the present.',
            "4-5":
              "{O} came running over. \"{name}! You came!\" But {C} didn't say anything at all. {C} squished {their} face into {G's} side and held the present tight. {O} waited, looking a bit confused. Then somebody called {O} for a game, and {O} ran off. {C} stayed by the door, still holding the present, watching everyone else play.",
            "6-7":
              '{O} spotted {Cobj} straight away and came running, party hat wonky. "{name}! Come and play sleeping lions!" {C} wanted to. {C} really did. But what came out was nothing. {C} pressed against {G} and held on to the present as if it were a shield. After a moment, {O} got called away. {C} stayed by the coats, watching the game from the edge.',
            "8-10":
              '{O} noticed them and came over, grinning. "You made it! We\'re doing a team game." {C} opened {their} mouth to say happy birthday and produced a sort of squeak. {C} held out the present instead, then took it back, unsure if that was how it worked. {O} laughed, not unkindly, and was pulled away by someone else. {C} ended up by the coat rack, pretending to read the fire exit sign. It was a very short sign. {C} read it eleven times.',
          },
        },
        feeling: {
          text: {
            "2-3":
              "{name} felt {feeling}. So loud! So many faces! {C's} cheeks went hot. {C's} tummy went flip, flop. The games looked fun. {C} wanted to play. But {C's} feet stayed still. The hello stayed hidden. Shy, shy, shy.",
            "4-5":
              "{name} felt {feeling}, so shy that {their} feet felt stuck to the floor. {C's} cheeks were hot and {their} tummy was doing forward rolls. The party looked fun. {C} really wanted to join in. But it was so loud, with so many faces, and nobody was looking at the door any more. Joining in felt like jumping into cold water.",
            "6-7":
              "{name} felt {feeling}, as if everyone else knew a secret rule for parties that nobody had told {Cobj}. {C's} face was hot. {C's} hands held the present much too tightly. The games looked fun, and {O} was {C's} friend. But walking into that noise felt like stepping onto a stage in front of everyone.",
            "8-10":
              "{name} felt {feeling}, in the particular way that makes time go slow. Every second by the coat rack made it harder to walk over, and the harder it got, the longer {C} stayed. {C} knew it made no sense. {O} was a friend. The game looked fun. But joining a group already in motion felt like jumping onto a moving roundabout. Everyone would see the jump. Nobody would see how much {C} wanted to be on it.",
          },
        },
        stumble: {
          text: {
            "2-3":
              'Then came the balloon game. Bop, bop! A red balloon floated to {Cobj}. {C} took a big breath. Whoosh. {C} looked up. {O} waved. But the hello hid again. {C} ran back to {G}. "Nearly," said {C}. Nearly was good!',
            "4-5":
              'Soon it was the balloon game, and a red balloon bobbed right up to {C\'s} feet. {C} took a slow breath. {C} even looked up and saw {O} waving. But then everyone turned to look, and {C\'s} wave got stuck halfway. {C} dropped the balloon and hurried back to {G}. "I did the breath," {C} whispered. "Just not the rest."',
            "6-7":
              "When the balloon game began, a balloon drifted straight to {Cobj}. This was the moment. {C} took the breath. {C} looked up as far as {O's} nose. {O} waved. But suddenly a whole circle of faces was looking, and {C's} hand wouldn't lift. {C} passed the balloon to the nearest child and slipped back to the coats. Breath, yes. Eyes, yes. The rest, not yet.",
            "8-10":
              'During the balloon game, a balloon floated directly to {Cobj}, which felt like the universe being pushy. {C} took the breath. {C} even looked up. {O} waved. Then fifteen faces turned at once, and {C\'s} arm refused to wave. {C} tapped the balloon to a random child and retreated to the coat rack with as much dignity as possible. "Two out of three," {C} muttered. The third step, clearly, needed a reason to walk over. {C} looked at the present.',
          },
        },
        success: {
          text: {
            "2-3":
              'Then it was cake time. {C} still had the present. {C} walked to {O}. Step, step. One big breath. Look up. Wave, wave. "Hello," said {C}. "Happy birthday." {O} hugged the present. "Thank you! Come and sit by me!" {refrain} Yum, cake!',
            "4-5":
              'At cake time, {C} still had the present. {C} walked over to {O}, one step at a time. A slow breath. Eyes up. A little wave. "Hello, {O}," {C} said. "Happy birthday." {O} gasped at the spotty paper. "Is that for me? Come and sit next to me!" So {C} did, and got the piece of cake with the most icing.',
            "6-7":
              'At cake time, {C} still had the present, and it gave {Cobj} an idea. A present was a reason to walk over. {C} took a slow breath, looked up and walked to {O}. A small wave. "Hello. Happy birthday." {O} tore the paper off and shrieked. It was the exact dinosaur {O} wanted. "Sit by me for cake!" Ten minutes later, {C} {was} in the next game, laughing.',
            "8-10":
              'At cake time, {C} had an idea. The present was still under {C\'s} arm, which meant a perfect reason to walk over that wasn\'t just walking over. {C} breathed, crossed the room, looked up and gave a small wave. "Hey. Happy birthday. I think you\'re going to like this." {O} tore it open and yelled. "The glow-in-the-dark one!" {O} made {Cobj} sit right next to the cake. Half an hour later, {C} {was} captain of a team in the next game.',
          },
        },
        echo: {
          day: 1,
          place: "playground",
          props: ["swing", "slide"],
          text: {
            "2-3":
              'The next day, at {world}, {C} saw a girl from the party. She was on the swing. Whoosh, whoosh. {C} took a big breath. {C} looked up. Wave, wave! "Hello!" {name} called. The girl waved back. "Hello! Push me?" Whee! Up she went.',
            "4-5":
              'The next day, {C} spotted a boy from the party at the playground, sitting at the top of the slide. {C\'s} tummy did a little flip. But {C} knew the trick now. One breath. Look up. Wave. "Hello! You were at the party," {C} said. The boy grinned. "You were on the red team! Want to race down?" And they did, twice.',
            "6-7":
              'The next afternoon, at {world}, {C} spotted a girl from the party on the swings. The shy feeling fluttered up at once. {C} noticed it, and went ahead anyway. Breath. Eyes up. Wave. "Hi. You were at {O\'s} party." "You\'re the one who passed me the balloon!" The girl laughed. Soon they were seeing who could swing higher, and the shy feeling had wandered off.',
            "8-10":
              'The next afternoon, at {world}, {C} saw a boy from the party hanging upside down from the climbing bars. The shy feeling arrived on cue. {C} noticed it, let it sit there, took a breath and walked over anyway. "Hey. Weren\'t you on the losing team yesterday?" The boy dropped down, laughing. "We were robbed." Within ten minutes they were inventing a game even more complicated than the one at the party. Nobody understood the rules. That was the point.',
          },
        },
        ending: {
          time: "evening",
          place: "bedroom",
          props: ["balloon"],
          text: {
            "2-3":
              'That evening, a party balloon bobbed in {C\'s} room. Bob, bob. {G} tucked {name} in. "You said hello," said {G}. "Even when you felt shy." {C} smiled a sleepy smile. One breath, one wave, one little hello. Goodnight, brave {name}.',
            "4-5":
              'That evening, a red party balloon bobbed gently against {C\'s} bedroom ceiling. {G} sat on the bed and smoothed the blanket. "You felt shy, and you said hello anyway," {G} said. "That\'s very brave." {C} smiled and looked up at the balloon. Tomorrow there might be new faces again. That was all right. {name} knew the trick now.',
            "6-7":
              'That evening, a balloon from the party bumped softly against {C\'s} ceiling. {G} came in to say goodnight and sat on the edge of the bed. "Best bit of the party?" {C} thought about it. The cake had been good. The games had been better. "Saying hello," {C} said at last, a little surprised. {name} fell asleep feeling braver than {they} had felt in a long time.',
            "8-10":
              'That evening, the balloon {C} had brought home from the party drifted against the bedroom ceiling, slowly losing interest in staying up. {G} leaned in the doorway. "So. Parties. Verdict?" {C} considered. "First ten minutes: terrible. Everything after: excellent." {G} laughed all the way into the hall. "Sounds like most parties, honestly." {name} lay back and watched the balloon. {C} realized, with some surprise, that {they} {was} already looking forward to the next one.',
          },
        },
      },
    },
    {
      id: "restaurant-order",
      moment: "ordering at the restaurant",
      place: "restaurant",
      time: "evening",
      props: ["table", "plate", "cup"],
      feeling: ["shy", "embarrassed"],
      summary: "{C} is too shy to tell the waiter what {they} would like",
      person: "waiter",
      trigger: "a stranger asking a question",
      talkAbout: "What would you like to order next time we eat out?",
      scenes: {
        opening: {
          text: {
            "2-3":
              "It was a special dinner! {C} and {G} went to a restaurant by {world}. The table had a red cloth. There was a tall cup. A candle went flicker, flicker. {C} wanted pancakes. Pancakes with strawberries! Yum, yum! Then the waiter came, with a pad and a pen.",
            "4-5":
              "For a special treat, {G} took {name} out for dinner at the little restaurant near {world}. There was a candle on the table and a menu with pictures. {C} knew exactly what to have: pancakes with strawberries, and apple juice in a tall cup. Then the waiter came over with a notepad and a friendly smile.",
            "6-7":
              "For a special treat, {G} took {name} to the restaurant by {world}, the one with fairy lights in the window. {C} had decided before they even sat down: spaghetti, extra cheese, and lemonade. The table was set with a checked cloth, a tall cup for each of them and a plate so big it looked like a steering wheel. Then the waiter arrived, pen ready.",
            "8-10":
              'For {G\'s} birthday, they went to the restaurant near {world}, the one with the wood-fired oven. {C} had read the menu online twice and knew exactly what to order: the mushroom pizza, no olives, and a lemonade. The table had a candle, heavy plates and a jug of water. {C} had even practiced the order in the car, quietly, to the window. Then the waiter appeared, notepad ready. He smiled at {name}. "And for you?"',
          },
        },
        problem: {
          text: {
            "2-3":
              'The waiter smiled. "And what would you like?" {C} looked at the table. {C} looked at {G}. {C} said nothing. Not one word. "Pancakes?" {G} whispered. {G} told the waiter. {C} hid behind the big menu. Peek. Hide. Peek.',
            "4-5":
              'The waiter turned to {name}. "And what would you like?" {C} opened {their} mouth, but no words came. {C} looked at the table. {C} pulled at {G\'s} sleeve and whispered in {G\'s} ear. "Pancakes, please," said {G} to the waiter. The waiter wrote it down. {C} sank low in {their} chair, wishing {they} could say it {themself}.',
            "6-7":
              'The waiter smiled at {name}. "And for you?" {C} knew the words. Spaghetti, extra cheese. But they stuck halfway up. {C} stared at {their} plate, then leaned over and whispered the order to {G}. "Spaghetti with extra cheese, please," {G} said. The waiter nodded and left. {C} felt {their} face go hot. Whispering to {G} felt babyish, but talking to a stranger felt impossible.',
            "8-10":
              '{C} knew the order word for word. Somehow, it stayed stuck. The waiter waited, pen hovering. {C} looked at the candle, then at {G}. After a polite three seconds, {G} stepped in. "Mushroom pizza, no olives, and a lemonade, I think?" {C} nodded at the tablecloth. The waiter scribbled and left. {C} wanted to slide under the table and stay there until dessert. Maybe until next week. It was {G\'s} birthday, and {C} had wanted tonight to go smoothly.',
          },
        },
        feeling: {
          text: {
            "2-3":
              "{name} felt {feeling}. The waiter was so tall! {C's} cheeks went pink. {C's} voice went small and hid. {C} wanted to say pancakes. {C} knew the word! But the word stayed in. Shy, shy. {C} held {G's} hand under the table.",
            "4-5":
              "{name} felt {feeling}. The waiter was a stranger, and strangers made {C's} voice go small and hide. {C's} cheeks felt warm and {their} hands felt fidgety. The funny thing was, {C} knew exactly what to say. {C} had practiced it in {their} head! But when someone new looked right at {Cobj}, the words ran away.",
            "6-7":
              "{name} felt {feeling}. It wasn't that the waiter was scary. He was smiling. It was the moment of everyone waiting for {Cobj} to speak, like being on a stage. {C's} cheeks burned, and {their} voice had gone somewhere small and far away. {C} {was} cross with {themself}, too. It was only spaghetti. Why was it so hard?",
            "8-10":
              "{name} felt {feeling}, and then embarrassed about being embarrassed, which didn't help. It was a pizza order. Nine words. {C} could talk for an hour about almost anything at home. But a stranger's attention felt like a spotlight, and under a spotlight {C's} voice simply switched off. The worst part was that {C} wanted to be the kind of person who ordered {their} own food. {C} just didn't know how to get from here to there.",
          },
        },
        stumble: {
          text: {
            "2-3":
              'The pancakes came. Yum! Then the waiter came back. "More juice?" {C} took a big breath. Whoosh. {C} looked up. But the word hid. {C} just nodded and held up the cup. "Oops," {C} told {G}. "Nearly!" {G} winked. Nearly was a good start.',
            "4-5":
              'Later, the waiter came back with a jug. "Would you like more juice?" This was a chance! {C} took a slow breath. {C} looked up at the waiter\'s friendly face. But the words wobbled and went back down. {C} just held up {their} cup instead. "Nearly," {C} whispered to {G} afterwards. "I did the breath and the look."',
            "6-7":
              'When the food came, the waiter asked, "Would you like some more cheese on that?" {C} took a slow breath. {C} lifted {their} eyes to the waiter\'s nose. Two steps done. But then {C\'s} voice vanished again, and {C} just nodded hard. The waiter sprinkled the cheese and went away. "I nearly did it," {C} whispered to {G}. "The hello part is still stuck."',
            "8-10":
              'When the pizza arrived, the waiter asked, "Anything else you need?" {C} breathed in, looked up, and got as far as opening {their} mouth. Then {C\'s} brain announced that the waiter was busy and didn\'t care, and {C} shook {their} head instead. The waiter left. {C} exhaled. "Two steps," {C} muttered to {G}. "Then my brain filed a complaint." {G} passed the pizza. "Your brain can be overruled." {C} ate a slice, thinking hard about dessert.',
          },
        },
        success: {
          text: {
            "2-3":
              'Then came dessert time. The waiter came back. {C} took a big breath. Whoosh! {C} looked up. A little wave. "Ice cream, please," said {C}. A small voice. A brave voice! The waiter winked. "Coming up!" {refrain} The ice cream had a wafer. Crunch!',
            "4-5":
              'Then it was time for dessert. The waiter came back, smiling. {C} took a slow breath. {C} looked up and gave a tiny wave. "Hello. Can I have ice cream, please?" It came out quiet, but it came out! "One ice cream coming right up," said the waiter. When it came, it had a wafer on top, just for {name}.',
            "6-7":
              'At dessert time, {C} decided to try again before the shy feeling could get organized. Breath. Eyes up. A small wave to catch the waiter\'s attention. "Hello. Could I have the chocolate ice cream, please?" {C\'s} voice was quiet, but every word was there. "Excellent choice," said the waiter. Across the table, {G\'s} eyes were shining, though not a word was said.',
            "8-10":
              "At dessert, {C} had an idea. Instead of waiting to be asked, {C} would ask first, on {C's} own timing, before the shy feeling could warm up. Breath. Eyes up. A small wave as the waiter passed. \"Excuse me. Could I get the chocolate brownie, please? With two spoons? It's {G's} birthday.\" The waiter grinned and gave a thumbs up. Ten minutes later the brownie arrived with a candle in it, and the whole kitchen sang.",
          },
        },
        echo: {
          day: 1,
          time: "afternoon",
          place: "shop",
          props: ["cake"],
          text: {
            "2-3":
              'The next day, {C} went to the bakery. So many cakes! Pink ones. Round ones. The baker smiled. "Which one?" {C} took a big breath. {C} looked up. "That one, please," said {C}. A pink cake with a cherry! Yum! {G} gave a big thumbs up.',
            "4-5":
              'The next afternoon, {G} and {name} stopped at the bakery. The baker leaned over the counter. "What would you like?" {C\'s} tummy fluttered. But {C} knew the trick now. A slow breath. Eyes up. "Hello. Can I have a cupcake, please? The one with sprinkles." The baker smiled and picked the one with the most sprinkles of all.',
            "6-7":
              'The next afternoon, at the bakery, the shy feeling popped up again as soon as the baker looked over. {C} noticed it, and didn\'t let it decide. Breath. Eyes up. "Hello. Could I have a slice of the lemon cake, please?" The baker wrapped it in paper. "Good choice. It\'s still warm." {G} looked at {name} and raised an impressed eyebrow.',
            "8-10":
              'The next afternoon, at the bakery, {C} stepped up to the counter before {G} could say a word. The shy feeling tried its usual trick. {C} noticed it, breathed, looked up and spoke. "Hi. Could I have two slices of the carrot cake, please? One for me, one for the birthday person." The baker laughed and added a little paper flag. {G} looked astonished, then very proud, then slightly emotional about cake.',
          },
        },
        ending: {
          time: "night",
          place: "bedroom",
          props: [],
          text: {
            "2-3":
              'That night, {C} {was} tucked in bed. {G} gave {name} a kiss. "You asked all by yourself," said {G}. {C} snuggled down. A small voice. A brave voice. One breath, one wave, one little hello. Snug and proud. Goodnight, {name}.',
            "4-5":
              'That night, tucked up in bed, {C} remembered the waiter\'s smile and the wafer on top of the ice cream. "You asked all by yourself," {G} said softly. {C} felt warm and proud all over. Tomorrow, {C} might feel shy again. That was all right. A quiet voice was still a voice, and {name} knew how to use it.',
            "6-7":
              'That night, {G} sat on the edge of {C\'s} bed. "You ordered for yourself," {G} said. "How did it feel?" {C} thought about it. "Scary for one second. Then fine." {G} tucked the blanket in. "That one second is the whole trick." {name} snuggled down, quietly proud. Shy was still part of {Cobj}. It just wasn\'t the boss of {their} voice any more.',
            "8-10":
              'That night, {G} looked in to say goodnight. "Thanks for the brownie," {G} said. "Best birthday dessert I\'ve had." {C} grinned into the pillow. {C} knew the shy feeling wasn\'t gone, and probably never would be, entirely. But it had a new place now, somewhere near the back, where it could grumble without steering. {name} drifted off, already planning what to order next time. Out loud, and first, and possibly with extra cheese.',
          },
        },
      },
    },
    {
      id: "library-card",
      moment: "getting a library card",
      place: "library",
      time: "afternoon",
      props: ["book", "backpack"],
      feeling: ["shy", "nervous"],
      summary: "{C} is too shy to tell the librarian {their} name",
      person: "librarian",
      trigger: "being asked questions by someone new",
      talkAbout: "What would you tell a librarian about the books you like?",
      scenes: {
        opening: {
          text: {
            "2-3":
              'It was library day! The library was by {world}. {C} and {G} went in. Shh! So many books! Big books. Tiny books. A book about a bear. {C} hugged it tight. "Let\'s get your very own card," said {G}. They went to the big desk.',
            "4-5":
              'One afternoon, {G} took {name} to the library by {world} to get {their} very own library card. The library was quiet and full of books, with beanbags in the children\'s corner. {C} found a book about a dragon who was afraid of the dark, and hugged it. "Let\'s go to the desk," said {G}. "Then you can take it home."',
            "6-7":
              'One afternoon, {G} took {name} to the big library by {world}. Today was special: {C} {was} getting {their} very own library card. {C} had already chosen three books and stuffed them into {their} backpack. The librarian sat behind a tall wooden desk, stamping books with a thump. "Off you go," said {G}. "She\'s going to ask you a few questions."',
            "8-10":
              'One afternoon, {G} took {name} to the library in {town}, the old one by {world}, to sign up for {their} own library card. Until now {C} had borrowed on {G\'s} card, which came with a lot of commentary about overdue books. {C} had already chosen a stack of mysteries and squashed them into {their} backpack. The librarian at the desk wore a cardigan covered in tiny cats. "Just a few questions," she said, smiling.',
          },
        },
        problem: {
          text: {
            "2-3":
              'The librarian smiled. "Hello! What\'s your name?" {C} said nothing. {C} hid behind the bear book. Peek, hide. The librarian asked again, "What\'s your name?" Still nothing. Not one word. {G} said, "It\'s {name}." {C} stayed behind the book. Very still.',
            "4-5":
              '"Hello there," said the librarian. "What\'s your name?" {C} opened {their} mouth, but nothing came out. {C} held the dragon book up in front of {their} face instead. The librarian asked gently, "Can you tell me your name?" {C} shook {their} head behind the book. In the end, {G} answered all the questions. {C} didn\'t say a single word.',
            "6-7":
              '"Hello," said the librarian. "What\'s your name, and how old are you?" Easy questions. {C} knew both answers. But {C\'s} voice had disappeared, and {C} just stared at the stamp on the desk. The librarian waited kindly. {G} waited too. In the end, {G} answered for {Cobj}, and {C} stood there feeling hot and small, holding the strap of {their} backpack.',
            "8-10":
              '"Hi there," said the librarian. "What\'s your full name?" It was, {C} felt, the easiest question anyone had ever been asked. {C} knew the answer extremely well. But {C\'s} mouth stayed shut, and {C} found {themself} staring at a cat on the librarian\'s cardigan. After a pause, {G} answered. Then {G} answered the next question, and the next. {C} stood there, face burning, wondering how a person could forget how to say {their} own name.',
          },
        },
        feeling: {
          text: {
            "2-3":
              "{name} felt {feeling}. The desk was so tall! The lady was new. {C's} cheeks went warm. {C's} voice went tiny, tiny. {C} wanted the card. {C} wanted the bear book. But the words hid. Shh, said the words. Shh.",
            "4-5":
              "{name} felt {feeling}, all wobbly and small. The librarian was kind, but she was new, and new people made {C's} words hide somewhere deep in {their} tummy. {C's} cheeks were pink. {C} really, really wanted a library card. But answering questions out loud to a stranger felt like standing on a stage all alone.",
            "6-7":
              "{name} felt {feeling}. It was silly, {C} knew. The librarian wasn't scary. The questions weren't hard. But when a stranger looked straight at {Cobj} and waited, {C's} voice went into hiding, and the harder {C} tried, the deeper it hid. {C} felt cross with {themself}, and that made the shy feeling even bigger.",
            "8-10":
              "{name} felt {feeling}, with a side helping of irritated. {C} could recite whole films at home. But being asked a direct question by someone new, with people waiting behind, flipped some switch that made speaking feel impossible. And every second of silence made the next second harder. It was a trap, {C} thought. A very small, very quiet, extremely effective trap. And the annoying thing about traps is that you can't think your way out once you're in one.",
          },
        },
        stumble: {
          text: {
            "2-3":
              'By the desk stood a big cardboard bear. {C} took a big breath. Wave, wave! "Hello!" said {C}. The bear said nothing. It was only cardboard! Then the librarian held up a card. "Want to draw on it?" But {C\'s} cheeks were hot now. No hello came out. Just a nod. {C} drew a sun on the card. {G} squeezed {C\'s} hand.',
            "4-5":
              'By the desk stood a giant cardboard bear holding a sign about books. {C} took a slow breath, looked up and waved. "Hello," {C} said, nice and clear. The bear didn\'t answer. The bear was cardboard. {C} felt {their} cheeks go hot. Then the real librarian held up the shiny new card. "Would you like to write your name on it?" {C} just nodded. {C} wrote {their} name, but didn\'t say a word. "Hello to the wrong one," {C} thought.',
            "6-7":
              'On the way to the desk, a tall figure in a cardigan loomed round the end of the shelves. {C} {was} ready. Breath. Eyes up. A small wave. "Hello." It was a perfect Brave Hello. It was also a cardboard cut-out of a famous author, who went on smiling at nobody. {C\'s} cheeks went hot. Then the real librarian slid the new card across the desk. "Would you like to sign it yourself?" But the hello had already been spent, on cardboard. {C} signed the card in silence.',
            "8-10":
              'On the way to the desk, {C} rounded a shelf and came face to face with a man in a tweed jacket. No time to think. Breath. Eyes up. Wave. "Hi." A flawless Brave Hello. The man, unfortunately, was a life-size cardboard cut-out of a famous author. {C} checked whether anyone had seen. The person behind them in the line had. So when the librarian turned the new card around and asked if {C} wanted to sign it, {C} signed in silence and stepped back. "Perfect hello. Wrong audience," {C} muttered. But {C} hadn\'t left yet. The books still needed stamping, and that meant one more chance.',
          },
        },
        success: {
          text: {
            "2-3":
              'The librarian stamped the book. Thump! {C} took a big breath. {C} looked up. Wave, wave. "Thank you," said {C}. Then, "My name is {name}." The librarian smiled. "Hello, {name}!" {refrain} {C} hugged the bear book. Mine to take home!',
            "4-5":
              'Then the librarian stamped the dragon book. Thump! This time {C} tried the whole Brave Hello. A slow breath. Eyes up. A little wave. "Hello. My name is {name}." The librarian\'s face lit up. "Hello, {name}! I love that dragon book. Come back and tell me if you like it." {C} nodded, smiling. {C} would.',
            "6-7":
              'As the librarian stamped the last book, {C} tried again, the whole thing. Breath. Eyes up. A small wave. "Hello. I\'m {name}. I\'m seven." It came out quietly, but clearly. The librarian beamed. "Hello, {name}. You picked some good ones. Have you read the one about the lighthouse?" {C} shook {their} head, then asked, "Is it good?" It was a whole conversation.',
            "8-10":
              "While the librarian stamped the last book, {C} decided to try a different door. Not a plain hello, but a question about something {C} actually cared about. Breath. Eyes up. \"Hi. Do you have the next one in this series? I'm {name}, by the way.\" The librarian's eyes lit up. \"It's just come back. I'll get it.\" She also turned out to have strong opinions about the ending, and they talked until {G} coughed politely.",
          },
        },
        echo: {
          day: 1,
          time: "morning",
          place: "pool",
          props: ["towel"],
          text: {
            "2-3":
              'The next day, {C} went swimming. Splash, splash! A new teacher said, "Hello! Who are you?" {C} took a big breath. {C} looked up. "I\'m {name}," said {C}. A little voice. A brave voice! The teacher gave a big thumbs up. Splash!',
            "4-5":
              'The next morning, at the swimming pool, there was a new swimming teacher. "Hello, everyone! Tell me your names," she called. {C\'s} tummy fluttered. But {C} knew what to do. A slow breath. Eyes up. A little wave. "I\'m {name}," {C} said. The teacher grinned. "Hello, {name}!" She threw {Cobj} the first float.',
            "6-7":
              'The next morning, at the pool, a new swimming teacher went along the line asking names. {C} felt the shy feeling climbing up {their} throat. Breath. Eyes up. When it was {C\'s} turn, {C} gave a small wave and said, "I\'m {name}." The teacher smiled. "Great. {name}, you can go first." {C} wrapped {their} towel around {their} shoulders and grinned.',
            "8-10":
              "The next morning, at the pool, a new coach went down the line asking everyone's name. The shy feeling lined up with {Cobj}, as usual. {C} noticed it, breathed, looked up and, when the coach reached {Cobj}, got in first. \"I'm {name}. I'm working on backstroke.\" The coach nodded. \"Good. Let's see it.\" {C} dropped the towel on the bench and dived in. It was, {C} noted, the fastest hello {they} had ever managed.",
          },
        },
        ending: {
          place: "living room",
          props: ["book"],
          text: {
            "2-3":
              'Later, at home, {C} read the bear book. {C\'s} new card sat on the table. {G} tapped the new card. "You said your name!" {C} smiled a big smile. Proud and cozy. One breath, one wave, one little hello. Clever, brave {name}.',
            "4-5":
              'Later, at home, {C} curled up with the dragon book from the library. {C\'s} very own library card sat on top. "You told the librarian your name all by yourself," said {G}. {C} ran a finger over the name on the card. It had been a small, quiet hello. But it had opened a whole library. {name} turned the page, proud and cozy.',
            "6-7":
              'Later, at home, {C} curled up on the sofa with the lighthouse book, {their} brand-new library card tucked inside as a bookmark. {G} sat down beside {Cobj}. "You did it," {G} said. "Your own card, your own words." {C} smiled without looking up. The shy feeling would visit again. But {name} knew now that a quiet voice could open a lot of doors.',
            "8-10":
              'Later, at home, {C} lay on the sofa halfway through the next book in the series, the new library card serving as a bookmark. {G} wandered past. "Any good?" "The librarian was right about the twist," {C} said. {G} stopped in the doorway. "You talked to the librarian? Voluntarily?" "We\'re basically colleagues now," said {name}, turning the page. Underneath the joke, {name} felt quietly and thoroughly pleased, like someone who had found a secret door and kept the key.',
          },
        },
      },
    },
  ],
};
