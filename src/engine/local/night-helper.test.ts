/**
 * Issue 25 (R6, S1 bedtime 2-3 nature): "Then a friendly face peeked in. It was Rosa [the gardener from next door],
 * tiptoeing in quietly" at night, in a toddler's bedroom. A grown-up who isn't family (a gardener, a neighbour, a
 * family friend) never comes into the child's bedroom or bathroom at night; a relative, a friend staying over, a toy,
 * a pet, an animal at the window or a magical friend can. Over every behavior × theme × age × episode.
 */
import { describe, expect, it } from "vitest";
import { AGE_BANDS, BEHAVIOR_IDS, THEME_IDS } from "../../contracts/catalog";
import type { StoryRequest } from "../types";
import { composeStory } from "./index";
import { BEHAVIOR_STORIES } from "./stories";
import { FAMILY_FRIENDS, THEME_SETTINGS, outsiderAtNight } from "./world";

const OUTSIDERS = new Set(
  [...Object.values(THEME_SETTINGS).flatMap((s) => s.helpers), ...FAMILY_FRIENDS].filter((h) => outsiderAtNight(h, "bedroom", "night")).map((h) => h.name),
);
const PRIVATE = new Set(["bedroom", "bathroom"]);
const NIGHT = new Set(["evening", "night"]);
const written = BEHAVIOR_IDS.filter((b) => BEHAVIOR_STORIES[b]);

describe("no grown-up who isn't family in the child's bedroom or bathroom at night (issue 25)", () => {
  it("knows its outsiders: the gardener and the neighbours/family friends, not an aunt or a grandma", () => {
    expect([...OUTSIDERS].sort()).toEqual(["Jo", "Marcus", "Mr. Ellis", "Mrs. Patel", "Rosa"]);
  });

  it("every built-in behavior × theme × age × episode", () => {
    const bad: string[] = [];
    let n = 0;
    for (const behavior of written)
      for (const theme of THEME_IDS)
        for (const childAge of AGE_BANDS)
          for (let previous = 0; previous < BEHAVIOR_STORIES[behavior]!.episodes.length; previous++) {
            n++;
            const req: StoryRequest = {
              childName: "Mia",
              childAge,
              behavior,
              theme,
              pronouns: "she",
              grownUpName: n % 2 ? "Mum" : "Dad",
              seed: n * 13,
              previousEpisodes: BEHAVIOR_STORIES[behavior]!.episodes.slice(0, previous).map((e) => e.id),
            };
            const { plan } = composeStory(req);
            if (!OUTSIDERS.has(plan.helper.name)) continue;
            const who = new RegExp(`\\b${plan.helper.name.replace(".", "\\.")}\\b`);
            for (const s of plan.scenes)
              if (PRIVATE.has(s.place) && NIGHT.has(s.time)) {
                if (s.characters.includes(plan.helper.name) || who.test(s.text))
                  bad.push(`${behavior} ${childAge} ${theme} #${req.seed} ${s.beat} (${s.place}, ${s.time}): ${s.text.slice(0, 120)}`);
              }
          }
    expect(bad.slice(0, 10)).toEqual([]);
    expect(n).toBeGreaterThan(300);
  }, 240_000);
});
