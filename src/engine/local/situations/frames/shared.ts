/**
 * Scenes every frame can use: the helper arriving, practicing together, the celebration and the
 * ending. They name the moment ({moment}), the feeling and the strategy, never a frame's props.
 */
import type { Place } from "../../../../contracts/story-plan";
import type { SceneSpec } from "../../episode-types";
import { band, type FrameEpisode } from "./types";

export const SHARED_HELPER: SceneSpec[] = [
  {
    text: band(
      "Just then, {Hintro}, came along. \"Hello, {name},\" said {H} softly. \"You look {feeling}.\" {C} nodded. {H} smiled a kind smile. \"Lots of children feel {feeling} sometimes,\" said {H}. \"I know a trick. Do you want to see?\" {C} wiped {their} nose. {C} nodded again. Yes, please! A trick sounded good.",
      "Just then, {Hintro}, came over. \"Hello, {name},\" {hs} said. \"You look a bit {feeling}.\" {C} nodded and looked down. \"It's {moment},\" {C} said quietly. \"It always goes wrong.\" {H} nodded kindly. \"Lots of children feel {feeling} about things like that,\" {hs} said. \"Nobody is cross with you. I know a trick that helps. Shall I show you?\"",
      "That was when {Hintro}, came quietly over. {H} looked at {name} for a moment. \"You seem {feeling},\" {hs} said. \"Is it {moment}?\" {C} nodded. \"It's just so hard,\" {C} said. \"And then everything goes wrong.\" {H} did not sigh or frown. \"That sounds hard,\" {hs} said. \"Feelings like that are allowed. I know something that might make {moment} a bit easier. Would you like to hear it?\"",
      "That was when {Hintro}, wandered over. {H} didn't ask what was wrong. {hs} just waited, which somehow made it easier to talk. \"It's {moment},\" {C} said at last. \"I know it's not a big deal for everyone else. It just feels like one to me.\" {H} nodded slowly. \"Everybody has a thing that's hard for them,\" {hs} said. \"This one is yours, and it's allowed to be hard. I've got an idea, if you want one. You can tell me if it's no good.\" {C} almost smiled, which was more than {C} had managed all day. \"Go on, then.\"",
    ),
  },
];

export const SHARED_PRACTICE: SceneSpec[] = [
  {
    text: band(
      "They tried it together, right there. {H} went first. Then {C} had a go. Slow, slow, slow. Then {C} did it all alone! {C} giggled. \"Again!\" So they did it again. {refrain} It felt like a game now. A fun game! {H} cheered. {C} felt ready.",
      "They practiced {strategy} together, right there, once slowly and once very fast. The fast one made them both laugh. The third time, {C} did every part of {strategy} alone while {H} only watched. \"You remembered all of it,\" said {H}. {C} grinned. It felt a bit like a game, and {C} liked games. Maybe this could work.",
      "They practiced {strategy} together, twice. The first time, {C} muddled the order and had to start again, which made them both laugh. The second time, {C} did every part without any help, and {H} only nodded along. \"It feels a bit silly,\" {C} admitted. \"Silly is fine,\" said {H}. \"Silly things are easy to remember.\" {C} had to agree with that.",
      "They ran through {strategy} once more, and this time {C} did the talking. {C} explained each step to {H} as if {H} were the one who needed it. That turned out to be a surprisingly good way to remember it. {H} played along, asking questions and getting things slightly wrong on purpose. \"You're a terrible student,\" {C} told {Hfull}, grinning. \"And you are a very good teacher,\" said {H}. It was, {C} thought, a fair trade.",
    ),
  },
];

export const SHARED_CELEBRATION: SceneSpec[] = [
  {
    text: band(
      "{G} gave {name} a big smile. \"You used your trick,\" said {G}. \"You did it all by yourself!\" {C} felt proud. Proud and warm and tall. {H} gave a happy little cheer. Hooray for {name}! {refrain} {C} could do it! {C} really could.",
      "{G} gave {name} the biggest smile. \"You remembered {strategy} all by yourself,\" {G} said. \"I saw every part.\" {C} felt proud, a warm and glowing kind of proud, right from {their} toes to the top of {their} head. {H} gave a happy little cheer. \"I knew you could,\" {hs} said.",
      "\"You did that all by yourself,\" {G} said with a huge smile. \"I saw you remember, and I saw you keep going even though it was hard.\" {C} felt a quiet kind of proud, the kind that doesn't need to jump around. {H} looked very pleased indeed. Something that had felt impossible earlier now felt like something {C} simply knew how to do.",
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
    "That evening, back at {home}, {G} gave {name} a long, cozy cuddle. {G} asked, \"Do you remember how you used {strategy}?\" {C} did remember. {C} had felt {feeling}, and {C} had used {strategy} anyway. {name} smiled a sleepy, happy smile. Tomorrow would have its own tricky bits, maybe even {moment}, and that was okay. {name} knew what to do now.",
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

/**
 * More wordings of the shared scenes, so two custom stories about different things don't share
 * whole paragraphs: each frame takes one variant (index.ts, by frame), and a frame with its own
 * scene (helper, ending…) uses that instead.
 */
export const HELPER_VARIANTS: SceneSpec[][] = [
  SHARED_HELPER,
  [
    {
      text: band(
        "Then {Hintro}, came by. {H} looked at {name}. \"Oh dear,\" said {H}. \"You feel {feeling}.\" {C} gave a tiny nod. \"That is okay,\" said {H}. \"Big feelings happen. They happen to me too. I have a good idea. Want to try it with me?\" {C} sniffed. Then a nod. Okay!",
        "Then {Hintro}, came and stood close by. For a moment, nobody said anything. Then {H} said, \"That looked hard, {name}. Are you feeling {feeling}?\" A nod, without looking up. \"That makes sense,\" said {H}. \"{moment} can feel really big. Nobody is cross with you. I know an idea that might help. Do you want to hear it?\" Slowly, {C} looked up, just a little.",
        "Then {Hintro}, came and sat close by, not too close. \"Rough moment?\" {hs} asked. {C} shrugged, then nodded. \"I always get {feeling} at {moment},\" {C} said. \"And then I can't stop, and it all goes wrong.\" {H} listened to every word. \"You're not the only one,\" {hs} said. \"Feeling {feeling} doesn't mean you've done anything wrong. It's a feeling, and feelings pass. Want to try a plan? It's a small one.\"",
        "Then {Hintro}, turned up, as if {hs} had an instinct for these things. \"I'm guessing that didn't go to plan,\" {H} said. \"Not even slightly,\" said {C}. \"It's {moment}. It goes wrong every time, and then I feel {feeling}, and then it goes even more wrong.\" {H} nodded as if this were a perfectly reasonable scientific finding. \"So it's a loop,\" {hs} said. \"Loops can be broken. You just need a way in, and I happen to know one, if you fancy hearing it.\" {C} considered this for a while. \"Fine. One idea.\"",
      ),
    },
  ],
  [
    {
      text: band(
        "{H} {Harrive}. {H} saw {name}. \"Hello,\" said {H} gently. \"Are you {feeling}?\" {C} nodded. {C} looked at the floor. \"I get {feeling} too sometimes,\" said {H}. \"Everybody does. Shall I show you something? It helps.\" {C} peeked up. A small nod. Yes, please.",
        "{H} {Harrive}. \"Hello, {name},\" {H} said softly. \"You seem {feeling}.\" A nod, and a foot scuffing the floor. \"Am I in trouble?\" {C} asked. \"Not one bit,\" said {H}. \"Everyone feels {feeling} sometimes, even me. I know something that helps with {moment}. Would you like me to show you?\" After a little think, {C} nodded.",
        "{H} {Harrive}. {hs} looked at {name} with a kind, steady face. \"Is it {moment} again?\" {C} nodded. \"I hate feeling {feeling},\" {C} said. \"It's like it takes over, and I can't think.\" \"Feelings can be very bossy,\" agreed {H}. \"But you can learn to choose what you do next, even while the feeling is there. I know a plan. Want to hear it?\" After a wipe of the eyes, the answer was yes.",
        "{H} {Harrive}, and looked at {name} for a long moment without saying anything clever, which {name} appreciated. \"So,\" said {H}. \"{moment}.\" \"Yep,\" said {C}. \"I'm {feeling}, and I know I shouldn't be, and knowing that makes it worse.\" \"You're allowed to feel it,\" said {H}. \"The feeling isn't the problem. It just needs somewhere better to go than where it usually goes. I've got a plan, if you want a plan. No pressure.\" {C} let out a long breath and sat up a little. \"Go on, then.\"",
      ),
    },
  ],
  [
    {
      text: band(
        "Along came {Hintro}. \"Hello, {name},\" said {H}. \"Oh! You look {feeling}.\" {C} nodded. A big, sad nod. {H} smiled a warm smile. \"I can help,\" said {H}. \"I know a little trick. It is easy. Want to see?\" {C} nodded. A trick! Yes, please. {C} wanted to see.",
        "Along came {Hintro}, who stopped to look at {name}. \"Hello,\" {hs} said. \"I think somebody is feeling {feeling}.\" A nod. \"It's {moment},\" {C} mumbled. \"It's too hard.\" \"Hard things are allowed,\" said {H}. \"And guess what? I happen to know a trick for {moment}. Shall I show you?\" With a sniff, {C} said, \"Okay.\"",
        "Along came {Hintro}, who seemed to know exactly when someone needed company. \"That looked like a hard moment,\" {H} said. {C} nodded. \"{moment} always makes me {feeling},\" {C} said. \"I don't even know why.\" \"Sometimes we don't,\" said {H}. \"That's okay. We can still have a plan. I've got one that has helped lots of children with moments just like this. Want it?\" {C} nodded slowly.",
        "Along came {Hintro}, who took one look at {name} and said, \"Ah. One of those.\" {C} couldn't help half laughing. \"It's {moment},\" {C} said. \"Every single time. I feel {feeling}, I do the wrong thing, and then everyone's annoyed, including me.\" \"Especially you, I'd guess,\" said {H}. {C} nodded. \"Well,\" said {H}, \"I've got a plan. It's short, it's simple, and it works more often than it doesn't.\" {C} looked up. \"That's a surprisingly honest sales pitch.\" \"I'm a very honest salesperson,\" said {H}.",
      ),
    },
  ],
];

export const PRACTICE_VARIANTS: SceneSpec[][] = [
  SHARED_PRACTICE,
  [
    {
      text: band(
        "\"Let's play it,\" said {H}. {H} did it first. Then {C} did it. Then they did it together! Fast, fast, fast. Slow, slow, slow. Then in a tiny mouse voice. Squeak! They both laughed. {refrain} {C} knew it now. Every bit!",
        "\"Let's have a practice,\" said {H}. First {H} did {strategy}, very slowly and very seriously. Then it was {name's} turn, very fast and very silly. Then they did it together, just right. \"Again!\" said {C}. By the fourth time, {strategy} needed no help at all. The trick felt easy now, like a song {C} had always known.",
        "\"Practice round,\" said {H}. \"It's easier to remember something you've already done.\" So they tried {strategy} together, right there. {C} forgot the middle part the first time, and {H} pretended to forget the end, which made {Cobj} laugh. The third time, {C} did it perfectly, start to finish, and even added a little flourish at the end. {H} cheered. \"Now you're the expert,\" {hs} said.",
        "\"Dress rehearsal,\" said {H}. \"Nobody does anything well the first time under pressure. So we do it now, when nothing's at stake.\" They went through {strategy} twice. The first run was clumsy, with a step missed and a step done twice. The second was surprisingly smooth. {C} then insisted on a third run, timed, to prove a point, and beat {their} own record by several seconds. \"Show-off,\" said {H} approvingly. {C} bowed. It was, {C} had to admit, quite a good plan, and {C} had only needed one afternoon to learn it.",
      ),
    },
  ],
  [
    {
      text: band(
        "They tried it right away. {H} went first. Then it was {name's} turn. {C} did every step! \"Yay!\" said {H}. They did it again, with {theCuddly} too. {refrain} {theCuddly} did it well. {C} did it best! Now {C} felt ready. Ready to try!",
        "They tried {strategy} right away, while it was fresh. First, {theCuddly} got a lesson in {strategy}, one step at a time, while {H} watched. \"You're a very good teacher,\" said {H}. Then came one more go at {strategy}, all alone, without any reminders. It felt good to know {strategy} so well. Now {C} just had to remember it when it counted.",
        "They tried {strategy} right there, twice through. Then {H} made it harder: {H} pretended to be the tricky moment, and {C} had to use the plan for real. The first time, {C} giggled too much to finish. The second time, every step came out calm and steady, right to the end. \"That,\" said {H}, \"is exactly how it will look when it really happens.\" It felt good to be ready.",
        "They practiced {strategy} right away, with a twist. {H} played the part of the difficult moment, which {hs} did with great enthusiasm and slightly too much drama. {C} had to use the plan anyway. The first attempt collapsed into laughter. The second one worked properly, every step, in the right order. \"Honestly,\" said {C}, \"you're a better actor than you are a helper.\" {H} took a bow. \"I contain multitudes,\" {hs} said. {C} didn't know what that meant, but it sounded right, and {C} decided to look it up later.",
      ),
    },
  ],
  [
    {
      text: band(
        "\"Show me!\" said {H}. So {C} showed {H}. Step one. Step two. Step three. All done! {H} cheered. {C} did it again, faster. Whee! Then slower. {refrain} It was fun now. It was easy. {C} felt big and brave and ready.",
        "\"Show me how it goes,\" said {H}. So {C} did {strategy} all by {themself}, while {H} counted the steps out loud. One, two, three. \"Every single one,\" said {H}. With a grin, {C} did it again, just to be sure. It was starting to feel like {C's} own trick, not a borrowed one. That felt good.",
        "\"Walk me through it,\" said {H}. So {C} did {strategy}, saying each step out loud as {they} went. Halfway through, {C} stopped. \"Wait, is it this, then this?\" \"You tell me,\" said {H}. {C} thought, and got it right. Working it out alone made it stick much better than being told. By the end, {C} could have done it in {their} sleep, and said so.",
        "\"Talk me through it,\" said {H}, \"as if I've never heard of it.\" So {C} explained {strategy}, step by step. Halfway through, {C} discovered that one of the steps made more sense than {they} had realized. {C} tried the whole thing twice, adjusting as {they} went, like tuning a bike. \"I think I've improved it,\" {C} said. \"You probably have,\" said {H}. \"That's allowed. It's yours now, so you get to tinker with it.\" {C} liked that idea very much. A plan you could tinker with felt like a plan you could trust.",
      ),
    },
  ],
];

export const CELEBRATION_VARIANTS: SceneSpec[][] = [
  SHARED_CELEBRATION,
  [
    {
      text: band(
        "\"Hooray!\" said {G}. {G} gave {name} a big high five. Slap! \"You did it, {name}!\" {C} did a happy dance. Wiggle, wiggle! {H} danced too. What a silly dance! {refrain} {C} felt so proud. Proud and happy and strong.",
        "\"Look at you!\" said {G}, and gave {name} a high five that made {their} hand tingle. \"You were {feeling}, and you still did it.\" Right there, a little happy dance began. {H} joined in, badly. That made it even better. Proud was the word for it: proud of {strategy}, like a balloon full of sunshine.",
        "{G} crouched down and looked {name} in the eye. \"Do you know what I just saw? I saw you feel {feeling} and choose what to do anyway. That's not easy.\" {C} felt {their} cheeks go warm. {H} gave a cheer. It was a good feeling, being proud of yourself. {C} wanted to remember exactly how it felt, so it would be there next time.",
        "\"Okay, I need to say this,\" said {G}. \"That was genuinely hard, and you handled it.\" {C} tried to look casual about it and completely failed. {H} looked delighted, in the quietly satisfied way of someone whose plan has worked. It was a particular kind of proud, {C} decided. Not the showing-off kind. The kind that makes you stand up straighter for the rest of the day, and maybe tomorrow too. {C} stood up straighter. It seemed only fair. Somewhere nearby, {H} was already pretending not to be proud too.",
      ),
    },
  ],
  [
    {
      text: band(
        "{G} clapped and clapped. \"Well done, {name}!\" {C} beamed. {H} cheered, \"Hip, hip, hooray!\" {C} stood up tall. So tall! As tall as a tree! {refrain} {C} had done it. All by {themself}! {C} felt warm inside. Warm and proud.",
        "{G} clapped and clapped. \"You did it all by yourself, {name}! I'm so proud of you.\" A smile spread from ear to ear. {H} cheered too. \"You used {strategy} just right,\" {hs} said. Standing up very tall, {C} felt wonderful. It was lovely to do a hard thing, and to know it was {their} own doing.",
        "{G} gave {name} a huge smile. \"I'm proud of you. Not because it went perfectly, but because you kept trying.\" {C} felt a warm glow spread right through {their} chest. {H} nodded, looking very pleased. {C} realized something: the hard moment hadn't disappeared. {C} had simply found a way through it. That felt even better than it never happening at all.",
        "There was no big fuss, which {name} appreciated, but the look on {G's} face said plenty. \"You kept going,\" {G} said simply. \"That's the bit that matters. Anyone can do the easy part.\" {H} gave an approving nod. {C} noticed that the feeling of having done it was better than the relief of it being over. That seemed important, somehow, like a fact worth writing down. {C} didn't write it down, but {C} did decide to keep it, somewhere safe, for the next hard moment.",
      ),
    },
  ],
  [
    {
      text: band(
        "\"You did it!\" said {G}. {G} gave {name} a big smile. {H} cheered. Clap, clap, clap! {C} jumped up and down. Boing, boing! {refrain} {C} felt happy. Happy and proud. What a big, brave {name}! {G} gave a hug.",
        "\"You did it!\" said {G}, with a smile so wide it crinkled all the way up. \"And you did it your way.\" {H} cheered. Up and down jumped {name}, full of fizzy, happy pride. It was the best kind of feeling: knowing you had done something hard, all on your own, even when it felt too big.",
        "\"You really did it,\" said {G}, and gave {name} a proud, warm smile. {H} cheered. {C} felt proud, but also a little surprised. Earlier, it had seemed impossible. Now it was just something {C} had done, like tying a shoe. {C} made a note in {their} head to remember this, the next time something felt impossible.",
        "\"That,\" said {G}, \"was excellent.\" {H} agreed, with a nod that managed to look both wise and slightly smug. {C} felt a slow, solid sort of pride, nothing like the quick fizz of winning a game. It came from knowing the hard moment had happened and {C} had still steered it, more or less where {they} wanted it to go. {C} suspected that would come in useful again, possibly quite soon, and for once the thought wasn't worrying at all.",
      ),
    },
  ],
];

export const ENDING_VARIANTS: SceneSpec[] = [
  SHARED_ENDING,
  {
    time: "evening",
    place: "bedroom",
    props: ["bed"],
    text: band(
      "That night, back at {home}, {name} lay in bed. {G} sat close by. \"What a day,\" said {G}. {C} smiled. {C} remembered the trick. {refrain} {G} gave {name} a goodnight kiss. {C} felt safe and warm. Snug as a bug! Night night, {name}. Sweet dreams.",
      "That night, back at {home}, {G} tucked {name} into bed and sat for a moment. \"I keep thinking about how you used {strategy},\" {G} said. A sleepy smile. It had been a {feeling} sort of day, and then {strategy} had helped, and it had worked. {name} pulled the blanket up, snug and warm. {strategy} would still be there tomorrow, ready and waiting.",
      "That night, at {home}, {G} sat on the end of {name's} bed. \"Big day,\" {G} said. {C} nodded. It had been a big day, with a hard part and a good part. {C} thought about how different it could have gone. Then {C} thought about {strategy}, which was {their} own trick now, to keep. {name} closed {their} eyes, calm and warm, and drifted off to sleep.",
      "That night, back at {home}, {name} lay awake for a while, thinking. That was not usually a good sign. Tonight it was fine. {C} {was} replaying the day, and for once, the replay had a good ending. {G} knocked softly and looked in. \"Still awake?\" \"Just thinking,\" said {C}. \"Good thoughts?\" {C} considered it. \"Yeah. Surprisingly.\" {G} smiled and turned out the light. {name} fell asleep calm, with the warm, quiet feeling of having figured something out that would still be true tomorrow.",
    ),
  },
  {
    time: "evening",
    place: "bedroom",
    props: ["bed", "book"],
    text: band(
      "At bedtime, back at {home}, {G} read a story. {C} snuggled in. \"You were brave today,\" said {G}. {C} smiled. {C} yawned a big yawn. {refrain} The light went low. {C} felt cozy and calm. Goodnight, {name}. Goodnight, moon. Goodnight.",
      "At bedtime, back at {home}, {G} read {name} a story. At the end, {G} said, \"I have one more story. It's about someone who felt {feeling} and found a way through.\" A giggle came from the pillow. \"That's me!\" \"It is,\" said {G}. {name} snuggled down, warm and proud, and was asleep before the light went off.",
      "At bedtime, at {home}, after the story, {G} asked, \"What was the best part of today?\" {C} thought about it. The best part was a surprise: it was the hard part, and getting through it. {C} told {G} all about it. {G} listened to every word. Then {name} curled up, warm and calm, and fell asleep thinking that hard things were a bit less scary now.",
      "At bedtime, back at {home}, {G} asked the usual question: \"Best bit and worst bit?\" {C} thought. \"They're the same bit,\" {C} said, after a while. \"The worst bit was feeling {feeling}. The best bit was what I did about it.\" {G} looked at {name} for a moment as if seeing someone slightly older than expected. \"That's a very wise answer,\" {G} said, and meant it. {G} kissed {name} goodnight and turned off the lamp. {name} fell asleep soon after, calm and warm, and quietly pleased with that answer.",
    ),
  },
  {
    time: "evening",
    place: "bedroom",
    props: ["bed"],
    text: band(
      "That evening, at {home}, {C} had a warm bath and put on pajamas. {G} gave {name} a big hug. \"Well done today,\" said {G}. {C} smiled and yawned. {refrain} Into bed {C} went. Snug and cozy. The moon was up. Sleep tight, {name}.",
      "That evening, at {home}, after a warm bath, {name} climbed into bed. {G} came to say goodnight. \"Guess what I'm proud of,\" {G} said. \"The trick?\" \"The trick,\" said {G}. \"And you.\" Eyes closed, smiling. Tomorrow there might be hard moments, but now there was {strategy} for them. {name} fell asleep feeling cozy and calm.",
      "That evening, at {home}, {name} got ready for bed without a single grumble. {G} noticed, but didn't mention it. When {G} came to say goodnight, {C} said, \"I used the trick today.\" \"I know,\" said {G}. \"I saw.\" {C} smiled into the pillow. It felt good to be seen doing something well. {name} fell asleep calm and warm, the day tucked away safely.",
      "That evening, at {home}, {G} found {name} reading in bed, half asleep already. \"Good day?\" {G} asked. {C} thought about it honestly. \"It had a terrible middle,\" {C} said. \"But a good end.\" {G} laughed. \"Most of the best days do.\" {C} put the book down and let {their} eyes close. There would be other hard moments, {C} knew. But there was a plan now, and a plan made everything feel steadier, like a handrail on a staircase. {name} drifted off, calm and warm, already half dreaming.",
    ),
  },
];

/**
 * The strategy told another way: the helper says the frame's own steps in a row ({stepsSaid}, built
 * from the strategy's steps in index.ts), so a second story words the plan differently from the
 * frame's own strategy scene. "Write another" steps through the frame's scene and these.
 */
export const STRATEGY_VARIANTS: SceneSpec[] = [
  {
    text: band(
      "\"I know a trick,\" said {H}. \"It is called {strategy}. Listen!\" {stepsSaid} {C} listened hard. Then {C} said it back. Slowly. Every part! {H} clapped. {refrain}",
      "\"It has a name,\" said {H}. \"{strategy}. It only has a few parts.\" {stepsSaid} {C} said the parts of {strategy} back, and {H} nodded at each one. \"That's it,\" said {H}. \"The next hard moment, you'll have it ready.\" {refrain}",
      "{H} thought for a moment. \"Try this. It's called {strategy}.\" {stepsSaid} \"That's all?\" asked {C}. \"That's all,\" said {H}. \"Small plans are the ones you remember when {moment} gets hard.\" {C} went over the steps quietly, one at a time, until they stuck.",
      "\"Here's the plan,\" said {H}. \"It's called {strategy}, and it's short on purpose.\" {stepsSaid} {C} raised an eyebrow. \"That's it?\" \"That's it. The clever part isn't the steps. It's using them in the middle of {moment}, when your brain wants to do the old thing.\" {C} ran through the steps once more and found that {they} already knew them by heart.",
    ),
  },
];

/** The strategy's steps said in a row by the helper: "First, … Next, … And last, …" (one quotation). */
export function stepsSaid(steps: string[]): string {
  const lead = steps.length === 2 ? ["First", "Then"] : ["First", ...Array(Math.max(0, steps.length - 2)).fill("Next"), "And last"];
  const said = steps.map((s, i) => {
    const body = /^[A-Z][a-z]/.test(s) && !/^(I|I'm|I'll)\b/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s;
    return `${lead[i]}, ${body}${/[.!?][”"’]?$/.test(body) ? "" : "."}`;
  });
  return `"${said.join(" ")}"`;
}

/** How many story shapes "write another" cycles through (four stories in a row are all different). */
export const SHAPES = 4;

/**
 * The story's shape number, 0 to SHAPES - 1: the one after the last story of this episode for this
 * child (its id in `recent`, most recent first, ends in "-v<shape>"), else drawn from the seed. The
 * same seed and history always give the same number.
 */
export function shapeNumber(episodeId: string, seed: number, recent: readonly string[]): number {
  const last = recent.map((id) => id.startsWith(`${episodeId}-v`) && /^\d+$/.test(id.slice(episodeId.length + 2)) ? Number(id.slice(episodeId.length + 2)) : undefined).find((n) => n !== undefined);
  return last !== undefined ? (last + 1) % SHAPES : Math.abs(Math.trunc(seed)) % SHAPES;
}

/**
 * Which telling of each episode scene a shape takes (the frame's own, or an alternate). Three ways
 * of splitting four shapes in two — by the low bit, the high bit, and both — two scenes each: any two
 * of four shapes in a row differ in four of the six scenes (and the ending, by its own choice).
 */
const SPLIT: Record<"opening" | "problem" | "feeling" | "stumble" | "success" | "echo" | "ending", (shape: number) => number> = {
  opening: (m) => m & 1,
  stumble: (m) => m & 1,
  problem: (m) => (m >> 1) & 1,
  success: (m) => (m >> 1) & 1,
  feeling: (m) => (m & 1) ^ ((m >> 1) & 1),
  echo: (m) => (m & 1) ^ ((m >> 1) & 1),
  ending: (m) => m & 1,
};

/** The episode's scenes for a shape: each scene's own telling or one of its alternates. */
export function shapeOf(ep: FrameEpisode, shape: number): FrameEpisode["scenes"] {
  const out = { ...ep.scenes };
  for (const key of Object.keys(SPLIT) as Array<keyof typeof SPLIT>) {
    const base = ep.scenes[key];
    if (!base) continue; // the shared ending: chosen in index.ts
    const own = (ep.alternates ?? []).map((a) => a[key]).filter((t): t is SceneSpec => !!t);
    const shared = own.length === 0 && key in SHARED_ALTERNATES && !ep.ownOnly?.includes(key as "feeling") ? [SHARED_ALTERNATES[key as keyof typeof SHARED_ALTERNATES]] : [];
    const tellings = [base, ...own, ...shared];
    if (tellings.length > 1) out[key] = tellings[SPLIT[key](shape) % tellings.length];
  }
  return out;
}

/**
 * Other tellings of the feeling, the stumble and the echo that fit every frame (the feeling named,
 * the plan tried and muddled by the feeling, the child teaching the plan to a soft toy), used as an
 * episode's alternate where the frame has none of its own (shapeOf).
 */
export const SHARED_ALTERNATES: Pick<FrameEpisode["scenes"], "feeling" | "stumble" | "echo"> = {
  feeling: {
    text: band(
      "{C} felt {feeling}. Sad and cross, all at once! {C's} tummy went tight. {C's} cheeks went hot. It was too hard! {C} hid {their} face. {G} sat down close by. {G} waited.",
      "Inside, {C} felt {feeling}, and sad, all the way down to {their} toes. {C's} tummy went tight and {their} cheeks went hot. \"Why does this always feel so hard?\" {C} thought. {G} sat down close by. Not cross. Just there. {C} peeked out from behind {their} hands.",
      "{C} felt {feeling}, and the feeling was big enough to fill the whole room. Underneath, {C} {was} upset too. {C} hadn't meant for it to go like that. It just kept happening, and then everyone looked. {C} pressed {their} hands over {their} face and wished the day could start again. {G} sat down nearby and didn't say anything yet, which helped a little.",
      "{C} felt {feeling}, and upset about feeling {feeling}, which is a very tiring combination. The thing was, {C} always meant it to go well. Somewhere between meaning it and doing it, something came loose. {C} stared at the floor and waited for the lecture. It didn't come. {G} just sat down nearby, close enough to reach, and waited too.",
    ),
  },
  stumble: {
    text: band(
      "Another day, it happened again: {moment}. {C} tried {strategy}. Oops! {C} forgot a bit. The big feeling came back. {C} felt sad and cross. {C} cried a little. {G} gave {Cobj} a hug. \"Try again next time,\" said {G}. {C} sniffed. Okay.",
      "Another day, the same hard moment came back again. {C} remembered {strategy} and got the first part right. Then the {feeling} feeling came rushing back, and the rest of the plan fell right out of {their} head. {C} felt cross and sad. Afterwards, {G} gave {Cobj} a hug. \"You remembered the start,\" {G} said. \"That's a real beginning. We'll try again.\"",
      "Another day brought the same hard moment again, sooner than {C} would have liked. {C} started {strategy}, and the first step went fine. But then the {feeling} feeling surged up, and {C} forgot what came next. It went wrong, almost like before, and {C} felt upset. \"Hey,\" said {G} afterwards. \"You started the plan in the middle of a big feeling. Last time you didn't even get that far. That counts.\"",
      "Another day, the same hard moment turned up again, right on schedule. {C} started {strategy}, and the first step went perfectly. Then the {feeling} feeling arrived like a wave, and the rest of the plan simply evaporated. It went wrong, not as badly as before, but wrong, and {C} {was} upset with {themself}. \"Plans take practice,\" said {G} afterwards, calmly. \"You got further than last time. That's how it works: a bit further each time.\" {C} {wasn't} ready to agree, but didn't disagree either.",
    ),
  },
  echo: {
    day: 1,
    place: "living room",
    text: band(
      "The next day, at {home}, {C} played pretend with {theCuddly}. Oh no! {theCuddly} felt {feeling}. \"I can help,\" said {C}. {C} showed {theCuddly} {strategy}. Step, step, step! {theCuddly} did it too. {C} gave {theCuddly} a big hug. Good job!",
      "The next day, at {home}, {C} played a pretend game with {theCuddly}. In the game, {theCuddly} felt {feeling}, just like {C} used to. \"Don't worry,\" {C} said in a teacher voice. \"I know {strategy}. I'll show you.\" {C} went through every step, slowly and kindly. {G}, listening from the doorway, smiled.",
      "The next day, at {home}, {C} set up a game for {theCuddly}. {theCuddly} was going to practice being brave about a hard moment. \"You might feel {feeling},\" {C} warned. \"That's allowed. Here's what you do.\" {C} explained {strategy}, step by step, exactly the way {H} had. {G} caught the end of it from the doorway and pretended to be busy, so as not to interrupt.",
      "The next day, at {home}, {C} decided that {theCuddly} looked a bit {feeling}. So {C} held a short training session. {C} explained {strategy}, did a demonstration, then made {theCuddly} try it twice. \"You'll get it,\" {C} said. \"It took me a few goes too.\" {G} overheard this from the hall and decided not to mention how true it was.",
    ),
  },
};
