import { describe, expect, it } from "vitest";
import { smartQuotes } from "./typography";

describe("smartQuotes", () => {
  it("curls quotes and apostrophes by position, one character for one", () => {
    const text = `"I can't," said Mia. "It's Leo's turn." 'Okay,' he said. "Wait-" "Now!"`;
    const out = smartQuotes(text);
    expect(out).toBe(
      "\u201CI can\u2019t,\u201D said Mia. \u201CIt\u2019s Leo\u2019s turn.\u201D \u2018Okay,\u2019 he said. \u201CWait-\u201D \u201CNow!\u201D",
    );
    expect(out).toHaveLength(text.length);
  });
  it("keeps the apostrophe of a shortened decade", () => {
    expect(smartQuotes("music from the '90s")).toBe("music from the \u201990s");
  });
});
