// Deno entry: `deno serve` runs the same app with the same Node-compatible dependencies
// (libSQL file or Turso, blob folder). Started by `npm run start:deno`.
import { serveStatic } from "hono/deno";
import { createApp } from "../app";
import { startMaintenance } from "../maintenance";
import { parseEnv } from "../env";
import { ASSET_CACHE_CONTROL } from "../http/security-headers";
import { createNodeDeps } from "./node-deps";

declare const Deno: { env: { toObject(): Record<string, string> } };

const env = parseEnv(Deno.env.toObject());
const deps = await createNodeDeps(env);
deps.providers.runtime = "Deno";
startMaintenance(deps);
const app = createApp(deps, {
  mount(app) {
    app.use("/assets/*", async (c, next) => {
      await next();
      if (c.res.status === 200) c.res.headers.set("Cache-Control", ASSET_CACHE_CONTROL);
    });
    app.use("*", serveStatic({ root: "./dist/client" }));
  },
});

export default { fetch: app.fetch };
