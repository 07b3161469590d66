import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { createLibsqlDatabase, migrateLibsql } from "../../db/libsql";
import { loadSecret } from "../secret";
import { createLogger, type Assets, type BaseDeps, type Deps } from "../deps";
import type { Env } from "../env";
import { PREMIUM_PRICE } from "../contracts/plan";
import { createFsBlobStore } from "./fs-blob-store";
import { loadStoryFonts } from "../pdf/fonts-node";
import { createServices, engineProviders, type Runtime } from "../services";
import { provider } from "../status/providers";

export const CLIENT_DIR = resolve("dist/client");
export const MANIFEST_PATH = resolve(CLIENT_DIR, ".vite/manifest.json");

export function loadAssets(devOrigin?: string): Assets {
  if (devOrigin) return { manifest: {}, devOrigin };
  if (!existsSync(MANIFEST_PATH)) throw new Error(`Client assets are not built (${MANIFEST_PATH} missing). Run: npm run build`);
  return { manifest: JSON.parse(readFileSync(MANIFEST_PATH, "utf8")) };
}

/** The Node (and Deno) runtime: libSQL database (migrated), blob folder, built assets. */
export async function createNodeBase(env: Env, options: { devOrigin?: string } = {}): Promise<BaseDeps> {
  const { db } = createLibsqlDatabase(env.DATABASE_URL, env.DATABASE_AUTH_TOKEN);
  await migrateLibsql(db);
  return {
    env,
    db,
    blobs: createFsBlobStore(resolve(env.BLOB_DIR)),
    assets: loadAssets(options.devOrigin),
    log: createLogger(env.LOG_LEVEL),
    now: () => new Date(),
    secret: await loadSecret(db, env.SESSION_SECRET),
    waitUntil: (p) => void p.catch(() => {}),
    providers: nodeProviders(env),
  };
}

/** Which provider serves each concern on Node and Deno (the start-up log and /status; see provider()). */
export function nodeProviders(env: Env): Record<string, string> {
  return {
    database: env.DATABASE_URL.startsWith("file:")
      ? provider("libSQL file", env.DATABASE_URL.slice(5))
      : provider("libSQL/Turso", new URL(env.DATABASE_URL).host),
    files: provider("folder", env.BLOB_DIR),
    ...engineProviders(env),
    payments: env.STRIPE_SECRET_KEY
      ? provider("Stripe", env.STRIPE_PRICE_ID ? `price ${env.STRIPE_PRICE_ID}` : `inline ${PREMIUM_PRICE.slashYear} price`)
      : provider("demo checkout", "no card is charged"),
    newsletter: env.SENDFOX_API_TOKEN ? provider("SendFox", "local copy kept") : provider("subscribers stored locally"),
  };
}

/** The runtime's dependencies with their services (the embedded sign-in provider, when there is one). */
export function withServices(base: BaseDeps, idp?: Runtime["idp"]): Deps {
  return { ...base, services: createServices(base.env, { fonts: loadStoryFonts(), secret: base.secret, idp }) };
}

/** Node/Deno dependencies without an embedded sign-in provider (Deno; scripts). */
export async function createNodeDeps(env: Env, options: { devOrigin?: string } = {}): Promise<Deps> {
  return withServices(await createNodeBase(env, options));
}
