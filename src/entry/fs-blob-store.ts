import { mkdir, readFile, rm, writeFile, readdir } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import type { BlobStore } from "../deps";

/** Node/Deno blob store: files under a folder (default data/blobs), content type in a sidecar file. */
export function createFsBlobStore(root: string): BlobStore {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const p = resolve(base, key);
    if (!p.startsWith(base + sep)) throw new Error("Invalid blob key");
    return p;
  };
  return {
    async put(key, bytes, contentType) {
      const p = pathOf(key);
      await mkdir(dirname(p), { recursive: true });
      await writeFile(p, bytes);
      await writeFile(p + ".type", contentType);
    },
    async get(key) {
      const p = pathOf(key);
      try {
        const [bytes, type] = await Promise.all([readFile(p), readFile(p + ".type", "utf8")]);
        return { bytes: new Uint8Array(bytes), contentType: type };
      } catch {
        return null;
      }
    },
    async delete(key) {
      const p = pathOf(key);
      await rm(p, { force: true });
      await rm(p + ".type", { force: true });
    },
    async deletePrefix(prefix) {
      // Keys are folder-like ("stories/12/"): remove the folder when the prefix names one.
      const p = pathOf(prefix.endsWith("/") ? prefix.slice(0, -1) : prefix);
      await rm(p, { recursive: true, force: true });
      const dir = dirname(p);
      const stem = p.slice(dir.length + 1);
      try {
        for (const f of await readdir(dir)) if (f.startsWith(stem)) await rm(join(dir, f), { recursive: true, force: true });
      } catch {
        /* folder absent */
      }
    },
  };
}
