import { describe, expect, it } from "vitest";
import { composeStory } from "../engine/local";
import { AGE_BANDS, BEHAVIOR_OPTION_IDS } from "../contracts/catalog";
import type { StoryPlan } from "../contracts/story-plan";
import { findRefrain, PROMPTS_PER_SCENE, readingPrompts, refrainStart, type ReadingPrompt } from "./prompts";

const PRONOUN_NAMES = { he: "Theo", she: "Mia", they: "Alex" } as const;
const story = (behavior: string, childAge: string, pronouns: "he" | "she" | "they" = "she", customBehavior?: string) =>
  composeStory({ childName: PRONOUN_NAMES[pronouns], childAge, behavior, theme: "animals", pronouns, grownUpName: "Mom", seed: 1, customBehavior } as never)
    .plan;

/** A plan as the AI path fills it: every field the contract asks for, a helper kind in capitals, a prop outside the drawable list. */
const modelPlan: StoryPlan = {
  title: "Maya and the Robin Breaths",
  child: { name: "Maya", pronouns: "they" },
  grownUp: { name: "Papa" },
  helper: { name: "Ruby", kind: "Robin" },
  behavior: "fear",
  situation: { summary: "Maya feels scared at the dentist.", place: "dentist's office", object: "dentist's chair", feeling: "scared" },
  strategy: {
    name: "Robin breaths",
    steps: ["Say the feeling out loud", "Breathe in slowly and puff up like a robin", "Try one small step"],
    why: "Slow breaths calm a racing heart.",
  },
  scenes: (["opening", "problem", "feeling", "helper", "strategy", "practice", "stumble", "success", "celebration", "ending"] as const).map((beat, i) => ({
    beat,
    place: "dentist's office",
    time: "morning" as const,
    characters: i === 3 || i === 4 ? ["Maya", "Ruby"] : ["Maya", "Papa"],
    props: i % 2 ? ["dentist's chair", "squishy ball"] : ["teddy bear"],
    text: i >= 4 ? `Scene ${i}. Puff up like a robin, then let it go. Maya smiled.` : `Scene ${i}. Maya held their teddy bear.`,
  })),
  talkAbout: ["What helped Maya?", "What could you try?", "Who helps you?"],
};

const SHAMING = /\b(naughty|bad|behave|should have|why did (you|he|she|they)|what did .* do wrong|in trouble|mean|rude|lazy|shame)\b/i;

describe("reading prompts", () => {
  it("give every scene of every engine's plan one or two short prompts, with no template left and nothing shaming", () => {
    const plans: Array<[StoryPlan, string]> = [];
    for (const behavior of BEHAVIOR_OPTION_IDS.filter((b) => b !== "custom")) for (const age of AGE_BANDS) plans.push([story(behavior, age), age]);
    for (const age of AGE_BANDS) plans.push([story("custom", age, "they", "she is scared of the dentist"), age], [modelPlan, age]);
    for (const [plan, age] of plans) {
      const prompts = readingPrompts(plan, age);
      expect(prompts).toHaveLength(plan.scenes.length);
      for (const page of prompts) {
        expect(page.length).toBeGreaterThanOrEqual(1);
        expect(page.length).toBeLessThanOrEqual(PROMPTS_PER_SCENE);
        for (const p of page) {
          expect(p.text).not.toMatch(/[{}]|undefined|null|\s[,.?]|\.\./);
          expect(p.text).not.toMatch(SHAMING);
          expect(p.text.length).toBeLessThanOrEqual(110);
          expect(p.text).toMatch(/^[“"\p{Lu}]/u);
        }
      }
    }
  });

  it("use the child's own pronouns and the name as a singular subject", () => {
    for (const pronouns of ["he", "she", "they"] as const) {
      for (const age of AGE_BANDS) {
        const text = readingPrompts(story("bedtime", age, pronouns), age)
          .flat()
          .map((p) => p.text)
          .join(" ");
        const wrong = { he: /\b(she|her|they|them|their)\b/i, she: /\b(he|him|his|they|them|their)\b/i, they: /\b(he|him|his|she|her)\b/i }[pronouns];
        expect(text).not.toMatch(wrong);
        expect(text).not.toMatch(new RegExp(`(^|[.?!] )${PRONOUN_NAMES[pronouns]} feel [a-z]`));
      }
    }
    expect(readingPrompts(story("bedtime", "2-3", "they"), "2-3")[0]!.map((p) => p.text)).toContain("Where is Alex? Can you point to them?");
    // US English when the child is asked about their own feeling: "a cross face" is a shape.
    const aggression = story("aggression", "2-3", "he");
    expect(aggression.situation.feeling).toBe("cross");
    expect(
      readingPrompts(aggression, "2-3")
        .flat()
        .map((p) => p.text),
    ).toContain("Can you make a mad face?");
  });

  it("point and name at 2-3 (things in the picture, each asked once); why and what-if at 8-10, never pointing", () => {
    const toddler = readingPrompts(story("bedtime", "2-3"), "2-3").flat();
    const finds = toddler.filter((p) => p.kind === "point" && p.text.startsWith("Can you find")).map((p) => p.text);
    expect(finds).toContain("Can you find the bed?");
    expect(new Set(finds).size).toBe(finds.length);
    expect(toddler.find((p) => p.text.includes("Hazel the bunny"))).toBeTruthy();
    // AI plan: a kind in capitals is said in lower case; a prop outside the drawable list is never asked for.
    const model = readingPrompts(modelPlan, "2-3")
      .flat()
      .map((p) => p.text);
    expect(model).toContain("Who came to help? Can you find Ruby the robin?");
    expect(model.join(" ")).not.toContain("squishy");
    expect(model).toContain("Can you find Maya's teddy bear?");

    // Perspective: someone else caught up in the hard moment (a sibling, "the baby").
    const baby = story("custom", "4-5", "she", "she hits the baby");
    expect(readingPrompts(baby, "4-5")[baby.scenes.findIndex((sc) => sc.beat === "problem")]!.map((p) => p.text)).toContain(
      "And how do you think the baby feels?",
    );
    const older = readingPrompts(story("tantrums", "8-10", "he"), "8-10").flat();
    expect(older.some((p) => p.kind === "point")).toBe(false);
    expect(older.filter((p) => /\bwhy\b|what if/i.test(p.text)).length).toBeGreaterThanOrEqual(4);
    expect(older.map((p) => p.text)).toContain(
      "Have you ever felt furious like that? Where did you feel it in your body?".replace("furious", story("tantrums", "8-10", "he").situation.feeling),
    );
  });

  it("find the refrain the story teaches and invite the child to finish it only after it is taught (not at 8-10)", () => {
    const plan = story("bedtime", "2-3");
    const refrain = findRefrain(plan)!;
    expect(refrain.text).toBe("Breathe slow, let go, think of something happy.");
    expect(plan.scenes[refrain.taughtIn]!.beat).toBe("strategy");
    const prompts = readingPrompts(plan, "2-3");
    prompts.forEach((page, i) => {
      const finish = page.find((p) => p.kind === "refrain");
      if (finish) {
        expect(i).toBeGreaterThan(refrain.taughtIn);
        expect(plan.scenes[i]!.text).toContain("Breathe slow, let go, think of something happy.");
        expect(finish.text).toBe("Pause and let your child finish: “Breathe slow, let go …”");
      }
    });
    expect(prompts.flat().filter((p) => p.kind === "refrain").length).toBeGreaterThanOrEqual(2);
    expect(findRefrain(story("aggression", "2-3"))!.text).toBe("Hands stop. Hands squeeze. Words come out.");
    // A custom story that says its line in three scenes (story shapes vary how often it comes back: seed 4).
    const dentist = composeStory({
      childName: PRONOUN_NAMES.they,
      childAge: "4-5",
      behavior: "custom",
      theme: "animals",
      pronouns: "they",
      grownUpName: "Mom",
      seed: 4,
      customBehavior: "she is scared of the dentist",
    } as never).plan;
    expect(findRefrain(dentist)?.text).toBe("I can do brave things.");
    expect(
      readingPrompts(story("bedtime", "8-10"), "8-10")
        .flat()
        .some((p) => p.kind === "refrain"),
    ).toBe(false);
    // A sentence that merely happens twice in an older story is not a refrain.
    expect(findRefrain(story("tantrums", "8-10"))).toBeNull();
    expect(refrainStart("I can do brave things.")).toBe("I can do brave …");
    // A two-sentence line leaves its second sentence, with no full stop before the pause.
    expect(refrainStart("Hug, press, off I go. You come back, I know.")).toBe("Hug, press, off I go …");
  });

  // One page of a toddler plan, its words and its things: what would the grown-up be asked to find?
  const findOn = (text: string, props: string[], pronouns: "he" | "she" | "they" = "she") => {
    const plan: StoryPlan = { ...modelPlan, child: { name: "Mia", pronouns }, scenes: [{ ...modelPlan.scenes[1]!, characters: ["Mia", "Papa"], text, props }] };
    return readingPrompts(plan, "2-3")[0]!
      .map((p) => p.text)
      .find((t) => t.startsWith("Can you find"));
  };

  it("ask a toddler to find only what the page's words name, as the words say whose it is", () => {
    // Whose: the coat the child clings to is Mom's; her backpack is hers; a grabbed toy is nobody's.
    expect(findOn("Mia grabbed a fistful of Mom's coat. Tight, tight, tight.", ["coat"])).toBe("Can you find Mom's coat?");
    expect(findOn("On went her backpack. Click!", ["backpack"])).toBe("Can you find Mia's backpack?");
    expect(findOn("On went his backpack. Click!", ["backpack"])).toBe("Can you find the backpack?");
    expect(findOn("On went his backpack. Click!", ["backpack"], "he")).toBe("Can you find Mia's backpack?");
    expect(findOn("“Mine!” Mia shouted. She grabbed the train.", ["toy train"])).toBe("Can you find the toy train?");
    // The page's own word for it counts ("teddy", "Block, block!"); a thing only in the picture is not asked.
    expect(findOn("She held the teddy tight.", ["teddy bear"])).toBe("Can you find the teddy bear?");
    expect(findOn("Block, block, block! Up it went.", ["blocks"])).toBe("Can you find the blocks?");
    expect(findOn("There was a tent in the garden. Mia bounced on the pillow.", ["blanket", "pillow"])).toBe("Can you find the pillow?");
    expect(findOn("Mia looked at the moon.", ["blanket"])).toBeUndefined();
    // US English: a pail, not a spade.
    expect(findOn("The bucket and spade fell too.", ["bucket and spade"])).toBe("Can you find the bucket?");
  });

  it("vary the question from page to page: no prompt twice in a book, a stumble before the plan is not 'this time'", () => {
    for (const behavior of BEHAVIOR_OPTION_IDS.filter((b) => b !== "custom"))
      for (const age of AGE_BANDS)
        for (const seed of [1, 7]) {
          const plan = composeStory({ childName: "Mia", childAge: age, behavior, theme: "animals", pronouns: "she", grownUpName: "Mom", seed } as never).plan;
          const pages = readingPrompts(plan, age);
          const texts = pages
            .flat()
            .filter((p) => p.kind !== "refrain")
            .map((p) => p.text);
          expect(
            texts.filter((t, i) => texts.indexOf(t) !== i),
            `${behavior} ${age} seed ${seed}`,
          ).toEqual([]);
          const taughtAt = plan.scenes.findIndex((s) => s.beat === "strategy");
          pages.forEach((page, i) => {
            if (plan.scenes[i]!.beat === "stumble" && i < taughtAt) expect(page.map((p) => p.text).join(" ")).not.toMatch(/this time/i);
          });
        }
  });

  it("practice a step about owning up on something pretend, never on the child's own doings", () => {
    const lying = story("lying", "6-7", "they");
    const practice = readingPrompts(lying, "6-7")[lying.scenes.findIndex((s) => s.beat === "practice")]!;
    const texts = practice.map((p: ReadingPrompt) => p.text);
    expect(texts.some((t) => t.startsWith("Let's practice with something pretend and silly."))).toBe(true);
    expect(texts.join(" ")).not.toMatch(/^Let's practice too\. Say what really happened/);
  });
});
