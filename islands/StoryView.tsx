import { useEffect, useMemo, useRef, useState } from "react";
import { bookPages } from "../src/contracts/book";
import { smartQuotes } from "../src/lib/typography";
import type { ReadAloud } from "./lib/read-aloud";
import { useTabKeys } from "./lib/tabs";
import { BookReader } from "./story-view/BookReader";
import { bookAge, panelsFor, type Panel } from "./story-view/paging";
import { StoryTabs, panelProps } from "./story-view/StoryTabs";
import type { BookScene } from "./story-view/types";
import { usePageTurner } from "./story-view/use-page-turner";
import { usePrefetchNext } from "./story-view/use-prefetch-next";
import { useReadAloud } from "./story-view/use-read-aloud";
import { useReadingTips } from "./story-view/use-reading-tips";
import { useSceneVoices } from "./story-view/use-scene-voices";
import { useSwipe } from "./story-view/use-swipe";
import { useTurnKeys } from "./story-view/use-turn-keys";
import { WholeBook } from "./story-view/WholeBook";

export type { BookScene } from "./story-view/types";

export interface StoryViewProps {
  title: string;
  childName: string;
  /** The story split into paragraphs at blank lines (spec: story detail). */
  paragraphs: string[];
  imageUrl: string;
  /** One sentence describing the coloring page (from the story plan). */
  imageAlt?: string;
  /** The picture book, one entry per scene of the plan; null for stories written before plans. */
  scenes?: BookScene[] | null;
  /** The child's age band ("2-3", "4-5", "6-7", "8-10"): the book's type size and words per page. */
  ageBand?: string;
}

/**
 * The Book, Story and Coloring Page tabs. The server renders every panel one under the other with
 * in-page links, so the story reads without JavaScript (the Book as a long illustrated page: each
 * scene's picture and words); once hydrated they become real ARIA tabs and the Book shows one spread
 * at a time (Previous/Next, arrow keys, swipes), with Read aloud where the browser can speak.
 * Stories written before plans have no book: just Story and Coloring Page.
 * The parts live in islands/story-view/: the page turner, Read aloud, the recordings, the tips, the tabs.
 */
export default function StoryView({ title, childName, paragraphs, imageUrl, imageAlt, scenes, ageBand }: StoryViewProps) {
  const hasBook = !!scenes && scenes.length > 0;
  const panels = panelsFor(hasBook);
  // Printer's quotes on the page (one character for one, so read-aloud's word positions still match).
  const pages = useMemo(() => (scenes?.length ? bookPages(scenes, ageBand ?? "").map((p) => ({ ...p, text: smartQuotes(p.text) })) : []), [scenes, ageBand]);
  const last = Math.max(0, pages.length - 1);

  const [enhanced, setEnhanced] = useState(false);
  const [active, setActive] = useState<Panel>(panels[0]!);
  const hasTips = !!scenes?.some((s) => s.tips?.length);
  const [tips, toggleTips] = useReadingTips();
  const voices = useSceneVoices(scenes);
  const readerRef = useRef<ReadAloud | null>(null);
  useEffect(() => setEnhanced(true), []);
  const turner = usePageTurner({ last, hasBook, readerRef, onLeavePage: voices.stop, onPanel: setActive });
  const reader = useReadAloud({ pages, readerRef, pageRef: turner.pageRef, show: turner.show });
  useTurnKeys(enhanced && active === "book", turner.turnBy);
  usePrefetchNext(enhanced, turner.page, pages, scenes);
  const swipe = useSwipe(turner.turnBy);

  function select(next: Panel) {
    setActive(next);
    if (next !== "book") readerRef.current?.stop();
  }
  const tabKeys = useTabKeys(panels, active, select);
  function readAloud() {
    setActive("book");
    reader.start();
  }

  return (
    <div className="story-view">
      <StoryTabs panels={panels} active={active} enhanced={enhanced} hasBook={hasBook} tabKeys={tabKeys} onSelect={select} />
      {hasBook && (
        <section {...panelProps("book", enhanced, active)} className="story-panel story-book" data-age={bookAge(ageBand)}>
          {!enhanced ? (
            <WholeBook scenes={scenes!} />
          ) : (
            <BookReader
              scenes={scenes!}
              pages={pages}
              turner={turner}
              swipe={swipe}
              reader={reader}
              onRead={readAloud}
              voices={voices}
              hasTips={hasTips}
              tips={tips}
              toggleTips={toggleTips}
            />
          )}
        </section>
      )}
      <section {...panelProps("story", enhanced, active)} className="story-panel story-text">
        {paragraphs.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </section>
      <section {...panelProps("coloring", enhanced, active)} className="story-panel story-coloring">
        <img
          src={imageUrl}
          alt={imageAlt ? `Coloring page: ${imageAlt}` : `Coloring page for ${childName}: ${title}. Black outlines to color in.`}
          width={595}
          height={842}
          loading="lazy"
        />
        <p className="muted">
          The coloring page is also in the printable book (PDF), ready to print on A4 — and every picture in the book can be colored in too.
        </p>
      </section>
    </div>
  );
}
