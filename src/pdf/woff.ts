/**
 * WOFF 1.0 → plain sfnt (TrueType/OpenType) bytes, once per font. fontkit reads .woff tables by
 * inflating them again on every access, which was a quarter of a PDF's build time; embedding the
 * unpacked font avoids that. Web APIs only (DecompressionStream), so it runs on every runtime.
 */
const cache = new WeakMap<Uint8Array, Promise<Uint8Array>>();

export function sfntFromWoff(woff: Uint8Array): Promise<Uint8Array> {
  let pending = cache.get(woff);
  if (!pending) {
    pending = convert(woff);
    cache.set(woff, pending);
  }
  return pending;
}

async function inflate(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data as BlobPart]).stream().pipeThrough(new DecompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

async function convert(woff: Uint8Array): Promise<Uint8Array> {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (view.getUint32(0) !== 0x774f4646) return woff; // not 'wOFF': already an sfnt
  const flavor = view.getUint32(4);
  const numTables = view.getUint16(12);
  const tables: Array<{ tag: number; checksum: number; data: Uint8Array }> = [];
  for (let i = 0; i < numTables; i++) {
    const at = 44 + i * 20;
    const tag = view.getUint32(at);
    const offset = view.getUint32(at + 4);
    const compLength = view.getUint32(at + 8);
    const origLength = view.getUint32(at + 12);
    const checksum = view.getUint32(at + 16);
    const raw = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? await inflate(raw) : raw;
    if (data.length !== origLength) throw new Error("Invalid WOFF table length");
    tables.push({ tag, checksum, data });
  }
  tables.sort((a, b) => a.tag - b.tag);
  const headerSize = 12 + numTables * 16;
  const total = tables.reduce((n, t) => n + ((t.data.length + 3) & ~3), headerSize);
  const out = new Uint8Array(total);
  const w = new DataView(out.buffer);
  let pow = 1;
  let log = 0;
  while (pow * 2 <= numTables) {
    pow *= 2;
    log += 1;
  }
  w.setUint32(0, flavor);
  w.setUint16(4, numTables);
  w.setUint16(6, pow * 16);
  w.setUint16(8, log);
  w.setUint16(10, numTables * 16 - pow * 16);
  let offset = headerSize;
  tables.forEach((t, i) => {
    const rec = 12 + i * 16;
    w.setUint32(rec, t.tag);
    w.setUint32(rec + 4, t.checksum);
    w.setUint32(rec + 8, offset);
    w.setUint32(rec + 12, t.data.length);
    out.set(t.data, offset);
    offset += (t.data.length + 3) & ~3;
  });
  return out;
}
