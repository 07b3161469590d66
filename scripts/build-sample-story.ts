/**
 * Builds static/samples/sample-story.pdf (the home page's "See a sample story") with the same pipeline
 * the app uses: the local storyteller writes the plan and its text, the line-art engine draws the coloring
 * page and every scene, and the picture-book PDF is rendered from them.
 *   npx tsx scripts/build-sample-story.ts   (then update SAMPLE_STORY.bytes in src/newsletter/paper.ts)
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createLocalColoringEngine } from "../src/art/local/index";
import { composeStory } from "../src/engine/local";
import { loadStoryFonts } from "../src/pdf/fonts-node";
import { SAMPLE_REQUEST } from "../src/pdf/sample-story";
import { renderStoryPdf } from "../src/pdf/story-pdf";
import { pictureBookOf } from "../src/stories/pdf";

async function main() {
  const root = join(dirname(fileURLToPath(import.meta.url)), "..");
  const out = join(root, "static/samples/sample-story.pdf");
  const fonts = loadStoryFonts();
  const req = SAMPLE_REQUEST;
  const story = composeStory(req);
  const coloringPage = await createLocalColoringEngine({ font: fonts.heading }).draw({
    plan: story.plan,
    theme: req.theme,
    behavior: req.behavior,
    childName: req.childName,
    title: story.title,
    seed: req.seed,
  });
  const book = pictureBookOf({ id: req.seed, plan: story.plan, theme: req.theme, childAge: req.childAge, behavior: req.behavior }, fonts.heading);
  const pdf = await renderStoryPdf({ title: story.title, childName: req.childName, theme: req.theme, content: story.text, coloringPage, fonts, book });
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, pdf);
  console.log(`${out}: ${pdf.length} bytes, "${story.title}", ${story.text.split(/\s+/).length} words, ${story.plan.scenes.length} scenes`);
}

main();
