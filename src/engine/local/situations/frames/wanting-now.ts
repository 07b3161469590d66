import { band, type Frame } from "./types";

/** Wanting something now: the candy at the checkout, a toy in the shop, a treat before dinner. */
export const wantingNowFrame: Frame = {
  id: "wanting-now",
  childTerms: "waiting when you want something right now",
  strategy: {
    name: "the Wish List",
    steps: ["Say your wish out loud", "Put it on the wish list (a pretend one in the air, or a real one on paper)", "Find a job to do while you wait"],
    why: "A wish that is heard and kept somewhere does not have to be shouted; a job for the hands makes the waiting shorter.",
    refrain: "I say my wish, I keep my wish, I find a job while I wait.",
    toddlerSteps: ["Say your wish", "Put it on the wish list"],
    smallFirstStep: "Say your wish out loud, then take one breath",
  },
  titles: ["{name} and the Wish List", "{name} Keeps a Wish", "{name} Can Wait"],
  strategyScenes: [
    {
      text: band(
        '"It is the Wish List," said {H}. "First, say your wish." {C} said, "I wish for {object}!" "Now write it on the list." {C} wrote in the air. Swish, swish. "Last, find a job." {C} held the basket. "Again!" said {C}. Wish. Write. Job! The wish was safe on the list. {refrain}',
        '"It\'s called the Wish List," said {H}. "First, you say your wish out loud, in your normal voice." "I wish I could have {object}," said {C}. "Good. Now we write it on your wish list." {C} wrote it in the air with one finger, swish, swish. "Last, you find a job for your hands while you wait." {C} liked having a job.',
        '"It\'s called the Wish List," {H} explained. "Wanting something is fine. The trouble is, a wish that nobody writes down feels like it might disappear, so it gets louder and louder. So you say it, you put it on a list where it\'s safe, and then you give your hands a job." {C} said the wish, wrote {object} on an invisible list, and felt the shouting feeling calm down a little.',
        '"It\'s called the Wish List," said {H}. "You say the wish clearly, once. You put it on an actual list, on paper or on {G\'s} phone, so it\'s kept, not lost. Then you find something useful to do with your hands." {C} {was} suspicious. "So it\'s a way of saying no." "It\'s a way of saying not now," said {H}. "Which is different. Some things on the list happen. Birthdays exist." {C} had to admit that was true.',
      ),
    },
  ],
  talkAbout: [
    "What was on {name's} wish list?",
    "What job could your hands do while you wait?",
    "How does it feel to want something right now?",
    "What would you put on your wish list?",
  ],
  episodes: [
    {
      id: "wish-list",
      moment: "waiting at {P}",
      talkAbout: "Why do you think waiting felt so hard for {name}?",
      scenes: {
        opening: {
          text: band(
            "One {timeWord}, {C} went to {P} with {G}. {placeLine} {C} felt happy and helpful. Then {C} saw {object}. Ooh! {C's} eyes went wide. {C} wanted {object}. Right now!",
            'One {timeWord}, {C} went to {P} with {G}. {placeLine} {C} {was} helping, and everything was going fine. Then {C} spotted {object}, right there, shiny and close. {C\'s} eyes went very wide. {C} said, "I want {object}! Right now, please!"',
            'One {timeWord}, {C} and {G} went to {P}. {placeLine} {C} {was} being a good helper, finding things on the list and counting them out. Then {C} noticed {object}. {C} stopped. Suddenly nothing else mattered. {C} asked, "Can I have {object}? Please? Right now?"',
            'One {timeWord}, {C} went to {P} with {G}, mostly because there wasn\'t a choice. {placeLine} It was going fine, in a boring sort of way, until {C} saw {object}. After that, it was impossible to think about anything else. "Can we get {object}?" {C} asked, in what {they} hoped was a casual voice. It did not sound casual at all.',
          ),
        },
        problem: {
          text: band(
            '"Not today," said {G}. {C} cried, "No! I want it!" {C} stamped {their} feet. {C} cried loud. People looked. {G} waited. {C} cried louder. {object} stayed put.',
            '"Not today," said {G} gently. {C} cried, "Noooo! I want it now!" {C} stamped {their} feet and cried, loud enough that people turned to look. {G} stayed calm and waited, but {C} just cried louder and louder. {object} sat right there, and {C} couldn\'t stop looking at it.',
            '"Not today," said {G}. {C} could not believe it. "But I need it! Now!" {C\'s} voice got louder and louder, and soon {C} {was} crying and stamping right there in the middle of {P}. People glanced over. {G} crouched down and spoke softly, but {C} couldn\'t hear a word over {their} own wanting.',
            '"Not today," said {G}. It was a perfectly calm answer, and {C} responded to it in a way that was not calm at all. First came the arguing, then the begging, then the loud part, which a few people nearby definitely noticed. {G} stayed patient. {C} did not. Part of {C} {was} watching the whole thing from a distance, thinking this probably wasn\'t working.',
          ),
        },
        feeling: {
          text: band(
            "{C} felt {feeling}. Want, want, want! The wanting was so big. It filled {C} right up. {C} could only think of {object}. Nothing else. Just {object}.",
            "{C} felt {feeling}. The wanting was so big that it filled {Cobj} right up, from {their} tummy to {their} ears. Waiting felt like forever, and forever felt impossible. {C} could only think about {object}, and how it would be gone if {they} didn't get it now.",
            "{C} felt {feeling}, with a big wanting feeling that grew bigger every second. It was as if {object} was pulling at {Cobj}. Waiting felt endless, and a small, worried part of {Cobj} was sure that if {they} didn't get {object} now, {they} never would. That worry made the wanting even louder.",
            "{C} felt {feeling}, and under that was something a lot like panic. {C} {was} certain that if {they} didn't get {object} right now, the chance would be gone forever. Which was silly, {C} knew. Shops don't vanish. But wanting isn't logical, and right then, the wanting was completely in charge.",
          ),
        },
        stumble: {
          text: band(
            'Later, {C} saw {object} again. Ooh! "I wish for {object}," said {C}. Good! But then {C} forgot the job. {C} started to whine. "Oops," said {C}. "I need a job."',
            'A little later, they passed {object} again. "I wish for {object}," {C} said, remembering. {C} even wrote it in the air. But then {C} forgot about the job part, and {their} eyes went back to {object}, and the whining started again. "I said it," {C} said. "But I\'m still wanting." "Hands need a job," said {G}.',
            'A little later, {C} caught sight of {object} again. This time, {C} said the wish out loud and wrote it on the invisible list. It helped, for a moment. But {C} skipped finding a job, and {their} empty hands reached out, and the begging started all over again. "It only half works," {C} said crossly. "You did two parts out of three," said {G}.',
            'A little later, {C} saw {object} again and, to {their} own surprise, remembered the plan. {C} said the wish clearly and asked {G} to type it onto the list. Then, with nothing else to do, {C} just stood there staring at {object}, and the wanting climbed straight back up. "I think," said {C}, "I\'ve discovered why the job part exists." {G} laughed.',
          ),
        },
        success: {
          text: band(
            '{C} tried again. "I wish for {object}." Swish, swish, on the list. Then a job! {C} held the basket. Up, up! Waiting went fast. {refrain} "Well done," said {G}. {C} felt proud.',
            'So {C} tried again, all three parts. "I wish I could have {object}," {C} said in {their} normal voice. {C} wrote it on the wish list in the air. Then {C} asked, "Can I have a job?" {G} gave {Cobj} the basket to carry. Holding it was hard work, and the waiting went much faster. {C} didn\'t cry once.',
            'So {C} did the whole thing. {C} said the wish, calmly. {C} wrote {object} on the invisible list, with a big flourish. Then {C} asked for a job, and {G} let {Cobj} carry the basket and count things into it. By the time they were done, {C} had nearly forgotten about {object} altogether. "I kept my wish," {C} said proudly. "I just didn\'t shout it."',
            "This time, {C} added an idea of {their} own. {C} said the wish and asked {G} to add it to the list. Then {C} gave {themself} a job: being in charge of the list itself, reading out each thing and ticking it off. It turned out to be oddly satisfying. By the time they left {P}, {C} had ticked off eleven things and thought about {object} exactly once. {G} looked very impressed.",
          ),
        },
        echo: {
          day: 1,
          text: band(
            'The next day, {C} wanted a treat. "I wish for a treat," said {C}. Swish, on the list! Then {C} found a job. {C} put the spoons away. "Wow," said {G}. "What a good waiter!"',
            'The next day, {C} wanted something again, a treat before dinner this time. But {C} remembered. "I wish for a treat," {C} said, and wrote it on the list. Then {C} found a job: putting the spoons on the table. {G} smiled. "That\'s on the list for after dinner," {G} said.',
            "The next day, {C} wanted something again, and the old wanting feeling started to rise. But {C} knew what to do now. {C} said the wish, put it on the list and went to find a job, helping {G} set the table. The wish list was getting long. {C} didn't mind. Every wish was safe there.",
            'The next day, the wanting feeling turned up again, this time for something {C} saw in a window on the way home. {C} noticed it arriving, said the wish and added it to the list. Then {C} took over the job of reading street signs out loud all the way home. {G} pointed out that the list was getting long. "That\'s fine," said {C}. "It\'s a list, not a promise."',
          ),
        },
      },
      // Another telling: a long wait that ends with {object} at eye level, {object} grabbed and put back, and a photo for the wish list while the child keeps the grown-up's keys.
      alternates: [
        {
          opening: {
            text: band(
              "One {timeWord}, {C} {was} {atP} with {G}. {placeLine} Wait, wait, wait. {C's} legs were tired. Then, look! {object}, right there! Ooh! {C} wanted {objIt} so much. Right now!",
              "One {timeWord}, {C} {was} {atP} with {G}, and the waiting had gone on for ages. {placeLine} {C's} legs were tired and {their} tummy was rumbly. {C} leaned on {G} and looked around for something, anything, to look at. Then, right at eye level, {C} saw {object}. {C} stared and stared.",
              "One {timeWord}, {C} {was} {atP} with {G}, and they had been waiting for what felt like a hundred years. {placeLine} {C's} legs ached, {their} tummy rumbled, and there was nothing at all to do. Then {C's} eyes landed on {object}, right at eye level, as if someone had put {objIt} there on purpose. Suddenly the waiting wasn't boring any more. It was unbearable.",
              "One {timeWord}, {C} {was} {atP} with {G}, in the kind of wait that makes time go sticky. {placeLine} {C} had counted the ceiling lights twice and was running out of ideas. Then, right at eye level, there was {object}, placed, {C} suspected, by someone who knew exactly what they were doing. The boredom vanished. Something much more urgent took its place.",
            ),
          },
          problem: {
            text: band(
              '{C} grabbed {object}. Mine! "Not this time," said {G}. "Let\'s put {objIt} back." {C} held on tight. {G} put {objIt} back. {C} flopped on the floor. Waaah!',
              'Quick as a wink, {C} grabbed {object} and held {objIt} tight. "Not this time," said {G}. "Let\'s put {objIt} back." {C} hid {objIt} behind {their} back. "But I want {objIt}!" {G} gently put {object} back where {objIt} belonged. {C} flopped onto the floor and wailed, loud and long, while the waiting went on and on.',
              'Before anyone could say a word, {object} {objWas} in {C\'s} hand. "Not this time," said {G}. "Let\'s put {objIt} back, please." {C} hid {objIt} behind {their} back and shook {their} head. {G} waited, then held out a hand, and in the end gently put {object} back where {objIt} belonged. That was when {C} sank to the floor and wailed, "It\'s not fair!" The waiting, after that, felt twice as long.',
              'Before {C} had really decided anything, {object} {objWas} in {their} hand, and {their} hand was behind {their} back. "Not this time," said {G}. "Back it goes, please." {C} explained, at length, why this was a special case. {G} listened, held out a hand and waited. Eventually {object} went back where {objIt} belonged. {C} sat down on the floor in protest, which felt dramatic at the time and embarrassing roughly one minute later.',
            ),
          },
          success: {
            text: band(
              'Then {C} saw {object} again. "My wish is {object}!" said {C}. Click! {G} took a photo for the wish list. Then a job: {C} held the keys. Jingle, jingle! {refrain}',
              'Later, {C} saw {object} again, and this time {C} said it in {their} normal voice: "I wish I could have {object}." "Shall we put it on the wish list?" asked {G}. {C} had an idea. "Can you take a photo for the list?" Click! Then {C} asked for a job, and got to hold {G\'s} keys, which jingled in a very important way. The waiting went by much faster.',
              'When {C} saw {object} again, {C} tried the plan with a twist. "I wish I could have {object}," {C} said, calmly. Then: "Can we take a photo, for the wish list?" {G} smiled and took one. Somehow a photo made the wish feel safe, as if it was being kept somewhere. Then {C} asked for a job and was put in charge of {G\'s} keys. By the time they were done, the wanting had gone quiet.',
              'When {object} came into view again, {C} {was} ready. "I\'d like {object}," {C} said, in a voice so reasonable that {G} looked twice. "But I\'ll put it on the wish list. Can you take a photo of it?" {G} did. {C} then appointed {themself} keeper of {G\'s} keys, a job with a lot of jingling and a certain amount of authority. The wish was safe in a photo, the keys were safe with {Cobj}, and the wait went by surprisingly quickly.',
            ),
          },
        },
      ],
    },
  ],
};
