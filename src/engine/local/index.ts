import { planText, type StoryPlan } from "../../contracts/story-plan";
import { checkStory } from "../quality";
import type { ComposedStory, StoryRequest } from "../types";
import { planLocalStory } from "./plan";
import { customBehaviorStory, pronounsInText } from "./situations";
import { episodeWithMoment, storyMoment } from "./situations/understand";
import { BEHAVIOR_STORIES } from "./stories";
import type { BehaviorStory } from "./episode-types";

export { planLocalStory } from "./plan";

/** With no pronoun picked, a custom situation's own "he", "she", "my son", "my daughter" is the child's. */
export function withParentPronouns(req: StoryRequest): StoryRequest {
  if (req.pronouns || req.behavior !== "custom" || !req.customBehavior) return req;
  const pronouns = pronounsInText(req.customBehavior);
  return pronouns ? { ...req, pronouns } : req;
}

/** The behavior's material: its episodes, or the custom situation understood as one. */
export function behaviorStoryFor(req: StoryRequest): BehaviorStory | null {
  if (req.behavior === "custom") return momentStory(req);
  return BEHAVIOR_STORIES[req.behavior] ?? null;
}

/**
 * A custom message that tells two moments or more ("at circle time she shouts out…, then at pickup she
 * hides…"): the story tells one of them whole (the first; "write another" the next), its episode id
 * tagged with the moment so the next story moves on.
 */
function momentStory(req: StoryRequest): BehaviorStory | null {
  const moment = storyMoment(req.customBehavior ?? "", req.previousEpisodes ?? []);
  if (moment.count < 2) return customBehaviorStory(req);
  const story = customBehaviorStory({ ...req, customBehavior: moment.text, previousEpisodes: moment.previous });
  return story && { ...story, episodes: story.episodes.map((e) => ({ ...e, id: episodeWithMoment(e.id, moment.index) })) };
}

/**
 * The local engine: plans and writes a complete story for any behavior, theme and age band,
 * offline. The same request always gives the same story; "write another" gives another episode.
 * A draft that misses the quality bar is re-planned with other choices (up to 6 times).
 */
export function composeStory(req: StoryRequest): ComposedStory & { plan: StoryPlan } {
  req = withParentPronouns(req);
  const story = behaviorStoryFor(req);
  if (!story || story.episodes.length === 0) throw new Error(`No story material for "${req.behavior}".`);
  let best: (ComposedStory & { plan: StoryPlan }) | null = null;
  let bestScore = -1;
  for (let attempt = 0; attempt < 6; attempt++) {
    const { plan } = planLocalStory(story, req, attempt);
    const draft = { title: plan.title, text: planText(plan), plan };
    const report = checkStory(draft, req);
    if (report.passed) return draft;
    if (report.score > bestScore) {
      best = draft;
      bestScore = report.score;
    }
  }
  return best!;
}
