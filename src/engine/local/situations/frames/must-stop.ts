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
  ],
};
