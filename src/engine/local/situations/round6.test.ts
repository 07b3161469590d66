/**
 * Issue 22, round 6 (H18) — what a fresh reviewer still found, each as a parent would notice it, over
 * every age and pronoun: a toddler running round "nude" after the bath is an after-bath story, never
 * declined; throwing sand at other children is the story's problem (hurting others, the sand in the
 * scenes), not a come-when-called story with the sand said once.
 */
import { describe, expect, it } from "vitest";
import { AGE_BANDS } from "../../../contracts/catalog";
import { checkStory } from "../../quality";
import { screenCustomBehavior } from "../../screen";
import type { StoryRequest } from "../../types";
import { composeStory } from "../index";
import { understandSituation } from "./understand";

const PRONOUNS = ["he", "she", "they"] as const;
const NAMES = { he: "Theo", she: "Mia", they: "Alex" } as const;

function write(customBehavior: string, childAge: StoryRequest["childAge"], pronouns: (typeof PRONOUNS)[number], seed = 1) {
  const req: StoryRequest = { childName: NAMES[pronouns], childAge, behavior: "custom", theme: "animals", pronouns, grownUpName: "Mum", customBehavior, seed };
  const out = composeStory(req);
  const failed = checkStory(out, req)
    .checks.filter((c) => c.status === "fail")
    .map((c) => `${c.id}: ${c.detail}`);
  const paragraphs = out.plan.scenes.map((s) => s.text);
  return { out, failed, paragraphs, text: paragraphs.join("\n") };
}
const inParagraphs = (paragraphs: string[], re: RegExp) => paragraphs.filter((p) => re.test(p)).length;

describe("no clothes on after the bath: ordinary toddler behaviour, understood", () => {
  const NUDE = [
    "he runs around nude after his bath",
    "my 2 year old runs around the house nude and laughs when I try to catch her",
    "she runs around with no clothes on after bath time and wont put her pyjamas on",
    "runs off naked after his bath every night",
  ];
  it.each(NUDE)("is never declined: %s", (text) => {
    expect(screenCustomBehavior(text).ok, text).toBe(true);
  });
  it("still declines what is not a child's everyday behaviour", () => {
    for (const text of ["he looks at nude pictures on my phone", "she sends nudes", "he touches his private parts"])
      expect(screenCustomBehavior(text).ok, text).toBe(false);
  });
  for (const childAge of AGE_BANDS)
    for (const pronouns of PRONOUNS)
      it(`after the bath, the towel and the pajamas, never back into the bath (ages ${childAge}, ${pronouns})`, () => {
        const { failed, paragraphs, text } = write("he runs around nude after his bath", childAge, pronouns);
        expect(failed).toEqual([]);
        expect(text).toMatch(/\b(pajamas|pyjamas)\b/);
        expect(inParagraphs(paragraphs, /\b(pajama|pajamas|towel|bath)\b/)).toBeGreaterThanOrEqual(3);
        expect(text).not.toMatch(/\b(hopped|climbed|got) into the bath\b/);
        expect(text).not.toMatch(/\bnude\b/);
      });
  it("the parent's pyjamas stay pyjamas", () => {
    const { text } = write("she runs around with no clothes on after bath time and wont put her pyjamas on", "2-3", "she");
    expect(text).toMatch(/\bpyjamas\b/);
    expect(text).not.toMatch(/\bpyjamas time\b/);
  });
});

describe("throwing sand at other children: the hurting is the story's problem", () => {
  const SAND = "he throws sand at the other kids at the park and runs off when I call him";
  it("reads as hurting others, whatever else came with it", () => {
    expect(understandSituation(SAND, "Theo").frame).toBe("hurting");
    expect(understandSituation("she threw blocks at her little brother and ran away laughing", "Mia").frame).toBe("hurting");
    expect(understandSituation("he spits at the other kids at nursery when he's cross", "Theo").frame).toBe("hurting");
  });
  for (const childAge of AGE_BANDS)
    for (const pronouns of PRONOUNS)
      it(`the sand is in the play, the problem and the success, at the park (ages ${childAge}, ${pronouns})`, () => {
        for (const seed of [1, 2]) {
          const { out, failed, paragraphs } = write(SAND, childAge, pronouns, seed);
          expect(failed).toEqual([]);
          expect(inParagraphs(paragraphs, /\bsand(pit)?\b/)).toBeGreaterThanOrEqual(3);
          const beat = (b: string) => out.plan.scenes.find((s) => s.beat === b)?.text ?? "";
          expect(beat("problem")).toMatch(/\bthrew sand at\b/);
          expect(beat("success")).toMatch(/\bsand\b/);
          expect(out.plan.scenes[0].place).toBe("park");
          // Not a come-when-called story: no statue game.
          expect(out.plan.scenes.map((s) => s.text).join(" ")).not.toMatch(/Freeze, Turn, Come/);
        }
      });
});

describe("a giggly or excited child is never written as a sad one", () => {
  const LIVELY = [
    "throws food on the floor at dinner and laughs",
    "he lets go of my hand and runs in the car park",
    "he runs around nude after his bath",
    "she thinks its funny to splash water out of the bath",
    "he runs by the side of the pool and jumps in before i get in",
  ];
  const SAD =
    /\b(wiped (his|her|their) (eyes|nose)|I hate feeling|sniff(ed)?|cried|tears?|heavy as a stone|sad and cross|cross and sad|so sad|and sad\b|felt very small)\b/i;
  for (const childAge of AGE_BANDS)
    for (const pronouns of PRONOUNS)
      it(`every line about feelings fits the fizz (ages ${childAge}, ${pronouns})`, () => {
        for (const text of LIVELY)
          for (const seed of [1, 2, 3, 4]) {
            const { out, failed } = write(text, childAge, pronouns, seed);
            expect(failed, `${text} #${seed}`).toEqual([]);
            const feelingLines = out.plan.scenes
              .filter((s) => ["feeling", "helper", "stumble"].includes(s.beat))
              .map((s) => s.text)
              .join("\n");
            expect(feelingLines, `${text} #${seed}`).not.toMatch(SAD);
          }
      });
});

describe("at 2-3 a safety plan is two steps, and the story tells two", () => {
  const SAFETY = ["he runs by the side of the pool and jumps in before i get in", "he lets go of my hand and runs in the car park"];
  for (const pronouns of PRONOUNS)
    it(`two steps, a name and a refrain that are not three (${pronouns})`, () => {
      for (const text of SAFETY)
        for (const seed of [1, 2, 3, 4]) {
          const { out } = write(text, "2-3", pronouns, seed);
          expect(out.plan.strategy.steps.length, text).toBeLessThanOrEqual(2);
          const story = out.plan.scenes.map((s) => s.text).join("\n");
          expect(story, text).not.toMatch(/Walk, Wait, Ready|Step three|all three|turned around|turn around/i);
          expect(out.plan.strategy.name.split(/,| and /).length, out.plan.strategy.name).toBeLessThanOrEqual(2);
        }
    });
});

describe("running off in a parking lot: the car park's own safety plan, in the parking lot", () => {
  const LOT = ["he lets go of my hand and runs in the parking lot", "runs away from me in the parking lot at the grocery store"];
  for (const childAge of AGE_BANDS)
    for (const pronouns of PRONOUNS)
      it(`hand on the car, hand in hand across the lot; never a statue game (ages ${childAge}, ${pronouns})`, () => {
        for (const text of LOT)
          for (const seed of [1, 2]) {
            const req: StoryRequest = {
              childName: NAMES[pronouns],
              childAge,
              behavior: "custom",
              theme: "animals",
              pronouns,
              grownUpName: "Mom",
              customBehavior: text,
              seed,
            };
            const out = composeStory(req);
            expect(
              checkStory(out, req)
                .checks.filter((c) => c.status === "fail")
                .map((c) => c.detail),
              text,
            ).toEqual([]);
            const paragraphs = out.plan.scenes.map((s) => s.text);
            expect(out.plan.strategy.name).toBe("Hand on the Car, Hand in Hand");
            expect(inParagraphs(paragraphs, /\bparking lot\b/)).toBeGreaterThanOrEqual(3);
            const beat = (b: string) => out.plan.scenes.find((s) => s.beat === b)?.text ?? "";
            expect(beat("success")).toMatch(/\bhand on the car\b|\bhand flat on the car\b/i);
            expect(beat("success")).toMatch(/\bhand\b[^.]*\b(across|all the way)\b|\bhand in hand\b/i);
            expect(out.title).not.toMatch(/Statue/);
            expect(out.plan.talkAbout.join(" ")).not.toMatch(/statue/i);
          }
      });
});

describe("a teacher's message: the class time, the spot and the other children drive the story", () => {
  const TEACHER = "Im her year 2 teacher. during phonics on the carpet she shouts out the answers before anyone else can and the other kids say its not fair";
  for (const childAge of AGE_BANDS)
    for (const pronouns of PRONOUNS)
      it(`phonics on the carpet in the problem, plan, stumble and success; the other kids say it's not fair, wait and get turns (ages ${childAge}, ${pronouns})`, () => {
        for (const seed of [1, 2, 3, 4]) {
          const req: StoryRequest = {
            childName: NAMES[pronouns],
            childAge,
            behavior: "custom",
            theme: "animals",
            pronouns,
            grownUpName: "Ms. Lee",
            customBehavior: TEACHER,
            seed,
          };
          const out = composeStory(req);
          expect(
            checkStory(out, req)
              .checks.filter((c) => c.status === "fail")
              .map((c) => c.detail),
            `#${seed}`,
          ).toEqual([]);
          const paragraphs = out.plan.scenes.map((s) => s.text);
          expect(inParagraphs(paragraphs, /\bphonics\b/i), `#${seed}`).toBeGreaterThanOrEqual(3);
          expect(inParagraphs(paragraphs, /\bcarpet\b/), `#${seed}`).toBeGreaterThanOrEqual(3);
          const beat = (b: string) => out.plan.scenes.find((s) => s.beat === b)?.text ?? "";
          expect(beat("problem")).toMatch(/\bnot fair\b/i);
          expect(beat("problem")).toMatch(/\bother kids\b/);
          expect(beat("success")).toMatch(/\bother kids\b[^.]*\bturns?\b/);
          expect(out.plan.scenes.every((s) => s.place === "classroom" || s.beat === "echo" || s.beat === "ending")).toBe(true);
        }
      });
});
