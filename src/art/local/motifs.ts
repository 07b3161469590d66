/**
 * The theme motifs: small line drawings (paw print, turret, linked rings, blossom, little house) that
 * THEME_LOOKS (src/art/themes.ts) puts in each theme's PDF border (src/pdf/borders.ts) and its icon on
 * the story form (components/story/ThemeIcon.tsx). Geometry only, so it is safe in the browser.
 * Motifs are drawn around (0, 0) at about 20 units, y pointing down, with stroke width 1.
 */
import { circle, ellipse, poly, rect, type Drawing } from "./geometry";

export function pawPrint(): Drawing {
  return [ellipse(0, 3, 6.5, 5.5, 1), circle(-7, -5, 2.6, 1), circle(-2.5, -9, 2.6, 1), circle(2.5, -9, 2.6, 1), circle(7, -5, 2.6, 1)];
}

export function turret(): Drawing {
  return [
    poly(
      [
        [-7, 10],
        [-7, -4],
        [-9, -4],
        [-9, -10],
        [-5, -10],
        [-5, -7],
        [-2, -7],
        [-2, -10],
        [2, -10],
        [2, -7],
        [5, -7],
        [5, -10],
        [9, -10],
        [9, -4],
        [7, -4],
        [7, 10],
      ],
      true,
      1,
    ),
    rect(-2.5, 3, 5, 7, 2.5, 1),
  ];
}

export function linkedRings(): Drawing {
  return [circle(-4, 0, 6.5, 1), circle(4, 0, 6.5, 1)];
}

export function littleHouse(): Drawing {
  return [
    poly(
      [
        [-8, 9],
        [-8, -2],
        [0, -10],
        [8, -2],
        [8, 9],
      ],
      true,
      1,
    ),
    rect(-2.5, 2, 5, 7, 1, 1),
  ];
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
