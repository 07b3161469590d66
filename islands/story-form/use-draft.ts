import { useRef, useState } from "react";
import { emptyStoryFormChild, STORY_FORM_FIELDS, storyKeyOf } from "../../src/contracts/child-fields";
import { formValuesFor, type ChildChoice } from "../../src/children/form";
import type { StoryFormProps } from "../StoryForm";
import { EMPTY_SITUATION, SITUATION_KEYS, emptySibling, recheck, siblingRows, type SiblingValues, type TextKey, type Values } from "./values";

/** The child's fields on the form (by their form names): a tap on a saved child answers their messages. */
const CHILD_KEYS = STORY_FORM_FIELDS.map(storyKeyOf);

/** The messages without the siblings' one (a sibling row was changed). */
const withoutSiblingsError = (errs: Record<string, string>) => {
  if (!errs.siblings) return errs;
  const { siblings: _gone, ...rest } = errs;
  return rest;
};

/**
 * What the parent typed (from the server: a new form, the values sent back with messages, or a visitor's
 * draft restored after signing in), the messages beside the fields, and the edits: a field, a tap on a saved
 * child, a sibling row.
 */
export function useDraft(props: Pick<StoryFormProps, "values" | "errors" | "savedChildren" | "situationHelp" | "practice">) {
  const [values, setValues] = useState<Values>({ ...EMPTY_SITUATION, ...props.values, siblings: siblingRows(props.values.siblings ?? []) });
  const savedChildren = props.savedChildren ?? [];
  /** Behavior and theme a child chip filled in (a later chip may replace them; the parent's own choice stays). */
  const chipFilled = useRef<{ behavior?: string; theme?: string }>({});
  const [errors, setErrors] = useState<Record<string, string>>(props.errors ?? {});
  /** A declined situation's pointer to help, shown with its message. */
  const [help, setHelp] = useState<{ label: string; href: string } | null>(props.situationHelp ?? null);
  const formRef = useRef<HTMLFormElement>(null);

  function change(k: TextKey, value: string) {
    const next = { ...values, [k]: value };
    // A different name is a different child: the saved child is no longer chosen.
    if (k === "childName" && values.childId && savedChildren.find((c) => String(c.id) === values.childId)?.name !== value.trim())
      [next.childId, next.practiceStory] = ["", ""];
    setValues(next);
    setErrors((errs) => recheck(errs, next, k));
    if ((SITUATION_KEYS as readonly string[]).includes(k)) setHelp(null);
  }
  const set = (k: TextKey) => (e: { target: { value: string } }) => change(k, e.target.value);

  /** One tap on a saved child: their details, and a behavior and theme, so "Generate Story" can follow. */
  function chooseChild(id: string) {
    const child = savedChildren.find((c) => String(c.id) === id);
    if (!child) {
      // "Someone else": the chosen child's details make way for typing another child's.
      setValues((v) => (v.childId ? { ...v, childId: "", ...emptyStoryFormChild(), practiceStory: "" } : v));
      return;
    }
    const own = (k: "behavior" | "theme") => (values[k] && values[k] !== chipFilled.current[k] ? values[k] : "");
    const filled = formValuesFor(child, { behavior: own("behavior"), theme: own("theme") });
    chipFilled.current = { behavior: filled.behavior, theme: filled.theme };
    // The child can't also be their own sibling.
    const siblings = values.siblings.map((s) => (s.childId === id ? emptySibling() : s));
    const next = { ...values, ...filled, siblings };
    // A practice story is the chosen child's: another child gets an ordinary one.
    if (next.practiceStory && props.practice?.childId !== id) next.practiceStory = "";
    setValues(next);
    setErrors((errs) => {
      const out = { ...errs };
      for (const k of ["childId", ...CHILD_KEYS, "behavior", "theme", "siblings"]) delete out[k];
      return out;
    });
  }

  function changeSibling(i: number, patch: Partial<SiblingValues>) {
    setValues((v) => {
      const siblings = v.siblings.map((s, j) => (j === i ? { ...s, ...patch } : s));
      // A sibling row that was a saved child becomes a typed-in one once its name is changed.
      if (patch.name !== undefined && siblings[i]!.childId) siblings[i] = { ...siblings[i]!, childId: "" };
      return { ...v, siblings };
    });
    setErrors(withoutSiblingsError);
  }

  function addSavedSibling(child: ChildChoice) {
    const i = values.siblings.findIndex((s) => !s.childId && !s.name.trim());
    if (i < 0) return;
    setValues((v) => ({
      ...v,
      siblings: v.siblings.map((s, j) => (j === i ? { name: child.name, pronouns: child.pronouns ?? "", childId: String(child.id) } : s)),
    }));
    setErrors(withoutSiblingsError);
  }

  return { values, errors, setErrors, help, setHelp, formRef, savedChildren, change, set, chooseChild, changeSibling, addSavedSibling };
}
export type Draft = ReturnType<typeof useDraft>;
