// Prints a local-engine story's reading prompts (issue 29), page by page, to read as an editor would;
// "refrains" lists the refrain found in every built-in behavior's story at every age.
//   npx tsx scripts/reading-prompts.ts <behavior> <age> <he|she|they> ["custom situation"] [--seed=N] [--full]
//   (--seed picks the story's seed, default 1; --full prints each page's whole text, not its first words)
//   npx tsx scripts/reading-prompts.ts refrains
import { composeStory } from "../src/engine/local";
import { findRefrain, readingPrompts } from "../src/reading/prompts";
import { rightBeforeCard } from "../src/reading/card";
import { AGE_BANDS, BEHAVIOR_OPTION_IDS } from "../src/contracts/catalog";

const flags = process.argv.slice(2).filter((a) => a.startsWith("--"));
const [mode = "bedtime", age = "2-3", pronouns = "she", custom] = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const seed = Number(flags.find((f) => f.startsWith("--seed="))?.slice(7) ?? 1);
const full = flags.includes("--full");
const childName = pronouns === "he" ? "Theo" : pronouns === "she" ? "Mia" : "Alex";
const story = (behavior: string, childAge: string) =>
  composeStory({ childName, childAge, behavior, theme: "animals", pronouns, grownUpName: "Mom", seed, customBehavior: custom } as never).plan;

if (mode === "refrains") {
  for (const b of BEHAVIOR_OPTION_IDS.filter((x) => x !== "custom"))
    for (const a of AGE_BANDS) {
      const r = findRefrain(story(b, a));
      console.log(b.padEnd(13), a.padEnd(5), r ? `${r.text} [scenes ${r.scenes.map((i) => i + 1).join(",")}]` : "-");
    }
} else {
  const plan = story(mode, age);
  const prompts = readingPrompts(plan, age);
  plan.scenes.forEach((s, i) => {
    console.log(full ? `--- ${i + 1} ${s.beat}: ${s.text}` : `--- ${i + 1} ${s.beat}: ${s.text.slice(0, 110)}…`);
    for (const p of prompts[i]!) console.log(`   [${p.kind}] ${p.text}`);
  });
  const card = rightBeforeCard(plan);
  console.log(
    `\nRight before: ${card.strategy}\n${card.steps.map((s, i) => `  ${i + 1}. [${s.icon}] ${s.text}`).join("\n")}\n  say it together: ${card.refrain ?? "-"}`,
  );
}
