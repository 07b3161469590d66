/**
 * The one table of how each theme looks: the PDF's palette (and the theme icon's color, its ink),
 * the border's motifs and the form's icon, the place a scene falls back on when its words name none,
 * and the small theme detail an image model is asked for. Keyed by ThemeId: a new theme in the
 * catalog is a compile error here until it has its row. (The accents the local art draws in a scene
 * are `THEME_ACCENTS` in src/art/local/compose.ts; the story's helpers, worlds and words are
 * THEME_SETTINGS in src/engine/local/world.ts: both keyed by ThemeId the same way.)
 * Browser-safe (geometry only): the story form's theme icons read it.
 */
import type { ThemeId } from "../contracts/catalog";
import type { Place } from "../contracts/places";
import { blossom, linkedRings, littleHouse, pawPrint, turret } from "./local/motifs";
import { circle, heart, leaf, star, type Drawing } from "./local/geometry";

/** A color as red, green, blue from 0 to 1 (what the PDF draws with). */
export type Rgb = readonly [number, number, number];

export interface ThemeLook {
  palette: {
    /** Frame lines and headings; the theme icon on the story form. */
    ink: Rgb;
    /** Motifs in the border band. */
    accent: Rgb;
  };
  /** The border's motifs: along its long edges (alternating) and in its corners; a vine linking them. */
  border: { edge: () => Drawing[]; corner: () => Drawing; vine?: boolean };
  /** The one motif on the story form's small icon. */
  icon: () => Drawing;
  /** The outdoor place a scene is drawn in when its place words name no place. */
  defaultPlace: Place;
  /** The small theme detail an image model is asked to put in the picture. */
  imageTouch: string;
}

const hearts = (): Drawing => [heart(0, 0, 22, 1), heart(0, -1, 10, 1)];
const starBadge = (): Drawing => [star(0, 0, 13, 0.45, 5, 1), circle(0, 0, 3, 1)];
const bigBlossom = (): Drawing => blossom(14);

export const THEME_LOOKS: Record<ThemeId, ThemeLook> = {
  animals: {
    palette: { ink: [0.36, 0.24, 0.12], accent: [0.2, 0.45, 0.24] },
    border: { edge: () => [pawPrint(), [leaf(-8, 5, 16, -40, 1)]], corner: pawPrint },
    icon: pawPrint,
    defaultPlace: "park",
    imageTouch: "a little bird or butterfly somewhere in the picture",
  },
  fantasy: {
    palette: { ink: [0.36, 0.2, 0.58], accent: [0.72, 0.48, 0.06] },
    border: { edge: () => [[star(0, 0, 8.5, 0.45, 5, 1)], turret()], corner: starBadge },
    icon: starBadge,
    defaultPlace: "garden",
    imageTouch: "a touch of storybook magic: a few stars or a tiny castle flag seen through a window",
  },
  friendship: {
    palette: { ink: [0.62, 0.16, 0.3], accent: [0.85, 0.3, 0.36] },
    border: { edge: () => [[heart(0, 0, 15, 1)], linkedRings()], corner: hearts },
    icon: hearts,
    defaultPlace: "playground",
    imageTouch: "a string of bunting",
  },
  nature: {
    palette: { ink: [0.17, 0.42, 0.22], accent: [0.82, 0.42, 0.14] },
    border: { edge: () => [[leaf(-8, 5, 16, -40, 1)], blossom(9)], corner: bigBlossom, vine: true },
    icon: bigBlossom,
    defaultPlace: "garden",
    imageTouch: "a few leaves and flowers",
  },
  family: {
    palette: { ink: [0.16, 0.3, 0.56], accent: [0.8, 0.27, 0.33] },
    // family's corner hearts are friendship's, so its icon is the little house
    border: { edge: () => [littleHouse(), [heart(0, 0, 14, 1)]], corner: hearts },
    icon: littleHouse,
    defaultPlace: "park",
    imageTouch: "a family photo frame on the wall if indoors",
  },
};

/** The theme's ink as a CSS color ("#5c3d1f"): the theme icon on the story form. */
export function themeColor(theme: ThemeId): string {
  const hex = (v: number) => `0${Math.round(v * 255).toString(16)}`.slice(-2);
  return `#${THEME_LOOKS[theme].palette.ink.map(hex).join("")}`;
}
