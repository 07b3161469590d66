/**
 * Hand-built story plans for the art tests and the look-at-it script: a full valid StoryPlan
 * (storyPlanSchema) and helpers to vary the child, the cast and the coloring scene.
 */
import type { Scene, StoryPlan } from "../../contracts/story-plan";

const texts = {
  opening: "It was bath time, and Theo's rubber duck was waiting by the tub.",
  problem: "But Theo did not want to get in. He ran down the hall instead.",
  feeling: "His tummy felt wobbly and cross, all at the same time.",
  helper: "Then Ember the dragon peeked round the door with a friendly puff of warm air.",
  strategy: '"Let\'s count the bubbles," said Ember. "One, two, three, then one toe in."',
  practice: "Theo counted the bubbles on the soap. One, two, three.",
  stumble: "The next night he ran again, but he stopped at the door and counted.",
  success: "Theo counted to three and stepped into the warm water with his duck.",
  celebration: "Dad gave him a big fluffy towel and a high five.",
  ending: "That night Theo fell asleep smelling of soap and bubbles.",
} as const;

/** A full valid plan: Theo (he, glasses, short hair) and Ember the dragon, bath time. */
export const PLAN: StoryPlan = {
  title: "Theo and the Bubble Count",
  child: { name: "Theo", pronouns: "he", hair: "short", glasses: true },
  grownUp: { name: "Dad" },
  helper: { name: "Ember", kind: "dragon" },
  others: [{ name: "Mia", kind: "baby", pronouns: "she" }],
  behavior: "toileting",
  situation: {
    summary: "Theo runs away at bath time.",
    place: "bathroom",
    object: "bath",
    trigger: "getting in the water",
    feeling: "wobbly",
  },
  strategy: {
    name: "Count the bubbles",
    steps: ["Count three bubbles.", "Put one toe in.", "Step in with your duck."],
    why: "Counting gives a worried body something calm to do.",
  },
  scenes: [
    { beat: "opening", place: "bathroom", time: "evening", characters: ["Theo", "Dad"], props: ["rubber duck", "bathtub"], text: texts.opening },
    { beat: "problem", place: "bathroom", time: "evening", characters: ["Theo"], props: ["bathtub"], text: texts.problem },
    { beat: "feeling", place: "living room", time: "evening", characters: ["Theo"], props: ["teddy bear"], text: texts.feeling },
    { beat: "helper", place: "bathroom", time: "evening", characters: ["Theo", "Ember"], props: [], text: texts.helper },
    { beat: "strategy", place: "bathroom", time: "evening", characters: ["Theo", "Ember"], props: ["soap"], text: texts.strategy },
    { beat: "practice", place: "bathroom", time: "evening", characters: ["Theo", "Ember"], props: ["soap", "rubber duck"], text: texts.practice },
    { beat: "stumble", place: "bathroom", time: "night", day: 1, characters: ["Theo", "Dad"], props: ["towel"], text: texts.stumble },
    {
      beat: "success",
      place: "bathroom",
      time: "night",
      day: 1,
      characters: ["Theo", "Ember"],
      props: ["the rubber duck", "toothbrush", "towel"],
      text: texts.success,
    },
    { beat: "celebration", place: "bathroom", time: "night", day: 1, characters: ["Theo", "Dad", "Ember", "Mia"], props: ["towel"], text: texts.celebration },
    { beat: "ending", place: "bedroom", time: "night", day: 1, characters: ["Theo"], props: ["bed", "teddy bear"], text: texts.ending },
  ],
  talkAbout: ["What helps you feel brave?", "How many bubbles can you count?", "What would you tell Ember?"],
  episode: "bath-time-1",
};

/** The plan with its coloring scene changed (and anything else overridden). */
export function withScene(scene: Partial<Scene>, over: Partial<StoryPlan> = {}, base: StoryPlan = PLAN): StoryPlan {
  const plan: StoryPlan = { ...base, ...over, scenes: (over.scenes ?? base.scenes).map((s) => ({ ...s })) };
  const i = plan.scenes.findIndex((s) => s.beat === "success");
  plan.scenes[i] = { ...plan.scenes[i], ...scene };
  return plan;
}
