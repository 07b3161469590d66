import { readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import { brotliCompressSync, constants as zlibConstants, gzip, gzipSync } from "node:zlib";
import { promisify } from "node:util";
import { ASSET_CACHE_CONTROL, FILE_CSP, SECURITY_HEADERS } from "../http/security-headers";

/**
 * The Node entry's browser assets: the client build read once at start, answered from memory before
 * the app runs (no session read, no disk access per request, no file-system probe for every page),
 * gzip/brotli-compressed once. A rebuild while the server runs is picked up on restart (as the manifest is).
 */

export interface StaticFile {
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
export function loadStaticFiles(root: string): Map<string, StaticFile> {
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
        cacheControl: urlPath.startsWith("/assets/") ? ASSET_CACHE_CONTROL : "public, max-age=3600",
        etag: `W/"${raw.length.toString(36)}-${Math.round(statSync(full).mtimeMs).toString(36)}"`,
        raw,
      };
      if (COMPRESSIBLE.has(ext) && raw.length > 512) {
        file.gzip = new Uint8Array(gzipSync(raw, { level: 9 }));
        file.br = new Uint8Array(
          brotliCompressSync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
        );
      }
      out.set(urlPath, file);
    }
  };
  walk(root);
  return out;
}

export function staticResponse(files: Map<string, StaticFile>, req: Request): Response | null {
  if (files.size === 0 || (req.method !== "GET" && req.method !== "HEAD")) return null;
  const url = req.url;
  const start = url.indexOf("/", url.indexOf("//") + 2);
  const end = url.search(/[?#]/);
  const file = files.get(url.slice(start, end === -1 ? undefined : end));
  if (!file) return null;
  const headers: Record<string, string> = {
    ...SECURITY_HEADERS,
    "Content-Security-Policy": FILE_CSP,
    "Content-Type": file.type,
    "Cache-Control": file.cacheControl,
    ETag: file.etag,
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
export async function compressed(req: Request, pending: Response | Promise<Response>): Promise<Response> {
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
