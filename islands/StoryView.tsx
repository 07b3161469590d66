import { useEffect, useRef, useState } from "react";

export interface StoryViewProps {
  title: string;
  childName: string;
  /** The story split into paragraphs at blank lines (spec: story detail). */
  paragraphs: string[];
  imageUrl: string;
  /** One sentence describing the coloring page (from the story plan). */
  imageAlt?: string;
}

type Panel = "story" | "coloring";
const PANELS: Array<{ id: Panel; label: string }> = [
  { id: "story", label: "Story" },
  { id: "coloring", label: "Coloring Page" },
];

/**
 * The Story and Coloring Page tabs. The server renders both panels one under the other with in-page
 * links, so the story reads without JavaScript; once hydrated they become real ARIA tabs.
 */
export default function StoryView({ title, childName, paragraphs, imageUrl, imageAlt }: StoryViewProps) {
  const [enhanced, setEnhanced] = useState(false);
  const [active, setActive] = useState<Panel>("story");
  const tabRefs = useRef<Record<Panel, HTMLAnchorElement | null>>({ story: null, coloring: null });

  useEffect(() => {
    setEnhanced(true);
    if (window.location.hash === "#coloring-page") setActive("coloring");
  }, []);

  function select(next: Panel, focus = false) {
    setActive(next);
    if (focus) tabRefs.current[next]?.focus();
  }

  function onKeyDown(e: React.KeyboardEvent) {
    const i = PANELS.findIndex((p) => p.id === active);
    if (e.key === "ArrowRight" || e.key === "ArrowLeft") {
      e.preventDefault();
      select(PANELS[(i + (e.key === "ArrowRight" ? 1 : PANELS.length - 1)) % PANELS.length]!.id, true);
    } else if (e.key === "Home" || e.key === "End") {
      e.preventDefault();
      select(PANELS[e.key === "Home" ? 0 : PANELS.length - 1]!.id, true);
    }
  }

  const panelId = (p: Panel) => (p === "story" ? "story-text" : "coloring-page");
  const hidden = (p: Panel) => enhanced && active !== p;

  return (
    <div className="story-view">
      <div className="tabs story-tabs" role={enhanced ? "tablist" : undefined} aria-label={enhanced ? "Story and coloring page" : undefined}>
        {PANELS.map((p) => (
          <a
            key={p.id}
            ref={(el) => {
              tabRefs.current[p.id] = el;
            }}
            id={`tab-${panelId(p.id)}`}
            className="tab"
            href={`#${panelId(p.id)}`}
            role={enhanced ? "tab" : undefined}
            aria-selected={enhanced ? active === p.id : undefined}
            aria-controls={enhanced ? panelId(p.id) : undefined}
            tabIndex={enhanced && active !== p.id ? -1 : undefined}
            onClick={(e) => {
              e.preventDefault();
              select(p.id);
            }}
            onKeyDown={enhanced ? onKeyDown : undefined}
          >
            {p.label}
          </a>
        ))}
      </div>
      <section
        id="story-text"
        className="story-panel story-text"
        role={enhanced ? "tabpanel" : undefined}
        aria-labelledby={enhanced ? "tab-story-text" : undefined}
        aria-label={enhanced ? undefined : "Story"}
        hidden={hidden("story")}
        tabIndex={enhanced ? 0 : undefined}
      >
        {paragraphs.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </section>
      <section
        id="coloring-page"
        className="story-panel story-coloring"
        role={enhanced ? "tabpanel" : undefined}
        aria-labelledby={enhanced ? "tab-coloring-page" : undefined}
        aria-label={enhanced ? undefined : "Coloring Page"}
        hidden={hidden("coloring")}
        tabIndex={enhanced ? 0 : undefined}
      >
        <img src={imageUrl} alt={imageAlt ? `Coloring page: ${imageAlt}` : `Coloring page for ${childName}: ${title}. Black outlines to color in.`} width={595} height={842} loading="lazy" />
        <p className="muted">The coloring page is also the last page of the PDF, ready to print on A4.</p>
      </section>
    </div>
  );
}
