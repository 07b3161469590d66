import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ISLAND_COMPONENTS, ISLAND_NAMES, Islands } from "./islands";

const ISLANDS_DIR = fileURLToPath(new URL("../../islands/", import.meta.url));
/** The island files src/client.ts can load (its import.meta.glob is "../islands/*.tsx"). */
const files = readdirSync(ISLANDS_DIR)
  .filter((f) => f.endsWith(".tsx") && !f.includes(".test."))
  .map((f) => f.slice(0, -".tsx".length))
  .sort();

describe("the island registry", () => {
  it("holds every islands/*.tsx under its file name, and nothing else", () => {
    expect([...ISLAND_NAMES].sort()).toEqual(files);
  });

  it("registers each file's default export, wrapped once", async () => {
    for (const name of files) {
      const mod = (await import(`../../islands/${name}.tsx`)) as { default: unknown };
      expect(ISLAND_COMPONENTS[name as keyof typeof ISLAND_COMPONENTS], name).toBe(mod.default);
      expect(Islands[name as keyof typeof Islands], name).toBeTypeOf("function");
    }
  });
});
