/**
 * The picture book's title-page picture (issue 24): a portrait to color of the child with the one the
 * story gives them — the helper they meet (a bear, a fairy, Grandma June), else their grown-up — side by
 * side and smiling, in the story's own place, with the theme's motifs along the top like bunting. Never
 * a copy of a scene's picture: its own moment, drawn with the same looks as every page (same seed, same
 * child, same helper).
 */
import { BOOK_FRAME_TOP, BOOK_PICTURE } from "../../contracts/book";
import type { ThemeId } from "../../contracts/catalog";
import type { Scene, StoryPlan } from "../../contracts/story-plan";
import { composeScene } from "./compose";
import { type Drawing, hideBehind, place, poly, type Pt, smooth, toSvg, W } from "./geometry";
import { FRAME } from "./scenery";
import { THEME_LOOKS } from "../themes";

export interface CoverOptions {
  theme?: ThemeId;
  seed?: number;
  childAge?: string;
}

/** Who stands beside the child on the cover: the helper when they meet in the story, else the grown-up. */
export function coverCompanion(plan: StoryPlan): string | undefined {
  const meets = plan.scenes.some((s) => s.characters.includes(plan.helper.name) && s.characters.includes(plan.child.name));
  if (meets) return plan.helper.name;
  if (plan.scenes.some((s) => s.characters.includes(plan.grownUp.name))) return plan.grownUp.name;
  return undefined;
}

/** The cover's scene: the child and their companion in the story's first place, side by side, smiling. */
export function coverScene(plan: StoryPlan): Scene {
  const first = plan.scenes[0]!;
  const who = coverCompanion(plan);
  const child = plan.child.name;
  return {
    beat: "ending",
    place: first.place,
    time: first.time === "night" ? "evening" : first.time,
    characters: who ? [child, who] : [child],
    props: [],
    text: who ? `${child} and ${who} stood side by side and smiled.` : `${child} stood and smiled.`,
  };
}

/** The title page's picture: an SVG the size of a book page's picture. */
export function drawCover(plan: StoryPlan, opts: CoverOptions = {}): { svg: string; alt: string } {
  const scene = coverScene(plan);
  const withCover: StoryPlan = { ...plan, scenes: [...plan.scenes, scene] };
  const composed = composeScene(withCover, withCover.scenes.length - 1, {
    theme: opts.theme,
    seed: opts.seed,
    name: false,
    frameTop: BOOK_FRAME_TOP,
    childAge: opts.childAge,
    framing: true,
  });
  // bunting across the top: a string, and pennants that each carry one of the border's motifs (so the
  // page reads as one), hung behind the people and the things of the place (they hide the bunting, never the bunting them)
  const motifs = THEME_LOOKS[opts.theme ?? "family"].border.edge();
  const x0 = FRAME.x;
  const x1 = FRAME.x + FRAME.width;
  const top = BOOK_FRAME_TOP + 26;
  const sag = 22;
  const yAt = (x: number) => top + sag * Math.sin((Math.PI * (x - x0)) / (x1 - x0));
  const bunting: Drawing = [];
  const stringPts: Pt[] = [];
  for (let x = x0; x <= x1 + 0.1; x += (x1 - x0) / 12) stringPts.push([x, yAt(x)]);
  bunting.push({ ...smooth(stringPts, false, W.detail), opaque: false });
  const n = 6;
  for (let i = 0; i < n; i++) {
    const cx = x0 + ((x1 - x0) * (i + 0.5)) / n;
    const half = 26;
    const yl = yAt(cx - half);
    const yr = yAt(cx + half);
    const tip = (yl + yr) / 2 + 58;
    bunting.push(
      poly(
        [
          [cx - half, yl],
          [cx + half, yr],
          [cx, tip],
        ],
        true,
        W.main,
      ),
    );
    const motif = motifs[i % motifs.length]!.map((st) => ({ ...st, w: W.detail }));
    bunting.push(...place(motif, { x: cx, y: (yl + yr) / 2 + 19, s: 1.2 }));
  }
  const who = coverCompanion(plan);
  const alt = who ? `${plan.child.name} and ${who}, side by side and smiling.` : `${plan.child.name}, smiling.`;
  const svg = toSvg(hideBehind(bunting, composed.drawing), BOOK_PICTURE.width, BOOK_PICTURE.height, alt, BOOK_PICTURE.originY);
  return { svg, alt };
}
