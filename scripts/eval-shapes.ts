// Story shapes (issue 25): what a family reading many stories notices, over 400 stories.
//   npx tsx scripts/eval-shapes.ts [--count=400]
// The sample (src/engine/local/variety.ts shapeSample): 21 behaviors × 4 age bands, pronouns she/he/they,
// the 5 themes, seeds, grown-ups Mom, Dad, Gran, Uncle Ray, Papa, one story in 25 a custom situation,
// 0–3 earlier stories ("write another"). Figures (shapeFigures): the most common beat order's share; the
// named grown-up in the strategy scene (teaches or teaches together); the grown-up speaking from the success
// on (notices, praises); a helper with the grown-up's role; the 15 most common short sentences (≤ 5 words,
// names replaced by NAME) with their count and the share of stories they appear in; distinct sentences;
// plan step counts at 2-3; and titles repeated across a child's 4 "write another" stories (every behavior
// × age band, child Mia, Mom, animals).
import { AGE_BANDS, BEHAVIOR_IDS } from "../src/contracts/catalog";
import { CUSTOM_SITUATIONS } from "../src/engine/local/situations/examples";
import { shapeFigures, shapeSample, writeAnotherTitles } from "../src/engine/local/variety";

const count = Number(process.argv.find((a) => a.startsWith("--count="))?.split("=")[1] ?? 400);
const pct = (n: number, of: number) => `${((100 * n) / of).toFixed(1)}%`;
const reqs = shapeSample(count, CUSTOM_SITUATIONS.slice(0, 6));
const f = shapeFigures(reqs);
console.log(`stories: ${f.stories}`);
console.log(`most common beat order: ${pct(f.topOrder.share * f.stories, f.stories)}  ${f.topOrder.order}`);
console.log(`named grown-up teaches / co-teaches the plan: ${f.grownUpTeaches} (${pct(f.grownUpTeaches, f.stories)})`);
console.log(`named grown-up speaks from the success on (notices, praises): ${f.grownUpPraises} (${pct(f.grownUpPraises, f.stories)})`);
console.log(`helper with the grown-up's role: ${f.sameRoleHelper}`);
console.log(`distinct sentences: ${pct(f.distinctShare * 1000, 1000)}`);
console.log(
  `ages 2-3 plan steps: ${Object.entries(f.toddlerSteps)
    .map(([k, v]) => `${k} steps × ${v}`)
    .join(", ")}`,
);
console.log("most common short sentences (count · share of stories):");
for (const s of f.topShort) console.log(`  ${String(s.count).padStart(4)} · ${pct(s.stories, f.stories).padStart(6)}  ${s.sentence}`);
console.log("most common sentences of any length (count · share of stories):");
for (const s of f.topAny) console.log(`  ${String(s.count).padStart(4)} · ${pct(s.stories, f.stories).padStart(6)}  ${s.sentence}`);
let repeated = 0;
let series = 0;
const examples: string[] = [];
for (const behavior of BEHAVIOR_IDS)
  for (const childAge of AGE_BANDS) {
    const titles = writeAnotherTitles({ childName: "Mia", pronouns: "she", childAge, behavior, theme: "animals", grownUpName: "Mom" });
    series++;
    if (new Set(titles).size < titles.length) {
      repeated++;
      if (examples.length < 5) examples.push(`${behavior} ${childAge}: ${titles.join(" | ")}`);
    }
  }
console.log(`"write another" ×4 with a repeated title: ${repeated} of ${series}`);
for (const e of examples) console.log(`  ${e}`);
