/**
 * How the story is told (issue 25, ADR 030): today's picture book (the default), or a first-person social
 * story for children helped by that form. Offered, never chosen for the parent; the words are STORY_STYLE_CHOICES.
 */
import { DEFAULT_STORY_STYLE, STORY_STYLE_LABEL, STORY_STYLES, storyStyleChoice } from "../../src/contracts/story-fields";
import { described, FieldError, type FieldKit } from "./kit";

export function StoryStylePicker({ kit }: { kit: FieldKit }) {
  const chosen = kit.values.storyStyle || DEFAULT_STORY_STYLE;
  return (
    <fieldset className="field story-style-field" {...described(kit, "storyStyle")}>
      <legend className="field-legend">{STORY_STYLE_LABEL}</legend>
      <div className="choice-row">
        {STORY_STYLES.map((style) => (
          // Highlighted by CSS on the checked radio (a class would go stale without JavaScript).
          <label key={style} className="choice">
            <input type="radio" name="storyStyle" value={style} checked={chosen === style} onChange={kit.set("storyStyle")} {...described(kit, "storyStyle")} />
            <span>{storyStyleChoice(style, kit.values.childName)}</span>
          </label>
        ))}
      </div>
      <FieldError kit={kit} k="storyStyle" />
    </fieldset>
  );
}
