/** "Add brothers or sisters (optional)": saved children with one tap, or typed in (always MAX_SIBLINGS rows). */
import { CHILD_NAME_MAX_CHARS, PRONOUN_LABELS, PRONOUNS } from "../../src/contracts/story-fields";
import { MAX_SIBLINGS } from "../../src/contracts/family";
import type { ChildChoice } from "../../src/children/form";
import { described, FieldError, type FieldKit } from "./kit";
import type { SiblingValues } from "./values";

export function Siblings({
  kit,
  savedChildren,
  changeSibling,
  addSavedSibling,
}: {
  kit: FieldKit;
  savedChildren: ChildChoice[];
  changeSibling: (i: number, patch: Partial<SiblingValues>) => void;
  addSavedSibling: (child: ChildChoice) => void;
}) {
  return (
    <details className="field siblings-field" open={kit.values.siblings.some((s) => s.name.trim() || s.childId) || !!kit.errors.siblings || undefined}>
      <summary className="siblings-summary">Add brothers or sisters (optional)</summary>
      <p className="field-hint">
        Up to {MAX_SIBLINGS} can join the story. The story stays about {kit.values.childName.trim() || "your child"}'s behavior.
      </p>
      {savedChildren.some((c) => String(c.id) !== kit.values.childId) ? (
        <div className="choice-row" style={{ margin: "8px 0" }}>
          {savedChildren
            .filter((c) => String(c.id) !== kit.values.childId)
            .map((c) => {
              const added = kit.values.siblings.some((s) => s.childId === String(c.id));
              const full = kit.values.siblings.every((s) => s.childId || s.name.trim());
              return (
                <button
                  key={c.id}
                  type="button"
                  className="btn btn-secondary btn-sm"
                  disabled={added || full}
                  aria-pressed={added}
                  onClick={() => addSavedSibling(c)}
                >
                  {added ? `${c.name} added` : `+ ${c.name}`}
                </button>
              );
            })}
        </div>
      ) : null}
      {kit.values.siblings.map((sib, i) => (
        <div key={i} className="field-row sibling-row" style={{ alignItems: "end", marginTop: 8 }}>
          <div className="field">
            <label htmlFor={`story-sibling${i + 1}Name`}>Brother or sister {i + 1}: name</label>
            <input
              type="text"
              id={`story-sibling${i + 1}Name`}
              name={`sibling${i + 1}Name`}
              autoComplete="off"
              maxLength={CHILD_NAME_MAX_CHARS}
              value={sib.name}
              onChange={(e) => changeSibling(i, { name: e.target.value })}
              {...described(kit, "siblings")}
            />
          </div>
          <div className="field">
            <label htmlFor={`story-sibling${i + 1}Pronouns`}>Pronouns</label>
            <select
              id={`story-sibling${i + 1}Pronouns`}
              name={`sibling${i + 1}Pronouns`}
              value={sib.pronouns}
              onChange={(e) => changeSibling(i, { pronouns: e.target.value })}
            >
              <option value="">they / them</option>
              {PRONOUNS.filter((p) => p !== "they").map((p) => (
                <option key={p} value={p}>
                  {PRONOUN_LABELS[p]}
                </option>
              ))}
            </select>
          </div>
          {sib.childId ? <input type="hidden" name={`sibling${i + 1}ChildId`} value={sib.childId} /> : null}
        </div>
      ))}
      <FieldError kit={kit} k="siblings" />
    </details>
  );
}
