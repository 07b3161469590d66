import { describe, expect, it } from "vitest";
import {
  CHILD_FIELDS,
  CHILD_FIELD_KEYS,
  KEPT_FIELDS,
  childColumns,
  childFacts,
  childField,
  childFieldsJson,
  childFormOf,
  emptyStoryFormChild,
  labelOf,
  pickChildFields,
  postedChildForm,
  postedStoryFormChild,
  storyChildColumns,
  storyFormChildOf,
  storyKeyOf,
  storyRequestChild,
  type ChildFieldsJson,
} from "./child-fields";
import { CHILD_NAME_MAX_CHARS, GROWN_UP_NAME } from "./story-fields";
import { LIKE_MAX_LENGTH, MAX_AVOID, MAX_LIKES } from "./family";
import { childInputSchema, storyInputSchema, STORY_MESSAGES } from "../validation/story";
import { validate } from "../validation/validate";

const MAYA: ChildFieldsJson = {
  name: "Maya",
  childAge: "4-5",
  pronouns: "she",
  grownUpName: "Papa",
  hair: "curly",
  glasses: true,
  likes: ["dinosaurs", "the swings"],
  avoid: ["dogs"],
};
const PLAIN: ChildFieldsJson = { name: "Leo", childAge: "2-3", pronouns: null, grownUpName: null, hair: null, glasses: false, likes: [], avoid: [] };

describe("the child's field table", () => {
  it("gives every field a label and a message, every text or list field a limit, every choice its options' labels", () => {
    for (const k of CHILD_FIELD_KEYS) {
      const def = childField(k);
      expect(labelOf(def), k).toMatch(/\S/);
      expect(def.message, k).toMatch(/\S/);
      if (def.kind === "text" || def.kind === "list") expect(def.maxChars, k).toBeGreaterThan(0);
      if (def.kind === "list") expect(def.maxItems, k).toBeGreaterThan(0);
      if (def.kind === "enum") for (const o of def.options) expect(def.optionLabels[o], `${k}.${o}`).toMatch(/\S/);
    }
  });

  it("uses the limits of src/contracts (defined once)", () => {
    expect(CHILD_FIELDS.name.maxChars).toBe(CHILD_NAME_MAX_CHARS);
    expect(CHILD_FIELDS.grownUpName.maxChars).toBe(GROWN_UP_NAME.max);
    expect(CHILD_FIELDS.likes).toMatchObject({ maxItems: MAX_LIKES, maxChars: LIKE_MAX_LENGTH });
    expect(CHILD_FIELDS.avoid).toMatchObject({ maxItems: MAX_AVOID, maxChars: LIKE_MAX_LENGTH });
    expect(STORY_MESSAGES.childNameFormat).toContain(`up to ${CHILD_NAME_MAX_CHARS} characters`);
    expect(STORY_MESSAGES.grownUpName).toContain(`up to ${GROWN_UP_NAME.max} letters`);
  });

  it("names the fields as the forms, the JSON and the story request do", () => {
    expect(CHILD_FIELD_KEYS).toEqual(["name", "childAge", "pronouns", "grownUpName", "hair", "glasses", "likes", "avoid"]);
    expect(CHILD_FIELD_KEYS.map(storyKeyOf)).toEqual(["childName", "childAge", "pronouns", "grownUpName", "hair", "glasses", "likes", "avoid"]);
    expect(KEPT_FIELDS).toEqual(CHILD_FIELD_KEYS);
    expect(labelOf(CHILD_FIELDS.grownUpName, "Maya")).toBe("What Maya calls you");
    expect(labelOf(CHILD_FIELDS.grownUpName)).toBe("What your child calls you");
  });

  it("round-trips a saved child: row → JSON → form → checked input → row", () => {
    for (const child of [MAYA, PLAIN]) {
      const row = childColumns(validOrThrow(child));
      const json = childFieldsJson(row);
      expect(json).toEqual(child);
      // The /children form (strings, as posted) checks back to the same columns.
      const posted = postedChildForm(childFormOf(json));
      expect(childColumns(validOrThrow(posted))).toEqual(row);
    }
    expect(childFormOf(MAYA)).toEqual({
      name: "Maya",
      childAge: "4-5",
      pronouns: "she",
      grownUpName: "Papa",
      hair: "curly",
      glasses: "on",
      likes: "dinosaurs, the swings",
      avoid: "dogs",
    });
    expect(childFieldsJson({ name: "Ann", childAge: "6-7" })).toEqual({ ...PLAIN, name: "Ann", childAge: "6-7" });
    expect(pickChildFields({ ...MAYA, id: 3, createdAt: "x", extra: 1 })).toEqual(MAYA);
  });

  it("fills the story form from a saved child, and a posted story form checks to the story request's child part", () => {
    const values = storyFormChildOf(MAYA);
    expect(values).toEqual({ childName: "Maya", childAge: "4-5", pronouns: "she", grownUpName: "Papa", hair: "curly", glasses: "on" });
    expect(Object.keys(emptyStoryFormChild("top"))).toEqual(["childName", "childAge"]);
    expect(Object.keys(emptyStoryFormChild("about"))).toEqual(["pronouns", "grownUpName", "hair", "glasses"]);
    const posted = { ...postedStoryFormChild({ ...values, glasses: "on" }), behavior: "bedtime", theme: "animals" };
    const r = validate(storyInputSchema, { ...posted, likes: MAYA.likes, avoid: [] });
    if (!r.ok) throw new Error(JSON.stringify(r.fields));
    expect(storyRequestChild(r.data)).toEqual({
      childName: "Maya",
      childAge: "4-5",
      pronouns: "she",
      grownUpName: "Papa",
      hair: "curly",
      glasses: true,
      likes: MAYA.likes,
      avoid: undefined,
    });
    expect(storyChildColumns(r.data)).toEqual({
      childName: "Maya",
      childAge: "4-5",
      pronouns: "she",
      grownUpName: "Papa",
      hair: "curly",
      glasses: true,
      likes: MAYA.likes,
      avoid: null,
    });
  });

  it("says each field's own message", () => {
    const r = validate(childInputSchema, {
      name: "",
      childAge: "9",
      pronouns: "it",
      grownUpName: "M0m",
      hair: "x",
      glasses: "maybe",
      likes: "a,b,c,d",
      avoid: 3,
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.fields).toEqual({
      name: CHILD_FIELDS.name.requiredMessage,
      childAge: CHILD_FIELDS.childAge.message,
      pronouns: CHILD_FIELDS.pronouns.message,
      grownUpName: CHILD_FIELDS.grownUpName.message,
      hair: CHILD_FIELDS.hair.message,
      glasses: CHILD_FIELDS.glasses.message,
      likes: CHILD_FIELDS.likes.message,
      avoid: CHILD_FIELDS.avoid.message,
    });
  });

  it("lists a saved child's facts for the card", () => {
    expect(childFacts(MAYA)).toEqual(["4-5 years", "she / her", "calls you Papa", "curly hair", "glasses"]);
    expect(childFacts(PLAIN)).toEqual(["2-3 years"]);
  });
});

function validOrThrow(raw: unknown) {
  const r = validate(childInputSchema, raw);
  if (!r.ok) throw new Error(JSON.stringify(r.fields));
  return r.data;
}
