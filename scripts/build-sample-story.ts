/**
 * Builds static/samples/sample-story.pdf with the same pipeline the app uses:
 * the local coloring engine, then renderStoryPdf.   npx tsx scripts/build-sample-story.ts
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { composeStory } from "../src/engine/local";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createLocalColoringEngine } from "../src/art/local/index";
import { loadStoryFonts } from "../src/pdf/fonts-node";
import { SAMPLE_STORY } from "../src/pdf/sample-story";
import { renderStoryPdf } from "../src/pdf/story-pdf";

async function main() {
  const root = join(dirname(fileURLToPath(import.meta.url)), "..");
  const out = join(root, "static/samples/sample-story.pdf");
  const fonts = loadStoryFonts();
  const story = SAMPLE_STORY;
  const coloringPage = await createLocalColoringEngine({ font: fonts.heading }).draw({
    plan: composeStory({ childName: story.childName, childAge: "4-5", behavior: story.behavior, theme: story.theme, seed: 0 }).plan,
    theme: story.theme,
    behavior: story.behavior,
    childName: story.childName,
    title: story.title,
    seed: 0,
  });
  const pdf = await renderStoryPdf({ ...story, coloringPage, fonts });
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, pdf);
  const words = story.content.split(/\s+/).filter(Boolean).length;
  console.log(`${out}: ${(pdf.length / 1024).toFixed(0)} KiB, ${words} words`);
}

main();
