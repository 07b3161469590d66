/** The child's fields on the story form: who the story is for (saved children), and each field as CHILD_FIELDS describes it. */
import { CHILD_FIELDS, childField, labelOf, placeholderOf, storyKeyOf, wordsAround, type ChildFieldKey } from "../../src/contracts/child-fields";
import type { ChildChoice } from "../../src/children/form";
import { FieldOptions } from "../../components/ChildFieldOptions";
import { described, fieldProps, FieldError, type FieldKit } from "./kit";
import type { TextKey } from "./values";

/** The child's name as the form's words use it ("What Maya calls you"), or "your child". */
export const childWho = (kit: FieldKit) => kit.values.childName.trim() || "your child";

/** One of the child's fields: a text box, a drop-down, a row of radio buttons or a checkbox. */
export function StoryChildField({ kit, k }: { kit: FieldKit; k: ChildFieldKey }) {
  const def = childField(k);
  const key = storyKeyOf(k) as TextKey;
  const value = kit.values[key];
  switch (def.kind) {
    case "text":
      return (
        <div className="field">
          <label htmlFor={`story-${key}`}>{typeof def.label === "function" ? wordsAround(def.label, childWho(kit)) : def.label}</label>
          <input type="text" autoComplete="off" placeholder={placeholderOf(def, "story")} maxLength={def.maxChars} {...fieldProps(kit, key)} />
          {def.storyHint ? <p className="field-hint">{wordsAround(def.storyHint, def.default ?? "")}</p> : null}
          <FieldError kit={kit} k={key} />
        </div>
      );
    case "enum":
      return def.control === "radios" ? (
        <div className="field">
          <span className="field-label" id={`story-${key}-label`}>
            {labelOf(def)}
          </span>
          <div className="choice-row" role="radiogroup" aria-labelledby={`story-${key}-label`} {...described(kit, key)}>
            {def.options.map((p, i) => (
              <label key={p} className={`choice${value === p ? " selected" : ""}`}>
                <input
                  type="radio"
                  name={key}
                  value={p}
                  checked={value === p}
                  onChange={kit.set(key)}
                  autoFocus={(kit.firstInvalid === key && i === 0) || undefined}
                  {...described(kit, key)}
                />
                <span>{def.optionLabels[p]}</span>
              </label>
            ))}
          </div>
          <FieldError kit={kit} k={key} />
        </div>
      ) : (
        <div className="field">
          <label htmlFor={`story-${key}`}>{labelOf(def)}</label>
          <select {...fieldProps(kit, key)}>
            <FieldOptions field={def} />
          </select>
          <FieldError kit={kit} k={key} />
        </div>
      );
    case "bool":
      return (
        <div className="field field-checkbox">
          <label>
            <input
              type="checkbox"
              name={key}
              id={`story-${key}`}
              checked={value === "on"}
              onChange={(e) => kit.change(key, e.target.checked ? "on" : "")}
              autoFocus={kit.firstInvalid === key || undefined}
              {...described(kit, key)}
            />{" "}
            {labelOf(def)}
          </label>
          <FieldError kit={kit} k={key} />
        </div>
      );
    case "list":
      // Likes and things to leave out are a saved child's (and the API's): not on the story form.
      return null;
  }
}

const placed = (where: "top" | "about") => (Object.keys(CHILD_FIELDS) as ChildFieldKey[]).filter((k) => childField(k).storyForm === where);

/** The child's name and age, at the top of the form. */
export function TopChildFields({ kit }: { kit: FieldKit }) {
  return (
    <>
      {placed("top").map((k) => (
        <StoryChildField key={k} kit={kit} k={k} />
      ))}
    </>
  );
}

/** "About the child (optional)": pronouns, what the child calls the parent, hair, glasses. */
export function AboutChild({ kit }: { kit: FieldKit }) {
  return (
    <fieldset className="field about-child">
      <legend>About {childWho(kit)} (optional)</legend>
      <p className="field-hint">So the story and its pictures show your child as they are.</p>
      {placed("about").map((k) => (
        <StoryChildField key={k} kit={kit} k={k} />
      ))}
    </fieldset>
  );
}

/** "Who is this story for?": the saved children (one tap fills the form), or someone else. */
export function WhoFor({ kit, savedChildren, choose }: { kit: FieldKit; savedChildren: ChildChoice[]; choose: (id: string) => void }) {
  const { values } = kit;
  return (
    <fieldset className="field who-for bare-fieldset" {...described(kit, "childId")}>
      <legend className="field-legend">Who is this story for?</legend>
      {savedChildren.length ? (
        <div className="choice-row saved-children">
          {savedChildren.map((child, i) => (
            <label key={child.id} className={`choice${values.childId === String(child.id) ? " selected" : ""}`}>
              <input
                type="radio"
                name="childId"
                value={String(child.id)}
                checked={values.childId === String(child.id)}
                onChange={(e) => choose(e.target.value)}
                autoFocus={(kit.firstInvalid === "childId" && i === 0) || undefined}
              />
              <span>{child.name}</span>
            </label>
          ))}
          <label className={`choice${values.childId === "" ? " selected" : ""}`}>
            <input type="radio" name="childId" value="" checked={values.childId === ""} onChange={() => choose("")} />
            <span>Someone else</span>
          </label>
        </div>
      ) : null}
      <p className="field-hint">
        {savedChildren.length ? "Tap a name to fill in their details. " : "Save your children once and fill this form in with one tap. "}
        <a href="/children">{savedChildren.length ? "Manage children" : "Add a child"}</a>
      </p>
      <FieldError kit={kit} k="childId" />
    </fieldset>
  );
}
