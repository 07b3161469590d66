// CPU profile of SSR, start-up excluded: `NODE_ENV=production taskset -c 1 npx tsx bench/profile-ssr.ts [path] [n] [anon|signed-in] [out.cpuprofile]`
// renders `path` (signed in unless `anon`) n times in process after a warm-up, profiling only the renders; then prints
// the top self-time packages/files and functions (bench/profile-summary.ts). Open the .cpuprofile in Chrome DevTools.
import { Session } from "node:inspector/promises";
import { writeFileSync } from "node:fs";
import { createApp } from "../src/app";
import { benchDeps, userWithStories } from "./lib";
import { summarize } from "./profile-summary";

const path = process.argv[2] ?? "/";
const n = Number(process.argv[3] ?? 2000);
const anon = process.argv[4] === "anon";
const out = process.argv[5] ?? `/tmp/bt-ssr${path.replace(/\W+/g, "-")}${anon ? "-anon" : ""}.cpuprofile`;
const deps = await benchDeps();
const app = createApp(deps);
const { cookie } = await userWithStories(deps, 3);
const render = async () => {
  const res = await app.request(`http://localhost${path}`, { headers: { ...(anon ? {} : { Cookie: cookie }), Accept: "text/html" } });
  if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
  await res.text();
};
for (let i = 0; i < 100; i++) await render();
const session = new Session();
session.connect();
await session.post("Profiler.enable");
await session.post("Profiler.setSamplingInterval", { interval: 100 });
await session.post("Profiler.start");
const t0 = performance.now();
for (let i = 0; i < n; i++) await render();
const ms = (performance.now() - t0) / n;
const { profile } = await session.post("Profiler.stop");
writeFileSync(out, JSON.stringify(profile));
console.log(`${path}: ${n} renders in process${anon ? " (signed out)" : " (signed in)"}, ${ms.toFixed(2)} ms each; profile ${out}\n`);
console.log(summarize(profile as never));
process.exit(0);
