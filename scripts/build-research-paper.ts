/**
 * Builds static/papers/behavior-stories-research-paper.pdf, the free paper for newsletter subscribers.
 *   npx tsx scripts/build-research-paper.ts
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadStoryFonts } from "../src/pdf/fonts-node";
import { RESEARCH_PAPER, renderResearchPaperPdf } from "../src/pdf/research-paper";

async function main() {
  const root = join(dirname(fileURLToPath(import.meta.url)), "..");
  const out = join(root, "static/papers/behavior-stories-research-paper.pdf");
  const pdf = await renderResearchPaperPdf(RESEARCH_PAPER, loadStoryFonts());
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, pdf);
  const words = RESEARCH_PAPER.blocks
    .map((b) => b.text)
    .join(" ")
    .split(/\s+/).length;
  console.log(`${out}: ${(pdf.length / 1024).toFixed(0)} KiB, ${words} words`);
}

main();
