import { eq } from "drizzle-orm";
import { z } from "zod";
import { adminAudit, SUBSCRIPTION_STATUSES, users, type User } from "../../db/schema";
import type { Deps } from "../deps";
import { HttpError } from "../http/errors";
import { adminUserRow, type AdminUserRow } from "./dashboard";

/** The admin dashboard's write side. Every change is recorded in adminAudit: who, what, to whom, when. */

/** An admin-granted active subscription lasts this long (spec section 9). */
export const ADMIN_GRANT_DAYS = 365;

export const subscriptionEditSchema = z.object({
  status: z.enum(SUBSCRIPTION_STATUSES, { error: "status must be free, active or cancelled." }),
  expiresAt: z.union([z.iso.datetime({ offset: true, error: "expiresAt must be an ISO date or null." }), z.null()]).optional().default(null),
});
export type SubscriptionEdit = z.infer<typeof subscriptionEditSchema>;

export const adminStatusEditSchema = z.object({ isAdmin: z.boolean({ error: "isAdmin must be true or false." }) });

async function userOr404(deps: Deps, id: string): Promise<User> {
  const [u] = await deps.db.select().from(users).where(eq(users.id, id));
  if (!u) throw new HttpError(404, "not_found", "User not found.");
  return u;
}

async function audit(deps: Deps, admin: User, action: string, target: User, detail: Record<string, unknown>) {
  await deps.db.insert(adminAudit).values({ adminId: admin.id, action, targetUserId: target.id, detail, createdAt: deps.now() });
}

export async function setUserSubscription(deps: Deps, admin: User, userId: string, edit: SubscriptionEdit): Promise<AdminUserRow> {
  const target = await userOr404(deps, userId);
  const expiresAt = edit.expiresAt ? new Date(edit.expiresAt) : null;
  const [updated] = await deps.db
    .update(users)
    .set({ subscriptionStatus: edit.status, subscriptionExpiresAt: expiresAt, updatedAt: deps.now() })
    .where(eq(users.id, target.id))
    .returning();
  await audit(deps, admin, "subscription.set", target, {
    from: { status: target.subscriptionStatus, expiresAt: target.subscriptionExpiresAt?.toISOString() ?? null },
    to: { status: edit.status, expiresAt: expiresAt?.toISOString() ?? null },
  });
  return adminUserRow(updated!);
}

export async function setUserAdmin(deps: Deps, admin: User, userId: string, isAdmin: boolean): Promise<AdminUserRow> {
  // Someone must always be able to reach the dashboard: an admin can't take away their own access.
  if (userId === admin.id && !isAdmin) throw new HttpError(400, "self_demotion", "You can't remove your own admin access. Ask another admin to do it.");
  const target = await userOr404(deps, userId);
  const [updated] = await deps.db.update(users).set({ isAdmin, updatedAt: deps.now() }).where(eq(users.id, target.id)).returning();
  await audit(deps, admin, isAdmin ? "admin.grant" : "admin.revoke", target, { from: target.isAdmin, to: isAdmin });
  return adminUserRow(updated!);
}
