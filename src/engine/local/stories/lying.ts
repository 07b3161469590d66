import type { BehaviorStory } from "../episode-types";

/** Lying: telling the truth when something has gone wrong (the Brave Truth). */
export const lying: BehaviorStory | null = {
  childTerms: "telling a fib when something goes wrong",
  strategy: {
    name: "the Brave Truth",
    steps: ["Take one big breath", "Say what really happened", "Help make it right"],
    why: 'Children usually fib out of fear of the reaction, not to trick anyone. A pause gives them a second to choose, a calm "thank you for telling me" makes the truth feel safe, and helping to fix things turns an oops into something they can put right.',
    refrain: "Oops is okay. True words are brave.",
    toddlerSteps: ["One big breath", "Say what really happened"],
    smallFirstStep: 'Say "Oops" first, before any other words',
  },
  // Other words for a shout, the sea, a bath or a dog, where a parent asks to leave them out.
  insteadOf: [
    [/\bshouted \{C\}\./g, "called {C}."],
    [/\btasted like the sea\b/g, "tasted like a bag of pretzels"],
    [/\bcat now partly blue, bath planned\b/g, "cat now partly blue, big clean-up planned"],
    [/\bthe pretend dog green\b/g, "the pretend horse green"],
  ],
  titles: ["{name} and the Brave Truth", "{name}'s True Words", "{name} Tells It True", "{name} and {Hfull} Find the Brave Truth"],
  // Ages 8-10, the two-tries shape's first try alone: this behavior's own wrong tries (never another behavior's paragraph).
  firstTry:
    "{C} tried the usual tactics first. Looking extremely innocent: unconvincing, even from the inside. Changing the subject: the subject changed back. Hoping nobody would notice: a plan with a very poor track record. The {feeling} feeling sat in {C's} stomach like a cold pebble. Keeping quiet, {C} realized, was a lot more work than it looked.",
  scenes: {
    helper: [
      {
        text: {
          "2-3":
            'Then {H} {Harrive}. "Hello, {name}," {hs} said softly. {C} looked at {their} toes. "A fib jumped out," {C} whispered. {H} nodded and said, "Fibs jump fast. Like frogs!" {C} almost smiled. "I know a brave way."',
          "4-5":
            'Just then, {H} {Harrive}. "You look {feeling}, {name}," {hs} said gently. {C} stared at {their} shoes. "I said a fib about {moment}," {C} mumbled. {H} did not frown. "Fibs jump out fast, like sneezes," {hs} said. "Everybody has one sneak out. But a fib can be caught and swapped." {C} looked up. "Swapped for what?"',
          "6-7":
            'That was the moment {Hintro}, turned up. {H} took one look at {C\'s} face. {hs} asked gently, "Something is sitting heavy, isn\'t it?" {C} stared at {C\'s} shoes. "I told a fib about {moment}," {C} said quietly. "It came out before I could even think." {H} nodded slowly. "Fibs are quick. They usually jump out when we\'re scared of what happens next. But a fib can always be taken back."',
          "8-10":
            'That was when {Hintro}, turned up. {H} studied {C\'s} face for a moment. "I\'m guessing the last ten minutes didn\'t go to plan," {hs} said. {C} sighed. "I told a fib about {moment}. It just came out, and now it\'s sort of stuck." "Fibs are fast," said {H}. "Most of the time they\'re fear in a disguise. The strange thing is, the longer one stays, the heavier it gets." {C} knew exactly what {hs} meant.',
        },
      },
      {
        text: {
          "2-3":
            'Then {H} came close. "Hello, {name}. You look {feeling}." {C\'s} cheeks were pink. "I said a fib once," {H} told {Cobj}. "I ate a berry. I said I didn\'t!" {C} peeked up. "Fibs feel heavy," said {H}. "The truth feels light."',
          "4-5":
            '{H} {Harrive}. "Hmm," said {H}. "That looks like a fib face." {C} blinked. "What\'s a fib face?" "Pink cheeks. Eyes on the floor," said {H}. "I know it well. Once I told everyone the wind ate my lunch." {C} looked up, surprised. "Wind can\'t eat lunch!" "Exactly," said {H}. "So I had to find a better way."',
          "6-7":
            '{H} {Harrive}. {hs} didn\'t ask what had happened. Instead {hs} said, "When I was small, I told my whole family the wind had blown away the last jam tart. There was jam on my chin the whole time." {C} snorted with laughter. "Did they believe you?" "Not for a second," said {H}. "And I felt heavy all day. Then I learned a better way."',
          "8-10":
            '{H} {Harrive}. For a while {hs} just waited, which somehow made it easier to talk. "I said something that wasn\'t true," {C} admitted at last. "About {moment}." {H} didn\'t look shocked in the slightest. "When I was younger, I once blamed a missing jam tart on the wind. I had jam on my chin. Nobody was fooled, and I felt worse all afternoon than if I\'d just owned up." {C} smiled despite everything. "So what did you do?"',
        },
      },
      {
        text: {
          "2-3":
            '{H} {Harrive}. {H} sat down close. "Hmm," said {H}. "Your tummy looks wobbly." {C} held {C\'s} tummy. Wobble, wobble. "Fibs make tummies wobbly," said {H}. "True words make them calm. Want to try?"',
          "4-5":
            'Then {Hintro}, {Harrive}. {H} sat down beside {name} and said, "If you had a magic remote control, and you could press rewind on today, where would you stop it?" {C} thought about it. "Just before {moment}," {C} whispered. "I said a fib." "We can\'t really rewind," said {H}. "But we can do the next bit differently. And the next bit is where the brave part lives."',
          "6-7":
            'Right then, {Hintro}, {Harrive}. {H} didn\'t ask any questions at first. {hs} just sat down next to {name} and said, "You look like someone carrying a very heavy backpack." {C} looked down. There wasn\'t a backpack. "A fib is like a stone in a backpack," said {H}. "Every time you keep it, you have to carry it a bit further. The good news is, you can put it down whenever you like." {C} {was} quiet for a while. "How?"',
          "8-10":
            'That was when {Hintro}, {Harrive}. {H} seemed in no hurry at all. "Can I tell you what a fib is really for?" {H} asked, after a while. {C} shrugged, which meant yes. "It\'s a shield," said {H}. "Something goes wrong, you panic, and up it comes. Very fast. Not very good, though. It only works if nobody looks at it closely." {C} studied the floor. "Everybody looks at it closely." "They do," said {H}. "Which is why there\'s a better move."',
        },
      },
      {
        text: {
          "2-3":
            '{H} {Harrive}. {H} sat down close and did not ask who did it. "Heavy tummy?" asked {H}. {C} nodded. Heavy, heavy. "Fibs are heavy," said {H}. "Like a bag of stones. True words make them light. Like a feather." {C} looked up. "Light?"',
          "4-5":
            '{H} {Harrive}. {H} didn\'t ask who did it. {hs} just sat down next to {name} and said, "You look like you\'re carrying something heavy." {C} hugged {C\'s} knees. "I said something that wasn\'t true," {C} whispered. "That\'s what a fib feels like," said {H}. "A backpack full of stones. The longer you carry it, the heavier it gets. But you can put it down. I\'ll show you how."',
          "6-7":
            '{H} {Harrive}. "I\'m not here to find out who did what," {hs} said, sitting down. "I\'m here because you look like you\'re carrying a backpack full of rocks." {C} almost laughed, and then didn\'t. "I told a fib," {C} said. "And now it won\'t go away." "Fibs are like that," said {H}. "You think you\'ve put them down, and then they\'re back on your shoulders, heavier. There\'s a way to put one down properly, though. It takes about a minute, and it takes some nerve."',
          "8-10":
            '{H} {Harrive}. {hs} settled down without asking a single question, which was suspicious in itself. "I\'m not a detective," {H} said eventually. "Detectives want to know who. I\'m more interested in how you are." {C} considered lying about that too, and then found {C} couldn\'t be bothered. "Bad. I said something that wasn\'t true, and now I keep having to remember it." "That\'s the tax on a fib," said {H}. "You pay it every time somebody mentions the subject. There\'s a way to stop paying."',
        },
      },
    ],
    strategy: [
      {
        text: {
          "2-3":
            '"It\'s called the Brave Truth," said {H}. "One: a big breath." {C} breathed in. Whoosh! "Two: say what really happened." "I did it," whispered {C}. {C} and {H} counted together. One, two. No magic. Just brave! {refrain}',
          "4-5":
            '"It\'s called the Brave Truth," said {H}. "First, one big breath, so the fib can\'t jump out. Next, say what really happened, even the wobbly bit. Last, help make it right." {C} bit {their} lip. "What if {G} is cross?" {H} leaned in. "A true thing is easier to fix than a fib." They tried the big breath together. No magic needed.',
          "6-7":
            '"It\'s called the Brave Truth," said {H}. "First, one big breath. That gives you a second to choose, instead of letting the fib choose for you. Then you say what really happened. Then you help make it right." {C} thought about it. Saying the true thing sounded scary. But carrying the fib around felt worse. {C} asked, "And then it\'s over?" "Then it can start getting fixed," said {H}. "It isn\'t magic, but we can practice it together."',
          "8-10":
            '"I call it the Brave Truth," said {H}. "One big breath, because a fib is fast and a breath is faster. Then you say what really happened, plainly, without blaming anybody else, or the weather. Then you offer to help put it right." {C} pulled a face. "That\'s the part where everyone gets annoyed." "Sometimes, for a minute," {H} agreed. "But people can fix a true problem. They can\'t fix a made-up one. It\'s not magic, but it\'s close." They tried the first breath together.',
        },
      },
      {
        text: {
          "2-3":
            '{H} showed {Cobj} the Brave Truth. First, a big breath. In, out. Next, the true words, what really happened. "Oops. I did it." {C} tried the breath. Puff! "That\'s the brave part," said {H}. They puffed together. No magic. Just brave. {refrain}',
          "4-5":
            '"There\'s a trick for this," said {H}. "It\'s called the Brave Truth. One big breath to slow the fib down. Then the true words. Then you help to fix it." {C} tried the big breath. It made {C\'s} tummy less tight. "The true words are the hardest," {C} said. "That\'s why they\'re brave," said {H}. "No magic. We can breathe together."',
          "6-7":
            '"Here\'s what I learned," said {H}. "I call it the Brave Truth. A breath first, to catch the fib before it runs off. Then the true words, even if your voice wobbles. Then you help fix the mess." They tried the breath together. It was surprising how much one breath slowed everything down. {C} asked why the helping part mattered. "Because then the oops shrinks, instead of the fib growing," said {H}. "It\'s a kind of magic, really."',
          "8-10":
            '"What I do now has a name," said {H}. "The Brave Truth. A breath first, which buys you about two seconds, and two seconds is plenty to change your mind. Then you say what happened, the real version. Then you ask how you can help fix it." {C} considered this. "It sounds simple." "Simple isn\'t the same as easy," said {H}. "The middle part takes guts. But it\'s the nearest thing to magic I know." They tried a breath together, just to see.',
        },
      },
      {
        text: {
          "2-3":
            '"Here\'s the Brave Truth," said {H}. {H} gave {Cobj} a pretend microphone. "First, a big breath. Whoosh!" {C} breathed. Whoosh! "Now say what really happened. Into the microphone!" {C} held it up. "Oops! I did it." Brave words! {refrain}',
          "4-5":
            '{H} held out an invisible microphone. "This is the Truth Microphone," {hs} said. "It only works for true things. The trick is called the Brave Truth. First, you take a big breath, like a singer before a song." {C} took a big breath. "Then you say what really happened, into the microphone. Then you say how you\'ll help make it right." {C} tapped the pretend microphone. "Testing, testing." "It works," said {H}. "It\'s just waiting for something true."',
          "6-7":
            '"The Brave Truth is a recipe," said {H}. "Three ingredients. First, one big breath. That stops the fib from jumping out on its own, like a lid on a pot. Second, the true words: what really happened, including the bit you wish hadn\'t happened. Third, a helping hand: how you\'ll make it right." {C} counted the ingredients on {C\'s} fingers. "It\'s the second one I\'m scared of." "That\'s why it\'s called brave," said {H}. "The other two are just breathing and tidying."',
          "8-10":
            '"Think of it as a news report," said {H}. "A good reporter doesn\'t make things up. The Brave Truth works the same way. One big breath, so you don\'t blurt out the first excuse that arrives. Then the facts: what actually happened, in order, no spin. Then the follow-up: what you\'re going to do to fix it." {C} raised an eyebrow. "And if the facts are bad?" "Bad facts, told straight, still beat a good story that falls apart," said {H}. "People forgive mistakes. Being fooled is much harder to forgive."',
        },
      },
      {
        text: {
          "2-3":
            '{H} took off a shoe. "Ouch! A stone in my shoe." Shake, shake. Out it fell. "A fib is like a stone," said {H}. "The Brave Truth shakes it out. First, one big breath." {C} breathed. Whoosh! "Then shake it out. Say what really happened." "I did it," said {C}. Out fell the stone. Plonk! {refrain}',
          "4-5":
            '{H} pretended to limp. "Ouch. I\'ve got a stone in my shoe," {hs} said. "I could keep walking, and it would hurt more and more. Or I could stop, and shake it out." {C} giggled. "Shake it out!" "A fib is a stone in your shoe," said {H}. "The Brave Truth is how you shake it out. First, one big breath, so you stop walking. Then say what really happened: that\'s the shake. Then help make it right, and put your shoe back on." {C} wiggled a foot. It was easier to think about a stone than a fib.',
          "6-7":
            '"Here\'s a question," said {H}. "Have you ever had a stone in your shoe?" {C} had. "At first it\'s tiny, so you keep walking," said {H}. "But it gets worse with every step, until all you can think about is the stone. A fib works the same way. The Brave Truth is how you get it out. One: take one big breath, which is stopping. Two: say what really happened, which is tipping the shoe upside down. Three: help make it right, which is putting the shoe back on and walking properly again." {C} thought about it. "The tipping part is the hard part." "It always is," said {H}. "It only takes a second, though."',
          "8-10":
            '"A fib," said {H}, "is a stone in your shoe. Tiny at first. You think: I\'ll just keep walking, nobody will notice. Three streets later, it\'s all you can think about." {C} recognized the limp. "The Brave Truth is how you get it out. One: a big breath, which is stopping in the middle of the sidewalk, even though it\'s embarrassing. Two: say what really happened, plainly: that\'s tipping the shoe out. Three: help make it right, which is putting the shoe back on and actually getting somewhere." "And if everyone stares while you\'re hopping about on one foot?" "They do, for a second," said {H}. "Then they forget. The stone doesn\'t."',
        },
      },
    ],
    practice: [
      {
        text: {
          "2-3":
            'They played a game. {H} pretended to spill. "Oops! I spilled the pretend milk!" Drip, drip! Then it was {C\'s} turn. Big breath in. "Oops! I dropped the pretend egg!" Crack! Pretend eggs are funny. {refrain}',
          "4-5":
            'They practiced with a game called Pretend Oops. {H} went first. "Oops! I sat on the pretend birthday cake," {hs} said. "I\'ll help make a new one." {C} laughed so much {C} had to hold {their} tummy. Then {C} had a turn: a big breath, and then, "Oops! I painted the pretend dog green." Saying it out loud felt easier every time.',
          "6-7":
            'They practiced with a silly game. {H} pretended to confess to something ridiculous: "I borrowed the moon and forgot to give it back." {C} laughed and tried one too. "I let a pretend elephant into the bath, and now it\'s full of bubbles." Then {C} tried a real one, a very small one. "Yesterday I said I\'d washed my hands, and I hadn\'t." The words came out easily. Practicing, it turned out, made the truth less wobbly.',
          "8-10":
            'They tried a warm-up first. {H} invented a terrible confession: "I accidentally taught the neighbor\'s parrot to sing in the middle of the night." {C} topped it: "I swapped the sugar for salt, and the whole birthday cake tasted like the sea." Then, more quietly, {C} tried a small real one: last week\'s "I already fed the fish" that hadn\'t been quite true. It was odd how much lighter {C} felt just saying it to someone who was listening.',
        },
      },
      {
        text: {
          "2-3":
            '{H} played True or Silly. "Fish can fly!" said {H}. "Silly!" said {C}. Then {C} had a turn. Big breath. "My socks are on my nose!" Silly! "My socks are on my feet!" True! {C} giggled and giggled. {refrain}',
          "4-5":
            'Next, {H} invented a game called True or Silly. "Elephants fit in teacups," said {H}. "Silly!" shouted {C}. "Snow is cold." "True!" Then it was {C\'s} turn. After a big breath, {C} said, "I brushed my hair with a banana." {H} laughed so much {hs} got hiccups. Then came a true one: "I feel {feeling} about telling true things." That one felt brave.',
          "6-7":
            'Then {H} suggested a game called True or Silly. {H} said things, and {C} sorted them. "Penguins wear bow ties to dinner." Silly. "Toast lands butter-side down more often than you\'d like." True, sadly. Soon {C} noticed something. Silly things were easy to say, because nobody believed them. True things were harder, because true things mattered. So {C} tried one, after a big breath: "Sometimes I say things that aren\'t true when I\'m {feeling}." {H} nodded slowly, as if that was the bravest sentence yet. "True," {hs} said. "And very brave."',
          "8-10":
            '{H} proposed a warm-up called Headlines: any disaster, reported in one honest sentence, with a fix at the end. {H} went first. "Local {Hkind} sits on cake, offers to bake another." {C} laughed, then had a go. "Child spills paint on cat, cat now partly blue, bath planned." It was harder than it sounded. Every time, an excuse tried to sneak in at the front. The trick, {C} found, was the breath before the headline. It gave the excuses time to get bored and wander off.',
        },
      },
      {
        text: {
          "2-3":
            '{C} built a pretend tower. Then, crash! Down it went. "Who did that?" asked {H}, with a big surprised face. {C} took a big breath. Whoosh! "I did!" said {C}. "True words!" said {H}. Clap, clap! They did it again. Crash! {refrain}',
          "4-5":
            'For practice, {H} became a pretend detective with an invisible magnifying glass. "Somebody," said the detective, "has eaten all the pretend jellybeans." {C} had, in fact, pretend-eaten every one. {C} took a big breath. "It was me. I ate them. I\'ll get some more." The detective gasped. "A confession! Case closed!" They did it again with a pretend broken crayon, and then with a pretend muddy floor. It got easier every time.',
          "6-7":
            'They practiced with a game called Who Did It? {H} set up an imaginary crime scene: a pretend plant knocked over, pretend soil everywhere. "Who did it?" {H} asked in a deep detective voice. {C} took one big breath. "I did. I was running and I bumped it. I\'ll sweep it up." "Interesting," said {H}, scribbling in an invisible notebook. "Suspect tells the truth and offers to sweep. Most unusual." By the third crime, a pretend sandwich under the couch, {C} {was} confessing before {H} had even finished the question.',
          "8-10":
            'They tried a role-play. {H} played a very stern pretend librarian, and {C} played someone returning a book with a suspicious stain on page forty. The first time, {C} tried "It was like that when I got it," just to see, and {H} narrowed {hp} eyes so dramatically that they both cracked up. The second time, {C} took a breath and said, "I spilled juice on it. I\'m sorry. I can pay for it out of my allowance." The librarian softened at once. "Thank you for telling me," {hs} said. It was pretend, but the relief felt real.',
        },
      },
      {
        text: {
          "2-3":
            'They practiced with Teddy. "Oh no!" said {H}. "Teddy spilled the pretend milk." Splash! "Help Teddy," said {H}. {C} held Teddy close. "Big breath, Teddy." Whoosh! "Now say it. I did it!" Teddy nodded. Brave Teddy! {refrain}',
          "4-5":
            'For practice, {H} gave the job of teacher to {name}. "Teddy has a problem," {H} said. "Teddy ate a pretend cake, and now Teddy is saying a mouse did it." {C} picked Teddy up very seriously. "Teddy, first a big breath." Teddy breathed. "Now say what really happened." In a tiny Teddy voice, {C} said, "I ate the cake." "And now help make it right," said {C}. Teddy offered to make another cake. {C} {was} so proud of Teddy that {C} forgot it had been {C} doing all the talking.',
          "6-7":
            'For practice, {H} pretended to be a child who had just broken a pretend lamp, and {C} {was} the coach. "It was the wind," said {H}, with shifty eyes. "Nope," said {C}. "Start with a breath." {H} breathed, very loudly. "It was a passing elephant?" "Nope. Say what really happened." {H} tried again. "I was throwing a ball inside, and it hit the lamp." "And now?" "And now I\'ll help sweep up." {C} nodded, like a proper coach. It was surprisingly easy to see the answer when it was somebody else\'s stone.',
          "8-10":
            'For practice, the roles were reversed. {H} played a child with a very bad excuse, and {C} {was} the coach. "The dog ate my homework," said {H}. "You don\'t have a dog," said {C}. "The neighbor\'s dog. It climbed in through the window." {C} folded {C\'s} arms. "Breath. Then the truth." {H} breathed and tried again: "I forgot to do it because I was playing a game." "And?" "And I\'ll do it tonight, and tell my teacher first thing." {C} gave a short, professional nod. It was strange: coaching somebody else through it made it look easy. Which, {C} suspected, it nearly was.',
        },
      },
    ],
    celebration: [
      {
        text: {
          "2-3":
            '{G} smiled at {name}. "You said the true thing. That was brave." {C} felt warm inside. Warm like toast! {H} did a happy hop. "Hooray for true words!" {C} did a happy little hop. A big breath. True words. {C} did both!',
          "4-5":
            '{G} had heard every word. "You know what I liked best? You said what really happened, even the wobbly part. That took courage." {C} stood a little taller. The heavy feeling had gone, and a bright, bouncy feeling had come instead. {H} gave {Cobj} a wink. "That was a proper Brave Truth," {hs} said.',
          "6-7":
            '{G} looked at {name} for a long moment. "That wasn\'t easy, was it?" {G} said, kneeling down. "You could have kept quiet, and you didn\'t. That matters more to me than anything that got broken or spilled." {C} felt {their} chest go warm. It was a strange sort of proud, the kind that comes after something scary. {H} was grinning. "Best Brave Truth I\'ve seen all week," {hs} said.',
          "8-10":
            '"I want you to know something," {G} said quietly. "When you tell the truth, even when it\'s awkward, people trust you more, not less. That counts for a lot more than whatever went wrong." {C} hadn\'t expected that. It felt oddly like being given something, rather than being told off. {H} caught {C\'s} eye and gave a small, approving nod, the kind that says a person did well and both of you know it.',
        },
      },
      {
        text: {
          "2-3":
            '"Thank you for the true words," said {G}. {C} grinned a big grin. The heavy feeling was gone. Poof! {C} felt light as a bubble. {H} smiled and smiled. "You were brave, {name}!" {refrain}',
          "4-5":
            '{G} smiled at {name}. "Those were brave words. I know they were hard." {C} felt the last of the heavy feeling float away, like a balloon let go. Instead there was a proud, fizzy feeling, right in the middle. "You did all three parts," said {H}. "Breath, true words, and helping. That\'s the whole Brave Truth."',
          "6-7":
            '"That was honest and brave," {G} said. "And you helped fix it, too." {C} noticed something surprising. Nobody was shouting. Nothing terrible had happened. The thing {C} had been so worried about had turned out much smaller than the fib. {H} looked very pleased, as if {hs} had known that all along. "Funny how that works," {hs} said. {C} thought it really was funny, in a good way, like finding out a shadow was only a coat on a hook.',
          "8-10":
            '"That was well done," {G} said. "I know you were worried about how it would go, and you said it anyway." {C} shrugged, but it was a pleased sort of shrug. The whole thing had taken about a minute. The fib had lasted much longer, and it had felt a lot worse. "Weird," {C} said. "The truth was the quick part." {H} laughed. "It usually is," {hs} said. "People just don\'t believe it until they try it."',
        },
      },
      {
        text: {
          "2-3":
            '{G} smiled at {name}. "Guess what? I had an oops once. I broke a big blue cup!" Crash, went {G\'s} pretend cup. Hee, hee, went {name}. The tight tummy knot went pop. All gone! {C} felt light and happy. True words. Brave {name}.',
          "4-5":
            '{G} smiled a crinkly smile. "Can I tell you a secret? When I was little, I hid a broken plate under my bed and said the dog did it. We didn\'t even have a dog." {C} giggled so hard {C} snorted. {H} chuckled too. {C} felt light and bouncy. True words, {C} decided, beat hidden plates any day.',
          "6-7":
            '{G} sat down beside {Cobj}. "Shall I tell you about my worst fib? I was about your age. I licked the icing off a whole birthday cake and said it had melted." {C} stared. "Did anyone believe you?" "Not for one second," said {G}. "I had icing on my eyebrows. You were much braver than me today." {C} laughed so much that the last wobble fell away. It was comforting that {G} had been {feeling} once too.',
          "8-10":
            '{G} paused, then said, "Want to hear the worst fib I ever told?" Of course {C} did. "I told my teacher a goat ate my homework. We lived in a flat. There was no goat." {C} laughed so hard {C} nearly fell over. "So you see," said {G}, "you\'re already better at this than I was. You told me, and you helped fix it." {C} felt something settle. The truth had put {Cobj} and {G} on the same side again.',
        },
      },
      {
        text: {
          "2-3":
            '{G} gave {name} a big hug. Squeeze! "Thank you for telling me," said {G}. "I am always glad when you tell me. Always." {C} felt light as a feather. Float, float! True words, then a hug. {refrain}',
          "4-5":
            '{G} said, "Thank you for telling me. Can I tell you something? I\'m always glad when you tell me the true thing, even if the thing is a bit sad. Always." {C} felt light and proud. The heavy feeling had gone, and something warm had come instead. Hiding a fib had been lonely. Telling the truth had brought {G} right up close.',
          "6-7":
            '{G} sat down next to {name}. "Can I tell you something important? When you tell me the truth, I might be sad about what happened. But I will always be glad you told me. Always." {C} let that sink in. {G} put an arm around {Cobj}, and for a while neither of them said anything, which was nice. {C} felt lighter than {C} had all afternoon. The fib had made {Cobj} feel alone. The truth had brought {G} right next to {Cobj}.',
          "8-10":
            '{G} said, "Here\'s the deal. You tell me the truth, and I\'ll stay calm. That\'s my half of the Brave Truth." {C} looked up. "Grown-ups have a half?" "Definitely," said {G}. "Mine\'s the harder half: not shouting." {C} laughed. The fixing, {C} noticed, had taken less time than the fib. Something had shifted. The truth wasn\'t a thing {C} had to do alone in front of a grown-up. It was a deal, and both of them were in it.',
        },
      },
    ],
  },
  talkAbout: [
    "Why do you think the fib jumped out so fast?",
    "Can you remember the steps of the Brave Truth?",
    "How did {name} feel while the fib was stuck, and after the true words came out?",
    "What could you say next time something goes oops?",
    "How did {name} help make things right?",
    "How do you feel when somebody tells you a true thing that was hard to say?",
  ],
  episodes: [
    {
      id: "ball-and-vase",
      moment: "the vase that fell",
      place: "living room",
      time: "morning",
      props: ["ball", "vase", "cat", "flower"],
      feeling: ["worried", "nervous"],
      summary: "{C} blames the cat when a ball knocks over a vase",
      object: "vase",
      talkAbout: "Why do you think {name} said the cat did it?",
      scenes: {
        opening: {
          text: {
            "2-3":
              'It was morning at {home}. {C} had a red ball. Bounce, bounce, bounce! The cat slept on the sofa. A blue vase stood on the shelf. It had yellow flowers in it. "Balls go outside," said {G}. But the ball was so bouncy.',
            "4-5":
              'It was a sunny morning at {home}. {C} had a new red ball, the bounciest ball in the whole world. The cat was asleep on the sofa, and a blue vase of yellow flowers stood on the shelf. "Balls are for outside," {G} called from the kitchen. "Just one more bounce," {C} said. Then another. Then another.',
            "6-7":
              "It was Saturday morning at {home}, and {C} had a brand-new ball that bounced higher than the door. {G} was busy in the kitchen. The cat was asleep on the sofa, and the blue vase of yellow flowers stood on the shelf, where it always stood. {C} knew the rule about balls and outside. But outside was all the way through the kitchen, and the ball was right here.",
            "8-10":
              "It was Saturday morning at {home}, and {C} had worked out that the living room was exactly the right size for keepy-uppy. Twelve in a row was the record. The cat was asleep on the sofa, unimpressed. On the shelf stood the blue vase with yellow flowers, the one {G} had been given by a very old friend. {G} was in the kitchen, and the rule about balls indoors felt, for the moment, like a rule for other people.",
          },
        },
        problem: {
          text: {
            "2-3":
              'Bounce, bounce, crash! The vase fell down. Water went splash. Flowers lay on the floor. {G} came running. "Oh! What happened?" {C} hid the ball. "The cat did it," {C} said. The cat opened one sleepy eye. The cat was still on the sofa.',
            "4-5":
              'Bounce, bounce, bonk! The ball hit the shelf. The vase wobbled, tipped, and crashed to the floor. Water splashed and flowers flopped everywhere. {G} rushed in. "What happened?" {C} pushed the ball behind {their} back. "The cat knocked it over," {C} said quickly. The cat opened one eye. It was still curled up on the sofa, exactly where it had been all morning.',
            "6-7":
              'On the fourteenth bounce, the ball flew sideways. It clipped the shelf, the vase rocked, and then it smashed on the floor in a splash of water and flowers. {G} was in the doorway in two seconds. "What happened?" {C\'s} mouth answered before {C\'s} brain could. "The cat jumped on the shelf." The cat, still asleep on the sofa, did not look like a cat who had jumped anywhere.',
            "8-10":
              'Thirteen. Fourteen. A new record, and then the ball went off the side of {C\'s} foot, hit the shelf, and the vase tipped over and broke on the floor. Water spread across the rug. {G} appeared in the doorway. "What happened?" "The cat," said {C}, far too quickly. "It jumped up and knocked it." Everyone in the room, including the cat, knew the cat had not moved in an hour. {G} looked at the ball, then at {Cobj}, and said nothing yet.',
          },
        },
        feeling: {
          text: {
            "2-3":
              "{C's} tummy went tight, like a knot. {C} felt {feeling}. The ball hid under the sofa. The cat blinked at {name}. Clink, clink went the pieces. {G} picked them up slowly. {C} stood very still. The fib felt heavy, like a wet sock.",
            "4-5":
              "{C} felt {feeling}, all the way down to {their} toes. {C's} tummy was tight and {their} cheeks were hot. {G} was picking up the pieces very carefully, and didn't look happy. The fib sat inside {C} like a stone in a shoe. Every time the cat blinked, {C} felt a little bit worse.",
            "6-7":
              '{C} felt {feeling}, with a hot face and a fluttery tummy. The fib had seemed like a way out, but now it felt like a trap. If {C} told the truth now, {G} would know about the ball and the fib. "Maybe nobody will find out," {C} thought. The cat yawned. The ball sat guiltily under the sofa, where anyone could see it.',
            "8-10":
              "{G} went to fetch a dustpan without a word. {C} sat on the arm of the sofa, next to the cat, feeling {feeling} and slightly sick. It was such a small fib. But it had made everything more complicated: now there was a broken vase, a rule broken, and a story about a cat that nobody believed. Going back meant owning up to all three. Saying nothing meant {G} sweeping up the pieces, thinking {C} would rather blame a sleeping cat than tell the truth.",
          },
        },
        stumble: {
          text: {
            "2-3":
              '{C} went over to {G}. {C} tried a big breath. "The ball did it," {C} said. "All by itself." {G} looked at the ball. The ball did not look bouncy now. It looked very still. The cat gave a big yawn. Hmm. That was only half true.',
            "4-5":
              '{G} was still picking up flowers. {C} went over and took a big breath. "Um. It wasn\'t the cat," {C} said. "It was the ball. The ball bounced on its own." {G} raised an eyebrow. "On its own?" {C} looked at the ball. Balls didn\'t really bounce unless somebody bounced them. The true words were still stuck halfway.',
            "6-7":
              '{G} fetched a dustpan and began sweeping up the pieces. {C} went over and took a big breath. "It wasn\'t the cat," {C} said. "It was... sort of the ball." {G} raised an eyebrow. "Sort of?" "It bounced a bit funny," said {C}, which was true, but only a little bit of the truth. The heavy feeling didn\'t go anywhere. Half a truth, {C} realized, felt almost the same as a fib.',
            "8-10":
              '{G} came back with the dustpan and started on the pieces. {C} took a breath and said, "It wasn\'t the cat." {G} looked up. "Okay." "The ball kind of bounced off something," {C} went on. "Then it kind of hit the shelf." Every word was technically true, and somehow the whole thing still sounded like a fib. {G} waited. {C} could hear how it sounded too. It was a Brave Truth with the brave part missing.',
          },
        },
        success: {
          text: {
            "2-3":
              '{C} took one more big breath. "I bounced the ball inside," {C} said. "It hit the vase. I\'m sorry." {G} knelt by the flowers. "Thank you for telling me." Together they picked up the flowers. {C} put them in a jug. {refrain}',
            "4-5":
              '{C} took one more big breath, all the way in. "I was bouncing the ball inside," {C} said. "It hit the shelf and the vase fell. I\'m sorry I said it was the cat." {G} put down the dustpan. "Thank you for telling me the truth. Shall we save the flowers?" {C} found a jug and put the flowers in, one by one.',
            "6-7":
              '{C} took a second breath, a bigger one. "I was bouncing the ball in here, even though I know the rule," {C} said. "It hit the vase. I\'m sorry I blamed the cat." {G\'s} face softened. "Thank you. That was the real version, wasn\'t it?" {C} let out a long breath. "Can I help clean up?" Together they mopped the rug, and {C} found a jug for the flowers. They looked almost as nice as before.',
            "8-10":
              '{C} breathed in, and this time said it properly. "I was playing keepy-uppy in here. I knew the rule. I kicked it off the side of my foot and it hit the vase. I\'m sorry I blamed the cat." {G} let out a breath. "Thank you. That\'s the version I needed." {C} crouched by the pieces. "The pieces are quite big. Could we glue them and paint the cracks gold? I saw that in a museum once." {G} smiled properly for the first time. "Let\'s try it."',
          },
        },
        echo: {
          day: 1,
          time: "morning",
          place: "kitchen",
          props: ["cup", "table"],
          text: {
            "2-3":
              'The next morning, {C} had juice. Oops! The cup tipped over. Drip, drip, drip. Juice on the table! {C} did not hide. {C} did not say, "The cat did it." "I spilled it," said {name}. "Can I have a cloth?" Wipe, wipe, all gone.',
            "4-5":
              'The next morning, at breakfast, {C} reached for the toast and knocked over a cup of juice. It spread across the table in a sticky orange puddle. The cat, asleep on a chair, looked up. {C} took one big breath. "I spilled it," {C} said. "Sorry! I\'ll get the cloth." {G} passed the cloth over. "What a quick Brave Truth," {G} said.',
            "6-7":
              'The next morning, {C} knocked a full cup of juice across the kitchen table with one elbow. For a second, the old fib tried to jump out: the table was wobbly, the cup was slippery. {C} caught it with a breath. "I knocked it over," {C} said. "I\'ll wipe it up." {G} handed over the cloth and gave {name} a wink. The cat, for once, was not involved.',
            "8-10":
              'The next morning, {C} knocked over a cup of juice while reaching across the kitchen table for the jam. {C} could feel the excuse arriving: the cup was too full, someone had put it too close to the edge. "I knocked it over," {C} said instead. "I\'ll get a cloth." {G} looked up from the newspaper with a small smile. "Fastest Brave Truth on record." The cat, asleep on the next chair, was officially in the clear.',
          },
        },
        ending: {
          text: {
            "2-3":
              'Later, the flowers stood in the jug. The cat slept on the sofa. The ball was outside now. {G} gave {name} a big squeeze. "I love your true words," {G} said. {name} felt light and happy. Oops is okay!',
            "4-5":
              "Later on, the yellow flowers stood happily in the jug on the shelf. The red ball lived in the garden now, where it could bounce as high as it liked. The cat dozed on the sofa, a cat who had never done anything wrong in its life. And {name} felt light, happy and brave, all at once.",
            "6-7":
              "Later, the flowers stood in the new jug on the shelf, and the ball bounced happily in the garden, where it belonged. The cat slept on, having forgiven everyone. {name} looked at the jug of yellow flowers and felt something calm and steady inside, like a deep breath that had finally been let out. A fib was fast, but the truth, {name} decided, was the thing that actually made people smile again.",
            "8-10":
              "Later, the vase stood on the shelf again, with bright gold lines running through it where the cracks had been. {G} said it looked better than before, and {name} secretly agreed. It had taken all afternoon, two kinds of glue and a very small paintbrush. The ball had been moved to the garden, and the cat had gone back to doing nothing whatsoever. Every time {name} walked past the shelf, the gold lines caught the light, and {name} felt quietly, properly proud.",
          },
        },
      },
    },
    {
      id: "torn-kite",
      moment: "the torn kite",
      place: "garden",
      time: "afternoon",
      props: ["kite", "apple", "flower"],
      other: { role: "friend", kind: "child" },
      feeling: ["worried", "nervous"],
      summary: "{C} says a friend's kite was already torn",
      object: "kite",
      person: "friend",
      talkAbout: "How do you think {O} felt when {name} told the truth about the kite?",
      scenes: {
        opening: {
          text: {
            "2-3":
              'It was a windy afternoon at {home}. {C\'s} friend {O} came to play. {O} had a kite. Swoosh went the wind. {C\'s} eyes went wide. "Can I fly it?" "Yes," said {O}. {C} ran across the garden. Up went the kite!',
            "4-5":
              "One windy afternoon, {C's} friend {O} came over to play in the garden at {home}. {O} had brought a brand-new kite, red and yellow with a long, twirly tail. \"It's my best thing,\" {O} said proudly. {C} asked for a go, and {O} handed over the string. The kite leapt up into the sky. {C} ran and ran, laughing.",
            "6-7":
              'It was the windiest afternoon of the month, and {C\'s} friend {O} had come over with a new kite. It was red and yellow, with a tail of ribbons, and {O} had been saving up for it for weeks. "Be careful with it," {os} said, and handed {name} the string. {C} ran across the garden at {home}, and the kite climbed higher and higher over the apple tree.',
            "8-10":
              'It was a properly windy afternoon, and {C\'s} friend {O} had come over to the garden at {home} with a new kite: red and yellow, with a ribbon tail, bought with two months of pocket money. {O} had flown it twice. "You can have a turn," {os} said. "Just watch out for the apple tree. It\'s a kite magnet." {C} laughed and took the string. The kite shot up into the sky like it had somewhere to be.',
          },
        },
        problem: {
          text: {
            "2-3":
              'Then the wind went whoosh. Down came the kite. Into the apple tree! Rip! {C} pulled it out. There was a hole. {O} came running. "My kite! What happened?" But {C} said, "It was like that before." {O\'s} lip wobbled. The kite had a hole.',
            "4-5":
              'Then a gust of wind swooped down, and the kite dived straight into the apple tree. {C} tugged the string. Rrrrip! The kite came free, but now it had a big tear in the middle. {O} ran over. "My kite! What happened?" {C} held it behind {their} back. "Um. It was already torn," {C} said. {O} looked very confused.',
            "6-7":
              'Then the wind dropped all at once, and the kite nosedived into the apple tree. {C} yanked the string to free it. There was a loud rip. When the kite came down, it had a tear right across the middle. {O} came running. "What happened to my kite?" {C} heard {themself} say, "It was already a bit torn. I think it was like that in the shop." {O} stared at the hole. {os} didn\'t look convinced.',
            "8-10":
              'Then the wind changed its mind. The kite swung sideways and plunged into the apple tree, exactly as predicted. {C} tugged hard on the string, which turned out to be the wrong idea. There was a rip. When the kite finally dropped to the grass, it had a tear right across the middle. {O} came over. "What happened?" "It must have been torn already," said {C}. "There was probably a weak bit." {O} picked it up and turned it over, very slowly, without a word.',
          },
        },
        feeling: {
          text: {
            "2-3":
              "{O} sat on the grass. {os} held the kite. {C} felt {feeling}. {C's} tummy felt wobbly. {C's} hands felt hot. The apple tree swished. The kite tail flapped. {C} did not want to play now. The fib was too heavy.",
            "4-5":
              "{O} sat down on the grass with the kite in {op} lap. {C} felt {feeling} and wobbly inside. The fib had come out so fast. Now {O} was sad, and {C} {was} the only one who knew why. Even the flowers by the fence seemed to be looking at {Cobj}. Playing didn't feel fun anymore.",
            "6-7":
              '{O} sat down under the apple tree, holding the kite. {C} felt {feeling}, with a hot face and a fluttery tummy. "If I say it was me," {C} thought, "{O} won\'t want to be my friend." But {O} looked so sad, and the fib was making it worse, because now {O} thought the shop had sold {oo} a broken kite. The wind kept blowing, and nobody wanted to play.',
            "8-10":
              "{O} sat down under the apple tree and went quiet. {C} felt {feeling}, and more than a little stuck. The fib had seemed like a small thing when it came out. Now {O} was planning to take the kite back to the shop and complain, and {C} could see the whole thing growing: the shop, {O's} parents, everyone believing something that wasn't true. All because of one quick sentence. {C} kicked at the grass and tried to think.",
          },
        },
        stumble: {
          text: {
            "2-3":
              '{C} went to {O}. Big breath. "I did it," said {C}. But it came out tiny, tiny. Too quiet! "What?" said {O}. "Nothing," said {C}. Oops. Nobody heard the true words. They were still stuck inside.',
            "4-5":
              '{C} walked over to {O} and took a big breath. "I pulled the string and it tore," {C} said. But it came out so small and so fast that it sounded like a sneeze. "What?" said {O}. "Nothing," said {C}, and looked at {their} shoes. The true words had come out, but nobody had heard them. True words only help when somebody can hear them.',
            "6-7":
              '{C} went over and sat next to {O}. Breath first. Then {C} said it, into {C\'s} own sleeve: "Itwasmeipulledthestring." {O} looked up. "What?" "Nothing," said {C}, and went red. It was true, technically, that {C} had told the truth. It was also true that only the sleeve had heard it. The heavy feeling stayed exactly where it was.',
            "8-10":
              '{C} sat down next to {O}. Breath first. Then {C} confessed, in a fast mumble aimed mostly at the grass: "Mightvebeenmewhopulledit." {O} looked up. "What?" "Nothing." {C} winced. It was a confession, technically, in the way that a whisper in a gale is technically a speech. The true words had been said. They just hadn\'t been said to anyone.',
          },
        },
        success: {
          text: {
            "2-3":
              'One more big breath. "I pulled the string," said {name}. "I pulled too hard. I ripped it. Sorry, {O}." {O} looked up. "Oh. Thanks for telling me." {G} brought some tape. Stick, stick! The hole was fixed. {refrain}',
            "4-5":
              '{C} took another big breath, right down to {their} toes. "It got stuck in the tree, and I pulled the string too hard," {C} said. "I tore it. I\'m sorry I said it was already torn." {O} was quiet for a moment. Then {os} said, "Okay. Thanks for telling me." {C} ran to ask {G} for tape, and they fixed the kite together.',
            "6-7":
              '{C} took a second breath. "Actually, it was me," {C} said. "It got caught in the tree and I yanked the string really hard. That\'s how it ripped. I\'m sorry I said it was torn in the shop." {O} looked surprised. Then {os} shrugged. "I\'d rather know." {C} fetched strong tape from {G}, and together they patched the tear. It wasn\'t perfect, but it was a kite again.',
            "8-10":
              '{C} took one more breath. "The tree didn\'t rip it. I did," {C} said. "It got stuck, and I yanked the string instead of waiting. I\'m sorry I said it was torn before." {O} blinked. "Oh." A pause. "Okay. Thanks for saying." Then {C} thought of something. "What if we patch it with tape and draw a lightning bolt over the patch? It\'ll look like it was meant to be there." {O} grinned. {G} found the tape, and the repaired kite looked even faster than before.',
          },
        },
        echo: {
          day: 1,
          time: "afternoon",
          place: "park",
          props: ["scooter"],
          text: {
            "2-3":
              'The next day, at the park, {O} had a scooter. {C} had a turn. Bump! {C} hit a bench. Scrape! "I scraped it," said {name}, right away. "Sorry, {O}." {O} looked at the scrape. Then {os} smiled. "It\'s okay. Thanks for telling me!" Off they went again. Whizz!',
            "4-5":
              'The next afternoon, at the park, {O} let {Cobj} have a turn on {op} scooter. {C} went too fast around the corner and bumped into a bench. Scrape! There was a white mark on the side. {C} took a big breath and went straight back. "I bumped it into the bench. Sorry!" {O} looked at the mark and laughed. "It\'s a racing stripe now."',
            "6-7":
              'The next afternoon, at the park, {O} let {Cobj} try {op} scooter. {C} went a bit too fast around the bend and scraped the side along a bench. Nobody had seen. The old fib started to tickle, but {C} took a breath and rolled straight back. "I scraped it on the bench," {C} said. "Sorry." {O} looked and shrugged. "Thanks for telling me. It\'s just a little mark."',
            "8-10":
              'The next afternoon, at the park, {O} let {Cobj} borrow {op} scooter. {C} took a corner too fast and scraped the side along a bench. Nobody had noticed, and the mark was small. It would have been easy to say nothing. Instead {C} rolled back and said, "I scraped it on the bench. It\'s just there." {O} inspected it. "Matches the kite," {os} said, and grinned. Somehow, in one day, owning up had gone from the hardest part to the easy part.',
          },
        },
        ending: {
          text: {
            "2-3":
              "Later, the kite flew again. Up, up, up! It had a patch in the middle. The patch was a funny shape, like a smile. {O} and {name} laughed and laughed. Friends fly kites together. {name} felt happy and light. {refrain}",
            "4-5":
              'Later, the kite flew again, patch and all, high over the apple tree and far away from its branches. {O} held the string this time, and {C} ran alongside, shouting "Higher!" The patch looked a bit like a smile. {name} felt light and happy, and {O} was still {C\'s} friend, maybe even more than before.',
            "6-7":
              "Later, the patched kite flew again, a little wobbly but very high. {O} held the string and {name} chased the tail, and both of them kept a careful eye on the apple tree. {name} noticed that the heavy feeling from yesterday under the apple tree was completely gone. In its place was something warm and steady: the feeling of being a friend {O} could trust.",
            "8-10":
              "Later, the kite with the lightning-bolt patch flew higher than it had ever flown, well clear of the apple tree. {O} said it was the best kite in the whole neighborhood now, and possibly the world. {name} didn't argue. Watching it climb, {name} thought about how close that windy afternoon had come to going very differently. It could have ended with a complaint at the shop and a friend who stopped lending things. Instead it had a lightning bolt. {name} felt a quiet, solid sort of glad.",
          },
        },
      },
    },
    {
      id: "bake-sale-cookies",
      moment: "the missing cookies",
      place: "kitchen",
      time: "evening",
      props: ["cookie", "plate", "table"],
      feeling: ["worried", "embarrassed"],
      summary: "{C} says nobody ate the cookies for the bake sale",
      object: "cookies",
      talkAbout: "What gave {name} away, even before the true words came out?",
      scenes: {
        opening: {
          text: {
            "2-3":
              'It was evening at {home}. {G} made cookies. Chocolate cookies! They sat on a plate on the table. "These are for the school sale," said {G}. "Not for eating now." {C} sniffed. Mmm! Warm and sweet. {G} went upstairs.',
            "4-5":
              'That evening, the kitchen at {home} smelled wonderful. {G} had baked a whole plate of chocolate cookies for the school bake sale. Twelve cookies sat cooling on the table in neat rows. "These are for the sale, not for tonight," {G} said. Then {G} went upstairs to find a box. {C} stayed in the kitchen, sniffing.',
            "6-7":
              'That evening, {G} baked chocolate cookies for the school bake sale tomorrow. The whole of {home} smelled of them. Twelve cookies sat cooling on a big plate on the kitchen table, in three neat rows of four. "They\'re for the sale, so hands off, please," {G} said. Then {G} went to look for a box to carry them in. {C} {was} left alone in the kitchen with twelve cookies.',
            "8-10":
              'That evening, {G} had baked chocolate cookies for the school bake sale, and the kitchen at {home} smelled almost unfair. Twelve cookies cooled on a plate on the table, lined up in three tidy rows. "They\'re for the sale," said {G}. "Which means they\'re not for us. I know. It\'s a tragedy." Then {G} went upstairs to find a tin. {C} sat at the table, doing homework, and the cookies sat there being delicious.',
          },
        },
        problem: {
          text: {
            "2-3":
              '{C} took one cookie. Crunch! Then one more. Crunch, crunch! {G} came back. There were only ten. {G} asked, "Did you eat some cookies?" "No," said {C}. But there were crumbs. Crumbs on {C\'s} chin! Crumbs on {C\'s} shirt!',
            "4-5":
              'Just one, {C} thought. Crunch. It was so good that one became two. Crunch, crunch. When {G} came back with a tin, there were ten cookies instead of twelve. "Did somebody eat some cookies?" {G} asked, counting them again. "No," said {C}. "Not me." But there were crumbs on {C\'s} chin, and a chocolate smudge right on the tip of {their} nose.',
            "6-7":
              'Just one, {C} decided. Nobody would notice one. But it was so warm and gooey that one turned into two. {G} came back and counted. "Ten," {G} said slowly. "I\'m sure there were twelve. Did you have any?" "No," said {C}. "I didn\'t touch them." It would have sounded more convincing without the chocolate smudge on {C\'s} chin and the crumbs all down {C\'s} sweater.',
            "8-10":
              'The first cookie was a test, {C} reasoned, to make sure they were good enough for the sale. The second was to double-check. {G} came back with the tin and counted twice. "I made twelve," {G} said. "There are ten. Any ideas?" "Maybe you made ten," said {C}. "I haven\'t had any." {G} looked at {C\'s} face. There was a perfect chocolate smudge at the corner of {C\'s} mouth, and crumbs in a little trail across the homework.',
          },
        },
        feeling: {
          text: {
            "2-3":
              "{G} did not say anything. {G} put the cookies in the tin. {C} felt {feeling}. {C's} tummy was full of cookie. And full of fib! The cookies did not taste so yummy now. {C} wiped {their} chin. Hmm.",
            "4-5":
              "{G} didn't say a word, and started putting the cookies into the tin, one by one. {C} felt {feeling} and hot all over. The cookies had tasted so good, but now {C's} tummy felt funny, full of chocolate and fib at the same time. {C} wiped {their} chin quickly with a sleeve. It didn't help. The fib was still there.",
            "6-7":
              '{G} went quiet and started putting the cookies into the tin. {C} felt {feeling}, right up to {their} ears. The cookies sat heavily in {C\'s} tummy, and the fib sat even more heavily on top of them. "Does {G} know?" {C} wondered. Of course {G} knew. The smudge was right there. Somehow that made the fib feel even sillier, and even harder to take back.',
            "8-10":
              '{G} went quiet and started packing the cookies into the tin. {C} felt {feeling}, which was worse than just feeling caught. The fib had been pointless. {G} obviously knew. There was chocolate on {C\'s} face and crumbs on the math homework. Saying "maybe you made ten" now sounded ridiculous, even to {Cobj}. But taking it back meant admitting the cookies and the fib, and that felt like two things to own up to instead of one. {C} picked at a crumb and said nothing.',
          },
        },
        stumble: {
          text: {
            "2-3":
              '{C} went to {G}. Big breath. "Maybe I ate a crumb," said {name}. "A tiny crumb." {G} looked at the plate. Two cookies gone. Not a crumb! {G} waited. {C} wiggled. A crumb was not the whole truth.',
            "4-5":
              '{C} went over to the table and took a big breath. "Maybe I had a tiny bite," {C} said. "Just a crumb. It fell off by itself." {G} looked at the two empty spaces on the plate, then back at {name}. "A crumb?" {C} shuffled {their} feet. Two whole cookies were a lot more than a crumb, and both of them knew it.',
            "6-7":
              '{C} went back to the table. Breath first. "Okay," {C} said. "Maybe I had one. A small one. It was broken anyway." {G} looked at the plate. "Twelve minus one is eleven," {G} said. "And there are ten." {C} went pink. It was the truth, but only half of it, and half didn\'t make the heavy feeling go away. It just made the math wrong.',
            "8-10":
              '{C} went back to the table. Breath first. "Okay. I had one," {C} said. "To check they were nice. For the sale." {G} raised an eyebrow and looked pointedly at the two gaps in the rows. "One," {G} repeated. "Interesting math." {C} winced. Admitting one cookie had been supposed to make the heavy feeling go away. It hadn\'t. It turned out that a smaller fib was still a fib, just with less chocolate in it.',
          },
        },
        success: {
          text: {
            "2-3":
              'One more big breath. "I ate two cookies," said {name}. "Sorry!" {G} brushed a crumb off {C\'s} chin. "Thank you for the truth." That was when {C} had a better idea. {C} helped make more! Stir, stir, stir. Pop in the oven! {refrain}',
            "4-5":
              '{C} took another breath, a really big one. "I ate two cookies," {C} said. "Two whole ones. I\'m sorry I said I didn\'t." {G} smiled, just a little. "Thank you for telling me the real number." Then {C} said, "Can I help make two more, for the sale?" So they stirred and scooped and baked two brand-new cookies together.',
            "6-7":
              '{C} took a proper breath. "I ate two," {C} said. "Both of them. I\'m sorry I said I didn\'t, and I\'m sorry I said it was just one." {G} nodded slowly. "Thank you. That\'s the true number." {C} looked at the gaps in the rows. "Could I help make two more? Then the sale still gets twelve." {G} fetched the bowl, and they made a small, lopsided batch together.',
            "8-10":
              '{C} breathed in and gave up on the math. "I ate two. Both of them. And I said I hadn\'t, and then I said it was one, which was worse." {G} tried to keep a serious face, and failed. "Thank you. That\'s the real number." Then an idea popped into {C\'s} head. "What if I make a sign for the sale, with a drawing, to make up for it? Cookies sell better with a good sign." {G} considered this. "Deal," {G} said.',
          },
        },
        echo: {
          day: 1,
          time: "afternoon",
          place: "school gate",
          props: ["cookie", "table"],
          text: {
            "2-3":
              'The next day was the school sale. {C} carried the tin. Oops! One cookie fell. Plop, on the grass! {C} picked it up. "This one fell down," said {name}. "Not for selling!" Plop, into the bin it went. The sale table looked so yummy.',
            "4-5":
              'The next afternoon was the bake sale at the school gate. {C} helped lay the cookies on the table. One slipped out of {C\'s} hand and plopped onto the grass. Nobody saw. {C} took a breath and picked it up. "This one fell on the ground," {C} told {G}. "Not for selling!" {G} laughed and tossed it in the bin. "Good catch. I mean, good truth."',
            "6-7":
              'The next afternoon was the bake sale at the school gate. {C} {was} arranging the cookies on the table when one slipped and landed on the grass. {C} glanced around. Nobody had seen. It looked fine, mostly. Then {C} picked it up and said to {G}, "This one fell on the ground. We can\'t sell it." {G} looked up from the cash box. "Thank you for saying. That could have been someone\'s lunch."',
            "8-10":
              'The next afternoon was the bake sale at the school gate, under {C\'s} new sign, which had a cookie wearing sunglasses on it. While laying out the table, {C} dropped one cookie on the grass. It looked fine. Nobody had noticed. {C} held it up anyway. "This one\'s had an adventure," {C} told {G}. "Not for sale." {G} grinned. "Honest and good at signs. The school could hire you." Three parents bought cookies just because of the sunglasses.',
          },
        },
        ending: {
          text: {
            "2-3":
              'Later, one cookie broke in two. Snap! Too crumbly to sell. {G} gave half to {name}. "For my truth-teller," {G} said. {name} ate it slowly. Crunch, munch. It tasted happy and warm. No fib in this one! Just chocolate and a big smile.',
            "4-5":
              'Later, {G} found one cookie that had cracked in half, much too crumbly to sell. {G} kept one half and gave the other to {name}. "For my truth-teller," {G} said. They sat at the kitchen table and nibbled. This time the cookie tasted completely, perfectly happy, because there was nothing hiding behind it.',
            "6-7":
              'Later, {G} found one cookie that had crumbled on the way out of the tin, far too wonky to sell, and broke it in two. "Half for me, half for my truth-teller," {G} said. {name} ate it slowly. It tasted better than the two sneaky ones had, because there was nothing heavy to go with it. Just chocolate, crumbs, and a warm, proud feeling.',
            "8-10":
              'Later, {G} discovered one cookie that had snapped in half, officially unsellable. {G} handed one piece to {name}. "For the official truth-teller," {G} said. They ate the two halves at the kitchen table without hurrying. It was definitely the best cookie of the whole batch, and not only because of the chocolate. It was the first one {name} had eaten all week with absolutely nothing to hide, and that, it turned out, was the best flavor.',
          },
        },
      },
    },
    {
      id: "dry-toothbrush",
      moment: "the dry toothbrush",
      place: "bathroom",
      time: "night",
      props: ["toothbrush", "sink", "towel"],
      feeling: ["wobbly", "embarrassed"],
      summary: "{C} says {they} brushed {their} teeth when {they} didn't",
      object: "toothbrush",
      talkAbout: "Why do you think {name} said the teeth were brushed?",
      scenes: {
        opening: {
          time: "evening",
          text: {
            "2-3":
              "It was nearly bedtime at {home}. {C} had pajamas on. {C} went to the bathroom. There was the sink. There was the toothbrush. {C} did not want to brush. Brushing was boring! {C} made faces in the mirror instead.",
            "4-5":
              'It was nearly bedtime at {home}. {C} had pajamas on. "Teeth, please," said {G}. {C} went into the bathroom. There was the sink, and the toothbrush in its cup, and the little blue towel. But brushing teeth was the most boring thing in the world. So {C} made funny faces in the mirror instead.',
            "6-7":
              'It was nearly bedtime at {home}, and {C} {was} in the middle of the best part of a book when {G} called, "Teeth, please!" {C} dragged {their} feet into the bathroom. The toothbrush sat in its cup by the sink, dry and waiting. Two whole minutes of brushing felt like forever. {C} looked at the toothbrush. The toothbrush looked back. Then {C} had what seemed like a brilliant idea.',
            "8-10":
              'It was nearly bedtime at {home}, and {C} {was} one chapter from the end of a very good book when {G} called up the stairs: "Teeth!" {C} went into the bathroom with the book still open in one hand. The toothbrush sat in its cup by the sink. Two minutes of brushing, {C} calculated, was roughly four pages. It seemed like a terrible trade. So {C} ran the water for a bit, so it sounded right, and kept reading.',
          },
        },
        problem: {
          text: {
            "2-3":
              '{C} turned the water on. Whoosh! Then off. {C} did not brush at all. {C} came out. {G} asked, "Did you brush?" {C} said, "Yes!" {G} went to the sink. {G} touched the toothbrush. It was dry. Dry as a leaf! Not one drop.',
            "4-5":
              '{C} turned the water on, so it sounded like brushing. Then {C} turned it off and came out. {C} said, "All done!" {G} asked, "Did you brush your teeth?" "Yes," said {C}. "Really well." {G} went into the bathroom and touched the toothbrush. It was as dry as a cracker. {G} came back out, holding it up.',
            "6-7":
              '{C} ran the water for a while, so it sounded like brushing, then switched it off and came out, calling, "Done!" {G} looked up. "Did you brush properly?" "Yes," said {C}. "Two whole minutes." {G} went into the bathroom and picked up the toothbrush. It was completely dry. {G} came back holding it up like a clue in a detective story. "Really?"',
            "8-10":
              'After a believable amount of water-running, {C} switched it off and came out. "Done." {G} raised an eyebrow. "Properly?" "Two full minutes," said {C}. "Top and bottom." {G} said nothing, walked into the bathroom, and came back with the toothbrush held up between two fingers like evidence. It was perfectly, suspiciously dry. "This toothbrush has not been anywhere near a tooth tonight," {G} said. "I would know. We\'re close." {C} looked at the toothbrush. It was hard to argue with a toothbrush that dry.',
          },
        },
        feeling: {
          text: {
            "2-3":
              "{C's} cheeks went pink. {C} felt {feeling}. Wobbly tummy. Wobbly legs. {G} held the dry toothbrush. {C} looked at the floor. The bath mat was blue. {C} counted the spots. One, two, three. But the fib was still there. It did not go away.",
            "4-5":
              "{C's} cheeks went pink and {their} tummy went {feeling}. The toothbrush was so dry that there was no way to pretend. {C} stared at the bath mat and counted the spots on it. Maybe if {C} counted long enough, everyone would forget. But {G} was still standing there, holding the toothbrush, waiting.",
            "6-7":
              '{C} felt {feeling}, all the way up to {their} ears. The plan had seemed so clever, and now it felt very silly. "Brushing would have been quicker than this," {C} thought. {G} was waiting, and the dry toothbrush was pointing at {Cobj} like it knew everything. {C} wished the floor would open up, just a tiny bit, and swallow the whole silly plan.',
            "8-10":
              '{C} felt {feeling}, and slightly annoyed at {themself}, which was a strange mix. The whole plan had taken longer than brushing would have. And now there was the small problem of having said "two full minutes" with a completely straight face. {C} looked at the bath mat. {G} looked at {Cobj}. The toothbrush, which was not built for drama, looked at nobody. Somebody was going to say something soon, and {C} had a feeling it would be better if it came from {Cobj}.',
          },
        },
        stumble: {
          text: {
            "2-3":
              '{C} took a big breath. "I brushed a little bit," said {name}. "One tooth." {G} looked at the dry toothbrush. One tooth? Not even one! {G} waited and waited. {C} giggled, then stopped. One tooth was a fib too.',
            "4-5":
              '{C} took a big breath. "I did brush," {C} said. "Just... with my finger." {G} blinked. "Your finger?" {C} held up a finger. It was as dry as the toothbrush. {C} nearly laughed, and then didn\'t, because {G} wasn\'t laughing. The fib had just changed its clothes, like a spy in a silly hat. It was still a fib.',
            "6-7":
              '{C} took a breath. "I was going to brush," {C} said. "I just... hadn\'t yet." That was a little bit true. But it still made it sound like {C} had been about to, which wasn\'t really the story. {G} waited. The heavy feeling stayed exactly where it was. {C} could tell that the words had wriggled around the truth instead of going straight through it.',
            "8-10":
              '{C} took a breath. "I was going to brush after the chapter," {C} said. "I sort of ran out of time." {G} looked at the book, then at the toothbrush, then at {Cobj}. "You ran the water for three minutes," {G} said. "You had time." It was a fair point, and annoyingly hard to argue with. {C} realized that the excuse was just a fib in a nicer coat. The breath had helped. The words still hadn\'t gone where they needed to.',
          },
        },
        success: {
          text: {
            "2-3":
              'One more big breath. "I didn\'t brush," said {name}. "I said I did. Sorry." {G} handed over the toothbrush. "Thank you for the true words." Scrub, scrub, scrub! Top teeth. Bottom teeth. Back teeth too. Minty fresh! {refrain}',
            "4-5":
              '{C} took another big breath. "I didn\'t brush at all," {C} said. "I just turned the water on. I\'m sorry I said I did." {G\'s} face went soft. "Thank you for telling me." {C} took the toothbrush. "Can you time me?" So {G} counted, and {C} brushed every single tooth, top and bottom, round and round, until {C\'s} mouth was minty and fizzy.',
            "6-7":
              '{C} took another breath and went straight through. "I didn\'t brush. I ran the water so you\'d think I had. I\'m sorry." {G} sat down on the edge of the bath. "Thank you for telling me the real story." {C} took the toothbrush. "I\'ll do it now. Properly. You can listen." {C} brushed for two real minutes, humming the whole way through, and then showed {G} a very toothy grin.',
            "8-10":
              '{C} breathed in. "Okay. I didn\'t brush. I ran the water so it sounded like I was, because I wanted to finish the chapter. I\'m sorry." {G} put down the towel. "Thank you. That\'s much easier to deal with." Just then, {C} had a thought. "What if I read one page, then brush, then read the rest in bed? The book can wait two minutes." {G} laughed and held out the toothbrush. "A negotiated settlement. I accept." {C} brushed for two honest minutes, humming loudly enough to prove it.',
          },
        },
        echo: {
          day: 1,
          time: "night",
          props: ["towel", "sink"],
          text: {
            "2-3":
              'The next night, it was bath time. {G} asked, "Did you wash your face?" {C} touched {their} cheek. Sticky jam! "No," said {name}. "I forgot!" Splash, splash, splash! Rub with the towel. Now it was clean and shiny. {G} smiled a big smile.',
            "4-5":
              'The next night, after the bath, {G} asked, "Did you wash your face?" {C} opened {their} mouth to say yes. Then {C} touched {their} cheek. It was dry, with a bit of dinner still on it. "No," {C} said. "I forgot. I\'ll do it now!" Splash, splash at the sink, then a rub with the towel, and it was done.',
            "6-7":
              'The next night, {G} called through the door, "Did you wash your face?" The word "yes" was halfway out before {C} caught it. A quick breath. "Not yet," {C} called back. "Doing it now." {C} splashed water at the sink and rubbed {their} face dry with the towel. It took about ten seconds. Fibbing, {C} thought, had taken much longer, and it hadn\'t even got a face clean.',
            "8-10":
              'The next night, {G} knocked on the bathroom door. "Face washed?" {C} opened {their} mouth and heard a "yep" getting ready. A quick breath. "Not yet," {C} said. "Thirty seconds." {C} splashed water from the sink, scrubbed with the towel, and came out. "Now it is." {G} looked impressed. "Truth delivered on time," {G} said. "Very efficient." {C} had to admit it was a lot quicker than inventing a story and then defending it for ten minutes.',
          },
        },
        ending: {
          text: {
            "2-3":
              'Later, {name} was tucked up in bed. Teeth all clean. Minty breath. {G} gave a goodnight kiss. "I love your true words," {G} whispered. {name} smiled a sleepy smile. The blanket was warm. The night was quiet. Snug and happy.',
            "4-5":
              'Later, {name} was tucked up in bed with clean teeth and a minty smile. {G} sat on the edge of the bed and read one more page, just as promised. "Goodnight, my honest one," {G} whispered. {name} yawned a big, happy yawn. The heavy feeling was gone, and there was only sleepy, cozy quiet left.',
            "6-7":
              'Later, {name} lay in bed with clean teeth and the book on the pillow. {G} read the last page aloud and turned out the light. "Goodnight," {G} said. "Thank you for the truth." {name} smiled in the dark, ran {their} tongue over minty teeth, and snuggled down. It was much easier to fall asleep, {name} decided, when there was nothing heavy lying on top of you.',
            "8-10":
              "Later, {name} finished the chapter in bed, with teeth that had been genuinely brushed. {G} said goodnight from the doorway and switched off the big light. {name} lay there for a while, thinking about dry toothbrushes. Owning up had taken ten seconds. The cover story had taken ten minutes, and it had not even worked. Then {name} switched off the lamp, rolled over, warm and calm and minty, and slept better than {they} had in days.",
          },
        },
      },
    },
  ],
};
