/**
 * The site's own address, from configuration only: APP_URL, or http://localhost:PORT when it is unset.
 * Never from the Host or X-Forwarded-Host headers, which a client writes.
 */
import type { Env } from "../env";

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

export function appOrigin(env: Pick<Env, "APP_URL" | "PORT">): string {
  return env.APP_URL ? new URL(env.APP_URL).origin : `http://localhost:${env.PORT}`;
}

/** True when the site runs on this machine (localhost, 127.0.0.1 or [::1]). */
export function isLocalOrigin(origin: string): boolean {
  return LOCAL_HOSTS.has(new URL(origin).hostname);
}

/**
 * Origins a browser page of this site can have: the configured one, and on a local site the same port
 * under each local name (a newcomer may open http://127.0.0.1:3000 as well as http://localhost:3000).
 */
export function acceptedOrigins(env: Pick<Env, "APP_URL" | "PORT">): Set<string> {
  const origin = appOrigin(env);
  const out = new Set([origin]);
  if (isLocalOrigin(origin)) {
    const u = new URL(origin);
    for (const host of LOCAL_HOSTS) out.add(`${u.protocol}//${host}${u.port ? `:${u.port}` : ""}`);
  }
  return out;
}
