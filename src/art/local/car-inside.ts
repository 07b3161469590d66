/**
 * Inside the car (issue 24): a ride is drawn as the family car side on, cut away, with the ones in it
 * seen through its windows — the child in a car seat in the back (high shell, straps done up), the
 * grown-up at the wheel in front, a friend or a baby beside the child. The doors hide everyone from the
 * waist down, so the feeling on each face and what the arms do read at a glance. Outside the windows:
 * the sky (the moon at night, rain when it rains) and the roadside going by.
 *
 * Words of getting out, of the car park or of walking to the car keep the car seen from outside
 * (places.ts): only a scene whose words put the child in the car is drawn inside it.
 */
import { bounds, circle, clipToRect, cloud, ellipse, line, place, rect, tagged, W, type Drawing } from "./geometry";
import { person, type PersonLook } from "./people";
import { rainLines, span } from "./places";
import * as S from "./scenery";

/** Words that put the child in the car: strapped into the car seat, on the road, driving, pulled over (after words of getting out: back in). */
const IN_CAR =
  /\b(?:in(?:to)? the car(?! park| ?lot)|car ?seat|back ?seat|front seat|booster|strapped (?:in|into)|straps?|buckl(?:e|ed|es|ing)(?! (?:up )?(?:his|her|their) shoes)|seat ?belts?|drove|driving|drive|the road|pulled over|engine|on the way|long ride|car ride|road trip|motorway|highway|traffic|i spy|are we nearly there|window)\b/i;
/** Words that have them out of it or not yet in it: they are seen from outside. */
const OUT_OF_CAR =
  /\b(?:got out of the car|out of the car|climbed out|hopped out|jumped out|car park|parking (?:lot|space)|walked (?:back )?to the car|ran to the car|beside the car|next to the car|by the car|unlocked the car|arrived|at grandma's|at grandpa's)\b/i;

/** Whether a car scene's words have the child inside the car: unless they are out of it, or not yet in (then it is drawn from outside). */
export function insideCar(plainText: string): boolean {
  const out = OUT_OF_CAR.exec(plainText);
  const inside = IN_CAR.exec(plainText);
  return !out || (!!inside && inside.index > out.index);
}

/** Someone in the car: their look (as the words have them), their name and their role. */
export interface Rider {
  name: string;
  role: "child" | "helper" | "grown-up" | "other";
  /** A person's look; none for an animal friend or a baby (their own drawing). */
  look?: PersonLook;
  drawing: Drawing;
  grown: boolean;
}

export interface CarInside {
  back: Drawing;
  /** The things the words name, where they went ("seat": on the back seat, "lap": on the child's lap). */
  things: Array<{ word: string; where: "seat" | "lap" }>;
  /** Each rider placed, in the order given, with the box it takes. */
  riders: Array<{
    rider: Rider;
    placed: Drawing;
    x: number;
    y: number;
    scale: number;
    box: { minX: number; minY: number; maxX: number; maxY: number };
    look?: PersonLook;
  }>;
  front: Drawing;
}

const BELT = 556;
const ROOF = 226;
const BOTTOM = 746;
const CAR_X0 = 34;
const CAR_X1 = 561;
/** The back window (the child's) and the front window (the driver's). */
const BACK_WIN = { x: 66, y: ROOF + 40, width: 280, height: BELT - ROOF - 40 };
const FRONT_WIN = { x: 362, y: ROOF + 40, width: 166, height: BELT - ROOF - 40 };

/** Arms-only actions read in a car seat (the legs are hidden by the door; nobody runs or flops sitting strapped in). */
const SEATED_ACTIONS = new Set(["reach", "throw", "push", "hand-up", "point", "phone", "hold", "fold", "cover", "ears", "bite"]);

function seated(look: PersonLook): PersonLook {
  return {
    ...look,
    pose: "sit",
    seat: "stool",
    wave: false,
    moving: false,
    action: look.action && SEATED_ACTIONS.has(look.action) ? look.action : undefined,
  };
}

/** What is seen through a window: the sky, a far hill line and a roadside tree, clipped to the glass. */
function outside(win: { x: number; y: number; width: number; height: number }, o: { night: boolean; rain: boolean; treeAt: number }): Drawing {
  const d: Drawing = [];
  const hill = win.y + win.height * 0.72;
  d.push(line(win.x, hill, win.x + win.width, hill - 12, W.detail));
  d.push(...S.roundTree(win.x + win.width * o.treeAt, hill + 4, win.height * 0.5));
  if (o.rain) d.push(...rainLines(win.x + 10, win.x + win.width - 6, win.y + 8, hill - 10));
  else if (o.night) d.push(...S.moon(win.x + win.width * 0.5, win.y + 50, false));
  else d.push(cloud(win.x + win.width * 0.55, win.y + 40, Math.min(110, win.width * 0.45)));
  return clipToRect(tagged(d, "accent:window"), { x: win.x + 4, y: win.y + 4, width: win.width - 8, height: win.height - 8 });
}

/** The car's body side on (front to the right): roof, pillars, the two windows, bonnet, boot, wheels, lights. */
function carBody(): Drawing {
  const d: Drawing = [];
  // roof and pillars: the window frames
  d.push({
    w: W.bold,
    cmds: [
      ["M", CAR_X0 + 20, BELT],
      ["L", 58, ROOF + 50],
      ["Q", 66, ROOF, 130, ROOF],
      ["L", 430, ROOF],
      ["Q", 470, ROOF, 500, ROOF + 40],
      ["L", 560, BELT - 40],
    ],
  });
  // (the glass: what is outside shows through it)
  d.push({ ...rect(BACK_WIN.x, BACK_WIN.y, BACK_WIN.width, BACK_WIN.height, 22, W.main), opaque: false });
  d.push({ ...rect(FRONT_WIN.x, FRONT_WIN.y, FRONT_WIN.width, FRONT_WIN.height, 22, W.main), opaque: false });
  return d;
}

/** The doors below the windows (opaque: they hide everyone from the waist down), the wheels, lights and handles. */
function carDoors(): Drawing {
  const wheelY = BOTTOM - 6;
  return [
    {
      w: W.bold,
      cmds: [
        ["M", CAR_X0, BELT + 10],
        ["Q", CAR_X0, BELT - 6, CAR_X0 + 20, BELT - 6],
        ["L", CAR_X1 - 20, BELT - 30],
        ["Q", CAR_X1, BELT - 30, CAR_X1, BELT - 10],
        ["L", CAR_X1, BOTTOM - 30],
        ["Q", CAR_X1, BOTTOM - 14, CAR_X1 - 16, BOTTOM - 14],
        ["L", CAR_X0 + 16, BOTTOM - 14],
        ["Q", CAR_X0, BOTTOM - 14, CAR_X0, BOTTOM - 30],
        ["Z"],
      ],
    },
    line(354, BELT - 14, 354, BOTTOM - 40, W.main),
    rect(250, BELT + 36, 44, 14, 7, W.detail),
    rect(470, BELT + 30, 44, 14, 7, W.detail),
    rect(CAR_X1 - 30, BELT + 20, 22, 30, 8, W.detail),
    rect(CAR_X0 + 8, BELT + 26, 18, 30, 8, W.detail),
    circle(140, wheelY, 54, W.bold),
    circle(140, wheelY, 22, W.detail),
    circle(460, wheelY, 54, W.bold),
    circle(460, wheelY, 22, W.detail),
  ];
}

/**
 * The scene inside the car. Riders come in order of importance (the child first); the child sits in
 * the back in a car seat, the first grown-up at the wheel, one more beside the child. Others stay out.
 */
export function carInside(
  riders: Rider[],
  o: { night: boolean; rain: boolean; flip: boolean },
  things: Array<{ word: string; draw: () => Drawing }> = [],
): CarInside {
  const back: Drawing = [
    // the road under the wheels, and the sky over the roof
    ...span([line(0, BOTTOM + 44, 600, BOTTOM + 44, W.main)]),
    line(60, BOTTOM + 60, 130, BOTTOM + 60, W.detail),
    line(250, BOTTOM + 60, 340, BOTTOM + 60, W.detail),
    line(460, BOTTOM + 60, 540, BOTTOM + 60, W.detail),
    ...(o.rain
      ? [cloud(170, ROOF - 40, 130), cloud(420, ROOF - 56, 110)]
      : o.night
        ? S.moon(440, ROOF - 50, true)
        : [...S.sun(450, ROOF - 60), cloud(190, ROOF - 44, 120)]),
    ...outside(BACK_WIN, { ...o, treeAt: o.flip ? 0.25 : 0.75 }),
    ...outside(FRONT_WIN, { ...o, treeAt: 0.3 }),
    ...carBody(),
  ];
  const child = riders.find((r) => r.role === "child");
  const driver = riders.find((r) => r.grown && r !== child);
  const beside = riders.find((r) => r !== child && r !== driver && !(r.grown && driver));
  const placed: CarInside["riders"] = [];
  const front: Drawing = [];
  const put = (r: Rider, x: number, scale: number, behind?: (b: { minX: number; minY: number; maxX: number; maxY: number }) => Drawing) => {
    const look = r.look ? seated(r.look) : undefined;
    const d = look ? person(look) : r.drawing;
    const b = bounds(d);
    const h = b.maxY - b.minY;
    // a person shows head and chest above the door; an animal or a baby sits up on the seat
    const above = r.look ? 0.66 : 0.8;
    // (never past the car's back: a wide friend beside the child is moved in)
    const t = { x: Math.max(x, CAR_X0 + 30 - b.minX * scale), y: BELT - h * scale * above - b.minY * scale, s: scale };
    const body = place(d, t);
    const box = bounds(body);
    placed.push({ rider: r, placed: [...(behind ? behind(box) : []), ...body], x, y: t.y, scale, box, look });
    return box;
  };
  if (child) {
    const cx = 236;
    // the car seat: a high padded shell behind the child, wings at the head; the straps done up over the shoulders
    const box = put(child, cx, 0.95, (b) =>
      tagged(
        [
          rect(b.minX - 26, b.minY - 22, b.maxX - b.minX + 52, BELT + 20 - (b.minY - 22), 40, W.main),
          rect(b.minX - 40, b.minY + 10, 22, 110, 11, W.detail),
          rect(b.maxX + 18, b.minY + 10, 22, 110, 11, W.detail),
        ],
        "prop:car seat",
      ),
    );
    const shoulder = box.minY + (BELT - box.minY) * 0.5;
    const half = (box.maxX - box.minX) * 0.16;
    front.push(
      ...tagged(
        [
          line(cx - half, shoulder, cx - 6, BELT - 14, W.main),
          line(cx + half, shoulder, cx + 6, BELT - 14, W.main),
          rect(cx - 12, BELT - 24, 24, 18, 5, W.main),
        ],
        "prop:car seat",
      ),
    );
  }
  if (driver) {
    const dx = 440;
    // the seat's headrest behind, the steering wheel in front
    const box = put(driver, dx, 0.92, (b) =>
      tagged([rect(b.minX - 18, b.minY + 20, b.maxX - b.minX + 36, BELT + 20 - (b.minY + 20), 30, W.main)], "prop:car seat"),
    );
    const wx = Math.min(FRONT_WIN.x + FRONT_WIN.width - 14, box.maxX + 8);
    front.push(...tagged([ellipse(wx, BELT - 44, 14, 48, W.bold), line(wx, BELT - 44, wx + 24, BELT - 4, W.main)], "prop:steering wheel"));
  }
  if (beside) put(beside, 104, beside.look ? 0.7 : 0.62);
  // the things the words name: on the seat by the door (when nobody sits there), else on the child's lap
  const where: CarInside["things"] = [];
  const childBox = placed.find((p) => p.rider === child)?.box;
  const spots: Array<{ x: number; y: number; h: number; where: "seat" | "lap" }> = [
    ...(beside ? [] : [{ x: CAR_X0 + 66, y: BELT + 2, h: 64, where: "seat" as const }]),
    ...(childBox ? [{ x: (childBox.minX + childBox.maxX) / 2 + 34, y: BELT + 2, h: 46, where: "lap" as const }] : []),
  ];
  for (const [i, t] of things.slice(0, spots.length).entries()) {
    const spot = spots[i]!;
    const d = t.draw();
    const b = bounds(d);
    const k = spot.h / Math.max(1, b.maxY - b.minY);
    front.unshift(...tagged(place(d, { x: spot.x - ((b.minX + b.maxX) / 2) * k, y: spot.y - b.maxY * k, s: k }), `prop:${t.word}`));
    where.push({ word: t.word, where: spot.where });
  }
  front.push(...carDoors());
  return { back, things: where, riders: placed, front };
}
