import type { ReactNode, Ref } from "react";
import { UNDERSTOOD_HEADING, type SituationKeeps, type SituationUnderstood } from "../../src/contracts/situation";

/** The rows of "Here's what we understood", in the order shown. */
export const UNDERSTOOD_ROWS: { key: keyof SituationUnderstood; label: string }[] = [
  { key: "does", label: "What happens" },
  { key: "when", label: "When or where" },
  { key: "who", label: "Who else is there" },
  { key: "keeps", label: "What the story keeps" },
  { key: "feeling", label: "The feeling the story names" },
  { key: "story", label: "The story" },
  { key: "plan", label: "The story's plan" },
];

/** The confirm step's buttons (with and without JavaScript). */
export const CONFIRM_LABELS = { confirm: "Looks right — create the story", edit: "Edit" } as const;

/** "What the story keeps", by kind, and what it leaves out. */
export const KEEPS_LABELS: Record<Exclude<keyof SituationKeeps, "left">, string> = { does: "Does", where: "Where, when", who: "Who", things: "Things" };
export const KEEPS_LEFT_LABEL = "This story leaves out:";

/** What the step says under its heading. */
export const UNDERSTOOD_INTRO = "Check that we read it right. Nothing is spent until you say it looks right.";

/**
 * "Here's what we understood" (issue 22): the reading of the parent's situation shown back before
 * anything is spent. Presentational: the story form renders it with its own buttons (`children`),
 * the same with and without JavaScript.
 */
export function UnderstoodPanel({
  understood,
  headingRef,
  children,
}: {
  understood: SituationUnderstood;
  headingRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
}) {
  return (
    <section className="understood-panel" aria-labelledby="understood-heading" data-testid="understood-panel">
      <h2 id="understood-heading" ref={headingRef} tabIndex={-1}>
        {UNDERSTOOD_HEADING}
      </h2>
      <p className="field-hint">{UNDERSTOOD_INTRO}</p>
      {understood.momentsNote ? (
        <p className="understood-moments" data-testid="understood-moments">
          {understood.momentsNote}
        </p>
      ) : null}
      <dl className="understood-list">
        {UNDERSTOOD_ROWS.map(({ key, label }) =>
          understood[key] ? (
            <div key={key} className={`understood-row understood-${key}`}>
              <dt>{label}</dt>
              {key === "plan" && understood.planSteps?.length ? (
                <dd>
                  <strong>{understood.planName}</strong>
                  <ol className="understood-steps">
                    {understood.planSteps.map((step) => (
                      <li key={step}>{step}</li>
                    ))}
                  </ol>
                </dd>
              ) : key === "keeps" && understood.keeps ? (
                <dd>
                  <Keeps keeps={understood.keeps} />
                </dd>
              ) : typeof understood[key] === "string" ? (
                <dd>{understood[key]}</dd>
              ) : null}
            </div>
          ) : null,
        )}
      </dl>
      {children}
    </section>
  );
}

/** The parent's specifics the story keeps, a line per kind, and what it leaves out. */
function Keeps({ keeps }: { keeps: SituationKeeps }) {
  const kinds = (Object.keys(KEEPS_LABELS) as Array<keyof typeof KEEPS_LABELS>).filter((k) => keeps[k].length);
  return (
    <>
      {kinds.length ? (
        <ul className="understood-keeps-list">
          {kinds.map((k) => (
            <li key={k}>
              <span className="understood-keeps-kind">{KEEPS_LABELS[k]}:</span> {keeps[k].join("; ")}
            </li>
          ))}
        </ul>
      ) : null}
      {keeps.left?.length ? (
        <p className="understood-left">
          {KEEPS_LEFT_LABEL} {keeps.left.join("; ")}
        </p>
      ) : null}
    </>
  );
}
