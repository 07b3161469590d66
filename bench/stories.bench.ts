import { composeStory } from "../src/engine/local";
import { renderStoryPdf } from "../src/pdf/story-pdf";
import { pictureBookOf } from "../src/stories/pdf";
import { sceneSvg } from "../src/stories/scenes";
import { loadStoryFonts } from "../src/pdf/fonts-node";
import { sampleColoringEngine, sampleStoryText } from "../tests/helpers/stories";
import { figure, percentile, time } from "./lib";

const RUNS = 30;

const fmt = (ms: number) => `${ms.toFixed(1)} ms`.padStart(10);
function row(label: string, samples: number[]) {
  console.log(`  ${label.padEnd(44)}p50 ${fmt(percentile(samples, 50))}   p95 ${fmt(percentile(samples, 95))}`);
}

/**
 * Story PDF build time for a 1,000-word story with its coloring page, against drawing the coloring page
 * alone; the text-only PDF (budget ≤ 100 ms), one scene picture (≤ 40 ms; was a timed unit test) and the picture book (≤ 250 ms). The library list is in library.bench.ts.
 */
export async function benchStories() {
  const fonts = loadStoryFonts();
  const engine = sampleColoringEngine();
  const content = sampleStoryText(1000, "Maya");
  const words = content.split(/\s+/).length;
  const plan = composeStory({ childName: "Maya", childAge: "6-7", behavior: "screen-time", theme: "nature", seed: 7 }).plan;
  const art = { plan, theme: "nature" as const, behavior: "screen-time", childName: "Maya", title: "The Quiet Hour at Willow Pond", seed: 7 };
  const page = await engine.draw(art);
  const pdfInput = { title: art.title, childName: "Maya", theme: art.theme, content, coloringPage: page, fonts };
  await time(3, () => engine.draw(art));
  await time(3, () => renderStoryPdf(pdfInput));
  const draw = await time(RUNS, () => engine.draw(art));
  const pdf = await time(RUNS, () => renderStoryPdf(pdfInput));
  const pdfBytes = (await renderStoryPdf(pdfInput)).byteLength;
  console.log(`\nStory PDF (${words} words + coloring page, ${(pdfBytes / 1024).toFixed(0)} KiB), ${RUNS} runs each`);
  row("draw coloring page (local line art)", draw);
  row("renderStoryPdf", pdf);
  console.log(`  ratio: a PDF build costs ${(percentile(pdf, 50) / percentile(draw, 50)).toFixed(1)}x the coloring-page draw (p50)`);

  // The picture book: the plan's pictures drawn (as the PDF route does), then the whole book rendered.
  const book = composeStory({ childName: "Maya", childAge: "8-10", behavior: "screen-time", theme: "nature", seed: 7 });
  const bookStory = { id: 7, plan: book.plan, theme: "nature", childAge: "8-10", behavior: "screen-time" };
  const bookInput = () => ({
    title: book.title,
    childName: "Maya",
    theme: "nature",
    content: book.text,
    coloringPage: page,
    fonts,
    book: pictureBookOf(bookStory, fonts.heading),
  });
  await time(3, () => renderStoryPdf(bookInput()));
  const scene = await time(RUNS, async () => sceneSvg(bookStory, 3, fonts.heading));
  const textOnly = await time(RUNS, () => renderStoryPdf({ ...pdfInput, content: book.text }));
  const picture = await time(RUNS, () => renderStoryPdf(bookInput()));
  // The same book with its pictures drawn once before: what the PDF itself costs (the rest is drawing the scenes).
  const drawn = bookInput();
  const pdfOnly = await time(RUNS, () => renderStoryPdf(drawn));
  const bookBytes = (await renderStoryPdf(bookInput())).byteLength;
  const pictures = book.plan.scenes.length + 2;
  console.log(`\nPicture-book PDF (${book.plan.scenes.length} scenes, ${pictures} pictures, ${(bookBytes / 1024).toFixed(0)} KiB), ${RUNS} runs each`);
  row("scene picture (drawScene → SVG)", scene);
  row("text-only PDF, same story", textOnly);
  row("picture book, pictures drawn + PDF", picture);
  row("picture book, PDF only (pictures drawn)", pdfOnly);
  const p50 = percentile(picture, 50);
  console.log(`  ratio: the picture book costs ${(p50 / percentile(textOnly, 50)).toFixed(1)}x the text-only PDF (p50)`);
  const drawBase = { label: "coloring-page draw", value: percentile(draw, 50) };
  figure({
    name: `text-only (pre-plan) story PDF, ${words} words + coloring page, p50`,
    value: percentile(pdf, 50),
    unit: "ms",
    baseline: drawBase,
    budget: { op: "<=", limit: 100 },
  });
  figure({ name: "one scene picture (drawScene → SVG), p50", value: percentile(scene, 50), unit: "ms", budget: { op: "<=", limit: 40 } });
  figure({ name: `picture-book PDF (${pictures} pictures drawn + PDF), p50`, value: p50, unit: "ms", baseline: drawBase, budget: { op: "<=", limit: 250 } });
}
