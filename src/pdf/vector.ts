/**
 * Line art straight into PDF content streams. The local engine's paths use only absolute M, L, Q, C
 * and Z, so they are turned into PDF path operators with one flipping `cm` and no number reformatting —
 * several times faster than pdf-lib's general SVG-path parser, which matters when a picture book
 * carries 13 pictures and a border on every page.
 */
import { drawObject, PDFContentStream, PDFName, PDFRawStream, popGraphicsState, pushGraphicsState, type PDFDocument, type PDFPage, type RGB } from "pdf-lib";

const isDigit = (c: number) => c >= 48 && c <= 57;

/**
 * SVG path data (absolute M/L/Q/C/Z) → PDF path-construction operators, in the same coordinates.
 * The engine's paths (commands and plain decimals, one space apart) take the quick way: one pass over the
 * characters, each number copied as written when it already prints as JavaScript would print it; any other
 * spelling goes through `pathOpsGeneral`. Both give the same operators (vector.test.ts compares them on every
 * path of two books).
 */
export function pathOps(d: string): string {
  return quickPathOps(d) ?? pathOpsGeneral(d);
}

function quickPathOps(d: string): string | null {
  const n = d.length;
  // The operators are appended to one string (no array of lines to join); a command's numbers go in `t`.
  let out = "";
  const t: string[] = [];
  let i = 0;
  let cx = 0;
  let cy = 0;
  let sx = 0;
  let sy = 0;
  while (i < n) {
    let c = d.charCodeAt(i);
    if (c === 32) {
      i++;
      continue;
    }
    // M L C Q Z only
    if (c !== 77 && c !== 76 && c !== 67 && c !== 81 && c !== 90) return null;
    const cmd = c;
    i++;
    let k = 0;
    for (;;) {
      while (i < n && d.charCodeAt(i) === 32) i++;
      if (i >= n) break;
      const start = i;
      c = d.charCodeAt(i);
      if (c === 45) c = d.charCodeAt(++i);
      if (!isDigit(c)) {
        if (i === start) break; // the next command
        return null;
      }
      let canonical = !(c === 48 && isDigit(d.charCodeAt(i + 1)));
      while (i < n && isDigit(d.charCodeAt(i))) i++;
      if (d.charCodeAt(i) === 46) {
        const fraction = ++i;
        while (i < n && isDigit(d.charCodeAt(i))) i++;
        if (i === fraction) return null;
        if (d.charCodeAt(i - 1) === 48) canonical = false;
      }
      if (i < n && d.charCodeAt(i) !== 32 && !(d.charCodeAt(i) >= 65 && d.charCodeAt(i) <= 90)) return null;
      let tok = d.slice(start, i);
      // JavaScript prints -0 as 0, tiny and huge numbers with an exponent: those go through Number.
      if (!canonical || tok === "-0" || i - start > 15 || (d.charCodeAt(start + (tok[0] === "-" ? 1 : 0)) === 48 && i - start > 7)) tok = String(Number(tok));
      t[k++] = tok;
    }
    if (cmd === 90) {
      if (k) return null;
      out += out ? "\nh" : "h";
      cx = sx;
      cy = sy;
      continue;
    }
    const arity = cmd === 67 ? 6 : cmd === 81 ? 4 : 2;
    if (!k || k % arity !== 0) return null;
    for (let j = 0; j < k; j += arity) {
      const x = t[j + arity - 2]!;
      const y = t[j + arity - 1]!;
      let op: string;
      if (cmd === 77 && j === 0) {
        op = `${x} ${y} m`;
        sx = Number(x);
        sy = Number(y);
      } else if (cmd === 77 || cmd === 76) op = `${x} ${y} l`;
      else if (cmd === 67) op = `${t[j]} ${t[j + 1]} ${t[j + 2]} ${t[j + 3]} ${x} ${y} c`;
      else {
        const qx = Number(t[j]);
        const qy = Number(t[j + 1]);
        const ex = Number(x);
        const ey = Number(y);
        const r = (v: number) => Math.round(v * 100) / 100;
        op = `${r(cx + (2 / 3) * (qx - cx))} ${r(cy + (2 / 3) * (qy - cy))} ${r(ex + (2 / 3) * (qx - ex))} ${r(ey + (2 / 3) * (qy - ey))} ${x} ${y} c`;
      }
      out += out ? `\n${op}` : op;
      cx = Number(x);
      cy = Number(y);
    }
  }
  return out;
}

/** `pathOps` for any spelling of absolute M/L/Q/C/Z (numbers run together, commas, exponents); refuses other commands. */
export function pathOpsGeneral(d: string): string {
  const out: string[] = [];
  const tokens = d.match(/-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?|[A-Za-z]/g) ?? [];
  let i = 0;
  let cx = 0;
  let cy = 0;
  let sx = 0;
  let sy = 0;
  let cmd = "";
  const num = () => Number(tokens[i++]);
  while (i < tokens.length) {
    const t = tokens[i]!;
    if (/^[A-Za-z]$/.test(t)) {
      // Lowercase (relative) commands never come from the line-art engine: refuse them with the rest.
      cmd = t;
      i++;
      if (cmd === "Z") {
        out.push("h");
        cx = sx;
        cy = sy;
        continue;
      }
    }
    switch (cmd) {
      case "M": {
        const x = num(),
          y = num();
        out.push(`${x} ${y} m`);
        cx = sx = x;
        cy = sy = y;
        cmd = "L"; // further pairs after M are line-tos
        break;
      }
      case "L": {
        const x = num(),
          y = num();
        out.push(`${x} ${y} l`);
        cx = x;
        cy = y;
        break;
      }
      case "Q": {
        const qx = num(),
          qy = num(),
          x = num(),
          y = num();
        const r = (v: number) => Math.round(v * 100) / 100;
        out.push(`${r(cx + (2 / 3) * (qx - cx))} ${r(cy + (2 / 3) * (qy - cy))} ${r(x + (2 / 3) * (qx - x))} ${r(y + (2 / 3) * (qy - y))} ${x} ${y} c`);
        cx = x;
        cy = y;
        break;
      }
      case "C": {
        const x1 = num(),
          y1 = num(),
          x2 = num(),
          y2 = num(),
          x = num(),
          y = num();
        out.push(`${x1} ${y1} ${x2} ${y2} ${x} ${y} c`);
        cx = x;
        cy = y;
        break;
      }
      default:
        throw new Error(`Unsupported path command "${cmd || t}" in line art`);
    }
  }
  return out.join("\n");
}

const rgbOps = (c: RGB) => `${c.red} ${c.green} ${c.blue} RG`;

/**
 * Operators that stroke the groups of paths (round caps and joins) drawn in SVG coordinates, placed
 * with their top-left at (x, top) on the page (top measured down from the page's top edge) and scaled.
 */
export function strokeOps(
  groups: Array<{ d: string[]; width: number; color: RGB }>,
  place: { x: number; top: number; scale: number; pageHeight: number },
): string {
  return placeOps(strokeBody(groups), place);
}

/** The stroking part of `strokeOps`, in the paths' own coordinates (the same wherever the drawing is placed). */
export function strokeBody(groups: Array<{ d: string[]; width: number; color: RGB }>): string {
  const parts: string[] = [];
  for (const g of groups) {
    if (!g.d.length) continue;
    parts.push(`${rgbOps(g.color)} ${g.width} w`, ...g.d.map(pathOps), "S");
  }
  return parts.join("\n");
}

/** A `strokeBody` placed on the page: round caps and joins, one flipping and scaling `cm`, the state restored after. */
export function placeOps(body: string, place: { x: number; top: number; scale: number; pageHeight: number }): string {
  const s = place.scale;
  const head = `q 1 J 1 j ${s} 0 0 ${-s} ${place.x} ${place.pageHeight - place.top} cm`;
  return body ? `${head}\n${body}\nQ` : `${head}\nQ`;
}

/** The compressions still running for a document's pictures (see `addOps`); `savePdf` waits for them. */
const pending = new WeakMap<PDFDocument, Promise<void>[]>();

/**
 * The runtime's zlib where it has one (Node; Workers with nodejs_compat): one call per stream on its thread
 * pool. Node's CompressionStream is that same zlib behind web streams, whose plumbing cost the main thread
 * twice what compressing did (a picture book has ~35 streams); the bytes are the same.
 */
const nodeZlib = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process?.getBuiltinModule?.("node:zlib") as
  | typeof import("node:zlib")
  | undefined;

/** zlib (FlateDecode) bytes by the runtime's own compressor, off the main thread where it can be (Node, Workers, browsers). */
async function deflate(ops: string | Uint8Array): Promise<Uint8Array> {
  const bytes = typeof ops === "string" ? new TextEncoder().encode(ops) : ops;
  if (nodeZlib)
    return new Promise((resolve, reject) =>
      nodeZlib.deflate(bytes, (err, out) => (err ? reject(err) : resolve(new Uint8Array(out.buffer, out.byteOffset, out.byteLength)))),
    );
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new CompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Whether the runtime can compress natively (else pdf-lib compresses in JavaScript). */
const nativeDeflate = nodeZlib !== undefined || typeof CompressionStream !== "undefined";

/**
 * Adds raw operators to the page as their own compressed content stream, after what is already drawn.
 * The stream's place in the page is fixed now; its bytes are compressed natively while the rest of the
 * document is laid out (pdf-lib's JavaScript deflate of the pictures was a fifth of a picture book's build).
 * Save the document with `savePdf`, which waits for them.
 */
export function addOps(doc: PDFDocument, page: PDFPage, ops: string): void {
  if (!nativeDeflate) {
    page.node.addContentStream(doc.context.register(doc.context.flateStream(ops)));
    return;
  }
  const ref = doc.context.nextRef();
  page.node.addContentStream(ref);
  const job = deflate(ops).then((bytes) => doc.context.assign(ref, doc.context.stream(bytes, { Filter: "FlateDecode" })));
  const jobs = pending.get(doc);
  if (jobs) jobs.push(job);
  else pending.set(doc, [job]);
}

/**
 * `doc.save()` once the pictures' streams added by `addOps` are compressed and in place, with pdf-lib's own
 * page streams (the text) compressed the same way, all at once, instead of one by one in JavaScript while saving.
 */
export async function savePdf(doc: PDFDocument): Promise<Uint8Array> {
  const jobs = pending.get(doc) ?? [];
  pending.delete(doc);
  if (nativeDeflate) {
    for (const [ref, obj] of doc.context.enumerateIndirectObjects()) {
      // The dict already says FlateDecode (pdf-lib sets it for an encoded stream); the length is counted when written.
      if (obj instanceof PDFContentStream && obj.dict.get(PDFName.of("Filter")) === PDFName.of("FlateDecode"))
        jobs.push(deflate(obj.getUnencodedContents()).then((bytes) => doc.context.assign(ref, PDFRawStream.of(obj.dict, bytes))));
    }
  }
  await Promise.all(jobs);
  // Written in one go: pdf-lib would otherwise wait a macrotask (setTimeout 0) every 50 objects.
  return doc.save({ objectsPerTick: Number.POSITIVE_INFINITY });
}

/** A form's compressed bytes by its operators: the theme borders are the same in every document (a handful of themes). */
const compressedForms = new Map<string, Uint8Array>();

/**
 * A drawing used on many pages (the theme border) stored once as a form XObject and referenced from
 * each page: one copy in the file, compressed once per process.
 */
export function formXObject(doc: PDFDocument, ops: string, size: { width: number; height: number }) {
  const dict = { Type: "XObject", Subtype: "Form", BBox: [0, 0, size.width, size.height], Matrix: [1, 0, 0, 1, 0, 0] };
  const bytes = compressedForms.get(ops);
  let stream;
  if (bytes) stream = doc.context.stream(bytes, { ...dict, Filter: "FlateDecode" });
  else {
    stream = doc.context.flateStream(ops, dict);
    if (compressedForms.size >= 32) compressedForms.clear();
    compressedForms.set(ops, stream.getContents());
  }
  const ref = doc.context.register(stream);
  return {
    drawOn(page: PDFPage, tag = "Art") {
      const name = page.node.newXObject(tag, ref);
      page.pushOperators(pushGraphicsState(), drawObject(name), popGraphicsState());
    },
  };
}
