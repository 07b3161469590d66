/**
 * The "Right before" card (issue 29): the story's plan in 60 seconds — the strategy's name, its steps
 * each with a small picture, and the line to say together (the refrain the story taught, else the
 * strategy's own refrain from the behavior's material when the plan kept its strategy). From the plan
 * alone, so a model's plan gets a card too. Server-side (the behavior material is not browser code).
 */
import type { StoryPlan } from "../contracts/story-plan";
import { BEHAVIOR_STORIES } from "../engine/local/stories";
import { strategyTitle } from "../lib/typography";
import { findRefrain } from "./prompts";
import { stepIconId, type StepIconId } from "./step-icons";

export interface CardStep {
  text: string;
  icon: StepIconId;
}

export interface RightBeforeCard {
  /** "Sleepy Wind-Down" (a heading: no leading "the"). */
  strategy: string;
  child: string;
  steps: CardStep[];
  /** The line to say together, or null when the story has none. */
  refrain: string | null;
}

/** The behavior's own refrain for this strategy ({name} filled in), when the plan uses that strategy. */
function catalogRefrain(plan: StoryPlan): string | null {
  const story = (BEHAVIOR_STORIES as Record<string, { strategy: { name: string; refrain?: string } } | null>)[plan.behavior];
  const refrain = story?.strategy.refrain;
  if (!refrain || strategyTitle(story.strategy.name).toLowerCase() !== strategyTitle(plan.strategy.name).toLowerCase()) return null;
  return refrain.replace(/\{name\}/g, plan.child.name);
}

export function rightBeforeCard(plan: StoryPlan): RightBeforeCard {
  const steps = plan.strategy.steps.map((s) => {
    const text = s.trim();
    return { text: /[.!?"”]$/.test(text) ? text : `${text}.`, icon: stepIconId(text) };
  });
  return {
    strategy: strategyTitle(plan.strategy.name),
    child: plan.child.name,
    steps,
    refrain: findRefrain(plan)?.text ?? catalogRefrain(plan),
  };
}
