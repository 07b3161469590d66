import { AGE_BANDS, AGE_BAND_LABELS } from "../src/contracts/catalog";
import { HAIR_LABELS, HAIR_STYLES } from "../src/contracts/story-fields";

/** The child's age choices, as the story form and the saved-child form offer them. */
export function AgeOptions() {
  return (
    <>
      <option value="">Select an age range</option>
      {AGE_BANDS.map((a) => (
        <option key={a} value={a}>
          {AGE_BAND_LABELS[a]}
        </option>
      ))}
    </>
  );
}

/** The hair choices for the pictures. */
export function HairOptions() {
  return (
    <>
      <option value="">Let the artist choose</option>
      {HAIR_STYLES.map((h) => (
        <option key={h} value={h}>
          {HAIR_LABELS[h]}
        </option>
      ))}
    </>
  );
}
