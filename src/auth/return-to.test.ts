import { describe, expect, it } from "vitest";
import { safeReturnTo } from "./session";

/** What a browser would do with `Location: <value>` on http://localhost: it must stay on this site. */
function staysOnSite(result: string) {
  expect(result === "/" || /^\/[^/\\]/.test(result), `"${JSON.stringify(result)}" starts with one "/" then a path character`).toBe(true);
  expect(result).not.toMatch(/[\u0000-\u001f\u007f\\]/);
  expect(new URL(result, "http://localhost").origin).toBe("http://localhost");
  // Not even once decoded (a proxy or framework that decodes %2F before redirecting again).
  const decoded = new URL(result, "http://localhost").pathname.replace(/%([0-9a-fA-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  expect(decoded).not.toMatch(/^\/[/\\]/);
  expect(safeReturnTo(result), `idempotent on ${JSON.stringify(result)}`).toBe(result);
}

describe("safeReturnTo", () => {
  it("keeps same-site paths with their query and fragment", () => {
    expect(safeReturnTo("/library")).toBe("/library");
    expect(safeReturnTo("/stories/12?print=1#page-2")).toBe("/stories/12?print=1#page-2");
    expect(safeReturnTo("/behaviors?behavior=bedtime&theme=animals")).toBe("/behaviors?behavior=bedtime&theme=animals");
    expect(safeReturnTo("/")).toBe("/");
  });

  it.each([
    "/.//evil.example",
    "/./\\evil.example",
    "/..//evil.example",
    "/a/..//evil.example",
    "/%2e//evil.example",
    "/%2E%2E//evil.example",
    "//evil.example",
    "///evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/%2f/evil.example",
    "/%2F%2Fevil.example",
    "/%5c%5cevil.example",
    "/.%2f/evil.example",
    "https://evil.example",
    "https:evil.example",
    "javascript:alert(1)",
    " /library",
    "",
    null,
    undefined,
  ])("never leaves the site for %j", (value) => {
    const result = safeReturnTo(value);
    staysOnSite(result);
    expect(result).not.toContain("//");
  });

  it("answers /.//evil.example with a same-site path (was //evil.example)", () => {
    expect(safeReturnTo("/.//evil.example")).not.toMatch(/^\/\//);
  });

  it("survives a fuzz of a few thousand strings built from slashes, dots, escapes and hosts", () => {
    // Slashes and dots weigh more: the tricks are in how they combine.
    const parts = [
      "/",
      "/",
      "/",
      "/",
      ".",
      ".",
      ".",
      "\\",
      "\\",
      "..",
      "%2f",
      "%2F",
      "%5c",
      "%5C",
      "%2e",
      "evil.example",
      ":",
      "\t",
      "\n",
      "\r",
      "?",
      "#",
      "a",
      "b",
      "library",
      "https:",
      "@",
      "%",
      " ",
      "%09",
      "%0a",
    ];
    // A small deterministic generator, so a failure reproduces.
    let seed = 0x2f2f2f2f;
    const rand = (n: number) => {
      seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
      return seed % n;
    };
    for (let i = 0; i < 8000; i++) {
      const len = 1 + rand(8);
      let s = i % 2 === 0 ? "/" : "";
      for (let j = 0; j < len; j++) s += parts[rand(parts.length)];
      const result = safeReturnTo(s);
      try {
        staysOnSite(result);
      } catch (err) {
        throw new Error(`input ${JSON.stringify(s)} → ${JSON.stringify(result)}: ${(err as Error).message}`);
      }
    }
  });
});
