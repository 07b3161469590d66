/** The practice line and the library's practice banner (issue 28). Browser-safe: the library island renders the banner too. */
import { CHECK_IN_COPY, checkInPageHref, type PracticeJson } from "../../src/contracts/practice";

/** "Practicing: the Sleepy Wind-Down, day 3" (a link to the story it came from). */
export function PracticeLine({ practice, className = "practice-line" }: { practice: PracticeJson | null | undefined; className?: string }) {
  if (!practice) return <p className={`${className} muted`}>{CHECK_IN_COPY.noPractice}</p>;
  return (
    <p className={className}>
      <strong>{`${CHECK_IN_COPY.practicing}:`}</strong> <a href={`/story/${practice.storyId}`}>{practice.planName}</a>
      {`, day ${practice.day}`}
    </p>
  );
}

/** At the top of one child's stories in the library: the practice and a link to today's check-in. */
export function PracticeBanner({ childId, childName, practice }: { childId: number; childName: string; practice: PracticeJson }) {
  return (
    <section className="card practice-banner" aria-label={`${childName}'s practice`}>
      <PracticeLine practice={practice} />
      <a className="btn btn-secondary btn-sm" href={checkInPageHref(childId)}>
        Check in for {childName}
      </a>
    </section>
  );
}
