import { band, type Frame } from "./types";

/**
 * Someone spoils the child's play: a baby brother knocks over the block tower, a sister breaks the
 * Lego, a friend wrecks the sandcastle, a cousin takes over the toys. The child gets upset; the
 * story gives a kind, concrete plan (stop and breathe, say it in words or fetch the grown-up, find
 * a fix) and never blames the little one: babies don't know yet, and the others wanted to play too.
 *
 * Slots (situations/index.ts, from the kind of thing and the parent's words):
 *   {made} {aMade}  what the child made, in the parent's word: "the block tower" / "a block tower",
 *                   "the Lego rocket", "the sandcastle", "the drawing", "the puzzle", "the toys"
 *   {madeWas}       "was"/"were" agreeing with {made}
 *   {makeLine}      the child making it (opening), {mess} what it looks like after, {crash} its sound
 *   {best}          "the best one yet" ("going to be the best game ever" for toys)
 *   {spentOn}       after "worked so hard" / "spent ages": "building the block tower", "on the drawing", "setting up the toys"
 *   {spoiled}       what the other did, past tense, the parent's verb where it fits: "knocked over"
 *   {babyFix}       the fix with a baby (a safe spot up high, something of the baby's own)
 *   {pairFix}       the fix with another child (a building zone, a page each, turns)
 *   {playMoment}    "building time with the baby", "drawing time", "playtime" (said by the child too: no "his friend")
 *   {pal} {pal's}   the other child by name (the story's {O}, or the name the parent gave)
 *   {palIntro}      first mention: "{C's} baby brother, {O}"; always followed by a comma or a full stop
 *   {person}        the other in the parent's words: "the baby", "{C's} little brother", "{C's} friend"
 * The other child is never "he" or "she" here (the parent may have given a name but no pronoun).
 */
export const spoiledPlayFrame: Frame = {
  id: "spoiled-play",
  childTerms: "what to do when {person} knocks over or takes what you made",
  strategy: {
    name: "Stop, Say, Fix",
    steps: [
      "Stop: hands still, and one big breath",
      "Say it in words: “Stop, please! That's mine.” If words don't work, fetch {G}",
      "Find a fix together: a safe spot for the special things, and something {person} can play with too",
    ],
    why: "Stopping and breathing keeps hands gentle while the feeling is big; words (or fetching a grown-up) say what is wrong without a scream; a fix (building up high, a knock-down tower for the baby, a building zone) stops it happening again. Babies don't knock things down to be mean: it's their game.",
    refrain: "Stop, breathe, say it, fix it!",
    toddlerSteps: ["Hands still, big breath", "Say “Stop, please!”"],
    smallFirstStep: "Hands still and one big breath, even when you're cross",
  },
  titles: ["{name} Finds a Fix", "Stop, Say, Fix, {name}!", "{name} Says Stop, Please"],
  strategyScenes: [
    {
      text: band(
        '"It is called Stop, Say, Fix," said {H}. "First, stop. Hands still. Big breath." {C} breathed out. Whoosh! "Then say it. Stop, please! That\'s mine!" {C} said it, nice and clear. "Then find a fix. A way for everyone!" {C} nodded. Then again, for practice. Stop. Say it. {C} knew it now. {refrain}',
        '"It\'s called Stop, Say, Fix," said {H}. "When the big feeling comes, first you stop. Hands still, and one big breath." {C} tried it. Whoosh. "Then you say it in words, kind and clear: Stop, please! That\'s mine. If words don\'t work, you fetch {G}." {C} nodded. "Last, you find a fix, so everybody can play." {C} liked the sound of a fix.',
        "\"It's called Stop, Say, Fix,\" {H} explained. \"First, stop: hands still and one big breath, so the feeling can't grab your hands. Then say it, kindly and clearly: Stop, please, that's mine. If words don't work, you fetch {G}. Then comes the clever part, the fix. You work out why it keeps happening and find a way that works for both of you.\" {C} thought about it. A fix sounded much better than tears.",
        '"It\'s called Stop, Say, Fix," said {H}. "Stop means hands still and one long breath, before the feeling makes any decisions for you. Say means words: stop, please, that\'s mine. Calm, not loud. And if words don\'t work, you fetch {G}. That isn\'t telling tales, it\'s calling for backup." "And the fix?" "That\'s the clever bit. You work out why it keeps happening, and you solve that." {C} considered this. It was, annoyingly, quite sensible.',
      ),
    },
  ],
  talkAbout: [
    "What did {name} say when {person} came too close?",
    "Why do you think {person} wanted to play with {made}?",
    "What could you do if someone knocks over or grabs your things?",
    "Where is a good safe spot for your special things?",
    "What game could you and {person} play together?",
  ],
  episodes: [
    {
      // A baby or a toddler: words alone don't work yet, so the fix is a safe spot and a game of the baby's own.
      id: "baby-knocks",
      ownOnly: ["feeling", "stumble", "echo"],
      moment: "{playMoment}",
      talkAbout: "What could a baby play with, to keep {made} safe?",
      scenes: {
        opening: {
          text: band(
            "One day, {C} {was} playing {atP}. {placeLine} {makeLine} Then {palIntro}, came over. {pal} saw {made}. {pal} reached out a little hand. Oh no!",
            "One day, {C} {was} playing {atP}. {placeLine} {makeLine} It was {best}. Then {palIntro}, came over to see, with a big, happy grin. {pal} loved {made} too, in a grabby, giggly sort of way. Two little hands stretched out.",
            "One day, {C} {was} playing {atP}. {placeLine} {makeLine} It was {best}. Then {palIntro}, arrived, moving surprisingly fast for someone so small. {pal} spotted {made}, and two small eyes went wide with delight. That look usually meant trouble.",
            "One day, {C} {was} playing {atP}. {placeLine} {makeLine} Then {palIntro}, appeared. {pal} was at the age where everything within reach is for grabbing, bashing or tasting, preferably all three. {pal} spotted {made} and gave the happy squeal of someone who has just found the best thing anywhere. {C} knew that squeal.",
          ),
        },
        problem: {
          text: band(
            '{crash} {pal} {spoiled} {made}. {mess} {pal} clapped and laughed. Giggle, giggle! But {C} did not laugh. All that work! "No! Mine!" {C} yelled. {C} stamped and stamped. Big, loud tears came. Waaah! {G} came running to see.',
            '{crash} With one happy swipe, {pal} {spoiled} {made}. {mess} {person} clapped and laughed, very pleased. But {C} did not laugh. "No! No! Mine!" {C} screamed, and then the tears came, loud and hot. {C} stamped {their} feet, stamp, stamp, stamp. {G} came hurrying over to see what was wrong.',
            '{crash} With one delighted swipe, {pal} {spoiled} {made}. {mess} {person} clapped, thrilled with the result. {C} {was} not thrilled at all. "No! That\'s mine! You always do that!" {C} screamed, and hot tears spilled over before {C} could stop them. {C} stamped and shouted until {G} came hurrying over. {pal} stopped clapping and stared, wide-eyed, puzzled by all the fuss.',
            '{crash} It took about one second. {pal} {spoiled} {made} with a single happy swipe. {mess} {person} clapped, clearly proud of this excellent work. {C} made a noise that was half scream and half sob. "No! Why do you always do that? That was mine!" The tears came fast and furious, and {C} stamped so hard that {G} came running. {pal} looked from face to face, puzzled, as if wondering why nobody else was celebrating.',
          ),
        },
        feeling: {
          text: band(
            "{C} felt {feeling}. So {feeling}! {C's} face felt hot. {C's} hands felt tight. All that work! And {pal} just smiled a big smile. {C} sat down. Bump! Sniff, sniff. It was not fair! {C} wanted {made} back. {C} wanted {person} to stop.",
            "{C} felt {feeling}. {C's} face went hot, and {their} fists went tight. All that careful work! The worst part was that {pal} thought it was funny. It did not feel funny to {Cobj}. It felt like {person} always got to {C's} things first, every single time, and nobody could stop it.",
            "{C} felt {feeling}, and the feeling was enormous. {C} had worked so hard {spentOn}, and {pal} had not even noticed. {C's} face burned and {their} fists were tight. It was not fair. But somewhere under the {feeling} feeling, {C} knew something else, too. {pal} was still so little. Babies don't know yet which things are special. To {person}, it had just been a wonderful game.",
            "{C} felt {feeling}, the kind of {feeling} that fizzes right up to your ears. {C} had spent ages {spentOn}, and it had taken {pal} one second. There was no justice in the world, or at least not {atP}. The annoying thing was that {C} knew perfectly well {pal} hadn't meant it. Babies don't do things to be mean; they do things to see what happens, and what happens is usually extremely interesting.",
          ),
        },
        stumble: {
          text: band(
            "{C} started again. Here came {pal} again! {C} stopped. Big breath. Whoosh! \"Stop, please! That's mine!\" But {person} just smiled. {crash} {pal} {spoiled} {made} again. Oh dear. Babies don't know words yet. {C} did not scream. {C} ran to {G}.",
            '{C} started again. Soon, here came {pal}. This time {C} stopped and took a big breath instead of screaming. Then {C} said it in words: "Stop, please! That\'s mine." {pal} smiled a big smile, reached out anyway, and {spoiled} {made} again. {C} groaned. {person} did not understand words yet. "You stopped, and you used words," said {G}. "That\'s two parts!"',
            '{C} started again, and soon {pal} was on the way back, beaming. This time {C} remembered to stop, keep {their} hands still and take one big breath. Then {C} said it, clearly and kindly: "Stop, please. That\'s mine." {person} listened with great interest, then reached out and {spoiled} {made} all over again. {C} flopped down. "Words don\'t work on babies!" "They worked on you," said {G}. "You stayed calm. Now for the fix."',
            '{C} started again, and within minutes {pal} was heading back, beaming. This time {C} {was} ready. Hands still. One long breath, all the way out. Then, in {C\'s} calmest voice: "Stop, please. That\'s mine." {person} listened carefully, nodded in the way babies nod at everything, and {spoiled} {made} anyway. {C} stared at the ceiling. "The words worked perfectly," {C} said. "On me." "That\'s not nothing," said {G}. "Nobody screamed. Words are a lot to ask of a baby, though. That\'s what the fix is for."',
          ),
        },
        success: {
          text: band(
            '{pal} came back. {C} stopped. Big breath. "Stop, please! That\'s mine!" Then {C} had an idea. {babyFix} {made} stayed safe. {refrain} {G} cheered!',
            'Before long, {pal} came back for more. This time {C} stopped, kept {their} hands still and took a big breath. "Stop, please! That\'s mine," {C} said kindly. Then came the fix. {babyFix} {made} stayed safe, and {person} was happy too. {G} looked very proud.',
            "When {pal} came back, {C} did the whole thing. {C} stopped, kept {their} hands still and took one breath. \"Stop, please. That's mine.\" Then came the fix, {C's} own idea. {babyFix} {made} stayed safe, and {person} had a game too. {G} looked delighted.",
            'When {pal} came back, {C} ran the whole plan. Hands still, one long breath, then: "Stop, please. That\'s mine." Then came the part {C} had worked out alone. {babyFix} {made} stayed safe. "That\'s genius," said {G}. "Not really," said {C}. "I just worked out what {pal} actually wanted." Which, {C} had to admit, did sound quite genius.',
          ),
        },
        echo: {
          day: 1,
          text: band(
            "The next day, {pal} grabbed {cuddly}, {C's} very favorite. Chew, chew! {C} stopped. Big breath. \"Stop, please! That's mine!\" Then a fix! {C} gave {person} a rattle. Shake, shake! {pal} let go of {theCuddly}. {C} gave {theCuddly} a hug. Everyone was happy!",
            "The next day, {pal} grabbed {cuddly}, {C's} very favorite, and started chewing its ear. {C} felt the {feeling} feeling start. But this time {C} knew what to do. {C} stopped and breathed. \"Stop, please! That's mine.\" Then the fix: {C} found a squeaky toy and swapped it, gently. {person} squeaked it happily, and {theCuddly} was safe.",
            "The next day, {pal} got hold of {cuddly}, {C's} very favorite, and started chewing its ear with great enthusiasm. {C} noticed the {feeling} feeling arrive and knew exactly what to do. Hands still. One breath. \"Stop, please. That's mine.\" Then the fix: {C} offered {person} a noisy, crinkly toy instead. {pal} dropped {theCuddly} at once. Crinkly things, it turned out, beat soft ones every time.",
            "The next day, {pal} got hold of {cuddly}, {C's} oldest and most important possession, and began chewing its ear. {C} felt the familiar {feeling} surge and, for once, watched it arrive instead of being carried off by it. Hands still. One breath. \"Stop, please. That's mine.\" Then the fix: {C} offered {person} a crinkly, rattly toy as a trade. {pal} considered the offer, accepted, and let go. {C} made a mental note: a baby will always swap something soft for something noisy.",
          ),
        },
      },
      // Another telling: {made} made while the baby naps, both children in tears and the baby picked up first, and a silly face that buys time for the fix.
      alternates: [
        {
          opening: {
            text: band(
              "{C} {was} busy {atP}. {placeLine} Shh! Nearby, {palIntro}, was fast asleep. {makeLine} Then: a yawn! {pal} woke up. {pal} came over, quick as anything. Oh no!",
              "One day, {C} {was} playing {atP}, very quietly, because {palIntro}, was having a nap. {placeLine} {makeLine} It was {best}, and {C} couldn't wait to show {G}. Then came a little squeak, and then a yawn. {pal} was awake, and heading straight for {made}, fast.",
              "One day, {C} {was} playing {atP}, as quietly as possible, because {palIntro}, was asleep. {placeLine} {makeLine} It had come out just right. {C} {was} just about to call {G} to come and see. Then a small noise came from nearby: a squeak, a yawn, a happy gurgle. {pal} was awake. And {pal} had seen {made}.",
              "{C} {was} busy {atP} one {timeWord}. Nearby, {palIntro}, was having a nap, which meant rare and precious quiet. {placeLine} {makeLine} {C} {was} about to fetch {G} to admire it. Then came a sound from nearby: a yawn, a gurgle, and the unmistakable shuffle of someone small on the move. Nap time was over. {pal} had already spotted {made}.",
            ),
          },
          problem: {
            text: band(
              '{C} put {their} arms around {made}. Too late! {crash} {pal} {spoiled} {made}. {mess} "Go away!" {C} yelled. Then {pal} cried too. Two big cries! {G} came running and picked up {pal}. {C} cried and cried.',
              '{C} tried to guard {made} with both arms, but {pal} was quicker. {crash} {pal} {spoiled} {made}. {mess} "Go away! You\'re not allowed!" {C} shouted, so loudly that {pal} jumped and started to cry too. Now there were two crying children. {G} came running and scooped up {pal}, and {C} cried even harder.',
              '{C} threw both arms around {made} like a goalkeeper, but {pal} was faster. {crash} {pal} {spoiled} {made}. {mess} "Go away! You wreck everything!" {C} shouted, so loudly that {pal} jumped and burst into tears as well. Now there were two crying children and one very busy grown-up. {G} scooped up {pal} first, and {C} cried harder than ever, because even that felt unfair.',
              '{C} dived to protect {made}, arms out like a goalkeeper, but {pal} had the advantage of surprise. {crash} {pal} {spoiled} {made}. {mess} "Go away! You wreck everything!" {C} shouted, loud enough that {pal} jumped and began to wail too. It was now a two-person crying situation. {G} arrived and scooped up {pal} first, which was sensible, and which {C} found unbearable.',
            ),
          },
          success: {
            text: band(
              'Later, {pal} came again. {C} {was} ready! Big breath. "Stop, please! That\'s mine!" Then the fix. {babyFix} {C} clapped for {pal}. {refrain}',
              'The next time {pal} headed for {made}, {C} {was} ready first. Hands still, one big breath. "Stop, please! That\'s mine," {C} said, in a gentle voice, because babies like gentle voices. Now for the fix. {babyFix} {C} clapped along with {pal}, and this time they were both laughing. {made} stayed safe.',
              'The next time {pal} set off towards {made}, {C} saw it coming. Hands still. One breath. "Stop, please. That\'s mine," {C} said, gently. Then came a twist of {their} own: a big silly face that made {pal} stop and giggle instead of grab. That left just enough time for the fix. {babyFix} {made} stayed safe, and for once both children were laughing at the same time.',
              'The next time {pal} began the approach, {C} {was} ready, with a twist of {their} own. Hands still, one breath, then, gently: "Stop, please. That\'s mine." Then came the silliest face {C} could manage, and {pal} stopped mid-grab to giggle. That bought time for the fix. {babyFix} {made} survived, and {G} looked genuinely impressed.',
            ),
          },
        },
      ],
    },
    {
      // A sister, a brother, a cousin, a friend: the other child wanted to play too; words work, and the fix is playing together.
      id: "play-together",
      ownOnly: ["feeling", "stumble", "echo"],
      moment: "{playMoment}",
      talkAbout: "How do you think {pal} felt when {name} screamed?",
      scenes: {
        opening: {
          text: band(
            'One day, {C} {was} playing {atP}. {placeLine} {makeLine} Then {palIntro}, came to play. "Ooh!" said {pal}. {person} wanted to play too. {pal} came closer and closer. Uh-oh.',
            'One day, {C} {was} playing {atP}. {placeLine} {makeLine} It was {best}. Then {palIntro}, came bouncing over. "Can I play? Can I help?" {pal} was already reaching out, full of big ideas and very quick hands. {C} held {their} breath.',
            'One day, {C} {was} playing {atP}. {placeLine} {makeLine} It was {best}. Then {palIntro}, came over, full of energy and ideas. "Ooh, let me help!" {pal} said, already reaching out. {C} felt a tiny prickle of worry.',
            'One day, {C} {was} playing {atP}. {placeLine} {makeLine} It had taken ages, and {C} {was} rather proud of it. Then {palIntro}, arrived, bursting with enthusiasm and with no idea at all where elbows and feet went. "Whoa, cool! Can I add something?" {pal} was already leaning over it. {C} could see exactly where this was going.',
          ),
        },
        problem: {
          text: band(
            '{crash} {pal} {spoiled} {made}. {mess} "Oops!" said {pal}. But {C} did not say oops. "No! That\'s mine!" {C} screamed. Big, hot tears came. Waaah! {C} stamped and cried. {person} looked sad too. {G} came running.',
            '{crash} With one big, clumsy grab, {pal} {spoiled} {made}. {mess} "Oops," said {pal}. But {C} didn\'t hear the oops. "No! That\'s mine! Go away!" {C} screamed, and the tears came, loud and hot. {C} stamped {their} feet. {person} backed away, looking upset too. {G} came hurrying over.',
            '{crash} {pal} leaned in to help and {spoiled} {made}. {mess} "Oops," said {pal}, in a small voice. {C} didn\'t hear it. "No! You ruin everything! Go away!" {C} screamed, and hot, angry tears spilled over. {person} went red and very quiet. {G} came hurrying over to see what all the noise was about.',
            '{crash} It happened in about a second. {pal} leaned in to add something and {spoiled} {made}. {mess} {pal} froze. "Oops. Sorry, I didn\'t mean..." But {C} {was} already shouting. "You always do this! Go away! That was mine!" The tears came fast, hot and furious. {person} went very red and very quiet, and {G} arrived at a run, wanting to know what had happened.',
          ),
        },
        feeling: {
          text: band(
            "{C} felt {feeling}. So {feeling}! {C's} face felt hot. {C's} hands felt tight. All that work! {C} sat down with a bump. Sniff, sniff. {pal} sat down too. {pal} looked sad. {person} only wanted to play. {C} wanted to play too. But how?",
            "{C} felt {feeling}. {C's} face went hot, and {their} fists went tight. All that careful work! It felt as if {person} always got in the way. But when {C} wiped {their} eyes and looked up, {pal} looked sad too, and a bit sorry. {pal} hadn't meant it. {pal} just wanted to play too.",
            "{C} felt {feeling}, and the feeling was huge. {C} had worked so hard {spentOn}, and now look at it. It didn't seem fair that {person} could just arrive and change everything. But when {C} looked up, {pal} looked miserable too, standing there with empty hands. Maybe {pal} hadn't wanted to cause trouble at all. Maybe {pal} had only wanted to join in.",
            "{C} felt {feeling}, and for a minute the feeling took up all the room there was. {C} had spent ages {spentOn}, and {person} had undone it in a second. That was one fact. But there was another fact, which {C} noticed a bit later. {pal} was standing there looking miserable, hands pushed deep into pockets. {pal} hadn't been trying to cause trouble. {pal} had wanted to be part of it. The trouble was that nobody had worked out how.",
          ),
        },
        stumble: {
          text: band(
            '{C} started again. {pal} came close to {made} again. {C} stopped. Big breath! Good! But then {C} shouted, "Go away!" Too loud! {person} cried. Waaah! {C} forgot the kind words. {C} forgot the fix. "Stopping was good," said {G}. "Next, kind words."',
            '{C} started again, and soon {pal} came close again. This time {C} stopped and took a big breath, and {their} hands stayed still. Good! But then the words came out much too loud: "Go away! It\'s mine!" {person} burst into tears, and that was the end of the game. "You stopped," said {G} gently. "That was the hardest part. Next time, kind words, and a fix."',
            '{C} started again, and before long {pal} was edging closer. This time {C} remembered to stop and breathe, and {their} hands stayed still. So far, so good. But the words came out as a shout: "Go away! It\'s mine!" {person} stomped off, crying, and nobody played anything after that. "The stopping worked," said {G}. "The words came out a bit loud. And you didn\'t get to the fix."',
            '{C} started again, and within ten minutes {pal} was edging back. This time {C} {was} ready: hands still, one long breath. That part worked. Then the words came out at roughly the volume of a fire alarm: "Go away! It\'s mine!" {person} stormed off in tears. "Well," {C} told {G}, "I screamed less." "You stopped, and that was real progress," said {G}. "The words just need to be kinder. And then there\'s still the fix."',
          ),
        },
        success: {
          text: band(
            'Then {pal} came back. {C} stopped. Big breath. "Stop, please. That\'s mine. Want to play too?" {pal} nodded. Then {C} found a fix. {pairFix} {made} stayed safe. {person} smiled. {refrain} {G} cheered!',
            'Later, {pal} came over to try again. This time {C} stopped, kept {their} hands still and took a big breath. Then {C} said kindly, "Stop, please. That\'s mine. But you can play too!" Then came the fix. {pairFix} {person} beamed, and {made} stayed safe. {G} gave them both a thumbs-up.',
            "Later, {pal} came back, a bit shy. {C} did the whole plan: hands still, one breath, then the words, kindly. \"Stop, please. That's mine. But do you want to play too?\" {pal} nodded hard. Then came the fix, which {C} thought of alone. {pairFix} {person} grinned from ear to ear. {G} couldn't stop smiling.",
            'Later, {pal} drifted back, clearly hoping for a second chance. {C} ran the whole plan. Hands still, one long breath, then the words, calmly: "Stop, please. That\'s mine. But I\'ve got an idea." The idea was {C\'s} own. {pairFix} {person} looked thrilled, and {made} survived the afternoon. "That," said {G}, "was a very clever fix." {C} shrugged, trying to look modest, and failed completely.',
          ),
        },
        echo: {
          day: 1,
          text: band(
            "The next day, {pal} grabbed {cuddly}, {C's} very favorite. {C} stopped. Big breath. \"Stop, please. That's mine. You can have the ball!\" {person} took the ball. Bounce, bounce! {C} hugged {theCuddly}. Then they played ball together. What fun!",
            "The next day, {pal} grabbed {cuddly}, {C's} very favorite, and ran off with it. {C} felt the {feeling} feeling start. But {C} stopped and breathed, and then said, \"Stop, please. That's mine. Do you want the ball instead?\" {person} did. They played catch all afternoon, and {theCuddly} watched from a safe spot, out of reach.",
            "The next day, {pal} grabbed {cuddly}, {C's} very favorite, and pretended it could fly. {C} felt the {feeling} feeling flicker. Hands still. One breath. Then, kindly: \"Stop, please. That's mine. It doesn't like flying. But the ball does!\" {person} laughed and swapped. They spent the afternoon throwing the ball as high as it would go, and {theCuddly} stayed safe, high up out of reach.",
            'The next day, {pal} grabbed {cuddly}, {C\'s} very favorite, and started using it as a puppet. {C} noticed the {feeling} feeling arrive and, for once, watched it instead of following it. Hands still. One breath. "Stop, please. That\'s mine. It\'s retired from puppet work." {person} laughed. "Fine. Ball?" They played catch until it got dark, inventing a scoring system nobody else could follow. {theCuddly} supervised from a safe spot, looking, {C} thought, rather relieved.',
          ),
        },
      },
      // Another telling: watching allowed but no touching, a shout that makes {pal} jump, and {pal} given a job in the fix.
      alternates: [
        {
          opening: {
            text: band(
              '{C} {was} busy {atP}. {placeLine} {makeLine} Then {palIntro}, sat down to watch. "You can look," said {C}. "No touching!" {pal} looked. And looked. {pal\'s} hands wiggled.',
              '{C} had been busy {atP} all {timeWord}. {placeLine} {makeLine} {C} {was} very proud of it. Then {palIntro}, came and sat down close by. "You can watch," said {C}, "but no touching." So {pal} watched, very patiently, for almost a whole minute. Then {pal\'s} hands began to wiggle, and {pal} edged closer, and closer.',
              '{C} had been busy {atP} all {timeWord}. {placeLine} {makeLine} It was going really well. Then {palIntro}, wandered over and sat down to watch. "You can look," {C} said firmly, "but you can\'t touch." {pal} agreed, and managed to just look for nearly a whole minute. Then one hand crept forward. Then the other.',
              '{C} had the whole {timeWord} to play {atP}. {placeLine} {makeLine} It had taken ages. Then {palIntro}, drifted over, and {C} set out the terms at once: "You can watch. No touching. Not even a little bit." {pal} agreed to everything and sat on both hands as proof. It lasted about a minute. Then one hand came out, just to point at something, and then the other came out to help with the pointing.',
            ),
          },
          problem: {
            text: band(
              '{pal} reached out. "No!" {C} shouted. {pal} jumped! {crash} {pal} {spoiled} {made}. {mess} "I\'m not playing with you!" {C} yelled. {pal} cried. {C} cried. {G} hurried over.',
              '{pal} reached out to help, just a little. "No! Don\'t touch!" {C} shouted, so suddenly that {pal} jumped. {crash} In the jump, {pal} {spoiled} {made}. {mess} "Now look! I\'m never playing with you again!" {C} yelled. {person} burst into tears, and a moment later, so did {C}. {G} came in to find two children crying at once.',
              'Just as {pal\'s} fingers reached {made}, {C} shouted so sharply that {pal} jumped: "Don\'t!" {crash} In the jump, {pal} {spoiled} {made}. {mess} For a second nobody moved. Then {C} yelled, "I\'m never playing with you again!" At that, {person} burst into tears. A moment later, {C} did too. {G} arrived to find two crying children and one ruined {timeWord}.',
              "Just as {pal's} fingers got close, {C} barked so sharply that {pal} jumped: \"Don't!\" {crash} In the jump, {pal} {spoiled} {made}. {mess} There was a terrible silence. Then {C} said the worst thing {they} could think of: \"I'm never playing with you again. Ever.\" {person} burst into tears. Then, to {C's} own surprise, so did {name}. {G} arrived to find two crying children and a very clear picture of what had happened.",
            ),
          },
          success: {
            text: band(
              '{pal} came back. {C} stopped. Big breath. "Stop, please. That\'s mine. You can be my helper!" Then the fix. {pairFix} {pal} clapped. {refrain}',
              'Later, {pal} came back and reached out again. {C} stopped, kept {their} hands still and took a big breath. "Stop, please. That\'s mine," {C} said. Then {C} had an idea. "But you can be my helper!" Now for the fix. {pairFix} {person} was so pleased, and {made} stayed safe. {G} gave a big thumbs-up.',
              "Later, when {pal} came near again, {C} tried the plan with a twist. Hands still, one breath, then kindly: \"Stop, please. That's mine. But I need a helper. Do you want a job?\" {pal's} face lit up. Then came the fix. {pairFix} {person} took the job very seriously. {made} stayed safe, and the two of them had more fun together than either had had alone.",
              "Later, when {pal} hovered nearby again, {C} got in first, with a twist of {their} own. Hands still. One breath. Then: \"Stop, please, that's mine. But I'm hiring. Want a job?\" {pal} accepted at once, without even asking about the pay. Then came the fix. {pairFix} {person} worked with great dedication, {made} came through unharmed, and {G} declared it the best teamwork in weeks.",
            ),
          },
        },
      ],
    },
  ],
};
