import type { Database } from "../db/client";
import type { Env } from "./env";
import type { Services } from "./services";

/** Files (coloring pages, PDFs): a folder on Node, R2 on Workers. */
export interface BlobStore {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<{ bytes: Uint8Array; contentType: string } | null>;
  delete(key: string): Promise<void>;
  /**
   * Remove one folder of blobs exactly: every key under `folder` ("stories/12/"), and nothing else —
   * never "stories/120/…". A folder ends with "/"; anything else is refused (see `assertFolder`).
   */
  deleteFolder(folder: string): Promise<void>;
}

/** Built client assets: the Vite manifest (production) or the Vite dev server's origin (npm run dev). */
export interface Assets {
  manifest: Record<string, ManifestChunk>;
  devOrigin?: string;
}
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export interface Logger {
  info(message: string, data?: Record<string, unknown>): void;
  error(message: string, data?: Record<string, unknown>): void;
  debug(message: string, data?: Record<string, unknown>): void;
}

/** Everything the app needs from its runtime. Entries build it; tests build it with test values. */
export interface Deps {
  env: Env;
  db: Database;
  blobs: BlobStore;
  assets: Assets;
  log: Logger;
  /** Current time; tests pass a fixed clock. */
  now: () => Date;
  /** Secret for signing internal values (demo payment events). */
  secret: string;
  /** Keep work alive after the response (Workers: ctx.waitUntil); Node and Deno just let it run. */
  waitUntil: (promise: Promise<unknown>) => void;
  /** Which provider serves each concern, for the start-up log and the admin page. */
  providers: Record<string, string>;
  /** Story and picture engines, fonts, payments, sign-in: built by createServices (src/services.ts). */
  services: Services;
}

/** What an entry builds before the services (the embedded sign-in provider needs these). */
export type BaseDeps = Omit<Deps, "services">;

export function createLogger(level: Env["LOG_LEVEL"], sink: (line: string) => void = (l) => console.log(l)): Logger {
  const rank = { silent: 0, error: 1, info: 2, debug: 3 }[level];
  const write = (lvl: string, message: string, data?: Record<string, unknown>) =>
    sink(`${new Date().toISOString()} ${lvl} ${message}${data ? " " + JSON.stringify(data) : ""}`);
  return {
    error: (m, d) => rank >= 1 && write("error", m, d),
    info: (m, d) => rank >= 2 && write("info", m, d),
    debug: (m, d) => rank >= 3 && write("debug", m, d),
  };
}

/**
 * A folder of blobs is a key prefix ending in "/" ("stories/12/", "users/abc/"): then "starts with"
 * means "inside", and "stories/1/" can never match "stories/10/…". Every store's `deleteFolder`
 * refuses anything else, so a string prefix can never reach a delete.
 */
export function assertFolder(folder: string): void {
  if (!/^[^/]+(\/[^/]+)*\/$/.test(folder) || folder.split("/").some((part) => part === "." || part === "..")) {
    throw new Error(`Not a blob folder: ${JSON.stringify(folder)} (a folder ends with "/")`);
  }
}

/** An in-memory blob store (tests, and a fallback). */
export function createMemoryBlobStore(): BlobStore {
  const files = new Map<string, { bytes: Uint8Array; contentType: string }>();
  return {
    async put(key, bytes, contentType) {
      files.set(key, { bytes, contentType });
    },
    async get(key) {
      return files.get(key) ?? null;
    },
    async delete(key) {
      files.delete(key);
    },
    async deleteFolder(folder) {
      assertFolder(folder);
      for (const key of [...files.keys()]) if (key.startsWith(folder)) files.delete(key);
    },
  };
}
