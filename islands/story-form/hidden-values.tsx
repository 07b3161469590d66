/** Every value of the form, for the confirm step's own form (so it also posts without JavaScript). */
import type { TextKey, Values } from "./values";

export function HiddenValues({ values }: { values: Values }) {
  return (
    <>
      {(Object.keys(values) as (keyof Values)[])
        .filter((k): k is TextKey => k !== "siblings" && values[k] !== undefined)
        .map((k) => (
          <input key={k} type="hidden" name={k} value={values[k]} />
        ))}
      {values.siblings.map((sib, i) =>
        sib.name.trim() || sib.childId ? (
          <span key={i} hidden>
            <input type="hidden" name={`sibling${i + 1}Name`} value={sib.name} />
            <input type="hidden" name={`sibling${i + 1}Pronouns`} value={sib.pronouns} />
            {sib.childId ? <input type="hidden" name={`sibling${i + 1}ChildId`} value={sib.childId} /> : null}
          </span>
        ) : null,
      )}
    </>
  );
}
