// `npm start`: build the client assets if they are missing or older than their sources, then serve.
import { spawnSync, spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const manifest = "dist/client/.vite/manifest.json";
function newest(dir) {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}
const sources = ["src", "islands", "static", "components"].filter(existsSync);
const stale = !existsSync(manifest) || Math.max(...sources.map(newest), statSync("vite.config.ts").mtimeMs) > statSync(manifest).mtimeMs;
if (stale) {
  console.log("Building client assets…");
  const r = spawnSync(process.execPath, ["node_modules/vite/bin/vite.js", "build", "--logLevel", "warn"], { stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const child = spawn(process.execPath, ["--import", "tsx", "src/entry/node.ts"], {
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? "production" },
});
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
child.on("exit", (code) => process.exit(code ?? 0));
