import type { BehaviorData } from "./behavior-types";

/** Behavior stories, part C, and the general arc for a parent's custom situation. */
export const BEHAVIORS_C: Record<string, BehaviorData> = {
  siblings: {
    childTerms: "getting along with a brother or sister",
    feel: ["jealous", "frustrated"],
    strategy: {
      name: "the team plan",
      refrain: "Use your words, find a way, play together, team today.",
      keywords: ["team", "together"],
    },
    titles: ["{name} and the Team Plan", "{name} and {sibShort}, a Great Team", "Team {name}"],
    praise: ["used the team plan", "found a way to play together", "used your words with {sibShort}"],
    trigger: [
      [
        "{name} was building a block city.",
        "{sib} crawled over and knocked it down.",
        "\"Go away!\" shouted {name}, and pushed {sibShort}'s hands away.",
        "{sibShort} began to cry.",
        "+It felt like {sibShort} always messed things up, and nobody seemed to notice how hard {name} had worked.",
      ],
      [
        "{name} and {sib} both wanted the same seat by the window.",
        "\"Mine!\" said {name}. \"Mine!\" said {sibShort}.",
        "They pulled and pushed and yelled.",
        "?It was a very noisy morning.",
      ],
      [
        "Everyone at {home} was cooing over {sib}.",
        "Nobody looked at {name}'s drawing.",
        "{name} grabbed {sibShort}'s rattle and hid it.",
        "+Sometimes it felt like there wasn't enough attention to go around.",
      ],
    ],
    body: [
      "{name} felt hot and jealous inside.",
      "{name}'s fists felt tight.",
      "{name}'s heart felt prickly, like a hedgehog.",
      "?{name} wanted to stomp away.",
    ],
    why: [
      [
        "\"Having a sibling can be tricky,\" {tag}.",
        "\"Sometimes they mess things up. Sometimes they get lots of attention.\"",
        "\"Feeling jealous or cross is okay.\"",
        "+\"And you are loved just as much, always. Love doesn't run out.\"",
      ],
      [
        "\"{sibShort} is still learning,\" {tag}.",
        "\"And you're a great big helper.\"",
        "+\"Brothers and sisters can be the best team in the world, with a good plan.\"",
      ],
    ],
    teach: [
      [
        "\"Let's make a team plan,\" {tag}.",
        "\"One: use your words. Say, 'Please stop. I don't like that.'\"",
        "\"Two: find a way you can both play.\"",
        "\"Three: if it's still tricky, ask a grown-up to help.\"",
        "\"You and {sibShort} can be a team.\"",
        "+{H} said every good team needs a plan, and a little patience.",
      ],
      [
        "{H} helped {name} make the team plan.",
        "Use your words. Find a way to play together. Ask for help.",
        "\"A team works together,\" {tag}.",
        "?{name} thought about it.",
        "+Maybe {sibShort} just wanted to be close to {name}, {H} suggested.",
      ],
    ],
    fail: [
      [
        "{sibShort} knocked the blocks again.",
        "\"STOP IT!\" yelled {name}.",
        "That was words, but very loud ones.",
        "{sibShort} cried even more.",
      ],
      [
        "{name} tried to find a way to play together.",
        "But {sibShort} wanted to do it differently.",
        "{name} gave up and stomped off.",
        "+Teamwork was harder than it sounded.",
      ],
      [
        "At first, {name} forgot the team plan and grabbed.",
        "The grabbing made everything worse.",
      ],
    ],
    success: [
      [
        "{name} took a breath.",
        "\"Please stop. I'm building,\" said {name} calmly.",
        "Then {name} had an idea.",
        "\"{sibShort}, you can build the little tower. I'll build the big one.\"",
        "{sibShort} clapped and stacked a block.",
        "Together, they built the whole city.",
      ],
      [
        "This time, {name} used words.",
        "\"Let's take turns at the window seat.\"",
        "{name} sat first. Then {sibShort} sat.",
        "Then they squished in together and counted birds.",
        "?It was cozier with two.",
      ],
      [
        "{name} asked a grown-up for help.",
        "\"I want someone to see my drawing too.\"",
        "The grown-up looked and said, \"It's wonderful!\"",
        "Then {name} showed it to {sibShort}, who giggled.",
        "+Being a team felt much better than being cross.",
      ],
    ],
    later: [
      [
        "The next day, {name} and {sibShort} built a pillow fort together.",
        "+They called it Team Castle, and only team members were allowed in.",
      ],
      [
        "Later, {name} taught {sibShort} a silly song.",
        "They sang it together, over and over.",
      ],
    ],
    lesson: [
      "{name} knew that {name} and {sibShort} could be a great team.",
      "Words, a plan, and a little help made being a big sibling easier.",
      "There was enough love for everyone, and {name} knew it.",
    ],
  },

  tantrums: {
    childTerms: "big, stormy tantrums",
    feel: ["mad", "frustrated"],
    strategy: {
      name: "flower-and-candle breathing",
      refrain: "Smell the flower. Blow out the candle.",
      keywords: ["flower", "candle"],
    },
    titles: ["{name} and the Flower Breath", "{name} Calms the Storm", "Smell the Flower, {name}"],
    praise: ["used your flower-and-candle breathing", "calmed your storm", "breathed so slowly"],
    trigger: [
      [
        "{name} wanted to stay at {play}.",
        "\"Time to go home,\" said {name}'s grown-up.",
        "\"NO!\" shouted {name}.",
        "{name} threw {toy} on the ground.",
        "{name} kicked and yelled and cried.",
        "+The feeling came like a storm, all thunder and wind.",
      ],
      [
        "{name} was trying to build a tower.",
        "It fell down. Then it fell again.",
        "{name} yelled and threw the blocks.",
        "{name} lay on the floor and kicked.",
        "?The storm was very big.",
      ],
      [
        "{name} wanted {snack} before dinner.",
        "\"Not right now,\" said {name}'s grown-up.",
        "{name} stomped and cried and flopped on the floor.",
        "+The crying grew louder and louder, until {name} could hardly remember what started it.",
      ],
    ],
    body: [
      "{name}'s face felt hot and red.",
      "{name}'s body felt like a shaken-up bottle of bubbles.",
      "{name}'s breath came fast and puffy.",
      "?The big feeling was too big to hold.",
    ],
    why: [
      [
        "\"You feel mad. That is a big feeling,\" {tag}.",
        "\"Big feelings are okay.\"",
        "\"Let's help your body feel calm.\"",
        "+\"A tantrum is like a storm. Storms always pass, and we can help them pass faster.\"",
      ],
      [
        "\"I'm right here,\" {tag}.",
        "\"You are not in trouble. You are having a big feeling.\"",
        "+\"When feelings get this big, our bodies need help to calm down before we can think.\"",
      ],
    ],
    teach: [
      [
        "\"Let's try flower-and-candle breathing,\" {tag}.",
        "\"Hold up your finger like a flower. Smell the flower. Breathe in slowly through your nose.\"",
        "\"Now it is a candle. Blow out the candle. Breathe out slowly.\"",
        "\"Smell the flower. Blow out the candle.\"",
        "+{H} said that slow breaths tell your body that it is safe to calm down.",
      ],
      [
        "{H} showed {name} flower-and-candle breathing.",
        "Smell the flower, in through the nose.",
        "Blow out the candle, out through the mouth.",
        "\"Slowly, slowly,\" {tag}.",
        "?They did it together, three times.",
        "+Slow breathing, {H} said, is like turning down the volume on a big, loud feeling.",
      ],
    ],
    fail: [
      [
        "{name} tried to smell the flower.",
        "But it was a fast, huffy sniff.",
        "{name} blew out the candle too hard. Whoosh!",
        "The storm was still there.",
        "?{name} stomped once more.",
      ],
      [
        "The first time, {name} was too mad to try.",
        "{name} shook their head and kept crying.",
        "+It is hard to remember a plan in the middle of a storm.",
      ],
      [
        "{name} did the breathing once, very fast.",
        "\"It doesn't work!\" cried {name}.",
      ],
    ],
    success: [
      [
        "\"Let's try again, slowly,\" {tag}.",
        "{name} held up a finger.",
        "Smell the flower. In, in, in.",
        "Blow out the candle. Out, out, out.",
        "Once more. Smell the flower. Blow out the candle.",
        "{name}'s body began to feel soft and calm.",
      ],
      [
        "This time, {name} breathed with {H}.",
        "Smell the flower. Blow out the candle.",
        "Smell the flower. Blow out the candle.",
        "The storm got smaller and smaller.",
        "\"I feel better,\" said {name} quietly.",
      ],
      [
        "{name} looked at {H} and held up a finger.",
        "{name} smelled the flower slowly.",
        "{name} blew out the candle slowly.",
        "The hot feeling went cool.",
        "{name}'s breath was calm again.",
      ],
    ],
    later: [
      [
        "The next day, {name} had to leave {play} again.",
        "{name} felt the storm starting.",
        "{name} held up a finger. Smell the flower. Blow out the candle.",
        "+Then {name} took the grown-up's hand and walked to the gate, calm and steady.",
      ],
      [
        "Later that week, a puzzle piece would not fit.",
        "{name} stopped and did flower-and-candle breathing.",
        "Then {name} tried again, and it fit!",
      ],
    ],
    lesson: [
      "{name} knew that big feelings are okay, and a flower and a candle can help them pass.",
      "Storms come and storms go, and {name} knew how to find the calm.",
      "{name} could calm the storm with one slow breath at a time.",
    ],
  },

  toileting: {
    childTerms: "using the potty when the body says it's time",
    feel: ["wiggly", "embarrassed"],
    strategy: {
      name: "listening to the body signal",
      refrain: "Wiggle, stop, go. My body lets me know.",
      keywords: ["body", "potty", "signal"],
    },
    titles: ["{name} Listens to the Body Signal", "{name} and the Potty Plan", "{name}'s Body Knows"],
    praise: ["listened to your body signal", "went to the potty right away", "stopped playing and listened to your body"],
    trigger: [
      [
        "{name} was playing a fun game at {play}.",
        "{name}'s tummy felt a funny wiggle.",
        "But {name} did not want to stop playing.",
        "{name} kept playing and playing.",
        "Oops! {name} had an accident.",
        "+{name} felt soggy and surprised, and the fun game didn't feel fun anymore.",
      ],
      [
        "{name} was building with {toy}.",
        "{name} did a little wiggly dance.",
        "\"Do you need the potty?\" asked the grown-up.",
        "\"No!\" said {name}.",
        "But a moment later, there was a puddle.",
      ],
      [
        "{name} was busy outside at {play}.",
        "The signal came, but {name} didn't notice it.",
        "Suddenly, {name}'s pants were wet.",
        "+It was the third time that week, and {name} felt frustrated.",
      ],
    ],
    body: [
      "{name} felt wet and sad.",
      "{name}'s cheeks felt warm and embarrassed.",
      "{name} felt wiggly and confused.",
      "?{name} wanted to hide.",
    ],
    why: [
      [
        "\"Accidents happen. It's okay,\" {tag}.",
        "\"Everyone is learning. Even big kids had accidents once.\"",
        "\"Let's get you clean and dry.\"",
        "+\"Learning to use the potty takes practice, just like learning to jump or to draw.\"",
      ],
      [
        "\"You are not in trouble,\" {tag}.",
        "\"Your body is still learning to talk to you.\"",
        "+\"We just need to learn to listen to what it's saying.\"",
      ],
    ],
    teach: [
      [
        "\"Your body sends a signal when it needs the potty,\" {tag}.",
        "\"It might feel like a wiggle, or a full feeling in your tummy.\"",
        "\"When you feel it: stop playing, and go right away.\"",
        "\"Wiggle, stop, go. My body lets me know.\"",
        "\"Your game will wait for you.\"",
        "+{H} said that listening to your body is like listening to a good friend who is always giving you tips.",
      ],
      [
        "{H} taught {name} about the body signal.",
        "The signal is a wiggle, a tingle, or a full feeling.",
        "\"That means: stop and go to the potty,\" {tag}.",
        "\"Wiggle, stop, go. My body lets me know.\"",
        "+They also made a plan: go to the potty before going outside, and before nap time.",
      ],
    ],
    fail: [
      [
        "Later, {name} felt the wiggle.",
        "{name} stopped. But then {name} thought, \"Just one more minute.\"",
        "The minute was too long.",
        "Oops, a little accident.",
        "?\"That's okay. We'll try again,\" {tag}.",
      ],
      [
        "The first time, {name} felt the signal but was not sure what it meant.",
        "By the time {name} got to the potty, it was a bit too late.",
        "+It was still good practice, though.",
      ],
      [
        "{name} went to the potty, but came back before trying.",
        "Soon the wiggle came back again.",
      ],
    ],
    success: [
      [
        "The next time, {name} felt the wiggle.",
        "\"My body is telling me!\" said {name}.",
        "{name} stopped playing and went to the potty right away.",
        "Whoosh! Just in time!",
        "{name} washed hands with bubbly soap.",
        "Then {name} went back to the game, which had waited.",
      ],
      [
        "This time, {name} listened to the body signal.",
        "Wiggle, stop, go!",
        "{name} went to the potty and sat down.",
        "It worked!",
        "{name} did a happy dance.",
      ],
      [
        "{name} felt a tingle in their tummy.",
        "{name} put down {toy} and said, \"Potty time!\"",
        "{name} got there in plenty of time.",
        "+Afterward, {name} pulled up dry pants and felt so proud.",
      ],
    ],
    later: [
      [
        "Every day after that, {name} listened for the signal.",
        "+{name} got a sticker on the potty chart each time, and soon the chart was covered in stars.",
      ],
      [
        "Even at {school}, {name} felt the wiggle and told the teacher.",
        "\"I need the potty, please!\"",
      ],
    ],
    lesson: [
      "{name} knew how to listen to the body signal: wiggle, stop, go.",
      "{name}'s body was a good friend, and {name} was a good listener.",
      "Dry pants and happy dances for {name}!",
    ],
  },

  transitions: {
    childTerms: "stopping one thing and moving on to the next",
    feel: ["upset", "frustrated"],
    strategy: {
      name: "the five-minute warning",
      refrain: "See you later, toys. Off we go!",
      keywords: ["five-minute", "see you later"],
    },
    titles: ["{name} Says See You Later", "{name} and the Five-Minute Warning", "Off We Go, {name}!"],
    praise: ["said see you later to your game", "listened to the five-minute warning", "moved on to the next thing so well"],
    trigger: [
      [
        "{name} was busy playing with {toy}.",
        "\"Time for lunch,\" said the grown-up.",
        "\"No! I'm still playing!\" said {name}.",
        "{name} would not stop, not even for a moment.",
        "+Switching from one thing to the next always felt like being yanked away.",
      ],
      [
        "It was time to leave {play}.",
        "{name} had just started digging a big hole.",
        "\"I don't want to go!\" cried {name}.",
        "?{name} held onto the spade.",
      ],
      [
        "Every morning was a rush to get ready.",
        "{name} was still playing when it was time to put on shoes.",
        "When the grown-up said, \"Let's go,\" {name} cried.",
        "+Stopping felt so sudden, like a song cut off in the middle.",
      ],
    ],
    body: [
      "{name}'s hands didn't want to let go.",
      "{name} felt upset and grumbly.",
      "{name}'s body felt stuck, like glue.",
      "?It felt too soon.",
    ],
    why: [
      [
        "\"It's hard to stop when you're having fun,\" {tag}.",
        "\"Feeling upset about stopping is okay.\"",
        "\"Your brain just needs a warning.\"",
        "+\"Changes are easier when you see them coming.\"",
      ],
      [
        "\"It feels sudden to stop, doesn't it?\" {tag}.",
        "\"Let's make stopping easier.\"",
        "+\"Nobody likes to be surprised by an ending.\"",
      ],
    ],
    teach: [
      [
        "\"Let's use a five-minute warning,\" {tag}.",
        "\"Five minutes before it's time to stop, someone tells you.\"",
        "\"Then you finish your play and say, 'See you later, toys!'\"",
        "\"Then you go to the next thing.\"",
        "+{H} said the toys would be waiting, right where {name} left them.",
      ],
      [
        "{H} taught {name} the five-minute warning.",
        "\"I'll tell you when there are five minutes left,\" {tag}.",
        "\"Then you can finish up, and say see you later to your game.\"",
        "\"See you later, toys. Off we go!\"",
        "+Saying goodbye to the game, {H} explained, helps your brain get ready to move on.",
      ],
    ],
    fail: [
      [
        "The five-minute warning came.",
        "{name} nodded but kept playing.",
        "When time was up, {name} was not ready at all.",
        "\"No!\" said {name} again.",
      ],
      [
        "{name} heard the warning but forgot to finish up.",
        "The five minutes went by in a flash.",
        "+{name} was surprised all over again.",
      ],
      [
        "At first, {name} asked for five more minutes, then five more.",
        "The warning did not help yet.",
      ],
    ],
    success: [
      [
        "The next time, the grown-up said, \"Five more minutes.\"",
        "{name} finished the tower.",
        "Then the grown-up said, \"Time's up!\"",
        "{name} waved at the toys. \"See you later, toys!\"",
        "{name} went to lunch with a smile.",
      ],
      [
        "This time, {name} used the five minutes well.",
        "{name} patted the sandcastle and put a flag on top.",
        "\"See you later, castle!\" said {name}.",
        "Then {name} walked to the gate.",
        "+It felt good to finish, instead of being stopped.",
      ],
      [
        "\"Five more minutes,\" said {H}.",
        "{name} did one last slide.",
        "\"See you later, slide. Off we go!\"",
        "{name} skipped to the next thing.",
      ],
    ],
    later: [
      [
        "The next day, {name} asked for a five-minute warning.",
        "+{name} even set the timer all alone.",
      ],
      [
        "At bedtime, {name} said see you later to the toys.",
        "\"See you in the morning!\"",
      ],
    ],
    lesson: [
      "{name} knew that toys and games wait, and a see-you-later makes moving on easy.",
      "Stopping was easier with a warning and a goodbye.",
      "{name} was ready for whatever came next.",
    ],
  },

  whining: {
    childTerms: "whining instead of asking in a clear voice",
    feel: ["frustrated", "frustrated"],
    strategy: {
      name: "the strong, clear voice",
      refrain: "Strong and clear, so they can hear.",
      keywords: ["clear voice", "voice"],
    },
    titles: ["{name}'s Strong, Clear Voice", "{name} Finds a Clear Voice", "Strong and Clear, {name}"],
    praise: ["used your strong, clear voice", "asked so clearly", "made your voice strong and clear"],
    trigger: [
      [
        "{name} wanted {snack}.",
        "\"I waaaant a snaaaack,\" whined {name}.",
        "The words came out long and wobbly.",
        "The grown-up could hardly understand.",
        "+The whining made everybody's ears feel tired.",
      ],
      [
        "{name} was tired of walking.",
        "\"Carry meeee,\" whined {name}.",
        "\"My legs are tiiiired.\"",
        "?Each step, the whining got longer.",
      ],
      [
        "{name} wanted to play with {toy}.",
        "\"Pleeeease, pleeeease, pleeeease!\" whined {name}, over and over.",
        "The grown-up wasn't sure what {name} wanted.",
      ],
    ],
    body: [
      "{name} felt frustrated and floppy.",
      "{name}'s voice felt stretchy and wobbly.",
      "{name}'s body felt droopy.",
      "?{name} felt like nobody was listening.",
    ],
    why: [
      [
        "\"I think you're feeling frustrated,\" {tag}.",
        "\"It's hard when you want something.\"",
        "\"But a whiny voice is hard for ears to hear.\"",
        "+\"When you ask clearly, people understand you faster.\"",
      ],
      [
        "\"Your wish is important,\" {tag}.",
        "\"Let's help it come out so everyone can understand.\"",
        "+\"Whining makes words wobbly, and wobbly words are easy to miss.\"",
      ],
    ],
    teach: [
      [
        "\"Let's find your strong, clear voice,\" {tag}.",
        "\"Stand tall. Take a breath. Then say it in your normal voice.\"",
        "\"Like this: May I have a snack, please?\"",
        "\"Strong and clear, so they can hear.\"",
        "+{H} said a clear voice is like a bright flashlight, helping people see what you need.",
      ],
      [
        "{H} taught {name} the strong, clear voice.",
        "Breathe in. Stand tall. Say the words the normal way.",
        "\"Strong and clear, so they can hear,\" {tag}.",
        "?They practiced with silly voices first, then clear ones.",
      ],
    ],
    fail: [
      [
        "{name} tried, but the words still came out wobbly.",
        "\"Can I haaave...\"",
        "{name} stopped and frowned.",
      ],
      [
        "The first time, {name} used a very loud voice instead.",
        "\"I WANT A SNACK!\"",
        "That was strong, but not quite right.",
        "+Strong did not mean loud.",
      ],
      [
        "{name} forgot to breathe first.",
        "The whine slipped out again.",
      ],
    ],
    success: [
      [
        "{name} stood tall and took a breath.",
        "\"May I have some {snack}, please?\" said {name}, strong and clear.",
        "\"Of course!\" said the grown-up right away.",
        "{name} smiled a big smile.",
        "The clear voice worked!",
      ],
      [
        "This time, {name} breathed first.",
        "\"My legs are tired. Can we rest for a minute?\" asked {name}.",
        "\"Great idea,\" said the grown-up.",
        "They sat on a bench and rested.",
        "+It was amazing how fast a clear voice got an answer.",
      ],
      [
        "{name} stood tall, breathed in, and said, \"Can I play with {toy}, please?\"",
        "\"Yes, you may!\" came the answer.",
        "{name} felt proud and strong.",
      ],
    ],
    later: [
      [
        "The next day, {name} used the strong, clear voice at {school}.",
        "+Even when the answer was \"not now,\" {name} felt heard.",
      ],
      [
        "Later, {name} asked for help with a zipper in a clear voice.",
        "Help came right away.",
      ],
    ],
    lesson: [
      "{name} knew that a strong, clear voice helps everyone hear.",
      "Strong and clear, so they can hear: that was {name}'s way now.",
      "{name}'s voice was strong and clear and kind.",
    ],
  },

  custom: {
    childTerms: "{custom}",
    feel: ["upset", "frustrated"],
    strategy: {
      name: "the four brave steps",
      refrain: "Name it. Breathe. Ask. Try.",
      keywords: ["brave steps", "breath"],
    },
    titles: ["{name} and the Four Brave Steps", "{name} Finds a Way", "{name} Tries Again"],
    praise: ["used the four brave steps", "named your feeling and tried a small step", "asked for help and kept trying"],
    trigger: [
      [
        "Lately, one thing had been hard for {name}.",
        "The tricky thing was this: {custom}.",
        "When it happened, {name} did not know what to do.",
        "It happened again that very day, at {play}.",
        "+Every time, the same tangled feeling came back, and the day went a bit wobbly.",
      ],
      [
        "There was one thing that kept being tricky for {name}.",
        "Here is what kept happening: {custom}.",
        "One day at {home}, it happened once more.",
        "{name} sat down and frowned.",
        "+It felt like a knot that kept getting tighter.",
      ],
      [
        "{name} had a tricky problem.",
        "It went like this: {custom}.",
        "That day, it happened again.",
        "{name} wished it would just go away.",
      ],
    ],
    body: [
      "{name}'s tummy felt tight and twisty.",
      "{name}'s shoulders went up near the ears.",
      "{name} felt hot and wobbly inside.",
      "?{name} did not know what to do with the feeling.",
    ],
    why: [
      [
        "\"This is a tricky thing,\" {tag}.",
        "\"Lots of children find it hard. Feelings about it are okay.\"",
        "\"We can figure it out together.\"",
        "+\"Hard things get easier when we take them one small step at a time.\"",
      ],
      [
        "\"I can see this is hard for you,\" {tag}.",
        "\"You are not alone. I'm here to help.\"",
        "+\"Even big problems can be made smaller.\"",
      ],
    ],
    teach: [
      [
        "\"I know four brave steps,\" {tag}.",
        "\"One: name your feeling. Say, 'I feel upset.'\"",
        "\"Two: take a slow breath, in and out.\"",
        "\"Three: ask a grown-up for help.\"",
        "\"Four: try one small step.\"",
        "+{H} said nobody has to fix everything at once. One small step is enough.",
      ],
      [
        "{H} taught {name} the four brave steps.",
        "Name it. Breathe. Ask. Try.",
        "\"Name your feeling. Take a breath. Ask for help. Try one small step,\" {tag}.",
        "?{name} counted the steps on four fingers.",
        "+Each step was small, but together they made a path through the tricky thing.",
      ],
    ],
    fail: [
      [
        "The next time it happened, {name} tried the steps.",
        "But {name} skipped the breath and rushed.",
        "It did not work yet.",
        "?{name} sighed a big sigh.",
      ],
      [
        "The first time, {name} named the feeling, but forgot to ask for help.",
        "It was still tricky.",
        "+Trying again, {H} said, is part of every brave plan.",
      ],
      [
        "At first, {name} only remembered one step.",
        "The problem still felt big.",
      ],
    ],
    success: [
      [
        "So {name} tried again, slowly.",
        "\"I feel upset,\" said {name}. That was one.",
        "{name} took a slow breath. That was two.",
        "\"Can you help me?\" {name} asked. That was three.",
        "Then {name} tried one small step. That was four.",
        "And it worked! The tricky thing felt smaller.",
      ],
      [
        "This time, {name} did all four brave steps.",
        "Name it. Breathe. Ask. Try.",
        "A grown-up came to help.",
        "{name} tried one small step, then another.",
        "The knot in {name}'s tummy began to loosen.",
      ],
      [
        "{name} remembered the four brave steps.",
        "{name} said the feeling out loud and breathed slowly.",
        "Then {name} asked for help and tried a small step.",
        "It was not perfect, but it was much better.",
      ],
    ],
    later: [
      [
        "The next day, when it happened again, {name} knew what to do.",
        "Name it. Breathe. Ask. Try.",
        "+Each time felt a little easier than the time before.",
      ],
      [
        "Later that week, {name} used the brave steps all alone.",
        "{name} felt proud and strong.",
      ],
    ],
    lesson: [
      "{name} knew that tricky things get smaller, one brave step at a time.",
      "Name it, breathe, ask, try: {name} had a plan for hard things now.",
      "{name} could do hard things, one small step at a time.",
    ],
  },
};
