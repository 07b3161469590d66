/**
 * Scenes every frame can use: the helper arriving, practising together, the celebration and the
 * ending. They name the moment ({moment}), the feeling and the strategy, never a frame's props.
 */
import type { Place } from "../../../../contracts/story-plan";
import type { SceneSpec } from "../../episode-types";
import { band } from "./types";

export const SHARED_HELPER: SceneSpec[] = [
  {
    text: band(
      "Just then, {Hintro}, came along. \"Hello, {name},\" said {H} softly. \"You look {feeling}.\" {C} nodded. {H} smiled a kind smile. \"Lots of children feel {feeling} sometimes,\" said {H}. \"I know a trick. Do you want to see?\" {C} wiped {their} nose. {C} nodded again. Yes, please! A trick sounded good.",
      "Just then, {Hintro}, came close. \"Hello, {name},\" {hs} said. \"You look a bit {feeling}.\" {C} nodded and looked down. \"It's {moment},\" {C} said quietly. \"It always goes wrong.\" {H} nodded kindly. \"Lots of children feel {feeling} about things like that,\" {hs} said. \"Nobody is cross with you. I know a trick that helps. Shall I show you?\"",
      "That was when {Hintro}, came quietly over. {H} looked at {name} for a moment. \"You seem {feeling},\" {hs} said. \"Is it {moment}?\" {C} nodded. \"It's just so hard,\" {C} said. \"And then everything goes wrong.\" {H} did not sigh or frown. \"That sounds hard,\" {hs} said. \"Feelings like that are allowed. I know something that might make {moment} a bit easier. Would you like to hear it?\"",
      "That was when {Hintro}, wandered over. {H} didn't ask what was wrong. {hs} just waited, which somehow made it easier to talk. \"It's {moment},\" {C} said at last. \"I know it's not a big deal for everyone else. It just feels like one to me.\" {H} nodded slowly. \"Everybody has a thing that's hard for them,\" {hs} said. \"This one is yours, and it's allowed to be hard. I've got an idea, if you want one. You can tell me if it's rubbish.\" {C} almost smiled, which was more than {C} had managed all day. \"Go on, then.\"",
    ),
  },
];

export const SHARED_PRACTICE: SceneSpec[] = [
  {
    text: band(
      "They tried it together, right there. {H} went first. Then {C} had a go. Slow, slow, slow. Then {C} did it all alone! {C} giggled. \"Again!\" So they did it again. {refrain} It felt like a game now. A fun game! {H} cheered. {C} felt ready.",
      "They practised {strategy} together, right there, once slowly and once very fast. The fast one made them both laugh. The third time, {C} did every part alone while {H} only watched. \"You remembered all of it,\" said {H}. {C} grinned. It felt a bit like a game, and {C} liked games. Maybe this could work.",
      "They practised {strategy} together, twice. The first time, {C} muddled the order and had to start again, which made them both laugh. The second time, {C} did every part without any help, and {H} only nodded along. \"It feels a bit silly,\" {C} admitted. \"Silly is fine,\" said {H}. \"Silly things are easy to remember.\" {C} had to agree with that.",
      "They ran through {strategy} once more, and this time {C} did the talking. {C} explained each step to {H} as if {H} were the one who needed it. That turned out to be a surprisingly good way to remember it. {H} played along, asking questions and getting things slightly wrong on purpose. \"You're a terrible student,\" {C} told {Hfull}, grinning. \"And you are a very good teacher,\" said {H}. It was, {C} thought, a fair trade.",
    ),
  },
];

export const SHARED_CELEBRATION: SceneSpec[] = [
  {
    text: band(
      "{G} gave {name} a big smile. \"You used your trick,\" said {G}. \"You did it all by yourself!\" {C} felt proud. Proud and warm and tall. {H} gave a happy little cheer. Hooray for {name}! {refrain} {C} could do it! {C} really could.",
      "{G} gave {name} the biggest smile. \"You remembered {strategy} all by yourself,\" {G} said. \"I saw every part.\" {C} felt proud, a warm and glowing kind of proud, right from {their} toes to the top of {their} head. {H} gave a happy little cheer. \"I knew you could,\" {hs} said.",
      "\"You did that all by yourself,\" {G} said, and {G's} smile was huge. \"I saw you remember, and I saw you keep going even though it was hard.\" {C} felt a quiet kind of proud, the kind that doesn't need to jump around. {H} looked very pleased indeed. Something that had felt impossible earlier now felt like something {C} simply knew how to do.",
      "\"That was impressive. You were {feeling}, and you did it anyway, your own way,\" said {G}. {C} shrugged as if it was nothing, but {C} couldn't stop the grin. It was a steady sort of pride, the kind that comes from doing something hard without anyone making you. Even {H} looked impressed, which was saying something. {C} filed the moment away, somewhere easy to find next time, right next to the memory of how hard it had felt at first.",
    ),
  },
];

export const SHARED_ENDING: SceneSpec = {
  time: "evening",
  place: "bedroom",
  props: ["bed"],
  text: band(
    "That evening, at {home}, {G} gave {name} a cuddle. \"I'm proud of you,\" said {G}. {C} snuggled in close. {C} had tried. {C} had done it. {refrain} What a day! {C} gave a big yawn. Sleep tight, {name}.",
    "That evening, back at {home}, {G} gave {name} a long, cozy cuddle. {G} asked, \"Do you remember what you did today?\" {C} did remember. {C} had felt {feeling}, and {C} had used {strategy} anyway. {name} smiled a sleepy, happy smile. Tomorrow would have its own tricky bits, and that was okay. {name} knew what to do now.",
    "That evening, at {home}, {G} sat on the edge of the bed for a while. \"You've had a big day,\" {G} said. {C} nodded. It had been big. The {feeling} feeling had come, and {name} had found a way through it anyway. It was good to know that the trick lived in {their} own head now, ready whenever {they} needed it. {name} fell asleep feeling calm, warm and proud.",
    "That evening, back at {home}, {G} asked how {name} was feeling about everything. {C} thought about it. \"Still a bit {feeling} sometimes,\" {C} said honestly. \"But it's different now. I know what to do with it.\" {G} smiled. \"That's the whole trick, really.\" Later, lying in bed, {name} went over the day once more, the hard part and the part that worked, and felt calm. It was a good thing to know about yourself: that you could find a way, even on the days when things felt hard.",
  ),
};

/** One sentence that sets the place: [ages 2-5, ages 6-10]. */
export const PLACE_LINES: Record<Place, [string, string]> = {
  bedroom: ["The bedroom was cozy and quiet.", "The bedroom was cozy, with the curtains half closed and the bed neatly made."],
  bathroom: ["The bathroom was warm and steamy.", "The bathroom was warm, and the mirror was already misty with steam."],
  kitchen: ["The kitchen smelled yummy.", "The kitchen smelled of dinner, and the table was already set."],
  "living room": ["The living room was warm and bright.", "The living room was warm, with cushions everywhere and the lamp switched on."],
  garden: ["The garden was green and sunny.", "The garden was green and bright, and a breeze moved the tall grass."],
  playground: ["The playground was busy and loud.", "The playground was busy, full of running feet, squeaky swings and shouting."],
  park: ["The park was big and green.", "The park was big and green, with a wide path and a pond at the far end."],
  shop: ["The shop was big and bright.", "The shop was big and bright, with long rows of shelves and music playing somewhere."],
  car: ["The car was parked by the door.", "The car was parked outside, and the engine was ready to go."],
  classroom: ["The classroom was bright and busy.", "The classroom was bright, with paintings on the walls and little chairs in rows."],
  "school gate": ["The school gate was busy.", "The school gate was busy with children, bags, bikes and waving hands."],
  party: ["The party was loud and bright.", "The party was loud, with music, balloons and a long table of food."],
  "doctor's office": ["The waiting room had toys and books.", "The waiting room had a box of toys, a pile of books and a fish tank bubbling in the corner."],
  "dentist's office": ["The waiting room was white and bright.", "The waiting room was bright and white, and it smelled faintly of mint."],
  library: ["The library was calm and quiet.", "The library was quiet, with tall shelves and soft chairs."],
  beach: ["The beach was sunny and wide.", "The beach was wide and sunny, and the waves went shush, shush on the sand."],
  pool: ["The pool was blue and splashy.", "The pool sparkled blue, and every splash echoed off the walls."],
  "hair salon": ["The hair salon was bright and shiny.", "The hair salon had big shiny mirrors, and a hair dryer hummed somewhere."],
  restaurant: ["The restaurant was busy and warm.", "The restaurant was busy, full of clinking plates and chatter."],
  street: ["The street was busy.", "The street was busy with people, dogs and bikes."],
};
