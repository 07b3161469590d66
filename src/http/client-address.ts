import type { Context } from "hono";
import type { AppEnv } from "../app-env";

/**
 * The caller's address for rate limits. Headers a client can write are believed only where something
 * we trust wrote them: on Workers, Cloudflare's CF-Connecting-IP (the platform sets it, a client cannot);
 * behind `TRUST_PROXY` = n proxies, the n-th X-Forwarded-For entry from the right (the one our nearest
 * proxy saw). Otherwise the connection's own address (Node socket, Deno remoteAddr).
 */
export function clientAddress(c: Context<AppEnv>): string {
  const onWorkers = typeof (c.req.raw as Request & { cf?: unknown }).cf === "object";
  if (onWorkers) {
    const cf = c.req.header("cf-connecting-ip");
    if (cf) return cf;
  }
  const hops = c.var.deps.env.TRUST_PROXY;
  if (hops > 0) {
    const chain = (c.req.header("x-forwarded-for") ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    const trusted = chain[chain.length - hops];
    if (trusted) return trusted;
  }
  return connectionAddress(c) ?? "unknown";
}

function connectionAddress(c: Context<AppEnv>): string | undefined {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } }; remoteAddr?: { hostname?: string } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? env?.remoteAddr?.hostname;
}
