/**
 * Scenes every frame can use: the helper arriving, practicing together, the celebration and the
 * ending. They name this story's situation — the moment ({moment}), the plan ({strategy}) — never a
 * frame's props, and say everything else in short sentences: a longer sentence (LONG_WORDS words
 * or more) that fits every situation would be the same sentence in every parent's story, so each
 * one names the moment or the plan (frames/shared.test.ts checks every telling at every age).
 * {moment} is a noun phrase ("potty time", "time to stop the iPad", "the dog next door"): it is
 * said as "It's {moment}", "It was {moment} again", "a trick for {moment}", "getting through
 * {moment}", never "about {moment}" ("it's about time to stop…") or "in the middle of {moment}".
 * The place is not named here: a shared scene may happen somewhere other than the situation's place.
 */
import type { Place } from "../../../../contracts/story-plan";
import type { SceneSpec } from "../../episode-types";
import { band, type FrameEpisode } from "./types";

export const SHARED_HELPER: SceneSpec[] = [
  {
    text: band(
      'Just then, {Hintro}, came along with a plan called {strategy}. "Hello, {name}," said {H} softly. "You look {feeling}." {C} nodded. "Is it {moment}?" {C} nodded again. "That\'s a hard one," said {H}. "I know a trick for that. Want to see?" {C} wiped {their} nose. Yes, please! A trick sounded good.',
      'Just then, {Hintro}, came along with a plan called {strategy}. "Hello, {name}," {hs} said. "You look a bit {feeling}." {C} nodded and looked down. "It\'s {moment}," {C} said quietly. "It always goes wrong." {H} nodded kindly. "Lots of children feel that," {hs} said. "Nobody is cross with you. I know a trick that helps. Shall I show you?"',
      'Then {Hintro}, came over with a plan: {strategy}. {H} looked at {name} for a moment. "You seem {feeling}," {hs} said. "Is it {moment}?" {C} nodded. "It\'s just so hard," {C} said. "And then everything goes wrong." {H} did not sigh or frown. "That sounds hard," {hs} said. "Feelings like that are allowed. I know something that might help. Would you like to hear it?"',
      'Then {Hintro}, wandered over with a plan: {strategy}. {H} didn\'t ask what was wrong. {hs} just waited, which made talking easier. "It\'s {moment}," {C} said at last. "I know it sounds small. It just feels huge. I always know how it ends." {H} nodded slowly. "Everybody has a hard thing," {hs} said. "Yours is this one. That\'s allowed. I\'ve got an idea. If you want one. Feel free to hate it." {C} almost smiled. First time all day. "Go on, then." {H} didn\'t laugh. That was a good start.',
    ),
  },
];

export const SHARED_PRACTICE: SceneSpec[] = [
  {
    text: band(
      'They tried it together, right there. {H} went first. Then {C} had a go. Slow, slow, slow. Then {C} did it all alone! {C} giggled. "Again!" So they did it again. {refrain} It felt like a game now. A fun game! {H} cheered. {C} felt ready.',
      'They practiced {strategy} together, right there, once slowly and once very fast. The fast one made them both laugh. The third time, {C} did every part of {strategy} alone while {H} only watched. "You remembered all of it," said {H}. {C} grinned. It felt like a game. {C} liked games. Maybe this could work.',
      'They practiced {strategy} together, twice. The first time, {C} muddled the order of {strategy} and had to start again. They both laughed. Next, {C} did every part alone. {H} only nodded along. "It feels a bit silly," {C} admitted. "Silly is fine," said {H}. "Silly things are easy to remember." {C} had to agree. It was starting to feel easy.',
      'They ran through {strategy} once more, and this time {C} did the talking. {C} explained each step to {H}. Slowly. As if to a beginner. It worked surprisingly well. {H} played along, wrong on purpose. "Terrible student," {C} told {H}, grinning. "And you\'re a good teacher," said {H}. Then {H} asked what to do if it was {moment} and everyone was watching. {C} had an answer for that, too. It was, {C} thought, a fair trade.',
    ),
  },
];

export const SHARED_CELEBRATION: SceneSpec[] = [
  {
    text: band(
      '{G} gave {name} a big smile. "You used your trick," said {G}. "You did it all by yourself!" {C} felt proud. Proud and warm and tall. {H} gave a happy little cheer. Hooray for {name}! {refrain} {C} could do it! {C} really could.',
      '{G} gave {name} the biggest smile. "You remembered {strategy} all by yourself," {G} said. "I saw every part. Even the tricky bit!" {C} felt proud. Warm, glowing proud, down to {their} toes. {H} gave a happy little cheer. "I knew you could," {hs} said.',
      '"You did {strategy} all by yourself," {G} said, with a huge smile. "I saw you remember. I saw you keep going." {C} felt a quiet kind of proud. The kind that doesn\'t jump around. {H} looked very pleased indeed. Earlier, it had felt impossible. Now {C} simply knew how. {H} gave a little cheer. "Can we tell everyone?" {C} asked. "Everyone," said {G}.',
      '"That was impressive," said {G}. "You were {feeling}. You did it anyway. I mean it: {strategy}, start to finish, in the middle of everything." {C} decided to allow the compliment. {C} shrugged as if it was nothing. The grin gave {Cobj} away. It was a steady sort of pride. Nobody had made {Cobj} do it. Even {H} looked impressed. That was rare. {C} filed it away for the next time it was {moment}. Next to how hard it had felt.',
    ),
  },
];

export const SHARED_ENDING: SceneSpec = {
  time: "evening",
  place: "bedroom",
  props: ["bed"],
  text: band(
    'That evening, at {home}, {C} showed {G} {strategy}. {G} gave {name} a cuddle. "I\'m proud of you," said {G}. {C} snuggled in close. {C} had tried. {C} had done it. {refrain} What a day! {C} gave a big yawn. Sleep tight, {name}.',
    'That evening, back at {home}, {strategy} was still on {name\'s} mind. Then came a long, cozy cuddle. {G} asked, "Do you remember how you used {strategy}?" {C} did remember. {C} had felt {feeling}. And used it anyway! {name} smiled a sleepy, happy smile. Tomorrow would have its own tricky bits, maybe even {moment}, and that was okay. {name} knew what to do now.',
    'That evening, back at {home}, {name} told {G} all about {strategy}. {G} sat on the bed awhile. "You\'ve had a big day," {G} said. {C} nodded. It had been big. It had been {moment}, and the {feeling} feeling had come. But {name} had found a way through. {strategy} lived in {their} own head now, ready whenever {they} needed it. {name} fell asleep calm, warm and proud.',
    'That evening, back at {home}, {G} asked how {name} felt about {moment}. {C} thought about it. "Still {feeling} sometimes," {C} said honestly. "But it\'s different now. I know what to do with it. {strategy}, mostly. Even when I\'d rather not." {G} smiled. "That\'s the whole trick, really." Later, in bed, {name} replayed the day. The hard part. The part that worked. {C} felt calm. It was good to know that {strategy} worked, even on the hard days.',
  ),
};

/** The place set in short sentences: [ages 2-5, ages 6-10] (every situation at this place has them). */
export const PLACE_LINES: Record<Place, [string, string]> = {
  bedroom: ["The bedroom was cozy and quiet.", "The bedroom was cozy. The curtains were half closed."],
  bathroom: ["The bathroom was warm and steamy.", "The bathroom was warm. The mirror was misty with steam."],
  kitchen: ["The kitchen smelled yummy.", "The kitchen smelled of dinner. The table was set."],
  "living room": ["The living room was warm and bright.", "The living room was warm. Cushions everywhere, lamp on."],
  garden: ["The garden was green and sunny.", "The garden was green and bright. A breeze moved the grass."],
  playground: ["The playground was busy and loud.", "The playground was busy. Running feet, squeaky swings, shouting."],
  park: ["The park was big and green.", "The park was big and green. A pond shone at the far end."],
  shop: ["The shop was big and bright.", "The shop was big and bright. Music played somewhere."],
  car: ["The car smelled of snacks.", "The car was warm and stuffy."],
  classroom: ["The classroom was bright and busy.", "The classroom was bright. Paintings covered the walls."],
  "school gate": ["The school gate was busy.", "The school gate was busy. Bags, bikes, waving hands."],
  party: ["The party was loud and bright.", "The party was loud. Music, balloons, a long table of food."],
  "doctor's office": ["The waiting room had toys and books.", "The waiting room had toys and books. A fish tank bubbled."],
  "dentist's office": ["The waiting room was white and bright.", "The waiting room was bright and white. It smelled of mint."],
  library: ["The library was calm and quiet.", "The library was quiet. Tall shelves, soft chairs."],
  beach: ["The beach was sunny and wide.", "The beach was wide and sunny. The waves went shush, shush."],
  pool: ["The pool was blue and splashy.", "The pool sparkled blue. Every splash echoed off the walls."],
  "hair salon": ["The hair salon was bright and shiny.", "The hair salon had big shiny mirrors. A hair dryer hummed."],
  restaurant: ["The restaurant was busy and warm.", "The restaurant was busy. Plates clinked. People chattered."],
  street: ["The street was busy.", "The street was busy. People, dogs and bikes went by."],
};

/**
 * More wordings of the shared scenes, so two custom stories about different things don't share
 * whole paragraphs: each frame takes one variant (index.ts, by frame), and a frame with its own
 * scene (helper, ending…) uses that instead.
 */
export const HELPER_VARIANTS: SceneSpec[][] = [
  SHARED_HELPER,
  [
    {
      text: band(
        'Then {Hintro}, came by with a trick called {strategy}. {H} looked at {name}. "Oh dear," said {H}. "You feel {feeling}." {C} gave a tiny nod. "That is okay," said {H}. "Big feelings happen. They happen to me too. I have a good idea. Want to try it with me?" {C} sniffed. Then a nod. Okay!',
        '{Hintro}, came and sat nearby, with a trick called {strategy}. For a moment, nobody said anything. Then {H} said, "That looked hard, {name}. Are you feeling {feeling}?" A nod, without looking up. "That makes sense," said {H}. "It\'s {moment}. That can feel really big. Nobody is cross with you. I know an idea that might help. Do you want to hear it?" Slowly, {C} looked up, just a little.',
        'Then {Hintro}, sat down with a trick called {strategy}. {hs} kept a little space. "Rough moment?" {hs} asked. {C} shrugged, then nodded. "It\'s {moment}," {C} said. "I always get {feeling}. Then I can\'t stop. It all goes wrong." {C} kicked at the ground. Everyone else seemed fine. {H} listened to every word. "You\'re not the only one," {hs} said. "Feeling {feeling} isn\'t doing anything wrong. Feelings pass. Want a plan for next time? It\'s a small one."',
        'Then {Hintro}, turned up, as usual, with a plan: {strategy}. "Not to plan, then?" said {H}. "Not even slightly," said {C}. "It\'s {moment}. It goes wrong every time. Then I feel {feeling}. Then it goes more wrong." {H} nodded, as if this were science. "So it\'s a loop," {hs} said. "Where does the loop start?" "The second it starts," said {C}. "Break it there, then," said {H}. "Loops can be broken. I know a way in." {C} considered this. "Fine. One idea."',
      ),
    },
  ],
  [
    {
      text: band(
        'Who was that? It was {Hintro}, bringing a trick called {strategy}. "Hello," said {H} gently. "Are you {feeling}?" {C} nodded. {C} looked at the floor. "Is it {moment}?" Another nod. "I get {feeling} too," said {H}. "Everybody does. Shall I show you something? It helps." {C} peeked up. A small nod. Yes, please.',
        'Soon {Hintro}, came by, bringing a trick called {strategy}. "Hello, {name}," {H} said softly. "You seem {feeling}." A nod. A foot scuffed the floor. "Am I in trouble?" {C} asked. "Not one bit," said {H}. "Everyone feels {feeling} sometimes, even me. I know something that helps with {moment}. Shall I show you?" After a little think, {C} nodded.',
        'Soon {Hintro}, came by, bringing a trick called {strategy}. {hs} had a kind, steady face. "Is it {moment} again?" {C} nodded. "I hate feeling {feeling}," {C} said. "It takes over. I can\'t think." {C} sniffed. It was all so unfair. "Tell me what happens," said {H}. So {C} did. "Feelings can be very bossy," agreed {H}. "But you still choose what you do. I know a plan. Want to hear it?" {C} wiped {their} eyes. The answer was yes.',
        'Soon {Hintro}, came by, bringing a trick called {strategy}. {hs} didn\'t say anything clever, which helped. "So," said {H}. "{moment}." "Yep," said {C}. "I\'m {feeling}. I know I shouldn\'t be. Knowing makes it worse." {C} had thought about it a lot. None of the thinking helped. {H} waited. {H} was good at waiting. "You\'re allowed to feel it," said {H}. "The feeling isn\'t the problem. It just needs a better exit. I\'ve got a plan. If you want one. No pressure." {C} let out a long breath. "Fine. Hit me with it."',
      ),
    },
  ],
  [
    {
      text: band(
        'Along came {Hintro}, carrying a plan called {strategy}. "Hello, {name}," said {H}. "Oh! You look {feeling}." {C} nodded. A big, sad nod. {H} smiled a warm smile. "I can help," said {H}. "I know a little trick for {moment}. It is easy. Want to see?" {C} nodded. A trick! Yes, please. {C} wanted to see.',
        'Along came {Hintro}, carrying a plan called {strategy}. {hs} stopped to look. "Hello," {hs} said. "I think somebody is feeling {feeling}." A nod. "It\'s {moment}," {C} mumbled. "It\'s too hard." "Hard things are allowed," said {H}. "And guess what? I know a trick for that. Shall I show you?" With a sniff, {C} said, "Okay."',
        'Along came {Hintro}, carrying a plan called {strategy}. {hs} always knew when someone needed company. {H} sat down too. "That looked hard," {H} said. {C} nodded. "It\'s {moment}," {C} said. "It always makes me {feeling}. I don\'t even know why." "Sometimes we don\'t," said {H}. "That\'s okay. We can still have a plan. I\'ve got one. It has worked before. Want it?" {C} nodded slowly.',
        'Along came {Hintro}, an expert in {strategy}. One look, and {hs} said, "Ah. One of those." {C} half laughed. "It\'s {moment}," {C} said. "Every single time. I feel {feeling}. I do the wrong thing. Then everyone\'s annoyed, including me." "Especially you, I\'d guess," said {H}. {C} nodded. "Well," said {H}, "I\'ve got a plan. It\'s short and simple. It works more often than not." {C} sat up a bit. "That\'s a very honest sales pitch." "I\'m a very honest salesperson," said {H}.',
      ),
    },
  ],
];

export const PRACTICE_VARIANTS: SceneSpec[][] = [
  SHARED_PRACTICE,
  [
    {
      text: band(
        '"Let\'s play it," said {H}. {H} did it first. Then {C} did it. Then they did it together! Fast, fast, fast. Slow, slow, slow. Then in a tiny mouse voice. Squeak! They both laughed. {refrain} {C} knew it now. Every bit!',
        '"Let\'s have a practice," said {H}. First {H} did {strategy}, very slowly and very seriously. Then {name\'s} turn: very fast, very silly. Then they did it together, just right. "Again!" said {C}. By the fourth time, no help needed! {strategy} felt easy now, like an old friend.',
        '"Practice round," said {H}. "You remember things you\'ve already done." So they tried {strategy} together, right there. First go: {C} forgot the middle. {H} forgot the end, on purpose. That made {Cobj} laugh. The third time, {C} did {strategy} perfectly, with a little flourish at the end. {H} cheered. "Now you\'re the expert," {hs} said. "Again?" asked {H}. "Again," said {C}.',
        '"Dress rehearsal," said {H}. "Nobody does anything well the first time. So we practice now. Nothing\'s at stake. When it\'s really {moment}, you\'ll have done this already." {C} called this technically cheating. "Exactly," said {H}. They went through {strategy} twice. The first run was clumsy. One step got skipped, one done twice. The second was surprisingly smooth. {C} then demanded a third run of {strategy}, timed, and beat {their} own record. "Show-off," said {H} approvingly. {C} bowed. Quite a good plan, {C} admitted.',
      ),
    },
  ],
  [
    {
      text: band(
        'They tried it right away. {H} went first. Then it was {name\'s} turn. {C} did every step! "Yay!" said {H}. Then out came {theCuddly}. {theCuddly} had a turn. {refrain} {theCuddly} did it well. {C} did it best! Now {C} felt ready. Ready to try!',
        'They tried {strategy} right away, while it was fresh. Out came {theCuddly}. It went first. One step at a time. {H} watched. "You\'re a very good teacher," said {H}. Then came one more go, all alone. No reminders! It felt good to know {strategy} so well. Now {C} just had to remember it when it was {moment}.',
        'They tried {strategy} right there, twice through. Then {H} made it harder. {H} acted out {moment}, and {C} had to use the plan for real. First, {C} giggled too much to finish. The second time, {strategy} came out calm and steady, right to the end. "That\'s exactly it," said {H}. One more time, for luck. {H} clapped. It felt good to be ready.',
        'They practiced {strategy} right away, with a twist. {H} acted out {moment}, with great enthusiasm and slightly too much drama. It was uncomfortably accurate. {C} had to use the plan anyway. The first attempt collapsed into laughter. The second worked: every step, in order. "Great acting," said {C}. "Terrible helping." {H} took a bow. "I contain multitudes," {hs} said. {C} didn\'t know what that meant. It sounded right, though. {C} decided to look it up later. The third attempt was the real test, and {C} got through {strategy} without a single giggle.',
      ),
    },
  ],
  [
    {
      text: band(
        '"Show me!" said {H}. So {C} showed {H}. Step one. Step two. All done! {H} cheered. {C} did it again, faster. Whee! Then slower. {refrain} It was fun now. It was easy. {C} felt big and brave and ready.',
        '"Show me how it goes," said {H}. So {C} did {strategy} all by {themself}, while {H} counted the steps out loud. One, two, three. "Every single one," said {H}. With a grin, {C} did it again. "Again?" "Again!" {strategy} was starting to feel like {C\'s} own trick. That felt good.',
        '"Walk me through it," said {H}. So {C} did {strategy}, saying each step out loud as {they} went. Halfway through, {C} stopped. "Wait, is it this, then this?" "You tell me," said {H}. {C} thought, and got it right. "Again, faster," said {H}. So {C} did. Working it out alone made it stick. By the end, {C} could do {strategy} in {their} sleep.',
        '"Talk me through it," said {H}. "Pretend I\'m new." So {C} explained {strategy}, step by step. Halfway, one step suddenly made more sense. {C} tried {strategy} twice more, adjusting as {they} went, like tuning a bike. "I think I\'ve improved it," {C} said. "You probably have," said {H}. "It\'s yours now. You get to tinker. Would it work when it\'s actually {moment}?" "One way to find out," said {C}. {C} liked that idea very much. Tinkering made a plan feel trustworthy.',
      ),
    },
  ],
];

export const CELEBRATION_VARIANTS: SceneSpec[][] = [
  SHARED_CELEBRATION,
  [
    {
      text: band(
        '"Hooray!" said {G}. {G} gave {name} a big high five. Slap! "You did it, {name}!" {C} did a happy dance. Wiggle, wiggle! {H} danced too. What a silly dance! {refrain} {C} felt so proud. Proud and happy and strong.',
        '"Look at you!" said {G}. {G} gave {name} a high five. {C\'s} hand tingled! "You were {feeling}. You still did it!" Right there, a little happy dance began. {H} joined in, badly. That made it even better. Proud was the word for it: proud of {strategy}, like a balloon full of sunshine.',
        '{G} crouched down to {name\'s} height. "Do you know what I just saw? It was {moment}. You felt {feeling}. And you chose what to do." {C} felt {their} cheeks go warm. {G} gave {Cobj} a high five. Then another. {H} gave a cheer. {H} did a little dance. Being proud of yourself felt good. {C} wanted to keep this feeling.',
        '"I need to say this," said {G}. "That was {moment}, and you handled it. You used {strategy} when it counted. That\'s the hard bit." {C} replayed it. Yes. That had happened. {C} tried to look casual. {C} failed completely. {H} looked delighted. Plans working will do that. A particular kind of proud, {C} decided. Not the showing-off kind. The stand-up-straighter kind. {C} stood up straighter. It seemed only fair. {H} was pretending not to be proud. Badly.',
      ),
    },
  ],
  [
    {
      text: band(
        '{G} clapped and clapped. "Well done, {name}!" {C} beamed. {H} cheered, "Hip, hip, hooray!" {C} stood up tall. So tall! As tall as a tree! {refrain} {C} had done it. All by {themself}! {C} felt warm inside. Warm and proud.',
        '{G} clapped and clapped. "You did it all by yourself, {name}! I\'m so proud of you." A smile spread from ear to ear. {H} cheered too. "You used {strategy} just right," {hs} said. Standing up very tall, {C} felt wonderful. Doing a hard thing felt lovely. And it was {their} own doing.',
        "{G} gave {name} a huge smile. \"I'm proud of you. Not because it was perfect. Because you kept trying.\" A warm glow spread through {C's} chest. {C} grinned. {H} grinned. Even {G} grinned. {C} realized something. The hard part hadn't gone away. {C} had found a way through {moment}. That was better than luck.",
        'There was no big fuss. Good. The look on {G\'s} face said plenty. "You kept going," {G} said simply. "That\'s the bit that matters. Anyone can do the easy part." {H} gave an approving nod. {C} noticed something. Having done it beat having it over. That seemed important. Possibly worth writing down. "{strategy} worked," {C} said, mostly to {themself}. It had actually worked. {C} didn\'t write it down. {C} kept it instead, for the next time it was {moment}.',
      ),
    },
  ],
  [
    {
      text: band(
        '"You did it!" said {G}. {G} gave {name} a big smile. {H} cheered. Clap, clap, clap! {C} jumped up and down. Boing, boing! {refrain} {C} felt happy. Happy and proud. Well done, {name}! {G} gave a hug.',
        '"You did it!" said {G}. {G\'s} smile crinkled all the way up. "And you did it your way." {H} cheered. Up and down jumped {name}. Boing! Fizzy, happy pride! It was {moment}, and {C} had done it! The best kind of feeling. "I knew you could," said {H}. Clap, clap!',
        '"You really did it," said {G}, smiling. {H} cheered. "Every step of {strategy}!" {hs} said. "I counted." {C} laughed. Then came a big hug. {C} felt proud. And a little surprised. Earlier, it had seemed impossible. Now it was just done. Like tying a shoe. {C} made a note in {their} head: next time it\'s {moment}, remember this.',
        '"That," said {G}, "was excellent." {H} nodded, wise and slightly smug. "Every step of {strategy}. I was watching," {G} added. {C} tried not to look pleased. It didn\'t work. {H\'s} silence was a kind of cheer. {C} felt a slow, solid pride. Not the quick fizz of winning. It had been {moment}, and {C} had steered it anyway, more or less where {they} wanted. {C} suspected it would be useful again. Possibly soon. For once, that thought wasn\'t worrying.',
      ),
    },
  ],
];

export const ENDING_VARIANTS: SceneSpec[] = [
  SHARED_ENDING,
  {
    time: "evening",
    place: "bedroom",
    props: ["bed"],
    text: band(
      'That night, back at {home}, {name} lay in bed, thinking of {strategy}. {G} sat close by. "What a day," said {G}. {C} smiled. {refrain} {G} gave {name} a goodnight kiss. {C} felt safe and warm. Snug as a bug! Night night, {name}. Sweet dreams.',
      'That night, back at {home}, {G} tucked {name} in, smiling about {strategy}. {G} sat for a moment. "I keep thinking about today," {G} said. A sleepy smile. It had been a {feeling} sort of day, until {strategy} helped. {name} pulled the blanket up. Snug! Tomorrow, it would be ready and waiting. Then came a goodnight kiss.',
      'That night, back at {home}, {name} was still thinking about {strategy}. {G} perched on the bed. "Big day," {G} said. {C} nodded. It had been a big day. The hard part was {moment}. It could have gone so differently. But {strategy} was {their} own trick now, to keep. {G} kissed {name} goodnight. {name} closed {their} eyes. Calm, warm, asleep.',
      'That night, back at {home}, {name} lay awake, replaying {moment}. That was not usually a good sign. Usually the replay was a disaster movie. Tonight it was fine. This time it had a hero. Sort of. For once, the replay ended well. {G} knocked softly and looked in. "Still awake?" "Just thinking," said {C}. "Good thoughts?" {C} considered it. "Yeah. Surprisingly." "About {strategy}?" {G} guessed. "Maybe," said {C}. Definitely. {G} smiled and turned out the light. {name} fell asleep calm. {strategy} would still be true tomorrow.',
    ),
  },
  {
    time: "evening",
    place: "bedroom",
    props: ["bed", "book"],
    text: band(
      'At bedtime, back at {home}, {G} and {name} talked about {strategy}. Then {G} read a story. {C} snuggled in. "You were brave today," said {G}. {C} smiled. {C} yawned a big yawn. {refrain} The light went low. {C} felt cozy and calm. Goodnight, {name}. Goodnight, moon. Goodnight.',
      'At bedtime, back at {home}, {G} read {name} a story about {strategy}. Someone in it felt {feeling}. A giggle came from the pillow. "That\'s me!" "It is," said {G}. "Read it again!" said {C}. So {G} did. {name} snuggled down, warm and proud. Asleep before the light went off!',
      'At bedtime, back at {home}, {name} showed {G} {strategy} again. After the story, {G} had a question. "What was the best part of today?" {C} thought about it. The best part was a surprise. It was getting through {moment}. {C} told {G} all about it. {G} listened to every word. Then {name} curled up, warm and calm. Hard things seemed less scary now.',
      'At bedtime, back at {home}, {G} wanted a full report on {strategy}. "Best bit and worst bit?" {C} took the question seriously. "They\'re the same bit," {C} said. "{moment}. The worst bit was feeling {feeling}. The best bit was {strategy}." {G} gave {name} a long look. Someone seemed older than yesterday. "That\'s a wise answer," {G} said. {G} meant it, too. {G} kissed {name} goodnight. Lamp off. Door ajar. {name} fell asleep soon after. Calm. Quietly pleased.',
    ),
  },
  {
    time: "evening",
    place: "bedroom",
    props: ["bed"],
    text: band(
      'That evening, at {home}, everyone heard about {strategy}. {C} had a warm bath. Then pajamas on! {G} gave {name} a big hug. "Well done today," said {G}. {C} smiled and yawned. {refrain} Into bed {C} went. Snug and cozy. The moon was up. Sleep tight, {name}.',
      'That evening, back at {home}, everyone heard all about {strategy}. After a bath, {name} climbed into bed. {G} came to say goodnight. "Guess what I\'m proud of," {G} said. "The trick?" "The trick," said {G}. "And you." Eyes closed, smiling. Tomorrow there might be hard moments, but now there was {strategy} for them. {name} fell asleep feeling cozy and calm.',
      'That evening, at {home}, {name} got ready for bed, {strategy} in mind. No grumbling at all. {G} noticed, but didn\'t mention it. When {G} came to say goodnight, {C} said, "I used {strategy} today." "I know," said {G}. "I saw." {C} smiled into the pillow. It felt good to be seen. {name} fell asleep calm and warm.',
      'That evening, at {home}, {name} read in bed, {strategy} still in {their} head. "Good day?" {G} asked. {C} thought about it honestly. "It had a terrible middle," {C} said. "But a good end." {G} laughed. "Most of the best days do." {C} put the book down. Eyes closed. It would be {moment} again soon, {C} knew. But now there was {strategy}, steady as a handrail on a staircase. {name} drifted off, already half dreaming.',
    ),
  },
];

/**
 * The strategy told another way: the helper says the frame's own steps in a row ({stepsSaid}, built
 * from the strategy's steps in index.ts), so a second story words the plan differently from the
 * frame's own strategy scene. "Write another" steps through the frame's scene and these.
 */
export const STRATEGY_VARIANTS: SceneSpec[] = [
  {
    text: band(
      '"I know a trick," said {H}. "It is called {strategy}. Listen!" Then {H} said, {stepsSaid} {C} listened hard. Then {C} said it back. Slowly. Every part! {H} clapped. "Once more?" So {C} said {strategy} again, a bit louder. {C} did not miss a bit. {refrain}',
      '"It has a name," said {H}. "{strategy}. It only has a few parts." {H} said them one by one. {stepsSaid} {C} said each part back. {H} nodded at each one. "That\'s it," said {H}. "Next time it\'s {moment}, you\'ll have it ready." {refrain}',
      '{H} thought for a moment. "Try this. It\'s called {strategy}." {H} counted {strategy} off, one finger a step. {stepsSaid} "That\'s all?" asked {C}. "That\'s all," said {H}. "Small plans are the ones you remember when it\'s {moment}." {C} whispered the steps, one by one. They stuck.',
      "\"Here's the plan,\" said {H}. \"It's called {strategy}, and it's short on purpose.\" {H} ticked {strategy} off on one hand. {stepsSaid} {C} raised an eyebrow. \"That's it?\" \"That's it. The clever part isn't the steps. It's using them when it's {moment} and your brain wants the old thing. Short is good. Short fits in a panicky brain.\" {C} ran through {strategy} once more. {C} already knew it by heart.",
    ),
  },
  {
    text: band(
      '{H} sat down close. "Here is {strategy}." Then {H} showed each step. {stepsStep} {C} copied {H}, part by part. Then all alone! "Show me again," said {H}. So {C} showed {strategy} again. Every step was there. {H} smiled a big smile. {refrain}',
      '{H} drew {strategy} in the air with one finger, like a map. {stepsStep} "Your turn," said {H}. {C} drew it in the air too. It looked a bit wobbly. But every step was there. {refrain}',
      "{H} listened first. Then {H} said, \"Here's what I'd try. It's called {strategy}.\" {H} went through it, step by step. {stepsStep} {C} said {strategy} back, step by step, in {their} own words. {H} nodded at each one. Saying it yourself makes it stick.",
      '{H} started with a question. "What do you wish you could do, when it\'s {moment}?" {C} thought about it honestly. Then {H} said, "Try {strategy}," and laid it out, step by step. {stepsStep} {C} pointed out a possible flaw. {H} fixed it. {C} found a second flaw. {H} said that one was a feature. {C} let it go. It was, grudgingly, a good plan.',
    ),
  },
  {
    text: band(
      "{H} sang {strategy} like a little song. La, la! {stepsCount} {C} sang it too. Then they sang it loud. Then soft. Then in a tiny mouse voice. Squeak! {C} giggled. Now {strategy} was easy. Every bit of it! {refrain}",
      '"Let\'s make it a song," said {H}, and sang {strategy} to a bouncy tune. {stepsCount} {C} sang it back. Then loud. Then whisper-soft. By the end, {C} knew every step. {refrain}',
      '"Songs stick," said {H}. "So here\'s {strategy}, to a tune." And {H} sang, {stepsCount} {C} sang it back, then improved the tune. Then improved the words. The words had to stay, said {H}. {C} agreed. The new tune stayed too. It was a fair deal.',
      '"Songs stick," said {H}. "Even annoying ones. Especially annoying ones." Then {H} sang {strategy} to a tune so catchy it was almost a threat. {stepsCount} {C} groaned. {C} also, annoyingly, knew it by heart. "That\'s the point," said {H}.',
    ),
  },
];

/**
 * The strategy's steps said in a row by the helper: "First, … Next, … And last, …" (one quotation).
 * A step's own quotation ("Say “Done!” after each one") is a quotation inside the helper's, so it
 * takes single marks: ‘Done!’ — and the word after it stays lower-case (a double closing mark after
 * "!" reads as the end of a sentence to the renderer, which would print "Done!” After each one").
 */
export function stepsSaid(steps: string[], style: "first" | "step" | "count" = "first"): string {
  // Three ways to say them ("First, … Next, …", "Step one, …", "One, …"), so the tellings of the plan don't all share them.
  const numbers = ["one", "two", "three", "four", "five"];
  // A step that starts with a number ("Three hand squeezes…") is never counted ("One, three hand squeezes").
  if (style !== "first" && steps.some((s) => /^(one|two|three|four|five|six|ten)\b/i.test(s))) style = "first";
  const lead =
    style === "step"
      ? steps.map((_, i) => `Step ${numbers[i]}`)
      : style === "count"
        ? steps.map((_, i) => numbers[i].charAt(0).toUpperCase() + numbers[i].slice(1))
        : steps.length === 2
          ? ["First", "Then"]
          : ["First", ...Array(Math.max(0, steps.length - 2)).fill("Next"), "And last"];
  const said = steps.map((s, i) => {
    const inner = s.replace(/[“"]([^“”"]*)[”"]/g, "‘$1’");
    const body = /^[A-Z][a-z]/.test(inner) && !/^(I|I'm|I'll)\b/.test(inner) ? inner.charAt(0).toLowerCase() + inner.slice(1) : inner;
    return `${lead[i]}, ${body}${/[.!?][”"’]?$/.test(body) ? "" : "."}`;
  });
  return `"${said.join(" ")}"`;
}

/** How many story shapes "write another" cycles through (four stories in a row are all different). */
export const SHAPES = 4;

/**
 * The story's shape number, 0 to SHAPES - 1: the one after the last story of this episode for this
 * child (its id in `recent`, most recent first, ends in "-v<shape>"), else drawn from the seed. The
 * same seed and history always give the same number.
 */
export function shapeNumber(episodeId: string, seed: number, recent: readonly string[]): number {
  const last = recent
    .map((id) => (id.startsWith(`${episodeId}-v`) && /^\d+$/.test(id.slice(episodeId.length + 2)) ? Number(id.slice(episodeId.length + 2)) : undefined))
    .find((n) => n !== undefined);
  return last !== undefined ? (last + 1) % SHAPES : Math.abs(Math.trunc(seed)) % SHAPES;
}

/**
 * Which telling of each episode scene a shape takes (the frame's own, or an alternate). Three ways
 * of splitting four shapes in two — by the low bit, the high bit, and both — two scenes each: any two
 * of four shapes in a row differ in four of the six scenes (and the ending, by its own choice).
 */
const SPLIT: Record<"opening" | "problem" | "feeling" | "stumble" | "success" | "echo" | "ending", (shape: number) => number> = {
  opening: (m) => m & 1,
  stumble: (m) => m & 1,
  problem: (m) => (m >> 1) & 1,
  success: (m) => (m >> 1) & 1,
  feeling: (m) => (m & 1) ^ ((m >> 1) & 1),
  echo: (m) => (m & 1) ^ ((m >> 1) & 1),
  ending: (m) => m & 1,
};

/** The episode's scenes for a shape: each scene's own telling or one of its alternates. */
/** The scenes of one telling chosen together (FrameEpisode.coupled): the opening's things, lost, knocked or taken in the others. */
const COUPLED = ["opening", "problem", "stumble", "success"] as const;

export function shapeOf(ep: FrameEpisode, shape: number, away: boolean | "seated" = false, lively = false): FrameEpisode["scenes"] {
  const out = { ...ep.scenes };
  if (ep.coupled) {
    // One telling for the opening, the problem and the success (the portable one away from home).
    const tellings = [ep.scenes, ...(ep.alternates ?? [])];
    // Strapped in a car, only the tellings where nobody runs off with the toy (coupled.seated).
    const portable = away === "seated" && ep.coupled.seated ? ep.coupled.seated : ep.coupled.portable;
    // Away from home the portable tellings (the same toy) mix, scene by scene, so four stories in a row differ.
    const at = (key: (typeof COUPLED)[number]) => (away ? portable[SPLIT[key](shape) % portable.length] : shape % tellings.length);
    for (const key of COUPLED) out[key] = tellings[at(key)][key] ?? tellings[portable[0]][key] ?? ep.scenes[key];
  }
  for (const key of Object.keys(SPLIT) as Array<keyof typeof SPLIT>) {
    if (ep.coupled && (COUPLED as readonly string[]).includes(key)) continue;
    const base = ep.scenes[key];
    if (!base) continue; // the shared ending: chosen in index.ts
    const own = (ep.alternates ?? []).map((a) => a[key]).filter((t): t is SceneSpec => !!t);
    const sharable = key in SHARED_ALTERNATES && !ep.ownOnly?.includes(key as "feeling");
    // A lively child's shared feeling and stumble are the lively ones (never tears); the echo is everyone's.
    const livelyKey = lively && (key === "feeling" || key === "stumble");
    const shared = own.length === 0 && sharable && !livelyKey ? [SHARED_ALTERNATES[key as keyof typeof SHARED_ALTERNATES]] : [];
    const more = !sharable ? [] : livelyKey ? LIVELY_ALTERNATES[key] : SHARED_MORE[key as keyof typeof SHARED_MORE];
    const tellings = [base, ...own, ...shared, ...more];
    // Four tellings or more: each of four shapes in a row has its own; else split by the shape's bits.
    if (tellings.length >= SHAPES) out[key] = tellings[shape % tellings.length];
    else if (tellings.length > 1) out[key] = tellings[SPLIT[key](shape) % tellings.length];
  }
  // An echo that opens "The next day" is the day after the success (a shared echo's day 1 after a day-2
  // success read "Next day" on the success's own day, and the ending's "What a day" came before it).
  const successDay = out.success.day ?? 0;
  if ((out.echo.day ?? 0) <= successDay && /^(?:The next|Next) (?:day|morning)\b/.test(out.echo.text["4-5"])) out.echo = { ...out.echo, day: successDay + 1 };
  return out;
}

/**
 * Other tellings of the feeling, the stumble and the echo that fit every frame (the feeling named,
 * the plan tried and muddled by the feeling, the child teaching the plan to a soft toy), used as an
 * episode's alternate where the frame has none of its own (shapeOf).
 */
export const SHARED_ALTERNATES: Pick<FrameEpisode["scenes"], "feeling" | "stumble" | "echo"> = {
  feeling: {
    text: band(
      "{C} felt {feeling}. Sad and cross, all at once! {C's} tummy went tight. {C's} cheeks went hot. It was too hard! {C} hid {their} face. {G} sat down close by. {G} waited.",
      '{C} felt {feeling}, head to toes. And sad, too. {C\'s} tummy went tight. {their} cheeks went hot. "It\'s {moment} again," {C} thought. "Why is it always so hard?" {G} sat down close by. Not cross. Just there. {C} peeked out from behind {their} hands.',
      "{C} felt {feeling}. It filled the room. Underneath, {C} {was} upset too. {C} hadn't wanted any of it. It was {moment}, and it just kept happening. Then everyone looked. {C} felt very small. And very tired. {C} pressed {their} hands over {their} face. If only the day could start again. {G} sat down nearby, saying nothing yet. That helped a little.",
      "{C} felt {feeling}. Then upset about feeling {feeling}. A very tiring combination. {C} always meant it to go well. Then it was {moment}, and something came loose. Every single time, the same thing happened. Meaning well, doing badly. {C} stared at the floor. Lecture incoming. It didn't come. {G} just sat nearby, waiting too.",
    ),
  },
  stumble: {
    // "Another day": the stumble is on a later day than the problem (plan.ts keeps time moving forward).
    day: 1,
    text: band(
      'Another day, it happened again: {moment}. {C} tried {strategy}. Oops! {C} forgot a bit. The big feeling came back. {C} felt sad and cross. {C} cried a little. {G} gave {Cobj} a hug. "Try again next time," said {G}. {C} sniffed. Okay.',
      'Another day, it was {moment} again. {C} remembered {strategy} and got the first part right. Then the {feeling} feeling rushed back. The rest of {strategy} fell right out of {their} head. {C} felt cross and sad. Afterwards, {G} gave {Cobj} a hug. "You remembered the start," {G} said. "That\'s a real beginning. We\'ll try again."',
      'Another day, it was {moment} again, sooner than {C} would have liked. {C} started {strategy}, and the first step went fine. Then the {feeling} feeling surged up. {C} forgot what came next. It went wrong, almost like before. {C} felt upset. "Hey," said {G} afterwards. "You started {strategy} in the middle of a big feeling. Last time, you didn\'t get that far. That counts."',
      'Another day, it was {moment} again, right on schedule. {C} started {strategy}, and the first step went perfectly. Then the {feeling} feeling came. The rest of {strategy} simply evaporated. It went wrong. Less wrong than before, but wrong. {C} {was} upset with {themself}. "Plans take practice," said {G} afterwards, calmly. "You got further than last time. A bit further each time. That\'s how it works." {C} {wasn\'t} ready to agree. Or to disagree, either.',
    ),
  },
  echo: {
    day: 1,
    place: "living room",
    text: band(
      'The next day, {C} played pretend. Oh no! {theCuddly} felt {feeling}. "I can help," said {C}. So, right there at {home}, {C} showed {theCuddly} {strategy}. Step, step, step! {theCuddly} did it too. Big hug for {theCuddly}! Good job!',
      'Next day, at {home}, {C} taught {theCuddly} {strategy}. {theCuddly} felt {feeling}. Just like {C} used to! "Don\'t worry," said {C}. Teacher voice. "I\'ll show you." Every step, slowly and kindly. {theCuddly} tried every step. "Well done!" said {C}. {G}, listening from the doorway, smiled.',
      'Next day, at {home}, it was {moment} again, only pretend this time. {theCuddly} needed help. "You might feel {feeling}," {C} warned. "That\'s allowed. Here\'s what you do." {C} explained {strategy}, step by step, exactly the way {H} had. {theCuddly} tried hard. Gold star for {theCuddly}! {G} caught the end, from the doorway. {G} pretended to be busy.',
      'Next day, at {home}: a training session on {moment}. The trainee: {theCuddly}. The trainee was not a quick learner. {C} {was} patient anyway. {C} explained {strategy}, did a demonstration, then made {theCuddly} try it twice. "You\'ll get it," {C} said. "It took me a few goes too." {G} overheard this from the hall. True, thought {G}, and said nothing.',
    ),
  },
};

/**
 * Two more tellings each of the feeling, the stumble and the echo, for every frame (issue 22, item 4:
 * "write another" four times gives four different ones): the feeling as a storm cloud and as curling
 * up small; the stumble as the feeling getting there first and as a muddle halfway; the echo as a
 * poster of the plan and as teaching it to a friend. Used with the frame's own (shapeOf).
 */
export const SHARED_MORE: Record<"feeling" | "stumble" | "echo", SceneSpec[]> = {
  feeling: [
    {
      text: band(
        '{C} felt {feeling}. So sad! Stomp, stomp! Sniff, sniff. {G} knelt down low. "Big feeling?" {C} nodded. {G} held out a hand. Squeeze, squeeze. A little better.',
        '{C} felt {feeling}, like a storm cloud over {moment}. Sad and cross. {C} kicked at the floor. {G} knelt down, nice and low. "Big feeling?" {G} asked. {C} nodded hard. "I didn\'t want that," {C} whispered. {G} held out a hand. {C} took it.',
        '{C} felt {feeling}, and sad. It was {moment}, and it had gone wrong again. {C} stomped off. {C} sat facing the wall. That was the important part. {G} didn\'t follow straight away. {G} sat down too. Not too close. "Rough one?" {G} asked. {C} shrugged. The shrug meant yes. Somehow, not being lectured helped.',
        '{C} felt {feeling}. Also sad and embarrassed, which was worse. It was {moment}, with the same old ending. {C} retreated to the far corner. Dignity required a far corner. {G} let a minute pass. Then {G} sat down nearby. "Rough one?" "Understatement," said {C}. {G} nodded. No lecture. Just company. It helped more than {C} would admit.',
      ),
    },
    {
      text: band(
        '{C} felt {feeling}. And sad, too! Hot face. Wet eyes. {C} hugged {their} knees. {G} came and sat close. Pat, pat. "I\'m here," said {G}.',
        '{C} felt {feeling}, and sad. {C\'s} face went hot. {C\'s} eyes went wet. {C} curled up small. It was {moment}, and it had all gone wrong. {G} came and sat close. "I\'m here," {G} said. "We can fix this later."',
        "{C} felt {feeling}, and sad. It was {moment}, and it had all gone wrong. Again. {C} curled up small on the floor. {C's} face felt hot. Tears were coming. {G} came and sat close. No questions yet. \"I'm here,\" {G} said. \"When you're ready.\" {C} {wasn't} ready. But it was nice to know.",
        '{C} felt {feeling}, and sad. It was {moment}, and it had gone wrong in the usual way. {C} curled up on the floor. The floor asked no questions. {G} came and sat close. Also no questions. "I\'m here," {G} said. "Whenever you want." {C} didn\'t want, yet. But {C} noticed {G} was staying. That counted for something.',
      ),
    },
  ],
  stumble: [
    {
      day: 1,
      text: band(
        'Next day, it was {moment} again. Oh no! The big feeling came. {C} forgot the trick. {G} whispered, "{strategy}?" {C} tried one bit. Just one. "Good start," said {G}.',
        'The next day, it was {moment} again. Up came the {feeling} feeling, and {strategy} went right out of {C\'s} head. {G} whispered one word of it. {C} remembered one step. Not the rest. "One step is a start," said {G}. {C} sighed. Tomorrow, maybe two.',
        'The next day, it was {moment} again. {C} meant to use {strategy}. Really meant to. The {feeling} feeling got there first. {C} did one step. Then {C} did the old thing anyway. Afterwards, {G} didn\'t sigh. "One step, mid-muddle," {G} said. "Last time, none."',
        'The next day, it was {moment} again. {C} had {strategy} ready. In theory. The {feeling} feeling got there first. {C} managed one step. Then the old habit took the wheel. Afterwards, {G} was annoyingly calm. "One step, mid-storm," {G} said. "That\'s new." {C} wanted to argue. {C} couldn\'t, which was irritating.',
      ),
    },
    {
      day: 1,
      text: band(
        "Next day, it was {moment} again. {C} started {strategy}. Then, uh-oh! {C} got muddled. Which part next? {C} looked at {G}. {G} did the next part too. Together! Almost.",
        "The next day, it was {moment} again, and {C} started {strategy}. Halfway through, {C} got muddled. Which part came next? {C} froze and looked at {G}. {G} did the next part too. It didn't all go right. But it went a little bit better.",
        "The next day, it was {moment} again, and {C} started {strategy} bravely. Halfway through, {C's} brain went blank. Which step was next? {C} stood there, stuck. {G} quietly did the next step. {C} copied. It wasn't smooth. But it wasn't the old disaster either.",
        "The next day, it was {moment} again, and {C} launched into {strategy} with confidence. Halfway through, the confidence left. Which step came next? Nobody knew, least of all {Cobj}. {G} did the next step, casually. {C} copied it. It was clunky. It was also noticeably better than before. Progress, apparently, looked clunky.",
      ),
    },
  ],
  echo: [
    {
      day: 1,
      place: "living room",
      text: band(
        'Next day, at {home}, {C} drew {strategy}. Big crayons! Red, blue, green. {G} stuck it on the wall. {C} pointed. "My trick!"',
        'The next day, at {home}, {C} drew {strategy}, one step in each box. {G} stuck it on the wall. "Is that so you remember?" asked {G}. "No," said {C}. "It\'s so you remember." They both laughed.',
        'The next day, at {home}, {C} made a poster of {strategy}. The drawings were mostly arrows. {G} stuck it on the wall. "For you or for me?" {G} asked. "Both," said {C}. "You forget things too." That was, {G} admitted, fair.',
        'The next day, at {home}, {C} designed a poster for {strategy}. Bold title. One box per step. A diagram that was mostly arrows. {G} was allowed to put it up. "In case you forget," {C} explained. "Me?" said {G}. "You," said {C}, kindly. "It happens to the best of us."',
      ),
    },
    {
      day: 1,
      place: "living room",
      text: band(
        'Next day, near {home}, {C} showed a friend {strategy}. Like this, like this! The friend tried it too. Giggle! "Good trick!" said the friend. {C} felt so big.',
        'The next day, near {home}, {C} showed a friend {strategy}. "This part first," said {C}. Teacher voice. The friend tried it, wobbly at first. "Good trick," said the friend. {C} grinned. Teaching it felt even better.',
        'The next day, near {home}, {C} explained {strategy} to a friend who had the same trouble. {C} went slowly, step by step. The friend tried it. It went a bit wrong. "That happens," said {C}. Being the one who knew felt strange. A good strange.',
        'The next day, near {home}, a friend admitted to the same trouble, and {C} explained {strategy}. Slowly. With examples. The friend got it half wrong. "Classic," said {C}. "I did that too." Being the expert was new. {C} decided it suited {Cobj}.',
      ),
    },
  ],
};

/**
 * A teacher's story (the grown-up is "Ms. Lee", "Mr. Ortiz", "Teacher Sam"): the echo and the ending
 * stay at school — the child is not put to bed by the teacher. Chosen in index.ts (teacherGrownUp).
 */
export const SCHOOL_ECHO: SceneSpec = {
  day: 1,
  time: "morning",
  place: "classroom",
  text: band(
    "The next day, {atP}, it was {moment} again. {C} stopped. {C} remembered {strategy}. Step, step, step! {G} saw it all. {G} gave a big thumbs up. {C} gave one back. {refrain}",
    'The next day, {atP}, it was {moment} again. This time {C} didn\'t need a reminder. {C} used {strategy}, every step, and then showed a friend how {strategy} goes. "You can do it too," {C} said. {G} saw from across the room. A secret thumbs up! {C} gave one back.',
    "The next day, {atP}, it was {moment} again, and {C} got there before anyone had to say a word. {C} used {strategy}, quietly, start to finish. A friend asked what {C} {was} doing. So {C} explained {strategy}, step by step, the way {H} had. {G} caught {C's} eye across the room and nodded. {C} tried not to look too pleased, and failed.",
    'The next day, {atP}, it was {moment} again. {C} ran {strategy} without being asked, so smoothly that nobody noticed anything had happened. That was the point. Except {G}, who noticed everything. At snack time, {G} leaned over. "I saw {strategy} this morning," {G} said quietly. {C} shrugged, as if it were nothing. It wasn\'t nothing, and they both knew it.',
  ),
};

export const SCHOOL_ENDING: SceneSpec = {
  time: "afternoon",
  place: "classroom",
  text: band(
    'Then it was home time. {C} put on {their} coat. {G} waved. "Bye, {name}! You did {strategy} today!" {C} waved back. {refrain} What a day! Off to {home}. See you tomorrow, {name}.',
    'At the end of the day, it was home time {atP}. {G} helped {name} with {their} coat. "I saw you use {strategy} today," {G} said. "I\'m proud of you." {C} smiled all the way to the door. Tomorrow might bring {moment} again, and that was okay. {name} knew what to do now. Then it was off to {home}.',
    'At the end of the day, it was time to pack up {atP}. {G} stopped by {name\'s} cubby. "Big day," {G} said. "You used {strategy} when it counted." {C} nodded. It had been a big day, with a hard part and a good part. {C} zipped up {their} bag for the trip back to {home}, calm and proud. {strategy} would be there tomorrow, ready whenever it was {moment} again.',
    'At home time, {G} caught {name} at the door. "Best bit and worst bit of today?" {C} thought about it. "Same bit," {C} said. "It was {moment}. The worst bit was feeling {feeling}. The best bit was {strategy}." {G} laughed. "That\'s a very wise answer." {C} set off for {home}, feeling lighter than {they} had that morning.',
  ),
};

/** A grown-up named as a teacher or coach ("Ms. Lee", "Mr Ortiz", "Teacher Sam", "Coach Dee"). */
export const TEACHER_NAME = /^(ms|mrs|mr|miss|mx|mme|teacher|coach)\b\.?\s+\S/i;

/**
 * A lively child (giggly, excited, wiggly: the parent said "laughs", "thinks it's funny", or the frame's
 * own feeling is a fizz) is never told as a sad one: no tears, no "I hate feeling excited", no wiped
 * eyes. These stand in for the shared feeling, stumble and helper tellings (shapeOf, index.ts).
 */
export const LIVELY_FEELINGS = ["giggly", "giggly and wiggly", "excited", "wiggly", "restless", "silly", "fizzy"];

export const LIVELY_ALTERNATES: Record<"feeling" | "stumble", SceneSpec[]> = {
  feeling: [
    {
      text: band(
        "{C} felt {feeling}. Giggle, giggle! It was a fun game! But {G} was not laughing. Oh. The giggles stopped. {G} sat down close. {G} waited.",
        '{C} still felt {feeling}, fizzy all over, as if the whole thing had been a great game. Then {C} saw {G\'s} face. {G} wasn\'t laughing. The giggles went quiet. "It\'s {moment} again," {C} thought. "Why does it always turn into a game?" {G} sat down close by. Not cross. Just there.',
        "{C} felt {feeling}, the fizzy kind that makes everything funny. It had been the best game. But {G} wasn't playing, and the giggles slowly ran out. It was {moment}, and it had gone the silly way again. {C} didn't feel bad, exactly. Just a bit wobbly. {G} sat down nearby, saying nothing yet. That helped.",
        "{C} felt {feeling}, the kind of fizzy where everything is suddenly hilarious. It had been, objectively, a great game. The trouble was that {G} hadn't been playing it. {C} noticed {G's} face, and the laughter ran out like a bath draining. It was {moment}, and it had turned silly again. {G} sat down nearby. No lecture. Just waiting.",
      ),
    },
    {
      text: band(
        '{C} felt {feeling}. Wiggle, wiggle! Giggle! {G} knelt down low. "Big silly feeling?" {C} nodded. {G} held out a hand. Squeeze. Calm, calm.',
        '{C} felt {feeling}, like fizzy lemonade shaken up. It was {moment}, and the giggles had won again. {G} knelt down, nice and low. "Big silly feeling?" {G} asked. {C} nodded, still half giggling. {G} held out a hand. {C} took it, and the fizz went down a little.',
        '{C} felt {feeling}, bubbling over like shaken lemonade. It was {moment}, and the silliness had taken charge again. {G} knelt down. "Fizzy?" {G} asked. {C} nodded and giggled, then stopped. It wasn\'t that funny, really. Not for {G}. {G} held out a hand, and {C} took it.',
        '{C} felt {feeling}, the shaken-lemonade kind, all bubbles and no lid. It was {moment}, and silliness had won again, by a mile. {G} knelt down. "Fizzy?" "Very," said {C}, and laughed, and then didn\'t. It was funnier from the inside. {G} held out a hand. {C} took it. The bubbles settled, slowly.',
      ),
    },
  ],
  stumble: [
    {
      day: 1,
      text: band(
        'Another day, it was {moment} again. {C} tried {strategy}. Oops! The giggles came. {C} forgot a bit. Giggle! {G} smiled. "Nearly! Try again next time." Okay!',
        'Another day, it was {moment} again. {C} remembered {strategy} and got the first part right. Then the {feeling} feeling bubbled up, and the rest fell right out of {their} head in a fit of giggles. "You remembered the start," said {G}. "That\'s a real beginning. We\'ll try again."',
        'Another day, it was {moment} again. {C} started {strategy}, and the first step went fine. Then the {feeling} feeling fizzed up, everything got funny, and the plan went out of the window. "Hey," said {G} afterwards. "You started {strategy} in the middle of the giggles. Last time, you didn\'t get that far. That counts."',
        'Another day, it was {moment} again, right on schedule. {C} started {strategy}, and the first step went perfectly. Then the {feeling} feeling came. Suddenly everything was hilarious, including the plan. It went wrong. Less wrong than before, but wrong. "Plans take practice," said {G} afterwards, calmly. "You got further than last time." {C} tried to look serious. It mostly worked.',
      ),
    },
    {
      day: 1,
      text: band(
        'Next day, it was {moment} again. Giggle! The silly feeling came. {C} forgot the trick. {G} whispered, "{strategy}?" {C} did one bit. Just one. "Good start," said {G}.',
        'The next day, it was {moment} again. Up came the {feeling} feeling, and {strategy} went right out of {C\'s} head. {G} whispered one word of it. {C} remembered one step, then got the giggles. "One step is a start," said {G}. Tomorrow, maybe two.',
        'The next day, it was {moment} again. {C} meant to use {strategy}. Really meant to. But the {feeling} feeling got there first, and the giggles won. {C} did one step. Then the old game anyway. Afterwards, {G} didn\'t sigh. "One step, mid-giggle," {G} said. "Last time, none."',
        'The next day, it was {moment} again. {C} had {strategy} ready. In theory. The {feeling} feeling got there first, and with it the giggles. {C} managed one step. Then the old game took the wheel. Afterwards, {G} was annoyingly calm. "One step, mid-giggle," {G} said. "That\'s new." {C} wanted to argue. {C} couldn\'t, which was irritating.',
      ),
    },
  ],
};

export const LIVELY_HELPERS: SceneSpec[] = [
  {
    text: band(
      'Then {Hintro}, came by with a trick called {strategy}. {H} looked at {name}. "Ooh," said {H}. "You feel {feeling}!" {C} giggled and nodded. "Giggles are fun," said {H}. "But {G} was not laughing. I have a good idea. Want to try it with me?" {C} nodded. Okay!',
      '{Hintro}, came and sat nearby, with a trick called {strategy}. "That was a big game, {name}," said {H}. "Are you feeling {feeling}?" {C} nodded, still a bit giggly. "Fun feelings are good feelings," said {H}. "But it\'s {moment}, and {G} wasn\'t playing. Nobody is cross with you. I know an idea that keeps the fun and stops the trouble. Want to hear it?" {C} nodded.',
      'Then {Hintro}, sat down with a trick called {strategy}. "Quite a game," {hs} said. {C} grinned, then stopped. "It\'s {moment}," {C} said. "I get {feeling}, and then everything\'s funny, and I can\'t stop." {H} nodded. "Feeling {feeling} isn\'t wrong," {hs} said. "It just needs somewhere better to go. Fizzy feelings are good at games and bad at waiting, so the trick is to give the fizz a job." {C} thought about that. "What kind of job?" "A small one," said {H}. "Want a plan for next time? It\'s short, and it works best when you\'re {feeling}."',
      'Then {Hintro}, turned up with a plan: {strategy}. "That looked like fun," said {H}. "For about half of the people involved." {C} winced. "It\'s {moment}," {C} said. "I get {feeling}, it turns into a game, and then nobody else is laughing." "So it\'s a loop," said {H}. "A fun one, for you, and a worrying one for {G}. Loops can be broken, though. You don\'t have to stop being the fun one. We keep the fun and lose the trouble. I know a way in, and it\'s shorter than you\'d think." {C} considered this for a long moment, in the way of someone who suspects a trick. "Fine," {C} said at last. "One idea. A short one."',
    ),
  },
  {
    text: band(
      'Along came {Hintro}, carrying a plan called {strategy}. "Hello, {name}!" said {H}. "You look {feeling}!" {C} wiggled. Wiggle, wiggle! {H} laughed a kind laugh. "I know a game for {moment}," said {H}. "It is easy. Want to see?" {C} nodded. A game! Yes, please.',
      'Along came {Hintro}, carrying a plan called {strategy}. "Hello," {hs} said. "I think somebody is feeling {feeling}." {C} grinned. "It\'s {moment}," {C} said. "The silly way is more fun." "Fun is allowed," said {H}. "And guess what? I know a way for {moment} that\'s fun and works. Shall I show you?" {C} bounced. "Okay!"',
      'Along came {Hintro}, carrying a plan called {strategy}. {H} sat down. "Lots of energy today," {H} said. {C} nodded. "It\'s {moment}," {C} said. "I get {feeling}, and it all turns into a game." "That happens," said {H}. "Energy isn\'t the problem. It\'s one of the best things about you. It just needs a better job when it\'s {moment}, a job that keeps everyone happy, {G} included. I\'ve got one. Want it?" {C} nodded, bouncing a little, then tried to keep still to listen. It was not easy.',
      'Along came {Hintro}, an expert in {strategy}. One look, and {hs} said, "Ah. Too much fizz." {C} half laughed. "It\'s {moment}," {C} said. "I get {feeling}, I do the silly thing, and then everyone\'s annoyed except me." "Especially {G}, I\'d guess," said {H}. {C} nodded. "Well," said {H}, "I\'ve got a plan. It keeps the fun and loses the trouble." {C} sat up a bit. "That\'s a good sales pitch." "I\'m a good salesperson," said {H}. "Also, it\'s true. The fizz is fine. It just needs a better place to go than {moment}." {C} had to admit that was a fair point, and fair points were hard to argue with.',
    ),
  },
];
