import type { SubscriptionStatus } from "../src/contracts/subscription";
import type { PlanFacts } from "../src/contracts/plan";
import type { ChildChoice } from "../src/children/form";
import type { SituationUnderstood } from "../src/contracts/situation";
import { CONFIRM_LABELS, UnderstoodPanel } from "../components/story/UnderstoodPanel";
import { SubscriptionRequiredCard } from "./lib/SubscriptionRequired";
import { EMPTY_SITUATION, FIELD_ORDER, foldSituation, situationErrorKey, type SiblingValues, type Values } from "./story-form/values";
import { GenerationPanel } from "./story-form/progress";
import type { FieldKit } from "./story-form/kit";
import { AboutChild, TopChildFields, WhoFor } from "./story-form/child-fields";
import { BehaviorPicker } from "./story-form/behavior-picker";
import { CustomSituation } from "./story-form/custom-situation";
import { Siblings } from "./story-form/siblings";
import { ThemePicker } from "./story-form/theme-picker";
import { StoryStylePicker } from "./story-form/story-style";
import { SubmitRow, VISITOR_DRAFT } from "./story-form/submit";
import { HiddenValues } from "./story-form/hidden-values";
import { useDraft } from "./story-form/use-draft";
import { useCustomReading } from "./story-form/use-custom-reading";
import { useGeneration } from "./story-form/use-generation";
import { useSubmit } from "./story-form/use-submit";

/*
 * The story form island. Its parts live in ./story-form/: the values and what is computed from them
 * (values.ts), the child's fields as CHILD_FIELDS describes them (child-fields.tsx), the behavior, the
 * custom situation, brothers and sisters, the theme, the submit row, and the generation panel (progress.tsx);
 * its state in named hooks: what was typed (use-draft.ts), the read-back step of a custom situation
 * (use-custom-reading.ts), writing the story (use-generation.ts), and the buttons (use-submit.ts).
 */
export { EMPTY_SITUATION, foldSituation, situationErrorKey, VISITOR_DRAFT };
export type { SiblingValues, Values };
export { SITUATION_MODE_LABELS } from "./story-form/custom-situation";

export interface StoryFormProps {
  signedIn: boolean;
  loginHref: string;
  /** Where a visitor's "Create free account" / "Sign in" post the filled form, so it is kept through signing in. */
  draftAction?: string;
  /** The form was filled from the draft a visitor left before signing in (issue 26). */
  draftRestored?: boolean;
  values: Values;
  errors?: Record<string, string>;
  /** A message about the whole form from the server (e.g. "creating stories very quickly"). */
  notice?: string;
  status: SubscriptionStatus | null;
  /** The free plan as the server is configured (FREE_STORIES, FREE_STORY_PERIOD): the form quotes it. */
  plan: PlanFacts;
  /** The parent's saved children (issue 15): one tap fills the form. */
  savedChildren?: ChildChoice[];
  /** The confirm step without JavaScript: the server's reading of the situation, shown back before anything is spent. */
  understood?: SituationUnderstood;
  /** A declined situation's pointer to help, shown with its message. */
  situationHelp?: { label: string; href: string };
  /** "Edit" on the confirm step without JavaScript: the situation's field gets focus. */
  focusSituation?: boolean;
  /** The form makes a practice or you-did-it story for this saved child (issue 28): the line that says so, and the way back to an ordinary story. */
  practice?: { childId: string; line: string; ordinaryLabel: string; ordinaryHref: string };
}

/** The story form: validates like the server, streams the story live while it is written. */
export default function StoryForm(props: StoryFormProps) {
  const draft = useDraft(props);
  const reading = useCustomReading(props, draft.values, draft.formRef);
  const generation = useGeneration();
  const { status, generateRef, cardRef, onSubmit, onConfirm } = useSubmit(props, draft, reading, generation);
  const { values, errors, set, change, savedChildren, help, formRef } = draft;

  // Without JavaScript the page comes back from the server with the messages: the browser focuses the first.
  const firstInvalid = FIELD_ORDER.find((k) => props.errors?.[k] && (k !== "customBehavior" || props.values.behavior === "custom"));
  const kit: FieldKit = { values, errors, firstInvalid, set, change };

  // At the free limit the card says it once, with one button; the form stays visible but paused.
  const locked = !!status && !status.canGenerateStory;
  const renews = props.plan.period === "month";

  return (
    <div className="story-studio">
      {locked && status ? (
        <div className="subscription-required-wrap" ref={cardRef} tabIndex={-1}>
          <SubscriptionRequiredCard status={status} />
        </div>
      ) : null}

      {generation.generating ? (
        <GenerationPanel {...generation.panel} />
      ) : reading.reading ? (
        <form className="card form understood-step" method="post" action="/behaviors" onSubmit={onConfirm}>
          <UnderstoodPanel understood={reading.reading} headingRef={reading.understoodHeadingRef}>
            <HiddenValues values={values} />
            <div className="understood-actions">
              <button className="btn btn-primary btn-lg" type="submit" name="confirmed" value="1">
                {CONFIRM_LABELS.confirm}
              </button>
              <button className="btn btn-secondary btn-lg" type="submit" name="edit" value="1">
                {CONFIRM_LABELS.edit}
              </button>
            </div>
          </UnderstoodPanel>
        </form>
      ) : (
        <form ref={formRef} className="card form story-form" method="post" action="/behaviors" noValidate onSubmit={onSubmit}>
          {locked && status ? (
            <p className="form-paused" id="story-form-paused">
              Free stories remaining: {status.freeStoriesRemaining} of {status.freeStoriesLimit}. This form opens again when you subscribe
              {renews ? (props.plan.freeStories === 1 ? " or when your free story renews" : " or when your free stories renew") : ""}.
            </p>
          ) : null}
          <fieldset className="story-fields" disabled={locked} aria-describedby={locked ? "story-form-paused" : undefined}>
            {props.practice && values.practiceStory && values.childId === props.practice.childId ? (
              <p className="notice practice-story-line" data-practice-story={values.practiceStory}>
                <input type="hidden" name="practiceStory" value={values.practiceStory} />
                {props.practice.line} <a href={props.practice.ordinaryHref}>{props.practice.ordinaryLabel}</a>
              </p>
            ) : null}
            {props.signedIn ? <WhoFor kit={kit} savedChildren={savedChildren} choose={draft.chooseChild} /> : null}
            <TopChildFields kit={kit} />
            <BehaviorPicker kit={kit} />
            {/* Always on the page, shown by CSS when Custom Behavior is picked: without JavaScript, picking it can't add the fields. */}
            <CustomSituation kit={kit} help={help} focusSituation={props.focusSituation} />
            <AboutChild kit={kit} />
            <Siblings kit={kit} savedChildren={savedChildren} changeSibling={draft.changeSibling} addSavedSibling={draft.addSavedSibling} />
            <ThemePicker kit={kit} />
            <StoryStylePicker kit={kit} />
            <SubmitRow props={props} status={status} generating={generation.generating} checking={reading.checking} generateRef={generateRef} />
          </fieldset>
        </form>
      )}
    </div>
  );
}
