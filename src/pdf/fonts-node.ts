import type { StoryFonts } from "../services";
/**
 * Node-only: reads the bundled child-friendly fonts from node_modules. Used by the Node entry,
 * scripts and tests; other runtimes pass the same bytes in from their own asset store.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const require = createRequire(import.meta.url);

function fontFile(pkg: string, file: string): Uint8Array {
  const dir = dirname(require.resolve(`${pkg}/package.json`));
  return new Uint8Array(readFileSync(join(dir, "files", file)));
}

export type { StoryFonts };

let cached: StoryFonts | undefined;

export function loadStoryFonts(): StoryFonts {
  cached ??= {
    body: fontFile("@fontsource/andika", "andika-latin-400-normal.woff"),
    heading: fontFile("@fontsource/fredoka", "fredoka-latin-600-normal.woff"),
  };
  return cached;
}
