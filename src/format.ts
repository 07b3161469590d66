/** "November 21, 2027": dates are shown as long US dates, in UTC so server and browser agree. */
export function longUsDate(value: string | Date): string {
  const d = typeof value === "string" ? new Date(value) : value;
  return d.toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
}
