import { longUsDate } from "../../src/format";
import type { ReactNode } from "react";
import type { ContentLink } from "../../src/content/types";

/** A link from the content modules; external links open in a new tab. */
export function ContentAnchor({ link, className }: { link: ContentLink; className?: string }) {
  return link.external ? (
    <a className={className} href={link.href} target="_blank" rel="noopener noreferrer">
      {link.label}
    </a>
  ) : (
    <a className={className} href={link.href}>
      {link.label}
    </a>
  );
}

/** A row of call-to-action links: the first is the primary button. */
export function ActionLinks({ links, className = "" }: { links: ContentLink[]; className?: string }) {
  return (
    <div className={`action-row ${className}`}>
      {links.map((l, i) => (
        <ContentAnchor key={l.href + l.label} link={l} className={`btn ${i === 0 ? "btn-primary" : "btn-secondary"}`} />
      ))}
    </div>
  );
}

export function Paragraphs({ items, className }: { items: string[]; className?: string }) {
  return (
    <>
      {items.map((p, i) => (
        <p key={i} className={className}>
          {p}
        </p>
      ))}
    </>
  );
}

/** The top of an inner page: a small eyebrow, the page's one <h1>, and its introduction. */
export function PageIntro({ eyebrow, title, children }: { eyebrow?: string; title: string; children?: ReactNode }) {
  return (
    <header className="page-intro">
      <div className="container narrow">
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1>{title}</h1>
        {children}
      </div>
    </header>
  );
}

/** Star rating shown as an image with a spoken label ("Rated 4.5 out of 5"). Halves are drawn by clipping the gold row. */
export function StarRating({ rating, max = 5 }: { rating: number; max?: number }) {
  const row = "\u2605".repeat(max);
  return (
    <span className="stars" role="img" aria-label={`Rated ${rating} out of ${max}`}>
      <span className="stars-empty" aria-hidden="true">
        {row}
      </span>
      <span className="stars-filled" aria-hidden="true" style={{ width: `${(rating / max) * 100}%` }}>
        {row}
      </span>
    </span>
  );
}

/** "June 10, 2025" from an ISO date, fixed to UTC so the server and every reader agree. */
export function formatLongDate(iso: string): string {
  return longUsDate(`${iso}T00:00:00Z`);
}

const ICONS = {
  pencil: "M4 20h4L18.5 9.5a2.8 2.8 0 0 0-4-4L4 16v4zM13.5 6.5l4 4",
  sparkles: "M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8zM19 15l.9 2.1L22 18l-2.1.9L19 21l-.9-2.1L16 18l2.1-.9z",
  download: "M12 4v11M7 10.5l5 5 5-5M5 20h14",
  mail: "M3.5 6.5h17v11h-17zM3.5 7l8.5 6.5L20.5 7",
  book: "M4 5.5C6.5 4.5 9.5 4.5 12 6c2.5-1.5 5.5-1.5 8-.5v13c-2.5-1-5.5-1-8 .5-2.5-1.5-5.5-1.5-8-.5zM12 6v13.5",
  lock: "M6.5 10.5h11v9h-11zM8.5 10.5V8a3.5 3.5 0 0 1 7 0v2.5",
  search: "M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM15.5 15.5L20 20",
} as const;

/** A small line icon (decorative: hidden from assistive technology). */
export function Icon({ name, size = 26 }: { name: keyof typeof ICONS; size?: number }) {
  return (
    <svg
      className="icon"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={ICONS[name]} />
    </svg>
  );
}
