/**
 * The custom situation: in the parent's own words, or step by step. Both are on the page; the chosen
 * one is shown (CSS on the checked mode, so it works without JavaScript too).
 */
import {
  CUSTOM_BEHAVIOR_MAX_CHARS,
  SITUATION_FEELING_LABELS,
  SITUATION_FEELINGS,
  SITUATION_MODES,
  SITUATION_PART_LABELS,
  SITUATION_PART_MAX_CHARS,
  isSituationAsk,
  type SituationMode,
} from "../../src/contracts/situation";
import type { FieldKit } from "./kit";
import { modeOf } from "./values";

export const SITUATION_MODE_LABELS: Record<SituationMode, string> = { words: "In my own words", parts: "Step by step" };
const SITUATION_MODE_LEGEND = "How would you like to tell us?";

export function CustomSituation({ kit, help, focusSituation }: { kit: FieldKit; help: { label: string; href: string } | null; focusSituation?: boolean }) {
  /** A situation's message, with a declined situation's pointer to help. */
  const situationError = (k: "customBehavior" | "situationWhen") =>
    kit.errors[k] ? (
      // A missing part is asked as a question (R14's screenshots: it was styled as an error, in red).
      <p className={isSituationAsk(kit.errors[k] ?? "") ? "field-error field-ask" : "field-error"} id={`story-${k}-error`} role="alert">
        {kit.errors[k]}
        {help ? (
          <>
            {" "}
            <a href={help.href}>{help.label}</a>
          </>
        ) : null}
      </p>
    ) : null;
  const mode = modeOf(kit.values);
  /** Linked to its message only where the message is shown (the mode in use). */
  const situationDescribed = (k: "customBehavior" | "situationWhen", shown: boolean) => ({
    "aria-invalid": shown && !!kit.errors[k],
    "aria-describedby": shown && kit.errors[k] ? `story-${k}-error` : undefined,
  });
  const situationAutoFocus = (k: "customBehavior" | "situationWhen", shown: boolean) =>
    (shown && (kit.firstInvalid === k || (focusSituation && k === "customBehavior"))) || undefined;
  const partInput = (k: "situationDoes" | "situationWhen" | "situationWho", part: "does" | "when" | "who") => (
    <div className="field">
      <label htmlFor={`story-${k}`}>{SITUATION_PART_LABELS[part].label}</label>
      {part === "does" && mode === "parts" ? situationError("customBehavior") : part === "when" && mode === "parts" ? situationError("situationWhen") : null}
      <input
        type="text"
        id={`story-${k}`}
        name={k}
        autoComplete="off"
        maxLength={SITUATION_PART_MAX_CHARS}
        placeholder={SITUATION_PART_LABELS[part].placeholder}
        value={kit.values[k]}
        onChange={kit.set(k)}
        {...(part === "does"
          ? situationDescribed("customBehavior", mode === "parts")
          : part === "when"
            ? situationDescribed("situationWhen", mode === "parts")
            : {})}
        autoFocus={
          part === "does"
            ? situationAutoFocus("customBehavior", mode === "parts")
            : part === "when"
              ? situationAutoFocus("situationWhen", mode === "parts")
              : undefined
        }
      />
      <p className="field-hint">{SITUATION_PART_LABELS[part].hint}</p>
    </div>
  );
  return (
    <div className="field situation-field" data-mode={mode}>
      <fieldset className="bare-fieldset situation-modes">
        <legend className="field-legend">{SITUATION_MODE_LEGEND}</legend>
        <div className="choice-row">
          {SITUATION_MODES.map((m) => (
            // Highlighted by CSS on the checked radio (a class would go stale without JavaScript).
            <label key={m} className="choice">
              <input type="radio" name="situationMode" value={m} checked={mode === m} onChange={kit.set("situationMode")} />
              <span>{SITUATION_MODE_LABELS[m]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="situation-words">
        <label htmlFor="story-customBehavior">Describe the situation</label>
        {/* Between the label and the box (the GOV.UK pattern): focus scrolls the box into view and the question
            above it comes too, on a desktop's first screen and above a phone's keyboard (R14's screenshots: below
            the box it fell under the fold, and under the keyboard). */}
        {mode === "words" ? situationError("customBehavior") : null}
        <textarea
          rows={4}
          id="story-customBehavior"
          name="customBehavior"
          maxLength={CUSTOM_BEHAVIOR_MAX_CHARS}
          placeholder="e.g. Leo gets upset when his baby sister plays with his toys."
          value={kit.values.customBehavior}
          onChange={kit.set("customBehavior")}
          {...situationDescribed("customBehavior", mode === "words")}
          autoFocus={situationAutoFocus("customBehavior", mode === "words")}
        />
        <p className="field-hint">
          {kit.values.customBehavior.length}/{CUSTOM_BEHAVIOR_MAX_CHARS} · Describe what happens and how your child feels. No full names or addresses, please.
        </p>
      </div>
      <div className="situation-parts">
        {partInput("situationDoes", "does")}
        {partInput("situationWhen", "when")}
        {partInput("situationWho", "who")}
        <fieldset className="field bare-fieldset situation-underneath">
          <legend className="field-legend">{SITUATION_PART_LABELS.underneath.label}</legend>
          <p className="field-hint">{SITUATION_PART_LABELS.underneath.hint}</p>
          <div className="choice-row chips">
            {SITUATION_FEELINGS.map((f) => (
              <label key={f} className="choice">
                <input
                  type="radio"
                  name="situationUnderneath"
                  value={f}
                  checked={kit.values.situationUnderneath === f}
                  onChange={kit.set("situationUnderneath")}
                />
                <span>{SITUATION_FEELING_LABELS[f]}</span>
              </label>
            ))}
          </div>
        </fieldset>
      </div>
    </div>
  );
}
