import { schoolTummy } from "../action";
import { band, type Frame, type FrameEpisode } from "./types";

/**
 * A tummy ache on school (or daycare) mornings: the worry the body feels first (R11). At home, in the
 * morning: the ache, the grown-up checking (no fever), the worry found under it, the Tummy Talk (hand on
 * the tummy and name it, three balloon breaths, say the worry and one good thing), and the child going
 * in with the tummy still a little wobbly. {goodbyePlace} is the parent's word ("school", "daycare").
 */
const TUMMY_WORRY: FrameEpisode = {
  id: "tummy-worry",
  when: (_sit, s) => schoolTummy(s),
  moment: "the morning before {goodbyePlace}",
  talkAbout: "How did the Tummy Talk help {name}?",
  ownOnly: ["feeling", "stumble"],
  strategy: {
    name: "the Tummy Talk",
    steps: [
      "Put a hand on your tummy and say, “My tummy feels worried”",
      "Take three slow balloon breaths",
      "Tell {G} the worry, and one good thing about today",
    ],
    why: "A tummy ache on school mornings is often a worry the body feels before the child has words for it. Naming it, slow breaths and saying the worry aloud give a grown-up something to help with. See a doctor if it is severe or comes at weekends too.",
    refrain: "Hand on my tummy, breathe in slow, say the worry, off I go.",
    toddlerSteps: ["Hand on tummy: “Worried tummy!”", "Three balloon breaths"],
    smallFirstStep: "Put a hand on your tummy and say, “My tummy feels worried”",
  },
  titles: ["{name} and the Tummy Talk", "{name} and the Worried Tummy", "What {name's} Tummy Said"],
  talkAboutAll: [
    "What was {name's} tummy trying to say?",
    "Where in your body do you feel a worry?",
    "What is one good thing about your day tomorrow?",
    "Who can you tell when your tummy feels worried?",
  ],
  scenes: {
    opening: {
      time: "morning",
      text: band(
        'One morning, at {home}, it was nearly time for {goodbyePlace}. {G} put out the cereal. {C} did not eat. {C} held {their} tummy. "Tummy hurts," said {C}.',
        'One morning, at {home}, it was nearly time to go to {goodbyePlace}. {G} put out breakfast, but {C} didn\'t eat a thing. {C} sat very still, holding {their} tummy. "My tummy hurts," {C} said. "I can\'t go to {goodbyePlace} today."',
        'One morning, at {home}, it was nearly time to leave for {goodbyePlace}, and {C} came down to breakfast slowly. {C} pushed the cereal round the bowl and didn\'t eat any. "My tummy hurts," {C} said. "I think I\'m sick." It was the third morning in a row.',
        'One morning, at {home}, it was nearly time to leave for {goodbyePlace}, and {C} arrived at breakfast looking pale and tragic. {C} pushed the cereal round the bowl without eating any. "My tummy hurts," {C} announced. "I might be sick. I definitely can\'t go to {goodbyePlace}." {G} noticed it was the third morning in a row.',
      ),
    },
    problem: {
      text: band(
        '{G} held up {their} coat. "Time to go!" {C} flopped on the floor. "No! Tummy hurts!" {C} cried. {G} felt {C\'s} head. Not hot. {G} waited. Tick, tock went the clock. Oh no! Late again.',
        "When it was time to get ready, {C} wouldn't move. \"My tummy hurts too much,\" {C} cried. {G} felt {C's} forehead. It was cool. {G} sat down beside {Cobj} and waited. The minutes ticked by, and by the time {C} got up, {late}.",
        "When it was time to get ready, {C} wouldn't budge. \"I can't go. My tummy really hurts.\" {G} felt {C's} forehead: cool. No fever. {G} knelt down and rubbed {C's} back. The minutes ticked away, and by the time {C} would get up, {late}.",
        'When it was time to get ready, {C} stayed exactly where {they} {was}. "It really hurts," {C} said, and it did; that was the confusing part. {G} checked {C\'s} forehead: cool. No fever, no sniffles. {G} sat down on the floor too. The minutes went by, and once again {late}.',
      ),
    },
    feeling: {
      text: band(
        '{C} felt {feeling}. {C\'s} tummy felt tight, like a knot. {G} sat close. "Is your tummy worried?" asked {G}. {C} did not know. Maybe.',
        '{C} felt {feeling}. {C\'s} tummy was tight and twisty, like a knot in a shoelace, and {C} didn\'t know why. {G} sat close. "Sometimes," said {G}, "a tummy hurts when we\'re worried about something." {C} thought about that.',
        '{C} felt {feeling}, although {C} wouldn\'t have called it that. It just felt like a tummy ache: tight and twisty, and worse the nearer it got to {goodbyePlace}. {G} sat close. "Tummies sometimes hurt when there\'s a worry inside," {G} said gently. "Is there something about {goodbyePlace}?" {C} shrugged. That meant maybe.',
        '{C} felt {feeling}, though from the inside it only felt like a tummy ache: real, tight and twisty, and worse the closer it got to the door. {G} sat close and didn\'t say "You\'re fine," which {C} appreciated. "Tummies are clever," {G} said. "Sometimes they feel a worry before we\'ve found the words for it." {C} didn\'t answer. But {C} didn\'t disagree, either.',
      ),
    },
    stumble: {
      day: 1,
      time: "morning",
      text: band(
        'Next morning, {C\'s} tummy hurt again. {C} put a hand on it. "Worried tummy!" Good! But then {C} cried and forgot the breaths. {G} breathed with {Cobj}. In, out. A bit better.',
        'The next morning, the tummy ache came back at breakfast. {C} remembered the first part and put a hand on {their} tummy. "My tummy feels worried." But then the worry got bigger, and {C} forgot the breaths and cried instead. {G} breathed slowly, and {C} copied, a bit. "You named it," said {G}. "That\'s a start."',
        'The next morning, the ache turned up at breakfast, right on time. {C} put a hand on {their} tummy and said, "My tummy feels worried." Then the worry grew, and the breathing and the telling went right out of {their} head. {C} cried, and they were a bit late again. "You named it," said {G}, on the way. "Naming it is the hardest part."',
        'The next morning, the ache arrived at breakfast like a bus that is always on time. {C} put a hand on {their} tummy. "My tummy feels worried," {C} said, feeling slightly ridiculous. Then the worry swelled, and the rest of the plan vanished. There were tears, and they were late again. "You named it," {G} said on the way. "Most grown-ups can\'t do that."',
      ),
    },
    success: {
      day: 2,
      time: "morning",
      text: band(
        'Then one morning, {C\'s} tummy felt worried again. {C} put a hand on it. "Worried tummy." Three balloon breaths. In, out. In, out. In, out. "I miss you at {goodbyePlace}," said {C}. {G} gave a big hug. "I always come back." {C} nodded. The tummy felt smaller. Off they went!',
        'Two days later, the worried tummy came again. This time {C} did the whole Tummy Talk. Hand on tummy: "My tummy feels worried." Three slow balloon breaths. Then {C} told the worry: "What if nobody plays with me?" {G} listened. "Let\'s ask your teacher to help you find someone," {G} said. "And one good thing today?" "Painting," said {C}. The tummy still felt a little wobbly, but it came along, and they were on time.',
        'Two days later, the ache came again at breakfast, and this time {C} {was} ready. Hand on tummy: "My tummy feels worried." Three slow balloon breaths. Then {C} said the worry out loud for the first time: "What if I get the spelling test wrong and everyone sees?" {G} listened properly, without saying "don\'t be silly." "Then you\'ll get some wrong, and your teacher will help," said {G}. "And one good thing?" {C} thought. "Art after lunch." The tummy was still a bit wobbly, but it came too. They were on time.',
        'Two days later, the ache turned up at breakfast again. This time {C} ran the Tummy Talk properly. Hand on tummy. "My tummy feels worried." Three slow breaths. Then the hard part: the actual worry, out loud. "There\'s a group project, and I never know where to sit." {G} didn\'t rush to fix it, which helped. "That sounds hard," {G} said. "Shall I ask your teacher who you\'re with?" {C} nodded. "And one good thing?" "Football at lunch." The tummy didn\'t vanish, but it shrank to something {C} could carry. They left on time.',
      ),
    },
    echo: {
      day: 2,
      time: "afternoon",
      text: band(
        'After {goodbyePlace}, {C} ran to {G}. "Tummy was okay!" {C} said. "Only a bit worried." {C} did the hand and the breaths, to show. {G} clapped. Hooray!',
        'That afternoon, {C} came home from {goodbyePlace} holding a wet painting. "My tummy got worried at snack time," {C} reported. "So I did the hand and the breaths." {G} was very impressed. The painting went on the fridge.',
        'That afternoon, back at {home}, {C} had news. "My tummy got worried before the spelling test. I did the Tummy Talk under the table, so nobody saw." "How did it go?" asked {G}. "I got seven right," said {C}. "And the tummy went quiet after."',
        'That afternoon, back at {home}, {C} reported on the day. The group project had been fine. Mostly. "My tummy went again at lunch," {C} said, "but I named it, and it sort of sat down." "Sat down?" said {G}. "Like a dog that\'s been told it\'s a good dog." {G} laughed so much that the tea went cold.',
      ),
    },
  },
};

/** Saying goodbye: drop-off at the school gate or daycare, a grown-up going to work. */
export const goodbyeFrame: Frame = {
  id: "goodbye",
  childTerms: "saying goodbye at {P}",
  strategy: {
    name: "Squeeze, Wave, Go",
    steps: ["Three hand squeezes that mean “I love you”", "One big wave", "Go and find the first fun thing"],
    why: "A short goodbye that is the same every time tells the child what happens next; the squeezes carry the love along, and a first fun thing gives the child somewhere to go.",
    refrain: "Squeeze, squeeze, squeeze, a great big wave, and off I go.",
    toddlerSteps: ["Three squeezes", "One big wave"],
    smallFirstStep: "Three hand squeezes at the door",
  },
  titles: ["{name} and the Goodbye Squeeze", "Squeeze, Wave, Go, {name}", "{name} Waves and Goes"],
  strategyScenes: [
    {
      text: band(
        '"It is Squeeze, Wave, Go," said {H}. "Three squeezes. They mean I love you." {G} squeezed {name\'s} hand. One, two, three. "Then one big wave. Then go find a fun thing!" {C} waved a big wave. Then they did it again. Squeeze, squeeze, squeeze. Wave! Go! {C} knew every part. {refrain}',
        '"It\'s called Squeeze, Wave, Go," said {H}. "First, {G} squeezes your hand three times. Each squeeze means I love you." {G} squeezed, one, two, three. "Then you give one great big wave. And then you go and find the first fun thing." {C} squeezed back, three times. The love part stayed in {their} hand, warm and tingly.',
        '"It\'s called Squeeze, Wave, Go," {H} explained. "Goodbyes feel hardest when they go on and on. So you make it short and the same every time. Three squeezes that mean I love you. One big wave. Then you go and find the first fun thing, straight away." {G} squeezed {name\'s} hand three times, and {C} squeezed back. "The squeezes come with you," {G} said.',
        '"It\'s called Squeeze, Wave, Go," said {H}. "Long goodbyes are like pulling off a bandage slowly. So you make it short and predictable. Three squeezes, meaning I love you. One wave. Then you head straight for the first good thing, and you don\'t look back until you get there." {C} tested the squeezes on {G}. "And the squeezes stay," said {G}. "All day. That\'s the rule."',
      ),
    },
  ],
  talkAbout: [
    "What do the three squeezes mean?",
    "What was the first fun thing {name} found?",
    "How do you feel when you say goodbye?",
    "What could your first fun thing be?",
  ],
  episodes: [
    {
      id: "squeeze-wave-go",
      moment: "saying goodbye at {goodbyePlace}",
      talkAbout: "Why do you think goodbyes felt hard for {name}?",
      scenes: {
        opening: {
          text: band(
            "One morning, {C} and {G} walked to {goodbyePlace}. {placeLine} {C} held {G's} hand. Tight, tight. Other children ran in. {C} did not run. {C} held on.",
            "One morning, {C} and {G} walked from {home} to {goodbyePlace}. {placeLine} {C} carried {their} backpack and held {G's} hand very tight. Other children were running in, laughing. {C} walked slower and slower, the closer they got to the door.",
            "One morning, {C} and {G} set off from {home} to {goodbyePlace}. {placeLine} {C} held {G's} hand and didn't let go, not even to point at a dog. The closer they got, the slower {C} walked, until {G} was almost pulling {Cobj} along. {C} could already feel the goodbye coming.",
            "One morning, {C} and {G} walked from {home} to {goodbyePlace}, as they did most mornings. {placeLine} {C} had been quiet since breakfast. The nearer they got, the slower {C} walked, as if {they} could make the morning last longer by stretching the walk. {G} noticed but didn't say anything. They both knew what was coming.",
          ),
        },
        problem: {
          text: band(
            '"Bye-bye," said {G} at {goodbyePlace}. {C} cried, "No!" {C} held on to {G\'s} leg. {C} cried and cried. {C} would not let go. The teacher waited. {G} waited. {C} held on tighter.',
            '"Bye-bye, sweetheart," said {G}. {C} cried, "No! Don\'t go!" {C} grabbed {G\'s} coat with both hands. The teacher came over with a smile, but {C} wouldn\'t let go. {C} cried harder and harder, and the goodbye went on and on, until everyone was sad.',
            "When it was time to say goodbye, {C} couldn't. {C} grabbed {G's} coat and held on, crying. {G} knelt down and hugged {Cobj}, then tried to leave, then came back for another hug, then tried again. The teacher waited kindly. The goodbye went on for ages, and it got harder every time {G} turned to go.",
            "At the door, the goodbye started and then refused to end. {C} held on to {G's} sleeve. {G} hugged {Cobj}, stood up, got pulled back for another hug, stood up again. The teacher hovered kindly. Each round made the next one harder. By the fifth hug, {C} {was} crying properly and {G} was late, and neither of them felt any better.",
          ),
        },
        feeling: {
          text: band(
            "{C} felt {feeling}. {C's} tummy felt funny. {C} wanted {G}. Only {G}! Would {G} come back? {G} always did. But it felt so long.",
            "{C} felt {feeling}. {C's} tummy felt tight, and {their} eyes kept filling up. {C} knew {G} always came back. But a whole day felt like such a long time, and {goodbyePlace} felt so big without {G} in it.",
            "{C} felt {feeling}. {C} knew, really, that {G} always came back at the end of the day. But knowing didn't stop the feeling. A whole day without {G} felt enormous, and {C} didn't know how to start it. Holding on felt safer than letting go.",
            "{C} felt {feeling}, and a little embarrassed about it, which didn't help. {C} knew perfectly well that {G} came back every single day. The sensible part of {their} brain could even tell you the exact time. But the feeling didn't care about facts. It only cared that, right now, {G} was about to walk away.",
          ),
        },
        stumble: {
          day: 1,
          time: "morning",
          text: band(
            'The next day, at {goodbyePlace}, {G} squeezed. One, two, three. {C} waved! But then {C} did not go. {C} ran back to {G}. More hugs. Oops! "Go find a fun thing," said {G}. {C} sniffed.',
            'The next morning, at {goodbyePlace}, they tried it. Three squeezes, one big wave. But instead of going, {C} ran back for one more hug, and then another, and the goodbye got long again. "I forgot the go part," {C} sniffed. {G} smiled. "The go part is the trickiest. Let\'s find the fun thing first next time."',
            'The next morning, they tried it. The squeezes went well. The wave was huge. But then {C} just stood there, not knowing where to go, and the sad feeling caught up. {C} ran back for another hug, then another. "I didn\'t know where to go," {C} said. {G} nodded. "Tomorrow, let\'s choose your first fun thing on the walk."',
            'The next morning, they tried it. Squeezes: excellent. Wave: enthusiastic. Go: not so much. {C} stood frozen, with no idea where to go, and the feeling came flooding back, and there was another round of hugging. "Two out of three," {C} said miserably. "The go part is the hard one," said {G}. "So let\'s plan it. Where\'s the first fun thing, tomorrow?"',
          ),
        },
        success: {
          day: 2,
          time: "morning",
          text: band(
            "Next day, {C} had a plan. The paints! Squeeze, squeeze, squeeze. A great big wave. Then {C} went to the paints! Off {C} went. {refrain} {G} waved back. {C} painted a big sun.",
            "The next morning, {C} chose the first fun thing on the walk: the paint table. At {goodbyePlace}, {G} squeezed {name's} hand three times, and {C} squeezed back. Then one great big wave. Then {C} turned and walked straight to the paint table, without looking back. {C} painted a big yellow sun. The squeezes stayed warm in {their} hand all day.",
            "The next morning, {C} planned it on the walk: first fun thing, the paint table. At {goodbyePlace}, three squeezes. One enormous wave. Then {C} turned and walked straight to the paints, and picked up a brush before the sad feeling could catch up. It came, a little. But {C} {was} busy painting, and {C} could still feel the squeezes in {their} hand.",
            "The next morning, {C} planned the go part on the walk, and added an idea of {their} own: a secret job. {C} would paint a picture for {G}, to hand over at pick-up. Three squeezes at {goodbyePlace}. One wave. Then {C} walked straight to the paints with a mission. The sad feeling turned up, as expected, but it had to wait, because {C} {was} busy deciding between blue and green for the sky.",
          ),
        },
        echo: {
          day: 2,
          time: "afternoon",
          text: band(
            'In the afternoon, {G} came back. Just like always! {C} ran to {G}. Hug! "I did Squeeze, Wave, Go," said {C}. {C} gave {G} a painting from the day. {G} loved it.',
            'In the afternoon, {G} came back, right on time, just like always. {C} ran over with a painting from the day. "I did Squeeze, Wave, Go," {C} said proudly. "And the squeezes stayed all day." {G} laughed and squeezed {name\'s} hand three more times.',
            'In the afternoon, {G} came back through the gate, right on time, exactly as promised. {C} ran over with a painting from the day. "I did the whole thing," {C} said. "And I only felt sad for a little bit." {G} hugged {Cobj}. "I felt the squeezes all day too," {G} said.',
            'In the afternoon, {G} appeared at pick-up exactly when {G} had said {G} would, which {C} noted with a quiet satisfaction. {C} handed over a painting, slightly crumpled. "Squeeze, wave, go," {C} reported. "All three parts. The go part took about two seconds." {G} admired the painting properly, then asked for the whole story, and {C} told it all the way home.',
          ),
        },
      },
      // Another telling: a happy walk that stops at the door, running back to hold on after the coat is hung up, and the squeezes given first.
      alternates: [
        {
          opening: {
            text: band(
              "One morning, {C} jumped all the way to {goodbyePlace}. Jump! Jump! {placeLine} Then {C} saw the door. {C} stopped jumping. {C} took {G's} hand. Tight, tight.",
              "That morning started well. On the walk from {home} to {goodbyePlace}, {C} jumped over every crack and counted three red cars. {placeLine} Then {C} saw the door, and the teacher waiting by it, and {their} feet stopped jumping. {C} slid a hand into {G's} hand and held on.",
              "That morning had started well. On the walk from {home} to {goodbyePlace}, {C} hopped over every crack, spotted a cat on a wall and told {G} a long joke with no ending. {placeLine} Then the door came into view, with the teacher standing beside it, and the hopping stopped. {C} went quiet and took {G's} hand.",
              "That morning had gone surprisingly well. On the walk from {home} to {goodbyePlace}, {C} had avoided every crack in the sidewalk and told {G} a joke that was mostly middle. {placeLine} Then the door came into view, and the teacher beside it, and {C's} mood dropped like a stone down a well. The joke stopped halfway. {C} took {G's} hand and said nothing at all.",
            ),
          },
          problem: {
            text: band(
              '{C} hung up {their} coat. "Bye-bye!" said {G}. Then {C} ran. {C} held {G\'s} leg. Tight! "Don\'t go!" {C} cried and cried. The teacher held out a hand. {C} hid {their} face.',
              "{C} hung up {their} coat, and for a moment it was fine. Then {G} said, \"Bye-bye, see you later,\" and turned to go. {C} ran back and wrapped both arms around {G's} leg. \"Don't go! Don't go!\" The teacher knelt down and held out a hand. {C} pressed {their} face into {G's} jeans and cried.",
              "{C} hung up {their} coat and put {their} bag away, and for a minute it looked as if today might be easy. Then {G} said goodbye and stepped toward the door. {C} shot across the room and wrapped both arms around {G's} leg. \"Don't go!\" The teacher knelt beside them and offered a hand. {C} only held on tighter, crying into {G's} jeans.",
              "{C} hung up {their} coat, put {their} bag in the right place and even said good morning to the teacher. It looked, briefly, like a normal day. Then {G} said goodbye and turned for the door, and {C} crossed the room at a speed nobody knew {they} had. Both arms went around {G's} leg, locked tight. The teacher knelt and offered a hand. {C} ignored it completely and cried into {G's} jeans.",
            ),
          },
          success: {
            day: 2,
            time: "morning",
            text: band(
              "Next day, {C} chose the fish. Feed the fish! At {goodbyePlace}, {C} squeezed first. One, two, three. A great big wave. Then {C} went to the fish. {refrain} The fish ate every bit!",
              "The next morning, on the walk, {C} chose the first fun thing: feeding the class fish. At {goodbyePlace}, {C} did something new. {C} squeezed first, three times, before {G} could. {G} squeezed back. Then one great big wave, and {C} walked straight to the fish tank. The fish swam up to say hello, and {C} forgot to look back.",
              "The next morning, on the walk, {C} chose the first fun thing: feeding the class fish, which was {their} job that week. At {goodbyePlace}, {C} didn't wait for {G}. {C} gave the three squeezes first, and got three back. Then one huge wave, and straight to the fish tank. The sad feeling did come, a little, but the fish were hungry, and somebody had to be in charge.",
              "The next morning, on the walk, {C} chose the first fun thing: the class fish, which {C} {was} in charge of feeding that week. Then {C} tried a small experiment of {their} own. At {goodbyePlace}, {C} gave the three squeezes first, before {G} could, so that {C} {was} the one doing the goodbye. Three squeezes came back. One wave. Then straight to the fish tank. The sad feeling turned up on time, but it found {Cobj} busy counting fish flakes, and it had to wait.",
            ),
          },
        },
      ],
    },
    TUMMY_WORRY,
  ],
};
