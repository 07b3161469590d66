/**
 * A generation that dies mid-way: runs createStory against a real libSQL file and blob folder, and
 * kills its own process (SIGKILL, no cleanup, like a crash or an OOM kill) at the point named in argv.
 *   node --import tsx tests/helpers/crash-child.ts <dbFile> <blobDir> <userId> <killAt>
 * killAt: planning | writing | illustrating | finalizing | coloring-file | pdf-file | torn-coloring |
 *         after-pdf (every file stored, the generation not yet counted) |
 *         after-commit (counted, not yet marked saved: the one write that lists the story)
 */
import { writeFileSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { eq } from "drizzle-orm";
import { createLibsqlDatabase } from "../../db/libsql";
import { stories, users } from "../../db/schema";
import { createLogger, type Deps } from "../../src/deps";
import { parseEnv } from "../../src/env";
import { createFsBlobStore } from "../../src/entry/fs-blob-store";
import { loadStoryFonts } from "../../src/pdf/fonts-node";
import { createStory } from "../../src/stories/create";
import { createServices } from "../../src/services";

const [dbFile, blobDir, userId, killAt] = process.argv.slice(2) as [string, string, string, string];
const SECRET = "crash-test-secret-crash-test-secret-0123";
const die = () => process.kill(process.pid, "SIGKILL");

const env = parseEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", DATABASE_URL: `file:${dbFile}`, STORY_STREAM_DELAY_MS: "0" });
const { db } = createLibsqlDatabase(env.DATABASE_URL);
const fsBlobs = createFsBlobStore(blobDir);
const deps: Deps = {
  env,
  // The only update of a story row while it is written is the one that marks it saved.
  db: new Proxy(db, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if (prop === "update" && killAt === "after-commit") return (table: unknown) => (table === stories ? die() : value.call(target, table));
      return typeof value === "function" ? value.bind(target) : value;
    },
  }),
  blobs: {
    ...fsBlobs,
    async put(key, bytes, type) {
      if (killAt === "coloring-file" && key.endsWith("/coloring")) die();
      if (killAt === "torn-coloring" && key.endsWith("/coloring")) {
        // What a non-atomic write leaves when the process dies mid-write: a truncated file in place.
        const p = join(blobDir, key);
        mkdirSync(dirname(p), { recursive: true });
        writeFileSync(p, bytes.subarray(0, 10));
        die();
      }
      if (killAt === "pdf-file" && key.endsWith(".pdf")) die();
      await fsBlobs.put(key, bytes, type);
      if (killAt === "after-pdf" && key.endsWith(".pdf")) die();
    },
  },
  assets: { manifest: {} },
  log: createLogger("silent"),
  now: () => new Date(),
  secret: SECRET,
  waitUntil: (p) => void p.catch(() => {}),
  providers: {},
  services: createServices(env, { fonts: loadStoryFonts(), secret: SECRET }),
};

const [user] = await db.select().from(users).where(eq(users.id, userId));
await createStory(
  deps,
  user!,
  { childName: "Mia", childAge: "4-5", behavior: "bedtime", theme: "animals", pronouns: "she" },
  {
    emit: (e) => {
      if (e.type === "progress" && e.step === killAt) die();
      if (e.type === "delta" && killAt === "writing") die();
    },
  },
);
console.log("finished without being killed");
