// "Write another" on a custom situation (issue 22, item 4): how many sentences four stories in a row
// share, and how many longer sentences stories for different situations share.
//   npx tsx scripts/eval-variety.ts [--age=4-5] [--seed=1] [--top=15] [--show=N]
//
// Definitions (src/engine/local/situations/variety.ts):
// - Stories: for each of VARIETY_INPUTS (variety.ts), 4 stories the way "write another" writes them — each with a fresh
//   seed (the app draws a random one; here drawn from --seed and the input), the earlier stories'
//   episodes passed as previousEpisodes, through writeStory with the local engine (so the report
//   card's retries happen as in the app). Child "Sam", theme "animals", no pronoun picked.
// - A sentence: text split at paragraph breaks and after . ! ?; lower-cased; every name of the plan
//   (child, grown-up, helper and its first word, others) replaced by one token; quotes/punctuation
//   dropped; whitespace collapsed. Sentences under 3 words ("Whee!", "Okay.") are left out. A
//   story's sentences are a set.
// - Worst pair (per input): max over ordered pairs (A, B) of the 4 stories of |A ∩ B| / |A|.
//   Target < 35%.
// - Cross-input: longer sentences (≥ 8 words, names replaced); per input the set over its 4
//   stories; the share, over all inputs, of those that also appear in another input's stories.
//   Target < 20%.
// --top lists the most shared longer sentences (how many inputs have each); --show=N prints the
// first two stories of input N in full.
import type { AgeBand } from "../src/contracts/catalog";
import { crossInput, VARIETY_INPUTS, worstPair, writeAnotherSeries, writtenSentences } from "../src/engine/local/situations/variety";
import { understandSituation } from "../src/engine/local/situations/understand";

const flag = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const age = (flag("age") ?? "4-5") as AgeBand;
const seed = Number(flag("seed") ?? 1);
const top = Number(flag("top") ?? 15);
const show = flag("show");

const all: string[][][] = [];
console.log(`## "Write another" x4, ages ${age}, seed ${seed}`);
console.log("worst pair | frame            | episodes                                   | input");
let over = 0;
for (const [i, text] of VARIETY_INPUTS.entries()) {
  let series: Awaited<ReturnType<typeof writeAnotherSeries>>;
  try {
    series = await writeAnotherSeries(text, { childAge: age, seed });
  } catch (e) {
    over++;
    console.log(`   failed | ${(e instanceof Error ? e.message : String(e)).slice(0, 60)} | ${text}`);
    continue;
  }
  const sentences = series.map(writtenSentences);
  all.push(sentences);
  const w = worstPair(sentences);
  if (w.share >= 0.35) over++;
  const frame = understandSituation(text, "Sam").frame;
  const eps = series.map((s) => (s.plan.episode ?? "-").replace(/^custom-/, "")).join(" ");
  console.log(`${(w.share * 100).toFixed(0).padStart(9)}% | ${frame.padEnd(16)} | ${eps.slice(0, 42).padEnd(42)} | ${text}`);
  if (show !== undefined && Number(show) === i) for (const s of series.slice(0, 2)) console.log(`\n### ${s.title} (${s.plan.episode})\n\n${s.content}\n`);
}
const worst = all.map((s) => worstPair(s).share);
const cross = crossInput(all);
console.log(
  `\nworst pair: max ${(Math.max(...worst) * 100).toFixed(0)}%, mean ${((worst.reduce((a, b) => a + b, 0) / worst.length) * 100).toFixed(0)}%, inputs at or over 35%: ${over}/${VARIETY_INPUTS.length}`,
);
console.log(`cross-input: ${(cross.share * 100).toFixed(1)}% of longer sentences (${cross.shared}/${cross.total}) also appear in another input's stories`);
if (top > 0) {
  console.log(`\nmost shared longer sentences (inputs having each):`);
  for (const t of cross.top.slice(0, top)) console.log(`${String(t.inputs).padStart(3)}  ${t.sentence}`);
}
