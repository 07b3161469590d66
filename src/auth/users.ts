import { eq, sql } from "drizzle-orm";
import { checkoutFulfillments, contactMessages, stories, subscribers, users, type User } from "../../db/schema";
import type { Deps } from "../deps";
import { storyBlobFolder } from "../contracts/story";
import type { IdTokenClaims } from "./oidc";
import { deleteUserSessions } from "./session";
import { cancelGenerations } from "../stories/quota";

/**
 * Create or update the user from a verified ID token (sub → id). An ADMIN_EMAILS address becomes admin
 * only when the issuer says the address is verified (`email_verified: true`): anyone can sign up with
 * an address they do not own (the built-in provider does not verify addresses at sign-up).
 */
export async function upsertUserFromClaims(deps: Deps, claims: IdTokenClaims): Promise<User> {
  const now = deps.now();
  const email = claims.email?.toLowerCase() ?? null;
  const [first, ...rest] = (claims.name ?? "").split(" ");
  const firstName = claims.given_name ?? (first || null);
  const lastName = claims.family_name ?? (rest.join(" ") || null);
  const makeAdmin = !!email && claims.email_verified === true && deps.env.ADMIN_EMAILS.includes(email);
  const username = claims.preferred_username ?? claims.nickname ?? email ?? claims.sub;

  // Another account may already hold this e-mail (a different sub at the same issuer); keep it there.
  let emailToStore = email;
  if (email) {
    const holder = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    if (holder[0] && holder[0].id !== claims.sub) emailToStore = null;
  }
  const profile = {
    email: emailToStore,
    emailVerified: claims.email_verified === true,
    firstName,
    lastName,
    profileImageUrl: claims.picture ?? null,
    lastLoginAt: now,
    updatedAt: now,
  };
  const [user] = await deps.db
    .insert(users)
    .values({ id: claims.sub, username: await freeUsername(deps, username, claims.sub), ...profile, isAdmin: makeAdmin, createdAt: now })
    .onConflictDoUpdate({
      target: users.id,
      set: { ...profile, ...(makeAdmin ? { isAdmin: true } : {}) },
    })
    .returning();
  return user!;
}

/** Usernames are unique: keep the preferred one when free, else suffix it. */
async function freeUsername(deps: Deps, wanted: string, sub: string): Promise<string> {
  const taken = await deps.db.select({ id: users.id }).from(users).where(eq(users.username, wanted)).limit(1);
  if (!taken[0] || taken[0].id === sub) return wanted;
  return `${wanted}-${sub.slice(-6)}`;
}

/**
 * Permanently delete a user: their stories (rows and files), generation records, sessions, checkout
 * records, the account itself and, via the runtime hook, the sign-in provider's state for them. Contact
 * messages and the newsletter row under the account's e-mail go too when that e-mail is verified (the
 * address is proven to be theirs); an unverified one could be anybody's, so those stay, as the privacy
 * policy says.
 */
export async function deleteAccount(deps: Deps, userId: string): Promise<void> {
  const [user] = await deps.db.select({ email: users.email, emailVerified: users.emailVerified }).from(users).where(eq(users.id, userId));
  // A story being written now stops at its next step and removes what it wrote (issue 21).
  await cancelGenerations(deps, userId);
  const own = await deps.db.select({ id: stories.id }).from(stories).where(eq(stories.userId, userId));
  for (const s of own) await deps.blobs.deleteFolder(storyBlobFolder(s.id));
  await deleteUserSessions(deps, userId);
  // Family (issue 15): family links first (they point at stories), then stories, then the children's check-ins (issue 28) and saved children (stories point at them).
  await deps.db.run(sql`delete from story_shares where user_id = ${userId} or story_id in (select id from stories where user_id = ${userId})`);
  await deps.db.run(sql`delete from stories where user_id = ${userId}`);
  await deps.db.run(sql`delete from check_ins where user_id = ${userId}`);
  await deps.db.run(sql`delete from children where user_id = ${userId}`);
  await deps.db.run(sql`delete from generations where user_id = ${userId}`);
  await deps.db.delete(checkoutFulfillments).where(eq(checkoutFulfillments.userId, userId));
  if (user?.email && user.emailVerified) {
    const email = user.email.toLowerCase();
    await deps.db.delete(contactMessages).where(eq(sql`lower(${contactMessages.email})`, email));
    await deps.db.delete(subscribers).where(eq(sql`lower(${subscribers.email})`, email));
  }
  await deps.db.delete(users).where(eq(users.id, userId));
  await deps.services.onAccountDeleted(userId);
}
