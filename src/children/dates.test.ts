import { describe, expect, it } from "vitest";
import { addDays, dayIn, dayLabel, daysBetween, daysEnding, isDay, isTimeZone, offsetMinutes } from "./dates";

describe("a parent's calendar days", () => {
  it("counts the day in the parent's zone", () => {
    const at = new Date("2026-11-21T23:30:00Z");
    expect(dayIn("UTC", at)).toBe("2026-11-21");
    expect(dayIn("Europe/Berlin", at)).toBe("2026-11-22");
    expect(dayIn("America/Los_Angeles", at)).toBe("2026-11-21");
    expect(offsetMinutes("Europe/Berlin", at)).toBe(60);
    expect(offsetMinutes("Asia/Kolkata", at)).toBe(330);
  });

  it("adds days across a clock change and a month's end", () => {
    expect(addDays("2026-03-28", 2)).toBe("2026-03-30");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(daysBetween("2026-10-24", "2026-10-27")).toBe(3);
    expect(daysEnding("2026-11-26", 3)).toEqual(["2026-11-24", "2026-11-25", "2026-11-26"]);
    expect(dayLabel("2026-11-24")).toBe("Tue, Nov 24");
  });

  it("knows a zone and a day when it sees one", () => {
    for (const z of ["UTC", "Europe/Berlin", "America/Argentina/Buenos_Aires"]) expect(isTimeZone(z)).toBe(true);
    for (const z of ["Mars/Olympus", "", "Europe/Berlin; DROP", 5]) expect(isTimeZone(z)).toBe(false);
    expect(isDay("2026-02-28")).toBe(true);
    expect(isDay("2026-02-30")).toBe(false);
    expect(isDay("26-2-1")).toBe(false);
  });
});
