/**
 * Whose "him" and "her" (review finding, issue 22): the child's pronoun is the parent's first "he" or "she"
 * unless the child's own "his …"/"her …" came before it; a "her" or "him" that is someone pushed or picked
 * up is someone else, and stays someone else in the story.
 */
import { describe, expect, it } from "vitest";
import { readAction } from "./action";
import { pronounsInText } from "./understand";

describe("the child's pronoun, and the other person's", () => {
  const cases: Array<[string, "he" | "she" | undefined]> = [
    ["pushes her when he is tired", "he"],
    ["pushes him when she is tired", "she"],
    ["bites his sister when she takes his lego", "he"],
    ["rolls her eyes when he teases her", "she"],
    ["picks her up and she screams", "she"],
    ["keeps hitting him", undefined],
    ["my son hits her", "he"],
  ];
  for (const [text, child] of cases) it(`"${text}": the child is ${child ?? "not said"}`, () => expect(pronounsInText(text)).toBe(child));

  it("the one pushed is kept as the parent said, never turned into the child", () => {
    expect(readAction("pushes her when he is tired")?.past).toBe("pushed her");
    expect(readAction("pushes him when she is tired")?.past).toBe("pushed him");
    // The child's own "his"/"her" is still the child's.
    expect(readAction("bites his sister when she takes his lego")?.past).toBe("bit {C's} sister");
  });
});
