// The server the end-to-end tests run against: a fresh database and file folder every run.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const dir = mkdtempSync(join(tmpdir(), "bt-e2e-"));
const port = process.env.PORT ?? "3210";
const child = spawn(process.execPath, ["--import", "tsx", "src/entry/node.ts"], {
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "test",
    PORT: port,
    APP_URL: `http://localhost:${port}`,
    DATABASE_URL: `file:${join(dir, "app.db")}`,
    BLOB_DIR: join(dir, "blobs"),
    LOG_LEVEL: process.env.LOG_LEVEL ?? "error",
    STORY_STREAM_DELAY_MS: process.env.STORY_STREAM_DELAY_MS ?? "5",
    // Every test browser is one client (127.0.0.1) making dozens of accounts and stories; the
    // per-client caps are tested through the app (tests/integration/idp-sign-up-limit, free-story-client-cap).
    SIGN_UPS_PER_CLIENT: "0",
    FREE_STORIES_PER_CLIENT: "0",
  },
});
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
child.on("exit", (code) => process.exit(code ?? 0));
