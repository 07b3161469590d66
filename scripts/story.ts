// Prints one story from the local engine: npx tsx scripts/story.ts <behavior> <age> <pronouns> [theme] [episode|seed] [grownUp]
import { composeStory } from "../src/engine/local";
import { checkStory } from "../src/engine/quality";
import { BEHAVIOR_STORIES } from "../src/engine/local/stories";
import type { StoryRequest } from "../src/engine/types";

const [behavior = "bedtime", childAge = "4-5", pronouns = "she", theme = "animals", which = "1", grownUpName = "Mom", customBehavior] = process.argv.slice(2);
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
} as StoryRequest;
const out = composeStory(req);
const report = checkStory(out, req);
console.log(`# ${out.title}   [episode ${out.plan.episode ?? "-"}; ${report.metrics.words} words; avg ${report.metrics.avgSentenceLength}; grade ${report.metrics.readingGrade}]\n`);
for (const s of out.plan.scenes) console.log(`[${s.beat} · ${s.place} · day ${s.day ?? 0} ${s.time} · ${s.characters.join(", ")} · ${s.props.join(", ")}]\n${s.text}\n`);
console.log("talk about:", out.plan.talkAbout);
for (const c of report.checks.filter((c) => c.status !== "pass")) console.log(`${c.status.toUpperCase()} ${c.id}: ${c.detail}`);
