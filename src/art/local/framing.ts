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

/** How the problem page is framed: who must stay in, and how near the shot may come. */
export interface ProblemFraming {
  /** Everyone the words name and the problem's key thing stay in (older books); else only as many as fit near. */
  keepAllNamed: boolean;
  /** The nearest zoom, and the least zoom a group is framed at before the ones at the edge give way. */
  maxZoom: number;
  minZoom: number;
}

/**
 * The problem page by the child's age. A 2-3 book's problem is close enough that the child's feeling reads
 * at a glance: the child, then the key thing and the ones the words have act with her as far as they fit
 * near, the others left out (a toddler's tantrum was a wide room of four small figures). Older children's
 * problem takes in everyone the words name (the one she pushed, the one who hurried over).
 */
export function problemFraming(childAge?: string): ProblemFraming {
  return childAge === "2-3" ? { keepAllNamed: false, maxZoom: 2, minZoom: 1.5 } : { keepAllNamed: true, maxZoom: 1.6, minZoom: 1.15 };
}
