import { createApp } from "../app";
import { appOrigin } from "../http/origin";
import { startMaintenance } from "../maintenance";
import { ConfigError, parseEnv } from "../env";
import { provider } from "../status/providers";
import { CLIENT_DIR, createNodeBase, withServices } from "./node-deps";
import { createNodeServer, nodeFetch, nodeServerLimits } from "./node-server";
import { loadStaticFiles } from "./node-static";
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
  const idp = env.OIDC_ISSUER ? null : await createEmbeddedIdp(base, appOrigin(env), { demoAccounts });
  const deps = withServices(base, idp);
  // Give back generations a crash interrupted, now and every 30 s (src/maintenance.ts).
  startMaintenance(deps);
  if (idp) {
    // The demo logins are published (README) and on only where meant to be seen: part of the kind, for everyone.
    const demo = demoAccounts ? `, demo accounts ${DEMO_ACCOUNTS.map((d) => d.email).join(", ")}` : "";
    deps.providers["sign-in"] = provider(`built-in OpenID Connect provider${demo}`, idp.settings.issuer);
  } else {
    await disableDemoAccounts(deps.db);
    deps.providers["sign-in"] = provider("OpenID Connect issuer", env.OIDC_ISSUER);
  }
  if (demoAccounts) console.warn(demoAccountsWarning(demoEnv));
  const app = createApp(deps, {
    mount(app) {
      idp?.mount(app);
    },
  });
  // Browser assets from memory before the app; the app's requests a few per event-loop turn (node-server.ts).
  const fetch = nodeFetch(app, loadStaticFiles(CLIENT_DIR));

  const server = createNodeServer(fetch, { port: env.PORT, limits: nodeServerLimits(env) }, (info) => {
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
