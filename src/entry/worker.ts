// Cloudflare Workers entry: D1 (or Turso by DATABASE_URL) for data, R2 for files, static assets from
// the [assets] binding. Migrations are applied by `wrangler d1 migrations apply` (see docs/decisions).
import type { D1Database, ExecutionContext, R2Bucket } from "@cloudflare/workers-types";
import { drizzle as drizzleD1 } from "drizzle-orm/d1";
import { drizzle as drizzleLibsql } from "drizzle-orm/libsql/web";
import { createClient } from "@libsql/client/web";
import * as schema from "../../db/schema";
import type { Database } from "../../db/client";
import { createApp, type App } from "../app";
import { runMaintenance } from "../maintenance";
import { createLogger, createMemoryBlobStore, type Deps } from "../deps";
import { parseEnv } from "../env";
import { loadSecret } from "../secret";
import { createR2BlobStore } from "./worker-blob-store";
import { createServices, engineProviders } from "../services";
// Fonts for PDFs and coloring-page lettering, bundled as bytes (wrangler's Data rule).
import andika from "@fontsource/andika/files/andika-latin-400-normal.woff";
import fredoka from "@fontsource/fredoka/files/fredoka-latin-600-normal.woff";
// @ts-ignore -- produced by `vite build` before wrangler bundles the worker
import manifest from "../../dist/client/.vite/manifest.json";

interface Bindings {
  DB?: D1Database;
  BLOBS?: R2Bucket;
  [key: string]: unknown;
}

let ready: Promise<{ app: App; deps: Deps }> | undefined;

async function init(bindings: Bindings) {
  const vars = Object.fromEntries(Object.entries(bindings).filter(([, v]) => typeof v === "string")) as Record<string, string>;
  const env = parseEnv(vars);
  const useTurso = !env.DATABASE_URL.startsWith("file:");
  let db: Database;
  if (useTurso) db = drizzleLibsql(createClient({ url: env.DATABASE_URL, authToken: env.DATABASE_AUTH_TOKEN }), { schema }) as unknown as Database;
  else if (bindings.DB) db = drizzleD1(bindings.DB as any, { schema }) as unknown as Database;
  else throw new Error("No database: bind a D1 database as DB or set DATABASE_URL to a Turso URL.");
  const secret = await loadSecret(db, env.SESSION_SECRET);
  const fonts = { body: new Uint8Array(andika), heading: new Uint8Array(fredoka) };
  const deps: Deps = {
    env,
    db,
    blobs: bindings.BLOBS ? createR2BlobStore(bindings.BLOBS) : createMemoryBlobStore(),
    assets: { manifest: manifest as Deps["assets"]["manifest"] },
    log: createLogger(env.LOG_LEVEL),
    now: () => new Date(),
    secret,
    waitUntil: () => {},
    providers: {
      runtime: "Cloudflare Workers",
      database: useTurso ? "Turso" : "D1",
      files: bindings.BLOBS ? "R2" : "memory (bind an R2 bucket as BLOBS)",
      ...engineProviders(env),
    },
    services: createServices(env, { fonts, secret }),
  };
  return { app: createApp(deps), deps };
}

function boot(bindings: Bindings) {
  ready ??= init(bindings).catch((err) => {
    ready = undefined;
    throw err;
  });
  return ready;
}

export default {
  async fetch(request: Request, bindings: Bindings, ctx: ExecutionContext): Promise<Response> {
    const { app } = await boot(bindings);
    return app.fetch(request, bindings, ctx as any);
  },
  /** The cron trigger in wrangler.toml (every minute): give back generations a crash interrupted. */
  async scheduled(_event: unknown, bindings: Bindings, ctx: ExecutionContext): Promise<void> {
    const { deps } = await boot(bindings);
    ctx.waitUntil(runMaintenance(deps).then(() => undefined));
  },
};
