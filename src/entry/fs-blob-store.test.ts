import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createFsBlobStore } from "./fs-blob-store";
import { createMemoryBlobStore } from "../deps";
import { checkExactDeletion } from "../../tests/helpers/blob-store-contract";

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

describe("deleting a story's files (issue 21: deleting story 1 removed stories 10–19 and 100–199)", () => {
  const stores = {
    "folder (Node, Deno)": () => createFsBlobStore(mkdtempSync(join(dir, "exact-"))),
    memory: () => createMemoryBlobStore(),
  };
  for (const [name, make] of Object.entries(stores)) {
    it(`${name}: for ids 1–250 in random order, deleting one story never changes a byte of another story's files`, async () => {
      for (const seed of [1, 2]) {
        const run = await checkExactDeletion(make(), { seed });
        expect(run.problems.slice(0, 10)).toEqual([]);
        expect(run).toMatchObject({ stories: 250, deleted: 125, checkedAtEnd: 125 });
        expect(run.checkedAfterDeletes).toBeGreaterThan(125 * 5);
      }
    });
  }

  it("refuses a delete that is not a folder, on every store", async () => {
    for (const store of [createFsBlobStore(dir), createMemoryBlobStore()]) {
      for (const bad of ["stories/1", "stories", "", "/", "stories//", "../stories/", "stories/../"]) {
        await expect(store.deleteFolder(bad), bad).rejects.toThrow(/Not a blob folder/);
      }
    }
  });
});
