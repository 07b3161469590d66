import { band, type Frame } from "./types";

/** An everyday must-stop: turning off the tablet, the phone, the TV, the video game. */
export const mustStopFrame: Frame = {
  id: "must-stop",
  childTerms: "stopping {object} when time is up",
  strategy: {
    name: "the Finish Line",
    steps: ["Listen for the five-minute warning", "Find a good place to stop", "Say “Bye for now!” and choose what's next"],
    why: "Stopping in the middle of something feels like losing it; a warning and a chosen stopping place let the child finish, and choosing the next thing gives them somewhere to go.",
    refrain: "Warning, finish line, bye for now, what's next?",
    toddlerSteps: ["Listen for the warning", "Say “Bye for now!”"],
    smallFirstStep: "Say “Bye for now!” when the warning comes, even a grumpy one",
  },
  titles: ["{name} and the Finish Line", "Bye for Now, {name}", "{name} Finds the Finish Line"],
  strategyScenes: [
    {
      text: band(
        '"It is the Finish Line," said {H}. "First, {G} says: five more minutes!" Ding! "Then find a stop. The end of the song!" {C} nodded. "Then say: bye for now! What\'s next?" {C} waved at {object}. Then they did it again, for pretend. Ding! Stop. Bye for now! Easy. {refrain}',
        '"It\'s called the Finish Line," said {H}. "First, {G} gives you a five-minute warning. Then you look for a good place to stop, like the end of a level or the end of a song. That\'s your finish line." {C} listened carefully. "Then you say, Bye for now! and choose what comes next." {C} liked choosing. {C} liked bye for now, too. It wasn\'t bye forever.',
        '"It\'s called the Finish Line," {H} explained. "Stopping in the middle of something feels terrible, like having a book snatched away mid-sentence. So {G} gives you a five-minute warning, and you use it to find a finish line: the end of the episode, the end of the level. When you reach it, you say bye for now, and you pick what\'s next." {C} thought about it. That did sound less terrible.',
        '"It\'s called the Finish Line," said {H}. "The problem isn\'t stopping. It\'s being stopped halfway, with no warning, which would make anyone cross. So: {G} gives a five-minute warning. You pick your own finish line, the end of a level, the end of an episode. You reach it, you say bye for now, and you choose what\'s next." {C} squinted. "I get to pick where I stop?" "Within the five minutes," said {H}. "That\'s the deal."',
      ),
    },
  ],
  talkAbout: [
    "Where was {name's} finish line?",
    "What could you choose to do next, after screen time?",
    "How does it feel when you have to stop something fun?",
    "Why does a five-minute warning help?",
  ],
  episodes: [
    {
      id: "finish-line",
      moment: "time to stop {object}",
      talkAbout: "Why was stopping {object} so hard for {name}?",
      scenes: {
        opening: {
          text: band(
            "At {home}, {C} had {object}. {placeLine} Beep, boop! Bright colors! Happy music! {C} played and played. {C} liked it so much. Tap, tap, tap! Time went zoom. It went zoom, zoom, zoom.",
            "At {home}, {C} {was} curled up in {P} with {object}. {placeLine} There were bright colors, funny sounds and {screenActivity}. {C} had been playing for a long time, but it didn't feel long at all. It felt like about two minutes.",
            "At {home}, {C} {was} settled in {P} with {object}, completely absorbed. {placeLine} {C} {was} halfway through {aUnit} {gameBit}. The rest of the world had faded away. {C} didn't notice the light changing outside, or {G} glancing at the clock.",
            "At {home}, {C} {was} in {P} with {object}. {C} had been there for some time, though {C} would have sworn it was about ten minutes. {placeLine} {C} {was} deep in {aUnit} {gameBit}, and some very unfair timing. Everything else had gone quiet and far away, the way it does when something has your full attention.",
          ),
        },
        problem: {
          text: band(
            '"Time to stop," said {G}. {C} cried, "No!" {C} held on tight. "More!" {G} reached for {object}. {C} cried and kicked. "No, no, no!" It was very loud. {C} cried and cried. Nobody was happy now.',
            '"Time to stop now," said {G}. "No!" {C} cried, and held {object} tight. {G} asked again, and {C} turned away, "Just one more!" When {G} gently reached for {object}, {C} cried and kicked and shouted, and the happy afternoon turned into a very loud one.',
            '"Time\'s up," said {G}. "Can you switch off now?" {C} didn\'t look up. "One more minute!" {G} waited, then asked again. {C} held on to {object} and begged for just one more {unit}. When {G} finally switched it off, {C} burst into angry tears. "It\'s not fair! I was just about to win!"',
            "\"Time's up,\" said {G}. {C} heard it, the way you hear rain on a window, and kept playing. The second time, {C} negotiated: one more {unit}. The third time, {C} argued. And when {G} finally turned {object} off, {C} {was} furious. {C} said several things {they} didn't mean and stomped off to slam a door. It was not the ending anyone had wanted.",
          ),
        },
        feeling: {
          text: band(
            "{C} felt {feeling}. The game was gone! Just like that. {C} {was} not finished. {C's} face went hot. {C} wanted it back. Right now! {C} stamped {their} foot.",
            "{C} felt {feeling}. {C} had been right in the middle of the {unit}, and then it was gone, just like that. It felt like someone had stopped a story before the end. {C's} face was hot and {their} eyes were wet. It wasn't fair.",
            "{C} felt {feeling}. {C} had been so close to finishing, and then it was over, with no ending at all. It felt like having a book snatched away mid-sentence. And after all that bright, busy noise, the room felt suddenly dull and quiet. {C} didn't know what to do with {themself}.",
            "{C} felt {feeling}, and underneath that was a flat, gray sort of feeling that always turned up when {object} went off. Everything after a screen seemed slower and quieter and less interesting. {C} knew the shouting hadn't helped. But being pulled out partway through had felt like being woken up from a really good dream, and {C} hadn't been ready.",
          ),
        },
        stumble: {
          day: 1,
          text: band(
            'Next day, {G} said, "Five more minutes!" {C} played on. Then {G} said, "Time\'s up!" Oops! {C} forgot the finish line. {C} {was} not ready. {C} cried a little.',
            'The next day, {G} gave the five-minute warning, and {C} said, "Okay!" But then {C} forgot to look for a finish line, and just kept playing. When the time was up, {C} {was} right in the middle of {aUnit} again. "I forgot to find a stop," {C} sniffed. "The warning worked," said {G}. "Next, the finish line."',
            'The next day, {G} gave a five-minute warning, and {C} heard it, which was new. But instead of finding a finish line, {C} started a brand-new {unit}, which was the opposite of the plan. When time was up, {C} {was} halfway through again, and the cross feeling came rushing back. "I started a new one," {C} admitted. {G} nodded. "Tomorrow, look for the end instead."',
            'The next day, {G} gave the warning, and {C} acknowledged it. Then {C} started a new {unit}, on the grounds that it might be a short one. It was not a short one. Time ran out halfway, and the familiar fury bubbled up. {C} managed not to shout. Mostly. {C} said later, "I think the mistake was starting a new {unit}." "Interesting theory," said {G}, straight-faced.',
          ),
        },
        success: {
          day: 2,
          text: band(
            'Next time, {G} said, "Five more minutes!" {C} found a stop. The end of the song! Ta-da! {C} said, "Bye for now! What\'s next? Blocks!" {refrain} {G} cheered. No tears!',
            'The next time, when {G} called out the five-minute warning, {C} found a finish line: the end of the {unit}. {C} played to the end, then switched off {object} all alone and said, "Bye for now!" {C} asked, "What\'s next?" They built a block tower together. There were no tears at all.',
            'The next time, when the warning came, {C} looked for a finish line straight away: the end of the current {unit}, not a new one. {C} reached it with a minute to spare. "Bye for now," {C} told {object}, and switched it off. It still felt a bit sad. But it felt finished, which was different. "What\'s next?" {C} asked, and chose drawing. {G} beamed.',
            "The next time, when the warning came, {C} tried an idea of {their} own. {C} saved the game and wrote down where {they} had gotten to on a sticky note, so tomorrow could start right there. Then {C} finished the {unit}, said bye for now and turned {object} off. Stopping didn't feel like losing anything, because nothing was lost. {C} said, \"What's next?\" {G} looked extremely impressed.",
          ),
        },
        echo: {
          day: 3,
          time: "afternoon",
          text: band(
            'The next day, {C} watched a show. {G} said, "Five more minutes!" {C} waited for the end. "Bye for now!" Then {C} went out to play. Hooray!',
            'A few days later, {C} {was} watching a show when the five-minute warning came. {C} waited until the end of the episode, turned it off and said, "Bye for now!" Then {C} ran outside to play. {G} gave a big thumbs-up through the window.',
            'A few days later, the warning came during a show. {C} didn\'t even argue. {C} waited for the end of the episode, switched it off and said, "Bye for now." Then {C} went to find {G}. {C} asked, "What\'s next?" They went to {world} together, and {C} didn\'t think about the show once.',
            "A few days later, the warning came during a show. {C} handled it without any fuss: waited for the end credits, switched off, and wandered off to ask what was next. {G} tried very hard not to make a big deal of it. They went to {world} and stayed until the sun went down. {C} didn't mention the show at all.",
          ),
        },
      },
      // Another telling: a rainy yes that runs long, a dinner call met with a puddle on the floor, and the finish line said out loud before it comes.
      alternates: [
        {
          opening: {
            text: band(
              'One {timeWord}, it rained and rained at {home}. Drip, drop. "Can I have {object}?" asked {C}. "Yes," said {G}. "For a little while." {placeLine} {C} snuggled down in {P}. Hooray! A little while went by. Then a long while.',
              "It was a rainy {timeWord} at {home}. {C} asked very nicely for {object}, and {G} said yes, just for a little while. {placeLine} {C} snuggled down in {P}, and soon {they} {was} deep in {screenActivity}. The rain went tap, tap on the window. A little while turned into a longer while. {C} didn't notice. When something is that much fun, clocks might as well not exist.",
              "It was a rainy {timeWord} at {home}, the kind where nobody can go outside. So when {C} asked for {object}, {G} said yes, for a little while. {placeLine} {C} settled into {P} and went straight into {screenActivity}. It was the best {unit} yet. Then came another, and another. The little while had stretched into a long one, but from inside the screen, it didn't feel like any time at all.",
              "It was a wet, gray {timeWord} at {home}. {C} had made a very reasonable case for {object}: the rain, nothing else to do, every chore done. {G} said yes, for a little while. {placeLine} {C} settled into {P} and disappeared into {screenActivity}. A little while is a slippery amount of time. It turned into a long while without anyone noticing. {C}, having the best {timeWord} in weeks, noticed least of all.",
            ),
          },
          problem: {
            text: band(
              '"All done now," said {G}. "Time to stop." {C} did not look up. {C} turned away. "No! Mine!" {G} pressed the off button on {object}. Click. {C} flopped on the floor. Flop! "You said yes!" {C} cried. Boo hoo!',
              'Then {G} came and sat down next to {Cobj}. "That was a little while. Time to stop now." {C} didn\'t look up. {C} turned {their} back and kept going, very fast, as if that might stop the clock. When {G} came over and pressed the off button on {object}, {C} flopped onto the floor like a puddle. "But you said I could!" {C} wailed, kicking {their} feet. It took a long time for anyone to feel happy again.',
              'Then {G} came in and said that the little while was over, and it was time to stop. {C} pretended not to hear. {G} called again, closer this time. "I\'m just finishing," {C} said, which wasn\'t exactly true, because the {unit} had only just begun. When {G} pressed the off button on {object}, {C} slid down onto the floor. "You said I could have it!" {C} wailed. "You said!" The rest of the {timeWord} was grumpy and crumpled.',
              'Then {G} announced that the little while was over. {C} said, "Two minutes," which is the traditional reply. Ten minutes later, {G} came back, and the two minutes had not been used for stopping. {G} pressed the off button on {object}. {C} slid to the floor in protest and gave a speech about fairness, promises and the fact that {G} had said yes. {G} listened to all of it, then pointed out that yes had meant a little while. The rest of the {timeWord} had a distinctly frosty feel.',
            ),
          },
          success: {
            day: 2,
            text: band(
              'Next time, {C} said, "Tell me five more minutes!" Ding! {G} did. "My stop is the end!" said {C}. At the end, {C} said, "Bye for now!" {C} pressed off all alone. Click! "What\'s next?" {C} helped water the plants. {refrain}',
              'The next time, {C} had {object} again, and this time {C} asked first: "Can you give me my five-minute warning?" When the warning came, {C} told {G}, "My finish line is the end of this {unit}." At the end, {C} pressed the off button all alone and said, "Bye for now!" "What\'s next?" It was helping {G} water the plants. There was no puddle on the floor at all.',
              'The next time, {C} tried something: before even starting, {C} asked {G} for the five-minute warning. When it came, {C} said out loud, "My finish line is the end of this {unit}," so that {they} couldn\'t sneak past it. {C} reached it, said bye for now and turned {object} off without being asked twice. It still felt a bit sad, but it was a finished kind of sad. "What\'s next?" {C} asked. Next was helping {G} make pancakes, which involved a whisk.',
              'The next time, {C} tried a twist of {their} own and set the finish line before pressing start. "Two {unit}s," {C} told {G}. "Then the five-minute warning, then I stop at the end of whatever I\'m on." {G} agreed, looking slightly amazed at the paperwork. When the warning came, {C} finished the {unit}, said bye for now to {object} and switched it off. Then {C} wandered into the kitchen. "What\'s next?" Next was grating cheese for a snack, which turned out to be oddly satisfying.',
            ),
          },
        },
      ],
    },
    {
      // The screen sneaked into bed at night (the parent said bed, bedtime or night): the Finish Line at
      // bedtime, the tablet sleeping on its charger in the kitchen, a book as what's next.
      id: "screen-in-bed",
      moment: "{object} at bedtime",
      strategy: {
        steps: [
          "Listen for the five-minute warning and finish what you're watching",
          "Put {object} on its charger in the kitchen",
          "Say “Bye for now!” and choose a bedtime story",
        ],
        why: "A screen in bed keeps a child's brain awake; a warning lets them finish, a charger outside the bedroom gives the screen its own place to sleep, and a story with a grown-up is something to go to.",
        refrain: "Warning, charger, bye for now, story time!",
        toddlerSteps: ["Put {object} on its charger", "Say “Bye for now!”"],
        smallFirstStep: "Carry {object} to its charger with {G}",
      },
      talkAbout: "Where does {object} sleep at night, and why?",
      scenes: {
        opening: {
          place: "bedroom",
          time: "night",
          text: band(
            'It was bedtime at {home}. {C} had pajamas on and clean teeth. {G} read a story and said, "Night night!" Click went the light. But {C} {was} not sleepy. {C} {was} thinking about {object}.',
            "It was bedtime at {home}. {C} had pajamas on, clean teeth and a story read twice. {G} tucked the blanket in and said goodnight. But {C} {was} not thinking about sleep. {C} {was} thinking about {object} on the kitchen counter, and the game with the jumping frog, and how nobody would know.",
            "At bedtime at {home}, everything went the usual way: pajamas, teeth, a chapter of the book, goodnight. But as soon as the door closed, {C} lay there wide awake, thinking about {object}. It was only in the kitchen. One quick game couldn't hurt. Nobody would even know.",
            "Bedtime at {home} followed its usual script: pajamas, teeth, a chapter, the light off. {C} said goodnight in the voice of someone who fully intended to sleep. {C} did not fully intend to sleep. The plan was to wait ten minutes and then fetch {object}, which was charging in the kitchen and was, as far as {C} {was} concerned, practically calling out.",
          ),
        },
        problem: {
          place: "bedroom",
          time: "night",
          text: band(
            '{C} tiptoed out. Tiptoe, tiptoe. {C} got {object}! Back in bed, under the blanket, {C} played. Beep, boop! The light was so bright. Then {G} came in. "It\'s night time!" {C} cried, "No! Mine!"',
            '{C} tiptoed to the kitchen, took {object} and crept back to bed. Under the blanket, the screen glowed bright blue. {C} played and played. Then the door opened. "It\'s the middle of the night," said {G}. "No! Just one more!" {C} cried, and held {object} tight. It ended in tears, and it was very late before anyone was asleep.',
            "{C} crept to the kitchen, unplugged {object} and smuggled it back under the covers. The screen lit up the blanket like a tent. One game became three. Then the door opened, and {G} stood there, looking very tired. \"It's nearly ten o'clock,\" {G} said, and held out a hand. {C} clung to {object}, said it wasn't fair, and cried until there were no more tears left.",
            'Ten minutes later, {C} crept to the kitchen, unplugged {object} and took it back to bed under the covers. It was a good plan until the screen lit up the whole ceiling. {G} noticed the glow under the door. "Hand it over," {G} said, sounding more tired than cross. {C} argued, then bargained, then said some things that weren\'t meant. Nobody got enough sleep.',
          ),
        },
        feeling: {
          place: "bedroom",
          time: "night",
          text: band(
            "{C} felt {feeling}. {C} wanted {object}! But now {C's} eyes were tired and {C's} tummy felt wobbly. It was dark. It was late. Everything felt too big.",
            "{C} felt {feeling}. {C} had really wanted that game. But now it was very late, {C's} eyes felt scratchy, and {C's} head was full of bright, jumpy pictures that wouldn't go quiet. Sleep felt far away.",
            "{C} felt {feeling}, and also strange: tired but buzzy, as if the screen had left a light on inside. The game hadn't even been that fun at night. It had mostly been about getting away with it. And now nobody was happy.",
            "{C} felt {feeling}, and under that, a buzzy, wired kind of tired. The game had felt urgent at ten o'clock at night in a way it never did in daylight. Now {C's} eyes ached, the thoughts wouldn't switch off, and the morning was going to be awful. Getting caught wasn't even the worst part.",
          ),
        },
        stumble: {
          day: 1,
          time: "night",
          place: "bedroom",
          text: band(
            'Next night, {G} said, "Five more minutes!" Then {C} said, "Bye for now!" {object} went to sleep in the kitchen. But later, {C} tiptoed out again. Oops! {G} was there. "Back to bed," said {G}. "Try again tomorrow."',
            'The next night, {G} gave the five-minute warning, and {C} said bye for now and put {object} on its charger in the kitchen. That part worked! But later, lying in the dark, {C} thought about it again and tiptoed out. {G} was in the kitchen. "Back to bed," said {G} kindly. "The plan was good. Let\'s try it again tomorrow."',
            'The next night, {C} heard the five-minute warning, finished the level, said bye for now, and {object} went to its charger in the kitchen. So far, so good. But half an hour later, in the dark, the old idea came creeping back, and so did {C}, all the way to the kitchen. {G} was there, making tea. "Ah," said {G}. "Nearly." {C} went back to bed, a bit embarrassed.',
            'The next night, {C} took the warning, finished the level and parked {object} on its charger in the kitchen. It was a genuine success for about thirty-five minutes. Then the old thought arrived, and {C} ended up in the kitchen doorway in the dark. {G} was there, reading. Neither of them said anything for a moment. "Bed," said {G} eventually, and {C} went, a little embarrassed.',
          ),
        },
        success: {
          day: 2,
          time: "night",
          place: "bedroom",
          text: band(
            'Next night: five more minutes. Then {C} said, "Bye for now!" {object} went to sleep in the kitchen. "What\'s next?" A story! {C} stayed in bed. {refrain} {G} smiled. Snug!',
            'The next night, {C} listened for the five-minute warning, found the end of a level and, all alone, said, "Bye for now!" {C} carried {object} to the kitchen and put it on its charger. "What\'s next?" {C} asked. {G} read the next chapter of the book, and {C} stayed in bed all night, snug and sleepy.',
            "The next night, when the warning came, {C} found a finish line, said bye for now and took {object} to the kitchen without being asked. Then {C} had an idea: {object} could spend the night by {G's} bed, so the old thought would have nowhere to go. \"What's next?\" {C} asked. A chapter of the book, and then sleep. It worked.",
            'The next night, {C} took the warning, finished the level and handed {object} over before being asked. "Keep it in your room," {C} said. "Then I can\'t talk myself into anything at ten o\'clock." {G} looked impressed and slightly suspicious, and took it. "What\'s next?" said {C}, and they read a chapter together. {C} {was} asleep before the end of it.',
          ),
        },
        echo: {
          day: 3,
          time: "night",
          place: "bedroom",
          text: band(
            'Another night, it was bedtime again. {C} said, "Bye for now!" {object} went to sleep. {C} went to sleep too. Night night!',
            'A few nights later, bedtime came round again. {C} heard the warning, said bye for now and put {object} on its charger in the kitchen before {G} even asked. "What\'s next?" {C} said, and climbed into bed with a book.',
            "A few nights later, {C} put {object} on its charger in the kitchen at the five-minute warning, without any reminders. The screen went dark, and so did the buzzy feeling. {C} {was} asleep long before the house was quiet.",
            "A few nights later, {C} parked {object} on the kitchen charger at the warning and didn't give it another thought. {G} noticed, said nothing, and left an extra cookie in the lunchbox the next day. {C} noticed that too.",
          ),
        },
      },
      // Another telling: a bedtime bargain, the tablet hidden under a glowing pillow, and the tablet put to bed under a dish towel (or an alarm clock instead).
      alternates: [
        {
          opening: {
            place: "bedroom",
            time: "night",
            text: band(
              'At {home}, {C} {was} ready for bed. "Can {object} sleep in my room?" asked {C}. "No," said {G}. "It sleeps in the kitchen." "Okay," said {C}. But {C} had a secret plan. Shh! {G} kissed {C\'s} nose. Lights out!',
              'At bedtime at {home}, {C} tried one last idea. "Can {object} sleep in my room tonight? I won\'t play. Promise." "No," said {G}, smiling. "{object} sleeps on its charger in the kitchen, and you sleep here." {C} said okay, in a very good, very innocent voice. But under the blanket, {C} {was} already making a secret plan. {G} kissed {Cobj} goodnight and turned out the light.',
              'At bedtime at {home}, {C} made one last try. "What if {object} slept in here tonight? Just on the shelf. I wouldn\'t even touch it." {G} laughed. "Nice try. {object} sleeps on the kitchen charger, same as always." {C} sighed a big, convincing sigh and said okay. {G} turned out the light. But {C} {was} not thinking about sleep. {C} {was} counting the minutes until the house went quiet.',
              'At bedtime at {home}, {C} presented a careful argument for {object} spending the night in the bedroom. It would be on the shelf. It would be switched off. It would be, essentially, furniture. {G} listened to the whole thing and said no. "The kitchen charger," {G} said, "same as every night." {C} accepted this with suspicious grace. The light went off, and {C} lay in the dark, wide awake, waiting for the house to go quiet.',
            ),
          },
          problem: {
            place: "bedroom",
            time: "night",
            text: band(
              'Then the house was quiet. {C} tiptoed to the kitchen and got {object}. Back under the blanket! Tap, tap. Then: footsteps! {C} hid {object} under the pillow. But the pillow glowed. {G} lifted it up. "I\'m asleep!" said {C}. Oh dear. Then tears.',
              'When the house was quiet, {C} crept to the kitchen and took {object} off its charger. Back under the blanket {C} went, with the sound turned right down. It was going well until {G\'s} footsteps came along the hall. Quick! {C} pushed {object} under the pillow and shut {their} eyes. But the pillow was glowing. {G} lifted it up. "I was only checking the time!" {C} said. When {G} took {object}, {C} cried until it was very late indeed.',
              'As soon as the house went quiet, {C} crept to the kitchen, unplugged {object} and tiptoed back. Sound off, screen as dim as it would go. For a while it worked. Then footsteps came along the hall, and {C} shoved {object} under the pillow and put on {their} best sleeping face. Unfortunately, the pillow was glowing. {G} lifted it and held out a hand. "I was just checking the time," said {C}. It was not a convincing excuse, and the tears that followed kept everyone up far too late.',
              'Once the house was quiet, {C} fetched {object} from the kitchen. Sound off, brightness all the way down: very professional. It went well for twenty minutes. Then there were footsteps in the hall, and {C} stuffed {object} under the pillow and did an excellent impression of a sleeping person. The pillow, however, was glowing. {G} lifted it, looked at the screen, and then at {Cobj}. "I was checking the time," said {C}. Neither of them believed that. There was an argument, then tears, and nobody got enough sleep.',
            ),
          },
          success: {
            day: 2,
            time: "night",
            place: "bedroom",
            text: band(
              'The next night, the warning came: five more minutes! {C} waved. "Bye for now!" {C} put {object} on its charger. {C} gave it a dish towel blanket. "Night night!" "What\'s next?" A song with {G}! {refrain} {C} slept all night.',
              'The next night, when {G} gave the five-minute warning, {C} found a finish line at the end of a {unit}. "Bye for now!" {C} said, and carried {object} to the kitchen all alone. Then {C} had an idea and tucked a dish towel over it like a tiny blanket. "Night night," {C} whispered. "What\'s next?" Next was a song with {G}, and {C} {was} asleep before the end of it.',
              'The next night, {C} listened for the five-minute warning, reached the end of the {unit} and said bye for now. {C} carried {object} to the kitchen and plugged it in {themself}. Then {C} added a twist of {their} own and put it to bed, with a dish towel over the top like a blanket. "Now it\'s sleeping," {C} said. "So it can\'t play anyway." {G} laughed. "What\'s next?" asked {C}. Next was a chapter of the book, and {C} didn\'t think about the kitchen once.',
              'The next night, {C} took the five-minute warning and finished the {unit}. {C} said bye for now and plugged {object} into the kitchen charger without being asked. Then came a request: an old-fashioned alarm clock for the bedroom. "Then I can\'t say I need {object} to check the time," {C} explained. {G} found one in a drawer, complete with a very loud tick. "What\'s next?" asked {C}. A chapter of the book, it turned out. {C} fell asleep counting ticks.',
            ),
          },
          feeling: {
            place: "bedroom",
            time: "night",
            text: band(
              "{C} felt {feeling}. {object} was gone. The room was dark and quiet. {C} pulled the blanket up. Sniff, sniff. {G} sat on the bed and stroked {C's} hair. {C} {was} still cross. But the stroking was nice.",
              "{C} felt {feeling}. {object} was gone, the room was dark, and everything was too quiet. {C} pulled the blanket over {their} head. Being cross with {G} was easier than thinking about the sneaking. {G} sat down on the edge of the bed and stroked {C's} hair, and didn't say anything for a while. That helped, a little.",
              "{C} felt {feeling}, lying in the dark with the blanket pulled right up. Part of {Cobj} was cross with {G} for taking {object}. A bigger, quieter part was cross with {themself} for sneaking it. Now {their} eyes stung and {their} head buzzed, and sleep felt miles away. {G} sat on the edge of the bed, stroking {C's} hair, and waited.",
              "{C} felt {feeling}, with the blanket over {their} head and a mind still fizzing with leftover screen-light. It was easier to be annoyed with {G} than with {themself}, so {C} tried that for a while. It didn't work very well. {G} sat on the edge of the bed in the dark and didn't lecture, which made it harder to stay annoyed. \"Sneaking is tiring, isn't it?\" {G} said eventually. {C} didn't answer, which was an answer.",
            ),
          },
          stumble: {
            day: 1,
            time: "night",
            place: "bedroom",
            text: band(
              'Next night came. Ding! "Five more minutes!" {C} found a stop. Good! But then {C} said, "One more!" "No," said {G}. {C} cried a bit. {object} went to the kitchen anyway. "Nearly!" said {G}.',
              'The next night, {G} gave the five-minute warning, and {C} found a finish line at the end of the {unit}. But when {C} got there, {C} didn\'t say bye for now. {C} said, "Just one more! Please!" {G} said no, kindly, and {C} cried a little on the way to the kitchen. But {object} did go on its charger, and {C} stayed in bed. "Two parts out of three," said {G}.',
              'The next night, {C} heard the warning and found a finish line, which was progress. But when {C} reached it, the bye for now came out as "Just one more {unit}?" {G} said no, gently, and the one more turned into a few grumpy tears on the way to the kitchen. Still, {object} went on its charger, and {C} didn\'t go back for it. "I did the warning and the finish line," {C} said, sniffing. "You did," said {G}. "The bye for now is the tricky bit."',
              'The next night, {C} took the warning and reached the end of the {unit} right on time. Then {C} tried to renegotiate. "Technically," {C} said, "one more would also be a finish line." {G} admired the argument and said no. There was some muttering on the walk to the kitchen. But {object} stayed on its charger all night, and {C} stayed in bed. "Two steps out of three," {C} admitted the next morning. "The bye for now needs work."',
            ),
          },
          echo: {
            day: 3,
            time: "night",
            place: "bedroom",
            text: band(
              'Another night, {C} {was} tired. {C} waved to {object}. "Bye for now!" Off it went to the kitchen. {C} chose a book. Snuggle, snuggle. Big yawn!',
              "A few nights later, {C} didn't even wait for the warning. {C} finished the {unit}, said bye for now and put {object} on its charger in the kitchen. Then {C} chose a book and climbed into bed. {G} found {Cobj} there, already half asleep, with the book on {their} nose.",
              'A few nights later, {G} came to give the warning and found {object} already on its charger in the kitchen. {C} {was} in bed with a book. "I stopped early," {C} said, "so we could have a longer chapter." {G} sat down to read it with {Cobj}, and {C} {was} asleep before the end of the page.',
              'A few nights later, {G} went to give the warning and found {object} already charging in the kitchen. {C} {was} in bed with a book. "I\'ve worked out," {C} said, without looking up, "that the game is better in the afternoon, when I\'m not trying not to get caught." {G} agreed that this was very wise and pretended not to be astonished. {C} read two pages and fell asleep on the third.',
            ),
          },
        },
      ],
    },
  ],
};
