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
