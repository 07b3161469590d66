/**
 * The local coloring-page engine: draws a scene of the story plan (its place, the characters present
 * as described, its props, the theme's small accents, the child's name in outline letters) as an
 * A4-portrait SVG made only of stroked paths, with a one-sentence <title>. Deterministic per seed;
 * no network, no native code. `drawScene` draws any scene (one picture per page of a picture book).
 */
import { coloringSceneIndex, describeScene, type StoryPlan } from "../../contracts/story-plan";
import type { ColoringPage, ColoringPageEngine, ColoringPageInput } from "../types";
import type { ThemeId } from "../../contracts/catalog";
import { BOOK_FRAME_TOP, BOOK_PICTURE } from "../../contracts/book";
import { composeScene, type ComposedScene, type SceneOptions } from "./compose";
import { toSvg } from "./geometry";
import { createLettering, type Lettering } from "./lettering";
import { PAGE } from "./scenery";

export { PAGE } from "./scenery";
export { NAME_BOX, composeScene, characterKind, childLook } from "./compose";
export type { ComposedScene, FigureInfo, PropInfo, SceneOptions } from "./compose";
export { placeFromWords } from "./places";
export { findProp } from "./props";
export { seededRandom } from "./rng";

export interface DrawSceneOptions {
  theme?: ThemeId;
  seed?: number;
  /** The heading font (for the child's name); or a ready `lettering`. */
  font?: Uint8Array;
  lettering?: Lettering;
  /** Letter the child's name at the top (default true; a picture-book page may leave it off). */
  name?: boolean;
  /** A picture-book page: no name, and the picture cropped to the scene below the name's band. */
  book?: boolean;
  /** The child's age band ("2-3" … "8-10"): the child drawn with that age's proportions. */
  childAge?: string;
}

export interface DrawnScene {
  /** The SVG document (stroked paths on white, with a <title>). */
  svg: string;
  /** The one-sentence description: the SVG <title> and the alt text. */
  alt: string;
  /** What the picture shows (place kind, figures with their outfits, props and where they went). */
  scene: ComposedScene;
}

/** Draws scene `sceneIndex` of the plan (default: the coloring scene) as an SVG. */
export function drawScene(plan: StoryPlan, sceneIndex: number | undefined, opts: DrawSceneOptions = {}): DrawnScene {
  const lettering = opts.lettering ?? (opts.font ? createLettering(opts.font) : undefined);
  const sceneOpts: SceneOptions = opts.book
    ? { theme: opts.theme, seed: opts.seed, name: false, frameTop: BOOK_FRAME_TOP, childAge: opts.childAge, framing: true }
    : { theme: opts.theme, seed: opts.seed, lettering, name: opts.name, childAge: opts.childAge };
  const scene = composeScene(plan, sceneIndex, sceneOpts);
  const svg = opts.book
    ? toSvg(scene.drawing, BOOK_PICTURE.width, BOOK_PICTURE.height, scene.title, BOOK_PICTURE.originY)
    : toSvg(scene.drawing, PAGE.width, PAGE.height, scene.title);
  return { svg, alt: scene.title, scene };
}

/** The alt text of the coloring page: the description of the scene it draws. */
export function coloringAlt(plan: StoryPlan): string {
  return describeScene(plan, plan.scenes[coloringSceneIndex(plan)]);
}

export function createLocalColoringEngine(opts: { font: Uint8Array }): ColoringPageEngine {
  const lettering = createLettering(opts.font);
  return {
    name: "local",
    async draw(input: ColoringPageInput): Promise<ColoringPage> {
      const { svg } = drawScene(input.plan, input.sceneIndex, { theme: input.theme, seed: input.seed, lettering, childAge: input.childAge });
      return { contentType: "image/svg+xml", bytes: new TextEncoder().encode(svg) };
    },
  };
}
