import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { createApp } from "../src/app";
import { CLIENT_DIR } from "../src/entry/node-deps";
import { benchDeps, figure, generateStory, userWithStories } from "./lib";

interface Chunk {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

const KB = 1024;
const STORY_PAGE_BUDGET_KB = 80;

/** Every <script src> and <link rel=modulepreload href> of a page, as root-relative paths. */
function scriptRefs(html: string): { scripts: string[]; preloads: string[] } {
  const scripts: string[] = [];
  const preloads: string[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const attr = (name: string) => tag.match(new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, "i"))?.[1];
    if (/^<script/i.test(tag) && attr("src")) scripts.push(attr("src")!);
    if (/^<link/i.test(tag) && /modulepreload/i.test(attr("rel") ?? "") && attr("href")) preloads.push(attr("href")!);
  }
  return { scripts, preloads };
}

/**
 * JavaScript per page: the page is rendered by the app (in process, signed in where the page needs it);
 * the files it loads are its <script>/<link rel=modulepreload> tags, the island chunks the client entry
 * imports for the <bt-island> placeholders on the page, and every static import of those (dist manifest).
 * Each file is gzipped (zlib level 9) from dist/client. Budget: the story page ≤ 80 KiB gzip. Flags:
 * island code loaded for an island the page does not render, and rendered islands not preloaded.
 * Baseline: the client entry with its static imports (what any page with an island loads).
 */
export async function benchJs() {
  const manifest = JSON.parse(readFileSync(join(CLIENT_DIR, ".vite/manifest.json"), "utf8")) as Record<string, Chunk>;
  const keyOfFile = new Map(Object.entries(manifest).map(([k, c]) => [c.file, k]));
  const sizes = new Map<string, { raw: number; gz: number }>();
  const sizeOf = (file: string) => {
    if (!sizes.has(file)) {
      const bytes = readFileSync(join(CLIENT_DIR, file));
      sizes.set(file, { raw: bytes.byteLength, gz: gzipSync(bytes, { level: 9 }).byteLength });
    }
    return sizes.get(file)!;
  };
  const closure = (roots: string[]) => {
    const out = new Set<string>();
    const visit = (key: string) => {
      const c = manifest[key];
      if (!c || out.has(c.file)) return;
      out.add(c.file);
      for (const dep of c.imports ?? []) visit(dep);
    };
    for (const r of roots) visit(r);
    return out;
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry && manifest[k]!.file.endsWith(".js"))!;
  const entryFiles = closure([entryKey]);
  const entryGz = [...entryFiles].reduce((s, f) => s + sizeOf(f).gz, 0);

  const deps = await benchDeps();
  const app = createApp(deps);
  const parent = await userWithStories(deps, 3);
  const admin = await userWithStories(deps, 0, { isAdmin: true });
  const storyId = await generateStory((path, init) => Promise.resolve(app.request(`http://localhost${path}`, init)), parent.cookie);
  const pages: Array<{ path: string; cookie?: string }> = [
    { path: "/" },
    { path: "/faq" },
    { path: "/behaviors", cookie: parent.cookie },
    { path: "/library", cookie: parent.cookie },
    { path: `/story/${storyId}`, cookie: parent.cookie },
    { path: "/admin", cookie: admin.cookie },
    { path: "/subscription", cookie: parent.cookie },
    { path: "/children", cookie: parent.cookie },
  ];

  console.log(
    `\nJavaScript each page loads (gzip -9 of dist/client files; KiB = 1024 B). Baseline: client entry + static imports = ${(entryGz / KB).toFixed(1)} KiB gzip (${[...entryFiles].join(", ")})`,
  );
  for (const page of pages) {
    const res = await app.request(`http://localhost${page.path}`, { headers: { Accept: "text/html", ...(page.cookie ? { Cookie: page.cookie } : {}) } });
    if (res.status === 404) {
      console.log(`\n  ${page.path}: 404 — no such page in this build, skipped`);
      continue;
    }
    const html = await res.text();
    if (res.status !== 200) {
      console.log(`\n  ${page.path}: HTTP ${res.status} — skipped`);
      continue;
    }
    const rendered = [...new Set([...html.matchAll(/data-island="([^"]+)"/g)].map((m) => m[1]!))];
    const { scripts, preloads } = scriptRefs(html);
    const referenced = [...scripts, ...preloads].map((p) => p.replace(/^\//, ""));
    const roots = [...referenced.map((f) => keyOfFile.get(f)).filter((k): k is string => !!k), ...rendered.map((n) => `islands/${n}.tsx`)];
    const files = closure(roots);
    const rows = [...files].map((f) => ({
      file: f,
      ...sizeOf(f),
      how: scripts.includes(`/${f}`) ? "script" : preloads.includes(`/${f}`) ? "preload" : "import",
    }));
    rows.sort((a, b) => b.gz - a.gz);
    const total = rows.reduce((s, r) => s + r.gz, 0);
    const totalRaw = rows.reduce((s, r) => s + r.raw, 0);
    const loadedIslands = [...files]
      .map((f) => keyOfFile.get(f))
      .filter((k) => k?.startsWith("islands/"))
      .map((k) => k!.slice(8, -4));
    const unrendered = loadedIslands.filter((n) => !rendered.includes(n));
    const islandFile = (n: string) => manifest[`islands/${n}.tsx`]?.file;
    const notPreloaded = rendered.filter((n) => islandFile(n) && !preloads.includes(`/${islandFile(n)}`) && !scripts.includes(`/${islandFile(n)}`));
    console.log(`\n  ${page.path}${page.cookie ? " (signed in)" : ""} — islands rendered: ${rendered.join(", ") || "none"}`);
    console.log("    " + "file".padEnd(40) + "how".padEnd(9) + "raw KiB".padStart(9) + "gzip KiB".padStart(10));
    for (const r of rows) console.log("    " + r.file.padEnd(40) + r.how.padEnd(9) + (r.raw / KB).toFixed(1).padStart(9) + (r.gz / KB).toFixed(1).padStart(10));
    console.log("    " + "total".padEnd(49) + (totalRaw / KB).toFixed(1).padStart(9) + (total / KB).toFixed(1).padStart(10));
    if (unrendered.length) console.log(`    FLAG: loads code for islands it does not render: ${unrendered.join(", ")}`);
    if (notPreloaded.length) console.log(`    FLAG: renders islands whose chunk is not preloaded (fetched late): ${notPreloaded.join(", ")}`);
    const label = page.path.startsWith("/story/") ? "/story/{id}" : page.path;
    figure({
      name: `JS gzip ${label} (${files.size} files)`,
      value: total / KB,
      unit: "KiB",
      baseline: files.size ? { label: "client entry", value: entryGz / KB } : undefined,
      budget: label === "/story/{id}" ? { op: "<=", limit: STORY_PAGE_BUDGET_KB } : undefined,
    });
    if (files.size)
      figure({
        name: `islands loaded but not rendered on ${label}`,
        value: unrendered.length,
        unit: "count",
        budget: { op: "<=", limit: 0 },
        note: unrendered.join(", ") || undefined,
      });
  }
}
