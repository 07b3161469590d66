import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadStoryFonts } from "./fonts-node";
import { RESEARCH_PAPER, renderResearchPaperPdf } from "./research-paper";

const dir = mkdtempSync(join(tmpdir(), "paper-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("research paper PDF", () => {
  it("is a few A4 pages of searchable text with the evidence and a reference list", async () => {
    const file = join(dir, "paper.pdf");
    writeFileSync(file, await renderResearchPaperPdf(RESEARCH_PAPER, loadStoryFonts()));
    const info = execFileSync("pdfinfo", [file], { encoding: "utf8" });
    const pages = Number(/Pages:\s+(\d+)/.exec(info)![1]);
    expect(pages).toBeGreaterThanOrEqual(4);
    expect(pages).toBeLessThanOrEqual(6);
    expect(info).toMatch(/595\.28 x 841\.89 pts/);
    const text = execFileSync("pdftotext", [file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
    for (const s of [
      "Stories That Help",
      "Using Personalized Behavior Stories with Young Children",
      "small-to-moderate",
      "When to seek professional help",
      "References",
      "Kokina, A., & Kern, L. (2010)",
      "Montgomery, P., & Maunders, K. (2015)",
      "Reynhout, G., & Carter, M. (2006)",
    ])
      expect(text).toContain(s);
    expect(text).not.toContain("?)"); // no characters the font could not draw
  });
});
