import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

export interface Running {
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

/** Start a server process in its own process group and wait until `readyUrl` answers 200. */
export async function startServer(cmd: string, args: string[], env: Record<string, string>, readyUrl: string, timeoutMs = 120_000): Promise<Running> {
  let out = "";
  const child = spawn(cmd, args, { env: { ...process.env, ...env }, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout!.on("data", (d) => (out += d));
  child.stderr!.on("data", (d) => (out += d));
  const stop = async () => {
    if (child.exitCode !== null) return;
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {
      /* gone */
    }
    await new Promise((r) => setTimeout(r, 300));
    try {
      process.kill(-child.pid!, "SIGKILL");
    } catch {
      /* gone */
    }
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${cmd} exited early (${child.exitCode}):\n${out}`);
    try {
      const res = await fetch(readyUrl);
      if (res.ok) return { child, output: () => out, stop };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`${cmd} did not become ready at ${readyUrl}:\n${out}`);
}
