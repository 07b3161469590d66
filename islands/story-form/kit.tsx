/** What every part of the story form gets: the values, the messages, and the ids, names and aria a field carries. */
import type { TextKey, Values } from "./values";

export interface FieldKit {
  values: Values;
  errors: Record<string, string>;
  /** Without JavaScript the page comes back from the server with the messages: the browser focuses the first. */
  firstInvalid: keyof Values | undefined;
  /** The change handler of a text, select or radio field. */
  set: (k: TextKey) => (e: { target: { value: string } }) => void;
  change: (k: TextKey, value: string) => void;
}

/** Marked invalid and pointed at its message while it has one. */
export const described = (kit: FieldKit, k: TextKey | "siblings") => ({
  "aria-invalid": !!kit.errors[k],
  "aria-describedby": kit.errors[k] ? `story-${k}-error` : undefined,
});

/** A plain field's id, name, value and handlers. */
export const fieldProps = (kit: FieldKit, k: TextKey) => ({
  id: `story-${k}`,
  name: k,
  value: kit.values[k],
  onChange: kit.set(k),
  autoFocus: kit.firstInvalid === k || undefined,
  ...described(kit, k),
});

/** A field's message, under it. */
export function FieldError({ kit, k }: { kit: FieldKit; k: TextKey | "siblings" }) {
  return kit.errors[k] ? (
    <p className="field-error" id={`story-${k}-error`}>
      {kit.errors[k]}
    </p>
  ) : null;
}
