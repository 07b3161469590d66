/**
 * A tiny vector kit for line art: shapes are lists of path commands with a stroke width, composed in
 * local coordinates and placed with `place`. Everything is stroked, nothing is filled, so overlapping
 * is handled by `hideOccluded` (a closed shape hides the lines of shapes drawn before it).
 */

export type Cmd =
  | ["M", number, number]
  | ["L", number, number]
  | ["Q", number, number, number, number]
  | ["C", number, number, number, number, number, number]
  | ["Z"];

export interface Stroke {
  cmds: Cmd[];
  /** Stroke width in page units (never scaled by `place`, so small parts stay easy to color). */
  w: number;
  /** A closed shape that hides what lies behind it. Defaults to true for closed shapes. */
  opaque?: boolean;
  /** What the stroke belongs to ("figure:Theo:dress", "prop:potty"); never written to the SVG. */
  tag?: string;
  /** A figure and its pose ("Mia|asleep"): runs of strokes with one go in <g data-figure data-pose>. */
  group?: string;
}

export type Drawing = Stroke[];

/** Stroke widths at A4 scale: a small hand colors inside these. */
export const W = { bold: 5, main: 4, detail: 3.2 } as const;

const K = 0.5522847498; // cubic Bézier circle constant

export function ellipse(cx: number, cy: number, rx: number, ry: number, w: number = W.main): Stroke {
  const kx = rx * K;
  const ky = ry * K;
  return {
    w,
    cmds: [
      ["M", cx + rx, cy],
      ["C", cx + rx, cy + ky, cx + kx, cy + ry, cx, cy + ry],
      ["C", cx - kx, cy + ry, cx - rx, cy + ky, cx - rx, cy],
      ["C", cx - rx, cy - ky, cx - kx, cy - ry, cx, cy - ry],
      ["C", cx + kx, cy - ry, cx + rx, cy - ky, cx + rx, cy],
      ["Z"],
    ],
  };
}

export function circle(cx: number, cy: number, r: number, w: number = W.main): Stroke {
  return ellipse(cx, cy, r, r, w);
}

export function rect(x: number, y: number, width: number, height: number, r = 0, w: number = W.main): Stroke {
  r = Math.min(r, width / 2, height / 2);
  if (r <= 0) {
    return { w, cmds: [["M", x, y], ["L", x + width, y], ["L", x + width, y + height], ["L", x, y + height], ["Z"]] };
  }
  const k = r * (1 - K);
  const x2 = x + width;
  const y2 = y + height;
  return {
    w,
    cmds: [
      ["M", x + r, y],
      ["L", x2 - r, y],
      ["C", x2 - k, y, x2, y + k, x2, y + r],
      ["L", x2, y2 - r],
      ["C", x2, y2 - k, x2 - k, y2, x2 - r, y2],
      ["L", x + r, y2],
      ["C", x + k, y2, x, y2 - k, x, y2 - r],
      ["L", x, y + r],
      ["C", x, y + k, x + k, y, x + r, y],
      ["Z"],
    ],
  };
}

export function line(x1: number, y1: number, x2: number, y2: number, w: number = W.detail): Stroke {
  return {
    w,
    cmds: [
      ["M", x1, y1],
      ["L", x2, y2],
    ],
  };
}

export type Pt = [number, number];

export function poly(points: Pt[], closed: boolean, w: number = W.main): Stroke {
  const cmds: Cmd[] = points.map(([x, y], i) => [i === 0 ? "M" : "L", x, y] as Cmd);
  if (closed) cmds.push(["Z"]);
  return { w, cmds };
}

/** A smooth curve through the points (Catmull–Rom turned into cubic Béziers). */
export function smooth(points: Pt[], closed: boolean, w: number = W.main, tension = 1): Stroke {
  const n = points.length;
  const at = (i: number): Pt => (closed ? points[(i + n) % n] : points[Math.max(0, Math.min(n - 1, i))]);
  const cmds: Cmd[] = [["M", points[0][0], points[0][1]]];
  const segs = closed ? n : n - 1;
  for (let i = 0; i < segs; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const t = tension / 6;
    cmds.push(["C", p1[0] + (p2[0] - p0[0]) * t, p1[1] + (p2[1] - p0[1]) * t, p2[0] - (p3[0] - p1[0]) * t, p2[1] - (p3[1] - p1[1]) * t, p2[0], p2[1]]);
  }
  if (closed) cmds.push(["Z"]);
  return { w, cmds };
}

/** An open arc; angles in degrees, 0 = right, 90 = down (SVG y axis). */
export function arc(cx: number, cy: number, rx: number, ry: number, a0: number, a1: number, w: number = W.detail): Stroke {
  const steps = Math.max(1, Math.ceil(Math.abs(a1 - a0) / 90));
  const da = ((a1 - a0) / steps) * (Math.PI / 180);
  const cmds: Cmd[] = [];
  let a = a0 * (Math.PI / 180);
  cmds.push(["M", cx + rx * Math.cos(a), cy + ry * Math.sin(a)]);
  const k = (4 / 3) * Math.tan(da / 4);
  for (let i = 0; i < steps; i++) {
    const b = a + da;
    const [c0, s0, c1, s1] = [Math.cos(a), Math.sin(a), Math.cos(b), Math.sin(b)];
    cmds.push(["C", cx + rx * (c0 - k * s0), cy + ry * (s0 + k * c0), cx + rx * (c1 + k * s1), cy + ry * (s1 - k * c1), cx + rx * c1, cy + ry * s1]);
    a = b;
  }
  return { w, cmds };
}

/** A closed pie/half shape: arc plus the chord back (e.g. a dome with a flat bottom). */
export function dome(cx: number, cy: number, rx: number, ry: number, w: number = W.main): Stroke {
  const s = arc(cx, cy, rx, ry, 180, 360, w);
  s.cmds.push(["Z"]);
  return s;
}

/** A rounded tube between two points (arms, legs, candles). */
export function capsule(x1: number, y1: number, x2: number, y2: number, r: number, w: number = W.main): Stroke {
  const ang = Math.atan2(y2 - y1, x2 - x1);
  const deg = (ang * 180) / Math.PI;
  const nx = -Math.sin(ang) * r;
  const ny = Math.cos(ang) * r;
  const a = arc(x2, y2, r, r, deg - 90, deg + 90, w);
  const b = arc(x1, y1, r, r, deg + 90, deg + 270, w);
  const cmds: Cmd[] = [
    ["M", x1 - nx, y1 - ny],
    ["L", x2 - nx, y2 - ny],
  ];
  cmds.push(...(a.cmds.slice(1) as Cmd[]));
  cmds.push(["L", x1 + nx, y1 + ny]);
  cmds.push(...(b.cmds.slice(1) as Cmd[]));
  cmds.push(["Z"]);
  return { w, cmds };
}

export function star(cx: number, cy: number, r: number, inner = 0.45, points = 5, w: number = W.main): Stroke {
  const pts: Pt[] = [];
  for (let i = 0; i < points * 2; i++) {
    const rr = i % 2 === 0 ? r : r * inner;
    const a = -Math.PI / 2 + (i * Math.PI) / points;
    pts.push([cx + rr * Math.cos(a), cy + rr * Math.sin(a)]);
  }
  return poly(pts, true, w);
}

/** A heart of about size×size, centered on (cx, cy). */
export function heart(cx: number, cy: number, size: number, w: number = W.main): Stroke {
  const s = size / 2;
  return {
    w,
    cmds: [
      ["M", cx, cy + s],
      ["C", cx - s * 0.2, cy + s * 0.6, cx - s * 1.05, cy + s * 0.25, cx - s, cy - s * 0.3],
      ["C", cx - s * 0.95, cy - s * 0.95, cx - s * 0.15, cy - s * 1.0, cx, cy - s * 0.45],
      ["C", cx + s * 0.15, cy - s * 1.0, cx + s * 0.95, cy - s * 0.95, cx + s, cy - s * 0.3],
      ["C", cx + s * 1.05, cy + s * 0.25, cx + s * 0.2, cy + s * 0.6, cx, cy + s],
      ["Z"],
    ],
  };
}

/** A puffy cloud: round bumps along the top, a gently curved base. */
export function cloud(cx: number, cy: number, width: number, w: number = W.main): Stroke {
  const rx = width / 2;
  const ry = width * 0.3;
  const bumps = 5;
  const base = cy + ry * 0.35;
  const pt = (t: number): Pt => [cx - rx * Math.cos(t), base - ry * 1.25 * Math.sin(t)];
  const cmds: Cmd[] = [["M", cx - rx, base]];
  for (let i = 0; i < bumps; i++) {
    const t0 = (Math.PI * i) / bumps;
    const t1 = (Math.PI * (i + 1)) / bumps;
    const [x0, y0] = pt(t0);
    const [x1, y1] = pt(t1);
    const tm = (t0 + t1) / 2;
    const bulge = width * 0.16;
    const nx = -Math.cos(tm);
    const ny = -Math.sin(tm);
    const mx = (x0 + x1) / 2 + nx * bulge * 1.3;
    const my = (y0 + y1) / 2 + ny * bulge * 1.3;
    cmds.push(["C", x0 + nx * bulge, y0 + ny * bulge, mx + (x0 - x1) * 0.25, my + (y0 - y1) * 0.25, mx, my]);
    cmds.push(["C", mx - (x0 - x1) * 0.25, my - (y0 - y1) * 0.25, x1 + nx * bulge, y1 + ny * bulge, x1, y1]);
  }
  cmds.push(["Q", cx, base + ry * 0.35, cx - rx, base], ["Z"]);
  return { w, cmds };
}

/** A daisy: petals round a center, on a stem with a leaf; origin at the bottom of the stem. */
export function flower(x: number, ground: number, height: number, petals = 6, r = 14): Drawing {
  const cy = ground - height;
  const out: Drawing = [line(x, ground, x, cy + r, W.main), leaf(x, ground - height * 0.4, 22, -35)];
  for (let i = 0; i < petals; i++) {
    const a = (i / petals) * 360;
    const rad = (a * Math.PI) / 180;
    out.push(rotatedEllipse(x + Math.cos(rad) * r * 1.35, cy + Math.sin(rad) * r * 1.35, r * 0.95, r * 0.6, a, W.detail));
  }
  out.push(circle(x, cy, r * 0.75, W.detail));
  return out;
}

export function leaf(x: number, y: number, len: number, angleDeg: number, w: number = W.detail): Stroke {
  const a = (angleDeg * Math.PI) / 180;
  const ex = x + Math.cos(a) * len;
  const ey = y + Math.sin(a) * len;
  const nx = -Math.sin(a) * len * 0.35;
  const ny = Math.cos(a) * len * 0.35;
  const mx = (x + ex) / 2;
  const my = (y + ey) / 2;
  return { w, cmds: [["M", x, y], ["Q", mx + nx, my + ny, ex, ey], ["Q", mx - nx, my - ny, x, y], ["Z"]] };
}

export function rotatedEllipse(cx: number, cy: number, rx: number, ry: number, deg: number, w: number = W.main): Stroke {
  return rotate([ellipse(0, 0, rx, ry, w)], deg, 0, 0).map((s) => translateStroke(s, cx, cy))[0];
}

/**
 * A small clump of grass: one closed shape with three rounded blades on a flat base (it reads as
 * grass, not as an arrow, and a child can color it in).
 */
export function grassTuft(x: number, y: number, size = 12): Stroke {
  const s = size;
  // three slim blades fanning out from a short base, their tips bending outwards
  return {
    w: W.detail,
    opaque: false,
    cmds: [
      ["M", x - s * 0.55, y],
      ["Q", x - s * 0.7, y - s * 0.9, x - s * 1.3, y - s * 1.35],
      ["Q", x - s * 0.5, y - s * 1.05, x - s * 0.22, y - s * 0.35],
      ["Q", x - s * 0.3, y - s * 1.3, x + s * 0.15, y - s * 1.9],
      ["Q", x + s * 0.2, y - s * 1.0, x + s * 0.22, y - s * 0.35],
      ["Q", x + s * 0.6, y - s * 0.95, x + s * 1.35, y - s * 1.15],
      ["Q", x + s * 0.75, y - s * 0.7, x + s * 0.55, y],
      ["Z"],
    ],
  };
}

function mapCmds(cmds: Cmd[], f: (x: number, y: number) => Pt): Cmd[] {
  return cmds.map((c): Cmd => {
    switch (c[0]) {
      case "M":
      case "L": {
        const [x, y] = f(c[1], c[2]);
        return [c[0], x, y];
      }
      case "Q": {
        const [x1, y1] = f(c[1], c[2]);
        const [x, y] = f(c[3], c[4]);
        return ["Q", x1, y1, x, y];
      }
      case "C": {
        const [x1, y1] = f(c[1], c[2]);
        const [x2, y2] = f(c[3], c[4]);
        const [x, y] = f(c[5], c[6]);
        return ["C", x1, y1, x2, y2, x, y];
      }
      default:
        return c;
    }
  });
}

function translateStroke(s: Stroke, dx: number, dy: number): Stroke {
  return { ...s, cmds: mapCmds(s.cmds, (x, y) => [x + dx, y + dy]) };
}

export function rotate(d: Drawing, deg: number, ox: number, oy: number): Drawing {
  const a = (deg * Math.PI) / 180;
  const c = Math.cos(a);
  const s = Math.sin(a);
  return d.map((st) => ({ ...st, cmds: mapCmds(st.cmds, (x, y) => [ox + (x - ox) * c - (y - oy) * s, oy + (x - ox) * s + (y - oy) * c]) }));
}

/** Place a drawing made in local coordinates: scale (stroke widths untouched), mirror, move. */
export function place(d: Drawing, t: { x: number; y: number; s?: number; flip?: boolean }): Drawing {
  const s = t.s ?? 1;
  const fx = t.flip ? -s : s;
  return d.map((st) => ({ ...st, cmds: mapCmds(st.cmds, (x, y) => [t.x + x * fx, t.y + y * s]) }));
}

export function translucent(d: Drawing): Drawing {
  return d.map((s) => ({ ...s, opaque: false }));
}

// ---------------------------------------------------------------------------------------------
// Flattening and hidden-line removal

function isClosed(s: Stroke): boolean {
  return s.cmds.some((c) => c[0] === "Z");
}

/** Polylines approximating the stroke, one per subpath. */
export function flatten(cmds: Cmd[], step = 2): Pt[][] {
  const out: Pt[][] = [];
  let cur: Pt[] = [];
  let x = 0;
  let y = 0;
  let sx = 0;
  let sy = 0;
  for (const c of cmds) {
    switch (c[0]) {
      case "M":
        if (cur.length > 1) out.push(cur);
        x = sx = c[1];
        y = sy = c[2];
        cur = [[x, y]];
        break;
      case "L": {
        const len = Math.hypot(c[1] - x, c[2] - y);
        const n = Math.max(1, Math.ceil(len / step));
        for (let i = 1; i <= n; i++) cur.push([x + ((c[1] - x) * i) / n, y + ((c[2] - y) * i) / n]);
        x = c[1];
        y = c[2];
        break;
      }
      case "Q": {
        const len = Math.hypot(c[1] - x, c[2] - y) + Math.hypot(c[3] - c[1], c[4] - c[2]);
        const n = Math.max(2, Math.ceil(len / step));
        for (let i = 1; i <= n; i++) {
          const t = i / n;
          const u = 1 - t;
          cur.push([u * u * x + 2 * u * t * c[1] + t * t * c[3], u * u * y + 2 * u * t * c[2] + t * t * c[4]]);
        }
        x = c[3];
        y = c[4];
        break;
      }
      case "C": {
        const len = Math.hypot(c[1] - x, c[2] - y) + Math.hypot(c[3] - c[1], c[4] - c[2]) + Math.hypot(c[5] - c[3], c[6] - c[4]);
        const n = Math.max(2, Math.ceil(len / step));
        for (let i = 1; i <= n; i++) {
          const t = i / n;
          const u = 1 - t;
          const a = u * u * u;
          const b = 3 * u * u * t;
          const d = 3 * u * t * t;
          const e = t * t * t;
          cur.push([a * x + b * c[1] + d * c[3] + e * c[5], a * y + b * c[2] + d * c[4] + e * c[6]]);
        }
        x = c[5];
        y = c[6];
        break;
      }
      case "Z": {
        // the closing edge is sampled like a line, so hiding one end does not drop all of it
        const len = Math.hypot(sx - x, sy - y);
        if (len > 0) {
          const n = Math.max(1, Math.ceil(len / step));
          for (let i = 1; i <= n; i++) cur.push([x + ((sx - x) * i) / n, y + ((sy - y) * i) / n]);
        }
        x = sx;
        y = sy;
        break;
      }
    }
  }
  if (cur.length > 1) out.push(cur);
  return out;
}

interface Occluder {
  rings: Pt[][];
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

function toOccluder(s: Stroke): Occluder {
  const rings = flatten(s.cmds, 3).map((r) => simplifyRing(r, 0.4));
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const r of rings)
    for (const [x, y] of r) {
      if (x < minX) minX = x;
      if (y < minY) minY = y;
      if (x > maxX) maxX = x;
      if (y > maxY) maxY = y;
    }
  return { rings, minX, minY, maxX, maxY };
}

function inside(o: Occluder, x: number, y: number): boolean {
  if (x < o.minX || x > o.maxX || y < o.minY || y > o.maxY) return false;
  let inn = false;
  for (const r of o.rings) {
    for (let i = 0, j = r.length - 1; i < r.length; j = i++) {
      const [xi, yi] = r[i];
      const [xj, yj] = r[j];
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inn = !inn;
    }
  }
  return inn;
}

/** The bounding box of a drawing (of its flattened strokes, without the stroke width). */
export function bounds(d: Drawing): { minX: number; minY: number; maxX: number; maxY: number } {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const s of d)
    for (const pl of flatten(s.cmds, 4))
      for (const [x, y] of pl) {
        if (x < minX) minX = x;
        if (y < minY) minY = y;
        if (x > maxX) maxX = x;
        if (y > maxY) maxY = y;
      }
  return { minX, minY, maxX, maxY };
}

/** A cheap box that contains the stroke (its control points). */
function controlBox(cmds: Cmd[]): { minX: number; minY: number; maxX: number; maxY: number } {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const c of cmds)
    for (let i = 1; i + 1 < c.length; i += 2) {
      const x = c[i] as number;
      const y = c[i + 1] as number;
      if (x < minX) minX = x;
      if (y < minY) minY = y;
      if (x > maxX) maxX = x;
      if (y > maxY) maxY = y;
    }
  return { minX, minY, maxX, maxY };
}

/** Cuts a stroke's polylines where `hidden(x, y)` is true; null when nothing is hidden. */
function cutStroke(s: Stroke, hidden: (x: number, y: number) => boolean): Stroke | null {
  const polys = flatten(s.cmds, 2);
  let cut = false;
  const pieces: Pt[][] = [];
  for (const pl of polys) {
    let piece: Pt[] = [];
    for (const p of pl) {
      if (hidden(p[0], p[1])) {
        cut = true;
        if (piece.length > 1) pieces.push(piece);
        piece = [];
      } else piece.push(p);
    }
    if (piece.length > 1) pieces.push(piece);
  }
  if (!cut) return null;
  const cmds: Cmd[] = [];
  for (const pc of pieces) {
    const simplified = simplify(pc, 0.35);
    simplified.forEach(([x, y], k) => cmds.push([k === 0 ? "M" : "L", x, y]));
  }
  return { ...s, cmds, opaque: false };
}

/**
 * Painter's algorithm for line art: walking from the front to the back, each closed opaque shape hides
 * the parts of earlier strokes that fall inside it. Unhidden strokes keep their smooth curves; hidden
 * ones are cut into polylines that end on the front shape's outline, so coloring regions stay closed.
 */
export function hideOccluded(d: Drawing): Drawing {
  const out: Drawing = [];
  const occluders: Occluder[] = [];
  for (let i = d.length - 1; i >= 0; i--) {
    const s = d[i];
    const box = controlBox(s.cmds);
    const near = occluders.filter((o) => o.maxX >= box.minX && o.minX <= box.maxX && o.maxY >= box.minY && o.minY <= box.maxY);
    if (near.length === 0) out.push(s);
    else {
      const cut = cutStroke(s, (x, y) => near.some((o) => inside(o, x, y)));
      if (!cut) out.push(s);
      else if (cut.cmds.length) out.push(cut);
    }
    if (isClosed(s) && s.opaque !== false) occluders.push(toOccluder(s));
  }
  return out.reverse();
}

/**
 * `back` drawn behind `front` (a finished, already-occluded drawing): only the strokes of `back` are cut
 * where the closed opaque shapes of `front` cover them; `front` is returned as it was. Cheaper than
 * hideOccluded over both when `front` is a whole picture and `back` a few strokes.
 */
export function hideBehind(back: Drawing, front: Drawing): Drawing {
  const box = bounds(back);
  const occluders = front
    .filter((s) => isClosed(s) && s.opaque !== false)
    .filter((s) => {
      const b = controlBox(s.cmds);
      return b.maxX >= box.minX && b.minX <= box.maxX && b.maxY >= box.minY && b.minY <= box.maxY;
    })
    .map(toOccluder);
  const out: Drawing = [];
  // the back strokes hide each other too, as hideOccluded would
  const own: Occluder[] = [];
  for (let i = back.length - 1; i >= 0; i--) {
    const s = back[i]!;
    const b = controlBox(s.cmds);
    const near = [...occluders, ...own].filter((o) => o.maxX >= b.minX && o.minX <= b.maxX && o.maxY >= b.minY && o.minY <= b.maxY);
    const cut = near.length ? cutStroke(s, (x, y) => near.some((o) => inside(o, x, y))) : null;
    if (!cut) out.push(s);
    else if (cut.cmds.length) out.push(cut);
    if (isClosed(s) && s.opaque !== false) own.push(toOccluder(s));
  }
  return [...out.reverse(), ...front];
}

/**
 * Keeps every stroke inside the rectangle: strokes that cross it are cut at its edge (a closed shape
 * cut by the frame stays a closed region with the frame line).
 */
export function clipToRect(d: Drawing, r: { x: number; y: number; width: number; height: number }): Drawing {
  const x0 = r.x;
  const y0 = r.y;
  const x1 = r.x + r.width;
  const y1 = r.y + r.height;
  const out: Drawing = [];
  for (const s of d) {
    const b = controlBox(s.cmds);
    if (b.minX >= x0 && b.minY >= y0 && b.maxX <= x1 && b.maxY <= y1) {
      out.push(s);
      continue;
    }
    if (b.maxX < x0 || b.minX > x1 || b.maxY < y0 || b.minY > y1) continue;
    const cut = cutStroke(s, (x, y) => x < x0 || x > x1 || y < y0 || y > y1);
    if (!cut) out.push(s);
    else if (cut.cmds.length) out.push(cut);
  }
  return out;
}

/** A closed ring simplified in two halves (its ends meet, which one pass cannot handle). */
function simplifyRing(pts: Pt[], tol: number): Pt[] {
  if (pts.length < 8) return pts;
  const mid = pts.length >> 1;
  return [...simplify(pts.slice(0, mid + 1), tol), ...simplify(pts.slice(mid), tol).slice(1)];
}

/** Ramer–Douglas–Peucker, to keep cut polylines small. */
function simplify(pts: Pt[], tol: number): Pt[] {
  if (pts.length < 3) return pts;
  const keep = new Uint8Array(pts.length);
  keep[0] = keep[pts.length - 1] = 1;
  const stack: Array<[number, number]> = [[0, pts.length - 1]];
  while (stack.length) {
    const [a, b] = stack.pop()!;
    const [ax, ay] = pts[a];
    const [bx, by] = pts[b];
    const dx = bx - ax;
    const dy = by - ay;
    const len = Math.hypot(dx, dy) || 1;
    let maxD = 0;
    let idx = -1;
    for (let i = a + 1; i < b; i++) {
      const dd = Math.abs((pts[i][0] - ax) * dy - (pts[i][1] - ay) * dx) / len;
      if (dd > maxD) {
        maxD = dd;
        idx = i;
      }
    }
    if (maxD > tol && idx > 0) {
      keep[idx] = 1;
      stack.push([a, idx], [idx, b]);
    }
  }
  return pts.filter((_, i) => keep[i]);
}

const n1 = (v: number) => (Math.round(v * 10) / 10).toString();

export function toPathData(cmds: Cmd[]): string {
  return cmds.map((c) => (c[0] === "Z" ? "Z" : c[0] + (c.slice(1) as number[]).map(n1).join(" "))).join("");
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** The drawing as an SVG of stroked paths on a white page; `title` is its one-sentence description. */
export function toSvg(d: Drawing, width: number, height: number, title?: string, originY = 0): string {
  const paths: string[] = [];
  let open: string | undefined;
  for (const s of d) {
    if (s.cmds.length <= 1) continue;
    if (s.group !== open) {
      if (open !== undefined) paths.push("</g>");
      open = s.group;
      if (open !== undefined) {
        const [who, pose] = open.split("|");
        paths.push(`<g data-figure="${escapeXml(who)}" data-pose="${escapeXml(pose ?? "")}">`);
      }
    }
    paths.push(`<path d="${toPathData(s.cmds)}" fill="none" stroke="#000" stroke-width="${n1(s.w)}" stroke-linecap="round" stroke-linejoin="round"/>`);
  }
  if (open !== undefined) paths.push("</g>");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 ${originY} ${width} ${height}" width="${width}" height="${height}"` +
    (title ? ` role="img" aria-label="${escapeXml(title)}">` : ">") +
    (title ? `<title>${escapeXml(title)}</title>` : "") +
    `<rect x="0" y="${originY}" width="${width}" height="${height}" fill="#fff"/>` +
    paths.join("") +
    `</svg>`
  );
}

/** Marks every stroke of a drawing as belonging to `tag` (kept through placing and hiding). */
export function tagged(d: Drawing, tag: string): Drawing {
  return d.map((s) => ({ ...s, tag: s.tag ? `${tag}:${s.tag}` : tag }));
}
