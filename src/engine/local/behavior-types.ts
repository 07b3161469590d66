/**
 * The shape of one behavior's story material. Sentences are templates (see compose.ts).
 * Unit prefixes: "?" = optional (used to fit the age band's length), "+" = optional, ages 6-10 only.
 */
export interface BehaviorData {
  /** The behavior in words a child understands ("big, stormy tantrums"). */
  childTerms: string;
  /** The feeling named in the story: [ages 2-5, ages 6-10]. */
  feel: [string, string];
  /** Bedtime stories must end sleepy and calm. */
  calmEnding?: boolean;
  strategy: {
    /** The strategy's short name, used consistently in every story about this behavior. */
    name: string;
    /** A short, repeatable line (the refrain for ages 2-3). */
    refrain: string;
    /** Words that show the strategy in the text (lower-case stems). */
    keywords: string[];
  };
  titles: string[];
  /** What the child did, for praise: "You {praise}!" */
  praise: string[];
  trigger: string[][];
  body: string[];
  why: string[][];
  teach: string[][];
  fail: string[][];
  success: string[][];
  later: string[][];
  lesson: string[];
}
