import type { BehaviorStory } from "../episode-types";

/** Sharing: giving a turn without losing the thing for good (My Turn, Your Turn). */
export const notSharing: BehaviorStory | null = {
  childTerms: "sharing toys and taking turns",
  strategy: {
    name: "My Turn, Your Turn",
    steps: [
      'Say when the turn will come: "You can have it after I count to twenty"',
      "Count your turn out loud, then hand it over",
      "Count the other turn too, and it comes back to you",
    ],
    why: "Children hold on tight because they are not sure a toy will come back. Naming when the turn will change, and counting it out loud, gives them control and proof that it returns. Sharing becomes a swap they run themselves, not a loss.",
    refrain: "My turn, your turn, round and round it goes.",
    toddlerSteps: ["Count to ten", "Hand it over"],
    smallFirstStep: 'Say "You can have it next"',
  },
  // Other words for a shout or a tub, where a parent asks to leave them out.
  insteadOf: [
    [/"Mine!" \{name\} shouted\./g, '"Mine!" {name} cried.'],
    [/\bthe tub of blocks\b/g, "the box of blocks"],
  ],
  titles: ["{name}'s Turn, Your Turn", "{name} and the Round-and-Round Turn", "Round and Round It Goes", "{name}, {Hfull} and the Counting Turn"],
  // Ages 8-10, the two-tries shape's first try alone: this behavior's own wrong tries (never another behavior's paragraph).
  firstTry:
    "{C} tried holding on tighter, which felt sensible for about two seconds. Then {C} tried explaining, at length, why it was really {C's} turn, with several excellent points nobody wanted to hear. The tighter {C} held on, the tighter the {feeling} feeling held on too. Being right, {C} {was} starting to notice, was not the same as having any fun.",
  scenes: {
    helper: [
      {
        text: {
          "2-3":
            'Then {H} {Harrive}. {H} saw {name} holding tight. {H} saw {O} looking sad. "Oh dear," said {H}. "Is it hard to share?" "It\'s mine," {C} said in a small voice. "It is yours," said {H}. "And I know a trick."',
          "4-5":
            'That was when {Hintro}, {Harrive}. {H} looked at {name}, holding on tight, and at {O}, looking sad. "Hmm," said {H}. "It looks like a tricky moment." {C} held on tighter. "If I give it, I won\'t get it back," {C} said. "Ah," said {H}, nodding. "That\'s a very good reason to hold on. But I know a way to share that brings it back."',
          "6-7":
            'That was when {Hintro}, {Harrive}. {H} didn\'t say anything about sharing straight away. {H} just asked, "What\'s the worry?" {C} {was} surprised to be asked. "If {O} gets it, it\'ll be ages before I get it back," {C} said. "Maybe never." {H} sat down right there, as if there were all the time in the world. "That makes sense. Nobody wants to give something away for ever. But a turn isn\'t for ever. A turn has an end, if you know how to make one."',
          "8-10":
            'That was when {Hintro}, {Harrive}. {H} took in the scene: {name} gripping tight, {O} looking hurt, the air thick with the word mine. {H} tilted {hp} head. "Can I guess what you\'re thinking? You\'re thinking that if you let go, you\'ll be waiting all day." {C} hesitated. "Basically." "That\'s a fair worry," said {H}. "The problem isn\'t sharing. It\'s not knowing when it comes back. So let\'s fix that part."',
        },
      },
      {
        text: {
          "2-3":
            'Just then, {H} {Harrive}. "Hello, {name}," said {H}. "Mine, mine?" {C} held on tight. {O} looked sad. "It\'s hard to let go," said {H}. "What if it comes back? Round and round, like a ball." {C} peeked up.',
          "4-5":
            'Just then, {H} {Harrive}. "Goodness," said {H} kindly. "That\'s a very tight hold." {C} looked at {O}, then down at {their} feet. "It\'s mine," {C} muttered. "I\'m not being unkind. I just want it." "Of course you do," said {H}. "It\'s a good thing to want. And I know how you can have it and share it too. It\'s a round-and-round sort of trick."',
          "6-7":
            'Just then, {H} {Harrive}. {H} looked from {name} to {O} and back again. "Let me guess," {hs} said. "Somebody wants a go, and somebody else isn\'t finished." {C} nodded, still holding tight. "I only just got it," {C} said. "That\'s a good point," said {H}. "Your turn matters too. The trick is to make sure both turns happen, and everyone knows when."',
          "8-10":
            'Just then, {H} {Harrive}. "I\'m sensing a standoff," {hs} said. {C} didn\'t let go. "I had it first." "You did," said {H}. "And {O} would like a turn, and you\'d like it to be a very, very long time from now." {C} almost smiled. "Maybe." "Here\'s the thing," said {H}. "Holding on tight feels safe, but it makes everyone miserable, including you. There\'s a better way to keep your turn."',
        },
      },
      {
        text: {
          "2-3":
            '{H} {Harrive}. {H} looked at {C\'s} hands. Squeeze, squeeze! "You hold it so tight," said {H}. "Like a baby bird." {C} hugged it close. "Mine." {O} waited. Sniff. "I know a sharing trick," said {H}. "A little one, for friends."',
          "4-5":
            'Then {H} {Harrive}. {H} noticed {C\'s} knuckles, white from holding on. "You must like that a lot," said {H}. "What\'s the best thing about it?" {C} hadn\'t expected that question. "Everything," {C} said. "And if I let go, it\'ll be gone." {O} stood waiting, looking down. "I know a way to let go that isn\'t gone," said {H}. "Want to hear it?"',
          "6-7":
            'Then {H} {Harrive}. {H} crouched down to look, not at {O}, but at the thing in {C\'s} hands. "Wow. I can see why you don\'t want to let that go," {hs} said. {C} loosened {C\'s} grip, just slightly, surprised that somebody understood. "Everyone keeps saying share," {C} said. "But sharing just means losing it." "Not the way I do it," said {H}. "My way, it always comes back. There\'s a trick to it."',
          "8-10":
            'Then {H} {Harrive}. {H} studied the situation like a referee arriving at a very small, very tense match: one player holding on, one player waiting, neither of them blinking. "Let me guess," {H} said. "Someone asked for a turn, and a turn sounded like forever." {C} didn\'t deny it. "Turns always take forever. Nobody gives things back on time." "That\'s a scheduling problem," said {H}, "not a sharing problem. And scheduling problems can be fixed."',
        },
      },
      {
        text: {
          "2-3":
            'Just then, {H} {Harrive}. "I had a red ball once," said {H}. "I held it tight, tight. Nobody could play." {C} looked at {O}. {O} looked sad. "Not fun," said {H}. "Then I learned a trick. The ball came back!"',
          "4-5":
            'Just then, {H} {Harrive}. "Can I tell you about my kite?" {hs} said. "It was the best kite in the world, and I never let anyone fly it. So I flew it all by myself. All alone." {C} held on, but listened. "Was it fun?" "For a bit," said {H}. "Then it got lonely. I know a better way now. It lets you share and still get it back."',
          "6-7":
            'Just then, {H} {Harrive}. {H} looked at {name}, then at {O}, as if remembering something. "When I was little, I had a shiny whistle," {hs} said. "I guarded it so hard that I never actually blew it. I was too busy guarding." {C} frowned. "That\'s silly." "Very silly," said {H}. "Guarding is hard work. I found a way to stop guarding, and the whistle still came back to me every time."',
          "8-10":
            'Just then, {H} {Harrive}. {hs} surveyed the standoff and said, "I once spent a whole summer guarding a bike. Nobody else rode it. I barely rode it either, because I was so busy guarding it." {C} didn\'t loosen {C\'s} grip. "This is different." "It always feels different," said {H}. "But here\'s what I learned: guarding is a full-time job, and the pay is terrible. There\'s a way to keep your turns without guarding anything."',
        },
      },
    ],
    strategy: [
      {
        text: {
          "2-3":
            '"It is called My Turn, Your Turn," said {H}. "Two parts. First, count to ten." {C} counted. One, two... all the way to ten! "Then hand it over," said {H}. {C} held out both hands, just to try. Here you go! "Count, then give," said {H}. {refrain}',
          "4-5":
            '"It\'s called My Turn, Your Turn," said {H}. "First, you tell your friend when. You say, \'You can have it after I count to twenty.\' Then you count out loud, and when you get to twenty, you hand it over." {C} frowned. "And then?" "Then you count again," said {H}. "And at twenty, it comes back to you. Round and round."',
          "6-7":
            '"It\'s called My Turn, Your Turn," said {H}. "You tell the other person when the next turn is coming. Something like, \'You can have it after I count to twenty.\' Then you count, out loud so everyone can hear, and hand it over. Then you count the other turn too." {C} counted to twenty under {C\'s} breath, testing it. "So I know exactly when I get it back?" "Exactly," said {H}. "That\'s the whole secret."',
          "8-10":
            '"It\'s called My Turn, Your Turn," said {H}. "You decide when the turn changes and you say it out loud: \'You can have it after I count to twenty.\' Then you count. Then it goes over, and the other turn gets counted too." {C} considered it. "So I\'m in charge of the handover?" "You\'re the referee," said {H}. "Nobody\'s taking anything. You\'re running a schedule. It\'s much less stressful than guarding it all day."',
        },
      },
      {
        text: {
          "2-3":
            '{H} had a plan. "Count to ten," said {H}. {C} counted on {C\'s} fingers. One, two... up to ten! "Now hand it over," said {H}. {C} pretended. Here you go! Count, then give. Just two things. {refrain}',
          "4-5":
            '"Here\'s the trick," said {H}. "It\'s called My Turn, Your Turn. You say, \'You can have it when I\'ve counted to twenty.\' Then you count, nice and loud. At twenty, you hand it over. Then everyone counts the next turn. At twenty, back it comes." {C} looked doubtful. "Really back?" "Really back," said {H}. "Counting is a promise that everyone can hear."',
          "6-7":
            '"Here\'s something that helps," said {H}. "It\'s called My Turn, Your Turn. First you say when the swap will happen. Then you count your turn out loud. Then it\'s the other person\'s go, and you count that too." {C} frowned. "What if they don\'t give it back?" "That\'s why the counting is out loud," said {H}. "Everyone hears it. A counted turn is much easier to give back than a turn that never ends."',
          "8-10":
            '"Try this," said {H}. "It\'s called My Turn, Your Turn. You announce the deal: \'You can have it after I count to twenty.\' You count your turn out loud. Then you hand it over and count the other turn." {C} looked skeptical. "And if they keep it?" "That\'s the beauty of counting out loud," said {H}. "It turns a vague promise into a public agreement. People are surprisingly good at keeping deals they can hear."',
        },
      },
      {
        text: {
          "2-3":
            '"Let\'s play a counting game," said {H}. "It is My Turn, Your Turn." First, count to ten. {C} counted with {H}. One, two... ten! Then hand it over. {C} held out two empty hands. Here you go! "Count, then give," said {H}. Together they clapped. Clap, clap! Turns are for friends. {refrain}',
          "4-5":
            '"Let\'s make it a game," said {H}. "It\'s called My Turn, Your Turn, and it works like a clock. You say when: \'You can have it after I count to twenty.\' Then you count out loud, tick, tock, and at twenty, you hand it over. Then the other turn gets counted too, and at twenty, it comes back." {C} counted on {C\'s} fingers and ran out of fingers halfway. "Twenty is a lot of fingers." "Toes can help," said {H}. Together they counted on fingers and toes, and it felt a bit like a magic trick that friends could share.',
          "6-7":
            '{H} told {Cobj} a secret: sharing is hard for everybody, which is why people invented lines and timers and taking turns. "Mine is called My Turn, Your Turn," said {H}. "Step one: you say when the turn will change, like \'You can have it after I count to twenty.\' Step two: you count your turn out loud, then hand it over. Step three: you count the other turn too, and it comes back to you." {C} thought about that. "So the counting keeps it fair?" "The counting keeps everyone honest," said {H}. "Including you. That\'s how friends play together."',
          "8-10":
            '"Think of it as a contract," said {H}. "A very short one. It\'s called My Turn, Your Turn. Clause one: you name the terms out loud, \'You can have it after I count to twenty.\' Clause two: you count your turn, audibly, and then you hand it over. Clause three: the other turn gets counted too, and it comes back to you." {C} narrowed {C\'s} eyes. "What if someone breaks the contract?" "Then everyone heard the count," said {H}. "Public deals are very hard to wriggle out of. Ask any lawyer. Or any friends who have ever played together."',
        },
      },
      {
        text: {
          "2-3":
            '{H} pushed a pretend swing. Whoosh, away it went. Whoosh, back it came. "My Turn, Your Turn is like a swing," said {H}. "First, count to ten." {C} counted. One, two... ten! "Then hand it over. Whoosh!" {C} held out two hands. Away went the turn. "And whoosh," said {H}. "Back it swings!" {refrain}',
          "4-5":
            '"It\'s called My Turn, Your Turn," said {H}, "and it works like a swing. A swing goes away, and then it always swings back." {H} swung {hp} arm out and back. "First you say when: \'You can have it after I count to twenty.\' You count out loud, and at twenty, whoosh, it swings over to {O}. Then everybody counts that turn too, and at twenty, whoosh, it swings back to you." {C} swung an arm too, away and back. "What keeps it swinging?" "The counting," said {H}. "Counting is the push."',
          "6-7":
            '"Here\'s a question," said {H}. "Do you know how a library works?" {C} did, mostly. "They lend you a book, and they tell you when it\'s due back," said {H}. "Nobody at the library cries when a book goes out, because everyone knows when it\'s coming home. My Turn, Your Turn is a library for toys. Step one: you give the due date, out loud: \'You can have it after I count to twenty.\' Step two: you count your turn, then lend it. Step three: you count the other turn, and it comes home to you." {C} liked the idea of being the librarian. "Do I get a stamp?" "You get a voice," said {H}. "That\'s better than a stamp."',
          "8-10":
            '"Libraries have been sharing books for hundreds of years," said {H}, "and not one librarian has ever shouted \'Mine.\' Do you know why?" {C} guessed. "Because the books belong to the library?" "Because every book has a due date," said {H}. "My Turn, Your Turn works the same way. You announce the due date first: \'You can have it after I count to twenty.\' You count your own turn out loud, then you lend it. Then the other turn gets counted too, and it comes back. No fines." {C} thought about it. "So I\'m the librarian." "Head librarian," said {H}. "Very powerful position. Mostly involves saying \'shh\' and counting to twenty."',
        },
      },
    ],
    practice: [
      {
        text: {
          "2-3":
            'They played pretend. "Here is a magic egg," said {H}. It was not really there. {C} held the magic egg and counted. One, two... ten! Then {C} handed the egg to {H}. Gently, gently. {H} held it a while, then gave it back. {C} gave the magic egg a pat. {refrain}',
          "4-5":
            'They practiced with a pretend treasure: an invisible golden egg. {C} held it very carefully. "You can have it after I count to twenty," {C} told {H}. {C} counted, then handed it over. {H} counted twenty, slowly, and handed it back. "It came back!" {name} giggled and hugged the invisible egg. They did it again, faster, until the egg was practically flying.',
          "6-7":
            'They practiced with something that wasn\'t there at all: an invisible golden egg, very precious and slightly wobbly. {C} announced, "You can have it after I count to twenty," counted, and handed it to {H} with great care. {H} counted twenty and handed it straight back. It felt silly, and then it felt surprisingly easy. "Again," said {C}. "But this time the egg is a dragon\'s egg."',
          "8-10":
            "They practiced with an imaginary object, which {C} declared was a priceless golden egg. {C} announced the deal, counted twenty out loud, and handed it over. {H} counted twenty and handed it back with a little bow. They did it three more times, with {Cobj} inventing increasingly dramatic objects: a crown, a meteorite, the last slice of pizza on Earth. By the end, the handover felt automatic, almost boring. Which, {C} realized, was the point.",
        },
      },
      {
        text: {
          "2-3":
            '{H} found a pretend balloon. Boing, boing! {C} held the string and counted. One, two... ten! Then {C} handed the balloon to {H}. Boing! {H} bounced it, then gave it back. "Again!" Count, then give. {refrain}',
          "4-5":
            'They practiced passing a pretend hat. It was very tall and very wobbly. {C} wore it first. "You can have it after I count to twenty," {C} said, and counted, then passed it to {H}. {H} wore it at a silly angle while counting twenty, and then it came back. "Your turn went fast," said {C}, surprised. {H} nodded and said, "Turns usually do."',
          "6-7":
            'For practice, {C} invented the Invisible Trophy, which belonged to whoever was holding it. {C} held it first and counted twenty, feeling very much like a champion. Then {C} passed it to {H}, which was a strange feeling. For twenty whole seconds, somebody else was the champion. But then {H} counted to twenty and passed it straight back. "Huh," said {C}. "It\'s still mine, sometimes. It\'s just ours the rest of the time."',
          "8-10":
            'They rehearsed with a pretend television remote, the most fought-over object in any house. {C} set the terms: "Twenty seconds each, counted out loud, no skipping numbers." {H} agreed solemnly. They passed the pretend remote back and forth, each choosing an imaginary channel. {C} picked nature documentaries. {H} picked a cooking show about soup. By round four, {C} {was} almost enjoying the soup. Sharing, it turned out, sometimes meant finding out that other people\'s channels were worth a look.',
        },
      },
      {
        text: {
          "2-3":
            "{H} had a pretend magic drum. It sparkled! {C} played it. Boom, boom! Then {C} counted. One, two... ten! {C} handed the drum to {H}. Here you go! Boom, boom went {H}. Then back came the drum. Boom! {refrain}",
          "4-5":
            'They practiced with a pretend drum. {C} banged it first, boom, boom, and said, "You can have it after I count to twenty." {C} counted out loud, one bang for every number, and handed it over. {H} drummed a very silly song while counting to twenty, then passed the drum straight back. "That was quick!" said {C}, and played a drumroll to celebrate. Brrrrrm! They played it together, like two friends in a band.',
          "6-7":
            'For practice, they opened a pretend music store with just one instrument: an invisible trumpet. {C} played first, announcing, "You can have it after I count to twenty." Twenty loud, tootling counts later, {C} handed the trumpet to {H}. {H} played something that sounded like a goose with hiccups, counted twenty, and handed it back. {C} had to admit that listening to {H\'s} turn had been almost as fun as having one.',
          "8-10":
            'Then came a practice round with the hardest pretend object {C} could think of: a video game controller, mid-level. {C} set the terms, counted twenty out loud, and handed it over in the middle of a pretend boss fight, which took real willpower. {H} played twenty seconds of imaginary game with enormous concentration, then handed it back. "You lost a life," {C} observed. "Worth it," said {H}. "Also, it\'s your problem now."',
        },
      },
      {
        text: {
          "2-3":
            'They practiced with a pretend bunny. Hop, hop! The bunny sat on {C\'s} lap. {C} counted. One, two... ten! Then the bunny hopped to {H}. Hop! {H} counted ten. Then back came the bunny! {C} gave it a stroke. "Again!" {refrain}',
          "4-5":
            'For practice, they took turns leading a pretend pony around the room on a pretend rope. {C} held the rope first. "You can have the pony after I count to twenty," {C} said, and counted, clip-clopping around the sofa. At twenty, {C} handed the rope to {H}. The pretend pony pulled {H} straight to the kitchen. {C} counted {H\'s} turn out loud, and at twenty, back came the rope. "Good pony," said {C}. "You came back to me." The pretend pony swished its pretend tail.',
          "6-7":
            'For practice, {H} said they should use something real. {C} chose a favorite pencil, which was brave. "You can have it after I count to twenty," {C} said, and drew a fast, proud rocket while counting. Then {C} handed the pencil over. {H} used twenty seconds to draw a horse that looked more like a sofa. {C} counted every second of it out loud, and at twenty, the pencil came home. It was still the same pencil. It was just a bit more famous now.',
          "8-10":
            '{H} suggested practicing with something real, because pretend objects never really hurt to hand over. {C} chose the best pen in the house, the one that wrote in four colors. {C} announced the terms: twenty seconds each, counted out loud. {C} wrote {C\'s} name in all four colors, then handed the pen over. {H} spent twenty seconds drawing a horse that looked like a sofa with opinions. {C} counted, and at twenty the pen came straight back. "Your horse has no legs," {C} said. "It\'s a sitting horse," said {H}. The handover, {C} noticed, had hardly hurt at all.',
        },
      },
    ],
    celebration: [
      {
        text: {
          "2-3":
            '{G} saw it all. {G} clapped, clap, clap. "You shared! You counted. You gave a turn. And it came back!" {C} smiled a big smile. Hooray! {C} felt warm and proud. Round and round, like a happy wheel. {refrain}',
          "4-5":
            '{G} had seen the whole thing. "You took turns, {name}," {G} said. "You told {O} when, you counted, and you kept your promise." {C} felt {their} cheeks go pink and happy. {H} gave a little cheer. It was a funny thing. Giving a turn had felt scary. Now it felt like the best part of the game.',
          "6-7":
            '{G} was smiling. "I saw what you did," {G} said. "You wanted it, and you still made a fair plan and stuck to it. That\'s not easy." {C} shrugged, but {their} face was glowing. {H} gave a satisfied nod. The strange part was that the game had become more fun, not less. Having someone to take turns with, {C} thought, was better than having something all to {themself}.',
          "8-10":
            '{G} had been watching from a tactful distance. "Can I just say," {G} began. "You\'re going to say something about sharing," said {C}. "I\'m going to say something about fairness," said {G}. "You set the rules, you kept them, and nobody had to step in." {C} tried to look casual about it. {H} gave a small, approving nod. Underneath, {C} felt something solid. Being the one who makes things fair, it turned out, felt pretty good.',
        },
      },
      {
        text: {
          "2-3":
            '{H} cheered. Hooray! {G} clapped. Clap, clap! "What good turns," said {G}. {O} smiled too. Then {C} did a happy hop. Hop, hop! {C} shared. And it came back! {C} felt so big and proud. {refrain}',
          "4-5":
            '"Well done!" {H} cheered, and {G} gave {name} a squeeze. "That was lovely turn-taking," said {G}. "You counted so clearly, everyone knew exactly when." {C} beamed. {O} was smiling too, and that made {Cobj} feel even better. Sharing, {C} decided, was a bit like a see-saw. It only worked when both people had a go.',
          "6-7":
            '{H} gave a happy little cheer, and {G} looked very proud. "You did My Turn, Your Turn all by yourself," {G} said. "You said when, you counted, and you handed it over." {C} grinned and did a little referee whistle. It had been hard at the start, holding that first turn out to someone else. But it had come back, just like {H} said. {C} felt fair, and kind, and surprisingly tall.',
          "8-10":
            '{H} gave an approving nod, and {G} looked impressed. {G} said, "That was extremely well refereed." {C} bowed to an invisible crowd. "I\'m thinking of going professional." But underneath the joke, {C} felt different. Letting go had been the hard part, and it had only lasted a second. After that, the counting did the work. {C} {was} starting to suspect that most things that felt like losing were really just waiting, with better manners.',
        },
      },
      {
        text: {
          "2-3":
            '{G} said, "What a good turn-taker!" {C} twirled in a circle. Whee! {H} spun too. {O} smiled a big smile. What a happy game. {C} felt happy inside. My turn, then yours. Nobody sad. Everyone playing. {refrain}',
          "4-5":
            '{G} looked over at the game and smiled. "Now that is what fair looks like," said {G}. {C} felt proud and glowy. Giving the turn had felt like a big wobble at first, like standing at the top of a slide. Then whoosh, it was fun again, and the turn came back.',
          "6-7":
            '"I saw you wanting to hold on," said {G}. "And I saw you count, and let go anyway, and then wait for it to come back. That\'s trust." {C} hadn\'t thought of it as trust. {C} had thought of it as counting. But maybe they were the same thing. {C} felt proud and a little grown-up, and {O} was smiling, and the whole game felt bigger with two people in it.',
          "8-10":
            '{G} caught {C\'s} eye. "That was a masterclass in fairness," {G} said. "Should I charge admission?" "Only if I get a turn with the money," said {C}. {C} felt a settled, unshowy kind of pride. It was odd, when {C} thought about it. Holding on had felt safe, but lonely. Handing over had felt risky, and then it had come back, with company attached. {C} decided that was a pretty good trade.',
        },
      },
      {
        text: {
          "2-3":
            'Then {O} counted too. One, two... ten! "Your turn!" said {O}, and back it came. {G} clapped. Clap, clap! "Look! Now you both do turns." {C} felt warm inside. Round and round. {refrain}',
          "4-5":
            'Then something surprising happened. When {C\'s} next turn came, {O} counted it without being asked, out loud, all the way to twenty. {G} laughed. "Look at that," said {G}. "You taught {O} your trick without even trying." {C} felt proud and bouncy. Sharing, it turned out, was catching, like giggles.',
          "6-7":
            'A few turns later, {O} started saying it first: "You can have it after I count to twenty." {C} stared. That was {C\'s} line. {G} caught {C\'s} eye and smiled. "You started that," {G} said quietly. "Fair is catching." {C} felt proud, and a bit tall, and only slightly annoyed that {O} counted faster than {Cobj}. Being copied, {C} decided, was a kind of compliment.',
          "8-10":
            'The strangest part came a few minutes later, when {O} announced, unprompted, "You can have it after I count to twenty," and then actually did. {C} looked at {G}. {G} looked back. "You\'ve started a trend," {G} said. "Is it too late to charge for it?" asked {C}. "Much too late," said {G}. "But I\'m proud of you for free." {C} felt a settled kind of pride. Fairness, it turned out, spread faster than arguments, once somebody went first.',
        },
      },
    ],
  },
  talkAbout: [
    "Can you remember the steps of {name's} My Turn, Your Turn?",
    "Which of your toys is the hardest to share? Why?",
    "How do you think {O} felt when {name} gave a turn?",
    "What could you count to while you wait for your turn?",
    "Is there one special thing you would like to keep just for you?",
  ],
  episodes: [
    {
      id: "scooter-park",
      moment: "a go on the scooter",
      place: "park",
      time: "afternoon",
      props: ["scooter", "ball"],
      other: { role: "friend", kind: "child" },
      feeling: ["worried", "anxious"],
      summary: "{C} won't let a friend have a turn on {their} new scooter",
      object: "scooter",
      talkAbout: "What could you do while you wait for your turn on something?",
      scenes: {
        opening: {
          text: {
            "2-3":
              '{C} had a new scooter. A red one! Zoom, zoom along the path by {world}. {G} walked behind. Then {C\'s} friend {O} came, with a bouncy ball. Bounce, bounce. {O} looked at the scooter. {O} looked and looked. "Ooh," said {O}.',
            "4-5":
              '{C} had a brand-new red scooter, and it was the fastest thing in the whole world. One sunny afternoon, {C} zoomed along the smooth path by {world} while {G} walked behind. Then {C\'s} friend {O} arrived, bouncing a ball. {O} stopped bouncing. {O\'s} eyes went very wide. "Wow," said {O}. "Is that yours?"',
            "6-7":
              '{C} had been given a new scooter for {their} birthday: red, shiny, with wheels that lit up when they spun. On Saturday afternoon, {C} took it to the smooth path by {world} and zoomed up and down while {G} sat on a bench. Then {C\'s} friend {O} came along the path, bouncing a ball, and stopped short. "Whoa," said {O}. "Light-up wheels?"',
            "8-10":
              "{C's} new scooter was, objectively, the best scooter on the smooth path by {world} that afternoon. It was red, it folded in one click, and its wheels lit up. {C} had done eleven laps while {G} read on a bench. Then {C's} friend {O} wandered over, bouncing a ball, and stopped mid-bounce. \"Is that the one with the light-up wheels?\" The ball rolled away, forgotten. {C} felt a small, unmistakable alarm go off.",
          },
        },
        problem: {
          text: {
            "2-3":
              '{O} pointed at the scooter. "Can I have a turn?" {C} stamped a foot. "No! Mine!" {C} held the scooter tight. Both hands. {O\'s} face went sad. {O} dropped the ball. Bump. {G} looked over. Oh dear. Nobody was having fun now.',
            "4-5":
              '{O} came closer to look at the shiny wheels. "Can I have a turn?" "No," said {C}, gripping the handlebars with both hands. "It\'s mine." {O} asked again, nicely. "Just one little go?" {C} turned the scooter away. "Mine!" {O\'s} face crumpled, and the ball rolled away into the grass. Suddenly nobody was having fun at all, not even {name}.',
            "6-7":
              '{O} came over, bouncing the ball. "Can I have a turn?" {C} gripped the handlebars. "No. It\'s new." "Just one go?" "No. Mine." {C} scooted a little way off and kept going up and down, pretending not to see {O} standing there. {O} sat down on the grass with the ball. {C} kept scooting, but the laps didn\'t feel as fast any more. They felt lonely.',
            "8-10":
              '{O} tucked the ball under one arm. "Can I try it?" "It\'s really new," said {C}, which was true, but not an answer. "Just one lap?" "Maybe later." {C} said it the way people say maybe later when they mean no. {O} sat down on the grass and bounced the ball, slowly, not looking at anyone. {C} did three more laps. They were the least fun laps of the afternoon. Even the light-up wheels seemed dimmer.',
          },
        },
        feeling: {
          text: {
            "2-3":
              "{name} felt {feeling}. What if {O} went far away? What if {O} kept it all day? {C's} tummy went tight. {C's} hands held on. Tight, tight. The scooter was so new. But {O} looked so sad.",
            "4-5":
              "{name} felt {feeling}. What if {O} zoomed off and never gave it back? What if {O} scratched the shiny red paint? {C's} tummy felt tight and {their} hands held on even tighter. But {O} looked so sad, sitting on the grass. And playing alone wasn't as much fun as {C} had thought it would be.",
            "6-7":
              "{name} felt {feeling}. The scooter was brand new, and {C} had waited so long for it. What if {O} went too fast and crashed? What if {O} didn't give it back for ages? {C's} stomach was tight, and {their} fingers wouldn't loosen on the handlebars. But there was another feeling underneath: {O} was {C's} friend, and friends weren't meant to sit on the grass alone.",
            "8-10":
              "{name} felt {feeling}, and slightly silly for feeling it, which made everything worse. The scooter was new, and new things feel fragile. If {O} took it, who knew when it would come back? Maybe {O} would love it and ride it for an hour. But watching {O} sit there was worse than any scratch. {C} had an uncomfortable suspicion that the scooter wasn't the problem. Letting go was. And {C} had no idea how to do that part.",
          },
        },
        stumble: {
          text: {
            "2-3":
              '{C} tried the trick. "After ten," said {C}. {C} counted. One, two, three... up to ten. Then {C} gave {O} the scooter. But then! {C} grabbed it back. Too soon! {O} frowned. "Oops," said {C}. "I forgot to count your turn."',
            "4-5":
              '{C} decided to try. "You can have it after I count to twenty," {C} told {O}. {C} counted out loud, and at twenty, {C} handed over the scooter. But as soon as {O} zoomed off, {C} ran after it. "My turn again!" {O} stopped, confused. "I only just got it!" {C} stopped too. "Oh," said {C}. "I forgot to count your turn."',
            "6-7":
              '{C} took a deep breath. "You can have it after I count to twenty." {C} counted, a bit fast, and handed it over. {O} beamed and pushed off. But watching the scooter roll away was awful. By the time {O} reached the bench, {C} {was} running after it. "That\'s enough!" {O} wobbled to a stop. "That wasn\'t even twenty!" {C} went pink. It was true. {C} had forgotten to count the other half.',
            "8-10":
              '{C} tried it. "You can have it after I count to twenty." {C} counted, handed the scooter over, and watched {O} push off. It lasted about six seconds before {C} {was} jogging alongside. "Careful with the brake. Actually, maybe I\'ll have it back." {O} stopped. "I\'ve literally just started." {C} winced. That was fair. {C} had done the first half of the deal and then skipped straight to the part where it came back.',
          },
        },
        success: {
          text: {
            "2-3":
              '{C} tried again. "After ten, your go," said {C}. Ten! {C} gave the scooter. Then {C} counted {O\'s} turn. One, two, three... ten! Back came the scooter. Zoom! Then {O} again. Zoom! {refrain} They both laughed and laughed.',
            "4-5":
              'So {C} tried again, the whole way. "Twenty for me, then twenty for you." {C} counted, handed it over, and then counted {O\'s} turn too, out loud, while bouncing {O\'s} ball. At twenty, {O} scooted back and handed it over. "Your turn!" It really did come back! After that they swapped again and again, scooter and ball, until the sun went orange.',
            "6-7":
              '{C} tried again, properly this time. "Twenty each. I\'ll count both." {C} counted twenty, handed the scooter over, then picked up {O\'s} ball and counted {O\'s} turn out loud, bouncing on every number. At twenty, {O} came back and handed it over without a fuss. "Your turn!" Swap after swap, the counting kept it fair, and the afternoon turned into a game of scooter-and-ball relay.',
            "8-10":
              '{C} reset. "Okay. Proper deal. Twenty seconds each, and I\'ll count yours too." Then {C} had an idea. "Actually, whoever\'s not scooting is in charge of the ball, and bounces it once a second as the timer." {O} caught the ball with a grin. "A ball clock." It worked brilliantly. Nobody argued about counting fast, because the ball kept the beat. By the end they had a relay with rules, penalties and a trophy, which was a stick.',
          },
        },
        echo: {
          day: 1,
          time: "morning",
          place: "garden",
          props: ["bike"],
          text: {
            "2-3":
              'The next morning, {O} came to play. In the garden stood {C\'s} bike. Ding, ding went the bell. "Can I have a turn?" So {C} took a big breath. "After ten," said {C}. One, two... ten! Then {O} had a go. Then {C}. Round and round!',
            "4-5":
              'The next morning, {O} came over to play in the garden, and spotted {C\'s} old blue bike. "Can I have a turn?" {C\'s} hands started to hold on. But then {C} remembered. "You can have it after I count to twenty," {C} said. And this time {C} counted both turns, all by {themself}, without anyone reminding {Cobj}.',
            "6-7":
              'The next morning, {O} came over and headed straight for {C\'s} bike, leaning against the garden wall. "Can I ride it?" {C} felt the old tightness start. Then {C} noticed it, and did the trick without anyone asking. "You can have it after I do one lap of the garden. Then it\'s twenty for you, and I\'ll count." {O} nodded happily. The bike went around and round all morning.',
            "8-10":
              'The next morning, {O} came over and eyed the bike leaning against the garden wall. "Is that yours too? You have all the good wheels." {C} felt the familiar grip start in {their} chest and recognized it. "One lap for me, then one for you," {C} said. "I\'ll count yours." Then {C} added a twist. "Loser of the next race does the counting." {O} lost twice. Nobody minded at all. {O} said losing was actually the best job, because you got to shout the numbers.',
          },
        },
        ending: {
          time: "evening",
          place: "living room",
          props: ["scooter"],
          text: {
            "2-3":
              'That evening, the red scooter rested by the door. {C} {was} sleepy and happy. "You took turns," said {G}. "And it came back!" {C} yawned a happy yawn. Turns were fun. {refrain} Good job, {name}.',
            "4-5":
              'That evening, the red scooter leaned by the front door, a little bit muddy and very well used. {G} gave {name} a cuddle on the sofa. "You were a fantastic turn-taker," {G} said. {C} yawned and smiled. The scooter had gone round and round, and it had always come back. {name} felt warm, and kind, and happy.',
            "6-7":
              'That evening, the scooter leaned by the front door with mud on its shiny wheels. {C} didn\'t mind the mud at all. It was the mud of a good afternoon. "You worked out how to share something new," {G} said. "That\'s one of the hardest kinds." {name} curled up on the sofa, tired and happy. Turns, {name} decided, made the best things even better.',
            "8-10":
              'That evening, the scooter leaned by the front door with grass stuck in its light-up wheels, looking like it had seen some things. {G} glanced at it. "Good day?" "We invented a sport," {C} said. "It has a trophy." "Is the trophy a stick?" "It\'s a very good stick." {G} laughed and asked to see it after dinner. {name} stretched out on the sofa, pleased in a way that was nothing to do with owning a scooter at all.',
          },
        },
      },
    },
    {
      id: "gold-crayon",
      moment: "drawing time",
      place: "classroom",
      time: "morning",
      props: ["crayons", "drawing", "table"],
      other: { role: "classmate", kind: "child" },
      feeling: ["grumpy", "annoyed"],
      summary: "{C} won't share the only gold crayon at drawing time",
      object: "gold crayon",
      talkAbout: "What would you draw with a gold crayon?",
      scenes: {
        opening: {
          text: {
            "2-3":
              "It was drawing time at school. Out came the crayons! Red, blue, green. And one gold crayon. Just one! {C} got the gold one. Scribble, scribble. A gold sun! Outside the window was {world}. Next to {Cobj} sat {O}.",
            "4-5":
              "It was drawing time in {C's} classroom. Through the window, {C} could see {world}. On the table was a big tub of crayons, and in the tub was one very special crayon. It was gold, shiny and sparkly. {C} grabbed it first. {C} {was} drawing a queen with a gold crown. Next to {Cobj} sat {O}, drawing a star.",
            "6-7":
              "It was drawing time, and the classroom smelled of crayons and pencil shavings. Outside the window, the morning sun shone on {world}. In the middle of the table was the crayon tub, and in the tub there was exactly one gold crayon. {C} had gotten to it first. {C} {was} drawing a dragon with a hoard of gold treasure. Beside {Cobj}, {O} was drawing a night sky.",
            "8-10":
              "Drawing time was usually peaceful. Today it had a problem, and the problem was that the crayon tub contained exactly one gold crayon. {C} had claimed it in the first five seconds and was now using it to fill an entire treasure chest, coin by coin. Beyond the window lay {world}, bright in the morning sun. Across the table, {O} was drawing a starry sky. A starry sky that, {C} could tell, urgently needed gold.",
          },
        },
        problem: {
          text: {
            "2-3":
              '{O} held out a hand. "Can I have the gold?" {C} shook {C\'s} head. "No! Mine!" {C} hid the gold crayon. Hide, hide, in a fist. {O\'s} star was still gray. {O} looked sad. {O} put down the other crayons. Drawing time was not fun now.',
            "4-5":
              '{O} pointed at the gray star on {O\'s} paper. "Can I have the gold crayon, please? For my star?" "No," said {C}, and held it tight in {their} fist. "I\'m using it." {O} waited. {C} colored very slowly. {O} asked again. "Please?" "Mine," said {C}. {O\'s} star stayed plain and gray, and {O} pushed the drawing away with a sad little sigh.',
            "6-7":
              '{O} leaned across the table. "Can I borrow the gold when you\'re done?" "I\'m not done," said {C}, and kept coloring. Five minutes later, {O} asked again. "I still need it," said {C}, even though the treasure was nearly finished. {C} started adding gold to the dragon\'s claws, just to keep going. {O} put down the gray crayon and stared at the unfinished stars, looking fed up.',
            "8-10":
              '{O} had been waiting with a gray star for some time. "Can I have the gold after you?" "Still using it," said {C}. Ten minutes later, the treasure chest was full. {C} began adding gold to the dragon\'s teeth, then the border, then a small gold sun nobody had asked for. {O} watched. "You\'re just coloring things gold so I can\'t have it," {O} said. Which was, {C} had to admit privately, exactly what was happening. The dragon now had gold eyebrows.',
          },
        },
        feeling: {
          text: {
            "2-3":
              "{name} felt {feeling}. The gold was the best crayon! What if {O} kept it? {C's} face went cross. {C's} fist went tight. But the sun was all done. And {O's} star was still gray. Hmm.",
            "4-5":
              "{name} felt {feeling}. The gold crayon was the best one in the whole tub, and {C} had found it first. If {O} had it, {C} might never see it again. {C's} face felt hot and cross. But {C's} queen already had her crown. And {O's} star was still gray. {C} felt a little wobbly about that.",
            "6-7":
              "{name} felt {feeling}, in a prickly sort of way. {C} had gotten the gold first. That seemed like it counted for something. If {O} took it, the gold might get worn down, or snapped, or kept until home time. But there was an itchy feeling underneath the grumpy one. {C's} dragon was finished. {O's} stars were still gray. And {C} knew it.",
            "8-10":
              "{name} felt {feeling}, mostly at {O} for wanting it, and a little bit at {themself} for caring so much about a crayon. Getting it first had felt like winning. Handing it over felt like losing, even though the treasure chest was done. {C} knew the whole thing was slightly ridiculous. Knowing didn't make {C's} fingers let go. It just made {Cobj} feel ridiculous as well as grumpy.",
          },
        },
        stumble: {
          text: {
            "2-3":
              '{C} tried the trick. "Your turn!" {C} gave {O} the gold. Then {C} counted, fast, fast, fast. "Onetwothreefour... ten!" {O} had made one dot. "Too fast!" said {O}. "Oops," said {C}. That was not a real ten.',
            "4-5":
              '{C} tried the trick. "You can have it after I count to twenty." {C} counted and gave {O} the gold crayon. Then {C} counted {O\'s} turn, very fast. "Onetwothreefourfivesixseven... twenty! My turn!" {O} had colored one point of the star. "That wasn\'t twenty," said {O}. "That was one long word." {C} giggled, and then stopped. It was true.',
            "6-7":
              '{C} tried the trick. "You can have it after I count to twenty," {C} said, and counted, and handed it over. Then {C} counted {O\'s} turn at top speed, like a race commentator. "Onetwothreefourfive... nineteentwenty! Done!" {O} held up the page: one gold point of one star. "That was about three seconds," said {O}. {C} went pink. The numbers had all been there. The turn hadn\'t.',
            "8-10":
              '{C} tried it. "You can have it after I count to twenty." {C} counted, and handed it over with some ceremony. Then {C} counted {O\'s} turn at the speed of an auctioneer with a train to catch. "Onetwothreefourfive... nineteentwenty. Time\'s up." {O} held up the page: one gold point of one star. "That was four seconds." "Twenty numbers, though," said {C}. "Technically." {O} gave {Cobj} a look, and {C} had to admit that a count was supposed to be a promise, not a race.',
          },
        },
        success: {
          text: {
            "2-3":
              '{C} tried again. "Your turn. I count to ten," said {C}. One... two... three... all the way, slowly, to ten! {O} made a gold star. Sparkle! Then back it came. Then {O} again. {refrain} Two gold pictures! {O} gave {Cobj} a big smile.',
            "4-5":
              "{C} tried again, all the way. \"You have it for twenty, and I'll count.\" {C} counted {O's} turn out loud, slowly, while {O} colored a big gold star. At twenty, {O} handed it back. Then {C} gave the queen gold shoes, and counted again. Back and forth went the gold crayon, until the queen sparkled and the sky was full of gold stars.",
            "6-7":
              "{C} tried again, properly. \"You have it now. I'll count twenty, then it's me, then you again.\" {C} counted {O's} turn out loud, at a sensible speed, while {O} colored a star. At twenty, the crayon came back without a fuss. {C} did the dragon's eyes. Then it went back to {O}. Swap after swap, the gold went around the table, and somehow both pictures got finished faster.",
            "8-10":
              '{C} tried again, and this time had an idea. "Deal. Twenty seconds each, and we take turns doing the counting." Then {C} added, "And my dragon can live in your sky, if you want. Then it\'s kind of one picture." {O} grinned and drew a path of gold stars straight to {C\'s} treasure chest. By the end, the gold crayon was worn to a stub, and neither of them cared whose it was.',
          },
        },
        echo: {
          day: 1,
          time: "afternoon",
          place: "library",
          props: ["book"],
          text: {
            "2-3":
              'The next day, at the library, there was a dinosaur book. A boy wanted it too. {C} took a big breath. "After ten pages," said {C}. One, two... ten! Then {C} gave the boy the book. Roar! Then back it came.',
            "4-5":
              "The next afternoon, at the library, {C} found the best dinosaur book. But a little boy was reaching for it too. {C's} hands wanted to grab. Then {C} remembered. \"You can have it after I've looked at ten pages,\" {C} said. And {C} did, and handed it over, and counted the boy's ten pages too. Then they looked at the last page together.",
            "6-7":
              'The next afternoon, at the library, {C} and another child reached for the same dinosaur book at exactly the same moment. {C} felt the grumpy grip start. Then {C} noticed it, and let the trick take over. "Ten pages for me, then ten for you? I\'ll count." The boy nodded, amazed. By the end, they were sitting side by side, arguing happily about which dinosaur was the best.',
            "8-10":
              'The next afternoon, at the library, {C} and a boy of about six both reached for the only book about deep-sea fish. {C} felt the old grip start and recognized it immediately. "Ten pages each," {C} said. "You go first. I\'ll count." The boy looked stunned, as if nobody had ever offered him first go in his life. Twenty minutes later, they were reading it together, because the anglerfish page deserved an audience.',
          },
        },
        ending: {
          time: "evening",
          place: "kitchen",
          props: ["drawing"],
          text: {
            "2-3":
              'That evening, the drawing went on the fridge. A gold sun! {G} looked at it. "You shared the gold," said {G}. {C} smiled a big smile. Sharing was fun. {refrain} Well done, {name}.',
            "4-5":
              'That evening, {C\'s} drawing went up on the fridge, with its queen in a gold crown and gold shoes. {G} stood back to admire it. "And I hear you shared the gold crayon," {G} said. {C} nodded proudly. The gold had gone round and round the table, and it had always come back. {name} felt sparkly inside, like gold.',
            "6-7":
              'That evening, the dragon drawing went up on the fridge, its treasure gleaming with gold. {G} admired it for a long time. "Your teacher told me something," {G} said. "She said you came up with a fair way to share the gold crayon." {C} went pink and smiled. The gold crayon was a stub now. {name} didn\'t mind one bit. It had made two happy pictures instead of one.',
            "8-10":
              'That evening, the drawing went up on the fridge: a dragon, a treasure chest, and a path of gold stars leading off the edge of the paper into somebody else\'s sky. {G} studied it. "That\'s an interesting composition." "It\'s a collaboration," said {C}. "The other half is on {O\'s} fridge." {G} stuck it to the fridge with the best magnet. {name} felt a quiet satisfaction. Half a picture on each fridge felt better than a whole one on just one.',
          },
        },
      },
    },
    {
      id: "cousin-visit",
      moment: "the cousin's visit",
      place: "bedroom",
      time: "evening",
      props: ["toy train", "blocks", "teddy bear"],
      other: { role: "cousin", kind: "child" },
      feeling: ["cross", "upset"],
      summary: "{C} won't let a visiting cousin play with {their} toy train",
      object: "toy train",
      talkAbout: "Which toys would you put on a special shelf, and which could you share?",
      scenes: {
        opening: {
          text: {
            "2-3":
              "Knock, knock! {C's} cousin {O} came to visit, all muddy from {world}. {O} ran to {C's} room. Toys! A blue train. Some blocks. A teddy bear. {O} picked up the train. Choo, choo! But {C} watched, and frowned.",
            "4-5":
              "One evening, {C's} cousin {O} came to visit, still muddy from a day at {world}. The first thing {O} did was run into {C's} bedroom. There was the blue toy train on its track. There were the blocks and the old teddy bear. \"Ooh, a train!\" {O} picked it up. {C} stood in the doorway and didn't smile.",
            "6-7":
              "On Friday evening, {C's} cousin {O} came over for dinner, still muddy from an afternoon at {world}. Before coats were even off, {O} had rushed into {C's} bedroom. There was the blue toy train on its wooden track, a tub of blocks and {C's} very old teddy bear. {O} grabbed the train and started making it whistle. {C} watched from the door, arms folded.",
            "8-10":
              "On Friday evening, {C's} cousin {O} arrived for dinner, trailing mud from an afternoon at {world}. {O} was younger, louder and extremely interested in other people's belongings. Within a minute {O} was in {C's} bedroom, holding the blue toy train {C} had been building a track for all week. Next, {O} picked up the teddy bear and gave it a shake. {C} felt every hair on {their} neck stand up.",
          },
        },
        problem: {
          text: {
            "2-3":
              '"Mine!" {name} shouted. {C} grabbed the train. {C} grabbed the teddy too. "Mine, mine!" {O\'s} lip went wobble, wobble. {O} began to cry. {G} came running. "Oh dear," said {G}. Toys everywhere. Sad faces everywhere.',
            "4-5":
              '"That\'s mine!" {name} said, and pulled the train out of {O\'s} hands. Then {C} grabbed the teddy bear too, and the blocks, and held them all in a big, wobbly pile. "They\'re all mine!" {O\'s} lip wobbled, and then {O} started to cry. {G} came in. "Oh dear," said {G}. "What\'s happened here?"',
            "6-7":
              '"Put that down!" {C} marched over and took the train straight out of {O\'s} hands. Then {C} scooped up the teddy and the blocks for good measure. "They\'re mine. You can\'t play with any of them." {O\'s} face crumpled, and {O} began to cry loudly. {G} appeared in the doorway. "What\'s going on?" {C} held the pile tighter. "{O} was touching everything."',
            "8-10":
              '{C} took the train back a bit faster than was strictly polite. Then, for good measure, {C} took the teddy too, and moved the tub of blocks onto the top bunk. "Those are mine," {C} said. "You didn\'t even ask." {O\'s} lower lip began to shake, and then the crying started, loud enough to bring {G} up the stairs. {G} took in the scene: one weeping cousin, one fortress of toys, and one very stubborn {name}.',
          },
        },
        feeling: {
          text: {
            "2-3":
              "{name} felt {feeling}. {C's} train! {C's} teddy! {O} did not ask. {C's} face went hot. {C's} arms held tight. But {O} was so sad. And {O} was only small. Hmm.",
            "4-5":
              "{name} felt {feeling}. These were {C's} special things, in {C's} own room, and {O} hadn't even asked. What if {O} broke the train? What if {O} squashed teddy? {C's} face felt hot and {their} arms held on tight. But {O} was crying, and {O} had come all this way to play. {C} felt a little wobbly about that.",
            "6-7":
              "{name} felt {feeling}. It was {C's} room and {C's} things, and {O} had just walked in and taken them. The teddy was the worst part. Nobody touched the teddy. But underneath the cross feeling, something else was creeping in. {O} had come a long way, and {O} was only little, and now {O} was crying into {G's} sweater.",
            "8-10":
              "{name} felt {feeling}, and under that, invaded. {C's} room was the one place where everything stayed exactly where {C} put it. Now a small, muddy cousin was in it, picking things up. The teddy especially. The teddy was not for anyone. But {O} was sobbing into {G's} sweater, and {C} could already tell this evening was going to be long and miserable for everybody, including {name}. It was not how {C} had imagined the visit going.",
          },
        },
        stumble: {
          text: {
            "2-3":
              '{C} tried the trick. "After ten, the train," said {C}. {C} counted to ten. {O} got the train. Choo, choo! Then {O} picked up the teddy. "No!" {name} cried. {C} grabbed both back. Oh dear. Teddy was too special.',
            "4-5":
              '{C} tried the trick. "You can have the train after I count to twenty." {C} counted and gave it to {O}. Choo, choo! That went well. But then {O} reached for the teddy bear, and {C} snatched everything back, train and all. {O} started to cry again. {C} frowned. The train was fine to share. The teddy wasn\'t. What now?',
            "6-7":
              '{C} tried the trick. "You can have the train after I count to twenty." {C} counted, and handed it over, and {O} was delighted. So far, so good. But then {O} spotted the teddy and picked it up by one ear. {C} took it back, and then took the train back too, because {C} {was} cross now. {O} wailed. {C} sighed. Some things, it seemed, weren\'t for turns at all.',
            "8-10":
              '{C} tried the trick, starting with the train. "You can have it after I count to twenty." The handover went well. {O} was thrilled. Then {O} reached for the teddy, and {C} swooped in and reclaimed everything, train included. {O} howled. {C} sat down on the bed, frustrated. The turns worked for the train. They absolutely did not work for the teddy, and no amount of counting was going to change that.',
          },
        },
        success: {
          text: {
            "2-3":
              '{C} looked at the shelf. Teddy went up on the shelf. Just for {name}. Then {C} gave {O} the train. "Your turn. Ten!" {C} counted. Then back it came. Choo, choo! Then {O} again. {refrain} {O} clapped.',
            "4-5":
              '{C} looked up at the high shelf. {C} put the teddy bear up high on the shelf. "Teddy is just for me," {C} said. "But you can share everything else." Then {C} gave {O} the train. "Twenty for you, then twenty for me." {C} counted {O\'s} turn, and at twenty, the train came back. After that, they built a station out of blocks together.',
            "6-7":
              'Then {C} worked something out. The teddy was special, and that was allowed. {C} put it on the high shelf. "Teddy is just mine. Everything else can have turns." Then {C} handed over the train and counted {O\'s} twenty out loud. At twenty, {O} handed it back, beaming. Soon they had a timetable going, and the blocks had turned into a station with a very long platform.',
            "8-10":
              'Then {C} had an idea. {C} put the teddy on the top shelf, out of reach. "That shelf is the special shelf," {C} told {O}. "Special-shelf things are just mine. Everything else is turns." {O} nodded solemnly. Then {C} handed over the train and counted {O\'s} twenty out loud. By the end of the evening they had a railway with a timetable, a stationmaster and a strict no-teddy policy.',
          },
        },
        echo: {
          day: 1,
          time: "morning",
          place: "kitchen",
          props: ["cup", "spoon"],
          text: {
            "2-3":
              'The next morning, {O} came back for breakfast. {O} wanted the dinosaur cup. And {C} wanted it too. {C} took a big breath. "After ten sips," said {C}. Sip, sip, sip... ten! Then {O} had it. Then {C}. Yum!',
            "4-5":
              "The next morning, {O} came back for breakfast, and both of them wanted the dinosaur cup. {C's} hands started to reach. Then {C} remembered. \"You can have it first. I'll count twenty sips.\" {O} sipped, {C} counted, and at twenty, the cup came back. {G} was so surprised that the spoon nearly fell into the porridge.",
            "6-7":
              'The next morning, {O} came back for pancakes, and both of them reached for the dinosaur cup. {C} felt the cross feeling start, and noticed it. The cup wasn\'t a special-shelf thing. It was a turns thing. "You have it for breakfast," {C} said. "I\'ll have it for lunch." {O} beamed. {G} stopped stirring, spoon in the air, and just smiled.',
            "8-10":
              'The next morning, {O} came back for breakfast and immediately claimed the dinosaur cup. {C} felt the usual flare, and then sorted it in about two seconds. Cup: not special-shelf. Cup: turns. "You have it for breakfast," {C} said. "I\'m on dinosaur cup at lunch." {O} accepted this like a legal ruling from a very important judge. {G} paused, spoon halfway to the pan, and gave {name} a long, impressed look.',
          },
        },
        ending: {
          place: "living room",
          props: ["toy train"],
          text: {
            "2-3":
              'When it was time for {O} to go home, {O} gave the train a kiss. "Bye, train!" A kiss for a train! {G} gave {name} a big hug. "You shared," said {G}. {C} felt warm and happy. {refrain} Bye, {O}!',
            "4-5":
              'When it was time for {O} to go home, {O} gave the blue train a goodbye kiss. "Can we play trains again next time?" {O} called from the door. "Yes," said {C}. "Twenty each." {G} laughed and gave {name} a cuddle. The teddy was still safe on the shelf. And the train had made two people happy instead of one.',
            "6-7":
              'When it was time for {O} to go home, {O} hugged {Cobj} at the door. "Can we do the station again next time?" "Only if you\'re the stationmaster," said {C}. {G} smiled over {O\'s} head. Later, {name} looked at the teddy on the high shelf and the train on the floor. Some things were for keeping, some were for sharing, and {name} knew the difference now.',
            "8-10":
              "When it was time for {O} to go home, {O} insisted on saying goodbye to the train personally. \"Next time I'm stationmaster,\" {O} announced. \"We'll see,\" said {C}, which meant yes. {G} raised an eyebrow at {name} over {O's} head, impressed. Afterwards, {name} looked at the special shelf and the busy railway. It turned out that sharing most things well didn't mean sharing everything. That felt like a rule worth keeping.",
          },
        },
      },
    },
    {
      id: "beach-spade",
      moment: "building at the beach",
      place: "beach",
      time: "morning",
      props: ["bucket and spade", "shell"],
      other: { role: "new friend", kind: "child" },
      feeling: ["huffy", "frustrated"],
      summary: "{C} won't share {their} spade with another child at the beach",
      object: "spade",
      talkAbout: "What could you build together with a new friend at the beach?",
      scenes: {
        opening: {
          text: {
            "2-3":
              "The whole family went to the beach. The sea went swish, sparkle, swish. {C} had a red bucket and spade. Dig, dig! Pat, pat! A sandcastle! {C} put a shell on top. Then a child called {O} came over. {O} had no spade at all.",
            "4-5":
              "One sunny morning, the whole family went to the beach. The sea sparkled, and seagulls called overhead. {C} had a red bucket and a red spade, and was building the best sandcastle on the sand. It had towers and a wall and a shell on the very top. Then a child called {O} wandered over from the next towel. {O} had no spade.",
            "6-7":
              "On Sunday morning, the whole family drove to the beach. The sea was sparkling and calm, and the sand was perfect for building. {C} had a red bucket and spade and a plan: the biggest sandcastle anyone had ever seen, with a moat and shell windows. It was going brilliantly. Then a child called {O} wandered over, staring at the spade. {O} had nothing to dig with except hands.",
            "8-10":
              "On Sunday morning, the whole family went to the beach, where the sea was sparkling and the sand was the perfect damp consistency for serious engineering. {C} had a bucket, a spade and a plan: a castle with four towers, a moat and a working drawbridge made of a shell. Three towers in, a child called {O} arrived, digging with bare hands and looking at {C's} spade the way people look at cake.",
          },
        },
        problem: {
          text: {
            "2-3":
              '{O} held out a sandy hand. "Can I dig?" {C} hugged the spade. "No! My spade!" {C} held the spade tight. {O} dug with hands. Scrape, scrape. It was hard. {O} looked sad. But {C} did not share. Nobody dug together.',
            "4-5":
              '{O} knelt down next to the castle. "Can I use your spade? I want to dig a moat." "No," said {C}, holding it tight against {their} tummy. "It\'s mine. I\'m using it." {O} tried digging with bare hands. It was slow and scratchy. {O} asked again, and {C} said no again, and {O} went very quiet.',
            "6-7":
              '{O} looked at the spade, then at the dry moat. "Can I borrow your spade? Just for the moat?" "No," said {C}. "I need it for the towers." {O} started scraping at the sand with bare hands, which wasn\'t working at all. After a while {O} asked again. {C} turned away and kept building, pretending not to hear. {O} sat back on the sand, looking fed up.',
            "8-10":
              '{O} surveyed the castle like a builder looking for work. "Can I borrow the spade? I\'ll dig the moat for you." "I\'ve got a system," said {C}, which sounded better than no. {O} went back to scraping at the sand with bare hands. It was slow, and the sides kept collapsing. Five minutes later, {O} asked again. {C} pretended to be very busy with tower four. {O} gave up, sat down and stared at the sea. The castle suddenly felt very quiet.',
          },
        },
        feeling: {
          text: {
            "2-3":
              "{name} felt {feeling}. The spade was {name's}! The castle was {name's}! {C's} face went huff, puff. But {O} had no spade. {O} dug with little hands. And the castle had no moat. Hmm.",
            "4-5":
              "{name} felt {feeling}. It was {C's} spade and {C's} castle, and {C} wanted to finish it. If {O} had the spade, maybe {O} would knock a tower down. {C's} face felt hot and huffy. But {O} was just sitting there now, looking at the sea. And the castle still had no moat.",
            "6-7":
              "{name} felt {feeling}. The spade was {theirs}, and the castle was {C's} plan. What if {O} dug in the wrong place? What if a tower fell? {C's} grip on the spade was tight and hot. But the castle wasn't as much fun any more. It was hard to enjoy building while someone sat nearby with nothing to dig with.",
            "8-10":
              "{name} felt {feeling}, in a way that didn't quite make sense. The castle was going well. The spade was {theirs}. And yet the whole project had lost its shine. Every time {C} glanced at {O}, sitting alone, the towers looked a bit pointless. {C} knew the real problem. Handing over the spade felt like handing over the castle. Keeping it felt like building alone. Neither option felt good, which was deeply unfair.",
          },
        },
        stumble: {
          text: {
            "2-3":
              '{C} tried the trick. "After ten," said {C}. One, two... ten! {C} gave {O} the spade. Dig, dig! Then {O} dug near a tower. "No! My tower!" {C} took the spade back. Oops! Too soon. {O} frowned.',
            "4-5":
              '{C} tried the trick. "You can have it after I count to twenty." {C} counted and handed it over. {O} started digging the moat, very happily. But then {O} dug close to a tower, and {C} grabbed the spade back. "Not there!" {O} looked upset. "I didn\'t have my twenty!" {C} stopped. That was true. "Oops," said {C}.',
            "6-7":
              '{C} tried the trick. "You can have it after I count to twenty." {C} counted and handed it over. {O} began digging the moat, fast and happy. But {O} dug a bit too near the second tower, and {C} panicked and took the spade back. "Careful!" {O} sat back. "I only had about five." {C} went red. It was true. The counting had stopped halfway.',
            "8-10":
              '{C} tried the trick. "You can have it after I count to twenty." {C} counted and handed it over. {O} got straight to work on the moat. Then {O} dug within a hand\'s width of tower two, and {C} reclaimed the spade before thinking. "Sorry. That was dangerous." {O} stared. "That was seven seconds." {C} winced. The problem wasn\'t counting. It was trusting someone else near the towers.',
          },
        },
        success: {
          text: {
            "2-3":
              '{C} tried again. "You dig the moat. I count to ten." One, two... ten! Back came the spade. Then {O} again. Dig, dig, together! {refrain} A castle with a big moat! Splash, in came the sea.',
            "4-5":
              "{C} tried again, all the way this time. \"You dig the moat, I'll count twenty. Then I'll do a tower.\" {C} counted {O's} turn out loud, and at twenty, the spade came back. Then twenty for {Cobj}, and back to {O}. Round and round went the spade. By lunchtime, the castle had four towers, a moat, and two very sandy builders.",
            "6-7":
              "{C} tried again, and thought it through. \"You be the moat digger. I'll do towers. We swap the spade every twenty, and I'll count yours.\" {O} nodded eagerly. The spade went back and forth, back and forth. The moat got deep and the towers got tall. When a wave finally rushed in and filled the moat, they both cheered so loudly that the seagulls flew off.",
            "8-10":
              '{C} tried again, this time with an idea. "Okay. Jobs. You\'re moat engineer, I\'m tower engineer. The spade swaps every twenty, and whoever\'s waiting uses the bucket." {O} thought about this. "Is the bucket engineer a real job?" "It is now." It worked. The bucket engineer fetched sea water, the spade engineer dug, and at twenty they swapped. When the tide filled the moat, even the drawbridge worked.',
          },
        },
        echo: {
          day: 1,
          time: "afternoon",
          place: "playground",
          props: ["swing"],
          text: {
            "2-3":
              'The next day, at the playground, {C} {was} on the swing. Whee! A girl waited. And waited. {C} took a big breath. "After ten swings," said {C}. One, two... ten! Then {C} hopped off. "Your turn!"',
            "4-5":
              'The next afternoon, at the playground, {C} {was} on the best swing. A girl was waiting, holding on to the chain of the swing next door. {C} wanted to keep swinging for ever. But then {C} remembered. "You can have it after I do twenty swings," {C} called. {C} counted to twenty, hopped off, and counted the girl\'s turn too.',
            "6-7":
              "The next afternoon, at the playground, {C} {was} on the only free swing when a girl came and stood waiting. {C} noticed the old huffy feeling start. Then {C} noticed {themself} noticing it, and used the trick. \"Twenty more swings, then it's yours. I'll count yours too.\" The girl looked amazed. At twenty, {C} jumped off. At the girl's twenty, they swapped back, laughing.",
            "8-10":
              "The next afternoon, at the playground, {C} {was} mid-swing when a girl arrived and hovered politely by the frame. {C} felt the huff start. Then {C} ran the trick, almost automatically. \"Twenty more, then it's yours, and I'll count yours.\" The girl looked suspicious, as if this were a trap. At twenty, {C} jumped off. The girl's face changed completely. Sharing, {C} thought, was a surprisingly efficient way to make strangers like you.",
          },
        },
        ending: {
          time: "evening",
          place: "bedroom",
          props: ["shell"],
          text: {
            "2-3":
              'That evening, the shell from the castle sat by {C\'s} bed. Pink and white. {G} tucked {name} in. "You shared your spade," said {G}. {C} smiled a sleepy smile. {refrain} Goodnight, {name}.',
            "4-5":
              'That evening, the shell from the top of the sandcastle sat on {C\'s} windowsill, pink and white and a little bit sandy. {G} tucked {name} into bed. "You shared your spade, and you built the best castle on the beach," {G} said. {C} smiled sleepily. Sharing had made the castle twice as big. And twice as fun.',
            "6-7":
              'That evening, the drawbridge shell sat on {C\'s} windowsill, still a little sandy. {G} came in to say goodnight. "Best castle on the beach," {G} said. "And you shared your spade to build it." {C} smiled into the pillow. The castle would be gone by now, washed away by the tide. But {name} didn\'t mind. The best part had been building it together.',
            "8-10":
              'That evening, the drawbridge shell sat on {C\'s} windowsill, slightly sandy and very important. {G} leaned in the doorway. "I saw that castle. Impressive engineering." "It was a team," said {C}. "I had a moat engineer." {G} brushed a little sand off {name\'s} ear. The castle was long gone, swallowed by the tide. But {name} lay in bed thinking about it anyway, and about how much bigger it had gotten once {they} stopped guarding the spade.',
          },
        },
      },
    },
  ],
};
