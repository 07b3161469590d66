import type { WordRange } from "../lib/read-aloud";
import { paragraphRanges } from "./paging";

/** A page's words as paragraphs, the word being read aloud (if any) in a <mark>. */
export function PageWords({ text, mark }: { text: string; mark: WordRange | null }) {
  return (
    <>
      {paragraphRanges(text).map(({ start, end }) => {
        if (!mark || mark.end <= start || mark.start >= end) return <p key={start}>{text.slice(start, end)}</p>;
        const a = Math.max(start, mark.start);
        const b = Math.min(end, mark.end);
        return (
          <p key={start}>
            {text.slice(start, a)}
            <mark>{text.slice(a, b)}</mark>
            {text.slice(b, end)}
          </p>
        );
      })}
    </>
  );
}
