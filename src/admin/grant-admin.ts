import { eq, sql } from "drizzle-orm";
import { idpAccounts, users } from "../../db/schema";
import type { Database } from "../../db/client";

/**
 * Admin rights given or taken on the server (`npm run admin -- grant|revoke <e-mail>`, scripts/admin.ts):
 * the operator's way to make the first admin with the built-in provider, whose sign-up does not verify
 * e-mail addresses (so ADMIN_EMAILS alone makes nobody admin there). Running the command on the server
 * is the proof the operator owns the account: a built-in account's e-mail is marked verified, and its
 * user is made admin now (created as admin if it has not signed in yet). Without a built-in account, a
 * user already signed in through an external issuer with that e-mail is changed instead.
 */
export type AdminChange = { ok: true; message: string; userId: string } | { ok: false; message: string };

export const ADMIN_COMMAND_USAGE = "Usage: npm run admin -- grant <e-mail>   (or: npm run admin -- revoke <e-mail>)";

const noAccount = (email: string): AdminChange => ({
  ok: false,
  message: `No account uses ${email}. Sign up (or sign in once) at the site with that e-mail first, then run this again.`,
});

async function userByEmail(db: Database, email: string) {
  return (
    await db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email))
      .limit(1)
  )[0];
}

export async function grantAdmin(db: Database, rawEmail: string, now = new Date()): Promise<AdminChange> {
  const email = rawEmail.trim().toLowerCase();
  const [account] = await db.select().from(idpAccounts).where(eq(idpAccounts.email, email)).limit(1);
  if (account) {
    await db.update(idpAccounts).set({ emailVerified: true, updatedAt: now }).where(eq(idpAccounts.id, account.id));
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.id, account.id)).limit(1);
    if (existing) {
      await db.update(users).set({ isAdmin: true, emailVerified: true, updatedAt: now }).where(eq(users.id, account.id));
    } else {
      // Not signed in yet: the user row the first sign-in would make (its sign-in fills in the rest).
      const emailHolder = await userByEmail(db, email);
      const usernameTaken = (await db.select({ id: users.id }).from(users).where(eq(users.username, email)).limit(1))[0];
      await db.insert(users).values({
        id: account.id,
        username: usernameTaken ? `${email}-${account.id.slice(-6)}` : email,
        email: emailHolder ? null : email,
        emailVerified: true,
        firstName: account.firstName,
        lastName: account.lastName,
        isAdmin: true,
        createdAt: now,
        updatedAt: now,
      });
    }
    return { ok: true, userId: account.id, message: `${email} is now an admin (built-in account; its e-mail is marked verified).` };
  }
  const user = await userByEmail(db, email);
  if (!user) return noAccount(email);
  await db.update(users).set({ isAdmin: true, updatedAt: now }).where(eq(users.id, user.id));
  return { ok: true, userId: user.id, message: `${email} is now an admin (user ${user.id}).` };
}

export async function revokeAdmin(db: Database, rawEmail: string, adminEmails: readonly string[] = [], now = new Date()): Promise<AdminChange> {
  const email = rawEmail.trim().toLowerCase();
  const [account] = await db.select({ id: idpAccounts.id }).from(idpAccounts).where(eq(idpAccounts.email, email)).limit(1);
  const user = account ? (await db.select().from(users).where(eq(users.id, account.id)).limit(1))[0] : await userByEmail(db, email);
  if (!user) return noAccount(email);
  await db.update(users).set({ isAdmin: false, updatedAt: now }).where(eq(users.id, user.id));
  const listed = adminEmails.includes(email)
    ? ` It is still listed in ADMIN_EMAILS: remove it there too, or its next sign-in with a verified e-mail makes it admin again.`
    : "";
  return { ok: true, userId: user.id, message: `${email} is no longer an admin.${listed}` };
}
