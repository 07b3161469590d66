/**
 * The printable picture book, drawn from the story plan: a title page with a picture, one page per
 * scene with its picture above its text (type sized for the age band), the coloring page, a page
 * "For grown-ups" (safety first when the situation calls for it, why it happens, the story's plan and its steps, the three talk-about questions, how
 * to practice it this week, when to ask for help) and a practice chart with a Mon–Sun grid.
 * Text is real, selectable text drawn in reading order. Runtime-neutral: pictures come in as SVG text.
 */
import { LineCapStyle, rgb, type PDFFont, type PDFPage, type RGB } from "pdf-lib";
import type { ColoringPage } from "../art/types";
import type { AgeBand } from "../contracts/catalog";
import type { StoryPlan } from "../contracts/story-plan";
import { PRACTICE_CHART_DAYS, practiceDayLabel, practiceSteps } from "../contracts/practice";
import { drawColoringPage, drawSvgArt } from "./art";
import type { ThemePalette } from "./borders";
import { A4, drawTextLine, printable, textWidth, wrapText, type PageFlow, type TextStyle } from "./layout";
import { smartQuotes, strategyTitle } from "../lib/typography";
import { sceneTips } from "../reading/prompts";
import { rightBeforeCard, type RightBeforeCard } from "../reading/card";
import { CARD_COPY, READING_TIPS } from "../reading/copy";
import { stepIconSvg, type StepIconId } from "../reading/step-icons";
import { drawQr } from "./qr";
import { askedThing, shows } from "./findable";

/** What the book says to grown-ups, from the behavior guide (or its custom-situation fallback). */
export interface GrownUpsCopy {
  ageNote?: string;
  /** "Safety first" paragraphs, printed first and never left out (a custom situation with a baby, a road, a car, water or an animal). */
  safety?: string[];
  whyItHappens: string[];
  practice: string;
  whenToAskForHelp: string;
}

export interface PictureBookInput {
  plan: StoryPlan;
  ageBand: AgeBand;
  /** One path-only SVG per scene of the plan, in order. */
  scenePictures: string[];
  /** The scene whose picture goes on the title page when there is no cover picture of its own. */
  coverScene: number;
  /** The title page's own picture (the child with their helper, a portrait to color: src/art/local/cover.ts), never a scene's. */
  coverPicture?: string;
  grownUps: GrownUpsCopy;
  /** What each scene's picture shows big enough to point at (./findable.ts): a "Can you find …?" tip asks only for those; none known, none asked. */
  findable?: string[][];
  /** The card through the story's family link (`/s/{token}/card` on the site's origin) while the link is on: the card page and the title page carry it as a QR code. */
  cardUrl?: string | null;
}

/** Story type per age band: the youngest get the largest type (and the engine gives them the fewest words). */
export const BOOK_TYPE: Record<AgeBand, { size: number; leading: number; min: number }> = {
  "2-3": { size: 23, leading: 33, min: 18 },
  "4-5": { size: 19.5, leading: 28.5, min: 15 },
  "6-7": { size: 16.5, leading: 24.5, min: 13 },
  "8-10": { size: 14.5, leading: 21.5, min: 12 },
};

/** The printable area inside the border, above the page number and footer. */
const CONTENT = { left: 76, right: A4.width - 76, top: 70, bottom: A4.height - 92 } as const;
const CONTENT_WIDTH = CONTENT.right - CONTENT.left;
/** A scene's picture never gets smaller than this (points tall), however long its text. */
const MIN_PICTURE = 250;
const GAP = 20;

export interface BookFonts {
  body: PDFFont;
  heading: PDFFont;
}

const INK = rgb(0.1, 0.1, 0.12);

/** Draws left-aligned (or centred) wrapped lines from `top` down; returns the y under the last line. */
function drawLines(
  page: PDFPage,
  lines: string[],
  top: number,
  style: { font: PDFFont; size: number; leading: number; color?: RGB; align?: "left" | "center"; left?: number; width?: number },
): number {
  const left = style.left ?? CONTENT.left;
  const width = style.width ?? CONTENT_WIDTH;
  let y = top;
  for (const line of lines) {
    const w = textWidth(style.font, line, style.size);
    const x = style.align === "center" ? left + (width - w) / 2 : left;
    drawTextLine(page, line, { x, y: A4.height - (y + style.size), size: style.size, font: style.font, color: style.color ?? INK });
    y += style.leading;
  }
  return y;
}

const wrap = (font: PDFFont, text: string, size: number, width = CONTENT_WIDTH) => wrapText(printable(font, smartQuotes(text)), font, size, width);

/** Wrapped so the last line is never a lone word (narrowing the measure a little when it would be). */
export function wrapNoWidow(font: PDFFont, text: string, size: number, width = CONTENT_WIDTH): string[] {
  const clean = printable(font, smartQuotes(text));
  const first = wrapText(clean, font, size, width);
  const lone = (lines: string[]) => lines.length > 1 && !/\s/.test(lines[lines.length - 1]!.trim());
  if (!lone(first)) return first;
  for (let w = width - 6; w >= width * 0.82; w -= 6) {
    const lines = wrapText(clean, font, size, w);
    if (lines.length > first.length) break;
    if (!lone(lines)) return lines;
  }
  return first;
}

/** Wrapped as evenly as the same number of lines allows (no title ending in a lone word). */
export function balancedWrap(font: PDFFont, text: string, size: number, width = CONTENT_WIDTH): string[] {
  const clean = printable(font, smartQuotes(text));
  let best = wrapText(clean, font, size, width);
  if (best.length < 2) return best;
  for (let w = width - 8; w > width / 3; w -= 8) {
    const lines = wrapText(clean, font, size, w);
    if (lines.length > best.length) break;
    best = lines;
  }
  return best;
}

/** Title page: the title, "A story for {child}", a short divider and a picture filling the rest. */
function titlePage(flow: PageFlow, fonts: BookFonts, pal: ThemePalette, title: string, childName: string, picture: string, cardUrl?: string | null): void {
  const page = flow.newPage();
  let y = CONTENT.top + 22;
  y = drawLines(page, balancedWrap(fonts.heading, title, 32), y, { font: fonts.heading, size: 32, leading: 40, color: pal.ink, align: "center" });
  if (childName)
    y = drawLines(page, wrap(fonts.heading, `A story for ${childName}`, 18), y + 4, {
      font: fonts.heading,
      size: 18,
      leading: 24,
      color: pal.accent,
      align: "center",
    });
  y += 10;
  page.drawLine({
    start: { x: A4.width / 2 - 70, y: A4.height - y },
    end: { x: A4.width / 2 + 70, y: A4.height - y },
    thickness: 1.5,
    color: pal.accent,
    lineCap: LineCapStyle.Round,
  });
  y += 22;
  // While the family link is on, a small code at the foot for the grown-up: it opens the right-before card.
  const qr = cardUrl ? QR.cover : 0;
  drawSvgArt(flow.doc, page, picture, { x: CONTENT.left, y, width: CONTENT_WIDTH, height: CONTENT.bottom - y - (qr ? qr + 6 : 0) });
  if (cardUrl) {
    const top = CONTENT.bottom - qr;
    drawQr(page, cardUrl, { x: CONTENT.right - qr, top, size: qr });
    const lines = wrap(fonts.body, CARD_COPY.qrCover, 9, 150);
    const w = Math.max(...lines.map((l) => textWidth(fonts.body, l, 9)));
    drawLines(page, lines, top + (qr - lines.length * 12) / 2, {
      font: fonts.body,
      size: 9,
      leading: 12,
      color: pal.ink,
      left: CONTENT.right - qr - 8 - w,
      width: w,
    });
  }
}

/** QR codes' sizes in points, quiet zone included (a family link's card address is a 37-module code, 45 with the quiet zone: about 0.6 mm a module on the card, 0.5 mm on the cover — a phone reads it from a hand's length; the test reads it at 72 dpi). */
const QR = { card: 76, cover: 64 } as const;

/**
 * A scene's page: its picture on top, its text below. The type starts at the age band's size and
 * steps down (to the band's minimum) only when the picture would otherwise get too small; text that
 * still doesn't fit carries on to the next page.
 */
function scenePage(flow: PageFlow, fonts: BookFonts, pal: ThemePalette, text: string, picture: string, ageBand: AgeBand, tips: string[] = []): void {
  const type = BOOK_TYPE[ageBand];
  // The reading tips sit small at the foot of the page; the picture and the words keep the rest.
  const tipLines = tipsLines(fonts, tips);
  const bottom = CONTENT.bottom - (tipLines.length ? tipLines.length * TIPS.leading + TIPS.gap : 0);
  const available = bottom - CONTENT.top;
  let size = type.size;
  let leading = type.leading;
  let lines = wrapNoWidow(fonts.body, text, size);
  while (available - GAP - lines.length * leading < MIN_PICTURE && size > type.min) {
    size = Math.max(type.min, size - 1);
    leading = Math.round(size * (type.leading / type.size) * 10) / 10;
    lines = wrapNoWidow(fonts.body, text, size);
  }
  const textHeight = lines.length * leading;
  const pictureHeight = Math.max(MIN_PICTURE, Math.min(available - GAP - textHeight, 560));
  let page = flow.newPage();
  const drawn = drawSvgArt(flow.doc, page, picture, { x: CONTENT.left, y: CONTENT.top, width: CONTENT_WIDTH, height: pictureHeight }, "top");
  let y = drawn.top + drawn.height + GAP;
  const style = { font: fonts.body, size, leading };
  const first = page;
  for (const line of lines) {
    if (y + size > (page === first ? bottom : CONTENT.bottom)) {
      page = flow.newPage();
      y = CONTENT.top;
    }
    y = drawLines(page, [line], y, style);
  }
  if (tipLines.length) drawTips(first, tipLines, bottom + TIPS.gap, pal);
}

/** The reading tips at a scene page's foot: grey, under a thin rule, smaller than the story but big enough to read aloud from (never over the picture or the words). */
export const TIPS = { size: 11, leading: 14.5, gap: 14, color: rgb(0.32, 0.32, 0.36) } as const;

/**
 * The book's reading tips, scene by scene: the app's tips, except that a "Can you find …?" asks only for a
 * thing the page's picture shows (R7: "Can you find the crayons?" under a picture with no crayons to see).
 * The page's other tip stands alone, or (the echo page) the app's own tip for a page with nothing to find.
 */
export function bookTips(plan: StoryPlan, ageBand: AgeBand, findable?: string[][]): string[][] {
  return sceneTips(plan, ageBand).map((tips, i) => {
    const kept = tips.filter((tip) => {
      const thing = askedThing(tip);
      return !thing || shows(findable?.[i] ?? [], thing);
    });
    return kept.length ? kept : tips.length ? [`What does ${plan.child.name} do this time?`] : [];
  });
}

type TipLine = { text: string; font: PDFFont; indent: number; heading?: boolean };

function tipsLines(fonts: BookFonts, tips: string[]): TipLine[] {
  if (!tips.length) return [];
  const out: TipLine[] = [{ text: `${READING_TIPS.toggle} · ${READING_TIPS.heading}`, font: fonts.heading, indent: 0, heading: true }];
  for (const tip of tips) {
    wrapNoWidow(fonts.body, tip, TIPS.size, CONTENT_WIDTH - 10).forEach((line, i) =>
      out.push({ text: i === 0 ? `\u2022 ${line}` : line, font: fonts.body, indent: i === 0 ? 0 : 6.5 }),
    );
  }
  return out;
}

function drawTips(page: PDFPage, lines: TipLine[], top: number, pal: ThemePalette): void {
  page.drawLine({
    start: { x: CONTENT.left, y: A4.height - (top - 6) },
    end: { x: CONTENT.left + 60, y: A4.height - (top - 6) },
    thickness: 0.8,
    color: pal.accent,
  });
  lines.forEach((l, i) => {
    const y = top + i * TIPS.leading;
    drawTextLine(page, printable(l.font, l.text), {
      x: CONTENT.left + l.indent,
      y: A4.height - (y + TIPS.size),
      size: TIPS.size,
      font: l.font,
      color: l.heading ? pal.ink : TIPS.color,
    });
  });
}

/** A run of text (or space) on a flowing page. */
type Block = { text: string; style: TextStyle } | { space: number };

/** The page for grown-ups: why, the plan and its steps, talk-about questions, practice, when to ask for help. */
function grownUpsPage(flow: PageFlow, fonts: BookFonts, pal: ThemePalette, plan: StoryPlan, copy: GrownUpsCopy): void {
  // One page: the type steps down a little (never below 10.5 pt) before "why" loses a paragraph.
  for (const size of [11.5, 11, 10.5]) {
    const laid = grownUpsBlocks(fonts, pal, plan, copy, size, flow.contentHeight);
    if (laid.fits || size === 10.5) {
      flow.newPage();
      for (const b of laid.blocks) {
        if ("space" in b) flow.space(b.space);
        else flow.text(smartQuotes(b.text), b.style);
      }
      return;
    }
  }
}

function grownUpsBlocks(
  fonts: BookFonts,
  pal: ThemePalette,
  plan: StoryPlan,
  copy: GrownUpsCopy,
  size: number,
  pageHeight: number,
): { blocks: Block[]; fits: boolean } {
  const body: TextStyle = { font: fonts.body, size, leading: Math.round(size * 1.435 * 10) / 10, after: 7 };
  const item: TextStyle = { ...body, hangingIndent: 16, after: 3 };
  const heading: TextStyle = { font: fonts.heading, size: 15, leading: 20, color: pal.ink, after: 3, keepWithNext: true };
  const gap = (h: number): Block => ({ space: h });
  const strategy = strategyTitle(plan.strategy.name);
  // The guide's first paragraph (the development behind it) first, then when it is most common, then the rest.
  const [first, ...rest] = copy.whyItHappens;
  const why = [first, copy.ageNote, ...rest].filter((p): p is string => Boolean(p));
  const blocks = (whyCount: number): Block[] => [
    { text: "For grown-ups", style: { font: fonts.heading, size: 26, leading: 32, color: pal.ink, after: 2 } },
    { text: `How to use this story with ${plan.child.name}, and what to do next.`, style: { ...body, color: rgb(0.3, 0.3, 0.34), after: 12 } },
    ...(copy.safety?.length ? [{ text: "Safety first", style: heading }, ...copy.safety.map((text) => ({ text, style: body })), gap(6)] : []),
    { text: "Why it happens", style: heading },
    ...why.slice(0, whyCount).map((text) => ({ text, style: body })),
    gap(6),
    { text: `The story's plan: ${strategy}`, style: heading },
    { text: plan.strategy.why, style: body },
    ...plan.strategy.steps.map((s, i) => ({ text: `${i + 1}.  ${/[.!?"\u201D]$/.test(s.trim()) ? s.trim() : `${s.trim()}.`}`, style: item })),
    gap(10),
    { text: "Talk about it together", style: heading },
    ...plan.talkAbout.map((q) => ({ text: `\u2022  ${q}`, style: item })),
    gap(10),
    { text: "How to practice it this week", style: heading },
    { text: copy.practice, style: body },
    gap(6),
    { text: "When to ask for help", style: heading },
    { text: copy.whenToAskForHelp, style: body },
  ];
  const height = (bs: Block[]) =>
    bs.reduce(
      (h, b) =>
        h +
        ("space" in b
          ? b.space
          : wrapText(printable(b.style.font, smartQuotes(b.text)), b.style.font, b.style.size, CONTENT_WIDTH - (b.style.hangingIndent ?? 0)).length *
              b.style.leading +
            (b.style.after ?? 0)),
      0,
    );
  // As much of "why" as fits (at least the first paragraph).
  let whyCount = why.length;
  while (whyCount > 1 && height(blocks(whyCount)) > pageHeight) whyCount--;
  const chosen = blocks(whyCount);
  return { blocks: chosen, fits: height(chosen) <= pageHeight };
}

/** A practice chart: the strategy's steps and a Day 1–Day 7 grid (day 1: the day the story was made, as the app counts) to tick or sticker, with the child's name. */
function practiceChart(flow: PageFlow, fonts: BookFonts, pal: ThemePalette, plan: StoryPlan, ageBand: AgeBand): void {
  const older = ageBand === "6-7" || ageBand === "8-10";
  const page = flow.newPage();
  const child = plan.child.name;
  let y = CONTENT.top + 8;
  y = drawLines(page, wrap(fonts.heading, `${child}'s practice chart`, 28), y, { font: fonts.heading, size: 28, leading: 34, color: pal.ink, align: "center" });
  y = drawLines(page, wrap(fonts.heading, strategyTitle(plan.strategy.name), 19), y + 2, {
    font: fonts.heading,
    size: 19,
    leading: 25,
    color: pal.accent,
    align: "center",
  });
  y += 18;

  // The steps, each with its number in a circle: the practice's own steps, as the app shows them (issue 28).
  const steps = practiceSteps(plan);
  steps.forEach((step, i) => {
    const lines = wrap(fonts.body, step, 15, CONTENT_WIDTH - 40);
    const cy = y + 11;
    page.drawCircle({ x: CONTENT.left + 13, y: A4.height - cy, size: 12, borderColor: pal.ink, borderWidth: 1.4 });
    const n = String(i + 1);
    drawTextLine(page, n, {
      x: CONTENT.left + 13 - textWidth(fonts.heading, n, 13) / 2,
      y: A4.height - cy - 4.5,
      size: 13,
      font: fonts.heading,
      color: pal.ink,
    });
    y = drawLines(page, lines, y + 2, { font: fonts.body, size: 15, leading: 21, left: CONTENT.left + 36, width: CONTENT_WIDTH - 36 }) + 8;
  });
  y += 8;
  // The days as the app counts them: day 1 is the day the story was made (the app's practice line says "day 3").
  const dayOne = `${practiceDayLabel(1)} is the day this story was made.`;
  const how = older
    ? `${dayOne} Each day ${child} uses a step, tick its box. Fill in the notes together at the end of the week.`
    : `${dayOne} Each day ${child} tries a step, tick its box or add a sticker.`;
  y = drawLines(page, wrap(fonts.body, how, 12.5), y, { font: fonts.body, size: 12.5, leading: 18, color: rgb(0.3, 0.3, 0.34), align: "center" }) + 14;

  // The grid: a label column, then Day 1–Day 7; one row per step.
  const days = Array.from({ length: PRACTICE_CHART_DAYS }, (_, i) => practiceDayLabel(i + 1));
  const labelWidth = 70;
  const cell = Math.min(54, (CONTENT_WIDTH - labelWidth) / days.length);
  const gridLeft = CONTENT.left + (CONTENT_WIDTH - (labelWidth + cell * days.length)) / 2;
  days.forEach((d, i) => {
    const w = textWidth(fonts.heading, d, 13);
    drawTextLine(page, d, { x: gridLeft + labelWidth + i * cell + (cell - w) / 2, y: A4.height - (y + 13), size: 13, font: fonts.heading, color: pal.ink });
  });
  y += 24;
  const rows = steps.length;
  const rowHeight = Math.min(cell + 4, (CONTENT.bottom - 60 - y) / rows);
  for (let r = 0; r < rows; r++) {
    const top = y + r * rowHeight;
    const label = `Step ${r + 1}`;
    drawTextLine(page, label, { x: gridLeft + 4, y: A4.height - (top + rowHeight / 2 + 4.5), size: 13, font: fonts.heading, color: pal.ink });
    for (let c = 0; c < days.length; c++) {
      page.drawRectangle({
        x: gridLeft + labelWidth + c * cell + 3,
        y: A4.height - (top + rowHeight - 3),
        width: cell - 6,
        height: rowHeight - 6,
        borderColor: pal.accent,
        borderWidth: 1.2,
      });
    }
  }
  y += rows * rowHeight + 22;
  y =
    drawLines(page, wrap(fonts.heading, `Well done, ${child}!`, 20), y, { font: fonts.heading, size: 20, leading: 26, color: pal.accent, align: "center" }) +
    18;

  // The rest of the page: a few ruled lines to write down what helped (and stickers that didn't fit).
  const prompt = older ? "What helped this week? What would we try next time?" : "What helped this week?";
  if (CONTENT.bottom - y > 90) {
    y =
      drawLines(page, [prompt], y, { font: fonts.heading, size: 14, leading: 20, color: pal.ink, left: gridLeft, width: labelWidth + cell * days.length }) + 8;
    for (let ly = y + 26; ly <= CONTENT.bottom - 6; ly += 30) {
      page.drawLine({
        start: { x: gridLeft, y: A4.height - ly },
        end: { x: gridLeft + labelWidth + cell * days.length, y: A4.height - ly },
        thickness: 0.8,
        color: pal.accent,
      });
    }
  }
}

/** All the picture book's pages, in order, on `flow` (which adds the border, page numbers and footer). */
export async function drawPictureBook(
  flow: PageFlow,
  fonts: BookFonts,
  pal: ThemePalette,
  input: { title: string; childName: string; coloringPage: ColoringPage; book: PictureBookInput },
): Promise<void> {
  const { plan, scenePictures, ageBand } = input.book;
  if (scenePictures.length !== plan.scenes.length) throw new Error(`Picture book needs ${plan.scenes.length} scene pictures, got ${scenePictures.length}`);
  const cover = input.book.coverPicture ?? scenePictures[Math.min(Math.max(0, input.book.coverScene), scenePictures.length - 1)]!;
  titlePage(flow, fonts, pal, input.title, input.childName, cover, input.book.cardUrl);
  const tips = bookTips(plan, ageBand, input.book.findable);
  plan.scenes.forEach((scene, i) => scenePage(flow, fonts, pal, scene.text, scenePictures[i]!, ageBand, tips[i]));
  const colorPage = flow.newPage();
  await drawColoringPage(flow.doc, colorPage, input.coloringPage);
  grownUpsPage(flow, fonts, pal, plan, input.book.grownUps);
  cardsPage(flow, fonts, pal, rightBeforeCard(plan), input.book.cardUrl);
  practiceChart(flow, fonts, pal, plan, ageBand);
}

/** The "Right before" card, twice on a page (cut along the dashed line): one for the bag, one for the fridge. */
function cardsPage(flow: PageFlow, fonts: BookFonts, pal: ThemePalette, card: RightBeforeCard, cardUrl?: string | null): void {
  const page = flow.newPage();
  // Without a family link there is no code to print, and nothing about the app is printed in its place
  // (a parent prints the card for the fridge; the story page says how to get the code).
  const note: string[] = [];
  const bottom = CONTENT.bottom - (note.length ? note.length * 12 + 8 : 0);
  const middle = (CONTENT.top + bottom) / 2;
  const half = { top: CONTENT.top, bottom: middle - 14 };
  drawCard(flow, page, fonts, pal, card, half.top, half.bottom, cardUrl);
  drawCard(flow, page, fonts, pal, card, middle + 14, bottom, cardUrl);
  if (note.length) drawLines(page, note, bottom + 8, { font: fonts.body, size: 9, leading: 12, color: rgb(0.35, 0.35, 0.4), align: "center" });
  // The cut line, edge to edge inside the border.
  const y = A4.height - middle;
  page.drawLine({ start: { x: CONTENT.left - 22, y }, end: { x: CONTENT.right + 22, y }, thickness: 0.9, color: rgb(0.45, 0.45, 0.5), dashArray: [6, 4] });
  const label = "cut here";
  const w = textWidth(fonts.body, label, 8);
  page.drawRectangle({ x: A4.width / 2 - w / 2 - 4, y: y - 5, width: w + 8, height: 10, color: rgb(1, 1, 1) });
  drawTextLine(page, label, { x: A4.width / 2 - w / 2, y: y - 2.8, size: 8, font: fonts.body, color: rgb(0.45, 0.45, 0.5) });
}

/** A step's picture: the same in every book, drawn once per process. */
const stepIcons = new Map<StepIconId, string>();
function stepIcon(id: StepIconId): string {
  let svg = stepIcons.get(id);
  if (svg === undefined) stepIcons.set(id, (svg = stepIconSvg(id)));
  return svg;
}

/** One card between `top` and `bottom`: a rounded frame, "Right before", the strategy, its steps with their pictures, the refrain. */
function drawCard(
  flow: PageFlow,
  page: PDFPage,
  fonts: BookFonts,
  pal: ThemePalette,
  card: RightBeforeCard,
  top: number,
  bottom: number,
  cardUrl?: string | null,
): void {
  const left = CONTENT.left;
  const width = CONTENT_WIDTH;
  page.drawRectangle({ x: left, y: A4.height - bottom, width, height: bottom - top, borderColor: pal.ink, borderWidth: 1.4, borderDashArray: undefined });
  const pad = 16;
  const inner = { left: left + pad, width: width - 2 * pad };
  // The QR code (family link on) sits in the top-right corner, its caption under it; the words keep clear of it.
  const qr = cardUrl ? QR.card : 0;
  const beside = qr ? { width: inner.width - qr - 12, bottom: top + pad - 6 + qr + 14 } : { width: inner.width, bottom: top };
  if (cardUrl) {
    drawQr(page, cardUrl, { x: inner.left + inner.width - qr + 6, top: top + pad - 6, size: qr });
    drawLines(page, [CARD_COPY.qrCaption], top + pad - 6 + qr + 1, {
      font: fonts.body,
      size: 7.5,
      leading: 10,
      color: rgb(0.35, 0.35, 0.4),
      align: "center",
      left: inner.left + inner.width - qr - 14,
      width: qr + 40,
    });
  }
  let y = top + pad - 2;
  // "RIGHT BEFORE WE LEAVE THE PLAYGROUND": the moment the card is for, clear of the QR code.
  y = drawLines(page, wrap(fonts.heading, card.heading.toUpperCase(), 10, beside.width), y, {
    font: fonts.heading,
    size: 10,
    leading: 14,
    color: pal.accent,
    left: inner.left,
    width: inner.width,
  });
  y =
    drawLines(page, wrap(fonts.heading, card.strategy, 22, beside.width), y, {
      font: fonts.heading,
      size: 22,
      leading: 27,
      color: pal.ink,
      left: inner.left,
      width: inner.width,
    }) + 4;
  // Steps: picture, number and words; the pictures shrink a little when there are many steps.
  const refrainLines = card.refrain ? wrap(fonts.heading, `\u201C${card.refrain}\u201D`, 17, inner.width) : [];
  const refrainHeight = refrainLines.length ? 22 + refrainLines.length * 22 : 0;
  const room = bottom - pad - refrainHeight - y;
  const icon = Math.max(30, Math.min(60, room / card.steps.length - 8));
  const textLeft = inner.left + icon + 12;
  const textWidth = inner.left + (y < beside.bottom ? beside.width : inner.width) - textLeft;
  for (const [i, step] of card.steps.entries()) {
    const size = icon >= 50 ? 15 : icon >= 40 ? 13 : 12;
    const lines = wrap(fonts.body, `${i + 1}. ${step.text}`, size, textWidth);
    const rowHeight = Math.max(icon, lines.length * (size + 3)) + 8;
    drawSvgArt(flow.doc, page, stepIcon(step.icon), { x: inner.left, y, width: icon, height: icon }, "center", { shared: true });
    page.drawRectangle({ x: inner.left, y: A4.height - (y + icon), width: icon, height: icon, borderColor: rgb(0.75, 0.75, 0.78), borderWidth: 0.6 });
    drawLines(page, lines, y + Math.max(0, (icon - lines.length * (size + 3)) / 2), {
      font: fonts.body,
      size,
      leading: size + 3,
      left: textLeft,
      width: textWidth,
    });
    y += rowHeight + 2;
  }
  if (refrainLines.length) {
    y = drawLines(page, [CARD_COPY.refrain], y + 6, { font: fonts.heading, size: 10, leading: 14, color: pal.accent, left: inner.left, width: inner.width });
    drawLines(page, refrainLines, y, { font: fonts.heading, size: 17, leading: 22, color: pal.ink, left: inner.left, width: inner.width });
  }
}
