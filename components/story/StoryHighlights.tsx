import { storyHighlights, type StoryPlan } from "../../src/contracts/story-plan";

/**
 * What the story does, in plain words for the parent (STORY_ENGINE.md, "What parents see of
 * quality"), and the plan's questions to talk about afterwards. Scores and checks are for admins.
 */
export function StoryHighlights({ plan }: { plan: StoryPlan | null }) {
  if (!plan) return null;
  return (
    <section className="card story-highlights" aria-labelledby="story-highlights-heading">
      <h2 id="story-highlights-heading">What this story does</h2>
      <ul className="story-highlights-list">
        {storyHighlights(plan).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <h3>The strategy: {plan.strategy.name.replace(/^the /i, "")}</h3>
      <ol className="story-steps">
        {plan.strategy.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="muted">{plan.strategy.why}</p>
      <h3>Talk about it together</h3>
      <ul className="story-talk">
        {plan.talkAbout.map((q) => (
          <li key={q}>{q}</li>
        ))}
      </ul>
    </section>
  );
}
