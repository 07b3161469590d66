import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Issue 26 item 9: the words a US parent reads are US English. The site's own copy (content, pages,
 * islands, components) must not use these British words and spellings; the stories' words live in the
 * engine (src/engine), whose own tests cover them.
 */
const BRITISH = [
  /ice cream van/i,
  /sun ?cream/i,
  /\bspade\b/i,
  /\bhad got\b/i,
  /\bthe till\b/i,
  /\bpudding\b/i,
  /\bpavement\b/i,
  /\bon a lead\b/i,
  /\bqueue\b/i,
  /\bcolour/i,
  /\bfavourite/i,
  /\bnappy|nappies\b/i,
  /\bholiday\b/i,
  /\bhave a go\b/i,
  /\bmum\b/i,
];
const ROOTS = ["src/content", "routes", "islands", "components"];
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return files(p);
    return /\.(ts|tsx)$/.test(p) && !/\.test\.tsx?$/.test(p) ? [p] : [];
  });
/** Code comments are not copy. */
const withoutComments = (src: string) => src.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`])\/\/.*$/gm, "$1");

describe("US English in the site's copy", () => {
  it("no British word or spelling in content, pages, islands or components", () => {
    const found: string[] = [];
    for (const root of ROOTS)
      for (const file of files(root)) {
        const lines = withoutComments(readFileSync(file, "utf8")).split("\n");
        lines.forEach((line, i) => {
          for (const word of BRITISH) if (word.test(line)) found.push(`${file}:${i + 1} ${word} ${line.trim().slice(0, 120)}`);
        });
      }
    expect(found).toEqual([]);
  });
});
