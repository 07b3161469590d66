import type { BaseSQLiteDatabase } from "drizzle-orm/sqlite-core";
import * as schema from "./schema";

/**
 * The database as every module sees it: an async SQLite database with our schema. The concrete client
 * (libSQL file or Turso on Node/Deno, D1 on Workers) is built once in the runtime's entry file.
 */
export type Database = BaseSQLiteDatabase<"async", any, typeof schema>;
export { schema };
