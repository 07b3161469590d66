import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createFsBlobStore } from "./fs-blob-store";

const dir = mkdtempSync(join(tmpdir(), "bt-blobs-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the folder blob store", () => {
  it("never shows a reader a half-written file: each read is the whole old file or the whole new one", async () => {
    const store = createFsBlobStore(dir);
    const size = 4 * 1024 * 1024;
    const a = new Uint8Array(size).fill(1);
    const b = new Uint8Array(size).fill(2);
    await store.put("stories/1/story.pdf", a, "application/pdf");
    let writing = true;
    const writer = (async () => {
      for (let i = 0; i < 12; i++) await store.put("stories/1/story.pdf", i % 2 ? a : b, "application/pdf");
      writing = false;
    })();
    const seen: string[] = [];
    while (writing) {
      const got = await store.get("stories/1/story.pdf");
      expect(got).not.toBeNull();
      const bytes = got!.bytes;
      const whole = bytes.length === size && (bytes.every((x) => x === 1) || bytes.every((x) => x === 2));
      if (!whole) seen.push(`${bytes.length} bytes`);
    }
    await writer;
    expect(seen, "torn reads").toEqual([]);
    // No temporary files are left behind.
    expect(readdirSync(join(dir, "stories/1")).sort()).toEqual(["story.pdf", "story.pdf.type"]);
  });
});
