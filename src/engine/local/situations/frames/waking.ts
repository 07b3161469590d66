import { band, type Frame } from "./types";

/**
 * Waking in the night or far too early: up at 5am wanting to play, awake and crying after a bad
 * dream. The plan keeps the child snug and safe in bed: a cuddle with {cuddly}, three slow sleepy
 * breaths, then the quiet thing that fits (a book until it is time to get up; a happy place to think
 * of, or calling {G} for a hug after a bad dream — always allowed).
 *
 * Slots (understand.ts reads them from the parent's action, action.ts; index.ts fills them):
 *   {doIt} {didIt} {doingIt}  the waking, in the parent's words: "wake up at 5am and want to play"
 *   {sound}          when or where, in the story's words, never empty: "in the bedroom"
 *   {strategyName}   the quiet thing to do: "look at a book quietly until it is time to get up"
 */
export const wakingFrame: Frame = {
  id: "waking",
  childTerms: "staying snug and calm when waking up in the night or too early",
  strategy: {
    name: "the Snuggle Plan",
    steps: ["Stay snug in bed and hug your cuddly toy", "Take three slow, sleepy breaths", "Choose the quiet thing: {strategyName}"],
    why: "A body that wakes too early or after a bad dream is on alert; a familiar cuddle and slow breaths tell it that all is safe, and a quiet, allowed next step (a book, a happy thought, calling a grown-up after a bad dream) gives the waiting a shape.",
    refrain: "Snuggle, breathe, and rest.",
  },
  titles: ["{name} and the Snuggle Plan", "Snuggle, Breathe and Rest, {name}", "A Quiet Night for {name}"],
  strategyScenes: [
    {
      text: band(
        "\"It is called the Snuggle Plan,\" said {H}. \"First, stay snug. Hug {theCuddly}.\" {C} hugged tight. \"Then three sleepy breaths. In, out.\" {C} breathed. Slow, slow, slow. \"Then {strategyName}.\" {C} yawned. {refrain}",
        "\"It's called the Snuggle Plan,\" said {H}. \"First, you stay snug in bed and hug {theCuddly}. Then you take three slow, sleepy breaths, the kind that make your tummy go up and down.\" {C} tried one. \"And then you {strategyName}.\" {C} thought about it. It sounded cozy.",
        "\"It's called the Snuggle Plan,\" {H} explained. \"When you wake up in the dark or far too early, your body thinks something's happening. So you tell it, gently, that everything's fine. Stay snug, hug {theCuddly}, three slow sleepy breaths. Then {strategyName}.\" {C} pulled the blanket up. \"That's it?\" \"That's it,\" said {H}. \"Cozy is the whole point.\"",
        "\"It's called the Snuggle Plan,\" said {H}. \"Your body wakes up and goes on alert, as if it's on guard duty. The job is to tell it the night shift is over. Stay snug, hug {theCuddly}, and take three slow breaths, slower than feels normal. Then {strategyName}.\" {C} considered this. \"It sounds too easy.\" \"Easy to say,\" said {H}. \"It takes a few nights to get good at it.\"",
      ),
    },
  ],
  talkAbout: [
    "What did {name} do in the Snuggle Plan?",
    "What helps you feel cozy and safe in bed?",
    "What could you do if you wake up too early?",
    "Who can you call if you have a bad dream?",
  ],
  episodes: [
    {
      id: "snuggle-plan",
      moment: "waking up in the night",
      talkAbout: "How did {name} feel when {they} woke up?",
      scenes: {
        opening: {
          time: "evening",
          text: band(
            "At {home}, it was bedtime. {C} {was} snug in bed with {cuddly}. {G} said, \"Night night!\" Click went the light. {C} closed {their} eyes. Sleepy, sleepy.",
            "At {home}, it was bedtime. {C} {was} tucked up in bed with {cuddly}, warm and sleepy. {G} said goodnight and turned off the big light. The house went quiet, and {C} drifted off to sleep.",
            "At {home}, bedtime had gone the way bedtime usually went: a story, a drink of water, one more question, and then {G} saying goodnight. {C} curled up with {cuddly} and fell asleep before {they} could count to twenty.",
            "At {home}, bedtime had been ordinary: a chapter of a book, a drink of water, {G} saying goodnight from the door. {C} fell asleep with {cuddly} tucked under one arm, and the house settled into its night-time quiet. Somewhere downstairs a clock ticked, slow and steady, and the street outside went still.",
          ),
        },
        problem: {
          time: "night",
          text: band(
            "Then, {sound}, {C} {didIt}. It was still dark. \"{G}! Up now!\" called {C}. Everyone woke up. Yawn! Everyone was still so sleepy.",
            "Then, {sound}, {C} {didIt}. The house was still dark and quiet. {C} called out, loudly, again and again, until {G} came in, blinking and very sleepy. Everyone else had been fast asleep.",
            "Then, {sound}, {C} {didIt}. Outside, it was still dark, and the whole house was asleep. {C} called for {G}, then called again, louder. {G} came in, sleepy and rumpled, and it was a long time before anyone got back to sleep.",
            "Then, {sound}, {C} {didIt}. It was the kind of dark that is nearly silent, and every little noise sounded enormous. {C} called for {G}, and kept calling. {G} arrived, half asleep, and it was a long, bleary while before the house was quiet again.",
          ),
        },
        feeling: {
          time: "night",
          text: band(
            "{C} felt {feeling}. Eyes wide open. Wiggly legs. The room was so dark. {C} kept thinking about {object}. So {C} called and called.",
            "{C} felt {feeling}. {C's} eyes were wide open, and sleep seemed very far away. The room looked different in the dark, and lying still felt impossible. {C} couldn't stop thinking about {object}. Calling for {G} was the only thing {C} could think of.",
            "{C} felt {feeling}, and lying there in the dark made it bigger. Minutes felt like hours, and {C} couldn't stop thinking about {object}. {C} didn't know how to wait, and didn't know what else to do, so {C} called out for {G}.",
            "{C} felt {feeling}. At night, everything seems louder and longer and more serious than it does in the day. {C} couldn't stop thinking about {object}. But knowing that didn't help {Cobj} know what to do instead.",
          ),
        },
        stumble: {
          day: 1,
          time: "night",
          text: band(
            "Next night, {C} woke up again. {C} hugged {cuddly}. One breath. Two. Then {C} forgot! \"Mom!\" Oops. {G} came. \"You hugged and breathed,\" said {G}. \"Good start.\"",
            "The next night, {C} woke up again. This time {C} remembered to hug {cuddly} and took one slow breath, then two. But then {C} forgot the rest and called out anyway. \"You did the first part,\" {G} whispered. \"That's a start.\"",
            "The next night, {C} woke up again and remembered the plan, sort of. Hug {cuddly}: yes. Slow breaths: two out of three. Then {C} got impatient and called for {G} after all. \"Two out of three breaths,\" said {G}, sleepily. \"Tomorrow, three.\"",
            "The next night, {C} woke up again and got about halfway through the plan before giving up. The hug went fine. The breaths were rushed. Then {C} called for {G} anyway. {G} sat on the bed for a minute. \"Halfway is still halfway,\" said {G}. \"We'll get there.\"",
          ),
        },
        success: {
          day: 2,
          time: "night",
          text: band(
            "Then, {sound}, {C} woke up. Snuggle! {C} hugged {cuddly}. Three sleepy breaths. In, out. Then {C} got to {strategyName}. {refrain} {object} felt far away now. So cozy!",
            "Then, {sound}, {C} woke up again. This time {C} stayed snug, hugged {cuddly} and took three slow, sleepy breaths. Then {C} got to {strategyName}. {refrain} It felt cozy and safe, and {object} didn't feel so big any more.",
            "Then, {sound}, {C} woke up once more. Stay snug. Hug {cuddly}. Three slow breaths, each one slower than the last. Then {C} decided to {strategyName}. The dark felt less big. {object} felt less big too.",
            "Then, {sound}, {C} woke up and ran the plan properly for the first time. Snug. Hug. Three long breaths, slower than felt natural. Then {C} decided to {strategyName}. It worked better than expected, which was slightly annoying, because {H} had said it would. Even {object} seemed smaller.",
          ),
        },
        echo: {
          day: 3,
          time: "morning",
          text: band(
            "In the morning, {G} came in. \"Good morning! Did you use your plan?\" {C} nodded. Snuggle, breathe, rest! {G} gave {Cobj} a big hug.",
            "In the morning, the sun was up, and so was {G}. \"Good morning,\" said {G}. \"Did you use the Snuggle Plan?\" {C} nodded proudly. They had breakfast together, and nobody was sleepy at all.",
            "In the morning, sunlight came in round the edges of the curtains, and {G} looked round the door. \"Snuggle Plan?\" {C} grinned and nodded. Breakfast was much more cheerful when everyone had slept.",
            "In the morning, {G} found {C} already reading in bed, perfectly calm. \"Snuggle Plan?\" asked {G}. \"Snuggle Plan,\" said {C}. Breakfast was a noticeably more cheerful event than it had been all week.",
          ),
        },
      },
    },
  ],
};
