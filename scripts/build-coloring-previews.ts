/**
 * Renders local coloring pages to PNG for a visual check.
 *   npx tsx scripts/build-coloring-previews.ts [outDir] [theme:behavior:seed ...]
 * Without cases it renders every theme's scenes with a few behaviors.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { composeStory } from "../src/engine/local";
import type { BehaviorOptionId } from "../src/contracts/catalog";
import { join } from "node:path";
import { Resvg } from "@resvg/resvg-js";
import { THEME_IDS, type ThemeId } from "../src/contracts/catalog";
import { createLocalColoringEngine } from "../src/art/local/index";
import { loadStoryFonts } from "../src/pdf/fonts-node";

async function main() {
  const [outDir = "/tmp/coloring-previews", ...caseArgs] = process.argv.slice(2);
  mkdirSync(outDir, { recursive: true });
  const engine = createLocalColoringEngine({ font: loadStoryFonts().heading });
  const cases = caseArgs.length
    ? caseArgs.map((c) => c.split(":")).map(([t, b, s]) => ({ theme: t as ThemeId, behavior: b, seed: Number(s) }))
    : THEME_IDS.flatMap((theme) => [0, 1, 2].map((seed) => ({ theme, behavior: "bedtime", seed })));
  const sheet: string[] = [];
  for (const c of cases) {
    const started = performance.now();
    const plan = composeStory({ childName: "Maya", childAge: "4-5", behavior: c.behavior as BehaviorOptionId, theme: c.theme, seed: c.seed }).plan;
    const page = await engine.draw({ ...c, plan, childName: "Maya", title: "Preview" });
    const ms = performance.now() - started;
    const png = new Resvg(Buffer.from(page.bytes), { fitTo: { mode: "width", value: 500 } }).render().asPng();
    const file = join(outDir, `${c.theme}-${c.behavior}-${c.seed}.png`);
    writeFileSync(file, png);
    const i = sheet.length;
    sheet.push(
      `<image x="${(i % 5) * 300}" y="${Math.floor(i / 5) * 424}" width="300" height="424" href="data:image/png;base64,${Buffer.from(png).toString("base64")}"/>`,
    );
    console.log(`${file}  ${ms.toFixed(0)} ms  ${(page.bytes.length / 1024).toFixed(0)} KiB`);
  }
  // One contact sheet, five pages a row, for a quick look at everything.
  const rows = Math.ceil(sheet.length / 5);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1500" height="${rows * 424}"><rect width="1500" height="${rows * 424}" fill="#ddd"/>${sheet.join("")}</svg>`;
  writeFileSync(join(outDir, "contact-sheet.png"), new Resvg(svg, { fitTo: { mode: "width", value: 1500 } }).render().asPng());
}

main();
