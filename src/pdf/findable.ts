/**
 * What a child can find in a page's picture: the things the drawing actually shows, big enough to point
 * at, after the book's framing has cropped it (R7: "Can you find the crayons?" under a picture whose
 * crayons were a sliver on a shelf, cut by the frame). Read from the finished drawing: every stroke of
 * a thing carries its tag ("prop:crayons"), kept through placing, hiding and clipping.
 */
import type { ComposedScene } from "../art/local/compose";
import { bounds, type Drawing } from "../art/local/geometry";

/** A thing is findable when what is left of it in the frame is at least this share of the frame's width (tall or wide). */
export const FINDABLE_MIN = 0.08;

/**
 * The things (their catalogue names, "crayons", "teddy bear") a child can point at in this picture: the
 * things drawn whole enough inside the frame, the things a character shows (the phone in her hand, the
 * baby in Dad's arms), and the place's own big things (the slide, the swings) unless the shot is close on
 * a face.
 */
export function findableThings(scene: Pick<ComposedScene, "drawing" | "props" | "shot">): string[] {
  const held = scene.props.filter((p) => p.where === "character").map((p) => p.prop);
  const builtIn = scene.shot === "close" ? [] : scene.props.filter((p) => p.where === "built-in").map((p) => p.prop);
  return [...new Set([...held, ...builtIn, ...drawnThings(scene.drawing)])];
}

function drawnThings(drawing: Drawing): string[] {
  const frame = drawing[0] ? bounds([drawing[0]]) : undefined;
  if (!frame) return [];
  const width = frame.maxX - frame.minX;
  const byThing = new Map<string, Drawing>();
  for (const s of drawing) {
    const m = /^prop:([^:]+)/.exec(s.tag ?? "");
    if (!m || s.cmds.length <= 1) continue;
    const list = byThing.get(m[1]!);
    if (list) list.push(s);
    else byThing.set(m[1]!, [s]);
  }
  const out: string[] = [];
  for (const [thing, strokes] of byThing) {
    const b = bounds(strokes);
    const seen = {
      w: Math.min(b.maxX, frame.maxX) - Math.max(b.minX, frame.minX),
      h: Math.min(b.maxY, frame.maxY) - Math.max(b.minY, frame.minY),
    };
    if (Math.max(seen.w, seen.h) >= FINDABLE_MIN * width && Math.min(seen.w, seen.h) > 0) out.push(thing);
  }
  return out;
}

/** The thing a find-it tip asks for ("Can you find Mia's teddy bear?" → "teddy bear"), or null for any other tip. */
export function askedThing(tip: string): string | null {
  const m = /^Can you find (?:the |(?:\p{Lu}[\p{L}-]*(?: \p{Lu}[\p{L}-]*)*)['’]s )(.+)\?$/u.exec(tip.trim());
  return m ? m[1]!.toLowerCase() : null;
}

/** Whether the thing a tip names is one the picture shows ("bucket" asked for, "bucket and spade" drawn). */
export function shows(findable: readonly string[], asked: string): boolean {
  const word = (w: string) => w.replace(/s$/, "");
  const askedWords = asked.split(/\s+/).map(word);
  return findable.some((f) => {
    const fw = f.split(/\s+/).map(word);
    return askedWords.every((a) => fw.includes(a)) || fw.every((x) => askedWords.includes(x));
  });
}
