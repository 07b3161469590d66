/**
 * The story report card: the quality checks every story passes through (docs/STORY_QUALITY.md),
 * with scores and metrics — for admins (/admin/quality). Parents see StoryHighlights instead.
 */
interface Check {
  id: string;
  label: string;
  status: "pass" | "warn" | "fail";
  detail: string;
}
interface Report {
  passed?: boolean;
  score?: number;
  checks?: Check[];
  metrics?: Partial<Record<string, number>>;
  attempts?: number;
}

const STATUS_TEXT = { pass: "Pass", warn: "Warning", fail: "Fail" } as const;

const METRICS: Array<{ key: string; label: string; format?: (n: number) => string }> = [
  { key: "words", label: "Words" },
  { key: "paragraphs", label: "Paragraphs" },
  { key: "sentences", label: "Sentences" },
  { key: "avgSentenceLength", label: "Average sentence length", format: (n) => `${n.toFixed(1)} words` },
  { key: "longSentences", label: "Sentences over 25 words" },
  { key: "readingGrade", label: "Reading grade (Flesch–Kincaid)", format: (n) => n.toFixed(1) },
  { key: "describingToDirecting", label: "Describing to directing sentences", format: (n) => `${n.toFixed(1)} to 1` },
];

function asReport(value: unknown): Report | null {
  if (!value || typeof value !== "object") return null;
  return value as Report;
}

export function ReportCard({ report: raw, open }: { report: unknown; open?: boolean }) {
  const report = asReport(raw);
  if (!report) return null;
  const checks = Array.isArray(report.checks) ? report.checks : [];
  const metrics = report.metrics ?? {};
  const counts = { pass: 0, warn: 0, fail: 0 };
  for (const c of checks) if (c.status in counts) counts[c.status] += 1;
  return (
    <details className="card report-card" open={open}>
      <summary>
        <span className="report-card-heading">Story report card</span>
        {typeof report.score === "number" ? (
          <span className={`report-score${report.passed === false ? " report-score-failed" : ""}`}>Score {Math.round(report.score)}/100</span>
        ) : null}
        <span className="report-counts muted">
          {counts.pass} passed{counts.warn ? `, ${counts.warn} ${counts.warn === 1 ? "warning" : "warnings"}` : ""}
          {counts.fail ? `, ${counts.fail} failed` : ""}
        </span>
      </summary>
      <p className="muted">
        Every story is checked against our writing guidelines for children's behavior stories: length for the age, sentence length, a named feeling, a strategy
        that is tried, a hopeful ending, and no shaming or frightening words.
      </p>
      {checks.length ? (
        <ul className="report-checks">
          {checks.map((c) => (
            <li key={c.id} className={`report-check report-${c.status}`}>
              <span className="report-status">{STATUS_TEXT[c.status] ?? c.status}</span>
              <span className="report-label">{c.label}</span>
              <span className="report-detail">{c.detail}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <dl className="report-metrics">
        {METRICS.filter((m) => typeof metrics[m.key] === "number").map((m) => (
          <div key={m.key} className="report-metric">
            <dt>{m.label}</dt>
            <dd>{m.format ? m.format(metrics[m.key]!) : String(metrics[m.key])}</dd>
          </div>
        ))}
        {typeof report.attempts === "number" ? (
          <div className="report-metric">
            <dt>Drafts written</dt>
            <dd>{report.attempts}</dd>
          </div>
        ) : null}
      </dl>
    </details>
  );
}
