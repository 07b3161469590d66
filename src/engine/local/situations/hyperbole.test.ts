import { describe, expect, it } from "vitest";
import { normalize, understandSituation, objectOf } from "./understand";
import { readSituation } from "../../situation-reading";

const C1 =
  "he screams in the car every time we buckle his seatbelt, kicks the back of my seat and yells he HATES the car seat. its 45 min to grandmas so its a nightmare";
const C2 =
  "she wont go in to school in the morning, cries at the gate + holds onto my leg and the teacher has to peel her off. started after xmas break, she says her tummy hurts";

describe("the parent's hyperbole is their feeling, never the child's situation", () => {
  it("'its a nightmare' about a car seat is a car-seat story on the way to Grandma's, parked until it clicks", () => {
    const s = understandSituation(C1, "Theo");
    expect(s.frame).toBe("must-do");
    expect(s.place).toBe("car");
    expect(s.object).toBe("the seatbelt");
    const gran = s.settings?.find((x) => x.words.includes("grandma"));
    expect(gran?.at).toBe("in the car on the way to Grandma's house");
    expect(gran?.line?.[0]).toMatch(/parked/);
  });
  it("a nightmare the child has is still a night story", () => {
    expect(understandSituation("wakes up from a nightmare every night and cries for me", "Theo").frame).toBe("waking");
  });
  it("battle, war, torture, circus, killing me: taken out before reading", () => {
    for (const t of [
      "bath time is a war zone bc he hates getting his hair washed",
      "its torture for both of us",
      "dinner is a circus",
      "honestly its killing me",
      "bedtime is such a battle",
    ])
      expect(normalize(t).text).not.toMatch(/war|torture|circus|killing|battle/);
  });
  it("the screen does not decline 'its torture' or 'its killing me', nor 'beats him at uno'", () => {
    for (const t of [
      "my granddaughter wont let me brush her teeth when she sleeps over at my house, its torture for both of us",
      "he wont get out of the pool at swim lessons & screams when i say time to go, honestly its killing me",
      "he calls his sister stupid whenever she beats him at uno",
    ])
      expect(readSituation({ customBehavior: t }, { name: "Sam" }).status).toBe("understood");
  });
});

describe("crying and holding on at the school gate is a goodbye", () => {
  it("c2 reads as a goodbye at the school gate with the teacher", () => {
    const s = understandSituation(C2, "Mia");
    expect(s.frame).toBe("goodbye");
    expect(s.place).toBe("school gate");
    expect(s.person).toMatch(/teacher/);
  });
  it("never an article before a phrase with a preposition ('the to school')", () => {
    expect(objectOf("refuse to go in to school")).toBeUndefined();
    expect(objectOf("jump on the couch")).toBe("the couch");
  });
});
