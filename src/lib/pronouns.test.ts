import { describe, expect, it } from "vitest";
import { pronounsFromWords } from "./pronouns";

describe("pronouns from a name's or a kind's words", () => {
  it("a grown-up's name: only its first word counts", () => {
    expect(["Mom", "Gran", "Grandma Rose", "Abuela", "Aunt Lou", "Ms. Lee"].map((n) => pronounsFromWords(n, "first"))).toEqual([
      "she",
      "she",
      "she",
      "she",
      "she",
      "she",
    ]);
    expect(["Dad", "Papa", "Grandpa Joe", "Uncle Ray", "Mr. Tan"].map((n) => pronounsFromWords(n, "first"))).toEqual(["he", "he", "he", "he", "he"]);
    expect(["Sam", "Jordan", "Coach Dad"].map((n) => pronounsFromWords(n, "first"))).toEqual([undefined, undefined, undefined]);
  });
  it("a kind's words: any word counts", () => {
    expect(pronounsFromWords("a kind old lady")).toBe("she");
    expect(pronounsFromWords("the man next door")).toBe("he");
    expect(pronounsFromWords("best friend")).toBeUndefined();
  });
});
