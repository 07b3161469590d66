import { toPathData, type Drawing } from "../../src/art/local/geometry";
import { THEME_LOOKS, themeColor } from "../../src/art/themes";
import type { ThemeId } from "../../src/contracts/catalog";

/** Stroke width in motif units (the motifs are about 20-28 units across, shown at about 28 px). */
const STROKE = 1.7;

/** The box round a drawing's points and control points (curves stay inside it; cheap in the browser). */
function box(d: Drawing): { minX: number; minY: number; maxX: number; maxY: number } {
  const b = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const s of d)
    for (const c of s.cmds)
      for (let i = 1; i + 1 < c.length; i += 2) {
        const x = c[i] as number;
        const y = c[i + 1] as number;
        b.minX = Math.min(b.minX, x);
        b.minY = Math.min(b.minY, y);
        b.maxX = Math.max(b.maxX, x);
        b.maxY = Math.max(b.maxY, y);
      }
  return b;
}

const cache = new Map<ThemeId, { viewBox: string; d: string }>();

/** The theme's motif as one path, in a square box fitted to it (with room for the stroke). */
function iconFor(theme: ThemeId): { viewBox: string; d: string } {
  const hit = cache.get(theme);
  if (hit) return hit;
  const drawing = THEME_LOOKS[theme].icon();
  const b = box(drawing);
  const size = Math.max(b.maxX - b.minX, b.maxY - b.minY) + STROKE * 2;
  const cx = (b.minX + b.maxX) / 2;
  const cy = (b.minY + b.maxY) / 2;
  const r = (v: number) => Math.round(v * 10) / 10;
  const icon = {
    viewBox: `${r(cx - size / 2)} ${r(cy - size / 2)} ${r(size)} ${r(size)}`,
    d: drawing.map((s) => toPathData(s.cmds)).join(""),
  };
  cache.set(theme, icon);
  return icon;
}

/**
 * A theme's small line-art icon: the same motif the PDF's theme border draws (paw print, star,
 * hearts, blossom, little house), stroked in the theme's ink (THEME_LOOKS). Decorative: the theme's
 * name is always written next to it.
 */
export function ThemeIcon({ theme, size = 28 }: { theme: ThemeId; size?: number }) {
  const { viewBox, d } = iconFor(theme);
  return (
    <svg
      className="theme-icon"
      style={{ color: themeColor(theme) }}
      width={size}
      height={size}
      viewBox={viewBox}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={STROKE}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  );
}
