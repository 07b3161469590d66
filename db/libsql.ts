import { createClient, type Client } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { migrate } from "drizzle-orm/libsql/migrator";
import { sql } from "drizzle-orm";
import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import * as schema from "./schema";
import type { Database } from "./client";

export const MIGRATIONS_FOLDER = resolve(dirname(fileURLToPath(import.meta.url)), "migrations");

/** Node/Deno database client: a local libSQL file (default) or a Turso URL. Creates the file's folder. */
export function createLibsqlDatabase(url: string, authToken?: string): { db: Database; client: Client } {
  if (url.startsWith("file:")) {
    const path = url.slice("file:".length);
    if (path && path !== ":memory:") mkdirSync(dirname(resolve(path)), { recursive: true });
  }
  const client = createClient({ url, authToken });
  const db = drizzle(client, { schema }) as unknown as Database;
  return { db, client };
}

export async function migrateLibsql(db: Database): Promise<void> {
  // A local file: write-ahead logging keeps writes cheap and lets readers run beside a writer.
  await db.run(sql`PRAGMA journal_mode = WAL`).catch(() => {});
  await db.run(sql`PRAGMA busy_timeout = 5000`).catch(() => {});
  await migrate(db as any, { migrationsFolder: MIGRATIONS_FOLDER });
}
