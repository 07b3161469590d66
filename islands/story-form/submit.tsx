/** The foot of the story form: the server's notice, "Generate Story", the free stories left, and a visitor's two ways to sign in with the form kept. */
import type { RefObject } from "react";
import { LABELS } from "../../src/content/labels";
import { freeStoriesLeft, storyAllowance, type PlanFacts } from "../../src/contracts/plan";
import type { SubscriptionStatus } from "../../src/contracts/subscription";

/** What a visitor reads beside the (disabled) Generate button, and after coming back signed in. */
export const VISITOR_DRAFT = {
  hint: (allowance: string) => `To write this story, create a free account or sign in. Free accounts include ${allowance}. What you've filled in is kept.`,
  signUp: "Create free account",
  signIn: "Sign in",
  restored: `Welcome! Your story details are still here. Check them and press ${LABELS.generateStory}.`,
} as const;
/** The submit button while the description is read back. */
const READING_LABEL = "Reading your description...";

export interface SubmitProps {
  signedIn: boolean;
  loginHref: string;
  draftAction?: string;
  draftRestored?: boolean;
  notice?: string;
  plan: PlanFacts;
}

export function SubmitRow({
  props,
  status,
  generating,
  checking,
  generateRef,
}: {
  props: SubmitProps;
  status: SubscriptionStatus | null;
  generating: boolean;
  checking: boolean;
  generateRef: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <>
      {props.notice ? (
        <p className="notice notice-error" role="alert">
          {props.notice}
        </p>
      ) : null}
      {props.draftRestored && props.signedIn ? (
        <p className="notice draft-restored" role="status">
          {VISITOR_DRAFT.restored}
        </p>
      ) : null}
      <div className={`submit-row${props.signedIn ? "" : " visitor-submit"}`}>
        <button
          ref={generateRef}
          className="btn btn-primary btn-lg"
          type="submit"
          disabled={generating || checking || !props.signedIn}
          aria-describedby={props.signedIn ? undefined : "visitor-hint"}
        >
          {generating ? "Generating..." : checking ? READING_LABEL : LABELS.generateStory}
        </button>
        {props.signedIn && status && !status.isSubscribed && status.canGenerateStory ? (
          <p className="free-left" data-testid="free-left">
            {freeStoriesLeft(props.plan, status.freeStoriesRemaining)}
          </p>
        ) : null}
        {!props.signedIn ? (
          <div className="visitor-next">
            <p className="visitor-hint" id="visitor-hint">
              {VISITOR_DRAFT.hint(storyAllowance(props.plan))}
            </p>
            {props.draftAction ? (
              <div className="visitor-actions">
                <button className="btn btn-primary" type="submit" formAction={props.draftAction} formMethod="post" name="next" value="signup">
                  {VISITOR_DRAFT.signUp}
                </button>
                <button className="btn btn-secondary" type="submit" formAction={props.draftAction} formMethod="post" name="next" value="signin">
                  {VISITOR_DRAFT.signIn}
                </button>
              </div>
            ) : (
              <a href={props.loginHref}>{VISITOR_DRAFT.signIn}</a>
            )}
          </div>
        ) : null}
      </div>
    </>
  );
}
