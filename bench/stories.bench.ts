import { createApp } from "../src/app";
import { composeStory } from "../src/engine/local";
import { createSession } from "../src/auth/session";
import { renderStoryPdf } from "../src/pdf/story-pdf";
import { pictureBookOf } from "../src/stories/pdf";
import { sceneSvg } from "../src/stories/scenes";
import { loadStoryFonts } from "../src/pdf/fonts-node";
import { stories, users } from "../db/schema";
import { SAMPLE_STORIES, fillName, sampleColoringEngine, sampleQualityReport, sampleStoryText } from "../tests/helpers/stories";
import { benchDeps, percentile } from "./lib";
import type { Deps } from "../src/deps";

const RUNS = 30;

async function time(runs: number, fn: () => Promise<unknown>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    out.push(performance.now() - t0);
  }
  return out;
}

const fmt = (ms: number) => `${ms.toFixed(1)} ms`.padStart(10);
function row(label: string, samples: number[]) {
  console.log(`  ${label.padEnd(44)}p50 ${fmt(percentile(samples, 50))}   p95 ${fmt(percentile(samples, 95))}`);
}

/** A user with `n` stories, inserted directly (no coloring pages: the list never reads them). */
async function userWithStories(deps: Deps, n: number): Promise<string> {
  const id = `bench|${n}-${Math.random().toString(36).slice(2, 8)}`;
  await deps.db.insert(users).values({ id, username: id, email: `${id.replace(/\W/g, "")}@example.com` });
  const start = Date.UTC(2025, 0, 1);
  const rows = Array.from({ length: n }, (_, i) => {
    const sample = SAMPLE_STORIES[i % SAMPLE_STORIES.length]!;
    const content = fillName(sample.text, "Maya");
    return {
      userId: id,
      childName: "Maya",
      childAge: sample.childAge,
      behavior: sample.behavior,
      theme: sample.theme,
      customBehavior: sample.customBehavior ?? null,
      storyContent: content,
      title: `${fillName(sample.title, "Maya")} #${i + 1}`,
      imageUrl: "/api/stories/0/image",
      pdfUrl: "/api/stories/0/pdf",
      favorite: i % 7 === 0,
      qualityReport: sampleQualityReport(content),
      createdAt: new Date(start + i * 3_600_000),
    };
  });
  for (let i = 0; i < rows.length; i += 50) await deps.db.insert(stories).values(rows.slice(i, i + 50));
  const token = await createSession(deps, { userId: id });
  return `bt_session=${token}`;
}

/**
 * Story PDF build time for a 1,000-word story with its coloring page, against drawing the coloring page
 * alone; and GET /api/stories for a parent with 1,000 stories against one with 10.
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
  const bookInput = () => ({ title: book.title, childName: "Maya", theme: "nature", content: book.text, coloringPage: page, fonts, book: pictureBookOf(bookStory, fonts.heading) });
  await time(3, () => renderStoryPdf(bookInput()));
  const scene = await time(RUNS, async () => sceneSvg(bookStory, 3, fonts.heading));
  const textOnly = await time(RUNS, () => renderStoryPdf({ ...pdfInput, content: book.text }));
  const picture = await time(RUNS, () => renderStoryPdf(bookInput()));
  const bookBytes = (await renderStoryPdf(bookInput())).byteLength;
  const pictures = book.plan.scenes.length + 2;
  console.log(`\nPicture-book PDF (${book.plan.scenes.length} scenes, ${pictures} pictures, ${(bookBytes / 1024).toFixed(0)} KiB), ${RUNS} runs each`);
  row("scene picture (drawScene → SVG)", scene);
  row("text-only PDF, same story", textOnly);
  row("picture book, pictures drawn + PDF", picture);
  const p50 = percentile(picture, 50);
  console.log(`  ratio: the picture book costs ${(p50 / percentile(textOnly, 50)).toFixed(1)}x the text-only PDF (p50); budget 250 ms: ${p50 <= 250 ? "met" : "NOT met"}`);

  const deps = await benchDeps();
  const app = createApp(deps);
  const big = await userWithStories(deps, 1000);
  const small = await userWithStories(deps, 10);
  const list = (cookie: string) => async () => {
    const res = await app.request("http://localhost/api/stories", { headers: { Cookie: cookie, Accept: "application/json" } });
    if (res.status !== 200) throw new Error(`GET /api/stories answered ${res.status}`);
    return res.text();
  };
  await time(5, list(big));
  await time(5, list(small));
  const bigTimes = await time(RUNS, list(big));
  const smallTimes = await time(RUNS, list(small));
  const bigSize = (await list(big)()).length;
  console.log(`\nGET /api/stories in process (session lookup, query, JSON), ${RUNS} runs each`);
  row(`1,000 stories (${(bigSize / 1024 / 1024).toFixed(1)} MiB of JSON)`, bigTimes);
  row("10 stories", smallTimes);
  console.log(`  ratio: 1,000 stories take ${(percentile(bigTimes, 50) / percentile(smallTimes, 50)).toFixed(1)}x as long as 10 (p50)`);
}
