// `npm test`: the whole suite — typecheck, lint (Biome: import rules, ADR 028), unit, integration, smoke (Workers + Deno), then end-to-end in Chromium.
// Installs Debian's Chromium and poppler-utils when missing (as root), or says how.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const run = (cmd, args, opts = {}) => {
  console.log(`\n$ ${cmd} ${args.join(" ")}`);
  const r = spawnSync(cmd, args, { stdio: "inherit", ...opts });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
const has = (bin) => spawnSync("sh", ["-c", `command -v ${bin}`]).status === 0;

const missing = [];
if (!existsSync(process.env.CHROMIUM_PATH ?? "/usr/bin/chromium")) missing.push("chromium");
if (!has("pdfinfo")) missing.push("poppler-utils");
if (missing.length) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && has("apt-get")) {
    console.log(`Installing ${missing.join(", ")} from Debian's packages…`);
    run("sh", ["-c", `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(" ")} >/dev/null`]);
  } else {
    console.error(
      `The tests need ${missing.join(" and ")}. Install with:\n  sudo apt-get install -y ${missing.join(" ")}\n(or set CHROMIUM_PATH to a Chromium binary).`,
    );
    process.exit(1);
  }
}

const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", DENO_NO_UPDATE_CHECK: "1" };
run(process.execPath, ["node_modules/typescript/bin/tsc", "--noEmit"], { env });
run(process.execPath, ["node_modules/@biomejs/biome/bin/biome", "lint", "."], { env });
run(process.execPath, ["node_modules/vite/bin/vite.js", "build", "--logLevel", "warn"], { env });
run(process.execPath, ["node_modules/vitest/vitest.mjs", "run"], { env });
run(process.execPath, ["node_modules/@playwright/test/cli.js", "test"], { env });
console.log("\nAll tests passed.");
