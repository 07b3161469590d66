/**
 * The 20 kinds of place (PLACES in src/contracts/story-plan.ts), each drawn so a parent recognises
 * it in line art, plus `placeFromWords`, which maps a scene's place words to the nearest kind. A place
 * gives its background and the slots where props belong: surfaces (the sink's rim, the table top),
 * wall spots, furniture spots at the back, sky spots, and its windows (for the moon at night).
 * Page coordinates (595 × 842); the scene fills the page below the name box (y > 150).
 */
import type { ThemeId } from "../../contracts/catalog";
import { PLACE_FACTS, PLACES, type Place } from "../../contracts/places";
import { THEME_LOOKS } from "../themes";
import {
  arc,
  capsule,
  circle,
  cloud,
  dome,
  ellipse,
  flower,
  heart,
  leaf,
  line,
  place as put,
  poly,
  rect,
  smooth,
  star,
  tagged,
  W,
  type Drawing,
  type Pt,
} from "./geometry";
import type { Lettering } from "./lettering";
import * as P from "./props";
import type { ArtProp } from "./props";
import type { Rng } from "./rng";
import * as S from "./scenery";
import { FRAME } from "./scenery";

/** Where the back wall meets the floor, indoors; where furniture at the back stands. */
export const WALL_BASE = 468;
export const BACK = 505;
/** The horizon outdoors; landmarks stand a little in front of it. */
export const SKYLINE = 440;
const L = FRAME.x;
const R = FRAME.x + FRAME.width;
/** Everything but walls, floors and horizons stays between these (12 units inside the frame once zoomed). */
export const IN_L = 52;
export const IN_R = 542;

/** A spot where a prop can go: its base centred at (x, y), fitted into w × h, drawn at `scale`. */
export interface Slot {
  x: number;
  y: number;
  w: number;
  h: number;
  /** Size relative to the front of the page (things at the back are smaller). */
  scale: number;
  tag?: string;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PlaceParts {
  kind: Place;
  indoor: boolean;
  /** Walls, floor, sky, ground and built-in furniture, back to front. */
  back: Drawing;
  surfaces: Slot[];
  wall: Slot[];
  /** Floor spots at the back for furniture props the place does not already show. */
  spots: Slot[];
  sky: Slot[];
  /** Window panes (indoors): the night sky shows through them. */
  windows: Box[];
  /** The props this place already shows (a bed in the bedroom). */
  builtIn: ArtProp[];
  /** Open ground in front (outdoors) where grass tufts may go, between these heights. */
  ground?: { y0: number; y1: number };
  /** What the figures should not stand in front of (the car's wheels). */
  keep?: Box[];
  /** The place still reads right mirrored left to right (no lettering in it). */
  mirrorable?: boolean;
}

export interface PlaceContext {
  rng: Rng;
  /** Evening or night: the moon and stars. */
  night: boolean;
  theme?: ThemeId;
  lettering?: Lettering;
  /** Raining: clouds and rain in the sky instead of the sun. */
  rain?: boolean;
  /** A public place's room (the park's restroom): stalls, a row of sinks, a hand dryer; no bathtub. */
  public?: boolean;
  /** The story's child is 6 or older: their bedroom has no baby's mobile over the bed. */
  bigChild?: boolean;
}

/** Words that make a bathroom a public restroom (the park's, the store's), not the one at home. */
export const PUBLIC_RESTROOM =
  /\b(?:restrooms?|public (?:toilets?|bathroom)|(?:park|store|shop|mall|library|restaurant|school|pool|beach)(?:'s)? (?:toilets?|bathroom|restroom)|(?:toilets?|bathroom|restroom) (?:at|in) the (?:park|store|shop|mall|library|restaurant|pool|beach|caf[eé])|stalls?|cubicles?|hand dryer)\b/i;

/** A public restroom: three stalls with doors (a gap under each), two sinks on a counter, a mirror, a hand dryer. */
function publicRestroom(): Drawing {
  const top = 300;
  const d: Drawing = [...room(), ...span([line(L, 372, R, 372, W.main)])];
  // the stalls: partitions with a gap above and below, a door in each with its latch
  const xs = [58, 146, 234, 322];
  for (const x of xs) d.push(rect(x - 5, top - 10, 10, BACK - 24 - top + 10, 3));
  for (let i = 0; i < 3; i++) {
    const x0 = xs[i] + 8;
    const x1 = xs[i + 1] - 8;
    d.push(
      rect(x0, top, x1 - x0, BACK - 30 - top, 4),
      circle(x1 - 14, top + (BACK - 30 - top) / 2, 5, W.detail),
      rect(x0 + (x1 - x0) / 2 - 14, top + 18, 28, 14, 3, W.detail),
    );
  }
  // the counter with two basins and taps, a long mirror over it
  d.push(rect(356, 200, 176, 110, 10), line(372, 236, 392, 216, W.detail));
  d.push(rect(350, BACK - 150, 188, 18, 5), rect(362, BACK - 132, 164, 132, 4));
  for (const cx of [400, 488]) {
    d.push(ellipse(cx, BACK - 150, 30, 7, W.detail));
    d.push({
      w: W.main,
      cmds: [
        ["M", cx, BACK - 152],
        ["L", cx, BACK - 176],
        ["Q", cx, BACK - 184, cx + 10, BACK - 184],
        ["L", cx + 16, BACK - 184],
      ],
    });
  }
  // the hand dryer on the wall by the door
  d.push(rect(470 - 16, 328, 56, 40, 8), line(470, 368, 470, 376, W.detail), line(486, 368, 486, 376, W.detail), rect(462, 336, 24, 8, 3, W.detail));
  return d;
}

/** Rain falling from y0 to y1 across x0…x1: short slanted dashes in staggered rows. */
export function rainLines(x0: number, x1: number, y0: number, y1: number): Drawing {
  const d: Drawing = [];
  let row = 0;
  for (let y = y0; y < y1; y += 46, row++) for (let x = x0 + (row % 2) * 26; x < x1; x += 52) d.push(line(x, y, x - 8, y + 20, W.detail));
  return d;
}

// ---- shared pieces ----------------------------------------------------------------------------

/** Walls, floors, horizons and counters run off the edges of the picture (tagged so tests know). */
export function span(d: Drawing): Drawing {
  return tagged(d, "span");
}

function room(): Drawing {
  return span([line(L, WALL_BASE, R, WALL_BASE, W.main)]);
}

/** Floorboards: a few lines running towards the back, so the floor reads as a floor. */
function floorboards(): Drawing {
  return [];
}

function rug(cx: number, cy: number, rx: number, ry: number): Drawing {
  return [ellipse(cx, cy, rx, ry, W.main), ellipse(cx, cy, rx - 22, ry - 10, W.detail)];
}

/** A window with curtains; the pane is returned so the sky can be drawn inside. */
function curtainedWindow(x: number, y: number, w: number, h: number): { d: Drawing; pane: Box } {
  return { d: S.windowFrame(x, y, w, h), pane: { x, y, width: w, height: h } };
}

function outdoorSky(ctx: PlaceContext, sunX: number, cloudX?: number | null): Drawing {
  const d: Drawing = [];
  if (ctx.rain) {
    // grey weather: two rain clouds, the rain falling from them, no sun
    const a = sunX < 297 ? 170 : 420;
    const b = sunX < 297 ? 400 : 190;
    d.push(...tagged([cloud(a, 250, 150), cloud(b, 236, 120)], "sky:cloud"));
    d.push(...tagged([...rainLines(a - 60, a + 70, 290, 420), ...rainLines(b - 50, b + 60, 274, 400)], "sky:rain"));
    return d;
  }
  if (ctx.night) d.push(...tagged(S.moon(sunX, 268, sunX > 297), "sky:moon"));
  else d.push(...tagged(S.sun(sunX, 270), "sky:sun"));
  const cx = cloudX === undefined ? (sunX < 297 ? 390 + ctx.rng() * 30 : 180 + ctx.rng() * 30) : cloudX;
  if (cx !== null) d.push(...tagged([cloud(cx, 262 + ctx.rng() * 16, 120)], "sky:cloud"));
  return d;
}

function ground(ctx: PlaceContext, y = SKYLINE): Drawing {
  return span(S.hills(ctx.rng, y));
}

/** A tree whose crown stays inside the frame. */
function tree(x: number, groundY: number, h: number): Drawing {
  const r = h * 0.3;
  // kept clear of the frame even after the place is zoomed (see compose.ts)
  const cx = Math.min(Math.max(x, IN_L + r * 1.56), IN_R - r * 1.56);
  return S.roundTree(cx, groundY, h);
}

function bush(cx: number, groundY: number, r: number): Drawing {
  return [S.bumpyCircle(cx, groundY - r * 0.7, r, 8), line(cx - r * 1.1, groundY, cx + r * 1.1, groundY, W.main)];
}

function shelfWithBooks(x0: number, x1: number, y: number, rng: Rng): Drawing {
  const d: Drawing = [];
  let x = x0 + 6;
  while (x < x1 - 20) {
    const w = 12 + Math.floor(rng() * 8);
    const h = 34 + Math.floor(rng() * 22);
    if (rng() < 0.15 && x < x1 - 50) {
      d.push(
        poly(
          [
            [x, y],
            [x + 12, y],
            [x + 12 + h * 0.5, y - h * 0.85],
            [x + h * 0.5, y - h * 0.85],
          ],
          true,
          W.detail,
        ),
      );
      x += 14 + h * 0.5;
    } else {
      d.push(rect(x, y - h, w, h, 2, W.detail));
      x += w + 2;
    }
  }
  return d;
}

function bookcase(x0: number, x1: number, top: number, rng: Rng, rows = 3): Drawing {
  const d: Drawing = [rect(x0, top, x1 - x0, BACK - top, 4)];
  const step = (BACK - 14 - top) / rows;
  for (let i = 1; i <= rows; i++) {
    const y = top + i * step;
    d.push(line(x0, y, x1, y, W.main));
    d.push(...shelfWithBooks(x0 + 4, x1 - 4, y - 2, rng));
  }
  return d;
}

function counterRun(x0: number, x1: number, top: number): Drawing {
  const d: Drawing = [];
  d.push(rect(x0, top, x1 - x0, 14, 4));
  const n = Math.max(1, Math.round((x1 - x0) / 90));
  const w = (x1 - x0) / n;
  for (let i = 0; i < n; i++) {
    const x = x0 + i * w;
    d.push(rect(x + 4, top + 18, w - 8, BACK - top - 22, 4), circle(x + w / 2, top + 36, 4, W.detail));
  }
  // counters run along the wall, out of the picture
  return x0 <= L || x1 >= R ? span(d) : d;
}

// ---- the 20 places ----------------------------------------------------------------------------

/** Draws a place; whether it is indoors is the place's (PLACE_FACTS). */
type Drawer = (ctx: PlaceContext) => Omit<PlaceParts, "indoor">;

function wardrobeAt(cx: number): Drawing {
  return put(P.wardrobe(), { x: cx, y: BACK, s: 0.82 });
}

function toyChest(cx: number, g: number): Drawing {
  return [rect(cx - 44, g - 50, 88, 50, 6), rect(cx - 48, g - 62, 96, 14, 6), star(cx, g - 26, 12, 0.45, 5, W.detail)];
}

/** A string of stars hanging from the ceiling over the bed. */
function starMobile(cx: number, top: number): Drawing {
  return [
    line(cx - 40, top + 20, cx + 40, top + 20, W.main),
    line(cx, top, cx, top + 20, W.detail),
    ...[-40, 0, 40].flatMap((dx, i) => [line(cx + dx, top + 20, cx + dx, top + 46 + i * 8, W.detail), star(cx + dx, top + 58 + i * 8, 11, 0.45, 5, W.detail)]),
  ];
}

const bedroom: Drawer = (ctx) => {
  if (ctx.rng() < 0.5) {
    // the bed under the window, a wardrobe and a toy chest
    const win = curtainedWindow(110, 196, 120, 100);
    const back: Drawing = [
      ...room(),
      ...win.d,
      ...(ctx.bigChild ? [] : starMobile(400, 160)),
      ...rug(310, 712, 200, 34),
      ...tagged(put(P.bed(), { x: 196, y: BACK, s: 0.88 }), "built-in:bed"),
      ...wardrobeAt(470),
      ...toyChest(360, BACK),
    ];
    return {
      kind: "bedroom",
      mirrorable: true,
      back,
      surfaces: [
        { x: 360, y: BACK - 62, w: 70, h: 70, scale: 0.55, tag: "shelf" },
        { x: 236, y: BACK - 84, w: 80, h: 70, scale: 0.65, tag: "bed" },
      ],
      wall: [{ x: 320, y: 330, w: 80, h: 90, scale: 0.6, tag: "wall" }],
      spots: [],
      sky: [],
      windows: [win.pane],
      builtIn: ["bed", "pillow", "blanket", "window", "wardrobe"],
    };
  }
  const win = curtainedWindow(330, 190, 130, 112);
  const back: Drawing = [
    ...room(),
    ...win.d,
    ...rug(297, 712, 214, 34),
    ...tagged(put(P.bed(), { x: 182, y: BACK, s: 0.9 }), "built-in:bed"),
    rect(320, 420, 76, 85, 6),
    line(320, 462, 396, 462, W.main),
    circle(358, 441, 4, W.detail),
    circle(358, 483, 4, W.detail),
  ];
  return {
    kind: "bedroom",
    mirrorable: true,
    back,
    surfaces: [
      { x: 358, y: 420, w: 64, h: 90, scale: 0.6, tag: "nightstand" },
      { x: 224, y: BACK - 84, w: 80, h: 70, scale: 0.65, tag: "bed" },
    ],
    wall: [
      { x: 160, y: 320, w: 120, h: 110, scale: 0.7, tag: "wall" },
      { x: 500, y: 330, w: 70, h: 120, scale: 0.65, tag: "wall" },
    ],
    spots: [{ x: 478, y: BACK, w: 110, h: 200, scale: 0.7 }],
    sky: [],
    windows: [win.pane],
    builtIn: ["bed", "pillow", "blanket", "window"],
  };
};

const bathroom: Drawer = (ctx) => {
  if (ctx.public) {
    return {
      kind: "bathroom",
      mirrorable: true,
      back: publicRestroom(),
      surfaces: [{ x: 440, y: BACK - 150, w: 40, h: 60, scale: 0.45, tag: "sink" }],
      wall: [{ x: 500, y: 420, w: 56, h: 60, scale: 0.5, tag: "rail" }],
      spots: [],
      sky: [],
      windows: [],
      builtIn: ["sink", "toilet"],
    };
  }
  const win = { x: 96, y: 186, width: 110, height: 96 };
  const back: Drawing = [
    ...room(),
    ...span([line(L, 372, R, 372, W.main), line(L, 420, R, 420, W.detail)]),
    ...[80, 170, 260, 350, 440, 520].map((x) => line(x, 372, x, WALL_BASE, W.detail)),
    // a little window over the bath
    {
      w: W.main,
      cmds: [
        ["M", win.x, win.y + win.height],
        ["L", win.x, win.y + 40],
        ["Q", win.x + win.width / 2, win.y - 34, win.x + win.width, win.y + 40],
        ["L", win.x + win.width, win.y + win.height],
        ["Z"],
      ],
    },
    line(win.x + win.width / 2, win.y + 4, win.x + win.width / 2, win.y + win.height, W.detail),
    rect(win.x - 10, win.y + win.height, win.width + 20, 10, 4),
    // mirror over the sink
    rect(395, 200, 96, 126, 40),
    rect(405, 210, 76, 106, 32, W.detail),
    line(420, 240, 440, 222, W.detail),
    ...tagged(put(P.bathtub(), { x: 168, y: BACK, s: 0.85 }), "built-in:bathtub"),
    ...put(P.sink(), { x: 443, y: BACK, s: 0.95 }),
    ...rug(297, 722, 190, 32),
  ];
  return {
    kind: "bathroom",
    mirrorable: true,
    back,
    surfaces: [
      { x: 404, y: BACK - 146 * 0.95, w: 50, h: 80, scale: 0.55, tag: "sink" },
      { x: 490, y: BACK - 146 * 0.95, w: 32, h: 70, scale: 0.45, tag: "sink" },
      { x: 200, y: BACK - 126 * 0.85, w: 70, h: 60, scale: 0.6, tag: "tub" },
      { x: 112, y: BACK - 126 * 0.85, w: 60, h: 60, scale: 0.5, tag: "tub" },
    ],
    wall: [
      { x: 500, y: 380, w: 56, h: 120, scale: 0.55, tag: "rail" },
      { x: 300, y: 350, w: 90, h: 130, scale: 0.6, tag: "hook" },
    ],
    spots: [{ x: 330, y: BACK + 6, w: 80, h: 150, scale: 0.7 }],
    sky: [],
    windows: [{ x: win.x + 6, y: win.y + 10, width: win.width - 12, height: win.height - 14 }],
    builtIn: ["bathtub", "sink"],
  };
};

function fridge(x: number, w: number): Drawing {
  return [
    rect(x, 250, w, BACK - 250, 10),
    line(x, 330, x + w, 330, W.main),
    line(x + 12, 270, x + 12, 310, W.main),
    line(x + 12, 344, x + 12, 400, W.main),
    heart(x + w * 0.6, 290, 18, W.detail),
    star(x + w * 0.55, 380, 10, 0.45, 5, W.detail),
    rect(x + w * 0.3, 410, 30, 36, 2, W.detail),
  ];
}

function chair(cx: number, g: number, facing: 1 | -1): Drawing {
  const bx = cx - facing * 24;
  return [rect(bx - 6, g - 130, 12, 130, 4), rect(cx - 28, g - 62, 56, 12, 4), line(cx + facing * 22, g - 50, cx + facing * 22, g, W.main)];
}

const kitchen: Drawer = (ctx) => {
  if (ctx.rng() < 0.5) {
    // a fridge, a short run of counters under the window, a table with two chairs
    const win = curtainedWindow(330, 186, 130, 100);
    const top = 392;
    const back: Drawing = [
      ...room(),
      ...fridge(60, 96),
      ...win.d,
      ...S.hangingLamp(230, 150, 40),
      ...counterRun(176, R, top),
      line(360, top, 430, top, W.bold),
      {
        w: W.main,
        cmds: [
          ["M", 396, top],
          ["L", 396, top - 30],
          ["Q", 396, top - 40, 410, top - 40],
          ["L", 416, top - 34],
        ],
      },
      ...chair(196, 560, 1),
      ...chair(404, 560, -1),
      ...S.table(300, 560, 190),
    ];
    return {
      kind: "kitchen",
      mirrorable: true,
      back,
      surfaces: [
        { x: 264, y: 456, w: 70, h: 80, scale: 0.6, tag: "table" },
        { x: 340, y: 456, w: 70, h: 80, scale: 0.6, tag: "table" },
        { x: 490, y: top, w: 70, h: 90, scale: 0.6, tag: "counter" },
        { x: 230, y: top, w: 60, h: 80, scale: 0.55, tag: "counter" },
      ],
      wall: [],
      spots: [],
      sky: [],
      windows: [win.pane],
      builtIn: ["window", "sink", "table"],
    };
  }
  const win = curtainedWindow(340, 180, 140, 110);
  const top = 384;
  const back: Drawing = [
    ...room(),
    ...floorboards(),
    // upper cupboards
    rect(56, 176, 134, 108, 6),
    line(123, 176, 123, 284, W.detail),
    circle(112, 268, 4, W.detail),
    circle(134, 268, 4, W.detail),
    ...win.d,
    ...S.wallClock(250, 236),
    ...counterRun(L, 250, top),
    // the oven
    rect(250, top + 18, 90, BACK - top - 22, 6),
    rect(262, top + 44, 66, 48, 6, W.detail),
    circle(270, top + 30, 5, W.detail),
    circle(295, top + 30, 5, W.detail),
    circle(320, top + 30, 5, W.detail),
    ...counterRun(340, R, top),
    rect(250, top, 90, 14, 4),
    // the sink under the window and its tap
    line(378, top, 442, top, W.bold),
    {
      w: W.main,
      cmds: [
        ["M", 410, top],
        ["L", 410, top - 30],
        ["Q", 410, top - 40, 424, top - 40],
        ["L", 430, top - 34],
      ],
    },
  ];
  return {
    kind: "kitchen",
    mirrorable: true,
    back,
    surfaces: [
      { x: 90, y: top, w: 80, h: 90, scale: 0.6, tag: "counter" },
      { x: 200, y: top, w: 70, h: 90, scale: 0.6, tag: "counter" },
      { x: 515, y: top, w: 80, h: 90, scale: 0.6, tag: "counter" },
      { x: 295, y: top, w: 60, h: 80, scale: 0.55, tag: "counter" },
    ],
    wall: [],
    spots: [{ x: 297, y: 575, w: 250, h: 120, scale: 0.9 }],
    sky: [],
    windows: [win.pane],
    builtIn: ["window", "sink", "clock"],
  };
};

function armchair(cx: number, g: number): Drawing {
  return [
    rect(cx - 62, g - 126, 124, 76, 24),
    rect(cx - 78, g - 84, 30, 74, 12),
    rect(cx + 48, g - 84, 30, 74, 12),
    rect(cx - 48, g - 64, 96, 40, 10),
    line(cx - 56, g - 10, cx - 56, g, W.main),
    line(cx + 56, g - 10, cx + 56, g, W.main),
  ];
}

function fireplace(cx: number, g: number): Drawing {
  return [
    rect(cx - 100, g - 150, 200, 14, 5),
    rect(cx - 86, g - 136, 172, 136, 4),
    { w: W.main, cmds: [["M", cx - 50, g], ["L", cx - 50, g - 60], ["Q", cx, g - 110, cx + 50, g - 60], ["L", cx + 50, g], ["Z"]] },
    {
      w: W.detail,
      cmds: [["M", cx - 22, g - 8], ["C", cx - 30, g - 40, cx - 4, g - 50, cx, g - 70], ["C", cx + 6, g - 48, cx + 30, g - 40, cx + 22, g - 8], ["Z"]],
    },
    rect(cx - 36, g - 10, 72, 10, 4, W.detail),
  ];
}

function plantPot(cx: number, g: number): Drawing {
  return [
    leaf(cx, g - 58, 40, -125, W.main),
    leaf(cx, g - 58, 42, -55, W.main),
    leaf(cx, g - 54, 38, -165, W.main),
    leaf(cx, g - 54, 38, -15, W.main),
    leaf(cx, g - 62, 36, -90, W.main),
    poly(
      [
        [cx - 28, g - 60],
        [cx + 28, g - 60],
        [cx + 20, g],
        [cx - 20, g],
      ],
      true,
    ),
    line(cx - 26, g - 48, cx + 26, g - 48, W.detail),
  ];
}

function tvStand(cx: number, g: number): Drawing {
  return [
    rect(cx - 72, g - 60, 144, 60, 6),
    line(cx, g - 60, cx, g, W.detail),
    circle(cx - 12, g - 30, 3.5, W.detail),
    circle(cx + 12, g - 30, 3.5, W.detail),
    ...put(P.tv(), { x: cx, y: g - 60, s: 0.7 }),
  ];
}

function squareRug(cx: number, cy: number, w: number, h: number): Drawing {
  const d: Drawing = [
    poly(
      [
        [cx - w / 2, cy + h / 2],
        [cx - w / 2 + 30, cy - h / 2],
        [cx + w / 2 - 30, cy - h / 2],
        [cx + w / 2, cy + h / 2],
      ],
      true,
      W.main,
    ),
  ];
  d.push(
    poly(
      [
        [cx - w / 2 + 22, cy + h / 2 - 8],
        [cx - w / 2 + 44, cy - h / 2 + 8],
        [cx + w / 2 - 44, cy - h / 2 + 8],
        [cx + w / 2 - 22, cy + h / 2 - 8],
      ],
      true,
      W.detail,
    ),
  );
  return d;
}

/** Three ways a living room can be arranged (each also mirrored), so its scenes are not all alike. */
const livingRoom: Drawer = (ctx) => {
  const v = Math.floor(ctx.rng() * 3);
  if (v === 1) {
    // a fireplace in the middle, an armchair beside it, a plant, a window on the other side
    const win = curtainedWindow(394, 196, 104, 100);
    const back: Drawing = [
      ...room(),
      ...win.d,
      ...S.wallClock(297, 232),
      ...fireplace(297, BACK),
      ...armchair(136, BACK),
      ...plantPot(482, BACK),
      ...squareRug(297, 712, 360, 56),
    ];
    return {
      kind: "living room",
      mirrorable: true,
      back,
      surfaces: [
        { x: 250, y: BACK - 150, w: 60, h: 70, scale: 0.55, tag: "shelf" },
        { x: 344, y: BACK - 150, w: 60, h: 70, scale: 0.55, tag: "shelf" },
        { x: 136, y: BACK - 64, w: 70, h: 60, scale: 0.55, tag: "sofa" },
      ],
      wall: [{ x: 130, y: 320, w: 90, h: 100, scale: 0.6, tag: "wall" }],
      spots: [],
      sky: [],
      windows: [win.pane],
      builtIn: ["window"],
    };
  }
  if (v === 2) {
    // a bookcase, the sofa under a picture, the TV on its stand
    const back: Drawing = [
      ...room(),
      ...bookcase(60, 180, 250, ctx.rng, 3),
      ...S.pictureFrame(305, 240),
      ...tagged(S.sofa(330, BACK), "built-in:sofa"),
      ...tvStand(454, BACK),
      ...rug(300, 716, 200, 32),
    ];
    return {
      kind: "living room",
      mirrorable: true,
      back,
      surfaces: [
        { x: 290, y: BACK - 66, w: 70, h: 70, scale: 0.6, tag: "sofa" },
        { x: 372, y: BACK - 66, w: 70, h: 70, scale: 0.6, tag: "sofa" },
        { x: 120, y: 250, w: 60, h: 60, scale: 0.5, tag: "shelf" },
      ],
      wall: [{ x: 470, y: 330, w: 80, h: 100, scale: 0.6, tag: "wall" }],
      spots: [],
      sky: [],
      windows: [],
      builtIn: ["tv"],
    };
  }
  const win = curtainedWindow(90, 190, 114, 110);
  const back: Drawing = [
    ...room(),
    ...win.d,
    ...S.pictureFrame(345, 232),
    ...rug(297, 716, 214, 34),
    ...tagged(S.sofa(362, BACK), "built-in:sofa"),
    ...S.lamp(512, BACK),
    // a little side table
    rect(160, 428, 70, 12, 5),
    line(174, 440, 168, BACK, W.main),
    line(216, 440, 222, BACK, W.main),
  ];
  return {
    kind: "living room",
    mirrorable: true,
    back,
    surfaces: [
      { x: 195, y: 428, w: 64, h: 90, scale: 0.6, tag: "table" },
      { x: 318, y: BACK - 66, w: 70, h: 70, scale: 0.6, tag: "sofa" },
      { x: 406, y: BACK - 66, w: 70, h: 70, scale: 0.6, tag: "sofa" },
    ],
    wall: [
      { x: 470, y: 310, w: 80, h: 110, scale: 0.6, tag: "wall" },
      { x: 240, y: 330, w: 90, h: 120, scale: 0.6, tag: "wall" },
    ],
    spots: [{ x: 110, y: BACK, w: 130, h: 150, scale: 0.7 }],
    sky: [],
    windows: [win.pane],
    builtIn: ["window", "lamp"],
  };
};

const garden: Drawer = (ctx) => {
  const back: Drawing = [
    ...outdoorSky(ctx, 120),
    ...ground(ctx),
    ...span(S.fence(L, R, SKYLINE + 44, 56)),
    ...tree(495, SKYLINE + 70, 250),
    // a flower bed edged with stones
    ...flower(90, 552, 66, 6, 11),
    ...flower(150, 548, 84, 7, 12),
    ...flower(215, 550, 70, 5, 11),
    ...flower(280, 548, 78, 6, 12),
    ...[0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => ellipse(76 + i * 28, 562, 14, 9, W.detail)),
  ];
  return {
    kind: "garden",
    ground: { y0: 575, y1: 752 },
    mirrorable: true,
    back,
    surfaces: [],
    wall: [],
    spots: [{ x: 380, y: 560, w: 150, h: 150, scale: 0.75 }],
    sky: [
      { x: 300, y: 330, w: 110, h: 150, scale: 0.7 },
      { x: 200, y: 300, w: 100, h: 120, scale: 0.6 },
    ],
    windows: [],
    builtIn: ["flower"],
  };
};

const playground: Drawer = (ctx) => {
  const back: Drawing = [
    ...outdoorSky(ctx, 470),
    ...ground(ctx),
    ...put(P.swing(), { x: 172, y: 540, s: 0.95 }),
    ...put(P.slide(), { x: 430, y: 545, s: 0.95 }),
  ];
  return {
    kind: "playground",
    ground: { y0: 560, y1: 752 },
    mirrorable: true,
    back,
    surfaces: [],
    wall: [],
    spots: [{ x: 297, y: 600, w: 200, h: 80, scale: 0.8 }],
    sky: [
      { x: 300, y: 320, w: 100, h: 150, scale: 0.7 },
      { x: 250, y: 250, w: 100, h: 100, scale: 0.6 },
    ],
    windows: [],
    builtIn: ["swing", "slide"],
  };
};

function bench(cx: number, g: number): Drawing {
  return [
    rect(cx - 80, g - 96, 160, 14, 5),
    rect(cx - 80, g - 74, 160, 14, 5),
    line(cx - 64, g - 96, cx - 64, g - 60, W.main),
    line(cx + 64, g - 96, cx + 64, g - 60, W.main),
    rect(cx - 90, g - 52, 180, 14, 5),
    line(cx - 74, g - 38, cx - 74, g, W.main),
    line(cx + 74, g - 38, cx + 74, g, W.main),
  ];
}

const park: Drawer = (ctx) => {
  const back: Drawing = [
    ...outdoorSky(ctx, 400, 270),
    ...ground(ctx),
    // a path winding off to the horizon
    ...span([
      smooth(
        [
          [230, 824],
          [262, 640],
          [300, 520],
          [290, SKYLINE + 2],
        ],
        false,
        W.main,
      ),
      smooth(
        [
          [420, 824],
          [360, 640],
          [326, 520],
          [312, SKYLINE + 2],
        ],
        false,
        W.main,
      ),
    ]),
    ...S.pineTree(484, SKYLINE + 40, 160),
    ...tree(95, SKYLINE + 80, 210),
    ...bench(430, 540),
    ...bush(210, 520, 34),
  ];
  return {
    kind: "park",
    ground: { y0: 545, y1: 752 },
    mirrorable: true,
    back,
    surfaces: [{ x: 400, y: 540 - 52, w: 70, h: 70, scale: 0.6, tag: "bench" }],
    wall: [],
    spots: [{ x: 170, y: 600, w: 160, h: 150, scale: 0.75 }],
    sky: [
      { x: 300, y: 420, w: 110, h: 110, scale: 0.6 },
      { x: 420, y: 420, w: 90, h: 90, scale: 0.5 },
    ],
    windows: [],
    builtIn: [],
  };
};

function goods(x0: number, x1: number, y: number, rng: Rng, row: number): Drawing {
  const d: Drawing = [];
  let x = x0 + 8;
  let i = row;
  while (x < x1 - 34) {
    const k = i++ % 3;
    if (k === 0) {
      d.push(rect(x, y - 40, 30, 40, 3, W.detail), heart(x + 15, y - 20, 12, W.detail));
      x += 36;
    } else if (k === 1) {
      d.push(rect(x, y - 30, 24, 30, 4, W.detail), rect(x + 4, y - 38, 16, 8, 2, W.detail));
      x += 30;
    } else {
      d.push(circle(x + 12, y - 12, 12, W.detail), circle(x + 34, y - 12, 12, W.detail), leaf(x + 12, y - 24, 10, -60, W.detail));
      x += 50;
    }
    x += rng() * 4;
  }
  return d;
}

const shop: Drawer = (ctx) => {
  const back: Drawing = [...room(), ...floorboards()];
  // two shelving units full of things
  for (const [x0, x1] of [
    [54, 226],
    [240, 400],
  ] as Array<[number, number]>) {
    back.push(rect(x0, 190, x1 - x0, BACK - 190, 4));
    for (const [i, y] of [250, 325, 400, 470].entries()) {
      back.push(line(x0, y, x1, y, W.main));
      back.push(...goods(x0, x1, y - 2, ctx.rng, i + (x0 > 100 ? 1 : 0)));
    }
  }
  // a sign with a striped awning, and the checkout with its till
  back.push(
    poly(
      [
        [416, 190],
        [540, 190],
        [540, 214],
        [416, 214],
      ],
      true,
    ),
    ...[0, 1, 2, 3].map((i) => dome(431.5 + i * 31, 214, 15.5, 12, W.detail)),
    rect(414, 400, 126, BACK - 400, 6),
    line(414, 420, 540, 420, W.detail),
    rect(456, 350, 70, 50, 6),
    rect(466, 358, 50, 18, 3, W.detail),
    poly(
      [
        [462, 340],
        [520, 340],
        [526, 350],
        [456, 350],
      ],
      true,
      W.detail,
    ),
  );
  return {
    kind: "shop",
    mirrorable: true,
    back,
    surfaces: [{ x: 436, y: 400, w: 40, h: 60, scale: 0.5, tag: "counter" }],
    wall: [{ x: 478, y: 320, w: 90, h: 90, scale: 0.55, tag: "wall" }],
    spots: [{ x: 300, y: 560, w: 180, h: 150, scale: 0.75 }],
    sky: [],
    windows: [],
    builtIn: [],
  };
};

function carSide(): Drawing {
  // a family car side on, facing right, about 440 wide, wheels on y = 0
  return [
    {
      w: W.bold,
      cmds: [
        ["M", -210, -30],
        ["L", -214, -80],
        ["Q", -210, -104, -180, -108],
        ["L", -120, -112],
        ["L", -70, -176],
        ["Q", -62, -184, -48, -184],
        ["L", 70, -184],
        ["Q", 86, -184, 96, -172],
        ["L", 140, -112],
        ["L", 190, -104],
        ["Q", 220, -98, 222, -70],
        ["L", 222, -30],
        ["Q", 222, -20, 210, -20],
        ["L", -200, -20],
        ["Q", -210, -20, -210, -30],
        ["Z"],
      ],
    },
    poly(
      [
        [-104, -114],
        [-62, -168],
        [-8, -168],
        [-8, -114],
      ],
      true,
      W.main,
    ),
    poly(
      [
        [6, -114],
        [6, -168],
        [72, -168],
        [116, -114],
      ],
      true,
      W.main,
    ),
    line(-1, -112, -1, -28, W.detail),
    line(-30, -90, -10, -90, W.main),
    line(60, -90, 80, -90, W.main),
    rect(196, -84, 24, 16, 6, W.detail),
    rect(-214, -84, 16, 16, 5, W.detail),
    circle(-120, -20, 40, W.bold),
    circle(-120, -20, 16, W.detail),
    circle(120, -20, 40, W.bold),
    circle(120, -20, 16, W.detail),
  ];
}

const car: Drawer = (ctx) => {
  const road = 446;
  const back: Drawing = [
    ...outdoorSky(ctx, 120, null),
    ...S.house(432, road - 62),
    ...span([line(L, road - 62, R, road - 62, W.main), line(L, road, R, road, W.main)]),
    // the family car on the road, wheels and all, above where the figures stand
    ...put(carSide(), { x: 262, y: road - 4, s: 0.8 }),
  ];
  return {
    kind: "car",
    mirrorable: true,
    // the figures stand clear of the car's wheels
    keep: [{ x: 262 - 140, y: 380, width: 290, height: 70 }],
    back,
    surfaces: [],
    wall: [],
    spots: [],
    sky: [{ x: 470, y: 360, w: 100, h: 110, scale: 0.6 }],
    windows: [],
    builtIn: [],
  };
};

const classroom: Drawer = (ctx) => {
  const bx = 70;
  const by = 186;
  const bw = 300;
  const bh = 136;
  const back: Drawing = [
    ...room(),
    ...floorboards(),
    rect(bx, by, bw, bh, 6),
    rect(bx + 12, by + 12, bw - 24, bh - 24, 3, W.detail),
    rect(bx + 30, by + bh, 70, 8, 3, W.detail),
  ];
  if (ctx.lettering) back.push(...ctx.lettering.outline("ABC", { x: bx + 40, y: by + 30, width: 140, height: 60 }, W.detail));
  back.push(
    star(bx + 230, by + 50, 20, 0.45, 5, W.detail),
    line(bx + 190, by + 96, bx + 270, by + 96, W.detail),
    line(bx + 40, by + 110, bx + 170, by + 110, W.detail),
  );
  back.push(...S.wallClock(470, 230));
  // a shelf of books, and two little desks with chairs
  back.push(...bookcase(404, 540, 330, ctx.rng, 2));
  for (const cx of [130, 300]) {
    back.push(
      rect(cx + 26, 400, 14, 60, 4),
      rect(cx + 20, 440, 50, 10, 4),
      line(cx + 24, 450, cx + 24, BACK, W.main),
      line(cx + 66, 450, cx + 66, BACK, W.main),
    );
    back.push(rect(cx - 50, 430, 100, 12, 4), line(cx - 40, 442, cx - 40, BACK, W.main), line(cx + 40, 442, cx + 40, BACK, W.main));
  }
  return {
    kind: "classroom",
    back,
    surfaces: [
      { x: 120, y: 430, w: 70, h: 80, scale: 0.6, tag: "desk" },
      { x: 290, y: 430, w: 70, h: 80, scale: 0.6, tag: "desk" },
      { x: 472, y: 330, w: 60, h: 60, scale: 0.5, tag: "shelf" },
    ],
    wall: [{ x: 400, y: 300, w: 56, h: 70, scale: 0.45, tag: "wall" }],
    spots: [],
    sky: [],
    windows: [],
    builtIn: ["clock"],
  };
};

function school(cx: number, g: number): Drawing {
  const d: Drawing = [
    rect(cx - 170, g - 150, 340, 150, 0),
    poly(
      [
        [cx - 190, g - 148],
        [cx, g - 240],
        [cx + 190, g - 148],
      ],
      true,
    ),
    circle(cx, g - 180, 22, W.main),
    line(cx, g - 180, cx, g - 194, W.detail),
    line(cx, g - 180, cx + 10, g - 180, W.detail),
    { w: W.main, cmds: [["M", cx - 30, g], ["L", cx - 30, g - 60], ["Q", cx, g - 92, cx + 30, g - 60], ["L", cx + 30, g], ["Z"]] },
    line(cx, g - 76, cx, g, W.detail),
  ];
  for (const x of [-140, -90, 60, 110]) d.push(rect(cx + x, g - 120, 34, 40, 3, W.detail), line(cx + x + 17, g - 120, cx + x + 17, g - 80, W.detail));
  return d;
}

const schoolGate: Drawer = (ctx) => {
  const g = 500;
  const back: Drawing = [
    ...outdoorSky(ctx, 480),
    ...ground(ctx),
    ...school(297, SKYLINE + 20),
    ...tree(70, g + 20, 240),
    // the path to the door and the open gate
    ...span([
      line(262, SKYLINE + 20, 210, 824, W.main),
      line(332, SKYLINE + 20, 390, 824, W.main),
      ...S.fence(L, 226, g + 50, 60),
      ...S.fence(376, R, g + 50, 60),
    ]),
    rect(214, g - 30, 22, 82, 4),
    rect(362, g - 30, 22, 82, 4),
    circle(225, g - 36, 10),
    circle(373, g - 36, 10),
    // one gate leaf swung open
    poly(
      [
        [384, g - 12],
        [440, g - 30],
        [440, g + 60],
        [384, g + 44],
      ],
      true,
    ),
    line(384, g + 16, 440, g + 8, W.detail),
  ];
  return {
    kind: "school gate",
    ground: { y0: 600, y1: 752 },
    back,
    surfaces: [],
    wall: [],
    spots: [{ x: 490, y: 610, w: 120, h: 130, scale: 0.7 }],
    sky: [{ x: 110, y: 290, w: 100, h: 110, scale: 0.6 }],
    windows: [],
    builtIn: [],
  };
};

function bunting(x0: number, x1: number, y: number, sag = 26): Drawing {
  const d: Drawing = [
    smooth(
      [
        [x0, y],
        [(x0 + x1) / 2, y + sag],
        [x1, y],
      ],
      false,
      W.main,
    ),
  ];
  const n = Math.max(3, Math.round((x1 - x0) / 52));
  for (let i = 1; i < n; i++) {
    const t = i / n;
    const x = x0 + (x1 - x0) * t;
    const yy = y + sag * 4 * t * (1 - t);
    d.push(
      poly(
        [
          [x - 15, yy],
          [x + 15, yy],
          [x, yy + 30],
        ],
        true,
        W.detail,
      ),
    );
  }
  return d;
}

const party: Drawer = (ctx) => {
  const back: Drawing = [
    ...room(),
    ...floorboards(),
    ...bunting(L + 40, R - 40, 176, 40),
    circle(L + 40, 176, 5, W.detail),
    circle(R - 40, 176, 5, W.detail),
    // balloons tied together
    ...put(P.balloon(), { x: 100, y: BACK, s: 1.2 }),
    ...put(P.balloon(), { x: 136, y: BACK - 20, s: 1.05 }),
    ...put(P.balloon(), { x: 168, y: BACK, s: 1.15 }),
    ...put(P.diningTable(), { x: 360, y: BACK, s: 1 }),
    ...put(P.cake(), { x: 360, y: BACK - 110, s: 0.8 }),
    ...put(P.present(), { x: 440, y: BACK - 110, s: 0.6 }),
    ...put(P.present(), { x: 500, y: BACK, s: 0.7 }),
  ];
  return {
    kind: "party",
    mirrorable: true,
    back,
    surfaces: [{ x: 290, y: BACK - 110, w: 60, h: 80, scale: 0.55, tag: "table" }],
    wall: [{ x: 300, y: 320, w: 100, h: 100, scale: 0.55, tag: "wall" }],
    spots: [],
    sky: [],
    windows: [],
    builtIn: ["balloon", "cake", "table", "present"],
  };
};

function medicalCross(cx: number, cy: number, s: number): Drawing {
  const a = s / 2;
  const b = s / 6;
  return [
    poly(
      [
        [cx - b, cy - a],
        [cx + b, cy - a],
        [cx + b, cy - b],
        [cx + a, cy - b],
        [cx + a, cy + b],
        [cx + b, cy + b],
        [cx + b, cy + a],
        [cx - b, cy + a],
        [cx - b, cy + b],
        [cx - a, cy + b],
        [cx - a, cy - b],
        [cx - b, cy - b],
      ],
      true,
      W.detail,
    ),
  ];
}

function eyeChart(x: number, y: number, lettering?: Lettering): Drawing {
  const d: Drawing = [rect(x, y, 90, 130, 4)];
  if (lettering) {
    d.push(...lettering.outline("E", { x: x + 30, y: y + 10, width: 30, height: 34 }, W.detail));
    d.push(...lettering.outline("FP", { x: x + 22, y: y + 56, width: 46, height: 22 }, W.detail));
  } else d.push(rect(x + 34, y + 12, 22, 30, 2, W.detail));
  d.push(line(x + 18, y + 96, x + 72, y + 96, W.detail), line(x + 24, y + 112, x + 66, y + 112, W.detail));
  return d;
}

const doctorsOffice: Drawer = (ctx) => {
  const back: Drawing = [
    ...room(),
    ...floorboards(),
    ...eyeChart(356, 196, ctx.lettering),
    // the examination couch with its paper roll and a step
    rect(66, 392, 226, 22, 8),
    rect(74, 374, 218, 18, 6, W.detail),
    rect(56, 360, 30, 60, 8),
    line(90, 414, 90, BACK, W.main),
    line(272, 414, 272, BACK, W.main),
    rect(300, 462, 60, 20, 4),
    line(306, 482, 306, BACK, W.main),
    line(354, 482, 354, BACK, W.main),
    // a cupboard with a cross
    rect(462, 330, 78, BACK - 330, 6),
    line(501, 330, 501, BACK, W.detail),
    rect(471, 276, 60, 48, 6),
    ...medicalCross(501, 300, 34),
  ];
  return {
    kind: "doctor's office",
    keep: [{ x: 66, y: 360, width: 200, height: 60 }],
    back,
    surfaces: [
      { x: 200, y: 374, w: 80, h: 70, scale: 0.6, tag: "table" },
      { x: 110, y: 374, w: 60, h: 70, scale: 0.55, tag: "desk" },
    ],
    wall: [
      { x: 210, y: 320, w: 100, h: 110, scale: 0.6, tag: "hook" },
      { x: 110, y: 320, w: 60, h: 80, scale: 0.5, tag: "wall" },
    ],
    spots: [],
    sky: [],
    windows: [],
    builtIn: [],
  };
};

function toothPoster(x: number, y: number): Drawing {
  return [
    rect(x, y, 100, 120, 6),
    {
      w: W.main,
      cmds: [
        ["M", x + 50, y + 30],
        ["C", x + 62, y + 18, x + 86, y + 22, x + 84, y + 46],
        ["C", x + 82, y + 70, x + 78, y + 104, x + 68, y + 104],
        ["C", x + 58, y + 104, x + 58, y + 80, x + 50, y + 80],
        ["C", x + 42, y + 80, x + 42, y + 104, x + 32, y + 104],
        ["C", x + 22, y + 104, x + 18, y + 70, x + 16, y + 46],
        ["C", x + 14, y + 22, x + 38, y + 18, x + 50, y + 30],
        ["Z"],
      ],
    },
    circle(x + 40, y + 48, 3.5, W.detail),
    circle(x + 60, y + 48, 3.5, W.detail),
    arc(x + 50, y + 56, 10, 7, 20, 160, W.detail),
    star(x + 86, y + 16, 8, 0.45, 5, W.detail),
  ];
}

const dentistsOffice: Drawer = (ctx) => {
  const back: Drawing = [
    ...room(),
    ...floorboards(),
    ...toothPoster(430, 196),
    // a cupboard with a little sink on top
    rect(56, 372, 120, BACK - 372, 6),
    line(116, 386, 116, BACK, W.detail),
    circle(104, 440, 4, W.detail),
    circle(128, 440, 4, W.detail),
    {
      w: W.main,
      cmds: [
        ["M", 130, 372],
        ["L", 130, 346],
        ["Q", 130, 336, 144, 336],
        ["L", 150, 342],
      ],
    },
    ...put(P.dentistChair(), { x: 330, y: BACK, s: 1.0 }),
  ];
  return {
    kind: "dentist's office",
    // the chair's seat and headrest stay in view
    keep: [{ x: 150, y: BACK - 200, width: 260, height: 130 }],
    mirrorable: true,
    back,
    surfaces: [
      { x: 330 + 160, y: BACK - 164, w: 50, h: 60, scale: 0.5, tag: "tray" },
      { x: 86, y: 372, w: 50, h: 80, scale: 0.55, tag: "counter" },
    ],
    wall: [{ x: 340, y: 330, w: 80, h: 100, scale: 0.6, tag: "wall" }],
    spots: [],
    sky: [],
    windows: [],
    builtIn: ["dentist's chair"],
  };
};

const library: Drawer = (ctx) => {
  const back: Drawing = [
    ...room(),
    ...floorboards(),
    ...bookcase(56, 214, 186, ctx.rng, 4),
    ...bookcase(380, 538, 186, ctx.rng, 4),
    // an arched window between the shelves, a reading table below it
    { w: W.main, cmds: [["M", 240, 330], ["L", 240, 240], ["Q", 297, 170, 354, 240], ["L", 354, 330], ["Z"]] },
    line(297, 210, 297, 330, W.detail),
    line(240, 280, 354, 280, W.detail),
    rect(230, 430, 134, 14, 5),
    line(244, 444, 244, BACK, W.main),
    line(350, 444, 350, BACK, W.main),
    ...rug(297, 716, 214, 34),
  ];
  return {
    kind: "library",
    mirrorable: true,
    back,
    surfaces: [
      { x: 270, y: 430, w: 60, h: 70, scale: 0.55, tag: "table" },
      { x: 330, y: 430, w: 50, h: 70, scale: 0.55, tag: "table" },
    ],
    wall: [],
    spots: [],
    sky: [],
    windows: [{ x: 246, y: 226, width: 102, height: 100 }],
    builtIn: ["book"],
  };
};

function parasol(x: number, g: number): Drawing {
  const d: Drawing = [line(x, g, x + 12, g - 190, W.main)];
  const top = g - 190;
  const cmds: Drawing[number]["cmds"] = [
    ["M", x - 84, top + 34],
    ["C", x - 70, top - 40, x + 94, top - 40, x + 108, top + 34],
  ];
  for (let i = 0; i < 4; i++) {
    const x0 = x + 108 - 48 * i;
    cmds.push(["Q", x0 - 24, top + 16, x0 - 48, top + 34]);
  }
  cmds.push(["Z"]);
  d.push({ w: W.bold, cmds });
  d.push(line(x + 12, top - 20, x - 36, top + 34, W.detail), line(x + 12, top - 20, x + 60, top + 34, W.detail));
  return d;
}

function sandcastle(cx: number, g: number): Drawing {
  return [
    rect(cx - 50, g - 50, 100, 50, 4),
    rect(cx - 26, g - 86, 52, 36, 4),
    poly(
      [
        [cx - 26, g - 86],
        [cx - 26, g - 96],
        [cx - 14, g - 96],
        [cx - 14, g - 86],
        [cx - 6, g - 86],
        [cx - 6, g - 96],
        [cx + 6, g - 96],
        [cx + 6, g - 86],
        [cx + 14, g - 86],
        [cx + 14, g - 96],
        [cx + 26, g - 96],
        [cx + 26, g - 86],
      ],
      false,
      W.detail,
    ),
    line(cx, g - 96, cx, g - 124, W.detail),
    poly(
      [
        [cx, g - 124],
        [cx + 20, g - 118],
        [cx, g - 110],
      ],
      true,
      W.detail,
    ),
    dome(cx, g, 14, 22, W.detail),
  ];
}

const beach: Drawer = (ctx) => {
  const sea = 400;
  const back: Drawing = [...outdoorSky(ctx, 470), ...span([line(L, sea, R, sea, W.main)])];
  // a sailing boat on the sea
  back.push(
    { w: W.main, cmds: [["M", 150, sea - 6], ["L", 230, sea - 6], ["L", 216, sea + 12], ["L", 164, sea + 12], ["Z"]] },
    line(190, sea - 6, 190, sea - 80, W.detail),
    poly(
      [
        [194, sea - 80],
        [232, sea - 14],
        [194, sea - 14],
      ],
      true,
      W.detail,
    ),
  );
  for (const [x, y] of [
    [84, 430],
    [300, 440],
    [450, 425],
    [380, 470],
    [130, 470],
  ] as Pt[])
    back.push(arc(x, y, 22, 8, 200, 340, W.detail), arc(x + 40, y, 22, 8, 200, 340, W.detail));
  back.push(
    // the water's edge
    ...span([
      smooth(
        [
          [L, 500],
          [100, 488],
          [200, 504],
          [300, 490],
          [400, 506],
          [500, 492],
          [R, 500],
        ],
        false,
        W.main,
      ),
    ]),
    ...parasol(420, 610),
    ...sandcastle(112, 560),
    ...put(P.shell(), { x: 330, y: 600, s: 0.4 }),
  );
  return {
    kind: "beach",
    mirrorable: true,
    // nobody's head on the sailing boat
    keep: [{ x: 146, y: 316, width: 92, height: 100 }],
    back,
    surfaces: [],
    wall: [],
    spots: [{ x: 300, y: 620, w: 160, h: 120, scale: 0.75 }],
    sky: [{ x: 330, y: 330, w: 100, h: 110, scale: 0.6 }],
    windows: [],
    builtIn: ["umbrella"],
  };
};

const pool: Drawer = (ctx) => {
  const top = 450;
  const bottom = 590;
  const back: Drawing = [
    ...outdoorSky(ctx, 120),
    // a hedge behind the pool
    ...span([
      ...[0, 1, 2, 3, 4, 5, 6].map((i) => S.bumpyCircle(50 + i * 82, 400, 42, 7)),
      line(L, 440, R, 440, W.main),
      // the pool: its edge, the water and a ladder
      poly(
        [
          [L, top],
          [R, top],
          [R, bottom],
          [L, bottom],
        ],
        false,
        W.bold,
      ),
      rect(L - 10, top - 4, FRAME.width + 20, 12, 0, W.main),
      rect(L - 10, bottom, FRAME.width + 20, 14, 0, W.main),
    ]),
    ...[0, 1, 2].flatMap((row) => [0, 1, 2, 3, 4].map((i) => arc(84 + i * 96 + row * 24, 486 + row * 34, 20, 7, 200, 340, W.detail))),
    {
      w: W.main,
      cmds: [
        ["M", 440, bottom + 6],
        ["L", 440, top - 34],
        ["Q", 440, top - 52, 458, top - 52],
        ["Q", 474, top - 52, 474, top - 34],
      ],
    },
    {
      w: W.main,
      cmds: [
        ["M", 482, bottom + 6],
        ["L", 482, top - 34],
        ["Q", 482, top - 52, 500, top - 52],
        ["Q", 516, top - 52, 516, top - 34],
      ],
    },
    line(440, top + 30, 482, top + 30, W.detail),
    line(440, top + 64, 482, top + 64, W.detail),
    // a rubber ring floating
    ellipse(110, 536, 50, 18, W.bold),
    ellipse(110, 536, 22, 7, W.detail),
  ];
  return {
    kind: "pool",
    mirrorable: true,
    back,
    surfaces: [],
    wall: [],
    spots: [],
    sky: [{ x: 380, y: 320, w: 100, h: 110, scale: 0.6 }],
    windows: [],
    builtIn: [],
  };
};

function salonChair(cx: number, g: number): Drawing {
  return [
    poly(
      [
        [cx - 40, g],
        [cx - 30, g - 12],
        [cx + 30, g - 12],
        [cx + 40, g],
      ],
      true,
    ),
    rect(cx - 8, g - 60, 16, 48, 4),
    rect(cx - 48, g - 150, 96, 90, 20),
    rect(cx - 56, g - 84, 112, 24, 8),
    rect(cx - 62, g - 112, 18, 36, 6),
    rect(cx + 44, g - 112, 18, 36, 6),
  ];
}

const hairSalon: Drawer = (ctx) => {
  const back: Drawing = [
    ...room(),
    ...floorboards(),
    // a big mirror with lights round it
    rect(196, 190, 200, 170, 12),
    rect(210, 204, 172, 142, 8, W.detail),
    line(230, 240, 262, 214, W.detail),
    line(238, 262, 286, 222, W.detail),
    ...[216, 256, 296, 336, 376].map((x) => circle(x, 180, 9, W.detail)),
    rect(180, 370, 232, 14, 5),
    ...salonChair(297, BACK),
    // a poster with scissors and a comb, and a shelf of shampoo bottles
    rect(436, 200, 100, 120, 6),
    ...put(P.scissors(), { x: 476, y: 262, s: 0.55 }),
    rect(456, 282, 60, 12, 3, W.detail),
    ...[468, 480, 492, 504].map((x) => line(x, 294, x, 306, W.detail)),
    rect(56, 330, 120, 10, 4),
    rect(72, 280, 26, 50, 8),
    rect(80, 268, 10, 12, 3, W.detail),
    rect(112, 292, 24, 38, 6),
    {
      w: W.detail,
      cmds: [
        ["M", 124, 292],
        ["L", 124, 276],
        ["L", 138, 276],
      ],
    },
    rect(148, 298, 20, 32, 6),
  ];
  return {
    kind: "hair salon",
    mirrorable: true,
    back,
    surfaces: [
      { x: 210, y: 370, w: 50, h: 60, scale: 0.5, tag: "counter" },
      { x: 385, y: 370, w: 50, h: 60, scale: 0.5, tag: "counter" },
    ],
    wall: [{ x: 490, y: 440, w: 70, h: 100, scale: 0.55, tag: "hook" }],
    spots: [{ x: 110, y: BACK, w: 110, h: 150, scale: 0.7 }],
    sky: [],
    windows: [],
    builtIn: ["scissors"],
  };
};

function dinerTable(cx: number, g: number): Drawing {
  const top = g - 100;
  const cmds: Drawing[number]["cmds"] = [
    ["M", cx - 100, top],
    ["L", cx + 100, top],
    ["L", cx + 108, top + 54],
  ];
  for (let i = 0; i < 6; i++) cmds.push(["Q", cx + 108 - 36 * i - 18, top + 66, cx + 108 - 36 * (i + 1), top + 54]);
  cmds.push(["Z"]);
  return [
    // two chairs
    rect(cx - 160, g - 150, 14, 150, 4),
    rect(cx - 160, g - 70, 60, 12, 4),
    line(cx - 106, g - 58, cx - 106, g, W.main),
    rect(cx + 146, g - 150, 14, 150, 4),
    rect(cx + 100, g - 70, 60, 12, 4),
    line(cx + 106, g - 58, cx + 106, g, W.main),
    line(cx - 60, top + 50, cx - 60, g, W.main),
    line(cx + 60, top + 50, cx + 60, g, W.main),
    { w: W.main, cmds },
    // the salt and pepper shakers between the two places
    rect(cx - 15, top - 24, 11, 24, 3, W.detail),
    dome(cx - 9.5, top - 24, 5.5, 6, W.detail),
    rect(cx + 4, top - 24, 11, 24, 3, W.detail),
    dome(cx + 9.5, top - 24, 5.5, 6, W.detail),
  ];
}

const restaurant: Drawer = (ctx) => {
  const win = curtainedWindow(386, 196, 114, 100);
  const back: Drawing = [
    ...room(),
    ...floorboards(),
    ...win.d,
    // a menu board
    rect(60, 196, 110, 140, 6),
    ...[230, 256, 282, 308].map((y) => line(80, y, 150, y, W.detail)),
    heart(115, 212, 14, W.detail),
    ...S.hangingLamp(297, 150, 60),
    ...dinerTable(297, BACK),
    // a plant in a pot
    ...flower(516, 440, 50, 6, 10),
    poly(
      [
        [498, 440],
        [534, 440],
        [528, BACK],
        [504, BACK],
      ],
      true,
    ),
  ];
  return {
    kind: "restaurant",
    mirrorable: true,
    back,
    surfaces: [
      { x: 250, y: BACK - 100, w: 70, h: 80, scale: 0.6, tag: "table" },
      { x: 340, y: BACK - 100, w: 70, h: 80, scale: 0.6, tag: "table" },
    ],
    wall: [],
    spots: [],
    sky: [],
    windows: [win.pane],
    builtIn: ["table"],
  };
};

function shopFront(x: number, g: number, w: number, h: number, awning: boolean): Drawing {
  const d: Drawing = [rect(x, g - h, w, h, 0), rect(x + w / 2 - 18, g - 70, 36, 70, 6), circle(x + w / 2 + 10, g - 34, 3.5, W.detail)];
  d.push(rect(x + 12, g - 80, w / 2 - 36, 54, 4, W.detail), rect(x + w / 2 + 24, g - 80, w / 2 - 36, 54, 4, W.detail));
  if (awning) {
    const n = Math.round(w / 36);
    d.push(
      poly(
        [
          [x - 6, g - 96],
          [x + w + 6, g - 96],
          [x + w + 6, g - 116],
          [x - 6, g - 116],
        ],
        true,
      ),
    );
    for (let i = 0; i < n; i++) d.push(dome(x - 6 + (w + 12) * ((i + 0.5) / n), g - 96, (w + 12) / n / 2, 12, W.detail));
  }
  for (let yy = g - h + 20; yy < g - 130; yy += 60) d.push(rect(x + 16, yy, 30, 36, 3, W.detail), rect(x + w - 46, yy, 30, 36, 3, W.detail));
  return d;
}

function streetLamp(x: number, g: number): Drawing {
  return [
    line(x, g, x, g - 230, W.main),
    rect(x - 12, g - 12, 24, 12, 3),
    {
      w: W.main,
      cmds: [
        ["M", x, g - 230],
        ["Q", x, g - 250, x + 22, g - 250],
      ],
    },
    dome(x + 30, g - 226, 20, 24),
    ellipse(x + 30, g - 226, 20, 5, W.detail),
  ];
}

const street: Drawer = (ctx) => {
  const g = 470;
  const back: Drawing = [
    ...outdoorSky(ctx, 120),
    ...shopFront(60, g, 140, 180, true),
    ...shopFront(214, g, 156, 214, false),
    poly(
      [
        [208, g - 214],
        [292, g - 250],
        [376, g - 214],
      ],
      true,
    ),
    ...shopFront(390, g, 146, 170, true),
    ...span([line(L, g, R, g, W.main), line(L, g + 20, R, g + 20, W.main), line(L, g + 120, R, g + 120, W.main)]),
    ...[60, 180, 300, 420].map((x) => line(x, g + 70, x + 60, g + 70, W.main)),
    ...streetLamp(470, g + 140),
  ];
  return {
    kind: "street",
    mirrorable: true,
    back,
    surfaces: [],
    wall: [],
    spots: [],
    sky: [{ x: 480, y: 296, w: 100, h: 90, scale: 0.5 }],
    windows: [],
    builtIn: [],
  };
};

const DRAWERS: Record<Place, Drawer> = {
  bedroom,
  bathroom,
  kitchen,
  "living room": livingRoom,
  garden,
  playground,
  park,
  shop,
  car,
  classroom,
  "school gate": schoolGate,
  party,
  "doctor's office": doctorsOffice,
  "dentist's office": dentistsOffice,
  library,
  beach,
  pool,
  "hair salon": hairSalon,
  restaurant,
  street,
};

/** Each kind of place's drawer, indoors or out as PLACE_FACTS says. */
export const PLACE_DRAWERS = Object.fromEntries(
  PLACES.map((kind) => [kind, (ctx: PlaceContext): PlaceParts => ({ ...DRAWERS[kind](ctx), indoor: PLACE_FACTS[kind].indoor })]),
) as Record<Place, (ctx: PlaceContext) => PlaceParts>;

// ---- place words → kind -----------------------------------------------------------------------

/** Keywords for each kind, most specific first ("school playground" is a playground). */
const KEYWORDS: Array<[RegExp, Place]> = [
  [/\bdentist/, "dentist's office"],
  [/\b(doctor|clinic|hospital|nurse|surgery|check-?up|gp|pediatrician|paediatrician|vet)\b/, "doctor's office"],
  [/\b(hair ?salon|salon|barber|hairdresser|haircut)/, "hair salon"],
  [/\b(library|book ?shop|book ?store|story ?time)\b/, "library"],
  [/\b(birthday|party|celebration)\b/, "party"],
  [/\b(playground|play ?park|climbing frame|jungle gym|swings?|slide)\b/, "playground"],
  [/\b(classroom|class|nursery school|preschool|pre-school|kindergarten|daycare|day care|lesson)\b/, "classroom"],
  [/\b(school ?gate|school ?yard|schoolyard|drop-?off|school)\b/, "school gate"],
  [/\b(bath|bathroom|bathtub|toilet|potty|loo|washroom|restroom|shower)\b/, "bathroom"],
  [/\b(bed|bedroom|bedtime|nursery|bunk|cot|crib)\b/, "bedroom"],
  [/\b(kitchen|dining|breakfast|dinner table|lunch table|pantry)\b/, "kitchen"],
  [/\b(pool|swimming|swim)\b/, "pool"],
  [/\b(beach|seaside|sea|shore|harbou?r|coast|cove|sand)\b/, "beach"],
  [/\b(restaurant|cafe|café|diner|pizzeria|cafeteria|canteen|bistro)\b/, "restaurant"],
  [/\b(car|car seat|drive|road ?trip|taxi|bus|minivan)\b/, "car"],
  [/\b(living ?room|lounge|sitting room|family room|sofa|couch|home|house|cottage|apartment|flat|farmhouse|cabin|indoors|inside)\b/, "living room"],
  [/\b(shop|store|supermarket|market|grocery|groceries|mall|bakery|queue|checkout|toy ?shop)\b/, "shop"],
  [/\b(garden|yard|backyard|allotment|patio|balcony|farm|vegetable patch|greenhouse)\b/, "garden"],
  [/\b(park|meadow|field|orchard|hill|woods?|forest|glade|clearing|river(bank)?|pond|lake|camp(site)?|zoo|picnic|outdoors|outside|trail)\b/, "park"],
  [/\b(street|road|pavement|sidewalk|town|village|crossing|bus stop|high street|lane)\b/, "street"],
];

/**
 * The nearest PLACES kind for a scene's place words ("Grandma's kitchen" → "kitchen"); words that
 * name no place: the theme's default place (THEME_LOOKS), else the park.
 */
export function placeFromWords(placeWords: string, theme?: ThemeId): Place {
  const p = placeWords
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .replace(/^(the|a|an|at|in|on)\s+/, "")
    .trim();
  if ((PLACES as readonly string[]).includes(p)) return p as Place;
  // the park's restroom is a restroom, not the park
  if (/\b(?:restrooms?|washrooms?|toilets|public toilet)\b/.test(p)) return "bathroom";
  for (const kind of PLACES) if (new RegExp(`\\b${kind.replace(/'/g, "'?")}\\b`).test(p)) return kind;
  for (const [re, kind] of KEYWORDS) if (re.test(p)) return kind;
  // (a theme the catalog no longer has, from an old story: the park)
  return (theme && THEME_LOOKS[theme]?.defaultPlace) || "park";
}

/**
 * The place a scene's opening words put it in, when they say so plainly ("At Maple Street Park,
 * there was a running race", "The next afternoon at the beach, …"), else null. Only the
 * first sentence counts (later ones may be about somewhere else: "after snack they were going to
 * the park"); addresses ("Maple Street", "the house on Willow Lane") are not places to draw.
 */
export function placeInWords(text: string): Place | null {
  const first = text.replace(/\s+/g, " ").split(/(?<=[.!?]["”’]?)\s/)[0] ?? "";
  const plain = first.replace(/["“][^"”]*["”]/g, " ");
  const m = PLACE_WORDS.exec(plain);
  // near the start of the sentence, where a story sets its scene ("The next afternoon at the beach, …"),
  // not where the day has been ("After a long day at the park, …")
  if (!m || m.index > 48 || /\b(?:after|from|back from|would|will|asked|wondered|going|wanted)\b[^,]*$/i.test(plain.slice(0, m.index))) return null;
  // a phrase that sets the scene stands apart ("At the park, …", "The next day at the beach, …"), not
  // "The potty was in the bathroom."
  if (m.index > 0 && plain[m.index + m[0].length] !== ",") return null;
  return placeFromWords(m[2].toLowerCase());
}

/** Kinds of place that draw the same scene for the words (a park with swings is a playground). */
const SAME_PLACE: Array<ReadonlySet<Place>> = [new Set<Place>(["park", "playground"]), new Set<Place>(["classroom", "school gate"])];

/** Whether the words' place and a drawn place agree. */
export function placesAgree(words: Place, drawn: Place): boolean {
  return words === drawn || SAME_PLACE.some((s) => s.has(words) && s.has(drawn));
}

/** The place a scene is drawn in: its plan's place, unless its opening words plainly put it elsewhere. */
export function scenePlace(scene: { place: string; text: string }, theme?: ThemeId): Place {
  const planned = placeFromWords(scene.place, theme);
  const said = placeInWords(scene.text);
  return said && !placesAgree(said, planned) ? said : planned;
}

const PLACE_WORDS =
  /\b(?:[Aa]t|[Ii]n|[Ii]nside) (?:the |a |an |their |his |her |our )?((?:[A-Z][\w']+ ){0,3})([Pp]ark|[Pp]layground|shop|store|supermarket|kitchen|bathroom|restroom|bedroom|living room|garden|backyard|classroom|restaurant|[Cc]af[eé]|[Bb]each|swimming pool|pool|[Ll]ibrary|doctor's|clinic|dentist's|hair salon|salon|barber's|car|party)\b/;

export { bunting };
