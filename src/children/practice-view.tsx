/**
 * The practice loop's pieces of page (issue 28), shared by /children, a child's page, the check-in page,
 * the story page and the library: the practice line, the one-tap check-in form, the legend.
 */
import { Islands } from "../render/islands";
import { CHECK_IN_COPY, CHECK_IN_NOTE_MAX, CHECK_IN_OUTCOMES, checkInAction, practiceKindOf, storyFormHref, type CheckInJson } from "../contracts/practice";
import { behaviorLabel } from "../contracts/catalog";
import { practiceName, type PracticeOffer } from "./practice";
import { OUTCOME_LOOK } from "./progress";
export { PracticeBanner, PracticeLine } from "../../components/practice/PracticeLine";

const { LocalDay } = Islands;

/**
 * "How did it go today?": three submit buttons (one tap saves), an optional note, and the browser's zone
 * and day (hidden). A plain form: POST, then back to `returnTo`.
 */
export function CheckInForm({
  childId,
  childName,
  current,
  zone,
  returnTo,
  idPrefix,
  noteOpen = false,
  errors = {},
  saved = false,
}: {
  childId: number;
  childName: string;
  current: CheckInJson | null;
  zone: string;
  returnTo: string;
  idPrefix: string;
  noteOpen?: boolean;
  errors?: Record<string, string>;
  saved?: boolean;
}) {
  const noteId = `${idPrefix}-note`;
  const note = (
    <div className="field practice-note">
      <label htmlFor={noteId}>{CHECK_IN_COPY.noteLabel}</label>
      <input
        type="text"
        id={noteId}
        name="note"
        maxLength={CHECK_IN_NOTE_MAX}
        autoComplete="off"
        placeholder={CHECK_IN_COPY.notePlaceholder}
        defaultValue={current?.note ?? ""}
        aria-invalid={errors.note ? true : undefined}
        aria-describedby={errors.note ? `${noteId}-error` : undefined}
      />
      {errors.note ? (
        <p className="field-error" id={`${noteId}-error`}>
          {errors.note}
        </p>
      ) : null}
    </div>
  );
  const headingId = `${idPrefix}-heading`;
  return (
    <form method="post" action={checkInAction(childId)} className="practice-check-in" aria-labelledby={headingId} id={`check-in-${childId}`}>
      <p className="practice-question" id={headingId}>
        {CHECK_IN_COPY.question}
        <span className="visually-hidden"> ({childName})</span>
      </p>
      <input type="hidden" name="returnTo" value={returnTo} />
      <LocalDay timeZone={zone} />
      {noteOpen ? note : null}
      <div className="practice-answers">
        {CHECK_IN_OUTCOMES.map((o) => (
          <button
            key={o}
            type="submit"
            name="outcome"
            value={o}
            className={`btn btn-sm practice-answer practice-answer-${o}`}
            aria-pressed={current?.outcome === o}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <rect x="0" y="0" width="24" height="24" rx="6" fill={OUTCOME_LOOK[o].fill} />
              <path
                d={o === "used" ? "M6 12.5l4 4 8-9" : o === "hard" ? "M5 13q3.5-5 7 0t7 0" : "M7 12h10"}
                fill="none"
                stroke={OUTCOME_LOOK[o].ink}
                strokeWidth="2.6"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            {CHECK_IN_COPY.outcomes[o]}
          </button>
        ))}
      </div>
      {errors.outcome ? <p className="field-error">{errors.outcome}</p> : null}
      {noteOpen ? null : (
        <details className="practice-note-toggle" open={!!current?.note || !!errors.note || undefined}>
          <summary>Add a note</summary>
          {note}
        </details>
      )}
      {current ? (
        <p className="practice-status muted" role={saved ? "status" : undefined}>
          {saved ? `${CHECK_IN_COPY.saved} ` : `Today: ${CHECK_IN_COPY.outcomes[current.outcome]}. `}
          {saved ? null : CHECK_IN_COPY.changeHint}
        </p>
      ) : null}
    </form>
  );
}

/** What the strip's and the chart's marks mean. */
export function ProgressLegend() {
  return (
    <ul className="practice-legend plain-list">
      {CHECK_IN_OUTCOMES.map((o) => (
        <li key={o}>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <rect x="0" y="0" width="24" height="24" rx="6" fill={OUTCOME_LOOK[o].fill} />
          </svg>
          {CHECK_IN_COPY.outcomes[o]}
        </li>
      ))}
      <li>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="7" fill="#6a3fd1" />
        </svg>
        A note (point at the day, or tab to it, to read it)
      </li>
    </ul>
  );
}

/**
 * After a few hard evenings, a practice story (the same plan, a smaller first step); after good ones, a
 * you-did-it story and the next behavior (issue 28). The parent can always just write another.
 */
export function PracticeOfferNote({ childId, childName, offer }: { childId: number; childName: string; offer: PracticeOffer | null }) {
  if (!offer) return null;
  const practice = offer.kind === "practice";
  return (
    <div className={`notice ${practice ? "" : "notice-success "}practice-offer`} data-offer={offer.kind}>
      <p>{practice ? CHECK_IN_COPY.offerPractice(childName, offer.days) : CHECK_IN_COPY.offerYouDidIt(childName, offer.days)}</p>
      <p className="practice-offer-actions">
        <a className="btn btn-primary btn-sm" href={storyFormHref(childId, { practiceStory: offer.kind })}>
          {practice ? CHECK_IN_COPY.offerPracticeButton : CHECK_IN_COPY.offerYouDidItButton}
        </a>
      </p>
      <ul className="plain-list practice-offer-more">
        {practice ? null : (
          <li>
            <a href={storyFormHref(childId, offer.nextBehavior ? { behavior: offer.nextBehavior } : {})}>
              {offer.nextBehavior ? CHECK_IN_COPY.offerNextBehavior(behaviorLabel(offer.nextBehavior)) : CHECK_IN_COPY.offerNextForm}
            </a>
          </li>
        )}
        <li>
          <a href={storyFormHref(childId)}>{CHECK_IN_COPY.offerAnother}</a>
        </li>
      </ul>
    </div>
  );
}

/** On a story page: "A practice story for the Sleepy Wind-Down" when the story was one of the adaptive kinds (issue 28). */
export function PracticeStoryKindLine({ plan }: { plan: { strategy: { name: string } } | null }) {
  const kind = practiceKindOf(plan);
  if (!plan || !kind) return null;
  return <p className="practice-story-kind muted">{CHECK_IN_COPY.storyKind[kind](practiceName(plan.strategy.name))}</p>;
}
