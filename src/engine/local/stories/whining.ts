import type { BehaviorStory } from "../episode-types";

/** Whining: asking in a stretchy, wobbly voice instead of a clear one (the Strong, Clear Voice). */
export const whining: BehaviorStory | null = {
  childTerms: "whining instead of asking in a clear voice",
  strategy: {
    name: "the Strong, Clear Voice",
    steps: [
      "Notice the whine: is my voice stretchy and wobbly?",
      "Take one breath and find your strong, clear voice",
      "Ask once, clearly, and say what you need",
      "Listen to the answer, even if it is not yes",
    ],
    why: "Whining usually means a child is tired, hungry or feels unheard. Noticing the whiny voice and swapping it for a clear one gives them a way to be heard that works, and a grown-up can answer a clear question far more easily than a long wail.",
    refrain: "Strong and clear, so everyone can hear.",
    toddlerSteps: ["Take a breath", "Ask in your strong voice"],
    smallFirstStep: 'Notice the whine once, and say "Oops, stretchy voice"',
  },
  // Another word for a shout, where a parent asks to leave shouting out.
  insteadOf: [[/\{G\} shouted back,/g, "{G} called back,"]],
  titles: ["{name}'s Strong, Clear Voice", "{name} Finds a Clear Voice", "Strong and Clear, {name}!", "{name} and {Hfull} Find the Right Voice"],
  // Ages 8-10, the two-tries shape's first try alone: this behavior's own wrong tries (never another behavior's paragraph).
  firstTry:
    "{C} tried asking the usual way first, which was the long, bendy way, with extra vowels. Nothing happened. So {C} tried it again, longer and bendier. Still nothing, except a look. The {feeling} feeling climbed with every stretched-out word. Somehow the voice that felt most urgent was the one nobody could actually understand.",
  scenes: {
    helper: [
      {
        text: {
          "2-3":
            '{H} {Harrive}. {H} tipped {hp} head. "What a wobbly voice," said {H}. "It goes up and down, like a squeaky swing." {C} giggled a tiny giggle. "Wobbly words are hard to hear," said {H}. "I know a better voice."',
          "4-5":
            'Just then, {Hintro}, {Harrive}. {H} listened to the long, wobbly words for a moment. "That voice sounds very {feeling}," {hs} said kindly. "Nobody\'s listening to me," said {C}. "I\'m listening," said {H}. "But a stretchy voice makes words hard to catch. They slide around like soap in the bath. I know a voice that works much better."',
          "6-7":
            'That was when {Hintro}, {Harrive}. {H} had clearly heard the whining, but {hs} didn\'t frown. "You sound {feeling}," {hs} said. {C} flopped. "I am. And nobody understands what I want." "That\'s the trouble with a whiny voice," said {H}. "It tells everyone how you feel, but it hides what you need. The words get stretched so thin that ears can\'t hold on to them."',
          "8-10":
            'That was when {Hintro}, {Harrive}. {H} had definitely heard the whining; half the street probably had. But {hs} just said, "Rough moment?" {C} sighed dramatically. "I keep asking and nothing happens." "I noticed," said {H}. "Can I tell you what it sounds like from the outside? It sounds like a problem with no question in it. People can hear that something\'s wrong, but they can\'t work out what you actually want."',
        },
      },
      {
        text: {
          "2-3":
            'Then {H} came. {H} {Harrive}. "Hello, {name}," said {H}. "I heard a voice. A long, droopy voice. Was that you?" {C} felt {feeling}. "Droopy voices get lost," said {H}. "Clear voices get heard."',
          "4-5":
            'Then {H} {Harrive}. "Goodness," said {H}. "I heard a voice that sounded like a tired kazoo." {C} couldn\'t help smiling, just a little. "I\'m {feeling}," {C} said, still a bit droopy. "I know," said {H}. "And that\'s okay. But a droopy voice makes people work very hard to understand you. I know a voice that does the work for you."',
          "6-7":
            'A moment later, {H} {Harrive}. {H} looked at {name}, all slumped and droopy. "I think I heard a whine, a long and stretchy one," {hs} said. {C} looked embarrassed. "It just comes out that way when I\'m {feeling}." "Of course it does," said {H}. "Whining is what a voice does when it\'s tired of not being heard. The funny thing is, it makes being heard even harder."',
          "8-10":
            'Into all this came {H}. {H} {Harrive}. {H} listened to one more long, wobbling complaint before speaking. "That was a prize-winning whine," {hs} said. {C} scowled, then laughed despite {themself}. "I can\'t help it. It happens when I\'m {feeling}." "I know," said {H}. "A whine is a feeling leaking out through your voice. The problem is that it\'s very good at annoying people and hopeless at getting you anything."',
        },
      },
      {
        text: {
          "2-3":
            '{H} {Harrive}. {H} tipped {hp} head this way. Then that way. "Hmm," said {H}. "I hear a sound. Eee, eee. Is it a mouse?" Hee, hee! "No! It\'s me!" said {C}. "Oh!" said {H}. "I can\'t hear your words in there. I know a trick."',
          "4-5":
            'Just then, {Hintro}, {Harrive}. {H} looked all around, puzzled. "Did anyone hear a squeaky door?" {hs} asked. "It went eeee-eeee." {C} went pink. "That was me." "Ah," said {H}. "When I was little, my grandma called me the Squeaky Gate, because of my whiny voice. Then I found out there was a voice that worked much better. Want to know what it is?"',
          "6-7":
            'That was when {Hintro}, {Harrive}. {H} sat down and listened carefully, as if trying to solve a puzzle. "I can hear that something\'s wrong," {hs} said after a moment. "But I can\'t hear what you want. It\'s like a letter with no address on it." {C} slumped. "I waaant..." It came out droopy again. "See?" said {H} gently. "The whine swallows the most important part. There\'s a way to get it out safely."',
          "8-10":
            'That was when {Hintro}, {Harrive}. {H} listened for a moment, then said thoughtfully, "I once whined for a whole car ride about being hungry. Two hours. At the end, someone pointed out that there had been sandwiches in my bag the entire time." {C} snorted, despite everything. "Seriously?" "Seriously. If I\'d asked clearly, I\'d have eaten in minute one," said {H}. "Whining is very loud and very bad at its job."',
        },
      },
      {
        text: {
          "2-3":
            '{H} {Harrive}. "Oh," said {H}. "Droopy arms. Droopy voice. Droopy, droopy!" {C} flopped. "Do you want something?" {H} asked softly. Nod, nod. "Let\'s find your strong voice," said {H}. "It\'s in there."',
          "4-5":
            'Just then, {Hintro}, {Harrive}. {H} crouched down and said, "Tell me the one thing you want most, right now." {C} started, "I waaant..." and it came out all stretchy again. {H} waited. "Try it without the stretch," {hs} said. "Your words are in there. They\'re just wearing a droopy coat. I know how to take it off."',
          "6-7":
            'That was when {Hintro}, {Harrive}. {H} sat down and said "I want a drink" in two voices: one whiny and wobbly, one clear and strong. "Which one would you answer first?" {C} had to admit it was the clear one. "Exactly," said {H}. "Same words. Different voice. I know how to find the second one, even when you\'re {feeling}."',
          "8-10":
            'That was when {Hintro}, {Harrive}. "Can I offer some professional advice?" {hs} said. "I used to be a champion whiner. Trophy level. And I learned something: nobody ever says, \'What a lovely whine, here\'s a cookie.\'" {C} snorted. "So what works?" "Asking like you expect an answer," said {H}. "Clear, once, with the actual question in it."',
        },
      },
    ],
    strategy: [
      {
        text: {
          "2-3":
            '"Here is a trick. It is called {strategy}," said {H}. "First, take a breath." In, out. Whoosh. "Now a big, clear voice. Like a captain!" {C} stood up tall. "Please can I have help?" It came out strong! {refrain}',
          "4-5":
            '"It\'s called {strategy}," said {H}. "First, you notice the whine. Is your voice stretchy and wobbly?" {C} listened to {C\'s} own voice. It was. "Next, one big breath. Then you find your strong, clear voice, like a captain on a ship. You ask once, and then you listen." {C} took a breath and tried the captain voice. It sounded funny, and also much stronger.',
          "6-7":
            '"It\'s called {strategy}," said {H}. "Step one: notice the whine. Your voice goes stretchy and wobbly, like a balloon losing air. Step two: one breath. Step three: find your strong, clear voice and ask once, saying exactly what you need. Step four: listen to the answer, even if it isn\'t yes." {C} frowned. "What if it is no?" "Then at least you\'ll know," said {H}. "And a clear no beats a long whine."',
          "8-10":
            '"It\'s called {strategy}," said {H}. "Four parts. First, notice the whine. You\'ll hear it: the voice goes stretchy, like someone pulling toffee. Second, one breath, to let the feeling settle. Third, you find your clear voice, the one you\'d use to order in a café, and you ask once, properly. Fourth, you listen to the answer." {C} raised an eyebrow. "Even if it\'s no?" "Especially then," said {H}. "A clear question gets a clear answer. A whine just gets a headache."',
        },
      },
      {
        text: {
          "2-3":
            '{H} told {Cobj} the trick: {strategy}. "One: a big breath." Whoosh! "Two: a strong voice." {C} said it like a lion. "Please can I have a turn?" Roar! {refrain}',
          "4-5":
            '"I\'ll tell you my favorite trick," said {H}. "It\'s called {strategy}." First, {C} listened for the whine. There it was, stretchy as bubble gum. Then {C} took one big breath. Then {C} found a new voice, strong and clear, like a lion who has good manners. {C} said, "Please can you help me?" The words came out crisp and neat, like cookies from a tin.',
          "6-7":
            '"Try thinking of your voice like a radio," said {H}. "Whining is a crackly station. Nobody can hear the words." {C} made a crackly noise, just to check. "So I change the station?" "Exactly. That\'s {strategy}." {C} learned the steps: hear the crackle, take one breath, tune in to a strong, clear voice, ask once and then listen. {C} tried it. The words came out sharp and bright, and {C} could actually hear {themself} think.',
          "8-10":
            '"Here\'s a trick that actually works," said {H}. "I call it {strategy}." {C} listened. Hear the whine first, which is the hardest bit, because a whine sneaks out before you notice. Take one breath. Then ask the way a news presenter would, clearly and once, saying exactly what you need. Then listen to the answer. {C} asked, "That\'s it?" "That\'s it," said {H}. "It\'s less dramatic than whining. But it has a much better success rate."',
        },
      },
      {
        text: {
          "2-3":
            '"Here is {strategy}," said {H}, and held up a pretend microphone. "First, take a breath." Whoosh. "Then talk in your strong voice." {C} held the microphone. "Water, please!" Loud and clear! {H} did a happy hop. {refrain}',
          "4-5":
            '{H} handed {Cobj} a pretend microphone. "This is for {strategy}," said {H}. "First, listen: is your voice stretchy and wobbly? That\'s the whine. Then take one breath. Then speak into the microphone in your strong, clear voice. Ask once, and say what you need." {C} tried it, sounding like someone on the radio. "Can I have some water, please?" "Loud and clear," said {H}, pretending to turn up the volume. "Last step: listen to the answer."',
          "6-7":
            '"Think of a walkie-talkie," said {H}. "It only works if you speak clearly and then let go of the button to listen. That\'s {strategy}. One: notice the whine, that stretchy, wobbly sound. Two: take one breath. Three: press the button and ask once, clearly, saying what you need. Four: let go and listen, even if the answer isn\'t yes." {C} pretended to press a button. "Request for a snack. Over." "Request heard," said {H}. "Over."',
          "8-10":
            '"Think of it like sending a text," said {H}. "Nobody sends a text that says \'ugggh\' and expects a sandwich to arrive. It\'s called {strategy}. First: notice the whine, the stretchy, wobbly version. Second: one breath, which is basically deleting the draft. Third: ask once, clearly, with the actual request in it. Fourth: read the reply, even if it\'s not the one you wanted." {C} considered it. "So no more sending \'ugggh\'?" "You can send \'ugggh,\'" said {H}. "Just send the actual question after it."',
        },
      },
      {
        text: {
          "2-3":
            '{H} held up a pretend noodle. Floppy, floppy. "A whine is a noodle voice," said {H}. "Pleeease." Flop! Then {H} held up a pretend carrot. Crunch! "This is a carrot voice. Strong and clear." {C} took a big breath. "Milk, please!" Crunch! "That is {strategy}," said {H}. {refrain}',
          "4-5":
            '"Voices come in two kinds," said {H}, very seriously. "Noodle voices and carrot voices." {C} giggled. "A noodle voice is floppy and droopy. Can I pleeease have a driiink?" {H} drooped all over like a wet noodle. "A carrot voice is crisp and crunchy. Can I have a drink, please?" Crunch! "So here\'s {strategy}. Notice when your voice goes noodly. Take one breath. Ask once, in your carrot voice. Then listen to the answer, even if it isn\'t yes." {C} tried a carrot voice. It was very crunchy.',
          "6-7":
            '{H} explained {strategy} with food. "A whine is an overcooked noodle," {hs} said. "Long and floppy, and it gets everywhere." {C} snorted. "A clear voice is a carrot stick. Short and crisp, and you know exactly what you\'re getting." Then came the steps: notice the noodle, take one breath, ask once in a carrot voice, and listen to the answer, even a no. {C} tried it. "Can I have the blue cup, please?" "Very crunchy," said {H} approvingly. It was silly. It was also easy to remember, which was the point.',
          "8-10":
            '"Think of it as noodles and carrots," said {H}. {C} waited for this to make sense. "A whine is a noodle: long, limp, and somehow it ends up on everything. A clear request is a carrot stick: short, crisp, done. {strategy} is just swapping one for the other. Hear the noodle starting. Take one breath. Ask once, carrot-style. Then listen to the answer, including the ones that aren\'t yes." "That\'s the worst comparison I\'ve ever heard," said {C}. "And you\'ll remember it forever," said {H}. Unfortunately, {C} suspected this was true.',
        },
      },
    ],
    practice: [
      {
        text: {
          "2-3":
            'Then {C} and {H} played a voice game. {H} did a whiny voice. "Cookieeee!" {C} covered {C\'s} ears. Then {C} did a clear voice. "A cookie, please!" Strong! Then a mouse voice. Squeak! Then a captain voice. Ahoy! The clear voice was the best one.',
          "4-5":
            '{C} and {H} played a voice game. {H} said something in a whiny voice, and {C} said it again in a strong, clear one. "Can I have a driiink" became "Can I have a drink, please?" And "I\'m booored" became "Can we play a game?" The clear voice felt like standing up tall inside.',
          "6-7":
            '{C} and {H} practiced with a silly game. {H} said a sentence in the whiniest voice possible, and {C} had to translate it into clear. "I can\'t fiiiind my shoooe" became "Can you help me look for my shoe?" By the third one, {C} {was} laughing too much to translate. But {C} noticed something: the clear version was always shorter, and much easier to answer.',
          "8-10":
            '{C} and {H} ran a few practice rounds. {H} would whine something outrageous, and {C} would translate it into a clear request. "Why does nobody ever let me do anythiiing?" turned into a simple question: "Can I stay up ten minutes later tonight?" {C} stared at the two versions side by side. "It\'s weird. The clear version is so much smaller." "That\'s the secret," said {H}. "A whine makes a small question sound like a huge problem."',
        },
      },
      {
        text: {
          "2-3":
            '{H} made a droopy face. "Juuuice," {H} whined. Ha, ha! "No! Like this!" {C} stood up tall. Big breath. "Juice, please!" Strong and clear! Then {H} tried. "Juice, please!" Both said it together, loud and proud. Then again, like lions. {refrain}',
          "4-5":
            'They played a game called Radio. {H} called out the stations, and {C} {was} the radio. Click: the whiny station. "I waaant my sock." Click: the clear station. "Can you help me find my sock, please?" {H} switched faster and faster, until {C} {was} changing stations in the middle of a word. The clear station, everyone agreed, had the best sound.',
          "6-7":
            'For practice, {H} pretended to be a shopkeeper who only understood clear voices. When {C} whined, "Can I have an appleee," {H} looked blank. "Sorry, I only speak Clear." {C} giggled, took a breath and tried again. "May I have an apple, please?" {H} nodded at once. "One imaginary apple, coming up." They did bananas, bread and a very large cake. Clear worked every single time.',
          "8-10":
            'They practiced with {H} playing a bored official at a desk. "Requests in whine will not be processed," {H} announced. {C} tried, "But I\'ve been waiting fooorever." {H} didn\'t look up. {C} took a breath and switched. "I\'d like to apply for a snack, please." {H} made a stamping noise. Ka-chunk. "Approved." {C} pretended to frame the permit. "Is that how it works in real life?" "More often than you\'d think," said {H}.',
        },
      },
      {
        text: {
          "2-3":
            '{H} was a pretend robot. Beep, boop! "Want... cookieee," {C} whined. The robot did not move. Beep? So {C} took a breath. "Cookie, please!" Beep, boop! The robot gave {Cobj} a pretend cookie. Crunch! {refrain}',
          "4-5":
            'For practice, {H} became a robot that only worked with clear voices. When {C} whined, "Robot, get my teddyyy," the robot just blinked. Bleep? {C} took a breath and tried the strong, clear voice. "Robot, please get my teddy." Whirr, clank! The robot marched off stiffly and came back with a pretend teddy. {C} tried three more requests, each one clearer, and the robot did every one.',
          "6-7":
            'They practiced with {H} playing a robot butler with very particular programming. "Whine detected," {H} announced in a flat robot voice whenever {C} stretched a word. "Please rephrase." {C} took a breath and tried again. "Could I have some water, please?" "Request accepted," said the robot, and delivered an imaginary glass with a clunk. By the fourth request, {C} got it right the first time, and the robot ran out of things to complain about.',
          "8-10":
            'For practice, {H} played an extremely literal voice assistant. "Ugh, I\'m so booored," said {C}. "I have found eleven facts about boredom," said {H}, in a flat, helpful voice. "Fact one..." "No!" {C} took a breath and tried again, clearly. "Suggest a game for two people." "Suggesting: I Spy," said {H}. {C} had to laugh. Even pretend machines, it turned out, worked better with a clear question.',
        },
      },
      {
        text: {
          "2-3":
            '{H} played the Not Now game. "Ask me for a cookie," said {H}. "A cookie, please!" said {C}. Strong and clear! "Not now," said {H}. "Later." Oh. {C\'s} lip went wobbly. Then {C} took a big breath. "Okay. Later." Hooray! {H} clapped. A clear ask. A calm wait. {refrain}',
          "4-5":
            'Then {H} played a trickier game, called Not Yet. "Ask me for something in your strong, clear voice," said {H}. "Can I have a sticker, please?" said {C}. "Not yet," said {H}. "Later on." {C\'s} mouth began to droop into a whine. Then {C} remembered the last step: listen. {C} took a breath. "Okay. Later on." {H} cheered as if {C} had won a race. They played again and again, and every "not yet" was a little easier to hear.',
          "6-7":
            'For practice, {H} played the hardest part: the answer. {C} asked clearly, "Can I have a cookie, please?" "Not right now," said {H}. {C} felt the whine rising like steam in a kettle. One breath. "Can I have one later, then?" "After dinner, yes," said {H}. They tried it with a trip to the moon ("Not this week") and a pet dragon ("Definitely not"). {C} found that a clear no was easier to hear than expected, and that a clear "later" was really a yes that had to wait.',
          "8-10":
            '{H} proposed the advanced level. "Clear asking is the easy part. The real test is the answer." {C} asked, clearly, to stay up late. "No," said {H}, pleasantly. {C} felt a whine loading, like a slow web page. One breath. "Okay. Can I read for ten minutes in bed instead?" "That I can say yes to," said {H}. They tried a few more. A request for a pet octopus got a firm no and, after some negotiating, a library book about octopuses. "A clear no isn\'t the end," said {H}. "It\'s the start of the next clear question."',
        },
      },
    ],
    celebration: [
      {
        text: {
          "2-3":
            '{G} smiled a big smile. {G} said, "I heard that! Strong and clear!" {C} smiled too. Hooray! {C} felt tall and proud. No wobble. No whine. Just {name}, loud and clear. {C} did a happy hop. Hop, hop!',
          "4-5":
            '{G} looked delighted. "That was such a clear voice," {G} said. "I understood every word straight away." {C} stood a little taller. {H} gave a happy little nod. {C} felt proud, and something else too: heard. When {C} used the strong, clear voice, people listened. That felt like a kind of magic.',
          "6-7":
            '"I noticed something," said {G}. "You asked clearly, once, and I could answer straight away. No guessing." {C} had noticed. It had been surprisingly easy. {H} looked very pleased. {C} felt proud in a calm, steady way. The clear voice wasn\'t just more polite. It actually worked better, which was the best kind of reason.',
          "8-10":
            '"I want to point something out," said {G}. "You were {feeling}, and you still asked clearly. That\'s genuinely hard." {C} tried to look casual about it. {H} caught {C\'s} eye and nodded, a small, satisfied nod. {C} felt a quiet kind of pride. Whining had felt like banging on a locked door. The clear voice had felt like finding the key.',
        },
      },
      {
        text: {
          "2-3":
            '{H} cheered. {H} said, "What a voice!" {G} gave {name} a high five. Slap! {C} felt strong and clear all over. Not wobbly. Not droopy. {refrain} Hooray for {name}!',
          "4-5":
            '"Now that was a strong, clear voice," said {H}. {G} nodded and said, "I heard every word. Thank you for asking so clearly." {C} felt warm and proud. It was funny: the whiny voice had felt big, but it hadn\'t worked. The clear voice felt small and calm, and it worked straight away.',
          "6-7":
            '{H} beamed. "You heard the whine, you took a breath, and you swapped it for your clear voice." {G} looked up, delighted. "And I knew exactly what you needed." {C} felt proud and a bit amazed. A whine was so much harder work. It went on and on and got nowhere. A clear question just got an answer.',
          "8-10":
            '{H} gave a slow, delighted nod. "Clear question. Clear answer. Nobody got a headache." {G} laughed, a little amazed. "I could get used to this." {C} grinned and made a note of the compliment. The strange thing was how much calmer everything felt, not just for {G}, but inside {Cobj} too. A whine kept the feeling stuck. Saying it clearly seemed to let it go somewhere.',
        },
      },
      {
        text: {
          "2-3":
            '{G} cupped an ear. "I heard you, {name}! Every word!" That made {Cobj} laugh. {H} did a little twirl. {C} felt as tall as a giraffe. No droopy voice. A strong, clear voice. {refrain}',
          "4-5":
            '"Hello?" said {G}, looking around in pretend surprise. "Who is this clear, strong voice? It sounds just like {name}!" With a giggle, {C} said, "It is me!" {H} clapped along. {C} felt proud and tall. Asking clearly had been quicker than whining, and much less tiring. Whining, {C} decided, was hard work for nothing.',
          "6-7":
            '{G} raised both eyebrows in a good way. "That was so easy to understand. One question, and I knew just what you needed." {C} felt proud, like someone who had cracked a secret code. Feeling {feeling} hadn\'t gone away on its own. But saying it clearly had made it much easier to fix.',
          "8-10":
            '"For the record," said {G}, "that was a very well-made request." "Thank you," said {C}. "I had it professionally translated." {G} laughed out loud. {C} felt calm and quietly pleased. The whine had always seemed like the loudest way to ask. It turned out to be the slowest. Clear and once was faster, and it left everybody in a better mood.',
        },
      },
      {
        text: {
          "2-3":
            '{G} made a droopy face. "Huuug," whined {G}. Silly! {C} laughed. "No! Strong voice!" {G} stood up tall. "A hug, please!" Squeeze! {C} felt proud. {C} {was} the voice teacher now! {refrain}',
          "4-5":
            '{G} clapped. Then {G} put on a droopy face and whined, "Can I have a huuug?" {C} giggled. "That\'s a whine! Use your strong, clear voice!" {G} took an enormous breath and said, very clearly, "May I have a hug, please?" "Yes," said {C}, and gave a big one. {H} laughed out loud. {C} felt proud and tall, like a real voice teacher.',
          "6-7":
            '"That was so clear," said {G}. "Maybe you should teach me. I whine too, you know, when I\'m tired." {C} giggled. "Go on, then. Do a whine." {G} drooped dramatically. "I\'m so tiiired, and everything is so faaar." "That\'s a whine," said {C}, like a coach. "Now one breath. Ask clearly." {G} breathed. "Could we sit down for five minutes soon, please?" "Much better," said {C}. {C} felt proud. It was good to be the one who knew how. {H} gave a quiet thumbs-up.',
          "8-10":
            '{G} let out a low whistle. "Clear question, clear answer. I could learn from that." "You could," agreed {C}. "You whine about Monday mornings." {G} started to object, then stopped. "What does my whine sound like?" {C} did an impression: "Why is it Monday agaaain?" {H} had to turn away to laugh. "Fine," said {G}. "Clear version: I would like coffee before anyone asks me anything." "Much better," said {C}. {C} felt proud in a quietly smug way. Being the expert had its perks.',
        },
      },
    ],
  },
  talkAbout: [
    "Can you remember the steps of {name's} Strong, Clear Voice?",
    "Can you do a whiny voice, and then a strong, clear one? Which is easier to understand?",
    "What do you feel like just before a whine comes out?",
    "What could you say when the answer is no?",
    "What did {name} ask for in a clear voice?",
  ],
  episodes: [
    {
      id: "long-walk",
      moment: "the long walk to the library",
      place: "street",
      time: "morning",
      props: ["scooter", "backpack", "book"],
      feeling: ["tired and grumpy", "worn out and grumpy"],
      summary: "{C} whines all the way on a long walk",
      object: "walk",
      trigger: "tired legs",
      talkAbout: "What could {name} ask for when {C's} legs feel tired?",
      scenes: {
        opening: {
          text: {
            "2-3":
              "One morning, {C} and {G} walked to the library. {C} wore a little backpack. {G} pushed the scooter. Step, step, step. Past the bakery. Past the post box. Past the big tree. The library was far away. Very far!",
            "4-5":
              "One morning, {C} and {G} set off from {home} to walk to the library. {C} had a backpack with two library books inside, ready to swap. {G} carried the scooter, in case {C} wanted to ride. They walked past the bakery, past the post box and past the bus stop. The library was still a long way off.",
            "6-7":
              "One Saturday morning, {C} and {G} walked from {home} to the library to return two books. It was further than {C} remembered. {C's} backpack was heavy with books, and {G} was carrying the scooter, which {C} had insisted on bringing and then refused to ride. They passed the bakery, the bus stop and a dog who barked at everything.",
            "8-10":
              "On Saturday morning, {C} and {G} set off from {home} to walk to the library. {C} had packed a backpack with three books to return and had insisted on bringing the scooter, which {G} was now carrying. The library was twenty minutes away. {C} knew this. {C} had known it at the start. But somewhere around the bakery, twenty minutes had begun to feel like a serious injustice. The scooter, swinging from {G's} hand, seemed to be having a much easier time of it.",
          },
        },
        problem: {
          text: {
            "2-3":
              '"Carry meeee," said {C}. "My legs are tiiired." {C} walked slower and slower. Droop, droop. "I want to go hooome." {G} did not understand. "Do you want the scooter?" "Nooo," said {C}. The whine went on and on. Droop, droop, droop.',
            "4-5":
              '"My legs are tiiiired," {C} whined. "Carry meeee." {G} offered the scooter. "Nooo, I don\'t want the scooooter." {C} walked slower and slower, dragging {C\'s} feet. "Are we nearly theeere? Why is it so faaar?" {G} tried to answer, but the questions kept coming, long and stretchy, and none of them was really a question.',
            "6-7":
              '"Why is it so faaar," {C} moaned. "My legs hurt. Carry meeee." {G} offered the scooter. "I don\'t want the scooooter." {C} started dragging {C\'s} feet and flopping against lampposts. The whining got longer and wobblier. {G} had no idea what {C} actually wanted, and, to be honest, neither did {C}. It just felt better to complain.',
            "8-10":
              '"This is taking foreeever," said {C}, in a voice that went up at the end like a siren. "Why couldn\'t we drive? My backpack is sooo heavy." {G} offered to carry the backpack. "Not like thaaat." {G} offered the scooter. "I don\'t want the scooooter." The complaints got longer with every lamppost. {G} looked increasingly baffled, because none of them had an actual request in them. By the bus stop, {G} had tried three different answers, and every one of them had been met with a longer sigh.',
          },
        },
        feeling: {
          text: {
            "2-3":
              "{C} felt tired and grumpy. Heavy legs. Heavy backpack. Droopy arms. {C} wanted a rest. {C} wanted a cuddle. But the words came out wobbly. Wobble, wobble, whine. {G} could not tell what {C} wanted. {C's} feet went drag, drag, drag.",
            "4-5":
              "{C} felt tired and grumpy. {C's} legs felt like wet noodles, and the backpack felt like a bag of rocks. {C} wanted something to change, but wasn't sure what. So the feeling came out as a whine, long and droopy. The trouble was, a whine didn't tell {G} anything useful.",
            "6-7":
              "{C} felt worn out and grumpy. {C's} legs ached and the backpack dug into {C's} shoulders. {C} didn't really want to be carried. What {C} wanted was a rest, and maybe a snack, and for the library to be closer. But none of that came out in words. It came out as a long, wobbly whine.",
            "8-10":
              "{C} felt worn out and grumpy, the kind of grumpy that makes everything about the world seem personally annoying. The backpack straps dug in. The sidewalk was too long. If {C} had stopped to think, the answer was simple: a short rest and a drink of water. But {C} hadn't stopped to think. The feeling had gone straight into {C's} voice instead. It came out as a long, wobbly moan that asked for nothing and complained about everything. {C} could hear how it sounded, which did not help.",
          },
        },
        stumble: {
          text: {
            "2-3":
              'They walked on. Step, step, step. {C\'s} legs got tired again. "I want a reeest," said {C}. Oops! Wobble, wobble. {C} heard it. {C} took a breath. "I want a rest," said {C}. Better! But no please. And it was still droopy.',
            "4-5":
              'They walked on past the park. Soon {C\'s} legs felt wobbly again, and out came the whine: "Can we stoooop?" {C} heard it this time. That was good! {C} took a breath and tried again. "Can we stop." But it came out flat and grumpy, like a door slamming. {G} raised an eyebrow. It was clearer, but it wasn\'t quite the strong, clear voice.',
            "6-7":
              'They walked on, past the park. The heavy legs came back, and so did the whine. "How much lonnnger?" {C} heard it this time and stopped. One breath. Then {C} said, "I\'m tired," which was clear, but it was a complaint, not a question. {G} said, "I know, sweetheart," and kept walking. {C} realized the ask part was still missing.',
            "8-10":
              'They walked on past the park, and the whine crept back, right on time. "Are we nearly there yeeet?" {C} caught it halfway. Progress. One breath. Then {C} said, very clearly, "This walk is too long." It was a perfectly clear sentence. It just wasn\'t a question. {G} said, "It is quite long," and kept walking. {C} realized that a clear complaint was still a complaint. {C} kicked a pebble along the sidewalk and tried to work out what the missing piece was.',
          },
        },
        success: {
          text: {
            "2-3":
              '{C} tried again. Breath in. Big, clear voice. "Please can we sit on the bench for a rest?" {G} said, "Yes!" They sat on the bench. Ahhh. A drink of water. Then {C} rode the scooter. Zoom! {refrain}',
            "4-5":
              'So {C} tried again. {C} took a breath, stood up tall and used the strong, clear voice. "My legs are tired. Please can we sit on the bench for a minute?" "Of course," said {G}. They sat on the bench and shared a drink of water. After a rest, {C} even rode the scooter the rest of the way. Zoom!',
            "6-7":
              'So {C} tried once more. Breath. Clear voice. A real question this time. "My legs are really tired. Can we rest on that bench, and can I have some water?" {G} was already unscrewing the bottle. "Yes to both." They sat for a few minutes. Then a better thought arrived. "If I ride the scooter, can you carry my backpack?" "Deal," said {G}, and {C} scooted the rest of the way.',
            "8-10":
              '{C} tried once more, properly. Breath. Clear voice. An actual question. "I\'m tired and my backpack is heavy. Could we sit on that bench for two minutes, and then I\'ll scoot the rest of the way if you carry the books?" {G} looked genuinely impressed. "That\'s a very good plan." They sat, drank some water and watched a pigeon try to steal a sandwich. Then {C} scooted to the library in four minutes flat. It was, {C} thought, the fastest a walk had ever been fixed.',
          },
        },
        echo: {
          day: 1,
          place: "bedroom",
          props: ["shoes"],
          text: {
            "2-3":
              'The next morning, {C} could not find a shoe. "Where is my shoooe?" Oops! Wobble, wobble. {C} took a breath. "Please can you help me find my shoe?" {G} helped. There it was, under the bed! {C} put it on. Ready to go!',
            "4-5":
              'The next morning, one of {C\'s} shoes had vanished. "I can\'t fiiind it," {C} began. Then {C} heard the whine and stopped. One breath. Strong, clear voice: "Please can you help me look for my other shoe?" {G} came straight away. The shoe was under the bed, with a very dusty sock.',
            "6-7":
              'The next morning, {C\'s} left shoe was missing. {C} felt the whine coming: "Whyyy does this always—" {C} stopped, took a breath and switched voices. "Can you help me find my shoe? I\'ve looked under the bed already." {G} came at once. It was in the bathroom, which made no sense at all, but at least it was found.',
            "8-10":
              'The next morning, {C\'s} left shoe had disappeared, and {C} felt a magnificent whine building. "Whyyy does this always happen to—" {C} heard it, stopped and took a breath. "Could you help me look for my shoe? I\'ve checked under the bed and by the door." {G} found it in about ten seconds, in the bathroom. Neither of them could explain it. {C} added the bathroom to the list of places to check first, which seemed only fair.',
          },
        },
        ending: {
          place: "living room",
          props: ["book"],
          time: "afternoon",
          text: {
            "2-3":
              "Later, at {home}, {C} read a new library book. It was about a big bear. Snuggle, snuggle. Strong and clear, so everyone can hear. Next time, {C} might scoot to the library. Happy reading, {name}. Step, step, zoom!",
            "4-5":
              "Later, back at {home}, {C} curled up on the sofa with a new library book. It was about a bear who lost his voice. {C} turned the page. {C} knew all about voices now. A whiny voice made ears want to hide. A strong, clear voice got heard, even when the answer was no. Next time, maybe, {C} would scoot all the way to the library, and ask for a rest in a strong, clear voice if {their} legs got tired. {name} felt very pleased indeed.",
            "6-7":
              "Later, back at {home}, {C} sat on the sofa with a pile of new library books. {C} thought about the long walk, and how the whining had made it feel even longer. One clear question had fixed it in a minute. {name} smiled and opened the first book. Next time, {C} decided, the scooter would be ridden all the way to the library, no whining required.",
            "8-10":
              "Later, back at {home}, {C} lay on the sofa with a stack of new library books and thought about the walk. The whining had gone on for ten minutes and achieved nothing. The clear question had taken ten seconds and got a rest, a drink, a scooter ride and a pigeon show. It was hard to argue with results like that. Next weekend, {C} planned to scoot all the way to the library, no complaints, and ask for the bench in advance.",
          },
        },
      },
    },
    {
      id: "snack-before-dinner",
      moment: "snack time",
      place: "kitchen",
      time: "afternoon",
      props: ["cookie", "apple", "plate"],
      other: { role: "little cousin", kind: "child" },
      feeling: ["hungry and grumpy", "frustrated"],
      summary: "{C} whines for a cookie before dinner",
      object: "cookie",
      person: "little cousin",
      trigger: "hunger",
      talkAbout: "How did {O} learn the clear voice from {name}?",
      scenes: {
        opening: {
          text: {
            "2-3":
              "One afternoon at {home}, {C} came into the kitchen. {C's} tummy went rumble, rumble. On the table was a jar of cookies. Yum! {C's} little cousin {O} came too. {G} was busy cooking. Chop, chop, chop. Dinner was not ready yet.",
            "4-5":
              "One afternoon at {home}, {C} wandered into the kitchen with a rumbling tummy. {G} was busy chopping carrots for dinner. On the counter sat the cookie jar, and next to it a bowl of shiny apples. {C's} little cousin {O} was staying for the week, and followed {Cobj} everywhere, copying everything {C} did. {C} looked at the cookie jar.",
            "6-7":
              "One afternoon at {home}, {C} came home from school starving. {G} was in the kitchen, chopping vegetables for dinner and stirring a pot at the same time. {C's} little cousin {O}, who was staying for the week, trailed in behind, because {O} went wherever {C} went. The cookie jar sat on the counter, next to a bowl of apples, looking extremely tempting.",
            "8-10":
              "One afternoon at {home}, {C} walked into the kitchen with the kind of hunger that blots out every other thought. {G} was cooking dinner, chopping with one hand and stirring with the other. {C's} little cousin {O}, who was five and staying for a week, trailed behind as usual. {O} had decided that {C} {was} the most interesting person alive. The cookie jar sat on the counter. {C's} stomach gave a growl loud enough to make {O} giggle.",
          },
        },
        problem: {
          text: {
            "2-3":
              '"I want a cooookie," said {C}. "Pleeeease. I\'m hungryyy." {G} was busy. {C} said it again. Longer. Louder. Then {O} said it too! "Cooookie! Pleeeease!" Two whines! {G} covered both ears. "What do you need?"',
            "4-5":
              '"Can I have a cooookie," {C} whined. "I\'m sooo hungryyy." {G} was busy stirring and didn\'t answer straight away. So {C} said it again, longer: "Pleeeease, pleeeease." Then {O} joined in, copying exactly: "Pleeeease, cooookie!" Now there were two whines in the kitchen. {G} put down the spoon and sighed.',
            "6-7":
              '"I\'m starviiing," {C} groaned, flopping over the counter. "Can I have a cooookie? Pleeease?" {G} said dinner was nearly ready. "But I\'m hungry nooow." Then {O}, who copied everything, flopped over the counter too and wailed, "Cooookie nooow!" {G} looked at the two droopy children and the pot that needed stirring, and didn\'t know which to deal with first.',
            "8-10":
              'Draped dramatically over the counter, {C} moaned, "Is there anything to eeeat?" "I\'m literally starviiing." {G} said dinner was in twenty minutes. "Twenty minuuutes? Can I just have one cooookie?" Then {O}, delighted, draped over the counter too and produced a perfect copy: "Just one cooookie!" The kitchen now contained two identical whines, in stereo. {G} closed both eyes for a moment. Two children, one pot, no clear requests. It was, {G} said later, like being serenaded by a pair of tired foghorns.',
          },
        },
        feeling: {
          text: {
            "2-3":
              "{C} felt hungry and grumpy. Rumble, rumble went {C's} tummy. Droop went {C's} arms. {C} wanted food now! The cookies were right there. Waiting felt so long. So the whine came out. And {O} copied it. Droop, droop, whine.",
            "4-5":
              "{C} felt hungry and grumpy, which is one of the grumpiest feelings there is. {C's} tummy rumbled. {C's} legs felt floppy. Dinner seemed a hundred years away, and the cookie jar was right there. {C} didn't really mean to whine. The hungry feeling just pulled {C's} voice into a long, droopy shape.",
            "6-7":
              "{C} felt frustrated. Being hungry made everything feel urgent, and {G} wasn't answering fast enough. {C's} tummy rumbled and {C's} head felt fuzzy. The whine came out by itself. Then {C} heard {O} copying it, and felt a flicker of embarrassment. Hearing it from the outside, it sounded pretty awful.",
            "8-10":
              "{C} felt frustrated, and underneath that, hungry in a way that made the whole world seem slow. {C} hadn't decided to whine. The voice had just come out that way. Then {O} copied it, exactly, and {C} heard what it sounded like from the outside. It wasn't great. It sounded like a violin being played by a goose. {C} felt a bit embarrassed, and also still hungry. {C} suddenly wished {O} would copy something more impressive, like juggling.",
          },
        },
        stumble: {
          text: {
            "2-3":
              '{C\'s} tummy rumbled again. Rumble! {C} took a breath. "Cookie, please?" Clear! "Not a cookie," said {G}. "Dinner soon." Oh. "Buuut I\'m huuungry," said {C}. Oops! Back came the wobble. {O} whined too. "Huuungry!" Nearly!',
            "4-5":
              'A few minutes later, {C\'s} tummy rumbled again. "Can I have a cooo—" {C} stopped. That was the whine! {C} took a breath and said, "Cookie. Now." It was clear, but it was bossy, and it wasn\'t really asking. {O} copied that too: "Cookie now!" {G} raised an eyebrow. Not quite.',
            "6-7":
              'A few minutes later, the hungry feeling came back. "Is dinner reaaady—" {C} heard it and stopped. Breath. Then {C} said, in a clear but very bossy voice, "I need a cookie." {G} said, "Not before dinner." {C} felt the whine wobbling up again. {O} said, "I need a cookie," in exactly the same bossy voice. It was clear, but it wasn\'t quite asking.',
            "8-10":
              'The hunger came back five minutes later, and so did the whine. "How much loooonger—" {C} caught it. One breath. Then, clearly, {C} said, "I need a cookie." It was definitely clearer. It was also a demand, not a question. {G} said, "Not before dinner," and {C} felt the whine winding up again. Meanwhile {O} announced, "I need a cookie," in the same bossy voice. {C} winced. It turned out that {O} copied bossy just as happily as whiny.',
          },
        },
        success: {
          text: {
            "2-3":
              '{C} tried again. Breath in. Strong, clear voice. "I\'m hungry. Can I have a snack, please?" "Yes," said {G}. "Apple slices!" Crunch, crunch! Then {O} said it too, clear as a bell. "Snack, please!" {refrain}',
            "4-5":
              'So {C} tried once more. A breath. Then the strong, clear voice: "I\'m really hungry. Can I have a small snack before dinner, please?" {G} reached for the fruit bowl. "Thank you for asking so clearly. You can have some apple slices." Crunch, crunch! Then {O}, copying again, said, "Can I have apple too, please?" It was a perfect clear voice. {G} laughed and cut a few more slices.',
            "6-7":
              'So {C} tried again, properly. Breath. Clear voice. A real question. "I\'m really hungry and dinner feels far away. Could I have something small now?" {G} opened the fridge. "That I can do. Apple or carrot sticks?" {C} picked apple. Then {C} had a bright idea. "{O}, ask like me. Clear voice." {O} stood up very straight and asked, beautifully. {G} gave them each a plate of apple slices.',
            "8-10":
              'So {C} tried again. Breath. Clear voice. An actual question this time. "I\'m really hungry. Is there something small I could have that won\'t spoil dinner?" {G} looked relieved. "Apple slices?" "Perfect." Then {C} had an idea, and turned to {O}. "Clear voice challenge. Whoever asks the clearest gets the first slice." {O} asked so clearly and politely that {G} nearly dropped the apple. {C} let {O} win. {O} crunched happily, looking at {Cobj} as if {C} had invented apples.',
          },
        },
        echo: {
          day: 1,
          time: "morning",
          props: ["cup"],
          text: {
            "2-3":
              'The next morning, {C} wanted juice. "Juuuice," said {C}. Oops! {C} heard it. Breath in. {C} said, strong and clear, "Juice, please!" {O} said it too: "Juice, please!" {G} poured two cups. Glug, glug. Two clear voices. Yum!',
            "4-5":
              'The next morning at breakfast, {C} wanted juice. "Juuuuice," {C} started. Then {C} heard the whine, took a breath and switched voices. "Can I have some juice, please?" {O} copied straight away: "Juice, please!" {G} poured two cups and said it was the nicest breakfast asking in history.',
            "6-7":
              'The next morning at breakfast, {C} felt a whine building. "There\'s no juuu—" {C} stopped, took a breath and asked, "Could you pass the juice, please?" {O}, who was watching closely, asked exactly the same way. {G} passed two cups across the table and looked very impressed indeed.',
            "8-10":
              'The next morning at breakfast, the juice carton was out of reach and {C} felt the familiar whine loading. "Can someone pleeea—" {C} heard it, took a breath and rebooted. "Could you pass the juice, please?" {O} immediately did the same. {G} passed it over and said that whatever had happened yesterday, it should keep happening. {O} then asked for the jam in the same polite voice, and the butter, and the salt, mostly for the pleasure of asking. {C} didn\'t mind. It was quite funny.',
          },
        },
        ending: {
          time: "evening",
          text: {
            "2-3":
              'That evening, dinner was ready. Yum! {C} ate it all up. {O} did too. {G} smiled and said, "Such clear voices today." Strong and clear, so everyone can hear. Tomorrow, a picnic at {world}! Full and happy, {name}. Crunch, munch, yum.',
            "4-5":
              "That evening at {home}, everyone sat down to dinner, and it was delicious. {C} ate every carrot. {O} asked for more potatoes in a very clear voice, and everyone laughed. {C} felt proud. {O} had learned the strong, clear voice just by watching. Tomorrow they might take a picnic to {world}. {name} would ask for it clearly, of course.",
            "6-7":
              "That evening at {home}, dinner was delicious. {O} asked for more potatoes in such a clear voice that everyone clapped. {C} felt proud. {O} copied everything, which meant {C} had been teaching {O} all along, whining or not. {name} decided to teach the good stuff from now on, starting with a clear-voiced request for a picnic at {world}.",
            "8-10":
              "That evening at {home}, dinner was excellent. {O} asked for seconds in a voice so clear and polite that it was almost alarming. {C} realized something: {O} copied everything. For a whole week, {C} had basically been a teacher. It was a good reason to use the clear voice, and a better one than cookies. Next on the list: a clear-voiced proposal for a picnic at {world}.",
          },
        },
      },
    },
    {
      id: "stuck-zip",
      moment: "getting ready for school",
      place: "bedroom",
      time: "morning",
      props: ["coat", "backpack", "shoes"],
      feeling: ["cross", "frustrated"],
      summary: "{C} whines when the coat zip won't work",
      object: "coat zip",
      trigger: "something too tricky",
      talkAbout: "What could {name} say when something feels too tricky?",
      scenes: {
        opening: {
          text: {
            "2-3":
              "One busy morning at {home}, it was time for school. Shoes on. Backpack on. Now the coat. {C} put the coat on. One arm. Two arms! Then came the zip. Tug, tug. The zip would not go. Stuck!",
            "4-5":
              "One busy morning at {home}, it was nearly time to leave for school. {C} had shoes on and a backpack ready by the door. The last thing was the coat, the puffy blue one with the tricky zip. {C} pushed both arms in. Then {C} tried the zip. Tug. Tug. It wouldn't catch. {G} was searching for the car keys.",
            "6-7":
              "One busy school morning at {home}, everything was nearly ready. Shoes were on, the backpack was packed, and {G} was hunting for the keys. The last job was the coat, which had a zip that never worked the first time. {C} lined up the two ends and pulled. Nothing. {C} tried again. The zip slipped off the little hook every single time.",
            "8-10":
              "It was one of those school mornings at {home} where everything was running three minutes late. {C} had shoes on, backpack packed, and was now fighting the coat. The coat had a zip that required a precise technique nobody had ever fully explained. {C} lined the ends up, pulled, and watched the zip slide off uselessly. Again. And again. Meanwhile {G} was searching for the keys. The clock in the hall ticked on, loudly and without sympathy.",
          },
        },
        problem: {
          text: {
            "2-3":
              '"I can\'t dooo iiit," said {C}. "It\'s stuuuck." Tug, tug. Stomp, stomp. "Heeelp meee." {G} was looking for the keys. {C} said it again. Longer. Droopier. {G} could not tell what was wrong. Tick, tock. Nearly late!',
            "4-5":
              '"I can\'t dooo iiit," {C} whined, tugging at the zip. "It won\'t gooo." {G} called from the hall, "What\'s wrong?" But {C} just whined louder. "It\'s not faaair. I hate this coooat." {C} flopped onto the bed with the coat hanging open. {G} still didn\'t know what the problem was.',
            "6-7":
              '"It won\'t wooork," {C} whined, yanking the zip. "I can\'t dooo it. It\'s too haaard." {G} called from the hallway, "What\'s up?" {C} answered with a longer whine: "Everything is stuuuck." Then {C} collapsed dramatically on the bed with the coat flapping open. {G}, still hunting for the keys, had no idea whether the problem was the coat, school or the entire universe.',
            "8-10":
              '"This zip—" {C} began, then switched to a long, wobbling wail. "It never wooorks. Why does it always get stuuuck?" {G}, searching under cushions for the keys, called, "What\'s the matter?" {C} answered with more whining, none of which mentioned the zip. Eventually {C} flopped backwards onto the bed, coat half on, and stared at the ceiling. {G} was none the wiser. The coat hung open, the zip dangling, as if nothing at all had happened.',
          },
        },
        feeling: {
          text: {
            "2-3":
              "{C} felt cross. The zip was stuck. {C's} fingers were tired. Tug, tug, nothing! {C} wanted help. But the words came out wobbly. Whine, whine. And the clock went tick, tock. {C} stamped a foot. Still stuck!",
            "4-5":
              "{C} felt cross. {C's} fingers were tired of tugging, and the zip just wouldn't listen. School was soon, and {G} was busy, and {C} needed help. But the cross feeling came out as a whine instead of words. Whines are tricky like that. They say you're upset, but not why.",
            "6-7":
              "{C} felt frustrated. {C} had tried and tried, and the zip kept slipping. It felt like the coat was doing it on purpose. {C} needed help, but asking felt like admitting defeat, so the frustration came out sideways, as a long, droopy whine. It told {G} that something was wrong. It didn't say what.",
            "8-10":
              "{C} felt frustrated, the particular frustration of being defeated by a small piece of metal. It was embarrassing to need help with a zip. So instead of asking for help, {C} had whined about the general unfairness of zips, coats and mornings. It was a bit like sending a message in code and being annoyed nobody could read it. Worse, every minute of whining made the morning later, and the later it got, the more {C} wanted to whine. It was a very annoying circle.",
          },
        },
        stumble: {
          text: {
            "2-3":
              '{C} tried the zip again. Tug! Stuck. "Heeelp," said {C}. Oops! {C} heard the wobble. {C} took a breath. {C} said, "Help!" Loud and strong! But {G} called, "Help with what?" {C} had not said. Nearly there!',
            "4-5":
              '{C} got up and tried the zip once more. Stuck again. "Heeelp meee—" {C} heard the whine and stopped. Breath. Then, in a strong voice: "Help!" It was loud and clear. But {G} called back, "Help with what? The keys?" {C} realized {C} hadn\'t said what was wrong. Clear, but not quite enough.',
            "6-7":
              '{C} tried the zip again, and it stuck again. The whine started: "It\'s sooo—" {C} heard it, stopped and took a breath. Then, clearly, {C} called out, "I need help!" It was loud and strong. {G} called back, "With your shoes? Your bag?" {C} groaned. A clear voice was good, but {G} still couldn\'t see what the problem was.',
            "8-10":
              '{C} sat up and tried once more. Stuck. The whine started loading, and {C} caught it. Breath. Then, in a perfectly clear voice, {C} called, "I need help!" It was a big improvement. {G} shouted back, "With what? Have you seen my keys?" {C} realized that a clear voice with no details was like a clear map with no place names. {G}, meanwhile, was still looking under the sofa cushions for the keys.',
          },
        },
        success: {
          text: {
            "2-3":
              '{C} tried again. Breath in. Strong, clear voice. "Please help me with my zip. It\'s stuck." {G} came. "Let\'s do it together." Click! Zip! Up it went. All the way! {refrain} Zip, zip, hooray!',
            "4-5":
              'So {C} tried once more, using the whole strong, clear voice. "My coat zip is stuck. Can you help me start it, please?" {G} came straight away. "Ah, the tricky zip! Hold this end still, and push the other one right in." Click. Zzzip! Up it went, all the way to {C\'s} chin. {G} found the keys in the coat pocket.',
            "6-7":
              'So {C} tried again. Breath. Clear voice. All the details. "My zip keeps slipping off the bottom. Can you show me how to start it?" {G} came straight over. "Ah, that zip. Push this bit all the way into the little box, then pull." Then {C} thought of something. "Let me try it by myself now." {C} did. Click. Zzzip! It worked first time.',
            "8-10":
              '{C} tried once more. Breath. Clear voice. Details. "My zip won\'t catch at the bottom. Can you show me the trick, so I can do it myself next time?" {G} came over at once, visibly relieved to have a solvable problem. "Push the pin all the way into the box until it clicks. Then pull." {C} tried it and it worked. Then {C} did it twice more, to be sure. Nobody was going to be defeated by that zip again.',
          },
        },
        echo: {
          day: 1,
          place: "classroom",
          props: ["lunchbox"],
          text: {
            "2-3":
              'The next day at school, {C} had a lunchbox. The lid was stuck! Tug, tug. {C} felt a whine coming. Then {C} took a breath. "Please can you help me open this?" The teacher helped. Pop! Lunch! Yum, yum!',
            "4-5":
              'The next day at school, {C\'s} lunchbox lid wouldn\'t open. {C} felt a whine wobbling up, but caught it. A breath. Then, clearly: "Excuse me. My lunchbox is stuck. Can you help, please?" The teacher came straight over and popped it open. "What a clear question," she said. {C} felt very grown up.',
            "6-7":
              'The next day at school, {C\'s} lunchbox lid jammed shut. {C} felt the whine begin, noticed it, and took a breath instead. "Excuse me. My lunchbox lid is stuck. Could you show me how to open it?" The teacher showed {Cobj}: press the corner, then lift. {C} managed it on the next try, and felt proud all through lunch.',
            "8-10":
              'The next day at school, {C\'s} lunchbox jammed. {C} felt the whine start to form and dismissed it almost automatically. Breath. "Excuse me, my lunchbox is stuck. Could you show me the trick?" The teacher showed {Cobj} how to press the corner first. {C} did it once, then again. Two defeated containers in two days, {C} thought. It was practically a career. The lunchbox, once opened, turned out to contain an excellent sandwich, which felt like a reward.',
          },
        },
        ending: {
          time: "evening",
          text: {
            "2-3":
              "That evening, at {home}, {C} did the zip alone. Click! Zip! Up it went. Up and down, twice more! Strong and clear, so everyone can hear. Tomorrow, {C} would zip up for a walk to {world}. Clever {name}!",
            "4-5":
              "That evening, back at {home}, {C} showed {G} the zip trick. Push it in, hold it still, then pull. Zzzip! All the way up. {G} clapped. {C} felt proud. Whining had just made everyone confused. Asking clearly had gotten help, and a new trick too. Tomorrow, the coat would be no trouble at all. {name} smiled and zipped it up once more, just for fun.",
            "6-7":
              "That evening at {home}, {C} zipped and unzipped the coat five times, just because {C} could. {C} thought about the zip: the whine had made everything slower and crosser, but one clear question had fixed it in a minute. {name} hung the coat on its hook, ready for the walk to {world} at the weekend, and felt calm and ready for anything.",
            "8-10":
              "That evening at {home}, {C} demonstrated the zip technique to {G} several times, with commentary. {G} was suitably impressed. Thinking about the zip, {C} noticed something. The whining had been about feeling stuck, but it hadn't said what was stuck. The clear question had gotten help, a trick and independence. {name} hung the coat on its hook, ready for the weekend walk to {world}, feeling calm and quietly proud. The zip, {C} felt sure, would never win again.",
          },
        },
      },
    },
    {
      id: "swing-push",
      moment: "swing time",
      place: "playground",
      time: "afternoon",
      props: ["swing", "slide"],
      other: { role: "friend", kind: "child" },
      feeling: ["left out", "ignored"],
      summary: "{C} whines to be pushed on the swing",
      object: "swing",
      person: "friend",
      trigger: "feeling ignored",
      talkAbout: "What could {name} do when {G} was busy talking?",
      scenes: {
        opening: {
          text: {
            "2-3":
              "One afternoon, {C} went to the playground in {town}. {C's} friend {O} came too. {G} talked to {O's} mom. Chat, chat. {C} sat on the swing. But the swing did not move. Not one bit. {C} waited. Tick, tock.",
            "4-5":
              "One afternoon, {C} and {C's} friend {O} went to the playground in {town}. {G} sat on a bench and started chatting with {O's} mom. {O} ran off to the slide. {C} climbed onto the swing and waited to be pushed. And waited. The swing hung still. {G} was still chatting.",
            "6-7":
              "One sunny afternoon, {C} went to the playground in {town} with {C's} friend {O}. {G} got talking to {O's} mom on the bench, the way grown-ups do. {O} raced straight to the slide. {C} sat on the swing, feet dangling, waiting for a push. The swing didn't move. {G} laughed at something {O's} mom said and didn't look over.",
            "8-10":
              "One afternoon, {C} and {C's} friend {O} went to the playground in {town}, and {G} immediately got stuck in conversation with {O's} mom. It was the kind of conversation that looked like it could go on for hours. {O} headed for the slide. {C} sat on the swing, which, without a push, was just a seat with chains. {C} waited for {G} to notice. The chains creaked a little, hopefully, and then went still again.",
          },
        },
        problem: {
          text: {
            "2-3":
              '"Puuush meee," said {C}. {G} did not hear. "Puuush meee!" Longer. Louder. Wobblier. "Nobody is puuushing meee." {C} kicked {C\'s} feet. {G} looked over. "What, sweetheart?" "Puuush!" It was just a whine. Creak, creak went the swing. Then still.',
            "4-5":
              '"Puuush meeee," {C} whined. {G} kept chatting. "Puuuush meeee! Nobody ever puuushes me." The whine got longer and louder. {O\'s} mom looked over. {G} said, "Just a minute," and {C} whined even more: "You always say that. It\'s booooring." {C} slumped on the swing, dragging {C\'s} shoes in the dust.',
            "6-7":
              '"Puuush meee," {C} called. Nothing. "Puuuuush meeee!" The whine got longer, droopier and louder, until {O\'s} mom glanced over. {G} said, "In a minute," and went back to talking. "Nobody ever pays attention to meee," {C} moaned. {C} dragged {C\'s} shoes in the dust, making two long grooves. The swing still didn\'t move.',
            "8-10":
              '"Can somebody puuuush me," {C} said, in a voice that wobbled like a wet noodle. No response. {C} tried a longer version. Then a louder one. "This is sooo boooring. Nobody ever listens to meee." {O\'s} mom looked over, a little startled. {G} said, "One minute," which in grown-up conversation could mean anything. {C} slumped, dragging both shoes through the dust. The swing swayed an inch, which only made it worse, and {O} called from the slide to ask what was wrong.',
          },
        },
        feeling: {
          text: {
            "2-3":
              "{C} felt left out. And a bit sad. {G} was talking. {O} was sliding. {C} {was} all alone on the swing. Still, still, still. {C} wanted a push. {C} wanted {G} to look. So out came the whine.",
            "4-5":
              "{C} felt left out, and a little bit sad. {G} was busy with grown-up talk, {O} was busy with the slide, and {C} {was} stuck on a swing that wouldn't go. It felt like being invisible. The whine was {C's} way of saying: look at me! But it came out so wobbly that nobody understood it.",
            "6-7":
              "{C} felt ignored and sad, and it stung. Everyone else seemed busy and happy. {G} was laughing, {O} was sliding, and {C} {was} stuck on a swing going nowhere. Underneath the whine was a simple wish: to be noticed. But the whine didn't say that. It just made {G} want to finish the conversation somewhere quieter.",
            "8-10":
              "{C} felt ignored, which is a lonely feeling even in a busy playground. {G} was laughing with {O's} mom, {O} was happy on the slide, and {C} {was} going nowhere. The whine was really a message: notice me. But the message was wrapped in so much moaning that nobody could read it. {C} sort of knew that, and felt even more sad about it. The louder the whine got, the further away everyone seemed.",
          },
        },
        stumble: {
          text: {
            "2-3":
              '{C} sat on the swing again. Still no push. "Puuush—" Oops! {C} heard the wobble. {C} took a breath and shouted, "Push!" Too loud! It was a shout, not a clear voice. {G} jumped. Hmm. Strong, but not clear. Try again!',
            "4-5":
              '{C} got back on the swing. Still no push. The whine started again: "Puuu—" {C} heard it and stopped. A breath. Then {C} shouted, "Push me now!" It was loud, and it was clear, but it was a bossy shout, and {G} looked startled. {C} could tell it wasn\'t quite right. It was clear, but it wasn\'t asking.',
            "6-7":
              '{C} sat on the swing again, and the whine started building. "Why won\'t anybo—" {C} caught it. Good. One breath. Then {C} yelled across the playground, "Push me!" It was clear, all right. It was also bossy, and so loud that a pigeon flew off the fence. {G} looked over, eyebrows up. Clear, but not quite the strong, clear voice.',
            "8-10":
              '{C} climbed back on and felt the whine winding up again. {C} caught it halfway. Breath. Then {C} called across the playground, loudly and very clearly, "Push me. Now." It was undeniably clear. It was also an order, barked like a sergeant. {G} looked over with an expression that said this was not going to be rewarded. {C} sighed. Clear wasn\'t the same as polite. On the slide, {O} had stopped to watch, clearly impressed by the volume.',
          },
        },
        success: {
          text: {
            "2-3":
              '{C} walked to the bench. Breath in. Strong, clear voice. "Please can you push me on the swing?" {G} stood right up. "Yes! Of course." Whoosh! Up went {C}. {O} came too. Two swings! Up, up, up! {refrain}',
            "4-5":
              'So {C} walked over to the bench, took a breath and used the strong, clear voice. "Excuse me. Please can you push me on the swing for five minutes?" {G} stood up from the bench. "What a lovely way to ask. Yes!" Soon {C} {was} swinging so high {C\'s} toes nearly touched the sky. Then {O} came over. "Me too, please!" {G} pushed them both.',
            "6-7":
              'So {C} walked over to the bench, waited for a gap in the chat, took a breath and asked clearly. "Excuse me. Could you push me on the swing for a bit? I\'ve been waiting." {G} turned around at once. "Of course. Sorry, sweetheart." Then {C} had an idea. "And maybe {O} and I can take turns pushing each other after?" {O} loved that plan.',
            "8-10":
              '{C} walked over to the bench, waited for a pause in the conversation and said, clearly, "Excuse me. Could you push me for five minutes? Then {O} and I can push each other." {G} looked genuinely pleased. "That is an excellent question." Five minutes of pushing turned into a swing-pushing rota, invented by {Cobj}. It kept {O} and {C} busy until {G} was finally ready to go home. Nobody whined once.',
          },
        },
        echo: {
          day: 1,
          time: "afternoon",
          place: "living room",
          props: ["book"],
          text: {
            "2-3":
              'The next day, {G} was on the phone. {C} wanted a story. "Reeead—" Oops! {C} took a breath. {C} waited. Then {C} asked, "Can we read my book, please?" "Yes," said {G}. Snuggle! The phone went quiet. Story time!',
            "4-5":
              'The next afternoon, {G} was on the phone when {C} wanted a story. A whine began to wobble out: "Reeead—" {C} caught it. {C} waited for {G} to finish, took a breath and asked, "Can we read my new book, please?" {G} put the phone away. "I\'d love to."',
            "6-7":
              'The next afternoon, {C} wanted a story, but {G} was on the phone. {C} felt the whine building and caught it. Instead, {C} sat and waited, holding up the book with a hopeful face. When {G} finished, {C} asked, clearly, "Could we read this together now?" {G} said yes before {C} had even finished.',
            "8-10":
              'The next afternoon, {C} wanted to read with {G}, who was on the phone. The familiar whine started lining up. {C} noticed it, held it back, and waited, holding the book up hopefully. When the call ended, {C} asked, "Could we read a chapter together now?" {G} looked almost suspicious of how well that went, then sat down to read. Waiting quietly for a gap turned out to be much faster than whining through the call.',
          },
        },
        ending: {
          time: "evening",
          place: "living room",
          props: ["book"],
          text: {
            "2-3":
              "That evening, at {home}, {C} sat with {G}. Cuddle, cuddle. {C} felt happy. Strong and clear, so everyone can hear. Tomorrow, maybe {O} could come to {world}. More swings! Goodnight, {name}. Whoosh!",
            "4-5":
              'That evening, at {home}, {C} cuddled up with {G}. "I like your strong, clear voice," said {G}. "It\'s much easier to say yes to." {C} snuggled in closer. Whining had made {Cobj} feel invisible. Asking clearly had gotten a push, a swing game with {O}, and a story. Tomorrow, maybe, they could go to {world}. {name} would ask very clearly.',
            "6-7":
              "That evening, at {home}, {C} sat with {G} on the sofa. {G} said how nice it had been to hear such a clear question. {C} thought about the swing. The whine had made everything feel worse. The clear question had fixed it in seconds. {name} felt warm and calm and very much noticed. Tomorrow {C} might ask, clearly, for a trip to {world} with {O}.",
            "8-10":
              "That evening, at {home}, {C} thought about the swing. The whine had been a message nobody could read. The clear question had been a message anybody could. It seemed almost too simple. But the swing had moved, {O} had joined in, and {G} had said yes to a story without even thinking about it. {name} smiled, feeling calm and noticed. Tomorrow's clear question was already planned: a trip to {world}, with {O}.",
          },
        },
      },
    },
  ],
};
