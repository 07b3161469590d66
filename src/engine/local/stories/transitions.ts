import type { BehaviorStory } from "../episode-types";

/** Transitions: stopping one thing to move on to the next (the See-You-Later Plan). */
export const transitions: BehaviorStory | null = {
  childTerms: "stopping one thing and moving on to the next",
  strategy: {
    name: "the See-You-Later Plan",
    steps: ["When the warning comes, pick one last thing to do", 'Say "See you later" to what you are leaving', "Think of one good thing that comes next"],
    why: "Stopping is hardest when it comes as a surprise. A warning gives time to finish, picking one last thing gives the child some control, saying goodbye closes the activity, and a good thing ahead gives them somewhere to go.",
    refrain: "One last thing. See you later. What's next?",
    toddlerSteps: ["One last thing", 'Wave "See you later"'],
    smallFirstStep: 'When the warning comes, look up and say "Okay"',
  },
  // For a child who can't bear loud noises: toy cars that race, not crash.
  insteadOf: [
    [/\bcrashing at the bottom\b/g, "bumping at the bottom"],
    [/\bthe biggest crash ever\b/g, "the fastest race ever"],
    [/"One last crash!"/g, '"One last race!"'],
    [/\bVroom, crash!/g, "Vroom, zoom!"],
  ],
  titles: ["{name} Says See You Later", "One Last Thing, {name}", "{name} and the See-You-Later Plan", "What's Next, {name}?"],
  // Ages 8-10, the two-tries shape's first try alone: this behavior's own wrong tries (never another behavior's paragraph).
  firstTry:
    "{C} tried stretching the moment first. One more go turned into three. Then {C} tried going very, very slowly, in the hope that time would take the hint. Time did not take the hint. The {feeling} feeling grew with every minute {C} spent not stopping. Stopping, it turned out, did not get any easier by being put off.",
  scenes: {
    helper: [
      {
        text: {
          "2-3":
            'Then {H} came close. "Oh, {name}," said {H} softly. "Stopping is hard." {C} sniffed. "I was not finished," {C} said. "I know," said {H}. "It came so fast! Zoom!" {C} nodded again. So fast. Too fast. "I know a plan," said {H}.',
          "4-5":
            'That was when {Hintro}, came close. "Oh dear," said {H} gently. "Stopping is the hardest part, isn\'t it?" {C} nodded, and a tear rolled down. "I wasn\'t finished." "I know," said {H}. "When the fun stops all of a sudden, it feels like someone switched off the sun." {C} sniffed. That was exactly how it felt.',
          "6-7":
            'That was when {Hintro}, came close. {H} didn\'t say hurry up, and didn\'t say it was only {moment}. {H} just waited until {C} looked up. "Stopping is hard," {hs} said. "Especially when nobody asked if you were done." {C} wiped {their} eyes. "It\'s not fair. It just ends." "It does feel like that," said {H}. "But endings can be done a bit more kindly."',
          "8-10":
            'That was when {Hintro}, came over. {H} looked at {Cobj}, then at everything {C} had been so deep in, and nodded. "That was quite a sudden ending," {hs} said. "It always is," said {C}. "It\'s like someone pulling the plug on a game halfway through a level." "Fair," said {H}. "Though to be honest, the stopping was going to happen anyway. The question is whether it gets to happen your way."',
        },
      },
      {
        text: {
          "2-3":
            'Somebody saw it all. It was {H}. {H} came close, slow and kind. {H} knew that {feeling} feeling. "Stopping is hard," said {H}. "Fun things are so fun!" Yes! Too fun to stop. {C} wiped {their} eyes. "I have a plan," said {H}. "Want to hear it?"',
          "4-5":
            'Somebody had seen the whole thing. It was {Hintro}. {H} came close and listened while {C} told {H} all about it. "You feel {feeling}," said {H}. "I would too. It\'s horrible when something fun stops before you\'re ready." {C} sniffed loudly. {C} asked, "Do you have a trick?" {H} tapped {hp} nose, as if keeping a secret. "I have a plan," {hs} said. "A plan for goodbyes."',
          "6-7":
            'Somebody else had seen it: {Hintro}. {H} came close and sat quietly with {Cobj} for a moment, which helped more than words. "You feel {feeling}," {H} said at last. "Stopping is like jumping off a merry-go-round while it\'s still spinning. Your body wants to keep going." {C} almost laughed. It was exactly like that. {C} asked, "So what do I do?" "You slow the merry-go-round down first," said {H}.',
          "8-10":
            '{Hintro}, had watched the whole thing from close by. {H} came over and didn\'t say anything sensible for a while, which {C} appreciated. Then {hs} said, "You look {feeling}." {C} shrugged. "I just hate stopping. Everything good ends at the wrong moment." "Everything good ends at a moment," said {H}. "It only feels wrong when you don\'t see it coming. I know a plan that helps you see it coming."',
        },
      },
      {
        text: {
          "2-3":
            'Then {H} came close. {H} looked at the fun thing. "Ooh!" said {H}. "That looks so good." {C} sniffed. "Not done!" "Not done yet," said {H}. "Fun things need a goodbye. A proper one. I know how."',
          "4-5":
            'That was when {Hintro}, came close. {H} didn\'t look at the clock. {H} looked at what {C} had been doing. "Wow," said {H}. "No wonder you don\'t want to stop. What were you going to do next?" {C} explained, with lots of pointing. "That sounds wonderful," said {H}. "Something that good deserves a proper goodbye, not a rush. I know how to do one."',
          "6-7":
            'That was when {Hintro}, came close and sat down. "I\'ll tell you a secret," {hs} said. "I hate stopping too. Once I was called in from the yard in the middle of digging the best hole ever dug. I sulked through a whole dinner." {C} sniffed. "Did the hole get finished?" "The next day," said {H}. "It was still there. Holes are patient. But I learned a better way to leave things, and I still use it."',
          "8-10":
            'That was when {Hintro}, came over and considered the situation with the air of an expert. "Abrupt ending," {hs} diagnosed. "No warning, no closing scene, no credits. Very common." {C} glared, then gave up glaring. "It\'s always right when it gets good." "Because you\'re in the middle of something," said {H}. "There\'s no good place to stop in the middle. So the trick is making your own ending before someone else makes it for you."',
        },
      },
      {
        text: {
          "2-3":
            'Then {H} came close. {H} looked at the fun thing. Then {H} waved at it. Wave, wave! "Bye-bye!" said {H}. {C} stared. "No bye-bye! Not done!" "Bye-bye for now," said {H}. "Just for now. Then see you later! Fun things wait. I know a plan for that."',
          "4-5":
            'That was when {Hintro}, came close. {H} leaned in. "Do you know my favorite word? Later. As in, see you later." {C} sniffed. "Why?" "Because later means it isn\'t gone," said {H}. "It\'s only waiting. I know a plan that uses it."',
          "6-7":
            'That was when {Hintro}, came close and asked a question {C} didn\'t expect: "If you had one more minute, what would you do with it?" {C} knew exactly, and said so. "That\'s good to know," said {H}. "Endings go better when you get to choose the last bit. I know a way to do that, even when the minute is nearly up."',
          "8-10":
            'That was when {Hintro}, came over. "Here\'s a thing about endings," {H} said. "Nobody minds the end of a good movie. There\'s music and credits, and everyone stretches. What people mind is the power cut." {C} scowled. "This was a power cut." "Exactly," said {H}. "So next time, you get to roll the credits yourself."',
        },
      },
    ],
    strategy: [
      {
        text: {
          "2-3":
            '"It is called {strategy}," said {H}. "One: pick one last thing." {C} held up one finger. One! "Two: wave and say see you later." {C} waved a little wave. Bye-bye! See you later! {refrain}',
          "4-5":
            '"It\'s called {strategy}," said {H}. "When someone says five more minutes, you pick one last thing to do. Then you wave and say, see you later! Then you think of one good thing that comes next." {C} tried the words out quietly. "See you later means it\'s not gone forever," said {C}. "Exactly," said {H}. "It\'s only waiting for you."',
          "6-7":
            '"It\'s called {strategy}," {H} explained. "When the warning comes, you pick one last thing, so you get to finish on something you chose. Then you say see you later, because that\'s a goodbye that promises a hello. Then you think of one good thing that comes next, so your brain has somewhere to go." {C} pictured waving at a half-built tower. It sounded much better than being dragged away.',
          "8-10":
            '"It\'s called {strategy}," said {H}. "Three parts. When the warning comes, you choose one last thing, so the ending is yours. Then you actually say see you later, out loud. It sounds silly, but it closes the door properly. Then you find one thing worth looking forward to next." {C} frowned. "What if nothing next is good?" "There\'s nearly always something," said {H}. "Sometimes it\'s small. Small counts. A cookie counts." {C} had to admit a cookie counted.',
        },
      },
      {
        text: {
          "2-3":
            '"Watch me," said {H}. "I am playing. La, la, la!" And {C} said, "Time to go!" {H} held up one finger. "One last twirl!" Twirl! Then {H} waved. "See you later, twirling!" Wave, wave! That is {strategy}. {refrain}',
          "4-5":
            '"Let me show you," said {H}. "Pretend I\'m doing something fun, and you give me a warning." {H} began a very silly dance. {C} said, "Five more minutes!" {H} held up one finger. "One last spin." {H} spun. Then {H} waved at the empty air. "See you later, dance! Next, I get a snack." {C} spun too. "That\'s {strategy}," said {H}.',
          "6-7":
            '"Watch," said {H}. "You be the one who says it\'s time to stop." {H} pretended to build the tallest tower in the world, very seriously. {C} said, "Five-minute warning!" {H} thought. "Last thing: one more block on top." Then {H} waved at the pretend tower. "See you later, tower. Next, I get to hear a story." {C} laughed and waved at the tower too. "That\'s {strategy}," said {H}. "It turns a stop into a goodbye."',
          "8-10":
            '"Watch," said {H}. "You be the clock. I\'ll be someone who really doesn\'t want to stop." {H} pretended to be lost in an invisible book, turning invisible pages. {C} said, "Five minutes left." {H} looked up. "Right. Last thing: I\'ll finish this chapter." A pause. "See you later, book. And next is dinner, which, honestly, is also good." {C} snorted. "That\'s {strategy}," said {H}. "It doesn\'t make stopping fun. It just makes it not a crash."',
        },
      },
      {
        text: {
          "2-3":
            '"Let\'s play a bye-bye game," said {H}. "It is {strategy}." First, one last thing. {C} did one last jump. Boing! Then wave. "See you later, jumping!" Wave, wave! "That\'s it," said {H}. "One last thing, then see you later." {refrain}',
          "4-5":
            '{H} explained {strategy} like the end of a puppet show. "When the warning comes, the puppets do one last thing: one last dance, one last joke." {H} made a pretend puppet do a wobbly bow. "Then they wave and say, \'See you later!\' to the audience. Then the curtain closes, and everyone thinks about what\'s next, like a snack." {C} made a pretend puppet too, and it bowed so low it fell over. "See you later!" it squeaked.',
          "6-7":
            "\"Think of it like the end of a movie,\" said {H}. \"Good movies don't just stop. They have a last scene, then the credits, then you think about what to do next. {strategy} works the same way. When the warning comes, pick your last scene: one last thing to do. Then say 'see you later' to what you're leaving, like rolling the credits. Then think of one good thing that comes next.\" {C} liked the idea of rolling credits. It made ending things sound important rather than unfair.",
          "8-10":
            "\"Here's the theory,\" said {H}. \"It's called {strategy}. Stopping feels terrible because it's done to you. So you take over the ending. One: when the warning comes, you choose one last thing. Your choice, your ending. Two: you say 'see you later' to what you're leaving, out loud, even if you feel silly. It tells your brain the thing isn't gone, just parked. Three: you find one good thing coming next, even a small one.\" {C} turned the idea over. \"It's basically a bookmark.\" \"A bookmark with a snack at the end,\" {H} agreed.",
        },
      },
      {
        text: {
          "2-3":
            '"Listen," said {H}. "La, la, la... and stop!" {H} stopped, splat, in the middle. "Oops! That is a crash. Now the nice way. La, la... laaa!" A big last note. "One last thing," said {H}. Then {H} waved. "See you later, song!" {C} sang too. La, la, laaa! Wave, wave. That is {strategy}. {refrain}',
          "4-5":
            '"Do you know how songs end?" asked {H}. "Not like this." {H} sang, "Twinkle, twinkle, little..." and stopped, just like that. {C} stared. It felt all wrong. "That\'s what stopping in a rush feels like," said {H}. "Songs have a last line instead. That\'s {strategy}. When the warning comes, pick one last thing, like the last line of the song. Then say \'see you later\', like the final note. Then think of one good thing that comes next, like the clapping." {H} sang the whole verse, right to the end, and bowed. {C} clapped. That felt much better.',
          "6-7":
            '{H} hummed a tune and stopped halfway through a note. {C} winced. "See?" said {H}. "Stopping in the middle feels wrong. Songs end properly: a last line, a final note, and then the clapping. {strategy} gives your fun a proper ending too. When the warning comes, you pick one last thing, your last line. You say \'see you later\' to what you\'re leaving, like the final note. And you think of one good thing coming next, the clapping." {C} hummed a tune all the way to the end, then bowed to an invisible audience. It was surprising how much better an ending felt when it was finished.',
          "8-10":
            '"Think about films," said {H}. "A good one doesn\'t cut to black in the middle of a sentence. It has a final scene, then the credits, then, if you\'re lucky, a trailer for the next one." {C} had seen enough films to agree. "{strategy} works the same way. When the warning comes, you choose your final scene: one last thing. Then the credits: you say \'see you later\' to whatever you\'re leaving, out loud, so it\'s properly over and not just interrupted. Then the trailer: one good thing coming next, even a small one." {C} considered this. "What if the next thing is homework?" "Then it\'s a low-budget trailer," said {H}. "Still counts."',
        },
      },
    ],
    practice: [
      {
        text: {
          "2-3":
            'They played a game. {C} stirred pretend soup. Stir, stir, stir! Ding, ding went {H\'s} pretend bell. "Five more minutes!" {C} held up one finger. "One last carrot!" Plop! Then {C} waved. "See you later, soup!" Bye-bye, soup. They played it again. What fun!',
          "4-5":
            'They played it as a game. {C} pretended to drive a bus, beep, beep, all around {P}. Then {H} called, "Five-minute warning!" {C} held up one finger. "One last stop for a passenger." Then {C} waved. "See you later, bus!" {H} wanted to know what was next. At once, {C} said, "A picnic!" They played it three times, and each time it was easier.',
          "6-7":
            'They practiced with pretend. {C} {was} a pirate captain sailing round {P}, shouting orders at the waves. Then {H} gave the warning: "Five minutes, captain." {C} thought hard. "Last thing: find the treasure." {C} found it, behind an invisible rock. Then {C} saluted the ship. "See you later, ship. Next, I\'m having pirate lunch." {H} fired a pretend cannon in salute. It was strange how much a goodbye helped.',
          "8-10":
            'They practiced with something ridiculous. {C} pretended to be a famous chef in the middle of a cooking show, narrating every stir. {H} played the producer. "Five minutes to the end of filming." {C} considered. "Last thing: the dramatic garnish." A pinch of invisible parsley. "See you later, studio. Next up, the award ceremony." {H} applauded. It was silly. But {C} noticed that the ending felt like closing a book, instead of having it snatched out of {their} hands.',
        },
      },
      {
        text: {
          "2-3":
            '{H} started a pretend game. {C} rocked a pretend baby bear. Rock, rock, rock. "Two more minutes!" said {H}. "One last song," said {C}. La, la, la. Then {C} waved. "See you later, bear!" Night-night, bear. {refrain}',
          "4-5":
            'They practiced with a pretend game of store. {C} {was} the storekeeper, selling invisible apples to {H} for very high prices. "Three buttons for an apple," said {C}. Then {H} called out, "Five minutes until closing!" {C} chose one last thing: selling the very last apple. Then {C} waved. "See you later, store!" "What\'s next?" asked {H}. "Counting my buttons!" said {C}.',
          "6-7":
            'For practice, {C} pretended to be an explorer climbing an enormous pretend mountain. {H} called the warning. "Five minutes until base camp." {C} picked one last thing: planting a flag at the top. Then {C} saluted the mountain. "See you later, mountain." "What\'s next?" asked {H}. "Hot chocolate," said {C}. Saying goodbye on purpose, {C} noticed, felt quite different from being pulled away.',
          "8-10":
            'They rehearsed with a pretend television quiz. {C} {was} the champion, one question from the grand prize, when {H}, playing the studio manager, announced, "Five minutes to the end of the broadcast." {C} chose the last thing: answering the final question, about the capital of Iceland. "Reykjavik," said {C}. Then, to the studio: "See you later. Same time next week." "And next?" asked {H}. "Interviews with the press," said {C}. It was nonsense, but tidy nonsense, and the ending didn\'t sting at all.',
        },
      },
      {
        text: {
          "2-3":
            '{C} blew pretend bubbles. Pop, pop, pop! "Two more minutes!" called {H}. "One last bubble," said {C}. Blow, blow! A big, big one! It floated up, up, up. Pop! Then {C} waved. "See you later, bubbles!" Bye-bye, bubbles. {refrain}',
          "4-5":
            'For practice, {C} pretended to be a zookeeper, feeding pretend penguins pretend fish. Splash! Gulp! Then {H} rang a pretend bell. "The zoo closes in five minutes!" {C} chose one last thing: a fish for the littlest penguin. Then {C} waved at the whole pretend pond. "See you later, penguins!" {H} asked what came next. "Feeding me," said {C}, patting {C\'s} tummy.',
          "6-7":
            'They practiced with a pretend space mission. {C} {was} an astronaut floating around the space station, doing slow-motion somersaults. Then {H}, as mission control, crackled, "Five minutes until splashdown." {C} chose one last thing: a final somersault past the window. Then {C} saluted the station. "See you later, space." "What\'s next, astronaut?" said {H}. "Ice cream," said {C}. "Real ice cream. Space ice cream is just crunchy."',
          "8-10":
            'They rehearsed with a pretend concert. {C} {was} the drummer in a band at the end of a world tour, playing the last song to a stadium of imaginary fans. {H} played the stage manager: "Five minutes, then the lights go up." {C} picked a last thing: a drum solo, loud and ridiculous. Then a bow. "See you later, everybody!" "And next?" said {H}. "Tour bus. Sandwiches," said {C}. Ending on a drum solo, it turned out, was much better than being unplugged.',
        },
      },
      {
        text: {
          "2-3":
            'Now {C} {was} the bell! "Ding, ding! Five more minutes!" said {C}. {H} was building with blocks. "One last block," said {H}. Plonk! Then {H} waved. "See you later, blocks!" {C} laughed and laughed. "Again!" Ding, ding! {refrain}',
          "4-5":
            'Then they swapped. {H} played a very stubborn child building a block tower, and {C} got to give the warning. "Five more minutes," said {C}, in a deep, serious voice. "NO," said {H}, and flopped on the floor. {C} giggled, then remembered the plan. "Pick one last thing." {H} sat up. "One last block?" "Yes. Then say see you later." "See you later, tower," said {H}. "What\'s next?" asked {C}. {H} thought about it. "A bath with bubbles." {C} nodded, very pleased with such a good student.',
          "6-7":
            'For practice, {C} got to be the one giving warnings. {H} pretended to be completely absorbed in knitting an extremely long scarf. "Five minutes," said {C}. {H} kept knitting. "Five minutes," {C} said again, and this time {H} looked up. "Right. Last thing: one more row." Then {H} held the scarf up. "See you later, scarf." "And next?" said {C}. "Cookies," said {H}. The plan was very easy to spot when somebody else was doing it, {C} found, and much easier to remember afterwards.',
          "8-10":
            '{H} proposed a role swap. {C} would give the warnings, and {H} would be someone who really, really did not want to stop. {H} settled in front of an imaginary video game with the grim focus of a world champion. "Five minutes," said {C}. "I\'m in the middle of a level," said {H}. {C} recognized the tone, uncomfortably. "Then pick the last thing. Finish this level. Not the next one." {H} finished the level with a great deal of button-mashing. "See you later, game." "And next?" "Dinner," said {H}, and then, after a pause, "which I suppose is also good." {C} laughed. Hearing your own excuses in somebody else\'s mouth was a strong argument for the plan.',
        },
      },
    ],
    celebration: [
      {
        text: {
          "2-3":
            '{G} scooped {name} up. "You picked a last thing. You said see you later. You went to the next thing!" {C} did a happy hop. {C} felt proud. Big and proud. No crying. Just a wave. See you later!',
          "4-5":
            '{G} looked at {name} with a big smile. "You picked one last thing, you said see you later, and you came to the next thing all by yourself. No tears at all!" {C} felt proud and bouncy inside. Stopping had been hard. But this time, it had been a goodbye instead of a crash.',
          "6-7":
            '{G} sat down right next to {name}. "Do you know what I saw? I saw you choose your last thing. I saw you say goodbye. And this time I saw you come along without a single tear." {C} felt proud, a calm sort of proud. {H} gave a happy cheer. Stopping hadn\'t felt like being dragged away this time. It had felt like leaving on purpose.',
          "8-10":
            '{G} let out a long, happy breath. "That was the calmest ending we\'ve had all year." {C} shrugged, pleased. "It still wasn\'t my favorite part." "It doesn\'t have to be," said {G}. "But you did it your way, and you did it well." {C} felt a quiet sort of pride, the kind you feel when something hard turns out to be manageable. {H} gave {Cobj} a small nod, as if to say, told you so.',
        },
      },
      {
        text: {
          "2-3":
            '{G} clapped and clapped. "What a great goodbye, {name}!" {C} grinned a big grin. "One last thing," said {C}. "See you later. What\'s next?" {C} felt warm and proud. Tall and proud. Hooray for {name}!',
          "4-5":
            '"Well done, {name}," said {G}. "That was a brilliant see-you-later." {C} stood up tall and proud. {H} gave a cheer so loud it made everyone laugh. The fun thing was still there, waiting. And the next thing had turned out to be pretty good too.',
          "6-7":
            '"That was amazing," said {G}. "You used your plan all by yourself. I didn\'t have to count or ask twice." {C} felt proud and a bit taller. {C} realized something surprising: the fun thing hadn\'t disappeared. It was just waiting, the way a book waits with a bookmark in it.',
          "8-10":
            '{G} looked genuinely impressed. "Three steps, no drama," {G} said. "Who are you, and what have you done with my child?" {C} rolled {C\'s} eyes, grinning. "Same person. Better exit strategy." {H} looked quietly delighted. {C} felt proud in a steady, grown-up sort of way. Stopping hadn\'t stopped being annoying. But it had stopped being a disaster, and that was a big difference. Even the fun thing seemed to be waiting more patiently now, like a bookmark in a good book.',
        },
      },
      {
        text: {
          "2-3":
            '{G} gave {name} a big smile. "What a goodbye!" {C} waved a big wave. Bye-bye! Off to the next thing. {C} felt happy and proud. No tears this time. Just a wave and a smile. {refrain}',
          "4-5":
            '"Well!" said {G}. "You said goodbye like royalty leaving a party." {C} laughed and did a very royal wave. {C} felt proud and light. Moving on had been hard the first time, and much easier the second. Saying goodbye first had made it feel like {C\'s} own idea, and that made all the difference.',
          "6-7":
            '{G} looked delighted. "You chose your last thing, you said goodbye, and you came along thinking about what\'s next. That was a brilliant switch." {C} felt proud. Endings still felt a bit sad. But {C} had discovered that a sad bit could be small and quick, like a wave from a train window.',
          "8-10":
            '"I\'m writing this one down," said {G}. "The day {name} stopped without a single argument. The second time, anyway." {C} rolled {C\'s} eyes. "You don\'t even have a pen." "I\'m writing it in my heart," said {G}, and {C} groaned, but grinned too. The truth was that {C} felt quietly proud. Endings hadn\'t gone away, and never would. But they had turned from something that happened to {Cobj} into something {C} could steer, like a boat rather than a wave.',
        },
      },
      {
        text: {
          "2-3":
            '{C} waved. {G} waved. {H} waved too. "See you later!" they all said. Wave, wave, wave! {G} gave {name} a big squeeze. "You did it!" {C} felt proud. Happy and proud. Off to the next thing! {refrain}',
          "4-5":
            '{G} was so pleased that {G} did a see-you-later too, waving at everything in sight. "See you later, sky! See you later, shoes!" {C} joined in, laughing. "See you later, everything!" {H} waved at a passing beetle. By the end, everyone was giggling, and the next thing didn\'t feel like an ending at all. It felt like the start of something. {C} felt proud and fizzy, like lemonade.',
          "6-7":
            '{G} didn\'t make a speech. Instead, {G} held up one finger, the way {C} had, and said, "One last thing." Then came a hug that went on slightly too long, on purpose. "See you later, hug," said {G}. {C} laughed. "What\'s next?" "Next," said {G}, "I tell everyone how well you did." {C} felt proud, and also slightly embarrassed, which is often what proud feels like when you\'re not used to it. The plan, it turned out, worked on hugs too.',
          "8-10":
            '{G} waited until the next thing had properly started before saying anything. "I noticed," {G} said, "that you did all three, and didn\'t make a single speech about how unfair it was." "I thought about making one," said {C}. "It was going to be very good." "I\'m sure," said {G}. "Save it for something that matters." {C} grinned. It was strange to be proud of something as ordinary as leaving. But ordinary things happened every day, and {C} had just found a way to make every one of them a bit easier.',
        },
      },
    ],
  },
  talkAbout: [
    "Can you remember the steps of the See-You-Later Plan?",
    "What is the hardest thing for you to stop doing?",
    "What last thing would you pick before leaving somewhere fun?",
    "Why does saying see you later help?",
    "What good things come next after playing?",
    "How did {name} feel after saying see you later?",
  ],
  episodes: [
    {
      id: "sandcastle-goodbye",
      moment: "leaving the beach",
      place: "beach",
      time: "afternoon",
      props: ["bucket and spade", "shell", "towel"],
      feeling: ["sad", "disappointed"],
      summary: "{C} cannot stop building the sandcastle when it is time to leave the beach",
      object: "sandcastle",
      talkAbout: "What last thing did {name} add to the sandcastle?",
      scenes: {
        opening: {
          text: {
            "2-3":
              "It was a sunny day at the beach near {home}. {C} had a bucket and spade. Dig, dig, dig! Pat, pat, pat! {C} made a sandcastle. A big one! It had a tower. It had a moat. {C} found a pink shell for the top.",
            "4-5":
              "It was a warm afternoon at the beach near {home}. {C} had been digging for ages with the bucket and spade. Now there was a proper sandcastle with three towers and a moat all the way around. {C} {was} looking for the perfect shell to put on top. {G} sat on the towel, reading and watching the waves.",
            "6-7":
              "It was a golden afternoon at the beach near {home}, and {C} had built the best sandcastle of the summer. It had three towers, a wall, and a moat that filled up when the little waves came in. {C} {was} hunting for one more shell to make a flag. {G} was on the towel, shaking sand out of a book and glancing at the time.",
            "8-10":
              "It was late afternoon at the beach near {home}, and {C} had spent two hours engineering a sandcastle. It had three towers, a drawbridge made from a flat stone, and a moat connected to the sea by a carefully dug channel. It was, frankly, a masterpiece. {C} {was} searching for a shell to top the tallest tower. {G} was on the towel, folding things. Folding things was always a sign that something was about to end.",
          },
        },
        problem: {
          text: {
            "2-3":
              '"Time to go home," said {G}. "Pack up now." {C} looked up. Go? Now? {C} said, "No! Not finished!" {C} threw the spade. Plop! {C} sat down in the sand. Tears came. Drip, drip. The castle had no flag yet. Poor castle.',
            "4-5":
              '"Time to go," said {G}, standing up and shaking the towel. "Pack up now, please." {C} looked up. "What? No! I\'m not finished!" {G} picked up the bucket. {C} grabbed it back and sat down hard in the sand, crying. The castle still didn\'t have its shell on top, and now it never would.',
            "6-7":
              '"Right, time to leave," said {G}, suddenly standing and rolling up the towel. "Pack up, please." {C} stared. "Now? But I\'m not finished!" {G} was already picking up the bucket. {C} snatched the spade and sat down in front of the castle like a guard, tears running down {their} sandy face. Leaving felt like someone had torn the last page out of a book.',
            "8-10":
              '"Okay, we\'re leaving," said {G}, suddenly very busy with the towel. "Pack up, please." {C} looked up. "What? We\'ve only just got here." "We\'ve been here three hours." "It\'s not finished!" {G} reached for the bucket. {C} pulled it back and sat down, arms wrapped round knees, refusing to move. The shell stayed in {C\'s} fist. The tallest tower stayed flagless. A seagull watched the standoff with interest.',
          },
        },
        feeling: {
          text: {
            "2-3":
              "{C} felt sad. Sad face. Wet eyes. The castle was so good! Leaving was too fast. Zoom, all gone. {C} held the pink shell tight. The castle needed it. The castle needed {Cobj}! The sea went swish, swish.",
            "4-5":
              "{C} felt sad, the big, droopy kind of sad. The castle was the best thing {C} had ever made, and leaving meant the sea would wash it all away. It felt like the fun had been switched off without any warning. {C} held the pink shell tight in one hand. The castle wasn't even finished.",
            "6-7":
              "{C} felt disappointed, so disappointed that {their} throat ached. The castle was nearly perfect. Leaving now meant walking away from something unfinished, and by tomorrow the sea would have flattened it. It wasn't that {C} wanted to stay forever. {C} just wanted to finish. Nobody had said the end was coming, and that made it feel worse.",
            "8-10":
              "{C} felt disappointed, with a hot edge of annoyance. Two hours of work, and the ending had arrived without any warning, like a car alarm. Of course they had to go home at some point. {C} knew that. But there was a difference between finishing something and being pulled away from it halfway. By morning, the tide would have it anyway. {C} just wanted the chance to say goodbye properly.",
          },
        },
        stumble: {
          text: {
            "2-3":
              '{G} sat back down. "Five more minutes," said {G}. {C} held up one finger. "One last tower!" Pat, pat. Good! But then {C} made one more. And one more! "Time\'s up," said {G}. At once, {C} said, "Not yet!" Oops. No goodbye. Nearly!',
            "4-5":
              '{G} sat back down on the towel. "Five more minutes, then we go." {C} held up one finger. "One last thing: a new tower." Pat, pat, pat. That part was good! But then {C} started another tower, and another. When {G} stood up, {C} forgot to say see you later. "Not yet!" The tears started wobbling again.',
            "6-7":
              '{G} sat back down. "Five more minutes. Then we really do have to go." {C} picked a last thing: a fourth tower. That worked. But when the tower was done, {C} quietly started a fifth, and when {G} stood up, {C} skipped the goodbye altogether. "Just one more!" The sad feeling came rushing back. The first step had worked. The others had been forgotten.',
            "8-10":
              '{G} sat back down, to everyone\'s surprise. "Five minutes," {G} said. "Then we go. Deal?" {C} chose a last thing: reinforce the drawbridge. That went fine. But the drawbridge led to a new wall, and the wall led to a new moat. When {G} stood up, {C} hadn\'t said goodbye to anything. "Two more minutes!" {C} pleaded. Step one had worked. Steps two and three had gone missing somewhere in the moat.',
          },
        },
        success: {
          text: {
            "2-3":
              '"Two more minutes," said {G}. {C} held up one finger. "One last thing!" {C} put the pink shell on top. A flag! Then {C} waved. "See you later, castle!" What\'s next? "Ice cream!" {refrain} {C} picked up the bucket and spade. {G} clapped.',
            "4-5":
              '"Two more minutes," said {G}. {C} looked at the castle for a long moment, choosing. "One last thing: the shell on top." {C} pressed the pink shell into the tallest tower. Then {C} waved. "See you later, castle!" And next? "Can we get ice cream on the way?" {G} shook the sand out of the bucket. "Yes." {C} picked up the bucket and spade and skipped to the car.',
            "6-7":
              '"Two more minutes," said {G}. {C} chose the very best last thing: the pink shell on top of the tallest tower. It fitted perfectly. Then {C} stood back and waved. "See you later, castle. Thanks for a good day." And the good thing next? "Chips on the way home," said {G}. {C} gathered the bucket and spade without a single tear.',
            "8-10":
              '"Two minutes," said {G}. {C} had an idea. "Last thing: the shell flag. And I\'ll write my name next to it, so the sea knows whose castle it\'s taking." {G} laughed and handed over a stick for writing. The shell went on top. {C} carved the name into the wet sand with the spade. Then {C} saluted the castle. "See you later." And next? "Chips," said {G}. "On the sea wall." {C} packed up without a single argument.',
          },
        },
        echo: {
          day: 1,
          time: "afternoon",
          place: "park",
          props: ["swing", "slide"],
          text: {
            "2-3":
              'The next day, {C} went to the park. Swing, swing! "Five more minutes," said {G}. {C} held up one finger. "One last slide!" Whee! Then {C} waved. "See you later, slide!" What\'s next? Lunch! No tears at all.',
            "4-5":
              'The next afternoon, {C} {was} on the swings at {world}. "Five more minutes," called {G}. {C} thought. "One last thing: the big slide." Whee! Then {C} waved at the playground. "See you later, slide! Next, I\'m going to help make pancakes." {G} couldn\'t believe how easy it was.',
            "6-7":
              'The next afternoon at {world}, {G} gave the warning while {C} {was} on the swings. {C} chose a last thing straight away: three goes on the big slide. After the third, {C} waved. "See you later, slide." Then {C} thought of the next good thing, a pancake lunch, and walked over to {G} without even being called.',
            "8-10":
              'The next afternoon at {world}, {G} called out a five-minute warning from the bench. {C} didn\'t even argue. {C} picked a last thing, beating the record for the highest swing. Then {C} jumped off, waved at the slide and said, "See you later." The next good thing was lunch, and {C} had already decided on a sandwich. {G} looked as if a small miracle had happened, which, in a way, it had.',
          },
        },
        ending: {
          time: "evening",
          place: "bedroom",
          props: ["shell"],
          text: {
            "2-3":
              'That evening at {home}, the pink shell sat by the bed. {C} gave it a pat. Pat, pat. "See you later, castle," said {C}. {G} smiled and said, "Goodnight, {name}." {name} smiled too. One last thing. See you later. Sweet dreams!',
            "4-5":
              'That evening at {home}, {name} put the pink shell on the windowsill by the bed. It still smelled a little of the sea. "The castle\'s gone now," said {name}. "Yes," said {G}. "But you finished it, and you said goodbye." {name} sniffed the salty pajama sleeve and smiled. That felt much better than being dragged away. Tomorrow could bring something new.',
            "6-7":
              "That evening at {home}, the pink shell from the castle sat on {name's} windowsill. The sea had probably flattened the towers by now, but it didn't feel sad anymore. {name} had finished it properly and said goodbye. {G} tucked the blanket in. \"Where shall we build next time?\" {G} whispered from the door. {name} smiled sleepily, already imagining a castle twice as big.",
            "8-10":
              'That evening at {home}, the shell sat on {name\'s} windowsill, a souvenir from a castle that was probably seaweed by now. {name} didn\'t mind. It had been finished, named and properly saluted. {G} leaned in the doorway. "Same time next week?" "Only if I get a warning," said {name}. "Deal," said {G}, smiling. {name} lay back, feeling calm, and began designing a drawbridge that actually opened.',
          },
        },
      },
    },
    {
      id: "painting-to-dinner",
      moment: "dinner time",
      place: "kitchen",
      time: "evening",
      props: ["paints", "drawing", "table", "plate"],
      feeling: ["cross", "frustrated"],
      summary: "{C} {doesn't} want to stop painting when the table is needed for dinner",
      object: "painting",
      talkAbout: "Where did {name's} painting wait while everyone ate dinner?",
      scenes: {
        opening: {
          text: {
            "2-3":
              "At {home}, {C} {was} painting. Swish, swish! Blue paint. Red paint. Yellow paint! {C} painted a big orange cat. Dab, dab. The cat needed whiskers. {G} was cooking dinner. The kitchen smelled yummy. Sizzle, sizzle, went the pan.",
            "4-5":
              "At {home}, {C} {was} painting at the kitchen table. There were pots of paint everywhere, and a jar of cloudy water, and the best painting ever: a huge orange cat sitting in the sun. {C} {was} just about to paint the whiskers. Over at the stove, {G} was stirring something that smelled of tomatoes.",
            "6-7":
              "At {home}, the kitchen table had turned into an art studio. {C} had the paints out, a jar of murky water, and a big sheet of paper with an enormous orange cat on it. The cat needed whiskers, a tail and a sunny window to sit in. Over at the stove, {G} was stirring a pot of pasta sauce that smelled wonderful.",
            "8-10":
              "At {home}, the kitchen table had been taken over by {C's} latest project. It was a painting of an orange cat in a sunlit window, with shadows and everything. The paints were spread out in careful order. The water jar had reached the murky-brown stage that means serious work is happening. Over at the stove, {G} was making pasta sauce and checking the clock more and more often.",
          },
        },
        problem: {
          text: {
            "2-3":
              '{G} came in with the plates. "Time to clear up! Dinner time!" {C} looked up. {C} said, "No! Cat needs whiskers!" {G} picked up the paints. {C} grabbed the brush. Splash! Over went the water. Drip, drip. {C} cried. The cat got a puddle. Oh no!',
            "4-5":
              '"Time to clear the table for dinner," said {G}, carrying the plates over. {C} looked up. "No! I haven\'t done the whiskers!" {G} started moving the paint pots. {C} grabbed for the brush, and the water jar tipped right over. A brown puddle ran across the table, right up to the cat\'s nose. {C} burst into tears.',
            "6-7":
              '"Dinner\'s ready. Time to clear the table," said {G}, arriving with a stack of plates. {C} didn\'t even look up. "I\'m not finished." {G} started gathering paint pots. {C} grabbed at the brush, elbowed the water jar, and a muddy wave swept across the table and into the corner of the painting. {C} wailed. Now it was ruined and unfinished.',
            "8-10":
              '"Dinner," said {G}, arriving with plates. "Time to clear the table." "I\'m in the middle of the whiskers," said {C}. "The pasta is in the middle of getting cold." {G} started stacking paint pots. {C} reached across to save the brushes, knocked the water jar, and watched a brown tide roll toward the cat\'s tail. {C} shouted, close to tears, "Now look!" It wasn\'t clear who {C} {was} shouting at. Possibly the jar.',
          },
        },
        feeling: {
          text: {
            "2-3":
              "{C} felt cross. Hot face. Tight fists. The cat had no whiskers! The table had a puddle. Dinner came too fast. {C} stamped a foot. Stamp! {C} wanted to paint. Paint, paint, paint! Not eat.",
            "4-5":
              "{C} felt cross, hot and stampy all over. The cat had no whiskers yet, and now there was a puddle next to its nose. Dinner had come along and ruined everything, all of a sudden, without asking. {C} stamped one foot under the table. It didn't feel fair that the painting had to stop right now.",
            "6-7":
              "{C} felt frustrated, like a balloon blown up too tight. The painting had been going so well. Then dinner had barged in without knocking, and now there was a muddy stain on the corner of the paper. {C} hadn't even had time to finish the whiskers. Why did dinner always happen at exactly the wrong moment?",
            "8-10":
              "{C} felt frustrated, the fizzing kind that makes your jaw go tight. It wasn't really about dinner. {C} liked pasta. It was about being yanked out of something at the exact moment it was going well. There had been no warning, and then the whole thing had gone wrong on the way out. Now there was a stain on the corner, and the whiskers were still missing. Some evenings just collapsed like wet paper.",
          },
        },
        stumble: {
          text: {
            "2-3":
              '{G} mopped up the puddle. "Five more minutes," said {G}. But {C} {was} busy. Swish, swish. Whiskers! {C} did not hear. "Mm," said {C}. Then {G} said, "Time\'s up!" Huh? "No!" said {C}. No last thing yet. Oops!',
            "4-5":
              '{G} mopped up the puddle and turned the oven down. "Five more minutes, then dinner." {C} said, "Mm-hm," without looking up, and painted on. The whiskers went on, then a tail, then a sunny window. {C} hadn\'t really heard the warning at all. So when {G} came back and said, "Time\'s up," it felt like a surprise all over again. "But you didn\'t tell me!" "I did," said {G}. "You said mm-hm." The cross feeling came back.',
            "6-7":
              '{G} mopped up the puddle and turned the pasta down low. "Five more minutes." {C} said, "Okay," and went straight back to the whiskers. Then a mouse. Then a window for the cat to sit in. The okay had come out all by itself, without the warning ever reaching {C\'s} brain. So when {G} came back, it felt like the first warning all over again. "You never said!" "I did," said {G}, "and you said okay." That did sound familiar. A warning you don\'t hear is no warning at all.',
            "8-10":
              '{G} mopped up, turned the pasta to its lowest heat and said, "Five minutes." "Mm-hm," said {C}, who was adding whiskers and had in fact heard nothing. The whiskers became a mouse. The mouse acquired a ball. When {G} came back, {C} looked up, genuinely astonished. "Five minutes? Since when?" "Since you said mm-hm," said {G}. {C} had no memory of saying mm-hm. That was the problem. A warning only works if it actually arrives, and this one had bounced straight off.',
          },
        },
        success: {
          text: {
            "2-3":
              '"Two more minutes," said {G}, close up, eye to eye. {C} held up one finger. "One last dab!" A pink nose. Then {C} waved. "See you later, cat!" What\'s next? "Spaghetti!" {refrain} The painting went on the shelf to dry. {C} sat at the table. Yum, yum!',
            "4-5":
              '"Two more minutes," said {G}, and waited until {C} looked up. {C} said it back: "Two more minutes." This time {C} picked one last thing: a little pink nose. Dab. Then {C} waved at the painting. "See you later, cat! I\'ll do your mouse tomorrow." And the next good thing? "Spaghetti!" The painting went on the windowsill to dry, and {C} helped put the plates on the table.',
            "6-7":
              '"Two more minutes," said {G}. This time {C} put the brush down, looked up and said it back: "Two more minutes." Then {C} chose one last thing: a tiny pink nose, the finishing touch. Then {C} carried the painting to the windowsill to dry and waved at it. "See you later, cat. I\'ll come back for your mouse." And the next good thing? "Pasta," said {C}, suddenly very hungry. {C} even helped set the plates on the table.',
            "8-10":
              '"Two minutes," said {G}. This time {C} put the brush down, looked up and said it back: "Two minutes. Got it." Then {C} wrote a note on a scrap of paper, next time: mouse, ball, window frame, and tucked it under the painting. "That way I won\'t forget where I was." Then one last thing: the pink nose. Then {C} propped the painting on the windowsill and said, quite seriously, "See you later." Next good thing: pasta. {C} set the plates on the table without being asked.',
          },
        },
        echo: {
          day: 1,
          time: "morning",
          place: "bedroom",
          props: ["blocks"],
          text: {
            "2-3":
              'The next morning, {C} built with blocks. Up, up, up! "Five more minutes," said {G}. {C} held up one finger. "One last block!" Clunk. Then {C} waved. "See you later, tower!" What\'s next? Breakfast!',
            "4-5":
              'The next morning, {C} {was} building a block tower when {G} called, "Five more minutes, then breakfast." {C} held up one finger. "One last block on top." Clunk. Then {C} waved. "See you later, tower!" The next good thing was pancakes. {C} {was} at the table before {G} even called again.',
            "6-7":
              'The next morning, {C} {was} building a block tower when {G} gave the five-minute warning for breakfast. {C} chose a last thing straight away: a flag block on top. Then {C} said, "See you later, tower," and thought about the next good thing. Toast with honey. {C} {was} downstairs before the toast had popped.',
            "8-10":
              'The next morning, {C} {was} mid-way through a block skyscraper when {G} called, "Five minutes to breakfast." {C} picked a last thing, the antenna on the roof, placed it, and said to the tower, "See you later." Then {C} thought of the next good thing, which was the last of the honey, and went down to claim it before anyone else could. {G} didn\'t have to call twice.',
          },
        },
        ending: {
          time: "evening",
          text: {
            "2-3":
              'That evening at {home}, the cat painting was on the fridge. Orange cat. Pink nose. Long whiskers! {C} smiled at it. {G} gave {name} a cuddle. "Good goodbyes," said {G}. One last thing. See you later. Happy {name}!',
            "4-5":
              'That evening at {home}, the orange cat painting hung on the fridge, whiskers and all. {name} looked at it and felt happy and proud. {G} gave {Cobj} a hug. "You know what? Your see-you-later made dinner much nicer." {name} grinned a painty grin. The painting would be there tomorrow, and so would the paints.',
            "6-7":
              'That evening at {home}, the cat painting hung on the fridge, with the stain in the corner turned into a little brown mouse. {name} admired it. {G} came and stood beside {Cobj}. "I like that mouse," said {G}. "It was a stain," said {name}. "It was a good idea," said {G}. {name} smiled, calm and proud and full of pasta.',
            "8-10":
              'That evening at {home}, the painting hung on the fridge with the note still tucked behind it. The stain in the corner had been turned into a rather convincing mouse. {name} stood back to look. {G} appeared beside {Cobj}. "The mouse was an accident, wasn\'t it?" "Every artist has a mouse," said {name}. {name} smiled, feeling calm. Stopping, it turned out, was part of finishing, and finishing felt good.',
          },
        },
      },
    },
    {
      id: "playdate-goodbye",
      moment: "the end of a playdate",
      place: "living room",
      time: "afternoon",
      props: ["blocks", "toy car", "coat"],
      other: { role: "friend", kind: "child" },
      feeling: ["sad", "disappointed"],
      summary: "{C} {doesn't} want {O} to go home at the end of a playdate",
      person: "friend",
      talkAbout: "What was {name's} last game with {O}?",
      scenes: {
        opening: {
          text: {
            "2-3":
              "{C's} friend {O} came to play at {home}. Hooray! They built a long road with blocks. The toy cars went vroom, vroom! They raced and raced. Crash! Giggle! {C} {was} so happy. Then the doorbell rang. Ding, dong!",
            "4-5":
              "{C's} friend {O} had come to play at {home}, and it was the best afternoon ever. They built a long road out of blocks right across the living room. They raced toy cars down it, crashing at the bottom and laughing every time. Then the doorbell rang. It was {O's} dad, come to take {O} home.",
            "6-7":
              "{C's} friend {O} had come over to {home}, and the whole afternoon had been one long, brilliant game. They had built a racetrack out of blocks that ran from the sofa to the door. The toy cars had crashed at the bottom at least a hundred times. Then the doorbell rang. {O's} dad had arrived, holding {O's} coat.",
            "8-10":
              "{C's} friend {O} had come over to {home}, and the afternoon had turned into a full racing championship. There was a block racetrack from the sofa to the door, a scoreboard, and a toy car with a suspiciously unbeatable record. They were halfway through the grand final, neck and neck, when the doorbell rang. {O's} dad stood on the doorstep, cheerful and holding {O's} coat. {C} pretended not to hear the bell.",
          },
        },
        problem: {
          text: {
            "2-3":
              '"Time to go home, {O}," said {G}. {C} looked up. {C} said, "No! {O} stays here!" {C} hid {O\'s} coat. Under the sofa! {C} held on to {O}. Tight, tight. "No going!" {C} cried big tears. {O} looked at the door. {O} looked at {Cobj}.',
            "4-5":
              "\"Time for {O} to go home,\" said {G}. At once, {C} said, \"No! {O} lives here now!\" {C} grabbed {O's} coat and stuffed it under the sofa. When {O's} dad asked for it, {C} sat on the sofa and wouldn't move. {O} giggled, then looked a bit worried. {C} started to cry. The race wasn't finished.",
            "6-7":
              "\"Time for {O} to go home now,\" said {G}. {C} stood up very fast. \"No! We're in the middle of the final!\" {C} snatched {O's} coat and shoved it under the sofa cushions, then sat on top of them, arms folded. {O's} dad waited politely in the doorway. {O} didn't know whether to laugh. {C} burst into tears. It was supposed to be the best day.",
            "8-10":
              '"Time for {O} to head home," said {G}. {C} looked up. "We\'re literally in the final." "Sorry, champ," said {O\'s} dad. {C} quietly slid {O\'s} coat under the sofa cushion and sat on it, as if that would end the matter. It did not. {G} and {O\'s} dad exchanged a look. {O} tried not to laugh. {C} felt tears coming and hated that, which made them come faster.',
          },
        },
        feeling: {
          text: {
            "2-3":
              "{C} felt sad. Big tears. Wobbly lip. {O} was the best friend! The game was the best game! Why go now? {C} hugged a toy car. Sniff, sniff. Goodbyes are hard. Hard and sad.",
            "4-5":
              "{C} felt sad and disappointed, all the way down to {their} socks. Playing with {O} had been so much fun that {C} had forgotten {O} would ever have to go. Now, all of a sudden, the fun was stopping. {C} hugged a toy car tight and wished the doorbell had never rung.",
            "6-7":
              "{C} felt disappointed, the heavy kind that makes your arms droop. The afternoon had been perfect, and {C} hadn't been ready for it to end. The doorbell had come out of nowhere. It felt as if the best part of the day had been snipped off with scissors. {C} held a toy car tightly and stared at the racetrack through blurry eyes.",
            "8-10":
              "{C} felt disappointed, and embarrassed about feeling so disappointed. It was only a playdate. {O} lived three streets away. But the afternoon had been the kind that doesn't happen often, where everything just works, and it had ended mid-sentence. The doorbell had felt like someone switching the lights on at a sleepover. {C} turned a toy car over and over, not looking at anyone.",
          },
        },
        stumble: {
          text: {
            "2-3":
              '{O\'s} dad smiled. "Five more minutes?" {C} held up one finger. "One last race!" Vroom! Good! Then {C} waved. "See you later, cars!" Good! But then? Nothing next. Just sad. Sniff. {C} held on to {O}. Oh dear.',
            "4-5":
              '{O\'s} dad smiled. "Five more minutes, then." {C} held up one finger. "One last race!" Vroom, crash! That was great. {C} even said, "See you later, cars," all by {themself}. But then there was nothing next in {C\'s} head at all, only the end of the fun. "I don\'t want it to be over!" The sad feeling came back, and {C} hid the cars behind {their} back.',
            "6-7":
              '{O\'s} dad said they could stay five more minutes. {C} picked a last thing: one final race. It was a great race. {C} even remembered to say, "See you later, track." But then {C} stood up, and there was nothing at all on the other side of the goodbye, just an empty afternoon. {C} sat down again next to {O} and refused to move. Two steps had worked. But a goodbye with nothing after it felt like walking off the edge of a map.',
            "8-10":
              '{O\'s} dad agreed to five more minutes, which felt like a victory. The last thing was obvious: the grand final. {O} won, narrowly. There was even a "see you later" to the track, said out loud and only slightly silly. And then came the blank part. After {O} left, there would be nothing. Just the rest of the day, unplanned and unappealing. So {C} sat back down on the rug and announced that {O} should stay for dinner, and possibly forever. Two steps had worked. The third, it turned out, was holding the other two up.',
          },
        },
        success: {
          text: {
            "2-3":
              '"Two more minutes," said {G}. {C} held up one finger. "One last crash!" Vroom, crash! Then {C} found the coat. {C} said, "See you later, {O}!" What\'s next? "Wave at the window!" {refrain} {O} waved back. {G} clapped. Wave, wave!',
            "4-5":
              'Then {G} called from the hall, "Two more minutes!" {C} knew what to do with a warning now. "One last thing," {C} told {O}. "The biggest crash ever!" Vroom, crash! Then {C} pulled the coat out from under the sofa and gave it to {O}. "See you later, {O}!" And the next good thing? "Can we wave from the window?" They did, until {O} was all the way down the street.',
            "6-7":
              '"Two more minutes," said {G}. {C} chose one last thing: the biggest crash ever. It was spectacular. Then {C} fished the coat out from under the cushions and handed it over. "See you later, {O}. Same time next week?" And the good thing next? Waving from the window until {O} was out of sight, then telling {G} every detail of the race.',
            "8-10":
              '"Two minutes," said {G}. {C} had an idea. "Let\'s freeze the final. We leave the track exactly as it is, and finish it next time." {O} loved that. One last thing: they parked the cars on the starting line. Then {C} retrieved the coat, a bit flat, and handed it over. "See you later." The next good thing was writing the score on a sticky note for the rematch. {O\'s} dad looked impressed, and {O} high-fived {C} on the doorstep.',
          },
        },
        echo: {
          day: 1,
          time: "afternoon",
          place: "library",
          props: ["book"],
          text: {
            "2-3":
              'The next day, {C} went to the library. So many books! "Five more minutes," said {G}. {C} held up one finger. "One last book!" Then {C} waved. "See you later, books!" What\'s next? Home for a snack!',
            "4-5":
              'The next afternoon, {C} {was} in the library reading corner when {G} gave the five-minute warning. {C} held up one finger. "One last book." It was a funny one about a bear. Then {C} waved at the shelves. "See you later, books!" And the next good thing? Borrowing the bear book to read at home.',
            "6-7":
              'The next afternoon, {C} {was} curled up in the library reading corner when {G} said, "Five minutes." {C} picked one last book, read it, then put it back and waved at the shelf. "See you later." The next good thing was choosing three books to borrow. {C} walked out carrying them proudly, without a single complaint.',
            "8-10":
              'The next afternoon, {C} {was} deep in a library book when {G} said, "Five minutes." {C} picked a last thing, finishing the chapter. Then {C} slipped a bookmark in, borrowed the book, and said a quiet "See you later" to the reading corner. The next good thing was reading the rest on the bus home. {G} looked astonished. {C} pretended not to notice, but was secretly quite pleased.',
          },
        },
        ending: {
          time: "evening",
          text: {
            "2-3":
              'That evening at {home}, the block road was still there. The toy cars were parked in a row. {C} smiled at them. "See you soon, {O}," said {C}. {G} gave {name} a hug. Happy {name}. Good goodbyes! Good friends!',
            "4-5":
              'That evening at {home}, the block road was still there, with the toy cars parked in a neat row for next time. {name} looked at it and smiled. {G} sat down beside {Cobj}. "That was a very good goodbye," said {G}. {name} leaned on {G\'s} shoulder. Saying see you later made it feel like the fun was only waiting.',
            "6-7":
              "That evening at {home}, the racetrack was still stretched across the living room floor. {G} had agreed it could stay until the weekend. The cars sat on the starting line, waiting. {name} curled up on the sofa with {G}, feeling calm. Goodbyes were still a bit sad. But a see you later had a next time tucked inside it.",
            "8-10":
              'That evening at {home}, the racetrack was still there, frozen mid-final, with the sticky note of scores stuck to the sofa. {G} had agreed it could stay until the weekend, against every instinct. {name} curled up beside {G}. "You know what helped? Knowing it wasn\'t over. Just paused." {G} nodded at the racetrack, still frozen mid-final. {name} felt calm, and even looked forward to the rematch.',
          },
        },
      },
    },
    {
      id: "pool-whistle",
      moment: "getting out of the pool",
      place: "pool",
      time: "morning",
      props: ["towel", "ball"],
      feeling: ["cross", "disappointed"],
      summary: "{C} won't get out of the pool when swimming time is over",
      object: "swimming pool",
      talkAbout: "What was {name's} last jump before getting out of the pool?",
      scenes: {
        opening: {
          text: {
            "2-3":
              "It was swimming day in {town}. Splash! {C} {was} in the pool. Kick, kick, kick! {C} had a big beach ball. Bounce! {G} was in the water too. Jump! Catch! The pool was warm. The pool was fun. Splish, splash!",
            "4-5":
              "It was swimming morning in {town}, and {C} {was} in the warm, splashy pool. {C} had armbands on and a big beach ball to chase. {G} was in the water too, catching {Cobj} every time {C} jumped in. Jump, splash, laugh. Jump, splash, laugh. It was the best game in the whole world.",
            "6-7":
              "Saturday morning meant swimming in {town}, and {C} loved every second of it. The pool was warm and the beach ball was bouncy. {G} was in the water doing the catching, while {C} jumped in from the side, again and again. Then a whistle blew at the other end of the pool. {G} looked up at the big clock on the wall.",
            "8-10":
              "Saturday morning meant the pool in {town}, and {C} had perfected a jump called the cannonball. It involved a run-up, a shout and maximum splash. {G} was in the water, scoring each attempt out of ten and throwing the beach ball back. Then the whistle blew for the end of the session. {G} gave the beach ball one last throw and started wading toward the steps, which {C} chose not to notice.",
          },
        },
        problem: {
          text: {
            "2-3":
              'Tweet! The whistle blew. "Time to get out," said {G}. At once, {C} said, "No! More swimming!" {C} swam away. Kick, kick! {G} held out the towel. {C} went under the water. Blub, blub! {C} did not get out. Not one toe.',
            "4-5":
              'Tweet! The whistle blew. "Time to get out," said {G}, holding out the big towel. {C} said, "No! I\'m still swimming!" {C} kicked away to the other side, holding on to the beach ball. {G} called again. {C} pretended not to hear. When {G} came closer, {C} started crying and holding on to the edge.',
            "6-7":
              'The whistle went. "Time to get out," said {G}, climbing up the steps and holding out the towel. {C} said, "No! One more jump!" {C} paddled to the far side with the beach ball, out of reach. {G} called. {C} hung on to the edge and shook {their} head, crying. Everyone else was getting out. {C} {was} the last one in the water.',
            "8-10":
              'The whistle blew. "Out we get," said {G}, climbing the steps with the towel. "Ten more minutes," said {C}. "The session\'s over." "Five, then." "It\'s over, love." {C} swam to the deep end, where {G} couldn\'t easily follow, and clung to the rail with the beach ball. The lifeguard raised an eyebrow. A toddler in a rubber ring floated past, staring. {C} could feel the whole pool watching, which made everything worse, and holding the rail only made it last longer.',
          },
        },
        feeling: {
          text: {
            "2-3":
              "{C} felt cross. Cross face. Cross kicks. The water was so warm! Out was cold. Brrr! {C} did not want cold. {C} wanted to jump. Jump and splash! Why stop now?",
            "4-5":
              "{C} felt cross and disappointed. The water was warm and bubbly, and outside the pool was cold and drippy and boring. The whistle had gone all of a sudden, right in the middle of the best jump. {C} didn't want the swimming to stop. {C} held on to the beach ball and kicked crossly.",
            "6-7":
              "{C} felt disappointed, and a bit cross too. The warm water felt like a hug, and getting out meant cold air and goosebumps and wet hair. The whistle had gone right in the middle of the game, with no warning at all. It felt like the best part of the week had been switched off, click, like a light.",
            "8-10":
              "{C} felt disappointed and cross, mostly at the whistle. It had gone off right after {C's} best cannonball yet, which was frankly unreasonable of it. Getting out meant cold tiles, a wet towel and the long, shivery walk to the changing room. The warm water felt like the only good place in the world. {C} knew staying wasn't an option. That didn't make leaving feel any less like being thrown out of a party.",
          },
        },
        stumble: {
          text: {
            "2-3":
              'Next swim time, {G} said, "Five more minutes." "No!" said {C}. "No, no, no!" Splash, splash, cross splash! {C} said no and no and no. Then, tweet! The whistle blew. No last jump! "Not fair!" said {C}. Oops.',
            "4-5":
              'A while later, {G} gave a warning. "Five more minutes." "Five minutes is nothing!" said {C}, and spent the whole five minutes arguing about it. When the whistle went, there had been no last jump at all. "Not fair! I didn\'t get my last thing!" The cross feeling bubbled up again.',
            "6-7":
              'The next week, {G} gave a warning before the whistle. "Five more minutes." "Five minutes is nothing!" said {C}. "Ten. Please. Ten." {C} argued, and {G} said five, and {C} argued some more. It was a very thorough argument. When the whistle blew, {C} realized, too late, that there had been no last jump, no last anything. The whole five minutes had gone on complaining about the five minutes. "Not fair!" said {C}, and the cross feeling bubbled up again.',
            "8-10":
              'The next Saturday, {G} gave a warning before the whistle. "Five minutes left." Negotiations opened immediately. Five minutes was unreasonable. Ten was standard. Other families did fifteen. {G} listened politely and said five. A counter-offer was being prepared when the whistle blew, and {C} realized the entire five minutes had gone on arguing about the five minutes. No last cannonball. No goodbye. Just the whistle, and a strong sense of having lost a debate to nobody.',
          },
        },
        success: {
          text: {
            "2-3":
              '"Two more minutes," said {G}. {C} held up one finger. "One last splash!" Splash! Then {C} waved. "See you later, pool!" What\'s next? "Hot chocolate!" {refrain} {C} climbed out. {G} wrapped up {name}. Snug!',
            "4-5":
              'At the two-minute warning, {C} floated on {their} back and had a think. "One last thing: my biggest splash." Splash! Then {C} waved at the water. "See you later, pool!" And the next good thing? "Hot chocolate in the café!" {C} climbed out all by {themself}, and {G} wrapped {Cobj} up in the big, warm towel.',
            "6-7":
              '"Two more minutes," said {G}. {C} chose one last thing: the biggest cannonball of the day. Splash! Then {C} floated for a moment and waved at the water. "See you later, pool." The next good thing was hot chocolate in the café upstairs. {C} climbed out of the pool first, and {G} wrapped {Cobj} in the warm towel like a burrito.',
            "8-10":
              '"Two minutes," said {G}. {C} had an idea. "Last thing: one cannonball, and you score it. If it\'s a ten, I get out straight away." {G} agreed. The cannonball was magnificent, and {G}, wisely, scored it a ten. {C} waved at the water. "See you later, pool." The next good thing was hot chocolate upstairs. {C} climbed out first and was wrapped in the towel before the lifeguard had even looked over. It turned out getting out was much less cold when you had decided to do it yourself.',
          },
        },
        echo: {
          day: 1,
          time: "evening",
          place: "bathroom",
          props: ["towel"],
          text: {
            "2-3":
              'The next evening, {C} {was} in the bath. Splash, splash! "Five more minutes," said {G}. {C} held up one finger. "One last boat ride!" Then {C} waved. "See you later, bath!" What\'s next? Story time! Out came {C}.',
            "4-5":
              'The next evening, {C} {was} playing in the bath when {G} said, "Five more minutes." {C} held up one finger. "One last thing: sink the sponge." Glug. Then {C} waved at the water. "See you later, bath!" And the next good thing? Story time. {C} climbed out and into the towel without a fuss.',
            "6-7":
              'The next evening, {G} gave a five-minute warning at bath time. {C} chose a last thing straight away: one more bubble beard. Then {C} pulled the plug, waved at the swirling water and said, "See you later, bath." The next good thing was a story in bed. {C} {was} out and wrapped in the towel before {G} could say a word.',
            "8-10":
              'The next evening, {G} called a five-minute warning through the bathroom door. {C} picked a last thing: a tiny indoor cannonball with a rubber boat, which still splashed the mat. Then {C} pulled the plug and said "See you later" to the draining water. The next good thing was the last chapter of a mystery book. {G} found {Cobj} already in pajamas. It was unheard of, and {G} said so.',
          },
        },
        ending: {
          time: "night",
          place: "bedroom",
          props: ["towel"],
          text: {
            "2-3":
              'That night at {home}, {C} {was} in bed. Warm and cozy. Hair still a bit damp. {G} gave {name} a hug. "My good goodbye-er," said {G}. One last thing. See you later. Sleep tight!',
            "4-5":
              'That night at {home}, {name} was tucked up in bed, warm and sleepy, with hair that still smelled faintly of the pool. {G} sat on the edge of the bed. "You\'re getting very good at goodbyes," {G} said. {name} smiled into the pillow. Next Saturday there would be more swimming. The pool would be waiting.',
            "6-7":
              'That night at {home}, {name} lay in bed, warm and heavy, with hair that still smelled a little of the pool. {G} sat on the edge of the bed. "You know, you made leaving easy today," {G} said. {name} smiled sleepily. The pool wasn\'t gone. It was only waiting until next Saturday, and that felt calm and good.',
            "8-10":
              'That night at {home}, {name} lay in bed, pleasantly tired, hair still faintly chlorine-scented. {G} looked in. "Ten out of ten for that cannonball, by the way. And for getting out." "Was the ten real?" {name} wanted to know. {G} smiled and said nothing, which was answer enough. {name} laughed, then yawned. Next Saturday, there would be another ten to earn.',
          },
        },
      },
    },
  ],
};
