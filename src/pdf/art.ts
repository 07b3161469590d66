/**
 * Pictures on PDF pages: the local line-art engine's path-only SVGs drawn as vector strokes (small,
 * sharp at any size), or a PNG from an image model, fitted into a box. Runtime-neutral.
 */
import { rgb, type PDFDocument, type PDFPage } from "pdf-lib";
import { addOps, placeOps, strokeBody } from "./vector";
import type { ColoringPage } from "../art/types";
import { BORDER } from "./borders";
import { A4 } from "./layout";

export interface PathOnlySvg {
  /** The viewBox's top-left corner (a cropped picture starts below 0). */
  x: number;
  y: number;
  width: number;
  height: number;
  paths: Array<{ d: string; strokeWidth: number }>;
}

/** Reads the local engine's SVG: one viewBox, stroked `<path>` elements, a white background rect. */
export function parsePathOnlySvg(svg: string): PathOnlySvg {
  const vb = /viewBox="\s*([-\d.]+)[\s,]+([-\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/.exec(svg);
  if (!vb) throw new Error("Coloring page SVG has no viewBox");
  const paths: PathOnlySvg["paths"] = [];
  for (const m of svg.matchAll(/<path\b([^>]*)\/?>/g)) {
    const attrs = m[1];
    const d = /\sd="([^"]+)"/.exec(attrs)?.[1];
    if (!d) continue;
    const sw = Number(/stroke-width="([\d.]+)"/.exec(attrs)?.[1] ?? "1");
    paths.push({ d, strokeWidth: sw });
  }
  return { x: Number(vb[1]), y: Number(vb[2]), width: Number(vb[3]), height: Number(vb[4]), paths };
}

/** A box on the page, top-left origin (y measured down from the top of the page). */
export interface ArtBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The box the coloring page fills: inside the border, above the footer. */
export const COLORING_BOX: ArtBox = {
  x: BORDER.inner + 6,
  y: BORDER.inner + 6,
  width: A4.width - 2 * (BORDER.inner + 6),
  height: A4.height - BORDER.inner - 6 - 78,
};

/** Where a picture of w × h lands when fitted (centred) into `box`. */
export function fitInto(box: ArtBox, w: number, h: number) {
  const scale = Math.min(box.width / w, box.height / h);
  const width = w * scale;
  const height = h * scale;
  return { scale, width, height, x: box.x + (box.width - width) / 2, top: box.y + (box.height - height) / 2 };
}

/** A path-only SVG read and turned into stroking operators in its own coordinates: placing it is one `cm`. */
interface PreparedArt {
  x: number;
  y: number;
  width: number;
  height: number;
  body: string;
}

function prepareSvgArt(svgText: string): PreparedArt {
  const svg = parsePathOnlySvg(svgText);
  // Same stroke width → one group, so the page stays small and fast to draw.
  const byWidth = new Map<number, string[]>();
  for (const p of svg.paths) {
    const list = byWidth.get(p.strokeWidth);
    if (list) list.push(p.d);
    else byWidth.set(p.strokeWidth, [p.d]);
  }
  const black = rgb(0, 0, 0);
  return { x: svg.x, y: svg.y, width: svg.width, height: svg.height, body: strokeBody([...byWidth].map(([width, d]) => ({ d, width, color: black }))) };
}

/**
 * Pictures read once per document (the cover is its scene's picture again), and pictures that are the same in
 * every book (the card's step icons: `shared`) once per process.
 */
const preparedByDoc = new WeakMap<PDFDocument, Map<string, PreparedArt>>();
const preparedShared = new Map<string, PreparedArt>();
const SHARED_ART = 64;

function preparedArt(doc: PDFDocument, svgText: string, shared: boolean): PreparedArt {
  let memo = shared ? preparedShared : preparedByDoc.get(doc);
  if (!memo) preparedByDoc.set(doc, (memo = new Map()));
  let art = memo.get(svgText);
  if (!art) {
    if (shared && memo.size >= SHARED_ART) memo.clear();
    art = prepareSvgArt(svgText);
    memo.set(svgText, art);
  }
  return art;
}

/**
 * Strokes a path-only SVG (the local line-art engine's pictures) into `box`, as vector paths. `shared`: a
 * picture that is the same in every book (an icon), kept ready for the next book.
 */
export function drawSvgArt(
  doc: PDFDocument,
  page: PDFPage,
  svgText: string,
  box: ArtBox,
  align: "center" | "top" = "center",
  opts: { shared?: boolean } = {},
): { top: number; height: number } {
  const svg = preparedArt(doc, svgText, opts.shared ?? false);
  const fitted = fitInto(box, svg.width, svg.height);
  const top = align === "top" ? box.y : fitted.top;
  addOps(doc, page, placeOps(svg.body, { x: fitted.x - fitted.scale * svg.x, top: top - fitted.scale * svg.y, scale: fitted.scale, pageHeight: A4.height }));
  return { top, height: fitted.height };
}

/** The coloring page (SVG from the local engine, or a PNG from an image model) fitted into `box`. */
export async function drawColoringPage(doc: PDFDocument, page: PDFPage, art: ColoringPage, box: ArtBox = COLORING_BOX): Promise<void> {
  if (art.contentType === "image/svg+xml") {
    drawSvgArt(doc, page, new TextDecoder().decode(art.bytes), box);
  } else if (art.contentType === "image/png") {
    const png = await doc.embedPng(art.bytes);
    const fitted = fitInto(box, png.width, png.height);
    page.drawImage(png, { x: fitted.x, y: A4.height - fitted.top - fitted.height, width: fitted.width, height: fitted.height });
  } else {
    throw new Error(`Unsupported coloring page type: ${(art as ColoringPage).contentType}`);
  }
}
