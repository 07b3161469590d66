import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { createLibsqlDatabase, migrateLibsql } from "../../db/libsql";
import { loadSecret } from "../secret";
import { createLogger, type Assets, type Deps } from "../deps";
import type { Env } from "../env";
import { PREMIUM_PRICE } from "../contracts/plan";
import { createFsBlobStore } from "./fs-blob-store";
import { loadStoryFonts } from "../pdf/fonts-node";
import { engineProviders } from "../stories/engines";

export const CLIENT_DIR = resolve("dist/client");
export const MANIFEST_PATH = resolve(CLIENT_DIR, ".vite/manifest.json");

export function loadAssets(devOrigin?: string): Assets {
  if (devOrigin) return { manifest: {}, devOrigin };
  if (!existsSync(MANIFEST_PATH)) throw new Error(`Client assets are not built (${MANIFEST_PATH} missing). Run: npm run build`);
  return { manifest: JSON.parse(readFileSync(MANIFEST_PATH, "utf8")) };
}

/** Build the Node (and Deno) dependencies: libSQL database (migrated), blob folder, built assets. */
export async function createNodeDeps(env: Env, options: { devOrigin?: string } = {}): Promise<Deps> {
  const { db } = createLibsqlDatabase(env.DATABASE_URL, env.DATABASE_AUTH_TOKEN);
  await migrateLibsql(db);
  const deps: Deps = {
    env,
    db,
    blobs: createFsBlobStore(resolve(env.BLOB_DIR)),
    assets: loadAssets(options.devOrigin),
    log: createLogger(env.LOG_LEVEL),
    now: () => new Date(),
    secret: await loadSecret(db, env.SESSION_SECRET),
    waitUntil: (p) => void p.catch(() => {}),
    providers: {
      database: env.DATABASE_URL.startsWith("file:") ? `libSQL file (${env.DATABASE_URL.slice(5)})` : `libSQL/Turso (${new URL(env.DATABASE_URL).host})`,
      files: `folder (${env.BLOB_DIR})`,
      ...engineProviders(env),
      payments: env.STRIPE_SECRET_KEY ? `Stripe${env.STRIPE_PRICE_ID ? ` (price ${env.STRIPE_PRICE_ID})` : ` (inline ${PREMIUM_PRICE.slashYear} price)`}` : "demo checkout (no card is charged)",
      newsletter: env.SENDFOX_API_TOKEN ? "SendFox (local copy kept)" : "subscribers stored locally",
    },
    services: { fonts: loadStoryFonts() },
  };
  return deps;
}
