/**
 * The printable summary of a child's practice (issue 28): A4 (a second page when the month has many check-ins)
 * a parent can take to a teacher, therapist or doctor — the child, the plan and its steps, the dates,
 * the last 30 days as a bar a day, the counts, and every check-in with its note.
 */
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb, type PDFFont } from "pdf-lib";
import type { StoryFonts } from "../services";
import { A4, PageFlow } from "../pdf/layout";
import { sfntFromWoff } from "../pdf/woff";
import { CHECK_IN_COPY, type CheckInJson, type PracticeJson } from "../contracts/practice";
import { dayLabel, daysEnding } from "./dates";
import { currentStreak, OUTCOME_LOOK, tally } from "./progress";

export interface SummaryInput {
  fonts: StoryFonts;
  childName: string;
  practice: PracticeJson | null;
  /** The last day shown (today as counted), and the window's check-ins (oldest first). */
  last: string;
  checkIns: CheckInJson[];
  /** "Nov 26, 2026", when it was printed. */
  printedOn: string;
}

const INK = rgb(0.17, 0.13, 0.25);
const MUTED = rgb(0.36, 0.33, 0.44);
const hex = (h: string) => rgb(parseInt(h.slice(1, 3), 16) / 255, parseInt(h.slice(3, 5), 16) / 255, parseInt(h.slice(5, 7), 16) / 255);

export async function renderPracticeSummary(input: SummaryInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const body: PDFFont = await doc.embedFont(await sfntFromWoff(input.fonts.body), { subset: true });
  const heading: PDFFont = await doc.embedFont(await sfntFromWoff(input.fonts.heading), { subset: true });
  const name = input.childName.trim();
  doc.setTitle(`${name}'s practice`);
  doc.setAuthor("Behavior Tales");
  doc.setCreator("Behavior Tales");
  doc.setProducer("Behavior Tales (pdf-lib)");
  doc.setLanguage("en");
  const margins = { top: 60, bottom: 70, left: 56, right: 56 };
  const flow = new PageFlow(doc, { margins, decorate: () => {}, footerFont: body });

  const days = daysEnding(input.last, 30);
  const byDay = new Map(input.checkIns.map((c) => [c.day, c]));
  const shown = input.checkIns.filter((c) => c.day >= days[0]! && c.day <= input.last);
  const t = tally(shown);
  const streak = currentStreak(days, byDay);

  flow.text(`${name}'s practice`, { font: heading, size: 24, leading: 30, color: INK, after: 4 });
  flow.text(
    `${dayLabel(days[0]!)} to ${dayLabel(input.last)} · ${shown.length} ${shown.length === 1 ? "check-in" : "check-ins"} · printed ${input.printedOn}`,
    { font: body, size: 11, leading: 15, color: MUTED, after: 14 },
  );
  if (input.practice) {
    flow.text(
      `${CHECK_IN_COPY.practicing}: ${input.practice.planName} (from the story “${input.practice.storyTitle}”, since ${dayLabel(input.practice.since)})`,
      { font: heading, size: 13.5, leading: 19, color: INK, after: 6 },
    );
    input.practice.steps.forEach((step, i) =>
      flow.text(`${i + 1}.  ${step}`, { font: body, size: 11.5, leading: 16, color: INK, hangingIndent: 14, after: 2 }),
    );
    flow.space(10);
  } else {
    flow.text(CHECK_IN_COPY.noPractice, { font: body, size: 11.5, leading: 16, color: MUTED, after: 10 });
  }

  // The 30 days: a bar a day, as on the child's page.
  flow.text(CHECK_IN_COPY.chartTitle, { font: heading, size: 13.5, leading: 19, color: INK, after: 6 });
  const page = flow.currentPage;
  const top = flow.y;
  const chartH = 90;
  const col = flow.contentWidth / days.length;
  const baseY = A4.height - (top + chartH);
  page.drawLine({ start: { x: margins.left, y: baseY }, end: { x: margins.left + flow.contentWidth, y: baseY }, thickness: 0.75, color: hex("#b8aac9") });
  days.forEach((d, i) => {
    const e = byDay.get(d);
    const x = margins.left + i * col;
    if (!e) {
      page.drawCircle({ x: x + col / 2, y: baseY + 3, size: 1.6, color: hex("#b8aac9") });
    } else {
      const look = OUTCOME_LOOK[e.outcome];
      const h = Math.max(8, (chartH - 14) * look.height);
      page.drawRectangle({ x: x + 2, y: baseY, width: col - 4, height: h, color: hex(look.fill) });
      if (e.note) page.drawCircle({ x: x + col / 2, y: baseY + h + 6, size: 2.6, color: hex("#6a3fd1") });
    }
    if ((days.length - 1 - i) % 7 === 0) {
      const label = dayLabel(d).replace(/^\w+, /, "");
      page.drawText(label, { x: x + col / 2 - body.widthOfTextAtSize(label, 8.5) / 2, y: baseY - 12, size: 8.5, font: body, color: MUTED });
    }
  });
  flow.space(chartH + 24);
  const legend = `${CHECK_IN_COPY.outcomes.used}: ${t.used} · ${CHECK_IN_COPY.outcomes.hard}: ${t.hard} · ${CHECK_IN_COPY.outcomes.not}: ${t.not} · ${CHECK_IN_COPY.none}: ${days.length - shown.length}${streak > 1 ? ` · ${streak} days in a row using the plan` : ""}`;
  flow.text(legend, { font: body, size: 10.5, leading: 14, color: INK, after: 4 });
  flow.text("Tall green bar: used the plan. Middle orange bar: tried, it was hard. Low lilac bar: not today. Dot above: a note.", {
    font: body,
    size: 9.5,
    leading: 13,
    color: MUTED,
    after: 14,
  });

  flow.text("Every check-in", { font: heading, size: 13.5, leading: 19, color: INK, after: 6, keepWithNext: true });
  if (!shown.length) flow.text("No check-ins yet.", { font: body, size: 11, leading: 15, color: MUTED });
  for (const c of [...shown].reverse()) {
    flow.text(`${dayLabel(c.day)} — ${CHECK_IN_COPY.outcomes[c.outcome]}${c.note ? `. “${c.note}”` : ""}`, {
      font: body,
      size: 11,
      leading: 15,
      color: INK,
      hangingIndent: 14,
      after: 3,
    });
  }
  flow.space(10);
  flow.text("Check-ins are the parent's own record, one a day, made in the evening at home.", { font: body, size: 9.5, leading: 13, color: MUTED });
  flow.finish();
  return doc.save();
}
