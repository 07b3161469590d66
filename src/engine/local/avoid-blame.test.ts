import { describe, expect, it } from "vitest";
import { avoidBlame } from "./avoid-blame";

describe("a story the checks refuse because of a thing to leave out", () => {
  it("names the entry to blame and what to change (the Tidy-Up Train can't run without trains)", () => {
    const blamed = avoidBlame({ childName: "Maya", childAge: "4-5", behavior: "messiness", theme: "animals", pronouns: "she", avoid: ["dogs", "trains"] });
    expect(blamed).toEqual({
      entry: "trains",
      message: `We couldn't write a Messiness story that leaves out "trains". Please take "trains" off the things to leave out for this story, or choose another behavior or theme.`,
    });
    const saved = avoidBlame({ childName: "Maya", childAge: "4-5", behavior: "messiness", theme: "animals", avoid: ["trains"], childId: 7 });
    expect(saved?.message).toBe(
      `We couldn't write a Messiness story that leaves out "trains". Please take "trains" off the things to leave out (Maya's are on the My Children page), or choose another behavior or theme.`,
    );
  });

  it("blames nothing when the list is not the reason: a story can be written with it", () => {
    expect(avoidBlame({ childName: "Maya", childAge: "4-5", behavior: "tantrums", theme: "nature", avoid: ["dogs", "the dark", "water"] })).toBeNull();
    expect(avoidBlame({ childName: "Maya", childAge: "4-5", behavior: "tantrums", theme: "nature" })).toBeNull();
  });
});
