import { sha256 } from "@oslojs/crypto/sha2";
import { encodeBase64urlNoPadding, encodeHexLowerCase } from "@oslojs/encoding";
import { and, eq, lt, ne, sql } from "drizzle-orm";
import { getCookie, setCookie, deleteCookie } from "hono/cookie";
import type { Context, MiddlewareHandler } from "hono";
import { sessions, users, type User } from "../../db/schema";
import type { Deps } from "../deps";
import type { Database } from "../../db/client";
import type { AppEnv } from "../app-env";
import { HttpError } from "../http/errors";

export const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface SessionData {
  userId: string;
  createdAt: string;
  /** The ID token, kept server-side for the issuer's end-session call. */
  idToken?: string;
}

export function isSecureRequest(c: Context): boolean {
  const appUrl = c.var.deps?.env.APP_URL;
  if (appUrl) return appUrl.startsWith("https:");
  return new URL(c.req.url).protocol === "https:";
}

export function sessionCookieName(secure: boolean): string {
  return secure ? "__Host-bt_session" : "bt_session";
}

export function hashToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

export function generateToken(bytes = 20): string {
  const b = new Uint8Array(bytes);
  crypto.getRandomValues(b);
  return encodeBase64urlNoPadding(b);
}

/** Create a session for a user; returns the token for the cookie. Only its SHA-256 is stored. */
export async function createSession(deps: Deps, data: Omit<SessionData, "createdAt">): Promise<string> {
  const token = generateToken();
  const now = deps.now();
  await deps.db.delete(sessions).where(lt(sessions.expire, now)); // purge expired rows
  await deps.db.insert(sessions).values({
    sid: hashToken(token),
    sess: { ...data, createdAt: now.toISOString() } satisfies SessionData,
    expire: new Date(now.getTime() + SESSION_LIFETIME_MS),
  });
  return token;
}

/** The session read runs on every signed-in request: built and prepared once per database, not per request. */
function prepareSessionRead(db: Database) {
  return db
    .select({ sess: sessions.sess, expire: sessions.expire, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sql_userId()))
    .where(eq(sessions.sid, sql.placeholder("sid")))
    .limit(1)
    .prepare();
}
const sessionReads = new WeakMap<Database, ReturnType<typeof prepareSessionRead>>();

export async function readSession(deps: Deps, token: string): Promise<{ data: SessionData; user: User } | null> {
  let read = sessionReads.get(deps.db);
  if (!read) sessionReads.set(deps.db, (read = prepareSessionRead(deps.db)));
  const rows = await read.all({ sid: hashToken(token) });
  const row = rows[0];
  if (!row || row.expire.getTime() <= deps.now().getTime()) return null;
  return { data: row.sess as SessionData, user: row.user };
}

// sessions.sess is JSON; the user id is read with json_extract so the join stays one query.
function sql_userId() {
  return sql`json_extract(${sessions.sess}, '$.userId')`;
}

export async function deleteSession(deps: Deps, token: string): Promise<void> {
  await deps.db.delete(sessions).where(eq(sessions.sid, hashToken(token)));
}

export async function deleteUserSessions(deps: Deps, userId: string): Promise<void> {
  await deps.db.delete(sessions).where(eq(sql_userId(), userId));
}

/** End every session of the user except the one whose token is `keep` (this browser's). */
export async function deleteOtherUserSessions(deps: Deps, userId: string, keep: string): Promise<void> {
  await deps.db.delete(sessions).where(and(eq(sql_userId(), userId), ne(sessions.sid, hashToken(keep))));
}

export function setSessionCookie(c: Context<AppEnv>, token: string): void {
  const secure = isSecureRequest(c);
  setCookie(c, sessionCookieName(secure), token, {
    httpOnly: true,
    sameSite: "Lax",
    secure,
    path: "/",
    maxAge: SESSION_LIFETIME_MS / 1000,
  });
}

export function clearSessionCookie(c: Context<AppEnv>): void {
  const secure = isSecureRequest(c);
  deleteCookie(c, sessionCookieName(secure), { path: "/", secure });
}

/** Load the signed-in user (if any) for every request. */
export const loadUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set("user", null);
  c.set("sessionToken", null);
  const token = getCookie(c, sessionCookieName(isSecureRequest(c)));
  if (token) {
    const session = await readSession(c.var.deps, token);
    if (session) {
      c.set("user", session.user);
      c.set("sessionToken", token);
    }
  }
  await next();
};

/** API guard: 401 when signed out. */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.var.user) throw new HttpError(401, "unauthorized", "Please sign in to continue.");
  await next();
};

/** API guard: 401 when signed out, 403 when not an admin. */
export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.var.user) throw new HttpError(401, "unauthorized", "Please sign in to continue.");
  if (!c.var.user.isAdmin) throw new HttpError(403, "forbidden", "Admins only.");
  await next();
};

/** The longest return path kept (longer ones fall back to the home page). */
export const RETURN_TO_MAX_LENGTH = 2048;

/**
 * Only same-site paths: no absolute URLs, protocol-relative `//host`, backslash tricks, control
 * characters, or paths that turn into `//host` once dot segments are resolved (`/.//host`) or once
 * decoded (`/%2F%2Fhost`). The answer is normalized and is its own answer (idempotent), so it can be
 * passed through again (a cookie, a query parameter) without changing.
 */
export function safeReturnTo(value: string | null | undefined): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//")) return "/";
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return "/";
  let url: URL;
  try {
    url = new URL(value, "http://x.invalid");
  } catch {
    return "/";
  }
  if (url.origin !== "http://x.invalid") return "/";
  const path = url.pathname + url.search + url.hash;
  if (path.length > RETURN_TO_MAX_LENGTH || !startsLikeAPath(url.pathname)) return "/";
  return path;
}

/** "/" or "/x…" where x is not a slash or backslash, also after percent-decoding (up to a few levels). */
function startsLikeAPath(pathname: string): boolean {
  let p = pathname;
  for (let level = 0; level < 4; level++) {
    if (p !== "/" && !/^\/[^/\\]/.test(p)) return false;
    const decoded = p.replace(/%([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (decoded === p) return true;
    p = decoded;
  }
  return false;
}

/** Page guard: signed-out visitors go to sign-in and come back to the page they asked for. */
export function requireUserPage(loginPath: "/login" | "/api/login" = "/api/login"): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!c.var.user) {
      const url = new URL(c.req.url);
      return c.redirect(`${loginPath}?returnTo=${encodeURIComponent(url.pathname + url.search)}`, 302);
    }
    await next();
  };
}
