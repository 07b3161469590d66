/**
 * The problem page of a toddler book is near enough that the child's feeling reads at a glance (R7 / H39:
 * the tantrum of a 2-3 book was a wide living room of four small figures, the crying child 0.8 of her
 * size). Measured over the problem page of every behavior's every episode at 2-3: before, 14 of 80 were
 * wide and 25 of 80 drew the child under 1.2 of her size (median 1.47). Where she hits, bites or shoves
 * someone, the one hurt stays in the picture (R14: baby Oscar was cut out of the biting page).
 */
import { describe, expect, it } from "vitest";
import { BOOK_FRAME_TOP } from "../../contracts/book";
import { BEHAVIOR_IDS, THEME_IDS } from "../../contracts/catalog";
import type { StoryPlan } from "../../contracts/story-plan";
import { composeStory } from "../../engine/local";
import { BEHAVIOR_STORIES } from "../../engine/local/stories";
import type { StoryRequest } from "../../engine/types";
import { composeScene } from "./compose";
import { problemFraming } from "./framing";

function problemPages(childAge: string) {
  const out: Array<{ label: string; shot: string; child: number; hurt: boolean; others: string[] }> = [];
  BEHAVIOR_IDS.forEach((behavior, k) => {
    const ids = (BEHAVIOR_STORIES as Record<string, { episodes: { id: string }[] } | null>)[behavior]?.episodes.map((e) => e.id) ?? [];
    for (const episode of ids) {
      let plan: StoryPlan;
      try {
        plan = composeStory({
          childName: "Mia",
          childAge,
          behavior,
          theme: THEME_IDS[k % THEME_IDS.length],
          pronouns: "she",
          grownUpName: "Mom",
          seed: 3,
          previousEpisodes: ids.filter((x) => x !== episode),
        } as StoryRequest).plan;
      } catch {
        continue; // a story the engine cannot write is the engine's tests' to catch
      }
      const i = plan.scenes.findIndex((s) => s.beat === "problem");
      if (i < 0) continue;
      const page = composeScene(plan, i, { theme: THEME_IDS[k % THEME_IDS.length], childAge, framing: true, name: false, frameTop: BOOK_FRAME_TOP });
      const child = page.figures.find((f) => f.role === "child")!;
      // (the others whose middle is in the frame)
      const others = page.figures.filter((f) => f !== child && f.x > 18 && f.x < 577).map((f) => f.name);
      out.push({ label: `${behavior} ${episode}`, shot: page.shot, child: child.scale, hurt: child.action === "push", others });
    }
  });
  return out;
}

describe("the problem page of a 2-3 book is framed near the child", () => {
  it("toddlers: only as many as fit near the child; older books keep everyone the words name", () => {
    expect(problemFraming("2-3").keepAllNamed).toBe(false);
    expect(problemFraming("2-3").minZoom).toBeGreaterThan(problemFraming("4-5").minZoom);
    for (const age of ["4-5", "6-7", "8-10", undefined]) expect(problemFraming(age).keepAllNamed).toBe(true);
  });

  it("every behavior × episode at 2-3: never wide, the child at least 0.95 of her size, nine in ten at 1.2 or more, median 2 or more", () => {
    const pages = problemPages("2-3");
    expect(pages.length).toBeGreaterThan(60);
    expect(pages.filter((p) => p.shot === "wide").map((p) => p.label)).toEqual([]);
    expect(pages.filter((p) => p.child < 0.95).map((p) => `${p.label} ${p.child.toFixed(2)}`)).toEqual([]);
    expect(pages.filter((p) => p.child >= 1.2).length).toBeGreaterThanOrEqual(0.9 * pages.length);
    // (the median over the pages where she hurts nobody: a hit, a bite or a shove keeps the one hurt in, below)
    const sizes = pages
      .filter((p) => !p.hurt)
      .map((p) => p.child)
      .sort((a, b) => a - b);
    expect(sizes[Math.floor(sizes.length / 2)]).toBeGreaterThanOrEqual(2);
  }, 120_000);

  it("a toddler's hit, bite or shove keeps the one she hurt in the picture, still near enough for her face (issue 24: the problem is shown)", () => {
    const hurting = problemPages("2-3").filter((p) => p.hurt);
    expect(hurting.length).toBeGreaterThanOrEqual(3);
    for (const p of hurting) {
      expect(p.others.length, p.label).toBeGreaterThan(0);
      expect(p.child, p.label).toBeGreaterThanOrEqual(1.2);
    }
  }, 120_000);
});
