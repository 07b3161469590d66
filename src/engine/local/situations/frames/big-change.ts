import { band, type Frame } from "./types";

/** A big change: a new baby, moving house, a new school. {change} names it ("the new baby"). */
export const bigChangeFrame: Frame = {
  id: "big-change",
  childTerms: "getting used to {change}",
  strategy: {
    name: "the Same-and-New Game",
    steps: ["Find one thing that stays the same", "Find one new thing to like", "Tell someone how it feels"],
    why: "Change feels safer when a child can see what has not changed; finding one good new thing gives hope, and saying the feeling out loud lets a grown-up help carry it.",
    refrain: "One thing the same, one thing new, and I can tell you.",
    toddlerSteps: ["Find one thing the same", "Find one new thing"],
    smallFirstStep: "Find one thing that stays the same, just one",
  },
  titles: ["{name} and the Same-and-New Game", "{name} and {change}", "{name} Gets Used to Something New"],
  strategyScenes: [
    {
      text: band(
        '"It is the Same-and-New Game," said {H}. "Find one thing the same." {C} looked. {theCuddly}! Same! "Now find one new thing to like." {C} thought. Then {C} smiled. "And tell {G} how you feel." They played it again. Same? {G\'s} hugs! New? A new thing to like. {C} liked this game. {refrain}',
        '"It\'s called the Same-and-New Game," said {H}. "First, you find one thing that is still the same." {C} looked around and found {theCuddly}, the same as always. "Next, you find one new thing you like, even a tiny one. And last, you tell {G} how it feels." {C} thought hard. It was a bit like a treasure hunt.',
        "\"It's called the Same-and-New Game,\" {H} explained. \"When lots of things change at once, it can feel like everything is different. But that's never quite true. So first, you find one thing that's still the same. Then you find one new thing that's actually nice. Then you tell {G} how it all feels, even the hard bits.\" {C} found {theCuddly} straight away. The new thing would take longer.",
        '"It\'s called the Same-and-New Game," said {H}. "Change makes your brain think everything is different, which is exhausting. So you check. One thing that\'s still the same. One new thing that\'s genuinely good, even a small one. Then you say out loud how you feel about it, to someone who can help." {C} thought about it. "And if I can\'t find a good new thing?" "Then you keep looking," said {H}. "There\'s usually one hiding somewhere."',
      ),
    },
  ],
  talkAbout: [
    "What stayed the same for {name}?",
    "What new thing did {name} find to like?",
    "What is something that changed for you?",
    "Who can you tell when something new feels hard?",
  ],
  episodes: [
    {
      id: "same-and-new",
      moment: "getting used to {change}",
      talkAbout: "How did {name} feel about {change} at the start?",
      scenes: {
        opening: {
          text: band(
            "At {home}, things were changing. Now there was {change}. {placeLine} Lots was new. Lots was different. {C} held {cuddly}. {C} watched and watched. {C} did not say much.",
            "At {home}, things were changing, and the biggest change of all was {change}. {placeLine} Everyone kept talking about it. {G} was busy, and there were new things everywhere. {C} held {cuddly} and watched it all from the corner, very quietly, not sure what to think.",
            "At {home}, everything had been changing lately, and the biggest change was {change}. {placeLine} Grown-ups kept smiling and saying how exciting it all was. {C} {was} not so sure. {C} held {cuddly} and watched, trying to work out where {they} fitted into all this newness.",
            "At {home}, life had been rearranged lately around {change}. {placeLine} Everyone kept using the word exciting, usually while looking at {name} as if expecting {Cobj} to agree. {C} had decided to reserve judgement. {C} kept {cuddly} close, watched everything carefully and said as little as possible, which was unusual.",
          ),
        },
        problem: {
          text: band(
            '{G} said, "Come and see {change}!" {C} said, "No!" {C} hid. {C} would not come. {C} cried, "I want it like before!" {G} came close. {C} turned away. {C} stayed hidden.',
            'When {G} asked {C} to come and see, {C} hid behind the sofa and said, "No!" "I want it the way it was before," {C} cried. {G} came over, but {C} turned away and would not talk. Everything felt wrong, and {C} didn\'t want any of it.',
            'When {G} asked {C} to come and help with something to do with {change}, {C} said no, then said it louder, then ran off and hid. {C} shouted, "I liked it before! I don\'t want anything new!" {G} came to find {Cobj}, but {C} kept {their} back turned and refused to look.',
            "When {G} suggested {C} might like to be involved in something to do with {change}, {C} said no so sharply that {G} blinked. Then {C} said a few other things, mostly about how nobody had asked {Cobj} and how everything had been fine before. Then {C} went and sat on the stairs with {their} arms crossed, feeling both right and terrible.",
          ),
        },
        feeling: {
          text: band(
            "{C} felt {feeling}. {change} was new. Everything was new! {C} missed how it was. {C} felt small. {C} held {theCuddly} very tight. Would things be okay?",
            "{C} felt {feeling}. So much was different, and {C} hadn't chosen any of it. {C} missed the way things used to be. A small, wobbly part of {Cobj} wondered if there was still room for {Cobj} in all this newness. {C} held {theCuddly} very tight.",
            "{C} felt {feeling}. It was like the floor had moved a little, and nobody else had noticed. {C} missed how things used to be, and {C} worried, quietly, about whether things would ever feel normal again. {C} didn't know how to say any of that, so it came out as no instead.",
            "{C} felt {feeling}, which was complicated, because there were other feelings mixed in too: missing how things were, worrying about how things would be, and a bit of guilt for not being more excited. It was a lot to carry. None of it fitted into a sentence, so it had been coming out as grumpiness instead, and {C} {was} tired of it.",
          ),
        },
        stumble: {
          text: band(
            'Later, {C} tried the game. One thing the same? {theCuddly}! Good. But {C} could not find a new thing. {C} got cross. {C} said, "It\'s all wrong!" "Keep looking," said {G}.',
            'Later, {C} tried the game. One thing the same? That was easy: {theCuddly}, and {G\'s} hugs. But one new thing to like? {C} looked and looked and couldn\'t find anything, and the wobbly feeling came back. "There isn\'t a new thing," {C} said crossly. "There might be," said {G}. "Let\'s look together."',
            'Later, {C} tried the Same-and-New Game. The same part was easy: {theCuddly}, {G\'s} voice, the same old bedtime song. But the new part was harder. Everything new just looked different and strange. {C} gave up and went back to sulking. "I can\'t find one," {C} said. "Then we\'ll look together," said {G}.',
            'Later, {C} gave the game a try, mostly to prove it wouldn\'t work. The same part was easier than expected: the same bedtime song, the same terrible jokes from {G}, {theCuddly}. The new part was impossible. Every new thing was just a reminder that things had changed. {C} said, "See? Doesn\'t work." "You did half," {G} said. "Want some help with the other half?"',
          ),
        },
        success: {
          text: band(
            '{C} and {G} looked together. The same: {theCuddly}. The same: big hugs. And new? {C} saw it! {newThing} {C} smiled. "I feel {feeling}," said {C}. {G} hugged {Cobj}. {refrain}',
            'So {C} and {G} looked together. {theCuddly} was the same. So were {G\'s} hugs and the bedtime song. And then {C} found a new thing to like: {newThing} {C} smiled a little. "I feel {feeling} sometimes," {C} told {G}. {G} gave {Cobj} a long hug. "Thank you for telling me," {G} said. "We\'ll work it out together."',
            'So they played it together. The same things were all still there: {theCuddly}, the bedtime song, and {G\'s} hugs, which were exactly as good as before. The new thing took longer. {C} looked for a long time, and then noticed it. {newThing} {C} felt something loosen inside. "I still feel {feeling}," {C} said. "But I found a new thing." {G} hugged {Cobj}. "Both can be true," {G} said.',
            "So they played it together, and {C} added a rule of {their} own: the new thing had to be something nobody else had noticed. That made it a challenge, and {C} liked challenges. After a while, {C} found it. {newThing} {C} said how {they} really felt, all the mixed-up parts. {G} listened to every word. \"That's the most honest thing I've heard all week,\" {G} said, and hugged {Cobj}.",
          ),
        },
        echo: {
          day: 1,
          text: band(
            'The next day, {C} played the game again. {theCuddly} was the same. And new? {change}! "I feel okay today," said {C}. {G} smiled. {C} smiled too. Same and new. Both were fine.',
            'The next day, {C} played the Same-and-New Game without being asked. The same: breakfast with {G}. The new: something else {C} liked about {change}. {C} told {G} all about it. "You\'re getting good at this," {G} said. {C} felt a bit taller.',
            "The next day, {C} played the game on {their} own. The same: toast for breakfast, and {G} humming. The new: another small, good thing about {change}. {C} told {G} about it, and about the part that still felt strange. It was easier to say now. The feelings didn't all go away, but they had somewhere to go.",
            "The next day, {C} noticed {they} {was} playing the game without meaning to. Same: {G's} terrible singing. New: a small, good thing about {change} that hadn't been there yesterday. {C} reported both to {G}, along with one thing that still felt hard. {G} said thank you for all three. It was becoming a sort of habit, and a good one.",
          ),
        },
      },
      // Another telling: overhearing "so exciting" on the phone, a backpack packed to go back to before, and the game drawn in two columns.
      alternates: [
        {
          opening: {
            text: band(
              'At {home}, {G} talked on the phone. "{change}! So exciting!" {placeLine} {C} sat on the stairs with {cuddly}. {C} listened. Exciting? {C} did not feel excited.',
              "At {home}, {G} was on the phone again, talking about {change}. \"It's so exciting,\" {G} kept saying. {placeLine} {C} sat on the bottom stair with {cuddly} and listened to every word. Nobody had asked {Cobj} if it was exciting. {C} {wasn't} sure it was.",
              "At {home}, {G} was on the phone for the third time that day, telling someone all about {change}. \"We're all so excited,\" {G} said. {placeLine} {C} sat on the stairs with {cuddly}, listening. All so excited? {C} didn't remember agreeing to that.",
              "At {home}, {G} was on the phone again, giving someone the full update on {change}. The word exciting came up four times. {C} counted. {placeLine} {C} sat halfway up the stairs with {cuddly}, in the spot where you can hear everything and nobody can see you, and felt very far from excited.",
            ),
          },
          problem: {
            text: band(
              '{C} got {their} backpack. In went {cuddly}. In went a snack. "I\'m going back," said {C}. "Back to before!" {G} sat down on the floor. {C} cried and cried.',
              '{C} fetched {their} backpack and packed it: {cuddly}, a flashlight and three crackers. "I\'m going back to how it was before," {C} said, marching to the door. {G} didn\'t laugh. {G} sat down on the floor. "Nobody asked me!" {C} shouted, and then {C} started to cry.',
              '{C} went upstairs and packed a backpack: {cuddly}, a flashlight, three crackers and a sweater. Then {C} came down and stood by the door. "I\'m going back to how it was before," {C} announced. {G} didn\'t laugh or argue. {G} just sat down on the floor. "Nobody even asked me," {C} said, and the backpack slid off, and the tears came.',
              '{C} went upstairs and packed a backpack with great care: {cuddly}, a flashlight, three crackers and a sweater, in case the past was chilly. Then {C} stood by the front door and announced a plan to go back to how things were before. {G} didn\'t laugh, which was wise. {G} sat down on the floor. "Nobody asked me," {C} said, and then, to {their} own annoyance, started to cry.',
            ),
          },
          feeling: {
            text: band(
              "{C} felt {feeling}, and sad. Everything was new. Too new! {C} wanted the old way. {C} hugged {theCuddly}. {G} hugged {Cobj} too. Tight, tight.",
              "{C} felt {feeling}. It was like wearing somebody else's shoes: everything fit wrong. {C} wanted the old way back, just for one day. {G} sat down close, and {C} leaned in, just a little, with {theCuddly} squashed in between.",
              "{C} felt {feeling}. It was like waking up in a room where somebody had moved all the furniture in the night. Everything was almost right, and that was the worst part. {C} leaned against {G}, with {theCuddly} squashed in between, and didn't say anything for a long time. {G} didn't either.",
              "{C} felt {feeling}, and a bit ashamed of it, because everybody kept saying how lucky {they} {was}. It was like a room where someone had moved the furniture in the night: nearly the same, just wrong enough to trip over. {C} leaned against {G}, {theCuddly} squashed in between, and for a while neither of them tried to fix anything.",
            ),
          },
          stumble: {
            text: band(
              'Later, {C} played the game. {theCuddly} was the same! And new? Hmm... one small thing. But {C} did not tell. The sad feeling got big. {C} cried at dinner. "Tell me," said {G}. "That\'s the last part."',
              'Later, {C} played the game all alone. The same thing: {theCuddly}, easy. A new thing: something small that was almost nice. Two parts done! But {C} didn\'t tell anyone how it felt, and the feeling grew and grew, until at dinner it came out as crying. "Ah," said {G} gently. "The telling part. That\'s where the feeling goes."',
              'Later, {C} tried the game on {their} own. The same thing was easy: {theCuddly}. The new thing was something small that was almost nice. Two parts done. But {C} skipped the last part and kept the feeling in, where it grew. At dinner it burst out as tears over nothing at all. "I think you missed the telling part," {G} said gently. "That\'s where the feeling goes."',
              'Later, {C} played the game alone, quietly, like homework. {theCuddly} counted as the same. The new thing was something that was, grudgingly, almost nice. Then {C} skipped the telling, because telling felt like making a fuss. The feeling didn\'t like being skipped. At dinner it came out sideways, as a meltdown about the wrong kind of pasta. "I think," said {G}, "the telling part was doing more work than we realized."',
            ),
          },
          echo: {
            day: 1,
            text: band(
              'The next day, {C} said, "Your turn, {G}! Same?" "You!" said {G}. "New?" {G} thought. "{change}!" They both laughed. Same and new. Together.',
              'The next day, {C} had an idea. "Your turn, {G}. What\'s the same for you?" {G} smiled. "You. You\'re the same. Still my favorite." "And new?" {G} thought about {change}. "Lots of new things to learn. Some are hard for grown-ups too." {C} held {G\'s} hand. That made it feel less lonely for both of them.',
              'The next day, {C} turned the game round. "Your turn. What\'s the same for you, {G}?" "You," said {G} at once. "And new?" {G} thought about {change} for a long moment. "Honestly? Lots to learn, and some of it is hard for me too." {C} {was} surprised. Grown-ups found it hard too. Somehow, that made it easier. They looked for a new thing together.',
              'The next day, {C} turned the tables. "Your go. One thing the same, one thing new, and how it feels." {G} laughed, then took it seriously. Same: {C}. New: lots to learn, some of it tricky. Feeling: "A bit wobbly, if I\'m honest." {C} hadn\'t known grown-ups did wobbly. It was oddly comforting. "We\'ll find you a new thing to like," {C} promised.',
            ),
          },
          success: {
            text: band(
              '{C} got a big paper. {G} drew a line. Same on this side. {theCuddly}! Hugs! New on that side. {newThing} "I feel {feeling}," said {C}. {G} gave a big hug. {refrain}',
              'So {C} and {G} got a big piece of paper and drew a line down the middle. On the Same side, {C} drew {theCuddly}, {G\'s} hugs and the bedtime song. The New side stayed empty for a long time. Then {C} thought of one. {newThing} "I still feel {feeling}," {C} said. {G} hugged {Cobj}. "Thank you for telling me."',
              'So {C} got a big sheet of paper and drew a line down the middle: Same on one side, New on the other. The Same side filled up fast: {theCuddly}, the bedtime song, {G\'s} pancakes. The New side stayed blank for ages. Then {C} remembered something. {newThing} {C} drew it carefully. "I still feel {feeling} about it," {C} told {G}. "That\'s allowed," said {G}.',
              "So {C} turned the game into a chart, because charts make everything more official. A line down the middle: Same on the left, New on the right. The left side filled up fast: {theCuddly}, the bedtime song, {G's} pancakes, {G's} jokes, sadly unchanged. The right side took longer. Then {C} got one. {newThing} {C} wrote it in capitals. Then {C} told {G} how it all felt, the mixed-up parts too. {G} asked if the chart could go on the fridge.",
            ),
          },
        },
      ],
    },
  ],
};
