import { band, type Frame } from "./types";

/**
 * Leaving a fun place: the playground, the park, the pool, a friend's house. A transition the
 * child can see coming: the five-minute warning, one last thing, "See you later!". Slots:
 * {object} (the parent's place, "the playground"), {leaveName} ("playground"), {funLine} (what
 * is fun there), {lastThing} (one last go), {goHome} (the way home).
 */
export const leavingFrame: Frame = {
  id: "leaving",
  childTerms: "leaving {object} when it's time to go",
  strategy: {
    name: "One Last Thing",
    steps: ["Listen for the five-minute warning", "Choose one last thing to do", "Wave and say: “See you later!”"],
    why: "Stopping something fun is hard when it comes as a surprise; a warning, one last thing the child chooses and a goodbye that promises a next time make the ending predictable.",
    refrain: "One last thing, then see you later!",
    toddlerSteps: ["Listen for the warning", "Choose one last thing"],
    smallFirstStep: "Choose one last thing when you hear the warning",
  },
  titles: ["{name} and One Last Thing", "See You Later, {name}", "{name} Says See You Later"],
  strategyScenes: [
    {
      text: band(
        '"It is called One Last Thing," said {H}. "{G} says: five more minutes." {G} held up five fingers. "You pick one last thing." "{lastThing}!" said {C}. "Then wave and say, \'See you later, {leaveName}!\'" {C} waved. Then they did it again, for practice. Five fingers. One last thing. See you later! Easy. {refrain}',
        '"It\'s called One Last Thing," said {H}. "First, {G} gives you a five-minute warning, so it\'s not a surprise." {G} held up five fingers. "Then you choose one last thing. Anything you like." {C} knew at once: {lastThing}. "And then you wave and say, \'See you later, {leaveName}!\' Because you\'ll be back." {C} liked the sound of later.',
        '"It\'s called One Last Thing," {H} explained. "Leaving feels terrible when it comes out of nowhere. So first, {G} gives you a five-minute warning. Then you choose one last thing, and you do it properly. Then you wave and say, \'See you later, {leaveName}.\' Not goodbye forever. See you later." {C} thought about it. Choosing the last thing sounded much better than having it chosen.',
        '"It\'s called One Last Thing," said {H}. "Three parts. {G} gives a five-minute warning, so the ending isn\'t an ambush. You pick one last thing, your choice, and you enjoy it on purpose. Then you wave and say, \'See you later, {leaveName},\' because that\'s what it is." {C} considered this. "What if my last thing takes ages?" "Then choose something that fits in five minutes," said {H}. "That\'s the skill." {C} {was} already planning.',
      ),
    },
  ],
  talkAbout: [
    "What was {name's} one last thing?",
    'What does "See you later" mean?',
    "What could your one last thing be, when it's time to go?",
    "How does it feel when something fun has to stop?",
  ],
  episodes: [
    {
      id: "one-last-thing",
      moment: "leaving {object}",
      talkAbout: "Why do you think leaving {object} felt so hard for {name}?",
      scenes: {
        opening: {
          text: band(
            "One {timeWord}, {C} and {G} went to {object}. {placeLine} {funLine} {C} laughed and laughed. {C} ran and jumped and played. What a fun place! {C} never wanted to leave. Never, ever!",
            "One {timeWord}, {C} and {G} set off from {home} to {object}. {placeLine} {funLine} There was so much laughing that {C's} cheeks hurt. It was the best afternoon ever, and it should go on forever and ever, {C} decided.",
            "One {timeWord}, {C} and {G} set off from {home} to {object}. {placeLine} {funLine} {C} had a plan for the whole afternoon, and every part of it was fun. Time went by very fast, the way it always does when you're having the best time.",
            "One {timeWord}, {C} and {G} set off from {home} to {object}, which was, in {name's} expert opinion, one of the best places in the world. {placeLine} {funLine} {C} lost all track of time, which is exactly what good afternoons are for. {G}, meanwhile, kept glancing at the clock.",
          ),
        },
        problem: {
          text: band(
            'Then {G} called, "Time to go home!" {C} shouted, "No!" {C} ran the other way. {C} sat down. Flop! {C} screamed and kicked {their} feet. {G} waited. Nobody went home.',
            'Then {G} called, "Time to go home now!" {C} shouted, "No! Not yet!" Off {C} ran, the other way, and when {G} caught up, down {C} flopped, screaming. {G} waited and waited. The happy afternoon turned into a very loud ending.',
            'Then, out of nowhere, {G} said it was time to go home. {C} shouted, "No! I\'m not going!" and ran off. When {G} caught up, {C} flopped down and screamed, kicking {their} feet. {G} crouched down and waited, but {C} screamed louder. The best afternoon ever was ending in the worst possible way.',
            'Then {G} said the four worst words in the language: "Time to go home." "No way!" {C} shouted, and ran off. By the time {G} caught up, {C} had gone floppy and was screaming. {G} crouched down and waited. {C} kept screaming. Somewhere, a very good afternoon was being completely ruined, and {C} couldn\'t seem to stop ruining it.',
          ),
        },
        feeling: {
          text: band(
            "{C} felt {feeling}. The fun was stopping! Too soon! {C's} face went hot. {C's} eyes went wet. {C} wanted more. More, more, more! Going home felt so sad. Bye-bye, {object}? No!",
            "{C} felt {feeling}. The fun was stopping, all at once, with no warning. {C's} face went hot and {their} eyes filled up. It felt like {object} was disappearing forever, and nobody knew when they would ever come back.",
            "{C} felt {feeling}, a hot, sudden, unfair sort of feeling. One minute everything had been perfect. The next, it was over, and nobody had even asked. It felt like {object} was being snatched away, and {C} couldn't bear it. Screaming was the only thing {their} body could think of to do.",
            "{C} felt {feeling}, and a bit shocked at how fast it had happened. One moment {C} had been in the middle of something brilliant. The next, it was over, and it felt as though nobody had cared that {C} hadn't finished. Underneath the screaming was a simpler feeling: {C} just didn't want the good thing to end. Nobody does. That was the whole problem.",
          ),
        },
        stumble: {
          text: band(
            'Another day, at {object}, {G} held up five fingers. "Five more minutes!" {C} chose {lastThing}. Whee! But then {C} wanted another. And another! "One last thing," said {G}. {C} grumbled. Hmm.',
            'Another day, back at {object}, {G} held up five fingers. "Five more minutes!" This time {C} remembered and chose {lastThing}. But when it was done, out came the words, "Just one more! And one more!" {G} smiled. "One last thing means just one." {C} stamped a foot.',
            'Another day, back at {object}, {G} gave the five-minute warning, and {C} remembered to choose {lastThing}. It was great. Then {C} tried to squeeze in another last thing, and then another. "That\'s three last things," said {G}. {C} grumbled. The choosing part worked. The stopping part was harder.',
            'Another day, back at {object}, {G} gave the five-minute warning and {C} chose {lastThing}, as agreed. Then {C} tried a clever bit of negotiating: a last-last thing, followed by a final-last-last thing. "I see what you\'re doing," said {G}. "It\'s not working." {C} stamped a foot. The plan had a loophole, and {G} had found it first.',
          ),
        },
        success: {
          text: band(
            'The next time, {G} held up five fingers. {C} chose {lastThing}. Just one! Then {C} waved. "See you later, {leaveName}!" {goHome} {refrain} {G} cheered. {C} skipped along, happy.',
            'The next time, at the five-minute warning, {C} chose {lastThing} and really enjoyed it. Then, turning around, {C} gave a great big wave and called out, "See you later, {leaveName}!" {G} squeezed {name\'s} hand. "That was a brilliant goodbye," {G} said. {goHome} {C} felt proud.',
            'The next time, when {G} gave the five-minute warning, {C} thought hard and chose {lastThing}. {C} did it slowly, enjoying every second. Then, before {G} even asked, {C} turned, waved and called, "See you later, {leaveName}!" {goHome} {G} was delighted. The afternoon had ended, and somehow it had still been a good afternoon.',
            'The next time, {C} had a new idea. At the five-minute warning, {C} would also choose the first thing to do next time, so leaving felt like pausing, not stopping. {C} picked {lastThing}, did it properly, then announced the plan for next time to {G}. Then {C} turned and waved. "See you later, {leaveName}!" {goHome} "Best ending yet," said {G}.',
          ),
        },
        echo: {
          day: 1,
          place: "living room",
          text: band(
            'The next day, {C} played with blocks at {home}. Then {G} said, "Five more minutes!" {C} chose one last tower. Up, up, up! Then {C} said, "See you later, blocks!" Easy! {C} felt so big and proud.',
            'The next day, {C} {was} building a tall tower with blocks when {G} said, "Five more minutes, then lunch." {C} didn\'t even grumble. {C} chose one last thing: one more block on top. Then {C} waved at the tower. "See you later, blocks!" {G} laughed.',
            'The next day, {C} {was} in the middle of a block city when {G} called, "Five more minutes till lunch." {C} knew what to do. One last thing: a bridge between the two tallest towers. Then a wave. "See you later, city." {G} looked impressed. The trick, it turned out, worked everywhere.',
            'The next day, {C} {was} deep in an elaborate block city when {G} gave the five-minute warning for lunch. {C} chose the last thing carefully, a bridge between the two tallest towers, and then, out of habit, announced the first job for after lunch. "See you later, city," {C} told it. {G} said nothing, but looked very pleased indeed.',
          ),
        },
        ending: {
          time: "evening",
          place: "bedroom",
          props: ["bed"],
          text: band(
            'That night, {G} tucked {name} in. "You said See you later," said {G}. "So clever!" {C} smiled a sleepy smile. {C} would go back. Later! {C} yawned. Sleep tight, {name}.',
            'That night, {G} tucked {name} into bed. "What will you do first, next time we go?" asked {G}. {C} thought about {object}. {C} already knew. {name} smiled a sleepy smile. It was nice to know it would still be there, waiting, later.',
            'That night, lying in bed, {name} thought about {object}. Leaving had still felt a bit sad. But it had been a small, okay kind of sad, not a screaming kind. {G} came to say goodnight. "See you in the morning," {G} said. {C} grinned. "That\'s a see you later too." {name} fell asleep smiling.',
            'That night, {G} came to say goodnight. "Good day?" {G} asked. {C} nodded. It had been, even the leaving. {C} had realized something: the sad bit at the end of a fun thing was really just proof it had been fun. Leaving {object} would probably always sting a little. But now the sting came with a plan, and a plan for next time. {name} fell asleep with a smile, already choosing a first thing.',
          ),
        },
      },
      // Another telling: arriving in the middle of the fun, pretending not to hear and being carried out, and asking for the warning.
      alternates: [
        {
          opening: {
            text: band(
              '{C} and {G} were at {object}. {placeLine} {funLine} {C} found the best spot of all. "Look, {G}!" {C} had lots more plans. Lots and lots! {G} looked at the time.',
              "It was {C's} favorite kind of {timeWord}: a trip from {home} to {object}, with nothing else planned. {placeLine} {funLine} {C} had only just got to the best part, and had a long list of plans: this, then that, then all of it again. {G} sat nearby with the bag, looking at the time.",
              "By the middle of the {timeWord}, {C} had already done everything at {object} once and was starting on the second round. {placeLine} {funLine} {C} had a list of plans in {their} head that would take at least a week. {G} sat nearby with the bag, already thinking about dinner back at {home}, and looked at the time more and more often.",
              "{C} had been at {object} for an hour and was just hitting {their} stride. {placeLine} {funLine} There was a mental list of things still to do, and it was getting longer, not shorter. {G} sat nearby, holding the bag and the keys for the trip back to {home}, checking the time with the face of someone who knew what was coming.",
            ),
          },
          problem: {
            text: band(
              '"Time to go," said {G}. {C} did not look. {C} played on. "Time to go!" "No!" {G} took {name\'s} hand. {C} screamed. {C} kicked. {G} carried {Cobj} out. Everyone looked.',
              '"Time to go, {name}," said {G}. {C} pretended not to hear and kept on playing. "Time to go now." Still nothing. When {G} came and took {their} hand, {C} went stiff as a plank and screamed, "Just one more! One more!" {G} had to carry {Cobj} out, kicking, past everyone.',
              '"Time to go," said {G}. {C} suddenly became very interested in something on the other side and didn\'t turn round. {G} said it again. When {G} came over and took {their} hand, {C} went stiff as a plank and screamed, "One more! Just one more!" In the end, {G} had to carry {Cobj} out, kicking, while everyone watched.',
              '"Time to go," said {G}. {C} came down with a sudden case of deafness. The second time, {C} drifted further away, as if distance might cancel the whole idea. When {G} came over and took {their} hand, {C} went stiff as a plank and screamed for one more, one more, just one more. {G} ended up carrying {Cobj} out, kicking, with half of {object} watching. It was not a dignified exit for anybody.',
            ),
          },
          ending: {
            time: "evening",
            place: "bedroom",
            props: ["bed", "book"],
            text: band(
              'At bedtime, {G} read a story. The end! {C} waved at the book. "See you later, book!" {G} laughed. {C} thought about {object}. It would be there. Later! {C} snuggled down. Sleep tight, {name}.',
              'At bedtime, {G} read one last story. When it was finished, {C} closed the book and waved at it. "See you later, book." {G} laughed. "You say that to everything now." {C} snuggled down and thought about {object}, still there in the dark, waiting for next time. Then {name} fell asleep, warm and cozy.',
              'At bedtime, {C} chose one last story, read it slowly and closed the book. "See you later, book," {C} told it. {G} laughed. "Is everything a see you later now?" "Pretty much," said {C}. Lying in the dark, {C} pictured {object}, still there, waiting for next time. It was a cozy thought. {name} fell asleep calm and warm.',
              'At bedtime, {G} gave a five-minute warning for lights out, mostly as a joke. {C} took it seriously, chose one last chapter and read it properly. Then {C} closed the book and told it, "See you later." "Is everything a see you later now?" asked {G}. "It\'s a lifestyle," said {C}. In the dark, {C} made a list of first things for next time at {object}, and fell asleep, snug and calm, somewhere around number three.',
            ),
          },
          success: {
            text: band(
              'The next time, {C} asked, "Five minutes yet?" {G} held up five fingers. {C} chose {lastThing}. Then {C} waved and waved. "See you later, {leaveName}!" {goHome} {refrain}',
              'The next time, {C} asked first. "Is it five minutes yet, {G}?" {G} laughed and held up five fingers. {C} had already chosen: {lastThing}. {C} did it, then took {G\'s} hand without being asked. On the way out, {C} turned and waved. "See you later, {leaveName}! I\'ll be back!" {goHome}',
              'The next time, {C} asked for the warning before {G} had even looked at the clock. "Tell me at five minutes, okay?" At five minutes, {C} chose {lastThing} and did it properly, with no rushing. Then {C} walked over and took {G\'s} hand. "See you later, {leaveName}," {C} called, waving. {goHome} {G} said it was the calmest goodbye {object} had ever seen.',
              'The next time, {C} made {themself} the timekeeper. "Give me the five-minute warning," {C} told {G}, "and I\'ll handle the rest." At five minutes, {C} chose {lastThing}, did it with full concentration and walked over to {G} on {their} own. "See you later, {leaveName}," {C} said, with a wave like a film star leaving a party. {goHome} {G} said nothing, because there was nothing to fix.',
            ),
          },
        },
      ],
    },
  ],
};
