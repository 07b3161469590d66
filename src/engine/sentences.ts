/** The titles whose full stop ends no sentence ("Mr. Ahmed"), as a regex alternation. */
export const TITLES = "Mr|Mrs|Ms|Dr|St";

/**
 * A sentence's end mark: . ! or ?, not an ellipsis's dots nor a title's full stop (regex source, without the
 * closing quote). The renderer (render.ts) reads sentence ends with it too.
 */
export const END_MARK = String.raw`(?<!\.)(?<!\b(?:${TITLES}))[.!?]`;

/**
 * The story's sentences, as the report card counts them and the local renderer budgets them (issue 25:
 * the two counted differently, so a story could pass one and fail the other). One definition, used by
 * plan-checks (the name-starts check, "they" agreement, distinct sentences) and render.ts (the
 * one-in-six name budget).
 *
 * A sentence ends at . ! or ? (and a closing quote after it) before a capital, a digit or an opening
 * quote; a paragraph break always ends one. Not at an ellipsis ("I... Don't" is one), nor after a
 * title ("Mr. Ahmed"). A full stop inside someone's words ends a sentence too ("Big breath. Well done,"
 * is two): the count is of what a reader reads, quotation or not.
 */
const SENTENCE_BREAK = new RegExp(`(?<=${END_MARK}["\u201D]?)\\s+(?=["\u201C]?[\\p{Lu}\\d])`, "u");

export function splitSentences(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .flatMap((paragraph) => paragraph.replace(/\s+/g, " ").split(SENTENCE_BREAK))
    .map((s) => s.trim())
    .filter(Boolean);
}

export function countSentences(text: string): number {
  return splitSentences(text).length;
}

/**
 * How many sentences are complete in text being written, when what comes next opens a sentence (a name,
 * a capital): "Mia ran. " has one; 'Mom said, ' none; '"No!" ' one.
 */
export function completeSentences(partial: string): number {
  const t = partial.trimEnd();
  return t ? countSentences(`${t} X`) - 1 : 0;
}
