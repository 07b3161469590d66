// `npm run bench [suite…]`: every benchmark (or the named ones), each printing its figures with a baseline
// measured in the same run, the ratio, the budget and PASS/FAIL; then one summary table.
//   npm run bench                 all suites (~5 min on 2 cores)
//   npm run bench -- js load      only those
// Suites: ssr, library, stories (PDF), engine, js, pacing, lighthouse, load.
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { spawnSync } from "node:child_process";
import { pinSelf, printSummary, setSuite } from "./lib";

// Build the browser assets when missing or older than their sources (as `npm start` does).
const manifest = "dist/client/.vite/manifest.json";
function newest(dir: string): number {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}
const sources = ["src", "islands", "static", "components"].filter((d) => existsSync(d));
if (!existsSync(manifest) || Math.max(...sources.map(newest), statSync("vite.config.ts").mtimeMs) > statSync(manifest).mtimeMs) {
  console.log("Building client assets…");
  spawnSync(process.execPath, ["node_modules/vite/bin/vite.js", "build", "--logLevel", "warn"], { stdio: "inherit" });
}

const benches: Record<string, () => Promise<void>> = {
  ssr: async () => (await import("./ssr.bench")).benchSsr(),
  library: async () => (await import("./library.bench")).benchLibrary(),
  stories: async () => (await import("./stories.bench")).benchStories(),
  engine: async () => (await import("./engine.bench")).benchEngine(),
  js: async () => (await import("./js.bench")).benchJs(),
  pacing: async () => (await import("./pacing.bench")).benchPacing(),
  lighthouse: async () => (await import("./lighthouse.bench")).benchLighthouse(),
  load: async () => (await import("./load.bench")).benchLoad(),
};
const aliases: Record<string, string> = { pdf: "stories" };
const only = process.argv.slice(2).map((a) => aliases[a] ?? a);
const unknown = only.filter((n) => !(n in benches));
if (unknown.length) {
  console.error(`Unknown suite(s): ${unknown.join(", ")}. Suites: ${Object.keys(benches).join(", ")}`);
  process.exit(2);
}
const started = Date.now();
console.log(`bench ${new Date().toISOString()} · node ${process.version} · ${(await import("node:os")).cpus().length} cores`);
let failed = false;
for (const [name, fn] of Object.entries(benches)) {
  if (only.length && !only.includes(name)) continue;
  console.log(`\n=== ${name} ===`);
  setSuite(name);
  // In-process suites (server and client in this one thread) run pinned to core 1, away from whatever else
  // runs on core 0; the browser and load suites spread their processes themselves.
  pinSelf(["pacing", "lighthouse", "load"].includes(name) ? "0-1" : 1);
  const t0 = Date.now();
  try {
    await fn();
  } catch (err) {
    failed = true;
    console.log(`  suite ${name} could not run: ${err instanceof Error ? (err.stack ?? err.message) : err}`);
  }
  console.log(`  (${name}: ${((Date.now() - t0) / 1000).toFixed(0)} s)`);
}
printSummary();
console.log(`\ntotal ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(failed ? 1 : 0);
