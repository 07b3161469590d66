import { band, type Frame, type FrameEpisode } from "./types";

/** Not letting a cousin, a friend or a brother touch the child's things ("wouldnt let her cousin priya touch ANY of her lego"). */
export const WONT_SHARE =
  /\b(?:won'?t|wont|will not|wouldn'?t|wouldnt|doesn'?t|does not|refuses? to|never) (?:let|share (?:with|any|her|his|their))\b[^.!?]{0,40}\b(?:touch|play with|use|borrow|have|hold|look at|anything|any of|her|his|their)\b[^.!?]{0,30}\b(?:lego|legos|toys?|things|stuff|blocks|dolls?|cars?|trucks?|games?|books?|crayons?|markers?|puzzles?|figures|dinosaurs|stuffies)\b/;

/**
 * Not sharing with a visiting cousin or friend (R13: "wouldnt let her cousin priya… touch ANY of her lego… hid the
 * star wars set… told priya shes a baby" was told as wanting a Lego set in a shop): Keep Some, Share Some. The most
 * special things may stay put away (that is allowed), a share box is chosen before the visit, they build something
 * together, and an unkind word is mended. {person} is the visitor; {object} the things ("the Lego").
 */
export const KEEP_SOME: FrameEpisode = {
  id: "keep-some-share-some",
  when: (_sit, s) => WONT_SHARE.test(s),
  moment: "{person} coming to play",
  talkAbout: "Which of your things would you put in a share box?",
  ownOnly: ["feeling", "stumble", "echo"],
  ownDoings: true,
  strategy: {
    name: "Keep Some, Share Some",
    steps: [
      "Put your most special things away before the visit",
      "Fill a share box with things anyone can use",
      "Build something together, and say one kind thing",
    ],
    why: "Children share more easily when their most precious things are safe: choosing ahead what stays away and what goes in a share box gives the child control, and building together turns a guest into a teammate.",
    refrain: "Some I keep, some I share, and there's room for two in there.",
    toddlerSteps: ["Special things away", "Share box out"],
    smallFirstStep: "Choose one thing to put in the share box",
  },
  titles: ["{name} Keeps Some, Shares Some", "{name} and the Share Box", "Keep Some, Share Some, {name}"],
  talkAboutAll: [
    "Which of your things would you put in a share box?",
    "What is so special that you would keep it put away?",
    "How do you think {person} felt at first?",
    "What could {name} and {person} build together?",
  ],
  scenes: {
    opening: {
      text: band(
        "{personIntro} came to play at {home}. {C} had {object}. Lots and lots! {person} wanted to play too. {C} held on tight. Mine!",
        "{personIntro} came to visit at {home}. {C} had a whole box of {objectBare}, and {person} wanted to play with all of it. {C} looked at {person's} hands. Then {C} looked at {object}. Every bit of it felt like {C's}.",
        "{personIntro} came to stay at {home}, and the first thing {person} asked was, \"Can I play with {object}?\" {C} had been collecting {objectBare} for ages. Some pieces were special. Some were in old bins and hadn't been touched in a year. It didn't matter. All of it felt like {C's}.",
        "{personIntro} arrived at {home} for the holiday, and within five minutes {person} was standing by {object}, asking to play. {C} had been collecting {objectBare} for years: the special sets, the sorted bins, and the old bins that hadn't been opened since forever. All of it, {C} felt very strongly, was {C's}.",
      ),
    },
    problem: {
      text: band(
        '"No!" said {C}. "Not yours!" {C} hid the best one. {person} reached for a little one. "No! Go away!" said {C}. {person} cried. {G} came. Oh dear.',
        '"No," said {C}. "You can\'t touch any of it." {C} hid the best set under the bed and stood in front of the rest. When {person} reached for one tiny piece, {C} said, "Don\'t. You\'ll break it." {person\'s} face crumpled. {G} came to see what was wrong.',
        '"No," said {C}. "None of it." {C} hid the best set in the closet and stood guard over the rest, even the old bins. When {person} reached for a single piece, {C} said, "Go away. You\'ll break it." {person} went quiet, then started to cry. {G} came in and looked at them both.',
        '"No," said {C}, and then, to be completely clear, "None of it." The best set went into the closet. The old bins were guarded as if they held treasure. When {person} reached for one loose piece, {C} said, "Go away. You\'d wreck it." {person} went very still, then cried. {G} came in and took in the scene: one guard, one crying guest, and a great deal of plastic.',
      ),
    },
    feeling: {
      text: band(
        '{C} felt {feeling}. Mine, mine, mine! But {person} was crying. {C\'s} tummy felt funny. {G} sat close. "Your special things can stay safe," said {G}. "Let\'s find some to share."',
        '{C} felt {feeling}, and a bit sorry too. {C} didn\'t want {person} to cry. {C} just didn\'t want anything broken. {G} sat down. "Your special things matter," said {G}. "They can stay safe. And some things can be for sharing. You get to choose which."',
        '{C} felt {feeling}. Sharing felt like losing something. But {person\'s} face made {C\'s} tummy hurt, and "go away" had come out meaner than {C} meant. {G} sat down between them. "Your special things can stay put away," {G} said. "That\'s allowed. But there\'s a lot of {objectBare} here. Some of it could be for sharing."',
        '{C} felt {feeling}, and underneath that, a bit ashamed. "Go away" had been unkind, and {C} knew it. It was just that {object} felt like part of {Cobj}, and {person} was six and had sticky hands. {G} sat down on the floor. "The special sets can stay put away," {G} said. "Nobody has to share everything. But nobody should share nothing, either."',
      ),
    },
    stumble: {
      day: 1,
      text: band(
        'Next day, {C} filled a share box. Good! Then {person} took a special one. "Mine!" shouted {C}. Grab! {G} came. "Special ones go away," said {G}. They put it on a high shelf.',
        'The next day, {C} filled a share box with pieces anyone could use. Good start! But then {person} picked up a piece from {C\'s} special pile, and {C} snatched it back. "Oops," said {G}. "Special ones go away first." They put the special pile up high, where it was safe.',
        'The next day, {C} filled a share box with the old bins. Good. But {C} had forgotten to put the special set away, and when {person} picked it up, {C} grabbed it back so fast that a piece fell off. "That\'s why we put special things away first," said {G}, calmly. {C} put it on the top shelf and sighed.',
        'The next day, {C} filled a share box from the old bins, which was a real start. Unfortunately {C} had skipped step one, and the special set was still out. {person} picked it up. {name} took it back with more speed than kindness. "Step one," said {G}, mildly. "Special things away first." {C} put it on the top shelf and admitted that was fair.',
      ),
    },
    success: {
      day: 2,
      text: band(
        'Then {C} put the special ones away. {C} got the share box. "You can use these," said {C}. They built a tower together. Big! Then {C} said, "Sorry I was mean." {person} smiled. {refrain}',
        'Then {C} put the special set away first and brought out the share box. "You can use anything in here," {C} told {person}. They built a castle together, with a moat and a door that really opened. Then {C} said, "Sorry I was mean before." {person} said it was okay, and asked for more blue pieces.',
        'Then {C} did the whole plan. Special set away, share box out. "Anything in here is ours," {C} told {person}. They built a spaceship together, and {person} had the idea for the wings, which were, {C} had to admit, excellent. Then {C} said, "Sorry I was mean before. You\'re a good builder."',
        'Two days later, {C} did all of it. Special sets away, share box out, and then the hard part: "Want to build something together?" They built a base with a docking bay, and {person} designed the lookout tower, which was better than {C} would ever say out loud. Then {C} said it out loud anyway: "Sorry I was mean before. That tower is really good."',
      ),
    },
    echo: {
      day: 3,
      text: band(
        'Next time, {person} came again. {C} got the share box out. All ready! "Hello! Let\'s build!" said {C}.',
        'The next time {person} came, {C} had the share box ready by the door before {person} had even taken off {their} coat. "I put some special ones in too," {C} whispered. {G} smiled.',
        "The next time {person} came, {C} had the share box ready, with two special pieces added, as a surprise. {person} noticed at once. {C} pretended not to be pleased about that.",
        "When {person} came again, the share box was waiting, and {C} had quietly added one piece from the special set. {person} noticed at once and looked amazed. {C} shrugged, as if it were nothing. It was not nothing, and they both knew it.",
      ),
    },
  },
};

/** Being bossy, taking over the game with a friend. {person} is the friend. */
export const bossyFrame: Frame = {
  id: "bossy",
  childTerms: "sharing the ideas when playing with {person}",
  strategy: {
    name: "My Idea, Your Idea",
    steps: ["Say your idea", "Ask: “What's your idea?”", "Take turns choosing"],
    why: "Children who take over usually have lots of ideas and want the game to be good; asking for the other child's idea and taking turns keeps the ideas and makes room for the friend.",
    refrain: "My idea, your idea, we take turns.",
    toddlerSteps: ["Say your idea", "Ask: “What's your idea?”"],
    smallFirstStep: "Ask a friend “What's your idea?” one time",
  },
  titles: ["{name} and My Idea, Your Idea", "{name} Takes Turns", "{name} Shares the Ideas"],
  strategyScenes: [
    {
      text: band(
        '"It is My Idea, Your Idea," said {H}. "You say your idea." {C} said, "Let\'s be pirates!" "Now ask: what\'s your idea?" {C} asked, "What\'s your idea?" "Then take turns!" {C} nodded. Then they played it again. {C\'s} idea. {H\'s} idea. Turns! It felt fair. {refrain}',
        '"It\'s called My Idea, Your Idea," said {H}. "First, you say your idea. That part you\'re already good at!" {C} giggled. "Then you ask, What\'s your idea? And you really listen. Then you take turns choosing: your idea first, then your friend\'s, or the other way round." {C} thought about it. Taking turns with ideas was a new kind of sharing.',
        '"It\'s called My Idea, Your Idea," {H} explained. "You have brilliant ideas. That\'s not the problem. The problem is when your ideas take up all the room, and your friend\'s ideas have nowhere to go. So you say yours, then you ask, What\'s your idea? Then you take turns choosing whose idea comes next." {C} frowned. "What if the other idea is boring?" "Then you might be surprised," said {H}.',
        '"It\'s called My Idea, Your Idea," said {H}. "You\'re good at ideas. Nobody\'s arguing with that. But a game where only one person\'s ideas count is really a show with an audience. So you say your idea, then you ask for your friend\'s, and you actually listen, and then you take turns choosing." {C} considered this. "And if the other idea is worse?" "Then you try it anyway and find out whether it really is," said {H}.',
      ),
    },
  ],
  talkAbout: [
    "What was {person's} idea?",
    "How do you think it felt when {name} listened?",
    "Why is it fun to play someone else's idea?",
    "What could you ask a friend when you play together?",
  ],
  episodes: [
    {
      id: "my-idea-your-idea",
      moment: "playing with {person}",
      talkAbout: "How do you think {person} felt when {name} made all the choices?",
      scenes: {
        opening: {
          text: band(
            "One day, {C} played at {P} with {personIntro}. {placeLine} {C} said, \"Let's play pirates! I'm the captain. You're the crew. We sail this way!\" {C} had lots of ideas.",
            "One day, {C} {was} at {P}, playing with {personIntro}. {placeLine} {C} had a brilliant idea. \"Let's play pirates! I'm the captain, you're the crew, and we're sailing to Treasure Island!\" {C} pointed which way to go. {C} had ideas for everything.",
            'One day, {C} and {personIntro} were at {P}. {placeLine} {C} had the whole game worked out before they even started: pirates, a treasure map, a storm, a shipwreck. "I\'m the captain," {C} announced. "You\'re the crew. You have to do what I say, because that\'s how ships work."',
            "One day, {C} and {personIntro} were playing at {P}. {placeLine} {C} had arrived with a fully formed game in mind: an elaborate pirate adventure with a map, a mutiny and a surprise twist. {C} assigned roles, explained the rules, corrected the rules, and explained them again. It was, in {C's} opinion, going brilliantly.",
          ),
        },
        problem: {
          text: band(
            '{person} asked, "Can I be captain?" {C} said, "No! My game!" "Can we play trains?" "No! Pirates!" {person} stopped. {person} walked away. {C} {was} all alone. No crew. No pirates. Just {C}.',
            '{person} asked, "Can I be captain this time?" "No, I\'m captain," said {C}. "Can we look for dinosaurs instead?" "No, we\'re doing pirates." {C} said no to every idea. After a while, {person} stopped playing, sat down on a bench and looked sad. {C} {was} suddenly a captain with no crew.',
            '{person} tried to suggest things. "What if I\'m the captain for a bit?" No. "What if there\'s a sea dragon?" No, that wasn\'t in the plan. "Can we play something else?" Definitely not. Bit by bit, {person} went quiet, then wandered off to do something else. {C} stood there holding an imaginary steering wheel, with no crew at all.',
            '{person} made several suggestions, each of which {C} overruled. A turn as captain: denied. A sea dragon: not in the story. A different game entirely: absolutely not. Eventually {person} said, quite reasonably, "This isn\'t fun," and went to play with somebody else. {C} {was} left with a perfectly organized pirate game and nobody to play it with.',
          ),
        },
        feeling: {
          text: band(
            "{C} felt {feeling}. Then {C} felt sad. Why did {person} go? {C} had good ideas! But playing alone was no fun. {C} sat down on the ground. Hmph. It was quiet now. Too quiet.",
            '{C} felt {feeling}. {C} said to nobody, "But my game was good!" Then a sad, lonely feeling crept in underneath. {C} didn\'t want {person} to go. {C} just wanted the game to be fun, and {C} had been so sure {their} way was the fun way.',
            "{C} felt {feeling}, and then lonely, which was worse. {C} had only wanted the game to be brilliant. {C's} ideas were good ideas. But standing there alone, it was hard to remember why that had mattered so much. A game, it turned out, wasn't much fun with nobody else in it.",
            "{C} felt {feeling}, which quickly turned into something more uncomfortable. {C} had been so focused on making the game good that {C} hadn't noticed it stopping being fun for anyone else. The ideas had been excellent. That was the annoying part. But excellent ideas didn't seem to count for much when you were the only one playing them.",
          ),
        },
        stumble: {
          text: band(
            'Later, they played again. {C} said, "Pirates!" Then {C} remembered. "What\'s your idea?" {person} said, "Trains!" {C} said, "No, pirates!" Oops! {person} frowned. {C} forgot the turns. "Oh," said {C}. "Turns. I forgot."',
            'Later, they tried again. {C} said {their} idea, then remembered to ask, "What\'s your idea?" {person} said, "Trains!" But {C} said, "Hmm, no, let\'s do pirates," out of habit. {person} looked cross. "Oops," said {C}. "I asked, but I didn\'t take turns." "Asking is the first step," said {G}.',
            'Later, they tried again. {C} remembered to ask, "What\'s your idea?" which felt strange. {person} said a space adventure. {C} nodded, and then, almost without noticing, said, "Okay, but pirates first, and then maybe space." The maybe was not very convincing, and {person} knew it. "I asked," {C} said afterwards. "I just didn\'t really listen."',
            'Later, they tried again. {C} asked for {person\'s} idea, which was a space mission, and then immediately explained why pirates would be better. It was a very persuasive argument. It was also exactly what {C} had done before. {person} sighed. "Technically," {C} said to {G} later, "I did ask." "Technically asking includes the other person getting an answer," said {G}.',
          ),
        },
        success: {
          text: band(
            'Next time, {C} tried again. "My idea: pirates! What\'s your idea?" "Trains!" "Okay! Trains first!" Choo-choo! Then pirates! {refrain} {person} laughed. {C} laughed. Best game ever!',
            'The next time, {C} tried all three parts. "My idea is pirates. What\'s your idea?" {person} said, "Space rockets!" {C} took a breath. "Okay. Your idea first, then mine." They flew to the moon, and then they sailed home as pirates. It was the best game they had ever played.',
            "The next time, {C} said {their} idea, asked for {person's} and then did the hardest part: said yes. \"Your idea first.\" So they played space explorers, and {person} was the captain, and it was surprisingly fun. Then it was {C's} turn, and they played pirates. Then, somehow, they ended up playing space pirates, which was better than either idea on its own.",
            "The next time, {C} tried something new: asking first. \"What's your idea?\" {person} suggested a space mission. {C} added a pirate twist, {person} added a sea dragon, and they took turns choosing what happened next. The result was a game about space pirates fighting a sea dragon on the moon, which made no sense at all and was the best thing they'd ever played.",
          ),
        },
        echo: {
          day: 1,
          text: band(
            'The next day, {C} played with {person} again. {C} asked, "What\'s your idea?" "Tea shop!" So they made a tea shop. Then it was {C\'s} turn. Pirates! Arr! Taking turns was fun! Two ideas were better than one.',
            "The next day, {C} played with {person} at {world}. This time, {C} asked first. \"What's your idea?\" {person} wanted to build a den. They built the den together, and then it was {C's} turn to choose. Taking turns, {C} found, meant twice as many good games.",
            "The next day, at {world}, {C} and {person} played again, and {C} asked first without needing a reminder. They took turns all afternoon. {C} noticed that some of {person's} ideas were ones {C} would never have thought of, and a few of them were actually better. {C} decided not to mention that, but it was true.",
            'The next day, at {world}, {C} opened with a question instead of a plan. "What do you want to play?" {person} looked briefly suspicious, then delighted. They took turns all afternoon, and {C} noticed something strange: games felt bigger with two people\'s ideas in them, not smaller. Being in charge, it turned out, had been much less fun than being in it together.',
          ),
        },
      },
      // Another telling: a shop game with every rule {C}'s, hurtful words and a friend who stops, and a zoo with a shop in it.
      alternates: [
        {
          opening: {
            text: band(
              'One day, {C} and {personIntro} played shop at {P}. {placeLine} "I\'m the shopkeeper!" said {C}. "You buy things. Say please! Not like that. Like this!" {C} knew just how to play.',
              'One day, {C} and {personIntro} were playing shop at {P}. {placeLine} {C} {was} the shopkeeper, of course. {C} set out the things to sell and told {person} exactly what to do: "You come in, you say good morning, you buy the apple. No, not like that. Like this!"',
              'One day, {C} and {personIntro} were playing shop at {P}. {placeLine} {C} had set it all up: a counter, a till, prices for everything. {person} was the customer, and {C} had very clear ideas about how a customer should behave. "No, you have to knock first," {C} said. "And you can\'t buy that. That\'s not for sale."',
              "One day, {C} and {personIntro} were playing shop at {P}. {placeLine} {C} had appointed {themself} shopkeeper, manager and head of rules. {person} was permitted to be the customer, under close supervision. {C} corrected the way {person} walked in, the way {person} said hello and the choice of apple. It was going, {C} felt, extremely well.",
            ),
          },
          problem: {
            text: band(
              '{person} said, "My turn to sell!" "No! My shop!" said {C}. {C} took the apple back. {person} said, "You\'re too bossy!" {person} put down the basket. Bye-bye, shop. {C} stood all alone.',
              '{person} said, "Can I be the shopkeeper now?" "No," said {C}. "It\'s my shop." {person} tried to put a banana on the counter, and {C} took it away. "That\'s not how you do it." {person} put down the basket. "You\'re too bossy," {person} said, and went off to do a puzzle alone. The shop was very quiet.',
              "{person} asked for a turn at the register. No. {person} tried to add a cake stall. No, it didn't fit. Then {C} took the apple right out of {person's} hand to show the proper way to buy it. {person} put the basket down. \"You always have to be the boss of everything,\" {person} said quietly, and went off to play something else. The words stung.",
              "{person} requested a turn as shopkeeper: denied. {person} proposed a cake stall: rejected on grounds of space. Then {C} took the apple out of {person's} hand to demonstrate, again, the correct way to buy an apple. {person} put the basket down. \"You're the boss of everything,\" {person} said, not angrily, just tired, and went off to play something else. That was worse than angry.",
            ),
          },
          feeling: {
            text: band(
              '{C} felt {feeling}. "My game was good!" But {person} was gone. Playing alone was no fun. {C} sat down. Hmph. Then {C} felt sad.',
              '{C} felt {feeling}. "But my ideas are good," {C} grumbled. They were good. But a game full of good ideas and nobody to play it was not really a game. {C} looked over at {person}, busy with something else now, and felt a lonely lump in {their} throat.',
              "{C} felt {feeling}, and underneath that, lonely. {C} had only wanted the game to be brilliant. Was that so bad? But watching {person} happily playing something else, {C} began to suspect that brilliant for one person wasn't the same as fun for two.",
              "{C} felt {feeling}, then lonely, then, most annoyingly, a little bit in the wrong. The game had been excellent. The rules had been clear. The only flaw in the whole plan, {C} realized, watching {person} happily doing something else, was that it had only ever been fun for one of them.",
            ),
          },
          stumble: {
            text: band(
              'Later, they played again. "What\'s your idea?" asked {C}. "Trains!" said {person}. "Okay! I\'m the driver! You sit there!" {person} frowned. Oops! Bossy again. "Turns," said {G}.',
              'Later, they played again, and {C} remembered to ask, "What\'s your idea?" "Trains!" said {person}. "Great!" said {C}. "I\'m the driver, you\'re the passenger, and the train goes this way." {person} looked cross. "That\'s still your game." {C} stopped. "Oh. I took over your idea." "Nearly there," said {G}.',
              'Later, they tried again. Like a pro, {C} asked, "What\'s your idea?" "Trains," said {person}. "Brilliant," said {C}. "So I\'m the driver, and you\'re the ticket inspector, and the station is here." {person} sighed. "It\'s my idea, but it\'s your game again." {C} went red. Asking had worked. Letting go of the steering wheel had not.',
              'Later, they tried again. {C} asked for {person\'s} idea, politely, and got one: trains. {C} then spent two minutes redesigning the trains, handing out the roles and rerouting the track. "You\'ve taken over my idea," said {person}. {C} opened {their} mouth to argue, then shut it again, because it was true. "Step two, done," {G} said quietly. "Step three is the hard one."',
            ),
          },
          echo: {
            day: 1,
            text: band(
              'The next day, {C} played with {person}. "You choose first!" said {C}. "Hide-and-seek!" Ready or not! Then {C} chose. Chase! Two games. Two friends. Hooray!',
              "The next day, {C} played with {person} again. This time {C} said, \"You choose first.\" {person} chose hide-and-seek. {C} hid and was found at once, and didn't mind a bit. Then it was {C's} turn, and {C} chose chase. They took turns all afternoon.",
              "The next day, {C} played with {person} again, and tried something new: letting {person} choose first. {person} chose hide-and-seek, which {C} would never have picked. It turned out to be excellent. Then {C} chose, and then it was {person's} turn again. By the end, {C} had played two games {they} would never have thought of.",
              "The next day, {C} played with {person} again and made a bold move: {person} chose first. Hide-and-seek, which {C} considered a bit basic, until {person} found a hiding place so good it took ten minutes to crack. Turns went back and forth all afternoon. Half the best ideas that day hadn't been {C's}, which was annoying, and also quite good.",
            ),
          },
          success: {
            text: band(
              'Next time, {C} said, "My idea: shop! What\'s your idea?" "Zoo!" said {person}. "Zoo first!" {C} {was} a lion. Roar! Then shop. {refrain} {person} bought a banana for the lion.',
              'The next time, {C} said {their} idea, and then asked, "What\'s your idea?" {person} said, "A zoo!" {C} took a breath. "Okay. Zoo first, and I\'ll be the lion." Then it was {C\'s} turn to choose, and {C} had a new idea: a zoo shop. {person} ran the zoo shop, and the lion bought a banana.',
              'The next time, {C} said {their} idea, then asked, "What\'s your idea?" "A zoo," said {person}. {C} almost said no, then stopped. "Your idea first." They built a zoo, and {C} {was} a very loud lion. When it was {C\'s} turn, {C} chose the shop, and then had a better idea: the zoo could have a shop. {person} was the shopkeeper, and the lion was the best customer the shop ever had.',
              'The next time, {C} said {their} idea, then asked, "What\'s your idea?" "A zoo," said {person}. {C} felt the old no rising, and let it pass. "Zoo first." {C} played a lion with real commitment. When {C\'s} turn came, {C} suggested combining the two: a zoo with a gift shop. {person} ran the shop. {C}, still a lion, bought a banana and said please, without being told. {person} laughed so hard the till fell over.',
            ),
          },
        },
      ],
    },
    KEEP_SOME,
  ],
};
