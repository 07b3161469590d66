import type { BehaviorData } from "./behavior-types";

/**
 * Behavior stories, part A. Unit prefixes: "?" optional, "+" optional for ages 6-10 only.
 * Each variant list is one way the beat can go; the composer picks one by seed.
 */
export const BEHAVIORS_A: Record<string, BehaviorData> = {
  aggression: {
    childTerms: "hitting or pushing when feelings get too big",
    feel: ["mad", "angry"],
    strategy: {
      name: "Stop, Squeeze, Say",
      refrain: "Stop. Squeeze. Say it.",
      keywords: ["squeeze", "stop"],
    },
    titles: ["{name} and the Squeeze-and-Say Trick", "{name}'s Gentle Hands", "Stop, Squeeze, Say, {name}!"],
    praise: ["kept your hands gentle", "used Stop, Squeeze, Say", "used your words instead of your hands"],
    trigger: [
      [
        "{name} was building a tall tower of blocks.",
        "It was the tallest tower ever.",
        "Then {peerShort} ran past.",
        "Bump! The tower tumbled down.",
        "{name}'s hands curled into fists.",
        "{name} gave {peerShort} a hard push.",
        "?{peerShort} fell down on the grass and started to cry.",
        "+It had all happened so fast, before {name} could even think.",
      ],
      [
        "{name} and {peer} were playing with {toy}.",
        "{peerShort} grabbed it away.",
        "\"Mine!\" shouted {name}.",
        "Before anyone could blink, {name} hit {peerShort} on the arm.",
        "?{peerShort} said \"Ow!\" and looked very sad.",
        "+The game stopped, and everything went quiet.",
      ],
      [
        "It was snack time, and {name} wanted the last of the {snack}.",
        "{peerShort} reached for it too.",
        "{name}'s face went hot and red.",
        "{name} swung an arm and knocked {peerShort}'s hand away.",
        "?The snack bowl tipped over onto the ground.",
        "+{peerShort} rubbed a sore hand, and {name} stood there breathing fast.",
      ],
    ],
    body: [
      "{name}'s hands felt tight and hot.",
      "{name}'s heart went thump, thump, thump.",
      "{name}'s tummy felt fizzy, like a shaken-up bottle.",
      "?The mad feeling filled {name} up from toes to nose.",
    ],
    why: [
      [
        "\"Feeling mad is okay,\" {tag}.",
        "\"Everybody feels mad sometimes.\"",
        "\"But hitting hurts, and hands are for gentle things.\"",
        "+\"Mad is like a storm inside you. You can let the storm out in a safe way.\"",
      ],
      [
        "\"I can see you are angry,\" {tag}.",
        "\"That tower mattered to you.\"",
        "\"Your feelings are big, and they are okay. Hurting is not okay.\"",
        "+\"Your hands just moved faster than your thinking. That happens to lots of people.\"",
      ],
    ],
    teach: [
      [
        "\"I know a trick called Stop, Squeeze, Say,\" {tag}.",
        "\"First, stop. Freeze your hands like a statue.\"",
        "\"Next, squeeze. Squeeze your hands into tight balls, then let them go soft.\"",
        "\"Last, say it. Say, 'I feel mad!' with your words.\"",
        "?{name} tried it slowly, just for practice.",
        "+Stop meant the hands stayed still, squeeze let the mad out, and say let everyone know what was wrong.",
      ],
      [
        "{H} showed {name} three steps.",
        "Stop, like a red light.",
        "Squeeze a pillow or your own hands, then let go.",
        "Say the feeling out loud, like \"I am mad because my tower fell!\"",
        "?\"Stop, Squeeze, Say,\" they practiced together, three times.",
        "+{H} explained that words can tell people what is wrong, but hands cannot.",
      ],
    ],
    fail: [
      [
        "Later, {peerShort} took {name}'s spot on the swing.",
        "{name} remembered the trick, but the mad feeling was too fast.",
        "{name}'s arm started to swing out again.",
        "{name} stopped just in time, but forgot to squeeze.",
        "?The mad feeling was still there, buzzing like a bee.",
      ],
      [
        "The next time, {name} tried to stop.",
        "But {name}'s hands were already pushing.",
        "\"Oh no,\" thought {name}.",
        "+Stopping was harder than it sounded when the mad feeling came racing in.",
      ],
      [
        "Soon, the tower fell down again.",
        "{name} shouted, \"Stop!\" very loudly.",
        "But {name} forgot to squeeze and forgot to say.",
        "{name} stomped and stomped instead.",
      ],
    ],
    success: [
      [
        "Then {name} froze like a statue. Stop!",
        "{name} squeezed both hands tight, tight, tight, and then let them go soft.",
        "\"I feel mad!\" {name} said in a big, clear voice.",
        "The mad feeling got smaller and smaller.",
        "{peerShort} listened and said, \"Sorry. Let's build it again together.\"",
      ],
      [
        "This time, {name} stopped right away.",
        "{name} squeezed a soft pillow as hard as could be.",
        "\"I am angry because you took my turn!\" said {name}.",
        "?{name}'s hands stayed gentle the whole time.",
        "The storm inside went quiet, like rain that has finished falling.",
      ],
      [
        "{name} took a deep breath and stopped.",
        "Squeeze went the hands. Then they went soft.",
        "\"I don't like that. I feel mad,\" said {name}.",
        "?The grown-ups came to help fix the problem.",
        "Nobody got hurt, and the game could go on.",
      ],
    ],
    later: [
      [
        "The next day, at {play}, somebody bumped {name}'s sandcastle.",
        "{name} felt the mad feeling rising.",
        "Stop. Squeeze. Say.",
        "\"Please be careful with my castle,\" said {name}.",
        "+It worked without any help at all, and {name} felt ten feet tall.",
      ],
      [
        "Later that week, {peerShort} grabbed {name}'s crayon.",
        "{name}'s hands wanted to grab it back.",
        "Instead, {name} stopped, squeezed, and said, \"I was using that!\"",
        "{peerShort} gave it back and said sorry.",
      ],
    ],
    lesson: [
      "{name} knew that mad feelings are okay, and gentle hands are strong hands.",
      "Big feelings could come, and {name} knew just what to do with them.",
      "{name} had a trick for every stormy feeling: Stop, Squeeze, Say.",
    ],
  },

  bedtime: {
    childTerms: "going to bed and staying in bed at bedtime",
    feel: ["wiggly", "restless"],
    calmEnding: true,
    strategy: {
      name: "the sleepy-time routine",
      refrain: "Bath, pajamas, teeth, story. Cuddle, count, and rest.",
      keywords: ["routine", "count", "cuddl"],
    },
    titles: ["{name} and the Sleepy-Time Routine", "Goodnight, {name}", "{name} Counts to Sleep"],
    praise: ["followed your sleepy-time routine", "counted so slowly and stayed in bed", "let your body rest"],
    trigger: [
      [
        "It was bedtime at {home}.",
        "But {name} did not feel sleepy at all.",
        "{name} wanted to play with {toy}.",
        "{name} hopped out of bed once.",
        "{name} hopped out of bed twice.",
        "?{name} asked for a drink, then a hug, then another drink.",
        "+The room was dark and cozy, but {name}'s body still felt full of daytime.",
      ],
      [
        "The sky outside was getting dark.",
        "\"Time for bed,\" said {name}'s grown-up.",
        "\"No! Not yet!\" said {name}.",
        "{name} ran around the room instead.",
        "?{name} bounced on the bed like a frog.",
        "+Every night, bedtime seemed to turn into a long, wiggly chase.",
      ],
      [
        "After dinner, the house grew quiet.",
        "{name}'s grown-up said it was nearly time to sleep.",
        "But {name} kept getting up to peek out of the door.",
        "{name} did not want the day to end.",
        "+There was still so much to do, and sleep felt like missing out.",
      ],
    ],
    body: [
      "{name}'s legs felt wiggly, like jumping beans.",
      "{name}'s eyes did not want to close.",
      "{name}'s body still felt busy and bouncy.",
      "?{name}'s thoughts zoomed around like little cars.",
    ],
    why: [
      [
        "\"Sometimes it is hard to stop the day,\" {tag}.",
        "\"Your body needs help to slow down.\"",
        "\"Sleep helps you grow, and it gets you ready for tomorrow.\"",
        "+\"Even the busiest bodies need rest to feel strong and happy.\"",
      ],
      [
        "\"You feel wiggly, and that is okay,\" {tag}.",
        "\"Lots of children feel that way at bedtime.\"",
        "\"Tomorrow will still be there when you wake up.\"",
        "+\"All the fun things will wait for you, safe and sound, until morning.\"",
      ],
    ],
    teach: [
      [
        "\"Let's make a sleepy-time routine,\" {tag}.",
        "\"It is the same every night, so your body knows what comes next.\"",
        "First, a warm bath. Then soft pajamas. Then brushing teeth.",
        "Then one story, and a cuddle with {cuddly}.",
        "\"Last, you lie still and count slowly to ten, like sleepy raindrops,\" said {H}.",
        "+They drew the steps on a little chart with a moon at the top.",
      ],
      [
        "{H} had a plan called the sleepy-time routine.",
        "\"Bath, pajamas, teeth, story,\" {tag}.",
        "\"Then cuddle {cuddly}, close your eyes, and count to ten very slowly.\"",
        "\"Every night, the same steps, in the same order.\"",
        "?{name} liked the sound of that.",
        "+Knowing what comes next, {H} explained, helps a body feel safe enough to rest.",
      ],
    ],
    fail: [
      [
        "That night, {name} did the bath and the pajamas and the teeth.",
        "But after the story, {name} hopped out of bed again.",
        "{name} forgot all about the counting.",
        "?The wiggles were still there.",
      ],
      [
        "The first night, {name} counted very fast.",
        "\"One-two-three-four-five-six-seven-eight-nine-ten!\"",
        "{name} was not sleepy at all.",
        "+Counting fast, it turned out, was more like a race than a rest.",
      ],
      [
        "At first, {name} skipped the story and went straight to counting.",
        "It felt strange and too quick.",
        "{name} sat up and called out, \"I'm not sleepy!\"",
      ],
    ],
    success: [
      [
        "The next night, {name} did every step in order.",
        "Bath. Pajamas. Teeth. Story.",
        "{name} cuddled {cuddly} close.",
        "{name} counted slowly. One... two... three...",
        "By seven, {name}'s eyes felt heavy.",
        "By ten, {name} was warm and still and drowsy.",
      ],
      [
        "This time, {name} counted slowly, like raindrops on a window.",
        "One. Two. Three. Four.",
        "{name}'s breathing went slow and soft.",
        "{cuddly} was warm and snug under {name}'s chin.",
        "{name}'s legs stopped wiggling.",
        "?The room felt calm and quiet.",
      ],
      [
        "{name} tried again, nice and slow.",
        "After the story, {name} snuggled down with {cuddly}.",
        "{name} counted very softly. One... two... three...",
        "Each number felt like a soft blanket.",
        "Soon {name}'s eyes began to close.",
      ],
    ],
    later: [
      [
        "Every night after that, {name} did the sleepy-time routine.",
        "Bath, pajamas, teeth, story, cuddle, count.",
        "+Some nights {name} did not even get to ten before drifting off.",
        "{name} woke up each morning feeling bright and ready.",
      ],
      [
        "The next evening, {name} went to get pajamas without being asked.",
        "\"I know the steps!\" said {name}.",
        "+{name} even showed {cuddly} how to count slowly.",
      ],
    ],
    lesson: [
      "Sleep was not missing out. Sleep was getting ready for tomorrow.",
      "The sleepy-time routine made bedtime feel calm and safe.",
      "{name} knew that tomorrow would be waiting, bright and new.",
    ],
  },

  defiance: {
    childTerms: "saying no to everything",
    feel: ["grumpy", "frustrated"],
    strategy: {
      name: "the two good choices",
      refrain: "This one or that one? {name} gets to choose.",
      keywords: ["choice", "choose", "chose"],
    },
    titles: ["{name} and the Two Good Choices", "{name} Gets to Choose", "The Day {name} Said Yes"],
    praise: ["picked one of the two good choices", "made a great choice", "turned your no into a choice"],
    trigger: [
      [
        "\"Time to put on your shoes,\" said {name}'s grown-up.",
        "\"No!\" said {name}.",
        "\"Time to get your coat.\"",
        "\"No, no, no!\" said {name}.",
        "{name} crossed both arms and sat down on the floor.",
        "+Saying no felt strong, but it did not feel good for very long.",
      ],
      [
        "It was time to come inside from {play}.",
        "{name} shook their head and said, \"No! I won't!\"",
        "Every time someone asked, {name} said no again.",
        "?Soon everybody felt tired and cross.",
        "+The more people asked, the louder {name}'s no became.",
      ],
      [
        "{name}'s grown-up asked {name} to wash hands for lunch.",
        "\"NO!\" said {name}, stomping both feet.",
        "Then {name} was asked to put {toy} away.",
        "\"No way!\" said {name}, and ran off.",
      ],
    ],
    body: [
      "{name}'s arms felt stiff and crossy.",
      "{name}'s face scrunched up tight.",
      "Inside, {name} felt like a tight, knotted rope.",
      "?{name}'s feet wanted to stomp.",
    ],
    why: [
      [
        "\"It's hard when grown-ups decide everything,\" {tag}.",
        "\"You want to be the boss of something. That makes sense.\"",
        "\"Feeling grumpy is okay.\"",
        "+\"Everyone wants a say in what happens to them, even grown-ups.\"",
      ],
      [
        "\"I think you want to choose for yourself,\" {tag}.",
        "\"That is a good thing to want.\"",
        "+\"Growing up means making more and more choices. Let's find some for you.\"",
      ],
    ],
    teach: [
      [
        "\"Here is a trick called the two good choices,\" {tag}.",
        "\"When a grown-up asks you to do something, they can give you two choices.\"",
        "\"Both choices are good ones. You pick!\"",
        "\"Red boots or blue boots? Hop to the door or tiptoe to the door?\"",
        "?{name}'s eyes lit up.",
        "+If the choice was about how, not whether, there was nothing to fight about.",
      ],
      [
        "{H} held up two leaves, one big and one small.",
        "\"Which one would you like?\" {tag}.",
        "{name} pointed to the big one.",
        "\"See? You chose. When it's time to do something, you can pick one of two good choices.\"",
        "+\"The job still gets done, but you get to decide how,\" {H} explained.",
      ],
    ],
    fail: [
      [
        "At bath time, {name}'s grown-up offered two choices.",
        "\"Duck or boat in the bath?\"",
        "\"Neither! No bath!\" said {name}.",
        "?The choosing trick did not work the first time.",
      ],
      [
        "The first time, {name} forgot all about the choices.",
        "\"No!\" popped out before {name} could even think.",
        "+The word no was a habit, like a door that always swung shut.",
      ],
      [
        "When it was time to leave, {name} was given two choices.",
        "But {name} just shouted, \"No choices!\"",
        "?{name} sat down and folded both arms.",
      ],
    ],
    success: [
      [
        "{name} took a breath and listened again.",
        "\"Duck or boat?\"",
        "{name} thought about it.",
        "\"Boat!\" said {name}, and climbed right in.",
        "?The boat sailed around and around in the bubbles.",
        "It felt good to choose.",
      ],
      [
        "This time {name} stopped and listened.",
        "\"Walk to the car like a penguin, or hop like a bunny?\"",
        "{name} grinned. \"Bunny!\"",
        "{name} hopped all the way to the car.",
        "+There had been no fight at all, and it was even a little bit fun.",
      ],
      [
        "Then {name} remembered the two good choices.",
        "\"Can I choose?\" {name} asked.",
        "\"Yes! Shoes first or coat first?\"",
        "\"Coat first!\" said {name}, and put it on.",
        "?Everyone smiled.",
      ],
    ],
    later: [
      [
        "The next morning, {name} asked for choices before anyone said a thing.",
        "\"Can I pick between two shirts?\"",
        "+{name} picked the green one and was dressed in no time.",
      ],
      [
        "At {play}, it was time to go home.",
        "\"Slide one more time or swing one more time?\" asked {name}'s grown-up.",
        "{name} chose the slide, then walked to the gate.",
      ],
    ],
    lesson: [
      "{name} learned that choosing feels much better than fighting.",
      "Two good choices made everything easier.",
      "{name} did not need to say no to feel strong. Choosing was strong too.",
    ],
  },

  disobedience: {
    childTerms: "not listening when a grown-up asks",
    feel: ["busy", "frustrated"],
    strategy: {
      name: "Stop, Look, Listen",
      refrain: "Stop. Look. Listen.",
      keywords: ["listen", "look"],
    },
    titles: ["{name}'s Listening Ears", "Stop, Look, Listen, {name}!", "{name} and the Listening Game"],
    praise: ["used Stop, Look, Listen", "listened so well", "turned on your listening ears"],
    trigger: [
      [
        "{name} was busy playing with {toy}.",
        "\"Time to wash your hands,\" said {name}'s grown-up.",
        "{name} kept playing.",
        "\"{name}, time to wash your hands.\"",
        "{name} still kept playing.",
        "?The grown-up had to ask again and again.",
        "+By the fourth time, lunch was getting cold.",
      ],
      [
        "\"Please put your boots by the door,\" {name} was told.",
        "But {name} ran straight into the kitchen with muddy boots.",
        "Mud went all over the floor.",
        "?{name} had not heard a single word.",
        "+It was not that {name} wanted to make a mess; {name}'s ears had just been somewhere else.",
      ],
      [
        "At {play}, the grown-up called, \"Stay by the gate, please!\"",
        "{name} ran right past the gate to chase a butterfly.",
        "The grown-up had to hurry to catch up.",
        "?{name} did not know why everyone looked worried.",
      ],
    ],
    body: [
      "{name} felt busy inside, like a spinning top.",
      "{name}'s ears were full of play.",
      "{name}'s mind was zooming on to the next thing.",
      "?When the grown-up looked sad, {name} felt a little wobbly.",
    ],
    why: [
      [
        "\"Sometimes play is so much fun that our ears switch off,\" {tag}.",
        "\"That's okay. We can learn to switch them back on.\"",
        "\"Grown-ups ask things to keep you safe and help the day go well.\"",
        "+\"Listening is a skill, like riding a bike. It gets easier with practice.\"",
      ],
      [
        "\"I don't think you meant to not listen,\" {tag}.",
        "\"Your brain was busy having fun.\"",
        "+\"But when we don't listen, people can get worried, or things can go wrong.\"",
      ],
    ],
    teach: [
      [
        "\"Let's play a game called Stop, Look, Listen,\" {tag}.",
        "\"When you hear your name, you stop your body.\"",
        "\"Then you look at the person talking.\"",
        "\"Then you listen with both ears, and say back what you heard.\"",
        "?They practiced it three times, and it was a funny game.",
        "+Saying it back, {H} said, was like putting the words into a pocket so you don't drop them.",
      ],
      [
        "{H} taught {name} three little steps.",
        "Stop, like a frozen statue.",
        "Look, with eyes on the grown-up.",
        "Listen, and then say, \"Okay, I will wash my hands.\"",
        "+{H} said it was like tuning a radio until the voice comes through clearly.",
      ],
    ],
    fail: [
      [
        "Soon, {name}'s grown-up called, \"Time to tidy up!\"",
        "{name} stopped, but kept looking at the toys.",
        "The words floated away.",
        "?{name} forgot to look and forgot to listen.",
      ],
      [
        "The first time, {name} heard the name but did not stop.",
        "{name} kept running and running.",
        "+Stopping a running body, it turned out, was the hardest part.",
      ],
      [
        "{name} tried the game, but looked at {toy} instead of the grown-up.",
        "The words went right past.",
        "\"Huh?\" said {name}.",
      ],
    ],
    success: [
      [
        "\"{name}!\" called the grown-up.",
        "{name} stopped like a statue.",
        "{name} looked right at the grown-up's face.",
        "\"Please bring your cup to the table.\"",
        "\"Okay, bring my cup,\" said {name}, and did it.",
        "?The grown-up smiled a big smile.",
      ],
      [
        "This time, {name} stopped right away.",
        "{name} turned and looked.",
        "\"Stay by the gate, please,\" said the grown-up.",
        "\"Stay by the gate,\" {name} said back, and waited right there.",
        "+It felt surprisingly good to get it right the first time.",
      ],
      [
        "When {name} heard the name, {name}'s feet froze.",
        "{name}'s eyes found the grown-up.",
        "{name}'s ears opened wide.",
        "\"Boots by the door,\" said {name}, and lined them up neatly.",
      ],
    ],
    later: [
      [
        "The next day, {name} played Stop, Look, Listen without any reminders.",
        "+Even at busy {school}, {name} heard the teacher the very first time.",
        "?Everyone noticed.",
      ],
      [
        "Later, at {play}, {name} heard a call.",
        "Stop. Look. Listen.",
        "\"Time for {snack}!\" {name} heard, and came running.",
      ],
    ],
    lesson: [
      "{name} knew that listening helps everyone feel safe and happy.",
      "Stop, Look, Listen had become {name}'s own superpower.",
      "{name}'s listening ears were switched on and ready.",
    ],
  },

  fear: {
    childTerms: "feeling afraid of the dark and loud noises",
    feel: ["scared", "worried"],
    strategy: {
      name: "the brave words",
      refrain: "I am safe. I am brave. I can breathe.",
      keywords: ["brave", "safe"],
    },
    titles: ["{name} and the Brave Words", "Brave Little {name}", "{name} Finds Brave"],
    praise: ["used your brave words", "were so brave", "found your brave inside"],
    trigger: [
      [
        "One evening, the lights went out at {home}.",
        "Everything went dark.",
        "{name} could not see {toy} or the door.",
        "The shadows on the wall looked big and strange.",
        "{name} froze and held on tight.",
        "+It was only the power going off for a little while, but the dark made everything feel different.",
      ],
      [
        "One afternoon, gray clouds rolled over {play}.",
        "Then came a loud rumble of thunder.",
        "{name} jumped.",
        "{name} hid behind a chair and covered both ears.",
        "?The rain pattered hard on the roof.",
        "+Thunder sounded so much bigger than it really was.",
      ],
      [
        "At night, {name}'s room was very dark.",
        "A tap-tap-tap sound came from the window.",
        "{name} pulled the blanket up high.",
        "\"What is that?\" whispered {name}.",
        "+{name}'s imagination began to paint pictures in the dark.",
      ],
    ],
    body: [
      "{name}'s heart beat fast, like a little drum.",
      "{name}'s tummy felt tight and tumbly.",
      "{name}'s knees felt shaky.",
      "?{name} wanted to curl up small.",
    ],
    why: [
      [
        "\"Feeling scared is okay,\" {tag}.",
        "\"Everyone feels scared sometimes, even grown-ups.\"",
        "\"Scared is a feeling that tries to keep you safe.\"",
        "+\"But sometimes it rings the bell even when everything is fine.\"",
      ],
      [
        "\"You are safe right here with me,\" {tag}.",
        "\"Your scared feeling is real, and I am listening.\"",
        "+\"Feelings can be loud, but they do not get to be the boss of you.\"",
      ],
    ],
    teach: [
      [
        "\"I know some brave words,\" {tag}.",
        "\"Put your hand on your heart. Breathe in slowly.\"",
        "\"Then say: I am safe. I am brave. I can breathe.\"",
        "\"Brave does not mean you are not scared. Brave means you try anyway.\"",
        "?{name} whispered the words very quietly.",
        "+{H} said the words work best when you say them slowly, like a song.",
      ],
      [
        "{H} taught {name} the brave words.",
        "Hand on heart. One slow breath.",
        "\"I am safe. I am brave. I can breathe.\"",
        "\"And you can always look for the light, or find a grown-up,\" {tag}.",
        "+Brave words, {H} explained, help your thinking catch up with your feelings.",
      ],
    ],
    fail: [
      [
        "When the next rumble came, {name} tried the words.",
        "But {name} said them very fast and very squeaky.",
        "{name}'s heart was still racing.",
        "?{name} squeezed both eyes shut.",
      ],
      [
        "The first time, {name} forgot the slow breath.",
        "The brave words got all jumbled up.",
        "\"I am... scared... safe?\"",
        "+It was hard to find the words while the feeling was so big.",
      ],
      [
        "{name} put a hand on a tummy instead of a heart, and giggled.",
        "But the dark still felt very big.",
        "{name} tried to run away from the shadow.",
      ],
    ],
    success: [
      [
        "{name} put a hand on their heart.",
        "{name} breathed in slowly, and out slowly.",
        "\"I am safe. I am brave. I can breathe,\" said {name}.",
        "{name}'s heart slowed down.",
        "{name} looked again. The shadow was just a coat on a hook.",
        "?{name} even laughed a little.",
      ],
      [
        "This time, {name} said the brave words slowly.",
        "\"I am safe. I am brave. I can breathe.\"",
        "The thunder rumbled, but it was far away.",
        "{name} counted the seconds between the flash and the rumble.",
        "+The storm was moving away, and {name} felt proud for staying calm.",
      ],
      [
        "{name} took a slow breath and held {cuddly}.",
        "\"I am safe. I am brave,\" whispered {name}.",
        "{name} turned on the little lamp.",
        "The tap-tap-tap was just a branch by the window.",
        "?{name} smiled at the silly branch.",
      ],
    ],
    later: [
      [
        "The next night, the dark did not feel so big.",
        "{name} said the brave words all alone.",
        "+{name} even made up a new verse: \"The dark is just the day, resting.\"",
      ],
      [
        "Later that week, a loud truck rumbled past.",
        "{name} put a hand on their heart and said the brave words.",
        "The feeling passed, like a cloud drifting by.",
      ],
    ],
    lesson: [
      "{name} knew that scared feelings come and go, and brave words help them go.",
      "{name} had brave words now, and they were always there to use.",
      "Being brave did not mean never feeling scared. It meant trying anyway.",
    ],
  },

  interrupting: {
    childTerms: "interrupting when grown-ups are talking",
    feel: ["impatient", "impatient"],
    strategy: {
      name: "the quiet hand signal",
      refrain: "Hand on the arm. Wait for the nod.",
      keywords: ["hand", "wait"],
    },
    titles: ["{name} and the Quiet Hand", "{name} Waits for the Nod", "The Secret Signal"],
    praise: ["used the quiet hand signal", "waited for the nod", "waited so patiently for your turn to talk"],
    trigger: [
      [
        "{name}'s grown-up was talking to a friend.",
        "{name} had something important to say.",
        "\"Look! Look! Look at me!\" said {name}, very loudly.",
        "{name} tugged and tugged on a sleeve.",
        "The grown-ups could not finish talking.",
        "+Every few seconds, {name} jumped in again, until nobody could remember what they had been saying.",
      ],
      [
        "At {play}, {H} was telling a story to everyone.",
        "{name} kept shouting out ideas in the middle.",
        "\"And then! And then!\"",
        "?Nobody could hear the end of the story.",
      ],
      [
        "{name}'s grown-up was on the phone.",
        "{name} wanted to show a drawing.",
        "\"Look! Look now!\" said {name}, over and over.",
        "The grown-up had to stop the call.",
      ],
    ],
    body: [
      "The words felt like bubbles about to pop out.",
      "{name}'s feet bounced up and down.",
      "{name} felt like a kettle about to whistle.",
      "?Waiting felt very, very long.",
    ],
    why: [
      [
        "\"Your ideas matter,\" {tag}.",
        "\"It's hard to wait when you have something exciting to say.\"",
        "\"But when two people talk at once, nobody can hear.\"",
        "+\"Waiting for a turn to talk shows people you care about their words too.\"",
      ],
      [
        "\"I can tell you feel impatient,\" {tag}.",
        "\"Wanting to share is a lovely thing.\"",
        "+\"We just need a way for your words to wait safely until it's your turn.\"",
      ],
    ],
    teach: [
      [
        "\"Let's use a secret signal,\" {tag}.",
        "\"When someone is talking, gently put your hand on their arm.\"",
        "\"Then wait. They will put their hand on yours to say, 'I know you're there.'\"",
        "\"When they finish, they will nod, and it's your turn.\"",
        "?{name} liked having a secret signal.",
        "+While you wait, {H} said, you can hold the idea in your head like a little treasure.",
      ],
      [
        "{H} showed {name} the quiet hand signal.",
        "A gentle hand on the arm means, \"I have something to say.\"",
        "A hand on top means, \"I see you. Wait a moment.\"",
        "A nod means, \"Your turn!\"",
        "+It was a quiet way to ask for a turn without shouting.",
      ],
    ],
    fail: [
      [
        "The next time, {name} put a hand on the grown-up's arm.",
        "But then {name} started talking anyway!",
        "\"Oops,\" said {name}.",
        "?The waiting part was the hardest.",
      ],
      [
        "{name} tried the signal, but patted and patted and patted.",
        "That was not very quiet at all.",
        "+Waiting with still hands turned out to take practice.",
      ],
      [
        "At first, {name} forgot the signal.",
        "\"Look at my drawing!\" came out before {name} could stop it.",
      ],
    ],
    success: [
      [
        "This time, {name} put a gentle hand on the grown-up's arm.",
        "The grown-up put a hand on top.",
        "{name} waited. One, two, three, four, five.",
        "Then came the nod.",
        "\"I drew a rainbow!\" said {name}.",
        "\"Thank you for waiting. It's beautiful!\"",
      ],
      [
        "{name} put a quiet hand on {H}'s arm, and waited.",
        "{name} held the idea like a treasure.",
        "{H} finished the sentence and nodded.",
        "\"Now it's your turn, {name}.\"",
        "?Everyone listened to {name}'s idea.",
      ],
      [
        "{name} stood still with a gentle hand on the grown-up's arm.",
        "The waiting felt long, but {name} stayed quiet.",
        "Then the grown-up turned and smiled.",
        "\"What would you like to tell me?\"",
      ],
    ],
    later: [
      [
        "The next day at {school}, {name} used the quiet hand signal again.",
        "+The teacher was so impressed that the whole class learned it.",
      ],
      [
        "Later, when the grown-up was cooking and talking, {name} waited for the nod.",
        "It came quicker than {name} expected.",
      ],
    ],
    lesson: [
      "{name} knew that good ideas can wait a moment, and they are still good.",
      "{name}'s words were important, and so were everyone else's.",
      "The quiet hand signal meant {name}'s turn always came.",
    ],
  },

  lying: {
    childTerms: "telling fibs when something goes wrong",
    feel: ["worried", "nervous"],
    strategy: {
      name: "the brave truth",
      refrain: "The brave truth. Say what happened.",
      keywords: ["truth", "true"],
    },
    titles: ["{name} and the Brave Truth", "{name} Tells the Truth", "The Brave Truth"],
    praise: ["told the brave truth", "told the truth even though it was hard", "were honest and brave"],
    trigger: [
      [
        "{name} was playing with a ball inside.",
        "Crash! A cup fell off the table and broke.",
        "\"Who did that?\" asked {name}'s grown-up.",
        "\"Not me,\" said {name} quickly.",
        "\"It was the cat.\"",
        "+But the cat was fast asleep in the other room.",
      ],
      [
        "{name} ate a cookie before dinner.",
        "\"Did you eat a cookie?\" asked {name}'s grown-up.",
        "\"No,\" said {name}, with crumbs on both cheeks.",
        "?{name} looked down at the floor.",
      ],
      [
        "{name} drew on the wall with a crayon.",
        "It was a very big drawing.",
        "\"Do you know who drew this?\" asked the grown-up.",
        "\"{peerShort} did it,\" said {name}.",
        "+But {peerShort} had not even been there that day.",
      ],
    ],
    body: [
      "{name}'s tummy felt heavy, like a stone.",
      "{name}'s cheeks felt hot.",
      "The fib sat in {name}'s chest like a knot.",
      "?{name} did not want to look at anybody.",
    ],
    why: [
      [
        "\"I wonder if you were worried you would get in trouble,\" {tag}.",
        "\"That is a very normal feeling.\"",
        "\"Everyone makes mistakes. Mistakes can be fixed.\"",
        "+\"A fib can make a small problem feel much heavier to carry.\"",
      ],
      [
        "\"Sometimes a fib pops out when we feel worried,\" {tag}.",
        "\"But fibs make tummies heavy.\"",
        "+\"The truth is lighter to carry, even when it is hard to say.\"",
      ],
    ],
    teach: [
      [
        "\"There's something called the brave truth,\" {tag}.",
        "\"The brave truth is when you say what really happened, even when it's hard.\"",
        "\"Take a breath. Say what happened. Then we fix it together.\"",
        "\"Grown-ups stay calm when you tell the brave truth.\"",
        "+{H} said the brave truth was like opening a window in a stuffy room.",
      ],
      [
        "{H} told {name} about the brave truth.",
        "First, a big breath.",
        "Next, say what happened, even the tricky part.",
        "Last, help to fix it.",
        "\"The truth is always welcome here,\" {tag}.",
      ],
    ],
    fail: [
      [
        "{name} opened their mouth to say the brave truth.",
        "But the words got stuck.",
        "\"I... don't know,\" mumbled {name}.",
        "?The heavy stone feeling stayed.",
      ],
      [
        "{name} tried, but only said part of it.",
        "\"Maybe... the cup fell by itself?\"",
        "+Half a truth, it turned out, still felt heavy.",
      ],
      [
        "At first, {name} shook their head and said nothing at all.",
        "Saying the truth felt too big.",
      ],
    ],
    success: [
      [
        "{name} took a big breath.",
        "\"I did it,\" said {name}. \"It was me. I'm sorry.\"",
        "The grown-up knelt down and gave {name} a hug.",
        "\"Thank you for the brave truth. Let's fix it together.\"",
        "They cleaned up together.",
        "{name}'s tummy felt light as a feather.",
      ],
      [
        "{name} breathed in and said the brave truth.",
        "\"I ate the cookie. I'm sorry.\"",
        "\"Thank you for telling me,\" said the grown-up, calm and kind.",
        "\"Next time, you can ask for one after dinner.\"",
        "The knot in {name}'s chest floated away.",
      ],
      [
        "{name} stood up tall.",
        "\"I drew on the wall. Not {peerShort}. Me.\"",
        "\"That was the brave truth,\" said the grown-up with a smile.",
        "They got a sponge and scrubbed the wall together.",
        "?It was almost fun.",
      ],
    ],
    later: [
      [
        "A few days later, {name} spilled juice on the rug.",
        "{name} went straight to the grown-up.",
        "\"I spilled my juice. Can you help me clean it?\"",
        "+That time, the brave truth came out right away, and it felt easy.",
      ],
      [
        "The next week, {name} lost a library book.",
        "\"I don't know where it is,\" said {name}. \"That's the brave truth.\"",
        "They looked together and found it under the bed.",
      ],
    ],
    lesson: [
      "{name} knew that the brave truth always makes things lighter.",
      "Mistakes could be fixed, and the truth helped fix them.",
      "{name} was a brave truth-teller now.",
    ],
  },

  manners: {
    childTerms: "remembering please and thank you",
    feel: ["embarrassed", "embarrassed"],
    strategy: {
      name: "the magic words",
      refrain: "Please. Thank you. Excuse me.",
      keywords: ["please", "thank you"],
    },
    titles: ["{name} and the Magic Words", "{name}'s Kind Words", "The Magic of Please"],
    praise: ["used the magic words", "said please and thank you", "were so kind with your words"],
    trigger: [
      [
        "It was snack time at {play}.",
        "\"Give me {snack}!\" said {name}.",
        "{name} grabbed the bowl.",
        "Nobody smiled.",
        "?{peerShort} looked a bit surprised.",
        "+The words had come out sharp and bossy, though {name} had not meant them that way.",
      ],
      [
        "{peerShort} gave {name} a lovely present.",
        "{name} tore it open and ran off to play.",
        "{name} did not say thank you.",
        "{peerShort}'s smile went small.",
        "+It can be easy to forget the words when something exciting happens.",
      ],
      [
        "{name} wanted to get past on the path.",
        "\"Move!\" said {name}, pushing by.",
        "{peerShort} stumbled and looked sad.",
        "?{name} did not notice at first.",
      ],
    ],
    body: [
      "When {name} saw the sad faces, {name}'s cheeks felt warm.",
      "{name} felt a little wobbly and embarrassed inside.",
      "{name} wanted to hide behind {H}.",
      "?{name}'s tummy gave a small flip.",
    ],
    why: [
      [
        "\"Sometimes we forget our kind words when we're excited,\" {tag}.",
        "\"Everybody forgets sometimes.\"",
        "\"Kind words help people feel good.\"",
        "+\"How we ask is just as important as what we ask for.\"",
      ],
      [
        "\"I know you are a kind person,\" {tag}.",
        "\"Let's find the words that show it.\"",
        "+\"Manners are just kindness you can hear.\"",
      ],
    ],
    teach: [
      [
        "\"I know three magic words,\" {tag}.",
        "\"Please, when you ask for something.\"",
        "\"Thank you, when someone gives you something.\"",
        "\"Excuse me, when you need to get by.\"",
        "\"They work like magic. Watch people smile!\"",
        "+{H} said the magic words are like little gifts you give with your voice.",
      ],
      [
        "{H} taught {name} the magic words.",
        "Please. Thank you. Excuse me.",
        "\"Each one is a little kindness,\" {tag}.",
        "?{name} said them quietly, to practice.",
        "+They practiced with a pretend tea party, passing pretend cakes with very fancy manners.",
      ],
    ],
    fail: [
      [
        "At lunch, {name} wanted more.",
        "\"More!\" said {name}, and then remembered. Too late!",
        "The magic word had been left behind.",
        "?{name} frowned.",
      ],
      [
        "The first time, {name} said \"please\" in a very grumpy voice.",
        "It did not sound very magic.",
        "+The word was right, but the voice was still cross.",
      ],
      [
        "{name} tried, but said \"thank you\" while running away.",
        "Nobody even heard it.",
      ],
    ],
    success: [
      [
        "{name} tried again.",
        "\"May I have some {snack}, please?\"",
        "\"Of course!\" said {peerShort} with a big smile.",
        "\"Thank you,\" said {name}.",
        "It really did feel like magic.",
      ],
      [
        "{name} went back to {peerShort}.",
        "\"Thank you for my present. I love it.\"",
        "{peerShort}'s face lit up like the sun.",
        "{name} felt warm and happy inside.",
        "+It was amazing how two small words could change someone's whole face.",
      ],
      [
        "On the path, {name} said, \"Excuse me, please.\"",
        "{peerShort} stepped aside and smiled.",
        "\"Thank you!\" said {name}.",
        "?Everyone felt friendly.",
      ],
    ],
    later: [
      [
        "The next day, {name} used all three magic words before lunch.",
        "+Even grown-ups {name} had never met smiled back.",
      ],
      [
        "At {school}, {name} asked for the paints with a please.",
        "Someone passed them right away.",
        "\"Thank you,\" said {name}.",
      ],
    ],
    lesson: [
      "{name} knew that kind words make everyone feel good, including {name}.",
      "Please, thank you, and excuse me were {name}'s magic words now.",
      "{name}'s kind words made the whole day brighter.",
    ],
  },

  messiness: {
    childTerms: "leaving toys and things in a big mess",
    feel: ["overwhelmed", "overwhelmed"],
    strategy: {
      name: "the tidy-up song",
      refrain: "Tidy up, tidy up, everything goes home.",
      keywords: ["tidy", "home"],
    },
    titles: ["{name} and the Tidy-Up Song", "Everything Has a Home, {name}", "{name}'s Tidy-Up Day"],
    praise: ["sang the tidy-up song", "helped every toy find its home", "tidied up all by yourself"],
    trigger: [
      [
        "{name}'s room was a very big mess.",
        "Blocks were everywhere.",
        "Socks were on the lamp.",
        "{toy} was under the bed.",
        "\"Time to tidy up,\" said {name}'s grown-up.",
        "\"It's too much!\" said {name}, and flopped down.",
        "+{name} could not even see the floor anymore.",
      ],
      [
        "{name} had been painting at {play}.",
        "Paint was on the table, on the chair, and on {name}'s nose.",
        "\"Let's clean up,\" said the grown-up.",
        "{name} wanted to keep playing instead.",
      ],
      [
        "{name} could not find {toy} anywhere.",
        "{name} looked under a pile of clothes and a heap of books.",
        "The mess was so big that {toy} had disappeared into it.",
        "?{name} started to cry.",
      ],
    ],
    body: [
      "The mess made {name}'s head feel jumbled.",
      "{name} felt tired just looking at it.",
      "It felt like too much, all at once.",
      "?{name}'s shoulders slumped down low.",
    ],
    why: [
      [
        "\"A big mess can feel too big to fix,\" {tag}.",
        "\"That's a very normal feeling.\"",
        "\"We just need to make it small.\"",
        "+\"Any big job becomes easy when you break it into little pieces.\"",
      ],
      [
        "\"Playing is wonderful,\" {tag}.",
        "\"And tidying lets you find your toys next time.\"",
        "+\"When everything has a home, your things are always waiting for you.\"",
      ],
    ],
    teach: [
      [
        "\"Let's sing the tidy-up song,\" {tag}.",
        "\"Tidy up, tidy up, everything goes home.\"",
        "\"Everything has a home. Blocks go in the box. Books go on the shelf.\"",
        "\"We do one kind of thing at a time.\"",
        "+{H} said it helped to start with the biggest things first.",
      ],
      [
        "{H} had an idea.",
        "\"Every toy has a home,\" {tag}.",
        "\"We sing the tidy-up song and help each toy get home.\"",
        "\"First all the blocks. Then all the books. Then all the socks.\"",
        "+Doing one kind of thing at a time made the mess look less like a mountain.",
      ],
    ],
    fail: [
      [
        "{name} started with everything at once.",
        "A block here. A sock there. A book somewhere.",
        "It was still a muddle.",
        "?{name} sat down with a sigh.",
      ],
      [
        "{name} sang the song, but very fast.",
        "Toys went into the wrong homes.",
        "Socks were in the block box!",
        "+The song was right, but the plan had gotten mixed up.",
      ],
      [
        "At first, {name} tidied one block and then started playing again.",
        "The mess stayed just the same.",
      ],
    ],
    success: [
      [
        "Then {name} sang slowly. \"Tidy up, tidy up, everything goes home.\"",
        "First, all the blocks went into the box. Clunk, clunk, clunk.",
        "Then all the books went on the shelf.",
        "Then all the socks went in the basket.",
        "Soon the floor was clear!",
        "And there was {toy}!",
      ],
      [
        "This time, {name} did one thing at a time.",
        "Brushes in the jar. Paints in the box. Paper on the pile.",
        "{name} wiped the table with a cloth.",
        "{name} even wiped the paint off their own nose.",
        "?{name} giggled.",
      ],
      [
        "{name} and {H} sang together.",
        "Cars went to the car basket.",
        "Dolls went to bed.",
        "Crayons went back in the tin.",
        "Everything was home.",
      ],
    ],
    later: [
      [
        "The next day, {name} sang the tidy-up song without being asked.",
        "+{name} even made up a new verse about shoes.",
      ],
      [
        "At {school}, {name} helped everyone tidy up.",
        "Soon the whole class was singing.",
      ],
    ],
    lesson: [
      "{name} knew that every toy has a home and every mess can be made small.",
      "The tidy-up song made tidying feel like a game.",
      "{name}'s things were always easy to find now.",
    ],
  },
};
