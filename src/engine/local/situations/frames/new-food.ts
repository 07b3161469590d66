import { band, type Frame } from "./types";

/** Trying new food: vegetables, a new dish at dinner. */
export const newFoodFrame: Frame = {
  id: "new-food",
  childTerms: "trying {object}",
  strategy: {
    name: "Look, Sniff, Tiny Taste",
    steps: ["Look at it like a food detective", "Sniff it", "Take one tiny taste (and it's okay to stop after that)"],
    why: "Children often need to meet a food many times before they like it; looking and sniffing are real steps, and a tiny taste with permission to stop takes the fight out of it.",
    refrain: "A look, a sniff, a tiny taste, and that is brave enough.",
  },
  titles: ["{name} the Food Detective", "{name} and the Tiny Taste", "{name} Takes a Tiny Taste"],
  strategyScenes: [
    {
      text: band(
        "\"It is Look, Sniff, Tiny Taste,\" said {H}. \"First, look. What color?\" {C} looked. \"Then sniff.\" Sniff, sniff! \"Then a tiny taste. Tiny as a mouse!\" {C} giggled. Just a tiny one. {refrain}",
        "\"It's called Look, Sniff, Tiny Taste,\" said {H}. \"First, you look at it like a food detective. What color is it? What shape?\" {C} looked closely. \"Then you give it a sniff. And then, only if you're ready, one tiny taste, as tiny as a mouse bite. And you're allowed to stop after that.\" {C} liked the allowed-to-stop part.",
        "\"It's called Look, Sniff, Tiny Taste,\" {H} explained. \"New food can feel like a surprise you didn't ask for. So you find out about it first. Look at it like a detective: color, shape, shine. Sniff it. Then, only then, one tiny taste. And here's the secret: after one tiny taste, you're allowed to stop.\" {C} raised an eyebrow. \"Really?\" \"Really,\" said {H}.",
        "\"It's called Look, Sniff, Tiny Taste,\" said {H}. \"Scientists say most people need to meet a new food about ten times before they like it. So this isn't about liking it today. It's about meeting it. Look at it properly, sniff it, then one tiny taste, and then you can stop.\" {C} thought about it. \"So I'm just being introduced.\" \"Exactly,\" said {H}. \"Nobody has to be friends on the first meeting.\"",
      ),
    },
  ],
  talkAbout: [
    "What did {name} notice when {they} looked at the food like a detective?",
    "Which new food could you look at, sniff and tiny-taste?",
    "Why was it okay for {name} to stop after a tiny taste?",
    "What food did you not like at first, but like now?",
  ],
  episodes: [
    {
      id: "food-detective",
      moment: "dinner with {object}",
      talkAbout: "How did {name} feel when {object} {objWas} on the plate?",
      scenes: {
        opening: {
          text: band(
            "At {home}, it was dinner time. {placeLine} {C} sat at the table. {G} put down a plate. Pasta, yum! And {object}. Hmm. {C} looked at {object}. {C} did not smile.",
            "At {home}, it was dinner time, and {C} {was} hungry. {placeLine} {G} put a plate on the table. There was pasta, which was {C's} favorite. And there was {object}, right next to it. {C} looked at {object} and {their} smile went away.",
            "At {home}, dinner was ready, and {C} {was} starving. {placeLine} {G} set down a plate with pasta on it, which was good news, and {object} beside it, which was not. {C} stared at {object}. It looked back, or at least that was how it felt.",
            "At {home}, dinner arrived, and {C} assessed the plate the way a general assesses a battlefield. Pasta: excellent. Sauce: acceptable. And {object}, arranged neatly on one side as if {G} hoped nobody would notice {objIt} there. {placeLine} {C} noticed. {C} always noticed.",
          ),
        },
        problem: {
          text: band(
            "\"Just try it,\" said {G}. {C} said, \"No!\" {C} pushed the plate. {C} shut {their} mouth tight. Mmm-mm! {C} would not eat {object}. Not one bit.",
            "{G} asked, \"Could you try some?\" {C} pushed the plate away. \"No!\" {C} closed {their} mouth tight and shook {their} head. {G} asked again, gently. {C} folded {their} arms. The pasta got cold, and {object} stayed exactly where {objIt} {objWas}.",
            "{G} asked, \"Could you just try one bit?\" {C} shook {their} head hard. \"It looks yucky.\" {G} asked again, and {C} pushed the plate away and folded {their} arms. Dinner turned into a long, quiet standoff. Nobody was enjoying it, and {object} sat there untouched.",
            "{G} asked in the careful voice of someone who has asked many times before: \"Maybe just one bite?\" \"I don't like it,\" said {C}. \"You haven't tried it.\" \"I don't need to try it to know.\" It went on like that. Dinner got colder, the conversation got shorter, and {object} remained completely untouched on the edge of the plate.",
          ),
        },
        feeling: {
          text: band(
            "{C} felt {feeling}. What would {object} taste like? Yucky? Funny? {C} did not know. Not knowing was the hard part. {C's} tummy felt tight.",
            "{C} felt {feeling}. {C} didn't know what {object} would taste like, or feel like in {their} mouth. What if it was slimy? What if it was yucky? Not knowing made {C's} tummy feel tight, and being asked again and again made it tighter.",
            "{C} felt {feeling}. The trouble with new food is that you can't know what it's like until it's already in your mouth, and by then it's too late. {C} didn't like surprises like that. And the more {G} asked, the more it felt like a test {C} {was} going to fail.",
            "{C} felt {feeling}, though {C} would never have used that word. The real problem was that new food came with no warning. You couldn't know the texture, the taste, whether it would be fine or disgusting, until it was too late. And every time {G} asked, it became less about food and more about who would win.",
          ),
        },
        stumble: {
          day: 1,
          time: "evening",
          text: band(
            "Next dinner, {C} tried. Look at {object}! Sniff! Hmm. Then {C} stopped. No taste. {C} pushed it away. \"Oops,\" said {C}. \"Looking was good,\" said {G}.",
            "At the next dinner, {C} tried the trick. Look: it was green and a bit shiny. Sniff: it smelled of nothing much. But when it came to the tiny taste, {C} shook {their} head and pushed the plate away. \"I did two,\" {C} said. \"Two is good,\" said {G}. \"The taste can wait.\"",
            "At the next dinner, {C} gave the detective part a proper go. {C} looked at {object}: the color, the shape, the little bits of shine. {C} sniffed {objIt}. Fine so far. But then, with {objIt} right in front of {their} mouth, {C} froze, and put {objIt} back down. \"I couldn't do the taste,\" {C} admitted. \"Looking and sniffing count,\" said {G}.",
            "At the next dinner, {C} tried it properly. The looking went well: {C} narrated it like a nature documentary, which made {G} laugh. The sniffing was inconclusive. But at the tasting stage, {C's} hand stopped halfway to {their} mouth and simply refused to go further. \"My hand has vetoed it,\" {C} announced. \"That's allowed,\" said {G}. \"Meeting number one, complete.\"",
          ),
        },
        success: {
          day: 2,
          time: "evening",
          text: band(
            "Then {C} tried again. Look. Sniff. Then a tiny taste. Tiny as a mouse! Crunch. Hmm. Not so yucky! {C} did it! {refrain} {G} cheered. {C} felt so brave.",
            "A few dinners later, {object} came back, and {C} tried again. Look, like a detective. Sniff. Then, very slowly, one tiny taste, as tiny as a mouse bite. {C} chewed. {C} thought about it. \"It's... okay,\" {C} said, surprised. {C} didn't have to eat any more. But {C} had tried it. {G} gave a huge cheer.",
            "A few dinners later, {object} came back. This time {C} did all three. Looked, like a detective. Sniffed. Then took the tiniest possible taste and chewed it slowly, thinking hard. It wasn't delicious. But it wasn't yucky either. It was just a new taste, and now it wasn't new anymore. \"I did it,\" {C} said. \"And I'm stopping now.\" \"Perfect,\" said {G}.",
            "A few dinners later, {object} reappeared for meeting number three, and {C} had an idea of {their} own: a rating card. {C} looked, sniffed and took a tiny taste, then gave it a score out of ten for color, smell and taste, like a judge on a cooking show. The taste got a four. \"Four is fine for a first real meeting,\" {C} said, writing it down. {G} looked delighted. It was the first time {object} had ever been scored at all.",
          ),
        },
        echo: {
          day: 3,
          time: "afternoon",
          text: band(
            "The next day, there was a new fruit. {C} did not say no. Look! Sniff! Tiny taste! Mmm. \"I like it,\" said {C}. {G} smiled. What a food detective!",
            "The next day, there was a new fruit at lunch. {C} didn't say no. {C} looked at it, sniffed it, and took a tiny taste, all on {their} own. \"It's sweet!\" {C} said, and had another bite. {G} grinned. {C} {was} turning into a real food detective.",
            "The next day, {G} put a new fruit in {name's} lunch. {C} didn't push it away. {C} looked at it, sniffed it, took a tiny taste, and then, to everyone's surprise, finished it. \"The trick works on other things too,\" {C} said. \"It's a detective trick,\" said {G}. \"It works on everything.\"",
            "The next day, the rating card came out again, this time for a fruit {C} had never seen before. Colour: nine. Smell: seven. Taste: a surprising eight. {C} ate the whole thing and asked where {G} had bought it. {G} tried very hard to look casual about this. The rating card went on the fridge.",
          ),
        },
      },
    },
  ],
};
