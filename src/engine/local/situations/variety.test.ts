/** The "write another" variety measure (variety.ts): what counts as a shared sentence. */
import { describe, expect, it } from "vitest";
import { crossInput, pairShare, storySentences, worstPair } from "./variety";

describe("the variety measure", () => {
  it("splits sentences, replaces names, drops punctuation and very short sentences", () => {
    const s = storySentences('Sam ran to the pool. "No! Not yet!" Whee!\n\nPip said, "Hello, Sam."', ["Sam", "Pip"]);
    expect(s).toEqual(["name ran to the pool", "name said hello name"]);
  });
  it("a pair's share is A's sentences found in B, over A's", () => {
    const a = ["one two three", "four five six", "seven eight nine", "ten eleven twelve"];
    expect(pairShare(a, a.slice(0, 1))).toBe(0.25);
    expect(pairShare(a.slice(0, 1), a)).toBe(1);
    expect(worstPair([a, a.slice(0, 1), ["x y z"]]).share).toBe(1);
  });
  it("a story told with other names is the same story", () => {
    const a = storySentences("Sam and Mom went to the park one sunny day.", ["Sam", "Mom"]);
    const b = storySentences("Ava and Dad went to the park one sunny day.", ["Ava", "Dad"]);
    expect(pairShare(a, b)).toBe(1);
  });
  it("cross-input counts only longer sentences, each input's stories together", () => {
    const long = "name went to the park on a very sunny day";
    const r = crossInput([[[long, "short one here"]], [[long]], [["a different long sentence about the sea and sand"]]]);
    expect(r.total).toBe(3);
    expect(r.shared).toBe(2);
    expect(r.top[0]).toEqual({ sentence: long, inputs: 2 });
  });
});
