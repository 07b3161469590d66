import { band, type Frame } from "./types";

/** Saying goodbye: drop-off at the school gate or daycare, a grown-up going to work. */
export const goodbyeFrame: Frame = {
  id: "goodbye",
  childTerms: "saying goodbye at {P}",
  strategy: {
    name: "Squeeze, Wave, Go",
    steps: ["Three hand squeezes that mean “I love you”", "One big wave", "Go and find the first fun thing"],
    why: "A short goodbye that is the same every time tells the child what happens next; the squeezes carry the love along, and a first fun thing gives the child somewhere to go.",
    refrain: "Squeeze, squeeze, squeeze, a great big wave, and off I go.",
  },
  titles: ["{name} and the Goodbye Squeeze", "Squeeze, Wave, Go, {name}", "{name} Waves and Goes"],
  strategyScenes: [
    {
      text: band(
        "\"It is Squeeze, Wave, Go,\" said {H}. \"Three squeezes. They mean I love you.\" {G} squeezed {name's} hand. One, two, three. \"Then one big wave. Then go find a fun thing!\" {C} waved a big wave. {refrain}",
        "\"It's called Squeeze, Wave, Go,\" said {H}. \"First, {G} squeezes your hand three times. Each squeeze means I love you.\" {G} squeezed, one, two, three. \"Then you give one great big wave. And then you go and find the first fun thing.\" {C} squeezed back, three times. The love part stayed in {their} hand, warm and tingly.",
        "\"It's called Squeeze, Wave, Go,\" {H} explained. \"Goodbyes feel hardest when they go on and on. So you make it short and the same every time. Three squeezes that mean I love you. One big wave. Then you go and find the first fun thing, straight away.\" {G} squeezed {name's} hand three times, and {C} squeezed back. \"The squeezes come with you,\" {G} said.",
        "\"It's called Squeeze, Wave, Go,\" said {H}. \"Long goodbyes are like pulling off a bandage slowly. So you make it short and predictable. Three squeezes, meaning I love you. One wave. Then you head straight for the first good thing, and you don't look back until you get there.\" {C} tested the squeezes on {G}. \"And the squeezes stay,\" said {G}. \"All day. That's the rule.\"",
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
            "\"Bye-bye,\" said {G} at {goodbyePlace}. {C} cried, \"No!\" {C} held on to {G's} leg. {C} cried and cried. {C} would not let go. The teacher waited. {G} waited. {C} held on tighter.",
            "\"Bye-bye, sweetheart,\" said {G}. {C} cried, \"No! Don't go!\" {C} grabbed {G's} coat with both hands. The teacher came over with a smile, but {C} wouldn't let go. {C} cried harder and harder, and the goodbye went on and on, until everyone was sad.",
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
            "The next day, at {goodbyePlace}, {G} squeezed. One, two, three. {C} waved! But then {C} did not go. {C} ran back to {G}. More hugs. Oops! \"Go find a fun thing,\" said {G}. {C} sniffed.",
            "The next morning, at {goodbyePlace}, they tried it. Three squeezes, one big wave. But instead of going, {C} ran back for one more hug, and then another, and the goodbye got long again. \"I forgot the go part,\" {C} sniffed. {G} smiled. \"The go part is the trickiest. Let's find the fun thing first next time.\"",
            "The next morning, they tried it. The squeezes went well. The wave was huge. But then {C} just stood there, not knowing where to go, and the sad feeling caught up. {C} ran back for another hug, then another. \"I didn't know where to go,\" {C} said. {G} nodded. \"Tomorrow, let's choose your first fun thing on the walk.\"",
            "The next morning, they tried it. Squeezes: excellent. Wave: enthusiastic. Go: not so much. {C} stood frozen, with no idea where to go, and the feeling came flooding back, and there was another round of hugging. \"Two out of three,\" {C} said miserably. \"The go part is the hard one,\" said {G}. \"So let's plan it. Where's the first fun thing, tomorrow?\"",
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
            "In the afternoon, {G} came back. Just like always! {C} ran to {G}. Hug! \"I did Squeeze, Wave, Go,\" said {C}. {C} gave {G} a painting. {G} loved it.",
            "In the afternoon, {G} came back, right on time, just like always. {C} ran over and gave {G} the painting of the big yellow sun. \"I did Squeeze, Wave, Go,\" {C} said proudly. \"And the squeezes stayed all day.\" {G} laughed and squeezed {name's} hand three more times.",
            "In the afternoon, {G} came back through the gate, right on time, exactly as promised. {C} ran over with the painting. \"I did the whole thing,\" {C} said. \"And I only felt sad for a little bit.\" {G} hugged {Cobj}. \"I felt the squeezes all day too,\" {G} said.",
            "In the afternoon, {G} appeared at pick-up exactly when {G} had said {G} would, which {C} noted with a quiet satisfaction. {C} handed over the painting, slightly crumpled. \"Secret job,\" {C} explained. \"Squeeze, wave, go, plus a mission. It's an upgrade.\" {G} admired the painting properly, then asked about the upgrade, and {C} explained it all the way home.",
          ),
        },
      },
    },
  ],
};
