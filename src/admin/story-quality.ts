/**
 * The team's view of story quality (admins only): the full technical report card per story, and
 * pass rates per behavior. Parents see plain words instead (storyHighlights).
 */
import { desc, eq } from "drizzle-orm";
import { stories } from "../../db/schema";
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
      topIssues: [...g.issues.entries()].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([id, count]) => ({ id, count })),
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
  return { byBehavior, recent };
}

export async function storyQualityDetail(deps: Deps, id: number) {
  const [story] = await deps.db.select().from(stories).where(eq(stories.id, id)).limit(1);
  if (!story) throw new HttpError(404, "not_found", "Story not found");
  return story;
}
