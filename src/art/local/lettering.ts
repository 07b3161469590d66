import fontkit from "@pdf-lib/fontkit";
import type { Cmd, Drawing } from "./geometry";
import { W } from "./geometry";

type FontkitFont = ReturnType<typeof fontkit.create>;

interface FontGlyph {
  id: number;
  path: { commands: Array<{ command: string; args: number[] }> };
}

export interface Lettering {
  /**
   * Outline letters for `text`, fitted into the box (centered), as strokes in page units.
   * The outlines are closed glyph contours, stroked and never filled, so a child can color them in.
   */
  outline(text: string, box: { x: number; y: number; width: number; height: number }, w?: number): Drawing;
}

const fontCache = new WeakMap<Uint8Array, FontkitFont>();

export function createLettering(fontBytes: Uint8Array): Lettering {
  let font = fontCache.get(fontBytes);
  if (!font) {
    font = fontkit.create(fontBytes as unknown as Buffer);
    fontCache.set(fontBytes, font);
  }
  const f = font;
  return {
    outline(text, box, w = W.detail + 0.3) {
      const run = f.layout(text);
      const glyphs = run.glyphs as unknown as FontGlyph[];
      const advance = run.positions.reduce((a, p) => a + p.xAdvance, 0);
      if (!glyphs.length || advance <= 0) return [];
      // Fit by cap height (x-height letters sit lower), then by width.
      const capHeight = (f as unknown as { capHeight?: number }).capHeight || f.unitsPerEm * 0.7;
      const scale = Math.min(box.height / (capHeight - f.descent * 0.6), box.width / advance);
      const textWidth = advance * scale;
      let penX = box.x + (box.width - textWidth) / 2;
      const baseline = box.y + box.height - -f.descent * 0.6 * scale;
      const out: Drawing = [];
      glyphs.forEach((g, i) => {
        const pos = run.positions[i];
        if (g.id !== 0) {
          const ox = penX + pos.xOffset * scale;
          const oy = baseline - pos.yOffset * scale;
          const tx = (x: number) => ox + x * scale;
          const ty = (y: number) => oy - y * scale; // font y-up → page y-down
          const cmds: Cmd[] = [];
          for (const c of g.path.commands) {
            const a = c.args;
            if (c.command === "moveTo") cmds.push(["M", tx(a[0]), ty(a[1])]);
            else if (c.command === "lineTo") cmds.push(["L", tx(a[0]), ty(a[1])]);
            else if (c.command === "quadraticCurveTo") cmds.push(["Q", tx(a[0]), ty(a[1]), tx(a[2]), ty(a[3])]);
            else if (c.command === "bezierCurveTo") cmds.push(["C", tx(a[0]), ty(a[1]), tx(a[2]), ty(a[3]), tx(a[4]), ty(a[5])]);
            else if (c.command === "closePath") cmds.push(["Z"]);
          }
          if (cmds.length > 1) out.push({ cmds, w, opaque: false });
        }
        penX += pos.xAdvance * scale;
      });
      return out;
    },
  };
}
