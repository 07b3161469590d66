/**
 * Theme borders for the PDF pages, drawn as vector paths: two rounded frame lines near the page
 * edges with the theme's motif repeated in the band between them, and a larger motif in each corner.
 */
import { rgb, type PDFDocument, type PDFPage, type RGB } from "pdf-lib";
import { formXObject, strokeOps } from "./vector";
import type { ThemeId } from "../contracts/catalog";
import { rect, smooth, toPathData, W, type Drawing, type Pt } from "../art/local/geometry";
// The theme's palette and motifs (drawn around (0, 0) at about 20 pt): THEME_LOOKS, shared with the story form's theme icons.
import { THEME_LOOKS } from "../art/themes";

export interface ThemePalette {
  /** Frame lines and headings. */
  ink: RGB;
  /** Motifs in the border band. */
  accent: RGB;
}

export const THEME_PALETTES = Object.fromEntries(
  Object.entries(THEME_LOOKS).map(([id, { palette }]) => [id, { ink: rgb(...palette.ink), accent: rgb(...palette.accent) }]),
) as Record<ThemeId, ThemePalette>;

export function paletteFor(theme: string): ThemePalette {
  return THEME_PALETTES[theme as ThemeId] ?? THEME_PALETTES.animals;
}

/** Distances from the page edge, in points. */
export const BORDER = { outer: 14, band: 30, inner: 46 } as const;

function move(d: Drawing, x: number, y: number, s = 1, rotDeg = 0): string {
  const a = (rotDeg * Math.PI) / 180;
  const c = Math.cos(a);
  const sn = Math.sin(a);
  const f = (px: number, py: number): Pt => [x + (px * c - py * sn) * s, y + (px * sn + py * c) * s];
  return d
    .map((st) =>
      toPathData(
        st.cmds.map((cmd) => {
          const out = [cmd[0]] as (string | number)[];
          for (let i = 1; i < cmd.length; i += 2) out.push(...f(cmd[i] as number, cmd[i + 1] as number));
          return out as typeof cmd;
        }),
      ),
    )
    .join("");
}

/** The border's operators for a page of this size, built once per theme and size. */
function themeBorderOps(theme: string, width: number, height: number): string {
  const key = `${theme}:${width}x${height}`;
  const cached = borderCache.get(key);
  if (cached) return cached;
  const pal = paletteFor(theme);
  const look = THEME_LOOKS[theme as ThemeId] ?? THEME_LOOKS.animals;
  const edge = look.border.edge();
  const corner = look.border.corner();
  const o = BORDER.outer;
  const i = BORDER.inner;
  const frame = [
    { d: [toPathData(rect(o, o, width - 2 * o, height - 2 * o, 18, W.main).cmds)], width: 3, color: pal.ink },
    { d: [toPathData(rect(i, i, width - 2 * i, height - 2 * i, 10, W.main).cmds)], width: 1.6, color: pal.ink },
  ];

  const band = BORDER.band;
  const parts: string[] = [];
  const cornerSize = 1.15;
  for (const [cx, cy] of [
    [band, band],
    [width - band, band],
    [band, height - band],
    [width - band, height - band],
  ] as Pt[]) {
    parts.push(move(corner, cx, cy, cornerSize));
  }
  // Motifs spaced evenly between the corners on each side.
  const along = (x0: number, y0: number, x1: number, y1: number, rot: number) => {
    const len = Math.hypot(x1 - x0, y1 - y0);
    const n = Math.max(1, Math.round(len / 40));
    for (let k = 1; k < n; k++) {
      const x = x0 + ((x1 - x0) * k) / n;
      const y = y0 + ((y1 - y0) * k) / n;
      parts.push(move(edge[k % edge.length], x, y, 0.85, rot));
    }
  };
  // Motifs stay upright on every side (a sideways heart reads as an arrow).
  along(band + 12, band, width - band - 12, band, 0);
  along(band + 12, height - band, width - band - 12, height - band, 0);
  along(band, band + 12, band, height - band - 12, 0);
  along(width - band, band + 12, width - band, height - band - 12, 0);
  if (look.border.vine) {
    // a vine linking the flowers along each side
    const vine = (pts: Pt[]) => parts.push(toPathData(smooth(pts, false, 1).cmds));
    const wave = (x0: number, y0: number, x1: number, y1: number) => {
      const pts: Pt[] = [];
      const n = Math.round(Math.hypot(x1 - x0, y1 - y0) / 20);
      for (let k = 0; k <= n; k++) {
        const off = (k % 2 === 0 ? -1 : 1) * 4.5;
        const x = x0 + ((x1 - x0) * k) / n + (y0 === y1 ? 0 : off);
        const y = y0 + ((y1 - y0) * k) / n + (y0 === y1 ? off : 0);
        pts.push([x, y]);
      }
      vine(pts);
    };
    wave(band + 18, band, width - band - 18, band);
    wave(band + 18, height - band, width - band - 18, height - band);
    wave(band, band + 18, band, height - band - 18);
    wave(width - band, band + 18, width - band, height - band - 18);
  }
  const ops = strokeOps([...frame, { d: parts, width: 1.3, color: pal.accent }], { x: 0, top: 0, scale: 1, pageHeight: height });
  borderCache.set(key, ops);
  return ops;
}
const borderCache = new Map<string, string>();

/**
 * The theme border for a document's pages: drawn once (a form XObject) and placed on every page.
 * `decorate(page)` is the PageFlow hook.
 */
export function themeBorder(doc: PDFDocument, theme: string, size: { width: number; height: number }): { decorate(page: PDFPage): void } {
  const form = formXObject(doc, themeBorderOps(theme, size.width, size.height), size);
  return { decorate: (page) => form.drawOn(page, "Border") };
}
