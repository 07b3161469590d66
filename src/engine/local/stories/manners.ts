import type { BehaviorStory } from "../episode-types";

/** Manners: asking with please, finishing with thank you, saying excuse me (the Manners Sandwich). */
export const manners: BehaviorStory | null = {
  childTerms: "remembering please, thank you and excuse me",
  strategy: {
    name: "the Manners Sandwich",
    steps: ["Look at the person you are asking", "Put a please in with what you want", "Finish with a thank you"],
    why: "One small routine is easier to remember than a list of rules. Looking at the person reminds a child there is someone on the other end of the request, and please and thank you become automatic through cheerful practice, not through being corrected in front of others.",
    refrain: "A please on top, a thank you underneath. Yum!",
    toddlerSteps: ["Look at the person", "Say please"],
    smallFirstStep: "Look at the person for one second before you ask",
  },
  // Another word for a shout, where a parent asks to leave shouting out.
  insteadOf: [[/\bshouted \{C\}\./g, "called {C}."]],
  titles: ["{name} and the Manners Sandwich", "{name} Says Please", "A Thank You from {name}", "{name} and {Hfull} Make a Manners Sandwich"],
  // Ages 8-10, the two-tries shape's first try alone: this behavior's own wrong tries (never another behavior's paragraph).
  firstTry:
    "{C} hoped the moment would sort itself out. It did not. {C} tried staring at {C's} shoes, then at the ceiling, then at nothing in particular. The right words were in there somewhere, filed under things {C} knew perfectly well, but the {feeling} feeling was sitting on the drawer. Knowing your manners and finding them in time, {C} discovered, were not the same thing.",
  scenes: {
    helper: [
      {
        text: {
          "2-3":
            'Then {H} {Harrive}. "Hello, {name}," said {H}. "Oh dear. The kind words got lost." {C} frowned. "I just wanted it," {C} said. "Wanting is big," said {H}. "I know a yummy word trick."',
          "4-5":
            'Just then, {H} {Harrive}. "Goodness," said {H}. "It looks like the kind words went missing just now." {C} folded {their} arms. "I didn\'t mean it." "I know," said {H} kindly. "When we feel {feeling}, the kind words hide, and grabby words come out instead." {C} unfolded {their} arms a little. "So what now?"',
          "6-7":
            'That was when {Hintro}, appeared. {H} had seen the whole thing. "That looked like a {feeling} sort of moment," {hs} said. {C} shrugged. "I just wanted it to be quick." "Of course," said {H}. "But here\'s something funny about people: they help much faster when they\'re asked than when they\'re told, or when nobody looks at them at all. The words are the key."',
          "8-10":
            'That was when {Hintro}, came by. {H} had caught the end of it. "Quick question," {hs} said. "If someone talked to you like that, how fast would you hurry to help them?" {C} opened {their} mouth to argue, then closed it again. "Not very fast," {C} admitted. "I wasn\'t trying to be mean. It just came out." "I know," said {H}. "Words come out shaped like how we feel. The trick is to reshape them on the way."',
        },
      },
      {
        text: {
          "2-3":
            '{H} came close and put on a grumpy voice. "Gimme!" Then, in a sunny voice: "Can I have one, please?" "The sunny one!" said {C}, bouncing. "Me too," said {H}.',
          "4-5":
            '{H} {Harrive}. {hs} asked if {hs} could show {Cobj} something, and {C} nodded. {H} put on a growly voice. "Gimme that!" Then {hs} put on a sunny voice. "Can I have that, please?" {C} pulled a growly face too. {H} asked, "Which one makes you want to help?" "The sunny one," said {C}. "Exactly," said {H}.',
          "6-7":
            '{H} {Harrive}. Instead of saying anything about manners, {H} put on a growly voice and said, "Give me that. Now." Then {hs} switched to a warm voice: "Could I have that, please?" {C} laughed in spite of {themself}. {H} asked, "Which one would you rather hear?" It wasn\'t a hard question. {C} realized {their} own words had sounded a lot more like the first voice.',
          "8-10":
            '{H} {Harrive}. Without any lecture, {hs} did two voices. The first was a drill sergeant: "Give. Me. That." The second was someone you\'d actually want to sit next to: "Could I have that, please? Thanks." {C} snorted. "Point taken." "It\'s the same request," said {H}. "Same thing wanted, same amount of words, nearly. But one makes people want to help, and the other makes them want to hide."',
        },
      },
      {
        text: {
          "2-3":
            '{H} {Harrive}. "I shouted once," said {H}. "Cookie! Now!" {H} made a big grumpy face. "Nobody gave me one." {C} peeked. "Then I said please," said {H}, "and I got a cookie. Yum!" {C} looked up. "I know a please trick," said {H}.',
          "4-5":
            'Then {Hintro}, {Harrive}. {H} had a funny story ready. "Once I was so hungry that I marched into the kitchen and shouted, \'Pancakes! Now!\'" {C\'s} mouth fell open. "What happened?" "Everybody pretended not to hear," said {H}. "So I tried again. I looked at the cook and said please. I got pancakes with syrup." {C} thought about that. "With syrup?" "Kind words work better than shouting," said {H}. "I know a way to remember them."',
          "6-7":
            'Right then, {Hintro}, {Harrive}. {H} didn\'t say anything about manners. Instead, {hs} asked, "Did you ever notice that some people always get helped first?" {C} frowned. "Because they\'re grown-ups?" "Not always," said {H}. "Some kids get helped first, every time, everywhere. Do you know the secret?" {C} shook {their} head. "They ask in a way that makes people want to help," said {H}. "It\'s not really a secret. It\'s a sandwich."',
          "8-10":
            'That was when {Hintro}, {Harrive}. {H} had a theory to offer. "Words are like money," {hs} said. "Every time you ask someone for something, you spend a little of the other person\'s patience." {name} folded {their} arms. "So?" "So \'Give me that\' costs a lot," said {H}. "And \'Could I have that, please?\' costs almost nothing. Some people even give you change, in the form of a smile." {C} considered this. It was an irritatingly good theory.',
        },
      },
      {
        text: {
          "2-3":
            '{H} {Harrive}. Knock, knock! {H} tapped on the table. "Who\'s there?" asked {C}. "Please!" said {H}. "Please is a knock. It says hello first." Tap, tap. {C} tapped too. "I know a please game," said {H}.',
          "4-5":
            'Then {Hintro}, {Harrive}. {H} knocked twice on the nearest thing. "Knock, knock." {C} couldn\'t help it. "Who\'s there?" "Please," said {H}. "Please who?" asked {C}. "Please may I come in," said {H}, "instead of barging through the door." {C} thought about the words that had just come out. They had been more of a barge than a knock. "Everybody forgets to knock when they\'re in a hurry, or {feeling}," said {H}. "I know a way to remember."',
          "6-7":
            'Right then, {Hintro}, {Harrive}. {H} took {hp} time, as if there were no hurry at all, and asked, "What do you do before you go into someone\'s room?" {C} shrugged. "Knock?" "Why?" "So they know you\'re coming." "Words have doors too," said {H}. "Please is the knock. It tells people they\'re being asked, not told. Without it, words just barge in." {C} thought back. The last words had definitely barged.',
          "8-10":
            'That was when {Hintro}, {Harrive}. {H} said, "Picture this. Someone walks into your room without knocking, opens your drawer and says, \'I\'m taking this.\'" {C} frowned. "I\'d be furious." "Even if they only wanted a pencil?" "Especially then." "That\'s roughly how \'Give me that\' sounds," said {H}. "Not because the thing is big. Because nobody knocked." {C} considered arguing, and found there was nothing to argue with. "Please is the knock," said {H}. "Thank you is closing the door quietly on your way out."',
        },
      },
    ],
    strategy: [
      {
        text: {
          "2-3":
            '"It\'s a Manners Sandwich," said {H}. "First, look at the person." {C} looked. Look! "Then say please." {C} said, "Please!" Nice and clear. They said it together. Please! Some people say magic words. {refrain}',
          "4-5":
            '"It\'s called the Manners Sandwich," said {H}. "First, you look at the person, so they know you\'re talking to them. Then you put a please in with what you want. And then a thank you at the end, like the bottom slice of bread." {C} pretended to take a big bite. "A word sandwich?" "The tastiest kind," said {H}. "Some people call them magic words. We can practice together."',
          "6-7":
            '"I call it the Manners Sandwich," said {H}. "Look at the person first, so they know the words are for them. Then the filling: what you want, with a please tucked in. Then the bottom slice: thank you." {C} thought about it. "Why the looking part?" "Because it reminds you there\'s a real person there, doing something for you," said {H}. "That part isn\'t magic. It\'s just kind. We can try it together."',
          "8-10":
            '"Think of it as a Manners Sandwich," said {H}. "Top slice: look at the person, so they know you\'ve noticed them. Filling: what you actually want, with a please in it. Bottom slice: thank you, once you\'ve got it." {C} raised an eyebrow. "That\'s just manners." "It is," said {H}. "People call them magic words for a reason. They don\'t make you get your way, but they make people glad to help. We can try it together, right now."',
        },
      },
      {
        text: {
          "2-3":
            '{H} showed {Cobj} the Manners Sandwich. First, a look at the person. Then what you want, with a please. {C} tried it with {H}. A look. "Milk, please!" A look. "Hug, please!" Yum! "Magic words," said {H}. {refrain}',
          "4-5":
            '"Here\'s a trick," said {H}. "Make a Manners Sandwich. Look at the person. Ask with a please in the middle. Then finish with a thank you." {C} counted the parts on {their} fingers: look, please, thank you. "Three parts," said {C}. "Like bread, cheese and bread," said {H}. "People sometimes call them magic words. We can try them together."',
          "6-7":
            '"Here\'s how I remember it," said {H}. "A Manners Sandwich. You look at the person. You ask for what you want, with a please inside it. And you finish with a thank you." {C} tried saying it through in {their} head. It didn\'t sound hard. "Will they always say yes?" {C} wondered aloud. "Not always," said {H}. "But they\'ll be much gladder to help. That\'s the magic part."',
          "8-10":
            '"I\'ve got a system," said {H}. "I call it the Manners Sandwich, because it\'s got three layers and I\'m always hungry. Look at the person. Ask, with a please in there somewhere. Thank them when it\'s done." {C} laughed at the always-hungry part. "That\'s very simple for a system." "The best ones are," said {H}. "The hard bit is remembering it when you\'re hungry or grumpy or in a rush. That\'s when the magic words tend to go missing." They ran through it together once, quietly.',
        },
      },
      {
        text: {
          "2-3":
            '"Let\'s make a Manners Sandwich," said {H}. "Bread on top: look at the person." {C} looked. Peek! "Now the yummy filling: please!" "Please!" said {C}. Munch, munch! What a good sandwich. {refrain}',
          "4-5":
            '"Let\'s build one," said {H}, holding up two pretend slices of bread. "This is the Manners Sandwich. Top slice: look at the person you\'re asking." {C} looked right at {H}. "Filling: what you want, with a please in it." "Can I have a cookie, please?" said {C}. "Bottom slice: thank you, when you get it." {H} handed over a pretend cookie, and {C} said thank you, and {H} pressed the pretend bread together. Squish! "One sandwich, finished."',
          "6-7":
            '{H} explained the Manners Sandwich like a chef on a cooking show. "Today we\'re making a classic," {hs} announced. "Start with a slice of looking: eyes on the person you\'re asking, so they know the words are for them. Add a generous filling of what you want, with a please spread right through it. And finish with a slice of thank you, once it arrives." {C} played along. "Can I add ketchup?" "Ketchup is a smile," said {H}. "Optional, but highly recommended."',
          "8-10":
            '"Here\'s the Manners Sandwich," said {H}, "explained by someone who has waited on hold far too many times." {C} looked doubtful, which was fair. "Layer one: look at the person, so they know they\'re talking to a human and not a demand. Layer two: the request, with a please in it. Layer three: thank you, once it\'s done, even if it\'s small." "And if they say no?" asked {C}. "Then the sandwich still did its job," said {H}. "People remember who was nice to them. Next time, you\'re first in line."',
        },
      },
      {
        text: {
          "2-3":
            '"A Manners Sandwich!" said {H}. "Watch my hands." Up went one hand. "Top bread: look!" {C} looked. "Now the filling: please!" "Please!" said {C}. Down came the other hand. Clap! "Sandwich!" {C} clapped too. Clap! {refrain}',
          "4-5":
            '"Let\'s make a clapping sandwich," said {H}. "It\'s called the Manners Sandwich." {H} held one hand up high. "Top slice: look at the person you\'re asking." {C} held a hand up too, and looked right at {H}. "Filling: say what you want, with a please in it." "Can I have a hug, please?" said {C}. {H} held the other hand down low. "Bottom slice: thank you." Then {hs} brought both hands together. Clap! "Thank you!" said {C}, and clapped too. One look, one please, one thank you and one very loud sandwich.',
          "6-7":
            '"Here\'s a secret about people," said {H}. "Everybody likes three things: being seen, being asked and being thanked. The Manners Sandwich gives them all three." {H} counted them off. "Look at the person: now they\'re seen. Say what you want, with a please in it: now they\'re asked, not bossed. Say thank you at the end: now they\'re thanked." {C} thought about it, and it was true: being bossed felt horrible, and being thanked felt great. "Even grown-ups like that?" "Especially grown-ups," said {H}. "Most of them don\'t get thanked nearly enough."',
          "8-10":
            '"Here\'s the Manners Sandwich from the other side of the counter," said {H}. "Think of anyone you need something from: a waiter, a grandmother, a bus driver. They all want three things: to be noticed, to be asked and to be thanked." {C} considered this. "That\'s oddly specific." "It\'s oddly true. So: look at them first, and they\'re noticed. Put a please in what you want, and they\'re asked instead of ordered. Finish with thank you, and they\'re thanked. Three layers, three things people want." "And what do I get?" "A much better chance of a yes," said {H}, "and a smile thrown in for free."',
        },
      },
    ],
    practice: [
      {
        text: {
          "2-3":
            'They played a game. {H} pretended to be a shop. {C} looked at {H}. "Can I have a banana, please?" "Here you go," said {H}. "Thank you," said {C}. Then a pretend apple. Then a pretend cake! {refrain}',
          "4-5":
            'They practiced with a silly game. {H} pretended to be a very grand shopkeeper. {C} looked right at {H} and asked, "Can I have a pretend banana, please?" {H} bowed and handed over nothing at all. "Thank you," said {C}, trying not to giggle. Then {C} asked for a pretend elephant, and a pretend rocket, and said thank you every time.',
          "6-7":
            'They practiced with a game. {H} played a very fussy shopkeeper who only served customers with perfect sandwiches. {C} marched up, looked {H} in the eye, and asked for a pretend ice cream, please. "Certainly," said {H}. "Thank you," said {C}. Then {C} tried asking for a pretend castle, a pretend hippo and a pretend thunderstorm. Every time, the sandwich worked, and every time {H} got sillier.',
          "8-10":
            'They practiced by making it ridiculous. {C} had to ask {H} for things in the politest way possible, without laughing. "Excuse me, would you be so very kind as to pass me the pretend volcano, please?" {H} handed it over with great ceremony. "Thank you ever so much," said {C}, and then collapsed laughing. The sandwich was silly when it was that big. But at normal size, it felt surprisingly easy, like a thing {C} had always known how to do and had simply never bothered with.',
        },
      },
      {
        text: {
          "2-3":
            '{H} pretended to be a robot. The robot stood very still. {C} looked right at the robot. "Juice, please." Beep! The robot moved! Whirr, whirr! "Thank you," said {C}. "Beep, welcome!" said the robot. What a funny robot! {refrain}',
          "4-5":
            'Next, {H} pretended to be a robot that only worked with manners. It stood perfectly still, going "Beep... waiting." {C} looked right at the robot and said, "Can I have a pretend cookie, please?" The robot whirred into action and served an invisible cookie. "Thank you," said {C}. "Beep! You are welcome," said the robot. Next, {name} ordered a pretend dinosaur, giggling.',
          "6-7":
            'Then {H} became a robot with one rule: no manners, no movement. {C} tested it. "Pass the pretend ketchup." Nothing. The robot just blinked. So {name} tried again, looking the robot right in the eye. "Could I have the pretend ketchup, please?" The robot sprang to life, beeping happily. "Thank you," said {C}, and the robot glowed. Now {C} could see it: please worked much faster than asking louder, even on robots.',
          "8-10":
            '{H} volunteered to play a very literal robot waiter. "Request on hold," {H} droned, whenever {C} asked for anything. "No please detected." So {name} tried to outsmart it with a long, whiny "Pleeease." "Error," said the robot. "Whining detected. Eye contact required." {C} gave up, looked straight at {H}, and asked properly for a pretend lemonade. The robot beeped with joy and served nothing, very grandly. "Thank you," said {C}. "Gratitude logged," said the robot. "Customer rating: excellent." Annoyingly, the robot had a point.',
        },
      },
      {
        text: {
          "2-3":
            '{H} was a sleepy pretend bear. Snore, snore! {C} looked at the bear. "Honey, please!" The bear woke up. "Honey for you!" Yum! Then {C} looked again. "A hug, please!" Big bear hug. Squeeze! {refrain}',
          "4-5":
            'For practice, they played Ice Cream Truck. {H} was the driver, ringing a pretend bell. Ding-a-ling! {C} ran up, looked right at the driver and said, "Can I have a strawberry one, please?" "One strawberry!" said {H}, scooping the air. "Thank you!" said {C}, and pretend-licked it. Then {C} ordered a rainbow one with sprinkles, and a very small one for a very small pretend mouse. Every order was a sandwich. The mouse said thank you too, in a squeaky voice.',
          "6-7":
            'For practice, {H} opened a pretend library with one very strict rule: books only for polite readers. {C} walked up to the desk, looked the librarian in the eye and said, "Could I borrow the book about dragons, please?" {H} stamped an invisible card. "Due back in one week." "Thank you," said {C}. Then came requests for a book about sharks, a book about space, and a book about a shark in space, which {H} claimed was very popular. The sandwich worked every time, even for the shark.',
          "8-10":
            'They practiced with {H} playing a grumpy pretend hotel receptionist who had clearly had a long day. "What," {hs} said flatly. {C} took it as a challenge: eye contact, a friendly tone, and "Hi. Could I get an extra pillow, please?" The receptionist\'s face softened by about two percent. "Room number?" "Four-oh-two. Thank you so much." By the third request, a late checkout and directions to the pool, the receptionist was almost cheerful. "You\'re ruining my bad mood," {hs} complained. "That\'s the plan," said {C}.',
        },
      },
      {
        text: {
          "2-3":
            '{H} played Please Says. "Please, jump!" Jump, jump! "Please, clap!" Clap, clap! "Spin!" {C} stood still. No please, no spin! Then {C} {was} the boss. {C} looked at {H}. "Please, hop!" Hop, hop, hop went {H}. "Thank you!" said {C}. {refrain}',
          "4-5":
            'They played a game called Please Says. It was like Simon Says, except you only moved if someone asked nicely. "Please touch your nose," said {H}, and {C} touched it. "Please flap like a chicken." Flap, flap. "Stand on one leg." {C} stayed perfectly still, grinning. "You didn\'t say please!" Then they swapped, and {C} gave the orders, looking right at {H} each time. "Please wiggle your ears." {H} tried very hard. "Thank you," said {C}, politely, to a pair of ears that had not moved at all.',
          "6-7":
            'For practice, they played Please Says, which was Simon Says with manners. {H} gave the orders. "Please hop three times." {C} hopped. "Please pat your head." Pat, pat. "Now sit down." {C} froze halfway to the floor and pointed. "No please!" Then {C} took over. That meant remembering the whole sandwich: look at the player, ask with a please, say thank you when it was done. "Please do your best dinosaur." {H} roared. "Thank you," said {C}. It was surprising how much more people would do, {C} thought, when you asked them properly. Even roaring.',
          "8-10":
            'They practiced with Please Says, a version of Simon Says in which only a polite order counts. {H} was sneaky about it. "Please touch your toes." {C} touched them. "Pleased to meet you. Touch your nose." {C\'s} hand stopped an inch from {their} face. "That\'s not a please. That\'s a trick." "Correct," said {H}, disappointed. Then {C} ran the game and made it harder: every order needed eye contact, and every finished move earned a thank you. "Please balance a pretend teacup on your head." {H} tried, and dropped it twice. "Thank you for trying," said {C}, with enormous dignity. {H} admitted that {C} {was} the better player.',
        },
      },
    ],
    celebration: [
      {
        text: {
          "2-3":
            '{G} gave {name} a big smile. "Such kind words! You said please and thank you." Inside, {C} felt proud. Proud as a peacock! {C} did a little dance. A look, a please, a thank you. {C} did it!',
          "4-5":
            '{G} was smiling. "Did you hear that? Please and thank you, all by yourself." {C} felt warm and proud, right down to {their} toes. It was funny how three small words could make everyone\'s face go so happy. {H} gave {Cobj} a wink. "That was a perfect sandwich," said {H} quietly.',
          "6-7":
            '{G} looked really pleased. "I noticed that," {G} said. "You looked right at them, you asked nicely, and you said thank you. That was kind." {C} felt a little glow of pride. It hadn\'t even been difficult, once {C} remembered. "Best sandwich I\'ve seen all day," {hs} said, with a big grin. "And I\'ve seen a lot of sandwiches."',
          "8-10":
            '{G} caught {C\'s} eye and smiled. "That was nicely done," {G} said. "Nobody reminded you. You just did it." {C} tried to look casual about it, and mostly failed. It was a small thing, three words and a bit of eye contact. But the whole feeling of the moment had changed because of it, and {C} had been the one who changed it. {H} gave an approving nod from nearby, as if to say that was exactly how it was done.',
        },
      },
      {
        text: {
          "2-3":
            '"Thank you for your kind words," said {G}. {C} went pink and pleased. Everyone was smiling now! {H} smiled too. {C} felt warm and happy inside. Warm like a cozy blanket. Please and thank you. Easy peasy! {refrain}',
          "4-5":
            '{G} beamed. "You remembered your manners all by yourself. That made my whole day." {C} felt a happy, bubbly feeling rising up inside, like lemonade. {H} did a little cheer. "Look, please, and thank you," {hs} said. "You did every part of the sandwich." It had been much easier than it looked.',
          "6-7":
            '{G} smiled the kind of smile that reaches right up to the eyes. "That was lovely manners," {G} said. "It makes people glad to help you." {C} noticed it was true. Everyone seemed friendlier now, and nobody was frowning. Even {C} felt friendlier. {H} gave a small, satisfied nod, like a chef tasting soup. "Funny how kind words come back to you," {hs} said. "Like a boomerang, but nicer."',
          "8-10":
            '"Thank you for that," {G} said. "It\'s a small thing, but it really does matter to people." {C} nodded, a bit embarrassed by the fuss, but pleased too. What surprised {Cobj} most was how different it felt from the inside. Getting it wrong had felt tense and grabby. This felt easy and sort of generous. "Told you it was a good system," {hs} said. "Three layers. Never fails to be worth it."',
        },
      },
      {
        text: {
          "2-3":
            '{G\'s} eyebrows went up. Up, up, up! "Such lovely manners!" said {G}. {C} felt tall and proud. "All this sandwich talk," said {H}. "Now I\'m hungry!" That made {Cobj} giggle. {refrain}',
          "4-5":
            '{G\'s} eyebrows shot up in happy surprise. "What a perfect sandwich," said {G}. "All three layers, all by yourself." Inside, {C} felt proud and a little fizzy. {H} smiled a sly smile. "All this sandwich talk is making me hungry," {H} said. That got a giggle. It was the easiest sandwich {C} had ever made, and the tastiest.',
          "6-7":
            '{G} looked delighted. "That was a top-quality sandwich," {G} said. "A look, a please and a thank you, even while you were {feeling}." {C} felt a glow spread right through. Being polite was easy when everything was fine. Doing it while {feeling} was the tricky part, and {C} had managed it. {H} did a tiny bow of respect. "All this sandwich talk is making me hungry," {hs} said.',
          "8-10":
            '{G} raised both eyebrows. "Eye contact, please and thank you, and zero reminders," {G} said. "I\'m almost speechless." "Almost," said {C}. {C} felt quietly pleased. The odd thing was how little it had cost: a look and two small words, and the whole mood had changed. {H} looked thoughtful. "All this talk of sandwiches," {hs} said, "and nobody\'s offered me one." "Would you like one, please?" asked {C}. "Thank you, I would," said {H}, with great dignity.',
        },
      },
      {
        text: {
          "2-3":
            '{G} bent down low and looked right at {name}. "A high five, please?" Clap! High five! "Thank you," said {G}. {C} felt proud and happy. {G} made a Manners Sandwich too! {refrain}',
          "4-5":
            '{G} crouched down, looked right at {name} and said, "Could I have a high five, please?" {C} gave {G} the biggest high five of the day. Whap! "Thank you," said {G}. "You made such a good sandwich that I made you one back." {C} felt fizzy and proud. {H} held up a hand for a high five too, and of course {hs} said please first.',
          "6-7":
            '{G} didn\'t make a speech. Instead, {G} looked {name} right in the eye and said, "Could I have a hug, please?" {C} gave one, a big one. "Thank you," said {G}. "I noticed your sandwich. I thought you should get one back." {C} felt warm from the middle outward. It was nice being on the other end of good manners: seen, asked and thanked, all at once. {H} looked as pleased as if {hs} had been thanked too.',
          "8-10":
            '{G} found a pen, scribbled something on the nearest scrap of paper and handed it over with great formality. It said: "Thank you for the excellent manners. Five stars. Would be asked nicely again." {C} snorted. "You could have just said it." "I could," said {G}. "But you made the effort, so I made the effort." {C} folded the note into a pocket, which was as close to admitting it mattered as {C} {was} going to get. {H} leaned over to read it and approved of the five stars.',
        },
      },
    ],
  },
  talkAbout: [
    "Can you remember the steps of the Manners Sandwich?",
    "How do you feel when someone asks you nicely for something?",
    "When is it hardest to remember please and thank you?",
    "Who could you say thank you to tomorrow?",
    "Why do you think {name} looked at the person first?",
    "What could you say if someone is in your way?",
  ],
  episodes: [
    {
      id: "pancake-breakfast",
      moment: "breakfast",
      place: "kitchen",
      time: "morning",
      props: ["plate", "cup", "table", "spoon"],
      feeling: ["grumpy", "grumpy"],
      summary: "{C} shouts for syrup at breakfast instead of asking",
      object: "syrup",
      talkAbout: "Why do you think the words came out so grumpy at breakfast?",
      scenes: {
        opening: {
          text: {
            "2-3":
              "Morning sunshine filled {home}. Sizzle, sizzle! {G} made pancakes. Flip! Flop! {C} sat at the table. {C} had a plate and a cup. Pancakes smell so good! The syrup was far away. {C's} tummy rumbled. Grumble, grumble!",
            "4-5":
              "It was Sunday morning at {home}, and that meant pancakes. Sizzle went the pan. Flip went the pancake. {C} sat at the table with a plate, a spoon and a cup of milk, so hungry that {their} tummy was growling like a bear. The syrup bottle stood at the far end of the table, next to {G}.",
            "6-7":
              "It was Sunday morning at {home}, and {G} was making pancakes. The kitchen smelled of butter and warm sugar. {C} had been awake since very early, and by the time a pancake landed on {their} plate, {C} felt hungry enough to eat the table. There was just one problem. The syrup was at the other end of the table, right next to the milk jug.",
            "8-10":
              "Sunday mornings at {home} meant pancakes. Pancakes meant the sticky bottle of syrup that lived at {G's} end of the table. {C} had woken up early, read three chapters, and waited through what felt like a geological age for breakfast. The kitchen smelled of butter. The pan hissed. By the time the first pancake hit {C's} plate, {C} {was} starving, slightly grumpy, and in no mood for small talk.",
          },
        },
        problem: {
          text: {
            "2-3":
              '"Syrup!" shouted {C}. Bang, bang went the spoon. "Syrup! Syrup! Now!" {G} stopped flipping. {G} did not pass the syrup. {G} raised one eyebrow. {C} reached and grabbed. Wobble! The cup nearly fell. Milk went slosh on the plate. Uh-oh.',
            "4-5":
              '"Syrup!" {C} shouted, banging {their} spoon on the table. "Give me the syrup! Now!" {G} stopped flipping and looked up. "Hmm," said {G}. {G} did not pass the syrup. {C} stretched all the way across the table to grab it, and {their} elbow knocked the cup. Milk sloshed. Nearly everything went flying.',
            "6-7":
              '"Syrup," said {C}, pointing. Nobody moved. "Syrup! Now!" {G} put down the spatula. "Was that a question?" {C} didn\'t answer. Instead {C} leaned right across the table and grabbed for the bottle, knocking the milk jug so that milk sloshed onto the plate. The pancake was soggy now. The syrup bottle sat in {C\'s} sticky hand, and the kitchen, which had been full of sizzling and chatter, had gone very quiet.',
            "8-10":
              '"Pass the syrup," said {C}, without looking up. {G} kept eating. "Syrup," said {C}, louder. "Hello? Syrup?" {G} put down a fork. "I\'m sure I heard a request in there somewhere. It was just hiding." {C} rolled {their} eyes, leaned across the table and grabbed it, sending a cup of milk wobbling dangerously close to the edge. Breakfast, which had been cheerful a minute ago, had gone oddly flat. Even the pan seemed to sizzle more quietly.',
          },
        },
        feeling: {
          text: {
            "2-3":
              "{C} sat back. {C} felt {feeling}. Grumpy tummy. Grumpy face. The pancake was soggy now. {G} was not smiling. The kitchen was quiet. No more sizzle. {C} poked the pancake. Poke, poke. It was not a happy pancake now. It was not a happy breakfast now.",
            "4-5":
              "{C} sat back down with a thump, feeling {feeling} and hungry and a bit wobbly inside. The pancake was soggy with milk now. {G} wasn't smiling anymore, and the kitchen didn't feel like a Sunday kitchen. {C} hadn't meant to be bossy. The words had just jumped out, as loud and hungry as {C's} tummy.",
            "6-7":
              "{C} slumped in the chair, feeling {feeling} and a little embarrassed. It wasn't fair, {C} thought. {C} {was} hungry, and hungry people hate waiting. But the soggy pancake and {G's} quiet face said something different. Somehow the syrup had made breakfast worse, not better. {C} poked at the pancake and wished the last minute could be rewound, like a video, back to the sizzle and the good smell.",
            "8-10":
              "{C} sat back, feeling {feeling} and faintly ridiculous. The syrup was there, but the pancake was soggy with milk and the mood had gone. {G} was eating quietly, not saying anything, which was somehow worse than saying something. {C} knew, in a vague way, that the words had come out wrong. Being hungry had felt like a good enough reason at the time. It didn't feel like one now. {C} swirled a fork through the soggy bit and tried to work out where the morning had gone wrong.",
          },
        },
        stumble: {
          text: {
            "2-3":
              '{G} made one more pancake. Sizzle! {C} wanted syrup again. "Syrup, please!" said {C}, in a big grumpy voice. Bang went the spoon. {G} blinked. "That please sounded cross," said {G} softly. {C} went pink. A please, but a grumpy one.',
            "4-5":
              "{G} flipped another pancake onto {C's} plate. {C} wanted syrup again. \"Syrup, please,\" {C} said, but it came out in a huffy, bossy voice, like an order with a please stuck on the end. {G} passed the bottle across. The smile on {G's} face went a bit flat. {C} heard it too. The words had been right. The voice had been grumpy, and a grumpy please didn't feel like a sandwich at all.",
            "6-7":
              'When the next pancake came, {C} tried. "Syrup, please," {C} said. The please was definitely there. Unfortunately, so was the grumpy voice: it came out short and sharp, the way you might tell a dog to sit. {G} passed it over and raised an eyebrow. {C} poured, and felt a bit silly. It turned out a please could be said like an order, and then it didn\'t work much like a please at all.',
            "8-10":
              'When the next pancake arrived, {C} had a go. "Syrup. Please," {C} said, in the voice of someone signing a treaty under protest. {G} passed it across without comment. Technically, it had been a please. It had all the right letters in the right order. But it had been said like a door slamming, and {G} went back to the pan without a word. The kitchen stayed a bit flat. Manners, {C} {was} beginning to suspect, were at least half tone of voice.',
          },
        },
        success: {
          text: {
            "2-3":
              'Then {C} tried again. {C} looked at {G}. "Can I have more syrup, please?" {G} beamed. {G} passed the syrup. "Thank you," said {name}. Pour, pour, yum! {refrain} Yum!',
            "4-5":
              'So {C} tried again, in a friendly voice this time. {C} looked right at {G} and said, "Can I have the syrup, please?" {G\'s} face lit up. "Of course you can!" {G} slid the bottle across. "Thank you," said {C}, and meant it. Then {C} poured a little smiley face of syrup on the pancake. {G} laughed, and breakfast felt like Sunday again.',
            "6-7":
              'On the third pancake, {C} did the whole thing, in an ordinary, friendly voice. {C} looked up, caught {G\'s} eye, and said, "Could I have the syrup, please?" {G} smiled and passed it over. "Thank you," said {C}, properly this time. It was such a small change. But the whole table seemed to relax, and {G} started telling a funny story about a pancake that once got stuck to the ceiling.',
            "8-10":
              'On the third pancake, {C} put the full sandwich together: looked up, caught {G\'s} eye, and said, "Could I have the syrup, please?" {G} passed it with a small smile. "Thanks," said {C}. Then {C} came up with something. "And would you like some? You\'ve been flipping for ages and you haven\'t had any." {G} looked genuinely surprised, then delighted. {C} poured syrup on {G\'s} pancake in a wobbly spiral, and somehow breakfast was Sunday-shaped again.',
          },
        },
        echo: {
          day: 1,
          time: "morning",
          props: ["cup", "plate"],
          text: {
            "2-3":
              'The next morning, there was toast. {C} wanted jam. {C} looked at {G}. "Jam, please!" {G} passed the jam. "Thank you," said {C}. {G\'s} face lit up. Nobody reminded anybody. A look, a please, a thank you. All by {themself}!',
            "4-5":
              'The next morning it was toast, not pancakes, and the jam was at the wrong end of the table again. {C} felt the shout coming. Then {C} stopped, looked at {G}, and said, "Can I have the jam, please?" {G} passed it over with a smile. "Thank you," said {C}. {G} gave a thumbs up. Nobody had needed to remind anyone.',
            "6-7":
              'The next morning, at breakfast, the jam was out of reach. The old shout was right there, ready to go. {C} caught it, looked up at {G}, and asked, "Could you pass the jam, please?" {G} passed it with a grin. "Thank you," said {C}. It was the fastest, easiest bit of breakfast so far. {G} looked as pleased as if {C} had cooked breakfast for everyone.',
            "8-10":
              'The next morning, breakfast was plain toast, and the jam was once again stationed at {G\'s} end of the table. {C} {was} halfway into "Pass the..." when {C} stopped, looked up, and started again. "Could I have the jam, please?" {G} slid it over, visibly impressed. "Thanks," said {C}. It took about three seconds longer than shouting. It made the whole morning go about three times better. {G} said it was the politest toast {G} had ever witnessed, which was a strange compliment, but {C} accepted it.',
          },
        },
        ending: {
          text: {
            "2-3":
              'Later, the plates were empty. Tummies were full. {G} gave {name} a sticky kiss. "Thank you for your kind words," {G} said. {name} laughed. Sticky cheeks! Happy tummy! A please on top, a thank you underneath. What a yummy day!',
            "4-5":
              'Later, the plates were empty, the pan was cooling, and the kitchen smelled of sugar and happy mornings. {G} wiped a blob of syrup off {name\'s} nose. "You make very good sandwiches," {G} said. "Word ones, I mean." {name} giggled. Three little words, {name} thought, could make a whole breakfast better.',
            "6-7":
              'Later, the plates were stacked in the sink, sticky and empty. {G} gave {name} a squeeze. "Thank you for the lovely manners," {G} said. It was strange, really. The syrup had tasted exactly the same either way. But breakfast tasted much better when everyone at the table was smiling, and {name} had been the one who made that happen.',
            "8-10":
              "Later, the dishes were done and the syrup was back in the cupboard, a little lighter than before. {G} mentioned, while drying a plate, that it had been one of the nicer breakfasts in a while. {name} pretended not to care, and secretly felt great. The syrup hadn't changed. The pancakes hadn't changed. What had changed was three words and a look, and {name} had been the one who chose them. It was a surprisingly good feeling for a Sunday.",
          },
        },
      },
    },
    {
      id: "birthday-present",
      moment: "the party",
      place: "party",
      time: "afternoon",
      props: ["present", "balloon", "cake"],
      other: { role: "friend", kind: "child" },
      feeling: ["disappointed", "disappointed"],
      summary: "{C} opens a friend's present at {their} party and forgets to say thank you",
      object: "present",
      person: "friend",
      talkAbout: "How do you think {O} felt when {name} said thank you for the present?",
      scenes: {
        opening: {
          text: {
            "2-3":
              "It was {C's} birthday party at {home}! Balloons, balloons! A big cake with candles. {C's} friend {O} came. {O} had a present with a big red bow. {O} said, \"For you!\" {C} ripped it open. Rip, rip, rip! A dinosaur? {C} hoped so!",
            "4-5":
              "It was {C's} birthday party at {home}. The room was full of balloons and friends and the smell of chocolate cake. {C's} friend {O} came in holding a present with a big red bow. \"I chose it myself,\" {O} said proudly. {C} tore off the paper as fast as {C} could. Rip! Rip! What could it be?",
            "6-7":
              'It was {C\'s} birthday party at {home}, and everything was perfect: balloons tied to every chair, a cake shaped like a castle, and friends everywhere. {C\'s} friend {O} arrived holding a present with a slightly squashed bow. "I picked it," {O} said. "By myself." {C} tore off the paper, hoping very hard for the dinosaur kit {C} had wanted for months. Everyone gathered round to watch.',
            "8-10":
              "It was {C's} birthday party at {home}, and it was going well: balloons, music, and a cake that had only collapsed slightly on one side. {C's} friend {O} handed over a present, wrapped with more tape than paper. \"I chose it myself,\" {O} said, looking a bit nervous, and stood close by to watch. {C} ripped it open, privately hoping for the building set that had been top of the list since about March. Everyone leaned in to see.",
          },
        },
        problem: {
          text: {
            "2-3":
              'It was a book. Not a dinosaur! "I have that one," said {C}. {C} dropped it. Plop! {C} grabbed the next present. No thank you. No smile. {O} looked at the book on the floor. {O\'s} smile went away. {O} sat down by the balloons.',
            "4-5":
              "Inside was a book about sharks. \"Oh. I've already got this one,\" said {C}, and dropped it on the pile. {C} didn't say thank you. {C} didn't even look up. Instead {C} grabbed the next present and started ripping. {O} stood very still. {O's} smile had gone, and {os} was looking at the book on the pile.",
            "6-7":
              'It was a book about sharks. Not a dinosaur kit. "I\'ve already got this," said {C}, and dropped it on the floor without looking up. No thank you. No smile. {C} {was} already reaching for the next present. {O} stood there for a moment, holding the empty wrapping paper, and then went quietly to sit at the other end of the table, next to the balloons. Nobody else seemed to notice.',
            "8-10":
              "It was a book about sharks, one {C} already owned. \"I've got this already,\" said {C}, dropping it on the floor, already reaching for the next parcel. No thank you. Not even a glance at {O}. A second later {C} noticed that {O} had gone very quiet and was suddenly extremely interested in a balloon. It felt like the music had gotten a little quieter too. {C's} hands kept unwrapping, but {C's} attention had slid over to the balloon table.",
          },
        },
        feeling: {
          text: {
            "2-3":
              "{C} felt {feeling}. No dinosaur! But {O} looked sad. {C} looked at {O}. {C} looked at the book. It had a shark on it. A big, smiley shark. {C's} tummy went wobbly. {O} chose that book. Just for {Cobj}. Hmm.",
            "4-5":
              "{C} felt {feeling}. {C} had wished and wished for a dinosaur kit. But now {O} was sitting all alone, not eating any cake, and {C's} tummy felt wobbly in a different way. {C} looked at the book on the floor. On the cover, a big shark was smiling. It looked like a very friendly shark, actually.",
            "6-7":
              "{C} felt {feeling}, and then, looking at {O}, something else too. {O} had chosen that book. {O} had wrapped it, carried it all the way here, and waited to see {C's} face light up. \"I didn't even say thank you,\" {C} thought. The disappointment about the dinosaur kit suddenly felt much smaller than the sad look on {O's} face, and much less important.",
            "8-10":
              "{C} felt {feeling}, and then, almost immediately, uncomfortable about feeling {feeling}. It wasn't {O's} fault that the book was a repeat. {O} had picked it, wrapped it with an alarming amount of tape, and then watched it get dropped on the floor in about two seconds. {C} looked over at {O}, who was still studying the balloon. Not getting the right present was one thing. Making someone feel like that was something else. {C} put down the next present without opening it.",
          },
        },
        stumble: {
          text: {
            "2-3":
              '{C} picked up the book. "Thanks," {C} mumbled. But {C} did not look at {O}. {C} looked at the cake. {O} did not hear. {O} still looked sad, by the balloons. The thank you got lost. That was only half a sandwich.',
            "4-5":
              "{C} picked up the book and called across the room, \"Thanks!\" But {C} said it to the cake, not to {O}, and went straight back to the presents. {O} didn't even look around. It was a thank you, sort of. But it hadn't reached {O} at all. A thank you, {C} could tell, has to land on somebody.",
            "6-7":
              '{C} picked up the book and said, "Thanks for the book," in the general direction of the balloons, already half-turned towards the next present. {O} nodded without looking up. It was a thank you, technically. But {C} had said it like someone reading a label, and it clearly hadn\'t helped. The look part of the sandwich was missing, and so was the meaning.',
            "8-10":
              '{C} picked the book up off the floor and said, "Thanks, {O}," towards the general area of the table, while opening the next present. {O} gave a small shrug. It was the right word, said the wrong way, and it bounced off without landing. {C} could see it hadn\'t fixed anything. A thank you thrown over your shoulder, it turned out, was barely a thank you at all. It had cost nothing, and it showed. {O} was still looking at the balloon.',
          },
        },
        success: {
          text: {
            "2-3":
              'Back {C} went, to try again. {C} walked to {O}. {C} looked at {O}. "Thank you for my shark book. I love sharks!" {O} smiled a big smile. They looked at the shark together. Chomp, chomp! {refrain}',
            "4-5":
              "So {C} walked over to {O} with the book, looked right at {O}, and said, \"Thank you for my present. I love sharks. Can we read it together?\" {O's} face lit up like a birthday candle. They sat side by side and looked at every page, and {O} knew all the shark names. {C} hadn't known a single one.",
            "6-7":
              'So {C} walked across the room, sat down next to {O}, and held up the book. "Thank you for choosing this," {C} said, and looked right at {O}. "Do you want to read it with me? You can show me your favorite shark." {O} brightened at once. It turned out {O\'s} favorite shark was the hammerhead, and {O} knew a hundred facts about it.',
            "8-10":
              '{C} went over and sat down next to {O}, book in hand. "Thank you for this. Seriously," {C} said, looking right at {O}. "Sorry I was weird about it." {O} shrugged, but {os} was listening. Then inspiration struck {Cobj}. "I\'ve already got one, so why don\'t we swap? Mine can be yours, and then we\'ve both got it, and we can do the quiz at the back against each other." {O} grinned. "You\'re going to lose."',
          },
        },
        echo: {
          day: 1,
          time: "afternoon",
          place: "living room",
          props: ["crayons", "drawing"],
          text: {
            "2-3":
              'The next day, {C} got out crayons. Scribble, scribble! {C} drew a big shark. A smiley shark! {C} drew {O} too. {C} said it out loud: "Thank you, {O}!" The drawing was a thank you card. {G} helped fold it. Fold, fold! Ready for {O}!',
            "4-5":
              'The next afternoon, {C} got out the crayons and made a drawing for {O}: a big blue shark wearing a party hat. At the top, {C} wrote thank you in big wobbly letters, with a bit of help from {G}. {C} asked, "Will {O} like it?" "I think {O} will love it," said {G}.',
            "6-7":
              'The next afternoon, {C} sat down with the crayons and made {O} a thank-you drawing: a hammerhead shark in a party hat, blowing out candles. {C} wrote "Thank you for the shark book" underneath, in {their} best writing. {G} watched, smiling. "That was your own idea," {G} said. {C} capped the pen. It felt good to say thank you twice, especially the second time, when nobody had asked.',
            "8-10":
              'The next afternoon, {C} sat down with crayons and made {O} a thank-you card, without anyone suggesting it. It had a hammerhead shark in a party hat on the front and a shark quiz inside, with ten questions {O} would definitely get right. {G} looked over {C\'s} shoulder. "You thought of that on your own?" {C} shrugged. A thank you, it turned out, could be more fun to make than to say. {C} {was} already planning the answer sheet.',
          },
        },
        ending: {
          text: {
            "2-3":
              "Later, the balloons bobbed. The cake was all gone. {name} had a shark book. {name} had a happy friend. That was the best present of all! {name} hugged the book tight. A please on top, a thank you underneath. Happy birthday, {name}!",
            "4-5":
              "Later, when the balloons were drooping and the cake was just crumbs, {name} looked at the shark book again. It wasn't the present {name} had wished for. But it came with {O's} happy face, and a hundred shark facts, and the best afternoon. {name} thought that might be better than a dinosaur kit, almost.",
            "6-7":
              "Later, the party was over, the balloons were drifting along the ceiling, and there were crumbs in places nobody could explain. {name} curled up with the shark book. It wasn't the dinosaur kit. But every time {name} opened it, there was {O}, pointing at the hammerhead and grinning. {name} decided that was a pretty good present after all. Maybe the best one, even.",
            "8-10":
              "Later, the last guest had gone and the balloons had sunk halfway down the walls. {name} flicked through the shark book. It wasn't what had been on the list. But it came with a friend who had chosen it, a quiz rematch already scheduled, and the memory of {O's} face going from crumpled to grinning. {name} put the book on the shelf, right at the front, where it belonged, and went to find a pen for the rematch.",
          },
        },
      },
    },
    {
      id: "shop-aisle",
      moment: "the busy shop",
      place: "shop",
      time: "afternoon",
      props: ["shopping cart", "basket", "apple"],
      feeling: ["wiggly", "impatient"],
      summary: "{C} pushes past people in the shop instead of saying excuse me",
      object: "apples",
      talkAbout: "What words can you use when someone is in your way?",
      scenes: {
        opening: {
          text: {
            "2-3":
              'One sunny afternoon in {town}, {C} and {G} went to the shop. It was a busy shop. {G} pushed the shopping cart. Squeak, squeak! A little basket swung in {C\'s} hand. {G} asked, "Can you get the apples?" Yes, {C} could! A big job! Off {C} zoomed.',
            "4-5":
              'One afternoon, {C} went to the shop in {town} with {G}. {G} pushed the big shopping cart, and {C} carried a little basket of {their} own. "Your job is the apples," said {G}. "Six red ones." {C} felt very important. Apples were in the very last aisle, and {C} set off at top speed, basket swinging.',
            "6-7":
              "That afternoon, the shop in {town} was busy. {G} was pushing the shopping cart and reading the list, and {C} had been given a basket and a job: six red apples from the fruit aisle. It was a real job, a grown-up sort of job, and {C} wanted to do it fast. The fruit aisle was at the far end. Between {C} and the apples were a lot of people.",
            "8-10":
              "That afternoon, the shop in {town} was packed. {G} was steering the shopping cart through a list that seemed to have no end. {C} had been put in charge of apples: six, red, not bruised. It was the kind of job {C} liked, quick and clear, with no arguing about it at all. The only problem was the aisle, which was full of people moving very slowly, reading labels as if they were novels.",
          },
        },
        problem: {
          text: {
            "2-3":
              'A man was in the way. A big cart too! {C} did not wait. {C} shouted, "Move!" Bump! {C} squeezed past. The man said, "Oof!" A lady dropped her oranges. Roll, roll, roll! Everyone stopped and looked at {Cobj}. Oh no!',
            "4-5":
              'But a man with a big cart was in the way, looking at the bread. {C} didn\'t stop. {C} squeezed past and said, "Move!" The basket bumped his elbow. The man said, "Oof!" Then {C} nearly knocked into a lady, who dropped a bag of oranges. They rolled all over the floor.',
            "6-7":
              "A man with a cart was blocking the aisle, reading a tin of soup. {C} didn't wait. {C} pushed past, basket first, saying, \"Out of the way!\" The basket bumped the man's arm and he nearly dropped the soup. Then {C} swerved around a lady and knocked her bag, and oranges went rolling everywhere, under the shelves and round people's feet. People turned to look.",
            "8-10":
              "A man with a cart had parked across the aisle to read the back of a cereal box. {C} didn't stop. While already squeezing past, {C} said, \"Can you move?\" The basket thumped into the man's arm. Two steps later {C} clipped a lady's shopping bag, and a bag of oranges burst open and went rolling across the floor in six directions. Suddenly a lot of people were looking at {Cobj}, and nobody looked pleased about it.",
          },
        },
        feeling: {
          text: {
            "2-3":
              "{C} stopped. Everyone looked! {C} felt {feeling} and hot. {C's} cheeks went pink. Oranges rolled by. Roll, roll. {G} came with the cart. {C} held the basket tight. {C} did not feel like a big helper now. {C} felt small.",
            "4-5":
              "{C} stopped. Everyone was looking. {C} felt {feeling} and hot-faced, and {their} tummy went squirmy. {C} had only wanted to do the apple job fast. Now the oranges were rolling under the shelves, and {G} was hurrying over with the shopping cart. Being a big helper didn't feel very big anymore.",
            "6-7":
              "{C} stood still, feeling {feeling} and embarrassed at the same time. {C} had only wanted to be quick. But now the lady was chasing oranges, the man was rubbing his arm, and {G} was hurrying over with the shopping cart. \"I was just doing my job,\" {C} thought. It didn't feel like that was the whole story, though. A job done by bumping people wasn't really a job done well.",
            "8-10":
              "{C} stood there, feeling {feeling} and very aware of all the eyes. The plan had been efficiency. The result was an orange avalanche and a man rubbing his elbow. {G} arrived with the shopping cart and crouched to help gather oranges, which somehow made it worse. {C} hadn't meant to barge. The aisle had just been full of people who were in the way. Or, from the other side of the basket, {C} had been.",
          },
        },
        stumble: {
          text: {
            "2-3":
              '{C} went on to the apples. A lady was there. {C} tried to say it. "Scuse." But {C} pushed too. Bump! The lady jumped. Her pears wobbled. Oh dear. No looking. No waiting. No thank you. Just the top slice!',
            "4-5":
              '{C} went on towards the apples. A lady was standing right in front of them. {C} remembered, sort of. "Scuse me," {C} said, but squeezed past before the lady could move. Bump went the basket. The lady said, "Oh!" {C} got the apples, but the excuse me hadn\'t waited for an answer, and the thank you had been left behind.',
            "6-7":
              'Near the apples, a lady was choosing pears. {C} tried. "Excuse me," {C} said, but squeezed past at the same moment, so the lady didn\'t even have time to step aside. The basket bumped her bag again. The lady said, "Oh!" {C} had said the right words, but hadn\'t waited for them to work. That wasn\'t really how the sandwich went. Words, {C} realized, only work if you give them a moment.',
            "8-10":
              'At the apples, an older lady was examining pears one at a time. {C} tried. "Excuse me," {C} said, and then immediately squeezed through the gap anyway, without waiting for her to move. The basket brushed her sleeve. "Oh, goodness," she said. {C} realized the words had been right, but they\'d been used like a horn on a car, not like a question. Saying excuse me and then barging was still barging, just with better vocabulary.',
          },
        },
        success: {
          text: {
            "2-3":
              'So {C} had another go. {C} stopped. {C} looked at the lady. "Excuse me, please." The lady smiled. She stepped back. "Thank you," said {name}. {C} picked six red apples. One, two, three, four, five, six! {refrain}',
            "4-5":
              'So {C} tried the whole sandwich. {C} stopped, looked up at the lady, and said, "Excuse me, please." The lady smiled and moved her cart. "Thank you," said {C}. Then {C} counted six shiny red apples into the basket. "What lovely manners," said the lady. {C} felt about ten feet tall, and very grown-up indeed.',
            "6-7":
              '{C} stopped. This time {C} waited until the lady looked around, then said, "Excuse me, please. Could I get to the apples?" "Of course," said the lady, and stepped aside. "Thank you," said {C}. The lady smiled. "What lovely manners." {C} picked six red apples, the shiniest ones, and carried the basket back to {G} very carefully, without bumping a single person on the way.',
            "8-10":
              '{C} stopped and tried again, properly this time. {C} waited for the lady to glance up, then said, "Excuse me, please. Could I just reach the apples?" She stepped back at once. "Thank you," said {C}. Then {C} spotted a better way, and went back to help the orange lady, who was still gathering stragglers. "Sorry about before," {C} said, handing her two. She looked surprised, and then smiled. "Well," she said. "That\'s very kind of you."',
          },
        },
        echo: {
          day: 1,
          time: "afternoon",
          place: "library",
          props: ["book"],
          text: {
            "2-3":
              'The next day, {C} went to the library. A boy was by the books. {C} stopped. "Excuse me, please." The boy moved. "Thank you," said {C}. {C} found a book about apples! Good manners, even at the library.',
            "4-5":
              'The next afternoon, at the library, a big boy was standing right in front of the dinosaur books. {C} wanted one very much. {C} stopped, looked at the boy and said, "Excuse me, please." He stepped aside with a smile. "Thank you," said {C}, and picked a book with a huge dinosaur on the front. {G} gave a secret thumbs up.',
            "6-7":
              'The next afternoon, at the library, a man was standing right in front of the shelf with the comics. {C} stopped before squeezing past, waited for him to notice, and said, "Excuse me, please." He stepped aside at once. "Thank you," said {C}. {G}, over by the desk, saw the whole thing and gave a secret thumbs up. It had been quicker than barging, too.',
            "8-10":
              'The next afternoon, at the library, {C} needed a book from a shelf. It was completely blocked by a student with a laptop and a lot of papers. {C} felt the urge to just reach over. Instead {C} waited a second and said, "Excuse me, please. Could I get to that shelf?" The student looked up, smiled, and shifted straight away. "Thanks," said {C}. It took five seconds, and the student even smiled. No oranges were harmed.',
          },
        },
        ending: {
          place: "kitchen",
          props: ["apple", "bowl", "table"],
          text: {
            "2-3":
              'Later, at home, {name} washed the apples. Splash, splash! Six red apples. {G} cut one up. Crunch! "You were a kind helper," said {G}. {name} smiled a big apple smile. Crunch, crunch! A kind helper with six red apples.',
            "4-5":
              'Later, at home, {name} helped wash the six red apples and line them up in the fruit bowl. {G} cut one into slices and shared it. "You were a big helper today," {G} said. "And a kind one." {name} crunched a slice and smiled. Being kind, it turned out, was part of being a big helper.',
            "6-7":
              'Later, at home, {name} unpacked the six red apples and arranged them in the fruit bowl. {G} cut one up and they shared it at the kitchen table. {G} asked, "You know what I liked?" "When you slowed down and asked. That\'s what real helpers do." {name} crunched happily. Fast was good. Fast and kind, {name} decided, was better, and it left nobody chasing oranges.',
            "8-10":
              'Later, at home, {name} unpacked the apples, six red, none bruised, mission technically accomplished. {G} sliced one and they shared it at the kitchen table. "For the record," {G} said. "The apples were great. The going back to help with the oranges was better." {name} grinned. Speed had seemed like the point of the job. It turned out the point was doing it in a way that left people smiling, and not picking oranges off the floor.',
          },
        },
      },
    },
    {
      id: "restaurant-order",
      moment: "dinner at the restaurant",
      place: "restaurant",
      time: "evening",
      props: ["plate", "cup", "table"],
      feeling: ["shy", "shy"],
      summary: "{C} mumbles orders at the restaurant and forgets to say please and thank you",
      object: "menu",
      talkAbout: "What made it hard for {name} to talk to the waiter?",
      scenes: {
        opening: {
          text: {
            "2-3":
              "One evening in {town}, {C} and {G} went out for dinner. The restaurant was busy. Clink, clink went the plates. {C} sat at a big table. A waiter came. He had a notepad and a big smile. He said hello. Inside, {C} held {theCuddly} tight.",
            "4-5":
              'One evening, {C} and {G} went out for dinner at a little restaurant in {town}. It was busy and noisy, with clinking plates and lots of people talking. They sat at a table by the window. Soon a tall waiter came over with a notepad. "Good evening! What would you like?"',
            "6-7":
              'One evening, {G} took {Cobj} out for dinner at the little restaurant in {town}. It was busy and bright, with plates clinking and people laughing at every table. They sat by the window. When the waiter came over with his notepad, he smiled straight at {Cobj}. "And what would you like this evening?" {C} had been looking forward to this all day.',
            "8-10":
              'One evening, {G} took {Cobj} out for dinner at the restaurant in {town}. It was the one with the good pizza and the slightly wobbly tables. It was busy, loud and cheerful, and it smelled of warm bread. After a while the waiter came over, pen ready, and turned to {Cobj} first. "What can I get you?" {C} knew exactly what {C} wanted. Saying it out loud to a stranger, with a whole restaurant listening, was a different matter entirely.',
          },
        },
        problem: {
          text: {
            "2-3":
              'But {C} did not look at him. {C} looked at {G}. "Pizza," {C} whispered. "Tell him pizza." The pizza came. Yum! {C} grabbed a slice. No thank you. The waiter waited. His smile went small. Then he walked away. Bye-bye, waiter.',
            "4-5":
              "{C} didn't look at the waiter. {C} looked at the table and said to {G}, \"I want pizza. Tell him.\" The waiter wrote it down. When the pizza came, {C} grabbed a slice before the plate even touched the table. No please. No thank you. The waiter's smile went small, and he hurried away.",
            "6-7":
              '{C} stared at the menu and muttered, "Pizza. And lemonade," without looking up. The waiter leaned closer. "Sorry?" {C} pointed at the picture instead. When the food came, {C} pulled the plate across the table and started eating straight away. No please, no thank you, not even a glance. The waiter stood there for a second, then moved on to the next table.',
            "8-10":
              '{C} studied the menu very hard and said, "Pizza," to it, quietly. The waiter leaned in. "Sorry, what was that?" "Pizza," said {C}, a bit louder, to the salt shaker. When the food arrived, {C} slid the plate over and started eating before it had fully landed. No please, no thanks, no eye contact. The waiter hovered, then went off to the next table. {G} watched all of this without saying a word, which, with {G}, usually meant a great deal.',
          },
        },
        feeling: {
          text: {
            "2-3":
              "{C} felt {feeling}. Talking to him was scary. {C} hid behind the cup. Peek! Peek! The waiter was busy now. He looked a bit sad. {C's} pizza was yummy. But {C's} tummy felt funny. {C} {was} not grumpy. Just shy!",
            "4-5":
              "{C} felt {feeling}. Talking to someone new made {their} voice go tiny and {their} eyes go to the floor. That was why the words had come out so grabby. But now the waiter looked a bit sad, and {C} felt funny inside, even with a yummy pizza right there. {C} hid behind the cup and peeked.",
            "6-7":
              '{C} felt {feeling}. Talking to grown-ups {C} didn\'t know always made {their} voice disappear. It was easier to look at the menu, or the table, or anything else. But watching the waiter walk away, {C} had a funny thought. "I think he thought I was being grumpy," {C} realized. "I wasn\'t. I was just shy." Somehow the pizza didn\'t taste quite as good.',
            "8-10":
              "{C} felt {feeling}, which was annoying, because {C} {wasn't} shy with anyone at school. Strangers were different. Looking a stranger in the eye and asking for things felt like standing on a stage. So {C} had done the opposite. Now, watching the waiter deliver drinks to the next table with a friendly word for everyone, {C} realized how it had looked from his side: not shy, just grumpy. That was a bit uncomfortable to think about.",
          },
        },
        stumble: {
          text: {
            "2-3":
              'The waiter came back. He asked, "More lemonade?" {C} held out the cup. "Please," {C} whispered. So quiet! {C} looked at the cup. Not at him. He did not hear. He filled the cup anyway. Glug, glug. No thank you. Half a sandwich.',
            "4-5":
              'Later, the waiter came back. He asked, "Would you like more lemonade?" {C} slid the glass forward. "Please," {C} whispered to the cup, so quietly that even {C} could hardly hear it. The waiter tilted his head. "Sorry?" {C} just pointed at the cup. The please had been there, but nobody had heard it. Half a sandwich.',
            "6-7":
              'A bit later, the waiter came back. "Anything else?" {C} wanted more lemonade. "Lemonade, please," {C} said, but it came out as a whisper, aimed at the tablecloth. The waiter didn\'t hear. {G} repeated it for {Cobj}. The please had been there, {C} thought, but it hadn\'t reached anyone. Without the look, the sandwich had fallen apart, and the thank you had never even been made.',
            "8-10":
              "Later, the waiter came back to check on them. {C} wanted more lemonade and, this time, tried. \"Could I have another lemonade, please,\" {C} said, at top volume for a mouse, eyes on the tablecloth. The waiter didn't catch it. {G} translated. {C} slumped. The words had been right. They'd just been said to a napkin. Saying please to the table, it turned out, didn't really count as saying it to a person, however polite the table was.",
          },
        },
        success: {
          text: {
            "2-3":
              'One more go! Big breath. {C} looked up at the waiter. "More lemonade, please." He heard! He smiled. Pour, pour! "Thank you," said {C}. The waiter grinned a big grin. He liked kind words! {refrain}',
            "4-5":
              '{C} took a big breath, looked right up at the waiter, and said, "Can I have more lemonade, please?" This time he heard every word. "Coming right up!" When he brought it, {C} looked at him again. "Thank you." The waiter grinned. "You\'re very welcome. It\'s nice to meet you properly." {C} grinned back.',
            "6-7":
              'When the waiter came by again, {C} took a breath and looked right up at him. "Excuse me. Could I have some more lemonade, please?" He smiled. "Coming right up." When he brought it, {C} looked up again and said, "Thank you." "You\'re very welcome," he said, and winked. The whole thing had taken three seconds, and {C\'s} voice had only wobbled a tiny bit.',
            "8-10":
              'When the waiter came past again, {C} took a breath and looked up. "Excuse me. Could I have another lemonade, please?" He smiled. "Absolutely." When it arrived, {C} looked at him again. "Thank you. And sorry I was quiet before. The pizza\'s really good." {C} glanced at the kitchen door. "Do you make it here?" The waiter brightened. "The chef does. I\'ll tell her you said so." He came back later with two extra napkins and a conspiratorial wink.',
          },
        },
        echo: {
          day: 1,
          time: "morning",
          place: "shop",
          props: ["basket"],
          text: {
            "2-3":
              'The next morning, {C} went to the bakery. {C} looked at the baker. "A bun, please!" The baker smiled. "Here you go!" "Thank you," said {name}. The bun was warm and sticky. Yum! Brave, kind words, from {name}!',
            "4-5":
              'The next morning, {C} went to the bakery with {G}. Behind the counter was a baker {C} had never met. {C\'s} voice wanted to go tiny again. But {C} took a breath, looked up and said, "Can I have a cinnamon bun, please?" The baker smiled and popped it into a bag. "Thank you," said {C}. It was warm all the way home.',
            "6-7":
              'The next morning, {G} and {C} stopped at the bakery. There was a new person behind the counter, and {C} felt the familiar shy feeling start up. But {C} took a breath, looked up and said, "Could I have a cinnamon bun, please?" The baker smiled and handed it over in a paper bag. "Thank you," said {C}. It got easier, {C} noticed, every time.',
            "8-10":
              'The next morning, {G} sent {Cobj} into the bakery alone while {G} waited outside. There was a new person behind the counter. {C} felt the old stage-fright feeling, then took a breath and looked up. "Could I have two cinnamon buns, please?" "Coming up," said the baker. "Thanks," said {C}, with actual eye contact. Outside, {G} was pretending very hard not to have watched through the window. The buns were still warm. One of them did not survive the walk home.',
          },
        },
        ending: {
          place: "living room",
          props: [],
          text: {
            "2-3":
              'Later, {name} was home. Tummy full. Cheeks warm. {G} gave a big hug. "You were so brave with your words," {G} said. {name} smiled. A little shy. A little brave. A look, a please, a thank you. Easy!',
            "4-5":
              'Later, at home, {name} told {theCuddly} all about it: the pizza, the lemonade, and the waiter who grinned. "I looked right at him," {name} whispered. "And I said please and thank you." {G} heard from the doorway and smiled. Being shy was okay. Being shy and kind at the same time was even better.',
            "6-7":
              "Later, at home, {name} kept thinking about the waiter's wink. {G} said it had been a lovely evening, and that {name} had been brave as well as polite. {name} decided that shy was fine, and that the Manners Sandwich was fine too, and that maybe the two of them could get along. It was a happy, full, cozy sort of thought.",
            "8-10":
              "Later, at home, {name} realized that the hardest part of the whole evening hadn't been the words. It had been looking up. Once that part was done, please and thank you had more or less taken care of everything else. {G} mentioned that the waiter had told {G} at the register what a nice kid {name} was. {name} pretended that was no big deal, then smiled about it for the rest of the night.",
          },
        },
      },
    },
  ],
};
