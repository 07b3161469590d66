/**
 * The custom-situation measurement, and what this step changed that a parent notices: plain
 * descriptions that were refused now get their story, the parent's own "he"/"she"/"my son" is the
 * child's pronoun, and a neighbour's dog is not called friendly.
 */
import { describe, expect, it } from "vitest";
import { createStoryEngine, writeStory } from "../../index";
import { screenCustomBehavior } from "../../screen";
import { evaluateSituations, formatTable, keepsGroup, readFixture, totals } from "./eval";
import { hasSomethingToGoOn, normalize, pronounsInText } from "./understand";

const engine = createStoryEngine({ provider: "local" });
const write = (customBehavior: string) =>
  writeStory(engine, { childName: "Sam", childAge: "4-5", behavior: "custom", theme: "animals", customBehavior, seed: 1 });

describe("the measurement over the shared fixtures and our own phrasings", () => {
  for (const [name, path] of [
    ["shared", "tests/fixtures/shared/parent-situations.txt"],
    ["own", "src/engine/local/situations/own-phrasings.txt"],
  ] as const) {
    it(`${name}: every description the screen accepts gets a story that passes the checks`, async () => {
      const rows = await evaluateSituations(readFixture(path));
      const t = totals(rows);
      expect(formatTable(name, rows)).toContain("totals:");
      expect(rows.filter((r) => r.status === "failed").map((r) => `${r.text}: ${r.message}`)).toEqual([]);
      expect(t.lines).toBeGreaterThanOrEqual(30);
    });
  }
  it("keeps a group by any of its words, whole words only", () => {
    expect(keepsGroup("They left the pool.", ["pool", "swim"])).toBe(true);
    expect(keepsGroup("A whirlpool!", ["pool"])).toBe(false);
    expect(keepsGroup("Grandma's house", ["grandma's"])).toBe(true);
  });
});

describe("plain descriptions that were refused are understood", () => {
  it.each([
    ["she screams and kicks when it is time to get out of the swimming pool", /\bpool\b/i],
    ["is scared of the automatic toilets that flush by themselves at stores", /\btoilet\b/i],
    ["pulls her hair out when she is stressed about tests", /\bhair\b/i],
  ])("%s", async (text, word) => {
    expect(screenCustomBehavior(text).ok).toBe(true);
    const story = await write(text);
    expect(story.content.split(/\n\s*\n/).filter((p) => word.test(p)).length).toBeGreaterThanOrEqual(3);
  });

  it("text with nothing to go on is told apart from readable text", () => {
    for (const t of ["asdf qwer zxcv", "help me please", "hello hello there"]) expect(hasSomethingToGoOn(normalize(t).text)).toBe(false);
    for (const t of ["talks back and rolls her eyes", "jumps on the couch", "wakes up at 5am every day"])
      expect(hasSomethingToGoOn(normalize(t).text)).toBe(true);
  });
});

describe("the parent's own pronoun", () => {
  it("is the child's when none is picked", async () => {
    expect((await write("she screams and kicks when it is time to get out of the swimming pool")).plan.child.pronouns).toBe("she");
    expect((await write("my son freaks out when the smoke alarm beeps at night")).plan.child.pronouns).toBe("he");
    const story = await write("gets really nervous before swimming lessons and says his tummy hurts");
    expect(story.plan.child.pronouns).toBe("he");
    expect(story.content).not.toMatch(/\b(themself|their tummy)\b/);
  });
  it("is read as a person reads it", () => {
    expect(pronounsInText("my daughter is scared of the costumed characters")).toBe("she");
    expect(pronounsInText("he tells his teacher shut up when she asks him to sit down")).toBe("he");
    expect(pronounsInText("bites other kids at daycare when they take her toys")).toBe("she");
    // "her" is the cat here, not the child.
    expect(pronounsInText("is rough with our cat, picks her up by the tail")).toBeUndefined();
    expect(pronounsInText("the kids in my class all shout over each other")).toBeUndefined();
  });
  it("a pronoun the parent picked wins", async () => {
    const story = await writeStory(engine, {
      childName: "Sam",
      childAge: "4-5",
      behavior: "custom",
      theme: "animals",
      customBehavior: "she screams when it is time to get out of the pool",
      seed: 1,
      pronouns: "they",
    });
    expect(story.plan.child.pronouns).toBe("they");
  });
});

describe("nothing taught is untrue", () => {
  it("the dog next door is not called friendly or on a lead", async () => {
    for (const age of ["2-3", "4-5", "6-7", "8-10"] as const) {
      const story = await writeStory(engine, {
        childName: "Sam",
        childAge: age,
        behavior: "custom",
        theme: "animals",
        customBehavior: "he is scared of the dog next door and wont go in the yard",
        seed: 1,
      });
      expect(story.content).not.toMatch(/friendly dog|on a lead|saying hello/i);
    }
  });
  it("a smoke alarm beeping at night is not a fire engine in the street", async () => {
    const story = await write("my son freaks out when the smoke alarm beeps at night");
    expect(story.content).not.toMatch(/fire engine|siren|street/i);
    expect(story.content.split(/\n\s*\n/).filter((p) => /\bsmoke alarm\b/i.test(p)).length).toBeGreaterThanOrEqual(3);
    expect(story.plan.scenes.find((s) => s.beat === "problem")?.place).toBe("bedroom");
  });
});
