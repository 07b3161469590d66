// The custom-situation measurement (src/engine/local/situations/eval.ts): understood / asked / declined,
// the frame, and the parent's specifics kept, over the shared fixture and our own phrasings.
//   npx tsx scripts/eval-situations.ts [--stories] [--age=4-5] [--seed=1] [--file=path …]
// --file (repeatable) measures only those files (same format: `text | group | group …`), e.g. phrasings
// written before a fix, measured before they join own-phrasings.txt.
import { evaluateSituations, formatTable, readFixture } from "../src/engine/local/situations/eval";

const flag = (name: string) => process.argv.find((a) => a.startsWith(`--${name}`))?.split("=")[1];
const files = process.argv.filter((a) => a.startsWith("--file=")).map((a) => a.slice("--file=".length));
const options = { childAge: (flag("age") ?? "4-5") as "4-5", seed: Number(flag("seed") ?? 1) };
const sets: (readonly [string, string])[] = files.length
  ? files.map((f) => [f, f] as const)
  : [
      ["shared fixtures (tests/fixtures/shared/parent-situations.txt, a copy of ../shared/fixtures)", "tests/fixtures/shared/parent-situations.txt"],
      ["our own phrasings (src/engine/local/situations/own-phrasings.txt)", "src/engine/local/situations/own-phrasings.txt"],
    ];
for (const [title, path] of sets) {
  const rows = await evaluateSituations(readFixture(path), options);
  console.log(formatTable(title, rows) + "\n");
  if (process.argv.includes("--stories")) for (const r of rows) if (r.story) console.log(`### ${r.text}\n${r.story}\n`);
}
