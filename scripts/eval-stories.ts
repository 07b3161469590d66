// The story eval harness (issue 23): replays a folder of model outputs through the real checks —
// the report card (src/engine/quality.ts, with the plan rules that read text) and the built-in safety
// review (src/engine/safety/) — and prints, per file, `accepted` or `refused: <reasons>`, then a
// summary line with the agreement with each file's `expect`.
//   npm run eval:stories -- ../shared/fixtures/model-stories
// Offline (AI_PROVIDER unset or local, or --offline): the built-in layer only (no model is called).
// With a configured model (AI_PROVIDER=openai or openai-compatible, with AI_BASE_URL, AI_MODEL and
// OPENAI_API_KEY as for the app): also the model's review of every story — the provider's moderation
// where it has one, and the judging call (src/engine/safety/model-review.ts, ADR 024) — and a line on
// the model's review alone.
import { evaluateFolder, evaluateFolderWithModel, formatEvaluation } from "../src/engine/eval-stories";
import { parseEnv } from "../src/env";
import { storyEngineFrom } from "../src/services";

const args = process.argv.slice(2);
const dir = args.find((a) => !a.startsWith("-"));
if (!dir) {
  console.error("usage: npm run eval:stories -- <folder of model-story JSON files> [--offline]");
  process.exit(2);
}
const env = parseEnv(process.env);
const engine = args.includes("--offline") || (env.AI_PROVIDER ?? "local") === "local" ? null : storyEngineFrom(env);
if (engine) console.error(`Reviewing with ${engine.name} (moderation where the server has it, and the judging call).`);
const results = engine ? await evaluateFolderWithModel(dir, engine) : evaluateFolder(dir);
console.log(formatEvaluation(results));
