import { MINE_TOUCHED } from "../action";
import { band, type Frame, type FrameEpisode } from "./types";

/**
 * A baby touching the child's own things, and the child hurting the baby for it (R9/R10: "pushed his baby
 * sister off the couch… every time she touches his trucks" was told as jealousy of a baby being fed). The
 * things are {mineThe} ("the trucks"; {mineBare} "trucks"); {offSpot} " off the couch" and {onSeat}
 * " on the couch" when the parent said so. The plan: hands hug, call the grown-up, give the baby a swap,
 * and a high shelf for special things.
 */
const BABY_GRABS_MINE: FrameEpisode = {
  id: "baby-grabs-mine",
  when: (sit, s) => sit.personKind === "baby" && MINE_TOUCHED.test(s),
  moment: "the baby reaching for {mineThe}",
  talkAbout: "Who can {name} call when the baby grabs {mineThe}?",
  ownOnly: ["feeling", "stumble", "echo"],
  ownDoings: true,
  strategy: {
    name: "Hug, Call and Swap",
    steps: ["Freeze, and let your hands hug each other", "Call {G}: “Help! The baby has my {mineBare}!”", "Give the baby a swap: a baby toy"],
    why: "Hands that hold each other can't push; calling a grown-up brings help fast, so a child never has to guard their things alone; a swap gives the baby something of its own. A high shelf for special things helps, and a baby near an edge is always watched.",
    refrain: "Hands hug, call for help, and give a swap.",
    toddlerSteps: ["Hands hug hands", "Call {G}: “Help!”"],
    smallFirstStep: "Freeze and let your hands hug each other when the baby reaches",
  },
  titles: ["{name} and the Swap", "Hug, Call and Swap, {name}", "{name} Keeps the Baby Safe"],
  talkAboutAll: [
    "What did {name} give the baby to swap?",
    "Who can you call when someone grabs your things?",
    "How do you think the baby felt?",
    "Where could you keep your special things safe?",
  ],
  scenes: {
    opening: {
      text: band(
        "At {home}, {C} played with {mineThe}{onSeat}. {personIntro} crawled over. Crawl, crawl. Closer. Closer! {C} held on tight.",
        "At {home}, {C} {was} playing with {mineThe}{onSeat}, and everything was just right. {personIntro} was crawling about nearby. Every time {C} looked up, the baby was a little bit closer, with one hand already reaching out.",
        "At {home}, {C} {was} busy with {mineThe}{onSeat}, and everything was set up exactly right. {personIntro} had just learned to crawl, and had just learned that {C's} things were the most interesting things in the whole house. Here came the baby now, one hand already reaching.",
        "At {home}, {C} {was} busy with {mineThe}{onSeat}, everything arranged exactly so. {personIntro} had recently discovered crawling, and with it the thrilling fact that {C's} things were the most interesting objects in the universe. The baby was heading this way, hand out, with the focus of a tiny explorer.",
      ),
    },
    problem: {
      text: band(
        'The baby grabbed {mineThe}. "Mine!" {C} {hurtPast} {person}{offSpot}. {person} {ouch} {alsoLine} {G} scooped the baby up and checked the baby all over. The baby was okay. {C} stood still. Oh no. {afterLine}',
        'The baby\'s hand closed round {mineThe}. "No! Mine!" {C} shouted, and before {C} could think, {C} {hurtPast} {person}{offSpot}. {person} {ouch} {alsoLine} {G} scooped the baby up at once and checked head, arms and legs, gently. The baby was okay. "I won\'t let you hurt the baby," {G} said, firm but quiet. {afterLine}',
        "Then the baby's hand closed round {mineThe}, and something in {C} went snap. {C} {hurtPast} {person}{offSpot}. {person} {ouch} {alsoLine} {G} was there in a second, checking the baby all over. The baby was okay, just shocked. \"I won't let you hurt the baby,\" {G} said quietly, holding the baby close. {C} stood very still. {afterLine}",
        "Then the baby's hand closed round {mineThe}, and {C's} patience, which had been thinning all afternoon, gave way completely. {C} {hurtPast} {person}{offSpot}. {person} {ouch} {alsoLine} {G} was there in a second, checking head, arms and legs with great care. The baby was okay, mostly outraged. \"I won't let you hurt the baby,\" {G} said, very calm and very firm. {afterLine}",
      ),
    },
    feeling: {
      text: band(
        '{C} felt {feeling}. And sorry. {C} did not want to hurt the baby. {C} just wanted {mineThe}! {G} knelt down. "The baby is little," said {G}. "Call me. I\'ll help."',
        '{C} felt {feeling}, and sorry, all mixed together. {C} hadn\'t wanted to hurt the baby. {C} had only wanted {mineThe} to stay safe. {G} knelt down. "Your things matter," {G} said. "And the baby\'s body matters. When the baby grabs, you don\'t have to fix it alone. Call me."',
        "{C} felt {feeling}, and then very sorry. It wasn't fair, {C} thought: the baby touched everything, and nobody ever told the baby off. But the baby was tiny, and big hands can hurt. {G} sat down beside {Cobj}. \"Your things matter,\" {G} said. \"And the baby's body matters. You don't have to guard your things all by yourself. That's my job.\"",
        "{C} felt {feeling}, then sorry, then cross about being sorry. It really wasn't fair: the baby could touch anything, and nobody minded. But {C} knew, underneath, that the baby had no idea what {mineThe} meant to {Cobj}. {G} sat down nearby. \"Your things matter,\" {G} said. \"And the baby's body matters more than anything. Guarding your things isn't your job. Call me, and I'll sort it.\"",
      ),
    },
    stumble: {
      day: 1,
      text: band(
        'Next day, the baby crawled to {mineThe} again. {C\'s} hands went out. Freeze! Hands hug hands. But {C} shouted, "Go away!" The baby cried. "Gentle hands," said {G}. "Now call me."',
        'The next day, the baby crawled straight for {mineThe} again. {C\'s} hands shot out, then froze, and hugged each other tight. The baby was safe! But {C} forgot to call {G}. "Go away!" {C} yelled, so loudly that the baby cried anyway. "Your hands stayed gentle," {G} said. "Next time, call me first."',
        'The next day, the baby made straight for {mineThe} again. {C\'s} hands were already moving, and then {C} caught them: freeze, hands hugging hands. The baby was safe. But the calling part came out as a roar, "GO AWAY!", and the baby burst into tears. "Gentle hands, well done," said {G}, scooping the baby up. "Now let\'s get the words to come out gentle too."',
        'The next day, the baby set off towards {mineThe} with great determination. {C\'s} hands started to move, and {C} caught them just in time: freeze, hands locked together. The baby stayed safe. The calling part, however, came out as a bellow, and the baby burst into tears. "Hands: perfect," said {G}, picking the baby up. "Volume: we\'ll work on it."',
      ),
    },
    success: {
      day: 2,
      text: band(
        'Then the baby crawled to {mineThe} again. {C} stopped. Freeze! Hands hug hands. "{G}! Help! The baby has my {mineBare}!" {G} came. {C} gave the baby a rattle. Swap! Shake, shake! {refrain} Then {C} stroked the baby\'s hand. Gently. That was a sorry.',
        'Two days later, the baby crawled over to {mineThe} again. This time {C} did every part. Freeze, hands hugging hands. Then {C} called, "{G}! Help! The baby has my {mineBare}!" {G} came straight away. {C} found a squishy baby toy and held it out. "Swap?" The baby took the squishy toy and let go. {C} stroked the baby\'s hand, very gently, and said sorry for before.',
        'Two days later, the baby went for {mineThe} again. This time {C} {was} ready. Freeze, hands hugging hands. Then, in a calm voice: "{G}! Help, please. The baby has my {mineBare}." While {G} came, {C} found the baby\'s rattle and held it out. "Swap?" The baby considered the offer, then grabbed the rattle instead. {C} said sorry to the baby for before and stroked a tiny hand. Then {C} and {G} found a high shelf for {mineThe}, where little hands couldn\'t reach.',
        'Two days later, the baby made another attempt on {mineThe}. This time {C} {was} ready. Freeze: hands locked. Then, calmly: "{G}, help, please. The baby\'s got my {mineBare}." And while {G} came, {C} tried something of {their} own: a swap. {C} held out the baby\'s favorite rattle, and the baby let go of {mineThe} at once. {C} said sorry for before, quietly, and found {mineThe} a home on the high shelf. "Baby-proof," {C} announced. "Mostly."',
      ),
    },
    echo: {
      day: 3,
      text: band(
        "Next day, {C} played next to the baby. {C} had {mineThe}. The baby had a rattle. Shake, shake! {C} laughed. Gentle hands!",
        'The next day, {C} made the baby a box of baby toys, just for swapping. When the baby reached for {mineThe}, {C} held out the box. "Pick one!" The baby picked a spoon. {C} laughed. Gentle hands, and a happy baby.',
        'The next day, {C} made a swap box: a box of baby toys, kept close by. Every time the baby reached for {mineThe}, out came something from the box. By lunchtime, the baby had worked out the game and kept crawling back for more. "You\'re very good at this," said {G}. {C} had to agree.',
        'The next day, {C} set up a swap box: a shoebox of rattles, spoons and one very chewed giraffe, kept within easy reach. Every time the baby headed for {mineThe}, {C} produced something from the box, like a magician. By the afternoon, the baby was crawling straight past {mineThe} to the box. "Trained," said {C}, proudly.',
      ),
    },
  },
};

/**
 * Hurting someone (hitting, pushing, biting) when a trigger builds up: tired, hungry, told no.
 * {hurtPast} is what happened ("pushed"), {ouch} how the person reacted.
 */
export const hurtingFrame: Frame = {
  id: "hurting",
  childTerms: "keeping hands gentle when feeling {state}",
  strategy: {
    name: "Gentle Hands and Tell",
    steps: ["Freeze, and let your hands hug each other", "Breathe out slowly, like blowing a feather", "Tell {G} how you feel: “I'm {state}!”"],
    why: "Hands that hold each other can't hit; a long breath out lets the angry energy go; and words give the feeling somewhere to go, so a grown-up can help with what is really wrong (tiredness, hunger, a no).",
    refrain: "My hands hug my hands, I blow out slow, and I tell {G} so.",
    toddlerSteps: ["Hands hug hands", "Tell {G}: “I'm {state}!”"],
    smallFirstStep: "Freeze and let your hands hug each other, even if the words don't come yet",
  },
  titles: ["{name} and the Gentle Hands", "Gentle Hands, {name}", "{name} Freezes, Breathes and Tells"],
  helper: [
    {
      text: band(
        'Just then, {Hintro}, came along. {H} did not frown. "Hello, {name}," {hs} said softly. "Big feelings are hard." {C} nodded. {C\'s} lip wobbled. "I\'m {state}," {C} said. "I know," said {H}. "I have a trick for {state} days. Want to see?" {C} nodded.',
        'Just then, {Hintro}, came close. {H} didn\'t frown or tell {Cobj} off. "Hello, {name}," {hs} said. "That was a hard moment, wasn\'t it?" {C} nodded, eyes wet. "I didn\'t mean to," {C} whispered. "I was just so {state}." "I know," said {H} kindly. "When you\'re {state}, feelings get big very fast. I know a trick for that."',
        'That was when {Hintro}, came quietly over. {C} waited to be told off, but {H} only looked kind. "That was a big feeling," {hs} said. {C} stared at {their} hands. "I don\'t know why I did it. I was just so {state}, and then my hands just did it." {H} nodded. "Being {state} makes feelings grow fast," {hs} said. "Your hands need a different job for those moments. I can show you one."',
        'That was when {Hintro}, came over. {H} didn\'t lecture, which {C} appreciated, because {C} {was} already doing a perfectly good job of lecturing {themself}. "Rough moment," {H} said. "I know it wasn\'t okay," {C} muttered. "I just get so {state}, and then it\'s like my hands decide before I do." "That\'s exactly it," said {H}. "So the trick is to give your hands a plan before the feeling arrives. Want to hear it?"',
      ),
    },
  ],
  strategyScenes: [
    {
      text: band(
        '"It is Gentle Hands and Tell," said {H}. "First, freeze! Hands hug hands." {C} hugged {their} own hands. "Then blow out slow, like a feather." Whoo. "Then tell {G}: I\'m {state}!" {C} tried it. Then again, slowly. Hands hug hands. Whoo. Tell! {C\'s} hands felt calm now. {refrain}',
        '"It\'s called Gentle Hands and Tell," said {H}. "When the big feeling comes, you freeze, and your hands hug each other, tight." {C} held {their} own hands together. "Then you blow out slowly, like blowing a feather across the room. And then you tell {G}: \'I\'m {state}!\'" {C} practiced saying it. It felt much better than {hurtIng}.',
        "\"It's called Gentle Hands and Tell,\" {H} explained. \"First, freeze, and let your hands hug each other, so they're busy. Then blow out slowly, like you're blowing a feather, to let the big energy out. Then use your words and tell {G}, I'm {state}. {G} can help with {state}. Hands can't.\" {C} tried holding {their} hands together. It felt strange, but also steady.",
        '"It\'s called Gentle Hands and Tell," said {H}. "Three parts. Freeze, and let your hands hold each other, because hands that are busy can\'t do anything else. Breathe out slowly, longer than you breathe in. Then tell {G} what\'s actually wrong. I\'m {state}. {G} can fix {state}. {hurtIngCap} just makes a second problem." {C} thought about it. "So it\'s like changing the channel." "Exactly," said {H}.',
      ),
    },
  ],
  talkAbout: [
    "What can your hands do when a big feeling comes?",
    "How did {name} tell {G} about feeling {state}?",
    "What helps you when you feel {state}?",
    "How do you think {person} felt?",
  ],
  episodes: [
    {
      id: "gentle-hands",
      // A hurt is never met with the shared stumble's cheerful "one step, mid-muddle" (issue 22, R8): the
      // frame's own stumbles keep the hands gentle, and a slip is answered by checking on {person}.
      ownOnly: ["feeling", "stumble"],
      moment: "being gentle with {person}",
      talkAbout: "What could {name} say next time {they} {was} feeling {state}?",
      scenes: {
        opening: {
          text: band(
            "At {home}, {C} {was} in {P} with {personIntro}. {placeLine} {C} played with the blocks. {triggerSetup} {C} did not feel like playing now. Grr.",
            "At {home}, {C} {was} in {P}, playing with the blocks next to {personIntro}. {placeLine} {triggerSetup} {C's} tower kept wobbling, and everything felt a bit too loud and a bit too much. {G} was nearby, busy with something, and {C} {was} getting crosser by the minute.",
            "At {home}, {C} {was} in {P} with {personIntro}, building something complicated out of blocks. {placeLine} {triggerSetup} Everything seemed to be going wrong at once. The tower kept leaning, {person} kept coming too close, and {C} could feel something hot and prickly building up inside.",
            "At {home}, {C} {was} in {P} with {personIntro}, trying to finish a block tower that had collapsed twice already. {placeLine} {triggerSetup} {C} {was} at that point where everything is slightly annoying: the noise, the light, the way {person} kept reaching for things. {C} didn't notice the feeling building. {C} just noticed everything else getting worse.",
          ),
        },
        problem: {
          text: band(
            "Then {person} came close. Too close! Crash went the tower. {C} {hurtPast} {person}. {person} {ouch} {G} came running. {C} stood still. Oh no.",
            "Then {person} bumped into the tower, and it came crashing down. Before {C} could think, {C} {hurtPast} {person}. {person} {ouch} {G} hurried over to help. {C} just stood there, hands still up, heart pounding. It had happened so fast.",
            "Then {person} reached across, and the tower came crashing down. The hot, prickly feeling burst out all at once, and {C} {hurtPast} {person}. {person} {ouch} {G} rushed over to help. {C} stood frozen in the middle of the fallen blocks, not quite believing what {their} hands had just done.",
            "Then {person} knocked the tower, and it went down for the third time. The feeling that had been quietly building all {timeWord} suddenly had somewhere to go, and {C} {hurtPast} {person}. {person} {ouch} {G} was there in seconds, helping. {C} stood among the scattered blocks, hands still clenched, feeling both furious and horrified at the same time.",
          ),
        },
        feeling: {
          text: band(
            "{C} felt {feeling}. {C's} body felt hot. {C's} hands felt tight. Then {C} felt sad too. {C} did not want to hurt {person}. {C} wanted to feel better. {C} sat down on the floor.",
            "{C} felt {feeling}, and then {C} felt sad too. {C's} hands were tight and {their} face was hot. The feeling had been too big, and it had come out through {their} {hurtWith}. {C} didn't want to hurt anyone. {C} just didn't know where else the feeling could go.",
            "{C} felt {feeling}, and underneath it, something sad and heavy. The feeling had been growing all {timeWord}. When it got too big, it had jumped straight out through {their} {hurtWith} before {C} could stop it. {C} loved {person}. That was what made it so awful. {C} wished there was somewhere else for a feeling that big to go.",
            "{C} felt {feeling}, and right behind it came the guilt, which was worse. {C} knew perfectly well that hitting, pushing and biting weren't okay. {C} would have said so in any quiz. But being {state} had worn {their} patience down to nothing, and the feeling had reached {their} {hurtWith} before it reached {their} brain. {C} sat down heavily. Knowing better, it turned out, wasn't the same as having a plan.",
          ),
        },
        stumble: {
          text: band(
            'Later, {person} came close again. The hot feeling came back. {C\'s} hands went up! Then {C} remembered. Freeze! Hands hug hands. But {C} forgot to tell. {C} stomped away, cross. "Almost," said {G}.',
            'A little later, {person} grabbed one of {C\'s} blocks, and the hot feeling came rushing back. {C\'s} hand went up, and then {C} remembered. Freeze! {C} made {their} hands hug each other, tight. But {C} forgot the breathing and the telling, and stomped off crossly instead. "Your hands stayed gentle," {G} said. "That was the hardest part."',
            'A little later, it nearly happened again. {person} came too close, and {C\'s} hand shot up. But this time {C} remembered to freeze, and {their} hands grabbed each other instead. That part worked. But {C} forgot to breathe out, and forgot to tell {G}, and ended up stomping off with the feeling still stuck inside. "Half of it," {C} grumbled. "The important half," said {G}.',
            'A little later, the same thing started again. {person} reached for the blocks, and {C} felt the heat rise. {C\'s} hand lifted, and then {C} froze, hands locked together behind {their} back. It worked, sort of. The {hurtIng} didn\'t happen, but the feeling had nowhere to go, so {C} stomped off and slammed a cushion instead. "Progress," {C} muttered. "Mostly." {G} agreed it was definitely progress.',
          ),
        },
        success: {
          text: band(
            'Then the feeling came again. {C} stopped. Freeze! Hands hug hands. Blow out slow. Whoo! Then {C} ran to {G}. "I\'m {state}!" {G} gave {Cobj} a cuddle. {person} was safe. {refrain} {C} felt better.',
            "Then the hot feeling came again. This time {C} did every part. Freeze, and hands hug hands. A long, slow breath out, like blowing a feather. Then {C} went straight to {G} and said, \"I'm {state}!\" {G} gave {Cobj} a big cuddle and helped right away. {person} was safe, and the feeling got smaller. {C's} hands had stayed gentle.",
            "Then it came again, the hot, prickly rush. This time {C} did all three parts. {C} froze and let {their} hands hold each other. {C} blew out slowly, once, twice, until the heat began to fade. Then {C} walked over to {G} and said, clearly, \"I'm {state}, and it's making me want to {hurtBase}.\" {G} hugged {Cobj} and helped straight away. {person} was safe, and so was {C}.",
            "Then it came again, and this time {C} {was} ready. Freeze: hands clasped. Breathe out: long and slow. Then {C} added something of {their} own. Instead of just saying the feeling, {C} said what would help: \"I'm {state}, and I need a break away from everyone for five minutes.\" {G} looked genuinely surprised, then nodded. Five minutes in a quiet corner later, {C} came back calmer. {person} hadn't been hurt at all.",
          ),
        },
        echo: {
          day: 1,
          text: band(
            'The next day, {C} felt {state} again. {person} came close. {C} said, "{G}! I\'m {state}!" Hands hug hands. {G} came to help. {person} smiled at {name}. {C} smiled back.',
            "The next day, {C} felt {state} again, right when {person} wanted to play. But this time {C} didn't wait for the feeling to get big. {C} hugged {their} own hands and said, \"{G}, I'm {state}!\" {G} helped right away. Later, {C} and {person} played together, very gently.",
            'The next day, {C} noticed the {state} feeling arriving early, before it had a chance to grow. {C} went straight to {G}. "I\'m getting {state}," {C} said. "My hands are hugging already." {G} smiled and helped {Cobj} take a break. Later, {C} sat with {person} and played a game so long and so gentle that {G} forgot to keep watching.',
            'The next day, {C} caught the feeling early, which turned out to be the real trick. {C} said, "{G}, heads up. I\'m getting {state}. Can I have a quiet five minutes?" {G} said yes, of course. Afterwards, {C} even helped {person} build something, and when it fell down, {C} just laughed. {C} decided that noticing was the most useful part of all.',
          ),
        },
      },
      // The tower is at home; the toy ({toy}: the parent's wanted toy, else a red toy car) goes anywhere: tellings 1 and 2.
      coupled: { portable: [1, 2], seated: [1] },
      // Another telling: a toy taken, not a tower knocked down (shapeOf picks each scene's telling).
      alternates: [
        {
          opening: {
            text: band(
              "One {timeWord}, {C} {was} {atP} with {personIntro}. {placeLine} {C} had {toy}. {toySound} {triggerSetup} Everything felt too much.",
              "One {timeWord}, {C} {was} {atP}, playing with {toy}, and {personIntro} sat close by. {placeLine} {toyShort} was {C's} favorite, and {C} wanted it all to {themself}. Every time {person} looked at {toyIt}, {C} held {toyIt} a little tighter. {triggerSetup}",
              "One {timeWord}, {C} {was} {atP} with {personIntro}, in charge of {toy}, and not planning to share. {placeLine} {C} could feel {their} patience getting thinner, like a balloon stretched too far. Every time {person} leaned closer to look, it stretched a little more. {triggerSetup}",
              "One {timeWord}, {C} {was} {atP} with {personIntro}, and {C} had finally got {toy}, the one everyone wanted. {placeLine} {C's} patience was running low, the way a tablet runs low on battery: fine, fine, fine, then suddenly not. {C} kept one eye on {toyShort} and one eye on {person}. {triggerSetup}",
            ),
          },
          problem: {
            text: band(
              "Then {person} grabbed {toyShort}. Mine! {C} pulled. Then {C} {hurtPast} {person}. {person} {ouch} {G} came fast. {toyShort} fell down. Bump.",
              'Then {person} reached out and took {toyShort}, right out of {C\'s} hand. "Mine!" {C} shouted, and pulled {toyIt} back. Then, in one big rush, {C} {hurtPast} {person}. {person} {ouch} {G} hurried over. {toyShort} lay on the floor, and nobody was playing with it now.',
              "Then {person} reached across and took {toyShort}, just like that. {C} grabbed {toyIt} back, and for a moment they were both pulling. Then the stretched-thin feeling snapped, and {C} {hurtPast} {person}. {person} {ouch} {G} came over quickly to help. {toyShort} lay forgotten on the floor.",
              "Then {person} simply took {toyShort}. No asking, no warning. {C} grabbed for {toyIt}, and for two seconds there was a tug of war. Then {C's} patience ran out completely, and {C} {hurtPast} {person}. {person} {ouch} {G} was there almost at once, helping. {C} stood very still, with the sick feeling of having done the one thing {they} had promised not to.",
            ),
          },
          feeling: {
            text: band(
              "{C} felt {feeling}. And sorry. {C} sat down and hugged {their} knees. {C's} hands felt hot. {C} did not want to hurt {person}. The feeling was just too big. Too fast!",
              "{C} felt {feeling}, and sorry, all mixed up together. {C} sat down and hugged {their} knees. {C's} hands still felt hot and fizzy, as if they belonged to somebody else. {C} hadn't wanted to hurt {person}. The feeling had just been too big, and too fast.",
              "{C} felt {feeling}, and then, a second later, very sorry. {C} sat down and hugged {their} knees, hiding {their} face. {C's} hands still tingled. The strange part was that {C} knew exactly what {they} should have done. But being {state} made everything go faster than thinking. {C} wished {they} could rewind the last minute.",
              "{C} felt {feeling}, then sorry, then cross about being sorry, which was a lot of feelings for one minute. {C} sat down and hugged {their} knees. The thing about being {state}, {C} thought, was that it made the gap between feeling something and doing something very, very short. Today there had been no gap at all.",
            ),
          },
          stumble: {
            text: band(
              'A little later, {person} came too close again. {C\'s} hands went up. Freeze! Hands hug hands. Good! But then {C} shouted, "Go away!" So loud! "Gentle hands," said {G}. "Now gentle words. Tell me."',
              'A little later, {person} came too close again, and the hot feeling shot up. {C} froze, and {their} hands hugged each other. That part worked! But then {C} yelled at {person}: "Go away!" Everyone jumped. "Gentle hands, well done," said {G}. "Next time, tell me, not {person}."',
              'A little later, it nearly happened again. {person} crowded in, and {C\'s} hands shot up, then locked together. Freeze: done. But the feeling still had to go somewhere, so it came out of {C\'s} mouth instead, as a roar aimed at {person}: "Go away!" "Hands: gentle," said {G}. "Words: not yet. The telling part is for me."',
              'A little later, {person} crowded in again. {C\'s} hands locked together, right on cue, which was genuinely impressive. Unfortunately, the feeling simply took the next exit and came out as a yell, aimed straight at {person}: "Go away!" "Hands: excellent," said {G}. "Volume: needs work. Tell me, not {person}." {C} had to admit that was fair.',
            ),
          },
          echo: {
            day: 1,
            text: band(
              'The next day, {C} felt {state} again. {C} ran to {G}. "I\'m {state}!" {G} knew just what to do. Then {C} played with {person}. Gentle hands. Soft, soft.',
              'The next day, {C} felt the {state} feeling starting, all prickly, long before it got big. This time {C} went to {G} first. "I\'m {state}, and my hands are getting fizzy." {G} knew just what to do. A little later, {C} played with {person} again, with gentle hands the whole time.',
              'The next day, {C} noticed the first prickle of {state} and didn\'t wait for it to grow. "{G}," {C} said, "early warning. I\'m getting {state}." {G} looked impressed, and helped straight away. Later, {C} and {person} played together for a whole hour, and {C\'s} hands stayed gentle every minute of it.',
              'The next day, {C} issued an official early warning. "{G}, I\'m about three out of ten {state}. Just so you know." {G} took the report seriously and helped straight away. Later, {C} played with {person} for an hour without a single incident. {C} considered putting a sign on the fridge, like the safety record at a factory.',
            ),
          },
          success: {
            text: band(
              'Then {person} took {toyShort} again. The hot feeling came! {C} stopped. Freeze! Hands hug hands. Blow out slow. Whoo! "{G}! I\'m {state}!" {G} came to help. {person} was safe. {refrain} {C} felt proud.',
              "Then {person} took {toyShort} again, and the hot feeling shot up. But this time {C} froze, and {their} hands hugged each other, tight. One long breath out, like blowing a feather. Then {C} called, \"{G}! I'm {state}, and I want my turn!\" {G} came and helped them take turns. {person} was safe, and {C's} hands had stayed gentle.",
              'Then {person} took {toyShort} again, and {C} felt the snap coming. This time {C} stopped it. Freeze: hands hugging hands. A long breath out, then another. Then {C} turned and said, loud and clear, "{G}, I\'m {state}, and I need help with {toyShort}." {G} came and set up turns with a timer. {person} was safe, and {toyShort} came back when the timer rang.',
              "Then {person} took {toyShort} again, and {C} felt the familiar snap on its way. This time {C} got there first. Hands locked together. A long, slow breath out. Then, instead of grabbing, {C} said, \"{G}, I'm {state}, and I need help with {toyShort}.\" {G} came over and set up a timer for turns. Waiting was still annoying. But {person} was safe, and {C's} hands had stayed gentle the whole time.",
            ),
          },
        },
        {
          // A third telling, also portable: the toy snatched and carried off, chased, and the hurt in the tug.
          opening: {
            text: band(
              "One {timeWord}, {C} {was} {atP}. {placeLine} {C} had {toy} at last. {toySound} {personIntro} looked. And looked. {triggerSetup}",
              "One {timeWord}, {C} {was} {atP}, and {C} had {toy} all to {themself} at last. {placeLine} {C} had waited and waited for a turn, and now {C} {was} not going to let go. But {personIntro} was watching, and edging closer. {triggerSetup}",
              "One {timeWord}, {C} {was} {atP}, and after a long wait {C} finally had {toy}. {placeLine} It was the best thing in the room, and everybody knew it. {C} kept it close. Nearby, {personIntro} kept looking over, and each time, a little nearer. {triggerSetup}",
              "One {timeWord}, {C} {was} {atP}, and after what felt like a week of waiting, {C} finally had {toy}. {placeLine} It was, unofficially, the best thing in the room. {C} kept it close. Meanwhile {personIntro} was drifting nearer, with the casual air of someone not at all interested. {triggerSetup}",
            ),
          },
          problem: {
            text: band(
              "{person} snatched {toyShort}! Off {person} ran. {C} ran too. Pull, pull! Then {C} {hurtPast} {person}. {person} {ouch} {G} came fast, to {person} first. Uh-oh.",
              'Then {person} snatched {toyShort} and ran off with {toyIt}. "That\'s mine!" {C} cried, and ran after {person}, and grabbed. {person} held on. Then, quick as a snap, {C} {hurtPast} {person}. {person} {ouch} {G} came straight over and knelt by {person} first. {toyShort} ended up on the floor, and nobody was playing with it now.',
              'Then {person} snatched {toyShort} and walked off, as if finders were keepers. "Hey! I was using that!" {C} went after {person} and grabbed, and {person} grabbed back. Then the feeling snapped, and {C} {hurtPast} {person}. {person} {ouch} {G} came over fast and went to {person} first. {toyShort} ended up on the floor, and suddenly nobody wanted it.',
              'Then {person} picked up {toyShort} and strolled off, apparently operating a strict finders-keepers policy. "Excuse me, I was using that!" {C} went after {person} and took hold, and {person} held on. It lasted about two seconds. Then {C\'s} patience ran out entirely, and {C} {hurtPast} {person}. {person} {ouch} {G} was there almost at once, kneeling by {person} first. {toyShort} lay on the floor between them, suddenly not worth very much at all.',
            ),
          },
          stumble: {
            text: band(
              'Later, {person} reached for {toyShort} again. Uh-oh! The hot feeling came. Freeze! {C} hugged {their} own hands. But then {C} stamped and stamped. Stamp, stamp! "Gentle. Good!" said {G}. "Now tell me."',
              'Later, {person} reached for {toyShort} again, and the hot feeling came rushing back. {C} remembered the first part. Freeze! {C\'s} hands hugged each other. But then {C} stamped {their} feet and shouted, "No!" {person} began to cry. "You kept your hands gentle," said {G}. "Now let\'s find the telling words."',
              'A little later, {person} reached for {toyShort} again, and {C} felt the snap coming. Freeze: {C\'s} hands found each other, just in time. But the rest of the feeling came out through {their} feet, stamp, stamp, stamp, and then through {their} mouth: "Go away!" {person} burst into tears. "No hurting, well done," said {G}. "Next time, the words are for me."',
              'A little later, {person} made another move towards {toyShort}, and {C} felt the familiar heat rising. Freeze: hands locked together, right on time. Unfortunately the feeling, denied its usual exit, came out through {C\'s} feet instead. The stamps rattled the shelves, and the shout that followed made {person} cry. "Hands: perfect," said {G}. "Now we work on the rest."',
            ),
          },
          success: {
            text: band(
              'Then {person} took {toyShort} again. The hot feeling came! Freeze! Hands hug hands. Blow out slow. Whoo! {C} went to {G}. "I\'m {state}! I had it first!" {G} helped. Turns! {C} said sorry. {refrain}',
              'Then {person} took {toyShort} again. This time {C} did every part. Freeze, hands hugging hands. A long breath out, like blowing a feather. Then {C} went straight to {G} and said, "I\'m {state}. I had it first!" {G} helped them sort it out, and soon {C} had {their} turn back. {person} was safe. Then {C} said sorry to {person} for before.',
              'Then {person} took {toyShort} again, and {C} felt the snap on its way. This time {C} caught it. Freeze: hands holding hands. One slow breath out, then another. Then {C} walked over to {G} and said, clearly, "I\'m {state}. I was using it, and I need help getting a turn." {G} helped them take turns, and {person} was safe. Then {C} said sorry to {person} for before.',
              "Then {person} took {toyShort} again, and {C} felt the snap on its way. This time {C} got there first. Hands locked. One long breath out. Then, instead of chasing, {C} went to {G} and laid out the case: \"I'm {state}. I was using it, and I'd like help getting a turn.\" {G}, impressed by the presentation, helped them take turns. {person} was safe, and {C} said sorry for before.",
            ),
          },
        },
      ],
    },
    {
      // Throwing something at other children ("throws sand at the other kids at the park"): what was
      // thrown ({thrown}) is in the play, the problem, the stumble, the success and the echo; the plan
      // is the frame's (freeze, hands hug hands, tell). {throwPlay} is the game it was thrown from.
      id: "thrown-at",
      moment: "{throwMoment}",
      // The stumble keeps the thrown thing in the hand (the shared stumbles never name it).
      ownOnly: ["stumble"],
      talkAbout: "What can {name's} hands do with the {thrown} instead of throwing it?",
      scenes: {
        opening: {
          text: band(
            "One {timeWord}, {C} {was} {atP} with {G}, {throwPlay}. {placeLine} {personIntro} came to play too. Close. Too close! {C} held the {thrown} tight. {triggerSetup}",
            "One {timeWord}, {C} {was} {atP} with {G}, {throwPlay}. {placeLine} Then {personIntro} came over and crowded in, right where {C} {was} playing. {C} frowned, with a fistful of {thrown}. {triggerSetup}",
            "One {timeWord}, {C} {was} {atP} with {G}, {throwPlay}, and it was going well. {placeLine} Then {personIntro} arrived and squeezed in right beside {Cobj}, much too close, with hands everywhere. {C} could feel the hot, prickly feeling starting, and {their} fingers closed round a handful of {thrown}. {triggerSetup}",
            "One {timeWord}, {C} {was} {atP} with {G}, {throwPlay}, in the calm, absorbed way that never lasts long. {placeLine} Then {personIntro} turned up and moved in right next to {Cobj}, without asking, as if the space were theirs. {C's} hand closed round a fistful of {thrown}, almost by itself. {triggerSetup}",
          ),
        },
        problem: {
          text: band(
            "{person} reached in. That was it! {C} {hurtPast} {person}. Whoosh! {person} {ouch} {G} came fast. {C} stood still. Oh no.",
            "Then {person} reached right into {C's} game. Before {C} could think, {C} {hurtPast} {person}. Whoosh! The {thrown} went everywhere. {person} {ouch} The other children stopped and stared. {G} hurried over to help {person}.",
            "Then {person} reached right across {C's} game, and the prickly feeling burst out all at once: {C} {hurtPast} {person}. The {thrown} flew everywhere, and some of it went in {person's} face. {person} {ouch} The other children stopped playing and stared. {G} was there in seconds, helping {person} first.",
            "Then {person} reached right across {C's} game, and the feeling that had been quietly building found its exit: {C} {hurtPast} {person}. The {thrown} went everywhere, a fair amount of it in {person's} face. {person} {ouch} Every other child went silent and stared. {G} arrived almost at once and went to {person} first, and {C} understood exactly what that meant.",
          ),
        },
        feeling: {
          text: band(
            "{C} felt {feeling}. And sorry. {C's} hands still held {thrown}. {C} did not want to hurt {person}. The feeling was just too big. Too fast!",
            "{C} felt {feeling}, and sorry, all mixed up together. {C} looked at {their} hands, still sticky with {thrown}. {C} hadn't wanted to hurt {person}. The feeling had just been too big, and too fast.",
            "{C} felt {feeling}, and then, a second later, very sorry. {C} looked down at {their} hands. There was still {thrown} on them. Being {state} made everything go faster than thinking, and now {person} was hurt.",
            "{C} felt {feeling}, then sorry, then cross about being sorry, which was a lot of feelings for one minute. There was still {thrown} on {C's} hands, like evidence. Being {state}, {C} thought, made the gap between feeling something and doing something very, very short. Today there had been no gap at all.",
          ),
        },
        stumble: {
          day: 1,
          text: band(
            'Next day, {person} came close again. {C\'s} hand grabbed the {thrown}. Freeze! Hands hug hands. The {thrown} fell down. Good! But then {C} shouted, "Go away!" "Gentle hands," said {G}. "Now tell me."',
            'The next day, {C} {was} {throwPlay} again when {person} came too close. {C\'s} hand closed round the {thrown}. Freeze! {C\'s} hands hugged each other, and the {thrown} dropped back down. That part worked! But then {C} yelled, "Go away!" "Gentle hands, well done," said {G}. "Next time, tell me, not {person}."',
            'The next day, it nearly happened again. {person} crowded in, and {C\'s} hand was already full of {thrown}. Then {C} froze, and {their} hands found each other, and the {thrown} trickled out between {their} fingers. But the feeling still had to go somewhere, so it came out as a roar: "Go away!" "Hands: gentle," said {G}. "The telling part is for me."',
            'The next day, {person} crowded in again, and {C\'s} hand was full of {thrown} before {C} had decided anything. Then, right on cue, {C\'s} hands locked together and the {thrown} dropped, which was genuinely impressive. Unfortunately, the feeling took the next exit and came out as a yell: "Go away!" "Hands: excellent," said {G}. "Volume: needs work. Tell me, not {person}."',
          ),
        },
        success: {
          text: band(
            'Later, {person} came close again. The hot feeling came! {C} put the {thrown} down. Freeze! Hands hug hands. Blow out slow. Whoo! "{G}! I\'m {state}!" {G} came to help. {person} was safe. {refrain}',
            'Later, {person} came close again, and the hot feeling shot up. But this time {C} put the {thrown} down, froze, and let {their} hands hug each other. One long breath out, like blowing a feather. Then {C} called, "{G}! I\'m {state}, and I need more space!" {G} came and helped them each find a spot. {person} was safe, and the {thrown} stayed where it belonged.',
            'Later, {person} crowded in again, and {C} felt the snap coming. This time {C} stopped it. The {thrown} went down. Freeze: hands holding hands. A slow breath out, then another. Then {C} said, loud and clear, "{G}, I\'m {state}. I need some space." {G} came and helped them share the space. {person} was safe, and nobody got {thrown} in the face.',
            'Later, {person} crowded in again, and {C} felt the familiar snap on its way. This time {C} got there first. The {thrown} went down. Hands locked together. A long, slow breath out. Then, instead of throwing, {C} said, "{G}, I\'m {state}, and I need some space." {G} came and helped sort out the space. Nobody got {thrown} in the face, and {C} felt strangely tall.',
          ),
        },
        echo: {
          day: 1,
          text: band(
            "The next time, {C} {was} {throwPlay}. Other children came too. {C} kept the {thrown} low. Gentle hands! {C} and {person} played together. Soft, soft.",
            'The next time, {C} {was} {throwPlay} when {person} and the other children came over. {C} kept the {thrown} low, for playing, not for throwing. When it got crowded, {C} said, "{G}, I need space!" and {G} helped. Soon {C} and {person} were playing side by side.',
            'The next time, {C} {was} {throwPlay} again, and the other children came to join in. The {thrown} stayed low, for playing, and when the crowded feeling started, {C} said so: "{G}, I\'m getting {state}." {G} helped straight away. By the end, {C} and {person} were playing the same game.',
            'The next time, {C} {was} {throwPlay} again, and the other children drifted over, as they always did. The {thrown} stayed strictly for playing. When the crowded feeling started, {C} issued an early warning: "{G}, I\'m about three out of ten {state}." {G} helped straight away. By the end, {C} and {person} were working on the same thing, with no incidents to report.',
          ),
        },
      },
    },
    {
      // A thing grabbed off a brother or sister in their turn ("every time his sister gets a turn on the
      // ipad he grabs it off her… threw it at her", "snatches the tablet from her sister and hits her with
      // it"): the parent's thing ({object}) is the turn in every scene, whatever it is (a screen too); the
      // hurt is checked on at once, and the plan ends in a timer for turns and a sorry.
      id: "turn-grabbed",
      moment: "waiting for a turn with {object}",
      ownOnly: ["feeling", "stumble", "echo"],
      talkAbout: "What could {name} say while {they} waited for a turn with {object}?",
      scenes: {
        opening: {
          text: band(
            "One {timeWord}, {C} {was} {atP} with {personIntro}. {placeLine} It was {person's} turn with {object}. {C} watched and watched. {C} wanted a turn too. Right now!",
            "One {timeWord}, {C} {was} {atP} with {personIntro}. {placeLine} It was {person's} turn with {object}, so {C} had to wait. {C} watched every second of it. Waiting felt far too long, and it didn't feel fair at all.",
            "One {timeWord}, {C} {was} {atP} with {personIntro}. {placeLine} It was {person's} turn with {object}, which meant {C} had to wait. {C} sat close by and watched, and the longer {C} waited, the hotter and pricklier {C} felt. It did not seem fair. It did not seem fair at all.",
            "One {timeWord}, {C} {was} {atP}, and {personIntro} had {object}. It was {person's} turn, fair and square. {placeLine} {C} sat nearby, pretending not to watch and watching every second. Each minute of waiting felt longer than the one before, and a hot, prickly feeling was building up inside.",
          ),
        },
        problem: {
          text: band(
            'Then {C} grabbed {object}, right out of {person\'s} hands. "Mine!" Then {C} {hurtPast} {person}. {person} {ouch} {G} came fast. "Are you okay?" {G} asked. {C} stood still. Oh no.',
            "Then {C} couldn't wait any longer. {C} grabbed {object}, right out of {person's} hands. \"My turn!\" {C} shouted. Then, in one big rush, {C} {hurtPast} {person}. {person} {ouch} {G} hurried over and checked that {person} was okay. Nobody was having a turn now.",
            "Then the waiting got too much. {C} grabbed {object}, right out of {person's} hands, and in one hot rush {C} {hurtPast} {person}. {person} {ouch} {G} came quickly and went to {person} first, to check that nobody was badly hurt. Nobody was having a turn with {object} now.",
            "Then the waiting ran out. {C} grabbed {object} straight out of {person's} hands, and in the same hot second {C} {hurtPast} {person}. {person} {ouch} {G} was there almost at once and went to {person} first, checking that nobody was badly hurt. {C} stood very still, with the sick feeling of knowing exactly what had just happened.",
          ),
        },
        feeling: {
          text: band(
            "{C} felt {feeling}. And sorry. {C} sat down and hugged {their} knees. {C} did not want to hurt {person}. The feeling was just too big. Too fast!",
            "{C} felt {feeling}, and sorry, all mixed up together. Waiting wasn't fair! But {C} hadn't wanted to hurt {person}. {C} sat down and hugged {their} knees. The feeling had just been too big, and too fast.",
            "{C} felt {feeling}, and then, a second later, very sorry. Waiting for a turn wasn't fair, {C} thought. But hurting {person} wasn't fair either. {C} sat down and hugged {their} knees. Being {state} had made everything go faster than thinking.",
            "{C} felt {feeling}, then sorry, then cross about being sorry, which was a lot of feelings for one minute. Waiting wasn't fair, {C} {was} sure of that. But hurting {person} wasn't fair either, which was annoying. {C} sat down and hugged {their} knees.",
          ),
        },
        stumble: {
          text: band(
            'A little later, {person} had another turn. {C\'s} hands went out. Freeze! Hands hug hands. Good! But then {C} shouted, "Give it to me!" So loud! "Gentle hands," said {G}. "Now tell me."',
            'A little later, {person} had another turn with {object}, and the hot feeling shot up. {C\'s} hands reached out, then froze and hugged each other. That part worked! But then {C} yelled, "Give it to me!" Everyone jumped. "Gentle hands, well done," said {G}. "Next time, tell me, not {person}."',
            'A little later, it nearly happened again. {person} had another turn, and {C\'s} hands were already reaching for {object}. Then {C} froze, and {their} hands found each other. But the feeling still had to go somewhere, so it came out as a roar: "Give it to me!" "Hands: gentle," said {G}. "The telling part is for me."',
            'A little later, {person} had another turn, and {C\'s} hands were halfway to {object} before {C} had decided anything. Then, right on cue, they locked together, which was genuinely impressive. Unfortunately, the feeling took the next exit and came out as a yell: "Give it to me!" "Hands: excellent," said {G}. "Volume: needs work. Tell me, not {person}."',
          ),
        },
        success: {
          text: band(
            "Later, it was {person's} turn again. The hot feeling came! Freeze! Hands hug hands. Blow out slow. Whoo! \"{G}! I'm {state}! I want a turn!\" {G} set a timer. Ding! Now it was {C's} turn. {C} said sorry to {person} for before. {refrain}",
            'Later, it was {person\'s} turn with {object} again, and the hot feeling shot up. But this time {C} froze, and {their} hands hugged each other, tight. One long breath out, like blowing a feather. Then {C} called, "{G}! I\'m {state}, and I want a turn!" {G} set a timer for turns, and when it rang, {C} had {their} turn. Then {C} said sorry to {person} for before, and asked, "Are you okay?"',
            'Later, it was {person\'s} turn with {object} again, and {C} felt the snap coming. This time {C} stopped it. Freeze: hands holding hands. A slow breath out, then another. Then {C} said, loud and clear, "{G}, I\'m {state}. I need help waiting." {G} set a timer for turns, and when it rang, {C} got {their} turn, fair and square. Then {C} said sorry to {person} for before, and asked, "Are you okay now?"',
            "Later, it was {person's} turn with {object} again, and {C} felt the familiar snap on its way. This time {C} got there first. Hands locked together. A long, slow breath out. Then, instead of grabbing, {C} said, \"{G}, I'm {state}, and waiting is really hard.\" {G} set a timer for turns, and when it rang, {C} got {their} turn, which felt better than grabbing ever had. Then {C} said sorry to {person} for before, and checked that everyone was okay.",
          ),
        },
        echo: {
          day: 1,
          text: band(
            "The next day, {person} had {object}. {C} waited. Hands hug hands. The timer rang. Ding! {C's} turn! Gentle hands. Soft, soft.",
            'The next day, {person} had a turn with {object}, and {C} waited with {their} hands hugging each other. When it got hard, {C} said, "{G}, waiting is hard!" and {G} set the timer. When it rang, it was {C\'s} turn, and nobody got hurt.',
            "The next day, it was {person's} turn with {object} again. {C} noticed the first prickle and said so: \"{G}, I'm getting {state}.\" {G} set the timer straight away. {C} waited with gentle hands, and when it rang, {person} handed over {object} without a fuss.",
            'The next day, {person} had {object} again, and {C} issued an early warning: "{G}, I\'m about three out of ten {state}. Timer, please." {G} set it straight away. {C} waited with gentle hands, and when it rang, {person} handed over {object}. Turns, it turned out, worked much better when nobody got hurt.',
          ),
        },
      },
    },
    {
      // A new baby can't build, grab blocks or bump a tower: the moment is the baby getting {G}.
      id: "gentle-with-baby",
      // The feeling scene is where {G} answers a laugh and a missing sorry kindly (the parent's worry): never a shared one.
      // Nor a shared stumble: the baby is never hurt again to a cheerful "One step, mid-muddle. Last time, none." (R8).
      ownOnly: ["feeling", "stumble"],
      moment: "sharing {G} with {person}",
      talkAbout: "Why do you think {name} felt {feeling} when {G} was busy with {person}?",
      scenes: {
        opening: {
          text: band(
            'At {home}, {G} sat on the sofa with {personIntro}. {placeLine} {G} fed the baby. Slurp, slurp. {C} wanted a story. "Wait a minute," said {G}. {C} waited. And waited. {triggerSetup}',
            'At {home}, {G} was on the sofa in {P}, feeding {personIntro}. {placeLine} {C} brought a book over. "Can we read now?" "In a minute," said {G}, rocking the baby. {C} waited, and waited, and the minute went on and on. {triggerSetup}',
            'At {home}, {G} was curled up on the sofa in {P}, feeding {personIntro} for what felt like the hundredth time that day. {placeLine} {C} had a book ready, and a question, and a drawing to show. "In a minute," said {G}, without looking up. {triggerSetup} The minute stretched out, long and lonely.',
            'At {home}, {G} was on the sofa in {P}, feeding {personIntro}, which seemed to be the main thing that happened in the house these days. {placeLine} {C} had been waiting to show {G} a drawing for most of the afternoon. "In a minute," said {G}, in the soft voice reserved for the baby. {triggerSetup} {C} stood there holding the drawing, feeling like furniture.',
          ),
        },
        problem: {
          text: band(
            "{name} went close. Closer. Then, quick as a wink, {C} {hurtPast} {person}. {person} {ouch} {alsoLine} {G} picked the baby up, quick. {G} checked the baby all over. The baby was okay. {G} held the baby close. {C} stood still. Oh no. {C's} tummy went funny. {afterLine}",
            '{name} went very close to the sofa. Then, before {C} could think, {C} {hurtPast} {person}, quick and sharp. {person} {ouch} {alsoLine} {G} scooped the baby up at once. "Let me see you, little one." {G} checked the baby all over, gently. The baby was okay. {G} held the baby close and said, "Gentle!" {C} stepped back, hands up, heart pounding. It had happened so fast. {afterLine}',
            "{name} edged closer to the sofa, and then, before {C} could stop it, {C's} hand shot out, and {C} {hurtPast} {person}. {person} {ouch} {alsoLine} {G} had the baby up in a second, checking head, arms and legs, gently. The baby was okay, just shocked. {G} gathered the baby up and soothed the crying. {C} stood frozen, not quite believing what {their} hand had just done. {afterLine}",
            "{name} drifted closer to the sofa, not really planning anything. Then {C's} hand shot out, and {C} {hurtPast} {person}, quickly, as if the hand had its own opinion. {person} {ouch} {alsoLine} {G} had the baby up in a second, checking head, arms and legs, very gently. The baby was okay, just shocked. {G} scooped the baby up, soothing and rocking. {C} stood very still, feeling furious and horrified at the same time, which is a very confusing combination. {afterLine}",
          ),
        },
        feeling: {
          text: band(
            '{C} felt {feeling}. And sad. {G} was always busy with the baby. {C} wanted {G} too! {C\'s} face felt hot. {C\'s} eyes felt wet. {C} did not want to hurt. {C} just wanted {G}. {G} knelt down. "Big feelings can come out wrong," said {G}. "That happens.{laughToo} Sorry can come later."',
            '{C} felt {feeling}, and sad underneath. Ever since the baby came, {G} always seemed busy with feeding and rocking and changing. {C} wanted {G} too. {C} didn\'t really want to hurt the baby. {C} just didn\'t know what to do with the big, prickly feeling. {G} knelt down. "Sometimes a big feeling comes out the wrong way, when inside you feel bad," {G} said. "Out of your hands.{laughToo} Sorry can come when you\'re ready."',
            '{C} felt {feeling}, and under that was something sadder. Since the baby arrived, {G} was always feeding, rocking, changing, shushing. {C} loved the baby, mostly. But it felt as if there wasn\'t enough {G} to go round, and the baby was getting all of it. The feeling had nowhere to go, so it came out through {their} hand. {G} sat down beside {Cobj}. "Sometimes when we feel bad inside, it comes out sideways," {G} said. "As hands.{laughToo} The baby is okay. Sorry can come when you\'re ready, and it doesn\'t have to be words."',
            "{C} felt {feeling}, and {C} knew it, which didn't make it any better. It wasn't that {C} didn't love the baby. It was that {G}, who used to be mostly {C's}, was now mostly the baby's. Everything was feeding and burping and \"in a minute\". The feeling had been building for days, quietly, and today it had found the nearest way out, which happened to be {their} hand. {G} sat down next to {Cobj}. \"Bad feelings come out sideways sometimes,\" {G} said. \"Through hands.{laughToo} The baby is fine. When you're ready, you can show a sorry. It doesn't have to be a speech.\"",
          ),
        },
        stumble: {
          text: band(
            'Later, {G} changed {person}. Again! {C} felt it come back. {C\'s} hand went up. Freeze! Hands hug hands. But {C} forgot to tell. {C} stomped away. "Your hands were gentle," said {G}.',
            'Later, {G} was changing {person\'s} diaper, and the prickly feeling came rushing back. {C\'s} hand went up, and then {C} remembered. Freeze! {C} made {their} hands hug each other, tight. But {C} forgot the breathing and the telling, and stomped off instead. "Your hands stayed gentle," {G} said. "That was the hardest part."',
            "Later, when {G} was changing {person's} diaper, the feeling came back, hot and fast. {C's} hand lifted, and then {C} froze, hands locked together behind {their} back. It worked, sort of. The baby was safe. But the feeling had nowhere to go, so {C} stomped off to the bedroom instead. \"Progress,\" {G} called after {Cobj}, kindly.",
            'Later, {G} was changing {person\'s} diaper, and the feeling came straight back, right on schedule. {C\'s} hand started to rise, and {C} caught it: hands clasped behind {their} back, very firmly. The baby stayed safe. But {C} skipped the breathing and the telling, and stomped off with the feeling still jammed inside. "Half the trick," {C} muttered. "The important half," said {G}.',
          ),
        },
        success: {
          text: band(
            'Then {G} rocked {person}. The feeling came again. {C} stopped. Freeze! Hands hug hands. Blow out slow. Whoo! Then {C} said, "{G}, I\'m {state}!" {G} opened an arm. "Come and sit with us." {refrain} {C} snuggled in. The baby held {C\'s} finger! Then {C} stroked the baby\'s hand. Gently. That was a sorry.',
            "Then {G} sat down to rock {person}, and the feeling came again. This time {C} did every part. Freeze, and hands hug hands. A long, slow breath out, like blowing a feather. Then {C} said, \"{G}, I'm {state}!\" {G} opened one arm. \"Come here. There's room for you too.\" {C} snuggled in, and the baby held {C's} finger. Then {C} stroked the baby's hand, very gently. It was a sorry, without any words.",
            'Then {G} sat down to rock the baby, and the feeling came again. This time {C} did all three parts. Freeze, hands holding each other. A slow breath out, once, twice. Then {C} said, clearly, "{G}, I\'m {state}. I miss you." {G} looked up and opened one arm wide. "Come here. I miss you too." {C} snuggled in close, and a tiny hand curled round {C\'s} finger. Then {C} stroked the baby\'s hand, very gently, and whispered, "Sorry about before." Nobody had made {Cobj} say it.',
            'Then {G} sat down to rock the baby, and the feeling arrived again. This time {C} {was} ready. Hands clasped. One long breath out. Then {C} added something of {their} own: instead of just naming the feeling, {C} asked for what would help. "{G}, I\'m {state}. Can I sit with you while you rock the baby?" {G} looked up, surprised, and opened an arm. "I would love that." {C} squeezed in, and the baby wrapped a tiny hand round {C\'s} finger. Then, very quietly, {C} stroked the baby\'s hand and said, "Sorry about before." Nobody had asked. That was the point.',
          ),
        },
        echo: {
          day: 1,
          text: band(
            'The next day, it was bath time for {person}. {C} felt {state}. "{G}, I\'m {state}!" said {C}. "Can I help?" {C} held the towel. The baby kicked. Splash! {C} laughed. Gentle hands!',
            'The next day, it was bath time for {person}, and {C} felt the {state} feeling start. This time {C} said it straight away: "{G}, I\'m {state}. Can I help?" {G} smiled. {C} held the warm towel, and the baby kicked tiny feet and splashed. {C} laughed. Gentle hands felt good.',
            'The next day, at bath time for {person}, {C} noticed the {state} feeling arriving early. {C} went straight to {G}. "I\'m getting {state}," {C} said. "Can I help with the bath?" {G} handed over the soft towel. The baby kicked and splashed, and {C} laughed. It was easier to feel part of things when you were helping.',
            'The next day, at bath time for {person}, {C} caught the feeling early. "Heads up," {C} told {G}. "I\'m getting {state}. Can I be on towel duty?" {G} laughed and said that was the most important job there was. The baby kicked, splashed and stared at {Cobj} with enormous, serious eyes. {C} stared back. "You\'re quite small," {C} told the baby. "I suppose that\'s not your fault."',
          ),
        },
      },
      // Another telling: a game of peekaboo that {C} is left out of, a kiss that turns into a hurt, and a song the three of them share.
      alternates: [
        {
          opening: {
            text: band(
              'One {timeWord}, at {home}, {G} played peekaboo with {personIntro}. {placeLine} "Boo!" The baby laughed. {G} laughed. {C} did a big jump. "Look at me!" {G} looked at the baby. {triggerSetup}',
              'One {timeWord}, at {home}, {G} knelt on the rug in {P}, playing peekaboo with {personIntro}. {placeLine} Every time {G} said "Boo!", the baby squealed, and {G} laughed too. {C} did a big jump. "Look at me!" But {G} was looking at the baby. {C} did a bigger jump. Nobody looked. {triggerSetup}',
              'One {timeWord}, at {home}, {G} was on the rug in {P}, playing peekaboo with {personIntro}. {placeLine} Each time {G} peeped out and said "Boo!", the baby gave a squeaky laugh, and {G} laughed back. {C} tried a cartwheel, then a handstand, then a very loud song. {G} said, "Lovely," without turning round. {triggerSetup}',
              'One {timeWord}, at {home}, {G} was on the rug in {P}, playing peekaboo with {personIntro} for the fortieth time in a row. {placeLine} The baby found it hilarious every single time, which said a lot about babies. {C} performed a cartwheel, a handstand and a fairly ambitious song. {G} said, "Mm, lovely," to the baby. {triggerSetup}',
            ),
          },
          problem: {
            text: band(
              '{C} went to kiss the baby. But then, quick as a wink, {C} {hurtPast} {person}. {person} {ouch} {alsoLine} {G} picked the baby up, quick. {G} checked the baby all over. The baby was okay. {G} held the baby close. "Stop. Gentle," said {G}. {C} ran behind the sofa. {afterLine}',
              '{G} said, "Give the baby a kiss, {name}!" {C} leaned in. But halfway there, the kiss turned into something else, and {C} {hurtPast} {person}. {person} {ouch} {alsoLine} {G} scooped the baby up at once. "Let me see you, little one." {G} checked the baby all over, gently. The baby was okay. {G} held the baby safe and close. "I won\'t let you hurt the baby," {G} said, firm but quiet. {C} ran and hid behind the sofa. {afterLine}',
              '"Come and give the baby a kiss," said {G}. {C} leaned down. But somewhere between leaning and kissing, the left-out feeling took over, and {C} {hurtPast} {person}. {person} {ouch} {alsoLine} {G} had the baby up in a second, checking head, arms and legs, gently. The baby was okay, just shocked. At once, {G} held the baby safe and close. "I won\'t let you hurt the baby," {G} said, quietly and firmly. {C} backed away and hid behind the sofa. {afterLine}',
              '"Come and give the baby a kiss," said {G}, which seemed like a nice idea right up until {C} leaned in. Then the left-out feeling got there first, and {C} {hurtPast} {person}. {person} {ouch} {alsoLine} {G} had the baby up in a second, checking head, arms and legs, very gently. The baby was okay, just shocked. {G} had the baby safe in a second. "I won\'t let you hurt the baby," {G} said, not shouting, which was somehow worse. {C} retreated behind the sofa and stayed there. {afterLine}',
            ),
          },
          feeling: {
            text: band(
              '{C} felt {feeling}. And sad. {C} sat on the floor. {C} wanted {G}. {C} did not want to hurt the baby. {C\'s} eyes were wet. "I\'m here for you too," said {G}. {G} stroked {C\'s} hair. "A big feeling came out wrong.{laughToo} That happens. Sorry can come later."',
              "{C} sat down on the floor, feeling {feeling}, and sad, and sorry, all at once. Hurting {person} wasn't what {C} wanted at all. {C} just wanted {G} to look, the way {G} looked at the baby. The baby was safe on {G's} shoulder now. \"I'm still here for you too, {name},\" {G} said softly. {G} stroked {C's} hair. \"Sometimes a feeling comes out the wrong way, when inside you feel bad. Through hands.{laughToo} The baby is okay. Sorry can come when you're ready.\"",
              "{C} sat on the floor, feeling {feeling}, and sorry, and very alone. The baby was fine now, quiet again on {G's} shoulder. That made it worse, somehow. Everyone always knew what the baby needed. Nobody seemed to notice what {C} needed. \"I'm still here for you too,\" {G} said quietly. {C} didn't answer, but {C} heard. {G} stroked {C's} hair. \"When we feel bad inside, it can come out sideways. As hands.{laughToo} The baby is okay now. Sorry can come when you're ready, and it doesn't have to be words.\"",
              "{C} sat on the floor, feeling {feeling}, sorry and, underneath both, lonely. The baby had stopped crying almost at once. Babies get over things quickly, which seemed unfair. \"I'm still here for you, too,\" {G} said quietly, over the top of the baby's head. {C} didn't answer. But {C} kept the words, in case they turned out to be true. {G} put an arm round {Cobj}. \"Feelings come out sideways sometimes. Through hands.{laughToo} The baby is fine. When you're ready, you can show a sorry. It doesn't need to be a speech.\"",
            ),
          },
          stumble: {
            text: band(
              'Later, {G} rocked {person} to sleep. Shh. {C} felt it again. Freeze! Hands hug hands. Good! But then {C} shouted, "Not fair!" The baby woke up. Waah! "Gentle hands," said {G}. "Now tell me with words."',
              'Later, {G} was rocking {person} to sleep, and the prickly feeling came back. {C\'s} hand started to lift, and then {C} remembered: freeze! Hands hugged hands. But {C} skipped the slow breath, and instead of telling, {C} wailed, "It\'s not fair!" The baby woke up and cried. "Gentle hands, well done," {G} said. "Now we need the words."',
              'Later, {G} was rocking {person} to sleep, humming. The feeling came back, hot and fast. {C\'s} hands clamped together just in time: freeze, done. But the breath got skipped, and the telling came out as a wail: "It\'s not fair!" That woke the baby. "Hands: gentle," said {G}, rocking again. "Now let\'s get the words to come out gently too."',
              'Later, {G} was rocking {person} to sleep, in the slow, careful way that takes forever. The feeling arrived on schedule. {C\'s} hands locked together at once: the freeze was perfect. The telling was less perfect. It came out loud: "It\'s not fair!" The baby\'s eyes snapped open. Twenty minutes of rocking, undone. "Hands, excellent," said {G}, with a tired smile. "Words, next time."',
            ),
          },
          echo: {
            day: 1,
            text: band(
              'The next day, {G} fed {person} again. {C} felt {state}. "{G}, I\'m {state}!" said {C}. "Can I read to you?" {C} sat close. {C} read the pictures. The baby looked and looked. Gentle hands!',
              'The next day, when {G} sat down to feed {person}, {C} felt the {state} feeling start. This time {C} said it straight away. "{G}, I\'m {state}. Can I read to you both?" {G} made room. {C} sat close and told the story from the pictures. The baby stared at {Cobj} the whole time.',
              'The next day, when {G} sat down to feed {person} again, {C} felt the feeling coming and got in first. "I\'m getting {state}," {C} said. "Can I read to you both?" {G} shuffled over to make room. {C} read a whole picture book, doing all the voices, and the baby stopped feeding to stare at the dragon voice.',
              'The next day, when feeding time came round again, {C} didn\'t wait. "Heads up," {C} told {G}. "I\'m getting {state}. Proposal: I read to both of you." {G} accepted the proposal. {C} read a picture book in every voice {C} could manage. The baby stopped feeding to stare. "Tough crowd," said {C}. "But attentive."',
            ),
          },
          success: {
            text: band(
              'Later, {G} sang to {person}. The feeling came again. {C} stopped. Freeze! Hands hug hands. Blow out slow. Whoo! "{G}, I\'m {state}!" "Come and sing with us," said {G}. {C} sang. {person} kicked happy feet. {refrain} Then {C} stroked the baby\'s hand. Gently. That was a sorry.',
              'Later, {G} cuddled {person} close and sang a song. The feeling came again, hot and prickly. This time {C} stopped. Freeze: hands hug hands. One long breath out, like blowing a feather. Then {C} said, "{G}, I\'m {state}. I want a turn with you." {G} patted the sofa. "Come and sing with us." {C} sang the loudest part, and {person} kicked and cooed. Then {C} stroked the baby\'s hand, very gently. It was a sorry, without any words.',
              'Later, {G} cuddled {person} close for a song, and the feeling came back. This time {C} caught it. Freeze, hands holding hands. A slow breath out, then another. Then {C} said, "{G}, I\'m {state}. I feel left out." {G} stopped singing. "Thank you for telling me. Come and choose the next song." {C} chose the silliest one, and {person} stared at {Cobj}, wide-eyed, and then gave a gummy smile. Then {C} stroked the baby\'s hand, very gently, and whispered, "Sorry about before." Nobody had made {Cobj} say it.',
              'Later, {G} cuddled {person} close for a song, and the feeling turned up again, right on cue. This time {C} got in first. Hands clasped. A long breath out. Then {C} said the true thing: "{G}, I\'m {state}, and I feel left out." {G} stopped mid-verse. "Thank you for telling me. Come and pick the next song." {C} chose one with animal noises and did all of them. {person} stared, then laughed a proper baby laugh. {C} decided to count that as a review. Then, very quietly, {C} stroked the baby\'s hand and said, "Sorry about before." Nobody had asked. That was the point.',
            ),
          },
        },
      ],
    },
    BABY_GRABS_MINE,
  ],
};
