/**
 * Printer's quotes: straight " and ' become “ ” ‘ ’ by position. One character for one, so indexes
 * into the text (read-aloud word marks) stay valid. Browser-safe.
 */
export function smartQuotes(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    const prev = i > 0 ? text[i - 1]! : "";
    const next = text[i + 1] ?? "";
    // After a space or a bracket a quote opens; after a dash only when a word follows ("Wait-" closes).
    const opening = (prev === "" || /[\s([{]/.test(prev) || (/[\u2014\u2013-]/.test(prev) && /\w/.test(next))) && next !== "" && !/\s/.test(next);
    if (ch === '"') out += opening ? "\u201C" : "\u201D";
    else if (ch === "'") out += opening && !/^\d\d?s\b/.test(text.slice(i + 1, i + 5)) ? "\u2018" : "\u2019";
    else out += ch;
  }
  return out;
}

/** "the Sleepy Wind-Down" → "Sleepy Wind-Down" (for headings). */
export function strategyTitle(name: string): string {
  const bare = name.trim().replace(/^the\s+/i, "");
  return bare.charAt(0).toUpperCase() + bare.slice(1);
}
