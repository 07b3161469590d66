import type { WordRange } from "../lib/read-aloud";
import { BookSpread } from "./BookSpread";
import { TipsToggle, VoiceBar } from "./BookExtras";
import { PageControls } from "./PageControls";
import { ReadAloudControls } from "./ReadAloudControls";
import { TipsList } from "./TipsList";
import { READING_TIPS } from "../../src/reading/copy";
import type { BookScene } from "./types";
import type { usePageTurner } from "./use-page-turner";
import type { useReadAloud } from "./use-read-aloud";
import type { useSceneVoices } from "./use-scene-voices";
import type { useSwipe } from "./use-swipe";

interface BookReaderProps {
  scenes: BookScene[];
  pages: ReadonlyArray<{ scene: number; text: string }>;
  turner: ReturnType<typeof usePageTurner>;
  swipe: ReturnType<typeof useSwipe>;
  reader: ReturnType<typeof useReadAloud>;
  /** Read aloud pressed: the Book shows and reading starts at the page showing. */
  onRead: () => void;
  voices: ReturnType<typeof useSceneVoices>;
  /** Whether any scene has reading tips; whether they are on; the switch. */
  hasTips: boolean;
  tips: boolean;
  toggleTips: () => void;
}

/** The hydrated Book: one spread at a time, its page controls, and Read aloud, the recording and the tips switch. */
export function BookReader({ scenes, pages, turner, swipe, reader, onRead, voices, hasTips, tips, toggleTips }: BookReaderProps) {
  const { page } = turner;
  const current = pages[page];
  const scene = current ? scenes[current.scene] : undefined;
  const mark: WordRange | null = reader.mark && reader.mark.page === page ? reader.mark : null;
  const voice = current ? voices.voices[current.scene] : undefined;
  return (
    <>
      <BookSpread spreadRef={turner.spreadRef} swipe={swipe} picture={scene} pages={pages} page={page} mark={mark} />
      {tips && scene?.tips?.length ? (
        <div className="book-tips book-tips-open" role="note" aria-label={READING_TIPS.toggle}>
          <TipsList tips={scene.tips} />
        </div>
      ) : null}
      <PageControls prevRef={turner.prevRef} nextRef={turner.nextRef} page={page} count={pages.length} turn={turner.turn} />
      {/* Read aloud and the tips toggle in their own row, so the page controls above can stay in reach on a phone. */}
      <div className="book-extras">
        {reader.speech && (
          <ReadAloudControls reading={reader.reading} problem={reader.problem} onRead={onRead} onPauseOrResume={reader.pauseOrResume} onStop={reader.stop} />
        )}
        {voice ? <VoiceBar playing={voices.playing} onPlay={() => voices.play(voice, reader.stop)} /> : null}
        {hasTips && <TipsToggle on={tips} onToggle={toggleTips} />}
      </div>
    </>
  );
}
