/**
 * Story shapes, the family in the story, toddler plans and stories that adapt (issues 25 and 28), as a
 * reader notices them: over a sample of stories, not one.
 */
import { describe, expect, it } from "vitest";
import { AGE_BANDS, BEHAVIOR_IDS, THEME_IDS } from "../../contracts/catalog";
import { storyPlanSchema } from "../../contracts/story-plan";
import { checkStory } from "../quality";
import type { StoryRequest } from "../types";
import { composeStory } from "./index";
import { grownUpPronouns, shapeProblem } from "./shapes";
import { BEHAVIOR_STORIES } from "./stories";
import { THEME_SETTINGS } from "./world";
import { sentencesOf, shapeFigures, shapeSample, writeAnotherStories, writeAnotherTitles } from "./variety";

const SAMPLE = shapeSample(200);

describe("shapes that vary", () => {
  const figures = shapeFigures(SAMPLE);

  it("no single beat order in more than 35% of stories", () => {
    expect(figures.topOrder.share, figures.topOrder.order).toBeLessThanOrEqual(0.35);
  });

  it("four 'write another' stories in a row have four different shapes", () => {
    for (const childAge of AGE_BANDS) {
      const shapes: string[] = [];
      const previous: string[] = [];
      for (let i = 0; i < 4; i++) {
        const { plan } = composeStory({
          childName: "Mia",
          pronouns: "she",
          childAge,
          behavior: "tantrums",
          theme: "animals",
          grownUpName: "Mom",
          seed: 40 + i,
          previousEpisodes: [...previous],
        });
        shapes.push(plan.shape!);
        previous.unshift(plan.episode!);
      }
      expect(new Set(shapes).size, `${childAge}: ${shapes.join(", ")}`).toBe(4);
    }
  });

  it("every story's beats follow its shape", () => {
    for (const req of SAMPLE) {
      const { plan } = composeStory(req);
      expect(
        shapeProblem(
          plan.shape,
          plan.scenes.map((s) => s.beat),
        ),
      ).toBeUndefined();
    }
  });

  it("'write another' stories share no paragraph: none in a row, none within as many stories as the behavior has alternatives of each scene (up to 4)", () => {
    const repeats: string[] = [];
    for (const behavior of BEHAVIOR_IDS) {
      const material = BEHAVIOR_STORIES[behavior];
      if (!material) continue;
      const window = Math.min(4, ...(["helper", "strategy", "practice", "celebration"] as const).map((b) => material.scenes[b].length));
      for (const childAge of AGE_BANDS) {
        const stories = writeAnotherStories({ childName: "Mia", pronouns: "she", childAge, behavior, theme: "animals", grownUpName: "Mom" }, 4);
        const paragraphs = stories.map((st) => st.plan.scenes.map((sc) => sc.text));
        for (let i = 0; i < paragraphs.length; i++)
          for (let j = i + 1; j < Math.min(paragraphs.length, i + Math.max(2, window)); j++)
            for (const p of paragraphs[i])
              if (paragraphs[j].includes(p)) repeats.push(`${behavior} ${childAge} stories ${i + 1} and ${j + 1}: ${p.slice(0, 80)}`);
      }
    }
    expect(repeats).toEqual([]);
  });

  it("the same child keeps one home across 'write another'", () => {
    const homes = new Set<string>();
    for (const st of writeAnotherStories(
      { childName: "Mia", pronouns: "she", childAge: "6-7", behavior: "patience", theme: "animals", grownUpName: "Mom" },
      4,
    )) {
      const opening = st.plan.scenes.map((sc) => sc.text).join(" ");
      for (const w of THEME_SETTINGS.animals.worlds) if (opening.includes(w.home)) homes.add(w.home);
    }
    expect(homes.size).toBeLessThanOrEqual(1);
  });

  it("titles differ across a child's four 'write another' stories", () => {
    const repeats: string[] = [];
    for (const behavior of BEHAVIOR_IDS)
      for (const childAge of AGE_BANDS) {
        const titles = writeAnotherTitles({ childName: "Mia", pronouns: "she", childAge, behavior, theme: "animals", grownUpName: "Mom" });
        if (new Set(titles).size < 4) repeats.push(`${behavior} ${childAge}: ${titles.join(" | ")}`);
      }
    expect(repeats).toEqual([]);
  });
});

describe("the family in the story", () => {
  it("the named grown-up teaches the plan (with the helper) in at least 65% of stories, and speaks up to notice it in the rest", () => {
    const figures = shapeFigures(SAMPLE);
    expect(figures.grownUpTeaches / figures.stories).toBeGreaterThanOrEqual(0.65);
    const silent: string[] = [];
    for (const req of SAMPLE) {
      const { plan } = composeStory(req);
      const g = plan.grownUp.name;
      const strategy = plan.scenes.find((s) => s.beat === "strategy")!;
      const teaches = strategy.characters.includes(g) && strategy.text.includes(g);
      const from = plan.scenes.findIndex((s) => s.beat === "success");
      const notices = plan.scenes.slice(from).some((s) => sentencesOf(s.text).some((x) => x.includes(g) && /["“”]/.test(x)));
      if (!teaches && !notices) silent.push(`${req.behavior} ${req.childAge} ${g} ${plan.shape}`);
    }
    expect(silent).toEqual([]);
  });

  it("a grown-up who teaches the plan never joins it as a listener or a learner ('I'm listening too', 'I could use a plan myself')", () => {
    const LEARNER = /I'm listening too|I could use (?:a|a good) plan|Let's hear it|All three of us|sit in on this|Only if you actually do it|Count me in/;
    const bad: string[] = [];
    for (const req of SAMPLE) {
      const { plan } = composeStory(req);
      const strategy = plan.scenes.find((s) => s.beat === "strategy");
      if (!strategy?.text.includes(plan.grownUp.name)) continue;
      const m = LEARNER.exec(strategy.text);
      if (m) bad.push(`${req.behavior} ${req.childAge} ${plan.grownUp.name} ${plan.shape}: "${m[0]}" in ${strategy.text.slice(0, 120)}`);
    }
    expect(bad).toEqual([]);
  });

  it("the named grown-up is in the problem or the helper scene of every story (never off the page until the last paragraph)", () => {
    const away: string[] = [];
    for (const req of SAMPLE) {
      const { plan } = composeStory(req);
      const g = plan.grownUp.name;
      const early = plan.scenes.filter(
        (s) => s.beat === "problem" || s.beat === "helper" || (s.beat === "strategy" && !plan.scenes.some((x) => x.beat === "helper")),
      );
      // Nobody's grown-up sits in on a class: there the teacher's part is the helper's.
      if (early.some((s) => s.place === "classroom")) continue;
      if (!early.some((s) => s.characters.includes(g) && s.text.includes(g))) away.push(`${req.behavior} ${req.childAge} ${g} ${plan.shape} #${req.seed}`);
    }
    expect(away).toEqual([]);
  });

  it("at 2-3 the grown-up always teaches the plan at bedtime, separation and toileting", () => {
    for (const behavior of ["bedtime", "separation", "toileting"] as const)
      for (const [i, theme] of THEME_IDS.entries()) {
        const { plan } = composeStory({
          childName: "Kai",
          pronouns: "he",
          childAge: "2-3",
          behavior,
          theme,
          grownUpName: "Papa",
          seed: 3 + i,
          previousEpisodes: [],
        });
        const strategy = plan.scenes.find((s) => s.beat === "strategy")!;
        expect(strategy.characters, `${behavior} ${theme}`).toContain("Papa");
        expect(strategy.text, `${behavior} ${theme}`).toContain("Papa");
      }
  });

  it("never a helper in the grown-up's role (no Grandma June for Gran, no Grandpa Joe for Papa)", () => {
    for (const [grownUpName, kind] of [
      ["Gran", "grandma"],
      ["Grandma Rose", "grandma"],
      ["Papa", "grandpa"],
      ["Grandpa", "grandpa"],
      ["Aunt Lou", "aunt"],
    ] as const)
      for (let seed = 1; seed <= 12; seed++) {
        const { plan } = composeStory({ childName: "Mia", pronouns: "she", childAge: "4-5", behavior: BEHAVIOR_IDS[seed], theme: "family", grownUpName, seed });
        expect(plan.helper.kind === kind || (kind === "aunt" && /^Auntie/.test(plan.helper.name)), `${grownUpName}: ${plan.helper.name}`).toBe(false);
      }
  });

  it("the grown-up's pronouns come from the name when it says them", () => {
    expect(["Mom", "Mum", "Gran", "Grandma Rose", "Nana", "Aunt Lou"].map(grownUpPronouns)).toEqual(["she", "she", "she", "she", "she", "she"]);
    expect(["Dad", "Papa", "Grandpa Joe", "Uncle Ray"].map(grownUpPronouns)).toEqual(["he", "he", "he", "he"]);
    expect(["Sam", "Jordan", "Ms. Lee".slice(4)].map(grownUpPronouns)).toEqual([undefined, undefined, undefined]);
  });
});

describe("toddler books", () => {
  it("at 2-3 a plan has at most two steps (the material's toddler steps when it has them)", () => {
    for (const behavior of BEHAVIOR_IDS) {
      const { plan } = composeStory({ childName: "Bo", pronouns: "they", childAge: "2-3", behavior, theme: "nature", grownUpName: "Dad", seed: 5 });
      expect(plan.strategy.steps.length, behavior).toBeLessThanOrEqual(2);
      const toddler = BEHAVIOR_STORIES[behavior]?.strategy.toddlerSteps;
      if (toddler?.length === 2) expect(plan.strategy.steps, behavior).toEqual(toddler);
    }
  });

  it("the refrain is never said before the scene that teaches it", () => {
    const early: string[] = [];
    for (const req of SAMPLE) {
      const material = req.behavior === "custom" ? null : BEHAVIOR_STORIES[req.behavior];
      if (!material) continue;
      const { plan } = composeStory(req);
      const first = material.strategy.refrain.toLowerCase();
      const taught = plan.scenes.findIndex((s) => s.beat === "strategy");
      const at = plan.scenes.findIndex((s) => s.text.toLowerCase().includes(first));
      if (at >= 0 && at < taught) early.push(`${req.behavior} ${req.childAge} ${plan.shape}: "${first}" in ${plan.scenes[at].beat}`);
    }
    expect(early).toEqual([]);
  });
});

describe("stories that adapt to the practice (issue 28)", () => {
  const base = (behavior: (typeof BEHAVIOR_IDS)[number], childAge: StoryRequest["childAge"], seed: number): StoryRequest => ({
    childName: "Noor",
    pronouns: "she",
    childAge,
    behavior,
    theme: THEME_IDS[seed % THEME_IDS.length],
    grownUpName: "Mom",
    seed,
  });

  it("a practice story keeps the plan's name, has a new episode, and starts with the smaller first step", () => {
    for (const [i, behavior] of BEHAVIOR_IDS.entries()) {
      const material = BEHAVIOR_STORIES[behavior]!;
      const childAge = AGE_BANDS[i % AGE_BANDS.length];
      const first = composeStory(base(behavior, childAge, i + 1));
      const req: StoryRequest = { ...base(behavior, childAge, i + 2), practiceStory: "practice", previousEpisodes: [first.plan.episode!] };
      const story = composeStory(req);
      expect(story.plan.practiceStory).toBe("practice");
      expect(story.plan.strategy.name).toBe(first.plan.strategy.name);
      expect(story.plan.episode, behavior).not.toBe(first.plan.episode);
      if (material.strategy.smallFirstStep) {
        expect(story.plan.strategy.steps[0], behavior).toBe(material.strategy.smallFirstStep);
        // Said inside someone's words: a quotation in it takes single marks.
        const small = material.strategy.smallFirstStep.toLowerCase().replace(/:\s+/g, ", ").replace(/[.!]$/, "").replace(/["“”]/g, "'");
        expect(story.text.toLowerCase(), behavior).toContain(small.split(" ").slice(0, 4).join(" "));
        expect(story.text, behavior).toMatch(/start small|smaller|shrink|small(est)?( possible)? step/i);
      }
      expect(
        checkStory(story, req).passed,
        `${behavior} ${childAge}: ${checkStory(story, req)
          .checks.filter((c) => c.status === "fail")
          .map((c) => c.detail)
          .join("; ")}`,
      ).toBe(true);
      expect(storyPlanSchema.safeParse(story.plan).success).toBe(true);
    }
  });

  it("a you-did-it story has the child showing the plan to someone else, who is in the scene", () => {
    for (const [i, behavior] of BEHAVIOR_IDS.entries()) {
      const childAge = AGE_BANDS[(i + 1) % AGE_BANDS.length];
      const req: StoryRequest = {
        ...base(behavior, childAge, i + 3),
        practiceStory: "you-did-it",
        ...(i % 3 === 0 ? { siblings: [{ name: "Ava", pronouns: "she" as const }] } : {}),
      };
      const story = composeStory(req);
      expect(story.plan.practiceStory).toBe("you-did-it");
      const scene = story.plan.scenes.find((s) => s.beat === "strategy")!;
      expect(scene.text, behavior).toMatch(/\bshowed\b/);
      expect(scene.text, behavior).toContain(story.plan.strategy.name.replace(/^the /i, ""));
      const others = scene.characters.filter((c) => c !== "Noor");
      expect(others.length, behavior).toBeGreaterThan(0);
      // The one shown is named in the words and drawn in the picture.
      expect(
        others.some((c) => new RegExp(`showed ${c.split(" ")[0]}`).test(scene.text)),
        `${behavior}: ${scene.text.slice(0, 200)}`,
      ).toBe(true);
      expect(
        checkStory(story, req).passed,
        `${behavior} ${childAge}: ${checkStory(story, req)
          .checks.filter((c) => c.status === "fail")
          .map((c) => c.detail)
          .join("; ")}`,
      ).toBe(true);
    }
  });
});
