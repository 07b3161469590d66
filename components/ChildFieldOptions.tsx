import { CHILD_FIELDS, type EnumFieldDef } from "../src/contracts/child-fields";

/** A drop-down field's choices (its first, empty choice, then its options), as CHILD_FIELDS has them. */
export function FieldOptions({ field }: { field: EnumFieldDef }) {
  return (
    <>
      <option value="">{typeof field.control === "object" ? field.control.select : ""}</option>
      {field.options.map((o) => (
        <option key={o} value={o}>
          {field.optionLabels[o]}
        </option>
      ))}
    </>
  );
}

/** The child's age choices, as the story form and the saved-child form offer them. */
export const AgeOptions = () => <FieldOptions field={CHILD_FIELDS.childAge} />;
/** The hair choices for the pictures. */
export const HairOptions = () => <FieldOptions field={CHILD_FIELDS.hair} />;
