import { band, type Frame } from "./types";

/**
 * Shy with people: won't say hello to the relatives, hides behind a grown-up's legs when the
 * neighbors say hello. The plan is one tiny brave step the child chooses (a wave, a smile, a high
 * five), with staying close to {G} allowed; nobody has to hug, kiss or talk more than they want to.
 *
 * Slots (understand.ts reads them from the parent's action, action.ts; index.ts fills them):
 *   {doIt} {didIt} {doingIt}  what the child does, in the parent's words: "hide behind {G's} legs", "refuse to say hello"
 *   {sound}          when, in the story's words, never empty: "when the neighbors said hello"
 *   {object}         the people, in the parent's words: "the neighbors", "the relatives", "{C's} aunt"; {objWas} agrees
 *   {strategyName}   the tiny brave step: "wave hello"
 */
export const shyFrame: Frame = {
  id: "shy",
  childTerms: "taking one tiny brave step when feeling shy",
  strategy: {
    name: "the Tiny Brave Step",
    steps: ["Stay close to {G}: that's allowed", "Choose one tiny brave thing: a wave, a smile or a high five", "Do it, and then you're done"],
    why: "Shyness is a feeling, not bad manners; being pushed to hug or talk makes it bigger, while one small greeting the child chooses, with a safe grown-up close, grows their confidence a little each time.",
    refrain: "Stay close, one tiny step, and done!",
    toddlerSteps: ["Stay close to {G}", "One tiny wave"],
    smallFirstStep: "Stay close to {G} and pick your tiny brave thing, just in your head",
  },
  titles: ["{name} and the Tiny Brave Step", "{name} Takes a Tiny Brave Step", "One Tiny Wave, {name}"],
  strategyScenes: [
    {
      text: band(
        '"It is called the Tiny Brave Step," said {H}. "You can stay close to {G}. That\'s allowed." {C} held on tight. "Then pick one tiny brave thing. A wave? A smile? A high five?" {C} wiggled {their} fingers. A wave! "Then you\'re done." Then they practiced with {theCuddly}. A smile! A tiny wave! Done. Easy. {refrain}',
        '"It\'s called the Tiny Brave Step," said {H}. "First, you can stay right next to {G}. That\'s allowed. Then you choose one tiny brave thing: a wave, a smile or a high five. Just one. And then you\'re done. Nobody has to hug anyone." {C} thought about it. A wave was small. A wave might be okay.',
        "\"It's called the Tiny Brave Step,\" {H} explained. \"Shy is a feeling, not a bad thing. You don't have to stop feeling it. You just pick one tiny brave thing to do while you feel it: a wave, a smile, a high five. You can stay close to {G} the whole time. And once you've done it, you're done.\" {C} liked the part about being done.",
        '"It\'s called the Tiny Brave Step," said {H}. "Nobody\'s asking you to turn into a chatterbox. You can stay right beside {G}. You choose one small thing, a wave, a smile, a high five, and you do it. That\'s the whole job. No hugs unless you want them. No speeches." {C} considered this. "One thing?" "One thing," said {H}. "Then you\'re off duty."',
      ),
    },
  ],
  talkAbout: [
    "What tiny brave step did {name} choose?",
    "How does your body feel when you feel shy?",
    "Is it okay to stay close to a grown-up when you feel shy?",
    "What tiny brave step could you try?",
  ],
  episodes: [
    {
      id: "tiny-brave-step",
      moment: "saying hello",
      talkAbout: "Why do you think {name} felt shy with {object}?",
      scenes: {
        opening: {
          text: band(
            "At {home}, {C} {was} with {G}. {placeLine} Then {object} came. Hello, hello! Big voices. Big smiles. {C} held {G's} hand tight.",
            "At {home}, {C} {was} with {G} when {object} came over to say hello. {placeLine} There were big voices and big smiles, and everyone looked straight at {Cobj}.",
            "At {home}, it was a {timeWord} like any other until {object} arrived. {placeLine} Suddenly there were loud, friendly voices and lots of faces, and every single one of them seemed to be looking at {Cobj}. {C} shuffled a little closer to {G}.",
            "It was an ordinary {timeWord} at {home}, right up until {object} turned up. {placeLine} Everyone was cheerful and loud and pleased to see {Cobj}, which was nice in theory and a lot in practice. {C} drifted quietly towards {G}, the way a boat drifts towards a harbor.",
          ),
        },
        problem: {
          text: band(
            'Then, {sound}, {C} {didIt}. {C} did not say a word. {G} said, "Say hello!" {C} shook {their} head. Everyone waited. It felt too long.',
            'Then, {sound}, {C} {didIt}. {G} said, "Can you say hello?" But {C} couldn\'t. The words were stuck. Everyone was waiting, and the waiting made it even harder.',
            "Then, {sound}, {C} {didIt}. {G} gently asked {Cobj} to say hello, and {object} smiled and waited. The waiting was the worst part. {C's} words had packed up and left, and {C's} feet wanted to go with them. {C} stared at the floor and waited for the moment to be over.",
            "Then, {sound}, {C} {didIt}. {G} nudged, kindly. {object} waited, kindly. Everyone was being very kind, and somehow that made it worse. {C's} voice had gone into hiding, and it wasn't coming out. The longer everyone waited, the further away it went. In the end, {G} said something cheerful to fill the gap, and the moment passed, but not in a good way.",
          ),
        },
        feeling: {
          text: band(
            "{C} felt {feeling}. Tummy wobbly. Cheeks hot. {C} wanted to hide. {C} peeked out. Then {C} hid again.",
            "{C} felt {feeling}. {C's} tummy went wobbly and {their} cheeks went hot. {C} liked {object}, really. {C} just didn't know how to start.",
            "{C} felt {feeling}, the hot-cheeked, wobbly-tummy kind. It wasn't that {C} didn't like {object}. It was that all those eyes made {C's} words disappear. Afterwards, {C} kept thinking of things {they} could have said. They always arrived too late.",
            "{C} felt {feeling}. That was the honest word for it, though {C} wouldn't have said it out loud. It wasn't rudeness. {C} would have liked to say hello to {object}. The words just wouldn't come when everyone was watching. Later, on {C's} own, a whole friendly conversation played out in {C's} head. It was very annoying that it never happened like that in real life.",
          ),
        },
        stumble: {
          day: 1,
          text: band(
            "Next day, {sound}, {C} felt shy again. {C} held {G's} hand. {C} lifted {their} hand to wave. Oops! Too shy. Not yet. {G} squeezed {C's} hand. \"Next time.\"",
            'The next day, {sound}, {C} stayed close to {G} and lifted {their} hand to wave. But then {C} got shy and put it down again. "That was nearly a wave," said {G}. "Nearly counts as practice."',
            'The next day, {sound}, {C} remembered the plan. Stay close: easy. One tiny thing: harder. {C\'s} hand got halfway up for a wave and then changed its mind. "Halfway is a start," {G} whispered.',
            "The next day, {sound}, {C} got as far as step two. Stay close, done. Choose a tiny brave thing, done: a wave. Actually doing it turned out to be a separate problem. {C's} hand lifted about an inch. {G} counted it anyway.",
          ),
        },
        success: {
          day: 2,
          text: band(
            "Then, {sound}, {C} stayed close to {G}. {C} took a breath. Then {C} gave a tiny wave. Wave, wave! {object} waved back! {refrain} {C} smiled.",
            "Then, {sound}, {C} stayed close to {G}, took a breath and did it: a tiny wave. {object} waved back with a big smile. And that was it. {C} {was} done, and it had been all right. {refrain}",
            "Then, {sound}, {C} stayed beside {G}, chose a wave and did it. A small one, but a real one. {object} waved back, delighted, and nobody made a fuss. {C} felt a little bit taller. {C} had been shy the whole time, and had done it anyway. That, {C} decided, was a sort of magic trick.",
            "Then, {sound}, {C} stood beside {G}, picked a wave and did it, before there was time to think too much. {object} waved back, cheerfully, and then went back to chatting. That was it. The sky hadn't fallen. Nobody had made a fuss. {C} felt oddly proud, the quiet kind of proud that you keep to yourself and take out later to look at.",
          ),
        },
        echo: {
          day: 3,
          text: band(
            "Later, someone said hello. {C} stayed close. Wave, wave! Done! {C} felt proud.",
            "A few days later, someone new said hello. {C} stayed close to {G}, did a tiny brave step, a high five this time, and was done. It was getting easier.",
            "A few days later, someone new said hello, and {C} gave a small wave without even being asked. {G} pretended not to notice, but was smiling all the way home. {C} noticed the smile, and smiled too.",
            "A few days later, someone new said hello, and {C} managed a wave and a smile, two whole steps. {C} still felt shy. But shy and brave, it turned out, could happen at the same time. Nobody had told {Cobj} that before. It seemed like an important thing to know.",
          ),
        },
      },
      // Another telling: hellos practiced on a soft toy before the visit, a hug asked for and {G} saying no for the child, and the soft toy waving first.
      alternates: [
        {
          opening: {
            text: band(
              "At {home}, {G} said that {object} {objWas} coming. {placeLine} {C} said hello to {theCuddly}. Hello! Hello! Easy! Then, knock, knock. There {objWas} {object}! Big voices! {C's} tummy went flip-flop.",
              "At {home}, {G} said that {object} {objWas} coming over. {placeLine} So {C} practiced saying hello to {theCuddly}. \"Hello! Hello!\" It was easy. {theCuddly} didn't even blink. Then there was a knock at the door, and there {objWas} {object}, with big smiles and big voices. {C's} tummy did a flip-flop, and all the hellos ran away.",
              "At {home}, {G} mentioned that {object} {objWas} coming over later. {placeLine} {C} decided to be ready. {C} practiced hello on {theCuddly}, then on the mirror, then on {theCuddly} again. It went perfectly every time. Then there was a knock at the door, and there {objWas} {object}: real faces, loud and friendly and all looking {C's} way. Every practiced hello vanished at once.",
              "At {home}, {G} mentioned that {object} {objWas} coming over, and {C} decided to prepare. {placeLine} {C} rehearsed a hello on {theCuddly}, who was an easy audience, and then on the bathroom mirror, which was harder. By the end, {C} had it down. Then the knock came, and there {objWas} {object}, cheerful and loud, and the rehearsed hello evaporated without a trace. Rehearsals, it turned out, don't have faces looking back.",
            ),
          },
          problem: {
            text: band(
              'Right away, {sound}, {C} {didIt}. Someone said, "Come and give me a hug!" {C} hid {their} face. No, no! {G} said, "No hugs today. That\'s okay." But {C} still could not look. Not one peek.',
              "Right away, {sound}, {C} {didIt}. Someone opened both arms wide and called, \"Oh, come on, give me a big hug!\" {C} pressed {their} face into {G's} side and didn't move. {G} said kindly, \"No hugs today, and that's okay.\" But by then, {C} couldn't look at anyone at all, and stayed hidden for a long, long time.",
              'Right away, {sound}, {C} {didIt}. Someone laughed, not unkindly, and held out both arms: "Come on, give me a big hug!" {C} turned to stone. {G} stepped in calmly: "Not today. {name} can say hello in {their} own way." That helped. But {C\'s} own way, just then, was to stay glued to {G\'s} side. That was how the whole visit went.',
              'Right away, {sound}, {C} {didIt}. Someone, meaning well, opened both arms wide and said, "Don\'t I get a hug?" {C} became, instantly, a statue with excellent reasons. {G} stepped in smoothly: "No hugs required." {C} {was} grateful. But gratitude doesn\'t unstick a voice. {C} spent the rest of the visit attached to {G\'s} side, studying the floor as if it might be on a test.',
            ),
          },
          success: {
            day: 2,
            text: band(
              "{sound}, {C} held {G's} hand. {C} held up {theCuddly} too. {theCuddly} waved! Then {C} waved too. Tiny wave! {object} waved too. {refrain}",
              "Then, {sound}, {C} stood close to {G} and had an idea. {C} held up {theCuddly} and made it wave first: wave, wave! {object} laughed and waved back at {theCuddly}. Then, very quickly, {C} did a tiny wave of {their} own. That was all. Done! {C} didn't have to say anything else. {refrain}",
              "Then, {sound}, {C} stayed beside {G} and tried a twist: {theCuddly} went first. {C} lifted {theCuddly} up and made it give a very enthusiastic wave. {object} laughed and waved back. That made the next part easier, and {C} gave a small wave too, a real one, from right beside {G}. Then {C} {was} done, and nobody asked for more. It was the easiest brave thing {C} had ever done.",
              "Then, {sound}, {C} stayed beside {G} and used a twist of {their} own: a stand-in. {theCuddly} went first, with a wave so enthusiastic it was practically a dance. {object} laughed and waved back, and the ice cracked right down the middle. Then {C} followed with a small, real wave and a half smile. Done. Tiny brave step taken, no speeches required. {C} suspected that {theCuddly} would be taking a lot of the credit later.",
            ),
          },
        },
      ],
    },
    {
      id: "tiny-brave-goodbye",
      moment: "saying goodbye",
      talkAbout: "Why do you think saying goodbye to {object} felt hard for {name}?",
      scenes: {
        opening: {
          text: band(
            '{C} played with {object} all {timeWord}. {placeLine} So much fun! Then {G} said, "Time to go! Say thank you and goodbye." Everyone looked at {Cobj}. Uh-oh.',
            '{C} had a lovely {timeWord} with {object}. {placeLine} There were games and snacks and a lot of giggling. Then {G} picked up the bags and said, "Time to go! Can you say thank you and goodbye?" Suddenly everyone was looking at {Cobj}.',
            'It had been a great {timeWord} with {object}. {placeLine} {C} had laughed more than {they} had all week. Then {G} jingled the car keys and said the words {C} dreaded: "Time to go. Say thank you and goodbye." Everyone turned to look, and the fun drained out of the room.',
            'It had been, by any measure, an excellent {timeWord} with {object}. {placeLine} Then {G} stood up, found the coats and said, "Right, time to go. Thank you and goodbye, please." This was the part {C} could never quite manage. Every face in the hall turned {C\'s} way, smiling and expectant, like an audience waiting for a speech.',
          ),
        },
        problem: {
          text: band(
            "Then, {sound}, {C} {didIt}. {C} hid behind {G}. Not one word. Everyone waited. Then the door closed. {G} sighed.",
            "Then, {sound}, {C} {didIt}. {C} hid behind {G's} legs and looked at the floor. Everyone waited. {G} said it for {Cobj}: \"Thank you for having us!\" The door closed, and {C's} goodbye was still stuck inside.",
            "Then, {sound}, {C} {didIt}. {C's} mouth simply wouldn't open. {C} studied {their} shoes while everyone waited, and in the end {G} said the thank-you and the goodbye for both of them. Afterwards, {C} felt the goodbye still sitting there, unsaid, like a stone in a shoe.",
            "Then, {sound}, {C} {didIt}. The words were there, fully formed, and completely unable to get out. The silence stretched. {G} filled it cheerfully, thanked everyone on {C's} behalf and steered them out of the door. It was a smooth rescue. It still felt like a small failure, and {C} replayed it all the way home.",
          ),
        },
        feeling: {
          text: band(
            "{C} felt {feeling}. Cheeks hot. Tummy wobbly. {C} liked {object}. Goodbyes were just so hard.",
            "{C} felt {feeling}. {C's} cheeks went hot and {their} tummy went wobbly. It wasn't that {C} didn't like {object}. {C} did! It was that everyone was watching, and the goodbye got stuck.",
            "{C} felt {feeling}, the hot-cheeked kind. The strange thing was that {C} had wanted to say thank you. {C} had had a great time. But with everyone watching, the words had hidden, and now {C} worried that {object} thought {C} hadn't cared.",
            "{C} felt {feeling}, which was maddening, because {C} had genuinely wanted to say thank you. The afternoon had been great. But a goodbye with an audience was a performance, and {C's} voice didn't do performances. Now {C} worried that {object} had taken the silence for rudeness, which was the opposite of the truth.",
          ),
        },
        stumble: {
          day: 1,
          text: band(
            'Next day, {sound}, {C} held {G\'s} hand. {C} lifted {their} hand to wave. Oops! Too shy. The hand went down. "Next time," said {G}.',
            'The next day, {sound}, {C} stayed close to {G} and got ready to wave goodbye. The hand came up halfway. Then the shy feeling won, and it went back down. "That was nearly a wave," {G} whispered. "Nearly counts as practice."',
            'The next day, {sound}, {C} remembered the plan. Stay close: easy. Pick one tiny thing: a goodbye wave. Doing it was the hard part. {C\'s} hand got halfway up and then changed its mind. "Halfway is a start," {G} said quietly.',
            "The next day, {sound}, {C} got as far as step two. Stay close, done. Choose a tiny brave thing, done: a goodbye wave. Actually doing it was a separate problem. {C's} hand rose about an inch and stalled. {G} counted it anyway.",
          ),
        },
        success: {
          day: 2,
          text: band(
            "Then, {sound}, {C} stayed close to {G}. {C} took a breath. Wave, wave! A tiny goodbye wave! {object} waved back. {refrain} {C} smiled all the way home.",
            "Then, {sound}, {C} stayed close to {G}, took a breath and did it: a tiny goodbye wave, and a smile that meant thank you. {object} waved back, beaming. That was all. {C} {was} done, and it had been all right. {refrain}",
            'Then, {sound}, {C} stood beside {G}, chose a wave and did it before the shy feeling could catch up. A small goodbye wave, and even a whispered "Thank you." {object} waved back, delighted. Nobody made a fuss. {C} felt a little bit taller all the way home.',
            'Then, {sound}, {C} stood beside {G}, picked a wave and did it before there was time to overthink. A goodbye wave, a half smile, and a "thanks" just loud enough to count. {object} waved back cheerfully. The sky did not fall. {C} felt the quiet kind of proud that you keep to yourself and take out later to look at.',
          ),
        },
        echo: {
          day: 3,
          text: band(
            "Later, at another goodbye, {C} stayed close. Wave, wave! Bye-bye! {C} felt proud.",
            "A few days later, at another goodbye, {C} stayed close to {G} and gave a high five this time. Then {C} {was} done. Goodbyes were getting easier.",
            "A few days later, at another goodbye, {C} gave a small wave without even being asked. {G} pretended not to notice, but was smiling all the way to the car. {C} noticed the smile, and smiled too.",
            'A few days later, at another goodbye, {C} managed a wave and a "thanks," two whole steps. {C} still felt shy. But shy and brave, it turned out, could happen at the same time. That seemed like an important thing to know.',
          ),
        },
      },
    },
  ],
};
