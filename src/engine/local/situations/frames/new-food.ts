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
    toddlerSteps: ["Look at it", "Sniff it"],
    smallFirstStep: "Look at the new food like a detective, and that's all",
  },
  titles: ["{name} the Food Detective", "{name} and the Tiny Taste", "{name} Takes a Tiny Taste"],
  strategyScenes: [
    {
      text: band(
        '"It is Look, Sniff, Tiny Taste," said {H}. "First, look. What color?" {C} looked. "Then sniff." Sniff, sniff! "Then a tiny taste. Tiny as a mouse!" {C} giggled. Just a tiny one. Then they tried it with pretend food. Look. Sniff. Tiny taste! Yum! {refrain}',
        '"It\'s called Look, Sniff, Tiny Taste," said {H}. "First, you look at it like a food detective. What color is it? What shape?" {C} looked closely. "Then you give it a sniff. And then, only if you\'re ready, one tiny taste, as tiny as a mouse bite. And you\'re allowed to stop after that." {C} liked the allowed-to-stop part.',
        '"It\'s called Look, Sniff, Tiny Taste," {H} explained. "New food can feel like a surprise you didn\'t ask for. So you find out about it first. Look at it like a detective: color, shape, shine. Sniff it. Then, only then, one tiny taste. And here\'s the secret: after one tiny taste, you\'re allowed to stop." {C} raised an eyebrow. "Really?" "Really," said {H}.',
        '"It\'s called Look, Sniff, Tiny Taste," said {H}. "Scientists say most people need to meet a new food about ten times before they like it. So this isn\'t about liking it today. It\'s about meeting it. Look at it properly, sniff it, then one tiny taste, and then you can stop." {C} thought about it. "So I\'m just being introduced." "Exactly," said {H}. "Nobody has to be friends on the first meeting."',
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
            '"Just try it," said {G}. {C} said, "No!" {C} pushed the plate. {C} shut {their} mouth tight. Mmm-mm! {C} would not eat {object}. Not one bit.',
            '{G} asked, "Could you try some?" {C} pushed the plate away. "No!" {C} closed {their} mouth tight and shook {their} head. {G} asked again, gently. {C} folded {their} arms. The pasta got cold, and {object} stayed exactly where {objSubj} {objWas}.',
            '{G} asked, "Could you just try one bit?" {C} shook {their} head hard. "It looks yucky." {G} asked again, and {C} pushed the plate away and folded {their} arms. Dinner turned into a long, quiet standoff. Nobody was enjoying it, and {object} sat there untouched.',
            '{G} asked in the careful voice of someone who has asked many times before: "Maybe just one bite?" "I don\'t like it," said {C}. "You haven\'t tried it." "I don\'t need to try it to know." It went on like that. Dinner got colder, the conversation got shorter, and {object} remained completely untouched on the edge of the plate.',
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
            'Next dinner, {C} tried. Look at {object}! Sniff! Hmm. Then {C} stopped. No taste. {C} pushed it away. "Oops," said {C}. "Looking was good," said {G}.',
            'At the next dinner, {C} tried the trick. Look: it was green and a bit shiny. Sniff: it smelled of nothing much. But when it came to the tiny taste, {C} shook {their} head and pushed the plate away. "I did two," {C} said. "Two is good," said {G}. "The taste can wait."',
            'At the next dinner, {C} gave the detective part a proper go. {C} looked at {object}: the color, the shape, the little bits of shine. {C} sniffed {objIt}. Fine so far. But then, with {objIt} right in front of {their} mouth, {C} froze, and put {objIt} back down. "I couldn\'t do the taste," {C} admitted. "Looking and sniffing count," said {G}.',
            'At the next dinner, {C} tried it properly. The looking went well: {C} narrated it like a nature documentary, which made {G} laugh. The sniffing was inconclusive. But at the tasting stage, {C\'s} hand stopped halfway to {their} mouth and simply refused to go further. "My hand has vetoed it," {C} announced. "That\'s allowed," said {G}. "Meeting number one, complete."',
          ),
        },
        success: {
          day: 2,
          time: "evening",
          text: band(
            "Then {C} tried again. Look. Sniff. Then a tiny taste. Tiny as a mouse! Crunch. Hmm. Not so yucky! {C} did it! {refrain} {G} cheered. {C} felt so brave.",
            "A few dinners later, {object} came back, and {C} tried again. Look, like a detective. Sniff. Then, very slowly, one tiny taste, as tiny as a mouse bite. {C} chewed. {C} thought about it. \"It's... okay,\" {C} said, surprised. {C} didn't have to eat any more. But {C} had tried it. {G} gave a huge cheer.",
            'A few dinners later, {object} came back. This time {C} did all three. Looked, like a detective. Sniffed. Then took the tiniest possible taste and chewed it slowly, thinking hard. It wasn\'t delicious. But it wasn\'t yucky either. It was just a new taste, and now it wasn\'t new anymore. "I did it," {C} said. "And I\'m stopping now." "Perfect," said {G}.',
            'A few dinners later, {object} reappeared for meeting number three, and {C} had an idea of {their} own: a rating card. {C} looked, sniffed and took a tiny taste, then gave it a score out of ten for color, smell and taste, like a judge on a cooking show. The taste got a four. "Four is fine for a first real meeting," {C} said, writing it down. {G} looked delighted. It was the first time {object} had ever been scored at all.',
          ),
        },
        echo: {
          day: 3,
          time: "afternoon",
          text: band(
            'The next day, there was a new fruit. {C} did not say no. Look! Sniff! Tiny taste! Mmm. "I like it," said {C}. {G} smiled. What a food detective!',
            "The next day, there was a new fruit at lunch. {C} didn't say no. {C} looked at it, sniffed it, and took a tiny taste, all on {their} own. \"It's sweet!\" {C} said, and had another bite. {G} grinned. {C} {was} turning into a real food detective.",
            'The next day, {G} put a new fruit in {name\'s} lunch. {C} didn\'t push it away. {C} looked at it, sniffed it, took a tiny taste, and then, to everyone\'s surprise, finished it. "The trick works on other things too," {C} said. "It\'s a detective trick," said {G}. "It works on everything."',
            "The next day, the rating card came out again, this time for a fruit {C} had never seen before. Color: nine. Smell: seven. Taste: a surprising eight. {C} ate the whole thing and asked where {G} had bought it. {G} tried very hard to look casual about this. The rating card went on the fridge.",
          ),
        },
      },
      // Another telling: helping to cook before {object} appears, a wall of pasta and a sudden room for dessert, and a taste test of the child's own.
      alternates: [
        {
          opening: {
            text: band(
              'At {home}, {C} helped {G} make dinner. {placeLine} Stir, stir! {C} had a big spoon. Then {G} got out {object}. {C} stopped stirring. "What\'s that?" said {C}. Hmm.',
              'At {home}, {C} {was} helping {G} get dinner ready. {C} stirred the pasta sauce with a big wooden spoon. {placeLine} The sauce bubbled, and {C} felt very important. Then {G} got out {object}. {C} stopped stirring. "Is that for me?" {C} asked, in a voice that hoped the answer was no.',
              "At {home}, {C} {was} on stirring duty for dinner, which was one of {their} favorite jobs. {placeLine} The pasta sauce bubbled, and {C} gave it a proper chef's taste with a clean spoon: perfect. Then {G} got out {object}, and {C's} good mood wobbled. \"Who's that for?\" {C} asked, suspiciously. {G} smiled in a way that meant everybody.",
              'At {home}, {C} {was} helping with dinner, mostly by stirring the sauce and offering expert opinions. {placeLine} Things were going well. The sauce was excellent, if {C} said so {themself}. Then {G} produced {object}, and the mood in the kitchen changed. "That\'s not going on my plate," said {C}. "Is it?" {G} said nothing, which was an answer.',
            ),
          },
          problem: {
            text: band(
              'At the table, {C} pushed {object} to the edge. Far, far away! "Can I have dessert?" said {C}. "After dinner," said {G}. {C} cried and cried. Boo hoo!',
              'At the table, {C} pushed {object} to the very edge of the plate. Then {C} built a wall of pasta so {objIt} couldn\'t get out. When {G} said, "How about one little bite?" {C} said, "My tummy is full." Then, a minute later: "Can I have dessert?" {G} said not yet, and {C} cried so hard that dinner ended early, with {object} still behind the wall.',
              'At the table, {C} got busy. {object} went to the far edge of the plate, and a wall of pasta went up in front of {objIt}. When {G} suggested one small bite, {C} announced that {their} tummy was completely full. Two minutes later, {C} asked what was for dessert. {G} raised an eyebrow, and {C} burst into angry tears. "It\'s not fair!" Nobody enjoyed what was left of dinner.',
              "At the table, {C} began an engineering project. {object} was pushed to the far edge of the plate, and a careful barrier of pasta went up in front of {objIt}. When {G} suggested a single bite, {C} said {their} stomach was full. This lasted until the word dessert came up, at which point {C's} stomach turned out to have plenty of room. {G} pointed this out. {C} did not take it well, and dinner ended in tears.",
            ),
          },
          success: {
            day: 2,
            time: "evening",
            text: band(
              "Next time, {object} came back. {C} gave {theCuddly} a turn first. Look! Sniff! Tiny taste! Then it was {C's} turn. Look. Sniff. A tiny taste, tiny as a crumb! {refrain} {G} clapped.",
              "A few dinners later, {object} came back, and {C} had an idea: {theCuddly} could go first. {C} showed {theCuddly} how to look like a detective, how to sniff, and how to take a pretend tiny taste. \"It says it's okay,\" {C} reported. Then it was {C's} turn. Look. Sniff. One tiny taste, as small as a crumb. Not yummy yet. But not yucky either. {G} gave a big cheer anyway.",
              'A few dinners later, {object} was back, and {C} tried it a new way: as a real detective, with a case to solve. {C} looked closely and described it out loud: color, shape, shine. {C} sniffed and reported the smell. Then came the tiny taste, no bigger than a grain of rice. {C} chewed, frowning, like someone solving a mystery. "Not my favorite. But not yucky." "Case closed?" asked {G}. "Case closed, for tonight," said {C}, and that was allowed.',
              'A few dinners later, {object} returned, and {C} tried a twist of {their} own: a blind taste test. {G} put a tiny piece of {object} on one spoon and a tiny piece of pasta on another. {C} closed {their} eyes. The looking had happened earlier; the sniffing happened now. Then two tiny tastes. "Spoon one is pasta," {C} said at once. "Spoon two is... not terrible." {C} looked at {object} with a grudging new respect. {G} wisely said nothing at all.',
            ),
          },
        },
      ],
    },
  ],
};
