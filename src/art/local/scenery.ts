/** Background pieces: sky, ground and the landmark of each setting. Page coordinates (595 × 842). */
import {
  arc,
  type Cmd,
  type Stroke,
  circle,
  cloud,
  dome,
  ellipse,
  flower,
  grassTuft,
  heart,
  leaf,
  line,
  poly,
  rect,
  smooth,
  star,
  W,
  type Drawing,
  type Pt,
} from "./geometry";

export const PAGE = { width: 595, height: 842 } as const;
export const FRAME = { x: 18, y: 18, width: 559, height: 806 } as const;
export const HORIZON = 480;
/** Where the characters stand. */
export const FLOOR = 762;
export const INDOOR_FLOOR = 540;

export type Rng = () => number;

export function sun(cx: number, cy: number): Drawing {
  const d: Drawing = [];
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * Math.PI * 2 + 0.2;
    d.push(line(cx + Math.cos(a) * 46, cy + Math.sin(a) * 46, cx + Math.cos(a) * 62, cy + Math.sin(a) * 62, W.main));
  }
  d.push(circle(cx, cy, 36, W.bold));
  d.push(arc(cx - 12, cy - 2, 6, 5, 200, 340, W.detail), arc(cx + 12, cy - 2, 6, 5, 200, 340, W.detail));
  d.push(arc(cx, cy + 6, 14, 10, 20, 160, W.detail));
  return d;
}

export function moon(cx: number, cy: number, starsLeft: boolean): Drawing {
  // A crescent with a sleepy face, plus a few stars.
  const d: Drawing = [
    {
      w: W.bold,
      cmds: [
        ["M", cx + 10, cy - 48],
        ["C", cx - 40, cy - 44, cx - 52, cy + 30, cx + 6, cy + 50],
        ["C", cx - 20, cy + 24, cx - 22, cy - 22, cx + 10, cy - 48],
        ["Z"],
      ],
    },
  ];
  d.push(arc(cx - 22, cy - 4, 5, 4, 20, 160, W.detail));
  d.push(arc(cx - 16, cy + 14, 7, 5, 20, 150, W.detail));
  const sx = starsLeft ? -1 : 1;
  d.push(star(cx + 44, cy - 24, 13), star(cx + sx * 80, cy + 60, 10), star(cx + 30, cy + 46, 8), star(cx + sx * 110, cy - 30, 12));
  return d;
}

export function sky(rng: Rng, night: boolean): Drawing {
  const d: Drawing = [];
  const right = rng() < 0.5;
  const cx = right ? 470 : 125;
  d.push(...(night ? moon(cx, 232, right) : sun(cx, 228)));
  const cloudX = right ? 170 + rng() * 40 : 390 + rng() * 40;
  d.push(cloud(cloudX, 215 + rng() * 20, 130));
  d.push(cloud(right ? 330 : 260, 310 + rng() * 20, 100));
  return d;
}

/** A gentle wavy horizon from frame edge to frame edge (closes the sky as one region). */
export function hills(rng: Rng, y = HORIZON): Drawing {
  const pts: Pt[] = [];
  const x0 = FRAME.x;
  const x1 = FRAME.x + FRAME.width;
  const n = 6;
  for (let i = 0; i <= n; i++) pts.push([x0 + ((x1 - x0) * i) / n, y - 18 + (rng() - 0.5) * 34 - (i % 2) * 16]);
  return [smooth(pts, false, W.main)];
}

export function groundDetails(rng: Rng, count: number, yMin: number, yMax: number): Drawing {
  const d: Drawing = [];
  for (let i = 0; i < count; i++) d.push(grassTuft(50 + rng() * 495, yMin + rng() * (yMax - yMin), 10 + rng() * 5));
  return d;
}

/** A circle with scalloped edges (tree crowns, bushes). */
export function bumpyCircle(cx: number, cy: number, r: number, bumps: number, w: number = W.main): Stroke {
  const cmds: Cmd[] = [];
  for (let i = 0; i < bumps; i++) {
    const a0 = (i / bumps) * Math.PI * 2;
    const a1 = ((i + 1) / bumps) * Math.PI * 2;
    const am = (a0 + a1) / 2;
    const p0: Pt = [cx + Math.cos(a0) * r, cy + Math.sin(a0) * r];
    const p1: Pt = [cx + Math.cos(a1) * r, cy + Math.sin(a1) * r];
    const out = r * (1 + 3.2 / bumps);
    if (i === 0) cmds.push(["M", p0[0], p0[1]]);
    cmds.push(["Q", cx + Math.cos(am) * out * 1.12, cy + Math.sin(am) * out * 1.12, p1[0], p1[1]]);
  }
  cmds.push(["Z"]);
  return { w, cmds };
}

export function roundTree(x: number, ground: number, h: number): Drawing {
  const top = ground - h;
  const r = h * 0.3;
  return [
    poly(
      [
        [x - 16, ground],
        [x - 12, top + r * 1.6],
        [x + 12, top + r * 1.6],
        [x + 16, ground],
      ],
      true,
      W.main,
    ),
    bumpyCircle(x, top + r + 4, r, 9),
    leaf(x - r * 0.35, top + r * 0.9, 16, -60, W.detail),
    leaf(x + r * 0.3, top + r * 1.3, 16, -120, W.detail),
  ];
}

export function pineTree(x: number, ground: number, h: number): Drawing {
  const top = ground - h;
  const w = h * 0.36;
  return [
    rect(x - 10, ground - h * 0.2, 20, h * 0.2, 3),
    poly(
      [
        [x - w, ground - h * 0.18],
        [x, top + h * 0.3],
        [x + w, ground - h * 0.18],
      ],
      true,
    ),
    poly(
      [
        [x - w * 0.8, top + h * 0.55],
        [x, top + h * 0.12],
        [x + w * 0.8, top + h * 0.55],
      ],
      true,
    ),
    poly(
      [
        [x - w * 0.6, top + h * 0.32],
        [x, top],
        [x + w * 0.6, top + h * 0.32],
      ],
      true,
    ),
  ];
}

export function mushroom(x: number, ground: number, h: number, door = false): Drawing {
  const capY = ground - h * 0.55;
  const d: Drawing = [rect(x - h * 0.18, capY - 4, h * 0.36, h * 0.55 + 4, 8)];
  if (door) d.push(dome(x, ground, h * 0.1, h * 0.24, W.detail), circle(x, capY + h * 0.15, h * 0.05, W.detail));
  d.push({
    w: W.main,
    cmds: [
      ["M", x - h * 0.5, capY],
      ["C", x - h * 0.48, capY - h * 0.55, x + h * 0.48, capY - h * 0.55, x + h * 0.5, capY],
      ["Q", x, capY + h * 0.1, x - h * 0.5, capY],
      ["Z"],
    ],
  });
  d.push(
    circle(x - h * 0.2, capY - h * 0.16, h * 0.07, W.detail),
    circle(x + h * 0.12, capY - h * 0.26, h * 0.06, W.detail),
    circle(x + h * 0.28, capY - h * 0.08, h * 0.05, W.detail),
  );
  return d;
}

export function castle(x: number, ground: number): Drawing {
  const d: Drawing = [];
  const tower = (tx: number, w: number, h: number) => {
    d.push(
      line(tx, ground - h - w * 0.9, tx, ground - h - w * 1.3, W.detail),
      poly(
        [
          [tx, ground - h - w * 1.3],
          [tx + 22, ground - h - w * 1.2],
          [tx, ground - h - w * 1.1],
        ],
        true,
        W.detail,
      ),
    );
    d.push(rect(tx - w / 2, ground - h, w, h));
    d.push(
      poly(
        [
          [tx - w / 2 - 8, ground - h],
          [tx, ground - h - w * 0.9],
          [tx + w / 2 + 8, ground - h],
        ],
        true,
      ),
    );
    d.push(rect(tx - 8, ground - h + 24, 16, 26, 8, W.detail));
  };
  // keep between the towers, with battlements
  const kx0 = x - 90;
  const kx1 = x + 90;
  const top = ground - 130;
  const pts: Pt[] = [
    [kx0, ground],
    [kx0, top],
  ];
  for (let bx = kx0; bx < kx1 - 1; bx += 30) pts.push([bx, top], [bx, top - 16], [bx + 15, top - 16], [bx + 15, top]);
  pts.push([kx1, top], [kx1, ground]);
  d.push(poly(pts, false));
  d.push({
    w: W.main,
    cmds: [
      ["M", x - 28, ground],
      ["L", x - 28, ground - 50],
      ["C", x - 28, ground - 90, x + 28, ground - 90, x + 28, ground - 50],
      ["L", x + 28, ground],
      ["Z"],
    ],
  });
  d.push(line(x, ground - 78, x, ground, W.detail));
  d.push(heart(x - 50, top + 40, 22, W.detail), heart(x + 50, top + 40, 22, W.detail));
  tower(kx0 - 10, 56, 170);
  tower(kx1 + 10, 56, 170);
  return d;
}

export function rainbow(cx: number, cy: number, r: number): Drawing {
  return [0, 1, 2, 3]
    .map((i) => arc(cx, cy, r - i * 18, r - i * 18, 180, 360, W.main))
    .concat([cloud(cx - r + 20, cy - 10, 90), cloud(cx + r - 20, cy - 10, 90)]);
}

export function barn(x: number, ground: number): Drawing {
  const w = 170;
  const h = 120;
  return [
    poly(
      [
        [x - w / 2, ground],
        [x - w / 2, ground - h],
        [x - w / 2 + 20, ground - h - 55],
        [x, ground - h - 80],
        [x + w / 2 - 20, ground - h - 55],
        [x + w / 2, ground - h],
        [x + w / 2, ground],
      ],
      false,
    ),
    rect(x - 40, ground - 85, 80, 85, 0),
    line(x - 40, ground - 85, x + 40, ground, W.detail),
    line(x + 40, ground - 85, x - 40, ground, W.detail),
    rect(x - 20, ground - h - 45, 40, 32, 4, W.detail),
    line(x, ground - h - 45, x, ground - h - 13, W.detail),
  ];
}

export function fence(x0: number, x1: number, ground: number, h = 60): Drawing {
  const d: Drawing = [line(x0, ground - h * 0.7, x1, ground - h * 0.7, W.main), line(x0, ground - h * 0.3, x1, ground - h * 0.3, W.main)];
  for (let x = x0 + 10; x <= x1 - 10; x += 44)
    d.push(
      poly(
        [
          [x - 10, ground],
          [x - 10, ground - h],
          [x, ground - h - 12],
          [x + 10, ground - h],
          [x + 10, ground],
        ],
        true,
      ),
    );
  return d;
}

export function house(x: number, ground: number): Drawing {
  return [
    rect(x + 40, ground - 190, 24, 50, 0),
    rect(x - 90, ground - 120, 180, 120, 0),
    poly(
      [
        [x - 110, ground - 118],
        [x, ground - 200],
        [x + 110, ground - 118],
      ],
      true,
    ),
    rect(x - 22, ground - 70, 44, 70, 10),
    circle(x + 12, ground - 36, 4, W.detail),
    rect(x - 76, ground - 96, 40, 36, 4, W.detail),
    line(x - 56, ground - 96, x - 56, ground - 60, W.detail),
    rect(x + 36, ground - 96, 40, 36, 4, W.detail),
    line(x + 56, ground - 96, x + 56, ground - 60, W.detail),
    heart(x, ground - 148, 24, W.detail),
  ];
}

export function slide(x: number, ground: number): Drawing {
  return [
    line(x - 60, ground, x - 60, ground - 180, W.main),
    line(x - 20, ground, x - 20, ground - 180, W.main),
    ...[0, 1, 2, 3, 4].map((i) => line(x - 60, ground - 30 - i * 32, x - 20, ground - 30 - i * 32, W.detail)),
    rect(x - 70, ground - 192, 60, 14, 6),
    {
      w: W.main,
      cmds: [
        ["M", x - 10, ground - 190],
        ["C", x + 40, ground - 150, x + 60, ground - 30, x + 120, ground - 14],
        ["L", x + 120, ground + 6],
        ["C", x + 50, ground - 6, x + 30, ground - 140, x - 10, ground - 168],
        ["Z"],
      ],
    },
  ];
}

export function pond(cx: number, cy: number): Drawing {
  const d: Drawing = [ellipse(cx, cy, 180, 48, W.main)];
  d.push(arc(cx - 80, cy + 6, 26, 6, 200, 340, W.detail), arc(cx + 60, cy + 20, 30, 6, 200, 340, W.detail));
  for (const [x, h] of [
    [cx - 150, 110],
    [cx - 126, 140],
    [cx + 150, 120],
  ] as Array<[number, number]>) {
    d.push(line(x, cy - 10, x, cy - 10 - h, W.main), { ...ellipse(x, cy - h - 10 + 18, 8, 22, W.main) }, leaf(x, cy - 40, 40, -130));
  }
  return d;
}

export function lilyPad(cx: number, cy: number): Drawing {
  return [
    {
      w: W.main,
      cmds: [
        ["M", cx, cy],
        ["L", cx + 70, cy - 8],
        ["C", cx + 80, cy + 20, cx + 30, cy + 24, cx, cy + 24],
        ["C", cx - 60, cy + 24, cx - 100, cy + 10, cx - 90, cy - 4],
        ["C", cx - 80, cy - 22, cx - 10, cy - 26, cx + 40, cy - 20],
        ["Z"],
      ],
    },
  ];
}

export function bigTree(x: number, ground: number): Drawing {
  const d: Drawing = [
    {
      w: W.bold,
      cmds: [
        ["M", x - 34, ground],
        ["C", x - 22, ground - 60, x - 24, ground - 140, x - 30, ground - 200],
        ["L", x + 30, ground - 200],
        ["C", x + 24, ground - 140, x + 22, ground - 60, x + 34, ground],
        ["Z"],
      ],
    },
    ellipse(x, ground - 80, 12, 18, W.detail),
    smooth(
      [
        [x - 120, ground - 230],
        [x - 110, ground - 330],
        [x - 30, ground - 380],
        [x + 70, ground - 370],
        [x + 124, ground - 300],
        [x + 110, ground - 220],
        [x + 30, ground - 190],
        [x - 60, ground - 190],
      ],
      true,
      W.bold,
    ),
  ];
  for (const [ax, ay] of [
    [-60, -290],
    [10, -320],
    [60, -250],
    [-20, -240],
  ] as Pt[])
    d.push(circle(x + ax, ground + ay, 12, W.detail), line(x + ax, ground + ay - 12, x + ax + 4, ground + ay - 20, W.detail));
  return d;
}

export function picnicBlanket(cx: number, cy: number): Drawing {
  const pts: Pt[] = [
    [cx - 150, cy + 30],
    [cx - 100, cy - 30],
    [cx + 120, cy - 30],
    [cx + 160, cy + 30],
  ];
  const d: Drawing = [poly(pts, true)];
  for (let i = 1; i < 4; i++) {
    const t = i / 4;
    d.push(line(cx - 150 + 310 * t, cy + 30, cx - 100 + 220 * t, cy - 30, W.detail));
  }
  d.push(line(cx - 125, cy, cx + 140, cy, W.detail));
  return d;
}

export function basket(cx: number, ground: number): Drawing {
  return [
    arc(cx, ground - 44, 34, 34, 180, 360, W.main),
    poly(
      [
        [cx - 44, ground - 44],
        [cx + 44, ground - 44],
        [cx + 34, ground],
        [cx - 34, ground],
      ],
      true,
    ),
    line(cx - 40, ground - 30, cx + 40, ground - 30, W.detail),
    line(cx - 37, ground - 15, cx + 37, ground - 15, W.detail),
  ];
}

export function kite(cx: number, cy: number, tx: number, ty: number): Drawing {
  return [
    smooth(
      [
        [cx, cy + 55],
        [cx - 20, cy + 100],
        [cx + 10, cy + 140],
        [(cx + tx) / 2, (cy + ty) / 2],
        [tx, ty],
      ],
      false,
      W.detail,
    ),
    poly(
      [
        [cx, cy - 55],
        [cx + 38, cy],
        [cx, cy + 55],
        [cx - 38, cy],
      ],
      true,
    ),
    line(cx, cy - 55, cx, cy + 55, W.detail),
    line(cx - 38, cy, cx + 38, cy, W.detail),
    heart(cx - 12, cy + 120, 16, W.detail),
    heart(cx + 4, cy + 170, 16, W.detail),
  ];
}

export function butterfly(cx: number, cy: number): Drawing {
  return [
    ellipse(cx - 14, cy - 8, 14, 11, W.detail),
    ellipse(cx + 14, cy - 8, 14, 11, W.detail),
    ellipse(cx - 11, cy + 10, 10, 8, W.detail),
    ellipse(cx + 11, cy + 10, 10, 8, W.detail),
    ellipse(cx, cy, 4, 16, W.detail),
    arc(cx - 6, cy - 22, 6, 8, 0, 90, W.detail),
    arc(cx + 6, cy - 22, 6, 8, 90, 180, W.detail),
  ];
}

export function windowFrame(x: number, y: number, w: number, h: number): Drawing {
  return [
    rect(x, y, w, h, 6),
    line(x + w / 2, y, x + w / 2, y + h, W.detail),
    line(x, y + h / 2, x + w, y + h / 2, W.detail),
    {
      w: W.main,
      cmds: [["M", x - 14, y - 8], ["Q", x + 10, y + h / 2, x - 8, y + h + 10], ["L", x - 26, y + h + 10], ["Q", x - 20, y + h / 2, x - 30, y - 8], ["Z"]],
    },
    {
      w: W.main,
      cmds: [
        ["M", x + w + 14, y - 8],
        ["Q", x + w - 10, y + h / 2, x + w + 8, y + h + 10],
        ["L", x + w + 26, y + h + 10],
        ["Q", x + w + 20, y + h / 2, x + w + 30, y - 8],
        ["Z"],
      ],
    },
    line(x - 36, y - 10, x + w + 36, y - 10, W.main),
  ];
}

export function pictureFrame(x: number, y: number): Drawing {
  return [
    rect(x, y, 70, 56, 4),
    rect(x + 9, y + 9, 52, 38, 2, W.detail),
    heart(x + 35, y + 28, 20, W.detail),
    line(x + 20, y, x + 35, y - 16, W.detail),
    line(x + 50, y, x + 35, y - 16, W.detail),
  ];
}

export function sofa(cx: number, ground: number): Drawing {
  return [
    rect(cx - 110, ground - 130, 220, 70, 24),
    rect(cx - 126, ground - 90, 40, 80, 16),
    rect(cx + 86, ground - 90, 40, 80, 16),
    rect(cx - 90, ground - 66, 176, 44, 10),
    line(cx - 2, ground - 66, cx - 2, ground - 22, W.detail),
    line(cx - 100, ground - 10, cx - 100, ground, W.main),
    line(cx + 100, ground - 10, cx + 100, ground, W.main),
  ];
}

export function lamp(x: number, ground: number): Drawing {
  return [
    line(x, ground - 160, x, ground - 6, W.main),
    ellipse(x, ground - 4, 26, 6),
    poly(
      [
        [x - 30, ground - 160],
        [x - 18, ground - 210],
        [x + 18, ground - 210],
        [x + 30, ground - 160],
      ],
      true,
    ),
  ];
}

export function table(cx: number, ground: number, w = 200): Drawing {
  return [rect(cx - w / 2 + 14, ground - 90, 14, 90, 4), rect(cx + w / 2 - 28, ground - 90, 14, 90, 4), rect(cx - w / 2, ground - 104, w, 18, 6)];
}

export function hangingLamp(x: number, top: number, len: number): Drawing {
  return [line(x, top, x, top + len, W.main), dome(x, top + len + 34, 40, 34), arc(x, top + len + 34, 12, 10, 0, 180, W.detail)];
}

export function floorLine(y = 600): Drawing {
  return [line(FRAME.x, y, FRAME.x + FRAME.width, y, W.main), line(FRAME.x, y + 14, FRAME.x + FRAME.width, y + 14, W.detail)];
}

export function scatteredFlowers(rng: Rng, n: number, yMin: number, yMax: number): Drawing {
  const d: Drawing = [];
  for (let i = 0; i < n; i++) d.push(...flower(60 + rng() * 475, yMin + rng() * (yMax - yMin), 34 + rng() * 16, 5 + Math.floor(rng() * 3), 9));
  return d;
}

export function stump(cx: number, ground: number, h: number): Drawing {
  return [
    {
      w: W.main,
      cmds: [
        ["M", cx - 60, ground - h],
        ["L", cx - 60, ground - 10],
        ["Q", cx - 70, ground, cx - 80, ground],
        ["L", cx + 80, ground],
        ["Q", cx + 70, ground, cx + 60, ground - 10],
        ["L", cx + 60, ground - h],
        ["Z"],
      ],
    },
    ellipse(cx, ground - h, 60, 16),
    ellipse(cx, ground - h, 32, 8, W.detail),
  ];
}

export function leafy(x: number, y: number): Drawing {
  return [leaf(x, y, 26, -60), leaf(x, y, 26, -120), line(x, y, x, y + 16, W.detail)];
}

export function wallClock(cx: number, cy: number): Drawing {
  return [
    circle(cx, cy, 38, W.bold),
    circle(cx, cy, 4, W.detail),
    line(cx, cy - 4, cx, cy - 26, W.detail),
    line(cx + 4, cy, cx + 20, cy, W.detail),
    ...[0, 1, 2, 3].map((i) => {
      const a = (i * Math.PI) / 2;
      return line(cx + Math.cos(a) * 30, cy + Math.sin(a) * 30, cx + Math.cos(a) * 24, cy + Math.sin(a) * 24, W.detail);
    }),
  ];
}

export function shelf(cx: number, y: number): Drawing {
  return [
    rect(cx - 70, y, 140, 12, 3),
    rect(cx - 60, y - 50, 16, 50, 2, W.detail),
    rect(cx - 42, y - 44, 14, 44, 2, W.detail),
    rect(cx - 26, y - 54, 18, 54, 2, W.detail),
    ...flower(cx + 40, y - 26, 30, 5, 9),
    poly(
      [
        [cx + 24, y - 28],
        [cx + 56, y - 28],
        [cx + 50, y],
        [cx + 30, y],
      ],
      true,
      W.detail,
    ),
  ];
}

export function cake(cx: number, base: number): Drawing {
  return [
    ellipse(cx, base + 2, 56, 8),
    rect(cx - 40, base - 46, 80, 46, 8),
    smooth(
      [
        [cx - 40, base - 34],
        [cx - 20, base - 24],
        [cx, base - 34],
        [cx + 20, base - 24],
        [cx + 40, base - 34],
      ],
      false,
      W.detail,
    ),
    rect(cx - 5, base - 70, 10, 24, 3, W.detail),
    {
      w: W.detail,
      cmds: [
        ["M", cx, base - 90],
        ["C", cx + 8, base - 80, cx + 6, base - 72, cx, base - 72],
        ["C", cx - 6, base - 72, cx - 8, base - 80, cx, base - 90],
        ["Z"],
      ],
    },
  ];
}
