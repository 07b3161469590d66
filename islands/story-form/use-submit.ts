import { useEffect, useRef, useState, type FormEvent } from "react";
import { storyInputSchema } from "../../src/validation/story";
import { validate } from "../../src/validation/validate";
import type { SubscriptionStatus } from "../../src/contracts/subscription";
import type { SituationReading } from "../../src/contracts/situation";
import { showToast } from "../lib/toast";
import type { StoryFormProps } from "../StoryForm";
import { prefersReducedMotion } from "./progress";
import type { Draft } from "./use-draft";
import type { useCustomReading } from "./use-custom-reading";
import type { GenerationOutcomes, useGeneration } from "./use-generation";
import { foldSituation, modeOf, schemaInput, situationErrorKey, situationKey } from "./values";

/**
 * Where focus goes after a submit: the first invalid field (`invalid()`), the subscription card
 * (`cardNeeded()`), or, back from signing in with a draft, the Generate button.
 */
function useSubmitFocus(props: StoryFormProps, formRef: Draft["formRef"]) {
  /** Bumped when a submit fails on a field: focus goes to the first invalid one. */
  const [focusError, setFocusError] = useState(0);
  /** Bumped when the server says the free stories are used up: the card is brought into view. */
  const [showCard, setShowCard] = useState(0);
  const generateRef = useRef<HTMLButtonElement>(null);
  const cardRef = useRef<HTMLDivElement>(null);

  // Back from signing in with the draft: the Generate button (and the note above it) in view, focused.
  useEffect(() => {
    if (!props.draftRestored || !props.signedIn) return;
    generateRef.current?.focus({ preventScroll: true });
    generateRef.current?.scrollIntoView({ block: "center" });
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!focusError) return;
    formRef.current?.querySelector<HTMLElement>('input[aria-invalid="true"], select[aria-invalid="true"], textarea[aria-invalid="true"]')?.focus();
  }, [focusError, formRef]);

  useEffect(() => {
    if (!showCard || !cardRef.current) return;
    cardRef.current.focus({ preventScroll: true });
    cardRef.current.scrollIntoView({ block: "start", behavior: prefersReducedMotion() ? "auto" : "smooth" });
  }, [showCard]);

  return { generateRef, cardRef, invalid: () => setFocusError((n) => n + 1), cardNeeded: () => setShowCard((n) => n + 1) };
}

/**
 * "Generate Story" and the confirm step's buttons: checked like the server checks, then the free-story
 * allowance, then a custom situation read back first, then the story written.
 */
export function useSubmit(props: StoryFormProps, draft: Draft, reading: ReturnType<typeof useCustomReading>, generation: ReturnType<typeof useGeneration>) {
  const { values, setErrors, setHelp, formRef } = draft;
  const [status, setStatus] = useState<SubscriptionStatus | null>(props.status);
  const { generateRef, cardRef, invalid, cardNeeded } = useSubmitFocus(props, formRef);

  /** The messages of a failed request, beside their fields: a situation's message by the field it names. */
  function showFieldErrors(fields: Record<string, string>, situation?: SituationReading) {
    const out = foldSituation(fields);
    if (situation && situation.status !== "understood" && out.customBehavior) {
      const key = situationErrorKey(modeOf(values), situation.status === "ask" ? situation.part : undefined);
      if (key !== "customBehavior") {
        out[key] = out.customBehavior;
        delete out.customBehavior;
      }
    }
    // A situation the server turned down is read back again before the next try.
    if (out.customBehavior || out.situationWhen) reading.confirmedKey.current = null;
    setErrors(out);
    setHelp(situation?.status === "declined" && situation.help ? situation.help : null);
    invalid();
  }
  const outcomes: GenerationOutcomes = {
    fieldErrors: showFieldErrors,
    limitReached: (s) => {
      setStatus(s);
      cardNeeded();
    },
  };

  /** The form checked as the server checks it; the messages beside the fields when it does not pass. */
  function checked() {
    const r = validate(storyInputSchema, schemaInput(values));
    if (!r.ok) {
      setErrors(foldSituation(r.fields));
      invalid();
      return null;
    }
    return r.data;
  }

  async function onSubmit(e: FormEvent) {
    // A visitor's two buttons post the form to the draft address as it is: the browser does that.
    if (!props.signedIn && props.draftAction) return;
    e.preventDefault();
    if (!props.signedIn) {
      window.location.href = props.loginHref;
      return;
    }
    const data = checked();
    if (!data) return;
    setErrors({});
    setHelp(null);
    if (status && !status.canGenerateStory) {
      showToast({ title: "Subscription Required", description: status.limitReason ?? "You've reached your free story limit.", variant: "destructive" });
      cardNeeded();
      return;
    }
    // The parent's own situation is read back first ("Here's what we understood"); nothing is spent yet.
    if (reading.needsReading()) {
      await reading.readBack(data, showFieldErrors);
      return;
    }
    await generation.generate(data, outcomes);
  }

  /** The confirm step's buttons: "Looks right" writes the story, "Edit" goes back to the fields with the values kept. */
  async function onConfirm(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const submitter = (e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    reading.setReading(null);
    if (submitter?.name === "edit") {
      reading.editSituation();
      return;
    }
    const data = checked();
    if (!data) return;
    reading.confirmedKey.current = situationKey(values);
    await generation.generate(data, outcomes);
  }

  return { status, generateRef, cardRef, onSubmit, onConfirm };
}
