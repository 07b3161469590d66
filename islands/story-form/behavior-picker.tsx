/** The behavior: the spec's options in a drop-down ("Custom Behavior" opens the situation's fields). */
import { BEHAVIOR_OPTIONS } from "../../src/contracts/catalog";
import { fieldProps, FieldError, type FieldKit } from "./kit";

export function BehaviorPicker({ kit }: { kit: FieldKit }) {
  return (
    <div className="field">
      <label htmlFor="story-behavior">Behavior</label>
      <select {...fieldProps(kit, "behavior")}>
        <option value="">Select a behavior</option>
        {BEHAVIOR_OPTIONS.map((b) => (
          <option key={b.id} value={b.id}>
            {b.label}
          </option>
        ))}
      </select>
      <FieldError kit={kit} k="behavior" />
    </div>
  );
}
