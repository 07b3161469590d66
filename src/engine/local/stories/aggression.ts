import type { BehaviorStory } from "../episode-types";

/** Aggression: hitting or pushing when a feeling gets too big (Stop, Squeeze, Say). */
export const aggression: BehaviorStory | null = {
  childTerms: "hitting or pushing when feelings get too big",
  strategy: {
    name: "Stop, Squeeze, Say",
    steps: [
      "Stop: freeze like a statue for one second",
      "Squeeze: press your own hands together hard, then let go",
      "Say: tell the other person what is wrong, in words",
    ],
    why: "Hitting happens in the split second before thinking. Freezing buys that second, squeezing their own hands gives the angry energy a safe place to go, and words get the child what hitting never does: the other child's attention and a grown-up's help.",
    refrain: "Hands stop. Hands squeeze. Words come out.",
    toddlerSteps: ["Stop like a statue", "Squeeze your hands, then say it"],
    smallFirstStep: "Freeze like a statue for one second, even if the words don't come yet",
  },
  titles: ["{name}'s Gentle Hands", "Stop, Squeeze, Say, {name}!", "{name} and the Pause Button", "{name} and {Hfull} Find the Words"],
  // Ages 8-10, the two-tries shape's first try alone: this behavior's own wrong tries (never another behavior's paragraph).
  firstTry:
    "{C} tried the usual approach first: holding it in by force. Jaw clenched, arms folded, a glare at {their} shoes, as if the shoes had started it. The {feeling} feeling did not fold its arms. It only got hotter, like a pan with the lid jammed on. Squashing it down, {C} began to suspect, was not the same as knowing where to put it.",
  scenes: {
    helper: [
      {
        text: {
          "2-3":
            '{H} {Harrive}. {H} looked at {O}. {O} was crying. {H} looked at {name}. "Hands can hurt," said {H} softly. "Your mad got too big." {C} looked down. The hands felt hot and tight. "I know a hands trick," said {H}.',
          "4-5":
            'Just then, {Hintro}, {Harrive}. {H} checked on {O} first. Then {hs} came close to {name}. "I can see you\'re really {feeling}," {H} said gently. "Being {feeling} is okay. Hurting isn\'t." {C} stared at {C\'s} fists. "It just happened." "I know," said {H}. "Hands are fast. I know a trick to slow them down."',
          "6-7":
            'That was when {Hintro}, {Harrive}. {H} checked that {O} was all right first. Then {hs} turned to {name}, and {hs} didn\'t look angry at all. "That got big fast, didn\'t it?" {C} nodded, not looking up. "{O} started it." "Maybe," said {H}. "Your {feeling} feeling makes sense. But hitting and pushing hurt people, and they never get you what you wanted. Angry hands need a different job."',
          "8-10":
            'That was when {Hintro}, {Harrive}. {H} made sure {O} was okay before saying anything else. Then {hs} turned to {name}. "Want to tell me what happened?" {C} folded {C\'s} arms. "{O} started it. I just reacted." "That\'s exactly it," said {H}, not unkindly. "Reacting is fast. Thinking is slower. When you\'re {feeling}, your hands get there before your brain does. What you\'re missing is a two-second pause."',
        },
      },
      {
        text: {
          "2-3":
            'Then {H} came. {H} {Harrive}. "Ouch," said {H}. "{O} is sad. {O\'s} arm is sore." {C} looked at the ground. {C} felt hot and wobbly. "Hands are for gentle things," said {H}. "When mad comes, hands can stop."',
          "4-5":
            'Then {H} {Harrive}. {H} helped {O} rub the sore spot. Then {H} came close to {name}. "That was a hard moment," {H} said quietly. {C\'s} chin wobbled. "I didn\'t mean to." "I believe you," said {H}. "Mad feelings make hands move super fast. I can show you how to give your hands a different job."',
          "6-7":
            'A moment later, {H} {Harrive}. {H} made sure {O} was okay first. Then {hs} came close to {name}. "You look like you\'re still fizzing," {H} said. {C} nodded, cheeks hot. "I didn\'t plan to do that. My hands just did it." "That happens when you\'re {feeling}," said {H}. "Feelings move faster than thinking. Your hands need a way to wait for your words to catch up."',
          "8-10":
            'Into the middle of this came {H}. {H} {Harrive}. {H} checked on {O} first, quietly, and only then turned to {name}. {C} braced for a lecture. It didn\'t come. "Rough one," said {H}. "What was going on right before your hands moved?" {C} stared at {C\'s} knuckles. "I was {feeling}. Really {feeling}." "Right," said {H}. "The feeling isn\'t the problem. The problem is the gap between feeling it and doing something. At the moment, that gap is about zero seconds."',
        },
      },
      {
        text: {
          "2-3":
            '{H} {Harrive}. First {H} gave {O} a gentle pat. There, there. Then {H} sat down by {name}. "One day I was mad too," said {H}. "Bump! I pushed my friend. My friend cried." {C} peeked up. {H} too? "Mad is big," said {H}. "But hands can stop. I can show you how."',
          "4-5":
            'Then {Hintro}, {Harrive}. {H} made sure {O} was okay first. Then {hs} sat down on the floor next to {name}. "Can I tell you a secret?" said {H}. "Once, I pushed my best friend right into a puddle. Splash! I was so {feeling}, I didn\'t even think." {C\'s} eyes went wide. "What happened?" "My friend cried, and I felt awful," said {H}. "So I learned a trick for catching my mad before it jumps out. Want it?"',
          "6-7":
            'Right then, {Hintro}, {Harrive}. {H} checked on {O} first, then sat down beside {name} without a single word of telling-off. After a while, {hs} said, "I once shoved my cousin off a swing because he wouldn\'t give me a turn." {C} glanced sideways. "Did you get in trouble?" "Yes. But the worst part was his face," said {H}. "Being {feeling} is allowed. Hurting isn\'t. So I found a way to catch the push before it happens."',
          "8-10":
            'That was when {Hintro}, {Harrive}. {H} checked on {O}, and only then sat down next to {name}, leaving a polite gap. "I have a confession," said {H}. "I once threw a board game across a room. Mid-game. Over a rule about hotels." {C} snorted before {they} could stop it. "Was it worth it?" "We never found the little dog piece," said {H}. "Being {feeling} wasn\'t the problem. The problem was that my hands answered before my head did. That part is fixable."',
        },
      },
      {
        text: {
          "2-3":
            '{H} {Harrive}. "Are you okay, {O}?" {O} sniffed and nodded. Then {H} knelt by {name}. "Where is the mad?" asked {H}. "In your tummy? In your hands?" {C} held up two hot fists. "Here." "Hands full of mad," said {H}. "I know a trick for mad hands."',
          "4-5":
            'Then {H} {Harrive}. First {hs} knelt beside {O}. "Are you hurt?" {O} rubbed a sore arm and shook {op} head. Only then did {H} turn to {name}, who was still breathing fast. "Can you show me where the mad is?" {H} asked. "In your tummy? Your face? Your feet?" {C} thought, then held up both fists. "It\'s in my hands. It\'s hot." "That\'s very good noticing," said {H}. "When the mad goes into your hands, your hands need a job. I know one."',
          "6-7":
            'Then {H} {Harrive}. {H} checked that {O} was all right, and only then crouched down by {name}. "I\'m not going to ask who started it," {H} said. "I\'m going to ask something harder. Where in your body did the angry feeling start?" {C} blinked. Nobody had ever asked that before. "My chest, I think. Then it went all hot in my arms." "And then your hands did the rest," said {H}. "That\'s useful to know. The feeling has a path. If we put a gate on the path, your hands don\'t have to go where it goes."',
          "8-10":
            'That was when {Hintro}, {Harrive}. {H} checked on {O} first, then sat beside {name} and asked a question {C} {wasn\'t} expecting. "Where did it start? In your body, I mean." {C} frowned. "My jaw, maybe. Then my shoulders. Then..." {C} looked down at two clenched fists. "Then those." "So it climbed," said {H}. "Jaw, shoulders, hands. That\'s actually good news. A feeling that climbs gives you a few seconds of warning, if you know where to look. We just need to use them."',
        },
      },
    ],
    strategy: [
      {
        text: {
          "2-3":
            '"This trick is called {strategy}," said {H}. "First, stop. Be a statue." {C} froze. Still, still. "Now squeeze your own hands, tight, and say it!" Squeeze, squeeze. Then, floppy! "I am {feeling}!" said {C}. Clap, clap went {H}. {refrain}',
          "4-5":
            '"It\'s called {strategy}," said {H}. "Stop means freeze, like a statue." {C} froze, arms stiff. "Squeeze means pressing your own hands together, tight, tight, then letting go." {C} squeezed until {C\'s} knuckles went pale, then let go. The hot feeling got smaller. "Say means words," said {H}. "Like: I don\'t like that. Or: stop, I\'m {feeling}." {C} tried it. It felt strange, but strong.',
          "6-7":
            '"It\'s called {strategy}," said {H}. "Stop means freezing your whole body for a second, like a statue. That gives your brain time to catch up." {C} froze. "Squeeze means pressing your own hands together hard, then letting go. The angry energy goes into the squeeze instead of into someone else." {C} squeezed. It worked better than expected. "Say means telling the person what\'s wrong. Words get you help. Pushing and hitting only make everyone upset."',
          "8-10":
            '"It\'s called {strategy}," said {H}. "Stop comes first. You freeze, completely, for one second. It sounds too simple, but that second is the gap you\'re missing." {C} tried freezing. It felt ridiculous, then useful. "Squeeze is next. You press your own hands together as hard as you can, then let go. The angry energy goes somewhere harmless." {C} asked, "And say?" "You say what\'s wrong, out loud, to the person," said {H}. "Words get results. Shoving and hitting just get you a bigger mess."',
        },
      },
      {
        text: {
          "2-3":
            '{H} told {Cobj} the trick: {strategy}. "One: stop." {C} stood still as a tree. "Two: squeeze, then say it." {C} squeezed {C\'s} hands. Squeeze, squeeze, and let go! "I\'m {feeling}!" Out came the words, loud and clear. {refrain}',
          "4-5":
            '"I\'ll tell you a secret," said {H}. "It\'s called {strategy}." Stop: {C} stood as still as a lamppost. Squeeze: {C} pressed {C\'s} hands together, hard, hard, and then let them go floppy. Say: {C} used words instead. "I don\'t like that!" {C\'s} voice came out loud and clear. {H} smiled and said, "Hands still, words out. That\'s the whole trick."',
          "6-7":
            '"Those hands need a new job," said {H}. "The job is called {strategy}." {C} listened. Stop meant freezing for one second, before anything else could happen. Squeeze meant pressing {C\'s} own hands together as tight as possible, then letting go. Say meant telling the other person, in words, what was wrong. {C} asked, "Why squeeze?" "Because the angry feeling wants to push something," said {H}. "So you let it push your own hands."',
          "8-10":
            '"There\'s a trick I like," said {H}. "It\'s called {strategy}. Three steps, and the first one does most of the work." {C} listened, arms still folded. Stop: freeze for a second, as if someone pressed pause. Squeeze: press your hands together, hard, so the anger has somewhere to go. Say: use words, out loud, to the person who made you {feeling}. {C} unfolded {C\'s} arms slowly. "So basically, I hit the pause button instead of the person." "Exactly that," said {H}, looking delighted to have been summarized so well.',
        },
      },
      {
        text: {
          "2-3":
            '"Let\'s play {strategy}," said {H}. "Step one: stop. Be a statue!" {C} froze. Not one wiggle. "Step two: squeeze your hands. Squish! Then say it." {C} squeezed tight and let go. "I\'m {feeling}!" Loud and clear. {refrain}',
          "4-5":
            '"Let\'s pretend," said {H}. "I\'m building a tower, and you knock it over. Bonk!" {C} knocked the pretend tower down. {H} froze, stiff as a snowman. "That\'s Stop," {hs} whispered. Then {hs} squeezed up tight all over, and let go with a big puff. "That\'s Squeeze. And now Say." {H} looked right at {Cobj}. "I don\'t like that. I\'m {feeling}." {C} giggled into {C\'s} sleeve at the polite statue. "That\'s {strategy}," said {H}. "Your turn to be the statue."',
          "6-7":
            '{H} picked up a pebble and held it out flat. "Pretend this is the angry feeling. It wants to fly out of your hand and hit something." {C} eyed the pebble. "So first you Stop. Freeze, so it stays in your hand. Then you Squeeze it, hard, as hard as you like. It can\'t hurt anyone in there. Then you let go, and you Say what\'s wrong, in words." {C} squeezed the pebble until {C\'s} fingers went white, then opened them. "It\'s called {strategy}," said {H}. "The pebble\'s just for practice. Your own two hands work the same way."',
          "8-10":
            '"It\'s called {strategy}," said {H}, "and it works like a referee\'s whistle. Something happens. The ref blows the whistle. Everybody freezes. That\'s Stop." {C} tilted {their} head, listening. "Then the squeeze. Press your hands together as hard as you can, and let go. That\'s where the angry energy goes, instead of into somebody\'s arm. Then Say. You tell the person what went wrong, out loud, like a ref explaining the call." {C} considered it. "So I\'m the ref." "You\'re the ref," said {H}. "The ref never punches anyone. Bad for the career."',
        },
      },
      {
        text: {
          "2-3":
            '{H} made a pretend pot. "Mad is like soup. Bubble, bubble, hot!" said {H}. "Here is {strategy}. First, stop. Be a statue." {C} froze. Still, still. "Now squeeze your hands. Squish! Then let go. Pfff! The steam puffs out." {C} squeezed, then let go. Pfff! "Now say it." "I\'m {feeling}!" said {C}. {refrain}',
          "4-5":
            '{H} picked up an invisible saucepan. "When you\'re {feeling}, you\'re like a pan of soup that\'s boiling over. Bubble, bubble! {strategy} is how we stop it spilling." Stop: turn off the heat. {C} froze, as still as a spoon. Squeeze: press your hands together, tight, tight, then let go, like lifting the lid so the steam can puff out. Pfff! Say: now the soup is calm enough to pour. "I don\'t like that. Please stop," {C} said, trying it out. "Perfect soup," said {H}.',
          "6-7":
            '"Think of a pan of soup on the stove," said {H}. "When it boils too hard, it spills over and makes a mess. You don\'t fix that by shouting at the soup. You turn down the heat." {C} pictured it. "That\'s Stop," {H} went on. "{strategy} starts with freezing, just for one second. Then Squeeze: press your own hands together, hard, and let go, like lifting the lid so the steam escapes. Then Say: tell the person what\'s wrong, once the soup is calm enough to pour." {C} squeezed, let go and felt some of the heat leave both arms. "I\'m the soup," {C} said. "You\'re the cook," said {H}. "That\'s the point."',
          "8-10":
            '"Grown-ups have a rule about emails," said {H}. "Never send one while you\'re furious. You write it, you wait, and you send the calm version. {strategy} is the same rule, for hands." {C} looked skeptical, which was reasonable. "Stop: freeze for one second. That\'s not pressing send. Squeeze: press your hands together as hard as you can, then let go. That\'s deleting the angry draft. Say: tell the person what\'s wrong, out loud, in words. That\'s the calm version, and it\'s the only one anyone can actually answer." {C} thought about it. "So a shove is basically an angry email." "With no unsend button," said {H}.',
        },
      },
    ],
    practice: [
      {
        text: {
          "2-3":
            'Then {C} and {H} played statues. {H} said, "Mad!" {C} froze. Stop! Squeeze, squeeze. Let go. {C} said it in a big voice: "I don\'t like that!" {H} said, "Again!" Stop, squeeze, say. {C} did it again and again. Stomp, freeze, squish! It was a good game.',
          "4-5":
            '{C} and {H} practiced with a pretend game. First, {H} pretended someone had taken {C\'s} toy. {C} froze like a statue, squeezed {C\'s} hands and said, "Please give it back. I\'m using it." Then {H} pretended someone had bumped into {Cobj}. Stop, squeeze, say: "Hey, be careful!" {C} {was} getting quick at it. {H} did a little cheer.',
          "6-7":
            '{C} and {H} practiced a few times, just to see. {H} described a pretend problem, and {C} did the three steps: freeze, squeeze, words. The first time, {C} forgot to let go of the squeeze and ended up with cramped fingers, which made them both laugh. The second time was smoother. "I don\'t like it when you grab," {C} said firmly. "Perfect," said {H}. "Loud enough to hear, calm enough to listen to."',
          "8-10":
            '{C} and {H} ran a couple of practice rounds. {H} invented situations, each more annoying than the last: someone cutting in line, someone knocking your drink over, someone calling your drawing weird. Each time, {C} froze, squeezed and said something. By the third round {C} {was} grinning. "You\'re enjoying this too much," said {H}. "It\'s just strange," said {C}. "When I stop first, the angry part gets quieter on its own."',
        },
      },
      {
        text: {
          "2-3":
            '{H} said, "Robot time!" Beep, boop. {C} walked like a robot. Clank, clank. Then {H} said, "Red light!" {C} froze. Still! Squeeze, squeeze. Let go. "Robot says no thank you!" said {C}. Beep! Clank went the robot arms, all the way down. {refrain}',
          "4-5":
            'They practiced with a game called Volcano. {C} pretended to be a volcano, rumbling and bubbling. "Rumble, rumble," went the volcano. Just before the big boom, {C} froze like a statue. Then {C} squeezed {C\'s} hands together until the rumbling stopped, and let go. "I\'m a cross volcano," {C} said, "so please give me space." {H} backed away on tiptoe. "That\'s the politest volcano I\'ve ever met."',
          "6-7":
            "For practice, {H} told a story in which {C} {was} a knight, and a clumsy pretend dragon kept treading on {C's} cloak. Each time, {C} stopped like a statue, pressed both hands together hard, then let go. Then came the words. \"Excuse me, dragon, you're standing on my cloak,\" {C} said. {H}, doing the dragon's voice, apologized grandly and bowed so low that the pretend dragon fell over. It was much harder to be furious with someone who said sorry so politely.",
          "8-10":
            'They practiced with {H} acting out a rush-hour crowd, bumping into {Cobj} from every direction with apologetic noises. Each time, {C} froze for one second, squeezed, released, and then looked for exactly the right words. "Excuse me, that was my foot." "I\'d like a bit of room, please." "I was standing here first." {H} nodded at each one. "You\'re getting faster," {hs} said. {C} agreed. "And I\'m not getting angrier. That\'s the weird part."',
        },
      },
      {
        text: {
          "2-3":
            '{H} had a teddy game. "Teddy grabs your block!" Grab! {C} stopped. Still as a statue! Squeeze, squeeze, let go. "Teddy, no grabbing!" said {C}. Teddy gave the block back. Clunk. "Again!" said {C}. Grab, stop, squeeze. {refrain}',
          "4-5":
            'They practiced with a pretend ball game. {H} was a wobbly goalkeeper who kept grabbing the ball at the wrong moment. "Mine!" said {H}, snatching it. {C} froze, squeezed {C\'s} hands tight, then let go. "That\'s my ball. Please give it back." {H} handed it over with a bow. They did it four more times, and each time {C} {was} quicker, and {H\'s} grabs got sillier, until {H} was trying to grab the ball with {hp} chin.',
          "6-7":
            'For practice, they played Marketplace. {H} ran a pretend fruit stall, and {C} {was} the customer, but the stall-keeper was terrible. {H} squashed {C\'s} pretend banana, skipped {C\'s} turn, and then gave all the pretend plums to an invisible duck. Each time, the customer froze, squeezed, and let go. "Excuse me, that was my banana." "I was next, actually." "Those plums were for me!" {H} apologized to each customer complaint with a deep bow. "Best customer I\'ve ever had," {hs} said. "Worst stall," said {C}.',
          "8-10":
            'They practiced with a game {H} called Worst Group Project. {H} played every annoying teammate at once: the one who took credit, the one who drew on {C\'s} poster without asking, the one who knocked over the glue. Each time, {name} froze, squeezed, released, and then said it. "That was my idea, actually." "Please ask before you draw on it." "Could you pick that up?" By round five, {H} was running out of crimes. "Nobody has ever been this calm about glue," {hs} said. {C} shrugged. "It\'s surprisingly hard to be angry when you\'re busy being the ref."',
        },
      },
      {
        text: {
          "2-3":
            '{H} said, "Let\'s do it again, sloooow." Slow, slow came {H\'s} pretend grabbing hand. {C} froze, sloooow. Squeeeeze went the hands. Then let go. "Stop, please!" said {C}, in a slow, deep voice. Ha, ha! Then fast! Stop, squeeze, say! {refrain}',
          "4-5":
            'Next, {H} suggested an action replay, like sports on TV. "Let\'s play it back, slowly, and this time put the trick in." {H} played the grabber, reaching out at snail speed. {C} froze, in slow motion. Then came a squeeze, very slowly, and a let-go, with a puff of air like a slow balloon. "I... don\'t... like... that," {C} said, in the deepest, slowest voice ever. They both fell about laughing. Then they did it at normal speed. Stop, squeeze, say. It was much faster than the first time.',
          "6-7":
            'Then {H} suggested an action replay. "Sports people do this. They watch the moment that went wrong, slowly, and plan the better version." So they acted the moment out again, in slow motion. {H} reached for a pretend toy at snail speed. {C} saw it coming, and froze. A squeeze, very slowly, then let go. "Please... don\'t... grab," {C} said, like a slowed-down video. Then they ran it at normal speed, and at double speed, until the stop, squeeze and say came faster than {H} could grab. The real moment had been a blur. The replay showed exactly where the gap could go.',
          "8-10":
            '{H} proposed an action replay, the way sports coaches do it: the moment that went wrong, frame by frame, with the better version edited in. {C} agreed, mostly to see {H} do slow motion. {H} reached for an imaginary prize with enormous, creaking slowness. "Frame one," said {H}. "Where\'s the warning?" "My jaw," said {C}, surprised to find it was true. "Frame two?" "Freeze." {C} froze. "Frame three." A squeeze, held, released. "Frame four." "I was using that," said {C}, "and I\'d like it back." They ran it again at full speed, then faster. Slowed down, the gap was easy to see. After that it was easier to find at full speed too.',
        },
      },
    ],
    celebration: [
      {
        text: {
          "2-3":
            '{G} saw it all. "Gentle hands," said {G}. "And brave words. I\'m so proud." {C} felt warm inside. Hooray! {C\'s} hands felt calm and soft. Gentle hands. Strong words. That was {name}.',
          "4-5":
            '{G} couldn\'t stop smiling. "You were {feeling}, and your hands stayed gentle," {G} said. "You used your words instead. That\'s really hard, and you did it." {C} looked down at {C\'s} own hands, as if they had done something amazing. They had. {O} gave {Cobj} a shy smile, and {H} gave a happy nod.',
          "6-7":
            '"I saw what you did," said {G}. "You were {feeling}, and you stopped. You squeezed your own hands instead of using them on {O}, and then you told {O} what was wrong. That\'s what strong people do." {C} felt a warm, steady kind of proud. {H} looked delighted. It turned out that stopping was harder than pushing or hitting, and much, much better.',
          "8-10":
            '"I want you to know I noticed," {G} said. "You were {feeling}, and you stopped. That\'s the hardest part, and you did it without anyone reminding you." {C} shrugged, but couldn\'t hide a grin. {H} nodded, looking pleased. It was a strange kind of strength, {C} thought. It wasn\'t the kind that makes things happen. It was the kind that stops the wrong thing from happening. It felt surprisingly good to have.',
        },
      },
      {
        text: {
          "2-3":
            '{H} gave a happy hop. Hop, hop! "Still hands! Squeeze! Words!" {O} smiled at {name}. {C} smiled back. {G} kissed the top of {C\'s} head. {C} felt tall and proud. The mad came. The mad went. And nobody got hurt. {refrain}',
          "4-5":
            '{H} looked very pleased. "You kept your hands gentle, even though you were {feeling}," {hs} said. {G} agreed. "You told {O} in words, and {O} listened. Words work!" {C} stood a little taller. {C\'s} hands felt like {C\'s} own again, calm and ready for building, holding and high fives.',
          "6-7":
            '{H} beamed. "Three steps, and you did every single one." {G} tapped the floor beside {Cobj}, as if to say yes, every one. "And look: {O} is still playing with you. When hands hurt, the fun stops. When you use words, the fun keeps going." {C} hadn\'t thought of it like that. It was true, though. {C} felt proud, and lighter, as if {C\'s} hands had put down something heavy.',
          "8-10":
            '{H} gave {name} a long, approving look. "You know what you just did? You found the gap." {C} asked, "What gap?" "Between the feeling and the hands," said {H}. {G}, who had seen the whole thing, added, "And you filled it with words. Some adults still haven\'t learned that." {C} laughed and did not ask which adults. It was oddly satisfying, being better at something than some adults. And {O} was still there, still playing. That was the best part.',
        },
      },
      {
        text: {
          "2-3":
            '{G} said, "Look at those hands!" {C} held up two hands. Wiggle, wiggle! Gentle hands. Kind hands. "You used your words," said {G}. {C} felt proud and calm. Hooray! {refrain}',
          "4-5":
            "{G} pretended to give {C's} hands a medal. \"One shiny medal for the left hand. One for the right. And one for your words.\" {C} held up both hands to be admired. {C} felt proud, and strong in a brand new way. Keeping hands still when you're {feeling} was the strongest thing of all.",
          "6-7":
            '{G} came over, and {O} was right there, still playing. "Do you know what I just saw?" said {G}. "A really {feeling} moment, and nobody got hurt. That was all because of you." {C} felt proud, warm right through. {C} thought about how fast the feeling had come, and how that one-second freeze had been even faster.',
          "8-10":
            '"I want to make something official," said {G}. "That was the moment where things usually go wrong. And you made it go right." {C} pulled a face. "It didn\'t feel heroic. It felt like standing still." "Standing still is underrated," said {G}. {C} felt something settle, a calm, capable kind of pride. Hands that could stop, {C} thought, were hands people could trust. And {O} was still there, which said more than any medal.',
        },
      },
      {
        text: {
          "2-3":
            '{O} came over. "Sorry," said {O}. "Play again?" "Yes!" said {name}. Words work! {G} gave a big thumbs up. {C} held up two gentle hands. High five with {O}! Clap! {C} felt proud, big and proud. {refrain}',
          "4-5":
            'Then something surprising happened. {O} came over and said, "Sorry. Do you want to play again?" {C} looked at {G}, and {G} gave a tiny nod that meant: see? Words work. "Yes," said {C}. The two of them did a high five, a gentle one, and got back to playing. {H} looked as pleased as if {hs} had won a prize. {C} felt proud and warm all over. Mad hands had never once got anybody to say sorry. Words just had.',
          "6-7":
            '{O} came over, a bit shy. "Sorry," {O} said. "Want to keep playing?" The last of the heat went out of {C\'s} arms. "Yes," {C} said. "Sorry for before, too." {G} caught {C\'s} eye and mouthed, "Well done." {C} noticed something then. Hitting had only ever ended games. Words had just started one again. That felt better than winning any argument.',
          "8-10":
            '{O} drifted back over, a little cautious. "So. Are we okay?" "We\'re okay," said {C}. "Sorry about before." "Sorry too," said {O}, and they went straight back to what they had been doing, as if nothing had happened. {G} didn\'t say anything, and didn\'t need to. The whole thing had been fixed in about fifteen seconds, with no shouting, no tears and nobody sent anywhere. Fists, {C} reflected, had never once fixed anything that fast. It was the least dramatic victory imaginable, and the best one.',
        },
      },
    ],
  },
  talkAbout: [
    "Can you remember the steps of {name's} Stop, Squeeze, Say?",
    "What could you squeeze when your hands feel angry?",
    "What words could you use when someone grabs something of yours?",
    "How do you think {O} felt when {name} used words instead of hands?",
    "What are gentle hands good for?",
  ],
  episodes: [
    {
      id: "sandbox-spade",
      moment: "sandbox time",
      place: "playground",
      time: "afternoon",
      props: ["sandbox", "bucket and spade"],
      other: { role: "friend", kind: "child" },
      feeling: ["mad", "angry"],
      summary: "{C} hits a friend who grabs the spade in the sandbox",
      object: "spade",
      person: "friend",
      trigger: "someone grabbing",
      talkAbout: "What could {name} say when {O} wanted the spade?",
      scenes: {
        opening: {
          text: {
            "2-3":
              "One sunny afternoon, {C} played in the sandbox at the playground in {town}. {C} had a red bucket and spade. Dig, dig, dig! Pat, pat, pat! Up went a big sandcastle. Then {C's} friend {O} came to play. {O} wanted the spade too. {O} reached out.",
            "4-5":
              "One sunny afternoon, {C} {was} in the sandbox at the playground in {town}, building the biggest sandcastle ever. {C} had a red bucket and spade, and the castle already had three towers. {C's} friend {O} came running over. {O} asked, \"Can I help?\" But {O} didn't wait for an answer. {O} reached straight for the spade.",
            "6-7":
              "On a warm afternoon at the playground in {town}, {C} {was} deep in the sandbox, building a castle with a moat. The red bucket made perfect towers, and the spade was just right for digging the moat. {C's} friend {O} arrived, took one look at the castle and said, \"Ooh, let me do the moat!\" Then, without waiting, {O} grabbed the spade right out of {C's} hand.",
            "8-10":
              "It was a warm afternoon at the playground in {town}, and {C} had spent an hour on a sandcastle that was frankly impressive. It had a moat, a drawbridge made from a popsicle stick and four towers made with the red bucket. The spade was essential for the moat. {C's} friend {O} wandered over and admired it for about two seconds. Then {O} said, \"I'll do the moat,\" and pulled the spade out of {C's} hand.",
          },
        },
        problem: {
          text: {
            "2-3":
              '{O} grabbed the spade. {C} yelled, "Mine!" Whack! {C} hit {O\'s} arm. {O} cried, "Ow!" The sandcastle fell down. Flump. {O} sat in the sand and sobbed. {G} came running over. "Stop. No hitting," said {G}, and held {O} close. {C} stood very still, hands hot.',
            "4-5":
              "{C} yelled, \"That's mine!\" Before {C} could think, {C's} hand swung out. Whack! {C} hit {O} on the arm, hard. {O} dropped the spade and burst into tears. A tower of the sandcastle crumbled into the moat. {G} hurried over from the bench. \"Stop. I won't let you hit,\" {G} said, and put an arm round {O}. {C's} hand stung, and {O} was crying, and nothing felt right at all.",
            "6-7":
              "Before {C} knew it was happening, {C's} hand had shot out and hit {O} on the shoulder. Then {C} gave {O} a shove for good measure. {O} toppled backwards into the sand and started to cry, a shocked, hurt kind of crying. Half the castle collapsed. {G} came over from the bench fast, knelt by {O}, and said, calm and firm, \"Stop. I won't let you hit.\" {C} stood there breathing hard, spade back in hand, feeling anything but pleased about it.",
            "8-10":
              'What happened next took less than a second. {C} grabbed for the spade, {O} held on, and {C} hit {O} on the arm, hard, then shoved {O} away. {O} sat down in the moat with a splash of wet sand and stared at {Cobj} in total disbelief. Then {O} started to cry. {G} crossed from the bench in three strides. "Stop," {G} said, calm and very firm. "I won\'t let you hit." Then {G} crouched by {O} and checked the arm. {C} held the spade and felt, instantly and completely, that winning it hadn\'t been worth it.',
          },
        },
        feeling: {
          text: {
            "2-3":
              "{C} felt mad. Hot, prickly mad! {C's} hands felt tight. Thump, thump went {C's} heart. The spade was {theirs}! But {O} was sad now. {O's} arm was sore. {C} felt mad and sad, all at once. {C} did not like it.",
            "4-5":
              "{C} felt mad, hot all over, with tight hands and a thumping heart. The spade was {C's}, and {O} had just grabbed it. That wasn't fair. But now {O} was crying, and the castle was broken, and the mad feeling had something sad mixed into it. {C} didn't know what to do with all of it.",
            "6-7":
              "{C} felt angry, the fast and fizzy kind that goes straight to your hands. It had been {C's} spade, and {O} had just taken it. That part still felt unfair. But now {O} was crying, and {C's} own hand was stinging, and underneath the angry feeling was a wobbly one. {C} hadn't meant to hurt anyone. The hands had just gone.",
            "8-10":
              "{C} felt angry, and the anger was completely justified, as far as {C} {was} concerned. {O} had grabbed the spade. That was wrong. But watching {O} cry in the moat, {C} felt a second feeling arriving, uninvited and heavy. Being right about the spade didn't seem to matter as much as it had a moment ago. {C's} hand still stung. The castle was half gone. Nobody was having any fun at all now.",
          },
        },
        stumble: {
          text: {
            "2-3":
              "Back in the sandbox, {O} reached for the bucket. Grab! {C's} hand went up fast. Then {C} stopped. Freeze! Good. But {C} forgot to squeeze. {C} pushed the bucket away. Plop! {O} looked sad again. Oops. Nearly, {name}. Nearly.",
            "4-5":
              "Back in the sandbox, {C} and {O} started a new castle. Then {O} grabbed the bucket without asking. {C's} hand flew up. {C} remembered just in time and froze. Stop! But {C} forgot to squeeze and forgot to say anything. Instead, {C} snatched the bucket back so fast that sand sprayed in {O's} face. {O} blinked and looked upset again. {C} said sorry and helped brush the sand away, but it was not the plan.",
            "6-7":
              "Back in the sandbox, {C} and {O} began rebuilding. It was going well until {O} took the red bucket without asking. {C's} hand went up, and {C} froze it in mid-air. Stop. That part worked. But then, instead of squeezing and speaking, {C} yanked the bucket back so hard that {O} fell sideways into the sand. {G} came straight over and checked {oo} for bumps. Just a fright. {C} helped {O} up and said sorry. {C} knew {C} had skipped two steps.",
            "8-10":
              'Back in the sandbox, {C} and {O} agreed to rebuild the castle together. It lasted about five minutes. Then {O} took the red bucket to make a tower in the wrong place. {C} felt the familiar surge and managed the stop: hand frozen halfway. Good. Then, without squeezing or saying anything, {C} snatched the bucket back so hard that {O} toppled over. {G} was there in two strides, kneeling by {O}. "Are you hurt?" {O} shook {op} head: only sand in {op} hair. "Pulling that hard knocks people over," {G} said quietly. {C} helped {O} up and said sorry, properly, and {O} brushed off the sand. The pause had worked. The rest had been skipped.',
          },
        },
        success: {
          text: {
            "2-3":
              "{O} reached for the spade again. {C} stopped. Still as a tree. {C} squeezed {C's} hands. Squeeze, squeeze. Let go. Then {C} said, \"I'm using it. You can have the bucket.\" {O} took the bucket. Clonk! Dig, dig! Two diggers now. {refrain}",
            "4-5":
              "A little later, {O} reached for the spade again. This time {C} did all three. Stop: still as a statue. Squeeze: hands pressed tight, then let go. Say: \"I'm using the spade. You can have it when I'm done, or you can use the bucket.\" {O} thought about it and took the bucket. Soon they were building side by side, and the castle grew two new towers.",
            "6-7":
              'When {O} reached for the spade again, {C} {was} ready. Stop: frozen. Squeeze: hands pressed together until the fizzy feeling drained out of them. Say: "I\'m still using it. But you can dig the moat with the bucket, and then we swap." {O} shrugged. "Okay." The castle got its moat after all, and then its towers back, and by the end it was the best one yet.',
            "8-10":
              'The next time {O} went for the spade, {C} did the whole thing. Freeze. Squeeze, hard, until the surge had somewhere to go. Then {C} said, "I\'m using it. But I\'ve got an idea." {C} drew a line across the sand. "You\'re in charge of that side, I\'m in charge of this side, and we swap tools every five minutes." {O} looked at the line and grinned. "Two castles. With a bridge in the middle." The bridge, everyone agreed afterwards, was the best part.',
          },
        },
        echo: {
          day: 1,
          place: "park",
          props: ["ball"],
          text: {
            "2-3":
              "The next day, {C} played ball at the park. A bigger boy took the ball. Grab! {C's} hands went tight. Then {C} stopped. Squeeze, squeeze. {C} said, \"That's my ball. Can I have it back, please?\" The boy gave it back. Bounce, bounce!",
            "4-5":
              "The next afternoon, {C} {was} kicking a ball at the park when a bigger boy ran up and picked it up. {C's} hands got hot and tight. But {C} knew what to do now. Stop. Squeeze. Say: \"That's my ball. I'm playing with it.\" The boy looked surprised, then rolled it back and asked to play too. {C} said yes.",
            "6-7":
              "The next afternoon, at the park, a bigger boy scooped up {C's} ball and started to walk off with it. {C} felt the hot rush in {C's} hands straight away. This time, nobody had to remind {Cobj}. Stop. Squeeze. Then, in a big, clear voice: \"Excuse me, that's my ball.\" The boy turned around, went a bit pink and handed it back. {C's} hands stayed calm the whole time.",
            "8-10":
              "The next afternoon, at the park, an older boy intercepted {C's} ball and casually started dribbling it away. The old surge arrived right on time. {C} noticed it, froze, and squeezed both hands hard behind {C's} back. Then {C} called out, clearly and not too loudly, \"Hey, that's mine. You can join in if you want, though.\" The boy stopped, looked at {Cobj} and kicked the ball back. He joined in. He was, annoyingly, quite good.",
          },
        },
        ending: {
          time: "evening",
          place: "living room",
          props: ["shoes"],
          text: {
            "2-3":
              "That evening, at {home}, {C} tipped the sand out of {C's} shoes. Pour, pour! So much sand! A little hill on the floor! Gentle hands. Strong words. Soon, {C} and {O} could dig again at {world}. A castle with a bridge! {name} smiled a big, sandy smile.",
            "4-5":
              'That evening, back at {home}, {C} tipped a whole beach of sand out of {C\'s} shoes. {C} thought about the sandbox and the spade, and how much better the second castle had been. "Next time, {O} and I are building one at {world}," said {name}. "With a bridge." It had been a good day after all.',
            "6-7":
              "That evening, at {home}, {C} shook the last of the sand out of {C's} shoes and thought about the afternoon. Hitting had broken the castle and made {O} cry. Stopping, squeezing and saying had made a better castle and kept a friend. It wasn't hard to decide which was better. {name} was already planning the next castle, at {world}, with {O} in charge of the moat.",
            "8-10":
              "That evening, at {home}, {C} emptied a surprising amount of sand out of {C's} shoes and thought about the sandbox. The hitting had taken one second and ruined everything. The pause had taken one second too, and it had produced two castles, a bridge and a still-friendly {O}. As trades went, that was an easy one. The next building project, at {world}, would have a bridge from the start.",
          },
        },
      },
    },
    {
      id: "scribbled-drawing",
      moment: "drawing time",
      place: "kitchen",
      time: "morning",
      props: ["crayons", "drawing", "table"],
      other: { role: "little cousin", kind: "child" },
      feeling: ["cross", "furious"],
      summary: "{C} pushes a little cousin who scribbles on a drawing",
      object: "drawing",
      person: "little cousin",
      trigger: "something being spoiled",
      talkAbout: "What could {name} say when {O} scribbled on the drawing?",
      scenes: {
        opening: {
          text: {
            "2-3":
              "One morning at {home}, {C} sat at the kitchen table. {C} had crayons. Red, green, yellow! {C} drew a big sun. Then a house. Then a cat. Scribble, scribble. {C's} little cousin {O} climbed up too. {O} wanted to draw. {O} took a purple crayon.",
            "4-5":
              "One morning at {home}, {C} {was} drawing at the kitchen table. It was a picture for {G}: a house, a garden, a yellow sun and a very fat cat. {C} had worked on it for ages. {C's} little cousin {O} was visiting, and climbed onto the chair next door. {O} picked up a purple crayon and looked at the drawing.",
            "6-7":
              "One morning at {home}, {C} {was} finishing the best drawing {C} had ever done. It was a birthday picture for {G}, with the whole family standing in the garden and a cat on the roof. {C} {was} coloring the last bit of sky when {C's} little cousin {O} climbed up to the kitchen table. {O} was holding a fistful of crayons and looking extremely interested.",
            "8-10":
              "One morning at {home}, {C} {was} putting the finishing touches on a drawing for {G's} birthday. It was genuinely good: the house, the garden, every member of the family, and the neighbor's cat looking smug on the roof. It had taken three mornings. {C's} little cousin {O}, who was four and staying for the week, climbed onto the chair beside {Cobj}. {O} was clutching a purple crayon like a sword.",
          },
        },
        problem: {
          text: {
            "2-3":
              'Scribble! {O} drew on {C\'s} picture. A big purple line! Right on the sun! {C} yelled, "No!" Push! {C} pushed {O}. {O} slid off the chair. Bump. {O} cried. The crayons rolled away. {G} came quickly. "No pushing," said {G}, and helped {O} up. {C\'s} hands felt hot.',
            "4-5":
              'Before {C} could stop {oo}, {O} drew a big purple scribble right across the sun. {C} pushed {O} hard and yelled, "You ruined it!" {O} wobbled off the chair and landed with a bump on the kitchen floor. {O} started to wail. Crayons rolled everywhere. {G} rushed over and helped {O} up. "I won\'t let you push," {G} said. {C} stared at the purple line and at {O}, and {C\'s} hands were shaking.',
            "6-7":
              "Scribble. A long purple line went straight through the sky, the house and {G's} face. {C} didn't think. {C} shoved {O}, hard, with both hands. {O} slipped off the chair and hit the floor with a thump, and then there was a terrible silence before the crying started. {G} was there in seconds, helping {O} up. \"I won't let you push,\" {G} said, quiet and firm. {C} looked at the ruined drawing and at {O} on the floor, and felt sick.",
            "8-10":
              '{O} leaned over and, with total confidence, drew a fat purple zigzag right through the middle of the picture. {C} shoved {O} with both hands before any thought was involved. {O} slid off the chair and landed hard on the kitchen floor, too shocked to cry at first. Then the crying came, loud and outraged. {G} appeared instantly, knelt by {O}, and said, "Stop. I won\'t let you push." {C} looked at the drawing, then at {O}, and felt anger and dismay fighting for the same space.',
          },
        },
        feeling: {
          text: {
            "2-3":
              "{C} felt cross. So cross! The picture was for {G}. Now it had a big purple line. {C's} face was hot. {C's} hands were tight. But {O} was crying. {O} was little. {C} felt cross and sorry, both together.",
            "4-5":
              "{C} felt cross, so cross that {C's} hands had moved before {C} could think. The drawing had been perfect, and now it had a big purple scribble across the sun. But {O} was only little and didn't know any better. And now {O} was crying on the floor. {C} felt cross and sorry at the very same time, all tangled up.",
            "6-7":
              "{C} felt furious. All that careful work, and one purple line had wrecked it. It was the kind of feeling that wants to push something away, fast. But {O} was very little, and now {O} was crying on the floor, and {C's} hands felt strange, as if they belonged to somebody else. Furious and sorry at the same time is an uncomfortable mixture.",
            "8-10":
              "{C} felt furious, a white-hot, completely fair kind of furious. Three mornings of work. But under that was something worse. {O} was four. {O} hadn't been trying to ruin anything. {O} had just wanted to draw with the big kid. And {C} had pushed a four-year-old off a chair. The fury didn't go away. It just had to share space with a heavy, sinking feeling that was much harder to look at.",
          },
        },
        stumble: {
          text: {
            "2-3":
              "Back at the table, {O} took {C's} green crayon. Grab! {C} stopped. Good! {C} squeezed. Squeeze! Then {C} said it, loud: \"Go away! You spoil it all!\" Oh dear. {O's} lip wobbled. Sniff. Hands were still. But those were hurting words. Oops.",
            "4-5":
              "Back at the kitchen table, {C} started fixing the drawing. Then {O} reached over and grabbed {C's} favorite green crayon. {C} stopped, like a statue. Squeeze, tight, tight, and let go. Then {C} said it, very loudly: \"Go away! You ruin everything!\" {O's} lip started to wobble. {C's} hands had stayed still this time. But the words had done the pushing instead.",
            "6-7":
              'Back at the kitchen table, {C} tried to turn the purple line into a rainbow. {O} watched, then reached across and grabbed {C\'s} best green crayon. {C} felt the push rising and caught it. Stop. Squeeze. Then Say, except what came out was, "You ruin everything! Go and draw somewhere else!" {O\'s} face crumpled. {C} sat very still, then mumbled, "Sorry." No one had been shoved. But the words had landed like a shove, and everyone at the table knew it. The say part needed different words.',
            "8-10":
              'Back at the kitchen table, {C} {was} trying to rescue the drawing by turning the zigzag into lightning. Then {O} reached across and took the green crayon, the one {C} needed for the grass. {C} felt the surge, and this time caught it: frozen, hands pressed together under the table. Progress. Then came the Say, and what {C} said was, "Seriously? You wreck everything you touch." It was quiet and very precise, and {O\'s} face crumpled anyway. "Sorry," {C} said quickly. Nobody had been shoved. That didn\'t make it gentle. Words, {C} realized, could push too.',
          },
        },
        success: {
          text: {
            "2-3":
              "{O} reached for the crayon again. {C} stopped. {C} squeezed {C's} hands. Squeeze, squeeze. Then {C} said, kindly, \"That's mine. Here is blue for you.\" {O} took the blue. Scribble, scribble! Scribble, scribble! {O} drew a blue sky. {refrain}",
            "4-5":
              'When {O} reached for the green crayon again, {C} did all three steps, with kind words this time. Stop. Squeeze. Say: "I\'m using that one. Here, you can have the blue one. Do you want your own paper?" {O} nodded hard. {C} gave {oo} a fresh page, and {O} scribbled happily. {C} finished the drawing, and the purple line became a purple rainbow.',
            "6-7":
              'When {O} went for the crayon again, {C} did the whole thing, and picked the words first. Stop. Squeeze. Then the words: "I need the green one for the grass. You can have blue." Then {C} had another idea, and slid a clean sheet across. "This one\'s yours. Draw me a cat." {O} drew something that was definitely not a cat, but was very proud of it. {C\'s} drawing got finished, purple rainbow and all.',
            "8-10":
              'The next time {O} went for the crayon, {C} managed all three, and chose the words before saying them. Freeze. Squeeze. Then {C} said, "I need this one. But hang on." {C} fetched a fresh sheet and wrote {O\'s} name at the top. "This is your drawing. You can draw {G} a birthday card too." {O} was delighted. The result was mostly purple and roughly shaped like a horse. {C} turned the zigzag in {C\'s} own picture into a lightning bolt, and decided it looked cool.',
          },
        },
        echo: {
          day: 1,
          place: "living room",
          props: ["paints"],
          text: {
            "2-3":
              'The next day, {C} {was} painting. Splash! {O} knocked the water pot. Splosh! {C\'s} hands went tight. Then {C} stopped. Squeeze, squeeze. {C} said, "Careful, {O}!" {O} said, "Sorry!" They mopped it up together. Wipe, wipe.',
            "4-5":
              'The next morning, {C} {was} painting in the living room when {O} knocked the water pot right over the paints. {C\'s} hands got hot and tight. But {C} remembered. Stop. Squeeze. Say: "Oh no, {O}! Can you help me wipe it up?" {O} fetched a cloth, and they mopped it up together. It made a very interesting brown puddle.',
            "6-7":
              'The next morning, {C} {was} painting in the living room when {O} knocked over the water pot. Muddy water ran straight into {C\'s} paints. {C} felt the push rising again, and this time {C} caught it without any help. Stop. Squeeze. "{O}, please be careful near my paints," {C} said. {O} looked so sorry that {C} ended up laughing, and they cleaned it up together.',
            "8-10":
              "The next morning, {C} {was} painting in the living room when {O}, helping, tipped the water pot across the paints. {C} felt the old surge arrive on schedule. This time {C} barely needed to think about it. Stop, squeeze, then: \"{O}, that's my painting stuff. Let's get a cloth.\" {O} fetched one, looking relieved. {C} {was} surprised how quickly the angry part faded once there was something useful to do.",
          },
        },
        ending: {
          time: "evening",
          text: {
            "2-3":
              'That evening, {G} saw the drawing. The sun. The house. A purple rainbow! And {O\'s} blue page too. "I love them," said {G}. {C} pointed at the purple rainbow. Gentle hands. Kind words. Tomorrow, {C} and {O} could draw at {world}. Well done, {name}.',
            "4-5":
              "That evening, at {home}, {G} stuck both drawings on the fridge. There was {C's} house with the purple rainbow, and {O's} scribbly blue page. \"I love them both,\" said {G}. {C} traced the purple stripe with one finger. The rainbow was better than the first picture, really. Tomorrow they might take the crayons to {world}. {name} felt proud of the drawing, and even prouder of the gentle hands.",
            "6-7":
              "That evening, at {home}, both drawings went on the fridge, side by side. One was {C's} family picture with its purple rainbow. The other was {O's} mysterious not-a-cat. {G} said they were the two best pictures in the house. {C} thought about the drawing. Hands had made the mess worse; words had fixed it. {name} smiled, and planned to draw {world} next, with a page for {O} from the start.",
            "8-10":
              "That evening, at {home}, {G} put both drawings on the fridge. {C's} had a lightning bolt through the sky now, and {C} had to admit it improved it. {O's} purple horse hung beside it. The push had taken half a second and made everything worse. The pause had turned a disaster into two birthday cards. {name} grinned at the fridge. The next drawing would be of {world}, and {O} would get {op} own page from the start.",
          },
        },
      },
    },
    {
      id: "bouncy-castle-queue",
      moment: "the bouncy castle line",
      place: "party",
      time: "afternoon",
      props: ["balloon", "cake"],
      other: { role: "classmate", kind: "child" },
      feeling: ["cross", "angry"],
      summary: "{C} shoves a classmate who pushes in the line at a party",
      object: "line",
      person: "classmate",
      trigger: "being pushed",
      talkAbout: "What could {name} say when {O} pushed in the line?",
      scenes: {
        opening: {
          text: {
            "2-3":
              "One afternoon, {C} went to a birthday party. Balloons! Cake! A big bouncy castle! Boing, boing! {C} stood in the line. {C} held a red balloon. {C} {was} next. Next! {C} could not wait. Then {C's} classmate {O} came running. Zoom!",
            "4-5":
              "One afternoon, {C} went to a birthday party with {G}. There were balloons, a chocolate cake and, best of all, a bouncy castle. {C} waited in the line for ages, holding a red balloon, until finally {C} {was} next. {C} could already feel the boing. Then {C's} classmate {O} came zooming across the grass.",
            "6-7":
              "One afternoon, {G} took {Cobj} to a classmate's birthday party. There were balloons on every chair, a chocolate cake shaped like a dinosaur and, in the garden, a bouncy castle. {C} had waited in the line for ten whole minutes, red balloon in hand. {C} {was} finally next. That was when {C's} classmate {O} came racing across the grass.",
            "8-10":
              "One afternoon, {G} took {Cobj} to a classmate's birthday party and stayed for a cup of tea. There were balloons, a dinosaur cake of heroic size and a bouncy castle, which was obviously the main event. {C} had lined up for ten minutes, holding a red balloon, and {was} finally at the front. Then {C's} classmate {O} came sprinting across the grass, plainly planning to be at the front instead.",
          },
        },
        problem: {
          text: {
            "2-3":
              '{O} pushed in! Bump! {O} jumped in front. {C} yelled, "Hey! I was next!" Shove! {C} pushed {O} hard. {O} fell on the grass. Thump. {O} cried. The red balloon went pop! Everyone looked. {G} came. "No pushing," said {G}, and helped {O} up. {C\'s} hands felt hot and shaky.',
            "4-5":
              "{O} squeezed in right in front of {Cobj} and bumped the red balloon out of {C's} hand. It floated up into a tree. {C} shoved {O} so hard that {O} fell over on the grass. {O} started to cry. The whole line went quiet. {G} hurried over and helped {O} up. \"I won't let you push,\" {G} said. {C} stood there, hands hot, heart thumping, looking up at the balloon in the tree.",
            "6-7":
              "{O} slid in right in front of {Cobj}, and the red balloon slipped out of {C's} hand and floated up into a tree. That was it. {C} pushed {O} away with two flat hands. {O} landed on the grass and started crying. Every child in the line turned to look, and so did every parent. {G} was there in a second, helping {O} up. \"I won't let you push,\" {G} said, and {C's} face burned.",
            "8-10":
              '{O} cut in right at the front and knocked the red balloon out of {C\'s} hand. It drifted up into a tree and stayed there, mockingly. {C} shoved {O} with both hands, hard. {O} stumbled and sat down on the grass. The line went silent, the way lines do when something has definitely happened. Then the tears came. {G} put down the cup of tea, came over and helped {O} up. "Stop," {G} said. "I won\'t let you push." {C} stood there, furious and already sorry.',
          },
        },
        feeling: {
          text: {
            "2-3":
              "{C} felt cross. Very cross! {C} {was} next. {O} pushed in. Not fair! {C's} face was red. {C's} hands were tight fists. The balloon was gone. But now {O} was crying. {C} felt cross and wobbly. {C} looked at the grass.",
            "4-5":
              "{C} felt cross, the hot and stompy kind. {C} had waited so long, fair and square, and {O} had pushed in. Now the balloon was stuck in a tree. {C's} face was red and {C's} hands were tight. But {O} was crying, and everyone was looking, and the cross feeling had a horrible wobbly feeling stuck to it.",
            "6-7":
              "{C} felt angry. The waiting had been so long, and {O} had just barged in and lost {Cobj} the balloon as well. That was unfair. But shoving {O} had made {O} fall, and now everyone was staring. {C's} hands were still shaking. {C} wanted to explain that {O} had started it. {C} also wanted, quite badly, to undo the last ten seconds.",
            "8-10":
              "{C} felt angry, and right, and embarrassed, all in about three seconds. {O} had pushed in. Everyone had seen it. But everyone had also seen {Cobj} shove {O} over, and that was the part people would remember. {C's} hands were trembling. The balloon was up a tree. It was amazing, {C} thought bitterly, how fast a good party could go wrong when your hands got there before your brain did.",
          },
        },
        stumble: {
          text: {
            "2-3":
              'Later, {C} {was} in the line again. Bump! {O} pushed past. {C} stopped. Good! {C} squeezed. Squeeze! "No pushing! I am next!" But {O} did not listen. In went {O}! {C\'s} hands got hot again. Grr! What now?',
            "4-5":
              "Later, {C} lined up for the bouncy castle again. {C} {was} nearly at the front when {O} bumped past, trying to get ahead again. {C} froze. Squeeze, tight, and let go. Then {C} said, in a clear voice, \"No pushing. I was next.\" It was perfect. And {O} didn't listen at all, and just climbed in. {C} stood there with hot hands and a wobbly chin. {C} had done everything right, and it hadn't worked. Now what?",
            "6-7":
              "Later, the line for the bouncy castle formed again. {O} tried to squeeze past {Cobj} once more. {C} froze, squeezed, and let go. Then {C} said it, clearly: \"{O}, stop pushing in. I was next.\" Textbook. {O} shrugged and pushed in anyway. The heat came roaring back, worse than before, because doing it right was supposed to work. {C's} hands didn't move. But {C} stood there shaking, with no idea what came next.",
            "8-10":
              'Later, the line formed again, and {O}, who had apparently learned nothing, tried to slip past {Cobj} once more. {C} ran the whole plan. Freeze. Squeeze, behind the back. Then, clearly and without a single rude word: "{O}, you\'re pushing in. I was next." It was a flawless performance. {O} ignored it completely and climbed in. {C} stood at the front of the line, vibrating with fury. The hands stayed still, which was something. But the plan had assumed the other person would listen, and {O} had not read the plan.',
          },
        },
        success: {
          text: {
            "2-3":
              'Then {O} pushed again. Bump! {C} stopped. Squeeze, squeeze. "No pushing, {O}." {O} did not move. So {C} ran to {G}. "{O} pushed in!" {G} came to the line. "{name} is next," said {G}. {O} went behind. Boing, boing! In went {C}. {refrain}',
            "4-5":
              '{O} tried to push past one more time. {C} did every step again. Stop. Squeeze. "No pushing. I\'m next." {O} pretended not to hear. This time {C} didn\'t wait for the mad to come back, and walked straight over to {G}. "I used my words, and {O} still pushed in." {G} came to the line and said, calmly, "{name} is next, and you\'re after." {O} stepped back. {C} bounced and bounced, and then {O} had a turn too. Words first, then a grown-up: that worked.',
            "6-7":
              'When {O} tried to push past yet again, {C} did all three. Stop. Squeeze. Say: "{O}, you keep pushing in. I don\'t like it." {O} pushed anyway. So {C} did something just as brave, and went to get {G}. "I told {O} in words, twice," {C} said. "It isn\'t working." {G} walked over and sorted the line out in about ten seconds. {O} went to the back, muttering. {C} had a good long bounce, and found that asking for help hadn\'t felt like losing at all.',
            "8-10":
              'When {O} tried it a third time, {C} did the whole thing again. Freeze. Squeeze. "{O}, you\'ve pushed in three times. I don\'t like it." {O} shrugged. So {C} took the step nobody had mentioned: {C} walked over to {G} and the birthday child\'s dad and explained, calmly, what had happened. The dad had a quiet word with {O}. Then {C} had an idea. "What if we go in two at a time? The line goes twice as fast." The dad called it the best idea of the party. {C} and {O} bounced side by side, and nobody pushed anyone at all.',
          },
        },
        echo: {
          day: 1,
          place: "playground",
          props: ["slide"],
          text: {
            "2-3":
              'The next day, {C} waited for the slide. A girl pushed in. Bump! {C\'s} hands went tight. Then {C} stopped. Squeeze, squeeze. {C} said, "Hey, I was next." The girl said, "Oh, sorry." She stepped back. Up the steps went {C}. Whee! Down the slide!',
            "4-5":
              'The next day at the playground, {C} {was} waiting for the slide when a girl pushed in front. {C\'s} hands got hot straight away. But {C} knew what to do. Stop. Squeeze. Say: "Excuse me, I was next." The girl looked surprised, then stepped back. {C} zoomed down the slide, with calm, happy hands.',
            "6-7":
              'The next day, {C} {was} waiting for the slide at the playground when a bigger child cut in. {C} felt the old hot rush and caught it early. Stop. Squeeze, hands together. Then, clearly: "I was next. You can go after me." The bigger child shrugged and moved behind. It was almost too easy. {C} went down the slide feeling about ten feet tall.',
            "8-10":
              'The next day at the playground, a bigger kid cut in front of {C} at the slide. {C} felt the familiar surge, noticed it almost with interest, and did the routine: a one-second freeze, a hard squeeze behind the back. "Actually, I was next," {C} said, calmly. The bigger kid looked at {Cobj}, seemed to weigh it up, and stepped back. {C} went down the slide, slightly amazed at how well words worked when you gave them a chance.',
          },
        },
        ending: {
          time: "evening",
          place: "living room",
          props: ["balloon"],
          text: {
            "2-3":
              'That evening, at {home}, {C} had a new red balloon. Bop, bop! {C} told {G} about the party. "I said it with words," said {C}. Gentle hands. Strong words. Maybe {O} could come and play at {world}. Good job, {name}.',
            "4-5":
              'That evening, at {home}, {C} told {G} all about the party. "{O} pushed in, and I used my words," said {C}. "And then we both bounced." {G} smiled a big smile and tied a new red balloon to {C\'s} chair. {C} felt proud. Maybe {O} could come and play at {world} one day. {name} had a feeling they might be friends after all.',
            "6-7":
              'That evening, at {home}, {C} told {G} the whole story again, the hard bit and the good bit. "Words work better than pushing," {C} said. "Even when the other person started it." {G} agreed, and found a new red balloon in the drawer. {name} thought {O} might even be fun to play with at {world}, as long as nobody was keeping score.',
            "8-10":
              "That evening, at {home}, a new red balloon was waiting, tied to {C's} chair. {C} told {G} about the two-at-a-time idea, and {G} was impressed, and said so. The shove had felt powerful for half a second and terrible for hours. The words had felt awkward for half a second and good ever since. {name} decided that was a pattern worth noticing, and felt proud and calm. Perhaps {O} could come along to {world} at the weekend.",
          },
        },
      },
    },
    {
      id: "pillow-game",
      moment: "the pillow game",
      place: "living room",
      time: "evening",
      props: ["pillow", "blanket", "lamp"],
      other: { role: "friend from next door", kind: "child" },
      feeling: ["cross", "angry"],
      summary: "{C} hits a friend when a pillow game gets too rough",
      object: "pillow",
      person: "friend",
      trigger: "rough play",
      talkAbout: "How can {name} tell when a game is getting too wild?",
      scenes: {
        opening: {
          text: {
            "2-3":
              "One evening at {home}, {C's} friend {O} came to play. They built a den. A blanket roof! Pillow walls! Then came the pillow game. Bop! Bop! {C} bopped back. {O} shrieked. Higher and louder! The lamp wobbled.",
            "4-5":
              "One evening, {C's} friend {O} from next door came over to {home} to play. They built a den in the living room out of a blanket and every pillow in the house. Then the den turned into a pillow game. Bop! Bonk! Boff! {C} and {O} were giggling so much they could hardly stand up. The lamp in the corner wobbled.",
            "6-7":
              "One evening, {C's} friend {O} from next door came over to {home}. The two of them built a den in the living room from a blanket and all the sofa pillows. Then the den became a castle. Soon the castle was under a pillow siege. Whump! Boff! It was the best game ever invented, and it got wilder and louder every minute.",
            "8-10":
              "One evening, {C's} friend {O} from next door came over to {home}. Within ten minutes the living room had become a fortress. A blanket stretched between two chairs; every pillow in the house formed the walls. Naturally, the fortress came under siege. What started as gentle pillow-bopping escalated, as these things do, into a full-scale pillow war. The lamp in the corner was looking nervous.",
          },
        },
        problem: {
          text: {
            "2-3":
              "Then {O} swung a pillow. Bonk! Right on {C's} nose. Ouch! {C} did not laugh now. Whack! {C} hit {O}. Hard. With a fist. {O} cried and cried. The den fell down. Flump! The game stopped. {G} came in. \"Stop! No hitting,\" said {G}, and hugged {O}. {C} held {C's} sore nose.",
            "4-5":
              "Then {O} swung a pillow really hard, and it bonked {Cobj} right on the nose. Ouch! It stung. {C} dropped {C's} pillow and hit {O} on the arm with a fist, hard. {O} stopped laughing and started crying. The den fell down. {G} came in from the kitchen. \"Stop. I won't let you hit,\" {G} said, and checked {O's} arm. {C's} nose stung, {C's} hand stung, and the game was over.",
            "6-7":
              "Then {O} swung a pillow with both hands, and it caught {Cobj} right on the nose. It stung so much that {C's} eyes watered. Without thinking, {C} dropped the pillow and punched {O} on the arm, hard, with a real fist. {O's} face changed from laughing to shocked to crying. The blanket roof sagged and fell. {G} appeared in the doorway and was across the room in two steps. \"Stop. I won't let you hit.\" {G} checked {O's} arm.",
            "8-10":
              'Then {O} wound up for a mighty swing, and the pillow caught {Cobj} squarely on the nose. It stung, and {C\'s} eyes watered instantly. Before any decision was made, {C} dropped the pillow and hit {O} on the arm with a proper fist. It was not a game hit. {O} knew it too. The laughing stopped, {O} started crying, and the fortress roof collapsed as if on cue. {G} appeared in the doorway. "Stop," {G} said, calm and firm. "I won\'t let you hit." {G} checked {O\'s} arm first, then looked at {Cobj}.',
          },
        },
        feeling: {
          text: {
            "2-3":
              "{C} felt cross. And {C's} nose hurt! Sting, sting. {C's} eyes were wet. {C's} hand was a tight fist. {O} did not mean it. It was an accident. But it hurt! Now {O} was crying too. {C} felt cross and sad. The den was gone.",
            "4-5":
              "{C} felt cross, and {C's} nose really hurt. The game had been so much fun, and then suddenly it wasn't. {O} hadn't meant to hurt {Cobj}. {C} knew that, sort of. But the sting had come so fast, and the cross feeling had come even faster. Now {O} was crying, the den was flat, and {C} felt horrible inside.",
            "6-7":
              "{C} felt stung, in the nose and everywhere else. The game had gone from brilliant to awful in one second. {O} hadn't meant it. {C} could tell, because {O} had been laughing. But the sting had switched something on, and {C's} fist had gone before {C} could switch it off. Now {C} felt angry and guilty at the same time, which is a lumpy feeling.",
            "8-10":
              "{C} felt stung, in more ways than one. The nose throbbed. But worse was the feeling of having turned a game into a fight. {O} hadn't been trying to hurt anybody. It had been a wild swing in a wild game. {C} had hit back on purpose, and {O} knew the difference. {C} tried to hold on to being angry, because angry was easier than the other feeling. It didn't work very well.",
          },
        },
        stumble: {
          text: {
            "2-3":
              'Later, the den was built again. Bop, bop! Gentle pillows. Then bop, BOP! Harder and harder. {C\'s} face got hot. {C} did not notice. BONK! {C} bopped {O} much too hard. {O} said, "Ow!" Oh! The mad had crept in. Oops.',
            "4-5":
              "Later, {C} and {O} built the den again and played gently for a while. Then the game got faster, and the bops got harder, and {C's} cheeks got hotter, bit by bit. {C} didn't notice the mad creeping in, because it was still a game. Then, BONK, {O} got a bop much too hard, right on the head. {O} said, \"Ow!\" and {C} froze, too late. The stop had come after the bop, instead of before.",
            "6-7":
              "Later, the den went back up and the game started again, gently at first. Then faster. {C} didn't notice the mad arriving, because it came dressed as fun: a bit more speed, a bit more force, a jaw a bit tighter. By the time {C} noticed, a pillow had already landed on {O's} head much too hard. {O} sat down, rubbing it. {C} froze, squeezed and said sorry, and all of it was right, and all of it was late. The plan worked best before the bop, not after.",
            "8-10":
              'Later, they rebuilt the fortress, with a new rule about gentle hits only. It held for about ten minutes. Then the war sped up, and {C} stopped noticing things: the tight jaw, the hot face, the way each swing was a little harder than the last. The mad had joined the game without being invited. {C} only spotted it when a pillow hit {O\'s} face at close range, far too hard, and {O} said, "Hey!" "Sorry," said {C}, at once. The freeze came next, and the squeeze, both perfectly done. Both about five seconds too late.',
          },
        },
        success: {
          text: {
            "2-3":
              'Bop, bop. Then {C\'s} face got hot again. This time {C} noticed! Stop. Down went the pillow. Squeeze, squeeze. "Gentle bops, please!" said {C}. "Gentle!" said {O}. Bop, bop, soft as snow. {refrain}',
            "4-5":
              'This time, when the game sped up, {C} kept checking. Cheeks hot? Hands tight? There it was: the first little bit of mad. So {C} did every step, early. Stop. Put the pillow down. Squeeze, hands tight. Say: "It\'s getting too wild. Gentle bops only, please!" {O} looked surprised. "Okay! Gentle bops," {O} said. The game went on, softer now, and they laughed so hard they both fell into the den.',
            "6-7":
              'This time {C} kept an eye out for the mad, the way you watch for a wave. When the game sped up and {C\'s} jaw went tight, {C} did all three, early. Stop: pillow down. Squeeze: hands together until the heat calmed. Say: "It\'s getting too rough. Can we do soft bops only?" {O} nodded quickly. "I got too excited too." Then {C} had an idea. "What if anyone can shout \'Truce!\' and everyone freezes?" {O} loved it. They shouted truce twelve times, mostly for fun.',
            "8-10":
              'The next time the war sped up, {C} watched for the warning signs instead of the pillows. Jaw tight: there. Freeze. Pillow down. Squeeze, until the heat went back to being fun. Then: "It\'s getting too rough. I need us to dial it down." {O} nodded, relieved. {C} sat up on the cushions. "New rule. Anyone can call \'pause\' and the whole war freezes for ten seconds." {O} agreed instantly. The war resumed, with a lot of pausing, and it turned out pausing was half the fun.',
          },
        },
        echo: {
          day: 1,
          time: "afternoon",
          place: "garden",
          props: ["ball"],
          text: {
            "2-3":
              'The next day, {C} and {O} played chase in the garden. Run, run! {O} tagged {Cobj} too hard. Thump! {C\'s} hands went tight. Then {C} stopped. Squeeze, squeeze. {C} said, "Softer, please!" {O} said, "Okay!" Off they ran again, laughing. Tag, you\'re it!',
            "4-5":
              'The next afternoon, {C} and {O} played ball in the garden. {O} threw the ball a bit too hard and it bounced off {C\'s} tummy. {C\'s} hands went tight. But {C} remembered. Stop. Squeeze. "Softer throws, please!" {O} tossed the ball back, soft as a bubble. "Sorry! Softer." They played until the sky went pink.',
            "6-7":
              'The next afternoon, {C} and {O} were playing ball in the garden when {O} threw one straight at {C\'s} tummy, harder than necessary. {C} felt the flash of anger and caught it. Stop. Squeeze. "Ouch. Not so hard," {C} said. "Pause?" {O} hugged the ball and grinned. "Pause!" They both froze like statues, then went back to playing, a little more gently.',
            "8-10":
              'The next afternoon, {C} and {O} were playing ball in the garden, and {O}, still a little overexcited, sent one straight into {C\'s} stomach. The old flash came. {C} noticed it, froze, squeezed, and said, "Pause." {O} froze instantly, grinning. "Too hard?" "Too hard," {C} agreed. It was amazing how one word could do what a fist couldn\'t: stop the problem without ending the game.',
          },
        },
        ending: {
          time: "night",
          place: "bedroom",
          props: ["pillow", "blanket"],
          text: {
            "2-3":
              "That night, {C} lay in bed. The pillow was soft. The blanket was warm. {C's} nose was fine now. No more sting. Gentle hands. Strong words. Tomorrow, {C} and {O} could play at {world}. Goodnight, gentle hands. Goodnight, {name}.",
            "4-5":
              'That night, {C} snuggled into bed at {home}. The pillow, which had been in a battle, was soft and cozy again. {C} thought about {O}, and the den, and the gentle bops. "Tomorrow, maybe {O} can come to {world} with us," {C} said sleepily. {name} fell asleep with calm, gentle hands.',
            "6-7":
              "That night, {C} lay in bed with the same pillow that had been in the battle, now just a soft, ordinary pillow again. {C} thought about the sting, and the fist, and how much better the game had been once there were words in it. {name} fell asleep planning another fortress, maybe at {world}, with a rule about truces from the very start.",
            "8-10":
              "That night, {C} lay in bed at {home}, head on a pillow that had seen active combat. The nose had stopped throbbing. {C} thought about how close the pillow war had come to ending in tears, and how one second of freezing had changed the ending completely. {name} drifted off to sleep designing the next fortress, an outdoor one at {world}, with the pause rule built in from the start.",
          },
        },
      },
    },
  ],
};
