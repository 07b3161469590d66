/**
 * The "Right before" card (issue 29): the story's plan in 60 seconds — the strategy's name, its steps
 * each with a small picture, and the line to say together (the refrain the story taught, else the
 * strategy's own refrain from the behavior's material when the plan kept its strategy and the story says it),
 * headed by the moment it is for ("Right before we leave the playground", ./card-moments.ts). From the plan
 * alone, so a model's plan gets a card too. Server-side (the behavior material is not browser code).
 */
import type { StoryPlan } from "../contracts/story-plan";
import { BEHAVIOR_STORIES } from "../engine/local/stories";
import { strategyTitle } from "../lib/typography";
import { rightBeforeWhat } from "./card-moments";
import { CARD_COPY } from "./copy";
import { findRefrain, norm } from "./prompts";
import { stepIconId, type StepIconId } from "./step-icons";

export interface CardStep {
  text: string;
  icon: StepIconId;
}

export interface RightBeforeCard {
  /** "Right before we leave the playground" where the plan's moment is known, else "Right before". */
  heading: string;
  /** "Sleepy Wind-Down" (a heading: no leading "the"). */
  strategy: string;
  child: string;
  steps: CardStep[];
  /** The line to say together — always words the story says — or null when the story has none. */
  refrain: string | null;
}

/** The behavior's own refrain for this strategy ({name} filled in), when the plan uses that strategy and the story says it. */
function catalogRefrain(plan: StoryPlan): string | null {
  const story = (BEHAVIOR_STORIES as Record<string, { strategy: { name: string; refrain?: string } } | null>)[plan.behavior];
  const refrain = story?.strategy.refrain;
  if (!refrain || strategyTitle(story.strategy.name).toLowerCase() !== strategyTitle(plan.strategy.name).toLowerCase()) return null;
  const line = refrain.replace(/\{name\}/g, plan.child.name);
  // A line the story never says is not one to "say together" (the reviewer found a card's line in no scene).
  return ` ${norm(plan.scenes.map((s) => s.text).join(" "))} `.includes(` ${norm(line)} `) ? line : null;
}

/** The line the story keeps coming back to, unless it is narration about the child ("Mia held up one finger."), not a line to say. */
function storyRefrain(plan: StoryPlan): string | null {
  const line = findRefrain(plan)?.text;
  return line && !line.startsWith(`${plan.child.name} `) ? line : null;
}

/** The line is shown in quotes, so its own quotes become single ones: “Say it in words: ‘I'm bored!’” (was “…“I'm bored!””). */
function quotedInside(line: string | null): string | null {
  return line
    ? line
        .replace(/“/g, "‘")
        .replace(/”/g, "’")
        .replace(/"([^"]*)"/g, "‘$1’")
    : null;
}

export function rightBeforeCard(plan: StoryPlan): RightBeforeCard {
  const steps = plan.strategy.steps.map((s) => {
    const text = s.trim();
    return { text: /[.!?"”]$/.test(text) ? text : `${text}.`, icon: stepIconId(text) };
  });
  const before = rightBeforeWhat(plan);
  return {
    heading: before ? `${CARD_COPY.title} ${before}` : CARD_COPY.title,
    strategy: strategyTitle(plan.strategy.name),
    child: plan.child.name,
    steps,
    refrain: quotedInside(storyRefrain(plan) ?? catalogRefrain(plan)),
  };
}
