import type { ReactNode, Ref } from "react";
import { UNDERSTOOD_HEADING, type SituationUnderstood } from "../../src/contracts/situation";

/** The rows of "Here's what we understood", in the order shown. */
export const UNDERSTOOD_ROWS: { key: keyof SituationUnderstood; label: string }[] = [
  { key: "does", label: "What happens" },
  { key: "when", label: "When or where" },
  { key: "who", label: "Who else is there" },
  { key: "feeling", label: "The feeling the story names" },
  { key: "story", label: "The story" },
  { key: "plan", label: "The story's plan" },
];

/** The confirm step's buttons (with and without JavaScript). */
export const CONFIRM_LABELS = { confirm: "Looks right — create the story", edit: "Edit" } as const;

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
              ) : (
                <dd>{understood[key]}</dd>
              )}
            </div>
          ) : null,
        )}
      </dl>
      {children}
    </section>
  );
}
