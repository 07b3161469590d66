import { BOOK_PICTURE } from "../../src/contracts/book";
import { READING_TIPS } from "../../src/reading/copy";
import { VOICE_COPY } from "../../src/reading/voice";
import type { BookScene } from "./types";
import { PageWords } from "./PageWords";
import { TipsList } from "./TipsList";

/** The Book without JavaScript: the whole book as one long illustrated page, one scene after another. */
export function WholeBook({ scenes }: { scenes: BookScene[] }) {
  return scenes.map((s, i) => (
    <figure className="book-spread book-scene" key={i}>
      <div className="book-picture">
        <img src={s.image} alt={s.alt} width={BOOK_PICTURE.width} height={BOOK_PICTURE.height} loading={i === 0 ? undefined : "lazy"} />
      </div>
      <div className="book-words">
        <PageWords text={s.text.trim()} mark={null} />
      </div>
      {s.voice ? (
        <div className="book-voice">
          <audio controls preload="none" src={s.voice} aria-label={`${VOICE_COPY.play}, scene ${i + 1}`} />
        </div>
      ) : null}
      {s.tips?.length ? (
        <details className="book-tips">
          <summary>{READING_TIPS.toggle}</summary>
          <TipsList tips={s.tips} />
        </details>
      ) : null}
    </figure>
  ));
}
