// `npm run bench`: every benchmark, each printing its figures and a ratio against a baseline.
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { benchSsr } from "./ssr.bench";

if (!existsSync("dist/client/.vite/manifest.json")) spawnSync(process.execPath, ["node_modules/vite/bin/vite.js", "build", "--logLevel", "warn"], { stdio: "inherit" });

const only = process.argv[2];
const benches: Record<string, () => Promise<void>> = { ssr: benchSsr, stories: async () => (await import("./stories.bench")).benchStories(), engine: async () => (await import("./engine.bench")).benchEngine() };
for (const [name, fn] of Object.entries(benches)) {
  if (only && only !== name) continue;
  console.log(`\n=== ${name} ===`);
  await fn();
}
process.exit(0);
