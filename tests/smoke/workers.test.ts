import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { freePort, startServer, type Running } from "./process";

let worker: Running;
let base: string;
const wranglerEnv = { WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };

beforeAll(async () => {
  const state = mkdtempSync(join(tmpdir(), "bt-wrangler-"));
  // D1 applies the same drizzle-kit migrations the Node build applies at start.
  execFileSync("node_modules/.bin/wrangler", ["d1", "migrations", "apply", "behavior-tales", "--local", "--persist-to", state], {
    env: { ...process.env, ...wranglerEnv, CI: "1" },
    stdio: "pipe",
  });
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  worker = await startServer(
    "node_modules/.bin/wrangler",
    ["dev", "--port", String(port), "--ip", "127.0.0.1", "--persist-to", state, "--inspector-port", String(await freePort()), "--var", `APP_URL:${base}`],
    wranglerEnv,
    `${base}/api/health`,
  );
});
afterAll(() => worker?.stop());

it("serves a page whose content comes from D1 under wrangler dev", async () => {
  const res = await fetch(`${base}/status`);
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).toContain("Cloudflare Workers");
  expect(html).toContain("D1");
  expect(html).toMatch(/serving since (<!-- -->)?20\d\d-\d\d-\d\d/);
  expect(res.headers.get("content-security-policy")).toContain("nonce-");
});

it("serves the built static assets from the assets binding", async () => {
  const res = await fetch(`${base}/favicon.svg`);
  expect(res.status).toBe(200);
  expect(await res.text()).toContain("<svg");
});
