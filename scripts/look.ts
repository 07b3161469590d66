// Renders a story's coloring page (or every scene) to PNG for looking: npx tsx scripts/look.ts <out.png> <behavior> <age> <pronouns> <theme> [hair] [glasses] [custom text] [--all]
import { writeFileSync } from "node:fs";
import { Resvg } from "@resvg/resvg-js";
import { drawScene } from "../src/art/local/index";
import { loadStoryFonts } from "../src/pdf/fonts-node";
import { composeStory } from "../src/engine/local";
import type { StoryRequest } from "../src/engine/types";

const args = process.argv.slice(2);
const all = args.includes("--all");
const [out, behavior, childAge, pronouns, theme, hair, glasses, customBehavior] = args.filter((a) => a !== "--all");
const req = {
  childName: pronouns === "he" ? "Theo" : pronouns === "she" ? "Mia" : "Alex",
  childAge, behavior, theme, pronouns, grownUpName: "Papa",
  hair: hair && hair !== "-" ? hair : undefined,
  glasses: glasses === "glasses",
  customBehavior, seed: 3,
} as StoryRequest;
const { plan } = composeStory(req);
const font = loadStoryFonts().heading;
const indexes = all ? plan.scenes.map((_, i) => i) : [undefined];
for (const i of indexes) {
  const { svg, alt } = drawScene(plan, i, { theme: req.theme, seed: req.seed, font });
  const png = new Resvg(svg, { fitTo: { mode: "width", value: 700 } }).render().asPng();
  const file = i === undefined ? out : out.replace(/\.png$/, `-${i}.png`);
  writeFileSync(file, png);
  console.log(file, "—", alt);
}
