/**
 * The practice loop (issue 28), as the server, the pages and API callers all see it, defined once.
 * Browser-safe: no server imports.
 *
 * A story made for a saved child makes its plan (the strategy's name and steps) that child's current
 * practice; once a day the parent says how it went: one check-in per child per day, in the parent's
 * own time zone, changeable that day.
 */
import type { BehaviorId } from "./catalog";

/** The three answers to "How did it go today?", in the order the buttons show them. */
export const CHECK_IN_OUTCOMES = ["used", "hard", "not"] as const;
export type CheckInOutcome = (typeof CHECK_IN_OUTCOMES)[number];
export const isCheckInOutcome = (v: unknown): v is CheckInOutcome => typeof v === "string" && (CHECK_IN_OUTCOMES as readonly string[]).includes(v);

/**
 * The stories that adapt to the practice (issue 28): "practice" — the same plan in a new situation,
 * its first step made smaller; "you-did-it" — the child shows the plan to someone else.
 */
export const PRACTICE_STORY_KINDS = ["practice", "you-did-it"] as const;
export type PracticeStoryKind = (typeof PRACTICE_STORY_KINDS)[number];
export const isPracticeStoryKind = (v: unknown): v is PracticeStoryKind => typeof v === "string" && (PRACTICE_STORY_KINDS as readonly string[]).includes(v);
/**
 * A story's plan keeps which adaptive story it was (the stored JSON's `practiceStory`), so its page and the
 * library can say "A practice story for the Sleepy Wind-Down"; older plans have none.
 */
export const withPracticeKind = <P extends object>(plan: P, kind: PracticeStoryKind): P => ({ ...plan, practiceStory: kind });
export const practiceKindOf = (plan: unknown): PracticeStoryKind | null => {
  const kind = plan && typeof plan === "object" ? (plan as { practiceStory?: unknown }).practiceStory : undefined;
  return isPracticeStoryKind(kind) ? kind : null;
};

/** The message for an API caller's (or a tampered form's) unknown kind. */
export const PRACTICE_STORY_MESSAGE = `practiceStory must be one of: ${PRACTICE_STORY_KINDS.join(", ")} (or left out for an ordinary story).`;

/**
 * After most evenings "used the plan", the next behavior the offer suggests: one that builds on what the
 * child just practiced (calming down, then waiting; saying goodnight, then saying goodbye…). A custom
 * situation has none: the offer opens the form to pick.
 */
export const NEXT_BEHAVIOR: Record<BehaviorId, BehaviorId> = {
  aggression: "not-sharing",
  bedtime: "separation",
  defiance: "transitions",
  disobedience: "transitions",
  fear: "shyness",
  interrupting: "patience",
  lying: "manners",
  manners: "not-sharing",
  messiness: "transitions",
  "nail-biting": "fear",
  "not-sharing": "siblings",
  patience: "interrupting",
  "screen-time": "transitions",
  separation: "shyness",
  shyness: "manners",
  siblings: "patience",
  tantrums: "patience",
  toileting: "bedtime",
  transitions: "messiness",
  whining: "manners",
};

/** The story form's address for a saved child, optionally one of these stories or a behavior. */
export function storyFormHref(childId: number, opts: { practiceStory?: PracticeStoryKind; behavior?: string } = {}): string {
  const q = new URLSearchParams({ child: String(childId) });
  if (opts.practiceStory) q.set("practice", opts.practiceStory);
  if (opts.behavior) q.set("behavior", opts.behavior);
  return `/behaviors?${q.toString()}`;
}

/** The steps a practice shows and its printed chart lists: the plan's own steps, as the story has them. */
export const practiceSteps = (plan: { strategy: { steps: string[] } }): string[] => plan.strategy.steps;

/** How the practice's days are labeled, on the printed chart's columns and the digital strip's days: day 1 is the day the story was made. */
export const practiceDayLabel = (n: number) => `Day ${n}`;
/** The printed chart's days (one week). */
export const PRACTICE_CHART_DAYS = 7;

export const CHECK_IN_COPY = {
  question: "How did it go today?",
  outcomes: { used: "Used the plan", hard: "Tried, it was hard", not: "Not today" } satisfies Record<CheckInOutcome, string>,
  /** Short words for the strip's and the chart's labels and the CSV. */
  short: { used: "used the plan", hard: "tried, it was hard", not: "not today" } satisfies Record<CheckInOutcome, string>,
  noteLabel: "A short note (optional)",
  notePlaceholder: "e.g. Did the first two steps without help",
  saved: "Saved for today. You can change it until midnight.",
  changeHint: "Tap another answer to change today's.",
  none: "No check-in",
  practicing: "Practicing",
  noPractice: "No plan to practice yet. Make a story for this child and its plan becomes this week's practice.",
  stripTitle: "The last 14 days",
  /** Under the strip: how its days line up with the printed chart's columns. */
  stripDayOne: (date: string) => `Day 1 was ${date}, the day the story was made. The practice chart in the story's PDF counts its days the same way.`,
  chartTitle: "The last 30 days",
  reminderHeading: "Add an evening reminder to my calendar",
  reminderTime: "Remind me at",
  reminderButton: "Download the reminder (.ics)",
  reminderHint: "A daily event in your calendar app, with a link to today's check-in. No e-mail, nothing to sign up for.",
  csv: "Download check-ins (CSV)",
  summary: "Download a summary to share (PDF)",
  summaryHint: "An A4 summary for a teacher, therapist or doctor: the plan, the dates, the last 30 days, every check-in and note.",
  offerPractice: (name: string, days: number) =>
    `The plan was hard, or didn't happen, on ${days} of the last 7 evenings. That's normal while a plan is new. A practice story gives ${name} the same plan in a new moment, starting with a smaller first step.`,
  offerPracticeButton: "Make a practice story",
  offerYouDidIt: (name: string, days: number) =>
    `${name} used the plan on ${days} of the last 7 evenings. That's worth celebrating! A you-did-it story shows ${name} teaching the plan to someone else.`,
  offerYouDidItButton: "Make a you-did-it story",
  /** The suggested next behavior's link ("Ready for something new? A story about patience"). */
  offerNextBehavior: (label: string) => `Ready for something new? A story about ${label.toLowerCase()}`,
  offerNextForm: "Ready for something new? Pick the next thing to work on",
  offerAnother: "Or just write another story",
  /** The story form's line when it will make one of these stories (the plan's name as practiceName gives it). */
  formLine: {
    practice: (name: string, plan: string) => `This will be a practice story: ${plan} again for ${name}, in a new moment, starting with a smaller first step.`,
    "you-did-it": (name: string, plan: string) => `This will be a you-did-it story: ${name} shows ${plan} to someone else.`,
  } satisfies Record<PracticeStoryKind, (name: string, plan: string) => string>,
  formLineOrdinary: "Make an ordinary story instead",
  /** What a story page and the library say about one of these stories: "A practice story for the Sleepy Wind-Down". */
  storyKind: { practice: (plan: string) => `A practice story for ${plan}`, "you-did-it": (plan: string) => `A you-did-it story for ${plan}` } satisfies Record<
    PracticeStoryKind,
    (plan: string) => string
  >,
  bookmark: "Tip: add this page to your phone's home screen to check in with one tap each evening.",
} as const;

/** The note's limit, said once (the form's maxLength, the server's check and its message). */
export const CHECK_IN_NOTE_MAX = 140;

export const CHECK_IN_MESSAGES = {
  outcome: `Please choose one: ${CHECK_IN_OUTCOMES.map((o) => CHECK_IN_COPY.outcomes[o]).join(", ")}.`,
  note: `Please keep the note to ${CHECK_IN_NOTE_MAX} characters.`,
  timeZone: "That time zone is not one we know. Please reload the page and try again.",
  day: "Check-ins are for today. Please reload the page and try again.",
  time: "Please pick a time like 19:30.",
} as const;

/** A check-in as GET/POST /api/children/{id}/check-ins answer it. */
export interface CheckInJson {
  /** The parent's calendar day, YYYY-MM-DD, in their time zone. */
  day: string;
  outcome: CheckInOutcome;
  note: string | null;
  /** The plan being practiced that day (its name), null when there was none. */
  planName: string | null;
  /** The time zone the day was counted in (IANA name, e.g. "Europe/Berlin"). */
  timeZone: string;
  updatedAt: string;
}

/** A child's current practice: the plan of their newest story that has one. */
export interface PracticeJson {
  storyId: number;
  storyTitle: string;
  planName: string;
  steps: string[];
  /** The behavior the plan's story was about (a catalog id, or "custom"). */
  behavior: string;
  /** Day 1 is the day the story was made (in the parent's zone). */
  day: number;
  since: string;
}

/** GET /api/children/{id}/check-ins: the practice, today's date as counted, and the last 30 days' check-ins. */
export interface CheckInsJson {
  practice: PracticeJson | null;
  today: string;
  timeZone: string;
  checkIns: CheckInJson[];
}

/** When the time zone is not known (no JavaScript, and none saved with an earlier check-in). */
export const FALLBACK_TIME_ZONE = "UTC";

export const childPageHref = (childId: number) => `/children/${childId}`;
export const checkInPageHref = (childId: number) => `/children/${childId}/today`;
export const checkInAction = (childId: number) => `/children/${childId}/check-in`;
export const checkInsApiUrl = (childId: number) => `/api/children/${childId}/check-ins`;
export const checkInsCsvHref = (childId: number) => `/children/${childId}/check-ins.csv`;
export const reminderHref = (childId: number) => `/children/${childId}/reminder.ics`;
export const summaryPdfHref = (childId: number) => `/children/${childId}/summary.pdf`;
export const chartSvgHref = (childId: number) => `/children/${childId}/chart.svg`;
