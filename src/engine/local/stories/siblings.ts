import type { BehaviorStory } from "../episode-types";

/** Siblings: turning a clash with a brother or sister into a team (the Team Plan). */
export const siblings: BehaviorStory | null = {
  childTerms: "getting along with a brother or sister",
  strategy: {
    name: "the Team Plan",
    steps: [
      "Take a big breath before you push or shout",
      'Say it in words: "I don\'t like it when…" or "I want…"',
      "Find a team way: a job, a turn or a game for both of you",
    ],
    why: "Sibling clashes usually start with a fast reaction to a real grievance. A breath slows the hands, words name the problem without hurting anyone, and a team way gives both children something to do together. The older child ends up feeling capable, not blamed.",
    refrain: "Big breath, kind words, team play.",
    toddlerSteps: ["Big breath, hands still", "Say it in words"],
    smallFirstStep: "Stop your hands, even if a shout comes out",
  },
  // Other words for a bath, a shout, a crash or a dark TV, where a parent asks to leave them out.
  insteadOf: [
    [/\b([Oo])ne show before bath\b/g, "$1ne show before bed"],
    [/\b(went|left) to run the bath\b/g, "$1 to get the pyjamas out"],
    [/\ba dark, quiet TV\b/g, "a blank, quiet TV"],
    [/\bOne dark TV\b/g, "One blank TV"],
    [/\{name\} shouted, and gave \{O\} a push/g, "{name} snapped, and gave {O} a push"],
    [/"Go away!" \{name\} shouted\./g, '"Go away!" {name} cried.'],
    [/\{C\} shouted, "You wrecked it!/g, '{C} snapped, "You wrecked it!'],
    [/\bI heard that shout from a long way off\b/g, "I heard that from a long way off"],
    [/\bpushing and shouting don\'t fix anything\b/g, "pushing and grabbing don\'t fix anything"],
    [/\breached out, and crash\./g, "reached out, and swiped."],
    [/\bmaking airplane noises with the spoon\b/g, "flying the spoon like an airplane"],
  ],
  titles: ["{name} and the Team Plan", "Team {name}", "{name}, {O} and the Team Plan", "{name} and {O} Make a Team"],
  // Ages 8-10, the two-tries shape's first try alone: this behavior's own wrong tries (never another behavior's paragraph).
  firstTry:
    "{C} tried winning first. Complaining to the nearest grown-up: less effective than hoped. A long speech about fairness, with examples: nobody took notes. Then a meaningful sulk, which nobody noticed either. The {feeling} feeling only grew. Being the one who was right, {C} began to see, was not the same as things getting better.",
  scenes: {
    helper: [
      {
        text: {
          "2-3":
            'Then {H} {Harrive}. {H} looked at {name}. {H} looked at {O}. "Oh dear," said {H} softly. "A brother or sister can be tricky." {C\'s} face was hot. "I know a trick," said {H}. "A team trick."',
          "4-5":
            'That was when {Hintro}, {Harrive}. {H} didn\'t tell anybody off. {H} just looked at {name\'s} hot, cross face and said, "That looked really annoying." {C} {was} so surprised that {C} nodded. "{O} always spoils things." "A brother or a sister can be very tricky," said {H}. "Even the nicest ones. But I know a plan that turns two cross people into a team."',
          "6-7":
            'That was when {Hintro}, {Harrive}. {H} didn\'t ask who started it. {H} just waited until {C} had stopped breathing like a steam train. "That was a lot," {H} said. "You had a good reason to be cross." {C} blinked. {C} had expected a telling-off. "A brother or sister can really get under your skin," said {H}. "It\'s normal. But pushing and shouting don\'t fix anything. There\'s a plan that actually works."',
          "8-10":
            'That was when {Hintro}, {Harrive}. {H} surveyed the scene without comment for a moment. "So," {hs} said. "On a scale of one to ten, how much do you want to shout right now?" "Eleven," said {C}. "Fair," said {H}. "A brother or sister is an expert at finding your buttons. It comes with the job." {C} almost smiled. {H} went on. "The trouble is, shouting feels great for two seconds and terrible after. There\'s a better plan."',
        },
      },
      {
        text: {
          "2-3":
            'Just then, {H} {Harrive}. "Hello, {name}," said {H}. "Grr, grr?" Grr! "A brother or sister can make you grr," said {H}. "I know." {C} sniffed. {O} sniffed too. "Let\'s make a team," said {H}.',
          "4-5":
            'Just then, {H} {Harrive}. "Goodness," said {H}. "Lots of big feelings in here." {C} folded {their} arms. "It\'s {O\'s} fault." "Maybe some of it," said {H} kindly. "A brother and a sister, or two of anything, bump into each other all the time, like dodgems. It\'s nobody\'s fault. But you can learn to steer." {C} unfolded one arm. Steering sounded interesting.',
          "6-7":
            'Just then, {H} {Harrive}. "I heard that shout from a long way off," {hs} said, not crossly at all. {C} looked down at {their} feet. "It\'s {O\'s} fault." "That would make anyone cross," said {H}. "A brother or sister can be very good at getting on your nerves. They\'re also very good at being on your team, if you know the trick." {C} looked up. "What trick?"',
          "8-10":
            'Just then, {H} {Harrive}. "That sounded like a hard minute," {hs} said mildly. {C} scowled. "Everything is always about {O}." "It can feel like that," said {H}. "Nobody gets under your skin like a brother or sister, because you share the same grown-ups, the same house, the same everything. They\'re also the people you\'ll know longest in your whole life." {C} considered this. It was not a comforting thought. "So we\'re stuck together," {C} said. "You are," said {H}. "Which is why it\'s worth having a plan."',
        },
      },
      {
        text: {
          "2-3":
            '{H} {Harrive}. {H} sat down close. "I have a little brother," said {H}. "Sometimes he makes me grr!" {C} looked up. "Grr?" "Grr!" said {H}, with a funny face. "So I have a trick. A team trick."',
          "4-5":
            'That was when {Hintro}, {Harrive}. {H} sat down and sighed a big, knowing sigh. "I have a little sister," {hs} said. "Yesterday she sat on my painting. On purpose, I think." {C} stared. "What did you do?" "Well, first I wanted to shout," said {H}. "Then I remembered my team trick. Brothers and sisters are tricky, but they make very good teammates, once you know how."',
          "6-7":
            'That was when {Hintro}, {Harrive}. {H} looked at {name} and said, "Let me tell you about my big brother. When we were little, he ate the middle out of every cookie in the jar and put the edges back." {C} almost laughed. "That\'s terrible." "It was," said {H}. "I yelled so loudly the neighbors came over. It didn\'t bring back a single cookie. Later we worked out a better way to sort things out, and now he\'s my favorite person to complain to."',
          "8-10":
            'That was when {Hintro}, {Harrive}. {H} took one look at {name\'s} expression and said, "I have two brothers, a sister and three cousins. I have been exactly where you are roughly ten thousand times." {C} crossed {C\'s} arms. "And?" "And shouting won me precisely zero of those arguments," said {H}. "What worked was boringly simple. Want to hear it, or would you rather shout a bit more first?" {C} weighed the options.',
        },
      },
      {
        text: {
          "2-3":
            '{H} {Harrive}. {H} looked at {C\'s} hands. Tight fists! Squeeze, squeeze. "Cross hands," said {H}. "Hands that want to push." {C} looked at {C\'s} hands too. Hmm. "I know a trick for cross hands," said {H}. "A team trick."',
          "4-5":
            'That was when {Hintro}, {Harrive}. {H} asked a surprising question. "If you and {O} were on the same team, what would the team be good at?" {C} {was} too cross to answer at first. Then, grudgingly: "Making a mess." "That\'s a start," said {H}. "Teams are better than fights. I know a plan that turns a fight into a team."',
          "6-7":
            'That was when {Hintro}, {Harrive}. {H} looked from {name} to {O} and back. "You know what you two have in common?" {hs} said. {C} scowled. "Nothing." "You both want the same thing right now," said {H}. "That\'s why it turned into a fight. It\'s also why you\'d make a good team, if you knew the trick."',
          "8-10":
            'That was when {Hintro}, {Harrive}. {H} considered the situation and said, "Quick question: in ten years, will you remember what this fight was about?" {C} opened {C\'s} mouth, then closed it. "Probably not." "Probably not," {H} agreed. "But you\'ll remember whether {O} was someone you could count on. So it\'s worth having a plan for moments like this."',
        },
      },
    ],
    strategy: [
      {
        text: {
          "2-3":
            '"It is called the Team Plan," said {H}. "First, a big breath. Hands still." {C} breathed in. Whoosh. Hands down, still, still. "Then say it in words. Say what you want." {C} thought. "I feel cross!" {C} looked at {O}. {O} looked at {Cobj}. {refrain}',
          "4-5":
            '"It\'s called the Team Plan," said {H}. "It has three parts. First, a big breath, before your hands can push." {C} took one. "Next, kind words. You say what\'s wrong, like, \'I don\'t like it when you knock my things.\'" {C} tried the words out, under {their} breath. "Last, team play. You find a way you can both have fun. That\'s the clever bit."',
          "6-7":
            '"It\'s called the Team Plan," {H} explained. "A big breath first, because hands move faster than brains when you\'re cross. Then kind words: you say what\'s wrong and what you want. Then team play: you look for a way that works for both of you." {C} frowned. "Even with {O}?" "Especially with {O}," said {H}. "{O} is the other half of your team, whether you like it or not."',
          "8-10":
            '"It\'s called the Team Plan," said {H}. "Big breath, so your hands don\'t act before your brain arrives. Kind words, so {O} knows what the actual problem is. Then team play, which means finding a version where you both get something." {C} raised an eyebrow. "With {O}?" "With {O}," said {H}. "You just find out what {O} wants. Often it\'s simply to be included."',
        },
      },
      {
        text: {
          "2-3":
            '{H} had a plan: {strategy}. "One big breath, hands still," said {H}. {C} breathed. Whoosh! "Now say it in words." "I don\'t like that," said {C}. {H} gave a happy hop. "Good words! Breath, then words." {refrain}',
          "4-5":
            '"Here\'s a plan for brothers and sisters," said {H}. "It\'s called the Team Plan. Big breath. Kind words. Team play." {C} counted them on {their} fingers. "What\'s team play?" "It\'s when you stop being two people who want different things," said {H}. "You start being one team that wants a good game." {C} thought about that. It sounded a bit like magic. A good kind.',
          "6-7":
            '{H} drew two little stick people in the air. "Can I show you something? It\'s called the Team Plan. First, a big breath. Then you use kind words to say what\'s wrong. Then you look for team play, a way you both win." {C} looked doubtful. "But {O} just wants to wreck things." "Maybe {O} just wants to be part of things," said {H}. "People often do. That\'s a clue worth following."',
          "8-10":
            '"Here\'s something worth trying," said {H}. "It\'s called the Team Plan. Step one: a big breath, to buy your brain a few seconds. Step two: kind words, meaning the actual problem, not a list of everything {O} has ever done. Step three: team play. You find a version of the situation where you\'re on the same side." {C} snorted. "Have you met {O}?" "I have," said {H}. "That\'s why I think it\'ll work."',
        },
      },
      {
        text: {
          "2-3":
            '"Here is the Team Plan," said {H}. "Be a statue first." Big breath. Freeze! Hands still. {C} froze. Whoosh! "Now say it in words." "Stop, please!" said {C}. "Breath, then words," said {H}. "Good!" {refrain}',
          "4-5":
            '{H} explained the Team Plan in a huddle, like a sports team before a game. "Huddle up," {hs} said, and {C} leaned in. "Play one: a big breath, before your hands can do anything. Play two: kind words. Say what\'s wrong and what you want. Play three: team play. Find a game or a job you can both do." {C} liked the huddle part. It made the plan feel like a secret that belonged to a team.',
          "6-7":
            '"Think of it like being a detective," said {H}. "It\'s called the Team Plan. First clue: take a big breath, so your hands stay still while your brain catches up. Second clue: kind words. Say what\'s bothering you and what you want. Third clue: the team way. What does {O} actually want, and how can you both get some?" {C} looked at {O} as if at a suspect. "So the mystery is how we both win?" "The best mystery there is," said {H}.',
          "8-10":
            '"Let\'s think like team captains," said {H}. "It\'s called the Team Plan. Rule one: a big breath, because nobody ever made a good decision mid-shove. Rule two: kind words. Say the problem once, without listing every crime since birth. Rule three: team play. Find the version where you both end up with something." {C} snorted. "{O} wants everything." "Then {O} will be easy to please with something," said {H}. "That\'s half the work done."',
        },
      },
      {
        text: {
          "2-3":
            '{H} sat in a pretend boat. "This is the Team Plan boat," said {H}. {H} bumped and rocked. Wobble, wobble! "Grabbing rocks the boat. So first, a big breath. Hands still." {C} breathed. Whoosh. The boat went still. "Then say it in words." "I want a turn!" said {C}. "Now the boat sails," said {H}. Swish, swish. {refrain}',
          "4-5":
            '{H} sat down on the rug as if it were a rowing boat and held two pretend oars. "It\'s called the Team Plan," {hs} said. "When two people in a boat row different ways, the boat just goes round and round." {H} rowed one side only, and spun in a circle. {C} giggled. "So first, a big breath, to stop the pushing. Then kind words: say what\'s wrong and what you want. Then team play: you both row the same way." {C} climbed in behind and took an oar. Row, row, and the pretend boat went straight for the first time.',
          "6-7":
            '"Here\'s a question," said {H}. "Have you ever seen two people in a rowing boat who are cross with each other?" {C} had not. "They row in circles," said {H}. "Round and round, getting nowhere, both sure it\'s the other one\'s fault." That sounded familiar. "The Team Plan gets the boat going. One: a big breath before your hands push, because a push rocks the boat for everyone. Two: kind words. Say the problem and what you want. Three: team play. Find a way you can both row the same way: a job, a turn or a game." {C} pictured {O} in the boat, splashing. "What if {O} rows badly?" "Then give {O} a smaller oar," said {H}.',
          "8-10":
            '"Siblings," said {H}, "are two people stuck in the same rowing boat for about eighteen years." {C} snorted. "If you row against each other, you go in circles and both get splashed. The Team Plan is how you get the boat moving. One: a big breath, because a shove rocks the boat for everyone, including you. Two: kind words. Say what\'s actually wrong and what you want, once. Three: team play. Work out how both of you can row, even if {O} has the smaller oar and uses it mostly for splashing." "Eighteen years," said {C}. "That\'s a long time in a boat." "Exactly," said {H}. "So it\'s worth learning to row."',
        },
      },
    ],
    practice: [
      {
        text: {
          "2-3":
            'They tried it together. {H} made a cross face. Grr! {C} took a big breath, hands still. Whoosh! Then words. "Please stop." {H} stopped. Then they did a silly dance for two. Wiggle, wiggle! {refrain}',
          "4-5":
            'They practiced right there. {H} pretended to be a very annoying little brother who kept saying, "Mine, mine, mine!" {C} laughed, then did the plan. A big breath. Kind words: "I don\'t like it when you shout mine." Then team play: "Shall we both say mine, very quietly?" They whispered it together until they both fell about laughing.',
          "6-7":
            'They practiced, with {H} playing the most annoying sibling in the world. {H} copied every word {C} said, in a squeaky voice. {C} took a big breath. Then kind words: "I don\'t like it when you copy me." Then team play. "Okay, let\'s both copy a robot." They spoke like robots for a whole minute. It was much harder to be cross in a robot voice.',
          "8-10":
            'They practiced with {H} playing a very busy grown-up who kept saying "in a minute" without looking up. First, the breath, slow and deliberate. Then the words: "I\'m feeling left out. Can I have a turn when you\'re done?" Then team play: "Or I could help, and then we\'re both done sooner." {H} looked up at once. "See? Now it\'s a team instead of a war." {C} had to admit it was more fun than a war.',
        },
      },
      {
        text: {
          "2-3":
            '{H} pretended to be a noisy little brother. {H} sang very loud. La, la, la! {C} took a big breath. Hands still. "Too loud for me," said {C}. So {H} sang soft. La, la, la, so soft. {refrain}',
          "4-5":
            'They practiced with a pretend problem. {H} pretended to be a little sister who wanted {C\'s} spot, and sat in it. {C} giggled, then took a big breath. "I want my spot back, please," {C} said. Then came the team part. "What if it\'s a bus, and we take turns driving?" {H} beeped. They drove all the way to the moon.',
          "6-7":
            'For practice, {H} played a little brother who claimed everything {C} touched. "Mine," {H} said, about a cushion. "Also mine," about the air. {C} took a big breath. "I don\'t like it when you say everything is yours," {C} said. Then {C} looked for a team way. "How about a shop? You sell me things, and I pay in jokes." The jokes were terrible. The shop was excellent.',
          "8-10":
            'They did a rehearsal. {H} played a sibling who grabbed everything {C} picked up: a pencil, a book, a sock. {C} felt the familiar prickle and took the breath. "I don\'t like it when you grab my things," {C} said. "I was using that." Then {C} looked for a team way. "What if you get your own department? You\'re in charge of socks." {H} accepted the sock department with great dignity. It was, {C} had to admit, quite a good system.',
        },
      },
      {
        text: {
          "2-3":
            '{H} pretended to grab {C\'s} pretend swing. Mine! Grr! {C} took a big breath. Hands still. Whoosh. Then words. "I want a turn, please." {H} hopped off. "Okay!" Swing, swing, whee! {refrain}',
          "4-5":
            'For practice, {H} pretended to be a little brother who wanted the same pretend swing. "Mine!" said {H}, climbing on. {C} took a big breath and kept {C\'s} hands still. "I don\'t like it when you take my swing," {C} said. "I want a turn." Then came the team part: "Let\'s make it a seesaw. Then we both go!" Up went {name}. Down went {H}. Up, down, up, down, until they were both dizzy with giggling.',
          "6-7":
            'They practiced with a pretend blanket fort that was only big enough for one. {H}, playing a little sister, crawled in first and refused to budge. {C} took a big breath, hands still. "I don\'t like it when you take the whole fort," {C} said. "I want to be in it too." Then came the team part. "What if we make it bigger? You hold that end, and I\'ll get more cushions." The pretend fort doubled in size, and {H} declared it a palace.',
          "8-10":
            'They rehearsed with a pretend last slice of pizza, which {H}, playing the sibling, claimed by licking it. "Disgusting," said {C}, and then remembered the plan. Breath. Hands still. "I don\'t like it when you grab the last piece. I wanted some too." Then the team part: "Next time, one of us cuts and the other chooses." {H} looked impressed. "That\'s an ancient and respected system." "I know," said {C}. "I\'m also keeping a close eye on the licking."',
        },
      },
      {
        text: {
          "2-3":
            'Then they swapped! {C} {was} the little one. {H} was {name}. {C} grabbed {H\'s} pretend toy. Grab, grab! Crash! {H} took a big breath. Whoosh. "I want a turn, please," said {H}. {C} giggled. Then they swapped back. {refrain}',
          "4-5":
            'For practice, they swapped places. {C} got to be {O}, and {H} pretended to be {name}. {name} crept over, grabbed {H\'s} pretend toy and knocked over a pretend tower, exactly the way {O} would. {H} took a big breath and kept {hp} hands still. "I don\'t like it when you grab," said {H}. "Shall we build something together?" {C} stopped being {O} for a second. "That\'s actually nice," {C} said. Then they swapped back, and {C} did the plan for real.',
          "6-7":
            'For practice, {H} suggested swapping. {C} would play {O}, and {H} would play {name}. {C} played {O} with alarming accuracy: grabbing, poking, and crawling exactly where {H} wanted to sit. {H} took a big breath. "I don\'t like it when you poke me. I want to read." Then, "What if you sit on my lap and look at the pictures?" {C}, still being {O}, found that the pictures were quite fun. "Huh," said {C}, stepping out of the part. "When you\'re {O}, you mostly just want to be in it." Then they swapped back, and {C} tried the plan from the other side.',
          "8-10":
            '{H} proposed a swap. {C} would play {O}; {H} would play {name}. {C} threw {themself} into the role: grabbing, copying, and leaning on {H} for no reason at all. {H} took a breath. "I don\'t like it when you lean on me. I\'m trying to draw." Then the team part: "Want to color in the bits I\'ve drawn?" {C}, still in character, was surprised to find that was exactly what {O} would want. "Huh," said {C}, dropping the act. "Being the little one is mostly about wanting to be included." "So is most annoying behavior," said {H}, "if you look closely." Then they swapped back, and {C} ran the plan from {C\'s} own side.',
        },
      },
    ],
    celebration: [
      {
        text: {
          "2-3":
            '{G} saw it all. {G} clapped, clap, clap. "What a team! You took a big breath. You used kind words!" {C} smiled a big smile. {O} smiled too. Hooray! {C} felt proud and warm. {refrain}',
          "4-5":
            '{G} had seen everything. "You were so cross, and you took a big breath instead of pushing," {G} said. "Then you used kind words, and found a way to play together. That\'s a real team." {C} felt proud all over, like a big warm sweater. {H} cheered, and {O} cheered too, without really knowing why.',
          "6-7":
            '{G} had seen the end of it. "I saw that," {G} said. "You were really cross, and you still took a breath and used your words. Then you worked out a way for both of you. That\'s what a great teammate does." {C} tried not to look too pleased. It didn\'t work. {H} gave a small, satisfied nod. Being on a team, {C} thought, was better than winning.',
          "8-10":
            '{G} had been hovering, ready to step in, and hadn\'t needed to. {G} said, "Can I just point out that you sorted that out with a breath, some words and an idea?" A shrug. "It was really hard." "I know," said {G}. "You found a way through anyway." {C} looked away, smiling in spite of {themself}. {H} gave an approving nod. It was, {C} had to admit, a good feeling. Better than being right, even.',
        },
      },
      {
        text: {
          "2-3":
            '{H} cheered. Hooray! {G} clapped. Clap, clap! "Good team," said {G}. {O} clapped too. Clap, clap! Then {C} did a happy dance. Big breath. Kind words. A team! {C} felt so proud. {refrain}',
          "4-5":
            '{G} gave them both a squeeze. "Well done, team!" {H} did a little cartwheel of joy. {C} felt warm and fizzy inside, like lemonade. A little while ago, everything had been cross and shouty. Now it was giggly and fun. {C} looked at {O} and thought that brothers and sisters were quite good fun after all. Well, most of the time.',
          "6-7":
            '{H} cheered, and {G} looked proud. "That was some very clever teamwork," {G} said. It was strange. Five minutes ago {C} had wanted to shout. Now {C} and {O} were laughing together. The cross feeling hadn\'t been wrong. It had just needed somewhere better to go. The Team Plan, {C} decided, was a good place to send it.',
          "8-10":
            '{H} gave a small cheer, and {G} looked impressed. {G} said, "That was diplomacy." "It was survival," said {C}. But underneath, {C} felt something new. Having {O} around had always seemed to mean being the one who got told off. Today it had meant being the one who made things work. That was a much better job. {C} decided to keep it, at least until {O} did something else outrageous.',
        },
      },
      {
        text: {
          "2-3":
            '{G} gave a big thumbs-up. "Team {name}!" said {G}. {C} felt warm and tall. Even {O} looked happy. {C} did a proud little wiggle. No push. No shout. Just a team. {refrain}',
          "4-5":
            '"Excuse me," said {G}, looking around. "Where did all the shouting go? I was sure there was some here a minute ago." {C} giggled and looked under a cushion. "We used the Team Plan." "You certainly did," said {G}. {H} threw a handful of pretend confetti. {C} felt proud and fizzy. Being on the same side as {O} felt much nicer than being on opposite sides.',
          "6-7":
            "{G} sat down next to {name}. \"Can I tell you what I noticed? When it got hard, you didn't push and you didn't shout. You stopped, you said it, and then you made room for {O}.\" {C} felt a glow that started in {C's} middle and spread to {C's} ears. Life with {O} would never be peaceful every minute. But {C} had found a way to make the hard minutes shorter.",
          "8-10":
            '{G} leaned in the doorway, eyebrows up. "Is that peace I can hear? In this house?" That earned an eye-roll, and a grin. "It was a breath and an idea. It\'s not a miracle." "From where I\'m standing, it\'s close," said {G}. {H} gave a small cheer. {C} felt a quiet, solid kind of pride. Siblings would always find new ways to be annoying. It was good to know {C} had an answer that didn\'t end with somebody in tears.',
        },
      },
      {
        text: {
          "2-3":
            '"What a team!" said {G}. "Every team needs a name." {C} thought hard. "Team Us!" {O} squealed. Eeee! "That means yes," said {G}. Clap, clap! Hooray for Team Us! {C} felt proud and warm. {refrain}',
          "4-5":
            '{G} clapped. "Now, every good team needs a name." {C} tried some out on {O}. Team Rocket? {O} blinked. Team Dinosaur? {O} yawned. Team Banana? {O} gave a happy shriek, so Team Banana it was. {G} laughed so much {G} had to sit down. {C} felt proud from top to toe. Being the captain of Team Banana was a very important job.',
          "6-7":
            '"If you two are a team now," said {G}, "you\'ll need a team name." {C} took the job seriously. The Thunder Wolves got a blank look from {O}. The Super Sharks got a yawn. The Sock Monsters got a giggle so big that {O} fell over sideways. "I think that\'s a yes," said {G}. {C} felt proud, and tall, and a bit like a captain. The Sock Monsters had been made by a breath, some words and an idea, which was a good way for a team to start.',
          "8-10":
            '"Every good team needs a name," said {G}. {C} took this seriously and pitched several to {O}. The Unstoppables: a blank stare. The Thunder Wolves: a yawn. The Legends of the Living Room: a look of open pity. Then {C} tried "Team Us," and {O} laughed out loud. "The client has chosen," said {G}. {C} pretended to be annoyed about losing the Thunder Wolves. Underneath, {C} felt a quiet, solid pride. A little while ago, {O} had been the problem. Now {O} was the team, and {C} {was}, apparently, the captain.',
        },
      },
    ],
  },
  talkAbout: [
    "Can you remember the steps of {name's} Team Plan?",
    "What kind words could you use when a brother or sister annoys you?",
    "How do you think {O} felt when {name} found a team way?",
    "What is a game you could play as a team with someone in your family?",
    "What helps your body calm down when you feel cross?",
  ],
  episodes: [
    {
      id: "block-tower",
      moment: "block building",
      place: "living room",
      time: "morning",
      props: ["blocks", "cup"],
      other: { role: "baby", kind: "baby" },
      feeling: ["cross", "frustrated"],
      summary: "{C} pushes the baby away after the baby knocks down {their} block tower",
      person: "baby",
      object: "block tower",
      talkAbout: "What could a baby do with blocks that would make both of you happy?",
      scenes: {
        opening: {
          text: {
            "2-3":
              "It was Saturday morning at {home}. Later, they would go to {world}. But first, blocks! {C} built a tower. Up, up, up! Red, blue, yellow. So tall! Then baby {O} crawled in. Crawl, crawl, crawl. Baby {O} saw the tower. Uh-oh.",
            "4-5":
              "It was Saturday morning at {home}, and after breakfast they were all going to {world}. While {G} looked for the sun hats, {C} built the tallest block tower ever, right in the middle of the living room rug. It had a red door and a blue roof. Then baby {O} came crawling in, very fast, with a big, wet, happy grin.",
            "6-7":
              "It was Saturday morning at {home}. Everyone was getting ready for a trip to {world}, which meant {G} was rushing about looking for shoes. {C} {was} using the time to build a block tower on the living room rug: twenty blocks high, with a bridge and a cup balanced on top as a lookout. It was the best one yet. Then baby {O} crawled in, spotted it and squealed.",
            "8-10":
              "It was Saturday morning at {home}, and the trip to {world} was running late because {G} had lost a shoe. {C} {was} using the delay productively. On the living room rug stood a block tower with twenty-three levels, two bridges, and a cup balanced on top as an observation deck. It was, {C} felt, possibly a personal best. Then baby {O} crawled in, saw the tower, and made the happy shriek of someone who has found a target.",
          },
        },
        problem: {
          text: {
            "2-3":
              'Crash! Down came the tower. Blocks everywhere! Bump, bump, bump. Baby {O} giggled and clapped. But {C} did not giggle. "No! Go away!" Then {C} pushed {O\'s} hand. Baby {O} fell on {op} bottom. Bump! Then baby {O} cried. Waaah! {G} came running and picked {O} up. "No pushing," said {G}, gently.',
            "4-5":
              'Crash! Baby {O} knocked the whole tower down with one swipe. Blocks flew everywhere. {O} laughed and clapped. But {C} did not laugh. "Go away!" {name} shouted, and gave {O} a push. {O} toppled over onto the rug. {O} wasn\'t hurt, but {O} started to cry, very loudly. {G} came running in, one shoe on and one shoe off, and picked {O} up. "I won\'t let you push the baby," {G} said, firm but quiet.',
            "6-7":
              'With one happy swipe, {O} knocked the whole thing flat. Blocks bounced across the rug, and the cup rolled under the sofa. {O} clapped. {C} shouted, "You wrecked it! Go away!" and pushed {O} hard. {O} toppled onto the rug. {O} wasn\'t hurt, but {O} wailed as if the world had ended. {G} rushed in, one shoe on, and scooped {oo} up. "I won\'t let you push {O}," {G} said, firm but quiet.',
            "8-10":
              'It took {O} about one second. One chubby swipe, and twenty-three levels of engineering hit the rug. The cup rolled under the sofa. {O} applauded. {C} didn\'t think; {C} just reacted. "Get off! You ruin everything!" {C} shoved {O} away, harder than {they} meant to. {O} sat down with a bump, looked shocked, then burst into tears. {G} arrived at a run, one shoe on, and picked {oo} up. "No pushing. Not ever," {G} said, quietly. The look {name} got had a question in it.',
          },
        },
        feeling: {
          text: {
            "2-3":
              "{name} felt {feeling}. The big tower was gone! {C's} face went hot. {C's} hands went tight. Grr! And now {G} was hugging {O}. Not {name}. So {C} sat down with a thump. Then {C's} chin went wobbly too. Poor tower. Poor baby.",
            "4-5":
              "{name} felt {feeling}, hot and stompy all over. It had taken ages to build that tower! Baby {O} always knocked things down. And now {G} was cuddling {O}, not {name}. {C's} face was hot and {their} fists were tight. But {C} also felt a bit wobbly inside, because {O} was still crying, and that was {C's} push.",
            "6-7":
              "{name} felt {feeling}. All that work, gone in one second. It wasn't fair. {O} could knock down anything and everyone just laughed. Now {G} was cuddling {O}, and {C} {was} the one in trouble. {C's} fists were tight and {their} face was burning. But underneath the cross feeling, there was a small, sorry one. {O} was still crying, and {C} had done that.",
            "8-10":
              "{name} felt {feeling}, and then guilty, which was worse. The tower had been great. {O} had destroyed it for fun. That part was genuinely unfair. But {O} was a baby, and now {O} was crying into {G's} shoulder, and {C} {was} the one who had pushed. {C} sat among the wreckage, fists tight, feeling like the villain in a story that had started with {Cobj} as the hero. It was an extremely annoying feeling to have before ten o'clock.",
          },
        },
        stumble: {
          text: {
            "2-3":
              '{C} built the tower again. Up, up! Here came baby {O}. Crawl, crawl. {C} took a big breath. Whoosh! Then kind words. "No, {O}. My tower." But {O} did not listen. Crash! Oh dear. Babies do not know words yet.',
            "4-5":
              '{C} started building again. Soon, here came {O}, crawling fast. This time, {C} took a big breath instead of pushing. Then {C} used words. "No, {O}. This is my tower." But {O} was a baby, and babies don\'t understand words very well. Crash! Down it came again. {C} groaned. Breath and words were good. But {C} still needed the team part.',
            "6-7":
              "{C} rebuilt the tower, a bit lower. Sure enough, {O} came crawling straight back. {C} took a big breath. Then kind words: \"Please don't, {O}. I'm building this.\" {O} beamed, reached out, and crash. The tower was down again. {C} let out a long sigh. The breath had worked. The words had worked, on {Cobj}. But {O} was a baby, and babies need more than words.",
            "8-10":
              "{C} rebuilt, lower and faster. Within two minutes, {O} was back, making a beeline for the tower like a tiny bulldozer. {C} took the big breath, which helped. Then kind words: \"Please don't knock it, {O}. I'm building.\" {O} smiled sweetly, listened carefully, and knocked it down. {C} stared at the ceiling. The breath worked. The words worked, technically. The problem was that {O} wasn't a rival. {O} was a baby who loved knocking things down.",
          },
        },
        success: {
          text: {
            "2-3":
              '{C} looked at {O}, then at the blocks. {C} built a tiny tower. Just for {O}! "This one is yours, {O}. Knock!" Crash! {C} built the big tower. {O} knocked the little one. Crash, giggle, crash! {refrain}',
            "4-5":
              'Then {C} had a brilliant idea. {C} built a little tower, just three blocks high, right next to {O}. "This one is for you, {O}. You can knock it down!" Crash! {O} squealed with joy. So {C} built another, and another. {O} knocked down the little towers, and {C} built the big one, and nobody cried at all.',
            "6-7":
              '{C} watched {O} for a moment. If {O} loved knocking things down, {O} needed something to knock. {C} built three little towers close to {O}. "These ones are yours, {O}. Ready? Knock!" Crash! {O} shrieked with delight. {C} kept the little towers coming, and between them, built the big tower higher than ever. {G} stood in the doorway and watched the team at work.',
            "8-10":
              "Then {C} had an idea. {O} didn't want to wreck {C's} tower. {O} wanted to wreck a tower. Any tower. So {C} set up a demolition zone on the other side of the rug: five small towers, each three blocks high. \"Okay, {O}. You're the wrecking ball.\" {O} demolished them with total joy. {C} rebuilt the zone every few minutes, and in between, the big tower went up to twenty-five levels. {G} watched from the doorway, amazed.",
          },
        },
        echo: {
          day: 1,
          time: "afternoon",
          place: "kitchen",
          props: ["crayons", "drawing"],
          text: {
            "2-3":
              'The next day, {C} drew a picture at the table. Here came {O}. Grab, grab at the crayons! {C} took a big breath. Whoosh. Then {C} gave {O} a fat crayon. And some paper. "Your picture, {O}!" Scribble, scribble. Two pictures. A team!',
            "4-5":
              'The next afternoon, {C} sat at the kitchen table drawing a rocket. Soon, {O} was reaching for the crayons with sticky hands. {C} felt the cross feeling start. But {C} took a big breath, and then had a team idea. {C} gave {O} a fat red crayon and an old piece of paper. "That\'s your drawing, {O}." {O} scribbled happily, and the rocket was safe.',
            "6-7":
              'The next afternoon, {C} {was} drawing at the kitchen table when {O} pulled {op} way up onto a chair and grabbed for the crayons. {C} noticed the cross feeling starting. Big breath. Kind words: "These are for my rocket." Then team play. {C} gave {O} two chunky crayons and a big sheet of paper. "You draw the sky, {O}." {O} scribbled a very enthusiastic sky.',
            "8-10":
              'The next afternoon, {C} {was} drawing a detailed rocket at the kitchen table when {O} appeared, clambering up a chair with the clear intention of eating the crayons. {C} felt the flare of annoyance and recognized it. Breath. Then, instead of defending the drawing, {C} ran the Team Plan. {C} gave {O} a chunky crayon and a huge sheet of paper. "You\'re in charge of space, {O}." {O} covered it in furious red circles. {C} declared them planets.',
          },
        },
        ending: {
          time: "evening",
          props: ["blocks"],
          text: {
            "2-3":
              'That evening, baby {O} was sleepy. Yawn! So {C} gave {O} a soft block to hold. {O} smiled a sleepy smile. {G} hugged {name}. "What a kind big teammate," said {G}. {C} smiled too. {refrain} Night, night, baby {O}.',
            "4-5":
              'That evening, baby {O} was rubbing {op} eyes, holding one of {C\'s} blocks like a teddy. {G} gave {name} a cuddle on the sofa. "You were very kind to {O} today," said {G}. "You found a way for you both to play." {C} leaned against {G}. {O} was still a baby who knocked things down. But {O} was {C\'s} team now, too.',
            "6-7":
              'That evening, {O} fell asleep on the sofa holding a block, which {C} decided was probably a compliment. {G} sat down next to {name}. "You could have stayed cross all day," {G} said. "Instead, you worked out what {O} actually wanted." {C} leaned against {G} and smiled. Little siblings were still annoying sometimes. But they were much easier with a plan.',
            "8-10":
              'That evening, {O} fell asleep on the sofa clutching a single block, like a tiny worker off shift. {G} sat down beside {name}. "The demolition zone," {G} said. "That was genius." {C} shrugged, pleased. "I just worked out what {O} wanted." "That\'s the genius part," said {G}. {name} watched {O} sleeping, mouth open, block in hand, and felt something unexpected. It wasn\'t quite fondness. Well, maybe it was, a bit.',
          },
        },
      },
    },
    {
      id: "tv-choice",
      moment: "choosing the show",
      place: "living room",
      time: "evening",
      props: ["tv", "blanket", "pillow"],
      other: { role: "twin", kind: "child" },
      feeling: ["grumpy", "annoyed"],
      summary: "{C} fights with {their} twin over which show to watch",
      object: "the TV remote",
      talkAbout: "How could you and someone in your family choose a show together?",
      scenes: {
        opening: {
          text: {
            "2-3":
              "It had been a big day at {world}. Now it was TV time! {C} and {O} were twins, a brother or sister just the same age. Same sofa. One blanket. One pillow each. But {C} wanted the dinosaur show. {O} wanted the bunny show. Uh-oh.",
            "4-5":
              'After a long, busy day at {world}, it was TV time at {home}. {C} and {C\'s} twin {O} snuggled under one big blanket on the sofa, with one pillow each. {G} put the remote on the cushion between them. "One show before bath," said {G}. Now, {C} wanted the dinosaur show. {O} wanted the space show. They both grabbed for the remote.',
            "6-7":
              'After a long afternoon at {world}, {C} and {C\'s} twin {O} were allowed one show before bath. They flopped onto the sofa under the big blanket, a pillow each. {G} put the remote exactly in the middle. "One show. You choose," {G} said, and went to run the bath. That was a mistake. {C} wanted the dinosaur show. {O} wanted the space one.',
            "8-10":
              "After a long day at {world}, {C} and {C's} twin {O} had been promised one show before bed. {G} placed the remote precisely on the middle cushion, like a referee placing a ball, and left to run the bath. Being twins meant {C} and {O} had shared everything since before they were born, including opinions. Tonight, those opinions were dinosaurs, from {Cobj}, and a space show, from {O}.",
          },
        },
        problem: {
          text: {
            "2-3":
              'First {C} grabbed the remote. {O} grabbed it too. Pull, pull! "Mine!" "No, mine!" Then {C} pushed {O}. {O} pushed back. The remote flew. Plop, under the sofa! The pillow fell too. {G} came in. Click. TV off. "No show," said {G}. Oh no.',
            "4-5":
              'First {C} grabbed the remote. {O} grabbed it too. They pulled and pulled. "It\'s my turn!" "No, it\'s mine!" {C} gave {O} a push, and {O} pushed back even harder. The remote flew out of both hands and slid under the sofa. {G} came in, looked at the mess, and switched the TV off. "No show until you sort it out."',
            "6-7":
              'Both hands reached the remote at the same moment. "I\'m choosing!" "You chose last time!" "I did not!" There was a tug of war, a shove, a louder shove, and the remote shot out of both hands and skidded under the sofa. The pillow went flying. {G} appeared, took one look, and turned the TV off. "Sort it out together, then we\'ll talk."',
            "8-10":
              'Two hands landed on the remote simultaneously. "Dinosaurs." "Space." "You picked yesterday." "That was the day before." The tug of war escalated into a shove, then a counter-shove, and the remote flew across the room and vanished under the sofa. A pillow went with it. {G} appeared in the doorway, took in the scene, and switched the TV off. "Let me know when you\'ve reached an agreement," {G} said.',
          },
        },
        feeling: {
          text: {
            "2-3":
              "{name} felt {feeling}. No show! No dinosaurs! {C's} face went hot. {C's} arms went crossed. Humph! {O} was grumpy too. Two grumpy faces. Two crossed arms. One dark TV. Not fun at all. Not one bit.",
            "4-5":
              "{name} felt {feeling}. {O} always wanted the space show! It wasn't fair! {C's} face was hot and {their} arms were folded tight. But now there was no show at all, for anybody. {O} sat at the other end of the sofa, looking just as cross. Two grumpy twins and a dark, quiet TV.",
            "6-7":
              "{name} felt {feeling}. Being a twin meant always sharing, and sometimes {C} wanted one thing to be just {theirs}. It was so unfair that {O} got to choose as often as {C} did. Wait, was that unfair? {C} {wasn't} sure any more. All {C} knew was that the TV was off, and both of them were losing.",
            "8-10":
              "{name} felt {feeling}, mostly at {O}, partly at {G}, and a little bit at the remote. Sharing a birthday, a room and a sofa meant there was always a negotiation. Usually {C} didn't mind. Tonight, after a long day, {C} just wanted one thing without a debate. Now there was nothing at all. {O} sat at the far end of the sofa, arms folded, mirroring {Cobj} exactly, which made it even more irritating.",
          },
        },
        stumble: {
          text: {
            "2-3":
              '{C} took a big breath. Whoosh. Hands still. "I want bunnies," said {O}. Then {C} said, "Bunnies are yucky!" {O\'s} lip wobbled. Sniff, sniff. Oh dear. Those words were not kind. Words can push too. Hmm. What now?',
            "4-5":
              '{C} took a big breath, and {C\'s} hands stayed still. Then came words. "I want the dinosaur show. The space show is boring, and so are you." {O} folded {op} arms. "It is not!" Now they were both cross, and the TV was still off. {C} had used words, all right. They just hadn\'t been kind ones. Words that poke, {C} realized, start a fight just like hands that push.',
            "6-7":
              "{C} fished the remote out from under the sofa and took a big breath. That part worked: no grabbing. Then came words, but the wrong sort. \"We're watching dinosaurs, because your space show is the most boring show in the universe.\" {O's} face crumpled. {C} heard it too, a second too late. The breath had stopped the hands. It hadn't stopped the mouth. Words, it turned out, could push just as hard.",
            "8-10":
              '{C} retrieved the remote, dusted it off, and took a deep breath, which successfully prevented any shoving. Then {C} said, "We\'re watching the dinosaur one, because the space one is obviously for people who think the moon is made of cheese." Technically, those were words. {O} went pink and silent. {C} replayed the sentence and winced. It had landed exactly like a shove. Kind words, it turned out, had to actually be kind.',
          },
        },
        success: {
          text: {
            "2-3":
              '"Sorry," said {C}. "Bunnies are nice." {C} looked at the TV, then at {O}. "Your show first. Then my show!" {O} smiled a big smile. Bunnies first. Hop, hop! Then dinosaurs. Roar! One blanket. Two happy twins. {refrain} Snuggle, snuggle. {G} peeked in and smiled.',
            "4-5":
              '"Sorry," said {C}. "You\'re not boring." Then {C} had an idea. "What about dinosaurs in space?" {O} blinked. "Is that a real show?" It was! There was a cartoon about a dinosaur who flew a rocket. {G} found it, and they watched it together under the big blanket, laughing at the same jokes at exactly the same time. Roar, whoosh!',
            "6-7":
              '"Sorry. Your show isn\'t boring," {C} said, and meant it. Then {C} looked at the list of shows. "How about the short space show first, then the dinosaur one tomorrow, and you get to choose the snack?" {O} thought about it. "Deal. And you get the good pillow." They shook on it. {G} came back to find them snuggled under one blanket, watching space, with {Cobj} already planning tomorrow\'s dinosaurs.',
            "8-10":
              '"Sorry," said {C}. "That was mean. And you know the moon isn\'t cheese." {O} sniffed, mollified. Then {C} had an idea. "Okay. Tonight, whoever didn\'t choose last time chooses. Nobody remembers, so we go by the calendar. Odd days me, even days you." {O} checked. It was the fourteenth. "Space," said {O}, smugly. "Fine," said {C}. "But I get the good pillow and the remote." "Deal." {G} returned to find them under one blanket, arguing happily about whether astronauts could outrun a T. rex.',
          },
        },
        echo: {
          day: 1,
          time: "afternoon",
          place: "car",
          props: ["car seat"],
          text: {
            "2-3":
              'The next day, in the car, it was music time! {C} wanted the tractor song. {O} wanted the duck song. So {C} took a big breath. "Your song, then my song," said {C}. Quack, quack! Then brum, brum! {G} sang too. A team!',
            "4-5":
              'The next afternoon, in the car, {C} and {O} both wanted to choose the music. {C} felt the grumpy feeling start. But {C} took a big breath from {their} car seat and said, "You choose one song, then I choose one." {O} picked the silly duck song. Then {C} picked the tractor song. {G} sang along to both.',
            "6-7":
              'The next afternoon, in the car, the music argument started before they had even left the street. {C} noticed the grumpy feeling arriving and ran the plan straight away. Big breath. Kind words: "I want the tractor song." Team play: "Let\'s swap, one song each, all the way there." {O} agreed. {G} caught {name\'s} eye in the mirror and raised an impressed eyebrow.',
            "8-10":
              'The next afternoon, in the car, the music negotiations began before {G} had reversed out of the drive. {C} felt the familiar tightening and got ahead of it. Breath. Words. Then a team way: "Alternate songs. And the person whose song it is does the actions." {O} accepted immediately. By the end of the journey, {G} had seen a tractor impression, two duck impressions and something that might have been a volcano.',
          },
        },
        ending: {
          time: "night",
          place: "bedroom",
          props: ["pillow"],
          text: {
            "2-3":
              'That night, {C} and {O} were snug in bed. Whisper, whisper. "Good team," said {O}. "Good team," said {C}. {G} smiled at the door. {refrain} Goodnight, {name}. Goodnight, {O}. Sleep tight, twins.',
            "4-5":
              'That night, {C} and {O} lay in bed, in the room they shared, whispering about dinosaurs in rockets. {G} smiled from the doorway. "You two made a great team today," said {G}. {C} smiled into {their} pillow. Having a twin meant sharing nearly everything. But it also meant always having someone on your team.',
            "6-7":
              'That night, in the room they shared, {C} and {O} whispered across the gap between the beds about whether dinosaurs would like space. {G} stood in the doorway, smiling. "I heard you sorted it out yourselves," {G} said. "That\'s real teamwork." {C} grinned in the dark. Sharing everything was hard sometimes. But sharing a team was the best part.',
            "8-10":
              'That night, lying in the room they shared, {C} and {O} held a whispered debate about whether a T. rex would survive in zero gravity. {G} stood in the doorway listening. "You two solved tonight\'s crisis without me," {G} said. "We\'re a very efficient team," said {C}. {G} laughed softly and closed the door. {name} lay in the dark, pleased. Sharing a twin was complicated. But it came with a permanent teammate.',
          },
        },
      },
    },
    {
      id: "baby-feeding",
      moment: "the baby's snack time",
      place: "kitchen",
      time: "afternoon",
      props: ["bowl", "spoon", "drawing"],
      other: { role: "baby", kind: "baby" },
      feeling: ["jealous", "jealous"],
      summary: "{C} feels jealous while {G} feeds the baby",
      person: "baby",
      trigger: "the baby getting all the attention",
      talkAbout: "What could you and someone you love do together, just the two of you?",
      scenes: {
        opening: {
          text: {
            "2-3":
              'It was snack time for baby {O}. {G} had a bowl. {G} had a spoon. Yum, yum, banana! {C} had a drawing. A big red dragon! {name} waved it high. "Look!" But {G} was busy. Busy, busy with the baby. After snack, they would go to {world}.',
            "4-5":
              'It was the baby\'s snack time at {home}. {G} sat baby {O} in the high chair with a bowl of mashed banana and a little spoon. {C} ran in holding a brand-new drawing of a dragon. "Look what I made!" But {G} was busy. "In a minute, sweetheart." After snack, they were all going to {world}. If {O} ever finished eating.',
            "6-7":
              'At {home}, it was baby {O\'s} snack time, which took forever. {G} sat {O} in the high chair with a bowl of banana and a tiny spoon. {C} had spent all afternoon on a drawing of a dragon flying over {world}, and rushed in to show it. "Look!" "In a minute," said {G}, not looking up. "{O} needs feeding." {C} waited. And waited.',
            "8-10":
              'At {home}, baby {O\'s} snack time was, as usual, a major production. {G} sat {O} in the high chair with a bowl of mashed banana and a spoon, and began the long process of getting more banana into {O} than onto {O}. {C} had just finished a detailed drawing of a dragon over {world}, shading and everything, and came in to show it. "In a minute," said {G}, eyes on the spoon. {C} had heard that before.',
          },
        },
        problem: {
          text: {
            "2-3":
              '{C} waited. {G} fed the baby. Spoon, spoon. {C} waited more. And more. Then {C} stamped. Stamp, stamp! "You always feed the baby!" Then {C} pushed the bowl. Splat! Banana everywhere. Baby {O} cried. Waaah! Oh dear.',
            "4-5":
              '{C} waited, but {G} kept feeding {O}. Spoon after spoon. "Look at my drawing!" {name} said again, louder. "One second," said {G}. That was too much. {C} stamped {their} foot and shouted, "You always look at the baby!" Then {C} gave the high chair a shove. The bowl wobbled, and banana splattered onto the floor. {O} started to wail. {G} grabbed the high chair to steady it. "No pushing," {G} said. "Not the baby\'s chair."',
            "6-7":
              'Five minutes passed. {G} was still making airplane noises with the spoon. {C} held the drawing higher. "You said in a minute!" "I know, love, just let me finish." Something inside {Cobj} snapped. "You always finish the baby first!" {C} slammed the drawing down on the tray. The bowl flipped, banana went everywhere, and {O} burst into tears.',
            "8-10":
              'Seven minutes later, {C} {was} still holding the drawing, and {G} was still doing airplane noises. "You said a minute," said {C}. "Nearly done," said {G}, which was not true. That was when {C} snapped. "You never look at anything I do any more. It\'s always the baby." {C} slapped the drawing down on the high-chair tray. The bowl flipped, the banana launched, and {O} started to cry.',
          },
        },
        feeling: {
          text: {
            "2-3":
              "{name} felt {feeling}. {G} always helped the baby. Baby, baby, baby! {C's} tummy felt tight. {C's} eyes felt hot. {C} wanted a cuddle too. {C} wanted {G} to look at the dragon. Just at {name}. Just for a minute. \"Sorry, {O},\" {C} said, very small.",
            "4-5":
              '{name} felt {feeling}, a hot, prickly feeling all over. Ever since {O} was born, {G} was always busy. Feeding {O}. Changing {O}. Rocking {O}. {C} wanted {G} to look at the dragon. {C} wanted {G} to look at {name}. Now there was banana on the floor, {O} was crying, and {C} felt even worse. "Sorry, {O}," {C} whispered, and picked up the spoon.',
            "6-7":
              "{name} felt {feeling}. It wasn't that {C} didn't love {O}. {C} did, mostly. But since {O} arrived, everything seemed to be about the baby. The baby was hungry. The baby was tired. The baby needed changing. {C} {was} just... there. Now banana was dripping off the drawing, and {C} felt jealous and sorry at the same time, which is a horrible mix. \"Sorry, {O},\" {C} mumbled, and fetched a cloth for the tray.",
            "8-10":
              '{name} felt {feeling}, which was embarrassing, because {O} was a baby and {C} {was} practically grown. But it was true. Since {O} arrived, everything revolved around feeding, naps and diapers. {C} could win a medal and someone would say, "Lovely, shh, the baby\'s asleep." Now the drawing was covered in banana, {O} was howling, and {C} felt both completely justified and completely terrible. "Sorry, {O}," {C} muttered, and went to get a cloth.',
          },
        },
        stumble: {
          text: {
            "2-3":
              '{C} took a big breath. Whoosh. Then kind words. "I want you to see my drawing." {G} was holding the spoon. "After the baby, love." So {C} sat and sulked. Humph! Breath, yes. Words, yes. But still waiting. Hmm. What now?',
            "4-5":
              '{C} took a big breath. Then {C} tried kind words. "I want you to see my drawing. I\'m feeling left out." {G} looked up. "Oh, sweetheart. I\'ll look as soon as {O} has finished." That was fair, but it was still waiting. {C} sat down with a huff. The words had worked a bit. But {C} still needed a team way.',
            "6-7":
              '{C} took a big breath. Then kind words: "I feel left out. I wanted you to see my drawing." {G} stopped and looked at {Cobj} properly. "Thank you for telling me. I\'ll look the moment {O} is done." That helped, a bit. But {O} was a very slow eater. {C} sat down, still feeling prickly. Breath and words. Now what?',
            "8-10":
              '{C} took the big breath. Then kind words, which were harder: "I feel left out. Everything\'s about {O} now." {G} stopped, spoon in the air, and looked properly at {name}. "Thank you for saying it," {G} said. "I didn\'t realize. I\'ll look the second {O} is finished." It helped. But {O} ate at the speed of a glacier, and {C} sat there, still prickly. The third part of the plan, clearly, was up to {Cobj}.',
          },
        },
        success: {
          text: {
            "2-3":
              '{C} spotted the dragon drawing. {C} held up the dragon. "Roar!" Baby {O} laughed. Open went {O\'s} mouth. In went the spoon! {G} laughed, spoon in the air. "Again!" Roar! Spoon! Roar! Spoon! The bowl was empty. {refrain}',
            "4-5":
              '{C} looked at the dragon drawing. {C} held the dragon drawing up beside {G\'s} spoon and made it fly. "Roar! Here comes the dragon!" Baby {O} giggled and opened {op} mouth wide, and in went the banana. Roar, spoon, roar, spoon! The bowl was empty in no time. {G} laughed and said, "What a team! Now, show me this amazing dragon."',
            "6-7":
              'Then {C} had an idea. {C} picked up the drawing and made the dragon swoop in beside the spoon. "Roar! Dragon coming in to land!" {O} shrieked with laughter and opened wide. Swoop, roar, spoon. Swoop, roar, spoon. The bowl was empty in two minutes. {G} sat back, amazed. "That was genius. Now, tell me everything about this dragon." And {G} listened to every word.',
            "8-10":
              'Then {C} had an idea. If {O} ate faster, {G} would be free faster. {C} wiped the banana off the drawing and turned it into a puppet show: the dragon swooped in, roared, and demanded the spoon be delivered. {O} was mesmerized and opened wide every time. The bowl was finished in record time. {G} looked at {name} with a kind of astonished respect. "Right," {G} said. "Now. Tell me about this dragon. All of it."',
          },
        },
        echo: {
          day: 1,
          time: "evening",
          place: "bathroom",
          props: ["rubber duck", "towel"],
          text: {
            "2-3":
              'The next evening, it was bath time for baby {O}. Splash, splash! {C} felt tight inside again. But {C} took a big breath and knelt by the tub. "Can I help?" So {C} made the duck swim. Quack, quack! {O} splashed. A team!',
            "4-5":
              'The next evening, {G} was giving baby {O} a bath, and the left-out feeling came back. But this time {C} took a big breath and used kind words. "Can I help?" {G} passed the rubber duck over. "I\'d love that." {C} made the rubber duck do tricks, and {O} splashed and giggled. Then {C} held the towel ready, like a real helper.',
            "6-7":
              'The next evening, it was {O\'s} bath time, and {C} felt the jealous feeling creep in as {G} knelt by the bath. {C} noticed it, and ran the plan. Big breath. Kind words: "Can I be in charge of the duck?" {G} handed it over gratefully. {C} made the rubber duck dive and sing, and {O} laughed so much {G} could wash {op} hair with no tears at all.',
            "8-10":
              "The next evening, it was {O's} bath, and {C} felt the old jealousy arrive as {G} rolled up both sleeves. {C} recognized it, breathed, and tried words first. \"Can I help? I'm good at entertainment.\" {G} laughed and handed over the rubber duck. {C} gave it a full storyline involving a shipwreck and a daring rescue. {O} was so captivated that the hair wash, normally a disaster, happened without a single tear. {G} looked extremely grateful.",
          },
        },
        ending: {
          time: "night",
          place: "bedroom",
          props: ["drawing"],
          text: {
            "2-3":
              "That night, baby {O} was asleep. Shh! {G} sat with {name}. Just {G} and {name}. One story. One cuddle. The dragon drawing was on the wall. {C} felt warm and happy. {refrain} Goodnight, {name}.",
            "4-5":
              'That night, when baby {O} was fast asleep, {G} came and sat on {C\'s} bed. "Now it\'s our time," {G} whispered. "Just you and me." They read a story together, and {G} pinned the dragon drawing on the wall. {C} snuggled down, warm and happy. Being a big brother or sister was hard sometimes. But it was also pretty special.',
            "6-7":
              'That night, when {O} was finally asleep, {G} came into {C\'s} room with two books. "Just you and me," {G} said. "Your pick." The dragon drawing was already pinned above the bed, banana stain and all. {C} chose the longest book. {G} didn\'t complain once. {name} fell asleep feeling like the most important person in the world, which, for {G}, {they} still {was}.',
            "8-10":
              'That night, once {O} was asleep, {G} came into {C\'s} room and sat on the bed. "Okay," {G} said. "The dragon. Tell me properly." {C} explained the whole thing: the wingspan, the fire, why it was guarding the hill. The drawing, slightly banana-stained, now hung above the bed. "I\'m sorry I\'ve been so busy," said {G}. "You\'re still my favorite person to talk to." {name} fell asleep smiling, feeling seen.',
          },
        },
      },
    },
    {
      id: "garden-watering",
      moment: "watering the garden",
      place: "garden",
      time: "afternoon",
      props: ["watering can", "flower", "bucket and spade"],
      other: { role: "younger sibling", kind: "child" },
      feeling: ["huffy", "annoyed"],
      summary: "{C} snatches the watering can from {their} younger sibling in the garden",
      object: "watering can",
      talkAbout: "What jobs could a little brother or sister do to help you?",
      scenes: {
        opening: {
          text: {
            "2-3":
              "It was a sunny day at {home}. {C} had a watering can. A green one! {C} watered the flowers. Drip, drip, drip. {C} {was} the gardener today. Then little {O} came out. {O} wanted the watering can too. Uh-oh.",
            "4-5":
              "On a sunny afternoon at {home}, {G} gave {name} a very important job: watering the new flowers, with seeds bought at the market by {world}. {C} had the green watering can and took the job very seriously. Drip, drip, drip on every flower. Then little {O} toddled out of the house. {O} wanted to help. {O} grabbed the watering can.",
            "6-7":
              "On a warm afternoon at {home}, {G} and {name} had planted a row of sunflowers, from seeds bought by {world}. {C} {was} in charge of watering them with the big green watering can. Carefully, one flower at a time. Then {C's} younger sibling {O} came running out, wanting to help, and grabbed at the can with both hands. Water sloshed all over {C's} shoes.",
            "8-10":
              "On a warm afternoon at {home}, {C} {was} in charge of the new flower bed, planted with seeds from the market by {world}. {G} had said the words \"you're in charge\", and {C} had taken them very seriously. Each flower got exactly the right amount from the green watering can. Then {C's} younger sibling {O} came barrelling out of the house, announced \"I'm helping!\", and grabbed for the can. A cold wave went straight into {C's} shoes.",
          },
        },
        problem: {
          text: {
            "2-3":
              '{O} grabbed the can. "Mine!" Pull, pull! Splash! Water on {C\'s} shoes! "Go away!" {name} shouted. Then {C} snatched the can. {C} pushed {O}. {O} sat down on the grass. Bump! {O} cried. Waaah! {G} came over and helped {O} up. "No pushing," said {G}.',
            "4-5":
              '"Me do it!" {O} said, pulling. Splash! Water went all over {C\'s} shoes. "Go away!" {name} shouted. {C} yanked the watering can back and pushed {O} away. {O} sat down hard on the grass with a bump. {O} wasn\'t hurt, but {O} cried anyway, loud and long. {G} hurried over from the vegetable patch and helped {O} up. "I won\'t let you push," {G} said.',
            "6-7":
              '"Give it!" {O} tugged. The can tipped, and more water splashed onto {C\'s} socks. That was it. "Go away! You always ruin everything!" {C} snatched the can back and pushed {O} away, hard. {O} sat down on the grass, more shocked than hurt, and then let out an enormous wail. {G} came hurrying over from the vegetable patch, trowel in hand, and helped {O} up. "I won\'t let you push," {G} said, calm and firm.',
            "8-10":
              '"My turn!" {O} tugged again, and another slosh went down {C\'s} socks. Something inside {Cobj} snapped. "Go away! You ruin everything!" {C} yanked the can back and shoved {O}, not gently. {O} sat down hard on the grass. For a second there was silence. Then {O} produced a wail that probably reached {world}. {G} hurried over from the vegetable patch, trowel in hand, checked {O} first, and then looked at {name}. "Stop. I won\'t let you push."',
          },
        },
        feeling: {
          text: {
            "2-3":
              "{name} felt {feeling}. Wet shoes! Squelch, squelch. {C} {was} the gardener today. Not {O}! {C's} face went red. Huff, puff. But {O} was crying on the grass. And {O} only wanted to help. Just like {name}. Hmm.",
            "4-5":
              "{name} felt {feeling}, all hot and stompy. {C's} shoes were wet, {C's} job was ruined, and {O} always wanted whatever {C} had. It wasn't fair! But {O} was still crying on the grass. And {O} had only wanted to help. {C} looked at the watering can and felt a bit wobbly inside.",
            "6-7":
              "{name} felt {feeling}. It was {C's} job, {C's} sunflowers, and now {C's} socks were soaking. Why did {O} always want to do whatever {C} {was} doing? But as {O} sobbed, a quieter thought crept in. Maybe that was exactly why. {O} didn't want to spoil things. {O} wanted to be like {name}. Somehow that made {Cobj} feel worse, not better.",
            "8-10":
              "{name} felt {feeling}, with wet socks, which adds about forty percent extra annoyance to anything. This was {C's} job. {C} had been trusted with it. And {O} had to copy everything, always, immediately. Yet as {O} sobbed on the grass, a thought crept in that {C} didn't enjoy. {O} copied everything because {O} wanted to be like {name}. That was flattering, irritating and guilt-making all at once. It was a lot to feel in wet socks.",
          },
        },
        stumble: {
          text: {
            "2-3":
              "{O} grabbed the can again. Pull! {C} pulled too. Tug, tug! Splash! Water on {C's} shoes. Water on {O's} shoes. Drip, drip. Oops! No big breath. Hands went first. Hmm. What now?",
            "4-5":
              "{O} grabbed the can again. This time {C's} hands moved before {C} could think: pull, tug, pull! The can swung between them, and water sloshed over both of them. Splash! They stood there dripping. {C} had forgotten the big breath completely. Hands are fast. That was why the breath came first.",
            "6-7":
              "{O} lunged for the can again, and {C's} hands got there before {C's} brain did. Tug one way. Tug the other. The can swung, and a wave of water soaked them both to the knees. They stood there, dripping and outraged. {C} knew exactly which part had been skipped. The breath was supposed to come before the hands, not after the splash.",
            "8-10":
              "{O} went for the can again, and {C's} hands responded before any plan could be consulted. A brief, soggy tug-of-war followed. The can swung, and most of its contents ended up in two pairs of shoes. They stood there, dripping. The breath had been skipped entirely: the hands had simply gone first, as hands do. That, {C} realized, was the whole reason the breath was step one.",
          },
        },
        success: {
          text: {
            "2-3":
              'Big breath. Whoosh. Hands still. {C} looked at the little bucket. {C} filled the little bucket. "This is yours, {O}. You are the rain!" Drip, drip! {O} watered a little flower. {C} watered a big one. Drip, drop, drip, drop. Team! {refrain} Every flower got a drink.',
            "4-5":
              '{C} took a big breath. Hands still, this time. Then {C} had an idea. {C} filled the little sand bucket with water and gave it to {O}. "You can be the rain for the small flowers. I\'ll do the big ones." {O} gasped, as if it were the best job in the world. Drip, drip went the bucket. Drip, drip went the can. Soon every flower had a drink, and nobody was crying.',
            "6-7":
              'This time {C} took a big breath first, hands still. Then {C} spotted the little sand bucket. {C} filled {O\'s} little sand bucket with water. "You\'re the rain for the small flowers," {C} said. "I\'m the rain for the sunflowers. Deal?" {O} beamed and got to work, very seriously. They worked down the row side by side. When the bucket ran out, {C} refilled it. It was quicker with two, and much more fun.',
            "8-10":
              "{C} took the breath, late but sincere, and kept both hands on {C's} own side. Then {C} had an idea. {C} filled {O's} little sand bucket and made an announcement. \"{O}, you are now Chief Small Flower Waterer. I'm Head Sunflower Waterer. We work as a team, and I refill your bucket.\" {O} accepted the title with enormous pride. They worked down the bed side by side, {C} explaining exactly how much water each flower liked. {O} listened as if receiving secret knowledge. The flower bed had never been better watered.",
          },
        },
        echo: {
          day: 1,
          time: "morning",
          place: "street",
          props: ["umbrella"],
          text: {
            "2-3":
              'The next day, it rained. Pitter, patter! {C} had the big umbrella. {O} wanted it too. So {C} took a big breath. "We can both hold it," said {C}. Two hands. One umbrella. Splash, splash in the puddles! A team!',
            "4-5":
              'The next morning, it was raining on the walk to the shops. {C} {was} holding the big umbrella, and {O} wanted to hold it too. {C} felt the huffy feeling start. But {C} took a big breath and had a team idea. "Let\'s both hold it, one hand each." So they walked along together under one umbrella, splashing in every puddle.',
            "6-7":
              'The next morning, it was raining on the walk to the shops, and {O} immediately wanted the umbrella {C} {was} holding. {C} noticed the huffy feeling and ran the plan. Big breath. Kind words: "I\'m holding it." Team play: "But you can be in charge of spotting puddles." {O} took the job very seriously, and they splashed through every single one, under one umbrella.',
            "8-10":
              "The next morning, it was raining on the walk to the shops, and {O} wanted to hold the umbrella, which would have meant {C} getting rained on from a height of about one metre. {C} felt the huff rising and got ahead of it. Breath. Then a team way: \"I'll hold it. You're Chief Puddle Inspector.\" {O} accepted. Every puddle was inspected, thoroughly, with both feet. {G} walked behind them, laughing.",
          },
        },
        ending: {
          time: "evening",
          props: ["flower"],
          text: {
            "2-3":
              'That evening, the flowers stood tall. So pretty! {C} and {O} looked at them. "Our flowers," said {O}. {G} hugged {name}. "What a team," said {G}. {C} smiled a big smile. {refrain} Night, night, flowers.',
            "4-5":
              'That evening, the flowers in the garden stood tall and bright in the golden light. {C} and {O} stood looking at them, holding hands. "Our flowers," said {O} proudly. {G} gave {name} a hug. "You were a wonderful big teammate today," {G} said. {C} hugged {G} back. A little helper, it turned out, made a very good team.',
            "6-7":
              'That evening, the sunflowers stood tall and glossy in the low sun. {O} dragged {G} out to see them. "I did the small ones," {O} said proudly. "{name} did the big ones." {G} looked at {name} and smiled. "Sounds like a good team." {C} shrugged, but in a pleased way. {O} still copied everything. But maybe that wasn\'t so terrible, if you gave {oo} a good job.',
            "8-10":
              "That evening, the flower bed glowed in the low sun, every flower upright and well watered. {O} insisted on giving {G} a full tour, pointing out each small flower personally. \"And {name} did the big ones,\" {O} added generously. {G} caught {name's} eye over {O's} head and smiled. {C} shrugged, but felt warm and proud. Having a copycat, it turned out, was much better when you were the one writing the script.",
          },
        },
      },
    },
  ],
};
