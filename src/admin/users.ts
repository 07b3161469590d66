import { eq } from "drizzle-orm";
import { z } from "zod";
import { adminAudit, users, type User } from "../../db/schema";
import type { Deps } from "../deps";
import { HttpError } from "../http/errors";
import { SUBSCRIPTION_STATUSES } from "../contracts/subscription";
import { ADMIN_AUDIT_ACTIONS, type AdminAuditEntry, type AdminStatusEditJson, type AdminUserJson, type SubscriptionEditJson } from "../contracts/admin";
import { adminUserRow, storiesInLibrary } from "./dashboard";

/**
 * The admin dashboard's write side. Every change is recorded in adminAudit: who, what, to whom, when.
 * Bodies, answers and audit entries are the contract's (src/contracts/admin.ts).
 */

/** "free, active or cancelled", from the one status list. */
const statusChoices = `${SUBSCRIPTION_STATUSES.slice(0, -1).join(", ")} or ${SUBSCRIPTION_STATUSES.at(-1)}`;

export const subscriptionEditSchema = z.object({
  status: z.enum(SUBSCRIPTION_STATUSES, { error: `status must be ${statusChoices}.` }),
  expiresAt: z
    .union([z.iso.datetime({ offset: true, error: "expiresAt must be an ISO date or null." }), z.null()])
    .optional()
    .default(null),
});

export const adminStatusEditSchema = z.object({ isAdmin: z.boolean({ error: "isAdmin must be true or false." }) });

/** Compile-time: each schema parses to exactly the contract's body (both ways), so the island's request and the server cannot drift. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
true satisfies Same<z.infer<typeof subscriptionEditSchema>, SubscriptionEditJson>;
true satisfies Same<z.infer<typeof adminStatusEditSchema>, AdminStatusEditJson>;

async function userOr404(deps: Deps, id: string): Promise<User> {
  const [u] = await deps.db.select().from(users).where(eq(users.id, id));
  if (!u) throw new HttpError(404, "not_found", "User not found.");
  return u;
}

async function audit(deps: Deps, admin: User, target: User, { action, detail }: AdminAuditEntry) {
  await deps.db.insert(adminAudit).values({ adminId: admin.id, action, targetUserId: target.id, detail, createdAt: deps.now() });
}

export async function setUserSubscription(deps: Deps, admin: User, userId: string, edit: SubscriptionEditJson): Promise<AdminUserJson> {
  const target = await userOr404(deps, userId);
  const expiresAt = edit.expiresAt ? new Date(edit.expiresAt) : null;
  const [updated] = await deps.db
    .update(users)
    .set({ subscriptionStatus: edit.status, subscriptionExpiresAt: expiresAt, updatedAt: deps.now() })
    .where(eq(users.id, target.id))
    .returning();
  await audit(deps, admin, target, {
    action: ADMIN_AUDIT_ACTIONS.subscriptionSet,
    detail: {
      from: { status: target.subscriptionStatus, expiresAt: target.subscriptionExpiresAt?.toISOString() ?? null },
      to: { status: edit.status, expiresAt: expiresAt?.toISOString() ?? null },
    },
  });
  return adminUserRow(updated!, await storiesInLibrary(deps, target.id));
}

export async function setUserAdmin(deps: Deps, admin: User, userId: string, isAdmin: boolean): Promise<AdminUserJson> {
  // Someone must always be able to reach the dashboard: an admin can't take away their own access.
  if (userId === admin.id && !isAdmin) throw new HttpError(400, "self_demotion", "You can't remove your own admin access. Ask another admin to do it.");
  const target = await userOr404(deps, userId);
  const [updated] = await deps.db.update(users).set({ isAdmin, updatedAt: deps.now() }).where(eq(users.id, target.id)).returning();
  await audit(deps, admin, target, {
    action: isAdmin ? ADMIN_AUDIT_ACTIONS.adminGrant : ADMIN_AUDIT_ACTIONS.adminRevoke,
    detail: { from: target.isAdmin, to: isAdmin },
  });
  return adminUserRow(updated!, await storiesInLibrary(deps, target.id));
}
