import { describe, expect, it } from "vitest";
import { foldLine, parseReminderTime, reminderIcs, type ReminderInput } from "./reminder-ics";

/** A small RFC 5545 reader: unfold, split each content line into name, parameters and value. */
function parse(ics: string) {
  expect(ics.endsWith("\r\n")).toBe(true);
  expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/); // CRLF only
  const physical = ics.slice(0, -2).split("\r\n");
  for (const l of physical) expect(new TextEncoder().encode(l).length).toBeLessThanOrEqual(75);
  const lines = ics
    .slice(0, -2)
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n");
  const props = lines.map((line) => {
    const m = /^([A-Z-]+)((?:;[A-Z-]+=[^:;]+)*):(.*)$/.exec(line);
    expect(m, line).not.toBeNull();
    const params = Object.fromEntries(
      (m![2] ?? "")
        .split(";")
        .filter(Boolean)
        .map((p) => p.split("=") as [string, string]),
    );
    return { name: m![1]!, params, value: m![3]! };
  });
  // Components open and close in order.
  const stack: string[] = [];
  const components: { name: string; props: typeof props }[] = [];
  for (const p of props) {
    if (p.name === "BEGIN") {
      stack.push(p.value);
      components.push({ name: p.value, props: [] });
    } else if (p.name === "END") expect(stack.pop()).toBe(p.value);
    else
      [...components]
        .reverse()
        .find((c) => c.name === stack[stack.length - 1])!
        .props.push(p);
  }
  expect(stack).toEqual([]);
  const get = (name: string) => components.filter((c) => c.name === name).map((c) => Object.fromEntries(c.props.map((p) => [p.name, p])));
  return { lines, get };
}

const base: ReminderInput = {
  childId: 7,
  childName: "Maya",
  planName: "the Sleepy Wind-Down",
  time: "19:30",
  zone: "Europe/Berlin",
  url: "https://behaviortales.example/children/7/today",
  now: new Date("2026-11-26T18:00:00Z"),
  host: "behaviortales.example",
};

describe("the evening reminder (.ics)", () => {
  it("is one daily event at the parent's time in their zone, linking to the check-in page, with the zone's rules", () => {
    const { lines, get } = parse(reminderIcs(base));
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    const [cal] = get("VCALENDAR");
    expect(cal!.VERSION!.value).toBe("2.0");
    expect(cal!.PRODID!.value).toContain("Behavior Tales");
    const events = get("VEVENT");
    expect(events).toHaveLength(1);
    const e = events[0]!;
    expect(e.DTSTART!.params).toEqual({ TZID: "Europe/Berlin" });
    expect(e.DTSTART!.value).toBe("20261126T193000");
    expect(e.RRULE!.value).toBe("FREQ=DAILY");
    expect(e.URL!.value).toBe(base.url);
    expect(e.DESCRIPTION!.value).toContain(base.url);
    expect(e.DESCRIPTION!.value).toContain("Practicing: the Sleepy Wind-Down.");
    expect(e.SUMMARY!.value).toBe("Maya: how did it go today?");
    expect(e.UID!.value).toMatch(/@behaviortales\.example$/);
    expect(e.DTSTAMP!.value).toBe("20261126T180000Z");
    expect(get("VALARM")[0]!.TRIGGER!.value).toBe("PT0M");
    // Berlin: summer time from the last Sunday of March to the last Sunday of October.
    const [tz] = get("VTIMEZONE");
    expect(tz!.TZID!.value).toBe("Europe/Berlin");
    const [summer] = get("DAYLIGHT");
    const [winter] = get("STANDARD");
    expect([summer!.RRULE!.value, summer!.TZOFFSETFROM!.value, summer!.TZOFFSETTO!.value, summer!.DTSTART!.value]).toEqual([
      "FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
      "+0100",
      "+0200",
      "20260329T020000",
    ]);
    expect([winter!.RRULE!.value, winter!.TZOFFSETFROM!.value, winter!.TZOFFSETTO!.value, winter!.DTSTART!.value]).toEqual([
      "FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
      "+0200",
      "+0100",
      "20261025T030000",
    ]);
  });

  it("writes New York's second Sunday of March and first Sunday of November; India's one offset; UTC as Z", () => {
    const ny = parse(reminderIcs({ ...base, zone: "America/New_York", time: "20:05" }));
    expect(ny.get("VEVENT")[0]!.DTSTART!.value).toBe("20261126T200500");
    expect(ny.get("DAYLIGHT")[0]!.RRULE!.value).toBe("FREQ=YEARLY;BYMONTH=3;BYDAY=2SU");
    expect(ny.get("STANDARD")[0]!.RRULE!.value).toBe("FREQ=YEARLY;BYMONTH=11;BYDAY=1SU");
    expect(ny.get("STANDARD")[0]!.TZOFFSETTO!.value).toBe("-0500");
    const india = parse(reminderIcs({ ...base, zone: "Asia/Kolkata" }));
    expect(india.get("DAYLIGHT")).toEqual([]);
    expect(india.get("STANDARD")[0]!.TZOFFSETTO!.value).toBe("+0530");
    const utc = parse(reminderIcs({ ...base, zone: "UTC" }));
    expect(utc.get("VTIMEZONE")).toEqual([]);
    expect(utc.get("VEVENT")[0]!.DTSTART!.value).toBe("20261126T193000Z");
    // The day is the parent's: 23:30 UTC on the 26th is already the 27th in Tokyo.
    const tokyo = parse(reminderIcs({ ...base, zone: "Asia/Tokyo", now: new Date("2026-11-26T23:30:00Z") }));
    expect(tokyo.get("VEVENT")[0]!.DTSTART!.value).toBe("20261127T193000");
  });

  it("escapes text and folds long lines without splitting a character", () => {
    const { get } = parse(
      reminderIcs({ ...base, childName: "Zoë", planName: "the Calm, Slow; Breath \\ Plan with a name long enough to fold the line twice over" }),
    );
    const d = get("VEVENT")[0]!.DESCRIPTION!.value;
    expect(d).toContain("the Calm\\, Slow\\; Breath \\\\ Plan");
    expect(
      foldLine("é".repeat(80))
        .split("\r\n ")
        .every((l) => new TextEncoder().encode(l).length <= 75),
    ).toBe(true);
  });

  it("takes HH:MM and refuses anything else", () => {
    expect(parseReminderTime(undefined)).toBe("19:30");
    expect(parseReminderTime("07:05")).toBe("07:05");
    for (const bad of ["7:05", "24:00", "19:60", "19:30:00", "evening"]) expect(() => parseReminderTime(bad)).toThrow("Please pick a time like 19:30.");
  });
});
