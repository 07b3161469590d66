/**
 * The story form's fields and progress steps, without the plan's zod schemas (./story-plan.ts builds
 * those when it loads): the story form island imports these from here, so its page does not carry zod.
 * ./story-plan.ts re-exports all of it; this is the one definition.
 */

export const PRONOUNS = ["he", "she", "they"] as const;
export type Pronouns = (typeof PRONOUNS)[number];
export const PRONOUN_LABELS: Record<Pronouns, string> = { he: "he / him", she: "she / her", they: "they / them" };

export const HAIR_STYLES = ["short", "curly", "long", "braids", "bun", "puffs"] as const;
export type Hair = (typeof HAIR_STYLES)[number];
export const HAIR_LABELS: Record<Hair, string> = {
  short: "Short",
  curly: "Curly",
  long: "Long",
  braids: "Braids",
  bun: "Bun",
  puffs: "Puffs",
};

/** What the child calls the parent: "Mom", "Papa", "Grandma Rose", "Ms. Lee". */
export const GROWN_UP_NAME = { min: 1, max: 30, pattern: /^[\p{L}][\p{L}\p{M}' .-]*$/u } as const;
/** The longest name of the child or of a brother or sister, in characters: the forms' maxLength, the schemas and their messages. */
export const CHILD_NAME_MAX_CHARS = 40;
/** Used when the parent leaves "What does the child call you?" empty (ADR 0012). */
export const DEFAULT_GROWN_UP_NAME = "Mom";

/**
 * How the story is told (issue 25, ADR 030): today's picture-book story, or a first-person social story in
 * the Carol Gray manner ("Sometimes I feel…") for children helped by that form. Offered, never chosen for
 * the parent: absent or blank is the picture book. The form's label and choices are these, in one place.
 */
export const STORY_STYLES = ["picture-book", "social"] as const;
export type StoryStyle = (typeof STORY_STYLES)[number];
export const DEFAULT_STORY_STYLE: StoryStyle = "picture-book";
export const STORY_STYLE_LABEL = "Story style";
/** The choices' words; {name} is the child's name (or "your child" while it is empty). */
export const STORY_STYLE_CHOICES: Record<StoryStyle, string> = {
  "picture-book": "A picture-book story",
  social: "A social story, told by {name} (“Sometimes I feel…” — for children who like to know what will happen)",
};
export const storyStyleChoice = (style: StoryStyle, childName: string) => STORY_STYLE_CHOICES[style].replace("{name}", childName.trim() || "your child");

/** What a social story does, for the parent's page ("What this story does"; the picture book's are in story-plan.ts). */
export function socialStoryHighlights(plan: {
  child: { name: string };
  grownUp: { name: string };
  situation: { feeling: string };
  strategy: { name: string };
  talkAbout: string[];
}): string[] {
  const name = plan.child.name;
  return [
    `A social story, told in ${name}'s own words: what happens, where and when, and what ${name} can try.`,
    `Names the feeling: ${plan.situation.feeling}, and says it is okay to feel it.`,
    `Says the steps of ${plan.strategy.name} in the same words as the practice chart.`,
    `${plan.grownUp.name} is the helper; forgetting the plan is okay, and so is trying again.`,
    'Short pages, one idea a page, and no "always" or "never" to hold on to.',
    `${plan.talkAbout.length} questions to talk about together afterwards.`,
  ];
}

/** The four steps of the progress panel (spec: planning, writing, illustration, finalizing PDF). */
export const GENERATION_STEPS = [
  { id: "planning", label: "Planning the story", detail: "Creating characters and plot..." },
  { id: "writing", label: "Writing the story", detail: "Crafting engaging narrative..." },
  { id: "illustrating", label: "Creating illustration", detail: "Drawing a custom coloring page..." },
  { id: "finalizing", label: "Finalizing PDF", detail: "Putting everything together..." },
] as const;
export type GenerationStep = (typeof GENERATION_STEPS)[number]["id"];
