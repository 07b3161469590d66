import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll } from "vitest";
import { createApp } from "../../src/app";
import { createLogger, createMemoryBlobStore, type Deps } from "../../src/deps";
import { parseEnv } from "../../src/env";
import { createLibsqlDatabase, migrateLibsql } from "../../db/libsql";
import { createSession } from "../../src/auth/session";
import { users, type User } from "../../db/schema";
import { ISLAND_NAMES } from "../../src/render/islands";
import { createServices } from "../../src/services";
import { loadStoryFonts } from "../../src/pdf/fonts-node";

/** A manifest shaped like Vite's, so pages render their script tags without a client build. */
export const TEST_MANIFEST: Deps["assets"]["manifest"] = {
  "src/client.ts": { file: "assets/client-test.js", isEntry: true, imports: ["_react-test.js"] },
  "src/styles.css": { file: "assets/styles-test.css", isEntry: true },
  "_react-test.js": { file: "assets/react-test.js" },
};
for (const name of ISLAND_NAMES) {
  TEST_MANIFEST[`islands/${name}.tsx`] = { file: `assets/${name}-test.js`, isDynamicEntry: true, imports: ["_react-test.js"] };
}

export interface TestContext {
  app: ReturnType<typeof createApp>;
  deps: Deps;
  /** Set the clock used by the app (tests never depend on the wall clock). */
  setNow(date: Date): void;
}

/**
 * A fresh, migrated database per test file (temp libSQL file), fixed clock, in-memory files.
 * Pass env overrides; `customize` may replace a service (e.g. a failing story engine).
 */
export async function createTestContext(envOverrides: Record<string, string> = {}, customize?: (deps: Deps) => void | Promise<void>): Promise<TestContext> {
  const dir = mkdtempSync(join(tmpdir(), "bt-test-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const env = parseEnv({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATABASE_URL: `file:${join(dir, "test.db")}`,
    APP_URL: "http://localhost:3000",
    ...envOverrides,
  });
  const { db } = createLibsqlDatabase(env.DATABASE_URL);
  await migrateLibsql(db);
  let now = new Date("2026-11-21T12:00:00Z");
  const deps: Deps = {
    env,
    db,
    blobs: createMemoryBlobStore(),
    assets: { manifest: TEST_MANIFEST },
    log: createLogger("silent"),
    now: () => now,
    secret: TEST_SECRET,
    waitUntil: (p) => void p.catch(() => {}),
    providers: { database: "libSQL temp file" },
    services: createServices(env, { fonts: loadStoryFonts(), secret: TEST_SECRET }),
  };
  await customize?.(deps);
  return { app: createApp(deps), deps, setNow: (d) => (now = d) };
}

const TEST_SECRET = "test-secret-test-secret-test-secret-0123";

let counter = 0;
/** Create a user row (the factory seed data and tests share). */
export async function createUser(deps: Deps, overrides: Partial<typeof users.$inferInsert> = {}): Promise<User> {
  counter += 1;
  const id = overrides.id ?? `test|${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  const [user] = await deps.db
    .insert(users)
    .values({
      id,
      username: `user${counter}-${id.slice(-4)}`,
      email: `user${counter}-${id.slice(-6)}@example.com`,
      firstName: "Test",
      lastName: "Parent",
      ...overrides,
    })
    .returning();
  return user!;
}

/** Sign a user in directly (server session) and return the Cookie header to send. */
export async function sessionCookie(deps: Deps, user: User): Promise<string> {
  const token = await createSession(deps, { userId: user.id });
  return `bt_session=${token}`;
}

/** Request helpers: same-origin headers as a browser page would send. */
export function sameOrigin(headers: Record<string, string> = {}): Record<string, string> {
  return { Origin: "http://localhost:3000", "Sec-Fetch-Site": "same-origin", ...headers };
}
export function jsonHeaders(cookie?: string): Record<string, string> {
  return sameOrigin({ "Content-Type": "application/json", Accept: "application/json", ...(cookie ? { Cookie: cookie } : {}) });
}

const BASE = "http://localhost:3000";
/** A JSON API call as the app's own pages make it (same origin, the session cookie when given). */
export const apiRequest = (t: TestContext, method: string, path: string, cookie?: string, body?: unknown) =>
  t.app.request(`${BASE}${path}`, { method, headers: jsonHeaders(cookie), body: body === undefined ? undefined : JSON.stringify(body) });
/** A page as a browser asks for it (Accept: text/html). */
export const pageRequest = (t: TestContext, path: string, cookie?: string) =>
  t.app.request(`${BASE}${path}`, { headers: { ...(cookie ? { Cookie: cookie } : {}), Accept: "text/html" } });
/** A plain HTML form post (no JavaScript), same origin. */
export const formPost = (t: TestContext, path: string, cookie: string, body: Record<string, string>) =>
  t.app.request(`${BASE}${path}`, {
    method: "POST",
    headers: sameOrigin({ Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" }),
    body: new URLSearchParams(body).toString(),
  });
