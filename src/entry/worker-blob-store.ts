import type { R2Bucket } from "@cloudflare/workers-types";
import { assertFolder, type BlobStore } from "../deps";

/** Workers blob store on an R2 bucket. */
export function createR2BlobStore(bucket: R2Bucket): BlobStore {
  return {
    async put(key, bytes, contentType) {
      await bucket.put(key, bytes, { httpMetadata: { contentType } });
    },
    async get(key) {
      const obj = await bucket.get(key);
      if (!obj) return null;
      return { bytes: new Uint8Array(await obj.arrayBuffer()), contentType: obj.httpMetadata?.contentType ?? "application/octet-stream" };
    },
    async delete(key) {
      await bucket.delete(key);
    },
    async deleteFolder(folder) {
      // R2 keys are flat: the folder's trailing "/" makes the listing exact ("stories/1/" never lists "stories/10/…").
      assertFolder(folder);
      const prefix = folder;
      let cursor: string | undefined;
      do {
        const list = await bucket.list({ prefix, cursor });
        if (list.objects.length) await bucket.delete(list.objects.map((o) => o.key));
        cursor = list.truncated ? list.cursor : undefined;
      } while (cursor);
    },
  };
}
