import type { BehaviorStory } from "../episode-types";

/** Interrupting: waiting for a turn to talk (the Quiet Hand). */
export const interrupting: BehaviorStory | null = {
  childTerms: "waiting for a turn to talk instead of interrupting",
  strategy: {
    name: "the Quiet Hand",
    steps: ["Put a quiet hand on the arm of the person you want", "Hold your idea tight in your head", "Wait for the nod, then it's your turn to talk"],
    why: 'Children interrupt mostly because they fear the idea will vanish or go unheard. A quiet touch says "I have something", and a quick nod back promises a turn, so the child can wait without losing the thought. Answer the hand quickly and keep the promise.',
    refrain: "A quiet hand, a little wait, and then it's my turn.",
    toddlerSteps: ["Quiet hand on an arm", "Wait for the nod"],
    smallFirstStep: "Put a quiet hand on the arm of the person you want, even if some words pop out too",
  },
  titles: ["{name} and the Quiet Hand", "{name} Waits for the Nod", "{name}'s Turn to Talk", "{name} and {Hfull} Learn the Quiet Hand"],
  // Ages 8-10, the two-tries shape's first try alone: this behavior's own wrong tries (never another behavior's paragraph).
  firstTry:
    "{C} tried to hold the words in. Lips pressed together, hopping from foot to foot. The words did not fade. They lined up behind {C's} teeth and got louder, and the {feeling} feeling grew with them. Waiting, {C} decided, was clearly a skill, and so far {C} had only mastered the hopping part.",
  scenes: {
    helper: [
      {
        text: {
          "2-3":
            'Then {H} {Harrive}. "Hello, {name}," said {H}. "You have a big idea!" {C} bounced on {C\'s} toes. Big, big, big! "Big ideas feel wiggly," said {H}. Yes! Wiggly! "I know a quiet trick."',
          "4-5":
            'Just then, {H} {Harrive}. "You look like you\'ve got an idea that\'s about to pop," {hs} said. {C} nodded hard. "Nobody\'s listening!" "Waiting makes ideas wiggly," said {H}. "It feels like they might float away if you don\'t say them right now." {C} stared. That was exactly how it felt. "I know a trick for that."',
          "6-7":
            'That was when {Hintro}, came by. {H} had noticed the whole thing: the talking over, the idea bursting to get out. {hs} said, "Can I guess? You\'re scared your idea will disappear if you wait." {C} blinked. "It does disappear sometimes." "It does," agreed {H}. "Waiting makes everyone wiggly. But there\'s a way to keep an idea safe while you wait."',
          "8-10":
            'That was when {Hintro}, turned up. {H} had seen enough to get the picture. "Let me guess," {hs} said. "You\'ve got something important to say, and every second you wait, it feels less likely you\'ll ever get to say it." {C} let out a breath. "Exactly. And when I wait, I forget it, or the moment\'s gone." "That\'s the real problem with waiting," said {H}. "Not the waiting itself. The worry about losing the idea. That part can be fixed."',
        },
      },
      {
        text: {
          "2-3":
            '{H} came close. {H} said, "Pop, pop, pop! Your words are popping like popcorn." {C} clapped a hand over {C\'s} mouth. Popcorn words! "Popcorn words are fun," said {H}. "But they bump into other words." {C} felt a bit wiggly. "I know a trick."',
          "4-5":
            '{H} {Harrive}. "Your words are popping out like popcorn today," {hs} said with a smile. {C} giggled, then frowned. "Nobody stops talking!" "Popcorn words are exciting," said {H}. "But when they pop into other people\'s words, everything gets jumbled, and nobody hears anything properly." {C} thought about that. It did feel jumbled, and wiggly.',
          "6-7":
            '{H} {Harrive}. {hs} didn\'t tell {Cobj} off for interrupting. Instead {hs} said, "Your ideas come out like popcorn, don\'t they? Pop, pop, pop." {C} laughed despite feeling wiggly and cross. "They just won\'t wait." "Popcorn is great," said {H}. "But when it pops into the middle of someone else\'s sentence, both ideas get squashed. Nobody hears yours properly either." {C} hadn\'t thought of it like that.',
          "8-10":
            '{H} {Harrive}. {hs} watched for a moment, then said, "You know what you sound like? Popcorn. Every few seconds, pop, another idea bursts in." {C} couldn\'t help grinning. "That\'s what it feels like, too." "Here\'s the thing about popcorn," said {H}. "It\'s great in a bowl. In the middle of a conversation, it just means nobody finishes a sentence, including you. Everyone gets a bit wiggly and nobody actually listens." {C} had to admit that was fair.',
        },
      },
      {
        text: {
          "2-3":
            '{H} {Harrive}. "I had a big idea once," said {H}. "I shouted it. Loud! Everybody was talking. Nobody heard." {C} looked at {H}. Nobody? "Nobody," said {H}. "So I found a quiet trick. Want it?" {C} bounced. Yes!',
          "4-5":
            'Then {Hintro}, {Harrive}. "Can I tell you about the time I had the best idea in the world?" said {H}. {C} stopped bouncing. "What was it?" "I don\'t remember," said {H} sadly. "I shouted it while everyone else was talking, and it got squashed in the noise. Nobody heard it, not even me." {C} thought about {C\'s} own idea, buzzing like a bee. "I don\'t want mine squashed." "Then I know just the trick," said {H}.',
          "6-7":
            'At that moment, {Hintro}, {Harrive}. {H} had clearly seen the whole thing. "I know that feeling," {hs} said. "Your idea is so good that keeping it in for even one more second feels wrong." {C} nodded hard. "And then everyone looks annoyed," said {H}, "and the idea doesn\'t even get heard properly. I\'ve done it a hundred times." "So what do you do?" "Now? I have a signal," said {H}. "It\'s very quiet, and it works surprisingly well."',
          "8-10":
            'That was when {Hintro}, {Harrive}. {H} looked at {name} with the sympathy of an expert. "I used to have a nickname," said {H}. "The Doorbell. Ding-dong, in the middle of everybody\'s sentence." {C} winced, then grinned. "Did it stop?" "It stopped when I worked out the problem wasn\'t talking too much," said {H}. "It was being scared I\'d lose the idea if I didn\'t say it right away. Once I had a way to hold on to it, waiting got easy."',
        },
      },
      {
        text: {
          "2-3":
            '{H} {Harrive}. "Hello! Tell me your idea!" said {H}. {C} began. "My idea is..." "Moo! Moo!" said {H}, very loudly. {C} stopped. "Hey!" "Oops," said {H}. "Bumpy words! Not nice, is it?" {C} shook {their} head. No. "I know a quiet trick," said {H}.',
          "4-5":
            'Then {H} {Harrive}. "You look full of an idea. Tell me!" said {H}. {C} began, "So the thing is, I was going to..." "Did you know elephants can\'t jump?" said {H}, right in the middle. {C} stopped, mouth open. "I was talking!" "You were," said {H} with a smile. "How did that feel?" {C} thought. "Bumpy. Like my idea fell over." "That\'s how it feels from the other side too," said {H}. "I know a trick so nobody\'s idea falls over."',
          "6-7":
            'Then {H} {Harrive}. "You\'ve clearly got something to say. Go on," {hs} said. {C} started: "Well, I was trying to tell everyone about..." "Sorry, did I ever tell you about my aunt\'s goat?" said {H}, right over the top. {C} stopped short. "I was in the middle of something!" "You were," said {H} gently. "I did that on purpose, just once. How did it feel?" {C} thought. "Like my words got knocked over." "That\'s what it feels like from the other side," said {H}. "Nobody means it. There\'s just a better way to wait with a big idea."',
          "8-10":
            'Then {H} {Harrive}. "You look like someone with something to say. Go ahead," said {H}. {C} took a breath. "Okay, so, the thing that happened was..." "Speaking of things that happened," said {H}, loudly, "I once saw a pigeon ride a bus." {C} stared. "I was talking." "You were," said {H}. "That was a demonstration. One time only. What did it feel like?" "Like being run over by a pigeon," said {C}. {H} laughed. "That\'s interrupting from the receiving end. Nobody does it to be mean. People do it because they\'re scared of losing the idea. There\'s a way to keep it safe and still get your turn."',
        },
      },
    ],
    strategy: [
      {
        text: {
          "2-3":
            '"It\'s called the Quiet Hand," said {H}. "Your hand goes on {G\'s} arm. Gently." {C} tried it on {their} own arm. Pat. "Then you wait for {G} to nod." Wait, wait. Nod! "Your turn!" {refrain}',
          "4-5":
            "\"It's called the Quiet Hand,\" said {H}. \"When someone is talking, you put your hand gently on {G's} arm. That means: I've got something. Then you hold your idea tight, like a secret in your pocket. When there's a gap, {G} gives you a nod. Then it's your turn.\" {C} tried holding an idea. Hard, but not impossible.",
          "6-7":
            '"It\'s called the Quiet Hand," said {H}. "You put a hand gently on {G\'s} arm. No tugging, no words. That tells {G} you\'ve got something. Then you hold your idea safe in your head, maybe by squeezing a fist. When there\'s a gap, {G} nods, and it\'s your turn." {C} frowned. "What if {G} forgets?" "The nod is a promise," said {H}. "Your hand is the reminder."',
          "8-10":
            '"I call it the Quiet Hand," said {H}. "You rest a hand on {G\'s} arm. Not a tug, not a poke, just a hand. It says: I\'ve got something, when you\'re ready. Then you hold the idea in your head. Some people squeeze a fist to keep it there. When there\'s a gap, {G} nods, and you\'ve got the floor." {C} looked doubtful. "And that works?" "It works because both people know the deal," said {H}. "You don\'t lose your idea, and {G} doesn\'t lose the sentence."',
        },
      },
      {
        text: {
          "2-3":
            "{H} showed {Cobj} the Quiet Hand. First, a soft hand on {G's} arm. Soft as a leaf. Then, wait for a nod from {G}. Now it's {C's} turn! {C} tried it. Soft hand. Wait. Nod! {refrain}",
          "4-5":
            "\"It's called the Quiet Hand,\" said {H}. \"You put your hand softly on {G's} arm, as quiet as a butterfly landing. Then you keep your idea safe inside, maybe in a squeezed fist. When there's a gap, {G} will nod. That's your turn.\" {C} squeezed a fist and imagined the idea tucked inside. It stayed.",
          "6-7":
            "\"Try the Quiet Hand,\" said {H}. \"Hand on {G's} arm, gently, so {G} knows you're waiting. Then you hold your idea. Squeezing a fist helps, or saying its first word over and over in your head. When there's a gap, you get a nod, and it's your turn.\" {C} squeezed a fist, just to see. It sounded slower. But it also sounded like someone might actually listen.",
          "8-10":
            '"There\'s a system for this," said {H}. "It\'s called the Quiet Hand. Hand on {G\'s} arm, lightly. That\'s your signal, and it means {G} knows you\'re in the line. Then you park the idea. Squeeze a fist, say the first word to yourself, whatever works. At the next natural gap, {G} gives you a nod, and it\'s your turn." {C} considered this. "So I\'m basically booking a slot." "Exactly," said {H}. "With a guarantee."',
        },
      },
      {
        text: {
          "2-3":
            '"Here is the Quiet Hand," said {H}. "Hand on the arm. Soft! Like a sleepy kitten." {C} put a soft hand on {G\'s} arm. Pat. "Now wait. Wait for the nod." Tick, tock. Nod, nod! "Your turn!" {refrain}',
          "4-5":
            '"Think of it as a doorbell that doesn\'t make any noise," said {H}. "It\'s called the Quiet Hand. You put your hand softly on {G\'s} arm. That\'s the doorbell. Then you hold your idea tight, like a balloon on a string, so it can\'t float away. Then you wait until {G} opens the door. That\'s the nod." {C} tried a silent ding-dong on {C\'s} own arm. "And then I can talk?" "Then it\'s your turn," said {H}. "Your whole idea, still safe."',
          "6-7":
            '{H} explained the Quiet Hand as a kind of ticket. "Putting a quiet hand on {G\'s} arm is like taking a ticket at the deli counter," {hs} said. "It means you\'re next. Nobody forgets you. Then you hold your idea, maybe by saying the first word over and over in your head. When there\'s a pause, {G} nods. That\'s your number being called." {C} practiced on {C\'s} own arm. Hand on. Idea held: rockets, rockets, rockets. "Ticket number one," said {H}, in a deli-counter voice. "Rockets? Go ahead."',
          "8-10":
            '"The Quiet Hand," said {H}, "is basically how sensible people run a meeting." {C} looked skeptical. "You put a hand lightly on {G\'s} arm: that\'s your hand up. Then you jot the idea down in your head, one key word, so it can\'t escape. Then you wait for the person in charge to call on you, which is {G\'s} nod. Nobody talks over anybody, and the best idea wins instead of the loudest." {C} thought about it. "So I\'m not interrupting. I\'m on the agenda." "Exactly," said {H}. "Much more dignified."',
        },
      },
      {
        text: {
          "2-3":
            '"Here is {strategy}," said {H}. "Put your hand on my arm. Soft!" {C} put a hand on {H}. Pat. Then {H} put a hand on top. Snug! "My hand says: I know. Wait a bit." Wait, wait. Nod, nod! "Your turn!" {refrain}',
          "4-5":
            '"I\'ll show you {strategy}," said {H}. "Pretend I\'m busy talking. Put your hand on my arm, very softly." {C} did. At once, {H} laid {hp} own hand over it, warm and light, and kept on talking. "My hand on top means: I know you\'re there, and I won\'t forget," said {H}. "Now you hold your idea tight until I stop and nod." {C} waited, hand under hand. Then came the nod. "Now it\'s your turn," said {H}. "Hand, hand, nod."',
          "6-7":
            'Then {H} showed {Cobj} {strategy} from both sides. "You put a quiet hand on the arm of the person you want. No tugging." {C} rested a hand on {H\'s} arm. {H} carried on talking, and laid {hp} own hand over it for a moment. "That\'s my answer. It means: I\'ve got you, you\'re next. Now you hold your idea. Saying its first word over and over in your head helps." {C} held on to the idea, which was about dinosaurs. {H} finished the sentence and nodded. "Now it\'s yours. Both people have a job. Yours is waiting. Mine is not making you wait forever."',
          "8-10":
            '"The Quiet Hand has two halves," said {H}. "Most people only learn the first." {C} waited. "Half one: you rest a hand on the arm of the person you want, lightly. That\'s your signal. Half two is the other person\'s job. A hand comes down over yours, and the sentence keeps going. That means: message received, you\'re next." {H} demonstrated, mid-sentence, without a wobble. "Then you keep the idea parked, one key word is enough, and wait for the nod." {C} tried it, hand under hand, and was surprised how much calmer it felt to know {they} had been noticed. "It\'s a receipt," said {C}. "Exactly," said {H}. "Nobody panics once they\'ve got a receipt."',
        },
      },
    ],
    practice: [
      {
        text: {
          "2-3":
            'They tried it. {H} told a story about a duck. Quack, quack! {C} had an idea. A quiet hand went on {H}. {C} waited. {H} stopped and nodded. Now it was {C\'s} turn. "The duck had boots!" Quack, quack, stomp! {refrain}',
          "4-5":
            'They practiced. {H} told a very long story about a snail who wanted to go to the moon. Halfway through, {C} had a brilliant idea, squeezed {their} fist and waited, squirming. At last {H} paused and nodded. So {C} said, "The snail could ride a rocket!" {H} gasped. "Much better than my ending." The idea had stayed safe.',
          "6-7":
            'They practiced straight away. {H} began telling a long, rambling story about a tortoise who opened a bakery. {C} had an idea almost at once, and squeezed a fist to keep it in. It was hard. The story went on. The tortoise burned the first batch of buns. Then {H} paused and nodded. {C} said, "The bakery could sell burnt buns as toast!" {H} laughed so much the story had to stop.',
          "8-10":
            'They practiced. {H} deliberately told the most boring story possible, about waiting in line at the post office, with as many details as {hs} could invent. {C} had about four ideas in the first minute, squeezed a fist, and held on to the best one. When {H} finally paused and nodded, {C} said, "What if someone at the front of the line was posting a whole piano?" {H} pictured the piano on the counter and laughed. "See? You didn\'t lose it. It even got better while it waited."',
        },
      },
      {
        text: {
          "2-3":
            '{G} held a banana phone. "Hello, Mr. Penguin!" Ding! An idea popped into {C\'s} head. A big idea! A quiet hand on {G\'s} arm. Tick, tock. "Bananas are yellow!" said {C}. Ring, ring! {G} answered the banana: "The penguin says yes!" {refrain}',
          "4-5":
            'Then {G} joined in with a banana phone. "Hello? Is that the penguin who ordered forty ice creams?" At once, {C} had a brilliant idea. {C} put a quiet hand on {G\'s} arm and held the idea tight. {G} finished, "Goodbye, penguin," then nodded. "The penguin could share them with the polar bears!" said {C}. {H} laughed and said, "Worth the wait."',
          "6-7":
            '{G} offered to help with a pretend phone call to the Queen of the Penguins, using a banana. Halfway through, {C} had an idea. {C} rested a quiet hand on {G\'s} arm and held the idea tight. {G} kept talking about fish supplies for too long, on purpose. Waiting was like holding in a sneeze. Then {G} paused and nodded, and {C} said, "Penguins could pay in pebbles!" {G} passed this on to the Queen, who apparently agreed.',
          "8-10":
            '{H} and {G} staged a practice conversation: a fierce debate about whether soup counts as a drink. {H} insisted on spoons. {G} mentioned mugs. {C} had the answer almost at once, rested a quiet hand on {G\'s} arm, and held the thought. The debate rolled on. {H} brought up gazpacho, which seemed unnecessary. At last {G} nodded. "Soup is a drink," {C} announced, "if you use a straw." There was a respectful silence. "That," said {H}, "is going in the rulebook."',
        },
      },
      {
        text: {
          "2-3":
            '{H} sang a long, long song. La, la, la, la! {C} had an idea. Pop! A quiet hand on {H}. Pat. Wait, wait. La, la... stop. {H} gave a nod. "A fish can sing!" said {C}. Blub, blub! {refrain}',
          "4-5":
            'For practice, {H} pretended to be a very slow talker on the phone to a giraffe. "Hello... giraffe... how... is... your... neck?" {C} had an idea straight away, put a quiet hand on {H} and held the idea tight, like a marble in a fist. {H} kept talking, slower and slower, until {C} {was} nearly bursting. Then, at last, {H} gave the nod. "The giraffe could use its neck as a slide!" said {C}. {H} passed the idea on to the pretend giraffe, who apparently loved it.',
          "6-7":
            'For practice, they played Radio Show. {H} was the host, reading the news in a serious voice: "And today, a cat learned to ride a skateboard..." Whenever {C} had something to add, a quiet hand went on the host, the idea got held, and the host finished the sentence and nodded. Then came the guest report: "Experts say the cat also does tricks." It got harder when the news got exciting, but {C} held on every time. "That," said {H} in the radio voice, "was the best-behaved guest we have ever had."',
          "8-10":
            'They practiced with {H} playing the world\'s most long-winded tour guide, describing an imaginary museum one painting at a time. "And here we see a bowl of fruit, painted long ago, the pear slightly bruised..." {C} had a joke ready almost immediately, rested a quiet hand on {H}, and parked the key word: pear. The guide went on about the bruise for some time. Finally, a nod. "Is that pear the reason the museum smells?" asked {C}. {H} dropped the guide voice entirely. "See? It kept. Jokes keep surprisingly well."',
        },
      },
      {
        text: {
          "2-3":
            'Then they swapped. {C} told a story. "A cat. A big cat. The cat went..." Pat. A quiet hand on {C\'s} arm! It was {H\'s} hand. {C} finished. "Meow!" Then {C} gave a nod. Nod, nod! "Can the cat wear a hat?" asked {H}. "Yes!" Meow! {refrain}',
          "4-5":
            'Then they swapped places. {C} told the story, about a dragon who was scared of sneezing, and {H} was the one with an idea. Halfway through, {C} felt a quiet hand land on {their} arm. It was surprisingly hard to keep talking. {C} wanted to know the idea right away! But {C} finished the sentence, then gave {H} a big nod. "Maybe the dragon needs a tissue," said {H}. "A fireproof one," said {C}. Being the one who nods, {C} discovered, was an important job too.',
          "6-7":
            'For practice, they turned it around. {C} {was} the talker, telling {H} all about an imaginary zoo run by a penguin, and {H} was the one waiting. Partway through, a hand rested on {C\'s} arm. {C} remembered how it felt to be the one waiting, finished the sentence quickly, and nodded. "Does the penguin get paid in fish?" asked {H}. "Obviously," said {C}. They swapped back and forth. A quiet hand, {C} noticed, was much nicer to get than being talked over, and a quick nod stopped the other person fidgeting.',
          "8-10":
            'They practiced with the roles reversed. {C} held the floor with a plan for a treehouse with a zip line and a snack elevator. {H} played the one with something to say. A light hand arrived on {C\'s} arm. Keeping talking while someone was waiting turned out to be hard work, and {C} found {themself} wrapping the sentence up rather quickly. A nod. "Does the snack elevator have a weight limit?" asked {H}. "It does now," said {C}. Seeing it from the other side explained a lot: a quiet hand was easy to answer, and the nod was a promise worth keeping fast.',
        },
      },
    ],
    celebration: [
      {
        text: {
          "2-3":
            '{G} smiled at {name}. "You waited! You used the Quiet Hand!" {C} felt proud. Proud and tall! Hooray! {C} did a happy wiggle. A quiet hand. A little wait. Then a turn. {C} did it all!',
          "4-5":
            '{G} smiled the biggest smile. "You waited for your turn, and you did it so quietly. Thank you." {C} felt proud, a warm, bubbly kind of proud. It was funny. The waiting had been hard, but being listened to properly at the end felt really good. {H} gave {Cobj} a wink. "Told you the nod would come," {hs} said.',
          "6-7":
            '"I really noticed that," said {G}. "You put your hand on my arm and waited, even though you were bursting. That made it easy to stop and listen properly." {C} felt a glow of pride. Waiting had been harder than talking. But this time {C\'s} idea had been heard from the first word to the last, without anyone talking over it. "That\'s what the Quiet Hand is for," {hs} said.',
          "8-10":
            '"That was really good," {G} said. "I could feel your hand, and I knew you had something. And because you waited, I could actually listen instead of half-listening." {C} hadn\'t thought of that, but it was true. {G} had heard every word, and asked a question afterwards, which almost never happened with interrupting. {H} caught {C\'s} eye and grinned. "Booking system," {hs} said. "Works every time, as long as everyone honors the booking."',
        },
      },
      {
        text: {
          "2-3":
            '"Thank you for waiting," said {G}. {C} beamed. Waiting was hard. But {C} did it! {H} smiled and smiled. "What a quiet, kind hand!" {C} felt warm, like sunshine. {refrain}',
          "4-5":
            '{G} gave {name} a big smile. "That was wonderful waiting. I heard every word of your idea." {C} felt warm and proud, from {their} toes to the top of {their} head. {H} did a little cheer. {hs} said, "The Quiet Hand! And your idea didn\'t float away after all." It hadn\'t. It had waited, just like {C} had.',
          "6-7":
            '"Thank you for waiting," {G} said. "That felt like a proper conversation, with turns." {C} {was} surprised by how good that sounded. Being listened to properly, it turned out, was much better than being half-heard over someone else\'s words. "Your idea was worth waiting for," {G} added. "So was yours," said {C}, and laughed, and so did {G}. That was true too.',
          "8-10":
            '"That was impressive," {G} said. "You waited, you didn\'t lose the thought, and I got to finish what I was saying. Everybody wins." {C} shrugged, trying to look casual, and failed. It was a strange sort of proud, quiet and solid. Nothing dramatic had happened, nobody had clapped. A hand, a nod, a gap. But the whole conversation had felt different, calmer and kinder. {H} nodded approvingly. "Small signal," {hs} said. "Big difference."',
        },
      },
      {
        text: {
          "2-3":
            '{G} gave a big nod. Nod, nod! "I love your idea, {name}!" {H} hummed a happy tune. Hum, hum! {C} beamed. {C} felt big and proud. {C} nodded back. Now it was a secret nod game. Clever {name}!',
          "4-5":
            '{G} turned and gave {Cobj} a special nod, slow and serious. "That nod means I\'m listening to every word," {G} said. "Your idea was definitely worth the wait." {C} nodded back, as slow and serious, until the seriousness cracked into giggles. {C} felt proud and tingly, as if the idea had grown while it waited. The slow nod became a secret code.',
          "6-7":
            '{G} turned to {name} properly. "You waited, and your idea didn\'t get squashed by mine," {G} said. "That slow nod can be our signal from now on." {C} liked that. A signal was much better than talking over people, or feeling {feeling}. {H} looked pleased. {C} tested the nod once more, just to check. {G} nodded back, very seriously, and somehow that was the funniest thing all day.',
          "8-10":
            '"I\'d like to formally acknowledge," {G} said, "that I just finished a whole sentence. Around here, that\'s big news." {C} grinned. "You\'re welcome." {H} looked on approvingly. What surprised {Cobj} was that waiting hadn\'t cost anything. The idea had survived intact, and it had landed better, because {G} was actually listening, and even asked a follow-up question. "Same signal next time?" asked {G}. {C} answered with a nod, naturally.',
        },
      },
      {
        text: {
          "2-3":
            '{G} bent down. "Tell me your idea again. All of it!" So {C} told it. Every word! {G} listened with big ears. Nobody bumped in. {C} felt proud and happy. The quiet hand worked! {refrain}',
          "4-5":
            '{G} sat down properly, face to face. "Right," {G} said. "I\'m all ears. Tell me the whole idea again, from the very beginning, and I won\'t say a word until you\'re finished." So {C} told it again, slowly, with every little bit in it. {G} listened right to the end, then asked two questions about it. {C} felt proud, the bright, full kind of proud. That was what the waiting had been for.',
          "6-7":
            '{G} turned to {name} with full attention. "Your idea deserves a proper hearing. Go on, the whole thing." {C} told it from the start, and nobody talked over a single word. Afterwards, {G} asked one question, then another, out of real interest. {C} felt proud and, for once, completely heard. {H} sat back, smiling, as if this was exactly what {hs} had hoped for.',
          "8-10":
            '{G} put everything down. "Okay. You waited, so you get the full version. Start from the beginning, and take as long as you need." {C} told it properly for the first time: the beginning, the middle, and the bit at the end that had kept getting lost. {G} listened without checking anything, then said, "Can I tell everyone about that later? It\'s too good to keep to myself." {C} tried to shrug as if it were nothing. It was not nothing. A quiet hand had bought a whole audience. {H} gave a small nod, the kind that means well played.',
        },
      },
    ],
  },
  talkAbout: [
    "Can you remember the steps of the Quiet Hand?",
    "What can you do to keep an idea safe while you wait?",
    "How do you feel when someone talks over you?",
    "Why do you think it's so hard to wait when you have a big idea?",
    "Who could you use the Quiet Hand with tomorrow?",
    "How did {name} feel when it was finally {their} turn to talk?",
  ],
  episodes: [
    {
      id: "phone-call",
      moment: "the phone call",
      place: "living room",
      time: "morning",
      props: ["phone", "blocks", "window"],
      feeling: ["wiggly", "impatient"],
      summary: "{C} keeps interrupting while {G} is on the phone",
      object: "phone",
      talkAbout: "What could {name} do while {G} was on the phone?",
      scenes: {
        opening: {
          text: {
            "2-3":
              'The sun was up at {home}. {C} built a tower. Block, block, block! It was so tall! Taller than {Cobj}! Then the phone rang. Ring, ring! {G} picked it up. "Hello?" {G} said, turning toward the window. {G} talked and talked.',
            "4-5":
              "It was a rainy morning at {home}. {C} {was} building the tallest tower in the world out of blocks, right by the window. Red, blue, yellow, red. It was nearly up to {C's} nose! Just then the phone rang. {G} picked it up and started talking. \"Oh, hello! How are you? Yes, I've got a minute.\"",
            "6-7":
              'It was a rainy Saturday morning at {home}, and {C} had spent an hour building the most ambitious tower of blocks ever attempted. It had a bridge, two towers and a flag made from a crayon. Just as {C} balanced the last block, the phone rang. {G} answered it and settled on the arm of the sofa. "Hi! Oh, it\'s been ages!"',
            "8-10":
              'It was a rainy Saturday morning at {home}, and {C} had just finished something genuinely impressive: a tower of blocks with a working drawbridge, built against the window so the rain made it look like a castle in a storm. {C} turned around to show {G}. At that exact moment, the phone rang. {G} answered, and From the very first "Oh, hi!" {C} could tell this was going to be a long one.',
          },
        },
        problem: {
          text: {
            "2-3":
              '{C} said, "Look! Look!" Tug, tug on {G\'s} sleeve. "Look at my tower!" {G} was still talking. {C} said it louder: "Look! Look! Look!" {G} could not hear the phone. Oops! The call got all mixed up.',
            "4-5":
              '{C} tugged {G\'s} sleeve. "Look at my tower!" {G} held up a finger and kept talking. {C} said it louder: "Look! Look! It\'s so tall!" {G} covered the phone. "Just a minute." But {C} couldn\'t wait a minute. "But it\'s really tall! Look!" On the phone, the other person said, "Sorry, what?" {G} lost track of the whole conversation.',
            "6-7":
              '{C} tugged at {G\'s} sleeve. "Come and see my tower!" {G} smiled and held up a finger. But {C} kept going. "It\'s got a bridge! Come and see!" {G} turned away slightly. {C} followed, talking louder. "It\'s got a flag too!" On the phone, someone said, "Sorry, I missed that." {G} sighed and said, "Can I call you back?" The call ended early.',
            "8-10":
              '"You\'ve got to see this," said {C}, standing right in front of {G}. {G} nodded and pointed at the phone. "Seriously, it\'s got a working drawbridge." {G} turned slightly away. {C} followed. "Just look for one second." On the other end, someone said, "Is this a tricky moment?" There was a pause. "I\'ll call you back," {G} said, and hung up. It had been {G\'s} oldest friend, who lived very far away and hardly ever rang.',
          },
        },
        feeling: {
          text: {
            "2-3":
              "{G} put the phone down. {G} looked sad. The call was over. {C} felt {feeling}. Wiggle, wiggle! {C} only wanted {G} to look. The tower stood by the window. Nobody looked at it now. Not even {Cobj}. Hmm.",
            "4-5":
              "{G} put the phone down and sighed. {C} felt {feeling} and a little bit cross. All {C} had wanted was for {G} to see the tower before it fell down. But now {G} looked sad, and the phone call was over, and nobody was looking at the tower at all. It didn't feel like a very good morning anymore.",
            "6-7":
              "{G} put the phone down and looked a bit sad. {C} felt {feeling} and then, quickly, something heavier. {C} had only wanted {G} to see the tower. Towers fall down, after all. But {G} had been looking forward to that call. \"Now nobody's happy,\" {C} thought. The tower stood by the window, and somehow it didn't look quite as good as before.",
            "8-10":
              "{G} set the phone down and didn't say anything for a moment. {C} felt {feeling}, and then something less comfortable. The tower wasn't going anywhere. It had a drawbridge, not a timer. But in the moment, waiting had felt impossible, as if the whole thing would stop being impressive if nobody saw it right now. Instead, {G's} oldest friend was gone, and the tower was still there, looking slightly less heroic than before. Even the rain sounded disappointed.",
          },
        },
        stumble: {
          text: {
            "2-3":
              'Ring, ring! {G} called back. {G} talked again. {C} tried. Hand on {G\'s} arm. Pat, pat. But then {C} said, "Look!" Oops! Too fast. The words popped out. {G} held up a finger. Not yet! {C} stopped. Lips shut. Mmm.',
            "4-5":
              '{G} called the friend back. {C} tried the Quiet Hand straight away and put a hand on {G\'s} arm. Good! But then {C} started patting. Pat, pat, pat. And then out popped, "Look, look, look!" {G} held up a finger again. {C} had done the hand part, but not the waiting part. The idea had jumped out too soon.',
            "6-7":
              "When {G} called back, {C} tried. {C} walked over and put a hand on {G's} arm. So far so good. But then {C} started tapping, faster and faster, and after about five seconds whispered, \"Look at the tower.\" {G} raised an eyebrow. The hand had worked. The waiting hadn't. {C} realized {C} hadn't really held the idea at all. It had just leaked out sideways.",
            "8-10":
              "{G} called the friend back, and {C} tried. Hand on {G's} arm: fine. But {C} couldn't quite leave it there. It turned into a tap, then a pat, then a hopeful squeeze, and then, after about ten seconds, a whisper: \"Drawbridge.\" {G} shot {Cobj} a look. {C} took the hand back, slightly sheepish. The signal had been right. It had just been followed by a second signal, and a third, and then a word.",
          },
        },
        success: {
          text: {
            "2-3":
              '{C} gave it another try. Quiet hand on {G\'s} arm. Lips closed. Mmm! {C} waited. And waited. Then {G} looked down and nodded. Yes! {C} said, "Look at my tower!" {G} looked. "Wow! So tall!" {refrain}',
            "4-5":
              'So {C} started over. {C} put a quiet hand on {G\'s} arm and kept it very still. {C} squeezed the other fist to hold the idea inside. It was hard. {G} talked and laughed. Then {G} said, "Hold on a second," and nodded at {Cobj}. {C} said, "Come and see my tower!" {G} looked and gasped. "It\'s amazing!"',
            "6-7":
              '{C} had one more try. Hand on {G\'s} arm, still as a statue. The other fist squeezed around the idea. {G} kept talking, and {C} kept waiting, saying "tower, tower" silently in {their} head. At last {G} paused and nodded. "I built a tower with a bridge and a flag," {C} said. {G} turned to look. "That\'s brilliant!" {G} said, and then, into the phone, "You should see what {name} built."',
            "8-10":
              '{C} put the hand back, and this time left it alone. Then {C} thought of something. Instead of waiting empty-handed, {C} quietly took a photo of the tower on the tablet and held it ready, not waving it, just holding it. It took a while. {G} finished a story, laughed, then paused and nodded. {C} held up the picture. {G\'s} eyebrows went up. "Hang on," {G} told the friend, "I\'m sending you something. {name} has built a castle with a working drawbridge."',
          },
        },
        echo: {
          day: 1,
          time: "morning",
          place: "street",
          props: ["window"],
          text: {
            "2-3":
              'The next day, {G} talked to a neighbor. Chat, chat, chat. {C} saw a big, fluffy dog! {C} put a quiet hand on {G\'s} arm. {C} waited. {C} said, "A fluffy dog!" Woof, woof! The neighbor laughed. {G} smiled at {name}.',
            "4-5":
              "The next morning, {G} stopped on the street to chat with a neighbor. {C} spotted a dog wearing a raincoat, the funniest thing ever. {C's} mouth opened. Then {C} remembered, and put a quiet hand on {G's} arm instead. {C} waited. {G} finished the sentence and nodded. {C} said, \"That dog has a raincoat!\" Everyone laughed, even the neighbor.",
            "6-7":
              "The next morning, {G} stopped on the street to talk to a neighbor. {C} spotted a dog wearing a yellow raincoat and boots. It was an emergency-level funny thing. {C} put a quiet hand on {G's} arm and waited, squeezing the idea in a fist. {G} reached a gap and nodded. \"That dog's wearing boots,\" said {C}. The neighbor laughed so hard she had to wipe her eyes.",
            "8-10":
              'The next morning, {G} got chatting to a neighbor on the street. Halfway through, {C} spotted a dog in a yellow raincoat and four matching boots, walking with enormous dignity. It was a big moment. {C} put a hand on {G\'s} arm and waited, fist squeezed. When {G} nodded, {C} pointed. "Four boots," {C} said. "Four." The neighbor turned, saw the dog, and laughed so hard the conversation never quite recovered. It was still the best interruption that wasn\'t one.',
          },
        },
        ending: {
          text: {
            "2-3":
              'Later, {name} and {G} built a new tower. Block, block, block! Even taller! {G} took a photo. "For my friend," said {G}. Click! {name} smiled a proud smile. The tower stood tall. A quiet hand, a little wait. Then a turn!',
            "4-5":
              "Later, {name} and {G} built a new tower together, even taller than the first one. {G} took a picture and sent it to the friend on the phone. \"My friend says it's the best tower she's ever seen,\" {G} read out. {name} felt proud and happy. Waiting, it turned out, meant everyone got to see the tower after all.",
            "6-7":
              'Later, {G} helped {name} add a second bridge to the tower. They sent a photo to {G\'s} friend, who sent back three astonished faces and a message: "Tell {name} I want a tour." {name} grinned. It was a strange thing to learn, that waiting a minute could make something more noticed, not less. But {name} had learned it, and it felt good.',
            "8-10":
              "Later, {G} and {name} spent the afternoon adding a moat to the castle. {G's} old friend kept sending messages asking for updates, and at one point asked for a video of the drawbridge in action. {name} obliged. It was funny, {name} thought. Waiting had felt like giving up the chance to show off. In the end, it had gotten the castle a bigger audience than {name} could ever have managed by shouting, and nobody had lost a phone call over it.",
          },
        },
      },
    },
    {
      id: "school-gate",
      moment: "pick-up time",
      place: "school gate",
      time: "afternoon",
      props: ["backpack", "drawing", "coat"],
      other: { role: "classmate", kind: "child" },
      feeling: ["fizzy", "impatient"],
      summary: "{C} keeps interrupting {G's} chat at the school gate",
      object: "drawing",
      person: "classmate",
      talkAbout: "How do you think {O} felt when {name} kept talking over {G}?",
      scenes: {
        opening: {
          text: {
            "2-3":
              "It was home time at school in {town}. {C} ran out with a drawing. A big yellow sun! {G} was by the gate. {C's} classmate {O} came too. {O's} mom talked to {G}. Chat, chat, chat. They talked and talked.",
            "4-5":
              "At home time, {C} burst out of school in {town}. A drawing flapped in one hand. A backpack bounced on {their} back. It was a picture of a giant yellow sun, and it was the best thing {C} had ever made. {G} was waiting at the gate, chatting with the mom of {C's} classmate {O}. {O} was there too, zipping up a coat.",
            "6-7":
              "At home time, {C} came out of school in {town} holding a drawing very carefully, like it might blow away. The teacher had said it was the best sun in the whole class. {G} was at the gate, deep in conversation with the mom of {C's} classmate {O}, who was standing nearby, waiting too. They were talking about the school trip, and it sounded complicated.",
            "8-10":
              "At home time, {C} came out of school in {town} with a drawing held carefully by its edges. The teacher had pinned it up in front of the whole class and called it striking, which {C} had decided was an excellent word. {G} was at the gate, deep in conversation with the mom of {C's} classmate {O}. {O} was leaning against the fence with a backpack, clearly used to waiting. The conversation was about the school trip, and had the feel of one with several parts.",
          },
        },
        problem: {
          text: {
            "2-3":
              'Then {C} said, "Look at my sun!" But {G} was talking. "Look! Look!" {C} jumped up and down. Boing, boing! {O\'s} mom stopped talking. Then {C} talked again. And again! Nobody could finish a word. {O} covered {op} ears. Too loud! All the talking stopped.',
            "4-5":
              '{C} pushed the drawing right under {G\'s} nose. "Look at my drawing!" "Just a minute," said {G}, and kept talking. {C} said it louder: "But look! It\'s a sun!" {O\'s} mom stopped in the middle of a sentence. "The teacher said it\'s the best one!" Every time {G} and {O\'s} mom started again, {C} jumped in. {O} sighed and sat on {op} backpack.',
            "6-7":
              '{C} held the drawing up between {G} and {O\'s} mom. "Look at my drawing!" {G} smiled and said, "Lovely, one second." But one second was too long. "The teacher said it\'s the best sun in the class!" {O\'s} mom tried to finish her sentence. {C} talked over her. "And I used three kinds of yellow!" {G} and {O\'s} mom gave up and just looked at each other.',
            "8-10":
              '"I got a striking," {C} announced, holding the drawing up like a trophy, directly between {G} and {O\'s} mom. "That\'s great, one sec," said {G}. {O\'s} mom started again. "So the bus leaves at..." "Three kinds of yellow," said {C}. "She said it was the best one." {O\'s} mom smiled politely and tried again. {C} interrupted again. After the fourth attempt, the two grown-ups gave up, with the trip details still unsorted, and {O} rolled {op} eyes at the sky.',
          },
        },
        feeling: {
          text: {
            "2-3":
              "{O's} mom said goodbye. {O} went home. {C} felt {feeling}. Fizzy inside! But {G} did not smile. {C} looked at the sun drawing. It was still yellow. {C} still felt wiggly. And a bit sad. The sun drawing flapped in the wind.",
            "4-5":
              "{O's} mom laughed a small laugh and said they'd talk another time. Then she and {O} walked off. {C} felt {feeling}, like a shaken-up bottle of lemonade. The drawing was so good, and nobody had looked at it properly. But {G} looked a bit tired now. {C} had a wobbly feeling that maybe {G} and {O's} mom had needed to talk too.",
            "6-7":
              "{O's} mom said they'd sort the trip out later, and walked off with {O}. {C} still felt {feeling}, buzzing with the news about the drawing. But as {G} zipped up {C's} coat, {C} noticed {G} wasn't smiling much. \"We didn't finish talking about the trip,\" {G} said. {C} looked at the drawing and thought, \"I didn't even get to tell it properly either.\"",
            "8-10":
              "{O's} mom said she'd text about the trip, and headed off with {O}. {C} still felt {feeling} and fizzy with news, but it was mixed with something else now. {G} was quiet. \"I still don't know when the bus leaves,\" {G} said mildly. {C} looked down at the drawing. The praise had felt huge in the classroom. Out here, shouted over two grown-ups trying to plan something, it had somehow shrunk. Nobody had really heard it.",
          },
        },
        stumble: {
          day: 1,
          time: "afternoon",
          text: {
            "2-3":
              "The next day, {O's} mom talked to {G} again. {C} tried. Tug, tug, tug on {G's} sleeve! Oops! Not a quiet hand. A tuggy hand. {G} held up a finger. Not yet. {C} let go of the sleeve.",
            "4-5":
              "The next afternoon, {G} and {O's} mom started talking at the gate again. {C} had a new drawing, a rainbow this time. {C} forgot the quiet hand and tugged {G's} sleeve instead. Tug, tug, tug. Then {C} held the rainbow right up in front of {G's} face. {G} couldn't see anything at all, and gently lowered it. No words had come out, but it was still interrupting.",
            "6-7":
              "The next afternoon, {G} and {O's} mom were talking at the gate again, finally sorting the trip. {C} had another drawing, a rainbow. {C} didn't say a word this time. Instead, {C} slid the drawing up between {G} and {O's} mom, like a curtain. The talking stopped. {G} gently pushed the curtain down. {C} went pink. It had been a very quiet interruption, but it was still an interruption.",
            "8-10":
              "The next afternoon, {G} and {O's} mom picked up where they'd left off, finally getting to the bus times. {C} had another picture, a stormy rainbow. {C} had learned not to say anything, and so, technically, didn't. {C} simply raised the picture slowly into the space between the two grown-ups, like a very artistic eclipse. {G} stopped mid-sentence, lost the bus times entirely, and had to ask {O's} mom to repeat them. {C} lowered the eclipse, cringing. Silent, it turned out, wasn't the same as waiting.",
          },
        },
        success: {
          text: {
            "2-3":
              'Then {C} tried once more. Quiet hand on {G\'s} arm. Lips closed. Mmm! {C} waited. Chat, chat, chat. At last, {G} nodded. {C} said, "Look! A rainbow!" {G} turned to look. "Wow!" {O} smiled and said, "So pretty!" {refrain}',
            "4-5":
              "This time, {C} went slowly. A quiet hand on {G's} arm. The other hand held the rainbow drawing. {C} waited and waited while {G} and {O's} mom finished talking about the bus. It felt like forever. Then {G} turned and nodded. \"I drew a rainbow,\" said {C}. \"Oh, that's beautiful,\" said {G}. {O's} mom agreed.",
            "6-7":
              'This time {C} put a quiet hand on {G\'s} arm and kept it still. {C} held the idea in by counting the colors of the rainbow silently. Red, orange, yellow. The talk went on about bus times. Green, blue. They finished. {G} turned and nodded. "I drew a stormy rainbow," {C} said. {G} looked at it properly, for a long time. "That\'s fantastic," {G} said. {O} leaned over to see too.',
            "8-10":
              "This time {C} put a quiet hand on {G's} arm, and held on. That was when {C} had a better idea: while waiting, {C} turned to {O}, who was also waiting, and quietly showed {oo} the drawing, so the talking could keep going. {O} liked the lightning. {G} and {O's} mom sorted the bus and the packed lunch. Then {G} turned and nodded. {C} held up the picture. {G} studied it properly, for a long time. \"That is genuinely striking,\" {G} said. {O} looked rather proud to have seen it first.",
          },
        },
        echo: {
          day: 2,
          time: "morning",
          place: "school gate",
          props: ["backpack"],
          text: {
            "2-3":
              'On trip day, {G} talked to the teacher at the gate. {C} had a question. A big one! Quiet hand on {G\'s} arm. Wait, wait. {name} asked, "Can I sit by {O}?" The teacher smiled. "Yes, you may!" Hooray!',
            "4-5":
              'On the morning of the school trip, {G} was talking to the teacher at the gate. {C} had a very important question. {C} rested one hand on {G\'s} sleeve, the family signal, and waited, bouncing only a tiny bit. When {G} nodded, {C} asked, "Can I sit next to {O} on the bus?" The teacher laughed. "I think that can be arranged."',
            "6-7":
              'On the morning of the trip, {G} was checking something with the teacher at the gate. {C} had an urgent question, the most urgent question ever. {C} put a quiet hand on {G\'s} arm and waited, fist squeezed. When {G} nodded, {C} asked about sitting next to {O} on the bus. The teacher smiled. "Since you asked so nicely, yes." {O} punched the air.',
            "8-10":
              'On the morning of the trip, {G} was double-checking the lunch arrangements with the teacher at the gate. {C} had a seating question of great importance. Hand on {G\'s} arm. Wait. {G} wrapped up and nodded, and {C} asked, "Can {O} and I sit together on the bus?" The teacher considered. "Anyone who can wait that patiently can probably be trusted with a bus seat," she said. {O} grinned from the line. Some questions, it turned out, were worth waiting for.',
          },
        },
        ending: {
          place: "kitchen",
          props: ["drawing"],
          text: {
            "2-3":
              'Later, the sun drawing went on the fridge. The rainbow too! {G} gave {name} a squeeze. "I love your pictures," said {G}. "I heard all about them!" {name} smiled. A quiet hand, a little wait, and then a turn!',
            "4-5":
              'Later, the sun drawing and the rainbow drawing went up on the fridge, side by side. {G} stood back to admire them. "I love these," {G} said. "And I love that I got to hear all about them properly." {name} smiled. Waiting was hard. But being listened to, really listened to, felt better than being loud.',
            "6-7":
              "Later, both drawings went up on the fridge, the sun and the stormy rainbow. {G} looked at them for a long time and asked {name} about each color. {name} explained everything, slowly, with nobody in a hurry. It was, {name} thought, much nicer to tell a thing once and have it heard than to shout it five times and have it lost.",
            "8-10":
              "Later, the two drawings went up on the fridge. {G} asked a surprising number of questions about them: why three yellows, how the lightning was done, whether striking was the teacher's exact word. {name} answered all of them. There was something satisfying about being listened to properly, {name} thought, instead of being half-heard in the gaps. It was worth the wait. Most things, apparently, were. Even bus times, which {G} now knew by heart.",
          },
        },
      },
    },
    {
      id: "garden-fence",
      moment: "the chat over the garden fence",
      place: "garden",
      time: "evening",
      props: ["watering can", "flower", "leaf"],
      feeling: ["worried", "worried"],
      summary: "{C} keeps interrupting {G} and the neighbor in the garden",
      object: "frog",
      talkAbout: "Why was {name} worried about waiting to tell {G} about the frog?",
      scenes: {
        opening: {
          text: {
            "2-3":
              "Evening came to {home}. {C} had a watering can. Splash, splash on the flowers! {G} talked to the neighbor. Chat, chat, over the fence. Then {C} saw a frog! A little green frog, under a leaf!",
            "4-5":
              "It was a warm evening at {home}. {C} {was} watering the flowers with a little green watering can. {G} was chatting over the fence with Mr. Ahmed from next door, about tomatoes. Splash went the water. Then something moved under a big leaf. {C} bent down. It was a tiny green frog, blinking up at {Cobj}!",
            "6-7":
              "It was a warm evening at {home}, and {C} had been given the watering can and the job of the flower beds. {G} was leaning on the fence, chatting with Mr. Ahmed from next door about slugs and tomatoes. {C} lifted a big leaf to water underneath, and froze. Sitting there, cool and calm, was a tiny green frog, no bigger than a thumb.",
            "8-10":
              "It was a warm evening at {home}, and {C} {was} on watering duty while {G} chatted over the fence with Mr. Ahmed from next door. The conversation was about slugs, and had been about slugs for some time. {C} lifted a big leaf to aim the watering can underneath, and found a tiny green frog sitting there, completely unbothered, like it paid rent. {C} had never seen one in the garden before.",
          },
        },
        problem: {
          text: {
            "2-3":
              '{C} shouted, "A frog! A frog!" {G} was still talking. "Come see! Come see!" {C} tugged {G\'s} shirt. Tug, tug! {G} could not hear Mr. Ahmed. Mr. Ahmed could not hear {G}. {C} shouted again. Hop! The frog jumped away. Gone!',
            "4-5":
              '{C} shouted, "A frog! Come and see!" {G} said, "One minute," and kept talking. {C} ran over and tugged {G\'s} shirt. "It\'s a real frog! Come now!" Mr. Ahmed stopped talking. {C} kept shouting, "Frog! Frog! Frog!" It was so loud that the frog gave one big hop and disappeared under the bushes.',
            "6-7":
              '{C} shouted across the garden, "There\'s a frog!" {G} waved a hand and kept talking. {C} ran over and started pulling at {G\'s} sleeve. "Come on, it\'s a real frog!" Mr. Ahmed tried to finish his sentence about tomatoes. "Frog! Frog! Now!" {C} {was} almost yelling. Behind {Cobj}, there was a small plop, and the frog vanished into the flower bed, leaving only a wobbling leaf behind.',
            "8-10":
              '"There\'s a frog," {C} called. {G} nodded without turning around. {C} went over and tugged {G\'s} sleeve. "A real frog. Come and see." "In a second," said {G}. Mr. Ahmed carried on about slugs. {C} said it louder, and then louder again, until both grown-ups had stopped talking entirely: "It\'s going to go!" By the time {G} turned around, the leaf was empty. The frog, sensibly, had left the conversation, and the garden, altogether.',
          },
        },
        feeling: {
          text: {
            "2-3":
              '{C} looked under the leaf. No frog! {C} felt sad. {C} had been {feeling}. Worried the frog would hop away. And it did! {G} looked too. "Oh no," said {G}. Mr. Ahmed went inside. The garden was quiet now.',
            "4-5":
              '{C} lifted the leaf. No frog. {C} had been so {feeling} that the frog would hop away before anyone saw it. And now it had, because of all the shouting. Mr. Ahmed said goodnight and went inside. {G} looked under the leaf too. "Oh, what a shame," {G} said. {C\'s} eyes went prickly.',
            "6-7":
              '{C} looked under every leaf. Nothing. {C} had been so {feeling} the frog would leave before {G} saw it. In the end, the shouting had scared it away. Mr. Ahmed said goodnight and went in, and {G} came to look, but it was too late. "I only wanted you to see it," {C} said, and felt cross and sad at the same time.',
            "8-10":
              '{C} checked under every leaf in the bed. Nothing. The irony was hard to miss. {C} had been so {feeling} the frog would disappear before {G} saw it that {C} had made enough noise to guarantee exactly that. Mr. Ahmed said goodnight and went in. {G} came over to look. "I\'m sorry I missed it," {G} said. {C} shrugged, annoyed mostly at {themself}, which was the worst kind of annoyed. The watering can dripped quietly onto the path.',
          },
        },
        stumble: {
          text: {
            "2-3":
              'Then, hop! The frog came back! Mr. Ahmed came out again too. Chat, chat. {C} tried. Hand on {G\'s} arm. Good! Wait, wait. Chat, chat. Then {C} let go and ran to the fence. "Frog!" Oops! Too loud. The frog blinked. Still there, froggy?',
            "4-5":
              'A bit later, Mr. Ahmed came out to put the bins out and started chatting again. Then {C} saw the frog, back under its leaf! {C} put a quiet hand on {G\'s} arm and waited. One second. Two seconds. That felt like plenty! {C} called out, "Frog!" The frog twitched. There had been no nod yet. Two seconds, it turned out, was not really a wait.',
            "6-7":
              "A bit later, Mr. Ahmed came back out, and the chatting started again. And there, under a different leaf, was the frog. {C} tiptoed over and put a quiet hand on {G's} arm. So far, so good. {C} counted to three, decided that was plenty of waiting, and hissed, \"It's back!\" far too loudly for a hiss. The frog's throat puffed. No nod had come. Three seconds, {C} realized, wasn't a wait. It was a short pause before interrupting.",
            "8-10":
              "Ten minutes later, Mr. Ahmed came back out with more thoughts about slugs, and, under a different leaf, the frog reappeared. {C} crept over and placed a hand on {G's} arm, perfectly. Then, after a respectable three seconds, {C} decided the waiting part was over, nod or no nod, and whispered, \"It's back.\" The frog's throat puffed out. {G} glanced around, then back at Mr. Ahmed, caught between two conversations. {C} winced. The hand had booked a turn. It hadn't waited for it. The frog stayed, just, which felt like a second chance.",
          },
        },
        success: {
          text: {
            "2-3":
              '{C} took a breath and began again. Quiet hand on {G\'s} arm. Lips closed. Mmm! {C} waited. The frog waited too. {G} looked over and nodded. {C} pointed. No shouting! {G} saw the frog. "Wow," {G} whispered. {refrain}',
            "4-5":
              "{C} took a breath and tried again. Quiet hand on {G's} arm. Mouth closed. The idea squeezed tight in a fist. The frog sat still, and so did {C}. At last {G} finished talking and nodded. {C} didn't shout, but just pointed at the leaf. {G} bent down and saw the frog. \"Oh, look at that,\" {G} whispered.",
            "6-7":
              '{C} kept the hand on {G\'s} arm and pressed {their} lips together. The frog and {C} stared at each other. It felt like the longest wait in history. Then {G} said, "Sorry, one second," to Mr. Ahmed and nodded. {C} didn\'t say anything. {C} just pointed. {G} crouched down slowly and saw it. "Oh, wow," {G} breathed. The frog stayed exactly where it was.',
            "8-10":
              '{C} left the hand where it was, and stayed silent. Then an idea popped into {C\'s} head: instead of saying anything at all, {C} pointed at the leaf and put a finger to {their} lips. {G} finished a sentence, nodded, and followed the finger. Slowly, {G} crouched down. "Oh," {G} whispered. Mr. Ahmed leaned over the fence. Three people and one frog stayed very still, and the frog, for once, seemed to enjoy the audience.',
          },
        },
        echo: {
          day: 1,
          time: "evening",
          props: ["watering can"],
          text: {
            "2-3":
              'The next evening, {G} was on the phone. {C} saw the frog again! {C} put a quiet hand on {G\'s} arm. {C} waited. {G} stopped talking and nodded. {C} pointed. Shh! There it sat, on the watering can. The frog said, "Ribbit."',
            "4-5":
              "The next evening, {G} was on the phone in the garden. Then {C} spotted the frog again, sitting on the edge of the watering can. {C} didn't shout. {C} did the quiet hand, as light as a leaf landing, and waited. When {G} nodded, {C} pointed. {G} smiled and whispered into the phone, \"Sorry, I've just got to look at a frog.\"",
            "6-7":
              'The next evening, {G} was talking to Mr. Ahmed again when {C} saw the frog sitting right on the rim of the watering can. {C} walked over quietly, put a hand on {G\'s} arm, and waited. The wait felt shorter this time. When {G} nodded, {C} pointed and whispered, "Watering can." Both grown-ups turned, and the frog blinked at them, not bothered at all.',
            "8-10":
              'The next evening, the frog turned up again, this time perched on the rim of the watering can, as if waiting for service. {G} was mid-conversation with Mr. Ahmed once more. {C} walked over without a word, rested a hand on {G\'s} arm, and waited, calm as anything. When {G} nodded, {C} simply pointed. Both grown-ups turned. "Your frog has very good manners," said Mr. Ahmed. " I expect it gets them from you."',
          },
        },
        ending: {
          text: {
            "2-3":
              'Later, the sky went pink. The frog hopped home to bed. Hop, hop! {G} and {name} waved. {name} whispered, "Goodnight, frog." {G} grinned from ear to ear. "Thank you for waiting." A quiet hand, a little wait, and then a turn!',
            "4-5":
              'Later, as the sky turned pink and orange, the frog gave one last hop and disappeared into the flowers for the night. {name} and {G} waved goodbye to it. "I\'m glad I got to see it," {G} said. "Thank you for waiting." {name} smiled a big, proud smile. Some things, it turned out, stayed longer if you were quiet.',
            "6-7":
              'Later, as the sky went pink, the frog hopped off into the flower bed for the night. {G} and {name} sat on the back step and watched the garden go dark. "It needs a name," said {G}. {name} thought about it. "Patience," {name} said, and {G} laughed. It seemed like the right name for a frog that had only stayed because someone waited.',
            "8-10":
              "Later, as the light went pink and then gray, the frog finally hopped off under the flowers. {G} and {name} sat on the back step and agreed it should have a name. {name} suggested Mr. Ahmed, on the grounds that it also seemed very interested in slugs. {G} laughed for a full minute. It had been, {name} decided, an excellent evening. Most of the best bits had come from keeping quiet, which was not something {name} would have predicted.",
          },
        },
      },
    },
    {
      id: "dinner-story",
      moment: "dinner",
      place: "kitchen",
      time: "evening",
      props: ["plate", "table", "cup", "spoon"],
      other: { role: "cousin", kind: "child" },
      feeling: ["left out", "left out"],
      summary: "{C} keeps talking over {their} cousin at dinner",
      person: "cousin",
      talkAbout: "How do you think {O} felt when {name} waited for the end of the goat story?",
      scenes: {
        opening: {
          text: {
            "2-3":
              "It was dinner time at {home}. {C's} cousin {O} came to stay. Yum, pasta! Everyone sat at the table. {O} told a story. A story about a goat! {G} listened. And {C}? {C} had a worm story!",
            "4-5":
              "It was dinner time at {home}. {C's} cousin {O} was staying for the weekend, and everyone sat around the table with big plates of pasta. {O} was telling {G} about a goat at the farm park that ate a whole hat. {G} was laughing. {C} had a story too, about a worm.",
            "6-7":
              "It was dinner time at {home}, and {C's} cousin {O} was staying for the weekend. There was pasta, and garlic bread, and {G} had lit a candle because it was a special dinner. {O} was telling a long story about a school trip to a farm, where a goat had eaten a teacher's hat. {G} was laughing. {C} {was} waiting, with a story of {their} own ready.",
            "8-10":
              "It was dinner time at {home}, and {C's} cousin {O} was staying for the weekend. {G} had made the good pasta. {O} was telling the story of a school trip to a farm, in great detail, including a goat, a teacher's hat and an outcome everyone could predict but {O} was determined to reach slowly. {G} was hanging on every word. {C}, meanwhile, had a story about a worm at school that was, objectively, better.",
          },
        },
        problem: {
          text: {
            "2-3":
              'Then {C} said, "I found a worm!" {O} stopped. {O} started again. "The goat..." But {C} said, "A big worm!" {O} stopped again. Bang went {C\'s} spoon. "Worm! Worm!" {O} looked sad. The goat story got lost. Where did the goat go?',
            "4-5":
              'Right in the middle, {C} said, "I found a worm today!" {O} stopped, then started again. "And then the goat..." {C} waved {their} spoon. "It was this long!" {O} stopped again. Every time {O} got going, {C} jumped in. In the end, {O} put down {op} fork and stopped talking altogether. Nobody ever found out what happened to the hat.',
            "6-7":
              '"I found a worm at school," said {C}, halfway through {O\'s} sentence. {O} paused, then carried on. "So the goat walks up..." "It was the longest worm anyone\'s ever seen," said {C}, louder. {O} tried again. {C} talked over {oo} again. After the third try, {O} just shrugged and started eating. {G} looked at {Cobj}, and the candle flickered in the quiet.',
            "8-10":
              '"Speaking of animals," said {C}, who had not been invited to speak of animals, "I found a worm today." {O} paused, then pressed on. "So the goat..." "Biggest worm in school history," said {C}. {O} tried twice more. Both times, the worm got there first. Eventually {O} gave up and concentrated on {op} pasta. {G} looked from one to the other. The goat\'s fate, and the hat\'s, remained a mystery. Nobody quite knew what to say next.',
          },
        },
        feeling: {
          text: {
            "2-3":
              "{O} ate {op} pasta. {O} did not talk now. {C} felt {feeling}. {G} had laughed at the goat. {C} wanted a laugh too! But now nobody laughed. {C} felt huffy. The table was too quiet. Only forks went clink, clink.",
            "4-5":
              "{O} ate {op} pasta without saying anything. {C} felt {feeling}. Everyone had been laughing at {O's} story, and {C} had wanted a turn to be funny too. But now nobody was laughing at anything. {C} felt huffy and a bit sorry at the same time. The worm story didn't feel very exciting anymore.",
            "6-7":
              "{O} ate quietly, not looking up. {C} felt {feeling}, which was why the worm had come out in the first place. Everyone had been listening to {O}, laughing at {O's} jokes. {C} had wanted some of that too. But jumping in hadn't got {Cobj} any laughs. It had just stopped {O's}. \"Now nobody's having fun,\" {C} thought, and felt huffy and guilty at once.",
            "8-10":
              "{O} focused very hard on the pasta. {C} felt {feeling}, and a bit jealous, which, if {C} {was} honest, had been the whole problem. {O} had been getting all the laughs, and {C} had wanted some. But the worm hadn't got any laughs. It had just sunk the goat. Now the table was quiet, the candle was flickering, and {C} could see {O's} ears had gone pink. It was hard to feel good about a win like that. It didn't even feel like a win.",
          },
        },
        stumble: {
          text: {
            "2-3":
              '{G} said, "{O}, tell us about the goat." {O} smiled a little. {C} tried. Hand on {G\'s} arm. Good! Lips shut. But then came a hum. Mmm! Mmmm! Mmmmmm! Louder and louder. Oops! {O} stopped again. A hum is a noise too. {O} started again, slowly.',
            "4-5":
              "{G} said, \"{O}, what happened with the goat?\" {O} started again, a bit quietly. {C} remembered, and put a quiet hand on {G's} arm. Good! But when {O} got to the exciting part, {C's} worm wriggled out again. \"Mine's funnier!\" {O} stopped. {C} went red. The hand had been there. The waiting hadn't lasted.",
            "6-7":
              '{G} asked {O} to finish the goat story. {O} began again, a bit uncertainly. {C} put a quiet hand on {G\'s} arm, which felt good. But right at the funny bit, a word escaped: "Worm." Just one word. {O} stopped, and looked at {Cobj}. {C} pressed {their} lips together, feeling silly. One word was still an interruption. It still stopped the story.',
            "8-10":
              '{G} asked {O} to finish the goat saga. {O} restarted, cautiously. {C} placed a hand on {G\'s} arm and was doing well, right up to the moment the goat approached the hat. Then {C} murmured, "Still think the worm\'s better." It was barely a whisper. It was enough. {O} faltered. {C} pressed {their} lips shut. The hand had said "I\'ll wait." The mouth had said something else, and the mouth had been louder. {C} could do better than that.',
          },
        },
        success: {
          text: {
            "2-3":
              '{C} tried again. Quiet hand on {G\'s} arm. Lips closed. Mmm! {O} told the whole goat story. The goat ate the hat! Everyone laughed. Then came the nod! {C} said, "I found a worm!" {O} laughed too. {refrain}',
            "4-5":
              'Back {C} went, to try again. Quiet hand on {G\'s} arm. Lips closed tight. {O} told the whole story, right to the end, when the goat ate the hat and burped. Everyone laughed, even {Cobj}. Then {G} nodded. "Your turn." {C} told the worm story, and {O} laughed so much {O} had to hold {op} tummy. It was a very good dinner after all.',
            "6-7":
              '{C} kept the hand still and held the worm story in, safe, while {O} told the goat story all the way through. It ended with the goat eating the hat and the teacher chasing it around the field. Everyone laughed, {C} too. At last, {G} nodded. "Your turn." {C} told the worm story. {O} laughed so hard that pasta nearly came out of {op} nose.',
            "8-10":
              '{C} kept the hand still and, this time, the mouth shut. Just then, {C} had a thought. When {O} finished, and the goat had eaten the hat, and everyone had laughed, {C} didn\'t jump straight to the worm. "Wait, did the teacher get the hat back?" {O} lit up. "Half of it!" That got the biggest laugh of the night. Then {G} nodded at {Cobj}, and the worm got its turn, to a very generous audience.',
          },
        },
        echo: {
          day: 1,
          time: "afternoon",
          place: "car",
          props: ["car seat"],
          text: {
            "2-3":
              "The next day, in the car, {O} sang a song. La, la, la! {C} wanted to sing too. But {C} waited. {O} sang to the end. Then it was {C's} turn. La, la, la! Then they sang together. Loud and happy! {G} sang too.",
            "4-5":
              'The next day, in the car, {O} was telling {G} about a dream with flying sheep. {C} had a dream story too. But {C} waited, hands in lap, until {O} was finished. At a red light, {C} put a quiet hand on {G\'s} shoulder from the back seat. {G} nodded in the mirror. "My turn," said {C}, and told the dream about the jelly castle.',
            "6-7":
              "The next afternoon, in the car, {O} was describing a dream about flying sheep. {C} had a dream about a jelly castle that was at least as good. But {C} waited, let {O} finish, and even asked what color the sheep were. At a red light, {C} leaned forward and touched {G's} shoulder. {G} nodded in the mirror. The jelly castle got a big laugh.",
            "8-10":
              'The next afternoon, in the car, {O} launched into a dream about sheep that could fly but only backwards. {C} had a competing dream about a castle made of jelly. {C} waited for the whole sheep dream, asked a follow-up question about the backwards flying, then, at the next red light, reached forward and touched {G\'s} shoulder. {G} nodded in the mirror. "Go on then," said {G}. The jelly castle was a triumph. {O} demanded a sequel before they had even reached the motorway.',
          },
        },
        ending: {
          text: {
            "2-3":
              "Later, {O} and {name} played a game. Goat and worm! {O} was the goat. {name} was the worm. Wiggle, wiggle! Munch, munch! {G} laughed and laughed. Everyone had a turn to talk. Everyone had a turn to laugh. What a happy day!",
            "4-5":
              'Later, {O} and {name} made up a game called Goat and Worm. The goat tried to eat a hat, and the worm kept tickling the goat. {G} laughed until tears came. "You two," said {G}. It was much more fun, {name} thought, to have two good stories than just one loud one.',
            "6-7":
              "Later, {O} and {name} made up a play about a goat and a worm who were best friends, and performed it for {G} in the living room. The goat ate a hat. The worm ate nothing, but was very long. {G} clapped loudly. {name} bowed and thought about how much better it was to share the laughs than to grab them.",
            "8-10":
              "Later, {O} and {name} wrote a short play, The Goat and the Worm, and performed it for {G} with great seriousness and several costume changes. Both animals got equal lines. {name} had insisted on that. {G} gave it a standing ovation. Lying in bed afterwards, {name} thought about the whole weekend. The goat story and the worm story had both turned out better for waiting in line. So, for that matter, had {name}, who fell asleep smiling.",
          },
        },
      },
    },
  ],
};
