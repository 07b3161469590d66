import { serve } from "@hono/node-server";
import type { AddressInfo } from "node:net";
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

/** The Node HTTP server (@hono/node-server), listening on `port`. */
export function createNodeServer(fetch: Fetch, options: { port: number; hostname?: string }, onListening?: (info: AddressInfo) => void) {
  return serve({ fetch, port: options.port, hostname: options.hostname }, onListening);
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
