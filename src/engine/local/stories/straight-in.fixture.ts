/** Tests' view of a built-in episode told straight in: the drafts as shapeDrafts cuts them (slips.test, straight-in.test). */
import type { AgeBand, BehaviorId } from "../../../contracts/catalog";
import type { Draft } from "../plan";
import { shapeDrafts } from "../shape-drafts";
import { BEHAVIOR_STORIES } from "./index";

export function straightInDrafts(behavior: BehaviorId, episodeId: string, age: AgeBand): Draft[] {
  const story = BEHAVIOR_STORIES[behavior]!;
  const ep = story.episodes.find((e) => e.id === episodeId)!;
  const d = (beat: Draft["beat"], spec: Draft["spec"], fromEpisode = true): Draft => ({ beat, spec, fromEpisode });
  const arc: Draft[] = [
    d("opening", ep.scenes.opening),
    d("problem", ep.scenes.problem),
    d("feeling", ep.scenes.feeling),
    d("helper", story.scenes.helper[0], false),
    d("strategy", story.scenes.strategy[0], false),
    d("stumble", ep.scenes.stumble),
    d("success", ep.scenes.success),
    d("ending", ep.scenes.ending),
  ];
  return shapeDrafts(arc, {
    shape: "straight-in",
    age,
    teaches: false,
    grownUpPronouns: "she",
    refrainTaught: "",
    behavior,
    placeOf: () => ep.place,
    grownUp: "Mom",
    pick: 0,
    previous: 0,
    audience: "{O}",
    steps: [],
    about: `${ep.object ?? ""} ${ep.moment}`,
  }).drafts;
}
