import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { dirname, resolve, sep } from "node:path";
import { assertFolder, type BlobStore } from "../deps";

async function writeAtomic(path: string, data: Uint8Array | string): Promise<void> {
  const tmp = `${path}.${crypto.randomUUID()}.tmp`;
  try {
    await writeFile(tmp, data);
    await rename(tmp, path);
  } catch (err) {
    await rm(tmp, { force: true });
    throw err;
  }
}

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
      // Atomic: each file is written beside its final name and renamed into place, so a crash leaves
      // the old file or the new one, never a half-written one. The type goes first: a file is only
      // readable once its bytes are complete.
      const p = pathOf(key);
      await mkdir(dirname(p), { recursive: true });
      await writeAtomic(p + ".type", contentType);
      await writeAtomic(p, bytes);
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
    async deleteFolder(folder) {
      // Exactly that folder: a key folder is a directory here, removed with what is inside it and nothing beside it.
      assertFolder(folder);
      // Retried: a file written into the folder meanwhile (a generation still finishing) makes rmdir fail with ENOTEMPTY once.
      await rm(pathOf(folder.slice(0, -1)), { recursive: true, force: true, maxRetries: 5, retryDelay: 20 });
    },
  };
}
