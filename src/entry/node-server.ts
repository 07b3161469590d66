import { serve } from "@hono/node-server";
import type { Server, ServerOptions } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { rateLimitClient } from "../http/client-address";
import type { Env } from "../env";
import { compressed, staticResponse, type StaticFile } from "./node-static";

type Fetch = (req: Request, ...rest: unknown[]) => Response | Promise<Response>;
// Hono's fetch takes the runtime's bindings (on Node: the incoming message and the response).
type AppFetch = (req: Request, ...rest: any[]) => Response | Promise<Response>;

/**
 * What the Node server answers with: a browser asset from memory (node-static.ts), else the app, its
 * requests started a few per event-loop turn (so a busy server still accepts new connections) and its
 * pages compressed.
 */
export function nodeFetch(app: { fetch: AppFetch }, files: Map<string, StaticFile>): Fetch {
  const nextTurn = startsPerTurn();
  return (req, ...rest) => staticResponse(files, req) ?? nextTurn(() => compressed(req, app.fetch(req, ...rest)));
}

/**
 * The Node server's limits against slow and piled-up connections (issue #21, item 4: 1,100 connections
 * sending a byte every 10 s held the server's 1,024 file descriptors; Node's own defaults let a request
 * take 5 minutes to arrive, checked every 30 s).
 */
export const NODE_SERVER_LIMITS = {
  /** A request's headers must have arrived this long after its first byte (408 and closed otherwise), and a connection must send its first byte within it (closed otherwise). */
  headersTimeoutMs: 15_000,
  /** The whole request, body included, must have arrived within this (Node answers 408 and closes). */
  requestTimeoutMs: 30_000,
  /** A keep-alive connection with no request for this long is closed. */
  keepAliveTimeoutMs: 5_000,
  /** How often Node checks the two timeouts above (its default, 30 s, would let a request live a minute). */
  timeoutCheckMs: 1_000,
  /** Open connections in all; beyond it a new connection is closed at once. Leaves a 1,024 file-descriptor limit room for the database, files and logs. */
  maxConnections: 900,
  /** Open connections from one client (an IPv6 client by its /64, as rate limits count it); beyond it a new one is closed at once. 0: no cap (MAX_CONNECTIONS_PER_CLIENT; off behind TRUST_PROXY). */
  maxConnectionsPerClient: 50,
} as const;
export type NodeServerLimits = { -readonly [K in keyof typeof NODE_SERVER_LIMITS]: number };

/**
 * The limits for this configuration: behind a proxy (TRUST_PROXY) every connection comes from the proxy,
 * so the per-client cap is the proxy's to apply; MAX_CONNECTIONS_PER_CLIENT sets it otherwise (0: none).
 */
export function nodeServerLimits(env: Pick<Env, "TRUST_PROXY" | "MAX_CONNECTIONS_PER_CLIENT">): NodeServerLimits {
  const perClient = env.TRUST_PROXY > 0 ? 0 : (env.MAX_CONNECTIONS_PER_CLIENT ?? NODE_SERVER_LIMITS.maxConnectionsPerClient);
  return { ...NODE_SERVER_LIMITS, maxConnectionsPerClient: perClient };
}

/** The Node HTTP server (@hono/node-server) with its limits (NODE_SERVER_LIMITS), listening on `port`. */
export function createNodeServer(
  fetch: Fetch,
  options: { port: number; hostname?: string; limits?: NodeServerLimits },
  onListening?: (info: AddressInfo) => void,
): Server {
  const limits = options.limits ?? NODE_SERVER_LIMITS;
  const serverOptions: ServerOptions = {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionsCheckingInterval: limits.timeoutCheckMs,
  };
  const server = serve({ fetch, port: options.port, hostname: options.hostname, serverOptions }, onListening) as Server;
  server.maxConnections = limits.maxConnections;
  limitConnections(server, limits);
  return server;
}

/**
 * What Node's timeouts leave out: a connection that never sends a byte (Node's header timeout starts
 * with the first one) is closed after headersTimeoutMs; and one client keeps at most
 * maxConnectionsPerClient connections open (counted as rate limits count clients, rateLimitClient).
 */
function limitConnections(server: Server, limits: NodeServerLimits) {
  const open = new Map<string, number>();
  server.on("connection", (socket: Socket) => {
    const silent = setTimeout(() => {
      if (socket.bytesRead === 0) socket.destroy();
    }, limits.headersTimeoutMs);
    socket.once("close", () => clearTimeout(silent));
    if (!limits.maxConnectionsPerClient || !socket.remoteAddress) return;
    const client = rateLimitClient(socket.remoteAddress);
    const count = (open.get(client) ?? 0) + 1;
    if (count > limits.maxConnectionsPerClient) {
      socket.destroy();
      return;
    }
    open.set(client, count);
    socket.once("close", () => {
      const left = open.get(client)! - 1;
      if (left > 0) open.set(client, left);
      else open.delete(client);
    });
  });
}

/** Requests handed to the app per event-loop turn (startsPerTurn). */
const STARTS_PER_TURN = 16;

/**
 * Hands requests to the app at most STARTS_PER_TURN per event-loop turn (setImmediate), in arrival order.
 * libuv (1.45+, Node 20+) accepts one new connection per turn (libuv#3696), and a turn that starts every
 * request whose bytes arrived — 200 busy keep-alive connections: about 150 ms of rendering — leaves new
 * connections in the kernel's accept queue (ss Recv-Q), taken one per turn: under `npm run bench -- load`
 * ~8 accepted/s after the first burst, and the last still waited at autocannon's 10 s timeout (9 to 270
 * timeouts a run). With the starts capped a turn is ~25 ms under that load: all 200 accepted within ~5 s,
 * same req/s. One start per turn would cost ~60% of req/s (the turn's own overhead).
 */
function startsPerTurn() {
  const waiting: (() => void)[] = [];
  let scheduled = false;
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(next);
  };
  const next = () => {
    scheduled = false;
    for (let i = 0; i < STARTS_PER_TURN && waiting.length; i++) waiting.shift()!();
    if (waiting.length) schedule();
  };
  return <T>(start: () => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      waiting.push(() => {
        try {
          resolve(start());
        } catch (err) {
          reject(err);
        }
      });
      schedule();
    });
}
