// Deno comes from the npm registry, but only its linux-x64 build is reachable here, so it cannot sit
// in package-lock.json (npm ci would demand every platform's build). It is installed on first use
// into .tools/deno instead. Returns the deno binary's path.
import { existsSync, mkdirSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { join, resolve } from "node:path";

export const DENO_VERSION = "2.9.6";

export function denoPath() {
  const dir = resolve(".tools/deno");
  const bin = join(dir, "node_modules/.bin/deno");
  if (existsSync(bin)) return bin;
  mkdirSync(dir, { recursive: true });
  console.log(`Installing deno@${DENO_VERSION} into .tools/deno …`);
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const r = spawnSync(npm, ["install", "--prefix", dir, "--no-save", "--no-audit", "--no-fund", "--loglevel", "error", `deno@${DENO_VERSION}`], {
    stdio: "inherit",
  });
  if (r.status !== 0 || !existsSync(bin)) throw new Error(`Could not install deno@${DENO_VERSION} (npm exited ${r.status}).`);
  return bin;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(denoPath());
