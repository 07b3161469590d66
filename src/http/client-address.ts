import type { Context } from "hono";
import type { AppEnv } from "../app-env";

/**
 * The caller, as every rate limit counts it (`rateLimitClient` of its address). Headers a client can
 * write are believed only where something we trust wrote them: on Workers, Cloudflare's
 * CF-Connecting-IP (the platform sets it, a client cannot); behind `TRUST_PROXY` = n proxies, the n-th
 * X-Forwarded-For entry from the right (the one our nearest proxy saw). Otherwise the connection's own
 * address (Node socket, Deno remoteAddr).
 */
export function clientAddress(c: Context<AppEnv>): string {
  return rateLimitClient(rawClientAddress(c));
}

/** The client when no address is known (only `app.request` in tests: every runtime gives one). */
export const UNKNOWN_CLIENT = "unknown";

/** The longest client key kept (an address that is neither IPv4 nor IPv6 is cut here). */
const MAX_CLIENT_KEY = 100;

/**
 * One client for rate limits: an IPv4 address as it is; an IPv6 address as the /64 it is in (one
 * household or machine gets a whole /64 and picks new addresses in it at will, so counting single
 * addresses would give it 2^64 tries); an IPv4-mapped IPv6 address (`::ffff:a.b.c.d`, how a dual-stack
 * socket reports an IPv4 client) as its IPv4 address. Anything else is kept, cut to 100 characters.
 */
export function rateLimitClient(address: string): string {
  const raw = address
    .trim()
    .replace(/^\[(.*)\]$/, "$1")
    .replace(/%.*$/, "");
  if (IPV4.test(raw)) return raw;
  const groups = ipv6Groups(raw);
  if (!groups) return address.trim().slice(0, MAX_CLIENT_KEY);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/** The eight 16-bit groups of an IPv6 address (with `::` and a dotted IPv4 tail), or null if it is not one. */
function ipv6Groups(text: string): number[] | null {
  if (!text.includes(":")) return null;
  let s = text.toLowerCase();
  const tail: number[] = [];
  const dotted = /:(\d+\.\d+\.\d+\.\d+)$/.exec(s);
  if (dotted) {
    if (!IPV4.test(dotted[1]!)) return null;
    const b = dotted[1]!.split(".").map(Number);
    tail.push((b[0]! << 8) | b[1]!, (b[2]! << 8) | b[3]!);
    // "…::a.b.c.d" → "…::"; "…:a.b.c.d" → "…" (the tail's two groups are added at the end).
    s = s.slice(0, -dotted[1]!.length);
    if (!s.endsWith("::")) s = s.slice(0, -1);
  }
  const halves = s.split("::");
  if (halves.length > 2) return null;
  const part = (h: string) => (h === "" ? [] : h.split(":"));
  const head = part(halves[0]!);
  const rest = halves.length === 2 ? part(halves[1]!) : [];
  const hex = [...head, ...rest];
  if (!hex.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  const want = 8 - tail.length;
  const missing = want - hex.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array(Math.max(0, missing)).fill("0"), ...rest].map((g) => parseInt(g, 16));
  return [...groups, ...tail];
}

function rawClientAddress(c: Context<AppEnv>): string {
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
  return connectionAddress(c) ?? UNKNOWN_CLIENT;
}

function connectionAddress(c: Context<AppEnv>): string | undefined {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } }; remoteAddr?: { hostname?: string } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? env?.remoteAddr?.hostname;
}
