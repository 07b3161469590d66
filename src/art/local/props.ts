/**
 * Drawings for every DRAWABLE_PROPS entry (src/contracts/story-plan.ts), each in local coordinates
 * with its base at (0, 0), about 60–200 units tall, with thick closed outlines. `PROPS` says where
 * each one belongs in a scene: on a surface (the sink, the table), on the wall, on the floor in front,
 * as furniture at the back, or in the sky; `findProp` matches a scene's prop words ("the timer",
 * "two teddy bears") to an entry.
 */
import { DRAWABLE_PROPS, type DrawableProp } from "../../contracts/story-plan";
import { bunny, cat, dog } from "./characters";
import { baby, person, type PersonLook } from "./people";
import { SPEECH } from "./reading";
import {
  arc,
  capsule,
  circle,
  dome,
  ellipse,
  flower,
  heart,
  leaf,
  line,
  place,
  poly,
  rect,
  rotate,
  rotatedEllipse,
  smooth,
  star,
  W,
  type Cmd,
  type Drawing,
  type Pt,
} from "./geometry";

const face = (cx: number, cy: number, s = 1): Drawing => [
  circle(cx - 7 * s, cy - 3 * s, 3 * s + 0.5, W.detail),
  circle(cx + 7 * s, cy - 3 * s, 3 * s + 0.5, W.detail),
  arc(cx, cy + 3 * s, 7 * s, 5 * s, 20, 160, W.detail),
];

// ---- bedtime and home ---------------------------------------------------------------------------

export function teddy(): Drawing {
  return [
    circle(-22, -108, 12),
    circle(22, -108, 12),
    ellipse(-22, -12, 16, 12),
    ellipse(22, -12, 16, 12),
    ellipse(0, -40, 30, 36, W.bold),
    ellipse(0, -36, 16, 20, W.detail),
    capsule(-26, -58, -40, -36, 9),
    capsule(26, -58, 40, -36, 9),
    circle(0, -92, 26, W.bold),
    ellipse(0, -84, 11, 8, W.detail),
    ellipse(0, -87, 4, 3, W.detail),
    circle(-10, -98, 3.5, W.detail),
    circle(10, -98, 3.5, W.detail),
  ];
}

/** A bed seen from the side: headboard, mattress, a pillow and a blanket. About 280 wide. */
export function bed(): Drawing {
  return [
    rect(-140, -150, 26, 150, 10),
    rect(118, -92, 22, 92, 8),
    rect(-118, -78, 240, 40, 8),
    line(-110, -38, -110, 0, W.main),
    line(112, -38, 112, 0, W.main),
    ellipse(-78, -96, 36, 20),
    arc(-78, -96, 18, 8, 200, 340, W.detail),
    { w: W.main, cmds: [["M", -40, -92], ["Q", 40, -104, 124, -88], ["L", 124, -46], ["Q", 40, -36, -40, -46], ["Z"]] },
    line(-40, -70, 124, -68, W.detail),
    star(30, -58, 9, 0.45, 5, W.detail),
    star(80, -58, 9, 0.45, 5, W.detail),
  ];
}

export function pillow(): Drawing {
  return [
    { w: W.main, cmds: [["M", -60, -70], ["Q", 0, -60, 60, -70], ["Q", 50, -35, 60, 0], ["Q", 0, -10, -60, 0], ["Q", -50, -35, -60, -70], ["Z"]] },
    heart(0, -35, 30, W.detail),
  ];
}

/** A soft folded quilt: a rounded pile with a turned-down corner, a fold and stitched patches. */
export function blanket(): Drawing {
  return [
    {
      w: W.bold,
      cmds: [
        ["M", -70, -6],
        ["Q", -76, -40, -64, -70],
        ["Q", -60, -82, -40, -80],
        ["Q", 0, -88, 44, -80],
        ["Q", 68, -78, 70, -56],
        ["Q", 74, -28, 68, -6],
        ["Q", 0, 4, -70, -6],
        ["Z"],
      ],
    },
    {
      w: W.detail,
      cmds: [
        ["M", -68, -40],
        ["Q", 0, -30, 70, -42],
      ],
    },
    { w: W.main, cmds: [["M", 30, -80], ["Q", 56, -78, 68, -58], ["L", 36, -52], ["Z"]] },
    heart(-34, -58, 16, W.detail),
    star(4, -60, 9, 0.45, 5, W.detail),
    heart(-10, -18, 16, W.detail),
    star(34, -20, 9, 0.45, 5, W.detail),
  ];
}

/** A blanket spread out flat on the ground (seen from the front, in perspective), with a fringe. */
export function spreadBlanket(w = 300): Drawing {
  const h = 44;
  const d: Drawing = [
    poly(
      [
        [-w / 2, 0],
        [-w / 2 + 34, -h],
        [w / 2 - 34, -h],
        [w / 2, 0],
      ],
      true,
      W.main,
    ),
  ];
  for (let i = 1; i < 4; i++) {
    const t = i / 4;
    d.push(line(-w / 2 + w * t, 0, -w / 2 + 34 + (w - 68) * t, -h, W.detail));
  }
  d.push(line(-w / 2 + 17, -h / 2, w / 2 - 17, -h / 2, W.detail));
  return d;
}

export function nightLight(): Drawing {
  return [rect(-24, -22, 48, 22, 6), star(0, -62, 40, 0.5, 5, W.bold), ...face(0, -58, 0.9)];
}

/** An open book: two pages with lines, on its cover. */
export function book(): Drawing {
  const d: Drawing = [
    { w: W.main, cmds: [["M", 0, 0], ["Q", -36, -14, -72, -4], ["L", -72, -76], ["L", 72, -76], ["L", 72, -4], ["Q", 36, -14, 0, 0], ["Z"]] },
    { w: W.main, cmds: [["M", 0, -8], ["Q", -30, -22, -64, -12], ["L", -64, -82], ["Q", -30, -92, 0, -78], ["Z"]] },
    { w: W.main, cmds: [["M", 0, -8], ["Q", 30, -22, 64, -12], ["L", 64, -82], ["Q", 30, -92, 0, -78], ["Z"]] },
  ];
  for (const s of [-1, 1]) for (let i = 0; i < 3; i++) d.push(line(s * 14, -64 + i * 16, s * 50, -68 + i * 16, W.detail));
  return d;
}

export function tableLamp(): Drawing {
  return [
    ellipse(0, -6, 30, 8),
    capsule(0, -10, 0, -70, 5),
    poly(
      [
        [-40, -66],
        [-26, -128],
        [26, -128],
        [40, -66],
      ],
      true,
    ),
    line(-34, -82, 34, -82, W.detail),
  ];
}

export function alarmClock(): Drawing {
  return [
    line(-28, -4, -22, -16, W.main),
    line(28, -4, 22, -16, W.main),
    dome(-28, -78, 18, 14),
    dome(28, -78, 18, 14),
    circle(0, -52, 40, W.bold),
    circle(0, -52, 28, W.detail),
    line(0, -52, 0, -72, W.detail),
    line(0, -52, 14, -52, W.detail),
  ];
}

/** A window with curtains, as a wall prop (base at the bottom of the curtains). */
export function windowProp(): Drawing {
  return [
    { w: W.main, cmds: [["M", -86, -150], ["Q", -60, -80, -80, 0], ["L", -100, 0], ["Q", -92, -80, -104, -150], ["Z"]] },
    { w: W.main, cmds: [["M", 86, -150], ["Q", 60, -80, 80, 0], ["L", 100, 0], ["Q", 92, -80, 104, -150], ["Z"]] },
    rect(-72, -140, 144, 124, 6),
    line(0, -140, 0, -16, W.detail),
    line(-72, -78, 72, -78, W.detail),
    line(-110, -152, 110, -152, W.main),
  ];
}

// ---- bathroom -----------------------------------------------------------------------------------

/** A claw-foot bathtub with bubbles and a tap at the left end. About 290 wide. */
export function bathtub(): Drawing {
  return [
    capsule(-132, -110, -132, -150, 6),
    {
      w: W.main,
      cmds: [
        ["M", -132, -150],
        ["Q", -132, -166, -112, -166],
        ["L", -100, -166],
      ],
    },
    rect(-106, -172, 10, 14, 3, W.detail),
    poly(
      [
        [-102, -36],
        [-116, -6],
        [-96, -6],
        [-84, -32],
      ],
      true,
    ),
    poly(
      [
        [102, -36],
        [116, -6],
        [96, -6],
        [84, -32],
      ],
      true,
    ),
    circle(-70, -132, 18, W.detail),
    circle(-44, -138, 22, W.detail),
    circle(64, -134, 20, W.detail),
    circle(90, -130, 14, W.detail),
    { w: W.bold, cmds: [["M", -124, -116], ["L", 140, -116], ["Q", 136, -40, 90, -30], ["L", -90, -30], ["Q", -124, -40, -124, -116], ["Z"]] },
    rect(-134, -128, 282, 16, 8),
  ];
}

export function rubberDuck(): Drawing {
  return [
    {
      w: W.main,
      cmds: [["M", -40, -34], ["Q", -44, 0, 0, 0], ["Q", 38, 0, 40, -26], ["Q", 20, -36, 6, -30], ["L", -40, -34], ["Q", -46, -44, -40, -52], ["Z"]],
    },
    circle(8, -52, 22),
    poly(
      [
        [26, -54],
        [46, -48],
        [28, -40],
      ],
      true,
      W.detail,
    ),
    circle(14, -58, 3.5, W.detail),
    arc(-8, -22, 18, 10, 10, 150, W.detail),
  ];
}

export function towel(): Drawing {
  return [
    line(-58, -110, 58, -110, W.main),
    circle(-62, -110, 6),
    circle(62, -110, 6),
    rect(-40, -116, 80, 116, 8),
    line(-40, -24, 40, -24, W.detail),
    line(-40, -14, 40, -14, W.detail),
  ];
}

/** Two toothbrushes in a cup. */
export function toothbrush(): Drawing {
  return [
    capsule(-8, -40, -22, -112, 5),
    rect(-34, -132, 14, 26, 4),
    capsule(8, -40, 24, -110, 5),
    rect(16, -130, 14, 26, 4),
    { w: W.main, cmds: [["M", -28, -64], ["L", 28, -64], ["L", 22, -4], ["Q", 0, 2, -22, -4], ["Z"]] },
    heart(0, -34, 20, W.detail),
  ];
}

/** The potty: a seat ring with its hole, a tub, a tall back with a handle hole, a star. */
export function potty(): Drawing {
  return [
    rect(-48, -128, 96, 84, 28),
    rect(-22, -114, 44, 16, 8, W.detail),
    { w: W.bold, cmds: [["M", -54, -60], ["L", 54, -60], ["C", 52, -28, 40, -10, 34, -8], ["L", -34, -8], ["C", -40, -10, -52, -28, -54, -60], ["Z"]] },
    rect(-42, -10, 84, 10, 4),
    ellipse(0, -62, 60, 14, W.bold),
    ellipse(0, -62, 40, 7, W.detail),
    star(0, -32, 12, 0.45, 5, W.detail),
  ];
}

export function toilet(): Drawing {
  return [
    rect(-44, -176, 88, 64, 8),
    rect(-50, -186, 100, 14, 6),
    line(26, -160, 38, -160, W.main),
    {
      w: W.main,
      cmds: [
        ["M", -52, -100],
        ["L", 52, -100],
        ["C", 50, -60, 30, -48, 22, -44],
        ["L", 28, 0],
        ["L", -28, 0],
        ["L", -22, -44],
        ["C", -30, -48, -50, -60, -52, -100],
        ["Z"],
      ],
    },
    ellipse(0, -102, 58, 14, W.bold),
    ellipse(0, -102, 38, 7, W.detail),
  ];
}

/**
 * The park's toilet block, as a child spots it from the sandbox: a little hut with a pitched roof,
 * a door with its knob and, on the door, a sign with a toilet on it.
 */
export function restroom(): Drawing {
  const sign = place(toilet(), { x: 0, y: -86, s: 0.15 }).map((st) => ({ ...st, w: W.detail }));
  return [
    rect(-72, -172, 144, 172, 4, W.bold),
    poly(
      [
        [-90, -166],
        [0, -222],
        [90, -166],
      ],
      true,
      W.bold,
    ),
    rect(-30, -124, 60, 124, 6),
    circle(18, -58, 4, W.detail),
    rect(-19, -117, 38, 36, 5, W.detail),
    ...sign,
    rect(40, -150, 22, 16, 3, W.detail),
    rect(-62, -150, 22, 16, 3, W.detail),
  ];
}

/**
 * The toilet's door, indoors away from the bathroom (the library's toilet, the bathroom door at home):
 * a tall door in its frame, a knob, and on the door a sign with a toilet on it. Floor at y = 0.
 */
export function toiletDoor(): Drawing {
  const sign = place(toilet(), { x: 0, y: -150, s: 0.22 }).map((st) => ({ ...st, w: W.detail }));
  return [rect(-62, -236, 124, 236, 4, W.bold), rect(-50, -224, 100, 224, 4), circle(34, -112, 5, W.detail), rect(-26, -204, 52, 60, 6, W.detail), ...sign];
}

/** A pedestal sink with a tap. The basin's rim is at y = -138. */
export function sink(): Drawing {
  return [
    poly(
      [
        [-18, -110],
        [18, -110],
        [26, 0],
        [-26, 0],
      ],
      true,
    ),
    {
      w: W.main,
      cmds: [
        ["M", 4, -138],
        ["L", 4, -168],
        ["Q", 4, -180, 18, -180],
        ["L", 30, -180],
        ["L", 30, -168],
      ],
    },
    circle(-18, -150, 8),
    circle(30, -150, 8),
    { w: W.bold, cmds: [["M", -70, -138], ["L", 70, -138], ["Q", 64, -104, 0, -100], ["Q", -64, -104, -70, -138], ["Z"]] },
    rect(-74, -146, 148, 12, 6),
  ];
}

export function soap(): Drawing {
  return [
    rect(-34, -30, 68, 30, 12),
    arc(0, -16, 16, 7, 200, 340, W.detail),
    circle(-20, -44, 10, W.detail),
    circle(2, -54, 13, W.detail),
    circle(24, -42, 8, W.detail),
  ];
}

// ---- meals --------------------------------------------------------------------------------------

/** A table seen from the side; its top is at y = -104. About 220 wide. */
export function diningTable(): Drawing {
  return [rect(-96, -96, 14, 96, 4), rect(82, -96, 14, 96, 4), rect(-112, -110, 224, 18, 6)];
}

/**
 * The table the family sits at, in front of them (a meal): its top seen a little from above, a cloth
 * hanging down with a scalloped hem, two legs below; `w` wide, the top's front edge at y = 0, the floor
 * at `floor`. Drawn over the ones sitting behind it, it hides them from the lap down.
 */
export function frontTable(w: number, floor: number): Drawing {
  const h = w / 2;
  const hem = Math.min(floor - 20, 84);
  const scallops = Math.max(3, Math.round(w / 70));
  const hemCmds: Cmd[] = [
    ["M", h - 4, 16],
    ["L", h - 4, hem],
  ];
  const step = (w - 8) / scallops;
  for (let i = 0; i < scallops; i++) {
    const x0 = h - 4 - i * step;
    hemCmds.push(["Q", x0 - step / 2, hem + 18, x0 - step, hem]);
  }
  hemCmds.push(["L", -h + 4, 16], ["Z"]);
  return [
    rect(-h + 40, hem - 4, 16, Math.max(8, floor - hem + 4), 4, W.main),
    rect(h - 56, hem - 4, 16, Math.max(8, floor - hem + 4), 4, W.main),
    { w: W.main, cmds: hemCmds },
    {
      w: W.bold,
      cmds: [
        ["M", -h + 26, -34],
        ["L", h - 26, -34],
        ["Q", h - 10, -34, h - 4, -18],
        ["L", h, 6],
        ["Q", h, 16, h - 10, 16],
        ["L", -h + 10, 16],
        ["Q", -h, 16, -h, 6],
        ["L", -h + 4, -18],
        ["Q", -h + 10, -34, -h + 26, -34],
        ["Z"],
      ],
    },
    line(-h + 2, 0, h - 2, 0, W.detail),
  ];
}

/** A plate with a helping of food on it (a plate the words name is a plate of something). */
export function plate(): Drawing {
  return [
    rect(-20, -8, 40, 8, 3),
    ellipse(0, -14, 54, 12, W.bold),
    ellipse(0, -15, 34, 6, W.detail),
    dome(-4, -16, 28, 17, W.main),
    circle(24, -20, 6, W.detail),
    circle(-12, -24, 3, W.detail),
    circle(4, -28, 3, W.detail),
  ];
}

export function cup(): Drawing {
  return [
    arc(30, -34, 16, 16, -90, 90, W.main),
    rect(-30, -64, 60, 64, 10),
    heart(0, -32, 22, W.detail),
    smooth(
      [
        [-10, -74],
        [-4, -88],
        [-12, -102],
      ],
      false,
      W.detail,
    ),
    smooth(
      [
        [8, -74],
        [14, -88],
        [6, -102],
      ],
      false,
      W.detail,
    ),
  ];
}

export function spoon(): Drawing {
  return [capsule(-4, -14, 66, -14, 5), ellipse(-34, -14, 28, 14), arc(-34, -14, 16, 7, 200, 340, W.detail)];
}

export function bowl(): Drawing {
  return [
    capsule(14, -46, 46, -90, 5),
    ellipse(0, -48, 58, 12, W.bold),
    { w: W.bold, cmds: [["M", -58, -48], ["Q", -56, -4, 0, -4], ["Q", 56, -4, 58, -48], ["Q", 0, -36, -58, -48], ["Z"]] },
    rect(-22, -6, 44, 6, 3),
    smooth(
      [
        [-16, -62],
        [-10, -76],
        [-18, -90],
      ],
      false,
      W.detail,
    ),
  ];
}

export function cookie(): Drawing {
  const d: Drawing = [circle(0, -34, 34, W.bold)];
  for (const [x, y] of [
    [-14, -46],
    [10, -50],
    [-4, -28],
    [16, -26],
    [-18, -20],
  ] as Pt[])
    d.push(circle(x, y, 4.5, W.detail));
  return d;
}

export function apple(): Drawing {
  return [
    {
      w: W.bold,
      cmds: [
        ["M", 0, -60],
        ["C", 16, -74, 46, -66, 44, -36],
        ["C", 42, -10, 20, 2, 0, -6],
        ["C", -20, 2, -42, -10, -44, -36],
        ["C", -46, -66, -16, -74, 0, -60],
        ["Z"],
      ],
    },
    line(0, -60, 4, -80, W.main),
    leaf(4, -74, 26, -30, W.detail),
    arc(-22, -40, 10, 14, 200, 260, W.detail),
  ];
}

/** Half a sandwich cut corner to corner, standing on its long side: crust, bread and a frilly filling. */
export function sandwich(): Drawing {
  return [
    {
      w: W.bold,
      cmds: [["M", -62, 0], ["L", 62, 0], ["Q", 66, -6, 60, -12], ["L", 6, -84], ["Q", 0, -92, -6, -84], ["L", -60, -12], ["Q", -66, -6, -62, 0], ["Z"]],
    },
    poly(
      [
        [-42, -14],
        [42, -14],
        [0, -70],
      ],
      true,
      W.detail,
    ),
    smooth(
      [
        [-50, -8],
        [-38, -16],
        [-26, -8],
        [-14, -16],
        [-2, -8],
        [10, -16],
        [22, -8],
        [34, -16],
        [50, -8],
      ],
      false,
      W.detail,
    ),
  ];
}

export function cake(): Drawing {
  return [
    ellipse(0, -4, 62, 9),
    rect(-46, -64, 92, 58, 8),
    smooth(
      [
        [-46, -48],
        [-24, -36],
        [0, -48],
        [24, -36],
        [46, -48],
      ],
      false,
      W.detail,
    ),
    rect(-5, -90, 10, 26, 3, W.detail),
    { w: W.detail, cmds: [["M", 0, -112], ["C", 8, -102, 6, -94, 0, -94], ["C", -6, -94, -8, -102, 0, -112], ["Z"]] },
    heart(0, -20, 16, W.detail),
  ];
}

// ---- play ---------------------------------------------------------------------------------------

export function blocks(): Drawing {
  return [
    rect(-62, -44, 44, 44, 4),
    rect(-14, -44, 44, 44, 4),
    rect(-38, -88, 44, 44, 4),
    star(-40, -22, 12, 0.45, 5, W.detail),
    heart(8, -22, 18, W.detail),
    circle(-16, -66, 10, W.detail),
  ];
}

export function ball(r = 34): Drawing {
  return [circle(0, -r, r, W.bold), arc(0, -r, r, r * 0.4, 0, 360, W.detail), arc(0, -r, r * 0.4, r, 270, 450, W.detail)];
}

export function puzzle(): Drawing {
  return [
    rect(-60, -84, 100, 84, 4),
    {
      w: W.detail,
      cmds: [
        ["M", -10, -84],
        ["L", -10, -52],
        ["C", -24, -52, -24, -32, -10, -32],
        ["L", -10, 0],
      ],
    },
    {
      w: W.detail,
      cmds: [
        ["M", -60, -42],
        ["L", -42, -42],
        ["C", -42, -56, -22, -56, -22, -42],
        ["L", 40, -42],
      ],
    },
    rotate(
      [{ w: W.main, cmds: [["M", 50, -40], ["L", 64, -40], ["C", 64, -54, 84, -54, 84, -40], ["L", 98, -40], ["L", 98, 0], ["L", 50, 0], ["Z"]] }],
      -12,
      74,
      -20,
    )[0],
  ];
}

export function crayons(): Drawing {
  const d: Drawing = [];
  for (const [x, top] of [
    [-24, -100],
    [0, -112],
    [24, -96],
  ] as Pt[]) {
    d.push(
      poly(
        [
          [x - 9, top + 16],
          [x, top],
          [x + 9, top + 16],
        ],
        true,
        W.detail,
      ),
    );
    d.push(rect(x - 9, top + 16, 18, 60, 3));
  }
  d.push(rect(-44, -56, 88, 56, 6), line(-30, -30, 30, -30, W.detail), star(0, -16, 8, 0.45, 5, W.detail));
  return d;
}

/** A child's drawing pinned up: a house and a sun on a sheet of paper. */
export function drawing(): Drawing {
  return [
    rect(-56, -110, 112, 110, 3),
    circle(0, -108, 6),
    circle(30, -82, 12, W.detail),
    rect(-38, -46, 40, 32, 2, W.detail),
    poly(
      [
        [-44, -46],
        [-18, -68],
        [8, -46],
      ],
      true,
      W.detail,
    ),
    line(-48, -14, 48, -14, W.detail),
  ];
}

export function paints(): Drawing {
  return [
    {
      w: W.bold,
      cmds: [
        ["M", -70, -40],
        ["C", -72, -76, -10, -86, 40, -76],
        ["C", 76, -68, 76, -36, 50, -30],
        ["C", 30, -26, 34, -8, 12, -4],
        ["C", -30, 2, -68, -10, -70, -40],
        ["Z"],
      ],
    },
    ellipse(20, -40, 10, 8, W.detail),
    circle(-42, -46, 10, W.detail),
    circle(-16, -62, 10, W.detail),
    circle(16, -66, 9, W.detail),
    circle(-30, -20, 9, W.detail),
    capsule(30, -8, 84, -70, 4),
    { w: W.main, cmds: [["M", 84, -70], ["Q", 96, -86, 100, -94], ["Q", 88, -90, 78, -76], ["Z"]] },
  ];
}

export function toyCar(): Drawing {
  return [
    poly(
      [
        [-30, -46],
        [-16, -70],
        [26, -70],
        [40, -46],
      ],
      true,
    ),
    line(4, -70, 4, -46, W.detail),
    { w: W.bold, cmds: [["M", -60, -14], ["L", -60, -34], ["Q", -58, -46, -44, -46], ["L", 50, -46], ["Q", 64, -44, 64, -30], ["L", 64, -14], ["Z"]] },
    circle(-34, -14, 14),
    circle(38, -14, 14),
    circle(-34, -14, 4, W.detail),
    circle(38, -14, 4, W.detail),
  ];
}

/** A toy dinosaur on four stubby legs, facing right, with spikes along its back. */
export function toyDinosaur(): Drawing {
  return [
    capsule(-22, -30, -24, -4, 8),
    capsule(16, -30, 18, -4, 8),
    smooth(
      [
        [-70, -20],
        [-42, -36],
        [-14, -54],
        [14, -56],
        [30, -70],
        [46, -86],
        [64, -80],
        [62, -68],
        [44, -64],
        [36, -48],
        [30, -28],
        [0, -18],
        [-36, -20],
      ],
      true,
    ),
    poly(
      [
        [-34, -40],
        [-26, -54],
        [-20, -45],
      ],
      true,
      W.detail,
    ),
    poly(
      [
        [-14, -53],
        [-5, -68],
        [2, -56],
      ],
      true,
      W.detail,
    ),
    poly(
      [
        [10, -57],
        [20, -70],
        [24, -62],
      ],
      true,
      W.detail,
    ),
    circle(50, -77, 3, W.detail),
    arc(56, -71, 6, 3, 20, 160, W.detail),
  ];
}

export function doll(): Drawing {
  return [
    circle(-24, -106, 10),
    circle(24, -106, 10),
    capsule(-10, -40, -12, -8, 6),
    capsule(10, -40, 12, -8, 6),
    ellipse(-14, -6, 10, 6),
    ellipse(14, -6, 10, 6),
    capsule(-16, -74, -34, -46, 6),
    capsule(16, -74, 34, -46, 6),
    poly(
      [
        [-16, -78],
        [16, -78],
        [32, -34],
        [-32, -34],
      ],
      true,
    ),
    heart(0, -52, 14, W.detail),
    circle(0, -100, 22),
    { w: W.main, cmds: [["M", -22, -102], ["C", -22, -128, 22, -128, 22, -102], ["Q", 8, -114, -22, -102], ["Z"]] },
    circle(-8, -98, 3, W.detail),
    circle(8, -98, 3, W.detail),
    arc(0, -92, 6, 4, 20, 160, W.detail),
  ];
}

export function toyTrain(): Drawing {
  return [
    rect(-116, -50, 70, 36, 6),
    rect(-108, -72, 24, 22, 4, W.detail),
    rect(-80, -66, 26, 16, 4, W.detail),
    line(-46, -28, -34, -28, W.main),
    rect(-34, -92, 40, 78, 6),
    rect(-26, -84, 24, 22, 4, W.detail),
    rect(6, -56, 62, 42, 10),
    rect(38, -84, 14, 28, 3),
    dome(45, -84, 14, 8),
    circle(-98, -14, 12),
    circle(-64, -14, 12),
    circle(-14, -14, 14),
    circle(46, -14, 12),
  ];
}

export function kiteProp(): Drawing {
  return [
    smooth(
      [
        [0, -104],
        [-12, -70],
        [8, -40],
        [-6, -10],
        [4, 0],
      ],
      false,
      W.detail,
    ),
    heart(-8, -66, 14, W.detail),
    heart(6, -34, 14, W.detail),
    poly(
      [
        [0, -210],
        [42, -160],
        [0, -104],
        [-42, -160],
      ],
      true,
      W.bold,
    ),
    line(0, -210, 0, -104, W.detail),
    line(-42, -160, 42, -160, W.detail),
  ];
}

export function bike(): Drawing {
  return [
    circle(-64, -38, 36, W.bold),
    circle(-64, -38, 6, W.detail),
    circle(64, -38, 36, W.bold),
    circle(64, -38, 6, W.detail),
    poly(
      [
        [-64, -38],
        [-16, -40],
        [-30, -96],
        [-64, -38],
      ],
      false,
      W.main,
    ),
    poly(
      [
        [-16, -40],
        [46, -88],
        [-30, -96],
      ],
      false,
      W.main,
    ),
    line(46, -88, 64, -38, W.main),
    line(46, -88, 40, -110, W.main),
    capsule(28, -112, 56, -112, 5),
    rect(-46, -106, 34, 12, 5),
    circle(-16, -40, 10, W.detail),
  ];
}

export function scooter(): Drawing {
  return [capsule(54, -22, 40, -130, 5), capsule(22, -132, 62, -132, 6), rect(-60, -28, 110, 14, 6), circle(-50, -12, 12), circle(54, -12, 12)];
}

/** A swing set: an A-frame, a top bar, two swings. About 240 wide. */
export function swing(): Drawing {
  return [
    line(-120, 0, -96, -190, W.bold),
    line(-72, 0, -96, -190, W.bold),
    line(120, 0, 96, -190, W.bold),
    line(72, 0, 96, -190, W.bold),
    capsule(-110, -192, 110, -192, 7),
    line(-56, -186, -56, -56, W.detail),
    line(-16, -186, -16, -56, W.detail),
    rect(-64, -60, 56, 12, 5),
    line(20, -186, 20, -70, W.detail),
    line(60, -186, 60, -70, W.detail),
    rect(12, -74, 56, 12, 5),
  ];
}

/** A slide with a ladder. About 240 wide. */
export function slide(): Drawing {
  return [
    line(-100, 0, -100, -170, W.main),
    line(-60, 0, -60, -170, W.main),
    ...[0, 1, 2, 3, 4].map((i) => line(-100, -28 - i * 30, -60, -28 - i * 30, W.detail)),
    capsule(-100, -196, -100, -170, 5),
    capsule(-60, -196, -60, -170, 5),
    rect(-110, -180, 60, 14, 6),
    { w: W.main, cmds: [["M", -50, -180], ["C", 0, -140, 20, -26, 110, -14], ["L", 110, 4], ["C", 10, -6, -10, -130, -50, -158], ["Z"]] },
    line(90, -12, 90, 0, W.main),
  ];
}

export function sandbox(): Drawing {
  return [
    smooth(
      [
        [-100, -40],
        [-70, -66],
        [-30, -54],
        [10, -72],
        [60, -58],
        [100, -42],
      ],
      false,
      W.main,
    ),
    poly(
      [
        [20, -60],
        [48, -60],
        [44, -36],
        [24, -36],
      ],
      true,
      W.detail,
    ),
    rect(-116, -42, 232, 42, 6),
    line(-116, -21, 116, -21, W.detail),
  ];
}

export function bucketAndSpade(): Drawing {
  return [
    arc(-20, -66, 34, 30, 180, 360, W.main),
    { w: W.main, cmds: [["M", -58, -70], ["L", 18, -70], ["L", 8, 0], ["L", -48, 0], ["Z"]] },
    rect(-62, -76, 84, 12, 5),
    star(-20, -34, 12, 0.45, 5, W.detail),
    capsule(40, -116, 52, -46, 5),
    { w: W.main, cmds: [["M", 40, -50], ["L", 64, -50], ["L", 66, -14], ["Q", 54, 2, 42, -14], ["Z"]] },
    capsule(32, -118, 48, -122, 6),
  ];
}

export function jumpRope(): Drawing {
  return [
    smooth(
      [
        [-56, -60],
        [-60, -20],
        [-20, -6],
        [30, -10],
        [60, -30],
        [40, -52],
        [6, -40],
        [10, -14],
        [56, -8],
        [62, -50],
      ],
      false,
      W.main,
    ),
    capsule(-56, -62, -60, -104, 9),
    capsule(62, -52, 70, -94, 9),
  ];
}

// ---- out and about ------------------------------------------------------------------------------

export function shoppingCart(): Drawing {
  const d: Drawing = [
    capsule(-96, -140, -70, -140, 6),
    line(-70, -140, -60, -40, W.main),
    line(-60, -40, 80, -40, W.main),
    line(-58, -22, 70, -22, W.main),
    circle(-44, -12, 12),
    circle(60, -12, 12),
    poly(
      [
        [-70, -126],
        [92, -126],
        [80, -56],
        [-58, -56],
      ],
      true,
      W.bold,
    ),
  ];
  for (const x of [-30, 10, 50]) d.push(line(x, -126, x - 3, -56, W.detail));
  d.push(line(-64, -92, 86, -92, W.detail));
  return d;
}

export function backpack(): Drawing {
  return [
    arc(0, -100, 22, 20, 180, 360, W.main),
    rect(-46, -104, 92, 104, 24, W.bold),
    rect(-30, -52, 60, 40, 10, W.detail),
    line(-30, -40, 30, -40, W.detail),
    heart(0, -78, 20, W.detail),
  ];
}

export function lunchbox(): Drawing {
  return [
    {
      w: W.main,
      cmds: [
        ["M", -26, -64],
        ["L", -26, -80],
        ["Q", -26, -90, -16, -90],
        ["L", 16, -90],
        ["Q", 26, -90, 26, -80],
        ["L", 26, -64],
      ],
    },
    rect(-58, -66, 116, 66, 12, W.bold),
    line(-58, -46, 58, -46, W.detail),
    rect(-8, -52, 16, 12, 3, W.detail),
    leaf(16, -36, 14, -60, W.detail),
    circle(8, -22, 12, W.detail),
  ];
}

export function coat(): Drawing {
  return [
    circle(0, -150, 7),
    capsule(-40, -118, -58, -26, 13),
    capsule(40, -118, 58, -26, 13),
    { w: W.bold, cmds: [["M", -20, -140], ["L", 20, -140], ["L", 44, -122], ["L", 48, 0], ["L", -48, 0], ["L", -44, -122], ["Z"]] },
    poly(
      [
        [-20, -140],
        [0, -108],
        [20, -140],
      ],
      false,
      W.detail,
    ),
    line(0, -108, 0, 0, W.detail),
    circle(-9, -84, 4, W.detail),
    circle(-9, -56, 4, W.detail),
    circle(-9, -28, 4, W.detail),
    rect(18, -56, 20, 18, 4, W.detail),
  ];
}

export function shoes(): Drawing {
  const shoe = (dx: number): Drawing => [
    {
      w: W.main,
      cmds: [
        ["M", dx - 40, -8],
        ["L", dx - 40, -40],
        ["Q", dx - 40, -50, dx - 28, -50],
        ["L", dx - 8, -50],
        ["Q", dx + 2, -30, dx + 26, -28],
        ["Q", dx + 44, -26, dx + 44, -10],
        ["L", dx + 44, -8],
        ["Z"],
      ],
    },
    rect(dx - 44, -10, 92, 10, 4),
    line(dx - 14, -44, dx - 2, -38, W.detail),
    line(dx - 8, -36, dx + 4, -30, W.detail),
  ];
  return [...shoe(-40), ...shoe(52)];
}

export function hat(): Drawing {
  return [
    ellipse(0, -14, 70, 14, W.bold),
    { w: W.bold, cmds: [["M", -40, -18], ["C", -40, -74, 40, -74, 40, -18], ["Q", 0, -8, -40, -18], ["Z"]] },
    { w: W.detail, cmds: [["M", -40, -24], ["Q", 0, -14, 40, -24], ["L", 40, -34], ["Q", 0, -24, -40, -34], ["Z"]] },
    heart(28, -28, 12, W.detail),
  ];
}

export function umbrella(): Drawing {
  const d: Drawing = [
    {
      w: W.main,
      cmds: [
        ["M", 0, -130],
        ["L", 0, -22],
        ["Q", 0, 0, 16, 0],
        ["Q", 30, 0, 30, -16],
      ],
    },
  ];
  const y = -130;
  const cmds: Drawing[number]["cmds"] = [
    ["M", -80, y],
    ["C", -76, y - 74, 76, y - 74, 80, y],
  ];
  for (let i = 0; i < 4; i++) {
    const x1 = 80 - 40 * (i + 1);
    cmds.push(["Q", 80 - 40 * i - 20, y - 18, x1, y]);
  }
  cmds.push(["Z"]);
  d.push({ w: W.bold, cmds });
  d.push(line(-40, y, 0, y - 56, W.detail), line(40, y, 0, y - 56, W.detail), line(0, y, 0, y - 56, W.detail));
  d.push(capsule(0, y - 56, 0, y - 68, 4));
  return d;
}

/** A child's car seat, side on, facing right, with its harness buckled. */
export function carSeat(belt = false): Drawing {
  const d: Drawing = [
    rect(-60, -24, 120, 24, 8),
    {
      w: W.bold,
      cmds: [
        ["M", -54, -24],
        ["L", -60, -180],
        ["Q", -60, -200, -40, -200],
        ["L", -16, -200],
        ["Q", 4, -200, 2, -180],
        ["L", -6, -86],
        ["L", 56, -80],
        ["Q", 66, -78, 64, -64],
        ["L", 60, -24],
        ["Z"],
      ],
    },
    rect(-50, -186, 44, 40, 12, W.detail),
    line(-20, -140, 30, -80, W.main),
    rect(14, -98, 22, 16, 4),
  ];
  if (belt) d.push(line(-40, -140, 40, -60, W.main), rect(30, -74, 22, 14, 4));
  return d;
}

/**
 * The dentist's chair side on, head to the left: a base and column, a long seat cushion, a backrest
 * leaning back with a round headrest, a leg rest, an armrest; the lamp over the head and the tray.
 */
export function dentistChair(): Drawing {
  return [
    // the lamp on a pole behind the chair, reaching over the headrest
    line(-30, -90, -30, -272, W.main),
    line(-30, -272, -150, -272, W.main),
    line(-150, -272, -150, -256, W.main),
    poly(
      [
        [-176, -256],
        [-124, -256],
        [-134, -230],
        [-166, -230],
      ],
      true,
    ),
    // the tray on its stand
    line(160, 0, 160, -152, W.main),
    ellipse(160, -4, 26, 7),
    rect(128, -164, 64, 12, 4),
    // base and column
    poly(
      [
        [-60, 0],
        [-46, -16],
        [46, -16],
        [60, 0],
      ],
      true,
    ),
    rect(-14, -84, 28, 70, 4),
    // leg rest sloping gently down to a foot plate
    { w: W.main, cmds: [["M", 56, -104], ["L", 150, -76], ["Q", 160, -72, 156, -62], ["L", 152, -54], ["L", 52, -78], ["Z"]] },
    rect(148, -70, 12, 34, 4),
    // the backrest leaning back (about 30 degrees) and the headrest on top of it
    {
      w: W.main,
      cmds: [["M", -54, -114], ["L", -146, -176], ["Q", -162, -184, -172, -168], ["L", -180, -150], ["Q", -184, -136, -168, -128], ["L", -62, -76], ["Z"]],
    },
    line(-70, -100, -150, -150, W.detail),
    rotatedEllipse(-192, -184, 28, 16, 33),
    // the seat cushion
    rect(-70, -112, 132, 34, 14, W.bold),
    line(-40, -96, 40, -96, W.detail),
    // the armrest on its support
    line(-6, -112, -6, -132, W.main),
    rect(-40, -144, 76, 14, 7),
  ];
}

export function stethoscope(): Drawing {
  return [
    {
      w: W.main,
      cmds: [
        ["M", -30, -130],
        ["Q", -34, -90, 0, -80],
        ["Q", 34, -90, 30, -130],
      ],
    },
    circle(-30, -134, 6),
    circle(30, -134, 6),
    {
      w: W.main,
      cmds: [
        ["M", 0, -80],
        ["Q", 2, -40, 30, -40],
        ["Q", 50, -40, 50, -22],
      ],
    },
    circle(50, -16, 16, W.bold),
    circle(50, -16, 7, W.detail),
  ];
}

export function bandage(): Drawing {
  return rotate(
    [
      rect(-70, -44, 140, 40, 20, W.bold),
      rect(-22, -40, 44, 32, 6, W.detail),
      circle(-46, -24, 3, W.detail),
      circle(-36, -30, 3, W.detail),
      circle(-36, -18, 3, W.detail),
      circle(46, -24, 3, W.detail),
      circle(36, -30, 3, W.detail),
      circle(36, -18, 3, W.detail),
    ],
    -18,
    0,
    -24,
  );
}

export function balloon(): Drawing {
  return [
    smooth(
      [
        [0, 0],
        [8, -30],
        [-6, -60],
        [0, -92],
      ],
      false,
      W.detail,
    ),
    poly(
      [
        [-7, -88],
        [7, -88],
        [0, -98],
      ],
      true,
      W.detail,
    ),
    ellipse(0, -140, 36, 44, W.bold),
    arc(-12, -154, 12, 18, 200, 260, W.detail),
  ];
}

export function present(): Drawing {
  return [
    { w: W.main, cmds: [["M", 0, -84], ["C", -30, -112, -44, -84, 0, -84], ["Z"]] },
    { w: W.main, cmds: [["M", 0, -84], ["C", 30, -112, 44, -84, 0, -84], ["Z"]] },
    rect(-44, -66, 88, 66, 6),
    rect(-50, -84, 100, 20, 6),
    rect(-8, -66, 16, 66, 0, W.detail),
    rect(-8, -84, 16, 20, 0, W.detail),
  ];
}

export function flowerPot(h = 130): Drawing {
  return [
    ...flower(0, -44, h - 44, 7, 15),
    poly(
      [
        [-30, -46],
        [30, -46],
        [22, 0],
        [-22, 0],
      ],
      true,
    ),
    rect(-36, -56, 72, 14, 4),
  ];
}

export function wateringCan(): Drawing {
  return [
    arc(-10, -80, 34, 30, 180, 360, W.main),
    { w: W.main, cmds: [["M", 30, -40], ["L", 80, -96], ["L", 88, -88], ["L", 36, -24], ["Z"]] },
    rotatedEllipse(88, -96, 8, 16, 45),
    rect(-50, -84, 80, 84, 10, W.bold),
    heart(-10, -42, 22, W.detail),
  ];
}

export function bigLeaf(): Drawing {
  return [
    line(0, 0, 6, -24, W.main),
    { w: W.bold, cmds: [["M", 6, -24], ["C", -46, -40, -50, -110, 10, -150], ["C", 60, -110, 56, -40, 6, -24], ["Z"]] },
    line(6, -24, 10, -136, W.detail),
    line(8, -56, -22, -76, W.detail),
    line(8, -56, 34, -78, W.detail),
    line(9, -90, -18, -108, W.detail),
    line(9, -90, 30, -110, W.detail),
  ];
}

export function shell(): Drawing {
  const d: Drawing = [
    { w: W.bold, cmds: [["M", -12, -6], ["C", -56, -20, -62, -72, -30, -90], ["C", -10, -102, 10, -102, 30, -90], ["C", 62, -72, 56, -20, 12, -6], ["Z"]] },
    rect(-16, -12, 32, 12, 4),
  ];
  for (const x of [-36, -18, 0, 18, 36]) d.push(line(0, -12, x, -88 + Math.abs(x) * 0.4, W.detail));
  return d;
}

export function tablet(): Drawing {
  return [
    poly(
      [
        [-44, 0],
        [-30, -18],
        [30, -18],
        [44, 0],
      ],
      true,
    ),
    rect(-40, -104, 80, 88, 10),
    rect(-32, -96, 64, 66, 4, W.detail),
    arc(-12, -66, 6, 5, 20, 160, W.detail),
    arc(12, -66, 6, 5, 20, 160, W.detail),
    circle(0, -24, 3.5, W.detail),
  ];
}

export function tv(): Drawing {
  return [
    line(-30, -100, -50, -150, W.main),
    line(30, -100, 50, -150, W.main),
    rect(-90, -30, 180, 30, 6),
    line(-40, -30, -36, -42, W.main),
    line(40, -30, 36, -42, W.main),
    rect(-80, -128, 160, 88, 10, W.bold),
    rect(-68, -118, 136, 68, 4, W.detail),
    star(0, -84, 14, 0.45, 5, W.detail),
  ];
}

export function kitchenTimer(): Drawing {
  return [
    rect(-8, -98, 16, 12, 4),
    circle(0, -48, 40, W.bold),
    circle(0, -48, 28, W.detail),
    line(0, -48, 14, -66, W.detail),
    ...[0, 1, 2, 3].map((i) => {
      const a = (i * Math.PI) / 2;
      return line(Math.cos(a) * 28, -48 + Math.sin(a) * 28, Math.cos(a) * 22, -48 + Math.sin(a) * 22, W.detail);
    }),
    poly(
      [
        [-30, -12],
        [-36, 0],
        [36, 0],
        [30, -12],
      ],
      true,
      W.detail,
    ),
  ];
}

export function phone(): Drawing {
  return [rect(-30, -110, 60, 110, 12, W.bold), rect(-22, -98, 44, 80, 4, W.detail), circle(0, -9, 4, W.detail), heart(0, -58, 20, W.detail)];
}

export function vase(): Drawing {
  return [
    ...flower(-14, -100, 50, 5, 11),
    ...flower(16, -100, 34, 5, 10),
    {
      w: W.main,
      cmds: [
        ["M", -18, -110],
        ["L", 18, -110],
        ["C", 14, -90, 44, -70, 40, -36],
        ["C", 38, -10, 20, 0, 0, 0],
        ["C", -20, 0, -38, -10, -40, -36],
        ["C", -44, -70, -14, -90, -18, -110],
        ["Z"],
      ],
    },
    heart(0, -36, 22, W.detail),
  ];
}

export function scissors(): Drawing {
  return [
    rotatedEllipse(-44, -26, 20, 13, 20, W.bold),
    rotatedEllipse(-44, -66, 20, 13, -20, W.bold),
    poly(
      [
        [-26, -34],
        [70, -80],
        [74, -72],
        [-16, -48],
      ],
      true,
    ),
    poly(
      [
        [-26, -58],
        [70, -12],
        [74, -20],
        [-16, -44],
      ],
      true,
    ),
    circle(0, -46, 5, W.detail),
  ];
}

export function basket(): Drawing {
  return [
    arc(0, -44, 36, 36, 180, 360, W.main),
    poly(
      [
        [-46, -44],
        [46, -44],
        [36, 0],
        [-36, 0],
      ],
      true,
      W.bold,
    ),
    line(-42, -30, 42, -30, W.detail),
    line(-39, -15, 39, -15, W.detail),
  ];
}

export function stickerChart(): Drawing {
  const d: Drawing = [rect(-56, -116, 112, 116, 8)];
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 3; c++) {
      const x = -36 + c * 36;
      const y = -92 + r * 34;
      d.push(r * 3 + c < 5 ? star(x, y, 12, 0.45, 5, W.detail) : circle(x, y, 10, W.detail));
    }
  return d;
}

export function fishBowl(): Drawing {
  return [
    rect(-34, -10, 68, 10, 4),
    { w: W.bold, cmds: [["M", -30, -112], ["C", -80, -96, -70, -10, 0, -10], ["C", 70, -10, 80, -96, 30, -112], ["Z"]] },
    ellipse(0, -112, 30, 7, W.detail),
    smooth(
      [
        [-58, -80],
        [-30, -86],
        [0, -78],
        [30, -86],
        [58, -80],
      ],
      false,
      W.detail,
    ),
    { w: W.main, cmds: [["M", -20, -48], ["C", -8, -64, 18, -62, 24, -48], ["C", 18, -34, -8, -32, -20, -48], ["Z"]] },
    poly(
      [
        [-20, -48],
        [-36, -60],
        [-36, -36],
      ],
      true,
      W.detail,
    ),
    circle(12, -50, 2.5, W.detail),
    circle(30, -68, 5, W.detail),
  ];
}

// ---- more things stories name (beyond DRAWABLE_PROPS) -------------------------------------------

/** A camping tent: an A-frame with an open door flap, guy ropes and pegs. About 260 wide. */
export function tent(): Drawing {
  return [
    line(-130, 0, -100, -60, W.detail),
    line(130, 0, 100, -60, W.detail),
    rect(-136, -6, 12, 8, 3, W.detail),
    rect(124, -6, 12, 8, 3, W.detail),
    poly(
      [
        [-116, 0],
        [0, -170],
        [116, 0],
      ],
      true,
      W.bold,
    ),
    // the open door: two flaps tied back, the dark doorway between them
    poly(
      [
        [0, -150],
        [-44, 0],
        [44, 0],
      ],
      true,
      W.main,
    ),
    { w: W.main, cmds: [["M", 0, -150], ["Q", -30, -80, -70, 0], ["L", -44, 0], ["Z"]] },
    { w: W.main, cmds: [["M", 0, -150], ["Q", 30, -80, 70, 0], ["L", 44, 0], ["Z"]] },
    circle(-40, -56, 5, W.detail),
    circle(40, -56, 5, W.detail),
    line(0, -170, 0, -196, W.main),
    poly(
      [
        [0, -196],
        [26, -188],
        [0, -180],
      ],
      true,
      W.detail,
    ),
    star(-64, -60, 10, 0.45, 5, W.detail),
  ];
}

/** An ice-cream cone with two scoops and a drip. */
export function iceCream(): Drawing {
  return [
    poly(
      [
        [-24, -70],
        [24, -70],
        [0, 0],
      ],
      true,
      W.main,
    ),
    line(-16, -56, 8, -24, W.detail),
    line(16, -56, -8, -24, W.detail),
    line(-8, -66, 12, -40, W.detail),
    line(8, -66, -12, -40, W.detail),
    bumpyCircleish(0, -88, 26),
    bumpyCircleish(0, -122, 22),
    {
      w: W.detail,
      cmds: [
        ["M", 16, -74],
        ["Q", 20, -60, 14, -56],
        ["Q", 10, -62, 12, -74],
      ],
    },
    circle(-8, -128, 3, W.detail),
    circle(6, -118, 3, W.detail),
    circle(-6, -92, 3, W.detail),
  ];
}

function bumpyCircleish(cx: number, cy: number, r: number): Drawing[number] {
  return {
    w: W.main,
    cmds: [
      ["M", cx - r, cy + r * 0.5],
      ["C", cx - r * 1.3, cy - r * 0.4, cx - r * 0.5, cy - r * 1.2, cx, cy - r],
      ["C", cx + r * 0.6, cy - r * 1.2, cx + r * 1.3, cy - r * 0.4, cx + r, cy + r * 0.5],
      ["Q", cx + r * 0.5, cy + r * 0.8, cx, cy + r * 0.55],
      ["Q", cx - r * 0.5, cy + r * 0.8, cx - r, cy + r * 0.5],
      ["Z"],
    ],
  };
}

/** An ice-cream van side on: a serving hatch with an awning, a big cone on the roof, wheels. */
export function iceCreamVan(): Drawing {
  const d: Drawing = [
    // the cone on the roof
    poly(
      [
        [-14, -200],
        [14, -200],
        [0, -160],
      ],
      true,
      W.main,
    ),
    bumpyCircleish(0, -212, 18),
    {
      w: W.bold,
      cmds: [
        ["M", -150, -30],
        ["L", -150, -150],
        ["Q", -150, -166, -134, -166],
        ["L", 96, -166],
        ["Q", 112, -166, 118, -150],
        ["L", 150, -96],
        ["Q", 156, -86, 156, -70],
        ["L", 156, -30],
        ["Z"],
      ],
    },
    // the serving hatch with its striped awning and a counter
    rect(-120, -140, 130, 66, 6),
    poly(
      [
        [-128, -146],
        [18, -146],
        [26, -126],
        [-136, -126],
      ],
      true,
    ),
    ...[0, 1, 2, 3].map((i) => line(-110 + i * 36, -146, -114 + i * 36, -126, W.detail)),
    rect(-126, -78, 142, 10, 4),
    ...iceCream().map((st) => ({
      ...st,
      cmds: st.cmds.map((c) => (c[0] === "Z" ? c : ([c[0], ...(c.slice(1) as number[]).map((v, i) => (i % 2 ? v * 0.45 - 80 : v * 0.45 - 40))] as typeof c))),
    })),
    // the cab window
    poly(
      [
        [40, -150],
        [100, -150],
        [132, -100],
        [40, -100],
      ],
      true,
      W.main,
    ),
    line(28, -96, 28, -36, W.detail),
    circle(-96, -28, 26, W.bold),
    circle(-96, -28, 9, W.detail),
    circle(104, -28, 26, W.bold),
    circle(104, -28, 9, W.detail),
  ];
  return d;
}

/** A TV remote: a long rounded handset with buttons. */
export function remote(): Drawing {
  return [
    rect(-20, -120, 40, 120, 16, W.bold),
    circle(0, -98, 8, W.detail),
    ...[-10, 10].flatMap((x) => [-72, -54, -36].map((y) => rect(x - 6, y - 5, 12, 10, 3, W.detail))),
    rect(-12, -22, 24, 10, 4, W.detail),
  ];
}

/** A tall wobbly tower of toy blocks with letters and shapes on them. */
export function blocksTower(): Drawing {
  const d: Drawing = [];
  const sizes: Array<[number, number]> = [
    [-4, 52],
    [6, 48],
    [-6, 46],
    [8, 42],
    [0, 40],
  ];
  let y = 0;
  sizes.forEach(([dx, s], i) => {
    d.push(rect(dx - s / 2, y - s, s, s, 4));
    const cy = y - s / 2;
    if (i % 3 === 0) d.push(star(dx, cy, s * 0.26, 0.45, 5, W.detail));
    else if (i % 3 === 1) d.push(heart(dx, cy, s * 0.42, W.detail));
    else d.push(circle(dx, cy, s * 0.22, W.detail));
    y -= s;
  });
  // one block tumbling off the top
  d.push(...rotate([rect(30, y - 8, 34, 34, 4)], 24, 47, y + 9));
  return d;
}

/** A block tower that fell: two blocks still standing and the rest tumbled across the floor, one mid-roll. */
export function fallenTower(): Drawing {
  const d: Drawing = [rect(-120, -46, 46, 46, 4), rect(-116, -88, 42, 42, 4), star(-97, -23, 12, 0.45, 5, W.detail), circle(-95, -67, 9, W.detail)];
  const tumbled: Array<[number, number, number, "star" | "heart" | "circle"]> = [
    [-44, 44, 18, "heart"],
    [12, 40, -28, "circle"],
    [66, 46, 38, "star"],
    [112, 36, -12, "heart"],
  ];
  for (const [x, size, deg, motif] of tumbled) {
    const cy = -size / 2;
    const mark =
      motif === "star"
        ? star(x, cy, size * 0.26, 0.45, 5, W.detail)
        : motif === "heart"
          ? heart(x, cy, size * 0.42, W.detail)
          : circle(x, cy, size * 0.22, W.detail);
    d.push(...rotate([rect(x - size / 2, -size, size, size, 4), mark], deg, x, cy));
  }
  // one block still in the air, and the bump lines of the crash
  d.push(...rotate([rect(-30, -120, 34, 34, 4)], 30, -13, -103));
  d.push(line(-60, -112, -72, -126, W.detail), line(-48, -122, -52, -140, W.detail), line(8, -112, 20, -126, W.detail));
  return d;
}

/** A dustpan with its short handle and a brush lying across it (sweeping up what broke). */
export function dustpan(): Drawing {
  return [
    // the pan: a wide scoop open at the front, its back edge raised, the handle out to the right
    { w: W.main, cmds: [["M", -56, 0], ["L", 30, 0], ["L", 34, -34], ["L", -50, -30], ["Z"]] },
    line(-50, -30, -56, 0, W.detail),
    capsule(34, -24, 76, -30, 7, W.main),
    // the brush: a handle and its bristles, lying over the pan
    capsule(-40, -52, 14, -44, 5, W.main),
    { w: W.main, cmds: [["M", 14, -56], ["L", 44, -60], ["L", 48, -36], ["L", 16, -36], ["Z"]] },
    line(24, -38, 26, -56, W.detail),
    line(34, -38, 36, -58, W.detail),
  ];
}

/** A pencil lying on a slant: a hexagonal body, the sharpened tip and an eraser. */
export function pencil(): Drawing {
  return rotate(
    [
      rect(-60, -16, 96, 16, 2),
      line(-60, -8, 36, -8, W.detail),
      poly(
        [
          [36, -16],
          [62, -8],
          [36, 0],
        ],
        true,
      ),
      poly(
        [
          [54, -11],
          [62, -8],
          [54, -5],
        ],
        true,
        W.detail,
      ),
      rect(-76, -16, 16, 16, 5),
    ],
    -16,
    0,
    -8,
  );
}

/** A worksheet of homework with lines and sums, and a pencil lying across it. */
export function homework(): Drawing {
  return [
    poly(
      [
        [-70, 0],
        [-54, -86],
        [70, -86],
        [60, 0],
      ],
      true,
      W.main,
    ),
    line(-44, -68, 48, -68, W.detail),
    line(-48, -50, 40, -50, W.detail),
    line(-52, -32, 30, -32, W.detail),
    star(44, -28, 9, 0.45, 5, W.detail),
    ...pencil().map((st) => ({
      ...st,
      cmds: st.cmds.map((c) => (c[0] === "Z" ? c : ([c[0], ...(c.slice(1) as number[]).map((v, i) => (i % 2 ? v * 0.7 - 6 : v * 0.7 + 10))] as typeof c))),
    })),
  ];
}

/** A wardrobe: two tall doors with knobs, on little feet, a drawer at the bottom. */
export function wardrobe(): Drawing {
  return [
    line(-64, 0, -64, -12, W.main),
    line(64, 0, 64, -12, W.main),
    rect(-80, -236, 160, 226, 8, W.bold),
    rect(-86, -248, 172, 16, 5),
    line(0, -232, 0, -54, W.main),
    rect(-70, -50, 140, 32, 5, W.detail),
    circle(0, -34, 4, W.detail),
    circle(-12, -140, 5, W.detail),
    circle(12, -140, 5, W.detail),
    heart(-40, -200, 18, W.detail),
    heart(40, -200, 18, W.detail),
  ];
}

/** A baby's stroller side on: a hood, a basket body, a handle and four wheels. */
export function stroller(): Drawing {
  return [
    line(60, -96, 110, -170, W.main),
    capsule(104, -176, 122, -164, 7),
    line(-40, -40, -60, -14, W.main),
    line(40, -40, 60, -14, W.main),
    { w: W.bold, cmds: [["M", -80, -96], ["L", 72, -96], ["Q", 70, -40, 20, -36], ["L", -40, -36], ["Q", -78, -40, -80, -96], ["Z"]] },
    { w: W.main, cmds: [["M", -80, -96], ["C", -84, -168, -10, -176, 8, -100], ["Z"]] },
    line(-64, -140, -10, -110, W.detail),
    line(-46, -156, -2, -118, W.detail),
    circle(-62, -14, 14),
    circle(62, -14, 14),
    circle(-62, -14, 4, W.detail),
    circle(62, -14, 4, W.detail),
  ];
}

/** A baby's cot side on: a headboard and a footboard, rails with bars, a mattress under a blanket. */
export function cot(): Drawing {
  const d: Drawing = [rect(-110, -150, 18, 150, 6), rect(92, -150, 18, 150, 6), rect(-92, -62, 184, 16, 4), line(-92, -140, 92, -140, W.main)];
  for (let x = -70; x <= 70; x += 28) d.push(line(x, -140, x, -62, W.detail));
  return d;
}

/** A baby asleep in its cot: the head on a little pillow above the blanket, eyes closed, a small "z". */
export function babyInCot(): Drawing {
  const d: Drawing = [
    ellipse(-52, -72, 26, 10),
    circle(-50, -92, 22),
    {
      w: W.detail,
      cmds: [
        ["M", -52, -114],
        ["C", -60, -126, -44, -132, -42, -122],
      ],
    },
    arc(-58, -92, 5, 4, 20, 160, W.detail),
    arc(-42, -92, 5, 4, 20, 160, W.detail),
    arc(-50, -82, 4, 3, 20, 160, W.detail),
    { w: W.main, cmds: [["M", -34, -84], ["Q", 20, -96, 88, -80], ["L", 88, -62], ["L", -40, -62], ["Z"]] },
    star(30, -74, 7, 0.45, 5, W.detail),
    poly(
      [
        [40, -116],
        [50, -116],
        [40, -106],
        [50, -106],
      ],
      false,
      W.detail,
    ),
  ];
  // the bars go in front of the baby
  return [...d, ...cot()];
}

/** A baby sitting in its high chair, the tray in front. */
export function babyInHighChair(crying = false): Drawing {
  const chair = highChair();
  const b = place(baby(crying), { x: 0, y: -100, s: 0.55 });
  // the chair's back behind the baby, the tray in front of it
  return [chair[0], ...b, ...chair.slice(1)];
}

/** A board game on the floor: the board with its squares and path, a die and pieces scattered round it. */
export function boardGame(): Drawing {
  const d: Drawing = [
    poly(
      [
        [-90, -10],
        [90, -10],
        [64, -62],
        [-64, -62],
      ],
      true,
      W.bold,
    ),
  ];
  // the squares along the path
  for (let i = 1; i < 6; i++) d.push(line(-90 + i * 30, -10, -64 + i * 21.3, -62, W.detail));
  d.push(line(-77, -36, 77, -36, W.detail));
  // a die and pieces: some on the board, some scattered
  d.push(rect(-24, -56, 16, 14, 3, W.main), circle(-16, -49, 2, W.detail));
  d.push(...pawn(30, -40), ...pawn(-120, 0), ...pawn(118, -4), ...pawn(-60, 14));
  d.push(rect(96, 4, 16, 14, 3, W.main), circle(101, 8, 1.8, W.detail), circle(107, 14, 1.8, W.detail));
  return d;
}

function pawn(x: number, y: number): Drawing {
  return [
    { w: W.main, cmds: [["M", x - 9, y], ["Q", x - 6, y - 12, x - 3, y - 14], ["L", x + 3, y - 14], ["Q", x + 6, y - 12, x + 9, y], ["Z"]] },
    circle(x, y - 18, 6),
  ];
}

/** A baby's high chair: a tray, a seat and four splayed legs. */
export function highChair(): Drawing {
  return [
    rect(-34, -170, 68, 70, 14),
    rect(-52, -112, 104, 14, 6),
    line(-28, -98, -48, 0, W.main),
    line(28, -98, 48, 0, W.main),
    line(-38, -50, 38, -50, W.detail),
  ];
}

// ---- the registry -------------------------------------------------------------------------------

/** Where a prop goes in a scene. */
export type PropPlace = "surface" | "wall" | "floor" | "furniture" | "sky";

export interface PropDef {
  draw: () => Drawing;
  where: PropPlace;
  /** Its height in the front of the page (page units); things at the back are drawn smaller. */
  size: number;
  /** Slot tags it prefers ("sink", "tub", "table", "bed", "hook", "shelf"). */
  prefers?: string[];
}

/**
 * Things stories name that DRAWABLE_PROPS does not list but a picture should still show: a baby
 * (when no baby character is there), the board game, the cot and high chair, a bike helmet, what
 * broke (the pieces on the floor), a spill, a soft-toy owl, a box of tissues (a cold), a hand puppet,
 * the park's water fountain, a puddle (rain, or a toileting accident), a bowl flipped upside down in
 * its splat of food (off a high-chair tray), the park's toilet block (a toilet named outdoors), a
 * block tower that fell (its blocks tumbled across the floor), a dustpan and brush (sweeping up),
 * the toys a child plays with (a heap: a ball, a block, a toy car), a baby's rattle, a packet of sweets.
 */
export const EXTRA_PROPS = [
  "baby",
  "board game",
  "cot",
  "high chair",
  "helmet",
  "broken pieces",
  "spill",
  "toy owl",
  "tissues",
  "puppet",
  "fountain",
  "puddle",
  "flipped bowl",
  "restroom",
  "fallen tower",
  "dustpan",
  "toilet door",
  "toys",
  "rattle",
  "sweets",
  "goggles",
  "toy bunny",
] as const;
export type ExtraProp = (typeof EXTRA_PROPS)[number];
/** Everything the art engine can draw as a prop. */
export type ArtProp = DrawableProp | ExtraProp;

/** A bike helmet on its side: the shell with its vents, the rim and the strap with its buckle. */
export function helmet(): Drawing {
  return [
    { w: W.bold, cmds: [["M", -62, -14], ["C", -64, -70, -20, -92, 8, -90], ["C", 48, -88, 70, -56, 66, -14], ["Z"]] },
    smooth(
      [
        [-56, -16],
        [0, -24],
        [60, -16],
      ],
      false,
      W.main,
    ),
    capsule(-30, -70, -12, -78, 6, W.detail),
    capsule(2, -80, 22, -78, 6, W.detail),
    capsule(34, -70, 50, -56, 6, W.detail),
    smooth(
      [
        [-40, -16],
        [-30, 6],
        [4, 10],
        [30, -2],
        [40, -16],
      ],
      false,
      W.main,
    ),
    rect(-8, 2, 18, 12, 3, W.detail),
  ];
}

/** What broke, on the floor: jagged pieces, a spilled puddle and the flowers that were in it. */
export function brokenPieces(): Drawing {
  return [
    smooth(
      [
        [-110, -4],
        [-70, -22],
        [-10, -20],
        [50, -26],
        [104, -10],
        [80, 4],
        [0, 6],
        [-80, 6],
      ],
      true,
      W.main,
    ),
    poly(
      [
        [-62, -30],
        [-40, -58],
        [-28, -34],
        [-44, -24],
      ],
      true,
      W.main,
    ),
    poly(
      [
        [-6, -36],
        [14, -70],
        [30, -44],
        [18, -30],
      ],
      true,
      W.main,
    ),
    poly(
      [
        [44, -34],
        [70, -50],
        [76, -30],
      ],
      true,
      W.main,
    ),
    poly(
      [
        [-92, -18],
        [-78, -36],
        [-70, -18],
      ],
      true,
      W.main,
    ),
    // a flower lying in the water
    line(20, -8, 92, -18, W.main),
    ...flowerHead(100, -22),
    line(-30, -6, -100, -14, W.main),
    ...flowerHead(-108, -18),
  ];
}

function flowerHead(cx: number, cy: number): Drawing {
  const d: Drawing = [circle(cx, cy, 6, W.main)];
  for (let i = 0; i < 5; i++) {
    const a = (i * 2 * Math.PI) / 5;
    d.push(circle(cx + Math.cos(a) * 12, cy + Math.sin(a) * 12, 7, W.detail));
  }
  return d;
}

/** A cup knocked on its side and the puddle running from it. */
export function spill(): Drawing {
  return [
    smooth(
      [
        [-20, -6],
        [30, -22],
        [90, -18],
        [120, -4],
        [70, 6],
        [0, 6],
      ],
      true,
      W.main,
    ),
    { w: W.main, cmds: [["M", -90, -8], ["L", -28, -8], ["L", -20, -56], ["L", -98, -56], ["Z"]] },
    ellipse(-24, -32, 8, 24, W.main),
    smooth(
      [
        [40, -10],
        [56, -14],
        [72, -8],
      ],
      false,
      W.detail,
    ),
  ];
}

/** A little soft-toy owl: round body, ear tufts, big eyes, a beak and a patterned tummy. */
export function toyOwl(): Drawing {
  return [
    {
      w: W.bold,
      cmds: [
        ["M", -34, -6],
        ["C", -50, -50, -40, -96, -26, -104],
        ["L", -20, -84],
        ["C", -8, -90, 8, -90, 20, -84],
        ["L", 26, -104],
        ["C", 40, -96, 50, -50, 34, -6],
        ["C", 20, 2, -20, 2, -34, -6],
        ["Z"],
      ],
    },
    circle(-14, -66, 12, W.main),
    circle(14, -66, 12, W.main),
    circle(-14, -66, 4, W.detail),
    circle(14, -66, 4, W.detail),
    poly(
      [
        [-5, -54],
        [5, -54],
        [0, -44],
      ],
      true,
      W.detail,
    ),
    arc(0, -28, 14, 6, 200, 340, W.detail),
    arc(0, -18, 16, 6, 200, 340, W.detail),
    ellipse(-12, -2, 8, 4, W.detail),
    ellipse(12, -2, 8, 4, W.detail),
  ];
}

/** A box of tissues for a cold: the box with its oval opening and a tissue puffing out of it. */
/** The toys a child plays with, in a heap on the floor: a ball, a block with a star, a little car. */
export function toyHeap(): Drawing {
  return [
    ...place(ball(26), { x: -46, y: 0 }),
    rect(-12, -40, 40, 40, 4, W.main),
    star(8, -20, 11, 0.45, 5, W.detail),
    rect(30, -22, 52, 16, 5, W.main),
    {
      w: W.main,
      cmds: [
        ["M", 38, -22],
        ["L", 44, -34],
        ["L", 66, -34],
        ["L", 72, -22],
      ],
    },
    circle(42, -4, 6, W.main),
    circle(70, -4, 6, W.main),
  ];
}

/** A baby's rattle: a round head with dots, a ring at the end of its handle. */
export function rattle(): Drawing {
  return [
    circle(0, -74, 20, W.bold),
    circle(-7, -78, 3, W.detail),
    circle(7, -70, 3, W.detail),
    capsule(0, -54, 0, -22, 6, W.main),
    circle(0, -12, 11, W.main),
  ];
}

/** A pair of swimming goggles lying down: two lenses, the bridge, the strap looped behind. */
export function goggles(): Drawing {
  return [
    {
      w: W.main,
      cmds: [
        ["M", -44, -20],
        ["C", -60, -52, 60, -52, 44, -20],
      ],
    },
    ellipse(-24, -18, 20, 15, W.bold),
    ellipse(24, -18, 20, 15, W.bold),
    ellipse(-24, -18, 12, 8, W.detail),
    ellipse(24, -18, 12, 8, W.detail),
    line(-4, -20, 4, -20, W.main),
  ];
}

/** A packet of sweets: a pillow bag crimped top and bottom, a bear on the front. */
export function sweets(): Drawing {
  return [
    { w: W.bold, cmds: [["M", -30, -8], ["L", -34, -82], ["L", 34, -82], ["L", 30, -8], ["Z"]] },
    {
      w: W.detail,
      cmds: [
        ["M", -34, -82],
        ["L", -28, -90],
        ["L", -20, -82],
        ["L", -12, -90],
        ["L", -4, -82],
        ["L", 4, -90],
        ["L", 12, -82],
        ["L", 20, -90],
        ["L", 28, -82],
        ["L", 34, -88],
      ],
    },
    {
      w: W.detail,
      cmds: [
        ["M", -30, -8],
        ["L", -24, 0],
        ["L", -16, -8],
        ["L", -8, 0],
        ["L", 0, -8],
        ["L", 8, 0],
        ["L", 16, -8],
        ["L", 24, 0],
        ["L", 30, -8],
      ],
    },
    circle(0, -40, 12, W.main),
    circle(0, -60, 9, W.main),
    circle(-8, -68, 4, W.detail),
    circle(8, -68, 4, W.detail),
  ];
}

export function tissues(): Drawing {
  return [
    rect(-50, -50, 100, 50, 6, W.bold),
    ellipse(0, -50, 26, 7, W.main),
    { w: W.main, cmds: [["M", -16, -52], ["C", -26, -74, -10, -92, 2, -80], ["C", 10, -94, 26, -80, 16, -52], ["Z"]] },
    heart(-26, -22, 14, W.detail),
    heart(26, -22, 14, W.detail),
  ];
}

/** A hand puppet (a little dragon): the round head with eyes and nostrils, the glove body, two paws and spikes. */
export function puppet(): Drawing {
  return [
    { w: W.bold, cmds: [["M", -34, 0], ["L", -28, -70], ["C", -26, -82, 26, -82, 28, -70], ["L", 34, 0], ["Z"]] },
    ellipse(0, -100, 34, 28, W.bold),
    circle(-13, -106, 7, W.main),
    circle(13, -106, 7, W.main),
    circle(-13, -106, 2.5, W.detail),
    circle(13, -106, 2.5, W.detail),
    arc(0, -86, 14, 6, 20, 160, W.detail),
    poly(
      [
        [-10, -128],
        [-4, -142],
        [2, -128],
      ],
      true,
      W.main,
    ),
    poly(
      [
        [4, -127],
        [12, -140],
        [16, -124],
      ],
      true,
      W.main,
    ),
    circle(-36, -52, 10, W.main),
    circle(36, -52, 10, W.main),
    heart(0, -36, 18, W.detail),
  ];
}

/** The park's water fountain: a round basin on a stand, a jet rising and falling back in arcs, drops. */
export function fountain(): Drawing {
  return [
    { w: W.bold, cmds: [["M", -96, -40], ["L", 96, -40], ["C", 92, -6, 60, 0, 0, 0], ["C", -60, 0, -92, -6, -96, -40], ["Z"]] },
    ellipse(0, -40, 96, 12, W.main),
    rect(-12, -96, 24, 48, 6, W.main),
    ellipse(0, -98, 40, 9, W.main),
    { w: W.main, cmds: [["M", -6, -104], ["C", -10, -170, 10, -170, 6, -104], ["Z"]] },
    {
      w: W.detail,
      cmds: [
        ["M", -4, -160],
        ["C", -40, -176, -70, -140, -76, -56],
      ],
    },
    {
      w: W.detail,
      cmds: [
        ["M", 4, -160],
        ["C", 40, -176, 70, -140, 76, -56],
      ],
    },
    ellipse(-54, -150, 5, 7, W.detail),
    ellipse(56, -146, 5, 7, W.detail),
    ellipse(-30, -178, 4, 6, W.detail),
    ellipse(32, -180, 4, 6, W.detail),
    smooth(
      [
        [-60, -24],
        [-30, -30],
        [0, -24],
        [30, -30],
        [60, -24],
      ],
      false,
      W.detail,
    ),
  ];
}

/** A puddle on the ground: a wobbly closed outline with a ripple and two drops beside it. */
export function puddle(): Drawing {
  return [
    smooth(
      [
        [-100, -8],
        [-70, -24],
        [-10, -20],
        [40, -28],
        [96, -12],
        [70, 4],
        [0, 6],
        [-70, 4],
      ],
      true,
      W.main,
    ),
    smooth(
      [
        [-40, -10],
        [-10, -14],
        [20, -10],
      ],
      false,
      W.detail,
    ),
    ellipse(-80, -40, 6, 9, W.detail),
    ellipse(70, -44, 5, 8, W.detail),
  ];
}

/** A bowl flipped upside down in the splat of food that flew out of it, and the spoon beside it. */
export function flippedBowl(): Drawing {
  return [
    smooth(
      [
        [-110, -6],
        [-84, -26],
        [-40, -20],
        [0, -30],
        [50, -22],
        [104, -14],
        [86, 4],
        [0, 8],
        [-90, 6],
      ],
      true,
      W.main,
    ),
    { w: W.bold, cmds: [["M", -50, -14], ["C", -50, -62, 50, -62, 50, -14], ["Z"]] },
    rect(-16, -60, 32, 8, 3, W.main),
    circle(-84, -44, 7, W.detail),
    circle(-64, -58, 5, W.detail),
    circle(78, -46, 6, W.detail),
    circle(94, -30, 5, W.detail),
    capsule(60, -8, 100, -22, 4, W.main),
    ellipse(106, -24, 10, 7, W.main),
  ];
}

/** A baby sitting on a little blanket (a prop when no grown-up is there to hold it). */
export function babyOnBlanket(): Drawing {
  return [...spreadBlanket(200), ...place(baby(), { x: 0, y: -14, s: 0.8 })];
}

export const PROPS: Record<ArtProp, PropDef> = {
  bed: { draw: bed, where: "furniture", size: 170 },
  pillow: { draw: pillow, where: "surface", size: 70, prefers: ["bed", "sofa"] },
  "teddy bear": { draw: teddy, where: "floor", size: 110, prefers: ["bed", "sofa"] },
  blanket: { draw: blanket, where: "surface", size: 80, prefers: ["bed", "sofa"] },
  "night-light": { draw: nightLight, where: "surface", size: 80, prefers: ["nightstand", "shelf"] },
  book: { draw: book, where: "surface", size: 70, prefers: ["table", "shelf", "bed", "nightstand"] },
  lamp: { draw: tableLamp, where: "surface", size: 110, prefers: ["nightstand", "table", "shelf"] },
  clock: { draw: alarmClock, where: "surface", size: 80, prefers: ["nightstand", "shelf", "counter"] },
  window: { draw: windowProp, where: "wall", size: 150 },
  bathtub: { draw: bathtub, where: "furniture", size: 160 },
  "rubber duck": { draw: rubberDuck, where: "surface", size: 60, prefers: ["tub", "sink"] },
  towel: { draw: towel, where: "wall", size: 100, prefers: ["rail", "hook"] },
  toothbrush: { draw: toothbrush, where: "surface", size: 90, prefers: ["sink"] },
  potty: { draw: potty, where: "floor", size: 110 },
  toilet: { draw: toilet, where: "furniture", size: 180 },
  sink: { draw: sink, where: "furniture", size: 180 },
  soap: { draw: soap, where: "surface", size: 50, prefers: ["sink", "tub"] },
  table: { draw: diningTable, where: "furniture", size: 110 },
  plate: { draw: plate, where: "surface", size: 34, prefers: ["table", "counter"] },
  cup: { draw: cup, where: "surface", size: 70, prefers: ["table", "counter", "sink"] },
  spoon: { draw: spoon, where: "surface", size: 30, prefers: ["table", "counter"] },
  bowl: { draw: bowl, where: "surface", size: 60, prefers: ["table", "counter"] },
  cookie: { draw: cookie, where: "surface", size: 50, prefers: ["table", "counter"] },
  apple: { draw: apple, where: "surface", size: 60, prefers: ["table", "counter", "shelf"] },
  sandwich: { draw: sandwich, where: "surface", size: 50, prefers: ["table", "counter"] },
  cake: { draw: cake, where: "surface", size: 90, prefers: ["table", "counter"] },
  blocks: { draw: blocks, where: "floor", size: 90 },
  ball: { draw: ball, where: "floor", size: 70 },
  puzzle: { draw: puzzle, where: "floor", size: 70, prefers: ["table"] },
  crayons: { draw: crayons, where: "surface", size: 80, prefers: ["table", "desk"] },
  drawing: { draw: drawing, where: "wall", size: 100 },
  paints: { draw: paints, where: "surface", size: 60, prefers: ["table", "desk"] },
  "toy car": { draw: toyCar, where: "floor", size: 60 },
  doll: { draw: doll, where: "floor", size: 100, prefers: ["bed", "sofa"] },
  "toy train": { draw: toyTrain, where: "floor", size: 70 },
  "toy dinosaur": { draw: toyDinosaur, where: "floor", size: 70, prefers: ["bed", "sofa"] },
  kite: { draw: kiteProp, where: "sky", size: 160 },
  bike: { draw: bike, where: "furniture", size: 130 },
  scooter: { draw: scooter, where: "floor", size: 130 },
  swing: { draw: swing, where: "furniture", size: 200 },
  slide: { draw: slide, where: "furniture", size: 200 },
  sandbox: { draw: sandbox, where: "furniture", size: 70 },
  "bucket and spade": { draw: bucketAndSpade, where: "floor", size: 100 },
  "jump rope": { draw: jumpRope, where: "floor", size: 90 },
  "shopping cart": { draw: shoppingCart, where: "furniture", size: 150 },
  backpack: { draw: backpack, where: "floor", size: 100, prefers: ["hook"] },
  lunchbox: { draw: lunchbox, where: "floor", size: 70, prefers: ["table", "desk"] },
  coat: { draw: coat, where: "wall", size: 130, prefers: ["hook"] },
  shoes: { draw: shoes, where: "floor", size: 50 },
  hat: { draw: hat, where: "floor", size: 60, prefers: ["hook"] },
  umbrella: { draw: umbrella, where: "floor", size: 140 },
  "car seat": { draw: () => carSeat(false), where: "furniture", size: 150 },
  seatbelt: { draw: () => carSeat(true), where: "furniture", size: 150 },
  "dentist's chair": { draw: dentistChair, where: "furniture", size: 220 },
  stethoscope: { draw: stethoscope, where: "surface", size: 90, prefers: ["hook", "desk", "table"] },
  bandage: { draw: bandage, where: "surface", size: 50, prefers: ["desk", "table", "tray"] },
  balloon: { draw: balloon, where: "floor", size: 190 },
  present: { draw: present, where: "floor", size: 90, prefers: ["table"] },
  flower: { draw: () => flowerPot(), where: "floor", size: 120, prefers: ["shelf", "table"] },
  "watering can": { draw: wateringCan, where: "floor", size: 80 },
  leaf: { draw: bigLeaf, where: "floor", size: 80 },
  shell: { draw: shell, where: "floor", size: 60 },
  tablet: { draw: tablet, where: "surface", size: 90, prefers: ["table", "desk", "shelf"] },
  tv: { draw: tv, where: "furniture", size: 150 },
  timer: { draw: kitchenTimer, where: "surface", size: 80, prefers: ["counter", "table", "shelf"] },
  phone: { draw: phone, where: "surface", size: 70, prefers: ["table", "counter", "desk"] },
  vase: { draw: vase, where: "surface", size: 110, prefers: ["table", "shelf"] },
  scissors: { draw: scissors, where: "surface", size: 40, prefers: ["counter", "desk", "table"] },
  basket: { draw: basket, where: "floor", size: 80 },
  "sticker chart": { draw: stickerChart, where: "wall", size: 110 },
  dog: { draw: dog, where: "floor", size: 120 },
  cat: { draw: cat, where: "floor", size: 120 },
  "fish bowl": { draw: fishBowl, where: "surface", size: 90, prefers: ["shelf", "table", "counter"] },
  tent: { draw: tent, where: "furniture", size: 180 },
  "ice cream": { draw: iceCream, where: "surface", size: 90, prefers: ["table", "counter"] },
  "ice-cream van": { draw: iceCreamVan, where: "furniture", size: 170 },
  remote: { draw: remote, where: "surface", size: 50, prefers: ["sofa", "table", "shelf"] },
  "blocks tower": { draw: blocksTower, where: "floor", size: 150 },
  homework: { draw: homework, where: "surface", size: 60, prefers: ["table", "desk", "counter"] },
  pencil: { draw: pencil, where: "surface", size: 30, prefers: ["table", "desk", "counter"] },
  wardrobe: { draw: wardrobe, where: "furniture", size: 230 },
  stroller: { draw: stroller, where: "floor", size: 130 },
  baby: { draw: babyOnBlanket, where: "floor", size: 110 },
  "board game": { draw: boardGame, where: "floor", size: 60 },
  cot: { draw: cot, where: "furniture", size: 150 },
  "high chair": { draw: highChair, where: "floor", size: 150 },
  helmet: { draw: helmet, where: "floor", size: 80, prefers: ["hook", "table", "bench"] },
  "broken pieces": { draw: brokenPieces, where: "floor", size: 170 },
  spill: { draw: spill, where: "floor", size: 150 },
  "toy owl": { draw: toyOwl, where: "floor", size: 80, prefers: ["bed", "sofa"] },
  tissues: { draw: tissues, where: "surface", size: 60, prefers: ["nightstand", "table", "shelf"] },
  puppet: { draw: puppet, where: "floor", size: 90, prefers: ["table", "sofa"] },
  fountain: { draw: fountain, where: "floor", size: 190 },
  puddle: { draw: puddle, where: "floor", size: 50 },
  "flipped bowl": { draw: flippedBowl, where: "floor", size: 70 },
  restroom: { draw: restroom, where: "furniture", size: 200 },
  "fallen tower": { draw: fallenTower, where: "floor", size: 110 },
  dustpan: { draw: dustpan, where: "floor", size: 80 },
  "toilet door": { draw: toiletDoor, where: "furniture", size: 230 },
  toys: { draw: toyHeap, where: "floor", size: 80 },
  rattle: { draw: rattle, where: "floor", size: 50, prefers: ["table", "sofa"] },
  sweets: { draw: sweets, where: "surface", size: 60, prefers: ["counter", "table", "shelf"] },
  goggles: { draw: goggles, where: "floor", size: 40, prefers: ["bench", "table"] },
  "toy bunny": { draw: bunny, where: "floor", size: 80, prefers: ["bed", "sofa"] },
};

// Each prop is drawn once and kept (a drawing is never changed in place: placing and tagging copy it).
for (const def of Object.values(PROPS)) {
  const draw = def.draw;
  let kept: Drawing | undefined;
  def.draw = () => (kept ??= draw());
}

/** Things small enough to be drawn in a hand (the tablet held, the book held up, the drawing shown). */
export const HOLDABLE: ReadonlySet<ArtProp> = new Set<ArtProp>([
  "tablet",
  "phone",
  "remote",
  "book",
  "drawing",
  "teddy bear",
  "toy car",
  "toy dinosaur",
  "toy train",
  "doll",
  "toy owl",
  "puppet",
  "dustpan",
  "ball",
  "cup",
  "spoon",
  "bowl",
  "plate",
  "present",
  "balloon",
  "ice cream",
  "lunchbox",
  "toothbrush",
  "crayons",
  "kite",
  "rubber duck",
  "cookie",
  "apple",
  "sandwich",
  "umbrella",
  "helmet",
  "homework",
  "pencil",
  "flower",
  "shell",
  "watering can",
  "basket",
  "bucket and spade",
]);

/** The thing a phrase after "held"/"with" names, when it fits in a hand ("the tablet and" → tablet; "a bath" → none). */
export function heldProp(phrase: string): ArtProp | null {
  // a pretend teddy is held in the air, not drawn
  if (/^(?:pretend(?:ed)?|imaginary|invisible|make-believe)\b/i.test(phrase.trim())) return null;
  const words = phrase.split(/\s+/);
  // the shortest start of the phrase that names a prop ("shark book about" → book)
  for (let n = 1; n <= words.length; n++) {
    const p = findProp(words.slice(0, n).join(" "));
    if (p) return HOLDABLE.has(p) ? p : null;
  }
  return null;
}

/** Someone in the scene who may hold a thing (compose.ts's cast, as far as this needs it). */
export interface Holder {
  name: string;
  role: string;
  look?: PersonLook;
  drawing: Drawing;
  carries?: unknown;
}

/**
 * Puts in people's hands what the words put there ("held up the book", "handed Dad the tablet",
 * "with Grandma's phone"), and in the problem scene the story's key object in the child's hands
 * when the scene names it and nobody else has it (the phone not given back). Returns the props now
 * in a hand: they are not drawn again in the room.
 */
export function putInHands(
  cast: Holder[],
  held: Map<string, { held?: string[]; action?: string }>,
  scene: { beat?: string; text: string; props: string[] },
  keyObject?: string,
): Set<ArtProp> {
  const out = new Set<ArtProp>();
  const give = (c: Holder, prop: ArtProp) => {
    if (!c.look || c.look.holding || c.carries || out.has(prop) || (prop === "phone" && c.look.action === "phone")) return;
    c.look = { ...c.look, inHand: PROPS[prop].draw().map((x) => ({ ...x, tag: prop })), wave: false };
    c.drawing = person(c.look);
    out.add(prop);
  };
  // (what is worn is worn: "Water went all over Mia's shoes" is not a pair of shoes in her hands)
  const carried = (p: ArtProp) =>
    !WORN.has(p) || new RegExp(`\\b(?:held|holding|carr(?:ied|ying)|picked up|clutch(?:ed|ing))\\b[^.!?]*\\b${p}`, "i").test(scene.text);
  for (const c of cast) {
    const things = (held.get(c.name)?.held ?? []).map(heldProp).filter((p): p is ArtProp => !!p && carried(p));
    if (things.length) give(c, things[things.length - 1]);
  }
  const key = scene.beat === "problem" && keyObject ? heldProp(keyObject) : null;
  const hero = cast.find((c) => c.role === "child");
  // a puppet show is put on with the puppet on the child's hand
  if (hero && !out.has("puppet") && propsInText(scene.text).includes("puppet")) give(hero, "puppet");
  if (key && hero && !out.size && [...scene.props, ...propsInText(scene.text)].some((w) => findProp(w) === key)) give(hero, key);
  return out;
}

/** Things worn rather than carried. */
const WORN: ReadonlySet<ArtProp> = new Set<ArtProp>(["shoes", "coat", "hat", "helmet", "goggles"]);

const NUMBER_WORDS = /^(the|a|an|some|two|three|four|five|lots of|a few|his|her|their|my|our|little|big|new|old|favourite|favorite|own)\s+/i;

/** Singular forms for the prop words ("teddy bears" → "teddy bear", "crayon" → "crayons"). */
function variants(word: string): string[] {
  const out = [word];
  if (word.endsWith("ies")) out.push(word.slice(0, -3) + "y");
  if (word.endsWith("es")) out.push(word.slice(0, -2));
  if (word.endsWith("s")) out.push(word.slice(0, -1));
  out.push(word + "s");
  return out;
}

const ALIASES: Record<string, ArtProp> = {
  teddy: "teddy bear",
  "teddy bear": "teddy bear",
  nightlight: "night-light",
  "night light": "night-light",
  bath: "bathtub",
  tub: "bathtub",
  "bath tub": "bathtub",
  duck: "rubber duck",
  "toy duck": "rubber duck",
  "tooth brush": "toothbrush",
  loo: "toilet",
  "park toilet": "restroom",
  "park toilets": "restroom",
  "public toilet": "restroom",
  "public toilets": "restroom",
  "toilet block": "restroom",
  "toilet hut": "restroom",
  television: "tv",
  "tv set": "tv",
  "kitchen timer": "timer",
  "sand timer": "timer",
  gift: "present",
  "dentist chair": "dentist's chair",
  trolley: "shopping cart",
  "shopping trolley": "shopping cart",
  cart: "shopping cart",
  bicycle: "bike",
  trike: "bike",
  tricycle: "bike",
  "skipping rope": "jump rope",
  bucket: "bucket and spade",
  spade: "bucket and spade",
  plaster: "bandage",
  "band-aid": "bandage",
  "lunch box": "lunchbox",
  rucksack: "backpack",
  "school bag": "backpack",
  jacket: "coat",
  puppy: "dog",
  kitten: "cat",
  goldfish: "fish bowl",
  fishbowl: "fish bowl",
  picture: "drawing",
  painting: "paints",
  paint: "paints",
  crayon: "crayons",
  block: "blocks",
  flowers: "flower",
  leaves: "leaf",
  shells: "shell",
  "sticker-chart": "sticker chart",
  ipad: "tablet",
  "mobile phone": "phone",
  "tv remote": "remote",
  "remote control": "remote",
  "ice-cream": "ice cream",
  icecream: "ice cream",
  "ice cream cone": "ice cream",
  "ice lolly": "ice cream",
  "ice cream van": "ice-cream van",
  "ice-cream truck": "ice-cream van",
  "ice cream truck": "ice-cream van",
  "block tower": "blocks tower",
  "tower of blocks": "blocks tower",
  "blocks tower": "blocks tower",
  worksheet: "homework",
  "work sheet": "homework",
  closet: "wardrobe",
  pram: "stroller",
  buggy: "stroller",
  pushchair: "stroller",
  train: "toy train",
  dinosaur: "toy dinosaur",
  dino: "toy dinosaur",
  "t-rex": "toy dinosaur",
  "train set": "toy train",
  "blanket fort": "tent",
  doggy: "dog",
  pup: "dog",
  kitty: "cat",
  newborn: "baby",
  "board games": "board game",
  "game board": "board game",
  "snakes and ladders": "board game",
  ludo: "board game",
  checkers: "board game",
  dice: "board game",
  crib: "cot",
  highchair: "high chair",
  "bike helmet": "helmet",
  "cycle helmet": "helmet",
  "bicycle helmet": "helmet",
  "scooter helmet": "helmet",
  smashed: "broken pieces",
  shattered: "broken pieces",
  "broke into pieces": "broken pieces",
  "in pieces": "broken pieces",
  spilled: "spill",
  spilt: "spill",
  splattered: "spill",
  "knocked a full": "spill",
  owl: "toy owl",
  "knitted owl": "toy owl",
  tissue: "tissues",
  "box of tissues": "tissues",
  "tissue box": "tissues",
  hanky: "tissues",
  handkerchief: "tissues",
  "puppet show": "puppet",
  "sock puppet": "puppet",
  "hand puppet": "puppet",
  fountains: "fountain",
  "water fountain": "fountain",
  "drinking fountain": "fountain",
  "splash pad": "fountain",
  sprinkler: "fountain",
  sprinklers: "fountain",
  puddles: "puddle",
  "had an accident": "puddle",
  "wet shorts": "puddle",
  "wet pants": "puddle",
  "wet trousers": "puddle",
  "wet chair": "puddle",
  "shorts were wet": "puddle",
  "pants were wet": "puddle",
  "trousers were wet": "puddle",
  "chair was wet": "puddle",
  "bowl flipped": "flipped bowl",
  "bowl went flying": "flipped bowl",
  "flipped the bowl": "flipped bowl",
  "knocked the bowl": "flipped bowl",
  "tower fell": "fallen tower",
  "tower fell down": "fallen tower",
  "tower crashed": "fallen tower",
  "tower toppled": "fallen tower",
  "tower tumbled": "fallen tower",
  "tower collapsed": "fallen tower",
  "tower came down": "fallen tower",
  "tower came crashing down": "fallen tower",
  "knocked the tower down": "fallen tower",
  "knocked the tower over": "fallen tower",
  "knocked down the tower": "fallen tower",
  "knocked over the tower": "fallen tower",
  "crash went the tower": "fallen tower",
  "tower went crash": "fallen tower",
  "tower fell over": "fallen tower",
  "knocked the tower": "fallen tower",
  "tower was knocked": "fallen tower",
  "went everywhere": "spill",
  "dust pan": "dustpan",
  "dustpan and brush": "dustpan",
  "brush and pan": "dustpan",
  "sent juice": "spill",
  "sent milk": "spill",
  "knocked over the cup": "spill",
  "knocked over her cup": "spill",
  "knocked over his cup": "spill",
  "toy box": "toys",
  toybox: "toys",
  "baby rattle": "rattle",
  peas: "plate",
  "potato chips": "plate",
  "fish and chips": "plate",
  "his chips": "plate",
  "her chips": "plate",
  "their chips": "plate",
  "the chips": "plate",
  "eat chips": "plate",
  fries: "plate",
  broccoli: "plate",
  carrots: "plate",
  pasta: "plate",
  "chicken nuggets": "plate",
  nuggets: "plate",
  vegetables: "plate",
  veggies: "plate",
  "plate of food": "plate",
  haribo: "sweets",
  "toy rabbit": "toy bunny",
  "soft toy rabbit": "toy bunny",
  "stuffed rabbit": "toy bunny",
  "stuffed bunny": "toy bunny",
  "cuddly rabbit": "toy bunny",
  "cuddly bunny": "toy bunny",
  "soft toy": "teddy bear",
  "baby toy": "rattle",
  "baby's toy": "rattle",
  "squishy toy": "teddy bear",
  "cuddly toy": "teddy bear",
  "stuffed animal": "teddy bear",
  "stuffed toy": "teddy bear",
  plushie: "teddy bear",
  "swimming goggles": "goggles",
  "swim goggles": "goggles",
  sweet: "sweets",
  candy: "sweets",
  "packet of sweets": "sweets",
  "bag of sweets": "sweets",
  "bag of candy": "sweets",
  "gummy bears": "sweets",
  gummies: "sweets",
};

/** Words for making a picture that name no drawing ("Theo drew Brave Breaths, one step in each box"). */
const DREW =
  /\bdrew (?!(?:a |in |out |up |back |closer|near|breath|nearer|level|away|close|round|around|himself|herself|themselves|attention|the curtains|the line|a line|a deep)\b)/;

const escapeRe = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Every name a prop word can match (the props and their aliases), longest first. */
const NAMES: Array<[RegExp, ArtProp, number]> = [
  ...([...DRAWABLE_PROPS, ...EXTRA_PROPS] as ArtProp[]).map((p) => [p, p] as [string, ArtProp]),
  ...(Object.entries(ALIASES) as Array<[string, ArtProp]>),
]
  .sort((a, b) => b[0].length - a[0].length)
  .map(([name, prop]) => [new RegExp(`(^|[^a-z])${escapeRe(name)}(e?s)?(?![a-z])`, "g"), prop, name.length]);

/**
 * The things a scene's words name (outside quoted speech), in the order they come: "claimed the
 * sofa, a blanket and the remote" → blanket, remote. Furniture and fixtures are left to the place
 * (a bed in the words of a living-room scene is somewhere else).
 */
export function propsInText(text: string): ArtProp[] {
  // read once per text: a scene asks several times (its props, what is in frame, what is only figurative)
  const known = PROPS_IN_TEXT.get(text);
  if (known) return known.slice();
  const found = readPropsInText(text);
  if (PROPS_IN_TEXT.size > 400) PROPS_IN_TEXT.clear();
  PROPS_IN_TEXT.set(text, found);
  return found.slice();
}

const PROPS_IN_TEXT = new Map<string, ArtProp[]>();

/**
 * Things named only in a figure of speech, pretended or likened to: "one balloon breath", "a
 * teddy-bear hug", "like waiting for a balloon to pop", "proud like a balloon full of sunshine",
 * "a pretend teddy", "an imaginary app", "Flower in, candle out" (a breath), "sniffed a flower".
 * They are not in the picture.
 */
const FIGURES = new RegExp(
  [
    String.raw`\b(?:balloon|bubble|dragon|candle) breaths?\b`,
    String.raw`\bteddy[- ]bear hugs?\b`,
    // a likeness, up to the end of its clause ("like a candle", "as if a balloon had popped"); never "would like a cookie"
    String.raw`(?<!\b(?:would|'d|i|you|we|they|did|do|does|don't|didn't|really|to)\s)\b(?:just |a bit |a little )?(?:like|as if|as though|as big as|as small as) (?:waiting for |watching |holding |a |an |the |some |two |his |her |their )[^.,;:!?]*?(?=\s(?:and|with|but|while|then|as)\b|[.,;:!?]|$)`,
    String.raw`\b(?:pretend(?:ed)?|imaginary|invisible|make-believe|an imagined|toy-sized|dream) (?:[a-z-]+ ){0,2}?[a-z-]+`,
    // a likeness of how ("the way you might look at a cold plate of something"), a size ("no bigger than a cat", "the size of a bus")
    String.raw`\bthe way (?:you|a|an|someone|somebody|people|grown-ups|a person) (?:might|would|could|do|does|did)\b[^.;:!?]*`,
    String.raw`\b(?:no|not much|hardly|barely|about|not) (?:bigger|smaller|taller|larger|heavier) than (?:a|an|the|two) [a-z-]+(?: [a-z-]+)?`,
    String.raw`\b(?:the size of|as tall as|as heavy as) (?:a|an|two) [a-z-]+(?: [a-z-]+)?`,
    // a likeness by "as … as" ("quick as a duck", "as quiet as a mouse"), and what is only in the mind ("the pictures in his head")
    String.raw`\b(?:as )?(?:quick|quiet|fast|slow|brave|busy|happy|snug|light|soft|still|warm|cosy|cozy|proud|bright|calm|gentle|tall|small|big|strong|cold|hot|tired|sleepy|wobbly) as (?:a|an|the) [a-z-]+(?: [a-z-]+)?`,
    String.raw`\b(?:the |a )?(?:picture|pictures|pictured|movie|film) in (?:his|her|their|my|your) (?:head|mind)\b`,
    // sounds or guesses asked a word at a time ("Owls? Crickets? Wind?"): heard, not there (one alone, "Potty?", is a question about it)
    String.raw`(?:^|(?<=[.!?]\s+))[A-Za-z-]+\?(?:\s+[A-Za-z-]+\?)+`,
    // what tomorrow may bring ("Tomorrow would have its own tricky bits, maybe even the big dog")
    String.raw`\bmaybe (?:even )?(?:the|a|an|some) [^.;:!?]*|\btomorrow (?:would|will|might|could)\b[^.;:!?]*`,
    // a thing something is said to be ("A show is a train with no driver")
    String.raw`(?<=\b(?:a|the) (?:show|game|feeling|day|worry|habit|plan|screen|video|rule|brain|mind|temper) (?:is|was) )(?:like )?(?:a|an) [a-z-]+`,
    // what a picture shows ("painting the whole family at the seaside, with a dog in a hat", "a drawing of a kite")
    // (the picture itself stays: only what it shows goes)
    String.raw`(?<=\b(?:paint(?:ed|ing|s)?|drew|draw(?:s|ing)?|sketch(?:ed|ing)?) )(?:the|a|an|his|her|their|some) (?!(?:picture|drawing|painting|pictures|curtains|line)\b)[^.;:!?]*`,
    String.raw`(?<=\b(?:picture|painting|drawing|photo|poster|sticker) of )[^.;:!?]*`,
    // what is only thought of ("think of a happy thing", "Alex thought of a big red balloon", "one happy thing: big, splashy puddles")
    String.raw`(?<=\b(?:think(?:s|ing)?|thought) (?:of|about) )[^.;:!?]*|(?<=\bhappy (?:thing|place|picture)s?: ?)[^.;!?]*`,
    // what is only imagined, dreamed of or pictured ("imagined a dragon in the garden", "dreamed of the sea")
    String.raw`(?<=\b(?:imagin(?:ed|es|ing)|dream(?:ed|t|s|ing)(?: of| about| that)?|pictur(?:ed|es|ing)|pretend(?:ed|s|ing)? (?:to be|that|(?:he|she|they) (?:was|were)|(?:the|a|an|his|her|their) [a-z-]+ (?:was|were|is))) )[^.;:!?]*`,
    // what a book or a story read aloud is about ("a book about a duck", "the story was about a bear who lost his hat"):
    // it is in the book, not in the room
    String.raw`(?<=\b(?:book|books|story|stories|tale|film|show|cartoon|episode|one) (?:was |is |all )?about )[^.;:!?]*`,
    // an animal's own shell ("poked her head out of her shell"): part of the tortoise, not a seashell
    String.raw`\b(?:in|into|inside|out of|from|back in) (?:her|his|its|their|my|your) (?:own |little |hard )?shells?\b`,
    // the breath of a calming plan: smell the flower, blow out the candle ("Flower. Candle.")
    String.raw`\bflower[.!,;]\s+candle\b`,
    String.raw`\bflower (?:in|sniff|breaths?)\b|\bcandle (?:out|puff|blow)\b|\b(?:sniff(?:ed|s|ing)?|smell(?:ed|s|ing)?) (?:a|the|your|her|his|their) (?:pretend )?flowers?\b|\b(?:blow|blew|blowing|puff(?:ed)?) (?:out )?(?:a|the|your|her|his|their) (?:pretend )?candles?(?! on)\b`,
  ].join("|"),
  "gi",
);

/** A sentence that makes a picture or an imagined thing: the words that follow it may be what it shows. */
const PICTURING =
  /\b(?:drew|draw(?:s|ing)?|paint(?:ed|ing|s)?|sketch(?:ed|ing)?|doodl(?:ed|ing)|imagin(?:ed|es|ing)|dream(?:ed|t|s|ing)|pretend(?:ed|s|ing)?|pictur(?:ed|es|ing)|in the mist|on the (?:paper|glass|page))\b/i;
/** A short sentence with no doer, only a thing: "A duck in a puddle.", "Then a grumpy cloud.", "A sun pushing the cloud out of the way." */
const THING_FRAGMENT = /^(?:then |and |next,? )?(?:a|an|one|two|three|some) (?![a-z]+ (?:was|were|is|are|had|did|came|went)\b)[^.!?]*[.!?]?$/i;

/**
 * The text without what is only drawn or imagined in it: the short thing-only sentences after "drew in
 * the mist" ("He drew in the mist. A duck in a puddle. A grumpy cloud.") show what the drawing shows.
 */
function withoutPictured(text: string): string {
  const parts = text.split(/(?<=[.!?])\s+/);
  let drawing = false;
  return parts
    .map((p) => {
      const fragment = drawing && THING_FRAGMENT.test(p.trim()) && p.trim().split(/\s+/).length <= 10;
      if (!fragment) drawing = PICTURING.test(p);
      return fragment ? " " : p;
    })
    .join(" ");
}

/** The words about what is really there: without what is only drawn, imagined, thought of, pretended or likened to. */
export function realWords(text: string): string {
  return withoutPictured(text).replace(FIGURES, " ");
}

function readPropsInText(text: string): ArtProp[] {
  // a thing only in a figure of speech ("one balloon breath", "a teddy-bear hug") is not there
  const plain = withoutPictured(text)
    .toLowerCase()
    .replace(SPEECH, " ")
    .replace(/[’`]/g, "'")
    .replace(FIGURES, " ")
    // a thing named only to say what something else is ("the silly duck song", "a dinosaur costume")
    .replace(
      /\b(?!(?:puppet|tv|television|phone|tablet|picture|the|a|an|his|her|their|my|your|our)\b)[a-z-]+ (songs?|story|stories|shows?|costumes?|pajamas|stickers?|cartoons?|videos?|kits?)\b/g,
      " $1",
    );
  // (longest names first: a shorter name inside a longer one's words is that thing, "soft toy" in "the soft toy rabbit")
  const found: Array<{ prop: ArtProp; at: number; end: number }> = [];
  for (const [re, prop] of NAMES) {
    if (PROPS[prop].where === "furniture" || prop === "window" || prop === "table" || prop === "baby" || BATHROOM_FIXTURES.has(prop)) continue;
    if (found.some((f) => f.prop === prop)) continue;
    re.lastIndex = 0;
    for (let m = re.exec(plain); m; m = re.global ? re.exec(plain) : null) {
      const at = m.index;
      const end = at + m[0].length;
      if (!found.some((f) => f.prop !== prop && f.at <= at && end <= f.end && f.end - f.at > end - at)) {
        found.push({ prop, at, end });
        break;
      }
      if (!re.global) break;
    }
  }
  const drew = DREW.exec(plain);
  if (drew && !found.some((f) => f.prop === "drawing")) found.push({ prop: "drawing", at: drew.index, end: drew.index });
  return found.sort((a, b) => a.at - b.at).map((f) => f.prop);
}

const BATHROOM_FIXTURES: ReadonlySet<ArtProp> = new Set<ArtProp>(["potty", "toilet", "bathtub", "sink"]);

/**
 * Whether the story first names a thing inside a figure (a pretend flower, the dog in a painting,
 * "like a balloon"): then every later mention of it in the book means that one too ("Then the
 * dog's hat", "Then a flower. Sniff, sniff") and it is not drawn.
 */
export function firstMetAsFigure(storyText: string, word: string): boolean {
  const prop = findProp(word);
  if (!prop) return false;
  const key = `${prop}\u0000${storyText}`;
  const known = FIRST_MET.get(key);
  if (known !== undefined) return known;
  const lower = storyText.toLowerCase().replace(/[’`]/g, "'");
  let first = -1;
  for (const [re, p] of NAMES) {
    if (p !== prop) continue;
    re.lastIndex = 0;
    const m = re.exec(lower);
    if (m && (first < 0 || m.index < first)) first = m.index;
  }
  let inFigure = false;
  if (first >= 0)
    for (const m of lower.matchAll(FIGURES)) {
      const at = m.index ?? 0;
      if (at <= first + 1 && first < at + m[0].length) inFigure = true;
    }
  if (FIRST_MET.size > 2000) FIRST_MET.clear();
  FIRST_MET.set(key, inFigure);
  return inFigure;
}
const FIRST_MET = new Map<string, boolean>();

/** Whether the words name a prop word only in a figure of speech ("one balloon breath"): then it is not drawn. */
export function onlyFigurative(text: string, word: string): boolean {
  const prop = findProp(word);
  if (!prop) return false;
  // asked for each of a scene's words, several times a scene: read once per text and thing
  const key = `${prop}\u0000${text}`;
  const known = FIGURATIVE.get(key);
  if (known !== undefined) return known;
  const out = readFigurative(text, prop);
  if (FIGURATIVE.size > 2000) FIGURATIVE.clear();
  FIGURATIVE.set(key, out);
  return out;
}
const FIGURATIVE = new Map<string, boolean>();

function readFigurative(text: string, prop: ArtProp): boolean {
  const lower = text.toLowerCase().replace(/[’`]/g, "'");
  FIGURES.lastIndex = 0;
  if (!FIGURES.test(lower)) return false;
  // named somewhere (speech too), and never once the figures are taken out
  const named = (t: string) =>
    NAMES.some(([re, p]) => {
      if (p !== prop) return false;
      re.lastIndex = 0;
      return re.test(t);
    });
  if (!named(lower)) return false;
  // a thing first met as a pretend one stays pretend ("held a pretend teddy … Teddy did it too")
  const pretend = lower.match(/\b(?:pretend(?:ed)?|imaginary|invisible|make-believe) (?:[a-z-]+ ){0,2}?[a-z-]+/g) ?? [];
  return !named(lower.replace(FIGURES, " ")) || pretend.some((p) => named(p));
}

/**
 * The prop a scene's prop word means, or null ("the timer" → "timer", "the big tent" → "tent",
 * "Grandma's old blue teddy bear" → "teddy bear"). Case-insensitive; any word of the phrase can
 * name it; when several do, the one nearest the end (the head noun) wins, then the longest.
 */
export function findProp(word: string): ArtProp | null {
  let w = word.toLowerCase().replace(/[’`]/g, "'").trim().replace(/\s+/g, " ");
  for (let i = 0; i < 3; i++) w = w.replace(NUMBER_WORDS, "");
  w = w.replace(/[.!?,;:]+$/, "");
  const list = [...DRAWABLE_PROPS, ...EXTRA_PROPS] as readonly string[];
  for (const v of variants(w)) {
    if (list.includes(v)) return v as ArtProp;
    if (ALIASES[v]) return ALIASES[v];
  }
  let best: { prop: ArtProp; end: number; len: number } | null = null;
  for (const [re, prop, len] of NAMES) {
    re.lastIndex = 0;
    for (let m = re.exec(w); m; m = re.exec(w)) {
      const end = m.index + m[0].length;
      if (!best || end > best.end || (end === best.end && len > best.len)) best = { prop, end, len };
    }
  }
  return best?.prop ?? null;
}
