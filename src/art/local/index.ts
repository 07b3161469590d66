/**
 * The local coloring-page engine: composes an A4-portrait line-art scene (theme setting, helper
 * character, the child, props for the behavior, the child's name in outline letters) as an SVG made
 * only of stroked paths. Deterministic per seed; no network, no native code.
 */
import { THEME_IDS, type ThemeId } from "../../content/catalog";
import type { ColoringPage, ColoringPageEngine, ColoringPageInput } from "../types";
import { kid, type KidLook } from "./characters";
import { flatten, hideOccluded, place, rect, star, toSvg, W, type Drawing } from "./geometry";
import { createLettering, type Lettering } from "./lettering";
import { behaviorProps } from "./props";
import { FLOOR, FRAME, PAGE } from "./scenery";
import { SCENES, type Scene } from "./scenes";

export { PAGE } from "./scenery";
import { createRng as seededRandom } from "../../engine/local/rng";

/** The same seeded generator the story composer uses (mulberry32). */
export { createRng as seededRandom } from "../../engine/local/rng";

export function chooseScene(theme: ThemeId, seed: number): Scene {
  const list = SCENES[(THEME_IDS as string[]).includes(theme) ? theme : "animals"];
  return list[(seed >>> 0) % list.length];
}

/** The name box at the top of the page; also used by tests to find the lettering. */
export const NAME_BOX = { x: 50, y: 36, width: 495, height: 104 } as const;

function bbox(d: Drawing) {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const s of d)
    for (const pl of flatten(s.cmds, 4))
      for (const [x, y] of pl) {
        minX = Math.min(minX, x);
        minY = Math.min(minY, y);
        maxX = Math.max(maxX, x);
        maxY = Math.max(maxY, y);
      }
  return { minX, minY, maxX, maxY };
}

/** The main prop stands between the two characters; others sit in the front corners. */
const PROP_SLOTS = [
  { x: 297, y: 794, maxW: 135, maxH: 140 },
  { x: 74, y: 808, maxW: 98, maxH: 104 },
  { x: 521, y: 808, maxW: 98, maxH: 104 },
];

function layoutProps(items: Drawing[]): Drawing {
  const out: Drawing = [];
  items.slice(0, 3).forEach((item, i) => {
    const slot = PROP_SLOTS[i];
    const b = bbox(item);
    const s = Math.min(1.3, slot.maxW / (b.maxX - b.minX), slot.maxH / (b.maxY - b.minY));
    const cx = (b.minX + b.maxX) / 2;
    out.push(...place(item, { x: slot.x - cx * s, y: slot.y - b.maxY * s, s }));
  });
  return out;
}

export function composeColoringPage(input: ColoringPageInput, lettering: Lettering): Drawing {
  const rng = seededRandom(input.seed * 7919 + 17);
  const scene = chooseScene(input.theme, input.seed);
  const props = behaviorProps(input.behavior, lettering);
  const parts = scene.compose({ rng, night: props.night ?? false });
  const look: KidLook = {
    hair: Math.floor(rng() * 4) as KidLook["hair"],
    outfit: rng() < 0.5 ? 0 : 1,
    wave: rng() < 0.5,
  };
  const frame = rect(FRAME.x, FRAME.y, FRAME.width, FRAME.height, 26, W.bold);
  let scenery: Drawing = [...parts.back, ...parts.helper, ...place(kid(look), { x: parts.childX, y: FLOOR, s: 1.22 })];
  // Half the pages are mirrored so the same setting still feels new.
  if (rng() < 0.5) scenery = place(scenery, { x: PAGE.width, y: 0, flip: true });
  const name = input.childName.trim();
  const lettered = name ? lettering.outline(name, NAME_BOX) : [];
  // Stars either side of a short name.
  const decorations: Drawing = [];
  if (lettered.length) {
    const b = bbox(lettered);
    if (b.minX > 110) decorations.push(star(b.minX - 40, 92, 20, 0.45, 5, W.detail), star(b.maxX + 40, 92, 20, 0.45, 5, W.detail));
  }
  return hideOccluded([frame, ...scenery, ...layoutProps(props.items), ...decorations, ...lettered]);
}

export function createLocalColoringEngine(opts: { font: Uint8Array }): ColoringPageEngine {
  const lettering = createLettering(opts.font);
  return {
    name: "local",
    async draw(input: ColoringPageInput): Promise<ColoringPage> {
      const svg = toSvg(composeColoringPage(input, lettering), PAGE.width, PAGE.height);
      return { contentType: "image/svg+xml", bytes: new TextEncoder().encode(svg) };
    },
  };
}
