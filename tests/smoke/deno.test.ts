import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { freePort, startServer, type Running } from "./process";
import { ASSET_CACHE_CONTROL, SECURITY_HEADERS } from "../../src/http/security-headers";
// @ts-expect-error -- plain ESM script without types
import { denoPath } from "../../scripts/deno-path.mjs";

let server: Running;
let base: string;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), "bt-deno-"));
  const port = await freePort();
  base = `http://localhost:${port}`;
  server = await startServer(
    denoPath() as string,
    ["serve", "--allow-all", "--port", String(port), "src/entry/deno.ts"],
    { DENO_NO_UPDATE_CHECK: "1", DATABASE_URL: `file:${join(dir, "app.db")}`, BLOB_DIR: join(dir, "blobs"), LOG_LEVEL: "error", APP_URL: base },
    `${base}/api/health`,
  );
});
afterAll(() => server?.stop());

it("serves a page whose content comes from the database under Deno", async () => {
  const res = await fetch(`${base}/status`);
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).toContain("Deno");
  expect(html).toMatch(/serving since (<!-- -->)?20\d\d-\d\d-\d\d/);
  expect(res.headers.get("content-security-policy")).toContain("nonce-");
});

it("serves built assets with long cache headers under Deno", async () => {
  const html = await (await fetch(`${base}/`)).text();
  const css = /href="(\/assets\/styles-[^"]+\.css)"/.exec(html)![1];
  const res = await fetch(base + css);
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toBe(ASSET_CACHE_CONTROL);
  // Static files carry the same security headers as pages (serveStatic runs inside the app's middleware).
  for (const path of [css, "/favicon.ico", "/papers/behavior-stories-research-paper.pdf"]) {
    const file = await fetch(base + path);
    expect(file.status, path).toBe(200);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(file.headers.get(name), `${path}: ${name}`).toBe(value);
    await file.arrayBuffer();
  }
});
