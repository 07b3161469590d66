import { GENERATION_OUTCOME_LABELS, type EngineOutcomesJson, type GenerationOutcomesJson } from "../../src/contracts/generation-outcome";
import { HARM_FAMILIES } from "../../src/engine/safety";

/**
 * The admin quality page's first section (server-rendered): how every recorded generation ended, per
 * window and engine (ADR 022). One card per engine, a list of figures, so it reads at 375 px.
 */

const seconds = (ms: number | null) => (ms === null ? "—" : `${(ms / 1000).toFixed(1)} s`);
const percent = (rate: number | null, n: number, of: number) => (rate === null ? "—" : `${rate}% (${n} of ${of})`);
const familyLabel = (family: string) => HARM_FAMILIES[family as keyof typeof HARM_FAMILIES] ?? family;

function EngineCard({ e }: { e: EngineOutcomesJson }) {
  const figures: [string, string | number][] = [
    ["Generations", e.counts.cancelled ? `${e.generations} (${e.counts.cancelled} cancelled)` : e.generations],
    ["First-time pass rate", percent(e.firstTimePassRate, e.firstTimePasses, e.decided)],
    ["Rewrite rate", percent(e.rewriteRate, e.rewritten, e.decided)],
    [GENERATION_OUTCOME_LABELS.saved, e.counts.saved],
    [GENERATION_OUTCOME_LABELS.refused, e.counts.refused],
    [GENERATION_OUTCOME_LABELS.timeout, e.counts.timeout],
    [`${GENERATION_OUTCOME_LABELS["engine-error"]}s`, e.counts["engine-error"]],
    [
      "Time to first shown paragraph",
      e.firstText.samples
        ? `median ${seconds(e.firstText.medianMs)}, p90 ${seconds(e.firstText.p90Ms)} (${e.firstText.samples} streamed)`
        : "— (none streamed)",
    ],
  ];
  return (
    <article className="card outcome-card" data-engine={e.engine}>
      <h4 className="mono">{e.engine}</h4>
      <dl className="outcome-figures">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h5>Refusals by check</h5>
      {e.refusalsByCheck.length ? (
        <ul className="outcome-list">
          {e.refusalsByCheck.map((c) => (
            <li key={c.id}>
              <span className="mono">{c.id}</span>: {c.count}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">No draft refused.</p>
      )}
      {e.safetyFamilies.length ? (
        <>
          <h5>Safety review refusals</h5>
          <ul className="outcome-list">
            {e.safetyFamilies.map((f) => (
              <li key={f.family}>
                {familyLabel(f.family)}: {f.count}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </article>
  );
}

export function GenerationOutcomes({ outcomes }: { outcomes: GenerationOutcomesJson }) {
  const empty = outcomes.windows.every((w) => w.engines.length === 0);
  return (
    <section className="card generation-outcomes" aria-labelledby="generation-outcomes-title">
      <h2 id="generation-outcomes-title">Generation outcomes</h2>
      <p className="muted">
        Every story started, saved or not. Rates are of the generations that ended in a verdict (cancelled ones left out); a first-time pass is a story saved
        from its first draft.
      </p>
      {empty ? (
        <p data-testid="outcomes-empty">No generations recorded yet. Each story written from now on is recorded here, whether it is saved or not.</p>
      ) : (
        outcomes.windows.map((w) => (
          <section key={w.days} aria-labelledby={`outcomes-${w.days}-title`} data-window-days={w.days}>
            <h3 id={`outcomes-${w.days}-title`}>Last {w.days} days</h3>
            {w.engines.length ? (
              <div className="outcome-cards">
                {w.engines.map((e) => (
                  <EngineCard key={e.engine} e={e} />
                ))}
              </div>
            ) : (
              <p className="muted">Nothing recorded in the last {w.days} days.</p>
            )}
          </section>
        ))
      )}
    </section>
  );
}
