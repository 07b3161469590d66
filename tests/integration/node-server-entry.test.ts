import { afterAll, beforeAll, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, startServer, type Running } from "../smoke/process";
import { NODE_SERVER_LIMITS } from "../../src/entry/node-server";

/**
 * Issue #21, item 4, on the Node entry itself (src/entry/node.ts, as `npm start` runs it) under a small
 * file-descriptor limit: one client holding hundreds of slow-body connections (the report: 1,100
 * connections sending a byte every 10 s under a limit of 1,024) made the server unreachable. Now that
 * client keeps NODE_SERVER_LIMITS.maxConnectionsPerClient, and everyone else is still answered.
 */
const FD_LIMIT = 256;
const ATTACK = 300;
let dir: string;
let server: Running;
let port: number;
const attack: Socket[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "bt-slow-"));
  port = await freePort();
  server = await startServer(
    "sh",
    ["-c", `ulimit -n ${FD_LIMIT} && exec "${process.execPath}" --import tsx src/entry/node.ts`],
    {
      NODE_ENV: "production",
      PORT: String(port),
      DATABASE_URL: `file:${join(dir, "app.db")}`,
      BLOB_DIR: join(dir, "blobs"),
      LOG_LEVEL: "error",
      APP_URL: "",
      TRUST_PROXY: "",
      MAX_CONNECTIONS_PER_CLIENT: "",
    },
    `http://127.0.0.1:${port}/api/health`,
  );
}, 120_000);
afterAll(async () => {
  for (const s of attack) s.destroy();
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** GET /api/health from `localAddress`: the status, or the error's code. */
function health(localAddress: string): Promise<number | string> {
  return new Promise((resolve) => {
    const req = request({ host: "127.0.0.1", port, path: "/api/health", localAddress, agent: false, timeout: 5000 }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode!));
    });
    req.on("timeout", () => req.destroy(Object.assign(new Error("timeout"), { code: "TIMEOUT" })));
    req.on("error", (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
    req.end();
  });
}

it(`one client's ${ATTACK} slow-body connections under a ${FD_LIMIT} file-descriptor limit leave the server answering others`, async () => {
  let closedByServer = 0;
  await Promise.all(
    Array.from(
      { length: ATTACK },
      () =>
        new Promise<void>((resolve) => {
          const s = connect({ port, host: "127.0.0.1" }, () => {
            s.write("POST /api/stripe/webhook HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{");
            resolve();
          });
          s.on("close", () => (closedByServer += 1));
          s.on("error", () => resolve());
          attack.push(s);
        }),
    ),
  );
  await new Promise((r) => setTimeout(r, 1000));
  expect(await health("127.0.0.2")).toBe(200);
  expect(await health("127.0.0.3")).toBe(200);
  expect(closedByServer).toBeGreaterThanOrEqual(ATTACK - NODE_SERVER_LIMITS.maxConnectionsPerClient);
  expect(server.output()).not.toMatch(/EMFILE/);
}, 60_000);
