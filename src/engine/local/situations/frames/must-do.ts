import type { SceneSpec } from "../../episode-types";
import { band, type Frame } from "./types";

/**
 * A must-do step: the seatbelt, teeth, a hair wash, medicine, sunscreen. The strategy is named by
 * the step ("Click and Count" for a seatbelt). {whyHard} says what makes it hard; {goal} how it ends.
 */
const OPENING: SceneSpec = {
  text: band(
    'At {home}, {C} {was} playing. {placeLine} Then {G} called, "Time to {doYouIt}!" {C} looked at {tool}. Then {C} looked at {G}. Oh no. Not {tool}.',
    'At {home}, {C} {was} busy playing with {cuddly} when {G} called out. "Time to {doYouIt}!" {placeLine} {C} looked at {tool} and groaned. It was the same every single time. {C} knew exactly what was coming, and {C} did not like it one bit.',
    'At {home}, it was a normal {timeWord}, and {C} {was} halfway through an important game with {cuddly}. Then {G} said the words {C} had been hoping not to hear: "Time to {doYouIt}." {placeLine} {C} looked at {tool} the way you might look at a cold plate of something you never ordered. Not again.',
    'It was a normal {timeWord} at {home}. {C} {was} deep in the middle of something far more interesting when {G} announced, "Time to {doYouIt}." {placeLine} {C} glanced at {tool} and sighed so loudly that nobody could miss it. They had done this a hundred times. It had gone badly about ninety of them.',
  ),
};

const PROBLEM: SceneSpec = {
  text: band(
    '{C} said, "No!" {C} wiggled. {C} squirmed. {C} turned away from {tool}. "No, no, no!" {G} waited. {G} asked again. {C} flopped like a noodle. {tool} just sat there. Nothing got done.',
    '"No!" {C} said, and wriggled away. {G} asked nicely. {C} squirmed and flopped and turned {their} face away from {tool}. {G} asked again, and {C} said no again, louder. Everything stopped. Nobody could do anything else until the job was done, and the job was not getting done at all.',
    '"I don\'t want to!" {C} said, and slid out of reach. {G} asked nicely, then explained why it mattered, then asked nicely again. {C} wriggled, flopped and twisted away from {tool} every time. Minutes ticked by. The job itself only took a moment, but the arguing about it was taking forever, and everybody was getting crosser.',
    '"Do I have to?" {C} asked, which was less a question than the opening move in a long negotiation. {G} explained, patiently, why it had to happen. {C} explained, less patiently, why it didn\'t. Then came the wriggling, the going floppy and the sudden need to do something else first. Ten minutes later, {tool} was still waiting and nobody was having a good time.',
  ),
};

const FEELING: SceneSpec = {
  text: band(
    "{C} felt {feeling}. {whyHard} {C} did not want to stop playing. {C} crossed {their} arms. Hmph! {C} scowled at {tool}. {C's} face went all scrunchy.",
    "{C} felt {feeling}. {whyHard} And stopping a game to {doIt} felt so unfair. {C} crossed {their} arms tight and gave {tool} {their} grumpiest face. Part of {Cobj} knew it had to happen. The rest of {Cobj} did not care one bit.",
    "{C} felt {feeling}, with a prickly, stuck feeling underneath. {whyHard} Even the sight of {tool} made {Cobj} sigh. It felt like {doingIt} always came at the worst moment, right when something good was happening. {C} knew, somewhere inside, that it had to be done. But knowing that only made {Cobj} feel more stuck, not less.",
    "{C} felt {feeling}, and the annoying part was that {C} couldn't completely explain why. {whyHard} Even {tool} seemed to be looking at {Cobj} smugly. It was also the principle of the thing: nobody ever asked whether it was a good time. The whole business of {doingIt} felt like something that happened to {Cobj}, not something {they} did. That feeling made {Cobj} want to dig {their} heels in, even when {they} knew it was pointless.",
  ),
};

export const mustDoFrame: Frame = {
  id: "must-do",
  childTerms: "doing the must-do job: {doingIt}",
  strategy: {
    name: "{strategyName}",
    steps: ["Pick a buddy to watch and cheer", "{DoYou} while counting to ten", "Say “Done!” and choose the fun thing that comes next"],
    why: "Counting turns a job with no end into a short job with a finish line; a buddy to watch and a fun thing after it give the child something to look forward to instead of something to fight.",
    refrain: "{sound} One, two, three, all the way to ten!",
    toddlerSteps: ["{DoYou} and count to ten", "Say “Done!”"],
    smallFirstStep: "Count to three with {G} before you start",
  },
  titles: ["{name} and the {strategyName}", "{name} Gets It Done", "{name} Says Done!"],
  strategyScenes: [
    {
      text: band(
        '"It is called {strategyName}," said {H}. "First, pick a buddy." {C} picked {cuddly}. "Then we {doIt} and count. One, two, three, all the way to ten." {C} counted. "Then say Done!" {C} giggled. "Again!" said {C}. So they counted again. All the way to ten! {refrain}',
        '"It\'s called {strategyName}," said {H}. "First, you pick a buddy to watch you." {C} picked {theCuddly} and sat it where it could see. "Then you {doYouIt} while counting to ten, out loud. And at ten, you shout Done! and choose the fun thing that comes next." {C} liked the shouting part. Counting to ten did not sound very long at all.',
        '"It\'s called {strategyName}," {H} explained. "The hard part about a job like this is that it feels like it will go on forever. So you give it an end. You {doYouIt} while you count to ten, and at ten, it\'s done." {C} thought about that. "And the buddy?" "The buddy watches and cheers," said {H}. "And after Done, you choose the next fun thing." {C} picked {theCuddly} as buddy.',
        '"It\'s called {strategyName}," said {H}. "Here\'s the theory. A job with no ending feels enormous. First you pick a buddy to watch you, like {theCuddly}. A job that lasts exactly ten counts is tiny. So you {doYouIt}, counting to ten out loud, and the count is the finish line. Then you say Done, and you choose what comes next." {C} narrowed {their} eyes. "That\'s a trick." "Completely," agreed {H}. "A good one, though." {C} had to admit it made {doingIt} sound much shorter.',
      ),
    },
  ],
  talkAbout: [
    "What helped {name} get all the way to the end?",
    "What could help you when you {doYouIt}?",
    "What fun thing could come after a must-do job?",
    "Why do you think counting helped {name}?",
  ],
  episodes: [
    {
      id: "count-to-ten",
      moment: "{doingIt}",
      talkAbout: "Why did {doingIt} feel so hard?",
      scenes: {
        opening: OPENING,
        problem: PROBLEM,
        feeling: FEELING,
        stumble: {
          text: band(
            'Later, it was time again. {C} said, "{strategyName}!" {C} picked {theCuddly}. One, two... {C} stopped. {C} wiggled away. Oops! Only two. {tool} {objWas} still waiting. "Let\'s count all the way," said {G}.',
            'The next time {G} called, {C} remembered. "{strategyName}!" {C} picked {theCuddly} as buddy and started to count. "One, two, three..." But at four, {C} got distracted and wriggled away, and the counting stopped. "Oops," said {C}. "I only got to four." {tool} {objWas} still waiting. "Four is a start," said {G}.',
            'The next time, {C} tried it. {C} chose {theCuddly} as buddy and began to {doIt}, counting out loud. But around five, {C} started thinking about the game {they} had left, and the counting went fuzzy, and then {C} {was} off again, halfway through. "I lost count," {C} admitted, looking at {tool}. {G} smiled. "Then we start at one," {G} said.',
            'The next time, {C} gave it a go. Buddy chosen, counting started, job begun. It was going surprisingly well until about six, when {C\'s} brain wandered off to something more interesting and {their} body followed it. The job was left half done, and {tool} {objWas} still waiting. "In my defence six is nearly ten," said {C}. "It is," said {G}, trying not to laugh. "Shall we go for all ten?"',
          ),
        },
        success: {
          text: band(
            'So {C} tried again. {C} sat {theCuddly} where it could watch. {sound} One, two, three, four, five. Six, seven, eight, nine, ten! {C} shouted, "Done!" {goal} {refrain} {G} cheered. {C} grinned!',
            'So {C} tried again, all the way through. {C} picked {theCuddly} as buddy and started to count, nice and loud. {sound} "One, two, three, four, five, six, seven, eight, nine, ten!" {C} {didIt}, right to the end. {C} shouted, "Done!" {goal} {G} gave a big cheer, and {C} chose the next fun thing: a silly song.',
            'So {C} started again from one, and this time {C} kept going. Buddy ready. Counting out loud. {sound} By five, the job was nearly done. By ten, it was finished. {C} announced, "Done!" {goal} It had taken about a minute, much less than all that arguing ever had. {C} chose the next fun thing, and {G} grinned all the way through it.',
            'This time {C} added a twist of {their} own: a different silly voice for every number. That way {their} brain had something to do and couldn\'t wander off. A robot for one, a whisper for two, an opera singer for three. {sound} By the time the opera singer reached ten, the whole job was done, start to finish. "Done," {C} said, bowing. {goal} {G} applauded. It was the fastest it had ever gone.',
          ),
        },
        echo: {
          day: 1,
          text: band(
            'The next day, {G} said, "Time to {doYouIt}." {C} did not say no. {C} picked a buddy. {sound} One, two, three... all the way to ten. {C} said, "Done!" Easy peasy!',
            'The next day, when {G} said it was time to {doIt}, {C} didn\'t even groan. {C} picked a buddy, counted all the way to ten and shouted "Done!" {G} looked surprised, then very happy. {G} asked, "What\'s the fun thing next?" {C} had already decided.',
            'The next day, when it was time to {doIt} again, {C} got there first. "{strategyName}," {C} said, before {G} had even asked. Buddy, counting, done. The whole thing took less time than choosing which buddy to pick. {G} blinked. "Did that just happen?" {C} shrugged, as if it had always been that easy.',
            'The next day, {C} didn\'t wait to be asked. When the moment came to {doIt}, {C} picked a buddy and chose a voice for every number. {C} finished before {G} had even looked up. "Done," said {C}. {G} checked the clock, then looked at {name} as if {they} had done a magic trick. In a way, {C} supposed, {they} had.',
          ),
        },
      },
      // Another telling: hoping {G} forgets, "in a minute" and a choice refused, and a countdown like a rocket.
      alternates: [
        {
          opening: {
            text: band(
              'At {home}, {C} saw {tool}. Uh-oh! {C} knew what came next. {placeLine} {C} looked the other way. Maybe {G} would forget? "{name}!" called {G}. "Time to {doYouIt}!" {G} did not forget.',
              'At {home}, {C} spotted {tool} before {G} had said a single word, and knew exactly what it meant. {placeLine} Quick as a flash, {C} found something very important to do with {cuddly}. Maybe, if {C} looked busy enough, {G} would forget. "{name}!" called {G}. "Time to {doYouIt}." {G} had not forgotten.',
              'At {home}, {C} could tell it was coming before anyone said a word. {G} had that look, {tool} {objWas} waiting, and the {timeWord} had reached the part {C} liked least. {placeLine} {C} became suddenly very busy with {cuddly}, hoping to look too important to interrupt. "{name}," said {G}. "Time to {doYouIt}." The plan had not worked.',
              'At {home}, {C} had a theory: if you looked busy enough, grown-ups forgot things. {placeLine} So when {G} got that look and {tool} came into view, {C} became extremely busy with {cuddly}, frowning with concentration. "{name}," said {G}, not fooled for a second. "Time to {doYouIt}." The theory, like most of {C\'s} theories, needed more work.',
            ),
          },
          problem: {
            text: band(
              '"In a minute!" said {C}. {G} waited. "Now?" "No!" {C} hid {their} face in {theCuddly}. "Now, or after one song?" asked {G}. "Never!" said {C}. {tool} waited. {G} waited. Oh dear.',
              '"In a minute!" said {C}. A minute went by. "After this!" said {C}. {G} tried a choice: "Now, or after one song?" "Neither!" {C} shouted, and hid {their} face in {theCuddly}. {G} tried a race, then a silly voice, then a long, patient wait. Nothing worked. {tool} just waited too.',
              '"In a minute," said {C}, which turned into "After this," which turned into "Why do I always have to?" {G} offered a choice: now, or after one song. "Neither," said {C}, and hid {their} face in {theCuddly}. {G} tried a race, then a silly voice, then simply waiting. None of it worked. The job would have taken a minute. The standoff took twenty.',
              '"In a minute," said {C}. The minute ran out and was replaced by "After this," and then by a short speech about fairness. {G} tried the choice trick: now, or after one song? "I choose neither," said {C}, from behind {cuddly}. {G} tried a race, a silly voice and, finally, just waiting. The job itself took about a minute. The standoff took twenty, and nobody won.',
            ),
          },
          success: {
            text: band(
              'So {C} tried again. {theCuddly} went first, just pretend. Then it was {C\'s} turn. {C} counted like a rocket. Ten, nine, eight... three, two, one! {sound} "Done!" said {C}. {goal} {G} cheered.',
              'So {C} tried again, with a new idea. First {theCuddly} had a pretend go, while {C} counted. Then it was {C\'s} turn, and {C} counted backwards, like a rocket: "Ten, nine, eight, seven, six, five, four, three, two, one!" {sound} {C} {didIt}, all the way to blast-off. {goal} "Done!" {C} shouted, and chose the next fun thing: a rocket song.',
              'So {C} tried again, and changed the rules a little. First {theCuddly} had a pretend go, to show how easy it was. Then {C} counted backwards, from ten down to one, like a rocket launch, and {C} {didIt} while the numbers went down. {sound} By blast-off, the job was done. {goal} "Done," said {C}, and chose the next fun thing. {G} said it was the smoothest launch in history.',
              'This time {C} made one change. Counting up was fine, but counting down was a launch sequence, and nobody interrupts a launch sequence. {theCuddly} was appointed mission control. "Ten," {C} announced, in a very serious voice, and {C} {didIt} while the numbers went down. By three, it was nearly done. By one, it was over. {sound} {goal} "Launch successful," {C} reported. {G} saluted. The next fun thing, by order of mission control, was a snack.',
            ),
          },
        },
      ],
    },
    {
      // A hair wash (issue 22, H37): what makes it hard is water and soap in the eyes, so the plan keeps the
      // eyes dry (a dry cloth over them, the head tipped back to look up at a star on the ceiling, the water
      // poured from a cup behind the hairline) and a count tells the child when it ends. Every scene names the eyes.
      id: "hair-wash",
      when: (sit) => sit.frame === "must-do" && sit.thing?.key === "shampoo",
      moment: "hair-washing time",
      talkAbout: "What kept the water out of {name's} eyes?",
      ownOnly: ["feeling", "stumble", "echo"],
      titles: ["{name} and the Dry Eyes Hair Wash", "Look Up, {name}!", "{name} Looks at the Star"],
      talkAboutAll: [
        "Why did {name} hate hair-washing time?",
        "Where did {name} look while {G} poured the water?",
        "What could you hold over your eyes at bath time?",
      ],
      strategy: {
        name: "Cloth On, Look Up",
        steps: [
          "Hold a dry cloth over your eyes, tight",
          "Look up at the star on the ceiling, with your head tipped back",
          "Count to five while {G} pours the water from a cup, behind your head",
        ],
        why: "Water and soap running into the eyes sting, and a small child can't tell that it will stop. A dry cloth held over the eyes, the head tipped back to look up at something, and the water poured from a cup behind the hairline keep the eyes dry; counting tells the child when it ends.",
        refrain: "Cloth on, look up, the water goes behind!",
        toddlerSteps: ["Dry cloth on your eyes", "Look up at the star"],
        smallFirstStep: "Hold the dry cloth over your eyes while {G} wets just the ends of your hair",
      },
      scenes: {
        opening: {
          text: band(
            'At {home}, it was bath time. {placeLine} Splash, splash! {C} liked the bath. Then {G} got the cup. "Time to wash your hair!" Oh no. Not hair-washing. The water always got in {C\'s} eyes.',
            'At {home}, it was bath time, and {C} {was} happily splashing with {cuddly}. {placeLine} Then {G} picked up the plastic cup. "Time to wash your hair," said {G}. {C} stopped splashing. Hair-washing meant water in {their} eyes, every single time.',
            'At {home}, bath time had been going well: bubbles, boats and {cuddly} doing a diving show. {placeLine} Then {G} reached for the cup and the shampoo. "Hair time," said {G}. {C} went stiff. Hair-washing meant water running into {their} eyes, and eyes full of soapy water stung.',
            "At {home}, bath time was going perfectly well until {G} reached for the cup. {placeLine} {C} knew exactly what came next: the hair wash, and with it the water that always, somehow, found its way into {their} eyes. {C} slid down the bath, as far from the cup as a bath allows.",
          ),
        },
        problem: {
          text: band(
            '{G} poured the water. Splosh! It ran down {C\'s} face. Into {their} eyes! "Aaah!" {C} screamed. {C} rubbed {their} eyes. They stung! {G} wiped them fast. The hair was still soapy.',
            '{G} poured a cup of water over {C\'s} head. It ran down {their} forehead and straight into {their} eyes. "Aaah! My eyes!" {C} screamed, and rubbed them, which made the sting worse. {G} wiped {their} face quickly, but {C} {was} crying now, and the hair was still full of shampoo.',
            "{G} tipped the cup. The water ran over {C's} hair, down {their} forehead and into {their} eyes, soap and all. {C} screamed, scrunched {their} eyes shut and rubbed them, which only spread the sting. {G} wiped {their} face with a towel, but the hair wash had turned into a battle, and the shampoo was still in.",
            "{G} tipped the cup, and the water did what it always did: it ran down {C's} forehead and into {their} eyes, shampoo and all. {C} screamed, rubbed {their} eyes and made them worse. {G} grabbed a towel and wiped, but by then the hair wash was a shouting match, and half the shampoo was still in.",
          ),
        },
        feeling: {
          text: band(
            '{C} felt {feeling}. "I hate water in my eyes!" {C} cried. It stung! {G} held {Cobj} close. "Water in your eyes is horrid," said {G}. "It stings. I get it." Then {G} pointed up. A little star sticker shone on the ceiling. Hmm!',
            '{C} felt {feeling}. "I hate it!" {C} sobbed. "The water gets in my eyes!" {G} wrapped {Cobj} in a towel. "You\'re right," said {G}. "Water in your eyes stings. That\'s a real reason. Let\'s find a way to keep your eyes dry." {G} looked up at the little star sticker on the bathroom ceiling, and smiled.',
            '{C} felt {feeling}, and {their} eyes still stung. "The water always goes in my eyes," {C} said. "Every time." {G} nodded and held the towel round {Cobj}. "That\'s true," said {G}. "Soapy water stings. It isn\'t silly to hate that. What we need is a way to keep your eyes dry." {G} glanced up at the glow-in-the-dark star stuck on the bathroom ceiling, and had an idea.',
            '{C} felt {feeling}, and {their} eyes were still pink and stinging. "It always goes in my eyes," {C} said. "You always say it won\'t, and it always does." {G} didn\'t argue, because it was true. "Fair," said {G}. "Then we don\'t need you to be braver. We need your eyes to stay dry." {G} looked up at the old glow-in-the-dark star on the bathroom ceiling, thinking.',
          ),
        },
        stumble: {
          day: 1,
          text: band(
            'Next bath, {C} held the cloth. Eyes covered! Then {C} looked down. Oops! Water ran in. "Look up!" said {G}. {C} looked up at the star. Better!',
            'At the next bath, {C} held the dry cloth over {their} eyes. Good! But when {G} poured, {C} looked down at the bubbles, and a trickle ran under the cloth. "Ow!" "Look up at the star," said {G}. {C} tipped {their} head back. The next cup went behind.',
            'At the next bath, {C} pressed the dry cloth over {their} eyes, just right. But when the cup came, {C} ducked forward to look at the bubbles, and a trickle ran under the cloth. "Ow!" {G} stopped. "Head back. Look at the star." {C} tipped {their} head back, and the next cup of water went where it should: behind.',
            'At the next bath, the cloth part went perfectly. Then, halfway through the rinse, {C} leaned forward to check on a boat, and a trickle of soapy water slid under the cloth. "Ow! The boat distracted me." "Star, not boat," said {G}. {C} tipped {their} head back, and the rest of the water went behind, as advertised.',
          ),
        },
        success: {
          text: band(
            "Then {C} tried again. Cloth on! Head back. {C} looked up at the star. {G} poured from the cup. One, two, three, four, five! The water went behind. Dry eyes! {refrain} {C} grinned.",
            'So {C} tried again. Cloth on, tight over {their} eyes. Head back, looking up at the star on the ceiling. {G} poured the water from the cup, slowly, behind {their} head, while they counted to five together. Not one drop went in {C\'s} eyes. "Done!" said {G}. Clean hair, dry eyes!',
            "So {C} tried again: dry cloth pressed over {their} eyes, head tipped back, looking up at the star. {G} poured slowly from the cup, right at the back of {their} head, and they counted together. One, two, three, four, five. The water ran down {their} back, not {their} face. {C} took the cloth away and blinked. Dry eyes. Clean hair. Done.",
            'So they tried again. Cloth on, head back, eyes on the star. {G} poured from the cup at the back of {C\'s} head while {C} counted out loud, a little faster than necessary. Five cups, five counts, zero drops in the eyes. {C} lowered the cloth and blinked, suspicious. Then delighted. "That," said {C}, "is how hair-washing should always have been."',
          ),
        },
        echo: {
          day: 2,
          text: band(
            'Next bath, {C} held out a hand. "Cloth, please!" Cloth on. Look up. Splosh, behind! Not one drop in {C\'s} eyes. {C} laughed.',
            'At the next bath, {C} asked for the cloth before {G} even picked up the cup. "Cloth on, look up!" {C} said, and found the star. The water went behind, and {C\'s} eyes stayed dry. Afterwards {C} even washed the ears of {theCuddly}, very carefully, eyes covered.',
            'At the next bath, {C} {was} ready before {G} was: cloth in hand, head already tipped back, eyes on the star. "You can start," {C} announced. Not a drop got in {their} eyes. Afterwards {C} gave {theCuddly} a hair wash too, with a tiny cloth over its eyes, because fair is fair.',
            'At the next bath, {C} ran the whole thing like a pilot\'s checklist. Cloth: on. Head: back. Eyes: on the star. "Cleared for rinsing," {C} told {G}. Not one drop reached {their} eyes. {C} then insisted on giving {theCuddly} the same treatment, with a very small cloth.',
          ),
        },
      },
    },
    {
      // Teeth take two minutes, not a count of ten: the brushing song (or a timer) is the finish line.
      id: "brushing-song",
      moment: "{doingIt}",
      talkAbout: "Why did {doingIt} feel so hard?",
      strategy: {
        name: "{strategyName}",
        steps: [
          "Pick the brushing song, or set the timer",
          "Brush the top, the bottom, the front and the back until the song ends",
          "Say “Done!” and choose the fun thing that comes next",
        ],
        why: "Teeth need about two minutes of brushing. A song or a timer that runs for two minutes gives the job a finish line the child can hear, so it stops feeling endless, and a fun thing after it gives something to look forward to.",
        refrain: "{sound} Top and bottom, front and back, right to the end of the song!",
        toddlerSteps: ["Brush while the song plays", "Say “Done!” when it stops"],
        smallFirstStep: "Hum the brushing song with {G} before you start",
      },
      scenes: {
        opening: OPENING,
        problem: PROBLEM,
        feeling: FEELING,
        stumble: {
          text: band(
            'Later, it was time again. {C} said, "Song!" {G} started the brushing song. Brush, brush... {C} stopped. {C} ran off! The song was still playing. "Back you come," said {G}. "The song isn\'t done."',
            'The next time {G} called, {C} remembered. {G} started the brushing song, and {C} began to brush. Top teeth, bottom teeth... But halfway through, {C} got bored and wandered off, with the song still playing. "Oops," said {C}. "The song\'s not finished." "Half a song is a start," said {G}.',
            'The next time, {C} tried it. {G} set the brushing song going, and {C} brushed the top and the bottom. But by the middle of the song, {C} started thinking about the game {they} had left, the brushing went slow, then stopped, and then {C} {was} off again. "I lost the song," {C} admitted. {G} smiled. "Then we start it again," {G} said.',
            'The next time, {C} gave it a go. Song on, brush in, top teeth first. It was going surprisingly well until the second verse, when {C\'s} brain wandered off to something more interesting and {their} feet followed it. "In my defense, that song has a lot of verses," said {C}. "It does," said {G}, trying not to laugh. "Shall we go to the very end?"',
          ),
        },
        success: {
          text: band(
            'So {C} tried again. {G} started the song. Top teeth. Bottom teeth. Front and back. {sound} The song went on and on, and {C} brushed and brushed. The song stopped. "Done!" {goal} {G} cheered. {C} grinned!',
            'So {C} tried again, all the way through. {G} started the brushing song, and {C} brushed the top, then the bottom, then the front and the back. {sound} {C} kept brushing right to the last note of the song. "Done!" {C} shouted. {goal} {G} gave a big cheer, and {C} chose the next fun thing: a silly story.',
            'So {C} started the song again, and this time {C} kept going. Top, bottom, front, back, and round again. {sound} The song felt long at first, then not so long, and then it was over. "Done!" {C} announced, foamy and proud. {goal} It had taken one song, much less than all that arguing ever had, and {G} grinned all the way through it.',
            'This time {C} added a twist of {their} own: a different part of the mouth for every verse, and a silly dance move whenever the chorus came round. That way {their} brain had something to do and couldn\'t wander off. {sound} When the last note faded, every tooth had had its turn. "Done," {C} said, bowing. {goal} {G} applauded. It was the smoothest brushing in history.',
          ),
        },
        echo: {
          day: 1,
          text: band(
            'The next day, {G} said, "Teeth time!" {C} did not say no. {C} picked the song. {sound} Brush, brush, all the way to the end. "Done!" Easy peasy!',
            'The next day, when {G} said it was time to {doIt}, {C} didn\'t even groan. {C} picked the brushing song and brushed all the way to the end of it. "Done!" {G} looked surprised, then very happy. "What\'s the fun thing next?" {C} had already decided.',
            'The next day, when it was time to {doIt} again, {C} got there first. "Brushing song," {C} said, before {G} had even asked. Song on, brush in, right to the end. {G} blinked. "Did that just happen?" {C} shrugged, as if it had always been that easy.',
            'The next day, {C} didn\'t wait to be asked. {C} started the brushing song and had a dance move ready for every chorus. By the last note, every tooth was done. "Done," said {C}. {G} looked at {name} as if {they} had done a magic trick. In a way, {C} supposed, {they} had.',
          ),
        },
      },
    },
  ],
};
