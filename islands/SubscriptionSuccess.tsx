import { useEffect, useState } from "react";
import { BILLING_MESSAGES } from "../src/billing/plan";
import { api } from "./lib/api";

type Phase = { kind: "loading" } | { kind: "success" } | { kind: "error"; message: string };

/** /subscription/success: confirms the returning checkout session (spec sections 2, 4 and 8). */
export default function SubscriptionSuccess({ sessionId }: { sessionId: string | null }) {
  // With no session_id there is nothing to confirm: success at once, without a call.
  const [phase, setPhase] = useState<Phase>(sessionId ? { kind: "loading" } : { kind: "success" });

  useEffect(() => {
    if (!sessionId) return;
    api<{ success: boolean }>("GET", `/api/subscription/success?session_id=${encodeURIComponent(sessionId)}`)
      .then((r) => {
        if (r?.success) {
          setPhase({ kind: "success" });
          window.history.replaceState(null, "", window.location.pathname);
        } else setPhase({ kind: "error", message: BILLING_MESSAGES.successFalse });
      })
      .catch((err) => {
        console.error(err);
        setPhase({ kind: "error", message: BILLING_MESSAGES.successCallFailed });
      });
  }, [sessionId]);

  return (
    <section className={`panel ${phase.kind === "error" ? "panel-error" : "panel-success"} subscription-result`} aria-live="polite">
      <h1>{phase.kind === "error" ? "Subscription Error" : "Subscription Successful"}</h1>
      {phase.kind === "loading" ? (
        <>
          <div className="spinner" aria-hidden="true" />
          <p>Processing your subscription...</p>
          <noscript>
            <p>
              Your payment is being confirmed. Open <a href="/subscription">your subscription page</a> to see your plan.
            </p>
          </noscript>
        </>
      ) : phase.kind === "success" ? (
        <>
          <p className="lead">Thank you for subscribing!</p>
          <p>You now have unlimited access to personalized behavior stories, coloring pages and printable PDFs for a full year.</p>
        </>
      ) : (
        <>
          <p className="lead">{phase.message}</p>
          <p className="muted">{BILLING_MESSAGES.contactSupportHint}</p>
          <p>
            <a href="/contact">Contact support</a>
          </p>
        </>
      )}
      <div className="panel-actions">
        <a className="btn btn-primary" href="/">
          Return to Home
        </a>
        {phase.kind === "success" ? (
          <a className="btn btn-secondary" href="/behaviors">
            Create a Story
          </a>
        ) : null}
      </div>
    </section>
  );
}
