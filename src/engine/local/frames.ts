/**
 * The story's frame: the beats every story shares, phrased for two registers
 * ("little" = ages 2-5: short sentences; "big" = ages 6-10: longer, richer sentences).
 * Unit prefixes: "?" optional, "+" optional for ages 6-10 only, "^" required for ages 2-3 only.
 * Whole-unit tokens: @img (a theme image), @night (a calm night image), @trait (a helper trait),
 * @refrain (the strategy's refrain), @body (a body cue for the feeling), @worked (the strategy worked).
 */

export type Register = "little" | "big";
type Variants = string[][];

export const OPENING: Record<Register, Variants> = {
  little: [
    ["Once upon a time, there was a child named {name}.", "{name} lived in {home}.", "@img", "?{name} loved to run and jump and laugh.", "?{name}'s favorite toy was {aToy}.", "?Every day, {name} played in {play}.", "?@img"],
    ["In {home}, there lived a little one named {name}.", "@img", "{name} had bright eyes and a big smile.", "?{name} liked to splash, to dig, and to sing.", "?{name} always carried {aToy}.", "?@img"],
    ["{name} lived in {home}.", "Close by was {play}.", "@img", "?{name} loved it there.", "?Every day was full of little adventures.", "?{name}'s favorite toy was {aToy}.", "?@img"],
    ["Have you ever met {name}?", "{name} lived in {home}, close to {play}.", "@img", "?{name} was curious about everything.", "?{name} liked to hum little songs.", "?Wherever {name} went, {aToy} went too."],
  ],
  big: [
    ["{name} lived in {home}, where every day seemed to hold a small adventure.", "@img", "@img", "?From the window, {name} could see {play}, which was {name}'s favorite place in the whole world.", "?{name} was curious, funny, and full of ideas, and hardly ever went anywhere without {aToy}.", "+Most days were good days, but lately one thing kept getting in the way."],
    ["If you had visited {home}, you would have met {name}.", "?{name} was the kind of kid who noticed everything: the shape of clouds, the sound of footsteps, the smell of rain.", "@img", "@img", "?Just down the path was {play}, where {name} spent as many hours as possible.", "+But not every day went smoothly, and this story is about one of the tricky ones."],
    ["This is a story about {name}, who lived in {home}.", "@img", "?{name} had a big imagination and an even bigger heart.", "?Whenever there was free time, {name} headed straight for {play}.", "@img", "+{name} was good at lots of things, but one thing was still hard to get right."],
    ["Not far from {play}, in {home}, lived a kid named {name}.", "@img", "?{name} loved drawing maps, asking questions, and inventing games with {aToy}.", "@img", "?Everyone who knew {name} said the same thing: once {name} decided to do something, it got done.", "+And soon, {name} was going to prove it again."],
  ],
};

export const HELPER_PRESENT: Record<Register, Variants> = {
  little: [
    ["{name} often played with {Hintro}.", "@trait", "?{H} always knew what to do.", "?{name} liked {H} very much.", "?@trait"],
    ["Nearby lived {Hintro}.", "@trait", "?{H} was calm and kind.", "?When {name} needed help, {H} was there.", "?@trait"],
    ["Every day, {name} visited {Hintro}.", "@trait", "?{H} and {name} were the best of friends.", "?{name} loved {H}'s gentle voice.", "?@trait"],
    ["{name} spent lots of time with {Hintro}.", "@trait", "@trait", "?{H} was a very good helper."],
  ],
  big: [
    ["{name} spent lots of time with {Hintro}.", "@trait", "@trait", "?{H} had a way of making any problem feel a little smaller.", "+Whenever something went wrong, {name} knew that {H} would listen first and talk second."],
    ["Most afternoons, {name} could be found with {Hintro}.", "@trait", "@trait", "?The two of them could talk about anything, from clouds to beetles to big feelings.", "+{H} never laughed at a problem, however small, and never rushed a friend."],
    ["Nearby lived {Hintro}.", "@trait", "@trait", "?The two of them had been friends for as long as {name} could remember.", "+{H} liked to say that every problem has a door, and you just have to find the handle."],
    ["{name} had a wonderful helper: {Hintro}.", "@trait", "@trait", "?{H} was patient, clever, and always ready with an idea.", "+Best of all, {H} never made anyone feel small for needing help."],
  ],
};

export const HELPER_ARRIVES: Record<Register, Variants> = {
  little: [
    ["Just then, {HintroMid} {arrive}.", "@trait", "\"Hello, {name},\" {tag}."],
    ["Then {HintroMid} {arrive}.", "@trait", "?{H} could see that {name} was upset."],
    ["Along came {Hintro}.", "@trait", "?{H} settled close to {name}."],
    ["Soon {HintroMid} {arrive}.", "@trait", "?{H} came close and looked at {name} kindly."],
  ],
  big: [
    ["That was when {HintroMid} {arrive}.", "@trait", "@trait", "?{H} didn't rush in with advice, but settled nearby and waited."],
    ["Right at that moment, {HintroMid} {arrive}.", "@trait", "?{H} took one look at {name} and understood that something was wrong."],
    ["Luckily, {HintroMid} {arrive}.", "@trait", "@trait", "?{H} settled down close by, quiet and patient, until {name} was ready to talk."],
    ["Before long, {HintroMid} {arrive}.", "@trait", "?{H} had a gift for noticing when a friend needed company."],
  ],
};

/** When the helper was already there: noticing. */
export const NOTICE: Record<Register, Variants> = {
  little: [
    ["{H} saw everything.", "?{H} came close to {name}.", "?{H} listened with both ears."],
    ["{H} came over quietly.", "?{H} looked at {name} kindly.", "?{H} did not hurry."],
    ["{H} noticed right away.", "?{H} came close to {name}.", "?{H} spoke in a soft, soft voice."],
    ["{H} came near, slow and calm.", "?{H} waited until {name} looked up.", "?{H} held out a hand."],
  ],
  big: [
    ["{H} had seen the whole thing, and came over quietly.", "?There was no hurry in {H}'s face, only kindness.", "+Sometimes the kindest thing you can do is simply stay close, and {H} knew that."],
    ["{H} noticed, and came to stay beside {name} without a word.", "?For a moment they were just quiet together, which helped a little.", "+{H} did not scold or lecture, not even a little."],
    ["{H} saw what had happened and came over, calm and unhurried.", "?{H} waited until {name} was ready to listen.", "+{name} could tell that {H} was not cross, only caring."],
    ["It didn't take long for {H} to notice.", "?{H} settled close by, close enough to help but not so close as to crowd.", "+The world seemed to slow down a little once {H} was there."],
  ],
};

export const FEELING: Record<Register, Variants> = {
  little: [
    ["@body", "{name} felt {feel}.", "?{name} felt {feel}, {feel}, {feel}.", "?{name} wanted to hide."],
    ["@body", "?@body", "{name} felt so {feel}.", "?Oh dear."],
    ["{name} felt {feel}.", "@body", "?It was a very big feeling.", "?Poor {name}."],
    ["@body", "The {feel} feeling grew and grew.", "?{name} did not like it one bit.", "?{name} scrunched up small."],
  ],
  big: [
    ["@body", "{name} felt {feel}, and the feeling was much too big to hold inside.", "+{name} didn't like feeling this way, and didn't know how to make it stop.", "+{name} wished the whole day could start again from the beginning."],
    ["@body", "?@body", "{name} felt {feel}, the kind of {feel} that fills you up from your toes to the top of your head.", "+It was hard to think clearly with a feeling that size.", "+It is hard to be kind, or patient, or clever, when a feeling that big is in charge."],
    ["{name} felt {feel}.", "@body", "?Part of {name} wanted to make the feeling go away, and part of {name} just wanted someone to understand.", "+Big feelings can be like that: loud, and confusing, and tiring.", "+{name} stood very still, not sure what to do next."],
    ["@body", "The word for it was {feel}, although {name} couldn't have said so right then.", "?It felt like a storm cloud sitting right on top of the day.", "+Nobody likes that feeling, and {name} certainly didn't."],
  ],
};

export const TEACH_INTRO: Record<Register, Variants> = {
  little: [
    ["{H} had an idea.", "?\"Would you like to learn a trick?\" asked {H}.", "?{name} nodded.", "?{H}'s eyes twinkled."],
    ["\"I know something that can help,\" {tag}.", "?{name} looked up and listened.", "?{name} wiggled closer."],
    ["{H} smiled a kind smile.", "?\"I can show you a way,\" {tag}.", "?\"Ready?\" asked {H}."],
    ["\"I have a plan,\" {tag}.", "?{name} looked up.", "?{name} listened very carefully."],
  ],
  big: [
    ["{H} thought for a moment, and then smiled.", "?\"Can I show you something that helps me?\" {tag}.", "?{name} shrugged, but leaned in to listen.", "+{name} had heard lots of advice before, but this sounded different: it sounded like something you could actually do."],
    ["\"I know something that might help,\" {tag}.", "?\"It's simple, but it takes a little practice.\"", "+{name} wasn't sure, but was curious enough to listen.", "+{H} spoke slowly, as if every word was worth taking time over."],
    ["\"Would you like to hear about a plan?\" {tag}.", "?{name} gave a small nod.", "+It felt good to think that there might be a plan.", "+There was something about the way {H} said it that made it seem possible."],
    ["{H} had an idea, the kind of idea that is small on the outside and big on the inside.", "?\"Let me show you,\" {tag}.", "+{name} sat up a little straighter."],
  ],
};

export const AFTER_FAIL: Record<Register, Variants> = {
  little: [
    ["That was okay.", "?Trying is how we learn.", "\"Let's try again,\" {tag}.", "?{H} was not cross at all."],
    ["\"It's okay,\" {tag}.", "?\"New things take practice.\"", "?{name} took a big breath.", "?Everyone needs practice."],
    ["{H} gave a gentle smile.", "\"Practice helps. Let's try once more,\" {tag}.", "?{name} wiggled and got ready."],
    ["\"That was a good try,\" {tag}.", "?\"Let's do it again, slowly.\"", "?{H} gave a thumbs up."],
  ],
  big: [
    ["{name} felt disappointed, but {H} didn't seem worried at all.", "\"New tricks take practice,\" {tag}. \"Nobody gets it right the very first time.\"", "+{name} thought about it, and realized that one wobbly try was not the end of anything."],
    ["For a moment, {name} wanted to give up.", "\"That's okay,\" {tag}. \"Trying and missing is part of learning.\"", "?So {name} decided to try once more.", "+{H} reminded {name} that even the best skaters fall down while they are learning."],
    ["\"That didn't work,\" {name} said with a frown.", "\"Not yet,\" {tag}. \"Not yet is different from never.\"", "+So {name} took a breath and decided to give it one more go."],
    ["{name} sighed a long sigh.", "{H} just nodded calmly, as if this was exactly what was supposed to happen.", "?\"Every skill starts wobbly,\" {tag}.", "+It helped to know that nobody was keeping score."],
  ],
};

export const PRAISE: Record<Register, Variants> = {
  little: [
    ["\"{name}, you did it!\" {tag}.", "\"You {praise}.\"", "@worked", "{name} smiled a great big smile.", "?{name} felt proud and strong.", "?{H} gave {name} a big hug.", "?\"You tried again. That was brave.\""],
    ["\"Well done, {name},\" {tag}.", "\"You {praise}. I'm proud of you.\"", "@worked", "?{name} felt warm inside, like sunshine.", "?{H} gave {name} a big hug.", "?{name} did a little happy dance."],
    ["{H} clapped and cheered.", "\"You {praise}!\"", "@worked", "{name} stood up tall and proud.", "?{H} gave {name} a big hug.", "?Everyone was smiling now."],
    ["\"Look at you, {name}!\" {tag}.", "\"You {praise}.\"", "@worked", "?{name} giggled and did a happy wiggle.", "?{name} beamed."],
  ],
  big: [
    ["\"You did it, {name},\" {tag}. \"You {praise}, even though it was hard.\"", "@worked", "{name} felt a warm, proud glow spreading from head to toe.", "+It hadn't been easy, and that made it feel even better.", "+{name} would remember that moment for a long time."],
    ["{H} beamed.", "\"I noticed how you {praise}. That took real courage.\"", "@worked", "?{name} felt taller somehow, and lighter.", "+Getting it right after getting it wrong felt completely different from getting it right straight away.", "+Even the air seemed to feel lighter."],
    ["\"That,\" {tag}, \"was brilliant. You {praise}.\"", "@worked", "?{name} grinned so widely that it almost hurt.", "+The tricky moment hadn't disappeared, but {name} had found a way through it.", "+{H} looked just as happy as {name} felt."],
    ["\"How does it feel?\" asked {H}.", "\"Good,\" said {name}, surprised. \"Really good.\"", "\"You {praise}. You can feel proud.\"", "@worked", "+It was the best kind of proud: the kind you earn."],
  ],
};

export const WORKED = [
  "{Strat} really worked!",
  "And that is how {strat} helped {name}.",
  "It worked! {Strat} had helped.",
  "{name} had done it, with {strat}.",
];

export const ENDING: Record<Register, Variants> = {
  little: [
    ["{lesson}", "{name} gave {H} a big hug.", "?The sun shone warm on {place}.", "{name} smiled all the way home.", "?@img"],
    ["That day, {name} felt happy and strong.", "{lesson}", "?{H} waved goodbye.", "?{name} could not wait for tomorrow.", "?@img"],
    ["{lesson}", "@img", "{name} felt calm and proud.", "?And {name} knew {H} would always be nearby.", "?@img"],
    ["And so {name} went home with a happy heart.", "{lesson}", "?\"See you tomorrow, {H}!\" called {name}.", "?@img"],
  ],
  big: [
    ["{lesson}", "?Walking home past {play}, {name} noticed how the whole world seemed a little brighter.", "{name} smiled, thinking about all the other tricky things that might be easier now.", "+{H} had been right: hard things get easier with practice."],
    ["That evening, {name} thought back over the day.", "{lesson}", "?Some days would still be tricky, and that was okay.", "{name} had a plan now, and a friend like {H} to help."],
    ["{lesson}", "@img", "{name} felt ready for tomorrow, whatever it might bring.", "+And if things got hard again, {name} knew exactly what to try."],
    ["As the day drew to a close over {place}, {name} felt a quiet kind of pride.", "{lesson}", "?It had taken practice, a friend like {H}, and a lot of courage.", "+And {name} had all three."],
  ],
};

export const ENDING_SLEEPY: Record<Register, Variants> = {
  little: [
    ["{name}'s eyes grew heavy.", "@night", "{lesson}", "Goodnight, {name}. Sleep tight."],
    ["The room was quiet and cozy.", "@night", "{name} yawned a big, sleepy yawn.", "{lesson}", "Sweet dreams, {name}."],
    ["@night", "{name} snuggled down, warm and snug.", "{lesson}", "Soon {name} was fast asleep."],
    ["All was calm and still.", "@night", "{lesson}", "{name} drifted off to sleep, cozy and safe."],
  ],
  big: [
    ["Outside, {place} was settling down for the night.", "@night", "{lesson}", "{name} snuggled down, warm and calm, and drifted off to sleep."],
    ["The house was quiet now, wrapped in the soft hush of night.", "@night", "{lesson}", "With a slow, sleepy breath, {name} closed their eyes and rested."],
    ["@night", "{lesson}", "{name} listened to the quiet, feeling safe and cozy and ready for sleep.", "?Goodnight, {name}."],
    ["Night settled gently over {place}.", "@night", "{lesson}", "{name}'s breathing grew slow and deep, and soon {name} was dreaming peaceful dreams."],
  ],
};

/** Describing sentences that can lengthen a story without changing what happens. */
export const FILLER: Record<Register, string[]> = {
  little: ["@img", "@img"],
  big: [
    "@img",
    "+The afternoon light had turned soft and golden by then.",
    "+{name} noticed small things again: the breeze, the colors, the sounds nearby.",
    "+Somewhere close by, someone was laughing.",
  ],
};

/** A small everyday scene before the trouble starts: the setting comes alive. */
export const ACTIVITY: Record<Register, Variants> = {
  little: [
    ["One sunny day, {name} went to {out}.", "@img", "?{name} skipped along the path.", "?{name} hummed a happy song.", "?@img", "?{name} laughed and laughed."],
    ["That morning, {name} had a picnic at {out}.", "There were {snack} to eat.", "?Yum, yum, yum!", "@img", "?It was a lovely time."],
    ["One day, {name} played hide and seek near {out}.", "?{name} counted to ten with both eyes shut.", "?Ready or not, here I come!", "@img", "?{name} felt happy."],
    ["One afternoon, {name} went exploring by {out}.", "?{name} found a smooth, round stone.", "?{name} put it in a pocket to keep.", "@img", "?What a fun day!"],
  ],
  big: [
    ["On the day this story begins, {name} had spent the morning at {out}.", "@img", "?There had been {snack} for a snack, a game of tag, and a very interesting beetle.", "+It was the kind of morning that makes you think the whole day will be perfect.", "+{name} remembered thinking that nothing could spoil a day like this."],
    ["That day started like most days.", "?{name} ate breakfast, pulled on a favorite sweater, and headed out toward {out}.", "@img", "+{name} stopped to watch for a while, because some things are always worth stopping for.", "+For a while, everything was easy."],
    ["Earlier that day, {name} had gone on an adventure to {out}, collecting interesting things.", "?There was a feather, a shiny pebble, and a leaf shaped almost exactly like a heart.", "@img", "+{name} lined them up in a row and gave each one a name.", "+{name} was in a cheerful, chatty mood."],
    ["The day had begun with {snack} and a long walk to {out}.", "@img", "?{name} chatted the whole way, about clouds and questions and plans.", "+It was a good day, mostly, until one particular moment.", "+Time seemed to fly by."],
  ],
};

/** The helper shares that they have felt this way too. */
export const HELPER_STORY: Record<Register, Variants> = {
  little: [
    ["\"When I was little, this was hard for me too,\" {tag}.", "?{name}'s eyes went wide.", "\"Really?\"", "\"Really,\" said {H}.", "?{name} leaned on {H}."],
    ["{H} told {name} a secret.", "\"I used to feel {feel} like that too.\"", "?{name} felt a little less alone.", "?It felt good to share."],
    ["\"Lots of friends feel this way,\" {tag}.", "\"You are not the only one.\"", "?{name} sniffed and nodded.", "?{name} felt a little better."],
    ["{H} gave {name} a gentle pat.", "\"I have felt {feel} too. Lots of times,\" {tag}.", "?That helped a little.", "?{H} smiled at {name}."],
  ],
  big: [
    ["\"Do you know,\" {tag}, \"when I was younger, I found this just as hard?\"", "?{name} looked up in surprise, because it was hard to imagine {H} ever finding anything hard.", "\"It's true. It took me a long time to find something that helped.\"", "+Somehow, knowing that made the problem feel a little less heavy.", "+{name} felt a tiny bit lighter already."],
    ["{H} was quiet for a moment, remembering something.", "\"I used to feel {feel} like that too,\" {tag}. \"More often than you'd think.\"", "+{name} tried to picture it, and almost smiled.", "+They sat together for a while, not saying anything, which was nice too."],
    ["\"You know, you're not the only one who finds this hard,\" {tag}.", "\"Lots of kids do, and lots of grown-ups too.\"", "?{name} hadn't thought of that before.", "+It was a strange kind of comfort, knowing other people had felt the same way.", "+{name} realized that talking about it was already helping."],
    ["{H} leaned closer and spoke softly.", "\"Feeling {feel} doesn't mean anything is wrong with you. It means you have feelings, like everybody else.\"", "?{name} let out a long breath.", "+Hearing that felt like putting down a heavy bag.", "+{H} always told the truth, so {name} knew this was real."],
  ],
};

/** Practising the strategy while calm, before the real test. */
export const PRACTICE: Record<Register, Variants> = {
  little: [
    ["They practiced together.", "?Once, twice, three times.", "{name} was getting good at it.", "?{H} nodded and smiled."],
    ["{name} tried {strat} with {H}, just for practice.", "?It felt a bit silly.", "?{name} giggled.", "It was fun to practice."],
    ["\"Let's practice,\" {tag}.", "{name} did it slowly, step by step.", "?{H} did it too.", "?They did it again, just for fun."],
    ["First, {H} showed how.", "Then {name} had a go.", "?Then they did it together.", "?It was like a little game."],
  ],
  big: [
    ["They practiced {strat} together a few times, right there, while everything was calm.", "?The first practice was clumsy, the second was better, and by the third {name} hardly had to think.", "+{H} explained that practicing when you feel calm is what makes it work when you don't."],
    ["{H} suggested a practice run, just pretend.", "?{name} felt a little silly, but went along with it, and by the end they were both laughing.", "+Practicing in pretend, it turned out, made the steps easier to remember."],
    ["{name} repeated the steps out loud, once, and then again.", "?{H} listened carefully and nodded at each one.", "+It was like learning the words to a new song: a bit wobbly at first, then smoother."],
    ["\"Let's try it together while it's quiet,\" {tag}.", "?So they did, step by step, until the plan felt familiar.", "+{name} tucked the plan away, ready for when it would be needed."],
  ],
};

/** The child passes the strategy on: the helper becomes the child. */
export const TEACH_OTHER: Record<Register, Variants> = {
  little: [
    ["Later, {peerShort} had a hard time too.", "{name} knew just what to do.", "\"I can show you {strat},\" said {name}.", "?And {name} did.", "?{name} felt proud and tall."],
    ["{name} even showed {cuddly} how to do it.", "?{cuddly} was a very good learner.", "?{name} giggled.", "?It was nice to help."],
    ["Soon, {name} was teaching {strat} to {peerShort}.", "?They did it together.", "{name} felt like a real helper.", "?{H} was very proud."],
    ["{name} told {peerShort} all about {strat}.", "?\"It really works,\" said {name}.", "?Helping felt good."],
  ],
  big: [
    ["A few days later, {name} noticed {peerShort} having a hard time with something very similar.", "{name} remembered exactly how that felt.", "\"Want me to show you something that helped me?\" asked {name}.", "+And just like {H} had done, {name} explained {strat}, step by step, patiently.", "+Being the one who knew how to help felt surprisingly good."],
    ["Before long, {name} had taught {strat} to {peerShort}.", "?{peerShort} wasn't sure at first, which made {name} smile, because that was exactly how it had started.", "+Teaching it made {name} understand it even better.", "+{H} heard about it later and smiled the widest smile."],
    ["{name} even drew a little poster about {strat}, with pictures for each step.", "?It went up on the wall at {home}, where everyone could see it.", "+Whenever anyone at home had a tricky moment, someone would point at the poster.", "+It is funny how teaching something makes it stick."],
    ["Later, {name} told {H} about using {strat} all alone.", "\"I'm not surprised,\" {tag}. \"You worked hard for that.\"", "?{name} grinned, feeling proud all the way down to the toes.", "+{name} felt like a real expert."],
  ],
};

/** Ages 6-10: the child thinks it over. */
export const REFLECT: Variants = [
  ["Later, {name} thought about how different the second try had felt from the first.", "?The feeling had been just as big, but this time {name} had known what to do with it.", "+It was like having a map in a place that used to feel like a maze."],
  ["{name} realized something important: the feeling itself hadn't been the problem.", "?Not knowing what to do with it had been the problem, and now there was a plan.", "+A plan, {name} decided, was a bit like a flashlight."],
  ["It was strange, {name} thought, how something so small could make such a big difference.", "?A few simple steps, practiced a few times, and the whole day had changed.", "+{name} wondered what else might get easier with a little practice."],
  ["{name} decided that this was worth remembering.", "?So {name} said the steps quietly one more time, just to be sure they would stay.", "+They did stay, right there, like a favorite song."],
];

/** Ages 4-5: a short look back after it worked. */
export const REFLECT_LITTLE: Variants = [
  ["{name} thought about the day.", "The first try was wobbly.", "The next try worked.", "?Practice really helps."],
  ["{name} felt different now.", "The big feeling had not won.", "?{name} had a plan."],
  ["\"I did it,\" {name} whispered.", "?{name} said it again, just to hear it.", "\"I really did it.\""],
  ["{name} had learned something new.", "?It would help again and again.", "{name} felt strong inside."],
];

/** Ages 2-5: telling somebody about it afterwards. */
export const TELLING: Variants = [
  ["That night, {name} told {cuddly} all about the day.", "?{name} told the tricky part.", "?{name} told the brave part.", "\"And then it worked,\" said {name}.", "?{cuddly} listened to every word."],
  ["At dinner, {name} told everyone about {strat}.", "?Everyone wanted to hear it.", "{name} showed them how it worked.", "?They all tried it too.", "?It was very funny to watch."],
  ["{name} drew a picture of the day.", "?In the picture, there was {H}.", "?There was {name}, smiling.", "{name} hung it up on the wall.", "?It made {name} happy to look at it."],
  ["When the grown-up came to say hello, {name} had big news.", "\"I learned {strat}!\"", "?\"Tell me all about it,\" said the grown-up.", "So {name} did, from the start to the end."],
];
