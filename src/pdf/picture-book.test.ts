/**
 * The printable picture book, opened with poppler as a parent's printer would see it: A4 pages, a
 * picture above the text on every scene page, the grown-ups' page with the plan's three questions, the
 * practice chart with the seven days, and the text selectable and in reading order.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalColoringEngine } from "../art/local/index";
import type { AgeBand, ThemeId } from "../contracts/catalog";
import { grownUpsGuide } from "../content/guide";
import { composeStory } from "../engine/local";
import { pictureBookOf } from "../stories/pdf";
import { loadStoryFonts } from "./fonts-node";
import { FOOTER_TEXT } from "./layout";
import { strategyTitle } from "../lib/typography";
import { sceneTips } from "../reading/prompts";
import { rightBeforeCard } from "../reading/card";
import { CARD_COPY, READING_TIPS } from "../reading/copy";
import { renderStoryPdf } from "./story-pdf";
import { bookTips, TIPS } from "./picture-book";

const fonts = loadStoryFonts();
const dir = mkdtempSync(join(tmpdir(), "picture-book-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const words = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

function pgm(file: string): { width: number; height: number; px: Uint8Array } {
  const buf = readFileSync(file);
  const header = buf.subarray(0, 40).toString("latin1");
  const m = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(header)!;
  return { width: Number(m[1]), height: Number(m[2]), px: new Uint8Array(buf.subarray(m[0].length)) };
}

/** Share of dark pixels in a box given in points (top-left origin) on a page rendered at `dpi`. */
function ink(img: ReturnType<typeof pgm>, dpi: number, box: { x0: number; y0: number; x1: number; y1: number }): number {
  const k = dpi / 72;
  let dark = 0;
  let total = 0;
  for (let y = Math.floor(box.y0 * k); y < box.y1 * k; y++)
    for (let x = Math.floor(box.x0 * k); x < box.x1 * k; x++) {
      total++;
      if (img.px[y * img.width + x]! < 140) dark++;
    }
  return dark / total;
}

/** The top of the first line of text on a page (points from the top), ignoring the footer and page number. */
function textTop(file: string, page: number): number {
  const html = execFileSync("pdftotext", ["-bbox", "-f", String(page), "-l", String(page), file, "-"], { encoding: "utf8" });
  const tops = [...html.matchAll(/<word xMin="[\d.]+" yMin="([\d.]+)"/g)].map((m) => Number(m[1])).filter((y) => y < 760);
  return Math.min(...tops);
}

const CASES: Array<{ age: AgeBand; behavior: string; theme: ThemeId; name: string; pronouns: "he" | "she" | "they" }> = [
  { age: "2-3", behavior: "bedtime", theme: "animals", name: "Mia", pronouns: "she" },
  { age: "8-10", behavior: "not-sharing", theme: "fantasy", name: "Theo", pronouns: "he" },
];

describe.each(CASES)("the picture book for ages $age", ({ age, behavior, theme, name, pronouns }) => {
  const story = composeStory({ childName: name, childAge: age, behavior, theme, seed: 2, pronouns } as Parameters<typeof composeStory>[0]);
  const plan = story.plan;
  const file = join(dir, `book-${age}.pdf`);
  let pages = 0;
  let text = "";
  let pageText: string[] = [];
  const book = pictureBookOf({ id: 7, plan, theme, childAge: age, behavior }, fonts.heading)!;

  beforeAll(async () => {
    const coloringPage = await createLocalColoringEngine({ font: fonts.heading }).draw({ plan, theme, behavior, childName: name, title: story.title, seed: 7 });
    writeFileSync(file, await renderStoryPdf({ title: story.title, childName: name, theme, content: story.text, coloringPage, fonts, book }));
    pages = Number(/Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", [file], { encoding: "utf8" }))![1]);
    // Printer's quotes in the PDF, straight ones in the plan: compare them as one.
    text = execFileSync("pdftotext", [file, "-"], { encoding: "utf8" })
      .replace(/[\u2018\u2019]/g, "'")
      .replace(/[\u201C\u201D]/g, '"');
    pageText = text.split("\f");
  });

  it("has a title page, a page per scene, the coloring page, the grown-ups' page, the cut-out card page and the chart, all A4", () => {
    expect(pages).toBe(1 + plan.scenes.length + 1 + 1 + 1 + 1);
    const info = execFileSync("pdfinfo", ["-f", "1", "-l", String(pages), file], { encoding: "utf8" });
    const sizes = [...info.matchAll(/Page\s+\d+ size:\s+(.*) pts/g)].map((m) => m[1]!.trim());
    expect(sizes).toHaveLength(pages);
    for (const s of sizes) expect(s).toBe("595.28 x 841.89");
  });

  it("opens with the title, 'A story for' the child and a picture", () => {
    expect(words(pageText[0]!)).toContain(words(story.title));
    expect(pageText[0]).toContain(`A story for ${name}`);
    execFileSync("pdftoppm", ["-gray", "-r", "50", "-f", "1", "-l", "1", file, join(dir, `cover-${age}`)]);
    const img = pgm(join(dir, `cover-${age}-${String(1).padStart(String(pages).length, "0")}.pgm`));
    expect(ink(img, 50, { x0: 100, y0: 260, x1: 495, y1: 720 })).toBeGreaterThan(0.04);
  });

  it("gives the title page a picture of its own, never a scene's again", () => {
    expect(book.coverPicture).toBeTruthy();
    for (const scene of book.scenePictures) expect(book.coverPicture).not.toBe(scene);
  });

  it("puts each scene's picture above its text, in type sized for the age", () => {
    execFileSync("pdftoppm", ["-gray", "-r", "50", "-f", "2", "-l", String(1 + plan.scenes.length), file, join(dir, `scene-${age}`)]);
    plan.scenes.forEach((scene, i) => {
      const n = i + 2;
      expect(words(pageText[i + 1]!)).toContain(words(scene.text));
      const top = textTop(file, n);
      expect(top, `scene ${i + 1}: text starts below the picture`).toBeGreaterThan(300);
      const img = pgm(join(dir, `scene-${age}-${String(n).padStart(String(pages).length, "0")}.pgm`));
      expect(ink(img, 50, { x0: 80, y0: 75, x1: 515, y1: top - 12 }), `scene ${i + 1}: a picture above the text`).toBeGreaterThan(0.03);
    });
    const lineHeights = execFileSync("pdftotext", ["-bbox", "-f", "2", "-l", "2", file, "-"], { encoding: "utf8" });
    const first = /<word xMin="[\d.]+" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)"/.exec(lineHeights)!;
    const size = Number(first[2]) - Number(first[1]);
    // Toddlers get the largest type; 8–10s still more than a novel's.
    if (age === "2-3") expect(size).toBeGreaterThan(20);
    else expect(size).toBeGreaterThan(13);
  });

  it("sets type like a printed book: curly quotes, and no scene ending on a lone word", () => {
    const raw = execFileSync("pdftotext", ["-layout", "-f", "2", "-l", String(1 + plan.scenes.length), file, "-"], { encoding: "utf8" });
    if (plan.scenes.some((sc) => sc.text.includes('"'))) expect(raw).toMatch(/\u201C[^\u201D]+\u201D/);
    expect(raw).not.toContain('"');
    raw
      .split("\f")
      .filter((p) => p.trim())
      .forEach((pageText, i) => {
        const lines = pageText
          .split("\n")
          .map((l) => l.trim())
          .filter((l) => l && l !== FOOTER_TEXT && !/^\d+$/.test(l));
        expect(lines.at(-1)!.split(/\s+/).length, `scene ${i + 1}: "${lines.at(-1)}"`).toBeGreaterThan(1);
      });
  });

  it("keeps the coloring page as a page of its own", () => {
    const coloring = pageText[1 + plan.scenes.length]!.replace(FOOTER_TEXT, "").replace(/\d+/g, "").trim();
    expect(coloring).toBe("");
  });

  it("has a page for grown-ups: why it happens, the plan and its steps, the three questions, practice and when to ask for help", () => {
    const page = pageText[2 + plan.scenes.length]!;
    const flat = words(page);
    expect(page).toContain("For grown-ups");
    for (const h of ["Why it happens", "Talk about it together", "How to practice it this week", "When to ask for help"]) expect(page).toContain(h);
    expect(page).toContain(`The story's plan: ${strategyTitle(plan.strategy.name)}`);
    for (const step of plan.strategy.steps) expect(flat).toContain(words(step));
    expect(plan.talkAbout).toHaveLength(3);
    for (const q of plan.talkAbout) expect(flat).toContain(words(q));
    const guide = grownUpsGuide(behavior, age);
    expect(flat).toContain(words(guide.whyItHappens[0]!));
    expect(flat).toContain(words(guide.practice));
    expect(flat).toContain(words(guide.whenToAskForHelp));
    // Written for the child's age: a school-age child's page never talks about toddlers.
    if (age === "8-10") expect(page).not.toMatch(/toddler|under (about )?[2-5]\b|preschool/i);
  });

  it("prints each scene's reading tips at the page's foot, below the words (never over the picture or the text), big enough to read", () => {
    // The book's tips: the app's, less any find-it tip for a thing its picture doesn't show (findable.test.ts).
    const tips = bookTips(plan, age, book.findable);
    // (the tips' type is set at 11 pt or more: R7's tips were tiny at 8.5 pt)
    expect(TIPS.size).toBeGreaterThanOrEqual(11);
    expect(tips.map((t) => t.length > 0)).toEqual(sceneTips(plan, age).map((t) => t.length > 0));
    plan.scenes.forEach((_, i) => {
      const n = i + 2;
      const flat = words(pageText[i + 1]!);
      for (const tip of tips[i]!) expect(flat).toContain(words(tip));
      const boxes = [
        ...execFileSync("pdftotext", ["-bbox", "-f", String(n), "-l", String(n), file, "-"], { encoding: "utf8" }).matchAll(
          /<word xMin="[\d.]+" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([^<]*)<\/word>/g,
        ),
      ].map((m) => ({ y0: Number(m[1]), y1: Number(m[2]), w: m[3]! }));
      const heading = boxes.findIndex((b, k) => b.w === "Reading" && boxes[k + 1]?.w === "tips");
      expect(heading, `scene ${i + 1}: the tips' heading`).toBeGreaterThan(0);
      const storyWords = boxes.slice(0, heading);
      const tipWords = boxes.slice(heading).filter((b) => b.y0 < 760);
      // Under the last line of the story, inside the page's content area, in small type.
      expect(Math.min(...tipWords.map((b) => b.y0))).toBeGreaterThan(Math.max(...storyWords.map((b) => b.y1)));
      expect(Math.max(...tipWords.map((b) => b.y1))).toBeLessThan(752);
      // Smaller than the story's own type, never below 11 pt (R7: the tips' type was tiny at 8.5 pt).
      expect(Math.max(...tipWords.map((b) => b.y1 - b.y0))).toBeLessThan(Math.min(...storyWords.map((b) => b.y1 - b.y0)));
      expect(Math.min(...tipWords.map((b) => b.y1 - b.y0)), `scene ${i + 1}: the tips' type`).toBeGreaterThanOrEqual(Math.max(11, TIPS.size));
    });
  });

  it("has the 'Right before' card twice on a page, with a cut line, before the chart", () => {
    const page = pageText[pages - 2]!;
    const card = rightBeforeCard(plan);
    expect(page.split(card.strategy).length - 1).toBe(2);
    expect(page.split(CARD_COPY.title.toUpperCase()).length - 1).toBe(2);
    for (const [i, step] of card.steps.entries()) expect(words(page).split(words(`${i + 1} ${step.text}`)).length - 1).toBe(2);
    if (card.refrain) expect(words(page).split(words(card.refrain)).length - 1).toBe(2);
    expect(page).toContain("cut here");
    expect(READING_TIPS.toggle).toBe("Reading tips");
  });

  it("ends with a practice chart: the child's name, the steps and a Day 1–Day 7 grid (the app's practice days; issue 28)", () => {
    const page = pageText[pages - 1]!;
    expect(page).toContain(`${name}'s practice chart`);
    for (const step of plan.strategy.steps) expect(words(page)).toContain(words(step));
    const days = ["Day 1", "Day 2", "Day 3", "Day 4", "Day 5", "Day 6", "Day 7"];
    const at = days.map((d) => page.indexOf(d));
    for (const i of at) expect(i).toBeGreaterThanOrEqual(0);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    for (let s = 1; s <= plan.strategy.steps.length; s++) expect(page).toContain(`Step ${s}`);
  });

  it("reads in order: title, every scene, then the grown-ups' page and the chart", () => {
    const flat = words(text.replaceAll(FOOTER_TEXT, " "));
    let at = flat.indexOf(words(`A story for ${name}`));
    expect(at).toBeGreaterThan(-1);
    for (const piece of [...plan.scenes.map((s) => s.text), "For grown-ups", "When to ask for help", `${name}'s practice chart`]) {
      const found = flat.indexOf(words(piece), at);
      expect(found, piece.slice(0, 50)).toBeGreaterThan(at);
      at = found;
    }
  });
});
