/**
 * Hurting scenes drawn the right way round (issue 24, H38): the one who hits, shoves or pushes is drawn
 * doing it, the one hurt is drawn hurt (down where the words knock them down, sad or crying), never
 * pushing. Over every problem and stumble scene of the aggression and siblings stories at every age,
 * and custom hurting stories.
 */
import { describe, expect, it } from "vitest";
import { composeStory } from "../../engine";
import type { StoryRequest } from "../../engine/types";
import { AGE_BANDS } from "../../contracts/catalog";
import { BEHAVIOR_STORIES } from "../../engine/local/stories";
import { composeScene } from "./compose";
import { readScene, type Reader } from "./reading";

const kids: Reader[] = [
  { name: "Theo", pronoun: "he", hero: true },
  { name: "Amara", pronoun: "she" },
  { name: "Uncle Jay", pronoun: "he" },
];

describe("reading who hurt whom", () => {
  it("gives the hit and the shove to the one who did them, not the one hit a moment before", () => {
    const r = readScene(
      "Theo grabbed for the spade, Amara held on, and Theo hit Amara on the arm, hard, then shoved Amara away. Amara sat down in the moat with a splash of wet sand. Then Amara started to cry. Theo held the spade.",
      kids,
    );
    expect(r.get("Theo")?.hurt).toBe(true);
    expect(r.get("Amara")).toMatchObject({ feeling: "crying", hurtBy: true, low: true });
    expect(r.get("Amara")?.action).toBeUndefined();
  });

  it("reads 'And pushed Ivy hard' as the child's, and a snatch that topples someone as hurting them", () => {
    const r = readScene('Theo shouted, "Go away!" And pushed Amara hard. Amara toppled onto the rug.', kids);
    expect(r.get("Theo")?.action).toBe("push");
    expect(r.get("Amara")).toMatchObject({ hurtBy: true, low: true });
    const s = readScene("Then he snatched the bucket back so hard that Amara toppled over.", kids);
    expect(s.get("Theo")?.action).toBe("reach");
    expect(s.get("Amara")).toMatchObject({ hurtBy: true, low: true, feeling: "sad" });
  });

  it("leaves one who pushes back pushing", () => {
    const r = readScene("Then Theo pushed Amara. Amara pushed back.", kids);
    expect(r.get("Amara")?.action).toBe("push");
    expect(r.get("Amara")?.hurtBy).toBeUndefined();
  });
});

/** A sentence where someone hurts someone: the doer (a name or pronoun) and the one hurt. */
const HURTS = /\b(hit|hits|shoved|pushed|smacked|whacked|punched|kicked|bit|pinched) (?:the |his |her |their )?(baby|[A-Z][a-z]+)\b(?! back)/g;

describe("every hurting scene of the aggression and siblings stories", () => {
  const requests: StoryRequest[] = [];
  for (const behavior of ["aggression", "siblings"] as const) {
    const ids = BEHAVIOR_STORIES[behavior]?.episodes.map((e) => e.id) ?? [];
    for (const id of ids)
      for (const age of AGE_BANDS)
        requests.push({
          childName: "Theo",
          childAge: age,
          behavior,
          theme: "family",
          pronouns: "he",
          grownUpName: "Mom",
          seed: 1,
          previousEpisodes: ids.filter((x) => x !== id),
        } as StoryRequest);
  }
  for (const [i, text] of [
    "he pushes his little sister off the slide at the park and laughs when she cries",
    "he keeps hitting his baby brother when hes tired",
    "he hits other kids at daycare when they take his truck",
  ].entries())
    requests.push({
      childName: "Theo",
      childAge: AGE_BANDS[i % AGE_BANDS.length],
      behavior: "custom",
      customBehavior: text,
      theme: "animals",
      pronouns: "he",
      grownUpName: "Dad",
      seed: 3 + i,
    } as StoryRequest);

  it("draws the child who hits doing it and the one hurt never pushing", () => {
    let scenes = 0;
    const wrong: string[] = [];
    for (const req of requests) {
      const { plan } = composeStory(req);
      plan.scenes.forEach((s, i) => {
        if (s.beat !== "problem" && s.beat !== "stumble") return;
        const plain = s.text.replace(/["“][^"”]*["”]/g, " ");
        // the child is the doer: "Theo hit Amara", "he shoved Amara" (not "didn't", not "almost")
        const hits = [...plain.matchAll(HURTS)].filter((m) => {
          const before = plain.slice(Math.max(0, (m.index ?? 0) - 40), m.index);
          return /\b(?:Theo|he|and|then)\s+(?:\w+\s+)?$/i.test(before) && !/\b(?:not|n't|never|almost|nearly|instead|wanted to|about to)\b/i.test(before);
        });
        if (!hits.length) return;
        scenes++;
        const sc = composeScene(plan, i, { theme: req.theme, childAge: req.childAge, framing: true });
        const theo = sc.figures.find((f) => f.name === "Theo");
        const victims = hits.map((m) => (m[2] === "baby" ? plan.others?.find((o) => o.kind === "baby")?.name : m[2]));
        const where = `${req.behavior} ${req.childAge} ${plan.episode} [${i + 1}]`;
        if (s.beat === "problem" && theo?.action !== "push" && theo?.action !== "throw") wrong.push(`${where}: Theo ${theo?.action}`);
        for (const v of victims) {
          const f = sc.figures.find((x) => x.name === v);
          if (f && (f.action === "push" || f.action === "throw") && !new RegExp(`\\b${v} (?:pushed|hit|shoved) (?:\\w+ )?back\\b`).test(plain))
            wrong.push(`${where}: ${v} (hurt) ${f.action}`);
        }
      });
    }
    expect(wrong).toEqual([]);
    expect(scenes).toBeGreaterThan(12);
  });
});
