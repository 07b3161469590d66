import { describe, expect, it } from "vitest";
import { cleanModelText } from "./model-text";

describe("cleanModelText", () => {
  it("removes a chat preamble, a markdown title, bold markers and a sign-off, never the story", () => {
    const raw = [
      "Certainly! Here's a bedtime story for Leo:",
      "## Leo and the Sleepy Moon",
      "Leo yawned. The **Moon Hum** was his favourite.",
      "Leo hummed and fell asleep.",
      "I hope you and Leo enjoy this story!",
    ].join("\n\n");
    const out = cleanModelText(raw);
    expect(out.text).toBe("Leo yawned. The Moon Hum was his favourite.\n\nLeo hummed and fell asleep.");
    expect(out.title).toBe("Leo and the Sleepy Moon");
    expect(out.removed).toEqual(["preamble", "heading", "closing", "bold"]);
  });

  it("keeps a first paragraph that is story, even one starting with 'Sure'", () => {
    const raw = "Sure enough, the rain stopped, and Leo ran outside.\n\nHe jumped in a puddle.";
    expect(cleanModelText(raw).text).toBe(raw);
  });
});
