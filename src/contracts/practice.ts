/**
 * The practice loop (issue 28), as the server, the pages and API callers all see it, defined once.
 * Browser-safe: no server imports.
 *
 * A story made for a saved child makes its plan (the strategy's name and steps) that child's current
 * practice; once a day the parent says how it went: one check-in per child per day, in the parent's
 * own time zone, changeable that day.
 */

/** The three answers to "How did it go today?", in the order the buttons show them. */
export const CHECK_IN_OUTCOMES = ["used", "hard", "not"] as const;
export type CheckInOutcome = (typeof CHECK_IN_OUTCOMES)[number];
export const isCheckInOutcome = (v: unknown): v is CheckInOutcome => typeof v === "string" && (CHECK_IN_OUTCOMES as readonly string[]).includes(v);

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
  chartTitle: "The last 30 days",
  reminderHeading: "Add an evening reminder to my calendar",
  reminderTime: "Remind me at",
  reminderButton: "Download the reminder (.ics)",
  reminderHint: "A daily event in your calendar app, with a link to today's check-in. No e-mail, nothing to sign up for.",
  csv: "Download check-ins (CSV)",
  summary: "Download a summary to share (PDF)",
  summaryHint: "An A4 summary for a teacher, therapist or doctor: the plan, the dates, the last 30 days, every check-in and note.",
  offerPractice: (name: string, days: number) => `The plan was hard, or didn't happen, on ${days} of the last 7 evenings. That's normal while a plan is new. Another story about the same moment gives ${name} one more go at it, at a calm time.`,
  offerPracticeButton: "Make another story about this",
  offerNext: (name: string, days: number) => `${name} used the plan on ${days} of the last 7 evenings. That's worth celebrating! When you're ready, pick the next thing to work on.`,
  offerNextButton: "Make a story for something new",
  bookmark: "Tip: add this page to your phone's home screen to check in with one tap each evening.",
} as const;

/**
 * The stories that adapt to the practice (issue 28): "practice" — the same plan in a new situation,
 * its first step made smaller; "you-did-it" — the child shows the plan to someone else.
 */
export const PRACTICE_STORY_KINDS = ["practice", "you-did-it"] as const;
export type PracticeStoryKind = (typeof PRACTICE_STORY_KINDS)[number];
export const isPracticeStoryKind = (v: unknown): v is PracticeStoryKind => typeof v === "string" && (PRACTICE_STORY_KINDS as readonly string[]).includes(v);

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
