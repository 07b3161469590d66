import type { BehaviorData } from "./behavior-types";

/** Behavior stories, part B (same conventions as part A). */
export const BEHAVIORS_B: Record<string, BehaviorData> = {
  "nail-biting": {
    childTerms: "biting fingernails",
    feel: ["worried", "anxious"],
    strategy: {
      name: "busy hands",
      refrain: "Busy hands, happy hands.",
      keywords: ["busy hands", "squish"],
    },
    titles: ["{name} and the Busy Hands", "{name}'s Happy Hands", "Busy Hands for {name}"],
    praise: ["gave your hands a busy job", "used busy hands", "noticed your hands all by yourself"],
    trigger: [
      [
        "{name} was waiting for a turn at {play}.",
        "Without even noticing, {name}'s fingers went into their mouth.",
        "Nibble, nibble, nibble.",
        "{name}'s nails were short and sore.",
        "+It happened most when {name} was thinking hard or feeling unsure.",
      ],
      [
        "{name} was watching a story with {H}.",
        "The story got exciting.",
        "{name}'s fingers crept up to their mouth.",
        "Nibble, nibble.",
        "?{name} did not even know it was happening.",
      ],
      [
        "On the first day at {school}, {name} felt unsure.",
        "{name} sat very still and bit a fingernail.",
        "Then another one, and another one.",
        "+Biting felt like a way to hold on to something when everything felt new.",
      ],
    ],
    body: [
      "{name}'s tummy felt fluttery, like butterflies.",
      "{name}'s fingers felt fidgety.",
      "{name}'s fingertips felt sore and tender.",
      "?{name} felt a little worried inside.",
    ],
    why: [
      [
        "\"Lots of people bite their nails when they feel worried or busy inside,\" {tag}.",
        "\"Your fingers are looking for something to do.\"",
        "\"Let's give them a better job.\"",
        "+\"Biting can make fingers sore, and your hands deserve to feel good.\"",
      ],
      [
        "\"Your hands sneak up to your mouth without asking you first,\" {tag}.",
        "\"That is very normal. We can teach them a new trick.\"",
        "+\"The first step is just noticing. Noticing is a kind of superpower.\"",
      ],
    ],
    teach: [
      [
        "\"Let's try busy hands,\" {tag}.",
        "{H} gave {name} a soft, squishy ball.",
        "\"When your fingers want to nibble, give them a busy job instead.\"",
        "\"Squish the ball. Rub your fingers together. Or hold hands with someone.\"",
        "\"Busy hands, happy hands,\" {tag}.",
        "+{H} explained that noticing the moment was the key, like catching a bubble before it floats away.",
      ],
      [
        "{H} showed {name} the busy hands trick.",
        "First, notice your hands near your mouth.",
        "Then, give them a job. Squeeze the squishy ball, or press your palms together.",
        "\"Busy hands, happy hands,\" {tag}.",
        "?{name} squished the ball. It felt nice.",
      ],
    ],
    fail: [
      [
        "That afternoon, {name} forgot the squishy ball at home.",
        "{name}'s fingers sneaked up again.",
        "Nibble.",
        "?{name} sighed.",
        "+Habits, {name} learned, can be very sneaky.",
      ],
      [
        "The first time, {name} only noticed after three nails were already nibbled.",
        "\"Oh no,\" said {name}.",
        "+It was hard to catch the hands in time.",
      ],
      [
        "{name} squished the ball once, then forgot it.",
        "Soon the fingers were back in their mouth.",
      ],
    ],
    success: [
      [
        "Then {name} felt a finger touch their lip.",
        "\"Busy hands!\" {name} whispered.",
        "{name} pressed both palms together and squeezed.",
        "The fluttery feeling got smaller.",
        "{name}'s nails stayed safe.",
      ],
      [
        "This time, {name} kept the squishy ball in a pocket.",
        "When the worried feeling came, {name} squished it. Squish, squish, squish.",
        "{name}'s fingers were busy and happy.",
        "?Nobody even noticed, but {name} did.",
        "+It was a small thing, but it felt like a very big win.",
      ],
      [
        "{name} noticed the fingers just in time.",
        "{name} rubbed both hands together, warm and fast.",
        "\"Busy hands, happy hands,\" said {name} with a smile.",
      ],
    ],
    later: [
      [
        "A week later, {name} looked at their fingers.",
        "The nails were growing back, smooth and neat.",
        "+{name} painted a tiny star on one nail to celebrate.",
      ],
      [
        "At {school}, {name} held the squishy ball during story time.",
        "{name}'s hands stayed busy the whole time.",
      ],
    ],
    lesson: [
      "{name} knew just how to help worried fingers: busy hands, happy hands.",
      "{name}'s hands had a new job now, and they were very good at it.",
      "Noticing was the first step, and {name} was a great noticer.",
    ],
  },

  patience: {
    childTerms: "waiting when something takes a long time",
    feel: ["impatient", "impatient"],
    strategy: {
      name: "the waiting game",
      refrain: "Waiting, waiting, I can play the waiting game.",
      keywords: ["waiting game", "wait"],
    },
    titles: ["{name} and the Waiting Game", "{name} Waits", "The Long, Long Wait"],
    praise: ["played the waiting game", "waited so patiently", "found a way to make waiting easier"],
    trigger: [
      [
        "{name} and {H} planted a seed at {play}.",
        "{name} looked at the soil. Nothing.",
        "{name} looked again. Still nothing!",
        "\"Why isn't it growing?\" said {name}, and stomped.",
        "+Seeds, it turned out, did not care how much anyone wanted them to hurry.",
      ],
      [
        "A special cake was baking in the oven.",
        "They smelled so good.",
        "\"Are they ready now?\" asked {name}.",
        "\"Not yet,\" came the answer.",
        "\"Now? Now? NOW?\" said {name}, hopping up and down.",
      ],
      [
        "{name} was in a long line for the slide.",
        "The line moved very, very slowly.",
        "{name} groaned and flopped over.",
        "\"This is taking forever!\"",
        "+Every second felt like an hour.",
      ],
    ],
    body: [
      "{name}'s feet could not keep still.",
      "{name} felt hot and huffy.",
      "The waiting felt like an itch that would not stop.",
      "?{name}'s arms flopped and flapped.",
    ],
    why: [
      [
        "\"Waiting is really hard,\" {tag}.",
        "\"Even grown-ups find it hard.\"",
        "\"Some good things just need time.\"",
        "+\"You can't make time go faster, but you can make it feel shorter.\"",
      ],
      [
        "\"I see you feel impatient,\" {tag}.",
        "\"That's because you're excited. Excited is a good feeling.\"",
        "+\"The trick is to give your excitement something to do while it waits.\"",
      ],
    ],
    teach: [
      [
        "\"Let's play the waiting game,\" {tag}.",
        "\"First, take a slow breath.\"",
        "\"Then, find something to do while you wait.\"",
        "\"You can count, sing a song, or look for something yellow.\"",
        "\"Waiting, waiting, I can play the waiting game,\" sang {H}.",
        "+{H} said that waiting is much easier when your mind has a job.",
      ],
      [
        "{H} taught {name} the waiting game.",
        "Breathe in. Breathe out.",
        "Then pick a waiting job: count to twenty, sing a song, or play I Spy.",
        "?{name} liked I Spy best.",
        "+The seed would grow in its own time, but {name} could fill the time with something fun.",
      ],
    ],
    fail: [
      [
        "{name} started counting.",
        "\"One, two, three... are they ready yet?\"",
        "The counting did not last very long.",
        "?{name} flopped down again.",
      ],
      [
        "{name} tried singing, but sang with a huffy voice.",
        "Every few words, {name} stopped to check.",
        "+Checking again and again only made the waiting feel longer.",
      ],
      [
        "At first, {name} played I Spy for just one turn.",
        "Then {name} said, \"I'm bored of waiting!\"",
      ],
    ],
    success: [
      [
        "{name} took a slow breath.",
        "\"I spy something green,\" said {name}.",
        "{H} guessed a leaf. Then a frog. Then a bucket.",
        "They played and played.",
        "Then, all of a sudden, it was ready!",
        "?The waiting had almost disappeared.",
      ],
      [
        "This time, {name} counted all the way to twenty, slowly.",
        "Then {name} sang a whole song, from start to end.",
        "Then {name} drew a picture in the dirt with a stick.",
        "+Before {name} knew it, the time had slipped by.",
        "\"Look!\" said {H}.",
      ],
      [
        "{name} sang the waiting song softly.",
        "\"Waiting, waiting, I can play the waiting game.\"",
        "{name} watched the clouds make shapes.",
        "One looked like a rabbit. One looked like a boat.",
        "And then it was {name}'s turn!",
      ],
    ],
    later: [
      [
        "Days later, a tiny green shoot poked out of the soil.",
        "{name} gasped with joy.",
        "+The waiting had been worth every single day.",
      ],
      [
        "The next time {name} had to wait in line, {name} played I Spy right away.",
        "The line moved quickly after all.",
      ],
    ],
    lesson: [
      "{name} knew that waiting is easier when you play the waiting game.",
      "Good things come to those who find something fun to do while they wait.",
      "{name} had learned to make waiting feel shorter.",
    ],
  },

  "screen-time": {
    childTerms: "stopping screens and shows when it is time",
    feel: ["upset", "disappointed"],
    strategy: {
      name: "the two-minute warning",
      refrain: "Two more minutes, then the next fun thing.",
      keywords: ["two-minute", "timer", "next fun thing"],
    },
    titles: ["{name} and the Next Fun Thing", "{name} Says Bye-Bye, Screen", "{name} and the Two-Minute Timer"],
    praise: ["turned off the screen when the timer rang", "found your next fun thing", "listened to the two-minute warning"],
    trigger: [
      [
        "{name} was watching a favorite show on the tablet.",
        "\"Time to turn it off,\" said {name}'s grown-up.",
        "\"No! One more!\" said {name}.",
        "{name} held the tablet tight.",
        "When it went off, {name} cried and cried.",
        "+Screens had a way of making time disappear.",
      ],
      [
        "{name} was playing a game on the screen.",
        "The game went on and on.",
        "{name} did not hear when it was time for dinner.",
        "When the screen went off, {name} stomped and shouted.",
      ],
      [
        "Every day, stopping the show was the hardest part.",
        "{name} loved the bright colors and the songs.",
        "\"Just one more!\" begged {name}.",
        "But one more always turned into another.",
        "+By the end, everybody felt tired and cross.",
      ],
    ],
    body: [
      "{name}'s face went hot and crumpled.",
      "{name} felt upset, like something had been snatched away.",
      "{name}'s eyes filled up with tears.",
      "?Turning off felt like the end of the world.",
    ],
    why: [
      [
        "\"Screens are fun, and it's hard to stop fun things,\" {tag}.",
        "\"Feeling upset when it ends is okay.\"",
        "\"Our eyes and bodies need to do other things too.\"",
        "+\"Shows are made to keep you watching. Stopping takes a little plan.\"",
      ],
      [
        "\"It feels sudden when the screen just turns off,\" {tag}.",
        "\"Your brain needs a little warning to get ready.\"",
        "+\"And it helps to know what's coming next.\"",
      ],
    ],
    teach: [
      [
        "\"Let's try the two-minute warning,\" {tag}.",
        "\"We set a timer. When it rings, you get two more minutes.\"",
        "\"In those two minutes, you pick your next fun thing.\"",
        "\"When time is up, you say, 'Bye-bye, screen!' and go do it.\"",
        "+They made a list of next fun things together: building a fort, painting, feeding the birds, a walk to {out}.",
      ],
      [
        "{H} had a plan.",
        "\"A timer will give you the two-minute warning,\" {tag}.",
        "\"Then you choose the next fun thing, like blocks or a walk.\"",
        "\"Two more minutes, then the next fun thing.\"",
        "?{name} thought that sounded fair.",
        "+Knowing what came next would make stopping feel less like an ending and more like a beginning.",
      ],
    ],
    fail: [
      [
        "The timer rang. Two more minutes!",
        "But {name} forgot to pick the next fun thing.",
        "When the screen went off, {name} had nothing to do.",
        "{name} started to cry again.",
      ],
      [
        "The first time, {name} asked for \"two more minutes\" again and again.",
        "The timer kept ringing.",
        "+Two minutes was not supposed to stretch like chewing gum.",
      ],
      [
        "{name} heard the two-minute warning but pretended not to.",
        "When the screen went off, {name} slumped down on the floor.",
      ],
    ],
    success: [
      [
        "The next day, the timer rang. Ding!",
        "\"Two more minutes,\" said {name}.",
        "{name} thought hard. \"My next fun thing is building a fort!\"",
        "When the two minutes ended, {name} said, \"Bye-bye, screen!\"",
        "{name} ran off to build the biggest fort ever.",
      ],
      [
        "\"Ding!\" went the timer.",
        "{name} took a breath and chose the next fun thing: painting.",
        "Two minutes later, {name} turned off the screen all alone.",
        "Soon there was a picture of {H} on the fridge.",
        "+{name} was surprised to find that the painting was even more fun than the show.",
      ],
      [
        "This time, when the two-minute warning came, {name} nodded.",
        "\"My next fun thing is a walk to {out},\" said {name}.",
        "The show ended. {name} put on shoes right away.",
        "?Outside, the air smelled fresh and sweet.",
      ],
    ],
    later: [
      [
        "Every day after that, {name} listened for the two-minute warning.",
        "+{name} kept a whole list of next fun things, just in case.",
      ],
      [
        "One day, {name} even turned off the screen before the timer rang.",
        "\"I want to play outside,\" said {name}.",
      ],
    ],
    lesson: [
      "{name} knew that when a screen ends, the next fun thing begins.",
      "The two-minute warning made stopping easy.",
      "There were so many fun things in the world beyond the screen.",
    ],
  },

  separation: {
    childTerms: "saying goodbye to a grown-up at drop-off",
    feel: ["sad", "worried"],
    strategy: {
      name: "the goodbye hug-and-wave",
      refrain: "Hug, kiss, wave. I always come back.",
      keywords: ["goodbye", "come back", "wave"],
    },
    titles: ["{name} and the Goodbye Hug", "I Always Come Back, {name}", "{name}'s Goodbye Wave"],
    praise: ["did your goodbye hug-and-wave", "said goodbye so bravely", "remembered that your grown-up always comes back"],
    trigger: [
      [
        "It was {name}'s first morning at {school}.",
        "{name} held on tight to the grown-up's hand.",
        "\"Don't go!\" cried {name}.",
        "{name} did not want to let go.",
        "+All the other children seemed to know where to go, but {name} felt small and unsure.",
      ],
      [
        "Every morning, {name}'s grown-up went off to work.",
        "And every morning, {name} cried at the door.",
        "{name} wanted the grown-up to stay all day.",
        "?The goodbye felt too hard.",
      ],
      [
        "{name} was going to stay at {home} with {H} for the afternoon.",
        "When the grown-up put on a coat, {name} began to cry.",
        "\"Stay! Please stay!\" said {name}.",
        "+Even with someone kind nearby, goodbyes can make a heart ache.",
      ],
    ],
    body: [
      "{name}'s eyes filled with big tears.",
      "{name}'s tummy felt like it had a hole in it.",
      "{name} held on with both arms.",
      "?{name}'s chin wobbled.",
    ],
    why: [
      [
        "\"It's okay to feel sad at goodbye time,\" {tag}.",
        "\"It means you love your grown-up very much.\"",
        "\"And grown-ups always come back.\"",
        "+\"Missing someone is just love, stretching across the distance.\"",
      ],
      [
        "\"Goodbyes are hard,\" {tag}.",
        "\"But you are safe here, and we will have a good time.\"",
        "+\"Your grown-up is thinking about you, even while they are away.\"",
      ],
    ],
    teach: [
      [
        "{H} said, \"Let's make a special goodbye hug-and-wave.\"",
        "\"First, a big hug. Then, a kiss in the palm of your hand to keep all day.\"",
        "\"Then a wave at the window.\"",
        "\"And your grown-up says: I always come back.\"",
        "+The goodbye would be the same every time, so {name} would always know what came next.",
      ],
      [
        "{H} helped {name} plan a goodbye hug-and-wave.",
        "One big hug. One kiss in the palm to hold on to.",
        "One wave at the window.",
        "\"I always come back,\" the grown-up would say.",
        "?{name} liked the idea of a kiss to keep.",
      ],
    ],
    fail: [
      [
        "The next morning, {name} did the hug.",
        "But then {name} held on and did not let go.",
        "{name} forgot about the kiss and the wave.",
        "?It was a long, wobbly goodbye.",
      ],
      [
        "{name} tried the goodbye hug-and-wave, but started crying before the wave.",
        "+The tears came first, and the plan got washed away.",
      ],
      [
        "At first, {name} wanted ten hugs, then twenty.",
        "The goodbye went on and on.",
      ],
    ],
    success: [
      [
        "The next day, {name} did every step.",
        "A big hug. A kiss in the palm. A wave at the window.",
        "\"I always come back,\" said the grown-up.",
        "{name} waved and waved.",
        "Then {name} went to play with {toy}.",
        "{name} held the kiss tight all day.",
      ],
      [
        "This time, {name} took a slow breath.",
        "Hug. Kiss. Wave.",
        "\"See you soon. I always come back,\" said the grown-up.",
        "{name} felt a little sad, but also brave.",
        "Soon, {name} was busy with {H} and {snack}.",
        "+The sad feeling floated away faster than {name} expected.",
      ],
      [
        "{name} did the goodbye hug-and-wave with a wobbly smile.",
        "Then {H} and {name} watched from the window.",
        "Wave, wave, wave!",
        "Then they went to {play} to play.",
      ],
    ],
    later: [
      [
        "At the end of the day, the door opened.",
        "There was {name}'s grown-up, just like always.",
        "\"I always come back,\" they said together.",
        "+{name} had a hundred things to tell about the day.",
      ],
      [
        "In the afternoon, the grown-up came back, right on time.",
        "{name} ran for a giant hug.",
        "\"You came back!\"",
        "\"I always come back.\"",
      ],
    ],
    lesson: [
      "{name} knew that goodbyes end with hellos, because grown-ups always come back.",
      "The goodbye hug-and-wave made goodbyes feel safe.",
      "{name} carried love all day, tucked inside a kiss.",
    ],
  },

  "not-sharing": {
    childTerms: "sharing toys and taking turns",
    feel: ["upset", "frustrated"],
    strategy: {
      name: "the turn-taking timer",
      refrain: "My turn, your turn, when the sand runs through.",
      keywords: ["turn", "timer"],
    },
    titles: ["{name} and the Turn-Taking Timer", "{name}'s Turn, Your Turn", "{name} Learns to Take Turns"],
    praise: ["took turns with the timer", "shared your toy", "waited for your turn and gave a turn"],
    trigger: [
      [
        "{name} had {toy} and loved it very much.",
        "{peer} came over.",
        "\"Can I have a turn?\" asked {peerShort}.",
        "\"No! It's mine!\" said {name}, and held it tight.",
        "{peerShort} looked very sad.",
        "+{name} worried that once it was gone, it might not come back for a long, long time.",
      ],
      [
        "{name} and {peer} were playing at {play}.",
        "They both wanted {toy} at the same time.",
        "They pulled and tugged.",
        "\"Mine!\" \"No, mine!\"",
        "?Nobody was having fun anymore.",
      ],
      [
        "{peer} came to play at {home}.",
        "{name} did not want {peerShort} to touch anything.",
        "\"Don't touch that! That's mine!\" said {name} again and again.",
        "+Soon {peerShort} sat alone in the corner, and the playdate felt very quiet.",
      ],
    ],
    body: [
      "{name}'s hands held on tight, tight, tight.",
      "{name} felt upset and a bit worried.",
      "{name}'s tummy felt tight like a fist.",
      "?{name}'s eyes felt prickly.",
    ],
    why: [
      [
        "\"It's hard to share something special,\" {tag}.",
        "\"You might worry you won't get it back.\"",
        "\"Taking turns means it always comes back to you.\"",
        "+\"Sharing doesn't mean giving it away. It means playing fair so everybody gets a go.\"",
      ],
      [
        "\"You love {toy}. That's why it's hard to share,\" {tag}.",
        "\"Feeling upset is okay.\"",
        "+\"What if there was a way that was fair to everyone?\"",
      ],
    ],
    teach: [
      [
        "{H} brought out a little sand timer.",
        "\"This is the turn-taking timer,\" {tag}. \"It helps us take turns.\"",
        "\"When the sand runs down, the turn is over. Then it's the next person's turn.\"",
        "\"My turn, your turn, when the sand runs through.\"",
        "?{name} watched the sand trickle down.",
        "+The timer was fair, {H} explained, because it didn't pick favorites.",
      ],
      [
        "\"Let's use the turn-taking timer,\" {tag}.",
        "{H} showed them a sand timer.",
        "\"One turn lasts until the sand is gone. Then we swap.\"",
        "\"And you can watch the sand, so you know your turn is coming.\"",
        "+With the timer, nobody had to argue about whose turn was longer.",
      ],
    ],
    fail: [
      [
        "{peerShort} had the first turn.",
        "{name} watched the sand, but it was so slow!",
        "Halfway through, {name} grabbed {toy} back.",
        "\"Not yet,\" {tag} gently.",
        "?{name} gave it back with a huff.",
      ],
      [
        "{name} had the first turn.",
        "When the sand ran out, {name} did not want to swap.",
        "\"Just a bit more!\" said {name}.",
        "+Giving a turn was much harder than getting one.",
      ],
      [
        "At first, {name} turned the timer over again and again to keep the turn.",
        "That did not seem fair to {peerShort}.",
      ],
    ],
    success: [
      [
        "Then {name} took a slow breath.",
        "The sand ran through. It was {peerShort}'s turn.",
        "{name} handed over {toy}. \"Your turn.\"",
        "{name} watched the sand. Trickle, trickle.",
        "Then it was {name}'s turn again!",
        "They took turn after turn, and they laughed and laughed.",
      ],
      [
        "This time, when the sand ran out, {name} swapped.",
        "\"Your turn,\" said {name}.",
        "{peerShort} smiled a huge smile.",
        "While waiting, {name} built a little ramp.",
        "Soon they were playing together with {toy} and the ramp.",
        "+Taking turns had turned into playing together, which was the best game of all.",
      ],
      [
        "{name} turned the timer over and handed over {toy}.",
        "\"You can have a turn now,\" said {name}.",
        "\"Thank you!\" said {peerShort}.",
        "And soon it came back to {name}, just like {H} said.",
      ],
    ],
    later: [
      [
        "The next day at {play}, {name} saw a friend waiting.",
        "\"Do you want a turn with the timer?\" asked {name}.",
        "+Sharing felt warm, like giving a little bit of sunshine.",
      ],
      [
        "Later, {name} even shared {snack} with {peerShort}.",
        "They ate them side by side.",
      ],
    ],
    lesson: [
      "{name} knew that taking turns means everyone gets to play, and toys always come back.",
      "My turn, your turn, and fun for everyone.",
      "{name} was a great turn-taker now.",
    ],
  },

  shyness: {
    childTerms: "feeling shy with new people",
    feel: ["shy", "nervous"],
    strategy: {
      name: "the brave hello",
      refrain: "Wave, smile, hello.",
      keywords: ["hello", "wave"],
    },
    titles: ["{name}'s Brave Hello", "{name} Says Hello", "A Little Wave from {name}"],
    praise: ["did your brave hello", "waved and said hello", "were brave in your own quiet way"],
    trigger: [
      [
        "{name} went to {play}.",
        "There were lots of children there.",
        "{peer} came over and said, \"Hi! Want to play?\"",
        "{name} hid behind the grown-up's legs.",
        "{name} did not say anything at all.",
        "+Inside, {name} really wanted to play, but the words stayed stuck.",
      ],
      [
        "It was a party at {home}.",
        "The room was full of new faces.",
        "Someone said, \"Hello, {name}!\"",
        "{name} looked at the floor and didn't answer.",
        "?{name} stayed in the corner the whole time.",
      ],
      [
        "At {school}, the teacher asked {name}'s name.",
        "Everyone turned to look.",
        "{name}'s voice went tiny and quiet.",
        "+It felt like a spotlight was shining right on {name}.",
      ],
    ],
    body: [
      "{name}'s cheeks felt warm and pink.",
      "{name}'s voice hid deep inside.",
      "{name}'s tummy felt fluttery.",
      "?{name} wanted to curl up small.",
    ],
    why: [
      [
        "\"Lots of people feel shy,\" {tag}.",
        "\"Shy is a feeling, and it's okay.\"",
        "\"You can be shy and brave at the same time.\"",
        "+\"Some of the kindest people in the world are quiet people.\"",
      ],
      [
        "\"New people can feel big,\" {tag}.",
        "\"You don't have to be loud. You can start small.\"",
        "+\"A tiny bit of brave is still brave.\"",
      ],
    ],
    teach: [
      [
        "\"Let's practice the brave hello,\" {tag}.",
        "\"First, a little wave. Then, a smile. Then, say hello.\"",
        "\"If the word is too big, the wave and smile are enough to start.\"",
        "?{name} practiced waving at {H}.",
        "+{H} said that brave hellos get easier each time, like climbing the same hill.",
      ],
      [
        "{H} taught {name} the brave hello.",
        "Wave. Smile. Hello.",
        "\"You can do just one step, or all three,\" {tag}.",
        "They practiced with {cuddly}, who was a very good listener.",
        "+Starting small, {H} explained, is how every brave thing begins.",
      ],
    ],
    fail: [
      [
        "At {play}, {name} tried to wave at a child.",
        "But {name}'s hand only went up a tiny bit.",
        "The child did not see.",
        "?{name} felt wobbly and sat down.",
      ],
      [
        "{name} smiled, but the hello got stuck.",
        "It stayed inside like a bird in a nest.",
        "+The first try was smaller than {name} had hoped.",
      ],
      [
        "{name} wanted to say hello, but looked at the ground instead.",
        "The moment passed.",
      ],
    ],
    success: [
      [
        "{name} took a breath and tried again.",
        "{name} waved a little wave.",
        "{name} smiled a little smile.",
        "\"Hello,\" said {name}, very softly.",
        "\"Hello!\" said {peerShort}. \"Want to dig with me?\"",
        "{name} nodded and joined in.",
      ],
      [
        "This time, {name} waved first.",
        "The child waved back!",
        "{name} smiled. The child smiled too.",
        "\"Hi,\" whispered {name}.",
        "+It was a small hello, but it opened a whole new friendship.",
      ],
      [
        "{name} stood next to {H}, feeling brave.",
        "Wave. Smile. \"Hello, I'm {name}.\"",
        "The teacher beamed.",
        "\"Welcome, {name}!\"",
      ],
    ],
    later: [
      [
        "The next week, {name} did the brave hello at {school}.",
        "+By the end of the day, {name} had a new friend to sit with.",
      ],
      [
        "Later, {name} waved at a neighbor.",
        "The neighbor waved back and smiled.",
        "{name} felt warm all over.",
      ],
    ],
    lesson: [
      "{name} knew that a brave hello can start with a tiny wave.",
      "Shy and brave could live together inside {name}.",
      "{name}'s quiet hello was just right.",
    ],
  },
};
