/**
 * The book's run of shots: a picture book changes its framing from page to page. Each scene gets the
 * shot its beat asks for (close on the feeling, medium on the two together, wide for a place), and when
 * that is the shot of the page before, the other one that suits it: never the same shot twice running
 * (screen-time 8-10 drew scenes 5-7 as the same medium shot three times). The problem's shot is its
 * own (a medium shot on the ones the words have act); the pages either side of it change to fit it.
 * Read from the plan's beats alone, so any scene's shot is known without drawing the others.
 */
import type { Beat, StoryPlan } from "../../contracts/story-plan";

export type Shot = "wide" | "medium" | "close";

/** The shot a beat asks for on its own. */
const BEAT_SHOT: Record<Beat, Shot> = {
  opening: "wide",
  problem: "medium",
  feeling: "close",
  helper: "medium",
  strategy: "wide",
  practice: "medium",
  stumble: "medium",
  success: "medium",
  celebration: "wide",
  echo: "wide",
  ending: "medium",
} as Record<Beat, Shot>;

/** The other shots a beat can take, best first (a feeling stays near the face; a place opens wide). */
const OTHERS: Record<Shot, Shot[]> = {
  wide: ["medium", "close"],
  medium: ["wide", "close"],
  close: ["medium", "wide"],
};

const cache = new WeakMap<StoryPlan, Shot[]>();

/** The shot each scene of the book asks for, no two neighbours the same where the beats allow it. */
export function bookShots(plan: StoryPlan): Shot[] {
  const hit = cache.get(plan);
  if (hit) return hit;
  const beats = plan.scenes.map((s) => s.beat);
  const natural = beats.map((b) => BEAT_SHOT[b] ?? "wide");
  const fixed = beats.map((b) => b === "problem");
  const out: Shot[] = [];
  for (let i = 0; i < natural.length; i++) {
    const prev = out[i - 1];
    const next = fixed[i + 1] ? natural[i + 1] : undefined;
    let shot = natural[i];
    if (!fixed[i] && (shot === prev || shot === next)) shot = OTHERS[shot].find((s) => s !== prev && s !== next) ?? shot;
    out.push(shot);
  }
  cache.set(plan, out);
  return out;
}
