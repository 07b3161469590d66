import { useEffect, useRef, useState, type RefObject } from "react";
import type { StoryInput } from "../../src/validation/story";
import type { SituationReading, SituationUnderstood } from "../../src/contracts/situation";
import { SITUATION_API_PATH } from "../../src/contracts/situation-api";
import type { StoryFormProps } from "../StoryForm";
import { prefersReducedMotion } from "./progress";
import { EMPTY_SITUATION, modeOf, situationKey, type Values } from "./values";

/** Shows a failed request's messages beside their fields (a situation's message by the field it names). */
export type ShowFieldErrors = (fields: Record<string, string>, situation?: SituationReading) => void;

/**
 * The read-back step of a custom situation ("Here's what we understood"): the reading, whether it is being
 * asked for, the situation the parent confirmed (any change to it is read again first), and "Edit" (focus back
 * to the situation's field). Without JavaScript the server's reading comes in `props.understood`.
 */
export function useCustomReading(props: Pick<StoryFormProps, "understood" | "values">, values: Values, formRef: RefObject<HTMLFormElement | null>) {
  /** "Here's what we understood": the reading shown back before anything is spent (from the server without JavaScript). */
  const [reading, setReading] = useState<SituationUnderstood | null>(props.understood ?? null);
  /** The description being read back (the submit button waits). */
  const [checking, setChecking] = useState(false);
  /** The situation the parent said "Looks right" to; any change to it is read again first. */
  const confirmedKey = useRef<string | null>(props.understood ? situationKey({ ...EMPTY_SITUATION, ...props.values }) : null);
  const understoodHeadingRef = useRef<HTMLHeadingElement>(null);
  /** Bumped by "Edit": focus goes back to the situation's field. */
  const [focusSituation, setFocusSituation] = useState(0);

  // The reading comes back: its heading gets focus and comes into view.
  useEffect(() => {
    if (!reading || !understoodHeadingRef.current || props.understood === reading) return;
    understoodHeadingRef.current.focus({ preventScroll: true });
    understoodHeadingRef.current.scrollIntoView({ block: "start", behavior: prefersReducedMotion() ? "auto" : "smooth" });
  }, [reading, props.understood]);

  useEffect(() => {
    if (!focusSituation) return;
    const id = modeOf(values) === "parts" ? "story-situationDoes" : "story-customBehavior";
    const el = formRef.current?.querySelector<HTMLElement>(`#${id}`);
    el?.focus({ preventScroll: true });
    el?.scrollIntoView({ block: "center", behavior: prefersReducedMotion() ? "auto" : "smooth" });
    // Only when "Edit" was pressed, not on every change of mode.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusSituation]);

  /** Asks the server how it reads the situation: the understood step, or the question or message beside the field. */
  async function readBack(data: StoryInput, showFieldErrors: ShowFieldErrors) {
    setChecking(true);
    try {
      const res = await fetch(SITUATION_API_PATH, {
        method: "POST",
        credentials: "include",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({
          customBehavior: data.customBehavior,
          situation: data.situation,
          childName: values.childName,
          pronouns: values.pronouns,
          grownUpName: values.grownUpName,
          childAge: values.childAge,
          theme: values.theme,
        }),
      });
      const body = await res.json().catch(() => null);
      if (!res.ok) {
        const message: string = body?.error?.message ?? "We couldn't read the description just now. Please try again in a moment.";
        showFieldErrors(body?.error?.fields ? { customBehavior: message, ...body.error.fields } : { customBehavior: message });
        return;
      }
      const answer = body as SituationReading;
      if (answer.status === "understood") {
        setReading(answer.understood);
        return;
      }
      showFieldErrors({ customBehavior: answer.message }, answer);
    } catch {
      showFieldErrors({ customBehavior: "We couldn't reach the site to read the description. Please check your connection and try again." });
    } finally {
      setChecking(false);
    }
  }

  /** The situation must be read back first: a custom one the parent has not confirmed as it is now. */
  const needsReading = () => values.behavior === "custom" && situationKey(values) !== confirmedKey.current;
  const editSituation = () => setFocusSituation((n) => n + 1);

  return { reading, setReading, checking, confirmedKey, understoodHeadingRef, readBack, needsReading, editSituation };
}
