/**
 * A reading tip points only at something the page's picture draws (R7: "Can you find the crayons?" under
 * a picture whose crayons were a sliver on a shelf cut off by the frame; "Which picture did you like
 * best? Let's find it!" under a kitchen whose words hang paintings on a wall the picture leaves bare).
 */
import { describe, expect, it } from "vitest";
import { BEHAVIOR_IDS, THEME_IDS } from "../contracts/catalog";
import { bounds } from "../art/local/geometry";
import { composeStory } from "../engine/local";
import type { StoryRequest } from "../engine/types";
import { sceneTips } from "../reading/prompts";
import { pictureBookOf } from "../stories/pdf";
import { sceneDrawing } from "../stories/scenes";
import { loadStoryFonts } from "./fonts-node";
import { askedThing, FINDABLE_MIN, findableThings, shows } from "./findable";
import { bookTips } from "./picture-book";

const fonts = loadStoryFonts();

function toddlerBook(behavior: string, theme: string, seed: number, pronouns: "he" | "she" | "they" = "she") {
  const out = composeStory({ childName: "Alex", childAge: "2-3", behavior, theme, pronouns, grownUpName: "Grandpa", seed } as StoryRequest);
  const story = { id: seed, plan: out.plan, theme, childAge: "2-3", behavior };
  return { story, plan: out.plan, book: pictureBookOf(story, fonts.heading)! };
}

describe("find-it tips ask only for what the picture draws", () => {
  it("reads the thing a tip asks for", () => {
    expect(askedThing("Can you find the crayons?")).toBe("crayons");
    expect(askedThing("Can you find Mia's teddy bear?")).toBe("teddy bear");
    expect(askedThing("Who came to help? Can you find Ruby the robin?")).toBeNull();
    expect(askedThing("Uh-oh! What is happening here?")).toBeNull();
    expect(shows(["bucket and spade"], "bucket")).toBe(true);
    expect(shows(["teddy bear"], "teddy bears")).toBe(true);
    expect(shows(["paints"], "crayons")).toBe(false);
  });

  it("the reported paint-table book (messiness 2-3 they nature 19): no 'Can you find the crayons?' over a sliver of crayon pot, no 'Which picture' over a bare wall", () => {
    const { plan, book } = toddlerBook("messiness", "nature", 19, "they");
    const tips = bookTips(plan, "2-3", book.findable);
    const echo = plan.scenes.findIndex((s) => s.beat === "echo");
    expect(sceneTips(plan, "2-3")[echo]).toContain("Can you find the crayons?");
    expect(book.findable![echo]).not.toContain("crayons");
    expect(tips[echo]).toEqual(["What does Alex do this time?"]);
    expect(tips.flat().join(" ")).not.toMatch(/Which picture/);
    // The paints the problem page asks for are drawn, big enough to point at.
    const problem = plan.scenes.findIndex((s) => s.beat === "problem");
    expect(tips[problem]).toContain("Can you find the paints?");
  });

  it("over every behavior's toddler book: each printed find-it tip names a thing drawn in the frame, at least 8% of its width", () => {
    let asked = 0;
    let dropped = 0;
    const faults: string[] = [];
    BEHAVIOR_IDS.forEach((behavior, k) => {
      const theme = THEME_IDS[k % THEME_IDS.length]!;
      let made: ReturnType<typeof toddlerBook>;
      try {
        made = toddlerBook(behavior, theme, 11 + k);
      } catch {
        return; // a story the engine cannot write is the engine's tests' to catch
      }
      const { story, plan, book } = made;
      const before = sceneTips(plan, "2-3")
        .flat()
        .filter((t) => askedThing(t)).length;
      const printed = bookTips(plan, "2-3", book.findable);
      printed.forEach((tips, i) => {
        // Measured again here from the scene drawn afresh (once per page): the thing's own strokes, clipped to the picture's frame.
        let scene: ReturnType<typeof sceneDrawing>["scene"] | undefined;
        for (const tip of tips) {
          const thing = askedThing(tip);
          if (!thing) continue;
          asked++;
          scene ??= sceneDrawing(story, i, fonts.heading).scene;
          const drawing = scene.drawing;
          const frame = bounds([drawing[0]!]);
          const strokes = drawing.filter((s) => {
            const tag = /^prop:([^:]+)/.exec(s.tag ?? "")?.[1];
            return tag && shows([tag], thing);
          });
          // (or drawn with a character, the phone in her hand, or as the place's own slide)
          const withCharacterOrPlace = scene.props.some((p) => (p.where === "built-in" || p.where === "character") && shows([p.prop], thing));
          if (!strokes.length) {
            if (!withCharacterOrPlace) faults.push(`${behavior} scene ${i + 1}: "${tip}" — nothing drawn`);
            continue;
          }
          const b = bounds(strokes);
          const seen = Math.max(Math.min(b.maxX, frame.maxX) - Math.max(b.minX, frame.minX), Math.min(b.maxY, frame.maxY) - Math.max(b.minY, frame.minY));
          if (seen < FINDABLE_MIN * (frame.maxX - frame.minX)) faults.push(`${behavior} scene ${i + 1}: "${tip}" — only ${seen.toFixed(0)} units in the frame`);
        }
      });
      dropped += before - printed.flat().filter((t) => askedThing(t)).length;
    });
    expect(faults).toEqual([]);
    // Most things the words name are drawn to be found: the check keeps the tips, it does not empty them.
    expect(asked).toBeGreaterThan(dropped);
  }, 120_000);

  it("a picture with no drawing of things gives nothing to find", () => {
    expect(findableThings({ drawing: [], props: [], shot: "wide" })).toEqual([]);
  });
});
