/**
 * The theme motifs: small line drawings (paw print, star and turret, hearts and rings, leaf and
 * blossom, little house) shared by the PDF's theme border (src/pdf/borders.ts) and the theme icons
 * on the story form (components/story/ThemeIcon.tsx). Geometry only, so it is safe in the browser.
 * Motifs are drawn around (0, 0) at about 20 units, y pointing down, with stroke width 1.
 */
import { circle, ellipse, heart, leaf, poly, rect, star, type Drawing } from "./geometry";
import type { ThemeId } from "../../contracts/catalog";

export function pawPrint(): Drawing {
  return [ellipse(0, 3, 6.5, 5.5, 1), circle(-7, -5, 2.6, 1), circle(-2.5, -9, 2.6, 1), circle(2.5, -9, 2.6, 1), circle(7, -5, 2.6, 1)];
}

export function turret(): Drawing {
  return [
    poly([[-7, 10], [-7, -4], [-9, -4], [-9, -10], [-5, -10], [-5, -7], [-2, -7], [-2, -10], [2, -10], [2, -7], [5, -7], [5, -10], [9, -10], [9, -4], [7, -4], [7, 10]], true, 1),
    rect(-2.5, 3, 5, 7, 2.5, 1),
  ];
}

export function linkedRings(): Drawing {
  return [circle(-4, 0, 6.5, 1), circle(4, 0, 6.5, 1)];
}

export function littleHouse(): Drawing {
  return [poly([[-8, 9], [-8, -2], [0, -10], [8, -2], [8, 9]], true, 1), rect(-2.5, 2, 5, 7, 1, 1)];
}

export function blossom(r: number): Drawing {
  const d: Drawing = [];
  for (let i = 0; i < 5; i++) {
    const a = (i / 5) * Math.PI * 2 - Math.PI / 2;
    d.push(circle(Math.cos(a) * r * 0.62, Math.sin(a) * r * 0.62, r * 0.42, 1));
  }
  d.push(circle(0, 0, r * 0.3, 1));
  return d;
}

/** Motifs for the border's long edges (alternating) and its corners. */
export function motifs(theme: ThemeId): { edge: Drawing[]; corner: Drawing } {
  switch (theme) {
    case "fantasy":
      return { edge: [[star(0, 0, 8.5, 0.45, 5, 1)], turret()], corner: [star(0, 0, 13, 0.45, 5, 1), circle(0, 0, 3, 1)] };
    case "friendship":
      return { edge: [[heart(0, 0, 15, 1)], linkedRings()], corner: [heart(0, 0, 22, 1), heart(0, -1, 10, 1)] };
    case "nature":
      return { edge: [[leaf(-8, 5, 16, -40, 1)], blossom(9)], corner: blossom(14) };
    case "family":
      return { edge: [littleHouse(), [heart(0, 0, 14, 1)]], corner: [heart(0, 0, 22, 1), heart(0, -1, 10, 1)] };
    case "animals":
    default:
      return { edge: [pawPrint(), [leaf(-8, 5, 16, -40, 1)]], corner: pawPrint() };
  }
}

/**
 * The one motif that stands for a theme on a small icon: the border's corner motif, except for
 * family, whose corner hearts are friendship's, so it gets the little house.
 */
export function themeMotif(theme: ThemeId): Drawing {
  return theme === "family" ? littleHouse() : motifs(theme).corner;
}
