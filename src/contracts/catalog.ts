/**
 * The one definition of the story catalog: behaviors, themes and age bands.
 * The story form, the validator, the engines, the behavior guide and the tests all import from here.
 */

export const AGE_BANDS = ["2-3", "4-5", "6-7", "8-10"] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

/** The ages the stories are for, from the youngest band's start to the oldest band's end: "2-10". */
const AGE_MIN = Number(AGE_BANDS[0].split("-")[0]);
const AGE_MAX = Number(AGE_BANDS[AGE_BANDS.length - 1].split("-")[1]);
export const AGE_RANGE = { min: AGE_MIN, max: AGE_MAX, label: `${AGE_MIN}-${AGE_MAX}` } as const;

export const AGE_BAND_LABELS: Record<AgeBand, string> = {
  "2-3": "2-3 years",
  "4-5": "4-5 years",
  "6-7": "6-7 years",
  "8-10": "8-10 years",
};

/** The spec's behavior options, in the spec's order, with its labels ("custom" included). */
export const BEHAVIOR_OPTIONS = [
  { id: "aggression", label: "Aggression" },
  { id: "bedtime", label: "Bedtime" },
  { id: "custom", label: "Custom Behavior" },
  { id: "defiance", label: "Defiance" },
  { id: "disobedience", label: "Disobedience" },
  { id: "fear", label: "Fear" },
  { id: "interrupting", label: "Interrupting" },
  { id: "lying", label: "Lying" },
  { id: "manners", label: "Manners" },
  { id: "messiness", label: "Messiness" },
  { id: "nail-biting", label: "Nail Biting" },
  { id: "patience", label: "Patience" },
  { id: "screen-time", label: "Screens" },
  { id: "separation", label: "Separation" },
  { id: "not-sharing", label: "Sharing" },
  { id: "shyness", label: "Shyness" },
  { id: "siblings", label: "Siblings" },
  { id: "tantrums", label: "Tantrums" },
  { id: "toileting", label: "Toileting" },
  { id: "transitions", label: "Transitions" },
  { id: "whining", label: "Whining" },
] as const;

export type BehaviorOptionId = (typeof BEHAVIOR_OPTIONS)[number]["id"];
/** The 20 predefined behaviors (every option except "custom"). */
export type BehaviorId = Exclude<BehaviorOptionId, "custom">;
export const CUSTOM_BEHAVIOR = "custom" as const;

export const BEHAVIORS = BEHAVIOR_OPTIONS.filter((b) => b.id !== "custom") as ReadonlyArray<{
  id: BehaviorId;
  label: string;
}>;
export const BEHAVIOR_IDS = BEHAVIORS.map((b) => b.id) as BehaviorId[];
export const BEHAVIOR_OPTION_IDS = BEHAVIOR_OPTIONS.map((b) => b.id) as BehaviorOptionId[];

export const THEMES = [
  { id: "animals", label: "Animals" },
  { id: "fantasy", label: "Fantasy" },
  { id: "friendship", label: "Friendship" },
  { id: "nature", label: "Nature" },
  { id: "family", label: "Family" },
] as const;
export type ThemeId = (typeof THEMES)[number]["id"];
export const THEME_IDS = THEMES.map((t) => t.id) as ThemeId[];

export function behaviorLabel(id: string): string {
  return BEHAVIOR_OPTIONS.find((b) => b.id === id)?.label ?? id.replace(/-/g, " ");
}
export function themeLabel(id: string): string {
  return THEMES.find((t) => t.id === id)?.label ?? id;
}
export function isBehaviorId(id: string): id is BehaviorId {
  return (BEHAVIOR_IDS as string[]).includes(id);
}
export function isThemeId(id: string): id is ThemeId {
  return (THEME_IDS as string[]).includes(id);
}
export function isAgeBand(id: string): id is AgeBand {
  return (AGE_BANDS as readonly string[]).includes(id);
}
