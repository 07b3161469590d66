/**
 * Every frame, every age (issue 22, H37):
 *   - no scene says a bare "Label: the thing." ("So Mia tried again. Buddy: the floppy teddy bear." was
 *     the must-do success at 2-3): checked over every telling of every frame's scenes, as written, and
 *     over the stories as a parent reads them;
 *   - a custom story for ages 2-3 is a 2-3 picture book, 450 words or more (the car park story was 430),
 *     over the parents' 40 situations, every "write another" shape, and each pronoun.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { SceneSpec } from "../../episode-types";
import { composeStory } from "../../index";
import { checkStory } from "../../../quality";
import type { StoryRequest } from "../../../types";
import { FRAMES } from "../index";
import { mealtimeFrame } from "./mealtime";
import {
  CELEBRATION_VARIANTS,
  ENDING_VARIANTS,
  HELPER_VARIANTS,
  LIVELY_ALTERNATES,
  LIVELY_HELPERS,
  PRACTICE_VARIANTS,
  SCHOOL_ECHO,
  SCHOOL_ENDING,
  SHARED_ALTERNATES,
  SHARED_MORE,
  STRATEGY_VARIANTS,
} from "./shared";
import type { Frame } from "./types";

const BANDS = ["2-3", "4-5", "6-7", "8-10"] as const;

/** Every scene a frame can tell, with where it is written. */
function framesScenes(frame: Frame): Array<{ where: string; spec: SceneSpec }> {
  const out: Array<{ where: string; spec: SceneSpec }> = [];
  frame.strategyScenes.forEach((spec, i) => out.push({ where: `${frame.id} strategy ${i}`, spec }));
  (frame.helper ?? []).forEach((spec, i) => out.push({ where: `${frame.id} helper ${i}`, spec }));
  for (const ep of frame.episodes) {
    for (const [key, spec] of Object.entries(ep.scenes)) if (spec) out.push({ where: `${frame.id}/${ep.id} ${key}`, spec });
    (ep.alternates ?? []).forEach((alt, i) => {
      for (const [key, spec] of Object.entries(alt)) if (spec) out.push({ where: `${frame.id}/${ep.id} alternate ${i} ${key}`, spec });
    });
  }
  return out;
}

const SHARED: Array<{ where: string; spec: SceneSpec }> = [
  ...HELPER_VARIANTS.flat(),
  ...PRACTICE_VARIANTS.flat(),
  ...CELEBRATION_VARIANTS.flat(),
  ...ENDING_VARIANTS,
  ...STRATEGY_VARIANTS,
  ...Object.values(SHARED_ALTERNATES),
  ...Object.values(SHARED_MORE).flat(),
  ...Object.values(LIVELY_ALTERNATES).flat(),
  ...LIVELY_HELPERS,
  SCHOOL_ECHO,
  SCHOOL_ENDING,
].map((spec, i) => ({ where: `shared ${i}`, spec }));

/** A sentence that is only a label and a thing: "Buddy: the floppy teddy bear." / "Buddy: {theCuddly}." */
// (A named game's own calls stay: "Freeze: … Turn: a big wave", "Taste: a surprising eight".)
const LABEL_FRAGMENT = /(?:^|[.!?]["”]?\s+)[A-Z][a-z]+: (?:the\b|\{(?:the|cuddly|theCuddly|tool|object|person)[^}]*\})[^.!?:"]*[.!?]/;

describe("no scene is a label and a thing", () => {
  it("in any telling of any frame, at any age", () => {
    const all = [...Object.values(FRAMES), mealtimeFrame].flatMap(framesScenes).concat(SHARED);
    const bad = all.flatMap(({ where, spec }) =>
      BANDS.filter((b) => LABEL_FRAGMENT.test(spec.text[b])).map((b) => `${where} (${b}): ${LABEL_FRAGMENT.exec(spec.text[b])?.[0]}`),
    );
    expect(bad).toEqual([]);
  });

  it("in the stories a parent reads (every frame's situations, four ages)", () => {
    const inputs = [
      "shes 3 and at bathtime she screams when i wash her hair, says the water gets in her eyes and she hates it",
      "he wont brush his teeth, runs off every night",
      "she gets upset when we move house and the new room feels strange",
      ...fixtureTexts().slice(0, 20),
    ];
    const bad: string[] = [];
    for (const text of inputs)
      for (const childAge of BANDS) {
        const out = composeStory(request(text, childAge, "she", 1));
        for (const sc of out.plan.scenes) {
          const hit = /(?:^|[.!?]["”]?\s+)[A-Z][a-z]+: the [^.!?:"]*[.!?]/.exec(sc.text);
          if (hit) bad.push(`${childAge} ${sc.beat} (${text.slice(0, 30)}): ${hit[0]}`);
        }
      }
    expect(bad).toEqual([]);
  }, 60_000);
});

function fixtureTexts(): string[] {
  return readFileSync("tests/fixtures/shared/parent-situations.txt", "utf8")
    .split("\n")
    .filter((l) => l.trim() && !l.startsWith("#"))
    .map((l) => l.split("|")[0].trim());
}

function request(customBehavior: string, childAge: StoryRequest["childAge"], pronouns: "he" | "she" | "they", seed: number): StoryRequest {
  return {
    childName: pronouns === "he" ? "Theo" : pronouns === "she" ? "Mia" : "Alex",
    childAge,
    behavior: "custom",
    theme: (["animals", "nature", "family", "fantasy"] as const)[seed % 4],
    pronouns,
    grownUpName: seed % 2 ? "Mum" : "Dad",
    customBehavior,
    seed,
  };
}

describe("a 2-3 custom story", () => {
  it("is 450 words or more, over the parents' situations, every shape and each pronoun", () => {
    const short: string[] = [];
    for (const text of fixtureTexts())
      for (const seed of [0, 1, 2, 3]) {
        const pronouns = (["she", "he", "they"] as const)[(seed + text.length) % 3];
        const req = request(text, "2-3", pronouns, seed);
        const out = composeStory(req);
        const words = checkStory(out, req).metrics.words;
        if (words < 450) short.push(`${words} ${out.plan.episode} (${text.slice(0, 40)})`);
      }
    expect(short).toEqual([]);
  }, 120_000);
});
