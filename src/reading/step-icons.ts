/**
 * Small line drawings for a strategy's steps (the "Right before" card, issue 29): one picture per
 * kind of step — a breath, a squeeze, a stomp, words, a look, a hug, a step, a happy thought, a count,
 * a stop — chosen by the first word of its kind in the step. Drawn with the line-art kit's shapes
 * (src/art/local/geometry), stroked only, so the same drawing goes on the web page (inline SVG) and
 * into the PDF (as vector strokes). Pure.
 */
import {
  capsule,
  circle,
  cloud,
  ellipse,
  flower,
  heart,
  line,
  poly,
  rect,
  smooth,
  star,
  toPathData,
  toSvg,
  W,
  type Drawing,
  type Stroke,
} from "../art/local/geometry";

export const ICON_SIZE = 120;

export type StepIconId = "breathe" | "candle" | "balloon" | "squeeze" | "stomp" | "say" | "look" | "hug" | "go" | "think" | "count" | "stop" | "star";

/** The words that choose each picture (whole words, any case). */
const KEYWORDS: Array<[StepIconId, RegExp]> = [
  ["candle", /\b(candle|blow|blows|blowing)\b/i],
  ["balloon", /\bballoon/i],
  ["breathe", /\b(breath|breaths|breathe|breathing|smell|sniff|flower|inhale)\b/i],
  ["stomp", /\b(stomp|stomps|stamp|feet)\b/i],
  ["stop", /\b(stop|freeze|statue|pause|still)\b/i],
  ["squeeze", /\b(squeeze|squeezes|fist|fists|hands?)\b/i],
  ["say", /\b(say|says|tell|words?|ask|talk|name it|please|hello)\b/i],
  ["look", /\b(notice|look|see|spot|catch|watch)\b/i],
  ["hug", /\b(hug|hugs|heart|love|miss|kind|sorry|help)\b/i],
  ["think", /\b(think|happy thing|remember|imagine|picture|dream)\b/i],
  ["count", /\b(count|timer|wait|minutes?|turns?|clock)\b/i],
  ["go", /\b(go|goes|step|steps|walk|climb|straight|next)\b/i],
];

/** The picture for a step: the kind whose word comes first in it (a star when none does). */
export function stepIconId(step: string): StepIconId {
  let best: { id: StepIconId; at: number } | null = null;
  for (const [id, re] of KEYWORDS) {
    const m = re.exec(step);
    if (m && (!best || m.index < best.at)) best = { id, at: m.index };
  }
  return best?.id ?? "star";
}

const wave = (x: number, y: number, len: number): Stroke =>
  smooth(
    [
      [x, y],
      [x + len * 0.25, y - 6],
      [x + len * 0.5, y],
      [x + len * 0.75, y + 6],
      [x + len, y],
    ],
    false,
    W.detail,
  );

function foot(x: number, y: number, s = 1): Drawing {
  return [
    ellipse(x, y, 11 * s, 19 * s, W.main),
    ...[
      [-9, -27, 4.5],
      [-2, -31, 4],
      [5, -30, 3.6],
      [11, -26, 3.2],
      [15, -20, 2.8],
    ].map(([dx, dy, r]) => circle(x + dx! * s, y + dy! * s, r! * s, W.detail)),
  ];
}

const DRAW: Record<StepIconId, () => Drawing> = {
  breathe: () => [...flower(38, 104, 52, 6, 10), wave(60, 44, 44), wave(60, 60, 38), wave(60, 76, 32)],
  candle: () => [
    rect(66, 58, 24, 48, 4, W.main),
    line(78, 58, 78, 50, W.detail),
    { w: W.main, cmds: [["M", 78, 26], ["C", 86, 36, 86, 46, 78, 48], ["C", 70, 46, 70, 36, 78, 26], ["Z"]] },
    wave(14, 40, 40),
    wave(18, 56, 34),
  ],
  balloon: () => [
    ellipse(60, 46, 28, 34, W.main),
    poly(
      [
        [55, 84],
        [65, 84],
        [60, 79],
      ],
      true,
      W.detail,
    ),
    smooth(
      [
        [60, 84],
        [54, 96],
        [64, 106],
        [58, 116],
      ],
      false,
      W.detail,
    ),
  ],
  squeeze: () => [
    rect(38, 56, 44, 46, 14, W.main),
    ...[44, 55, 66, 77].map((x, i) => capsule(x, 30 + (i === 0 || i === 3 ? 6 : 0), x, 50, 5.5, W.detail)),
    capsule(36, 74, 24, 56, 6, W.detail),
    smooth(
      [
        [22, 30],
        [16, 40],
        [18, 50],
      ],
      false,
      W.detail,
    ),
    smooth(
      [
        [98, 30],
        [104, 40],
        [102, 50],
      ],
      false,
      W.detail,
    ),
  ],
  stomp: () => [...foot(42, 84), ...foot(80, 58, 0.9), line(20, 108, 100, 108, W.detail)],
  say: () => [
    {
      w: W.main,
      cmds: [
        ["M", 22, 22],
        ["L", 98, 22],
        ["Q", 106, 22, 106, 30],
        ["L", 106, 74],
        ["Q", 106, 82, 98, 82],
        ["L", 50, 82],
        ["L", 32, 102],
        ["L", 36, 82],
        ["L", 22, 82],
        ["Q", 14, 82, 14, 74],
        ["L", 14, 30],
        ["Q", 14, 22, 22, 22],
        ["Z"],
      ],
    },
    circle(40, 52, 4, W.detail),
    circle(60, 52, 4, W.detail),
    circle(80, 52, 4, W.detail),
  ],
  look: () => [
    { w: W.main, cmds: [["M", 12, 60], ["Q", 60, 12, 108, 60], ["Q", 60, 108, 12, 60], ["Z"]] },
    circle(60, 60, 18, W.main),
    circle(60, 60, 7, W.detail),
  ],
  hug: () => [heart(60, 62, 70, W.main), heart(60, 62, 34, W.detail)],
  go: () => [
    ...foot(34, 88, 0.75),
    ...foot(58, 62, 0.75),
    line(76, 60, 106, 60, W.main),
    poly(
      [
        [96, 50],
        [106, 60],
        [96, 70],
      ],
      false,
      W.main,
    ),
  ],
  think: () => [cloud(66, 44, 76, W.main), circle(30, 92, 7, W.detail), circle(18, 106, 4, W.detail), star(66, 46, 14, 0.45, 5, W.detail)],
  count: () => [
    circle(60, 62, 42, W.main),
    line(60, 62, 60, 36, W.main),
    line(60, 62, 78, 72, W.main),
    ...[0, 1, 2, 3].map((i) => {
      const a = (i * Math.PI) / 2;
      return line(60 + Math.cos(a) * 34, 62 + Math.sin(a) * 34, 60 + Math.cos(a) * 40, 62 + Math.sin(a) * 40, W.detail);
    }),
    line(52, 14, 68, 14, W.main),
    line(60, 14, 60, 20, W.detail),
  ],
  stop: () => {
    const pts: Array<[number, number]> = [];
    for (let i = 0; i < 8; i++) {
      const a = Math.PI / 8 + (i * Math.PI) / 4;
      pts.push([60 + Math.cos(a) * 46, 60 + Math.sin(a) * 46]);
    }
    return [poly(pts, true, W.main), rect(34, 52, 52, 16, 4, W.detail)];
  },
  star: () => [star(60, 62, 44, 0.45, 5, W.main)],
};

/** The step's picture as path data (for inline SVG): one `d` and stroke width per stroke. */
export function stepIconPaths(id: StepIconId): Array<{ d: string; w: number }> {
  return DRAW[id]().map((s) => ({ d: toPathData(s.cmds), w: s.w }));
}

/** The step's picture as a path-only SVG document (the PDF's art reader takes these). */
export function stepIconSvg(id: StepIconId): string {
  return toSvg(DRAW[id](), ICON_SIZE, ICON_SIZE);
}
