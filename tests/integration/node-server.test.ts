import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, type Socket } from "node:net";
import type { Server } from "node:http";
import { createTestContext } from "../helpers/app";
import { createNodeServer, nodeFetch, nodeServerLimits, NODE_SERVER_LIMITS, type NodeServerLimits } from "../../src/entry/node-server";

/**
 * The Node server against slow and piled-up connections (issue #21, item 4): the server the Node entry
 * runs (createNodeServer + nodeFetch) on the app, in this process, with the timeouts shortened so the
 * test takes seconds (the production numbers are NODE_SERVER_LIMITS; the same limits are checked on
 * the real entry in node-server-entry.test.ts).
 */
const LIMITS: NodeServerLimits = {
  ...NODE_SERVER_LIMITS,
  headersTimeoutMs: 1000,
  requestTimeoutMs: 1500,
  keepAliveTimeoutMs: 1000,
  timeoutCheckMs: 100,
  maxConnectionsPerClient: 5,
};
/** Node checks its timeouts every timeoutCheckMs; allow that twice, plus scheduling on a busy machine. */
const SLACK_MS = 2 * LIMITS.timeoutCheckMs + 700;

let server: Server;
let port: number;
const errorsLogged: string[] = [];
beforeAll(async () => {
  const t = await createTestContext({}, (deps) => {
    deps.log = { ...deps.log, error: (message) => void errorsLogged.push(message) };
  });
  await new Promise<void>((resolve) => {
    server = createNodeServer(nodeFetch(t.app, new Map()), { port: 0, hostname: "127.0.0.1", limits: LIMITS }, (info) => {
      port = info.port;
      resolve();
    }) as Server;
  });
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);

interface Raw {
  socket: Socket;
  received(): string;
  /** Milliseconds from connecting until the server closed the connection. */
  closed: Promise<number>;
}
function open(localAddress = "127.0.0.1"): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let data = "";
    const socket = connect({ port, host: "127.0.0.1", localAddress });
    const closed = new Promise<number>((done) => socket.on("close", () => done(Date.now() - started)));
    socket.on("data", (d) => (data += d));
    socket.on("error", () => {});
    socket.once("connect", () => resolve({ socket, received: () => data, closed }));
    socket.once("error", reject);
  });
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Wait at most `ms` for the connection to close; -1 when it is still open. */
const closedWithin = (raw: Raw, ms: number) => Promise.race([raw.closed, sleep(ms).then(() => -1)]);

describe("the Node server", () => {
  it("answers a body that has not arrived within the request timeout with 408 and closes the connection", async () => {
    const raw = await open();
    raw.socket.write("POST /api/stripe/webhook HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{");
    // One byte now and then, as a slow-body attack sends them.
    const drip = setInterval(() => raw.socket.writable && raw.socket.write(" "), 200);
    const ms = await closedWithin(raw, LIMITS.requestTimeoutMs + SLACK_MS);
    clearInterval(drip);
    expect(raw.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(ms).toBeGreaterThan(0);
    expect(ms).toBeLessThanOrEqual(LIMITS.requestTimeoutMs + SLACK_MS);
    // The client's unfinished body is not the server's error: nothing in the error log (one line each would let an attacker flood it).
    await sleep(100);
    expect(errorsLogged).toEqual([]);
  });

  it("answers headers that have not arrived within the header timeout with 408, and closes a connection that sends nothing", async () => {
    const slow = await open();
    slow.socket.write("GET / HTTP/1.1\r\nHost: localhost\r\n");
    const drip = setInterval(() => slow.socket.writable && slow.socket.write("X-A: b\r\n"), 200);
    const silent = await open();
    const [slowMs, silentMs] = await Promise.all([
      closedWithin(slow, LIMITS.headersTimeoutMs + SLACK_MS),
      closedWithin(silent, LIMITS.headersTimeoutMs + SLACK_MS),
    ]);
    clearInterval(drip);
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(slowMs).toBeGreaterThan(0);
    expect(silentMs).toBeGreaterThan(0);
    expect(silent.received()).toBe("");
  });

  it("closes an idle keep-alive connection after the keep-alive timeout", async () => {
    const raw = await open();
    const answered = new Promise<number>((resolve) => raw.socket.once("data", () => resolve(Date.now())));
    raw.socket.write("GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n");
    const at = await answered;
    await closedWithin(raw, 5000);
    const idleMs = Date.now() - at;
    expect(raw.received()).toMatch(/^HTTP\/1\.1 200 /);
    // Clients are told the timeout; Node closes its side a second later (its buffer against races).
    expect(raw.received()).toContain(`Keep-Alive: timeout=${LIMITS.keepAliveTimeoutMs / 1000}`);
    expect(idleMs).toBeLessThanOrEqual(LIMITS.keepAliveTimeoutMs + 1000 + SLACK_MS);
  });

  it(`keeps at most ${LIMITS.maxConnectionsPerClient} connections per client open, and still answers another client`, async () => {
    const extra = 4;
    const held = await Promise.all(Array.from({ length: LIMITS.maxConnectionsPerClient + extra }, () => open()));
    const closed = await Promise.all(held.map((raw) => closedWithin(raw, 300)));
    expect(closed.filter((ms) => ms >= 0)).toHaveLength(extra);
    // Another client (another loopback address) is answered at once.
    const other = await open("127.0.0.2");
    other.socket.write("GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
    expect(await closedWithin(other, 2000)).toBeGreaterThan(0);
    expect(other.received()).toMatch(/^HTTP\/1\.1 200 /);
    // The first client's open connections still work; once they close, it may open new ones.
    const kept = held.filter((_, i) => closed[i]! < 0);
    kept[0]!.socket.write("GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
    expect(await closedWithin(kept[0]!, 2000)).toBeGreaterThan(0);
    expect(kept[0]!.received()).toMatch(/^HTTP\/1\.1 200 /);
    for (const raw of kept) raw.socket.destroy();
    await sleep(100);
    const again = await open();
    expect(await closedWithin(again, 300)).toBe(-1);
    again.socket.destroy();
  });

  it("caps connections per client by default; not behind a proxy (TRUST_PROXY: all come from it) nor with MAX_CONNECTIONS_PER_CLIENT=0", () => {
    expect(nodeServerLimits({ TRUST_PROXY: 0, MAX_CONNECTIONS_PER_CLIENT: undefined })).toEqual(NODE_SERVER_LIMITS);
    expect(nodeServerLimits({ TRUST_PROXY: 0, MAX_CONNECTIONS_PER_CLIENT: 0 }).maxConnectionsPerClient).toBe(0);
    expect(nodeServerLimits({ TRUST_PROXY: 0, MAX_CONNECTIONS_PER_CLIENT: 200 }).maxConnectionsPerClient).toBe(200);
    expect(nodeServerLimits({ TRUST_PROXY: 1, MAX_CONNECTIONS_PER_CLIENT: 200 }).maxConnectionsPerClient).toBe(0);
  });
});
