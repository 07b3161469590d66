import { execFileSync } from "node:child_process";
import { composeStory } from "../engine/local";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Resvg } from "@resvg/resvg-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { THEME_IDS, type ThemeId } from "../contracts/catalog";
import { createLocalColoringEngine } from "../art/local/index";
import type { ColoringPage } from "../art/types";
import { loadStoryFonts } from "./fonts-node";
import { FOOTER_TEXT } from "./layout";
import { renderStoryPdf, storyParagraphs, storyPdfFileName } from "./story-pdf";

const fonts = loadStoryFonts();
const dir = mkdtempSync(join(tmpdir(), "story-pdf-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A ~1,000-word story: twelve paragraphs, each with its own details so order can be checked. */
function longStory(name: string): string {
  const places = [
    "the garden gate",
    "the duck pond",
    "the old oak tree",
    "the bakery",
    "the library",
    "the playground",
    "the bus stop",
    "the beach",
    "the museum",
    "the market",
    "the hill",
    "the kitchen",
  ];
  const things = [
    "a red kite",
    "seven pebbles",
    "a blue feather",
    "a warm muffin",
    "a picture book",
    "a bouncy ball",
    "a shiny ticket",
    "a spiral shell",
    "a dinosaur bone",
    "three apples",
    "a daisy chain",
    "a cup of cocoa",
  ];
  return places
    .map((place, i) =>
      [
        `On day ${i + 1}, ${name} walked with Grandma to ${place} and found ${things[i]}.`,
        `${name} felt a little worried at first, because new things can feel big and surprising.`,
        `Grandma knelt down and said that worried feelings are okay and that they usually pass.`,
        `Together they took three slow breaths, counting softly, in and out, like waves on the sand.`,
        `Then ${name} named the feeling out loud: "I feel worried, and I can be brave."`,
        `After that, ${name} looked closely at ${things[i]} and noticed its colors, its shape and its size.`,
        `The worry got smaller and smaller, until it was only a tiny speck.`,
        `By the time they left ${place}, ${name} was smiling and holding Grandma's hand.`,
      ].join(" "),
    )
    .join("\n\n");
}

function pgm(file: string): { width: number; height: number; px: Uint8Array } {
  const buf = readFileSync(file);
  // P5\n<w> <h>\n<max>\n<bytes>
  let pos = 0;
  const fields: string[] = [];
  while (fields.length < 4) {
    while (/\s/.test(String.fromCharCode(buf[pos]))) pos++;
    let tok = "";
    while (!/\s/.test(String.fromCharCode(buf[pos]))) tok += String.fromCharCode(buf[pos++]);
    fields.push(tok);
  }
  pos++;
  expect(fields[0]).toBe("P5");
  return { width: Number(fields[1]), height: Number(fields[2]), px: new Uint8Array(buf.subarray(pos)) };
}

function darkShare(img: ReturnType<typeof pgm>, x0: number, y0: number, x1: number, y1: number): number {
  let dark = 0;
  let total = 0;
  for (let y = Math.floor(y0); y < y1; y++)
    for (let x = Math.floor(x0); x < x1; x++) {
      total++;
      if (img.px[y * img.width + x] < 140) dark++;
    }
  return dark / total;
}

describe("renderStoryPdf", () => {
  const name = "Leo";
  const title = "Leo and the Brave Little Breaths";
  const content = longStory(name);
  let file: string;
  let pages: number;
  let coloringPage: ColoringPage;

  beforeAll(async () => {
    expect(content.split(/\s+/).length).toBeGreaterThan(950);
    coloringPage = await createLocalColoringEngine({ font: fonts.heading }).draw({
      plan: composeStory({ childName: name, childAge: "6-7", behavior: "fear", theme: "animals", seed: 1 }).plan,
      theme: "animals",
      behavior: "fear",
      childName: name,
      title,
      seed: 1,
    });
    const pdf = await renderStoryPdf({ title, childName: name, theme: "animals", content, coloringPage, fonts });
    file = join(dir, "story.pdf");
    writeFileSync(file, pdf);
    pages = Number(/Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", [file], { encoding: "utf8" }))![1]);
  });

  it("is A4 portrait on every page", () => {
    expect(pages).toBeGreaterThanOrEqual(4);
    const info = execFileSync("pdfinfo", ["-f", "1", "-l", String(pages), file], { encoding: "utf8" });
    const sizes = [...info.matchAll(/Page\s+\d+ size:\s+(.*) pts/g)].map((m) => m[1].trim());
    expect(sizes).toHaveLength(pages);
    for (const s of sizes) expect(s).toBe("595.28 x 841.89");
  });

  it("holds the title, the child's name and every paragraph as real text, in order", () => {
    const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
    const lines = text.split("\n").map((l) => l.trim());
    // The footer and page numbers are page furniture; the reader skips them.
    expect(lines.filter((l) => l === FOOTER_TEXT)).toHaveLength(pages);
    const body = lines
      .filter((l) => l !== FOOTER_TEXT && !/^\d+$/.test(l))
      .join(" ")
      .replace(/\s+/g, " ");
    expect(body).toContain(title);
    expect(body).toContain(`A story for ${name}`);
    let at = body.indexOf(`A story for ${name}`);
    for (const paragraph of storyParagraphs(content)) {
      const found = body.indexOf(paragraph, at);
      expect(found, paragraph.slice(0, 60)).toBeGreaterThan(at);
      at = found + paragraph.length;
    }
    // page numbers are printed
    for (let p = 1; p <= pages; p++) expect(lines).toContain(String(p));
  });

  it("keeps the coloring page as its own last page, with no story text on it", () => {
    const last = execFileSync("pdftotext", ["-f", String(pages), "-l", String(pages), file, "-"], { encoding: "utf8" });
    const words = last.replace(FOOTER_TEXT, "").replace(/\d+/g, "").trim();
    expect(words).toBe("");
  });

  it("draws a border along all four edges of every page and the coloring page fills the last one", () => {
    execFileSync("pdftoppm", ["-gray", "-r", "50", file, join(dir, "page")]);
    const files = readdirSync(dir)
      .filter((f) => f.startsWith("page") && f.endsWith(".pgm"))
      .sort();
    expect(files).toHaveLength(pages);
    files.forEach((f, i) => {
      const img = pgm(join(dir, f));
      const band = Math.round(img.width * 0.06); // ~25 pt from the edge
      const segments = 8;
      for (let s = 0; s < segments; s++) {
        const xs = (img.width * s) / segments;
        const xe = (img.width * (s + 1)) / segments;
        const ys = (img.height * s) / segments;
        const ye = (img.height * (s + 1)) / segments;
        const where = `page ${i + 1}, segment ${s}`;
        expect(darkShare(img, xs, 0, xe, band), `top, ${where}`).toBeGreaterThan(0.01);
        expect(darkShare(img, xs, img.height - band, xe, img.height), `bottom, ${where}`).toBeGreaterThan(0.01);
        expect(darkShare(img, 0, ys, band, ye), `left, ${where}`).toBeGreaterThan(0.01);
        expect(darkShare(img, img.width - band, ys, img.width, ye), `right, ${where}`).toBeGreaterThan(0.01);
      }
      // The middle of the page: story text or the picture, never blank.
      const centre = darkShare(img, img.width * 0.25, img.height * 0.25, img.width * 0.75, img.height * 0.75);
      if (i === files.length - 1) expect(centre, "coloring page ink").toBeGreaterThan(0.04);
      else expect(centre, `text on page ${i + 1}`).toBeGreaterThan(0.01);
    });
  });

  it("draws every theme's border and takes a PNG coloring page too", async () => {
    const png = new Resvg(new TextDecoder().decode(coloringPage.bytes), { fitTo: { mode: "width", value: 400 } }).render().asPng();
    for (const theme of THEME_IDS as ThemeId[]) {
      const pdf = await renderStoryPdf({
        title: "A Short One",
        childName: "Ana",
        theme,
        content: "Ana took a slow breath.\n\nAna felt calm.",
        coloringPage: { contentType: "image/png", bytes: png },
        fonts,
      });
      const f = join(dir, `${theme}.pdf`);
      writeFileSync(f, pdf);
      expect(execFileSync("pdfinfo", [f], { encoding: "utf8" })).toMatch(/Pages:\s+2/);
      execFileSync("pdftoppm", ["-gray", "-r", "30", "-f", "2", "-l", "2", f, join(dir, `t-${theme}`)]);
      const img = pgm(join(dir, readdirSync(dir).find((n) => n.startsWith(`t-${theme}`))!));
      expect(darkShare(img, img.width * 0.25, img.height * 0.25, img.width * 0.75, img.height * 0.75)).toBeGreaterThan(0.03);
      expect(darkShare(img, 0, 0, img.width, img.height * 0.05)).toBeGreaterThan(0.01);
    }
  });
});

describe("storyPdfFileName", () => {
  it("turns whitespace runs in the title into underscores", () => {
    expect(storyPdfFileName("Maya and the Sleepy Moon")).toBe("Maya_and_the_Sleepy_Moon.pdf");
    expect(storyPdfFileName("Leo  and\tthe\nMoon")).toBe("Leo_and_the_Moon.pdf");
  });
  it("leaves out characters a file system refuses", () => {
    expect(storyPdfFileName("Just One More, Ava?")).toBe("Just_One_More,_Ava.pdf");
    expect(storyPdfFileName('Leo: "The Big Day" / Part 2')).toBe("Leo_The_Big_Day_Part_2.pdf");
  });
  it("falls back to behavior-tale.pdf", () => {
    expect(storyPdfFileName()).toBe("behavior-tale.pdf");
    expect(storyPdfFileName("   ")).toBe("behavior-tale.pdf");
  });
});
