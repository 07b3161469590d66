import { serve } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { relative } from "node:path";
import { createApp } from "../app";
import { startMaintenance } from "../maintenance";
import { ConfigError, parseEnv } from "../env";
import { CLIENT_DIR, createNodeBase, withServices } from "./node-deps";
import { createEmbeddedIdp } from "./idp/provider";
import { DEMO_ACCOUNTS, demoAccountsEnabled, demoAccountsWarning, disableDemoAccounts } from "./idp/accounts";

/** Node entry (the default runtime): everything embedded, nothing to sign up for. */
async function main() {
  let env;
  try {
    env = parseEnv(process.env);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const base = await createNodeBase(env, { devOrigin: process.env.VITE_DEV_ORIGIN });
  // Demo accounts (published password, one admin): only on a local origin or with DEMO_ACCOUNTS=1.
  const demoEnv = { APP_URL: env.APP_URL, DEMO_ACCOUNTS: env.DEMO_ACCOUNTS };
  const demoAccounts = !env.OIDC_ISSUER && demoAccountsEnabled(demoEnv);
  // Sign-in: an external issuer when OIDC_ISSUER is set, else the embedded provider under /idp.
  const idp = env.OIDC_ISSUER ? null : await createEmbeddedIdp(base, env.APP_URL ? new URL(env.APP_URL).origin : `http://localhost:${env.PORT}`, { demoAccounts });
  const deps = withServices(base, idp);
  // Give back generations a crash interrupted, now and every 30 s (src/maintenance.ts).
  startMaintenance(deps);
  if (idp) {
    const demo = demoAccounts ? `; demo accounts ${DEMO_ACCOUNTS.map((d) => d.email).join(", ")}` : "";
    deps.providers["sign-in"] = `built-in OpenID Connect provider (${idp.settings.issuer}${demo})`;
  } else {
    await disableDemoAccounts(deps.db);
    deps.providers["sign-in"] = `OpenID Connect issuer ${env.OIDC_ISSUER}`;
  }
  if (demoAccounts) console.warn(demoAccountsWarning(demoEnv));
  const staticRoot = relative(process.cwd(), CLIENT_DIR);
  const app = createApp(deps, {
    mount(app) {
      idp?.mount(app);
      app.use("/assets/*", async (c, next) => {
        await next();
        if (c.res.status === 200) c.res.headers.set("Cache-Control", "public, max-age=31536000, immutable");
      });
      app.use("*", serveStatic({ root: staticRoot, onFound: (path, c) => {
        if (!path.includes("/assets/")) c.header("Cache-Control", "public, max-age=3600");
      } }));
    },
  });

  const server = serve({ fetch: app.fetch, port: env.PORT }, (info) => {
    const origin = env.APP_URL ?? `http://localhost:${info.port}`;
    deps.log.info(`Behavior Tales is listening on ${origin}`);
    for (const [concern, provider] of Object.entries(deps.providers)) deps.log.info(`  ${concern.padEnd(14)} ${provider}`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
