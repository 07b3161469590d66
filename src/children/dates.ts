/**
 * Calendar days in a parent's own time zone (issue 28), on every runtime (Intl only). A day is
 * "YYYY-MM-DD"; arithmetic on days is done at noon UTC, so it never trips over a clock change.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();
function dayFormatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) formatters.set(zone, (f = new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" })));
  return f;
}

/** An IANA zone name this runtime knows ("Europe/Berlin", "UTC"); anything else is not one. */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== "string" || zone.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(zone)) return false;
  try {
    dayFormatter(zone);
    return true;
  } catch {
    return false;
  }
}

export const isDay = (v: unknown): v is string => typeof v === "string" && /^\d{4}-\d{2}-\d{2}$/.test(v) && dayToDate(v).toISOString().slice(0, 10) === v;

/** The calendar day an instant falls on in a zone. */
export function dayIn(zone: string, at: Date): string {
  const parts = Object.fromEntries(
    dayFormatter(zone)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

const dayToDate = (day: string) => new Date(`${day}T12:00:00Z`);

export function addDays(day: string, n: number): string {
  const d = dayToDate(day);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** Whole days from `a` to `b` (b - a). */
export const daysBetween = (a: string, b: string) => Math.round((dayToDate(b).getTime() - dayToDate(a).getTime()) / 86_400_000);

/** The `count` days ending with `last`, oldest first. */
export const daysEnding = (last: string, count: number) => Array.from({ length: count }, (_, i) => addDays(last, i - count + 1));

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;
export const weekdayOf = (day: string) => WEEKDAYS[dayToDate(day).getUTCDay()]!;
/** "Tue, Nov 24" */
export const dayLabel = (day: string) => `${weekdayOf(day)}, ${MONTHS[Number(day.slice(5, 7)) - 1]} ${Number(day.slice(8, 10))}`;
/** "Nov 24" */
export const shortDayLabel = (day: string) => `${MONTHS[Number(day.slice(5, 7)) - 1]} ${Number(day.slice(8, 10))}`;

/** The zone's offset from UTC at an instant, in minutes (Berlin in winter: 60). */
export function offsetMinutes(zone: string, at: Date): number {
  const f = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  });
  const p = Object.fromEntries(f.formatToParts(at).map((x) => [x.type, Number(x.value)]));
  const asUtc = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}
