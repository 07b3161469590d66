import { READING_TIPS } from "../../src/reading/copy";

/** A page's questions for the grown-up, under a small heading. */
export function TipsList({ tips }: { tips: string[] }) {
  return (
    <>
      <p className="book-tips-heading">{READING_TIPS.heading}</p>
      <ul>
        {tips.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ul>
    </>
  );
}
