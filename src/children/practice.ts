import { and, asc, countDistinct, desc, eq, gte, isNotNull, lte } from "drizzle-orm";
import { checkIns, stories, type CheckIn, type Child } from "../../db/schema";
import type { Deps } from "../deps";
import { HttpError } from "../http/errors";
import { storySaved } from "../stories/library";
import { csvText } from "../lib/csv";
import {
  CHECK_IN_COPY,
  CHECK_IN_MESSAGES,
  CHECK_IN_NOTE_MAX,
  FALLBACK_TIME_ZONE,
  isCheckInOutcome,
  NEXT_BEHAVIOR,
  type CheckInJson,
  type CheckInOutcome,
  type PracticeJson,
  type PracticeStoryKind,
  practiceSteps,
} from "../contracts/practice";
import { addDays, dayIn, daysBetween, isDay, isTimeZone } from "./dates";
import { isBehaviorId } from "../contracts/catalog";
import { getOwnChild } from "./children";

/** The practice loop's server side (issue 28): a child's current practice and their daily check-ins. */

/** The plan's name as a sentence reads it: "the Sleepy Wind-Down" (a name without "the" is kept as it is). */
export function practiceName(name: string): string {
  const bare = name.trim().replace(/^the\s+/i, "");
  const title = bare.charAt(0).toUpperCase() + bare.slice(1);
  return /^the\s/i.test(name.trim()) ? `the ${title}` : title;
}

/**
 * The zone a parent's days are counted in: the one the browser sent, else the one saved with their
 * newest check-in (the account's last known zone), else UTC.
 */
export async function parentTimeZone(deps: Deps, userId: string, sent?: unknown): Promise<string> {
  if (isTimeZone(sent)) return sent;
  const [last] = await deps.db
    .select({ zone: checkIns.timeZone })
    .from(checkIns)
    .where(eq(checkIns.userId, userId))
    .orderBy(desc(checkIns.updatedAt), desc(checkIns.id))
    .limit(1);
  return last && isTimeZone(last.zone) ? last.zone : FALLBACK_TIME_ZONE;
}

/** Today in the parent's zone. */
export const todayIn = (deps: Deps, zone: string) => dayIn(zone, deps.now());

/** Each child's current practice: the plan of their newest saved story that has one (none: absent). */
export async function practices(deps: Deps, userId: string, kids: Pick<Child, "id">[], zone: string): Promise<Map<number, PracticeJson>> {
  const out = new Map<number, PracticeJson>();
  const today = todayIn(deps, zone);
  await Promise.all(
    kids.map(async (kid) => {
      const [s] = await deps.db
        .select({ id: stories.id, title: stories.title, plan: stories.plan, createdAt: stories.createdAt, behavior: stories.behavior })
        .from(stories)
        .where(and(eq(stories.userId, userId), eq(stories.childId, kid.id), isNotNull(stories.plan), storySaved))
        .orderBy(desc(stories.createdAt), desc(stories.id))
        .limit(1);
      if (!s?.plan) return;
      const since = dayIn(zone, s.createdAt);
      out.set(kid.id, {
        storyId: s.id,
        storyTitle: s.title,
        planName: practiceName(s.plan.strategy.name),
        steps: practiceSteps(s.plan),
        behavior: s.behavior,
        day: Math.max(1, daysBetween(since, today) + 1),
        since,
      });
    }),
  );
  return out;
}

export function checkInJson(r: CheckIn): CheckInJson {
  return { day: r.day, outcome: r.outcome, note: r.note ?? null, planName: r.planName ?? null, timeZone: r.timeZone, updatedAt: r.updatedAt.toISOString() };
}

/** A child's check-ins from `from` to `to` (days, inclusive), oldest first. The child must be the parent's. */
export async function listCheckIns(deps: Deps, userId: string, childId: number, from: string, to: string): Promise<CheckIn[]> {
  return deps.db
    .select()
    .from(checkIns)
    .where(and(eq(checkIns.userId, userId), eq(checkIns.childId, childId), gte(checkIns.day, from), lte(checkIns.day, to)))
    .orderBy(asc(checkIns.day));
}

/** Every check-in of a child, oldest first (the CSV). */
export async function allCheckIns(deps: Deps, userId: string, childId: number): Promise<CheckIn[]> {
  return deps.db
    .select()
    .from(checkIns)
    .where(and(eq(checkIns.userId, userId), eq(checkIns.childId, childId)))
    .orderBy(asc(checkIns.day));
}

export interface CheckInInput {
  outcome: CheckInOutcome;
  note: string | null;
  timeZone?: string;
  day?: string;
}

/** A check-in as posted (form or JSON): 400 with one message per field when it is not right. */
export function parseCheckIn(raw: unknown): CheckInInput {
  const body = raw && typeof raw === "object" && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const fields: Record<string, string> = {};
  if (!isCheckInOutcome(body.outcome)) fields.outcome = CHECK_IN_MESSAGES.outcome;
  let note: string | null = null;
  if (body.note !== undefined && body.note !== null && body.note !== "") {
    if (typeof body.note !== "string") fields.note = CHECK_IN_MESSAGES.note;
    else {
      // One line, no control characters: it is shown in a chart's tooltip and a CSV cell.
      note =
        body.note
          .replace(/[\u0000-\u001f\u007f]+/g, " ")
          .replace(/\s+/g, " ")
          .trim() || null;
      if (note && [...note].length > CHECK_IN_NOTE_MAX) fields.note = CHECK_IN_MESSAGES.note;
    }
  }
  const blank = (v: unknown) => v === undefined || v === null || v === "";
  if (!blank(body.timeZone) && !isTimeZone(body.timeZone)) fields.timeZone = CHECK_IN_MESSAGES.timeZone;
  if (!blank(body.day) && !isDay(body.day)) fields.day = CHECK_IN_MESSAGES.day;
  if (Object.keys(fields).length) throw new HttpError(400, "invalid_input", Object.values(fields)[0]!, fields);
  return {
    outcome: body.outcome as CheckInOutcome,
    note,
    timeZone: blank(body.timeZone) ? undefined : (body.timeZone as string),
    day: blank(body.day) ? undefined : (body.day as string),
  };
}

/**
 * Save today's check-in for a child (one per child per day; a second one that day replaces the first).
 * The day is the parent's today in their zone. The browser may send its own calendar day: it is taken
 * when it is within a day of the server's count (a phone's clock, or a zone edge at midnight), so a
 * check-in is always about today, never a day long past.
 */
export async function saveCheckIn(deps: Deps, userId: string, childId: number, input: CheckInInput): Promise<CheckIn> {
  const child = await getOwnChild(deps, userId, childId);
  const zone = await parentTimeZone(deps, userId, input.timeZone);
  const today = todayIn(deps, zone);
  if (input.day && Math.abs(daysBetween(today, input.day)) > 1)
    throw new HttpError(400, "invalid_input", CHECK_IN_MESSAGES.day, { day: CHECK_IN_MESSAGES.day });
  const day = input.day ?? today;
  const practice = (await practices(deps, userId, [child], zone)).get(child.id);
  const now = deps.now();
  const values = {
    outcome: input.outcome,
    note: input.note,
    planName: practice?.planName ?? null,
    storyId: practice?.storyId ?? null,
    timeZone: zone,
    updatedAt: now,
  };
  const [row] = await deps.db
    .insert(checkIns)
    .values({ userId, childId: child.id, day, ...values, createdAt: now })
    .onConflictDoUpdate({ target: [checkIns.childId, checkIns.day], set: values })
    .returning();
  return row!;
}

/** The days a strip or chart shows, ending today (or the newest check-in when the phone's day is ahead). */
export function lastDay(today: string, rows: Pick<CheckIn, "day">[]): string {
  const newest = rows.reduce((m, r) => (r.day > m ? r.day : m), today);
  return daysBetween(today, newest) <= 1 ? newest : today;
}

/** A child's check-ins as a CSV file: date, answer, note, plan, time zone. */
export function checkInsCsv(rows: CheckIn[]): string {
  return csvText(
    ["date", "how_it_went", "note", "plan", "time_zone"],
    rows.map((r) => [r.day, CHECK_IN_COPY.outcomes[r.outcome], r.note ?? "", r.planName ?? "", r.timeZone]),
  );
}

/** The file name for a child's CSV: "maya-check-ins.csv". */

/** Admin's only view of check-ins: how many families checked in during the last 7 days (a total). */
export async function familiesCheckingIn(deps: Deps, days = 7): Promise<number> {
  const since = new Date(deps.now().getTime() - days * 86_400_000);
  const [row] = await deps.db
    .select({ n: countDistinct(checkIns.userId) })
    .from(checkIns)
    .where(gte(checkIns.updatedAt, since));
  return row?.n ?? 0;
}

/** The first and last day of a window of `count` days ending `last`. */
export const windowOf = (last: string, count: number) => ({ from: addDays(last, -(count - 1)), to: last });

/**
 * What a child's practice pages show: the practice, the window's check-ins, the day shown as today and
 * its answer. `day` (the day a check-in was just saved for, from the redirect) is shown as today when it
 * is within a day of the server's count, as saveCheckIn takes it.
 */
export async function childProgress(deps: Deps, userId: string, child: Pick<Child, "id">, zone: string, count: number, day?: unknown) {
  const today = todayIn(deps, zone);
  // The window reaches one day past today: a phone a day ahead of the server still sees its own check-in.
  const [practice, rows] = await Promise.all([
    practices(deps, userId, [child], zone),
    listCheckIns(deps, userId, child.id, addDays(today, -count), addDays(today, 1)),
  ]);
  const last = isDay(day) && Math.abs(daysBetween(today, day)) <= 1 ? day : lastDay(today, rows);
  const shown = rows.filter((r) => r.day > addDays(last, -count) && r.day <= last);
  const current = shown.find((r) => r.day === last) ?? null;
  return { practice: practice.get(child.id) ?? null, today, last, rows: shown.map(checkInJson), current: current ? checkInJson(current) : null };
}

/** What the check-ins suggest next (issue 28): a practice story after hard days, a you-did-it story (and the next behavior) after good ones. */
export type PracticeOffer = {
  kind: PracticeStoryKind;
  days: number /** After good days: the behavior to suggest next (none after a custom situation). */;
  nextBehavior?: string;
};

/**
 * Over the last 7 days of the current plan: 3 or more evenings that were hard or did not happen (at least
 * 2 of them hard) → a practice story (the same plan, a smaller first step); 5 or more "used the plan" →
 * a you-did-it story, and the next behavior. Nothing before there are 3 check-ins for the plan.
 */
export function practiceOffer(
  practice: (Pick<PracticeJson, "planName"> & Partial<Pick<PracticeJson, "behavior">>) | null,
  rows: Pick<CheckInJson, "day" | "outcome" | "planName">[],
  last: string,
): PracticeOffer | null {
  if (!practice) return null;
  const week = rows.filter((r) => r.planName === practice.planName && r.day > addDays(last, -7) && r.day <= last);
  if (week.length < 3) return null;
  const used = week.filter((r) => r.outcome === "used").length;
  const hard = week.filter((r) => r.outcome === "hard").length;
  if (used >= 5) {
    const next = practice.behavior && isBehaviorId(practice.behavior) ? NEXT_BEHAVIOR[practice.behavior] : undefined;
    return { kind: "you-did-it", days: used, ...(next ? { nextBehavior: next } : {}) };
  }
  if (hard >= 2 && week.length - used >= 3) return { kind: "practice", days: week.length - used };
  return null;
}

/**
 * The story a practice comes from, for a practice or you-did-it story (issue 28): its behavior, the
 * parent's own situation when it was custom, its theme, and its plan's name and steps. Null when the
 * child has no practice (or is not the parent's).
 */
export async function practiceSource(deps: Deps, userId: string, childId: number) {
  const [s] = await deps.db
    .select({ id: stories.id, plan: stories.plan, behavior: stories.behavior, customBehavior: stories.customBehavior, theme: stories.theme })
    .from(stories)
    .where(and(eq(stories.userId, userId), eq(stories.childId, childId), isNotNull(stories.plan), storySaved))
    .orderBy(desc(stories.createdAt), desc(stories.id))
    .limit(1);
  if (!s?.plan) return null;
  return {
    storyId: s.id,
    behavior: s.behavior,
    customBehavior: s.customBehavior ?? null,
    theme: s.theme,
    plan: { name: s.plan.strategy.name, steps: practiceSteps(s.plan) },
    planName: practiceName(s.plan.strategy.name),
  };
}
