import { randomBytes, randomUUID, scrypt as scryptCb, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
import { eq, inArray, sql } from "drizzle-orm";
import { idpAccounts, sessions, users } from "../../../db/schema";
import { isLocalOrigin } from "../../http/origin";
import { deleteAccountState } from "./adapter";
import type { Database } from "../../../db/client";

const scrypt = promisify(scryptCb) as (pw: string, salt: Buffer, keylen: number, opts: { N: number; r: number; p: number; maxmem: number }) => Promise<Buffer>;
const PARAMS = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

/** scrypt$N$r$p$salt$hash — a slow KDF with a per-password salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password.normalize("NFKC"), salt, 32, PARAMS);
  return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt.toString("base64url")}$${hash.toString("base64url")}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split("$");
  if (kind !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const actual = await scrypt(password.normalize("NFKC"), Buffer.from(salt, "base64url"), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: PARAMS.maxmem,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

// Compared against when the e-mail is unknown, so a wrong e-mail costs as much time as a wrong password.
let dummyHash: Promise<string> | undefined;

export type IdpAccount = typeof idpAccounts.$inferSelect;

export async function findAccountById(db: Database, id: string): Promise<IdpAccount | undefined> {
  return (await db.select().from(idpAccounts).where(eq(idpAccounts.id, id)).limit(1))[0];
}

/** Check e-mail and password; null on any mismatch (the caller shows one message for both). */
export async function authenticate(db: Database, email: string, password: string): Promise<IdpAccount | null> {
  const account = (await db.select().from(idpAccounts).where(eq(idpAccounts.email, email.trim().toLowerCase())).limit(1))[0];
  if (!account) {
    dummyHash ??= hashPassword("not-a-real-password");
    await verifyPassword(password, await dummyHash);
    return null;
  }
  return (await verifyPassword(password, account.passwordHash)) ? account : null;
}

/** Set a new password (hashed as at sign-up). */
export async function setPassword(db: Database, id: string, password: string, now: Date): Promise<void> {
  await db
    .update(idpAccounts)
    .set({ passwordHash: await hashPassword(password), updatedAt: now })
    .where(eq(idpAccounts.id, id));
}

export class EmailTakenError extends Error {}

export async function createAccount(
  db: Database,
  input: { email: string; password: string; firstName: string; lastName: string; emailVerified?: boolean; id?: string },
): Promise<IdpAccount> {
  const email = input.email.trim().toLowerCase();
  const existing = await db.select({ id: idpAccounts.id }).from(idpAccounts).where(eq(idpAccounts.email, email)).limit(1);
  if (existing[0]) throw new EmailTakenError(email);
  const [row] = await db
    .insert(idpAccounts)
    .values({
      id: input.id ?? randomUUID(),
      email,
      passwordHash: await hashPassword(input.password),
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      emailVerified: input.emailVerified ?? false,
    })
    .returning();
  return row!;
}

export const DEMO_PASSWORD = "storytime123";
export const DEMO_ACCOUNTS = [
  { id: "demo-parent", email: "parent@example.com", firstName: "Paula", lastName: "Parent", admin: false },
  { id: "demo-admin", email: "admin@example.com", firstName: "Alex", lastName: "Admin", admin: true },
];

/**
 * Whether the demo accounts (well-known e-mails, well-known password, one of them an admin) may exist:
 * only when the site runs on this machine (APP_URL unset, i.e. http://localhost:PORT, or its host is
 * localhost, 127.0.0.1 or [::1]), or when DEMO_ACCOUNTS=1 (or true) asks for them explicitly.
 * DEMO_ACCOUNTS=0 (or false) turns them off even locally.
 */
export function demoAccountsEnabled(env: { APP_URL?: string; DEMO_ACCOUNTS?: string }): boolean {
  const flag = env.DEMO_ACCOUNTS?.trim().toLowerCase();
  if (flag === "1" || flag === "true") return true;
  if (flag === "0" || flag === "false") return false;
  if (!env.APP_URL?.trim()) return true;
  try {
    return isLocalOrigin(env.APP_URL);
  } catch {
    return false;
  }
}

/** The one start-up warning line printed while demo accounts are on. */
export function demoAccountsWarning(env: { APP_URL?: string; DEMO_ACCOUNTS?: string }): string {
  const emails = DEMO_ACCOUNTS.map((d) => d.email).join(", ");
  const flag = env.DEMO_ACCOUNTS?.trim().toLowerCase();
  const why = flag === "1" || flag === "true" ? `DEMO_ACCOUNTS=1 is set (site ${env.APP_URL?.trim() || "local"})` : "the site runs on a local address";
  return `Warning: Demo accounts are on (${emails}, password ${DEMO_PASSWORD}; ${DEMO_ACCOUNTS.find((d) => d.admin)!.email} is an admin) because ${why}. Anyone who can reach this site can sign in with them; set APP_URL to a public address without DEMO_ACCOUNTS=1 to turn them off.`;
}

/** Seed the two demo accounts once (README lists them). The admin's user row is created as admin. */
export async function seedDemoAccounts(db: Database): Promise<void> {
  for (const demo of DEMO_ACCOUNTS) {
    const existing = await findAccountById(db, demo.id);
    if (!existing) {
      try {
        await createAccount(db, { ...demo, password: DEMO_PASSWORD, emailVerified: true });
      } catch (err) {
        if (!(err instanceof EmailTakenError)) throw err;
      }
    }
    if (demo.admin) {
      await db
        .insert(users)
        .values({
          id: demo.id,
          username: demo.email,
          email: demo.email,
          emailVerified: true,
          firstName: demo.firstName,
          lastName: demo.lastName,
          isAdmin: true,
        })
        .onConflictDoUpdate({ target: users.id, set: { isAdmin: true } });
    }
  }
}

/**
 * Demo accounts are off: remove their logins (so nobody can sign in with the published password), end
 * their sessions here and at the provider, and take the demo admin's admin rights. Their stories stay.
 */
export async function disableDemoAccounts(db: Database): Promise<number> {
  const ids = DEMO_ACCOUNTS.map((d) => d.id);
  const removed = await db.delete(idpAccounts).where(inArray(idpAccounts.id, ids)).returning({ id: idpAccounts.id });
  for (const id of ids) {
    await deleteAccountState(db, id);
    await db.delete(sessions).where(eq(sql`json_extract(${sessions.sess}, '$.userId')`, id));
  }
  await db
    .update(users)
    .set({ isAdmin: false })
    .where(
      inArray(
        users.id,
        DEMO_ACCOUNTS.filter((d) => d.admin).map((d) => d.id),
      ),
    );
  return removed.length;
}

export async function deleteIdpAccount(db: Database, id: string): Promise<void> {
  await db.delete(idpAccounts).where(eq(idpAccounts.id, id));
}
