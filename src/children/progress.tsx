/**
 * The progress picture (issue 28): a 14-day strip and a 30-day chart of a child's check-ins, as SVG a
 * parent would rather look at than read. Server-rendered (no JavaScript); each day's words — the date,
 * the answer, the note — are its <title> (a tooltip on hover) and, for a day with a check-in, its
 * accessible name when focused.
 */
import type { ReactNode } from "react";
import { CHECK_IN_COPY, practiceDayLabel, type CheckInOutcome } from "../contracts/practice";
import { dayLabel, daysBetween, daysEnding, shortDayLabel, weekdayOf } from "./dates";

export interface ProgressDay {
  day: string;
  outcome: CheckInOutcome;
  note: string | null;
  planName: string | null;
}

/** One look per answer: a colour and a mark, so the picture reads without colour too. */
export const OUTCOME_LOOK: Record<CheckInOutcome, { fill: string; ink: string; mark: "check" | "wave" | "dash"; height: number }> = {
  used: { fill: "#17804a", ink: "#ffffff", mark: "check", height: 1 },
  hard: { fill: "#f4a340", ink: "#2b2140", mark: "wave", height: 0.6 },
  not: { fill: "#d9cfe6", ink: "#2b2140", mark: "dash", height: 0.25 },
};
const INK = "#2b2140";
const MUTED = "#5d5470";
const EMPTY_STROKE = "#b8aac9";
const FONT = "Nunito, system-ui, sans-serif";

/** What a day says, in words: "Tue, Nov 24: Used the plan. “She did the first two steps.”" */
export function dayWords(day: string, entry: ProgressDay | undefined): string {
  if (!entry) return `${dayLabel(day)}: ${CHECK_IN_COPY.none.toLowerCase()}`;
  return `${dayLabel(day)}: ${CHECK_IN_COPY.outcomes[entry.outcome]}.${entry.note ? ` “${entry.note}”` : ""}`;
}

/** The days in a row, up to `last`, that the plan was used (today without a check-in yet does not break it). */
export function currentStreak(days: string[], byDay: Map<string, ProgressDay>): number {
  let n = 0;
  for (let i = days.length - 1; i >= 0; i--) {
    const e = byDay.get(days[i]!);
    if (!e && i === days.length - 1) continue;
    if (e?.outcome !== "used") break;
    n++;
  }
  return n;
}

/** Runs of two or more "used the plan" days: [first index, last index]. */
export function usedRuns(days: string[], byDay: Map<string, ProgressDay>): [number, number][] {
  const runs: [number, number][] = [];
  let start = -1;
  days.forEach((d, i) => {
    const used = byDay.get(d)?.outcome === "used";
    if (used && start < 0) start = i;
    if ((!used || i === days.length - 1) && start >= 0) {
      const end = used ? i : i - 1;
      if (end > start) runs.push([start, end]);
      start = -1;
    }
  });
  return runs;
}

export function tally(entries: ProgressDay[]): Record<CheckInOutcome, number> {
  const t = { used: 0, hard: 0, not: 0 };
  for (const e of entries) t[e.outcome]++;
  return t;
}

/** "Used the plan 5 days, tried and found it hard 2, not today 1, no check-in 6." */
function summaryWords(days: string[], byDay: Map<string, ProgressDay>): string {
  const shown = days.map((d) => byDay.get(d)).filter((e): e is ProgressDay => !!e);
  const t = tally(shown);
  const n = (k: number) => `${k} ${k === 1 ? "day" : "days"}`;
  return `${CHECK_IN_COPY.outcomes.used}: ${n(t.used)}. ${CHECK_IN_COPY.outcomes.hard}: ${n(t.hard)}. ${CHECK_IN_COPY.outcomes.not}: ${n(t.not)}. ${CHECK_IN_COPY.none}: ${n(days.length - shown.length)}.`;
}

function Mark({ kind, x, y, size, ink }: { kind: "check" | "wave" | "dash"; x: number; y: number; size: number; ink: string }) {
  const s = size / 24;
  const d =
    kind === "check"
      ? `M${x + 6 * s} ${y + 12.5 * s} l${4 * s} ${4 * s} l${8 * s} ${-9 * s}`
      : kind === "wave"
        ? `M${x + 5 * s} ${y + 13 * s} q${3.5 * s} ${-5 * s} ${7 * s} 0 t${7 * s} 0`
        : `M${x + 7 * s} ${y + 12 * s} h${10 * s}`;
  return <path d={d} fill="none" stroke={ink} strokeWidth={2.6 * s} strokeLinecap="round" strokeLinejoin="round" />;
}

/**
 * A day's words on the strip: with a practice, its days are counted as the printed chart counts them —
 * "Day 1 · Thu, Nov 26: Used the plan." (day 1 is the day the story was made).
 */
export function stripDayWords(day: string, entry: ProgressDay | undefined, since?: string | null): string {
  const n = since ? daysBetween(since, day) + 1 : 0;
  return n >= 1 ? `${practiceDayLabel(n)} · ${dayWords(day, entry)}` : dayWords(day, entry);
}

/** The 14-day strip: one square a day, oldest on the left, today outlined. */
export function ProgressStrip({
  last,
  entries,
  id,
  count = 14,
  since,
}: {
  last: string;
  entries: ProgressDay[];
  id: string;
  count?: number /** The practice's day 1 (the day its story was made). */;
  since?: string | null;
}) {
  const days = daysEnding(last, count);
  const byDay = new Map(entries.map((e) => [e.day, e]));
  const cell = 28;
  const width = count * cell;
  return (
    <svg
      className="practice-strip"
      viewBox={`0 0 ${width} 52`}
      width={width}
      height={52}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      xmlns="http://www.w3.org/2000/svg"
    >
      <title id={`${id}-title`}>{CHECK_IN_COPY.stripTitle}</title>
      <desc id={`${id}-desc`}>{summaryWords(days, byDay)}</desc>
      {days.map((day, i) => {
        const e = byDay.get(day);
        const x = i * cell + 2;
        const look = e ? OUTCOME_LOOK[e.outcome] : null;
        const today = i === days.length - 1;
        return (
          <g key={day}>
            <title>{stripDayWords(day, e, since)}</title>
            <rect
              x={x}
              y={2}
              width={24}
              height={24}
              rx={6}
              fill={look ? look.fill : "#ffffff"}
              stroke={today ? "#6a3fd1" : look ? look.fill : EMPTY_STROKE}
              strokeWidth={today ? 2.5 : 1.5}
              strokeDasharray={look || today ? undefined : "3 3"}
            />
            {look ? <Mark kind={look.mark} x={x} y={2} size={24} ink={look.ink} /> : null}
            {e?.note ? <circle cx={x + 22} cy={4} r={3.5} fill="#6a3fd1" stroke="#ffffff" strokeWidth={1} /> : null}
            <text x={x + 12} y={42} textAnchor="middle" fontSize={12} fontFamily={FONT} fill={today ? INK : MUTED} fontWeight={today ? 700 : 400}>
              {weekdayOf(day).charAt(0)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/**
 * The 30-day chart: a bar a day (tall for "used the plan", middling for "tried, it was hard", low for
 * "not today"), runs of used days joined by a band with their length, the plan practiced above the days
 * it was practiced, a dot on days with a note, the current streak in the corner.
 */
export function ProgressChart({
  last,
  entries,
  planName,
  id,
  count = 30,
}: {
  last: string;
  entries: ProgressDay[];
  planName: string | null;
  id: string;
  count?: number;
}) {
  const days = daysEnding(last, count);
  const byDay = new Map(entries.map((e) => [e.day, e]));
  const col = 20;
  const left = 16;
  const width = left * 2 + count * col;
  const top = 64;
  const base = 200;
  const full = base - top - 14;
  const streak = currentStreak(days, byDay);
  const runs = usedRuns(days, byDay);
  // The plan above the days it was practiced: segments of the same plan name.
  const segments: { name: string; from: number; to: number }[] = [];
  days.forEach((d, i) => {
    const name = byDay.get(d)?.planName;
    if (!name) return;
    const seg = segments[segments.length - 1];
    if (seg && seg.name === name) seg.to = i;
    else segments.push({ name, from: i, to: i });
  });
  const heading = planName ? `${CHECK_IN_COPY.practicing}: ${planName}` : CHECK_IN_COPY.chartTitle;
  const labels: ReactNode[] = [];
  days.forEach((d, i) => {
    if ((days.length - 1 - i) % 7 === 0) {
      labels.push(
        <text key={`l${d}`} x={left + i * col + col / 2} y={base + 40} textAnchor="middle" fontSize={11} fontFamily={FONT} fill={MUTED}>
          {i === days.length - 1 ? "Today" : shortDayLabel(d)}
        </text>,
      );
    }
  });
  return (
    <svg
      className="practice-chart"
      viewBox={`0 0 ${width} ${base + 52}`}
      width={width}
      height={base + 52}
      role="group"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      xmlns="http://www.w3.org/2000/svg"
    >
      <title id={`${id}-title`}>{`${CHECK_IN_COPY.chartTitle}. ${heading}`}</title>
      <desc id={`${id}-desc`}>{`${summaryWords(days, byDay)}${streak > 1 ? ` ${streak} days in a row using the plan.` : ""}`}</desc>
      <rect x={0} y={0} width={width} height={base + 52} rx={14} fill="#fffaf3" />
      <text x={left} y={26} fontSize={16} fontWeight={700} fontFamily={FONT} fill={INK}>
        {heading}
      </text>
      {streak > 1 ? (
        <g>
          <rect x={width - left - 150} y={10} width={150} height={24} rx={12} fill="#e3f4ea" />
          <text x={width - left - 75} y={27} textAnchor="middle" fontSize={13} fontWeight={700} fontFamily={FONT} fill="#0f5c34">
            {`${streak} days in a row`}
          </text>
        </g>
      ) : null}
      {/* The plans practiced, above their days: drawn when the window holds more than one (the heading names a single one). */}
      {(segments.some((s) => s.name !== segments[0]!.name) ? segments : []).map((s) => {
        const x = left + s.from * col + 2;
        const w = (s.to - s.from + 1) * col - 4;
        const chars = Math.floor(w / 6.2);
        const name = s.name.length > chars ? `${s.name.slice(0, Math.max(0, chars - 1))}…` : s.name;
        return (
          <g key={`p${s.from}`}>
            <title>{`${CHECK_IN_COPY.practicing}: ${s.name}`}</title>
            <rect x={x} y={40} width={w} height={16} rx={8} fill="#efe8ff" />
            {chars >= 4 ? (
              <text x={x + 8} y={52} fontSize={10.5} fontFamily={FONT} fill="#4b2a9e">
                {name}
              </text>
            ) : null}
          </g>
        );
      })}
      <line x1={left} x2={width - left} y1={base} y2={base} stroke={EMPTY_STROKE} strokeWidth={1} />
      {runs.map(([a, b]) => (
        <g key={`r${a}`}>
          <rect x={left + a * col + 3} y={base + 6} width={(b - a + 1) * col - 6} height={12} rx={6} fill="#bfe6cf" />
          <text x={left + ((a + b + 1) / 2) * col} y={base + 16} textAnchor="middle" fontSize={10} fontWeight={700} fontFamily={FONT} fill="#0f5c34">
            {b - a + 1}
          </text>
        </g>
      ))}
      {days.map((day, i) => {
        const e = byDay.get(day);
        const x = left + i * col;
        const words = dayWords(day, e);
        if (!e) {
          return (
            <g key={day}>
              <title>{words}</title>
              <rect x={x} y={top} width={col} height={base - top} fill="transparent" />
              <circle cx={x + col / 2} cy={base - 4} r={2.5} fill={EMPTY_STROKE} />
            </g>
          );
        }
        const look = OUTCOME_LOOK[e.outcome];
        const h = Math.max(14, Math.round(full * look.height));
        return (
          <g key={day} className="practice-chart-day" tabIndex={0} role="img" aria-label={words}>
            <title>{words}</title>
            <rect className="practice-chart-hit" x={x} y={top - 4} width={col} height={base - top + 4} rx={4} fill="transparent" />
            <rect x={x + 3} y={base - h} width={col - 6} height={h} rx={5} fill={look.fill} />
            <Mark kind={look.mark} x={x + 2} y={base - 18} size={16} ink={look.ink} />
            {e.note ? (
              <g>
                <circle cx={x + col / 2} cy={base - h - 9} r={5} fill="#6a3fd1" />
                <path d={`M${x + col / 2 - 2} ${base - h - 5} l2 3 l2 -3`} fill="#6a3fd1" />
              </g>
            ) : null}
          </g>
        );
      })}
      {labels}
    </svg>
  );
}
