/**
 * The deletion property every blob store must have (issue 21): for story ids 1–250 in random order,
 * deleting one story's folder removes exactly that story's files and never changes a byte of another
 * story's — in particular not those of the stories whose ids start with the same digits (deleting
 * story 1 must leave 10–19, 100–199 alone). Runs against any `BlobStore` (file, memory, R2 under
 * wrangler), with no test-runner imports so the Workers smoke test can use it too.
 */
import { coloringKey, sceneKey, storyBlobFolder, storyPdfKey } from "../../src/contracts/story";
import type { BlobStore } from "../../src/deps";
import { createRng, shuffle } from "../../src/lib/rng";

/** The files a story has: its coloring page, its book PDF and two scene pictures, each with bytes unique to it. */
function filesOf(id: number): { key: string; bytes: Uint8Array; type: string }[] {
  const text = (what: string) => new TextEncoder().encode(`${what} of story ${id} `.repeat(1 + (id % 7)));
  return [
    { key: coloringKey(id), bytes: text("coloring page"), type: "image/svg+xml" },
    { key: storyPdfKey({ id, plan: {} }), bytes: text("%PDF- book"), type: "application/pdf" },
    { key: sceneKey(id, 1), bytes: text("scene 1"), type: "image/svg+xml" },
    { key: sceneKey(id, 12), bytes: text("scene 12"), type: "image/svg+xml" },
  ];
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i]);

/** Ids whose decimal digits start with `id`'s or are a start of them: the ones a string-prefix delete would hit. */
function digitRelatives(id: number, ids: Iterable<number>): number[] {
  const s = String(id);
  return [...ids].filter((other) => other !== id && (String(other).startsWith(s) || s.startsWith(String(other))));
}

export interface DeletionRun {
  stories: number;
  deleted: number;
  /** Reads of other stories' files checked right after a deletion (digit relatives and a random sample). */
  checkedAfterDeletes: number;
  /** Survivors' files checked at the end. */
  checkedAtEnd: number;
  /** Every mismatch found: "story 12 stories/12/coloring: missing after deleting story 1". */
  problems: string[];
}

/**
 * Write every story's files, delete `deleteCount` stories one at a time in an order drawn from `seed`,
 * and after each deletion check: the deleted story's files are gone, every digit relative's files and
 * a random sample of the others are byte for byte what was written. At the end, every surviving
 * story's files are checked. Returns what it saw; an empty `problems` list is a pass.
 */
export async function checkExactDeletion(
  store: BlobStore,
  opts: { seed: number; stories?: number; deleteCount?: number; sample?: number },
): Promise<DeletionRun> {
  const n = opts.stories ?? 250;
  const rng = createRng(opts.seed);
  const ids = Array.from({ length: n }, (_, i) => i + 1);
  const order = shuffle(rng, ids);
  for (let i = 0; i < order.length; i += 16) {
    await Promise.all(order.slice(i, i + 16).flatMap((id) => filesOf(id).map((f) => store.put(f.key, f.bytes, f.type))));
  }

  const alive = new Set(ids);
  const problems: string[] = [];
  let checkedAfterDeletes = 0;
  const checkStory = async (id: number, context: string) => {
    for (const f of filesOf(id)) {
      const got = await store.get(f.key);
      if (!got) problems.push(`story ${id} ${f.key}: missing ${context}`);
      else if (!sameBytes(got.bytes, f.bytes)) problems.push(`story ${id} ${f.key}: changed ${context}`);
      else if (got.contentType !== f.type) problems.push(`story ${id} ${f.key}: type ${got.contentType} ${context}`);
    }
  };
  // Reads go a few stories at a time (a remote bucket answers each over a connection).
  const checkAll = async (ids: number[], context: string) => {
    for (let i = 0; i < ids.length; i += 16) await Promise.all(ids.slice(i, i + 16).map((id) => checkStory(id, context)));
  };

  const toDelete = order.slice(0, opts.deleteCount ?? Math.ceil(n / 2));
  for (const id of toDelete) {
    await store.deleteFolder(storyBlobFolder(id));
    alive.delete(id);
    for (const f of filesOf(id)) if (await store.get(f.key)) problems.push(`story ${id} ${f.key}: still there after deleting it`);
    const survivors = [...alive];
    const sample = Array.from({ length: opts.sample ?? 5 }, () => survivors[Math.floor(rng() * survivors.length)]!);
    const others = [...new Set([...digitRelatives(id, alive), ...sample])];
    await checkAll(others, `after deleting story ${id}`);
    checkedAfterDeletes += others.length;
  }
  await checkAll([...alive], "at the end");
  return { stories: n, deleted: toDelete.length, checkedAfterDeletes, checkedAtEnd: alive.size, problems };
}
