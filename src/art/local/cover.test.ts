/**
 * The title page's own picture (issue 24): the child with the helper they meet (else their grown-up),
 * both drawn and at their story's look, never a copy of any scene's picture.
 */
import { describe, expect, it } from "vitest";
import { composeStory } from "../../engine/local";
import type { StoryRequest } from "../../engine/types";
import { composeScene } from "./compose";
import { coverCompanion, coverScene, drawCover } from "./cover";
import { drawScene } from "./index";

const REQUESTS: Array<Partial<StoryRequest>> = [
  { behavior: "bedtime", childAge: "2-3", pronouns: "she", theme: "fantasy", grownUpName: "Dad" },
  { behavior: "siblings", childAge: "4-5", pronouns: "he", theme: "animals", siblings: [{ name: "Rosie", pronouns: "she" }] },
  { behavior: "fear", childAge: "6-7", pronouns: "they", theme: "friendship", grownUpName: "Papa" },
  { behavior: "screen-time", childAge: "8-10", pronouns: "she", theme: "nature" },
  {
    behavior: "custom",
    childAge: "4-5",
    pronouns: "he",
    theme: "family",
    customBehavior: "He screams when his little sister takes his toys",
    grownUpName: "Grandma",
  },
];

describe("the title page's picture", () => {
  for (const r of REQUESTS) {
    it(`${r.behavior} ${r.childAge}: its own picture of the child and the companion, unlike every scene`, () => {
      const req = { childName: r.pronouns === "he" ? "Theo" : "Mia", seed: 3, grownUpName: "Mom", ...r } as StoryRequest;
      const { plan } = composeStory(req);
      const opts = { theme: req.theme, seed: 3, childAge: req.childAge };
      const cover = drawCover(plan, opts).svg;
      const paths = (svg: string) => new Set(svg.match(/ d="[^"]+"/g));
      const mine = paths(cover);
      plan.scenes.forEach((_, i) => {
        const scene = drawScene(plan, i, { ...opts, book: true }).svg;
        expect(scene).not.toBe(cover);
        // not a scene with a few strokes added: most of its strokes are its own
        const theirs = paths(scene);
        const shared = [...mine].filter((p) => theirs.has(p)).length;
        expect(shared / mine.size, `scene ${i + 1}`).toBeLessThan(0.6);
      });
      const who = coverCompanion(plan);
      expect(who).toBeTruthy();
      const withCover = { ...plan, scenes: [...plan.scenes, coverScene(plan)] };
      const drawn = composeScene(withCover, plan.scenes.length, { ...opts, framing: true, frameTop: 110, name: false });
      const names = drawn.figures.map((f) => f.name);
      expect(names).toContain(plan.child.name);
      expect(names).toContain(who);
      // the child looks as on every page: the same hair and clothes as in the scenes
      const child = drawn.figures.find((f) => f.role === "child")!;
      const inScene = plan.scenes.map((_, i) => composeScene(plan, i, opts).figures.find((f) => f.role === "child")).find((f) => f !== undefined)!;
      expect([child.hair, child.outfit]).toEqual([inScene.hair, inScene.outfit]);
    });
  }
});
