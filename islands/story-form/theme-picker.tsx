/** The theme: a radio per theme, with its icon. */
import { THEMES } from "../../src/contracts/catalog";
import { ThemeIcon } from "../../components/story/ThemeIcon";
import { described, FieldError, type FieldKit } from "./kit";

export function ThemePicker({ kit }: { kit: FieldKit }) {
  return (
    <fieldset className="field theme-field" {...described(kit, "theme")}>
      <legend>Theme</legend>
      <div className="theme-options">
        {THEMES.map((t, i) => (
          <label key={t.id} className={`theme-option theme-${t.id}${kit.values.theme === t.id ? " selected" : ""}`}>
            <input
              type="radio"
              name="theme"
              value={t.id}
              checked={kit.values.theme === t.id}
              onChange={kit.set("theme")}
              autoFocus={(kit.firstInvalid === "theme" && i === 0) || undefined}
              {...described(kit, "theme")}
            />
            <ThemeIcon theme={t.id} size={32} />
            <span>{t.label}</span>
          </label>
        ))}
      </div>
      <FieldError kit={kit} k="theme" />
    </fieldset>
  );
}
