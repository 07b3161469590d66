/**
 * The team's view of story quality (admins only): how every generation ended (recorded outcomes, ADR
 * 022: first-time pass rate, rewrites, refusals by check, time to the first shown paragraph), the full
 * technical report card per saved story, and report-card pass rates per behavior. Parents see plain
 * words instead (storyHighlights).
 */
import { desc, eq, gte } from "drizzle-orm";
import { generationOutcomes, stories } from "../../db/schema";
import {
  GENERATION_OUTCOMES,
  QUALITY_WINDOWS_DAYS,
  TOP_REFUSAL_CHECKS,
  type EngineOutcomesJson,
  type GenerationOutcome,
  type GenerationOutcomesJson,
} from "../contracts/generation-outcome";
import type { Deps } from "../deps";
import { HttpError } from "../http/errors";
import type { QualityReport } from "../engine/types";

export interface BehaviorQualityRow {
  behavior: string;
  stories: number;
  passed: number;
  /** 0–100, rounded. */
  passRate: number;
  averageScore: number;
  /** Checks that failed or warned most often, with counts. */
  topIssues: Array<{ id: string; count: number }>;
}

export interface StoryQualityRow {
  id: number;
  title: string;
  behavior: string;
  childAge: string;
  engine: string | null;
  createdAt: string;
  score: number | null;
  passed: boolean | null;
  attempts: number | null;
  issues: string[];
}

export interface StoryQualityOverview {
  /** From every recorded generation, saved or not (the saved stories alone always pass). */
  outcomes: GenerationOutcomesJson;
  byBehavior: BehaviorQualityRow[];
  recent: StoryQualityRow[];
}

type StoredReport = QualityReport & { attempts?: number };

function asReport(value: unknown): StoredReport | null {
  return value && typeof value === "object" && Array.isArray((value as StoredReport).checks) ? (value as StoredReport) : null;
}

export async function storyQuality(deps: Deps, recentLimit = 50): Promise<StoryQualityOverview> {
  const rows = await deps.db
    .select({
      id: stories.id,
      title: stories.title,
      behavior: stories.behavior,
      childAge: stories.childAge,
      engine: stories.engine,
      createdAt: stories.createdAt,
      qualityReport: stories.qualityReport,
    })
    .from(stories)
    .orderBy(desc(stories.createdAt), desc(stories.id));
  const groups = new Map<string, { n: number; passed: number; score: number; issues: Map<string, number> }>();
  for (const r of rows) {
    const report = asReport(r.qualityReport);
    const g = groups.get(r.behavior) ?? { n: 0, passed: 0, score: 0, issues: new Map() };
    g.n++;
    if (report?.passed) g.passed++;
    g.score += report?.score ?? 0;
    for (const c of report?.checks ?? []) if (c.status !== "pass") g.issues.set(c.id, (g.issues.get(c.id) ?? 0) + 1);
    groups.set(r.behavior, g);
  }
  const byBehavior = [...groups.entries()]
    .map(([behavior, g]) => ({
      behavior,
      stories: g.n,
      passed: g.passed,
      passRate: Math.round((100 * g.passed) / g.n),
      averageScore: Math.round(g.score / g.n),
      topIssues: [...g.issues.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([id, count]) => ({ id, count })),
    }))
    .sort((a, b) => a.behavior.localeCompare(b.behavior));
  const recent = rows.slice(0, recentLimit).map((r) => {
    const report = asReport(r.qualityReport);
    return {
      id: r.id,
      title: r.title,
      behavior: r.behavior,
      childAge: r.childAge,
      engine: r.engine,
      createdAt: r.createdAt.toISOString(),
      score: report?.score ?? null,
      passed: report?.passed ?? null,
      attempts: report?.attempts ?? null,
      issues: (report?.checks ?? []).filter((c) => c.status !== "pass").map((c) => `${c.status}: ${c.label}`),
    };
  });
  return { outcomes: await generationOutcomesOverview(deps), byBehavior, recent };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Nearest-rank percentile of sorted numbers (p in 0–100). */
function percentile(sorted: number[], p: number): number | null {
  if (!sorted.length) return null;
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const rate = (n: number, of: number) => (of ? Math.round((100 * n) / of) : null);

function topCounts(values: string[], limit: number): Array<[string, number]> {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, limit);
}

type OutcomeRow = Pick<typeof generationOutcomes.$inferSelect, "engine" | "outcome" | "attempts" | "refusals" | "safetyFamilies" | "firstTextMs" | "createdAt">;

function engineOutcomes(engine: string, rows: OutcomeRow[]): EngineOutcomesJson {
  const counts = Object.fromEntries(GENERATION_OUTCOMES.map((o) => [o, 0])) as Record<GenerationOutcome, number>;
  for (const r of rows) counts[r.outcome]++;
  const decided = rows.length - counts.cancelled;
  const firstTimePasses = rows.filter((r) => r.outcome === "saved" && r.attempts <= 1).length;
  const rewritten = rows.filter((r) => r.outcome !== "cancelled" && r.attempts > 1).length;
  const firstText = rows
    .map((r) => r.firstTextMs)
    .filter((ms): ms is number => ms !== null)
    .sort((a, b) => a - b);
  return {
    engine,
    generations: rows.length,
    decided,
    counts,
    firstTimePasses,
    firstTimePassRate: rate(firstTimePasses, decided),
    rewritten,
    rewriteRate: rate(rewritten, decided),
    refusalsByCheck: topCounts(
      rows.flatMap((r) => (r.refusals ?? []).flat()),
      TOP_REFUSAL_CHECKS,
    ).map(([id, count]) => ({ id, count })),
    safetyFamilies: topCounts(
      rows.flatMap((r) => r.safetyFamilies ?? []),
      Infinity,
    ).map(([family, count]) => ({ family, count })),
    firstText: { samples: firstText.length, medianMs: percentile(firstText, 50), p90Ms: percentile(firstText, 90) },
  } satisfies EngineOutcomesJson;
}

/** Recorded outcomes over the last 7 and 30 days, per engine (by name). */
export async function generationOutcomesOverview(deps: Deps): Promise<GenerationOutcomesJson> {
  const now = deps.now().getTime();
  const longest = Math.max(...QUALITY_WINDOWS_DAYS);
  const rows: OutcomeRow[] = await deps.db
    .select({
      engine: generationOutcomes.engine,
      outcome: generationOutcomes.outcome,
      attempts: generationOutcomes.attempts,
      refusals: generationOutcomes.refusals,
      safetyFamilies: generationOutcomes.safetyFamilies,
      firstTextMs: generationOutcomes.firstTextMs,
      createdAt: generationOutcomes.createdAt,
    })
    .from(generationOutcomes)
    .where(gte(generationOutcomes.createdAt, new Date(now - longest * DAY_MS)));
  return {
    windows: QUALITY_WINDOWS_DAYS.map((days) => {
      const since = now - days * DAY_MS;
      const byEngine = new Map<string, OutcomeRow[]>();
      for (const r of rows) {
        if (r.createdAt.getTime() < since) continue;
        const list = byEngine.get(r.engine) ?? [];
        list.push(r);
        byEngine.set(r.engine, list);
      }
      const engines = [...byEngine.entries()].sort((a, b) => a[0].localeCompare(b[0])).map(([engine, list]) => engineOutcomes(engine, list));
      return { days, engines };
    }),
  } satisfies GenerationOutcomesJson;
}

export async function storyQualityDetail(deps: Deps, id: number) {
  const [story] = await deps.db.select().from(stories).where(eq(stories.id, id)).limit(1);
  if (!story) throw new HttpError(404, "not_found", "Story not found");
  return story;
}
