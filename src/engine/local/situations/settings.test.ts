/**
 * The parent's other specifics (issue 22, items 2-3): where and when it happens ("in the parking
 * lot", "at circle time", "in the car on the way to kindy") run through the story's action, a
 * teacher's group description is one child's story in that group, and the misreads that were left.
 */
import { describe, expect, it } from "vitest";
import { AGE_BANDS } from "../../../contracts/catalog";
import { composeStory } from "../index";
import { planText } from "../../../contracts/story-plan";
import { checkStory } from "../../quality";
import type { StoryRequest } from "../../types";
import { settingsIn, understandSituation } from "./understand";

const story = (customBehavior: string, childAge: StoryRequest["childAge"], pronouns: StoryRequest["pronouns"] = "she", grownUpName = "Mom") => {
  const req: StoryRequest = { childName: "Ava", childAge, behavior: "custom", customBehavior, theme: "animals", pronouns, grownUpName, seed: 1 };
  const { plan } = composeStory(req);
  const text = planText(plan);
  return { text, paragraphs: text.split(/\n\s*\n/), passed: checkStory({ title: plan.title, text, plan }, req).passed };
};
const inParagraphs = (paragraphs: string[], re: RegExp) => paragraphs.filter((p) => re.test(p)).length;

describe("the parent's where and when (settingsIn)", () => {
  it("reads the place, the time and the way there in the parent's words", () => {
    expect(settingsIn("runs away from me in the parking lot at the grocery store").map((x) => x.at)).toEqual(["in the parking lot"]);
    expect(settingsIn("throws food on the floor at dinner and laughs")[0]).toMatchObject({ words: ["dinner"], at: "at dinner", time: "evening" });
    expect(settingsIn("throws her shoes in the car on the way to kindy")[0]).toMatchObject({ words: ["car", "kindy"], at: "in the car on the way to kindy" });
    expect(settingsIn("hides under the table during circle time at preschool").map((x) => x.words[0])).toEqual(["circle time", "preschool"]);
    expect(settingsIn("won't wear her seatbelt")).toEqual([]);
  });
});

describe("the parent's where and when run through the story", () => {
  for (const childAge of AGE_BANDS) {
    it(`running off in the parking lot: between the cars, and back holding hands across it (ages ${childAge})`, () => {
      const { paragraphs, passed } = story("runs away from me in the parking lot at the grocery store", childAge, "he");
      expect(inParagraphs(paragraphs, /\bparking lot\b/i)).toBeGreaterThanOrEqual(3);
      expect(paragraphs.join("\n")).toMatch(/\bcars\b/);
      expect(passed).toBe(true);
    });
    it(`at dinner: the opening sets it, and the problem and the success are there (ages ${childAge})`, () => {
      const { paragraphs, passed } = story("throws food on the floor at dinner and laughs", childAge);
      expect(inParagraphs(paragraphs, /\bdinner\b/i)).toBeGreaterThanOrEqual(3);
      expect(passed).toBe(true);
    });
  }
});

describe("a teacher's group description is one child's story in that group", () => {
  for (const childAge of AGE_BANDS) {
    it(`pushing to be first in line at preschool: the line and preschool in 3 paragraphs, a turn for everyone (ages ${childAge})`, () => {
      const { text, paragraphs, passed } = story(
        "The children push to be first in line for the water fountain at preschool and someone always ends up crying.",
        childAge,
        "she",
        "Ms. Lee",
      );
      expect(inParagraphs(paragraphs, /\bpreschool\b/i)).toBeGreaterThanOrEqual(3);
      expect(inParagraphs(paragraphs, /\bline\b/i)).toBeGreaterThanOrEqual(3);
      expect(text).toMatch(/everyone gets a turn/);
      expect(passed).toBe(true);
    });
    it(`talking at once at circle time: circle time in 3 paragraphs, a hand up for a turn to talk (ages ${childAge})`, () => {
      const { text, paragraphs, passed } = story(
        "At circle time the children all talk at once and push to be first in line for the water fountain.",
        childAge,
        "he",
        "Mr. Diaz",
      );
      expect(inParagraphs(paragraphs, /\bcircle time\b/i)).toBeGreaterThanOrEqual(3);
      expect(text).not.toMatch(/\beach other\b/);
      expect(passed).toBe(true);
    });
  }
  it("reads a teacher's words as the classroom", () => {
    expect(understandSituation("my students keep grabbing the markers from each other at the art table", "Ava")).toMatchObject({
      frame: "not-allowed",
      place: "classroom",
    });
    expect(understandSituation("the kids in my class push and shove at the door when it is time to go outside", "Ava")).toMatchObject({
      frame: "not-allowed",
      place: "classroom",
    });
  });
});

describe("the misreads left in issue 22", () => {
  it("throwing shoes in the car on the way to kindy is in the car, not getting dressed in the bedroom", () => {
    expect(understandSituation("throws her shoes in the car on the way to kindy", "Ava")).toMatchObject({ frame: "not-allowed", place: "car" });
    const { paragraphs, passed } = story("throws her shoes in the car on the way to kindy", "4-5");
    expect(inParagraphs(paragraphs, /\bkindy\b/)).toBeGreaterThanOrEqual(3);
    expect(inParagraphs(paragraphs, /\bcar\b/)).toBeGreaterThanOrEqual(3);
    expect(passed).toBe(true);
  });
  it("crying at a loud machine is a sensory worry, not a tantrum", () => {
    expect(understandSituation("cries at the hair dryer", "Ava").frame).toBe("worry");
    expect(understandSituation("he hides when i turn on the blow dryer", "Ava")).toMatchObject({ frame: "worry", object: "the blow dryer" });
  });
  it("jealousy is the feeling named, about the one who gets the attention", () => {
    expect(understandSituation("gets jealous of her sister", "Ava")).toMatchObject({
      frame: "big-feelings",
      object: "{C's} sister",
      feeling: ["jealous", "jealous"],
    });
    expect(understandSituation("jealous when the baby gets attention", "Ava")).toMatchObject({ frame: "big-feelings", object: "the baby" });
  });
  for (const childAge of AGE_BANDS)
    it(`lying about brushing teeth is about telling the truth, not the must-do (ages ${childAge})`, () => {
      expect(understandSituation("lies about brushing his teeth", "Ava").frame).toBe("rude-words");
      const { text, paragraphs, passed } = story("lies about brushing his teeth", childAge, "he");
      expect(text).toMatch(/\btruth\b/);
      expect(inParagraphs(paragraphs, /\bteeth\b/)).toBeGreaterThanOrEqual(3);
      expect(passed).toBe(true);
    });
});

describe("a teacher's story stays at school", () => {
  for (const childAge of AGE_BANDS) {
    it(`with the grown-up "Ms. Lee", the story ends at school, not at home at bedtime with the teacher (ages ${childAge})`, () => {
      const req: StoryRequest = {
        childName: "Ava",
        childAge,
        behavior: "custom",
        customBehavior: "The children push to be first in line for the water fountain at preschool and someone always ends up crying.",
        theme: "friendship",
        pronouns: "she",
        grownUpName: "Ms. Lee",
        seed: 1,
      };
      const { plan } = composeStory(req);
      const last = plan.scenes[plan.scenes.length - 1];
      expect(last.place).toBe("classroom");
      const text = planText(plan);
      expect(text).not.toMatch(/Ms\. Lee[^.]*\b(goodnight|tucked|bed)\b/i);
      expect(checkStory({ title: plan.title, text, plan }, req).passed).toBe(true);
    });
  }
  it("a parent's story set at preschool still ends at home", () => {
    const { plan } = composeStory({
      childName: "Ava",
      childAge: "4-5",
      behavior: "custom",
      customBehavior: "bites other kids at daycare when they take her toys",
      theme: "animals",
      pronouns: "she",
      grownUpName: "Mom",
      seed: 1,
    });
    expect(plan.scenes[plan.scenes.length - 1].place).toBe("bedroom");
  });
});

describe("a care step named outright is the moment, whatever the child does about it", () => {
  it("screaming and pulling a hand away every time the nails are cut is the nail trim, not 'her hand away'", () => {
    const sit = understandSituation("she screams and pulls her hand away every time I try to cut her fingernails", "Ava");
    expect(sit.frame).toBe("must-do");
    expect(sit.object).toMatch(/nails/);
    const { text, passed } = story("she screams and pulls her hand away every time I try to cut her fingernails", "4-5");
    expect(text).not.toMatch(/hand away/);
    expect(passed).toBe(true);
  });
});

describe("messy restaurant inputs are understood and told at the restaurant", () => {
  it("crawling or hiding under the table at the restaurant: leaving the seat, with a plan for staying at the table", () => {
    for (const text of [
      "crawls under the table at the restaurant and wont come out",
      "hides under the table at the restaurant",
      "my son hides under the table when we eat out",
    ]) {
      const sit = understandSituation(text, "Ava");
      expect(sit.frame, text).toBe("not-allowed");
      expect(sit.place, text).toBe("restaurant");
      const { paragraphs, passed } = story(text, "4-5");
      if (/restaurant/.test(text)) expect(inParagraphs(paragraphs, /\brestaurant\b/), text).toBeGreaterThanOrEqual(3);
      // The mealtime frame (issue 22): staying at the table, feet under it (was the Yes Way's "sit up in the chair").
      expect(paragraphs.join("\n"), text).toMatch(/feet under the table/);
      expect(passed, text).toBe(true);
    }
  });
  it("running off at the restaurant runs between the tables, not past the swings", () => {
    expect(understandSituation("runs off at the restaurant", "Ava").place).toBe("restaurant");
    const { text, passed } = story("runs off at the restaurant", "4-5");
    expect(text).toMatch(/\btables?\b/);
    expect(text).not.toMatch(/\bswings\b/);
    expect(passed).toBe(true);
  });
});

describe("the moment, said as a child says it", () => {
  it("no machine words: the yes-or-no moment, the seatbelt in the car, the bike helmet", () => {
    for (const [text, bad] of [
      ["jumps on the couch even after we say no 10 times", /yes-or-no moment/],
      ["won't wear her seatbelt", /\bit's the seatbelt in the car\b/i],
      ["wont wear his bike helmet", /\bit's the bike helmet\b/i],
      ["refuses to put on his shoes", /\bit's putting on shoes\b/i],
    ] as const)
      for (const childAge of AGE_BANDS) expect(story(text, childAge).text, `${text} ${childAge}`).not.toMatch(bad);
  });
  it("a stumble that says 'Another day' is on a later day than the problem", () => {
    for (const childAge of AGE_BANDS)
      for (const seed of [1, 2, 3, 4]) {
        const { plan } = composeStory({
          childName: "Ava",
          childAge,
          behavior: "custom",
          customBehavior: "crawls under the table at the restaurant and wont come out",
          theme: "animals",
          pronouns: "she",
          grownUpName: "Mom",
          seed,
        });
        const problem = plan.scenes.find((s) => s.beat === "problem");
        for (const s of plan.scenes.filter((x) => /^Another day\b/.test(x.text))) expect(s.day ?? 0, `${childAge} ${seed}`).toBeGreaterThan(problem?.day ?? 0);
      }
  });
});

describe("the plan starts from the parent's reason, when they give one", () => {
  it("a helmet that looks dumb: stickers first, said in the feeling, fixed in the success", () => {
    const { plan } = composeStory({
      childName: "Ava",
      childAge: "4-5",
      behavior: "custom",
      customBehavior: "wont wear her helmet because it looks dumb",
      theme: "animals",
      pronouns: "she",
      grownUpName: "Mom",
      seed: 1,
    });
    expect(plan.strategy.steps[0]).toMatch(/stickers/);
    expect(planText(plan)).toMatch(/looked silly/);
    expect(plan.scenes.find((s) => s.beat === "success")?.text).toMatch(/stickers/);
  });
  it("socks with seams that feel funny: inside out first; no reason given, the frame's own plan", () => {
    const seams = composeStory({
      childName: "Ava",
      childAge: "6-7",
      behavior: "custom",
      customBehavior: "she wont wear socks because the seams feel funny on her toes",
      theme: "animals",
      pronouns: "she",
      grownUpName: "Mom",
      seed: 1,
    });
    expect(seams.plan.strategy.steps[0]).toMatch(/inside out/);
    const plain = composeStory({
      childName: "Ava",
      childAge: "6-7",
      behavior: "custom",
      customBehavior: "she wont wear socks",
      theme: "animals",
      pronouns: "she",
      grownUpName: "Mom",
      seed: 1,
    });
    expect(plain.plan.strategy.steps[0]).not.toMatch(/inside out|stickers/);
  });
});
