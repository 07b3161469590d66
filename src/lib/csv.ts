/** RFC 4180 CSV; cells that a spreadsheet would run as a formula are prefixed with an apostrophe. */
export function csvCell(v: string | number | boolean | null): string {
  let s = v === null ? "" : String(v);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** A header row and rows, CRLF line ends, a final line end. */
export function csvText(header: string[], rows: (string | number | boolean | null)[][]): string {
  return [header.join(","), ...rows.map((r) => r.map(csvCell).join(","))].join("\r\n") + "\r\n";
}
