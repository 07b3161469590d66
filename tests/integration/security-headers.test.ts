import { afterAll, describe, expect, it } from "vitest";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { createTestContext, createUser, sessionCookie } from "../helpers/app";
import { createStoryFor } from "../helpers/stories";
import { loadStoryFonts } from "../../src/pdf/fonts-node";
import { SECURITY_HEADERS } from "../../src/http/security-headers";
import { nodeFetch } from "../../src/entry/node-server";
import { loadStaticFiles } from "../../src/entry/node-static";

/**
 * Issue #21, item 9: every response carries the same security headers — pages, API answers, 404s,
 * and the files the Node entry answers before the app runs (scripts, styles, fonts, the favicon,
 * PDFs), pictures and PDFs that routes draw. Driven through the Node entry's own fetch (nodeFetch:
 * static files from memory, else the app), on a client build laid out like Vite's.
 */
const root = mkdtempSync(join(tmpdir(), "bt-static-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
function put(path: string, from: string | Buffer) {
  const to = join(root, path);
  mkdirSync(dirname(to), { recursive: true });
  if (typeof from === "string") copyFileSync(from, to);
  else writeFileSync(to, from);
}
put("assets/client-test.js", Buffer.from(`console.log(${JSON.stringify("x".repeat(2000))});`));
put("assets/styles-test.css", Buffer.from(`body{color:#333}${".a{margin:0}".repeat(200)}`));
put("assets/andika-latin-400-normal.woff2", "node_modules/@fontsource/andika/files/andika-latin-400-normal.woff2");
put("favicon.ico", "static/favicon.ico");
put("favicon.svg", "static/favicon.svg");
put("papers/behavior-stories-research-paper.pdf", "static/papers/behavior-stories-research-paper.pdf");

function expectSecurityHeaders(res: Response, what: string) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(name), `${what}: ${name}`).toBe(value);
  // Each response has a policy of its own kind (a page's nonce, a file that runs nothing, a sandboxed picture).
  expect(res.headers.get("content-security-policy"), `${what}: Content-Security-Policy`).toMatch(/^default-src '(none|self)'/);
}

describe("security headers", () => {
  it("are the same list on every response: static files, 304s, pictures, PDFs, pages, API answers and 404s", async () => {
    const t = await createTestContext({}, (deps) => {
      deps.services.fonts = loadStoryFonts();
    });
    const fetch = nodeFetch(t.app, loadStaticFiles(root));
    const user = await createUser(t.deps);
    const cookie = await sessionCookie(t.deps, user);
    const story = await createStoryFor(t.deps, user);
    const get = (path: string, headers: Record<string, string> = {}) => fetch(new Request(`http://localhost:3000${path}`, { headers }));

    const cases: [string, string, Record<string, string>?, number?][] = [
      ["script", "/assets/client-test.js", { "Accept-Encoding": "br, gzip" }],
      ["stylesheet", "/assets/styles-test.css", { "Accept-Encoding": "gzip" }],
      ["font", "/assets/andika-latin-400-normal.woff2"],
      ["favicon", "/favicon.ico"],
      ["favicon (SVG)", "/favicon.svg"],
      ["static PDF", "/papers/behavior-stories-research-paper.pdf"],
      ["story PDF", `/api/stories/${story.id}/pdf`, { Cookie: cookie }],
      ["coloring page", `/api/stories/${story.id}/image`, { Cookie: cookie }],
      ["page", "/", { Accept: "text/html", "Accept-Encoding": "gzip" }],
      ["API answer", "/api/health"],
      ["404 page", "/no-such-page", { Accept: "text/html" }, 404],
      ["missing asset", "/assets/missing-test.js", {}, 404],
    ];
    for (const [what, path, headers, status] of cases) {
      const res = await get(path, headers);
      expect(res.status, what).toBe(status ?? 200);
      expectSecurityHeaders(res, what);
    }
    const etag = (await get("/favicon.svg")).headers.get("etag")!;
    const notModified = await get("/favicon.svg", { "If-None-Match": etag });
    expect(notModified.status).toBe(304);
    expectSecurityHeaders(notModified, "304");
  });
});
