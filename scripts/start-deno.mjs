// `npm run start:deno`: the same app under Deno (deno from node_modules), after building client assets.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { denoPath } from "./deno-path.mjs";

if (!existsSync("dist/client/.vite/manifest.json")) {
  const r = spawnSync(process.execPath, ["node_modules/vite/bin/vite.js", "build", "--logLevel", "warn"], { stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const port = process.env.PORT ?? "3000";
const child = spawn(denoPath(), ["serve", "--allow-all", "--port", port, "src/entry/deno.ts"], {
  stdio: "inherit",
  env: { ...process.env, DENO_NO_UPDATE_CHECK: "1", DENO_NO_PROMPT: "1" },
});
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
child.on("exit", (code) => process.exit(code ?? 0));
