/**
 * A QR code drawn into a PDF page as vector squares (crisp at any printer's resolution), from the `qr`
 * package's module matrix (no DOM, no canvas: the same on Node, Workers and Deno). Runs of dark modules
 * on a row are one rectangle each, so a code is a few hundred drawing operations, not thousands.
 */
import encodeQR from "qr";
import { rgb, type PDFPage } from "pdf-lib";
import { A4 } from "./layout";

/** White modules around the code that scanners need (the standard asks for 4). */
export const QR_QUIET_ZONE = 4;

/** The code's dark modules, row by row (true = dark), the quiet zone included. */
export function qrModules(text: string): boolean[][] {
  return encodeQR(text, "raw", { ecc: "medium", border: QR_QUIET_ZONE });
}

/**
 * Draw `text` as a QR code whose outer square (quiet zone included) is `size` points wide, its top-left
 * corner at `x`, `top` (top measured down from the page's top edge, like the book's other layout).
 */
export function drawQr(page: PDFPage, text: string, box: { x: number; top: number; size: number }): void {
  const rows = qrModules(text);
  const n = rows.length;
  const m = box.size / n;
  page.drawRectangle({ x: box.x, y: A4.height - box.top - box.size, width: box.size, height: box.size, color: rgb(1, 1, 1) });
  const ink = rgb(0, 0, 0);
  rows.forEach((row, r) => {
    let c = 0;
    while (c < row.length) {
      if (!row[c]) {
        c++;
        continue;
      }
      const start = c;
      while (c < row.length && row[c]) c++;
      // A hair of overlap so neighbouring squares never show a seam when printed.
      page.drawRectangle({
        x: box.x + start * m,
        y: A4.height - box.top - (r + 1) * m - 0.02,
        width: (c - start) * m + 0.02,
        height: m + 0.04,
        color: ink,
      });
    }
  });
}
