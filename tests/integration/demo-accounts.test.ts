import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { createLibsqlDatabase, migrateLibsql } from "../../db/libsql";
import { idpAccounts, sessions, users } from "../../db/schema";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from "../../src/entry/idp/accounts";
import { freePort, startServer, type Running } from "../smoke/process";
import { Browser, formAction } from "../helpers/idp";

/**
 * The Node entry itself (src/entry/node.ts), booted as `npm start` boots it: the demo logins
 * (admin@example.com / storytime123…) exist only on a local origin or with DEMO_ACCOUNTS=1, and a
 * public deployment disables any left from an earlier run.
 */
const dirs: string[] = [];
const running: Running[] = [];
afterAll(async () => {
  await Promise.all(running.map((r) => r.stop()));
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function boot(env: Record<string, string>, prepare?: (dbUrl: string) => Promise<void>) {
  const dir = mkdtempSync(join(tmpdir(), "bt-demo-"));
  dirs.push(dir);
  const port = await freePort();
  const dbUrl = `file:${join(dir, "app.db")}`;
  await prepare?.(dbUrl);
  const server = await startServer(
    process.execPath,
    ["--import", "tsx", "src/entry/node.ts"],
    {
      NODE_ENV: "production",
      PORT: String(port),
      DATABASE_URL: dbUrl,
      BLOB_DIR: join(dir, "blobs"),
      LOG_LEVEL: "info",
      APP_URL: "",
      DEMO_ACCOUNTS: "",
      OIDC_ISSUER: "",
      ...env,
    },
    `http://127.0.0.1:${port}/api/health`,
  );
  running.push(server);
  const { db, client } = createLibsqlDatabase(dbUrl);
  return { port, base: `http://127.0.0.1:${port}`, server, db, close: () => client.close() };
}

/** Try a demo login at the provider directly (the public APP_URL is not reachable from the test). */
async function tryDemoSignIn(base: string, appUrl: string, email: string) {
  const browser = new Browser({ Origin: new URL(appUrl).origin });
  const q = new URLSearchParams({
    client_id: "behavior-tales",
    response_type: "code",
    scope: "openid profile email",
    redirect_uri: `${new URL(appUrl).origin}/callback`,
    state: "state-123",
    nonce: "nonce-123",
    code_challenge: "E9Melhoe2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
    code_challenge_method: "S256",
  });
  const page = await browser.go(`${base}/idp/auth?${q}`);
  expect(page.res.status).toBe(200);
  const res = await browser.go(new URL(formAction(page.body), base).toString(), { form: { email, password: DEMO_PASSWORD }, follow: false });
  return res;
}

const PUBLIC = "https://tales.example";
let publicApp: Awaited<ReturnType<typeof boot>>;
let localApp: Awaited<ReturnType<typeof boot>>;
let forcedApp: Awaited<ReturnType<typeof boot>>;

beforeAll(async () => {
  [publicApp, localApp, forcedApp] = await Promise.all([
    // A public deployment whose database still has the demo accounts from an earlier run, one of them signed in.
    boot({ APP_URL: PUBLIC }, async (dbUrl) => {
      const { db, client } = createLibsqlDatabase(dbUrl);
      await migrateLibsql(db);
      await seedDemoAccounts(db);
      await db
        .insert(sessions)
        .values({ sid: "earlier-admin-session", sess: { userId: "demo-admin", createdAt: new Date().toISOString() }, expire: new Date(Date.now() + 3600_000) });
      client.close();
    }),
    // `npm start` as the README says: nothing set.
    boot({}),
    // Asked for explicitly on a public origin.
    boot({ APP_URL: PUBLIC, DEMO_ACCOUNTS: "1" }),
  ]);
}, 120_000);

describe("demo accounts on a public APP_URL", () => {
  it("are not there, and signing in with them fails", async () => {
    for (const demo of DEMO_ACCOUNTS) {
      const res = await tryDemoSignIn(publicApp.base, PUBLIC, demo.email);
      expect(res.res.status, demo.email).toBe(422);
      expect(res.body).toContain("Incorrect email or password.");
    }
    const left = await publicApp.db.select({ id: idpAccounts.id }).from(idpAccounts);
    expect(left).toEqual([]);
  });

  it("left from an earlier run: their logins and sessions are gone, the admin is no longer an admin", async () => {
    expect(await publicApp.db.select().from(sessions).where(sql`json_extract(${sessions.sess}, '$.userId') = 'demo-admin'`)).toEqual([]);
    const [admin] = await publicApp.db.select().from(users).where(sql`${users.id} = 'demo-admin'`);
    expect(admin?.isAdmin ?? false).toBe(false);
  });

  it("are not advertised on /status, and nothing warns at start-up", async () => {
    const status = await (await fetch(`${publicApp.base}/status`)).text();
    expect(status).toContain("built-in OpenID Connect provider");
    expect(status).not.toMatch(/demo accounts|parent@example\.com|admin@example\.com/);
    expect(publicApp.server.output()).not.toMatch(/demo accounts/i);
  });
});

describe("demo accounts on the newcomer's local origin (npm start, APP_URL unset)", () => {
  it("exist and sign in, as the README says, with one warning line at start-up", async () => {
    const browser = new Browser();
    const base = `http://localhost:${localApp.port}`;
    const page = await browser.go(`${base}/api/login?returnTo=%2Fprofile`);
    const done = await browser.go(new URL(formAction(page.body), base).toString(), { form: { email: "admin@example.com", password: DEMO_PASSWORD } });
    expect(done.url).toMatch(/\/callback\?/);
    expect(done.body).toContain("Logging you in...");
    const status = await (await fetch(`${base}/status`)).text();
    expect(status).toContain("demo accounts parent@example.com, admin@example.com");
    expect(localApp.server.output().match(/demo accounts/gi)?.length ?? 0).toBeGreaterThanOrEqual(1);
    expect(localApp.server.output()).toMatch(/^.*Demo accounts.*local.*$/m);
  });
});

describe("DEMO_ACCOUNTS=1 on a public APP_URL", () => {
  it("creates them, and the start-up log warns that they are on", async () => {
    const res = await tryDemoSignIn(forcedApp.base, PUBLIC, "parent@example.com");
    expect(res.res.status).toBe(303);
    expect(forcedApp.server.output()).toMatch(/^.*Demo accounts.*DEMO_ACCOUNTS=1.*$/m);
  });
});
