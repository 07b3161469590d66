/**
 * The 20 kinds of place (PLACES in src/contracts/story-plan.ts), each drawn so a parent recognises
 * it in line art, plus `placeKind`, which maps a scene's place words to the nearest kind. A place
 * gives its background and the slots where props belong: surfaces (the sink's rim, the table top),
 * wall spots, furniture spots at the back, sky spots, and its windows (for the moon at night).
 * Page coordinates (595 × 842); the scene fills the page below the name box (y > 150).
 */
import type { ThemeId } from "../../content/catalog";
import { PLACES, type DrawableProp, type Place } from "../../contracts/story-plan";
import {
  arc,
  capsule,
  circle,
  cloud,
  dome,
  ellipse,
  flower,
  grassTuft,
  heart,
  leaf,
  line,
  place as put,
  poly,
  rect,
  smooth,
  star,
  W,
  type Drawing,
  type Pt,
} from "./geometry";
import type { Lettering } from "./lettering";
import * as P from "./props";
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
  builtIn: DrawableProp[];
}

export interface PlaceContext {
  rng: Rng;
  /** Evening or night: the moon and stars. */
  night: boolean;
  theme?: ThemeId | string;
  lettering?: Lettering;
}

// ---- shared pieces ----------------------------------------------------------------------------

function room(): Drawing {
  return [line(L, WALL_BASE, R, WALL_BASE, W.main)];
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
  if (ctx.night) d.push(...S.moon(sunX, 268, sunX > 297));
  else d.push(...S.sun(sunX, 270));
  const cx = cloudX === undefined ? (sunX < 297 ? 390 + ctx.rng() * 30 : 180 + ctx.rng() * 30) : cloudX;
  if (cx !== null) d.push(cloud(cx, 262 + ctx.rng() * 16, 120));
  return d;
}

function ground(ctx: PlaceContext, y = SKYLINE): Drawing {
  return S.hills(ctx.rng, y);
}

function tufts(ctx: PlaceContext, n: number, y0: number, y1: number): Drawing {
  const d: Drawing = [];
  for (let i = 0; i < n; i++) d.push(grassTuft(60 + ctx.rng() * 475, y0 + ctx.rng() * (y1 - y0), 9 + ctx.rng() * 4));
  return d;
}

/** A tree whose crown stays inside the frame. */
function tree(x: number, groundY: number, h: number): Drawing {
  const r = h * 0.3;
  // kept clear of the frame even after the place is zoomed (see compose.ts)
  const cx = Math.min(Math.max(x, 50 + r * 1.3), 545 - r * 1.3);
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
      d.push(poly([[x, y], [x + 12, y], [x + 12 + h * 0.5, y - h * 0.85], [x + h * 0.5, y - h * 0.85]], true, W.detail));
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
  const d: Drawing = [rect(x0, top, x1 - x0, 14, 4)];
  const n = Math.max(1, Math.round((x1 - x0) / 90));
  const w = (x1 - x0) / n;
  for (let i = 0; i < n; i++) {
    const x = x0 + i * w;
    d.push(rect(x + 4, top + 18, w - 8, BACK - top - 22, 4), circle(x + w / 2, top + 36, 4, W.detail));
  }
  return d;
}

// ---- the 20 places ----------------------------------------------------------------------------

type Drawer = (ctx: PlaceContext) => PlaceParts;

const bedroom: Drawer = (ctx) => {
  const win = curtainedWindow(330, 190, 130, 112);
  const back: Drawing = [
    ...room(),
    ...floorboards(),
    ...win.d,
    ...rug(297, 724, 232, 40),
    ...put(P.bed(), { x: 182, y: BACK, s: 0.9 }),
    rect(320, 420, 76, 85, 6),
    line(320, 462, 396, 462, W.main),
    circle(358, 441, 4, W.detail),
    circle(358, 483, 4, W.detail),
  ];
  return {
    kind: "bedroom",
    indoor: true,
    back,
    surfaces: [
      { x: 358, y: 420, w: 64, h: 90, scale: 0.6, tag: "nightstand" },
      { x: 224, y: BACK - 84, w: 80, h: 70, scale: 0.65, tag: "bed" },
    ],
    wall: [
      { x: 160, y: 320, w: 130, h: 120, scale: 0.7, tag: "wall" },
      { x: 525, y: 330, w: 80, h: 130, scale: 0.65, tag: "wall" },
    ],
    spots: [{ x: 495, y: BACK, w: 150, h: 200, scale: 0.7 }],
    sky: [],
    windows: [win.pane],
    builtIn: ["bed", "pillow", "blanket", "window"],
  };
};

const bathroom: Drawer = (ctx) => {
  const win = { x: 96, y: 186, width: 110, height: 96 };
  const back: Drawing = [
    ...room(),
    line(L, 372, R, 372, W.main),
    ...[80, 170, 260, 350, 440, 530].map((x) => line(x, 372, x, WALL_BASE, W.detail)),
    line(L, 420, R, 420, W.detail),
    // a little window over the bath
    { w: W.main, cmds: [["M", win.x, win.y + win.height], ["L", win.x, win.y + 40], ["Q", win.x + win.width / 2, win.y - 34, win.x + win.width, win.y + 40], ["L", win.x + win.width, win.y + win.height], ["Z"]] },
    line(win.x + win.width / 2, win.y + 4, win.x + win.width / 2, win.y + win.height, W.detail),
    rect(win.x - 10, win.y + win.height, win.width + 20, 10, 4),
    // mirror over the sink
    rect(395, 200, 96, 126, 40),
    rect(405, 210, 76, 106, 32, W.detail),
    line(420, 240, 440, 222, W.detail),
    ...put(P.bathtub(), { x: 168, y: BACK, s: 0.85 }),
    ...put(P.sink(), { x: 443, y: BACK, s: 0.95 }),
    ...rug(297, 728, 190, 32),
  ];
  return {
    kind: "bathroom",
    indoor: true,
    back,
    surfaces: [
      { x: 404, y: BACK - 146 * 0.95, w: 50, h: 80, scale: 0.55, tag: "sink" },
      { x: 490, y: BACK - 146 * 0.95, w: 32, h: 70, scale: 0.45, tag: "sink" },
      { x: 200, y: BACK - 126 * 0.85, w: 70, h: 60, scale: 0.6, tag: "tub" },
      { x: 112, y: BACK - 126 * 0.85, w: 60, h: 60, scale: 0.5, tag: "tub" },
    ],
    wall: [
      { x: 522, y: 380, w: 56, h: 120, scale: 0.55, tag: "rail" },
      { x: 300, y: 350, w: 90, h: 130, scale: 0.6, tag: "hook" },
    ],
    spots: [{ x: 330, y: BACK + 6, w: 80, h: 150, scale: 0.7 }],
    sky: [],
    windows: [{ x: win.x + 6, y: win.y + 10, width: win.width - 12, height: win.height - 14 }],
    builtIn: ["bathtub", "sink"],
  };
};

const kitchen: Drawer = (ctx) => {
  const win = curtainedWindow(340, 180, 140, 110);
  const top = 384;
  const back: Drawing = [
    ...room(),
    ...floorboards(),
    // upper cupboards
    rect(40, 176, 150, 108, 6),
    line(115, 176, 115, 284, W.detail),
    circle(104, 268, 4, W.detail),
    circle(126, 268, 4, W.detail),
    ...win.d,
    ...S.wallClock(250, 236),
    ...counterRun(L, 250, top),
    // the oven
    rect(250, top + 18, 90, BACK - top - 22, 6),
    rect(262, top + 44, 66, 48, 6, W.detail),
    circle(270, top + 30, 5, W.detail), circle(295, top + 30, 5, W.detail), circle(320, top + 30, 5, W.detail),
    ...counterRun(340, R, top),
    rect(250, top, 90, 14, 4),
    // the sink under the window and its tap
    line(378, top, 442, top, W.bold),
    { w: W.main, cmds: [["M", 410, top], ["L", 410, top - 30], ["Q", 410, top - 40, 424, top - 40], ["L", 430, top - 34]] },
  ];
  return {
    kind: "kitchen",
    indoor: true,
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

const livingRoom: Drawer = (ctx) => {
  const win = curtainedWindow(62, 190, 120, 110);
  const back: Drawing = [
    ...room(),
    ...floorboards(),
    ...win.d,
    ...S.pictureFrame(345, 232),
    ...rug(297, 724, 232, 40),
    ...S.sofa(375, BACK),
    ...S.lamp(540, BACK),
    // a little side table
    rect(200, 428, 70, 12, 5),
    line(214, 440, 208, BACK, W.main),
    line(256, 440, 262, BACK, W.main),
  ];
  return {
    kind: "living room",
    indoor: true,
    back,
    surfaces: [
      { x: 235, y: 428, w: 64, h: 90, scale: 0.6, tag: "table" },
      { x: 330, y: BACK - 66, w: 70, h: 70, scale: 0.6, tag: "sofa" },
      { x: 420, y: BACK - 66, w: 70, h: 70, scale: 0.6, tag: "sofa" },
    ],
    wall: [
      { x: 470, y: 310, w: 80, h: 110, scale: 0.6, tag: "wall" },
      { x: 240, y: 330, w: 90, h: 120, scale: 0.6, tag: "wall" },
    ],
    spots: [{ x: 110, y: BACK, w: 150, h: 150, scale: 0.7 }],
    sky: [],
    windows: [win.pane],
    builtIn: ["window", "lamp"],
  };
};

const garden: Drawer = (ctx) => {
  const back: Drawing = [
    ...outdoorSky(ctx, 120),
    ...ground(ctx),
    ...S.fence(L, R, SKYLINE + 44, 56),
    ...tree(495, SKYLINE + 70, 250),
    // a flower bed edged with stones
    ...flower(90, 552, 66, 6, 11),
    ...flower(150, 548, 84, 7, 12),
    ...flower(215, 550, 70, 5, 11),
    ...flower(280, 548, 78, 6, 12),
    ...[0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => ellipse(62 + i * 30, 562, 15, 9, W.detail)),
    ...tufts(ctx, 5, 600, 700),
  ];
  return {
    kind: "garden",
    indoor: false,
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
    ...put(P.swing(), { x: 150, y: 540, s: 0.95 }),
    ...put(P.slide(), { x: 430, y: 545, s: 0.95 }),
    ...tufts(ctx, 5, 590, 700),
  ];
  return {
    kind: "playground",
    indoor: false,
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
    smooth([[230, 824], [262, 640], [300, 520], [290, SKYLINE + 2]], false, W.main),
    smooth([[420, 824], [360, 640], [326, 520], [312, SKYLINE + 2]], false, W.main),
    ...S.pineTree(530, SKYLINE + 40, 180),
    ...tree(95, SKYLINE + 80, 240),
    ...bench(430, 540),
    ...bush(210, 520, 34),
    ...tufts(ctx, 6, 560, 720),
  ];
  return {
    kind: "park",
    indoor: false,
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
  for (const [x0, x1] of [[34, 224], [238, 400]] as Array<[number, number]>) {
    back.push(rect(x0, 190, x1 - x0, BACK - 190, 4));
    for (const [i, y] of [250, 325, 400, 470].entries()) {
      back.push(line(x0, y, x1, y, W.main));
      back.push(...goods(x0, x1, y - 2, ctx.rng, i + (x0 > 100 ? 1 : 0)));
    }
  }
  // a sign with a striped awning, and the checkout with its till
  back.push(
    poly([[420, 190], [560, 190], [560, 214], [420, 214]], true),
    ...[0, 1, 2, 3].map((i) => dome(437.5 + i * 35, 214, 17.5, 14, W.detail)),
    rect(420, 400, 140, BACK - 400, 6),
    line(420, 420, 560, 420, W.detail),
    rect(470, 350, 70, 50, 6),
    rect(480, 358, 50, 18, 3, W.detail),
    poly([[476, 340], [534, 340], [540, 350], [470, 350]], true, W.detail),
  );
  return {
    kind: "shop",
    indoor: true,
    back,
    surfaces: [{ x: 446, y: 400, w: 44, h: 60, scale: 0.5, tag: "counter" }],
    wall: [{ x: 490, y: 320, w: 100, h: 90, scale: 0.55, tag: "wall" }],
    spots: [{ x: 300, y: 560, w: 180, h: 150, scale: 0.75 }],
    sky: [],
    windows: [],
    builtIn: [],
  };
};

function carSide(): Drawing {
  // a family car side on, facing right, about 440 wide, wheels on y = 0
  return [
    { w: W.bold, cmds: [["M", -210, -30], ["L", -214, -80], ["Q", -210, -104, -180, -108], ["L", -120, -112], ["L", -70, -176], ["Q", -62, -184, -48, -184], ["L", 70, -184], ["Q", 86, -184, 96, -172], ["L", 140, -112], ["L", 190, -104], ["Q", 220, -98, 222, -70], ["L", 222, -30], ["Q", 222, -20, 210, -20], ["L", -200, -20], ["Q", -210, -20, -210, -30], ["Z"]] },
    poly([[-104, -114], [-62, -168], [-8, -168], [-8, -114]], true, W.main),
    poly([[6, -114], [6, -168], [72, -168], [116, -114]], true, W.main),
    line(-1, -112, -1, -28, W.detail),
    line(-30, -90, -10, -90, W.main),
    line(60, -90, 80, -90, W.main),
    rect(196, -84, 24, 16, 6, W.detail),
    rect(-214, -84, 16, 16, 5, W.detail),
    circle(-120, -20, 40, W.bold), circle(-120, -20, 16, W.detail),
    circle(120, -20, 40, W.bold), circle(120, -20, 16, W.detail),
  ];
}

const car: Drawer = (ctx) => {
  const back: Drawing = [
    ...outdoorSky(ctx, 470),
    ...S.house(150, SKYLINE + 10),
    line(L, SKYLINE + 10, R, SKYLINE + 10, W.main),
    line(L, 540, R, 540, W.main),
    ...[60, 200, 340, 480].map((x) => line(x, 500, x + 70, 500, W.detail)),
    ...put(carSide(), { x: 300, y: 548, s: 1 }),
  ];
  return {
    kind: "car",
    indoor: false,
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
  const back: Drawing = [...room(), ...floorboards(), rect(bx, by, bw, bh, 6), rect(bx + 12, by + 12, bw - 24, bh - 24, 3, W.detail), rect(bx + 30, by + bh, 70, 8, 3, W.detail)];
  if (ctx.lettering) back.push(...ctx.lettering.outline("ABC", { x: bx + 40, y: by + 30, width: 140, height: 60 }, W.detail));
  back.push(star(bx + 230, by + 50, 20, 0.45, 5, W.detail), line(bx + 190, by + 96, bx + 270, by + 96, W.detail), line(bx + 40, by + 110, bx + 170, by + 110, W.detail));
  back.push(...S.wallClock(470, 230));
  // a shelf of books, and two little desks with chairs
  back.push(...bookcase(420, 560, 330, ctx.rng, 2));
  for (const cx of [130, 300]) {
    back.push(rect(cx + 26, 400, 14, 60, 4), rect(cx + 20, 440, 50, 10, 4), line(cx + 24, 450, cx + 24, BACK, W.main), line(cx + 66, 450, cx + 66, BACK, W.main));
    back.push(rect(cx - 50, 430, 100, 12, 4), line(cx - 40, 442, cx - 40, BACK, W.main), line(cx + 40, 442, cx + 40, BACK, W.main));
  }
  return {
    kind: "classroom",
    indoor: true,
    back,
    surfaces: [
      { x: 120, y: 430, w: 70, h: 80, scale: 0.6, tag: "desk" },
      { x: 290, y: 430, w: 70, h: 80, scale: 0.6, tag: "desk" },
      { x: 490, y: 330, w: 60, h: 60, scale: 0.5, tag: "shelf" },
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
    poly([[cx - 190, g - 148], [cx, g - 240], [cx + 190, g - 148]], true),
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
    line(262, SKYLINE + 20, 210, 824, W.main),
    line(332, SKYLINE + 20, 390, 824, W.main),
    ...S.fence(L, 226, g + 50, 60),
    ...S.fence(376, R, g + 50, 60),
    rect(214, g - 30, 22, 82, 4),
    rect(362, g - 30, 22, 82, 4),
    circle(225, g - 36, 10),
    circle(373, g - 36, 10),
    // one gate leaf swung open
    poly([[384, g - 12], [440, g - 30], [440, g + 60], [384, g + 44]], true),
    line(384, g + 16, 440, g + 8, W.detail),
    ...tufts(ctx, 4, 600, 700),
  ];
  return {
    kind: "school gate",
    indoor: false,
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
  const d: Drawing = [smooth([[x0, y], [(x0 + x1) / 2, y + sag], [x1, y]], false, W.main)];
  const n = Math.max(3, Math.round((x1 - x0) / 52));
  for (let i = 1; i < n; i++) {
    const t = i / n;
    const x = x0 + (x1 - x0) * t;
    const yy = y + sag * 4 * t * (1 - t);
    d.push(poly([[x - 15, yy], [x + 15, yy], [x, yy + 30]], true, W.detail));
  }
  return d;
}

const party: Drawer = (ctx) => {
  const back: Drawing = [
    ...room(),
    ...floorboards(),
    ...bunting(L, R, 176, 40),
    // balloons tied together
    ...put(P.balloon(), { x: 80, y: BACK, s: 1.2 }),
    ...put(P.balloon(), { x: 118, y: BACK - 20, s: 1.05 }),
    ...put(P.balloon(), { x: 150, y: BACK, s: 1.15 }),
    ...put(P.diningTable(), { x: 360, y: BACK, s: 1 }),
    ...put(P.cake(), { x: 360, y: BACK - 110, s: 0.8 }),
    ...put(P.present(), { x: 440, y: BACK - 110, s: 0.6 }),
    ...put(P.present(), { x: 530, y: BACK, s: 0.7 }),
  ];
  return {
    kind: "party",
    indoor: true,
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
  return [poly([[cx - b, cy - a], [cx + b, cy - a], [cx + b, cy - b], [cx + a, cy - b], [cx + a, cy + b], [cx + b, cy + b], [cx + b, cy + a], [cx - b, cy + a], [cx - b, cy + b], [cx - a, cy + b], [cx - a, cy - b], [cx - b, cy - b]], true, W.detail)];
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
    ...eyeChart(390, 196, ctx.lettering),
    // the examination couch with its paper roll and a step
    rect(40, 392, 250, 22, 8),
    rect(50, 374, 240, 18, 6, W.detail),
    rect(30, 360, 30, 60, 8),
    line(70, 414, 70, BACK, W.main),
    line(270, 414, 270, BACK, W.main),
    rect(300, 462, 60, 20, 4),
    line(306, 482, 306, BACK, W.main), line(354, 482, 354, BACK, W.main),
    // a cupboard with a cross
    rect(480, 330, 80, BACK - 330, 6),
    line(520, 330, 520, BACK, W.detail),
    rect(490, 276, 60, 48, 6),
    ...medicalCross(520, 300, 34),
  ];
  return {
    kind: "doctor's office",
    indoor: true,
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
    { w: W.main, cmds: [["M", x + 50, y + 30], ["C", x + 62, y + 18, x + 86, y + 22, x + 84, y + 46], ["C", x + 82, y + 70, x + 78, y + 104, x + 68, y + 104], ["C", x + 58, y + 104, x + 58, y + 80, x + 50, y + 80], ["C", x + 42, y + 80, x + 42, y + 104, x + 32, y + 104], ["C", x + 22, y + 104, x + 18, y + 70, x + 16, y + 46], ["C", x + 14, y + 22, x + 38, y + 18, x + 50, y + 30], ["Z"]] },
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
    ...toothPoster(440, 196),
    rect(420, 360, 140, BACK - 360, 6),
    line(490, 376, 490, BACK, W.detail),
    circle(478, 430, 4, W.detail), circle(502, 430, 4, W.detail),
    ...put(P.dentistChair(), { x: 250, y: BACK, s: 1.05 }),
  ];
  return {
    kind: "dentist's office",
    indoor: true,
    back,
    surfaces: [
      { x: 250 + 152 * 1.05, y: BACK - 164 * 1.05, w: 50, h: 60, scale: 0.5, tag: "tray" },
      { x: 450, y: 360, w: 60, h: 80, scale: 0.55, tag: "counter" },
      { x: 530, y: 360, w: 50, h: 80, scale: 0.55, tag: "counter" },
    ],
    wall: [{ x: 345, y: 330, w: 90, h: 110, scale: 0.6, tag: "wall" }],
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
    ...bookcase(30, 210, 186, ctx.rng, 4),
    ...bookcase(385, 565, 186, ctx.rng, 4),
    // an arched window between the shelves, a reading table below it
    { w: W.main, cmds: [["M", 240, 330], ["L", 240, 240], ["Q", 297, 170, 354, 240], ["L", 354, 330], ["Z"]] },
    line(297, 210, 297, 330, W.detail),
    line(240, 280, 354, 280, W.detail),
    rect(230, 430, 134, 14, 5),
    line(244, 444, 244, BACK, W.main),
    line(350, 444, 350, BACK, W.main),
    ...rug(297, 724, 232, 40),
  ];
  return {
    kind: "library",
    indoor: true,
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
  const cmds: Drawing[number]["cmds"] = [["M", x - 84, top + 34], ["C", x - 70, top - 40, x + 94, top - 40, x + 108, top + 34]];
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
    poly([[cx - 26, g - 86], [cx - 26, g - 96], [cx - 14, g - 96], [cx - 14, g - 86], [cx - 6, g - 86], [cx - 6, g - 96], [cx + 6, g - 96], [cx + 6, g - 86], [cx + 14, g - 86], [cx + 14, g - 96], [cx + 26, g - 96], [cx + 26, g - 86]], false, W.detail),
    line(cx, g - 96, cx, g - 124, W.detail),
    poly([[cx, g - 124], [cx + 20, g - 118], [cx, g - 110]], true, W.detail),
    dome(cx, g, 14, 22, W.detail),
  ];
}

const beach: Drawer = (ctx) => {
  const sea = 400;
  const back: Drawing = [...outdoorSky(ctx, 470), line(L, sea, R, sea, W.main)];
  // a sailing boat on the sea
  back.push(
    { w: W.main, cmds: [["M", 150, sea - 6], ["L", 230, sea - 6], ["L", 216, sea + 12], ["L", 164, sea + 12], ["Z"]] },
    line(190, sea - 6, 190, sea - 80, W.detail),
    poly([[194, sea - 80], [232, sea - 14], [194, sea - 14]], true, W.detail),
  );
  for (const [x, y] of [[60, 430], [300, 440], [470, 425], [380, 470], [120, 470]] as Pt[]) back.push(arc(x, y, 22, 8, 200, 340, W.detail), arc(x + 40, y, 22, 8, 200, 340, W.detail));
  back.push(
    // the water's edge
    smooth([[L, 500], [100, 488], [200, 504], [300, 490], [400, 506], [500, 492], [R, 500]], false, W.main),
    ...parasol(470, 610),
    ...sandcastle(70, 560),
    ...put(P.shell(), { x: 330, y: 600, s: 0.4 }),
  );
  return {
    kind: "beach",
    indoor: false,
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
    ...[0, 1, 2, 3, 4, 5, 6].map((i) => S.bumpyCircle(50 + i * 82, 400, 42, 7)),
    line(L, 440, R, 440, W.main),
    // the pool: its edge, the water and a ladder
    poly([[L, top], [R, top], [R, bottom], [L, bottom]], false, W.bold),
    rect(L - 10, top - 4, FRAME.width + 20, 12, 0, W.main),
    rect(L - 10, bottom, FRAME.width + 20, 14, 0, W.main),
    ...[0, 1, 2].flatMap((row) => [0, 1, 2, 3, 4].map((i) => arc(70 + i * 110 + row * 30, 486 + row * 34, 20, 7, 200, 340, W.detail))),
    { w: W.main, cmds: [["M", 470, bottom + 6], ["L", 470, top - 34], ["Q", 470, top - 52, 488, top - 52], ["Q", 504, top - 52, 504, top - 34]] },
    { w: W.main, cmds: [["M", 512, bottom + 6], ["L", 512, top - 34], ["Q", 512, top - 52, 530, top - 52], ["Q", 546, top - 52, 546, top - 34]] },
    line(470, top + 30, 512, top + 30, W.detail),
    line(470, top + 64, 512, top + 64, W.detail),
    // a rubber ring floating
    ellipse(82, 536, 50, 18, W.bold),
    ellipse(82, 536, 22, 7, W.detail),
  ];
  return {
    kind: "pool",
    indoor: false,
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
    poly([[cx - 40, g], [cx - 30, g - 12], [cx + 30, g - 12], [cx + 40, g]], true),
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
    rect(450, 200, 100, 120, 6),
    ...put(P.scissors(), { x: 500 - 10, y: 262, s: 0.55 }),
    rect(470, 282, 60, 12, 3, W.detail),
    ...[482, 494, 506, 518].map((x) => line(x, 294, x, 306, W.detail)),
    rect(40, 330, 120, 10, 4),
    rect(56, 280, 26, 50, 8),
    rect(64, 268, 10, 12, 3, W.detail),
    rect(96, 292, 24, 38, 6),
    { w: W.detail, cmds: [["M", 108, 292], ["L", 108, 276], ["L", 122, 276]] },
    rect(132, 298, 20, 32, 6),
  ];
  return {
    kind: "hair salon",
    indoor: true,
    back,
    surfaces: [
      { x: 210, y: 370, w: 50, h: 60, scale: 0.5, tag: "counter" },
      { x: 385, y: 370, w: 50, h: 60, scale: 0.5, tag: "counter" },
    ],
    wall: [{ x: 505, y: 440, w: 80, h: 100, scale: 0.55, tag: "hook" }],
    spots: [{ x: 100, y: BACK, w: 120, h: 150, scale: 0.7 }],
    sky: [],
    windows: [],
    builtIn: ["scissors"],
  };
};

function dinerTable(cx: number, g: number): Drawing {
  const top = g - 100;
  const cmds: Drawing[number]["cmds"] = [["M", cx - 100, top], ["L", cx + 100, top], ["L", cx + 108, top + 54]];
  for (let i = 0; i < 6; i++) cmds.push(["Q", cx + 108 - 36 * i - 18, top + 66, cx + 108 - 36 * (i + 1), top + 54]);
  cmds.push(["Z"]);
  return [
    // two chairs
    rect(cx - 160, g - 150, 14, 150, 4), rect(cx - 160, g - 70, 60, 12, 4), line(cx - 106, g - 58, cx - 106, g, W.main),
    rect(cx + 146, g - 150, 14, 150, 4), rect(cx + 100, g - 70, 60, 12, 4), line(cx + 106, g - 58, cx + 106, g, W.main),
    line(cx - 60, top + 50, cx - 60, g, W.main),
    line(cx + 60, top + 50, cx + 60, g, W.main),
    { w: W.main, cmds },
  ];
}

const restaurant: Drawer = (ctx) => {
  const win = curtainedWindow(400, 196, 130, 100);
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
    ...flower(540, 440, 50, 6, 10),
    poly([[520, 440], [560, 440], [554, BACK], [526, BACK]], true),
  ];
  return {
    kind: "restaurant",
    indoor: true,
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
    d.push(poly([[x - 6, g - 96], [x + w + 6, g - 96], [x + w + 6, g - 116], [x - 6, g - 116]], true));
    for (let i = 0; i < n; i++) d.push(dome(x - 6 + (w + 12) * ((i + 0.5) / n), g - 96, (w + 12) / n / 2, 12, W.detail));
  }
  for (let yy = g - h + 20; yy < g - 130; yy += 60) d.push(rect(x + 16, yy, 30, 36, 3, W.detail), rect(x + w - 46, yy, 30, 36, 3, W.detail));
  return d;
}

function streetLamp(x: number, g: number): Drawing {
  return [line(x, g, x, g - 230, W.main), rect(x - 12, g - 12, 24, 12, 3), { w: W.main, cmds: [["M", x, g - 230], ["Q", x, g - 250, x + 22, g - 250]] }, dome(x + 30, g - 226, 20, 24), ellipse(x + 30, g - 226, 20, 5, W.detail)];
}

const street: Drawer = (ctx) => {
  const g = 470;
  const back: Drawing = [
    ...outdoorSky(ctx, 120),
    ...shopFront(40, g, 150, 180, true),
    ...shopFront(210, g, 160, 214, false),
    poly([[204, g - 214], [290, g - 250], [376, g - 214]], true),
    ...shopFront(390, g, 170, 170, true),
    line(L, g, R, g, W.main),
    line(L, g + 20, R, g + 20, W.main),
    ...[40, 160, 280, 400, 520].map((x) => line(x, g + 70, x + 60, g + 70, W.main)),
    line(L, g + 120, R, g + 120, W.main),
    ...streetLamp(490, g + 140),
  ];
  return {
    kind: "street",
    indoor: false,
    back,
    surfaces: [],
    wall: [],
    spots: [],
    sky: [{ x: 480, y: 296, w: 100, h: 90, scale: 0.5 }],
    windows: [],
    builtIn: [],
  };
};

export const PLACE_DRAWERS: Record<Place, Drawer> = {
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

/** The outdoor place each theme falls back on. */
const THEME_DEFAULT: Record<string, Place> = {
  animals: "park",
  fantasy: "garden",
  friendship: "playground",
  nature: "garden",
  family: "park",
};

/** The nearest PLACES kind for a scene's place words ("Grandma's kitchen" → "kitchen"). */
export function placeKind(placeWords: string, theme?: string): Place {
  const p = placeWords
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .replace(/^(the|a|an|at|in|on)\s+/, "")
    .trim();
  if ((PLACES as readonly string[]).includes(p)) return p as Place;
  for (const kind of PLACES) if (new RegExp(`\\b${kind.replace(/'/g, "'?")}\\b`).test(p)) return kind;
  for (const [re, kind] of KEYWORDS) if (re.test(p)) return kind;
  return THEME_DEFAULT[theme ?? ""] ?? "park";
}

export { bunting };
