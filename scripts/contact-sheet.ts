// Contact sheets of the picture book's pictures: one PNG per story, a thumbnail of every scene in
// order (as the PDF draws them), and a text file beside it with each scene's beat, place and words.
//   npx tsx scripts/contact-sheet.ts <out-dir> <tag> "<behavior> <age> <he|she|they> [theme] [episode|seed] [grownUp] [custom text]" … [--only=2,5] [--thumb=600]
// Each quoted spec is one story (the same arguments as scripts/story.ts); files are <tag>-<n>.png/.txt.
// --only draws just those scenes (1-based), --thumb sets the thumbnail width (to look closer).
import { mkdirSync, writeFileSync } from "node:fs";
import { Resvg } from "@resvg/resvg-js";
import { composeStory } from "../src/engine/local";
import { BEHAVIOR_STORIES } from "../src/engine/local/stories";
import type { StoryRequest } from "../src/engine/types";
import { drawScene } from "../src/art/local/index";

const flags = process.argv.slice(2).filter((a) => a.startsWith("--"));
const [outDir = "/tmp/shots", tag = "sheet", ...specs] = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const flag = (name: string) => flags.find((f) => f.startsWith(`--${name}=`))?.split("=")[1];
const only = flag("only")?.split(",").map(Number);
mkdirSync(outDir, { recursive: true });

/** The story request of a spec: the same positional arguments as scripts/story.ts. */
export function requestOf(spec: string): StoryRequest {
  const parts = spec.match(/"[^"]*"|\S+/g)?.map((p) => p.replace(/^"|"$/g, "")) ?? [];
  const [behavior = "bedtime", childAge = "4-5", pronouns = "she", theme = "animals", which = "1", grownUpName = "Mom", ...rest] = parts;
  const customBehavior = rest.length ? rest.join(" ") : undefined;
  const story = (BEHAVIOR_STORIES as Record<string, { episodes: { id: string }[] } | null>)[behavior];
  const ids = story?.episodes.map((e) => e.id) ?? [];
  const forced = ids.includes(which) ? ids.filter((id) => id !== which) : undefined;
  return {
    childName: pronouns === "he" ? "Theo" : pronouns === "she" ? "Mia" : "Alex",
    childAge,
    behavior,
    theme,
    pronouns,
    grownUpName,
    customBehavior,
    seed: forced ? 1 : Number(which),
    previousEpisodes: forced,
  } as StoryRequest;
}

const THUMB = Number(flag("thumb") ?? 300);
specs.forEach((spec, n) => {
  const req = requestOf(spec);
  const { plan, title } = composeStory(req);
  const cols = 4;
  const pngs: Array<{ b64: string; w: number; h: number }> = [];
  const lines: string[] = [`# ${title} — ${spec}`];
  plan.scenes.forEach((s, i) => {
    if (only && !only.includes(i + 1)) return;
    const t0 = performance.now();
    const { svg, scene } = drawScene(plan, i, { theme: req.theme, seed: req.seed ?? 1, book: true, childAge: req.childAge });
    const ms = performance.now() - t0;
    const img = new Resvg(svg, { fitTo: { mode: "width", value: THUMB } }).render();
    pngs.push({ b64: Buffer.from(img.asPng()).toString("base64"), w: img.width, h: img.height });
    const who = scene.figures.map((f) => `${f.name}:${f.mood ?? "-"}/${f.action ?? f.pose ?? "-"}`).join(", ");
    lines.push(
      `\n[${i + 1}] ${s.beat} · ${s.place} → ${scene.placeKind} · ${s.time} · shot ${scene.shot ?? "-"} · ${ms.toFixed(0)} ms\n  drawn: ${who}\n  props: ${scene.props.map((p) => `${p.word}→${p.prop}@${p.where}`).join(", ")}\n  ${s.text.replace(/\s+/g, " ")}`,
    );
  });
  const h = Math.max(...pngs.map((p) => p.h));
  const rows = Math.ceil(pngs.length / cols);
  const pad = 10;
  const W = cols * (THUMB + pad) + pad;
  const H = rows * (h + pad) + pad;
  const images = pngs
    .map((p, i) => {
      const x = pad + (i % cols) * (THUMB + pad);
      const y = pad + Math.floor(i / cols) * (h + pad);
      return `<rect x="${x - 1}" y="${y - 1}" width="${THUMB + 2}" height="${p.h + 2}" fill="none" stroke="#999"/><image x="${x}" y="${y}" width="${p.w}" height="${p.h}" href="data:image/png;base64,${p.b64}"/><circle cx="${x + 16}" cy="${y + 16}" r="${4 + i}" fill="#c33" opacity="0.6"/>`;
    })
    .join("");
  const sheet = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><rect width="100%" height="100%" fill="#eee"/>${images}</svg>`;
  const file = `${outDir}/${tag}-${n + 1}.png`;
  writeFileSync(file, new Resvg(sheet).render().asPng());
  writeFileSync(file.replace(/\.png$/, ".txt"), lines.join("\n") + "\n");
  console.log(`${file} — ${title} (${plan.scenes.length} scenes)`);
});
