import { describe, expect, it } from "vitest";
import { nearMissNames, replaceName } from "./child-name";

describe("nearMissNames", () => {
  it("finds one other name close to the child's, used as a name", () => {
    expect(nearMissNames(["Mia hides behind Mom.", "Mom tucks Mia in.", "What did Mia's teddy say?"], "Maya")).toEqual(["Mia"]);
    expect(nearMissNames(["Mia and the Robin Breaths", "Maia cries."], "Maya", [], ["Maia"])).toEqual(["Maia"]);
  });

  it("leaves alone words and other people near the name (seen in the local engine's 960 plans)", () => {
    const texts = [
      '"It\'s called My Turn, Your Turn," said Finn.',
      "Sam and the Say-It-Back Trick",
      '"I\'m Doctor Lin," said the doctor.',
      "Finn Finds the Brave Steps",
      "Maya told Mama about May.",
    ];
    expect(nearMissNames(texts, "Maya")).toEqual([]);
    expect(nearMissNames(texts, "Lila")).toEqual([]);
    expect(nearMissNames(texts, "Finn")).toEqual([]);
    expect(nearMissNames(["Then Say said hello to Sal."], "Sam")).toEqual([]);
  });
});

describe("replaceName", () => {
  it("replaces a name as a word, and a phrase in any case", () => {
    expect(replaceName("Mia's hat and Miami", "Mia", "Maya")).toBe("Maya's hat and Miami");
    expect(replaceName("The little girl yawned; the little girl slept.", "the little girl", "Maya")).toBe("Maya yawned; Maya slept.");
  });
});
