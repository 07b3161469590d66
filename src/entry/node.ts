import { serve } from "@hono/node-server";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import { brotliCompressSync, constants as zlibConstants, gzip, gzipSync } from "node:zlib";
import { promisify } from "node:util";
import { createApp } from "../app";
import { appOrigin } from "../http/origin";
import { startMaintenance } from "../maintenance";
import { ConfigError, parseEnv } from "../env";
import { provider } from "../status/providers";
import { CLIENT_DIR, createNodeBase, withServices } from "./node-deps";
import { createEmbeddedIdp } from "./idp/provider";
import { DEMO_ACCOUNTS, demoAccountsEnabled, demoAccountsWarning, disableDemoAccounts } from "./idp/accounts";

/** Node entry (the default runtime): everything embedded, nothing to sign up for. */
async function main() {
  let env;
  try {
    env = parseEnv(process.env);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const base = await createNodeBase(env, { devOrigin: process.env.VITE_DEV_ORIGIN });
  // Demo accounts (published password, one admin): only on a local origin or with DEMO_ACCOUNTS=1.
  const demoEnv = { APP_URL: env.APP_URL, DEMO_ACCOUNTS: env.DEMO_ACCOUNTS };
  const demoAccounts = !env.OIDC_ISSUER && demoAccountsEnabled(demoEnv);
  // Sign-in: an external issuer when OIDC_ISSUER is set, else the embedded provider under /idp.
  const idp = env.OIDC_ISSUER ? null : await createEmbeddedIdp(base, appOrigin(env), { demoAccounts });
  const deps = withServices(base, idp);
  // Give back generations a crash interrupted, now and every 30 s (src/maintenance.ts).
  startMaintenance(deps);
  if (idp) {
    // The demo logins are published (README) and on only where meant to be seen: part of the kind, for everyone.
    const demo = demoAccounts ? `, demo accounts ${DEMO_ACCOUNTS.map((d) => d.email).join(", ")}` : "";
    deps.providers["sign-in"] = provider(`built-in OpenID Connect provider${demo}`, idp.settings.issuer);
  } else {
    await disableDemoAccounts(deps.db);
    deps.providers["sign-in"] = provider("OpenID Connect issuer", env.OIDC_ISSUER);
  }
  if (demoAccounts) console.warn(demoAccountsWarning(demoEnv));
  const app = createApp(deps, {
    mount(app) {
      idp?.mount(app);
    },
  });
  // Browser assets are answered from memory before the app runs (no session read, no disk access per
  // request, no file-system probe for every page), gzip/brotli-compressed once at start.
  // The build is read once: a rebuild while the server runs is picked up on restart (as the manifest is).
  const files = loadStaticFiles(CLIENT_DIR);
  // Requests go into the app a few per event-loop turn, so a busy server still accepts new connections.
  const nextTurn = startsPerTurn();
  const fetch = (req: Request, ...rest: unknown[]) => staticResponse(files, req) ?? nextTurn(() => compressed(req, app.fetch(req, ...(rest as []))));

  const server = serve({ fetch, port: env.PORT }, (info) => {
    const origin = env.APP_URL ?? `http://localhost:${info.port}`;
    deps.log.info(`Behavior Tales is listening on ${origin}`);
    for (const [concern, provider] of Object.entries(deps.providers)) deps.log.info(`  ${concern.padEnd(14)} ${provider}`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
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

interface StaticFile {
  type: string;
  cacheControl: string;
  etag: string;
  raw: Uint8Array;
  gzip?: Uint8Array;
  br?: Uint8Array;
}

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".ico": "image/x-icon",
  ".json": "application/json",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".pdf": "application/pdf",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".txt": "text/plain; charset=utf-8",
};
const COMPRESSIBLE = new Set([".js", ".css", ".svg", ".ico", ".json", ".txt"]);

/** Every public file of the client build (dot files and the Workers-only `_headers` left out), keyed by URL path. */
function loadStaticFiles(root: string): Map<string, StaticFile> {
  const out = new Map<string, StaticFile>();
  const walk = (dir: string) => {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return; // no build (yet): everything falls through to the app
    }
    for (const name of names) {
      if (name.startsWith(".") || name === "_headers") continue;
      const full = join(dir, name);
      if (statSync(full).isDirectory()) {
        walk(full);
        continue;
      }
      const ext = extname(name).toLowerCase();
      const type = TYPES[ext];
      if (!type) continue;
      const urlPath = "/" + relative(root, full).split(sep).join("/");
      const raw = new Uint8Array(readFileSync(full));
      const file: StaticFile = {
        type,
        cacheControl: urlPath.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=3600",
        etag: `W/"${raw.length.toString(36)}-${Math.round(statSync(full).mtimeMs).toString(36)}"`,
        raw,
      };
      if (COMPRESSIBLE.has(ext) && raw.length > 512) {
        file.gzip = new Uint8Array(gzipSync(raw, { level: 9 }));
        file.br = new Uint8Array(brotliCompressSync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: raw.length } }));
      }
      out.set(urlPath, file);
    }
  };
  walk(root);
  return out;
}

function staticResponse(files: Map<string, StaticFile>, req: Request): Response | null {
  if (files.size === 0 || (req.method !== "GET" && req.method !== "HEAD")) return null;
  const url = req.url;
  const start = url.indexOf("/", url.indexOf("//") + 2);
  const end = url.search(/[?#]/);
  const file = files.get(url.slice(start, end === -1 ? undefined : end));
  if (!file) return null;
  const headers: Record<string, string> = {
    "Content-Type": file.type,
    "Cache-Control": file.cacheControl,
    ETag: file.etag,
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  };
  if (req.headers.get("if-none-match") === file.etag) return new Response(null, { status: 304, headers });
  let body = file.raw;
  if (file.gzip) {
    headers.Vary = "Accept-Encoding";
    const accept = req.headers.get("accept-encoding") ?? "";
    if (file.br && /\bbr\b/.test(accept)) {
      body = file.br;
      headers["Content-Encoding"] = "br";
    } else if (/\bgzip\b/.test(accept)) {
      body = file.gzip;
      headers["Content-Encoding"] = "gzip";
    }
  }
  headers["Content-Length"] = String(body.length);
  return new Response(req.method === "HEAD" ? null : (body as Uint8Array<ArrayBuffer>), { status: 200, headers });
}

const gzipAsync = promisify(gzip);
const COMPRESS_TYPES = /^(?:text\/html|image\/svg\+xml)/;

/**
 * Pages and drawn pictures gzip-compressed when the browser accepts it (Workers and Deno Deploy do this
 * at the edge). Only whole bodies of those two types: the app streams nothing but text/event-stream,
 * which is never touched here.
 */
async function compressed(req: Request, pending: Response | Promise<Response>): Promise<Response> {
  const res = await pending;
  if (!res.body || res.status !== 200 || res.headers.has("Content-Encoding")) return res;
  if (!COMPRESS_TYPES.test(res.headers.get("Content-Type") ?? "")) return res;
  if (!/\bgzip\b/.test(req.headers.get("Accept-Encoding") ?? "")) return res;
  const raw = new Uint8Array(await res.arrayBuffer());
  const headers = new Headers(res.headers);
  headers.append("Vary", "Accept-Encoding");
  if (raw.length < 1024) return new Response(raw, { status: res.status, statusText: res.statusText, headers });
  const body = new Uint8Array(await gzipAsync(raw, { level: 6 }));
  headers.set("Content-Encoding", "gzip");
  headers.set("Content-Length", String(body.length));
  return new Response(body, { status: res.status, statusText: res.statusText, headers });
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
