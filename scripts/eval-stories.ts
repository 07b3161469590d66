// The story eval harness (issue 23): replays a folder of model outputs through the real checks —
// the report card (src/engine/quality.ts, with the plan rules that read text) and the built-in safety
// review (src/engine/safety/) — and prints, per file, `accepted` or `refused: <reasons>`, then a
// summary line with the agreement with each file's `expect`.
//   npm run eval:stories -- ../shared/fixtures/model-stories
// Offline: the built-in layer only (no model is called).
import { evaluateFolder, formatEvaluation } from "../src/engine/eval-stories";

const dir = process.argv.slice(2).find((a) => !a.startsWith("-"));
if (!dir) {
  console.error("usage: npm run eval:stories -- <folder of model-story JSON files>");
  process.exit(2);
}
const results = evaluateFolder(dir);
console.log(formatEvaluation(results));
