/**
 * Characters for the coloring pages, each drawn in local coordinates with the feet at (0, 0),
 * "up" being negative y, facing right. Shapes are listed back to front (see hideOccluded).
 */
import { arc, capsule, circle, dome, ellipse, heart, line, poly, rect, rotatedEllipse, smooth, star, W, type Drawing, type Pt } from "./geometry";
import { person, type PersonLook } from "./people";

export interface KidLook {
  hair: 0 | 1 | 2 | 3;
  outfit: 0 | 1;
  wave?: boolean;
  /** Grown-ups get a longer body. */
  grownUp?: boolean;
}

function happyEyes(cx: number, cy: number, gap: number): Drawing {
  return [arc(cx - gap, cy + 3, 7, 6, 200, 340, W.detail), arc(cx + gap, cy + 3, 7, 6, 200, 340, W.detail)];
}

function roundEyes(cx: number, cy: number, gap: number, r = 6): Drawing {
  return [circle(cx - gap, cy, r, W.detail), circle(cx + gap, cy, r, W.detail)];
}

export function kid(look: KidLook): Drawing {
  const tall = look.grownUp ? 40 : 0;
  const legTop = -62 - tall * 0.6;
  const shoulder = -150 - tall;
  const headY = shoulder - 43;
  const d: Drawing = [];
  // long hair falls behind the shoulders
  if (look.hair === 3) {
    d.push(
      smooth(
        [
          [-44, headY - 10],
          [-52, headY + 40],
          [-46, shoulder + 22],
          [0, shoulder + 30],
          [46, shoulder + 22],
          [52, headY + 40],
          [44, headY - 10],
          [0, headY - 45],
        ],
        true,
        W.main,
      ),
    );
  }
  if (look.hair === 1) {
    d.push(circle(-50, headY - 16, 17, W.main), circle(50, headY - 16, 17, W.main));
  }
  d.push(capsule(-15, legTop, -15, -10, 10), capsule(15, legTop, 15, -10, 10));
  d.push(ellipse(-20, -6, 17, 9), ellipse(20, -6, 17, 9));
  if (look.outfit === 0) {
    d.push({
      w: W.main,
      cmds: [["M", -24, shoulder], ["Q", 0, shoulder - 8, 24, shoulder], ["L", 48, legTop + 2], ["Q", 0, legTop + 14, -48, legTop + 2], ["Z"]],
    });
    d.push(arc(0, legTop - 18, 40, 10, 20, 160, W.detail));
    d.push(heart(0, shoulder + 35, 20, W.detail));
  } else {
    d.push(
      poly(
        [
          [-30, legTop - 32],
          [30, legTop - 32],
          [33, legTop + 4],
          [5, legTop + 4],
          [0, legTop - 12],
          [-5, legTop + 4],
          [-33, legTop + 4],
        ],
        true,
      ),
    );
    d.push(rect(-31, shoulder, 62, legTop - 25 - shoulder, 14));
    d.push(star(0, shoulder + 32, 13, 0.45, 5, W.detail));
  }
  const handY = shoulder + 58;
  d.push(capsule(-26, shoulder + 10, -52, handY - 4, 9), circle(-54, handY, 10));
  if (look.wave) d.push(capsule(26, shoulder + 10, 56, shoulder - 38, 9), circle(59, shoulder - 45, 11));
  else d.push(capsule(26, shoulder + 10, 52, handY - 4, 9), circle(54, handY, 10));
  // head
  d.push(circle(-41, headY + 2, 9), circle(41, headY + 2, 9));
  d.push(circle(0, headY, 42));
  switch (look.hair) {
    case 0:
    case 3:
    case 1:
      d.push(
        smooth(
          [
            [-44, headY - 2],
            [-40, headY - 28],
            [-18, headY - 46],
            [14, headY - 46],
            [38, headY - 32],
            [45, headY - 4],
            [30, headY - 18],
            [14, headY - 10],
            [0, headY - 22],
            [-16, headY - 10],
            [-30, headY - 18],
          ],
          true,
          W.main,
        ),
      );
      if (look.hair === 1) d.push(heart(-36, headY - 30, 16, W.detail));
      break;
    case 2:
      for (let a = 165; a <= 375; a += 26) {
        const r = (a * Math.PI) / 180;
        d.push(circle(Math.cos(r) * 38, headY - 4 + Math.sin(r) * 36, 14));
      }
      break;
  }
  d.push(...happyEyes(0, headY + 2, 15));
  d.push(arc(0, headY + 14, 13, 9, 20, 160, W.detail));
  d.push(circle(-27, headY + 15, 6, W.detail), circle(27, headY + 15, 6, W.detail));
  if (look.grownUp) d.push(circle(-15, headY + 3, 11, W.detail), circle(15, headY + 3, 11, W.detail), line(-4, headY + 2, 4, headY + 2));
  return d;
}

export function tortoise(): Drawing {
  const d: Drawing = [];
  d.push(
    poly(
      [
        [-92, -28],
        [-118, -14],
        [-92, -12],
      ],
      true,
    ),
  );
  d.push(capsule(-55, -40, -60, -6, 14), capsule(50, -40, 56, -6, 14));
  d.push(capsule(70, -42, 100, -70, 15));
  d.push(circle(112, -80, 28));
  d.push(dome(0, -28, 96, 88, W.bold));
  d.push(rect(-104, -36, 208, 18, 9));
  // shell plates: a hexagon in the middle with seams out to the rim
  const hx: Pt[] = [];
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 3) * i;
    hx.push([Math.cos(a) * 30, -72 + Math.sin(a) * 26]);
  }
  d.push(poly(hx, true, W.detail));
  d.push(
    line(30, -72, 86, -66),
    line(-30, -72, -86, -66),
    line(15, -94.5, 36, -108),
    line(-15, -94.5, -36, -108),
    line(15, -49.5, 28, -36),
    line(-15, -49.5, -28, -36),
  );
  d.push(circle(120, -86, 5, W.detail));
  d.push(arc(116, -74, 14, 9, 20, 150, W.detail));
  d.push(circle(100, -70, 5, W.detail));
  return d;
}

export function owl(): Drawing {
  const d: Drawing = [];
  d.push(
    poly(
      [
        [-48, -138],
        [-56, -182],
        [-20, -160],
      ],
      true,
    ),
    poly(
      [
        [48, -138],
        [56, -182],
        [20, -160],
      ],
      true,
    ),
  );
  d.push(ellipse(0, -84, 62, 84, W.bold));
  d.push(
    smooth(
      [
        [-50, -120],
        [-76, -80],
        [-64, -34],
        [-44, -60],
      ],
      true,
    ),
    smooth(
      [
        [50, -120],
        [76, -80],
        [64, -34],
        [44, -60],
      ],
      true,
    ),
  );
  d.push(ellipse(0, -48, 34, 38, W.detail));
  for (const [x, y] of [
    [-12, -62],
    [12, -62],
    [0, -44],
    [-16, -36],
    [16, -36],
    [0, -24],
  ] as Pt[])
    d.push(arc(x, y, 7, 5, 20, 160, W.detail));
  d.push(circle(-24, -118, 22), circle(24, -118, 22));
  d.push(circle(-22, -116, 8, W.detail), circle(22, -116, 8, W.detail));
  d.push(
    poly(
      [
        [-9, -100],
        [9, -100],
        [0, -84],
      ],
      true,
      W.detail,
    ),
  );
  d.push(arc(-18, 0, 9, 6, 180, 360, W.detail), arc(18, 0, 9, 6, 180, 360, W.detail));
  return d;
}

export function bunny(): Drawing {
  const d: Drawing = [];
  d.push(capsule(-16, -150, -28, -222, 14), capsule(16, -150, 30, -220, 14));
  d.push(capsule(-22, -160, -27, -208, 5, W.detail), capsule(22, -160, 28, -206, 5, W.detail));
  d.push(ellipse(0, -52, 46, 50, W.bold));
  d.push(ellipse(0, -44, 26, 30, W.detail));
  d.push(ellipse(-26, -6, 22, 9), ellipse(26, -6, 22, 9));
  d.push(ellipse(-28, -80, 11, 16), ellipse(28, -80, 11, 16));
  d.push(circle(0, -124, 38));
  d.push(...roundEyes(0, -132, 14, 5));
  d.push(heart(0, -116, 9, W.detail));
  d.push(arc(-6, -106, 6, 5, 0, 160, W.detail), arc(6, -106, 6, 5, 20, 180, W.detail));
  d.push(line(14, -114, 40, -118), line(14, -110, 40, -106), line(-14, -114, -40, -118), line(-14, -110, -40, -106));
  return d;
}

export function dragon(): Drawing {
  const d: Drawing = [];
  d.push(
    poly(
      [
        [-150, -92],
        [-128, -118],
        [-118, -84],
      ],
      true,
    ),
  );
  d.push(
    smooth(
      [
        [-30, -58],
        [-82, -52],
        [-118, -70],
        [-132, -96],
        [-114, -74],
        [-84, -28],
        [-30, -16],
      ],
      true,
    ),
  );
  d.push({
    w: W.main,
    cmds: [["M", -30, -150], ["L", -104, -214], ["Q", -92, -190, -108, -172], ["Q", -84, -170, -90, -146], ["Q", -66, -148, -44, -112], ["Z"]],
  });
  d.push(line(-104, -214, -86, -160, W.detail), line(-104, -214, -62, -140, W.detail));
  for (const [x, y] of [
    [-44, -130],
    [-58, -100],
    [-62, -66],
  ] as Pt[])
    d.push(
      poly(
        [
          [x, y - 16],
          [x - 22, y],
          [x, y + 16],
        ],
        true,
      ),
    );
  d.push(ellipse(0, -78, 62, 78, W.bold));
  d.push(ellipse(12, -66, 34, 50, W.detail));
  for (const y of [-96, -78, -60, -42]) d.push(arc(12, y - 14, 30, 12, 40, 140, W.detail));
  d.push(ellipse(-30, -8, 26, 12), ellipse(38, -8, 26, 12));
  d.push(capsule(40, -112, 62, -88, 10), capsule(-34, -112, -46, -86, 10));
  d.push(capsule(10, -212, 2, -240, 8), capsule(46, -212, 54, -240, 8));
  d.push(circle(28, -178, 46, W.bold));
  d.push(ellipse(72, -164, 32, 24));
  d.push(circle(76, -172, 3.5, W.detail), circle(90, -170, 3.5, W.detail));
  d.push(arc(74, -160, 18, 12, 20, 150, W.detail));
  d.push(circle(30, -190, 9, W.detail), circle(32, -188, 3.5, W.detail));
  d.push(circle(12, -160, 7, W.detail));
  return d;
}

/** A small fairy: a child-sized figure with big butterfly wings spread wide, a crown and a star wand. */
export function fairy(look: PersonLook = { age: "child", hair: "long", outfit: "dress", motif: "star" }): Drawing {
  const d: Drawing = [];
  // wings spread out well past the body so the silhouette reads as a fairy
  for (const s of [-1, 1]) {
    d.push({
      w: W.main,
      cmds: [["M", s * 14, -150], ["C", s * 60, -250, s * 150, -262, s * 138, -196], ["C", s * 130, -160, s * 70, -148, s * 14, -140], ["Z"]],
    });
    d.push(
      {
        w: W.detail,
        cmds: [
          ["M", s * 30, -152],
          ["Q", s * 80, -200, s * 118, -214],
        ],
      },
      {
        w: W.detail,
        cmds: [
          ["M", s * 40, -150],
          ["Q", s * 90, -170, s * 124, -180],
        ],
      },
    );
    d.push({ w: W.main, cmds: [["M", s * 14, -140], ["C", s * 70, -140, s * 124, -110, s * 104, -76], ["C", s * 86, -52, s * 40, -90, s * 14, -128], ["Z"]] });
    d.push(circle(s * 88, -100, 9, W.detail));
  }
  d.push(...person({ ...look, wave: true }));
  d.push(line(59, -190, 70, -246, W.main), star(72, -254, 18, 0.45, 5, W.detail));
  // the crown sits on the top of the head
  d.push(
    poly(
      [
        [-22, -226],
        [-24, -252],
        [-11, -240],
        [0, -258],
        [11, -240],
        [24, -252],
        [22, -226],
      ],
      true,
      W.main,
    ),
  );
  return d;
}

/** A friendly bear standing up, arms at its sides. */
export function bear(): Drawing {
  const d: Drawing = [];
  d.push(circle(-36, -222, 17), circle(36, -222, 17));
  d.push(circle(-36, -222, 8, W.detail), circle(36, -222, 8, W.detail));
  d.push(capsule(-24, -70, -26, -18, 19), capsule(24, -70, 26, -18, 19));
  d.push(ellipse(-30, -10, 26, 12), ellipse(30, -10, 26, 12));
  d.push(ellipse(0, -104, 58, 68, W.bold));
  d.push(ellipse(0, -94, 33, 42, W.detail));
  d.push(capsule(-50, -144, -70, -92, 15), capsule(50, -144, 70, -92, 15));
  d.push(circle(0, -190, 47, W.bold));
  d.push(ellipse(0, -172, 22, 16));
  d.push(ellipse(0, -180, 8, 5.5, W.detail));
  d.push(arc(-6, -170, 6, 6, 0, 160, W.detail), arc(6, -170, 6, 6, 20, 180, W.detail));
  d.push(circle(-17, -200, 5, W.detail), circle(17, -200, 5, W.detail));
  return d;
}

/** A unicorn standing side on, facing right: a spiral horn, a curly mane and tail. */
export function unicorn(): Drawing {
  const d: Drawing = [];
  d.push(
    smooth(
      [
        [-70, -150],
        [-104, -150],
        [-122, -112],
        [-108, -70],
        [-118, -44],
        [-92, -60],
        [-86, -96],
        [-70, -120],
      ],
      true,
      W.main,
    ),
  );
  d.push(arc(-100, -110, 10, 24, 100, 250, W.detail));
  d.push(capsule(-40, -120, -42, -22, 11), capsule(34, -120, 38, -22, 11));
  d.push(rect(-54, -24, 24, 22, 5), rect(26, -24, 24, 22, 5));
  d.push(
    smooth(
      [
        [36, -150],
        [66, -214],
        [96, -252],
        [120, -236],
        [96, -186],
        [82, -128],
      ],
      true,
      W.main,
    ),
  );
  d.push(ellipse(0, -138, 84, 46, W.bold));
  d.push(capsule(-62, -116, -66, -22, 12), capsule(56, -116, 62, -22, 12));
  d.push(rect(-80, -24, 28, 22, 5), rect(48, -24, 28, 22, 5));
  // mane: curls down the back of the neck
  for (const [x, y, r] of [
    [92, -262, 15],
    [76, -240, 15],
    [62, -216, 15],
    [50, -192, 14],
    [40, -168, 13],
  ] as Array<[number, number, number]>)
    d.push(circle(x, y, r));
  d.push(rotatedEllipse(118, -234, 44, 28, 28));
  d.push(ellipse(146, -210, 23, 19));
  d.push(
    poly(
      [
        [96, -262],
        [94, -294],
        [112, -270],
      ],
      true,
    ),
  );
  d.push(
    poly(
      [
        [108, -268],
        [138, -340],
        [130, -258],
      ],
      true,
    ),
  );
  d.push(line(112, -282, 132, -286, W.detail), line(117, -300, 134, -304, W.detail), line(123, -318, 136, -321, W.detail));
  d.push(arc(118, -238, 7, 6, 200, 340, W.detail));
  d.push(circle(150, -216, 3.5, W.detail));
  d.push(arc(140, -206, 10, 6, 20, 150, W.detail));
  return d;
}

export function robin(): Drawing {
  const d: Drawing = [];
  d.push(
    poly(
      [
        [-44, -64],
        [-96, -92],
        [-88, -58],
        [-40, -46],
      ],
      true,
    ),
  );
  d.push(line(-6, -18, -10, 0, W.detail), line(10, -18, 12, 0, W.detail));
  d.push(
    poly(
      [
        [-22, 0],
        [-10, 0],
        [-2, 0],
      ],
      false,
      W.detail,
    ),
    poly(
      [
        [2, 0],
        [12, 0],
        [22, 0],
      ],
      false,
      W.detail,
    ),
  );
  d.push(ellipse(0, -62, 56, 46, W.bold));
  d.push(arc(14, -60, 34, 40, 10, 170, W.detail));
  d.push(
    smooth(
      [
        [-40, -78],
        [-14, -74],
        [4, -56],
        [-30, -46],
      ],
      true,
      W.detail,
    ),
  );
  d.push(circle(42, -104, 30));
  d.push(
    poly(
      [
        [68, -112],
        [92, -104],
        [68, -96],
      ],
      true,
      W.detail,
    ),
  );
  d.push(circle(50, -112, 5, W.detail));
  d.push(circle(38, -94, 6, W.detail));
  return d;
}

export function frog(): Drawing {
  const d: Drawing = [];
  d.push(ellipse(-56, -18, 32, 18), ellipse(56, -18, 32, 18));
  d.push(ellipse(0, -48, 66, 46, W.bold));
  d.push(ellipse(0, -34, 36, 24, W.detail));
  d.push(capsule(-30, -40, -36, -6, 9), capsule(30, -40, 36, -6, 9));
  d.push(circle(-30, -96, 22), circle(30, -96, 22));
  d.push(circle(-28, -96, 9, W.detail), circle(28, -96, 9, W.detail));
  d.push(arc(0, -66, 34, 14, 15, 165, W.detail));
  d.push(circle(-44, -62, 6, W.detail), circle(44, -62, 6, W.detail));
  return d;
}

export function squirrel(): Drawing {
  const d: Drawing = [];
  d.push(
    smooth(
      [
        [-20, -28],
        [-76, -46],
        [-102, -110],
        [-86, -176],
        [-40, -194],
        [-14, -160],
        [-44, -140],
        [-52, -96],
        [-22, -66],
      ],
      true,
      W.bold,
    ),
  );
  d.push(arc(-70, -120, 20, 40, 120, 250, W.detail));
  d.push(ellipse(0, -58, 38, 54, W.bold));
  d.push(ellipse(6, -48, 20, 30, W.detail));
  d.push(ellipse(-18, -6, 20, 8), ellipse(24, -6, 20, 8));
  d.push(
    poly(
      [
        [-4, -150],
        [-10, -184],
        [14, -160],
      ],
      true,
    ),
    poly(
      [
        [22, -150],
        [32, -182],
        [40, -150],
      ],
      true,
    ),
  );
  d.push(circle(14, -128, 30));
  d.push(circle(24, -136, 5, W.detail));
  d.push(circle(42, -126, 4, W.detail));
  d.push(arc(32, -118, 10, 7, 30, 150, W.detail));
  // acorn held in both paws
  d.push(ellipse(30, -70, 12, 15, W.detail), dome(30, -82, 15, 9, W.detail), line(30, -91, 32, -98, W.detail));
  d.push(ellipse(18, -76, 8, 10, W.detail), ellipse(42, -76, 8, 10, W.detail));
  return d;
}

export function dog(): Drawing {
  const d: Drawing = [];
  d.push(capsule(-62, -66, -100, -112, 9));
  d.push(capsule(-44, -60, -46, -8, 11), capsule(42, -60, 40, -8, 11));
  d.push(ellipse(-4, -70, 70, 38, W.bold));
  d.push(capsule(-24, -52, -26, -8, 11), capsule(58, -52, 60, -8, 11));
  d.push(ellipse(-26, -6, 15, 8), ellipse(60, -6, 15, 8));
  d.push(circle(66, -124, 36, W.bold));
  d.push(rotatedEllipse(38, -118, 14, 28, 20), rotatedEllipse(94, -118, 14, 28, -20));
  d.push(ellipse(70, -104, 20, 14));
  d.push(ellipse(70, -112, 7, 5, W.detail));
  d.push(arc(70, -104, 10, 7, 20, 160, W.detail));
  d.push(circle(56, -134, 5, W.detail), circle(82, -134, 5, W.detail));
  d.push(arc(44, -94, 24, 10, 20, 160, W.detail));
  return d;
}

export function cat(): Drawing {
  const d: Drawing = [];
  d.push(
    smooth(
      [
        [30, -10],
        [80, -6],
        [96, -40],
        [82, -62],
      ],
      false,
      W.bold,
    ),
  );
  d.push(ellipse(0, -60, 46, 60, W.bold));
  d.push(ellipse(-20, -6, 16, 9), ellipse(20, -6, 16, 9));
  d.push(
    poly(
      [
        [-34, -160],
        [-34, -196],
        [-8, -172],
      ],
      true,
    ),
    poly(
      [
        [34, -160],
        [34, -196],
        [8, -172],
      ],
      true,
    ),
  );
  d.push(circle(0, -148, 38, W.bold));
  d.push(...roundEyes(0, -154, 15, 6));
  d.push(
    poly(
      [
        [-5, -140],
        [5, -140],
        [0, -134],
      ],
      true,
      W.detail,
    ),
  );
  d.push(arc(-6, -134, 6, 5, 0, 160, W.detail), arc(6, -134, 6, 5, 20, 180, W.detail));
  d.push(line(16, -138, 44, -142), line(16, -134, 44, -128), line(-16, -138, -44, -142), line(-16, -134, -44, -128));
  d.push(heart(0, -72, 18, W.detail));
  return d;
}
