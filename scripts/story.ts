// Prints one story from the local engine, with its plan and any failed checks; with --png=<file> it also
// draws the story's coloring page (--all-scenes: one picture per scene, <file>-<n>.png); with --pdf=<file>
// it writes the printable picture book.
//   npx tsx scripts/story.ts <behavior> <age> <he|she|they> [theme] [episode|seed] [grownUp] [custom text] [--hair=curly] [--glasses] [--png=out.png] [--pdf=out.pdf]
import { composeStory } from "../src/engine/local";
import { checkStory } from "../src/engine/quality";
import { BEHAVIOR_STORIES } from "../src/engine/local/stories";
import type { StoryRequest } from "../src/engine/types";

const flags = process.argv.slice(2).filter((a) => a.startsWith("--"));
const flag = (name: string) => flags.find((f) => f.startsWith(`--${name}`))?.split("=")[1] ?? (flags.includes(`--${name}`) ? "true" : undefined);
const [behavior = "bedtime", childAge = "4-5", pronouns = "she", theme = "animals", which = "1", grownUpName = "Mom", customBehavior] = process.argv
  .slice(2)
  .filter((a) => !a.startsWith("--"));
const story = (BEHAVIOR_STORIES as Record<string, { episodes: { id: string }[] } | null>)[behavior];
const episodeIds = story?.episodes.map((e) => e.id) ?? [];
const forced = episodeIds.includes(which) ? episodeIds.filter((id) => id !== which) : undefined;
const req = {
  childName: pronouns === "he" ? "Theo" : pronouns === "she" ? "Mia" : "Alex",
  childAge,
  behavior,
  theme,
  pronouns,
  grownUpName,
  customBehavior,
  seed: forced ? 1 : Number(which),
  previousEpisodes: forced,
  hair: flag("hair"),
  glasses: flag("glasses") === "true" ? true : undefined,
} as StoryRequest;
const out = composeStory(req);
const report = checkStory(out, req);
console.log(
  `# ${out.title}   [episode ${out.plan.episode ?? "-"}; ${report.metrics.words} words; avg ${report.metrics.avgSentenceLength}; grade ${report.metrics.readingGrade}]\n`,
);
for (const s of out.plan.scenes)
  console.log(`[${s.beat} · ${s.place} · day ${s.day ?? 0} ${s.time} · ${s.characters.join(", ")} · ${s.props.join(", ")}]\n${s.text}\n`);
console.log("talk about:", out.plan.talkAbout);
for (const c of report.checks.filter((c) => c.status !== "pass")) console.log(`${c.status.toUpperCase()} ${c.id}: ${c.detail}`);

const png = flag("png");
if (png) {
  const { Resvg } = await import("@resvg/resvg-js");
  const { drawScene } = await import("../src/art/local/index");
  const { loadStoryFonts } = await import("../src/pdf/fonts-node");
  const { writeFileSync } = await import("node:fs");
  const font = loadStoryFonts().heading;
  const indexes = flag("all-scenes") ? out.plan.scenes.map((_, i) => i) : [undefined];
  for (const i of indexes) {
    const { svg, alt } = drawScene(out.plan, i, { theme: req.theme, seed: req.seed, font });
    const file = i === undefined ? png : png.replace(/\.png$/, `-${i + 1}.png`);
    writeFileSync(file, new Resvg(svg, { fitTo: { mode: "width", value: 700 } }).render().asPng());
    console.log(`picture: ${file} — ${alt}`);
  }
}

const pdf = flag("pdf");
if (pdf) {
  const { renderStoryPdf } = await import("../src/pdf/story-pdf");
  const { pictureBookOf } = await import("../src/stories/pdf");
  const { createLocalColoringEngine } = await import("../src/art/local/index");
  const { loadStoryFonts } = await import("../src/pdf/fonts-node");
  const { writeFileSync } = await import("node:fs");
  const fonts = loadStoryFonts();
  const story = {
    id: req.seed ?? 1,
    plan: out.plan,
    theme: req.theme,
    childAge: req.childAge,
    behavior: req.behavior,
    customBehavior: req.customBehavior ?? null,
  };
  const coloringPage = await createLocalColoringEngine({ font: fonts.heading }).draw({
    plan: out.plan,
    theme: req.theme,
    behavior: req.behavior,
    childName: req.childName,
    title: out.title,
    seed: story.id,
  });
  const bytes = await renderStoryPdf({
    title: out.title,
    childName: req.childName,
    theme: req.theme,
    content: out.text,
    coloringPage,
    fonts,
    book: pictureBookOf(story, fonts.heading),
  });
  writeFileSync(pdf, bytes);
  console.log(`pdf: ${pdf} (${(bytes.length / 1024).toFixed(0)} KiB)`);
}
