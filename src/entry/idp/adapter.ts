import { and, eq, inArray, lt, or, sql } from "drizzle-orm";
import { idpStore } from "../../../db/schema";
import type { Database } from "../../../db/client";

/** oidc-provider storage (sessions, interactions, codes, grants…) in the app's database. */
export function createAdapterClass(db: Database) {
  return class DbAdapter {
    constructor(readonly model: string) {}
    key(id: string) {
      return `${this.model}:${id}`;
    }
    async upsert(id: string, payload: Record<string, any>, expiresIn?: number) {
      const expiresAt = expiresIn ? Date.now() + expiresIn * 1000 : null;
      const row = {
        id: this.key(id),
        model: this.model,
        payload,
        grantId: payload.grantId ?? null,
        uid: payload.uid ?? null,
        userCode: payload.userCode ?? null,
        expiresAt,
      };
      await db.insert(idpStore).values(row).onConflictDoUpdate({ target: idpStore.id, set: row });
      // Keep the table small: drop long-expired entries now and then.
      if (Math.random() < 0.02) await db.delete(idpStore).where(lt(idpStore.expiresAt, Date.now() - 60_000));
    }
    async find(id: string) {
      return this.load(eq(idpStore.id, this.key(id)));
    }
    async findByUid(uid: string) {
      return this.load(and(eq(idpStore.model, this.model), eq(idpStore.uid, uid))!);
    }
    async findByUserCode(userCode: string) {
      return this.load(and(eq(idpStore.model, this.model), eq(idpStore.userCode, userCode))!);
    }
    async consume(id: string) {
      const now = Math.floor(Date.now() / 1000);
      await db
        .update(idpStore)
        .set({ consumedAt: now })
        .where(eq(idpStore.id, this.key(id)));
    }
    async destroy(id: string) {
      await db.delete(idpStore).where(eq(idpStore.id, this.key(id)));
    }
    async revokeByGrantId(grantId: string) {
      await db.delete(idpStore).where(eq(idpStore.grantId, grantId));
    }
    private async load(where: ReturnType<typeof eq>) {
      const row = (await db.select().from(idpStore).where(where).limit(1))[0];
      if (!row) return undefined;
      if (row.expiresAt && row.expiresAt < Date.now()) return undefined;
      const payload = row.payload as Record<string, any>;
      return row.consumedAt ? { ...payload, consumed: row.consumedAt } : payload;
    }
  };
}

/**
 * Forget everything the provider holds for one account: its sessions, grants, and every code and token
 * issued under them, plus interactions that name it. Without this, a deleted account's provider session
 * (cookie in the browser, row here) would outlive it.
 */
export async function deleteAccountState(db: Database, accountId: string): Promise<void> {
  const grants = await db
    .select({ id: idpStore.id })
    .from(idpStore)
    .where(and(eq(idpStore.model, "Grant"), eq(sql`json_extract(${idpStore.payload}, '$.accountId')`, accountId)));
  const grantIds = grants.map((g) => g.id.slice("Grant:".length));
  if (grantIds.length) await db.delete(idpStore).where(inArray(idpStore.grantId, grantIds));
  await db
    .delete(idpStore)
    .where(
      or(
        eq(sql`json_extract(${idpStore.payload}, '$.accountId')`, accountId),
        eq(sql`json_extract(${idpStore.payload}, '$.session.accountId')`, accountId),
        eq(sql`json_extract(${idpStore.payload}, '$.result.login.accountId')`, accountId),
      ),
    );
}
