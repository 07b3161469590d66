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
  },
  titles: ["{name} and the Finish Line", "Bye for Now, {name}", "{name} Finds the Finish Line"],
  strategyScenes: [
    {
      text: band(
        "\"It is the Finish Line,\" said {H}. \"First, {G} says: five more minutes!\" Ding! \"Then find a stop. The end of the song!\" {C} nodded. \"Then say: bye for now! What's next?\" {C} waved at {object}. {refrain}",
        "\"It's called the Finish Line,\" said {H}. \"First, {G} gives you a five-minute warning. Then you look for a good place to stop, like the end of a level or the end of a song. That's your finish line.\" {C} listened carefully. \"Then you say, Bye for now! and choose what comes next.\" {C} liked choosing. {C} liked bye for now, too. It wasn't bye forever.",
        "\"It's called the Finish Line,\" {H} explained. \"Stopping in the middle of something feels terrible, like having a book snatched away mid-sentence. So {G} gives you a five-minute warning, and you use it to find a finish line: the end of the episode, the end of the level. When you reach it, you say bye for now, and you pick what's next.\" {C} thought about it. That did sound less terrible.",
        "\"It's called the Finish Line,\" said {H}. \"The problem isn't stopping. It's being stopped halfway, with no warning, which would make anyone cross. So: {G} gives a five-minute warning. You pick your own finish line, the end of a level, the end of an episode. You reach it, you say bye for now, and you choose what's next.\" {C} squinted. \"I get to pick where I stop?\" \"Within the five minutes,\" said {H}. \"That's the deal.\"",
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
            "At {home}, {C} {was} settled in {P} with {object}, completely absorbed. {placeLine} {C} {was} halfway through {aUnit} with a jumping frog and a very tricky river. The rest of the world had faded away. {C} didn't notice the light changing outside, or {G} glancing at the clock.",
            "At {home}, {C} {was} in {P} with {object}. {C} had been there for some time, though {C} would have sworn it was about ten minutes. {placeLine} {C} {was} deep in {aUnit} with a frog, a river and some very unfair timing. Everything else had gone quiet and far away, the way it does when something has your full attention.",
          ),
        },
        problem: {
          text: band(
            "\"Time to stop,\" said {G}. {C} cried, \"No!\" {C} held on tight. \"More!\" {G} reached for {object}. {C} cried and kicked. \"No, no, no!\" It was very loud. {C} cried and cried. Nobody was happy now.",
            "\"Time to stop now,\" said {G}. \"No!\" {C} cried, and held {object} tight. {G} asked again, and {C} turned away, \"Just one more!\" When {G} gently reached for {object}, {C} cried and kicked and shouted, and the happy afternoon turned into a very loud one.",
            "\"Time's up,\" said {G}. \"Can you switch off now?\" {C} didn't look up. \"One more minute!\" {G} waited, then asked again. {C} held on to {object} and begged for just one more {unit}. When {G} finally switched it off, {C} burst into angry tears and shouted that it wasn't fair, that {they} had been just about to win.",
            "\"Time's up,\" said {G}. {C} heard it, the way you hear rain on a window, and kept playing. The second time, {C} negotiated: one more {unit}. The third time, {C} argued. And when {G} finally switched {object} off, {C} {was} furious. {C} said several things {they} didn't mean and stomped off to slam a door. It was not the ending anyone had wanted.",
          ),
        },
        feeling: {
          text: band(
            "{C} felt {feeling}. The game was gone! Just like that. {C} {was} not finished. {C's} face went hot. {C} wanted it back. Right now! {C} stamped {their} foot.",
            "{C} felt {feeling}. {C} had been right in the middle of the {unit}, and then it was gone, just like that. It felt like someone had stopped a story before the end. {C's} face was hot and {their} eyes were wet. It wasn't fair.",
            "{C} felt {feeling}. {C} had been so close to finishing, and then it was over, with no ending at all. It felt like having a book snatched away mid-sentence. And after all that bright, busy noise, the room felt suddenly dull and quiet. {C} didn't know what to do with {themself}.",
            "{C} felt {feeling}, and underneath that was a flat, grey sort of feeling that always turned up when {object} went off. Everything after a screen seemed slower and quieter and less interesting. {C} knew the shouting hadn't helped. But being pulled out partway through had felt like being woken up from a really good dream, and {C} hadn't been ready.",
          ),
        },
        stumble: {
          day: 1,
          text: band(
            "Next day, {G} said, \"Five more minutes!\" {C} played on. Then {G} said, \"Time's up!\" Oops! {C} forgot the finish line. {C} {was} not ready. {C} cried a little.",
            "The next day, {G} gave the five-minute warning, and {C} said, \"Okay!\" But then {C} forgot to look for a finish line, and just kept playing. When the time was up, {C} {was} right in the middle of {aUnit} again. \"I forgot to find a stop,\" {C} sniffed. \"The warning worked,\" said {G}. \"Next, the finish line.\"",
            "The next day, {G} gave a five-minute warning, and {C} heard it, which was new. But instead of finding a finish line, {C} started a brand-new {unit}, which was the opposite of the plan. When time was up, {C} {was} halfway through again, and the cross feeling came rushing back. \"I started a new one,\" {C} admitted. {G} nodded. \"Tomorrow, look for the end instead.\"",
            "The next day, {G} gave the warning, and {C} acknowledged it. Then {C} started a new {unit}, on the grounds that it might be a short one. It was not a short one. Time ran out halfway, and the familiar fury bubbled up. {C} managed not to shout. Mostly. {C} said later, \"I think the mistake was starting a new {unit}.\" \"Interesting theory,\" said {G}, straight-faced.",
          ),
        },
        success: {
          day: 2,
          text: band(
            "Next time, {G} said, \"Five more minutes!\" {C} found a stop. The end of the song! Ta-da! {C} said, \"Bye for now! What's next? Blocks!\" {refrain} {G} cheered. No tears!",
            "The next time, when {G} called out the five-minute warning, {C} found a finish line: the end of the frog {unit}. {C} played to the end, then said, \"Bye for now!\" and switched off {object} all alone. {C} asked, \"What's next?\" They built a block tower together. There were no tears at all.",
            "The next time, when the warning came, {C} looked for a finish line straight away: the end of the current {unit}, not a new one. {C} reached it with a minute to spare. \"Bye for now,\" {C} told {object}, and switched it off. It still felt a bit sad. But it felt finished, which was different. \"What's next?\" {C} asked, and chose drawing. {G} beamed.",
            "The next time, when the warning came, {C} tried an idea of {their} own. {C} saved the game and wrote down where {they} had got to on a sticky note, so tomorrow could start right there. Then {C} finished the {unit}, said bye for now and switched {object} off. Stopping didn't feel like losing anything, because nothing was lost. {C} said, \"What's next?\" {G} looked extremely impressed.",
          ),
        },
        echo: {
          day: 3,
          time: "afternoon",
          text: band(
            "The next day, {C} watched a show. {G} said, \"Five more minutes!\" {C} waited for the end. \"Bye for now!\" Then {C} went out to play. Hooray!",
            "A few days later, {C} {was} watching a show when the five-minute warning came. {C} waited until the end of the episode, then said, \"Bye for now!\" and turned it off. Then {C} ran outside to play. {G} gave a big thumbs-up through the window.",
            "A few days later, the warning came during a show. {C} didn't even argue. {C} waited for the end of the episode, switched it off and said, \"Bye for now.\" Then {C} went to find {G}. {C} asked, \"What's next?\" They went to {world} together, and {C} didn't think about the show once.",
            "A few days later, the warning came during a show. {C} handled it without any fuss: waited for the end credits, switched off, and wandered off to ask what was next. {G} tried very hard not to make a big deal of it. They went to {world} and stayed until the sun went down. {C} didn't mention the show at all.",
          ),
        },
      },
    },
    {
      // The screen sneaked into bed at night (the parent said bed, bedtime or night): the Finish Line at
      // bedtime, the tablet sleeping on its charger in the kitchen, a book as what's next.
      id: "screen-in-bed",
      moment: "{object} at bedtime",
      talkAbout: "Where does {object} sleep at night, and why?",
      scenes: {
        opening: {
          place: "bedroom",
          time: "night",
          text: band(
            "It was bedtime at {home}. {C} had pajamas on and clean teeth. {G} read a story and said, \"Night night!\" Click went the light. But {C} {was} not sleepy. {C} {was} thinking about {object}.",
            "It was bedtime at {home}. {C} had pajamas on, clean teeth and a story read twice. {G} tucked the blanket in and said goodnight. But {C} {was} not thinking about sleep. {C} {was} thinking about {object} on the kitchen counter, and the game with the jumping frog, and how nobody would know.",
            "At bedtime at {home}, everything went the usual way: pajamas, teeth, a chapter of the book, goodnight. But as soon as the door closed, {C} lay there wide awake, thinking about {object}. It was only in the kitchen. One quick game couldn't hurt. Nobody would even know.",
            "Bedtime at {home} followed its usual script: pajamas, teeth, a chapter, the light off. {C} said goodnight in the voice of someone who fully intended to sleep. {C} did not fully intend to sleep. The plan was to wait ten minutes and then fetch {object}, which was charging in the kitchen and was, as far as {C} {was} concerned, practically calling out.",
          ),
        },
        problem: {
          place: "bedroom",
          time: "night",
          text: band(
            "{C} tiptoed out. Tiptoe, tiptoe. {C} got {object}! Back in bed, under the blanket, {C} played. Beep, boop! The light was so bright. Then {G} came in. \"It's night time!\" {C} cried, \"No! Mine!\"",
            "{C} tiptoed to the kitchen, took {object} and crept back to bed. Under the blanket, the screen glowed bright blue. {C} played and played. Then the door opened. \"It's the middle of the night,\" said {G}. \"No! Just one more!\" {C} cried, and held {object} tight. It ended in tears, and it was very late before anyone was asleep.",
            "{C} crept to the kitchen, unplugged {object} and smuggled it back under the covers. The screen lit up the blanket like a tent. One game became three. Then the door opened, and {G} stood there, looking very tired. \"It's nearly ten o'clock,\" {G} said, and held out a hand. {C} clung to {object}, said it wasn't fair, and cried until there were no more tears left.",
            "Ten minutes later, {C} crept to the kitchen, unplugged {object} and took it back to bed under the covers. It was a good plan until the screen lit up the whole ceiling. {G} noticed the glow under the door. \"Hand it over,\" {G} said, sounding more tired than cross. {C} argued, then bargained, then said some things that weren't meant. Nobody got enough sleep.",
          ),
        },
        feeling: {
          place: "bedroom",
          time: "night",
          text: band(
            "{C} felt {feeling}. {C} wanted {object}! But now {C's} eyes were tired and {C's} tummy felt wobbly. It was dark. It was late. Everything felt too big.",
            "{C} felt {feeling}. {C} had really wanted that game. But now it was very late, {C's} eyes felt scratchy, and {C's} head was full of bright, jumpy pictures that wouldn't go quiet. Sleep felt far away.",
            "{C} felt {feeling}, and also strange: tired but buzzy, as if the screen had left a light on inside. The game hadn't even been that fun at night. It had mostly been about getting away with it. And now nobody was happy.",
            "{C} felt {feeling}, and under that, a buzzy, wired kind of tired. The game had felt urgent at ten o'clock at night in a way it never did in daylight. Now {C's} eyes ached, the thoughts wouldn't switch off, and the morning was going to be awful. Getting away with it hadn't felt like winning.",
          ),
        },
        stumble: {
          day: 1,
          time: "night",
          place: "bedroom",
          text: band(
            "Next night, {G} said, \"Five more minutes!\" Then {C} said, \"Bye for now!\" {object} went to sleep in the kitchen. But later, {C} tiptoed out again. Oops! {G} was there. \"Back to bed,\" said {G}. \"Try again tomorrow.\"",
            "The next night, {G} gave the five-minute warning, and {C} said bye for now and put {object} on its charger in the kitchen. That part worked! But later, lying in the dark, {C} thought about it again and tiptoed out. {G} was in the kitchen. \"Back to bed,\" said {G} kindly. \"The plan was good. Let's try it again tomorrow.\"",
            "The next night, {C} heard the five-minute warning, finished the level, said bye for now, and {object} went to its charger in the kitchen. So far, so good. But half an hour later, in the dark, the old idea came creeping back, and so did {C}, all the way to the kitchen. {G} was there, making tea. \"Ah,\" said {G}. \"Nearly.\" {C} went back to bed, a bit embarrassed.",
            "The next night, {C} took the warning, finished the level and parked {object} on its charger in the kitchen. It was a genuine success for about thirty-five minutes. Then the old thought arrived, and {C} ended up in the kitchen doorway in the dark. {G} was there, reading. Neither of them said anything for a moment. \"Bed,\" said {G} eventually, and {C} went, a little embarrassed.",
          ),
        },
        success: {
          day: 2,
          time: "night",
          place: "bedroom",
          text: band(
            "Next night: five more minutes. Then {C} said, \"Bye for now!\" {object} went to sleep in the kitchen. \"What's next?\" A story! {C} stayed in bed. {refrain} {G} smiled. Snug!",
            "The next night, {C} listened for the five-minute warning, found the end of a level and, all alone, said, \"Bye for now!\" {C} carried {object} to the kitchen and put it on its charger. \"What's next?\" {C} asked. {G} read the next chapter of the book, and {C} stayed in bed all night, snug and sleepy.",
            "The next night, when the warning came, {C} found a finish line, said bye for now and took {object} to the kitchen without being asked. Then {C} had an idea: {object} could spend the night by {G's} bed, so the old thought would have nowhere to go. \"What's next?\" {C} asked. A chapter of the book, and then sleep. It worked.",
            "The next night, {C} took the warning, finished the level and handed {object} over before being asked. \"Keep it in your room,\" {C} said. \"Then I can't talk myself into anything at ten o'clock.\" {G} looked impressed and slightly suspicious, and took it. \"What's next?\" said {C}, and they read a chapter together. {C} {was} asleep before the end of it.",
          ),
        },
        echo: {
          day: 3,
          time: "night",
          place: "bedroom",
          text: band(
            "Another night, it was bedtime again. {C} said, \"Bye for now!\" {object} went to sleep. {C} went to sleep too. Night night!",
            "A few nights later, bedtime came round again. {C} heard the warning, said bye for now and put {object} on its charger in the kitchen before {G} even asked. \"What's next?\" {C} said, and climbed into bed with a book.",
            "A few nights later, {C} put {object} on its charger in the kitchen at the five-minute warning, without any reminders. The screen went dark, and so did the buzzy feeling. {C} {was} asleep long before the house was quiet.",
            "A few nights later, {C} parked {object} on the kitchen charger at the warning and didn't give it another thought. {G} noticed, said nothing, and left an extra cookie in the lunchbox the next day. {C} noticed that too.",
          ),
        },
      },
    },
  ],
};
