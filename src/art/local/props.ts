/**
 * Props that show the story's strategy, one set per behavior (plus a generic set for custom
 * situations). Each prop is drawn with its base at (0, 0), about 60–120 units tall.
 */
import type { BehaviorId } from "../../content/catalog";
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
  poly,
  rect,
  smooth,
  star,
  W,
  type Drawing,
} from "./geometry";
import type { Lettering } from "./lettering";

export interface PropSet {
  /** A night sky: the moon and stars instead of the sun. */
  night?: boolean;
  /** Up to three props, each in local coordinates with its base at (0, 0). */
  items: Drawing[];
}

const face = (cx: number, cy: number, s = 1): Drawing => [
  circle(cx - 7 * s, cy - 3 * s, 3 * s + 0.5, W.detail),
  circle(cx + 7 * s, cy - 3 * s, 3 * s + 0.5, W.detail),
  arc(cx, cy + 3 * s, 7 * s, 5 * s, 20, 160, W.detail),
];

export function teddy(): Drawing {
  return [
    circle(-22, -108, 12), circle(22, -108, 12),
    ellipse(-22, -12, 16, 12), ellipse(22, -12, 16, 12),
    ellipse(0, -40, 30, 36, W.bold),
    ellipse(0, -36, 16, 20, W.detail),
    capsule(-26, -58, -40, -36, 9), capsule(26, -58, 40, -36, 9),
    circle(0, -92, 26, W.bold),
    ellipse(0, -84, 11, 8, W.detail),
    ellipse(0, -87, 4, 3, W.detail),
    circle(-10, -98, 3.5, W.detail), circle(10, -98, 3.5, W.detail),
  ];
}

export function bed(): Drawing {
  return [
    rect(-80, -120, 24, 120, 8),
    rect(60, -70, 20, 70, 6),
    rect(-60, -60, 130, 36, 8),
    rect(-56, -82, 44, 24, 12, W.detail),
    { w: W.main, cmds: [["M", -14, -66], ["Q", 30, -80, 72, -64], ["L", 72, -26], ["Q", 30, -16, -14, -26], ["Z"]] },
    star(28, -46, 10, 0.45, 5, W.detail),
  ];
}

function ball(r = 30): Drawing {
  return [circle(0, -r, r), arc(0, -r, r, r * 0.4, 0, 360, W.detail), arc(0, -r, r * 0.4, r, 270, 450, W.detail)];
}

function blocks(): Drawing {
  return [
    rect(-62, -44, 44, 44, 4), rect(-14, -44, 44, 44, 4), rect(-38, -88, 44, 44, 4),
    star(-40, -22, 12, 0.45, 5, W.detail), heart(8, -22, 18, W.detail), circle(-16, -66, 10, W.detail),
  ];
}

function tablet(): Drawing {
  // set aside, asleep, on a little stand
  return [
    poly([[-44, 0], [-30, -18], [30, -18], [44, 0]], true),
    rect(-40, -104, 80, 88, 10),
    rect(-32, -96, 64, 66, 4, W.detail),
    arc(-12, -66, 6, 5, 20, 160, W.detail), arc(12, -66, 6, 5, 20, 160, W.detail),
    circle(0, -24, 3.5, W.detail),
  ];
}

function kitchenTimer(): Drawing {
  return [
    rect(-8, -98, 16, 12, 4),
    circle(0, -48, 40, W.bold),
    circle(0, -48, 28, W.detail),
    line(0, -48, 14, -66, W.detail),
    ...[0, 1, 2, 3].map((i) => {
      const a = (i * Math.PI) / 2;
      return line(Math.cos(a) * 28, -48 + Math.sin(a) * 28, Math.cos(a) * 22, -48 + Math.sin(a) * 22, W.detail);
    }),
    poly([[-30, -12], [-36, 0], [36, 0], [30, -12]], false, W.detail),
  ];
}

function candle(): Drawing {
  return [
    ellipse(0, -4, 34, 8),
    rect(-14, -86, 28, 80, 4),
    line(0, -86, 0, -96, W.detail),
    { w: W.main, cmds: [["M", 0, -128], ["C", 12, -112, 12, -98, 0, -96], ["C", -12, -98, -12, -112, 0, -128], ["Z"]] },
  ];
}

function flowerPot(h = 110): Drawing {
  return [...flower(0, -44, h - 44, 7, 15), poly([[-30, -46], [30, -46], [22, 0], [-22, 0]], true), rect(-36, -56, 72, 14, 4)];
}

function potty(): Drawing {
  return [
    rect(-44, -110, 30, 70, 12),
    { w: W.main, cmds: [["M", -50, -50], ["L", 50, -50], ["C", 48, -20, 30, -8, 0, -8], ["C", -30, -8, -48, -20, -50, -50], ["Z"]] },
    ellipse(0, -52, 50, 10, W.detail),
    rect(-24, -8, 48, 8, 3),
    star(-29, -82, 9, 0.45, 5, W.detail),
  ];
}

function stepStool(): Drawing {
  return [
    poly([[-44, 0], [-40, -40], [40, -40], [44, 0]], false),
    rect(-50, -52, 100, 14, 5),
    rect(-30, -26, 60, 10, 4, W.detail),
    line(-40, -40, -34, -26, W.detail), line(40, -40, 34, -26, W.detail),
    ellipse(-14, -60, 12, 6, W.detail), ellipse(14, -60, 12, 6, W.detail),
  ];
}

function hourglass(): Drawing {
  return [
    rect(-40, -112, 80, 12, 5),
    rect(-40, -12, 80, 12, 5),
    { w: W.main, cmds: [["M", -30, -100], ["C", -30, -70, -6, -66, -6, -56], ["C", -6, -46, -30, -42, -30, -12], ["L", 30, -12], ["C", 30, -42, 6, -46, 6, -56], ["C", 6, -66, 30, -70, 30, -100], ["Z"]] },
    poly([[-20, -12], [0, -32], [20, -12]], false, W.detail),
    line(0, -56, 0, -34, W.detail),
  ];
}

function seedling(): Drawing {
  return [
    line(0, -46, 0, -92, W.main),
    leaf(0, -80, 34, -30), leaf(0, -70, 30, -150),
    poly([[-30, -46], [30, -46], [22, 0], [-22, 0]], true),
    rect(-36, -56, 72, 14, 4),
  ];
}

function speechBubble(w: number, h: number, inner: Drawing = []): Drawing {
  return [
    { w: W.main, cmds: [["M", -w / 2 + 14, -h - 20], ["L", w / 2 - 14, -h - 20], ["Q", w / 2, -h - 20, w / 2, -h - 6], ["L", w / 2, -34], ["Q", w / 2, -20, w / 2 - 14, -20], ["L", -10, -20], ["L", -24, 0], ["L", -26, -20], ["L", -w / 2 + 14, -20], ["Q", -w / 2, -20, -w / 2, -34], ["L", -w / 2, -h - 6], ["Q", -w / 2, -h - 20, -w / 2 + 14, -h - 20], ["Z"]] },
    ...inner,
  ];
}

function bell(): Drawing {
  return [
    ellipse(0, -6, 40, 8),
    { w: W.main, cmds: [["M", -34, -16], ["C", -30, -40, -26, -80, 0, -82], ["C", 26, -80, 30, -40, 34, -16], ["Z"]] },
    circle(0, -92, 9),
    circle(0, -12, 7, W.detail),
  ];
}

function vase(): Drawing {
  return [
    { w: W.main, cmds: [["M", -18, -110], ["L", 18, -110], ["C", 14, -90, 44, -70, 40, -36], ["C", 38, -10, 20, 0, 0, 0], ["C", -20, 0, -38, -10, -40, -36], ["C", -44, -70, -14, -90, -18, -110], ["Z"]] },
    poly([[10, -92], [0, -74], [12, -62], [2, -46]], false, W.detail),
    heart(-6, -28, 24, W.detail),
  ];
}

function teapot(): Drawing {
  return [
    { w: W.main, cmds: [["M", 40, -50], ["C", 60, -56, 64, -76, 80, -82], ["L", 78, -70], ["C", 66, -60, 62, -34, 40, -26], ["Z"]] },
    arc(-44, -48, 18, 22, 90, 270, W.main),
    ellipse(0, -44, 46, 40, W.bold),
    dome(0, -82, 26, 12),
    circle(0, -98, 6),
    heart(0, -44, 24, W.detail),
  ];
}

function teacup(): Drawing {
  return [
    ellipse(0, -6, 46, 8),
    arc(34, -34, 14, 14, -90, 90, W.main),
    { w: W.main, cmds: [["M", -34, -58], ["L", 34, -58], ["C", 34, -30, 20, -14, 0, -14], ["C", -20, -14, -34, -30, -34, -58], ["Z"]] },
    smooth([[-10, -70], [-4, -86], [-12, -100]], false, W.detail),
    smooth([[8, -70], [14, -86], [6, -100]], false, W.detail),
  ];
}

function toyBox(): Drawing {
  return [
    circle(-26, -92, 22),
    rect(4, -118, 40, 40, 4),
    star(24, -98, 11, 0.45, 5, W.detail),
    rect(-60, -76, 120, 76, 6),
    rect(-66, -86, 132, 16, 6),
    heart(0, -36, 30, W.detail),
  ];
}

function checklist(): Drawing {
  const d: Drawing = [rect(-40, -120, 80, 120, 8), rect(-16, -128, 32, 16, 5)];
  for (let i = 0; i < 3; i++) {
    const y = -96 + i * 32;
    d.push(rect(-28, y - 10, 20, 20, 3, W.detail), line(-2, y, 28, y, W.detail));
    if (i < 2) d.push(poly([[-24, y], [-18, y + 6], [-8, y - 10]], false, W.detail));
  }
  return d;
}

function flashlight(): Drawing {
  return [
    capsule(-50, -20, 0, -20, 14),
    poly([[0, -36], [24, -46], [24, 6], [0, -4]], true),
    line(34, -48, 70, -62, W.detail), line(36, -20, 78, -20, W.detail), line(34, 8, 70, 22, W.detail),
    circle(-26, -20, 5, W.detail),
  ];
}

function nightLight(): Drawing {
  return [rect(-24, -22, 48, 22, 6), star(0, -62, 40, 0.5, 5, W.bold), ...face(0, -58, 0.9)];
}

function backpack(): Drawing {
  return [
    arc(0, -100, 22, 20, 180, 360, W.main),
    rect(-46, -104, 92, 104, 24, W.bold),
    rect(-30, -52, 60, 40, 10, W.detail),
    line(-30, -40, 30, -40, W.detail),
    heart(0, -78, 20, W.detail),
  ];
}

function loveNote(): Drawing {
  return [
    rect(-50, -70, 100, 66, 6),
    poly([[-50, -70], [0, -32], [50, -70]], false, W.detail),
    heart(0, -30, 26, W.detail),
  ];
}

function rattle(): Drawing {
  return [capsule(0, -8, 0, -60, 7), circle(0, -84, 26, W.bold), star(0, -84, 13, 0.45, 5, W.detail), circle(0, -4, 9)];
}

function stroller(): Drawing {
  return [
    line(48, -70, 70, -118, W.main), line(62, -118, 80, -118, W.main),
    { w: W.main, cmds: [["M", -60, -70], ["L", 50, -70], ["C", 50, -36, 20, -22, -5, -22], ["C", -40, -22, -60, -40, -60, -70], ["Z"]] },
    { w: W.main, cmds: [["M", -60, -70], ["C", -60, -110, -20, -124, 4, -120], ["L", -8, -70], ["Z"]] },
    circle(-36, -14, 14), circle(30, -14, 14),
    circle(-36, -14, 4, W.detail), circle(30, -14, 4, W.detail),
  ];
}

function schedule(): Drawing {
  const d: Drawing = [rect(-56, -140, 112, 140, 8)];
  const icons: Drawing[] = [
    [circle(-28, -110, 10, W.detail), line(-28, -125, -28, -122, W.detail)],
    [ellipse(-28, -70, 14, 6, W.detail), dome(-28, -70, 14, 10, W.detail)],
    [star(-28, -30, 11, 0.45, 5, W.detail)],
  ];
  for (let i = 0; i < 3; i++) {
    const y = -130 + i * 40;
    d.push(rect(-46, y, 36, 32, 4, W.detail), ...icons[i], line(-2, y + 16, 42, y + 16, W.detail));
  }
  d.push(poly([[30, -120], [38, -112], [50, -128]], false, W.detail));
  return d;
}

function alarmClock(): Drawing {
  return [
    line(-28, -4, -22, -16, W.main), line(28, -4, 22, -16, W.main),
    dome(-28, -78, 18, 14), dome(28, -78, 18, 14),
    circle(0, -52, 40, W.bold),
    circle(0, -52, 28, W.detail),
    line(0, -52, 0, -72, W.detail), line(0, -52, 14, -52, W.detail),
  ];
}

function squishyBall(): Drawing {
  return [smooth([[-40, -30], [-34, -66], [0, -80], [36, -64], [42, -28], [20, -2], [-20, -2]], true, W.bold), ...face(0, -40, 1.3)];
}

function paintbrush(): Drawing {
  return [
    rect(-40, -50, 80, 50, 10),
    ellipse(0, -50, 40, 10, W.detail),
    capsule(10, -70, 44, -140, 6),
    { w: W.main, cmds: [["M", 4, -78], ["Q", 0, -56, 8, -46], ["Q", 16, -56, 18, -72], ["Z"]] },
  ];
}

function pillow(): Drawing {
  return [
    { w: W.main, cmds: [["M", -60, -80], ["Q", 0, -70, 60, -80], ["Q", 50, -40, 60, 0], ["Q", 0, -10, -60, 0], ["Q", -50, -40, -60, -80], ["Z"]] },
    heart(0, -40, 34, W.detail),
    line(-60, -80, -70, -88, W.detail), line(60, -80, 70, -88, W.detail), line(-60, 0, -70, 8, W.detail), line(60, 0, 70, 8, W.detail),
  ];
}

function choiceCards(): Drawing {
  return [
    rect(-70, -100, 62, 86, 8), star(-39, -68, 18, 0.45, 5, W.detail), line(-56, -32, -22, -32, W.detail),
    rect(8, -100, 62, 86, 8), heart(39, -66, 28, W.detail), line(22, -32, 56, -32, W.detail),
    line(-80, -4, 80, -4, W.main),
  ];
}

function stickerChart(): Drawing {
  const d: Drawing = [rect(-56, -116, 112, 116, 8)];
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 3; c++) {
      const x = -36 + c * 36;
      const y = -92 + r * 34;
      d.push(r * 3 + c < 5 ? star(x, y, 12, 0.45, 5, W.detail) : circle(x, y, 10, W.detail));
    }
  return d;
}

function balloon(): Drawing {
  return [smooth([[0, 0], [6, -30], [-4, -60], [0, -78]], false, W.detail), poly([[-6, -74], [6, -74], [0, -82]], true, W.detail), heart(0, -118, 80, W.bold)];
}

function gift(): Drawing {
  return [
    rect(-44, -66, 88, 66, 6), rect(-50, -84, 100, 20, 6),
    line(0, -84, 0, 0, W.detail),
    { w: W.main, cmds: [["M", 0, -84], ["C", -30, -110, -40, -84, 0, -84], ["Z"]] },
    { w: W.main, cmds: [["M", 0, -84], ["C", 30, -110, 40, -84, 0, -84], ["Z"]] },
  ];
}

function drum(): Drawing {
  return [
    ellipse(0, -70, 44, 12),
    { w: W.main, cmds: [["M", -44, -70], ["L", -44, -14], ["C", -44, 2, 44, 2, 44, -14], ["L", 44, -70], ["C", 44, -56, -44, -56, -44, -70], ["Z"]] },
    poly([[-44, -56], [-22, -14], [0, -56], [22, -14], [44, -56]], false, W.detail),
    capsule(20, -96, 56, -126, 4, W.detail),
  ];
}

/** The behavior's props. `lettering` draws outline words (e.g. "Hi!" for shyness). */
export function behaviorProps(behavior: string, lettering: Lettering): PropSet {
  const id = behavior as BehaviorId;
  const word = (text: string, width: number) => lettering.outline(text, { x: -width / 2 + 14, y: -80, width: width - 28, height: 42 });
  switch (id) {
    case "aggression":
      return { items: [pillow(), drum(), ball()] };
    case "bedtime":
      return { night: true, items: [bed(), teddy()] };
    case "defiance":
      return { items: [choiceCards(), stickerChart()] };
    case "disobedience":
      return { items: [toyBox(), checklist(), ball(24)] };
    case "fear":
      return { night: true, items: [flashlight(), nightLight(), teddy()] };
    case "interrupting":
      return { items: [speechBubble(110, 70, [circle(-26, -56, 7, W.detail), circle(0, -56, 7, W.detail), circle(26, -56, 7, W.detail)]), bell()] };
    case "lying":
      return { items: [vase(), speechBubble(100, 70, [heart(0, -56, 36, W.detail)])] };
    case "manners":
      return { items: [teapot(), teacup(), gift()] };
    case "messiness":
      return { items: [toyBox(), blocks()] };
    case "nail-biting":
      return { items: [squishyBall(), paintbrush()] };
    case "patience":
      return { items: [hourglass(), seedling()] };
    case "screen-time":
      return { items: [tablet(), kitchenTimer(), ball(26)] };
    case "separation":
      return { items: [backpack(), loveNote()] };
    case "not-sharing":
      return { items: [blocks(), ball()] };
    case "shyness":
      return { items: [speechBubble(120, 70, word("Hi!", 120)), flowerPot()] };
    case "siblings":
      return { items: [stroller(), rattle(), teddy()] };
    case "tantrums":
      return { items: [flowerPot(), candle()] };
    case "toileting":
      return { items: [potty(), stepStool()] };
    case "transitions":
      return { items: [schedule(), alarmClock()] };
    case "whining":
      return { items: [speechBubble(110, 70, [heart(0, -56, 34, W.detail)]), bell()] };
    default:
      return { items: [gift(), balloon(), ball()] };
  }
}
