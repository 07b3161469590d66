import { eq } from "drizzle-orm";
import { encodeBase64urlNoPadding } from "@oslojs/encoding";
import { settings } from "../db/schema";
import type { Database } from "../db/client";

/** A secret that survives restarts: the configured one, else one generated once and kept in the database. */
export async function loadSecret(db: Database, configured?: string): Promise<string> {
  if (configured) return configured;
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  await db
    .insert(settings)
    .values({ key: "app_secret", value: encodeBase64urlNoPadding(bytes) })
    .onConflictDoNothing();
  const row = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, "app_secret"));
  return row[0]!.value;
}
