/**
 * "Add an evening reminder to my calendar" (issue 28): an iCalendar file (RFC 5545) with one daily event
 * at the time the parent picks, in their own time zone, linking to the child's check-in page. No e-mail:
 * the parent's calendar app does the reminding. The zone's rules are written out (VTIMEZONE), worked out
 * from the runtime's own time-zone data, so the event stays at 19:30 across clock changes.
 */
import { CHECK_IN_COPY, CHECK_IN_MESSAGES } from "../contracts/practice";
import { HttpError } from "../http/errors";
import { dayIn, offsetMinutes } from "./dates";

export const REMINDER_DEFAULT_TIME = "19:30";
export const isReminderTime = (v: unknown): v is string => typeof v === "string" && /^([01]\d|2[0-3]):[0-5]\d$/.test(v);

export function parseReminderTime(raw: unknown): string {
  if (raw === undefined || raw === null || raw === "") return REMINDER_DEFAULT_TIME;
  if (!isReminderTime(raw)) throw new HttpError(400, "invalid_input", CHECK_IN_MESSAGES.time, { time: CHECK_IN_MESSAGES.time });
  return raw;
}

export interface ReminderInput {
  childId: number;
  childName: string;
  /** "the Sleepy Wind-Down", when the child has a plan to practice. */
  planName: string | null;
  /** "HH:MM", the parent's wall-clock time. */
  time: string;
  zone: string;
  /** The check-in page, absolute. */
  url: string;
  now: Date;
  /** For the event's UID ("behaviortales.example"). */
  host: string;
}

/** TEXT values: backslash, semicolon, comma and line breaks escaped. */
const text = (s: string) => s.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");

/** Lines longer than 75 octets are folded: CRLF and one space, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const enc = new TextEncoder();
  const out: string[] = [];
  let cur = "";
  let size = 0;
  for (const ch of line) {
    const n = enc.encode(ch).length;
    if (size + n > (out.length ? 74 : 75)) {
      out.push(cur);
      cur = "";
      size = 0;
    }
    cur += ch;
    size += n;
  }
  out.push(cur);
  return out.join("\r\n ");
}

const pad = (n: number, w = 2) => String(n).padStart(w, "0");
const utcStamp = (d: Date) =>
  `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`;
/** A wall-clock time given as a UTC date whose fields are the local ones. */
const localStamp = (d: Date) => utcStamp(d).slice(0, -1);
const offsetText = (min: number) => `${min < 0 ? "-" : "+"}${pad(Math.floor(Math.abs(min) / 60))}${pad(Math.abs(min) % 60)}`;
const WEEKDAYS = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"];

interface Transition {
  /** The wall-clock moment of the change, in the offset before it. */
  local: Date;
  from: number;
  to: number;
}

/** The zone's clock changes in a year (none for a zone without daylight time), to the minute. */
function transitions(zone: string, year: number): Transition[] {
  const found: Transition[] = [];
  let t = Date.UTC(year, 0, 1);
  let off = offsetMinutes(zone, new Date(t));
  const end = Date.UTC(year + 1, 0, 1);
  for (let next = t + 86_400_000; next <= end; t = next, next += 86_400_000) {
    const o = offsetMinutes(zone, new Date(next));
    if (o === off) continue;
    let [lo, hi] = [t, next];
    while (hi - lo > 60_000) {
      const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
      if (offsetMinutes(zone, new Date(mid)) === off) lo = mid;
      else hi = mid;
    }
    found.push({ local: new Date(hi + off * 60_000), from: off, to: o });
    off = o;
  }
  return found;
}

/** The yearly rule of a change: its month and weekday, counted from the month's start, or -1 for the last. */
function yearlyRule(local: Date): string {
  const day = local.getUTCDate();
  const daysInMonth = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 0)).getUTCDate();
  const nth = day + 7 > daysInMonth ? -1 : Math.ceil(day / 7);
  return `FREQ=YEARLY;BYMONTH=${local.getUTCMonth() + 1};BYDAY=${nth}${WEEKDAYS[local.getUTCDay()]}`;
}

/** VTIMEZONE lines for a zone (the year the reminder starts). */
export function vtimezone(zone: string, year: number): string[] {
  const changes = transitions(zone, year);
  const lines = ["BEGIN:VTIMEZONE", `TZID:${zone}`];
  if (changes.length !== 2) {
    const off = offsetMinutes(zone, new Date(Date.UTC(year, 0, 1)));
    lines.push("BEGIN:STANDARD", "DTSTART:19700101T000000", `TZOFFSETFROM:${offsetText(off)}`, `TZOFFSETTO:${offsetText(off)}`, "END:STANDARD");
  } else {
    for (const c of changes) {
      const kind = c.to > c.from ? "DAYLIGHT" : "STANDARD";
      lines.push(
        `BEGIN:${kind}`,
        `DTSTART:${localStamp(c.local)}`,
        `RRULE:${yearlyRule(c.local)}`,
        `TZOFFSETFROM:${offsetText(c.from)}`,
        `TZOFFSETTO:${offsetText(c.to)}`,
        `END:${kind}`,
      );
    }
  }
  lines.push("END:VTIMEZONE");
  return lines;
}

/** The reminder's summary line in the calendar: "Maya: how did it go today?" */
export const reminderSummary = (childName: string) => `${childName}: ${CHECK_IN_COPY.question.charAt(0).toLowerCase()}${CHECK_IN_COPY.question.slice(1)}`;

/** The .ics file (CRLF line ends, folded lines). */
export function reminderIcs(r: ReminderInput): string {
  const today = dayIn(r.zone, r.now);
  const start = `${today.replace(/-/g, "")}T${r.time.replace(":", "")}00`;
  const utc = r.zone === "UTC" || r.zone === "Etc/UTC";
  const summary = reminderSummary(r.childName);
  const description = `${r.planName ? `${CHECK_IN_COPY.practicing}: ${r.planName}. ` : ""}One tap to check in: ${r.url}`;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Behavior Tales//Practice reminder//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...(utc ? [] : vtimezone(r.zone, Number(today.slice(0, 4)))),
    "BEGIN:VEVENT",
    `UID:practice-reminder-${r.childId}-${start}@${r.host}`,
    `DTSTAMP:${utcStamp(r.now)}`,
    utc ? `DTSTART:${start}Z` : `DTSTART;TZID=${r.zone}:${start}`,
    "DURATION:PT5M",
    "RRULE:FREQ=DAILY",
    `SUMMARY:${text(summary)}`,
    `DESCRIPTION:${text(description)}`,
    `URL:${r.url}`,
    "TRANSP:TRANSPARENT",
    "BEGIN:VALARM",
    "ACTION:DISPLAY",
    `DESCRIPTION:${text(summary)}`,
    "TRIGGER:PT0M",
    "END:VALARM",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
