// `npm run dev`: the Vite dev server (islands, CSS, reload) and the Node server restarting on change.
import { spawn } from "node:child_process";

const vite = spawn(process.execPath, ["node_modules/vite/bin/vite.js", "--port", "5173"], { stdio: "inherit" });
const server = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "watch", "src/entry/node.ts"], {
  stdio: "inherit",
  env: {
    ...process.env,
    VITE_DEV_ORIGIN: "http://localhost:5173",
    ...(process.env.STORY_STREAM_DELAY_MS ? { STORY_STREAM_DELAY_MS: process.env.STORY_STREAM_DELAY_MS } : {}),
  },
});
const stop = () => {
  vite.kill();
  server.kill();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
