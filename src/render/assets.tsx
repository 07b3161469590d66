import { useRequestContext } from "@hono/react-renderer";
import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import type { Assets } from "../deps";

const CLIENT_ENTRY = "src/client.ts";
const STYLES_ENTRY = "src/styles.css";

export function stylesheetHref(assets: Assets): string {
  if (assets.devOrigin) return `${assets.devOrigin}/${STYLES_ENTRY}`;
  const chunk = assets.manifest[STYLES_ENTRY];
  return chunk ? `/${chunk.file}` : "/missing-build.css";
}

/** The web fonts every page's text uses (body regular and bold, headings): preloaded so they are there for the first paint. */
const PRELOADED_FONTS = /\/(?:nunito-latin-(?:400|700)|fredoka-latin-600)-normal-[^/]*\.woff2$/;
const fontLists = new WeakMap<Assets["manifest"], string[]>();
export function fontPreloadHrefs(assets: Assets): string[] {
  if (assets.devOrigin) return [];
  let list = fontLists.get(assets.manifest);
  if (list === undefined) {
    const styles = assets.manifest[STYLES_ENTRY] as { assets?: string[] } | undefined; // Vite lists the files a CSS entry references
    list = (styles?.assets ?? []).filter((file) => PRELOADED_FONTS.test(`/${file}`)).map((file) => `/${file}`);
    fontLists.set(assets.manifest, list);
  }
  return list;
}

/**
 * Collect the chunk files an island needs (its own chunk and its static imports), for modulepreload,
 * plus the client entry's static imports (the shared React chunk), so none waits for the entry to load.
 */
function islandChunks(assets: Assets, names: Iterable<string>): string[] {
  const files = new Set<string>();
  const entry = assets.manifest[CLIENT_ENTRY];
  if (entry) files.add(entry.file); // the <script> itself, not preloaded

  const visit = (key: string) => {
    const chunk = assets.manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const dep of entry?.imports ?? []) visit(dep);
  for (const name of names) visit(`islands/${name}.tsx`);
  if (entry) files.delete(entry.file);
  return [...files];
}

/** The same walk, done once per set of islands per build (the manifest does not change while the process runs). */
const chunkLists = new WeakMap<Assets["manifest"], Map<string, string[]>>();
function islandChunksCached(assets: Assets, names: Set<string>): string[] {
  let byNames = chunkLists.get(assets.manifest);
  if (!byNames) chunkLists.set(assets.manifest, (byNames = new Map()));
  const key = [...names].sort().join(",");
  let files = byNames.get(key);
  if (!files) byNames.set(key, (files = islandChunks(assets, names)));
  return files;
}

/**
 * Scripts at the end of <body>: no script file when the page has no island (only the inline theme line
 * in <head>, src/render/document.tsx);
 * otherwise the client entry plus modulepreload hints for exactly the islands on this page.
 */
export function Scripts() {
  const c = useRequestContext() as Context<AppEnv>;
  const { assets } = c.var.deps;
  const names = c.var.islands;
  const nonce = c.var.nonce;
  if (assets.devOrigin) {
    return (
      <>
        <script type="module" nonce={nonce} src={`${assets.devOrigin}/@vite/client`} />
        <script type="module" nonce={nonce} src={`${assets.devOrigin}/${CLIENT_ENTRY}`} />
      </>
    );
  }
  if (!names || names.size === 0) return null;
  const entry = assets.manifest[CLIENT_ENTRY];
  if (!entry) return null;
  return (
    <>
      {islandChunksCached(assets, names).map((file) => (
        <link key={file} rel="modulepreload" href={`/${file}`} nonce={nonce} />
      ))}
      <script type="module" nonce={nonce} src={`/${entry.file}`} />
    </>
  );
}
