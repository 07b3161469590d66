/**
 * The sample story behind /samples/sample-story.pdf (built by scripts/build-sample-story.ts): a story
 * the local storyteller writes for this request, printed as the picture book a parent gets.
 */
import type { StoryRequest } from "../engine/types";

export const SAMPLE_REQUEST = {
  childName: "Mia",
  childAge: "4-5",
  behavior: "bedtime",
  theme: "animals",
  pronouns: "she",
  grownUpName: "Mom",
  seed: 1,
} as const satisfies StoryRequest;
