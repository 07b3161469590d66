import { describe, expect, it } from "vitest";
import { AGE_BANDS, BEHAVIOR_OPTION_IDS, THEME_IDS, type AgeBand } from "./catalog";
import { composeStory } from "../engine/local";
import { BOOK_MIN_WORDS_PER_PART, BOOK_WORDS_PER_PAGE, bookPages, sentences, splitScene } from "./book";

const words = (s: string) => s.split(/\s+/).filter(Boolean);
const behaviors = BEHAVIOR_OPTION_IDS.filter((b) => b !== "custom");

function story(childAge: AgeBand, behavior = "bedtime", seed = 1, theme = "animals") {
  return composeStory({ childName: "Mia", childAge, behavior: behavior as never, theme: theme as never, seed, pronouns: "she" });
}

describe("bookPages", () => {
  it("gives ages 2-3 the fewest words per page and never splits the older bands' scenes", () => {
    expect(BOOK_WORDS_PER_PAGE["2-3"]).toBe(30);
    for (const band of ["4-5", "6-7", "8-10"] as const) {
      const { plan } = story(band);
      const pages = bookPages(plan.scenes, band);
      expect(pages.map((p) => p.scene)).toEqual(plan.scenes.map((_, i) => i));
      expect(pages.map((p) => p.text)).toEqual(plan.scenes.map((s) => s.text.trim()));
    }
  });

  it("splits the 2-3 bedtime story's long scenes in two, each showing the scene's picture", () => {
    const { plan } = story("2-3");
    const pages = bookPages(plan.scenes, "2-3");
    expect(pages.length).toBeGreaterThan(plan.scenes.length);
    // Every scene has at least one page, in order; a split scene's pages follow one another.
    expect([...new Set(pages.map((p) => p.scene))]).toEqual(plan.scenes.map((_, i) => i));
    for (let i = 1; i < pages.length; i++) expect(pages[i]!.scene).toBeGreaterThanOrEqual(pages[i - 1]!.scene);
    // The first scene ("At the cozy house beside Willow River… Mia was still awake.") is over 50 words: two pages.
    const first = pages.filter((p) => p.scene === 0);
    expect(first).toHaveLength(2);
    expect(first[0]!.text).toMatch(/^At the cozy house beside Willow River/);
    expect(first[1]!.text).toMatch(/Mia was still awake\.$/);
  });

  // Every behavior × every age band × two seeds (and a theme each): the real stories the app writes.
  const cases = behaviors.flatMap((behavior, b) =>
    AGE_BANDS.flatMap((band) => [1, 2].map((seed) => ({ behavior, band, seed, theme: THEME_IDS[(b + seed) % THEME_IDS.length]! }))),
  );
  it.each(cases)("$behavior, $band, seed $seed: every word of every scene once, in order; whole sentences", ({ behavior, band, seed, theme }) => {
    const { plan } = story(band, behavior, seed, theme);
    const pages = bookPages(plan.scenes, band);
    plan.scenes.forEach((scene, i) => {
      const parts = pages.filter((p) => p.scene === i);
      expect(parts.length).toBeGreaterThanOrEqual(1);
      expect(parts.flatMap((p) => words(p.text))).toEqual(words(scene.text));
      if (parts.length > 1) {
        for (const p of parts) {
          const n = words(p.text).length;
          expect(n, p.text).toBeGreaterThanOrEqual(BOOK_MIN_WORDS_PER_PART);
          // Never mid-sentence, never inside a quotation.
          expect(p.text, p.text).toMatch(/[.!?…]["”’')]*$/);
          expect((p.text.match(/"/g) ?? []).length % 2, p.text).toBe(0);
        }
      }
    });
    // In order across the whole book.
    expect(pages.flatMap((p) => words(p.text))).toEqual(plan.scenes.flatMap((s) => words(s.text)));
    if (band === "2-3") {
      // Splitting helps: few pages are over the limit (only where one sentence run can't be cut).
      const over = pages.filter((p) => words(p.text).length > BOOK_WORDS_PER_PAGE["2-3"] + 8);
      expect(over.map((p) => p.text)).toEqual([]);
    } else {
      expect(pages).toHaveLength(plan.scenes.length);
    }
  });

  it("keeps a scene with no words as a picture page, and an unknown band unsplit", () => {
    expect(bookPages([{ text: "" }, { text: "One. Two." }], "2-3")).toEqual([
      { scene: 0, text: "" },
      { scene: 1, text: "One. Two." },
    ]);
    const long = Array.from({ length: 12 }, (_, i) => `Sentence number ${i} is here.`).join(" ");
    expect(bookPages([{ text: long }], "12-14")).toEqual([{ scene: 0, text: long }]);
    expect(bookPages([{ text: long }], "2-3").length).toBe(2);
  });
});

describe("sentences and splitScene", () => {
  it("cuts at sentence ends, never inside a quotation, after an abbreviation or before a lower-case word", () => {
    expect(sentences('Ms. Lee smiled. "Slow down. Breathe," she said. "I... don\'t know." Mia whispered. Mia nodded!')).toEqual([
      "Ms. Lee smiled.",
      '"Slow down. Breathe," she said.',
      '"I... don\'t know." Mia whispered.',
      "Mia nodded!",
    ]);
    expect(sentences("“Help!” Mia cried. The end… Then more? Yes.")).toEqual(["“Help!” Mia cried.", "The end…", "Then more?", "Yes."]);
  });

  it("keeps a paragraph break inside a page and cuts at one when it can", () => {
    const text =
      "One two three four five six seven eight nine ten.\n\nEleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty. Twenty-one twenty-two twenty-three twenty-four twenty-five twenty-six twenty-seven twenty-eight twenty-nine thirty thirty-one.";
    const parts = splitScene(text, 30);
    expect(parts).toHaveLength(2);
    expect(parts.join(" ").split(/\s+/)).toEqual(text.split(/\s+/));
    expect(splitScene("A.\n\nB.", Infinity)).toEqual(["A.\n\nB."]);
  });

  it("leaves a long text alone when it has no sentence ends to cut at", () => {
    const run = Array.from({ length: 50 }, () => "word").join(" ");
    expect(splitScene(run, 30)).toEqual([run]);
  });
});
