/**
 * The child's fields, defined once (issue 27): the story form, the saved-child form (/children), their
 * server-side parsing, the zod schemas (src/validation/story.ts), the JSON (`ChildJson`, the child part of a
 * story request) and the columns of the `children` and `stories` tables are all built from CHILD_FIELDS.
 * A new field is one entry here (plus a column in db/schema.ts and a migration) and the places that use it
 * (the story's text, the picture). Browser-safe: the story form island imports it.
 *
 * Each entry: `kind` (text, enum, bool, list), its label, limits and message, `kept` (a saved child keeps
 * it), `storyKey` (its name on the story form and in the story request, when that differs from the saved
 * child's: "childName" for "name"), `required`, and where it shows on the story form (`storyForm`).
 * The entry's key is the saved child's JSON key, the /children form's field name and the `children` column;
 * the story key is the story form's field name, the story request's key and the `stories` column.
 */
import { AGE_BANDS, AGE_BAND_LABELS } from "./catalog";
import { LIKE_MAX_LENGTH, MAX_AVOID, MAX_LIKES } from "./family";
import { CHILD_NAME_MAX_CHARS, DEFAULT_GROWN_UP_NAME, GROWN_UP_NAME, HAIR_LABELS, HAIR_STYLES, PRONOUN_LABELS, PRONOUNS } from "./story-fields";

interface FieldBase {
  /** The label on the forms; a function where it names the child ("What Maya calls you"). */
  label: string | ((who: string) => string);
  /** A saved child keeps it (the `children` table has its column, `ChildJson` its key). */
  kept: boolean;
  /** The message beside the field when the value is not right. */
  message: string;
  required?: boolean;
  /** Its name on the story form and in the story request, when not the entry's key. */
  storyKey?: string;
  /** On the story form: at the top ("top"), in "About the child (optional)" ("about"), or not there (the story API only). */
  storyForm?: "top" | "about";
  /** On a saved child's card: a short fact ("curly hair"), or null to leave it out. */
  fact?: (value: never) => string | null;
}
export interface TextFieldDef extends FieldBase {
  kind: "text";
  minChars: number;
  maxChars: number;
  /** Letters allowed (a message shows when a value does not match). */
  pattern: RegExp;
  /** The message when a required field is empty. */
  requiredMessage?: string;
  placeholder: string | { story: string; saved: string };
  /** Under the field on the story form (with the default in it). */
  storyHint?: (fallback: string) => string;
  /** What the story uses when the field is left empty. */
  default?: string;
}
export interface EnumFieldDef extends FieldBase {
  kind: "enum";
  options: readonly string[];
  optionLabels: Record<string, string>;
  /** How the choices are shown: a drop-down (with this first, empty choice) or a row of radio buttons. */
  control: { select: string } | "radios";
}
export interface BoolFieldDef extends FieldBase {
  kind: "bool";
}
export interface ListFieldDef extends FieldBase {
  kind: "list";
  maxItems: number;
  maxChars: number;
  placeholder: string;
  /** After "Up to {maxItems}, separated by commas." under the field. */
  hint: string;
}
export type ChildFieldDef = TextFieldDef | EnumFieldDef | BoolFieldDef | ListFieldDef;

const listMessage = (max: number) =>
  `Please list up to ${max} things, separated by commas, each up to ${LIKE_MAX_LENGTH} letters, numbers, spaces, hyphens or apostrophes.`;

/** The child's fields in the order the forms show them and the JSON lists them. */
export const CHILD_FIELDS = {
  name: {
    kind: "text",
    label: "Child's name",
    kept: true,
    required: true,
    storyKey: "childName",
    storyForm: "top",
    minChars: 1,
    maxChars: CHILD_NAME_MAX_CHARS,
    pattern: /^[\p{L}][\p{L}\p{M}' -]*$/u,
    requiredMessage: "Child's name is required",
    message: `Please use letters, spaces, hyphens and apostrophes only (up to ${CHILD_NAME_MAX_CHARS} characters).`,
    placeholder: "e.g. Maya",
  },
  childAge: {
    kind: "enum",
    label: "Child's age",
    kept: true,
    required: true,
    storyForm: "top",
    options: AGE_BANDS,
    optionLabels: AGE_BAND_LABELS,
    control: { select: "Select an age range" },
    message: "Child's age is required",
    fact: (v: (typeof AGE_BANDS)[number]) => AGE_BAND_LABELS[v],
  },
  pronouns: {
    kind: "enum",
    label: "Pronouns",
    kept: true,
    storyForm: "about",
    options: PRONOUNS,
    optionLabels: PRONOUN_LABELS,
    control: "radios",
    message: "Please choose he, she or they.",
    fact: (v: (typeof PRONOUNS)[number]) => PRONOUN_LABELS[v],
  },
  grownUpName: {
    kind: "text",
    label: (who: string) => `What ${who} calls you`,
    kept: true,
    storyForm: "about",
    minChars: GROWN_UP_NAME.min,
    maxChars: GROWN_UP_NAME.max,
    pattern: GROWN_UP_NAME.pattern,
    message: `Please use up to ${GROWN_UP_NAME.max} letters, spaces, apostrophes, hyphens or dots (like Mom, Papa, Grandma Rose or Ms. Lee).`,
    placeholder: { story: "e.g. Mom, Papa, Grandma Rose, Ms. Lee", saved: "e.g. Mom, Papa, Grandma Rose" },
    default: DEFAULT_GROWN_UP_NAME,
    storyHint: (fallback: string) => `The grown-up in the story has this name. If you leave it empty, the story says “${fallback}”.`,
    fact: (v: string) => `calls you ${v}`,
  },
  hair: {
    kind: "enum",
    label: "Hair, for the pictures",
    kept: true,
    storyForm: "about",
    options: HAIR_STYLES,
    optionLabels: HAIR_LABELS,
    control: { select: "Let the artist choose" },
    message: "Please choose one of the hair styles.",
    fact: (v: (typeof HAIR_STYLES)[number]) => `${HAIR_LABELS[v].toLowerCase()} hair`,
  },
  glasses: {
    kind: "bool",
    label: "Wears glasses",
    kept: true,
    storyForm: "about",
    message: "Glasses must be yes or no.",
    fact: (v: boolean) => (v ? "glasses" : null),
  },
  likes: {
    kind: "list",
    label: "Things your child loves",
    kept: true,
    maxItems: MAX_LIKES,
    maxChars: LIKE_MAX_LENGTH,
    placeholder: "e.g. dinosaurs, the swings, pancakes",
    hint: "One of them turns up in each story.",
    message: listMessage(MAX_LIKES),
  },
  avoid: {
    kind: "list",
    label: "Things to leave out",
    kept: true,
    maxItems: MAX_AVOID,
    maxChars: LIKE_MAX_LENGTH,
    placeholder: "e.g. dogs, thunder",
    hint: "They never appear in the words or the pictures.",
    message: listMessage(MAX_AVOID),
  },
} as const satisfies Record<string, ChildFieldDef>;

type Fields = typeof CHILD_FIELDS;
export type ChildFieldKey = keyof Fields;
/** Every field, in the table's order. */
export const CHILD_FIELD_KEYS = Object.keys(CHILD_FIELDS) as ChildFieldKey[];
/** The definition of one field (the wide type, for code that handles every kind). */
export const childField = (k: ChildFieldKey): ChildFieldDef => CHILD_FIELDS[k];

// ---- types built from the table ----------------------------------------------------------------

/** A field's value once checked: text a string, enum one of its options, bool a boolean, list strings. */
export type ChildFieldValue<F> = F extends { kind: "text" }
  ? string
  : F extends { kind: "enum"; options: readonly (infer O)[] }
    ? O
    : F extends { kind: "bool" }
      ? boolean
      : string[];
type IsRequired<K extends ChildFieldKey> = Fields[K] extends { required: true } ? true : false;
export type RequiredKey = { [K in ChildFieldKey]: IsRequired<K> extends true ? K : never }[ChildFieldKey];
export type OptionalKey = Exclude<ChildFieldKey, RequiredKey>;
export type KeptKey = { [K in ChildFieldKey]: Fields[K]["kept"] extends true ? K : never }[ChildFieldKey];
export type ListKey = { [K in ChildFieldKey]: Fields[K]["kind"] extends "list" ? K : never }[ChildFieldKey];
/** A field's name on the story form and in the story request. */
export type StoryKeyOf<K extends ChildFieldKey> = K extends ChildFieldKey ? (Fields[K] extends { storyKey: infer S extends string } ? S : K) : never;
export type ChildStoryKey = StoryKeyOf<ChildFieldKey>;
/** A field's key on the story form and in the story request ("childName" for "name"). */
export const storyKeyOf = <K extends ChildFieldKey>(k: K): StoryKeyOf<K> => (childField(k).storyKey ?? k) as StoryKeyOf<K>;

/** A saved child's JSON value: required fields and flags and lists always there, the others null when not given. */
type JsonValue<K extends ChildFieldKey> =
  IsRequired<K> extends true
    ? ChildFieldValue<Fields[K]>
    : Fields[K]["kind"] extends "bool" | "list"
      ? ChildFieldValue<Fields[K]>
      : ChildFieldValue<Fields[K]> | null;
/** A saved child's fields as `GET /api/children` returns them. */
export type ChildFieldsJson = { [K in KeptKey]: JsonValue<K> };
/** A saved child as `GET /api/children` returns it (same field names as the story form's, "name" aside). */
export interface ChildJson extends ChildFieldsJson {
  id: number;
  createdAt: string;
}

/** The child's part of a story request (what the engines get): required fields, and the others when given. */
export type StoryRequestChild = { [K in RequiredKey as StoryKeyOf<K>]: ChildFieldValue<Fields[K]> } & {
  [K in OptionalKey as StoryKeyOf<K>]?: ChildFieldValue<Fields[K]>;
};
/** A checked saved child (the /children form or the JSON API): lists always there. */
export type ChildInputFields = { [K in RequiredKey | ListKey]: ChildFieldValue<Fields[K]> } & {
  [K in Exclude<OptionalKey, ListKey>]?: ChildFieldValue<Fields[K]>;
};

// ---- form values (strings, as a posted form has them) ------------------------------------------

/** The story form's child fields (not the lists, which only the API and saved children have): glasses "on" or "". */
export type StoryFormChildValues = { [K in Exclude<ChildFieldKey, ListKey> as StoryKeyOf<K>]: string };
/** The /children form's values: glasses "on" or "", likes and avoid comma-separated. */
export type ChildFormValues = { [K in KeptKey]: string };

/** The fields the story form shows (in the table's order). */
export const STORY_FORM_FIELDS = CHILD_FIELD_KEYS.filter((k) => childField(k).storyForm);
/** The fields a saved child keeps (in the table's order). */
export const KEPT_FIELDS = CHILD_FIELD_KEYS.filter((k) => childField(k).kept) as KeptKey[];

/** A field's form value from its checked (or JSON) value. */
export function formValue(def: ChildFieldDef, v: unknown): string {
  if (def.kind === "bool") return v ? "on" : "";
  if (def.kind === "list") return Array.isArray(v) ? v.join(", ") : "";
  return typeof v === "string" ? v : "";
}
/** A field's form value from a posted form (a checkbox is "on" when sent at all). */
export function postedValue(def: ChildFieldDef, raw: unknown): string {
  if (def.kind === "bool") return raw ? "on" : "";
  return typeof raw === "string" ? raw : "";
}
const build = <T>(keys: readonly ChildFieldKey[], key: (k: ChildFieldKey) => string, value: (k: ChildFieldKey) => unknown) =>
  Object.fromEntries(keys.map((k) => [key(k), value(k)])) as T;

type StoryFormGroup = "top" | "about";
const inGroup = (group?: StoryFormGroup) => STORY_FORM_FIELDS.filter((k) => !group || childField(k).storyForm === group);
/**
 * The story form's child fields, all empty; with `group`, only those at the top or in "About the child" (the
 * form's values list them where the form shows them).
 */
export const emptyStoryFormChild = (group?: StoryFormGroup): StoryFormChildValues => build(inGroup(group), storyKeyOf, () => "");
/** The story form's child fields from a posted form (the plain POST /behaviors and a visitor's draft). */
export const postedStoryFormChild = (form: Record<string, unknown>, group?: StoryFormGroup): StoryFormChildValues =>
  build(inGroup(group), storyKeyOf, (k) => postedValue(childField(k), form[storyKeyOf(k)]));
/** The story form's child fields for a saved child (one tap on the child's name). */
export const storyFormChildOf = (child: ChildFieldsJson): StoryFormChildValues =>
  build(STORY_FORM_FIELDS, storyKeyOf, (k) => formValue(childField(k), (child as Record<string, unknown>)[k]));

/** The /children form, all empty. */
export const emptyChildForm = (): ChildFormValues => build(KEPT_FIELDS, String, () => "");
/** The /children form's values from a posted form. */
export const postedChildForm = (form: Record<string, unknown>): ChildFormValues => build(KEPT_FIELDS, String, (k) => postedValue(childField(k), form[k]));
/** The /children form filled with a saved child. */
export const childFormOf = (child: ChildFieldsJson): ChildFormValues =>
  build(KEPT_FIELDS, String, (k) => formValue(childField(k), (child as Record<string, unknown>)[k]));

// ---- JSON and columns --------------------------------------------------------------------------

/** A saved child's JSON fields from its row (the `children` columns have the entries' keys). */
export function childFieldsJson(row: { [K in KeptKey]?: unknown }): ChildFieldsJson {
  return build(KEPT_FIELDS, String, (k) => {
    const def = childField(k);
    const v = (row as Record<string, unknown>)[k];
    if (def.required) return v;
    if (def.kind === "bool") return v ?? false;
    if (def.kind === "list") return v ?? [];
    return v ?? null;
  });
}
/** The `children` columns for a checked saved child (not given: null; a flag false). */
export function childColumns(input: ChildInputFields): { [K in KeptKey]: unknown } {
  return build(KEPT_FIELDS, String, (k) => {
    const v = (input as Record<string, unknown>)[k];
    return v ?? (childField(k).kind === "bool" ? false : null);
  });
}
/** Only the saved child's fields of a body (an `id` or `createdAt` sent back is ignored). */
export function pickChildFields(body: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of KEPT_FIELDS) if (k in body) out[k] = body[k];
  return out;
}
/** The story request's child part from a checked story input (empty lists left out). */
export function storyRequestChild(input: { [K in ChildStoryKey]?: unknown }): StoryRequestChild {
  return build(CHILD_FIELD_KEYS, storyKeyOf, (k) => {
    const v = (input as Record<string, unknown>)[storyKeyOf(k)];
    return Array.isArray(v) && !v.length ? undefined : (v ?? undefined);
  });
}
/** The `stories` columns of the child (the story keys; not given or an empty list: null). */
export function storyChildColumns(input: { [K in ChildStoryKey]?: unknown }): { [K in ChildStoryKey]: unknown } {
  return build(CHILD_FIELD_KEYS, storyKeyOf, (k) => {
    const v = (input as Record<string, unknown>)[storyKeyOf(k)];
    return Array.isArray(v) && !v.length ? null : (v ?? null);
  });
}

/** The short facts on a saved child's card ("4-5 years · she / her · calls you Papa · curly hair · glasses"). */
export function childFacts(child: ChildFieldsJson): string[] {
  const out: string[] = [];
  for (const k of KEPT_FIELDS) {
    const def = childField(k);
    const v = (child as Record<string, unknown>)[k];
    if (!def.fact || v === null || v === undefined || v === "" || v === false) continue;
    const fact = (def.fact as (value: unknown) => string | null)(v);
    if (fact) out.push(fact);
  }
  return out;
}

/** A field's label, naming the child where it does. */
export const labelOf = (def: ChildFieldDef, who = "your child") => (typeof def.label === "function" ? def.label(who) : def.label);
/** A text field's placeholder on the story form or the /children form. */
export const placeholderOf = (def: TextFieldDef | ListFieldDef, form: "story" | "saved") =>
  typeof def.placeholder === "string" ? def.placeholder : def.placeholder[form];

/**
 * Words with one value in them (a label with the child's name, a hint with the default), as the pieces the
 * forms render around the value: ["What ", "Maya", " calls you"].
 */
export function wordsAround(words: (value: string) => string, value: string): string[] {
  const SLOT = "\u0000";
  const [before = "", after = ""] = words(SLOT).split(SLOT);
  return [before, value, after].filter((piece) => piece !== "");
}
