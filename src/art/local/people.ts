/**
 * People for the coloring pages: children, grown-ups, grandparents and babies, drawn as described
 * (hair, glasses, clothes). Local coordinates: feet at (0, 0), "up" is negative y, facing the viewer.
 * Shapes are listed back to front (see hideOccluded). Clothing strokes are tagged ("dress", "skirt",
 * "trousers", …) so tests can check what a figure wears.
 */
import type { Hair } from "../../contracts/story-plan";
import {
  arc,
  bounds,
  capsule,
  clipToRect,
  circle,
  ellipse,
  heart,
  line,
  place,
  poly,
  rect,
  rotate,
  rotatedEllipse,
  smooth,
  star,
  tagged,
  W,
  type Drawing,
  type Pt,
} from "./geometry";
import { bumpyCircle } from "./scenery";

/** What a figure wears. "he" children never get "dress" or "skirt". */
export type Outfit = "dress" | "top-skirt" | "top-trousers" | "shirt-shorts" | "shirt-trousers" | "tshirt-trousers" | "tshirt-overalls";
/**
 * A child's age band drawn: "toddler" (2–3, a big head on a short body), "child" (4–5), "big" (6–7,
 * longer legs), "older" (8–10, or a big cousin: taller, longer-limbed, a smaller head for the body).
 */
export type Age = "toddler" | "child" | "big" | "older" | "adult" | "elder";
/** Hair styles: the six a parent can choose, plus grown-up ones. */
export type HairLook = Hair | "bald-sides" | "wavy-bob" | "ponytail" | "side-part" | "afro";
/**
 * The face: a smile, a straight mouth, a worried one (raised brows, a small frown), or a feeling the
 * words give: sad (a frown), crying (squeezed eyes, an open wail, tears), cross (brows down in a V),
 * scared (wide eyes, a wobbly mouth), surprised (round eyes, an O), proud (a big closed-eye smile),
 * sleepy (half-shut eyes, a yawn).
 */
export type Mood = "happy" | "neutral" | "worried" | "sad" | "crying" | "cross" | "scared" | "surprised" | "proud" | "sleepy";
/**
 * What the body does, as the words say: arms and legs only (the person still faces the viewer).
 * "run" (legs apart, arms swinging), "reach" (both arms up and out), "throw" (one arm flung up),
 * "push" (both arms out to one side), "hand-up", "point", "phone" (a phone at the ear), "hold" (hands
 * together in front), "fold" (arms folded), "stamp" (a foot up, fists down), "jump" (up off the ground, arms up), "ears" (hands over the ears), "cover" (hands over the
 * eyes), "hug-knees" (sitting on the floor, knees up, arms round them), "hide" (the same crouch, the
 * hands over the eyes).
 */
export type Action =
  | "run"
  | "reach"
  | "throw"
  | "push"
  | "hand-up"
  | "point"
  | "phone"
  | "hold"
  | "fold"
  | "stamp"
  | "cover"
  | "ears"
  | "hug-knees"
  | "hide"
  | "bite"
  | "flop"
  | "jump";

export interface PersonLook {
  age: Age;
  hair: HairLook;
  outfit: Outfit;
  glasses?: boolean;
  /** Swimming goggles on (over the eyes, a strap round the head). */
  goggles?: boolean;
  /** The right arm waves. */
  wave?: boolean;
  mustache?: boolean;
  /** A cardigan with buttons over the top (grandparents). */
  cardigan?: boolean;
  /** Clothes of a job: a waiter's or baker's apron, a doctor's long coat, a teacher's lanyard. */
  uniform?: Uniform;
  /** The motif on the top: a heart, a star or stripes. */
  motif?: "heart" | "star" | "stripes" | "none";
  /** The face (default happy). */
  mood?: Mood;
  /** Standing (default) or sitting on a low seat (a pouf, a stool, a log: `seat`). */
  pose?: "stand" | "sit";
  seat?: "pouf" | "stool" | "log" | "cushion" | "heels";
  /** Holds a swaddled baby in both arms (its strokes are tagged "baby"). */
  holding?: boolean;
  /** A beard (grown-up men, sometimes). */
  beard?: boolean;
  /** An arm left off (the one that goes round someone in a hug, drawn by the pose). */
  armOff?: "left" | "right";
  /** Eyes closed (asleep). */
  eyesClosed?: boolean;
  /** Eyes squeezed shut tight by the words ("They shut their eyes tight"): a "> <", no tears. */
  eyesSqueezed?: boolean;
  /** What the arms and legs do (default: hanging, or waving). */
  action?: Action;
  /** The baby held is crying (an open mouth, a tear). */
  babyCrying?: boolean;
  /** The words have them on the move (walked in, came over, left): the layout never seats them. */
  moving?: boolean;
  /**
   * A thing in the hand (the tablet, the book, the drawing: a prop's drawing, base at (0, 0)): in
   * both hands in front when holding, else in the right hand; drawn over the body, tagged "in-hand"
   * (or "in-hand:<its tag>").
   */
  inHand?: Drawing;
}

/** Where the right hand is for an action (undefined: it holds nothing there, e.g. over the eyes). */
function rightHand(b: Body, action: Action | undefined): Pt | undefined {
  const sx = b.half - 4;
  const s = b.shoulder;
  switch (action) {
    case undefined:
      return [sx + (b.half > 32 ? 28 : 24) + 2, s + (b.hip - s) * 0.8];
    case "hold":
      return [0, b.hip - 22];
    case "reach":
      return [sx + 78, s - 6];
    case "hand-up":
      return [sx + 16, s - 92];
    case "jump":
      return [sx + 40, s - 76];
    case "run":
      return [sx + 20, s + 14];
    case "stamp":
      return [sx + 36, s + (b.hip - s) * 0.7];
    case "point":
      return [-sx - (b.half > 32 ? 30 : 26), s + (b.hip - s) * 0.8];
    default:
      return undefined;
  }
}

/** The thing in the hand, about a head and a half tall, its middle at the hand (both hands: above them). */
function thingInHand(b: Body, action: Action | undefined, thing: Drawing): Drawing {
  const hand = rightHand(b, action);
  if (!hand || !thing.length) return [];
  const t = bounds(thing);
  const h = Math.max(1, t.maxY - t.minY);
  const w = Math.max(1, t.maxX - t.minX);
  const k = Math.min((b.headR * 1.5) / h, (b.headR * 2.1) / w);
  // held in front in both hands: the thing stands on the hands; in one hand: its middle at the hand
  const y = action === "hold" ? hand[1] + 6 - t.maxY * k : hand[1] - ((t.minY + t.maxY) / 2) * k;
  // tagged "in-hand" (and what it is, when the thing says: "in-hand:tablet")
  return place(thing, { x: hand[0] - ((t.minX + t.maxX) / 2) * k, y, s: k }).map((x) => ({ ...x, tag: x.tag ? `in-hand:${x.tag}` : "in-hand" }));
}

interface Body {
  headY: number;
  headR: number;
  shoulder: number;
  hip: number;
  /** Half the torso's width. */
  half: number;
  legX: number;
  legR: number;
}

/**
 * Proportions: a child is about three heads tall, a ten-year-old a little taller and slimmer-headed,
 * a grown-up about five heads tall with a long torso and long legs (never a scaled-up child).
 */
function body(age: Age): Body {
  if (age === "toddler") return { headY: -170, headR: 43, shoulder: -128, hip: -52, half: 29, legX: 14, legR: 10 };
  if (age === "big") return { headY: -216, headR: 40, shoulder: -174, hip: -78, half: 30, legX: 15, legR: 10 };
  if (age === "child") return { headY: -193, headR: 42, shoulder: -150, hip: -62, half: 30, legX: 15, legR: 10 };
  if (age === "older") return { headY: -246, headR: 39, shoulder: -206, hip: -98, half: 31, legX: 15, legR: 10 };
  if (age === "elder") return { headY: -318, headR: 35, shoulder: -280, hip: -146, half: 38, legX: 18, legR: 11 };
  return { headY: -336, headR: 35, shoulder: -297, hip: -156, half: 37, legX: 18, legR: 11 };
}

/** Where the feet are (their soles): apart and one lifted when running or stamping. */
interface Feet {
  lx: number;
  ly: number;
  rx: number;
  ry: number;
}

function feetFor(b: Body, action: Action | undefined): Feet {
  if (action === "run") return { lx: -b.legX - 24, ly: 0, rx: b.legX + 30, ry: -34 };
  if (action === "stamp") return { lx: -b.legX - 4, ly: 0, rx: b.legX + 12, ry: -40 };
  if (action === "jump") return { lx: -b.legX - 10, ly: 0, rx: b.legX + 10, ry: 0 };
  return { lx: -b.legX, ly: 0, rx: b.legX, ry: 0 };
}

function shoes(b: Body, f: Feet = feetFor(b, undefined)): Drawing {
  return [ellipse(f.lx - 5, f.ly - 7, 17, 9), ellipse(f.rx + 5, f.ry - 7, 17, 9)];
}

function bareLegs(b: Body, from: number, f: Feet = feetFor(b, undefined)): Drawing {
  return [capsule(-b.legX, from, f.lx, f.ly - 12, b.legR), capsule(b.legX, from, f.rx, f.ry - 12, b.legR)];
}

function trousers(b: Body, f: Feet = feetFor(b, undefined)): Drawing {
  const top = b.hip - 10;
  const w = b.legR + 4;
  return tagged(
    [
      {
        w: W.main,
        cmds: [
          ["M", -b.half + 2, top],
          ["L", b.half - 2, top],
          ["L", f.rx + w, f.ry - 12],
          ["L", f.rx - w, f.ry - 12],
          ["L", 0, b.hip + 18],
          ["L", f.lx + w, f.ly - 12],
          ["L", f.lx - w, f.ly - 12],
          ["Z"],
        ],
      },
    ],
    "trousers",
  );
}

function shorts(b: Body): Drawing {
  const top = b.hip - 10;
  const bottom = b.hip + 26;
  return tagged(
    [
      poly(
        [
          [-b.half + 1, top],
          [b.half - 1, top],
          [b.half + 3, bottom],
          [4, bottom],
          [0, b.hip + 10],
          [-4, bottom],
          [-b.half - 3, bottom],
        ],
        true,
      ),
    ],
    "shorts",
  );
}

/** Grown-ups' skirts and dresses reach the knee. */
const grownBody = (b: Body) => b.headR < 38;

function skirt(b: Body): Drawing {
  const top = b.hip - 16;
  const hem = b.hip + (grownBody(b) ? 64 : 30);
  return tagged(
    [
      {
        w: W.main,
        cmds: [["M", -b.half + 2, top], ["L", b.half - 2, top], ["L", b.half + 16, hem - 4], ["Q", 0, hem + 10, -b.half - 16, hem - 4], ["Z"]],
      },
      line(-10, top + 4, -16, hem, W.detail),
      line(10, top + 4, 16, hem, W.detail),
    ],
    "skirt",
  );
}

function dress(b: Body, motif: PersonLook["motif"]): Drawing {
  const hem = b.hip + (grownBody(b) ? 70 : 32);
  const d: Drawing = [
    {
      w: W.main,
      cmds: [
        ["M", -b.half + 6, b.shoulder],
        ["Q", 0, b.shoulder - 8, b.half - 6, b.shoulder],
        ["L", b.half + 2, b.hip - 30],
        ["L", b.half + 20, hem - 4],
        ["Q", 0, hem + 12, -b.half - 20, hem - 4],
        ["L", -b.half - 2, b.hip - 30],
        ["Z"],
      ],
    },
    arc(0, b.hip - 40, b.half + 2, 8, 20, 160, W.detail),
  ];
  if (motif === "star") d.push(star(0, b.shoulder + 34, 12, 0.45, 5, W.detail));
  else if (motif !== "none") d.push(heart(0, b.shoulder + 34, 18, W.detail));
  return tagged(d, "dress");
}

/** A top (shirt, t-shirt or blouse) from the shoulders to the waist. */
function top(b: Body, kind: "shirt" | "tshirt" | "top", motif: PersonLook["motif"]): Drawing {
  const waist = b.hip - 4;
  const d: Drawing = [rect(-b.half, b.shoulder, b.half * 2, waist - b.shoulder, 14)];
  if (kind === "shirt") {
    // a collar and buttons
    d.push(
      poly(
        [
          [-16, b.shoulder + 1],
          [0, b.shoulder + 16],
          [-8, b.shoulder + 24],
          [-20, b.shoulder + 8],
        ],
        true,
        W.detail,
      ),
    );
    d.push(
      poly(
        [
          [16, b.shoulder + 1],
          [0, b.shoulder + 16],
          [8, b.shoulder + 24],
          [20, b.shoulder + 8],
        ],
        true,
        W.detail,
      ),
    );
    for (let y = b.shoulder + 34; y < waist - 8; y += 20) d.push(circle(0, y, 3.2, W.detail));
  } else {
    d.push(arc(0, b.shoulder + 2, 14, 9, 10, 170, W.detail));
    if (motif === "stripes") {
      for (let y = b.shoulder + 30; y < waist - 10; y += 18) d.push(line(-b.half + 3, y, b.half - 3, y, W.detail));
    } else if (motif === "heart") d.push(heart(0, (b.shoulder + waist) / 2 + 4, 20, W.detail));
    else if (motif === "star") d.push(star(0, (b.shoulder + waist) / 2 + 4, 13, 0.45, 5, W.detail));
  }
  return tagged(d, kind);
}

export type Uniform = "apron" | "coat" | "lanyard" | "jacket";

/** A job's clothes over the top: an apron with its neck strap and pocket, a long open coat, a lanyard and badge. */
function uniform(b: Body, u: Uniform): Drawing {
  const waist = b.hip + 4;
  if (u === "apron") {
    const top = b.shoulder + (waist - b.shoulder) * 0.3;
    return tagged(
      [
        line(-b.half * 0.45, top, -b.headR * 0.3, b.shoulder + 2, W.detail),
        line(b.half * 0.45, top, b.headR * 0.3, b.shoulder + 2, W.detail),
        rect(-b.half * 0.62, top, b.half * 1.24, waist + 46 - top, 8, W.main),
        rect(-b.half * 0.3, waist - 4, b.half * 0.6, 24, 4, W.detail),
      ],
      "apron",
    );
  }
  if (u === "jacket") {
    // a child's outdoor coat, done up: the body to below the hips, a collar, the zip down the middle, two pockets
    const hem = waist + 30;
    const w = b.half + 6;
    return tagged(
      [
        poly(
          [
            [-w + 2, b.shoulder + 2],
            [w - 2, b.shoulder + 2],
            [w + 4, hem],
            [-w - 4, hem],
          ],
          true,
          W.main,
        ),
        poly(
          [
            [-b.headR * 0.55, b.shoulder - 2],
            [0, b.shoulder + 16],
            [b.headR * 0.55, b.shoulder - 2],
          ],
          false,
          W.detail,
        ),
        line(0, b.shoulder + 16, 0, hem, W.detail),
        circle(0, b.shoulder + 22, 3, W.detail),
        rect(-w + 6, waist - 2, 16, 14, 3, W.detail),
        rect(w - 22, waist - 2, 16, 14, 3, W.detail),
      ],
      "jacket",
    );
  }
  if (u === "coat") {
    const hem = waist + 62;
    return tagged(
      [
        poly(
          [
            [-b.half - 4, b.shoulder + 4],
            [-8, b.shoulder + 2],
            [-6, hem],
            [-b.half - 10, hem],
          ],
          true,
          W.main,
        ),
        poly(
          [
            [b.half + 4, b.shoulder + 4],
            [8, b.shoulder + 2],
            [6, hem],
            [b.half + 10, hem],
          ],
          true,
          W.main,
        ),
        line(-b.half + 4, b.shoulder + 8, -14, b.shoulder + 40, W.detail),
        line(b.half - 4, b.shoulder + 8, 14, b.shoulder + 40, W.detail),
        rect(-b.half + 2, waist - 6, 18, 16, 3, W.detail),
      ],
      "coat",
    );
  }
  const y = b.shoulder + (waist - b.shoulder) * 0.55;
  return tagged(
    [
      line(-10, b.shoulder + 2, -4, y, W.detail),
      line(10, b.shoulder + 2, 4, y, W.detail),
      rect(-12, y, 24, 28, 4, W.main),
      line(-6, y + 10, 6, y + 10, W.detail),
    ],
    "lanyard",
  );
}

function cardigan(b: Body): Drawing {
  const waist = b.hip + 4;
  return tagged(
    [
      poly(
        [
          [-b.half - 2, b.shoulder + 4],
          [-8, b.shoulder + 2],
          [-4, waist],
          [-b.half - 2, waist],
        ],
        true,
        W.main,
      ),
      poly(
        [
          [b.half + 2, b.shoulder + 4],
          [8, b.shoulder + 2],
          [4, waist],
          [b.half + 2, waist],
        ],
        true,
        W.main,
      ),
      circle(-10, b.shoulder + 40, 3.2, W.detail),
      circle(-10, b.shoulder + 66, 3.2, W.detail),
      circle(-10, b.shoulder + 92, 3.2, W.detail),
    ],
    "cardigan",
  );
}

function overalls(b: Body, f?: Feet): Drawing {
  const bibTop = b.shoulder + 34;
  return tagged(
    [
      ...trousers(b, f),
      rect(-b.half + 6, bibTop, (b.half - 6) * 2, b.hip - 6 - bibTop, 6),
      line(-b.half + 10, bibTop, -b.half + 4, b.shoulder + 2, W.main),
      line(b.half - 10, bibTop, b.half - 4, b.shoulder + 2, W.main),
      circle(-b.half + 12, bibTop + 8, 3.5, W.detail),
      circle(b.half - 12, bibTop + 8, 3.5, W.detail),
      rect(-12, bibTop + 18, 24, 18, 4, W.detail),
    ],
    "overalls",
  );
}

/** A swaddled baby held at the chest: a bundle, a round face peeping out, a curl. */
function bundle(b: Body, crying = false): Drawing {
  const cy = b.shoulder + (b.hip - b.shoulder) * 0.42;
  const rx = b.half * 1.0;
  const ry = b.half * 0.6;
  const hx = -rx * 0.55;
  const hy = cy - ry * 0.45;
  const hr = b.half * 0.46;
  return tagged(
    [
      {
        w: W.main,
        cmds: [
          ["M", -rx, cy - 4],
          ["C", -rx, cy - ry * 1.3, rx * 0.9, cy - ry * 1.1, rx, cy],
          ["C", rx * 0.95, cy + ry * 1.1, -rx * 0.9, cy + ry * 1.2, -rx, cy - 4],
          ["Z"],
        ],
      },
      arc(rx * 0.15, cy + 2, rx * 0.55, ry * 0.45, 200, 320, W.detail),
      circle(hx, hy, hr, W.main),
      arc(hx - hr * 0.38, hy + 1, hr * 0.2, hr * 0.16, crying ? 200 : 20, crying ? 340 : 160, W.detail),
      arc(hx + hr * 0.38, hy + 1, hr * 0.2, hr * 0.16, crying ? 200 : 20, crying ? 340 : 160, W.detail),
      crying ? ellipse(hx, hy + hr * 0.5, hr * 0.2, hr * 0.16, W.detail) : arc(hx, hy + hr * 0.45, hr * 0.22, hr * 0.16, 20, 160, W.detail),
      ...(crying ? tear(hx - hr * 0.55, hy + hr * 0.2, hr / 22) : []),
      {
        w: W.detail,
        cmds: [
          ["M", hx, hy - hr],
          ["C", hx - hr * 0.4, hy - hr * 1.5, hx + hr * 0.5, hy - hr * 1.6, hx + hr * 0.35, hy - hr * 1.15],
        ],
      },
    ],
    "baby",
  );
}

/** An arm from the shoulder to the hand (through an elbow when given), its sleeve and its hand. */
function arm(b: Body, side: -1 | 1, hand: Pt, sleeves: "short" | "long", elbow?: Pt): Drawing {
  const r = b.half > 32 ? 10.5 : 9;
  const sh: Pt = [side * (b.half - 4), b.shoulder + 12];
  const d: Drawing = [];
  if (elbow) d.push(capsule(sh[0], sh[1], elbow[0], elbow[1], r), capsule(elbow[0], elbow[1], hand[0], hand[1], r));
  else d.push(capsule(sh[0], sh[1], hand[0], hand[1], r));
  if (sleeves === "short") {
    const to = elbow ?? hand;
    const len = Math.hypot(to[0] - sh[0], to[1] - sh[1]) || 1;
    const t = Math.min(1, 24 / len);
    d.push(capsule(sh[0], sh[1] - 2, sh[0] + (to[0] - sh[0]) * t, sh[1] - 2 + (to[1] - sh[1]) * t, r + 3));
  }
  d.push(circle(hand[0], hand[1], r + 1));
  return d;
}

/**
 * Arms doing what the words say. Returns the arms (drawn with the body) and what goes over the head
 * (hands over the eyes, a phone at the ear).
 */
function actionArms(b: Body, action: Action, sleeves: "short" | "long", low = false): { arms: Drawing; over: Drawing } {
  const sx = b.half - 4;
  const s = b.shoulder;
  const down = (side: -1 | 1): Drawing => arm(b, side, [side * (sx + (b.half > 32 ? 30 : 26)), s + (b.hip - s) * 0.8], sleeves);
  switch (action) {
    case "hand-up":
      return { arms: [...down(-1), ...arm(b, 1, [sx + 16, s - 92], sleeves)], over: [] };
    case "jump":
      // both arms flung up for joy (or for the bounce)
      return { arms: [...arm(b, -1, [-sx - 40, s - 76], sleeves), ...arm(b, 1, [sx + 40, s - 76], sleeves)], over: [] };
    case "reach":
      // one arm stretched out for something, the other down; crouched down low beside someone, the
      // hand is held out low and forward at their height (an offered hand, never an arm over their head)
      return { arms: [...down(-1), ...arm(b, 1, low ? [sx + 70, s + 50] : [sx + 78, s - 6], sleeves)], over: [] };
    case "throw":
      return {
        arms: [
          ...arm(b, -1, [-sx - 40, s + 30], sleeves),
          ...arm(b, 1, [sx + 62, s - 52], sleeves, [sx + 40, s + 6]),
          {
            w: W.detail,
            cmds: [
              ["M", sx + 74, s - 84],
              ["Q", sx + 100, s - 70, sx + 104, s - 40],
            ],
          },
        ],
        over: [],
      };
    case "push":
      return { arms: [...arm(b, -1, [sx + 44, s + 52], sleeves, [-6, s + 56]), ...arm(b, 1, [sx + 74, s + 30], sleeves)], over: [] };
    case "point":
      return { arms: [...down(-1), ...arm(b, 1, [sx + 76, s + 10], sleeves), line(sx + 86, s + 8, sx + 102, s + 6, W.main)], over: [] };
    case "run":
      return { arms: [...arm(b, -1, [-sx - 40, b.hip - 4], sleeves), ...arm(b, 1, [sx + 20, s + 14], sleeves, [sx + 30, s + 60])], over: [] };
    case "stamp":
      return { arms: [...arm(b, -1, [-sx - 36, s + (b.hip - s) * 0.7], sleeves), ...arm(b, 1, [sx + 36, s + (b.hip - s) * 0.7], sleeves)], over: [] };
    case "hold":
      return { arms: [...arm(b, -1, [-8, b.hip - 22], sleeves, [-sx - 16, s + 52]), ...arm(b, 1, [8, b.hip - 22], sleeves, [sx + 16, s + 52])], over: [] };
    case "fold": {
      const r = b.half > 32 ? 10.5 : 9;
      const y = s + (b.hip - s) * 0.42;
      return {
        arms: [
          ...arm(b, -1, [-sx - 8, y + 10], sleeves),
          ...arm(b, 1, [sx + 8, y - 4], sleeves),
          capsule(-sx - 8, y + 10, sx - 2, y + 2, r),
          capsule(sx + 8, y - 4, -sx + 2, y + 16, r),
        ],
        over: [],
      };
    }
    case "phone": {
      const hand: Pt = [b.headR + 6, b.headY + 14];
      const phone = tagged([rect(b.headR - 2, b.headY - 16, 15, 36, 4, W.main), line(b.headR + 2, b.headY + 12, b.headR + 9, b.headY + 12, W.detail)], "phone");
      return { arms: [...down(-1), ...arm(b, 1, hand, sleeves, [sx + 30, s + 44])], over: [...phone, circle(hand[0], hand[1], (b.half > 32 ? 10.5 : 9) + 1)] };
    }
    case "bite": {
      // a hand up at the mouth (nibbling nails, a thumb in), the other arm down
      const r = (b.half > 32 ? 10.5 : 9) + 2;
      const hand: Pt = [b.headR * 0.12, b.headY + b.headR * 0.62];
      return { arms: [...down(-1), ...arm(b, 1, hand, sleeves, [sx + 26, s + 46])], over: [circle(hand[0], hand[1], r)] };
    }
    case "cover": {
      const r = (b.half > 32 ? 10.5 : 9) + 5;
      const hl: Pt = [-15 * (b.headR / 42), b.headY + 4];
      const hr: Pt = [15 * (b.headR / 42), b.headY + 4];
      return {
        arms: [...arm(b, -1, hl, sleeves, [-sx - 22, s + 40]), ...arm(b, 1, hr, sleeves, [sx + 22, s + 40])],
        over: [circle(hl[0], hl[1], r), circle(hr[0], hr[1], r)],
      };
    }
    case "ears": {
      // hands clapped over the ears, at the sides of the head
      const r = (b.half > 32 ? 10.5 : 9) + 4;
      const hl: Pt = [-b.headR + 2, b.headY + 6];
      const hr: Pt = [b.headR - 2, b.headY + 6];
      return {
        arms: [...arm(b, -1, hl, sleeves, [-sx - 26, s + 34]), ...arm(b, 1, hr, sleeves, [sx + 26, s + 34])],
        over: [circle(hl[0], hl[1], r), circle(hr[0], hr[1], r)],
      };
    }
    default:
      return { arms: [...down(-1), ...down(1)], over: [] };
  }
}

function arms(b: Body, wave: boolean, sleeves: "short" | "long", holding = false, off?: "left" | "right", babyCrying = false): Drawing {
  const d: Drawing = [];
  const handY = b.shoulder + (b.hip - b.shoulder) * 0.8;
  const sx = b.half - 4;
  const r = b.half > 32 ? 10.5 : 9;
  const out = b.half > 32 ? 28 : 24;
  if (holding) {
    // elbows out, forearms across the front under the baby, hands meeting in the middle
    const ey = b.shoulder + (b.hip - b.shoulder) * 0.55;
    const hy = b.shoulder + (b.hip - b.shoulder) * 0.62;
    d.push(capsule(-sx, b.shoulder + 12, -sx - 14, ey, r), capsule(sx, b.shoulder + 12, sx + 14, ey, r));
    d.push(...bundle(b, babyCrying));
    d.push(capsule(-sx - 14, ey, -6, hy, r), capsule(sx + 14, ey, 10, hy - 2, r));
    d.push(circle(-2, hy, r + 1), circle(14, hy - 3, r + 1));
    return d;
  }
  // left arm hangs down, the right one hangs or waves
  if (off !== "left") {
    d.push(capsule(-sx, b.shoulder + 12, -sx - out, handY - 6, r));
    if (sleeves === "short") d.push(capsule(-sx, b.shoulder + 10, -sx - 10, b.shoulder + 34, r + 3));
    d.push(circle(-sx - out - 2, handY, r + 1));
  }
  if (off === "right") {
    // drawn by the pose
  } else if (wave) {
    d.push(capsule(sx, b.shoulder + 12, sx + 30, b.shoulder - 38, r));
    if (sleeves === "short") d.push(capsule(sx, b.shoulder + 10, sx + 10, b.shoulder - 10, r + 3));
    d.push(circle(sx + 33, b.shoulder - 46, r + 2));
  } else {
    d.push(capsule(sx, b.shoulder + 12, sx + out, handY - 6, r));
    if (sleeves === "short") d.push(capsule(sx, b.shoulder + 10, sx + 10, b.shoulder + 34, r + 3));
    d.push(circle(sx + out + 2, handY, r + 1));
  }
  return d;
}

/** Hair that falls behind the head and shoulders (drawn before the body). */
function backHair(b: Body, hair: HairLook): Drawing {
  const { headY: y, headR: r } = b;
  const k = r / 42;
  switch (hair) {
    case "long":
      return [
        smooth(
          [
            [-46 * k, y - 12 * k],
            [-58 * k, y + 40 * k],
            [-62 * k, y + 96 * k],
            [-30 * k, y + 104 * k],
            [30 * k, y + 104 * k],
            [62 * k, y + 96 * k],
            [58 * k, y + 40 * k],
            [46 * k, y - 12 * k],
            [0, y - 48 * k],
          ],
          true,
          W.main,
        ),
      ];
    case "wavy-bob":
      return [
        smooth(
          [
            [-46 * k, y - 8 * k],
            [-54 * k, y + 30 * k],
            [-44 * k, y + 52 * k],
            [0, y + 40 * k],
            [44 * k, y + 52 * k],
            [54 * k, y + 30 * k],
            [46 * k, y - 8 * k],
            [0, y - 48 * k],
          ],
          true,
          W.main,
        ),
      ];
    case "afro":
      return [bumpyCircle(0, y - 8 * k, r * 1.22, 13)];
    case "ponytail":
      // a tail swinging out behind one side of the head, with a band
      return [
        smooth(
          [
            [30 * k, y - 30 * k],
            [70 * k, y - 20 * k],
            [78 * k, y + 30 * k],
            [64 * k, y + 70 * k],
            [58 * k, y + 30 * k],
            [40 * k, y + 4 * k],
          ],
          true,
          W.main,
        ),
        rotatedEllipse(40 * k, y - 24 * k, 7 * k, 12 * k, -30, W.detail),
      ];
    default:
      return [];
  }
}

/** Hair pieces behind the head but in front of the body (buns, puffs, braids). */
function sideHair(b: Body, hair: HairLook, child = false): Drawing {
  const { headY: y, headR: r } = b;
  const k = r / 42;
  const d: Drawing = [];
  if (hair === "bun" && child) {
    // a child's top-knot: small and high, tied with a bow (a grandma's bun sits low and round)
    d.push(circle(0, y - 56 * k, 16 * k));
  } else if (hair === "bun") {
    d.push(circle(0, y - 50 * k, 21 * k), arc(0, y - 50 * k, 12 * k, 10 * k, 200, 340, W.detail));
  } else if (hair === "puffs") {
    d.push(bumpyCircle(-40 * k, y - 32 * k, 20 * k, 9), bumpyCircle(40 * k, y - 32 * k, 20 * k, 9));
  } else if (hair === "braids") {
    for (const s of [-1, 1]) {
      const x = s * 40 * k;
      for (let i = 0; i < 4; i++) d.push(ellipse(x + s * 3 * k, y + (12 + i * 19) * k, 11 * k, 12 * k, W.main));
      d.push(rect(x + s * 3 * k - 8 * k, y + 86 * k, 16 * k, 7 * k, 3, W.detail));
      d.push(
        poly(
          [
            [x + s * 3 * k - 8 * k, y + 93 * k],
            [x + s * 3 * k, y + 110 * k],
            [x + s * 3 * k + 8 * k, y + 93 * k],
          ],
          true,
          W.detail,
        ),
      );
    }
  }
  return d;
}

/** The bow that ties a child's top-knot, in front of the hair. */
function bunBow(b: Body): Drawing {
  const k = b.headR / 42;
  const y = b.headY - 47 * k;
  return [rotatedEllipse(-14 * k, y, 13 * k, 8 * k, -15), rotatedEllipse(14 * k, y, 13 * k, 8 * k, 15), circle(0, y, 5.5 * k)];
}

/** The fringe/cap on the head (drawn after the head). */
function frontHair(b: Body, hair: HairLook): Drawing {
  const { headY: y, headR: r } = b;
  const k = r / 42;
  const P = (pts: Pt[]): Pt[] => pts.map(([px, py]) => [px * k, y + py * k]);
  switch (hair) {
    case "short":
      return [
        smooth(
          P([
            [-44, -4],
            [-40, -30],
            [-18, -47],
            [14, -47],
            [38, -32],
            [45, -4],
            [34, -16],
            [22, -18],
            [10, -24],
            [-4, -20],
            [-18, -24],
            [-30, -16],
          ]),
          true,
          W.main,
        ),
      ];
    case "side-part":
      // a neat grown-up cut swept to one side from a parting
      return [
        smooth(
          P([
            [-44, -2],
            [-43, -28],
            [-24, -46],
            [8, -49],
            [36, -38],
            [45, -6],
            [40, -22],
            [26, -30],
            [4, -32],
            [-16, -30],
            [-30, -22],
            [-40, -8],
          ]),
          true,
          W.main,
        ),
        line(-20 * k, y - 44 * k, -14 * k, y - 30 * k, W.detail),
      ];
    case "curly": {
      const d: Drawing = [];
      for (let a = 165; a <= 375; a += 26) {
        const rad = (a * Math.PI) / 180;
        d.push(circle(Math.cos(rad) * 38 * k, y - 4 * k + Math.sin(rad) * 36 * k, 14 * k));
      }
      return d;
    }
    case "afro":
      return [
        smooth(
          P([
            [-44, -6],
            [-40, -32],
            [-16, -46],
            [16, -46],
            [40, -32],
            [44, -6],
            [32, -20],
            [16, -24],
            [0, -26],
            [-16, -24],
            [-32, -20],
          ]),
          true,
          W.main,
        ),
      ];
    case "bald-sides":
      return [
        smooth(
          P([
            [-43, 8],
            [-48, -8],
            [-40, -22],
            [-34, -10],
            [-36, 6],
          ]),
          true,
          W.main,
        ),
        smooth(
          P([
            [43, 8],
            [48, -8],
            [40, -22],
            [34, -10],
            [36, 6],
          ]),
          true,
          W.main,
        ),
      ];
    case "ponytail":
      // pulled back: smooth over the top, no fringe
      return [
        smooth(
          P([
            [-44, -4],
            [-40, -32],
            [-16, -47],
            [16, -47],
            [40, -32],
            [44, -4],
            [34, -24],
            [0, -34],
            [-34, -24],
          ]),
          true,
          W.main,
        ),
      ];
    case "wavy-bob":
    case "long":
    case "braids":
    case "bun":
    case "puffs":
    default:
      // a side parting with a soft fringe
      return [
        smooth(
          P([
            [-44, -2],
            [-40, -30],
            [-18, -47],
            [14, -47],
            [38, -32],
            [45, -2],
            [30, -18],
            [14, -10],
            [0, -22],
            [-16, -10],
            [-30, -18],
          ]),
          true,
          W.main,
        ),
      ];
  }
}

/** A tear running down a cheek from (x, y). */
function tear(x: number, y: number, k: number): Drawing {
  return [
    {
      w: W.detail,
      cmds: [
        ["M", x, y],
        ["Q", x - 5 * k, y + 9 * k, x - 4 * k, y + 13 * k],
        ["Q", x, y + 18 * k, x + 4 * k, y + 13 * k],
        ["Q", x + 5 * k, y + 9 * k, x, y],
        ["Z"],
      ],
    },
  ];
}

function face(b: Body, look: PersonLook): Drawing {
  const { headY: y, headR: r } = b;
  const k = r / 42;
  const gap = 15 * k;
  const mood = look.mood ?? "happy";
  const grown = look.age === "adult" || look.age === "elder";
  const small = look.age === "toddler" || look.age === "child";
  const d: Drawing = [];
  if (look.beard)
    d.push({
      w: W.main,
      cmds: [
        ["M", -0.97 * r, y + 2 * k],
        ["C", -0.95 * r, y + 1.4 * r, 0.95 * r, y + 1.4 * r, 0.97 * r, y + 2 * k],
        ["L", 0.8 * r, y + 2 * k],
        ["C", 0.75 * r, y + 0.85 * r, -0.75 * r, y + 0.85 * r, -0.8 * r, y + 2 * k],
        ["Z"],
      ],
    });
  const dot = Math.max(3.4, 4.6 * k);
  // eyes: happy children smile with their eyes; grown-ups and worried faces have open eyes; asleep: closed
  if (look.eyesClosed) d.push(arc(-gap, y + 2 * k, 8 * k, 6 * k, 20, 160, W.detail), arc(gap, y + 2 * k, 8 * k, 6 * k, 20, 160, W.detail));
  else if (mood === "crying" || look.eyesSqueezed)
    // squeezed shut: a "> <"
    d.push(
      poly(
        [
          [-gap - 7 * k, y - 2 * k],
          [-gap + 5 * k, y + 3 * k],
          [-gap - 7 * k, y + 8 * k],
        ],
        false,
        W.detail,
      ),
      poly(
        [
          [gap + 7 * k, y - 2 * k],
          [gap - 5 * k, y + 3 * k],
          [gap + 7 * k, y + 8 * k],
        ],
        false,
        W.detail,
      ),
    );
  else if (mood === "proud" || (!grown && mood === "happy"))
    d.push(arc(-gap, y + 4 * k, 7 * k, 6 * k, 200, 340, W.detail), arc(gap, y + 4 * k, 7 * k, 6 * k, 200, 340, W.detail));
  else if (mood === "sleepy")
    d.push(
      line(-gap - 7 * k, y + 4 * k, -gap + 7 * k, y + 4 * k, W.detail),
      line(gap - 7 * k, y + 4 * k, gap + 7 * k, y + 4 * k, W.detail),
      arc(-gap, y + 4 * k, 7 * k, 5 * k, 200, 340, W.detail),
      arc(gap, y + 4 * k, 7 * k, 5 * k, 200, 340, W.detail),
    );
  else if (mood === "scared" || mood === "surprised")
    d.push(
      circle(-gap, y + 2 * k, 7.5 * k, W.detail),
      circle(gap, y + 2 * k, 7.5 * k, W.detail),
      circle(-gap, y + 3 * k, dot * 0.7, W.detail),
      circle(gap, y + 3 * k, dot * 0.7, W.detail),
    );
  else d.push(circle(-gap, y + 3 * k, dot, W.detail), circle(gap, y + 3 * k, dot, W.detail));
  // brows: grown-ups always; worried, sad and crying faces tilt them up in the middle, cross ones down
  if (mood === "worried" || mood === "sad" || mood === "crying" || mood === "scared")
    d.push(line(-gap - 8 * k, y - 8 * k, -gap + 6 * k, y - 14 * k, W.detail), line(gap + 8 * k, y - 8 * k, gap - 6 * k, y - 14 * k, W.detail));
  else if (mood === "cross")
    d.push(line(-gap - 9 * k, y - 15 * k, -gap + 7 * k, y - 8 * k, W.detail), line(gap + 9 * k, y - 15 * k, gap - 7 * k, y - 8 * k, W.detail));
  else if (mood === "surprised") d.push(arc(-gap, y - 10 * k, 8 * k, 5 * k, 200, 340, W.detail), arc(gap, y - 10 * k, 8 * k, 5 * k, 200, 340, W.detail));
  else if (grown) d.push(arc(-gap, y - 6 * k, 8 * k, 4 * k, 200, 340, W.detail), arc(gap, y - 6 * k, 8 * k, 4 * k, 200, 340, W.detail));
  if (grown)
    d.push({
      w: W.detail,
      cmds: [
        ["M", 1 * k, y + 6 * k],
        ["Q", -6 * k, y + 14 * k, 3 * k, y + 15 * k],
      ],
    });
  // the mouth
  const my = grown ? y + 24 * k : y + 18 * k;
  const mouth = (m: Drawing, kind: string) => d.push(...tagged(m, `mouth-${kind}`));
  if (mood === "happy") mouth([arc(0, my - 2 * k, (grown ? 11 : 12) * k, (grown ? 6 : 8) * k, 20, 160, W.detail)], "happy");
  else if (mood === "proud") mouth([{ w: W.detail, cmds: [["M", -13 * k, my - 3 * k], ["Q", 0, my + 14 * k, 13 * k, my - 3 * k], ["Z"]] }], "proud");
  else if (mood === "neutral")
    mouth(
      [
        {
          w: W.detail,
          cmds: [
            ["M", -8 * k, my + 3 * k],
            ["Q", 0, my + 5 * k, 8 * k, my + 3 * k],
          ],
        },
      ],
      "neutral",
    );
  else if (mood === "sad") mouth([arc(0, my + 10 * k, 11 * k, 7 * k, 200, 340, W.detail)], "sad");
  else if (mood === "crying") mouth([ellipse(0, my + 4 * k, 9 * k, 7 * k, W.detail), line(-6 * k, my + 1 * k, 6 * k, my + 1 * k, W.detail)], "crying");
  else if (mood === "cross")
    mouth(
      [
        {
          w: W.detail,
          cmds: [
            ["M", -9 * k, my + 6 * k],
            ["Q", 0, my + 1 * k, 9 * k, my + 6 * k],
          ],
        },
      ],
      "cross",
    );
  else if (mood === "scared")
    mouth(
      [
        {
          w: W.detail,
          cmds: [
            ["M", -9 * k, my + 5 * k],
            ["Q", -4.5 * k, my, 0, my + 5 * k],
            ["Q", 4.5 * k, my + 10 * k, 9 * k, my + 5 * k],
          ],
        },
      ],
      "scared",
    );
  else if (mood === "surprised") mouth([ellipse(0, my + 4 * k, 5 * k, 6.5 * k, W.detail)], "surprised");
  else if (mood === "sleepy") mouth([ellipse(0, my + 4 * k, 5 * k, 4 * k, W.detail)], "sleepy");
  else mouth([arc(0, my + 8 * k, 9 * k, 6 * k, 200, 340, W.detail)], "worried");
  if (small && mood !== "crying") d.push(circle(-27 * k, y + 16 * k, 6 * k, W.detail), circle(27 * k, y + 16 * k, 6 * k, W.detail));
  if (mood === "crying" || (mood === "sad" && !grown))
    d.push(...tagged([...tear(-gap - 4 * k, y + 12 * k, k), ...(mood === "crying" ? tear(gap + 4 * k, y + 12 * k, k) : [])], "tears"));
  if (look.mustache)
    d.push({
      w: W.detail,
      cmds: [
        ["M", 0, y + 15 * k],
        ["Q", -12 * k, y + 9 * k, -18 * k, y + 18 * k],
        ["Q", -8 * k, y + 21 * k, 0, y + 17 * k],
        ["Q", 8 * k, y + 21 * k, 18 * k, y + 18 * k],
        ["Q", 12 * k, y + 9 * k, 0, y + 15 * k],
        ["Z"],
      ],
    });
  if (look.goggles)
    // swimming goggles over the eyes, the strap round the head
    d.push(
      ...tagged(
        [
          ellipse(-gap - 2 * k, y + 2 * k, 13 * k, 10 * k, W.main),
          ellipse(gap + 2 * k, y + 2 * k, 13 * k, 10 * k, W.main),
          line(-gap + 11 * k, y + 2 * k, gap - 11 * k, y + 2 * k, W.main),
          line(-gap - 15 * k, y + 1 * k, -r + 1, y - 2 * k, W.main),
          line(gap + 15 * k, y + 1 * k, r - 1, y - 2 * k, W.main),
        ],
        "goggles",
      ),
    );
  else if (look.glasses && !look.eyesClosed)
    d.push(
      ...tagged(
        [circle(-gap, y + 3 * k, 12 * k, W.detail), circle(gap, y + 3 * k, 12 * k, W.detail), line(-gap + 12 * k, y + 2 * k, gap - 12 * k, y + 2 * k)],
        "glasses",
      ),
    );
  return d;
}

/** What a sitting figure sits on: a pouf, a stool, a log or a floor cushion (top at y = -h). */
function seatFor(kind: NonNullable<PersonLook["seat"]>, h: number, half: number): Drawing {
  const w = half + 22;
  switch (kind) {
    case "heels":
      // crouched down on the heels: no seat, only the knees forward and the feet under them
      return [];
    case "stool":
      return tagged(
        [
          rect(-w, -h - 12, w * 2, 16, 6),
          line(-w + 10, -h + 4, -w + 4, 0, W.main),
          line(w - 10, -h + 4, w - 4, 0, W.main),
          line(-w + 8, -h * 0.4, w - 8, -h * 0.4, W.detail),
        ],
        "seat",
      );
    case "log":
      return tagged(
        [rect(-w - 10, -h - 6, (w + 10) * 2, h + 6, 14), ellipse(w + 4, -h / 2 - 3, 10, h / 2 + 1, W.detail), arc(-w + 10, -h / 2, 12, 8, 200, 340, W.detail)],
        "seat",
      );
    case "cushion":
      // a plump floor cushion with a button in the middle
      return tagged(
        [
          rect(-w - 10, -h - 6, (w + 10) * 2, h + 6, (h + 6) / 2.2),
          circle(0, -h / 2 - 3, 4, W.detail),
          arc(-w + 4, -h / 2 - 3, 10, 8, 100, 260, W.detail),
          arc(w - 4, -h / 2 - 3, 10, 8, -80, 80, W.detail),
        ],
        "seat",
      );
    default:
      return tagged([rect(-w, -h - 8, w * 2, h + 8, 18), line(-w + 6, -h * 0.45, w - 6, -h * 0.45, W.detail), circle(0, -h * 0.72, 3.5, W.detail)], "seat");
  }
}

/** A sitting figure's skirt or dress down to the knees (the lap and its hem are drawn over it). */
function aboveKnees(d: Drawing, seatH: number): Drawing {
  return clipToRect(d, { x: -1000, y: -3000, width: 2000, height: 3000 - seatH + 2 });
}

/** The legs of a sitting figure seen from the front: shins down to the feet, the lap and knees on top. */
function sittingLegs(b: Body, seatH: number, o: Outfit): { legs: Drawing; lap: Drawing } {
  const legs: Drawing = [];
  const lap: Drawing = [];
  const trousersOn = o === "top-trousers" || o === "shirt-trousers" || o === "tshirt-trousers" || o === "tshirt-overalls";
  const kx = b.legX + 4;
  const kneeY = -seatH + 2;
  if (trousersOn)
    legs.push(
      ...tagged([rect(-kx - b.legR - 4, kneeY, (b.legR + 4) * 2, -12 - kneeY, 6), rect(kx - b.legR - 4, kneeY, (b.legR + 4) * 2, -12 - kneeY, 6)], "trousers"),
    );
  else legs.push(capsule(-kx, kneeY, -kx, -12, b.legR), capsule(kx, kneeY, kx, -12, b.legR));
  legs.push(ellipse(-kx - 5, -7, 17, 9), ellipse(kx + 5, -7, 17, 9));
  // (a skirt or dress over the lap: its hem across the knees, so a sitting figure never reads as standing)
  const lapTag = trousersOn ? "trousers" : o === "dress" ? "dress" : o === "top-skirt" ? "skirt" : "shorts";
  lap.push(
    ...tagged([rect(-b.half - 2, b.hip - 12, b.half * 2 + 4, kneeY - b.hip + 14, 12), circle(-kx, kneeY, b.legR + 6), circle(kx, kneeY, b.legR + 6)], lapTag),
  );
  return { legs, lap };
}

/** A person as described: hair, glasses, clothes, mood, standing or sitting, maybe holding a baby. */
export function person(look: PersonLook): Drawing {
  if (look.action === "flop") return flopped(look);
  if (look.action === "jump" && look.pose !== "sit") return jumping(look);
  const l = personLayers(look);
  return [...l.body, ...l.head];
}

/** Up in the air, arms up: the figure lifted off the ground, with two bounce lines under the feet. */
function jumping(look: PersonLook): Drawing {
  const l = personLayers(look);
  const lift = 34;
  const up = place([...l.body, ...l.head], { x: 0, y: -lift });
  const b = bounds(up);
  const w = (b.maxX - b.minX) * 0.22;
  return [
    ...up,
    {
      w: W.detail,
      cmds: [
        ["M", -w - 10, -6],
        ["Q", -w / 2 - 5, -14, -6, -6],
      ],
    },
    {
      w: W.detail,
      cmds: [
        ["M", 6, -6],
        ["Q", w / 2 + 5, -14, w + 10, -6],
      ],
    },
    line(-w - 14, 0, w + 14, 0, W.detail),
  ];
}

/** Flat on the floor in a tantrum: the figure (arms out, a foot up) laid on its back along the ground. */
function flopped(look: PersonLook): Drawing {
  const l = personLayers({ ...look, action: "stamp", pose: "stand", wave: false });
  const d = [...l.body, ...l.head];
  // a quarter turn: the head to the left, the feet to the right, resting on the floor line
  const r = rotate(d, -90, 0, 0);
  const rb = bounds(r);
  return place(r, { x: -(rb.minX + rb.maxX) / 2, y: -rb.maxY + 2 });
}

const SEAT_H: Record<Age, number> = { toddler: 40, child: 44, big: 48, older: 52, adult: 92, elder: 92 };
/** How low the hips come when crouching down on the heels (knelt down beside someone). */
const CROUCH_H: Record<Age, number> = { toddler: 24, child: 26, big: 28, older: 30, adult: 80, elder: 80 };

/** Body (with the hair behind it) and head (with the hair and face) of a person, for poses that put an arm between them. */
export function personLayers(look: PersonLook): { body: Drawing; head: Drawing; shoulder: number; hip: number; half: number; headY: number; headR: number } {
  if (look.action === "hug-knees" || look.action === "hide") return hugKneesLayers(look);
  const grown = look.age === "adult" || look.age === "elder";
  const sit = look.pose === "sit";
  const seatH = sit && look.seat === "heels" ? CROUCH_H[look.age] : SEAT_H[look.age];
  const base = body(look.age);
  // sitting: everything from the hips up comes down onto the seat
  const dy = sit ? -seatH - 8 - base.hip : 0;
  const b: Body = { ...base, headY: base.headY + dy, shoulder: base.shoulder + dy, hip: base.hip + dy };
  const act = look.holding || look.armOff ? undefined : look.action;
  const feet = feetFor(b, sit ? undefined : act);
  const d: Drawing = [];
  d.push(...tagged(backHair(b, look.hair), "hair"));
  const o = look.outfit;
  const longLegs = o === "top-trousers" || o === "shirt-trousers" || o === "tshirt-trousers" || o === "tshirt-overalls";
  let lap: Drawing = [];
  if (sit) {
    d.push(...seatFor(look.seat ?? "pouf", seatH, b.half));
    const l = sittingLegs(b, seatH, o);
    d.push(...l.legs);
    lap = l.lap;
  } else {
    if (!longLegs) d.push(...bareLegs(b, o === "dress" || o === "top-skirt" ? b.hip + 10 : b.hip, feet));
    d.push(...shoes(b, feet));
  }
  if (o === "tshirt-overalls") {
    d.push(...top(b, "tshirt", "none"));
    d.push(...(sit ? lap : overalls(b, feet)));
    if (sit) d.push(...tagged([rect(-b.half + 6, b.shoulder + 34, (b.half - 6) * 2, b.hip - 6 - b.shoulder - 34, 6)], "overalls"));
  } else if (o === "dress") {
    d.push(...(sit ? [...aboveKnees(dress(b, look.motif), seatH), ...lap] : dress(b, look.motif)));
  } else {
    if (sit && o !== "top-skirt") d.push(...lap);
    else if (longLegs) d.push(...trousers(b, feet));
    else if (o === "shirt-shorts") d.push(...shorts(b));
    d.push(...top(b, o.startsWith("shirt") ? "shirt" : o.startsWith("tshirt") ? "tshirt" : "top", look.cardigan ? "none" : look.motif));
    if (o === "top-skirt") d.push(...(sit ? [...aboveKnees(skirt(b), seatH), ...lap] : skirt(b)));
  }
  if (look.cardigan) d.push(...cardigan(b));
  if (look.uniform && !sit) d.push(...uniform(b, look.uniform));
  const sleeves = look.cardigan || grown || look.uniform === "jacket" ? "long" : "short";
  let over: Drawing = [];
  const carrying = look.inHand && !look.holding && !look.armOff ? look.inHand : undefined;
  if (act) {
    const a = actionArms(b, act, sleeves, sit && look.seat === "heels");
    d.push(...tagged(a.arms, `action-${act}`));
    over = tagged(a.over, `action-${act}`);
  } else d.push(...arms(b, !!look.wave && !look.holding && !carrying, sleeves, !!look.holding, look.armOff, look.babyCrying));
  if (carrying) over = [...over, ...thingInHand(b, act, carrying)];
  return { body: d, head: [...headParts(b, look), ...over], shoulder: b.shoulder, hip: b.hip, half: b.half, headY: b.headY, headR: b.headR };
}

/**
 * Sitting on the floor hugging the knees, seen from the front: the knees drawn up under the chin,
 * the arms wrapped round the shins, the feet at the bottom. Hiding ("cover") is the same crouch with
 * the hands over the eyes.
 */
function hugKneesLayers(look: PersonLook): ReturnType<typeof personLayers> {
  const base = body(look.age);
  const dy = -base.hip - 6;
  const b: Body = { ...base, headY: base.headY + dy + 10, shoulder: base.shoulder + dy + 10, hip: -6 };
  const o = look.outfit;
  const longLegs = o === "top-trousers" || o === "shirt-trousers" || o === "tshirt-trousers" || o === "tshirt-overalls";
  const d: Drawing = [];
  d.push(...tagged(backHair(b, look.hair), "hair"));
  d.push(...top(b, o.startsWith("shirt") ? "shirt" : o.startsWith("tshirt") ? "tshirt" : "top", look.motif === "stripes" ? "stripes" : "none"));
  if (o === "dress" || o === "top-skirt")
    d.push(
      ...tagged(
        [{ w: W.main, cmds: [["M", -b.half - 22, -4], ["Q", 0, -30, b.half + 22, -4], ["Q", 0, 4, -b.half - 22, -4], ["Z"]] }],
        o === "dress" ? "dress" : "skirt",
      ),
    );
  // the shins, from the knees (under the chin) to the feet
  const kneeY = b.shoulder + 34;
  const w = b.legR + 5;
  for (const sx of [-1, 1]) {
    const x = sx * (b.legX + 3);
    const shin = rect(x - w, kneeY, w * 2, -12 - kneeY, w);
    d.push(...(longLegs ? tagged([shin], "trousers") : [shin]));
    d.push(ellipse(x + sx * 6, -7, 17, 9));
  }
  // the arms round the shins: upper arms at the sides, forearms across, hands meeting
  const r = b.half > 32 ? 10.5 : 9;
  const y = kneeY + 44;
  const sleeves = look.cardigan ? "long" : "short";
  let over: Drawing = [];
  if (look.action === "hide") {
    // hands over the eyes, elbows on the knees
    const k = b.headR / 42;
    const hl: Pt = [-15 * k, b.headY + 4];
    const hr: Pt = [15 * k, b.headY + 4];
    d.push(...arm(b, -1, hl, sleeves, [-b.legX - 10, kneeY + 4]), ...arm(b, 1, hr, sleeves, [b.legX + 10, kneeY + 4]));
    over = [circle(hl[0], hl[1], r + 5), circle(hr[0], hr[1], r + 5)];
  } else {
    d.push(...arm(b, -1, [-8, y], sleeves, [-b.half - 14, y - 8]), ...arm(b, 1, [8, y], sleeves, [b.half + 14, y - 8]));
    d.push(capsule(-b.half - 14, y - 8, -8, y, r), capsule(b.half + 14, y - 8, 8, y, r));
  }
  return {
    body: tagged(d, `action-${look.action}`),
    head: [...headParts(b, look), ...tagged(over, `action-${look.action}`)],
    shoulder: b.shoulder,
    hip: b.hip,
    half: b.half,
    headY: b.headY,
    headR: b.headR,
  };
}

function headParts(b: Body, look: PersonLook): Drawing {
  const d: Drawing = [];
  const child = look.age !== "adult" && look.age !== "elder";
  d.push(...tagged(sideHair(b, look.hair, child), "hair"));
  // ears, head, hair, face
  d.push(circle(-b.headR + 1, b.headY + 2, 9 * (b.headR / 42)), circle(b.headR - 1, b.headY + 2, 9 * (b.headR / 42)));
  d.push(circle(0, b.headY, b.headR));
  d.push(...tagged(frontHair(b, look.hair), "hair"));
  if (child && look.hair === "bun") d.push(...tagged(bunBow(b), "hair"));
  d.push(...face(b, look));
  return d;
}

/** A head alone (centre (0, cy), radius r) with the hair falling behind it: a child lying in bed. */
export function headAlone(look: PersonLook, cy: number, r: number): Drawing {
  const b: Body = { ...body(look.age), headY: cy, headR: r };
  return [...tagged(backHair(b, look.hair), "hair"), ...headParts(b, look)];
}

/** A baby sitting on the floor, with one curl and a soft onesie. */
export function baby(crying = false): Drawing {
  const d: Drawing = [];
  // legs forward
  d.push(capsule(-30, -22, 10, -14, 14), capsule(30, -22, -6, -12, 14));
  d.push(ellipse(16, -14, 12, 10), ellipse(-12, -12, 12, 10));
  // round onesie body
  d.push(ellipse(0, -56, 42, 46, W.bold));
  d.push(circle(0, -58, 4, W.detail), circle(0, -40, 4, W.detail));
  d.push(capsule(-36, -76, -52, -44, 10), capsule(36, -76, 52, -44, 10));
  d.push(circle(-53, -40, 10), circle(53, -40, 10));
  // head
  d.push(circle(-34, -128, 8), circle(34, -128, 8));
  d.push(circle(0, -130, 36));
  d.push({
    w: W.detail,
    cmds: [
      ["M", -2, -166],
      ["C", -12, -180, 8, -188, 10, -176],
      ["C", 11, -170, 4, -170, 4, -174],
    ],
  });
  d.push(arc(-12, -130, 5, 4, 200, 340, W.detail), arc(12, -130, 5, 4, 200, 340, W.detail));
  // crying: the mouth wide open and a tear on each cheek; else a little round mouth and round cheeks
  if (crying) d.push(ellipse(0, -110, 11, 9, W.detail), ...tear(-24, -120, 1.3), ...tear(24, -120, 1.3));
  else d.push(circle(0, -114, 6, W.detail), circle(-22, -120, 5, W.detail), circle(22, -120, 5, W.detail));
  return d;
}
