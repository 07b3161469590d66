import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { depsOn, figure, generateStory, startAppServer, userWithStories } from "./lib";
import { Hono } from "hono";
import { serve } from "@hono/node-server";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
const CATEGORIES = [
  { id: "performance", budget: 0.95 },
  { id: "accessibility", budget: 1 },
  { id: "best-practices", budget: 0.95 },
] as const;

/** For console errors and inspector issues, what they were (the first two items). */
function detailsOf(audit: { id: string; details?: unknown } | undefined): string {
  if (!audit || !["errors-in-console", "inspector-issues"].includes(audit.id)) return "";
  const items = ((audit.details as { items?: Array<Record<string, unknown>> } | undefined)?.items ?? []).slice(0, 2);
  const text = items.map(
    (i) =>
      String(i.description ?? i.issueType ?? JSON.stringify(i.subItems ?? i)).slice(0, 160) +
      (i.sourceLocation && typeof i.sourceLocation === "object" ? ` @ ${(i.sourceLocation as { url?: string }).url ?? ""}` : ""),
  );
  return text.length ? ` [${text.join("; ")}]` : "";
}

/**
 * Lighthouse (mobile preset, simulated throttling: Lighthouse's defaults) in Debian's Chromium against a
 * production server: /, /faq, and signed in (session cookie through extraHeaders) /behaviors, /library,
 * /story/{id}. Budgets: performance ≥ 95, accessibility 100, best practices ≥ 95. Baseline: the same run
 * against a minimal valid HTML page from a bare Hono server (the ceiling this machine reaches).
 */
export async function benchLighthouse() {
  const server = await startAppServer();
  const deps = await depsOn(server);
  // Stories made through the API (text, plan, coloring page), so the library's pictures exist: the free plan's 3.
  const { cookie } = await userWithStories(deps, 0);
  let storyId = 0;
  for (let i = 0; i < 3; i++) storyId = await generateStory((path, init) => fetch(`${server.base}${path}`, init), cookie);
  const bare = new Hono().get("/", (c) =>
    c.html(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="A bare page."><title>Bare</title></head><body><main><h1>Bare</h1><p>A bare Hono page.</p></main></body></html>',
    ),
  );
  const bareServer = await new Promise<{ close(): void; port: number }>((resolve) => {
    const s = serve({ fetch: bare.fetch, port: 0, hostname: "127.0.0.1" }, (info) => resolve({ close: () => s.close(), port: info.port }));
  });
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  const pages: Array<{ label: string; url: string; cookie?: string }> = [
    { label: "/", url: `${server.base}/` },
    { label: "/faq", url: `${server.base}/faq` },
    { label: "/behaviors", url: `${server.base}/behaviors`, cookie },
    { label: "/library", url: `${server.base}/library`, cookie },
    { label: "/story/{id}", url: `${server.base}/story/${storyId}`, cookie },
  ];
  const run = async (url: string, cookie?: string) => {
    const r = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: CATEGORIES.map((c) => c.id),
      extraHeaders: cookie ? { Cookie: cookie } : undefined,
    });
    if (!r) throw new Error(`lighthouse gave no result for ${url}`);
    const lhr = r.lhr;
    if (lhr.runtimeError) throw new Error(`lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (lhr.finalDisplayedUrl && new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
      console.log(`  note: ${url} ended at ${lhr.finalDisplayedUrl}`);
    return lhr;
  };
  try {
    const base = await run(`http://127.0.0.1:${bareServer.port}/`);
    const baseScore = (id: string) => Math.round((base.categories[id]?.score ?? 0) * 100);
    console.log(
      `\nLighthouse ${base.lighthouseVersion}, mobile preset, ${base.environment?.hostUserAgent ? "Chromium " + (base.environment.hostUserAgent.match(/Chrome\/([\d.]+)/)?.[1] ?? "?") : ""}; baseline page: ${CATEGORIES.map((c) => `${c.id} ${baseScore(c.id)}`).join(", ")}`,
    );
    for (const p of pages) {
      const lhr = await run(p.url, p.cookie);
      const m = (id: string) => lhr.audits[id]?.displayValue ?? "?";
      console.log(
        `\n  ${p.label}${p.cookie ? " (signed in)" : ""}: FCP ${m("first-contentful-paint")}, LCP ${m("largest-contentful-paint")}, TBT ${m("total-blocking-time")}, CLS ${m("cumulative-layout-shift")}, SI ${m("speed-index")}`,
      );
      for (const c of CATEGORIES) {
        const cat = lhr.categories[c.id];
        const score = Math.round((cat?.score ?? 0) * 100);
        const failing = (cat?.auditRefs ?? [])
          .filter(
            (ref) =>
              ref.weight > 0 &&
              (lhr.audits[ref.id]?.score ?? 1) < 1 &&
              lhr.audits[ref.id]?.scoreDisplayMode !== "informative" &&
              lhr.audits[ref.id]?.scoreDisplayMode !== "notApplicable",
          )
          .map((ref) => `${ref.id}${lhr.audits[ref.id]?.displayValue ? ` (${lhr.audits[ref.id]!.displayValue})` : ""}${detailsOf(lhr.audits[ref.id])}`);
        figure({
          name: `${c.id} ${p.label}`,
          value: score,
          unit: "score",
          baseline: { label: "bare page", value: baseScore(c.id) },
          budget: { op: ">=", limit: c.budget * 100 },
          note: failing.length ? `losing on: ${failing.slice(0, 6).join(", ")}` : undefined,
        });
      }
    }
  } finally {
    await chrome.kill();
    bareServer.close();
    await server.stop();
  }
}
