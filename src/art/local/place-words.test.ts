/**
 * Words and picture agree on the place (issue 24): a scene is drawn where its words put it. The plan's
 * place is drawn unless the scene's opening words plainly set it elsewhere ("At Maple Street Park,
 * there was a running race" is drawn in the park, whatever the plan says).
 */
import { describe, expect, it } from "vitest";
import { composeStory } from "../../engine";
import type { StoryRequest } from "../../engine/types";
import { AGE_BANDS, BEHAVIOR_IDS, THEME_IDS } from "../../contracts/catalog";
import { placeInWords, placesAgree, scenePlace } from "./places";
import { composeScene } from "./compose";
import { withScene } from "./fixtures";

describe("the place in a scene's words", () => {
  it("reads the place an opening sentence sets, and not where someone has been or is going", () => {
    expect(placeInWords("The next day, at Maple Street Park, there was a running race.")).toBe("park");
    expect(placeInWords("The next afternoon at the beach, Mom called out a five-minute warning.")).toBe("beach");
    expect(placeInWords("In the kitchen, Mom was making pancakes.")).toBe("kitchen");
    expect(placeInWords("The potty was in the bathroom. Theo built a tower.")).toBeNull();
    expect(placeInWords("After a long day at Maple Street Park, it was film night.")).toBeNull();
    expect(placeInWords("One morning, Theo and Mom walked to the library.")).toBeNull();
    expect(placeInWords("It was evening at the yellow house on Maple Street.")).toBeNull();
    expect(placeInWords("Theo asked whether Nora would be at the park again tomorrow.")).toBeNull();
  });

  it("draws the scene where its words put it, even when the plan says elsewhere", () => {
    const plan = withScene({ place: "living room", text: "The next day, at Maple Street Park, there was a running race. Theo ran fast." });
    expect(composeScene(plan, undefined).placeKind).toBe("park");
  });

  it("every behavior × theme × age × two seeds: each scene is drawn in the place its words name", () => {
    const off: string[] = [];
    let named = 0;
    for (const behavior of BEHAVIOR_IDS)
      for (const theme of THEME_IDS)
        for (const childAge of AGE_BANDS)
          for (const seed of [1, 2]) {
            const { plan } = composeStory({ childName: "Theo", childAge, behavior, theme, pronouns: "he", grownUpName: "Mom", seed } as StoryRequest);
            plan.scenes.forEach((scene, i) => {
              const said = placeInWords(scene.text);
              if (!said) return;
              named++;
              const drawn = scenePlace(scene, theme);
              if (!placesAgree(said, drawn)) off.push(`${behavior} ${theme} ${childAge} #${seed} scene ${i + 1}: words ${said}, drawn ${drawn}`);
            });
          }
    expect(named).toBeGreaterThan(50);
    expect(off).toEqual([]);
  }, 240_000);
});
